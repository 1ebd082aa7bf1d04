"""Where things go on the Jammat table: the grid's cells while arranging, the lines panel,
the grids of the reveal, the positions strip and the match table, on the 16:9 stage or the
column stage of a tall narrow window. Pure arithmetic in logical units (no drawing)."""

from __future__ import annotations

import math

from app.ui import fonts

# arranging layout (logical stage): the 16:9 stage, and a tall one for narrow windows
GRID2 = dict(x=150.0, y=118.0, cw=112.0, ch=156.0, gap=16.0)
GRID3 = dict(x=36.0, y=150.0, cw=70.0, ch=98.0, gap=8.0, layer_gap=34.0)
PANEL = (790.0, 74.0, 470.0, 560.0)
# in the reveal, what a grid's cell holds besides its cards: the name above (28) and the line
# label below (26), and a gap before the next grid's name
LABEL_ROOM = 56.0


class Geometry:
    """Where things go on the stage the table has: the 16:9 stage (grid left, lines panel
    right, results below) or, in a tall narrow window, a column (grid above the panel,
    results below the grids), so text keeps a readable size there."""

    def __init__(self, m, grid_kind: str):
        self.w, self.h = m.dw, m.dh
        self.grid_kind = grid_kind
        self.portrait = m.dw < 1100
        w = self.w
        if not self.portrait:
            self.grid2, self.grid3, self.panel = GRID2, GRID3, PANEL
            self.line_cols = 2  # (3D lines list)
            self.reveal_area = (20.0, 74.0, 1240.0, 452.0)
            self.lower_y = 548.0  # positions strip, verdict, match table
            self.match_xy = (660.0, 548.0)
            self.header_buttons = (1030.0, 1150.0)
            self.reveal_button_xy = (850.0, 12.0)
            return
        self.grid2 = dict(GRID2, x=(w - 3 * 112 - 2 * 16 - 250) / 2, y=110.0)
        self.grid3 = dict(GRID3, x=(w - (3 * (3 * 70 + 2 * 8) + 2 * 34)) / 2, y=150.0)
        if grid_kind == "2d":
            self.panel = (40.0, 650.0, w - 80, 360.0)
        else:
            self.panel = (40.0, 520.0, w - 80, 420.0)
        self.line_cols = 3
        # the grids start under the Next deal button (at y 64 to 108) and their names over them
        top = 112.0 + 22.0 * fonts.scale()
        self.reveal_area = (20.0, top, w - 40, self.h - top - 380)
        self.lower_y = self.h - 350
        self.match_xy = (54.0, self.h - 170)
        self.header_buttons = (w - 250, w - 130)
        self.reveal_button_xy = (w - 200, 64.0)

    @property
    def line_rows(self) -> int:
        return -(-49 // self.line_cols)

    @property
    def list_w(self) -> float:
        """The width of the 2D lines list (in a column, the panel's right part is free)."""
        return 470.0 if self.portrait else self.panel[2]

    # ---------------------------------------------------------------- arranging
    def cell_rect(self, i: int) -> tuple[float, float, float, float]:
        """Cell ``i`` of the grid being arranged (a 3x3 grid, or a cube's three layers side
        by side)."""
        if self.grid_kind == "2d":
            g = self.grid2
            r, c = divmod(i, 3)
            return (g["x"] + c * (g["cw"] + g["gap"]), g["y"] + r * (g["ch"] + g["gap"]), g["cw"], g["ch"])
        g = self.grid3
        x, rest = divmod(i, 9)
        y, z = divmod(rest, 3)
        return (self.layer_left(x) + z * (g["cw"] + g["gap"]), g["y"] + y * (g["ch"] + g["gap"]), g["cw"], g["ch"])

    @property
    def layer_w(self) -> float:
        g = self.grid3
        return 3 * g["cw"] + 2 * g["gap"]

    def layer_left(self, layer: int) -> float:
        g = self.grid3
        return g["x"] + layer * (self.layer_w + g["layer_gap"])

    def line_at(self, lpos, suggesting: bool) -> int | None:
        """Index (in the strongest-first list) of the line whose list entry is under lpos
        (none in 3D while the suggestion takes the panel)."""
        x, y = lpos
        px, py, pw, ph = self.panel
        if self.grid_kind == "2d":
            if not (px <= x <= px + self.list_w):
                return None
            i = int((y - (py + 52)) // 34)
            return i if 0 <= i < 8 and y >= py + 52 else None
        if not (px <= x <= px + pw) or suggesting:
            return None
        col = min(self.line_cols - 1, int((x - px) // (pw / self.line_cols)))
        i = int((y - (py + 44)) // 20.4)
        if y < py + 44 or not 0 <= i < self.line_rows:
            return None
        k = col * self.line_rows + i
        return k if k < 49 else None

    def assist_rects(self) -> tuple[tuple, tuple]:
        """Where Hint and Demo go while arranging: beside Undo, Redo, Suggest and Confirm
        (left of them; in a column, right of them)."""
        px, py, pw, ph = self.panel
        y = py + ph + 16
        if self.portrait:
            return (px + 462, y, 80, 52), (px + 548, y, 84, 52)
        return (px - 172, y, 80, 52), (px - 86, y, 80, 52)

    def suggestion_buttons(self) -> tuple[tuple, tuple]:
        """Where Apply and Hide go while a suggestion is shown."""
        px, py, pw, ph = self.panel
        if self.grid_kind == "2d" and self.portrait:  # right of the lines list, by the preview
            return (px + pw - 170, py + 60, 150, 46), (px + pw - 170, py + 118, 150, 46)
        if self.grid_kind == "2d":  # beside the preview, under the lines list
            return (px + 300, py + 372, 150, 46), (px + 300, py + 430, 150, 46)
        # the preview takes the panel: its buttons at the panel's foot
        return (px + 60, py + ph - 60, 160, 46), (px + 250, py + ph - 60, 160, 46)

    # ---------------------------------------------------------------- the reveal
    def reveal_layout(self, n: int, page: int) -> list[tuple]:
        """(seat, x, y, card w, card h, gap) for each grid shown now (``n`` players; with
        more than four cubes, ``page`` 0 shows the first four, 1 the others)."""
        left, area_top, area_w, area_h = self.reveal_area
        if self.grid_kind == "2d":
            if self.portrait:
                per_row = 2 if n <= 4 else 3
            else:
                per_row = n if n <= 4 else math.ceil(n / 2)
            rows = math.ceil(n / per_row)
            cell_w = area_w / per_row
            cell_h = area_h / rows
            ch = min((cell_h - LABEL_ROOM) / 3.16, (cell_w - 20) / 3.15 * 1.4, 120)
            cw = ch / 1.4
            gap = ch * 0.08
            out = []
            for s in range(n):
                row, col = divmod(s, per_row)
                gw = 3 * cw + 2 * gap
                x = left + col * cell_w + (cell_w - gw) / 2
                y = area_top + row * cell_h + 28
                out.append((s, x, y, cw, ch, gap))
            return out
        seats = list(range(n))
        if n > 4:
            seats = seats[:4] if page == 0 else seats[4:]
        per_row = 1 if len(seats) == 1 or (self.portrait and len(seats) == 2) else 2
        rows = math.ceil(len(seats) / per_row)
        cell_w, cell_h = area_w / per_row, area_h / rows
        ch = min((cell_h - LABEL_ROOM) / 3.12, (cell_w - 40) / 9.9 * 1.4, 90)
        cw = ch / 1.4
        gap = ch * 0.06
        out = []
        for k, s in enumerate(seats):
            row, col = divmod(k, per_row)
            cube_w = 9 * cw + 6 * gap + 2 * 3 * gap
            x = left + col * cell_w + (cell_w - cube_w) / 2
            y = area_top + row * cell_h + 28
            out.append((s, x, y, cw, ch, gap))
        return out

    def reveal_cell(self, x, y, cw, ch, gap, i) -> tuple[float, float, float, float]:
        """Cell ``i`` of a revealed grid whose top-left is (x, y)."""
        if self.grid_kind == "2d":
            r, c = divmod(i, 3)
            return (x + c * (cw + gap), y + r * (ch + gap), cw, ch)
        lx, rest = divmod(i, 9)
        ry, rz = divmod(rest, 3)
        layer_w = 3 * cw + 2 * gap + 3 * gap
        return (x + lx * layer_w + rz * (cw + gap), y + ry * (ch + gap), cw, ch)

    def position_box(self, i: int, n: int, done: bool) -> tuple[float, float, float, float]:
        """Where position ``i`` of ``n`` is in the positions strip: centred while the reveal
        runs, at the left once it is ``done`` (the match table takes the right)."""
        gap = 8.0 if self.grid_kind == "2d" else 2.0
        avail = self.w - 50 if self.portrait else 600.0 if done else 1230.0
        box = min(62.0, (avail - (n - 1) * gap) / n)
        total = n * box + (n - 1) * gap
        x0 = 24.0 if done else self.w / 2 - total / 2
        return (x0 + i * (box + gap), self.lower_y, box, 34.0)

    def position_at(self, lpos, n: int, done: bool) -> int | None:
        x, y = lpos
        for i in range(n):
            bx, by, bw, bh = self.position_box(i, n, done)
            if bx - 1 <= x <= bx + bw + 1 and by <= y <= by + bh:
                return i
        return None


def move_cursor(grid_kind: str, cursor: int, dx: int, dy: int) -> int:
    """The cell the keyboard cursor goes to from ``cursor`` one step right (dx 1), left
    (dx -1), down (dy 1) or up (dy -1), wrapping round; in a cube, right and left go on
    into the next layer."""
    if grid_kind == "2d":
        r, c = divmod(cursor, 3)
        return ((r + dy) % 3) * 3 + (c + dx) % 3
    x, rest = divmod(cursor, 9)
    y, z = divmod(rest, 3)
    x, z = divmod((x * 3 + z + dx) % 9, 3)
    return 9 * x + 3 * ((y + dy) % 3) + z
