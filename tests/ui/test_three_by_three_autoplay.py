"""python -m app --autoplay three_by_three plays exactly the game app.sim plays."""

import json

import pytest

from app.main import main
from app.rules.game import get_game
from app.sim import play_one


@pytest.mark.parametrize("seed", [4, 19])
@pytest.mark.parametrize("level", ["greedy", "hint"])
def test_three_by_three_autoplay_equals_the_simulator(capsys, seed, level):
    code = main(["--autoplay", "three_by_three", "--seed", str(seed), "--levels", level])
    out, _ = capsys.readouterr()
    assert code == 0
    record = json.loads(out)
    assert record["players"] == 1 and record["levels"] == [level]
    game = get_game("three_by_three")
    outcome, final = play_one("three_by_three", seed, 1, [level], game.info.resolve_options({}))
    state = game.new_game(seed, 1, record["options"])
    for mj in record["moves"]:
        state = game.apply(state, game.move_from_json(mj))
    assert state == final and len(record["moves"]) > 10
    assert record["outcome"]["scores"] == list(outcome.scores)


def test_three_by_three_autoplay_with_two_tables_on_one_deck(capsys):
    code = main(["--autoplay", "three_by_three", "--seed", "5", "--players", "2", "--levels", "greedy,hint"])
    out, _ = capsys.readouterr()
    assert code == 0
    record = json.loads(out)
    game = get_game("three_by_three")
    _, final = play_one("three_by_three", 5, 2, ["greedy", "hint"], game.info.resolve_options({}))
    state = game.new_game(5, 2, record["options"])
    for mj in record["moves"]:
        state = game.apply(state, game.move_from_json(mj))
    assert state == final
