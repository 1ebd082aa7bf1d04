"""See a screenshot as a player with deuteranopia or protanopia would, to check that nothing
on a screen is said by colour alone.

    python tools/colour_blind.py shot.png [more.png ...] [--out DIR] [--kind deuteranopia,protanopia]

For each PNG it writes ``<name>-deuteranopia.png`` and ``<name>-protanopia.png`` beside it
(or in DIR). The simulation is Machado, Oliveira and Fernandes (2009), "A Physiologically-based
Model for Simulation of Color Vision Deficiency", at severity 1.0 (a full dichromat), applied
to linear RGB: sRGB is decoded to linear light, multiplied by the matrix, clamped to [0, 1] and
encoded again. Plain Python on the pixels pygame loads (no numpy), each distinct colour
computed once.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

# Machado et al. 2009, severity 1.0; each row sums to 1, so greys (and white) stay as they are.
MATRICES = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
}


def to_linear(v: int) -> float:
    """An sRGB channel value 0..255 as linear light 0..1."""
    c = v / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def to_srgb(c: float) -> int:
    """Linear light (clamped to 0..1) as an sRGB channel value 0..255."""
    c = min(1.0, max(0.0, c))
    v = c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return int(round(v * 255))


_LINEAR = [to_linear(v) for v in range(256)]


def simulate(rgb: tuple[int, int, int], kind: str) -> tuple[int, int, int]:
    """The colour ``rgb`` (sRGB, 0..255 each) as seen with ``kind`` (a key of MATRICES)."""
    m = MATRICES[kind]
    lin = [_LINEAR[v] for v in rgb]
    return tuple(to_srgb(row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2]) for row in m)


def simulate_bytes(data: bytes, kind: str) -> bytes:
    """Packed RGB pixels (3 bytes each) as seen with ``kind``."""
    out = bytearray(len(data))
    cache: dict[bytes, bytes] = {}
    for i in range(0, len(data) - 2, 3):
        key = data[i:i + 3]
        got = cache.get(key)
        if got is None:
            got = cache[key] = bytes(simulate((key[0], key[1], key[2]), kind))
        out[i:i + 3] = got
    return bytes(out)


def simulate_surface(surf, kind: str):
    """A new pygame Surface: ``surf`` as seen with ``kind``."""
    import pygame

    size = surf.get_size()
    data = pygame.image.tobytes(surf, "RGB")
    return pygame.image.frombytes(simulate_bytes(data, kind), size, "RGB")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("images", nargs="+", type=Path, help="PNG screenshots")
    p.add_argument("--out", type=Path, default=None, help="folder for the results (default: beside each)")
    p.add_argument("--kind", default="deuteranopia,protanopia",
                   help="comma-separated: deuteranopia, protanopia")
    args = p.parse_args(argv)
    kinds = [k.strip() for k in args.kind.split(",") if k.strip()]
    bad = [k for k in kinds if k not in MATRICES]
    if bad or not kinds:
        print(f"colour_blind: unknown kind {', '.join(bad) or '(none)'}; use {', '.join(MATRICES)}",
              file=sys.stderr)
        return 2
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    for path in args.images:
        try:
            surf = pygame.image.load(str(path))
        except (pygame.error, FileNotFoundError) as exc:
            print(f"colour_blind: cannot read {path}: {exc}", file=sys.stderr)
            return 1
        folder = args.out or path.parent
        folder.mkdir(parents=True, exist_ok=True)
        for kind in kinds:
            target = folder / f"{path.stem}-{kind}.png"
            pygame.image.save(simulate_surface(surf, kind), str(target))
            print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
