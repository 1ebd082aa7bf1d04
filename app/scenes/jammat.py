"""The Jammat table: setup, dealing, arranging (drag to swap, click two cards, or the
keyboard), live line labels, Suggest, pass-and-play, computer seats, the reveal with its
position-by-position comparison, and the match table.

The scene is thin: the state, the deal, what is legal, the line keys and every result come
from app.rules.jammat. Trying arrangements is local to the scene until Confirm submits one
Arrange move. Where things go is app.scenes.jammat_layout; what is drawn, the panels of
app.scenes.jammat_panels (arranging, waiting) and app.scenes.jammat_reveal (the reveal and
results); the screenshot variants, app.scenes.jammat_demo.
"""

from __future__ import annotations

import pygame

from app.games.jammat_present import format_points
from app.i18n import N_, _, pgettext
from app.rules import jammat as J
from app.rules.jammat_search import best_grid
from app.scenes import jammat_demo, jammat_panels, jammat_reveal
from app.scenes.jammat_layout import Geometry, move_cursor
from app.scenes.config import TableConfig
from app.scenes.setup import GameSetup
from app.scenes.table import TableBase
from app.ui.animator import Slot
from app.ui.movedrag import Choice
from app.ui.thinker import ThinkingFailed
from app.ui.widgets import Button, ButtonRow, draw_felt

LEVELS = ("easy", "normal", "expert")
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


class JammatSetup(GameSetup):
    def __init__(self, app):
        super().__init__(app, "jammat", lambda cfg: JammatTable(app, cfg), LEVELS,
                         resume=lambda data: JammatTable.resume(app, data),
                         # TRANSLATORS: the note on Jammat's setup screen
                         notes=N_("Everyone arranges their cards in a grid (9 cards and 8 lines, or 27 "
                                  "and 49 in 3D); lines are compared strongest against strongest."))

    @classmethod
    def demo(cls, app, variant: str, seed: int):
        """Screens for --screenshot (the variants: app.scenes.jammat_demo)."""
        return jammat_demo.make_demo(cls, JammatTable, app, variant, seed)


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
        self.demo_variant = ""  # a screenshot's variant (app.scenes.jammat_demo)
        # the statistics count, per seat, the Suggests asked for and the swaps taken back
        self.hints_used = [0] * len(config.seats)
        self.undos_used = [0] * len(config.seats)
        self.build_buttons()

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
        jammat_demo.bring_to_moment(self)
        self.build_buttons()

    def before_turn(self, seat: int) -> None:
        """Arranging is simultaneous: every computer seat starts as soon as the deal is dealt,
        each from its own view (the rules take the commits one seat after another)."""
        for s in range(len(self.seats)):
            if not self.seats[s].human and not self.view.committed[s]:
                # a seat's move is its own cards in an order of its choice (J-4)
                self.ask_ahead(s, lambda view: (J.Arrange(view.hand),))
        self.phase = "waiting"

    def pass_note(self, seat: int) -> str:
        # TRANSLATORS: the pass screen's note; {deal} is the deal being played, {deals} the deals in the match
        return _("Deal {deal} of {deals}: your turn to arrange.").format(deal=self.view.deal + 1,
                                                                          deals=self.view.deals)

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
        self.build_buttons()
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
            self.build_buttons()

    def start_reveal(self) -> None:
        self.phase = "reveal"
        self.hold = "reveal"
        self.animator.clear()
        self.reveal_index = len(self.view.history) - 1
        self.reveal_step = 0.0
        self.reveal_page = 0
        self.hover_pos = self.pinned_pos = None
        self.app.sounds.play("flip")
        self.build_buttons()
        self.autosave()  # a resume shows this result again

    def next_deal(self) -> None:
        self.phase = "waiting"
        self.build_buttons()
        self.continue_play()
        self.build_buttons()
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
        points = ", ".join(f"{self.seat_name(s)} {format_points(p)}" for s, p in enumerate(v.match_points))
        if self.phase == "reveal" or done >= deals:
            # TRANSLATORS: a saved match; {deal} of {deals} deals, {points} is like "Ann 2, Bo ½"
            text = _("deal {deal} of {deals} finished (match points: {points})")
            return text.format(deal=done, deals=deals, points=points)
        # TRANSLATORS: a saved match; {deal} of {deals} deals, {points} is like "Ann 2, Bo ½"
        text = _("deal {deal} of {deals} in progress (match points: {points})")
        return text.format(deal=done + 1, deals=deals, points=points)

    # ================================================================= layout and swaps
    def make_geometry(self, m) -> Geometry:
        return Geometry(m, self.grid_kind)

    def resize(self, m) -> None:
        if self.phase == "arrange":
            self.sync_layout(animate=False)
        self.build_buttons()

    def cell_rect(self, i: int) -> tuple[float, float, float, float]:
        return self.geo.cell_rect(i)

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
        self.build_buttons()

    def redo(self) -> None:
        if self.phase != "arrange" or not self.redo_stack:
            return
        self.drag.cancel()
        self.undo_stack.append(tuple(self.arrangement))
        self._rearrange(self.redo_stack.pop())
        self.build_buttons()

    def _arrangement_changed(self) -> None:
        """Keep the arrangement in progress in the autosave (resume shows it as it was)."""
        self.build_buttons()
        self.autosave()

    # the drag controller's choices: every swap of two cells (local, not a rules move)
    def choices(self) -> list[Choice]:
        if self.phase != "arrange" or self.demo_on:
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
        return _("Drop a card on another cell to swap the two")

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
        self.build_buttons()

    # the frame's Hint (one human against computers): the hint level's arrangement, shown as
    # a suggestion (Apply, Hide)
    def assist_rects(self) -> tuple:
        return self.geo.assist_rects()

    def count_hint(self) -> None:
        if self.viewer is not None:
            self.hints_used[self.viewer] += 1

    def show_hint(self, move, why) -> None:
        if self.phase != "arrange":
            return
        self.suggest_for = (self.viewer, self.view.deal)
        self.suggestion = tuple(move.cards)
        self.build_buttons()
        reason = self.hint_reason(why)  # the hint player's why, beside the suggestion
        if reason:
            self.toast.show(reason, "info", 8.0)

    def apply_suggestion(self) -> None:
        if self.suggestion is None or self.phase != "arrange":
            return
        self.drag.cancel()
        if (self.suggest_for != (self.viewer, self.view.deal)
                or sorted(self.suggestion) != sorted(self.arrangement)):
            self._drop_suggestion()  # not this hand's: never applied
            self.build_buttons()
            return
        self.undo_stack.append(tuple(self.arrangement))
        self.redo_stack.clear()
        suggestion, self.suggestion = self.suggestion, None
        self._rearrange(suggestion)
        self.build_buttons()

    def hide_suggestion(self) -> None:
        self.suggestion = None
        self.build_buttons()

    # ================================================================= buttons
    def build_buttons(self) -> None:
        """The table's buttons. Tab and Shift+Tab move a focus ring through them (Enter or
        Space presses the ringed one); the arrow keys stay the grid's (and the reveal's) and
        put the ring away, so Enter picks and swaps cards again."""
        b = ButtonRow(keyboard=True, arrows=False)
        geo = self.geo
        b.add(Button(_("Menu"), (geo.header_buttons[1], 12, 110, 44), self.ask_leave, size=17))
        b.add(Button(_("Rules"), (geo.header_buttons[0], 12, 110, 44), lambda: self.app.open_help(self.app, "jammat"),
                     size=17))
        px, py, pw, ph = geo.panel
        rx, ry = geo.reveal_button_xy
        if self.phase == "arrange":
            if self.suggestion is not None:
                apply_r, hide_r = geo.suggestion_buttons()
                b.add(Button(pgettext("suggestion", "Apply"), apply_r, self.apply_suggestion, size=18, key=pygame.K_a))
                b.add(Button(pgettext("suggestion", "Hide"), hide_r, self.hide_suggestion, size=18, key=pygame.K_x))
            y = py + ph + 16
            b.add(Button(_("Undo"), (px + 20, y, 90, 52), self.undo, size=18, enabled=bool(self.undo_stack),
                         tooltip=_("Take back the last swap (Ctrl+Z)")))
            b.add(Button(_("Redo"), (px + 118, y, 90, 52), self.redo, size=18, enabled=bool(self.redo_stack),
                         tooltip=_("Do the swap again (Ctrl+Y)")))
            b.add(Button(_("Suggest"), (px + 216, y, 110, 52), self.suggest, size=18, key=pygame.K_s,
                         enabled=self.suggestion is None and self.suggest_ticket is None))
            b.add(Button(_("Confirm"), (px + 334, y, 116, 52), self.confirm, size=20, key=pygame.K_c))
            self.add_assist_buttons(b)
        elif self.phase == "reveal":
            if self.reveal_done():
                if self.view.over:
                    b.add(Button(_("Play again"), (rx, ry, 170, 44), self.play_again, size=18, key=pygame.K_RETURN))
                    b.add(self.look_back_button((rx - 190, ry, 180, 44), 0, 17))
                    if self.can_turn_seats:
                        b.add(Button(self.turn_label(), (rx - 380, ry, 180, 44), self.seats_turned, size=17,
                                     tooltip=_("The same cards again, every player one seat on")))
                else:
                    b.add(Button(_("Next deal"), (rx, ry, 170, 44), self.next_deal, size=18, key=pygame.K_RETURN))
            else:
                b.add(Button(pgettext("the reveal", "Skip"), (rx, ry, 170, 44), self.skip_reveal, size=18, key=pygame.K_RETURN))
            if self.grid_kind == "3d" and len(self.seats) > 4:
                over = self.view.over and self.reveal_done()
                shift = (570 if self.can_turn_seats else 380) if over else 190
                b.add(Button(_("Other players"), (rx - shift, ry, 180, 44), self.flip_page, size=17, key=pygame.K_o))
        old = getattr(self, "buttons", None)
        moment = (self.phase, self.reveal_index, self.reveal_done() if self.phase == "reveal" else None)
        if old is not None and moment == getattr(self, "_buttons_moment", None):
            b.keep_focus_of(old)  # the same buttons again: the ring stays where it was (a new moment starts without)
        self._buttons_moment = moment
        self.buttons = b
        if getattr(self, "layer", None) is not None:
            self.layer.invalidate()  # (the arranging screen's buttons are drawn in its still layer)

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
        self.build_buttons()

    # ================================================================= events
    def after_event(self, ev) -> None:
        """A key may have moved the buttons' focus ring: draw the still layer again."""
        if ev.type == pygame.KEYDOWN and self.phase == "arrange":
            self.layer.invalidate()

    def on_event(self, ev) -> None:
        m = self.m
        if ev.type == pygame.KEYDOWN and ev.key in ARROWS and self.buttons.focused is not None:
            self.buttons.set_focus(self.buttons.focus, ring=False)  # the arrows are the grid's again
        if self.phase == "arrange":
            if ev.type == pygame.KEYDOWN:
                self.grid_key(ev.key)
            elif ev.type == pygame.MOUSEMOTION:
                line = self.geo.line_at(m.to_logical(ev.pos), self.suggestion is not None)
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
        """The lines compared at the inspected position, one per seat (see
        jammat_reveal.inspect_rows)."""
        if self.inspected is None or self.deal_result is None:
            return []
        return jammat_reveal.inspect_rows(self.deal_result, self.inspected,
                                          [self.seat_name(s) for s in range(len(self.seats))])

    def position_box(self, i: int) -> tuple[float, float, float, float]:
        """Where position ``i``'s box is in the positions strip (logical units)."""
        return self.geo.position_box(i, len(self.deal_result.positions), self.reveal_done())

    def position_at(self, lpos) -> int | None:
        res = self.deal_result
        return None if res is None else self.geo.position_at(lpos, len(res.positions), self.reveal_done())

    def grid_key(self, key) -> None:
        """The arrows move the cursor over the grid; Enter (or Space) picks the card under
        it, or swaps the picked one there."""
        if key in ARROWS:
            self.cursor = move_cursor(self.grid_kind, self.cursor, *ARROWS[key])
            return
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.selected is None:
                self.drag.selected = ("grid", self.cursor)
            elif self.selected == self.cursor:
                self.drag.selected = None
            else:
                self.swap(self.selected, self.cursor)

    def tick(self, dt: float) -> bool:
        moving = False
        if self.suggest_ticket is not None:
            try:
                done, move = self.thinker.poll(self.suggest_ticket)
            except ThinkingFailed:  # asked again and failed each time: no suggestion, the table goes on
                done, move = True, None
                self.toast.show(_("No suggestion could be worked out this time."), "error")
            if done:
                self.suggest_ticket = None
                if move is not None and self.phase == "arrange" and self.suggest_for == (self.viewer, self.view.deal):
                    self.suggestion = tuple(move.cards)
                self.build_buttons()
            moving = True
        if self.phase == "reveal" and not self.reveal_done():
            speed = 0.0 if self.autoplay else self.app.anim_speed
            per = (0.45 if self.grid_kind == "2d" else 0.09) * speed
            self.reveal_step = self.reveal_step + dt / per if per > 0 else 1e9
            if self.reveal_done():
                self.build_buttons()
                self.app.sounds.play("win")
            moving = True
        if self.hold is not None and self.watching and not self.reveal_done():
            self._hold_time = 0.0  # a table watching itself reads the result once it is all out
        return moving

    # ================================================================= drawing
    def draw(self, surface) -> None:
        m = self.m
        if self.phase == "arrange":
            self.layer.draw(surface, m, self.app.art, lambda s: jammat_panels.draw_arrange_bg(s, self),
                            lambda s: jammat_panels.draw_overlay(s, self),
                            lambda s: jammat_panels.draw_arrange_fg(s, self))
        else:
            draw_felt(surface)
            jammat_panels.draw_header(surface, self)
            if self.phase == "reveal" and self.deal_result is not None:
                jammat_reveal.draw_reveal(surface, self)
            else:
                jammat_panels.draw_waiting(surface, self)
            self.buttons.draw(surface, m)
        self.toast.draw(surface, m)
