"""What every game table shares: the seats (human or computer), computer players that think
in a worker thread (the window never freezes), the pass-the-device screen for pass-and-play,
and Esc asking before a game in progress is left."""

from __future__ import annotations

import math
import threading
import time
from typing import Any, Callable

import pygame

from app.ai.base import make_agent
from app.rules.game import IllegalMoveError
from app.scenes.setup import SeatConfig, TableConfig
from app.store import saves
from app.ui import fonts
from app.ui.engine import Scene
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, blit_text, panel


class AIWorker:
    """Runs ``agent.choose(view, legal)`` in a daemon thread; ``result`` is set when done.
    A minimum think time keeps computer moves readable."""

    def __init__(self, agent, view, legal, min_seconds: float = 0.0):
        self.result = None
        self.error: BaseException | None = None
        self.started = time.perf_counter()
        self.min_seconds = min_seconds
        self._thread = threading.Thread(target=self._run, args=(agent, view, legal), daemon=True)
        self._thread.start()

    def _run(self, agent, view, legal) -> None:
        try:
            self.result = agent.choose(view, legal)
        except BaseException as exc:  # reported by the table, never silently lost
            self.error = exc

    @property
    def done(self) -> bool:
        return (not self._thread.is_alive()) and time.perf_counter() - self.started >= self.min_seconds

    def wait(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)


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
        self.button = Button(f"I am {name}: show my cards", (440, 400, 400, 64), self.ready, size=22)
        self.buttons = ButtonRow([self.button])

    title = "Pass"

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

    def handle_event(self, ev) -> None:
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_TAB:
                self.focused = not self.focused
                self.app.invalidate()
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focused:
                self.ready()
            return
        self.buttons.handle(ev, self.app.metrics)

    def draw(self, surface) -> None:
        m = self.app.metrics
        surface.fill((12, 40, 26))
        panel(surface, m.rect(340, 200, 600, 320), radius=m.px(18), alpha=255)
        blit_text(surface, m, "Pass the device to", 640, 236, 26, MUTED, anchor="midtop")
        blit_text(surface, m, self.name, 640, 282, 54, GOLD, "serif", anchor="midtop")
        if self.note:
            blit_text(surface, m, self.note, 640, 356, 17, TEXT, anchor="midtop")
        self.buttons.draw(surface, m)
        if self.focused:
            r = self.button.rect(m).inflate(m.px(10), m.px(10))
            pygame.draw.rect(surface, GOLD, r, width=max(2, m.px(3)), border_radius=m.px(12))
        blit_text(surface, m, "Click the button when only you can see the screen (or Tab, then Enter).",
                  640, 480, 14, MUTED, anchor="midtop")
        blit_text(surface, m, "Everyone else: look away until the cards are put away again.", 640, 560, 16,
                  MUTED, anchor="midtop")


class TableBase(Scene):
    """Base of a game table: ``config`` (seats, options, seed), ``game`` and ``state``."""

    game_id = ""
    think_seconds = 0.35  # a computer move is shown no faster than this
    agent_time_limit = 1.0  # seconds a computer player may think, for agents that take a limit

    def __init__(self, app, config: TableConfig):
        super().__init__(app)
        from app.rules.game import get_game

        self.config = config
        self.game = get_game(config.game_id)
        self.agents: dict[int, Any] = {
            i: make_agent(config.game_id, s.level, config.seed * 1009 + i)
            for i, s in enumerate(config.seats) if not s.human
        }
        for agent in self.agents.values():
            if hasattr(agent, "time_limit"):
                agent.time_limit = self.agent_time_limit
        self.worker: AIWorker | None = None
        self.worker_seat: int | None = None
        self.viewer: int | None = None  # the human seat whose hidden cards may be shown now
        self._spin = 0.0
        self.moves: list = []  # every move applied, for the autosave (seed + options + moves)
        self.resume_ui: dict = {}  # the ui_state of the save this table resumed, until used
        self.save_error: str | None = None

    # ------------------------------------------------------------ moves and the autosave
    def apply_move(self, move) -> None:
        """Apply a move through the rules (IllegalMoveError changes nothing), then autosave."""
        self.state = self.game.apply(self.state, move)
        self.moves.append(move)
        self.autosave()

    def save_summary(self) -> str:
        return ", ".join(s.name for s in self.seats)

    def ui_state(self) -> dict:
        """What the table shows beyond the moves, kept in the save so a resume shows what the
        player last saw (a table overrides this; see ``restore_ui``)."""
        return {}

    def autosave(self) -> None:
        """Save seed + options + moves (+ ``ui_state``). A finished game keeps its save only
        while its result is still on screen; leaving a finished table removes it."""
        try:
            ui = self.ui_state()
            if self.game.to_move(self.state) is None and not ui:
                saves.discard(self.config.game_id)
                return
            saves.write(self.config.game_id, [vars(s) for s in self.seats], dict(self.config.options),
                        self.config.seed, [m.to_json() for m in self.moves], self.save_summary(), ui)
        except OSError as exc:  # a full disk must not end the game; say so once
            if self.save_error is None:
                self.save_error = f"The game could not be saved ({exc.strerror or exc})."
                toast = getattr(self, "toast", None)
                if toast is not None:
                    toast.show(self.save_error, "error", 6.0)

    def exit(self) -> None:
        if self.game.to_move(self.state) is None:
            saves.discard(self.config.game_id)  # the result was seen: nothing to resume

    @classmethod
    def resume(cls, app, data: dict):
        """The table of a save, its moves replayed from the seed. ValueError with a reason
        if the save does not replay (the caller sets it aside)."""
        try:
            seats = [SeatConfig(str(s["name"]), str(s["kind"]), str(s.get("level", "normal"))) for s in data["seats"]]
            table = cls(app, TableConfig(data["game"], seats, dict(data["options"]), int(data["seed"])))
            for mj in data["moves"]:
                move = table.game.move_from_json(mj)
                table.state = table.game.apply(table.state, move)
                table.moves.append(move)
            ui = data.get("ui") or {}
            table.resume_ui = ui if isinstance(ui, dict) else {}
        except (KeyError, TypeError, ValueError, IllegalMoveError) as exc:
            raise ValueError(str(exc) or type(exc).__name__) from None
        return table

    # ------------------------------------------------------------ seats
    @property
    def seats(self):
        return self.config.seats

    @property
    def multi_human(self) -> bool:
        return len(self.config.humans) > 1

    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name

    # ------------------------------------------------------------ computer players
    def start_thinking(self, seat: int, view, legal) -> None:
        self.worker = AIWorker(self.agents[seat], view, legal, self.think_seconds * self.app.anim_speed)
        self.worker_seat = seat

    def poll_worker(self):
        """The computer's move once it is ready (else None); raises what the agent raised."""
        if self.worker is None or not self.worker.done:
            return None
        w, self.worker = self.worker, None
        if w.error is not None:
            raise w.error
        return w.result

    def finish_thinking_now(self) -> None:
        """Block until the worker is done, so the next update applies its move (tests and
        screenshots)."""
        if self.worker is not None:
            self.worker.wait()
            self.worker.min_seconds = 0.0

    def draw_thinking(self, surface, x: float, y: float) -> None:
        """'<name> is thinking' with a small spinner, centred at a logical point."""
        if self.worker is None or self.worker_seat is None:
            return
        m = self.app.metrics
        label = f"{self.seat_name(self.worker_seat)} is thinking"
        r = blit_text(surface, m, label, x, y, 20, TEXT, "bold", anchor="center")
        cx, cy = r.right + m.px(18), r.centery
        for k in range(8):
            a = self._spin * 6.0 + k * 0.785
            px = cx + m.px(8) * math.cos(a)
            py = cy + m.px(8) * math.sin(a)
            shade = 90 + 20 * k
            pygame.draw.circle(surface, (shade, shade, min(255, shade + 20)), (int(px), int(py)), max(1, m.px(2)))

    def tick(self, dt: float) -> None:
        self._spin += dt

    # ------------------------------------------------------------ leaving
    def game_in_progress(self) -> bool:
        return self.game.to_move(self.state) is not None

    def ask_leave(self, from_pass: bool = False) -> None:
        from app.scenes.dialogs import ConfirmDialog

        def leave():
            if from_pass:
                self.app.scenes.pop()  # the pass screen
            self.app.scenes.pop()  # the table

        if not self.game_in_progress():
            leave()
            return
        self.app.scenes.push(ConfirmDialog(self.app, "Leave the table? The game is saved.", leave,
                                           yes="Leave", no="Stay"))

    def back(self) -> None:
        self.ask_leave()

    def help_topic(self) -> str | None:
        return self.game_id
