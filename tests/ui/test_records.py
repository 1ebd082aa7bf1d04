"""The records screens: the Statistics screen over recorded games (tabs, players, Reset that
asks first, a broken file reported), the replay viewer stepping to the rules' positions, and
"Play a code" on the menu."""

import json

import pygame
import pytest

from app.games import present
from app.rules.dealcode import encode
from app.games import game_ids
from app.rules.game import get_game, replay
from app.scenes.dialogs import ConfirmDialog
from app.scenes.menu import MenuScene, PlayCodeDialog, table_scene_class
from app.scenes.replay_viewer import ReplayViewer, sample_game
from app.scenes.setup import GameSetup
from app.scenes.statistics import StatisticsScene
from app.store import replays, stats
from tests.ui.conftest import click


def key(app, k, mod=0):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def type_text(app, text):
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))


def button(scene, label):
    return next(b for b in scene.buttons.buttons if b.label == label)


def press(scene, label):
    click(scene, button(scene, label).rect(scene.m).center)


def record(game_id, seed, human="Ann", second=None):
    data, outcome = sample_game(game_id, seed)
    seats = data["seats"]
    seats[0]["name"] = human
    if second:
        seats[1] = dict(seats[1], name=second, kind="human")
    assert stats.record_game(game_id, seats, data["options"], seed, data["moves"], outcome) == []
    return data, outcome


# ----------------------------------------------------------------------------- statistics


def test_the_statistics_screen_shows_each_game_and_player(app):
    for seed in (1, 2, 3):
        record("tile_poker", seed, second="Bo" if seed == 2 else None)
    record("three_by_three", 4)
    app.scenes.push(MenuScene(app))
    press(app.scenes.top, "Statistics")
    scene = app.scenes.top
    assert isinstance(scene, StatisticsScene)
    assert [b.label for b in scene.buttons.buttons[:len(game_ids())]] == [get_game(g).info.title for g in game_ids()]
    press(scene, "Tile Poker")
    assert scene.game_id == "tile_poker" and button(scene, "Tile Poker").toggled
    assert scene.record["name"] == "Ann" and scene.record["played"] == 3
    assert len(scene.entries) == 3
    press(scene, ">")
    assert scene.record["name"] == "Bo" and scene.record["played"] == 1
    press(scene, "Three By Three")
    assert scene.record["name"] == "Ann" and scene.record["played"] == 1 and len(scene.entries) == 1
    press(scene, "Jammat")
    assert scene.record is None and scene.entries == [] and not button(scene, "Reset Jammat").enabled
    scene.draw(app.screen)  # draws with and without records
    press(scene, "Tile Poker")
    scene.draw(app.screen)


def test_reset_asks_first_and_forgets_only_that_game(app):
    record("tile_poker", 1)
    record("three_by_three", 2)
    scene = app.scenes.push(StatisticsScene(app, "tile_poker"))
    press(scene, "Reset Tile Poker")
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog) and dialog.yes_button.key is None  # Enter never resets
    key(app, pygame.K_RETURN)
    assert stats.players(stats.load()[0], "tile_poker")  # nothing happened
    press(dialog, "Keep them")
    assert app.scenes.top is scene and scene.record is not None
    press(scene, "Reset Tile Poker")
    press(app.scenes.top, "Reset")
    assert app.scenes.top is scene and scene.record is None
    data, _ = stats.load()
    assert stats.players(data, "tile_poker") == [] and stats.players(data, "three_by_three")
    assert len(replays.entries("tile_poker")[0]) == 1  # the replays are kept


def test_a_broken_statistics_file_is_reported_once_on_the_screen(app):
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 5, "games": {}}))
    scene = app.scenes.push(StatisticsScene(app))
    assert "version of Felt" in scene.toast.message and scene.toast.kind == "error"
    assert list(path.parent.glob("stats.json.broken-*"))
    assert StatisticsScene(app).toast.message == ""  # set aside: not reported again


def test_a_kept_replay_opens_in_the_viewer_and_a_broken_one_is_reported(app):
    record("three_thirteen", 1)
    record("three_thirteen", 2)
    scene = app.scenes.push(StatisticsScene(app, "three_thirteen"))
    newest = scene.entries[0].path
    older = scene.entries[1].path
    older.write_text("{ broken")
    x, y, w, h = scene.replay_row_rect(1)
    click(scene, scene.m.rect(x, y, w, h).center)
    assert app.scenes.top is scene and "could not be read" in scene.toast.message
    assert [e.path for e in scene.entries] == [newest]
    x, y, w, h = scene.replay_row_rect(0)
    click(scene, scene.m.rect(x, y, w, h).center)
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayViewer) and viewer.game_id == "three_thirteen"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene


def test_import_through_the_screen(app, tmp_path):
    data, _ = sample_game("twenty_nine", 5)
    sent = tmp_path / "from a friend.json"
    sent.write_text(json.dumps(data))
    scene = app.scenes.push(StatisticsScene(app, "jammat"))
    field = scene.import_field
    click(scene, field.rect(scene.m).center)
    type_text(app, str(tmp_path / "nothing.json"))
    key(app, pygame.K_RETURN)
    assert "There is no file" in scene.toast.message and scene.entries == []
    field.value = ""
    click(scene, field.rect(scene.m).center)
    type_text(app, str(sent))
    press(scene, "Import")
    assert scene.game_id == "twenty_nine" and len(scene.entries) == 1
    assert "Imported" in scene.toast.message


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_statistics_screen_fits(app, size):
    app.resize_window(size)
    scene = app.scenes.push(StatisticsScene.demo(app, "twenty_nine", 1))
    stage = pygame.Rect(0, 0, *size)
    rects = [b.rect(scene.m) for b in scene.buttons.buttons] + [scene.import_field.rect(scene.m)]
    assert all(stage.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert scene.record["played"] > 0 and scene.entries  # the demo has games and replays
    scene.draw(app.screen)


# ----------------------------------------------------------------------------- the replay viewer


@pytest.mark.parametrize("game_id", game_ids())
def test_the_viewer_steps_to_the_rules_positions(app, game_id):
    data, outcome = sample_game(game_id, 7)
    viewer = app.scenes.push(ReplayViewer(app, data))
    game = get_game(game_id)
    n = len(data["seats"])
    moves = data["moves"]
    assert viewer.k == 0 and len(viewer.steps) == len(moves) + 1

    def check():
        want = replay(game, 7, n, data["options"], moves[:viewer.k])
        for seat in [None] + list(range(n)):
            assert viewer.steps.view(viewer.k, seat) == game.view(want, seat)

    check()
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    assert viewer.k == 3
    check()
    press(viewer, "Back")
    assert viewer.k == 2
    check()
    key(app, pygame.K_END)
    assert viewer.k == len(moves)
    check()
    assert viewer.steps.outcome() == outcome
    key(app, pygame.K_RIGHT)  # no further than the end
    assert viewer.k == len(moves)
    key(app, pygame.K_PAGEUP)
    assert viewer.k == max(0, len(moves) - 10)
    check()
    press(viewer, "First")
    assert viewer.k == 0
    press(viewer, "Last")
    press(viewer, "Forward")
    assert viewer.k == len(moves)
    # the move list: each move in the presenter's words for the rules' facts from its mover's view
    for k in (1, len(moves) // 2, len(moves)):
        before = replay(game, 7, n, data["options"], moves[:k - 1])
        seat = game.to_move(before)
        assert viewer.steps.label(k) == present.move_line(
            game.info.id, game.view(before, seat), game.move_from_json(moves[k - 1]), viewer.names)
        assert viewer.move_text(k).endswith(viewer.steps.label(k))
        assert viewer.steps.label(k).startswith(viewer.names[seat])
    viewer.draw(app.screen)


def test_a_click_on_a_move_goes_there_and_the_list_follows(app):
    data, _ = sample_game("three_thirteen", 3)
    viewer = app.scenes.push(ReplayViewer(app, data))
    x, y, w, _ = (20, 70, 340, 560)
    row = viewer.m.rect(x + 20, y + 36 + 4 * 26 + 5, 10, 10).center
    click(viewer, row)
    assert viewer.k == 4
    key(app, pygame.K_END)
    assert viewer.scroll <= viewer.k < viewer.scroll + viewer.rows_shown()  # the current move is in view
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=5, flipped=False))
    assert viewer.scroll == viewer.k - viewer.rows_shown() + 1 - 15


def test_export_from_the_viewer_says_where(app, tmp_path):
    data, _ = sample_game("tile_poker", 2)
    viewer = app.scenes.push(ReplayViewer(app, data))
    press(viewer, "Export")
    files = list(replays.export_dir().glob("felt-tile-poker-*.json"))
    assert len(files) == 1 and str(files[0]) in viewer.toast.message
    assert str(files[0]).startswith(str(tmp_path))
    assert json.loads(files[0].read_text())["moves"] == data["moves"]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_viewer_buttons_fit(app, size):
    app.resize_window(size)
    viewer = app.scenes.push(ReplayViewer.demo(app, "twenty_nine", 3))
    rects = [b.rect(viewer.m) for b in viewer.buttons.buttons]
    assert all(pygame.Rect(0, 0, *size).contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


# ----------------------------------------------------------------------------- play a code


def open_dialog(app):
    menu = app.scenes.push(MenuScene(app))
    press(menu, "Play a code")
    dialog = app.scenes.top
    assert isinstance(dialog, PlayCodeDialog) and dialog.field.focused
    return menu, dialog


def test_a_bad_code_is_refused_with_the_message(app):
    menu, dialog = open_dialog(app)
    good = encode("jammat", {"deals": 3}, 4242).replace("-", "")
    bad = good[:4] + ("X" if good[4] != "X" else "Y") + good[5:]
    type_text(app, bad)
    key(app, pygame.K_RETURN)
    assert app.scenes.top is dialog and "mistake" in dialog.error
    dialog.draw(app.screen)
    key(app, pygame.K_BACKSPACE)
    assert dialog.error == ""
    press(dialog, "Cancel")
    assert app.scenes.top is menu


@pytest.mark.parametrize("game_id", game_ids())
def test_a_good_code_opens_the_setup_with_its_deal(app, game_id):
    info = get_game(game_id).info
    opt = info.options[-1]
    value = opt.values[-1] if opt.values else opt.int_range[1]
    code = encode(game_id, {opt.name: value}, 987654)
    menu, dialog = open_dialog(app)
    type_text(app, code.lower())
    press(dialog, "Play")
    cls = table_scene_class(game_id)
    if cls is not None and issubclass(cls, GameSetup):
        setup = app.scenes.top
        assert isinstance(setup, cls)
        assert setup.options[opt.name] == value and setup.seed_field.value == "987654"
        assert setup.config().seed == 987654 and setup.config().options == info.resolve_options({opt.name: value})
    else:  # a table not built yet: said so on the menu
        assert app.scenes.top is menu
        assert info.title in menu.toast.message and menu.toast.kind == "error"


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (800, 1000)])
def test_the_menu_still_fits(app, size):
    app.resize_window(size)
    menu = app.scenes.push(MenuScene(app))
    m = menu.m
    stage = pygame.Rect(0, 0, *size)
    rects = [b.rect(m) for b in menu.buttons.buttons]
    assert all(stage.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    labels = [b.label for b in menu.buttons.buttons]
    assert "Play a code" in labels and "Statistics" in labels
    kx, ky = menu.L["keys"]
    assert m.pt(kx, ky + 24 + 20)[1] <= size[1]  # the key hints below the buttons stay on screen
    assert ky > max(menu.L["side"][-1][1] + menu.L["side"][-1][3], 0)


@pytest.mark.parametrize("scenes", [
    ("three_by_three:mid", "three_by_three:end", "three_by_three:results"),
    ("twenty_nine:trick", "twenty_nine:summary"),
    ("tile_poker:blind", "tile_poker:end"),
    ("three_thirteen:turn", "three_thirteen:sheet"),
])
def test_a_screenshot_of_a_demo_table_writes_nothing_to_the_players_files(tmp_path, monkeypatch, scenes):
    """A demo table (screens that play moves or finish a game) neither saves, nor counts a
    game in the statistics, nor keeps a replay (as Jammat's, test_jammat_regressions)."""
    from app.main import main

    home = tmp_path / "home"
    monkeypatch.setenv("FELT_HOME", str(home))
    for scene in scenes:
        assert main(["--screenshot", str(tmp_path / "shot.png"), "--scene", scene]) == 0
        assert (tmp_path / "shot.png").exists()
    written = [p for p in home.rglob("*") if p.is_file()] if home.exists() else []
    assert written == [], written
