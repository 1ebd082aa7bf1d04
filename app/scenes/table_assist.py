"""The table frame's Hint and Demo, for every game whose descriptor names a ``hint_level``
(the strongest honest computer level, playing from a seat's view only).

Hint asks that level for the move of the human at the screen, from that seat's view and
legal moves only (app.ai.base.advise: a fresh agent seeded by the deal and the move number,
so the same view always gets the same hint), in the table's thinking process so a slow answer
never holds the window up (a table whose hint is quick may work it out at once:
``hint_in_window``); the answer is shown by one hook, ``show_hint(move, why)``: by default
the move's card and target lit (the keyboard's choice: Enter plays it) and a line in words.
Demo lets the same player make the human's moves one after another until a key or a click
stops it.

Where: at a table of one human against computer players, or, for a game of separate tables
(``hints_between_humans``: Three By Three's patience), for every human; never between humans
sharing a game (pass-and-play), nor when only computers play. Each hint asked is counted
for the statistics (``count_hint``).

Keys: H (``hint_key``) asks for a hint where the table does not use H at that moment
(``hint_key_free``); Demo has a key only where a table gives one (``demo_key``).

``TableAssist`` is one piece of ``TableBase`` (app.scenes.table): it uses the frame's
``config``, ``game``, ``view``, ``legal``, ``viewer``, ``humans``, ``seats``, ``moves``,
``thinker``, ``toast``, ``drag``, ``tweens``, ``hold``, ``over``, ``play``, ``choices``,
``reason``, ``describe`` and ``build_buttons``."""

from __future__ import annotations

import pygame

from app.games import find_descriptor
from app.i18n import _
from app.ui.thinker import ThinkingFailed
from app.ui.widgets import Button, ButtonRow

HINT = "hint"  # the thinker's key for the hint player


class TableAssist:
    """Hint and Demo, for ``TableBase``."""

    hints_between_humans = False  # True: each human plays a table of their own (hints allowed)
    hint_in_window = False  # True: the hint is quick enough to work out in the window's process
    hint_key: int | None = pygame.K_h
    demo_key: int | None = None
    demo_pause = 0.35  # seconds between the demo's moves (x animation speed)

    def init_assist(self, config) -> None:
        d = find_descriptor(config.game_id)
        self.hint_level: str | None = d.hint_level if d is not None else None
        if self.hint_level is not None:
            self.thinker.specs[HINT] = (self.hint_level, config.seed)
        self.hint_ticket: int | None = None
        self.hint_asked: tuple | None = None  # the position the hint asked for is of
        self.hint_shown = None  # the move of the hint on screen (None: none)
        self.demo_on = False
        self.demo_wait = 0.0
        self.demo_next = None  # the demo's next move, come from the thinking process

    # ------------------------------------------------------------------ where
    @property
    def hints_offered(self) -> bool:
        """Whether Hint and Demo are offered at this table (see the module doc)."""
        if self.hint_level is None or self.autoplay or not self.humans:
            return False
        if len(self.humans) == 1 and len(self.seats) > 1:
            return True  # one human against computer players
        return self.hints_between_humans

    def hint_ready(self) -> bool:
        """Hint can be pressed now: offered, the human's turn, no hint being worked out."""
        return self.hints_offered and bool(self.legal) and not self.demo_on and self.hint_ticket is None

    def hint_key_free(self) -> bool:
        """Whether the hint key means Hint now (a table using it for something else at some
        moment says no then)."""
        return True

    def _position(self) -> tuple:
        return (self.viewer, len(self.moves))

    def hint_seed(self) -> int:
        """The hint player's seed for the position on screen (the deal and the move number)."""
        return self.config.seed * 7919 + len(self.moves)

    # ------------------------------------------------------------------ hint
    def hint(self) -> None:
        """Ask for the hint (shown by ``show_hint`` when it comes)."""
        if not self.hint_ready():
            return
        self.count_hint()
        known = self.hint_at_once()
        if known is None and self.hint_in_window:
            from app.ai.base import advise

            known = advise(self.config.game_id, self.hint_level, self.view, self.legal, self.hint_seed())
        if known is not None:
            self._hint_came(*known)
            return
        self.hint_asked = self._position()
        self.hint_ticket = self.thinker.ask(HINT, self.view, self.legal, self.hint_seed())
        self.build_buttons()

    def finish_hint_now(self) -> None:
        """Block until the hint asked for has come, and show it (tests, screenshots)."""
        if self.hint_ticket is not None:
            self.thinker.wait(self.hint_ticket)
            self._poll_hint()

    def _poll_hint(self) -> None:
        if self.hint_ticket is None:
            return
        try:
            done, answer = self.thinker.poll(self.hint_ticket)
        except ThinkingFailed:
            done, answer = True, None
            self.toast.show(_("No hint could be worked out this time."), "error")
        if not done:
            return
        self.hint_ticket = None
        if answer is not None and self.hint_asked == self._position() and self.legal:
            move, why = answer
            if self.reason(move) is None:  # (a legal move, as the rules say)
                if self.demo_on:
                    self.demo_next = move  # played by the demo's next step
                else:
                    self._hint_came(move, why)
        self.hint_asked = None
        self.build_buttons()

    def drop_hint(self) -> None:
        """Forget the hint asked for or shown (the position changed)."""
        if self.hint_ticket is not None:
            self.thinker.cancel(self.hint_ticket)
            self.hint_ticket = None
            self.hint_asked = None
        self.demo_next = None
        if self.hint_shown is not None:
            self.hint_shown = None
            self.clear_hint()

    def _hint_came(self, move, why) -> None:
        self.hint_shown = move
        self.show_hint(move, why)

    # the table's hooks
    def hint_at_once(self):
        """(move, why) when the table knows the hint without asking (None: ask the player)."""
        return None

    def count_hint(self) -> None:
        """One hint used, for the statistics."""
        self.hints_used += 1

    def hint_words(self, move) -> str:
        """The move's words for the hint's line (one place for them)."""
        return self.describe(move)

    def hint_reason(self, why) -> str:
        """The hint player's facts (its ``explain``) in one sentence of the game's presenter
        (``hint_why``); "" when it told none."""
        if not isinstance(why, dict):
            return ""
        from app.games import present

        names = [self.seat_name(s) for s in range(len(self.seats))]
        return present.game_words(self.game.info.id).hint_why(why, names)

    def hint_line(self, move, why) -> str:
        """The hint's line: the move and, where the hint player told its facts, why."""
        reason = self.hint_reason(why)
        if reason:
            # TRANSLATORS: {move} a move in words ("Play 10♣"), {why} one sentence of why
            return _("Hint: {move}. {why}").format(move=self.hint_words(move), why=reason)
        # TRANSLATORS: {move} a move in words ("Play 10♣")
        return _("Hint: {move}").format(move=self.hint_words(move))

    def show_hint(self, move, why) -> None:
        """Show the hint: the move's card and target lit as the keyboard's choice (Enter
        plays it), and its words. ``why``: the hint player's facts (None: none told)."""
        choices = list(self.choices())
        at = next((i for i, c in enumerate(choices) if c.payload == move), None)
        if at is not None:
            self.drag.cancel()
            self.drag.focus = at
        self.toast.show(self.hint_line(move, why), "info", 8.0)
        self.layer.invalidate()

    def clear_hint(self) -> None:
        """The hint shown is no longer for the position on screen."""

    # ------------------------------------------------------------------ demo
    def start_demo(self) -> None:
        if not self.hints_offered or not self.legal or self.demo_on:
            return
        self.drop_hint()
        self.demo_on = True
        self.demo_wait = 0.0
        self.drag.cancel()
        self._choices = None
        self.on_demo(True)
        self.build_buttons()

    def stop_demo(self, say: bool = True) -> None:
        if not self.demo_on:
            return
        self.demo_on = False
        self.drop_hint()
        self._choices = None
        self.on_demo(False)
        if say:
            self.say(_("Demo stopped: your turn."))
        self.build_buttons()

    def demo_waits(self) -> bool:
        """The table is still showing something before the demo's next move."""
        return False

    def on_demo(self, on: bool) -> None:
        """The demo started (``on``) or stopped."""

    def say(self, text: str) -> None:
        """A line for the player (the demo stopped)."""
        self.toast.show(text, "info", 2.4)

    def demo_step(self, dt: float) -> None:
        if not self.demo_on:
            return
        if self.over or self.hold is not None:
            self.stop_demo(say=False)
            return
        if self.tweens.busy or self.demo_waits() or not self.legal:
            return
        if self.demo_next is not None:
            move, self.demo_next = self.demo_next, None
            self.play(move)
            return
        if self.hint_ticket is not None:
            return
        self.demo_wait += dt
        if self.demo_wait < self.demo_pause * self.app.anim_speed:
            return
        self.demo_wait = 0.0
        known = self.hint_at_once()
        if known is None and self.hint_in_window:
            from app.ai.base import advise

            known = advise(self.config.game_id, self.hint_level, self.view, self.legal, self.hint_seed())
        if known is not None:
            self.play(known[0])
            return
        self.hint_asked = self._position()
        self.hint_ticket = self.thinker.ask(HINT, self.view, self.legal, self.hint_seed())

    # ------------------------------------------------------------------ buttons
    def assist_rects(self) -> tuple | None:
        """Where Hint and Demo go on this table now: (hint rect, demo rect), logical (None:
        not shown at this moment)."""
        return None

    def add_assist_buttons(self, b: ButtonRow, rects: tuple | None = None, size: int = 18) -> bool:
        """Add Hint and Demo (or Stop demo) to the table's buttons ``b`` where the table puts
        them (``rects``, else ``assist_rects``), when they are offered; True if added."""
        if not self.hints_offered:
            return False
        rects = rects or self.assist_rects()
        if rects is None:
            return False
        hint_r, demo_r = rects
        hint_b = b.add(Button(_("Hint"), hint_r, self.hint, size=size))
        if self.demo_on:
            demo_b = b.add(Button(_("Stop demo"), demo_r, self.stop_demo, size=size))
        else:
            demo_b = b.add(Button(_("Demo"), demo_r, self.start_demo, size=size, key=self.demo_key))
        self._assist_buttons = (hint_b, demo_b)
        self.refresh_assist()
        return True

    def refresh_assist(self) -> None:
        """Bring Hint and Demo up to date with the moment (the frame calls it before every
        event and frame, so a table need not build its buttons again for them)."""
        buttons = getattr(self, "_assist_buttons", None)
        if not buttons:
            return
        hint_b, demo_b = buttons
        key = self.hint_key if self.hint_key_free() else None
        state = (self.hint_ready(), key, demo_b.label == _("Stop demo") or (bool(self.legal) and self.hint_ticket is None))
        if state != (hint_b.enabled, hint_b.key, demo_b.enabled):
            hint_b.enabled, hint_b.key, demo_b.enabled = state
            hint_b.tooltip = pygame.key.name(key).upper() if key is not None else ""
            self.app.invalidate()
