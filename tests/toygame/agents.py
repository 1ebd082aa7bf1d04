"""Toy Eights' computer players ("random" is every game's): "greedy" plays the card that
keeps most of its suit in hand, an eight last, and draws only with nothing to play."""

from app.rules.cards import Card

from tests.toygame.rules import Draw, Play


class Greedy:
    name = "greedy"

    def __init__(self, game, seed: int = 0):
        self.game = game

    def choose(self, view, legal):
        plays = [m for m in legal if isinstance(m, Play)]
        if not plays:
            return next((m for m in legal if isinstance(m, Draw)), legal[0])
        suits = [c.suit for c in view.hand]

        def key(m):
            c: Card = m.card
            return (c.rank == "8", -suits.count(c.suit), str(c))
        return min(plays, key=key)


AGENTS = {"greedy": lambda game, seed: Greedy(game, seed)}
