"""The Twenty-Nine setup screen: the shared setup with this game's levels and a note on the
partnerships."""

from __future__ import annotations

from app.rules import twenty_nine as T
from app.scenes import twenty_nine_demo
from app.i18n import N_
from app.scenes.setup import GameSetup
from app.scenes.twenty_nine import TwentyNineTable

LEVELS = T.GAME.info.levels


class TwentyNineSetup(GameSetup):
    demo = classmethod(twenty_nine_demo.demo)

    def __init__(self, app):
        super().__init__(app, "twenty_nine", lambda cfg: TwentyNineTable(app, cfg), LEVELS,
                         resume=lambda data: TwentyNineTable.resume(app, data),
                         notes=N_("Partners sit opposite: seats 1 and 3 against seats 2 and 4."))
