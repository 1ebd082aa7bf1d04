"""Three By Three screens for ``python -m app --screenshot --scene three_by_three:VARIANT``:
"" the setup, "mid" (a game under way), "pending" (a card turned up, its corners lit),
"joker" (a joker with its free play), "end" (the end screen with its analysis), "pass" and
"results" (two players)."""

from __future__ import annotations

from app.i18n import _
from app.rules import three_by_three as T
from app.rules.three_by_three import Joker
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.three_by_three import ThreeByThreeTable

# what each variant's position is: the demo plays the hint's plays until it holds
WANTED = {
    "mid": lambda t: len(t.moves) >= 14 and t.view.pending is None and t.view.round >= 2,
    "pending": lambda t: t.view.pending is not None and len(t.view.allowed) == 4,
    "joker": lambda t: t.view.pending is None and any(isinstance(mv, Joker) for mv in t.legal),
    "end": lambda t: t.over,
}
VARIANTS = tuple(WANTED) + ("pass", "results")  # every screen (the text-fit check goes through them all)


def demo(cls, app, variant: str, seed: int):
    """The setup screen (``cls``, for no variant) or a table showing ``variant``."""
    if not variant:
        return cls(app)
    name = app.settings.player_name
    if variant in ("pass", "results"):
        seats = [SeatConfig(name), SeatConfig(_("Player {number}").format(number=2))]
    else:
        seats = [SeatConfig(name)]
    cfg = TableConfig("three_by_three", seats, T.INFO.resolve_options({}), seed)
    table = ThreeByThreeTable(app, cfg)
    table.saving = False  # a demo writes nothing to the player's saves, statistics or replays
    table.after_push = lambda: prepare(table, variant)  # (app.main calls it once pushed)
    return table


def screen_play(table):
    """The play the screens' positions are reached by: the end screen's analysed play, else
    the "hint" level's (the positions the screenshots and the drag bench have always shown)."""
    known = table.analysed_play()
    if known is not None:
        return known
    from app.ai.base import advise

    return advise("three_by_three", "hint", table.view, table.legal, table.hint_seed())[0]


def play_on(table) -> None:
    """One step of a demo game: the pass screen's ready, the next player, or the hint's play."""
    top = table.app.scenes.top
    if top is not table and hasattr(top, "ready"):
        top.ready()
    elif table.hold is not None:
        table.continue_play()
    else:
        table.play(screen_play(table))
    table.tweens.finish_all()
    table.update(0.0)


def prepare(table, variant: str) -> None:
    """Bring the demo table to the position its variant's name promises."""
    if variant == "pass":
        return
    if variant == "results":
        while not table.over:
            play_on(table)
    else:
        want = WANTED.get(variant)
        if want is None:
            return
        while not want(table) and not table.over:
            table.play(screen_play(table))
            table.tweens.finish_all()
            table.update(0.0)
    table.tweens.finish_all()
    table.update(0.0)
    table.tweens.finish_all()
    table.banner_left = 0.0
    table.wait_for_analysis()
    if variant == "pending":
        table.hint()
    table.build_buttons()
