"""The Tile Poker table: a board of square tiles on an unbounded grid seen through a camera
(app.ui.camera: pan, zoom, fit), both hands public, the pool, placing by drag or click with a
live preview of what a legal cell would score, the other actions as buttons (Draw, Blind
place, Swap, Pass), the scores of each placement on the board, the turn timer, and an end
screen with the result and a review of every placement against the best one on offer.

A pass asks first, saying plainly when it may end the game (the view's ``pass_ends_game``);
the end screen says why the game ended (the result's ``end_reason`` and ``end_turns``). The
table lays itself out for the window's shape (tile_poker_layout's ``Geometry``: panels left
of the board, or in a tall narrow window the board on top and the panels under it), and the
board never shrinks its tiles below ``MIN_TILE_PX`` on screen: a longer board is panned
instead.

The scene is thin: what is legal, what a placement scores, the timeout's cell and the result
all come from app.rules.tile_poker (the view's ``legal`` and ``points_for``; the rules'
``key_points`` and ``legal_keys`` for the review). Hands are public, so two humans share one
screen without pass screens. Its geometry is in tile_poker_layout, its drawing in
tile_poker_panels, its words in tile_poker_words, its setup screen in tile_poker_setup and
its screenshot positions in tile_poker_demo.
"""

from __future__ import annotations

import math

import pygame

from app.i18n import _, pgettext
from app.rules import tile_poker as TP
from app.rules.tile_poker import BlindPlace, Draw, Pass, Place, PlaceBlindTile, Swap, Timeout
from app.scenes import tile_poker_panels as panels
from app.scenes import tile_poker_words as words
from app.scenes.config import TableConfig
from app.scenes.table import TableBase
from app.scenes.tile_poker_layout import MIN_TILE_PX, TILE_INSET, VIEWPORT, Geometry, hand_rect
from app.ui.animator import Slot
from app.ui.camera import Camera
from app.ui.movedrag import Choice
from app.ui.widgets import Button, ButtonRow

# the toast an action gets when it happens by itself (its kind, seconds)
ACTION_TOASTS = {"skip": ("info", 3.5), "timeout": ("error", 3.5), "forfeit": ("error", 5.0)}


class TilePokerTable(TableBase):
    """Tile Poker on the table frame (see the module doc)."""

    game_id = "tile_poker"
    keyboard_choices = False  # the arrows pan the board; Tab and Enter still step through the choices
    think_seconds = 0.6
    portrait_layout = True  # a tall narrow window gets the column stage (see Geometry)
    column_min_h = 1000.0
    demo_key = pygame.K_o  # (D is Draw)

    def __init__(self, app, config: TableConfig, autoplay: bool = False):
        super().__init__(app, config, autoplay)
        self.camera = Camera(VIEWPORT, cell=72.0, min_cell=22.0, max_cell=150.0, fit_max=84.0, margin=1.3)
        self.tile_art = panels.TileArt(app.art)
        self.swap_mode = False
        self.timer = config.options.get("turn_timer", "off")
        self.clock_left: float | None = None  # seconds left for the human on turn (timer on)
        self.clock_seat: int | None = None
        self.flash: TP.PlacementRecord | None = None  # the last placement, highlighted
        self.flash_age = 0.0
        self.preview: tuple[TP.Card, tuple[int, int], TP.PlacementScore] | None = None
        # (moves made when it happened, seat, text): an undone move's lines are not shown
        self.log_entries: list[tuple[int, int | None, str]] = []
        self.pointer = (640.0, 360.0)  # the last logical pointer position (wheel zoom)
        self.pan_from: tuple[float, float] | None = None
        self.pan_moved = False
        self.show_result = True
        self.review_cache: dict[int, list] = {}
        self.demo_variant = ""
        self._choice_key = None
        self._choice_list: list[Choice] = []
        self._hints: dict = {}
        self._apply_geometry()
        self.camera.fit(self.board_cells(), focus=self.focus_cell())
        self.build_buttons()

    # ================================================================= the stage
    def make_geometry(self, m) -> Geometry:
        return Geometry(m)

    def _apply_geometry(self) -> None:
        """The camera's viewport for this stage, and its least cell: a tile never smaller than
        MIN_TILE_PX on screen (a longer board is panned)."""
        least = MIN_TILE_PX / self.m.s / (1 - 2 * TILE_INSET)
        self.camera.set_limits(self.geo.viewport, max(22.0, least))

    def resize(self, m) -> None:
        self._apply_geometry()
        self.camera.follow(self.board_cells(), focus=self.focus_cell())
        self._choice_key = None
        self.sync_layout(animate=False)
        self.build_buttons()

    def focus_cell(self):
        """The cell a board too long to fit keeps in sight: the last tile placed."""
        rec = self.view.last_placement
        return rec.cell if rec is not None else None

    @property
    def log(self) -> list[tuple[int | None, str]]:
        """The log lines of the moves still made (an undone move's lines are gone), oldest
        first, the last six."""
        n = len(self.moves)
        return [(seat, text) for k, seat, text in self.log_entries if k <= n][-6:]

    # ================================================================= what it shows
    @property
    def you(self) -> int:
        """The seat shown at the bottom: the human (the first one), else seat 0."""
        return self.humans[0] if self.humans else 0

    @property
    def panel_seats(self) -> tuple[int, int]:
        """(top seat, bottom seat) of the two player panels."""
        return (1 - self.you, self.you)

    def board_cells(self) -> list[tuple[int, int]]:
        return [t.cell for t in self.view.tiles]

    def name(self, seat: int) -> str:
        return self.seat_name(seat)

    def hand_rect(self, seat: int, i: int) -> tuple[float, float, float, float]:
        return hand_rect(self.geo, self.panel_seats.index(seat), i)

    def tile_rect(self, cell) -> tuple[float, float, float, float]:
        return self.camera.cell_rect(cell, TILE_INSET)

    # ================================================================= flow
    def start(self) -> None:
        ui, self.resume_ui = self.resume_ui, {}
        if not (isinstance(ui, dict) and self.camera.restore(ui.get("camera"))):
            self.camera.fit(self.board_cells(), focus=self.focus_cell())
        if isinstance(ui, dict) and ui.get("result") is False:
            self.show_result = False
        for a in self.view.last_actions:
            self.note_action(a)
        self.flash, self.flash_age = self.view.last_placement, 3.0  # its lines, without the label
        self.sync_layout(animate=True, origin=self.geo.pool_tile, stagger=0.02)
        self.advance()

    def autosave(self) -> None:
        if self.demo_variant:
            return  # a screenshot scene is not a game of the player's
        super().autosave()

    def ui_state(self) -> dict:
        ui = {"camera": self.camera.state()}
        if self.over:
            ui["result"] = self.show_result
        return ui

    def save_summary(self) -> str:
        v = self.view
        # TRANSLATORS: a saved game's summary; {tiles} is a number, {name0} and {name1} the players,
        # {score0} and {score1} their points
        return _("{tiles} tiles on the board: {name0} {score0}, {name1} {score1}").format(
            tiles=len(v.tiles), name0=self.name(0), score0=v.scores[0], name1=self.name(1), score1=v.scores[1])

    def before_turn(self, seat: int) -> None:
        # Both hands are public (TP-1): two humans share the screen with no pass screen.
        if self.seats[seat].human:
            self.last_human = seat

    def on_turn(self, seat: int) -> None:
        if self.clock_seat != seat or self.clock_left is None:
            self.clock_seat = seat
            self.clock_left = float(self.timer) if self.timer != "off" else None
        self.swap_mode = False
        self.build_buttons()
        self.sync_layout(animate=True)

    def on_moved(self, old_view, move, seat: int) -> None:
        v = self.view
        self.swap_mode = False
        self.preview = None
        self.pan_from = None
        if not isinstance(move, BlindPlace):
            self.clock_seat = None  # the turn is over (a blind place continues it)
            self.clock_left = None
        hints: dict = {"origin": self.geo.pool_tile}
        if len(v.tiles) > len(old_view.tiles) and v.last_placement is not None:
            self.flash = v.last_placement
            self.flash_age = 0.0
            src = ("hand", seat) if isinstance(move, Place) else "pending"
            hints["moved"] = [(src, "board")]
            self.app.sounds.play("place")
        elif isinstance(move, Swap):
            hints["sink"] = self.geo.pool_tile
            self.app.sounds.play("deal")
        elif isinstance(move, (Draw, BlindPlace)):
            self.app.sounds.play("deal" if isinstance(move, Draw) else "flip")
        self.camera.follow(self.board_cells(), focus=self.focus_cell())
        k = len(self.moves)
        self.log_entries = [e for e in self.log_entries if e[0] < k]  # lines of moves undone go
        for a in v.last_actions:
            self.note_action(a)
        if self.viewer is not None and v.no_tile[self.viewer] and not old_view.no_tile[self.viewer] and not self.over:
            self.toast.show(words.stuck(self, self.viewer), "info", 6.0)
        self.build_buttons()
    def note_action(self, a: TP.ActionRecord) -> None:
        """The log line (and a toast for what happens by itself) of one action."""
        text = words.action_line(self, a)
        if a.action in ACTION_TOASTS:
            self.toast.show(text, *ACTION_TOASTS[a.action])
        self.log_entries.append((len(self.moves), a.seat, text))
        del self.log_entries[:-12]

    def on_game_over(self) -> None:
        self.clock_left = None
        self.swap_mode = False
        self.drag.cancel()
        self.review_cache = {}
        self.build_buttons()
        self.sync_layout(animate=True)
        self.app.sounds.play("win")
        self.autosave()  # keeps the save while the result is on screen

    def on_jump(self) -> None:
        super().on_jump()
        self.flash = None
        self.preview = None
        self.swap_mode = False
        self.clock_seat = self.clock_left = None
        self.camera.follow(self.board_cells(), focus=self.focus_cell())
        n = len(self.moves)
        if n and not any(k == n for k, _, _ in self.log_entries):
            for a in self.view.last_actions:  # a redo: the last move's lines again
                self.note_action(a)
        self.sync_layout(animate=False)
        self.build_buttons()
        self.app.invalidate()

    def toggle_result(self) -> None:
        self.show_result = not self.show_result
        self.build_buttons()
        self.autosave()

    # ================================================================= actions
    def act(self, move) -> None:
        """A button's move (offered only when legal)."""
        self.swap_mode = False
        self.drag.cancel()
        self.play(move)

    def toggle_swap(self) -> None:
        self.drag.cancel()
        self.swap_mode = not self.swap_mode
        if self.swap_mode:
            self.toast.show(_("Click the tile to give back (Esc cancels)"), "info", 4.0)
        self.build_buttons()

    def _legal_of(self, kind) -> list:
        return [m for m in self.legal if isinstance(m, kind)]

    def build_buttons(self) -> None:
        g = self.geo
        y = g.bar_y
        b = ButtonRow()
        b.add(Button(_("Rules"), g.header_buttons[0], self._rules, size=17))
        b.add(Button(_("Menu"), g.header_buttons[1], self.ask_leave, size=17))
        zx = g.zoom_x
        b.add(Button("\u2212", (zx, y, 44, 44), lambda: self.zoom_key(-1), size=22, tooltip=_("Zoom out (-)")))
        b.add(Button("+", (zx + 50, y, 44, 44), lambda: self.zoom_key(1), size=22, tooltip=_("Zoom in (+)")))
        b.add(Button(_("Fit"), (zx + 100, y, 50, 44), self.fit_board, size=16, tooltip=_("Fit the board (F)")))
        if self.undo_allowed and len(self.humans) == 1 and not self.autoplay and not self.over:
            b.add(Button(_("Undo"), g.undo[0], self.undo, size=17, enabled=self.can_undo(),
                         tooltip=_("Take back your last move (Ctrl+Z)")))
            b.add(Button(_("Redo"), g.undo[1], self.redo, size=17, enabled=self.can_redo(), tooltip="Ctrl+Y"))
        self.bar_text_x = x = g.bar_x
        if self.over:  # (the buttons narrower where the bar is short: the zoom buttons stay clear)
            bw = min(170.0, (zx - x) / (4 if self.can_turn_seats else 3) - 8)
            b.add(Button(_("Play again"), (x, y, bw, 46), self.play_again, size=18, key=pygame.K_RETURN))
            b.add(Button(_("Show board") if self.show_result else _("Show result"), (x + bw + 8, y, bw, 46),
                         self.toggle_result, size=18, key=pygame.K_r))
            self.bar_text_x = x + 2 * (bw + 8)
            if self.can_turn_seats:
                b.add(Button(self.turn_label(), (self.bar_text_x, y, bw, 46), self.seats_turned, size=18, key=pygame.K_t,
                             tooltip=_("The same tiles again, each player in the other seat (T)")))
                self.bar_text_x += bw + 8
            b.add(self.look_back_button((self.bar_text_x, y, min(150.0, bw), 46)))
            self.bar_text_x += min(150.0, bw) + 8
        elif self.legal and self.view.phase == "play":
            spec = [
                (pgettext("take a tile", "Draw"), Draw, lambda: self.act(Draw()), pygame.K_d, 110, _("Take the pool's top tile (D)")),
                (_("Blind place"), BlindPlace, lambda: self.act(BlindPlace()), pygame.K_b, 150,
                 _("Turn up the pool's top tile and place it (B)")),
                (_("Swap"), Swap, self.toggle_swap, pygame.K_s, 110, _("Give a tile back for the pool's top one (S)")),
                (_("Pass"), Pass, self.ask_pass, pygame.K_p, 100, _("Do nothing this turn (P)")),
            ]
            for label, kind, fn, key, w, tip in spec:
                if self._legal_of(kind):  # each action is shown only when it is legal
                    b.add(Button(label, (x, y, w, 46), fn, size=18, key=key, tooltip=tip,
                                 toggled=kind is Swap and self.swap_mode))
                    x += w + 8
            self.bar_text_x = x
        if not self.over and self.legal:
            if self.add_assist_buttons(b, None if g.portrait else ((x, y, 70, 46), (x + 76, y, 74, 46))):
                self.bar_text_x = x if g.portrait else x + 158
        self.buttons = b

    def assist_rects(self) -> tuple:
        """Hint and Demo: after the actions on the bar (the 16:9 stage), or beside the log
        (the column stage)."""
        g = self.geo
        x, y = g.w - 12 - 96, g.pool_panel[1]
        return (x, y + 2, 96, 44), (x, y + 54, 96, 44)

    def ask_pass(self) -> None:
        """Pass, once the player has read what it may lead to (a pass may end the game)."""
        from app.scenes.dialogs import ConfirmDialog

        if not self._legal_of(Pass):
            return
        self.swap_mode = False
        self.drag.cancel()
        self.app.scenes.push(ConfirmDialog(self.app, words.pass_question(self), lambda: self.act(Pass()),
                                           yes=_("Pass"), no=_("Keep playing")))

    def _rules(self) -> None:
        from app.scenes.rules_help import RulesHelp

        self.app.scenes.push(RulesHelp(self.app, "tile_poker"))

    # ================================================================= the camera
    def camera_changed(self) -> None:
        """Lay the board out again at once for the new camera (a drag under way follows)."""
        self.sync_layout(animate=False)
        grab = self.drag.dnd.grab
        if grab is not None and self.drag.dnd.dragging:
            top = max((sp.z for sp in self.layer.sprites), default=0)
            for k, sp in enumerate(grab.sprites):
                sp.pos = (self.pointer[0] - grab.offset[0], self.pointer[1] - grab.offset[1])
                sp.z, sp.lift = top + 1 + k, 1.0
            self.layer.freeze(grab.sprites)
            self.drag.dnd.targets = self.drag.targets(grab)
            self.drag.dnd.hover_target = self.drag.dnd.target_at(self.pointer)
        self.update_preview()
        self.app.invalidate()

    def fit_board(self) -> None:
        self.camera.fit(self.board_cells())
        self.camera_changed()

    def zoom_key(self, steps: int, lpos=None) -> None:
        self.camera.step_zoom(steps, lpos)
        self.camera_changed()

    def pan_by(self, dx: float, dy: float) -> None:
        self.camera.pan(dx, dy)
        self.camera_changed()

    # ================================================================= layout and choices
    def layout(self) -> list[Slot]:
        v = self.view
        out = [Slot("board", i, t.card, True, self.tile_rect(t.cell), 1) for i, t in enumerate(v.tiles)]
        for s in (0, 1):
            out += [Slot(("hand", s), i, c, True, self.hand_rect(s, i), 100 + i) for i, c in enumerate(v.hands[s])]
        if v.pending is not None:
            out.append(Slot("pending", 0, v.pending, True, self.geo.pending_rect, 200))
        return out

    def places_of(self, move):
        if isinstance(move, Place):
            seat = self.view.to_move
            return (("hand", seat), self.view.hands[seat].index(move.card)), ("cell", move.x, move.y)
        if isinstance(move, PlaceBlindTile):
            return ("pending", 0), ("cell", move.x, move.y)
        if isinstance(move, Swap) and self.swap_mode:
            seat = self.view.to_move
            return (("hand", seat), self.view.hands[seat].index(move.card)), None
        return None

    def choices(self) -> list[Choice]:
        """The legal moves a drag or click can make: placements on cells that show in the
        viewport (a cell hidden under a panel takes no drop), or the swaps in swap mode."""
        if self.demo_on:
            return []  # the demo is playing
        key = (self.view, self.viewer, self.swap_mode, self.camera.version, bool(self.legal))
        if key != self._choice_key:
            out = []
            for move in self.legal:
                if self.swap_mode != isinstance(move, Swap):
                    continue
                places = self.places_of(move)
                if places is None:
                    continue
                end = places[1]
                if end is not None and not self.camera.cell_visible(end[1:]):
                    continue
                out.append(Choice(places[0], end, move, self.describe(move)))
            self._choice_key, self._choice_list = key, out
        return self._choice_list

    def place_rect(self, place):
        if place[0] == "cell":
            return self.tile_rect(place[1:])
        raise KeyError(place)

    def place_at(self, lpos):
        cell = self.camera.cell_at(lpos)
        return None if cell is None else ("cell", *cell)

    def move_for(self, start, end):
        if end is None or end[0] != "cell":
            return None
        if start == ("pending", 0):
            return PlaceBlindTile(end[1], end[2])
        container, i = start
        if isinstance(container, tuple) and container[0] == "hand":
            hand = self.view.hands[container[1]]
            if i < len(hand):
                return Place(hand[i], end[1], end[2])
        return None

    def refuse_reason(self, start, lpos) -> str:
        if self.swap_mode:
            return _("Click the tile to give back, or press Swap again to cancel")
        if self.place_at(lpos) is None:
            return _("Drop the tile on a lit cell of the board")
        return super().refuse_reason(start, lpos)

    def card_at(self, start):
        """The tile at a start place (a hand tile or the turned-up one)."""
        if start == ("pending", 0):
            return self.view.pending
        container, i = start
        hand = self.view.hands[container[1]]
        return hand[i] if i < len(hand) else None

    # ================================================================= preview
    def update_preview(self) -> None:
        """What the tile held (dragged, or selected by a click) would score on the legal
        cell under the pointer: the rules' points_for."""
        preview = None
        dnd = self.drag.dnd
        start = cell = None
        if dnd.dragging and dnd.hover_target is not None and dnd.grab is not None:
            start, cell = dnd.grab.data, dnd.hover_target.id[1:]
        elif self.drag.focused() is not None and self.drag.focused().end is not None:
            focus = self.drag.focused()  # a placement shown by Tab: the same preview as a drag
            start, cell = focus.start, focus.end[1:]
        elif self.drag.selected is not None and not self.swap_mode:
            here = self.camera.cell_at(self.pointer)
            if here is not None and any(c.end == ("cell", *here) for c in self.choices()
                                        if c.start == self.drag.selected):
                start, cell = self.drag.selected, here
        if start is not None:
            card = self.card_at(start)
            if card is not None:
                preview = (card, tuple(cell), self.view.points_for(card, tuple(cell)))
        if preview != self.preview:
            self.preview = preview
            # its outlines and label are drawn on the board, kept inside it (panels.pill)
            self.app.invalidate(self.m.rect(*self.geo.viewport))

    # ================================================================= events
    def take_event(self, ev) -> bool:
        """The pointer kept for the wheel's zoom; a click on the board while a tile is
        selected (see ``_click_cell_with_selection``)."""
        m = self.m
        if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = m.to_logical(ev.pos)
        if (ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.drag.selected is not None
                and not self.drag.dragging and not self.buttons.hit(ev.pos, m)):
            if self._click_cell_with_selection(self.pointer):
                return True
        return False

    def after_event(self, ev) -> None:
        if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.update_preview()

    def _click_cell_with_selection(self, lpos) -> bool:
        """A click on the board while a tile is selected: a legal cell places it (the drag
        controller does that); any other cell is refused with the rules' reason."""
        cell = self.camera.cell_at(lpos)
        if cell is None:
            return False
        start = self.drag.selected
        if any(c.end == ("cell", *cell) for c in self.choices() if c.start == start):
            return False  # the controller plays it
        move = self.move_for(start, ("cell", *cell))
        self.drag.cancel()
        self.preview = None
        why = self.reason(move) if move is not None else None
        self.refused(why[:1].upper() + why[1:] if why else _("That tile cannot go there"))
        return True

    def back(self) -> None:
        """Esc: lets go of what is held first (swap mode, a selected tile, a placement shown
        by Tab, a drag), then asks before leaving."""
        if self.swap_mode:
            self.swap_mode = False
            self.build_buttons()
            self.app.invalidate()
            return
        if self.drag.busy or self.drag.focus is not None:
            self.drag.cancel()
            self.update_preview()
            self.app.invalidate()
            return
        super().back()

    def on_event(self, ev) -> None:
        m = self.m
        if ev.type == pygame.KEYDOWN:
            self.on_key(ev)
        elif ev.type == pygame.MOUSEWHEEL:
            shift = pygame.key.get_mods() & pygame.KMOD_SHIFT
            if shift:
                self.pan_by(0, ev.y * 60)
            elif ev.y:
                self.zoom_key(1 if ev.y > 0 else -1, self.pointer if self.camera.contains(self.pointer) else None)
            if ev.x:
                self.pan_by(-ev.x * 60, 0)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (1, 2, 3):
            lpos = m.to_logical(ev.pos)
            if self.camera.contains(lpos):
                self.pan_from = lpos
                self.pan_moved = False
        elif ev.type == pygame.MOUSEMOTION and self.pan_from is not None:
            lpos = m.to_logical(ev.pos)
            dx, dy = lpos[0] - self.pan_from[0], lpos[1] - self.pan_from[1]
            if self.pan_moved or dx * dx + dy * dy >= 16:
                self.pan_moved = True
                self.pan_from = lpos
                self.pan_by(dx, dy)
        elif ev.type == pygame.MOUSEBUTTONUP and self.pan_from is not None:
            self.pan_from = None

    def on_key(self, ev) -> None:
        k = ev.key
        step = 80.0
        pans = {pygame.K_LEFT: (step, 0), pygame.K_RIGHT: (-step, 0), pygame.K_UP: (0, step),
                pygame.K_DOWN: (0, -step)}
        if k in pans:
            self.pan_by(*pans[k])
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_key(1)
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_key(-1)
        elif k in (pygame.K_f, pygame.K_HOME):
            self.fit_board()
        elif k in (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.drag.handle(ev, self.m)  # step through the choices; Enter plays
        elif pygame.K_1 <= k <= pygame.K_9 or pygame.K_KP1 <= k <= pygame.K_KP9:
            self.show_tile_key(k - pygame.K_1 if k <= pygame.K_9 else k - pygame.K_KP1)

    def show_tile_key(self, i: int) -> None:
        """A digit key: the first choice of tile ``i`` of the hand (counted from 0), shown as
        Tab shows it (Tab then steps through that tile's cells, or in swap mode Enter gives it
        back)."""
        seat = self.view.to_move
        if seat is None or not self.legal:
            return
        start = ("pending", 0) if self.view.phase == "blind" else (("hand", seat), i)
        for n, c in enumerate(self.choices()):
            if c.start == start:
                self.drag.cancel()
                self.drag.focus = n
                self.app.invalidate()
                return

    # ================================================================= time
    def tick(self, dt: float) -> bool:
        moving = False
        if self.flash is not None and self.flash_age < 3.0:
            self.flash_age += dt
            moving = True
        if (self.clock_left is not None and not self.over and self.viewer is not None
                and self.view.to_move == self.viewer and self.thinking is None
                and self.app.scenes.top is self):
            before = math.ceil(self.clock_left)
            self.clock_left -= dt
            if math.ceil(self.clock_left) != before:
                self.app.invalidate()
            if self.clock_left <= 0:
                self.clock_left = None
                self.drag.cancel()
                self.play(Timeout())  # the rules place a turned-up tile and count the timeout
            moving = True
        return moving


    # ================================================================= drawing
    def draw(self, surface) -> None:
        panels.draw(self, surface)
