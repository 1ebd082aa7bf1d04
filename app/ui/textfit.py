"""The text-fit recorder: where every text of a frame was drawn, and the box it had to stay in.

Off by default (``active`` is None) and then free: the drawing code's hooks are one test of
``active`` each. A test (tests/ui/test_text_fit.py) or ``python -m app.textfit_report`` turns
it on for one frame:

    with textfit.recording() as rec:
        rec.draw(app)                       # app.draw() onto a recording copy of the window
    for problem in rec.problems(): ...      # text outside its box, text over text

How a text is seen: ``fonts.text`` tells the recorder which image holds which string
(``image``); the frame is drawn onto a ``RecordingSurface``, whose ``blit`` notes where each
such image lands (its ink: the pixels the glyphs cover, clipped to the surface's clip). A
page of text composed on a surface of its own (``textfit.surface``, e.g. the rules help's
page) carries its texts along when it is blitted.

Boxes. A text must stay in the innermost box declared around its drawing
(``with textfit.box(rect, name):`` — a button, a toast, a dialog, a text field), else in
the window. ``panel()`` declares the panels it draws: a text that lies partly on a panel
drawn before it (in the same layer) and partly off it has run out of that panel. A blit
that covers the whole window (the felt, a dialog's shade) starts a new layer: the texts
under it are not compared with those over it.

Texts drawn over each other on purpose (a shadow under its text, a badge on a label) are
drawn inside ``with textfit.overlapping():``; they are not counted as text over text.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass

import pygame

#: the recorder of the frame being drawn, or None (off: every hook is one test of this)
active: "Recorder | None" = None

_NOTHING = contextlib.nullcontext()


@dataclass
class Drawn:
    """One text as drawn: its string, its ink rect in window pixels, the box it had to stay
    in (and that box's name), the layer, and whether it may lie over other text."""

    text: str
    rect: pygame.Rect
    box: pygame.Rect | None
    box_name: str
    layer: int
    overlap_ok: bool = False
    panels: tuple = ()  # the panels (rect, name) drawn before it in its layer
    seq: int = 0  # the order of drawing (texts and panels)


@dataclass
class Problem:
    kind: str  # "outside" (out of its box), "overlap" (over other text)
    text: str
    rect: pygame.Rect
    box_name: str = ""
    box: pygame.Rect | None = None
    other: str = ""
    other_rect: pygame.Rect | None = None

    def __str__(self) -> str:
        r = tuple(self.rect)
        if self.kind == "overlap":
            return f"text over text: {self.text!r} {r} and {self.other!r} {tuple(self.other_rect)}"
        return f"outside its box: {self.text!r} {r} out of {self.box_name} {tuple(self.box)}"


class Recorder:
    def __init__(self):
        self.images: dict[int, tuple[pygame.Surface, str]] = {}  # id(image) -> (image, text)
        self._ink: dict[int, pygame.Rect] = {}
        self.texts: list[Drawn] = []
        self.boxes: list[tuple[pygame.Rect, str]] = []  # the declared boxes, innermost last
        self.panels: list[tuple[pygame.Rect, str]] = []  # panels drawn in the current layer
        self.drawn_panels: list[tuple[pygame.Rect, int, int]] = []  # (rect, layer, seq) of every panel
        self.layer = 0
        self.seq = 0
        self.overlap_depth = 0
        self.window: pygame.Rect | None = None

    # ------------------------------------------------------------------ hooks
    def image(self, img: pygame.Surface, text: str) -> None:
        self.images[id(img)] = (img, text)

    def ink(self, img: pygame.Surface) -> pygame.Rect:
        """The rect of the pixels ``img`` draws (relative to its top-left)."""
        r = self._ink.get(id(img))
        if r is None:
            r = self._ink[id(img)] = img.get_bounding_rect()
        return r

    def text_of(self, source: pygame.Surface) -> tuple[str, pygame.Rect] | None:
        """(text, its ink rect within ``source``) if ``source`` is a text image (or a part of one)."""
        got = self.images.get(id(source))
        if got is not None:
            return got[1], self.ink(got[0])
        parent = source.get_parent() if hasattr(source, "get_parent") else None
        if parent is not None and id(parent) in self.images:
            img, text = self.images[id(parent)]
            ox, oy = source.get_offset()
            ink = self.ink(img).move(-ox, -oy).clip(source.get_rect())
            return (text, ink) if ink.w and ink.h else None
        return None

    def add(self, text: str, rect: pygame.Rect) -> None:
        box, name = self.boxes[-1] if self.boxes else (self.window, "the window")
        self.seq += 1
        self.texts.append(Drawn(text, rect, box, name, self.layer, self.overlap_depth > 0,
                                tuple(self.panels), self.seq))

    def panel(self, rect: pygame.Rect, name: str) -> None:
        self.seq += 1
        self.panels.append((rect, name))
        self.drawn_panels.append((rect, self.layer, self.seq))

    def covered(self, under: Drawn, over: Drawn) -> bool:
        """True if a panel drawn between the two texts hides ``under`` where ``over`` lies
        (a toast over the footer: its panel is drawn over the text below)."""
        return any(layer == under.layer and under.seq < seq < over.seq and rect.contains(over.rect)
                   and rect.colliderect(under.rect) for rect, layer, seq in self.drawn_panels)

    def new_layer(self) -> None:
        self.layer += 1
        self.panels = []

    # ------------------------------------------------------------------ drawing a frame
    def draw(self, app) -> None:
        """Draw ``app``'s whole window once onto a recording copy (the window is left as it was)."""
        real = app.screen
        rec = RecordingSurface(real.get_size(), recorder=self)
        self.window = rec.get_rect()
        app.screen = rec
        try:
            app.step(0.0)
            app._dirty = True
            app.draw()
        finally:
            app.screen = real

    # ------------------------------------------------------------------ checks
    def problems(self, tolerance: int = 1) -> list[Problem]:
        """Every text out of its box or over another text of its layer
        (``tolerance`` pixels of anti-aliasing forgiven on each side)."""
        out: list[Problem] = []
        for d in self.texts:
            r = d.rect.inflate(-2 * tolerance, -2 * tolerance)
            if d.box is not None and not d.box.contains(r):
                out.append(Problem("outside", d.text, d.rect, d.box_name, d.box))
                continue
            if d.box_name == "the window":
                for prect, pname in d.panels:
                    if prect.colliderect(r) and not prect.contains(r):
                        out.append(Problem("outside", d.text, d.rect, pname, prect))
                        break
        shown = [d for d in self.texts if d.rect.w > 2 * tolerance and d.rect.h > 2 * tolerance]
        for i, a in enumerate(shown):
            ra = a.rect.inflate(-2 * tolerance, -2 * tolerance)
            for b in shown[i + 1:]:
                if a.layer != b.layer or (a.overlap_ok and b.overlap_ok):
                    continue
                if ra.colliderect(b.rect.inflate(-2 * tolerance, -2 * tolerance)) and not self.covered(a, b):
                    out.append(Problem("overlap", a.text, a.rect, other=b.text, other_rect=b.rect))
        return out


class RecordingSurface(pygame.Surface):
    """A surface that tells its recorder where text images are blitted onto it. The window's
    copy records into the recorder; a page (``surface``) keeps its texts until it is blitted."""

    def __init__(self, size, flags: int = 0, *args, recorder: Recorder | None = None):
        super().__init__(size, flags, *args)
        self.recorder = recorder  # None: a page, which keeps its texts in ``page_texts``
        self.page_texts: list[tuple[str, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):
        drawn = super().blit(source, dest, area, special_flags)
        rec = active
        if rec is not None:
            self._note(rec, source, dest, area)
        return drawn

    def blits(self, blit_sequence, doreturn=True):
        drawn = [self.blit(*item) for item in blit_sequence]
        return drawn if doreturn else None

    def _note(self, rec: Recorder, source, dest, area) -> None:
        x, y = (dest.topleft if isinstance(dest, pygame.Rect) else (dest[0], dest[1]))
        area = pygame.Rect(area) if area is not None else source.get_rect()
        shift = (round(x) - area.x, round(y) - area.y)
        if isinstance(source, RecordingSurface) and source.page_texts:
            for text, r in source.page_texts:
                part = r.clip(area)
                if part.w and part.h:
                    self._put(rec, text, part.move(*shift))
            return
        got = rec.text_of(source)
        if got is None:
            if self.recorder is not None and area.size == self.get_size() and shift == (0, 0):
                rec.new_layer()  # the felt, a dialog's shade: what was under it is another layer
            return
        text, ink = got
        part = ink.clip(area)
        if part.w and part.h:
            self._put(rec, text, part.move(*shift))

    def _put(self, rec: Recorder, text: str, rect: pygame.Rect) -> None:
        clip = self.get_clip()
        if clip != self.get_rect():
            # a scrolled view: only what shows counts (a line half out of view is scrolled, not lost)
            rect = rect.clip(clip)
            if not (rect.w and rect.h):
                return
        if self.recorder is None:
            self.page_texts.append((text, rect))
        else:
            rec.add(text, rect)


# ----------------------------------------------------------------------------- hooks for drawing code


def surface(size, flags: int = 0) -> pygame.Surface:
    """A surface to compose text on (a page drawn once and blitted later): a recording one
    while recording, so its texts are seen where the page is shown."""
    if active is None:
        return pygame.Surface(size, flags)
    return RecordingSurface(size, flags)


@contextlib.contextmanager
def _box(rect: pygame.Rect, name: str):
    rec = active
    rec.boxes.append((pygame.Rect(rect), name))
    try:
        yield
    finally:
        rec.boxes.pop()


def box(rect, name: str):
    """``with textfit.box(rect, "the toast"):`` — the texts drawn inside stay in ``rect``
    (window pixels)."""
    return _NOTHING if active is None else _box(rect, name)


@contextlib.contextmanager
def _overlapping():
    rec = active
    rec.overlap_depth += 1
    try:
        yield
    finally:
        rec.overlap_depth -= 1


def overlapping():
    """``with textfit.overlapping():`` — texts drawn over each other on purpose."""
    return _NOTHING if active is None else _overlapping()


def panel(rect, name: str = "a panel") -> None:
    """A panel was drawn at ``rect``: a text lying partly on it has run out of it."""
    if active is not None:
        active.panel(pygame.Rect(rect), name)


@contextlib.contextmanager
def recording():
    """Turn the recorder on until the block ends."""
    global active
    rec = Recorder()
    active = rec
    try:
        yield rec
    finally:
        active = None


# ----------------------------------------------------------------------------- the pseudo-language

#: letters the pseudo-language puts in every string it makes (its accents and its brackets)
PSEUDO_MARKS = set("àÀçÇéÉĝĜîÎñÑöÖšŠûÛýÝžŽŀŕɱïƥðţ[]")


def plain_english(text: str, allowed=frozenset()) -> bool:
    """True if ``text`` reads as untranslated English in the pseudo-language: a word of two
    or more ASCII letters, and nothing the pseudo-language puts in (a bracket, an accent).
    ``allowed`` strings (names, key names) pass as they are."""
    import re

    if text in allowed or any(ch in PSEUDO_MARKS for ch in text):
        return False
    words = [w for w in re.findall(r"[^\W\d_]+", text) if w not in allowed]
    return any(len(w) >= 2 and w.isascii() for w in words)
