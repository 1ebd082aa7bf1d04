"""Card sprites on a table, and drag-and-drop that asks, never decides.

``CardSprite`` is a card (or a hidden card: ``card=None`` or ``face_up=False`` draws a back)
at a logical position. ``CardLayer`` draws sprites in z order and, while something is
dragged, keeps everything that does not move in one cached surface, so a drag frame is one
blit of that layer plus the moving cards.

``DragDrop`` runs the gesture: on press it asks its provider what would be lifted
(``provider.pick``); while dragging it asks for the legal targets (``provider.targets``) and
highlights them; on release over a target it calls ``provider.drop``; anywhere else the cards
tween back and ``provider.refuse`` gives the reason to show. A press and release without
movement is a click: ``provider.click`` (click-to-move uses the same target list).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, Sequence

import pygame

from app.rules.cards import Card
from app.ui.engine import Metrics, request_redraw
from app.ui.tween import Tweens

HIGHLIGHT = (250, 214, 90)
TARGET_OK = (120, 230, 150)

# How an outline says what it marks by its shape as well as its colour (a player who cannot
# tell the green from the gold still tells a dashed ring from a solid one):
# kind -> (colour, style, logical width). "target": somewhere the held card may go (dashed);
# "hot": the target under the pointer, or the one the keys show (solid, thick, corner ticks);
# "selected": the card picked up by a click or shown by the keys (solid, thick).
OUTLINES = {
    "target": (TARGET_OK, "dashed", 2.0),
    "hot": (HIGHLIGHT, "solid", 3.0),
    "selected": (HIGHLIGHT, "solid", 3.0),
}


def draw_outline(surface: pygame.Surface, m: Metrics, r: pygame.Rect, kind: str, radius: float = 10,
                 colour: tuple | None = None, width: float | None = None) -> str:
    """Ring the screen rect ``r`` as ``kind`` (a key of OUTLINES; ``colour`` and ``width``
    override its colour and logical width); returns the style drawn ("dashed" or "solid")."""
    base, style, w = OUTLINES[kind]
    colour = colour or base
    px = max(2, m.px(width if width is not None else w))
    if style == "solid":
        pygame.draw.rect(surface, colour, r, width=px, border_radius=m.px(radius))
        if kind == "hot":  # ticks out from the corners: a mark beside the ring's weight
            t = m.px(7)
            for (cx, cy), (dx, dy) in (((r.left, r.top), (-1, -1)), ((r.right - 1, r.top), (1, -1)),
                                       ((r.left, r.bottom - 1), (-1, 1)), ((r.right - 1, r.bottom - 1), (1, 1))):
                pygame.draw.line(surface, colour, (cx, cy), (cx + dx * t, cy + dy * t), px)
        return style
    draw_dashed_rect(surface, colour, r, px, dash=m.px(9), gap=m.px(6))
    return style


def draw_dashed_rect(surface: pygame.Surface, colour, r: pygame.Rect, width: int, dash: int, gap: int) -> None:
    """A rectangle of dashes, each side starting and ending with one so the corners show."""
    dash, gap = max(2, dash), max(2, gap)
    x0, y0, x1, y1 = r.left, r.top, r.right - 1, r.bottom - 1
    for a, b, at, horizontal in ((x0, x1, y0, True), (x0, x1, y1, True), (y0, y1, x0, False), (y0, y1, x1, False)):
        length = b - a
        n = max(1, round((length + gap) / (dash + gap)))
        step = (length + gap) / n
        for k in range(n):
            p = a + round(k * step)
            q = min(b, round(p + step - gap))
            if horizontal:
                pygame.draw.line(surface, colour, (p, at), (q, at), width)
            else:
                pygame.draw.line(surface, colour, (at, p), (at, q), width)


class CardSprite:
    __slots__ = ("card", "face_up", "pos", "size", "z", "data", "flip", "visible", "lift", "tint", "settle")

    def __init__(self, card: Card | None, pos=(0.0, 0.0), size=(90.0, 126.0), face_up: bool = True,
                 z: int = 0, data: Any = None):
        self.card = card
        self.face_up = face_up and card is not None
        self.pos = (float(pos[0]), float(pos[1]))
        self.size = size
        self.z = z
        self.data = data
        self.flip = 1.0 if self.face_up else 0.0  # 1 face shown, 0 back shown; tweened for flips
        self.visible = True
        self.lift = 0.0  # 0..1 shadow/raise while dragged
        self.tint = None  # optional (r, g, b, a) overlay, e.g. a highlight
        # the logical rect a size animation takes the card to, None when it is not changing
        # size: until it gets there the card is drawn at that size and scaled (the card art
        # keeps the sizes cards rest at, not every size a card passes through)
        self.settle: tuple[float, float, float, float] | None = None

    def lrect(self) -> tuple[float, float, float, float]:
        return (*self.pos, *self.size)

    def rect(self, m: Metrics) -> pygame.Rect:
        return m.rect(*self.pos, *self.size)

    def set_face(self, face_up: bool) -> None:
        self.face_up = face_up and self.card is not None
        self.flip = 1.0 if self.face_up else 0.0


def draw_sprite(surface: pygame.Surface, m: Metrics, art, sp: CardSprite) -> None:
    if not sp.visible:
        return
    r = sp.rect(m)
    # drawn at the size of its logical size (the rect's own size is a pixel more or less by
    # where the card lies: a card at each rounding would be drawn and kept twice)
    w, h = m.px(sp.size[0]), m.px(sp.size[1])
    if sp.lift > 0:
        sh = pygame.Rect(r.x + m.px(5), r.y + m.px(7), w, h)
        shadow = pygame.Surface(sh.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, int(90 * sp.lift)), shadow.get_rect(), border_radius=max(2, w // 12))
        surface.blit(shadow, sh)
    # flip: 1 = face, 0 = back; the card narrows to an edge at 0.5
    k = sp.flip
    showing_face = k >= 0.5 and sp.card is not None
    squeeze = abs(math.cos(math.pi * k)) if 0.0 < k < 1.0 else 1.0
    settle = sp.settle
    if settle is not None and tuple(settle[2:]) != tuple(sp.size):
        # changing size on its way: the card as drawn where it lands, scaled (not cached)
        fw, fh = m.px(settle[2]), m.px(settle[3])
        img = art.face(sp.card, fw, fh) if showing_face else art.back(fw, fh)
        if (fw, fh) != (w, h):
            img = pygame.transform.smoothscale(img, (w, h))
    else:
        img = art.face(sp.card, w, h) if showing_face else art.back(w, h)
    if squeeze < 0.999:
        nw = max(1, int(w * squeeze))
        img = pygame.transform.scale(img, (nw, h))  # only during a flip animation
        surface.blit(img, (r.x + (w - nw) // 2, r.y))
    else:
        surface.blit(img, r)
    if sp.tint:
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(layer, sp.tint, layer.get_rect(), border_radius=max(2, w // 12))
        surface.blit(layer, r)


class CardLayer:
    """Sprites drawn in z order with an optional cached static layer (see module doc)."""

    def __init__(self):
        self.sprites: list[CardSprite] = []
        self._cache: pygame.Surface | None = None
        self._cache_key = None
        self.moving: set[int] = set()  # ids of sprites drawn live above the cache

    def clear(self) -> None:
        self.sprites.clear()
        self.invalidate()

    def add(self, sp: CardSprite) -> CardSprite:
        self.sprites.append(sp)
        self.invalidate()
        return sp

    def remove(self, sp: CardSprite) -> None:
        self.sprites.remove(sp)
        self.invalidate()

    def invalidate(self) -> None:
        self._cache = None

    def ordered(self) -> list[CardSprite]:
        return sorted(self.sprites, key=lambda s: s.z)

    def sprite_at(self, pos: tuple[int, int], m: Metrics) -> CardSprite | None:
        """The topmost visible sprite under a pixel position."""
        for sp in reversed(self.ordered()):
            if sp.visible and sp.rect(m).collidepoint(pos):
                return sp
        return None

    def sprites_at(self, pos, m) -> list[CardSprite]:
        return [sp for sp in reversed(self.ordered()) if sp.visible and sp.rect(m).collidepoint(pos)]

    def freeze(self, moving: Sequence[CardSprite]) -> None:
        """Draw the sprites in ``moving`` live, everything else from one cached surface."""
        self.moving = {id(s) for s in moving}
        self._cache = None

    def thaw(self) -> None:
        self.moving = set()
        self._cache = None

    def draw(self, surface: pygame.Surface, m: Metrics, art,
             background: Callable[[pygame.Surface], None] | None = None,
             overlay: Callable[[pygame.Surface], None] | None = None,
             foreground: Callable[[pygame.Surface], None] | None = None) -> None:
        """Draw background, static sprites, ``foreground`` (still things above the cards, such
        as a toolbar), ``overlay`` (e.g. target highlights), then the moving sprites. With a
        freeze in force, background + static sprites + foreground come from the cache."""
        if self.moving:
            key = (surface.get_size(), m)
            if self._cache is None or self._cache_key != key:
                cache = pygame.Surface(surface.get_size()).convert() if pygame.display.get_surface() else pygame.Surface(surface.get_size())
                if background:
                    background(cache)
                for sp in self.ordered():
                    if id(sp) not in self.moving:
                        draw_sprite(cache, m, art, sp)
                if foreground:
                    foreground(cache)
                self._cache, self._cache_key = cache, key
            surface.blit(self._cache, (0, 0))
            if overlay:
                overlay(surface)
            for sp in self.ordered():
                if id(sp) in self.moving:
                    draw_sprite(surface, m, art, sp)
            return
        if background:
            background(surface)
        for sp in self.ordered():
            draw_sprite(surface, m, art, sp)
        if foreground:
            foreground(surface)
        if overlay:
            overlay(surface)


# ----------------------------------------------------------------------------- drag and drop


@dataclass
class Target:
    """Somewhere a grab may be dropped: a logical rect, an id the provider understands, and
    an optional payload (for a rules game: the legal move this drop makes)."""

    id: Any
    lrect: tuple[float, float, float, float]
    payload: Any = None
    label: str = ""


@dataclass
class Grab:
    """What is lifted: sprites (bottom first), where they were, and the provider's data."""

    sprites: list[CardSprite]
    data: Any = None
    origins: list[tuple[float, float]] = field(default_factory=list)
    origin_z: list[int] = field(default_factory=list)
    offset: tuple[float, float] = (0.0, 0.0)  # pointer minus first sprite pos (logical)


class DropProvider(Protocol):
    def pick(self, pos: tuple[float, float], sprite: CardSprite | None, mods: int) -> Grab | None: ...
    def targets(self, grab: Grab) -> list[Target]: ...
    def drop(self, grab: Grab, target: Target, pos: tuple[float, float]) -> None: ...
    def refuse(self, grab: Grab, pos: tuple[float, float]) -> str: ...
    def click(self, grab: Grab) -> None: ...


class DragDrop:
    DRAG_THRESHOLD = 6  # pixels before a press becomes a drag

    def __init__(self, layer: CardLayer, provider: DropProvider, tweens: Tweens,
                 on_refused: Callable[[str], None] | None = None):
        self.layer = layer
        self.provider = provider
        self.tweens = tweens
        self.on_refused = on_refused
        self.grab: Grab | None = None
        self.dragging = False
        self.targets: list[Target] = []
        self.hover_target: Target | None = None
        self._press_px: tuple[int, int] | None = None

    @property
    def active(self) -> bool:
        return self.dragging

    def target_at(self, lpos: tuple[float, float]) -> Target | None:
        x, y = lpos
        # the smallest target containing the point wins (a pile inside the table area)
        hits = [t for t in self.targets if t.lrect[0] <= x <= t.lrect[0] + t.lrect[2]
                and t.lrect[1] <= y <= t.lrect[1] + t.lrect[3]]
        if not hits:
            return None
        return min(hits, key=lambda t: t.lrect[2] * t.lrect[3])

    def handle(self, ev: pygame.event.Event, m: Metrics) -> bool:
        """Feed mouse events; True if the drag-and-drop used the event."""
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if self.grab is not None:
                self.cancel()  # the last release was lost (let go outside the window)
            lpos = m.to_logical(ev.pos)
            sprite = self.layer.sprite_at(ev.pos, m)
            grab = self.provider.pick(lpos, sprite, pygame.key.get_mods())
            if grab is None:
                return False
            # a card picked up on its way somewhere goes back to where it was going
            grab.origins = [self.tweens.end_of(sp, "pos", sp.pos) for sp in grab.sprites]
            grab.origin_z = [sp.z for sp in grab.sprites]
            first = grab.sprites[0]
            grab.offset = (lpos[0] - first.pos[0], lpos[1] - first.pos[1])
            self.grab = grab
            self._press_px = ev.pos
            self.dragging = False
            return True
        if ev.type == pygame.MOUSEMOTION and self.grab is not None:
            if not self.dragging:
                dx, dy = ev.pos[0] - self._press_px[0], ev.pos[1] - self._press_px[1]
                if dx * dx + dy * dy < self.DRAG_THRESHOLD ** 2:
                    return True
                self._start_drag()
                request_redraw()  # the targets light up: one whole frame
            self._follow(m.to_logical(ev.pos), m)
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.grab is not None:
            lpos = m.to_logical(ev.pos)
            grab, self.grab = self.grab, None
            if not self.dragging:
                self.provider.click(grab)
                return True
            self._finish(grab, lpos)
            return True
        return False

    def _start_drag(self) -> None:
        grab = self.grab
        self.dragging = True
        self.targets = self.provider.targets(grab)
        top = max((sp.z for sp in self.layer.sprites), default=0)
        for i, sp in enumerate(grab.sprites):
            sp.z = top + 1 + i
            sp.lift = 1.0
            self.tweens.cancel(sp, "pos")  # it follows the pointer now ...
            self.tweens.finish(sp, "flip")  # ... and a card half turned over finishes turning
        self.layer.freeze(grab.sprites)

    def _follow(self, lpos: tuple[float, float], m: Metrics | None = None) -> None:
        grab = self.grab
        x0 = lpos[0] - grab.offset[0]
        y0 = lpos[1] - grab.offset[1]
        bx, by = grab.origins[0]
        before = [sp.rect(m) for sp in grab.sprites] if m is not None else []
        for sp, (ox, oy) in zip(grab.sprites, grab.origins):
            sp.pos = (x0 + ox - bx, y0 + oy - by)
        hover = self.target_at(lpos)
        if m is not None:
            # only where the cards were and are now (with their shadow) is drawn again
            pad_x, pad_y = m.px(6), m.px(8)
            for r in before + [sp.rect(m) for sp in grab.sprites]:
                request_redraw(pygame.Rect(r.x - 1, r.y - 1, r.w + pad_x + 2, r.h + pad_y + 2))
            if hover is not self.hover_target:
                for t in (self.hover_target, hover):
                    if t is not None:
                        request_redraw(m.rect(*t.lrect).inflate(m.px(14), m.px(14)))
        self.hover_target = hover

    def _finish(self, grab: Grab, lpos: tuple[float, float]) -> None:
        target = self.target_at(lpos)
        self.dragging = False
        self.hover_target = None
        self.targets = []
        self.layer.thaw()
        for sp in grab.sprites:
            sp.lift = 0.0
        if target is not None:
            self.provider.drop(grab, target, lpos)
            return
        reason = self.provider.refuse(grab, lpos)
        for sp, origin, z in zip(grab.sprites, grab.origins, grab.origin_z):
            sp.z = z
            self.tweens.add(sp, "pos", origin, 0.22)
        if self.on_refused and reason:
            self.on_refused(reason)

    def cancel(self) -> None:
        """Abandon a drag (Esc, a scene change): everything goes back."""
        if self.grab is not None and self.dragging:
            for sp, origin, z in zip(self.grab.sprites, self.grab.origins, self.grab.origin_z):
                sp.pos, sp.z, sp.lift = origin, z, 0.0
            self.layer.thaw()
        self.grab = None
        self.dragging = False
        self.targets = []
        self.hover_target = None

    def draw_targets(self, surface: pygame.Surface, m: Metrics) -> None:
        """Outline every legal target while dragging; the one under the pointer glows."""
        if not self.dragging:
            return
        for t in self.targets:
            if t.lrect[2] >= 1000:  # a whole-table target is not outlined
                continue
            r = m.rect(*t.lrect).inflate(m.px(8), m.px(8))
            draw_outline(surface, m, r, self.outline_kind(t))

    def outline_kind(self, t: Target) -> str:
        """How a target is ringed while dragging (see OUTLINES): "hot" under the pointer,
        else "target"."""
        return "hot" if t is self.hover_target else "target"
