"""The frame's Hint and Demo (app.scenes.table_assist) in every game: the hint is a legal
move of the human at the screen, from that seat's view only (two states with the same view
get the same hint), offered against computers (and at Three By Three's separate tables),
never between humans sharing a game; the demo plays legal moves until a key stops it."""

from __future__ import annotations

import random

import pygame
import pytest

from app.ai.base import advise
from app.games import descriptor, game_ids, load
from app.rules.game import check_move, get_game
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.menu import MenuScene
from tests.ui.conftest import click

GAMES = game_ids()
PLAYERS = {"jammat": 2, "three_by_three": 1, "twenty_nine": 4, "tile_poker": 2, "three_thirteen": 3}


def key(app, k):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def positions(game_id: str, seeds=range(1, 5), per_game: int = 3):
    """(state, seat) at seeded positions of random games, the seat to move."""
    game = get_game(game_id)
    n = PLAYERS[game_id]
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new_game(seed, n, game.info.resolve_options({}))
        found = 0
        for _ in range(400):
            seat = game.to_move(state)
            if seat is None or found >= per_game:
                break
            legal = game.legal_moves(state)
            if rng.random() < 0.3:
                found += 1
                yield state, seat
            state = game.apply(state, legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_is_legal_and_the_same_for_every_state_with_the_same_view(game_id):
    game = get_game(game_id)
    level = descriptor(game_id).hint_level
    assert level in descriptor(game_id).levels
    checked = 0
    for state, seat in positions(game_id):
        view = game.view(state, seat)
        legal = game.legal_moves(state)
        move, _ = advise(game_id, level, view, legal, 77)
        assert check_move(game, state, move) is None
        # another full state sharing this seat's view: the hidden cards dealt otherwise
        other = game.determinize(view, random.Random(checked + 5))
        assert game.view(other, seat) == view
        assert advise(game_id, level, game.view(other, seat), game.legal_moves(other), 77)[0] == move
        checked += 1
    assert checked >= 6


def make_table(app, game_id: str, humans: int, seed: int = 3):
    app.scenes.push(MenuScene(app))
    n = max(PLAYERS[game_id], humans)
    seats = [SeatConfig(f"P{i + 1}") if i < humans else SeatConfig(f"Bot{i}", "computer", "easy") for i in range(n)]
    cls = load(descriptor(game_id).table)
    options = get_game(game_id).info.resolve_options({})
    t = cls(app, TableConfig(game_id, seats, options, seed))
    t.saving = False
    app.scenes.push(t)
    return t


def until_my_turn(app, t, limit=600):
    for _ in range(limit):
        if t.legal and not t.tweens.busy and t.hold is None:
            return True
        if t.over:
            return False
        if t.thinking is not None:
            t.finish_thinking_now()
        if t.hold is not None:
            t.continue_play()
        app.step(0.05)
    return False


@pytest.mark.parametrize("game_id", GAMES)
def test_hint_at_the_table_shows_a_legal_move_of_the_human_and_is_counted(app, game_id):
    t = make_table(app, game_id, humans=1)
    assert t.hints_offered
    rng = random.Random(5)
    shown = 0
    for _ in range(3):
        if not until_my_turn(app, t):
            break
        used = t.hints_used if isinstance(t.hints_used, int) else sum(t.hints_used)
        if t.hint_key_free():
            key(app, pygame.K_h)
        else:  # (Twenty-Nine's H is hearts while the trump is chosen: the button then)
            click(t, next(b for b in t.buttons.buttons if b.label == "Hint").rect(t.m).center)
        t.finish_hint_now()
        assert t.hint_shown is not None and t.reason(t.hint_shown) is None
        assert (t.hints_used if isinstance(t.hints_used, int) else sum(t.hints_used)) == used + 1
        shown += 1
        if game_id == "jammat":
            t.apply_suggestion()
            t.confirm()
        else:
            t.play(rng.choice(t.legal))
        assert t.hint_shown is None  # a move clears the hint
    assert shown >= 1


@pytest.mark.parametrize("game_id", [g for g in GAMES if g != "three_by_three"])
def test_no_hint_between_humans_sharing_a_game(app, game_id):
    t = make_table(app, game_id, humans=2)
    assert not t.hints_offered
    t.viewer = 0
    t.build_buttons()
    assert not any(b.label in ("Hint", "Demo") for b in t.buttons.buttons)
    t.hint()
    assert t.hint_ticket is None and t.hint_shown is None


def test_three_by_three_keeps_hints_at_each_players_own_table(app):
    t = make_table(app, "three_by_three", humans=2)
    assert t.hints_offered


def test_a_game_without_a_hint_level_offers_neither(app):
    t = make_table(app, "tile_poker", humans=1)
    t.hint_level = None
    t.build_buttons()
    assert not t.hints_offered and not any(b.label == "Hint" for b in t.buttons.buttons)


@pytest.mark.parametrize("game_id", ["tile_poker", "three_thirteen"])
def test_demo_plays_legal_moves_until_a_key_stops_it(app, game_id):
    t = make_table(app, game_id, humans=1)
    assert until_my_turn(app, t)
    human = t.humans[0]
    t.start_demo()
    assert t.demo_on and t.choices() == []
    start = t.movers.count(human)
    for _ in range(800):
        if t.movers.count(human) >= start + 2 or not t.demo_on:
            break
        if t.hint_ticket is not None:
            t.thinker.wait(t.hint_ticket)
        if t.thinking is not None:
            t.finish_thinking_now()
        app.step(0.05)
    assert t.movers.count(human) >= start + 2
    game = get_game(game_id)
    state = game.new_game(t.config.seed, len(t.seats), t.config.options)
    for move in t.moves:  # every move the demo made was legal where it was made
        assert check_move(game, state, move) is None
        state = game.apply(state, move)
    key(app, pygame.K_SPACE)
    assert not t.demo_on
    n = t.movers.count(human)
    for _ in range(20):
        if t.thinking is not None:
            t.finish_thinking_now()
        app.step(0.05)
    assert t.movers.count(human) == n  # stopped: the human's moves are the human's again
