"""The Statistics screen: one tab per game; for each player name who played it on this
computer the figures (app.store.stats.figures) and a small chart of the recent results (a bar
per game: its height the score, its colour the result); Reset (asks first) forgets the
game's statistics. Beside them the game's kept replays, newest first, each opened in the
replay viewer with a click, and a field to import a replay file someone sent."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from app.games import game_ids, game_title, presenter
from app.store import replays, stats
from app.ui import words
from app.ui.engine import Scene
from app.games import present
from app.i18n import _, ngettext, pgettext
from app.ui.widgets import (FOCUS, GOLD, MUTED, RED, TEXT, Button, ButtonRow, TextField, Toast, blit_lines, blit_text,
                            common_size, draw_felt, draw_mark, fit_lines, fit_size, panel)

TAB_Y = 78.0
LEFT = (40, 140, 620, 490)
RIGHT = (680, 140, 560, 490)
BAR_Y = 648.0
REPLAY_H = 46.0
RESULT_COLOURS = {stats.WON: GOLD, stats.DRAWN: (150, 200, 255), stats.LOST: RED}
# each result's mark over its bar and in the legend, so a result is not told by colour alone
RESULT_MARKS = {stats.WON: "check", stats.DRAWN: "equals", stats.LOST: "cross"}


class ReplayRow(Button):
    """A kept replay's row in the list as a button (a click or Enter opens it; the focus ring
    reaches it by keys). The scene draws the row's two lines; the button adds its ring."""

    def __init__(self, scene: "StatisticsScene", index: int):
        super().__init__("", (0, 0, 10, 10), lambda: scene.open_replay(index), size=15)
        self.index = index
        self.fid = f"replay-{index}"

    def draw(self, surface, m) -> None:
        if self.visible and self.focused:
            r = self.rect(m)
            pygame.draw.rect(surface, FOCUS, r.inflate(m.px(6), m.px(4)), width=max(2, m.px(3)),
                             border_radius=m.px(8))


class StatisticsScene(Scene):
    title = "Statistics"

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.toast = Toast()
        self.game_id = game_id or game_ids()[0]
        self.player = 0  # which player's figures are shown
        self.scroll = 0  # first replay row shown
        self.data, notice = self.load_stats()
        self.entries: list[replays.Entry] = []
        self.import_field = TextField((0, 0, 10, 40), "", 400, placeholder=_("path of a replay file"), size=16,
                                      on_refuse=lambda text: self.toast.show(text, "error", 6.0),
                                      what="path")
        notes = [notice] if notice else []
        notes += self.load_entries()
        self.show_notes(notes)
        self._build()

    # ------------------------------------------------------------------ data (a demo overrides these)
    def load_stats(self) -> tuple[dict[str, Any], str | None]:
        return stats.load()

    def read_entries(self, game_id: str) -> tuple[list[replays.Entry], list[str]]:
        return replays.entries(game_id)

    def open_data(self, entry: replays.Entry) -> dict[str, Any]:
        return replays.load(entry.path)

    def load_entries(self) -> list[str]:
        self.entries, notes = self.read_entries(self.game_id)
        self.scroll = 0
        return notes

    def show_notes(self, notes: list[str]) -> None:
        if notes:
            text = notes[0]
            if len(notes) > 1:
                n = len(notes) - 1
                # TRANSLATORS: a file's problem ({sentence}), and how many more the log lists
                text = ngettext("{sentence} ({count} more in the log)", "{sentence} ({count} more in the log)",
                                n).format(sentence=notes[0], count=n)
            self.toast.show(text, "error", 8.0)

    @property
    def records(self) -> list[dict[str, Any]]:
        return stats.players(self.data, self.game_id)

    @property
    def record(self) -> dict[str, Any] | None:
        recs = self.records
        return recs[min(self.player, len(recs) - 1)] if recs else None

    # ------------------------------------------------------------------ layout
    def _build(self) -> None:
        self.buttons = ButtonRow(keyboard=True)
        n = len(game_ids())
        w = (1200 - (n - 1) * 10) / n
        for i, gid in enumerate(game_ids()):
            b = self.buttons.add(Button(game_title(gid), (40 + i * (w + 10), TAB_Y, w, 46), lambda g=gid: self.show(g),
                                        size=18, toggled=gid == self.game_id))
            b.fid = f"tab-{gid}"
        x, y, w_, h = LEFT
        if len(self.records) > 1:
            self.buttons.add(Button("<", (x + w_ - 16 - 44 - 200 - 44, y + 10, 44, 36), lambda: self.next_player(-1),
                                    size=18))
            self.buttons.add(Button(">", (x + w_ - 16 - 44, y + 10, 44, 36), lambda: self.next_player(1), size=18))
        self.rows = [self.buttons.add(ReplayRow(self, i)) for i in range(len(self.entries))]
        self.place_rows()
        rx, ry, rw, rh = RIGHT
        self.import_field.lrect = (rx + 16, ry + rh - 54, rw - 32 - 110 - 10, 40)
        self.import_field.placeholder = _("path of a replay file")
        # TRANSLATORS: Statistics: take in a replay file
        self.buttons.add(Button(_("Import"), (rx + rw - 16 - 110, ry + rh - 54, 110, 40), self.do_import, size=17,
                                tooltip=_("keep a replay file someone sent you")))
        self.buttons.add(Button(_("Back"), (40, BAR_Y, 130, 50), self.back, size=18))
        # TRANSLATORS: Statistics: forget a game's statistics; {game} is a game's name
        reset = _("Reset {game}").format(game=game_title(self.game_id))
        self.reset_button = self.buttons.add(Button(reset, (LEFT[0] + LEFT[2] - 420, BAR_Y, 420, 50),
                                                    self.ask_reset, size=18, enabled=bool(self.records)))

    def enter(self) -> None:
        self.buttons.refresh_hover(self.m)

    def resize(self, m) -> None:
        """(Also after a change of language: the buttons' words are made again.)"""
        old = self.buttons
        self._build()
        self.buttons.keep_focus_of(old)

    def place_rows(self) -> None:
        """The replay rows' places after a scroll: the rows in view can be clicked and focused."""
        shown = range(self.scroll, self.scroll + self.replay_rows())
        for b in self.rows:
            b.visible = b.index in shown
            b.lrect = self.replay_row_rect(b.index) if b.visible else (0, 0, 10, 10)

    def scroll_to(self, scroll: int) -> None:
        most = max(0, len(self.entries) - self.replay_rows())
        self.scroll = max(0, min(most, scroll))
        self.place_rows()
        self.app.invalidate()

    def step_row(self, step: int) -> bool:
        """Up/Down with the ring on a replay row: the next row, scrolling the list to it; False
        past either end of the list (the arrows then go on to the buttons around it)."""
        b = self.buttons.focused
        if not isinstance(b, ReplayRow) or not 0 <= b.index + step < len(self.entries):
            return False
        i = b.index + step
        if i < self.scroll:
            self.scroll_to(i)
        elif i >= self.scroll + self.replay_rows():
            self.scroll_to(i - self.replay_rows() + 1)
        self.buttons.focus_button(self.rows[i])
        self.app.invalidate()
        return True

    def replay_rows(self) -> int:
        return int((RIGHT[3] - 44 - 70) // REPLAY_H)

    # ------------------------------------------------------------------ actions
    def show(self, game_id: str) -> None:
        self.game_id = game_id
        self.player = 0
        self.show_notes(self.load_entries())
        self._build()
        self.app.invalidate()

    def next_player(self, step: int) -> None:
        n = len(self.records)
        if n:
            self.player = (self.player + step) % n
            self.app.invalidate()

    def ask_reset(self) -> None:
        from app.scenes.dialogs import ConfirmDialog

        title = game_title(self.game_id)
        self.app.scenes.push(ConfirmDialog(
            # TRANSLATORS: {game} is a game's name
            self.app, _("Reset the {game} statistics of every player? This cannot be undone.").format(game=title),
            # TRANSLATORS: the buttons of the dialog above
            self.reset, yes=pgettext("statistics", "Reset"), no=_("Keep them"), destructive=True))

    def reset(self) -> None:
        note = self.reset_store(self.game_id)
        if note:
            self.toast.show(note, "error", 8.0)
        else:
            # TRANSLATORS: {game} is a game's name
            self.toast.show(_("The {game} statistics were reset.").format(game=game_title(self.game_id)))
        self.data, __ = self.load_stats()
        self.player = 0
        self._build()

    def reset_store(self, game_id: str) -> str | None:
        return stats.reset(game_id)

    def open_replay(self, index: int) -> None:
        from app.scenes.replay_viewer import ReplayViewer

        entry = self.entries[index]
        try:
            data = self.open_data(entry)
            viewer = ReplayViewer(self.app, data)
        except replays.BadFile as exc:
            self.toast.show(exc.message, "error", 8.0)
            self.load_entries()
            self.resize(self.m)
            return
        except ValueError as exc:
            # TRANSLATORS: {reason} says where the replay went wrong
            self.toast.show(_("That replay does not replay: {reason}.").format(reason=exc), "error", 8.0)
            return
        self.app.scenes.push(viewer)

    def do_import(self) -> None:
        if not self.import_field.value.strip() and not self.import_field.focused:
            # Import pressed with nothing typed (by keys: Tab to it, Enter): the field takes
            # the keyboard for the path
            self.import_field.focused = True
            pygame.key.start_text_input()
            self.app.invalidate()
            return
        try:
            data, __ = replays.import_file(self.import_field.value)
        except ValueError as exc:
            self.refuse_import(str(exc))
            return
        except OSError as exc:
            # TRANSLATORS: {reason} is the system's reason (such as "No space left on device")
            self.refuse_import(_("The replay could not be kept: {reason}.").format(reason=exc.strerror or exc))
            return
        self.import_field.value = ""
        self.import_field.focused = False
        self.show(data["game"])
        # TRANSLATORS: {game} is a game's name
        self.toast.show(_("Imported: the {game} game is first in the list.").format(game=game_title(data["game"])))

    def refuse_import(self, sentence: str) -> None:
        """A refused import: said in one line; the path stays in the field, which keeps the
        keyboard so it can be corrected at once."""
        self.toast.show(sentence, "error", 8.0)
        if not self.import_field.focused:
            self.import_field.focused = True
            pygame.key.start_text_input()
        self.app.invalidate()

    def back(self) -> None:
        if self.import_field.focused:
            self.import_field.focused = False
            return
        self.app.scenes.pop()

    # ------------------------------------------------------------------ events
    def handle_event(self, ev) -> None:
        m = self.m
        if self.import_field.handle(ev, m):
            if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.do_import()
            self.app.invalidate()
            return
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - ev.y)
            return
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_UP, pygame.K_DOWN) \
                and self.step_row(1 if ev.key == pygame.K_DOWN else -1):
            return
        self.buttons.handle(ev, m)  # (a click on a replay row opens it: the rows are buttons)

    def replay_lines(self) -> tuple[list[str], list[str]]:
        """Each kept replay's two lines in the list: when and who; the result and length."""
        from app.scenes.replay_viewer import when_text

        # when it ended, in numbers (2026-11-10 20:10), and the players' names: the same in every language
        heads = [f"{when_text(e.finished)} · {', '.join(words.shown_name(s) for s in e.seats)}" for e in self.entries]
        subs = []
        for e in self.entries:
            result = present.outcome_line(e.game_id, e.outcome, [words.shown_name(s) for s in e.seats], short=True)
            # TRANSLATORS: a replay's length in moves
            moves = ngettext("{count} move", "{count} moves", e.moves).format(count=e.moves)
            subs.append(f"{result} · {moves}" if result else moves)
        return heads, subs

    def replay_row_rect(self, i: int) -> tuple[float, float, float, float]:
        x, y, w, __ = RIGHT
        return (x + 10, y + 40 + (i - self.scroll) * REPLAY_H, w - 20, REPLAY_H - 4)

    def replay_at(self, lpos) -> int | None:
        for i in range(self.scroll, min(len(self.entries), self.scroll + self.replay_rows())):
            x, y, w, h = self.replay_row_rect(i)
            if x <= lpos[0] <= x + w and y <= lpos[1] <= y + h:
                return i
        return None

    def update(self, dt: float) -> bool:
        return self.toast.update(dt)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        m = self.m
        draw_felt(surface)
        head = _("Statistics")
        hx = blit_text(surface, m, head, 40, 14, fit_size(m, head, 44, 400, "serif"), GOLD, "serif")
        sub_x = max(290.0, (hx.right - m.ox) / m.s + 24)
        sub = _("per player, kept when a game ends")
        blit_text(surface, m, sub, sub_x, 36, fit_size(m, sub, 18, 1240 - sub_x), MUTED)
        self.draw_figures(surface)
        self.draw_replays(surface)
        self.import_field.draw(surface, m)
        self.buttons.draw(surface, m)
        # above the import field (a refusal never covers the path being corrected)
        self.toast.draw(surface, m, y=RIGHT[1] + RIGHT[3] - 104)

    def draw_figures(self, surface) -> None:
        m = self.m
        x, y, w, h = LEFT
        panel(surface, m.rect(x, y, w, h), radius=m.px(14))
        rec = self.record
        title = game_title(self.game_id)
        if rec is None:
            blit_text(surface, m, title, x + 20, y + 14, 22, TEXT, "bold")
            # TRANSLATORS: Statistics of a game nobody has played yet; {game} is its name
            msg = _("No {game} games recorded yet. Statistics are kept for the human players when a game "
                    "ends.").format(game=title)
            blit_lines(surface, m, msg, x + 20, y + 60, w - 40, 18, MUTED)
            return
        name = words.shown_name(rec["name"])
        n = len(self.records)
        if n > 1:
            head = pgettext("statistics", "Player")
            hx = blit_text(surface, m, head, x + 20, y + 28, fit_size(m, head, 17, 150, "bold"), MUTED, "bold",
                           anchor="midleft")
            cx = x + w - 16 - 44 - 100
            blit_text(surface, m, name, cx, y + 28, fit_size(m, name, 20, 190), GOLD, "bold", anchor="center")
            # TRANSLATORS: which player's statistics are shown: {number} of {count} players
            which = _("{number} of {count}").format(number=self.player + 1, count=n)
            wx = (hx.right - m.ox) / m.s + 12
            blit_text(surface, m, which, wx, y + 28, fit_size(m, which, 15, x + w - 16 - 44 - 200 - 44 - 8 - wx), MUTED,
                      anchor="midleft")
        else:
            blit_text(surface, m, name, x + 20, y + 14, 22, GOLD, "bold")
        lines = stats.figures(self.game_id, rec)
        left, right = lines[:6], lines[6:]
        top = y + 62
        col_w = (w - 40) / 2
        for col, items in enumerate((left, right)):
            cx = x + 20 + col * (col_w + 10)
            for i, (label, value) in enumerate(items):
                ly = top + i * 25
                shown = blit_text(surface, m, label, cx, ly, fit_size(m, label, 16, col_w * 0.55), MUTED)
                # the value in the room the label leaves (a longer language: smaller, else cut with "…")
                room = max(col_w * 0.3, col_w - 10 - 8 - shown.width / m.s)
                size = fit_size(m, value, 16, room, "bold")
                blit_text(surface, m, fit_lines(m, value, size, room, 1, "bold")[0], cx + col_w - 10, ly, size, TEXT,
                          "bold", anchor="topright")
        rows = max(len(left), len(right))
        self.draw_chart(surface, rec, x + 20, top + rows * 25 + 18, w - 40, y + h - 16 - (top + rows * 25 + 18))

    def draw_chart(self, surface, rec, x: float, y: float, w: float, h: float) -> None:
        """A bar per recent game: height the score, colour the result."""
        m = self.m
        recent = rec.get("recent", [])
        # TRANSLATORS: Statistics: above the chart of a player's last games
        last = ngettext("Last {count} game", "Last {count} games", len(recent)).format(count=len(recent))
        blit_text(surface, m, last, x, y, fit_size(m, last, 15, 140, "bold"), MUTED, "bold")
        lower = not rec.get("higher_is_better", True)
        # TRANSLATORS: the chart's key: each bar's height is the game's score
        key = _("bar: score, lower is better") if lower else _("bar: score, higher is better")
        lx = x + 150
        legend = [(stats.WON, pgettext("result", "won")), (stats.DRAWN, pgettext("result", "drawn")),
                  (stats.LOST, pgettext("result", "lost"))]
        wsize = common_size(m, [wd for _r, wd in legend], 14, 52)
        for result, word in legend:
            draw_mark(surface, RESULT_MARKS[result], m.pt(lx + 5, y + 9), m.px(11), RESULT_COLOURS[result])
            blit_text(surface, m, word, lx + 14, y + 1, wsize, MUTED)
            lx += 70
        blit_text(surface, m, key, x + w, y, fit_size(m, key, 14, x + w - lx - 4), MUTED, anchor="topright")
        if not recent:
            return
        top, bottom = y + 42, y + h - 18  # (room over the highest bar for its mark)
        scores = [float(r.get("score", 0)) for r in recent]
        hi, lo = max(0.0, *scores), min(0.0, *scores)
        span = (hi - lo) or 1.0
        base = top + (bottom - top) * hi / span  # the zero line (bars below it are negative scores)
        step = w / stats.RECENT
        bw = step * 0.7
        for i, (r, sc) in enumerate(zip(recent, scores)):
            bh = max(3.0, (bottom - top) * abs(sc) / span)
            bx = x + i * step
            by = base - bh if sc >= 0 else base
            colour = RESULT_COLOURS.get(r["result"], MUTED)
            pygame.draw.rect(surface, colour, m.rect(bx, by, bw, bh), border_radius=m.px(2))
            mark = RESULT_MARKS.get(r["result"])
            if mark is not None:  # over the bar (over the zero line for a negative score)
                draw_mark(surface, mark, m.pt(bx + bw / 2, min(by, base) - 9), m.px(min(12.0, bw)), colour)
            if len(recent) <= 12 or i % 2 == 0:
                blit_text(surface, m, f"{sc:g}", bx + bw / 2, bottom + 1, 13, MUTED, anchor="midtop")
        pygame.draw.line(surface, (90, 150, 115), m.pt(x, base), m.pt(x + w, base), max(1, m.px(1)))

    def draw_replays(self, surface) -> None:
        m = self.m
        x, y, w, h = RIGHT
        panel(surface, m.rect(x, y, w, h), radius=m.px(14))
        # TRANSLATORS: Statistics: the list of replays; {count} replays in it, the last {keep} games are kept
        head = _("Kept replays ({count}; the last {keep} are kept)").format(count=len(self.entries), keep=replays.KEEP)
        room = w - 32
        if len(self.entries) > self.replay_rows():
            # TRANSLATORS: Statistics: the replay list is longer than the panel (the wheel or the arrow keys scroll it)
            more = _("wheel, ↑↓: more")
            shown = blit_text(surface, m, more, x + w - 16, y + 12, fit_size(m, more, 13, 120), MUTED,
                              anchor="topright")
            room -= shown.width / m.s + 12
        size = fit_size(m, head, 16, room, "bold")
        blit_text(surface, m, fit_lines(m, head, size, room, 1, "bold")[0], x + 16, y + 10, size, MUTED, "bold")
        if not self.entries:
            none = _("None yet: each finished game is kept here.")
            blit_text(surface, m, none, x + 16, y + 50, fit_size(m, none, 16, w - 32), MUTED)
        heads, subs = self.replay_lines()
        text_w = w - 20 - 20
        # one size for the heads and one for the lines below them, over the whole list (a
        # line still too long at the smallest size is cut with "…")
        head_size = common_size(m, heads, 15, text_w, "bold", 12)
        sub_size = common_size(m, subs, 13, text_w, "sans", 12)
        for i in range(self.scroll, min(len(self.entries), self.scroll + self.replay_rows())):
            rx, ry, rw, rh = self.replay_row_rect(i)
            lit = i < len(self.rows) and (self.rows[i].hover or self.rows[i].focused)
            pygame.draw.rect(surface, (40, 110, 74) if lit else (24, 84, 54), m.rect(rx, ry, rw, rh),
                             border_radius=m.px(6))
            head = fit_lines(m, heads[i], head_size, text_w, 1, "bold")[0]
            blit_text(surface, m, head, rx + 10, ry + 3, head_size, TEXT, "bold")
            sub = fit_lines(m, subs[i], sub_size, text_w, 1)[0]
            blit_text(surface, m, sub, rx + 10, ry + 22, sub_size, MUTED)
        imp = _("Import a replay file someone sent you:")
        blit_text(surface, m, imp, x + 16, y + h - 78, fit_size(m, imp, 14, w - 32), MUTED)

    # ------------------------------------------------------------------ demo
    @classmethod
    def demo(cls, app, variant: str, seed: int):
        """Sample statistics and replays made in memory (nothing is written): games of
        ``variant`` (the first game by default) played by computers, seat 1 counted as "Ann"."""
        return DemoStatistics(app, variant or game_ids()[0], seed)


class DemoStatistics(StatisticsScene):
    """The Statistics screen over sample data held in memory."""

    def __init__(self, app, game_id: str, seed: int):
        from app.scenes.replay_viewer import sample_game

        self._data = stats.empty()
        self._kept: dict[str, list[tuple[replays.Entry, dict]]] = {g: [] for g in game_ids()}
        shown = presenter(game_id)
        for k in range(shown.sample_games):
            data, outcome = sample_game(game_id, seed + k)
            data["finished"] = f"2026-11-{10 + k:02d} 20:{10 + 3 * k:02d}"
            seats = data["seats"]
            if len(seats) > 1 and k % 3 == 2:  # some games Basil played himself, at seat 2
                seats = [dict(seats[0], kind="computer"), dict(seats[1], kind="human")] + seats[2:]
            stats.add_game(self._data, game_id, seats, data["options"], outcome, shown.sample_extras(k),
                           stats.best_hands(game_id, seats, data["options"], data["seed"], data["moves"]),
                           when=data["finished"])
            entry = replays.Entry(Path(f"demo-{k}.json"), game_id, data["finished"],
                                  tuple(s["name"] for s in data["seats"]), outcome, len(data["moves"]))
            self._kept[game_id].insert(0, (entry, data))
        super().__init__(app, game_id)

    def load_stats(self):
        return self._data, None

    def read_entries(self, game_id):
        return [e for e, __ in self._kept.get(game_id, [])], []

    def open_data(self, entry):
        return next(d for e, d in self._kept[entry.game_id] if e is entry)

    def reset_store(self, game_id):
        self._data["games"].pop(game_id, None)
        return None
