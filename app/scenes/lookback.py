"""The replay viewer's look-back (issue 34): the coach's verdict on each move a human made,
and the game's own analysis when its descriptor names a look-back module (a plug-in with
``analyse(data, progress)``, ``summary(result, steps, names)``, ``marks(result)`` and
``at_move(result, steps, k, names)``; the record ``analyse`` gets holds ``look_from``, the
moves before the part looked back at, so a module may leave out what ends before it).

Both are worked out beside the window (app.ui.job runs app.scenes.lookback_work in a separate
process, a thread if none can start) while a bar shows how far it has got; the viewer polls
every frame and never waits. Then the move list marks each move the coach flags (a "?"
beside it) and each move the analysis marks (a diamond), and a box under the position says,
for the move shown, the coach's verdict and the analysis's lines about it, and the analysis's
summary of the whole game or hand."""

from __future__ import annotations

import importlib
from typing import Any

import pygame

from app.games import find_descriptor, present
from app.i18n import _
from app.ui import fonts
from app.ui.job import Job
from app.ui.widgets import GOLD, MUTED, TEXT, blit_text, fit_size, panel

COACH_MARK = "?"  # beside a move the coach flags (a mistake, as chess notation marks one)
FLAG_COLOUR = (236, 150, 110)
MARK_COLOUR = (130, 200, 250)


class LookBack:
    """The look-back of one replay: ``start()`` sets the work going, ``poll()`` (every frame)
    reads its progress and answer; then ``coach_flag(k)``, ``mark(k)``, ``lines_at(k)`` and
    ``summary()`` say what it found. ``first``: the moves before the part looked back at (the
    hand's first move)."""

    def __init__(self, data: dict, steps, names: list[str], first: int = 0, use_process: bool = True,
                 known: Any = None):
        self.data = data
        self.known = known  # the game's analysis of this record already worked out (the table's), or None
        self.steps = steps
        self.names = names
        self.game_id = data["game"]
        self.first = max(0, first)
        self.use_process = use_process
        d = find_descriptor(self.game_id)
        self.module_name = getattr(d, "lookback", None) if d is not None else None
        self.coached = d is not None and d.coach_threshold is not None and d.hint_level is not None
        self.module = None
        self.job: Job | None = None
        self.verdicts: dict[int, Any] = {}
        self.analysis: Any = None
        self.error: str | None = None
        self.ready = False
        self._marks: dict[int, str] = {}
        self.scroll = 0  # the box's first line shown (the viewer sets it back at each move)
        self.rows_total = 0  # the box's lines, wrapped, and how many it shows (last drawn)
        self.rows_room = 0

    # ------------------------------------------------------------------ the work
    def start(self) -> None:
        if self.job is not None or self.ready:
            return
        record = {k: v for k, v in self.data.items() if k in ("version", "game", "seats", "options", "seed",
                                                               "moves", "outcome", "finished")}
        payload = {"record": record, "first": self.first, "module": self.module_name, "known": self.known}
        self.job = Job("app.scenes.lookback_work:work", payload, use_process=self.use_process, name="felt-lookback")

    @property
    def running(self) -> bool:
        return self.job is not None

    @property
    def fraction(self) -> float:
        return self.job.fraction if self.job is not None else (1.0 if self.ready else 0.0)

    def poll(self) -> bool:
        """Read the work's progress; True when something changed that the screen shows."""
        if self.job is None:
            return False
        before = self.job.progress
        if not self.job.poll():
            return self.job.progress != before
        job, self.job = self.job, None
        self.ready = True
        if job.error is not None:
            self.error = job.error
            return True
        self.verdicts = dict(job.result.get("verdicts") or {})
        self.analysis = job.result.get("analysis")
        if self.module_name and self.analysis is not None:
            try:
                self.module = importlib.import_module(self.module_name)
                self._marks = dict(self.module.marks(self.analysis) or {})
            except Exception as exc:  # a plug-in's fault: said in the box, the viewer goes on
                self.module = None
                self.error = f"{type(exc).__name__}: {exc}"
        return True

    def wait(self, limit: float = 120.0) -> None:
        """Block until the work is in (tests, screenshots)."""
        if self.job is not None:
            self.job.wait(limit)
            self.poll()

    def stop(self) -> None:
        if self.job is not None:
            self.job.stop()
            self.job = None

    # ------------------------------------------------------------------ what it found
    def coach_flag(self, k: int) -> bool:
        return k in self.verdicts

    def mark(self, k: int) -> str | None:
        """The analysis's phrase for move ``k``, if it marks it."""
        return self._marks.get(k)

    def human_move(self, k: int) -> bool:
        if not 1 <= k < len(self.steps):
            return False
        seat = self.steps.mover(k)
        seats = self.data["seats"]
        return seat is not None and seat < len(seats) and seats[seat].get("kind", "human") == "human"

    def verdict_line(self, k: int) -> str:
        """The coach's verdict on move ``k`` in the game's words ("" when it has none)."""
        if k < 1 or not self.ready or not self.coached:
            return ""
        v = self.verdicts.get(k)
        if v is None:
            if k > self.first and self.human_move(k) and (
                    len(self.steps.view(k - 1, self.steps.mover(k)).legal) > 1 or hasattr(self.steps.game, "listed_as")):
                # TRANSLATORS: look-back: the coach's verdict on a human's move it does not flag
                return _("Coach: nothing clearly better here.")
            return ""
        seat = self.steps.mover(k)
        view = self.steps.view(k - 1, seat)
        words = present.game_words(self.game_id)
        try:
            facts = present.move_facts(self.game_id, view, v.better)
            better = words.coach_move(facts, self.names)
        except (ValueError, KeyError, IndexError, AttributeError, TypeError):
            return ""
        return words.coach_verdict(better, v.loss, v.unit or facts.kind)

    def lines_at(self, k: int) -> list[str]:
        """What the look-back says about the move shown: the coach's verdict, the analysis's
        mark and its lines."""
        out = []
        line = self.verdict_line(k)
        if line:
            out.append(line)
        phrase = self.mark(k)
        if phrase:
            # TRANSLATORS: look-back: the analysis's mark on the move shown; {what} says what it marks
            out.append(_("Marked: {what}").format(what=phrase))
        if self.module is not None and k >= 1:
            try:
                out += list(self.module.at_move(self.analysis, self.steps, k, self.names) or [])
            except Exception:  # (a plug-in's fault: nothing said about that move)
                pass
        return out

    def summary(self) -> list[str]:
        if self.module is None:
            return []
        try:
            return list(self.module.summary(self.analysis, self.steps, self.names) or [])
        except Exception:
            return []

    # ------------------------------------------------------------------ drawing
    def draw_row_mark(self, surface, m, k: int, x: float, cy: float) -> float:
        """The marks of move ``k`` in the move list, right-aligned at ``x`` (logical), centred
        on ``cy``; returns their width (0 when none)."""
        used = 0.0
        if self.mark(k):
            r = 6.0
            cx = x - r
            pts = [m.pt(cx, cy - r), m.pt(cx + r, cy), m.pt(cx, cy + r), m.pt(cx - r, cy)]
            pygame.draw.polygon(surface, MARK_COLOUR, pts)
            used += 2 * r + 4
        if self.coach_flag(k):
            rect = blit_text(surface, m, COACH_MARK, x - used, cy, 17, FLAG_COLOUR, "bold", anchor="midright")
            used += rect.w / m.s + 4
        return used

    def draw_box(self, surface, m, k: int, box: tuple[float, float, float, float]) -> None:
        x, y, w, h = box
        panel(surface, m.rect(x, y, w, h), radius=m.px(12))
        if self.running or not self.ready:
            pct = int(round(self.fraction * 100))
            # TRANSLATORS: look-back: while it works; {percent} is a whole number (how far it has got)
            text = _("Looking back… {percent} %").format(percent=pct)
            blit_text(surface, m, text, x + 16, y + 14, fit_size(m, text, 17, w - 32, "bold"), GOLD, "bold")
            bx, by, bw, bh = x + 16, y + 48, w - 32, 14
            pygame.draw.rect(surface, (30, 70, 50), m.rect(bx, by, bw, bh), border_radius=m.px(6))
            if self.fraction > 0:
                pygame.draw.rect(surface, GOLD, m.rect(bx, by, max(bh, bw * self.fraction), bh), border_radius=m.px(6))
            return
        lines: list[tuple[str, tuple, str]] = []
        if self.error:
            # TRANSLATORS: look-back: it could not be worked out; {reason} says why
            lines.append((_("The look-back could not be worked out: {reason}").format(reason=_(self.error)),
                          FLAG_COLOUR, "sans"))
        for line in self.lines_at(k):
            lines.append((line, TEXT, "sans"))
        summary = self.summary()
        if summary:
            lines += [(line, MUTED, "sans") for line in summary]
        if not lines:
            if self.coached:
                # TRANSLATORS: look-back: the coach flagged none of the human players' moves
                text = (_("The coach flags none of the moves looked back at.") if not self.verdicts
                        # TRANSLATORS: look-back: what the "?" beside a move in the list means (keep the "?")
                        else _("A ? beside a move: the coach would have played another there."))
            else:
                # TRANSLATORS: look-back: a game without a coach or an analysis
                text = _("Nothing to look back at in this game.")
            lines.append((text, MUTED, "sans"))
        step = max(21.0, 15 * fonts.scale() * 1.35)
        room = max(1, int((h - 16) // step))
        rows: list[tuple[str, tuple, str, float]] = []  # every line wrapped to the box
        for text, colour, style in lines:
            size = fit_size(m, text, 15, w - 44, style, min_size=13.0)
            for part in fonts.wrap(text, m.px(size), m.px(w - 44), style) or [""]:
                rows.append((part, colour, style, size))
        self.rows_total, self.rows_room = len(rows), room
        self.scroll = max(0, min(self.scroll, len(rows) - room))
        ly = y + 8
        for part, colour, style, size in rows[self.scroll:self.scroll + room]:
            blit_text(surface, m, part, x + 16, ly, size, colour, style)
            ly += step
        if len(rows) > room:  # where the lines are: a bar at the right edge
            track = h - 16
            bar_h = max(16.0, track * room / len(rows))
            bar_y = y + 8 + (track - bar_h) * self.scroll / max(1, len(rows) - room)
            pygame.draw.rect(surface, (90, 150, 115), m.rect(x + w - 12, bar_y, 5, bar_h), border_radius=m.px(3))

    def scroll_by(self, rows: int) -> bool:
        """Scroll the box's lines (the wheel over it, Up/Down); False when there is nothing
        to scroll."""
        most = max(0, self.rows_total - self.rows_room)
        new = max(0, min(most, self.scroll + rows))
        changed = new != self.scroll
        self.scroll = new
        return changed
