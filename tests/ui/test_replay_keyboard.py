"""Statistics and the replay viewer by keys alone: from the menu to Statistics, a game's tab,
the other player's figures, down the list of kept replays (it scrolls to the ringed row),
a replay opened, stepped through (a move, ten moves, the end, the deal, the buttons by
Tab), and back to the list, with a focus ring drawn where the keys are."""

import json

import pygame

from app.games import game_title
from app.scenes.menu import MenuScene
from app.scenes.replay_viewer import ReplayViewer, sample_game
from app.scenes.statistics import ReplayRow, StatisticsScene
from app.store import stats
from app.ui.widgets import FOCUS


def key(app, k, mod=0):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def record(game_id, seed, second=None):
    data, outcome = sample_game(game_id, seed)
    seats = data["seats"]
    if second:
        seats[1] = dict(seats[1], name=second, kind="human")
    assert stats.record_game(game_id, seats, data["options"], seed, data["moves"], outcome) == []


def tab_to(app, scene, wanted, limit=60):
    """Tab until the ring is on the button ``wanted`` says yes to (keys only)."""
    for __ in range(limit):
        key(app, pygame.K_TAB)
        b = scene.buttons.focused
        if b is not None and wanted(b):
            return b
    raise AssertionError("the focus ring never reached the button")


def ring_drawn(scene, b):
    """The focus ring's colour on the edge just around button ``b`` once the screen is drawn."""
    surface = pygame.Surface(scene.app.screen.get_size())
    scene.draw(surface)
    r = b.rect(scene.m)
    return any(surface.get_at((r.centerx, y))[:3] == FOCUS for y in range(r.top - scene.m.px(5), r.top + 1))


def test_statistics_to_a_replay_and_through_it_by_keys_only(app):
    for seed in range(1, 11):  # more kept replays than the list shows at once
        record("jammat", seed, second="Bo" if seed == 3 else None)
    record("three_thirteen", 4)
    menu = app.scenes.push(MenuScene(app))

    tab_to(app, menu, lambda b: b.label == "Statistics")
    key(app, pygame.K_RETURN)
    scene = app.scenes.top
    assert isinstance(scene, StatisticsScene) and scene.game_id != "three_thirteen"

    # a game's tab, then back to Jammat's
    tab_to(app, scene, lambda b: b.label == game_title("three_thirteen"))
    key(app, pygame.K_SPACE)
    assert scene.game_id == "three_thirteen" and len(scene.entries) == 1
    tab_to(app, scene, lambda b: b.label == game_title("jammat"))
    key(app, pygame.K_RETURN)
    assert scene.game_id == "jammat" and len(scene.entries) == 10

    # the other player's figures
    first = scene.record["name"]
    tab_to(app, scene, lambda b: b.label == ">")
    key(app, pygame.K_RETURN)
    assert scene.record["name"] != first and {first, scene.record["name"]} == {"Ann", "Bo"}

    # the replay list: the ring on the first row, then down past the rows in view (the list scrolls)
    row = tab_to(app, scene, lambda b: isinstance(b, ReplayRow))
    assert row.index == 0 and ring_drawn(scene, row)
    shown = scene.replay_rows()
    assert shown < 10
    for i in range(1, 10):
        key(app, pygame.K_DOWN)
        assert scene.buttons.focused is scene.rows[i]
    assert scene.scroll == 10 - shown and scene.rows[9].visible and not scene.rows[0].visible
    assert ring_drawn(scene, scene.rows[9])
    key(app, pygame.K_UP)
    assert scene.buttons.focused is scene.rows[8]
    wanted = scene.entries[8]

    key(app, pygame.K_RETURN)
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayViewer) and viewer.game_id == "jammat"
    assert viewer.data["seed"] == stats_seed(wanted) and viewer.k == 0
    last = len(viewer.steps) - 1
    assert last >= 2

    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert viewer.k == 2
    key(app, pygame.K_LEFT)
    assert viewer.k == 1
    key(app, pygame.K_END)
    assert viewer.k == last
    key(app, pygame.K_RIGHT)  # nothing beyond the end
    assert viewer.k == last
    key(app, pygame.K_HOME)
    assert viewer.k == 0
    key(app, pygame.K_PAGEDOWN)
    assert viewer.k == min(10, last)
    key(app, pygame.K_PAGEUP)
    assert viewer.k == 0

    # the buttons by Tab and Enter/Space: Forward, Last, First, Back
    fwd = tab_to(app, viewer, lambda b: b.fid == "forward")
    assert ring_drawn(viewer, fwd)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_SPACE)
    assert viewer.k == 2
    tab_to(app, viewer, lambda b: b.fid == "back")
    key(app, pygame.K_RETURN)
    assert viewer.k == 1
    tab_to(app, viewer, lambda b: b.fid == "last")
    key(app, pygame.K_RETURN)
    assert viewer.k == last
    tab_to(app, viewer, lambda b: b.fid == "first")
    key(app, pygame.K_RETURN)
    assert viewer.k == 0

    # Esc leaves, back on the list with the ring where it was
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene and scene.buttons.focused is scene.rows[8]
    tab_to(app, scene, lambda b: b.label == "Back")
    key(app, pygame.K_RETURN)
    assert app.scenes.top is menu


def stats_seed(entry):
    from app.store import replays

    return replays.load(entry.path)["seed"]


def test_a_replay_file_is_imported_by_keys_alone(app, tmp_path):
    data, __ = sample_game("twenty_nine", 5)
    sent = tmp_path / "from a friend.json"
    sent.write_text(json.dumps(data))
    scene = app.scenes.push(StatisticsScene(app, "jammat"))
    tab_to(app, scene, lambda b: b.label == "Import")
    key(app, pygame.K_RETURN)  # nothing typed yet: the path field takes the keyboard
    assert scene.import_field.focused and scene.entries == [] and not scene.toast.message  # no refusal
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=str(sent)))
    key(app, pygame.K_RETURN)
    assert scene.game_id == "twenty_nine" and len(scene.entries) == 1 and not scene.import_field.focused
