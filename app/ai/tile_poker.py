"""Computer players for Tile Poker.

- ``random``: any legal move.
- ``greedy``: the placement that scores the most points now; if nothing scores, DRAW when it
  may, else the first best 0-point placement (never passes while it has something to do).
- ``hard``: a planner. For every placement (tile, cell) it weighs
  the points it makes now, minus the best reply the placement leaves the opponent's public
  hand (or the opponent's expected BLIND PLACE from the pool), plus a share of what its own
  remaining tiles can still make on the board afterwards (the cells it keeps for itself).
  DRAW, SWAP and BLIND PLACE are valued with the pool's known contents (every tile not on the
  board or in a hand), and the endgame is handled: it ends the game with a PASS when it is
  ahead after the opponent passed, and never passes when that would let a leading opponent end it.

The board work is incremental: the opponent's best value of every legal cell is computed
once, and a placement only changes the cells at the ends of its row and column runs and the
cells next to it, so only those are re-scored per candidate.
"""

from __future__ import annotations

import math
import random
from typing import Any, Sequence

from app.ai.base import RandomAgent
from app.rules.game import Game, Move
from app.rules.poker_hands import RANK_BIT, RANK_INDEX, SENTINEL, SUIT_BIT
from app.rules.tile_poker import (
    COL, ROW, BlindPlace, Draw, Pass, Place, PlaceBlindTile, Swap, View, cell_key, key_cell,
    key_is_legal, line_partial, partial_points,
)

# The lines through a cell are measured with the rules' sentinel tile on it (SENTINEL).
_RB, _SB, _RI = RANK_BIT, SUIT_BIT, RANK_INDEX


def _with(p: tuple[int, int, int], code: int) -> tuple[int, int, int]:
    """A partial through the candidate cell (counted via the sentinel) with ``code`` on it."""
    n, key, suits = p
    if n >= 5:
        return p
    return n, key + _RB[code], suits | _SB[code]


class Analysis:
    """One decision's view of the board: legal cells, their line partials, and each side's
    best points per cell."""

    def __init__(self, view: View, me: int):
        self.view = view
        self.me = me
        self.b = {cell_key(t.x, t.y): t.card.code for t in view.tiles}
        self.cells = [cell_key(x, y) for x, y in view.legal_cells]
        self.part = {k: (line_partial(self.b, k, ROW), line_partial(self.b, k, COL)) for k in self.cells}
        self.hand = [c.code for c in view.hands[me]]
        self.opp_hand = [c.code for c in view.hands[1 - me]]
        self.pool = [c.code for c in view.pool_tiles]
        self._after: dict[int, tuple] = {}
        # opponent: best points per cell with its hand
        self.opp_val = {k: self._best(self.part[k], self.opp_hand) for k in self.cells}
        self.opp_order = sorted(self.cells, key=lambda k: -self.opp_val[k])
        # the pool: the best each unseen tile makes anywhere now
        self.pool_best = {u: max((self.points(k, u) for k in self.cells), default=0) for u in self.pool}
        self.pool_mean = sum(self.pool_best.values()) / len(self.pool) if self.pool else 0.0
        # me: points per (cell, tile)
        self.my_pts = {k: [self.points(k, t) for t in self.hand] for k in self.cells}

    def points(self, k: int, code: int) -> int:
        pr, pc = self.part[k]
        return partial_points(pr, code) + partial_points(pc, code)

    @staticmethod
    def _best(parts, codes) -> int:
        pr, pc = parts
        best = 0
        for o in codes:
            v = partial_points(pr, o) + partial_points(pc, o)
            if v > best:
                best = v
        return best

    def opp_now(self) -> float:
        """What the opponent can take on the board as it is."""
        best = self.opp_val[self.opp_order[0]] if self.cells else 0
        return max(best, self._opp_blind())

    def _opp_blind(self) -> float:
        return self.pool_mean if self.view.pool_size else 0.0

    def after(self, c: int) -> tuple[frozenset, list]:
        """For candidate cell ``c``: the cells whose value changes or that become illegal
        (``excluded``), and the legal run ends to re-score as (cell, through, other) partials."""
        got = self._after.get(c)
        if got is not None:
            return got
        b = self.b
        b[c] = SENTINEL
        excluded = {c}
        entries = []
        for step, other in ((ROW, COL), (COL, ROW)):
            for sign in (1, -1):
                e = c + sign * step
                while e in b:
                    e += sign * step
                excluded.add(e)
                if key_is_legal(b, e):
                    entries.append((e, line_partial(b, e, step), line_partial(b, e, other)))
        for d in (ROW + 1, ROW - 1, -ROW + 1, -ROW - 1):
            e = c + d
            if e in self.part and not key_is_legal(b, e):
                excluded.add(e)
        del b[c]
        got = (frozenset(excluded), entries)
        self._after[c] = got
        return got

    def opp_after(self, c: int, t: int) -> float:
        excluded, entries = self.after(c)
        best = 0
        for k in self.opp_order:
            if k not in excluded:
                best = self.opp_val[k]
                break
        for _e, through, other in entries:
            tw = _with(through, t)
            for o in self.opp_hand:
                v = partial_points(tw, o) + partial_points(other, o)
                if v > best:
                    best = v
        return max(best, self._opp_blind())

    def mine_after(self, c: int, t: int, rest: Sequence[int], order: Sequence[tuple[int, int]]) -> float:
        """My best placement with ``rest`` after ``t`` goes on ``c``; ``order`` lists
        (value, cell) of ``rest`` on the current board, best first."""
        excluded, entries = self.after(c)
        best = 0
        for v, k in order:
            if k not in excluded:
                best = v
                break
        for _e, through, other in entries:
            tw = _with(through, t)
            for o in rest:
                v = partial_points(tw, o) + partial_points(other, o)
                if v > best:
                    best = v
        return best

    def order_for(self, idx_excluded: int | None) -> list[tuple[int, int]]:
        """(value, cell) of my hand without the tile at ``idx_excluded``, best first."""
        out = []
        for k in self.cells:
            row = self.my_pts[k]
            best = 0
            for i, v in enumerate(row):
                if i != idx_excluded and v > best:
                    best = v
            out.append((best, k))
        out.sort(key=lambda vk: -vk[0])
        return out


class GreedyAgent:
    """The placement with the most points now, else DRAW (TP issue: the baseline)."""

    name = "greedy"

    def __init__(self, game: Game, seed: int = 0):
        self.game = game
        self.rng = random.Random(seed)

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        me = view.to_move
        b = {cell_key(t.x, t.y): t.card.code for t in view.tiles}
        cells = [cell_key(x, y) for x, y in view.legal_cells]
        tiles = [view.pending] if view.phase == "blind" else list(view.hands[me])
        best = -1
        choices: list[tuple[Any, int]] = []
        for k in cells:
            pr = line_partial(b, k, ROW)
            pc = line_partial(b, k, COL)
            for card in tiles:
                v = partial_points(pr, card.code) + partial_points(pc, card.code)
                if v > best:
                    best = v
                    choices = [(card, k)]
                elif v == best:
                    choices.append((card, k))
        if view.phase == "blind":
            x, y = key_cell(choices[self.rng.randrange(len(choices))][1])
            return PlaceBlindTile(x, y)
        if best <= 0 and Draw() in legal:
            return Draw()
        if choices:
            card, k = choices[self.rng.randrange(len(choices))]
            x, y = key_cell(k)
            return Place(card, x, y)
        for m in legal:
            if not isinstance(m, Pass):
                return m
        return legal[0]


def wins_now(view: View, me: int) -> bool:
    """Would ``me`` win if the game ended now (TP-17)?"""
    s, best, aces = view.scores, view.best, view.aces
    o = 1 - me
    if s[me] != s[o]:
        return s[me] > s[o]
    if best[me] != best[o]:
        return best[me] < best[o]
    return aces[me] > aces[o]


class HardAgent:
    """Plans one exchange ahead with the opponent's public hand and the pool's contents."""

    name = "hard"

    # weights: points now count 1; the opponent's best reply counts OPP; what my remaining
    # tiles can still make counts KEEP; a drawn tile's hand value HAND; a swap costs SWAP_COST.
    OPP = 0.9
    KEEP = 0.45
    HAND = 0.5
    SWAP_COST = 0.4
    BLIND_SAMPLES = 8

    def __init__(self, game: Game, seed: int = 0):
        self.game = game
        self.rng = random.Random(seed)

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        me = view.to_move
        a = Analysis(view, me)
        if view.phase == "blind":
            value, k = self._best_placement(a, view.pending.code, a.hand, self._order_all(a))
            x, y = key_cell(k)
            return PlaceBlindTile(x, y)

        winning = wins_now(view, me)
        if view.streak >= 1 and winning and Pass() in legal:
            return Pass()  # the opponent's turn was a pass: passing now ends the game, won

        opp_now = a.opp_now()
        my_now = max((max(v) for v in a.my_pts.values() if v), default=0)
        options: list[tuple[float, Move]] = []

        # PLACE: every tile of the hand on every legal cell
        for i, t in enumerate(a.hand):
            rest = a.hand[:i] + a.hand[i + 1:]
            order = a.order_for(i)
            value, k = self._best_placement(a, t, rest, order, hand_after=len(rest))
            x, y = key_cell(k)
            options.append((value, Place(view.hands[me][i], x, y)))

        keep_now = self.KEEP * my_now
        pool_gain = self._pool_gain(a, my_now)
        # DRAW: the board stays as it is; I get one more tile
        if Draw() in legal:
            options.append((-self.OPP * opp_now + self.KEEP * pool_gain
                            + self._hand_bonus(len(a.hand) + 1) - self._hand_bonus(len(a.hand)), Draw()))
        # SWAP: give back the tile that does least now for a pool tile
        swaps = [m for m in legal if isinstance(m, Swap)]
        if swaps:
            worst_i = min(range(len(a.hand)), key=lambda i: (max(a.my_pts[k][i] for k in a.cells) if a.cells else 0, _RI[a.hand[i]]))
            rest_best = max((max((v for j, v in enumerate(a.my_pts[k]) if j != worst_i), default=0) for k in a.cells), default=0)
            gain = self._pool_gain(a, rest_best)
            options.append((-self.OPP * opp_now + self.KEEP * gain - self.SWAP_COST, Swap(view.hands[me][worst_i])))
        # BLIND PLACE: the expected best placement of a pool tile, hand kept
        if BlindPlace() in legal and a.pool:
            sample = a.pool if len(a.pool) <= self.BLIND_SAMPLES else self.rng.sample(a.pool, self.BLIND_SAMPLES)
            order = self._order_all(a)
            total = 0.0
            for u in sample:
                total += self._best_placement(a, u, a.hand, order)[0]
            options.append((total / len(sample), BlindPlace()))
        # PASS
        pass_value = -self.OPP * opp_now + keep_now
        if not winning:
            pass_value -= 50.0  # the opponent, ahead, could end the game by passing back
        options.append((pass_value, Pass()))

        best = max(v for v, _ in options)
        top = [m for v, m in options if v >= best - 1e-9]
        move = top[self.rng.randrange(len(top))]
        if move not in legal:  # defensive: never return an illegal move
            return legal[0]
        return move

    def _hand_bonus(self, size: int) -> float:
        # more tiles in hand: more choices later (diminishing)
        return self.HAND * math.log1p(size)

    @staticmethod
    def _order_all(a: Analysis) -> list[tuple[int, int]]:
        return a.order_for(None)

    def _pool_gain(self, a: Analysis, current: int) -> float:
        """Expected best next-turn points if one random pool tile joins a hand whose best
        is ``current``."""
        if not a.pool:
            return float(current)
        return sum(max(current, v) for v in a.pool_best.values()) / len(a.pool)

    def _best_placement(self, a: Analysis, t: int, rest: Sequence[int], order, hand_after: int | None = None):
        best_v = None
        best_k = a.cells[0]
        ties = 0
        for k in a.cells:
            pts = a.points(k, t)
            v = pts - self.OPP * a.opp_after(k, t) + self.KEEP * a.mine_after(k, t, rest, order)
            if hand_after is not None:
                v += self._hand_bonus(hand_after) - self._hand_bonus(hand_after + 1)
            if best_v is None or v > best_v + 1e-9:
                best_v, best_k, ties = v, k, 1
            elif v >= best_v - 1e-9:
                ties += 1
                if self.rng.randrange(ties) == 0:
                    best_k = k
        return best_v, best_k


AGENTS = {
    "random": lambda game, seed: RandomAgent(game, seed),
    "greedy": lambda game, seed: GreedyAgent(game, seed),
    "hard": lambda game, seed: HardAgent(game, seed),
}  # the expert builds on Analysis here, in its own module (app.ai.tile_poker_expert.AGENTS)
