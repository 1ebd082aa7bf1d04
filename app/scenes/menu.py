"""The main menu: the five games (a game whose table is not built yet is shown but cannot be
started; its rules can always be read), the sandbox, settings, about, quit."""

from __future__ import annotations

import importlib
import importlib.util

import pygame

from app.rules.registry import FACTS, GAMES, TITLES
from app.ui import fonts
from app.ui.engine import Scene
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, Toast, blit_text, draw_felt, fit_size, panel

# What the menu says of each game comes from the rules' registry (the one source that each
# game's GameInfo reads too), without importing any rules module: start-up stays fast.
SUMMARIES = {gid: f.summary for gid, f in FACTS.items()}
PLAYERS = {gid: f.players_text for gid, f in FACTS.items()}

# The table (setup) scene of each game, imported when it is started. A game whose module is
# missing is shown disabled.
TABLES: dict[str, str] = {
    "jammat": "app.scenes.jammat:JammatSetup",
    "three_by_three": "app.scenes.three_by_three:ThreeByThreeTable",
    "twenty_nine": "app.scenes.twenty_nine:TwentyNineSetup",
    "tile_poker": "app.scenes.tile_poker:TilePokerSetup",
    "three_thirteen": "app.scenes.three_thirteen:ThreeThirteenSetup",
}


def table_available(game_id: str) -> bool:
    """Whether the game's table module exists (found, not imported: the menu starts fast)."""
    target = TABLES.get(game_id)
    if not target:
        return False
    try:
        return importlib.util.find_spec(target.split(":")[0]) is not None
    except ModuleNotFoundError:
        return False


def table_scene_class(game_id: str):
    """The setup/table scene class for a game, or None if it is not built yet."""
    target = TABLES.get(game_id)
    if not target:
        return None
    module_name, attr = target.split(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name == module_name:
            return None
        raise
    return getattr(module, attr, None)


class MenuScene(Scene):
    """The games (Play, Rules), then Sandbox, Settings, About and Quit. Tab, Shift+Tab and the
    arrow keys move the focus ring; Enter or Space presses. A narrow window gets one column."""

    title = "Menu"
    portrait_layout = True
    ROW = 92.0

    def __init__(self, app):
        super().__init__(app)
        self.toast = Toast()
        self.buttons = ButtonRow(keyboard=True)
        self.available = {gid: table_available(gid) for gid in GAMES}
        self._build(self.m)
        if app.notice:
            self.toast.show(app.notice, "error", 8.0)
            app.notice = None

    def layout(self, m) -> dict:
        """Logical positions for the stage ``m``: the games panel, its rows, the side buttons."""
        if m.column:
            cw = min(m.dw - 40, 760.0)
            x0 = (m.dw - cw) / 2
            games = (x0, 150, cw, 12 + len(GAMES) * self.ROW)
            by = games[1] + games[3] + 24
            half = (cw - 20) / 2
            side = [(x0, by, half, 58), (x0 + half + 20, by, half, 58),
                    (x0, by + 72, half, 52), (x0 + half + 20, by + 72, half, 52)]
            return dict(title=(x0 + 16, 24), sub=(x0 + 20, 118), games=games, side=side,
                        keys=(m.dw / 2, by + 72 + 52 + 22), column=True)
        x, w = 880, 300
        side = [(x, 212, w, 58), (x, 290, w, 52), (x, 362, w, 52), (x, 434, w, 52)]
        return dict(title=(96, 40), sub=(100, 142), games=(80, 184, 752, 470), side=side, keys=(1030, 560),
                    column=False)

    def _build(self, m) -> None:
        L = self.L = self.layout(m)
        old = self.buttons
        self.buttons = ButtonRow(keyboard=True)
        gx, gy, gw, _ = L["games"]
        y = gy + 12
        for gid in GAMES:
            ok = self.available[gid]
            self.buttons.add(Button("Play" if ok else "Soon", (gx + gw - 220, y + 16, 96, 42),
                                    lambda g=gid: self.start(g), enabled=ok, size=18,
                                    tooltip="" if ok else "This table is not built yet"))
            self.buttons.add(Button("Rules", (gx + gw - 116, y + 16, 96, 42), lambda g=gid: self.rules(g), size=18))
            y += self.ROW
        side = L["side"]
        self.buttons.add(Button("Sandbox table", side[0], self.sandbox, size=22, key=pygame.K_t))
        self.buttons.add(Button("Settings", side[1], self.settings, size=20))
        self.buttons.add(Button("About", side[2], self.about, size=20))
        self.buttons.add(Button("Quit", side[3], self.app.quit, size=20))
        self.buttons.keep_focus_of(old)

    def resize(self, m) -> None:
        self._build(m)

    def enter(self) -> None:
        """Back on the menu: no hover highlight left over from before."""
        self._build(self.m)
        self.buttons.refresh_hover(self.m)

    def start(self, gid: str) -> None:
        cls = table_scene_class(gid)
        if cls is None:
            self.toast.show(f"{TITLES[gid]} is not built yet; its rules are readable", "error")
            return
        self.app.scenes.push(cls(self.app))

    def rules(self, gid: str) -> None:
        from app.scenes.rules_help import RulesHelp

        self.app.scenes.push(RulesHelp(self.app, gid))

    def sandbox(self) -> None:
        from app.scenes.sandbox import SandboxScene

        self.app.scenes.push(SandboxScene(self.app))

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
        blit_text(surface, m, "an offline card table", *L["sub"], 22, MUTED)
        gx, gy, gw, gh = L["games"]
        panel(surface, m.rect(gx, gy, gw, gh), radius=m.px(14))
        y = gy + 12
        for k, gid in enumerate(GAMES):
            ok = self.available[gid]
            blit_text(surface, m, TITLES[gid], gx + 24, y + 10, 28, TEXT if ok else (200, 214, 204), "bold")
            blit_text(surface, m, PLAYERS[gid], gx + 24 + fonts.font(m.px(28), "bold").size(TITLES[gid])[0] / m.s + 14,
                      y + 20, 16, GOLD)
            room = gw - 24 - (244 if m.column else 24)  # beside the buttons on a narrow stage
            blit_text(surface, m, SUMMARIES[gid], gx + 24, y + 50, fit_size(m, SUMMARIES[gid], 17, room), MUTED)
            if k < len(GAMES) - 1:
                pygame.draw.line(surface, (50, 110, 76), m.pt(gx + 20, y + 86), m.pt(gx + gw - 20, y + 86),
                                 max(1, m.px(1)))
            y += self.ROW
        self.buttons.draw(surface, m)
        kx, ky = L["keys"]
        keys = "F11 fullscreen  •  F1 rules at a table  •  Esc back"
        nav = "Tab or arrows move, Enter presses"
        if m.column:
            blit_text(surface, m, keys, kx, ky, 16, MUTED, anchor="midtop")
            blit_text(surface, m, nav, kx, ky + 24, 16, MUTED, anchor="midtop")
        else:
            blit_text(surface, m, keys, kx, ky, 15, MUTED, anchor="midtop")
            blit_text(surface, m, nav, kx, ky + 22, 15, MUTED, anchor="midtop")
        self.toast.draw(surface, m)
