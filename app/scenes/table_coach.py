"""The table frame's coach (issue 34): where the table was set up with it (``TableConfig.coach``)
and hints are allowed (``TableAssist.hints_offered``: one human against computer players, or
a game of separate tables; never pass-and-play between humans), after each move the human
at the screen makes, the hint level judges it from the view and legal moves the move was made
from (app.ai.coach.verdict, in the table's thinking process so the window never waits). When
another move was clearly better by that level's own evaluation, a quiet note (a toast in the
info style) says which and by how much, in the presenter's words (``coach_lines``), and that
Ctrl+Z (the frame's Undo) takes the move back.

``TableCoach`` is one piece of ``TableBase`` (app.scenes.table): it uses the frame's
``config``, ``game``, ``thinker``, ``toast``, ``moves``, ``seats``, ``seat_name``,
``hints_offered``, ``hint_level``, ``demo_on`` and ``can_undo``."""

from __future__ import annotations

from app.games import find_descriptor, present
from app.ui.thinker import ThinkingFailed

COACH = "coach"  # the thinker's key for the coach's player


class TableCoach:
    """The coach, for ``TableBase``."""

    def init_coach(self, config) -> None:
        d = find_descriptor(config.game_id)
        self.coach_on = bool(getattr(config, "coach", False)) and d is not None and d.coach_threshold is not None
        if self.coach_on and self.hint_level is not None:
            self.thinker.specs[COACH] = (self.hint_level, config.seed)
        self.coach_ticket: int | None = None
        self.coach_asked: tuple | None = None  # (moves before the move judged, the view it was made from)
        self.coach_said: str = ""  # the last note shown (tests)

    @property
    def coach_offered(self) -> bool:
        """Whether the coach judges the human's moves at this table now."""
        return self.coach_on and self.hint_level is not None and self.hints_offered

    def coach_seed(self, k: int) -> int:
        """The coach player's seed for the position after ``k`` moves (as a hint's there)."""
        return self.config.seed * 7919 + k

    def coach_move(self, view, legal, move, k: int) -> None:
        """The human at the screen made ``move`` from ``view`` (legal moves ``legal``) after
        ``k`` moves: ask for the coach's verdict (not for the demo's moves, which are the
        coach player's own)."""
        if not self.coach_offered or self.demo_on:
            return
        if len(legal) < 2 and not hasattr(self.game, "listed_as"):  # one move (a game with
            return  # moves too many to list, Jammat's arrangements, lists one: it is judged)
        self.drop_coach()
        self.coach_asked = (k, view)
        self.coach_ticket = self.thinker.ask(COACH, view, legal, (move, self.coach_seed(k)))

    def drop_coach(self) -> None:
        """Forget the verdict asked for (the move was taken back, or another was made)."""
        if self.coach_ticket is not None:
            self.thinker.cancel(self.coach_ticket)
        self.coach_ticket = None
        self.coach_asked = None

    def finish_coach_now(self) -> None:
        """Block until the verdict asked for has come, and show it (tests, screenshots)."""
        if self.coach_ticket is not None:
            self.thinker.wait(self.coach_ticket)
            self._poll_coach()

    def _poll_coach(self) -> None:
        if self.coach_ticket is None:
            return
        try:
            done, answer = self.thinker.poll(self.coach_ticket)
        except ThinkingFailed:
            done, answer = True, None  # the coach stays quiet: it is only a note
        if not done:
            return
        k, view = self.coach_asked
        self.coach_ticket = None
        self.coach_asked = None
        if answer is None or len(self.moves) <= k:  # no verdict, or the move was taken back
            return
        self.show_coach(answer, view)

    def coach_note(self, verdict, view) -> str:
        """The coach's note: the better move in words (as it read in ``view``, the position it
        was made from) and by how much, in the presenter's words; it offers Ctrl+Z only while
        Undo can take the move back (not, say, once the auction has ended and more cards are
        dealt by the time the verdict comes)."""
        gid = self.game.info.id
        names = [self.seat_name(s) for s in range(len(self.seats))]
        words = present.game_words(gid)
        facts = present.move_facts(gid, view, verdict.better)
        return words.coach_note(words.coach_move(facts, names), verdict.loss, verdict.unit or facts.kind,
                                undo=self.can_undo())

    def show_coach(self, verdict, view) -> None:
        text = self.coach_note(verdict, view)
        if text:
            self.coach_said = text
            self.toast.show(text, "info", 8.0)
