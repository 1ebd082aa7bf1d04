"""The table frame: what every game table stands on.

``TableBase`` owns the game state and runs the one turn loop: on a human's turn it hands the
scene that seat's view and its choices; on a computer's turn it asks the thinking piece,
which paces the answer so people can follow; with several humans it puts up the pass screen
(app.scenes.pass_screen) whenever the next human to see hidden cards differs from the last.
After each move it calls the scene with the old view, the new view and the move (to
animate), autosaves, and goes on. A scene never touches the state: it reads ``self.view``
and ``self.legal``, plays with ``self.play(move)``, and asks the rules through the frame
(``self.reason(move)``).

The frame is made of pieces that each do one job; ``TableBase`` composes them and keeps the
turn loop, input dispatch (see ``handle_event``: a running demo stops at any key or click;
then the table's ``take_event``; Ctrl+Z/Y undo and redo, Ctrl+C the deal code; the buttons;
drag, click and keys over the choices; the table's ``on_event``; then ``after_event``), the
per-frame work (``update``: animations, the computers' answers, the hint and the demo, held
moments; then the table's ``tick``), leaving, and the drawing helpers. A table scene never
overrides ``handle_event`` or ``update``: it fills in those hooks.
- app.scenes.table_thinking: the computer players' thinking, asking ahead, failures;
- app.scenes.table_assist: Hint and Demo (the game's hint level, from the human's view);
- app.scenes.table_undo: undo, redo and rewind, never past what the human has seen;
- app.scenes.table_records: autosave and resume, the statistics record, the deal code,
  a new deal and duplicate deals;
- app.scenes.config: the TableConfig a table is made with.

A table scene is layout plus panels:
- ``layout()`` -> the Slots of every card shown (app.ui.animator animates the changes);
- ``places_of(move)`` -> (start place, end place) so drag, click and keys can make it
  (app.ui.movedrag); ``place_at(lpos)`` and ``move_for(start, end)`` give the rules'
  reason for a drop that is not legal;
- the hooks ``on_turn``, ``on_moved``, ``on_game_over`` and drawing.
"""

from __future__ import annotations

import math
from typing import Hashable

import pygame

from app.games import present
from app.i18n import _
from app.rules.game import IllegalMoveError, get_game, refusal
from app.scenes.config import TableConfig
from app.scenes.pass_screen import PassScreen
from app.scenes.table_assist import TableAssist
from app.scenes.table_coach import TableCoach
from app.scenes.table_records import TableRecords
from app.scenes.table_thinking import TableThinking
from app.scenes.table_undo import TableUndo
from app.ui import words
from app.ui.animator import Animator, Slot
from app.ui.cards import CardLayer
from app.ui.engine import Scene
from app.ui.movedrag import Choice, MoveDrag
from app.ui.tween import Tweens
from app.ui.widgets import TEXT, Button, ButtonRow, Toast, blit_text


class TableBase(TableAssist, TableCoach, TableThinking, TableUndo, TableRecords, Scene):
    """The frame (see the module doc). Subclasses set ``game_id`` and fill in the hooks."""

    game_id = ""
    watch_pause = 2.5  # seconds a held moment (a result) stays up when only computers play
    keyboard_choices = True  # Tab/arrows step through the choices (off where a table has its own keys)
    lookback_in_process = True  # the look-back's work in a separate process (tests: a thread, the same code)

    def __init__(self, app, config: TableConfig, autoplay: bool = False):
        super().__init__(app)
        self.config = config
        self.game = get_game(config.game_id)
        self._geo = None  # the table's geometry, for the stage it was made for (see ``geo``)
        self._geo_for: tuple[float, float] | None = None
        self.autoplay = autoplay  # headless: no pauses, no pass screens, no sounds to wait for
        self._state = self.game.new_game(config.seed, len(config.seats), config.options)
        self.moves: list = []  # every move applied (the save is seed + options + moves)
        self.movers: list[int] = []  # the seat that made each move
        self.init_undo()
        self.init_thinking(config)
        self.init_assist(config)
        self.init_coach(config)
        self.viewer: int | None = None  # the human seat at the screen now (None: nobody's cards)
        self.last_human: int | None = None
        self.hold: str | None = None  # a moment the table waits on (a result to read)
        self._hold_time = 0.0
        self._go_on = False  # advance once the animations are done
        self._started = False
        self._spin = 0.0
        self.init_records()
        self.layer = CardLayer()
        self.tweens = Tweens(app.anim_speed)
        self.animator = Animator(self.layer, self.tweens)
        self.toast = Toast()
        self.drag = MoveDrag(self.layer, self, self.tweens, on_refused=self.refused)
        self._choices: list[Choice] | None = None
        self.view = self.game.view(self._state, None)
        self.buttons = ButtonRow()

    # ================================================================ the look-back
    def look_back(self, first: int = 0) -> None:
        """Open the replay viewer on the game as played so far (an unfinished game has no
        outcome: the viewer shows only the moves made, and its last step only what everyone
        sees), the look-back on, at the position after ``first`` moves (the first move of the
        hand or game looked back at)."""
        from app.scenes.replay_viewer import ReplayViewer
        from app.store import replays

        over = self.game.to_move(self._state) is None
        data = replays.make_record(self.config.game_id, [vars(s) for s in self.seats], dict(self.config.options),
                                   self.config.seed, list(self.moves), self.game.outcome(self._state) if over else None)
        if not over:
            data.pop("outcome", None)
        viewer = ReplayViewer(self.app, data, lookback=True, first=first,
                              use_process=self.lookback_in_process, known_analysis=self.lookback_analysis())
        viewer.go(first)
        self.app.scenes.push(viewer)

    def lookback_analysis(self):
        """The game's look-back analysis of the moves made, when the table has worked it out
        already (the look-back then shows it instead of working it out again); None here."""
        return None

    def look_back_button(self, rect, first: int = 0, size: float = 18) -> Button:
        """The end screen's **Look back** button (key L): ``look_back(first)``."""
        # TRANSLATORS: an end screen's button: the replay of the game (or hand) with the coach's verdicts
        return Button(_("Look back"), rect, lambda: self.look_back(first), size=size, key=pygame.K_l,
                      tooltip=_("Step through the moves with the coach's verdicts (L)"))

    # ================================================================ the stage's geometry
    def make_geometry(self, m):
        """This table's layout for the stage ``m`` (its Geometry: where every place is)."""
        return None

    def on_geometry(self, g) -> None:
        """Place the table's pieces for a new geometry: the first one, and after a resize to a
        stage of another shape."""

    @property
    def geo(self):
        """The table's geometry for the stage it is drawn on (the column stage in a tall
        window), made again when the stage's shape changes."""
        m = self.m
        if self._geo_for != (m.dw, m.dh):
            self._geo_for = (m.dw, m.dh)
            self._geo = self.make_geometry(m)
            self.on_geometry(self._geo)
        return self._geo

    # ================================================================ what the scene reads
    @property
    def seats(self):
        return self.config.seats

    @property
    def humans(self) -> list[int]:
        return self.config.humans

    @property
    def multi_human(self) -> bool:
        return len(self.humans) > 1

    @property
    def watching(self) -> bool:
        """Every seat a computer: the table plays itself."""
        return not self.humans

    def seat_name(self, seat: int) -> str:
        """The seat's name as shown (the default "You" in the player's language)."""
        return words.shown_name(self.seats[seat].name)

    @property
    def legal(self) -> tuple:
        """The legal moves of the seat at the screen, when it is that seat's turn."""
        if self.viewer is None or self.game.to_move(self._state) != self.viewer or self.thinking:
            return ()
        return tuple(self.view.legal)

    @property
    def over(self) -> bool:
        return self.game.to_move(self._state) is None

    @property
    def outcome(self):
        return self.game.outcome(self._state)

    def reason(self, move) -> str | None:
        """Why the rules refuse ``move`` now, in the player's words, or None if it is legal."""
        exc = refusal(self.game, self._state, move)
        return present.reason_words(self.game.info.id, exc) if exc is not None else None

    def describe(self, move) -> str:
        """One of the legal moves in words: the rules' facts, the game's presenter's words."""
        return present.move_label(self.game.info.id, self.view, move,
                                  [self.seat_name(s) for s in range(len(self.seats))])

    def full_state(self):
        """For tests and tools only: a scene reads ``view`` and ``legal``."""
        return self._state

    def emblems(self, view) -> set:
        """The faces this table draws that are no card of the game's play (a marker, a
        counter, an emblem), given ``view`` (a view the rules gave the seat at the screen):
        what a storm allows beside the cards the rules have shown. None here."""
        return set()

    def self_check(self) -> list[str]:
        """For tests: what is wrong with what the table holds of its own (moves being tried
        before they go to the rules), in words. Nothing here."""
        return []

    def _refresh_view(self) -> None:
        self.view = self.game.view(self._state, self.viewer)
        self._choices = None

    # ================================================================ hooks for the scene
    def on_turn(self, seat: int) -> None:
        """A human's turn: ``self.view`` is that seat's view; lay out and wait."""
        self.sync_layout(animate=True)

    def on_moved(self, old_view, move, seat: int) -> None:
        """After a move (``self.view`` is the new view): animate; set ``self.hold`` to wait."""
        self.sync_layout(animate=True)

    def on_game_over(self) -> None:
        """The game is over (``self.outcome``); show the result."""

    def before_turn(self, seat: int) -> None:
        """Called before each turn (a table may ask computers ahead with ``ask_ahead``)."""

    def pass_note(self, seat: int) -> str:
        return ""

    def pass_name(self, seat: int) -> str:
        """The player the pass screen names: the seat's name, or "Player N" for a seat still
        called by the default name "You" (a table set up before the setup named several
        humans apart: "Pass the device to You" says nothing)."""
        name = self.seat_name(seat)
        return _("Player {number}").format(number=seat + 1) if words.is_you(name) else name

    def layout(self) -> list[Slot]:
        """Every card shown, as Slots (place, card or None for a back, face, rect, z)."""
        return []

    def places_of(self, move) -> tuple[Hashable, Hashable | None] | None:
        """(start place, end place or None) of a legal move, or None for a move made by a
        button (a bid, a pass)."""
        return None

    def place_at(self, lpos) -> Hashable | None:
        """The place under a logical point (to explain a drop that is not legal)."""
        return None

    def move_for(self, start, end):
        """The move a drag from ``start`` to ``end`` would be, legal or not (None: none)."""
        return None

    def place_rect(self, place) -> tuple[float, float, float, float]:
        raise KeyError(place)

    def build_buttons(self) -> None:
        """Make the table's buttons again (the frame calls it after a change of its own: a
        hint asked for or shown, the demo started or stopped)."""

    def continue_play(self) -> None:
        """Let go of a hold (a Next button; also called by itself when only computers play)."""
        self.hold = None
        self._hold_time = 0.0
        self.advance()

    # ================================================================ the turn loop
    def enter(self) -> None:
        if not self._started:
            self._started = True
            self.start()

    def start(self) -> None:
        """The first turn (a table may first restore what its save showed)."""
        self.advance()

    def advance(self) -> None:
        """Decide what happens next from the rules' to_move."""
        self._go_on = False
        if self.hold is not None:
            return
        seat = self.game.to_move(self._state)
        if seat is None:
            self._refresh_view()
            self.on_game_over()
            return
        self.before_turn(seat)
        if not self.seats[seat].human:
            self._think(seat)
            return
        if self.multi_human and seat != self.last_human and not self.autoplay:
            self.viewer = None  # nobody's cards until the right player is at the screen
            self._refresh_view()
            self.drag.cancel()
            self.app.scenes.push(PassScreen(self.app, self.pass_name(seat), lambda: self._show_turn(seat),
                                            self.pass_note(seat)))
            return
        self._show_turn(seat)

    def _show_turn(self, seat: int) -> None:
        self.viewer = self.last_human = seat
        self._refresh_view()
        self.on_turn(seat)

    def move_gate(self, move) -> str | None:
        """Asked before a human's move is played: a reason to refuse it (said as the rules'
        reasons are, nothing changed), or None to let the rules decide. None here; a lesson
        (app.scenes.tutorial) sets its own on the table it runs."""
        return None

    def play(self, move) -> bool:
        """The human at the screen makes ``move``: refused with the rules' reason (nothing
        changes), or applied. True if applied."""
        seat = self.game.to_move(self._state)
        if seat is None or seat != self.viewer or self.thinking is not None:
            return False
        gate = self.move_gate(move)
        if gate:
            self.refused(gate)
            return False
        view, legal, k = self.view, self.legal, len(self.moves)
        try:
            self._apply(seat, move)
        except IllegalMoveError as exc:
            self.refused(present.reason_words(self.game.info.id, exc))
            return False
        self.redo_blocks.clear()
        self.coach_move(view, legal, move, k)
        return True

    def _step(self, seat: int, move) -> None:
        """Apply one move to the state and the move list, noting what it shows the human."""
        before = self._state
        self._state = self.game.apply(before, move)
        self.moves.append(move)
        self.movers.append(seat)
        self._note_reveal(before, move, self._state)

    def _apply(self, seat: int, move) -> None:
        self.drag.cancel()
        self.drop_hint()  # a hint is for the position it was asked in
        old = self.view
        self._step(seat, move)
        self._refresh_view()
        self.on_moved(old, move, seat)
        if self.over:
            self.ended = True
            self._record()
        self.autosave()
        if self.tweens.busy:
            self._go_on = True  # the next turn once the animations are done
        else:
            self.advance()

    # ================================================================ layout and drag
    def face_seat(self, ring, seat: int) -> None:
        """The table turns to the human at the screen: ``ring`` (the scene's SeatRing) puts
        ``seat`` at the bottom and the cards are laid out again at once (nothing flies round
        the table); at the same seat the layout is simply brought up to date."""
        if ring.bottom != seat:
            ring.bottom = seat
            self.animator.clear()
            self.sync_layout(animate=False)
        else:
            self.sync_layout()

    def sync_layout(self, animate: bool = True, **hints) -> None:
        """Bring the cards to ``layout()``; ``hints`` go to the animator's sync (moved, origin,
        sink, stagger)."""
        self.animator.sync(self.layout(), animate=animate and not self.autoplay, **hints)

    def choices(self) -> list[Choice]:
        if self.demo_on:
            return []  # the demo is playing
        if self._choices is None:
            out = []
            for move in self.legal:
                places = self.places_of(move)
                if places is not None:
                    out.append(Choice(places[0], places[1], move, self.describe(move)))
            self._choices = out
        return self._choices

    def target_rect(self, end):
        return self.place_rect(end)

    def play_choice(self, choice: Choice) -> None:
        self.play(choice.payload)

    def refuse_reason(self, start, lpos) -> str:
        move = self.move_for(start, self.place_at(lpos))
        if move is not None:
            why = self.reason(move)
            if why:
                return why[:1].upper() + why[1:]
        return _("That card cannot go there.")

    def lift(self, start) -> list:
        return []

    def refused(self, reason: str) -> None:
        self.toast.show(reason, "error")
        self.app.sounds.play("error")

    # ================================================================ the scene
    def exit(self) -> None:
        self.thinker.stop()
        self.discard_finished()

    def update(self, dt: float) -> bool:
        self._spin += dt
        self.tweens.speed = 0.0 if self.autoplay else self.app.anim_speed
        moving = self.tweens.update(dt)
        if moving:
            self.layer.invalidate()
        if self.hint_ticket is not None:
            self._poll_hint()
            moving = True
        if self.coach_ticket is not None:
            self._poll_coach()
            moving = True
        if self.thinking is not None:
            self._poll_thinking()
            moving = True
        elif self._go_on and not self.tweens.busy:
            self.advance()
        self._tell_thinking_restarts()
        if self.hold is not None and self.watching:
            self._hold_time += dt
            if self._hold_time >= (0.0 if self.autoplay else self.watch_pause):
                self.continue_play()
            moving = True
        self.demo_step(dt)
        if self.demo_on:
            moving = True
        moving = self.tick(dt) or moving
        self.refresh_assist()
        return self.toast.update(dt) or moving or self._go_on  # (a drag redraws only where it moves)

    def tick(self, dt: float) -> bool:
        """A table's own per-frame work after the frame's (a banner's time, a clock, a
        reveal); True while something of it still moves."""
        return False

    def handle_event(self, ev) -> None:
        """Every event, in the frame's order (see the module doc); a table fills in
        ``take_event``, ``on_event`` and ``after_event``."""
        if self.demo_on and ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.stop_demo()  # any key or click stops the demo (and does nothing else)
            return
        self.refresh_assist()
        if self.take_event(ev):
            return
        self._dispatch(ev)
        self.after_event(ev)

    def take_event(self, ev) -> bool:
        """Events a table takes before the frame (a sheet over the table, a text field);
        True if it used ``ev``."""
        return False

    def after_event(self, ev) -> None:
        """After the frame and ``on_event`` have had ``ev`` (a preview to bring up to date)."""

    def _dispatch(self, ev) -> None:
        m = self.m  # (the column stage in a tall window, for a table that lays itself out there)
        if ev.type == pygame.KEYDOWN:
            if self.drag.dnd.grab is not None and ev.key != pygame.K_ESCAPE:
                self.drag.dnd.cancel()  # anything that changes the table lets go of a drag first
            ctrl = ev.mod & pygame.KMOD_CTRL
            if ctrl and (ev.key == pygame.K_y or (ev.key == pygame.K_z and ev.mod & pygame.KMOD_SHIFT)):
                self.redo()
                return
            if ctrl and ev.key == pygame.K_z:
                self.undo()
                return
            if ctrl and ev.key == pygame.K_c:
                self.copy_deal_code()
                return
        if self.drag.dnd.grab is not None and ev.type != pygame.KEYDOWN and self.drag.handle(ev, m):
            return
        if self.buttons.handle(ev, m):
            return
        if ev.type != pygame.KEYDOWN or self.keyboard_choices:
            if self.drag.handle(ev, m):
                return
        self.on_event(ev)

    def on_event(self, ev) -> None:
        """Events the frame did not use (a table's own keys, hover)."""

    def draw_thinking(self, surface, x: float, y: float) -> None:
        """'<name> is thinking' with a small spinner, centred at a logical point."""
        if self.thinking is None:
            return
        m = self.m
        # TRANSLATORS: under the table while a computer player chooses; {name} is its name
        label = _("{name} is thinking").format(name=self.seat_name(self.thinking[0]))
        r = blit_text(surface, m, label, x, y, 20, TEXT, "bold", anchor="center")
        cx, cy = r.right + m.px(18), r.centery
        for k in range(8):
            a = self._spin * 6.0 + k * 0.785
            px = cx + m.px(8) * math.cos(a)
            py = cy + m.px(8) * math.sin(a)
            shade = 90 + 20 * k
            pygame.draw.circle(surface, (shade, shade, min(255, shade + 20)), (int(px), int(py)), max(1, m.px(2)))

    # ------------------------------------------------------------ leaving
    def ask_leave(self, from_pass: bool = False) -> None:
        from app.scenes.dialogs import ConfirmDialog

        def leave():
            if from_pass:
                self.app.scenes.pop()  # the pass screen
            self.app.scenes.pop()  # the table

        if self.over or self.watching:
            leave()
            return
        self.app.scenes.push(ConfirmDialog(self.app, _("Leave the table? The game is saved."), leave,
                                           yes=_("Leave"), no=_("Stay"), opaque=from_pass))

    def back(self) -> None:
        if self.demo_on:
            self.stop_demo()
            return
        if self.drag.busy:
            self.drag.cancel()
            return
        self.ask_leave()

    def help_topic(self) -> str | None:
        return self.game_id
