"""Every text field is the one TextField: Ctrl+V and Shift+Insert paste, Ctrl+A selects all
(typing replaces, Backspace clears), a table's Ctrl+C copies a deal code that Play a code
then takes; the Statistics import keeps the keyboard after a refusal, refuses a replay it
already keeps, and says in plain words what a file that is not a replay is."""

import json
import logging

import pygame
import pytest

from app.rules.dealcode import encode
from app.rules.tile_poker import GAME
from app.scenes.menu import MenuScene, PlayCodeDialog
from app.scenes.replay_viewer import sample_game
from app.scenes.settings import SettingsScene
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.setup import GameSetup
from app.scenes.statistics import StatisticsScene
from app.scenes.tile_poker import TilePokerTable
from app.scenes.tile_poker_setup import TilePokerSetup
from app.store import replays
from app.ui import widgets
from tests.ui.conftest import click

CTRL = pygame.KMOD_LCTRL


def key(app, k, mod=0):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def type_text(app, text):
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))


def paste(app, how="ctrl"):
    if how == "ctrl":
        key(app, pygame.K_v, CTRL)
    else:
        key(app, pygame.K_INSERT, pygame.KMOD_LSHIFT)


def focus(scene, field):
    click(scene, field.rect(scene.m).center)
    assert field.focused


@pytest.fixture
def no_system_clipboard(monkeypatch):
    """A system without a clipboard: putting and getting text both fail."""
    import pygame.scrap as scrap

    def fail(*a):
        raise pygame.error("no clipboard here")

    monkeypatch.setattr(scrap, "put_text", fail)
    monkeypatch.setattr(scrap, "get_text", fail)
    monkeypatch.setattr(scrap, "has_text", fail)


# ----------------------------------------------------------------------------- paste in each field


@pytest.mark.parametrize("how", ["ctrl", "shift+insert"])
def test_a_code_copied_at_a_table_pastes_into_play_a_code(app, how):
    app.scenes.push(MenuScene(app))
    cfg = TableConfig("tile_poker", [SeatConfig("Ann"), SeatConfig("Bot", "computer", "greedy")],
                      GAME.info.resolve_options({}), 4321)
    table = app.scenes.push(TilePokerTable(app, cfg))
    key(app, pygame.K_c, CTRL)  # the table's Ctrl+C: its deal code
    code = table.deal_code()
    assert code in table.toast.message
    app.scenes.pop()
    dialog = app.scenes.push(PlayCodeDialog(app))
    paste(app, how)
    assert dialog.field.value == code and dialog.error == ""
    key(app, pygame.K_RETURN)
    setup = app.scenes.top
    assert isinstance(setup, GameSetup) and setup.game_id == "tile_poker"
    assert setup.seed_field.value == "4321"


def test_paste_works_inside_felt_without_a_system_clipboard(app, no_system_clipboard):
    assert widgets.copy_text("29-K7Q2-M4") is False
    assert widgets.paste_text() == "29-K7Q2-M4"
    app.scenes.push(MenuScene(app))
    dialog = app.scenes.push(PlayCodeDialog(app))
    paste(app)
    assert dialog.field.value == "29-K7Q2-M4"


def test_paste_into_the_statistics_import_field(app, tmp_path):
    data, _ = sample_game("three_by_three", 3)
    sent = tmp_path / "sent.json"
    sent.write_text(json.dumps(data))
    widgets.copy_text(f"{sent}\n")
    scene = app.scenes.push(StatisticsScene(app, "jammat"))
    focus(scene, scene.import_field)
    paste(app, "shift+insert")
    assert scene.import_field.value == str(sent)  # (the line ending is left out)
    key(app, pygame.K_RETURN)
    assert scene.game_id == "three_by_three" and len(scene.entries) == 1


def test_paste_into_the_settings_name_and_select_all(app):
    scene = app.scenes.push(SettingsScene(app))
    field = scene.name_field
    focus(scene, field)
    key(app, pygame.K_a, CTRL)
    widgets.copy_text("Mirabel")
    paste(app)
    assert field.value == "Mirabel"  # the selected name was replaced
    key(app, pygame.K_a, CTRL)
    type_text(app, "Jo")
    assert field.value == "Jo"  # typing replaces a selection
    key(app, pygame.K_a, CTRL)
    key(app, pygame.K_BACKSPACE)
    assert field.value == ""  # Backspace clears it
    type_text(app, "Ida")
    key(app, pygame.K_RETURN)
    assert app.settings.player_name == "Ida"


def test_paste_into_setup_names_and_the_deal_number(app):
    setup = app.scenes.push(TilePokerSetup(app))
    name = setup.name_fields[0]
    focus(setup, name)
    key(app, pygame.K_a, CTRL)
    widgets.copy_text("Rosalind")
    paste(app)
    assert name.value == "Rosalind" and setup.seats[0].name == "Rosalind"
    seed = setup.seed_field
    focus(setup, seed)
    widgets.copy_text(" 123 456 ")
    paste(app)
    assert seed.value == "123456"  # a number's spaces are left out
    widgets.copy_text("29-K7Q2-M4")
    key(app, pygame.K_a, CTRL)
    paste(app)
    assert seed.value == "123456"  # not digits: nothing changed, and said
    assert "nothing was pasted" in setup.toast.message and setup.toast.kind == "error"
    widgets.copy_text("1234567890123")
    paste(app)
    assert seed.value == "123456" and "too long" in setup.toast.message


def test_ctrl_c_in_a_field_copies_its_text(app):
    setup = app.scenes.push(TilePokerSetup(app))
    focus(setup, setup.seed_field)
    type_text(app, "777")
    key(app, pygame.K_c, CTRL)
    assert widgets.paste_text() == "777"
    key(app, pygame.K_x, CTRL)
    assert setup.seed_field.value == "" and widgets.paste_text() == "777"


# ----------------------------------------------------------------------------- the import


def test_a_refused_import_keeps_the_keyboard(app, tmp_path):
    scene = app.scenes.push(StatisticsScene(app, "jammat"))
    field = scene.import_field
    focus(scene, field)
    type_text(app, str(tmp_path / "nothing"))
    key(app, pygame.K_RETURN)
    assert "There is no file" in scene.toast.message
    assert field.focused
    type_text(app, ".json")  # the typing goes on in the field
    assert field.value == str(tmp_path / "nothing.json")
    # the Import button refused the same way: the field keeps the keyboard too
    b = next(b for b in scene.buttons.buttons if b.label == "Import")
    click(scene, b.rect(scene.m).center)
    assert "There is no file" in scene.toast.message and field.focused
    key(app, pygame.K_BACKSPACE)
    assert field.value == str(tmp_path / "nothing.jso")


def test_the_same_replay_imported_twice_is_refused(app, tmp_path):
    data, _ = sample_game("twenty_nine", 5)
    sent = tmp_path / "sent.json"
    sent.write_text(json.dumps(data))
    scene = app.scenes.push(StatisticsScene(app, "jammat"))
    for _ in range(2):
        focus(scene, scene.import_field)
        scene.import_field.value = ""
        type_text(app, str(sent))
        key(app, pygame.K_RETURN)
    assert scene.toast.message == "This replay is already in your list."
    assert scene.game_id == "twenty_nine" and len(scene.entries) == 1
    assert len(replays.entries("twenty_nine")[0]) == 1


def test_a_file_that_is_not_json_is_refused_in_plain_words(app, tmp_path, caplog):
    sent = tmp_path / "letter.json"
    sent.write_text("{'not': json")
    scene = app.scenes.push(StatisticsScene(app, "jammat"))
    focus(scene, scene.import_field)
    type_text(app, str(sent))
    with caplog.at_level(logging.WARNING, logger="felt"):
        key(app, pygame.K_RETURN)
    assert scene.toast.message == "That file is not a Felt replay (it could not be read as one)."
    assert "Expecting" in caplog.text  # the parser's words: in the log only
    sent.write_text("[1, 2]")
    key(app, pygame.K_RETURN)
    assert scene.toast.message == "That file is not a Felt replay (it could not be read as one)."


# ----------------------------------------------------------------------------- the menu's saved sign


def test_the_menu_shows_a_saved_game_only_once_there_is_one(app, monkeypatch):
    from app.scenes import menu as menu_module
    from app.store import saves

    drawn = []
    real = menu_module.blit_text
    monkeypatch.setattr(menu_module, "blit_text", lambda s, m, text, *a, **k: (drawn.append(text), real(s, m, text, *a, **k))[1])
    menu = app.scenes.push(MenuScene(app))
    menu.draw(app.screen)
    assert not any(menu.saved.values()) and menu_module.SAVED_SIGN not in drawn
    cfg = TableConfig("tile_poker", [SeatConfig("Ann"), SeatConfig("Bo")], GAME.info.resolve_options({}), 8)
    table = app.scenes.push(TilePokerTable(app, cfg))
    assert table.play(table.legal[0])  # a move: the game is saved
    assert saves.save_path("tile_poker").is_file()
    app.scenes.pop()  # back on the menu
    drawn.clear()
    menu.draw(app.screen)
    assert menu.saved["tile_poker"] and not menu.saved["jammat"]
    assert drawn.count(menu_module.SAVED_SIGN) == 1


# ----------------------------------------------------------------------------- one size per list


@pytest.mark.parametrize("game_id", ["jammat", "three_thirteen", "twenty_nine"])
def test_option_values_share_one_size_that_fits(app, game_id):
    from app.scenes.menu import table_scene_class
    from app.scenes.setup import VALUE_MIN, VALUE_SIZE, VALUE_W, option_value_label
    from app.ui import fonts

    setup = app.scenes.push(table_scene_class(game_id)(app))
    m = setup.m
    size = setup.value_size(m)
    labels = [option_value_label(o, v) for o in setup.info.options for v in o.values]
    widest = max(fonts.font(m.px(size), "bold").size(t)[0] / m.s for t in labels)
    assert VALUE_MIN <= size <= VALUE_SIZE
    assert widest <= VALUE_W - 8 + 1 or size == VALUE_MIN  # (one pixel for rounding)
    if game_id == "twenty_nine":
        assert size == VALUE_SIZE  # short values keep the full size
