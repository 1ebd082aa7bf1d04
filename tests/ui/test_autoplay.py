"""python -m app --autoplay: the table, with computers in every seat, plays exactly the game
app.sim plays for the same seed and levels (the table adds no rule and no randomness)."""

import json

import pytest

from app.main import main
from app.rules.game import get_game
from app.sim import play_one


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("seed", [3, 8])
def test_jammat_autoplay_equals_the_simulator(capsys, seed):
    levels = ["easy", "normal", "expert"]
    code, out, _ = run(capsys, "--autoplay", "jammat", "--seed", str(seed), "--players", "3",
                       "--levels", ",".join(levels), "--option", "deals=2")
    assert code == 0
    record = json.loads(out)
    assert record["levels"] == levels and record["players"] == 3 and record["options"]["deals"] == 2
    assert record["thinking_in"] == "process"  # the computers thought in their own process
    game = get_game("jammat")
    outcome, final = play_one("jammat", seed, 3, levels, game.info.resolve_options({"deals": 2}))
    state = game.new_game(seed, 3, record["options"])
    for mj in record["moves"]:
        state = game.apply(state, game.move_from_json(mj))
    assert state == final  # move for move the simulator's game
    assert record["outcome"]["winners"] == list(outcome.winners)
    assert record["outcome"]["scores"] == list(outcome.scores)


@pytest.mark.parametrize("argv,needle", [
    (["--autoplay", "no_such_game"], "no game"),
    (["--autoplay", "jammat", "--levels", "grandmaster"], "grandmaster"),
    (["--autoplay", "jammat", "--option", "grid=4d"], "grid"),
    (["--autoplay", "jammat", "--option", "nonsense"], "NAME=VALUE"),
    (["--autoplay", "jammat", "--players", "1"], "players"),
])
def test_autoplay_refuses_a_bad_request_in_one_line(capsys, argv, needle):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert needle in err and err.count("\n") == 1


@pytest.mark.parametrize("seed,levels", [(4, ["greedy", "hard"]), (9, ["hard", "greedy"])])
def test_tile_poker_autoplay_equals_the_simulator(capsys, seed, levels):
    code, out, _ = run(capsys, "--autoplay", "tile_poker", "--seed", str(seed), "--levels", ",".join(levels))
    assert code == 0
    record = json.loads(out)
    assert record["levels"] == levels and record["players"] == 2
    game = get_game("tile_poker")
    outcome, final = play_one("tile_poker", seed, 2, levels, game.info.resolve_options({}))
    state = game.new_game(seed, 2, record["options"])
    for mj in record["moves"]:
        state = game.apply(state, game.move_from_json(mj))
    assert state == final  # move for move the simulator's game
    assert len(final.tiles) > 1 and final.over


@pytest.mark.parametrize("seed,levels", [(3, ["easy", "normal"]), (8, ["normal", "easy"])])
def test_twenty_nine_autoplay_equals_the_simulator(capsys, seed, levels):
    code, out, _ = run(capsys, "--autoplay", "twenty_nine", "--seed", str(seed), "--levels", ",".join(levels),
                       "--option", "hands=1")
    assert code == 0
    record = json.loads(out)
    assert record["players"] == 4 and record["options"]["hands"] == 1
    game = get_game("twenty_nine")
    seat_levels = [levels[s % len(levels)] for s in range(4)]
    assert record["levels"] == seat_levels
    outcome, final = play_one("twenty_nine", seed, 4, seat_levels, game.info.resolve_options({"hands": 1}))
    state = game.new_game(seed, 4, record["options"])
    for mj in record["moves"]:
        state = game.apply(state, game.move_from_json(mj))
    assert state == final  # move for move the simulator's game
    assert record["outcome"]["winners"] == list(outcome.winners)
    assert record["outcome"]["scores"] == list(outcome.scores)
