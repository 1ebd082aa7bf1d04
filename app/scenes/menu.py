"""The main menu: the five games (a game whose table is not built yet is shown but cannot be
started; its rules can always be read), the sandbox, settings, about, quit."""

from __future__ import annotations

import importlib
import importlib.util

import pygame

from app.rules.registry import GAMES, TITLES
from app.ui import fonts
from app.ui.engine import Scene
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, Toast, blit_text, draw_felt, panel

SUMMARIES = {
    "jammat": "Arrange nine cards in a 3x3 grid; eight lines face off.",
    "three_by_three": "Patience: clear nine piles in six rounds.",
    "twenty_nine": "Four players in pairs: bid, hide trump, take points.",
    "tile_poker": "Two players build poker lines on an open grid.",
    "three_thirteen": "Rummy over eleven rounds with a rising wild card.",
}
PLAYERS = {
    "jammat": "2-8 players",
    "three_by_three": "solitaire",
    "twenty_nine": "4 players",
    "tile_poker": "2 players",
    "three_thirteen": "2-8 players",
}

# The table (setup) scene of each game, imported when it is started. A game whose module is
# missing is shown disabled.
TABLES: dict[str, str] = {
    "jammat": "app.scenes.jammat:JammatSetup",
    "three_by_three": "app.scenes.three_by_three:ThreeByThreeSetup",
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
    title = "Menu"

    def __init__(self, app):
        super().__init__(app)
        self.toast = Toast()
        self.buttons = ButtonRow()
        self.available = {gid: table_available(gid) for gid in GAMES}
        y = 196
        for gid in GAMES:
            ok = self.available[gid]
            self.buttons.add(Button("Play" if ok else "Soon", (612, y + 16, 96, 42),
                                    lambda g=gid: self.start(g), enabled=ok, size=18,
                                    tooltip="" if ok else "This table is not built yet"))
            self.buttons.add(Button("Rules", (716, y + 16, 96, 42), lambda g=gid: self.rules(g), size=18))
            y += 92
        x, w = 880, 300
        self.buttons.add(Button("Sandbox table", (x, 212, w, 58), self.sandbox, size=22, key=pygame.K_t))
        self.buttons.add(Button("Settings", (x, 290, w, 52), self.settings, size=20))
        self.buttons.add(Button("About", (x, 362, w, 52), self.about, size=20))
        self.buttons.add(Button("Quit", (x, 434, w, 52), self.app.quit, size=20))
        if app.notice:
            self.toast.show(app.notice, "error", 8.0)
            app.notice = None

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
        self.buttons.handle(ev, self.app.metrics)

    def update(self, dt: float) -> bool:
        return self.toast.update(dt)

    def draw(self, surface) -> None:
        m = self.app.metrics
        draw_felt(surface)
        blit_text(surface, m, "Felt", 96, 40, 84, GOLD, "serif")
        blit_text(surface, m, "an offline card table", 100, 142, 22, MUTED)
        panel(surface, m.rect(80, 184, 752, 470), radius=m.px(14))
        y = 196
        for gid in GAMES:
            ok = self.available[gid]
            blit_text(surface, m, TITLES[gid], 104, y + 10, 28, TEXT if ok else (200, 214, 204), "bold")
            blit_text(surface, m, PLAYERS[gid], 104 + fonts.font(m.px(28), "bold").size(TITLES[gid])[0] / m.s + 14,
                      y + 20, 16, GOLD)
            blit_text(surface, m, SUMMARIES[gid], 104, y + 50, 17, MUTED)
            if y + 92 < 196 + 5 * 92:
                pygame.draw.line(surface, (50, 110, 76), m.pt(100, y + 86), m.pt(812, y + 86), max(1, m.px(1)))
            y += 92
        self.buttons.draw(surface, m)
        blit_text(surface, m, "F11 fullscreen  •  F1 rules at a table  •  Esc back", 1030, 560, 15, MUTED, anchor="midtop")
        self.toast.draw(surface, m)
