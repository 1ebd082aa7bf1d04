"""Headless autoplay of a built table: every seat a computer, animations off, played to the
end through the table scene itself (its turn loop, its thinking process), so the moves can
be checked against ``app.sim``: the table adds no rule and no randomness of its own.

    python -m app --autoplay GAME --seed N [--players N] [--levels a,b,...] [--option k=v ...]
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from app.games.present import outcome_line
from app.rules.game import OptionError, get_game

class AutoplayError(ValueError):
    """A bad request (unknown game, level or option; a table not built yet)."""


def table_class(game_id: str):
    """The table scene class of ``game_id`` (its descriptor's)."""
    from app.games import descriptor, load

    try:
        target = descriptor(game_id).table
    except ValueError as exc:
        raise AutoplayError(str(exc)) from None
    if target is None:
        raise AutoplayError(f"the {game_id} table is not built yet")
    return load(target)


def autoplay(app, game_id: str, seed: int, players: int | None = None, levels: Sequence[str] = ("normal",),
             options: Mapping[str, Any] | None = None, max_steps: int = 1_000_000) -> dict[str, Any]:
    """Play one game at the table with computers in every seat (seat s plays
    ``levels[s % len(levels)]``, as app.sim); returns the record of it."""
    from app.ai.base import agent_levels
    from app.scenes.config import SeatConfig, TableConfig

    try:
        game = get_game(game_id)
    except ValueError as exc:
        raise AutoplayError(str(exc)) from None
    n = players or game.info.min_players
    try:
        game.info.check_players(n)
        opts = game.info.resolve_options(options or {})
    except OptionError as exc:
        raise AutoplayError(str(exc)) from None
    known = agent_levels(game_id)
    levels = [lv for lv in levels if lv] or ["normal"]
    for lv in levels:
        if lv not in known:
            raise AutoplayError(f"no computer player {lv!r} for {game_id}; levels: {', '.join(known)}")
    cls = table_class(game_id)
    seats = [SeatConfig(f"Computer {s + 1}", "computer", levels[s % len(levels)]) for s in range(n)]
    table = cls(app, TableConfig(game_id, seats, opts, seed), autoplay=True)
    app.scenes.push(table)
    try:
        for _ in range(max_steps):
            if table.over:
                break
            if table.thinking is not None:
                table.finish_thinking_now()
            app.step(0.0)
        else:
            raise RuntimeError(f"{game_id} seed {seed}: the table did not finish")
        outcome = table.outcome
    finally:
        app.scenes.pop()
    return {
        "game": game_id,
        "seed": seed,
        "players": n,
        "levels": [levels[s % len(levels)] for s in range(n)],
        "options": opts,
        "moves": [m.to_json() for m in table.moves],
        "thinking_in": table.thinker.where,  # "process" unless a process could not be started
        "outcome": {"winners": list(outcome.winners), "scores": list(outcome.scores), "draw": outcome.draw,
                    "text": outcome_line(game_id, outcome, [table.seat_name(s) for s in range(n)])},
    }
