"""Poker hand categories by table lookup, for any game that scores standard poker hands of 2 to
5 cards (Tile Poker's lines, TP-9, use it). The rules of a game decide what a category is
worth; this module only names it.

Cards are their ``Card.code`` (0..51, the order of ``app.rules.cards.DECK``). Per code,
``RANK_INDEX`` is the rank (a 2 is 0, an ace 12: aces high, and low in the straight A-2-3-4-5),
``RANK_BIT`` its counter ``5 ** rank`` and ``SUIT_BIT`` one bit for its suit. A hand's rank
counters add up to its *rank key*: at most 4 of a rank, so 5 cards stay below 2**30 and Python
adds them fast. The tables, keyed by rank key:

- ``LINE_CATEGORY[key]``: the category of 2 to 5 cards, flushes aside;
- ``CONTRIBUTING[key]``: the ranks that make that category, as a mask (bit r for rank r): the
  four of four of a kind, the three of three of a kind, both pairs of two pair, every rank of
  a full house or straight, the highest rank of a high card;
- ``FLUSH_CATEGORY[key]``: for 5 distinct ranks, the category when all five share a suit
  (royal flush, straight flush or flush). Five cards share a suit when
  ``SUIT_BIT[a] & SUIT_BIT[b] & SUIT_BIT[c] & SUIT_BIT[d] & SUIT_BIT[e]`` is not 0.

``evaluate5(a, b, c, d, e)`` and ``hand_category(codes)`` put these together. Code 52
(``SENTINEL``) adds no rank and no suit: a stand-in for a card not chosen yet.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Iterable

from app.rules.cards import DECK

#: The categories, best first; category number i is CATEGORIES[i - 1]. NO_HAND ranks below
#: high card (fewer than 2 cards, or more than 5).
CATEGORIES = (
    "royal flush", "straight flush", "four of a kind", "full house", "flush", "straight",
    "three of a kind", "two pair", "pair", "high card",
)
ROYAL_FLUSH, STRAIGHT_FLUSH, FOUR, FULL_HOUSE, FLUSH, STRAIGHT, THREE, TWO_PAIR, PAIR, HIGH = range(1, 11)
NO_HAND = 11


def category_name(category: int) -> str:
    """``"full house"`` for 4, ``"none"`` for NO_HAND."""
    return CATEGORIES[category - 1] if 1 <= category <= 10 else "none"


# Per card code: rank index 0..12 (aces high), rank counter, suit bit.
RANK_INDEX = [c.high - 2 for c in DECK]
RANK_BIT = [5 ** r for r in RANK_INDEX]
SUIT_BIT = [1 << (c.code // 13) for c in DECK]
assert all(c.code == i for i, c in enumerate(DECK))
# Code 52 is a sentinel: it fills a place but adds no rank and no suit, so a hand can be
# measured before knowing which card completes it (Tile Poker's computer players do).
SENTINEL = 52
RANK_INDEX.append(0)
RANK_BIT.append(0)
SUIT_BIT.append(0)


def classify(ranks: tuple[int, ...]) -> tuple[int, int, bool]:
    """The category of a multiset of 2 to 5 rank indices, flushes aside; the mask of the ranks
    that make it; and whether it is a 5-card straight."""
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    n = len(ranks)
    by_count = sorted(counts.items(), key=lambda rc: (-rc[1], -rc[0]))
    shape = tuple(c for _, c in by_count)
    all_mask = 0
    for r in counts:
        all_mask |= 1 << r
    distinct = sorted(counts)
    straight = n == 5 and len(distinct) == 5 and (
        distinct[4] - distinct[0] == 4 or distinct == [0, 1, 2, 3, 12]
    )
    if shape[0] == 4:
        return FOUR, 1 << by_count[0][0], False
    if shape == (3, 2):
        return FULL_HOUSE, all_mask, False
    if straight:
        return STRAIGHT, all_mask, True
    if shape[0] == 3:
        return THREE, 1 << by_count[0][0], False
    if shape[:2] == (2, 2):
        return TWO_PAIR, (1 << by_count[0][0]) | (1 << by_count[1][0]), False
    if shape[0] == 2:
        return PAIR, 1 << by_count[0][0], False
    return HIGH, 1 << distinct[-1], False


def _build_tables() -> tuple[dict[int, int], dict[int, int], dict[int, int]]:
    line_category: dict[int, int] = {}
    contributing: dict[int, int] = {}
    flush_category: dict[int, int] = {}
    for n in range(2, 6):
        for ranks in combinations_with_replacement(range(13), n):
            if any(ranks.count(r) > 4 for r in ranks):
                continue
            key = sum(5 ** r for r in ranks)
            c, mask, straight = classify(ranks)
            line_category[key] = c
            contributing[key] = mask
            if n == 5 and len(set(ranks)) == 5:
                if straight:
                    flush_category[key] = ROYAL_FLUSH if ranks[0] == 8 else STRAIGHT_FLUSH
                else:
                    flush_category[key] = FLUSH
    return line_category, contributing, flush_category


LINE_CATEGORY, CONTRIBUTING, FLUSH_CATEGORY = _build_tables()


def evaluate5(a: int, b: int, c: int, d: int, e: int) -> int:
    """Category (1..10) of exactly five distinct cards given as card codes (one addition
    chain, one test, one lookup)."""
    if SUIT_BIT[a] & SUIT_BIT[b] & SUIT_BIT[c] & SUIT_BIT[d] & SUIT_BIT[e]:
        return FLUSH_CATEGORY[RANK_BIT[a] + RANK_BIT[b] + RANK_BIT[c] + RANK_BIT[d] + RANK_BIT[e]]
    return LINE_CATEGORY[RANK_BIT[a] + RANK_BIT[b] + RANK_BIT[c] + RANK_BIT[d] + RANK_BIT[e]]


def hand_category(codes: Iterable[int]) -> int:
    """Category (1..10) of 2 to 5 cards given as card codes; NO_HAND otherwise."""
    codes = codes if isinstance(codes, (tuple, list)) else tuple(codes)
    if len(codes) == 5:
        return evaluate5(*codes)
    if not 2 <= len(codes) <= 4:
        return NO_HAND
    key = 0
    for c in codes:
        key += RANK_BIT[c]
    return LINE_CATEGORY[key]
