"""Fonts shipped in assets/fonts, cached by size, and a cache of rendered text held to a byte
budget (``TEXT_BUDGET``).

Two families: DejaVu (Latin, digits, the suit glyphs the built-in font lacks) and Noto Sans
Devanagari (Hindi). A string is drawn with DejaVu unless it holds Devanagari; then it is cut
into runs by script, each run drawn with its own font on one baseline (Noto Sans Devanagari
has no Latin letters, digits or suits: "खिलाड़ी 2: 10♠" takes both). Devanagari runs are shaped
through HarfBuzz (SDL_ttf's script set to "Deva"), so vowel signs move before their consonant
and conjuncts join.

The player's text size (Settings: normal, large, largest) scales every size asked of
``font`` and ``text`` here, in one place: ``set_scale``. Layout that steps from line to line
multiplies by ``scale(style)``. Titles (the serif face) keep their size; card indices are
art, not text: they ask with ``scaled=False``."""

from __future__ import annotations

import unicodedata

import pygame

from app.log import log
from app.paths import asset_path
from app.ui import textfit
from app.ui.surfcache import SurfaceCache

FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
}
#: the Devanagari face for each style (no serif Devanagari is shipped: the bold sans goes
#: with DejaVu Serif Bold's titles)
DEVANAGARI_FILES = {
    "sans": "NotoSansDevanagari-Regular.ttf",
    "bold": "NotoSansDevanagari-Bold.ttf",
    "serif": "NotoSansDevanagari-Bold.ttf",
}

#: the player's text sizes (Settings) and the factor each puts on every font size
TEXT_SCALES = {"normal": 1.0, "large": 1.25, "largest": 1.5}


def is_devanagari(ch: str) -> bool:
    """A character Noto Sans Devanagari draws: the Devanagari blocks and the joiners."""
    o = ord(ch)
    return (0x0900 <= o <= 0x097F or 0xA8E0 <= o <= 0xA8FF or 0x1CD0 <= o <= 0x1CFF
            or o in (0x200C, 0x200D))


def has_devanagari(s: str) -> bool:
    return any(is_devanagari(ch) for ch in s)


def runs(s: str) -> list[tuple[bool, str]]:
    """``s`` cut into (devanagari, text) runs. A space belongs to the run before it, so a
    Hindi sentence is one run and "2 खिलाड़ी" two."""
    out: list[tuple[bool, str]] = []
    for ch in s:
        deva = is_devanagari(ch) if not ch.isspace() or not out else out[-1][0]
        if out and out[-1][0] == deva:
            out[-1] = (deva, out[-1][1] + ch)
        else:
            out.append((deva, ch))
    return out


def breakable(s: str, i: int) -> bool:
    """True if ``s`` may be cut before index ``i`` (wrapping a word wider than a line, or
    eliding): never before a combining mark (a vowel sign, a nukta) nor after a virama, which
    would tear a syllable apart."""
    if i <= 0 or i >= len(s):
        return True
    if unicodedata.category(s[i]) in ("Mn", "Mc") or s[i] in "\u200c\u200d":
        return False
    return unicodedata.combining(s[i - 1]) != 9  # 9: a virama (halant) joins what follows


class Face:
    """A font at one pixel size that draws each script with its own file: the parts of
    pygame.font.Font the UI uses (``size``, ``render``, the line metrics). Line metrics are
    DejaVu's; a line holding Devanagari is as tall as both fonts' ascent and descent."""

    def __init__(self, size: int, style: str):
        self.style = style
        self.px = size
        self.latin = pygame.font.Font(str(asset_path("fonts", FILES[style])), size)
        self._deva: pygame.font.Font | None = None

    @property
    def deva(self) -> pygame.font.Font:
        if self._deva is None:
            f = pygame.font.Font(str(asset_path("fonts", DEVANAGARI_FILES[self.style])), self.px)
            try:
                f.set_script("Deva")  # HarfBuzz shapes it as Devanagari
            except (pygame.error, NotImplementedError, AttributeError) as exc:
                _warn_unshaped(exc)
            self._deva = f
        return self._deva

    def _runs(self, s: str) -> list[tuple[pygame.font.Font, str]]:
        return [(self.deva if deva else self.latin, t) for deva, t in runs(s)]

    def _box(self, parts) -> tuple[int, int]:
        """(ascent, descent) of a line drawn with the fonts in ``parts``."""
        used = {id(f): f for f, _ in parts}.values()
        return max(f.get_ascent() for f in used), max(-f.get_descent() for f in used)

    def size(self, s: str) -> tuple[int, int]:
        if not has_devanagari(s):
            return self.latin.size(s)
        parts = self._runs(s)
        up, down = self._box(parts)
        return sum(f.size(t)[0] for f, t in parts), up + down

    def render(self, s: str, antialias: bool, color, bgcolor=None) -> pygame.Surface:
        if not has_devanagari(s):
            return self.latin.render(s, antialias, color, bgcolor)
        parts = self._runs(s)
        up, _ = self._box(parts)
        imgs = [(f, f.render(t, antialias, color)) for f, t in parts]
        w, h = self.size(s)
        out = pygame.Surface((max(1, w), h), pygame.SRCALPHA)
        if bgcolor is not None:
            out.fill(bgcolor)
        x = 0
        for f, img in imgs:
            out.blit(img, (x, up - f.get_ascent()))
            x += img.get_width()
        return out

    def get_height(self) -> int:
        return self.latin.get_height()

    def get_linesize(self) -> int:
        return self.latin.get_linesize()

    def get_ascent(self) -> int:
        return self.latin.get_ascent()

    def get_descent(self) -> int:
        return self.latin.get_descent()


_warned = False


def _warn_unshaped(exc: Exception) -> None:
    global _warned
    if not _warned:
        _warned = True
        log.warning("Devanagari is drawn without shaping (SDL_ttf has no HarfBuzz): %s", exc)


_fonts: dict[tuple[int, str], Face] = {}
_scale = 1.0

#: bytes of rendered text kept: as many as the window's own pixels (3.5 MB at 1280x720, all
#: the texts of a table several times over; more in a larger window, whose texts are larger),
#: never less than TEXT_BUDGET_MIN. Scores, bubbles and names that change as games go on are
#: let go of, oldest use first.
TEXT_BUDGET_MIN = 3 * 2**20
texts = SurfaceCache(TEXT_BUDGET_MIN)


def text_budget() -> int:
    """The bytes of rendered text to keep for the window open now."""
    screen = pygame.display.get_surface() if pygame.display.get_init() else None
    if screen is None:
        return TEXT_BUDGET_MIN
    w, h = screen.get_size()
    return max(TEXT_BUDGET_MIN, 4 * w * h)


def forget() -> None:
    """Drop every font and rendered text (call after pygame.quit(): they are dead then)."""
    _fonts.clear()
    texts.clear()


def scale(style: str = "sans") -> float:
    """The factor the player's text size puts on the sizes of ``style``. Titles (the serif
    face, 26 px and more) are large already: they keep their size."""
    return 1.0 if style == "serif" else _scale


def set_scale(factor: float) -> bool:
    """Scale every font size asked from now on by ``factor`` (the text size setting); True
    if it changed (the rendered texts are let go of: screens must lay out again)."""
    global _scale
    factor = float(factor)
    if factor == _scale:
        return False
    _scale = factor
    texts.clear()
    return True


def font(size: float, style: str = "sans", scaled: bool = True) -> Face:
    """A font of ``style`` ("sans", "bold", "serif") at ``size`` pixels times the text size
    (``scaled=False``: exactly ``size``, for card art)."""
    if not pygame.font.get_init():
        # (re)initialised: fonts made before a pygame.quit() are dead
        pygame.font.init()
        forget()
    key = (max(6, int(size * scale(style) if scaled else size)), style)
    f = _fonts.get(key)
    if f is None:
        f = _fonts[key] = Face(key[0], style)
    return f


def text(s: str, size: float, color: tuple = (240, 238, 226), style: str = "sans") -> pygame.Surface:
    """Rendered, anti-aliased text, cached (text is drawn every frame; rendering is not)."""
    key = (s, size, color, style, _scale)
    img = texts.get(key)
    if img is None:
        texts.budget = text_budget()
        img = texts.put(key, font(size, style).render(s, True, color))
    if textfit.active is not None:
        textfit.active.image(img, s)  # (the fit test: which image holds which string)
    return img


def wrap(s: str, size: float, width: int, style: str = "sans") -> list[str]:
    """Split ``s`` into lines no wider than ``width`` pixels."""
    f = font(size, style)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            trial = f"{line} {w}" if line else w
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines
