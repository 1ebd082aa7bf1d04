"""Statistics after scripted games of every game, streaks, resets, broken and future files
set aside with one sentence, and a kill -9 in the middle of writing leaves a readable file."""

import functools
import json
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from app.rules.game import Outcome
from app.sim import play_one
from app.store import replays, stats
from app.games import present

ROOT = Path(__file__).resolve().parent.parent.parent

# (game, players, agents, options) small enough to play quickly
GAMES = {
    "jammat": (2, ["easy", "normal"], {"deals": 2}),
    "three_by_three": (1, ["greedy"], {}),
    "twenty_nine": (4, ["easy", "normal"], {"hands": 2}),
    "tile_poker": (2, ["greedy", "greedy"], {}),
    "three_thirteen": (2, ["easy", "normal"], {}),
}


def seats_for(players, names=("Ann", "Ben", "Cat", "Dan")):
    # seat 0 a human, the others computers
    return [{"name": names[0], "kind": "human", "level": "normal"}] + [
        {"name": names[i], "kind": "computer", "level": "normal"} for i in range(1, players)]


def play(game_id, seed):
    players, agents, options = GAMES[game_id]
    seat_agents = [agents[s % len(agents)] for s in range(players)]
    outcome, state = play_one(game_id, seed, players, seat_agents, options)
    return outcome, state


@functools.lru_cache(maxsize=None)
def moves_of(game_id, seed):
    """The moves of the scripted game, recorded by replaying play_one's choices."""
    from app.ai.base import make_agent
    from app.rules.game import get_game

    players, agents, options = GAMES[game_id]
    game = get_game(game_id)
    state = game.new_game(seed, players, options)
    bots = [make_agent(game_id, agents[s % len(agents)], seed * 1009 + s) for s in range(players)]
    moves = []
    while (seat := game.to_move(state)) is not None:
        m = bots[seat].choose(game.view(state, seat), game.legal_moves(state))
        moves.append(m)
        state = game.apply(state, m)
    return moves, game.outcome(state)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_statistics_after_scripted_games(game_id):
    players, _, options = GAMES[game_id]
    seats = seats_for(players)
    expected = {"won": 0, "lost": 0, "drawn": 0}
    scores = []
    for seed in (1, 2, 3):
        moves, outcome = moves_of(game_id, seed)
        assert outcome == play(game_id, seed)[0]  # the same game app.sim plays
        notes = stats.record_game(game_id, seats, options, seed, moves, outcome, {"hints": 1})
        assert notes == []
        expected[stats.seat_result(outcome, 0)] += 1
        scores.append(outcome.scores[0])
    data, notice = stats.load()
    assert notice is None
    recs = stats.players(data, game_id)
    assert [r["name"] for r in recs] == ["Ann"]  # computers get no statistics
    rec = recs[0]
    assert rec["played"] == 3
    assert {k: rec[k] for k in expected} == expected
    best = max(scores) if outcome.higher_is_better else min(scores)
    assert rec["score_best"] == best
    assert rec["score_sum"] / rec["score_n"] == pytest.approx(sum(scores) / 3)
    assert rec["counts"]["hints"] == 3
    assert [r["result"] for r in rec["recent"]] == [stats.seat_result(moves_of(game_id, s)[1], 0) for s in (1, 2, 3)]
    labels = dict(stats.figures(game_id, rec))
    assert labels["Played"] == "3" and "Win share" in labels and labels["Hints used"] == "3"
    # each game's own figures
    if game_id == "twenty_nine":
        assert "Contracts bid (team)" in labels
        bid = sum(moves_of(game_id, s)[1].details[0]["contracts_bid"] for s in (1, 2, 3))
        assert rec["counts"]["contracts_bid"] == bid
    if game_id == "jammat":
        assert rec["counts"]["deals"] == 3 * options["deals"]
        won = sum(round(moves_of(game_id, s)[1].details[0]["deals_won"] * options["deals"]) for s in (1, 2, 3))
        assert rec["counts"]["deals_won"] == won
    if game_id == "three_by_three":
        assert rec["counts"]["zero_wins"] == sum(1 for s in scores if s == 0)
        assert labels["Best face-down count"] == f"{min(scores):g}"
    if game_id == "tile_poker":
        assert 1 <= rec["counts"]["best_hand"] <= 10 and "Best hand" in labels
    if game_id == "three_thirteen":
        assert "Mean total" in labels
    # and each game was kept as a replay
    kept, notes = replays.entries(game_id)
    assert notes == [] and len(kept) == 3 and kept[0].seats[0] == "Ann"


def out(winners, scores, draw=False, higher=True):
    return Outcome(winners=winners, scores=scores, draw=draw, higher_is_better=higher)


def test_streaks_draws_and_names_across_games():
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}]
    results = [out((0,), (5.0, 3.0)), out((0,), (6.0, 1.0)), out((0, 1), (4.0, 4.0), draw=True),
               out((0,), (7.0, 2.0)), out((0,), (2.0, 1.0)), out((0,), (9.0, 0.0)), out((1,), (1.0, 8.0))]
    for o in results:
        stats.record_game("tile_poker", seats, {}, 1, [], o)
    data, _ = stats.load()
    ann, ben = (next(r for r in stats.players(data, "tile_poker") if r["name"] == n) for n in ("Ann", "Ben"))
    assert (ann["won"], ann["lost"], ann["drawn"]) == (5, 1, 1)
    assert (ben["won"], ben["lost"], ben["drawn"]) == (1, 5, 1)
    assert ann["best_streak"] == 3 and ann["streak"] == 0
    assert ben["streak"] == 1 and ben["best_streak"] == 1
    assert ann["score_best"] == 9.0 and ben["score_best"] == 8.0
    # the same player whatever the capitals; the name shown is the last one used
    stats.record_game("tile_poker", [{"name": "ANN", "kind": "human"}, {"name": "Cy", "kind": "computer"}], {}, 1, [],
                      out((0,), (3.0, 1.0)))
    data, _ = stats.load()
    names = [r["name"] for r in stats.players(data, "tile_poker")]
    assert names == ["ANN", "Ben"]
    assert stats.players(data, "tile_poker")[0]["played"] == 8


def test_lower_is_better_keeps_the_lowest_best():
    seats = [{"name": "Ann", "kind": "human"}]
    for s in (7.0, 2.0, 5.0):
        stats.record_game("three_by_three", seats, {}, 1, [], out((), (s,), higher=False))
    rec = stats.players(stats.load()[0], "three_by_three")[0]
    assert rec["score_best"] == 2.0 and rec["lost"] == 3


def test_reset_forgets_one_game_only():
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "computer"}]
    stats.record_game("tile_poker", seats, {}, 1, [], out((0,), (5.0, 3.0)))
    stats.record_game("jammat", seats, {"deals": 1}, 1, [], out((1,), (0.0, 1.0)))
    assert stats.reset("tile_poker") is None
    data, _ = stats.load()
    assert stats.players(data, "tile_poker") == []
    assert stats.players(data, "jammat")[0]["lost"] == 1


@pytest.mark.parametrize("content, words", [
    ("{not json", "could not be read"),
    (json.dumps({"version": 99, "games": {}}), "version of Felt"),
    (json.dumps({"version": 1, "games": {"jammat": {"players": {"ann": {"name": 3}}}}}), "incomplete"),
    (json.dumps([1, 2]), "could not be read"),
    (json.dumps({"version": 1, "games": {"jammat": {"players": {"ann": {"name": "Ann", "counts": [1]}}}}}),
     "incomplete"),
    (json.dumps({"version": 1, "games": {"jammat": {"players": {"ann": {"name": "Ann", "played": -1}}}}}),
     "incomplete"),
    (json.dumps({"version": 1, "games": []}), "incomplete"),
])
def test_a_broken_or_future_file_is_set_aside_with_one_sentence(content, words):
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    data, notice = stats.load()
    assert data == stats.empty()
    assert words in notice and notice.count(".") >= 1 and "\n" not in notice
    aside = list(path.parent.glob("stats.json.broken-*"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == content  # kept, not deleted
    assert aside[0].name in notice
    assert not path.exists()
    # the next game is recorded afresh, and the replays are not touched
    notes = stats.record_game("tile_poker", [{"name": "Ann", "kind": "human"}], {}, 1, [], out((0,), (1.0, 0.0)))
    assert notes == []
    assert stats.players(stats.load()[0], "tile_poker")[0]["played"] == 1


def test_record_game_reports_a_broken_file_once_and_keeps_going():
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("garbage", encoding="utf-8")
    notes = stats.record_game("tile_poker", [{"name": "Ann", "kind": "human"}], {}, 1, [], out((0,), (1.0, 0.0)))
    assert len(notes) == 1 and "set aside" in notes[0]
    assert stats.record_game("tile_poker", [{"name": "Ann", "kind": "human"}], {}, 1, [], out((0,), (1.0, 0.0))) == []
    assert stats.players(stats.load()[0], "tile_poker")[0]["played"] == 2


WRITER = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    from app.rules.game import Outcome
    from app.store import stats
    seats = [{{"name": "P%d" % i, "kind": "human"}} for i in range(8)]
    n = 0
    while True:
        n += 1
        stats.record_game("jammat", seats, {{"deals": 1}}, n, [],
                          Outcome(winners=(n % 8,), scores=tuple(float(i) for i in range(8))))
""")


def test_a_kill_during_a_statistics_write_leaves_the_file_readable(tmp_path):
    import os

    env = dict(os.environ)
    proc = subprocess.Popen([sys.executable, "-c", WRITER.format(root=str(ROOT))], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    path = stats.stats_path()
    try:
        # let it write a good many times (and so be in the middle of one), then kill -9
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and proc.poll() is None:
            try:
                played = json.loads(path.read_text())["games"]["jammat"]["players"]["p0"]["played"]
            except (OSError, ValueError, KeyError):
                played = 0
            if played >= 20:
                break
        assert proc.poll() is None, proc.stderr.read().decode()
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == -signal.SIGKILL
    data, notice = stats.load()
    assert notice is None
    rec = stats.players(data, "jammat")[0]
    assert rec["played"] >= 20
    assert sum(r["won"] for r in stats.players(data, "jammat")) == rec["played"]


def test_a_game_that_says_nothing_its_own_way_gets_the_shared_figures_and_words():
    # a game whose presenter is the shared one: the score is a "score", nothing else counted,
    # the result is its headline
    from app.games import Descriptor, register, unregister
    from app.ui import words

    register(Descriptor(id="plain_test", title="Plain", min_players=2, max_players=2, summary="", levels=("random",),
                        rules="app.rules.nothing:GAME", agents=(), setup=None, table=None, code_prefix="ZZ",
                        present="app.games.present:PRESENTER"))
    try:
        data = stats.empty()
        o = Outcome(winners=(1,), scores=(2.0, 5.0), details=({"x": 1}, {"x": 2}))
        seats = [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"}]
        stats.add_game(data, "plain_test", seats, {}, o, {"undos": [0, 2]})
        assert stats.best_hands("plain_test", seats, {}, 1, []) is None
        ann, bo = stats.players(data, "plain_test")
        assert (ann["counts"], bo["counts"]) == ({"undos": 0}, {"undos": 2})
        labels = [label for label, _ in stats.figures("plain_test", bo)]
        assert labels[6:] == ["Best score", "Mean score", "Undos used"]
        assert present.outcome_line("plain_test", o, ["Ann", "Bo"]) == "Bo wins."
        assert present.outcome_line("plain_test", o, ["Ann", "Bo"], short=True) == "Bo wins"
    finally:
        unregister("plain_test")
