"""Where the Twenty-Nine table's pieces go: the stage (logical 1280x720) with relative seat 0
at the bottom, then clockwise left, top, right; and in a tall narrow window the column stage,
the same pieces stacked top to bottom (see ``Geometry``)."""

from __future__ import annotations

TEAM_COLOURS = ((240, 200, 80), (120, 196, 255))
MARKER_RANK = "2"  # the marker is a spare card (2 to 5) of the trump suit (N-2, N-10)

# the stage (logical 1280x720); relative seat 0 is the bottom, then clockwise: left, top, right
FAN_AREA = {0: (296.0, 566.0, 600.0, 134.0), 1: (20.0, 204.0, 74.0, 250.0), 2: (456.0, 10.0, 280.0, 82.0),
            3: (1186.0, 204.0, 74.0, 250.0)}
FAN_CARD = {0: (92.0, 129.0), 1: (54.0, 76.0), 2: (54.0, 76.0), 3: (54.0, 76.0)}
FAN_STEP = {0: None, 1: 24.0, 2: 26.0, 3: 24.0}
PLATES = {0: (286.0, 640.0, "midright"), 1: (18.0, 196.0, "bottomleft"), 2: (748.0, 40.0, "midleft"),
          3: (1262.0, 196.0, "bottomright")}
MARKER_AT = {0: (914.0, 566.0), 1: (104.0, 290.0), 2: (392.0, 12.0), 3: (1118.0, 290.0)}
MARKER_SIZE = (58.0, 81.0)
TRICK_CENTRE = (640.0, 296.0)
INFO = (12.0, 10.0, 372.0, 132.0)
SCORE = (906.0, 10.0, 362.0, 132.0)
SUMMARY = (240.0, 148.0, 760.0, 432.0)  # under the panels, left of the buttons
PAIR_AT = {0: (140.0, 452.0), 1: (176.0, 214.0), 2: (340.0, 150.0), 3: (966.0, 214.0)}  # a shown pair's panel
PAIR_PANEL = (138.0, 118.0)
SHEET_COLUMNS = (52, 140, 50, 62, 56, 140, 100, 100)


class Geometry:
    """Where things go on the stage the table has: the 16:9 stage, or in a tall narrow
    window the column stage (app.ui.engine's ``stage_metrics``), where the same pieces are
    stacked top to bottom (the panels, the top seat, the side seats round the trick, the
    decision bar, the buttons, the hand), so text keeps a readable size there."""

    def __init__(self, m):
        self.w, self.h = w, h = m.dw, m.dh
        self.portrait = m.column
        if not self.portrait:
            self.fan_area, self.fan_card, self.fan_step = FAN_AREA, FAN_CARD, FAN_STEP
            self.plates, self.marker_at, self.trick_centre = PLATES, MARKER_AT, TRICK_CENTRE
            self.radius = (580.0, 300.0)
            self.info, self.score, self.summary = INFO, SCORE, SUMMARY
            self.ellipse = (470.0, 140.0, 340.0, 312.0)
            self.auction = (490.0, 196.0, 300.0, 200.0)
            self.banner_y = 148.0
            # (the decision bar and its hint end left of Hint and Demo)
            self.bar_y, self.bar_x, self.bar_w, self.hint_w, self.hint_lines = 470.0, 150.0, 850.0, 850.0, 1
            self.review = (806.0, 200.0, 300.0, 262.0)  # the last trick, clear of the trick in progress
            self.toast_y = 548.0
            self.buttons = {"suit": (1010.0, 560.0, 124.0, 38.0), "rank": (1144.0, 560.0, 124.0, 38.0),
                            "last": (1010.0, 606.0, 258.0, 38.0), "rules": (1010.0, 652.0, 124.0, 44.0),
                            "menu": (1144.0, 652.0, 124.0, 44.0)}
            self.assist = ((1010.0, 514.0, 124.0, 38.0), (1144.0, 514.0, 124.0, 38.0))  # Hint, Demo
            self.pair_at = PAIR_AT
            # under the top seat's plate, ending at its right edge: clear of the fan's count and
            # of the score panel
            self.bubble_at = {2: (889.0, 100.0, "topright")}
            sx, sy, sw, sh = SUMMARY
            self.pips = (sx + sw - 340, sy + 56)
            self.sheet = (sx + 20, sy + 212, sw - 40, 166.0)
            self.sheet_columns = SHEET_COLUMNS
            return
        cx = w / 2
        self.fan_area = {0: (90.0, h - 140, w - 110, 134.0), 1: (12.0, 324.0, 74.0, 250.0),
                         2: (cx - 140, 150.0, 280.0, 82.0), 3: (w - 86, 324.0, 74.0, 250.0)}
        self.fan_card, self.fan_step = FAN_CARD, FAN_STEP
        self.plates = {0: (16.0, h - 161, "midleft"), 1: (18.0, 318.0, "bottomleft"),
                       2: (cx + 150, 176.0, "midleft"), 3: (w - 18, 318.0, "bottomright")}
        self.marker_at = {0: (16.0, h - 114), 1: (96.0, 350.0), 2: (cx - 200, 150.0), 3: (w - 154, 350.0)}
        self.trick_centre = (cx, 440.0)
        self.radius = (cx - 40, 380.0)
        self.info = (12.0, 10.0, w - 354, 132.0)
        self.score = (w - 342, 10.0, 330.0, 132.0)
        self.summary = (20.0, 150.0, w - 40, h - 346)  # above the buttons' row
        self.ellipse = (cx - 170, 296.0, 340.0, 290.0)
        self.auction = (cx - 150, 330.0, 300.0, 200.0)
        self.banner_y = 240.0
        self.bar_y, self.bar_x, self.bar_w, self.hint_w, self.hint_lines = h - 310, 20.0, w - 40, w - 40, 2
        self.review = (cx - 170, h - 326, 340.0, 128.0)  # below the trick, above the buttons
        self.toast_y = h - 350
        bw, gap = 92.0, 6.0
        x0, y0 = w - 20 - 5 * bw - 4 * gap, h - 180
        self.buttons = {k: (x0 + i * (bw + gap), y0, bw, 38.0)
                        for i, k in enumerate(("suit", "rank", "last", "rules", "menu"))}
        self.assist = tuple((x, y0 - 46, bw, 38.0) for x, _, _, _ in (self.buttons["rules"], self.buttons["menu"]))
        self.pair_at = {0: (w - 158, h - 330), 1: (92.0, 440.0), 2: (14.0, 148.0), 3: (w - 230, 440.0)}
        self.bubble_at = {2: (cx + 150, 200.0, "topleft")}
        sx, sy, sw, sh = self.summary
        self.pips = (sx + 24, sy + 200)
        self.sheet = (sx + 20, sy + 336, sw - 40, sh - 336 - 64)
        self.sheet_columns = (44, 112, 40, 54, 50, 124, 100, 100)

    def bar(self, width: float, height: float = 46.0) -> tuple[float, float, float, float]:
        """The decision bar's rect, ``width`` wide (at most the room there is), centred."""
        width = min(width, self.bar_w)
        return (self.bar_x + (self.bar_w - width) / 2, self.bar_y, width, height)

