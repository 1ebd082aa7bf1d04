"""The table frame: what every game table stands on.

``TableBase`` owns the game state and runs the one turn loop: on a human's turn it hands the
scene that seat's view and its choices; on a computer's turn it asks the table's thinking
process (app.ui.thinker) and paces the answer so people can follow; with several humans it
puts up the pass screen whenever the next human to see hidden cards differs from the last.
After each move it calls the scene with the old view, the new view and the move (to
animate), autosaves, and goes on. Undo and redo (one human: back to that human's last
decision) replay the moves from the seed; undo never goes back past a move that showed the
human something it could not see before (the rules' ``reveals``: a trump, a card turned up or
drawn, a hand dealt), so nothing seen is taken back while the game runs. A scene never
touches the state: it reads
``self.view`` and ``self.legal``, plays with ``self.play(move)``, and asks the rules
through the frame (``self.reason(move)``).

A table scene is layout plus panels:
- ``layout()`` -> the Slots of every card shown (app.ui.animator animates the changes);
- ``places_of(move)`` -> (start place, end place) so drag, click and keys can make it
  (app.ui.movedrag); ``place_at(lpos)`` and ``move_for(start, end)`` give the rules'
  reason for a drop that is not legal;
- the hooks ``on_turn``, ``on_moved``, ``on_game_over`` and drawing.
"""

from __future__ import annotations

import math
import time
from typing import Any, Callable, Hashable, Sequence

import pygame

from app.rules.game import IllegalMoveError, check_move, get_game
from app.scenes.setup import DEFAULT_HUMAN, SeatConfig, TableConfig
from app.store import saves
from app.ui.animator import Animator, Slot
from app.ui.cards import CardLayer
from app.ui.engine import Scene
from app.ui.movedrag import Choice, MoveDrag
from app.ui.thinker import Thinker, ThinkingFailed
from app.ui.tween import Tweens
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, Toast, blit_text, panel


class PassScreen(Scene):
    """Hides the table until the named player is ready (pass-and-play). Opaque: nothing of
    the scene below is drawn.

    It takes a deliberate action only: a click on its button, or Tab (which puts a focus
    ring on the button) followed by Enter or Space. Enter alone does nothing here, so a
    player still holding the device and pressing Enter (Skip, Next deal) several times never
    reveals the next player's hand."""

    def __init__(self, app, name: str, on_ready: Callable[[], None], note: str = ""):
        super().__init__(app)
        self.name = name
        self.note = note
        self.on_ready = on_ready
        self.focused = False
        self.button = Button("Show my cards", (440, 400, 400, 64), self.ready, size=22)
        self.buttons = ButtonRow([self.button])
        self.layout(self.m)

    title = "Pass"
    portrait_layout = True  # a tall window gets a column stage (bigger text), not a letterbox

    def ready(self) -> None:
        if self.app.scenes.top is not self:
            return
        self.app.scenes.pop()
        self.on_ready()

    def back(self) -> None:
        # Esc here asks the table below (it confirms before leaving the game)
        below = self.app.scenes.stack[-2] if len(self.app.scenes.stack) > 1 else None
        if below is not None and hasattr(below, "ask_leave"):
            below.ask_leave(from_pass=True)
        else:
            self.app.scenes.pop()

    def layout(self, m) -> tuple[float, float, float, float]:
        """The panel (logical units), centred on the stage; places the button in it."""
        w, h = min(600.0, m.dw - 40), 320.0
        x, y = (m.dw - w) / 2, (m.dh - h) / 2 - 20
        self.button.lrect = (m.dw / 2 - min(200.0, w / 2 - 20), y + 200, min(400.0, w - 40), 64)
        return x, y, w, h

    def enter(self) -> None:
        self.layout(self.m)

    def resize(self, m) -> None:
        self.layout(self.m)

    def handle_event(self, ev) -> None:
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_TAB:
                self.focused = not self.focused
                self.app.invalidate()
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focused:
                self.ready()
            return
        self.layout(self.m)
        self.buttons.handle(ev, self.m)

    def draw(self, surface) -> None:
        m = self.m
        surface.fill((12, 40, 26))
        x, y, w, h = self.layout(m)
        cx = m.dw / 2
        panel(surface, m.rect(x, y, w, h), radius=m.px(18), alpha=255)
        blit_text(surface, m, "Pass the device to", cx, y + 36, 26, MUTED, anchor="midtop")
        blit_text(surface, m, self.name, cx, y + 82, 54, GOLD, "serif", anchor="midtop")
        if self.note:
            blit_text(surface, m, self.note, cx, y + 156, 17, TEXT, anchor="midtop")
        self.buttons.draw(surface, m)
        if self.focused:
            r = self.button.rect(m).inflate(m.px(10), m.px(10))
            pygame.draw.rect(surface, GOLD, r, width=max(2, m.px(3)), border_radius=m.px(12))
        blit_text(surface, m, "Click the button when only you can see the screen (or Tab, then Enter).",
                  cx, y + 280, 14, MUTED, anchor="midtop")
        blit_text(surface, m, "Everyone else: look away until the cards are put away again.", cx, y + h + 40, 16,
                  MUTED, anchor="midtop")


def valid_series(series: Any, seats: int) -> bool:
    """A saved duplicate series is a list of fewer deals than seats, each with one score per
    seat, winners among the seats and which way the scores run (anything else is dropped)."""
    if not isinstance(series, list) or len(series) >= max(1, seats):
        return False
    for deal in series:
        if not isinstance(deal, dict):
            return False
        scores, winners = deal.get("scores"), deal.get("winners")
        if (not isinstance(scores, list) or len(scores) != seats
                or not all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in scores)):
            return False
        if not isinstance(winners, list) or not all(isinstance(w, int) and 0 <= w < seats for w in winners):
            return False
        if not isinstance(deal.get("higher"), bool):
            return False
    return True


class TableBase(Scene):
    """The frame (see the module doc). Subclasses set ``game_id`` and fill in the hooks."""

    game_id = ""
    think_seconds = 0.35  # a computer move is shown no faster than this (x animation speed)
    undo_allowed = True  # with exactly one human seat
    watch_pause = 2.5  # seconds a held moment (a result) stays up when only computers play
    keyboard_choices = True  # Tab/arrows step through the choices (off where a table has its own keys)

    def __init__(self, app, config: TableConfig, autoplay: bool = False):
        super().__init__(app)
        self.config = config
        self.game = get_game(config.game_id)
        self.autoplay = autoplay  # headless: no pauses, no pass screens, no sounds to wait for
        self._state = self.game.new_game(config.seed, len(config.seats), config.options)
        self.moves: list = []  # every move applied (the save is seed + options + moves)
        self.movers: list[int] = []  # the seat that made each move
        self.redo_blocks: list[list] = []
        self.thinker = Thinker(config.game_id, {i: (s.level, config.seed * 1009 + i)
                                                for i, s in enumerate(config.seats) if not s.human})
        self.thinking: tuple[int, int] | None = None  # (seat, ticket) of the computer on turn
        self._think_started = 0.0
        self._ahead: dict[int, int] = {}  # seat -> ticket asked ahead of its turn (simultaneous play)
        self.viewer: int | None = None  # the human seat at the screen now (None: nobody's cards)
        self.last_human: int | None = None
        self.hold: str | None = None  # a moment the table waits on (a result to read)
        self._hold_time = 0.0
        self._go_on = False  # advance once the animations are done
        self._started = False
        self._spin = 0.0
        self.resume_ui: dict = {}  # the ui_state of the save this table resumed, until used
        self.save_error: str | None = None
        self.saving = True  # False for demo tables (screenshots): they write no save
        self.recorded = False  # the finished game is in the statistics
        self.hints_used = 0  # counted for the statistics (a table with hints adds to it)
        self.undos_used = 0
        # undo never goes back past the last move that showed the human something new:
        # moves[:seen_upto] end with it, and seen_what says what it showed, in words
        self.seen_upto = 0
        self.seen_what = ""
        self.ended = False  # the game has been played to its end at this table (or was when resumed)
        self.layer = CardLayer()
        self.tweens = Tweens(app.anim_speed)
        self.animator = Animator(self.layer, self.tweens)
        self.toast = Toast()
        self.drag = MoveDrag(self.layer, self, self.tweens, on_refused=self.refused)
        self._choices: list[Choice] | None = None
        self.view = self.game.view(self._state, None)
        self.buttons = ButtonRow()

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
        return self.seats[seat].name

    @property
    def legal(self) -> tuple:
        """The legal moves of the seat at the screen, when it is that seat's turn."""
        if self.viewer is None or self.game.to_move(self._state) != self.viewer or self.thinking:
            return ()
        legal = getattr(self.view, "legal", None)
        return tuple(legal) if legal is not None else tuple(self.game.legal_moves(self._state))

    @property
    def over(self) -> bool:
        return self.game.to_move(self._state) is None

    @property
    def outcome(self):
        return self.game.outcome(self._state)

    def reason(self, move) -> str | None:
        """The rules' reason ``move`` is refused now, or None if it is legal."""
        return check_move(self.game, self._state, move)

    def describe(self, move) -> str:
        describe = getattr(self.game, "describe", None)
        return describe(self.view, move) if describe else str(move)

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
        return f"Player {seat + 1}" if name.strip().lower() == DEFAULT_HUMAN.lower() else name

    def layout(self) -> list[Slot]:
        """Every card shown, as Slots (place, card or None for a back, face, rect, z)."""
        return []

    def layout_hints(self) -> dict:
        """Extra arguments for the animator's sync: moved, origin, sink, stagger."""
        return {}

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

    def play(self, move) -> bool:
        """The human at the screen makes ``move``: refused with the rules' reason (nothing
        changes), or applied. True if applied."""
        seat = self.game.to_move(self._state)
        if seat is None or seat != self.viewer or self.thinking is not None:
            return False
        try:
            self._apply(seat, move)
        except IllegalMoveError as exc:
            self.refused(exc.reason)
            return False
        self.redo_blocks.clear()
        return True

    def _step(self, seat: int, move) -> None:
        """Apply one move to the state and the move list, noting what it shows the human."""
        before = self._state
        self._state = self.game.apply(before, move)
        self.moves.append(move)
        self.movers.append(seat)
        self._note_reveal(before, move, self._state)

    def _note_reveal(self, before, move, after) -> None:
        """Mark the move just added if it showed the one human something it could not see
        before (several humans never undo; a game without ``reveals`` shows nothing)."""
        reveals = getattr(self.game, "reveals", None)
        if reveals is None or len(self.humans) != 1:
            return
        what = reveals(before, move, self.humans[0], after)
        if what:
            self.seen_upto, self.seen_what = len(self.moves), what

    def _apply(self, seat: int, move) -> None:
        self.drag.cancel()
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

    # ------------------------------------------------------------------ computers
    def ask_ahead(self, seat: int, legal_of: Callable[[Any], Sequence]) -> None:
        """Start a computer seat thinking before its turn (simultaneous play: everyone
        arranges at once), from its own view; ``legal_of(view)`` gives its moves then."""
        if seat not in self._ahead and not self.seats[seat].human:
            view = self.game.view(self._state, seat)
            self._ahead[seat] = self.thinker.ask(seat, view, legal_of(view))

    @property
    def asked_ahead(self) -> set[int]:
        """The computer seats thinking ahead of their turn."""
        return set(self._ahead)

    def _think(self, seat: int) -> None:
        ticket = self._ahead.pop(seat, None)
        self._think_started = time.perf_counter() - (1e9 if ticket is not None else 0.0)
        if ticket is None:
            ticket = self.thinker.ask(seat, self.game.view(self._state, seat), self.game.legal_moves(self._state))
        self.thinking = (seat, ticket)

    def finish_thinking_now(self) -> None:
        """Block until the computer on turn has answered (tests, screenshots, autoplay)."""
        if self.thinking is not None:
            self.thinker.wait(self.thinking[1])
            self._think_started = -1e9

    def _poll_thinking(self) -> None:
        seat, ticket = self.thinking
        pause = 0.0 if self.autoplay else self.think_seconds * self.app.anim_speed
        if time.perf_counter() - self._think_started < pause:
            return
        try:
            done, move = self.thinker.poll(ticket)
        except ThinkingFailed as exc:
            self.thinking = None
            self.thinking_failed(seat, exc)
            return
        if not done:
            return
        self.thinking = None
        self._apply(seat, move)

    def _tell_thinking_restarts(self) -> None:
        """A think that stopped (its process died, its player failed) is asked again by the
        thinker by itself: say so in one line, with the computer player's name."""
        notices = self.thinker.take_notices()
        if not notices:
            return
        seats = [key for key, _ in notices if isinstance(key, int) and 0 <= key < len(self.seats)]
        names = list(dict.fromkeys(self.seat_name(k) for k in seats))
        if not names:  # a question of the table's own (a suggestion)
            self.toast.show("Working out the suggestion stopped: it has started again.", "error", 4.0)
            return
        who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        self.toast.show(f"{who} stopped thinking and started again from the same position.", "error", 4.0)

    def thinking_failed(self, seat: int, exc: ThinkingFailed) -> None:
        """The computer on turn could not choose a move, however often asked: say so, and
        offer to leave with the game saved (or to try again)."""
        from app.log import log
        from app.scenes.dialogs import ConfirmDialog

        log.warning("%s could not choose a move: %s", self.seat_name(seat), exc)
        if self.autoplay:
            raise exc  # headless: nobody to ask
        self.autosave()  # (the position is saved already; a full disk says so again)
        name = self.seat_name(seat)

        def leave():  # the game stays saved: it goes on from here
            while self in self.app.scenes.stack:
                self.app.scenes.pop()

        def again():
            if self.thinking is None and self.game.to_move(self._state) == seat and self.hold is None:
                self._think(seat)

        self.app.scenes.push(ConfirmDialog(
            self.app, f"{name} could not choose a move here: the thinking stopped {exc.tries} times in a row. "
                      "Leave the table? The game is saved and goes on from here when you resume it.",
            leave, yes="Leave", no="Try again", on_no=again))

    # ------------------------------------------------------------------ records
    def _record(self) -> None:
        """A finished game goes into the statistics of its human players and the kept
        replays, once (a resumed finished game is not counted again)."""
        if self.recorded or self.autoplay or not self.saving:
            return
        from app.store import stats

        self.recorded = True
        extra = {"hints": self.hints_used, "undos": self.undos_used}
        try:
            notes = stats.record_game(self.config.game_id, [vars(s) for s in self.seats],
                                      dict(self.config.options), self.config.seed, self.moves, self.outcome, extra)
        except OSError as exc:
            notes = [f"The result could not be recorded ({exc.strerror or exc})."]
        if notes:
            self.toast.show(" ".join(notes), "error", 6.0)

    def deal_code(self) -> str:
        """The code that names this deal (game, options, seed): the same cards anywhere."""
        from app.rules import dealcode

        return dealcode.encode(self.config.game_id, self.config.options, self.config.seed)

    def copy_deal_code(self) -> None:
        """Ctrl+C: the deal code to the clipboard where the system has one, and on screen to
        read out."""
        from app.ui.widgets import copy_text

        code = self.deal_code()
        copied = copy_text(code)  # (Felt's own clipboard too: Play a code pastes it either way)
        where = " (copied)" if copied else ""
        self.toast.show(f"Deal code {code}{where}: Play a code on the menu opens this deal", "info", 6.0)

    # ------------------------------------------------------------------ next deals
    def play_again(self) -> None:
        """A new deal (new cards) with the same seats and options."""
        import random

        cfg = TableConfig(self.config.game_id, self.config.seats, dict(self.config.options),
                          random.SystemRandom().randrange(1, 10**9))
        self.app.scenes.replace(type(self)(self.app, cfg))

    duplicate_deals = True  # "the same cards, seats turned" is offered (games with opponents)

    @property
    def can_turn_seats(self) -> bool:
        return self.duplicate_deals and len(self.seats) > 1 and not self.autoplay

    def series_results(self) -> list[dict]:
        """The deals of this duplicate series so far, this one last when it is over."""
        done = list(self.config.series)
        if self.over:
            o = self.outcome
            done.append({"scores": [float(x) for x in o.scores], "winners": [int(w) for w in o.winners],
                         "higher": bool(o.higher_is_better)})
        return done

    @property
    def turns_left(self) -> int:
        """How many more seatings of this deal there are before everyone is back."""
        return max(0, len(self.seats) - len(self.series_results()))

    def turn_label(self) -> str:
        """The end screen's button: the first deal offers the turned seating; later deals of a
        series open the comparison (which offers the next seating)."""
        return "Compare deals" if self.config.series else "Seats turned"

    def seats_turned(self) -> None:
        """The end screen's duplicate button (see ``turn_label``)."""
        if not self.over:
            return
        if self.config.series:
            from app.scenes.series import SeriesScene

            self.app.scenes.push(SeriesScene(self.app, self))
        else:
            self.play_turned()

    def play_turned(self) -> None:
        """The same deal again (seed and options) with every player moved one seat round the
        table, playing the cards that seat is dealt (the cards its last player had): after as
        many deals as seats everyone has played every hand, and the results compare players
        without the luck of the deal."""
        from app.rules.dealcode import turn_seats

        if not self.over or not self.can_turn_seats or self.turns_left <= 0:
            return
        cfg = TableConfig(self.config.game_id, turn_seats(self.seats), dict(self.config.options),
                          self.config.seed, self.series_results())
        self.app.scenes.replace(type(self)(self.app, cfg))

    # ------------------------------------------------------------------ undo
    def _undo_point(self) -> int | None:
        """How many moves stay when the human's last decision is undone (None: no undo here)."""
        if not (self.undo_allowed and len(self.humans) == 1 and not self.autoplay):
            return None
        human = self.humans[0]
        return next((i for i in range(len(self.movers) - 1, -1, -1) if self.movers[i] == human), None)

    @property
    def result_seen(self) -> bool:
        """The game has been played to its end (its result is counted): going back is
        practice from then on, and may go back past what was shown."""
        return self.over or self.recorded or self.ended

    def may_rewind_to(self, k: int) -> bool:
        """Whether going back to the position after ``k`` moves keeps everything the human
        has seen (it does not go back past a move that showed something new)."""
        return self.result_seen or k >= self.seen_upto

    def can_undo(self) -> bool:
        k = self._undo_point()
        return k is not None and self.may_rewind_to(k)

    def undo_refusal(self) -> str | None:
        """Why there is no undo although the human has decided something, in a sentence
        (None: undo is there, or there is nothing to undo)."""
        k = self._undo_point()
        if k is None or self.may_rewind_to(k):
            return None
        return self._stops_here("undo")

    def _stops_here(self, what: str) -> str:
        seen = f"You have seen {self.seen_what}" if self.seen_what else "Something new was shown"
        if what == "undo":
            return f"{seen}: undo stops here."
        return f"{seen}: the game cannot go back before that."

    def can_redo(self) -> bool:
        return self.undo_allowed and len(self.humans) == 1 and bool(self.redo_blocks)

    def undo(self) -> None:
        """Back to just before the human's last decision (the computers' replies go too),
        never past a move that showed the human something new (a toast says so)."""
        if not self.can_undo():
            why = self.undo_refusal()
            if why:
                self.refused(why)
            return
        k = self._undo_point()
        self.redo_blocks.append(list(zip(self.movers[k:], self.moves[k:])))
        self.undos_used += 1
        self._rewind(k)

    def redo(self) -> None:
        if not self.can_redo():
            return
        block = self.redo_blocks.pop()
        self._cancel_thinking()
        for seat, move in block:
            self._step(seat, move)
        self._after_jump()

    def rewind_to(self, k: int) -> None:
        """The position after the first ``k`` moves (Restart: 0), the later moves kept for
        Redo one at a time; refused (a toast says why) past a move that showed something."""
        if not 0 <= k < len(self.moves):
            return
        if not self.may_rewind_to(k):
            self.refused(self._stops_here("going back"))
            return
        for i in range(len(self.moves) - 1, k - 1, -1):
            self.redo_blocks.append([(self.movers[i], self.moves[i])])
        self._rewind(k)

    def _rewind(self, k: int) -> None:
        self._cancel_thinking()
        moves, movers = self.moves[:k], self.movers[:k]
        self._state = self.game.new_game(self.config.seed, len(self.seats), self.config.options)
        self.moves, self.movers = [], []
        self.seen_upto, self.seen_what = 0, ""
        for seat, move in zip(movers, moves):
            self._step(seat, move)
        self._after_jump()

    def _after_jump(self) -> None:
        self.hold = None
        self.drag.cancel()
        self.autosave()
        self.on_jump()
        self.advance()

    def on_jump(self) -> None:
        """After undo or redo: show the position without animating every move."""
        self.animator.clear()

    def _cancel_thinking(self) -> None:
        for ticket in [t for _, t in ([self.thinking] if self.thinking else [])] + list(self._ahead.values()):
            self.thinker.cancel(ticket)
        if self.thinking is not None or self._ahead:
            self.thinker.stop()  # a think under way is abandoned; the next question starts afresh
        self.thinking = None
        self._ahead = {}

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
        self.animator.sync(self.layout(), animate=animate and not self.autoplay,
                           **{**self.layout_hints(), **hints})

    def choices(self) -> list[Choice]:
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
        return "That card cannot go there."

    def lift(self, start) -> list:
        return []

    def refused(self, reason: str) -> None:
        self.toast.show(reason, "error")
        self.app.sounds.play("error")

    # ================================================================ saves
    def ui_state(self) -> dict:
        """What the table shows beyond the moves, kept in the save so a resume shows what the
        player last saw (a table overrides this; see ``resume_ui``)."""
        return {}

    def save_summary(self) -> str:
        return ", ".join(s.name for s in self.seats)

    def autosave(self) -> None:
        """Save seed + options + moves (+ ``ui_state``). A finished game keeps its save only
        while its result is still on screen; leaving a finished table removes it."""
        if self.autoplay or not self.saving:
            return
        try:
            ui = self.ui_state()
            if self.recorded and ui:
                ui = {**ui, "recorded": True}
            if self.over and not ui:
                saves.discard(self.config.game_id)
                return
            if self.config.series:
                ui = {**ui, "series": self.config.series}
            saves.write(self.config.game_id, [vars(s) for s in self.seats], dict(self.config.options),
                        self.config.seed, [m.to_json() for m in self.moves], self.save_summary(), ui)
        except OSError as exc:  # a full disk must not end the game; say so once
            if self.save_error is None:
                self.save_error = f"The game could not be saved ({exc.strerror or exc})."
                self.toast.show(self.save_error, "error", 6.0)

    @classmethod
    def resume(cls, app, data: dict):
        """The table of a save, its moves replayed from the seed. ValueError with a reason
        if the save does not replay (the caller sets it aside)."""
        try:
            seats = [SeatConfig(str(s["name"]), str(s["kind"]), str(s.get("level", "normal"))) for s in data["seats"]]
            ui = data.get("ui") or {}
            ui = dict(ui) if isinstance(ui, dict) else {}
            series = ui.pop("series", [])
            table = cls(app, TableConfig(data["game"], seats, dict(data["options"]), int(data["seed"]),
                                         series if valid_series(series, len(seats)) else []))
            for mj in data["moves"]:
                move = table.game.move_from_json(mj)
                table._step(table.game.to_move(table._state), move)
            table._refresh_view()
            table.resume_ui = ui
            table.ended = table.over
            table.recorded = bool(table.resume_ui.get("recorded")) or (table.over and not table.resume_ui)
        except (KeyError, TypeError, ValueError, IllegalMoveError) as exc:
            raise ValueError(str(exc) or type(exc).__name__) from None
        return table

    # ================================================================ the scene
    def exit(self) -> None:
        self.thinker.stop()
        if self.over and not self.autoplay and self.saving:
            saves.discard(self.config.game_id)  # the result was seen: nothing to resume

    def update(self, dt: float) -> bool:
        self._spin += dt
        self.tweens.speed = 0.0 if self.autoplay else self.app.anim_speed
        moving = self.tweens.update(dt)
        if moving:
            self.layer.invalidate()
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
        return self.toast.update(dt) or moving or self._go_on  # (a drag redraws only where it moves)

    def handle_event(self, ev) -> None:
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
        label = f"{self.seat_name(self.thinking[0])} is thinking"
        r = blit_text(surface, m, label, x, y, 20, TEXT, "bold", anchor="center")
        cx, cy = r.right + m.px(18), r.centery
        for k in range(8):
            a = self._spin * 6.0 + k * 0.785
            px = cx + m.px(8) * math.cos(a)
            py = cy + m.px(8) * math.sin(a)
            shade = 90 + 20 * k
            pygame.draw.circle(surface, (shade, shade, min(255, shade + 20)), (int(px), int(py)), max(1, m.px(2)))

    # ------------------------------------------------------------ leaving
    def game_in_progress(self) -> bool:
        return not self.over

    def ask_leave(self, from_pass: bool = False) -> None:
        from app.scenes.dialogs import ConfirmDialog

        def leave():
            if from_pass:
                self.app.scenes.pop()  # the pass screen
            self.app.scenes.pop()  # the table

        if not self.game_in_progress() or self.watching:
            leave()
            return
        self.app.scenes.push(ConfirmDialog(self.app, "Leave the table? The game is saved.", leave,
                                           yes="Leave", no="Stay", opaque=from_pass))

    def back(self) -> None:
        if self.drag.busy:
            self.drag.cancel()
            return
        self.ask_leave()

    def help_topic(self) -> str | None:
        return self.game_id
