"""The Tile Poker setup screen: the shared setup with this game's levels, and the turn
timer following the rules' default for the seats (on for two humans, off against the
computer) until the player sets it."""

from __future__ import annotations

from app.rules import tile_poker as TP
from app.rules.tile_poker import GAME
from app.scenes import tile_poker_demo
from app.i18n import N_
from app.scenes.setup import GameSetup
from app.scenes.tile_poker import TilePokerTable

LEVELS = tuple(GAME.info.levels)


class TilePokerSetup(GameSetup):
    demo = classmethod(tile_poker_demo.demo)

    def __init__(self, app):
        super().__init__(app, "tile_poker", lambda cfg: TilePokerTable(app, cfg), LEVELS,
                         resume=lambda data: TilePokerTable.resume(app, data),
                         notes=N_("Place tiles to make poker hands in rows and columns; hands are public."))
        self.options["turn_timer"] = TP.default_turn_timer(self._all_human())

    def _all_human(self) -> bool:
        return all(s.human for s in self.seats)

    def cycle_kind(self, i: int) -> None:
        """The turn timer follows the rule's default (60 s for two humans, off against the
        computer) until the player sets it."""
        before = TP.default_turn_timer(self._all_human())
        super().cycle_kind(i)
        if self.options.get("turn_timer") == before:
            self.options["turn_timer"] = TP.default_turn_timer(self._all_human())
