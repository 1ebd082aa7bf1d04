"""Three Thirteen rules (RULES.md section 5): the TT-T vectors, the meld solver against a
brute-force search, and properties over seeded random games."""

import itertools
import json
import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.games import present
from app.rules.cards import Card, cards, shoe
from app.rules.game import IllegalMoveError, OptionError
from app.rules.three_thirteen import (
    GAME, ASK, DISCARD, Discard, DrawStock, GoOut, TakeDiscard, decks_for, wild_rank,
)
from app.rules.three_thirteen_melds import (
    best_discard_penalty, best_melds, card_value, deadwood, going_out_discards, is_meld,
)

G = GAME


# ----------------------------------------------------------------------------- helpers


def position(players=2, round_no=1, hands=(), stock="", discards="2C", turn=0, phase=ASK,
             options=None, dealer=None, **extra):
    """A state of round ``round_no`` with the given hands (texts), stock (top card LAST) and
    discard pile (top card last). Only for rules tests: the shoe is not checked."""
    s = G.new_game(1, players, options or {})
    s = replace(
        s, round=round_no,
        dealer=(turn - 1) % players if dealer is None else dealer,
        hands=tuple(cards(h) for h in hands), stock=cards(stock), discards=cards(discards),
        turn=turn, phase=phase, took=None, went_out=None, final_left=(),
        laid=(None,) * players, known=((),) * players, **extra,
    )
    return s


def brute(hand, wild, aces="low"):
    """Least penalty by trying every labelling of the cards (0 = unmelded, else a meld)."""
    hand = list(hand)
    m = len(hand) // 3
    best = sum(card_value(c, aces) for c in hand)
    for labels in itertools.product(range(m + 1), repeat=len(hand)):
        groups = [[] for _ in range(m + 1)]
        for c, lab in zip(hand, labels):
            groups[lab].append(c)
        if all(not g or is_meld(g, wild, aces) for g in groups[1:]):
            best = min(best, sum(card_value(c, aces) for c in groups[0]))
    return best


def conserved(s):
    have = Counter(s.stock) + Counter(s.discards)
    for h in s.hands:
        have += Counter(h)
    for laid in s.laid:
        if laid:
            have += Counter(c for m in laid for c in m)
    return have == Counter(shoe(decks_for(s.players)))


# ----------------------------------------------------------------------------- setup


def test_tt_t7_decks():
    assert [decks_for(n) for n in (2, 3, 4, 5, 6, 7, 8)] == [1, 2, 2, 3, 3, 4, 4]
    for n in (2, 3, 5, 8):
        s = G.new_game(7, n)
        assert conserved(s)
        assert len(s.stock) + len(s.discards) + 3 * n == 52 * decks_for(n)


def test_players_and_options_are_validated():
    for bad in (1, 9):
        with pytest.raises(OptionError):
            G.new_game(1, bad)
    with pytest.raises(OptionError, match="aces"):
        G.new_game(1, 2, {"aces": "high"})
    with pytest.raises(OptionError, match="colour"):
        G.new_game(1, 2, {"colour": "red"})
    assert G.info.defaults() == {"aces": "low", "return_discard": "forbidden", "stock_out": "reshuffle"}


def test_deal_rounds_wilds_and_dealer():
    s = G.new_game(11, 3)
    assert [wild_rank(r) for r in range(1, 12)] == list("3456789TJQK")
    assert all(len(h) == 3 for h in s.hands) and len(s.discards) == 1
    assert s.turn == (s.dealer + 1) % 3 and s.phase == ASK  # TT-5
    dealers = {G.new_game(seed, 4).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}  # TT-4: the first dealer is random


def test_dealer_moves_left_and_hands_grow():
    rng = random.Random(3)
    s = G.new_game(5, 3)
    first = s.dealer
    seen = [(s.round, s.dealer, len(s.hands[0]))]
    while not s.over:
        legal = G.legal_moves(s)
        outs = [m for m in legal if isinstance(m, GoOut)]
        s = G.apply(s, outs[0] if outs else rng.choice(legal))
        if not s.over and s.round != seen[-1][0]:
            seen.append((s.round, s.dealer, len(s.hands[0])))
    assert [r for r, _, _ in seen] == list(range(1, 12))
    assert [d for _, d, _ in seen] == [(first + i) % 3 for i in range(11)]
    assert [h for _, _, h in seen] == list(range(3, 14))
    assert len(s.results) == 11 and len(s.history) == 11


# ----------------------------------------------------------------------------- melds


def test_tt_t1_any_of_four_discards():
    hand = cards("3C 7H 8H 9H")
    assert set(going_out_discards(hand, "3")) == set(hand)
    assert deadwood("7H 8H 3C", "3") == 0 and deadwood("7H 8H 9H", "3") == 0
    melds, left = best_melds("7H 8H 3C", "3")
    assert left == () and melds[0].kind == "run" and set(melds[0].roles) & {"6H", "9H"}


def test_tt_t2_wild_melds():
    assert is_meld("5S 5D 5H", "5")  # all wild
    assert is_meld("JS 7S 9S", "7")  # 7S stands for TS
    assert is_meld("QD 6C KD", "6")  # J-Q-K
    assert deadwood("5S 5D 5H", "5") == 0
    melds, left = best_melds("JS 7S 9S", "7")
    assert left == () and melds[0].roles == ("9S", "TS", "JS")


def test_tt_t3_aces():
    assert not is_meld("QS KS AS", "4")
    assert is_meld("QS KS AS", "4", "low_or_high")
    assert not is_meld("KS AS 2S", "4") and not is_meld("KS AS 2S", "4", "low_or_high")
    assert is_meld("AS 2S 3S", "5") and is_meld("AS 2S 3S", "5", "low_or_high")
    assert deadwood("QS KS AS", "4") == 21
    assert deadwood("QS KS AS", "4", "low_or_high") == 0
    assert deadwood("KS AS 2S", "4", "low_or_high") == 10 + 15 + 2
    # an ace is 1 or 14 in one run, never both: A-2-3 ... Q-K-A needs two runs
    assert is_meld("AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH", "3")
    assert not is_meld("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH AH", "3", "low_or_high")


def test_runs_with_wilds_at_ends_and_in_gaps():
    assert is_meld("8D 8S 9D", "8")  # 8S below or above
    assert is_meld("4C 9H 6C", "9")  # gap filled: 4-5-6
    assert is_meld("9H 9S 2C", "9")  # two wilds with one natural
    assert is_meld("AC 9H 9D", "9")  # A-2-3 with wilds at the top
    assert is_meld("KC 9H 9D", "9")  # J-Q-K with wilds below
    assert is_meld("QC 9H 9D", "9", "low_or_high")
    assert not is_meld("2C 6C 9H", "9")  # span 5 needs 5 cards
    assert is_meld("2C 6C 9H 9D 9S", "9")
    assert not is_meld("AC KC 9H", "9") and is_meld("AC KC 9H", "9", "low_or_high")
    assert deadwood("2C 6C 9H 9D", "9") == 2  # 6C with both wilds; 2-6 would need 5 cards
    assert deadwood("2C 6C 9H", "9") == 2 + 6 + 9  # one wild is not enough for anything
    assert deadwood("2C 4C 9H KS", "9") == 10  # 2-3-4 with the wild; KS left


def test_all_wild_melds_and_wild_cost():
    assert deadwood("KD", "K") == 10  # TT-T5 second half
    assert deadwood("KD KS", "K") == 20
    assert deadwood("KD KS KH", "K") == 0
    assert deadwood("KD KS KH 2C", "K") == 0  # 2C + two wilds ... and one wild more
    assert deadwood("7D 7S 2C 9H", "7") == 2  # 9H with both wilds, 2C left
    melds, left = best_melds("QD QS QH QC 5D", "Q")
    assert left == () and sum(len(m) for m in melds) == 5


def test_tt_t4_duplicates():
    assert is_meld("7H 7H 7C", "3")
    assert not is_meld("7H 7H 8H", "3")
    assert deadwood("7H 7H 8H", "3") == 22
    assert deadwood("5H 6H 7H 5H 6H 7H", "3") == 0  # two identical runs (two decks)
    assert deadwood("5H 6H 7H 5H 6H 8H", "3") == 11  # 5-6-7-8 leaves 5H 6H
    assert deadwood("7H 7H 7H 7H 7H 7H", "3") == 0


def test_tt_t5_penalties():
    assert deadwood("KS AH 5C", "3") == 16
    assert deadwood("KS AH 5C", "3", "low_or_high") == 30


def test_tt_t6_exact_minimum():
    assert deadwood("7H 8H 9H 9S 9D 2C", "6") == 17
    melds, left = best_melds("7H 8H 9H 9S 9D 2C", "6")
    assert sorted(left) == sorted(cards("7H 8H 2C"))
    assert sorted(melds[0]) == sorted(cards("9H 9S 9D"))


def test_best_melds_accounts_for_every_card():
    hand = cards("AH 2H 5H 6H 7H 8H 9H TH JH QH KH 3C 3D 3S")
    melds, left = best_melds(hand, "3")
    assert left == ()
    assert Counter(c for m in melds for c in m) == Counter(hand)
    assert all(is_meld(m, "3") for m in melds)


def test_inputs_are_checked():
    with pytest.raises(ValueError):
        deadwood("AS 2S", "Z")
    with pytest.raises(ValueError):
        deadwood("AS 2S", "3", aces="high")
    with pytest.raises(ValueError):
        deadwood(["AS", "ZZ"], "3")


RANK_SUITS = st.tuples(
    st.sampled_from("3456789TJQK"),
    st.sampled_from(["low", "low_or_high"]),
    st.lists(st.sampled_from("A23456789TJQK"), min_size=2, max_size=4, unique=True),
    st.lists(st.sampled_from("SHDC"), min_size=1, max_size=3, unique=True),
    st.integers(3, 7),
    st.randoms(use_true_random=False),
)


@settings(max_examples=60)
@given(RANK_SUITS)
def test_deadwood_equals_brute_force_on_small_hands(args):
    wild, aces, ranks, suits, n, rnd = args
    pool = [c for c in shoe(2) if (c.rank in ranks or c.rank == wild) and c.suit in suits]
    hand = rnd.sample(pool, min(n, len(pool)))
    d = deadwood(hand, wild, aces)
    assert d == brute(hand, wild, aces)
    melds, left = best_melds(hand, wild, aces)
    assert Counter(c for m in melds for c in m) + Counter(left) == Counter(hand)
    assert all(is_meld(m, wild, aces) for m in melds)
    assert sum(card_value(c, aces) for c in left) == d
    outs = going_out_discards(hand, wild, aces)
    for c in set(hand):
        rest = list(hand)
        rest.remove(c)
        assert (c in outs) == (brute(rest, wild, aces) == 0)


# ----------------------------------------------------------------------------- turns


def test_draw_then_discard_and_phases():
    s = position(hands=("2S 5D 9C", "KH KD KC"), stock="4S 8H", discards="TC")
    assert G.legal_moves(s) == (DrawStock(), TakeDiscard())
    with pytest.raises(IllegalMoveError) as e:
        G.apply(s, Discard(Card.parse("2S")))
    assert e.value.rule == "TT-6"
    s1 = G.apply(s, DrawStock())
    assert s1.hands[0] == cards("2S 5D 9C 8H") and s1.stock == cards("4S") and s1.phase == DISCARD
    with pytest.raises(IllegalMoveError):
        G.apply(s1, DrawStock())
    with pytest.raises(IllegalMoveError, match="hold"):
        G.apply(s1, Discard(Card.parse("AS")))
    s2 = G.apply(s1, Discard(Card.parse("9C")))
    assert s2.hands[0] == cards("2S 5D 8H") and s2.discards == cards("TC 9C")
    assert s2.turn == 1 and s2.phase == ASK


def test_tt_t8_discard_rule():
    s = position(hands=("2S 5D 9C", "KH KD KC"), stock="4S 8H", discards="TC 7H")
    s1 = G.apply(s, TakeDiscard())
    assert s1.hands[0][-1] == Card.parse("7H") and s1.discards == cards("TC")
    with pytest.raises(IllegalMoveError) as e:
        G.apply(s1, Discard(Card.parse("7H")))
    assert e.value.rule == "TT-7"
    assert Discard(Card.parse("7H")) not in G.legal_moves(s1)
    s_allowed = position(hands=("2S 5D 9C", "KH KD KC"), stock="4S 8H", discards="TC 7H",
                         options={"return_discard": "allowed"})
    s2 = G.apply(G.apply(s_allowed, TakeDiscard()), Discard(Card.parse("7H")))
    assert s2.discards == cards("TC 7H") and s2.hands[0] == cards("2S 5D 9C")


def test_discard_rule_holds_for_identical_cards_and_going_out():
    # two decks: the player holds a 7H already and takes another 7H; neither may go back
    s = position(players=3, hands=("7H 7S 2C", "KH KD KC", "4H 4D 4C"), stock="8H", discards="7H")
    s1 = G.apply(s, TakeDiscard())
    legal = G.legal_moves(s1)
    assert all(m.card != Card.parse("7H") for m in legal)
    # 7H 7H 7S would go out discarding 2C; discarding a 7H is refused even as a go-out
    assert GoOut(Card.parse("2C")) in legal
    with pytest.raises(IllegalMoveError) as e:
        G.apply(s1, GoOut(Card.parse("7H")))
    assert e.value.rule == "TT-7"


def test_going_out_unmeldable_is_rejected_with_reason():
    s = position(hands=("2S 5D 9C", "KH KD KC"), stock="4S 8H", discards="TC")
    s1 = G.apply(s, DrawStock())
    with pytest.raises(IllegalMoveError) as e:
        G.apply(s1, GoOut(Card.parse("2S")))
    why = e.value.reason
    assert e.value.rule == "TT-13" and why.startswith("you cannot go out discarding the 2\u2660: ")
    # the cards as the table shows them, never as codes: "5♦", not "5D"
    assert "5\u2666" in why and "3 cards" in why and not any(code in why for code in ("5D", "9C", "4S", "2S"))
    # the facts fill the template: the card discarded and the cards left over
    assert e.value.facts["card"] == Card.parse("2S") and len(e.value.facts["left"]) == 3
    assert not any(isinstance(m, GoOut) for m in G.legal_moves(s1))


def test_tt_t9_final_turn_order():
    # P2 (seat 1) goes out; P3, P4, P1 (seats 2, 3, 0) then take one turn each
    hands = ("2S 5D 9C", "7H 8H 9H", "KH QD 4C", "TH TD 5S")
    s = position(players=4, hands=hands, stock="AS AD AH AC 2D 2H", discards="JC", turn=1)
    s = G.apply(s, DrawStock())  # draws 2H
    assert GoOut(Card.parse("2H")) in G.legal_moves(s)
    s = G.apply(s, GoOut(Card.parse("2H")))
    assert s.went_out == 1 and s.hands[1] == () and s.laid[1] and s.turn == 2
    order = []
    for _ in range(3):
        order.append(s.turn)
        assert s.round == 1 and s.went_out == 1
        s = G.apply(s, DrawStock())
        s = G.apply(s, G.legal_moves(s)[-1])
    assert order == [2, 3, 0]
    assert s.round == 2  # scored, next deal
    r = s.results[0]
    assert r.went_out == 1 and r.seats[1].penalty == 0 and r.seats[1].went_out
    assert s.totals == tuple(x.penalty for x in r.seats)


def test_last_turn_lay_down_scores_zero_and_does_not_extend():
    hands = ("7H 8H 9H", "KH KD 4C", "2S 5D 9C")
    s = position(players=3, hands=hands, stock="6D 6S AH KC 5C", discards="JC", turn=0)
    s = G.apply(G.apply(s, DrawStock()), GoOut(Card.parse("5C")))
    assert s.turn == 1
    s = G.apply(s, DrawStock())  # KC
    lay = [m for m in G.legal_moves(s) if isinstance(m, GoOut)]
    assert lay == [GoOut(Card.parse("4C"))]
    assert G.move_facts(G.view(s, G.to_move(s)), lay[0]).kind == "lay_down"
    assert "Lay down" in present.move_label("three_thirteen", G.view(s, G.to_move(s)), lay[0])
    s = G.apply(s, lay[0])
    assert s.turn == 2 and s.final_left == ()
    s = G.apply(G.apply(s, DrawStock()), Discard(Card.parse("9C")))
    r = s.results[0]
    assert [x.penalty for x in r.seats] == [0, 0, 2 + 5 + 1]  # AH drawn, 9C discarded
    assert r.seats[1].went_out and r.went_out == 0


def test_reshuffle_when_stock_is_empty():
    s = position(hands=("2S 5D 9C", "KH KD QC"), stock="", discards="4S 8H TC JD")
    assert G.legal_moves(s) == (DrawStock(), TakeDiscard())
    s1 = G.apply(s, DrawStock())
    assert s1.discards == cards("JD")
    assert len(s1.stock) == 2 and s1.hands[0][-1] in cards("4S 8H TC")
    assert Counter(s1.stock + (s1.hands[0][-1],)) == Counter(cards("4S 8H TC"))
    # the same state and move always reshuffle the same way (C-1)
    assert G.apply(s, DrawStock()) == s1


def test_stock_out_end_round():
    opts = {"stock_out": "end_round"}
    s = position(hands=("2S 5D 9C", "KH KD QC"), stock="4S", discards="TC", options=opts)
    s = G.apply(s, DrawStock())
    assert s.stock == () and s.stock_ended and s.round == 1
    s = G.apply(s, Discard(Card.parse("9C")))
    assert s.round == 2  # the round ended after that turn
    assert s.history[0] == (2 + 5 + 4, 30)
    # with end_round an empty stock is never drawn from
    s = position(hands=("2S 5D 9C", "KH KD QC"), stock="", discards="4S 8H", options=opts)
    assert G.legal_moves(s) == (TakeDiscard(),)
    with pytest.raises(IllegalMoveError) as e:
        G.apply(s, DrawStock())
    assert e.value.rule == "TT-8"


def test_game_end_lowest_total_wins_and_ties_share():
    s = position(round_no=11, hands=("7H 8H 9H TH JH QH 2S 3S 4S 5C 5D 5H AC",
                                     "2D 3D 4D 5S 6S 7S 8S 9S TS JD QD KD AS"),
                 stock="KC", discards="JC", totals=(40, 40))
    s = G.apply(G.apply(s, DrawStock()), GoOut(Card.parse("AC")))  # KC is wild: 5s + KC ...
    assert s.turn == 1
    s = G.apply(G.apply(s, TakeDiscard()), Discard(Card.parse("AS")))
    assert s.over and G.to_move(s) is None and G.legal_moves(s) == ()
    o = G.outcome(s)
    assert not o.higher_is_better
    pen = s.history[-1][1]
    assert s.history[-1][0] == 0 and pen > 0
    assert o.winners == (0,) and o.scores == (40.0, 40.0 + pen) and not o.draw
    with pytest.raises(IllegalMoveError):
        G.apply(s, DrawStock())
    tie = replace(s, totals=(50, 50))
    o = G.outcome(tie)
    assert o.winners == (0, 1) and o.draw


def test_views_show_only_what_a_seat_may_see():
    s = G.new_game(9, 4)
    s = G.apply(s, TakeDiscard())
    v = G.view(s, s.turn)
    assert v.hand == s.hands[s.turn] and v.phase == DISCARD and v.took == s.hands[s.turn][-1]
    assert v.legal == G.legal_moves(s)
    assert all(present.move_label("three_thirteen", v, m) for m in v.legal)
    assert v.known[s.turn] == (v.took,)
    other = (s.turn + 1) % 4
    w = G.view(s, other)
    assert w.hand == s.hands[other] and w.legal == () and w.took is None
    assert w.hand_sizes == (3, 3, 3, 3)[:s.turn] + (4,) + (3, 3, 3, 3)[s.turn + 1:]
    assert w.stock_size == len(s.stock) and w.discards == s.discards
    text = repr(w)
    for seat in range(4):
        if seat != other:
            hidden = Counter(s.hands[seat]) - Counter(w.hand) - Counter(s.discards) - Counter(w.known[seat])
            for c in hidden:
                # a card hidden in another hand appears in the view only if the viewer holds one
                assert str(c) not in text or c in w.hand
    spectator = G.view(s, None)
    assert spectator.hand is None and spectator.legal == ()
    assert "seed" not in text and "rng" not in text


def test_moves_json_round_trip():
    for m in (DrawStock(), TakeDiscard(), Discard(Card.parse("TH")), GoOut(Card.parse("AS"))):
        assert G.move_from_json(json.loads(json.dumps(m.to_json()))) == m


# ----------------------------------------------------------------------------- properties


def _play(seed, players, options, chooser_seed, limit=400):
    rng = random.Random(chooser_seed)
    s = G.new_game(seed, players, options)
    states, moves = [s], []
    while G.to_move(s) is not None and len(moves) < limit:
        legal = G.legal_moves(s)
        outs = [m for m in legal if isinstance(m, GoOut)]
        m = outs[0] if outs and rng.random() < 0.8 else rng.choice(legal)
        s = G.apply(s, m)
        states.append(s)
        moves.append(m)
    return states, moves


GAMES = st.tuples(
    st.integers(0, 10_000), st.integers(2, 8),
    st.fixed_dictionaries({
        "aces": st.sampled_from(["low", "low_or_high"]),
        "return_discard": st.sampled_from(["forbidden", "allowed"]),
        "stock_out": st.sampled_from(["reshuffle", "end_round"]),
    }),
    st.integers(0, 1000),
)


@settings(max_examples=15)
@given(GAMES)
def test_random_games_conserve_cards_and_sizes(args):
    seed, players, options, cs = args
    states, moves = _play(seed, players, options, cs)
    for before, move, after in zip(states, moves, states[1:]):
        assert conserved(after)
        h = after.round + 2
        for seat, hand in enumerate(after.hands):
            if after.laid[seat] is not None:
                assert hand == ()
            elif seat == after.turn and after.phase == DISCARD:
                assert len(hand) == h + 1
            else:
                assert len(hand) == h
        if after.round == before.round and not after.over:
            assert after.totals == before.totals
    for result in states[-1].results:
        for sr in result.seats:
            if sr.went_out:
                assert sr.penalty == 0 and sr.leftover == ()
            assert sr.penalty == deadwood(sr.hand, result.wild, options["aces"])
        if result.went_out is not None:
            assert result.seats[result.went_out].penalty == 0


@settings(max_examples=10)
@given(GAMES)
def test_same_seed_and_moves_same_game_and_no_mutation(args):
    seed, players, options, cs = args
    states, moves = _play(seed, players, options, cs, limit=150)
    s = G.new_game(seed, players, options)
    for i, m in enumerate(moves):
        snapshot = repr(s)
        nxt = G.apply(s, G.move_from_json(m.to_json()))
        assert repr(s) == snapshot
        assert nxt == states[i + 1]
        s = nxt


@settings(max_examples=10)
@given(GAMES)
def test_determinize_agrees_with_view(args):
    seed, players, options, cs = args
    states, _ = _play(seed, players, options, cs, limit=120)
    rng = random.Random(cs)
    for s in states[::17]:
        if s.over:
            continue
        seat = rng.randrange(players)
        v = G.view(s, seat)
        d = G.determinize(v, rng)
        assert conserved(d)
        assert G.view(d, seat) == v
        for other in range(players):
            assert not (Counter(v.known[other]) - Counter(d.hands[other]))


def test_illegal_moves_change_nothing():
    s = G.new_game(4, 3)
    before = repr(s)
    for bad in (Discard(Card.parse("AS")), GoOut(Card.parse("AS"))):
        with pytest.raises(IllegalMoveError):
            G.apply(s, bad)
    assert repr(s) == before


def test_best_discard_penalty_matches_the_definition():
    rng = random.Random(2)
    for _ in range(30):
        hand = rng.sample(shoe(2), 9)
        wild = rng.choice("3456789TJQK")
        want = min(deadwood(hand[:i] + hand[i + 1:], wild) for i in range(len(hand)))
        assert best_discard_penalty(hand, wild) == want
        f = hand[0]
        if any(c != f for c in hand):
            want_f = min(deadwood(hand[:i] + hand[i + 1:], wild) for i in range(len(hand)) if hand[i] != f)
            assert best_discard_penalty(hand, wild, forbidden=f) == want_f


def test_draw_values_match_a_discard_search_per_card():
    from app.rules.three_thirteen_melds import best_after_discard_codes, draw_values, rank_value, split_hand
    rng = random.Random(8)
    for _ in range(40):
        wild = rng.choice("3456789TJQK")
        high = rng.random() < 0.5
        pool = shoe(2)
        if rng.random() < 0.5:
            pool = [c for c in pool if c.suit in "HS" or c.rank == wild]
        hand = rng.sample(pool, rng.randint(1, 10))
        nat, k = split_hand(hand, wild)
        draws = [i for i in range(52) if "A23456789TJQK"[i >> 2] != wild]
        got = draw_values(nat, k, rank_value(wild), high, draws)
        want = [best_after_discard_codes(tuple(sorted(nat + (u,))), k, rank_value(wild), high, None)
                for u in draws]
        assert got == want


# ----------------------------------------------------------------------------- the fast solver


def exact(hand, wild, aces="low"):
    """Least penalty by a plain search: the first card is left unmelded or melded with some
    of the others (any subset that is_meld accepts); memoised on the sorted rest."""
    from functools import lru_cache

    @lru_cache(maxsize=None)
    def go(rest):
        if not rest:
            return 0
        first, others = rest[0], rest[1:]
        best = card_value(Card.parse(first), aces) + go(others)
        for m in range(2, len(others) + 1):
            for idx in itertools.combinations(range(len(others)), m):
                meld = [first] + [others[i] for i in idx]
                if is_meld(meld, wild, aces):
                    left = tuple(o for i, o in enumerate(others) if i not in idx)
                    best = min(best, go(left))
        return best

    return go(tuple(sorted(str(c) for c in hand)))


def crowded_hands(n, seed, size):
    """Hands from 2 to 4 decks crowded into few ranks or suits, with many duplicates and
    wilds: the hands where the solver's search is largest."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        wild = rng.choice("3456789TJQK")
        pool = shoe(rng.choice((2, 4)))
        if i % 2:
            ranks = rng.sample([r for r in "A23456789TJQK" if r != wild], 3)
            pool = [c for c in pool if c.rank in ranks or c.rank == wild]
        else:
            suit = rng.choice("SHDC")
            pool = [c for c in pool if c.suit == suit or c.rank == wild]
        out.append((rng.sample(pool, size), wild, rng.choice(("low", "low_or_high"))))
    return out


def test_deadwood_equals_a_plain_search_on_crowded_hands():
    for hand, wild, aces in crowded_hands(40, 5, 8):
        d = deadwood(hand, wild, aces)
        assert d == exact(hand, wild, aces), (hand, wild, aces)
        melds, left = best_melds(hand, wild, aces)
        assert all(is_meld(m, wild, aces) for m in melds)
        assert sum(card_value(c, aces) for c in left) == d


def test_best_discard_penalty_matches_the_definition_on_big_crowded_hands():
    for hand, wild, aces in crowded_hands(30, 6, 14):
        want = min(deadwood(hand[:i] + hand[i + 1:], wild, aces) for i in range(len(hand)))
        assert best_discard_penalty(hand, wild, aces) == want
        f = hand[0]
        if any(c != f for c in hand):
            want_f = min(deadwood(hand[:i] + hand[i + 1:], wild, aces)
                         for i in range(len(hand)) if hand[i] != f)
            assert best_discard_penalty(hand, wild, aces, forbidden=f) == want_f


def test_caches_stay_within_their_bounds_and_evictions_change_no_result():
    from app.rules.three_thirteen_melds import cache_sizes, clear_caches
    clear_caches()
    rng = random.Random(11)
    hands = [(tuple(rng.sample(shoe(4), 14)), rng.choice("3456789TJQK"), rng.choice(("low", "low_or_high")))
             for _ in range(60)]
    first = [(deadwood(h, w, a), best_discard_penalty(h, w, a)) for h, w, a in hands]
    assert all(n <= bound for n, bound in cache_sizes().values())
    full = set()
    for _ in range(12):  # many more distinct hands than the bounds hold
        for _ in range(1000):
            hand, wild = rng.sample(shoe(4), 13), rng.choice("3456789TJQK")
            deadwood(hand, wild, "low")
            best_discard_penalty(hand, wild, "low_or_high")
            sizes = cache_sizes()
            assert all(n <= bound for n, bound in sizes.values()), sizes
            full |= {name for name, (n, bound) in sizes.items() if n >= bound * 0.9}
    assert {"search memos", "component costs", "deadwood codes"} <= full
    assert [(deadwood(h, w, a), best_discard_penalty(h, w, a)) for h, w, a in hands] == first
    clear_caches()
    assert [(deadwood(h, w, a), best_discard_penalty(h, w, a)) for h, w, a in hands] == first


def test_a_remembered_best_split_is_the_one_worked_out_afresh():
    from app.rules.three_thirteen_melds import clear_caches

    rng = random.Random(5)
    hands = [(tuple(rng.sample(shoe(2), rng.randint(3, 14))), rng.choice("3456789TJQK"),
              rng.choice(("low", "low_or_high"))) for _ in range(200)]
    clear_caches()
    cold = [best_melds(h, w, a) for h, w, a in hands]
    warm = [best_melds(list(h), w, a) for h, w, a in hands]  # remembered (a list asks the same)
    assert warm == cold
    for (h, w, a), split in zip(hands, cold):
        assert Counter(list(split.leftover) + [c for m in split.melds for c in m]) == Counter(h)
        assert sum(card_value(c, a) for c in split.leftover) == deadwood(h, w, a)
    clear_caches()
    assert [best_melds(h, w, a) for h, w, a in hands] == cold


def test_a_refusal_is_worded_in_the_players_language():
    """The rules give the refusal as a template and its facts; the presenter words it in the
    language of the moment, the cards as the table shows them."""
    from app import i18n

    s = position(hands=("2S 5D 9C", "KH KD KC"), stock="4S 8H", discards="TC")
    s1 = G.apply(s, DrawStock())
    with pytest.raises(IllegalMoveError) as e:
        G.apply(s1, GoOut(Card.parse("2S")))
    try:
        i18n.set_language("fr")
        fr = present.reason_words("three_thirteen", e.value)
        i18n.set_language("hi")
        hi = present.reason_words("three_thirteen", e.value)
    finally:
        i18n.set_language("en")
    assert fr.startswith("vous ne pouvez pas sortir en d\u00e9faussant le 2\u2660") and "5\u2666" in fr
    assert "\u0921\u093f\u0915\u094d\u0932\u0947\u092f\u0930" in hi and "9\u2663" in hi  # डिक्लेयर
    assert present.reason_words("three_thirteen", e.value).endswith("left unmelded (8\u2665, 5\u2666, 9\u2663)")
