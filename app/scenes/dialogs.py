"""Small dialogs drawn over the scene below them."""

from __future__ import annotations

from typing import Callable

import pygame

from app.i18n import _
from app.ui import fonts, textfit
from app.ui.widgets import TEXT, Button, ButtonRow, panel, wrap_text
from app.ui.engine import Metrics, Scene

SHADE = (0, 0, 0, 130)
OPAQUE_SHADE = (10, 34, 22, 255)  # nothing of the scene below shows through


class ConfirmDialog(Scene):
    """A question with Yes/No. Enter = Yes (not when ``destructive``), Esc = No; Tab and the arrow keys move the focus
    ring, Enter or Space presses the focused button. The question wraps inside the box and
    the box grows to fit it, the buttons below the text.

    The box itself is always opaque; ``opaque=True`` also makes the shade around it solid,
    for use over a scene whose cards must stay hidden (the pass-the-device screen). ``on_no``
    is called after No (or Esc) closes it."""

    overlay = True
    portrait_layout = True
    WIDTH = 560.0  # logical width of the box (narrower on a narrow stage)
    PAD = 30.0
    BUTTON_W, BUTTON_H, BUTTON_GAP = 150.0, 50.0, 40.0

    def __init__(self, app, question: str, on_yes: Callable[[], None], yes: str | None = None, no: str | None = None,
                 opaque: bool = False, destructive: bool = False, on_no: Callable[[], None] | None = None):
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.on_no = on_no
        self.opaque = opaque
        # a Yes that loses something is never pressed by a bare Enter (which may be the last
        # screen's key pressed again): it takes a click, or Tab to it and Enter
        key = None if destructive else pygame.K_RETURN
        # (the words are the caller's, already in the player's language; by default Yes and No)
        self.yes_button = Button(yes if yes is not None else _("Yes"), (0, 0, self.BUTTON_W, self.BUTTON_H), self.yes, size=20, key=key)
        self.no_button = Button(no if no is not None else _("No"), (0, 0, self.BUTTON_W, self.BUTTON_H), self.back, size=20)
        self.buttons = ButtonRow([self.yes_button, self.no_button], keyboard=True)
        self.text_size = 24.0

    # ------------------------------------------------------------------ layout
    def layout(self, m: Metrics) -> tuple[tuple[float, float, float, float], list[str], float]:
        """(box in logical units, the question's lines, their text size); also places the
        buttons. The text shrinks (down to 16) only if it would not fit the stage's height."""
        w = min(self.WIDTH, m.dw - 40)
        inner = w - 2 * self.PAD
        size = 24.0
        while True:
            font = fonts.font(m.px(size), "bold")
            lines = wrap_text(self.question, font, m.px(inner))
            text_h = len(lines) * font.get_linesize() / m.s
            h = self.PAD + text_h + self.PAD + self.BUTTON_H + self.PAD
            if h <= m.dh - 20 or size <= 16:
                break
            size -= 2
        h = min(h, m.dh - 20)
        x, y = (m.dw - w) / 2, (m.dh - h) / 2
        by = y + h - self.PAD - self.BUTTON_H
        bw = min(self.BUTTON_W, (inner - self.BUTTON_GAP) / 2)
        left = m.dw / 2 - self.BUTTON_GAP / 2 - bw
        self.yes_button.lrect = (left, by, bw, self.BUTTON_H)
        self.no_button.lrect = (m.dw / 2 + self.BUTTON_GAP / 2, by, bw, self.BUTTON_H)
        self.text_size = size
        return (x, y, w, h), lines, size

    def resize(self, m: Metrics) -> None:
        self.layout(m)

    def enter(self) -> None:
        self.layout(self.m)
        self.buttons.refresh_hover(self.m)

    # ------------------------------------------------------------------ actions
    def yes(self) -> None:
        self.app.scenes.pop()
        self.on_yes()

    def back(self) -> None:
        self.app.scenes.pop()
        if self.on_no is not None:
            self.on_no()

    def handle_event(self, ev) -> None:
        self.buttons.handle(ev, self.m)

    def draw(self, surface) -> None:
        m = self.m
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill(OPAQUE_SHADE if self.opaque else SHADE)
        surface.blit(shade, (0, 0))
        (x, y, w, h), lines, size = self.layout(m)
        # the box is solid either way (the question is read, not the table through it)
        box = m.rect(x, y, w, h)
        panel(surface, box, alpha=255, radius=m.px(14))
        font = fonts.font(m.px(size), "bold")
        top = m.pt(0, y + self.PAD)[1]
        cx = m.pt(m.dw / 2, 0)[0]
        with textfit.box(box, "the dialog"):
            for line in lines:
                img = fonts.text(line, m.px(size), TEXT, "bold")
                surface.blit(img, img.get_rect(midtop=(cx, top)))
                top += font.get_linesize()
        self.buttons.draw(surface, m)
