"""Twenty-Nine by keyboard alone: from the menu (Tab to its Play, Enter), through the setup
(one hand in the session, Start), a whole game against three computers to its end screen,
every move of the human's made with keys: digits and Enter for a bid, P to pass, S/H/D/C and
Enter for the trump, Y or N for the yes-or-no decisions, Tab and Enter over the cards (or over
the decision bar's buttons: ask for trump), Enter for the next hand."""

import pygame

from app.games import game_ids
from app.rules import twenty_nine as T
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.menu import MenuScene
from app.scenes.twenty_nine import TwentyNineTable


def key(app, k, mod=0):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    app.step(0.02)


def tab_to(app, scene, wanted, limit=80):
    """Tab until the focus ring is on the button ``wanted`` says yes to."""
    for _ in range(limit):
        f = scene.buttons.focused
        if f is not None and wanted(f):
            return f
        key(app, pygame.K_TAB)
    raise AssertionError("the focus ring never reached the button")


DIGITS = {str(d): getattr(pygame, f"K_{d}") for d in range(10)}
SUITS = {"S": pygame.K_s, "H": pygame.K_h, "D": pygame.K_d, "C": pygame.K_c}


def human_turn(app, t, made: list) -> None:
    """One decision of the human's, by keys, chosen from the table's legal moves."""
    v, legal = t.view, list(t.legal)
    before = len(t.moves)
    if v.phase == T.AUCTION:
        bids = [mv.value for mv in legal if type(mv) is T.Bid]
        if bids and not any(type(mv) is T.Bid for mv in made):
            for d in str(max(bids)):  # the highest bid ends the auction: the human chooses the trump
                key(app, DIGITS[d])  # the ring goes to the bid typed
            assert t.bar_keys.focused is not None and t.bar_keys.focused.label == str(max(bids))
            key(app, pygame.K_RETURN)
        else:
            key(app, pygame.K_p)
    elif v.phase == T.TRUMP:
        key(app, SUITS["H"])  # H is hearts here, not the hint
        assert t.bar_keys.focused is not None and t.bar.button_for(T.ChooseTrump("H")) is t.bar_keys.focused
        key(app, pygame.K_RETURN)
    elif v.phase in (T.SINGLE, T.DOUBLE, T.REDOUBLE):
        key(app, pygame.K_n)
    elif v.phase == T.PAIR:
        key(app, pygame.K_y)
    elif any(type(mv) is T.Play for mv in legal):
        key(app, pygame.K_TAB)  # the ring on the first card that may be played
        assert t.drag.focus is not None
        key(app, pygame.K_RETURN)
    else:  # no card to play: the bar's only button (ask for trump), by the ring
        key(app, pygame.K_TAB)
        assert t.bar_keys.focused is not None
        key(app, pygame.K_RETURN)
    assert len(t.moves) > before, f"no move made in {v.phase}"
    made.append(t.moves[before])  # the human's (the computers may have answered since)


def test_a_whole_game_of_twenty_nine_by_keyboard_alone(app):
    menu = app.scenes.push(MenuScene(app))
    app.step(0.05)
    play = menu.buttons.buttons[3 * list(game_ids()).index("twenty_nine")]
    tab_to(app, menu, lambda b: b is play)
    key(app, pygame.K_RETURN)
    setup = app.scenes.top
    assert setup.game_id == "twenty_nine"
    assert setup.seats[0].human and not any(s.human for s in setup.seats[1:])
    for _ in range(12):  # one hand in the session: the option's right arrow, by the ring
        if setup.options["hands"] == 1:
            break
        tab_to(app, setup, lambda b: getattr(b, "fid", "") == "hands>")
        key(app, pygame.K_RETURN)
    assert setup.options["hands"] == 1
    tab_to(app, setup, lambda b: b is setup.start_button)
    key(app, pygame.K_RETURN)
    t = app.scenes.top
    assert isinstance(t, TwentyNineTable)
    human = t.humans[0]
    made: list = []
    for _ in range(3000):
        if t.over:
            break
        if t.thinking is not None:
            t.finish_thinking_now()
        elif t.summary is not None and not t.final and t.finished is None:
            key(app, pygame.K_RETURN)  # next hand (a redeal keeps the session going)
        elif t.legal and t.view.to_move == human and t.finished is None:
            human_turn(app, t, made)
        app.step(0.05)
    assert t.over and t.outcome is not None
    assert app.scenes.top is t and t.final  # the end screen
    assert sum(1 for mv in made if type(mv) is T.Play) >= 8  # a whole hand of the human's cards, by keys
    assert all(mv in t.moves for mv in made)
    if any(type(mv) is T.Bid for mv in made):
        assert T.ChooseTrump("H") in made  # chosen with H (hearts), not taken as the hint key
    if t.can_turn_seats:  # T: the same cards again, every player one seat on
        key(app, pygame.K_t)
        turned = app.scenes.top
        assert isinstance(turned, TwentyNineTable) and turned is not t
        assert turned.config.seed == t.config.seed and not turned.moves


def test_m_starts_the_demo_and_any_key_stops_it(app):
    seats = [SeatConfig("Ann", "human")] + [SeatConfig(n, "computer", "easy") for n in ("Bo", "Cy", "Di")]
    opts = T.GAME.info.resolve_options({"hands": 1})
    app.scenes.push(MenuScene(app))
    t = app.scenes.push(TwentyNineTable(app, TableConfig("twenty_nine", seats, opts, 5)))
    for _ in range(200):
        if t.legal and t.view.to_move == 0 and t.finished is None:
            break
        if t.thinking is not None:
            t.finish_thinking_now()
        app.step(0.05)
    assert t.legal and not t.demo_on
    key(app, pygame.K_m)
    assert t.demo_on
    key(app, pygame.K_x)  # any key stops it
    assert not t.demo_on
