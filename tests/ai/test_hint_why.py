"""Hints that say why (issue 34): the hint players of Jammat, Twenty-Nine, Tile Poker and Three
Thirteen tell the facts of their own evaluation (``explain``, through app.ai.base.advise), and
each game's presenter words them in one sentence.

In every phase of every game (seeded positions of random games, every seat): the hint is a
legal move with a reason in words, in English and through the catalogue (the pseudo-language);
every kind of fact has its game's own sentence; two states with the same view give the same
hint and the same facts; the facts agree with the rules (the points a placement scores, the
points a discard leaves unmatched, the bid or trump or card named is the move's)."""

from __future__ import annotations

import functools
import random
from collections import Counter

import pytest

from app.ai.base import advise
from app.games import descriptor, presenter
from app.i18n import PSEUDO, set_language
from app.rules.game import check_move, get_game

PLAYERS = {"jammat": 2, "twenty_nine": 4, "tile_poker": 2, "three_thirteen": 3}
GAMES = list(PLAYERS)
SEEDS = {"jammat": range(1, 6), "twenty_nine": range(1, 5), "tile_poker": range(1, 9), "three_thirteen": range(1, 5)}
EVERY = {"jammat": 1, "twenty_nine": 4, "tile_poker": 3, "three_thirteen": 5}  # a hint every so many moves


def positions(game_id: str):
    """(state, seat) at seeded positions of random games, in every phase, the seat to move."""
    game = get_game(game_id)
    for seed in SEEDS[game_id]:
        rng = random.Random(seed)
        opts = {"grid": "3d"} if game_id == "jammat" and seed % 4 == 0 else {}
        state = game.new_game(seed, PLAYERS[game_id], game.info.resolve_options(opts))
        for step in range(500):
            seat = game.to_move(state)
            if seat is None:
                break
            legal = game.legal_moves(state)
            if step % EVERY[game_id] == 0:
                yield state, seat
            state = game.apply(state, legal[rng.randrange(len(legal))])


@functools.lru_cache(maxsize=None)
def hints(game_id: str) -> tuple:
    """(state, seat, move, facts) of the hint level at every position (worked out once)."""
    game = get_game(game_id)
    level = descriptor(game_id).hint_level
    out = []
    for k, (state, seat) in enumerate(positions(game_id)):
        move, facts = advise(game_id, level, game.view(state, seat), game.legal_moves(state), 1000 + k)
        out.append((state, seat, move, facts))
    return tuple(out)


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_hint_is_legal_with_its_games_own_reason_in_english_and_through_the_catalogue(game_id):
    game = get_game(game_id)
    words = presenter(game_id)
    kinds = Counter()
    phases = set()
    for state, seat, move, facts in hints(game_id):
        assert check_move(game, state, move) is None
        assert isinstance(facts, dict) and facts.get("kind")
        kind = facts["kind"]
        kinds[kind] += 1
        phases.add(game.phase_of(game.view(state, seat)))
        assert kind == "only" or kind in words.hint_lines, f"no sentence for {kind!r}"
        english = words.hint_why(facts)
        assert english and "{" not in english and "None" not in english
        set_language(PSEUDO)
        try:
            pseudo = words.hint_why(facts)
        finally:
            set_language("en")
        assert pseudo.startswith("[") and pseudo != english  # every reason comes through the catalogue
    assert sum(kinds.values()) >= 20 and len(kinds) >= (1 if game_id == "jammat" else 4), kinds
    assert len(phases) >= {"jammat": 1, "twenty_nine": 4, "tile_poker": 2, "three_thirteen": 2}[game_id], phases


@pytest.mark.parametrize("game_id", GAMES)
def test_two_states_with_the_same_view_give_the_same_hint_and_reason(game_id):
    game = get_game(game_id)
    level = descriptor(game_id).hint_level
    checked = 0
    for k, (state, seat) in enumerate(positions(game_id)):
        if k % 6:
            continue
        view = game.view(state, seat)
        one = advise(game_id, level, view, game.legal_moves(state), 7)
        other = game.determinize(view, random.Random(k + 11))
        assert game.view(other, seat) == view
        two = advise(game_id, level, game.view(other, seat), game.legal_moves(other), 7)
        assert one == two
        assert presenter(game_id).hint_why(one[1]) == presenter(game_id).hint_why(two[1])
        checked += 1
    assert checked >= 5


def test_tile_poker_the_points_stated_are_the_points_the_rules_score():
    from app.rules.tile_poker import Place, PlaceBlindTile

    game = get_game("tile_poker")
    seen = Counter()
    for state, seat, move, facts in hints("tile_poker"):
        kind = facts["kind"]
        seen[kind] += 1
        if kind in ("place", "build", "place_safe", "build_safe"):
            assert isinstance(move, (Place, PlaceBlindTile))
            card = move.card if isinstance(move, Place) else state.pending
            assert facts["card"] == card
            after = game.apply(state, move)
            assert after.scores[seat] - state.scores[seat] == facts["points"]
            assert (facts["points"] > 0) == kind.startswith("place")
            assert ("reply" in facts) == (not kind.endswith("_safe"))
        elif kind == "end":
            assert facts["lead"] == state.scores[seat] - state.scores[1 - seat] > 0
            assert game.outcome(game.apply(state, move)) is not None
        elif kind == "swap":
            assert facts["card"] == move.card and facts["best"] >= 0
    assert seen["place"] + seen["place_safe"] >= 3


def test_three_thirteen_the_penalties_stated_are_the_rules_count():
    from app.rules.three_thirteen import Discard, GoOut, TakeDiscard
    from app.rules.three_thirteen_melds import best_discard_penalty, deadwood

    game = get_game("three_thirteen")
    seen = Counter()
    for state, seat, move, facts in hints("three_thirteen"):
        view = game.view(state, seat)
        kind = facts["kind"]
        seen[kind] += 1
        aces = view.opt("aces")

        def left(card):
            hand = list(view.hand)
            hand.remove(card)
            return deadwood(hand, view.wild, aces)

        if kind in ("discard", "discard_saves", "last"):
            assert isinstance(move, Discard) and facts["card"] == move.card
            assert facts["penalty"] == left(move.card)
            if kind == "discard_saves":
                assert facts["saved"] == left(facts["other"]) - facts["penalty"] > 0
        elif kind == "go_out":
            assert isinstance(move, GoOut) and left(move.card) == 0
        elif kind in ("take_last", "stock_last"):
            forb = view.discard_top if view.opt("return_discard") == "forbidden" else None
            assert facts["penalty"] == best_discard_penalty(tuple(view.hand) + (view.discard_top,), view.wild, aces, forb)
            assert isinstance(move, TakeDiscard) == (kind == "take_last")
        elif kind in ("take", "take_wild"):
            assert isinstance(move, TakeDiscard) and facts["card"] == view.discard_top
            if kind == "take":
                assert facts["after"] < facts["now"]
        elif kind.startswith("stock"):
            assert not isinstance(move, TakeDiscard) and facts["card"] == view.discard_top
    assert seen["discard"] + seen["discard_saves"] >= 5 and seen["take"] + seen["take_wild"] >= 1


def test_twenty_nine_the_facts_name_the_move_made():
    from app.rules.twenty_nine import AskTrump, Bid, ChooseTrump, Double, Pass, Play, Redouble, SingleHand

    seen = Counter()
    for state, seat, move, facts in hints("twenty_nine"):
        kind = facts["kind"]
        seen[kind] += 1
        for key in ("chance", "other_chance"):
            if key in facts:
                assert 0 <= facts[key] <= 100
        if kind in ("play", "play_points", "play_lost"):
            assert isinstance(move, Play) and facts["card"] == move.card
            if kind == "play":
                assert facts["other"] != move.card and facts["other_chance"] < facts["chance"]
        elif kind == "ask":
            assert isinstance(move, AskTrump)
        elif kind == "bid":
            assert isinstance(move, Bid) and facts["value"] == move.value
        elif kind == "pass_bid":
            assert isinstance(move, Pass)
        elif kind == "trump":
            assert isinstance(move, ChooseTrump) and facts["suit"] == move.suit
        elif kind in ("single", "no_single"):
            assert move == SingleHand(kind == "single")
        elif kind in ("double", "no_double"):
            assert move == Double(kind == "double")
        elif kind in ("redouble", "no_redouble"):
            assert move == Redouble(kind == "redouble")
    assert seen["play"] + seen["play_points"] + seen["play_lost"] >= 10 and seen["bid"] + seen["pass_bid"] >= 3


def test_jammat_the_lines_stated_are_the_rules_lines():
    from app.rules.jammat import grid_vector
    from app.rules.jammat_search import best_grid_codes

    seen = Counter()
    for state, seat, move, facts in hints("jammat"):
        view = get_game("jammat").view(state, seat)
        kind = facts["kind"]
        seen[kind] += 1
        a23 = view.option("a23")
        if view.option("grid") == "3d":
            assert kind == "cube"
            continue
        strongest = best_grid_codes(view.hand, a23)[1]
        if kind == "lines":
            assert tuple(move.cards) == tuple(strongest)
        else:
            assert kind == "trade" and facts["chance"] >= facts["base_chance"]
            pairs = list(zip(grid_vector(move.cards, a23), grid_vector(strongest, a23)))
            assert facts["better"] == sum(a > b for a, b in pairs) >= 1
            assert facts["worse"] == sum(a < b for a, b in pairs)
    assert seen["cube"] >= 1 and seen["lines"] + seen["trade"] >= 8
