"""Jammat computer players: legal, view-only, deterministic, and each level does its job."""

import collections
import itertools
import random

import pytest
from hypothesis import given, settings, strategies as st

from app.ai.base import make_agent
from app.ai.jammat import AGENTS, _beats, arrange_3d, greedy_3d, greedy_rows
from app.rules.cards import cards, shoe
from app.rules.jammat import GAME, LINES_3D, Arrange, grid_codes, line_key
from app.rules.jammat_search import best_grid


def vector(grid, a23="low"):
    return sorted(grid_codes(grid, a23), reverse=True)


@pytest.mark.parametrize("level", ["easy", "normal", "expert", "random"])
@pytest.mark.parametrize("players,opts", [(2, {}), (3, {"compare": "round_robin", "a23": "second"}),
                                           (7, {"decks": "shared"}), (2, {"grid": "3d"})])
def test_every_level_commits_a_legal_arrangement(level, players, opts):
    state = GAME.new_game(31, players, dict(opts, deals=1))
    agents = [make_agent("jammat", level, seat) for seat in range(players)]
    for agent in agents:
        if level == "expert":
            agent.budget = 24  # fewer sampled deals: this test is about legality, not strength
    while GAME.to_move(state) is not None:
        seat = GAME.to_move(state)
        move = agents[seat].choose(GAME.view(state, seat), GAME.legal_moves(state))
        assert isinstance(move, Arrange)
        assert collections.Counter(move.cards) == collections.Counter(state.hands[seat])
        state = GAME.apply(state, move)
    assert GAME.outcome(state) is not None


def test_normal_plays_best_grid_and_easy_puts_its_best_triple_on_top():
    state = GAME.new_game(8, 2)
    view = GAME.view(state, 0)
    legal = GAME.legal_moves(state)
    normal = AGENTS["normal"](GAME, 0).choose(view, legal)
    assert normal.cards == best_grid(view.hand)
    easy = AGENTS["easy"](GAME, 0).choose(view, legal)
    top = max(line_key(t) for t in itertools.combinations(view.hand, 3))
    assert line_key(easy.cards[:3]) == top
    rest = [c for c in view.hand]
    for c in easy.cards[:3]:
        rest.remove(c)
    assert line_key(easy.cards[3:6]) == max(line_key(t) for t in itertools.combinations(rest, 3))


@pytest.mark.parametrize("level", ["easy", "normal", "expert"])
def test_agents_decide_from_the_view_only(level):
    # two states that look the same to seat 0 (other hands differ) get the same decision
    state = GAME.new_game(12, 2, {"deals": 1})
    view = GAME.view(state, 0)
    other = GAME.determinize(view, random.Random(99))
    assert other.hands[1] != state.hands[1] and GAME.view(other, 0) == view
    a = AGENTS[level](GAME, 5).choose(view, GAME.legal_moves(state))
    b = AGENTS[level](GAME, 5).choose(GAME.view(other, 0), GAME.legal_moves(other))
    assert a == b


def test_expert_against_its_own_samples_is_never_worse_than_best_grid():
    # with the opponent samples the expert draws, its arrangement scores at least as well
    # as best_grid's on expected deal points (it keeps best_grid unless it finds better)
    from app.ai.jammat import ExpertAgent, _make_evaluator
    from app.rules.jammat_search import best_grid_codes

    for seed in (1, 2):
        state = GAME.new_game(seed, 2, {"deals": 1})
        view = GAME.view(state, 1)
        agent = ExpertAgent(GAME, 3)
        move = agent.choose(view, GAME.legal_moves(state))
        rng = random.Random(3)  # the same draws the agent made
        samples = [[best_grid_codes(GAME.determinize(view, rng).hands[0])[0]] for _ in range(agent.samples_for(view))]
        evaluate = _make_evaluator(samples, "positional", 1)
        assert evaluate(tuple(vector(move.cards))) >= evaluate(tuple(vector(best_grid(view.hand))))


def test_3d_local_search_is_a_local_optimum_and_beats_its_greedy_start():
    rng = random.Random(4)
    hand = tuple(rng.sample(shoe(2), 27))
    start = greedy_3d(hand)
    cube = arrange_3d(hand, rng=random.Random(1))
    assert collections.Counter(cube) == collections.Counter(hand)
    v = vector(cube)
    assert v >= vector(start)
    assert len(v) == len(LINES_3D) == 49
    g = list(cube)
    for i, j in itertools.combinations(range(27), 2):
        if g[i] is g[j]:
            continue
        g[i], g[j] = g[j], g[i]
        assert vector(g) <= v
        g[i], g[j] = g[j], g[i]


@settings(max_examples=60)
@given(st.lists(st.integers(0, 9), max_size=6), st.lists(st.integers(0, 9), max_size=6), st.lists(st.integers(0, 9), max_size=8))
def test_beats_is_the_sorted_vector_comparison(added, removed, base):
    before = base + removed
    after = base + added
    a = sorted(after, reverse=True)
    b = sorted(before, reverse=True)
    # _beats compares vectors of equal length; pad like a fixed number of lines would
    if len(added) != len(removed):
        return
    expect = (a > b) - (a < b)
    assert _beats(added, removed) == expect


def test_greedy_rows_is_a_permutation():
    hand = cards("2S 7H KD 9C 9S 3H QD QH 4C")
    assert collections.Counter(greedy_rows(hand, 6)) == collections.Counter(hand)


def test_agents_registry():
    assert set(AGENTS) >= {"easy", "normal", "expert"}
    for level in AGENTS:
        agent = make_agent("jammat", level, 1)
        assert agent.name == level


@pytest.mark.parametrize("compare", ["positional", "round_robin"])
@pytest.mark.parametrize("others", [1, 2, 5])
def test_expert_evaluator_agrees_with_the_rules(compare, others):
    from app.ai.jammat import _make_evaluator
    from app.rules.jammat import compare_vectors

    rng = random.Random(others)
    for _ in range(40):
        hands = [rng.sample(shoe(2), 9) for _ in range(others + 1)]
        vecs = [vector(h) for h in hands]
        if rng.random() < 0.3:  # force ties at some positions
            vecs[1] = list(vecs[0])
        winners, wins, scores = compare_vectors(vecs, compare)
        expect = (1.0 if winners == (0,) else 0.5 if 0 in winners else 0.0)
        got, _ = _make_evaluator([vecs[1:]], compare, others)(tuple(vecs[0]))
        assert got == expect


@pytest.mark.parametrize("grid", ["2d", "3d"])
def test_expert_decides_by_work_not_by_the_clock(grid):
    # the same seed and view give the same arrangement every time (a fixed work budget)
    state = GAME.new_game(6, 3, {"deals": 1, "grid": grid})
    view = GAME.view(state, 0)
    moves = {AGENTS["expert"](GAME, 1).choose(view, view.legal) for _ in range(2)}
    assert len(moves) == 1
    move = moves.pop()
    assert collections.Counter(move.cards) == collections.Counter(state.hands[0])
    assert not hasattr(AGENTS["expert"](GAME, 1), "time_limit")
    GAME.apply(state, move)


@pytest.mark.parametrize("players,compare", [(2, "positional"), (4, "round_robin")])
def test_the_experts_cube_values_leave_its_choice_as_it_was(players, compare):
    """The expert's cube is its search's (arrange_3d with its restarts, from its seeded
    generator) whether it is asked to choose, to explain or to value cubes for the coach:
    the coach's samples are drawn after the choice."""
    for seed in range(1, 6):
        state = GAME.new_game(seed, players, {"deals": 1, "grid": "3d", "compare": compare})
        for seat in (0, players - 1):
            view = GAME.view(state, seat)
            legal = (Arrange(view.hand),)  # (as the seat to move would be offered)
            agent = AGENTS["expert"](GAME, seed)
            searched = arrange_3d(view.hand, "low", random.Random(seed), restarts=agent.restarts_3d)
            assert agent.choose(view, legal).cards == searched
            assert AGENTS["expert"](GAME, seed).explain(view, legal)[0].cards == searched
            move, values = AGENTS["expert"](GAME, seed).values(view, legal)
            assert move.cards == searched and set(values) == {move, *legal}
