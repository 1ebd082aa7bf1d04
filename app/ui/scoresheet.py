"""A score sheet, for any game: a table of rounds or hands (one row each) with a totals
row, scrollable with the mouse wheel when there are more rows than room. New rows scroll
into view by themselves unless the player has scrolled back."""

from __future__ import annotations

from typing import Sequence

import pygame

from app.ui import fonts
from app.ui.engine import Metrics

Rect = tuple[float, float, float, float]
HEAD = (176, 196, 182)
CELL = (240, 238, 226)
TOTAL = (232, 196, 96)


class ScoreSheet:
    """``columns``: (title, logical width, align "left"/"center"/"right")."""

    def __init__(self, rect: Rect, columns: Sequence[tuple[str, float, str]], row_h: float = 22.0,
                 size: float = 14.0):
        self.rect = rect
        self.columns = list(columns)
        self.row_h = row_h
        self.size = size
        self.rows: list[Sequence[str]] = []
        self.totals: Sequence[str] | None = None
        self.top = 0  # index of the first row shown
        self.follow = True  # keep the last row in view

    @property
    def visible_rows(self) -> int:
        head = self.row_h + 4
        foot = self.row_h + 6 if self.totals is not None else 0
        return max(1, int((self.rect[3] - head - foot) // self.row_h))

    def set_rows(self, rows: Sequence[Sequence[str]], totals: Sequence[str] | None = None) -> None:
        self.rows = list(rows)
        self.totals = totals
        if self.follow:
            self.top = max(0, len(self.rows) - self.visible_rows)
        self.top = min(self.top, max(0, len(self.rows) - self.visible_rows))

    def scroll(self, step: int) -> None:
        most = max(0, len(self.rows) - self.visible_rows)
        self.top = max(0, min(most, self.top + step))
        self.follow = self.top == most

    def handle(self, ev: pygame.event.Event, m: Metrics) -> bool:
        """The wheel over the sheet scrolls it. True if used."""
        if ev.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if m.rect(*self.rect).collidepoint(pos):
                self.scroll(-ev.y)
                return True
        return False

    def draw(self, surface: pygame.Surface, m: Metrics) -> None:
        x, y, w, h = self.rect
        r = m.rect(*self.rect)
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (6, 34, 20, 230), layer.get_rect(), border_radius=m.px(10))
        surface.blit(layer, r)
        pygame.draw.rect(surface, (70, 130, 95), r, width=max(1, m.px(1)), border_radius=m.px(10))

        def row(cells, yy, colour, style):
            cx = x + 8
            for (title, cw, align), cell in zip(self.columns, cells):
                img = fonts.text(str(cell), m.px(self.size), colour, style)
                if img.get_width() > m.px(cw - 4):  # never spill into the next column
                    img = fonts.text(str(cell), m.px(self.size * (cw - 4) / (img.get_width() / m.s)), colour, style)
                if align == "left":
                    rr = img.get_rect(midleft=m.pt(cx + 2, yy + self.row_h / 2))
                elif align == "right":
                    rr = img.get_rect(midright=m.pt(cx + cw - 2, yy + self.row_h / 2))
                else:
                    rr = img.get_rect(center=m.pt(cx + cw / 2, yy + self.row_h / 2))
                surface.blit(img, rr)
                cx += cw

        row([c[0] for c in self.columns], y + 2, HEAD, "bold")
        pygame.draw.line(surface, (70, 130, 95), m.pt(x + 6, y + self.row_h + 3), m.pt(x + w - 6, y + self.row_h + 3))
        shown = self.rows[self.top:self.top + self.visible_rows]
        for k, cells in enumerate(shown):
            row(cells, y + self.row_h + 4 + k * self.row_h, CELL, "sans")
        if self.totals is not None:
            ty = y + h - self.row_h - 4
            pygame.draw.line(surface, (70, 130, 95), m.pt(x + 6, ty - 2), m.pt(x + w - 6, ty - 2))
            row(self.totals, ty, TOTAL, "bold")
        if len(self.rows) > self.visible_rows:  # a thin scroll bar
            frac = self.visible_rows / len(self.rows)
            bar_h = (h - 12) * frac
            most = len(self.rows) - self.visible_rows
            by = y + 6 + (h - 12 - bar_h) * (self.top / most if most else 0)
            pygame.draw.rect(surface, (110, 170, 130), m.rect(x + w - 7, by, 4, bar_h), border_radius=m.px(2))
