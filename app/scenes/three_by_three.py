"""The Three By Three table: the nine piles with their depth, plays by click, drag or keys,
the joker's free play, round ends with the next deal animated, Hint and Demo (the hint
agent), undo/redo/restart, deal numbers, several players on the same deck one after
another, and the end screen with the best the deal allowed and the point of no return
(worked out in a separate process so the window never waits on the solver).

The scene is thin: what is legal, the reasons a play is refused, when a placed card covers
an unused joker, the round ends and the score come from app.rules.three_by_three; the hint
from app.ai.three_by_three.
"""

from __future__ import annotations

import multiprocessing
import random
import threading
import time
from typing import Any

import pygame

from app.ai.three_by_three import analyse_deal, suggest
from app.frozen import prepare_multiprocessing
from app.rules import three_by_three as T
from app.rules.game import Move
from app.rules.game import replay as replay_record
from app.rules.three_by_three_solver import solver_for
from app.rules.three_by_three import (
    CORNERS, GAME, PILES, Centre, Edge, Joker, Place, card_words, pile_words, piles_words,
)
from app.scenes.dialogs import ConfirmDialog
from app.scenes.setup import GameSetup, SeatConfig, TableConfig
from app.scenes.table import TableBase
from app.ui import fonts
from app.ui.animator import Slot
from app.ui.cards import HIGHLIGHT, TARGET_OK
from app.ui.movedrag import Choice, MoveDrag
from app.ui.pile import Pile
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, TextField, blit_text, draw_felt, panel

LEVELS = ("greedy", "hint", "expert")

# the stage (logical 1280x720)
CW, CH = 104.0, 146.0
COLS = (392.0, 548.0, 704.0)
ROWS = (84.0, 268.0, 452.0)
PENDING_SHIFT = (18.0, -22.0)  # a turned-up card waiting to be placed, lifted off its pile
LEFT = (24.0, 84.0, 340.0, 540.0)
RIGHT = (836.0, 84.0, 420.0, 540.0)
STOCK_RECT = (56.0, 404.0, CW, CH)
FLIP = ("flip",)  # the drop target of a turn-up: anywhere off the pile
HINT_GLOW = (110, 220, 255)
JOKER_GLOW = (230, 150, 255)
WARN = (236, 110, 96)
PLAYER_COLOURS = [(240, 200, 80), (110, 190, 255), (250, 130, 120), (150, 230, 140),
                  (220, 150, 250), (255, 170, 80), (120, 230, 220), (235, 235, 235)]


def pile_rect(i: int) -> tuple[float, float, float, float]:
    """Pile i on the 16:9 stage (``Geometry.pile_rect`` on the stage the table has)."""
    return (COLS[i % 3], ROWS[i // 3], CW, CH)


def pending_rect(i: int) -> tuple[float, float, float, float]:
    x, y, w, h = pile_rect(i)
    return (x + PENDING_SHIFT[0], y + PENDING_SHIFT[1], w, h)


class Geometry:
    """Where things go on the stage the table has: the 16:9 stage (the counts left, the
    piles in the middle, the panel of words and buttons right), or in a tall narrow window
    the column stage (the piles with the counts beside them, the panel below), so text
    keeps a readable size there (see app.ui.engine.stage_metrics)."""

    def __init__(self, m):
        self.w, self.h = m.dw, m.dh
        self.portrait = m.dw < 1100
        if not self.portrait:
            self.cols, self.rows = COLS, ROWS
            self.left, self.right, self.stock = LEFT, RIGHT, STOCK_RECT
            self.header_buttons = (1030.0, 1150.0)
            lx, ly = LEFT[0] + 20, LEFT[1] + 12
            self.round_xy, self.face_xy = (lx, ly), (lx + 170, ly)
            self.free_xy, self.info_w = (lx, ly + 84), 300.0
            self.note_xy = (lx, ly + 170)
            self.deal_xy = (lx, ly + 284)
            self.stock_text = (STOCK_RECT[0] + CW + 22, STOCK_RECT[1] + 40)
            rx = RIGHT[0] + 20
            self.text_xy, self.text_w = (rx, RIGHT[1] + 14), RIGHT[2] - 40
            self.keys_y = 340.0
            self.text_bottom = 370.0  # the end screen's words stop here
            self.list_bottom = 480.0  # (several players' analysis)
            self.bx, self.bw, self.bw2 = (rx, rx + 194), 186.0, 380.0
            self.by = (398.0, 454.0, 510.0, 566.0)
            self.field = (958.0, 566.0, 166.0, 44.0)
            self.go = (1134.0, 566.0, 102.0, 44.0)
            self.deal_label = (rx, 588.0)
            self.waiting = (340.0, 160.0, 600.0, 360.0)
            return
        ox = (self.w - 720) / 2  # the column is laid out 720 wide, centred
        cols = (ox + 24, ox + 180, ox + 336)
        self.cols, self.rows = cols, ROWS
        self.left = (ox + 460, 74.0, 236.0, 630.0)
        lx = ox + 478
        self.round_xy, self.face_xy = (lx, 86.0), (lx, 150.0)
        self.free_xy, self.info_w = (lx, 216.0), 200.0
        self.note_xy = (lx, 330.0)
        self.deal_xy = (lx, 416.0)
        self.stock_text = (lx, 438.0)
        self.stock = (lx, 496.0, CW, CH)
        self.header_buttons = (self.w - 250, self.w - 130)
        top = 716.0
        self.right = (ox + 24, top, 672.0, self.h - top - 16)
        self.text_xy, self.text_w = (ox + 44, top + 12), 330.0
        self.keys_y = self.h - 16 - 50
        self.text_bottom = self.h - 46
        self.list_bottom = self.h - 46
        self.bx, self.bw, self.bw2 = (ox + 392, ox + 544), 140.0, 292.0
        self.by = (top + 12, top + 66, top + 120, top + 176)
        self.field = (ox + 392, top + 176, 140.0, 44.0)
        self.go = (ox + 544, top + 176, 140.0, 44.0)
        self.deal_label = None  # (the field's placeholder says what it is for)
        self.waiting = ((self.w - 600) / 2, 200.0, 600.0, 420.0)

    def pile_rect(self, i: int) -> tuple[float, float, float, float]:
        return (self.cols[i % 3], self.rows[i // 3], CW, CH)

    def pending_rect(self, i: int) -> tuple[float, float, float, float]:
        x, y, w, h = self.pile_rect(i)
        return (x + PENDING_SHIFT[0], y + PENDING_SHIFT[1], w, h)

    @property
    def banner(self) -> tuple[float, float, float]:
        """The round banner: its centre and width (over the piles)."""
        return (self.cols[1] + CW / 2, self.rows[1] + CH / 2, self.cols[2] + CW - self.cols[0])


def wrap(text: str, size: float, width: float, m, style: str = "sans") -> list[str]:
    """Word-wrap ``text`` to lines no wider than ``width`` logical pixels."""
    f = fonts.font(m.px(size), style)
    limit = m.px(width)
    lines: list[str] = []
    cur = ""
    for word in text.split():
        trial = f"{cur} {word}" if cur else word
        if cur and f.size(trial)[0] > limit:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    if cur:
        lines.append(cur)
    return lines


def fit(text: str, size: float, width: float, m, style: str = "sans") -> str:
    """``text``, cut short with an ellipsis if it is wider than ``width`` logical pixels."""
    f = fonts.font(m.px(size), style)
    if f.size(text)[0] <= m.px(width):
        return text
    while text and f.size(text + "\u2026")[0] > m.px(width):
        text = text[:-1]
    return text.rstrip() + "\u2026"


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# ============================================================================ the analysis


def analyse_record(seed: int, players: int, options: dict, moves: list, deck: list | None = None) -> list[dict]:
    """The end-screen analysis of a game given as its record (seed, options, moves: what the
    save holds; or an explicit ``deck`` order instead of the seed's shuffle): for each seat,
    the best score its deal allowed, the point of no return (the index of that move in the
    whole game's move list, and its label), the best left after it, and a play there that
    would have kept the best in reach (``keep``, as JSON, and ``keep_label``): what the hint
    recommends when the player replays from that point. Runs in a separate process."""

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
    for s, table in enumerate(state.tables):
        key = (table.deck, table.moves)
        if key not in cache:
            cache[key] = analyse_deal(table.deck, table.moves, state.joker_credit)
        a = cache[key]
        item: dict[str, Any] = {"seat": s, "best": a.best, "final": a.final, "pnr": None}
        if a.point_of_no_return is not None:
            k = first + a.point_of_no_return
            before = replay(moves[:k])
            view = GAME.view(before, s)
            keep = solver_for(table.deck, state.joker_credit).best_move(before.tables[s])
            item.update(pnr=a.point_of_no_return, index=k, round=a.round,
                        left=a.after[a.point_of_no_return],
                        label=GAME.describe(view, a.move),
                        keep=keep.to_json(), keep_label=GAME.describe(view, keep))
        out.append(item)
        first += len(table.moves)
    return out


def analysis_main(conn, payload: dict) -> None:
    """The analysis process: one answer (ok, result or error text), then exit."""
    try:
        answer = (True, analyse_record(**payload))
    except Exception as exc:  # reported on the end screen, never silently lost
        answer = (False, f"{type(exc).__name__}: {exc}")
    try:
        conn.send(answer)
    except (OSError, ValueError):
        pass


class AnalysisJob:
    """``analyse_record`` off the UI thread: in a separate process (the solver is pure Python
    and would hold the interpreter lock in a thread), or in a thread if no process can start.
    ``poll()`` is True once it has answered (``result`` or ``error``); ``stop()`` ends it."""

    def __init__(self, payload: dict, use_process: bool = True):
        self.result: list[dict] | None = None
        self.error: str | None = None
        self.started = time.perf_counter()
        self._proc = None
        self._conn = None
        self._box: dict = {}
        if use_process:
            try:
                prepare_multiprocessing()
                ctx = multiprocessing.get_context("spawn")
                recv, send = ctx.Pipe(duplex=False)
                proc = ctx.Process(target=analysis_main, args=(send, payload), daemon=True, name="felt-analysis")
                proc.start()
                send.close()
                self._proc, self._conn = proc, recv
                return
            except (OSError, ValueError, RuntimeError):
                self._proc = self._conn = None
        threading.Thread(target=self._run, args=(payload,), daemon=True).start()

    def _run(self, payload: dict) -> None:
        class Box:
            def send(inner, msg):  # noqa: N805 - a one-method stand-in for a pipe end
                self._box["answer"] = msg

        analysis_main(Box(), payload)

    @property
    def done(self) -> bool:
        return self.result is not None or self.error is not None

    @property
    def seconds(self) -> float:
        return time.perf_counter() - self.started

    def poll(self) -> bool:
        if self.done:
            return True
        answer = None
        if self._conn is not None:
            try:
                if self._conn.poll():
                    answer = self._conn.recv()
                elif self._proc is not None and not self._proc.is_alive() and not self._conn.poll():
                    answer = (False, "the analysis stopped before it finished")
            except (EOFError, OSError):
                answer = (False, "the analysis stopped before it finished")
        else:
            answer = self._box.get("answer")
        if answer is None:
            return False
        ok, value = answer
        if ok:
            self.result = value
        else:
            self.error = value
        self.stop()
        return True

    def wait(self, limit: float = 120.0) -> bool:
        """Block until answered (tests, screenshots)."""
        end = time.perf_counter() + limit
        while not self.poll() and time.perf_counter() < end:
            time.sleep(0.01)
        return self.done

    def stop(self) -> None:
        if self._proc is not None:
            if self._proc.is_alive():
                self._proc.terminate()
            self._proc.join(timeout=1.0)
            self._proc = None
        if self._conn is not None:
            self._conn.close()
            self._conn = None


# ============================================================================ setup


class ThreeByThreeSetup(GameSetup):
    def __init__(self, app):
        super().__init__(app, "three_by_three", lambda cfg: ThreeByThreeTable(app, cfg), LEVELS,
                         resume=lambda data: ThreeByThreeTable.resume(app, data),
                         notes="A patience: alone, or several players on the same deck one after "
                               "another (lowest score wins).")

    def shown_options(self) -> tuple:
        """With one seat there is no other table to share a shuffle with: that option is
        offered only with several seats."""
        opts = tuple(self.info.options)
        if len(self.seats) < 2:
            opts = tuple(o for o in opts if o.name != "same_shuffle")
        return opts

    @classmethod
    def demo(cls, app, variant: str, seed: int):
        """Screens for --screenshot: "" setup, "mid" (a game under way), "pending" (a card
        turned up, its corners lit), "joker" (a joker with its free play), "end" (the end
        screen with its analysis), "pass" and "results" (two players)."""
        if not variant:
            return cls(app)
        name = app.settings.player_name
        if variant in ("pass", "results"):
            seats = [SeatConfig(name), SeatConfig("Player 2")]
        else:
            seats = [SeatConfig(name)]
        cfg = TableConfig("three_by_three", seats, T.INFO.resolve_options({}), seed)
        table = ThreeByThreeTable(app, cfg)
        table.demo_variant = variant
        table.saving = False  # a demo writes nothing to the player's saves, statistics or replays
        return table


# ============================================================================ drag and click


class PileDrag(MoveDrag):
    """The frame's drag controller with this table's clicks: a click on a pile that may be
    turned up turns it up (even if it could also feed a joker); after a click on a joker, a
    click on a face-down pile makes that free play."""

    def click(self, grab) -> None:
        start = grab.data
        table = self.table
        options = self._of(start)
        if table.armed is not None:
            for c in options:
                if isinstance(c.payload, Joker) and c.payload.corner == table.armed:
                    self.selected = None
                    table.armed = None
                    table.play_choice(c)
                    return
        flips = [c for c in options if c.end == FLIP]
        if flips:
            self.selected = None
            table.armed = None
            table.play_choice(flips[0])
            return
        super().click(grab)

    def outlines(self, end) -> bool:
        return end != FLIP  # a turn-up's target is the whole table: not outlined


class CoverJokerDialog(ConfirmDialog):
    """The question before a card covers a joker whose free play is unused: the question,
    then what happens to the free play (one text: the dialog wraps it in its box)."""

    def __init__(self, app, question: str, detail: str, on_yes):
        super().__init__(app, f"{question} {detail}", on_yes, yes="Cover it", no="Keep it")
        self.detail = detail


# ============================================================================ the table


class ThreeByThreeTable(TableBase):
    """Three By Three on the table frame (see the module doc)."""

    game_id = "three_by_three"
    portrait_layout = True  # a tall narrow window gets the column stage (see Geometry)
    column_min_h = 1000.0
    think_seconds = 0.3
    analysis_in_process = True  # tests use a thread: the same code, no process to start

    def __init__(self, app, config: TableConfig, autoplay: bool = False):
        super().__init__(app, config, autoplay)
        self.drag = PileDrag(self.layer, self, self.tweens, on_refused=self.refused)
        self.piles = [Pile(pile_rect(i), under_face_up=i in CORNERS) for i in range(9)]
        self.stock = Pile(STOCK_RECT, step=1.2, max_layers=40)
        self._geo, self._geo_for = None, None
        self.armed: str | None = None  # a joker clicked: its free play waits for a pile
        self.hint_move = None
        self.hint_text = ""
        self.demo_on = False
        self._demo_wait = 0.0
        self.banner = ""
        self.banner_left = 0.0
        self.trim = 0  # rounds dealt by the last move and not shown yet (dealt after it lands)
        self.job: AnalysisJob | None = None
        self.analysis: list[dict] | None = None
        self.analysis_error: str | None = None
        self._analysed_for: tuple | None = None
        self.demo_variant = ""
        self.deal_field = TextField((958, 566, 166, 44), "", 9, str.isdigit, "deal number", size=18)
        self._place()
        self._build_buttons()

    # ================================================================= the stage
    @property
    def geo(self) -> Geometry:
        m = self.m
        if self._geo_for != (m.dw, m.dh):
            self._geo, self._geo_for = Geometry(m), (m.dw, m.dh)
        return self._geo

    def _place(self) -> None:
        """Piles, stock and the deal field where the stage's geometry puts them."""
        g = self.geo
        for i, p in enumerate(self.piles):
            p.rect = g.pile_rect(i)
        self.stock.rect = tuple(g.stock)
        self.deal_field.lrect = g.field

    def pile_rect(self, i: int) -> tuple[float, float, float, float]:
        return self.geo.pile_rect(i)

    def resize(self, m) -> None:
        self._place()
        self._choices = None
        self.animator.clear()
        self.sync_layout(animate=False)
        self._build_buttons()
        self.layer.invalidate()

    # ================================================================= what is shown
    @property
    def table_visible(self) -> bool:
        """A table is drawn for the human at the screen, or when only computers play."""
        return self.viewer is not None or self.watching

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

    def shown_piles(self) -> list[tuple]:
        """The piles as shown: the view's, less the cards of a deal still to be animated."""
        v = self.view
        if not self.trim:
            return list(v.piles)
        return [p[:len(p) - self.trim] for p in v.piles]

    def shown_round(self) -> int:
        return self.view.round - self.trim

    def top_place(self, i: int):
        n = len(self.shown_piles()[i])
        return (("pile", i, n - 1), 0) if n else None

    # ================================================================= frame hooks
    def start(self) -> None:
        ui, self.resume_ui = self.resume_ui, {}
        if ui.get("hold") == "seat_done" and not self.over and self.multi_human:
            self.hold = "seat_done"  # the finished table's score was on screen
            self._refresh_view()
            self._build_buttons()
            return
        self.advance()

    def ui_state(self) -> dict:
        if self.over:
            return {"end": True}  # a resume shows the end screen again
        if self.hold == "seat_done":
            return {"hold": "seat_done"}
        return {}

    def save_summary(self) -> str:
        v = self.view
        names = ", ".join(s.name for s in self.seats)
        return f"deal {self.config.seed}, round {v.round} of 6: {names}"

    def pass_note(self, seat: int) -> str:
        same = self.config.options.get("same_shuffle") == "on"
        return (f"Your table of Three By Three{' (the same deck as the others)' if same and len(self.seats) > 1 else ''}.")

    def on_turn(self, seat: int) -> None:
        self.armed = None
        if self.trim:
            self._deal()
        else:
            self.sync_layout(animate=True)
        self._build_buttons()

    def on_jump(self) -> None:
        super().on_jump()
        self.trim = 0
        self.armed = None
        self._clear_hint()
        self.banner_left = 0.0
        self.sync_layout(animate=False)
        self._build_buttons()

    def _same_table(self, old, new) -> bool:
        return (old.seat == new.seat and len(new.moves) == len(old.moves) + 1
                and new.moves[:len(old.moves)] == old.moves)

    def on_moved(self, old_view, move, seat: int) -> None:
        self.armed = None
        self._clear_hint()
        new = self.view
        if not self.table_visible:
            self.animator.clear()
            self._build_buttons()
            return
        if old_view.seat == new.seat and old_view.moves == new.moves and old_view.seat is not None:
            self._build_buttons()  # another player's table moved: this one looks the same
            return
        if not self._same_table(old_view, new):  # a spectator moving on to the next table
            self.trim = 0
            self.animator.clear()
            self.sync_layout(animate=False)
            self._build_buttons()
            return
        self.trim = max(0, new.round - old_view.round)
        self.sync_layout(animate=True, moved=self._moved_hint(old_view, move))
        t = type(move)
        self.app.sounds.play("flip" if t in (Edge, Centre, Joker) else "place")
        if new.over:
            self.say(f"Round {old_view.round} over: no play left. The game is over.")
        elif self.trim:
            dealt = new.round - old_view.round
            extra = "" if dealt == 1 else f" (round{'s' if dealt > 2 else ''} " \
                f"{', '.join(str(r) for r in range(old_view.round + 1, new.round))} had no play either)"
            self.say(f"Round {old_view.round} over: no play left. Dealing round {new.round}.{extra}")
        if new.over and not self.over and seat == self.viewer and self.seats[seat].human:
            self.hold = "seat_done"  # the next player's table comes after this one's score
        self._build_buttons()

    def _moved_hint(self, old, move) -> list:
        counts = [len(p) for p in old.piles]
        t = type(move)
        if t is Edge or t is Centre:
            i = 4 if t is Centre else T.PILE_INDEX[move.edge]
            return [(("pile", i, counts[i] - 1), "pending")]
        if t is Joker:
            p, j = T.PILE_INDEX[move.pile], T.PILE_INDEX[move.corner]
            return [(("pile", p, counts[p] - 1), ("pile", j, counts[j]))]
        if t is Place:
            j = T.PILE_INDEX[move.corner]
            return [("pending", ("pile", j, counts[j]))]
        return []

    def _deal(self) -> None:
        """The cards of the new round(s) fly from the stock."""
        self.trim = 0
        self._choices = None  # the piles' top places changed
        self.sync_layout(animate=True, origin=self.geo.stock, stagger=0.04)
        self.app.sounds.play("deal")

    def continue_play(self) -> None:
        super().continue_play()
        self._build_buttons()

    def on_game_over(self) -> None:
        if self._analysed_for != tuple(self.moves) and not self.autoplay:
            out = self.outcome
            self.app.sounds.play("win" if out is not None and (out.winners or len(self.seats) > 1) else "place")
        self.demo_on = False
        self.armed = None
        if self.table_visible:
            if self.trim:
                self._deal()
            else:
                self.sync_layout(animate=True)
        self._start_analysis()
        self._build_buttons()

    def exit(self) -> None:
        if self.job is not None:
            self.job.stop()
        super().exit()

    # ================================================================= analysis
    def _start_analysis(self) -> None:
        key = tuple(self.moves)
        if self._analysed_for == key:
            return
        if self.job is not None:
            self.job.stop()
        self._analysed_for = key
        self.analysis = None
        self.analysis_error = None
        if self.autoplay:
            self.job = None
            return
        payload = {"seed": self.config.seed, "players": len(self.seats), "options": dict(self.config.options),
                   "moves": [m.to_json() for m in self.moves]}
        self.job = AnalysisJob(payload, use_process=self.analysis_in_process)

    def _poll_analysis(self) -> None:
        if self.job is None or not self.job.poll():
            return
        job, self.job = self.job, None
        if tuple(self.moves) != self._analysed_for:
            return  # a different game by now (undo): never shown
        self.analysis, self.analysis_error = job.result, job.error
        self._build_buttons()

    def wait_for_analysis(self) -> None:
        """Block until the end-screen analysis is in (tests, screenshots)."""
        if self.job is not None:
            self.job.wait()
            self._poll_analysis()

    def analysis_for(self, seat: int) -> dict | None:
        if not self.analysis:
            return None
        return next((a for a in self.analysis if a["seat"] == seat), None)

    def end_lines(self, seat: int) -> list[str]:
        """The end screen's words about one seat's game (best and point of no return)."""
        a = self.analysis_for(seat)
        if a is None:
            return []
        best = a["best"]
        lines = [f"The best this deal allowed, to someone who knew every card: {best}."]
        if a["pnr"] is None:
            lines.append("Perfect play: nobody could have finished lower." if a["final"] == best
                         else f"You were still on course for {best}.")
        else:
            lines.append(f"The point of no return was play {a['pnr'] + 1}, in round {a['round']}: "
                         f"{a['label'][:1].lower() + a['label'][1:]}. After it, the best left was "
                         f"{a['left']}.")
            if a.get("keep_label"):
                lines.append(f"Instead: {a['keep_label'][:1].lower() + a['keep_label'][1:]}.")
        return lines

    def replay_from_pnr(self) -> None:
        """Back to the position before the point of no return; Redo steps forward again."""
        a = self.analysis_for(self.viewer if self.viewer is not None else 0)
        if a is None or a["pnr"] is None or not self.can_undo():
            return
        self.rewind_to(a["index"])
        self.say(f"Back before play {a['pnr'] + 1}: try another way.")

    def rewind_to(self, k: int) -> None:
        self.demo_on = False
        super().rewind_to(k)

    # ================================================================= plays
    def places_of(self, move):
        t = type(move)
        if t is Place:
            return (("pending", 0), ("corner", T.PILE_INDEX[move.corner]))
        if t is Edge or t is Centre:
            i = 4 if t is Centre else T.PILE_INDEX[move.edge]
            top = self.top_place(i)
            return None if top is None else (top, FLIP)
        if t is Joker:
            top = self.top_place(T.PILE_INDEX[move.pile])
            return None if top is None else (top, ("corner", T.PILE_INDEX[move.corner]))
        return None

    def choices(self) -> list[Choice]:
        if self.demo_on or not self.table_visible:
            return []
        return super().choices()

    def place_rect(self, place):
        if place == FLIP:
            return (0.0, 0.0, self.geo.w, self.geo.h)
        if place[0] in ("corner", "down"):
            p = self.piles[place[1]]  # the top card and the edges shown under it
            x, y, w, h = p.rect
            return (x, y, w, h + p.layers * p.step)
        raise KeyError(place)

    def place_at(self, lpos):
        for i, p in enumerate(self.piles):
            if p.contains(lpos):
                return ("corner" if i in CORNERS else "down", i)
        return None

    def move_for(self, start, end):
        if end is None or end[0] != "corner":
            return None
        corner = PILES[end[1]]
        if start == ("pending", 0):
            return Place(corner)
        if isinstance(start, tuple) and isinstance(start[0], tuple) and start[0][0] == "pile":
            return Joker(corner, PILES[start[0][1]])
        return None

    def refuse_reason(self, start, lpos) -> str:
        move = self.move_for(start, self.place_at(lpos))
        if move is None:
            if start == ("pending", 0):
                return f"Put the card on {piles_words(self.view.allowed)} (lit)"
            return "Drop the card on a joker to use its free play"
        return super().refuse_reason(start, lpos)

    def play_choice(self, choice: Choice) -> None:
        self.play_move(choice.payload)

    def play_move(self, move) -> bool:
        """Play ``move`` for the human at the screen; a card about to cover an unused joker
        asks first (the rules say when)."""
        if isinstance(move, Place) and move.corner in self.view.warn_corners and not self.demo_on:
            kept = self.config.options.get("joker_credit") == "kept"
            detail = ("Its free play is kept for later." if kept else
                      "Its free play has not been used and will be lost.")
            self.drag.cancel()
            self.app.scenes.push(CoverJokerDialog(
                self.app, f"Cover the joker on {pile_words(move.corner)}?", detail,
                lambda: self.play(move)))
            return False
        return self.play(move)

    def play(self, move) -> bool:
        ok = super().play(move)
        self._build_buttons()
        return ok

    def refused(self, reason: str) -> None:
        super().refused(reason[:1].upper() + reason[1:] if reason else reason)

    # ================================================================= hint and demo
    def _clear_hint(self) -> None:
        self.hint_move = None
        self.hint_text = ""

    def ranked_plays(self) -> list:
        """The hint agent's plays for the position on screen, best first, each with the final
        score it expects (NaN when there is only one play)."""
        if not self.legal:
            return []
        return suggest(self.view, rng=random.Random(self.config.seed * 7919 + len(self.moves)))

    def best_play(self):
        """The hint's play for the position on screen (None if there is no play)."""
        known = self.analysed_play()
        if known is not None:
            return known
        ranked = self.ranked_plays()
        return ranked[0][0] if ranked else None

    def analysed_play(self):
        """After the end-screen analysis, on the analysed game's own line (a Replay from
        there, undo): the play that keeps the best score of the deal in reach, as the
        analysis found it (every play before the point of no return kept it; at that point,
        the analysis's other play). None off that line or without an analysis."""
        if self.viewer is None or not self._analysed_for:
            return None
        a = self.analysis_for(self.viewer)
        if a is None or a["pnr"] is None:
            return None
        k, done = len(self.moves), self._analysed_for
        if k > a["index"] or tuple(self.moves) != done[:k]:
            return None
        move = done[k] if k < a["index"] else GAME.move_from_json(a["keep"])
        return move if move in self.legal else None

    def hint(self) -> None:
        known = self.analysed_play()
        ranked = [(known, float("nan"))] if known is not None else self.ranked_plays()
        if not ranked:
            return
        move, expect = ranked[0]
        self.hints_used += 1  # (the statistics count hints)
        self.hint_move = move
        self.hint_text = f"Hint: {self.describe(move)}"
        if known is not None:
            best = self.analysis_for(self.viewer)["best"]
            self.hint_text += f" (the analysis: this keeps {best} in reach)"
        elif len(ranked) == 1:
            self.hint_text += " (the only play)"
        elif expect == expect:  # not NaN
            self.hint_text += f" (about {expect:.0f} face down at the end)"
        self.layer.invalidate()

    def start_demo(self) -> None:
        if not self.legal:
            return
        self.demo_on = True
        self._demo_wait = 0.0
        self.armed = None
        self.drag.cancel()
        self._clear_hint()
        self._choices = None
        self._build_buttons()

    def stop_demo(self) -> None:
        self.demo_on = False
        self._choices = None
        self.say("Demo stopped: your turn.")
        self._build_buttons()

    def _demo_step(self, dt: float) -> None:
        if not self.demo_on:
            return
        if self.over or self.hold is not None:
            self.demo_on = False
            self._build_buttons()
            return
        if self.tweens.busy or self.trim or not self.legal:
            return
        self._demo_wait += dt
        if self._demo_wait < 0.35 * self.app.anim_speed:
            return
        self._demo_wait = 0.0
        move = self.best_play()
        if move is not None:
            self.play(move)

    # ================================================================= deals
    def new_deal(self, seed: int | None = None) -> None:
        if seed is None:
            seed = random.SystemRandom().randrange(1, 10**9)
        cfg = TableConfig(self.config.game_id, [SeatConfig(s.name, s.kind, s.level) for s in self.seats],
                          dict(self.config.options), seed)
        self.app.scenes.replace(ThreeByThreeTable(self.app, cfg))

    def go_to_deal(self) -> None:
        text = self.deal_field.value.strip()
        if not text.isdigit() or int(text) < 1:
            self.refused("Type a deal number (1 or more) first")
            return
        self.deal_field.focused = False
        self.new_deal(int(text))

    def restart(self) -> None:
        if self.moves and self.can_restart():
            self.rewind_to(0)
            self.say("The same deal from the start (Redo steps forward again).")

    def say(self, text: str, seconds: float = 2.4) -> None:
        self.banner = text
        self.banner_left = seconds

    # ================================================================= buttons and events
    def _build_buttons(self) -> None:
        g = self.geo
        b = ButtonRow()
        b.add(Button("Menu", (g.header_buttons[1], 12, 110, 44), self.ask_leave, size=17))
        b.add(Button("Rules", (g.header_buttons[0], 12, 110, 44), self._rules, size=17))
        (x0, x1), w, wide = g.bx, g.bw, g.bw2
        y0, y1, y2, _ = g.by
        if self.hold == "seat_done":
            wx, wy, ww, wh = g.waiting
            rect = (x0, y1, wide, 52) if self.table_visible else (wx + 100, wy + wh - 80, 400, 52)
            b.add(Button("Next player", rect, self.continue_play, size=20, key=pygame.K_RETURN))
            self.buttons = b
            return
        if not self.table_visible and not self.over:
            self.buttons = b  # someone else's table is in play: nothing to press here
            return
        solo = len(self.humans) == 1
        if self.over:
            if solo and self.analysis_for(self.viewer if self.viewer is not None else 0):
                a = self.analysis_for(self.viewer if self.viewer is not None else 0)
                if a["pnr"] is not None:
                    b.add(Button("Replay from there", (x0, y0, wide, 48), self.replay_from_pnr, size=19,
                                 key=pygame.K_p, enabled=self.can_undo()))
        elif self.table_visible and self.viewer is not None:
            turn = bool(self.legal)
            b.add(Button("Hint", (x0, y0, w, 46), self.hint, size=18, key=pygame.K_h,
                         enabled=turn and not self.demo_on, tooltip="H"))
            if self.demo_on:
                b.add(Button("Stop demo", (x1, y0, w, 46), self.stop_demo, size=18))
            else:
                b.add(Button("Demo", (x1, y0, w, 46), self.start_demo, size=18, key=pygame.K_d, enabled=turn))
        if solo:
            b.add(Button("Undo", (x0, y1, w, 46), self.undo, size=18, enabled=self.can_undo(),
                         tooltip="Ctrl+Z"))
            b.add(Button("Redo", (x1, y1, w, 46), self.redo, size=18, enabled=self.can_redo(),
                         tooltip="Ctrl+Y"))
            b.add(Button("Restart deal", (x0, y2, w, 46), self.restart, size=18,
                         enabled=self.can_restart()))
        if solo or self.over:
            b.add(Button("New deal", (x1, y2, w, 46), lambda: self.new_deal(), size=18))
            b.add(Button("Go", g.go, self.go_to_deal, size=18))
        self.buttons = b

    def can_restart(self) -> bool:
        """Back to the start of the deal: only while no card has been seen, or once the game
        is over (practice)."""
        return bool(self.moves) and self.can_undo() and self.may_rewind_to(0)

    def undo(self) -> None:
        self.demo_on = False
        super().undo()

    def redo(self) -> None:
        self.demo_on = False
        super().redo()

    def _rules(self) -> None:
        from app.scenes.rules_help import RulesHelp

        self.app.scenes.push(RulesHelp(self.app, "three_by_three"))

    def back(self) -> None:
        if self.demo_on:
            self.stop_demo()
            return
        if self.deal_field.focused:
            self.deal_field.focused = False
            return
        if self.armed is not None:
            self.armed = None
            return
        super().back()

    def deal_field_shown(self) -> bool:
        return any(b.label == "Go" for b in self.buttons.buttons)

    def handle_event(self, ev) -> None:
        if self.demo_on and ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.stop_demo()  # any key or click stops the demo (and does nothing else)
            return
        m = self.m
        if self.deal_field_shown() and self.deal_field.handle(ev, m):
            if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.go_to_deal()
            return
        if ev.type == pygame.MOUSEMOTION and not self.drag.dnd.dragging:
            # (while a card is dragged its targets are lit by the drag: the hover look would
            # only throw the cached table away at every pile the pointer crosses)
            lpos = m.to_logical(ev.pos)
            changed = [p.set_hover(lpos) for p in self.piles + [self.stock]]
            if any(changed):
                self.layer.invalidate()
        super().handle_event(ev)

    def on_event(self, ev) -> None:
        """Clicks the drag controller did not take: a corner (place the waiting card there;
        pick a joker's free play), a pile that cannot be played (the rules say why)."""
        if ev.type != pygame.MOUSEBUTTONDOWN or ev.button != 1 or not self.legal:
            return
        lpos = self.m.to_logical(ev.pos)
        place = self.place_at(lpos)
        if place is None:
            self.armed = None
            return
        kind, i = place
        name = PILES[i]
        if self.view.pending is not None:
            self.play_move(Place(name) if kind == "corner" else (Centre() if i == 4 else Edge(name)))
            return
        if kind == "corner":
            if any(isinstance(mv, Joker) and mv.corner == name for mv in self.legal):
                self.armed = None if self.armed == name else name
            else:
                self.armed = None
                self.refused(f"Cards are placed on {pile_words(name)}, never taken from it"
                             if self.view.tops[i] is None or not self.view.tops[i].is_joker
                             else f"No face-down card is left for the joker on {pile_words(name)} to take")
            return
        move = Joker(self.armed, name) if self.armed else (Centre() if i == 4 else Edge(name))
        self.armed = None
        self.play_move(move)

    # ================================================================= update
    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        if self.trim and not self.tweens.busy and self.table_visible and not self.legal:
            self._deal()  # a computer's table, or the last round's end: deal as soon as it lands
        if self.banner_left > 0:
            self.banner_left -= dt
            moving = True
        self._demo_step(dt)
        if self.demo_on:
            moving = True
        if self.job is not None:
            self._poll_analysis()
            moving = True
        return moving

    def after_push(self) -> None:
        """Screenshots: bring the demo table to the position its name promises."""
        v = self.demo_variant
        if not v:
            return
        if v == "pass":
            return
        if v == "results":
            while not self.over:
                top = self.app.scenes.top
                if top is not self and hasattr(top, "ready"):
                    top.ready()
                elif self.hold is not None:
                    self.continue_play()
                else:
                    self.play(self.best_play())
                self.tweens.finish_all()
                self.update(0.0)
        else:
            want = {"mid": lambda s: len(s.moves) >= 14 and s.view.pending is None and s.view.round >= 2,
                    "pending": lambda s: s.view.pending is not None and len(s.view.allowed) == 4,
                    "joker": lambda s: s.view.pending is None and any(isinstance(mv, Joker) for mv in s.legal),
                    "end": lambda s: s.over}.get(v)
            if want is None:
                return
            while not want(self) and not self.over:
                self.play(self.best_play())
                self.tweens.finish_all()
                self.update(0.0)
        self.tweens.finish_all()
        self.update(0.0)
        self.tweens.finish_all()
        self.banner_left = 0.0
        self.wait_for_analysis()
        if v == "pending":
            self.hint()
        self._build_buttons()

    # ================================================================= layout
    def layout(self) -> list[Slot]:
        if not self.table_visible:
            return []
        v = self.view
        piles = self.shown_piles()
        out: list[Slot] = []
        for i in range(9):
            pile = piles[i]
            n = len(pile)
            corner = i in CORNERS
            for k in range(max(0, n - 2), n):
                card = pile[k] if corner else None
                out.append(Slot(("pile", i, k), 0, card, corner, self.pile_rect(i), z=k + 1))
        if v.pending is not None:
            src = 4
            last = v.moves[-1] if v.moves else None
            if isinstance(last, Edge):
                src = T.PILE_INDEX[last.edge]
            out.append(Slot("pending", 0, v.pending, True, self.geo.pending_rect(src), z=5000))
        return out

    def _sync_piles(self) -> None:
        piles = self.shown_piles()
        for i, p in enumerate(self.piles):
            p.count = len(piles[i])
            if i in CORNERS:
                p.label = plural(p.count, "card") + " face up"
            else:
                p.label = f"{p.count} face down"
        self.stock.count = self.view.stock + 9 * self.trim if self.table_visible else 0
        self.stock.label = f"{self.stock.count} to deal"

    # ================================================================= drawing
    def draw(self, surface) -> None:
        m = self.m
        self._sync_piles()
        if self.table_visible:
            self.layer.draw(surface, m, self.app.art, self._draw_bg, self._draw_overlay, self._draw_fg)
        else:
            draw_felt(surface)
            self._draw_header(surface)
            self._draw_waiting(surface)
            self.buttons.draw(surface, m)
        self.toast.draw(surface, m)

    def playing_seat(self) -> int | None:
        """The seat whose table is being played (tables are played in seat order), from the
        view: its own table and what it shows of the others."""
        v = self.view
        over = {o.seat: o.over for o in v.others}
        own = v.seat if v.seat is not None else next(s for s in range(len(self.seats)) if s not in over)
        over[own] = v.over
        return next((s for s in range(len(self.seats)) if not over[s]), None)

    def _draw_header(self, surface) -> None:
        m = self.m
        r = blit_text(surface, m, "Three By Three", 24, 34, 26, GOLD, "bold", anchor="midleft")
        x = r.right / m.s - m.ox / m.s + 16
        who = ""
        if len(self.seats) > 1:
            seat = self.viewer if self.viewer is not None else self.playing_seat()
            if seat is not None:
                who = f"  •  the table of {self.seat_name(seat)}"
        blit_text(surface, m, f"Deal {self.config.seed}{who}", x, 36, 18, MUTED, anchor="midleft")

    def _draw_bg(self, surface) -> None:
        m = self.m
        draw_felt(surface)
        self._draw_header(surface)
        g = self.geo
        panel(surface, m.rect(*g.left), radius=m.px(14))
        panel(surface, m.rect(*g.right), radius=m.px(14))
        for p in self.piles:
            p.draw(surface, m, self.app.art)
        self.stock.draw(surface, m, self.app.art)
        if self.stock.count:
            surface.blit(self.app.art.back(m.px(CW), m.px(CH)), m.rect(*g.stock))

    def _draw_fg(self, surface) -> None:
        self._draw_left(surface)
        self._draw_right(surface)
        self.buttons.draw(surface, self.m)

    def _draw_left(self, surface) -> None:
        m = self.m
        v = self.view
        g = self.geo
        x, y = g.round_xy
        blit_text(surface, m, "Round", x, y, 16, MUTED, "bold")
        blit_text(surface, m, f"{self.shown_round()} of 6", x, y + 20, 34, TEXT, "bold")
        fx, fy = g.face_xy
        blit_text(surface, m, "Face down", fx, fy, 16, MUTED, "bold")
        blit_text(surface, m, str(sum(len(self.shown_piles()[i]) for i in T.DOWN_PILES)), fx, fy + 20, 34,
                  GOLD, "bold")
        x, y = g.free_xy
        blit_text(surface, m, "Free plays", x, y, 16, MUTED, "bold")
        for k, line in enumerate(self.free_play_text(g.info_w, 4 if g.portrait else 3)):
            blit_text(surface, m, line, x, y + 22 + k * 20, 15, JOKER_GLOW if self.free_play_lines() else TEXT,
                      "bold")
        x, y = g.note_xy
        for k, line in enumerate(wrap("The score is the face-down count at the end: lower is better, "
                                      "0 turns every card.", 14, g.info_w, m)[:4]):
            blit_text(surface, m, line, x, y + k * 18, 14, MUTED)
        x, y = g.deal_xy
        blit_text(surface, m, "Still to deal", x, y, 16, MUTED, "bold")
        sx, sy = g.stock_text
        rounds_left = 6 - self.shown_round()
        blit_text(surface, m, plural(self.stock.count, "card"), sx, sy, 20, TEXT, "bold")
        blit_text(surface, m, plural(rounds_left, "round") + " to come" if rounds_left else "the last round",
                  sx, sy + 28, 16, MUTED)

    def free_play_text(self, width: float, most: int) -> list[str]:
        """The free-play lines wrapped to ``width``, at most ``most`` lines (the last cut
        short with an ellipsis if there is more)."""
        m = self.m
        lines = [ln for part in (self.free_play_lines() or ["None"]) for ln in wrap(part, 15, width, m, "bold")]
        if len(lines) > most:
            lines = lines[:most - 1] + [fit(lines[most - 1] + " \u2026", 15, width, m, "bold")]
        return lines

    def free_play_lines(self) -> list[str]:
        """The free plays waiting, one line each: a joker showing, plays kept on a corner."""
        v = self.view
        out = [f"The joker on {pile_words(c)}" for c in CORNERS if v.tops[c] is not None and v.tops[c].is_joker]
        out += [(f"1 kept on {pile_words(c)}" if n == 1 else f"{n} kept on {pile_words(c)}")
                for c, n in zip(CORNERS, v.credit) if n]
        return out

    def status(self) -> str:
        """What to do now, in words."""
        v = self.view
        if self.over:
            return ""
        if self.demo_on:
            return "Demo: the hint player is playing. Any key or click stops it."
        if not self.legal:
            if self.thinking is not None:
                return ""
            return "Dealing..." if self.trim else ""
        if v.pending is not None:
            return (f"Place {card_words(v.pending)} on {piles_words(v.allowed)}: drag it there or "
                    "click the corner.")
        if self.armed:
            return f"Free play onto {pile_words(self.armed)}: click any face-down pile to turn its card onto it."
        turns = [mv for mv in self.legal if isinstance(mv, (Edge, Centre))]
        jokers = [mv for mv in self.legal if isinstance(mv, Joker)]
        if turns:
            s = "Click a glowing pile (or drag its card off) to turn it up."
            return s + (" The free play can wait." if jokers else "")
        return ("Only a free play is left: drag a face-down card onto the glowing corner, or click "
                "the corner, then a pile.")

    def _draw_right(self, surface) -> None:
        m = self.m
        g = self.geo
        (x, y), w = g.text_xy, g.text_w
        if self.over:
            self._draw_end(surface)
            return
        if self.hold == "seat_done":
            self._draw_seat_done(surface)
            return
        lines = wrap(self.status(), 18, w, m, "bold")
        for k, line in enumerate(lines[:4]):
            blit_text(surface, m, line, x, y + k * 24, 18, TEXT, "bold")
        yy = y + 24 * min(4, len(lines)) + 12
        if self.hint_text:
            hint = wrap(self.hint_text, 17, w, m, "bold")[:3]
            for k, line in enumerate(hint):
                blit_text(surface, m, line, x, yy + k * 22, 17, HINT_GLOW, "bold")
            yy += 22 * len(hint) + 6
        if self.thinking is not None:
            self.draw_thinking(surface, x + 150, yy + 14)
        if len(self.seats) > 1:
            self._draw_players(surface, x, max(yy, 250), compact=True)
        else:
            tips = "Keys: Tab or arrows pick a play, Enter plays it; H hint, D demo, Ctrl+Z undo."
            for k, line in enumerate(wrap(tips, 14, w, m)[:2]):
                blit_text(surface, m, line, x, g.keys_y + k * 18, 14, MUTED)
        if self.deal_field_shown():
            self._draw_deal_field(surface)

    def _draw_deal_field(self, surface) -> None:
        m = self.m
        if self.geo.deal_label is not None:
            blit_text(surface, m, "Deal no.", *self.geo.deal_label, 16, MUTED, "bold", anchor="midleft")
        self.deal_field.draw(surface, m)

    def _draw_players(self, surface, x, y, compact: bool = False) -> None:
        """Every player's table: round, face down, final score."""
        m = self.m
        v = self.view
        rows = {o.seat: o for o in v.others}
        n = len(self.seats)
        own = v.seat if v.seat is not None else next((s for s in range(n) if s not in rows), None)
        row_h = 20 if compact else 24
        playing = self.playing_seat()
        for s in range(n):
            yy = y + s * row_h
            colour = PLAYER_COLOURS[s % len(PLAYER_COLOURS)]
            blit_text(surface, m, fit(self.seat_name(s), 15, 160, m, "bold"), x, yy, 15, colour, "bold")
            if s == own:
                text = f"final {v.score}" if v.over else f"round {v.round}, {v.score} face down"
            else:
                o = rows.get(s)
                if o is None:
                    text = ""
                elif o.over:
                    text = f"final {o.score}"
                elif playing is not None and s > playing:
                    text = "waiting"
                else:
                    text = f"round {o.round}, {o.face_down} face down"
            blit_text(surface, m, text, x + 170, yy, 15, TEXT)

    def _draw_seat_done(self, surface) -> None:
        m = self.m
        (x, y), w = self.geo.text_xy, self.geo.text_w
        seat = self.movers[-1] if self.movers else 0
        nxt = self.playing_seat()
        blit_text(surface, m, f"{self.seat_name(seat)}: game over", x, y, 24, GOLD, "bold")
        score = None
        if self.viewer == seat:
            score = self.view.score
        else:
            o = next((o for o in self.view.others if o.seat == seat), None)
            score = o.score if o is not None else None
        if score is not None:
            blit_text(surface, m, f"{plural(score, 'card')} left face down.", x, y + 40, 19, TEXT, "bold")
        if nxt is not None:
            for k, line in enumerate(wrap(f"Next: {self.seat_name(nxt)} plays the same deal"
                                          if self.config.options.get("same_shuffle") == "on"
                                          else f"Next: {self.seat_name(nxt)}", 17, w, m)):
                blit_text(surface, m, line, x, y + 76 + k * 22, 17, MUTED)
        self._draw_players(surface, x, y + 140)

    def _draw_end(self, surface) -> None:
        m = self.m
        (x, y), w = self.geo.text_xy, self.geo.text_w
        out = self.outcome
        n = len(self.seats)
        if n == 1:
            score = int(out.scores[0])
            head = "Every card turned up!" if score == 0 else "Game over"
            blit_text(surface, m, head, x, y, 26, GOLD, "bold")
            blit_text(surface, m, f"Your score: {score} face down", x, y + 38, 20, TEXT, "bold")
            yy = y + 76
        else:
            names = [self.seat_name(s) for s in out.winners]
            head = ("Winner: " + names[0]) if len(names) == 1 else "Shared win: " + ", ".join(names)
            head_lines = wrap(head, 22, w, m, "bold")[:2]
            for k, line in enumerate(head_lines):
                blit_text(surface, m, line, x, y + k * 28, 22, GOLD, "bold")
            yy = y + 36 + 28 * (len(head_lines) - 1)
            order = sorted(range(n), key=lambda s: (out.scores[s], s))
            for k, s in enumerate(order):
                ry = yy + k * 22
                mark = "\u2605 " if s in out.winners else "   "
                colour = PLAYER_COLOURS[s % len(PLAYER_COLOURS)]
                blit_text(surface, m, fit(mark + self.seat_name(s), 16, 240, m, "bold"), x, ry, 16, colour, "bold")
                blit_text(surface, m, f"{int(out.scores[s])} face down", x + 250, ry, 16, TEXT)
            yy += n * 22 + 10
        if self.job is not None:
            for k, line in enumerate(self.waiting_lines(w)):
                blit_text(surface, m, line, x, yy + k * 21, 16, MUTED, "bold")
        elif self.analysis_error:
            for k, line in enumerate(wrap("The analysis failed: " + self.analysis_error, 15, w, m)[:3]):
                blit_text(surface, m, line, x, yy + k * 19, 15, MUTED)
        elif self.analysis:
            if n > 1:
                self._draw_players_analysis(surface, x, yy, w)
            else:
                size, step, gap = (15, 19, 6) if self.geo.portrait else (17, 22, 10)
                for text in self.end_lines(0):
                    for line in wrap(text, size, w, m):
                        if yy > self.geo.text_bottom:
                            break
                        blit_text(surface, m, line, x, yy, size, TEXT)
                        yy += step
                    yy += gap

        if self.deal_field_shown():
            self._draw_deal_field(surface)

    def waiting_lines(self, width: float) -> list[str]:
        """While the analysis works: what it does and for how long, wrapped to ``width``."""
        secs = self.job.seconds if self.job is not None else 0.0
        spin = "|/-\\"[int(secs * 8) % 4]
        return wrap(f"Working out the best this deal allowed\u2026 {secs:.1f} s {spin}", 16, width,
                    self.m, "bold")

    def _draw_players_analysis(self, surface, x, y, w) -> None:
        """Several players: the best each deal allowed and where each player lost it."""
        m = self.m
        bests = {a["best"] for a in self.analysis}
        if len(bests) == 1:
            blit_text(surface, m, f"The best this deal allowed: {bests.pop()}.", x, y, 17, TEXT)
            y += 28
        for a in self.analysis:
            name = self.seat_name(a["seat"])
            if a["pnr"] is None:
                text = f"{name}: {'the best' if a['final'] == a['best'] else 'on course'} to the end."
            else:
                text = f"{name}: the {a['best']} was gone after play {a['pnr'] + 1} (round {a['round']})."
            for line in wrap(text, 15, w, m)[:2]:
                if y > self.geo.list_bottom:
                    return
                blit_text(surface, m, line, x, y, 15, PLAYER_COLOURS[a["seat"] % len(PLAYER_COLOURS)])
                y += 19

    def _draw_waiting(self, surface) -> None:
        """No table for anyone at the screen (a computer plays its table before a human's):
        the players' progress only, never a card."""
        m = self.m
        wx, wy, ww, wh = self.geo.waiting
        cx = wx + ww / 2
        panel(surface, m.rect(wx, wy, ww, wh), radius=m.px(16))
        seat = self.playing_seat()
        if seat is None:
            title = "Game over"
        elif self.hold == "seat_done":
            title = f"Next: {self.seat_name(seat)}"
        else:
            title = f"{self.seat_name(seat)} is playing"
        blit_text(surface, m, title, cx, wy + 26, 26, GOLD, "bold", anchor="midtop")
        self.draw_thinking(surface, cx, wy + 80)
        self._draw_players(surface, wx + 40, wy + 120)

    def _draw_overlay(self, surface) -> None:
        """Every frame above the still layer: the plays' glows, the hint, the drag's targets,
        the pile counts on hover, the round banner."""
        m = self.m
        v = self.view
        legal = self.legal if not self.demo_on else ()
        ring = max(2, m.px(3))

        def glow(i, colour, pad=6, rect=None):
            r = m.rect(*(rect or self.pile_rect(i))).inflate(m.px(pad * 2), m.px(pad * 2))
            pygame.draw.rect(surface, colour, r, width=ring, border_radius=m.px(12))

        if legal and not self.drag.dragging:
            if v.pending is not None:
                for c in v.allowed:
                    i = T.PILE_INDEX[c]
                    glow(i, WARN if c in v.warn_corners else TARGET_OK)
                    if c in v.warn_corners:
                        self._pill(surface, i, "unused joker", WARN)
            else:
                for mv in legal:
                    if isinstance(mv, (Edge, Centre)):
                        glow(4 if isinstance(mv, Centre) else T.PILE_INDEX[mv.edge], HIGHLIGHT)
                if self.armed:
                    for i in T.DOWN_PILES:
                        if v.face_down[i]:
                            glow(i, JOKER_GLOW, pad=10)
        # a joker's free play, ready or kept
        for c, kept in zip(CORNERS, v.credit):
            top = v.tops[c]
            free = any(isinstance(mv, Joker) and mv.corner == PILES[c] for mv in legal)
            if free:
                glow(c, JOKER_GLOW, pad=4 if self.armed != PILES[c] else 10)
            if top is not None and top.is_joker and v.pending is None:
                self._pill(surface, c, "free play", JOKER_GLOW)
            elif kept:
                self._pill(surface, c, f"{kept} kept free play{'s' if kept > 1 else ''}", JOKER_GLOW)
        if self.hint_move is not None and self.hint_move in legal:
            start, end = self.places_of(self.hint_move)
            hm = self.hint_move
            if isinstance(hm, Place):
                glow(T.PILE_INDEX[hm.corner], HINT_GLOW, pad=11)
                sp = self.animator.sprites.get(("pending", 0))
                if sp is not None:
                    pygame.draw.rect(surface, HINT_GLOW, sp.rect(m).inflate(m.px(14), m.px(14)), width=ring,
                                     border_radius=m.px(12))
            else:
                src = 4 if isinstance(hm, Centre) else T.PILE_INDEX[hm.pile if isinstance(hm, Joker) else hm.edge]
                glow(src, HINT_GLOW, pad=11)
                if isinstance(hm, Joker):
                    glow(T.PILE_INDEX[hm.corner], HINT_GLOW, pad=11)
        self.drag.draw(surface, m)
        for p in self.piles + [self.stock]:
            if p.hover and not self.drag.dragging:
                p.draw_count(surface, m)
        if self.banner_left > 0 and self.banner:
            self._draw_banner(surface)

    def _pill(self, surface, i: int, text: str, colour) -> None:
        m = self.m
        x, y, w, h = self.pile_rect(i)
        img = fonts.text(text, m.px(13), (20, 16, 24), "bold")
        r = pygame.Rect(0, 0, img.get_width() + m.px(12), img.get_height() + m.px(4))
        r.center = m.pt(x + w / 2, y + 2)
        pygame.draw.rect(surface, colour, r, border_radius=r.h // 2)
        surface.blit(img, img.get_rect(center=r.center))

    def banner_lines(self) -> list[str]:
        """The round banner's text, wrapped to fit over the nine piles."""
        return wrap(self.banner, 20, self.geo.banner[2] - 40, self.m)[:3]

    def _draw_banner(self, surface) -> None:
        """Over the nine piles only, never over the panels beside them."""
        m = self.m
        lines = self.banner_lines()
        h = 24 * len(lines) + 20
        cx, cy, bw = self.geo.banner
        r = m.rect(cx - bw / 2, cy - h / 2, bw, h)
        panel(surface, r, color=(16, 40, 30), alpha=235, radius=m.px(12), border=GOLD)
        for k, line in enumerate(lines):
            blit_text(surface, m, line, cx, cy - h / 2 + 10 + k * 24, 20, TEXT, "bold", anchor="midtop")
