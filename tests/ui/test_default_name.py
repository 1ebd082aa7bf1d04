"""The default player name "You" is kept in English in the settings, setups and saves, and
shown in the player's language (app.ui.words.shown_name): on the seats, the score sheets, the
saved games and the statistics. A name the player chose is shown as it is."""

from __future__ import annotations

from app import i18n
from app.games import descriptor, load
from app.rules.game import get_game
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.menu import MenuScene
from app.scenes.twenty_nine_panels import seat_infos
from app.ui import words


def test_the_default_name_reads_in_the_players_language_and_still_takes_you_forms():
    try:
        i18n.set_language("fr")
        assert words.shown_name("You") == "Vous" and words.shown_name(" you ") == "Vous"
        assert words.shown_name("Ann") == "Ann" and words.shown_name("Yousef") == "Yousef"
        assert words.is_you("Vous") and words.is_you("You") and not words.is_you("Ann")
        assert words.name_of(["You", "Bo"], 0) == "Vous"
        i18n.set_language("hi")
        assert words.shown_name("You") == "आप" and words.is_you("आप")
        i18n.set_language(i18n.ENGLISH)
        assert words.shown_name("You") == "You" and not words.is_you("Vous")
    finally:
        i18n.set_language(i18n.ENGLISH)


def test_a_french_table_shows_vous_on_the_seats_and_keeps_you_in_its_save(app):
    app.scenes.push(MenuScene(app))
    seats = [SeatConfig("You"), SeatConfig("Bo", "computer", "normal"), SeatConfig("Cy", "computer", "normal"),
             SeatConfig("Di", "computer", "normal")]
    try:
        i18n.set_language("fr")
        t = load(descriptor("twenty_nine").table)(app, TableConfig(
            "twenty_nine", seats, get_game("twenty_nine").info.resolve_options({}), 3))
        t.saving = False
        app.scenes.push(t)
        assert t.seat_name(0) == "Vous" and t.seat_name(1) == "Bo"
        assert [s.name for s in seat_infos(t)][:2] == ["Vous", "Bo"]
        assert "Vous & Cy" in t.save_summary()
        assert t.config.seats[0].name == "You" and app.settings.player_name == "You"
        assert t.pass_name(0) == "Joueur 1"  # the pass screen never says "pass the device to you"
    finally:
        i18n.set_language(i18n.ENGLISH)


def test_the_setup_shows_the_default_name_in_the_players_language_and_keeps_it_in_english(app):
    from app.main import make_setup

    app.scenes.push(MenuScene(app))
    try:
        i18n.set_language("hi")
        setup = app.scenes.push(make_setup(app, "tile_poker"))
        assert setup.seats[0].name == "You" and setup.name_fields[0].value == "आप"
        setup.name_fields[0].on_change("आप")  # left as shown: still the default name
        cfg = setup.config()
        assert cfg.seats[0].name == "You"
        setup.remember(cfg)
        assert app.settings.player_name == "You"
        setup.name_fields[0].on_change("Asha")
        assert setup.config().seats[0].name == "Asha"
    finally:
        i18n.set_language(i18n.ENGLISH)


def test_a_saved_games_line_on_the_setup_reads_in_the_language_of_the_player_who_comes_back(app, tmp_path,
                                                                                              monkeypatch):
    """The save keeps its line for the setup in every language: a game saved on an English
    table shows its line in French after a change of language (and a save from before, with
    one line only, still shows that one)."""
    from app.main import make_setup
    from app.store import saves

    monkeypatch.setenv("FELT_HOME", str(tmp_path))
    app.scenes.push(MenuScene(app))
    seats = [SeatConfig("You"), SeatConfig("Bo", "computer", "normal"), SeatConfig("Cy", "computer", "normal"),
             SeatConfig("Di", "computer", "normal")]
    t = load(descriptor("twenty_nine").table)(app, TableConfig(
        "twenty_nine", seats, get_game("twenty_nine").info.resolve_options({}), 3))
    app.scenes.push(t)
    t.autosave()
    data = saves.read("twenty_nine")
    assert data["summary"].startswith("hand 1: You & Cy")
    try:
        i18n.set_language("fr")
        french = t.save_summary()
        assert "Vous & Cy" in french and french != data["summary"]
        setup = app.scenes.push(make_setup(app, "twenty_nine"))
        assert setup.saved_line() == french
        i18n.set_language("hi")
        assert setup.saved_line() == t.save_summary() and "आप" in t.save_summary()
    finally:
        i18n.set_language(i18n.ENGLISH)
    assert setup.saved_line() == data["summary"]
    assert saves.summary_line({"summary": "hand 4: Ann & Cy 1/0"}) == "hand 4: Ann & Cy 1/0"
    assert saves.summary_line({"summaries": "broken", "summary": 3}) == ""
    with i18n.speaking("fr"):
        assert i18n.language() == "fr" and i18n._("Settings") != "Settings"
    assert i18n.language() == i18n.ENGLISH and i18n._("Settings") == "Settings"
