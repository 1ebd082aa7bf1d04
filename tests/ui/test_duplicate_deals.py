"""Duplicate deals at the tables: "Seats turned" plays the same deal with every player one
seat on (each player gets the cards the seat they move to was dealt), the series keeps its
results through the deals and a save, and "Compare deals" shows them side by side."""

import pygame
import pytest

from app.rules.dealcode import turn_seats
from app.rules.game import get_game
from app.scenes.autoplay import table_class
from app.scenes.menu import MenuScene
from app.scenes.series import SeriesScene, series_table
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.table_records import valid_series
from app.store import saves
from tests.ui.conftest import click

GAMES = {  # game: (players, options, computer level)
    "jammat": (2, {"deals": 1}, "easy"),
    "twenty_nine": (4, {"hands": 1}, "easy"),
    "three_thirteen": (2, {}, "easy"),
    "tile_poker": (2, {}, "greedy"),
}


def options_for(game_id):
    game = get_game(game_id)
    wanted = GAMES[game_id][1]
    names = {o.name for o in game.info.options}
    return game.info.resolve_options({k: v for k, v in wanted.items() if k in names})


def start(app, game_id, seed=11):
    players, _, level = GAMES[game_id]
    seats = [SeatConfig("Ann")] + [SeatConfig(f"C{s}", "computer", level) for s in range(1, players)]
    app.scenes.push(MenuScene(app))
    t = table_class(game_id)(app, TableConfig(game_id, seats, options_for(game_id), seed))
    app.scenes.push(t)
    return t


def labels(scene):
    return [b.label for b in scene.buttons.buttons]


def press(scene, label):
    b = next(b for b in scene.buttons.buttons if b.label == label)
    click(scene, b.rect(scene.app.metrics).center)


def key(app, k):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def finish(app, t, limit=20000):
    """Play to the end screen: computers think at once, the human makes its first legal move
    (Jammat's human confirms the grid as dealt), results are read on with Enter."""
    for _ in range(limit):
        top = app.scenes.top
        if top is not t:
            raise AssertionError(f"{type(top).__name__} over the table")
        if t.over and "Seats turned" in labels(t) or "Compare deals" in labels(t):
            return
        if t.thinking is not None:
            t.finish_thinking_now()
        elif t.legal and t.game_id != "jammat":
            t.play(t.legal[0])
        elif "Confirm" in labels(t):
            press(t, "Confirm")
        elif any(b.key == pygame.K_RETURN and b.enabled for b in t.buttons.buttons):
            key(app, pygame.K_RETURN)
        app.step(0.05)
    raise AssertionError("the end screen was not reached")


def dealt(t, seat):
    """The cards the rules dealt to ``seat`` (from the game's own start, not the screen)."""
    game = get_game(t.game_id)
    v = game.view(game.new_game(t.config.seed, len(t.seats), t.config.options), seat)
    hand = v.hands[seat] if t.game_id == "tile_poker" else v.hand
    return sorted(c.code for c in hand)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_seats_turned_replays_the_deal_one_seat_on_and_the_series_compares(app, game_id):
    t = start(app, game_id)
    names = [s.name for s in t.seats]
    first_cards = {names[s]: dealt(t, s) for s in range(len(names))}
    finish(app, t)
    first = t.outcome
    press(t, "Seats turned")
    t2 = app.scenes.top
    assert type(t2) is type(t) and t2 is not t
    assert t2.config.seed == t.config.seed and t2.config.options == t.config.options
    assert [s.name for s in t2.seats] == [s.name for s in turn_seats(t.seats)]
    assert t2.config.series == [{"scores": [float(x) for x in first.scores], "winners": list(first.winners),
                                 "higher": first.higher_is_better}]
    # Ann now sits one seat on and is shown the cards its player had the first time
    ann = [s.name for s in t2.seats].index("Ann")
    assert ann == 1
    for _ in range(400):
        if t2.viewer == ann:
            break
        if t2.thinking is not None:
            t2.finish_thinking_now()
        app.step(0.05)
    assert t2.viewer == ann
    held = t2.view.hands[ann] if game_id == "tile_poker" else t2.view.hand
    if game_id == "tile_poker":  # the tiles in hand at her first turn (none placed yet by her)
        assert set(c.code for c in held) <= set(first_cards[names[1]]) and held
    else:
        assert sorted(c.code for c in held) == first_cards[names[1]]
    finish(app, t2)
    assert "Compare deals" in labels(t2)
    press(t2, "Compare deals")
    cmp = app.scenes.top
    assert isinstance(cmp, SeriesScene) and cmp.names == names and len(cmp.deals) == 2
    # Ann's first score is her seat 0 score of deal 1, her second her seat 1 score of deal 2
    assert float(cmp.rows[0][0][0]) == first.scores[0]
    assert float(cmp.rows[0][1][0]) == t2.outcome.scores[1]
    assert cmp.totals[0] == first.scores[0] + t2.outcome.scores[1]
    cmp.draw(app.screen)
    if len(names) > 2:
        press(cmp, "Turn the seats again")
        t3 = app.scenes.top
        assert type(t3) is type(t) and len(t3.config.series) == 2
        assert [s.name for s in t3.seats] == [s.name for s in turn_seats(t.seats, 2)]
    else:  # two players: both seatings played, only a new deal or back
        assert "Turn the seats again" not in labels(cmp)
        assert "seating of this deal has been played" in cmp.footer()
        press(cmp, "Close")
        assert app.scenes.top is t2 and "Seats turned" not in labels(t2)


def test_the_series_keeps_through_a_save_and_a_broken_one_is_dropped(app):
    t = start(app, "tile_poker")
    finish(app, t)
    press(t, "Seats turned")
    t2 = app.scenes.top
    for _ in range(6):  # a few moves: the save now holds the series
        if t2.thinking is not None:
            t2.finish_thinking_now()
        elif t2.legal:
            t2.play(t2.legal[0])
        app.step(0.05)
    data = saves.read("tile_poker")
    assert data["ui"]["series"] == t2.config.series
    again = type(t2).resume(app, data)
    assert again.config.series == t2.config.series and again.moves == t2.moves
    assert "series" not in again.resume_ui
    data["ui"]["series"] = [{"scores": ["x", 1], "winners": [0], "higher": True}]
    assert type(t2).resume(app, data).config.series == []


def test_series_table_and_validation():
    deals = [{"scores": [3, 1, 0], "winners": [0], "higher": True},
             {"scores": [2, 2, 5], "winners": [2], "higher": True}]
    rows, totals = series_table(["A", "B", "C"], deals)
    # deal 2 was turned once: A sat at seat 1, B at seat 2, C at seat 0
    assert rows == [[("3", True), ("2", False)], [("1", False), ("5", True)], [("0", False), ("2", False)]]
    assert totals == [5.0, 6.0, 2.0]
    assert valid_series(deals, 3) and not valid_series(deals, 2)
    assert not valid_series(deals + [deals[0]], 3)  # as many deals as seats: the series is done
    assert not valid_series([{"scores": [1, 2, 3], "winners": [5], "higher": True}], 3)
    assert not valid_series("x", 3) and valid_series([], 3)
