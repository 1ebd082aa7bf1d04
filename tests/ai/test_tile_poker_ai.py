"""Tile Poker computer players: legal, view-only, greedy takes the points, hard plans."""

import dataclasses
import random

from hypothesis import given, settings, strategies as st

from app.ai.base import agent_levels, make_agent
from app.ai.tile_poker import Analysis, GreedyAgent, HardAgent
from app.rules.cards import DECK, Card, cards
from app.rules.tile_poker import (
    GAME, BlindPlace, Draw, Pass, Place, PlaceBlindTile, PlacedTile, Swap, placement_points,
)
from app.sim import simulate

AGENTS = agent_levels("tile_poker")  # every level, the expert's own module included

G = GAME


def C(text):
    return Card.parse(text)


def position(board, hands, turn=0, pool=None, **fields):
    base = G.new_game(3, 2)
    tiles = tuple(PlacedTile(x, y, C(t), None if t == "AS" else 1) for (x, y), t in board.items())
    h = tuple(cards(t) for t in hands)
    used = {C(t) for t in board.values()} | set(h[0]) | set(h[1])
    pool = tuple(c for c in DECK if c not in used) if pool is None else cards(pool)
    return dataclasses.replace(base, tiles=tiles, hands=h, pool=pool, turn=turn, first=turn, **fields)


def test_levels_are_registered():
    assert set(AGENTS) == {"random", "greedy", "hard", "expert"}
    assert set(agent_levels("tile_poker")) >= {"random", "greedy", "hard", "expert"}
    for level in AGENTS:
        assert make_agent("tile_poker", level, 1).name == level


@settings(max_examples=6)
@given(seed=st.integers(0, 10**6), levels=st.sampled_from([("hard", "greedy"), ("greedy", "random"), ("hard", "random")]))
def test_agents_only_play_legal_moves_and_games_end(seed, levels):
    state = G.new_game(seed, 2)
    agents = [AGENTS[levels[i]](G, seed + i) for i in range(2)]
    moves = 0
    while G.to_move(state) is not None:
        seat = G.to_move(state)
        legal = G.legal_moves(state)
        move = agents[seat].choose(G.view(state, seat), legal)
        assert move in legal
        state = G.apply(state, move)
        moves += 1
        assert moves < 500
    assert G.outcome(state) is not None


def test_agents_decide_from_the_view_only():
    # two full states with the same view (different pool orders) get the same decision
    state = G.new_game(17, 2)
    for _ in range(6):
        seat = G.to_move(state)
        state = G.apply(state, GreedyAgent(G, 0).choose(G.view(state, seat), G.legal_moves(state)))
    seat = G.to_move(state)
    view = G.view(state, seat)
    other = G.determinize(view, random.Random(99))
    assert other.pool != state.pool and G.view(other, seat) == view
    for level in ("greedy", "hard"):
        a = AGENTS[level](G, 5).choose(view, G.legal_moves(state))
        b = AGENTS[level](G, 5).choose(G.view(other, seat), G.legal_moves(other))
        assert a == b


def test_greedy_takes_the_most_points():
    board = {(0, 0): "AS", (1, 1): "7H", (2, 1): "7C", (3, 1): "7D", (4, 1): "2S"}
    s = position(board, ("2D 7S 9C", "KC"))
    move = GreedyAgent(G, 0).choose(G.view(s, 0), G.legal_moves(s))
    best = max(placement_points(s.board, (m.x, m.y), m.card) for m in G.legal_moves(s) if isinstance(m, Place))
    assert isinstance(move, Place) and placement_points(s.board, (move.x, move.y), move.card) == best
    assert best == 8


def test_greedy_draws_when_nothing_scores():
    # AS alone and a hand of low tiles that cannot beat the ace or pair it
    s = position({(0, 0): "AS"}, ("2C 3D", "KC"))
    assert GreedyAgent(G, 0).choose(G.view(s, 0), G.legal_moves(s)) == Draw()


def _royal_trap():
    # row y=5 holds TH JH QH and KD sits at (4, 4): my KH at (4, 5) scores the most now (2 for
    # the row, 2 for the KD KH pair) but leaves the opponent's AH a royal flush (13) at (5, 5)
    board = {(0, 0): "AS", (0, 1): "5S", (1, 5): "TH", (2, 5): "JH", (3, 5): "QH", (4, 4): "KD"}
    return position(board, ("KH 4C", "AH 3S"), pool=None)


def test_hard_does_not_open_a_royal_flush_for_the_opponent():
    s = _royal_trap()
    trap_cells = {(4, 5), (0, 5)}
    greedy = GreedyAgent(G, 0).choose(G.view(s, 0), G.legal_moves(s))
    assert greedy == Place(C("KH"), 4, 5)  # the trap is the greedy choice
    for seed in range(5):
        move = HardAgent(G, seed).choose(G.view(s, 0), G.legal_moves(s))
        assert not (isinstance(move, Place) and move.card == C("KH") and (move.x, move.y) in trap_cells), move
        if isinstance(move, Place):
            after = G.apply(s, move)
            opp_best = max((placement_points(after.board, c, card) for c in G.legal_cells(after)
                            for card in after.hands[1]), default=0)
            assert opp_best < 13


def test_analysis_sees_the_reply_a_placement_opens():
    s = _royal_trap()
    a = Analysis(G.view(s, 0), 0)
    from app.rules.tile_poker import cell_key
    kh = C("KH").code
    assert a.opp_after(cell_key(4, 5), kh) == 13
    assert a.opp_after(cell_key(4, 3), kh) < 13
    # the same numbers the rules give after the move
    after = G.apply(s, Place(C("KH"), 4, 5))
    exact = max(placement_points(after.board, c, card) for c in G.legal_cells(after) for card in after.hands[1])
    assert exact == 13


def test_hard_ends_the_game_when_ahead_after_a_pass_and_not_when_behind():
    s = position({(0, 0): "AS", (1, 0): "4D"}, ("2C 3D", "KC 9H"), scores=(6, 2), streak=1)
    assert HardAgent(G, 0).choose(G.view(s, 0), G.legal_moves(s)) == Pass()
    behind = dataclasses.replace(s, scores=(2, 6))
    for seed in range(3):
        assert HardAgent(G, seed).choose(G.view(behind, 0), G.legal_moves(behind)) != Pass()


def test_hard_places_a_turned_up_tile_where_it_scores():
    s = position({(0, 0): "AS", (1, 0): "4D", (-1, 0): "9C"}, ("2C 3D", "KC 9H"), pool="6H 7S AD")
    s = G.apply(s, BlindPlace())
    assert s.pending == C("AD")
    move = HardAgent(G, 0).choose(G.view(s, 0), G.legal_moves(s))
    assert isinstance(move, PlaceBlindTile)
    assert placement_points(s.board, (move.x, move.y), C("AD")) == max(
        placement_points(s.board, c, C("AD")) for c in G.legal_cells(s))


def test_hard_may_swap_or_draw_only_when_legal():
    # full hand, swaps used up, nothing scores: hard must still pick a legal move
    s = position({(0, 0): "AS"}, ("2C 3C 4C 5D 6D 7D 8H", "KC"), swaps=(3, 0))
    legal = G.legal_moves(s)
    move = HardAgent(G, 0).choose(G.view(s, 0), legal)
    assert move in legal and not isinstance(move, (Draw, Swap))


def test_simulator_runs_tile_poker():
    report = simulate("tile_poker", 2, ["hard", "greedy"], games=1, seed=3, swap=True)
    assert report["games"] == 2
    assert sum(r["wins"] + r["draws"] for r in report["results"]) >= 2
