"""Tile Poker by keyboard alone: from the menu to the end screen with key events only."""

import pygame

from app.games import game_ids
from app.rules.tile_poker import Pass, Place, Swap
from app.scenes.dialogs import ConfirmDialog
from app.scenes.menu import MenuScene
from app.scenes.tile_poker import TilePokerTable
from app.scenes.tile_poker_setup import TilePokerSetup


def key(app, k, mod=0):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def run_to_human(app, t, limit=800):
    """Time passes (the computer moves) until the human may act or the game is over."""
    for _ in range(limit):
        if t.over or (t.legal and not t.tweens.busy and app.scenes.top is t):
            return
        if t.thinking is not None:
            t.finish_thinking_now()
        app.step(0.05)
    raise AssertionError("the table did not come to the human's turn")


def open_table(app) -> TilePokerTable:
    """Menu: Tab to Tile Poker's Play, Enter; setup: Enter starts (the computer's seat as it is)."""
    menu = app.scenes.push(MenuScene(app))
    play = 3 * list(game_ids()).index("tile_poker")  # (Play, Learn, Rules on each game's row)
    for _ in range(len(menu.buttons.buttons)):
        if menu.buttons.focus == play:
            break
        key(app, pygame.K_TAB)
    assert menu.buttons.focused is not None and menu.buttons.focus == play
    key(app, pygame.K_RETURN)
    setup = app.scenes.top
    assert isinstance(setup, TilePokerSetup)
    assert [s.kind for s in setup.seats] == ["human", "computer"]
    key(app, pygame.K_RETURN)  # Start
    t = app.scenes.top
    assert isinstance(t, TilePokerTable)
    return t


def test_a_whole_game_of_tile_poker_by_keys_alone(app):
    t = open_table(app)
    me = t.humans[0]
    run_to_human(app, t)
    mine = []  # the moves the human seat made
    swapped = False
    for _ in range(200):
        if t.over:
            break
        before = len(t.moves)
        v = t.view
        legal = t.legal
        if not swapped and any(isinstance(m, Swap) for m in legal):
            key(app, pygame.K_s)  # swap mode: Tab shows the tiles to give back, Enter gives the one shown
            assert t.swap_mode
            key(app, pygame.K_TAB)
            shown = t.drag.focused()
            assert shown is not None and isinstance(shown.payload, Swap)
            key(app, pygame.K_RETURN)
            swapped = True
        elif any(isinstance(m, Place) for m in legal):
            key(app, pygame.K_1 + len(v.hands[me]) - 1)  # the last tile of the hand, by its number
            shown = t.drag.focused()
            assert shown is not None and isinstance(shown.payload, Place)
            assert shown.payload.card == v.hands[me][-1]
            key(app, pygame.K_TAB)  # its next cell (or the next tile's first)
            assert isinstance(t.drag.focused().payload, Place)
            key(app, pygame.K_RETURN)
        elif v.phase == "blind":
            key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
        else:  # nothing to place: pass, and say yes to the question it asks
            assert any(isinstance(m, Pass) for m in legal)
            key(app, pygame.K_p)
            assert isinstance(app.scenes.top, ConfirmDialog)
            key(app, pygame.K_RETURN)
        assert len(t.moves) > before, "the key made no move"
        mine.append(t.moves[before])
        run_to_human(app, t)
    assert t.over and t.view.result is not None
    assert swapped and any(isinstance(m, Place) for m in mine)
    assert all(m in t.moves for m in mine)
    assert sum(1 for tile in t.view.tiles if tile.by == me) >= 1
    # the end screen by keys: R shows the board and the result again, Enter plays again
    assert t.show_result
    key(app, pygame.K_r)
    assert not t.show_result
    key(app, pygame.K_r)
    assert t.show_result
    key(app, pygame.K_RETURN)
    again = app.scenes.top
    assert isinstance(again, TilePokerTable) and again is not t and not again.over


def test_digit_keys_show_a_tile_of_the_hand_and_tab_steps_through_its_cells(app):
    t = open_table(app)
    run_to_human(app, t)
    me = t.humans[0]
    hand = t.view.hands[me]
    made = len(t.moves)
    key(app, pygame.K_2)
    first = t.drag.focused()
    assert first is not None and first.payload.card == hand[1]
    cells = [c for c in t.choices() if c.start == first.start]
    seen = [first.end]
    for _ in range(len(cells) - 1):
        key(app, pygame.K_TAB)
        assert t.drag.focused().start == first.start
        seen.append(t.drag.focused().end)
    assert sorted(seen) == sorted(c.end for c in cells)
    key(app, pygame.K_ESCAPE)  # lets go of it; nothing played
    assert t.drag.focused() is None and len(t.moves) == made
    assert app.scenes.top is t
