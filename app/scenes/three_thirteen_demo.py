"""Three Thirteen screens for ``python -m app --screenshot --scene three_thirteen:VARIANT``:
"" the setup, "turn" (the last round, a card to discard), "wilds" (the round's wild rank
announced), "goout" (a hand that goes out), "reveal" (a round's end), "sheet" (the score
sheet at the game's end); each for four players, or with a number of players after it
("turn6", "reveal8")."""

from __future__ import annotations

import re

from app.rules import three_thirteen as TT
from app.scenes.config import SeatConfig
from app.scenes.setup import COMPUTER_NAMES
from app.scenes.three_thirteen import ThreeThirteenTable
from app.scenes.three_thirteen_words import round_banner

VARIANTS = ("turn", "wilds", "goout", "reveal", "sheet")


def demo(cls, app, variant: str, seed: int):
    """The setup screen (``cls``, for no variant) or a table showing ``variant``."""
    if not variant:
        return cls(app)
    mo = re.fullmatch(r"([a-z]+)(\d?)", variant)
    name, players = (mo.group(1), int(mo.group(2) or 4)) if mo else ("", 0)
    if name not in VARIANTS or not 2 <= players <= 8:
        raise ValueError(f"no three_thirteen screen {variant!r}; try turn, wilds, goout, reveal, sheet "
                         f"(or with 2 to 8 players after it: turn6)")
    seats = [SeatConfig(app.settings.player_name, "human")]
    seats += [SeatConfig(COMPUTER_NAMES[i], "computer", "easy") for i in range(1, players)]
    opts = TT.GAME.info.resolve_options({})
    for k in range(60):  # a game near the seed that reaches the promised moment
        got = demo_moves(seed + k, players, opts, name)
        if got is not None:
            moves, ui = got
            table = ThreeThirteenTable.resume(app, {
                "game": "three_thirteen", "seats": [vars(s) for s in seats], "options": opts,
                "seed": seed + k, "moves": [mv.to_json() for mv in moves], "ui": ui})
            table.saving = False  # a demo writes nothing to the player's saves, statistics or replays
            table.after_push = lambda: prepare(table, name)  # (app.main calls it once pushed)
            return table
    raise ValueError(f"no game near seed {seed} reaches the {name} screen")


def demo_moves(seed: int, players: int, opts, variant: str):
    """(moves from the start of a game to the named moment, the screen's ui state), every
    seat played by the easy computer; None if this game does not get there."""
    from app.ai.base import make_agent

    game = TT.GAME
    agents = [make_agent("three_thirteen", "easy", seed * 31 + s) for s in range(players)]
    state = game.new_game(seed, players, opts)
    moves: list = []
    for _ in range(20000):
        seat = game.to_move(state)
        if seat is None:
            return (moves, {"reveal": len(state.results)}) if variant == "sheet" else None
        v = game.view(state, seat)
        legal = game.legal_moves(state)
        if seat == 0:
            if variant == "turn" and v.round == 11 and v.phase == TT.DISCARD and len(v.discards) >= 4 \
                    and not any(type(mv) is TT.GoOut for mv in legal) and v.went_out is None:
                return moves, {}
            if variant == "wilds" and v.round >= 6 and v.phase == TT.ASK and len(v.discards) == 1 \
                    and any(c.rank == v.wild for c in v.hand):
                return moves, {}
            if variant == "goout" and v.round >= 5 and any(type(mv) is TT.GoOut for mv in legal) \
                    and v.went_out is None:
                return moves, {}
        move = agents[seat].choose(v, legal)
        before = len(state.results)
        state = game.apply(state, move)
        moves.append(move)
        if variant == "reveal" and len(state.results) > before and state.round >= 8 \
                and state.results[-1].went_out not in (None, 0):
            return moves, {"reveal": len(state.results)}
    return None


def prepare(table, variant: str) -> None:
    """Bring the demo table, once on screen, to the moment its variant's name promises."""
    table.tweens.finish_all()
    table.banner_left = 0.0
    if variant == "turn":
        table.arrange_melds()
        table.melds = False
        table.fans[table.viewer].hover = len(table.view.hand) - 1
        table.sync_layout(animate=False)
    elif variant == "wilds":
        table.announce(round_banner(table.view), 5.0)
        table.sort_hand("rank")
    elif variant == "goout":
        table.arrange_melds()
    elif variant == "sheet":
        table.show_sheet = True
    table.tweens.finish_all()
    table.build_buttons()
