"""Rules help: runs of text join as the source has them, option names are for people, ranks
read 10, and the text wraps inside its panel at a readable size in every window shape."""

import logging
import re

import pygame
import pytest

import app.paths as app_paths
from app import i18n
from app.i18n import _
from app.paths import asset_path
from app.games import game_ids
from app.scenes import rules_help
from app.scenes.rules_help import MIN_BODY_PX, RulesHelp, layout_page, parse_markdown, rules_path, words
from app.ui import fonts
from app.store.settings import Settings
from app.ui.engine import App
from tests.ui.conftest import click

TOPICS = sorted(game_ids()) + ["sandbox"]
SIZES = [(1280, 720), (1024, 600), (800, 1000), (1920, 1080), (800, 450)]


@pytest.fixture
def make_help():
    pygame.display.init()
    pygame.font.init()
    apps = []

    def make(topic, size=(1280, 720)):
        app = App(Settings(), size=size, headless=True)
        apps.append(app)
        scene = RulesHelp(app, topic)
        app.scenes.push(scene)
        return scene

    yield make
    pygame.display.quit()


def test_every_game_has_a_rules_file():
    for topic in TOPICS:
        assert asset_path("rules", f"{topic}.md").is_file(), topic


def test_words_keep_bold_and_the_punctuation_after_it_together():
    assert words("**Trail**: three cards") == [[("Trail", True), (":", False)],
                                              [("three", False)], [("cards", False)]]
    assert words("called a **position**; winning") == [
        [("called", False)], [("a", False)], [("position", True), (";", False)], [("winning", False)]]
    # Whitespace in the source still separates, on either side of the marks.
    assert words("a **b** c") == [[("a", False)], [("b", True)], [("c", False)]]
    assert words("x** y**") == [[("x", False)], [("y", True)]]
    assert words("(`code`)") == [[("(code)", False)]]


def test_french_spaced_punctuation_stays_on_its_words_line():
    """French puts a space before : ; ! ? » and after «: the mark is part of its word, so a
    wrapped line never starts with ";" or ends with "«"."""
    assert words("une **position** ; qui « montre » la couleur : x") == [
        [("une", False)], [("position", True), (" ;", False)], [("qui", False)],
        [("« ", False), ("montre", False), (" »", False)], [("la", False)], [("couleur", False), (" :", False)],
        [("x", False)]]
    pygame.font.init()
    text = " ".join(["mot"] * 7 + ["couleur", ":", "suite", ";", "« montre »"] * 40)
    for width in range(120, 320, 7):
        page = layout_page(parse_markdown(text), width, 1.0)
        starts = {}
        for run in page.runs:
            starts.setdefault(run.rect.top, run.text)
        assert not any(t.strip() in (":", ";", "»") for t in starts.values())
        assert all(r.rect.right <= width for r in page.runs)


def test_bold_followed_by_punctuation_renders_with_no_space_between():
    pygame.font.init()
    page = layout_page(parse_markdown("- **Trail**: three of a kind, **Pair**, or **High card**."),
                       600, 1.0)
    texts = [r.text for r in page.runs]
    assert texts[:4] == ["\u2022", "Trail", ":", "three"]
    by_text = {}
    for run in page.runs:
        by_text.setdefault(run.text, []).append(run)
    trail, colon, three = by_text["Trail"][0], by_text[":"][0], by_text["three"][0]
    assert trail.style == "bold" and colon.style == "sans"
    assert colon.rect.left == trail.rect.right and colon.rect.top == trail.rect.top
    assert three.rect.left > colon.rect.right  # a space where the source has one
    pair, comma = by_text["Pair"][0], by_text[","][0]
    assert comma.rect.left == pair.rect.right
    card, stop = by_text["card"][0], by_text["."][0]
    assert stop.rect.left == card.rect.right


def test_a_word_of_several_runs_wraps_as_one():
    pygame.font.init()
    page = layout_page(parse_markdown("aaaa " * 30 + "**Trail**: x"), 300, 1.0)
    trail = next(r for r in page.runs if r.text == "Trail")
    colon = next(r for r in page.runs if r.text == ":")
    assert colon.rect.top == trail.rect.top and colon.rect.left == trail.rect.right
    assert all(r.rect.right <= 300 for r in page.runs)


@pytest.mark.parametrize("topic", TOPICS)
def test_help_shows_no_identifiers_and_no_T_for_ten(make_help, topic):
    scene = make_help(topic)
    text = " ".join(r.text for r in scene.layout().runs)
    assert len(text) > 500
    assert not re.findall(r"\b[A-Za-z0-9]+_[A-Za-z0-9_]+\b", text)
    assert "`" not in text and "**" not in text
    for run in scene.layout().runs:
        for part in re.split(r"[^A-Za-z0-9]+", run.text):
            assert not re.fullmatch(r"T[SHDC]?", part), run.text  # a ten is shown as 10


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("topic", TOPICS)
def test_help_text_wraps_inside_its_panel_at_a_readable_size(make_help, topic, size):
    scene = make_help(topic, size)
    w, h = size
    area, frame = scene.area(), scene.frame()
    window = pygame.Rect(0, 0, w, h)
    assert window.contains(frame) and frame.contains(area)
    page = scene.layout()
    assert page.surface.get_width() == area.width
    body = [r for r in page.runs if r.kind in ("p", "li")]
    assert body and min(r.size for r in body) >= MIN_BODY_PX
    for run in page.runs:
        assert 0 <= run.rect.left and run.rect.right <= area.width, run
    # Scroll through the whole page: every line shown lies inside the panel, whole.
    seen = set()
    while True:
        shown = scene.shown_runs()
        assert shown
        for run, rect in shown:
            assert area.contains(rect), (run, rect, area)
            seen.add(id(run))
        if scene.scroll >= scene.max_scroll():
            break
        scene.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0,
                                              unicode="", scancode=0))
    assert seen == {id(r) for r in page.runs}  # nothing is skipped by paging


def test_tall_window_grows_the_panel_down_instead_of_shrinking_the_text(make_help):
    wide = make_help("twenty_nine", (1280, 720))
    tall = make_help("twenty_nine", (800, 1000))
    assert tall.area().height > 1.5 * wide.area().height * 800 / 1280
    assert tall.area().bottom > 900
    # The title and the Back button sit at the top of the window, above the panel.
    back = tall.buttons.buttons[0].rect(tall.header_metrics())
    assert back.bottom <= tall.frame().top + 2 and back.top >= 0


def test_back_button_at_the_top_of_a_tall_window_goes_back(make_help):
    scene = make_help("jammat", (800, 1000))
    back = scene.buttons.buttons[0].rect(scene.header_metrics())
    # Where the stage would put it (the middle band of the window) is not the button.
    click(scene, (back.centerx, back.centery + 300))
    assert scene.app.scenes.top is scene
    click(scene, back.center)
    assert scene not in scene.app.scenes.stack


# --------------------------------------------------------------------------- languages

LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.ENGLISH]
DEVANAGARI = re.compile(r"[\u0900-\u097f]")


def english_blocks(topic):
    return parse_markdown(rules_path(topic).read_text(encoding="utf-8"))


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("topic", TOPICS)
def test_every_rules_text_is_translated_with_the_english_structure(topic, code):
    """Each game's rules exist in each language, with the same sections (the same headings at
    the same levels, in the same order) and the same paragraphs and list items as the English,
    each of them translated (none left as the English had it)."""
    path = rules_path(topic, code)
    assert path.is_file(), path
    english = english_blocks(topic)
    blocks = parse_markdown(path.read_text(encoding="utf-8"))
    assert [kind for kind, text in blocks] == [kind for kind, text in english]
    headings = [text for kind, text in blocks if kind in ("h1", "h2")]
    assert len(headings) == len([1 for kind, text in english if kind in ("h1", "h2")]) > 3
    assert blocks[0][0] == "h1"
    for (kind, text), (_kind, source) in zip(blocks, english):
        assert text.count("**") % 2 == 0, text  # bold marks in pairs
        if kind in ("p", "li"):
            assert text != source, text
        if code == "hi":
            assert DEVANAGARI.search(text), text


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_help_shows_the_current_languages_text(make_help, code):
    i18n.set_language(code)
    scene = make_help("twenty_nine")
    heading = parse_markdown(rules_path("twenty_nine", code).read_text(encoding="utf-8"))[0][1]
    assert scene.title == heading != "Twenty-Nine"
    assert [r.text for r in scene.layout().runs if r.kind == "h1"] == heading.split()
    assert scene.buttons.buttons[0].label == _("Back") != "Back"


def test_switching_the_language_changes_the_help_shown_at_once(app):
    """The language row of Settings switches the help under it at once: the App lays every
    scene out again, and the help reads its text in the new language."""
    scene = app.scenes.push(RulesHelp(app, "twenty_nine"))
    assert scene.title == "Twenty-Nine"
    scene.app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0))
    assert scene.scroll > 0
    i18n.set_language("fr")
    runs = [r.text for r in scene.layout().runs]
    assert scene.title == "Vingt-neuf" and "Vingt-neuf" in runs and "Twenty-Nine" not in runs
    assert "enchères" in runs and "atout" in runs
    assert scene.scroll == 0  # the new text starts at its top
    assert scene.buttons.buttons[0].label == "Retour"
    app.draw()
    i18n.set_language("hi")
    assert scene.title == "उनतीस" and "तुरुप" in [r.text for r in scene.layout().runs]
    i18n.set_language("en")
    assert scene.title == "Twenty-Nine"


def test_a_missing_translation_shows_the_english_and_says_so_once(make_help, tmp_path, monkeypatch, caplog):
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "jammat.md").write_text("# Jammat\n\nArrange nine cards.\n", encoding="utf-8")
    monkeypatch.setattr(app_paths, "assets_dir", lambda: tmp_path)
    monkeypatch.setattr(rules_help, "_told_missing", set())
    i18n.set_language("fr")
    with caplog.at_level(logging.WARNING, logger="felt"):
        first = make_help("jammat")
        second = make_help("jammat")
    assert first.blocks == second.blocks == [("h1", "Jammat"), ("p", "Arrange nine cards.")]
    said = [r.getMessage() for r in caplog.records if "rules help" in r.getMessage()]
    assert len(said) == 1 and "fr" in said[0] and "jammat" in said[0]
    assert first.buttons.buttons[0].label == "Retour"  # its own words are still French


def test_the_pseudo_language_shows_the_english_text_made_longer(make_help, monkeypatch):
    """In the pseudo-language the help is the English text through i18n.pseudo (so the fit
    test sees long text), and no word it draws is plain English: not the text, the title,
    the Back button or the key hint."""
    drawn = []
    original = fonts.text

    def spy(s, *a, **k):
        drawn.append(s)
        return original(s, *a, **k)

    monkeypatch.setattr(fonts, "text", spy)
    i18n.set_language(i18n.PSEUDO)
    for topic in TOPICS:
        scene = make_help(topic)
        english = english_blocks(topic)
        assert [kind for kind, text in scene.blocks] == [kind for kind, text in english]
        assert all(text == i18n.pseudo(source) for (kind, text), (_k, source) in zip(scene.blocks, english))
        longer = sum(len(text) for kind, text in scene.blocks) / sum(len(text) for kind, text in english)
        assert longer > 1.3
        drawn.clear()
        scene.app.invalidate()
        scene.app.draw()
        plain = [s for s in drawn + [r.text for r in scene.layout().runs]
                 if re.search(r"[a-z]{2}", s) and not re.search(r"[^\x00-\x7f]", s)]
        assert plain == [], (topic, plain)
        assert scene.buttons.buttons[0].label.startswith("[")
        assert any(s.startswith("[") for s in drawn) and _(rules_help.HINT) in drawn


def test_a_bundle_finds_the_translated_rules_inside_itself(tmp_path, monkeypatch):
    """build.spec carries the whole assets folder (every language's rules with it) into the
    bundle, where app.paths looks for it (the release archive holds that bundle)."""
    import shutil
    import sys

    spec = (app_paths._SOURCE_ASSETS.parent / "build.spec").read_text()
    assert '(os.path.join(ROOT, "assets"), "assets")' in spec
    shutil.copytree(app_paths._SOURCE_ASSETS / "rules", tmp_path / "assets" / "rules")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert rules_path("jammat", "hi") == tmp_path / "assets" / "rules" / "hi" / "jammat.md"
    for code, title in (("fr", "Vingt-neuf"), ("hi", "उनतीस"), ("en", "Twenty-Nine")):
        assert rules_help.load_blocks("twenty_nine", code)[0] == ("h1", title)
