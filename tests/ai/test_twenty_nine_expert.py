"""Twenty-Nine's expert: honest (the view decides), deterministic for a seed, always legal,
and its samples follow what the auction and the trump choice say about the hidden hands."""

import random

import pytest

from app.ai.base import agent_levels, make_agent
from app.ai.twenty_nine import Playout
from app.ai.twenty_nine_expert import (
    TwentyNineClairvoyant, TwentyNineExpert, four_card_limit, solve, solve_win, suit_values,
)
from app.rules.cards import Card, cards
from app.games import descriptor
from app.store import ladder
from app.rules.twenty_nine import (
    GAME, INDEX, OVER, PLAYING, Bid, ChooseTrump, Pass, Play, mask_points, to_mask,
)
from tests.ai.test_twenty_nine_ai import strong_auction
from tests.rules.test_twenty_nine import DEAL_T2, make_state, play

AGENTS = agent_levels("twenty_nine")  # every level, the expert's own module included


def small(seed):
    """An expert with a small budget, for tests that play many positions."""
    return TwentyNineExpert(GAME, seed, play_samples=6, bid_samples=8, trump_samples=12)


def test_the_tables_offer_the_expert_while_its_measured_figure_meets_the_goal():
    """The goal for offering it: against hard over 2,000 hands with seats swapped, a 95 %
    interval above 50 % on hands won or on game points per hand, and not below hard on the
    other (the ladder's figure, assets/ladder.json, which the setup shows)."""
    assert "expert" in AGENTS and make_agent("twenty_nine", "expert", 1).name == "expert"
    assert descriptor("twenty_nine").levels[-1] == "expert"
    figures = ladder.read()["games"]["twenty_nine"]["levels"]["expert"]
    fig = next(f for f in figures if f["opponent"] == "hard")
    assert fig["games"] >= 2000
    on_hands = fig["interval"][0] > 0.5 and fig["points"] >= 0
    on_points = fig["points_interval"][0] > 0 and fig["share"] >= 0.5
    assert on_hands or on_points, fig


def play_to(seed, stop, options=None):
    """A seeded game played by the normal level until ``stop(state)`` holds (or None)."""
    st = GAME.new_game(seed, 4, {"hands": 1, **(options or {})})
    agents = [make_agent("twenty_nine", "normal", seed + s) for s in range(4)]
    while GAME.to_move(st) is not None:
        if stop(st):
            return st
        seat = GAME.to_move(st)
        st = GAME.apply(st, agents[seat].choose(GAME.view(st, seat), GAME.legal_moves(st)))
    return None


@pytest.mark.parametrize("seed", [3, 8, 21])
@pytest.mark.parametrize("phase, ntricks", [("auction", 0), (PLAYING, 0), (PLAYING, 3), (PLAYING, 6)])
def test_the_same_view_gives_the_same_decision(seed, phase, ntricks):
    st = play_to(seed, lambda s: s.phase == phase and len(s.tricks) >= ntricks
                 and len(GAME.legal_moves(s)) > 1)
    if st is None:
        pytest.fail(f"seed {seed} never reached {phase} with {ntricks} tricks")
    seat = GAME.to_move(st)
    view = GAME.view(st, seat)
    a = GAME.determinize(view, random.Random(1))
    b = GAME.determinize(view, random.Random(2))
    va, vb = GAME.view(a, seat), GAME.view(b, seat)
    assert va == vb == view
    hidden = [p for p in range(4) if p != seat]
    assert any(a.hands[p] != b.hands[p] for p in hidden) or a.second != b.second
    ma = TwentyNineExpert(GAME, 7).choose(va, GAME.legal_moves(a))
    mb = TwentyNineExpert(GAME, 7).choose(vb, GAME.legal_moves(b))
    assert ma == mb


def test_the_same_seed_plays_the_same_game():
    def moves(seed):
        """Every move of a seeded hand: experts (agent seeds 40, 42) against hard players."""
        st = GAME.new_game(seed, 4, {"hands": 1})
        agents = [TwentyNineExpert(GAME, 40 + s, play_samples=10, bid_samples=10, trump_samples=16)
                  if s % 2 == 0 else make_agent("twenty_nine", "hard", s) for s in range(4)]
        log = []
        while GAME.to_move(st) is not None:
            seat = GAME.to_move(st)
            m = agents[seat].choose(GAME.view(st, seat), GAME.legal_moves(st))
            log.append((seat, m))
            st = GAME.apply(st, m)
        return log

    first = moves(11)
    assert sum(1 for seat, _ in first if seat % 2 == 0) > 5
    assert first == moves(11)


class Recorder:
    def __init__(self, agent):
        self.agent = agent
        self.calls = 0

    def choose(self, view, legal):
        assert not hasattr(view, "hands") and not hasattr(view, "second")
        m = self.agent.choose(view, legal)
        assert m in legal
        self.calls += 1
        return m


@pytest.mark.parametrize("options", [
    {}, {"ask_compulsory": "on"}, {"asker_must_trump": "on", "last_trick_point": "off"},
    {"all_pass": "redeal", "min_bid": 16, "autodouble": "off"},
])
def test_every_decision_is_legal(options):
    calls = 0
    for seed in range(6):
        st = GAME.new_game(seed, 4, {"hands": 1, **options})
        agents = [Recorder(small(seed * 4 + s)) for s in range(4)]
        while GAME.to_move(st) is not None:
            seat = GAME.to_move(st)
            st = GAME.apply(st, agents[seat].choose(GAME.view(st, seat), GAME.legal_moves(st)))
        assert st.phase == OVER
        calls += sum(a.calls for a in agents)
    assert calls > 100


# ----------------------------------------------------------------------------- inference


def test_suit_values_match_hand_value_order():
    hand = to_mask(cards("JH 9H AH 7S"))
    vals = suit_values(hand)
    assert max(range(4), key=lambda t: vals[t]) == 1  # hearts
    assert four_card_limit(hand) > four_card_limit(to_mask(cards("7S 8D QC KH")))


def auction_view(bids, seat=3):
    """A view for ``seat`` in the auction, after ``bids`` (seat, value or 0 for a pass)."""
    st = GAME.new_game(5, 4, {"hands": 1})._copy()
    st.dealer = 3
    st.phase = "auction"
    st.bids = tuple(bids)
    st.high = max((v for _, v in bids), default=0)
    st.high_seat = max(((v, p) for p, v in bids), default=(0, -1))[1] if st.high else -1
    st.passed = sum(1 << p for p, v in bids if not v)
    st.turn = seat
    return GAME.view(st, seat)


def first_four_points(states, seat):
    return sum(mask_points(s.hands[seat]) for s in states) / len(states)


def test_samples_follow_the_auction():
    # First (seat 0) bid 19; Second and Third passed: seat 0 holds more points in the samples
    view = auction_view([(0, 19), (1, 0), (2, 0)])
    states = TwentyNineExpert(GAME, 1).weighted_samples(view, 200)
    assert first_four_points(states, 0) > first_four_points(states, 1) + 1.0
    assert first_four_points(states, 0) > first_four_points(states, 2) + 1.0


def test_samples_follow_the_hidden_trump_choice():
    # seat 1 does not know seat 2's trump: in its samples the bidder holds the trump suit
    # long and strong more often than a suit drawn blindly would be
    view = GAME.view(make_state(DEAL_T2), 1)
    assert view.trump is None and view.marker == "face down"

    def trump_strength(states):
        held = [s.hands[2] & (0xFF << (8 * s.trump)) for s in states]
        return sum(h.bit_count() + mask_points(h) for h in held) / len(states)

    rng = random.Random(4)
    blind = [GAME.determinize(view, rng) for _ in range(300)]
    weighted = TwentyNineExpert(GAME, 4).weighted_samples(view, 300)
    assert trump_strength(weighted) > trump_strength(blind) + 1.0


def test_strong_hand_bids_and_chooses_its_suit_weak_hand_passes():
    strong = strong_auction()
    m = TwentyNineExpert(GAME, 3).choose(GAME.view(strong, 0), GAME.legal_moves(strong))
    assert type(m) is Bid
    st = play(GAME.apply(strong, m), Pass(), Pass(), Pass())
    assert TwentyNineExpert(GAME, 3).choose(GAME.view(st, 0), GAME.legal_moves(st)) == ChooseTrump("H")
    weak = strong._copy()
    weak.hands = (to_mask(cards("7S 8D QC KH")),) + strong.hands[1:]
    weak.second = (to_mask(cards("8S 7H 7D 7C")),) + strong.second[1:]
    assert TwentyNineExpert(GAME, 3).choose(GAME.view(weak, 0), GAME.legal_moves(weak)) == Pass()


def test_search_keeps_the_ten_when_the_trick_is_lost():
    st = play(make_state(DEAL_T2), "JH", "ask", "7C", "8C")
    m = TwentyNineExpert(GAME, 5).choose(GAME.view(st, 3), GAME.legal_moves(st))
    assert m == Play(Card.parse("7H"))


# ----------------------------------------------------------------------------- exact search


def brute(p, team):
    """Plain minimax over every card and every ask, on copies: no pruning, no merged cards."""
    if p.over():
        return p.value(team)
    legal, may_ask = p.legal_mask()
    values = []
    if may_ask:
        q = p.copy()
        q.ask()
        values.append(brute(q, team))
    for c in range(32):
        if legal >> c & 1:
            q = p.copy()
            q.play(c)
            values.append(brute(q, team))
    return max(values) if (p.turn & 1) == team else min(values)


def endgame(hands, trump, bidder, leader, *, revealed=False, taken=(10, 6), target=17,
            ask_compulsory=False, asker_must=False):
    """A hand-built position between two tricks: ``hands`` (card strings per seat)."""
    p = Playout()
    p.hands = [to_mask(cards(h)) for h in hands]
    p.tcards, p.tseats = [], []
    p.leader = p.turn = leader
    p.trump, p.revealed, p.declarer, p.bidder = trump, revealed, -1, bidder
    p.contract = p.target = target
    p.taken = list(taken)
    n = sum(len(h.split()) for h in hands) // 4
    p.ntricks = 8 - n
    p.played = ((1 << 32) - 1) ^ sum(p.hands)
    p.last_team, p.pair_done, p.max_bid, p.ltp = 0, False, 29, True
    p.must_trump, p.ask_compulsory, p.asker_must = -1, ask_compulsory, asker_must
    return p


HANDS_3 = ("JS 7S 8D", "9D AC 7H", "TS 8S QC", "KS JH 9C")


@pytest.mark.parametrize("ask_compulsory", [False, True])
@pytest.mark.parametrize("asker_must", [False, True])
@pytest.mark.parametrize("revealed", [False, True])
def test_search_agrees_with_brute_force_on_a_hand_built_endgame(ask_compulsory, asker_must,
                                                                 revealed):
    # hearts are trump (bidder seat 1); seat 1 holds no spade when spades are led
    for leader in range(4):
        p = endgame(HANDS_3, 1, 1, leader, revealed=revealed, ask_compulsory=ask_compulsory,
                    asker_must=asker_must)
        before = [getattr(p, k) for k in Playout.__slots__]
        for team in (0, 1):
            assert solve(p, team) == pytest.approx(brute(p, team))
            assert solve(p, team, table={}) == pytest.approx(brute(p, team))
        assert [getattr(p, k) for k in Playout.__slots__] == before  # left as it was


def test_search_finds_the_only_winning_line():
    # two tricks left, seat 0 to lead, team 0 needs 3 more points (17 - 14): leading the
    # jack of spades takes the 9 of spades (5 points); leading the 7 of diamonds loses both
    p = endgame(("JS 7D", "9S 8C", "7C 8D", "AD KC"), 1, 0, 0, revealed=True, taken=(14, 10))
    assert brute(p, 0) > 0 and solve(p, 0) == pytest.approx(brute(p, 0))
    q = p.copy()
    q.play(INDEX[Card.parse("7D")])
    assert solve(q, 0) < 0
    r = p.copy()
    r.play(INDEX[Card.parse("JS")])
    assert solve(r, 0) > 0


@pytest.mark.parametrize("seed", range(6))
def test_search_agrees_with_brute_force_on_played_endgames(seed):
    st = play_to(seed, lambda s: s.phase == PLAYING and len(s.tricks) >= 6)
    if st is None:
        pytest.fail(f"seed {seed} ended before its seventh trick")
    p = Playout.from_state(st)
    for team in (0, 1):
        table = {}
        assert solve(p, team) == pytest.approx(brute(p, team))
        assert solve(p, team, table=table) == pytest.approx(brute(p, team))
        # the table's bounds stay true when it is used again for narrower windows
        for c in range(32):
            if p.legal_mask()[0] >> c & 1:
                q = p.copy()
                q.play(c)
                assert solve(q, team, table=table) == pytest.approx(brute(q, team))


def test_a_playout_can_stop_between_tricks_for_the_search():
    st = play_to(2, lambda s: s.phase == PLAYING and len(s.trick) == 2)
    p = Playout.from_state(st)
    p.run(random.Random(1), 0.1, stop=5)
    assert p.ntricks == 5 and not p.tcards and not p.over()
    assert sum(h.bit_count() for h in p.hands) == 12
    p.run(random.Random(1), 0.1)
    assert p.over() and p.ntricks == 8


@pytest.mark.parametrize("ask_compulsory", [False, True])
@pytest.mark.parametrize("revealed", [False, True])
def test_the_win_or_lose_search_agrees_with_brute_force_on_a_hand_built_endgame(ask_compulsory,
                                                                                revealed):
    seen = set()
    for target in (8, 12, 17, 19, 20):
        for leader in range(4):
            p = endgame(HANDS_3, 1, 1, leader, revealed=revealed, target=target,
                        ask_compulsory=ask_compulsory)
            before = [getattr(p, k) for k in Playout.__slots__]
            for team in (0, 1):
                expected = 1 if brute(p, team) > 0 else -1
                assert solve_win(p, team) == expected
                assert solve_win(p, team, table={}) == expected
                seen.add((team, expected))
            assert [getattr(p, k) for k in Playout.__slots__] == before
    assert {(1, 1), (1, -1)} <= seen  # the bidding team both makes and fails some targets


def test_the_win_or_lose_search_finds_the_only_winning_line():
    p = endgame(("JS 7D", "9S 8C", "7C 8D", "AD KC"), 1, 0, 0, revealed=True, taken=(14, 10))
    assert solve_win(p, 0) == 1 and solve_win(p, 1) == -1
    q = p.copy()
    q.play(INDEX[Card.parse("7D")])
    assert solve_win(q, 0) == -1


@pytest.mark.parametrize("seed", range(6))
def test_the_win_or_lose_search_agrees_with_brute_force_on_played_endgames(seed):
    st = play_to(seed, lambda s: s.phase == PLAYING and len(s.tricks) >= 6)
    if st is None:
        pytest.fail(f"seed {seed} ended before its seventh trick")
    p = Playout.from_state(st)
    for team in (0, 1):
        table = {}
        for c in range(32):
            if p.legal_mask()[0] >> c & 1:
                q = p.copy()
                q.play(c)
                expected = 1 if brute(q, team) > 0 else -1
                assert solve_win(q, team, table=table) == expected


# ----------------------------------------------------------------------------- the reference


def test_clairvoyant_reference_is_for_the_simulator_only():
    assert "clairvoyant" in AGENTS
    assert "clairvoyant" not in descriptor("twenty_nine").levels
    agent = make_agent("twenty_nine", "clairvoyant", 1)
    assert agent.clairvoyant
    st = play_to(4, lambda s: s.phase == PLAYING and len(GAME.legal_moves(s)) > 1)
    assert st is not None
    seat = GAME.to_move(st)
    with pytest.raises(ValueError, match="whole state"):
        agent.choose(GAME.view(st, seat), GAME.legal_moves(st))


def test_clairvoyant_searches_the_true_deal_and_bids_from_the_view():
    st = play_to(9, lambda s: s.phase == PLAYING and len(s.tricks) == 2 and len(GAME.legal_moves(s)) > 1)
    assert st is not None
    seat = GAME.to_move(st)
    view = GAME.view(st, seat)
    agent = TwentyNineClairvoyant(GAME, 3, play_samples=4)
    agent.see(st)
    assert agent.weighted_samples(view, 4) == [st] * 4
    assert agent.choose(view, GAME.legal_moves(st)) in GAME.legal_moves(st)
    # in the auction it samples the unseen cards like the expert, whatever it was shown
    st = GAME.new_game(5, 4, {"hands": 1})
    assert st.phase == "auction"
    view = GAME.view(st, GAME.to_move(st))
    agent.see(st)
    samples = agent.weighted_samples(view, 6)
    assert any(s.hands != st.hands or s.second != st.second for s in samples)


def test_clairvoyant_plays_whole_hands_in_the_simulator():
    from app.sim import play_one
    outcome, state = play_one("twenty_nine", 2, 4, ["clairvoyant", "normal"] * 2, {"hands": 1})
    assert state.phase == OVER and len(state.results) == 1 and outcome.winners
