"""The exact Three By Three solver (RULES.md TBT-17): ``best_score(deck, joker_credit)``,
``solve_table(table, joker_credit)``, ``solver_for(deck, joker_credit)`` and ``Solver``.
Search the rules do not need to decide a move or a score, kept beside them (this module imports
the rules, never the other way round).

The encoding below is public for search-based players that walk the same packed tables
(app.ai.three_by_three's rollouts):

- ``suit_code(card)``: 0-3 for the suits S H D C, ``JOKER_CODE`` (4) for a joker.
- A face-down pile is one int (1 is empty; pushing code x makes v*5+x). The five face-down
  piles T L C R B (k = 0..4) share one int P, pile k at ``PILE_SHIFTS[k]``, masked by
  ``PILE_MASK``; ``face_down_count(P)`` counts their cards.
- The corners TL TR BL BR (j = 0..3) are one base-5 int c (corner j's digit weighs
  ``CORNER_PLACE[j]``); ``CORNER_DIGITS[c]`` are its four digits, ``CORNER_EDGES[c]`` the
  edges (solver pile, corner a, corner b, shift) it allows, ``CENTRE_OPEN[c]`` whether a
  diagonal lets C be turned, ``CORNER_JOKERS[c]`` the corners showing a joker.
- Credits (``joker_credit=kept``) are one int with 2 bits per corner; ``CREDIT_ONE[j]`` is one
  credit on corner j.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import Sequence

from app.rules.cards import Card
from app.rules.game import Move, OptionError
from app.rules.three_by_three import (
    CENTRE, CORNERS, FACE_DOWN_TOTAL, JOKER_CREDIT, ROUNDS, Table, parse_deck, table_apply,
    table_legal_moves,
)

# The solver works on suit codes only: 0-3 for the suits, 4 for a joker (TBT-6: only a
# corner's suit, or that it is a joker, matters for what follows). A face-down pile is one
# int: 1 is empty, pushing code x makes v*5+x, so the top is v % 5 and popping is v // 5.
# The five face-down piles T, L, C, R, B (k = 0..4) share one int P, pile k in bits 17k..;
# the four corners TL, TR, BL, BR (j = 0..3) are one base-5 int c; the credits (``kept``)
# are one int with 2 bits per corner. The walk of a round packs corners, credits and counts
# into one int q (see Solver.terminals); a round's ending is one int (_end_parts), and the
# memo of round starts is keyed by ending << 3 | round.

_SUIT_CODE = {"S": 0, "H": 1, "D": 2, "C": 3}
JOKER_CODE = 4
CORNER_PLACE = (1, 5, 25, 125)
_W = 17
PILE_MASK = (1 << _W) - 1
PILE_SHIFTS = tuple(_W * k for k in range(5))
# solver pile k (T L C R B) -> board pile; edges as (solver pile, corner a, corner b)
_DOWN_ORDER = (1, 3, 4, 5, 7)
_S_EDGES = ((0, 0, 1), (1, 0, 2), (3, 1, 3), (4, 2, 3))
_S_CENTRE = 2
CREDIT_ONE = (1, 4, 16, 64)  # one credit on corner j
_CRQ = tuple(n << 10 for n in CREDIT_ONE)  # the same inside q = corners | credits << 10 | ...
_JQ = (0, 0, 0, 0, 1 << 18)  # taking card code x from a pile: one joker fewer face down
_NQ = 1 << 20  # ... and one face-down card fewer
_CRSUM = tuple(sum((i >> (2 * j)) & 3 for j in range(4)) for i in range(256))  # credits held
# kept plays a walk state could still bring to later rounds: _BUDGET[q >> 10] (credits held
# plus jokers face down) + _NJOK[corners] (jokers showing)
_BUDGET = tuple(sum((i >> (2 * j)) & 3 for j in range(4)) + (i >> 8) for i in range(1024))
_FREE: dict[int, tuple[int, ...]] = {}  # corners | credits << 10 -> corners with a free play
# where a joker dealt to deal position i (0..8) can first show: the corner it is dealt on, or
# the corners a play from its face-down pile puts a card on (solver corners TL TR BL BR = 0..3)
_LANDS = ((0,), (0, 1), (1,), (0, 2), (0, 1, 2, 3), (1, 3), (2,), (2, 3), (3,))


def _corner_tables():
    digits, edges, centre, jokers = [], [], [], []
    for c in range(625):
        d = tuple((c // CORNER_PLACE[j]) % 5 for j in range(4))
        digits.append(d)
        edges.append(tuple((k, a, b, PILE_SHIFTS[k]) for k, a, b in _S_EDGES if d[a] != JOKER_CODE and d[a] == d[b]))
        centre.append((d[0] != JOKER_CODE and d[0] == d[3]) or (d[1] != JOKER_CODE and d[1] == d[2]))
        jokers.append(tuple(j for j in range(4) if d[j] == JOKER_CODE))
    return tuple(digits), tuple(edges), tuple(centre), tuple(jokers)


CORNER_DIGITS, CORNER_EDGES, CENTRE_OPEN, CORNER_JOKERS = _corner_tables()
_NJOK = tuple(len(j) for j in CORNER_JOKERS)
_EMPTY = sum(1 << sh for sh in PILE_SHIFTS)  # five empty face-down piles


def _to_corner(c: int, d: int, credit: int = 0) -> tuple[int, ...]:
    """For corners c: what putting card code x on corner d adds to q, for x = 0..4 (the
    corner digit changes; a card taken from a pile may be a face-down joker no more;
    ``credit`` is added when an unused joker gets covered)."""
    s = CORNER_DIGITS[c][d]
    return tuple((x - s) * CORNER_PLACE[d] - _JQ[x] - _NQ + credit for x in range(5))


# Per corners c, the walk's moves as additions to q:
# _EDGE_TO[c]: (pile shift, suit the corners show, to corner a, to corner b) per legal edge;
# _CENTRE_TO[c]: one per corner when a diagonal matches, else (); _CENTRE_TO_KEPT the same
# with a credit for covering an unused joker; _FREE_TO[c][j]: a free play onto corner j (its
# joker or credit taken off separately).
_EDGE_TO = tuple(tuple((sh, CORNER_DIGITS[c][a], _to_corner(c, a), _to_corner(c, b)) for _, a, b, sh in CORNER_EDGES[c])
                 for c in range(625))
_CENTRE_TO = tuple(tuple(_to_corner(c, d) for d in range(4)) if CENTRE_OPEN[c] else () for c in range(625))
_CENTRE_TO_KEPT = tuple(
    tuple(_to_corner(c, d, _CRQ[d] if CORNER_DIGITS[c][d] == JOKER_CODE else 0) for d in range(4)) if CENTRE_OPEN[c] else ()
    for c in range(625))
_FREE_TO = tuple(tuple(_to_corner(c, j) for j in range(4)) for c in range(625))
_SHK = tuple(sh + 25 for sh in PILE_SHIFTS)  # the pile shifts inside a walk state's key
_EDGE_TO_K = tuple(tuple((sh + 25, same, a, b) for sh, same, a, b in edges) for edges in _EDGE_TO)


def suit_code(card: Card) -> int:
    """The solver's code of a card: 0-3 for its suit (S H D C), JOKER_CODE for a joker."""
    return JOKER_CODE if card.is_joker else _SUIT_CODE[card.suit]


def face_down_count(P: int) -> int:
    """How many cards the five packed face-down piles ``P`` hold."""
    n = 0
    for sh in PILE_SHIFTS:
        v = (P >> sh) & PILE_MASK
        while v > 1:
            n += 1
            v //= 5
    return n


def _jokers_down(P: int) -> int:
    """How many jokers lie face down in piles P."""
    n = 0
    for sh in PILE_SHIFTS:
        v = (P >> sh) & PILE_MASK
        while v > 1:
            n += v % 5 == JOKER_CODE
            v //= 5
    return n


def _end_parts(e: int) -> tuple[int, int, int, int]:
    """A round ending from ``Solver.terminals``: (piles, face-down cards, face-down jokers,
    credits)."""
    return e >> 25, (e >> 20) & 31, (e >> 18) & 3, (e >> 10) & 255


def _relaxed_plays(c: int, cr: int) -> tuple[tuple[int, ...], list]:
    """For the bounds' walks: the corner digits of c and every play from corners c with cr
    kept free plays allowed on any corner, as (pile, corners the card may go to, credits
    after)."""
    dg = CORNER_DIGITS[c]
    plays = [(k, (a, b), cr) for k, a, b, _ in CORNER_EDGES[c]]
    if CENTRE_OPEN[c]:
        plays.append((_S_CENTRE, (0, 1, 2, 3), cr))
    free = [(j, cr) for j in CORNER_JOKERS[c]]
    if cr:
        free += [(j, cr - 1) for j in range(4) if dg[j] != JOKER_CODE]
    plays += [(k, (j,), cr2) for j, cr2 in free for k in range(5)]
    return dg, plays


def _round_caps(deal: Sequence[int], first: bool, kept: bool, most_credits: int,
                layer: Sequence[int] | None = None) -> tuple[int | None, ...]:
    """The most plays a round dealt ``deal`` (9 codes) can hold, for any piles beneath it,
    with k = 0 .. ``most_credits`` kept free plays waiting at its start (``kept`` only;
    allowed on any corner, so the cap holds whatever corner they are on): a walk over its
    corners and which of its five fresh face-down cards are taken. None when some play could
    take a card from under a fresh one (unknown here), unless ``first``: nothing beneath.
    ``layer``: the codes known to lie right under the fresh cards (the fresh cards of a
    round that had no play), one a pile; None is then only for a play from under them."""
    fresh = [deal[i] for i in _DOWN_ORDER]
    memo: dict[tuple[int, int, int], int | None] = {}

    def most(c: int, taken: int, cr: int) -> int | None:
        # taken: bit k, pile k's fresh card is gone; bit 5+k, its layer card too
        key = (c, taken, cr)
        if key in memo:
            return memo[key]
        dg, plays = _relaxed_plays(c, cr)
        gone = taken >> 5 if layer else taken  # piles whose known cards are all taken
        if any(gone >> k & 1 for k, _, _ in plays):
            if not first:
                memo[key] = None
                return None
            plays = [p for p in plays if not taken >> p[0] & 1]  # an empty pile: no play
        best, room = 0, 5 - bin(taken).count("1")
        for k, to, cr2 in plays:
            x, nt = (fresh[k], taken | 1 << k) if not taken >> k & 1 else (layer[k], taken | 1 << (5 + k))
            for d in to:
                cr3 = cr2 + 1 if (kept and len(to) == 4 and dg[d] == JOKER_CODE) else cr2
                v = most(c + (x - dg[d]) * CORNER_PLACE[d], nt, min(cr3, 2))
                if v is None:
                    memo[key] = None
                    return None
                best = max(best, v + 1)
            if best == room and first:  # every fresh card taken: nothing more to find
                break
        memo[key] = best
        return best

    c0 = deal[0] + 5 * deal[2] + 25 * deal[6] + 125 * deal[8]
    return tuple(most(c0, 0, k) for k in range(most_credits + 1))


def _lower_tables(caps: Sequence[Sequence[int | None]], bare: Sequence[Sequence[int | None]],
                  budgets: int, layered: Sequence[Sequence[int | None] | None] | None = None):
    """Two tables of least final scores after ending round r (0-based) with n face-down
    cards: ``exact[r][h][b][n]`` for exactly n cards, ``atleast[r][h][b][n]`` for n or more.
    h is the kept credits held into round r+1, b (h <= b <= 2) the kept free plays that the
    later rounds could spend in all (a kept play needs a joker covered unused, so at most
    2). Round s holds at most ``caps[s][k]`` plays with k kept plays spent in it, or
    ``bare[s][k]`` when nothing lies under its fresh cards (None: any number). Each round
    adds its five cards less its plays, never going below 0. ``budgets``: 1 when there are
    no kept plays (``lost``), else 3. ``layered[s]``: the caps of round s when round s-1
    had no play (its fresh cards then lie right under round s's), for the rounds s-1 that
    can hold none without a kept play (``caps[s-1][0] == 0``); None elsewhere."""
    layered = layered or [None] * ROUNDS
    top = FACE_DOWN_TOTAL
    xs = range(top + 1)

    def shifted(fr: list[int], cap: int | None) -> list[int]:
        """[fr[y(x)] for x in xs], y(x) = x + 5 - cap kept within 0..top (None: 0)."""
        if cap is None:
            return [fr[0]] * (top + 1)
        off = 5 - cap
        if off >= 0:
            return fr[off:] + [fr[top]] * off
        return [fr[0]] * -off + fr[:top + 1 + off]

    def row(f: list[list[int]], s: int, b: int, most: int, dead: list[list[int]] | None = None,
            cp: Sequence[Sequence[int | None]] = caps, bp: Sequence[Sequence[int | None]] = bare) -> list[int]:
        """Round s's step; ``dead``: the table to go on with after round s had no play."""
        ks = range(min(b, most, len(cp[s]) - 1) + 1)
        fs = [dead if k == 0 and dead is not None else f for k in ks]
        out = list(map(min, *([shifted(fs[k][b - k], cp[s][k]) for k in ks] + [[top] * (top + 1)])))
        out[0] = min(shifted(fs[k][b - k], bp[s][k])[0] for k in ks)
        return out

    def suffix_min(r: list[int]) -> list[int]:
        out = r[:]
        for x in range(top - 1, -1, -1):
            out[x] = min(out[x], out[x + 1])
        return out

    ident = [list(xs)] * 3
    # F[s][b][x]: least final score from x or more face-down cards before round s
    # F2[s]: the same when round s-1 had no play
    F = {ROUNDS: ident}
    F2 = {ROUNDS: ident}

    def dead_after(s: int) -> list[list[int]] | None:
        return F2.get(s + 1) if caps[s][0] == 0 else None

    for s in range(ROUNDS - 1, 1, -1):
        if layered[s] is not None:
            F2[s] = [suffix_min(row(F[s + 1], s, b, 2, None, layered, layered))
                     for b in range(budgets)] * (3 // budgets)
        rows = [suffix_min(row(F[s + 1], s, b, 2, dead_after(s))) for b in range(budgets)]
        F[s] = rows * (3 // budgets)
    exact, atleast = [], []
    for r in range(ROUNDS - 1):
        s = r + 1
        e = [[row(F[s + 1], s, b, h, dead_after(s)) if h <= b else None for b in range(budgets)]
             for h in range(budgets)]
        a = [[suffix_min(x) if x is not None else None for x in hrows] for hrows in e]
        if budgets == 1:
            e, a = [e[0] * 3] * 3, [a[0] * 3] * 3
        exact.append(e)
        atleast.append(a)
    exact.append([ident] * 3)
    atleast.append([ident] * 3)
    return exact, atleast


def _credit_picks(fixed: Sequence[int], wild: Sequence[Sequence[int]], most: int = 2):
    """Every way to hold at most ``most`` (two at most) credits at the last round's start:
    corners from ``fixed`` (each usable once) and one from each of ``wild`` (a joker still
    to be turned up: one of the corners it can land on). Only the largest sets matter (a
    credit more never hurts in the last round), so sets of the most credits."""
    sources = [(j,) for j in fixed] + [tuple(w) for w in wild]
    out = set()
    for chosen in combinations(sources, min(most, 2, len(sources))):
        for pick in product(*chosen):
            out.add(tuple(sorted(pick)))
    return sorted(out)


class _Memo(dict):
    """``fn(key)``, worked out once per key."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def __missing__(self, key: int):
        v = self[key] = self.fn(key)
        return v


def _codes_in(v: int) -> int:
    """Which codes lie in one pile of value v, as 5 bits."""
    bits = 0
    while v > 1:
        bits |= 1 << (v % 5)
        v //= 5
    return bits


_CODES_IN = _Memo(_codes_in)


def _pile_codes(P: int) -> int:
    """Which codes lie face down in each pile of P: 5 bits a pile, pile k at bits 5k."""
    M, codes = PILE_MASK, _CODES_IN
    s0, s1, s2, s3, s4 = PILE_SHIFTS
    return (codes[(P >> s0) & M] | codes[(P >> s1) & M] << 5 | codes[(P >> s2) & M] << 10
            | codes[(P >> s3) & M] << 15 | codes[(P >> s4) & M] << 20)


def _last_round_reaches(deal: Sequence[int], sig: int, kept: bool, credits: int, need: int) -> bool:
    """Can ``need`` of the last round's five fresh face-down cards be taken (see
    ``_last_round_most``)?"""
    return _last_round_most(deal, sig, kept, credits, need) >= need


def _last_round_most(deal: Sequence[int], sig: int, kept: bool, credits: int, need: int) -> int:
    """Can ``need`` of the last round's five fresh face-down cards be taken, when under each
    fresh card lies any number of cards of the codes that ``sig`` gives that pile
    (``_pile_codes``), in any order, and ``credits`` kept free plays wait, allowed on any
    corner? Every card taken from under a fresh card is one more face-down card gone, so if
    not, the final score is more than 5 - need whatever lies under them in fact. A walk over
    (corners, fresh cards taken, credits) that stops once it gets there: the most fresh
    cards it took (``need`` when it got there)."""
    fresh = [deal[i] for i in _DOWN_ORDER]
    under = [_CODES_OF[(sig >> (5 * k)) & 31] for k in range(5)]
    # a state is one int: corners | fresh cards taken << 10 | credits << 15
    start = deal[0] + 5 * deal[2] + 25 * deal[6] + 125 * deal[8] | credits << 15
    seen = {start}
    stack = [start]
    pop, push, mark = stack.pop, stack.append, seen.add
    ones = _ONES
    most = 0
    while stack:
        t = pop()
        taken = (t >> 10) & 31
        for k, dests in _relaxed_moves(t & 1023, t >> 15, kept):
            if taken >> k & 1:
                codes, nt = under[k], taken
            else:
                codes, nt = (fresh[k],), taken | 1 << k
                if ones[nt] >= need:
                    return need
                if ones[nt] > most:
                    most = ones[nt]
            nt <<= 10
            for x in codes:
                for base, place, cr in dests:
                    t2 = base + x * place | nt | cr
                    if t2 not in seen:
                        mark(t2)
                        push(t2)
    return most


_ONES = tuple(bin(i).count("1") for i in range(32))
_CODES_OF = tuple(tuple(x for x in range(5) if bits >> x & 1) for bits in range(32))
_RELAXED: dict[int, tuple] = {}  # corners | credits << 10 | kept << 12 -> _relaxed_moves


def _relaxed_moves(c: int, cr: int, kept: bool) -> tuple:
    """``_relaxed_plays`` for the walks of ``_last_round_reaches``, worked out once: per
    play (pile, its PLACEs), a PLACE on corner d as (corners less d's digit, d's place value,
    credits after << 15), so that card code x makes corners base + x * place."""
    key = c | cr << 10 | kept << 12
    moves = _RELAXED.get(key)
    if moves is None:
        dg, plays = _relaxed_plays(c, cr)
        moves = _RELAXED[key] = tuple(
            (k, tuple((c - dg[d] * CORNER_PLACE[d], CORNER_PLACE[d],
                       (min(2, cr2 + 1) if (kept and len(to) == 4 and dg[d] == JOKER_CODE) else cr2) << 15)
                      for d in to))
            for k, to, cr2 in plays)
    return moves


TOGETHER_AFTER = 32  # starts of a round that failed an alpha before they are walked together
DEAD_MOST = 400_000  # states a solver keeps as dead (Solver._dead_at), about 40 MB
DEAD_TRIAL = 20_000
DEAD_PAYS = 4


class _Dead:
    """States of one round (walk keys) known to end the game at some alpha or more: every
    state a walk of that round for alpha visited when its start(s) turned out to score that
    or more (all of them are reachable from a start). While ``trial``, a walk looks each
    state up (counting ``hits``) and they are added after it; once they pay (hits at least
    1 in ``DEAD_PAYS`` of ``DEAD_TRIAL`` states), the set is the walk's visited set, so it
    costs nothing more; if they do not, they are dropped (``off``)."""

    def __init__(self):
        self.states: set[int] = set()
        self.trial = True
        self.hits = 0
        self.off = False

    def walked(self, states: list[int], keep: bool) -> None:
        """A walk visited ``states`` (new ones); ``keep``: they are known dead."""
        if self.trial:
            if keep:
                self.states.update(states)
                if len(self.states) >= DEAD_TRIAL:
                    self.trial = False
                    if self.hits * DEAD_PAYS < len(self.states):
                        self.off = True
                        self.states = set()
        elif not keep:
            self.states.difference_update(states)


class _OutOfBudget(Exception):
    """A probe (``Solver._probe_zero``) used up its nodes."""


class _Cut(_Memo):
    """A walk's prune test, worked out once per distinct q (corners | credits | jokers):
    True cuts the state, False keeps it, None leaves it to ``piles``, the test of the
    state's piles P (True cuts)."""

    def __init__(self, test, piles=None):
        super().__init__(test)
        self.piles = _Memo(piles) if piles is not None else None


class Solver:
    """Exact minimum final score for one deck order (all cards known).

    A round is searched as a whole: ``terminals`` lists every distinct way the round can
    end from a state (a depth-first walk with a visited set), then each ending is followed
    into the next round, fewest face-down cards first. Corners are dealt afresh every round,
    so what a round leaves behind is just the piles (and credits): those round starts are
    memoised.

    Bound and prune. ``cap[s]`` bounds the plays round s can hold, whatever lies under its
    five fresh face-down cards (``_round_caps``: None when a play could reach under them).
    From an ending with n face-down cards after round r, the final score is at least
    ``lower[r][h][b][n]`` (``_lower_tables``): n, plus 5 per later round, less its cap,
    never below 0 (an uncapped round can clear everything); after an ending with no card
    left the next round has nothing under its fresh cards and ``bare`` caps it; after a
    round that can hold no play (without a kept play), that round's fresh cards lie right
    under the next round's, which caps the next round by both (``layered``). With
    ``kept``, h is the credits held into the next round and b the kept free plays still to
    come (credits held plus jokers not yet turned up); both are 0 with ``lost``.
    Then the last round: its five fresh cards can only be reached through corners that the
    cards under them help to match, so every state of a round's walk is asked whether
    enough of them can be reached with any number of the codes that can still lie under
    each one (``_last_round_reaches``); if not, the state is cut (``_walk_cut``: a state,
    not just a round start, because what the round leaves in a pile is a bottom part of
    what the state has there). With ``kept``, the last round starts with credits only on
    bare piles, whose exact score per credit corners is known (``_bare_floor``; a joker
    still face down can only become a credit on a corner it can land on, ``_wild``), and
    the lower tables cut walk states too. A walk state whose endings with cards left fail
    the lower tables is also cut when the next round on bare piles, solved exactly with
    the credits it could hold, fails too (``_next_bare_fails``). Endings are tried fewest first, and as soon as the
    bound reaches the best found so far the rest of the round's endings are skipped;
    ``value`` takes the best score the caller already has (alpha) and only proves what
    could beat it. When it finds a new best and the endings left to try would cost more
    than walking the round again (at the cost of those tried so far), it walks the round
    again with the cut of the new best, so the proof that nothing beats it runs on the
    stronger cut from the first round on. When every ending with cards left fails, a walk
    lists only those with every pile empty. With ``kept``, a free play spends one kept
    play for good (a credit, or a joker showing or face down): when the last round needs,
    by its caps, all those still in sight (``_kept_needed``), or the round before the last
    must end with every pile empty and the last round on bare piles needs them
    (``_credits_needed``), a walk makes no free play. ``best`` first tries to solve a deal
    within 300,000 nodes; past that, before the full search, each ending of the first
    round is searched for a 0 with 10,000 nodes (``_probe_zero``): a deal that can be won
    is often won after one ending only, and the proofs of the endings before it cost most.
    When a round's walks list only endings with every pile empty and many of its starts
    have failed (``TOGETHER_AFTER``), the starts after the endings of one walk of the round
    before are walked together, in one walk with one visited set (``_fail_together``, up to
    ``together`` at once): they share many states, and when none of them can end with every
    pile empty, all of them fail at once. And the states a walk visits from a start that
    fails are dead for that alpha (every one is reachable from it), so later walks of the
    round stop at them (``_Dead``: kept only where they come back often, ``DEAD_MOST`` at
    most, about 40 MB).
    ``bound=False`` switches the bounds off (the plain memoised search, kept to check the
    pruned one against).

    Measured (CPU time, seeds 1..10,000 of each setting, later scans and 45,000 other
    shuffles; the slowest are timed by ``python -m bench three_by_three``): median about
    3 ms a deal with ``lost`` and 6 ms with ``kept``. The credit corners of jokers face
    down, the layered caps and the bare next round took the worst deals known then (a
    ``kept`` shuffle at 2.8 s, seeds 14128 and 15397 with ``kept`` at 2.0 and 1.7 s) under
    0.03 s; walking a round again after a new best took seed 16400 with ``kept`` from 2.1 s
    to 0.14 s, the probes seed 6225 from 1.1 s to 0.45 s with either setting. The slowest
    left is seed 7359 with ``kept``, whose round 5 must end with every pile empty and its
    one joker kept for the last round, which thousands of its starts cannot: walking them
    together took it from 1.27 s to 1.01 s (1.6 s before the walks again after a new best),
    and the dead states seed 13595 with ``lost`` from 0.99 s to 0.44 s (the same process,
    machine under load). Same scores as ``bound=False`` on 200 seeds of each setting and on
    the hardest deals known, and the same move values along random games (tests); the same
    scores as before on 6,000 more seeds (20,001 to 23,000) and on the hardest deals."""

    def __init__(self, codes: Sequence[int], kept: bool, bound: bool = True):
        self.codes = list(codes)
        self.kept = kept
        self.deals = [self.codes[9 * r: 9 * r + 9] for r in range(ROUNDS)]
        self.memo: dict[int, int] = {}
        self.nodes = 0
        self.jokers_after = [self.codes[9 * r + 9:].count(JOKER_CODE) for r in range(ROUNDS)]
        # dealt_later[r]: the codes rounds r+1 .. ROUNDS-2 deal into each face-down pile (as
        # _pile_codes gives them): with what a state of round r holds, all that can lie
        # under the last round's fresh cards
        self.dealt_later = [0] * ROUNDS
        for r in range(ROUNDS):
            for s in range(r + 1, ROUNDS - 1):
                for k, i in enumerate(_DOWN_ORDER):
                    self.dealt_later[r] |= 1 << (5 * k + self.deals[s][i])
        self._reach: dict[int, int] = {}  # codes under -> fresh cards reached (_reach_fails)
        # jokers dealt after round r and before the last: they can become credits for it
        self.jokers_later = [self.codes[9 * r + 9: 9 * (ROUNDS - 1)].count(JOKER_CODE) for r in range(ROUNDS)]
        self._jokers = [p for p, x in enumerate(self.codes) if x == JOKER_CODE]
        self._wilds: dict[tuple[int, int], list[tuple[int, ...]]] = {}  # (round, down) -> _wild
        self._bare_last: dict[int, int] = {}  # credits -> last round's score on bare piles
        self._cuts: dict[tuple[int, int], _Cut | None] = {}  # (round, alpha) -> _walk_cut
        self.bound = bound
        self.rewalk = True
        self.probe = 10000  # nodes a first-round ending is searched for a 0 before the full search
        self.limit: int | None = None  # the nodes a probe may reach
        self._needs: dict[int, int] = {}  # alpha -> _credits_needed
        self._dead: list[dict[int, _Dead]] = [{} for _ in range(ROUNDS)]  # _dead_at
        self.walked: list[int] = []  # the states the last walk visited (terminals)
        self._args: dict[tuple[int, int], tuple] = {}  # (round, alpha) -> _walk_args
        self._failed: dict[tuple[int, int], int] = {}  # (round, alpha) -> starts that failed it
        self._chunk: dict[tuple[int, int], int] = {}  # (round, alpha) -> starts walked together next
        self.together = 64  # round starts walked together at most (_fail_together)
        self._cap: list[tuple[int | None, ...]] | None = None
        self._layered: list[tuple[int | None, ...] | None] = [None] * ROUNDS

    # -- bounds (made on first use: a hint builds many solvers and asks each very little)
    def _bounds(self) -> None:
        self._cap, self._bare = [], []
        for r in range(ROUNDS):
            most = min(2, self.codes[:9 * r].count(JOKER_CODE)) if self.kept else 0
            cap = _round_caps(self.deals[r], r == 0, self.kept, most)
            self._cap.append(cap)
            # a cap that never reaches under the fresh cards is the bare cap already
            self._bare.append(tuple(cap[k] if cap[k] is not None else bare_k
                                    for k, bare_k in enumerate(_round_caps(self.deals[r], True, self.kept, most)))
                              if None in cap else cap)
        if self.bound:
            layered = [None] * ROUNDS
            for r in range(1, ROUNDS):
                if self._cap[r - 1][0] == 0:  # round r-1 can have no play: what round r holds then
                    layered[r] = _round_caps(self.deals[r], False, self.kept, len(self._cap[r]) - 1,
                                             [self.deals[r - 1][i] for i in _DOWN_ORDER])
            self._lower, self._atleast = _lower_tables(self._cap, self._bare, 3 if self.kept else 1, layered)
            self._layered = layered
        else:
            zero = [[[[0] * (FACE_DOWN_TOTAL + 1)] * 3] * 3] * ROUNDS
            self._lower, self._atleast = zero, zero

    @property
    def cap(self) -> list[tuple[int | None, ...]]:
        """cap[s][k]: the most plays round s can hold with k kept free plays spent in it."""
        if self._cap is None:
            self._bounds()
        return self._cap

    @property
    def bare(self) -> list[tuple[int | None, ...]]:
        """bare[s][k]: the same when nothing lies under the round's fresh cards."""
        if self._cap is None:
            self._bounds()
        return self._bare

    @property
    def lower(self) -> list[list[list[int]]]:
        """lower[r][h][b][n]: least final score after ending round r with exactly n
        face-down cards, h kept credits held into the next round and at most b kept plays to
        come (``_lower_tables``)."""
        if self._cap is None:
            self._bounds()
        return self._lower

    @property
    def atleast(self) -> list[list[list[int]]]:
        """The same for n or more face-down cards."""
        if self._cap is None:
            self._bounds()
        return self._atleast

    # -- encoding
    def start(self) -> tuple[int, int, int, int]:
        """(r, P, c, cr) right after DEAL(1)."""
        return self.dealt(-1, 0x0, 0)

    def dealt(self, r: int, P: int, cr: int) -> tuple[int, int, int, int]:
        """The state after DEAL(r+2) on piles P (r = -1: the first deal on an empty table)."""
        d = self.deals[r + 1]
        if r < 0:
            P = sum(1 << sh for sh in PILE_SHIFTS)
        Q = 0
        for k, sh in enumerate(PILE_SHIFTS):
            Q |= (((P >> sh) & PILE_MASK) * 5 + d[_DOWN_ORDER[k]]) << sh
        return r + 1, Q, d[0] + 5 * d[2] + 25 * d[6] + 125 * d[8], cr

    # -- one round
    def terminals(self, P: int, c: int, cr: int, cut: "_Cut | None" = None, need: int = -1,
                  only_empty: bool = False, more: Sequence[tuple[int, int, int]] = (),
                  dead: "_Dead | None" = None) -> set[int]:
        """Every distinct ending of the round from (P, c, cr), as ints (``_end_parts``):
        the piles, their face-down cards and jokers, and the credits after the deal covers
        any visible joker (``kept`` only).

        ``need`` (the round before the last, ``kept``, when only endings with every pile
        empty can beat the caller's best, ``_credits_needed``): no free play is made from a
        state whose kept plays in sight (credits held, jokers showing or face down) are that
        many or fewer, since each free play spends one for good and the last round then
        starts with too few.

        ``only_empty``: only the endings with every pile empty are listed (the caller knows
        that the others fail).

        ``more``: further starts (P, c, cr) walked together with the first: the endings of
        any of them (``_fail_together``).

        ``dead``: states (as keys) that are not followed either, because every way the
        game can go on from them is known to end at the caller's best or more (``_dead_at``).
        The walk uses it as its visited set: the states it visits are added to it, and
        listed in ``self.walked`` for the caller to take out again unless the start turns
        out to score the caller's best or more.

        ``cut`` prunes: a state is not followed when ``cut[q]`` is true, or None and
        ``cut.piles[P]`` true (see ``value``), because every ending it leads to is known to
        be no better than what the caller already has.

        The hot loop of the solver, written out by hand: a state is (P, q) with the corners,
        credits, face-down jokers and face-down cards in one int
        q = c | credits << 10 | jokers << 18 | cards << 20, and its visited-set key is
        P << 25 | q."""
        kept = self.kept
        DIG, JOK, M, CRQ, FREE = CORNER_DIGITS, CORNER_JOKERS, PILE_MASK, _CRQ, _FREE
        EDGE_TO, FREE_TO = _EDGE_TO_K, _FREE_TO
        CENTRE_TO = _CENTRE_TO_KEPT if kept else _CENTRE_TO
        SH = _SHK  # pile shifts inside a key
        sc = SH[2]
        # a state is one int, its visited-set key: K = P << 25 | q
        K = P << 25 | c | cr << 10 | _jokers_down(P) << 18 | face_down_count(P) << 20
        check = None  # dead states looked up (a trial of ``dead``)
        if dead is None or dead.trial:
            seen = set()
            if dead is not None and dead.states:
                check = dead.states
        else:
            seen = dead.states
        hits = 0
        stack: list[int] = []  # every state visited, in the order visited
        self.walked = stack
        out: set[int] = set()
        if K in seen:
            return out
        seen.add(K)
        stack.append(K)
        for P, c, cr in more:
            K = P << 25 | c | cr << 10 | _jokers_down(P) << 18 | face_down_count(P) << 20
            if K not in seen:
                seen.add(K)
                stack.append(K)
        push, mark = stack.append, seen.add
        prune = cut is not None
        spare = need >= 0
        pile_cut = cut.piles if prune else None
        empty = _EMPTY << 25
        capped = self.limit is not None  # a probe's nodes (best) end inside a walk too
        room = self.limit - self.nodes if capped else 0
        for K in stack:  # the list grows as the walk goes: each state is taken in turn
            if capped and len(stack) > room:
                self.nodes += len(stack)
                if dead is not None and not dead.trial:
                    dead.states.difference_update(stack)
                raise _OutOfBudget
            c = K & 1023
            if prune:
                k = cut[K & 0xFFFFF]
                if k or (k is None and pile_cut[K >> 25]):
                    continue
                if check and K in check:
                    hits += 1
                    continue
            leaf = True
            for sh, same, to_a, to_b in EDGE_TO[c]:  # EDGE, then PLACE on either corner
                v = (K >> sh) & M
                if v > 1:
                    leaf = False
                    x = v % 5
                    K1 = K - ((v - v // 5) << sh)
                    K2 = K1 + to_a[x]
                    if K2 not in seen:
                        mark(K2)
                        push(K2)
                    if x != same:
                        K2 = K1 + to_b[x]
                        if K2 not in seen:
                            mark(K2)
                            push(K2)
            to_any = CENTRE_TO[c]
            if to_any:  # CENTRE, then PLACE on any corner
                v = (K >> sc) & M
                if v > 1:
                    leaf = False
                    x = v % 5
                    K1 = K - ((v - v // 5) << sc)
                    for to in to_any:
                        K2 = K1 + to[x]
                        if K2 not in seen:
                            mark(K2)
                            push(K2)
            free = JOK[c]
            if kept and (K >> 10) & 255:
                free = FREE.get(K & 0x3FFFF)
                if free is None:
                    dg = DIG[c]
                    free = FREE[K & 0x3FFFF] = tuple(
                        j for j in range(4) if dg[j] == JOKER_CODE or (K >> (10 + 2 * j)) & 3)
            if free and spare and _BUDGET[(K >> 10) & 1023] + _NJOK[c] <= need:
                # a free play here would leave too few kept plays for what must follow
                if K >> 25 << 25 != empty:
                    leaf = False
                free = ()
            for j in free:  # JOKER(j, pile), by a visible joker or a kept credit
                to = FREE_TO[c][j]
                Kj = K if DIG[c][j] == JOKER_CODE else K - CRQ[j]
                for sh in SH:
                    v = (K >> sh) & M
                    if v > 1:
                        leaf = False
                        K2 = Kj - ((v - v // 5) << sh) + to[v % 5]
                        if K2 not in seen:
                            mark(K2)
                            push(K2)
            if leaf and not (only_empty and K >> 25 << 25 != empty):
                e = K >> 10 << 10
                if kept:
                    for j in JOK[c]:
                        e += CRQ[j]
                out.add(e)
        self.nodes += len(stack)
        if dead is not None:
            dead.hits += hits
        return out

    def value(self, r: int, P: int, c: int, cr: int, alpha: int = 99) -> int:
        """Minimum final score from a state of round r (0-based) with nothing pending, if it
        is below ``alpha``; otherwise some number at least ``alpha`` (the caller has alpha
        already, so the search stops proving more)."""
        if self.limit is not None and self.nodes > self.limit:
            raise _OutOfBudget
        if r == ROUNDS - 1:
            return min(((e >> 20) & 31 for e in self.terminals(P, c, cr)), default=alpha)
        best = alpha
        while True:
            cut, need, only_empty = self._walk_args(r, best)
            dead = self._dead_at(r, best) if cut is not None else None
            n0 = self.nodes
            ends = self.terminals(P, c, cr, cut, need, only_empty, (), dead)
            walked = self.walked
            keep = False
            try:
                v, again = self._endings(r, ends, best, self.nodes - n0)
                keep = v >= best  # no ending beat what the walk was made for
            finally:
                if dead is not None:
                    # not kept: the walk's states are not known to be dead (the start does
                    # better, or a probe ran out of nodes)
                    dead.walked(walked, keep)
            best = min(best, v)
            if not again:
                return best

    def _endings(self, r: int, ends: set[int], best: int, walked: int) -> tuple[int, bool]:
        """``value``'s loop over the endings ``ends`` of a walk of round r (that cost
        ``walked`` nodes) for a best so far of ``best``: (the best then, whether to walk the
        round again with the cut of a new best)."""
        lower, atleast, memo = self.lower[r], self.atleast[r], self.memo
        later = self.jokers_after[r] if self.kept else 0
        n0, tried = self.nodes, 0
        n_of = [(e >> 20) & 31 for e in ends]
        if self.kept:  # credits held (h), and kept plays to come: those and jokers not yet seen
            held = [min(2, _CRSUM[(e >> 10) & 255]) for e in ends]
            budget = [min(2, h + later + ((e >> 18) & 3)) for h, e in zip(held, ends)]
        else:
            held = budget = [0] * len(ends)
        order = sorted(zip(n_of, budget, held, ends))
        together = 0  # the endings from here on were not walked together yet
        for i, (n, b, h, e) in enumerate(order):
            if lower[h][b][n] >= best:
                if atleast[2][2][n] >= best:  # the loosest bound: every later ending fails it
                    break
                continue
            key = e << 3 | (r + 1)
            v = memo.get(key)
            tried += 1
            if (v is None or (v >= 100 and v - 100 < best)) and i >= together and self.together > 1 \
                    and r < ROUNDS - 2 and self._walk_args(r + 1, best)[2] \
                    and self._failed.get((r + 1, best), 0) >= TOGETHER_AFTER:
                together = self._fail_together(r, order, i, best)
                v = memo.get(key)
            if v is None or (v >= 100 and v - 100 < best):
                # unknown, or known only to be at least a bound that no longer prunes
                v = self.value(*self.dealt(r, e >> 25, (e >> 10) & 255), best)
                memo[key] = v if v < best else 100 + best
                if v >= best:
                    self._failed[(r + 1, best)] = self._failed.get((r + 1, best), 0) + 1
            elif v >= 100:
                continue  # at least v - 100 >= best
            if v < best:
                best = v
                if self.bound and self.rewalk:
                    # walk the round again with the cut of the new best when the endings
                    # left to try would cost more than the walk, at the cost of those tried
                    # so far
                    left = sum(1 for n2, b2, h2, _ in order[i + 1:] if lower[h2][b2][n2] < best)
                    if left * (self.nodes - n0) > max(4 * walked, 20000) * tried:
                        return best, True
        return best, False

    def _walk_args(self, r: int, alpha: int) -> tuple["_Cut | None", int, bool]:
        """(cut, need, only_empty) of a walk of round r that only has to beat ``alpha``
        (``terminals``)."""
        args = self._args.get((r, alpha))
        if args is not None:
            return args
        cut = self._walk_cut(r, alpha) if self.bound else None
        need = -1
        if cut is not None and self.kept:
            # kept plays the last round must start with: none of them may be spent here
            need = max(self._kept_needed(alpha) - self.jokers_later[r], self._credits_needed(r, alpha))
        # every ending with cards left fails alpha: only the others are listed
        only_empty = cut is not None and self.atleast[r][0][2][1] >= alpha
        args = self._args[(r, alpha)] = (cut, need, only_empty)
        return args

    def _fail_together(self, r: int, order: Sequence[tuple[int, int, int, int]], i: int, alpha: int) -> int:
        """When the walks of round r+1 for ``alpha`` list only endings with every pile
        empty: walk the starts of round r+1 after the endings ``order[i:]`` of round r
        (those that ``value`` would follow: 8 at first, twice as many after each time none
        of them could, up to ``together``; 8 again after one could) together, in one walk
        with one visited set, since they share many states. If that walk never ends with
        every pile empty, none of them can, so each scores alpha or more (in the memo);
        otherwise they are left to ``value`` one by one. Returns the index in ``order``
        after the last start taken."""
        lower, memo = self.lower[r], self.memo
        keys, starts = [], []
        j = i
        size = self._chunk.get((r + 1, alpha), 8)
        while j < len(order) and len(keys) < size:
            n, b, h, e = order[j]
            j += 1
            if lower[h][b][n] >= alpha:
                continue
            key = e << 3 | (r + 1)
            v = memo.get(key)
            if v is None or (v >= 100 and v - 100 < alpha):
                keys.append(key)
                starts.append(self.dealt(r, e >> 25, (e >> 10) & 255)[1:])
        if not keys:
            return j
        cut, need, _ = self._walk_args(r + 1, alpha)
        dead = self._dead_at(r + 1, alpha)
        ends = self.terminals(*starts[0], cut, need, True, starts[1:], dead)
        if dead is not None:
            dead.walked(self.walked, not ends)
        if ends:
            self._chunk[(r + 1, alpha)] = 8
        else:
            self._chunk[(r + 1, alpha)] = min(self.together, 2 * size)
            for key in keys:
                memo[key] = 100 + alpha
        return j

    def _dead_at(self, r: int, alpha: int) -> "_Dead | None":
        """The states of round r known to end the game at ``alpha`` or more (``_Dead``);
        None once they are found not to pay, or the solver holds ``DEAD_MOST`` of them."""
        d = self._dead[r].get(alpha)
        if d is None:
            d = self._dead[r][alpha] = _Dead()
        if d.off or sum(len(x.states) for y in self._dead for x in y.values()) >= DEAD_MOST:
            return None
        return d

    def _kept_needed(self, alpha: int) -> int:
        """``kept``: how many kept plays the last round must start with to score below
        ``alpha`` at all, by its caps (``cap`` and ``bare`` of round 6 with k kept plays);
        0 when none is needed."""
        need = self._needs.get(-alpha)
        if need is None:
            need = 0
            for k, (cap, bare) in enumerate(zip(self.cap[ROUNDS - 1], self.bare[ROUNDS - 1])):
                if cap is None or bare is None or min(6 - cap, 5 - bare) < alpha:
                    break
                need = k + 1  # with k kept plays it scores alpha or more, whatever lies under
            self._needs[-alpha] = need
        return need

    def _credits_needed(self, r: int, alpha: int) -> int:
        """``kept``, the round before the last, when every ending of it with cards left
        fails ``alpha``: the fewest kept plays with which the last round on bare piles
        can score below alpha (at least that many: 2 stands for two or more). -1 when this
        does not apply. A free play spends a kept play for good, so the walk of that round
        makes none once only that many are left (``terminals``' ``need``)."""
        if not self.kept or r != ROUNDS - 2 or self.atleast[r][0][2][1] < alpha:
            return -1
        need = self._needs.get(alpha)
        if need is None:
            # none, or one on some corner (two are not tried: then at least two are needed)
            need = 2
            for n, cr in enumerate((0,) + CREDIT_ONE):
                v = self._bare_last.get(cr)
                if v is None:
                    v = self._bare_last[cr] = self.value(*self.dealt(ROUNDS - 2, _EMPTY, cr))
                if v < alpha:
                    need = min(n, 1)
                    break
            self._needs[alpha] = need
        return need

    def _walk_cut(self, r: int, alpha: int) -> "_Cut | None":
        """The prune test of a walk of round r that only has to beat ``alpha`` (made once
        per round and alpha): ``cut[q]`` is True when every state with that q is sure to
        end at alpha or more, False when no test here can tell, else a test of the whole
        state (P, q) that is true when it is.

        Every state is asked ``_floors``: the cards that must be left at the end of this
        round and of the game, from the piles no play can reach. If the game's floor is
        alpha or more, it is cut. Otherwise its ways to go on are split twice, and it is
        cut when every way fails one of the splits' tests:

        - by how this round ends: with every pile empty (E0; impossible when the round's
          floor is 1 or more; with ``kept`` the lower tables bound it by the kept plays in
          sight, and before the last round its start on bare piles is known exactly,
          ``_bare_fails``) or with cards left (E1: no credit held, so the lower tables
          ``atleast`` bound it from the round's floor up);
        - before the last round only, by how the last round starts (alpha <= 5: that test
          can only cut below 6): with credits (``kept``, on bare piles: ``_bare_fails``) or
          without, when its five fresh cards can only be reached through corners that the
          cards under them help to match, and what lies under them in the end is some of
          what lies in the piles now and what the rounds before it deal (cards only ever
          leave a pile from the top): if more than 5 - alpha of them cannot be reached with
          any number of those codes under each (``_reach_fails``), the final score is
          alpha or more."""
        key = (r, alpha)
        if key in self._cuts:
            return self._cuts[key]
        if alpha > FACE_DOWN_TOTAL:  # nothing to cut
            self._cuts[key] = None
            return None
        last = alpha <= 5
        kept = self.kept
        lower, atleast = self.lower[r], self.atleast[r]
        later = self.jokers_after[r] if kept else 0
        reach_e1 = last and r == ROUNDS - 2  # E1 goes straight to the last round, no credit
        bare_next = r >= 2  # E0's next round on bare piles is worth solving exactly

        def test(q: int) -> bool | None:
            if kept:
                t = _BUDGET[q >> 10] + _NJOK[q & 1023]  # kept plays in sight
                b1 = min(2, (q >> 18) + later)
                e0 = lower[min(2, t)][min(2, t + later)][0] >= alpha
                l0 = last and r < ROUNDS - 2 and self._bare_fails(r, q, alpha)
            else:
                b1 = 0
                e0 = lower[0][0][0] >= alpha
                l0 = last  # the last round never starts with a credit
            e1 = atleast[0][b1][1] >= alpha
            if (e1 or reach_e1) and not e0 and bare_next:
                e0 = self._next_bare_fails(r, q, alpha)
            if e0 and e1:
                return True
            return None if l0 or (reach_e1 and e0) else False

        cut = self._cuts[key] = _Cut(test, lambda P: self._reach_fails(r, P, alpha))
        return cut

    def _next_bare_fails(self, r: int, q: int, alpha: int) -> bool:
        """From a walk state q of round r, is the game sure to score alpha or more if this
        round ends with every pile empty? The next round then starts on bare piles, with
        (``kept``) credits on some of the corners of those held and jokers showing now and
        of where each joker face down now can land (``_wild``): each start solved
        exactly."""
        if self.kept:
            dg = CORNER_DIGITS[q & 1023]
            fixed = [j for j in range(4) for _ in range((q >> (10 + 2 * j)) & 3)]
            fixed += [j for j in range(4) if dg[j] == JOKER_CODE]
            wild = self._wild(r, (q >> 18) & 3)[:(q >> 18) & 3]
            picks = {p for n in range(3) for p in _credit_picks(fixed, wild, n)}
        else:
            picks = {()}
        for pick in picks:
            cr = sum(CREDIT_ONE[j] for j in pick)
            if self._start_value(r, _EMPTY << 25 | cr << 10, alpha) < alpha:
                return False
        return True

    def _start_value(self, r: int, e: int, alpha: int) -> int:
        """The value of the next round's start after ending e of round r (as ``value``
        gives it: exact below alpha, else at least alpha), through the memo."""
        key = e << 3 | (r + 1)
        v = self.memo.get(key)
        if v is None or (v >= 100 and v - 100 < alpha):
            v = self.value(*self.dealt(r, e >> 25, (e >> 10) & 255), alpha)
            self.memo[key] = v if v < alpha else 100 + alpha
        elif v >= 100:
            return v - 100
        return v

    def _reach_fails(self, r: int, P: int, alpha: int) -> bool:
        """Can fewer than 6 - alpha of the last round's fresh cards be taken, from a state
        of round r with piles P, when that round starts with no credit? (``_walk_cut``)"""
        sig, need = _pile_codes(P) | self.dealt_later[r], 6 - alpha
        known = self._reach.get(sig)  # fresh cards known to be reached; negative: exactly
        if known is None or 0 <= known < need:
            most = _last_round_most(self.deals[ROUNDS - 1], sig, self.kept, 0, need)
            known = self._reach[sig] = most if most >= need else -1 - most
        return known < 0 and -1 - known < need

    def _bare_fails(self, r: int, q: int, alpha: int) -> bool:
        """``kept``: from a walk state q of round r, is the last round sure to score alpha
        or more if it starts on bare piles? Its credits are then on the corners of those
        held and jokers showing now (covered unused), and on a corner where each joker
        face down now or dealt before it can land (``_wild``), two at most
        (``_bare_floor``)."""
        return self._bare_need(r, q, alpha)[0] is None

    def _bare_need(self, r: int, q: int, alpha: int) -> tuple[int | None, int]:
        """(the fewest of those credits with which the last round on bare piles can score
        below alpha, None if none can; how many there can be)."""
        dg = CORNER_DIGITS[q & 1023]
        fixed = [j for j in range(4) for _ in range((q >> (10 + 2 * j)) & 3)]
        fixed += [j for j in range(4) if dg[j] == JOKER_CODE]
        wild = self._wild(r, (q >> 18) & 3)
        tokens = len(fixed) + len(wild)
        for n in range(min(2, tokens) + 1):
            if self._bare_floor(fixed, wild, n) < alpha:
                return n, tokens
        return None, tokens

    def _wild(self, r: int, down: int) -> list[tuple[int, ...]]:
        """The jokers that can still turn into credits for the last round, from a state of
        round r with ``down`` jokers face down: for each, the corners where it can show
        (``_LANDS``). A joker turned up by a play from its pile lands on that play's
        corners; one turned up by a free play lands where that free play's joker or credit
        was, so it only takes that one's place. When one of two jokers dealt face down is
        still down, which one is not known here: either's corners."""
        key = (r, down)
        wild = self._wilds.get(key)
        if wild is None:
            dealt = [_LANDS[p % 9] for p in self._jokers if p < 9 * (r + 1) and p % 9 not in CORNERS]
            if down != len(dealt):
                dealt = [tuple(sorted(set().union(*dealt)))] * down
            later = [_LANDS[p % 9] for p in self._jokers if 9 * (r + 1) <= p < 9 * (ROUNDS - 1)]
            wild = self._wilds[key] = dealt + later
        return wild

    def _bare_floor(self, fixed: Sequence[int], wild: Sequence[Sequence[int]], most: int = 2) -> int:
        """The least last-round score on bare piles (the round before it ended with no card
        left) with the credits that can be held then: on the corners in ``fixed`` (credits
        held, jokers showing) and one on a corner of each of ``wild``, ``most`` at most
        (exact, by the solver)."""
        best = 99
        for picks in _credit_picks(fixed, wild, most):
            cr = sum(CREDIT_ONE[j] for j in picks)
            v = self._bare_last.get(cr)
            if v is None:
                v = self._bare_last[cr] = self.value(*self.dealt(ROUNDS - 2, _EMPTY, cr))
            best = min(best, v)
        return best

    def best(self) -> int:
        start = self.start()
        if not (self.bound and self.probe):
            return self.value(*start)
        self.limit = self.nodes + 30 * self.probe  # most deals are solved within that
        try:
            return self.value(*start)
        except _OutOfBudget:
            pass  # what was finished stays in the memo
        finally:
            self.limit = None
        if self._probe_zero(start):
            return 0
        return self.value(*start)

    def _probe_zero(self, start: tuple[int, int, int, int]) -> bool:
        """Is a score of 0 found by a short search (``probe`` nodes) after each ending of
        the first round? Deals that can be won often are after one ending but not after
        the ones tried before it, whose proofs cost most; what a probe finishes is kept in
        the memo."""
        r = start[0]
        ends = sorted(self.terminals(*start[1:], self._walk_cut(r, 1)), key=lambda e: ((e >> 20) & 31, e))
        for e in ends:
            self.limit = self.nodes + self.probe
            try:
                v = self._start_value(r, e, 1)
            except _OutOfBudget:
                continue
            finally:
                self.limit = None
            if v == 0:
                return True
        return False

    # -- tables
    def encode(self, table: Table) -> tuple[int, int, int, int]:
        """(r, P, c, cr) of a table with nothing pending (its deck must be this solver's)."""
        codes = self.codes
        P = 0
        for k, i in enumerate(_DOWN_ORDER):
            v = 1
            for pos in table.piles[i]:
                v = v * 5 + codes[pos]
            P |= v << PILE_SHIFTS[k]
        c = sum(codes[table.piles[i][-1]] * CORNER_PLACE[j] for j, i in enumerate(CORNERS))
        cr = sum(n << (2 * j) for j, n in enumerate(table.credit))
        return table.round - 1, P, c, cr

    def table_value(self, table: Table, alpha: int = 99) -> int:
        """Best final score from ``table`` (a pending card: the best of its placements), if
        below ``alpha``; otherwise some number at least alpha."""
        if table.over:
            return table.face_down
        if table.pending is None:
            return self.value(*self.encode(table), alpha)
        jc = "kept" if self.kept else "lost"
        best = alpha
        for m in table_legal_moves(table, jc):
            best = min(best, self.table_value(table_apply(table, m, jc), best))
        return best

    def move_values(self, table: Table) -> dict[Move, int]:
        """The best final score after each legal move of ``table``."""
        jc = "kept" if self.kept else "lost"
        return {m: self.table_value(table_apply(table, m, jc)) for m in table_legal_moves(table, jc)}

    def best_move(self, table: Table) -> Move | None:
        """The first legal move of ``table`` (in the rules' order) after which its best final
        score can still be reached; None once it is over."""
        jc = "kept" if self.kept else "lost"
        target = self.table_value(table)
        for m in table_legal_moves(table, jc):
            if self.table_value(table_apply(table, m, jc), target + 1) <= target:
                return m
        return None


def solver_for(deck: Sequence[Card], joker_credit: str = "lost") -> Solver:
    if joker_credit not in JOKER_CREDIT:
        raise OptionError(f"option 'joker_credit' cannot be {joker_credit!r}; allowed: lost, kept")
    return Solver([suit_code(c) for c in deck], joker_credit == "kept")


def best_score(deck: Sequence[Card | str], joker_credit: str = "lost") -> int:
    """The lowest final score (face-down cards after round 6) a player who knew every card
    could reach with ``deck`` (54 cards in deal order, TBT-5). Exact."""
    return solver_for(parse_deck(deck), joker_credit).best()


def solve_table(table: Table, joker_credit: str = "lost") -> int:
    """The best final score still reachable from ``table`` by a player who knows every card."""
    return solver_for(table.deck, joker_credit).table_value(table)
