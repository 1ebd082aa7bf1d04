"""A decision bar, for any game: buttons made from the legal moves of the moment, labelled
by the rules (``describe``), in fixed places.

``offered`` is every move that can come up at this kind of moment, in a fixed order (all the
bids from the lowest to the highest, then Pass): each has its own place whatever the moment,
so a button never jumps; the moves that are not legal now are shown disabled. A move that is
legal but not in ``offered`` gets a place after them. One line of help (``hint``) says what
the decision means.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from app.ui import fonts
from app.ui.engine import Metrics
from app.ui.widgets import MUTED, TEXT, Button

Rect = tuple[float, float, float, float]


class DecisionBar:
    def __init__(self, rect: Rect, on_choose: Callable[[Any], None], size: float = 18,
                 gap: float = 8.0, max_button: float = 260.0):
        self.rect = rect
        self.on_choose = on_choose
        self.size = size
        self.gap = gap
        self.max_button = max_button
        self.buttons: list[Button] = []
        self.moves: list[Any] = []
        self.hint = ""
        self.title = ""
        self.hint_width: float | None = None  # the room for the hint (default: the bar's width)
        self.hint_lines = 1  # lines the hint may wrap to before it is made smaller to fit

    def clear(self) -> None:
        self.buttons, self.moves, self.hint, self.title = [], [], "", ""

    def set(self, legal: Sequence, describe: Callable[[Any], str], offered: Sequence = (),
            hint: str = "", title: str = "", keys: dict | None = None,
            labels: dict | None = None) -> None:
        """Buttons for ``offered`` (disabled unless legal) and any other legal move.
        ``keys``: move -> pygame key; ``labels``: move -> a label instead of describe's."""
        legal = list(legal)
        moves = list(offered) + [mv for mv in legal if mv not in offered]
        x, y, w, h = self.rect
        n = len(moves)
        bw = min(self.max_button, (w - self.gap * (n - 1)) / n) if n else 0
        x0 = x + (w - (bw * n + self.gap * (n - 1))) / 2 if n else x
        self.buttons = []
        self.moves = moves
        for k, mv in enumerate(moves):
            label = (labels or {}).get(mv) or describe(mv)
            b = Button(label, (x0 + k * (bw + self.gap), y, bw, h), lambda mv=mv: self.on_choose(mv),
                       enabled=mv in legal, size=self.size, key=(keys or {}).get(mv) if mv in legal else None)
            self.buttons.append(b)
        self.hint = hint
        self.title = title

    def offered_now(self) -> list:
        """The moves whose buttons can be pressed now."""
        return [mv for mv, b in zip(self.moves, self.buttons) if b.enabled]

    def button_for(self, move) -> Button | None:
        for mv, b in zip(self.moves, self.buttons):
            if mv == move:
                return b
        return None

    def draw(self, surface: pygame.Surface, m: Metrics) -> None:
        """The title above the buttons and the hint below (the buttons are drawn by the
        table's ButtonRow, which also handles them). A hint alone (no decision to make by
        button now) is drawn too."""
        if not self.buttons and not self.hint:
            return
        x, y, w, h = self.rect
        if self.title:
            img = fonts.text(self.title, m.px(17), TEXT, "bold")
            surface.blit(img, img.get_rect(midbottom=m.pt(x + w / 2, y - 6)))
        if self.hint:
            room = max(w, self.hint_width or 0)
            lines = fonts.wrap(self.hint, m.px(14), m.px(room)) if self.hint_lines > 1 else [self.hint]
            if len(lines) > self.hint_lines:
                lines = [self.hint]
            top = m.pt(x + w / 2, y + h + 6)
            for line in lines:
                img = fonts.text(line, m.px(14), MUTED)
                if img.get_width() > m.px(room):
                    img = fonts.text(line, m.px(14 * room / max(1.0, img.get_width() / m.s)), MUTED)
                r = surface.blit(img, img.get_rect(midtop=top))
                top = (top[0], r.bottom)
