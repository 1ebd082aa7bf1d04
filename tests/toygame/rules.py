"""Toy Eights, the rules: a 32-card deck (7 to ace); each player is dealt ``hand_size``
cards, one card starts the pile. On a turn a player plays a card of the top card's suit or
rank (an eight goes on anything), or draws one card from the stock (allowed even with a card
to play); with nothing to play and no stock, the player passes. The first to empty the hand
wins; when every player passes in a row the game is blocked and the fewest cards left win.
Pure: no pygame, no clock."""

from __future__ import annotations

import collections
import random
from dataclasses import dataclass, replace
from typing import Any, Mapping

from app.rules.cards import Card, rng_for, shoe
from app.rules.game import GameInfo, IllegalMoveError, Move, MoveFacts, Option, OptionError, Outcome, mover, move_from_json

RANKS = "789TJQKA"


@dataclass(frozen=True)
class Play(Move):
    card: Card


@dataclass(frozen=True)
class Draw(Move):
    """Draw the stock's top card (not named: it shows up in the view)."""


@dataclass(frozen=True)
class Pass(Move):
    """Nothing to play and no stock to draw from."""


MOVE_CLASSES = (Play, Draw, Pass)


@dataclass(frozen=True)
class State:
    players: int
    options: tuple[tuple[str, Any], ...]
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]  # top last
    pile: tuple[Card, ...]  # top last
    turn: int
    passes: int  # passes in a row
    over: bool = False


@dataclass(frozen=True)
class View:
    seat: int | None
    players: int
    options: tuple[tuple[str, Any], ...]
    hand: tuple[Card, ...] | None  # the viewer's own (None: a spectator)
    hand_sizes: tuple[int, ...]
    pile: tuple[Card, ...]  # every card played is public
    stock_size: int
    turn: int | None  # None when the game is over
    passes: int
    legal: tuple[Move, ...]
    over: bool

    @property
    def top(self) -> Card:
        return self.pile[-1]


def _fits(card: Card, top: Card) -> bool:
    return card.rank == "8" or card.rank == top.rank or card.suit == top.suit


class ToyEights:
    info = GameInfo(
        id="toy_eights",
        options=(Option("hand_size", 5, (5, 7), help="cards dealt to each player", label="Cards dealt"),),
    )
    phases = ("play", "over")

    def new_game(self, seed: int, players: int, options: Mapping[str, Any] | None = None) -> State:
        self.info.check_players(players)
        opts = self.info.resolve_options(options)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise OptionError(f"a seed is a whole number, not {seed!r}")
        rng = rng_for(seed)
        deck = shoe(1, ranks=RANKS)
        rng.shuffle(deck)
        h = opts["hand_size"]
        hands = tuple(tuple(deck[i * h:(i + 1) * h]) for i in range(players))
        rest = deck[players * h:]
        return State(players, tuple(sorted(opts.items())), hands, tuple(rest[1:]), (rest[0],),
                     rng.randrange(players), 0)

    def to_move(self, state: State) -> int | None:
        return None if state.over else state.turn

    def legal_moves(self, state: State) -> tuple[Move, ...]:
        if state.over:
            return ()
        plays = tuple(Play(c) for c in state.hands[state.turn] if _fits(c, state.pile[-1]))
        if state.stock:
            return plays + (Draw(),)
        return plays or (Pass(),)

    def apply(self, state: State, move: Move) -> State:
        if state.over:
            raise IllegalMoveError("the game is over")
        if move not in self.legal_moves(state):
            if isinstance(move, Play) and move.card not in state.hands[state.turn]:
                raise IllegalMoveError(f"you do not hold the {move.card}")
            if isinstance(move, Play):
                raise IllegalMoveError(f"the {move.card} matches neither the suit nor the rank of the "
                                       f"{state.pile[-1]}, and it is no eight")
            if isinstance(move, Draw):
                raise IllegalMoveError("the stock is empty")
            if isinstance(move, Pass):
                raise IllegalMoveError("you may not pass while you can play or draw")
            raise IllegalMoveError(f"not a Toy Eights move: {move!r}")
        seat, n = state.turn, state.players
        hands = list(state.hands)
        if isinstance(move, Play):
            hands[seat] = tuple(c for c in hands[seat] if c != move.card)
            state = replace(state, hands=tuple(hands), pile=state.pile + (move.card,), passes=0)
            if not hands[seat]:
                return replace(state, over=True)
        elif isinstance(move, Draw):
            hands[seat] = hands[seat] + (state.stock[-1],)
            state = replace(state, hands=tuple(hands), stock=state.stock[:-1], passes=0)
        else:
            state = replace(state, passes=state.passes + 1)
            if state.passes >= n:
                return replace(state, over=True)
        return replace(state, turn=(seat + 1) % n)

    def view(self, state: State, seat: int | None) -> View:
        return View(seat, state.players, state.options, state.hands[seat] if seat is not None else None,
                    tuple(len(h) for h in state.hands), state.pile, len(state.stock),
                    None if state.over else state.turn, state.passes,
                    self.legal_moves(state) if seat is not None and seat == self.to_move(state) else (), state.over)

    def hidden_from(self, state: State, seat: int | None) -> collections.Counter[Card]:
        """The stock and every other player's hand."""
        out = collections.Counter(state.stock)
        for s, hand in enumerate(state.hands):
            if s != seat:
                out.update(hand)
        return out

    def secrets(self, state: State, seat: int | None) -> Secrets:
        """Nothing but cards (``hidden_from``)."""
        from app.rules.game import Secrets

        return Secrets()

    def phase_of(self, view: View) -> str:
        return "over" if view.over else "play"

    def reveals(self, state: State, move: Move, seat: int, after: Any = None) -> str:
        return "the card you drew" if isinstance(move, Draw) and state.turn == seat else ""

    def determinize(self, view: View, rng: random.Random) -> State:
        seen = set(view.hand or ()) | set(view.pile)
        pool = [c for c in shoe(1, ranks=RANKS) if c not in seen]
        rng.shuffle(pool)
        hands = []
        for s, size in enumerate(view.hand_sizes):
            if s == view.seat:
                hands.append(tuple(view.hand))
            else:
                hands.append(tuple(pool[:size]))
                pool = pool[size:]
        return State(view.players, view.options, tuple(hands), tuple(pool), view.pile,
                     view.turn if view.turn is not None else 0, view.passes, view.over)

    def outcome(self, state: State) -> Outcome | None:
        """reason "out" (a player emptied the hand) or "blocked" (everyone passed); facts:
        "cards_left" (all hands together)."""
        if not state.over:
            return None
        left = [len(h) for h in state.hands]
        low = min(left)
        winners = tuple(s for s, k in enumerate(left) if k == low)
        return Outcome(winners=winners, scores=tuple(float(k) for k in left), draw=len(winners) > 1,
                       higher_is_better=False, details=tuple({"went_out": float(k == 0)} for k in left),
                       reason="out" if low == 0 else "blocked", facts=(("cards_left", sum(left)),))

    def move_facts(self, view: View, move: Move) -> MoveFacts:
        """Kinds: "play" (its card), "draw", "pass"."""
        if isinstance(move, Play):
            return MoveFacts.of("play", mover(view), (move.card,))
        return MoveFacts.of("draw" if isinstance(move, Draw) else "pass", mover(view))

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        return move_from_json(data, MOVE_CLASSES)


GAME = ToyEights()
