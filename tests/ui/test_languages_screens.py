"""No plain English reaches the screen on the setup of every game, Statistics, About, the
sandbox and a dialog: in the pseudo-language (qps) every word they draw is bracketed and
accented, so a string left out of the catalogue shows up here as plain English."""

import re

import pygame
import pytest

from app import i18n
from app.games import game_ids
from app.main import make_scene
from app.ui import fonts

PSEUDO_MARKS = set("[]àÀçÇéÉĝĜîÎñÑöÖšŠûÛýÝžŽŀôŕɱïƥðţ")
COMPUTER_NAMES = ("Ada", "Basil", "Cleo", "Dev", "Esme", "Farid", "Greta", "Hiro")


def drawn(app, scene) -> list[str]:
    """Every string ``scene`` (and what is under it) draws in one frame, through fonts.text."""
    seen: list[str] = []
    original = fonts.text

    def spy(s, *a, **k):
        seen.append(str(s))
        return original(s, *a, **k)

    fonts.text = spy
    try:
        app.invalidate()
        app.draw()
    finally:
        fonts.text = original
    return seen


def plain_english(texts, names=()) -> list[str]:
    """The strings with a word of two letters or more and no mark of the pseudo-language, once
    the players' names, numbers and symbols are taken out."""
    out = []
    for text in texts:
        if PSEUDO_MARKS & set(text):
            continue
        rest = text
        for name in sorted(names, key=len, reverse=True):
            rest = rest.replace(name, " ")
        if re.search(r"[A-Za-z]{2,}", rest):
            out.append(text)
    return out


@pytest.fixture
def qps():
    i18n.set_language(i18n.PSEUDO)
    yield
    i18n.set_language(i18n.ENGLISH)


def names_of(scene) -> set[str]:
    names = set(COMPUTER_NAMES) | {"You", "Ann", "Bo", "Cy", "Di"}
    for s in getattr(scene, "seats", []) or []:
        names.add(getattr(s, "name", ""))
    return {n for n in names if n}


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("size", [(1280, 720), (800, 1000)])
def test_every_setup_screen_speaks_the_pseudo_language(app, qps, game_id, size):
    app.resize_window(size)
    scene = app.scenes.push(make_scene(app, f"setup:{game_id}", 1))
    texts = drawn(app, scene)
    assert len(texts) > 15
    bad = plain_english(texts, names_of(scene) | {scene.app.settings.player_name})
    # the saved game's line is the table's words (its own module marks them), past "A game is saved:"
    assert bad == [], bad


def test_statistics_about_sandbox_and_a_dialog_speak_the_pseudo_language(app, qps):
    from app.scenes.sandbox import SandboxScene

    for name in ["about", "statistics:three_by_three"]:
        scene = app.scenes.push(make_scene(app, name, 1))
        texts = drawn(app, scene)
        names = names_of(scene) | {"Felt"}
        if hasattr(scene, "entries"):  # the replays' heads: when, and who played
            names |= {e.finished for e in scene.entries} | {n for e in scene.entries for n in e.seats}
            names |= {r["name"] for r in scene.records}
        bad = [t for t in plain_english(texts, names) if not re.fullmatch(r"[\d\s·:,.\-/]*", t)]
        assert len(texts) > 8 and bad == [], (name, bad)
        app.scenes.pop()
    sandbox = app.scenes.push(make_scene(app, "sandbox:dealt", 1))
    assert isinstance(sandbox, SandboxScene)
    texts = drawn(app, sandbox)
    assert len(texts) > 10 and plain_english(texts) == [], plain_english(texts)
    # a dialog: leaving a sandbox that was played on asks first
    sandbox.back()
    dialog = app.scenes.top
    assert dialog is not sandbox
    texts = drawn(app, dialog)
    assert plain_english(texts) == [], plain_english(texts)
    assert any("Ŀéàvé" in t or "Léàvé" in t for t in texts), texts


def test_the_same_words_in_french_and_hindi(app):
    """A language switch reaches the setup's seats, levels, options and deal number at once."""
    scene = app.scenes.push(make_scene(app, "setup:twenty_nine", 1))
    try:
        i18n.set_language("fr")
        texts = drawn(app, scene)
        assert "Numéro de donne" in texts and "Point du dernier pli" in texts and "Humain" in [
            b.label for b in scene.buttons.buttons]
        assert any(b.label == "Ordinateur : normal" for b in scene.buttons.buttons)
        i18n.set_language("hi")
        texts = drawn(app, scene)
        assert "डील नंबर" in texts and "उनतीस" in texts
    finally:
        i18n.set_language(i18n.ENGLISH)
    assert "Deal number" in drawn(app, scene)


def test_a_refused_paste_is_one_sentence_in_the_language(app, qps):
    from app.ui.widgets import TextField

    said = []
    field = TextField((0, 0, 100, 40), "", 9, str.isdigit, on_refuse=said.append, what="deal number")
    assert not field.paste("abc") and not field.paste("1234567890")
    assert all(s.startswith("[") for s in said) and "{count}" not in said[1] and "9" in said[1]
    i18n.set_language("fr")
    field.paste("abc")
    assert said[-1] == "Un numéro de donne ne contient que des chiffres : rien n'a été collé."
    pygame.event.pump()
