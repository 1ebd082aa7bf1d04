"""Where things go on the Tile Poker table: the stage's constants (logical 1280x720) and
``Geometry``, the places of the stage the table has (the 16:9 stage, or the column stage of
a tall narrow window: the board on top, the panels under it)."""

from __future__ import annotations

MIN_TILE_PX = 30  # the least size (pixels) of a tile on the board: below it the board pans

SEAT_COLOURS = ((240, 200, 80), (110, 190, 255))
LINE_COLOUR = (255, 236, 140)

# the stage (logical 1280x720)
VIEWPORT = (292.0, 62.0, 976.0, 540.0)
SEAT_PANELS = ((12.0, 62.0, 268.0, 250.0), (12.0, 318.0, 268.0, 250.0))  # top, bottom
POOL_PANEL = (12.0, 574.0, 268.0, 136.0)
HAND_TILE = 56.0
HAND_GAP = 6.0
PENDING_RECT = (196.0, 604.0, 72.0, 72.0)
POOL_TILE = (30.0, 616.0, 52.0, 52.0)
TILE_INSET = 0.04  # of a cell, each side
BAR_Y = 614.0


class Geometry:
    """Where things go on the stage the table has: the 16:9 stage (the players' panels and the
    pool left of the board, the bar under it) or, in a tall narrow window (the column stage),
    the board on top, the bar, the pool and the log under it, and the two players' panels side
    by side at the bottom, so text keeps a readable size there."""

    PANEL_H = 250.0

    def __init__(self, m):
        self.w, self.h = w, h = m.dw, m.dh
        self.portrait = m.dw < 1100
        if not self.portrait:
            self.viewport = VIEWPORT
            self.seat_panels = SEAT_PANELS
            self.pool_panel = POOL_PANEL
            self.pool_tile = POOL_TILE
            self.pending_rect = PENDING_RECT
            self.pending_label = (PENDING_RECT[0] + PENDING_RECT[2] / 2, POOL_PANEL[1] + 10, "midtop")
            self.bar_y = BAR_Y
            self.bar_x = 292.0
            self.zoom_x = 1118.0
            self.undo = ((958.0, BAR_Y, 76.0, 44.0), (1040.0, BAR_Y, 72.0, 44.0))
            self.header_buttons = ((1030.0, 10.0, 110.0, 40.0), (1150.0, 10.0, 110.0, 40.0))
            self.status = (660.0, 31.0)
            self.log = (292.0, 676.0, 2)
            self.toast_y = 578.0
            return
        vy = 100.0
        below = 8 + 46 + 8 + 100 + 8 + self.PANEL_H + 10
        self.viewport = (12.0, vy, w - 24, h - vy - below)
        self.bar_y = vy + self.viewport[3] + 8
        self.bar_x = 12.0
        self.zoom_x = w - 12 - 150
        py = self.bar_y + 46 + 8
        self.pool_panel = (12.0, py, 340.0, 100.0)
        self.pool_tile = (26.0, py + 36, 52.0, 52.0)
        self.pending_rect = (12 + 254.0, py + 14, 72.0, 72.0)
        self.pending_label = (12 + 246.0, py + 50, "midright")
        self.log = (366.0, py + 20, 3)
        pw = (w - 36) / 2
        sy = py + 100 + 8
        self.seat_panels = ((12.0, sy, pw, self.PANEL_H), (24 + pw, sy, pw, self.PANEL_H))
        self.undo = ((w - 456, 10.0, 96.0, 40.0), (w - 352, 10.0, 96.0, 40.0))
        self.header_buttons = ((w - 250, 10.0, 110.0, 40.0), (w - 130, 10.0, 110.0, 40.0))
        self.status = (w / 2, 78.0)
        self.toast_y = self.bar_y - 40

    @property
    def bar_end(self) -> float:
        """Where the bar's left part (the actions, a word on the turn) ends."""
        return self.undo[0][0] - 8 if not self.portrait else self.zoom_x - 8


def hand_rect(geo: Geometry, top: int, i: int) -> tuple[float, float, float, float]:
    """Tile ``i`` of the hand in player panel ``top`` (0 the top panel, 1 the bottom one):
    two rows of four, centred in the panel under its words."""
    px, py, pw, ph = geo.seat_panels[top]
    row, col = divmod(i, 4)
    x0 = px + (pw - (4 * HAND_TILE + 3 * HAND_GAP)) / 2
    return (x0 + col * (HAND_TILE + HAND_GAP), py + 124 + row * (HAND_TILE + HAND_GAP), HAND_TILE, HAND_TILE)
