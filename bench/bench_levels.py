"""Every computer level's time per decision, per game: median and worst CPU milliseconds.

Each level of each game (the registry's levels as the simulator knows them, random left out)
plays a few seeded games in every seat (self-play: its decisions are the ones timed), with
the game's options and players as its descriptor's ``bench.decisions`` says. CPU time of
this process per decision, the steady figure on a shared machine. The goals the issues name
sit beside their figures (the descriptor's ``bench.decision_limits``: the worst decision of a
level, in ms; the levels without one have none). A game without a bench record is left out,
said so.

    python -m bench levels
"""

from __future__ import annotations

import statistics
from collections import defaultdict

from app.ai.base import agent_levels
from app.games import descriptors
from app.rules.game import get_game
from app.sim import play_one

SEED = 9000


def level_times(game_id: str, level: str, players: int, deals: int, options: dict) -> list[float]:
    """CPU seconds of every decision of ``level`` in ``deals`` seeded self-play games."""
    game = get_game(game_id)
    opts = game.info.resolve_options(options)
    out: list[float] = []
    for i in range(deals):
        cpu: dict[int, list[float]] = defaultdict(list)
        play_one(game_id, SEED + i, players, [level] * players, opts, cpu_times=cpu)
        for seat_times in cpu.values():
            out.extend(seat_times)
    return out


def main() -> list[dict]:
    from bench.figures import record

    records = []
    for d in descriptors():
        game_id, name = d.id, d.title
        if d.bench is None:
            print(f"   {name}: no bench record in its descriptor, not measured", flush=True)
            continue
        players, deals, options = d.bench.decisions
        for level in agent_levels(game_id):
            if level in ("random", "clairvoyant"):
                continue  # no thinking to time; a reference that sees every card
            cpu = level_times(game_id, level, players, deals, dict(options))
            median, worst = 1000 * statistics.median(cpu), 1000 * max(cpu)
            print(f"   {name:<15} {level:<9} {len(cpu):>6} decisions ({deals} games, {players} players): "
                  f"CPU median {median:9.3f} ms, worst {worst:9.3f} ms", flush=True)
            limit = d.bench.decision_limits.get(level)
            records.append(record(f"{name} {level} decision: CPU median", median, "ms"))
            records.append(record(f"{name} {level} decision: CPU worst", worst, "ms", at_most=limit))
    return records


if __name__ == "__main__":
    main()
