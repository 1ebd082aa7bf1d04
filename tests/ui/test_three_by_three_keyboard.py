"""Three By Three by keyboard alone: from the menu, with key events only (no mouse), a game
against a computer player is set up and started, the human's table is played to its end by
Tab and Enter (a covered joker's question answered with Enter), the computer's table follows,
and the end screen's buttons are reached by Tab with a visible focus ring; the table's own
keys (N, G and digits) do what README's Keyboard section says."""

import pygame
import pytest

from app.games import game_ids
from app.scenes.dialogs import ConfirmDialog
from app.scenes.menu import MenuScene
from app.scenes.setup import GameSetup
from app.scenes.three_by_three import ThreeByThreeTable


@pytest.fixture(autouse=True)
def _analysis_in_a_thread(monkeypatch):
    # the same analysis code, without starting a process
    monkeypatch.setattr(ThreeByThreeTable, "analysis_in_process", False)


def key(app, k, mod=0, text=""):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0))
    if text:  # (a key that types: SDL sends its text too)
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=mod))
    app.step(0.0)


def tab_to(app, scene, label, limit=40):
    """Tab until the focus ring is on the button called ``label``."""
    for _ in range(limit):
        b = scene.buttons.focused
        if b is not None and b.label == label and scene.buttons.ring:
            return b
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {label!r}")


def settle(app, t, limit=400):
    """Let the table come to rest: the computer's table played, the deals landed."""
    for _ in range(limit):
        if t.thinking is not None:
            t.finish_thinking_now()
        t.tweens.finish_all()
        app.step(0.05)
        if t.thinking is None and not t.tweens.busy and (t.legal or t.hold or t.over):
            return


def start_from_menu(app, computers: int = 1) -> ThreeByThreeTable:
    menu = app.scenes.push(MenuScene(app))
    app.step(0.0)
    row = list(game_ids()).index("three_by_three")
    play = [b for b in menu.buttons.buttons if b.label == "Play"][row]
    for _ in range(40):
        if menu.buttons.focused is play:
            break
        key(app, pygame.K_TAB)
    assert menu.buttons.focused is play and menu.buttons.ring
    key(app, pygame.K_RETURN)
    setup = app.scenes.top
    assert isinstance(setup, GameSetup) and setup.game_id == "three_by_three"
    for _ in range(computers):
        tab_to(app, setup, "Add a seat")
        key(app, pygame.K_RETURN)
    assert [s.kind for s in setup.seats] == ["human"] + ["computer"] * computers
    tab_to(app, setup, "Start")
    key(app, pygame.K_RETURN)
    t = app.scenes.top
    assert isinstance(t, ThreeByThreeTable)
    return t


def test_a_whole_game_against_a_computer_from_the_menu_by_keys_alone(app):
    t = start_from_menu(app)
    settle(app, t)
    assert t.viewer == 0 and t.legal
    # the human's table: Tab lights a play (the ring), Enter plays it, to the table's end
    for _ in range(200):
        top = app.scenes.top
        if isinstance(top, ConfirmDialog):  # a card about to cover an unused joker: Enter is yes
            key(app, pygame.K_RETURN)
            continue
        if t.hold == "seat_done" or t.over:
            break
        settle(app, t)
        if not t.legal:
            continue
        key(app, pygame.K_TAB)
        choice = t.drag.focused()
        assert choice is not None and choice.payload in t.legal
        before = len(t.moves)
        key(app, pygame.K_RETURN)
        if not isinstance(app.scenes.top, ConfirmDialog):
            assert len(t.moves) == before + 1 and t.moves[-1] == choice.payload
    assert t.hold == "seat_done" and t.view.over
    human_moves = len(t.moves)
    assert human_moves > 10 and set(t.movers) == {0}
    # the finished table's score: Enter (Next player) lets the computer play its table
    key(app, pygame.K_RETURN)
    for _ in range(400):
        if t.over:
            break
        settle(app, t)
    assert t.over and t.outcome is not None and len(t.outcome.scores) == 2
    assert t.movers[:human_moves] == [0] * human_moves and 1 in t.movers[human_moves:]
    # the end screen's buttons by Tab, with the ring on the one Enter presses
    ring = tab_to(app, t, "New deal")
    assert ring.focused
    key(app, pygame.K_RETURN)
    fresh = app.scenes.top
    assert isinstance(fresh, ThreeByThreeTable) and fresh is not t and not fresh.moves
    assert [s.kind for s in fresh.seats] == ["human", "computer"]


def test_a_solo_table_s_keys_a_typed_deal_number_and_a_new_deal(app):
    t = start_from_menu(app, computers=0)
    assert len(t.seats) == 1
    settle(app, t)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    settle(app, t)
    assert t.moves
    # G, digits, Enter: the deal of that number
    key(app, pygame.K_g)
    assert t.deal_field.focused
    key(app, pygame.K_ESCAPE)  # Esc lets go of the field (and leaves nothing)
    assert not t.deal_field.focused and app.scenes.top is t
    key(app, pygame.K_g)
    for d in "42":
        key(app, getattr(pygame, f"K_{d}"), text=d)
    key(app, pygame.K_RETURN)
    t2 = app.scenes.top
    assert isinstance(t2, ThreeByThreeTable) and t2 is not t and t2.config.seed == 42 and not t2.moves
    # N: a new deal
    key(app, pygame.K_n)
    t3 = app.scenes.top
    assert isinstance(t3, ThreeByThreeTable) and t3 is not t2 and not t3.moves
