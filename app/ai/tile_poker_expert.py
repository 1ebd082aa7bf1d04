"""Tile Poker's ``expert`` computer player.

It plans like ``hard`` (points now, the opponent's best reply, what its own tiles keep), but
it values the pool exactly: a DRAW, a SWAP or a BLIND PLACE by either player takes a random
tile from the pool's known contents, so for every candidate placement it works out what a
random pool tile would score anywhere on the board *after* that placement (the lines the
placement opens for a turned-up tile, not the pool's average on today's board). The
opponent's reply is then the better of its public hand and that expectation, and so is its
own follow-up.

Its weights differ from hard's in one way that matters: a tile kept in hand is worth much
more (HAND), so expert plays from its hand only when that clearly beats a blind place or a
draw. A known tile in hand is an option for later, and a hand that outlasts the pool keeps
placing after the other player's runs out. The weights were tuned against hard with
``python -m app.sim tile_poker --agents expert,hard --swap`` (the win share rose steadily
with HAND from 0.5 to 6.5).

The work per decision is fixed (every legal cell for every tile of the hand and of the
pool), never a clock; the only randomness is the tie-break, from the agent's own seeded rng.
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from app.ai.base import noted
from app.ai.tile_poker import Analysis, wins_now
from app.rules.game import Game, Move
from app.rules.poker_hands import RANK_BIT, RANK_INDEX, SUIT_BIT
from app.rules.tile_poker import (
    BlindPlace, Draw, Pass, Place, PlaceBlindTile, Swap, View, cell_key, key_cell, partial_points,
)


def with_tile(p: tuple[int, int, int], code: int) -> tuple[int, int, int]:
    """A line partial measured through the candidate cell, with ``code`` put on that cell."""
    n, key, suits = p
    if n >= 5:
        return p
    return n, key + RANK_BIT[code], suits | SUIT_BIT[code]


class PoolBoard:
    """One decision's board seen through the pool: for every tile that may come out of the
    pool, its best placements now, so that the best after a candidate placement only needs
    the few cells that placement changes."""

    TOP = 12  # (value, cell) kept per tile: more than a placement can exclude

    def __init__(self, a: Analysis):
        self.a = a
        self.pool = a.pool
        self.tops: dict[int, list[tuple[int, int]]] = {}
        for u in a.pool:
            vals = [(a.points(k, u), k) for k in a.cells]
            vals.sort(key=lambda vk: -vk[0])
            self.tops[u] = vals[: self.TOP]
        self.best_now = {u: (t[0][0] if t else 0) for u, t in self.tops.items()}
        self.mean_now = sum(self.best_now.values()) / len(a.pool) if a.pool else 0.0

    def tile_after(self, excluded, entries_t, u: int) -> int:
        """Tile ``u``'s best points on the board after a placement (``entries_t``: the
        changed cells' partials with the placed tile already in them)."""
        best = 0
        for v, k in self.tops[u]:
            if k not in excluded:
                best = v
                break
        for tw, other in entries_t:
            v = partial_points(tw, u) + partial_points(other, u)
            if v > best:
                best = v
        return best

    def mean_after(self, excluded, entries_t, skip: int | None = None) -> float:
        """The expected best points of a random pool tile after a placement (``skip``: the
        placed tile itself, when it came from the pool)."""
        total = 0
        n = 0
        for u in self.pool:
            if u == skip:
                skip = None
                continue
            total += self.tile_after(excluded, entries_t, u)
            n += 1
        return total / n if n else 0.0


class ExpertAgent:
    """Plans one exchange ahead with both public hands and the pool's exact contents."""

    name = "expert"

    # points now count 1; the opponent's reply OPP; my own follow-up KEEP; tiles in hand
    # HAND * log(1 + n); a swap costs SWAP_COST
    OPP = 1.1
    KEEP = 0.45
    HAND = 6.5
    SWAP_COST = 0.4
    BLIND_SAMPLES = 40

    def __init__(self, game: Game, seed: int = 0):
        self.game = game
        self.rng = random.Random(seed)
        self._detail: dict | None = None  # explain(): the parts of each value, as they are made

    # -- evaluation -------------------------------------------------------------------------

    def _hand_bonus(self, size: int) -> float:
        return self.HAND * math.log1p(size)

    def _placement_values(self, a: Analysis, pb: PoolBoard, t: int, rest: Sequence[int],
                          order, from_pool: bool, hand_after: int | None):
        """(value, cell) of putting tile ``t`` on every legal cell."""
        out = []
        pool_left = len(pb.pool) - (1 if from_pool else 0)
        opp_hand = a.opp_hand
        for k in a.cells:
            pts = a.points(k, t)
            excluded, entries = a.after(k)
            entries_t = [(with_tile(th, t), other) for _e, th, other in entries]
            # the opponent: best of its hand, or a random pool tile
            opp = 0
            for kk in a.opp_order:
                if kk not in excluded:
                    opp = a.opp_val[kk]
                    break
            for tw, other in entries_t:
                for o in opp_hand:
                    v = partial_points(tw, o) + partial_points(other, o)
                    if v > opp:
                        opp = v
            pool_val = pb.mean_after(excluded, entries_t, t if from_pool else None) if pool_left else 0.0
            if pool_val > opp:
                opp = pool_val
            # me afterwards: the rest of my hand, or a random pool tile
            mine = 0
            for v, kk in order:
                if kk not in excluded:
                    mine = v
                    break
            for tw, other in entries_t:
                for o in rest:
                    v = partial_points(tw, o) + partial_points(other, o)
                    if v > mine:
                        mine = v
            if pool_val > mine:
                mine = pool_val
            val = pts - self.OPP * opp + self.KEEP * mine
            if self._detail is not None and not from_pool:
                self._detail[(t, k)] = (pts, opp, mine)
            if hand_after is not None:
                val += self._hand_bonus(hand_after) - self._hand_bonus(hand_after + 1)
            out.append((val, k))
        return out

    # -- one ply: every option valued ----------------------------------------------------------

    def rank(self, view: View, blind_samples: int) -> list[tuple[float, Move]]:
        """Every option of the player to move with its one-exchange value, best first: each
        placement (tile, cell), DRAW, one SWAP, BLIND PLACE (its expectation over
        ``blind_samples`` pool tiles) and PASS. In the blind phase: each cell for the
        turned-up tile."""
        me = view.to_move
        a = Analysis(view, me)
        pb = PoolBoard(a)
        options: list[tuple[float, Move]] = []
        if view.phase == "blind":
            for v, k in self._placement_values(a, pb, view.pending.code, a.hand, a.order_for(None), False, None):
                options.append((v, PlaceBlindTile(*key_cell(k))))
            options.sort(key=lambda vm: -vm[0])
            return options
        winning = wins_now(view, me)
        opp_hand_now = a.opp_val[a.opp_order[0]] if a.cells else 0
        opp_now = max(opp_hand_now, pb.mean_now) if a.pool else opp_hand_now
        my_now = max((max(v) for v in a.my_pts.values() if v), default=0)
        legal = view.legal
        for i, t in enumerate(a.hand):
            rest = a.hand[:i] + a.hand[i + 1:]
            card = view.hands[me][i]
            for v, k in self._placement_values(a, pb, t, rest, a.order_for(i), False, len(rest)):
                options.append((v, Place(card, *key_cell(k))))

        def pool_gain(current: int) -> float:
            if not a.pool:
                return float(current)
            return sum(max(current, v) for v in pb.best_now.values()) / len(a.pool)

        if self._detail is not None:
            self._detail["draw"] = (my_now, pool_gain(my_now))
        if Draw() in legal:
            options.append((-self.OPP * opp_now + self.KEEP * pool_gain(my_now)
                            + self._hand_bonus(len(a.hand) + 1) - self._hand_bonus(len(a.hand)), Draw()))
        if any(isinstance(m, Swap) for m in legal):
            worst_i = min(range(len(a.hand)), key=lambda i: (max(a.my_pts[k][i] for k in a.cells) if a.cells else 0, RANK_INDEX[a.hand[i]]))
            rest_best = max((max((v for j, v in enumerate(a.my_pts[k]) if j != worst_i), default=0) for k in a.cells), default=0)
            options.append((-self.OPP * opp_now + self.KEEP * pool_gain(rest_best) - self.SWAP_COST,
                            Swap(view.hands[me][worst_i])))
            if self._detail is not None:
                self._detail["swap"] = max((a.my_pts[k][worst_i] for k in a.cells), default=0)
        if BlindPlace() in legal and a.pool:
            sample = a.pool if len(a.pool) <= blind_samples else self.rng.sample(a.pool, blind_samples)
            order = a.order_for(None)
            total = 0.0
            points = 0
            for u in sample:
                vals = self._placement_values(a, pb, u, a.hand, order, True, None)
                v, k = max(vals, key=lambda vk: vk[0])
                total += v
                points += a.points(k, u)
            options.append((total / len(sample), BlindPlace()))
            if self._detail is not None:
                self._detail["blind"] = points / len(sample)
        pass_value = -self.OPP * opp_now + self.KEEP * my_now
        if not winning:
            pass_value -= 50.0
        options.append((pass_value, Pass()))
        options.sort(key=lambda vm: -vm[0])
        return options

    # -- decisions ----------------------------------------------------------------------------

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        me = view.to_move
        if self._ends_won(view, legal):
            return Pass()  # the opponent's turn was a pass: passing now ends the game, won
        ranked = self.rank(view, self.BLIND_SAMPLES)
        best = ranked[0][0]
        top = [m for v, m in ranked if v >= best - 1e-9]
        move = top[self.rng.randrange(len(top))]
        return move if move in legal else legal[0]

    @staticmethod
    def _ends_won(view: View, legal: Sequence[Move]) -> bool:
        me = view.to_move
        return view.phase != "blind" and view.streak >= 1 and wins_now(view, me) and Pass() in legal

    # -- the coach's values ------------------------------------------------------------------

    def values(self, view: View, legal: Sequence[Move]) -> tuple[Move, dict]:
        """The move ``choose`` makes and every option's one-exchange value as this player
        reckons it, in points (the points a placement makes now, less the reply it leaves,
        plus the follow-up it keeps: ``rank``), for the coach (app.ai.coach). Empty when the
        move is forced or the game ends won with a pass."""
        if len(legal) == 1 or self._ends_won(view, legal):
            return self.choose(view, legal), {}
        ranked = self.rank(view, self.BLIND_SAMPLES)
        best = ranked[0][0]
        top = [m for v, m in ranked if v >= best - 1e-9]
        move = top[self.rng.randrange(len(top))]
        values = {m: v for v, m in ranked if m in legal}
        return (move if move in legal else legal[0]), values

    # -- the hint's why ----------------------------------------------------------------------

    def explain(self, view: View, legal: Sequence[Move]) -> tuple[Move, dict]:
        """The move ``choose`` makes and the facts of its own evaluation behind it (a dict with
        a ``kind``): "place"/"build" a placement (``card``; ``points`` it scores now, as the
        rules score it; ``follow`` the best placement it keeps for this player's next turn;
        ``reply`` the best reply it leaves the opponent, both as the agent expects them;
        "place_safe"/"build_safe": the same, with no reply worth a point left),
        "draw" (``now`` the best placement of the hand; ``expect`` the expected best next
        turn with a drawn tile), "swap" (``card``; ``best`` its best points anywhere),
        "blind" (``expect`` the points a blind tile is expected to score), "end" (a pass
        that ends the game ahead by ``lead`` points), "end_tie" (level, won on the tie-break), "pass", "only" (the one legal move)."""
        me = view.to_move
        if self._ends_won(view, legal):
            lead = view.scores[me] - view.scores[1 - me]
            return Pass(), {"kind": "end", "lead": lead} if lead else {"kind": "end_tie"}
        move, detail = noted(self, "_detail", view, legal)
        if len(legal) == 1:
            return move, {"kind": "only"}
        if isinstance(move, (Place, PlaceBlindTile)):
            t = move.card.code if isinstance(move, Place) else view.pending.code
            pts, opp, mine = detail[(t, cell_key(move.x, move.y))]
            card = move.card if isinstance(move, Place) else view.pending
            kind = ("place" if pts else "build") + ("" if round(opp) else "_safe")
            facts = {"kind": kind, "card": card, "points": pts, "follow": round(mine), "reply": round(opp)}
            if not round(opp):
                del facts["reply"]
            return move, facts
        if isinstance(move, Draw):
            now, expect = detail["draw"]
            return move, {"kind": "draw", "now": now, "expect": round(expect, 1)}
        if isinstance(move, Swap):
            return move, {"kind": "swap", "card": move.card, "best": detail["swap"]}
        if isinstance(move, BlindPlace):
            return move, {"kind": "blind", "expect": round(detail["blind"], 1)}
        return move, {"kind": "pass"}


AGENTS = {"expert": lambda game, seed: ExpertAgent(game, seed)}
