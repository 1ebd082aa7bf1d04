"""Twenty-Nine rules (RULES.md section 3): the N-T vectors, each redeal, each option, the
reveal flows, single hands, the pair, and properties over seeded random games."""

import dataclasses
import random

import pytest
from hypothesis import given, settings, strategies as hs

from app.games import present
from app.rules.cards import Card, cards
from app.rules.game import IllegalMoveError, MoveFacts, OptionError
from app.rules.twenty_nine import (
    AUCTION, CARD, DOUBLE, GAME, INDEX, OVER, PAIR, PLAYING, REDOUBLE, SINGLE, TRUMP,
    MATCH, AskTrump, Bid, ChooseTrump, Double, Pair, Pass, Play, Redouble, SingleHand, State,
    _reset_hand, card_points, pair_target, stake, to_mask, trick_winner,
)

C = Card.parse


# ----------------------------------------------------------------------------- helpers


def make_state(hands, *, dealer=3, bidder=2, contract=21, trump="C", options=None,
               phase=PLAYING, second=None, doubled=False, redoubled=False) -> State:
    """A state with exactly these hands (seat -> "JH 9H ..."), ready for ``phase``."""
    st = GAME.new_game(1, 4, options)._copy()
    st.dealer = dealer
    _reset_hand(st)
    st.hands = tuple(to_mask(cards(hands[p])) for p in range(4))
    st.second = tuple(to_mask(cards(second[p])) for p in range(4)) if second else None
    st.bidder = bidder
    st.contract = st.target = contract
    st.high = contract
    st.high_seat = bidder
    st.trump = "SHDC".index(trump) if trump else -1
    st.doubled = doubled or redoubled
    st.redoubled = redoubled
    st.phase = phase
    first = (dealer + 1) % 4
    st.leader = first
    st.turn = {PLAYING: first, TRUMP: bidder, SINGLE: first, DOUBLE: (bidder + 1) % 4,
               REDOUBLE: bidder, AUCTION: first}[phase]
    return st


def play(st, *moves):
    for m in moves:
        if isinstance(m, str):
            m = AskTrump() if m == "ask" else Play(C(m))
        st = GAME.apply(st, m)
    return st


def random_game(seed, options=None, moves_limit=5000, singles=True):
    """(states, moves) of a game played with random legal moves to its end (``singles``
    False: every single-hand offer is declined)."""
    opts = {"hands": 2, **(options or {})}
    rng = random.Random(seed)
    st = GAME.new_game(seed, 4, opts)
    states, moves = [st], []
    while GAME.to_move(st) is not None and len(moves) < moves_limit:
        legal = GAME.legal_moves(st)
        m = legal[rng.randrange(len(legal))]
        if not singles and type(m) is SingleHand:
            m = SingleHand(False)
        st = GAME.apply(st, m)
        states.append(st)
        moves.append(m)
    return states, moves


# T2 to T5 deal: dealer 3, so First 0, Second 1, Third 2 (the bidder), Dealer 3.
DEAL_T2 = {
    0: "JH 9H AH KH QH 8H 7S 8S",
    1: "7C 9C JS 9S AS TS KS QS",
    2: "8C QC KC TC AC JD 9D AD",
    3: "TH 7H JC TD KD QD 8D 7D",
}
DEAL_T3 = {
    0: "QH KH TH JH 9H 8H 7S 8S",
    1: "9C JC JS 9S AS TS KS QS",
    2: "7C 8C QC KC JD 9D AD TD",
    3: "AH 7H AC TC KD QD 8D 7D",
}
DEAL_T4 = {
    0: "8D 9D JD AD JH 9H AH TH",
    1: "JC 9C AC TC JS 9S AS TS",
    2: "7D KD 7C 8C QC KC 7S 8S",
    3: "QD TD 7H 8H QH KH QS KS",
}


# ----------------------------------------------------------------------------- basics


def test_t1_deck_points_and_order():
    deck = [Card(r, s) for s in "SHDC" for r in "789TJQKA"]
    assert card_points(deck) == 28  # N-T1
    assert len(set(CARD)) == 32 and set(CARD) == set(deck)
    # N-3: J 9 A T K Q 8 7 within a suit, the first card led wins among one suit
    order = cards("JH 9H AH TH KH QH 8H 7H")
    for i in range(8):
        for j in range(8):
            if i != j:
                w = trick_winner([order[i], order[j]])
                assert w == (0 if i < j else 1)
    assert card_points(cards("JS 9S AS TS KS QS 8S 7S")) == 7


def test_t1_points_with_last_trick_add_to_29():
    checked = 0
    for seed in range(20):
        final = random_game(seed, {"hands": 1}, singles=False)[0][-1]
        assert final.phase == OVER and final.declarer < 0
        assert sum(final.taken) == 28 and len(final.tricks) == 8
        last_team = final.tricks[-1][2] & 1
        both = [final.taken[t] + (1 if t == last_team else 0) for t in (0, 1)]
        assert sum(both) == 29
        assert final.results[-1].points == both[final.bidder & 1]
        checked += 1
    assert checked == 20


def test_trick_winner_trumps_and_discards():
    assert trick_winner(cards("8D JC 7D QD")) == 3  # N-T4: hidden trump counts for nothing
    assert trick_winner(cards("JH 7C 8C TH"), "C") == 2  # N-T2
    assert trick_winner(cards("QH 9C 7C AH"), "C") == 1  # N-T3
    assert trick_winner(cards("7S JD 9D 8D"), "H") == 0  # off-suit cards never win
    with pytest.raises(ValueError):
        trick_winner([])


# ----------------------------------------------------------------------------- N-T2 .. N-T5


def test_t2_asked_reveal_and_trumps():
    st = make_state(DEAL_T2)
    legal = GAME.legal_moves(play(st, "JH"))
    assert AskTrump() in legal  # Second holds no heart
    st = play(st, "JH", "ask")
    assert st.revealed and st.reveal == (1, 0)
    v = GAME.view(st, 3)
    assert v.trump == "C" and v.marker == "face up" and v.revealed_by == 1
    st = play(st, "7C")
    assert AskTrump() not in GAME.legal_moves(st)  # already revealed
    st = play(st, "8C", "TH")
    last = st.tricks[-1]
    assert last[2] == 2  # Third wins: 8C beats 7C
    assert st.taken == (4, 0)  # JH 3 + TH 1


def test_t3_retroactive_trump():
    st = make_state(DEAL_T3)
    st = play(st, "QH", "9C")  # Second discards 9C without asking
    assert not st.revealed
    st = play(st, "ask", "7C", "AH")  # Third asks, plays 7C
    assert st.tricks[-1][2] == 1  # the 9C became a trump and 9 beats 7


def test_t4_hidden_trump_is_no_trump_and_never_revealed_hand_is_scored():
    st = make_state(DEAL_T4)
    st = play(st, "8D", "JC", "7D", "QD")
    assert st.tricks[-1][2] == 3 and st.taken == (0, 3)
    assert not st.revealed
    # nobody ever asks: the hand is played without trumps and scored (N-26)
    rng = random.Random(3)
    while st.phase == PLAYING and len(st.tricks) < 8:
        legal = [m for m in GAME.legal_moves(st) if type(m) is Play]
        st = GAME.apply(st, rng.choice(legal))
    assert st.hand_no == 1 and not st.results[-1].single
    r = st.results[-1]
    assert r.contract == 21 and r.made == (r.points >= 21)


def test_t5_pair_by_bidding_team_lowers_target():
    st = make_state(DEAL_T2)
    st = play(st, "JH", "ask", "7C", "8C", "TH")
    assert st.phase == PAIR and GAME.to_move(st) == 2  # Third holds KC QC, his team won
    assert set(GAME.legal_moves(st)) == {Pair(True), Pair(False)}
    st2 = GAME.apply(st, Pair(True))
    assert st2.target == 17 and st2.pair == 2 and st2.phase == PLAYING and st2.turn == 2
    v = GAME.view(st2, 1)
    assert set(v.pair_cards) == {C("KC"), C("QC")} and v.target == 17
    # declining keeps the target; the pair is offered again at the next trick won
    st3 = GAME.apply(st, Pair(False))
    assert st3.target == 21 and st3.pair == -1


def test_t5_pair_by_opponents_raises_target():
    deal = {
        0: "JH 9H AH TH QH 8H 7S 8S",
        1: "7C KC QC JS 9S AS TS KS",
        2: "8C 9C JC TC AC JD 9D QS",
        3: "KH 7H AD TD KD QD 8D 7D",
    }
    st = make_state(deal, contract=21)
    # 7H led by ... First leads 8H; Second asks, ruffs with 7C; Third must follow? no hearts
    st = play(st, "8H", "ask", "7C", "JD", "7H")
    assert st.tricks[-1][2] == 1  # Second wins with the only trump
    assert st.phase == PAIR and st.turn == 1
    assert GAME.apply(st, Pair(True)).target == 25


def test_t5_pair_targets_table():
    assert pair_target(21, True) == 17 and pair_target(21, False) == 25
    assert pair_target(19, True) == 19 and pair_target(19, False) == 19
    assert pair_target(26, False) == 29 and pair_target(29, True) == 25
    assert pair_target(29, False) == 29
    table = {20: (17, 23), 21: (17, 25), 22: (18, 26), 23: (19, 27), 24: (20, 28), 25: (21, 29),
             26: (22, 29), 27: (23, 29), 28: (24, 29), 29: (25, 29)}
    for b, (own, opp) in table.items():
        assert (pair_target(b, True), pair_target(b, False)) == (own, opp)
    for b in (16, 17, 18):
        assert pair_target(b, True) == b == pair_target(b, False)
    assert pair_target(26, False, max_bid=28) == 28


def test_pair_not_offered_when_useless_or_before_reveal():
    st = make_state(DEAL_T2, contract=19)
    st = play(st, "JH", "ask", "7C", "8C", "TH")
    assert st.phase == PLAYING  # B = 19: no effect, not offered
    # before the reveal: Third wins a trick holding KC QC, no offer
    deal = dict(DEAL_T2)
    st = make_state(deal, contract=21)
    st = play(st, "8H")  # Second has no heart, does not ask
    st = play(st, "QS", "8C", "TH")  # Dealer's TH wins (no trumps yet)
    assert st.phase == PLAYING and not st.revealed
    # opponents with B = 29: no effect
    deal29 = {
        0: "JH 9H AH TH QH 8H 7S 8S",
        1: "7C KC QC JS 9S AS TS KS",
        2: "8C 9C JC TC AC JD 9D QS",
        3: "KH 7H AD TD KD QD 8D 7D",
    }
    st = make_state(deal29, contract=29)
    st = play(st, "8H", "ask", "7C", "JD", "7H")
    assert st.tricks[-1][2] == 1 and st.phase == PLAYING


def test_pair_only_once():
    st = make_state(DEAL_T2)
    st = play(st, "JH", "ask", "7C", "8C", "TH")
    st = GAME.apply(st, Pair(True))
    with pytest.raises(IllegalMoveError):
        GAME.apply(st, Pair(True))
    # Third leads; his team keeps winning but no second offer
    rng = random.Random(1)
    while st.phase in (PLAYING, PAIR) and st.hand_no == 0:
        assert st.phase != PAIR
        st = GAME.apply(st, rng.choice(GAME.legal_moves(st)))


# ----------------------------------------------------------------------------- scoring


def finish_state(p_points, *, contract=21, options=None, doubled=False, redoubled=False,
                 s=(0, 0), g=(0, 0), bidder=0):
    """A hand at its last trick: the bidding team (bidder's) will hold ``p_points`` points
    including the last trick point (and wins the last trick)."""
    deal = {0: "7S", 1: "8S", 2: "QS", 3: "KS"}
    st = make_state(deal, dealer=3, bidder=bidder, contract=contract, trump="H",
                    options=options, doubled=doubled, redoubled=redoubled)
    st.tricks = tuple((0, ((0, 0), (1, 1), (2, 2), (3, 3)), 0, 0) for _ in range(7))
    bt = bidder & 1
    ltp = (options or {}).get("last_trick_point", "on") == "on"
    mine = p_points - (1 if ltp else 0)
    st.taken = (mine, 28 - mine) if bt == 0 else (28 - mine, mine)
    st.s, st.g = s, g
    st.leader = st.turn = 0
    if bt == 1:  # make seat 1 win the last trick
        st.hands = (to_mask(cards("7S")), to_mask(cards("KS")), to_mask(cards("QS")), to_mask(cards("8S")))
    else:
        st.hands = (to_mask(cards("KS")), to_mask(cards("7S")), to_mask(cards("QS")), to_mask(cards("8S")))
    return st


def score_of(st):
    while st.hand_no == 0:
        st = GAME.apply(st, GAME.legal_moves(st)[0])
    return st


@pytest.mark.parametrize("p,opts,dbl,rdbl,delta", [
    (23, {"autodouble": 21}, False, False, 2),
    (23, {"autodouble": 22}, False, False, 1),
    (23, {"autodouble": 21}, True, True, 4),
    (20, {"autodouble": 21}, False, False, -2),
    (20, {"autodouble": 22}, False, False, -1),
    (20, {"autodouble": 21}, True, True, -4),
    (23, {"autodouble": "off"}, True, False, 2),
    (20, {"autodouble": "off"}, True, False, -2),
])
def test_t6_stakes(p, opts, dbl, rdbl, delta):
    st = score_of(finish_state(p, options=opts, doubled=dbl, redoubled=rdbl))
    assert st.s == (delta, 0)
    r = st.results[-1]
    assert r.points == p and r.made == (p >= 21) and r.stake == abs(delta)


def test_stake_function():
    assert stake(21) == 2 and stake(21, autodouble_at=22) == 1 and stake(22, autodouble_at=22) == 2
    assert stake(21, redoubled=True) == 4 and stake(21, doubled=True, autodouble_at=None) == 2
    assert stake(25, autodouble_at=None) == 1 and stake(17, doubled=True) == 2
    assert stake(20) == 1


def test_t7_games():
    st = score_of(finish_state(23, doubled=True, s=(5, 3)))
    assert st.g == (1, 0) and st.s == (0, 0)  # 5 + 2 = 7 >= 6
    assert st.results[-1].game_change == (1, 0)
    st = score_of(finish_state(20, redoubled=True, s=(-4, 2)))
    assert st.g == (-1, 0) and st.s == (0, 0)  # -4 - 4 = -8
    st = score_of(finish_state(20, redoubled=True, s=(-4, 2), g=(1, 0)))
    assert st.g == (0, 0)  # a lost game cancels a won one
    st = score_of(finish_state(23, s=(3, 5), bidder=1, contract=18))
    assert st.s == (3, 6) or st.g == (0, 1)
    assert st.g == (0, 1) and st.s == (0, 0)


def test_next_dealer_is_first_after_a_scored_hand():
    st = finish_state(23)
    dealer = st.dealer
    st = score_of(st)
    assert st.dealer == (dealer + 1) % 4 and st.phase == AUCTION
    assert st.turn == (st.dealer + 1) % 4


def test_last_trick_point_off():
    st = score_of(finish_state(20, options={"last_trick_point": "off", "autodouble": "off"}, contract=20))
    assert st.results[-1].points == 20 and st.s == (1, 0)
    st = GAME.new_game(3, 4, {"last_trick_point": "off"})
    bids = [m.value for m in GAME.legal_moves(st) if type(m) is Bid]
    assert max(bids) == 28 and min(bids) == 17
    st = GAME.new_game(3, 4)
    bids = [m.value for m in GAME.legal_moves(st) if type(m) is Bid]
    assert max(bids) == 29


# ----------------------------------------------------------------------------- deal & auction


def _seed_where(pred, options=None, limit=5000):
    for seed in range(limit):
        st = GAME.new_game(seed, 4, options)
        if pred(st):
            return seed, st
    raise AssertionError("no seed found")


def test_t8_r1_redeal():
    assert card_points(cards("KS QH 8D 7C")) == 0
    seed, st = _seed_where(lambda s: s.deal_no >= 1)
    assert st.redeals[0].rule == "R1" and st.redeals[0].seat == (st.dealer + 1) % 4
    # the dealer is the first dealer of this seed: unchanged by the redeal
    first = (st.dealer + 1) % 4
    assert card_points([CARD[i] for i in range(32) if st.hands[first] >> i & 1]) > 0
    assert st.phase == AUCTION and st.turn == first and st.hand_no == 0


def test_deal_one_and_two_sizes():
    st = GAME.new_game(11, 4)
    assert [h.bit_count() for h in st.hands] == [4, 4, 4, 4]
    assert [h.bit_count() for h in st.second] == [4, 4, 4, 4]
    all_cards = 0
    for h in st.hands + st.second:
        assert not all_cards & h
        all_cards |= h
    assert all_cards == (1 << 32) - 1


def test_auction_flow_and_illegal_bids():
    st = GAME.new_game(2, 4)
    first = st.turn
    st = GAME.apply(st, Bid(17))
    with pytest.raises(IllegalMoveError, match="more than 17"):
        GAME.apply(st, Bid(17))
    with pytest.raises(IllegalMoveError, match="N-8"):
        GAME.apply(st, Bid(30))
    with pytest.raises(IllegalMoveError, match="N-8"):
        GAME.apply(st, Play(C("JS")))
    st = GAME.apply(st, Bid(18))
    st = GAME.apply(st, Pass())
    st = GAME.apply(st, Pass())
    assert st.turn == first
    st = GAME.apply(st, Pass())  # the 18 bidder wins
    assert st.phase == TRUMP and st.bidder == (first + 1) % 4 and st.contract == 18
    # passed players are skipped
    st = GAME.new_game(2, 4)
    st = play(st, Pass(), Bid(17), Pass(), Bid(18))
    assert st.turn == (first + 1) % 4  # First passed: skipped


def test_max_bid_ends_auction_at_once():
    st = GAME.new_game(4, 4)
    st = GAME.apply(st, Bid(29))
    assert st.phase == TRUMP and st.contract == 29


def test_t10_all_pass():
    st = GAME.new_game(6, 4)
    dealer = st.dealer
    st = play(st, Pass(), Pass(), Pass())
    assert st.phase == TRUMP and st.bidder == dealer and st.contract == 17
    st = play(GAME.new_game(6, 4, {"min_bid": 16}), Pass(), Pass(), Pass())
    assert st.contract == 16 and st.bidder == dealer
    st0 = GAME.new_game(6, 4, {"all_pass": "redeal"})
    st = play(st0, Pass(), Pass(), Pass())
    assert st.phase == AUCTION and st.dealer == dealer and st.deal_no > st0.deal_no
    assert st.hands != st0.hands and any(r.rule == "all_pass" and r.seat == dealer for r in st.redeals)
    assert st.turn == (dealer + 1) % 4 and st.bids == ()


def test_min_bid_16():
    st = GAME.new_game(3, 4, {"min_bid": 16})
    bids = [m.value for m in GAME.legal_moves(st) if type(m) is Bid]
    assert min(bids) == 16
    with pytest.raises(IllegalMoveError):
        GAME.apply(GAME.new_game(3, 4), Bid(16))


@pytest.mark.parametrize("rule,first4,second4", [
    ("R2", {0: "JS JH JD JC", 1: "9S 9H 9D 9C", 2: "AS AH AD AC", 3: "TS TH TD TC"},
           {0: "7S 8S 7H 8H", 1: "QS KS QH KH", 2: "7D 8D QD KD", 3: "7C 8C QC KC"}),
    ("R3", {0: "JS 9S AS TS", 1: "JH 9H AH TH", 2: "JD 9D AD TD", 3: "JC 9C AC TC"},
           {0: "KS QS 8S 7S", 1: "KH QH 8H 7H", 2: "KD QD 8D 7D", 3: "KC QC 8C 7C"}),
    ("R4", {0: "JS 9S AS TS", 1: "7H 8H QH KH", 2: "JD 9D AD TD", 3: "JC 9C AC TC"},
           {0: "KS QS 8S 7D", 1: "7S 8S 7C 8C", 2: "KD QD 8D JH", 3: "KC QC 9H AH"}),
    ("R5", {0: "JS 9S AS TS", 1: "JH 9H AH 7H", 2: "KS QS 8S 7S", 3: "JC 9C AC TC"},
           {0: "JD 9D AD TD", 1: "KH QH 8H 7D", 2: "KD QD 7C TH", 3: "KC QC 8C 8D"}),
])
def test_redeal_checks_after_deal_two(rule, first4, second4):
    st = make_state(first4, dealer=3, bidder=0, contract=17, trump=None, phase=TRUMP, second=second4)
    trump = "S" if rule == "R5" else "H"
    after = GAME.apply(st, ChooseTrump(trump))
    assert after.phase == AUCTION and after.dealer == 3 and after.deal_no > st.deal_no
    assert any(r.rule == rule for r in after.redeals)
    assert after.bidder == -1 and after.s == st.s and after.hand_no == st.hand_no


def test_no_redeal_goes_to_single_hand_offer():
    st = make_state({0: "JS 9S AS TS", 1: "JH 9H AH 7H", 2: "KS QS 8S 7S", 3: "JC 9C AC TC"},
                    dealer=3, bidder=0, contract=17, trump=None, phase=TRUMP,
                    second={0: "JD 9D AD TD", 1: "KH QH 8H 7D", 2: "KD QD 7C TH", 3: "KC QC 8C 8D"})
    after = GAME.apply(st, ChooseTrump("H"))
    assert after.phase == SINGLE and after.turn == 0 and after.trump == 1
    assert [h.bit_count() for h in after.hands] == [8] * 4


# ----------------------------------------------------------------------------- single hand


SINGLE_WIN = {
    0: "JS 9S AS TS JH 9H AH TH",
    1: "KS QS 8S 7S KH QH 8H 7H",
    2: "JD 9D AD TD JC 9C AC TC",
    3: "KD QD 8D 7D KC QC 8C 7C",
}
SINGLE_LOSE = {
    0: "JS 9S AS TS 7H 8H 7D 8D",
    1: "KS QS 8S 7S KH QH JH 9H",
    2: "AH TH JD 9D JC 9C AC TC",
    3: "AD TD KD QD KC QC 8C 7C",
}


def _to_single_offer(deal, dealer=3):
    return make_state(deal, dealer=dealer, bidder=1, contract=18, trump="D", phase=SINGLE)


def test_single_hand_offer_order_and_doubling_after():
    st = _to_single_offer(SINGLE_WIN)
    order = []
    for _ in range(4):
        order.append(st.turn)
        st = GAME.apply(st, SingleHand(False))
    assert order == [0, 1, 2, 3]
    assert st.phase == DOUBLE and st.turn == 2  # bidder 1's left


def test_t9_single_hand_won():
    st = _to_single_offer(SINGLE_WIN)
    st = GAME.apply(st, SingleHand(True))
    assert st.declarer == 0 and st.trump == -1 and st.turn == 0 and st.phase == PLAYING
    v = GAME.view(st, 1)
    assert v.marker == "none" and v.trump is None and v.declarer == 0
    rng = random.Random(2)
    seats_seen = set()
    while st.hand_no == 0:
        if st.trick == ():
            pass
        seats_seen.add(st.turn)
        assert AskTrump() not in GAME.legal_moves(st)
        st = GAME.apply(st, rng.choice(GAME.legal_moves(st)))
    assert 2 not in seats_seen  # the partner takes no part
    r = st.results[-1]
    assert r.single and r.made and r.points == 8 and st.s == (3, 0)
    assert st.stats[0][2] == 1 and st.stats[0][3] == 1


def test_t9_single_hand_lost_stops_at_first_lost_trick():
    st = GAME.apply(_to_single_offer(SINGLE_LOSE), SingleHand(True))
    st = play(st, "JS", "7S", "KD", "9S", "8S", "QD", "AS", "QS", "TD", "TS", "KS", "AD")
    assert len(st.tricks) == 4 and st.hand_no == 0
    st = play(st, "7H")
    assert len(st.trick) == 1
    before = st
    st = play(st, "9H", "8C")  # Second beats the 7H: three cards make the trick
    assert st.hand_no == 1 and st.s == (-3, 0)
    r = st.results[-1]
    assert r.single and not r.made and r.points == 4
    assert len(before.tricks) == 4


def test_single_hand_tricks_have_three_cards():
    st = GAME.apply(_to_single_offer(SINGLE_WIN, dealer=0), SingleHand(False))
    st = GAME.apply(st, SingleHand(True))  # seat 2 (Second) accepts
    assert st.declarer == 2 and st.turn == 2
    st = play(st, "JD")
    assert st.turn == 3
    st = play(st, "KD")
    assert st.turn == 1  # seat 0 (partner) skipped
    st = play(st, "KS")
    assert len(st.tricks) == 1 and len(st.tricks[0][1]) == 3


# ----------------------------------------------------------------------------- doubling


def _after_offers(contract, options=None):
    st = make_state(SINGLE_WIN, dealer=3, bidder=1, contract=contract, trump="D", phase=SINGLE,
                    options=options)
    for _ in range(4):
        st = GAME.apply(st, SingleHand(False))
    return st


def test_autodouble_goes_straight_to_redouble():
    st = _after_offers(21)
    assert st.phase == REDOUBLE and st.doubled and st.auto_doubled and st.turn == 1
    st = _after_offers(21, {"autodouble": 22})
    assert st.phase == DOUBLE and not st.doubled
    st = _after_offers(22, {"autodouble": 22})
    assert st.phase == REDOUBLE and st.doubled
    st = _after_offers(25, {"autodouble": "off"})
    assert st.phase == DOUBLE


def test_doubling_order_and_redouble():
    st = _after_offers(18)
    assert st.turn == 2
    st = GAME.apply(st, Double(False))
    assert st.turn == 0 and st.phase == DOUBLE
    st2 = GAME.apply(st, Double(False))
    assert st2.phase == PLAYING and not st2.doubled and st2.turn == 0  # First leads
    st = GAME.apply(st, Double(True))
    assert st.phase == REDOUBLE and st.turn == 1 and st.doubled
    st3 = GAME.apply(st, Redouble(False))
    assert st3.turn == 3
    st3 = GAME.apply(st3, Redouble(True))
    assert st3.redoubled and st3.phase == PLAYING
    assert GAME.view(st3, 0).stake == 4
    with pytest.raises(IllegalMoveError, match="N-17"):
        GAME.apply(st, Double(True))


# ----------------------------------------------------------------------------- play rules


def test_must_follow_suit_and_nothing_changes():
    st = play(make_state(DEAL_T2), "JH")
    st = play(st, "ask", "7C", "8C")
    before = dict(st.__dict__)
    with pytest.raises(IllegalMoveError) as exc:
        GAME.apply(st, Play(C("JC")))
    assert "you must follow hearts" in exc.value.reason and exc.value.rule == "N-20"
    assert st.__dict__ == before
    with pytest.raises(IllegalMoveError, match="do not hold"):
        GAME.apply(st, Play(C("JS")))
    with pytest.raises(IllegalMoveError, match="N-21"):
        GAME.apply(make_state(DEAL_T2), AskTrump())  # leading
    with pytest.raises(IllegalMoveError, match="hold no diamonds"):
        GAME.apply(play(make_state(DEAL_T4), "8D", "JC"), AskTrump())  # Third holds a diamond


def test_bidder_reveals_own_marker():
    deal = {
        0: "JH 9H AH TH QH 8H 7S 8S",
        1: "7C KC QC JS 9S AS TS KS",
        2: "8C 9C JC TC AC JD 9D QS",
        3: "KH 7H AD TD KD QD 8D 7D",
    }
    st = make_state(deal, bidder=1, contract=18)
    st = play(st, "8H")
    v1 = GAME.view(st, 1)
    labels = {type(m).__name__: present.move_label("twenty_nine", v1, m) for m in v1.legal}
    assert labels["AskTrump"] == "Reveal trump"
    assert GAME.view(st, 0).trump is None and GAME.view(st, 1).trump == "C"
    st = play(st, "ask")
    assert st.reveal == (1, 0) and GAME.view(st, 0).trump == "C"
    st = play(st, "7C", "JD", "7H")
    assert st.tricks[-1][2] == 1


def test_ask_compulsory_option():
    st = play(make_state(DEAL_T2, options={"ask_compulsory": "on"}), "JH")
    assert GAME.legal_moves(st) == (AskTrump(),)
    with pytest.raises(IllegalMoveError, match="must ask"):
        GAME.apply(st, Play(C("7C")))
    st = play(st, "ask")
    assert AskTrump() not in GAME.legal_moves(st)
    st = play(make_state(DEAL_T2), "JH")
    assert len(GAME.legal_moves(st)) == 9  # ask, or any of 8 cards


def test_asker_must_trump_option():
    st = play(make_state(DEAL_T2, options={"asker_must_trump": "on"}), "JH", "ask")
    assert {m.card for m in GAME.legal_moves(st)} == {C("7C"), C("9C")}
    with pytest.raises(IllegalMoveError, match="must play a trump"):
        GAME.apply(st, Play(C("JS")))
    st = play(st, "9C")
    # the next player did not cause the reveal: free to discard
    assert len(GAME.legal_moves(st)) == 8
    st = play(make_state(DEAL_T2), "JH", "ask")
    assert len(GAME.legal_moves(st)) == 8  # default: no duty to trump


def test_match_games_and_hands_options():
    st = score_of(finish_state(23, doubled=True, s=(5, 0), options={"match_games": 1}))
    assert st.phase == OVER and GAME.to_move(st) is None
    o = GAME.outcome(st)
    assert o.winners == (0, 2) and not o.draw and o.details[0]["games_won"] == 1
    assert o.details[1]["games_won"] == 0 and o.details[0]["contracts_made"] == 1
    st = score_of(finish_state(23, doubled=True, s=(5, 0)))
    assert st.phase == AUCTION and GAME.outcome(st) is None  # match_games=off: no end
    states, _ = random_game(8, {"hands": 3})
    assert states[-1].phase == OVER and states[-1].hand_no == 3
    assert all(GAME.outcome(s) is None for s in states[:-1])
    with pytest.raises(IllegalMoveError, match="over"):
        GAME.apply(states[-1], Pass())


def test_options_validated():
    with pytest.raises(OptionError, match="autodouble"):
        GAME.new_game(1, 4, {"autodouble": 23})
    with pytest.raises(OptionError, match="min_bid"):
        GAME.new_game(1, 4, {"min_bid": 15})
    with pytest.raises(OptionError, match="nope"):
        GAME.new_game(1, 4, {"nope": 1})
    with pytest.raises(OptionError):
        GAME.new_game(1, 3)
    st = GAME.new_game(1, 4, {"autodouble": "off", "match_games": "5", "last_trick_point": "off"})
    assert st.opts.autodouble is None and st.opts.match_games == 5 and st.opts.max_bid == 28
    assert GAME.info.defaults() == {
        "last_trick_point": "on", "min_bid": 17, "all_pass": "dealer_forced", "ask_compulsory": "off",
        "asker_must_trump": "off", "autodouble": 21, "match_games": "off", "hands": "off"}


def test_hidden_trump_in_views():
    st = make_state(DEAL_T2)
    for seat in (0, 1, 3, None):
        v = GAME.view(st, seat)
        assert v.trump is None and v.marker == "face down"
    assert GAME.view(st, 2).trump == "C"
    assert GAME.view(st, 0).hand == tuple(sorted(cards(DEAL_T2[0]), key=lambda c: (INDEX[c] >> 3, -INDEX[c])))
    assert GAME.view(st, None).hand == ()


def test_move_json_round_trip():
    for m in (Bid(20), Pass(), ChooseTrump("H"), SingleHand(True), Double(False), Redouble(True),
              AskTrump(), Play(C("9D")), Pair(True)):
        assert GAME.move_from_json(m.to_json()) == m
    assert present.move_label("twenty_nine", None, Play(C("JH"))) == "Play J\u2665"
    assert present.move_label("twenty_nine", None, Bid(17)) == "Bid 17"
    assert GAME.move_facts(None, Bid(17)) == MoveFacts("bid", None, (), (("value", 17),))


# ----------------------------------------------------------------------------- properties


def _cards_in(obj, out):
    if isinstance(obj, Card):
        out.add(obj)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            _cards_in(getattr(obj, f.name), out)
    elif isinstance(obj, (tuple, list)):
        for x in obj:
            _cards_in(x, out)
    elif isinstance(obj, dict):
        for x in obj.values():
            _cards_in(x, out)
    return out


OPTION_SETS = hs.fixed_dictionaries({
    "last_trick_point": hs.sampled_from(["on", "off"]),
    "min_bid": hs.sampled_from([16, 17]),
    "all_pass": hs.sampled_from(["dealer_forced", "redeal"]),
    "ask_compulsory": hs.sampled_from(["on", "off"]),
    "asker_must_trump": hs.sampled_from(["on", "off"]),
    "autodouble": hs.sampled_from([21, 22, "off"]),
})


@settings(max_examples=25)
@given(seed=hs.integers(0, 10**6), options=OPTION_SETS)
def test_random_games_keep_the_invariants(seed, options):
    singles = seed % 4 == 0  # random players accept most single-hand offers: keep a few
    states, moves = random_game(seed, options, singles=singles)
    final = states[-1]
    assert final.phase == OVER
    for st in states:
        held = 0
        for h in st.hands:
            assert not held & h
            held |= h
        if st.second is not None:
            for h in st.second:
                assert not held & h
                held |= h
        assert not held & st.played
        assert (held | st.played) == (1 << 32) - 1  # cards are conserved
        n = 3 if st.declarer >= 0 else 4
        assert all(len(t[1]) == n for t in st.tricks)
        for seat in (0, 1, 2, 3, None):
            v = GAME.view(st, seat)
            seen = _cards_in(v, set())
            own = set(v.hand)
            public = {c for t in v.tricks for _, c in t[1]} | {c for _, c in v.trick} | set(v.pair_cards)
            assert seen <= own | public  # no other hand shows
            if seat is not None:
                assert own == {CARD[i] for i in range(32) if st.hands[seat] >> i & 1}
            if v.trump is not None:
                assert st.revealed or seat == st.bidder
            if seat is not None and GAME.to_move(st) == seat:
                assert list(v.legal) == list(GAME.legal_moves(st))
    # finished hands: 8 tricks, the points add up to 28 (+1 for the last trick)
    if final.declarer < 0:
        assert len(final.tricks) == 8 and sum(final.taken) == 28
        r = final.results[-1]
        bt = final.bidder & 1
        ltp = options["last_trick_point"] == "on"
        assert r.points == final.taken[bt] + (1 if ltp and final.tricks[-1][2] & 1 == bt else 0)
    else:
        assert len(final.tricks) == 8 or final.tricks[-1][2] & 1 != final.declarer & 1
    # same seed and same moves: the same game
    st = GAME.new_game(seed, 4, {"hands": 2, **options})
    for m in moves:
        st = GAME.apply(st, m)
    assert st == final
    assert random_game(seed, options, singles=singles)[0][-1] == final


@settings(max_examples=15)
@given(seed=hs.integers(0, 10**6))
def test_apply_never_mutates_and_determinize_agrees_with_view(seed):
    states, moves = random_game(seed, {"hands": 1})
    rng = random.Random(seed)
    for st, m in zip(states, moves):
        snapshot = dict(st.__dict__)
        GAME.apply(st, m)
        assert st.__dict__ == snapshot
        seat = GAME.to_move(st)
        v = GAME.view(st, seat)
        d = GAME.determinize(v, rng)
        assert GAME.view(d, seat) == v
        assert GAME.legal_moves(d) == GAME.legal_moves(st)


def test_illegal_move_types_name_their_rule():
    st = GAME.new_game(1, 4)
    for bad, rule in ((ChooseTrump("H"), "N-8"),):
        with pytest.raises(IllegalMoveError) as exc:
            GAME.apply(st, bad)
        assert exc.value.rule == rule
    st = play(GAME.new_game(1, 4), Bid(29))
    with pytest.raises(IllegalMoveError, match="N-10"):
        GAME.apply(st, Pass())
    with pytest.raises(IllegalMoveError, match="not a suit"):
        GAME.apply(st, ChooseTrump("X"))


# ----------------------------------------------------------------------------- the State field list


def test_every_state_field_says_how_it_shows_in_a_view_and_every_view_field_has_a_source():
    """One list (the State dataclass) drives the copy, the new hand, the view and determinize:
    each field names the View fields it shows as, and every View field comes from a State
    field or is one of the few the view works out from several (the viewer's seat, the first
    bidder, the stake and what it would be doubled, the single hand's stake, the lowest bid, the
    trick's winner so far, the legal moves)."""
    view_fields = {f.name for f in dataclasses.fields(GAME.view(GAME.new_game(1, 4), 0))}
    sources = set()
    for f in dataclasses.fields(State):
        shown = f.metadata["shown"]
        assert shown.how in ("as is", "seat", "zero", "worked out", "hidden"), f.name
        names = shown.name.split()
        assert (names == []) == (shown.how == "hidden"), f.name
        assert set(names) <= view_fields, f.name
        assert not set(names) & sources, f.name  # each View field comes from one State field
        sources |= set(names)
    assert view_fields - sources == {"seat", "first", "stake", "stakes", "single_stake", "min_bid", "trick_winner",
                                     "legal"}


def test_copy_new_hand_and_determinize_carry_every_state_field():
    names = {f.name for f in dataclasses.fields(State)}
    states, _ = random_game(7)
    rng = random.Random(7)
    fresh_hands = 0
    for st in states:
        assert set(st.__dict__) == names
        assert st._copy() == st and set(st._copy().__dict__) == names
        seat = GAME.to_move(st)
        if seat is not None:
            d = GAME.determinize(GAME.view(st, seat), rng)
            assert set(d.__dict__) == names
        if st.phase == AUCTION and not st.bids:  # a hand just dealt: every per-hand field afresh
            fresh_hands += 1
            for f in dataclasses.fields(State):
                first = f.metadata["each_hand"]
                if callable(first):
                    assert getattr(st, f.name) == first(st), f.name
                elif first != MATCH:
                    assert getattr(st, f.name) == first, f.name
    assert fresh_hands >= 2


# ----------------------------------------------------------------------------- what the table reads


@pytest.mark.parametrize("seed", range(6))
def test_the_views_trick_winner_so_far_is_the_rules_own_after_each_card(seed):
    """The table reads who wins the trick so far from the view (never the rules' helpers):
    after each card it is the winner the rules' trick_winner gives for the cards on the table
    (by the trump once it is revealed), and a finished trick's winner (a hand's last one in
    its result) is that of all its cards."""
    import app.rules.twenty_nine as T
    rng = random.Random(seed)
    st = GAME.new_game(seed, 4, {"hands": 4})
    checked = 0
    while GAME.to_move(st) is not None:
        before = st
        move = rng.choice(GAME.legal_moves(st))
        st = GAME.apply(st, move)
        if type(move) is not Play:
            continue
        views = [GAME.view(st, s) for s in (0, 1, 2, 3, None)]
        v = views[-1]
        if v.trick:
            trump = v.trump if v.trump_revealed else None
            want = v.trick[T.trick_winner([c for _, c in v.trick], trump)][0]
            assert all(w.trick_winner == want for w in views)
            checked += 1
        else:
            old = GAME.view(before, None)
            cards = old.trick + ((before.turn, move.card),)
            trump = T.SUITS[before.trump] if old.trump_revealed else None  # (a reveal is a move of its own)
            want = cards[T.trick_winner([c for _, c in cards], trump)][0]
            assert v.trick_winner is None
            if len(v.results) > len(old.results):
                assert v.results[-1].last_winner == want
            else:
                assert v.tricks[-1][2] == want
    assert checked > 0


def test_the_view_carries_the_stakes_and_the_lowest_bid():
    st = GAME.new_game(5, 4, {"min_bid": 16})
    v = GAME.view(st, GAME.to_move(st))
    from app.rules.twenty_nine import SINGLE_STAKE
    assert v.min_bid == 16 and v.single_stake == SINGLE_STAKE == 3 and v.trick_winner is None
    assert min(m.value for m in v.legal if type(m) is Bid) == 16
