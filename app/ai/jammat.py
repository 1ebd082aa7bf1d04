"""Jammat computer players. All of them decide from the seat's view only.

- easy: the strongest triple of the hand in the top row, the strongest of what is left in the
  middle row, the rest at the bottom (it does not look at columns or diagonals).
- normal: ``best_grid``, the exact arrangement with the greatest sorted line vector.
- expert: plays for position wins against what the others are likely to hold. It samples the
  other seats' hands from the cards it has not seen (``game.determinize``), arranges each as
  normal would, then searches arrangements of its own hand (hill climbing over swaps from
  best_grid and from other good starts) for the most expected match points against those
  samples (ties broken by expected position margin).
- grid=3d, every level: a local search over swaps for the greatest sorted vector of the 49
  line keys (exact search is out of reach); the levels differ in effort. The expert's values
  of cubes (for the coach) are weighed after it has chosen, against samples of its own.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from typing import Sequence

from app.rules.cards import Card
from app.ai.base import noted
from app.rules.game import Game, Move
from app.rules.jammat import A23_CODE, LINES_2D, LINES_3D, Arrange, View, line_code, round_robin
from app.rules.jammat_search import TRIPLES9, best_grid_codes

# ----------------------------------------------------------------------------- shared helpers


def _triple_table(hand: Sequence[Card], a23v: int) -> dict[int, int]:
    """Integer key of every triple of hand indices, by bitmask."""
    return {(1 << i) | (1 << j) | (1 << k): line_code(hand[i], hand[j], hand[k], a23v) for i, j, k in TRIPLES9}


def greedy_rows(hand: Sequence[Card], a23v: int) -> tuple[Card, ...]:
    """easy: strongest triple on top, strongest of the rest in the middle, the rest below."""
    idx = list(range(len(hand)))
    rows = []
    for _ in range(2):
        best = max(itertools.combinations(idx, 3), key=lambda t: (line_code(hand[t[0]], hand[t[1]], hand[t[2]], a23v), [-i for i in t]))
        rows.extend(best)
        idx = [i for i in idx if i not in best]
    rows.extend(idx)
    return tuple(hand[i] for i in rows)


# ----------------------------------------------------------------------------- 3D local search


def _greedy_3d(hand: Sequence[Card], a23v: int) -> list[int]:
    """Hand indices in cell order: the 9 strongest disjoint triples, picked greedily, laid
    along the z lines."""
    n = len(hand)
    tri = sorted(((line_code(hand[i], hand[j], hand[k], a23v), (i, j, k)) for i, j, k in itertools.combinations(range(n), 3)),
                 key=lambda t: (-t[0], t[1]))
    used = [False] * n
    order: list[int] = []
    for _, t in tri:
        if not any(used[i] for i in t):
            order.extend(t)
            for i in t:
                used[i] = True
            if len(order) == n:
                break
    return order


def _beats(added: list[int], removed: list[int]) -> int:
    """+1 if the multiset change (remove ``removed``, add ``added``) makes the sorted vector
    lexicographically greater, -1 if smaller, 0 if equal: it is decided by the greatest
    element of the difference once common elements cancel."""
    a = sorted(added, reverse=True)
    r = sorted(removed, reverse=True)
    i = j = 0
    while i < len(a) and j < len(r):
        if a[i] == r[j]:
            i += 1
            j += 1
        elif a[i] > r[j]:
            return 1
        else:
            return -1
    if i < len(a):
        return 1
    if j < len(r):
        return -1
    return 0


def arrange_3d(hand: Sequence[Card], a23: str = "low", rng: random.Random | None = None,
               restarts: int = 0, max_passes: int = 60) -> tuple[Card, ...]:
    """A good cube: greedy start, then first-improvement swaps until no swap improves the
    sorted 49-key vector; ``restarts`` more climbs from perturbed copies of the best. The
    work is fixed by ``restarts`` and ``max_passes`` (no clock): the same rng gives the same
    cube on any machine."""
    a23v = A23_CODE[a23]
    rng = rng or random.Random(0)
    n = len(hand)
    cell_lines = [[li for li, ln in enumerate(LINES_3D) if c in ln] for c in range(n)]
    cache: dict[tuple[int, int, int], int] = {}
    codes = [c.code for c in hand]

    def key(a: int, b: int, c: int) -> int:
        t = (a, b, c)
        v = cache.get(t)
        if v is None:
            v = cache[t] = line_code(hand[a], hand[b], hand[c], a23v)
        return v

    def line_codes(g: list[int]) -> list[int]:
        return [key(g[a], g[b], g[c]) for a, b, c in LINES_3D]

    def climb(g: list[int]) -> list[int]:
        lc = line_codes(g)
        pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
        for _ in range(max_passes):
            improved = False
            rng.shuffle(pairs)
            for i, j in pairs:
                if codes[g[i]] == codes[g[j]]:
                    continue
                affected = set(cell_lines[i]) | set(cell_lines[j])
                g[i], g[j] = g[j], g[i]
                new = [key(g[LINES_3D[li][0]], g[LINES_3D[li][1]], g[LINES_3D[li][2]]) for li in affected]
                old = [lc[li] for li in affected]
                if _beats(new, old) > 0:
                    for li, v in zip(affected, new):
                        lc[li] = v
                    improved = True
                else:
                    g[i], g[j] = g[j], g[i]
            if not improved:
                break
        return g

    best = climb(_greedy_3d(hand, a23v))
    best_vec = sorted(line_codes(best), reverse=True)
    for _ in range(restarts):
        g = list(best)
        for _ in range(6):
            i, j = rng.randrange(n), rng.randrange(n)
            g[i], g[j] = g[j], g[i]
        g = climb(g)
        v = sorted(line_codes(g), reverse=True)
        if v > best_vec:
            best, best_vec = g, v
    return tuple(hand[i] for i in best)


def greedy_3d(hand: Sequence[Card], a23: str = "low") -> tuple[Card, ...]:
    return tuple(hand[i] for i in _greedy_3d(hand, A23_CODE[a23]))


# ----------------------------------------------------------------------------- agents


class _Base:
    """Every level decides by a fixed amount of work (samples, climbs, restarts), never by
    the clock: the same seed, level and view give the same arrangement at a table and in
    app.sim, whatever the machine's speed."""

    name = "base"

    def __init__(self, game: Game, seed: int = 0):
        self.game = game
        self.rng = random.Random(seed)

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        if view.hand is None or not legal:
            raise ValueError("nothing to arrange in this view")
        if view.option("grid") == "3d":
            return Arrange(self.arrange_3d(view))
        return Arrange(self.arrange_2d(view))

    restarts_3d = 2

    def arrange_3d(self, view: View) -> tuple[Card, ...]:
        return arrange_3d(view.hand, view.option("a23"), self.rng, restarts=self.restarts_3d)

    def arrange_2d(self, view: View) -> tuple[Card, ...]:
        """The arrangement with the strongest lines (best_grid), whatever the others hold."""
        return best_grid_codes(view.hand, view.option("a23"))[1]


class EasyAgent(_Base):
    name = "easy"

    def arrange_2d(self, view: View) -> tuple[Card, ...]:
        return greedy_rows(view.hand, A23_CODE[view.option("a23")])

    def arrange_3d(self, view: View) -> tuple[Card, ...]:
        return arrange_3d(view.hand, view.option("a23"), self.rng, max_passes=1)


class NormalAgent(_Base):
    """The strongest lines of its own hand (the base behaviour), the others ignored."""

    name = "normal"


class ExpertAgent(_Base):
    """Samples the others' hands, arranges them like normal, and searches its own
    arrangement for the most expected match points against them."""

    name = "expert"
    budget = 64  # opponent arrangements per decision (best_grid calls), split over the samples
    restarts_3d = 8
    _why: dict | None = None  # explain(): the facts behind the arrangement, as it is chosen
    _weigh: dict | None = None  # values(): the samples and the evaluation it chose with

    def explain(self, view: View, legal: Sequence[Move]) -> tuple[Move, dict]:
        """The arrangement ``choose`` makes and the facts of its own evaluation behind it (a
        dict with a ``kind``): "lines" (the strongest lines of the hand are the best against
        the others' likely hands: ``chance`` the whole percentage of the deal's match points
        it expects, ``margin`` the positions it expects to be ahead by, rounded to a tenth),
        "trade" (another order of lines does better: ``chance`` and ``base_chance`` the
        expectation of this one and of the strongest lines, ``better``/``worse`` how many of
        the lines, strongest against strongest, it makes stronger and weaker), "cube" (3d:
        the strongest lines its search found; no numbers)."""
        move, why = noted(self, "_why", view, legal)
        return move, why or {"kind": "cube"}

    def values(self, view: View, legal: Sequence[Move]) -> tuple[Move, dict]:
        """The arrangement ``choose`` makes and, for the coach (app.ai.coach), the value of
        each arrangement of the hand among ``legal`` (the coach adds the one played: Jammat
        lists one arrangement of the 9! and accepts any) and of its own: the line comparisons
        it is expected to win against the others' likely hands, as the rules count them
        (positions won, J-12; over every pairing with ``compare=round_robin``, J-13), from the
        same samples it chose with. An arrangement that does at least as well as its own by
        the measure it chooses with (expected match points, then position margin) is given
        its own arrangement's value: the coach never calls a move worse than the one its
        player would make by that player's own ordering. For the cube (``grid=3d``) see
        ``cube_values``. Empty for a view with nothing to arrange."""
        move, notes = noted(self, "_weigh", view, legal)
        if view.hand is None:
            return move, {}
        if view.option("grid") == "3d":
            return move, self.cube_values(view, legal, move)
        if not notes:
            return move, {}
        hand = Counter(view.hand)
        a23v, evaluate = notes["a23v"], notes["evaluate"]
        wins = _comparisons(notes["samples"], notes["compare"])

        def vector(cards: Sequence[Card]) -> tuple[int, ...]:
            return tuple(sorted((line_code(cards[a], cards[b], cards[c], a23v) for a, b, c in LINES_2D), reverse=True))

        own_vec = vector(move.cards)
        own = wins(own_vec)
        out = {move: own}
        for m in legal:
            if m in out or not isinstance(m, Arrange) or Counter(m.cards) != hand:
                continue
            v = vector(m.cards)
            out[m] = own if evaluate(v) >= notes["score"] else wins(v)
        return move, out

    cube_budget = 32  # the others' cubes arranged for cube_values, split over the samples

    def cube_samples_for(self, view: View) -> int:
        """How many deals ``cube_values`` samples: the cube budget split over the other
        seats, at least 4 (2 players: 32 deals; 3: 16; 4: 10; 8: 4)."""
        return max(4, self.cube_budget // (view.players - 1))

    def cube_values(self, view: View, legal: Sequence[Move], move: Move) -> dict:
        """The values of cubes (``grid=3d``), on the square grid's idea: the line comparisons
        an arrangement is expected to win (J-12, or over every pairing with ``round_robin``,
        J-13; 49 positions, J-17) against the others' likely cubes. Its search for its own
        cube weighs no samples, so after choosing ``move`` it draws its own from the view
        (``cube_samples_for`` deals, the unseen cards dealt at random by ``determinize``)
        and arranges each other hand as its own search would without the restarts
        (``arrange_3d`` from the greedy start, climbed once: about an eighth of the work). A
        cube whose sorted line vector is at least as great as its own (the ordering it
        chooses by) gets its own cube's value; ``move`` and the cubes of the hand in
        ``legal`` are valued. The samples are drawn after the choice, from the same seeded
        generator: the choice is the one ``choose`` makes."""
        hand = Counter(view.hand)
        a23 = view.option("a23")
        a23v = A23_CODE[a23]
        others = [s for s in range(view.players) if s != view.seat]

        def vector(cards: Sequence[Card]) -> tuple[int, ...]:
            return tuple(sorted((line_code(cards[a], cards[b], cards[c], a23v) for a, b, c in LINES_3D), reverse=True))

        samples: list[list[tuple[int, ...]]] = []
        for _i in range(self.cube_samples_for(view)):
            state = self.game.determinize(view, self.rng)
            samples.append([vector(arrange_3d(state.hands[s], a23, self.rng)) for s in others])
        wins = _comparisons(samples, view.option("compare"))
        own_vec = vector(move.cards)
        own = wins(own_vec)
        out = {move: own}
        for m in legal:
            if m in out or not isinstance(m, Arrange) or len(m.cards) != len(view.hand) or Counter(m.cards) != hand:
                continue
            v = vector(m.cards)
            out[m] = own if v >= own_vec else wins(v)
        return out

    def samples_for(self, view: View) -> int:
        """How many deals it samples: the budget split over the other seats, at least 12."""
        return max(12, self.budget // (view.players - 1))

    def arrange_2d(self, view: View) -> tuple[Card, ...]:
        hand = tuple(view.hand)
        a23 = view.option("a23")
        compare = view.option("compare")
        a23v = A23_CODE[a23]
        seat = view.seat
        others = [s for s in range(view.players) if s != seat]
        n_samples = self.samples_for(view)
        samples: list[list[list[int]]] = []
        for _ in range(n_samples):
            state = self.game.determinize(view, self.rng)
            samples.append([best_grid_codes(state.hands[s], a23)[0] for s in others])
        base_vec, base_grid = best_grid_codes(hand, a23)
        evaluate = _make_evaluator(samples, compare, len(others))
        table = _triple_table(hand, a23v)
        start = _indices(hand, base_grid)  # hand indices of best_grid, in cell order
        bits = [1 << i for i in range(9)]
        memo: dict[tuple[int, ...], tuple[float, float]] = {}

        def score(g: Sequence[int]) -> tuple[float, float]:
            v = tuple(sorted((table[bits[g[a]] | bits[g[b]] | bits[g[c]]] for a, b, c in LINES_2D), reverse=True))
            s = memo.get(v)
            if s is None:
                s = memo[v] = evaluate(v)
            return s

        def climb(g: list[int]) -> tuple[tuple[float, float], list[int]]:
            cur = score(g)
            for _ in range(40):
                best_s, best_sw = cur, None
                for i in range(9):
                    for j in range(i + 1, 9):
                        g[i], g[j] = g[j], g[i]
                        s = score(g)
                        g[i], g[j] = g[j], g[i]
                        if s > best_s:
                            best_s, best_sw = s, (i, j)
                if best_sw is None:
                    break
                i, j = best_sw
                g[i], g[j] = g[j], g[i]
                cur = best_s
            return cur, g

        base_score = score(start)
        if self._weigh is not None:
            self._weigh.update(samples=samples, compare=compare, evaluate=evaluate, a23v=a23v)
        best_s, best_g = climb(list(start))
        starts = [_indices(hand, greedy_rows(hand, a23v))]
        for _ in range(4):
            g = list(start)
            for _ in range(3):
                i, j = self.rng.sample(range(9), 2)
                g[i], g[j] = g[j], g[i]
            starts.append(g)
        for g in starts:
            s, g = climb(g)
            if s > best_s:
                best_s, best_g = s, g
        if self._weigh is not None:
            self._weigh["score"] = max(best_s, base_score)
        if best_s <= base_score:
            if self._why is not None:
                self._why.update(kind="lines", chance=round(100 * base_score[0]), margin=round(base_score[1], 1))
            return base_grid
        if self._why is not None:
            def vec(g):
                return sorted((table[bits[g[a]] | bits[g[b]] | bits[g[c]]] for a, b, c in LINES_2D), reverse=True)
            pairs = list(zip(vec(best_g), vec(start)))
            self._why.update(kind="trade", chance=round(100 * best_s[0]), base_chance=round(100 * base_score[0]),
                             better=sum(a > b for a, b in pairs), worse=sum(a < b for a, b in pairs))
        return tuple(hand[i] for i in best_g)


def _indices(hand: Sequence[Card], grid: Sequence[Card]) -> list[int]:
    """The hand index of each card of ``grid`` (identical cards take successive indices)."""
    taken: set[int] = set()
    out = []
    for c in grid:
        i = next(i for i, h in enumerate(hand) if h is c and i not in taken)
        taken.add(i)
        out.append(i)
    return out


def _comparisons(samples: list[list[list[int]]], compare: str):
    """wins(vector) -> the line comparisons the sorted code vector is expected to win
    against the sampled others: positions it takes alone (J-12), or with ``round_robin``
    positions won over every pairing (J-13), averaged over the samples."""
    n = len(samples)
    if compare == "round_robin":
        def wins_rr(v: Sequence[int]) -> float:
            return sum(a > b for s in samples for o in s for a, b in zip(v, o)) / n
        return wins_rr
    tops = [[max(col) for col in zip(*s)] for s in samples]

    def wins_positional(v: Sequence[int]) -> float:
        return sum(a > t for top in tops for a, t in zip(v, top)) / n
    return wins_positional


def _make_evaluator(samples: list[list[list[int]]], compare: str, n_others: int):
    """score(vector) -> (expected match points of the deal, expected position margin)."""
    n = len(samples)
    if n_others == 1:
        opp = [s[0] for s in samples]

        def evaluate(v: Sequence[int]) -> tuple[float, float]:
            pts = 0.0
            margin = 0
            for o in opp:
                d = 0
                for a, b in zip(v, o):
                    if a > b:
                        d += 1
                    elif a < b:
                        d -= 1
                margin += d
                if d > 0:
                    pts += 1.0
                elif d == 0:
                    pts += 0.5
            return pts / n, margin / n
        return evaluate

    if compare == "positional":
        # per sample: each position's best opponent key, the opponent holding it alone (or -1),
        # and the opponents' position wins when this seat takes nothing
        pre = []
        for s in samples:
            tops, who, base = [], [], [0] * n_others
            for col in zip(*s):
                top = max(col)
                tops.append(top)
                if col.count(top) == 1:
                    j = col.index(top)
                    who.append(j)
                    base[j] += 1
                else:
                    who.append(-1)
            pre.append((tops, who, base))

        def evaluate_positional(v: Sequence[int]) -> tuple[float, float]:
            pts = 0.0
            margin = 0
            for tops, who, base in pre:
                w = 0
                opp = base[:]
                for a, t, j in zip(v, tops, who):
                    if a >= t:
                        if a > t:
                            w += 1
                        if j >= 0:
                            opp[j] -= 1
                best = max(opp)
                margin += w - best
                if w > best:
                    pts += 1.0
                elif w == best:
                    pts += 0.5
            return pts / n, margin / n
        return evaluate_positional

    # round robin: the other seats' pairings among themselves do not depend on this seat
    pre_rr = []
    for s in samples:
        scores, totals = round_robin(s)
        pre_rr.append((s, scores, totals))

    def evaluate_round_robin(v: Sequence[int]) -> tuple[float, float]:
        pts = 0.0
        margin = 0.0
        for s, scores, totals in pre_rr:
            my_score, my_total = 0.0, 0
            sc, tt = scores[:], totals[:]
            for j, o in enumerate(s):
                w = l = 0
                for a, b in zip(v, o):
                    if a > b:
                        w += 1
                    elif a < b:
                        l += 1
                my_total += w
                tt[j] += l
                if w > l:
                    my_score += 1
                elif w < l:
                    sc[j] += 1
                else:
                    my_score += 0.5
                    sc[j] += 0.5
            best = max(sc)
            margin += my_score - best
            if my_score > best:
                pts += 1.0
            elif my_score == best:
                rivals = [tt[j] for j in range(n_others) if sc[j] == best]
                top = max(rivals)
                if my_total > top:
                    pts += 1.0
                elif my_total == top:
                    pts += 0.5
        return pts / n, margin / n
    return evaluate_round_robin


AGENTS = {
    "easy": lambda game, seed=0: EasyAgent(game, seed),
    "normal": lambda game, seed=0: NormalAgent(game, seed),
    "expert": lambda game, seed=0: ExpertAgent(game, seed),
}
