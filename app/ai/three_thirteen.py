"""Computer players for Three Thirteen (levels random, easy, normal, hard; expert, in
app/ai/three_thirteen_expert.py, is registered here too).

All of them decide from their seat's view only: the own hand, the public discard pile, laid
melds and the cards other seats are known to hold (``view.known``). The cards they cannot
place ("unseen": in other hands or in the stock) are the shoe minus all of those.

- easy: draws the discard when it lowers the hand's best penalty right away, otherwise from
  the stock; discards the card that leaves the lowest penalty; goes out as soon as it can.
- normal: values the hand left after a discard by its expected penalty after one more
  stock draw and best discard, computed exactly over the unseen cards (each unseen copy
  equally likely), for the two discards with the lowest penalty now; always takes a wild,
  and takes another discard when the discard it would then make leaves a lower penalty
  (not merely the best discard: two players could otherwise pass the same cards back and
  forth for ever, never drawing from the stock).
- hard: the same measure for the three best discards; also takes the discard when the hand
  it leads to beats the expected result of a stock draw (a card that builds towards melds
  without lowering the penalty yet, nor raising it); on a last turn (TT-14) it compares the
  discard with the exact expected penalty after a stock draw.

Every level goes out as soon as it can: going out scores 0 and leaves the others a single
turn. Holding back for a safer moment was not tried, so no level does it.

The evaluation uses the rules module's solver on internal card codes (its code-level
functions), so that a hard decision stays within a few milliseconds. ``HandCodes`` and
``remove_card`` are shared with the expert (app/ai/three_thirteen_expert.py).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Sequence

from app.ai.base import RandomAgent
from app.rules.cards import Card
from app.rules.game import Game, Move
from app.rules.three_thirteen import GAME, Discard, DrawStock, GoOut, TakeDiscard
from app.rules.three_thirteen_melds import (
    CARD_CODE, best_after_discard_codes, deadwood_codes, draw_values, rank_value,
)


class HandCodes:
    """A hand as sorted natural codes + wild count, with the round's parameters (shared with
    the expert)."""

    __slots__ = ("wild", "high", "wv")

    def __init__(self, wild: str, aces: str):
        self.wild = wild
        self.high = aces == "low_or_high"
        self.wv = rank_value(wild)

    def split(self, hand: Sequence[Card]) -> tuple[tuple[int, ...], int]:
        nat = []
        k = 0
        w = self.wild
        for c in hand:
            if c.rank == w:
                k += 1
            else:
                nat.append(CARD_CODE[c])
        nat.sort()
        return tuple(nat), k

    def penalty(self, hand: Sequence[Card]) -> int:
        nat, k = self.split(hand)
        return deadwood_codes(nat, k, self.wv, self.high)

    def after_discard(self, hand: Sequence[Card], forbidden: Card | None = None) -> int:
        """Least penalty of h + 1 cards after the best discard."""
        nat, k = self.split(hand)
        fcode = None
        if forbidden is not None and any(c != forbidden for c in hand):
            if forbidden.rank != self.wild:
                fcode = CARD_CODE[forbidden]
            elif all(c == forbidden for c in hand if c.rank == self.wild):
                fcode = -1
        return best_after_discard_codes(nat, k, self.wv, self.high, fcode)

    def interacts(self, card: Card, hand: Sequence[Card]) -> bool:
        """Whether ``card`` could share a meld with a natural of ``hand`` (or is wild)."""
        if card.rank == self.wild:
            return True
        k = sum(1 for c in hand if c.rank == self.wild)
        gap = min(4, k + 1)
        r = card.low
        for c in hand:
            if c.rank == self.wild:
                continue
            if c.rank == card.rank:
                return True
            if c.suit == card.suit:
                d = abs(c.low - r)
                if d <= gap or (self.high and min(c.low, r) == 1 and 14 - max(c.low, r) <= gap):
                    return True
        return False


def remove_card(hand: Sequence[Card], card: Card) -> tuple[Card, ...]:
    """``hand`` without one copy of ``card``."""
    i = list(hand).index(card)
    return tuple(hand[:i]) + tuple(hand[i + 1:])


class EasyAgent:
    """Greedy on the hand's penalty right now."""

    name = "easy"

    def __init__(self, game: Game, seed: int = 0):
        self.game = game
        self.rng = random.Random(seed)

    # --------------------------------------------------------------- shared helpers

    def _setup(self, view):
        self.h = HandCodes(view.wild, view.opt("aces"))
        self.aces = view.opt("aces")
        self._ecache = {}

    def _forbid(self, view) -> bool:
        return view.opt("return_discard") == "forbidden"

    def choose(self, view: Any, legal: Sequence[Move]) -> Move:
        if len(legal) == 1:
            return legal[0]
        self._setup(view)
        if view.phase == "draw":
            return self.draw(view, legal)
        outs = [m for m in legal if isinstance(m, GoOut)]
        if outs:
            return self.go_out(view, outs)
        return self.discard(view, [m for m in legal if isinstance(m, Discard)])

    def go_out(self, view, outs: Sequence[GoOut]) -> Move:
        # any going-out discard scores 0; give away the card least likely to help the next
        # player: the highest one
        return max(outs, key=lambda m: (rank_value(m.card.rank, self.aces), -outs.index(m)))

    def _ranked_discards(self, view, moves: Sequence[Discard]) -> list[tuple[int, int, Discard]]:
        out = []
        for i, m in enumerate(moves):
            rest = remove_card(view.hand, m.card)
            out.append((self.h.penalty(rest), -rank_value(m.card.rank, self.aces), i, m))
        out.sort(key=lambda t: t[:3])
        return out

    # --------------------------------------------------------------- easy's policy

    def draw(self, view, legal: Sequence[Move]) -> Move:
        take = TakeDiscard() in legal
        if not take:
            return legal[0]
        if DrawStock() not in legal:
            return TakeDiscard()
        top = view.discard_top
        forb = top if self._forbid(view) else None
        if self.h.after_discard(view.hand + (top,), forb) < self.h.penalty(view.hand):
            return TakeDiscard()
        return DrawStock()

    def discard(self, view, moves: Sequence[Discard]) -> Move:
        return self._ranked_discards(view, moves)[0][-1]


class NormalAgent(EasyAgent):
    """Discards by the expected penalty after one more stock draw (exact over the unseen
    cards, for the two most promising discards); draws like easy, but always takes a wild."""

    name = "normal"
    candidates = 2

    def _unseen(self, view) -> Counter:
        return Counter(GAME.unseen(view))

    def _expect(self, hand: tuple[Card, ...], unseen: Counter, total: int) -> float:
        """Expected penalty after one more stock draw (a card from ``unseen``, each copy
        equally likely) and the best discard; exact over the given cards."""
        nat, k = self.h.split(hand)
        key = (nat, k, id(unseen))
        got = self._ecache.get(key)
        if got is not None:
            return got
        base = deadwood_codes(nat, k, self.h.wv, self.h.high)
        if base == 0 or total == 0:
            self._ecache[key] = float(base)
            return float(base)
        wild = self.h.wild
        codes, counts, wild_n = [], [], 0
        for u, n in unseen.items():
            if u.rank == wild:
                wild_n += n
            else:
                codes.append(CARD_CODE[u])
                counts.append(n)
        acc = 0
        for v, n in zip(draw_values(nat, k, self.h.wv, self.h.high, codes), counts):
            acc += n * (v if v < base else base)
        if wild_n:
            v = best_after_discard_codes(nat, k + 1, self.h.wv, self.h.high, None)
            acc += wild_n * (v if v < base else base)
        got = acc / total
        self._ecache[key] = got
        return got

    def _pool(self, view) -> tuple[Counter, int]:
        unseen = self._unseen(view)
        return unseen, sum(unseen.values())

    def _score(self, hand, pool, total) -> float:
        return self._expect(hand, pool, total)

    def _best_discards(self, view, hand, moves, pool, total):
        ranked = []
        for i, m in enumerate(moves):
            rest = remove_card(hand, m.card)
            ranked.append((self.h.penalty(rest), -rank_value(m.card.rank, self.aces), i, m, rest))
        ranked.sort(key=lambda t: t[:3])
        lowest = ranked[0][0]
        cands = [t for t in ranked if t[0] <= lowest + 10][: self.candidates]
        scored = [(self._score(t[4], pool, total), t[0], t[1], t[2], t[3]) for t in cands]
        scored.sort(key=lambda t: t[:4])
        return scored

    def discard(self, view, moves: Sequence[Discard]) -> Move:
        if view.final_turn:
            return super().discard(view, moves)
        pool, total = self._pool(view)
        return self._best_discards(view, view.hand, moves, pool, total)[0][-1]

    def _kept_penalty(self, view, full, forb, pool, total) -> int:
        """The penalty left once this player makes the discard it would make from ``full``
        (not always the one with the lowest penalty now: it looks one draw ahead)."""
        moves = [Discard(c) for c in dict.fromkeys(full) if c != forb] or [Discard(full[0])]
        return self._best_discards(view, full, moves, pool, total)[0][1]

    def draw(self, view, legal: Sequence[Move]) -> Move:
        if TakeDiscard() not in legal or DrawStock() not in legal:
            return legal[0]
        top = view.discard_top
        if top.rank == view.wild:
            return TakeDiscard()
        # Take the discard only when the discard this player then makes leaves a lower
        # penalty: with "lowers it after the best discard" alone, two players can pass the
        # same few cards back and forth for ever, never drawing from the stock.
        forb = top if self._forbid(view) else None
        full = view.hand + (top,)
        if self.h.after_discard(full, forb) >= self.h.penalty(view.hand):
            return DrawStock()
        pool, total = self._pool(view)
        if self._kept_penalty(view, full, forb, pool, total) < self.h.penalty(view.hand):
            return TakeDiscard()
        return DrawStock()


class HardAgent(NormalAgent):
    """The one-draw look-ahead computed exactly over every unseen card."""

    name = "hard"
    candidates = 3

    def draw(self, view, legal: Sequence[Move]) -> Move:
        if TakeDiscard() not in legal or DrawStock() not in legal:
            return legal[0]
        if view.discard_top.rank == view.wild:
            return TakeDiscard()
        top = view.discard_top
        hand = view.hand
        forb = top if self._forbid(view) else None
        if view.final_turn:
            return self._last_draw(view, hand, top, forb)
        now = self.h.penalty(hand)
        full = hand + (top,)
        lowers = self.h.after_discard(full, forb) < now
        if not lowers and not self.h.interacts(top, hand):
            return DrawStock()
        pool, total = self._pool(view)
        moves = [Discard(c) for c in dict.fromkeys(full) if c != forb]
        best = self._best_discards(view, full, moves, pool, total)[0]
        # (see NormalAgent.draw: a take that lowers the penalty must lower it after the
        # discard actually made, or two players can pass cards back and forth for ever)
        if lowers and best[1] < now:
            return TakeDiscard()
        stay = self._score(hand, pool, total)
        stock_value = 2 * stay - now  # a stock draw improves about as much as it is expected to
        return TakeDiscard() if best[0] < stock_value and best[1] <= now else DrawStock()

    def _last_draw(self, view, hand, top, forb) -> Move:
        # a last turn: the discard against the exact expected result of a stock draw
        pool, total = self._pool(view)
        take = self.h.after_discard(hand + (top,), forb)
        return TakeDiscard() if take < self._expect(hand, pool, total) else DrawStock()


AGENTS = {
    "random": lambda game, seed: RandomAgent(game, seed),
    "easy": lambda game, seed: EasyAgent(game, seed),
    "normal": lambda game, seed: NormalAgent(game, seed),
    "hard": lambda game, seed: HardAgent(game, seed),
}  # the expert builds on these, in its own module (app.ai.three_thirteen_expert.AGENTS)


def random_beginner(view, legal: Sequence[Move], rng: random.Random) -> Move:
    """Three Thirteen at random, as a beginner plays it (the soak's random player: see the
    descriptor's ``soak_player``): goes out whenever it can, and otherwise discards one of
    the cards its best melds leave over (any card when none is left over); draws from either
    pile at random. Played uniformly, the game almost never goes out (each round runs to the
    end of the stock: some 3,000 moves a game, and the going-out rules barely tested); this
    player goes out in most rounds (about 600 moves)."""
    from app.rules.three_thirteen import Discard, GoOut

    outs = [m for m in legal if type(m) is GoOut]
    if outs:
        return outs[rng.randrange(len(outs))]
    discards = [m for m in legal if type(m) is Discard]
    if discards:
        loose = set(view.hand_melds.leftover) if view.hand_melds is not None else set()
        pick = [m for m in discards if m.card in loose] or discards
        return pick[rng.randrange(len(pick))]
    return legal[rng.randrange(len(legal))]
