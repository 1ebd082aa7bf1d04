"""Every computer level's time per decision, per game: median and worst CPU milliseconds.

Each level of each game (the registry's levels as the simulator knows them, random left out)
plays a few seeded games in every seat (self-play: its decisions are the ones timed), with
the game's default options and the players in ``PLAN``. CPU time of this process per
decision, the steady figure on a shared machine. The goals the issues name sit beside their
figures: Twenty-Nine at most 1 s a decision (hard and expert), Three Thirteen at most 300 ms, Tile Poker at most
500 ms (the hard and expert levels; the easier levels have none).

    python -m bench levels
"""

from __future__ import annotations

import statistics
from collections import defaultdict

from app.ai.base import agent_levels
from app.games import game_ids, game_title
from app.rules.game import get_game
from app.sim import play_one

# game: (players, deals per level, options)
PLAN = {
    "jammat": (2, 20, {}),
    "three_by_three": (1, 10, {}),
    "twenty_nine": (4, 4, {"hands": "1"}),
    "tile_poker": (2, 4, {}),
    "three_thirteen": (2, 2, {}),
}
# the issues' limits per decision (worst, CPU ms) for the levels they name
LIMITS = {("twenty_nine", "hard"): 1000, ("twenty_nine", "expert"): 1000, ("three_thirteen", "hard"): 300, ("three_thirteen", "expert"): 300,
          ("tile_poker", "hard"): 500, ("tile_poker", "expert"): 500}
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
    for game_id in game_ids():
        players, deals, options = PLAN[game_id]
        name = game_title(game_id)
        for level in agent_levels(game_id):
            if level in ("random", "clairvoyant"):
                continue  # no thinking to time; a reference that sees every card
            cpu = level_times(game_id, level, players, deals, options)
            median, worst = 1000 * statistics.median(cpu), 1000 * max(cpu)
            print(f"   {name:<15} {level:<9} {len(cpu):>6} decisions ({deals} games, {players} players): "
                  f"CPU median {median:9.3f} ms, worst {worst:9.3f} ms", flush=True)
            limit = LIMITS.get((game_id, level))
            records.append(record(f"{name} {level} decision: CPU median", median, "ms"))
            records.append(record(f"{name} {level} decision: CPU worst", worst, "ms", at_most=limit))
    return records


if __name__ == "__main__":
    main()
