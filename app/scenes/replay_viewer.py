"""The replay viewer: a finished game stepped through move by move, forward and back, with
every hand shown face up, as the rules replay it.

Generic over the games: the moves are replayed with the game's own ``new_game`` and
``apply`` (app.store.replays.rebuild); the move list says each move with its mover's name, in
the game's presenter's words for the facts the rules give from the mover's view; the position shows, for each seat, what that seat's own view shows (its
hand face up: the game is over, nothing needs hiding) with a line of its public figures,
and the table's public cards and state from the spectator's view. The scene asks the rules
for views only; the states stay inside ``Steps``.

Keys: Left/Right step back and forward, Home/End go to the deal and to the end, Page
Up/Down step ten moves; the wheel scrolls the move list (over the look-back's box, its lines,
as Up/Down do); a click on a move goes to the position after it. **Export** writes a copy of the replay to send to someone. **Look back**
(L) switches the look-back on (app.scenes.lookback): the coach's verdict on each human move and
the game's own analysis, worked out beside the window."""

from __future__ import annotations

from typing import Any, Mapping

import pygame

from app.games import game_ids, game_title, level_words, presenter
from app.rules.game import get_game
from app.store import replays
from app.ui import fonts, words
from app.ui.engine import Scene
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, Toast, blit_text, draw_felt, fit_lines, fit_size, panel
from app.games import present
from app.i18n import N_, _, ngettext, pgettext
from app.scenes.lookback import LookBack

LIST = (20, 70, 340, 560)  # the move list panel
POS = (376, 70, 884, 560)  # the position panel
LOOK_POS = (376, 70, 884, 428)  # the position panel with the look-back on
LOOK_BOX = (376, 506, 884, 124)  # the look-back's box under it
LOOK_POLL = 0.1  # seconds between two looks at the look-back's progress
ROW_H = 26.0
BAR_Y = 648.0
# TRANSLATORS: replay viewer: the keys, in two lines under the move list (keep the keys' names)
KEYS_HINT = (N_("Left/Right: a move · Home/End"), N_("Page Up/Down: ten moves · Esc: close"))


def when_text(finished: str) -> str:
    """When a game ended, as kept ("2026-11-10 20:10"), in numbers only (the same in every
    language); anything else as it is."""
    return " ".join(str(finished).split())


class Steps:
    """The positions of one replay: step ``k`` is the position after ``k`` moves (0: the deal).
    Gives views, move labels and movers; the states themselves stay here."""

    def __init__(self, data: Mapping[str, Any]):
        self.data = data
        self.game_id = data["game"]
        self.game = get_game(self.game_id)
        self.players = len(data["seats"])
        self._states = replays.rebuild(data)  # ValueError if it does not replay
        self.moves = [self.game.move_from_json(m) for m in data["moves"]]
        self.names = [words.shown_name(str(s.get("name", ""))) for s in data["seats"]]
        self._labels: dict[int, str] = {}
        # a game not over (a look-back between hands): the state after the last move may hold
        # the next deal already, which nobody has seen; that step shows only the public view
        self.unfinished = self.game.to_move(self._states[-1]) is not None

    def __len__(self) -> int:
        return len(self._states)

    def view(self, k: int, seat: int | None):
        if self.unfinished and k == len(self._states) - 1:
            seat = None  # (see ``unfinished``)
        return self.game.view(self._states[k], seat)

    def mover(self, k: int) -> int | None:
        """The seat that made move ``k`` (1-based: the move that leads to step k)."""
        return self.game.to_move(self._states[k - 1])

    def label(self, k: int) -> str:
        """Move ``k`` (1-based) in words with its mover's name ("Ann bid 17"): the rules'
        facts from the mover's view, the game's presenter's words."""
        if k not in self._labels:
            seat = self.mover(k)
            move = self.moves[k - 1]
            try:
                text = present.move_line(self.game_id, self.game.view(self._states[k - 1], seat), move, self.names)
            except (ValueError, KeyError, IndexError, AttributeError, TypeError):  # a replay of another version
                # TRANSLATORS: replay viewer: a move of an older replay that cannot be said; {name} is a player
                text = (_("{name} moved").format(name=words.name_of(self.names, seat)) if seat is not None
                        else _("A move"))
            self._labels[k] = text
        return self._labels[k]

    def outcome(self):
        return self.game.outcome(self._states[-1])


def wrap_segments(m, text: str, size: float, width: float) -> list[str]:
    """``a · b · c`` in lines no wider than ``width`` (logical), breaking between segments."""
    font = fonts.font(m.px(size))
    lines: list[str] = []
    for seg in text.split(" · ") if text else []:
        trial = f"{lines[-1]} · {seg}" if lines else seg
        if lines and font.size(trial)[0] <= m.px(width):
            lines[-1] = trial
        else:
            lines.append(seg)
    return lines


# ----------------------------------------------------------------------------- the scene


class ReplayViewer(Scene):
    title = "Replay"
    lookback_in_process = True  # the look-back's work in a separate process (tests: a thread, the same code)

    def __init__(self, app, data: Mapping[str, Any], steps: Steps | None = None, keep_path=None,
                 lookback: bool = False, first: int = 0, use_process: bool | None = None,
                 known_analysis: Any = None):
        super().__init__(app)
        self.data = dict(data)
        self.steps = steps or Steps(data)
        self.game_id = self.steps.game_id
        self.shown = presenter(self.game_id)  # the game's lines and cards
        self.info = self.steps.game.info
        # TRANSLATORS: a seat without a name; {number} is its place at the table
        self.names = [words.shown_name(str(s.get("name") or _("Seat {number}").format(number=i + 1)))
                      for i, s in enumerate(self.data["seats"])]
        self.k = 0  # the position shown: after k moves
        self.scroll = 0  # first row of the move list shown
        self.toast = Toast()
        self.code = self._deal_code()
        self.lookback: LookBack | None = None  # the look-back, once switched on
        self.look_first = first  # the moves before the part the look-back is about
        self.known_analysis = known_analysis  # the game's analysis of this record, when the table has it
        self.use_process = self.lookback_in_process if use_process is None else use_process
        self._build()
        if lookback:
            self.toggle_lookback()

    def _deal_code(self) -> str:
        from app.rules.dealcode import DealCodeError, encode

        try:
            return encode(self.game_id, self.data["options"], self.data["seed"])
        except DealCodeError:
            return ""

    # ------------------------------------------------------------------ demo
    @classmethod
    def demo(cls, app, variant: str, seed: int):
        """A sample replay (made in memory: nothing is written) of ``variant`` (a game id,
        the first game by default), shown part way through; ``<game>:end`` shows its end."""
        game_id, __, moment = (variant or "").partition(":")
        data = sample_replay(game_id or game_ids()[0], seed)
        viewer = cls(app, data, lookback=moment == "lookback", use_process=False)
        if viewer.lookback is not None:
            viewer.lookback.wait()
            flagged = sorted(viewer.lookback.verdicts)
            viewer.go(flagged[0] if flagged else max(1, len(viewer.steps) * 2 // 5))
            return viewer
        viewer.go(len(viewer.steps) - 1 if moment == "end" else max(1, len(viewer.steps) * 2 // 5))
        return viewer

    # ------------------------------------------------------------------ layout
    def _build(self) -> None:
        self.buttons = ButtonRow(keyboard=True, arrows=False)
        x = POS[0]
        # TRANSLATORS: replay viewer: the stepping buttons (the deal, a move back, a move on, the end)
        steps = ((pgettext("replay", "First"), "first", self.first, 96), (pgettext("replay", "Back"), "back",
                 self.back_one, 96), (pgettext("replay", "Forward"), "forward", self.forward, 120),
                 (pgettext("replay", "Last"), "last", self.last, 96))
        for label, fid, fn, w in steps:
            b = self.buttons.add(Button(label, (x, BAR_Y, w, 50), fn, size=19))
            b.fid = fid
            x += w + 12
        # TRANSLATORS: replay viewer: write a copy of the replay to a file
        b = self.buttons.add(Button(_("Export"), (1260 - 130 - 16 - 140, BAR_Y, 140, 50), self.export, size=19,
                                    tooltip=_("write a copy of this replay to send to someone")))
        b.fid = "export"
        # TRANSLATORS: replay viewer: switch on the look-back (the coach's verdicts and the game's analysis)
        b = self.buttons.add(Button(_("Look back"), (832, BAR_Y, 130, 50), self.toggle_lookback, size=19,
                                    key=pygame.K_l, toggled=self.lookback is not None,
                                    tooltip=_("the coach's verdict on each of your moves (L)")))
        b.fid = "lookback"
        b = self.buttons.add(Button(_("Close"), (1260 - 130, BAR_Y, 130, 50), self.close, size=19))
        b.fid = "close"

    def resize(self, m) -> None:
        """(Also after a change of language: the buttons' words are made again.)"""
        old = self.buttons
        self._build()
        self.buttons.keep_focus_of(old)

    @staticmethod
    def level_word(level) -> str:
        return level_words(str(level)) if level else pgettext("seat", "computer")

    def rows_shown(self) -> int:
        return int((LIST[3] - 44) // ROW_H)

    # ------------------------------------------------------------------ stepping
    def go(self, k: int) -> None:
        k = max(0, min(len(self.steps) - 1, k))
        if k != self.k and self.lookback is not None:
            self.lookback.scroll = 0  # another move: its lines from the top
        self.k = k
        n = self.rows_shown()
        if self.k < self.scroll:
            self.scroll = self.k
        elif self.k >= self.scroll + n:
            self.scroll = self.k - n + 1
        self.app.invalidate()

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(len(self.steps) - 1)

    def forward(self) -> None:
        self.go(self.k + 1)

    def back_one(self) -> None:
        self.go(self.k - 1)

    def toggle_lookback(self) -> None:
        """Switch the look-back on (its work starts beside the window) or off."""
        if self.lookback is None:
            self.lookback = LookBack(self.data, self.steps, self.names, self.look_first, self.use_process,
                                     self.known_analysis)
            self.lookback.start()
            self.app.after(LOOK_POLL, lambda lb=self.lookback: self.poll_lookback(lb))
        else:
            self.lookback.stop()
            self.lookback = None
        old = self.buttons
        self._build()
        self.buttons.keep_focus_of(old)
        self.go(self.k)

    def poll_lookback(self, lb: LookBack) -> None:
        """Read the look-back's progress, again every ``LOOK_POLL`` seconds while it works: a
        timer wakes the idle window (which updates no scene while nothing moves) so the bar
        moves and the answer shows without an event."""
        if lb is not self.lookback:
            return  # switched off (or on again: that one has its own timer)
        if lb.poll():
            self.app.invalidate()
        if lb.running:
            self.app.after(LOOK_POLL, lambda: self.poll_lookback(lb))

    def close(self) -> None:
        self.app.scenes.pop()

    def exit(self) -> None:
        """Left (Close, Esc): the look-back's work stops."""
        if self.lookback is not None:
            self.lookback.stop()
        super().exit()

    def export(self) -> None:
        try:
            path = replays.export(self.data)
        except OSError as exc:
            # TRANSLATORS: {reason} is the system's reason (such as "No space left on device")
            self.toast.show(_("The replay could not be written: {reason}.").format(reason=exc.strerror or exc),
                            "error", 6.0)
            return
        # TRANSLATORS: {path} is where the exported replay file was written
        self.toast.show(_("Saved as {path}").format(path=path), "info", 8.0)

    # ------------------------------------------------------------------ events
    def handle_event(self, ev) -> None:
        m = self.m
        if ev.type == pygame.KEYDOWN:
            step = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1, pygame.K_PAGEDOWN: 10, pygame.K_PAGEUP: -10}.get(ev.key)
            if step is not None:
                self.go(self.k + step)
                return
            if ev.key == pygame.K_HOME:
                self.first()
                return
            if ev.key == pygame.K_END:
                self.last()
                return
            if ev.key in (pygame.K_UP, pygame.K_DOWN) and self.lookback is not None:
                if self.lookback.scroll_by(-1 if ev.key == pygame.K_UP else 1):
                    self.app.invalidate()
                return
        if ev.type == pygame.MOUSEWHEEL and self.lookback is not None and self.over_box():
            if self.lookback.scroll_by(-ev.y):
                self.app.invalidate()
            return
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(max(0, len(self.steps) - self.rows_shown()), self.scroll - 3 * ev.y))
            self.app.invalidate()
            return
        if self.buttons.handle(ev, m):
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            k = self.row_at(m.to_logical(ev.pos))
            if k is not None:
                self.go(k)

    def over_box(self) -> bool:
        """Whether the pointer is over the look-back's box."""
        x, y, w, h = LOOK_BOX
        lx, ly = self.m.to_logical(pygame.mouse.get_pos())
        return x <= lx <= x + w and y <= ly <= y + h

    def row_at(self, lpos) -> int | None:
        x, y, w, h = LIST
        lx, ly = lpos
        top = y + 36
        if not (x <= lx <= x + w and top <= ly < top + self.rows_shown() * ROW_H):
            return None
        k = self.scroll + int((ly - top) // ROW_H)
        return k if k < len(self.steps) else None

    def update(self, dt: float) -> bool:
        changed = self.lookback is not None and self.lookback.poll()
        if changed:
            self.app.invalidate()
        return self.toast.update(dt) or changed

    # ------------------------------------------------------------------ drawing
    def move_text(self, k: int) -> str:
        if k == 0:
            return _("The deal")
        return f"{k}. {self.steps.label(k)}"  # (no words of its own: the same in every language)

    def draw(self, surface) -> None:
        m = self.m
        draw_felt(surface)
        # TRANSLATORS: the replay viewer's title; {game} is a game's name
        title = _("Replay: {game}").format(game=game_title(self.game_id))
        blit_text(surface, m, title, 24, 14, 30, GOLD, "serif")
        tw = fonts.font(m.px(30), "serif").size(title)[0] / m.s
        # TRANSLATORS: replay viewer: {number} is the deal number that deals the same cards again
        parts = [when_text(self.data.get("finished", "")), _("deal number {number}").format(number=self.data["seed"])]
        if self.code:
            # TRANSLATORS: replay viewer: {code} is the deal's code (letters and digits to type in Play a code)
            parts.append(_("code {code}").format(code=self.code))
        sub = " · ".join(p for p in parts if p)
        blit_text(surface, m, sub, 24 + tw + 18, 26, fit_size(m, sub, 17, 1240 - tw - 42), MUTED)
        self.draw_list(surface)
        self.draw_position(surface)
        if self.lookback is not None:
            self.lookback.draw_box(surface, m, self.k, LOOK_BOX)
        self.buttons.draw(surface, m)
        for i, keys in enumerate((_(KEYS_HINT[0]), _(KEYS_HINT[1]))):
            blit_text(surface, m, keys, LIST[0] + LIST[2] / 2, BAR_Y + 14 + 22 * i, fit_size(m, keys, 14, LIST[2]),
                      MUTED, anchor="center")
        self.toast.draw(surface, m, y=BAR_Y - 30)

    def draw_list(self, surface) -> None:
        m = self.m
        x, y, w, h = LIST
        panel(surface, m.rect(x, y, w, h), radius=m.px(12))
        # TRANSLATORS: replay viewer: above the move list; {count} is how many moves the game had
        head = _("Moves ({count})").format(count=len(self.steps) - 1)
        blit_text(surface, m, head, x + 14, y + 8, fit_size(m, head, 16, w - 28, "bold"), MUTED, "bold")
        top = y + 36
        n = self.rows_shown()
        for i in range(n):
            k = self.scroll + i
            if k >= len(self.steps):
                break
            ry = top + i * ROW_H
            if k == self.k:
                pygame.draw.rect(surface, (60, 130, 90), m.rect(x + 6, ry, w - 12, ROW_H - 2), border_radius=m.px(5))
            text = self.move_text(k)
            room = w - 34
            if self.lookback is not None:  # its marks at the row's right end
                room -= self.lookback.draw_row_mark(surface, m, k, x + w - 14, ry + ROW_H / 2 - 1)
            size = fit_size(m, text, 15, room)
            text = fit_lines(m, text, size, room)[0]  # still too long at the smallest size: cut with "…"
            blit_text(surface, m, text, x + 14, ry + ROW_H / 2 - 1, size,
                      GOLD if k == self.k else TEXT, anchor="midleft")
        total = len(self.steps)
        if total > n:  # where the list is
            track = h - 44
            bar_h = max(24.0, track * n / total)
            bar_y = top + (track - bar_h) * self.scroll / max(1, total - n)
            pygame.draw.rect(surface, (90, 150, 115), m.rect(x + w - 9, bar_y, 5, bar_h), border_radius=m.px(3))

    def draw_cards(self, surface, groups, x: float, y: float, w: float, h: float) -> None:
        """Card groups left to right in the logical box (x, y, w, h), overlapping if need be."""
        m = self.m
        count = sum(len(g) for g in groups)
        if not count:
            none = _("no cards")
            blit_text(surface, m, none, x, y + h / 2, fit_size(m, none, 14, w), MUTED, anchor="midleft")
            return
        ch = h
        cw = ch * 0.7
        gaps = len(groups) - 1
        gap = cw * 0.25 if gaps else 0.0
        step = cw + 4
        if count * step - 4 + gaps * gap > w:  # overlap the cards; if that is not enough, make them smaller
            gap = cw * 0.12 if gaps else 0.0
            step = (w - cw - gaps * gap) / max(1, count - 1)
            if step < cw * 0.22:
                cw = w / (1 + 0.12 * gaps + 0.22 * (count - 1))
                ch = cw / 0.7
                gap = cw * 0.12 if gaps else 0.0
                step = cw * 0.22
                y += (h - ch) / 2
        art = self.app.art
        pw, ph = m.px(cw), m.px(ch)
        cx = x
        for g in groups:
            for c in g:
                r = m.rect(cx, y, cw, ch)
                if c is None:
                    surface.blit(art.back(pw, ph), r)
                elif c == "":
                    pygame.draw.rect(surface, (40, 100, 68), r, width=max(1, m.px(1.5)), border_radius=m.px(5))
                else:
                    surface.blit(art.face(c, pw, ph), r)
                cx += step
            cx += gap

    def draw_position(self, surface) -> None:
        m = self.m
        x, y, w, h = POS if self.lookback is None else LOOK_POS
        panel(surface, m.rect(x, y, w, h), radius=m.px(12))
        steps, k, gid, shown = self.steps, self.k, self.game_id, self.shown
        if k == 0:
            head = _("The deal")
        else:
            # TRANSLATORS: replay viewer: the position shown; {number} of {count} moves, {move} the last move in words
            head = _("After move {number} of {count}: {move}").format(number=k, count=len(steps) - 1,
                                                                     move=steps.label(k))
        if k == len(steps) - 1:
            out = steps.outcome()
            if out is not None:  # the words from the replayed result, never a stored text
                # TRANSLATORS: replay viewer: the end of the game; {result} is the result in words
                head = _("End: {result}").format(result=present.outcome_line(gid, out, self.names))
        heads = fonts.wrap(head, m.px(19), m.px(w - 32), "bold")  # a result may take two lines
        if len(heads) > 2:
            heads = [heads[0], " ".join(heads[1:])]
        step = max(24.0, 19 * fonts.scale("bold") * 1.25)  # (larger text: the lines further apart)
        for i, line in enumerate(heads):
            blit_text(surface, m, line, x + 16, y + 10 + step * i, fit_size(m, line, 19, w - 32), GOLD, "bold")
        pv = steps.view(k, None)
        svs = [steps.view(k, s) for s in range(steps.players)]
        lines = shown.public_lines(pv, svs, self.names)
        ly = y + 16 + step * len(heads)
        for line in lines:
            blit_text(surface, m, line, x + 16, ly, fit_size(m, line, 16, w - 32), TEXT)
            ly += max(22.0, 16 * fonts.scale() * 1.3)
        table = shown.table_cards(pv, self.names)
        board = shown.board
        bottom = y + h - 10
        strip = 0.0
        if board:
            strip = max(150.0, (bottom - ly) * 0.5)
        elif table:
            strip = 96.0
        seats_top = ly + 6
        seats_h = bottom - strip - seats_top
        n = steps.players
        name_h = max(22.0, 17 * fonts.scale("bold") * 1.3)  # (larger text: the lines further apart)
        line_h = max(18.0, 14 * fonts.scale() * 1.3)
        cols = 2 if n > 2 and seats_h / n < name_h + line_h + 6 else 1  # too little height: two columns
        per_col = -(-n // cols)
        row = seats_h if n == 1 else min(118.0, seats_h / per_col)
        col_w = (w - 16) / cols
        label_w = min(250.0, col_w * 0.42)
        to_move = next((s for s in range(n) if svs[s].legal), None) if k < len(steps) - 1 else None
        for s in range(n):
            ry = seats_top + (s % per_col) * row
            sx = x + (s // per_col) * col_w
            name = self.names[s] if s < len(self.names) else _("Seat {number}").format(number=s + 1)
            seat = self.data["seats"][s] if s < len(self.data["seats"]) else {}
            # (no words of their own but the level's: the same in every language)
            label = f"{s + 1}. {name}" if seat.get("kind", "human") == "human" else \
                f"{s + 1}. {name} ({self.level_word(seat.get('level'))})"
            colour = GOLD if s == to_move else TEXT
            blit_text(surface, m, label, sx + 16, ry + 4, fit_size(m, label, 17, label_w - 12, "bold"), colour, "bold")
            info = shown.seat_line(pv, svs[s], s)
            lines = wrap_segments(m, info, 14, label_w - 16)
            for i, line in enumerate(lines[: max(1, int((row - 4 - name_h) // line_h))]):
                blit_text(surface, m, line, sx + 16, ry + 4 + name_h + line_h * i, fit_size(m, line, 14, label_w - 16),
                          MUTED)
            groups = shown.seat_cards(pv, svs[s], s)
            cards_w = col_w - label_w - 16
            if row >= 300 and len(groups) == 3 and all(len(g) == 3 for g in groups):  # room for a 3x3 square
                ch = (row - 8) / 3 - 6
                for i, g in enumerate(groups):
                    self.draw_cards(surface, [g], sx + label_w, ry + 3 + i * (ch + 6), cards_w, ch)
            else:
                self.draw_cards(surface, groups, sx + label_w, ry + 3, cards_w, max(20.0, min(110.0, row - 8)))
        if board:
            self.draw_board(surface, pv, x + 16, bottom - strip, w - 32, strip)
        elif table:
            tx = x + 16
            for label, cards in table:
                blit_text(surface, m, label, tx, bottom - strip + 4, 15, MUTED, "bold")
                self.draw_cards(surface, [cards], tx, bottom - strip + 26, w / 2 - 40, strip - 30)
                tx += w / 2

    def draw_board(self, surface, pv, x: float, y: float, w: float, h: float) -> None:
        """A board of tiles (a game whose presenter says ``board``: the view's ``tiles`` and
        ``last_placement``), fitted to the box. Tiles never get smaller than a readable
        30 pixels: a board too long for the box at that size shows the part around the last
        tile placed (a gold mark on each edge where more of the board lies beyond)."""
        m = self.m
        if not pv.tiles:
            return
        xs = [t.x for t in pv.tiles]
        ys = [t.y for t in pv.tiles]
        cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        size = max(min(44.0, w / cols, h / rows), 30 / m.s + 2)  # (a tile is size - 2 across)
        rec = pv.last_placement
        fx, fy = rec.cell if rec is not None else (pv.tiles[-1].x, pv.tiles[-1].y)

        def centre(lo: int, hi: int, focus: int, span: float) -> float:
            reach = span / size / 2 - 1  # the focus tile and one more beside it stay in the box
            mid = (lo + hi) / 2
            return focus if reach <= 0 else min(max(mid, focus - reach), focus + reach)

        cx, cy = centre(min(xs), max(xs), fx, w), centre(min(ys), max(ys), fy, h)
        box = m.rect(x, y, w, h)
        clip = surface.get_clip()
        surface.set_clip(box.clip(clip) if clip else box)
        px = m.px(size - 2)
        cut = set()
        for t in pv.tiles:
            lx, ly = x + w / 2 + (t.x - cx - 0.5) * size, y + h / 2 + (t.y - cy - 0.5) * size
            r = m.rect(lx, ly, size - 2, size - 2)
            if not box.contains(r):
                cut.update(s for s, out in (("left", r.left < box.left), ("right", r.right > box.right),
                                            ("top", r.top < box.top), ("bottom", r.bottom > box.bottom)) if out)
                if not box.colliderect(r):
                    continue
            surface.blit(self.app.art.tile(t.card, px), r)
        surface.set_clip(clip)
        t = max(2, m.px(3))
        for side in cut:  # the middle third of the edge
            edge = {"left": (box.left, box.top + box.h // 3, t, box.h // 3),
                    "right": (box.right - t, box.top + box.h // 3, t, box.h // 3),
                    "top": (box.left + box.w // 3, box.top, box.w // 3, t),
                    "bottom": (box.left + box.w // 3, box.bottom - t, box.w // 3, t)}[side]
            pygame.draw.rect(surface, GOLD, edge, border_radius=t // 2)


MIN_TILE_PX = 8  # the card art draws no tile smaller (CardArt refuses it)


def sample_replay(game_id: str, seed: int) -> dict[str, Any]:
    """A replay of a game played by computers (in memory), for screenshots and tests."""
    return sample_game(game_id, seed)[0]


def sample_game(game_id: str, seed: int):
    """(a replay of a game played by computers, its Outcome), made in memory."""
    from app.ai.base import make_agent
    from app.scenes.setup import COMPUTER_NAMES

    game = get_game(game_id)
    info = game.info
    shown = presenter(game_id)
    players = shown.sample_players or info.min_players
    options = shown.sample_options()
    levels = info.levels
    seats = [{"name": "Ann", "kind": "human", "level": levels[0]}] + [
        {"name": COMPUTER_NAMES[i], "kind": "computer", "level": levels[min(1, len(levels) - 1)]}
        for i in range(1, players)]
    state = game.new_game(seed, players, options)
    bots = [make_agent(game_id, levels[0], seed * 1009 + s) for s in range(players)]
    moves = []
    while (s := game.to_move(state)) is not None:
        mv = bots[s].choose(game.view(state, s), game.legal_moves(state))
        moves.append(mv)
        state = game.apply(state, mv)
    outcome = game.outcome(state)
    return replays.make_record(game_id, seats, info.resolve_options(options), seed, moves, outcome), outcome
