"""Three Thirteen's expert computer player.

It decides from its seat's view only, like the other levels (app/ai/three_thirteen.py):
the cards it cannot place ("unseen": in other hands or in the stock) are the shoe minus its
hand, the discard pile, laid melds and the cards others are known to hold (``view.known``:
taken from the discard pile and not discarded since). Each unseen copy is taken as equally
likely to be the next stock card.

How it plays:

- Two draws ahead. Hard values a hand by its expected penalty after one more stock draw and
  the best discard (``F``, exact over the unseen cards). The expert also looks one draw
  further: ``G = F * F / penalty`` takes the hand kept after that draw to improve on its
  penalty in the proportion this hand does (so a hand whose draws help a lot is worth more
  than its penalty alone says). It values a hand as ``q * F + (1 - q) * G``, where ``q`` is
  the chance that an opponent goes out before its next turn (then only its last turn is
  left, and ``F`` is exactly that turn's expected result). ``q`` grows with the turns played
  this round (counted from the stock drawn and the cards taken from the discard pile) and
  with the number of opponents, and is 1 when the stock ends the round first
  (``stock_out=end_round``): early in a round it builds towards melds, late it cuts its
  penalty. It weighs the three discards that leave the lowest penalty (within 12 points).
- Counting cards: the unseen pool leaves out every card seen (the discard pile, laid melds,
  cards others took from the pile); a card the next player took from the pile says what they
  collect. A discard of the same rank as such a card, or of the same suit within two ranks
  of it, or a wild, "feeds" the next player (the only one who can take it) and is weighed
  with a cost in points.
- Draw: takes a wild; otherwise takes the discard when the best hand it then keeps,
  valued one draw ahead, beats the expected value of a stock draw two draws ahead (both
  measure the hand after this turn and the next draw), and also lowers that hand's value
  (so two players can never pass the same cards back and forth for ever).
- Going out: always as soon as it can (0 is the least a round can cost, and rounds are
  scored separately), discarding the card that feeds the next player least; on a last turn
  (TT-14) it takes the discard against the exact expected stock draw and makes the discard
  that leaves the lowest penalty.

The work is bounded by counts (three candidate discards, the 52 card codes), never by time; no
randomness is needed, so the same view always gives the same decision. Hand values that do
not depend on the pool (the penalty after each possible draw) are cached per agent, with a
bound on the entries.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Sequence

from app.ai.three_thirteen import HandCodes, remove_card
from app.rules.cards import Card
from app.rules.game import Game, Move
from app.rules.three_thirteen import GAME, Discard, DrawStock, GoOut, TakeDiscard, decks_for
from app.rules.three_thirteen_melds import (
    CARD_CODE, best_after_discard_codes, deadwood_codes, draw_values, rank_value,
)

CACHE_LIMIT = 4_000  # hand entries kept per agent (about 0.6 kB each); emptied each round


class ExpertAgent:
    """Two-draw look-ahead weighted by the chance the round ends, with card counting and a
    cost for discards that feed the next player."""

    name = "expert"

    def __init__(self, game: Game, seed: int = 0, *, candidates: int = 3, margin: int = 12,
                 feed_rank: float = 2.0, feed_suit: float = 1.5, feed_wild: float = 8.0,
                 hazard0: float = 0.01, hazard_step: float = 0.025, hazard_cap: float = 0.3,
                 take_margin: float = 0.0):
        self.game = game
        self.rng = random.Random(seed)  # (decisions need none; kept for the factory protocol)
        self.candidates = candidates
        self.margin = margin
        self.feed_rank = feed_rank
        self.feed_suit = feed_suit
        self.feed_wild = feed_wild
        self.hazard0 = hazard0
        self.hazard_step = hazard_step
        self.hazard_cap = hazard_cap
        self.take_margin = take_margin
        self._vals: dict = {}

    # ------------------------------------------------------------------ entry point

    def choose(self, view: Any, legal: Sequence[Move]) -> Move:
        return self._decide(view, legal, None)

    def explain(self, view: Any, legal: Sequence[Move]) -> tuple[Move, dict]:
        """The move ``choose`` makes and the facts of its own evaluation behind it (a dict with
        a ``kind``; penalties are the points left unmatched, as the rules count them; the
        expected ones are its measure one draw ahead, ``F``, rounded). Draw phase:
        "take_wild" (``card``), "take" (``card``; ``now``, ``after``: the expected penalty
        without and with it), "take_last" / "stock_last" (``card``; ``penalty`` after taking
        it, ``expect`` after a stock draw), "stock_idle" (``card`` joins nothing and lowers
        nothing), "stock_no_gain" (``card``; ``now``, ``after``), "stock_better" (``card``;
        ``after``; ``stock`` the stock's value two draws ahead). Discard: "go_out"
        (``card``), "last" (``card``; ``penalty`` left), "discard_saves" (``card``,
        ``penalty`` left, ``other`` the next best discard and ``saved`` the points it would
        cost more), "discard" (``card``, ``penalty``, ``expect`` after the next draw).
        "only": the one legal move."""
        why: dict = {}
        move = self._decide(view, legal, why)
        return move, why or {"kind": "only"}

    def values(self, view: Any, legal: Sequence[Move]) -> tuple[Move, dict]:
        """The move ``choose`` makes and every move's value for the coach (app.ai.coach), in
        points left unmatched (minus them: higher is better). A discard: the points it leaves
        unmatched, as the rules count them (going out leaves none). A draw: the points it
        expects to leave unmatched, measured as it chooses its draw (``_draw``): on a last
        turn (TT-14) after this turn (taking: the best discard then, exactly; the stock: the
        exact expectation over the unseen cards, ``F``); otherwise after this turn and the
        next draw (taking: ``F`` of the hand it would keep; the stock: ``G``, two draws
        ahead). A move it would not make can never be valued above its own draw by more than
        nothing: it takes only when taking is worth more (a wild is always taken, valued the
        same way)."""
        move = self._decide(view, legal, None)
        if len(legal) == 1:
            return move, {}
        if view.phase == "draw":
            return move, self._draw_values(view, legal)
        return move, {m: (0 if isinstance(m, GoOut) else -self.h.penalty(remove_card(view.hand, m.card)))
                      for m in legal if isinstance(m, (Discard, GoOut))}

    def _draw_values(self, view: Any, legal: Sequence[Move]) -> dict:
        """The draws' values (``values``): minus the points each is expected to leave."""
        if TakeDiscard() not in legal or DrawStock() not in legal:
            return {}
        self._setup(view)
        hand, top = view.hand, view.discard_top
        forb = top if view.opt("return_discard") == "forbidden" else None
        nat, k = self.h.split(hand)
        if view.final_turn:
            return {TakeDiscard(): -float(self.h.after_discard(hand + (top,), forb)),
                    DrawStock(): -self._f(nat, k)}
        full = hand + (top,)
        moves = [Discard(c) for c in dict.fromkeys(full) if c != forb] or [Discard(full[0])]
        q = self.q
        self.q = self._hazard(view, 1)
        kept = self._discard(view, full, moves)[2]
        self.q = q
        return {TakeDiscard(): -self._f(*self.h.split(kept)), DrawStock(): -self._g(nat, k)}

    def _decide(self, view: Any, legal: Sequence[Move], why: dict | None) -> Move:
        """``choose``; ``why`` (a dict, or None) is filled with the facts behind the move."""
        if len(legal) == 1:
            return legal[0]
        self._setup(view)
        if view.phase == "draw":
            return self._draw(view, legal, why)
        outs = [m for m in legal if isinstance(m, GoOut)]
        if outs:
            m = min(outs, key=lambda m: (self._feed(m.card), -self._value(m.card), outs.index(m)))
            if why is not None:
                why.update(kind="go_out", card=m.card)
            return m
        moves = [m for m in legal if isinstance(m, Discard)]
        if view.final_turn:
            m = min(moves, key=lambda m: (self.h.penalty(remove_card(view.hand, m.card)),
                                          -self._value(m.card), moves.index(m)))
            if why is not None:
                why.update(kind="last", card=m.card, penalty=self.h.penalty(remove_card(view.hand, m.card)))
            return m
        return self._discard(view, view.hand, moves, why)[1]

    # ------------------------------------------------------------------ the position

    def _setup(self, view) -> None:
        self.aces = view.opt("aces")
        self.h = HandCodes(view.wild, self.aces)
        self.wv = self.h.wv
        self.high = self.h.high
        key = (view.wild, self.aces)
        if getattr(self, "_round_key", None) != key or len(self._vals) > CACHE_LIMIT:
            self._vals.clear()
            self._round_key = key
        self.wild_codes = frozenset(CARD_CODE[c] for c in CARD_CODE if c.rank == view.wild)
        self.naturals = tuple(c for c in range(52) if c not in self.wild_codes)
        unseen = Counter(GAME.unseen(view))
        self.wild_n = sum(n for c, n in unseen.items() if c.rank == view.wild)
        self.pool = [(CARD_CODE[c], n) for c, n in sorted(unseen.items(), key=lambda t: CARD_CODE[t[0]])
                     if c.rank != view.wild]
        self.total = sum(unseen.values())
        self.q = self._hazard(view)
        self.feeds = self._feed_table(view)
        self._fcache = {}

    def _value(self, card: Card) -> int:
        return rank_value(card.rank, self.aces)

    def _hazard(self, view, taken_now: int = 0) -> float:
        """Chance that some opponent goes out before this seat's next turn (``taken_now``:
        a card taken from the discard pile since ``view``)."""
        n = view.players
        start_stock = 52 * decks_for(n) - n * view.hand_size - 1
        drawn = start_stock - view.stock_size
        if drawn < 0:  # the stock was made again from the discards: a long round
            drawn = start_stock
        taken = sum(len(k) for k in view.known) + taken_now
        turns = (drawn + taken) / n
        if view.opt("stock_out") == "end_round" and view.stock_size + taken_now < n:
            return 1.0  # the stock runs out before this seat's next turn: the round ends
        p = min(self.hazard_cap, self.hazard0 + self.hazard_step * turns)
        return 1.0 - (1.0 - p) ** (n - 1)

    def _feed_table(self, view) -> dict:
        """rank/suit -> what the next player is known to collect."""
        nxt = (view.seat + 1) % view.players
        held = [c for c in view.known[nxt] if c.rank != view.wild]
        return {"ranks": {c.rank for c in held}, "suited": [(c.suit, c.low) for c in held]}

    def _feed(self, card: Card) -> float:
        """Cost in points of giving ``card`` to the next player."""
        if card.rank == self.h.wild:
            return self.feed_wild
        cost = 0.0
        if card.rank in self.feeds["ranks"]:
            cost += self.feed_rank
        r = card.low
        for s, lo in self.feeds["suited"]:
            if s == card.suit and 0 < abs(lo - r) <= 2:
                cost += self.feed_suit
                break
        return cost

    # ------------------------------------------------------------------ hand values

    def _draws(self, nat: tuple[int, ...], k: int):
        """(penalty, penalty after each natural draw by code, after a wild draw): each the
        least after the best discard. Independent of the pool, so cached across turns."""
        key = (nat, k)
        got = self._vals.get(key)
        if got is None:
            base = deadwood_codes(nat, k, self.wv, self.high)
            vals = [base] * 52
            if base:
                for c, v in zip(self.naturals, draw_values(nat, k, self.wv, self.high, self.naturals)):
                    vals[c] = v
                vw = best_after_discard_codes(nat, k + 1, self.wv, self.high, None)
            else:
                vw = 0
            got = (base, vals, vw)
            self._vals[key] = got
        return got

    def _f(self, nat: tuple[int, ...], k: int) -> float:
        """Expected penalty after one more stock draw and the best discard (hard's measure)."""
        key = (nat, k)
        got = self._fcache.get(key)
        if got is not None:
            return got
        base, vals, vw = self._draws(nat, k)
        if base == 0 or not self.total:
            got = float(base)
        else:
            acc = 0
            for c, n in self.pool:
                v = vals[c]
                acc += n * v
            acc += self.wild_n * vw
            got = acc / self.total
        self._fcache[key] = got
        return got

    def _g(self, nat: tuple[int, ...], k: int) -> float:
        """Two draws ahead: the expected ``F`` of the hand kept after one more stock draw,
        taking the kept hand to improve on its penalty in the proportion this hand does
        (``F / penalty``): ``F * F / penalty``. (Valuing the kept hands exactly, draw by
        draw, cost ten times as much and played no better in trials.)"""
        base = deadwood_codes(nat, k, self.wv, self.high)
        if base == 0:
            return 0.0
        f = self._f(nat, k)
        return f * f / base

    def _w(self, nat, k) -> float:
        q = self.q
        return q * self._f(nat, k) + (1.0 - q) * self._g(nat, k)

    # ------------------------------------------------------------------ decisions

    def _ranked(self, hand, moves):
        ranked = []
        for i, m in enumerate(moves):
            rest = remove_card(hand, m.card)
            ranked.append((self.h.penalty(rest), -self._value(m.card), i, m, rest))
        ranked.sort(key=lambda t: t[:3])
        lowest = ranked[0][0]
        return [t for t in ranked if t[0] <= lowest + self.margin][: self.candidates]

    def _discard(self, view, hand, moves, why: dict | None = None):
        """(score, move, kept hand) of the best discard from ``hand`` (h + 1 cards); ``why``
        (a dict, or None) gets the facts behind it (``explain``)."""
        items = []
        for pen, negv, i, m, rest in self._ranked(hand, moves):
            nat, k = self.h.split(rest)
            score = self._w(nat, k) + self._feed(m.card)
            items.append((score, pen, negv, i, m, rest))
        items.sort(key=lambda item: item[:4])
        best = items[0]
        if why is not None:
            runner = next((it for it in items[1:] if it[4].card != best[4].card), None)
            if runner is not None and runner[1] > best[1]:
                why.update(kind="discard_saves", card=best[4].card, penalty=best[1],
                           other=runner[4].card, saved=runner[1] - best[1])
            else:
                why.update(kind="discard", card=best[4].card, penalty=best[1],
                           expect=round(self._f(*self.h.split(best[5])), 1))
        return best[0], best[4], best[5]

    def _draw(self, view, legal, why: dict | None = None) -> Move:
        if TakeDiscard() not in legal or DrawStock() not in legal:
            return legal[0]
        why = why if why is not None else {}
        top = view.discard_top
        if top.rank == view.wild:
            why.update(kind="take_wild", card=top)
            return TakeDiscard()
        hand = view.hand
        forb = top if view.opt("return_discard") == "forbidden" else None
        if view.final_turn:  # a last turn: the discard against the exact expected stock draw
            nat, k = self.h.split(hand)
            take = self.h.after_discard(hand + (top,), forb)
            stock = self._f(nat, k)
            why.update(kind="take_last" if take < stock else "stock_last", card=top, penalty=take,
                       expect=round(stock, 1))
            return TakeDiscard() if take < stock else DrawStock()
        full = hand + (top,)
        if self.h.after_discard(full, forb) >= self.h.penalty(hand) and not self.h.interacts(top, hand):
            why.update(kind="stock_idle", card=top)
            return DrawStock()  # it neither lowers the penalty nor joins any card held
        moves = [Discard(c) for c in dict.fromkeys(full) if c != forb] or [Discard(full[0])]
        nat, k = self.h.split(hand)
        now = self._f(nat, k)
        # the discard it would make after taking (the discard phase sees one more card taken)
        q = self.q
        self.q = self._hazard(view, 1)
        kept = self._discard(view, full, moves)[2]
        self.q = q
        after = self._f(*self.h.split(kept))
        if after >= now:
            why.update(kind="stock_no_gain", card=top, now=round(now, 1), after=round(after, 1))
            return DrawStock()
        stock = self._g(nat, k)
        # Both sides measure the hand after this turn and one more draw. The take must also
        # lower the kept hand's value F: then a player's takes can never lead back to a hand
        # it held, and two players cannot pass the same cards back and forth for ever.
        if after < now and after < stock - self.take_margin:
            why.update(kind="take", card=top, now=round(now, 1), after=round(after, 1))
            return TakeDiscard()
        why.update(kind="stock_better", card=top, after=round(after, 1), stock=round(stock, 1))
        return DrawStock()


AGENTS = {"expert": lambda game, seed: ExpertAgent(game, seed)}
