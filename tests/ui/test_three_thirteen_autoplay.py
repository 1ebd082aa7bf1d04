"""python -m app --autoplay three_thirteen: the table, with computers in every seat, plays
exactly the game app.sim plays for the same seed and levels (all eleven rounds)."""

import json

import pytest

from app.main import main
from app.rules.game import get_game
from app.sim import play_one


@pytest.mark.parametrize("seed,levels,players", [(3, ["easy", "normal"], 2), (8, ["normal", "easy"], 3)])
def test_three_thirteen_autoplay_equals_the_simulator(capsys, seed, levels, players):
    code = main(["--autoplay", "three_thirteen", "--seed", str(seed), "--levels", ",".join(levels),
                 "--players", str(players)])
    out, _ = capsys.readouterr()
    assert code == 0
    record = json.loads(out)
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
