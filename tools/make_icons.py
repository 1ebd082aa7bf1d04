"""Draw Felt's icon: a felt-green rounded square holding a fanned pair of cards (a card back
behind, an ace of diamonds in front), written as assets/icons/felt-<size>.png for
16, 32, 48, 64, 128 and 256 px. The large sizes are drawn at four times their size and
smoothed down; 16 and 32 px are drawn plainer (one card, no back pattern) so they stay legible.

    SDL_VIDEODRIVER=dummy python tools/make_icons.py [OUT_DIR] [--sheet sheet.png]

Made with pygame-ce only, no external art: the PNGs are committed, this script remakes them.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SIZES = (16, 32, 48, 64, 128, 256)
FELT = (22, 92, 58)
FELT_LIGHT = (36, 122, 80)
FELT_EDGE = (10, 52, 33)
PAPER = (250, 248, 240)
INK_RED = (200, 30, 45)
BACK = (150, 28, 40)
BACK_LINE = (220, 170, 120)
SHADOW = (0, 0, 0, 90)


def card(w: int, h: int, face: bool, detail: bool) -> pygame.Surface:
    """One upright card on a transparent surface: a diamond ace, or a back with a lattice."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(2, w // 9)
    border = max(1, w // 40)
    pygame.draw.rect(s, (60, 60, 60), s.get_rect(), border_radius=r)
    inner = s.get_rect().inflate(-2 * border, -2 * border)
    if face:
        pygame.draw.rect(s, PAPER, inner, border_radius=r - border)
        cx, cy = w / 2, h / 2
        dw, dh = w * 0.30, h * 0.30
        pygame.draw.polygon(s, INK_RED, [(cx, cy - dh), (cx + dw, cy), (cx, cy + dh), (cx - dw, cy)])
        if detail:  # corner pips
            for (x, y) in ((w * 0.17, h * 0.14), (w * 0.83, h * 0.86)):
                pw, ph = w * 0.07, h * 0.075
                pygame.draw.polygon(s, INK_RED, [(x, y - ph), (x + pw, y), (x, y + ph), (x - pw, y)])
    else:
        pygame.draw.rect(s, PAPER, inner, border_radius=r - border)
        pad = max(2, w // 12)
        back = inner.inflate(-2 * pad, -2 * pad)
        pygame.draw.rect(s, BACK, back, border_radius=max(1, r - pad))
        if detail:
            step = max(4, w // 6)
            line = max(1, w // 50)
            clip = s.get_clip()
            s.set_clip(back.inflate(-line * 2, -line * 2))
            for k in range(-h, w + h, step):
                pygame.draw.line(s, BACK_LINE, (back.x + k, back.y), (back.x + k + back.h, back.bottom), line)
                pygame.draw.line(s, BACK_LINE, (back.x + k, back.bottom), (back.x + k + back.h, back.y), line)
            s.set_clip(clip)
    return s


def draw(size: int) -> pygame.Surface:
    """The icon at ``size`` px."""
    plain = size <= 32
    scale = 4 if size >= 48 else 8
    n = size * scale
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    radius = int(n * 0.22)
    margin = 0 if size <= 16 else int(n * 0.03)
    tile = pygame.Rect(margin, margin, n - 2 * margin, n - 2 * margin)
    pygame.draw.rect(big, FELT_EDGE, tile, border_radius=radius)
    pygame.draw.rect(big, FELT, tile.inflate(-n * 0.04, -n * 0.04), border_radius=radius - int(n * 0.02))
    # a soft light in the middle of the cloth
    glow = pygame.Surface((n, n), pygame.SRCALPHA)
    for i in range(12, 0, -1):
        c = tuple(int(FELT[j] + (FELT_LIGHT[j] - FELT[j]) * (1 - i / 12)) for j in range(3))
        rr = int(n * 0.40 * i / 12)
        pygame.draw.circle(glow, c + (255,), (n // 2, int(n * 0.46)), rr)
    mask = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), tile.inflate(-n * 0.04, -n * 0.04), border_radius=radius)
    glow.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(glow, (0, 0))
    cw = int(n * (0.46 if plain else 0.40))
    ch = int(cw * 1.4)
    fan = () if plain else ((card(cw, ch, False, True), 14, -0.10),)
    front = (card(cw, ch, True, not plain), -10 if not plain else -8, 0.08 if not plain else 0.0)
    for surf, angle, dx in (*fan, front):
        rot = pygame.transform.rotate(surf, angle)
        cx, cy = n / 2 + dx * n, n / 2 + n * 0.02
        shadow = pygame.Surface(rot.get_size(), pygame.SRCALPHA)
        shadow.fill(SHADOW)
        shadow.blit(rot, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        off = max(1, n // 60)
        big.blit(shadow, shadow.get_rect(center=(cx + off, cy + off)))
        big.blit(rot, rot.get_rect(center=(cx, cy)))
    return pygame.transform.smoothscale(big, (size, size))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", default=str(ROOT / "assets" / "icons"))
    ap.add_argument("--sheet", help="also write every size side by side on one PNG")
    args = ap.parse_args(argv)
    pygame.display.init()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    icons = {}
    for size in SIZES:
        icons[size] = draw(size)
        pygame.image.save(icons[size], str(out / f"felt-{size}.png"))
        print(out / f"felt-{size}.png")
    if args.sheet:
        w = sum(SIZES) + 10 * (len(SIZES) + 1)
        sheet = pygame.Surface((w * 2, 276 * 2))
        for row, bg in enumerate(((235, 235, 235), (40, 40, 40))):
            strip = pygame.Surface((w, 276))
            strip.fill(bg)
            x = 10
            for size in SIZES:
                strip.blit(icons[size], (x, 10))
                x += size + 10
            sheet.blit(pygame.transform.scale(strip, (w, 276)), (0, row * 276))
        zoom = pygame.Surface((16 * 8 + 32 * 8 + 30, 32 * 8 + 20))
        zoom.fill((128, 128, 128))
        zoom.blit(pygame.transform.scale(icons[16], (128, 128)), (10, 10))
        zoom.blit(pygame.transform.scale(icons[32], (256, 256)), (148, 10))
        sheet.blit(zoom, (w + 10, 10))
        pygame.image.save(sheet, args.sheet)
    return 0


if __name__ == "__main__":
    sys.exit(main())
