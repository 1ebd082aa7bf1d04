"""The main menu: the five games, each with Play, Learn (its lesson, app.scenes.tutorial)
and Rules (a game whose table is not built yet is shown but cannot be started; its rules can
always be read), the sandbox, a deal code to play, statistics,
settings, about, quit."""

from __future__ import annotations

import importlib.util

import pygame

from app.games import descriptors, find_descriptor, game_ids, game_title, load
from app.scenes.tutorial import has_lesson
from app.i18n import N_, _
from app.ui import fonts
from app.ui.engine import COLUMN_H, Scene
from app.ui.widgets import (GOLD, MUTED, RED, TEXT, Button, ButtonRow, TextField, Toast, blit_text, blit_lines,
                            common_size, draw_felt, elide, fit_lines, fit_size, panel, text_height)


def table_available(game_id: str) -> bool:
    """Whether the game's setup/table module exists (found, not imported: the menu starts
    fast)."""
    d = find_descriptor(game_id)
    if d is None or not d.setup:
        return False
    try:
        return importlib.util.find_spec(d.setup.split(":")[0]) is not None
    except ModuleNotFoundError:
        return False


def table_scene_class(game_id: str):
    """The setup scene class of a game (its descriptor's), or None if it is not built yet."""
    d = find_descriptor(game_id)
    if d is None or not d.setup:
        return None
    try:
        return load(d.setup)
    except ModuleNotFoundError as exc:
        if exc.name == d.setup.split(":")[0]:
            return None
        raise


# TRANSLATORS: under a game's Play button on the menu: a game of it is saved, to resume
SAVED_SIGN = N_("Saved game")
BUTTON_W, BUTTON_GAP = 90.0, 8.0  # a game's buttons: Play, Learn, Rules
BUTTONS_W = 3 * BUTTON_W + 2 * BUTTON_GAP + 20  # from their left edge to the panel's right edge


class MenuScene(Scene):
    """The games (Play, Rules), then Sandbox, Play a code, Statistics, Settings, About and
    Quit. Tab, Shift+Tab and the arrow keys move the focus ring; Enter or Space presses. A
    narrow window gets one column."""

    title = "Menu"
    portrait_layout = True
    ROW = 92.0

    def __init__(self, app):
        super().__init__(app)
        self.toast = Toast()
        self.buttons = ButtonRow(keyboard=True)
        self.available = {gid: table_available(gid) for gid in game_ids()}
        self.saved: dict[str, bool] = {}
        self.look_for_saves()
        self._build(self.m)
        if app.notice:
            self.toast.show(app.notice, "error", 8.0)
            app.notice = None

    @property
    def column_min_h(self) -> float:
        """A taller column stage for larger text (the keys under the buttons need the room)."""
        return COLUMN_H + 120 * (fonts.scale() - 1)

    def layout(self, m) -> dict:
        """Logical positions for the stage ``m``: the games panel, its rows, the side buttons."""
        if m.column:
            cw = min(m.dw - 40, 760.0)
            x0 = (m.dw - cw) / 2
            games = (x0, 150, cw, 12 + len(game_ids()) * self.ROW)
            by = games[1] + games[3] + 24
            half = (cw - 20) / 2
            side = [(x0 + (half + 20) * (k % 2), by + 62 * (k // 2), half, 50) for k in range(6)]
            return dict(title=(x0 + 16, 24), sub=(x0 + 20, 118), games=games, side=side,
                        keys=(m.dw / 2, by + 2 * 62 + 50 + 16), column=True)
        x, w = 880, 300
        side = [(x, 188, w, 54)] + [(x, 256 + 62 * k, w, 50) for k in range(5)]
        return dict(title=(96, 40), sub=(100, 142), games=(80, 184, 752, 470), side=side, keys=(1030, 590),
                    column=False)

    def _build(self, m) -> None:
        L = self.L = self.layout(m)
        old = self.buttons
        self.buttons = ButtonRow(keyboard=True)
        gx, gy, gw = L["games"][:3]
        y = gy + 12
        for gid in game_ids():
            ok = self.available[gid]
            tip = "" if ok else _("This table is not built yet")
            if self.saved.get(gid):
                tip = _("A game is saved: its setup offers to resume it")
            by = y + 16 - 12 * (fonts.scale() - 1)  # up a little for larger text: the summary goes under
            bx = gx + gw - BUTTONS_W
            # TRANSLATORS: a menu button in place of Play, for a game whose table is not built yet
            soon = _("Soon")
            self.buttons.add(Button(_("Play") if ok else soon, (bx, by, BUTTON_W, 42),
                                    lambda g=gid: self.start(g), enabled=ok, size=18, tooltip=tip))
            lesson = ok and has_lesson(gid)
            # TRANSLATORS: a menu button: a short guided deal that teaches the game (Learn to play)
            self.buttons.add(Button(_("Learn"), (bx + BUTTON_W + BUTTON_GAP, by, BUTTON_W, 42),
                                    lambda g=gid: self.learn(g), enabled=lesson, size=18,
                                    tooltip=_("Learn to play: a guided first deal") if lesson
                                    else _("No lesson for this game yet")))
            # TRANSLATORS: a menu button: read a game's rules
            self.buttons.add(Button(_("Rules"), (bx + 2 * (BUTTON_W + BUTTON_GAP), by, BUTTON_W, 42),
                                    lambda g=gid: self.rules(g), size=18))
            y += self.ROW
        side = L["side"]
        # TRANSLATORS: a free table with one deck, to move cards as one likes
        self.buttons.add(Button(_("Sandbox table"), side[0], self.sandbox, size=22, key=pygame.K_t))
        self.buttons.add(Button(_("Play a code"), side[1], self.play_code, size=20,
                                tooltip=_("type a deal code someone gave you")))
        self.buttons.add(Button(_("Statistics"), side[2], self.statistics, size=20))
        self.buttons.add(Button(_("Settings"), side[3], self.settings, size=20))
        self.buttons.add(Button(_("About"), side[4], self.about, size=20))
        self.buttons.add(Button(_("Quit"), side[5], self.app.quit, size=20))
        self.buttons.keep_focus_of(old)

    def look_for_saves(self) -> None:
        """Which games have a game saved to resume (shown as "Saved game" under their Play
        button; the file is only looked for, it is read when the setup opens)."""
        from app.store import saves

        found = {}
        for gid in game_ids():
            try:
                found[gid] = self.available[gid] and saves.save_path(gid).is_file()
            except OSError:
                found[gid] = False
        self.saved = found

    def resize(self, m) -> None:
        self._build(m)

    def enter(self) -> None:
        """Back on the menu: no hover highlight left over from before, and the saved games
        as they are now (a table may have saved one or ended one)."""
        self.look_for_saves()
        self._build(self.m)
        self.buttons.refresh_hover(self.m)

    def start(self, gid: str) -> None:
        cls = table_scene_class(gid)
        if cls is None:
            # TRANSLATORS: {game} is a game's name
            self.toast.show(_("{game} is not built yet; its rules are readable").format(game=game_title(gid)),
                            "error")
            return
        self.app.scenes.push(cls(self.app))

    def learn(self, gid: str) -> None:
        """The game's lesson (resumed where it was left)."""
        from app.scenes.tutorial import open_lesson

        open_lesson(self.app, gid)

    def rules(self, gid: str) -> None:
        from app.scenes.rules_help import RulesHelp

        self.app.scenes.push(RulesHelp(self.app, gid))

    def sandbox(self) -> None:
        from app.scenes.sandbox import SandboxScene

        self.app.scenes.push(SandboxScene(self.app))

    def play_code(self) -> None:
        self.app.scenes.push(PlayCodeDialog(self.app))

    def statistics(self) -> None:
        from app.scenes.statistics import StatisticsScene

        self.app.scenes.push(StatisticsScene(self.app))

    def settings(self) -> None:
        from app.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def about(self) -> None:
        from app.scenes.about import AboutScene

        self.app.scenes.push(AboutScene(self.app))

    def back(self) -> None:
        self.app.quit()

    def handle_event(self, ev) -> None:
        self.buttons.handle(ev, self.m)

    def update(self, dt: float) -> bool:
        return self.toast.update(dt)

    def draw(self, surface) -> None:
        m = self.m
        if self.L.get("column", False) != m.column:
            self._build(m)
        L = self.L
        draw_felt(surface)
        blit_text(surface, m, "Felt", *L["title"], 84, GOLD, "serif")
        # TRANSLATORS: the menu's subtitle, under the name Felt
        blit_text(surface, m, _("an offline card table"), *L["sub"], 22, MUTED)
        gx, gy, gw, gh = L["games"]
        panel(surface, m.rect(gx, gy, gw, gh), radius=m.px(14))
        y = gy + 12
        shown = descriptors()
        for k, d in enumerate(shown):
            gid = d.id
            ok = self.available[gid]
            # the title and the summary share the row: a larger text size makes the title
            # give up a little of its size so both lines fit
            sc = fonts.scale()
            tsize = min(28.0, (self.ROW - 14 - 17 * sc * 1.2) / (sc * 1.2))
            name, summary, players = d.title_words(), d.summary_words(), d.players_text
            # the title leaves room for the player count beside it at 12 px at least
            pw = min(fonts.font(m.px(12)).size(players)[0] / m.s, gw / 3)
            title = blit_text(surface, m, name, gx + 24, y + 10,
                              fit_size(m, name, tsize, gw - BUTTONS_W - 48 - pw), TEXT if ok else (200, 214, 204),
                              "bold")
            px = (title.right - m.ox) / m.s + 14
            room = gx + gw - BUTTONS_W - 10 - px  # up to the Play button
            size = fit_size(m, players, 16, room)
            if fonts.font(m.px(size)).size(players)[0] / m.s > room:
                players = elide(players, fonts.font(m.px(size)), m.px(room))
            blit_text(surface, m, players, px, (title.centery - m.oy) / m.s + 2, size, GOLD,
                      anchor="midleft")
            saved = self.saved.get(gid, False)
            sy = max(y + 50, y + 8 + tsize * sc * 1.2)
            # beside the buttons on a narrow stage or when it comes down beside them, and left
            # of the saved sign under them
            by = y + 16 - 12 * (sc - 1)  # the buttons' top, as _build places them
            room = gw - 24 - (BUTTONS_W + 24 if m.column or saved or sy < by + 42 else 24)
            size = fit_size(m, summary, 17, room)
            step = 14 * sc * 1.2
            if size < 14 and sy + 2 * step <= y + 86:  # two lines beside the buttons read better
                for i, line in enumerate(fit_lines(m, summary, 14, room, 2)):
                    blit_text(surface, m, line, gx + 24, sy + i * step, 14, MUTED)
            else:
                blit_text(surface, m, summary, gx + 24, sy, size, MUTED)
            if saved:
                sign = _(SAVED_SIGN)
                blit_text(surface, m, sign, gx + gw - BUTTONS_W + BUTTON_W / 2, y + 61, fit_size(m, sign, 14, 110),
                          GOLD, "bold", anchor="midtop")
            if k < len(shown) - 1:
                pygame.draw.line(surface, (50, 110, 76), m.pt(gx + 20, y + 86), m.pt(gx + gw - 20, y + 86),
                                 max(1, m.px(1)))
            y += self.ROW
        self.buttons.draw(surface, m)
        kx, ky = L["keys"]
        # TRANSLATORS: the menu's key hints; F11, F1 and Esc are the keys' names on the keyboard
        keys = _("F11 fullscreen  •  F1 rules at a table  •  Esc back")
        nav = _("Tab or arrows move, Enter presses")
        # one size for both lines, narrow enough to stay clear of the games panel in any language
        if m.column:
            base, gap, width = 16, 24, L["games"][2]
        else:
            base, gap, width = 15, 22, 2 * (kx - L["games"][0] - L["games"][2] - 12)
        size = common_size(m, (keys, nav), base, width)
        # what is still too wide at the smallest size (a long language, the largest text) wraps
        y = ky + blit_lines(surface, m, keys, kx, ky, width, size, MUTED, align="center", line_gap=gap / base)
        blit_lines(surface, m, nav, kx, y, width, size, MUTED, align="center", line_gap=gap / base)
        self.toast.draw(surface, m)


def open_deal(app, game_id: str, options: dict, seed: int) -> str | None:
    """Open ``game_id``'s setup with ``options`` and deal number ``seed`` filled in (over the
    current scene); the sentence to show instead when that cannot be done."""
    from app.scenes.setup import GameSetup

    cls = table_scene_class(game_id)
    if cls is None:
        # TRANSLATORS: {game} is a game's name
        return _("This is a {game} deal; the {game} table is not built yet.").format(game=game_title(game_id))
    if not (isinstance(cls, type) and issubclass(cls, GameSetup)):
        # TRANSLATORS: {game} is a game's name
        return _("The {game} table does not take deal codes yet.").format(game=game_title(game_id))
    setup = cls(app)
    setup.options = dict(options)
    setup.seed_field.value = str(seed)
    app.scenes.push(setup)  # (entering, the setup lays itself out with these)
    return None


class PlayCodeDialog(Scene):
    """Type a deal code: a good one opens its game's setup with the options and the deal
    number filled in; a bad one is refused with the reason and changes nothing."""

    overlay = True
    portrait_layout = True
    W, H = 600.0, 290.0

    def __init__(self, app):
        super().__init__(app)
        # TRANSLATORS: the deal code field's placeholder; {code} is a sample deal code
        example = _("for example {code}").format(code="29-K7Q2-M4")
        self.field = TextField((0, 0, 10, 48), "", 40, placeholder=example, size=24,
                               on_change=self.changed, on_refuse=self.refused, what="deal code")
        self.field.focused = True
        self.error = ""
        self.play_button = Button(_("Play"), (0, 0, 150, 50), self.play, size=20, key=pygame.K_RETURN)
        self.cancel_button = Button(_("Cancel"), (0, 0, 150, 50), self.back, size=20)
        self.buttons = ButtonRow([self.play_button, self.cancel_button], keyboard=True)

    def box(self) -> tuple[float, float, float, float]:
        m = self.m
        w = min(self.W, m.dw - 40)
        return (m.dw - w) / 2, (m.dh - self.H) / 2, w, self.H

    def layout(self) -> None:
        x, y, w, h = self.box()
        self.field.lrect = (x + 30, y + 96, w - 60, 48)
        self.play_button.lrect = (x + w / 2 - 20 - 150, y + h - 30 - 50, 150, 50)
        self.cancel_button.lrect = (x + w / 2 + 20, y + h - 30 - 50, 150, 50)

    def enter(self) -> None:
        self.layout()
        pygame.key.start_text_input()
        self.buttons.refresh_hover(self.m)

    def resize(self, m) -> None:
        self.layout()

    def play(self) -> None:
        from app.rules.dealcode import DealCodeError, decode

        try:
            game_id, options, seed = decode(self.field.value)
        except DealCodeError as exc:
            self.error = str(exc)
            self.field.focused = True
            self.app.invalidate()
            return
        self.app.scenes.pop()
        note = open_deal(self.app, game_id, options, seed)
        if note:
            top = self.app.scenes.top
            toast = getattr(top, "toast", None)
            if toast is not None:
                toast.show(note, "error", 8.0)

    def changed(self, value: str) -> None:
        self.error = ""

    def refused(self, sentence: str) -> None:
        self.error = sentence

    def handle_event(self, ev) -> None:
        m = self.m
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.buttons.focused is None:
            self.play()
            return
        if ev.type == pygame.KEYDOWN and not self.field.focused and (
                (ev.key == pygame.K_v and getattr(ev, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META))
                or (ev.key == pygame.K_INSERT and getattr(ev, "mod", 0) & pygame.KMOD_SHIFT)):
            self.field.focused = True  # a paste goes to the one field, wherever the focus was
            self.buttons.set_focus(None)
        if self.field.handle(ev, m):
            self.app.invalidate()
            return
        self.buttons.handle(ev, m)

    def draw(self, surface) -> None:
        m = self.m
        self.layout()
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 130))
        surface.blit(shade, (0, 0))
        x, y, w, h = self.box()
        panel(surface, m.rect(x, y, w, h), alpha=255, radius=m.px(14))
        blit_text(surface, m, _("Play a deal code"), x + 30, y + 22, 26, GOLD, "bold")
        lead = _("The game, its options and the deal come from the code.")
        blit_text(surface, m, lead, x + 30, y + 62, fit_size(m, lead, 16, w - 60), MUTED)
        self.field.draw(surface, m)
        if self.error:
            size = 15.0
            while size > 12 and text_height(m, self.error, w - 60, size) > 44:
                size -= 1
            blit_lines(surface, m, self.error, x + 30, y + 150, w - 60, size, RED)
        self.buttons.draw(surface, m)
