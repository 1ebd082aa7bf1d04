"""A panel of lines laid out top to bottom, each measured and wrapped to the panel's width:
the piece tables use for their information panels instead of hand-placed text
(``blit_text(...); y += 20``).

    lines = TextLines(width=300)
    lines.add("Tile Poker", size=26, colour=GOLD, style="serif")
    lines.add(f"{name} to play", size=18, style="bold")
    lines.pair("Best hand", "a flush")          # a label on the left, its value on the right
    lines.gap(8)
    height = lines.draw(surface, m, x, y)       # returns the logical height drawn

A line wraps to the width (``max_lines`` lines at most, then cut with "…"); ``pair`` keeps
its value on the same line, shrinking the label's room. ``height(m)`` measures without
drawing, so a panel can be sized to its text; ``rects`` after ``draw`` are the screen
rectangles of each piece of text (for tests that check text stays inside its panel).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from app.ui import fonts
from app.ui.engine import Metrics
from app.ui.widgets import MUTED, TEXT, blit_text, fit_lines


@dataclass
class _Line:
    text: str
    size: float
    colour: tuple
    style: str
    value: str = ""
    value_colour: tuple = TEXT
    max_lines: int = 2
    align: str = "left"  # left, center or right
    gap: float = 0.0  # a blank space (no text) of this height


@dataclass
class TextLines:
    """Lines of text for a panel ``width`` logical units wide; ``spacing`` is the extra room
    under each line."""

    width: float
    spacing: float = 4.0
    lines: list[_Line] = field(default_factory=list)
    rects: list[pygame.Rect] = field(default_factory=list)

    def add(self, text: str, size: float = 15, colour=TEXT, style: str = "sans", max_lines: int = 2,
            align: str = "left") -> "TextLines":
        if text:
            self.lines.append(_Line(text, size, colour, style, max_lines=max_lines, align=align))
        return self

    def pair(self, label: str, value: str, size: float = 15, colour=MUTED, value_colour=TEXT,
             style: str = "sans") -> "TextLines":
        """``label`` on the left and ``value`` (bold) on the right of one line."""
        self.lines.append(_Line(label, size, colour, style, value=str(value), value_colour=value_colour,
                                max_lines=1))
        return self

    def gap(self, height: float) -> "TextLines":
        self.lines.append(_Line("", 0, TEXT, "sans", gap=height))
        return self

    def _layout(self, m: Metrics):
        """(line, its wrapped texts, the value's width in logical units, line height)."""
        out = []
        for ln in self.lines:
            if ln.gap:
                out.append((ln, [], 0.0, ln.gap))
                continue
            value_w = 0.0
            if ln.value:
                value_w = fonts.font(m.px(ln.size), "bold").size(ln.value)[0] / m.s + 8
            room = max(20.0, self.width - value_w)
            texts = fit_lines(m, ln.text, ln.size, room, ln.max_lines, ln.style)
            out.append((ln, texts, value_w, ln.size * fonts.scale(ln.style) * 1.3 * len(texts) + self.spacing))
        return out

    def height(self, m: Metrics) -> float:
        return sum(h for *_, h in self._layout(m))

    def draw(self, surface: pygame.Surface, m: Metrics, x: float, y: float) -> float:
        """Draw from the logical point (x, y); returns the height used."""
        self.rects = []
        top = y
        for ln, texts, value_w, h in self._layout(m):
            ly = y
            for t in texts:
                ax = {"center": x + self.width / 2, "right": x + self.width}.get(ln.align, x)
                anchor = {"center": "midtop", "right": "topright"}.get(ln.align, "topleft")
                self.rects.append(blit_text(surface, m, t, ax, ly, ln.size, ln.colour, ln.style, anchor=anchor))
                ly += ln.size * fonts.scale(ln.style) * 1.3
            if ln.value:
                self.rects.append(blit_text(surface, m, ln.value, x + self.width, y, ln.size, ln.value_colour, "bold",
                                            anchor="topright"))
            y += h
        return y - top
