"""Render every card face, the card backs and the 52 tiles onto one PNG, to look at the art.

    SDL_VIDEODRIVER=dummy python tools/card_sheet.py out.png --size 80x112 [--four-colour]
        [--tile 64] [--back lattice]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from app.rules.cards import DECK, JOKERS  # noqa: E402
from app.ui.cardart import BACK_DESIGNS, CardArt  # noqa: E402


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 80x112, not {text!r}") from None
    return w, h


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", help="PNG file to write")
    ap.add_argument("--size", type=parse_size, default=(80, 112), help="card size WxH")
    ap.add_argument("--tile", type=int, default=0, help="tile size (default: card width)")
    ap.add_argument("--four-colour", action="store_true")
    args = ap.parse_args(argv)

    pygame.display.init()
    pygame.display.set_mode((1, 1))
    w, h = args.size
    tile = args.tile or w
    art = CardArt(four_colour=args.four_colour)
    gap = max(4, w // 10)
    cols = 13
    rows_cards = 5  # four suits + jokers/backs
    sheet_w = gap + cols * (max(w, tile) + gap)
    sheet_h = gap + rows_cards * (h + gap) + 4 * (tile + gap) + gap
    sheet = pygame.Surface((sheet_w, sheet_h))
    sheet.fill((28, 92, 58))  # felt green

    t0 = time.perf_counter()
    for i, card in enumerate(DECK):
        r, c = divmod(i, 13)
        sheet.blit(art.face(card, w, h), (gap + c * (w + gap), gap + r * (h + gap)))
    t_faces = time.perf_counter() - t0
    y = gap + 4 * (h + gap)
    x = gap
    for joker in JOKERS:
        sheet.blit(art.face(joker, w, h), (x, y))
        x += w + gap
    t0 = time.perf_counter()
    for design in BACK_DESIGNS:
        art.back_design = design
        sheet.blit(art.back(w, h), (x, y))
        x += w + gap
    for design in BACK_DESIGNS:
        art.back_design = design
        sheet.blit(art.tile_back(tile), (x, y))
        x += tile + gap
    sheet.blit(art.blank(w, h), (x, y))
    t_backs = time.perf_counter() - t0
    y += h + gap
    t0 = time.perf_counter()
    for i, card in enumerate(DECK):
        r, c = divmod(i, 13)
        sheet.blit(art.tile(card, tile), (gap + c * (tile + gap), y + r * (tile + gap)))
    t_tiles = time.perf_counter() - t0
    pygame.image.save(sheet, args.out)
    print(f"{args.out}: {sheet_w}x{sheet_h}; 52 faces {t_faces * 1000:.0f} ms, "
          f"backs {t_backs * 1000:.0f} ms, 52 tiles {t_tiles * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
