"""Three By Three computer players and deal analysis."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.ai.base import agent_levels, make_agent
from app.ai.three_by_three import (
    AGENTS, GreedyAgent, HintAgent, analyse_deal, analyse_state, suggest,
)
from app.rules.three_by_three import GAME, table_apply
from app.rules.three_by_three_solver import best_score, solver_for
from app.sim import play_one


def states_along(seed: int, steps: int):
    rng = random.Random(seed)
    state = GAME.new_game(seed, 1)
    for _ in range(steps):
        if GAME.to_move(state) is None:
            break
        state = GAME.apply(state, rng.choice(GAME.legal_moves(state)))
    return state


def test_levels_are_registered():
    levels = agent_levels("three_by_three")
    assert {"random", "hint", "greedy", "autoplay", "expert"} <= set(levels)
    assert set(AGENTS) <= set(levels)


@settings(max_examples=15)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 60))
def test_hint_never_suggests_an_illegal_play(seed, steps):
    state = states_along(seed, steps)
    if GAME.to_move(state) is None:
        return
    view = GAME.view(state, 0)
    legal = GAME.legal_moves(state)
    ranked = suggest(view, samples=3, rng=random.Random(seed))
    assert sorted(map(repr, (m for m, _ in ranked))) == sorted(map(repr, legal))
    agent = HintAgent(GAME, seed, samples=3)
    move = agent.choose(view, legal)
    assert move in legal
    GAME.apply(state, move)  # does not raise
    assert GreedyAgent(GAME, seed).choose(view, legal) in legal


def test_hint_depends_on_the_view_only():
    # Two states that look the same to the player (different hidden cards) get the same hint.
    state = states_along(4, 8)
    while len(GAME.legal_moves(state)) < 2:
        state = GAME.apply(state, GAME.legal_moves(state)[0])
    view = GAME.view(state, 0)
    other = GAME.determinize(view, random.Random(99))
    assert other.tables[0].deck != state.tables[0].deck
    assert GAME.view(other, 0) == view
    a = HintAgent(GAME, 7, samples=4).choose(view, GAME.legal_moves(state))
    b = HintAgent(GAME, 7, samples=4).choose(GAME.view(other, 0), GAME.legal_moves(other))
    assert a == b


def test_every_agent_finishes_a_game_through_the_simulator():
    for level in ("random", "greedy", "hint"):
        outcome, state = play_one("three_by_three", 3, 1, [level], {})
        assert GAME.to_move(state) is None
        assert 0 <= outcome.scores[0] <= 30
        assert outcome.scores[0] >= best_score(state.tables[0].deck)


def test_deal_analysis_of_an_optimal_game_has_no_point_of_no_return():
    state = GAME.new_game(2, 1)
    t = state.tables[0]
    sv = solver_for(t.deck)
    while GAME.to_move(state) is not None:
        values = sv.move_values(state.tables[0])
        state = GAME.apply(state, min(values, key=values.get))
    a = analyse_state(state)
    assert a.best == best_score(t.deck) == a.final
    assert a.point_of_no_return is None
    assert set(a.after) == {a.best}


def test_deal_analysis_finds_the_first_move_that_loses_the_best():
    for seed in range(1, 6):
        state = GAME.new_game(seed, 1)
        rng = random.Random(seed)
        while GAME.to_move(state) is not None:
            state = GAME.apply(state, rng.choice(GAME.legal_moves(state)))
        t = state.tables[0]
        a = analyse_deal(t.deck, t.moves)
        assert a.best == best_score(t.deck)
        assert a.final == t.face_down == a.after[-1]
        assert len(a.after) == len(t.moves)
        if a.final > a.best:
            i = a.point_of_no_return
            assert i is not None and a.move == t.moves[i]
            assert a.after[i] > a.best
            assert all(v == a.best for v in a.after[:i])
            # replaying up to just before it, the best was still reachable
            tt = GAME.new_game(seed, 1).tables[0]
            for m in t.moves[:i]:
                tt = table_apply(tt, m)
            assert solver_for(tt.deck).table_value(tt) == a.best
            assert "point of no return" in a.text
        else:
            assert a.point_of_no_return is None


def test_make_agent_by_level():
    agent = make_agent("three_by_three", "hint", 3)
    state = GAME.new_game(3, 1)
    assert agent.choose(GAME.view(state, 0), GAME.legal_moves(state)) in GAME.legal_moves(state)


def test_clairvoyant_reference_scores_the_best_the_deal_allows():
    """Shown the whole state by the simulator, the clairvoyant player ends every deal on
    best_score, with either joker_credit setting and with several players."""
    for credit in ("lost", "kept"):
        for seed in (1, 9, 12, 27):
            outcome, state = play_one("three_by_three", seed, 2, ["clairvoyant", "random"],
                                      {"joker_credit": credit})
            best = best_score(state.tables[0].deck, credit)
            assert state.tables[0].face_down == best
            assert outcome.scores[0] == best


def test_clairvoyant_refuses_to_play_from_a_view_alone():
    agent = make_agent("three_by_three", "clairvoyant", 1)
    state = GAME.new_game(1, 1)
    with pytest.raises(ValueError, match=r"see\(state\)"):
        agent.choose(GAME.view(state, 0), GAME.legal_moves(state))
