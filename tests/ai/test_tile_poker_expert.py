"""Tile Poker's expert: honest (view only), deterministic per seed, always legal, and its pool
expectation agrees with the rules."""

import dataclasses
import random

from app.ai.base import make_agent
from app.ai.tile_poker import Analysis, HardAgent
from app.ai.tile_poker_expert import ExpertAgent, PoolBoard, with_tile
from app.games import descriptor
from app.rules.tile_poker import (
    GAME, BlindPlace, Pass, Place, cell_key, placement_points,
)
from tests.ai.test_tile_poker_ai import C, position  # (hand-built positions, as hard's tests)

from app.ai.base import agent_levels

AGENTS = agent_levels("tile_poker")  # every level, the expert's own module included

G = GAME


def played(seed, plies, agents=("hard", "hard")):
    """A seeded game after ``plies`` decisions by the given levels (and a turned-up tile
    placed), with a player to move."""
    state = G.new_game(seed, 2)
    players = [AGENTS[agents[i]](G, seed + i) for i in range(2)]
    done = 0
    while G.to_move(state) is not None and (done < plies or state.pending is not None):
        seat = G.to_move(state)
        done += 1
        state = G.apply(state, players[seat].choose(G.view(state, seat), G.legal_moves(state)))
    return state


def test_expert_is_registered_and_listed_last():
    assert make_agent("tile_poker", "expert", 1).name == "expert"
    assert descriptor("tile_poker").levels[-1] == "expert"


def test_same_view_same_decision():
    # two full states built from one view (different pool orders) give the same decision
    checked = 0
    for seed, plies in ((17, 6), (23, 21), (41, 40), (5, 55)):
        state = played(seed, plies)
        seat = G.to_move(state)
        view = G.view(state, seat)
        one = G.determinize(view, random.Random(1))
        two = G.determinize(view, random.Random(2))
        assert one.pool != two.pool
        assert G.view(one, seat) == view and G.view(two, seat) == view
        a = ExpertAgent(G, 9).choose(G.view(one, seat), G.legal_moves(one))
        b = ExpertAgent(G, 9).choose(G.view(two, seat), G.legal_moves(two))
        assert a == b
        checked += 1
    assert checked == 4


def test_blind_phase_decision_depends_on_the_view_only():
    state = played(8, 12)
    seat = G.to_move(state)
    state = G.apply(state, BlindPlace())
    view = G.view(state, seat)
    assert view.phase == "blind"
    one, two = (G.determinize(view, random.Random(r)) for r in (3, 4))
    assert G.view(one, seat) == view == G.view(two, seat) and one.pool != two.pool
    assert ExpertAgent(G, 2).choose(view, G.legal_moves(one)) == ExpertAgent(G, 2).choose(
        G.view(two, seat), G.legal_moves(two))


def _game_moves(seed):
    state = G.new_game(seed, 2)
    players = [ExpertAgent(G, seed), HardAgent(G, seed + 1)]
    moves = []
    while G.to_move(state) is not None:
        seat = G.to_move(state)
        move = players[seat].choose(G.view(state, seat), G.legal_moves(state))
        moves.append(move)
        state = G.apply(state, move)
    return moves, state


def test_same_seed_same_game():
    first, end1 = _game_moves(12)
    second, end2 = _game_moves(12)
    assert first == second and end1.scores == end2.scores
    assert len(first) > 40


def test_every_decision_is_legal():
    decisions = 0
    for seed in range(3):
        state = G.new_game(100 + seed, 2)
        players = [ExpertAgent(G, seed), AGENTS[("greedy", "hard", "random")[seed]](G, seed)]
        if seed % 2:
            players.reverse()
        while G.to_move(state) is not None:
            seat = G.to_move(state)
            legal = G.legal_moves(state)
            move = players[seat].choose(G.view(state, seat), legal)
            assert move in legal
            if isinstance(players[seat], ExpertAgent):
                decisions += 1
            state = G.apply(state, move)
        assert G.outcome(state) is not None
    assert decisions >= 100


def test_pool_expectation_matches_the_rules():
    # for every placement of a hand tile: the mean over the pool's tiles of each tile's best
    # points on the board after the placement, as the rules score it
    s = position({(0, 0): "AS", (1, 0): "KS", (2, 0): "QS", (0, 1): "9H", (-1, 1): "9D"},
                 ("JS 4C", "2D 7H"), pool="TS 9C 4D 3H AH 8S")
    view = G.view(s, 0)
    a = Analysis(view, 0)
    pb = PoolBoard(a)
    for card in s.hands[0]:
        for cell in G.legal_cells(s):
            k = cell_key(*cell)
            excluded, entries = a.after(k)
            entries_t = [(with_tile(th, card.code), other) for _e, th, other in entries]
            got = pb.mean_after(excluded, entries_t)
            after = G.apply(s, Place(card, *cell))
            want = sum(max(placement_points(after.board, c, u) for c in G.legal_cells(after))
                       for u in s.pool) / len(s.pool)
            assert abs(got - want) < 1e-9, (card, cell)


def test_expert_does_not_leave_a_line_the_pool_completes():
    # KS QS on the row: JS at (3, 0) makes a 4-tile spade line that the pool's TS completes
    # to a royal flush (13), and the opponent moves next; hard only knows the pool's average
    s = position({(0, 0): "AS", (1, 0): "KS", (2, 0): "QS", (0, 1): "9H", (-1, 1): "9D"},
                 ("JS 4C", "2D 7H"), pool="TS 9C 4D 3H")
    for seed in range(4):
        move = ExpertAgent(G, seed).choose(G.view(s, 0), G.legal_moves(s))
        assert move != Place(C("JS"), 3, 0), move


def test_expert_ends_the_game_when_ahead_after_a_pass_only():
    s = position({(0, 0): "AS", (1, 0): "4D"}, ("2C 3D", "KC 9H"), scores=(6, 2), streak=1)
    assert ExpertAgent(G, 0).choose(G.view(s, 0), G.legal_moves(s)) == Pass()
    behind = dataclasses.replace(s, scores=(2, 6))
    for seed in range(3):
        assert ExpertAgent(G, seed).choose(G.view(behind, 0), G.legal_moves(behind)) != Pass()
