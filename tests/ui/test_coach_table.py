"""The coach at the table (app.scenes.table_coach) and in setup: offered in setup only where
hints are allowed (one human against computers, or Three By Three's separate tables), off by
default; at a table set up with it, a clearly worse move of the human brings a note naming the
better move with Ctrl+Z, and Undo takes the move back; never between humans sharing a game."""

from __future__ import annotations

import pygame
import pytest

from app.ai.coach import verdict
from app.games import descriptor, load
from app.games.present import card_text
from app.i18n import set_language
from app.main import make_setup
from app.rules.game import get_game
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.menu import MenuScene
from tests.ui.conftest import click
from tests.ui.test_hint_and_demo import until_my_turn


def coach_table(app, game_id, humans, n, seed=3, coach=True):
    app.scenes.push(MenuScene(app))
    seats = [SeatConfig(f"P{i + 1}") if i < humans else SeatConfig(f"Bot{i}", "computer", descriptor(game_id).levels[0]) for i in range(n)]
    cls = load(descriptor(game_id).table)
    t = cls(app, TableConfig(game_id, seats, get_game(game_id).info.resolve_options({}), seed, coach=coach))
    t.saving = False
    app.scenes.push(t)
    return t


def open_setup(app, game_id):
    app.scenes.push(MenuScene(app))
    return app.scenes.push(make_setup(app, game_id))


def coach_button(setup):
    return next((b for b in setup.buttons.buttons if getattr(b, "fid", None) == "coach"), None)


@pytest.mark.parametrize("game_id", ["tile_poker", "three_thirteen", "twenty_nine", "three_by_three", "jammat"])
def test_setup_offers_the_coach_against_computers_off_by_default(app, game_id):
    setup = open_setup(app, game_id)
    assert sum(s.human for s in setup.seats) == 1  # the default seats: one human
    b = coach_button(setup)
    if game_id != "three_by_three":
        assert len(setup.seats) > 1
    assert b is not None and not b.toggled
    assert setup.config().coach is False
    click(setup, b.rect(setup.m).center)
    assert coach_button(setup).toggled and setup.config().coach is True
    setup.seed_field.value = "5"
    assert setup.config().coach is True


def test_setup_offers_no_coach_between_humans_nor_when_watching(app):
    setup = open_setup(app, "tile_poker")
    setup.toggle_coach()
    setup._make_human(1)  # the computer seat becomes a human: pass-and-play
    setup._build()
    assert sum(s.human for s in setup.seats) == 2
    assert coach_button(setup) is None and setup.config().coach is False
    setup.watch()  # every seat a computer
    assert coach_button(setup) is None and setup.config().coach is False


def test_setup_offers_no_coach_for_a_game_without_a_threshold(app, monkeypatch):
    import dataclasses

    import app.games as games

    bare = dataclasses.replace(descriptor("tile_poker"), coach_threshold=None)
    monkeypatch.setattr(games, "find_descriptor", lambda g: bare)
    setup = open_setup(app, "tile_poker")
    assert coach_button(setup) is None and setup.config().coach is False


def test_three_by_three_offers_the_coach_to_each_players_own_table(app):
    setup = open_setup(app, "three_by_three")
    setup.add_seat()
    setup._make_human(1)
    setup._build()
    assert sum(s.human for s in setup.seats) == 2 and coach_button(setup) is not None


def test_a_clearly_worse_move_brings_the_note_and_ctrl_z_takes_it_back(app):
    from app.rules.tile_poker import Place

    set_language("en")
    level = descriptor("tile_poker").hint_level
    for seed in range(1, 30):
        t = coach_table(app, "tile_poker", 1, 2, seed=seed)
        assert t.coach_offered
        for _turn in range(6):
            if not until_my_turn(app, t):
                break
            k = len(t.moves)
            view, legal = t.view, t.legal
            bad = [(m, verdict("tile_poker", level, view, legal, m, t.coach_seed(k))) for m in legal if isinstance(m, Place)]
            bad = [(m, v) for m, v in bad if v is not None]
            if not bad:
                t.play(next(m for m in legal if isinstance(m, Place)) if any(isinstance(m, Place) for m in legal) else legal[0])
                t.finish_coach_now()
                continue
            move, v = bad[0]
            t.coach_said = ""
            assert t.play(move)
            t.finish_coach_now()
            assert "Ctrl+Z" in t.coach_said and str(max(1, round(v.loss))) in t.coach_said
            assert t.coach_said == t.coach_note(v, view)
            assert t.toast.message == t.coach_said and t.toast.kind == "info"
            until_my_turn(app, t)
            app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
            assert len(t.moves) == k and t.view == view
            return
        app.scenes.pop()
    pytest.fail("no clearly worse placement found")


def test_the_move_the_coach_would_make_brings_no_note(app):
    from app.ai.base import advise

    t = coach_table(app, "tile_poker", 1, 2, seed=4)
    level = descriptor("tile_poker").hint_level
    for _turn in range(4):
        if not until_my_turn(app, t):
            break
        k = len(t.moves)
        own = advise("tile_poker", level, t.view, t.legal, t.coach_seed(k))[0]
        t.coach_said = ""
        assert t.play(own)
        t.finish_coach_now()
        assert t.coach_said == ""


@pytest.mark.parametrize("game_id,n", [("tile_poker", 2), ("three_thirteen", 3), ("twenty_nine", 4), ("jammat", 2)])
def test_never_between_humans_sharing_a_game(app, game_id, n):
    t = coach_table(app, game_id, 2, n)
    assert not t.coach_offered
    t.viewer = 0
    t.coach_move(t.view, ("a", "b"), "a", 0)
    assert t.coach_ticket is None


def test_off_by_default_at_the_table(app):
    t = coach_table(app, "tile_poker", 1, 2, coach=False)
    assert TableConfig("tile_poker", []).coach is False
    assert not t.coach_offered


def test_jammat_setup_offers_the_coach_against_computers_and_not_between_humans(app):
    setup = open_setup(app, "jammat")
    assert sum(s.human for s in setup.seats) == 1 and len(setup.seats) > 1
    b = coach_button(setup)
    assert b is not None and not b.toggled
    click(setup, b.rect(setup.m).center)
    assert setup.config().coach is True
    setup._make_human(1)
    setup._build()
    assert coach_button(setup) is None and setup.config().coach is False


def jammat_table(app, seed, options=None):
    app.scenes.push(MenuScene(app))
    seats = [SeatConfig("P1"), SeatConfig("Bot1", "computer", "normal")]
    opts = get_game("jammat").info.resolve_options(dict(options or {}))
    t = load(descriptor("jammat").table)(app, TableConfig("jammat", seats, opts, seed, coach=True))
    t.saving = False
    app.scenes.push(t)
    return t


def commit_a_poor_dealt_arrangement(app, seeds, options=None):
    """At a Jammat table with the coach, the human commits the cards as dealt (C) on the first
    seed where the expert's verdict says that loses comparisons; the table, the verdict and the
    view it was made from, with the note heard (the test fails if no seed gives one)."""
    from app.rules import jammat as J

    set_language("en")
    level = descriptor("jammat").hint_level
    for seed in seeds:
        t = jammat_table(app, seed, options)
        assert t.coach_offered and t.phase == "arrange"
        view, legal = t.view, t.legal
        v = verdict("jammat", level, view, legal, J.Arrange(tuple(t.arrangement)), t.coach_seed(0))
        if v is None:
            app.scenes.pop()
            continue
        t.coach_said = ""
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=0))
        assert len(t.moves) >= 1 and t.coach_ticket is not None
        t.finish_coach_now()
        assert t.coach_said == t.coach_note(v, view) and t.toast.message == t.coach_said
        assert str(max(1, round(v.loss))) in t.coach_said
        return t, v, view
    pytest.fail("no poor dealt arrangement found")


def test_jammat_a_poor_arrangement_brings_the_note(app):
    """The human commits the cards as dealt (C) where the expert's samples say its own
    arrangement wins a comparison or more besides; the note names the better arrangement
    and the comparisons (and no Ctrl+Z: the deal is revealed by then)."""
    t, v, view = commit_a_poor_dealt_arrangement(app, range(1, 12))
    assert "line comparison" in t.coach_said
    top = " ".join(card_text(c) for c in v.better.cards[:3])
    assert f"the arrangement with {top} as its top row" in t.coach_said
    # the note comes with the reveal, which Undo never goes back past: it offers no Ctrl+Z
    assert "Ctrl+Z" not in t.coach_said and not t.can_undo()


def test_jammat_a_poor_cube_brings_the_note(app):
    """The cube (grid=3d) is judged too: the human commits the 27 cards as dealt (C), which
    the expert's samples say lose line comparisons against its own cube; the note names the
    better cube by the top row of its first layer, with the comparisons, and no Ctrl+Z."""
    t, v, view = commit_a_poor_dealt_arrangement(app, range(1, 4), {"grid": "3d", "deals": 2})
    assert len(view.hand) == 27
    top = " ".join(card_text(c) for c in v.better.cards[:3])
    assert t.coach_said.startswith(f"Coach: the cube with {top} as the top row of layer 1 was expected to win")
    assert "line comparisons" in t.coach_said and "Ctrl+Z" not in t.coach_said


@pytest.mark.parametrize("size", [(1280, 720), (800, 1000)])
def test_jammat_the_cubes_note_speaks_the_pseudo_language(app, size):
    """The cube's coach note, on the reveal it comes with, in the pseudo-language: bracketed
    and accented, no plain English left in it nor anywhere on that screen."""
    from app import i18n
    from app.main import make_scene
    from tests.ui.test_languages_screens import drawn, names_of, plain_english

    app.resize_window(size)
    i18n.set_language(i18n.PSEUDO)
    try:
        t = app.scenes.push(make_scene(app, "jammat:coach3d", 1))
        t.after_push()
        texts = drawn(app, t)
        note = t.toast.message
        assert note and note == t.coach_said and note.startswith("[")
        assert plain_english([note]) == []
        shown = [s for s in texts if s in note]  # the note's lines as drawn
        assert shown and plain_english(shown) == []
        assert plain_english(texts, names_of(t) | {app.settings.player_name}) == []
    finally:
        i18n.set_language(i18n.ENGLISH)


def test_twenty_nine_a_pass_with_a_hand_worth_bidding_brings_the_note_and_ctrl_z_takes_it_back(app):
    """At the auction, the human passes where the hard player's own values say its bid adds
    clearly more game points: the note names that bid, and Undo takes the pass back."""
    from app.rules.twenty_nine import Pass

    set_language("en")
    level = descriptor("twenty_nine").hint_level
    for seed in range(1, 40):
        t = coach_table(app, "twenty_nine", 1, 4, seed=seed)
        assert t.coach_offered
        if not until_my_turn(app, t) or t.view.phase != "auction":
            app.scenes.pop()
            continue
        k = len(t.moves)
        view, legal = t.view, t.legal
        v = verdict("twenty_nine", level, view, legal, Pass(), t.coach_seed(k))
        if v is None:
            app.scenes.pop()
            continue
        t.coach_said = ""
        assert t.play(Pass())
        t.finish_coach_now()
        assert t.coach_said == t.coach_note(v, view)
        assert t.coach_said.startswith(f"Coach: Bid {v.better.value} added {max(1, round(v.loss))} more points")
        assert "Ctrl+Z" in t.coach_said and t.toast.message == t.coach_said and t.toast.kind == "info"
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
        assert len(t.moves) == k and t.view == view
        return
    pytest.fail("no pass worth a note found")


def test_twenty_nine_a_poor_trump_brings_the_note_without_ctrl_z_once_undo_cannot_take_it_back(app):
    """The trump chosen, the rest of the cards are dealt and Undo is refused: the note that
    comes then names the better trump but does not offer Ctrl+Z."""
    from app.rules.twenty_nine import Bid, ChooseTrump

    set_language("en")
    level = descriptor("twenty_nine").hint_level
    for seed in range(1, 60):
        t = coach_table(app, "twenty_nine", 1, 4, seed=seed)
        while until_my_turn(app, t) and t.view.phase == "auction":
            bids = [m for m in t.legal if isinstance(m, Bid)]
            if not bids:
                break
            assert t.play(bids[0])
        if not until_my_turn(app, t) or not any(isinstance(m, ChooseTrump) for m in t.legal):
            app.scenes.pop()
            continue
        k = len(t.moves)
        view, legal = t.view, t.legal
        poor = [(m, verdict("twenty_nine", level, view, legal, m, t.coach_seed(k))) for m in legal]
        poor = [(m, v) for m, v in poor if v is not None]
        if not poor:
            app.scenes.pop()
            continue
        move, v = poor[0]
        t.coach_said = ""
        assert t.play(move)
        t.finish_coach_now()
        assert not t.can_undo()
        assert t.coach_said == t.coach_note(v, view) and t.coach_said.startswith("Coach: ")
        assert "Ctrl+Z" not in t.coach_said
        return
    pytest.fail("no poor trump found")
