"""Where things go on the Three By Three table: the stage's constants (logical 1280x720),
the piles' rectangles, and ``Geometry``, the places of the stage the table has (the 16:9
stage or the column stage of a tall narrow window)."""

from __future__ import annotations

# the stage (logical 1280x720)
CW, CH = 104.0, 146.0
COLS = (392.0, 548.0, 704.0)
ROWS = (84.0, 268.0, 452.0)
PENDING_SHIFT = (18.0, -22.0)  # a turned-up card waiting to be placed, lifted off its pile
LEFT = (24.0, 84.0, 340.0, 540.0)
RIGHT = (836.0, 84.0, 420.0, 540.0)
STOCK_RECT = (56.0, 404.0, CW, CH)
HINT_GLOW = (110, 220, 255)
JOKER_GLOW = (230, 150, 255)
WARN = (236, 110, 96)
PLAYER_COLOURS = [(240, 200, 80), (110, 190, 255), (250, 130, 120), (150, 230, 140),
                  (220, 150, 250), (255, 170, 80), (120, 230, 220), (235, 235, 235)]


def pile_rect(i: int) -> tuple[float, float, float, float]:
    """Pile i on the 16:9 stage (``Geometry.pile_rect`` on the stage the table has)."""
    return (COLS[i % 3], ROWS[i // 3], CW, CH)


def pending_rect(i: int) -> tuple[float, float, float, float]:
    x, y, w, h = pile_rect(i)
    return (x + PENDING_SHIFT[0], y + PENDING_SHIFT[1], w, h)


class Geometry:
    """Where things go on the stage the table has: the 16:9 stage (the counts left, the
    piles in the middle, the panel of words and buttons right), or in a tall narrow window
    the column stage (the piles with the counts beside them, the panel below), so text
    keeps a readable size there (see app.ui.engine.stage_metrics)."""

    def __init__(self, m):
        self.w, self.h = m.dw, m.dh
        self.portrait = m.dw < 1100
        if not self.portrait:
            self.cols, self.rows = COLS, ROWS
            self.left, self.right, self.stock = LEFT, RIGHT, STOCK_RECT
            self.header_buttons = (1030.0, 1150.0)
            lx, ly = LEFT[0] + 20, LEFT[1] + 12
            self.round_xy, self.face_xy = (lx, ly), (lx + 170, ly)
            self.free_xy, self.info_w = (lx, ly + 84), 300.0
            self.note_xy = (lx, ly + 170)
            self.deal_xy = (lx, ly + 284)
            self.stock_text = (STOCK_RECT[0] + CW + 22, STOCK_RECT[1] + 40)
            rx = RIGHT[0] + 20
            self.text_xy, self.text_w = (rx, RIGHT[1] + 14), RIGHT[2] - 40
            self.keys_y = 340.0
            self.text_bottom = 370.0  # the end screen's words stop here
            self.list_bottom = 480.0  # (several players' analysis)
            self.bx, self.bw, self.bw2 = (rx, rx + 194), 186.0, 380.0
            self.by = (398.0, 454.0, 510.0, 566.0)
            self.field = (958.0, 566.0, 166.0, 44.0)
            self.go = (1134.0, 566.0, 102.0, 44.0)
            self.deal_label = (rx, 588.0)
            self.waiting = (340.0, 160.0, 600.0, 360.0)
            return
        ox = (self.w - 720) / 2  # the column is laid out 720 wide, centred
        cols = (ox + 24, ox + 180, ox + 336)
        self.cols, self.rows = cols, ROWS
        self.left = (ox + 460, 74.0, 236.0, 630.0)
        lx = ox + 478
        self.round_xy, self.face_xy = (lx, 86.0), (lx, 150.0)
        self.free_xy, self.info_w = (lx, 216.0), 200.0
        self.note_xy = (lx, 330.0)
        self.deal_xy = (lx, 416.0)
        self.stock_text = (lx, 438.0)
        self.stock = (lx, 496.0, CW, CH)
        self.header_buttons = (self.w - 250, self.w - 130)
        top = 716.0
        self.right = (ox + 24, top, 672.0, self.h - top - 16)
        self.text_xy, self.text_w = (ox + 44, top + 12), 330.0
        self.keys_y = self.h - 16 - 50
        self.text_bottom = self.h - 46
        self.list_bottom = self.h - 46
        self.bx, self.bw, self.bw2 = (ox + 392, ox + 544), 140.0, 292.0
        self.by = (top + 12, top + 66, top + 120, top + 176)
        self.field = (ox + 392, top + 176, 140.0, 44.0)
        self.go = (ox + 544, top + 176, 140.0, 44.0)
        self.deal_label = None  # (the field's placeholder says what it is for)
        self.waiting = ((self.w - 600) / 2, 200.0, 600.0, 420.0)

    def pile_rect(self, i: int) -> tuple[float, float, float, float]:
        return (self.cols[i % 3], self.rows[i // 3], CW, CH)

    def pending_rect(self, i: int) -> tuple[float, float, float, float]:
        x, y, w, h = self.pile_rect(i)
        return (x + PENDING_SHIFT[0], y + PENDING_SHIFT[1], w, h)

    @property
    def banner(self) -> tuple[float, float, float]:
        """The round banner: its centre and width (over the piles)."""
        return (self.cols[1] + CW / 2, self.rows[1] + CH / 2, self.cols[2] + CW - self.cols[0])


def wrap(text: str, size: float, width: float, m, style: str = "sans") -> list[str]:
    """Word-wrap ``text`` to lines no wider than ``width`` logical pixels."""
    f = fonts.font(m.px(size), style)
    limit = m.px(width)
    lines: list[str] = []
    cur = ""
    for word in text.split():
        trial = f"{cur} {word}" if cur else word
        if cur and f.size(trial)[0] > limit:
            lines.append(cur)
            cur = word
