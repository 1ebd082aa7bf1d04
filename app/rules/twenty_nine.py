"""Twenty-Nine (RULES.md section 3, N-1 to N-32): four players in two fixed partnerships,
a 32-card deck, an auction, a secret trump under a face-down marker, eight tricks.

Every decision is a move by the seat whose turn it is: a bid or a pass, the secret trump
choice, accepting or declining the single hand, doubling and redoubling, asking for trump
(the reveal), a card, declaring or declining the pair. Dealing and the automatic redeals
(R1 to R5, an all-pass redeal) happen inside ``apply``.

Internally a card is a number ``suit * 8 + power``: the suits are ``S H D C`` (0 to 3) and the
power runs 0 to 7 over ``7 8 Q K T A 9 J`` (N-3), so within a suit a larger number is a
stronger card. A hand is a 32-bit mask of those numbers. The state is a dataclass that
``apply`` copies before changing it (the input is never mutated); each of its fields says
whether it starts afresh with every hand and how it shows in a view, and that one list drives
the copy, the new hand, the view and ``determinize``.

Felt's own option ``hands`` (not in RULES.md): with ``hands=k`` the session ends after k scored
hands (redeals do not count). It exists so that the simulator and short sessions have an end;
the default ``off`` keeps the endless game of N-32.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields
from typing import Any, Mapping, NamedTuple, Sequence

from app.rules.cards import Card
from app.i18n import N_
from app.rules.game import (
    GameInfo, IllegalMoveError, Move, MoveFacts, Option, OptionError, Outcome, mover, move_from_json,
)

# ----------------------------------------------------------------------------- cards

SUITS = "SHDC"
SUIT_NAME = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
POWER = "78QKTA9J"  # N-3, weakest first
POINTS = (0, 0, 0, 0, 1, 1, 2, 3)  # by power: T 1, A 1, 9 2, J 3 (N-4)

CARD = tuple(Card(POWER[p], SUITS[s]) for s in range(4) for p in range(8))
INDEX = {c: i for i, c in enumerate(CARD)}
SUIT_MASK = tuple(0xFF << (8 * s) for s in range(4))
ALL_MASK = (1 << 32) - 1
J_MASK = sum(1 << (s * 8 + 7) for s in range(4))
N9_MASK = sum(1 << (s * 8 + 6) for s in range(4))
AT_MASK = sum((1 << (s * 8 + 5)) | (1 << (s * 8 + 4)) for s in range(4))
BIT_INDEX = {1 << i: i for i in range(32)}


def mask_points(m: int) -> int:
    return 3 * (m & J_MASK).bit_count() + 2 * (m & N9_MASK).bit_count() + (m & AT_MASK).bit_count()


def mask_cards(m: int) -> list[int]:
    out = []
    while m:
        low = m & -m
        out.append(BIT_INDEX[low])
        m ^= low
    return out


def to_mask(cards: Sequence[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << INDEX[c]
    return m


def _card_index(card: Any) -> int:
    if isinstance(card, str):
        card = Card.parse(card)
    try:
        return INDEX[card]
    except KeyError:
        raise ValueError(f"{card} is not a Twenty-Nine card (7 to A only, N-2)") from None


# ----------------------------------------------------------------------------- public helpers


def card_points(cards: Sequence[Card]) -> int:
    """Card points of ``cards`` (N-4): J 3, 9 2, A 1, T 1, others 0; no last-trick point."""
    return sum(POINTS[_card_index(c) & 7] for c in cards)


def _winner_idx(idx: Sequence[int], trump: int) -> int:
    led = idx[0] >> 3
    best = 0
    best_key = -1
    for i, c in enumerate(idx):
        s = c >> 3
        if s == trump:
            key = 16 + (c & 7)
        elif s == led:
            key = c & 7
        else:
            continue
        if key > best_key:
            best_key = key
            best = i
    return best


def trick_winner(cards: Sequence[Card], trump: str | None = None) -> int:
    """Index of the winning card among ``cards`` (in play order, the first one led).
    ``trump`` is the revealed trump suit at the end of the trick, or None (N-23, N-25)."""
    if not cards:
        raise ValueError("a trick needs at least one card")
    t = SUITS.index(trump) if trump else -1
    return _winner_idx([_card_index(c) for c in cards], t)


def pair_target(bid: int, by_bidding_team: bool, max_bid: int = 29) -> int:
    """The target after the pair is declared (N-28): no effect for bids up to 19; from 20,
    d = min(4, bid - 17) comes off for the bidding team, or is added (capped at max_bid) for
    the opponents."""
    if bid <= 19:
        return bid
    d = min(4, bid - 17)
    return bid - d if by_bidding_team else min(bid + d, max_bid)


SINGLE_STAKE = 3  # a single hand wins or loses 3 (N-15)
TRICKS = 8  # tricks in a hand: a single hand must win them all


def stake(bid: int, doubled: bool = False, redoubled: bool = False,
          autodouble_at: int | None = 21) -> int:
    """The stake of a contract (N-16 to N-18): 4 redoubled, 2 doubled (by an opponent or
    automatically when ``bid >= autodouble_at``), else 1. ``autodouble_at=None`` is off."""
    if redoubled:
        return 4
    if doubled or (autodouble_at is not None and bid >= autodouble_at):
        return 2
    return 1


# ----------------------------------------------------------------------------- moves


@dataclass(frozen=True)
class Bid(Move):
    value: int


@dataclass(frozen=True)
class Pass(Move):
    pass


@dataclass(frozen=True)
class ChooseTrump(Move):
    suit: str


@dataclass(frozen=True)
class SingleHand(Move):
    accept: bool


@dataclass(frozen=True)
class Double(Move):
    accept: bool


@dataclass(frozen=True)
class Redouble(Move):
    accept: bool


@dataclass(frozen=True)
class AskTrump(Move):
    pass


@dataclass(frozen=True)
class Play(Move):
    card: Card


@dataclass(frozen=True)
class Pair(Move):
    declare: bool


MOVE_CLASSES = (Bid, Pass, ChooseTrump, SingleHand, Double, Redouble, AskTrump, Play, Pair)

PLAY = tuple(Play(c) for c in CARD)  # shared move objects, one per card
# the Play moves of one suit's 8-bit holding, strongest first: SUIT_PLAYS[suit][byte]
SUIT_PLAYS = tuple(
    tuple(tuple(PLAY[s * 8 + p] for p in range(7, -1, -1) if b >> p & 1) for b in range(256))
    for s in range(4)
)
CODE_INDEX = [-1] * 54  # Card.code -> card number (or -1: not a Twenty-Nine card)
for _i, _c in enumerate(CARD):
    CODE_INDEX[_c.code] = _i
del _i, _c


def _plays(m: int) -> tuple[Move, ...]:
    """The Play moves for every card of mask ``m``."""
    return (SUIT_PLAYS[0][m & 255] + SUIT_PLAYS[1][(m >> 8) & 255]
            + SUIT_PLAYS[2][(m >> 16) & 255] + SUIT_PLAYS[3][m >> 24])
PASS = Pass()
ASK = AskTrump()
BIDS = {v: Bid(v) for v in range(1, 30)}
TRUMPS = tuple(ChooseTrump(s) for s in SUITS)
YES_NO = {cls: (cls(True), cls(False)) for cls in (SingleHand, Double, Redouble, Pair)}

# phases
AUCTION = "auction"
TRUMP = "trump"
SINGLE = "single_hand_offer"
DOUBLE = "double"
REDOUBLE = "redouble"
PLAYING = "play"
PAIR = "pair"
OVER = "over"

POSITION = ("First", "Second", "Third", "Dealer")


# ----------------------------------------------------------------------------- state


class _Opts:
    """Resolved options with the numbers the rules use."""

    __slots__ = ("values", "ltp", "max_bid", "min_bid", "all_pass_redeal", "ask_compulsory",
                 "asker_must_trump", "autodouble", "match_games", "hands")

    def __init__(self, values: Mapping[str, Any]):
        self.values = dict(values)
        self.ltp = values["last_trick_point"] == "on"
        self.max_bid = 29 if self.ltp else 28
        self.min_bid = int(values["min_bid"])
        self.all_pass_redeal = values["all_pass"] == "redeal"
        self.ask_compulsory = values["ask_compulsory"] == "on"
        self.asker_must_trump = values["asker_must_trump"] == "on"
        self.autodouble = None if values["autodouble"] == "off" else int(values["autodouble"])
        self.match_games = None if values["match_games"] == "off" else int(values["match_games"])
        self.hands = None if values["hands"] == "off" else int(values["hands"])

    def __eq__(self, other):
        return isinstance(other, _Opts) and self.values == other.values

    def __hash__(self):
        return hash(tuple(sorted(self.values.items())))


class Redeal(NamedTuple):
    """An automatic redeal as facts (the words are the table's): ``rule`` is "R1" to "R5"
    (N-12) or "all_pass" (N-9); ``seat`` the seat it is about (R1: the first to bid, whose
    first four cards were worth nothing; R2 to R4: the seat whose cards caused it; all_pass:
    the dealer, who deals again); ``team`` (R5) the team that held all eight trumps."""

    rule: str
    seat: int | None = None
    team: int | None = None


@dataclass(frozen=True)
class HandResult:
    """The score of one finished hand, for the table to show."""

    hand_no: int
    single: bool
    bidder: int  # the bidder, or the single-hand declarer
    contract: int  # B (0 for a single hand)
    target: int
    points: int  # P of the bidding team (N-29), or tricks won by the declarer
    made: bool
    stake: int
    s: tuple[int, int]  # running scores after the hand and the game check
    g: tuple[int, int]
    game_change: tuple[int, int]  # +1 / -1 / 0 per team (N-31)
    last_winner: int | None = None  # the seat that won the hand's last trick


class Shown(NamedTuple):
    """How a State field shows in a View: ``how`` is "as is" (the View field ``name`` holds
    the same value), "seat" (the same, -1 shown as None), "zero" (the same, 0 shown as None),
    "worked out" (``view`` and ``determinize_view`` turn it into the View fields ``name`` and
    back, by hand) or "hidden" (no view shows it; determinize_view makes one up)."""

    how: str
    name: str = ""


MATCH = "match"  # a field kept from hand to hand (the other fields start afresh each hand)


def _first_seat(st: "State") -> int:
    return (st.dealer + 1) % 4


def _f(shown: Shown, each_hand: Any = MATCH) -> Any:
    """A State field: how it shows in a view, and its value at the start of every hand
    (``MATCH``: kept; a function of the state: worked out then)."""
    return field(metadata={"shown": shown, "each_hand": each_hand})


@dataclass(repr=False)
class State:
    """A full Twenty-Nine state. Treat it as immutable: ``apply`` copies it (``_copy``).

    Hands are 32-bit masks (see the module doc). ``second`` holds each seat's four cards of
    deal 2 until they are dealt. ``trick`` is a tuple of (seat, card number) in play order;
    ``tricks`` the finished ones as (leader, ((seat, card), ...), winner, points).

    Every field is declared with ``_f``: a new field must say how it shows in a view and
    whether a new hand resets it, and determinize_view builds a State with every field, so it
    cannot be left out of the copy, the new hand, the view or determinize.
    """

    opts: _Opts = _f(Shown("worked out", "options"))
    seed: int = _f(Shown("hidden"))
    deal_no: int = _f(Shown("hidden"))
    hand_no: int = _f(Shown("as is", "hand_no"))
    dealer: int = _f(Shown("as is", "dealer"))
    phase: str = _f(Shown("as is", "phase"))
    turn: int = _f(Shown("worked out", "to_move"))
    hands: tuple[int, ...] = _f(Shown("worked out", "hand hand_counts"))
    second: tuple[int, ...] | None = _f(Shown("worked out", "cards_to_come"))
    bids: tuple[tuple[int, int], ...] = _f(Shown("worked out", "bids"), ())  # a pass is 0
    high: int = _f(Shown("as is", "high_bid"), 0)
    high_seat: int = _f(Shown("seat", "high_seat"), -1)
    passed: int = _f(Shown("worked out", "passed"), 0)  # a mask of seats
    bidder: int = _f(Shown("seat", "bidder"), -1)
    contract: int = _f(Shown("zero", "contract"), 0)
    target: int = _f(Shown("zero", "target"), 0)
    trump: int = _f(Shown("worked out", "trump marker"), -1)
    revealed: bool = _f(Shown("as is", "trump_revealed"), False)
    reveal: tuple[int, int] | None = _f(Shown("worked out", "revealed_by revealed_in_trick"), None)
    must_trump: int = _f(Shown("seat", "must_trump"), -1)
    declarer: int = _f(Shown("seat", "declarer"), -1)
    offer: int = _f(Shown("worked out", "single_declined"), 0)
    doubled: bool = _f(Shown("as is", "doubled"), False)
    redoubled: bool = _f(Shown("as is", "redoubled"), False)
    auto_doubled: bool = _f(Shown("as is", "auto_doubled"), False)
    dbl_log: tuple[tuple[int, str], ...] = _f(Shown("as is", "doubling"), ())
    leader: int = _f(Shown("worked out", "leader"), _first_seat)
    trick: tuple[tuple[int, int], ...] = _f(Shown("worked out", "trick"), ())
    tricks: tuple = _f(Shown("worked out", "tricks last_trick"), ())
    taken: tuple[int, int] = _f(Shown("as is", "taken"), (0, 0))
    won: tuple[int, int] = _f(Shown("as is", "tricks_won"), (0, 0))
    pair: int = _f(Shown("seat", "pair"), -1)
    pair_cards: tuple[int, ...] = _f(Shown("worked out", "pair_cards"), ())
    s: tuple[int, int] = _f(Shown("as is", "s"))
    g: tuple[int, int] = _f(Shown("as is", "g"))
    stats: tuple[tuple[int, ...], tuple[int, ...]] = _f(Shown("as is", "stats"))
    results: tuple[HandResult, ...] = _f(Shown("as is", "results"))
    redeals: tuple[Redeal, ...] = _f(Shown("as is", "redeals"))
    played: int = _f(Shown("hidden"), 0)  # a mask of the cards played this hand

    def _copy(self) -> "State":
        new = _new_state(State)
        new.__dict__ = self.__dict__.copy()
        return new

    def __repr__(self) -> str:
        return f"<twenty_nine State phase={self.phase} turn={self.turn} hand={self.hand_no}>"


def _fields_shown(how: str) -> tuple[tuple[str, str], ...]:
    """(State field, View field) of every field shown ``how``."""
    return tuple((f.name, f.metadata["shown"].name) for f in fields(State) if f.metadata["shown"].how == how)


_AS_IS = _fields_shown("as is")
_SEAT = _fields_shown("seat")
_ZERO = _fields_shown("zero")
_EACH_HAND = tuple((f.name, f.metadata["each_hand"]) for f in fields(State)
                   if f.metadata["each_hand"] is not MATCH)


def _shown_fields(st: "State") -> dict[str, Any]:
    """The View fields that show a State field as is, or with None for -1 or 0."""
    d = st.__dict__
    out = {v: d[k] for k, v in _AS_IS}
    for k, v in _SEAT:
        x = d[k]
        out[v] = x if x >= 0 else None
    for k, v in _ZERO:
        out[v] = d[k] or None
    return out


def _unshown_fields(view: "View") -> dict[str, Any]:
    """The State fields a View shows as is, or with None for -1 or 0, back from it."""
    out = {k: getattr(view, v) for k, v in _AS_IS}
    for k, v in _SEAT:
        x = getattr(view, v)
        out[k] = x if x is not None else -1
    for k, v in _ZERO:
        out[k] = getattr(view, v) or 0
    return out


_new_state = object.__new__


def team(seat: int) -> int:
    return seat & 1


STAT_KEYS = ("contracts_bid", "contracts_made", "singles_bid", "singles_made", "hands_won",
             "games_won", "games_lost")


# ----------------------------------------------------------------------------- view


@dataclass(frozen=True)
class View:
    """What one seat may see (``seat`` None: a spectator). Cards are Card values. ``trump``
    is the trump suit letter only when it is public or the viewer is the bidder; otherwise
    ``marker`` ("face down") tells that one exists. ``legal`` lists the viewer's legal moves
    when it is the viewer's turn (``GAME.move_facts(view, move)`` gives each as facts)."""

    seat: int | None
    phase: str
    to_move: int | None
    dealer: int
    first: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, int, int, int]
    cards_to_come: int  # cards each seat will still receive in deal 2
    bids: tuple[tuple[int, int | None], ...]  # (seat, bid) in order; None is a pass
    high_bid: int
    high_seat: int | None
    passed: tuple[int, ...]
    bidder: int | None
    contract: int | None
    target: int | None
    marker: str  # "none", "face down" or "face up"
    trump: str | None
    trump_revealed: bool
    revealed_by: int | None
    revealed_in_trick: int | None
    must_trump: int | None
    declarer: int | None  # single hand
    single_declined: tuple[int, ...]
    doubled: bool
    redoubled: bool
    auto_doubled: bool
    doubling: tuple[tuple[int, str], ...]
    stake: int  # of the contract in play (a single hand's: SINGLE_STAKE)
    stakes: tuple[int, int, int]  # the contract's stake as it stands, doubled, redoubled (for the offers)
    single_stake: int  # what a single hand wins or loses
    min_bid: int  # the smallest bid
    leader: int | None
    trick: tuple[tuple[int, Card], ...]
    trick_winner: int | None  # the seat winning the trick so far (by the trump if it is revealed)
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...], int, int], ...]
    last_trick: tuple[tuple[int, Card], ...] | None
    taken: tuple[int, int]  # card points taken by team 0 (seats 0+2) and team 1
    tricks_won: tuple[int, int]
    pair: int | None  # the seat that declared the pair
    pair_cards: tuple[Card, ...]  # shown pair cards still in that seat's hand
    s: tuple[int, int]
    g: tuple[int, int]
    hand_no: int
    results: tuple[HandResult, ...]
    redeals: tuple[Redeal, ...]  # automatic redeals before this hand, with their reason
    stats: tuple[tuple[int, ...], tuple[int, ...]]
    options: Mapping[str, Any]
    legal: tuple[Move, ...]


# ----------------------------------------------------------------------------- game


class TwentyNine:
    info = GameInfo(
        id="twenty_nine",
        options=(
            Option("last_trick_point", "on", ("on", "off"),
                   help=N_("Yes: the last trick is worth 1 more point (29 in all, bids up to 29); No: 28 in all"),
                   label=N_("Point for the last trick"),
                   value_labels={"on": N_("Yes (29 points)"), "off": N_("No (28 points)")}),
            Option("min_bid", 17, (17, 16), help=N_("the smallest bid a player may make"),
                   label=N_("Lowest bid")),
            Option("all_pass", "dealer_forced", ("dealer_forced", "redeal"),
                   help=N_("Dealer must bid: the dealer has to bid; Redeal: the cards are dealt again"),
                   label=N_("When the first three pass"),
                   value_labels={"dealer_forced": N_("Dealer must bid"), "redeal": N_("Redeal")}),
            Option("ask_compulsory", "off", ("off", "on"),
                   help=N_("Yes: a player who cannot follow suit must ask to see the trump"),
                   label=N_("Must ask for trump when void"), value_labels={"on": N_("Yes"), "off": N_("No")}),
            Option("asker_must_trump", "off", ("off", "on"),
                   help=N_("Yes: a player who asks to see the trump must then play a trump if they have one"),
                   label=N_("Ask for trump must trump"), value_labels={"on": N_("Yes"), "off": N_("No")}),
            Option("autodouble", 21, (21, 22, "off"),
                   help=N_("bids of this value or more count double; Never: no bid is doubled by itself"),
                   label=N_("Bids doubled from"), value_labels={"off": N_("Never")}),
            Option("match_games", "off", ("off",), int_range=(1, 99),
                   help=N_("the match ends when a team's game count reaches this; Endless: play on until you leave"),
                   label=N_("Games to win the match"), value_labels={"off": N_("Endless")}),
            Option("hands", "off", ("off",), int_range=(1, 999),
                   help=N_("not a rule of the game: stop after this many scored hands; Endless: play on until you leave"),
                   label=N_("Hands in the session"), value_labels={"off": N_("Endless")}),
        ),
    )

    # ------------------------------------------------------------------ set-up

    def new_game(self, seed: int, players: int = 4, options: Mapping[str, Any] | None = None) -> State:
        self.info.check_players(players)
        if not isinstance(seed, int):
            raise OptionError(f"a seed is a whole number, not {seed!r}")
        opts = _Opts(self.info.resolve_options(options))
        st = State(
            opts=opts, seed=seed, deal_no=0, hand_no=0,
            dealer=random.Random(f"twenty-nine/{seed}/first-dealer").randrange(4),  # N-5
            s=(0, 0), g=(0, 0), stats=((0,) * len(STAT_KEYS), (0,) * len(STAT_KEYS)), results=(),
            # dealt by _start_hand, with every field that starts afresh each hand
            phase=AUCTION, turn=-1, hands=(0, 0, 0, 0), second=None, redeals=(),
            **dict.fromkeys(name for name, _ in _EACH_HAND),
        )
        _start_hand(st)
        return st

    # ------------------------------------------------------------------ queries

    def to_move(self, state: State) -> int | None:
        return None if state.phase == OVER else state.turn

    def legal_moves(self, state: State) -> tuple[Move, ...]:
        phase = state.phase
        if phase == PLAYING:
            return _legal_play(state)
        if phase == AUCTION:
            lo = max(state.high + 1, state.opts.min_bid)
            return tuple(BIDS[v] for v in range(lo, state.opts.max_bid + 1)) + (PASS,)
        if phase == TRUMP:
            return TRUMPS
        if phase == SINGLE:
            return YES_NO[SingleHand]
        if phase == DOUBLE:
            return YES_NO[Double]
        if phase == REDOUBLE:
            return YES_NO[Redouble]
        if phase == PAIR:
            return YES_NO[Pair]
        return ()

    def hand_results(self, state: State) -> list[tuple[tuple[int, ...], frozenset]]:
        """Per scored hand so far, (each seat's game points, the seats that won the hand): the
        change the hand made to the seat's team's running score less the other team's (the
        stake, doubles and redoubles included), and the bidding team when it made its
        contract, the other team when it failed (a single hand likewise)."""
        out = []
        for r in state.results:
            bt = r.bidder & 1
            k = r.stake if r.made else -r.stake
            won = bt if r.made else 1 - bt
            out.append((tuple(k if s & 1 == bt else -k for s in range(4)),
                        frozenset(s for s in range(4) if s & 1 == won)))
        return out

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != OVER:
            return None
        key = [(state.g[t], state.s[t]) for t in (0, 1)]
        if key[0] == key[1]:
            winners: tuple[int, ...] = (0, 1, 2, 3)
            draw = True
        else:
            best = 0 if key[0] > key[1] else 1
            winners = (best, best + 2)
            draw = False
        scores = tuple(float(6 * state.g[team(p)] + state.s[team(p)]) for p in range(4))
        details = []
        for p in range(4):
            st = state.stats[team(p)]
            details.append({k: float(v) for k, v in zip(STAT_KEYS, st)})
        # facts: "games" and "running" per team (team t: seats t and t + 2), "hands" played;
        # reason: "games" (more games won), "running" (games level, the running score decides)
        # or "drawn"
        hands = state.hand_no
        if draw:
            reason = "drawn"
        else:
            w = team(winners[0])
            reason = "games" if state.g[0] != state.g[1] else "running"
        facts = (("games", tuple(state.g)), ("running", tuple(state.s)), ("hands", hands))
        return Outcome(winners=winners, scores=scores, draw=draw, higher_is_better=True,
                       details=tuple(details), reason=reason, facts=facts)

    # ------------------------------------------------------------------ apply

    def apply(self, state: State, move: Move) -> State:
        phase = state.phase
        if phase == PLAYING:
            if type(move) is Play:
                return _apply_card(state, move.card)
            if type(move) is AskTrump:
                return _apply_ask(state)
            raise IllegalMoveError(N_("it is time to play a card"), "N-19")
        if phase == OVER:
            raise IllegalMoveError(N_("the match is over"), "N-32")
        st = state._copy()
        seat = st.turn
        if phase == AUCTION:
            _apply_auction(st, move)
        elif phase == TRUMP:
            if type(move) is not ChooseTrump:
                raise IllegalMoveError(N_("the bidder must choose trump now"), "N-10")
            if move.suit not in SUITS:
                # TRANSLATORS: {suit} what was given as a suit (not one of the four letters)
                raise IllegalMoveError(N_("{suit} is not a suit (S, H, D or C)"), "N-10", suit=repr(move.suit))
            st.trump = SUITS.index(move.suit)
            _deal_two(st)
        elif phase == SINGLE:
            if type(move) is not SingleHand:
                raise IllegalMoveError(N_("answer the single-hand offer first"), "N-13")
            if move.accept:
                _start_single(st, seat)
            else:
                st.offer += 1
                if st.offer < 4:
                    st.turn = (st.dealer + 1 + st.offer) % 4
                else:
                    _start_doubling(st)
        elif phase == DOUBLE:
            if type(move) is not Double:
                raise IllegalMoveError(N_("the opponents of the bidder may double now"), "N-16")
            st.dbl_log = st.dbl_log + ((seat, "double" if move.accept else "no double"),)
            if move.accept:
                st.doubled = True
                st.phase = REDOUBLE
                st.turn = st.bidder
            elif seat == (st.bidder + 1) % 4:
                st.turn = (st.bidder + 3) % 4
            else:
                _start_play(st)
        elif phase == REDOUBLE:
            if type(move) is not Redouble:
                raise IllegalMoveError(N_("the bidding team may redouble now"), "N-17")
            st.dbl_log = st.dbl_log + ((seat, "redouble" if move.accept else "no redouble"),)
            if move.accept:
                st.redoubled = True
                _start_play(st)
            elif seat == st.bidder:
                st.turn = (st.bidder + 2) % 4
            else:
                _start_play(st)
        elif phase == PAIR:
            if type(move) is not Pair:
                raise IllegalMoveError(N_("declare the pair or decline it first"), "N-27")
            if move.declare:
                t = st.trump
                st.pair = seat
                st.pair_cards = (t * 8 + 3, t * 8 + 2)
                st.target = pair_target(st.contract, team(seat) == team(st.bidder), st.opts.max_bid)
            st.phase = PLAYING
            st.turn = st.leader
        return st

    # ------------------------------------------------------------------ what a move shows

    def reveals(self, state: State, move: Move, seat: int, after: State | None = None) -> str:
        """What ``move`` shows ``seat`` that it could not see before, in words for people
        ("the trump"), or "" when nothing: cards dealt to it (the rest of its hand after the
        bidding, a new hand) and the trump once it is known. A card another player plays or
        shows (the pair) came from that player's hand and is not counted. ``after`` is the
        state after the move when the caller has it."""
        new = self.apply(state, move) if after is None else after
        if new.hands[seat] & ~state.hands[seat]:
            return "the rest of your hand" if new.hand_no == state.hand_no and state.hands[seat] else "your new cards"
        knew = state.trump >= 0 and (state.revealed or seat == state.bidder)
        knows = new.trump >= 0 and (new.revealed or seat == new.bidder)
        if knows and not knew and not (type(move) is ChooseTrump and state.turn == seat):
            return "the trump"
        return ""

    # ------------------------------------------------------------------ view

    def view(self, state: State, seat: int | None) -> View:
        st = state
        own = ()
        if seat is not None:
            if seat not in (0, 1, 2, 3):
                raise ValueError(f"no seat {seat!r} in Twenty-Nine (seats 0 to 3)")
            own = tuple(CARD[i] for i in _sorted_idx(st.hands[seat]))
        counts = tuple(st.hands[p].bit_count() for p in range(4))
        show_trump = st.trump >= 0 and (st.revealed or (seat is not None and seat == st.bidder))
        if st.declarer >= 0 or st.trump < 0:
            marker = "none"
        else:
            marker = "face up" if st.revealed else "face down"
        legal = ()
        if seat is not None and st.phase != OVER and st.turn == seat:
            legal = self.legal_moves(st)
        tricks = tuple((ld, tuple((p, CARD[c]) for p, c in cs), w, pts) for ld, cs, w, pts in st.tricks)
        in_play = st.phase in (PLAYING, PAIR) or bool(st.tricks)
        return View(
            **_shown_fields(st),
            # the fields worked out (see State)
            seat=seat,
            to_move=self.to_move(st),
            first=(st.dealer + 1) % 4,
            hand=own,
            hand_counts=counts,
            cards_to_come=4 if st.second is not None else 0,
            bids=tuple((p, v or None) for p, v in st.bids),
            passed=tuple(p for p in range(4) if st.passed >> p & 1),
            marker=marker,
            trump=SUITS[st.trump] if show_trump else None,
            revealed_by=st.reveal[0] if st.reveal else None,
            revealed_in_trick=st.reveal[1] if st.reveal else None,
            single_declined=tuple((st.dealer + 1 + k) % 4 for k in range(st.offer)) if st.phase != AUCTION and st.phase != TRUMP else (),
            stake=_stake(st) if st.bidder >= 0 and st.declarer < 0 else (SINGLE_STAKE if st.declarer >= 0 else 0),
            stakes=(_stake(st), stake(st.contract, True, False, st.opts.autodouble),
                    stake(st.contract, True, True, st.opts.autodouble)) if st.bidder >= 0 else (0, 0, 0),
            single_stake=SINGLE_STAKE,
            min_bid=st.opts.min_bid,
            trick_winner=(st.trick[_winner_idx([c for _, c in st.trick], st.trump if st.revealed else -1)][0]
                          if st.trick else None),
            leader=st.leader if in_play else None,
            trick=tuple((p, CARD[c]) for p, c in st.trick),
            tricks=tricks,
            last_trick=tricks[-1][1] if tricks else None,
            pair_cards=tuple(CARD[c] for c in st.pair_cards if st.pair >= 0 and st.hands[st.pair] >> c & 1),
            options=dict(st.opts.values),
            legal=legal,
        )

    def hidden_from(self, state: State, seat: int | None) -> collections.Counter[Card]:
        """The other seats' hands, and every second half of a hand still face down (no card
        is dealt twice: the cards played and a pair shown are everyone's to see)."""
        from collections import Counter

        from app.rules.game import hidden_cards

        st = state
        hidden: Counter[Card] = Counter()
        seen: Counter[Card] = Counter()
        for s in range(4):
            cs = [CARD[i] for i in range(32) if st.hands[s] >> i & 1]
            (seen if s == seat else hidden).update(cs)
            if st.second is not None:
                hidden.update(CARD[i] for i in range(32) if st.second[s] >> i & 1)
        for _, cs, _, _ in st.tricks:
            seen.update(CARD[c] for _, c in cs)
        seen.update(CARD[c] for _, c in st.trick)
        if st.pair >= 0:
            seen.update(CARD[c] for c in st.pair_cards)
        return hidden_cards(hidden, seen)

    def secrets(self, state: State, seat: int | None) -> Secrets:
        """The trump suit, to all but the bidder until it is revealed (the view's ``trump``)."""
        from app.rules.game import Secrets

        return Secrets() if state.revealed or seat == state.bidder else Secrets(blank=("trump",))

    phases = (AUCTION, TRUMP, SINGLE, DOUBLE, REDOUBLE, PLAYING, PAIR, OVER)

    def phase_of(self, view: View) -> str:
        return view.phase

    # ------------------------------------------------------------------ moves as facts

    def move_facts(self, view: View | None, move: Move) -> MoveFacts:
        """``move`` as facts (the words are the presenter's). Kinds: "play" (its card),
        "bid" (``value``), "pass", "trump" (``suit``: a suit letter), "single" / "no_single",
        "double" / "no_double", "redouble" / "no_redouble", "reveal_trump" (the bidder shows
        the trump) / "ask_trump" (another seat asks for it), "show_pair" / "keep_pair"."""
        seat = mover(view) if view is not None else None
        t = type(move)
        if t is Play:
            return MoveFacts.of("play", seat, (move.card,))
        if t is Bid:
            return MoveFacts.of("bid", seat, value=move.value)
        if t is ChooseTrump:
            return MoveFacts.of("trump", seat, suit=move.suit)
        if t is AskTrump:
            bidder = view is not None and view.bidder is not None and seat == view.bidder
            return MoveFacts.of("reveal_trump" if bidder else "ask_trump", seat)
        if t in _YES_NO_KINDS:
            yes, no = _YES_NO_KINDS[t]
            said_yes = move.declare if t is Pair else move.accept
            return MoveFacts.of(yes if said_yes else no, seat)
        if t is Pass:
            return MoveFacts.of("pass", seat)
        raise ValueError(f"{move!r} is not a Twenty-Nine move")

    # ------------------------------------------------------------------ search support

    def determinize(self, view: View, rng: random.Random) -> State:
        """A full state consistent with ``view``: unseen cards dealt at random among the other
        seats (respecting the suits they showed out of, the shown pair and hand sizes), a
        hidden trump drawn among the suits (not breaking R5), future deals from a fresh seed."""
        return determinize_view(view, rng)

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        return move_from_json(data, MOVE_CLASSES)


# ----------------------------------------------------------------------------- internals


def _sorted_idx(m: int) -> list[int]:
    return sorted(mask_cards(m), key=lambda i: (i >> 3, -i))


def _stake(st: State) -> int:
    return stake(st.contract, st.doubled, st.redoubled, st.opts.autodouble)


_YES_NO_KINDS = {SingleHand: ("single", "no_single"), Double: ("double", "no_double"),
                 Redouble: ("redouble", "no_redouble"), Pair: ("show_pair", "keep_pair")}


def _start_hand(st: State) -> None:
    """Shuffle and deal 1 (N-6) with the R1 check (N-7); then the auction (N-8)."""
    st.redeals = ()
    while True:
        _reset_hand(st)
        rng = random.Random(f"twenty-nine/{st.seed}/deal/{st.deal_no}")
        deck = list(range(32))
        rng.shuffle(deck)
        hands = [0, 0, 0, 0]
        second = [0, 0, 0, 0]
        for k in range(4):
            p = (st.dealer + 1 + k) % 4
            for c in deck[4 * k: 4 * k + 4]:
                hands[p] |= 1 << c
            for c in deck[16 + 4 * k: 20 + 4 * k]:
                second[p] |= 1 << c
        st.hands = tuple(hands)
        st.second = tuple(second)
        first = (st.dealer + 1) % 4
        if mask_points(hands[first]) == 0:  # R1
            st.redeals = st.redeals + (Redeal("R1", first),)
            st.deal_no += 1
            continue
        break
    st.phase = AUCTION
    st.turn = first


def _reset_hand(st: State) -> None:
    """Every field that starts afresh with a hand, to its first value (see State)."""
    d = st.__dict__
    for name, value in _EACH_HAND:
        d[name] = value(st) if callable(value) else value


def _apply_auction(st: State, move: Move) -> None:
    seat = st.turn
    o = st.opts
    if type(move) is Bid:
        v = move.value
        if not isinstance(v, int) or v < o.min_bid or v > o.max_bid:
            # TRANSLATORS: {low} the lowest bid, {high} the highest bid
            raise IllegalMoveError(N_("bids run from {low} to {high}"), "N-8", low=o.min_bid, high=o.max_bid)
        if v <= st.high:
            # TRANSLATORS: {bid} a bid (a number)
            raise IllegalMoveError(N_("you must bid more than {bid} or pass"), "N-8", bid=st.high)
        st.bids = st.bids + ((seat, v),)
        st.high = v
        st.high_seat = seat
        if v == o.max_bid:
            _end_auction(st, seat, v)
            return
    elif type(move) is Pass:
        st.bids = st.bids + ((seat, 0),)
        st.passed |= 1 << seat
        if st.passed.bit_count() == 3:
            if st.high_seat >= 0:
                _end_auction(st, st.high_seat, st.high)
            elif o.all_pass_redeal:  # N-9
                st.deal_no += 1
                st.redeals = st.redeals + (Redeal("all_pass", st.dealer),)
                _start_hand_keep_log(st)
            else:
                _end_auction(st, st.dealer, o.min_bid)
            return
    else:
        raise IllegalMoveError(N_("it is time to bid or pass"), "N-8")
    p = seat
    for _ in range(3):
        p = (p + 1) % 4
        if not st.passed >> p & 1:
            break
    st.turn = p


def _start_hand_keep_log(st: State) -> None:
    log = st.redeals
    _start_hand(st)
    st.redeals = log + st.redeals


def _end_auction(st: State, bidder: int, value: int) -> None:
    st.bidder = bidder
    st.contract = value
    st.target = value
    st.phase = TRUMP
    st.turn = bidder


def _deal_two(st: State) -> None:
    """Deal 2 (N-11) and the checks R2 to R5 (N-12); then the single-hand offer (N-13)."""
    hands = tuple(h | s for h, s in zip(st.hands, st.second))
    reason = _redeal_reason(hands, st.trump)
    if reason:
        st.deal_no += 1
        st.redeals = st.redeals + (reason,)
        _start_hand_keep_log(st)
        return
    st.hands = hands
    st.second = None
    st.phase = SINGLE
    st.offer = 0
    st.turn = (st.dealer + 1) % 4


def _redeal_reason(hands: Sequence[int], trump: int) -> Redeal | None:
    """The first of R2 to R5 (N-12) that holds for these 8-card hands, or None."""
    for p in range(4):
        h = hands[p]
        if (h & J_MASK) == J_MASK:
            return Redeal("R2", p)
        if any((h & m) == m for m in SUIT_MASK):
            return Redeal("R3", p)
        if mask_points(h) == 0:
            return Redeal("R4", p)
    if trump >= 0:
        tm = SUIT_MASK[trump]
        for t in (0, 1):
            if ((hands[t] | hands[t + 2]) & tm) == tm:
                return Redeal("R5", team=t)
    return None


def _start_single(st: State, seat: int) -> None:
    """N-14: no bid, no trump, no doubling; the partner sits out; the declarer leads."""
    st.declarer = seat
    st.trump = -1
    st.contract = 0
    st.target = 0
    st.phase = PLAYING
    st.leader = seat
    st.turn = seat


def _start_doubling(st: State) -> None:
    o = st.opts
    if o.autodouble is not None and st.contract >= o.autodouble:  # N-16
        st.doubled = True
        st.auto_doubled = True
        st.phase = REDOUBLE
        st.turn = st.bidder
    else:
        st.phase = DOUBLE
        st.turn = (st.bidder + 1) % 4


def _start_play(st: State) -> None:
    st.phase = PLAYING
    st.leader = (st.dealer + 1) % 4  # N-19
    st.turn = st.leader


def _legal_play(st: State) -> tuple[Move, ...]:
    seat = st.turn
    hand = st.hands[seat]
    if st.trick:
        led = st.trick[0][1] >> 3
        follow = (hand >> (8 * led)) & 255
        if follow:
            return SUIT_PLAYS[led][follow]
        if st.must_trump == seat:
            tm = (hand >> (8 * st.trump)) & 255
            if tm:
                return SUIT_PLAYS[st.trump][tm]
        elif st.trump >= 0 and not st.revealed:
            if st.opts.ask_compulsory:
                return (ASK,)
            return (ASK,) + _plays(hand)
    return _plays(hand)


def _apply_ask(state: State) -> State:
    st = state
    seat = st.turn
    if not st.trick:
        raise IllegalMoveError(N_("you may ask for trump only when you cannot follow, not when leading"), "N-21")
    if st.trump < 0:
        raise IllegalMoveError(N_("there is no trump in this hand"), "N-14")
    if st.revealed:
        raise IllegalMoveError(N_("trump has already been revealed"), "N-21")
    if st.hands[seat] & SUIT_MASK[st.trick[0][1] >> 3]:
        # TRANSLATORS: {suit} a suit's name
        raise IllegalMoveError(N_("you may ask for trump only when you hold no {suit}"), "N-21",
                               suit=SUIT_NAME[SUITS[st.trick[0][1] >> 3]])
    new = st._copy()
    new.revealed = True
    new.reveal = (seat, len(st.tricks))
    if st.opts.asker_must_trump:
        new.must_trump = seat
    return new


_NEXT = (1, 2, 3, 0)


def _apply_card(st: State, card: Any) -> State:
    seat = st.turn
    c = CODE_INDEX[card.code] if type(card) is Card else -1
    hands = st.hands
    hand = hands[seat]
    bit = 1 << c if c >= 0 else 0
    if not hand & bit:
        # TRANSLATORS: {card} a card ("Q♠")
        raise IllegalMoveError(N_("you do not hold {card}"), "N-20", card=card)
    trick = st.trick
    if trick:
        led = trick[0][1] >> 3
        if (hand >> (8 * led)) & 255:
            if c >> 3 != led:
                # TRANSLATORS: {suit} a suit's name
                raise IllegalMoveError(N_("you must follow {suit}"), "N-20", suit=SUIT_NAME[SUITS[led]])
        elif st.must_trump == seat and hand & SUIT_MASK[st.trump] and c >> 3 != st.trump:
            # TRANSLATORS: {suit} a suit's name
            raise IllegalMoveError(N_("you caused the reveal, so you must play a trump ({suit})"), "N-21",
                                  suit=SUIT_NAME[SUITS[st.trump]])
        elif st.trump >= 0 and not st.revealed and st.opts.ask_compulsory:
            raise IllegalMoveError(N_("you cannot follow, so you must ask for trump first"), "N-21")
    new = _new_state(State)
    new.__dict__ = d = st.__dict__.copy()
    d["hands"] = hands = hands[:seat] + (hand ^ bit,) + hands[seat + 1:]
    d["played"] = st.played | bit
    d["must_trump"] = -1
    trick = trick + ((seat, c),)
    declarer = st.declarer
    if len(trick) < (4 if declarer < 0 else 3):
        d["trick"] = trick
        nxt = _NEXT[seat]
        if declarer >= 0 and nxt == (declarer + 2) & 3:
            nxt = _NEXT[nxt]
        d["turn"] = nxt
        return new
    # resolve the trick (N-23, N-25)
    trump = st.trump if st.revealed else -1
    led = trick[0][1] >> 3
    best_key = -1
    w = 0
    pts = 0
    for p, x in trick:
        pts += POINTS[x & 7]
        s = x >> 3
        key = 16 + (x & 7) if s == trump else (x & 7 if s == led else -1)
        if key > best_key:
            best_key = key
            w = p
    wt = w & 1
    taken = st.taken
    won = st.won
    if wt:
        d["taken"] = (taken[0], taken[1] + pts)
        d["won"] = (won[0], won[1] + 1)
    else:
        d["taken"] = (taken[0] + pts, taken[1])
        d["won"] = (won[0] + 1, won[1])
    d["tricks"] = tricks = st.tricks + ((st.leader, trick, w, pts),)
    d["trick"] = ()
    d["leader"] = w
    d["turn"] = w
    n = len(tricks)
    if declarer >= 0:
        if wt != (declarer & 1):
            _score_single(new, False)
        elif n == 8:
            _score_single(new, True)
        return new
    if n == 8:
        _score(new)
        return new
    if trump >= 0 and st.pair < 0:
        kq = (1 << (trump * 8 + 3)) | (1 << (trump * 8 + 2))
        for p in (wt, wt + 2):
            if (hands[p] & kq) == kq:
                if pair_target(st.contract, (p & 1) == (st.bidder & 1), st.opts.max_bid) != st.target:
                    d["phase"] = PAIR
                    d["turn"] = p
                break
    return new


def _score(st: State) -> None:
    """N-29, N-30, then the game check."""
    o = st.opts
    bt = st.bidder & 1
    p = st.taken[bt]
    last_w = st.tricks[-1][2]
    if o.ltp and (last_w & 1) == bt:
        p += 1
    made = p >= st.target
    k = _stake(st)
    s = list(st.s)
    s[bt] += k if made else -k
    stats = [list(x) for x in st.stats]
    stats[bt][0] += 1
    if made:
        stats[bt][1] += 1
    stats[bt if made else 1 - bt][4] += 1
    _finish_hand(st, s, stats, False, st.bidder, st.contract, st.target, p, made, k)


def _score_single(st: State, made: bool) -> None:
    """N-15: +3 or -3 to the declarer's team."""
    dt = st.declarer & 1
    s = list(st.s)
    s[dt] += SINGLE_STAKE if made else -SINGLE_STAKE
    stats = [list(x) for x in st.stats]
    stats[dt][2] += 1
    if made:
        stats[dt][3] += 1
    stats[dt if made else 1 - dt][4] += 1
    _finish_hand(st, s, stats, True, st.declarer, 0, TRICKS, st.won[dt], made, SINGLE_STAKE)


def _finish_hand(st, s, stats, single, who, contract, target, p, made, k) -> None:
    """N-31 game check, N-32 match check, the next dealer (N-5) and the next deal."""
    g = list(st.g)
    change = [0, 0]
    for t in (0, 1):
        if s[t] >= 6:
            g[t] += 1
            change[t] = 1
            stats[t][5] += 1
        elif s[t] <= -6:
            g[t] -= 1
            change[t] = -1
            stats[t][6] += 1
    if change != [0, 0]:
        s = [0, 0]
    st.s = tuple(s)
    st.g = tuple(g)
    st.stats = (tuple(stats[0]), tuple(stats[1]))
    st.hand_no += 1
    st.results = st.results + (HandResult(st.hand_no, single, who, contract, target, p, made, k,
                                          st.s, st.g, tuple(change), st.tricks[-1][2]),)
    o = st.opts
    if (o.match_games is not None and max(g) >= o.match_games) or (o.hands is not None and st.hand_no >= o.hands):
        st.phase = OVER
        st.turn = -1
        return
    st.dealer = (st.dealer + 1) % 4
    st.deal_no += 1
    _start_hand(st)


# ----------------------------------------------------------------------------- determinize


def view_voids(view: View) -> list[int]:
    """Per seat, a mask of the suits (bit s) it has shown out of; also a seat that caused the
    reveal under asker_must_trump and then played no trump is out of trump."""
    voids = [0, 0, 0, 0]
    must = view.options.get("asker_must_trump") == "on"
    trump = SUITS.index(view.trump) if view.trump_revealed and view.trump else -1
    all_tricks = [cs for _, cs, _, _ in view.tricks] + ([view.trick] if view.trick else [])
    for k, cs in enumerate(all_tricks):
        led = INDEX[cs[0][1]] >> 3
        for p, card in cs[1:]:
            s = INDEX[card] >> 3
            if s != led:
                voids[p] |= 1 << led
                if must and trump >= 0 and view.revealed_by == p and view.revealed_in_trick == k and s != trump:
                    voids[p] |= 1 << trump
    return voids


def played_by_seat(view: View) -> list[int]:
    """The cards each seat has played so far (card masks, seat by seat), from what the view
    shows: the finished tricks and the trick on the table."""
    played_by = [0, 0, 0, 0]
    for _, cs, _, _ in view.tricks:
        for p, c in cs:
            played_by[p] |= 1 << INDEX[c]
    for p, c in view.trick:
        played_by[p] |= 1 << INDEX[c]
    return played_by


def determinize_view(view: View, rng: random.Random, trump_weights: Sequence[float] | None = None) -> State:
    """See ``TwentyNine.determinize``; ``trump_weights`` (per suit) biases a hidden trump."""
    me = view.seat
    own = to_mask(view.hand) if me is not None else 0
    played = 0
    for _, cs, _, _ in view.tricks:
        for _, c in cs:
            played |= 1 << INDEX[c]
    for _, c in view.trick:
        played |= 1 << INDEX[c]
    fixed = [0, 0, 0, 0]
    if me is not None:
        fixed[me] = own
    if view.pair is not None:
        fixed[view.pair] |= to_mask(view.pair_cards)
    need = [view.hand_counts[p] - fixed[p].bit_count() for p in range(4)]
    second_n = view.cards_to_come
    voids = view_voids(view)
    unknown = ALL_MASK & ~played & ~fixed[0] & ~fixed[1] & ~fixed[2] & ~fixed[3]
    # trump
    if view.trump is not None:
        trump = SUITS.index(view.trump)
    elif view.marker == "face down":
        w = list(trump_weights) if trump_weights else [1.0] * 4
        trump = rng.choices(range(4), weights=w)[0]
    else:
        trump = -1
    played_by = played_by_seat(view)
    hands = None
    second = None
    for attempt in range(300):
        if second_n:
            # before deal 2 nobody has played: deal the unknown cards freely
            cards = mask_cards(unknown)
            rng.shuffle(cards)
            hands = list(fixed)
            k = 0
            for p in range(4):
                for c in cards[k:k + need[p]]:
                    hands[p] |= 1 << c
                k += need[p]
            second_l = []
            for p in range(4):
                m = 0
                for c in cards[k:k + second_n]:
                    m |= 1 << c
                k += second_n
                second_l.append(m)
            second = tuple(second_l)
            break
        hands = _deal_unknown(unknown, need, voids, fixed, rng)
        if hands is None:
            continue
        if attempt < 250 and _redeal_reason([hands[p] | played_by[p] for p in range(4)], trump):
            # the real deal passed R2 to R5 (N-12): so must the sample
            if view.trump is None and trump >= 0:
                trump = rng.choices(range(4), weights=list(trump_weights) if trump_weights else None)[0]
            hands = None
            continue
        break
    if hands is None:
        raise ValueError("no deal is consistent with this view")
    pair_cards = ()
    if view.pair is not None and trump >= 0:
        pair_cards = (trump * 8 + 3, trump * 8 + 2)
    return State(
        **_unshown_fields(view),
        # the fields worked out (see State)
        opts=_Opts({**view.options}),
        seed=rng.getrandbits(62),
        deal_no=0,
        turn=view.to_move if view.to_move is not None else -1,
        hands=tuple(hands),
        second=second,
        bids=tuple((p, v or 0) for p, v in view.bids),
        passed=sum(1 << p for p in view.passed),
        trump=trump,
        reveal=(view.revealed_by, view.revealed_in_trick) if view.revealed_by is not None else None,
        offer=len(view.single_declined),
        leader=view.leader if view.leader is not None else (view.dealer + 1) % 4,
        trick=tuple((p, INDEX[c]) for p, c in view.trick),
        tricks=tuple((ld, tuple((p, INDEX[c]) for p, c in cs), w, pts) for ld, cs, w, pts in view.tricks),
        pair_cards=pair_cards,
        played=played,
    )


def _deal_unknown(unknown: int, need: list[int], voids: list[int], fixed: list[int],
                  rng: random.Random) -> list[int] | None:
    """Spread the ``unknown`` cards over the seats so that seat p gets need[p] of them and
    none of a suit it is void in; None if this random attempt got stuck."""
    cards = mask_cards(unknown)
    rng.shuffle(cards)
    cap = list(need)
    hands = list(fixed)
    # the cards few seats can take go first
    elig_of = [[p for p in range(4) if not voids[p] >> s & 1] for s in range(4)]
    cards.sort(key=lambda c: len(elig_of[c >> 3]))
    for c in cards:
        elig = [p for p in elig_of[c >> 3] if cap[p] > 0]
        if not elig:
            return None
        p = elig[0] if len(elig) == 1 else rng.choices(elig, weights=[cap[q] for q in elig])[0]
        cap[p] -= 1
        hands[p] |= 1 << c
    return hands


GAME = TwentyNine()

__all__ = [
    "GAME", "TwentyNine", "State", "View", "HandResult", "Bid", "Pass", "ChooseTrump",
    "SingleHand", "Double", "Redouble", "AskTrump", "Play", "Pair", "trick_winner",
    "card_points", "pair_target", "stake", "SUITS", "CARD", "INDEX",
]
