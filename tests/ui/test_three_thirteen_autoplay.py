"""python -m app --autoplay three_thirteen: the table, with computers in every seat, plays
exactly the game app.sim plays for the same seed and levels (all eleven rounds). Run as its
own process, as people run it (its pygame.quit() stays out of the other tests' fonts)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.rules.game import get_game
from app.sim import play_one

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("seed,levels,players", [(3, ["easy", "normal"], 2), (8, ["normal", "easy"], 3)])
def test_three_thirteen_autoplay_equals_the_simulator(seed, levels, players):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-m", "app", "--autoplay", "three_thirteen", "--seed", str(seed),
                          "--levels", ",".join(levels), "--players", str(players)],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    record = json.loads(out.stdout)
    seat_levels = [levels[s % len(levels)] for s in range(players)]
    assert record["players"] == players and record["levels"] == seat_levels
    game = get_game("three_thirteen")
    outcome, final = play_one("three_thirteen", seed, players, seat_levels, game.info.resolve_options({}))
    state = game.new_game(seed, players, record["options"])
    for mj in record["moves"]:
        state = game.apply(state, game.move_from_json(mj))
    assert state == final and state.over and len(state.results) == 11  # move for move, all eleven rounds
    assert record["outcome"]["winners"] == list(outcome.winners)
    assert record["outcome"]["scores"] == list(outcome.scores)
