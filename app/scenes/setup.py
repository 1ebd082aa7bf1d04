"""Game setup, the same screen for every game: the seats (each human with a name, or a
computer player of some level; partners marked where the game has teams), the game's options
from its GameInfo with their human labels and help, and an optional deal number so a deal
can be replayed. **Watch** makes every seat a computer. Start hands a TableConfig to the
game's table; with a saved game offered it asks first, since the new game replaces the save.

The last seats and options used are remembered per game (settings ``last_setup``) and the
first seat's human name as the player's name; both are checked again when restored, and a
stored value that no longer fits falls back to the default without a word.

Beside the levels, what each measured against the others (assets/ladder.json, made by
``make ladder``): one small line or two per level, in the players panel below the deal number
where there is room, else below the options; on the column stage the players panel grows to
hold them unless the column is at its longest already (they are left out, never the options
squeezed). Without a usable ladder file there are no figures and nothing else moves.

Layout: on the 16:9 stage the players are on the left and the options on the right; on the
tall column stage (a narrow window) everything is in one column."""

from __future__ import annotations

import importlib
import random
import re
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from app.games import game_title, level_words
from app.i18n import _, ngettext, pgettext
from app.rules.game import OptionError, get_game
from app.scenes import tutorial
from app.scenes.config import DEFAULT_HUMAN, SeatConfig, TableConfig
from app.store import ladder, saves
from app.ui import fonts, words
from app.ui.engine import Metrics, Scene
from app.ui.seats import draw_team_mark
from app.ui.widgets import (GOLD, MUTED, TEXT, Button, ButtonRow, TextField, Toast, blit_text, draw_felt, panel,
                            wrap_text)
from app.ui.widgets import common_size, fit_lines, fit_size
from app.log import log

COMPUTER_NAMES = ("Ada", "Basil", "Cleo", "Dev", "Esme", "Farid", "Greta", "Hiro")
NAME_LEN = 14


def option_value_text(value: Any) -> str:
    return str(value).replace("_", " ")


def option_label(opt) -> str:
    """The option's name for people, in their language (``Option.label`` where the game gives
    one: marked with N_ in its rules)."""
    label = getattr(opt, "label", "")
    return _(label) if label else opt.name.replace("_", " ").capitalize()


def option_help(opt) -> str:
    """The option's help line, in the player's language."""
    return _(opt.help) if getattr(opt, "help", "") else ""


def option_value_label(opt, value: Any) -> str:
    """A value of the option for people, in their language (``Option.value_labels`` where the
    game gives them); a number is shown as it is."""
    labels = getattr(opt, "value_labels", None) or {}
    try:
        text = labels.get(value)
    except TypeError:
        text = None
    return _(text) if text else option_value_text(value)


def seat_kind_words(seat: SeatConfig) -> str:
    """The seat's kind button: "Human", or "Computer: easy"."""
    if seat.human:
        # TRANSLATORS: a seat's kind on the setup screen: a person plays it
        return pgettext("seat", "Human")
    # TRANSLATORS: a seat's kind on the setup screen: the computer plays it at the {level} level
    # (a level's name: easy, normal, hard, expert...)
    return _("Computer: {level}").format(level=level_words(seat.level))


def player_name(i: int) -> str:
    """The name a human seat gets when there are several humans: "Player 2"."""
    # TRANSLATORS: a human seat's default name; {number} is the seat's number (1, 2...)
    return _("Player {number}").format(number=i + 1)


def computer_name(i: int) -> str:
    # TRANSLATORS: a computer seat's name when every usual name is taken; {number} is the seat's number
    return _("Computer {number}").format(number=i + 1)


# layout constants (logical units)
SEAT_STEP, SEAT_H = 44.0, 38.0
OPT_CTRL_H, OPT_GAP = 32.0, 6.0
HELP_SIZE, HELP_STEP = 14.0, 17.0
ARROW_W, VALUE_W = 40.0, 176.0
VALUE_SIZE, VALUE_MIN = 18.0, 12.0  # option values: one size per list, never below VALUE_MIN
BAR_H = 56.0
STACK_LABEL_H = 22.0
COLUMN_MAX_H = 1100.0  # on the column stage the options scroll rather than grow past this
FIT_MIN_W = 640.0  # the narrowest column stage a short setup is laid out on (see GameSetup.m)
LEVELS_HEAD_H, LEVEL_SIZE, LEVEL_STEP, LEVEL_GAP = 24.0, 14.0, 17.0, 3.0  # the measured levels


def grown(length: float, text: float = 1.0) -> float:
    """A length that holds text, grown with the player's text size; ``text`` is the share of
    it that is text (a control's height grows less than a line of text)."""
    return length * (1 + (fonts.scale() - 1) * text)



@dataclass
class LevelBlock:
    """Where the measured levels are drawn: the heading at (x, y), then per level its name at
    the left and its sentence wrapped beside it, from ``text_x``."""

    x: float
    y: float
    w: float
    text_x: float
    rows: list[tuple[str, float, list[str]]]  # (level, top, lines)

    @property
    def height(self) -> float:
        if not self.rows:
            return LEVELS_HEAD_H
        __, top, lines = self.rows[-1]
        return top + len(lines) * grown(LEVEL_STEP) - self.y


@dataclass
class OptionRow:
    """Where one option is drawn: ``rect`` is its whole area (label, controls and help)."""

    opt: Any
    rect: tuple[float, float, float, float]
    label_size: float
    help_lines: list[str]
    stacked: bool = False  # the label on its own line above the controls (narrow columns)

    @property
    def label_y(self) -> float:
        """The centre line of the label."""
        return self.rect[1] + (grown(STACK_LABEL_H) / 2 if self.stacked else grown(OPT_CTRL_H, 0.6) / 2)

    @property
    def ctrl_y(self) -> float:
        return self.rect[1] + (grown(STACK_LABEL_H) if self.stacked else 0)

    @property
    def help_y(self) -> float:
        return self.ctrl_y + grown(OPT_CTRL_H, 0.6) + 2

    def value_centre(self) -> tuple[float, float]:
        x, __, w, __ = self.rect
        return x + w - ARROW_W - VALUE_W / 2, self.ctrl_y + grown(OPT_CTRL_H, 0.6) / 2

    def left_arrow(self) -> tuple[float, float, float, float]:
        x, __, w, __ = self.rect
        return (x + w - 2 * ARROW_W - VALUE_W, self.ctrl_y, ARROW_W, grown(OPT_CTRL_H, 0.6))

    def right_arrow(self) -> tuple[float, float, float, float]:
        x, __, w, __ = self.rect
        return (x + w - ARROW_W, self.ctrl_y, ARROW_W, grown(OPT_CTRL_H, 0.6))


class GameSetup(Scene):
    """``start(config)`` returns the table scene (None: the table is not built yet, Start only
    says so); ``levels`` are the computer levels offered (the game's own ``GameInfo.levels``
    win when it has them)."""

    portrait_layout = True
    coach_between_humans = False  # True: each human plays a table of their own (the coach allowed)

    def __init__(self, app, game_id: str, start: Callable[[TableConfig], Scene] | None, levels: tuple[str, ...],
                 default_seats: list[SeatConfig] | None = None, notes: str = "",
                 resume: Callable[[dict], Scene] | None = None):
        super().__init__(app)
        self.game_id = game_id
        self.game = get_game(game_id)
        self.info = self.game.info
        self.start_table = start
        self.levels = tuple(getattr(self.info, "levels", None) or levels)
        # level -> what it measured (the ladder file's figure); empty without a usable file
        self._level_figures = ladder.level_figures(game_id, self.levels)
        self.notes = notes
        self.toast = Toast()
        self.seats: list[SeatConfig] = default_seats or self.default_seats()
        self.options = self.info.defaults()
        self.coach = False  # the coach asked for (offered only where it is allowed: coach_offered)
        self.restore_last_setup()
        # TRANSLATORS: the empty deal-number field: a number is drawn at random
        self.seed_field = TextField((0, 0, 180, 40), "", 9, str.isdigit, pgettext("deal number", "random"), size=19,
                                    on_refuse=self.field_refused, what="deal number")
        self.resume_table = resume
        self.saved: dict | None = None
        if resume is not None:
            from app.store import saves
            from app.store.files import BadFile

            try:
                self.saved = saves.read(game_id)
            except BadFile as exc:
                self.toast.show(exc.message, "error", 8.0)
        self.buttons = ButtonRow(keyboard=True)
        self.offer_lesson = tutorial.first_offer(app, game_id)  # the first time: the lesson offered
        self.opt_scroll = 0.0  # how far a too-long list of options is scrolled
        self.opt_scroll_max = 0.0
        self._build()

    @property
    def level_figures(self) -> dict[str, str]:
        """Level -> what it measured, in the player's language (empty without a ladder file)."""
        return {lv: ladder.sentence(*fig) for lv, fig in self._level_figures.items()}

    @property
    def title(self) -> str:
        # TRANSLATORS: the setup screen's name; {game} is a game's name
        return _("{game}: new game").format(game=game_title(self.game_id))

    def default_level(self) -> str:
        return self.levels[min(1, len(self.levels) - 1)]

    def default_seats(self) -> list[SeatConfig]:
        return [SeatConfig(self.app.settings.player_name, "human")] + [
            SeatConfig(COMPUTER_NAMES[i], "computer", self.default_level()) for i in range(1, self.info.min_players)]

    # ------------------------------------------------------------------ remembered setup
    def restore_last_setup(self) -> None:
        """The seats and options last started with, where they are still valid."""
        last = self.app.settings.last_setup.get(self.game_id)
        if not isinstance(last, dict):
            return
        seats = self._valid_seats(last.get("seats"))
        if seats is not None:
            self.seats = seats
        stored = last.get("options")
        if isinstance(stored, dict):
            for name, value in stored.items():
                try:
                    self.options[name] = self.info.option(name).coerce(value)
                except OptionError:
                    continue  # an option the game no longer has, or a value it no longer takes
        if self.seats and self.seats[0].human:
            self.seats[0].name = self.app.settings.player_name
        self._name_humans()

    def _valid_seats(self, data) -> list[SeatConfig] | None:
        if not isinstance(data, list) or not self.info.min_players <= len(data) <= self.info.max_players:
            return None
        seats = []
        for d in data:
            if not isinstance(d, dict):
                return None
            name, kind, level = d.get("name"), d.get("kind"), d.get("level", self.default_level())
            if not isinstance(name, str) or not name.strip() or len(name) > NAME_LEN:
                return None
            if kind not in ("human", "computer") or (kind == "computer" and level not in self.levels):
                return None
            seats.append(SeatConfig(name.strip(), kind, level if level in self.levels else self.default_level()))
        if len({s.name.lower() for s in seats}) != len(seats):
            return None
        return seats

    def remember(self, cfg: TableConfig) -> None:
        """Keep this setup (and seat 1's human name as the player's name) in the settings."""
        from app.store import settings as store

        s = self.app.settings
        if cfg.seats and cfg.seats[0].human and not self._default_player_name(cfg.seats[0].name):
            try:
                s.set("player_name", cfg.seats[0].name)
            except ValueError:
                pass
        last = dict(s.last_setup)
        last[self.game_id] = {"seats": [vars(x).copy() for x in cfg.seats], "options": dict(cfg.options)}
        try:
            s.set("last_setup", last)
            store.save(s)
        except (ValueError, OSError) as exc:
            log.warning("the setup was not remembered: %s", exc)

    @staticmethod
    def _default_player_name(name: str) -> bool:
        """Whether ``name`` is a default "Player N" (in English or the current language): it is
        not kept as the player's name."""
        return bool(re.fullmatch(r"Player \d+", name)) or any(name == player_name(i) for i in range(8))

    # ------------------------------------------------------------------ teams
    def seat_team_letters(self) -> list[str] | None:
        """'A' / 'B' ... per seat where the game plays in partnerships (its ``GameInfo.teams``,
        or the rules module's ``team(seat)``), else None."""
        n = len(self.seats)
        teams = getattr(self.info, "teams", None)
        if teams:
            out = [""] * n
            for k, members in enumerate(teams):
                for seat in members:
                    if 0 <= seat < n:
                        out[seat] = chr(ord('A') + k)
            return out
        team = getattr(importlib.import_module(type(self.game).__module__), "team", None)
        if not callable(team):
            return None
        try:
            return [chr(ord('A') + int(team(i))) for i in range(n)]
        except (TypeError, ValueError, IndexError):
            return None

    def seat_teams(self) -> list[str] | None:
        """'Team A' / 'Team B' ... per seat (in the player's language), else None."""
        letters = self.seat_team_letters()
        if letters is None:
            return None
        # TRANSLATORS: a partnership; {letter} is A or B
        return [_("Team {letter}").format(letter=x) if x else "" for x in letters]

    # ------------------------------------------------------------------ layout
    @staticmethod
    def deal_note(m, room: float) -> tuple[float, list[str]]:
        """The deal number's note beside its field: one line when it fits, else two smaller."""
        note = _("the same number deals the same cards")
        if fonts.font(m.px(12)).size(note)[0] / m.s <= room:
            return fit_size(m, note, 13, room), [note]
        return 12, fit_lines(m, note, 12, room, 2)

    def layout(self, m: Metrics, with_levels: bool = True) -> dict[str, Any]:
        """Every area of the screen in logical units, for the stage ``m``. The measured levels
        are left out where there is no room for them (a column taller than COLUMN_MAX_H)."""
        L: dict[str, Any] = {"column": m.column}
        n = len(self.seats)
        variable = self.info.min_players != self.info.max_players
        players_h = 36 + n * SEAT_STEP + 48 + grown(58, 0.3)  # header, seats, add/remove/watch, deal number
        L["levels"] = None
        if m.column:
            cw = min(m.dw - 40, 760.0)
            x0 = (m.dw - cw) / 2
            levels_h = 0.0  # the measured levels make the column longer, never the options shorter
            if self.level_figures and with_levels:
                levels_h = self.level_block(m, x0 + 20, 0.0, cw - 40).height + 14
                players_h += levels_h
            top = 16 + getattr(self, "_col_top", 0.0)  # (a short column is centred in a tall stage)
            L["title"] = (x0, top)
            notes_w = cw
            notes_lines = self._notes_lines(m, notes_w)
            y = top + 56 + 26 + len(notes_lines) * grown(19) + 8
            L["notes"] = (x0, top + 56 + 26, notes_w, notes_lines)
            L["players"] = (x0, y, cw, players_h)
            y += players_h + 12
            # the column grows with the options, up to COLUMN_MAX_H; beyond that they scroll
            fixed = y + 34 + 10 + 10 + (44 if self.saved is not None else 0) + BAR_H + 14
            rows, oh = self._option_rows(m, x0 + 16, y + 34, cw - 32, avail=COLUMN_MAX_H + levels_h - fixed,
                                         two_columns=False)
            L["options"] = (x0, y, cw, oh + 34 + 10)
            L["option_view"] = (x0, y + 30, cw, oh + 14)
            L["option_rows"] = rows
            y += oh + 34 + 10 + 10
            L["saved"] = (x0 + 10, y, cw - 20)
            if self.saved is not None:
                y += 44
            L["bar_y"] = y
            L["height"] = y + BAR_H + 14
            bar_x0, bar_x1 = x0, x0 + cw
        else:
            L["title"] = (40, 24)
            tw = fonts.font(m.px(44), "serif").size(game_title(self.game_id))[0] / m.s
            nx = max(40 + tw + 40, 470.0)
            notes_lines = self._notes_lines(m, 1240 - nx)
            L["notes"] = (nx, 40, 1240 - nx, notes_lines)
            L["players"] = (30, 120, 500, 500)
            rows, oh = self._option_rows(m, 566, 154, 668, avail=620 - 10 - 154)
            L["options"] = (550, 120, 700, 500)
            L["option_view"] = (550, 150, 700, 466)
            L["option_rows"] = rows
            L["saved"] = (200, 638, 360)
            L["bar_y"] = 640
            L["height"] = m.dh
            bar_x0, bar_x1 = 40, 1240
        px, py, pw, __ = L["players"]
        L["seat_rows"] = [py + 36 + i * SEAT_STEP for i in range(n)]
        ay = py + 36 + n * SEAT_STEP + 2
        L["seat_cols"] = (px + 20, px + 100, px + 300, px + pw - 56)  # label, kind, name, team
        third = (pw - 120 - 20) / 3
        L["add"] = (px + 100, ay, third - 6, 38) if variable else None
        L["remove"] = (px + 100 + third, ay, third - 6, 38) if variable else None
        L["watch"] = (px + 100 + (2 * third if variable else 0), ay, third - 6 if variable else 190, 38)
        # the coach's switch: beside Watch, or (add/remove/watch filling that row) in the header's corner
        L["coach"] = (px + pw - 170, py + 3, 150, 30) if variable else (px + 100 + 196, ay, 190, 38)
        L["seed"] = (px + pw - 200, ay + 50, 180, 40)
        L["seed_label"] = (px + 20, ay + 50)
        if self.level_figures and with_levels:
            if m.column and L["height"] > COLUMN_MAX_H:
                return self.layout(m, with_levels=False)
            _size, note = self.deal_note(m, L["seed"][0] - L["seed_label"][0] - 10)
            below = max(40.0, grown(21) + len(note) * grown(14) + 4)  # the deal number and its note
            L["levels"] = self._place_levels(m, L, ay + 50 + below + 16)
        by = L["bar_y"]
        L["back"] = (bar_x0, by, 130, 50)
        L["start"] = (bar_x1 - 180, by, 180, BAR_H)
        L["resume"] = (bar_x1 - 180 - 20 - 250, by, 250, BAR_H)
        if m.column and self.saved is not None:
            L["saved"] = (L["saved"][0], by - 44, L["saved"][2])
        return L

    def level_block(self, m: Metrics, x: float, y: float, w: float) -> LevelBlock:
        """The measured levels laid out from (x, y) in ``w`` logical units."""
        names = [lv for lv in self.levels if lv in self.level_figures]
        bold = fonts.font(m.px(LEVEL_SIZE), "bold")
        name_w = max(bold.size(level_words(lv))[0] for lv in names) / m.s + 12
        font = fonts.font(m.px(LEVEL_SIZE))
        rows, top = [], y + LEVELS_HEAD_H
        for lv in names:
            lines = wrap_text(self.level_figures[lv], font, m.px(w - name_w))
            rows.append((lv, top, lines))
            top += len(lines) * grown(LEVEL_STEP) + LEVEL_GAP
        return LevelBlock(x, y, w, x + name_w, rows)

    def _place_levels(self, m: Metrics, L: dict[str, Any], top: float) -> LevelBlock | None:
        """The measured levels below the deal number, else below the options (16:9), where
        they fit; None where neither has room."""
        px, py, pw, ph = L["players"]
        block = self.level_block(m, px + 20, top, pw - 40)
        if m.column or block.y + block.height <= py + ph - 10:
            return block
        ox, oy, ow, oh = L["options"]
        rows = L["option_rows"]
        if self.opt_scroll_max > 0:
            return None
        below = max((r.rect[1] + r.rect[3] for r in rows), default=oy + 64) + 16  # (under "no options")
        block = self.level_block(m, ox + 16, below, ow - 32)
        return block if block.y + block.height <= oy + oh - 10 else None

    def _notes_lines(self, m: Metrics, width: float) -> list[str]:
        if not self.notes:
            return []
        return wrap_text(_(self.notes), fonts.font(m.px(15)), m.px(width))

    def _option_rows(self, m: Metrics, x: float, y: float, w: float, avail: float | None = None,
                     two_columns: bool = True) -> tuple[list[OptionRow], float]:
        """The options one under another (label and controls on a line, the help wrapped
        below); when that is taller than ``avail``, in two columns with each label above its
        controls; when even that is too tall, one column that scrolls (``opt_scroll_max``
        > 0). Returns the rows and the height they take on screen."""
        self.opt_scroll_max = 0.0
        options = self.shown_options()
        rows, h = self._option_column(m, options, x, y, w, stacked=False)
        if avail is None or h <= avail or len(options) < 2:
            self.opt_scroll = 0.0
            return rows, h
        if two_columns:
            cw = (w - 20) / 2
            best = None
            for k in range(1, len(options)):  # the split with the shorter taller column
                left, lh = self._option_column(m, options[:k], x, y, cw, stacked=True)
                right, rh = self._option_column(m, options[k:], x + cw + 20, y, cw, stacked=True)
                if best is None or max(lh, rh) < best[1]:
                    best = (left + right, max(lh, rh))
            if best[1] <= avail:
                self.opt_scroll = 0.0
                return best
        self.opt_scroll_max = h - avail
        self.opt_scroll = min(max(0.0, self.opt_scroll), self.opt_scroll_max)
        rows, __ = self._option_column(m, options, x, y - self.opt_scroll, w, stacked=False)
        return rows, avail

    def shown_options(self) -> tuple:
        """The options offered for the seats as they are now (a game may leave out one that
        does nothing with them; its value is kept)."""
        return tuple(self.info.options)

    def scroll_options(self, by: float) -> None:
        """Scroll a list of options too long for its panel by ``by`` logical units."""
        if self.opt_scroll_max > 0:
            self.opt_scroll = min(max(0.0, self.opt_scroll + by), self.opt_scroll_max)
            self._build()

    def _option_column(self, m: Metrics, options, x: float, y: float, w: float,
                       stacked: bool) -> tuple[list[OptionRow], float]:
        rows: list[OptionRow] = []
        help_font = fonts.font(m.px(HELP_SIZE))
        label_w = w if stacked else w - 2 * ARROW_W - VALUE_W - 12
        top = y
        for opt in options:
            label = option_label(opt)
            size = 17.0
            lw = fonts.font(m.px(size), "bold").size(label)[0] / m.s
            if lw > label_w:
                size = max(11.0, size * label_w / lw)
            lines = wrap_text(option_help(opt), help_font, m.px(w)) if opt.help else []
            h = (grown(STACK_LABEL_H) if stacked else 0) + grown(OPT_CTRL_H, 0.6) + len(lines) * grown(HELP_STEP) + (2 if lines else 0)
            rows.append(OptionRow(opt, (x, top, w, h), size, lines, stacked))
            top += h + OPT_GAP
        return rows, max(0.0, top - y - OPT_GAP)

    @property
    def m(self) -> Metrics:
        """The stage: the app's (16:9 or the column stage), or for a column shorter than the
        column stage, the narrower stage of the window's shape it fills (``_fit_column``)."""
        base = self.app.metrics_for(self)
        fit = getattr(self, "_fit", None)
        if base.column and fit is not None and fit[0] == (base.w, base.h, base.dw, base.dh):
            return fit[1]
        return base

    def _fit_column(self, base: Metrics, L: dict[str, Any]) -> tuple[Metrics, dict[str, Any]] | None:
        """A column shorter than its stage would leave the bottom of a tall window empty: lay
        it out on a narrower stage of the window's shape (no narrower than FIT_MIN_W) whose
        height it fills, so rows and text are larger. None when no narrower stage fits."""
        dw = max(FIT_MIN_W, L["height"] * base.w / base.h)
        for __ in range(4):
            if dw >= base.dw - 1:
                return None
            m = Metrics(base.w, base.h, dw, dw * base.h / base.w)
            fitted = self.layout(m)
            if fitted["height"] <= m.dh + 0.5:
                return m, fitted
            dw = max(dw + 1, fitted["height"] * base.w / base.h)  # the narrower column wrapped longer
        return None

    def _build(self) -> None:
        """(Re)make the buttons and fields for the current seats and the stage."""
        self._fit = None
        self._col_top = 0.0
        m = self.m
        L = self.layout(m)
        if m.column and abs(L["height"] - self.column_min_h) > 0.5:
            self.column_min_h = max(L["height"], 600.0)
            m = self.m
            L = self.layout(m)
        if m.column and L["height"] < m.dh - 20:
            fitted = self._fit_column(m, L)
            if fitted is not None:
                self._fit = ((m.w, m.h, m.dw, m.dh), fitted[0])
                m, L = fitted
        if m.column and L["height"] < m.dh - 20:  # still short: as much room above as below
            self._col_top = (m.dh - L["height"]) / 2
            L = self.layout(m)
        self.L = L
        old = self.buttons
        self.buttons = ButtonRow(keyboard=True)
        self.name_fields: list[TextField] = []
        lx, kx, nx, tx = L["seat_cols"]
        for i, seat in enumerate(self.seats):
            y = L["seat_rows"][i]
            kind = seat_kind_words(seat)
            b = self.buttons.add(Button(kind, (kx, y, nx - kx - 10, SEAT_H), lambda i=i: self.cycle_kind(i),
                                        size=16))
            b.fid = f"seat{i}"
            # TRANSLATORS: an empty name field of a seat
            # (the default name "You" shown in the player's language, and kept in English)
            f = TextField((nx, y, tx - nx - 8, SEAT_H), words.shown_name(seat.name), NAME_LEN, placeholder=_("name"),
                          size=18, on_change=lambda v, i=i: setattr(self.seats[i], "name", DEFAULT_HUMAN if words.is_you(v) else v),
                          on_refuse=self.field_refused, what="name")
            self.name_fields.append(f)
        if L["add"]:
            self.buttons.add(Button(_("Add a seat"), L["add"], self.add_seat, size=15,
                                    enabled=len(self.seats) < self.info.max_players))
            # TRANSLATORS: a setup button: remove the last seat
            self.buttons.add(Button(_("Remove last"), L["remove"], self.remove_seat, size=15,
                                    enabled=len(self.seats) > self.info.min_players))
        # TRANSLATORS: a setup button: every seat a computer, the player watches the table play itself
        self.watch_button = self.buttons.add(Button(pgettext("setup", "Watch"), L["watch"], self.watch, size=15,
                                                    toggled=self.watching,
                                                    tooltip=_("every seat a computer: the table plays itself")))
        self.seed_field.lrect = L["seed"]
        self.seed_field.placeholder = pgettext("deal number", "random")
        vx, vy, vw, vh = L["option_view"]
        for row in L["option_rows"]:
            shown = vy <= row.ctrl_y and row.ctrl_y + grown(OPT_CTRL_H, 0.6) <= vy + vh  # (a scrolled list)
            for label, rect, step in (("<", row.left_arrow(), -1), (">", row.right_arrow(), +1)):
                b = self.buttons.add(Button(label, rect, lambda o=row.opt, k=step: self.cycle_option(o, k), size=18))
                b.visible = shown
                b.fid = f"{row.opt.name}{label}"
        # TRANSLATORS: the setup's button that starts the game
        self.start_button = self.buttons.add(Button(pgettext("setup", "Start"), L["start"], self.start, size=24,
                                                    key=pygame.K_RETURN))
        self.resume_button = None
        if self.saved is not None:
            self.resume_button = self.buttons.add(Button(_("Resume saved game"), L["resume"], self.resume, size=19,
                                                         key=pygame.K_r))
        self.buttons.add(Button(_("Back"), L["back"], self.back, size=18))
        self.coach_button = None
        if self.coach_offered:
            # TRANSLATORS: a setup switch: after each of your moves, a note when another move was clearly better
            self.coach_button = self.buttons.add(Button(_("Coach"), L["coach"], self.toggle_coach, size=15,
                                                        toggled=self.coach,
                                                        tooltip=_("a note after your move when another was clearly better")))
            self.coach_button.fid = "coach"
        tutorial.add_offer_button(self, L)
        self.buttons.keep_focus_of(old)

    def resize(self, m: Metrics) -> None:
        if hasattr(self, "L"):
            self._build()

    def enter(self) -> None:
        self._build()
        self.buttons.refresh_hover(self.m)

    # ------------------------------------------------------------------ actions
    @property
    def watching(self) -> bool:
        return all(not s.human for s in self.seats)

    @property
    def coach_offered(self) -> bool:
        """Whether the coach can be asked for with the seats as they are: where hints are
        allowed (one human against computer players, or a game of separate tables), for a
        game whose descriptor sets a coach threshold."""
        from app.games import find_descriptor

        d = find_descriptor(self.game_id)
        if d is None or d.coach_threshold is None:
            return False
        humans = sum(s.human for s in self.seats)
        if humans == 1 and len(self.seats) > 1:
            return True
        return humans >= 1 and self.coach_between_humans

    def toggle_coach(self) -> None:
        self.coach = not self.coach
        self._build()

    def _make_computer(self, i: int, level: str | None = None) -> None:
        seat = self.seats[i]
        if seat.human:
            taken = {s.name.lower() for j, s in enumerate(self.seats) if j != i}
            names = [n for n in COMPUTER_NAMES[i:] + COMPUTER_NAMES[:i] if n.lower() not in taken]
            seat.name = names[0] if names else computer_name(i)
        seat.kind = "computer"
        seat.level = level or (seat.level if seat.level in self.levels else self.default_level())
        humans = [j for j, s in enumerate(self.seats) if s.human]
        if humans == [0] and self.seats[0].name in ("Player 1", player_name(0)):  # alone again: seat 1 is the player
            mine = self.app.settings.player_name
            if mine.lower() not in {s.name.lower() for s in self.seats[1:]}:
                self.seats[0].name = mine

    def _make_human(self, i: int) -> None:
        seat = self.seats[i]
        if not seat.human:
            seat.name = self.app.settings.player_name if i == 0 else player_name(i)
        seat.kind = "human"
        self._name_humans()

    def _name_humans(self) -> None:
        """Two or more humans share the screen (the pass screen names who is next): a human
        seat still called by the default name "You" becomes "Player N", so no two players
        are both "You" and "Pass the device to ..." names a player."""
        humans = [i for i, s in enumerate(self.seats) if s.human]
        if len(humans) < 2:
            return
        taken = {s.name.strip().lower() for s in self.seats}
        for i in humans:
            name = player_name(i)
            if self.seats[i].name.strip().lower() in (DEFAULT_HUMAN.lower(), _(DEFAULT_HUMAN).lower()) and name.lower() not in taken:
                self.seats[i].name = name
                taken.add(name.lower())

    def cycle_kind(self, i: int) -> None:
        kinds = [("human", None)] + [("computer", lv) for lv in self.levels]
        seat = self.seats[i]
        key = (seat.kind, None if seat.human else seat.level)
        cur = kinds.index(key) if key in kinds else 0
        kind, level = kinds[(cur + 1) % len(kinds)]
        if kind == "computer":
            self._make_computer(i, level)
        else:
            self._make_human(i)
        self._build()

    def watch(self) -> None:
        """Every seat a computer (the table plays itself); pressed again, seat 1 is yours."""
        if self.watching:
            self._make_human(0)
        else:
            for i in range(len(self.seats)):
                if self.seats[i].human:
                    self._make_computer(i)
        self._build()

    def add_seat(self) -> None:
        if len(self.seats) < self.info.max_players:
            i = len(self.seats)
            taken = {s.name.lower() for s in self.seats}
            name = next((n for n in COMPUTER_NAMES[i:] + COMPUTER_NAMES[:i] if n.lower() not in taken),
                        computer_name(i))
            self.seats.append(SeatConfig(name, "computer", self.default_level()))
            self._build()

    def remove_seat(self) -> None:
        if len(self.seats) > self.info.min_players:
            self.seats.pop()
            self._build()

    def cycle_option(self, opt, step: int) -> None:
        cur = self.options[opt.name]
        if opt.int_range and isinstance(cur, int) and cur not in opt.values:
            lo, hi = opt.int_range
            nxt = cur + step
            if lo <= nxt <= hi:
                self.options[opt.name] = nxt
                return
            if opt.values:  # leave the number range for the named values
                self.options[opt.name] = opt.values[0 if step > 0 else -1]
                return
            self.options[opt.name] = lo if nxt > hi else hi
            return
        values = list(opt.values)
        i = values.index(cur) if cur in values else 0
        i += step
        if opt.int_range and not 0 <= i < len(values):
            self.options[opt.name] = opt.int_range[0] if step > 0 else opt.int_range[1]
            return
        self.options[opt.name] = values[i % len(values)]

    def config(self) -> TableConfig:
        """The configuration as chosen; ValueError with a reason if it cannot start."""
        self._name_humans()
        names = [s.name.strip() for s in self.seats]
        for s, n in zip(self.seats, names):
            if not n:
                raise ValueError(_("Every seat needs a name."))
            s.name = n
        if len(set(n.lower() for n in names)) != len(names):
            raise ValueError(_("Two seats have the same name."))
        try:
            self.info.check_players(len(self.seats))
            opts = self.info.resolve_options(self.options)
        except OptionError as exc:
            # TRANSLATORS: the rules refused the seats or options ({reason}: their words, in English)
            raise ValueError(_("The game cannot start: {reason}.").format(reason=exc)) from None
        seed = int(self.seed_field.value) if self.seed_field.value else random.SystemRandom().randrange(1, 10**9)
        return TableConfig(self.game_id, [SeatConfig(s.name, s.kind, s.level) for s in self.seats], opts, seed,
                           coach=self.coach and self.coach_offered)

    def start(self) -> None:
        """Start a new game; with a saved game offered, ask first (the new game replaces it)."""
        try:
            cfg = self.config()
        except ValueError as exc:
            self.toast.show(str(exc), "error")
            return
        if self.saved is not None:
            from app.scenes.dialogs import ConfirmDialog

            self.app.scenes.push(ConfirmDialog(self.app, _("Start a new game? The saved game will be lost."),
                                               # TRANSLATORS: a dialog's buttons: start a new game / keep the saved one
                                               lambda: self.start_now(cfg), yes=_("Start new"), no=_("Keep it"),
                                               destructive=True))
            return
        self.start_now(cfg)

    def start_now(self, cfg: TableConfig) -> None:
        if self.start_table is None:
            # TRANSLATORS: {game} is a game's name
            self.toast.show(_("The {game} table is not built yet.").format(game=game_title(self.game_id)), "error")
            return
        self.remember(cfg)
        self.app.scenes.replace(self.start_table(cfg))

    def resume(self) -> None:
        from app.store import saves

        try:
            table = self.resume_table(self.saved)
        except ValueError as exc:
            self.toast.show(saves.reject(self.game_id, str(exc)), "error", 8.0)
            self.saved = None
            self._build()
            return
        self.app.scenes.replace(table)

    def value_size(self, m) -> float:
        """The one size every option value of this list is drawn at: the largest at which
        each value any option can show fits its box (so the size does not jump as values
        change); a value still too wide at the smallest size wraps to two lines."""
        labels = []
        for opt in self.info.options:
            labels += [option_value_label(opt, v) for v in opt.values]
            labels.append(option_value_label(opt, self.options[opt.name]))
        key = (m.s, tuple(labels))
        if getattr(self, "_value_size", (None,))[0] != key:
            self._value_size = (key, common_size(m, labels, VALUE_SIZE, VALUE_W - 8, "bold", VALUE_MIN))
        return self._value_size[1]

    def field_refused(self, sentence: str) -> None:
        """A paste a field could not take: said in one line, nothing changed."""
        self.toast.show(sentence, "error", 5.0)

    # ------------------------------------------------------------------ scene
    def handle_event(self, ev) -> None:
        m = self.m
        for f in self.name_fields + [self.seed_field]:
            if f.handle(ev, m):
                if ev.type == pygame.MOUSEBUTTONDOWN:
                    self.buttons.set_focus(self.buttons.focus, ring=False)
                    for other in self.name_fields + [self.seed_field]:
                        if other is not f:
                            other.focused = False
                return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_g and not ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            # G: the deal number's field takes the keyboard (digits, then Enter or Tab to leave)
            self.seed_field.focused = True
            pygame.key.start_text_input()
            self.buttons.set_focus(self.buttons.focus, ring=False)
            self.app.invalidate()
            return
        if self.opt_scroll_max > 0:
            view = m.rect(*self.L["option_view"])
            if ev.type == pygame.MOUSEWHEEL and view.collidepoint(pygame.mouse.get_pos()):
                self.scroll_options(-40 * ev.y)
                return
            if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.scroll_options((0.8 if ev.key == pygame.K_PAGEDOWN else -0.8) * self.L["option_view"][3])
                return
        self.buttons.handle(ev, m)

    def back(self) -> None:
        for f in self.name_fields + [self.seed_field]:
            if f.focused:
                f.focused = False
                return
        self.app.scenes.pop()

    def update(self, dt: float) -> bool:
        return self.toast.update(dt)

    def saved_line(self) -> str:
        """Where the saved game stands, in the player's language (the save keeps its line in
        each language)."""
        return (saves.summary_line(self.saved) if self.saved is not None else "") or _("a game in progress")

    def draw(self, surface) -> None:
        m = self.m
        L = self.L if getattr(self, "L", None) and self.L["column"] == m.column else self.layout(m)
        draw_felt(surface)
        tx, ty = L["title"]
        title = game_title(self.game_id)
        tsize = 44 if not m.column else 40
        room = (m.dw - 80 if m.column else L["notes"][0] - 40 - tx)
        blit_text(surface, m, title, tx, ty, fit_size(m, title, tsize, room, "serif"), GOLD, "serif")
        # TRANSLATORS: under a game's name on its setup screen
        blit_text(surface, m, pgettext("setup", "New game"), tx, ty + (60 if not m.column else 52), 20, MUTED)
        nx, ny, __, lines = L["notes"]
        for k, line in enumerate(lines):
            blit_text(surface, m, line, nx, ny + k * grown(19), 15, MUTED)
        # players
        px, py, pw, ph = L["players"]
        panel(surface, m.rect(px, py, pw, ph), radius=m.px(14))
        # TRANSLATORS: the setup's panel of seats
        blit_text(surface, m, pgettext("setup", "Players"), px + 20, py + 8, 16, MUTED, "bold")
        teams = self.seat_team_letters()
        lx, kx, nx_, tx_ = L["seat_cols"]
        for i, seat in enumerate(self.seats):
            y = L["seat_rows"][i]
            # TRANSLATORS: a seat on the setup screen; {number} is 1, 2...
            label = _("Seat {number}").format(number=i + 1)
            blit_text(surface, m, label, lx, y + SEAT_H / 2, fit_size(m, label, 18, kx - lx - 6, "bold"), TEXT, "bold",
                      anchor="midleft")
            self.name_fields[i].draw(surface, m)
            if teams and i < len(teams) and teams[i]:
                colour = GOLD if teams[i] == "A" else (150, 200, 255)
                letter = teams[i]
                # TRANSLATORS: small, above a team's letter (A or B) beside a seat
                word = pgettext("above a team's letter", "Team")
                blit_text(surface, m, word, tx_ + 24, y + 1, fit_size(m, word, 13, 48, "bold"), colour, "bold",
                          anchor="midtop")
                r = blit_text(surface, m, letter, tx_ + 24, y + 16, 17, colour, "bold", anchor="midtop")
                # the team's mark, the shape its players' plates show at the table
                draw_team_mark(surface, ord(letter[0]) - ord("A"), (r.left - m.px(9), r.centery), m.px(11), colour)
        sx, sy = L["seed_label"]
        seed_room = L["seed"][0] - sx - 10
        head = _("Deal number")
        blit_text(surface, m, head, sx, sy + 2, fit_size(m, head, 18, seed_room, "bold"), TEXT, "bold")
        size, lines = self.deal_note(m, seed_room)
        for k, line in enumerate(lines):
            blit_text(surface, m, line, sx, sy + 2 + grown(23 if len(lines) == 1 else 21) + k * grown(14), size, MUTED)
        self.seed_field.draw(surface, m)
        # options
        ox, oy, ow, oh = L["options"]
        panel(surface, m.rect(ox, oy, ow, oh), radius=m.px(14))
        # TRANSLATORS: the setup's panel of the game's options
        blit_text(surface, m, pgettext("setup", "Options"), ox + 16, oy + 8, 16, MUTED, "bold")
        clip = surface.get_clip()
        view = m.rect(*L["option_view"])
        surface.set_clip(view)
        vsize = self.value_size(m)
        for row in L["option_rows"]:
            x, y, w, __ = row.rect
            blit_text(surface, m, option_label(row.opt), x, row.label_y, row.label_size, TEXT, "bold",
                      anchor="midleft")
            value = option_value_label(row.opt, self.options[row.opt.name])
            lines = fit_lines(m, value, vsize, VALUE_W - 8, 2, "bold")
            vx, vy = row.value_centre()
            step = min(vsize * fonts.scale() * 1.1, (grown(OPT_CTRL_H, 0.6) - 2) / len(lines))
            for k, line in enumerate(lines):
                blit_text(surface, m, line, vx, vy + (k - (len(lines) - 1) / 2) * step, vsize, GOLD, "bold",
                          anchor="center")
            for k, line in enumerate(row.help_lines):
                blit_text(surface, m, line, x, row.help_y + k * grown(HELP_STEP), HELP_SIZE, MUTED)
        surface.set_clip(clip)
        if self.opt_scroll_max > 0:  # where the view is in the list
            vx, vy, vw, vh = L["option_view"]
            frac = vh / (vh + self.opt_scroll_max)
            bar_h = max(30.0, (vh - 8) * frac)
            bar_y = vy + 4 + (vh - 8 - bar_h) * self.opt_scroll / self.opt_scroll_max
            pygame.draw.rect(surface, (90, 150, 115), m.rect(vx + vw - 9, bar_y, 5, bar_h), border_radius=m.px(3))
            more = _("wheel or Page Up/Down: more options")
            blit_text(surface, m, more, ox + ow - 16, oy + 10, fit_size(m, more, 13, ow - 140), MUTED,
                      anchor="topright")
        if not self.info.options:
            blit_text(surface, m, _("This game has no options."), ox + 16, oy + 40, 16, MUTED)
        block = L.get("levels")
        if block is not None:
            head = _("Computer levels, as measured")
            blit_text(surface, m, head, block.x, block.y, fit_size(m, head, 16, block.w, "bold"), MUTED, "bold")
            for level, top, lines in block.rows:
                blit_text(surface, m, level_words(level), block.x, top, LEVEL_SIZE, TEXT, "bold")
                for k, line in enumerate(lines):
                    blit_text(surface, m, line, block.text_x, top + k * grown(LEVEL_STEP), LEVEL_SIZE, MUTED)
        # the saved game
        if self.saved is not None:
            sx, sy, sw = L["saved"]
            summary = self.saved_line()
            font = fonts.font(m.px(15))
            # TRANSLATORS: on a setup screen; {summary} says where the saved game stands
            lines = wrap_text(_("A game is saved: {summary}").format(summary=summary), font, m.px(sw))[:2]
            for k, line in enumerate(lines):
                blit_text(surface, m, line, sx, sy + k * grown(19), 15, GOLD)  # (one sentence, one colour)
        tutorial.draw_offer(self, surface, L)
        self.buttons.draw(surface, m)
        self.toast.draw(surface, m, y=L["bar_y"] - 40)
