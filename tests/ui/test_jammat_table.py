"""The Jammat table driven through synthetic events on SDL's dummy driver."""

import pygame
import pytest

from app.rules import jammat as J
from app.rules.jammat_search import best_grid
from app.scenes.dialogs import ConfirmDialog
from app.scenes.jammat import JammatSetup, JammatTable
from app.scenes.menu import MenuScene
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.pass_screen import PassScreen
from tests.ui.conftest import FaceLog, click, drag


def key(app, k):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def table(app, seats, seed=11, **opts):
    app.scenes.push(MenuScene(app))
    options = J.INFO.resolve_options({"deals": 1, **opts})
    t = JammatTable(app, TableConfig("jammat", seats, options, seed))
    app.scenes.push(t)
    return t


def button(scene, label):
    return next(b for b in scene.buttons.buttons if b.label == label)


def press(app, scene, label):
    r = button(scene, label).rect(app.metrics)
    click(scene, r.center)


def run_until(app, cond, limit=2000):
    for _ in range(limit):
        if cond():
            return
        top = app.scenes.top
        if isinstance(top, JammatTable) and top.thinking is not None:
            top.finish_thinking_now()
        app.step(0.05)
    raise AssertionError("condition not reached")


def test_setup_screen_starts_a_table(app):
    app.scenes.push(MenuScene(app))
    setup = JammatSetup(app)
    app.scenes.push(setup)
    setup.cycle_option(J.INFO.option("grid"), +1)
    assert setup.options["grid"] == "3d"
    setup.add_seat()
    assert len(setup.seats) == 3
    setup.seed_field.value = "42"
    press(app, setup, "Start")
    t = app.scenes.top
    assert isinstance(t, JammatTable) and t.config.seed == 42 and t.grid_kind == "3d"
    assert len(t.full_state().hands) == 3 and len(t.full_state().hands[0]) == 27


def test_setup_refuses_duplicate_names(app):
    app.scenes.push(MenuScene(app))
    setup = JammatSetup(app)
    app.scenes.push(setup)
    setup.seats[1].name = setup.seats[0].name
    press(app, setup, "Start")
    assert app.scenes.top is setup and "same name" in setup.toast.message


def test_human_against_computer_to_the_results(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bot", "computer", "expert")])
    assert t.phase == "arrange" and t.viewer == 0
    hand = list(t.arrangement)
    key(app, pygame.K_c)  # confirm
    assert t.phase in ("waiting", "reveal") and not t.layer.sprites  # the grid is put away
    run_until(app, lambda: t.phase == "reveal")
    assert len(t.full_state().history) == 1
    assert sorted(t.full_state().history[0].grids[0]) == sorted(hand)
    click(t, app.metrics.pt(640, 400))  # a click skips the animation
    assert t.reveal_done()
    assert "Play again" in [b.label for b in t.buttons.buttons]
    assert t.game.outcome(t.full_state()) is not None


def test_two_humans_pass_screen_and_no_peeking(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Ben")], seed=5)
    log = FaceLog(app.art)
    app._art = log
    hands = t.full_state().hands
    assert isinstance(app.scenes.top, PassScreen) and app.scenes.top.name == "Ann"
    app.draw()
    assert log.faces == []  # the pass screen shows nothing of the table
    assert app.scenes.top.name == "Ann"
    press(app, app.scenes.top, "Show my cards")
    assert app.scenes.top is t and t.viewer == 0
    log.faces.clear()
    t.tweens.finish_all()
    app.draw()
    assert log.faces and set(log.faces) <= set(hands[0])
    key(app, pygame.K_c)
    # the table hides again and asks for the next player
    assert isinstance(app.scenes.top, PassScreen) and app.scenes.top.name == "Ben"
    log.faces.clear()
    app.draw()
    assert log.faces == []
    assert app.scenes.top.name == "Ben"
    press(app, app.scenes.top, "Show my cards")
    t.tweens.finish_all()
    log.faces.clear()
    app.draw()
    assert log.faces and set(log.faces) <= set(hands[1])
    key(app, pygame.K_c)
    assert t.phase == "reveal"
    log.faces.clear()
    app.draw()
    assert set(hands[0]) <= set(log.faces) and set(hands[1]) <= set(log.faces)


def cell_point(t, i):
    x, y, w, h = t.cell_rect(i)
    return t.app.metrics.pt(x + w / 2, y + h / 2)


def test_swap_by_drag_and_by_clicks(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bot", "computer", "easy")])
    t.tweens.finish_all()
    a = list(t.arrangement)
    drag(t, cell_point(t, 0), cell_point(t, 8))
    assert t.arrangement[0] == a[8] and t.arrangement[8] == a[0]
    t.tweens.finish_all()
    b = list(t.arrangement)
    click(t, cell_point(t, 1))
    click(t, cell_point(t, 5))
    assert t.arrangement[1] == b[5] and t.arrangement[5] == b[1]
    # the sprites follow: each cell's sprite shows the cell's card
    assert [sp.card for sp in t.sprites] == t.arrangement


def test_illegal_drop_snaps_back_and_changes_nothing(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bot", "computer", "easy")])
    t.tweens.finish_all()
    before = list(t.arrangement)
    origin = t.sprites[4].pos
    drag(t, cell_point(t, 4), app.metrics.pt(700, 690))  # empty felt, no cell
    t.tweens.finish_all()
    assert t.arrangement == before and t.sprites[4].pos == origin
    assert t.toast.kind == "error" and "swap" in t.toast.message


def test_keyboard_swap_and_suggest(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bot", "computer", "easy")])
    t.tweens.finish_all()
    before = list(t.arrangement)
    assert t.cursor == 4
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert t.arrangement[4] == before[5] and t.arrangement[5] == before[4]
    key(app, pygame.K_s)
    assert t.suggestion == best_grid(before, "low")
    key(app, pygame.K_a)
    assert tuple(t.arrangement) == best_grid(before, "low")


def test_esc_asks_before_leaving_a_game_in_progress(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bot", "computer", "easy")])
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, ConfirmDialog)
    key(app, pygame.K_ESCAPE)  # "Stay"
    assert app.scenes.top is t
    key(app, pygame.K_ESCAPE)
    press(app, app.scenes.top, "Leave")
    assert isinstance(app.scenes.top, MenuScene)


def test_3d_table_arranges_and_reveals(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bot", "computer", "easy")], grid="3d")
    t.tweens.finish_all()
    assert len(t.arrangement) == 27 and len(t.sprites) == 27
    a = list(t.arrangement)
    drag(t, cell_point(t, 0), cell_point(t, 26))  # across layers
    assert t.arrangement[0] == a[26]
    key(app, pygame.K_c)
    run_until(app, lambda: t.phase == "reveal")
    assert len(t.deal_result.positions) == 49


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 576)])
def test_every_phase_draws_at_any_size(app, size):
    app.resize_window(size)
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bot", "computer", "easy"), SeatConfig("Cy", "computer", "easy")])
    app.draw()
    key(app, pygame.K_c)
    run_until(app, lambda: t.phase == "reveal")
    app.draw()
    t.skip_reveal()
    app.draw()
    assert app.screen.get_size() == size


def test_autosave_and_resume_replays_the_game(app):
    from app.store import saves

    t = table(app, [SeatConfig("Ann"), SeatConfig("Ben")], seed=21, deals=2)
    assert app.scenes.top.name == "Ann"
    press(app, app.scenes.top, "Show my cards")
    t.swap(0, 4)
    key(app, pygame.K_c)
    data = saves.read("jammat")
    assert data["seed"] == 21 and len(data["moves"]) == 1 and data["options"]["deals"] == 2
    # a new start: the setup offers the save and resumes at the same point
    app.scenes.clear_to(MenuScene(app))
    setup = JammatSetup(app)
    app.scenes.push(setup)
    press(app, setup, "Resume saved game")
    t2 = app.scenes.top
    assert isinstance(t2, PassScreen) and t2.name == "Ben"  # the next player, behind the pass screen
    resumed = app.scenes.stack[-2]
    assert resumed.full_state() == t.full_state() and resumed.moves == t.moves
    # finishing the match removes the save
    assert t2.name == "Ben"
    press(app, t2, "Show my cards")
    key(app, pygame.K_c)
    resumed.next_deal()
    for name in ("Ann", "Ben"):
        assert app.scenes.top.name == name
        press(app, app.scenes.top, "Show my cards")
        key(app, pygame.K_c)
    assert resumed.game.outcome(resumed.full_state()) is not None
    # the result on screen is kept until the player leaves it; leaving removes the save
    assert saves.read("jammat")["ui"] == {"reveal": 1, "recorded": True}
    app.scenes.pop()
    assert saves.read("jammat") is None


def test_broken_save_is_reported_and_set_aside(app):
    from app.store import saves

    path = saves.save_path("jammat")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "game": "jammat", "seats": [')
    app.scenes.push(MenuScene(app))
    setup = JammatSetup(app)
    assert setup.saved is None and "could not be read" in setup.toast.message
    assert not path.exists() and list(path.parent.glob("jammat.json.broken-*"))


def test_save_that_does_not_replay_is_refused_by_reason(app):
    from app.store import saves

    saves.write("jammat", [{"name": "Ann", "kind": "human", "level": "normal"},
                           {"name": "Bo", "kind": "computer", "level": "easy"}],
                {"deals": 1}, 3, [{"move": "Arrange", "cards": ["AS"] * 9}], "edited by hand")
    app.scenes.push(MenuScene(app))
    setup = JammatSetup(app)
    app.scenes.push(setup)
    press(app, setup, "Resume saved game")
    assert app.scenes.top is setup and "could not be replayed" in setup.toast.message
    assert saves.read("jammat") is None
