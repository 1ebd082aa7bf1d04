"""Computer players and analysis for Three By Three.

- ``HintAgent`` ("hint", also "autoplay"; "expert" uses four times the samples): from a
  view only, samples the unseen cards consistently with it (determinisation), plays every
  sample out from each legal move with a fast greedy player on the solver's encoding, and
  picks the legal move whose mean final score over the samples is lowest. The same figures
  are what the UI's hint button shows (``suggest``).
- ``GreedyAgent`` ("greedy"): a cheap one-step heuristic (keep plays open, take from the
  deeper piles first, never waste a joker), a baseline between random and hint.
- "random": a uniformly random legal move.
- ``ClairvoyantAgent`` ("clairvoyant"): the reference for statistics, not a player to offer
  at a table. The simulator shows it the whole state (``clairvoyant = True``, see
  app/ai/base.py), and it plays a move that keeps the best score the deal still allows, so
  its final score is ``best_score`` of the deal.
- ``analyse_deal``: after a game, the best score the deal allowed and the point of no return
  (the first move after which that best could no longer be reached).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, Sequence

from app.ai.base import RandomAgent
from app.rules.cards import Card
from app.rules.game import Game, Move
from app.rules.three_by_three import (
    CORNERS, GAME, PILE_INDEX, Centre, Edge, Joker, Place, Table, View, table_apply,
    table_from_deck, table_from_view,
)
from app.rules.three_by_three_solver import (
    CENTRE_OPEN, CORNER_DIGITS, CORNER_EDGES, CORNER_JOKERS, CORNER_PLACE, CREDIT_ONE, JOKER_CODE,
    PILE_MASK, PILE_SHIFTS, Solver, face_down_count, solver_for, suit_code,
)

__all__ = [
    "AGENTS", "HintAgent", "GreedyAgent", "suggest", "analyse_deal", "analyse_state",
    "DealAnalysis",
]

DEFAULT_SAMPLES = 48


# ----------------------------------------------------------------------------- rollouts
#
# A fast greedy player on the solver's encoding (see app.rules.three_by_three_solver),
# used to play out each determinised sample. It only uses what a player could see: pile
# depths, the corners, and each card once it is turned up.


def _depth(v: int) -> int:
    n = 0
    while v > 1:
        n += 1
        v //= 5
    return n


def _open(P: int, c: int, free: bool) -> int:
    """A score for the plays open with corners ``c``: each counts 1 + its pile depth."""
    n = 0
    for k, a, b, sh in CORNER_EDGES[c]:
        v = (P >> sh) & PILE_MASK
        if v > 1:
            n += 1 + _depth(v)
    if CENTRE_OPEN[c]:
        v = (P >> PILE_SHIFTS[2]) & PILE_MASK
        if v > 1:
            n += 1 + _depth(v)
    return n


def _place(P: int, c: int, cr: int, x: int, allowed: Sequence[int], kept: bool) -> tuple[int, int]:
    dg = CORNER_DIGITS[c]
    best = None
    for d in allowed:
        c2 = c + (x - dg[d]) * CORNER_PLACE[d]
        key = (dg[d] == JOKER_CODE, -_open(P, c2, False), d)
        if best is None or key < best[0]:
            best = (key, c2, d)
    _, c2, d = best
    if kept and dg[d] == JOKER_CODE:
        cr += CREDIT_ONE[d]
    return c2, cr


def rollout(sv: Solver, r: int, P: int, c: int, cr: int,
            pending: int | None = None, allowed: Sequence[int] = ()) -> int:
    """The final score of the greedy player from an encoded state (``pending``: the code of
    a turned-up card waiting for PLACE, ``allowed`` its corners 0..3)."""
    kept = sv.kept
    if pending is not None:
        c, cr = _place(P, c, cr, pending, allowed, kept)
    sc = PILE_SHIFTS[2]
    while True:
        best = None
        bestd = -1
        for k, a, b, sh in CORNER_EDGES[c]:
            v = (P >> sh) & PILE_MASK
            if v > 1:
                d = _depth(v)
                if d > bestd:
                    best, bestd = (sh, (a, b)), d
        if CENTRE_OPEN[c]:
            v = (P >> sc) & PILE_MASK
            if v > 1 and _depth(v) > bestd:
                best = (sc, (0, 1, 2, 3))
        if best is not None:
            sh, allowed = best
            v = (P >> sh) & PILE_MASK
            P -= (v - v // 5) << sh
            c, cr = _place(P, c, cr, v % 5, allowed, kept)
            continue
        dg = CORNER_DIGITS[c]
        free = [j for j in range(4) if dg[j] == JOKER_CODE or (kept and (cr >> (2 * j)) & 3)]
        if free:
            sh_best, d_best = None, 0
            for sh in PILE_SHIFTS:
                d = _depth((P >> sh) & PILE_MASK)
                if d > d_best:
                    sh_best, d_best = sh, d
            if sh_best is not None:
                j = free[0]
                if dg[j] != JOKER_CODE:
                    cr -= CREDIT_ONE[j]
                v = (P >> sh_best) & PILE_MASK
                P -= (v - v // 5) << sh_best
                c += (v % 5 - dg[j]) * CORNER_PLACE[j]
                continue
        if r == 5:
            return face_down_count(P)
        if kept:
            for j in CORNER_JOKERS[c]:
                cr += CREDIT_ONE[j]
        r, P, c, cr = sv.dealt(r, P, cr)


def _rollout_table(sv: Solver, t: Table) -> int:
    if t.over:
        return t.face_down
    if t.pending is None:
        return rollout(sv, *sv.encode(t))
    # encode with the pending card's corner set aside
    r, P, c, cr = sv.encode(t)
    return rollout(sv, r, P, c, cr, sv.codes[t.pending], [CORNERS.index(a) for a in t.allowed])


def suggest(view: View, samples: int = DEFAULT_SAMPLES, rng: random.Random | None = None,
            ) -> list[tuple[Move, float]]:
    """The legal moves of ``view`` with their estimated final score, best first.

    Each of ``samples`` determinisations (the unseen cards dealt at random, consistently with
    the view) is played out from every legal move by the greedy player; the estimate is the
    mean final score. Ties keep the rules' move order."""
    legal = list(view.legal)
    if not legal:
        return []
    if len(legal) == 1:
        return [(legal[0], float("nan"))]
    rng = rng or random.Random(0)
    kept = view.joker_credit == "kept"
    totals = [0.0] * len(legal)
    for _ in range(samples):
        t = table_from_view(view, rng)
        sv = Solver([suit_code(c) for c in t.deck], kept)
        for i, m in enumerate(legal):
            totals[i] += _rollout_table(sv, table_apply(t, m, view.joker_credit))
    ranked = sorted(range(len(legal)), key=lambda i: (totals[i], i))
    return [(legal[i], totals[i] / samples) for i in ranked]


class HintAgent:
    """Plays the move ``suggest`` ranks first (the autoplay/demo player)."""

    name = "hint"

    def __init__(self, game: Game = GAME, seed: int = 0, samples: int = DEFAULT_SAMPLES):
        self.game = game
        self.rng = random.Random(seed)
        self.samples = samples

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        return self.explain(view, legal)[0]

    def explain(self, view: View, legal: Sequence[Move]) -> tuple[Move, dict]:
        """The move ``choose`` plays and why: ``{"only": True}`` for the only play, else
        ``{"expect": x}``, the mean final score (cards face down) its samples expect."""
        if len(legal) == 1:
            return legal[0], {"only": True}
        if tuple(legal) != tuple(view.legal):
            view = _with_legal(view, tuple(legal))
        move, expect = suggest(view, self.samples, self.rng)[0]
        return move, {"expect": expect}


    def values(self, view: View, legal: Sequence[Move]) -> tuple[Move, dict]:
        """The move ``choose`` plays and every legal move's value for the coach (app.ai.coach):
        minus the mean final score (cards left face down) its samples expect after it."""
        if len(legal) == 1:
            return legal[0], {}
        if tuple(legal) != tuple(view.legal):
            view = _with_legal(view, tuple(legal))
        ranked = suggest(view, self.samples, self.rng)
        return ranked[0][0], {m: -x for m, x in ranked}


def _with_legal(view: View, legal: tuple[Move, ...]) -> View:
    return replace(view, legal=legal)


# ----------------------------------------------------------------------------- greedy


def _shows(card: Card | None) -> str | None:
    return None if card is None or card.is_joker else card.suit


def _plays_after(view: View, corner: str, card: Card) -> int:
    """How many EDGE/CENTRE plays would be open if ``card`` lay on ``corner``."""
    tops = list(view.tops)
    tops[PILE_INDEX[corner]] = card
    down = view.face_down
    n = 0
    for e, (a, b) in ((1, (0, 2)), (3, (0, 6)), (5, (2, 8)), (7, (6, 8))):
        if down[e] and _shows(tops[a]) is not None and _shows(tops[a]) == _shows(tops[b]):
            n += 1 + down[e]
    if down[4] and any(_shows(tops[a]) is not None and _shows(tops[a]) == _shows(tops[b])
                       for a, b in ((0, 8), (2, 6))):
        n += 1 + down[4]
    return n


class GreedyAgent:
    """One-step heuristic from the view: place a card where it leaves the most plays open
    (and never on a joker with an unused free play if avoidable); play from the deeper
    piles first; use free plays last, on the deepest pile."""

    name = "greedy"

    def __init__(self, game: Game = GAME, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        if len(legal) == 1:
            return legal[0]
        down = view.face_down

        def score(m: Move) -> tuple:
            if isinstance(m, Place):
                warn = m.corner in view.warn_corners
                return (warn, -_plays_after(view, m.corner, view.pending))
            if isinstance(m, Edge):
                return (0, -down[PILE_INDEX[m.edge]])
            if isinstance(m, Centre):
                return (0, -down[4])
            if isinstance(m, Joker):
                return (1, -down[PILE_INDEX[m.pile]])
            return (2, 0)

        return min(legal, key=score)


class ClairvoyantAgent:
    """Sees every card (the simulator calls ``see(state)`` before each choice) and plays a
    move that keeps the best reachable final score, by the exact solver."""

    name = "clairvoyant"
    clairvoyant = True

    def __init__(self, game: Game, seed: int = 0):
        self.game = game
        self._state = None
        self._solver: Solver | None = None

    def see(self, state) -> None:
        self._state = state

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        if self._state is None:
            raise ValueError("the clairvoyant player needs the whole state: call see(state) first")
        table = self._state.tables[view.seat]
        if self._solver is None or self._solver.codes != [suit_code(c) for c in table.deck]:
            self._solver = solver_for(table.deck, view.joker_credit)
        return self._solver.best_move(table)  # the first of the best, in the rules' order


AGENTS: dict[str, Any] = {
    "random": lambda game, seed: RandomAgent(game, seed),
    "greedy": lambda game, seed: GreedyAgent(game, seed),
    "hint": lambda game, seed: HintAgent(game, seed),
    "autoplay": lambda game, seed: HintAgent(game, seed),
    # the same player with four times the samples: stronger, still well inside a hint's
    # time budget (see bench/bench_three_by_three.py)
    "expert": lambda game, seed: HintAgent(game, seed, samples=4 * DEFAULT_SAMPLES),
    "clairvoyant": lambda game, seed: ClairvoyantAgent(game, seed),
}


# ----------------------------------------------------------------------------- analysis


@dataclass(frozen=True)
class DealAnalysis:
    """``best``: the best final score the deal allowed (best_score). ``final``: the score
    reached (None if the game is not over). ``after[i]``: the best score still reachable
    after move i. ``point_of_no_return``: the index of the first move after which ``best``
    could no longer be reached (None if it never happened), ``move`` that move and
    ``round`` the round it was made in."""

    best: int
    final: int | None
    after: tuple[int, ...]
    point_of_no_return: int | None
    move: Move | None
    round: int | None

    @property
    def text(self) -> str:
        if self.point_of_no_return is None:
            if self.final is not None and self.final == self.best:
                return f"Perfect: {self.best} was the best this deal allowed."
            return f"This deal allowed {self.best}; you were still on course for it."
        return (f"This deal allowed {self.best}. Move {self.point_of_no_return + 1} "
                f"(round {self.round}) was the point of no return: after it the best left "
                f"was {self.after[self.point_of_no_return]}.")


def analyse_deal(deck: Sequence[Card | str], moves: Sequence[Move],
                 joker_credit: str = "lost") -> DealAnalysis:
    """Replay ``moves`` on ``deck`` and find where the best reachable score got worse."""
    table = table_from_deck(deck, joker_credit)
    sv = solver_for(table.deck, joker_credit)
    best = sv.table_value(table)
    after = []
    pnr = None
    rnd = None
    for i, m in enumerate(moves):
        r = table.round
        table = table_apply(table, m, joker_credit)
        v = sv.table_value(table)
        after.append(v)
        if pnr is None and v > best:
            pnr, rnd = i, r
    return DealAnalysis(best=best, final=table.face_down if table.over else None,
                        after=tuple(after), point_of_no_return=pnr,
                        move=None if pnr is None else moves[pnr], round=rnd)


def analyse_state(state, seat: int = 0) -> DealAnalysis:
    """``analyse_deal`` for one seat's table of a game state (finished or not)."""
    t = state.tables[seat]
    return analyse_deal(t.deck, t.moves, state.joker_credit)
