"""Buttons, labels, short messages and panels. Widgets live in logical stage coordinates
(see engine.Metrics) and compute their pixel rects when drawn or hit-tested."""

from __future__ import annotations

from typing import Callable

import pygame

from app.ui import fonts
from app.ui.engine import Metrics

TEXT = (240, 238, 226)
MUTED = (176, 196, 182)
GOLD = (232, 196, 96)
RED = (226, 96, 84)
PANEL = (10, 48, 30)
BUTTON = (34, 120, 78)
BUTTON_HOVER = (48, 146, 98)
BUTTON_DOWN = (26, 96, 62)
BUTTON_OFF = (40, 72, 56)


def blit_text(surface: pygame.Surface, m: Metrics, s: str, x: float, y: float, size: float,
              color=TEXT, style: str = "sans", anchor: str = "topleft") -> pygame.Rect:
    """Draw text at a logical point; ``anchor`` is a pygame.Rect attribute name."""
    img = fonts.text(s, m.px(size), color, style)
    r = img.get_rect(**{anchor: m.pt(x, y)})
    surface.blit(img, r)
    return r


def panel(surface: pygame.Surface, rect: pygame.Rect, color=PANEL, alpha: int = 215,
          radius: int = 12, border: tuple | None = (70, 130, 95)) -> None:
    """A translucent rounded panel."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*color, alpha), layer.get_rect(), border_radius=radius)
    if border:
        pygame.draw.rect(layer, (*border, 255), layer.get_rect(), width=max(1, radius // 8), border_radius=radius)
    surface.blit(layer, rect)


class Button:
    def __init__(self, label: str, rect: tuple[float, float, float, float],
                 on_click: Callable[[], None], enabled: bool = True, size: float = 22,
                 tooltip: str = "", key: int | None = None, toggled: bool = False):
        self.label = label
        self.lrect = rect
        self.on_click = on_click
        self.enabled = enabled
        self.size = size
        self.tooltip = tooltip
        self.key = key
        self.toggled = toggled
        self.hover = False
        self.pressed = False
        self.visible = True

    def rect(self, m: Metrics) -> pygame.Rect:
        return m.rect(*self.lrect)

    def handle(self, ev: pygame.event.Event, m: Metrics) -> bool:
        """True if the event was this button's."""
        if not self.visible:
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self.rect(m).collidepoint(ev.pos)
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect(m).collidepoint(ev.pos):
            self.pressed = True
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect(m).collidepoint(ev.pos):
                if self.enabled:
                    self.on_click()
                return True
        if ev.type == pygame.KEYDOWN and self.key is not None and ev.key == self.key and self.enabled:
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, m: Metrics) -> None:
        if not self.visible:
            return
        r = self.rect(m)
        if not self.enabled:
            color = BUTTON_OFF
        elif self.pressed:
            color = BUTTON_DOWN
        elif self.hover or self.toggled:
            color = BUTTON_HOVER
        else:
            color = BUTTON
        rad = m.px(8)
        pygame.draw.rect(surface, (8, 40, 24), r.move(0, m.px(2)), border_radius=rad)
        pygame.draw.rect(surface, color, r, border_radius=rad)
        edge = GOLD if self.toggled else (90, 160, 120) if self.enabled else (60, 90, 72)
        pygame.draw.rect(surface, edge, r, width=max(1, m.px(1.5)), border_radius=rad)
        img = fonts.text(self.label, m.px(self.size), TEXT if self.enabled else (130, 150, 138), "bold")
        if img.get_width() > r.width - m.px(8):  # never clip: shrink the label to fit
            size = self.size * (r.width - m.px(8)) / img.get_width()
            img = fonts.text(self.label, m.px(size), TEXT if self.enabled else (130, 150, 138), "bold")
        surface.blit(img, img.get_rect(center=r.center))


class ButtonRow:
    """A group of buttons handled and drawn together."""

    def __init__(self, buttons: list[Button] | None = None):
        self.buttons = buttons or []

    def add(self, b: Button) -> Button:
        self.buttons.append(b)
        return b

    def handle(self, ev, m) -> bool:
        hit = False
        for b in self.buttons:
            if b.handle(ev, m):
                hit = True
        return hit

    def hit(self, pos, m) -> bool:
        return any(b.visible and b.rect(m).collidepoint(pos) for b in self.buttons)

    def draw(self, surface, m) -> None:
        for b in self.buttons:
            b.draw(surface, m)


class Toast:
    """A short message at the bottom of the stage that fades after a few seconds."""

    def __init__(self):
        self.message = ""
        self.kind = "info"
        self.left = 0.0

    def show(self, message: str, kind: str = "info", seconds: float = 3.0) -> None:
        self.message, self.kind, self.left = message, kind, seconds

    def update(self, dt: float) -> bool:
        if self.left > 0:
            self.left -= dt
            return True
        return False

    def draw(self, surface: pygame.Surface, m: Metrics, y: float = 668) -> None:
        if self.left <= 0 or not self.message:
            return
        img = fonts.text(self.message, m.px(20), TEXT, "bold")
        w = img.get_width() + m.px(36)
        r = pygame.Rect(0, 0, w, img.get_height() + m.px(16))
        r.center = m.pt(DESIGN_CENTER_X, y)
        color = (120, 36, 30) if self.kind == "error" else (20, 60, 40)
        panel(surface, r, color=color, alpha=235, radius=m.px(10),
              border=(230, 120, 100) if self.kind == "error" else (110, 170, 130))
        surface.blit(img, img.get_rect(center=r.center))


DESIGN_CENTER_X = 640


def draw_felt(surface: pygame.Surface, cache: dict = {}) -> None:
    """The table cloth: a soft radial light on green felt, cached per window size. The
    gradient has no detail, so it is drawn small and smooth-scaled once (fast to start)."""
    size = surface.get_size()
    bg = cache.get(size)
    if bg is None:
        w, h = size
        sw, sh = max(8, w // 8), max(8, h // 8)
        small = pygame.Surface((sw, sh))
        small.fill((18, 80, 50))
        steps = 18
        for i in range(steps):
            k = i / steps
            col = (int(18 + 16 * k), int(80 + 34 * k), int(50 + 20 * k))
            rw, rh = int(sw * (1.25 - k * 0.9)), int(sh * (1.25 - k * 0.9))
            pygame.draw.ellipse(small, col, pygame.Rect((sw - rw) // 2, (sh - rh) // 2, rw, rh))
        small = pygame.transform.smoothscale(pygame.transform.smoothscale(small, (sw // 2, sh // 2)), (sw, sh))
        bg = pygame.transform.smoothscale(small, size)
        bg = bg.convert() if pygame.display.get_surface() else bg
        cache.clear()
        cache[size] = bg
    surface.blit(bg, (0, 0))


class TextField:
    """A one-line text box: click to focus, type, Backspace, Enter or Tab to leave.
    ``allowed`` filters characters (for example digits only)."""

    def __init__(self, rect: tuple[float, float, float, float], value: str = "", max_len: int = 16,
                 allowed: Callable[[str], bool] | None = None, placeholder: str = "", size: float = 20,
                 on_change: Callable[[str], None] | None = None):
        self.lrect = rect
        self.value = value
        self.max_len = max_len
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.placeholder = placeholder
        self.size = size
        self.focused = False
        self.on_change = on_change
        self.enabled = True

    def rect(self, m: Metrics) -> pygame.Rect:
        return m.rect(*self.lrect)

    def handle(self, ev: pygame.event.Event, m: Metrics) -> bool:
        if not self.enabled:
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            was = self.focused
            self.focused = self.rect(m).collidepoint(ev.pos)
            if self.focused and not was:
                pygame.key.start_text_input()
            return self.focused
        if not self.focused:
            return False
        if ev.type == pygame.TEXTINPUT:
            added = "".join(ch for ch in ev.text if self.allowed(ch))
            if added:
                self.value = (self.value + added)[: self.max_len]
                if self.on_change:
                    self.on_change(self.value)
            return True
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                if self.on_change:
                    self.on_change(self.value)
            elif ev.key in (pygame.K_RETURN, pygame.K_TAB, pygame.K_KP_ENTER):
                self.focused = False
            return True
        return False

    def draw(self, surface: pygame.Surface, m: Metrics) -> None:
        r = self.rect(m)
        pygame.draw.rect(surface, (246, 244, 236) if self.enabled else (150, 160, 152), r, border_radius=m.px(6))
        pygame.draw.rect(surface, GOLD if self.focused else (90, 130, 104), r, width=max(1, m.px(2)),
                         border_radius=m.px(6))
        shown = self.value or self.placeholder
        color = (30, 34, 30) if self.value else (130, 136, 130)
        img = fonts.text(shown, m.px(self.size), color)
        clip = surface.get_clip()
        inner = r.inflate(-m.px(12), 0)
        surface.set_clip(inner)
        x = inner.x
        if img.get_width() > inner.width:
            x = inner.right - img.get_width()  # keep the end (the cursor) in view
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))
        if self.focused:
            cx = min(inner.right - 1, x + (img.get_width() if self.value else 0) + m.px(2))
            pygame.draw.line(surface, (30, 34, 30), (cx, r.top + m.px(7)), (cx, r.bottom - m.px(7)), max(1, m.px(2)))
        surface.set_clip(clip)
