"""Twenty-Nine computer players: legal play from the view only, the rules of thumb, the fast
playout path against the public rules, and the bidding/doubling/single-hand/pair choices."""

import random

import pytest
from hypothesis import given, settings, strategies as hs

from app.ai.base import make_agent
from app.ai.twenty_nine import (
    AGENTS, ASK, Playout, TwentyNineAgent, hand_value, pick, sample, sure_single,
)
from app.rules.cards import Card, cards
from app.rules.twenty_nine import (
    CARD, DOUBLE, GAME, INDEX, OVER, PAIR, PLAYING, SINGLE, AskTrump, Bid, ChooseTrump, Double, Pair,
    Pass, Play, SingleHand, to_mask,
)
from app.sim import play_one
from tests.rules.test_twenty_nine import DEAL_T2, make_state, play

C = Card.parse


def idx(text):
    return INDEX[C(text)]


def test_levels_are_registered():
    assert set(AGENTS) >= {"easy", "normal", "hard"}
    for level in ("easy", "normal", "hard"):
        assert make_agent("twenty_nine", level, 1).name == level


@pytest.mark.parametrize("agents", [("easy", "normal"), ("hard", "easy"), ("normal", "random")])
def test_agents_play_whole_sessions_legally(agents):
    # play_one applies every chosen move through the rules: an illegal one would raise
    for seed in (1, 2):
        outcome, final = play_one("twenty_nine", seed, 4, list(agents) * 2, {"hands": 1})
        assert final.phase == OVER and outcome is not None


class Recorder:
    """Wraps an agent and checks what it is given and what it returns."""

    def __init__(self, agent):
        self.agent = agent
        self.name = agent.name
        self.calls = 0

    def choose(self, view, legal):
        assert not hasattr(view, "hands") and not hasattr(view, "second")  # a view, not a state
        m = self.agent.choose(view, legal)
        assert m in legal
        self.calls += 1
        return m


@settings(max_examples=8)
@given(seed=hs.integers(0, 10**6), level=hs.sampled_from(["easy", "normal"]),
       ask_compulsory=hs.sampled_from(["on", "off"]), asker_must_trump=hs.sampled_from(["on", "off"]))
def test_agents_choose_legal_moves_under_all_options(seed, level, ask_compulsory, asker_must_trump):
    opts = {"hands": 1, "ask_compulsory": ask_compulsory, "asker_must_trump": asker_must_trump}
    st = GAME.new_game(seed, 4, opts)
    agents = [Recorder(TwentyNineAgent(GAME, seed + s, level)) for s in range(4)]
    while GAME.to_move(st) is not None:
        seat = GAME.to_move(st)
        st = GAME.apply(st, agents[seat].choose(GAME.view(st, seat), GAME.legal_moves(st)))
    assert sum(a.calls for a in agents) > 0


# ----------------------------------------------------------------------------- rules of thumb


def test_pick_wins_cheaply_when_last():
    # seat 3 plays last to a diamond trick the opponents (seat 2's 9D) are winning
    c = pick(to_mask(cards("JD AD TD 7C")), [idx("KD"), idx("QD"), idx("9D")], [0, 1, 2], 3,
             -1, False, 0, False)
    assert c == idx("JD")  # the only winner
    c = pick(to_mask(cards("JD 9D TD 7C")), [idx("KD"), idx("QD"), idx("AD")], [0, 1, 2], 3,
             -1, False, 0, False)
    assert c == idx("9D")  # the cheapest winner over AD


def test_pick_feeds_partner_and_keeps_jacks():
    # partner (seat 1) is winning with the master JD; seat 3 feeds its highest point card
    c = pick(to_mask(cards("9D AD 7D")), [idx("JD"), idx("8D"), idx("KD")], [1, 2, 0], 3, -1, False, 0, False)
    assert c == idx("9D")
    # not sure of the trick (partner's QD can be beaten): a point but not the jack
    c = pick(to_mask(cards("JD TD 7D")), [idx("QD"), idx("8D")], [1, 2], 3, -1, False, 0, False)
    assert c == idx("TD")
    # void, partner winning for sure: discard a point card outside trump, not a jack
    c = pick(to_mask(cards("JS AH 7C")), [idx("7D"), idx("JD"), idx("8D")], [0, 1, 2], 3, -1, False, 0, False)
    assert c == idx("AH")


def test_pick_asks_when_an_opponent_wins_and_trumps_after():
    # seat 0 void in diamonds, opponents (seat 3) winning with points; trump unknown: ask
    c = pick(to_mask(cards("JS 7C")), [idx("JD")], [3], 0, -1, False, 0, True)
    assert c == ASK
    # trump known and revealed: ruff with the cheapest trump
    c = pick(to_mask(cards("JS 7C 9C")), [idx("JD")], [3], 0, 3, True, 0, False)
    assert c == idx("7C")
    # partner winning: no ask
    c = pick(to_mask(cards("JS 7C")), [idx("JD")], [2], 0, -1, False, 0, True)
    assert c != ASK


def test_pick_leads_a_master():
    c = pick(to_mask(cards("JS 7S 8H")), [], [], 0, -1, False, 0, False)
    assert c == idx("JS")
    c = pick(to_mask(cards("9S 7S 8H")), [], [], 0, -1, False, to_mask(cards("JS")), False)
    assert c == idx("9S")  # the jack is gone: the 9 is the master


def test_sure_single():
    assert sure_single(to_mask(cards("JS 9S AS TS JH 9H AH TH")))
    assert sure_single(to_mask(cards("JS 9S AS TS KS QS 8S 7H")) ) is False  # 7H loses
    assert sure_single(to_mask(cards("JS 9S AS TS KS 8S 7S JH")))  # 5 tops, 2 spades left out
    assert not sure_single(to_mask(cards("JS 9S AS TS 7H 8H 7D 8D")))


def test_hand_value_prefers_strong_trump():
    hand = to_mask(cards("JH 9H AH 7S"))
    vals = [hand_value(hand, t) for t in range(4)]
    assert max(range(4), key=lambda t: vals[t]) == 1
    assert hand_value(to_mask(cards("JH 9H AH TH")), 1) > hand_value(to_mask(cards("7S 8H QD KC")), 0)


# ----------------------------------------------------------------------------- decisions


def test_single_hand_only_when_sure():
    st = make_state({0: "JS 9S AS TS JH 9H AH TH", 1: "KS QS 8S 7S KH QH 8H 7H",
                     2: "JD 9D AD TD JC 9C AC TC", 3: "KD QD 8D 7D KC QC 8C 7C"},
                    bidder=1, contract=18, trump="D", phase="single_hand_offer")
    for level in ("easy", "normal", "hard"):
        a = TwentyNineAgent(GAME, 1, level)
        assert a.choose(GAME.view(st, 0), GAME.legal_moves(st)) == SingleHand(True)
    st = GAME.apply(st, SingleHand(False))
    a = TwentyNineAgent(GAME, 1, "hard")
    assert a.choose(GAME.view(st, 1), GAME.legal_moves(st)) == SingleHand(False)


def test_pair_is_declared():
    st = play(make_state(DEAL_T2), "JH", "ask", "7C", "8C", "TH")
    assert st.phase == PAIR
    for level in ("easy", "hard"):
        assert TwentyNineAgent(GAME, 1, level).choose(GAME.view(st, 2), GAME.legal_moves(st)) == Pair(True)


def strong_auction():
    """The auction's start with seat 0 holding J 9 A 10 of hearts (and more to come)."""
    strong = make_state({0: "JH 9H AH TH", 1: "7S 8S QS KS", 2: "7D 8D QD KD", 3: "7C 8C QC KC"},
                        phase="auction", trump=None, contract=0,
                        second={0: "KH QH JS JD", 1: "9S AS TS 7H", 2: "9D AD TD 8H", 3: "JC 9C AC TC"})
    strong.bidder = -1
    strong.high = 0
    strong.high_seat = -1
    return strong


def test_bidding_strength_orders_bids():
    # a strong first hand bids, a pointless-ish weak one passes (normal and hard estimate by playouts)
    strong = strong_auction()
    for level in ("easy", "normal", "hard"):
        a = TwentyNineAgent(GAME, 3, level)
        m = a.choose(GAME.view(strong, 0), GAME.legal_moves(strong))
        assert type(m) is Bid, level
        st = GAME.apply(strong, m)
        st = play(st, Pass(), Pass(), Pass())
        assert TwentyNineAgent(GAME, 3, level).choose(GAME.view(st, 0), GAME.legal_moves(st)) == ChooseTrump("H")
    weak = strong._copy()
    weak.hands = (to_mask(cards("7S 8D QC KH")),) + strong.hands[1:]
    weak.second = (to_mask(cards("8S 7H 7D 7C")),) + strong.second[1:]
    for level in ("easy", "normal", "hard"):
        a = TwentyNineAgent(GAME, 3, level)
        assert a.choose(GAME.view(weak, 0), GAME.legal_moves(weak)) == Pass(), level


# ----------------------------------------------------------------------------- sampling & playouts


def test_sample_respects_the_view():
    st = make_state(DEAL_T2)
    st = play(st, "JH", "9C")  # Second shows out of hearts
    v = GAME.view(st, 3)
    rng = random.Random(1)
    trumps = set()
    for _ in range(30):
        d = sample(v, rng)
        assert d.hands[3] == st.hands[3]
        assert not d.hands[1] & (0xFF << 8)  # no heart for the void Second
        assert GAME.view(d, 3) == v
        trumps.add(d.trump)
    assert len(trumps) > 1  # the hidden trump is not known to seat 3
    v2 = GAME.view(st, 2)
    assert all(sample(v2, rng).trump == 3 for _ in range(5))  # the bidder knows it


@settings(max_examples=20)
@given(seed=hs.integers(0, 10**6), options=hs.fixed_dictionaries({
    "ask_compulsory": hs.sampled_from(["on", "off"]),
    "asker_must_trump": hs.sampled_from(["on", "off"]),
    "last_trick_point": hs.sampled_from(["on", "off"])}),
    cut=hs.integers(0, 31), eps=hs.sampled_from([0.0, 0.3, 1.0]))
def test_fast_playout_follows_the_public_rules(seed, options, cut, eps):
    """The playout engine and the rules agree card for card: every decision the playout
    makes is legal through ``GAME.apply``, and both end with the same tricks and scores."""
    rng = random.Random(seed)
    st = GAME.new_game(seed, 4, {"hands": 1, **options})
    # bid, choose trump, decline singles and doubling at random, then play ``cut`` cards
    while st.phase != PLAYING:
        legal = [m for m in GAME.legal_moves(st) if m != SingleHand(True)]
        st = GAME.apply(st, rng.choice(legal))
    for _ in range(cut):
        if st.phase == PAIR:
            st = GAME.apply(st, Pair(rng.random() < 0.5))
        elif st.phase == PLAYING:
            st = GAME.apply(st, rng.choice(GAME.legal_moves(st)))
    if st.phase == PAIR:
        st = GAME.apply(st, Pair(True))
    if st.phase != PLAYING:
        return
    p = Playout.from_state(st)
    trace = []
    p.run(random.Random(seed), eps, trace)
    for d in trace:
        if st.phase == PAIR:
            st = GAME.apply(st, Pair(True))  # the playout always shows a useful pair
        st = GAME.apply(st, AskTrump() if d == ASK else Play(CARD[d]))
    assert st.phase == OVER
    r = st.results[-1]
    bt = p.bidder & 1
    assert r.points == p.taken[bt] + (1 if p.ltp and p.last_team == bt else 0)
    assert r.target == p.target
    assert p.over()


def test_search_prefers_the_winning_card():
    # last to play, partner not winning: hard takes the trick with the only winner
    st = make_state(DEAL_T2)
    st = play(st, "JH", "ask", "7C", "8C")
    # Dealer (seat 3) must follow hearts: TH or 7H; the trick is Third's (8C trump) either way;
    # he keeps his ten (gives the 7)
    a = TwentyNineAgent(GAME, 5, "hard")
    m = a.choose(GAME.view(st, 3), GAME.legal_moves(st))
    assert m == Play(C("7H"))


# ----------------------------------------------------------------------------- bidding for game points


def test_the_pair_moves_the_target_as_the_rules_say():
    from app.ai.twenty_nine import contract_target, make_share

    assert contract_target(19, 1) == contract_target(19, -1) == contract_target(19, 0) == 19
    assert contract_target(21, 1) == 17 and contract_target(21, -1) == 25 and contract_target(21, 0) == 21
    assert contract_target(27, -1, 28) == 28
    # three playouts: 18 points with our pair, 18 without, 24 with theirs
    outs = [(18, 1), (18, 0), (24, -1)]
    assert make_share(outs, 17) == 1.0
    assert make_share(outs, 21) == pytest.approx(1 / 3)  # 18 >= 17 with our pair; 24 < 25
    assert make_share(outs, 20) == pytest.approx(2 / 3)  # 18 >= 17 with our pair; 24 >= 23


def test_value_bid_jumps_to_a_doubled_contract_only_when_it_pays():
    from app.ai.twenty_nine import value_bid

    bids = list(range(17, 30))
    # made at 17 in 9 of 10 playouts and at 21 in 8 of 10: 1 x 0.8 against 2 x 0.6
    strong = [[(22, 0)] * 8 + [(19, 0), (10, 0)]] + [[(10, 0)] * 10] * 3
    assert value_bid(strong, bids, 29, 21)[:2] == (21, 0)
    # with no automatic double a higher bid never pays more
    assert value_bid(strong, bids, 29, None)[0] == 17
    # made at 21 only in 6 of 10: 2 x 0.2 is less than 1 x 0.8
    fair = [[(22, 0)] * 6 + [(19, 0)] * 3 + [(10, 0)]] + [[(10, 0)] * 10] * 3
    assert value_bid(fair, bids, 29, 21)[0] == 17
    # our pair makes 21 worth bidding: 18 points are enough for it
    paired = [[(18, 1)] * 9 + [(10, 0)]] + [[(10, 0)] * 10] * 3
    assert value_bid(paired, bids, 29, 21)[0] == 21
    # later in the auction only the bids still allowed count
    assert value_bid(fair, list(range(19, 30)), 29, 21)[0] == 19


def test_the_auction_after_a_bid_decides_who_scores_the_contract():
    from app.ai.twenty_nine import auction_outcome

    # an opponent whose four cards are worth 18 overcalls a 17; this seat raises again to 19
    # (its limit) and makes it with 20 points
    assert auction_outcome(17, (20, 0), (18.0, 15, 0), 19, 29, 21) == 1
    # a bid of 18 shuts him out; 18 is made
    assert auction_outcome(18, (20, 0), (18.0, 15, 0), 18, 29, 21) == 1
    # left at 18 by a seat that will not raise, he makes his 18: a game point lost
    assert auction_outcome(17, (20, 0), (18.0, 19, 0), 17, 29, 21) == -1
    # the automatic double counts for whoever holds the contract: he fails 21
    assert auction_outcome(20, (18, 0), (21.0, 19, 0), 20, 29, 21) == 2
    assert auction_outcome(21, (22, 0), (10.0, 5, 0), 21, 29, 21) == 2


def test_a_higher_bid_pays_when_it_keeps_the_opponents_from_a_contract_they_make():
    from app.ai.twenty_nine import auction_bid

    bids = list(range(17, 30))
    ours = [[(19, 0)] * 10] + [[(10, 0)] * 10] * 3
    # in half the deals an opponent overcalls up to 18 and makes it; this seat will not raise
    strong_rival = [(18.0, 19, 0)] * 5 + [(12.0, 10, 0)] * 5
    assert auction_bid(ours, strong_rival, bids, 17, 29, 21)[:2] == (18, 0)
    # nobody overcalls: the cheapest bid
    weak_rival = [(12.0, 10, 0)] * 10
    assert auction_bid(ours, weak_rival, bids, 17, 29, 21)[:2] == (17, 0)
    # a jump that gains less than the margin stays at the lowest bid
    one_rival = [(18.0, 19, 0)] + [(12.0, 10, 0)] * 9
    assert auction_bid(ours, one_rival, bids, 17, 29, 21, margin=0.3)[0] == 17


def test_the_auction_so_far_makes_strong_first_hands_likelier_for_those_who_bid():
    from app.ai.twenty_nine import auction_likelihood

    strong = to_mask(cards("JH 9H AH JS"))
    weak = to_mask(cards("7S 8D QC KH"))
    mine = to_mask(cards("7C 8C 9C TC"))
    # seat 1 bid 17 over nothing, seat 2 passed; seat 0 (this seat) has not spoken
    bids = ((1, 17), (2, None))
    assert auction_likelihood(bids, 0, (mine, strong, weak, weak), 17) > \
        auction_likelihood(bids, 0, (mine, weak, weak, weak), 17)
    assert auction_likelihood(bids, 0, (mine, strong, weak, weak), 17) > \
        auction_likelihood(bids, 0, (mine, strong, strong, weak), 17)
    # this seat's own bids say nothing about the others
    assert auction_likelihood(((0, 17),), 0, (weak, weak, weak, weak), 17) == 1.0


def pair_auction():
    """The auction's start with seat 0 holding J 9 K Q of hearts (the pair), A 10 to come."""
    st = make_state({0: "JH 9H KH QH", 1: "7S 8S QS KS", 2: "7D 8D QD KD", 3: "7C 8C QC KC"},
                    phase="auction", trump=None, contract=0,
                    second={0: "AH TH JS JD", 1: "9S AS TS 7H", 2: "9D AD TD 8H", 3: "JC 9C AC TC"})
    st.bidder = -1
    st.high = 0
    st.high_seat = -1
    return st


def test_hard_takes_a_strong_hand_to_a_doubled_contract_and_normal_bids_the_lowest():
    st = pair_auction()
    view, legal = GAME.view(st, 0), GAME.legal_moves(st)
    hard = [TwentyNineAgent(GAME, seed, "hard").choose(view, legal) for seed in range(6)]
    normal = [TwentyNineAgent(GAME, seed, "normal").choose(view, legal) for seed in range(6)]
    assert all(type(m) is Bid for m in hard + normal)
    assert sum(m.value >= 21 for m in hard) >= 3, hard  # the stake doubles and the pair helps
    assert all(m.value == 17 for m in normal)
    # a middling hand still bids the lowest
    mid = strong_auction()
    mid.hands = (to_mask(cards("JH 9S AD 7C")),) + mid.hands[1:]
    mid.second = (to_mask(cards("KH QH JS JD")),) + mid.second[1:]
    for seed in range(3):
        m = TwentyNineAgent(GAME, seed, "hard").choose(GAME.view(mid, 0), GAME.legal_moves(mid))
        assert m == Pass() or m.value == 17, m


def test_a_contract_hard_would_redouble_counts_at_stake_4():
    from app.ai.twenty_nine import (
        auction_outcome, auction_pass_outcome, auction_values, redoubled_bids, value_bid,
    )

    bids = list(range(17, 30))
    # made at 21 in 7 of 10 playouts (over the 0.6 at which hard redoubles), at 22 in none;
    # only contracts doubled automatically are redoubled, none with the double off
    outs = [[(21, 0)] * 7 + [(18, 0)] * 3] + [[(10, 0)] * 10] * 3
    assert redoubled_bids(outs, 29, 21, 0.6) == [frozenset({21}), frozenset(), frozenset(), frozenset()]
    assert redoubled_bids(outs, 29, 21, 0.7) == [frozenset()] * 4
    assert redoubled_bids(outs, 29, None, 0.6) == [frozenset()] * 4
    rd = redoubled_bids(outs, 29, 21, 0.6)
    # 17: 1 x (2 x 1.0 - 1) = 1; 21 doubled: 2 x 0.4 = 0.8; 21 redoubled: 4 x 0.4 = 1.6
    assert value_bid(outs, bids, 29, 21)[0] == 17
    assert value_bid(outs, bids, 29, 21, redoubles=rd)[:2] == (21, 0)
    assert value_bid(outs, bids, 29, 21, redoubles=rd)[2] == pytest.approx(1.6)
    # the auction model: our redoubled 21 scores 4 either way, the opponents' contract is theirs
    assert auction_outcome(21, (22, 0), (10.0, 5, 0), 21, 29, 21, frozenset({21})) == 4
    assert auction_outcome(21, (18, 0), (10.0, 5, 0), 21, 29, 21, frozenset({21})) == -4
    assert auction_outcome(20, (18, 0), (21.0, 19, 0), 20, 29, 21, frozenset({21})) == 2
    weak_rival = [(10.0, 5, 0)] * 10
    vals = auction_values(outs, weak_rival, bids, 21, 29, 21, rd)
    assert vals[21] == (pytest.approx(1.6), 0) and vals[17] == (pytest.approx(1.0), 0)
    # the pass: the partner's 21 is redoubled too (the coach's scale)
    assert auction_pass_outcome((22, 0), (10.0, 5, 0), 21, 1, False, -1, 17, 29, 21, frozenset({21})) == 4


def test_hard_bids_21_through_choose_when_it_would_redouble_it(monkeypatch):
    # hard's playouts (with its edge of one point): hearts make 17 always and 21 in 7 of 10
    # (6 of 10 without the edge would not be redoubled; 7 of 10 are), the opponents are weak:
    # 21 redoubled (4 x 0.4) is worth more than 17 (1 x 1.0); doubled only (2 x 0.4) it is not
    st = pair_auction()
    view, legal = GAME.view(st, 0), GAME.legal_moves(st)
    hearts = [(22, 0)] * 7 + [(19, 0)] * 3
    outcomes = [[(10, 0)] * 10, hearts, [(10, 0)] * 10, [(10, 0)] * 10]
    playouts = ([sorted(p for p, _ in o) for o in outcomes], outcomes, [(10.0, 5, 0)] * 10)
    for above, expected in ((0.6, Bid(21)), (0.7, Bid(17))):
        agent = TwentyNineAgent(GAME, 1, "hard", redouble_above=above)
        monkeypatch.setattr(agent, "_playouts", lambda view: playouts)
        assert agent.choose(view, legal) == expected, above


def test_hard_chooses_the_trump_that_makes_its_contract():
    st = play(GAME.apply(pair_auction(), Bid(21)), Pass(), Pass(), Pass())
    assert TwentyNineAgent(GAME, 2, "hard").choose(GAME.view(st, 0), GAME.legal_moves(st)) == ChooseTrump("H")


# ----------------------------------------------------------------------------- the simulator's stake


def test_the_simulator_counts_hands_and_game_points_from_the_rules():
    from app.sim import format_report, hand_points, simulate

    rep = simulate("twenty_nine", 4, ["easy", "normal"], 4, seed=11, options={"hands": 2}, swap=True)
    a, b = rep["results"]
    assert a["hands"] == b["hands"] == 8 * 2  # 4 deals x 2 seatings x 2 hands
    assert a["hands_won"] + b["hands_won"] == a["hands"]
    assert a["points_per_hand"] == pytest.approx(-b["points_per_hand"])  # one team's gain is the other's loss
    lo, hi = a["points_interval"]
    assert lo <= a["points_per_hand"] <= hi
    lo, hi = a["hand_interval"]
    assert 0 <= lo <= a["hand_share"] <= hi <= 1
    # by hand, straight from the rules' record of each hand: the stake to the bidder's team
    total, won, n = 0, 0, 0
    for i in range(4):
        for rot in (0, 1):
            seats = ["easy", "normal"] * 2 if rot == 0 else ["normal", "easy"] * 2
            _, final = play_one("twenty_nine", 11 + i, 4, seats, {"hands": 2})
            easy_team = rot  # easy sits at seats 0 and 2, then 1 and 3
            for r in final.results:
                sign = 1 if (r.bidder & 1) == easy_team else -1
                total += sign * (r.stake if r.made else -r.stake)
                won += (r.made if (r.bidder & 1) == easy_team else not r.made)
                n += 1
            assert [p[0] for p, _ in hand_points(GAME, final)] == [
                (r.stake if r.made else -r.stake) * (1 if r.bidder & 1 == 0 else -1) for r in final.results]
    assert a["hands_won"] == won
    assert a["points_per_hand"] == pytest.approx(total / n)
    text = format_report(rep)
    assert "game points per hand" in text and "hands won" in text
    # other games report as before
    other = simulate("jammat", 2, ["easy", "normal"], 2, seed=1)
    assert "hands" not in other["results"][0] and "game points" not in format_report(other)


def test_the_simulator_tables_bids_against_four_card_points():
    from app.rules.twenty_nine import mask_points
    from app.ai.twenty_nine_bids import BidLog
    from app.sim import simulate

    rep = simulate("twenty_nine", 4, ["easy", "normal"], 3, seed=5, options={"hands": 1}, swap=True, bids=True)
    bids = rep["bids"]
    contracts = sum(n for lab in bids.values() for _, _, n in lab["final"])
    made = sum(c[1] for lab in bids.values() for c in lab["made"].values())
    assert contracts == sum(c[0] for lab in bids.values() for c in lab["made"].values())
    singles = 0
    made_by_hand = 0
    for i in range(3):
        for rot in (0, 1):
            seats = ["easy", "normal"] * 2 if rot == 0 else ["normal", "easy"] * 2
            _, final = play_one("twenty_nine", 5 + i, 4, seats, {"hands": 1})
            r = final.results[-1]
            singles += r.single
            made_by_hand += r.made and not r.single
    assert contracts == 6 - singles and made == made_by_hand
    for lab in bids.values():
        for pts, bid, n in lab["opening"] + lab["final"]:
            assert 0 <= pts <= 12 and 16 <= bid <= 29 and n >= 1
    # the first bid of the first seed's auction, against its bidder's first four cards
    st = GAME.new_game(5, 4, {"hands": 1})
    agents = [make_agent("twenty_nine", n, 5 * 1009 + s) for s, n in enumerate(["easy", "normal"] * 2)]
    while not any(v for _, v in st.bids):
        seat = st.turn
        m = agents[seat].choose(GAME.view(st, seat), GAME.legal_moves(st))
        if type(m) is Bid:
            first = (["easy", "normal"][seat % 2], mask_points(st.hands[seat]), m.value)
        st = GAME.apply(st, m)
    lab, pts, value = first
    assert any(p == pts and b == value for p, b, _ in bids[lab]["opening"])
    assert "four-card points" in BidLog.format(bids)


def test_the_contest_bench_tables_how_high_the_first_seat_goes_when_overcalled(capsys):
    """``python -m bench.bench_twenty_nine contest``: per deal with an auction, the first
    seat's highest bid (0: it passed at once) against its four-card points, each as its
    agent chose it when the opponent on its left overcalls by one."""
    from app.rules.twenty_nine import AUCTION, mask_points
    from bench.bench_twenty_nine import bench_contest

    table = bench_contest(6, "normal", seed=40)
    auctions = [n for n in range(6) if GAME.new_game(40 + n, 4, {"hands": 1}).phase == AUCTION]
    assert sum(table.values()) == len(auctions)
    for (points, highest), n in table.items():
        assert 0 <= points <= 12 and (highest == 0 or 17 <= highest <= 29) and n >= 1
    # the first deal by hand: its first seat's opening is what normal chooses on its view
    st = GAME.new_game(40 + auctions[0], 4, {"hands": 1})
    first = GAME.to_move(st)
    m = make_agent("twenty_nine", "normal", (40 + auctions[0]) * 10).choose(GAME.view(st, first),
                                                                            GAME.legal_moves(st))
    points = mask_points(st.hands[first])
    if type(m) is Pass:
        assert (points, 0) in table
    else:
        assert any(p == points and b >= m.value for p, b in table)
    assert "four-card points" in capsys.readouterr().out


def test_hard_bids_on_its_playouts_plus_the_measured_edge_of_its_real_play():
    from app.ai.twenty_nine import BID_EDGE, make_share

    view = GAME.view(pair_auction(), 0)
    bare = TwentyNineAgent(GAME, 3, "hard", bid_edge=0)._playouts(view)
    hard = TwentyNineAgent(GAME, 3, "hard")._playouts(view)
    assert BID_EDGE >= 1
    # the same deals, each playout's points for its team BID_EDGE higher; the pair unchanged
    assert hard[0] == [[x + BID_EDGE for x in e] for e in bare[0]]
    assert hard[1] == [[(x + BID_EDGE, pr) for x, pr in e] for e in bare[1]]
    # so the lowest bid's make chance can only rise
    assert make_share(hard[1][0], 17) >= make_share(bare[1][0], 17)
    # normal bids on its playouts as they are
    assert TwentyNineAgent(GAME, 3, "normal").bid_edge == 0


def test_whether_hard_bids_at_all_stays_on_its_playouts_as_they_play_out():
    from app.ai.twenty_nine import BID_EDGE

    st = pair_auction()
    view, legal = GAME.view(st, 0), GAME.legal_moves(st)
    bids = [m for m in legal if type(m) is Bid]
    # its team's points with the edge added: 17 is made in 6 of 10 playouts, in 4 of 10 without
    ours = [(17 + BID_EDGE, 0)] * 4 + [(16 + BID_EDGE, 0)] * 2 + [(9, 0)] * 4
    outcomes = [ours] + [[(9, 0)] * 10] * 3
    for edge, expected in ((BID_EDGE, Pass()), (0, Bid(17))):
        agent = TwentyNineAgent(GAME, 0, "hard", bid_edge=edge)
        agent._playouts = lambda view: ([sorted(p for p, _ in o) for o in outcomes], outcomes, [])
        assert agent._value_bid(view, legal, bids, False) == expected


def test_a_pass_leaves_the_contract_to_whoever_the_auction_model_gives_it():
    from app.ai.twenty_nine import auction_pass_outcome

    # nobody has bid: an opponent whose four cards are worth 18 takes 17 and makes it with 19
    assert auction_pass_outcome((25, 0), (18.0, 19, 0), 0, 0, True, -1, 17, 29, 21) == -1
    # ... or fails it with 15
    assert auction_pass_outcome((25, 0), (18.0, 15, 0), 0, 0, True, -1, 17, 29, 21) == 1
    # too weak to bid: the opponent dealer is forced to 17 and fails; a partner dealer makes it
    assert auction_pass_outcome((18, 0), (12.0, 15, 0), 0, 0, True, -1, 17, 29, 21) == 1
    assert auction_pass_outcome((18, 0), (12.0, 15, 0), 0, 0, True, 1, 17, 29, 21) == 1
    assert auction_pass_outcome((16, 0), (12.0, 15, 0), 0, 0, True, 1, 17, 29, 21) == -1
    # with a redeal after three passes, nothing is scored
    assert auction_pass_outcome((16, 0), (12.0, 15, 0), 0, 0, True, 0, 17, 29, 21) == 0
    # the partner holds 20: the opponent overcalls 21 (doubled automatically) and makes it ...
    assert auction_pass_outcome((22, 0), (21.0, 21, 0), 20, 1, True, -1, 17, 29, 21) == -2
    # ... unless both opponents have passed: the partner keeps 20 and makes it with 22
    assert auction_pass_outcome((22, 0), (21.0, 21, 0), 20, 1, False, -1, 17, 29, 21) == 1
    # an opponent holds 18: he keeps it, and fails
    assert auction_pass_outcome((22, 0), (25.0, 17, 0), 18, -1, True, -1, 17, 29, 21) == 1


def test_hard_values_the_pass_and_every_bid_for_the_coach_and_chooses_as_without_them():
    from app.ai.twenty_nine import auction_pass_value

    strong = strong_auction()
    weak = strong._copy()
    weak.hands = (to_mask(cards("7S 8S 7H 8H")),) + strong.hands[1:]
    for st, expected in ((strong, Bid), (weak, Pass)):
        view, legal = GAME.view(st, 0), GAME.legal_moves(st)
        for seed in range(2):
            agent = TwentyNineAgent(GAME, seed, "hard")
            move, values = agent.values(view, legal)
            assert type(move) is expected
            assert move == TwentyNineAgent(GAME, seed, "hard").choose(view, legal)
            assert set(values) == set(legal) and agent.values_unit == "game_points"
            _, outcomes, rivals = TwentyNineAgent(GAME, seed, "hard")._playouts(view)
            assert values[Pass()] == 100 * auction_pass_value(outcomes, rivals, view, 29)
    # J 9 A 10 of hearts: the bid hard makes is worth far more than passing
    agent = TwentyNineAgent(GAME, 0, "hard")
    move, values = agent.values(GAME.view(strong, 0), GAME.legal_moves(strong))
    assert values[move] - values[Pass()] >= 30


def third_after_partner_opens(third: str, third_second: str):
    """First (seat 0) has opened 17 and Second passed: Third (seat 2) to bid, with ``third``
    as its four cards (``third_second`` to come); a whole, consistent deal."""
    st = make_state({0: "JS AS 7D 8C", 1: "7S 8S QD KD", 2: third, 3: "7C QC KC TC"},
                    phase="auction", trump=None, contract=0,
                    second={0: "KS QS 9D AC", 1: "9S TS 7H 8D", 2: third_second, 3: "JC 9C JD 8H"})
    st.bidder = -1
    st.high = 0
    st.high_seat = -1
    return play(st, Bid(17), Pass())


def test_hard_opens_and_raises_the_strongest_hands_to_a_doubled_contract_and_weak_ones_stay_low():
    # J 9 A 10 of one suit: the four top trumps. Opening, hard jumps to 21 or more...
    strong = strong_auction()
    opens = [TwentyNineAgent(GAME, seed, "hard").choose(GAME.view(strong, 0), GAME.legal_moves(strong))
             for seed in range(6)]
    assert sum(type(m) is Bid and m.value >= 21 for m in opens) >= 4, opens
    # ...and over its partner's 17 it raises to 21 or more
    st = third_after_partner_opens("JH 9H AH TH", "KH QH AD TD")
    raises = [TwentyNineAgent(GAME, seed, "hard").choose(GAME.view(st, 2), GAME.legal_moves(st))
              for seed in range(6)]
    assert sum(type(m) is Bid and m.value >= 21 for m in raises) >= 4, raises
    # the same seat with a weak four (the strong cards still to come) leaves the partner's 17
    weak = third_after_partner_opens("KH QH AD TD", "JH 9H AH TH")
    for seed in range(6):
        assert TwentyNineAgent(GAME, seed, "hard").choose(GAME.view(weak, 2), GAME.legal_moves(weak)) == Pass()
    # a weak opening hand (one point) never jumps to a doubled contract
    low = make_state({0: "KH QH TS 7S", 1: "JS JD QS KS", 2: "7D 8D QD KD", 3: "7C 8C QC KC"},
                     phase="auction", trump=None, contract=0,
                     second={0: "JH 9H AH TH", 1: "9S AS 8S 7H", 2: "9D AD TD 8H", 3: "JC 9C AC TC"})
    low.bidder, low.high, low.high_seat = -1, 0, -1
    for seed in range(6):
        m = TwentyNineAgent(GAME, seed, "hard").choose(GAME.view(low, 0), GAME.legal_moves(low))
        assert m == Pass() or m.value < 21, m


def test_hard_reads_the_auction_before_doubling_a_contract_its_bidder_bid_alone():
    # Third opens 19 after two passes, holding J 9 A 10 of hearts (K Q A 10 to come): the
    # contract is safe. A defender taking the bidder for any hand doubles it; hard, weighing
    # its deals by the bids and passes it heard, does not.
    st = make_state({0: "JS AS 7D 8C", 1: "7S 8S QD KD", 2: "JH 9H AH TH", 3: "7C QC KC TC"},
                    phase="auction", trump=None, contract=0,
                    second={0: "KS QS 9D AC", 1: "9S TS 7H 8D", 2: "KH QH AD TD", 3: "JC 9C JD 8H"})
    st.bidder, st.high, st.high_seat = -1, 0, -1
    st = play(st, Pass(), Pass(), Bid(19), Pass(), ChooseTrump("H"))
    while st.phase == SINGLE:
        st = GAME.apply(st, SingleHand(False))
    assert st.phase == DOUBLE and st.turn == 3
    view, legal = GAME.view(st, 3), GAME.legal_moves(st)
    unread = [TwentyNineAgent(GAME, seed, "hard", read_auction=False).choose(view, legal) for seed in range(6)]
    assert sum(m == Double(True) for m in unread) >= 3, unread
    assert all(TwentyNineAgent(GAME, seed, "hard").choose(view, legal) == Double(False) for seed in range(6))
