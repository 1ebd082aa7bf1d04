"""Tile Poker screens for ``python -m app --screenshot --scene tile_poker:VARIANT``: "" the
setup, "early", "crowded" (40 tiles), "preview" (a drag over a legal cell), "keys" (a
placement shown by Tab, with its preview), "blind" (a turned-up tile), "pass" (the question a
pass asks), "passes" (the end after two passes), "end" (the result), "long" (a board longer
than the window: it pans), "timer"."""

from __future__ import annotations

import pygame

from app.rules.tile_poker import GAME, BlindPlace, Draw, Pass, Place, PlaceBlindTile
from app.scenes.config import SeatConfig
from app.scenes.setup import COMPUTER_NAMES
from app.scenes.tile_poker import TilePokerTable

# how many tiles each variant's board has when seat 0 is to move (99: the game's end)
TILES = {"early": 7, "crowded": 40, "preview": 12, "keys": 12, "blind": 16, "pass": 8, "passes": 8,
         "end": 99, "long": 44, "timer": 9}
VARIANTS = tuple(TILES)  # every screen (the text-fit check goes through them all)


def demo(cls, app, variant: str, seed: int):
    """The setup screen (``cls``, for no variant) or a table showing ``variant``."""
    if not variant:
        return cls(app)
    tiles = TILES.get(variant)
    if tiles is None:
        raise ValueError(f"no tile_poker scene {variant!r}; try early, crowded, preview, keys, blind, pass, "
                         f"passes, end, long, timer")
    seats = [SeatConfig(app.settings.player_name, "human"), SeatConfig(COMPUTER_NAMES[1], "computer", "greedy")]
    options = {"turn_timer": 60 if variant == "timer" else "off"}
    moves = demo_moves(seed, tiles, options, long=variant == "long")
    if variant == "passes":
        moves += [Pass(), Pass()]
    data = {"game": "tile_poker", "seats": [vars(s) for s in seats], "options": options, "seed": seed,
            "moves": [m.to_json() for m in moves]}
    table = TilePokerTable.resume(app, data)
    table.demo_variant = variant
    table.saving = False  # a demo writes nothing to the player's saves, statistics or replays
    table.after_push = lambda: prepare(table, variant)  # (app.main calls it once pushed)
    return table


def demo_moves(seed: int, tiles: int, options, long: bool = False) -> list:
    """Moves of a game between two computer players until ``tiles`` tiles are on the board
    and seat 0 is to move (or the game is over); ``long``: each tile goes on the rightmost
    cell it may (a long board)."""
    from app.ai.base import make_agent

    state = GAME.new_game(seed, 2, options)
    agents = [make_agent("tile_poker", "greedy", seed * 7 + s) for s in range(2)]
    moves = []
    while not state.over:
        seat = GAME.to_move(state)
        if seat == 0 and len(GAME.view(state, 0).tiles) >= tiles:
            break
        legal = GAME.legal_moves(state)
        places = [m for m in legal if isinstance(m, (Place, PlaceBlindTile))]
        if long and places:
            move = max(places, key=lambda m: (m.x, -abs(m.y - (m.x // 6) % 3)))
        elif long and any(isinstance(m, Draw) for m in legal):
            move = Draw()
        else:
            move = agents[seat].choose(GAME.view(state, seat), legal)
        state = GAME.apply(state, move)
        moves.append(move)
    return moves


def prepare(table, variant: str) -> None:
    """Bring the demo table to the moment its variant's name promises: a drag under way, a
    placement shown by Tab, the question a pass asks, the turn timer running down."""
    v = variant
    table.tweens.finish_all()
    if v in ("preview", "blind"):
        if v == "blind":
            table.play(BlindPlace())
            table.tweens.finish_all()
        m = table.m
        start = next((c for c in table.choices()), None)
        if start is None:
            return
        best = max((c for c in table.choices() if c.start == start.start),
                   key=lambda c: table.view.points_for(table.card_at(c.start), c.end[1:]).points)
        sp = table.animator.sprite_at_place(best.start)
        a = sp.rect(m).center
        r = m.rect(*table.tile_rect(best.end[1:]))
        d = table.app.dispatch
        d(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=a))
        for k in range(1, 6):
            p = (a[0] + (r.centerx - a[0]) * k // 5, a[1] + (r.centery - a[1]) * k // 5)
            d(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    elif v == "keys":
        ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
        for _ in range(5):
            table.app.dispatch(ev)
    elif v == "pass":
        table.ask_pass()
    elif v == "timer":
        table.update(23.4)
