"""The table frame's records: the autosave (seed + options + moves, and what the table
shows beyond them) and the resume that replays it, the finished game in the statistics and
kept replays, the deal code, a new deal, and duplicate deals (the same cards again with the
seats turned, compared deal by deal).

``TableRecords`` is one piece of ``TableBase`` (app.scenes.table): it uses the frame's
``game``, ``config``, ``seats``, ``moves``, ``over``, ``outcome``, ``toast`` and, to replay
a save, ``_step`` and ``_refresh_view``; the hints and undos used (the undo piece counts undos) go
into the statistics."""

from __future__ import annotations

from typing import Any

from app.i18n import LANGUAGES, _, language, speaking
from app.rules.game import IllegalMoveError
from app.scenes.config import SeatConfig, TableConfig
from app.store import saves


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


class TableRecords:
    """Saves, resume, statistics, deal codes and duplicate deals, for ``TableBase``."""

    def init_records(self) -> None:
        self.resume_ui: dict = {}  # the ui_state of the save this table resumed, until used
        self.save_error: str | None = None
        self.saving = True  # False for demo tables (screenshots): they write no save
        self.recorded = False  # the finished game is in the statistics
        self.hints_used = 0  # counted for the statistics (a table with hints adds to it)
        self.ended = False  # the game has been played to its end at this table (or was when resumed)

    # ------------------------------------------------------------------ saves
    def ui_state(self) -> dict:
        """What the table shows beyond the moves, kept in the save so a resume shows what the
        player last saw (a table overrides this; see ``resume_ui``)."""
        return {}

    def save_summary(self) -> str:
        return ", ".join(self.seat_name(i) for i in range(len(self.seats)))

    def save_summaries(self) -> dict[str, str]:
        """``save_summary`` in every language Felt speaks (and the current one), so the setup
        shows a saved game's line in the language the player reads when he comes back."""
        lines = {}
        for code in dict.fromkeys((*LANGUAGES, language())):
            with speaking(code):
                lines[code] = self.save_summary()
        return lines

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
                        self.config.seed, [m.to_json() for m in self.moves], self.save_summaries(), ui)
        except OSError as exc:  # a full disk must not end the game; say so once
            if self.save_error is None:
                # TRANSLATORS: {reason} is the system's reason ("No space left on device")
                self.save_error = _("The game could not be saved ({reason}).").format(reason=exc.strerror or exc)
                self.toast.show(self.save_error, "error", 6.0)

    def discard_finished(self) -> None:
        """Leaving the table: a finished game's result was seen, so there is nothing to resume."""
        if self.over and not self.autoplay and self.saving:
            saves.discard(self.config.game_id)

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

    # ------------------------------------------------------------------ statistics
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
            # TRANSLATORS: {reason} is the system's reason ("No space left on device")
            notes = [_("The result could not be recorded ({reason}).").format(reason=exc.strerror or exc)]
        if notes:
            self.toast.show(" ".join(notes), "error", 6.0)

    # ------------------------------------------------------------------ deal codes
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
        if copied:
            # TRANSLATORS: {code} is a deal code (letters and digits); "Play a code" is the menu's button
            text = _("Deal code {code} (copied): Play a code on the menu opens this deal")
        else:
            # TRANSLATORS: {code} is a deal code (letters and digits); "Play a code" is the menu's button
            text = _("Deal code {code}: Play a code on the menu opens this deal")
        self.toast.show(text.format(code=code), "info", 6.0)

    # ------------------------------------------------------------------ next deals
    def play_again(self) -> None:
        """A new deal (new cards) with the same seats and options."""
        import random

        cfg = TableConfig(self.config.game_id, self.config.seats, dict(self.config.options),
                          random.SystemRandom().randrange(1, 10**9))
        self.app.scenes.replace(type(self)(self.app, cfg))

    @property
    def can_turn_seats(self) -> bool:
        """Whether "the same cards, seats turned" is offered (a table with opponents)."""
        return len(self.seats) > 1 and not self.autoplay

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
        return _("Compare deals") if self.config.series else _("Seats turned")

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
