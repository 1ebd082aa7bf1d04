"""The pass screen of pass-and-play: between two humans' turns at one screen it hides the
table until the next player says they are the only one looking."""

from __future__ import annotations

from typing import Callable

import pygame

from app.i18n import _
from app.ui.engine import Scene
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, blit_text, fit_size, panel


class PassScreen(Scene):
    """Hides the table until the named player is ready (pass-and-play). Opaque: nothing of
    the scene below is drawn.

    It takes a deliberate action only: a click on its button, or Tab (which puts a focus
    ring on the button) followed by Enter or Space. Enter alone does nothing here, so a
    player still holding the device and pressing Enter (Skip, Next deal) several times never
    reveals the next player's hand."""

    def __init__(self, app, name: str, on_ready: Callable[[], None], note: str = ""):
        super().__init__(app)
        self.name = name
        self.note = note
        self.on_ready = on_ready
        self.focused = False
        self.button = Button(_("Show my cards"), (440, 400, 400, 64), self.ready, size=22)
        self.buttons = ButtonRow([self.button])
        self.layout(self.m)

    title = "Pass"
    portrait_layout = True  # a tall window gets a column stage (bigger text), not a letterbox

    def ready(self) -> None:
        if self.app.scenes.top is not self:
            return
        self.app.scenes.pop()
        self.on_ready()

    def back(self) -> None:
        # Esc here asks the table below (it confirms before leaving the game)
        below = self.app.scenes.stack[-2] if len(self.app.scenes.stack) > 1 else None
        if below is not None and hasattr(below, "ask_leave"):
            below.ask_leave(from_pass=True)
        else:
            self.app.scenes.pop()

    def layout(self, m) -> tuple[float, float, float, float]:
        """The panel (logical units), centred on the stage; places the button in it."""
        w, h = min(600.0, m.dw - 40), 320.0
        x, y = (m.dw - w) / 2, (m.dh - h) / 2 - 20
        self.button.lrect = (m.dw / 2 - min(200.0, w / 2 - 20), y + 200, min(400.0, w - 40), 64)
        self.button.label = _("Show my cards")
        return x, y, w, h

    def enter(self) -> None:
        self.layout(self.m)

    def resize(self, m) -> None:
        self.layout(self.m)

    def handle_event(self, ev) -> None:
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_TAB:
                self.focused = not self.focused
                self.app.invalidate()
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focused:
                self.ready()
            return
        self.layout(self.m)
        self.buttons.handle(ev, self.m)

    def draw(self, surface) -> None:
        m = self.m
        surface.fill((12, 40, 26))
        x, y, w, h = self.layout(m)
        cx = m.dw / 2
        panel(surface, m.rect(x, y, w, h), radius=m.px(18), alpha=255)
        # TRANSLATORS: above the next player's name, in large letters, on the pass-and-play screen
        head = _("Pass the device to")
        blit_text(surface, m, head, cx, y + 36, fit_size(m, head, 26, w - 40), MUTED, anchor="midtop")
        blit_text(surface, m, self.name, cx, y + 82, fit_size(m, self.name, 54, w - 40, "serif"), GOLD, "serif",
                  anchor="midtop")
        if self.note:  # (the table's words, in the player's language)
            blit_text(surface, m, self.note, cx, y + 156, fit_size(m, self.note, 17, w - 40), TEXT, anchor="midtop")
        self.buttons.draw(surface, m)
        if self.focused:
            r = self.button.rect(m).inflate(m.px(10), m.px(10))
            pygame.draw.rect(surface, GOLD, r, width=max(2, m.px(3)), border_radius=m.px(12))
        # TRANSLATORS: Tab and Enter are keys' names
        how = _("Click the button when only you can see the screen (or Tab, then Enter).")
        blit_text(surface, m, how, cx, y + 280, fit_size(m, how, 14, w - 30), MUTED, anchor="midtop")
        away = _("Everyone else: look away until the cards are put away again.")
        blit_text(surface, m, away, cx, y + h + 40, fit_size(m, away, 16, m.dw - 40), MUTED, anchor="midtop")
