"""The Three By Three analysis: for each seat, the best score its deal allowed and the point
of no return. The look-back (app.scenes.three_by_three_lookback) words it; the table works
it out again at the end, in a separate process (``AnalysisJob``) so the window never waits
on the solver, for "Replay from there" and the hint that follows it (``EndAnalysis``)."""

from __future__ import annotations

from typing import Any

from app.games.three_by_three_present import PRESENTER as WORDS
from app.ai.three_by_three import analyse_deal
from app.rules.game import Move
from app.rules.game import replay as replay_record
from app.rules.three_by_three import GAME
from app.rules.three_by_three_solver import solver_for
from app.ui.job import Job
from app.i18n import _



def analyse_record(seed: int, players: int, options: dict, moves: list, deck: list | None = None,
                   progress=None) -> list[dict]:
    """The analysis of a game given as its record (seed, options, moves: what the save
    holds; or an explicit ``deck`` order instead of the seed's shuffle): for each seat, the
    best score its deal allowed, the final score (None while its table is not over), where
    its moves start in the whole game's list (``first``) and the best still in reach after
    each of them (``after``), the point of no return (its index in the seat's moves ``pnr``
    and in the whole game's ``index``, and its label), the best left after it, and a play
    there that would have kept the best in reach (``keep``, as JSON, and ``keep_label``):
    what the hint recommends when the player replays from that point. ``progress(done,
    total)`` is told after each seat's table. Runs in a separate process."""

    def replay(moves):
        if deck is None:
            return replay_record(GAME, seed, players, options, moves)
        state = GAME.from_deck(deck, players, options)
        for mj in moves:
            state = GAME.apply(state, mj if isinstance(mj, Move) else GAME.move_from_json(mj))
        return state

    state = replay(moves)
    out: list[dict] = []
    first = 0  # the tables are played one after another: a seat's moves follow the last seat's
    cache: dict = {}
    if progress is not None:
        progress(0, len(state.tables))
    for s, table in enumerate(state.tables):
        key = (table.deck, table.moves)
        if key not in cache:
            cache[key] = analyse_deal(table.deck, table.moves, state.joker_credit)
        a = cache[key]
        item: dict[str, Any] = {"seat": s, "best": a.best, "final": a.final, "pnr": None, "first": first,
                                "after": a.after}
        if a.point_of_no_return is not None:
            k = first + a.point_of_no_return
            before = replay(moves[:k])
            view = GAME.view(before, s)
            keep = solver_for(table.deck, state.joker_credit).best_move(before.tables[s])
            item.update(pnr=a.point_of_no_return, index=k, round=a.round,
                        left=a.after[a.point_of_no_return],
                        label=WORDS.move_label(GAME.move_facts(view, a.move)),
                        keep=keep.to_json(), keep_label=WORDS.move_label(GAME.move_facts(view, keep)),
                        # (the facts too: the table words them in the player's language)
                        facts=GAME.move_facts(view, a.move), keep_facts=GAME.move_facts(view, keep))
        out.append(item)
        first += len(table.moves)
        if progress is not None:
            progress(s + 1, len(state.tables))
    return out


def analysis_job(payload: dict, progress) -> list[dict]:
    """``analyse_record`` as a job's function (app.ui.job: the payload is its arguments)."""
    return analyse_record(**payload, progress=progress)


def AnalysisJob(payload: dict, use_process: bool = True) -> Job:
    """``analyse_record`` off the UI thread (app.ui.job.Job: a separate process, the solver
    being pure Python, or a thread if no process can start)."""
    return Job(f"{__name__}:analysis_job", payload, use_process=use_process)


class EndAnalysis:
    """The end-screen analysis of a table (mixed into the table scene): started when the
    game is over (``start_analysis``), polled every frame (``poll_analysis``), then read by
    the end screen, the "Replay from there" button and the hint on the analysed game's line.
    The table gives ``moves``, ``config``, ``viewer``, ``legal``, ``autoplay`` and
    ``analysis_in_process``."""

    job: Job | None = None
    analysis: list[dict] | None = None
    analysis_error: str | None = None
    analysed_for: tuple | None = None  # the moves the analysis is (or was) for

    def start_analysis(self) -> None:
        key = tuple(self.moves)
        if self.analysed_for == key:
            return
        if self.job is not None:
            self.job.stop()
        self.analysed_for = key
        self.analysis = None
        self.analysis_error = None
        if self.autoplay:
            self.job = None
            return
        payload = {"seed": self.config.seed, "players": len(self.seats), "options": dict(self.config.options),
                   "moves": [m.to_json() for m in self.moves]}
        self.job = AnalysisJob(payload, use_process=self.analysis_in_process)

    def poll_analysis(self) -> None:
        if self.job is None or not self.job.poll():
            return
        job, self.job = self.job, None
        if tuple(self.moves) != self.analysed_for:
            return  # a different game by now (undo): never shown
        self.analysis, self.analysis_error = job.result, job.error
        self.build_buttons()

    def wait_for_analysis(self) -> None:
        """Block until the end-screen analysis is in (tests, screenshots)."""
        if self.job is not None:
            self.job.wait()
            self.poll_analysis()

    def lookback_analysis(self):
        """The look-back's analysis (app.scenes.three_by_three_lookback's ``analyse`` gives the
        same list): this table's, when it is in and for the moves made."""
        if self.analysis and self.analysed_for == tuple(self.moves):
            return self.analysis
        return None

    def analysis_for(self, seat: int) -> dict | None:
        if not self.analysis:
            return None
        return next((a for a in self.analysis if a["seat"] == seat), None)

    def replay_from_pnr(self) -> None:
        """Back to the position before the point of no return; Redo steps forward again."""
        a = self.analysis_for(self.viewer if self.viewer is not None else 0)
        if a is None or a["pnr"] is None or not self.can_undo():
            return
        self.rewind_to(a["index"])
        # TRANSLATORS: {play}: the number of the play gone back before
        self.say(_("Back before play {play}: try another way.").format(play=a["pnr"] + 1))

    def analysed_play(self):
        """After the end-screen analysis, on the analysed game's own line (a Replay from
        there, undo): the play that keeps the best score of the deal in reach, as the
        analysis found it (every play before the point of no return kept it; at that point,
        the analysis's other play). None off that line or without an analysis."""
        if self.viewer is None or not self.analysed_for:
            return None
        a = self.analysis_for(self.viewer)
        if a is None or a["pnr"] is None:
            return None
        k, done = len(self.moves), self.analysed_for
        if k > a["index"] or tuple(self.moves) != done[:k]:
            return None
        move = done[k] if k < a["index"] else GAME.move_from_json(a["keep"])
        return move if move in self.legal else None
