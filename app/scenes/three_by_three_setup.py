"""The Three By Three setup screen: the shared setup with this game's levels, and the
same-shuffle option offered only when there is another table to share a shuffle with."""

from __future__ import annotations

from app.scenes import three_by_three_demo
from app.i18n import N_
from app.scenes.setup import GameSetup
from app.scenes.three_by_three import ThreeByThreeTable

LEVELS = ("greedy", "hint", "expert")


class ThreeByThreeSetup(GameSetup):
    demo = classmethod(three_by_three_demo.demo)
    coach_between_humans = True  # each human plays a patience of their own

    def __init__(self, app):
        super().__init__(app, "three_by_three", lambda cfg: ThreeByThreeTable(app, cfg), LEVELS,
                         resume=lambda data: ThreeByThreeTable.resume(app, data),
                         notes=N_("A patience: alone, or several players on the same deck one after "
                               "another (lowest score wins)."))

    def shown_options(self) -> tuple:
        """With one seat there is no other table to share a shuffle with: that option is
        offered only with several seats."""
        opts = tuple(self.info.options)
        if len(self.seats) < 2:
            opts = tuple(o for o in opts if o.name != "same_shuffle")
        return opts
