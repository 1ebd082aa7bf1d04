"""The table frame's undo, redo and rewind, with the reveal limit. With one human at the
table, undo goes back to just before that human's last decision (the computers' replies
go too) and redo plays it again; Restart and the history go back to any earlier position
with the later moves kept for redo. Every jump replays the moves from the seed. While the
game runs, nothing goes back past a move that showed the human something it could not see
before (the rules' ``reveals``: a trump, a card turned up or drawn, a hand dealt), so nothing
seen is taken back; once the result is seen, going back is practice and goes anywhere.

``TableUndo`` is one piece of ``TableBase`` (app.scenes.table): it uses the frame's
``game``, ``config``, ``humans``, ``moves``/``movers``, ``_step``, ``drag``, ``animator``,
``advance``, ``refused``, the thinking piece's ``_cancel_thinking``, the records'
``autosave``, ``recorded`` and ``ended``, the assist's ``stop_demo`` and ``drop_hint`` and the coach's ``drop_coach``."""

from __future__ import annotations

from app.i18n import _


class TableUndo:
    """Undo, redo and rewind, for ``TableBase``."""

    undo_allowed = True  # with exactly one human seat

    def init_undo(self) -> None:
        self.redo_blocks: list[list] = []
        self.undos_used = 0
        # undo never goes back past the last move that showed the human something new:
        # moves[:seen_upto] end with it, and seen_what says what it showed, in words
        self.seen_upto = 0
        self.seen_what = ""

    def _note_reveal(self, before, move, after) -> None:
        """Mark the move just added if it showed the one human something it could not see
        before (several humans never undo)."""
        if len(self.humans) != 1:
            return
        what = self.game.reveals(before, move, self.humans[0], after)
        if what:
            self.seen_upto, self.seen_what = len(self.moves), what

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
        if self.seen_what:
            seen = _(self.seen_what)  # (the rules' words, marked there with N_)
            if what == "undo":
                # TRANSLATORS: {what} is what a move showed the player: "the trump", "your new cards"
                return _("You have seen {what}: undo stops here.").format(what=seen)
            # TRANSLATORS: {what} is what a move showed the player: "the trump", "your new cards"
            return _("You have seen {what}: the game cannot go back before that.").format(what=seen)
        if what == "undo":
            return _("Something new was shown: undo stops here.")
        return _("Something new was shown: the game cannot go back before that.")

    def can_redo(self) -> bool:
        return self.undo_allowed and len(self.humans) == 1 and bool(self.redo_blocks)

    def undo(self) -> None:
        """Back to just before the human's last decision (the computers' replies go too),
        never past a move that showed the human something new (a toast says so)."""
        self.stop_demo(say=False)
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
        self.stop_demo(say=False)
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
        self.stop_demo(say=False)
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
        self.drop_hint()
        self.drop_coach()
        self.hold = None
        self.drag.cancel()
        self.autosave()
        self.on_jump()
        self.advance()

    def on_jump(self) -> None:
        """After undo or redo: show the position without animating every move."""
        self.animator.clear()
