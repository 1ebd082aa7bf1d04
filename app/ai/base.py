"""The agent protocol and the agent registry.

An agent is made for one game and one seat's use; ``choose`` receives that seat's view and
the legal moves and returns one of them. It never sees a full state: a search-based agent
calls ``game.determinize(view, rng)`` to sample full states consistent with its view.

A reference player for statistics may be marked ``clairvoyant = True``: the simulator then
calls its ``see(state)`` with the full state before each choice (Three By Three's
"clairvoyant", whose score is the deal's best). Tables never offer such a player.

A game's descriptor (app.games) names its agents: ``"module:attribute"`` dicts from a level
name ("easy", "normal", ...) to a factory ``f(game, seed) -> Agent``, merged in order (a
costly level that builds on the others sits in a module of its own). Every game also has
"random".
"""

from __future__ import annotations

import random
from typing import Any, Callable, Protocol, Sequence, runtime_checkable

from app.rules.game import Game, Move, get_game


@runtime_checkable
class Agent(Protocol):
    name: str

    def choose(self, view: Any, legal: Sequence[Move]) -> Move:
        """One of ``legal``, chosen from ``view`` only."""


class RandomAgent:
    """Plays a uniformly random legal move (a baseline for the simulator)."""

    name = "random"

    def __init__(self, game: Game, seed: int = 0):
        self.game = game
        self.rng = random.Random(seed)

    def choose(self, view: Any, legal: Sequence[Move]) -> Move:
        return legal[self.rng.randrange(len(legal))]


AgentFactory = Callable[[Game, int], Agent]

def agent_levels(game_id: str) -> dict[str, AgentFactory]:
    """Level name -> factory for ``game_id`` (always includes "random")."""
    from app.games import descriptor, load

    levels: dict[str, AgentFactory] = {}
    for target in descriptor(game_id).agents:
        levels.update(load(target))
    levels.setdefault("random", lambda game, seed: RandomAgent(game, seed))
    return levels


def make_agent(game_id: str, level: str, seed: int = 0) -> Agent:
    """An agent of ``level`` for ``game_id``; ValueError naming the level if unknown."""
    levels = agent_levels(game_id)
    if level not in levels:
        raise ValueError(f"no computer player {level!r} for {game_id}; levels: {', '.join(levels)}")
    return levels[level](get_game(game_id), seed)


def advise(game_id: str, level: str, view: Any, legal: Sequence[Move], seed: int = 0) -> tuple[Move, Any]:
    """A hint: the move a fresh agent of ``level`` (seeded ``seed``) chooses from ``view``
    alone, and the facts of why where the agent tells them (its ``explain(view, legal)``
    returns the move and a small record of numbers; else None). A fresh agent each time, so
    the same view, legal moves and seed always give the same hint."""
    agent = make_agent(game_id, level, seed)
    explain = getattr(agent, "explain", None)
    if explain is not None:
        return explain(view, legal)
    return agent.choose(view, legal), None


def noted(agent, notes: str, view, legal) -> tuple[Any, dict]:
    """``agent.choose(view, legal)`` with its notes on: the agent's attribute ``notes`` is a
    dict while it chooses (it writes there the facts behind its move, from its own
    evaluation) and None otherwise. The move and the notes (an agent's ``explain``)."""
    setattr(agent, notes, {})
    try:
        move = agent.choose(view, legal)
        return move, getattr(agent, notes)
    finally:
        setattr(agent, notes, None)
