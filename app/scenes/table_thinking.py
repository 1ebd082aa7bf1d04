"""The table frame's computer players: each computer seat's turn is asked of the table's
thinking process (app.ui.thinker) and its answer shown no faster than ``think_seconds``;
a table where everyone decides at once asks computers ahead of their turn; a think that
stopped and was asked again is told in one line, and a player that cannot choose at all
offers to leave with the game saved.

``TableThinking`` is one piece of ``TableBase`` (app.scenes.table): it uses the frame's
``game``, ``seats``, ``seat_name``, ``toast``, ``hold``, ``autosave`` and ``_apply`` (a move made)."""

from __future__ import annotations

import time
from typing import Any, Callable, Sequence

from app.i18n import _, ngettext
from app.scenes.config import TableConfig
from app.ui import words
from app.ui.thinker import Thinker, ThinkingFailed


class TableThinking:
    """The computer seats' thinking, for ``TableBase``."""

    think_seconds = 0.35  # a computer move is shown no faster than this (x animation speed)

    def init_thinking(self, config: TableConfig) -> None:
        self.thinker = Thinker(config.game_id, {i: (s.level, config.seed * 1009 + i)
                                                for i, s in enumerate(config.seats) if not s.human})
        self.thinking: tuple[int, int] | None = None  # (seat, ticket) of the computer on turn
        self._think_started = 0.0
        self._ahead: dict[int, int] = {}  # seat -> ticket asked ahead of its turn (simultaneous play)

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

    def _cancel_thinking(self) -> None:
        for ticket in [t for __, t in ([self.thinking] if self.thinking else [])] + list(self._ahead.values()):
            self.thinker.cancel(ticket)
        if self.thinking is not None or self._ahead:
            self.thinker.stop()  # a think under way is abandoned; the next question starts afresh
        self.thinking = None
        self._ahead = {}

    def _tell_thinking_restarts(self) -> None:
        """A think that stopped (its process died, its player failed) is asked again by the
        thinker by itself: say so in one line, with the computer player's name."""
        notices = self.thinker.take_notices()
        if not notices:
            return
        seats = [key for key, __ in notices if isinstance(key, int) and 0 <= key < len(self.seats)]
        names = list(dict.fromkeys(self.seat_name(k) for k in seats))
        if not names:  # a question of the table's own (a suggestion)
            self.toast.show(_("Working out the suggestion stopped: it has started again."), "error", 4.0)
            return
        # TRANSLATORS: {names}: one computer player's name, or several ("Ann and Bo")
        text = ngettext("{names} stopped thinking and started again from the same position.",
                        "{names} stopped thinking and started again from the same position.", len(names))
        self.toast.show(text.format(names=words.and_list(names)), "error", 4.0)

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
            # TRANSLATORS: {name}: a computer player; {count}: how many times in a row it failed
            self.app, ngettext("{name} could not choose a move here: the thinking stopped {count} time in a row. "
                               "Leave the table? The game is saved and goes on from here when you resume it.",
                               "{name} could not choose a move here: the thinking stopped {count} times in a row. "
                               "Leave the table? The game is saved and goes on from here when you resume it.",
                               exc.tries).format(name=name, count=exc.tries),
            leave, yes=_("Leave"), no=_("Try again"), on_no=again))
