"""The Language row in Settings: a change is spoken at once by every scene, the menu under
Settings included, and kept in the settings file."""

import json

import pygame

from app import i18n
from app.scenes.menu import MenuScene
from app.scenes.settings import SettingsScene
from app.store import settings as store
from app.ui.textfit import plain_english

from .conftest import click


def labels(scene) -> list[str]:
    return [b.label for b in scene.buttons.buttons]


def language_row(s: SettingsScene) -> int:
    return next(i for i, row in enumerate(s.rows) if row[1] == "language")


def press_key(app, k):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=0))


def drawn_texts(app) -> list[str]:
    """Every string the menu and Settings draw in one frame."""
    import app.scenes.menu as menu_module
    import app.scenes.settings as settings_module

    seen = []
    original = settings_module.blit_text

    def spy(surface, m, text, *a, **k):
        seen.append(text)
        return original(surface, m, text, *a, **k)

    menu_module.blit_text = settings_module.blit_text = spy
    try:
        app.invalidate()
        app.draw()
    finally:
        menu_module.blit_text = settings_module.blit_text = original
    return seen


def test_switching_the_language_changes_the_words_at_once(app):
    menu = app.scenes.push(MenuScene(app))
    assert "Settings" in labels(menu) and "Quit" in labels(menu)
    click(menu, app.metrics.rect(*menu.L["side"][3]).center)  # Settings
    s = app.scenes.top
    assert isinstance(s, SettingsScene)
    row = language_row(s)
    assert app.settings.language == "system" and i18n.language() == "en"
    # by keyboard: down to the Language row, then Right: system -> English -> Français
    for _ in range(row):
        press_key(app, pygame.K_DOWN)
    assert s.focus == row
    press_key(app, pygame.K_RIGHT)
    assert app.settings.language == "en"
    press_key(app, pygame.K_RIGHT)
    assert app.settings.language == "fr" and i18n.language() == "fr"
    # at once, without leaving Settings: its own buttons and words, and the menu beneath it
    assert "Retour" in labels(s) and "Modifier" in labels(s)
    assert s.focus == row and s.buttons.focused is not None  # the ring stays on the row
    words = drawn_texts(app)
    assert "Paramètres" in words and "Langue" in words and "Français" in words and "Settings" not in words
    assert "Paramètres" in labels(menu) and "Quitter" in labels(menu) and "Settings" not in labels(menu)
    assert json.loads(store.settings_path().read_text())["language"] == "fr"
    press_key(app, pygame.K_RIGHT)  # हिन्दी
    assert app.settings.language == "hi" and "वापस" in labels(s) and "सेटिंग्स" in labels(menu)
    press_key(app, pygame.K_RIGHT)  # back round to the system's language (English here)
    assert app.settings.language == "system" and "Settings" in labels(menu)
    assert i18n.choice_name("system") == "System (English)"


def test_the_pseudo_language_reaches_every_word_of_menu_and_settings(app):
    """No word of the menu's buttons or of Settings is left out of the catalogue: in the
    pseudo-language every one is bracketed (the games' names, summaries and players too; numbers
    and symbols are shown as they are)."""
    menu = app.scenes.push(MenuScene(app))
    i18n.set_language(i18n.PSEUDO)
    words = drawn_texts(app)  # the menu
    s = app.scenes.push(SettingsScene(app))
    words += drawn_texts(app)  # Settings over it
    for label in labels(menu) + labels(s):
        assert label.startswith("[") or label in ("<", ">"), label
    shown_as_is = {app.settings.player_name, "%d x %d" % tuple(app.settings.window_size), "Felt"}
    # (a string wrapped in lines: its first line opens the bracket, the others carry the accents)
    plain = [w for w in words if plain_english(w, shown_as_is)]
    assert len(words) > 10 and plain == [], plain
