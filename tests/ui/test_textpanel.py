"""The panel of lines (app.ui.textpanel): wraps to its width, keeps a pair's value on its
line, measures what it draws."""

import pygame

from app.ui.engine import Metrics
from app.ui.textpanel import TextLines


def test_lines_stay_inside_their_width_and_measure_what_they_draw(app):
    m = Metrics(1280, 720)
    surface = pygame.Surface((1280, 720))
    lines = TextLines(width=200)
    lines.add("A long sentence that cannot fit on one line of two hundred units and must wrap", size=16)
    lines.pair("Best hand", "a straight flush")
    lines.gap(10)
    lines.add("short", size=14, align="right")
    h = lines.height(m)
    assert abs(lines.draw(surface, m, 40, 50) - h) < 1e-6
    box = m.rect(40, 50, 200, h)
    assert len(lines.rects) == 5  # two wrapped lines, the pair's label and value, the last line
    for r in lines.rects:
        assert box.contains(r), (r, box)
    label, value = lines.rects[2], lines.rects[3]
    assert label.right <= value.left and abs(label.top - value.top) <= 1


def test_a_line_too_long_for_its_lines_is_cut(app):
    m = Metrics(1280, 720)
    lines = TextLines(width=80).add("one two three four five six seven eight nine ten", size=16, max_lines=1)
    lines.draw(pygame.Surface((1280, 720)), m, 0, 0)
    assert len(lines.rects) == 1 and lines.rects[0].width <= m.px(80)
