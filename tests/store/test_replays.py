"""Kept replays: the last 50 per game, listed newest first; broken and unknown-version files
set aside with one line; a replay rebuilds the rules' states; export and import."""

import json

import pytest

from app.rules.game import get_game, replay
from app.store import replays, stats
from tests.store.test_stats import GAMES, moves_of, seats_for


def keep_game(game_id, seed):
    players, _, options = GAMES[game_id]
    moves, outcome = moves_of(game_id, seed)
    return stats.record_game(game_id, seats_for(players), options, seed, moves, outcome)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_kept_replay_rebuilds_the_rules_states(game_id):
    keep_game(game_id, 5)
    kept, notes = replays.entries(game_id)
    assert notes == [] and len(kept) == 1
    data = replays.load(kept[0].path)
    game = get_game(game_id)
    states = replays.rebuild(data)
    moves, outcome = moves_of(game_id, 5)
    assert len(states) == len(moves) + 1 == kept[0].moves + 1
    for k in (0, len(moves) // 2, len(moves)):
        assert states[k] == replay(game, 5, len(data["seats"]), data["options"], moves[:k])
    assert game.outcome(states[-1]) == outcome
    assert kept[0].outcome == replays.stored_outcome(data["outcome"])
    assert (kept[0].outcome.winners, kept[0].outcome.reason, kept[0].outcome.facts) == (
        outcome.winners, outcome.reason, outcome.facts)


def test_only_the_last_fifty_are_kept_newest_first(monkeypatch):
    import itertools

    counter = itertools.count()
    monkeypatch.setattr(replays.time, "strftime", lambda fmt, *a: f"20260101-{next(counter):06d}"
                        if fmt == "%Y%m%d-%H%M%S" else "2026-01-01 00:00")
    moves, outcome = moves_of("tile_poker", 1)
    for seed in range(55):
        replays.keep("tile_poker", seats_for(2), {}, seed, [], outcome)
    files = sorted(replays.replay_dir("tile_poker").glob("*.json"))
    assert len(files) == replays.KEEP
    seeds = [json.loads(p.read_text())["seed"] for p in files]
    assert seeds == list(range(5, 55))
    kept, _ = replays.entries("tile_poker")
    assert [json.loads(e.path.read_text())["seed"] for e in kept] == list(range(54, 4, -1))


@pytest.mark.parametrize("content, words", [
    ("{broken", "could not be read"),
    (json.dumps({"version": 7, "game": "tile_poker"}), "version of Felt"),
    (json.dumps({"version": 1, "game": "tile_poker", "seats": "x"}), "seats"),
])
def test_a_broken_or_unknown_version_replay_is_set_aside_in_one_line(content, words):
    keep_game("tile_poker", 1)
    bad = replays.replay_dir("tile_poker") / "20000101-000000-01.json"
    bad.write_text(content, encoding="utf-8")
    kept, notes = replays.entries("tile_poker")
    assert len(kept) == 1  # the good one is still there
    assert len(notes) == 1 and words in notes[0] and "\n" not in notes[0] and "set aside" in notes[0]
    aside = list(bad.parent.glob("20000101-000000-01.json.broken-*"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == content
    assert replays.entries("tile_poker") == (kept, [])  # reported once


def test_a_replay_that_does_not_replay_is_set_aside_when_opened():
    keep_game("tile_poker", 1)
    path = replays.entries("tile_poker")[0][0].path
    data = json.loads(path.read_text())
    data["moves"].insert(1, data["moves"][0])  # the same tile placed twice
    path.write_text(json.dumps(data))
    with pytest.raises(replays.BadFile) as err:
        replays.load(path)
    assert "does not replay" in err.value.message and "set aside" in err.value.message
    assert not path.exists()


def test_export_then_import_keeps_the_game(tmp_path):
    keep_game("twenty_nine", 3)
    entry = replays.entries("twenty_nine")[0][0]
    data = replays.load(entry.path)
    out = replays.export(data)
    assert out.parent == replays.export_dir() and out.name.startswith("felt-twenty-nine-")
    assert str(out).startswith(str(tmp_path))  # FELT_HOME: never the real documents folder
    entry.path.unlink()
    back, kept_at = replays.import_file(f"  {out}  ")
    assert back == data
    kept, _ = replays.entries("twenty_nine")
    assert [e.path for e in kept] == [kept_at]
    assert out.exists()  # the sent file is left where it was


@pytest.mark.parametrize("make, words", [
    (lambda p: None, "There is no file"),
    (lambda p: p.write_text("not json"), "not a Felt replay (it could not be read as one)"),
    (lambda p: p.write_text("[1, 2]"), "not a Felt replay (it could not be read as one)"),
    (lambda p: p.write_text(json.dumps({"version": 1, "game": "chess"})), "names no game"),
    (lambda p: p.write_text(json.dumps({"version": 2, "game": "jammat"})), "another version"),
])
def test_import_refuses_what_is_not_a_replay_with_the_reason(tmp_path, make, words):
    path = tmp_path / "sent.json"
    make(path)
    with pytest.raises(ValueError) as err:
        replays.import_file(str(path))
    assert words in str(err.value)
    assert replays.entries("jammat") == ([], [])
    if path.exists():
        assert list(tmp_path.glob("sent.json*")) == [path]  # the player's file is not moved


def test_import_refuses_a_file_that_does_not_replay(tmp_path):
    keep_game("three_thirteen", 2)
    data = replays.load(replays.entries("three_thirteen")[0][0].path)
    data["moves"] = data["moves"][1:]
    path = tmp_path / "sent.json"
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match="does not replay: move 1"):
        replays.import_file(str(path))
    assert len(replays.entries("three_thirteen")[0]) == 1
    with pytest.raises(ValueError, match="Type the path"):
        replays.import_file("   ")


def test_import_refuses_a_replay_already_kept(tmp_path):
    keep_game("jammat", 4)
    data = replays.load(replays.entries("jammat")[0][0].path)
    out = replays.export(data)
    with pytest.raises(ValueError) as err:
        replays.import_file(str(out))
    assert str(err.value) == "This replay is already in your list."
    assert len(replays.entries("jammat")[0]) == 1
