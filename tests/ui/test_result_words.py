"""Results read with the players' names: the rules give facts (Outcome.reason and facts),
app.ui.words says them; the Twenty-Nine end screen, Statistics' replay list and the replay
viewer never show a seat index, nor a result text stored with seat numbers."""

import json

import pytest

from app.ai.base import make_agent
from app.rules import twenty_nine as T
from app.rules.game import get_game
from app.scenes.replay_viewer import ReplayViewer
from app.scenes.statistics import StatisticsScene
from app.store import replays, stats
from app.ui import fonts, words
from app.games import present

NAMES = ("Ann", "Bo", "Cy", "Di")


def played(game_id, seed, players, options, level=None):
    """The moves and outcome of a game played by the first level's computers."""
    game = get_game(game_id)
    level = level or game.info.levels[0]
    state = game.new_game(seed, players, options)
    bots = [make_agent(game_id, level, seed * 7 + s) for s in range(players)]
    moves = []
    while (s := game.to_move(state)) is not None:
        mv = bots[s].choose(game.view(state, s), game.legal_moves(state))
        moves.append(mv)
        state = game.apply(state, mv)
    return moves, game.outcome(state)


def seats(n, names=NAMES):
    return [{"name": names[0], "kind": "human", "level": "normal"}] + [
        {"name": names[i], "kind": "computer", "level": "easy"} for i in range(1, n)]


@pytest.fixture
def team_b_won():
    """A one-hand Twenty-Nine match won by seats 2 and 4 (indexes 1 and 3): Bo and Di."""
    for seed in range(1, 60):
        moves, outcome = played("twenty_nine", seed, 4, {"hands": 1}, "easy")
        if outcome.winners == (1, 3):
            return seed, moves, outcome
    raise AssertionError("no seed where seats 2 and 4 win")


@pytest.fixture
def shown(monkeypatch):
    """Every string drawn (through app.ui.fonts.text) while the fixture is used."""
    texts = []
    real = fonts.text

    def text(s, *a, **k):
        texts.append(str(s))
        return real(s, *a, **k)

    monkeypatch.setattr(fonts, "text", text)
    return texts


def end_line(shown):
    """The replay viewer's result line ("End: ..."), joined again if it was wrapped."""
    i = next(i for i, s in enumerate(shown) if s.startswith("End: "))
    text = shown[i]
    if not text.endswith((".", "!")):  # the result ends with its full stop
        text += " " + shown[i + 1]
    return text


def assert_names_team_b(line):
    assert "Bo and Di (Team B) win the match" in line, line
    assert "Ann" not in line and "Cy" not in line and "Seat" not in line and "seat" not in line, line
    assert "after 1 hand" in line and "1 hands" not in line, line


def test_the_words_name_the_winning_team_and_count_hands_right(team_b_won):
    _, _, outcome = team_b_won
    assert outcome.reason in ("games", "running") and outcome.fact("hands") == 1
    assert_names_team_b(present.outcome_line("twenty_nine", outcome, NAMES))
    assert present.headline("twenty_nine", outcome, NAMES) == "Bo and Di (Team B) win the match"


def test_the_twenty_nine_end_screen_names_the_winners(app, team_b_won, shown):
    from app.scenes.menu import MenuScene
    from app.scenes.twenty_nine import TwentyNineTable

    seed, moves, _ = team_b_won
    app.scenes.push(MenuScene(app))
    data = {"game": "twenty_nine", "seats": seats(4), "options": T.GAME.info.resolve_options({"hands": 1}),
            "seed": seed, "moves": [m.to_json() for m in moves], "ui": {"summary": 1, "recorded": True}}
    t = TwentyNineTable.resume(app, data)
    t.saving = False
    app.scenes.push(t)
    assert t.over and t.final
    shown.clear()
    t.draw(app.screen)
    drawn = " ".join(shown)  # the line may be wrapped
    assert "Bo and Di (Team B) win the match" in drawn and "Ann and Cy (Team A) win" not in drawn


def test_statistics_and_the_replay_viewer_name_the_winners(app, team_b_won, shown):
    seed, moves, outcome = team_b_won
    stats.record_game("twenty_nine", seats(4), {"hands": 1}, seed, moves, outcome)
    scene = StatisticsScene(app, "twenty_nine")
    app.scenes.push(scene)
    shown.clear()
    scene.draw(app.screen)
    line = next(s for s in shown if "win the match" in s)
    assert_names_team_b(line)
    assert line.endswith(f" · {len(moves)} moves")
    entry = scene.entries[0]
    viewer = ReplayViewer(app, replays.load(entry.path))
    app.scenes.push(viewer)
    viewer.last()
    shown.clear()
    viewer.draw(app.screen)
    assert_names_team_b(end_line(shown))


def test_an_old_replay_with_seat_numbers_in_its_text_is_worded_again(app, team_b_won, shown):
    """A replay kept before results were facts: its stored text counts seats from 0 and
    names the wrong team; the list and the viewer word the result from the moves."""
    seed, moves, outcome = team_b_won
    record = replays.make_record("twenty_nine", seats(4), T.GAME.info.resolve_options({"hands": 1}), seed,
                                 moves, outcome)
    record["outcome"] = {"winners": [1, 3], "scores": list(outcome.scores), "draw": False,
                         "text": "Seats 1 and 3 win: g 0 to 0, s 0 to -1 after 1 hands"}
    folder = replays.replay_dir("twenty_nine")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "20260101-000000-01.json").write_text(json.dumps(record), encoding="utf-8")
    scene = StatisticsScene(app, "twenty_nine")
    app.scenes.push(scene)
    shown.clear()
    scene.draw(app.screen)
    assert not any("Seats 1 and 3" in s for s in shown)
    assert_names_team_b(next(s for s in shown if "win the match" in s))
    viewer = ReplayViewer(app, replays.load(scene.entries[0].path))
    app.scenes.push(viewer)
    viewer.last()
    shown.clear()
    viewer.draw(app.screen)
    assert not any("Seats 1 and 3" in s for s in shown)
    assert_names_team_b(end_line(shown))


@pytest.mark.parametrize("game_id, players, options", [
    ("jammat", 3, {"deals": 2}),
    ("tile_poker", 2, {}),
    ("three_thirteen", 3, {}),
    ("three_by_three", 2, {}),
])
def test_replay_results_of_every_game_read_with_names(app, shown, game_id, players, options):
    moves, outcome = played(game_id, 3, players, options)
    stats.record_game(game_id, seats(players), options, 3, moves, outcome)
    scene = StatisticsScene(app, game_id)
    app.scenes.push(scene)
    shown.clear()
    scene.draw(app.screen)
    line = next(s for s in shown if s.endswith(f" · {len(moves)} moves"))
    winners = [NAMES[s] for s in outcome.winners]
    assert all(w in line for w in winners), line
    for word in ("Seat", "seat", "Player 1", "Player 2", "Player 3"):
        assert word not in line, line
    viewer = ReplayViewer(app, replays.load(scene.entries[0].path))
    app.scenes.push(viewer)
    viewer.last()
    shown.clear()
    viewer.draw(app.screen)
    head = end_line(shown)
    assert head == "End: " + present.outcome_line(game_id, outcome, NAMES[:players])
    assert all(w in head for w in winners) and "Seat" not in head and "Player " not in head, head


def test_plurals_and_the_default_name_you():
    from app.rules.game import Outcome

    o = Outcome(winners=(0,), scores=(1.0, 0.5), reason="match points", facts=(("deals", 1),))
    assert present.outcome_line("jammat", o, ["You", "Bo"]) == "You win the match with 1 match point (Bo 0.5) after 1 deal."
    o = Outcome(winners=(1,), scores=(3.0, 2.0), reason="match points", facts=(("deals", 5),))
    assert present.outcome_line("jammat", o, ["You", "Bo"]) == "Bo wins the match with 2 match points (You 3) after 5 deals."
    assert words.plural(1, "hand") == "1 hand" and words.plural(2, "hand") == "2 hands"
    assert words.and_list(["Ann", "Bo", "Cy"]) == "Ann, Bo and Cy"


def test_the_twenty_nine_hand_summary_says_you_bid_not_yous(app, shown):
    """The default player name "You" is the subject of the sentence, never "You's"."""
    import dataclasses

    from app.scenes.menu import MenuScene
    from app.scenes.config import SeatConfig, TableConfig
    from app.scenes.twenty_nine import TwentyNineTable

    cfg = [SeatConfig("You")] + [SeatConfig(n, "computer", "easy") for n in ("Bo", "Cy", "Di")]
    for seed in range(1, 40):
        moves, _ = played("twenty_nine", seed, 4, {"hands": 1}, "easy")
        game = T.GAME
        st = game.new_game(seed, 4, game.info.resolve_options({"hands": 1}))
        for mv in moves:
            st = game.apply(st, mv)
        result = game.view(st, None).results[-1]
        if not result.single:
            break
    app.scenes.push(MenuScene(app))
    data = {"game": "twenty_nine", "seats": [vars(s) for s in cfg], "options": game.info.resolve_options({"hands": 1}),
            "seed": seed, "moves": [m.to_json() for m in moves], "ui": {"summary": 1, "recorded": True}}
    t = TwentyNineTable.resume(app, data)
    t.saving = False
    app.scenes.push(t)
    t.summary = dataclasses.replace(t.summary, bidder=0, made=False)
    shown.clear()
    t.draw(app.screen)
    assert not any("You's" in s for s in shown)
    assert f"Hand 1: You bid {t.summary.contract} and failed" in shown
