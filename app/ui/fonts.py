"""Fonts shipped in assets/fonts (DejaVu: it has the suit glyphs the built-in font lacks),
cached by size, and a cache of rendered text held to a byte budget (``TEXT_BUDGET``)."""

from __future__ import annotations

import pygame

from app.paths import asset_path
from app.ui.surfcache import SurfaceCache

FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
}


_fonts: dict[tuple[int, str], pygame.font.Font] = {}

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


def font(size: int, style: str = "sans") -> pygame.font.Font:
    """A font of ``style`` ("sans", "bold", "serif") at ``size`` pixels."""
    if not pygame.font.get_init():
        # (re)initialised: fonts made before a pygame.quit() are dead
        pygame.font.init()
        forget()
    key = (max(6, int(size)), style)
    f = _fonts.get(key)
    if f is None:
        f = _fonts[key] = pygame.font.Font(str(asset_path("fonts", FILES[style])), key[0])
    return f


def text(s: str, size: int, color: tuple = (240, 240, 230), style: str = "sans") -> pygame.Surface:
    """Rendered, anti-aliased text, cached (text is drawn every frame; rendering is not)."""
    key = (s, size, color, style)
    img = texts.get(key)
    if img is None:
        texts.budget = text_budget()
        img = texts.put(key, font(size, style).render(s, True, color))
    return img


def wrap(s: str, size: int, width: int, style: str = "sans") -> list[str]:
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
