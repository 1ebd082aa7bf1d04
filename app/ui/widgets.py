"""Buttons, labels, short messages and panels. Widgets live in logical stage coordinates
(see engine.Metrics) and compute their pixel rects when drawn or hit-tested.

Keyboard: a ``ButtonRow(keyboard=True)`` moves a visible focus ring through its buttons with
Tab / Shift+Tab and the arrow keys (to the nearest button that way) and presses the focused
button with Enter or Space."""

from __future__ import annotations

from typing import Callable

import pygame

from app.i18n import _, ngettext
from app.ui import fonts, textfit
from app.ui.engine import Metrics, request_redraw
from app.ui.surfcache import SurfaceCache

TEXT = (240, 238, 226)
MUTED = (176, 196, 182)
GOLD = (232, 196, 96)
RED = (226, 96, 84)
PANEL = (10, 48, 30)
BUTTON = (34, 120, 78)
BUTTON_HOVER = (48, 146, 98)
BUTTON_DOWN = (26, 96, 62)
BUTTON_OFF = (40, 72, 56)


def wrap_text(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` split into lines no wider than ``width`` pixels in ``font``: at spaces, and
    inside a word only when the word alone is wider than a line. Newlines are kept."""
    width = max(1, int(width))
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
                line = ""
            while font.size(word)[0] > width and len(word) > 1:
                # the longest head of the word that fits (at least one character)
                cut = 1
                while cut < len(word) and font.size(word[: cut + 1])[0] <= width:
                    cut += 1
                cut = _syllable_cut(word, cut)
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def _syllable_cut(word: str, cut: int) -> int:
    """``cut`` moved back (or, for a first syllable wider than the line, on) to where the
    word may be cut without tearing a syllable (a vowel sign from its consonant)."""
    back = cut
    while back > 1 and not fonts.breakable(word, back):
        back -= 1
    if fonts.breakable(word, back):
        return back
    while cut < len(word) and not fonts.breakable(word, cut):
        cut += 1
    return cut


def blit_lines(surface: pygame.Surface, m: Metrics, text: str, x: float, y: float, width: float,
               size: float, color=TEXT, style: str = "sans", align: str = "left",
               line_gap: float = 1.25) -> float:
    """Draw ``text`` word-wrapped to ``width`` logical units from the logical point (x, y)
    (its top; ``align`` "left" or "center" about x). Returns the logical height used."""
    font = fonts.font(m.px(size), style)
    step = size * fonts.scale(style) * line_gap
    for i, line in enumerate(wrap_text(text, font, m.px(width))):
        if line:
            blit_text(surface, m, line, x, y + i * step, size, color, style,
                      anchor="midtop" if align == "center" else "topleft")
    return step * len(wrap_text(text, font, m.px(width)))


def text_height(m: Metrics, text: str, width: float, size: float, style: str = "sans",
                line_gap: float = 1.25) -> float:
    """The logical height ``blit_lines`` would use for ``text``."""
    return size * fonts.scale(style) * line_gap * len(wrap_text(text, fonts.font(m.px(size), style), m.px(width)))


def fit_size(m: Metrics, text: str, size: float, width: float, style: str = "sans",
             min_size: float = 11.0) -> float:
    """``size``, or smaller (not below ``min_size``) so ``text`` is at most ``width`` logical
    units wide."""
    w = fonts.font(m.px(size), style).size(text)[0] / m.s
    return size if w <= width else max(min_size, size * width / w)


def common_size(m: Metrics, texts, size: float, width: float, style: str = "sans",
                min_size: float = 12.0) -> float:
    """One text size for a whole list: ``size``, or smaller (not below ``min_size``) so the
    widest of ``texts`` is at most ``width`` logical units wide. A list drawn at one size
    reads as one list; what is still too wide at ``min_size`` is wrapped or elided."""
    texts = [t for t in texts if t]

    def widest(at: float) -> float:
        font = fonts.font(m.px(at), style)
        return max((font.size(t)[0] / m.s for t in texts), default=0.0)

    w = widest(size)
    if w <= width:
        return size
    at = max(min_size, size * width / w)
    while at > min_size and widest(at) > width:  # (text does not scale quite linearly)
        at = max(min_size, at - 0.5)
    return at


def elide(text: str, font: pygame.font.Font, width: int) -> str:
    """``text``, cut at the end with "…" so it is no wider than ``width`` pixels in ``font``."""
    if font.size(text)[0] <= width:
        return text
    cut = len(text)
    while cut > 0 and (not fonts.breakable(text, cut) or font.size(text[:cut].rstrip() + "…")[0] > width):
        cut -= 1
    return text[:cut].rstrip() + "…"


def fit_lines(m: Metrics, text: str, size: float, width: float, max_lines: int = 1,
              style: str = "sans") -> list[str]:
    """``text`` wrapped to ``width`` logical units at ``size``, in at most ``max_lines``
    lines: the last one elided ("…") when there is more."""
    font = fonts.font(m.px(size), style)
    lines = wrap_text(text, font, m.px(width)) if max_lines > 1 else [text]
    if len(lines) > max_lines:
        rest = " ".join(lines[max_lines - 1:])
        lines = lines[:max_lines - 1] + [rest]
    lines[-1] = elide(lines[-1], font, m.px(width))
    return lines


def mouse_pos() -> tuple[int, int] | None:
    """Where the mouse is over the window, or None when it is elsewhere."""
    if not pygame.display.get_init() or not pygame.mouse.get_focused():
        return None
    return pygame.mouse.get_pos()


def blit_text(surface: pygame.Surface, m: Metrics, s: str, x: float, y: float, size: float,
              color=TEXT, style: str = "sans", anchor: str = "topleft") -> pygame.Rect:
    """Draw text at a logical point; ``anchor`` is a pygame.Rect attribute name."""
    img = fonts.text(s, m.px(size), color, style)
    r = img.get_rect(**{anchor: m.pt(x, y)})
    surface.blit(img, r)
    return r


MARKS = ("check", "equals", "cross")  # won, level, lost: said by a shape as well as a colour


def draw_mark(surface: pygame.Surface, mark: str, centre, size: int, colour) -> None:
    """A result's mark, drawn as lines (no font needed), ``size`` pixels across: "check"
    (won), "equals" (tied, drawn) or "cross" (beaten, lost)."""
    cx, cy = centre
    h = size / 2
    w = max(2, round(size / 6))
    if mark == "check":
        pygame.draw.lines(surface, colour, False, [(cx - h, cy), (cx - h / 3, cy + h * 0.7), (cx + h, cy - h * 0.7)], w)
    elif mark == "equals":
        pygame.draw.line(surface, colour, (cx - h, cy - h / 3), (cx + h, cy - h / 3), w)
        pygame.draw.line(surface, colour, (cx - h, cy + h / 3), (cx + h, cy + h / 3), w)
    elif mark == "cross":
        pygame.draw.line(surface, colour, (cx - h * 0.8, cy - h * 0.8), (cx + h * 0.8, cy + h * 0.8), w)
        pygame.draw.line(surface, colour, (cx - h * 0.8, cy + h * 0.8), (cx + h * 0.8, cy - h * 0.8), w)
    else:
        raise ValueError(f"no mark {mark!r}; use {', '.join(MARKS)}")


def panel(surface: pygame.Surface, rect: pygame.Rect, color=PANEL, alpha: int = 215,
          radius: int = 12, border: tuple | None = (70, 130, 95)) -> None:
    """A translucent rounded panel. A small one is made once per look and size, then
    blitted; a large one (a window-wide round's end is 2 MB of pixels) is blitted in pieces
    from a small model panel of its look: its corners, its edges and its middle in tiles, the
    same pixels without a surface the panel's size kept for it."""
    rect = pygame.Rect(rect)
    look = (tuple(color), alpha, radius, tuple(border) if border else None)
    w, h = rect.size
    band = max(radius, max(1, radius // 8) if border else 0, 1)
    textfit.panel(rect)  # (the fit test: text on it must stay inside)
    if w * h <= PANEL_WHOLE_MAX or min(w, h) < 2 * band + 1:
        surface.blit(_panel_layer((w, h), look), rect)
        return
    t = PANEL_TILE
    model = _panel_layer((2 * band + t, 2 * band + t), look)
    x0, y0, x1, y1 = rect.x, rect.y, rect.right - band, rect.bottom - band
    blit = surface.blit
    for sx, dx in ((0, x0), (band + t, x1)):  # the corners
        for sy, dy in ((0, y0), (band + t, y1)):
            blit(model, (dx, dy), (sx, sy, band, band))
    for x in range(x0 + band, x1, t):  # the top and bottom edges
        tw = min(t, x1 - x)
        blit(model, (x, y0), (band, 0, tw, band))
        blit(model, (x, y1), (band, band + t, tw, band))
    for y in range(y0 + band, y1, t):  # the left and right edges, and the middle
        th = min(t, y1 - y)
        blit(model, (x0, y), (0, band, band, th))
        blit(model, (x1, y), (band + t, band, band, th))
        for x in range(x0 + band, x1, t):
            blit(model, (x, y), (band, band, min(t, x1 - x), th))


#: a panel of at most this many pixels is kept whole; a larger one is drawn in pieces
PANEL_WHOLE_MAX = 256 * 256
PANEL_TILE = 64  # the side of a large panel's middle pieces


def _panel_layer(size: tuple[int, int], look: tuple) -> pygame.Surface:
    key = (size, *look)
    layer = _PANELS.get(key)
    if layer is None:
        color, alpha, radius, border = look
        layer = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*color, alpha), layer.get_rect(), border_radius=radius)
        if border:
            pygame.draw.rect(layer, (*border, 255), layer.get_rect(), width=max(1, radius // 8),
                             border_radius=radius)
        _PANELS.put(key, layer)
    return layer


_PANELS = SurfaceCache(8 * 2**20)  # a panel a window wide at 1920x1080 is some 2 MB


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
        self.focused = False  # the keyboard focus ring (set by ButtonRow)
        self.fid = ""  # a name that stays when a scene rebuilds its buttons (keeps the focus)

    def rect(self, m: Metrics) -> pygame.Rect:
        return m.rect(*self.lrect)

    def refresh_hover(self, m: Metrics, pos: tuple[int, int] | None = None) -> None:
        """Recompute the hover highlight from the mouse position (``pos``, or the mouse now):
        a scene calls this when it becomes active again, so no stale highlight is left."""
        pos = pos if pos is not None else mouse_pos()
        self.hover = bool(pos is not None and self.visible and self.rect(m).collidepoint(pos))
        self.pressed = False

    def handle(self, ev: pygame.event.Event, m: Metrics) -> bool:
        """True if the event was this button's."""
        if not self.visible:
            return False
        if ev.type == pygame.MOUSEMOTION:
            hover = self.rect(m).collidepoint(ev.pos)
            if hover != self.hover:
                self.hover = hover
                request_redraw(self.rect(m).inflate(m.px(6), m.px(8)))  # the shadow below too
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

    @property
    def shown_label(self) -> str:
        """The label as drawn: a button switched on says so with a check mark, not by its
        gold edge alone."""
        return f"\u2713 {self.label}" if self.toggled else self.label

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
        label = self.shown_label
        img = fonts.text(label, m.px(self.size), TEXT if self.enabled else (130, 150, 138), "bold")
        if img.get_width() > r.width - m.px(8):  # never clip: shrink the label to fit
            size = self.size * (r.width - m.px(8)) / img.get_width()
            img = fonts.text(label, m.px(size), TEXT if self.enabled else (130, 150, 138), "bold")
        with textfit.box(r, "its button"):
            surface.blit(img, img.get_rect(center=r.center))
        if self.focused:
            ring = r.inflate(m.px(8), m.px(8))
            pygame.draw.rect(surface, FOCUS, ring, width=max(2, m.px(3)), border_radius=rad + m.px(4))


FOCUS = (255, 226, 120)
NEXT_KEYS = {pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN}
PRESS_KEYS = {pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE}


class ButtonRow:
    """A group of buttons handled and drawn together. With ``keyboard=True`` Tab, Shift+Tab
    and the arrow keys move a focus ring through the visible, enabled buttons, and Enter or
    Space presses the focused one (``arrows=False`` leaves the arrow keys to the scene)."""

    def __init__(self, buttons: list[Button] | None = None, keyboard: bool = False, arrows: bool = True):
        self.buttons = buttons or []
        self.keyboard = keyboard
        self.arrows = arrows
        self.focus: int | None = None  # index of the focused button; shown while ring is on
        self.ring = False  # the ring is drawn after a key moved it, hidden by a mouse click

    def add(self, b: Button) -> Button:
        self.buttons.append(b)
        return b

    # ------------------------------------------------------------------ keyboard focus
    @property
    def focused(self) -> Button | None:
        if self.ring and self.focus is not None and 0 <= self.focus < len(self.buttons):
            return self.buttons[self.focus]
        return None

    def _usable(self, i: int) -> bool:
        b = self.buttons[i]
        return b.visible and b.enabled

    def set_focus(self, index: int | None, ring: bool = True) -> None:
        """Put the focus on button ``index`` (None: nowhere)."""
        self.focus = index
        self.ring = ring and index is not None
        for i, b in enumerate(self.buttons):
            b.focused = self.ring and i == index

    def focus_button(self, button: Button) -> None:
        self.set_focus(self.buttons.index(button))

    def keep_focus_of(self, old: "ButtonRow") -> None:
        """After a scene rebuilt its buttons: the focus (and ring) where it was in ``old``,
        on the button with the same ``fid`` (else the same label, else the same place)."""
        if old.focus is None or not 0 <= old.focus < len(old.buttons) or not self.buttons:
            return
        was = old.buttons[old.focus]
        match = None
        if was.fid:
            match = next((i for i, b in enumerate(self.buttons) if b.fid == was.fid), None)
        if match is None:
            same = [i for i, b in enumerate(old.buttons) if b.label == was.label]
            now = [i for i, b in enumerate(self.buttons) if b.label == was.label]
            if now:
                match = now[min(same.index(old.focus), len(now) - 1)]
        if match is None:
            match = min(old.focus, len(self.buttons) - 1)
        self.set_focus(match, old.ring)

    def move_focus(self, key: int, shift: bool, m: Metrics) -> bool:
        """Move the ring for a Tab or arrow key; True if it is on a button."""
        usable = [i for i in range(len(self.buttons)) if self._usable(i)]
        if not usable:
            self.set_focus(None)
            return False
        cur = self.focus if self.focus is not None and self.focus in usable else None
        if cur is None or not self.ring:
            if cur is None:
                cur = usable[-1 if (key == pygame.K_TAB and shift) or key in (pygame.K_UP, pygame.K_LEFT) else 0]
            self.set_focus(cur)
            return True
        if key == pygame.K_TAB:
            k = usable.index(cur)
            self.set_focus(usable[(k + (-1 if shift else 1)) % len(usable)])
            return True
        # arrows: the nearest button whose centre lies that way (ahead counts once, aside twice)
        here = self.buttons[cur].rect(m).center
        dx, dy = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}[key]
        best, best_cost = None, None
        for i in usable:
            if i == cur:
                continue
            c = self.buttons[i].rect(m).center
            ahead = (c[0] - here[0]) * dx + (c[1] - here[1]) * dy
            aside = abs((c[0] - here[0]) * dy) + abs((c[1] - here[1]) * dx)
            if ahead <= 0:
                continue
            cost = ahead + 2 * aside
            if best_cost is None or cost < best_cost:
                best, best_cost = i, cost
        if best is not None:
            self.set_focus(best)
        else:
            self.set_focus(cur)
        return True

    def refresh_hover(self, m: Metrics, pos: tuple[int, int] | None = None) -> None:
        """Every button's hover from the mouse position now (see Button.refresh_hover)."""
        pos = pos if pos is not None else mouse_pos()
        for b in self.buttons:
            b.refresh_hover(m, pos if pos is not None else (-10**6, -10**6))

    # ------------------------------------------------------------------ events
    def handle(self, ev, m) -> bool:
        if self.keyboard and ev.type == pygame.KEYDOWN:
            mods = getattr(ev, "mod", 0)
            if ev.key in NEXT_KEYS and (self.arrows or ev.key == pygame.K_TAB) \
                    and not mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                return self.move_focus(ev.key, bool(mods & pygame.KMOD_SHIFT), m)
            b = self.focused
            if ev.key in PRESS_KEYS and b is not None:
                if b.visible and b.enabled:
                    b.on_click()
                return True
        if self.keyboard and ev.type == pygame.MOUSEBUTTONDOWN and self.ring:
            self.set_focus(self.focus, ring=False)
        hit = False
        for b in list(self.buttons):
            if b.handle(ev, m):
                hit = True
        return hit

    def hit(self, pos, m) -> bool:
        return any(b.visible and b.rect(m).collidepoint(pos) for b in self.buttons)

    def draw(self, surface, m) -> None:
        for b in self.buttons:
            b.draw(surface, m)


class Toast:
    """A short message near the bottom of the stage that goes after a few seconds. The text
    wraps to at most ~90 % of the stage's width; the box grows upwards line by line and
    always stays inside the window. ``detail`` is an optional smaller second paragraph."""

    MAX_WIDTH = 0.9  # of the stage's width
    SIZE = 20
    DETAIL_SIZE = 15

    def __init__(self):
        self.message = ""
        self.detail = ""
        self.kind = "info"
        self.left = 0.0

    def show(self, message: str, kind: str = "info", seconds: float = 3.0, detail: str = "") -> None:
        self.message, self.kind, self.left, self.detail = message, kind, seconds, detail

    def update(self, dt: float) -> bool:
        if self.left > 0:
            self.left -= dt
            return True
        return False

    def layout(self, m: Metrics, y: float | None = None):
        """(box rect in pixels, [(image, topleft)]) for the current message."""
        pad_x, pad_y = m.px(18), m.px(8)
        max_w = min(round(m.dw * self.MAX_WIDTH * m.s), round(m.w * self.MAX_WIDTH)) - 2 * pad_x
        parts = [(self.message, m.px(self.SIZE), TEXT, "bold")]
        if self.detail:
            parts.append((self.detail, m.px(self.DETAIL_SIZE), (236, 214, 206) if self.kind == "error" else MUTED,
                          "sans"))
        images = []
        for text, px, color, style in parts:
            for line in wrap_text(text, fonts.font(px, style), max_w):
                images.append(fonts.text(line, px, color, style))
        w = max(img.get_width() for img in images) + 2 * pad_x
        h = sum(img.get_height() for img in images) + 2 * pad_y
        line_h = fonts.font(m.px(self.SIZE), "bold").get_height() + 2 * pad_y
        cx, cy = m.pt(m.dw / 2, m.dh - 52 if y is None else y)
        r = pygame.Rect(0, 0, w, h)
        r.centerx = cx
        r.bottom = cy + line_h // 2  # one line sits centred on y; more lines grow upwards
        r.clamp_ip(surface_rect(m))
        placed, top = [], r.top + pad_y
        for img in images:
            placed.append((img, (r.centerx - img.get_width() // 2, top)))
            top += img.get_height()
        return r, placed

    def draw(self, surface: pygame.Surface, m: Metrics, y: float | None = None) -> None:
        if self.left <= 0 or not self.message:
            return
        r, placed = self.layout(m, y)
        color = (120, 36, 30) if self.kind == "error" else (20, 60, 40)
        panel(surface, r, color=color, alpha=235, radius=m.px(10),
              border=(230, 120, 100) if self.kind == "error" else (110, 170, 130))
        with textfit.box(r, "the toast"):
            for img, pos in placed:
                surface.blit(img, pos)


def surface_rect(m: Metrics) -> pygame.Rect:
    """The whole window in pixels."""
    return pygame.Rect(0, 0, m.w, m.h)


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
        shown = pygame.display.get_surface()
        if shown is not None and (bg.get_bitsize(), bg.get_masks()) != (shown.get_bitsize(), shown.get_masks()):
            bg = bg.convert()  # (a copy of a window's worth of pixels: only when it changes them)
        cache.clear()
        cache[size] = bg
    surface.blit(bg, (0, 0))


# ----------------------------------------------------------------------------- the clipboard

_CLIPBOARD = {"text": ""}  # what Felt copied last: pasted where the system has no clipboard


def copy_text(text: str) -> bool:
    """Put ``text`` on the clipboard: the system's where there is one (True), and always on
    Felt's own, so a copy can be pasted inside Felt either way."""
    _CLIPBOARD["text"] = text
    try:
        import pygame.scrap as scrap

        scrap.put_text(text)  # (pygame-ce's clipboard functions: no scrap.init needed)
        return True
    except (pygame.error, AttributeError, NotImplementedError, ImportError):
        return False


def paste_text() -> str:
    """The text on the system's clipboard, or (when it has none or cannot be read) what Felt
    copied last."""
    try:
        import pygame.scrap as scrap

        if scrap.has_text():
            text = scrap.get_text()
            if text:
                return text
    except (pygame.error, AttributeError, NotImplementedError, ImportError):
        pass
    return _CLIPBOARD["text"]


COMMAND_MODS = pygame.KMOD_CTRL | pygame.KMOD_META  # Ctrl, or Cmd on a Mac


def paste_refusal(what: str, too_long: int | None = None) -> str:
    """The sentence that refuses a paste into a field of kind ``what`` ("name", "deal
    number", "deal code", "path"; anything else is "this field"), in the player's language:
    the text holds a character the field does not take, or (``too_long``: the field's most
    characters) it is too long. Whole sentences per kind, so that each language words them."""
    if too_long is None:
        if what == "name":
            return _("That text cannot go in a name: nothing was pasted.")
        if what == "deal number":
            return _("A deal number is digits only: nothing was pasted.")
        if what == "deal code":
            return _("That text cannot go in a deal code: nothing was pasted.")
        if what == "path":
            return _("That text cannot go in a file's path: nothing was pasted.")
        return _("That text cannot go in this field: nothing was pasted.")
    n = too_long
    if what == "name":
        # TRANSLATORS: {count} is the most characters a name may have
        text = ngettext("That text is too long for a name (at most {count} character): nothing was pasted.",
                        "That text is too long for a name (at most {count} characters): nothing was pasted.", n)
    elif what == "deal number":
        # TRANSLATORS: {count} is the most digits a deal number may have
        text = ngettext("That text is too long for a deal number (at most {count} digit): nothing was pasted.",
                        "That text is too long for a deal number (at most {count} digits): nothing was pasted.", n)
    elif what == "deal code":
        # TRANSLATORS: {count} is the most characters a deal code may have
        text = ngettext("That text is too long for a deal code (at most {count} character): nothing was pasted.",
                        "That text is too long for a deal code (at most {count} characters): nothing was pasted.",
                        n)
    elif what == "path":
        # TRANSLATORS: {count} is the most characters a file's path may have here
        text = ngettext("That text is too long for a file's path (at most {count} character): nothing was pasted.",
                        "That text is too long for a file's path (at most {count} characters): nothing was "
                        "pasted.", n)
    else:
        # TRANSLATORS: {count} is the most characters the field takes
        text = ngettext("That text is too long for this field (at most {count} character): nothing was pasted.",
                        "That text is too long for this field (at most {count} characters): nothing was pasted.",
                        n)
    return text.format(count=n)


class TextField:
    """A one-line text box: click to focus, type, Backspace, Enter or Tab to leave.
    ``allowed`` filters characters (for example digits only).

    Ctrl+V (or Shift+Insert) pastes the clipboard's first line at the end; Ctrl+A selects
    the whole text (typing or pasting then replaces it, Backspace or Delete clears it);
    Ctrl+C (or Ctrl+Insert) copies the text, Ctrl+X cuts it. A paste that does not fit the
    field (a character it does not take, or too long) changes nothing and is said in one
    line through ``on_refuse``."""

    def __init__(self, rect: tuple[float, float, float, float], value: str = "", max_len: int = 16,
                 allowed: Callable[[str], bool] | None = None, placeholder: str = "", size: float = 20,
                 on_change: Callable[[str], None] | None = None,
                 on_refuse: Callable[[str], None] | None = None, what: str = "field"):
        self.lrect = rect
        self.value = value
        self.max_len = max_len
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.placeholder = placeholder
        self.size = size
        self._focused = False
        self.selected = False  # the whole text is selected (Ctrl+A)
        self.on_change = on_change
        self.on_refuse = on_refuse
        self.what = what  # the field's kind, for a refusal's sentence: see paste_refusal
        self.refused = ""  # the last refusal's sentence (cleared by the next change)
        self.enabled = True

    @property
    def focused(self) -> bool:
        return self._focused

    @focused.setter
    def focused(self, value: bool) -> None:
        self._focused = bool(value)
        if not self._focused:
            self.selected = False

    def rect(self, m: Metrics) -> pygame.Rect:
        return m.rect(*self.lrect)

    def set_value(self, value: str) -> None:
        """Change the text (as typing would: ``on_change`` is told)."""
        self.selected = False
        self.refused = ""
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(self.value)

    def refuse(self, sentence: str) -> None:
        self.refused = sentence
        if self.on_refuse:
            self.on_refuse(sentence)

    def paste(self, text: str | None = None) -> bool:
        """Paste ``text`` (the clipboard's when None): its first line, without the spaces
        around it; True if it went in."""
        text = paste_text() if text is None else text
        line = next((ln.strip() for ln in text.replace("\r", "\n").split("\n") if ln.strip()), "")
        if not line:
            self.refuse(_("The clipboard has no text to paste."))
            return False
        if not all(self.allowed(ch) for ch in line):
            # spaces inside a number or a code are left out where the field takes none
            squeezed = "".join(line.split())
            if all(self.allowed(ch) for ch in squeezed):
                line = squeezed
            else:
                self.refuse(paste_refusal(self.what))
                return False
        base = "" if self.selected else self.value
        if len(base + line) > self.max_len:
            self.refuse(paste_refusal(self.what, self.max_len))
            return False
        self.set_value(base + line)
        return True

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
        if ev.type in (pygame.TEXTINPUT, pygame.KEYDOWN):
            self.refused = ""  # (the red edge of a refusal lasts until the next key)
        if ev.type == pygame.TEXTINPUT:
            added = "".join(ch for ch in ev.text if self.allowed(ch))
            if added:
                base = "" if self.selected else self.value
                self.set_value((base + added)[: self.max_len])
            return True
        if ev.type == pygame.KEYDOWN:
            mods = getattr(ev, "mod", 0)
            command = bool(mods & COMMAND_MODS)
            if (command and ev.key == pygame.K_v) or (ev.key == pygame.K_INSERT and mods & pygame.KMOD_SHIFT):
                self.paste()
            elif command and ev.key == pygame.K_a:
                self.selected = bool(self.value)
            elif (command and ev.key in (pygame.K_c, pygame.K_INSERT)) or (command and ev.key == pygame.K_x):
                if self.value:
                    copy_text(self.value)
                    if ev.key == pygame.K_x:
                        self.set_value("")
            elif ev.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                if self.selected:
                    self.set_value("")
                elif ev.key == pygame.K_BACKSPACE:
                    self.set_value(self.value[:-1])
            elif ev.key in (pygame.K_RETURN, pygame.K_TAB, pygame.K_KP_ENTER):
                self.focused = False
            elif ev.key not in MODIFIER_KEYS:
                self.selected = False  # any other key lets go of the selection
            return True
        return False

    def draw(self, surface: pygame.Surface, m: Metrics) -> None:
        r = self.rect(m)
        pygame.draw.rect(surface, (246, 244, 236) if self.enabled else (150, 160, 152), r, border_radius=m.px(6))
        edge = RED if self.refused else GOLD if self.focused else (90, 130, 104)
        pygame.draw.rect(surface, edge, r, width=max(1, m.px(2)), border_radius=m.px(6))
        shown = self.value or self.placeholder
        color = (30, 34, 30) if self.value else (130, 136, 130)
        img = fonts.text(shown, m.px(self.size), color)
        clip = surface.get_clip()
        inner = r.inflate(-m.px(12), 0)
        surface.set_clip(inner.clip(clip) if clip else inner)
        x = inner.x
        if img.get_width() > inner.width:
            x = inner.right - img.get_width()  # keep the end (the cursor) in view
        text_rect = img.get_rect(midleft=(x, r.centery))
        if self.selected and self.value:
            pygame.draw.rect(surface, (150, 196, 240), text_rect.inflate(m.px(2), m.px(2)))
        with textfit.box(r, "its text field"):
            surface.blit(img, text_rect)
        if self.focused:
            cx = min(inner.right - 1, x + (img.get_width() if self.value else 0) + m.px(2))
            pygame.draw.line(surface, (30, 34, 30), (cx, r.top + m.px(7)), (cx, r.bottom - m.px(7)), max(1, m.px(2)))
        surface.set_clip(clip)


MODIFIER_KEYS = {pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT,
                 pygame.K_LMETA, pygame.K_RMETA, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK}
