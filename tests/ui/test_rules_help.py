"""Rules help: runs of text join as the source has them, option names are for people, ranks
read 10, and the text wraps inside its panel at a readable size in every window shape."""

import re

import pygame
import pytest

from app.paths import asset_path
from app.games import game_ids
from app.scenes.rules_help import MIN_BODY_PX, RulesHelp, layout_page, parse_markdown, words
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
