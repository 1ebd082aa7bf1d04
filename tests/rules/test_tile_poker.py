"""Tile Poker (RULES.md section 4): the TP-T vectors, each action's legality, the end of the
game, tiebreaks, and properties over seeded random games."""

import copy
import dataclasses
import random

import pytest
from hypothesis import given, settings, strategies as st

from app.games import present
from app.games import tile_poker_present as tp_present
from app.rules.cards import DECK, Card, cards
from app.rules.game import IllegalMoveError, OptionError, replay
from app.rules.tile_poker import (
    CATEGORIES, GAME, NO_HAND, beside, BlindPlace, Draw, Pass, Place, PlaceBlindTile, PlacedTile, Swap,
    Timeout, board_codes, category_name, cell_key, default_options, default_turn_timer,
    evaluate_line, is_legal_cell, key_points, legal_keys, placement_points, score_placement,
)

G = GAME


def C(text):
    return Card.parse(text)


def row_board(text, y=0, x0=0):
    """A row of tiles from x0; ``_`` leaves a gap."""
    board = {}
    for i, t in enumerate(text.split()):
        if t != "_":
            board[(x0 + i, y)] = C(t)
    return board


def position(board, hands=("", ""), turn=0, pool=None, **fields):
    """A state with ``board`` (cell -> Card), the given hands, and every other tile in the pool
    (in a fixed order) unless ``pool`` is given."""
    base = G.new_game(7, 2)
    tiles = tuple(PlacedTile(x, y, c, None if c == C("AS") else 0) for (x, y), c in board.items())
    h = tuple(cards(t) for t in hands)
    used = set(board.values()) | set(h[0]) | set(h[1])
    if pool is None:
        pool = tuple(c for c in DECK if c not in used)
    else:
        pool = cards(pool)
    return dataclasses.replace(base, tiles=tiles, hands=h, pool=pool, turn=turn, first=turn, **fields)


# ----------------------------------------------------------------------------- TP-T vectors


def test_t1_t2_start_and_first_placements():
    s = position({(0, 0): C("AS")}, hands=("KS 2C", "AH 3D"), turn=0)
    s = G.apply(s, Place(C("KS"), 1, 0))
    assert s.scores == (0, 0)  # TP-T1: AS KS is a high card, KS not on top; column is 1 tile
    assert s.last_placement.points == 0
    assert [ln.category_name for ln in s.last_placement.lines] == ["high card", "none"]
    s = G.apply(s, Place(C("AH"), 0, 1))
    assert s.scores == (0, 2)  # TP-T2: AS AH pair in the column
    row, col = s.last_placement.lines
    assert col.category_name == "pair" and col.points == 2 and row.points == 0


def test_t3_illegal_cells():
    board = {(0, 0): C("AS"), (1, 0): C("KS"), (0, 1): C("AH")}
    assert not is_legal_cell(board, (1, 1))  # completes a 2x2 block
    assert not is_legal_cell(board, (2, 2))  # touches nothing
    assert is_legal_cell(board, (1, -1))
    assert is_legal_cell(board, (2, 0)) and is_legal_cell(board, (-1, 0))
    assert not is_legal_cell(board, (0, 0))  # taken
    assert not is_legal_cell(board, (2, 1))  # diagonal touch only


def test_t3_rejections_name_the_reason():
    board = {(0, 0): C("AS"), (1, 0): C("KS"), (0, 1): C("AH")}
    s = position(board, hands=("QC", "2D"))
    for cell, words in (((1, 1), "2x2"), ((2, 2), "does not touch"), ((0, 1), "taken")):
        with pytest.raises(IllegalMoveError) as info:
            G.apply(s, Place(C("QC"), *cell))
        assert words in info.value.reason and info.value.rule == "TP-5"


def test_t4_pair_then_kicker_or_two_pair():
    board = row_board("8C 8D 3H", x0=1)
    assert placement_points(board, (0, 0), C("KS")) == 0
    assert placement_points(board, (4, 0), C("KS")) == 0
    assert placement_points(board, (4, 0), C("3D")) == 3
    assert placement_points(board, (0, 0), C("3D")) == 3


def test_t5_full_house_and_four_of_a_kind_kicker():
    assert placement_points(row_board("7H 7C 7D 2S"), (4, 0), C("2D")) == 8
    assert placement_points(row_board("9S 9H 9D 9C"), (4, 0), C("4H")) == 0
    assert placement_points(row_board("9S 9H 9D 4H"), (4, 0), C("9C")) == 8


def test_t6_gap_joins_into_one_straight():
    board = row_board("5C 6D _ 8H 9S")
    assert placement_points(board, (2, 0), C("7S")) == 5
    score = score_placement(board, (2, 0), C("7S"))
    assert score.lines[0].cells == tuple((x, 0) for x in range(5))
    assert score.lines[0].category_name == "straight"


def test_t7_both_lines_score():
    board = {(0, 0): C("4S"), (0, 1): C("4D")}  # column at x=0 holds two 4s ... row at y=2
    board.update({(1, 2): C("9C")})
    # place 4H at (0, 2): column 4S 4D 4H = three of a kind (3); row 4H 9C = high card 9 on top (0)
    assert placement_points(board, (0, 2), C("4H")) == 3
    board2 = {(0, 0): C("4S"), (0, 1): C("4D"), (1, 2): C("4C")}
    # row 4H 4C pair (2) + column 4S 4D 4H three of a kind (3)
    assert placement_points(board2, (0, 2), C("4H")) == 5
    score = score_placement(board2, (0, 2), C("4H"))
    assert [ln.category_name for ln in score.lines] == ["pair", "three of a kind"]
    assert score.best_category == CATEGORIES.index("three of a kind") + 1


def test_t8_six_tiles_score_nothing_even_as_flush():
    board = row_board("2H 5H 7H 9H JH")
    assert placement_points(board, (5, 0), C("KH")) == 0
    assert placement_points(board, (-1, 0), C("KH")) == 0
    # longer lines stay at 0
    assert placement_points(row_board("2C 2D 2H 5S 6S 7S"), (6, 0), C("2S")) == 0


def test_t9_royal_flush():
    assert placement_points(row_board("TH JH QH KH"), (4, 0), C("AH")) == 13
    assert placement_points(row_board("JH QH KH AH"), (-1, 0), C("TH")) == 13
    assert evaluate_line(cards("TH JH QH KH AH"), C("AH")).category == 1
    assert evaluate_line(cards("9H TH JH QH KH"), C("9H")).category == 2
    assert placement_points(row_board("9D TD JD QD"), (4, 0), C("KD")) == 13


def test_t10_high_card():
    assert placement_points(row_board("3C 9D"), (2, 0), C("JS")) == 2
    assert placement_points(row_board("3C 9D"), (2, 0), C("5H")) == 0
    assert placement_points(row_board("3C"), (1, 0), C("AD")) == 2  # ace counts high


def test_t11_wheel_but_no_wrap():
    assert placement_points(row_board("AD 2C 3H 4S"), (4, 0), C("5D")) == 5
    assert placement_points(row_board("QH KD AS 2C"), (4, 0), C("3D")) == 0
    assert evaluate_line(cards("QH KD AS 2C 3D"), C("3D")).category == CATEGORIES.index("high card") + 1


def test_t12_flush_needs_five():
    assert placement_points(row_board("2H 6H 9H JH"), (4, 0), C("KH")) == 5
    assert placement_points(row_board("2H 6H 9H"), (3, 0), C("JH")) == 2


def test_line_categories_cover_the_table():
    expect = {
        "royal flush": "TS JS QS KS AS", "straight flush": "AC 2C 3C 4C 5C",
        "four of a kind": "7S 7H 7D 7C", "full house": "KS KH 2D 2C 2S", "flush": "2D 4D 6D 8D TD",
        "straight": "9S TH JD QC KS", "three of a kind": "QS QH QD", "two pair": "5S 5H 9D 9C",
        "pair": "JS JH", "high card": "2S 7H",
    }
    for name, text in expect.items():
        hand = cards(text)
        value = evaluate_line(hand, hand[-1])
        assert category_name(value.category) == name, text
        assert value.points > 0


def test_contributing_set_decides():
    # the kicker of two pair in 5 tiles, the odd tile of a pair, trips kickers
    assert evaluate_line(cards("5S 5H 9D 9C KS"), C("KS")).points == 0
    assert evaluate_line(cards("5S 5H 9D 9C KS"), C("9C")).points == 3
    assert evaluate_line(cards("QS QH QD 3C"), C("3C")).points == 0
    assert evaluate_line(cards("QS QH QD 3C 3D"), C("3C")).points == 8  # full house: all 5
    assert evaluate_line(cards("2S 3H 4D 5C 7S"), C("7S")).points == 2  # high card on top
    assert evaluate_line(cards("2S 3H 4D 5C 7S"), C("5C")).points == 0


def test_bridge_joins_two_lines():
    board = row_board("QS QH _ 3D 3C")
    assert placement_points(board, (2, 0), C("QD")) == 8  # full house QQQ33
    assert placement_points(board, (2, 0), C("7C")) == 0  # two pair, 7 is the kicker
    board = row_board("4C 5C _ 7C 8C")
    assert placement_points(board, (2, 0), C("6C")) == 13  # straight flush across the gap
    board = row_board("2S 2H _ 3D 3C 9S")
    assert placement_points(board, (2, 0), C("2D")) == 0  # bridge makes 6 tiles
    # a gap bridged in the column while the row also forms
    board = {(0, -1): C("8S"), (0, 1): C("8H"), (-1, 0): C("KD")}
    assert placement_points(board, (0, 0), C("8D")) == 3 + 0  # trips in column; row K high


def test_lines_of_six_or_more_never_score():
    board = row_board("2S 3S 4S 5S 6S 8D")
    assert placement_points(board, (6, 0), C("9D")) == 0
    board[(6, 0)] = C("9D")
    assert placement_points(board, (7, 0), C("9H")) == 0


# ----------------------------------------------------------------------------- actions


def test_place_requires_a_tile_of_your_hand():
    s = position({(0, 0): C("AS")}, hands=("KS", "QD"))
    with pytest.raises(IllegalMoveError) as info:
        G.apply(s, Place(C("QD"), 1, 0))
    assert "not in your hand" in info.value.reason


def test_draw_legality_t15():
    full = position({(0, 0): C("AS")}, hands=("2C 3C 4C 5C 6C 7C 8C", "2D"))
    assert Draw() not in G.legal_moves(full)
    with pytest.raises(IllegalMoveError) as info:
        G.apply(full, Draw())
    assert info.value.rule == "TP-14"
    s = position({(0, 0): C("AS")}, hands=("2C", "2D"))
    top = s.pool[-1]
    after = G.apply(s, Draw())
    assert after.hands[0] == (C("2C"), top) and after.pool == s.pool[:-1] and after.turn == 1
    empty = position({(0, 0): C("AS")}, hands=("2C", "2D"), pool="")
    with pytest.raises(IllegalMoveError):
        G.apply(empty, Draw())


def test_blind_place_works_with_a_full_hand_and_scores():
    s = position({(0, 0): C("AS")}, hands=("2C 3C 4C 5C 6C 7C 8C", "2D"), pool="9D KS AH")
    assert BlindPlace() in G.legal_moves(s)
    s1 = G.apply(s, BlindPlace())
    assert s1.pending == C("AH") and s1.turn == 0 and len(s1.pool) == 2
    assert all(isinstance(m, PlaceBlindTile) for m in G.legal_moves(s1))
    for bad in (Pass(), Draw(), Place(C("2C"), 1, 0), BlindPlace()):
        with pytest.raises(IllegalMoveError):
            G.apply(s1, bad)
    s2 = G.apply(s1, PlaceBlindTile(0, 1))
    assert s2.scores == (2, 0) and s2.aces == (1, 0) and s2.turn == 1 and s2.pending is None
    assert s2.last_placement.how == "blind" and len(s2.hands[0]) == 7
    with pytest.raises(IllegalMoveError):
        G.apply(s, PlaceBlindTile(0, 1))  # nothing turned up
    with pytest.raises(IllegalMoveError):
        G.apply(position({(0, 0): C("AS")}, hands=("2C", "2D"), pool=""), BlindPlace())


def test_swap_and_its_limit_t15():
    s = position({(0, 0): C("AS")}, hands=("2C 3C", "2D 3D"))
    for i in range(3):
        top = s.pool[-1]
        before_pool = set(s.pool)
        s = G.apply(s, Swap(s.hands[0][0]))
        assert top in s.hands[0] and len(s.hands[0]) == 2 and s.swaps == (i + 1, 0)
        assert len(s.pool) == len(before_pool)
        s = G.apply(s, Pass())  # player 2
    assert not any(isinstance(m, Swap) for m in G.legal_moves(s))
    with pytest.raises(IllegalMoveError) as info:
        G.apply(s, Swap(s.hands[0][0]))
    assert info.value.rule == "TP-13" and "3 swaps" in info.value.reason
    # player 2 still has their own three
    s = G.apply(s, Draw())
    assert any(isinstance(m, Swap) for m in G.legal_moves(s))


def test_swap_needs_a_pool_and_a_hand_and_your_tile():
    s = position({(0, 0): C("AS")}, hands=("2C", "2D"), pool="")
    with pytest.raises(IllegalMoveError):
        G.apply(s, Swap(C("2C")))
    s = position({(0, 0): C("AS")}, hands=("", "2D"))
    with pytest.raises(IllegalMoveError):
        G.apply(s, Swap(C("2C")))
    s = position({(0, 0): C("AS")}, hands=("2C", "2D"))
    with pytest.raises(IllegalMoveError):
        G.apply(s, Swap(C("2D")))


def test_swapped_tile_goes_into_the_pool_at_a_seeded_place():
    positions = set()
    for seed in range(12):
        s = dataclasses.replace(G.new_game(seed, 2), turn=0)
        given_back = s.hands[0][0]
        after = G.apply(s, Swap(given_back))
        assert given_back in after.pool and given_back not in after.hands[0]
        positions.add(after.pool.index(given_back))
        again = G.apply(s, Swap(given_back))
        assert again == after  # same state, same move, same result
    assert len(positions) > 1


def test_pass_is_always_legal_and_illegal_moves_change_nothing():
    s = G.new_game(3, 2)
    keep = copy.deepcopy(s)
    assert Pass() in G.legal_moves(s)
    for bad in (Place(s.hands[s.turn][0], 5, 5), Swap(s.hands[1 - s.turn][0]), Timeout(), PlaceBlindTile(1, 0)):
        with pytest.raises(IllegalMoveError):
            G.apply(s, bad)
    assert s == keep


# ----------------------------------------------------------------------------- end of game


def test_t13_two_passes_end_the_game():
    s = position({(0, 0): C("AS")}, hands=("2C", "2D"))
    s = G.apply(G.apply(s, Pass()), Pass())
    assert G.to_move(s) is None and s.end_reason == "two passes"
    s = position({(0, 0): C("AS")}, hands=("2C", "2D"))
    s = G.apply(G.apply(G.apply(s, Pass()), Draw()), Pass())
    assert G.to_move(s) == 1


def test_t13_skip_then_pass_ends():
    # player 2 has nothing and the pool is empty: after player 1 plays, player 2 is skipped
    s = position({(0, 0): C("AS")}, hands=("2C 3C", ""), pool="")
    s = G.apply(s, Place(C("2C"), 1, 0))
    assert s.turn == 0 and s.skips == (0, 1) and s.streak == 1 and not s.over
    assert [a.action for a in s.last_actions] == ["place", "skip"]
    s = G.apply(s, Pass())
    assert s.over and s.end_reason == "two passes"
    # ... but if player 1 places instead, play goes on
    s = position({(0, 0): C("AS")}, hands=("2C 3C 4C", ""), pool="")
    s = G.apply(G.apply(s, Place(C("2C"), 1, 0)), Place(C("3C"), -1, 0))
    assert not s.over and s.turn == 0 and s.skips == (0, 2)


def test_game_ends_when_all_tiles_are_placed():
    board = {}
    rest = [c for c in DECK if c != C("AS")]
    board[(0, 0)] = C("AS")
    # a long snake of 50 tiles along row 0 and 1 is not legal (2x2), so use a comb:
    # tiles on row 0 from x=1..25, and single teeth above every other column
    x = 1
    i = 0
    while i < 49:
        board[(x, 0)] = rest[i]
        i += 1
        if i < 49 and x % 2 == 0:
            board[(x, 1)] = rest[i]
            i += 1
        x += 1
    assert len(board) == 50
    last = rest[49:]
    s = position(board, hands=(" ".join(map(str, last)), ""), pool="")
    s = G.apply(s, Place(last[0], -1, 0))
    s = G.apply(s, Place(last[1], -2, 0)) if not s.over else s
    assert s.over and s.end_reason == "all tiles placed" and len(s.tiles) == 52


def test_t14_tiebreaks():
    base = position({(0, 0): C("AS")}, hands=("", ""), pool="")
    full, flush = CATEGORIES.index("full house") + 1, CATEGORIES.index("flush") + 1
    over = dict(over=True, end_reason="two passes")
    r = G.result(dataclasses.replace(base, scores=(10, 10), best=(flush, full), **over))
    assert r.winners == (1,) and r.decided_by == "best hand" and r.best_names[1] == "full house"
    r = G.result(dataclasses.replace(base, scores=(10, 10), best=(full, full), aces=(2, 1), **over))
    assert r.winners == (0,) and r.decided_by == "aces"
    r = G.result(dataclasses.replace(base, scores=(10, 10), best=(full, full), aces=(1, 1), **over))
    assert r.draw and set(r.winners) == {0, 1} and r.decided_by == "draw"
    r = G.result(dataclasses.replace(base, scores=(9, 10), best=(1, NO_HAND), aces=(3, 0), **over))
    assert r.winners == (1,) and r.decided_by == "points"
    out = G.outcome(dataclasses.replace(base, scores=(10, 10), best=(full, full), aces=(1, 1), **over))
    assert out.draw and out.scores == (10.0, 10.0)


def test_best_hand_and_aces_are_tracked_from_play():
    s = position(row_board("7H 7C 7D 2S", y=-3, x0=1) | {(0, 0): C("AS")}, hands=("2D AH", "KC"))
    s = G.apply(s, Place(C("2D"), 5, -3))
    assert s.scores == (8, 0) and s.best[0] == CATEGORIES.index("full house") + 1
    s = G.apply(s, Pass())
    s = G.apply(s, Place(C("AH"), 0, 1))  # pair with the starting AS: 2 points
    assert s.aces == (1, 0) and s.best[0] == CATEGORIES.index("full house") + 1
    assert s.scores == (10, 0)


# ----------------------------------------------------------------------------- timer


def test_turn_timer_option_and_default():
    assert default_turn_timer(True) == 60 and default_turn_timer(False) == "off"
    assert default_options(True) == {"turn_timer": 60}
    assert G.new_game(1, 2, {"turn_timer": "90"}).turn_timer == 90
    assert G.new_game(1, 2, default_options(True)).turn_timer == 60
    assert G.new_game(1, 2).turn_timer == "off"
    for bad in (5, 601, "fast", True):
        with pytest.raises(OptionError) as info:
            G.new_game(1, 2, {"turn_timer": bad})
        assert "turn_timer" in str(info.value)
    with pytest.raises(OptionError) as info:
        G.new_game(1, 2, {"timer": 60})
    assert "timer" in str(info.value)
    with pytest.raises(OptionError):
        G.new_game(1, 3)


def test_t15_timeouts_count_and_the_fifth_forfeits():
    s = G.new_game(5, 2, {"turn_timer": 30})
    with pytest.raises(IllegalMoveError):
        G.apply(G.new_game(5, 2), Timeout())
    loser = s.turn
    for i in range(4):
        s = G.apply(s, Timeout())  # loser times out (a pass) ...
        assert s.timeouts[loser] == i + 1 and not s.over
        s = G.apply(s, next(m for m in G.legal_moves(s) if isinstance(m, Place)))
    s = G.apply(s, Timeout())
    assert s.over and s.forfeit == loser
    out = G.outcome(s)
    assert out.winners == (1 - loser,) and out.reason == "forfeit"


def test_forfeit_wins_whatever_the_points():
    s = position({(0, 0): C("AS")}, hands=("2C", "2D"), turn_timer=20, timeouts=(4, 0), scores=(50, 0))
    s = G.apply(s, Timeout())
    assert G.outcome(s).winners == (1,)


def test_timeout_counts_as_pass_for_the_end():
    s = position({(0, 0): C("AS")}, hands=("2C", "2D"), turn_timer=20)
    s = G.apply(G.apply(s, Pass()), Timeout())
    assert s.over and s.end_reason == "two passes" and s.timeouts == (0, 1)


def test_timeout_during_blind_place_puts_the_tile_first_legal_cell():
    board = {(0, 0): C("AS"), (1, 0): C("KS")}
    s = position(board, hands=("2C", "2D"), pool="5H 9D", turn_timer=20)
    s = G.apply(s, BlindPlace())
    s = G.apply(s, Timeout())
    # legal cells: (0,-1), (1,-1) -> smallest y, then smallest x: (0, -1)
    assert s.board[(0, -1)] == C("9D") and s.last_placement.how == "timeout"
    assert s.timeouts == (1, 0) and s.streak == 0 and s.turn == 1
    s = G.apply(s, Pass())
    assert not s.over  # the timeout placed a tile, so it was not a pass


# ----------------------------------------------------------------------------- views, json


def test_view_shows_both_hands_but_not_the_pool_order():
    s = G.new_game(11, 2)
    v0, v1, spectator = G.view(s, 0), G.view(s, 1), G.view(s, None)
    assert v0.hands == s.hands == v1.hands == spectator.hands
    assert v0.pool_size == 37 and set(v0.pool_tiles) == set(s.pool)
    assert v0.pool_tiles == tuple(sorted(s.pool))  # sorted, not in pool order
    assert not hasattr(v0, "pool") and not hasattr(v0, "seed")
    assert set(v0.legal_cells) == {(1, 0), (-1, 0), (0, 1), (0, -1)}
    me = s.turn
    assert v0.cells_for(s.hands[me][0]) == v0.legal_cells
    assert v0.cells_for(s.hands[1 - me][0]) == ()
    assert v0.swaps_left == (3, 3) and v0.result is None and v0.phase == "play"


def test_view_last_placement_lines_and_result():
    s = position({(0, 0): C("AS"), (1, 0): C("AD")}, hands=("AH", "2D"))
    s = G.apply(s, Place(C("AH"), 2, 0))
    v = G.view(s, 1)
    lp = v.last_placement
    assert (lp.seat, lp.card, lp.cell, lp.points) == (0, C("AH"), (2, 0), 3)
    assert [ln.category_name for ln in lp.lines] == ["three of a kind", "none"]
    assert v.to_move == 1
    s = G.apply(G.apply(s, Pass()), Pass())
    v = G.view(s, 0)
    assert v.phase == "over" and v.result.winners == (0,) and v.result.decided_by == "points"
    assert v.legal_cells == ()


def test_determinize_agrees_with_the_view():
    s = G.new_game(21, 2)
    s = G.apply(s, Place(s.hands[s.turn][0], 1, 0))
    v = G.view(s, 0)
    d = G.determinize(v, random.Random(4))
    assert G.view(d, 0) == v
    assert sorted(d.pool) == sorted(s.pool)
    assert G.legal_moves(d) == G.legal_moves(s)


def test_moves_round_trip_through_json():
    for m in (Place(C("TH"), -3, 4), Draw(), BlindPlace(), PlaceBlindTile(2, -1), Swap(C("AC")), Pass(), Timeout()):
        assert G.move_from_json(m.to_json()) == m


def test_fast_board_agrees_with_public_functions():
    s = G.new_game(2, 2)
    rng = random.Random(2)
    for _ in range(30):
        ms = [m for m in G.legal_moves(s) if isinstance(m, Place)]
        s = G.apply(s, ms[rng.randrange(len(ms))]) if ms else G.apply(s, Draw())
        if s.over:
            break
    b = board_codes(s.board)
    keys = legal_keys(b)
    assert sorted(keys) == sorted(cell_key(x, y) for (x, y) in G.legal_cells(s))
    for k in keys:
        x, y = k // 4096 - 1024, k % 4096 - 1024
        assert is_legal_cell(s.board, (x, y))
        for card in DECK[:20]:
            if card not in s.board.values():
                assert key_points(b, k, card.code) == placement_points(s.board, (x, y), card)


# ----------------------------------------------------------------------------- properties


def _random_game(seed, timer, move_seed):
    opts = {"turn_timer": 30} if timer else {}
    s = G.new_game(seed, 2, opts)
    rng = random.Random(move_seed)
    states = [s]
    moves = []
    while G.to_move(s) is not None:
        legal = G.legal_moves(s)
        if timer and rng.random() < 0.03:
            m = Timeout()
        else:
            # favour placements so games reach the board-full end as well
            places = [m for m in legal if isinstance(m, (Place, PlaceBlindTile))]
            if places and rng.random() < 0.8:
                m = places[rng.randrange(len(places))]
            else:
                m = legal[rng.randrange(len(legal))]
        s = G.apply(s, m)
        moves.append(m)
        states.append(s)
        assert len(moves) < 2000
    return states, moves


def _connected(cells):
    cells = set(cells)
    start = next(iter(cells))
    seen = {start}
    todo = [start]
    while todo:
        x, y = todo.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)


@settings(max_examples=25)
@given(seed=st.integers(0, 10**6), timer=st.booleans(), move_seed=st.integers(0, 10**6))
def test_random_games_keep_the_invariants(seed, timer, move_seed):
    states, moves = _random_game(seed, timer, move_seed)
    for s in states:
        on_board = [t.card for t in s.tiles]
        everything = on_board + list(s.hands[0]) + list(s.hands[1]) + list(s.pool)
        if s.pending is not None:
            everything.append(s.pending)
        assert sorted(everything) == sorted(DECK)  # tiles are conserved
        assert len(s.hands[0]) <= 7 and len(s.hands[1]) <= 7
        cells = {t.cell for t in s.tiles}
        assert _connected(cells)
        for (x, y) in cells:
            assert not {(x + 1, y), (x, y + 1), (x + 1, y + 1)} <= cells  # no 2x2 block
        if not s.over:
            assert G.legal_cells(s)  # TP-6: a legal cell always exists
            if s.hands[s.turn] and s.pending is None:
                assert any(isinstance(m, Place) for m in G.legal_moves(s))
    final = states[-1]
    assert final.over and G.outcome(final) is not None
    # scores equal the sum of placement points, recomputed on the board as it grew
    board = {}
    totals = [0, 0]
    for t in final.tiles:
        if t.by is not None:
            totals[t.by] += placement_points(board, t.cell, t.card)
        board[t.cell] = t.card
    assert tuple(totals) == final.scores
    # same seed and moves give the same game
    again = replay(G, seed, 2, {"turn_timer": 30} if timer else {}, moves)
    assert again == final


def _reference(line, placed):
    """A slow, direct reading of TP-9 to check the lookup tables against."""
    from collections import Counter
    n = len(line)
    if not 2 <= n <= 5:
        return "none", 0
    ranks = [c.high for c in line]
    count = Counter(ranks)
    shape = sorted(count.values(), reverse=True)
    flush = n == 5 and len({c.suit for c in line}) == 1
    distinct = sorted(set(ranks))
    straight = n == 5 and len(distinct) == 5 and (distinct[-1] - distinct[0] == 4 or distinct == [2, 3, 4, 5, 14])
    if flush and straight:
        name, pts, contrib = ("royal flush" if distinct[0] == 10 else "straight flush"), 13, set(line)
    elif shape[0] == 4:
        quad = [r for r, k in count.items() if k == 4][0]
        name, pts, contrib = "four of a kind", 8, {c for c in line if c.high == quad}
    elif shape[:2] == [3, 2]:
        name, pts, contrib = "full house", 8, set(line)
    elif flush:
        name, pts, contrib = "flush", 5, set(line)
    elif straight:
        name, pts, contrib = "straight", 5, set(line)
    elif shape[0] == 3:
        name, pts, contrib = "three of a kind", 3, {c for c in line if count[c.high] == 3}
    elif shape[:2] == [2, 2]:
        name, pts, contrib = "two pair", 3, {c for c in line if count[c.high] == 2}
    elif shape[0] == 2:
        name, pts, contrib = "pair", 2, {c for c in line if count[c.high] == 2}
    else:
        name, pts, contrib = "high card", 2, {max(line, key=lambda c: c.high)}
    return name, pts if placed in contrib else 0


@settings(max_examples=300)
@given(st.lists(st.sampled_from(DECK), min_size=1, max_size=7, unique=True), st.data())
def test_lookup_tables_match_a_direct_reading_of_tp9(line, data):
    from app.rules.poker_hands import evaluate5
    from app.rules.tile_poker import line_points5
    placed = data.draw(st.sampled_from(line))
    name, pts = _reference(line, placed)
    value = evaluate_line(line, placed)
    assert (category_name(value.category), value.points) == (name, pts)
    # the same line laid on a board row, the tile placed last
    board = {(i, 0): c for i, c in enumerate(line) if c != placed}
    assert placement_points(board, (line.index(placed), 0), placed) == pts
    if len(line) == 5:
        others = [c.code for c in line if c != placed]
        assert line_points5(placed.code, *others) == pts
        assert category_name(evaluate5(*(c.code for c in line))) == name


def test_the_rules_fast_line_scoring_equals_the_plain_reading_on_many_lines():
    """Every path the rules score with (line_value5, line_points5, line_value_codes,
    line_points_codes, evaluate_line, placement_points, score_placement) against _reference
    on many seeded lines: random ones, one-suit ones (flushes, straight flushes) and ones
    crowded into few ranks (fours, full houses), the placed tile anywhere in the line."""
    from app.rules.poker_hands import hand_category
    from app.rules.tile_poker import (
        line_points5, line_points_codes, line_value5, line_value_codes, score_placement,
    )
    rng = random.Random(15)
    lines = []
    for text in ("TS JS QS KS AS", "AH 2H 3H 4H 5H", "9D TD JD QD KD", "2C 3D 4H 5S 6C", "AS 2D 3H 4C 5S"):
        line = list(cards(text))
        lines += [(line, p) for p in line]
    for i in range(6000):
        n = (2, 3, 4, 5, 5, 5, 1, 6)[i % 8]
        kind = i % 3
        if kind == 1:
            suit = rng.choice("SHDC")
            pool = [c for c in DECK if c.suit == suit]
        elif kind == 2:
            ranks = rng.sample("A23456789TJQK", 2)
            pool = [c for c in DECK if c.rank in ranks] + rng.sample(DECK, 3)
            pool = list(dict.fromkeys(pool))
        else:
            pool = DECK
        line = rng.sample(pool, n)
        lines.append((line, rng.choice(line)))
    checked = set()
    for i, (line, placed) in enumerate(lines):
        n = len(line)
        name, pts = _reference(line, placed)
        checked.add(name)
        codes = [c.code for c in line]
        v = line_value_codes(codes, placed.code)
        assert (category_name(v >> 4), v & 15) == (name, pts), line
        assert line_points_codes(tuple(codes), placed.code) == pts
        assert line_points_codes(iter(codes), placed.code) == pts
        assert category_name(hand_category(codes)) == name
        value = evaluate_line(line, placed)
        assert (category_name(value.category), value.points, value.contributes) == (name, pts, pts > 0)
        if n == 5:
            others = [c.code for c in line if c != placed]
            assert line_value5(placed.code, *others) == v
            assert line_points5(placed.code, *others) == pts
        # the line laid on a board column, with a crossing row of two tiles through the cell
        at = line.index(placed)
        board = {(0, j): c for j, c in enumerate(line) if c != placed}
        cross = [c for c in DECK if c not in line][:2] if i % 2 else []
        for dx, c in zip((-1, 1), cross):
            board[(dx, at)] = c
        row_name, row_pts = _reference(cross[:1] + [placed] + cross[1:], placed) if cross else ("none", 0)
        score = score_placement(board, (0, at), placed)
        assert score.points == placement_points(board, (0, at), placed) == pts + row_pts
        assert [(ln.category_name, ln.points) for ln in score.lines] == [(row_name, row_pts), (name, pts)]
    assert set(CATEGORIES) | {"none"} == checked


# ----------------------------------------------------------------------------- issue 31


def test_the_view_says_when_a_pass_would_end_the_game():
    """Item 6: the table is told, by the rules, what a pass now leads to."""
    s = position({(0, 0): C("AS")}, hands=("2C", "2D"))
    assert G.view(s, 0).pass_ends_game == ""  # the other player may still end it by passing too
    s = G.apply(s, Pass())
    v = G.view(s, 1)
    assert v.pass_ends_game == "pass" and v.streak_turns == ((0, "pass"),)
    s2 = G.apply(s, Draw())  # a turn that places nothing but is not a pass starts afresh
    assert G.view(s2, 0).pass_ends_game == ""
    s = G.apply(s, Pass())
    assert s.over and G.view(s, 0).pass_ends_game == ""
    r = G.result(s)
    assert r.end_reason == "two passes" and r.end_turns == ((0, "pass"), (1, "pass"))


def test_a_pass_against_a_player_with_no_tile_ends_the_game_at_once():
    s = position({(0, 0): C("AS")}, hands=("2C 3C", ""), pool="")
    v = G.view(s, 0)
    assert v.no_tile == (False, True) and v.pass_ends_game == "no tile"
    end = G.apply(s, Pass())
    assert end.over and G.result(end).end_turns == ((0, "pass"), (1, "skip"))
    # after a skip it is the skip that makes the next pass end the game
    s = G.apply(s, Place(C("2C"), 1, 0))
    assert G.view(s, 0).pass_ends_game == "skip"


def test_a_timeout_counts_in_why_the_game_ended():
    s = position({(0, 0): C("AS")}, hands=("2C", "2D"), turn_timer=30)
    s = G.apply(s, Timeout())
    assert G.view(s, 1).pass_ends_game == "timeout"
    s = G.apply(s, Pass())
    assert G.result(s).end_turns == ((0, "timeout"), (1, "pass"))


def test_words_for_players_name_no_coordinates():
    """Item 7: refusals, move labels and action texts say where in words (by the tiles beside
    a cell), never "(1, 1)"."""
    board = {(0, 0): C("AS"), (1, 0): C("KS"), (0, 1): C("AH")}
    s = position(board, hands=("QC", "2D"))
    for cell, words in (((1, 1), "2x2 block with A♥, A♠ and K♠"), ((2, 2), "does not touch a tile"),
                        ((0, 1), "taken: A♥ is there")):
        with pytest.raises(IllegalMoveError) as info:
            G.apply(s, Place(C("QC"), *cell))
        assert words in info.value.reason and "(" not in info.value.reason
    v = G.view(s, 0)
    labels = {present.move_label("tile_poker", v, m) for m in v.legal if isinstance(m, Place)}
    assert "Place Q♣ right of K♠" in labels and "Place Q♣ left of A♠" in labels
    assert "Place Q♣ above A♠" in labels and "Place Q♣ below A♥" in labels
    assert not any("(" in t for t in labels)
    s = G.apply(s, Place(C("QC"), 2, 0))
    a = s.last_actions[0]
    assert (a.seat, a.action, a.card, a.points) == (0, "place", C("QC"), 0)
    assert tp_present.action_line(a, ["Ann", "Bo"]) == "Ann places Q♣ for 0 points"
    b = {(0, 0): C("AS"), (2, 0): C("TC"), (1, -1): C("7D")}
    assert tp_present.where_words(beside(b, (1, 0))) == "between A♠ and 10♣, below 7♦"  # y grows downwards
