"""Hindi text (Noto Sans Devanagari beside DejaVu, shaped) and the player's text size."""

import json

import pygame
import pytest

from app.paths import asset_path
from app.scenes.menu import MenuScene
from app.scenes.settings import SettingsScene
from app.scenes.setup import GameSetup
from app.store import settings as store
from app.ui import fonts

pytestmark = pytest.mark.usefixtures("normal_text")


@pytest.fixture
def normal_text():
    """Every test leaves the text size as it found it (normal)."""
    pygame.font.init()
    yield
    fonts.set_scale(1.0)


def test_each_script_gets_its_own_font():
    face = fonts.font(24)
    assert [(deva, t) for deva, t in fonts.runs("खिलाड़ी 2: 10♠")] == [(True, "खिलाड़ी "), (False, "2: 10♠")]
    assert fonts.runs("Player 3 wins") == [(False, "Player 3 wins")]
    parts = face._runs("राम ने 17")
    assert [f for f, _ in parts] == [face.deva, face.latin]
    assert face.deva.name == "Noto Sans Devanagari" and face.latin.name == "DejaVu Sans"
    assert fonts.font(24, "bold").deva.name == "Noto Sans Devanagari"
    assert fonts.font(24, "bold").deva.style_name == "Bold"


def test_latin_text_is_drawn_by_dejavu_as_before():
    raw = pygame.font.Font(str(asset_path("fonts", "DejaVuSans.ttf")), 24)
    s = "Player 3 wins the hand: 10♠ 9♥"
    assert fonts.font(24).size(s) == raw.size(s)
    assert pygame.image.tobytes(fonts.font(24).render(s, True, (255, 255, 255)), "RGBA") == \
        pygame.image.tobytes(raw.render(s, True, (255, 255, 255)), "RGBA")


def test_devanagari_is_shaped():
    """Shaped, the vowel sign ि goes before क, into one cluster: narrower than the two drawn
    apart, and the sign's stroke, not the consonant, starts the line. Drawn without shaping
    (the same font file, no script set), क comes first and the sign takes its own room."""
    face = fonts.font(40)
    plain = pygame.font.Font(str(asset_path("fonts", fonts.DEVANAGARI_FILES["sans"])), 40)
    assert face.size("कि")[0] < face.size("क")[0] + face.size("ि")[0]
    assert face.size("कि")[0] < plain.size("कि")[0] - 10
    # a conjunct (न्द) likewise is narrower than its three letters side by side
    assert face.size("न्द")[0] < plain.size("न्द")[0] - 5

    def left_columns_match(font, word, first):
        a = pygame.mask.from_surface(font.render(word, True, (255, 255, 255)), 128)
        b = pygame.mask.from_surface(font.render(first, True, (255, 255, 255)), 128)
        w = b.get_size()[0] // 2
        return all(a.get_at((x, y)) == b.get_at((x, y)) for x in range(w) for y in range(b.get_size()[1]))

    assert left_columns_match(plain, "कि", "क")  # unshaped: क drawn first
    assert not left_columns_match(face.deva, "कि", "क")  # shaped: the sign's stroke comes first


def test_mixed_text_is_one_line_with_every_part_drawn():
    face = fonts.font(30)
    img = fonts.text("खिलाड़ी 2: 10♠", 30)
    assert img.get_width() == face.size("खिलाड़ी 2: 10♠")[0]
    assert img.get_width() == face.deva.size("खिलाड़ी ")[0] + face.latin.size("2: 10♠")[0]
    box = img.get_bounding_rect()
    assert box.h > 0 and box.right > img.get_width() - face.latin.size("♠")[0]  # the suit is drawn


def test_long_words_are_cut_between_syllables():
    assert not fonts.breakable("कि", 1)  # before the vowel sign
    assert not fonts.breakable("न्द", 2)  # after the virama
    assert fonts.breakable("किन", 2)
    from app.ui.widgets import wrap_text

    lines = wrap_text("खिलाड़ीखिलाड़ीखिलाड़ी", fonts.font(30), 60)
    assert "".join(lines) == "खिलाड़ीखिलाड़ीखिलाड़ी" and len(lines) > 1
    for line in lines:
        assert not fonts.breakable(line, 0) or line[0] not in "िीाु़्"


def test_text_size_scales_every_font_size():
    assert fonts.font(20).latin.get_height() == pygame.font.Font(
        str(asset_path("fonts", "DejaVuSans.ttf")), 20).get_height()
    fonts.set_scale(fonts.TEXT_SCALES["largest"])
    assert fonts.font(20).px == 30 and fonts.font(22, "bold").px == 33
    assert fonts.text("Play", 20).get_height() == fonts.font(20).latin.render("Play", True, (0, 0, 0)).get_height()
    assert fonts.font(44, "serif").px == 44  # titles keep their size
    assert fonts.font(20, scaled=False).px == 20  # card indices are art
    fonts.set_scale(fonts.TEXT_SCALES["large"])
    assert fonts.font(20).px == 25


def test_the_sizes_offered_are_the_ones_the_fonts_scale():
    assert set(store.TEXT_SIZES) == set(fonts.TEXT_SCALES)
    assert fonts.TEXT_SCALES == {"normal": 1.0, "large": 1.25, "largest": 1.5}


def test_text_size_is_set_in_settings_saved_and_applied_at_once(app):
    app.scenes.push(MenuScene(app))
    s = app.scenes.push(SettingsScene(app))
    row = [r[1] for r in s.rows].index("text_size")
    before = fonts.text("Settings row", 24).get_height()
    s.change(row, +1)
    assert app.settings.text_size == "large" and fonts.scale() == 1.25
    assert json.loads(store.settings_path().read_text())["text_size"] == "large"
    assert fonts.text("Settings row", 24).get_height() > before
    s.change(row, +1)
    assert app.settings.text_size == "largest" and fonts.scale() == 1.5
    loaded, message = store.load()
    assert message is None and loaded.text_size == "largest"
    s.change(row, +1)
    assert app.settings.text_size == "normal" and fonts.scale() == 1.0


def test_a_bad_text_size_in_the_file_is_refused_by_name(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": store.VERSION, "text_size": "huge"}))
    loaded, message = store.load(path)
    assert loaded.text_size == "normal" and "Text size" in message  # (named as Settings shows it)


def test_the_screens_lay_out_again_when_the_text_size_changes(app):
    menu = app.scenes.push(MenuScene(app))
    s = app.scenes.push(SettingsScene(app))
    menu_step = s.L["step"]
    app.settings.set("text_size", "largest")
    app.apply_settings()
    assert s.L["step"] < menu_step  # the rows closed up for the taller footer
    assert menu.buttons.buttons[0].lrect[1] < MenuScene(app).layout(app.metrics)["games"][1] + 12 + 16


def _labels_inside(scene, m):
    surface = pygame.Surface((m.w, m.h))
    scene.draw(surface)
    bad = []
    for b in scene.buttons.buttons:
        if not b.visible or not b.label:
            continue
        r = b.rect(m)
        img = fonts.text(b.label, m.px(b.size), (0, 0, 0), "bold")
        if img.get_width() > r.width - m.px(8):
            img = fonts.text(b.label, m.px(b.size * (r.width - m.px(8)) / img.get_width()), (0, 0, 0), "bold")
        ink = img.get_bounding_rect().move(img.get_rect(center=r.center).topleft)
        if not r.contains(ink):
            bad.append(b.label)
    return bad


@pytest.mark.parametrize("size", [(1280, 720), (800, 1000)])
def test_at_largest_every_button_holds_its_label(app, size):
    app.resize_window(size)
    app.settings.set("text_size", "largest")
    app.apply_settings()
    menu = app.scenes.push(MenuScene(app))
    assert _labels_inside(menu, menu.m) == []
    settings = app.scenes.push(SettingsScene(app))
    assert _labels_inside(settings, settings.m) == []
    for game in ("jammat", "twenty_nine", "three_thirteen"):
        setup = app.scenes.push(GameSetup(app, game, None, ("easy", "normal")))
        assert _labels_inside(setup, setup.m) == [], game
        app.scenes.pop()


def test_at_largest_the_settings_footer_stays_on_screen_below_the_rows(app):
    app.settings.set("text_size", "largest")
    app.apply_settings()
    s = app.scenes.push(SettingsScene(app))
    m = s.m
    px, py, pw, ph = s.L["panel"]
    foot = s.foot_height(m, s.L["foot"][1])
    assert py + ph + 14 + foot <= m.dh
    assert s.row_y(s.name_row) + 48 <= py + ph
