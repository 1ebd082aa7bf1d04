"""Toy Eights' table and setup screen: layout, places and one small panel on the frame
(app.scenes.table.TableBase); the rules and the words come from the rules and the presenter."""

from __future__ import annotations

from app.games.present import outcome_line
from app.scenes.setup import GameSetup
from app.scenes.table import TableBase
from app.ui.animator import Slot
from app.ui.textpanel import TextLines
from app.ui.widgets import GOLD, Button, ButtonRow, draw_felt, panel

from tests.toygame.rules import Draw, Pass, Play

CW, CH = 72.0, 100.0
PILE = (560.0, 300.0, CW, CH)
STOCK = (660.0, 300.0, CW, CH)


class ToyEightsTable(TableBase):
    game_id = "toy_eights"

    def __init__(self, app, config, autoplay: bool = False):
        super().__init__(app, config, autoplay)
        self._build_buttons()

    @property
    def bottom(self) -> int:
        """The seat at the bottom: the one at the screen, else the first human, else 0."""
        return self.viewer if self.viewer is not None else (self.humans[0] if self.humans else 0)

    def hand_rect(self, seat: int, i: int, n: int):
        rel = (seat - self.bottom) % self.view.players
        step = min(CW + 6, 700 / max(1, n))
        x0 = 640 - (step * (n - 1) + CW) / 2
        y = (580.0, 40.0, 40.0, 40.0)[rel] if self.view.players == 2 or rel in (0, 2) else 300.0
        if self.view.players > 2 and rel in (1, 3):
            return ((40.0 if rel == 1 else 1168.0), 120 + i * min(40.0, 360 / max(1, n)), CW, CH)
        return (x0 + i * step, y, CW, CH)

    def layout(self) -> list[Slot]:
        v = self.view
        out = [Slot("pile", 0, v.top, True, PILE, 1)]
        if v.stock_size:
            out.append(Slot("stock", 0, None, False, STOCK, 1))
        for s, n in enumerate(v.hand_sizes):
            own = s == v.seat and v.hand is not None
            out += [Slot(("hand", s), i, v.hand[i] if own else None, own, self.hand_rect(s, i, n), 10 + i)
                    for i in range(n)]
        return out

    def places_of(self, move):
        if isinstance(move, Play):
            return (("hand", self.viewer), self.view.hand.index(move.card)), ("pile", 0)
        if isinstance(move, Draw):
            return ("stock", 0), None
        return None  # Pass: a button

    def place_rect(self, place):
        if place == ("pile", 0):
            return PILE
        raise KeyError(place)

    def place_at(self, lpos):
        x, y, w, h = PILE
        return ("pile", 0) if x <= lpos[0] <= x + w and y <= lpos[1] <= y + h else None

    def move_for(self, start, end):
        if end == ("pile", 0) and start[0] == ("hand", self.viewer) and self.view.hand:
            return Play(self.view.hand[start[1]])
        return None

    def _build_buttons(self) -> None:
        out = [Button("Menu", (20.0, 660.0, 110.0, 44.0), self.back, size=18)]
        if Pass() in self.legal:
            out.append(Button("Pass", (900.0, 320.0, 110.0, 44.0), lambda: self.play(Pass()), size=18))
        self.buttons = ButtonRow(out)

    def on_turn(self, seat: int) -> None:
        self._build_buttons()
        self.sync_layout()

    def on_moved(self, old_view, move, seat: int) -> None:
        self._build_buttons()
        self.sync_layout()

    def on_game_over(self) -> None:
        self._build_buttons()
        self.sync_layout()

    def info_lines(self) -> TextLines:
        names = [s.name for s in self.seats]
        lines = TextLines(width=260).add("Toy Eights", size=24, colour=GOLD, style="serif")
        if self.over:
            lines.add(outcome_line(self.config.game_id, self.outcome, names), size=17, style="bold", max_lines=3)
        elif self.view.turn is not None:
            lines.add(f"{names[self.view.turn]} to play", size=17, style="bold")
        lines.pair("Cards in the stock", str(self.view.stock_size))
        return lines

    def draw(self, surface) -> None:
        m = self.m
        draw_felt(surface)
        lines = self.info_lines()
        panel(surface, m.rect(960.0, 470.0, 300.0, 24 + lines.height(m)))
        lines.draw(surface, m, 980.0, 482.0)
        self.layer.draw(surface, m, self.app.art)
        self.drag.draw(surface, m)
        self.draw_thinking(surface, 640.0, 440.0)
        self.buttons.draw(surface, m)
        self.toast.draw(surface, m)


class ToyEightsSetup(GameSetup):
    def __init__(self, app):
        super().__init__(app, "toy_eights", lambda cfg: ToyEightsTable(app, cfg), ("greedy",),
                         resume=lambda data: ToyEightsTable.resume(app, data))
