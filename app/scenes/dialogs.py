"""Small dialogs drawn over the scene below them."""

from __future__ import annotations

from typing import Callable

import pygame

from app.ui.engine import Scene
from app.ui.widgets import TEXT, Button, ButtonRow, blit_text, panel


class ConfirmDialog(Scene):
    """A question with Yes/No. Enter = Yes, Esc = No."""

    overlay = True

    def __init__(self, app, question: str, on_yes: Callable[[], None], yes: str = "Yes", no: str = "No"):
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.buttons = ButtonRow([
            Button(yes, (470, 380, 150, 50), self.yes, size=20, key=pygame.K_RETURN),
            Button(no, (660, 380, 150, 50), self.back, size=20),
        ])

    def yes(self) -> None:
        self.app.scenes.pop()
        self.on_yes()

    def handle_event(self, ev) -> None:
        self.buttons.handle(ev, self.app.metrics)

    def draw(self, surface) -> None:
        m = self.app.metrics
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 130))
        surface.blit(shade, (0, 0))
        panel(surface, m.rect(400, 260, 480, 200), alpha=245, radius=m.px(14))
        blit_text(surface, m, self.question, 640, 310, 24, TEXT, "bold", anchor="midtop")
        self.buttons.draw(surface, m)
