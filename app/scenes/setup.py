"""Game setup, the same screen for every game: the seats (each human with a name, or a
computer player of some level), the game's options from its GameInfo, and an optional deal
number so a deal can be replayed. Start hands a TableConfig to the game's table."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from app.rules.game import OptionError, get_game
from app.ui.engine import Scene
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, TextField, Toast, blit_text, draw_felt, panel

COMPUTER_NAMES = ("Ada", "Basil", "Cleo", "Dev", "Esme", "Farid", "Greta", "Hiro")


@dataclass
class SeatConfig:
    name: str
    kind: str = "human"  # "human" or "computer"
    level: str = "normal"

    @property
    def human(self) -> bool:
        return self.kind == "human"

    def label(self) -> str:
        return "Human" if self.human else f"Computer: {self.level}"


@dataclass
class TableConfig:
    game_id: str
    seats: list[SeatConfig]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]


def option_value_text(value: Any) -> str:
    return str(value).replace("_", " ")


class GameSetup(Scene):
    """``start(config)`` returns the table scene; ``levels`` are the computer levels offered."""

    def __init__(self, app, game_id: str, start: Callable[[TableConfig], Scene], levels: tuple[str, ...],
                 default_seats: list[SeatConfig] | None = None, notes: str = "",
                 resume: Callable[[dict], Scene] | None = None):
        super().__init__(app)
        self.game_id = game_id
        self.game = get_game(game_id)
        self.info = self.game.info
        self.start_table = start
        self.levels = levels
        self.notes = notes
        self.toast = Toast()
        name = app.settings.player_name
        seats = default_seats or [SeatConfig(name, "human")] + [
            SeatConfig(COMPUTER_NAMES[i], "computer", levels[min(1, len(levels) - 1)])
            for i in range(1, self.info.min_players)]
        self.seats: list[SeatConfig] = seats
        self.options = self.info.defaults()
        self.seed_field = TextField((844, 560, 200, 44), "", 9, str.isdigit, "random")
        self.resume_table = resume
        self.saved: dict | None = None
        if resume is not None:
            from app.store import saves
            from app.store.files import BadFile

            try:
                self.saved = saves.read(game_id)
            except BadFile as exc:
                self.toast.show(exc.message, "error", 8.0)
        self._build()

    @property
    def title(self) -> str:
        return f"{self.info.title}: new game"

    # ------------------------------------------------------------------ layout
    def _row_y(self, i: int) -> float:
        return 150 + i * 52

    def _build(self) -> None:
        self.buttons = ButtonRow()
        self.name_fields: list[TextField] = []
        for i, seat in enumerate(self.seats):
            y = self._row_y(i)
            self.buttons.add(Button(seat.label(), (180, y, 210, 42), lambda i=i: self.cycle_kind(i), size=17))
            f = TextField((400, y, 170, 42), seat.name, 14, placeholder="name",
                          on_change=lambda v, i=i: setattr(self.seats[i], "name", v))
            f.enabled = True
            self.name_fields.append(f)
        if self.info.min_players != self.info.max_players:
            y = self._row_y(len(self.seats))
            self.buttons.add(Button("Add a seat", (180, y, 190, 40), self.add_seat, size=16,
                                    enabled=len(self.seats) < self.info.max_players))
            self.buttons.add(Button("Remove last", (380, y, 190, 40), self.remove_seat, size=16,
                                    enabled=len(self.seats) > self.info.min_players))
        for j, opt in enumerate(self.info.options):
            y = self._opt_y(j)
            self.buttons.add(Button("<", (800, y, 44, 40), lambda o=opt: self.cycle_option(o, -1), size=20))
            self.buttons.add(Button(">", (1000, y, 44, 40), lambda o=opt: self.cycle_option(o, +1), size=20))
        self.buttons.add(Button("Start", (1060, 640, 180, 56), self.start, size=24, key=pygame.K_RETURN))
        if self.saved is not None:
            self.buttons.add(Button("Resume saved game", (760, 640, 280, 56), self.resume, size=20, key=pygame.K_r))
        self.buttons.add(Button("Back", (40, 640, 140, 50), self.back, size=18))

    def _opt_y(self, j: int) -> float:
        return 150 + j * 76

    # ------------------------------------------------------------------ actions
    def cycle_kind(self, i: int) -> None:
        kinds = [("human", None)] + [("computer", lv) for lv in self.levels]
        seat = self.seats[i]
        cur = kinds.index((seat.kind, None if seat.human else seat.level))
        kind, level = kinds[(cur + 1) % len(kinds)]
        was_human = seat.human
        seat.kind = kind
        if level:
            seat.level = level
        if kind == "computer" and was_human:
            seat.name = COMPUTER_NAMES[i % len(COMPUTER_NAMES)]
        elif kind == "human" and not was_human:
            seat.name = self.app.settings.player_name if i == 0 else f"Player {i + 1}"
        self._build()

    def add_seat(self) -> None:
        if len(self.seats) < self.info.max_players:
            i = len(self.seats)
            self.seats.append(SeatConfig(COMPUTER_NAMES[i % len(COMPUTER_NAMES)], "computer",
                                         self.levels[min(1, len(self.levels) - 1)]))
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
        names = [s.name.strip() for s in self.seats]
        for s, n in zip(self.seats, names):
            if not n:
                raise ValueError("every seat needs a name")
            s.name = n
        if len(set(n.lower() for n in names)) != len(names):
            raise ValueError("two seats have the same name")
        try:
            self.info.check_players(len(self.seats))
            opts = self.info.resolve_options(self.options)
        except OptionError as exc:
            raise ValueError(str(exc)) from None
        seed = int(self.seed_field.value) if self.seed_field.value else random.SystemRandom().randrange(1, 10**9)
        return TableConfig(self.game_id, [SeatConfig(s.name, s.kind, s.level) for s in self.seats], opts, seed)

    def start(self) -> None:
        try:
            cfg = self.config()
        except ValueError as exc:
            self.toast.show(str(exc).capitalize(), "error")
            return
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

    # ------------------------------------------------------------------ scene
    def handle_event(self, ev) -> None:
        m = self.app.metrics
        for f in self.name_fields + [self.seed_field]:
            if f.handle(ev, m):
                if ev.type == pygame.MOUSEBUTTONDOWN:
                    for other in self.name_fields + [self.seed_field]:
                        if other is not f:
                            other.focused = False
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

    def draw(self, surface) -> None:
        m = self.app.metrics
        draw_felt(surface)
        blit_text(surface, m, self.info.title, 40, 24, 44, GOLD, "serif")
        blit_text(surface, m, "New game", 40 + 0, 84, 20, MUTED)
        panel(surface, m.rect(30, 120, 570, 500), radius=m.px(14))
        panel(surface, m.rect(630, 120, 620, 500), radius=m.px(14))
        blit_text(surface, m, "Players", 50, 128, 16, MUTED, "bold")
        for i, seat in enumerate(self.seats):
            y = self._row_y(i)
            blit_text(surface, m, f"Seat {i + 1}", 60, y + 21, 19, TEXT, "bold", anchor="midleft")
            self.name_fields[i].draw(surface, m)
        blit_text(surface, m, "Options", 650, 128, 16, MUTED, "bold")
        for j, opt in enumerate(self.info.options):
            y = self._opt_y(j)
            blit_text(surface, m, opt.name.replace("_", " ").capitalize(), 656, y + 20, 20, TEXT, "bold",
                      anchor="midleft")
            blit_text(surface, m, option_value_text(self.options[opt.name]), 922, y + 20, 20, GOLD, "bold",
                      anchor="center")
            if opt.help:
                help_text = opt.help if len(opt.help) <= 92 else opt.help[:89] + "..."
                blit_text(surface, m, help_text, 656, y + 44, 13, MUTED)
        blit_text(surface, m, "Deal number", 656, 582, 20, TEXT, "bold", anchor="midleft")
        blit_text(surface, m, "(the same number deals the same cards)", 656, 606, 13, MUTED)
        self.seed_field.draw(surface, m)
        if self.saved is not None and len(self.seats) < 8:  # (eight seats fill the panel)
            blit_text(surface, m, "A game is saved:", 50, 560, 16, GOLD, "bold")
            blit_text(surface, m, str(self.saved.get("summary", ""))[:60], 50, 584, 15, TEXT)
        elif self.notes:
            blit_text(surface, m, self.notes, 640, 700, 14, MUTED, anchor="midbottom")
        self.buttons.draw(surface, m)
        self.toast.draw(surface, m, y=600)
