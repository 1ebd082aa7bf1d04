"""The Three Thirteen setup screen: the shared setup with this game's levels (its screenshot
variants: app.scenes.three_thirteen_demo)."""

from __future__ import annotations

from app.rules.three_thirteen import GAME
from app.scenes import three_thirteen_demo
from app.i18n import N_
from app.scenes.setup import GameSetup
from app.scenes.three_thirteen import ThreeThirteenTable

LEVELS = GAME.info.levels


class ThreeThirteenSetup(GameSetup):
    demo = classmethod(three_thirteen_demo.demo)

    def __init__(self, app):
        super().__init__(app, "three_thirteen", lambda cfg: ThreeThirteenTable(app, cfg), LEVELS,
                         resume=lambda data: ThreeThirteenTable.resume(app, data),
                         notes=N_("Three or more players use two or more decks shuffled together."))
