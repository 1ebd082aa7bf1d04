"""Where things go on the Three Thirteen table: the stage's constants (logical 1280x720),
``Geometry`` (the 16:9 stage with the others round the table, or the column stage of a tall
narrow window), and the rectangles of cards laid in groups (the melds laid down, the round's
end), and the slots of those cards."""

from __future__ import annotations

from app.ui import fonts
from app.ui.animator import Slot

# the stage (logical 1280x720)
HAND_AREA = (14.0, 572.0, 980.0, 140.0)
HAND_CARD = (92.0, 129.0)
STOCK = (506.0, 190.0, 92.0, 129.0)
DISCARD = (680.0, 190.0, 92.0, 129.0)
INFO = (12.0, 10.0, 276.0, 104.0)
BAR = (300.0, 458.0, 680.0, 40.0)
BANNER_Y = 160.0
LAID_AREA = (226.0, 352.0, 828.0, 100.0)
REVEAL = (16.0, 122.0, 1248.0, 442.0)
SHEET = (190.0, 120.0, 900.0, 420.0)
OTHER_CARD = (44.0, 62.0)
BOX_W = 196.0
# seat boxes (centre of the plate's top edge) for the other seats, clockwise from the left
L_LO, L_HI, T_L, T_M, T_R, R_HI, R_LO = ((112.0, 380.0), (112.0, 206.0), (400.0, 14.0), (640.0, 14.0),
                                         (880.0, 14.0), (1168.0, 206.0), (1168.0, 380.0))
OTHERS = {1: [T_M], 2: [L_HI, R_HI], 3: [L_HI, T_M, R_HI], 4: [L_HI, T_L, T_R, R_HI],
          5: [L_LO, L_HI, T_M, R_HI, R_LO], 6: [L_LO, L_HI, T_L, T_R, R_HI, R_LO],
          7: [L_LO, L_HI, T_L, T_M, T_R, R_HI, R_LO]}
ME_PLATE = (14.0, 552.0, "bottomleft")
# the information panel's lines (size, extra room under it): the title and the deal; beside the
# wild card, the wild rank and what marks it
INFO_TOP = ((14.0, 3.8), (14.0, 3.8))
INFO_WILD = ((16.0, -0.8), (13.0, 0.0))
INFO_CARD_H = 42.0
# the round's end: its title and the note under it (sizes)
REVEAL_TITLE, REVEAL_NOTE = 22.0, 15.0


def line_h(size: float, spacing: float = 0.0) -> float:
    """The height of a line of text of ``size`` at the player's text size (as TextLines)."""
    return size * fonts.scale() * 1.3 + spacing


def info_height() -> float:
    """The information panel's height: its lines at the player's text size (104 at normal)."""
    top = sum(line_h(sz, sp) for sz, sp in INFO_TOP)
    wild = max(INFO_CARD_H, sum(line_h(sz, sp) for sz, sp in INFO_WILD))
    return 10 + top + wild + 8


class Geometry:
    """Where things go on the stage the table has: the 16:9 stage (the others round the
    table), or in a tall narrow window the column stage, where the others sit in rows of
    three at the top, the stock and discard pile (and the melds laid down beside them) in
    the middle, and the decision bar and the hand at the bottom, so text keeps a readable
    size there."""

    def __init__(self, m, n: int):
        self.n = n
        self.w, self.h = w, h = m.dw, m.dh
        self.portrait = m.column
        self.cx = cx = w / 2
        self.box_w, self.other_card, self.hand_card = BOX_W, OTHER_CARD, HAND_CARD
        # the information panel grows with the text size; what is under it moves down
        self.info = (INFO[0], INFO[1], INFO[2], max(INFO[3], info_height()))
        below = self.info[1] + self.info[3]
        if not self.portrait:
            self.hand_area, self.stock, self.discard, self.bar = HAND_AREA, STOCK, DISCARD, BAR
            self.banner_y, self.laid_area = BANNER_Y, LAID_AREA
            ry = max(REVEAL[1], below + 8)
            self.reveal = (REVEAL[0], ry, REVEAL[2], REVEAL[1] + REVEAL[3] - ry)
            sy = max(SHEET[1], below + 6)
            self.sheet = (SHEET[0], sy, SHEET[2], min(SHEET[3], ry + self.reveal[3] - sy))  # (the result under it)
            self.reveal_head = reveal_head(1)
            self.others, self.me_plate = OTHERS, ME_PLATE
            self.centre, self.radius = (640.0, 300.0), (560.0, 260.0)
            self.buttons = {"suit": (1010.0, 520.0, 124.0, 36.0), "rank": (1144.0, 520.0, 124.0, 36.0),
                            "melds": (1010.0, 562.0, 258.0, 36.0), "sheet": (1010.0, 604.0, 258.0, 38.0),
                            "rules": (1010.0, 652.0, 124.0, 44.0), "menu": (1144.0, 652.0, 124.0, 44.0)}
            self.assist = ((1010.0, 478.0, 124.0, 36.0), (1144.0, 478.0, 124.0, 36.0))  # Hint, Demo
            self.end_buttons_y = 652.0
            self.toast_y, self.hand_line_y, self.reveal_cols = 470.0, 552.0, 2
            self.bubble_below = 122.0  # a top seat's bubble: below its cards
            self.hint_w, self.hint_lines = 740.0, 1
            return
        # the others in rows of three under the panels
        per_row, gap, top = 3, 16.0, max(124.0, below + 10)
        self.others = {}
        for k in range(1, 8):
            boxes = []
            rows = -(-k // per_row)
            for i in range(k):
                r, c = divmod(i, per_row)
                in_row = min(per_row, k - r * per_row)
                x0 = cx - (in_row * BOX_W + (in_row - 1) * gap) / 2 + BOX_W / 2
                boxes.append((x0 + c * (BOX_W + gap), top + r * 124.0))
            self.others[k] = boxes
        rows = -(-(n - 1) // per_row)
        rows_end = top + 124.0 * rows - 8
        self.banner_y = rows_end + 42
        piles_y = rows_end + 80
        bar_y = h - 360  # the decision bar, above the band of its hint (see below)
        if piles_y + 176 + 150 <= bar_y - 4:  # room below the piles for the melds laid down
            self.stock = (cx - 134, piles_y, 92.0, 129.0)
            self.discard = (cx + 42, piles_y, 92.0, 129.0)
            self.laid_area = (20.0, piles_y + 176, w - 40, 150.0)
        elif piles_y + 170 <= bar_y or per_row - ((n - 2) % per_row + 1) < 2:  # the melds beside the piles
            self.stock = (24.0, piles_y, 92.0, 129.0)
            self.discard = (140.0, piles_y, 92.0, 129.0)
            self.laid_area = (250.0, piles_y, w - 270, 150.0)
        else:  # (seven others) the last row's seats on the left, the piles in its free places,
            # the melds laid down below
            last = top + 124.0 * (rows - 1)
            first = (rows - 1) * per_row
            x0 = cx - (per_row * BOX_W + (per_row - 1) * gap) / 2 + BOX_W / 2
            boxes = self.others[n - 1]
            for i in range(first, n - 1):
                boxes[i] = (x0 + (i - first) * (BOX_W + gap), last)
            free_x = x0 + (n - 1 - first) * (BOX_W + gap) - BOX_W / 2
            sx = free_x + (w - 14 - free_x - 268) / 2
            piles_y = last + 4
            self.stock = (sx, piles_y, 92.0, 129.0)
            self.discard = (sx + 176, piles_y, 92.0, 129.0)
            self.laid_area = (20.0, piles_y + 170, w - 40, max(60.0, bar_y - 10 - piles_y - 170))
            self.banner_y = (piles_y + 170 + bar_y) / 2  # (over the melds laid down, not the last row's seats)
        self.hand_area = (14.0, h - 148, w - 28, 140.0)
        self.hand_line_y = h - 156
        self.me_plate = (14.0, h - 190, "bottomleft")
        # the bar above the band of the hint, which runs between the plate and Hint and Demo
        self.bar = (cx - 340, max(bar_y, piles_y + 170), 680.0, 40.0)
        self.reveal = (16.0, top, w - 32, h - top - 140)
        self.sheet = (16.0, top, w - 32, 460.0)
        self.reveal_head = reveal_head(2)
        self.centre, self.radius = (cx, piles_y + 64), (cx - 60, (h - 200) / 2)
        bw, g = (w - 312 - 2 * 8) / 3, 8.0
        self.buttons = {k: (300.0 + (i % 3) * (bw + g), 12.0 + (i // 3) * 50.0, bw, 44.0)
                        for i, k in enumerate(("suit", "rank", "melds", "sheet", "rules", "menu"))}
        self.assist = ((w - 214, h - 230, 96.0, 38.0), (w - 110, h - 230, 96.0, 38.0))  # Hint, Demo
        self.end_buttons_y = h - 64
        self.toast_y, self.reveal_cols = self.bar[1] - 40, 1
        self.bubble_below = 96.0  # over the bottom of its own cards (backs), above the next row
        self.hint_w, self.hint_lines = w - 2 * 232, 4

    def plates(self, watching: bool):
        """(the seats' plates, where their words go, the top seats' boxes) by relative seat
        (0 the bottom: what the player at the screen did is on the table; a computer there
        says it)."""
        plates = {0: self.me_plate}
        bubbles: dict = {0: (self.cx, self.me_plate[1] + 4, "midbottom") if watching else None}
        top_seats: dict[int, tuple[float, float]] = {}  # relative seat -> its box (words below)
        for r, (x, y) in enumerate(self.others[self.n - 1], start=1):
            plates[r] = (x, y, "midtop")
            if y < 100 or self.portrait:  # a top seat: below its cards
                bubbles[r] = (x, y + self.bubble_below, "midtop")
                top_seats[r] = (x, y)
            elif x < 640:
                bubbles[r] = (x + self.box_w / 2 + 8, y + 22, "midleft")
            else:
                bubbles[r] = (x - self.box_w / 2 - 8, y + 22, "midright")
        return plates, bubbles, top_seats

    def box(self, rel: int) -> tuple[float, float]:
        """The top centre of another seat's place (its plate; its cards below)."""
        return self.others[self.n - 1][rel - 1]

    def fan_area(self, rel: int):
        """(area, card size, the most a card may step or None) of relative seat ``rel``'s hand."""
        if rel == 0:
            return self.hand_area, self.hand_card, None
        x, y = self.box(rel)
        return (x - self.box_w / 2, y + 50, self.box_w, self.other_card[1] + 4), self.other_card, 11.0

    def dealer_rect(self, rel: int):
        """Where the cards of a deal fly out from: the dealer's place."""
        if rel == 0:
            return (self.hand_area[0] + self.hand_area[2] / 2 - 46, self.hand_area[1], *self.hand_card)
        x, y = self.box(rel)
        return (x - 22, y + 50, *self.other_card)

    def place_rect(self, place):
        if place == "discard":
            return (self.discard[0] - 14, self.discard[1] - 14, self.discard[2] + 28, self.discard[3] + 28)
        if place == "stock":
            return self.stock
        if isinstance(place, tuple) and place[0] == "hand":
            return self.hand_area
        raise KeyError(place)


def reveal_head(note_lines: int) -> float:
    """The height of the round's end's head: its title, and the note under it in up to
    ``note_lines`` lines (48 on the wide stage at normal text size)."""
    return max(48.0, 12 + line_h(REVEAL_TITLE, 4) + note_lines * line_h(REVEAL_NOTE) + 8)


def group_rects(groups, x: float, y: float, w: float, cw: float, ch: float):
    """Rects of cards in groups (melds) laid left to right in a row, overlapped to fit."""
    n = sum(len(g) for g in groups)
    gaps = max(0, len([g for g in groups if g]) - 1)
    gap = cw * 0.45
    step = min(cw * 0.72, (w - cw - gap * gaps) / max(1, n - 1))
    out = []
    cx = x
    first = True
    for g in groups:
        rs = []
        if not g:
            out.append(rs)
            continue
        if not first:
            cx += step + gap
        for j in range(len(g)):
            if j:
                cx += step
            rs.append((cx, y, cw, ch))
        first = False
        out.append(rs)
    return out


def reveal_geometry(geo: Geometry, n: int, bottom: int):
    """(rows: [(seat, x, y, w, h)], card w, card h) of the round's end: the seats from the
    one at the bottom, in one column or (on the wide stage, more than four seats) two."""
    x, y, w, h = geo.reveal
    top = y + geo.reveal_head
    avail = h - (top - y) - 8
    cols = geo.reveal_cols if n > 4 else 1
    per = -(-n // cols)
    rh = min(110.0, avail / per)
    ch = rh - 10
    cw = ch * 92 / 129
    cwid = (w - 20) / cols
    rows = []
    for k in range(n):
        seat = (bottom + k) % n
        c, r = divmod(k, per)
        rows.append((seat, x + 10 + c * cwid, top + r * rh, cwid - 10, rh))
    return rows, cw, ch


def laid_geometry(geo: Geometry, count: int):
    """(row height, card w, card h) of ``count`` rows of melds laid down."""
    rh = min(geo.laid_area[3] / count, 50.0)
    ch = rh - 4
    return rh, ch * 92 / 129, ch


def laid_rows(laid) -> list[tuple[int, tuple]]:
    """(seat, its melds) of the seats that laid melds down (the view's ``laid``)."""
    return [(s, melds) for s, melds in enumerate(laid) if melds]


def laid_slots(geo: Geometry, laid) -> list[Slot]:
    """The cards laid down in melds, a row per seat that laid any."""
    rows = laid_rows(laid)
    out = []
    if not rows:
        return out
    x, y, w, h = geo.laid_area
    rh, cw, ch = laid_geometry(geo, len(rows))
    for k, (s, melds) in enumerate(rows):
        rects = group_rects(melds, x + 150, y + k * rh, w - 150, cw, ch)
        i = 0
        for meld, rs in zip(melds, rects):
            for c, r in zip(meld, rs):
                out.append(Slot(("laid", s), i, c, True, r, 300 + 30 * k + i))
                i += 1
    return out


def reveal_slots(geo: Geometry, res, n: int, bottom: int) -> list[Slot]:
    """The round's end (``res``, the rules' RoundResult): each seat's melds, then its cards
    left over."""
    rows, cw, ch = reveal_geometry(geo, n, bottom)
    out = []
    for seat, x, y, w, h in rows:
        sr = res.seats[seat]
        groups = [list(m) for m in sr.melds] + [list(sr.leftover)]
        rects = group_rects(groups, x + 170, y + 4, w - 176, cw, ch)
        i = 0
        for g, rs in zip(groups, rects):
            for c, r in zip(g, rs):
                out.append(Slot(("reveal", seat), i, c, True, r, 600 + 20 * seat + i))
                i += 1
    return out
