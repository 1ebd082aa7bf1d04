"""The Tile Poker table: a board of square tiles on an unbounded grid seen through a camera
(app.ui.camera: pan, zoom, fit), both hands public, the pool, placing by drag or click with a
live preview of what a legal cell would score, the other actions as buttons (Draw, Blind
place, Swap, Pass), the scores of each placement on the board, the turn timer, and an end
screen with the result and a review of every placement against the best one on offer.

A pass asks first, saying plainly when it may end the game (the view's ``pass_ends_game``);
the end screen says why the game ended (the result's ``end_reason`` and ``end_turns``). The
table lays itself out for the window's shape (``Geometry``: panels left of the board, or in a
tall narrow window the board on top and the panels under it), and the board never shrinks its
tiles below ``MIN_TILE_PX`` on screen: a longer board is panned instead.

The scene is thin: what is legal, what a placement scores, the timeout's cell and the result
all come from app.rules.tile_poker (the view's ``legal`` and ``points_for``; the rules'
``key_points`` and ``legal_keys`` for the review). Hands are public, so two humans share one
screen without pass screens.
"""

from __future__ import annotations

import math

import pygame

from app.rules import tile_poker as TP
from app.rules.tile_poker import GAME, BlindPlace, Draw, Pass, Place, PlaceBlindTile, Swap, Timeout
from app.scenes.setup import COMPUTER_NAMES, GameSetup, SeatConfig, TableConfig
from app.scenes.table import TableBase
from app.ui import fonts
from app.ui.animator import Slot
from app.ui.camera import Camera
from app.ui.cards import HIGHLIGHT, TARGET_OK, draw_sprite
from app.ui.movedrag import Choice
from app.ui.widgets import GOLD, MUTED, RED, TEXT, Button, ButtonRow, blit_text, draw_felt, panel

MIN_TILE_PX = 30  # the least size (pixels) of a tile on the board: below it the board pans

LEVELS = tuple(GAME.info.levels)
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


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


class TileArt:
    """The card art seen as tiles: the card layer draws faces and backs; this hands it square
    tiles instead (the frame's layer and animator stay as they are)."""

    def __init__(self, art):
        self.art = art

    def face(self, card, w: int, h: int) -> pygame.Surface:
        return self.art.tile(card, max(8, min(w, h)))

    def back(self, w: int, h: int) -> pygame.Surface:
        return self.art.tile_back(max(8, min(w, h)))


class TilePokerSetup(GameSetup):
    def __init__(self, app):
        super().__init__(app, "tile_poker", lambda cfg: TilePokerTable(app, cfg), LEVELS,
                         resume=lambda data: TilePokerTable.resume(app, data),
                         notes="Place tiles to make poker hands in rows and columns; hands are public.")
        self.options["turn_timer"] = TP.default_turn_timer(self._all_human())

    def _all_human(self) -> bool:
        return all(s.human for s in self.seats)

    def cycle_kind(self, i: int) -> None:
        """The turn timer follows the rule's default (60 s for two humans, off against the
        computer) until the player sets it."""
        before = TP.default_turn_timer(self._all_human())
        super().cycle_kind(i)
        if self.options.get("turn_timer") == before:
            self.options["turn_timer"] = TP.default_turn_timer(self._all_human())

    @classmethod
    def demo(cls, app, variant: str, seed: int):
        """Screens for --screenshot: "" setup, "early", "crowded" (40 tiles), "preview" (a drag
        over a legal cell), "keys" (a placement shown by Tab, with its preview), "blind" (a
        turned-up tile), "pass" (the question a pass asks), "passes" (the end after two passes),
        "end" (the result), "long" (a board longer than the window: it pans), "timer"."""
        if not variant:
            return cls(app)
        tiles = {"early": 7, "crowded": 40, "preview": 12, "keys": 12, "blind": 16, "pass": 8, "passes": 8,
                 "end": 99, "long": 44, "timer": 9}.get(variant)
        if tiles is None:
            raise ValueError(f"no tile_poker scene {variant!r}; try early, crowded, preview, keys, blind, pass, "
                             f"passes, end, long, timer")
        seats = [SeatConfig(app.settings.player_name, "human"), SeatConfig(COMPUTER_NAMES[1], "computer", "greedy")]
        options = {"turn_timer": 60 if variant == "timer" else "off"}
        moves = demo_moves(seed, tiles, options, long=variant == "long")
        if variant == "passes":
            moves += [Pass(), Pass()]
        data = {"game": "tile_poker", "seats": [vars(s) for s in seats], "options": options, "seed": seed,
                "moves": [m.to_json() for m in moves]}
        table = TilePokerTable.resume(app, data)
        table.demo_variant = variant
        table.saving = False  # a demo writes nothing to the player's saves, statistics or replays
        return table


def demo_moves(seed: int, tiles: int, options, long: bool = False) -> list:
    """Moves of a game between two computer players until ``tiles`` tiles are on the board
    and seat 0 is to move (or the game is over); ``long``: each tile goes on the rightmost
    cell it may (a long board)."""
    from app.ai.base import make_agent

    state = GAME.new_game(seed, 2, options)
    agents = [make_agent("tile_poker", "greedy", seed * 7 + s) for s in range(2)]
    moves = []
    while not state.over:
        seat = GAME.to_move(state)
        if seat == 0 and len(GAME.view(state, 0).tiles) >= tiles:
            break
        legal = GAME.legal_moves(state)
        places = [m for m in legal if isinstance(m, (Place, PlaceBlindTile))]
        if long and places:
            move = max(places, key=lambda m: (m.x, -abs(m.y - (m.x // 6) % 3)))
        elif long and any(isinstance(m, Draw) for m in legal):
            move = Draw()
        else:
            move = agents[seat].choose(GAME.view(state, seat), legal)
        state = GAME.apply(state, move)
        moves.append(move)
    return moves


class TilePokerTable(TableBase):
    """Tile Poker on the table frame (see the module doc)."""

    game_id = "tile_poker"
    keyboard_choices = False  # the arrows pan the board; Tab and Enter still step through the choices
    think_seconds = 0.6
    portrait_layout = True  # a tall narrow window gets the column stage (see Geometry)
    column_min_h = 1000.0

    def __init__(self, app, config: TableConfig, autoplay: bool = False):
        super().__init__(app, config, autoplay)
        self.camera = Camera(VIEWPORT, cell=72.0, min_cell=22.0, max_cell=150.0, fit_max=84.0, margin=1.3)
        self.tile_art = TileArt(app.art)
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
        self._geo_for = None
        self._apply_geometry()
        self.camera.fit(self.board_cells(), focus=self.focus_cell())
        self._build_buttons()

    # ================================================================= the stage
    @property
    def geo(self) -> Geometry:
        m = self.m
        if self._geo_for != (m.dw, m.dh):
            self._geo, self._geo_for = Geometry(m), (m.dw, m.dh)
        return self._geo

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
        self._build_buttons()

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
        top = self.panel_seats.index(seat)
        px, py, pw, ph = self.geo.seat_panels[top]
        row, col = divmod(i, 4)
        x0 = px + (pw - (4 * HAND_TILE + 3 * HAND_GAP)) / 2
        return (x0 + col * (HAND_TILE + HAND_GAP), py + 124 + row * (HAND_TILE + HAND_GAP), HAND_TILE, HAND_TILE)

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
        return (f"{len(v.tiles)} tiles on the board: " +
                ", ".join(f"{self.name(s)} {v.scores[s]}" for s in range(2)))

    def before_turn(self, seat: int) -> None:
        # Both hands are public (TP-1): two humans share the screen with no pass screen.
        if self.seats[seat].human:
            self.last_human = seat

    def on_turn(self, seat: int) -> None:
        if self.clock_seat != seat or self.clock_left is None:
            self.clock_seat = seat
            self.clock_left = float(self.timer) if self.timer != "off" else None
        self.swap_mode = False
        self._build_buttons()
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
            other = self.name(1 - self.viewer)
            self.toast.show(f"{self._you_cap(self.viewer)} no tile left and the pool is empty, so "
                            f"{self._you(self.viewer)} skipped from now on: if {other} passes, the game ends"
                            + (" (Undo takes your last move back)" if self.can_undo() else "") + ".", "info", 6.0)
        self._build_buttons()
        self.sync_layout(animate=True, **hints)

    def _you(self, seat: int) -> str:
        """"you are" for the one human at the screen, else "<name> is"."""
        return "you are" if self._is_you(seat) else f"{self.name(seat)} is"

    def _you_cap(self, seat: int) -> str:
        return "You have" if self._is_you(seat) else f"{self.name(seat)} has"

    def _is_you(self, seat: int) -> bool:
        return len(self.humans) == 1 and seat == self.humans[0]

    def note_action(self, a: TP.ActionRecord) -> None:
        """The log line (and a toast for what happens by itself) of one action."""
        who = self.name(a.seat)
        you = who == "You"
        card = a.card.label if a.card is not None else ""
        if a.action in ("place", "blind"):
            rec = self.view.last_placement
            pts = rec.points if rec is not None and rec.card == a.card else 0
            how = ("blind-place" if you else "blind-places") if a.action == "blind" else ("place" if you else "places")
            if rec is not None and rec.how == "timeout":
                how = "(out of time) place" + ("" if you else "s")
            text = f"{who} {how} {card} for {plural(pts, 'point')}"
        elif a.action == "draw":
            text = f"{who} draw{'' if you else 's'} a tile"
        elif a.action == "turn_up":
            text = f"{who} turn{'' if you else 's'} up {card} to place it"
        elif a.action == "swap":
            text = f"{who} swap{'' if you else 's'} {card} for {a.received.label}"
        elif a.action == "pass":
            text = f"{who} pass{'' if you else 'es'}"
        elif a.action == "skip":
            text = f"{who} {'have' if you else 'has'} no tile to play and {'are' if you else 'is'} skipped"
            self.toast.show(text, "info", 3.5)
        elif a.action == "timeout":
            text = f"{who} ran out of time ({self.view.timeouts[a.seat]} of {TP.FORFEIT_TIMEOUTS})"
            self.toast.show(text, "error", 3.5)
        elif a.action == "forfeit":
            text = f"{who} forfeit{'' if you else 's'} after {TP.FORFEIT_TIMEOUTS} timeouts"
            self.toast.show(text, "error", 5.0)
        else:
            text = a.text
        self.log_entries.append((len(self.moves), a.seat, text))
        del self.log_entries[:-12]

    def on_game_over(self) -> None:
        self.clock_left = None
        self.swap_mode = False
        self.drag.cancel()
        self.review_cache = {}
        self._build_buttons()
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
        self._build_buttons()
        self.app.invalidate()

    def toggle_result(self) -> None:
        self.show_result = not self.show_result
        self._build_buttons()
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
            self.toast.show("Click the tile to give back (Esc cancels)", "info", 4.0)
        self._build_buttons()

    def _legal_of(self, kind) -> list:
        return [m for m in self.legal if isinstance(m, kind)]

    def _build_buttons(self) -> None:
        g = self.geo
        y = g.bar_y
        b = ButtonRow()
        b.add(Button("Rules", g.header_buttons[0], self._rules, size=17))
        b.add(Button("Menu", g.header_buttons[1], self.ask_leave, size=17))
        zx = g.zoom_x
        b.add(Button("\u2212", (zx, y, 44, 44), lambda: self.zoom_key(-1), size=22, tooltip="Zoom out (-)"))
        b.add(Button("+", (zx + 50, y, 44, 44), lambda: self.zoom_key(1), size=22, tooltip="Zoom in (+)"))
        b.add(Button("Fit", (zx + 100, y, 50, 44), self.fit_board, size=16, tooltip="Fit the board (F)"))
        if self.undo_allowed and len(self.humans) == 1 and not self.autoplay and not self.over:
            b.add(Button("Undo", g.undo[0], self.undo, size=17, enabled=self.can_undo(),
                         tooltip="Take back your last move (Ctrl+Z)"))
            b.add(Button("Redo", g.undo[1], self.redo, size=17, enabled=self.can_redo(), tooltip="Ctrl+Y"))
        self._bar_x = x = g.bar_x
        if self.over:
            b.add(Button("Play again", (x, y, 170, 46), self.play_again, size=18, key=pygame.K_RETURN))
            b.add(Button("Show board" if self.show_result else "Show result", (x + 178, y, 170, 46),
                         self.toggle_result, size=18, key=pygame.K_r))
            self._bar_x = x + 356
            if self.can_turn_seats:
                b.add(Button(self.turn_label(), (x + 356, y, 170, 46), self.seats_turned, size=18,
                             tooltip="The same tiles again, each player in the other seat"))
                self._bar_x = x + 534
        elif self.legal and self.view.phase == "play":
            spec = [
                ("Draw", Draw, lambda: self.act(Draw()), pygame.K_d, 110, "Take the pool's top tile (D)"),
                ("Blind place", BlindPlace, lambda: self.act(BlindPlace()), pygame.K_b, 150,
                 "Turn up the pool's top tile and place it (B)"),
                ("Swap", Swap, self.toggle_swap, pygame.K_s, 110, "Give a tile back for the pool's top one (S)"),
                ("Pass", Pass, self.ask_pass, pygame.K_p, 100, "Do nothing this turn (P)"),
            ]
            for label, kind, fn, key, w, tip in spec:
                if self._legal_of(kind):  # each action is shown only when it is legal
                    b.add(Button(label, (x, y, w, 46), fn, size=18, key=key, tooltip=tip,
                                 toggled=kind is Swap and self.swap_mode))
                    x += w + 8
            self._bar_x = x
        self.buttons = b

    def pass_question(self) -> str:
        """What a pass now leads to, in plain words (the rules say whether it ends the game)."""
        v = self.view
        seat = v.to_move
        other = self.name(1 - seat)
        why = {
            "pass": f"{other} passed last turn",
            "timeout": f"{other} ran out of time last turn",
            "skip": f"{other} had no tile to play last turn",
            "no tile": f"{other} has no tile to play and the pool is empty",
        }.get(v.pass_ends_game)
        if why:
            return f"{why}, so if you pass now the game ends. Pass?"
        return f"If {other} passes too, the game ends. Pass?"

    def ask_pass(self) -> None:
        """Pass, once the player has read what it may lead to (a pass may end the game)."""
        from app.scenes.dialogs import ConfirmDialog

        if not self._legal_of(Pass):
            return
        self.swap_mode = False
        self.drag.cancel()
        self.app.scenes.push(ConfirmDialog(self.app, self.pass_question(), lambda: self.act(Pass()),
                                           yes="Pass", no="Keep playing"))

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
            return "Click the tile to give back, or press Swap again to cancel"
        if self.place_at(lpos) is None:
            return "Drop the tile on a lit cell of the board"
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
            # its outlines and label are drawn on the board, kept inside it (_pill)
            self.app.invalidate(self.m.rect(*self.geo.viewport))

    # ================================================================= events
    def handle_event(self, ev) -> None:
        m = self.m
        if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = m.to_logical(ev.pos)
        if (ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.drag.selected is not None
                and not self.drag.dragging and not self.buttons.hit(ev.pos, m)):
            if self._click_cell_with_selection(self.pointer):
                return
        if ev.type == pygame.KEYDOWN:
            super().handle_event(ev)  # the frame's keys (undo, redo, the deal code), then ours
        elif not (self.drag.dnd.grab is not None and self.drag.handle(ev, m)):
            # the frame's order for the pointer, on this table's stage (the column stage in a
            # tall narrow window)
            if not self.buttons.handle(ev, m) and not self.drag.handle(ev, m):
                self.on_event(ev)
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
        self.refused(why[:1].upper() + why[1:] if why else "That tile cannot go there")
        return True

    def back(self) -> None:
        """Esc: lets go of what is held first (swap mode, a selected tile, a placement shown
        by Tab, a drag), then asks before leaving."""
        if self.swap_mode:
            self.swap_mode = False
            self._build_buttons()
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

    # ================================================================= time
    def update(self, dt: float) -> bool:
        moving = super().update(dt)
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

    def after_push(self) -> None:
        """Screenshots: bring the demo table to the moment its name promises."""
        v = self.demo_variant
        self.tweens.finish_all()
        if v in ("preview", "blind"):
            if v == "blind":
                self.play(BlindPlace())
                self.tweens.finish_all()
            m = self.m
            start = next((c for c in self.choices()), None)
            if start is None:
                return
            best = max((c for c in self.choices() if c.start == start.start),
                       key=lambda c: self.view.points_for(self.card_at(c.start), c.end[1:]).points)
            sp = self.animator.sprite_at_place(best.start)
            a = sp.rect(m).center
            r = m.rect(*self.tile_rect(best.end[1:]))
            d = self.app.dispatch
            d(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=a))
            for k in range(1, 6):
                p = (a[0] + (r.centerx - a[0]) * k // 5, a[1] + (r.centery - a[1]) * k // 5)
                d(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
        elif v == "keys":
            ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
            for _ in range(5):
                self.app.dispatch(ev)
        elif v == "pass":
            self.ask_pass()
        elif v == "timer":
            self.update(23.4)

    # ================================================================= review
    def placement_review(self, seat: int) -> list[dict]:
        """Each placement of ``seat``: the tile, its cell, how it was placed, its points, and
        the best points any legal cell offered that tile at that moment (the rules' scoring)."""
        if seat in self.review_cache:
            return self.review_cache[seat]
        placed = {(m.card, m.x, m.y) for m in self.moves if isinstance(m, Place)}
        blind = {(m.x, m.y) for m in self.moves if isinstance(m, PlaceBlindTile)}
        board: dict = {}
        out = []
        for t in self.view.tiles:
            if t.by == seat:
                fast = TP.board_codes(board)
                best = max(TP.key_points(fast, k, t.card.code) for k in TP.legal_keys(fast))
                how = "placed" if (t.card, t.x, t.y) in placed else "blind" if t.cell in blind else "timeout"
                out.append({"card": t.card, "cell": t.cell, "how": how, "points": t.points, "best": best,
                            "where": TP.where(board, t.cell).split(", ")[0]})
            board[t.cell] = t.card
        self.review_cache[seat] = out
        return out

    def result_lines(self) -> tuple[str, str]:
        """The headline and the explanation (the tiebreak that decided, with names)."""
        r = self.view.result
        if r is None:
            return "", ""
        n = [self.name(0), self.name(1)]
        s = r.scores
        if r.draw:
            head = "A draw"
        else:
            w = r.winners[0]
            head = "You win!" if len(self.humans) == 1 and w == self.humans[0] else f"{n[w]} wins"
        if r.decided_by == "forfeit":
            w = r.winners[0]
            why = f"{n[1 - w]} ran out of time {TP.FORFEIT_TIMEOUTS} times and forfeits: {n[w]} wins whatever the points."
        elif r.decided_by == "points":
            w = r.winners[0]
            why = f"{n[w]} has more points: {s[w]} to {s[1 - w]}."
        else:
            b = r.best_names
            why = f"Tied on {s[0]} points, so the tiebreaks decide. Best hand scored: {n[0]} {b[0]}, {n[1]} {b[1]}"
            if r.decided_by == "best hand":
                why += f": {n[r.winners[0]]} made the better hand."
            else:
                why += f" (equal). Aces placed: {n[0]} {r.aces[0]}, {n[1]} {r.aces[1]}"
                why += f": {n[r.winners[0]]} placed more aces." if r.decided_by == "aces" else \
                    " (equal): the game is a draw."
        end = self.end_words(r)
        if end:
            why = f"{end} {why}"
        return head, why

    def end_words(self, r) -> str:
        """Why the game ended, with names (the result's end_reason and end_turns)."""
        if r.end_reason == "all tiles placed":
            return "The game ended with all 52 tiles on the board."
        if r.end_reason != "two passes":
            return ""

        def did(seat: int, kind: str) -> str:
            you = self._is_you(seat)
            who = "you" if you else self.name(seat)
            return {"pass": f"{who} passed",
                    "timeout": f"{who} ran out of time",
                    "skip": f"{who} had no tile to play"}.get(kind, f"{who} passed")

        turns = list(r.end_turns)
        if len(turns) == 2:
            first, second = did(*turns[0]), did(*turns[1])
            if turns[1][1] == "pass" and turns[0][1] == "pass":
                second += " too"
            text = f"The game ended because {first}, then {second}: two passes in a row end the game"
            if any(k != "pass" for _, k in turns):
                text += " (a turn out of time or with no tile to play counts as a pass)"
            return text + "."
        return "The game ended after two passes in a row."

    # ================================================================= drawing
    def draw(self, surface) -> None:
        m = self.m
        draw_felt(surface)
        self._draw_header(surface)
        for k, seat in enumerate(self.panel_seats):
            self._draw_seat_panel(surface, seat, self.geo.seat_panels[k])
        self._draw_pool(surface)
        vp = m.rect(*self.geo.viewport)
        pygame.draw.rect(surface, (14, 66, 40), vp, border_radius=m.px(10))
        clip = surface.get_clip()
        surface.set_clip(vp.inflate(-m.px(2), -m.px(2)).clip(clip))
        self._draw_grid(surface, vp)
        art = self.tile_art
        sprites = self.layer.ordered()
        for sp in sprites:
            if isinstance(sp.data, tuple) and sp.data[0] == "board" and sp.z < 9000:
                draw_sprite(surface, m, art, sp)
        self._draw_owner_marks(surface)
        self._draw_board_overlay(surface)
        surface.set_clip(clip)
        pygame.draw.rect(surface, (70, 130, 95), vp, width=max(1, m.px(1.5)), border_radius=m.px(10))
        self._draw_more_marks(surface, vp)
        for sp in sprites:  # hand tiles, the turned-up tile, tiles in flight
            if sp.lift == 0 and not (isinstance(sp.data, tuple) and sp.data[0] == "board" and sp.z < 9000):
                draw_sprite(surface, m, art, sp)
        self._draw_selection(surface)
        self._draw_bar(surface)
        if self.over and self.show_result:
            self._draw_result(surface)
        for sp in sprites:
            if sp.lift > 0:
                draw_sprite(surface, m, art, sp)
        self._draw_preview(surface)
        self.buttons.draw(surface, m)
        self.toast.draw(surface, m, y=self.geo.toast_y)

    def _draw_more_marks(self, surface, vp) -> None:
        """A gold mark on each edge of the board where tiles lie beyond it (a board too long
        to fit at a readable size, or one the player has moved): pan to see them."""
        vx, vy, vw, vh = self.geo.viewport
        sides = set()
        for t in self.view.tiles:
            x, y, w, h = self.camera.cell_rect(t.cell)
            if x + w / 2 < vx:
                sides.add("left")
            if x + w / 2 > vx + vw:
                sides.add("right")
            if y + h / 2 < vy:
                sides.add("top")
            if y + h / 2 > vy + vh:
                sides.add("bottom")
        t = max(2, self.m.px(4))
        for side in sides:
            edge = {"left": (vp.left, vp.top + vp.h // 3, t, vp.h // 3),
                    "right": (vp.right - t, vp.top + vp.h // 3, t, vp.h // 3),
                    "top": (vp.left + vp.w // 3, vp.top, vp.w // 3, t),
                    "bottom": (vp.left + vp.w // 3, vp.bottom - t, vp.w // 3, t)}[side]
            pygame.draw.rect(surface, GOLD, edge, border_radius=t // 2)

    def _draw_header(self, surface) -> None:
        m = self.m
        blit_text(surface, m, "Tile Poker", 24, 31, 26, GOLD, "serif", anchor="midleft")
        blit_text(surface, m, self.status_text(), *self.geo.status, 18, TEXT, "bold", anchor="center")

    def status_text(self) -> str:
        v = self.view
        if self.over:
            return self.result_lines()[0]
        if self.thinking is not None:
            return ""
        seat = v.to_move
        if seat is None:
            return ""
        if self.viewer == seat and self.legal:
            who = "Your turn" if len(self.humans) == 1 else f"{self.name(seat)} to play"
            if v.phase == "blind":
                return f"{who}: put the turned-up {v.pending.label} on a lit cell"
            if self.swap_mode:
                return f"{who}: click the tile to give back"
            if v.pass_ends_game:
                return f"{who}: a pass now ends the game"
            return f"{who}: drag a tile to the board, or choose an action"
        return f"{self.name(seat)} to play"

    def _draw_seat_panel(self, surface, seat: int, rect) -> None:
        m = self.m
        v = self.view
        x, y, w, h = rect
        on_turn = v.to_move == seat and not self.over
        panel(surface, m.rect(*rect), radius=m.px(12), border=SEAT_COLOURS[seat] if on_turn else (70, 130, 95))
        colour = SEAT_COLOURS[seat]
        name = self.name(seat)
        f = fonts.font(m.px(19), "bold")
        while len(name) > 3 and f.size(name)[0] > m.px(150):
            name = name[:-1]
        blit_text(surface, m, name, x + 14, y + 10, 19, colour, "bold")
        kind = "human" if self.seats[seat].human else f"computer: {self.seats[seat].level}"
        blit_text(surface, m, kind, x + 14, y + 34, 13, MUTED)
        if on_turn:
            self._draw_turn_mark(surface, seat, x + w - 30, y + 28)
        blit_text(surface, m, plural(v.scores[seat], "point"), x + 14, y + 52, 22, GOLD, "bold")
        t = v.timeouts[seat]
        blit_text(surface, m, f"Timeouts: {t}/{TP.FORFEIT_TIMEOUTS}", x + w - 14, y + 64, 13, RED if t else MUTED,
                  anchor="midright")
        blit_text(surface, m, f"Best hand: {v.best_names[seat]}", x + 14, y + 82, 14, TEXT)
        blit_text(surface, m, f"Aces placed: {v.aces[seat]}", x + 14, y + 101, 14, TEXT)
        blit_text(surface, m, f"Swaps left: {v.swaps_left[seat]}", x + w - 14, y + 101, 14, TEXT, anchor="topright")
        if not v.hands[seat]:
            blit_text(surface, m, "no tiles in hand", x + w / 2, y + 180, 14, MUTED, anchor="center")

    def _draw_turn_mark(self, surface, seat: int, cx: float, cy: float) -> None:
        """The turn timer's ring (it runs down), or a dot for the player to move."""
        m = self.m
        r = m.px(19)
        c = m.pt(cx, cy)
        if self.clock_left is not None and self.clock_seat == seat and self.timer != "off":
            frac = max(0.0, min(1.0, self.clock_left / float(self.timer)))
            pygame.draw.circle(surface, (30, 60, 44), c, r, width=max(2, m.px(4)))
            colour = RED if self.clock_left <= 10 else GOLD
            rect = pygame.Rect(0, 0, 2 * r, 2 * r)
            rect.center = c
            if frac > 0:
                pygame.draw.arc(surface, colour, rect, math.pi / 2, math.pi / 2 + 2 * math.pi * frac,
                                width=max(2, m.px(4)))
            blit_text(surface, m, str(max(0, math.ceil(self.clock_left))), cx, cy, 13, colour, "bold",
                      anchor="center")
        else:
            pygame.draw.circle(surface, SEAT_COLOURS[seat], c, m.px(7))

    def _draw_pool(self, surface) -> None:
        m = self.m
        v = self.view
        g = self.geo
        x, y, w, h = g.pool_panel
        panel(surface, m.rect(*g.pool_panel), radius=m.px(12))
        blit_text(surface, m, "Pool", x + 14, y + 10, 15, MUTED, "bold")
        r = m.rect(*g.pool_tile)
        if v.pool_size:
            surface.blit(self.app.art.tile_back(min(r.w, r.h)), r)
        else:
            pygame.draw.rect(surface, (30, 80, 54), r, width=max(1, m.px(1.5)), border_radius=m.px(6))
        tx, ty, tw, th = g.pool_tile
        blit_text(surface, m, plural(v.pool_size, "tile"), tx + tw + 12, ty + th / 2, 18, TEXT, "bold",
                  anchor="midleft")
        if v.pending is not None:
            lx, ly, anchor = g.pending_label
            blit_text(surface, m, "Turned up:", lx, ly, 13, GOLD, "bold", anchor=anchor)
            pr = m.rect(*g.pending_rect).inflate(m.px(8), m.px(8))
            pygame.draw.rect(surface, GOLD, pr, width=max(2, m.px(2)), border_radius=m.px(10))

    def _draw_grid(self, surface, vp) -> None:
        m = self.m
        cam = self.camera
        if cam.cell * m.s < 14:
            return
        vx, vy, vw, vh = self.geo.viewport
        x0, y0 = cam.cell_of((vx, vy))
        x1, y1 = cam.cell_of((vx + vw, vy + vh))
        colour = (20, 78, 48)
        for gx in range(x0, x1 + 2):
            px = m.pt(*cam.to_stage(gx - 0.5, 0))[0]
            pygame.draw.line(surface, colour, (px, vp.top), (px, vp.bottom))
        for gy in range(y0, y1 + 2):
            py = m.pt(*cam.to_stage(0, gy - 0.5))[1]
            pygame.draw.line(surface, colour, (vp.left, py), (vp.right, py))

    def _draw_owner_marks(self, surface) -> None:
        """A thin bar in the colour of the player who placed each tile."""
        m = self.m
        for t in self.view.tiles:
            if t.by is None:
                continue
            x, y, w, h = self.tile_rect(t.cell)
            r = m.rect(x + w * 0.3, y + h + self.camera.cell * TILE_INSET * 0.2, w * 0.4,
                       max(2.0, self.camera.cell * TILE_INSET * 0.6))
            pygame.draw.rect(surface, SEAT_COLOURS[t.by], r, border_radius=m.px(1))

    def _draw_board_overlay(self, surface) -> None:
        m = self.m
        dnd = self.drag.dnd
        if self.flash is not None:
            rec = self.flash
            for ln in rec.lines:
                if ln.points > 0:
                    self._outline_cells(surface, ln.cells, LINE_COLOUR)
            r = m.rect(*self.camera.cell_rect(rec.cell)).inflate(m.px(2), m.px(2))
            pygame.draw.rect(surface, SEAT_COLOURS[rec.seat], r, width=max(2, m.px(3)), border_radius=m.px(6))
        if self.preview is not None:
            card, cell, score = self.preview
            for ln in score.lines:
                if len(ln.cells) > 1:
                    self._outline_cells(surface, ln.cells, LINE_COLOUR if ln.points else (150, 170, 160))
        if dnd.dragging:
            dnd.draw_targets(surface, m)
        elif self.legal and self.view.phase == "blind":
            for c in self.choices():
                if c.end is not None:
                    r = m.rect(*self.place_rect(c.end)).inflate(m.px(4), m.px(4))
                    pygame.draw.rect(surface, TARGET_OK, r, width=max(1, m.px(1.5)), border_radius=m.px(8))
        if self.drag.selected is not None:
            for c in self.choices():
                if c.start == self.drag.selected and c.end is not None:
                    r = m.rect(*self.place_rect(c.end)).inflate(m.px(4), m.px(4))
                    pygame.draw.rect(surface, TARGET_OK, r, width=max(2, m.px(2)), border_radius=m.px(8))
        focus = self.drag.focused()
        if focus is not None and focus.end is not None:
            r = m.rect(*self.place_rect(focus.end)).inflate(m.px(6), m.px(6))
            pygame.draw.rect(surface, HIGHLIGHT, r, width=max(2, m.px(3)), border_radius=m.px(8))
        if self.flash is not None and self.flash.points > 0 and self.flash_age < 3.0:
            self._draw_flash_label(surface)

    def _outline_cells(self, surface, cells, colour) -> None:
        m = self.m
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        a = self.camera.cell_rect((min(xs), min(ys)))
        b = self.camera.cell_rect((max(xs), max(ys)))
        r = m.rect(a[0], a[1], b[0] + b[2] - a[0], b[1] + b[3] - a[1]).inflate(m.px(4), m.px(4))
        pygame.draw.rect(surface, colour, r, width=max(2, m.px(2.5)), border_radius=m.px(8))

    def _line_text(self, ln: TP.LineScore) -> str:
        if len(ln.cells) < 2:
            return f"{ln.direction.capitalize()}: no line"
        if ln.category == TP.NO_HAND:
            return f"{ln.direction.capitalize()}: {len(ln.cells)} tiles, +0"
        return f"{ln.direction.capitalize()}: {ln.category_name} +{ln.points}"

    def _pill(self, surface, lines, anchor_rect, colour=GOLD) -> None:
        """A small label of ``lines`` above (or below) a logical rect, kept on the board."""
        m = self.m
        size = 15
        imgs = [fonts.text(t, m.px(size), colour if k == len(lines) - 1 else TEXT, "bold") for k, t in enumerate(lines)]
        w = max(i.get_width() for i in imgs) + m.px(16)
        h = sum(i.get_height() for i in imgs) + m.px(10)
        ar = m.rect(*anchor_rect)
        vp = m.rect(*self.geo.viewport)
        r = pygame.Rect(0, 0, w, h)
        r.midleft = (ar.right + m.px(10), ar.centery)  # beside the cell: the line stays in sight
        if r.right > vp.right - m.px(6):
            r.midright = (ar.left - m.px(10), ar.centery)
        r.clamp_ip(vp.inflate(-m.px(6), -m.px(6)))
        panel(surface, r, color=(12, 30, 20), alpha=235, radius=m.px(8), border=colour)
        yy = r.top + m.px(5)
        for img in imgs:
            surface.blit(img, (r.left + m.px(8), yy))
            yy += img.get_height()

    def _draw_flash_label(self, surface) -> None:
        rec = self.flash
        parts = [f"{ln.category_name} +{ln.points}" for ln in rec.lines if ln.points > 0]
        text = f"{self.name(rec.seat)}: " + " & ".join(parts) + f" = {plural(rec.points, 'point')}"
        self._pill(surface, [text], self.camera.cell_rect(rec.cell), SEAT_COLOURS[rec.seat])

    def _draw_preview(self, surface) -> None:
        if self.preview is None:
            return
        card, cell, score = self.preview
        lines = [self._line_text(ln) for ln in score.lines]
        lines.append(f"{card.label} here: {plural(score.points, 'point')}")
        surface_clip = surface.get_clip()
        self._pill(surface, lines, self.camera.cell_rect(cell))
        surface.set_clip(surface_clip)

    def _draw_selection(self, surface) -> None:
        m = self.m
        sel = self.drag.selected
        focus = self.drag.focused()
        for start in [s for s in (sel, focus.start if focus else None) if s is not None]:
            sp = self.animator.sprite_at_place(start)
            if sp is not None:
                r = sp.rect(m).inflate(m.px(8), m.px(8))
                pygame.draw.rect(surface, HIGHLIGHT, r, width=max(2, m.px(3)), border_radius=m.px(10))
        if self.swap_mode:
            for c in self.choices():
                sp = self.animator.sprite_at_place(c.start)
                if sp is not None:
                    r = sp.rect(m).inflate(m.px(6), m.px(6))
                    pygame.draw.rect(surface, RED, r, width=max(2, m.px(2)), border_radius=m.px(9))

    def _draw_bar(self, surface) -> None:
        m = self.m
        g = self.geo
        x = getattr(self, "_bar_x", g.bar_x) + 8
        y = g.bar_y + 23
        if self.thinking is not None:
            self._draw_thinking(surface, (x + g.bar_end) / 2, y)
        elif not self.over and self.view.phase == "blind" and self.legal:
            blit_text(surface, m, f"Place the turned-up {self.view.pending.label}", x, y, 16, GOLD, "bold",
                      anchor="midleft")
        lx, ly, lines = g.log
        for k, (seat, text) in enumerate(reversed(self.log[-lines:])):  # the latest first
            colour = (SEAT_COLOURS[seat] if seat is not None else TEXT) if k == 0 else MUTED
            blit_text(surface, m, text, lx, ly + k * 24, 14, colour, "bold" if k == 0 else "sans", anchor="midleft")

    def _draw_thinking(self, surface, x: float, y: float) -> None:
        """'<name> is thinking' with a small spinner, on this table's stage."""
        if self.thinking is None:
            return
        m = self.m
        r = blit_text(surface, m, f"{self.seat_name(self.thinking[0])} is thinking", x, y, 20, TEXT, "bold",
                      anchor="center")
        cx, cy = r.right + m.px(18), r.centery
        for k in range(8):
            a = self._spin * 6.0 + k * 0.785
            shade = 90 + 20 * k
            pygame.draw.circle(surface, (shade, shade, min(255, shade + 20)),
                               (int(cx + m.px(8) * math.cos(a)), int(cy + m.px(8) * math.sin(a))), max(1, m.px(2)))

    def _draw_result(self, surface) -> None:
        m = self.m
        vx, vy, vw, vh = self.geo.viewport
        x, y, w, h = vx + 24, vy + 16, vw - 48, vh - 32
        panel(surface, m.rect(x, y, w, h), color=(10, 40, 26), alpha=250, radius=m.px(14))
        head, why = self.result_lines()
        blit_text(surface, m, head, x + w / 2, y + 14, 30, GOLD, "serif", anchor="midtop")
        lines = fonts.wrap(why, m.px(16), m.px(w - 60))
        for k, line in enumerate(lines[:4]):
            blit_text(surface, m, line, x + w / 2, y + 58 + k * 21, 16, TEXT, anchor="midtop")
        v = self.view
        ty = y + 58 + min(4, len(lines)) * 21 + 10
        parts = [f"{self.name(s)}: {plural(v.scores[s], 'point')}, best {v.best_names[s]}, "
                 f"{plural(v.aces[s], 'ace')}" for s in range(2)]
        summary = "  \u00b7  ".join(parts)
        if fonts.font(m.px(15)).size(summary)[0] > m.px(w - 40):  # a narrow window: one line each
            for k, part in enumerate(parts):
                blit_text(surface, m, part, x + w / 2, ty + k * 20, 15, MUTED, anchor="midtop")
            ty += 50
        else:
            blit_text(surface, m, summary, x + w / 2, ty, 15, MUTED, anchor="midtop")
            ty += 30
        seats = self.humans if self.humans else [0, 1]
        col_w = (w - 40) / len(seats)
        for k, seat in enumerate(seats):
            cx = x + 20 + k * col_w
            self._draw_review(surface, seat, cx, ty, col_w - 12, y + h - ty - 12)

    def _draw_review(self, surface, seat: int, x: float, y: float, w: float, h: float) -> None:
        m = self.m
        rows = self.placement_review(seat)
        title = "Your placements" if len(self.humans) == 1 and seat == self.humans[0] else \
            f"Placements by {self.name(seat)}"
        got = sum(r["points"] for r in rows)
        best = sum(r["best"] for r in rows)
        blit_text(surface, m, f"{title}: {got} points of a possible {best} (best cell each time)", x, y, 15,
                  SEAT_COLOURS[seat], "bold")
        y += 26
        if not rows:
            blit_text(surface, m, "No placements.", x, y, 14, MUTED)
            return
        row_h = 19.0
        per_col = max(1, int(h - 26) // int(row_h))
        ncols = max(1, math.ceil(len(rows) / per_col))
        ncols = min(ncols, max(1, int(w // 300)))
        per_col = math.ceil(len(rows) / ncols)
        cw = w / ncols
        size = 13 if row_h * per_col <= h else 12
        for i, r in enumerate(rows):
            col, row = divmod(i, per_col)
            yy = y + row * min(row_h, (h - 26) / max(1, per_col))
            if yy > y + h:
                break
            xx = x + col * cw
            how = {"placed": "", "blind": " (blind)", "timeout": " (out of time)"}[r["how"]]
            colour = TEXT if r["points"] >= r["best"] else (240, 170, 120)
            text = f"{i + 1}. {r['card'].label} {r['where']}{how}: {r['points']} / best {r['best']}"
            font = fonts.font(m.px(size))
            if font.size(text)[0] > m.px(cw - 8):  # a narrow column: the tile and its points
                text = f"{i + 1}. {r['card'].label}{how}: {r['points']} / best {r['best']}"
            blit_text(surface, m, text, xx, yy, size, colour)
