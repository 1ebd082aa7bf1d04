"""The table frame at real tables: undo never takes back what was shown (a trump seen, a card
drawn), and a computer player's thinking that dies or fails never ends the table."""

import os
import random
import signal

import pygame

from app.rules import three_thirteen as TT
from app.rules import twenty_nine as T
from app.scenes.dialogs import ConfirmDialog
from app.scenes.config import SeatConfig
from app.scenes.twenty_nine import TwentyNineTable
from app.store import saves
from tests.ui import test_three_thirteen_table as t13
from tests.ui.test_twenty_nine_table import human_turn, key, make, one_human, step


def ctrl_z(app):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))


# ----------------------------------------------------------------------------- undo


def ask_as_a_defender(app):
    """A Twenty-Nine table where the human, who passed in the bidding, may ask for the trump."""
    for seed in range(1, 40):
        t = make(app, one_human(), seed=seed)
        rng = random.Random(seed)
        for _ in range(6000):
            if t.over or t.view.hand_no > 0:
                break
            if any(type(mv) is T.AskTrump for mv in t.legal):
                if t.view.bidder != 0:
                    return t
                break  # (the dealer bids when everyone else passes)
            if T.Pass() in t.legal:
                t.play(T.Pass())
            elif t.legal:
                human_turn(app, t, rng)
            else:
                step(app)
        app.scenes.pop()
        app.scenes.pop()
    raise AssertionError("the human never could ask for trump as a defender")


def test_twenty_nine_undo_never_hides_a_trump_that_was_asked_for(app):
    t = ask_as_a_defender(app)
    assert t.view.trump is None
    key(app, pygame.K_a)  # ask for the trump ...
    assert t.view.trump_revealed and t.moves[-1] == T.AskTrump()
    trump, moves = t.view.trump, list(t.moves)
    ctrl_z(app)  # ... and try to take the ask back
    assert t.moves == moves and t.view.trump == trump and t.view.trump_revealed
    assert not t.can_undo() and t.toast.message == "You have seen the trump: undo stops here."
    assert t.full_state().revealed
    # the card played after the ask can be taken back: the trump stays shown
    play = next(mv for mv in t.legal if type(mv) is T.Play)
    assert t.play(play) and t.can_undo()
    ctrl_z(app)
    assert t.moves == moves and t.view.trump == trump and t.legal
    # a save resumed keeps the same limit
    again = TwentyNineTable.resume(app, saves.read("twenty_nine"))
    assert again.moves == moves and again.seen_upto == len(moves) and not again.can_undo()
    again.rewind_to(0)  # Restart is refused too
    assert again.moves == moves and "trump" in again.toast.message


def test_three_thirteen_undo_keeps_the_card_drawn_from_the_stock(app):
    t = t13.make(app, t13.one_human(3), seed=14)
    rng = random.Random(14)
    # (not a last turn: its discard would end the round, and a new round's cards are seen)
    t13.reach(app, t, rng, lambda t: TT.DrawStock() in t.legal and len(t.moves) > 3 and not t.view.final_turn)
    t.play(TT.DrawStock())
    hand = sorted(t.view.hand)
    n = len(t.moves)
    ctrl_z(app)  # the card drawn was seen: no undo
    assert len(t.moves) == n and sorted(t.view.hand) == hand
    assert t.toast.message == "You have seen the card you drew: undo stops here."
    t.play(next(mv for mv in t.legal if type(mv) is TT.Discard))
    ctrl_z(app)  # the discard is taken back, the card drawn stays in the hand
    assert len(t.moves) == n and sorted(t.view.hand) == hand and t.legal


# ----------------------------------------------------------------------------- thinking


def watch_table(app, seed=5):
    return make(app, [SeatConfig(n, "computer", "easy") for n in ("Ada", "Bo", "Cy", "Di")], seed=seed, hands=1)


def kill(t):
    proc = t.thinker._proc
    os.kill(proc.pid, signal.SIGKILL)
    proc.join()


def test_a_killed_thinking_process_is_replaced_and_the_game_goes_on(app):
    t = watch_table(app)
    assert t.thinking is not None and t.thinker.where == "process"
    seat = t.thinking[0]
    kill(t)  # before it could answer its first question
    step(app)
    assert t.toast.message == f"{t.seat_name(seat)} stopped thinking and started again from the same position."
    assert t.moves and t.movers[0] == seat and t.thinker.failures == 1
    kills = 1
    for _ in range(20000):
        if t.over:
            break
        if t.thinking is not None and kills < 4 and len(t.moves) >= 8 * kills:
            kill(t)  # mid-game, while a computer is on turn
            kills += 1
        step(app)
    assert t.over and kills == 4 and t.outcome is not None
    assert app.scenes.top is t


def test_a_computer_player_that_keeps_failing_offers_to_leave_with_the_game_saved(app, monkeypatch):
    import app.ai.base as base

    class Broken:
        def choose(self, view, legal):
            raise ValueError("no move")

    real = base.make_agent
    monkeypatch.setattr(base, "make_agent", lambda game_id, level, seed=0: (
        Broken() if level == "hard" else real(game_id, level, seed)))
    seats = [SeatConfig("Ann"), SeatConfig("Bo", "computer", "easy"), SeatConfig("Cy", "computer", "hard"),
             SeatConfig("Di", "computer", "easy")]
    app.scenes.push(__import__("app.scenes.menu", fromlist=["MenuScene"]).MenuScene(app))
    t = TwentyNineTable(app, __import__("app.scenes.config", fromlist=["TableConfig"]).TableConfig(
        "twenty_nine", seats, T.GAME.info.resolve_options({}), 7))
    t.thinker.use_process = False  # (the broken player is made in this process: a thread thinks)
    app.scenes.push(t)
    rng = random.Random(7)
    for _ in range(3000):
        if isinstance(app.scenes.top, ConfirmDialog):
            break
        if t.legal:
            t.play(rng.choice(t.legal))
        step(app)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog) and t.thinking is None and t.game.to_move(t.full_state()) == 2
    assert dialog.question.startswith("Cy could not choose a move here: the thinking stopped 3 times in a row.")
    assert "The game is saved" in dialog.question
    assert t.thinker.failures == 3
    moves = list(t.moves)
    dialog.back()  # Try again: three more tries, and the same question
    for _ in range(50):
        if isinstance(app.scenes.top, ConfirmDialog):
            break
        step(app)
    assert isinstance(app.scenes.top, ConfirmDialog) and t.thinker.failures == 6 and t.moves == moves
    app.scenes.top.yes()  # Leave
    assert t not in app.scenes.stack
    saved = saves.read("twenty_nine")
    assert saved is not None and len(saved["moves"]) == len(moves)


# ----------------------------------------------------------------------------- pass screen


def test_two_humans_are_never_both_you_and_the_pass_screen_names_a_player(app):
    from app.scenes.jammat import JammatSetup
    from app.scenes.menu import MenuScene
    from app.scenes.pass_screen import PassScreen

    app.scenes.push(MenuScene(app))
    setup = app.scenes.push(JammatSetup(app))
    assert [s.name for s in setup.seats] == ["You", "Basil"]
    setup.cycle_kind(1)  # the computer seat becomes a second human
    while not setup.seats[1].human:
        setup.cycle_kind(1)
    assert [s.name for s in setup.seats] == ["Player 1", "Player 2"]
    setup.start()
    screen = app.scenes.top
    assert isinstance(screen, PassScreen) and screen.name == "Player 1"
    assert [b.label for b in screen.buttons.buttons] == ["Show my cards"]
    assert app.settings.player_name == "You"  # "Player 1" is not kept as the player's name
    again = JammatSetup(app)
    assert [s.name for s in again.seats] == ["Player 1", "Player 2"]
    again.cycle_kind(1)  # a computer again: one human, who is "You" again
    assert [s.name for s in again.seats] == ["You", "Basil"]


def test_jammat_players_asked_ahead_think_again_when_their_process_is_killed(app):
    from app.rules import jammat as J
    from app.scenes.jammat import JammatTable
    from app.scenes.menu import MenuScene
    from app.scenes.config import TableConfig

    app.scenes.push(MenuScene(app))
    seats = [SeatConfig("Ann"), SeatConfig("Bo", "computer", "easy"), SeatConfig("Cy", "computer", "easy")]
    t = JammatTable(app, TableConfig("jammat", seats, J.INFO.resolve_options({"deals": 2}), 5))
    app.scenes.push(t)
    assert t.asked_ahead == {1, 2}  # both arrange while Ann does ...
    kill(t)  # ... and their process is killed before either could answer
    t.confirm()
    for _ in range(400):
        if len(t.moves) == 3:
            break
        if t.thinking is not None:
            t.finish_thinking_now()
        app.step(0.05)
    assert len(t.moves) == 3 and t.movers == [0, 1, 2] and t.thinker.failures == 2
    assert t.toast.message == "Bo and Cy stopped thinking and started again from the same position."
