"""Fonts shipped in assets/fonts (DejaVu: it has the suit glyphs the built-in font lacks),
cached by size, and a cache of rendered text."""

from __future__ import annotations

from functools import lru_cache

import pygame

from app.paths import asset_path

FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
}


_fonts: dict[tuple[int, str], pygame.font.Font] = {}


def forget() -> None:
    """Drop every font and rendered text (call after pygame.quit(): they are dead then)."""
    _fonts.clear()
    text.cache_clear()


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


@lru_cache(maxsize=2048)
def text(s: str, size: int, color: tuple = (240, 240, 230), style: str = "sans") -> pygame.Surface:
    """Rendered, anti-aliased text, cached (text is drawn every frame; rendering is not)."""
    return font(size, style).render(s, True, color)


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
