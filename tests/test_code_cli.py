"""python -m app --code: a game and a seed give the deal code; a code gives the game, its
options and the seed as JSON; a mistyped or malformed code is one line and exit 2."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.main import main
from app.rules.dealcode import ALPHABET, normalise
from app.rules.game import get_game

ROOT = Path(__file__).resolve().parent.parent


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_game_and_a_seed_give_a_code_that_reads_back(capsys):
    code, out, err = run(capsys, "--code", "twenty_nine", "--seed", "4242", "--option", "hands=3",
                         "--option", "min_bid=16")
    assert code == 0 and err == ""
    deal = out.strip()
    assert deal.startswith("29-") and "\n" not in deal
    code, out, err = run(capsys, "--code", deal.lower().replace("-", " "))
    assert code == 0
    data = json.loads(out)
    expected = get_game("twenty_nine").info.resolve_options({"hands": 3, "min_bid": 16})
    assert data == {"game": "twenty_nine", "options": expected, "seed": 4242}


@pytest.mark.parametrize("argv, words", [
    (["--code", "jammat"], "--seed"),
    (["--code", "jammat", "--seed", "1", "--option", "grid=4d"], "grid"),
    (["--code", "jammat", "--seed", "1", "--option", "grid"], "NAME=VALUE"),
    (["--code", "jammat", "--seed", "1000000000"], "deal number"),
    (["--code", "JM-77", "--seed", "3"], "already holds"),
    (["--code", "OOPS"], "O or 0"),
    (["--code", "29"], "too short"),
])
def test_a_bad_request_is_one_line_and_exit_2(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert words in err and err.count("\n") == 1 and err.startswith("felt: ")


def test_a_code_with_one_wrong_character_is_refused(capsys):
    _, out, _ = run(capsys, "--code", "tile_poker", "--seed", "77")
    raw = normalise(out.strip())
    for i in range(len(raw)):
        other = ALPHABET[(ALPHABET.index(raw[i]) + 5) % len(ALPHABET)]
        code, out2, err = run(capsys, "--code", raw[:i] + other + raw[i + 1:])
        assert code == 2 and out2 == "" and err.count("\n") == 1


def test_the_command_line_itself_exits_2_on_a_mistyped_code():
    proc = subprocess.run([sys.executable, "-m", "app", "--code", "29-K7Q2-M5"], cwd=ROOT,
                          capture_output=True, text=True)
    assert proc.returncode == 2 and proc.stdout == ""
    assert "mistake" in proc.stderr and proc.stderr.count("\n") == 1
