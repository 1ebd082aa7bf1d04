"""Render every card face, the card backs and the 52 tiles onto one PNG, to look at the art.

    SDL_VIDEODRIVER=dummy python tools/card_sheet.py out.png --size 80x112 [--four-colour]
        [--tile 64]
    SDL_VIDEODRIVER=dummy python tools/card_sheet.py out.png --small 24,30,40 [--zoom 4]
        [--cards QC,QS,KC,KS,TC,TS,AC,AS] [--four-colour]

--small draws the cards most easily confused (clubs beside spades) at the given card widths,
one row per width, and enlarges the sheet pixel by pixel (--zoom) to look at every pixel.
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

from app.rules.cards import DECK, JOKERS, Card  # noqa: E402
from app.ui.cardart import BACK_DESIGNS, CardArt  # noqa: E402


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 80x112, not {text!r}") from None
    return w, h


def parse_widths(text: str) -> list[int]:
    try:
        widths = [int(v) for v in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"widths must look like 24,30,40, not {text!r}") from None
    if not widths or min(widths) < 8:
        raise argparse.ArgumentTypeError(f"card widths must be 8 pixels or more, not {text!r}")
    return widths


def parse_cards(text: str) -> list[Card]:
    try:
        return [Card.parse(t.strip()) for t in text.split(",")]
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"cards must look like QC,QS,TC: {exc}") from None


def small_sheet(art: CardArt, cards, widths, zoom: int) -> pygame.Surface:
    """``cards`` in a row at each width (height 1.4 times the width), enlarged ``zoom`` times
    with nearest-neighbour scaling so every pixel shows."""
    gap = 4
    cell = max(widths)
    sheet_w = gap + len(cards) * (cell + gap)
    sheet_h = gap + sum(round(w * 1.4) + gap for w in widths)
    sheet = pygame.Surface((sheet_w, sheet_h))
    sheet.fill((28, 92, 58))
    y = gap
    for w in widths:
        h = round(w * 1.4)
        for i, card in enumerate(cards):
            sheet.blit(art.face(card, w, h), (gap + i * (cell + gap), y))
        y += h + gap
    return pygame.transform.scale(sheet, (sheet_w * zoom, sheet_h * zoom))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", help="PNG file to write")
    ap.add_argument("--size", type=parse_size, default=(80, 112), help="card size WxH")
    ap.add_argument("--tile", type=int, default=0, help="tile size (default: card width)")
    ap.add_argument("--four-colour", action="store_true")
    ap.add_argument("--small", type=parse_widths, default=None, metavar="W,W,...",
                    help="only the --cards, at these card widths, enlarged --zoom times")
    ap.add_argument("--cards", type=parse_cards, default="QC,QS,KC,KS,TC,TS,AC,AS",
                    help="cards for --small (default: QC,QS,KC,KS,TC,TS,AC,AS)")
    ap.add_argument("--zoom", type=int, default=4, choices=range(1, 17), metavar="1-16",
                    help="enlargement for --small (default 4)")
    args = ap.parse_args(argv)

    pygame.display.init()
    pygame.display.set_mode((1, 1))
    if args.small:
        art = CardArt(four_colour=args.four_colour)
        sheet = small_sheet(art, args.cards, args.small, args.zoom)
        pygame.image.save(sheet, args.out)
        print(f"{args.out}: {sheet.get_width()}x{sheet.get_height()}")
        return 0
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
