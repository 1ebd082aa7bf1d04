"""Jammat's exact best-grid search (RULES.md J-10): ``best_grid(cards, a23)`` and
``best_grid_codes``. Search the rules do not need to decide a move or a score, kept beside
them (this module imports the rules, never the other way round).

``TRIPLES9`` lists the 84 index triples of a 9-card hand, for searches over arrangements.
"""

from __future__ import annotations

import itertools
from typing import Sequence

from app.rules.cards import Card
from app.rules.jammat import A23_CODE, LINES_2D, check_a23, line_code

# The three kinds of line up to the square's 8 symmetries: an edge line (row 0), a middle line
# (row 1) and a diagonal. For each, the other six cells in an order that completes lines early.
_CASES = (((0, 1, 2), (3, 6, 4, 8, 5, 7), None), ((3, 4, 5), (0, 8, 6, 2, 1, 7), (0, 6)),
          ((0, 4, 8), (2, 6, 1, 3, 5, 7), (2, 6)))


def _make_case_steps():
    out = []
    for linecells, order, pair in _CASES:
        placed = list(linecells)
        steps = []
        for c in order:
            placed.append(c)
            done = tuple(ln for ln in LINES_2D if c in ln and all(x in placed for x in ln))
            inc = [tuple(x for x in ln if x in placed) for ln in LINES_2D if not all(x in placed for x in ln)]
            steps.append((
                c, done,
                sum(1 for t in inc if not t),
                tuple(t[0] for t in inc if len(t) == 1),
                tuple(t for t in inc if len(t) == 2),
                pair[0] if pair and pair[1] == c else None,
            ))
        out.append((linecells, tuple(steps)))
    return tuple(out)


_CASE_STEPS = _make_case_steps()
TRIPLES9 = tuple(itertools.combinations(range(9), 3))


def _best_grid_search(hand: Sequence[Card], a23v: int) -> tuple[list[int], list[Card]]:
    """Branch and bound over arrangements (see best_grid). Returns (sorted codes, grid)."""
    # Cards that are interchangeable side by side, with one code: identical cards, and cards
    # of one rank whose suits the hand holds fewer than three of (no line can be suited in
    # such a suit, so which of them sits where changes no line's key).
    per_suit: dict[str, int] = {}
    for c in hand:
        per_suit[c.suit] = per_suit.get(c.suit, 0) + 1

    def same(c: Card) -> int:
        return c.code if per_suit[c.suit] >= 3 else 64 + c.code % 13

    hand = sorted(hand, key=same)
    codes = [same(c) for c in hand]
    bits = (1, 2, 4, 8, 16, 32, 64, 128, 256)
    key = [0] * 512  # a triple's card mask -> its line code
    tri = []
    for i, j, k in TRIPLES9:
        m = bits[i] | bits[j] | bits[k]
        v = line_code(hand[i], hand[j], hand[k], a23v)
        key[m] = v
        tri.append((v, m))
    tri.sort(reverse=True)
    m1 = tri[0][0]
    # triples holding a given one or two cards, strongest first (for line upper bounds)
    withp: dict[int, list[tuple[int, int]]] = {0: [(m, v) for v, m in tri]}
    for v, m in tri:
        i, j, k = [b for b in bits if m & b]
        for p in (i, j, k, i | j, i | k, j | k):
            lst = withp.get(p)
            if lst is None:
                withp[p] = [(m, v)]
            else:
                lst.append((m, v))
    cache: dict[int, int] = {}
    cget = cache.get

    def lub(p: int, r: int) -> int:
        pr = p | r
        for m, v in withp[p]:
            if m & pr == m and (v != m1 or cid[m] >= cur[0]):
                cache[(p << 9) | r] = v
                return v
        cache[(p << 9) | r] = 0
        return 0

    codeof = {bits[i]: codes[i] for i in range(9)}
    # a triple's card set (interchangeable cards alike) as a small int, in the order of the sets
    sets = {m: tuple(sorted(codes[i] for i in range(9) if m >> i & 1)) for _, m in tri}
    order = {t: n for n, t in enumerate(sorted(set(sets.values())))}
    cid = [0] * 512
    for m, t in sets.items():
        cid[m] = order[t]
    tops: dict[int, int] = {}
    for v, m in tri:
        if v != m1:
            break
        tops.setdefault(cid[m], m)
    best = [[0] * 8]
    best_g: list[list[int] | None] = [None]
    g = [0] * 9  # cell -> card bit
    cur = [-1]

    def rec(steps, step: int, rem: int, done: list[int]) -> None:
        cell, comp, n0, inc1, inc2, after = steps[step]
        last = step == 4
        cand = []
        prev = -1
        bst = best[0]
        low = codeof[g[after]] if after is not None else -1
        for i in range(9):
            b = bits[i]
            if not rem & b or codes[i] == prev or codes[i] < low:
                continue
            prev = codes[i]
            g[cell] = b
            nk = [key[g[x] | g[y] | g[z]] for x, y, z in comp]
            if m1 in nk and any(key[g[x] | g[y] | g[z]] == m1 and cid[g[x] | g[y] | g[z]] < cur[0]
                                for x, y, z in comp):
                continue  # found from the branch of its smallest strongest line
            nrem = rem ^ b
            nd = done + nk
            if last:
                c2, comp2 = steps[5][0], steps[5][1]
                g[c2] = nrem
                nk2 = [key[g[x] | g[y] | g[z]] for x, y, z in comp2]
                if m1 in nk2 and any(key[g[x] | g[y] | g[z]] == m1 and cid[g[x] | g[y] | g[z]] < cur[0]
                                     for x, y, z in comp2):
                    continue
                nd += nk2
                nd.sort(reverse=True)
                if nd > best[0]:
                    best[0] = nd
                    best_g[0] = list(g)
                continue
            ub = nd[:]
            if n0:
                v = cget(nrem)
                if v is None:
                    v = lub(0, nrem)
                ub += [v] * n0
            for x in inc1:
                p = g[x]
                v = cget((p << 9) | nrem)
                if v is None:
                    v = lub(p, nrem)
                ub.append(v)
            for x, y in inc2:
                p = g[x] | g[y]
                v = cget((p << 9) | nrem)
                if v is None:
                    v = lub(p, nrem)
                ub.append(v)
            ub.sort(reverse=True)
            if ub > bst:
                cand.append((ub, b, nd, nrem))
        if last:
            return
        cand.sort(reverse=True)
        for ub, b, nd, nrem in cand:
            if ub > best[0]:
                g[cell] = b
                rec(steps, step + 1, nrem, nd)

    for tid, tm in sorted(tops.items()):
        # grids whose strongest lines include one with a smaller card set than tid are
        # searched from that set's branch: prune them here, and leave them out of bounds
        cur[0] = tid
        cache.clear()
        for linecells, steps in _CASE_STEPS:
            others = [ln for ln in LINES_2D if ln != linecells]
            idxs = [i for i in range(9) if tm >> i & 1]
            seen = set()
            for perm in itertools.permutations(idxs):
                cp = (codes[perm[0]], codes[perm[1]], codes[perm[2]])
                # the reflection that maps the line onto itself swaps its two ends
                if cp in seen or cp[0] > cp[2]:
                    continue
                seen.add(cp)
                for c in range(9):
                    g[c] = 0
                for c, i in zip(linecells, perm):
                    g[c] = bits[i]
                rem = 511 ^ tm
                ub = [m1] + sorted((lub(g[a] | g[b] | g[c], rem) for a, b, c in others), reverse=True)
                if not ub > best[0]:
                    continue
                rec(steps, 0, rem, [m1])
    grid = [hand[b.bit_length() - 1] for b in best_g[0]]
    return best[0], grid


def best_grid(cards: Sequence[Card], a23: str = "low") -> tuple[Card, ...]:
    """For 9 cards, the arrangement (row-major) whose 8 line keys, sorted high to low, are
    lexicographically the greatest of all 9! arrangements. Exact.

    How: the strongest line of an optimal grid is the hand's strongest triple (any triple fits
    in some line), so only grids holding one of the strongest triples in a line are searched;
    that line is put on one of the three kinds of line (edge row, middle row, diagonal) left
    by the square's 8 symmetries; the other six cells are filled by branch and bound, bounding
    every unfinished line by the strongest triple it could still get. Keys of the 84 triples
    are computed once."""
    if len(cards) != 9:
        raise ValueError(f"best_grid arranges 9 cards, not {len(cards)}")
    _, grid = _best_grid_search(cards, A23_CODE[check_a23(a23)])
    return tuple(grid)


def best_grid_codes(cards: Sequence[Card], a23: str = "low") -> tuple[list[int], tuple[Card, ...]]:
    """best_grid and its sorted integer line keys (for computer players)."""
    vec, grid = _best_grid_search(cards, A23_CODE[check_a23(a23)])
    return vec, tuple(grid)
