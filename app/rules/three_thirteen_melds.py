"""Three Thirteen's meld solver (RULES.md TT-9 to TT-17): the best split of a hand into sets
and runs with wild cards. A search the rules do not decide with, kept beside them: the rules
(app.rules.three_thirteen) ask it for a hand's melds and penalty and for the cards a player
may go out with; the computer players ask it for penalties after a discard or a draw. It
knows nothing of the game's state.

Public API
----------
- ``deadwood(hand, wild, aces)``: the least penalty of a hand; ``best_melds`` the melds and
  leftovers achieving it (a ``BestMelds`` of ``Meld`` values); ``going_out_discards`` the
  discards that leave a fully melded hand (TT-13); ``best_discard_penalty`` the least penalty
  after one discard; ``is_meld`` a plain check of one set or run.
- ``rank_value`` / ``card_value``: the penalty of one unmelded card (TT-15).
- Code level, for search: ``CARD_CODE`` (a natural card's code), ``split_hand`` (a hand as
  sorted natural codes and a wild count), ``deadwood_codes``, ``best_after_discard_codes``,
  ``draw_values``.
- ``cache_sizes`` / ``clear_caches``: the solver's bounded caches.

Method
------
Hands are multisets: identical cards from several decks are interchangeable. TT-17 allows any
exact method; this one runs as follows. Every card of the wild rank is wild and all wilds are
alike, so a hand is its naturals plus a wild count ``k``. Three facts make the search small:

1. A meld of 6 or more cards splits into two melds of 3 or more (a set anyhow, a run into
   positions a..a+2 and a+3..end), so some optimal split uses melds of 3 to 5 cards only.
   What matters of such a meld is its *natural part* and the fewest wilds it needs:
   a set of n naturals needs max(0, 3 - n); a run whose naturals span s positions needs
   max(3, s) - n.
2. Spare wilds cost nothing once any meld exists (a set takes any number of wilds and a run
   of at most 5 can always grow), and 3 or more wilds are a meld by themselves (TT-11). So
   the penalty is the cost of the unmelded naturals, plus the wilds' own value only when
   nothing at all can be melded and there are 1 or 2 wilds.
3. Naturals that can never share a meld (different ranks, and different suits or too far
   apart for the wilds available) are independent apart from sharing the wilds. The hand
   splits into such components; each is solved for every wild budget 0..k by a memoised
   search (take the lowest remaining natural: leave it, or meld it with a natural part of
   which it is the lowest card) that yields the costs for all budgets at once, and the
   components are combined by a small min-plus knapsack over the wilds.

The computer players also ask for the best penalty after one discard; the same search
carries a "one natural discarded yet" flag for that instead of solving once per discard.

Results are cached, as hands change one card a turn, and every cache has a size bound (an
evening of play must not grow the process): the search memos hold at most _SEARCH_LIMIT
entries together, component results and the public code-level functions a fixed number of
entries each (bench/bench_three_thirteen.py measures the memory after 400 games).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Iterable, NamedTuple, Sequence

from app.rules.cards import RANKS, SUITS, Card, cards

ACE_OPTIONS = ("low", "low_or_high")

_RANK_INDEX = {r: i for i, r in enumerate(RANKS)}  # A=0 .. K=12
# Internal natural code: rank index * 4 + suit index, so sorting is rank-major (aces first).
_CODE_CARD = [Card(RANKS[i >> 2], SUITS[i & 3]) for i in range(52)]
#: a natural card's code for the solver's code-level functions: rank index * 4 + suit index
CARD_CODE = {c: i for i, c in enumerate(_CODE_CARD)}


def rank_value(rank: str, aces: str = "low") -> int:
    """The penalty of one unmelded card of ``rank`` (TT-15): A 1 (15 with low_or_high),
    2-9 face value, T J Q K 10."""
    if rank == "A":
        return 15 if aces == "low_or_high" else 1
    i = _RANK_INDEX[rank]
    return i + 1 if i < 9 else 10


def card_value(card: Card, aces: str = "low") -> int:
    return rank_value(card.rank, aces)


# ----------------------------------------------------------------------------- input helpers


def _norm_hand(hand) -> tuple[Card, ...]:
    if isinstance(hand, str):
        return cards(hand)
    out = []
    for c in hand:
        out.append(c if isinstance(c, Card) else Card.parse(c))
    for c in out:
        if c.is_joker:
            raise ValueError("Three Thirteen has no jokers (TT-2)")
    return tuple(out)


def _norm_wild(wild) -> str:
    w = str(wild).strip().upper()
    if w == "10":
        w = "T"
    if w not in RANKS:
        raise ValueError(f"not a rank: {wild!r}")
    return w


def _norm_aces(aces) -> str:
    if aces not in ACE_OPTIONS:
        raise ValueError(f"aces must be one of {', '.join(ACE_OPTIONS)}, not {aces!r}")
    return aces


def split_hand(hand: Sequence[Card], wild: str) -> tuple[tuple[int, ...], int]:
    """Sorted natural codes and the number of wilds."""
    nat = []
    k = 0
    for c in hand:
        if c.rank == wild:
            k += 1
        else:
            nat.append(CARD_CODE[c])
    nat.sort()
    return tuple(nat), k


# ----------------------------------------------------------------------------- meld check


def is_meld(meld: Iterable[Card | str], wild: str, aces: str = "low") -> bool:
    """Whether the cards form one valid set or run (TT-9 to TT-11), straight from the
    definitions (a plain check, used for laying out and in tests)."""
    meld = _norm_hand(meld)
    wild = _norm_wild(wild)
    aces = _norm_aces(aces)
    n = len(meld)
    if n < 3:
        return False
    naturals = [c for c in meld if c.rank != wild]
    if not naturals:
        return True  # all wild (TT-11)
    if len({c.rank for c in naturals}) == 1:
        return True  # a set (TT-9)
    if n > 13 or len({c.suit for c in naturals}) != 1:
        return False
    ranks = [c.rank for c in naturals]
    if len(set(ranks)) != len(ranks):
        return False
    choices = [False, True] if aces == "low_or_high" else [False]
    for ace_high in choices:
        pos = [14 if (r == "A" and ace_high) else _RANK_INDEX[r] + 1 for r in ranks]
        lo_bound, hi_bound = (2, 14) if ace_high else (1, 13)
        lo, hi = min(pos), max(pos)
        if hi - lo + 1 > n:
            continue
        # some start a with a <= lo, a + n - 1 >= hi, inside the bounds
        a_min = max(lo_bound, hi - n + 1)
        a_max = min(lo, hi_bound - n + 1)
        if a_min <= a_max:
            return True
    return False


# ----------------------------------------------------------------------------- solver core


def _values(high: bool) -> tuple[int, ...]:
    return tuple((15 if high else 1) if (i >> 2) == 0 else min((i >> 2) + 1, 10) for i in range(52))


_VALS = {False: _values(False), True: _values(True)}


def _parts(rem: tuple[int, ...], k: int, high: bool):
    """Natural parts containing rem[0] as their lowest card: (kind, others, need, ace_high)."""
    c = rem[0]
    r, s = c >> 2, c & 3
    out = []
    # sets: c with some other naturals of rank r (they are at the front of rem), at most 5
    j = 1
    n_rem = len(rem)
    while j < n_rem and (rem[j] >> 2) == r:
        j += 1
    same = rem[1:j]
    if same:
        seen = set()
        for m in range(0, min(4, len(same)) + 1):
            need = 3 - 1 - m if m < 2 else 0
            if need > k:
                continue
            for combo in combinations(same, m):
                if combo in seen:
                    continue
                seen.add(combo)
                out.append(("set", combo, need, False))
    elif k >= 2:
        out.append(("set", (), 2, False))
    # runs: c lowest, others of suit s with ranks r+1 .. r+4 (one copy each)
    present = []
    for x in rem[j:]:
        xr = x >> 2
        if xr > r + 4:
            break
        if (x & 3) == s and (not present or present[-1] != x):
            present.append(x)
    if present:
        for m in range(1, len(present) + 1):
            for combo in combinations(present, m):
                span = (combo[-1] >> 2) - r + 1
                need = (span if span > 3 else 3) - 1 - m
                if need <= k:
                    out.append(("run", combo, need, False))
    # ace-high runs (aces=low_or_high): the ace is position 14, others T..K of its suit
    if high and r == 0:
        tops = []
        for x in rem[j:]:
            if (x & 3) == s and (x >> 2) >= 9 and (not tops or tops[-1] != x):
                tops.append(x)
        for m in range(1, len(tops) + 1):
            for combo in combinations(tops, m):
                span = 13 - (combo[0] >> 2) + 1
                need = (span if span > 3 else 3) - 1 - m
                if need <= k:
                    out.append(("run", combo, need, True))
    return out


def _remove(rem: tuple[int, ...], others: tuple[int, ...]) -> tuple[int, ...]:
    if not others:
        return rem[1:]
    lst = list(rem[1:])
    for x in others:
        lst.remove(x)
    return tuple(lst)


_INF = 1 << 30


class _Bounded:
    """A cache with a size bound: a dict that forgets its oldest half when it is full (hands
    change by one card a turn, so recent entries are the useful ones)."""

    __slots__ = ("data", "limit")

    def __init__(self, limit: int):
        self.data: dict = {}
        self.limit = limit

    def get(self, key):
        return self.data.get(key)

    def put(self, key, value) -> None:
        data = self.data
        if len(data) >= self.limit:
            keep = list(data.items())[len(data) // 2:]
            data.clear()
            data.update(keep)
        data[key] = value

    def clear(self) -> None:
        self.data.clear()

    def __len__(self) -> int:
        return len(self.data)


class _Search:
    """The memoised search for one wild budget ``k`` and ace option: for a sorted tuple of
    naturals, the least cost of the unmelded ones for every wild budget 0..k at once
    (``costs``), and the same with exactly one natural discarded, never one equal to
    ``excl`` (``minus``; _INF where no natural may go). The memo is keyed by the naturals
    themselves, so it serves every hand of the round (see ``_search``)."""

    __slots__ = ("k", "high", "vals", "memo0", "memo1")

    def __init__(self, k: int, high: bool):
        self.k = k
        self.high = high
        self.vals = _VALS[high]
        self.memo0: dict = {}
        self.memo1: dict = {}  # excl -> {naturals: costs}

    def size(self) -> int:
        return len(self.memo0) + sum(len(m) for m in self.memo1.values())

    def _subs(self, rem):
        return [(_remove(rem, others), need) for _kind, others, need, _ah in _parts(rem, self.k, self.high)]

    def costs(self, rem: tuple[int, ...]) -> tuple[int, ...]:
        got = self.memo0.get(rem)
        if got is not None:
            return got
        k = self.k
        n = len(rem)
        v = self.vals[rem[0]]
        if n == 1:
            res = tuple(v if w < 2 else 0 for w in range(k + 1))
            self.memo0[rem] = res
            return res
        res = [t + v for t in self.costs(rem[1:])]
        for w in range(2 * n, k + 1):
            res[w] = 0
        if res[0]:
            for sub, need in self._subs(rem):
                g = self.costs(sub) if sub else _ZEROS[k]
                for w in range(need, k + 1):
                    x = g[w - need]
                    if x < res[w]:
                        res[w] = x
        res = tuple(res)
        self.memo0[rem] = res
        return res

    def minus(self, rem: tuple[int, ...], excl: int | None) -> tuple[int, ...]:
        memo = self.memo1.get(excl)
        if memo is None:
            memo = self.memo1[excl] = {}
        got = memo.get(rem)
        if got is not None:
            return got
        k = self.k
        c = rem[0]
        rest = rem[1:]
        may = c != excl
        if not rest:
            res = (0 if may else _INF,) * (k + 1)
            memo[rem] = res
            return res
        v = self.vals[c]
        res = [t + v for t in self.minus(rest, excl)]
        if may:
            for w, x in enumerate(self.costs(rest)):
                if x < res[w]:
                    res[w] = x
        for sub, need in self._subs(rem):
            if not sub:
                continue
            g = self.minus(sub, excl)
            for w in range(need, k + 1):
                x = g[w - need]
                if x < res[w]:
                    res[w] = x
        res = tuple(res)
        memo[rem] = res
        return res


# The searches, one per (wild budget, ace option), shared by every question: hands change by
# one card a turn, so most of a new hand's search was done for the last one. All their memos
# together hold at most _SEARCH_LIMIT entries; past that they start afresh.
_SEARCHES: dict[tuple[int, bool], _Search] = {}
_SEARCH_LIMIT = 50_000


def _search(k: int, high: bool) -> _Search:
    s = _SEARCHES.get((k, high))
    if s is None:
        s = _SEARCHES[(k, high)] = _Search(k, high)
    return s


def _trim() -> None:
    """After each question: start the searches afresh once they hold too much."""
    if sum(x.size() for x in _SEARCHES.values()) > _SEARCH_LIMIT:
        _SEARCHES.clear()


_ZEROS = [(0,) * (k + 1) for k in range(64)]


def _components(nat: tuple[int, ...], k: int, high: bool) -> list[tuple[int, ...]]:
    """Split sorted naturals into groups that can never share a meld (given k wilds)."""
    gap = min(4, k + 1)
    n = len(nat)
    parent = list(range(n))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def union(i, j):
        a, b = find(i), find(j)
        if a != b:
            parent[b] = a

    by_suit: list[list[int]] = [[], [], [], []]
    for i in range(n):
        c = nat[i]
        if i and (nat[i - 1] >> 2) == (c >> 2):
            union(i - 1, i)  # same rank (sorted rank-major, so adjacent)
        by_suit[c & 3].append(i)
    for idx in by_suit:
        for a, b in zip(idx, idx[1:]):
            if (nat[b] >> 2) - (nat[a] >> 2) <= gap:
                union(a, b)
        if high and idx and (nat[idx[0]] >> 2) == 0 and 13 - (nat[idx[-1]] >> 2) <= gap:
            union(idx[0], idx[-1])
    groups: dict[int, list[int]] = {}
    for i in range(n):
        groups.setdefault(find(i), []).append(nat[i])
    return [tuple(g) for g in groups.values()]


# Component results, kept between calls (hands change by one card a turn) within a bound.
_COSTS = _Bounded(16_000)
_MINUS = _Bounded(16_000)


def _component_costs(comp: tuple[int, ...], k: int, high: bool) -> tuple[int, ...]:
    """Least natural cost of one component for each wild budget 0..k."""
    key = (comp, k, high)
    got = _COSTS.get(key)
    if got is None:
        got = _search(k, high).costs(comp)
        _trim()
        _COSTS.put(key, got)
    return got


def _combine(costs: list[tuple[int, ...]], k: int) -> list[list[int]]:
    """Min-plus knapsack over wilds: table[i][w] = best of the first i components with <= w."""
    table = [[0] * (k + 1)]
    cur = table[0]
    for g in costs:
        nxt = []
        for w in range(k + 1):
            best = cur[w] + g[0]
            for x in range(1, w + 1):
                v = cur[w - x] + g[x]
                if v < best:
                    best = v
            nxt.append(best)
        table.append(nxt)
        cur = nxt
    return table


@lru_cache(maxsize=1 << 13)
def deadwood_codes(nat: tuple[int, ...], k: int, wild_value: int, high: bool) -> int:
    """``deadwood`` on codes, for search: ``nat`` the sorted CARD_CODE of the naturals, ``k``
    the wilds held, ``wild_value`` the wild rank's card value, ``high`` aces low_or_high."""
    vals = _VALS[high]
    total = sum(vals[c] for c in nat)
    if not nat:
        return 0 if k >= 3 else k * wild_value
    comps = _components(nat, k, high)
    cost = _combine([_component_costs(c, k, high) for c in comps], k)[-1][k]
    if cost < total:
        return cost
    return total + (k * wild_value if k < 3 else 0)


def deadwood(hand, wild, aces: str = "low") -> int:
    """The least possible penalty of ``hand`` (TT-9 to TT-15) when ``wild`` is the wild rank
    ("3" .. "K"). ``hand`` is a sequence of Cards or card texts (or one string "3C 7H 8H")."""
    hand = _norm_hand(hand)
    wild = _norm_wild(wild)
    high = _norm_aces(aces) == "low_or_high"
    nat, k = split_hand(hand, wild)
    return deadwood_codes(nat, k, rank_value(wild), high)


# ----------------------------------------------------------------------------- best melds


class Meld(tuple):
    """One laid-out meld: a tuple of its cards in table order, with ``kind`` ("set" or "run")
    and ``roles``: for each card, what it stands for ("9H" in a run, "7" in a set of sevens;
    a natural stands for itself)."""

    kind: str
    roles: tuple[str, ...]

    def __new__(cls, cards_: Iterable[Card], kind: str, roles: Iterable[str]):
        self = super().__new__(cls, tuple(cards_))
        self.kind = kind
        self.roles = tuple(roles)
        return self

    def __repr__(self) -> str:
        return f"Meld({self.kind}: {self.text})"

    @property
    def text(self) -> str:
        return " ".join(
            str(c) if role == str(c) else f"{c}={role}" for c, role in zip(self, self.roles)
        )

    def __reduce__(self):
        return (Meld, (tuple(self), self.kind, self.roles))


class BestMelds(NamedTuple):
    """The result of ``best_melds``: the melds and the unmelded cards."""

    melds: tuple[Meld, ...]
    leftover: tuple[Card, ...]


def _pos_rank(pos: int) -> str:
    return "A" if pos in (1, 14) else RANKS[pos - 1]


def _build_set(naturals: list[Card], wilds: list[Card], rank: str) -> Meld:
    cs = list(naturals) + list(wilds)
    return Meld(cs, "set", [str(c) for c in naturals] + [rank] * len(wilds))


def _build_run(naturals: list[Card], wilds: list[Card], ace_high: bool) -> Meld:
    suit = naturals[0].suit
    pos = {(14 if (c.rank == "A" and ace_high) else _RANK_INDEX[c.rank] + 1): c for c in naturals}
    lo, hi = min(pos), max(pos)
    top = 14 if ace_high else 13
    bottom = 2 if ace_high else 1
    length = max(3, hi - lo + 1, len(naturals) + len(wilds))
    # extend upward first, then downward
    start = lo
    while start + length - 1 > top:
        start -= 1
    start = max(start, bottom)
    while start + length - 1 < hi:
        start += 1
    wl = list(wilds)
    out, roles = [], []
    for p in range(start, start + length):
        if p in pos:
            out.append(pos[p])
            roles.append(str(pos[p]))
        else:
            out.append(wl.pop())
            roles.append(_pos_rank(p) + suit)
    return Meld(out, "run", roles)


def _reconstruct(comp, k, high, vals, chosen: list):
    """Walk the search of one component, appending (kind, naturals, need, ace_high) for each
    meld and returning the leftover codes."""
    search = _search(k, high)

    def cost(rem, w):
        return search.costs(rem)[w] if rem else 0

    rem = comp
    left = []
    while rem:
        target = cost(rem, k)
        if k >= 2 * len(rem):
            # each remaining natural with two wilds, pairing where it saves nothing extra
            for c in rem:
                chosen.append(("set", (c,), 2, False))
            return left
        if vals[rem[0]] + cost(rem[1:], k) == target:
            left.append(rem[0])
            rem = rem[1:]
            continue
        for kind, others, need, ah in _parts(rem, k, high):
            sub = _remove(rem, others)
            if cost(sub, k - need) == target:
                chosen.append((kind, (rem[0],) + others, need, ah))
                rem, k = sub, k - need
                break
        else:  # pragma: no cover - the search is consistent
            raise AssertionError("meld reconstruction failed")
    return left


def best_melds(hand, wild, aces: str = "low") -> BestMelds:
    """The melds and leftover cards of one least-penalty split of ``hand`` (TT-15), for the
    table to lay out. ``sum of leftover values == deadwood(hand, wild, aces)``."""
    return _best_melds(_norm_hand(hand), _norm_wild(wild), _norm_aces(aces))


# every seat's view holds its hand's best split, and a hand stays the same while the other
# seats play: remembered (the result is immutable all through)
@lru_cache(maxsize=1 << 12)
def _best_melds(hand: tuple[Card, ...], wild: str, aces: str) -> BestMelds:
    high = aces == "low_or_high"
    vals = _VALS[high]
    nat, k = split_hand(hand, wild)
    wild_cards = sorted((c for c in hand if c.rank == wild), key=lambda c: c.code)
    total = sum(vals[c] for c in nat)
    chosen: list = []
    left_codes: list[int] = []
    if nat:
        comps = _components(nat, k, high)
        costs = [_component_costs(c, k, high) for c in comps]
        table = _combine(costs, k)
        cost = table[-1][k]
        if cost < total:
            # split the wilds between components, last to first
            w = k
            budgets = [0] * len(comps)
            for i in range(len(comps), 0, -1):
                g = costs[i - 1]
                for x in range(0, w + 1):
                    if table[i - 1][w - x] + g[x] == table[i][w]:
                        budgets[i - 1] = x
                        w -= x
                        break
            for comp, budget in zip(comps, budgets):
                left_codes += _reconstruct(comp, budget, high, vals, chosen)
            _trim()
        else:
            left_codes = list(nat)
    else:
        left_codes = []
    specs = []  # [kind, naturals, wilds, ace_high]
    spare = list(wild_cards)
    for kind, codes, need, ah in chosen:
        specs.append([kind, [_CODE_CARD[c] for c in codes], [spare.pop() for _ in range(need)], ah])
    # spare wilds join a set, else runs (a run holds at most 13), else make their own meld
    for spec in specs:
        if spec[0] == "set":
            spec[2] += spare
            spare = []
            break
    for spec in specs:
        while spare and spec[0] == "run" and len(spec[1]) + len(spec[2]) < 13:
            spec[2].append(spare.pop())
    if len(spare) >= 3:
        specs.append(["set", [], spare, False])
        spare = []
    melds = []
    for kind, naturals, ws, ah in specs:
        if kind == "set":
            melds.append(_build_set(naturals, ws, naturals[0].rank if naturals else wild))
        else:
            melds.append(_build_run(naturals, ws, ah))
    leftover = tuple(sorted((_CODE_CARD[c] for c in left_codes), key=lambda c: c.code)) + tuple(spare)
    return BestMelds(tuple(melds), leftover)


def going_out_discards(hand, wild, aces: str = "low") -> tuple[Card, ...]:
    """For a hand of h + 1 cards: the distinct cards whose discard leaves every other card in
    melds (TT-13): the wilds first, then the naturals by rank and suit."""
    hand = _norm_hand(hand)
    wild = _norm_wild(wild)
    high = _norm_aces(aces) == "low_or_high"
    return _going_out(tuple(sorted(hand, key=lambda c: c.code)), wild, high)


@lru_cache(maxsize=1 << 12)
def _going_out(hand: tuple[Card, ...], wild: str, high: bool) -> tuple[Card, ...]:
    nat, k = split_hand(hand, wild)
    wv = rank_value(wild)
    out = []
    if k:
        if deadwood_codes(nat, k - 1, wv, high) == 0:
            for c in hand:
                if c.rank == wild and c not in out:
                    out.append(c)
    for i, c in enumerate(nat):
        if i and nat[i - 1] == c:
            continue
        if deadwood_codes(nat[:i] + nat[i + 1:], k, wv, high) == 0:
            out.append(_CODE_CARD[c])
    return tuple(out)


def best_discard_penalty(hand, wild, aces: str = "low", forbidden: Card | None = None) -> int:
    """For a hand of h + 1 cards: the least penalty of the h cards left after one discard
    (never discarding a card identical to ``forbidden``, unless the hand holds nothing else).
    Used by the computer players."""
    hand = _norm_hand(hand)
    wild = _norm_wild(wild)
    high = _norm_aces(aces) == "low_or_high"
    nat, k = split_hand(hand, wild)
    fcode = None
    if forbidden is not None and any(c != forbidden for c in hand):
        if forbidden.rank != wild:
            fcode = CARD_CODE[forbidden]
        elif all(c == forbidden for c in hand if c.rank == wild):
            fcode = -1  # every wild held is identical to the forbidden card
    return best_after_discard_codes(nat, k, rank_value(wild), high, fcode)


def _component_minus(comp: tuple[int, ...], k: int, high: bool, excl: int | None) -> tuple[int, ...] | None:
    """Least cost of one component after discarding one of its naturals (not ``excl``), for
    each wild budget 0..k; None when it has no card that may go."""
    key = (comp, k, high, excl)
    got = _MINUS.get(key)
    if got is None:
        got = _search(k, high).minus(comp, excl)
        _trim()
        if got[-1] >= _INF:
            got = ()
        _MINUS.put(key, got)
    return got or None


@lru_cache(maxsize=1 << 13)
def best_after_discard_codes(nat, k, wv, high, fcode) -> int:
    """(Code level, as deadwood_codes; fcode: the CARD_CODE that may not go, -1 for a
    forbidden wild, None.) Least penalty of h + 1 cards after one discard: a wild (unless fcode is -1, the wild
    being forbidden) or a natural other than fcode. One pass over the components with a
    "discarded yet" flag instead of one solve per discard."""
    vals = _VALS[high]
    best = _INF
    if k and fcode != -1:
        best = deadwood_codes(nat, k - 1, wv, high)
    allowed = [vals[c] for c in nat if c != fcode]
    if not allowed:
        return best if best < _INF else 0
    cost = _flag_dp([(_component_costs(comp, k, high), _component_minus(comp, k, high, fcode))
                     for comp in _components(nat, k, high)], k)
    floor = sum(vals[c] for c in nat) - max(allowed)
    if cost >= floor:  # nothing melds: the wilds count unless they make a meld of their own
        cost = floor + (k * wv if k < 3 else 0)
    return min(best, cost)


def _flag_dp(infos, k: int) -> int:
    """dp over components of (costs, costs-after-one-discard): least cost with exactly one
    natural discarded, using at most k wilds."""
    dp0 = [0] * (k + 1)
    dp1 = [_INF] * (k + 1)
    for g, g1 in infos:
        n0, n1 = [], []
        for w in range(k + 1):
            b0 = b1 = _INF
            for x in range(w + 1):
                gx = g[x]
                v = dp0[w - x] + gx
                if v < b0:
                    b0 = v
                v = dp1[w - x] + gx
                if v < b1:
                    b1 = v
                if g1 is not None:
                    v = dp0[w - x] + g1[x]
                    if v < b1:
                        b1 = v
            n0.append(b0)
            n1.append(b1)
        dp0, dp1 = n0, n1
    return dp1[k]


def draw_values(nat: tuple[int, ...], k: int, wv: int, high: bool, draws: Sequence[int]) -> list[int]:
    """For h naturals + k wilds and each natural code u in ``draws``: the least penalty of the
    hand after drawing u and making the best discard (== best_after_discard_codes(nat + u, k, ...)
    with no forbidden card). The hand's components are worked out once; only the ones u joins
    are merged for each u."""
    vals = _VALS[high]
    gap = min(4, k + 1)
    comps = _components(nat, k, high)
    infos = [(_component_costs(c, k, high), _component_minus(c, k, high, None)) for c in comps]
    by_rank: dict[int, set[int]] = {}
    by_suit: list[list[tuple[int, int]]] = [[], [], [], []]
    for i, comp in enumerate(comps):
        for c in comp:
            by_rank.setdefault(c >> 2, set()).add(i)
            by_suit[c & 3].append((c >> 2, i))
    total = sum(vals[c] for c in nat)
    maxv = max((vals[c] for c in nat), default=0)
    out = []
    for u in draws:
        r, s = u >> 2, u & 3
        linked = set(by_rank.get(r, ()))
        for cr, i in by_suit[s]:
            d = cr - r if cr > r else r - cr
            if d <= gap or (high and (cr == 0 or r == 0) and 13 - (cr if r == 0 else r) <= gap):
                linked.add(i)
        merged = [u]
        rest = []
        for i, comp in enumerate(comps):
            if i in linked:
                merged.extend(comp)
            else:
                rest.append(infos[i])
        merged.sort()
        mt = tuple(merged)
        rest.append((_component_costs(mt, k, high), _component_minus(mt, k, high, None)))
        cost = _flag_dp(rest, k)
        vu = vals[u]
        floor = total + vu - (vu if vu > maxv else maxv)
        if cost >= floor:
            cost = floor + (k * wv if k < 3 else 0)
        if k == 1 or (k and not nat):  # only then can discarding a wild be best
            alt = deadwood_codes(tuple(sorted(nat + (u,))), k - 1, wv, high)
            if alt < cost:
                cost = alt
        out.append(cost)
    return out


def cache_sizes() -> dict[str, tuple[int, int]]:
    """Every solver cache's (entries, bound): what an evening of play can hold at most."""
    out = {"search memos": (sum(x.size() for x in _SEARCHES.values()), _SEARCH_LIMIT),
           "component costs": (len(_COSTS), _COSTS.limit),
           "component minus": (len(_MINUS), _MINUS.limit)}
    for f in (deadwood_codes, best_after_discard_codes, _going_out, _best_melds):
        info = f.cache_info()
        out[f.__name__.strip("_").replace("_", " ")] = (info.currsize, info.maxsize)
    return out


def clear_caches() -> None:
    """Forget every cached solver result (the benchmark measures cold calls)."""
    for f in (deadwood_codes, _going_out, best_after_discard_codes, _best_melds):
        f.cache_clear()
    _COSTS.clear()
    _MINUS.clear()
    _SEARCHES.clear()
