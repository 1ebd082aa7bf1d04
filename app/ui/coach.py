"""The coach's bubble: a rounded panel of wrapped text with Back, Skip and Next buttons,
drawn over a table, with a ring round each place it talks about and an arrow to the first.

The bubble never covers what it points at nor what it is told to keep clear (``avoid``): it
tries places beside the first target (below, above, right, left), then the stage's corners
and edges, and takes the first that is clear; when nothing is clear (a very crowded stage)
it takes the one that covers least. Rects are in the stage's logical units (``Metrics``).

``Coach`` knows no game and no lesson: app.scenes.tutorial gives it the words, the targets
and what its buttons do. Keys are the lesson's (it decides when Enter means Next).
"""

from __future__ import annotations

import math
from typing import Callable, Sequence

import pygame

from app.ui import fonts
from app.ui.engine import Metrics
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, blit_lines, blit_text, fit_size, panel, text_height

Rect = tuple[float, float, float, float]

WIDTH = 430.0  # the bubble's width (logical), less on a narrow stage
PAD = 18.0
TEXT_SIZE = 18.0
TITLE_SIZE = 15.0
BUTTON_H = 40.0
GAP = 26.0  # between the bubble and what it points at
MARGIN = 10.0  # from the stage's edge
RING = (255, 214, 90)


def _overlap(a: Rect, b: Rect) -> float:
    """The area two rects share."""
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def place_bubble(size: tuple[float, float], stage: tuple[float, float], targets: Sequence[Rect],
                 avoid: Sequence[Rect] = ()) -> tuple[Rect, float]:
    """Where a bubble of ``size`` goes on a ``stage`` (w, h): clear of every target and of
    ``avoid``, near the first target if it can be (see the module doc); and the area it
    covers of them there (0 when clear)."""
    w, h = size
    sw, sh = stage
    keep = list(targets) + list(avoid)
    cands: list[tuple[float, float]] = []
    if targets:
        tx, ty, tw, th = targets[0]
        cx = tx + tw / 2 - w / 2
        cy = ty + th / 2 - h / 2
        cands += [(cx, ty + th + GAP), (cx, ty - GAP - h), (tx + tw + GAP, cy), (tx - GAP - w, cy)]
        # the same four, slid along the stage's edge when they overhang it
        cands += [(tx + tw + GAP, ty), (tx - GAP - w, ty), (tx + tw + GAP, ty + th - h), (tx - GAP - w, ty + th - h)]
    cands += [(sw - w - MARGIN, sh - h - MARGIN), (MARGIN, sh - h - MARGIN), (sw - w - MARGIN, MARGIN + 60),
              (MARGIN, MARGIN + 60), ((sw - w) / 2, sh - h - MARGIN), ((sw - w) / 2, MARGIN + 60),
              (sw - w - MARGIN, (sh - h) / 2), (MARGIN, (sh - h) / 2)]
    best, best_cover = None, math.inf
    for x, y in cands:
        x = min(max(MARGIN, x), sw - w - MARGIN)
        y = min(max(MARGIN, y), sh - h - MARGIN)
        r = (x, y, w, h)
        cover = sum(_overlap(r, k) for k in keep)
        if cover <= 0:
            return r, 0.0
        if cover < best_cover:
            best, best_cover = r, cover
    return best, best_cover


class Coach:
    """The bubble (see the module doc). ``show`` sets what it says; ``layout`` places it for a
    stage; ``handle`` takes the clicks on it (True when an event was the bubble's)."""

    def __init__(self, on_back: Callable[[], None], on_skip: Callable[[], None], on_next: Callable[[], None]):
        self.title = ""
        self.text = ""
        self.note = ""  # a smaller line under the text (what to do now)
        self.targets: list[Rect] = []
        self.avoid: list[Rect] = []
        self.back = Button("", (0, 0, 10, 10), on_back, size=16)
        self.skip = Button("", (0, 0, 10, 10), on_skip, size=16)
        self.next = Button("", (0, 0, 10, 10), on_next, size=17)
        self.buttons = ButtonRow([self.back, self.skip, self.next])
        self.rect: Rect = (0.0, 0.0, 10.0, 10.0)
        self._text_size = TEXT_SIZE

    def show(self, title: str, text: str, note: str, labels: tuple[str, str, str],
             targets: Sequence[Rect], avoid: Sequence[Rect] = (), back: bool = True, next_: bool = True) -> None:
        """What the bubble says, its buttons' labels (Back, Skip, Next) and whether Back and
        Next can be pressed, and the rects it points at and keeps clear of."""
        self.title, self.text, self.note = title, text, note
        self.back.label, self.skip.label, self.next.label = labels
        self.back.enabled = back
        self.next.enabled = next_
        self.next.visible = next_
        self.targets = [tuple(r) for r in targets]
        self.avoid = [tuple(r) for r in avoid]

    def layout(self, m: Metrics) -> Rect:
        """Size the bubble for its words and place it on the stage ``m``: wider (and so
        shorter) where its usual shape finds no clear place."""
        best = None
        base = WIDTH + 60 * (fonts.scale() - 1)
        for grow in (1.0, 1.3, 1.55):
            w = min(base * grow, m.dw - 2 * MARGIN)
            h, size = self._height(m, w)
            rect, cover = place_bubble((w, h), (m.dw, m.dh), self.targets, self.avoid)
            if best is None or cover < best[1]:
                best = (rect, cover, size)
            if cover <= 0:
                break
        self.rect, _cover, self._text_size = best
        x, y, w, h = self.rect
        bh = BUTTON_H * (1 + 0.3 * (fonts.scale() - 1))
        by = y + h - PAD - bh
        bw = min(140.0, (w - 2 * PAD - 2 * 10) / 3.6)  # Back and Skip; Next (the main one) takes the rest
        self.back.lrect = (x + PAD, by, bw, bh)
        self.skip.lrect = (x + PAD + bw + 10, by, bw, bh)
        nx = x + PAD + 2 * (bw + 10)
        self.next.lrect = (nx, by, x + w - PAD - nx, bh)
        return self.rect

    def _height(self, m: Metrics, w: float) -> tuple[float, float]:
        """The bubble's height at width ``w``, and its text size."""
        inner = w - 2 * PAD
        size = TEXT_SIZE
        while size > 14 and text_height(m, self.text, inner, size) > 230:
            size -= 1  # a long sentence (a longer language) comes down a little before the bubble grows
        h = PAD + TITLE_SIZE * fonts.scale() * 1.4 + text_height(m, self.text, inner, size)
        if self.note:
            h += 8 + text_height(m, self.note, inner, 15)
        h += 14 + BUTTON_H * (1 + 0.3 * (fonts.scale() - 1)) + PAD
        return h, size

    def contains(self, m: Metrics, pos) -> bool:
        return m.rect(*self.rect).collidepoint(pos)

    def handle(self, ev, m: Metrics) -> bool:
        """A click on the bubble is the bubble's (its buttons, or nothing), never the table's."""
        if self.buttons.handle(ev, m):
            return True
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.contains(m, ev.pos):
            return True
        return False

    def draw(self, surface: pygame.Surface, m: Metrics) -> None:
        self.layout(m)
        x, y, w, h = self.rect
        for k, t in enumerate(self.targets):
            ring = m.rect(t[0] - 6, t[1] - 6, t[2] + 12, t[3] + 12)
            pygame.draw.rect(surface, RING, ring, width=max(2, m.px(3)), border_radius=m.px(10))
            if k == 0:
                self._arrow(surface, m, t)
        panel(surface, m.rect(x, y, w, h), color=(16, 44, 70), alpha=245, radius=m.px(16), border=RING)
        inner = w - 2 * PAD
        ty = y + PAD - 4
        if self.title:
            blit_text(surface, m, self.title, x + PAD, ty, fit_size(m, self.title, TITLE_SIZE, inner, "bold"),
                      GOLD, "bold")
        ty += TITLE_SIZE * fonts.scale() * 1.4
        ty += blit_lines(surface, m, self.text, x + PAD, ty, inner, self._text_size, TEXT)
        if self.note:
            blit_lines(surface, m, self.note, x + PAD, ty + 8, inner, 15, MUTED)
        self.buttons.draw(surface, m)

    def _arrow(self, surface: pygame.Surface, m: Metrics, target: Rect) -> None:
        """A line with a head from the bubble's nearest edge to the target's ring."""
        bx, by, bw, bh = self.rect
        tx, ty, tw, th = target
        tcx, tcy = tx + tw / 2, ty + th / 2
        sx = min(max(tcx, bx), bx + bw)
        sy = min(max(tcy, by), by + bh)
        ex = min(max(sx, tx - 6), tx + tw + 6)
        ey = min(max(sy, ty - 6), ty + th + 6)
        if math.hypot(ex - sx, ey - sy) < 8:
            return
        a, b = m.pt(sx, sy), m.pt(ex, ey)
        width = max(2, m.px(4))
        pygame.draw.line(surface, RING, a, b, width)
        ang = math.atan2(b[1] - a[1], b[0] - a[0])
        head = m.px(16)
        pts = [b, (b[0] - head * math.cos(ang - 0.45), b[1] - head * math.sin(ang - 0.45)),
               (b[0] - head * math.cos(ang + 0.45), b[1] - head * math.sin(ang + 0.45))]
        pygame.draw.polygon(surface, RING, pts)
