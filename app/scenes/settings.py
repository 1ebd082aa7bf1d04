"""Settings: window size, fullscreen, animation speed, four-colour deck, card back, sound.
Each change is applied at once and saved (atomically) to the settings file."""

from __future__ import annotations

import pygame

from app.rules.cards import Card
from app.store import settings as store
from app.ui.engine import Scene
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, Toast, blit_text, draw_felt, panel


def _cycle(values, current, step):
    values = list(values)
    i = values.index(current) if current in values else 0
    return values[(i + step) % len(values)]


class SettingsScene(Scene):
    title = "Settings"

    def __init__(self, app):
        super().__init__(app)
        from app.ui.cardart import BACK_DESIGNS

        s = app.settings
        self.toast = Toast()
        self.rows = [
            ("Window size", "window_size", lambda: "%d x %d" % tuple(s.window_size),
             lambda k: _cycle(store.WINDOW_SIZES, tuple(s.window_size), k)),
            ("Fullscreen (F11)", "fullscreen", lambda: "on" if s.fullscreen else "off", lambda k: not s.fullscreen),
            ("Animations", "animation", lambda: s.animation, lambda k: _cycle(store.ANIMATION, s.animation, k)),
            ("Four-colour deck", "four_colour", lambda: "on" if s.four_colour else "off", lambda k: not s.four_colour),
            ("Card back", "card_back", lambda: s.card_back, lambda k: _cycle(BACK_DESIGNS, s.card_back, k)),
            ("Sound effects", "sound", lambda: "on" if s.sound else "off", lambda k: not s.sound),
        ]
        self.buttons = ButtonRow()
        self.focus = 0
        for i, row in enumerate(self.rows):
            y = 150 + i * 76
            self.buttons.add(Button("<", (560, y, 52, 48), lambda i=i: self.change(i, -1), size=22))
            self.buttons.add(Button(">", (836, y, 52, 48), lambda i=i: self.change(i, +1), size=22))
        self.buttons.add(Button("Back", (1150, 20, 110, 44), self.back, size=18))

    def change(self, i: int, step: int) -> None:
        label, name, _, nxt = self.rows[i]
        self.focus = i
        try:
            self.app.settings.set(name, nxt(step))
            store.save(self.app.settings)
        except (ValueError, OSError) as exc:
            self.toast.show(str(exc), "error")
            return
        self.app.apply_settings()
        if name == "sound" and self.app.settings.sound:
            self.app.sounds.play("place")

    def handle_event(self, ev) -> None:
        m = self.app.metrics
        if self.buttons.handle(ev, m):
            return
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_UP:
                self.focus = (self.focus - 1) % len(self.rows)
            elif ev.key == pygame.K_DOWN:
                self.focus = (self.focus + 1) % len(self.rows)
            elif ev.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN):
                self.change(self.focus, -1 if ev.key == pygame.K_LEFT else 1)

    def update(self, dt: float) -> bool:
        return self.toast.update(dt)

    def draw(self, surface) -> None:
        m = self.app.metrics
        draw_felt(surface)
        blit_text(surface, m, "Settings", 60, 28, 44, GOLD, "serif")
        panel(surface, m.rect(120, 126, 800, 6 * 76 + 20), radius=m.px(14))
        for i, (label, name, value, _) in enumerate(self.rows):
            y = 150 + i * 76
            if i == self.focus:
                pygame.draw.rect(surface, (40, 110, 74), m.rect(132, y - 6, 776, 60), border_radius=m.px(8))
            blit_text(surface, m, label, 160, y + 24, 24, TEXT, "bold", anchor="midleft")
            blit_text(surface, m, value(), 724, y + 24, 24, GOLD, "bold", anchor="center")
        self.buttons.draw(surface, m)
        # preview: two faces and a back, as they will look at the table
        x, y = 980, 170
        blit_text(surface, m, "Preview", x + 100, 130, 20, MUTED, anchor="midtop")
        w, h = m.px(90), m.px(126)
        art = self.app.art
        for j, text in enumerate(("QD", "7C")):
            surface.blit(art.face(Card.parse(text), w, h), m.pt(x + j * 100, y))
        surface.blit(art.back(w, h), m.pt(x + 50, y + 150))
        s = self.app.settings
        from app.paths import config_dir

        blit_text(surface, m, f"Saved in {config_dir()}", 120, 640, 15, MUTED)
        blit_text(surface, m, "Arrows choose a row and change it  •  Esc back", 120, 668, 15, MUTED)
        self.toast.draw(surface, m)
