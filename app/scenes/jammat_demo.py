"""Jammat's screens for ``python -m app --screenshot --scene jammat:VARIANT``: the table a
variant names, and the moment it is brought to once on screen.

Variants: "" the setup screen, "arrange", "arrange3d", "pick", "pick3d" (a card picked by
keyboard, the cursor on another), "suggest", "suggest3d" (a suggestion shown), "pass",
"reveal", "reveal3d", "results", "results3d" (the reveal finished), "inspect", "inspect3d"
(a position's lines shown after the reveal), "many" (6 players revealed), "robin", "coach",
"coach3d" (the coach on: the cards committed as dealt, the results with the coach's note)."""

from __future__ import annotations

import pygame

from app.i18n import _
from app.rules import jammat as J
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.setup import COMPUTER_NAMES

REVEALED = ("reveal", "reveal3d", "results", "results3d", "inspect", "inspect3d", "many", "robin", "coach", "coach3d")
ARRANGING = ("arrange", "arrange3d", "suggest", "suggest3d", "pick", "pick3d")
VARIANTS = ARRANGING + ("pass",) + REVEALED  # every screen (the text-fit check goes through them all)


def make_demo(setup_cls, table_cls, app, variant: str, seed: int):
    """The setup screen (no variant) or a table set up for ``variant``; it saves nothing to
    the player's saves."""
    if not variant:
        return setup_cls(app)
    grid = "3d" if variant.endswith("3d") else "2d"
    humans = 2 if variant == "pass" else 1
    n = {"many": 6, "robin": 4, "inspect": 3}.get(variant, 2)
    # TRANSLATORS: a player's default name; {number} is their seat (2, 3...)
    seats = [SeatConfig(app.settings.player_name if i == 0 else _("Player {number}").format(number=i + 1), "human")
             for i in range(humans)]
    seats += [SeatConfig(COMPUTER_NAMES[i], "computer", "normal") for i in range(len(seats), n)]
    compare = "round_robin" if variant == "robin" else "positional"
    cfg = TableConfig("jammat", seats, J.INFO.resolve_options({"grid": grid, "deals": 3, "compare": compare}), seed,
                      coach=variant.startswith("coach"))
    table = table_cls(app, cfg)
    table.demo_variant = variant
    table.saving = False
    return table


def bring_to_moment(t) -> None:
    """Bring the demo table ``t`` to the state its variant's name promises."""
    v = t.demo_variant
    if v in REVEALED:
        while t.phase != "reveal":
            if t.phase == "arrange":
                t.confirm()
            elif t.thinking is not None:
                t.finish_thinking_now()
                t.update(0.0)
            else:
                t.update(0.0)
        t.finish_coach_now()  # (the coach variants: the note on the cards committed as dealt)
        t.reveal_step = 4.4 if v in ("reveal", "reveal3d") else 1e9
        if v.startswith("inspect"):  # a tied position where there is one
            ties = [p.index for p in t.deal_result.positions if p.winner is None]
            t.pinned_pos = ties[0] if ties else 1
        t.tweens.finish_all()
    elif v in ARRANGING:
        t.tweens.finish_all()
        t.hover_line = None
        if v.startswith("pick"):
            for k in (pygame.K_RETURN, pygame.K_RIGHT, pygame.K_DOWN):
                t.grid_key(k)
        if v.startswith("suggest"):
            t.suggest()
            if t.suggest_ticket is not None:
                t.thinker.wait(t.suggest_ticket)
                t.update(0.0)
    elif v == "pass":
        # the first player arranges and confirms; the screen then asks for the second
        t.app.scenes.top.ready()
        t.tweens.finish_all()
        t.confirm()
