"""Cards, jokers, multi-deck shoes and seeded shuffles.

Text form (RULES.md "Notation"): rank then suit, ``QH``, ``TS``; input also accepts ``10``
for ``T`` and lower case; jokers are ``X1`` and ``X2``.

Cards are interned: ``Card.parse("QH") is Card.parse("QH")``. Identical cards from several
decks are the same value, as the rules say they are interchangeable. Cards compare equal by
value, hash deterministically (by ``code``) and pickle/copy to the same object.
"""

from __future__ import annotations

import random
from typing import Iterable, Sequence

RANKS = "A23456789TJQK"  # natural order of a deck, ace first
SUITS = "SHDC"  # spades, hearts, diamonds, clubs
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_NAMES = {
    "A": "ace", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six",
    "7": "seven", "8": "eight", "9": "nine", "T": "ten", "J": "jack", "Q": "queen",
    "K": "king",
}
RED_SUITS = frozenset("HD")
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}  # for labels: Q♠

# Numeric ranks: ace high (Jammat, Tile Poker) and ace low (Three Thirteen).
HIGH_VALUE = {r: i for i, r in enumerate("23456789TJQKA", start=2)}
LOW_VALUE = {r: i for i, r in enumerate(RANKS, start=1)}


class Card:
    """One playing card or joker. Construct with ``Card(rank, suit)``, ``Card.joker(n)`` or
    ``Card.parse(text)``; every distinct card is a single shared object."""

    __slots__ = ("rank", "suit", "joker_no", "code", "text", "high", "low")
    _interned: dict[str, "Card"] = {}

    rank: str | None
    suit: str | None
    joker_no: int
    code: int
    text: str
    high: int
    low: int

    def __new__(cls, rank: str | None, suit: str | None = None, joker_no: int = 0) -> "Card":
        if joker_no:
            key = f"X{joker_no}"
        else:
            key = f"{rank}{suit}"
        card = cls._interned.get(key)
        if card is None:
            raise ValueError(f"not a card: {key!r}")
        return card

    @classmethod
    def _make(cls, rank: str | None, suit: str | None, joker_no: int, code: int) -> "Card":
        card = object.__new__(cls)
        text = f"X{joker_no}" if joker_no else f"{rank}{suit}"
        for name, value in (
            ("rank", rank), ("suit", suit), ("joker_no", joker_no), ("code", code),
            ("text", text),
            ("high", HIGH_VALUE.get(rank, 0) if rank else 0),
            ("low", LOW_VALUE.get(rank, 0) if rank else 0),
        ):
            object.__setattr__(card, name, value)
        cls._interned[text] = card
        return card

    def __setattr__(self, name, value):  # immutable
        raise AttributeError("Card is immutable")

    @staticmethod
    def joker(n: int) -> "Card":
        if n not in (1, 2):
            raise ValueError(f"not a joker number: {n!r} (jokers are X1 and X2)")
        return Card._interned[f"X{n}"]

    @staticmethod
    def parse(text: str) -> "Card":
        """Parse ``QH``, ``10h``, ``th``, ``X1``. Raises ValueError naming the text."""
        if not isinstance(text, str):
            raise ValueError(f"not a card: {text!r}")
        t = text.strip().upper()
        if t.startswith("10"):
            t = "T" + t[2:]
        card = Card._interned.get(t)
        if card is None:
            raise ValueError(f"not a card: {text!r} (write rank then suit, like QH, TS, 10D or X1)")
        return card

    @property
    def is_joker(self) -> bool:
        return self.joker_no != 0

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    @property
    def name(self) -> str:
        if self.joker_no:
            return f"joker {self.joker_no}"
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    @property
    def label(self) -> str:
        """Short text for people: ``Q♠``, ``10♥``, ``Joker 1``."""
        if self.joker_no:
            return f"Joker {self.joker_no}"
        rank = "10" if self.rank == "T" else self.rank
        return f"{rank}{SUIT_SYMBOLS[self.suit]}"

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card({self.text})"

    def __hash__(self) -> int:
        return self.code

    def __eq__(self, other) -> bool:
        return self is other

    def __ne__(self, other) -> bool:
        return self is not other

    def __lt__(self, other: "Card") -> bool:  # a stable display/sort order, not a rank order
        return self.code < other.code

    def __reduce__(self):
        return (Card.parse, (self.text,))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


for _si, _s in enumerate(SUITS):
    for _ri, _r in enumerate(RANKS):
        Card._make(_r, _s, 0, _si * 13 + _ri)
Card._make(None, None, 1, 52)
Card._make(None, None, 2, 53)
del _si, _s, _ri, _r

JOKERS = (Card.joker(1), Card.joker(2))
DECK = tuple(Card(r, s) for s in SUITS for r in RANKS)  # 52 cards, suits S H D C, A..K


def cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """``cards("AS KH 10D")`` -> a tuple of Cards; handy in tests and rules tables."""
    if isinstance(text, str):
        text = text.split()
    return tuple(Card.parse(t) for t in text)


def shoe(decks: int = 1, jokers: bool = False, ranks: str = RANKS) -> list[Card]:
    """An unshuffled shoe of ``decks`` decks, each with only ``ranks`` (for example
    ``"789TJQKA"`` for Twenty-Nine) and, if asked, the two jokers per deck."""
    if decks < 1:
        raise ValueError(f"decks must be at least 1, not {decks}")
    bad = [r for r in ranks if r not in RANKS]
    if bad:
        raise ValueError(f"not a rank: {bad[0]!r}")
    one = [Card(r, s) for s in SUITS for r in RANKS if r in ranks]
    if jokers:
        one += list(JOKERS)
    return one * decks


def rng_for(seed: int | random.Random) -> random.Random:
    """The one way rules get randomness: ``random.Random(seed)`` (never ``hash()``), so a seed
    gives the same sequence on every platform and Python version."""
    if isinstance(seed, random.Random):
        return seed
    if not isinstance(seed, int):
        raise ValueError(f"a seed is a whole number, not {seed!r}")
    return random.Random(seed)


def shuffled(items: Sequence[Card], seed: int | random.Random) -> list[Card]:
    """A shuffled copy of ``items``, the same order for the same seed everywhere."""
    out = list(items)
    rng_for(seed).shuffle(out)
    return out
