"""The Jammat table: setup, dealing, arranging (drag to swap, click two cards, or the
keyboard), live line labels, Suggest, pass-and-play, computer seats, the reveal with its
position-by-position comparison, and the match table.

The scene is thin: the state, the deal, what is legal, the line keys and every result come
from app.rules.jammat. Trying arrangements is local to the scene until Confirm submits one
Arrange move.
"""

from __future__ import annotations

import math

import pygame

from app.rules import jammat as J
from app.rules.jammat_search import best_grid
from app.scenes.setup import COMPUTER_NAMES, GameSetup, SeatConfig, TableConfig
from app.scenes.table import TableBase
from app.ui import fonts
from app.ui.animator import Slot
from app.ui.movedrag import Choice
from app.ui.thinker import ThinkingFailed
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, blit_text, draw_felt, panel, wrap_text

LEVELS = ("easy", "normal", "expert")
PLAYER_COLOURS = [(240, 200, 80), (110, 190, 255), (250, 130, 120), (150, 230, 140),
                  (220, 150, 250), (255, 170, 80), (120, 230, 220), (235, 235, 235)]
CATEGORY_COLOURS = {6: (245, 196, 70), 5: (214, 130, 250), 4: (110, 170, 255), 3: (90, 220, 200),
                    2: (150, 225, 130), 1: (190, 196, 190)}
# what happened to a line at its position, the one meaning of these colours in the reveal;
# each has a mark too, so it is never said by colour alone
WON, TIED, BEATEN = "won", "tied", "beaten"
RESULT_COLOURS = {WON: (245, 200, 75), TIED: (120, 190, 255), BEATEN: (235, 105, 95)}
RESULT_WORDS = {WON: "won", TIED: "tied at the top", BEATEN: "beaten"}
LINE_NAMES_2D = ("Row 1", "Row 2", "Row 3", "Column 1", "Column 2", "Column 3", "Diagonal", "Anti-diagonal")

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
        self.reveal_area = (20.0, 110.0, w - 40, self.h - 110 - 380)
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


def line_result(position, seat: int) -> str:
    """WON, TIED or BEATEN: how ``seat``'s line did at ``position`` (tied: level with the best
    when nobody has it alone)."""
    if position.winner == seat:
        return WON
    if position.winner is None and position.keys[seat] == max(position.keys):
        return TIED
    return BEATEN


def draw_mark(surface, kind: str, centre, size: int, colour) -> None:
    """The mark of a result, drawn as lines (no font needed): a check for won, an equals sign
    for tied, a cross for beaten."""
    cx, cy = centre
    h = size / 2
    w = max(2, round(size / 6))
    if kind == WON:
        pygame.draw.lines(surface, colour, False, [(cx - h, cy), (cx - h / 3, cy + h * 0.7), (cx + h, cy - h * 0.7)], w)
    elif kind == TIED:
        pygame.draw.line(surface, colour, (cx - h, cy - h / 3), (cx + h, cy - h / 3), w)
        pygame.draw.line(surface, colour, (cx - h, cy + h / 3), (cx + h, cy + h / 3), w)
    else:
        pygame.draw.line(surface, colour, (cx - h * 0.8, cy - h * 0.8), (cx + h * 0.8, cy + h * 0.8), w)
        pygame.draw.line(surface, colour, (cx - h * 0.8, cy + h * 0.8), (cx + h * 0.8, cy - h * 0.8), w)


def short_key(key) -> str:
    """A shorter description for column labels: the category only."""
    return J.CATEGORY_NAMES[key[0]]


class JammatSetup(GameSetup):
    def __init__(self, app):
        super().__init__(app, "jammat", lambda cfg: JammatTable(app, cfg), LEVELS,
                         resume=lambda data: JammatTable.resume(app, data),
                         notes="Everyone arranges their cards in a grid (9 cards and 8 lines, or 27 "
                               "and 49 in 3D); lines are compared strongest against strongest.")

    @classmethod
    def demo(cls, app, variant: str, seed: int):
        """Screens for --screenshot: "" setup, "arrange", "arrange3d", "pick", "pick3d" (a
        card picked by keyboard, the cursor on another), "pass", "reveal", "reveal3d",
        "results", "results3d" (the reveal finished), "inspect", "inspect3d" (a position's
        lines shown after the reveal), "many" (6 players revealed), "robin"."""
        if not variant:
            return cls(app)
        grid = "3d" if variant.endswith("3d") else "2d"
        humans = 2 if variant == "pass" else 1
        n = {"many": 6, "robin": 4, "inspect": 3}.get(variant, 2)
        seats = [SeatConfig(app.settings.player_name if i == 0 else f"Player {i + 1}", "human")
                 for i in range(humans)]
        seats += [SeatConfig(COMPUTER_NAMES[i], "computer", "normal") for i in range(len(seats), n)]
        compare = "round_robin" if variant == "robin" else "positional"
        cfg = TableConfig("jammat", seats, J.INFO.resolve_options({"grid": grid, "deals": 3, "compare": compare}),
                          seed)
        table = JammatTable(app, cfg)
        table._demo = variant
        table.saving = False  # a screenshot writes nothing to the player's saves
        return table


class JammatTable(TableBase):
    portrait_layout = True  # a tall narrow window gets the column stage (see Geometry)
    column_min_h = 1100.0
    """Jammat on the table frame. Arranging is local to the scene (swaps are not rules
    moves): the frame's drag controller is fed the swaps as choices, and Confirm plays one
    Arrange move. Computers arrange while the humans do (asked ahead by the frame)."""

    game_id = "jammat"
    undo_allowed = False  # an arrangement is undone swap by swap; a revealed deal stays revealed
    keyboard_choices = False  # the arrows move a cursor over the grid instead

    def __init__(self, app, config: TableConfig, autoplay: bool = False):
        super().__init__(app, config, autoplay)
        self.grid_kind = config.options["grid"]
        self.a23 = config.options["a23"]
        self.n_cells = J.cards_per_player(self.grid_kind)
        self.thinker.specs["suggest"] = ("normal", config.seed)
        self.phase = "waiting"  # waiting | arrange | reveal
        self.arrangement: list = []
        self.cursor = 4 if self.grid_kind == "2d" else 13
        self.suggestion: tuple | None = None
        self.suggest_ticket: int | None = None
        self.suggest_for: tuple[int, int] | None = None  # (seat, deal) the suggestion is for
        self.undo_stack: list[tuple] = []
        self.redo_stack: list[tuple] = []
        self.hover_line: int | None = None
        self.reveal_index = -1
        self.reveal_step = 0.0
        self.reveal_page = 0
        self.hover_pos: int | None = None  # the position box under the pointer (after the reveal)
        self.pinned_pos: int | None = None  # the position box clicked (or chosen by the arrows)
        self._demo = ""
        # the statistics count, per seat, the Suggests asked for and the swaps taken back
        self.hints_used = [0] * len(config.seats)
        self.undos_used = [0] * len(config.seats)
        self._build_buttons()

    # ================================================================= flow (frame hooks)
    def start(self) -> None:
        ui = self.resume_ui
        if ui.get("reveal") is not None and ui.get("reveal") == len(self.view.history) - 1:
            self.resume_ui = {}
            self.start_reveal()  # the result that was on screen when the game was left
            self.skip_reveal()
            return
        self.advance()

    def ui_state(self) -> dict:
        if self.phase == "reveal" and self.reveal_index >= 0:
            return {"reveal": self.reveal_index}
        if self.phase == "arrange" and self.viewer is not None:
            return {"arranging": self.viewer, "deal": self.view.deal,
                    "cards": [c.text for c in self.arrangement]}
        return {}

    def after_push(self) -> None:
        """Screenshots: bring the demo table to the state its name promises."""
        v = self._demo
        if v in ("reveal", "reveal3d", "results", "results3d", "inspect", "inspect3d", "many", "robin"):
            while self.phase != "reveal":
                if self.phase == "arrange":
                    self.confirm()
                elif self.thinking is not None:
                    self.finish_thinking_now()
                    self.update(0.0)
                else:
                    self.update(0.0)
            if v != "reveal" and v != "reveal3d":
                self.reveal_step = 1e9
            else:
                self.reveal_step = 4.4
            if v.startswith("inspect"):  # a tied position where there is one
                ties = [p.index for p in self.deal_result.positions if p.winner is None]
                self.pinned_pos = ties[0] if ties else 1
            self.tweens.finish_all()
        elif v in ("arrange", "arrange3d", "suggest", "suggest3d", "pick", "pick3d"):
            self.tweens.finish_all()
            self.hover_line = None
            if v.startswith("pick"):
                self._key(pygame.K_RETURN)
                self._key(pygame.K_RIGHT)
                self._key(pygame.K_DOWN)
            if v.startswith("suggest"):
                self.suggest()
                if self.suggest_ticket is not None:
                    self.thinker.wait(self.suggest_ticket)
                    self.update(0.0)
        elif v == "pass":
            # the first player arranges and confirms; the screen then asks for the second
            self.app.scenes.top.ready()
            self.tweens.finish_all()
            self.confirm()
        self._build_buttons()

    def before_turn(self, seat: int) -> None:
        """Arranging is simultaneous: every computer seat starts as soon as the deal is dealt,
        each from its own view (the rules take the commits one seat after another)."""
        for s in range(len(self.seats)):
            if not self.seats[s].human and not self.view.committed[s]:
                # a seat's move is its own cards in an order of its choice (J-4)
                self.ask_ahead(s, lambda view: (J.Arrange(view.hand),))
        self.phase = "waiting"

    def pass_note(self, seat: int) -> str:
        return f"Deal {self.view.deal + 1} of {self.view.deals}: your turn to arrange."

    def on_turn(self, seat: int) -> None:
        self.begin_arrange(seat)

    def begin_arrange(self, seat: int) -> None:
        view = self.view
        self.phase = "arrange"
        self.arrangement = list(view.hand)
        self.undo_stack, self.redo_stack = [], []
        ui, self.resume_ui = self.resume_ui, {}
        if ui.get("arranging") == seat and ui.get("deal") == view.deal and isinstance(ui.get("cards"), list):
            saved = [str(c) for c in ui["cards"]]
            if sorted(saved) == sorted(c.text for c in view.hand):  # the same cards, as they were laid out
                by_text = {c.text: c for c in view.hand}
                self.arrangement = [by_text[t] for t in saved]
        self.animator.clear()
        self.sync_layout(origin=(self.geo.w / 2 - 40, self.geo.h + 40, 0, 0), stagger=0.04)
        self._build_buttons()
        self.app.sounds.play("deal")

    def _drop_suggestion(self) -> None:
        """Forget any suggestion (ready or still being worked out): it belongs to the seat
        whose turn is ending and must never reach another seat."""
        self.suggestion = None
        self.thinker.cancel(self.suggest_ticket)
        self.suggest_ticket = None
        self.suggest_for = None

    def self_check(self) -> list[str]:
        """Arranging is local to the table: no card lost or doubled, every card shown."""
        problems = []
        if self.phase == "arrange":
            if sorted(self.arrangement) != sorted(self.full_state().hands[self.viewer]):
                problems.append("the arrangement tried is not the hand's cards")
            if [sp.card for sp in self.sprites] != self.arrangement:
                problems.append("the cards shown are not the arrangement tried")
        return problems

    def confirm(self) -> None:
        if self.phase != "arrange":
            return
        self.drag.cancel()
        self._drop_suggestion()
        if self.play(J.Arrange(tuple(self.arrangement))):
            self.app.sounds.play("place")

    def on_moved(self, old_view, move, seat: int) -> None:
        self.hover_line = None
        if len(self.view.history) > len(old_view.history):
            self.start_reveal()
            return
        if seat == self.viewer or self.phase != "arrange":
            self.phase = "waiting"
            self.animator.clear()
            self._build_buttons()

    def start_reveal(self) -> None:
        self.phase = "reveal"
        self.hold = "reveal"
        self.animator.clear()
        self.reveal_index = len(self.view.history) - 1
        self.reveal_step = 0.0
        self.reveal_page = 0
        self.hover_pos = self.pinned_pos = None
        self.app.sounds.play("flip")
        self._build_buttons()
        self.autosave()  # a resume shows this result again

    def next_deal(self) -> None:
        self.phase = "waiting"
        self._build_buttons()
        self.continue_play()
        self._build_buttons()
        self.autosave()  # the result is no longer on screen

    def continue_play(self) -> None:
        self.phase = "waiting"
        super().continue_play()

    def save_summary(self) -> str:
        """What the save holds, for the setup screen: the deal whose result is on screen (or
        the last one played) as finished, else the deal being arranged as in progress, and
        the match points so far."""
        v = self.view
        deals, done = v.deals, len(v.history)
        if self.phase == "reveal" or done >= deals:
            where = f"deal {done} of {deals} finished"
        else:
            where = f"deal {done + 1} of {deals} in progress"
        points = ", ".join(f"{self.seat_name(s)} {format_points(p)}" for s, p in enumerate(v.match_points))
        return f"{where} (match points: {points})"

    # ================================================================= layout and swaps
    @property
    def geo(self) -> Geometry:
        m = self.m
        if getattr(self, "_geo_for", None) != (m.dw, m.dh):
            self._geo, self._geo_for = Geometry(m, self.grid_kind), (m.dw, m.dh)
        return self._geo

    def resize(self, m) -> None:
        if self.phase == "arrange":
            self.sync_layout(animate=False)
        self._build_buttons()

    def cell_rect(self, i: int) -> tuple[float, float, float, float]:
        if self.grid_kind == "2d":
            g = self.geo.grid2
            r, c = divmod(i, 3)
            return (g["x"] + c * (g["cw"] + g["gap"]), g["y"] + r * (g["ch"] + g["gap"]), g["cw"], g["ch"])
        g = self.geo.grid3
        x, rest = divmod(i, 9)
        y, z = divmod(rest, 3)
        layer_w = 3 * g["cw"] + 2 * g["gap"]
        left = g["x"] + x * (layer_w + g["layer_gap"])
        return (left + z * (g["cw"] + g["gap"]), g["y"] + y * (g["ch"] + g["gap"]), g["cw"], g["ch"])

    def layout(self) -> list[Slot]:
        if self.phase != "arrange":
            return []
        return [Slot("grid", i, card, True, self.cell_rect(i), i) for i, card in enumerate(self.arrangement)]

    @property
    def sprites(self) -> list:
        """The sprite in each cell (tests)."""
        return [self.animator.sprites[("grid", i)] for i in range(len(self.arrangement))]

    @property
    def selected(self) -> int | None:
        sel = self.drag.selected
        return sel[1] if sel is not None else None

    def swap(self, i: int, j: int) -> None:
        if i == j or self.phase != "arrange":
            return
        self.undo_stack.append(tuple(self.arrangement))
        self.redo_stack.clear()
        a = self.arrangement
        a[i], a[j] = a[j], a[i]
        self.drag.selected = None
        self.sync_layout(duration=0.2)
        self.app.sounds.play("place")
        self._arrangement_changed()

    def _rearrange(self, cards) -> None:
        self.arrangement = list(cards)
        self.drag.selected = None
        self.sync_layout()
        self._arrangement_changed()

    def undo(self) -> None:
        """Take back the last swap (or applied suggestion) of this arrangement."""
        if self.phase != "arrange" or not self.undo_stack:
            return
        self.drag.cancel()
        if self.viewer is not None:
            self.undos_used[self.viewer] += 1
        self.redo_stack.append(tuple(self.arrangement))
        self._rearrange(self.undo_stack.pop())
        self._build_buttons()

    def redo(self) -> None:
        if self.phase != "arrange" or not self.redo_stack:
            return
        self.drag.cancel()
        self.undo_stack.append(tuple(self.arrangement))
        self._rearrange(self.redo_stack.pop())
        self._build_buttons()

    def _arrangement_changed(self) -> None:
        """Keep the arrangement in progress in the autosave (resume shows it as it was)."""
        self._build_buttons()
        self.autosave()

    # the drag controller's choices: every swap of two cells (local, not a rules move)
    def choices(self) -> list[Choice]:
        if self.phase != "arrange":
            return []
        if self._choices is None:
            n = len(self.arrangement)
            self._choices = [Choice(("grid", i), ("grid", j), (i, j)) for i in range(n) for j in range(n) if i != j]
        return self._choices

    def place_rect(self, place):
        return self.cell_rect(place[1])

    def play_choice(self, choice: Choice) -> None:
        self.swap(*choice.payload)

    def refuse_reason(self, start, lpos) -> str:
        return "Drop a card on another cell to swap the two"

    # ================================================================= suggest
    def suggest(self) -> None:
        if self.phase != "arrange" or self.suggest_ticket is not None:
            return
        self.suggest_for = (self.viewer, self.view.deal)
        if self.viewer is not None:
            self.hints_used[self.viewer] += 1
        if self.grid_kind == "2d":
            self.suggestion = best_grid(self.arrangement, self.a23)
        else:  # a cube takes a while: the thinking process works it out
            self.suggest_ticket = self.thinker.ask("suggest", self.view, (J.Arrange(self.view.hand),))
        self._build_buttons()

    def apply_suggestion(self) -> None:
        if self.suggestion is None or self.phase != "arrange":
            return
        self.drag.cancel()
        if (self.suggest_for != (self.viewer, self.view.deal)
                or sorted(self.suggestion) != sorted(self.arrangement)):
            self._drop_suggestion()  # not this hand's: never applied
            self._build_buttons()
            return
        self.undo_stack.append(tuple(self.arrangement))
        self.redo_stack.clear()
        suggestion, self.suggestion = self.suggestion, None
        self._rearrange(suggestion)
        self._build_buttons()

    def hide_suggestion(self) -> None:
        self.suggestion = None
        self._build_buttons()

    # ================================================================= buttons
    def _build_buttons(self) -> None:
        b = ButtonRow()
        geo = self.geo
        b.add(Button("Menu", (geo.header_buttons[1], 12, 110, 44), self.ask_leave, size=17))
        b.add(Button("Rules", (geo.header_buttons[0], 12, 110, 44), lambda: self.app.open_help(self.app, "jammat"),
                     size=17))
        px, py, pw, ph = geo.panel
        rx, ry = geo.reveal_button_xy
        if self.phase == "arrange":
            if self.suggestion is not None:
                if self.grid_kind == "2d" and geo.portrait:  # right of the lines list, by the preview
                    apply_r, hide_r = (px + pw - 170, py + 60, 150, 46), (px + pw - 170, py + 118, 150, 46)
                elif self.grid_kind == "2d":  # beside the preview, under the lines list
                    apply_r, hide_r = (px + 300, py + 372, 150, 46), (px + 300, py + 430, 150, 46)
                else:  # the preview takes the panel: its buttons at the panel's foot
                    apply_r, hide_r = (px + 60, py + ph - 60, 160, 46), (px + 250, py + ph - 60, 160, 46)
                b.add(Button("Apply", apply_r, self.apply_suggestion, size=18, key=pygame.K_a))
                b.add(Button("Hide", hide_r, self.hide_suggestion, size=18))
            y = py + ph + 16
            b.add(Button("Undo", (px + 20, y, 90, 52), self.undo, size=18, enabled=bool(self.undo_stack),
                         tooltip="Take back the last swap (Ctrl+Z)"))
            b.add(Button("Redo", (px + 118, y, 90, 52), self.redo, size=18, enabled=bool(self.redo_stack),
                         tooltip="Ctrl+Y"))
            b.add(Button("Suggest", (px + 216, y, 110, 52), self.suggest, size=18, key=pygame.K_s,
                         enabled=self.suggestion is None and self.suggest_ticket is None))
            b.add(Button("Confirm", (px + 334, y, 116, 52), self.confirm, size=20, key=pygame.K_c))
        elif self.phase == "reveal":
            if self.reveal_done():
                if self.view.over:
                    b.add(Button("Play again", (rx, ry, 170, 44), self.play_again, size=18, key=pygame.K_RETURN))
                    if self.can_turn_seats:
                        b.add(Button(self.turn_label(), (rx - 190, ry, 180, 44), self.seats_turned, size=17,
                                     tooltip="The same cards again, every player one seat on"))
                else:
                    b.add(Button("Next deal", (rx, ry, 170, 44), self.next_deal, size=18, key=pygame.K_RETURN))
            else:
                b.add(Button("Skip", (rx, ry, 170, 44), self.skip_reveal, size=18, key=pygame.K_RETURN))
            if self.grid_kind == "3d" and len(self.seats) > 4:
                shift = 380 if self.view.over and self.reveal_done() and self.can_turn_seats else 190
                b.add(Button("Other players", (rx - shift, ry, 180, 44), self.flip_page, size=17))
        self.buttons = b

    def flip_page(self) -> None:
        self.reveal_page = 1 - self.reveal_page

    # ================================================================= reveal timing
    @property
    def deal_result(self):
        return self.view.history[self.reveal_index] if self.reveal_index >= 0 else None

    def positions_shown(self) -> int:
        res = self.deal_result
        return min(len(res.positions), int(self.reveal_step)) if res else 0

    def reveal_done(self) -> bool:
        res = self.deal_result
        return res is not None and self.reveal_step >= len(res.positions) + 0.5

    def skip_reveal(self) -> None:
        self.reveal_step = 1e9
        self._build_buttons()

    # ================================================================= events
    def on_event(self, ev) -> None:
        m = self.m
        if self.phase == "arrange":
            if ev.type == pygame.KEYDOWN:
                self._key(ev.key)
            elif ev.type == pygame.MOUSEMOTION:
                line = self._line_at(m.to_logical(ev.pos))
                if line != self.hover_line:
                    self.hover_line = line
                    self.layer.invalidate()
                    self.app.invalidate()
        elif self.phase == "reveal":
            self._reveal_event(ev)

    def _reveal_event(self, ev) -> None:
        """During the reveal a click skips it; after it, pointing at (or clicking, or the
        arrow keys on) a position box shows the lines compared there."""
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if not self.reveal_done():
                self.skip_reveal()
                return
            i = self.position_at(self.m.to_logical(ev.pos))
            self.pinned_pos = None if i is None or i == self.pinned_pos else i
            self.app.invalidate()
        elif ev.type == pygame.MOUSEMOTION and self.reveal_done():
            i = self.position_at(self.m.to_logical(ev.pos))
            if i != self.hover_pos:
                self.hover_pos = i
                self.app.invalidate()
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.reveal_done():
            n = len(self.deal_result.positions)
            cur = self.inspected
            step = 1 if ev.key == pygame.K_RIGHT else -1
            self.pinned_pos = (0 if step > 0 else n - 1) if cur is None else (cur + step) % n
            self.hover_pos = None
            self.app.invalidate()

    @property
    def inspected(self) -> int | None:
        """The position whose lines are shown after the reveal (pointed at, else clicked)."""
        if self.phase != "reveal" or not self.reveal_done():
            return None
        return self.hover_pos if self.hover_pos is not None else self.pinned_pos

    def inspect_rows(self) -> list[dict]:
        """The lines compared at the inspected position, one per seat: its cards, what they
        make and how it did (WON, TIED or BEATEN)."""
        i, res = self.inspected, self.deal_result
        if i is None or res is None:
            return []
        p = res.positions[i]
        return [{"seat": s, "name": self.seat_name(s), "cards": [res.grids[s][c] for c in p.cells[s]],
                 "line": J.describe_key(p.keys[s]), "result": line_result(p, s)} for s in range(len(self.seats))]

    def position_box(self, i: int) -> tuple[float, float, float, float]:
        """Where position ``i``'s box is in the positions strip (logical units)."""
        n = len(self.deal_result.positions)
        geo = self.geo
        gap = 8.0 if self.grid_kind == "2d" else 2.0
        avail = geo.w - 50 if geo.portrait else 600.0 if self.reveal_done() else 1230.0
        box = min(62.0, (avail - (n - 1) * gap) / n)
        total = n * box + (n - 1) * gap
        x0 = 24.0 if self.reveal_done() else geo.w / 2 - total / 2
        return (x0 + i * (box + gap), geo.lower_y, box, 34.0)

    def position_at(self, lpos) -> int | None:
        res = self.deal_result
        if res is None:
            return None
        x, y = lpos
        for i in range(len(res.positions)):
            bx, by, bw, bh = self.position_box(i)
            if bx - 1 <= x <= bx + bw + 1 and by <= y <= by + bh:
                return i
        return None

    def _key(self, key) -> None:
        if self.grid_kind == "2d":
            r, c = divmod(self.cursor, 3)
            moves = {pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1), pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0)}
            if key in moves:
                dr, dc = moves[key]
                self.cursor = ((r + dr) % 3) * 3 + (c + dc) % 3
                return
        else:
            x, rest = divmod(self.cursor, 9)
            y, z = divmod(rest, 3)
            if key in (pygame.K_LEFT, pygame.K_RIGHT):
                col = x * 3 + z + (1 if key == pygame.K_RIGHT else -1)
                col %= 9
                x, z = divmod(col, 3)
                self.cursor = 9 * x + 3 * y + z
                return
            if key in (pygame.K_UP, pygame.K_DOWN):
                y = (y + (1 if key == pygame.K_DOWN else -1)) % 3
                self.cursor = 9 * x + 3 * y + z
                return
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.selected is None:
                self.drag.selected = ("grid", self.cursor)
            elif self.selected == self.cursor:
                self.drag.selected = None
            else:
                self.swap(self.selected, self.cursor)

    def _line_at(self, lpos) -> int | None:
        """Index (in the strongest-first list) of the line whose list entry is under lpos."""
        x, y = lpos
        geo = self.geo
        px, py, pw, ph = geo.panel
        if self.grid_kind == "2d":
            if not (px <= x <= px + geo.list_w):
                return None
            i = int((y - (py + 52)) // 34)
            return i if 0 <= i < 8 and y >= py + 52 else None
        if not (px <= x <= px + pw) or self.suggestion is not None:
            return None
        col = min(geo.line_cols - 1, int((x - px) // (pw / geo.line_cols)))
        i = int((y - (py + 44)) // 20.4)
        if y < py + 44 or not 0 <= i < geo.line_rows:
            return None
        k = col * geo.line_rows + i
        return k if k < 49 else None

    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        if self.suggest_ticket is not None:
            try:
                done, move = self.thinker.poll(self.suggest_ticket)
            except ThinkingFailed:  # asked again and failed each time: no suggestion, the table goes on
                done, move = True, None
                self.toast.show("No suggestion could be worked out this time.", "error")
            if done:
                self.suggest_ticket = None
                if move is not None and self.phase == "arrange" and self.suggest_for == (self.viewer, self.view.deal):
                    self.suggestion = tuple(move.cards)
                self._build_buttons()
            moving = True
        if self.phase == "reveal" and not self.reveal_done():
            speed = 0.0 if self.autoplay else self.app.anim_speed
            per = (0.45 if self.grid_kind == "2d" else 0.09) * speed
            self.reveal_step = self.reveal_step + dt / per if per > 0 else 1e9
            if self.reveal_done():
                self._build_buttons()
                self.app.sounds.play("win")
            moving = True
        if self.hold is not None and self.watching and not self.reveal_done():
            self._hold_time = 0.0  # a table watching itself reads the result once it is all out
        return moving

    # ================================================================= drawing
    def draw(self, surface) -> None:
        m = self.m
        if self.phase == "arrange":
            self.layer.draw(surface, m, self.app.art, self._draw_arrange_bg, self._draw_overlay, self._draw_arrange_fg)
        else:
            draw_felt(surface)
            self._draw_header(surface)
            if self.phase == "reveal" and self.deal_result is not None:
                self._draw_reveal(surface)
            else:
                self._draw_waiting(surface)
            self.buttons.draw(surface, m)
        self.toast.draw(surface, m)

    def _header_text(self) -> str:
        st = self.view
        deals = st.deals
        if self.phase == "reveal" and self.deal_result is not None:
            return f"Jammat  •  deal {self.reveal_index + 1} of {deals}: the reveal"
        return f"Jammat  •  deal {min(st.deal + 1, deals)} of {deals}"

    def _draw_header(self, surface) -> None:
        m = self.m
        blit_text(surface, m, self._header_text(), 24, 34, 24, GOLD, "bold", anchor="midleft")
        if self.phase == "reveal":
            return  # the match table below shows the points
        pts = self.view.match_points
        parts = [f"{s.name} {format_points(p)}" for s, p in zip(self.seats, pts)]
        text = "Match: " + "   ".join(parts)
        size = 17 if len(text) < 70 else 14
        if self.geo.portrait:  # under the title: the header's right holds the buttons
            blit_text(surface, m, text, 24, 74, size, TEXT, anchor="midleft")
        else:
            blit_text(surface, m, text, 1010, 34, size, TEXT, anchor="midright")

    def _draw_arrange_bg(self, surface) -> None:
        m = self.m
        draw_felt(surface)
        self._draw_header(surface)
        # empty cell slots
        for i in range(self.n_cells):
            r = m.rect(*self.cell_rect(i))
            pygame.draw.rect(surface, (14, 66, 40), r, border_radius=m.px(8))
        if self.grid_kind == "3d":
            g = self.geo.grid3
            layer_w = 3 * g["cw"] + 2 * g["gap"]
            for x in range(3):
                left = g["x"] + x * (layer_w + g["layer_gap"])
                blit_text(surface, m, f"Layer {x + 1}", left + layer_w / 2, g["y"] - 30, 18, MUTED, "bold",
                          anchor="midtop")

    def _draw_arrange_fg(self, surface) -> None:
        """Labels, the lines list, the buttons (everything still, above the cards)."""
        m = self.m
        grid_lines = J.grid_lines(self.arrangement, self.a23)
        if self.grid_kind == "2d":
            self._draw_line_labels(surface)
        geo = self.geo
        px, py, pw, ph = geo.panel
        lw = geo.list_w
        panel(surface, m.rect(*geo.panel), radius=m.px(14))
        name = self.seat_name(self.viewer) if self.viewer is not None else ""
        title = f"{name}: your lines, strongest first" if name else "Lines, strongest first"
        if not (self.grid_kind == "3d" and self.suggestion is not None):  # (the preview has its own)
            blit_text(surface, m, title, px + 18, py + 14, 19, GOLD, "bold")
        names = LINE_NAMES_2D
        lines_all = J.lines(self.grid_kind)
        if self.grid_kind == "2d":
            for k, (key, cells) in enumerate(grid_lines):
                y = py + 52 + k * 34
                if k == self.hover_line:
                    pygame.draw.rect(surface, (40, 100, 70), m.rect(px + 8, y - 3, lw - 16, 32), border_radius=m.px(6))
                which = names[lines_all.index(cells)]
                chip = m.rect(px + 18, y + 6, 14, 14)
                pygame.draw.rect(surface, CATEGORY_COLOURS[key[0]], chip, border_radius=m.px(3))
                blit_text(surface, m, f"L{k + 1}", px + 40, y + 13, 16, MUTED, "bold", anchor="midleft")
                blit_text(surface, m, J.describe_key(key), px + 80, y + 13, 17, TEXT, anchor="midleft")
                blit_text(surface, m, which, px + lw - 18, y + 13, 15, MUTED, anchor="midright")
            # the suggestion, or a word of help: under the list, or right of it in a column
            hx, hy, hw = (px + lw + 10, py + 14, pw - lw - 28) if geo.portrait else (px + 20, py + 340, pw - 40)
            if self.suggestion is not None:
                self._draw_suggestion(surface, hx, hy)
            else:
                if self.suggest_ticket is not None:
                    text = "Working out the best arrangement..."
                else:
                    text = ("Drag a card onto another to swap them, or click two cards. Keys: arrows move, "
                            "Enter picks and swaps, S suggest, C confirm.")
                font = fonts.font(m.px(14))
                lines = wrap_text(text, font, m.px(hw))
                top = hy + 40 if geo.portrait else py + ph - 24 - 24 * len(lines)
                for k, line in enumerate(lines):
                    blit_text(surface, m, line, hx, top + 24 * k, 14, MUTED)
        elif self.suggestion is not None:
            self._draw_suggestion(surface, px + 18, py + 14)
        else:
            for k, (key, cells) in enumerate(grid_lines):
                col, row = divmod(k, geo.line_rows)
                x = px + 14 + col * (pw / geo.line_cols)
                y = py + 44 + row * 20.4
                if k == self.hover_line:
                    pygame.draw.rect(surface, (40, 100, 70), m.rect(x - 6, y - 1, pw / geo.line_cols - 10, 20),
                                     border_radius=m.px(4))
                pygame.draw.rect(surface, CATEGORY_COLOURS[key[0]], m.rect(x, y + 4, 10, 10), border_radius=m.px(2))
                blit_text(surface, m, f"{k + 1}. {J.describe_key(key)}", x + 16, y + 9, 13, TEXT, anchor="midleft")
            if self.suggest_ticket is not None:
                blit_text(surface, m, "Working out a good arrangement...", px + 18, py + ph - 30, 14, MUTED)
        if self.grid_kind == "3d":
            blit_text(surface, m, "Drag a card onto another to swap; arrows + Enter work too. 27 cards, 49 lines.",
                      40, py + ph + 88 if geo.portrait else 660, 15, MUTED)
        self.buttons.draw(surface, m)

    def _draw_overlay(self, surface) -> None:
        """Drawn every frame above the still layer: cursor, hovered line, drop targets."""
        m = self.m
        if self.hover_line is not None and self.phase == "arrange":
            gl = J.grid_lines(self.arrangement, self.a23)
            if self.hover_line < len(gl):
                for c in gl[self.hover_line][1]:
                    pygame.draw.rect(surface, GOLD, m.rect(*self.cell_rect(c)).inflate(m.px(6), m.px(6)),
                                     width=max(2, m.px(3)), border_radius=m.px(8))
        if self.drag.dragging or self.selected is None:
            self.drag.draw(surface, m)
        else:
            self._draw_pick(surface)
        if not self.drag.dragging:
            self._draw_cursor(surface)

    def _badge(self, surface, text: str, cell: int, where: str, fill, ink) -> None:
        """A small label across the "top" or "bottom" edge of a cell (the card's corners,
        where its rank is, stay clear)."""
        m = self.m
        x, y, w, h = self.cell_rect(cell)
        img = fonts.text(text, m.px(12 if self.grid_kind == "2d" else 11), ink, "bold")
        r = img.get_rect()
        r.inflate_ip(m.px(10), m.px(4))
        r.centerx = m.pt(x + w / 2, 0)[0]
        r.centery = m.pt(0, y if where == "top" else y + h)[1]
        pygame.draw.rect(surface, fill, r, border_radius=m.px(5))
        surface.blit(img, img.get_rect(center=r.center))

    def _draw_pick(self, surface) -> None:
        """A card picked (by a click or Enter): the other cells, where it may go, in a thin
        line; the picked card in a thick gold one with a "picked" tag."""
        m = self.m
        for i in range(len(self.arrangement)):
            if i != self.selected:
                r = m.rect(*self.cell_rect(i)).inflate(m.px(4), m.px(4))
                pygame.draw.rect(surface, (110, 200, 140), r, width=max(1, m.px(1)), border_radius=m.px(8))
        r = m.rect(*self.cell_rect(self.selected)).inflate(m.px(8), m.px(8))
        pygame.draw.rect(surface, GOLD, r, width=max(3, m.px(5)), border_radius=m.px(10))
        self._badge(surface, "picked", self.selected, "bottom", GOLD, (30, 30, 20))

    def _draw_cursor(self, surface) -> None:
        """The keyboard cursor: white corner brackets outside the cell (a shape no outline
        has), and with a card picked elsewhere, a "swap" tag on the cell it would go to."""
        m = self.m
        pad = 6 if self.grid_kind == "2d" else 4
        r = m.rect(*self.cell_rect(self.cursor)).inflate(m.px(2 * pad), m.px(2 * pad))
        arm = max(6, min(r.w, r.h) // 4)
        t = max(3, m.px(4))
        white = (255, 255, 255)
        for cx, cy, dx, dy in ((r.left, r.top, 1, 1), (r.right, r.top, -1, 1), (r.left, r.bottom, 1, -1),
                               (r.right, r.bottom, -1, -1)):
            pygame.draw.line(surface, white, (cx, cy), (cx + dx * arm, cy), t)
            pygame.draw.line(surface, white, (cx, cy), (cx, cy + dy * arm), t)
        if self.selected is not None and self.selected != self.cursor and not self.drag.dragging:
            word = "swap here" if self.grid_kind == "2d" else "swap"
            self._badge(surface, word, self.cursor, "top", white, (30, 30, 20))

    def _draw_line_labels(self, surface) -> None:
        m = self.m
        g = self.geo.grid2
        keys = J.line_keys(self.arrangement, self.a23)
        right = g["x"] + 3 * g["cw"] + 2 * g["gap"]
        for r in range(3):
            y = g["y"] + r * (g["ch"] + g["gap"]) + g["ch"] / 2
            self._label(surface, J.describe_key(keys[r]), keys[r], right + 14, y, "midleft", 230)
        bottom = g["y"] + 3 * g["ch"] + 2 * g["gap"]
        for c in range(3):
            x = g["x"] + c * (g["cw"] + g["gap"]) + g["cw"] / 2
            self._label(surface, short_key(keys[3 + c]), keys[3 + c], x, bottom + 16, "center", g["cw"] + 12)
        self._label(surface, "\u2198 " + short_key(keys[6]), keys[6], right + 14, bottom + 16, "midleft", 230)
        self._label(surface, "\u2197 " + short_key(keys[7]), keys[7], right + 14, g["y"] - 16, "midleft", 230)

    def _label(self, surface, text, key, x, y, anchor, max_w) -> None:
        m = self.m
        colour = CATEGORY_COLOURS[key[0]]
        size = 16
        f = fonts.font(m.px(size), "bold")
        while f.size(text)[0] > m.px(max_w) and size > 11:
            size -= 1
            f = fonts.font(m.px(size), "bold")
        blit_text(surface, m, text, x, y, size, colour, "bold", anchor=anchor)

    def _draw_suggestion(self, surface, x, y) -> None:
        """The suggested arrangement as a small preview: a 3x3 grid (2D, under the lines
        list, the Apply and Hide buttons beside it) or the three layers of a cube with its
        strongest lines (3D, in place of the lines list)."""
        m = self.m
        if self.grid_kind == "2d":
            blit_text(surface, m, "Suggested (best arrangement):", x, y, 16, GOLD, "bold")
            cw, ch, gap = 41.0, 58.0, 5.0
            for i, card in enumerate(self.suggestion):
                r, c = divmod(i, 3)
                rect = m.rect(x + c * (cw + gap), y + 26 + r * (ch + gap), cw, ch)
                surface.blit(self.app.art.face(card, rect.w, rect.h), rect)
            return
        blit_text(surface, m, "Suggested arrangement (a good one):", x, y, 18, GOLD, "bold")
        cw, ch, gap, layer_gap = 42.0, 59.0, 4.0, 14.0
        top = y + 32
        for i, card in enumerate(self.suggestion):
            lx, rest = divmod(i, 9)
            ry, rz = divmod(rest, 3)
            left = x + lx * (3 * cw + 2 * gap + layer_gap)
            rect = m.rect(left + rz * (cw + gap), top + ry * (ch + gap), cw, ch)
            surface.blit(self.app.art.face(card, rect.w, rect.h), rect)
        lines_top = top + 3 * ch + 2 * gap + 18
        blit_text(surface, m, "Its strongest lines:", x, lines_top, 15, MUTED, "bold")
        suggested = J.grid_lines(self.suggestion, self.a23)
        rows = 4 if self.geo.portrait else 8  # a column's panel is wide and low
        col_w = (self.geo.panel[2] - 36) / (16 // rows)
        for k, (key, _) in enumerate(suggested[:16]):
            col, row = divmod(k, rows)
            lx, ly = x + col * col_w, lines_top + 24 + row * 20
            pygame.draw.rect(surface, CATEGORY_COLOURS[key[0]], m.rect(lx, ly + 4, 10, 10), border_radius=m.px(2))
            blit_text(surface, m, f"{k + 1}. {J.describe_key(key)}", lx + 16, ly + 9, 13, TEXT, anchor="midleft")

    def _draw_waiting(self, surface) -> None:
        m = self.m
        committed = list(self.view.committed) if not self.view.over else [True] * len(self.seats)
        n = len(self.seats)
        w = 130.0
        geo = self.geo
        per_row = max(1, min(n, int((geo.w - 40 + 14) // (w + 14))))
        rows = -(-n // per_row)
        for s in range(n):
            row, col = divmod(s, per_row)
            in_row = min(per_row, n - row * per_row)
            x = geo.w / 2 - (in_row * w + (in_row - 1) * 14) / 2 + col * (w + 14)
            top = 250 + row * 170
            colour = PLAYER_COLOURS[s % len(PLAYER_COLOURS)]
            r = m.rect(x, top, w, 150)
            panel(surface, r, radius=m.px(10))
            blit_text(surface, m, self.seat_name(s), x + w / 2, top + 12, 18, colour, "bold", anchor="midtop")
            kind = "you" if self.seats[s].human else self.seats[s].level
            blit_text(surface, m, kind, x + w / 2, top + 36, 13, MUTED, anchor="midtop")
            # a face-down stack: the arranged cards are hidden until everyone has confirmed
            back = self.app.art.back(m.px(46), m.px(64))
            if committed[s]:
                surface.blit(back, back.get_rect(center=m.pt(x + w / 2, top + 98)))
                blit_text(surface, m, "ready", x + w / 2, top + 132, 13, GOLD, "bold", anchor="midtop")
            else:
                blit_text(surface, m, "arranging...", x + w / 2, top + 90, 14, MUTED, anchor="midtop")
        self.draw_thinking(surface, geo.w / 2, 250 + rows * 170 + 50)

    # ---------------------------------------------------------------- reveal
    def _reveal_layout(self):
        """(seat, x, y, card w, card h, gap) for each grid shown now."""
        n = len(self.seats)
        geo = self.geo
        left, area_top, area_w, area_h = geo.reveal_area
        if self.grid_kind == "2d":
            if geo.portrait:
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
            seats = seats[:4] if self.reveal_page == 0 else seats[4:]
        per_row = 1 if len(seats) == 1 or (geo.portrait and len(seats) == 2) else 2
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

    def _reveal_cell(self, x, y, cw, ch, gap, i) -> tuple[float, float, float, float]:
        if self.grid_kind == "2d":
            r, c = divmod(i, 3)
            return (x + c * (cw + gap), y + r * (ch + gap), cw, ch)
        lx, rest = divmod(i, 9)
        ry, rz = divmod(rest, 3)
        layer_w = 3 * cw + 2 * gap + 3 * gap
        return (x + lx * layer_w + rz * (cw + gap), y + ry * (ch + gap), cw, ch)

    def _draw_reveal(self, surface) -> None:
        m = self.m
        res = self.deal_result
        shown = self.positions_shown()
        current = res.positions[shown - 1] if 0 < shown <= len(res.positions) and not self.reveal_done() else None
        inspected = self.inspected
        marked = current if current is not None else res.positions[inspected] if inspected is not None else None
        wins_so_far = [0] * len(self.seats)
        for p in res.positions[:shown]:
            if p.winner is not None:
                wins_so_far[p.winner] += 1
        round_robin = res.pairing_scores is not None
        for s, x, y, cw, ch, gap in self._reveal_layout():
            colour = PLAYER_COLOURS[s % len(PLAYER_COLOURS)]
            if round_robin:
                # the pairings decide: their scores are shown once every position is out
                label = self.seat_name(s)
                if self.reveal_done():
                    label += f": {format_points(res.pairing_scores[s])} pairing{plural(res.pairing_scores[s])}"
            else:
                label = f"{self.seat_name(s)}: {wins_so_far[s]} position{plural(wins_so_far[s])}"
            if self.reveal_done() and s in res.winners:
                label += "  \u2605"
            blit_text(surface, m, label, x, y - 24, 17, colour, "bold")
            grid = res.grids[s]
            for i, card in enumerate(grid):
                rect = m.rect(*self._reveal_cell(x, y, cw, ch, gap, i))
                surface.blit(self.app.art.face(card, rect.w, rect.h), rect)
            if marked is not None:
                kind = line_result(marked, s)
                ring = RESULT_COLOURS[kind]
                for c in marked.cells[s]:
                    rect = m.rect(*self._reveal_cell(x, y, cw, ch, gap, c)).inflate(m.px(6), m.px(6))
                    pygame.draw.rect(surface, ring, rect, width=max(2, m.px(3)), border_radius=m.px(6))
                ly = y + 3 * ch + 2 * gap + 6
                draw_mark(surface, kind, m.pt(x + 7, ly + 9), m.px(12), ring)
                # the line and how it did, in the grid's width (the word left out where it
                # does not fit: the mark and the legend say it)
                room = m.px(self._reveal_cell(x, y, cw, ch, gap, self.n_cells - 1)[0] + cw - x + 16)
                text, size = f"{J.describe_key(marked.keys[s])}: {RESULT_WORDS[kind]}", 15
                if fonts.font(m.px(size), "bold").size(text)[0] > room:
                    text = J.describe_key(marked.keys[s])
                while fonts.font(m.px(size), "bold").size(text)[0] > room and size > 12:
                    size -= 1
                blit_text(surface, m, text, x + 20, ly, size, ring, "bold")
        self._draw_positions_strip(surface, res, shown, current)
        if self.reveal_done():
            self._draw_match_table(surface, res, with_table=inspected is None)
            if inspected is not None:  # in the match table's place
                self._draw_inspected(surface, inspected)

    def _draw_legend(self, surface, right: float, y: float) -> float:
        """What the colours and marks mean, right-aligned at ``right`` on the line ``y``;
        returns where it starts."""
        m = self.m
        font = fonts.font(m.px(13), "bold")
        items = [(kind, RESULT_WORDS[kind]) for kind in (WON, TIED, BEATEN)]
        widths = [18 + font.size(word)[0] / m.s for _, word in items]
        x = left = right - sum(widths) - 14 * (len(items) - 1)
        for (kind, word), w in zip(items, widths):
            colour = RESULT_COLOURS[kind]
            draw_mark(surface, kind, m.pt(x + 6, y), m.px(11), colour)
            blit_text(surface, m, word, x + 16, y, 13, colour, "bold", anchor="midleft")
            x += w + 14
        return left

    def _draw_positions_strip(self, surface, res, shown, current) -> None:
        m = self.m
        n = len(res.positions)
        geo = self.geo
        first, last = self.position_box(0), self.position_box(n - 1)
        x0, y, box = first[0], first[1], first[2]
        right = last[0] + last[2]
        title = "Positions (everyone at once)" if res.pairing_scores is not None else "Positions"
        legend_x = self._draw_legend(surface, right, y - 14)
        end = blit_text(surface, m, title, x0, y - 22, 15, MUTED, "bold").right / m.s
        hint = "point at one to see its lines"
        if self.reveal_done() and end + 10 + fonts.font(m.px(13)).size(hint)[0] / m.s < legend_x - 12:
            blit_text(surface, m, hint, end + 10, y - 14, 13, MUTED, anchor="midleft")
        dark = (20, 24, 20)
        inspected = self.inspected
        for i, p in enumerate(res.positions):
            r = m.rect(*self.position_box(i))
            if i < shown:
                kind = WON if p.winner is not None else TIED
                colour = RESULT_COLOURS[kind]
                if kind == WON:  # filled: somebody won it; hollow: tied at the top
                    pygame.draw.rect(surface, colour, r, border_radius=m.px(5))
                    ink = dark
                else:
                    pygame.draw.rect(surface, (24, 60, 70), r, border_radius=m.px(5))
                    pygame.draw.rect(surface, colour, r, width=max(2, m.px(2)), border_radius=m.px(5))
                    ink = colour
                if box >= 44:  # the number and the mark, and who won it under them
                    num = fonts.text(str(i + 1), m.px(13), ink, "bold")
                    surface.blit(num, num.get_rect(midleft=(r.x + m.px(7), r.y + m.px(10))))
                    draw_mark(surface, kind, (r.right - m.px(12), r.y + m.px(10)), m.px(10), ink)
                    who = self.seat_name(p.winner) if p.winner is not None else "tie"
                    size = 12
                    while fonts.font(m.px(size), "bold").size(who)[0] > r.w - m.px(6) and size > 9:
                        size -= 1
                    img = fonts.text(who, m.px(size), ink, "bold")
                    if img.get_width() > r.w - m.px(4):
                        img = img.subsurface((0, 0, r.w - m.px(4), img.get_height()))
                    surface.blit(img, img.get_rect(center=(r.centerx, r.y + m.px(25))))
                elif box >= 14:
                    draw_mark(surface, kind, r.center, m.px(min(box - 5, 14)), ink)
            else:
                pygame.draw.rect(surface, (30, 70, 50), r, width=max(1, m.px(1)), border_radius=m.px(5))
            if (current is not None and i == current.index) or i == inspected:
                pygame.draw.rect(surface, (255, 255, 255), r.inflate(m.px(6), m.px(6)), width=max(2, m.px(3)),
                                 border_radius=m.px(7))
        if not self.reveal_done() and current is not None:
            who = "nobody (a tie at the top)" if current.winner is None else self.seat_name(current.winner)
            blit_text(surface, m, f"Position {current.index + 1}: {who}", geo.w / 2, y + 44, 18, TEXT, "bold",
                      anchor="midtop")

    def _draw_inspected(self, surface, i: int) -> None:
        """The lines compared at position ``i``: one row per player, with the cards, what
        they make and how the line did (in place of the match table while shown)."""
        m = self.m
        p = self.deal_result.positions[i]
        rows = self.inspect_rows()
        n = len(rows)
        x0, y0 = self.geo.match_xy
        width = 610.0
        step = 22.0 if n <= 5 else 19.0
        height = 34 + step * n + 8
        top = min(y0 - 26, self.geo.h - 8 - height)
        panel(surface, m.rect(x0 - 14, top, width, height), radius=m.px(10))
        if p.winner is not None:
            head = f"Position {i + 1}: won by {self.seat_name(p.winner)}"
        else:
            head = f"Position {i + 1}: tied at the top, nobody wins it"
        blit_text(surface, m, head, x0, top + 8, 16, GOLD, "bold")
        size = 15 if n <= 5 else 13
        for k, row in enumerate(rows):
            y = top + 34 + k * step + step / 2
            colour = RESULT_COLOURS[row["result"]]
            draw_mark(surface, row["result"], m.pt(x0 + 6, y), m.px(12), colour)
            blit_text(surface, m, row["name"][:12], x0 + 20, y, size, PLAYER_COLOURS[row["seat"] % 8], "bold",
                      anchor="midleft")
            blit_text(surface, m, "  ".join(c.label for c in row["cards"]), x0 + 140, y, size, TEXT, "bold",
                      anchor="midleft")
            blit_text(surface, m, row["line"], x0 + 265, y, size, TEXT, anchor="midleft")
            blit_text(surface, m, RESULT_WORDS[row["result"]], x0 + width - 30, y, size, colour, "bold",
                      anchor="midright")

    def verdict(self, res) -> tuple[str, str]:
        """Who took the deal, and what decided it, in words with names."""
        n = len(self.seats)
        names = [self.seat_name(s) for s in range(n)]
        if res.pairing_scores is None:  # positional: positions won decide
            if not res.shared:
                head = f"Deal won by {names[res.winners[0]]}"
            elif len(res.winners) < n:
                head = f"Deal shared by {and_list([names[s] for s in res.winners])}"
            else:
                head = "A drawn deal"
            detail = "Positions won: " + ", ".join(f"{names[s]} {res.position_wins[s]}" for s in range(n))
            return head, detail
        # round robin: pairings decide; positions over all pairings break a tie (J-13)
        scores, totals = res.pairing_scores, res.position_wins
        top = max(scores)
        tied = [s for s in range(n) if scores[s] == top]
        pairings = n - 1
        if not res.shared:
            w = res.winners[0]
            head = f"Deal won by {names[w]}: {format_points(top)} of {pairings} pairing{plural(pairings)}"
            if len(tied) > 1:
                others = [s for s in tied if s != w]
                head = (f"Deal won by {names[w]} on the tie-break: level with {and_list([names[s] for s in others])}"
                        f" on {format_points(top)} pairing{plural(top)}, more positions over all pairings")
        elif len(res.winners) < n:
            head = (f"Deal shared by {and_list([names[s] for s in res.winners])}: {format_points(top)} "
                    f"pairing{plural(top)} and {totals[res.winners[0]]} positions each")
        else:
            head = "A drawn deal"
        detail = "Pairings won (positions over all pairings): " + ", ".join(
            f"{names[s]} {format_points(scores[s])} ({totals[s]})" for s in range(n))
        return head, detail

    def _draw_match_table(self, surface, res, with_table: bool = True) -> None:
        """The verdict and, ``with_table``, the match table (left out while a position's
        lines are shown in its place)."""
        m = self.m
        n = len(self.seats)
        verdict, detail = self.verdict(res)
        y = self.geo.lower_y
        width = self.geo.w - 48 if self.geo.portrait else 600
        head = wrap_text(verdict, fonts.font(m.px(21), "bold"), m.px(width))[:2]
        for k, line in enumerate(head):
            blit_text(surface, m, line, 24, y + 48 + 26 * k, 21, GOLD, "bold")
        y += 26 * (len(head) - 1)
        lines = wrap_text(detail, fonts.font(m.px(15)), m.px(width))
        for k, line in enumerate(lines[:2]):
            blit_text(surface, m, line, 24, y + 78 + k * 19, 15, TEXT)
        over = self.view.over
        pts = self.view.match_points
        if over:
            top = max(pts)
            champs = [self.seat_name(s) for s in range(n) if pts[s] == top]
            msg = f"Match won by {champs[0]}!" if len(champs) == 1 else "Match shared by " + and_list(champs)
            blit_text(surface, m, msg, 24, y + 120, 19, TEXT, "bold")
        if not with_table:
            return
        # the match table: one column per deal (the last 8), and the total
        table = J.match_table(self.view.history)
        deals = list(range(len(table)))[-8:]
        x0, y0 = self.geo.match_xy
        col_w = 44.0
        name_w = 120.0
        row_h = min(24.0, 160.0 / n)
        size = 15 if n <= 4 else 13
        panel(surface, m.rect(x0 - 14, y0 - 26, 610, row_h * n + 36), radius=m.px(10))
        blit_text(surface, m, "Match", x0, y0 - 2, 13, MUTED, "bold", anchor="bottomleft")
        for j, d in enumerate(deals):
            blit_text(surface, m, f"D{d + 1}", x0 + name_w + j * col_w + col_w / 2, y0 - 2, 12, MUTED, anchor="midbottom")
        blit_text(surface, m, "Total", x0 + name_w + len(deals) * col_w + 30, y0 - 2, 12, MUTED, anchor="midbottom")
        for s in range(n):
            y = y0 + s * row_h
            blit_text(surface, m, self.seat_name(s)[:12], x0, y + row_h / 2, size, PLAYER_COLOURS[s % 8], "bold",
                      anchor="midleft")
            for j, d in enumerate(deals):
                blit_text(surface, m, format_points(table[d][s]), x0 + name_w + j * col_w + col_w / 2, y + row_h / 2,
                          size, TEXT, anchor="center")
            blit_text(surface, m, format_points(pts[s]), x0 + name_w + len(deals) * col_w + 30, y + row_h / 2, size,
                      GOLD, "bold", anchor="center")


def plural(k: float) -> str:
    return "" if k == 1 else "s"


def and_list(names) -> str:
    """'Ann', 'Ann and Bo', 'Ann, Bo and Cy'."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def format_points(p: float) -> str:
    whole = int(p)
    if p == whole:
        return str(whole)
    return f"{whole}\u00bd" if whole else "\u00bd"
