"""Card and tile art, drawn entirely by code (no image files).

Every image is built for the exact pixel size asked: shapes are drawn on a canvas 2-4 times
larger and smooth-scaled down once, text (already anti-aliased and hinted by FreeType) is
rendered at the final size on top, and the result is cached. A cache hit is one dict lookup;
nothing is ever scaled up.

Suit symbols are vector shapes (polygons and circles), not font glyphs, so they are crisp at
any size. Court cards have a drawn, double-ended figure (king: pointed crown, beard, sword;
queen: orb crown, long hair, flower; jack: feathered cap, halberd) on a tinted panel; the two
jokers are jesters in different colours (X1 red and gold, X2 blue and black).
"""

from __future__ import annotations

import math

import pygame

from app.ui import fonts
from app.ui.surfcache import SurfaceCache

BACK_DESIGNS = ("lattice", "waves", "rosette")

SUIT_SYMBOL_ORDER = "SHDC"

# Colours --------------------------------------------------------------------------------
WHITE = (255, 255, 255)
EDGE = (120, 120, 118)
INK = (35, 30, 30)
RED = (200, 22, 38)
BLACK = (24, 24, 28)
BLUE = (22, 78, 190)
GREEN = (18, 128, 52)
GOLD = (226, 172, 42)
GOLD_DARK = (160, 112, 22)
SKIN = (250, 222, 190)
SKIN_SHADE = (226, 186, 150)

TWO_COLOUR = {"S": BLACK, "H": RED, "D": RED, "C": BLACK}
FOUR_COLOUR = {"S": BLACK, "H": RED, "D": BLUE, "C": GREEN}


def suit_colour(suit: str, four_colour: bool = False) -> tuple[int, int, int]:
    return (FOUR_COLOUR if four_colour else TWO_COLOUR)[suit]


# Suit shapes ----------------------------------------------------------------------------
# Each shape is a list of primitives in unit coordinates: the symbol is centred on (0, 0)
# and is 1 unit tall; y grows downwards (screen order).


def _norm(points, top, height, cx=0.0):
    return [((x - cx) / height, (y - top) / height - 0.5) for x, y in points]


def _heart_points(n=72):
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    ys = [p[1] for p in pts]
    return _norm(pts, min(ys), max(ys) - min(ys))


def _stem(top, bottom, half_top, half_bottom, n=10):
    """A flared stem (spade/club foot) with concave sides, in unit coordinates."""
    left, right = [], []
    for i in range(n + 1):
        f = i / n
        y = top + (bottom - top) * f
        half = half_top + (half_bottom - half_top) * (f ** 2.2)
        left.append((-half, y))
        right.append((half, y))
    return left + right[::-1]


def _build_shapes():
    heart = _heart_points()
    # Spade: a heart upside down, a little narrower, on a flared stem.
    blade = [(x * 0.92, -y * 0.80 - 0.10) for x, y in heart]
    heart = [(x * 0.93, y) for x, y in heart]  # as wide as it is tall
    spade = [("poly", blade), ("poly", _stem(0.10, 0.5, 0.035, 0.24))]
    # Diamond: slightly concave sides.
    dia = []
    corners = [(0.0, -0.5), (0.37, 0.0), (0.0, 0.5), (-0.37, 0.0)]
    for i in range(4):
        (x0, y0), (x1, y1) = corners[i], corners[(i + 1) % 4]
        for j in range(12):
            f = j / 12
            x, y = x0 + (x1 - x0) * f, y0 + (y1 - y0) * f
            bow = 0.045 * math.sin(math.pi * f)  # pull towards the centre
            d = math.hypot(x, y) or 1.0
            dia.append((x - bow * x / d, y - bow * y / d))
    r = 0.235
    club = [
        ("circle", (0.0, -0.5 + r), r),
        ("circle", (-0.255, 0.0), r),
        ("circle", (0.255, 0.0), r),
        ("poly", [(-0.12, -0.12), (0.12, -0.12), (0.16, 0.06), (-0.16, 0.06)]),
        ("poly", _stem(-0.02, 0.5, 0.04, 0.23)),
    ]
    return {
        "H": [("poly", heart)],
        "S": spade,
        "D": [("poly", dia)],
        "C": club,
    }


SHAPES = _build_shapes()


def _bezier(p0, p1, p2, p3, n=14):
    """Points of a cubic Bezier curve from p0 to p3 (p0 left out, p3 included)."""
    out = []
    for i in range(1, n + 1):
        t = i / n
        a, b, c, d = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3
        out.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return out


def _build_small_shapes():
    """Clubs and spades for symbols only a few pixels tall, where the full shapes blur into
    the same blob (as pixel fonts draw them). The spade is one body that widens from a sharp
    point at the top to its shoulders; the club is a round top lobe on a narrow neck, so it
    is wider above than below its top, with two side lobes set low and apart from the stem.
    Both stems are thick enough to survive at 8 pixels."""
    right = [(0.0, -0.5)]
    right += _bezier((0.0, -0.5), (0.20, -0.38), (0.55, -0.15), (0.50, 0.0))
    right += _bezier((0.50, 0.0), (0.50, 0.24), (0.18, 0.30), (0.05, 0.16))
    body = right + [(-x, y) for x, y in reversed(right[1:])]
    spade = [("poly", body), ("poly", _stem(0.08, 0.5, 0.06, 0.24))]
    top_r, top_y = 0.26, -0.24
    side_r, side_x, side_y = 0.23, 0.30, 0.17
    club = [
        ("circle", (0.0, top_y), top_r),
        ("circle", (-side_x, side_y), side_r),
        ("circle", (side_x, side_y), side_r),
        ("poly", [(-0.07, top_y), (0.07, top_y), (0.07, side_y), (-0.07, side_y)]),
        ("poly", [(-side_x, side_y - 0.04), (side_x, side_y - 0.04),
                  (side_x, side_y + 0.04), (-side_x, side_y + 0.04)]),
        ("poly", _stem(0.12, 0.5, 0.06, 0.20)),
    ]
    return {**SHAPES, "S": spade, "C": club}


SMALL_SHAPES = _build_small_shapes()

#: Suit symbols shorter than this many screen pixels use SMALL_SHAPES.
SMALL_SYMBOL_PX = 16
#: Tiles smaller than this many pixels get a larger suit mark (and a slightly smaller rank).
SMALL_TILE_PX = 44
#: Pips shorter than this are not drawn (they would be specks); the corner index remains.
MIN_PIP_PX = 5


def _shape_width(prims) -> float:
    xs = []
    for kind, *args in prims:
        if kind == "poly":
            xs += [x for x, _y in args[0]]
        else:
            (x, _y), r = args
            xs += [x - r, x + r]
    return max(xs) - min(xs)


SHAPE_WIDTH = {suit: _shape_width(prims) for suit, prims in SHAPES.items()}
SMALL_SHAPE_WIDTH = {suit: _shape_width(prims) for suit, prims in SMALL_SHAPES.items()}
WIDEST = max(max(SHAPE_WIDTH.values()), max(SMALL_SHAPE_WIDTH.values()))


def draw_suit(surface, suit, cx, cy, height, colour, flip=False, small=False):
    """Draw suit ``suit`` centred on (cx, cy), ``height`` pixels tall; ``flip`` turns it
    upside down (pips on the lower half of a card); ``small`` uses the shapes made to stay
    apart at a few pixels (SMALL_SHAPES)."""
    s = -height if flip else height
    for kind, *args in (SMALL_SHAPES if small else SHAPES)[suit]:
        if kind == "poly":
            pts = [(cx + x * height, cy + y * s) for x, y in args[0]]
            pygame.draw.polygon(surface, colour, pts)
        else:
            (x, y), r = args
            pygame.draw.circle(surface, colour, (cx + x * height, cy + y * s), r * height)


def _star_points(cx, cy, r_out, r_in, n=5, rot=-math.pi / 2):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = rot + math.pi * i / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


# Pip layouts ----------------------------------------------------------------------------
# (column, row) with column -1/0/1 (left/centre/right) and row 0..1 from top to bottom of
# the pip area; pips below the middle are drawn upside down.
PIPS = {
    "2": [(0, 0), (0, 1)],
    "3": [(0, 0), (0, 0.5), (0, 1)],
    "4": [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    "5": [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    "6": [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    "7": [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    "8": [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    "9": [(-1, 0), (1, 0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5),
          (-1, 2 / 3), (1, 2 / 3), (-1, 1), (1, 1)],
    "T": [(-1, 0), (1, 0), (0, 1 / 6), (-1, 1 / 3), (1, 1 / 3),
          (-1, 2 / 3), (1, 2 / 3), (0, 5 / 6), (-1, 1), (1, 1)],
}

RANK_TEXT = {"T": "10"}


# Helpers ---------------------------------------------------------------------------------

_ink_cache = SurfaceCache(2 * 2**20)  # the indices of every card at the sizes in use
_cap_cache: dict = {}


def _cap(size: int, style: str) -> tuple[int, int]:
    """(top, height) of a capital letter in text rendered by ``fonts.font(size, style)``."""
    key = (size, style)
    cap = _cap_cache.get(key)
    if cap is None:
        box = fonts.font(size, style, scaled=False).render("H", True, (0, 0, 0)).get_bounding_rect()
        cap = _cap_cache[key] = (box.y, box.h)
    return cap


def _ink(s: str, size: int, colour, style: str) -> pygame.Surface:
    """Text rendered at its final size, cropped to its inked columns and from the top of the
    capitals down to the baseline (or lower, for a descending J or Q tail), so that texts of
    one size line up on their capitals."""
    key = (s, size, colour, style)
    surf = _ink_cache.get(key)
    if surf is None:
        raw = fonts.font(size, style, scaled=False).render(s, True, colour)
        box = raw.get_bounding_rect()
        cap_top, cap_h = _cap(size, style)
        if box.w and box.h:
            top = min(max(0, cap_top - math.ceil(cap_h * 0.04)), box.y)  # room for overshoot
            bottom = max(cap_top + cap_h, box.bottom)
            surf = raw.subsurface((box.x, top, box.w, bottom - top)).copy()
        else:
            surf = raw
        _ink_cache.put(key, surf)
    return surf


def _joker_index(fs: int, colour, h: int) -> pygame.Surface:
    """A joker's corner index: the word JOKER with its letters one under another, as on a
    printed joker (a digit there would read as a rank), small enough that the top and the
    turned bottom index keep apart on a card ``h`` pixels tall."""
    size = max(6, min(round(fs * 0.62), int(h * 0.36 / (5 * 1.05))))
    letters = [_ink(ch, size, colour, "bold") for ch in "JOKER"]
    gap = max(1, round(size * 0.08))
    w = max(img.get_width() for img in letters)
    out = pygame.Surface((w, sum(img.get_height() for img in letters) + gap * 4), pygame.SRCALPHA)
    y = 0
    for img in letters:
        out.blit(img, ((w - img.get_width()) // 2, y))
        y += img.get_height() + gap
    return out


def _squeeze(surf: pygame.Surface, max_w: int) -> pygame.Surface:
    """Narrow text that is too wide (a "10" in a tight corner); only ever shrinks."""
    if surf.get_width() <= max_w or max_w < 1:
        return surf
    return pygame.transform.smoothscale(surf, (max_w, surf.get_height()))


def _supersample(w: int, h: int) -> int:
    """Canvas scale factor. Only 2 and 4: pygame's smoothscale is exact for them, while a
    factor of 3 turns pure white into (253, 253, 253, 253)."""
    return 4 if max(w, h) <= 300 else 2


def _canvas(w, h, ss, edge=EDGE):
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    # Transparent pixels carry the edge colour so smooth-scaling leaves no dark fringe.
    big.fill((*edge, 0))
    return big


def _finish(big, w, h):
    surf = pygame.transform.smoothscale(big, (w, h))
    return surf


def _radius(w, h):
    return max(2.0, min(w, h) * 0.075)


def _card_base(big, w, h, ss, fill=WHITE, edge=EDGE):
    r = _radius(w, h) * ss
    W, H = big.get_size()
    pygame.draw.rect(big, edge, (0, 0, W, H), border_radius=round(r))
    b = ss  # one screen pixel of border
    pygame.draw.rect(big, fill, (b, b, W - 2 * b, H - 2 * b), border_radius=max(1, round(r - b)))


def _rounded_mask(surf, radius):
    """Make the corners of ``surf`` (outside a rounded rect) transparent."""
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(1, round(radius)))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def _mix(a, b, f):
    return tuple(round(x + (y - x) * f) for x, y in zip(a, b))


class _Pen:
    """Draws in unit coordinates (u, v in 0..1) over a rectangle of a surface; outlines are
    ``lw`` pixels wide (one screen pixel on a supersampled canvas)."""

    def __init__(self, surface, x, y, w, h, lw):
        self.s, self.x, self.y, self.w, self.h, self.lw = surface, x, y, w, h, max(1, round(lw))

    def p(self, u, v):
        return (self.x + u * self.w, self.y + v * self.h)

    def pts(self, seq):
        return [self.p(u, v) for u, v in seq]

    def poly(self, colour, seq, outline=INK):
        pts = self.pts(seq)
        pygame.draw.polygon(self.s, colour, pts)
        if outline:
            pygame.draw.polygon(self.s, outline, pts, self.lw)

    def rect(self, colour, u, v, du, dv, outline=INK, radius=0):
        r = pygame.Rect(round(self.x + u * self.w), round(self.y + v * self.h),
                        max(1, round(du * self.w)), max(1, round(dv * self.h)))
        pygame.draw.rect(self.s, colour, r, border_radius=round(radius * self.w))
        if outline:
            pygame.draw.rect(self.s, outline, r, self.lw, border_radius=round(radius * self.w))

    def ellipse(self, colour, u, v, du, dv, outline=INK):
        r = pygame.Rect(round(self.x + u * self.w), round(self.y + v * self.h),
                        max(1, round(du * self.w)), max(1, round(dv * self.h)))
        pygame.draw.ellipse(self.s, colour, r)
        if outline:
            pygame.draw.ellipse(self.s, outline, r, self.lw)

    def circle(self, colour, u, v, r, outline=INK):
        c = self.p(u, v)
        rad = max(1.0, r * self.w)
        pygame.draw.circle(self.s, colour, c, rad)
        if outline:
            pygame.draw.circle(self.s, outline, c, rad, self.lw)

    def line(self, colour, seq, width=1.0):
        pygame.draw.lines(self.s, colour, False, self.pts(seq), max(1, round(width * self.lw)))

    def arc(self, colour, u, v, du, dv, a0, a1, width=1.0):
        r = pygame.Rect(round(self.x + u * self.w), round(self.y + v * self.h),
                        max(1, round(du * self.w)), max(1, round(dv * self.h)))
        pygame.draw.arc(self.s, colour, r, a0, a1, max(1, round(width * self.lw)))


# Court figures ----------------------------------------------------------------------------

COURT_TINT = {"K": (253, 238, 196), "Q": (252, 226, 232), "J": (222, 236, 252)}


def _secondary(suit, four_colour):
    """The second colour of a court figure's robe: blue beside red, red beside the rest."""
    return (38, 70, 160) if suit_colour(suit, four_colour) == RED else (196, 40, 48)


def _draw_court_half(pen: _Pen, rank, main, second):
    """The upper half of a double-ended court figure; v = 1 is the panel's middle."""
    hair = {"K": (235, 232, 222), "Q": (196, 132, 40), "J": (120, 72, 32)}[rank]
    # Robe and shoulders.
    robe = [(0.02, 1.0), (0.06, 0.80), (0.16, 0.70), (0.34, 0.655), (0.66, 0.655),
            (0.84, 0.70), (0.94, 0.80), (0.98, 1.0)]
    pen.poly(main, robe)
    # Brocade: a few embroidered dots on both sides of the robe.
    dot = _mix(main, GOLD, 0.6)
    rows = ((0.90, (0.13, 0.25)),) if rank == "K" else ((0.78, (0.2, 0.3)), (0.90, (0.13, 0.25)))
    for v, us in rows:
        for u in us:
            for uu in (u, 1 - u):
                pen.circle(dot, uu, v, 0.022, outline=None)
    pen.line(GOLD, [(0.06, 0.80), (0.16, 0.70), (0.34, 0.655)], 1.5)
    pen.line(GOLD, [(0.94, 0.80), (0.84, 0.70), (0.66, 0.655)], 1.5)
    # Ermine / trim along the shoulders.
    if rank == "K":
        pen.poly(WHITE, [(0.10, 0.74), (0.20, 0.685), (0.80, 0.685), (0.90, 0.74),
                         (0.84, 0.80), (0.16, 0.80)])
        for u in (0.2, 0.32, 0.68, 0.8):
            pen.circle(INK, u, 0.745, 0.012, outline=None)
    # Centre band of the robe.
    pen.poly(second, [(0.40, 0.72), (0.60, 0.72), (0.64, 1.0), (0.36, 1.0)])
    for v in (0.80, 0.88, 0.96):
        pen.circle(GOLD, 0.5, v, 0.022)
    # Collar.
    if rank == "Q":
        pen.poly(WHITE, [(0.30, 0.655), (0.50, 0.80), (0.70, 0.655), (0.62, 0.64), (0.38, 0.64)])
        for i in range(7):
            f = i / 6
            u = 0.35 + 0.30 * f
            v = 0.70 + 0.06 * math.sin(math.pi * f)
            pen.circle((250, 250, 244), u, v, 0.016)
    else:
        pen.poly(GOLD, [(0.33, 0.655), (0.50, 0.80), (0.67, 0.655)])
    # Hair behind the face.
    if rank == "Q":
        pen.poly(hair, [(0.33, 0.30), (0.50, 0.22), (0.67, 0.30), (0.74, 0.50), (0.76, 0.70),
                        (0.62, 0.66), (0.50, 0.58), (0.38, 0.66), (0.24, 0.70), (0.26, 0.50)])
    elif rank == "K":
        pen.ellipse(hair, 0.30, 0.28, 0.40, 0.32)
    else:
        for u in (0.34, 0.66):
            pen.circle(hair, u, 0.42, 0.065)
    # Neck and face.
    pen.rect(SKIN, 0.44, 0.54, 0.12, 0.14)
    pen.ellipse(SKIN, 0.355, 0.29, 0.29, 0.31)
    # Eyes, brows, nose.
    for u in (0.445, 0.555):
        pen.circle(INK, u, 0.425, 0.016, outline=None)
        pen.line(INK, [(u - 0.035, 0.395), (u + 0.03, 0.39)], 1)
    pen.line(SKIN_SHADE, [(0.50, 0.43), (0.485, 0.495), (0.515, 0.5)], 1.5)
    # Beard (king), lips (all).
    if rank == "K":
        pen.poly(hair, [(0.355, 0.46), (0.40, 0.52), (0.60, 0.52), (0.645, 0.46), (0.64, 0.58),
                        (0.58, 0.68), (0.50, 0.72), (0.42, 0.68), (0.36, 0.58)])
        pen.poly(hair, [(0.42, 0.54), (0.50, 0.515), (0.58, 0.54), (0.56, 0.56), (0.50, 0.545),
                        (0.44, 0.56)])
        pen.line((150, 40, 40), [(0.47, 0.565), (0.53, 0.565)], 1.5)
    else:
        pen.line((200, 50, 60), [(0.465, 0.545), (0.50, 0.555), (0.535, 0.545)], 1.5)
        pen.circle((246, 180, 170), 0.41, 0.49, 0.025, outline=None)
        pen.circle((246, 180, 170), 0.59, 0.49, 0.025, outline=None)
    # Headgear.
    if rank == "K":
        pen.poly(GOLD, [(0.33, 0.27), (0.33, 0.08), (0.415, 0.17), (0.50, 0.03), (0.585, 0.17),
                        (0.67, 0.08), (0.67, 0.27)])
        pen.rect(GOLD_DARK, 0.33, 0.23, 0.34, 0.05)
        for u, c in ((0.40, second), (0.5, main), (0.60, second)):
            pen.circle(c, u, 0.255, 0.018, outline=None)
        for u, v in ((0.33, 0.08), (0.50, 0.03), (0.67, 0.08)):
            pen.circle(WHITE, u, v, 0.025)
    elif rank == "Q":
        pen.poly(GOLD, [(0.36, 0.27), (0.37, 0.17), (0.43, 0.21), (0.50, 0.13), (0.57, 0.21),
                        (0.63, 0.17), (0.64, 0.27)])
        pen.rect(GOLD_DARK, 0.36, 0.245, 0.28, 0.035)
        for u, v in ((0.37, 0.16), (0.50, 0.115), (0.63, 0.16)):
            pen.circle(second, u, v, 0.03)
        pen.circle(main, 0.5, 0.2, 0.02, outline=None)
    else:
        # Feathered cap.
        pen.poly(main, [(0.60, 0.22), (0.70, 0.10), (0.84, 0.02), (0.94, 0.0),
                        (0.86, 0.06), (0.76, 0.14), (0.66, 0.24)])
        pen.line(GOLD, [(0.62, 0.23), (0.78, 0.09), (0.92, 0.01)], 1)
        pen.ellipse(second, 0.27, 0.15, 0.46, 0.15)
        pen.rect(GOLD, 0.34, 0.255, 0.32, 0.045)
        pen.circle(main, 0.5, 0.2, 0.025)
    # What each one holds.
    if rank == "K":
        # Sword, raised, on the right.
        pen.poly((214, 220, 230), [(0.84, 0.03), (0.875, 0.10), (0.875, 0.60), (0.805, 0.60),
                                   (0.805, 0.10)])
        pen.line((150, 156, 170), [(0.84, 0.09), (0.84, 0.58)], 1)
        pen.rect(GOLD, 0.75, 0.60, 0.18, 0.04)
        pen.rect((110, 60, 30), 0.82, 0.64, 0.04, 0.09)
        pen.circle(SKIN, 0.84, 0.76, 0.045)
    elif rank == "Q":
        # A flower, on the right.
        pen.line((40, 120, 50), [(0.82, 0.80), (0.83, 0.55), (0.84, 0.36)], 2)
        pen.poly((60, 150, 70), [(0.83, 0.58), (0.74, 0.52), (0.70, 0.46), (0.80, 0.50)])
        for i in range(5):
            a = 2 * math.pi * i / 5 - math.pi / 2
            pen.circle(main, 0.84 + 0.045 * math.cos(a), 0.32 + 0.045 * math.sin(a), 0.035)
        pen.circle(GOLD, 0.84, 0.32, 0.025)
        pen.circle(SKIN, 0.82, 0.80, 0.045)
    else:
        # A halberd, on the left.
        pen.rect((120, 74, 34), 0.135, 0.08, 0.035, 0.92)
        pen.poly((214, 220, 230), [(0.152, 0.0), (0.185, 0.09), (0.12, 0.09)])
        pen.poly((214, 220, 230), [(0.135, 0.12), (0.04, 0.09), (0.00, 0.17), (0.04, 0.26),
                                   (0.135, 0.22)])
        pen.poly((214, 220, 230), [(0.17, 0.14), (0.23, 0.16), (0.17, 0.20)])
        pen.circle(SKIN, 0.152, 0.78, 0.045)


def _draw_joker(pen: _Pen, no):
    if no == 1:
        a, b, tint = (200, 28, 40), GOLD, (253, 240, 208)
    else:
        a, b, tint = (28, 30, 40), (52, 102, 200), (226, 232, 244)
    pen.rect(tint, 0, 0, 1, 1, outline=None)
    # Hat with three bells.
    pen.poly(a, [(0.32, 0.30), (0.22, 0.20), (0.10, 0.16), (0.18, 0.12), (0.30, 0.15),
                 (0.42, 0.25)])
    pen.poly(b, [(0.40, 0.26), (0.44, 0.12), (0.50, 0.04), (0.56, 0.12), (0.60, 0.26)])
    pen.poly(a, [(0.68, 0.30), (0.78, 0.20), (0.90, 0.16), (0.82, 0.12), (0.70, 0.15),
                 (0.58, 0.25)])
    for u, v in ((0.10, 0.16), (0.50, 0.04), (0.90, 0.16)):
        pen.circle(GOLD if no == 2 else (250, 214, 80), u, v, 0.035)
    pen.rect(b if no == 1 else a, 0.30, 0.245, 0.40, 0.06)
    # Face.
    pen.ellipse(SKIN, 0.37, 0.29, 0.26, 0.20)
    for u in (0.45, 0.55):
        pen.circle(INK, u, 0.365, 0.016, outline=None)
    pen.circle((236, 110, 110), 0.41, 0.42, 0.025, outline=None)
    pen.circle((236, 110, 110), 0.59, 0.42, 0.025, outline=None)
    pen.arc((170, 30, 40), 0.43, 0.36, 0.14, 0.09, math.pi * 1.05, math.pi * 1.95, 1.6)
    # Ruffled collar.
    ruff = []
    for i in range(13):
        f = i / 12
        ruff.append((0.26 + 0.48 * f, 0.50 + (0.035 if i % 2 else 0.0)))
    ruff += [(0.70, 0.56), (0.30, 0.56)]
    pen.poly(WHITE, ruff)
    # Harlequin tunic: diamonds in the two colours.
    pen.poly(a, [(0.30, 0.55), (0.70, 0.55), (0.74, 0.80), (0.26, 0.80)])
    for row in range(2):
        for col in range(4):
            cx = 0.33 + col * 0.113 + (0.056 if row % 2 else 0)
            cy = 0.61 + row * 0.11
            if cx > 0.70:
                continue
            pen.poly(b, [(cx, cy - 0.055), (cx + 0.045, cy), (cx, cy + 0.055), (cx - 0.045, cy)],
                     outline=None)
    pen.rect(GOLD, 0.27, 0.78, 0.46, 0.04)
    # Legs and curled shoes.
    pen.rect(b, 0.34, 0.82, 0.14, 0.11)
    pen.rect(a, 0.52, 0.82, 0.14, 0.11)
    pen.poly(a, [(0.34, 0.93), (0.48, 0.93), (0.46, 0.97), (0.26, 0.97), (0.24, 0.92)])
    pen.poly(b, [(0.52, 0.93), (0.66, 0.93), (0.76, 0.92), (0.74, 0.97), (0.54, 0.97)])
    # Arms: one holds a bauble on a stick.
    pen.poly(a, [(0.30, 0.56), (0.18, 0.68), (0.22, 0.72), (0.32, 0.63)])
    pen.poly(b, [(0.70, 0.56), (0.84, 0.62), (0.82, 0.67), (0.68, 0.63)])
    pen.line((120, 74, 34), [(0.85, 0.70), (0.86, 0.42)], 2)
    pen.circle(b, 0.86, 0.39, 0.045)
    pen.circle(SKIN, 0.84, 0.645, 0.03)
    pen.circle(SKIN, 0.20, 0.70, 0.03)


# Back patterns ---------------------------------------------------------------------------

BACK_COLOURS = {
    "lattice": ((150, 24, 36), (206, 82, 78), (238, 200, 140)),
    "waves": ((22, 50, 112), (74, 124, 204), (170, 206, 246)),
    "rosette": ((20, 92, 62), (78, 160, 112), (216, 236, 196)),
}


def _draw_pattern(design, surf, unit, lw):
    """Fill ``surf`` with the back pattern; ``unit`` is the pattern scale in pixels."""
    base, line, accent = BACK_COLOURS[design]
    W, H = surf.get_size()
    surf.fill((*base, 255))
    if design == "lattice":
        step = unit
        n = int((W + H) / step) + 2
        for i in range(-n, n + 1):
            x = i * step
            pygame.draw.line(surf, line, (x, 0), (x + H, H), lw)
            pygame.draw.line(surf, line, (x, 0), (x - H, H), lw)
        # Fine offset lines between the main ones.
        fine = _mix(base, line, 0.45)
        for i in range(-n, n + 1):
            x = i * step + step / 2
            pygame.draw.line(surf, fine, (x, 0), (x + H, H), max(1, lw // 2))
            pygame.draw.line(surf, fine, (x, 0), (x - H, H), max(1, lw // 2))
        # Dots where the main lines cross.
        for i in range(-n, n + 1):
            for j in range(0, int(H / step * 2) + 2):
                y = j * step / 2
                x = i * step + (step / 2 if j % 2 else 0)
                if -step < x < W + step:
                    pygame.draw.circle(surf, accent, (x, y), max(1.0, lw * 1.3))
    elif design == "waves":
        dark = _mix(base, (0, 0, 0), 0.25)
        step = unit * 0.5
        amp = unit * 0.28
        lam = unit * 2.2
        xs = [i * W / 48 for i in range(49)]
        k = 0
        y0 = -amp * 2
        while y0 < H + amp * 2:
            colour = line if k % 2 == 0 else dark
            ph = (k % 4) * 0.25 * math.pi
            pts = [(x, y0 + amp * math.sin(2 * math.pi * x / lam + ph)) for x in xs]
            pygame.draw.lines(surf, colour, False, pts, lw)
            y0 += step
            k += 1
        # A few bright crests.
        k = 0
        y0 = -amp
        while y0 < H + amp:
            pts = [(x, y0 + amp * 1.2 * math.sin(2 * math.pi * x / (lam * 1.5) + k)) for x in xs]
            pygame.draw.lines(surf, accent, False, pts, max(1, lw // 2))
            y0 += step * 4
            k += 1
    else:  # rosette
        fine = _mix(base, line, 0.5)
        step = unit * 0.5
        n = int((W + H) / step) + 2
        for i in range(-n, n + 1):
            x = i * step
            pygame.draw.line(surf, _mix(base, fine, 0.5), (x, 0), (x + H, H), max(1, lw // 2))
        cx, cy = W / 2, H / 2
        R = min(W, H) * 0.22
        for i in range(36):
            a = 2 * math.pi * i / 36
            pygame.draw.circle(surf, line, (cx + R * math.cos(a), cy + R * math.sin(a)), R,
                               max(1, lw // 2 + 1) if lw > 1 else 1)
        for i in range(24):
            a = 2 * math.pi * i / 24
            r2 = R * 0.45
            pygame.draw.circle(surf, accent, (cx + r2 * math.cos(a), cy + r2 * math.sin(a)), r2,
                               max(1, lw // 2))
        # Small rosettes in the corners.
        for qx, qy in ((0.18, 0.14), (0.82, 0.14), (0.18, 0.86), (0.82, 0.86)):
            px, py = W * qx, H * qy
            r3 = min(W, H) * 0.07
            for i in range(12):
                a = 2 * math.pi * i / 12
                pygame.draw.circle(surf, line, (px + r3 * math.cos(a), py + r3 * math.sin(a)),
                                   r3, max(1, lw // 2))


def _draw_back(big, design, w, h, ss):
    W, H = big.get_size()
    _card_base(big, w, h, ss)
    m = max(2.0, min(w, h) * 0.06) * ss
    inner = pygame.Rect(round(m), round(m), round(W - 2 * m), round(H - 2 * m))
    pat = pygame.Surface(inner.size, pygame.SRCALPHA)
    unit = max(6.0, min(w, h) * 0.16) * ss
    _draw_pattern(design, pat, unit, ss)
    base, line, accent = BACK_COLOURS[design]
    inset = max(2.0, min(w, h) * 0.04) * ss
    frame = pat.get_rect().inflate(-2 * inset, -2 * inset)
    r_in = max(1.0, _radius(w, h) * ss - m)
    pygame.draw.rect(pat, accent, frame, max(1, ss), border_radius=round(max(1.0, r_in * 0.6)))
    _rounded_mask(pat, r_in)
    big.blit(pat, inner.topleft)
    # Central medallion (lattice) or hub (waves).
    cx, cy = W / 2, H / 2
    if design == "lattice":
        rx, ry = min(W, H) * 0.20, min(W, H) * 0.20
        oval = pygame.Rect(0, 0, rx * 2, ry * 2)
        oval.center = (round(cx), round(cy))
        pygame.draw.ellipse(big, (250, 240, 224), oval)
        pygame.draw.ellipse(big, accent, oval, max(1, ss * 2))
        pygame.draw.ellipse(big, base, oval.inflate(-ss * 4, -ss * 4), max(1, ss))
        d = rx * 0.42
        size = rx * 0.5
        for suit, (dx, dy) in zip("SHCD", ((0, -d), (d, 0), (0, d), (-d, 0))):
            draw_suit(big, suit, cx + dx, cy + dy, size, base)
    elif design == "waves":
        r = min(W, H) * 0.17
        pygame.draw.circle(big, base, (cx, cy), r)
        pygame.draw.circle(big, accent, (cx, cy), r, max(1, ss * 2))
        pygame.draw.polygon(big, accent, _star_points(cx, cy, r * 0.72, r * 0.30, 8))
        pygame.draw.circle(big, base, (cx, cy), r * 0.18)
    else:
        r = min(W, H) * 0.08
        pygame.draw.circle(big, accent, (cx, cy), r)
        pygame.draw.polygon(big, base, _star_points(cx, cy, r * 0.8, r * 0.35, 6))


# The renderer ----------------------------------------------------------------------------


class CardArt:
    """Draws and caches card faces, backs, tiles and empty slots."""

    #: bytes of drawn cards kept: every face of two decks at three sizes in a 1920x1080
    #: window fits; sizes a resized window left behind are let go of, oldest use first
    CACHE_BUDGET = 40 * 2**20

    def __init__(self, four_colour: bool = False, back_design: str = BACK_DESIGNS[0]):
        if back_design not in BACK_DESIGNS:
            raise ValueError(f"unknown card back {back_design!r}; one of {BACK_DESIGNS}")
        self.four_colour = bool(four_colour)
        self.back_design = back_design
        self._cache = SurfaceCache(self.CACHE_BUDGET)

    # Public API ------------------------------------------------------------------------

    def face(self, card, w: int, h: int) -> pygame.Surface:
        key = ("face", card, w, h, self.four_colour, None)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._store(key, self._build_face(card, int(w), int(h)))
        return surf

    def back(self, w: int, h: int) -> pygame.Surface:
        key = ("back", None, w, h, None, self.back_design)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._store(key, self._build_back(int(w), int(h)))
        return surf

    def tile(self, card, size: int) -> pygame.Surface:
        key = ("tile", card, size, size, self.four_colour, None)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._store(key, self._build_tile(card, int(size)))
        return surf

    def tile_back(self, size: int) -> pygame.Surface:
        key = ("tile_back", None, size, size, None, self.back_design)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._store(key, self._build_tile_back(int(size)))
        return surf

    def blank(self, w: int, h: int) -> pygame.Surface:
        key = ("blank", None, w, h, None, None)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._store(key, self._build_blank(int(w), int(h)))
        return surf

    def clear_cache(self) -> None:
        self._cache.clear()

    def colour(self, suit: str) -> tuple[int, int, int]:
        return suit_colour(suit, self.four_colour)

    # Internals -------------------------------------------------------------------------

    def _store(self, key, surf):
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        return self._cache.put(key, surf)

    def _design(self) -> str:
        if self.back_design not in BACK_DESIGNS:
            raise ValueError(f"unknown card back {self.back_design!r}; one of {BACK_DESIGNS}")
        return self.back_design

    @staticmethod
    def _check(w, h):
        if w < 8 or h < 8:
            raise ValueError(f"card too small: {w}x{h} (at least 8x8 pixels)")

    def corner_suit_rect(self, card, w: int, h: int) -> pygame.Rect:
        """The box, in pixels of a ``w`` x ``h`` face of ``card``, that the suit symbol of the
        top-left corner index is drawn in (the width is that of the widest suit)."""
        self._check(w, h)
        _fs, _mx, _my, col, sym_h = self._index_metrics(w, h)
        _ink, _rx, _ry, cx, cy = self._index_rank(card, w, h)
        sw = sym_h * WIDEST
        x0, y0 = math.floor(cx - sw / 2), math.floor(cy - sym_h / 2)
        return pygame.Rect(x0, y0, math.ceil(cx + sw / 2) - x0, math.ceil(cy + sym_h / 2) - y0)

    @staticmethod
    def _index_metrics(w, h):
        """Font size, margins, column width and suit symbol height of the corner index, in
        screen pixels. On small cards the suit grows from 0.62 of the font size to the full
        font size, so that it stays readable when the card is only 24 to 40 pixels wide."""
        side = min(w, h / 1.4)
        fs = max(9, round(min(side * 0.17 + 4.5, side * 0.12 + 10)))
        mx = max(1.5, side * 0.035 + 1)
        my = max(2.0, side * 0.04 + 1)
        grow = min(1.0, max(0.0, (60 - side) / (60 - 34)))
        sym_h = max(5.0, fs * (0.62 + 0.38 * grow))
        col = max(fs * 0.78, sym_h * WIDEST)  # width of the index column
        return fs, mx, my, col, sym_h

    def _index_rank(self, card, w, h):
        """The rank's ink and place, and the centre of the suit symbol under it."""
        fs, mx, my, col, sym_h = self._index_metrics(w, h)
        cx_idx = mx + col / 2
        if card.is_joker:
            colour = (200, 28, 40) if card.joker_no == 1 else (28, 30, 40)
            rank_ink = _joker_index(fs, colour, h)
        else:
            rank_ink = _ink(RANK_TEXT.get(card.rank, card.rank), fs, self.colour(card.suit), "bold")
        rank_ink = _squeeze(rank_ink, max(1, round(col * 1.2)))
        rw, rh = rank_ink.get_size()
        rx = max(round(mx * 0.6), round(cx_idx - rw / 2))
        ry = round(my)
        sym_cy = ry + rh + max(1.5, fs * 0.12) + sym_h / 2
        return rank_ink, rx, ry, cx_idx, sym_cy

    def _build_face(self, card, w, h):
        self._check(w, h)
        ss = _supersample(w, h)
        big = _canvas(w, h, ss)
        _card_base(big, w, h, ss)
        fs, mx, my, col, sym_h = self._index_metrics(w, h)
        post = []  # text to blit at the final size: (surface, x, y)

        colour = ((200, 28, 40) if card.joker_no == 1 else (28, 30, 40)) if card.is_joker \
            else self.colour(card.suit)
        rank_ink, rx, ry, cx_idx, sym_cy = self._index_rank(card, w, h)
        rw, rh = rank_ink.get_size()
        post.append((rank_ink, rx, ry))
        post.append((pygame.transform.flip(rank_ink, True, True), w - rx - rw, h - ry - rh))
        if card.is_joker:
            if sym_cy + sym_h / 2 < h * 0.47:  # the star under the word, when the two corners keep apart
                star = _star_points(cx_idx * ss, sym_cy * ss, sym_h * 0.5 * ss, sym_h * 0.21 * ss)
                pygame.draw.polygon(big, colour, star)
                star2 = [(w * ss - x, h * ss - y) for x, y in star]
                pygame.draw.polygon(big, colour, star2)
        else:
            tiny = sym_h < SMALL_SYMBOL_PX
            draw_suit(big, card.suit, cx_idx * ss, sym_cy * ss, sym_h * ss, colour, small=tiny)
            draw_suit(big, card.suit, (w - cx_idx) * ss, (h - sym_cy) * ss, sym_h * ss, colour,
                      flip=True, small=tiny)

        # Centre of the card.
        inner_x = mx + col + max(1.0, w * 0.02)
        if w - 2 * inner_x < 8 or h < 24:
            # Too small for pips or a figure: the corner index says it all.
            pass
        elif card.is_joker or card.rank in "JQK":
            panel = pygame.Rect(round(inner_x * ss), round(my * ss),
                                round((w - 2 * inner_x) * ss), round((h - 2 * my) * ss))
            if card.is_joker:
                self._joker_panel(big, panel, card.joker_no, ss, post, w, h)
            else:
                self._court_panel(big, panel, card, ss, colour)
        elif card.rank == "A":
            size = min(w * 0.42, h * 0.3)
            if card.suit == "S":
                size = min(w * 0.52, h * 0.37)
            index_bottom = sym_cy + sym_h / 2
            if h / 2 - size / 2 < index_bottom:
                # As tall as the corner indices: keep it from running into them sideways.
                size = min(size, (w - 2 * inner_x) / SHAPE_WIDTH[card.suit])
            tiny = size < SMALL_SYMBOL_PX
            draw_suit(big, card.suit, w / 2 * ss, h / 2 * ss, size * ss, colour, small=tiny)
            if card.suit == "S" and not tiny:  # the ornate ace of spades: an inner outline
                cy = (h / 2 - size * 0.04) * ss
                draw_suit(big, "S", w / 2 * ss, cy, size * 0.74 * ss, WHITE)
                draw_suit(big, "S", w / 2 * ss, cy + size * 0.01 * ss, size * 0.66 * ss, colour)
        else:
            self._pips(big, card, w, h, ss, colour, inner_x)

        small = _finish(big, w, h)
        for surf, x, y in post:
            small.blit(surf, (x, y))
        return small

    def _pips(self, big, card, w, h, ss, colour, inner_x):
        layout = PIPS[card.rank]
        # Pips fill the room between the corner indices (widest suit: 1.1 x its height);
        # rows span the middle 58 % of the card.
        avail = w - 2 * inner_x
        # Centre pips of the 9 and 10 sit between two rows: keep a gap beside them.
        # With pips wf * height wide: span >= wf * pip + gap, span + wf * pip / 2 <= room.
        wf = SHAPE_WIDTH[card.suit]
        margin, gap = w * 0.025, w * 0.03
        pip = min(w * 0.19, h * 0.135, (avail / 2 - margin - gap) / (1.5 * wf))
        span_x = avail / 2 - margin - pip * wf / 2
        top, bottom = h * 0.21, h * 0.79
        if card.rank in "23":  # a lone column: a little larger, as on printed cards
            pip = min(pip * 1.2, w * 0.22)
        if pip < MIN_PIP_PX:
            return  # specks, not pips: the corner index says it all
        tiny = pip < SMALL_SYMBOL_PX
        for col, row in layout:
            x = w / 2 + col * span_x
            y = top + (bottom - top) * row
            flip = row > 0.5 + 1e-9
            draw_suit(big, card.suit, x * ss, y * ss, pip * ss, colour, flip=flip, small=tiny)

    def _court_panel(self, big, panel, card, ss, main):
        second = _secondary(card.suit, self.four_colour)
        tint = COURT_TINT[card.rank]
        half_h = panel.h // 2
        half = pygame.Surface((panel.w, half_h), pygame.SRCALPHA)
        half.fill((*tint, 255))
        pen = _Pen(half, 0, 0, panel.w, half_h, ss)
        _draw_court_half(pen, card.rank, main, second)
        # Small suit mark beside the head.
        su, sv = (0.84, 0.44) if card.rank == "J" else (0.16, 0.14)
        mark = min(panel.w, half_h) * 0.17
        draw_suit(half, card.suit, su * panel.w, sv * half_h, mark, main,
                  small=mark / ss < SMALL_SYMBOL_PX)
        big.blit(half, panel.topleft)
        big.blit(pygame.transform.flip(half, True, True), (panel.x, panel.bottom - half_h))
        mid = panel.y + panel.h / 2
        pygame.draw.line(big, main, (panel.x, mid), (panel.right - 1, mid), max(1, ss))
        pygame.draw.rect(big, main, panel, max(1, ss))

    def _joker_panel(self, big, panel, no, ss, post, w, h):
        sub = pygame.Surface(panel.size, pygame.SRCALPHA)
        pen = _Pen(sub, 0, panel.h * 0.02, panel.w, panel.h * 0.80, ss)
        sub.fill(((253, 240, 208) if no == 1 else (226, 232, 244)) + (255,))
        _draw_joker(pen, no)
        big.blit(sub, panel.topleft)
        colour = (200, 28, 40) if no == 1 else (28, 30, 40)
        pygame.draw.rect(big, colour, panel, max(1, ss))
        # The word JOKER under the figure, when there is room for it.
        size = round(panel.w / ss * 0.22)
        if size >= 7:
            word = _squeeze(_ink("JOKER", size, colour, "serif"), round(panel.w / ss * 0.9))
            x = round(w / 2 - word.get_width() / 2)
            y = round((panel.y + panel.h * 0.91) / ss - word.get_height() / 2)
            post.append((word, x, y))

    def _build_back(self, w, h):
        self._check(w, h)
        ss = _supersample(w, h)
        big = _canvas(w, h, ss)
        _draw_back(big, self._design(), w, h, ss)
        return _finish(big, w, h)

    # Tiles -------------------------------------------------------------------------------

    def _tile_base(self, size, ss, face_colour):
        big = _canvas(size, size, ss, edge=(150, 140, 118))
        S = size * ss
        r = max(2.0, size * 0.14) * ss
        depth = max(1.0, size * 0.06) * ss
        pygame.draw.rect(big, (150, 140, 118), (0, 0, S, S), border_radius=round(r))
        pygame.draw.rect(big, (196, 186, 160), (ss, ss, S - 2 * ss, S - 2 * ss),
                         border_radius=round(max(1, r - ss)))
        top = pygame.Rect(ss, ss, S - 2 * ss, round(S - 2 * ss - depth))
        pygame.draw.rect(big, face_colour, top, border_radius=round(max(1, r - ss)))
        # Soft highlight along the top edge.
        hl = top.inflate(-2 * round(r), 0)
        hl.h = max(1, ss)
        hl.y = top.y + ss
        pygame.draw.rect(big, _mix(face_colour, (255, 255, 255), 0.6), hl)
        return big, top

    def _build_tile(self, card, size):
        self._check(size, size)
        ss = _supersample(size, size)
        big, top = self._tile_base(size, ss, (250, 246, 234))
        face_h = top.h / ss
        if card.is_joker:
            colour = (200, 28, 40) if card.joker_no == 1 else (28, 30, 40)
            text = "J" + str(card.joker_no)
        else:
            colour = self.colour(card.suit)
            text = RANK_TEXT.get(card.rank, card.rank)
        small_tile = size < SMALL_TILE_PX  # a larger suit mark, so that 5♣ and 5♠ stay apart
        fs = max(8, round(size * (0.42 if small_tile else 0.46)))
        ink = _squeeze(_ink(text, fs, colour, "bold"), round(size * 0.80))
        _top, cap_h = _cap(fs, "bold")
        over = math.ceil(cap_h * 0.04)  # _ink keeps this much above the capitals
        limit = over + round(cap_h * 1.1)
        if ink.get_height() > limit:  # shorten the tail of a J or Q a little
            ink = pygame.transform.smoothscale(ink, (ink.get_width(), limit))
        sym_h = size * (0.38 if small_tile else 0.30)
        gap = cap_h * 0.24
        total = cap_h + gap + sym_h
        y0 = (1 + face_h - total) / 2  # top of the capitals
        sym_cy = y0 + cap_h + gap + sym_h / 2
        if card.is_joker:
            pygame.draw.polygon(big, colour, _star_points(size / 2 * ss, sym_cy * ss,
                                                          sym_h * 0.6 * ss, sym_h * 0.25 * ss))
        else:
            draw_suit(big, card.suit, size / 2 * ss, sym_cy * ss, sym_h * ss, colour,
                      small=sym_h < SMALL_SYMBOL_PX)
        small = _finish(big, size, size)
        small.blit(ink, (round(size / 2 - ink.get_width() / 2), round(y0) - over))
        return small

    def _build_tile_back(self, size):
        self._check(size, size)
        ss = _supersample(size, size)
        design = self._design()
        base, _line, _accent = BACK_COLOURS[design]
        big, top = self._tile_base(size, ss, base)
        m = max(1.0, size * 0.06) * ss
        inner = top.inflate(-2 * m, -2 * m)
        pat = pygame.Surface(inner.size, pygame.SRCALPHA)
        _draw_pattern(design, pat, max(6.0, size * 0.22) * ss, ss)
        _rounded_mask(pat, max(1.0, size * 0.08 * ss))
        big.blit(pat, inner.topleft)
        return _finish(big, size, size)

    def _build_blank(self, w, h):
        self._check(w, h)
        ss = _supersample(w, h)
        big = _canvas(w, h, ss, edge=(255, 255, 255))
        r = _radius(w, h) * ss
        W, H = big.get_size()
        lw = max(ss, round(1.5 * ss))
        pygame.draw.rect(big, (0, 0, 0, 46), (0, 0, W, H), border_radius=round(r))
        pygame.draw.rect(big, (255, 255, 255, 120), (0, 0, W, H), lw, border_radius=round(r))
        return _finish(big, w, h)
