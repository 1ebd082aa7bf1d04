"""Jammat by keyboard alone: from the menu to the end of a match against the computer with
key events only (no mouse), and the table's focus ring on its buttons."""

import pygame

from app.rules import jammat as J
from app.scenes.jammat import JammatSetup, JammatTable
from app.scenes.menu import MenuScene
from app.scenes.config import SeatConfig
from tests.ui.test_jammat_table import run_until, table


def key(app, k, mod=0):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    app.step(0.0)


def tab_to(app, wanted, limit=40):
    """Tab until the focus ring is on the button ``wanted`` says yes to; that button."""
    for _ in range(limit):
        key(app, pygame.K_TAB)
        b = app.scenes.top.buttons.focused
        if b is not None and wanted(b):
            return b
    raise AssertionError("no such button reached by Tab")


def test_a_whole_match_from_the_menu_by_keys_alone(app):
    app.scenes.push(MenuScene(app))
    menu = app.scenes.top
    play = menu.buttons.buttons[0]  # the first game's Play (Jammat leads the list)
    assert tab_to(app, lambda b: b is play) is play
    key(app, pygame.K_RETURN)
    setup = app.scenes.top
    assert isinstance(setup, JammatSetup)
    assert [s.kind for s in setup.seats] == ["human", "computer"]  # the default: you against the computer
    tab_to(app, lambda b: getattr(b, "fid", "") == "deals<")  # the number of deals, one at a time
    while setup.options["deals"] > 1:
        key(app, pygame.K_RETURN)
    key(app, pygame.K_g)  # the deal number: G, digits, Enter
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="4242"))
    key(app, pygame.K_RETURN)
    assert setup.seed_field.value == "4242" and not setup.seed_field.focused
    tab_to(app, lambda b: b is setup.start_button)
    key(app, pygame.K_RETURN)
    t = app.scenes.top
    assert isinstance(t, JammatTable) and t.phase == "arrange" and t.viewer == 0 and t.config.seed == 4242
    dealt = list(t.arrangement)
    # the cursor starts in the centre: pick it, swap it with the top-left corner
    key(app, pygame.K_RETURN)
    assert t.selected == 4
    key(app, pygame.K_UP)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_SPACE)
    assert t.selected is None and t.arrangement[0] == dealt[4] and t.arrangement[4] == dealt[0]
    # Undo by the ring: Tab to it, Enter; the arrows give Enter back to the grid
    tab_to(app, lambda b: b.label == "Undo")
    key(app, pygame.K_RETURN)
    assert t.arrangement == dealt
    key(app, pygame.K_RIGHT)
    assert t.buttons.focused is None and t.cursor == 1
    key(app, pygame.K_RETURN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # swaps the top middle and the bottom middle
    assert t.arrangement[1] == dealt[7] and t.arrangement[7] == dealt[1]
    key(app, pygame.K_s)  # Suggest, then Apply (A)
    assert t.suggestion is not None
    suggestion = t.suggestion
    key(app, pygame.K_a)
    assert tuple(t.arrangement) == suggestion
    grid = tuple(t.arrangement)
    tab_to(app, lambda b: b.label == "Confirm")
    key(app, pygame.K_RETURN)
    run_until(app, lambda: t.phase == "reveal")
    if not t.reveal_done():  # (with animations off it is out at once)
        key(app, pygame.K_RETURN)  # Enter skips the reveal
    assert t.reveal_done() and app.scenes.top is t
    key(app, pygame.K_RIGHT)  # the first position's lines, by the arrows
    assert t.inspected == 0 and len(t.inspect_rows()) == 2
    state = t.full_state()
    assert J.GAME.to_move(state) is None and t.view.over  # the match (one deal) is over: its end screen
    assert state.history[0].grids[0] == grid  # the grid the keys made is the one compared
    assert len(t.moves) == 2 and all(isinstance(m, J.Arrange) for m in t.moves)  # one grid per seat
    assert any(b.label == "Play again" for b in t.buttons.buttons)


def test_tab_rings_the_table_buttons_and_draws_the_ring(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bot", "computer", "easy")])
    t.tweens.finish_all()
    key(app, pygame.K_TAB)
    ringed = t.buttons.focused
    assert ringed is not None and ringed.focused and ringed.enabled
    key(app, pygame.K_TAB)
    assert t.buttons.focused is not ringed  # Tab goes on to the next button
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert t.buttons.focused is ringed  # Shift+Tab back
    app.draw()
    # the ring is kept when the buttons are built again (a swap enables Undo)
    t.grid_key(pygame.K_RETURN)
    t.grid_key(pygame.K_RIGHT)
    t.grid_key(pygame.K_RETURN)
    assert t.buttons.focused is not None and t.buttons.focused.label == ringed.label
