"""The shared screens and widgets: wrapping, keyboard focus, the setup screen of every game,
remembered settings, and the column layout of narrow windows. Driven with synthetic events
on SDL's dummy driver."""

import json
import types

import pygame
import pytest

from app.main import make_setup
from app.rules import jammat as J
from app.rules.game import get_game
from app.scenes.about import AboutScene
from app.scenes.dialogs import OPAQUE_SHADE, ConfirmDialog
from app.scenes.jammat import JammatSetup, JammatTable
from app.scenes.menu import MenuScene
from app.scenes.settings import SettingsScene
from app.scenes.setup import HELP_SIZE, GameSetup, option_label, option_value_label
from app.store import saves
from app.store import settings as store
from app.ui import fonts
from app.ui.engine import App, Metrics, Scene, stage_metrics
from app.ui.widgets import Button, ButtonRow, Toast, wrap_text
from tests.ui.conftest import click

LONG = ("The settings file could not be read; it was set aside as "
        "settings.json.broken-20261123-212530 and replaced by the defaults, which is a long sentence "
        "with a very long word Supercalifragilisticexpialidocious-and-then-some-more-letters-to-break "
        "in the middle of it.")


def key(app, k, mod=0):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def type_text(app, text):
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))


def button(scene, label):
    return next(b for b in scene.buttons.buttons if b.label == label)


def press(scene, label):
    click(scene, button(scene, label).rect(scene.m).center)


def resize(app, size):
    app.resize_window(size)


# ----------------------------------------------------------------------------- wrapping


def test_wrap_text_breaks_at_spaces_and_inside_over_long_words():
    pygame.font.init()
    font = fonts.font(16)
    lines = wrap_text(LONG, font, 200)
    assert len(lines) > 5
    assert all(font.size(line)[0] <= 200 for line in lines)
    assert "".join(lines).replace(" ", "") == LONG.replace(" ", "")
    assert wrap_text("short text", font, 500) == ["short text"]


@pytest.mark.parametrize("size", [(1024, 600), (800, 1000), (1280, 720)])
def test_toast_wraps_inside_its_box_and_the_box_inside_the_window(app, size):
    resize(app, size)
    for m in (app.metrics, stage_metrics(*size, True)):
        toast = Toast()
        toast.show(LONG, "error", 5.0, detail="'utf-8' codec can't decode byte 0xff in position 0: invalid start byte")
        box, placed = toast.layout(m)
        assert pygame.Rect(0, 0, *size).contains(box)
        assert box.width <= 0.9 * size[0] + 1
        assert len(placed) >= 3
        for img, pos in placed:
            assert box.contains(img.get_rect(topleft=pos))
        tops = [pos[1] for _, pos in placed]
        assert tops == sorted(tops) and len(set(tops)) == len(tops)  # lines do not overlap
        toast.draw(app.screen, m)


@pytest.mark.parametrize("size", [(1024, 600), (800, 1000), (1280, 720)])
def test_confirm_dialog_wraps_and_grows_with_buttons_below_the_text(app, size):
    resize(app, size)
    app.scenes.push(MenuScene(app))
    d = ConfirmDialog(app, LONG, lambda: None)
    app.scenes.push(d)
    m = d.m
    (x, y, w, h), lines, tsize = d.layout(m)
    box = m.rect(x, y, w, h)
    assert pygame.Rect(0, 0, *size).contains(box)
    font = fonts.font(m.px(tsize), "bold")
    assert len(lines) > 2
    inner = box.inflate(-2 * m.px(d.PAD) + 2, 0)
    assert all(font.size(line)[0] <= inner.width for line in lines)
    text_bottom = m.pt(0, y + d.PAD)[1] + len(lines) * font.get_linesize()
    for b in d.buttons.buttons:
        r = b.rect(m)
        assert box.contains(r) and r.top >= text_bottom
    app.draw()


def test_the_leave_dialog_can_hide_everything_below(app):
    class White(Scene):
        def draw(self, surface):
            surface.fill((255, 255, 255))

    app.scenes.push(White(app))
    d = app.scenes.push(ConfirmDialog(app, "Leave the table? The game is saved.", lambda: None, opaque=True))
    app.draw()
    m = d.m
    (x, y, w, h), _, _ = d.layout(m)
    box = m.rect(x, y, w, h)
    # every pixel outside the box is the solid shade: nothing of the scene below shows
    for px in [(2, 2), (app.screen.get_width() - 3, 5), (box.left - 5, box.centery), (box.centerx, box.bottom + 5)]:
        assert tuple(app.screen.get_at(px))[:3] == OPAQUE_SHADE[:3]
    see_through = app.scenes.push(ConfirmDialog(app, "Quit?", lambda: None))
    app.scenes.pop()
    assert see_through.opaque is False


def test_a_broken_settings_file_gives_one_plain_sentence(tmp_path):
    p = tmp_path / "settings.json"
    p.write_bytes(b"\xff\xfe not text")
    s, msg = store.load(p)
    assert msg.startswith("The settings file could not be read; it was set aside as settings.json.broken-")
    assert "codec" not in msg and "0xff" not in msg
    from app.store.files import BadFile, read_json

    p.write_bytes(b"\xff")
    with pytest.raises(BadFile) as info:
        read_json(p, "settings", store.VERSION)
    assert "codec" in info.value.detail and "codec" not in info.value.message


# ----------------------------------------------------------------------------- keyboard


def test_tab_moves_the_focus_ring_and_enter_presses_on_the_menu(app):
    menu = app.scenes.push(MenuScene(app))
    assert menu.buttons.focused is None
    key(app, pygame.K_TAB)
    first = menu.buttons.focused
    assert first is not None and first.label == "Play" and first.focused
    key(app, pygame.K_TAB)
    assert menu.buttons.focused.label == "Learn"  # the game's lesson, between Play and Rules
    key(app, pygame.K_TAB)
    assert menu.buttons.focused.label == "Rules"
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert menu.buttons.focused is first
    key(app, pygame.K_DOWN)  # the nearest enabled button below (a disabled Soon is passed over)
    assert menu.buttons.focused.enabled and menu.buttons.focused.label in ("Play", "Learn", "Rules")
    assert menu.buttons.focused.rect(menu.m).top > first.rect(menu.m).top
    key(app, pygame.K_UP)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert menu.buttons.focused.label == "Rules"
    key(app, pygame.K_RIGHT)  # right of a Rules button: the side buttons
    assert menu.buttons.focused.label in ("Sandbox table", "Settings", "About", "Quit")
    # Enter presses the focused button
    menu.buttons.focus_button(button(menu, "Settings"))
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu
    menu.buttons.focus_button(button(menu, "About"))
    key(app, pygame.K_SPACE)
    assert isinstance(app.scenes.top, AboutScene)


def test_tab_and_enter_in_a_dialog(app):
    app.scenes.push(MenuScene(app))
    said = []
    d = app.scenes.push(ConfirmDialog(app, "Really?", lambda: said.append("yes")))
    key(app, pygame.K_TAB)
    assert d.buttons.focused is d.yes_button
    key(app, pygame.K_RIGHT)
    assert d.buttons.focused is d.no_button
    key(app, pygame.K_RETURN)  # presses No, not the Yes that Enter means without a focus
    assert said == [] and isinstance(app.scenes.top, MenuScene)
    d = app.scenes.push(ConfirmDialog(app, "Really?", lambda: said.append("yes")))
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)  # wraps round to Yes
    key(app, pygame.K_SPACE)
    assert said == ["yes"]


def test_a_mouse_click_hides_the_ring_and_disabled_buttons_are_skipped():
    pygame.display.init()
    m = Metrics(1280, 720)
    hits = []
    row = ButtonRow([Button("a", (0, 0, 100, 40), lambda: hits.append("a")),
                     Button("b", (120, 0, 100, 40), lambda: hits.append("b"), enabled=False),
                     Button("c", (240, 0, 100, 40), lambda: hits.append("c"))], keyboard=True)
    row.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0), m)
    row.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0), m)
    assert row.focused.label == "c"
    row.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(900, 600)), m)
    assert row.focused is None and not any(b.focused for b in row.buttons)
    row.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0), m)
    assert hits == []  # no ring, nothing pressed
    row.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0), m)
    assert row.focused.label == "c"  # the ring comes back where it was
    row.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0), m)
    row.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0), m)
    assert hits == ["a"]


def test_menu_hover_is_cleared_on_return(app):
    menu = app.scenes.push(MenuScene(app))
    about = button(menu, "About")
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=about.rect(menu.m).center, rel=(0, 0), buttons=(0, 0, 0)))
    assert about.hover
    click(menu, about.rect(menu.m).center)
    assert isinstance(app.scenes.top, AboutScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu
    # the mouse is not over the window now (dummy driver): nothing is highlighted
    assert not any(b.hover for b in menu.buttons.buttons)


def test_the_player_name_typed_in_setup_is_remembered(app):
    app.scenes.push(MenuScene(app))
    setup = app.scenes.push(JammatSetup(app))
    field = setup.name_fields[0]
    click(setup, field.rect(setup.m).center)
    assert field.focused
    for _ in range(len(field.value)):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Mira")
    key(app, pygame.K_RETURN)
    assert not field.focused and setup.seats[0].name == "Mira"
    press(setup, "Start")
    assert isinstance(app.scenes.top, JammatTable)
    assert app.settings.player_name == "Mira"
    assert json.loads(store.settings_path().read_text())["player_name"] == "Mira"
    again = JammatSetup(app)
    assert again.seats[0].name == "Mira" and again.name_fields[0].value == "Mira"


def test_settings_has_a_name_field_that_saves(app):
    app.scenes.push(MenuScene(app))
    s = app.scenes.push(SettingsScene(app))
    press(s, "Edit")
    assert s.name_field.focused
    for _ in range(5):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Noor")
    key(app, pygame.K_RETURN)
    assert app.settings.player_name == "Noor"
    assert json.loads(store.settings_path().read_text())["player_name"] == "Noor"
    # an empty name is refused with a message and changes nothing
    press(s, "Edit")
    for _ in range(6):
        key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_RETURN)
    assert app.settings.player_name == "Noor" and s.name_field.value == "Noor"
    assert s.toast.kind == "error" and "name" in s.toast.message


def test_settings_keyboard_rows_and_ring(app):
    app.scenes.push(MenuScene(app))
    s = app.scenes.push(SettingsScene(app))
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert s.focus == 2 and s.buttons.focused.label == ">"
    assert app.settings.animation == "off"  # (the test app's)
    key(app, pygame.K_RIGHT)
    assert app.settings.animation == "normal"
    key(app, pygame.K_TAB)  # the ring moves to the next row's "<", the highlight follows
    assert s.focus == 3 and s.buttons.focused.label == "<"
    key(app, pygame.K_SPACE)
    assert app.settings.four_colour is True


# ----------------------------------------------------------------------------- window state


@pytest.fixture
def windowed(tmp_path):
    """An App that owns a real (dummy-driver) window: it saves what the player changes."""
    pygame.display.init()
    pygame.font.init()
    settings, _ = store.load()
    a = App(settings, size=(1280, 720), headless=False)
    yield a
    pygame.display.quit()


def saved():
    return json.loads(store.settings_path().read_text())


def test_f11_is_saved_at_once_and_a_later_setting_keeps_it(windowed):
    app = windowed
    app.scenes.push(MenuScene(app))
    key(app, pygame.K_F11)
    assert app.fullscreen and saved()["fullscreen"] is True
    s = app.scenes.push(SettingsScene(app))
    s.change(2, +1)  # another setting, saved with the fullscreen state of now
    assert saved()["fullscreen"] is True
    key(app, pygame.K_F11)
    assert not app.fullscreen and saved()["fullscreen"] is False
    s.change(3, +1)
    assert saved()["fullscreen"] is False
    loaded, _ = store.load()
    assert loaded.fullscreen is False and loaded.four_colour is True


def test_a_window_resize_is_remembered_for_the_next_start(windowed):
    app = windowed
    app.scenes.push(MenuScene(app))
    pygame.display.set_mode((1100, 800), pygame.RESIZABLE)  # the player drags the window edge
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=800, size=(1100, 800)))
    assert app.metrics.w == 1100 and tuple(app.settings.window_size) == (1100, 800)
    app.quit()  # a resize still waiting to be saved is saved at quit
    assert saved()["window_size"] == [1100, 800]
    loaded, _ = store.load()
    pygame.display.quit()
    pygame.display.init()
    nxt = App(loaded, headless=False)
    assert nxt.screen.get_size() == (1100, 800)


# ----------------------------------------------------------------------------- setup


def write_save():
    saves.write("jammat", [{"name": "You", "kind": "human", "level": "normal"},
                           {"name": "Basil", "kind": "computer", "level": "normal"}],
                J.INFO.resolve_options({"deals": 3}), 7, [], "deal 1 of 3: You, Basil")


def test_start_over_a_saved_game_asks_first(app):
    write_save()
    app.scenes.push(MenuScene(app))
    setup = app.scenes.push(JammatSetup(app))
    assert setup.saved is not None
    press(setup, "Start")
    d = app.scenes.top
    assert isinstance(d, ConfirmDialog) and "saved game will be lost" in d.question
    press(d, "Keep it")
    assert app.scenes.top is setup and saves.save_path("jammat").exists()
    press(setup, "Start")
    press(app.scenes.top, "Start new")
    assert isinstance(app.scenes.top, JammatTable)


def test_resume_stays_one_click(app):
    write_save()
    app.scenes.push(MenuScene(app))
    setup = app.scenes.push(JammatSetup(app))
    press(setup, "Resume saved game")
    t = app.scenes.top
    assert isinstance(t, JammatTable) and t.config.seed == 7


SIZES = [(1280, 720), (1024, 600), (800, 1000)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["twenty_nine", "three_thirteen", "jammat", "tile_poker", "three_by_three"])
def test_every_option_fits_its_panel_without_overlap(app, game, size):
    resize(app, size)
    app.scenes.push(MenuScene(app))
    setup = app.scenes.push(make_setup(app, game))
    if game == "jammat":
        while len(setup.seats) < 8:
            setup.add_seat()
    if game == "three_by_three":
        setup.add_seat()  # (with one seat the same-shuffle option is not offered)
    m = setup.m
    ox, oy, ow, oh = setup.L["options"]
    box = m.rect(ox, oy, ow, oh)
    rows = setup.L["option_rows"]
    assert len(rows) == len(get_game(game).info.options)
    rects = [m.rect(*r.rect) for r in rows]
    for r in rects:
        assert box.contains(r)
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b)
    # every help line fits its row; the arrows sit inside the row
    for row, r in zip(rows, rects):
        font = fonts.font(m.px(HELP_SIZE))
        assert all(font.size(line)[0] <= r.width + 1 for line in row.help_lines)
        assert " ".join(row.help_lines).split() == row.opt.help.split()  # nothing cut
        assert r.contains(m.rect(*row.left_arrow())) and r.contains(m.rect(*row.right_arrow()))
    # the players panel holds its seats, buttons and the deal number; nothing leaves the window
    px, py, pw, ph = setup.L["players"]
    players = m.rect(px, py, pw, ph)
    assert players.contains(setup.seed_field.rect(m))
    assert not players.colliderect(box)
    window = pygame.Rect(0, 0, *size)
    for b in setup.buttons.buttons:
        assert window.contains(b.rect(m))
    for f in setup.name_fields:
        assert players.contains(f.rect(m))
    app.draw()


def test_twenty_nine_shows_the_partnerships(app):
    app.scenes.push(MenuScene(app))
    setup = app.scenes.push(make_setup(app, "twenty_nine"))
    assert setup.seat_teams() == ["Team A", "Team B", "Team A", "Team B"]
    jam = make_setup(app, "jammat")
    assert jam.seat_teams() is None


def test_option_labels_use_the_games_words_when_there_are_some():
    opt = J.INFO.option("a23")
    assert option_label(opt) == (getattr(opt, "label", "") or "A23")
    fake = types.SimpleNamespace(name="all_pass", label="When all pass", value_labels={"redeal": "Deal again"})
    assert option_label(fake) == "When all pass"
    assert option_value_label(fake, "redeal") == "Deal again"
    plain = types.SimpleNamespace(name="all_pass")
    assert option_label(plain) == "All pass" and option_value_label(plain, "dealer_forced") == "dealer forced"


def test_the_last_setup_is_remembered_per_game(app):
    app.scenes.push(MenuScene(app))
    setup = app.scenes.push(JammatSetup(app))
    setup.cycle_option(J.INFO.option("grid"), +1)
    setup.cycle_option(J.INFO.option("deals"), +1)
    setup.add_seat()
    while not setup.seats[2].human:  # the new computer seat becomes a human
        setup.cycle_kind(2)
    setup.seats[2].name = "Ola"
    press(setup, "Start")
    assert isinstance(app.scenes.stack[1], JammatTable)  # (two humans: the pass screen is on top)
    again = JammatSetup(app)
    assert again.options["grid"] == "3d" and again.options["deals"] == 6
    assert [(s.name, s.kind) for s in again.seats] == [("Player 1", "human"), ("Basil", "computer"), ("Ola", "human")]
    assert make_setup(app, "three_thirteen").options == get_game("three_thirteen").info.defaults()
    assert json.loads(store.settings_path().read_text())["last_setup"]["jammat"]["options"]["grid"] == "3d"


def test_a_bad_remembered_value_falls_back_to_the_default(app):
    app.settings.set("last_setup", {"jammat": {
        "seats": [{"name": "You", "kind": "human"}, {"name": "Zed", "kind": "computer", "level": "godlike"}],
        "options": {"grid": "4d", "deals": 7, "nonsense": 1, "a23": "high"}}})
    setup = JammatSetup(app)
    assert setup.options["grid"] == "2d" and setup.options["deals"] == 7 and setup.options["a23"] == "high"
    assert [s.name for s in setup.seats] == ["You", "Basil"]  # the bad seats: the default seats
    with pytest.raises(ValueError):
        app.settings.set("last_setup", {"jammat": "not a setup"})


def test_watch_makes_every_seat_a_computer_and_the_table_plays_itself(app):
    app.scenes.push(MenuScene(app))
    setup = app.scenes.push(JammatSetup(app))
    setup.cycle_option(J.INFO.option("deals"), -1)
    setup.cycle_option(J.INFO.option("deals"), -1)
    setup.cycle_option(J.INFO.option("deals"), -1)
    setup.cycle_option(J.INFO.option("deals"), -1)
    assert setup.options["deals"] == 1
    press(setup, "Watch")
    assert all(not s.human for s in setup.seats) and button(setup, "Watch").toggled
    names = [s.name.lower() for s in setup.seats]
    assert len(set(names)) == len(names)
    press(setup, "Start")
    t = app.scenes.top
    assert isinstance(t, JammatTable) and t.config.humans == []
    for _ in range(400):
        if t.phase == "reveal":
            break
        if t.thinking is not None:
            t.finish_thinking_now()
        app.step(0.05)
    assert t.phase == "reveal" and t.outcome is not None
    # the next setup remembers the watched table; Watch pressed again gives seat 1 back
    setup2 = app.scenes.push(JammatSetup(app))
    assert setup2.watching
    press(setup2, "Watch")
    assert setup2.seats[0].human and setup2.seats[0].name == app.settings.player_name
    assert not setup2.watching and not button(setup2, "Watch").toggled


def test_watch_config_is_accepted_for_every_game(app):
    app.scenes.push(MenuScene(app))
    for game in ("twenty_nine", "three_thirteen", "tile_poker", "three_by_three"):
        setup = make_setup(app, game)
        setup.watch()
        cfg = setup.config()
        assert cfg.humans == [] and len(cfg.seats) >= get_game(game).info.min_players


def test_levels_come_from_the_game_when_it_names_them(app):
    setup = GameSetup(app, "three_thirteen", None, ("easy", "normal"))
    info_levels = getattr(get_game("three_thirteen").info, "levels", None)
    assert setup.levels == tuple(info_levels or ("easy", "normal"))


# ----------------------------------------------------------------------------- narrow windows


def test_narrow_windows_get_the_column_stage(app):
    resize(app, (800, 1000))
    app.scenes.push(MenuScene(app))
    for scene in (MenuScene(app), SettingsScene(app), AboutScene(app), JammatSetup(app)):
        m = scene.m
        assert m.column and m.s * 13 >= 12, type(scene).__name__  # the smallest text: 12 px or more
        assert m.dh * m.s <= 1000 + 1 and m.dw * m.s <= 800 + 1
    from app.scenes.config import SeatConfig, TableConfig

    cfg = TableConfig("jammat", [SeatConfig("A"), SeatConfig("B", "computer")], J.INFO.resolve_options({}), 3)
    table = JammatTable(app, cfg)
    # the Jammat table lays itself out in a column too (grid above its lines panel)
    assert table.m.column and table.m.s * 13 >= 11.5 and table.geo.portrait
    x, y, w, h = table.geo.panel
    assert x + w <= table.m.dw and y + h + 16 + 52 <= table.m.dh  # the panel and its buttons fit
    # eight seats still fit, with text no smaller
    setup = app.scenes.push(JammatSetup(app))
    while len(setup.seats) < 8:
        setup.add_seat()
    m = setup.m
    assert m.s * 13 >= 11.5 and setup.L["height"] <= m.dh + 0.5
    resize(app, (1280, 720))
    assert not setup.m.column and setup.m == Metrics(1280, 720)


@pytest.mark.parametrize("size", [(1280, 720), (800, 1000)])
def test_a_very_long_option_list_scrolls_inside_its_panel(app, size):
    import dataclasses

    from app.rules.game import Option

    resize(app, size)
    app.scenes.push(MenuScene(app))
    setup = make_setup(app, "twenty_nine")
    extra = tuple(Option(f"extra_{i}", "on", ("on", "off"), help="what this made-up option would do " * 3)
                  for i in range(12))
    setup.info = dataclasses.replace(setup.info, options=setup.info.options + extra)
    setup.options = setup.info.defaults()
    app.scenes.push(setup)
    m = setup.m
    assert setup.opt_scroll_max > 0
    view = m.rect(*setup.L["option_view"])
    arrows = [b for b in setup.buttons.buttons if b.label in ("<", ">")]
    assert any(b.visible for b in arrows) and not all(b.visible for b in arrows)
    assert all(view.contains(b.rect(m)) for b in arrows if b.visible)
    last = arrows[-1]
    assert not last.visible
    for _ in range(40):
        key(app, pygame.K_PAGEDOWN)
    assert setup.opt_scroll == setup.opt_scroll_max
    arrows = [b for b in setup.buttons.buttons if b.label in ("<", ">")]
    assert arrows[-1].visible and view.contains(arrows[-1].rect(m))
    click(setup, arrows[-1].rect(m).center)
    assert setup.options["extra_11"] == "off"
    app.draw()


def test_setup_keeps_the_focus_on_a_button_that_rebuilds_the_screen(app):
    app.scenes.push(MenuScene(app))
    setup = app.scenes.push(JammatSetup(app))
    key(app, pygame.K_TAB)
    assert setup.buttons.focused.fid == "seat0"
    key(app, pygame.K_RETURN)  # Human -> Computer: easy; the seat button keeps the ring
    assert not setup.seats[0].human and setup.buttons.focused.fid == "seat0"
    setup.buttons.focus_button(button(setup, "Add a seat"))
    key(app, pygame.K_SPACE)
    key(app, pygame.K_SPACE)
    assert len(setup.seats) == 4 and setup.buttons.focused.label == "Add a seat"
    key(app, pygame.K_RIGHT)
    assert setup.buttons.focused.label == "Remove last"
    key(app, pygame.K_RETURN)
    assert len(setup.seats) == 3


def test_window_size_row_steps_from_a_dragged_size_to_its_neighbours():
    from app.scenes.settings import next_window_size

    assert next_window_size((1100, 800), +1) == (1280, 720)  # by area: 1100x800 is between
    assert next_window_size((1100, 800), -1) == (1024, 576)
    assert next_window_size((2000, 1200), +1) == (1024, 576)  # past the largest: round again
    assert next_window_size((1280, 720), +1) == (1600, 900) and next_window_size((1024, 576), -1) == (1920, 1080)


def test_enter_pressed_twice_never_replaces_a_saved_game(app):
    from app.scenes.jammat import JammatSetup
    from app.scenes.menu import MenuScene
    from app.store import saves

    saves.write("jammat", [{"name": "Ann", "kind": "human", "level": "normal"},
                           {"name": "Bo", "kind": "computer", "level": "easy"}], {"deals": 1}, 3, [], "kept")
    app.scenes.push(MenuScene(app))
    setup = app.scenes.push(JammatSetup(app))
    for _ in range(3):  # Start, then Enter again and again on the question
        key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, ConfirmDialog)  # the question is up, unanswered
    assert app.scenes.stack[-2] is setup and saves.read("jammat")["summary"] == "kept"
