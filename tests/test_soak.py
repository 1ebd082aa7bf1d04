"""The soak's fast checks against the plain ones of the contract test, its Three Thirteen
random player, and a soak run in parts (bench/bench_soak.py; the soak itself is a bench
target)."""

from __future__ import annotations

import collections
import dataclasses
import random

import pytest

from app.games import game_ids
from app.rules.game import get_game
from bench import bench_soak
from app.ai.three_thirteen import random_beginner as three_thirteen_beginner
from bench.bench_soak import CardWalk, combine_parts, play_one, player_for, uniform
from tests.rules.test_contract import cards_in, hidden_from, playout, sampled, setups


@pytest.mark.parametrize("game_id", game_ids())
def test_the_remembering_walk_finds_exactly_the_cards_of_a_plain_walk(game_id):
    walk = CardWalk(limit=500)  # small: the memory is dropped and rebuilt along the way
    for setup in range(len(setups(game_id))):
        p = playout(game_id, 3, setup)
        for i in sampled(p) + sampled(p):  # twice: the second time from memory
            for seat in list(range(p.players)) + [None]:
                view = p.game.view(p.states[i], seat)
                assert walk.cards_in(view) == frozenset(cards_in(view))


def test_the_walk_does_not_remember_what_can_change():
    from app.rules.cards import cards

    walk = CardWalk()
    held = list(cards("AS KH"))
    record = (tuple(cards("2C")), held)  # a tuple holding a list: walked every time
    assert walk.cards_in([record]) == frozenset(cards("AS KH 2C"))
    held.append(cards("QD")[0])
    assert walk.cards_in([record]) == frozenset(cards("AS KH 2C QD"))


def plain_three_thirteen_hidden_from(st, seat) -> set:
    """Three Thirteen's hidden cards computed plainly (its rules remember the last state's
    parts, asked for every seat in turn)."""
    hidden, seen = collections.Counter(), collections.Counter()
    for s, hand in enumerate(st.hands):
        if s == seat and not st.over:
            seen.update(hand)
        else:
            rest = collections.Counter(hand)
            rest.subtract(st.known[s])
            hidden.update(+rest)
            seen.update(st.known[s])
    hidden.update(st.stock)
    seen.update(st.discards)
    for melds in st.laid:
        for m in melds or ():
            seen.update(m)
    for r in st.results:
        for sr in r.seats:
            seen.update(sr.hand)
    return set(hidden) - set(seen)


def test_three_thirteen_hidden_cards_asked_seat_after_seat_are_the_plain_ones_in_a_beginners_game():
    """Going out, last turns and known cards happen in these games, seldom in uniform ones."""
    game = get_game("three_thirteen")
    players, options = setups("three_thirteen")[1]
    state, rng, checked = game.new_game(7, players, options), random.Random(7), 0
    seats = list(range(players)) + [None]
    while game.to_move(state) is not None:
        for order in (seats, seats[::-1]):
            assert {seat: hidden_from(game, state, seat) for seat in order} == {
                seat: plain_three_thirteen_hidden_from(state, seat) for seat in order}
        seat = game.to_move(state)
        state = game.apply(state, three_thirteen_beginner(game.view(state, seat), game.legal_moves(state), rng))
        checked += 1
    assert checked > 100


def test_the_beginner_goes_out_when_it_can_and_discards_a_loose_card():
    from app.rules.three_thirteen import Discard, GoOut

    game = get_game("three_thirteen")
    rng = random.Random(1)
    went_out = loose = 0
    for seed in range(6):
        state = game.new_game(seed, 3, {})
        while game.to_move(state) is not None:
            seat = game.to_move(state)
            view, legal = game.view(state, seat), game.legal_moves(state)
            move = three_thirteen_beginner(view, legal, rng)
            assert move in legal
            if any(type(m) is GoOut for m in legal):
                assert type(move) is GoOut
                went_out += 1
            elif type(move) is Discard and view.hand_melds.leftover:
                assert move.card in view.hand_melds.leftover or all(
                    m.card not in view.hand_melds.leftover for m in legal if type(m) is Discard)
                loose += 1
            state = game.apply(state, move)
    assert went_out > 6 * 5 and loose > 100  # it goes out in most rounds


def test_every_fiftieth_game_of_three_thirteen_is_uniform():
    assert player_for("three_thirteen", 0) is uniform and player_for("three_thirteen", 50) is uniform
    assert player_for("three_thirteen", 1) is three_thirteen_beginner
    assert all(player_for("jammat", i) is uniform for i in range(3))


def test_a_soak_game_with_every_check_passes():
    game = get_game("three_thirteen")
    assert play_one("three_thirteen", game, 1001, 1, three_thirteen_beginner) > 50


def part(first, games, failed=0, half=0.5):
    return {"game": "g", "first": first, "games": games, "moves": 10 * games, "failures": ["x"] * failed,
            "failed": failed, "wall_s": 1.0, "cpu_s": 2.0, "rss_start_mb": 30.0, "rss_half_mb": 31.0,
            "rss_end_mb": 31.0 + half, "objects_start": 100, "objects_end": 101}


def test_parts_count_once_they_cover_every_game_exactly():
    assert combine_parts([part(0, 50)], 100) is None  # a gap
    assert combine_parts([part(0, 50), part(60, 40)], 100) is None
    assert combine_parts([part(0, 60), part(50, 50)], 100) is None  # an overlap
    whole = combine_parts([part(50, 50, failed=2, half=3.0), part(0, 50)], 100)
    assert whole["games"] == 100 and whole["moves"] == 1000 and whole["failed"] == 2
    assert whole["cpu_s"] == 4.0 and whole["rss_half_growth_mb"] == 3.0 and whole["rss_growth_mb"] == 4.0


def test_a_part_is_kept_beside_the_others(tmp_path):
    path = str(tmp_path / "parts.json")
    bench_soak.keep_part(part(0, 50), path)
    bench_soak.keep_part(dict(part(50, 50), game="g"), path)
    bench_soak.keep_part(dict(part(0, 30), game="other"), path)
    kept = bench_soak.keep_part(dict(part(50, 50, failed=1), game="g"), path)  # run again: replaces
    assert [(p["first"], p["failed"]) for p in kept] == [(0, 0), (50, 1)]
    assert combine_parts(kept, 100)["games"] == 100


@dataclasses.dataclass(frozen=True)
class Frozen:
    hand: tuple
    turn: int


@dataclasses.dataclass(frozen=True)
class Holding:
    hand: list


def test_a_state_changed_by_apply_is_seen_whether_its_fields_are_frozen_or_not():
    from app.rules.cards import cards

    walk = CardWalk()
    state = Frozen(tuple(cards("AS KH")), 0)
    snap = walk.snapshot(state)
    assert snap[0] == "fields" and walk.unchanged(state, snap)
    object.__setattr__(state, "hand", tuple(cards("AS KH")))  # equal, but put there anew
    assert not walk.unchanged(state, snap)
    held = Holding(list(cards("AS")))
    snap = walk.snapshot(held)
    assert snap[0] == "pickle" and walk.unchanged(held, snap)
    held.hand.append(cards("2C")[0])
    assert not walk.unchanged(held, snap)


@pytest.mark.parametrize("game_id", game_ids())
def test_which_states_are_checked_by_their_fields(game_id):
    """Frozen dataclasses immutable all through are checked by their fields' identity;
    Twenty-Nine's State (a plain class) by a pickled copy."""
    p = playout(game_id, 3, 0)
    walk = CardWalk()
    kinds = {walk.snapshot(p.states[i])[0] for i in sampled(p)}
    assert kinds == ({"pickle"} if game_id == "twenty_nine" else {"fields"})
