"""Three Thirteen by keyboard alone: from the menu to the end of a whole game against the
computer, with key events only (no mouse): Tab to the game's Play, Enter; the setup's seat
and options by Tab and Enter, Start; every draw (D, T), discard (Tab through the cards,
Enter), going out (G, then Tab and Enter when several cards go out) and every round's end
(Tab to Next round, Enter)."""

import pygame

from app.ai.base import make_agent
from app.games import game_ids
from app.rules import three_thirteen as TT
from app.scenes.menu import MenuScene
from app.scenes.three_thirteen import ThreeThirteenTable
from app.scenes.three_thirteen_setup import ThreeThirteenSetup


def press(app, k, mod=0):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def tab_to(app, focused, want, limit=60):
    """Tab until ``focused()`` is what ``want`` accepts; the keys pressed."""
    for n in range(limit):
        if want(focused()):
            return n
        press(app, pygame.K_TAB)
    raise AssertionError("Tab never reached it")


def label(button):
    return button.label if button is not None else None


def play_turn(app, t, agent) -> None:
    """The human's move, chosen by an agent, made by keys: D or T to draw, G to go out,
    Tab through the cards and Enter to discard (or to choose the card to go out with)."""
    move = agent.choose(t.view, list(t.legal))
    kind = type(move)
    if kind is TT.DrawStock:
        press(app, pygame.K_d)
    elif kind is TT.TakeDiscard:
        press(app, pygame.K_t)
    else:
        if kind is TT.GoOut:
            press(app, pygame.K_g)  # one way out: gone; several: choose the card
            if not t.going_out:
                return
        tab_to(app, lambda: t.drag.focused(), lambda c: c is not None and c.payload == move, limit=40)
        assert t.drag.outlined()  # the keyboard's ring is on the card and the pile
        press(app, pygame.K_RETURN)


def test_a_whole_game_from_the_menu_by_keyboard_alone(app):
    menu = app.scenes.push(MenuScene(app))
    # the menu: Tab to Three Thirteen's Play (each game's row: Play, Learn, Rules), Enter
    row = list(game_ids()).index("three_thirteen")
    tab_to(app, lambda: menu.buttons.focus, lambda i: i == 3 * row)
    press(app, pygame.K_RETURN)
    setup = app.scenes.top
    assert isinstance(setup, ThreeThirteenSetup)
    # the setup: the computer's level and an option, by Tab and Enter
    tab_to(app, lambda: label(setup.buttons.focused), lambda s: s is not None and s.startswith("Computer"))
    for _ in range(6):
        if setup.seats[1].level == "easy":
            break
        press(app, pygame.K_RETURN)
    assert setup.seats[1].kind == "computer" and setup.seats[1].level == "easy"
    # the last option row's ">" (When the stock runs out): the round ends
    arrows = [i for i, b in enumerate(setup.buttons.buttons) if b.label == ">"]
    tab_to(app, lambda: setup.buttons.focus, lambda i: i == arrows[-1])
    press(app, pygame.K_RETURN)
    assert setup.options["stock_out"] == "end_round"
    tab_to(app, lambda: label(setup.buttons.focused), lambda s: s == "Start")
    press(app, pygame.K_RETURN)
    t = app.scenes.top
    assert isinstance(t, ThreeThirteenTable) and t.humans == [0]

    agent = make_agent("three_thirteen", "easy", 5)
    rounds_seen = 0
    for _ in range(20000):
        if t.over:
            break
        if t.thinking is not None:
            t.finish_thinking_now()
        elif t.reveal is not None:  # a round's end: the ring to Next round (the first), Enter
            rounds_seen += 1
            assert tab_to(app, lambda: label(t.key_ring.focused), lambda s: s == "Next round", limit=12) <= 1
            press(app, pygame.K_RETURN)
            assert t.reveal is None
        elif t.legal and t.view.turn == 0 and t.flying is None:
            play_turn(app, t, agent)
        app.step(0.05)
    assert t.over and t.final and t.outcome is not None
    assert len(t.view.results) == TT.ROUNDS and rounds_seen == TT.ROUNDS - 1
    mine = [mv for mv, s in zip(t.moves, t.movers) if s == 0]
    assert any(type(mv) in (TT.Discard, TT.GoOut) for mv in mine) and any(type(mv) is TT.DrawStock for mv in mine)
    # the end screen: its buttons on the ring (Play again, Seats turned)
    labels = set()
    for _ in range(len(t.buttons.buttons)):
        press(app, pygame.K_TAB)
        labels.add(label(t.key_ring.focused))
    assert {"Play again", "Score sheet", "Menu"} <= labels
    # Enter presses the ringed button, not Play again (the button Enter means without a ring)
    tab_to(app, lambda: label(t.key_ring.focused), lambda s: s == "Score sheet", limit=12)
    press(app, pygame.K_RETURN)
    assert app.scenes.top is t and t.show_sheet and t.over
    tab_to(app, lambda: label(t.key_ring.focused), lambda s: s == "Score sheet", limit=12)
    press(app, pygame.K_SPACE)
    assert not t.show_sheet
