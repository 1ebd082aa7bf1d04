"""Jammat rules: RULES.md section 1 (J-1 to J-17) and its test vectors J-T1 to J-T8."""

import collections
import dataclasses
import itertools
import math
import random

import pytest
from hypothesis import given, settings, strategies as st

from app.rules.cards import DECK, Card, cards, shoe
from app.rules.game import IllegalMoveError, OptionError
from app.rules.jammat import (
    GAME, LINES_2D, LINES_3D, Arrange, DealResult, compare_positions, compare_vectors,
    deal_points, deal_result, describe_key, grid_codes, grid_lines, grid_vector, line_key, line_keys, lines,
    match_points, match_table, score_deal,
)
from app.rules.jammat_search import best_grid

# ----------------------------------------------------------------------------- helpers


def oracle_vector(grid, a23="low"):
    """An independent reading of J-11: keys from line_key, sorted high to low."""
    cells = LINES_2D if len(grid) == 9 else LINES_3D
    return sorted((line_key([grid[a], grid[b], grid[c]], a23) for a, b, c in cells), reverse=True)


def oracle_positional(grids, a23="low"):
    vecs = [oracle_vector(g, a23) for g in grids]
    wins = [0] * len(grids)
    for i in range(len(vecs[0])):
        col = [v[i] for v in vecs]
        top = max(col)
        if col.count(top) == 1:
            wins[col.index(top)] += 1
    return tuple(wins)


def random_grid_sets(rng, players, pool_decks=1, size=9):
    pool = shoe(pool_decks)
    rng.shuffle(pool)
    return [tuple(pool[i * size:(i + 1) * size]) for i in range(players)]


# The grids of J-T5 style tests: A is strong everywhere, B weak everywhere.
STRONG = cards("AS AH AD KS KH KD QS QH QD")  # rows: trails A K Q; columns: pure A-K-Q; diagonals: A-K-Q
WEAK = cards("2S 2H 2D 3S 3H 3D 4S 4H 4D")
STRONG_OTHER_SUITS = cards("AC AH AD KC KH KD QC QH QD")  # same keys as STRONG


# ----------------------------------------------------------------------------- line strength


J_T1 = [
    "AS AH AD", "KS KH KC", "2S 2H 2D", "AH KH QH", "KS QS JS", "4D 3D 2D", "AC 2C 3C", "AS KH QD",
    "4S 3H 2D", "AH 2S 3D", "AD KD JD", "5C 3C 2C", "AS AH KD", "AC AD 2S", "KS KH AD", "2H 2D 3S",
    "AS KD JC", "5D 3S 2H",
]


def test_j_t1_each_hand_beats_the_next():
    keys = [line_key(cards(h)) for h in J_T1]
    for a, b, ka, kb in zip(J_T1, J_T1[1:], keys, keys[1:]):
        assert ka > kb, f"{a} should beat {b}"


def test_j_t2_ties_kickers_high_card_key_and_order():
    assert line_key(cards("KH 9H 3H")) == line_key(cards("KS 9S 3S"))
    assert line_key(cards("8S 8H KD")) > line_key(cards("8C 8D QS"))
    assert line_key(cards("KS AH 2D")) == (1, 14, 13, 2)
    assert line_key(cards("3C AC 2C")) == line_key(cards("AC 2C 3C"))
    for perm in itertools.permutations(cards("QH 9S 9D")):
        assert line_key(perm) == (2, 9, 12)


def test_j_t3_a23_second_and_high():
    akq, a23, kqj = cards("AH KH QH"), cards("AC 2C 3C"), cards("KS QS JS")
    assert line_key(akq, "second") > line_key(a23, "second") > line_key(kqj, "second")
    assert line_key(a23, "high") > line_key(akq, "high")
    assert line_key(cards("2S 2H 2D"), "high") > line_key(a23, "high")
    # low: below 4-3-2 (J-8)
    assert line_key(cards("4C 3C 2C"), "low") > line_key(a23, "low")
    # plain A-2-3 is still below every pure sequence, and K-A-2 is never a sequence
    assert line_key(cards("4D 3D 2D"), "high") > line_key(cards("AS 2H 3D"), "high")
    assert line_key(cards("KS AH 2D"))[0] == 1


def test_j_t4_two_decks_suited_pair_is_a_colour_and_identical_trails_tie():
    assert line_key(cards("7H 7H KH")) == (3, 13, 7, 7)
    assert line_key(cards("7H 7H KH")) > line_key(cards("AS AH KD"))
    assert line_key(cards("7H 7H 7H")) == line_key(cards("7S 7D 7C"))


def test_j10_categories_count_the_22100_lines_of_one_deck():
    counts = collections.Counter(line_key(t)[0] for t in itertools.combinations(DECK, 3))
    assert counts == {6: 52, 5: 48, 4: 720, 3: 1096, 2: 3744, 1: 16440}


@pytest.mark.parametrize("a23", ["low", "second", "high"])
def test_integer_keys_order_lines_exactly_like_line_key(a23):
    # grid_codes (used by best_grid and the computer players) must agree with line_key:
    # same order and same ties, over all one-deck lines and lines with identical cards.
    lines_ = list(itertools.combinations(DECK, 3))
    rng = random.Random(3)
    two = shoe(2)
    lines_ += [tuple(rng.sample(two, 3)) for _ in range(3000)]
    lines_ += [(c, c, d) for c, d in zip(DECK, DECK[5:] + DECK[:5])]
    pairs = []
    for t in lines_:
        grid = t + t + t  # row 0 of this grid is the line t
        pairs.append((line_key(t, a23), grid_codes(grid, a23)[0]))
    by_key = sorted(pairs, key=lambda p: p[0])
    for (k1, c1), (k2, c2) in zip(by_key, by_key[1:]):
        assert (k1 < k2) == (c1 < c2) and (k1 == k2) == (c1 == c2)


def test_line_key_rejects_bad_input():
    with pytest.raises(ValueError):
        line_key(cards("AS KS"))
    with pytest.raises(ValueError):
        line_key(cards("AS KS X1"))
    with pytest.raises(OptionError):
        line_key(cards("AS KS QS"), a23="middle")


@pytest.mark.parametrize("text,expected", [
    ("AH KH QH", "Pure sequence, A-K-Q"),
    ("8S 8H KD", "Pair of 8s"),
    ("KS 9H 3D", "High card K"),
    ("7S 7D 7C", "Trail of 7s"),
    ("AS AD AC", "Trail of Aces"),
    ("AS 2H 3D", "Sequence, A-2-3"),
    ("KH 9H 3H", "Colour, K-9-3"),
    ("QS QH 2D", "Pair of Queens"),
    ("TS 9H 8D", "Sequence, 10-9-8"),
])
def test_describe_key(text, expected):
    assert describe_key(line_key(cards(text))) == expected


# ----------------------------------------------------------------------------- geometry


def test_j5_the_eight_lines_of_a_grid():
    assert lines("2d") == LINES_2D
    assert set(map(frozenset, LINES_2D)) == {
        frozenset({0, 1, 2}), frozenset({3, 4, 5}), frozenset({6, 7, 8}),
        frozenset({0, 3, 6}), frozenset({1, 4, 7}), frozenset({2, 5, 8}),
        frozenset({0, 4, 8}), frozenset({2, 4, 6}),
    }
    per_cell = collections.Counter(c for ln in LINES_2D for c in ln)
    assert per_cell[4] == 4 and all(per_cell[c] == 3 for c in (0, 2, 6, 8))
    assert all(per_cell[c] == 2 for c in (1, 3, 5, 7))


def test_j16_j_t8_the_49_lines_of_the_cube():
    ls = lines("3d")
    assert len(ls) == 49 and len(set(map(frozenset, ls))) == 49
    for ln in ls:  # each is p, p+d, p+2d for a non-zero d
        pts = [(c // 9, c // 3 % 3, c % 3) for c in ln]
        d = tuple(b - a for a, b in zip(pts[0], pts[1]))
        assert d != (0, 0, 0) and all(-1 <= v <= 1 for v in d)
        assert tuple(b - a for a, b in zip(pts[1], pts[2])) == d
    per_cell = collections.Counter(c for ln in ls for c in ln)
    centre, corners = 13, [9 * x + 3 * y + z for x in (0, 2) for y in (0, 2) for z in (0, 2)]
    faces = [4, 22, 10, 16, 12, 14]
    edges = [c for c in range(27) if c != centre and c not in corners and c not in faces]
    assert per_cell[centre] == 13
    assert all(per_cell[c] == 5 for c in faces)
    assert all(per_cell[c] == 7 for c in corners)
    assert len(edges) == 12 and all(per_cell[c] == 4 for c in edges)
    assert sum(per_cell.values()) == 147
    kinds = collections.Counter(sum(1 for k in range(3) if len({c // 9**0 // 3**k % 3 for c in ln}) == 1) for ln in ls)
    assert kinds == {2: 27, 1: 18, 0: 4}  # axis lines, face diagonals, space diagonals
    with pytest.raises(OptionError):
        lines("4d")


def test_grid_lines_lists_keys_strongest_first_with_their_cells():
    gl = grid_lines(STRONG)
    assert [k for k, _ in gl] == oracle_vector(STRONG)
    assert gl[0][1] == (0, 1, 2)  # trail of aces is row 0
    for key, (a, b, c) in gl:
        assert line_key([STRONG[a], STRONG[b], STRONG[c]]) == key
    assert list(grid_vector(STRONG)) == oracle_vector(STRONG)
    keys = line_keys(STRONG)
    assert keys[0] == (6, 14) and keys[3] == (5, 14) and keys[6] == (4, 14)
    assert sorted(keys, reverse=True) == oracle_vector(STRONG)


# ----------------------------------------------------------------------------- deals


def test_j_t5_two_players_b_takes_the_deal_4_3():
    hi, lo = (6, 14), (1, 7, 5, 2)
    a = [hi, hi, (4, 9), lo, hi, lo, lo, lo]
    b = [lo, lo, (4, 9), hi, lo, hi, hi, hi]
    winners, wins, _ = compare_vectors([a, b])
    assert wins == (3, 4) and winners == (1,)


def test_j_t6_three_players_shared_best_wins_nothing():
    p1 = [(6, 14), (2, 5, 3)]
    p2 = [(6, 14), (2, 5, 3)]
    p3 = [(6, 13), (2, 9, 3)]
    winners, wins, _ = compare_vectors([p1, p2, p3])
    assert wins == (0, 0, 1) and winners == (2,)
    # with real grids: two grids with the same keys tie every position
    res = deal_result([STRONG, STRONG_OTHER_SUITS, WEAK])
    assert res.position_wins == (0, 0, 0)
    assert res.winners == (0, 1, 2) and res.points == (0.5, 0.5, 0.5)
    assert all(p.winner is None for p in res.positions)


def test_j12_strong_grid_wins_all_eight_positions():
    assert score_deal([STRONG, WEAK]) == (8, 0)
    assert score_deal([WEAK, STRONG]) == (0, 8)
    res = deal_result([STRONG, WEAK])
    assert res.winners == (0,) and res.points == (1.0, 0.0)
    assert [p.winner for p in res.positions] == [0] * 8


@pytest.mark.parametrize("players", [2, 3, 6])
def test_score_deal_matches_an_independent_reading_of_j11_j12(players):
    rng = random.Random(players)
    for trial in range(25):
        grids = random_grid_sets(rng, players, pool_decks=2 if players > 5 else 1)
        a23 = ["low", "second", "high"][trial % 3]
        assert score_deal(grids, a23) == oracle_positional(grids, a23)
        res = deal_result(grids, a23)
        best = max(res.position_wins)
        assert res.winners == tuple(i for i in range(players) if res.position_wins[i] == best)
        assert sum(res.position_wins) <= 8


def test_compare_positions_gives_each_players_key_line_and_winner():
    rng = random.Random(11)
    grids = random_grid_sets(rng, 3)
    detail = compare_positions(grids)
    vecs = [oracle_vector(g) for g in grids]
    assert len(detail) == 8
    for p in detail:
        assert p.keys == tuple(v[p.index] for v in vecs)
        for s, (a, b, c) in enumerate(p.cells):
            assert line_key([grids[s][a], grids[s][b], grids[s][c]]) == p.keys[s]
        top = max(p.keys)
        assert p.winner == (p.keys.index(top) if p.keys.count(top) == 1 else None)


def test_j13_round_robin():
    # A beats B and C; B beats C: A takes the deal with 2 pairings won
    mid = cards("5S 6H 7D 9C TC JC 2H 4D 8S")
    res = deal_result([STRONG, mid, WEAK], compare="round_robin")
    assert res.pairing_scores[0] == 2.0 and res.winners == (0,)
    # independent check of pairing scores and total position wins on random grids
    rng = random.Random(5)
    for _ in range(20):
        grids = random_grid_sets(rng, 4)
        res = deal_result(grids, compare="round_robin")
        scores = [0.0] * 4
        totals = [0] * 4
        for i, j in itertools.combinations(range(4), 2):
            wi, wj = oracle_positional([grids[i], grids[j]])
            totals[i] += wi
            totals[j] += wj
            scores[i] += 1 if wi > wj else 0.5 if wi == wj else 0
            scores[j] += 1 if wj > wi else 0.5 if wi == wj else 0
        assert res.pairing_scores == tuple(scores)
        assert res.position_wins == tuple(totals) == score_deal(grids, compare="round_robin")
        top = [i for i in range(4) if scores[i] == max(scores)]
        if len(top) > 1:
            tb = max(totals[i] for i in top)
            top = [i for i in top if totals[i] == tb]
        assert res.winners == tuple(top)
        assert sum(res.pairing_scores) == 6  # every pairing hands out exactly 1 point


def test_j13_round_robin_tie_broken_by_position_wins():
    # a cycle: A beats B 3-2 ... each pairing won once, so total position wins decide
    def trail(ranks):
        return [(6, r) for r in ranks]
    a, b, c = trail([9, 8, 3, 2, 2]), trail([7, 5, 4, 3, 3]), trail([8, 6, 5, 4, 1])
    winners, totals, scores = compare_vectors([a, b, c], "round_robin")
    assert scores == (1.0, 1.0, 1.0)
    # A beats C 3-2, B beats A 3-2, C beats B 4-1
    assert totals == (2 + 3, 3 + 1, 2 + 4)
    assert winners == (2,)
    # and when the totals tie too, the deal is shared
    winners, _, _ = compare_vectors([[(6, 1), (6, 2), (6, 3)], [(6, 2), (6, 3), (6, 1)], [(6, 3), (6, 1), (6, 2)]], "round_robin")
    assert winners == (0, 1, 2)


def test_j14_j_t7_match_points():
    win_a = deal_result([STRONG, WEAK])
    win_b = deal_result([WEAK, STRONG])
    draw = deal_result([STRONG, STRONG_OTHER_SUITS])
    assert draw.winners == (0, 1) and draw.shared
    history = [win_a, win_b, win_a, draw, win_a]
    assert match_points(history, 2) == (3.5, 1.5)
    assert match_table(history) == ((1.0, 0.0), (0.0, 1.0), (1.0, 0.0), (0.5, 0.5), (1.0, 0.0))
    assert deal_points((0, 2, 3), 4) == (0.5, 0.0, 0.5, 0.5)


def test_j17_score_deal_on_cubes():
    rng = random.Random(8)
    for players in (2, 3):
        grids = random_grid_sets(rng, players, pool_decks=2, size=27)
        assert score_deal(grids) == oracle_positional(grids)
        assert len(compare_positions(grids)) == 49


def test_score_deal_rejects_bad_grids():
    with pytest.raises(ValueError):
        score_deal([STRONG])
    with pytest.raises(ValueError):
        score_deal([STRONG, WEAK[:8]])
    with pytest.raises(OptionError):
        score_deal([STRONG, WEAK], compare="knockout")


# ----------------------------------------------------------------------------- best_grid


def brute_force_vector(hand, a23):
    """The greatest sorted key vector over all 9! arrangements (independent of best_grid)."""
    tkey = {t: line_key([hand[i] for i in t], a23) for t in itertools.permutations(range(9), 3)}
    order = sorted(set(tkey.values()))
    rank = {k: i for i, k in enumerate(order)}  # keys as small ints, same order
    key = {t: rank[k] for t, k in tkey.items()}
    best = None
    for p in itertools.permutations(range(9)):
        v = sorted([key[p[a], p[b], p[c]] for a, b, c in LINES_2D], reverse=True)
        if best is None or v > best:
            best = v
    return [order[i] for i in best]


@pytest.mark.parametrize("text,a23", [
    ("3H QD 9D 9S JH KD 5D 2C QC", "low"),
    ("AC 6S 5D 5C 4C 4D 4H 4S 3S", "second"),  # four of a kind: several strongest triples
    ("7H 7H 7H 7S 7S 8H 8H 9H 9H", "high"),  # three decks: many identical cards
])
def test_best_grid_against_brute_force(text, a23):
    hand = cards(text)
    grid = best_grid(hand, a23)
    assert collections.Counter(grid) == collections.Counter(hand)
    assert oracle_vector(grid, a23) == brute_force_vector(hand, a23)


@settings(max_examples=40)
@given(st.integers(0, 2**32), st.sampled_from(["low", "second", "high"]), st.integers(1, 2))
def test_best_grid_beats_every_other_arrangement_tried(seed, a23, decks):
    rng = random.Random(seed)
    hand = rng.sample(shoe(decks), 9)
    grid = best_grid(hand, a23)
    assert collections.Counter(grid) == collections.Counter(hand)
    v = oracle_vector(grid, a23)
    assert v[0] == max(line_key(t, a23) for t in itertools.combinations(hand, 3))
    for _ in range(30):
        other = rng.sample(hand, 9)
        assert oracle_vector(other, a23) <= v
    # no single swap of two cells improves it
    g = list(grid)
    for i, j in itertools.combinations(range(9), 2):
        g[i], g[j] = g[j], g[i]
        assert oracle_vector(g, a23) <= v
        g[i], g[j] = g[j], g[i]


@pytest.mark.parametrize("text,a23", [
    # two decks, five or six cards of one rank: many strongest triples, and cards of one rank
    # in suits the hand holds fewer than three of, which the search treats as interchangeable
    ("7S 7S 7H 7D 7C 8C 9C 2H 2H", "low"),
    ("QS QS QH QH QD QC 6S 6H 6D", "second"),
    ("5S 5S 5H 5D 5D 6D 8D 9D 5C", "high"),
    ("AS AH AH AD AC AC 6S 6H 6C", "low"),
    ("2S 2H 2H 2D 2C 3H 4H AD KD", "low"),  # A-2-3 and a suited 2-3-4 compete with the trails
    ("TS TS TH TD TC JS QS KS 9S", "high"),  # a suit of five: colours and pure sequences too
])
def test_best_grid_against_brute_force_with_five_or_six_of_a_rank(text, a23):
    hand = cards(text)
    grid = best_grid(hand, a23)
    assert collections.Counter(grid) == collections.Counter(hand)
    assert oracle_vector(grid, a23) == brute_force_vector(hand, a23)


@pytest.mark.parametrize("seed", range(6))
def test_best_grid_against_brute_force_on_seeded_crowded_two_deck_hands(seed):
    rng = random.Random(seed)
    two = shoe(2)
    rank = rng.choice("23456789TJQKA")
    hand = rng.sample([c for c in two if c.rank == rank], 5 + seed % 2)
    hand += rng.sample([c for c in two if c.rank != rank], 9 - len(hand))
    a23 = ("low", "second", "high")[seed % 3]
    grid = best_grid(hand, a23)
    assert collections.Counter(grid) == collections.Counter(hand)
    assert oracle_vector(grid, a23) == brute_force_vector(hand, a23)


def test_best_grid_rejects_wrong_sizes():
    with pytest.raises(ValueError):
        best_grid(cards("AS KS QS"))


# ----------------------------------------------------------------------------- the game


def play_random(state, rng, game=GAME):
    """Commit random permutations of each seat's cards until the match ends."""
    moves = []
    while game.to_move(state) is not None:
        seat = game.to_move(state)
        hand = list(state.hands[seat])
        rng.shuffle(hand)
        move = Arrange(tuple(hand))
        moves.append(move)
        state = game.apply(state, move)
    return state, moves


def test_info_and_options():
    info = GAME.info
    assert info.id == "jammat" and (info.min_players, info.max_players) == (2, 8)
    assert info.defaults() == {"a23": "low", "compare": "positional", "decks": "shared", "deals": 5, "grid": "2d"}
    for bad in ({"a23": "middle"}, {"compare": "best_of"}, {"decks": "none"}, {"deals": 0},
                {"deals": 100}, {"grid": "4d"}, {"jokers": True}):
        with pytest.raises(OptionError) as exc:
            GAME.new_game(1, 2, bad)
        assert next(iter(bad)) in str(exc.value)
    for n in (1, 9):
        with pytest.raises(OptionError):
            GAME.new_game(1, n)


@pytest.mark.parametrize("players", range(2, 9))
def test_j1_j2_j3_shared_shoe(players):
    state = GAME.new_game(7, players)
    decks = math.ceil(9 * players / 52)
    assert decks == (1 if players <= 5 else 2)
    dealt = collections.Counter(c for h in state.hands for c in h)
    assert all(len(h) == 9 for h in state.hands)
    assert all(n <= decks for n in dealt.values())
    assert GAME.to_move(state) == 0


def test_j2_six_players_share_two_decks_and_identical_cards_occur():
    seen_identical = False
    for seed in range(30):
        state = GAME.new_game(seed, 8)
        dealt = collections.Counter(c for h in state.hands for c in h)
        assert max(dealt.values()) <= 2
        seen_identical |= max(dealt.values()) == 2
    assert seen_identical


def test_j2_per_player_decks():
    state = GAME.new_game(3, 8, {"decks": "per_player"})
    for h in state.hands:
        assert len(set(h)) == 9  # a fresh deck each: no card twice in one hand
    dealt = collections.Counter(c for h in state.hands for c in h)
    assert max(dealt.values()) >= 2  # 72 cards from 8 decks: repeats across hands are certain-ish
    assert GAME.new_game(3, 8, {"decks": "per_player"}) == state


def test_j15_cube_deal_and_game():
    state = GAME.new_game(4, 2, {"grid": "3d", "deals": 1})
    assert all(len(h) == 27 for h in state.hands)
    assert max(collections.Counter(c for h in state.hands for c in h).values()) <= 2  # ceil(54/52) = 2 decks
    with pytest.raises(IllegalMoveError) as exc:
        GAME.apply(state, Arrange(state.hands[0][:9]))
    assert exc.value.rule == "J-15"
    state, _ = play_random(state, random.Random(1))
    assert len(state.history) == 1 and len(state.history[0].positions) == 49
    assert GAME.outcome(state) is not None


def test_sequential_hidden_commits_reveal_and_next_deal():
    state = GAME.new_game(21, 3, {"deals": 2})
    hands0 = state.hands
    s1 = GAME.apply(state, Arrange(tuple(reversed(hands0[0]))))
    assert GAME.to_move(s1) == 1
    v2 = GAME.view(s1, 2)
    assert v2.committed == (True, False, False)
    assert v2.hand == hands0[2] and v2.my_grid is None and v2.history == ()
    v0 = GAME.view(s1, 0)
    assert v0.my_grid == tuple(reversed(hands0[0]))
    s2 = GAME.apply(s1, Arrange(hands0[1]))
    s3 = GAME.apply(s2, Arrange(hands0[2]))
    # revealed: the deal is in every view's history, the next deal is dealt
    assert s3.deal == 1 and GAME.to_move(s3) == 0 and s3.hands != hands0
    for seat in (0, 1, 2, None):
        v = GAME.view(s3, seat)
        assert len(v.history) == 1
        assert v.history[0].grids == (tuple(reversed(hands0[0])), hands0[1], hands0[2])
        assert v.last_deal.points == v.match_points
    assert GAME.outcome(s3) is None


def test_legal_moves_and_any_permutation_is_legal():
    state = GAME.new_game(2, 2)
    (move,) = GAME.legal_moves(state)
    assert move == Arrange(state.hands[0])
    for perm in itertools.islice(itertools.permutations(state.hands[0]), 0, 2000, 97):
        GAME.apply(state, Arrange(perm))


def test_illegal_arrangements_are_rejected_with_a_reason_and_change_nothing():
    state = GAME.new_game(5, 2)
    before = dataclasses.replace(state)
    hand = state.hands[0]
    stranger = next(c for c in DECK if c not in hand)
    cases = [
        (hand[:8] + (stranger,), f"{stranger.label} is not one of your cards"),
        (hand[:8], "exactly 9"),
        (hand + (hand[0],), "exactly 9"),
        (hand[:7] + (hand[0], hand[0]), f"{hand[0].label} is in the arrangement more often than in your hand (3 against 1)"),
        (("AS",) * 9, "list of your cards"),
    ]
    for cards_, words in cases:
        with pytest.raises(IllegalMoveError) as exc:
            GAME.apply(state, Arrange(tuple(cards_)))
        assert words in exc.value.reason and exc.value.rule == "J-4"
        assert state == before and GAME.to_move(state) == 0
    with pytest.raises(IllegalMoveError):
        GAME.apply(state, "not a move")
    over, _ = play_random(GAME.new_game(5, 2, {"deals": 1}), random.Random(0))
    with pytest.raises(IllegalMoveError) as exc:
        GAME.apply(over, Arrange(hand))
    assert exc.value.rule == "J-14"
    assert GAME.legal_moves(over) == () and GAME.to_move(over) is None


def test_move_json_round_trip():
    state = GAME.new_game(9, 2)
    move = Arrange(tuple(reversed(state.hands[0])))
    data = move.to_json()
    assert data["move"] == "Arrange" and all(isinstance(c, str) for c in data["cards"])
    assert GAME.move_from_json(data) == move


@pytest.mark.parametrize("option,value", [("a23", "high"), ("compare", "round_robin"), ("decks", "per_player"), ("deals", 3)])
def test_every_option_is_played_through(option, value):
    state = GAME.new_game(13, 4, {option: value})
    assert state.option(option) == value
    final, _ = play_random(state, random.Random(2))
    deals = final.option("deals")
    assert len(final.history) == deals
    for d in final.history:
        assert d.compare == final.option("compare")
        expect = deal_result(d.grids, final.option("a23"), final.option("compare"))
        assert d == expect
    out = GAME.outcome(final)
    assert out.scores == match_points(final.history, 4)


def test_outcome():
    final, _ = play_random(GAME.new_game(17, 2, {"deals": 5}), random.Random(4))
    out = GAME.outcome(final)
    pts = match_points(final.history, 2)
    assert out.scores == pts and sum(pts) == 5
    assert out.winners == tuple(s for s in range(2) if pts[s] == max(pts))
    assert out.draw == (len(out.winners) > 1)
    assert out.reason == "match points" and out.fact("deals") == len(final.history)


# ----------------------------------------------------------------------------- properties

games = st.tuples(
    st.integers(0, 2**40),
    st.integers(2, 8),
    st.fixed_dictionaries({
        "a23": st.sampled_from(["low", "second", "high"]),
        "compare": st.sampled_from(["positional", "round_robin"]),
        "decks": st.sampled_from(["shared", "per_player"]),
        "deals": st.integers(1, 3),
    }),
    st.integers(0, 2**32),
)


@settings(max_examples=30)
@given(games)
def test_views_never_show_another_seats_hand_or_grid_before_the_reveal(g):
    seed, players, opts, move_seed = g
    rng = random.Random(move_seed)
    state = GAME.new_game(seed, players, opts)
    while GAME.to_move(state) is not None:
        for seat in list(range(players)) + [None]:
            v = GAME.view(state, seat)
            assert len(v.history) == state.deal  # only revealed deals
            assert v.hand == (state.hands[seat] if seat is not None else None)
            assert v.my_grid == (state.grids[seat] if seat is not None else None)
            assert v.committed == tuple(x is not None for x in state.grids)
            # everything else in the view is the same whatever the others hold
            other = GAME.determinize(v, random.Random(rng.random()))
            assert GAME.view(other, seat) == v
            text = repr({k: val for k, val in vars(v).items() if k not in ("hand", "my_grid", "history", "legal")})
            assert "Card(" not in text
        seat = GAME.to_move(state)
        hand = list(state.hands[seat])
        rng.shuffle(hand)
        state = GAME.apply(state, Arrange(tuple(hand)))


@settings(max_examples=30)
@given(games)
def test_same_seed_and_moves_give_the_same_game_and_points_add_up(g):
    seed, players, opts, move_seed = g
    state = GAME.new_game(seed, players, opts)
    final, moves = play_random(state, random.Random(move_seed))
    again = GAME.new_game(seed, players, opts)
    for m in moves:
        again = GAME.apply(again, m)
    assert again == final
    assert GAME.new_game(seed, players, opts) == state  # apply never mutated it
    pts = match_points(final.history, players)
    expected = sum(1.0 if len(d.winners) == 1 else 0.5 * len(d.winners) for d in final.history)
    assert sum(pts) == expected
    if players == 2:
        assert sum(pts) == opts["deals"]
    assert GAME.outcome(final).scores == pts


@settings(max_examples=30)
@given(games, st.data())
def test_illegal_arrangements_change_nothing(g, data):
    seed, players, opts, move_seed = g
    state = GAME.new_game(seed, players, opts)
    rng = random.Random(move_seed)
    steps = data.draw(st.integers(0, players - 1))
    for _ in range(steps):
        state = GAME.apply(state, Arrange(state.hands[GAME.to_move(state)]))
    snapshot = dataclasses.replace(state)
    hand = list(state.hands[GAME.to_move(state)])
    kind = data.draw(st.sampled_from(["swap_in", "drop", "extra", "double"]))
    if kind == "swap_in":
        have = collections.Counter(hand)
        stranger = next(c for c in rng.sample(DECK, 52) if have[c] == 0)
        hand[rng.randrange(9)] = stranger
    elif kind == "drop":
        hand.pop()
    elif kind == "extra":
        hand.append(hand[0])
    else:
        i = next((i for i in range(1, 9) if hand[i] != hand[0]), None)
        if i is None:
            return
        hand[i] = hand[0]
        if collections.Counter(hand) == collections.Counter(state.hands[GAME.to_move(state)]):
            return
    with pytest.raises(IllegalMoveError):
        GAME.apply(state, Arrange(tuple(hand)))
    assert state == snapshot


def test_simulator_plays_jammat():
    from app.sim import simulate

    report = simulate("jammat", 3, ["normal", "easy"], 2, seed=4, options={"deals": 2})
    assert report["games"] == 2
    per = {r["agent"]: r for r in report["results"]}
    assert per["normal"]["games"] == 2 and per["easy"]["games"] == 2
    assert per["normal"]["decisions"] == 2 * 2 * 2  # seats 0 and 2, two deals, two games


def test_a_refused_arrangement_is_worded_in_the_players_language():
    """The rules give the refusal as a marked template and its facts (a card stays "10♣"
    in every language); the presenter words it in the language in use."""
    from app import i18n
    from app.games.present import reason_words

    state = GAME.new_game(5, 2)
    hand = state.hands[0]
    stranger = next(c for c in DECK if c not in hand)
    with pytest.raises(IllegalMoveError) as exc:
        GAME.apply(state, Arrange(hand[:8] + (stranger,)))
    assert exc.value.template == "{card} is not one of your cards" and exc.value.facts == {"card": stranger}
    try:
        assert i18n.set_language("fr")
        assert reason_words("jammat", exc.value) == f"{stranger.label} n'est pas une de vos cartes"
        assert i18n.set_language("hi")
        assert reason_words("jammat", exc.value) == f"{stranger.label} आपके पत्तों में नहीं है"
    finally:
        i18n.set_language("en")
    assert reason_words("jammat", exc.value) == exc.value.reason == f"{stranger.label} is not one of your cards"


@pytest.mark.parametrize("text,en,fr,hi", [
    ("AS AH AD", "Trail of Aces", "Brelan d'As", "इक्कों का ट्रेल"),
    ("7S 7H 7D", "Trail of 7s", "Brelan de 7", "7 वालों का ट्रेल"),
    ("8S 8H 2D", "Pair of 8s", "Paire de 8", "8 वालों का पेयर"),
    ("QH KH AH", "Pure sequence, A-K-Q", "Suite couleur, A-K-Q", "प्योर सीक्वेंस, A-K-Q"),
    ("KS 9H 3D", "High card K", "Carte haute K", "हाई कार्ड K"),
])
def test_a_line_is_worded_in_the_players_language(text, en, fr, hi):
    from app import i18n
    from app.games.jammat_present import describe_key as words_of

    key = line_key(cards(text))
    assert words_of(key) == describe_key(key) == en  # the presenter's English is the rules' own
    try:
        assert i18n.set_language("fr") and words_of(key) == fr
        assert i18n.set_language("hi") and words_of(key) == hi
    finally:
        i18n.set_language("en")
