"""Text fit over every screen (app.textfit_report, recorded by app.ui.textfit): every
screenshot moment of every game, the menu, Settings, About, each setup, Statistics, each
replay, each rules help, the sandbox, a dialog and a toast, drawn in English and in the
pseudo-language at 1280x720 and 800x1000 and at the largest text size at 1280x720.

Every screen is drawn and checked here, and every one (FIT_CHECKED) is asserted to have no
text out of its box, no text over other text and (in the pseudo-language) no string left
in English. The report of all screens: ``python -m app.textfit_report`` (README,
Development)."""

import os

import pygame
import pytest

from app import i18n
from app import textfit_report as tr
from app.ui import textfit
from app.ui.engine import Metrics
from app.ui.widgets import Button, blit_text, panel

#: the screens whose checks are asserted: every one, fully ("name/layout" would assert only the
#: first two checks, for a screen whose words are not all marked yet: none is left)
FIT_CHECKED = list(tr.moments())


@pytest.fixture(scope="module")
def found(tmp_path_factory):
    """Every screen drawn and checked once (one App for them all)."""
    saved = {k: os.environ.get(k) for k in ("FELT_HOME", "LANGUAGE")}
    os.environ["FELT_HOME"] = str(tmp_path_factory.mktemp("felt-home"))
    os.environ["LANGUAGE"] = "en"
    app = tr.make_app()
    try:
        yield {name: tr.check_moment(app, name) for name in tr.moments()}
    finally:
        pygame.display.quit()
        i18n.set_language("en")
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def test_every_screen_is_drawn_in_every_mode(found):
    names = list(found)
    assert len(names) == len(set(names)) and len(names) >= 60
    assert {"menu", "settings", "about", "dialog", "toast", "sandbox"} <= set(names)
    assert not [f"{f.name}: {f.error}" for f in found.values() if f.error]
    for f in found.values():
        assert set(f.problems) == {mode for mode, *_ in tr.MODES}, f.name


def test_the_checked_screens_are_screens():
    names = set(tr.moments())
    assert not [c for c in FIT_CHECKED if c.split("/")[0] not in names]
    assert len(FIT_CHECKED) == len(set(FIT_CHECKED))


@pytest.mark.parametrize("checked", FIT_CHECKED)
def test_text_fits_on_the_checked_screens(found, checked):
    name, _, only = checked.partition("/")
    f = found[name]
    bad = [line for line in f.lines() if not (only == "layout" and "plain English:" in line)]
    assert bad == [], f"{name}:\n" + "\n".join(bad)


def test_the_recorder_sees_text_on_every_screen(app):
    """The harness sees what is drawn: the menu's words, the rules help's page (composed on a
    page of its own), a dialog's question, a toast's sentence."""
    for name, word in (("menu", "Settings"), ("rules:jammat", "Jammat"), ("dialog", "Leave"),
                       ("toast", "name needs")):
        tr.open_moment(app, name)
        with textfit.recording() as rec:
            rec.draw(app)
        assert any(word in d.text for d in rec.texts), name
    assert textfit.active is None


# ----------------------------------------------------------------------------- the checks themselves


def draw_with(app, fn):
    with textfit.recording() as rec:
        real = app.screen
        surface = textfit.RecordingSurface(real.get_size(), recorder=rec)
        rec.window = surface.get_rect()
        fn(surface, app.metrics)
    return rec


def kinds(rec) -> list[str]:
    return sorted(p.kind for p in rec.problems())


def test_a_text_out_of_its_panel_or_button_or_the_window_is_found(app):
    def scene(surface, m: Metrics):
        panel(surface, m.rect(100, 100, 200, 100))
        blit_text(surface, m, "inside the panel", 110, 110, 16)
        blit_text(surface, m, "this sentence runs out of its panel", 110, 150, 16)
        blit_text(surface, m, "off the window", 1250, 300, 16)
        Button("A label too long for its button", (500, 500, 150, 40), lambda: None, size=22).draw(surface, m)

    rec = draw_with(app, scene)
    texts = {p.text: p for p in rec.problems()}
    assert set(texts) == {"this sentence runs out of its panel", "off the window"}
    assert all(p.kind == "outside" for p in texts.values())
    assert any("A label" in d.text and d.box_name == "its button" for d in rec.texts)  # (shrunk to fit)


def test_text_over_text_is_found_unless_drawn_over_on_purpose(app):
    def scene(surface, m):
        blit_text(surface, m, "first line", 100, 100, 20)
        blit_text(surface, m, "second line", 100, 108, 20)  # too close: over the first
        blit_text(surface, m, "third line", 100, 160, 20)
        with textfit.overlapping():
            blit_text(surface, m, "shadow", 401, 301, 20, (0, 0, 0))
            blit_text(surface, m, "shadow", 400, 300, 20)

    rec = draw_with(app, scene)
    assert [(p.kind, p.text, p.other) for p in rec.problems()] == [("overlap", "first line", "second line")]


def test_a_window_wide_shade_starts_a_layer_and_a_panel_covers_what_is_under_it(app):
    def scene(surface, m):
        blit_text(surface, m, "under the shade", 100, 100, 20)
        surface.blit(pygame.Surface(surface.get_size(), pygame.SRCALPHA), (0, 0))
        blit_text(surface, m, "over the shade", 100, 100, 20)
        blit_text(surface, m, "a footer", 600, 600, 16)
        panel(surface, m.rect(550, 580, 300, 60))  # (a toast over the footer)
        blit_text(surface, m, "a toast", 620, 602, 16)

    assert draw_with(app, scene).problems() == []


def test_plain_english_is_told_from_the_pseudo_language():
    allowed = set(tr.SHOWN_AS_IS) | {"Ann"}
    assert textfit.plain_english("Back")
    assert textfit.plain_english("2 players")
    assert not textfit.plain_english(i18n.pseudo("Back"))
    assert not textfit.plain_english(i18n.pseudo("{name} wins the hand").format(name="Ann"))
    assert not any(textfit.plain_english(s) for s in ("10", "J", "A♠", "10♣", "3 : 2", "…"))
    assert not any(textfit.plain_english(s, allowed) for s in ("Ann", "Esc", "F11", "Felt"))
    # a pseudo sentence wrapped: each of its lines still shows the pseudo-language's marks
    assert not any(textfit.plain_english(s) for s in i18n.pseudo("Tab moves, Enter presses").split(" "))


def test_the_recorder_is_off_unless_asked(app):
    assert textfit.active is None
    assert textfit.box(pygame.Rect(0, 0, 1, 1), "x") is textfit.overlapping()  # (one shared no-op)
    assert type(textfit.surface((4, 4))) is pygame.Surface
