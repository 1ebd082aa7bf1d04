"""Three Thirteen's expert: honest (its view only), deterministic, legal, and its reasons."""

import random
from dataclasses import replace

import pytest

from app.ai.base import agent_levels, make_agent
from app.ai.three_thirteen_expert import ExpertAgent
from app.rules.cards import Card, cards
from app.games import descriptor
from app.rules.three_thirteen import ASK, DISCARD, GAME, Discard, DrawStock, GoOut, TakeDiscard
from app.rules.three_thirteen_melds import deadwood
from tests.ai.test_three_thirteen_ai import position  # (hand-built positions, as hard's tests)

AGENTS = agent_levels("three_thirteen")  # every level, the expert's own module included

G = GAME


def choose(state, seed=0):
    seat = G.to_move(state)
    return ExpertAgent(G, seed).choose(G.view(state, seat), G.legal_moves(state))


def seeded_positions(players, seed, rounds, agents=("expert", "hard")):
    """Every position of a seeded game up to ``rounds`` rounds, the seats played by ``agents``
    in turn."""
    state = G.new_game(seed, players)
    seats = [make_agent("three_thirteen", agents[s % len(agents)], seed * 10 + s) for s in range(players)]
    while G.to_move(state) is not None and state.round <= rounds:
        seat = G.to_move(state)
        yield state, seat, seats[seat]
        view = G.view(state, seat)
        state = G.apply(state, seats[seat].choose(view, view.legal))


def test_expert_is_the_strongest_level_offered():
    assert isinstance(AGENTS["expert"](G, 1), ExpertAgent)
    assert make_agent("three_thirteen", "expert", 2).name == "expert"
    assert "expert" in agent_levels("three_thirteen")
    assert descriptor("three_thirteen").levels[-1] == "expert"


def test_same_view_same_decision_whatever_the_hidden_cards():
    """Two full states made from one view (other hands and the stock differ) give the same
    view, and the expert decides the same in both."""
    checked = 0
    for state, seat, _ in seeded_positions(3, 7, 4):
        view = G.view(state, seat)
        a = G.determinize(view, random.Random(1))
        b = G.determinize(view, random.Random(2))
        if a.hands == b.hands and a.stock == b.stock:
            continue
        va, vb = G.view(a, seat), G.view(b, seat)
        assert va == vb == view
        assert ExpertAgent(G, 5).choose(va, G.legal_moves(a)) == ExpertAgent(G, 5).choose(vb, G.legal_moves(b))
        checked += 1
    assert checked > 40


def test_same_seed_same_game():
    def moves():
        out = []
        state = G.new_game(11, 2)
        agents = [AGENTS["expert"](G, 3), AGENTS["expert"](G, 4)]
        while G.to_move(state) is not None and state.round <= 5:
            seat = G.to_move(state)
            view = G.view(state, seat)
            move = agents[seat].choose(view, view.legal)
            out.append(move)
            state = G.apply(state, move)
        return out

    first = moves()
    assert len(first) > 40
    assert moves() == first


@pytest.mark.parametrize("players,seed,options", [(2, 21, {}), (4, 22, {"aces": "low_or_high"}),
                                                   (3, 23, {"return_discard": "allowed", "stock_out": "end_round"})])
def test_every_decision_is_legal(players, seed, options):
    state = G.new_game(seed, players, options)
    agents = [AGENTS["expert" if s % 2 == 0 else "hard"](G, seed + s) for s in range(players)]
    decisions = 0
    while G.to_move(state) is not None and state.round <= 5:
        seat = G.to_move(state)
        view = G.view(state, seat)
        move = agents[seat].choose(view, view.legal)
        assert move in view.legal
        if seat % 2 == 0:
            decisions += 1
        state = G.apply(state, move)
    assert state.round > 5 and decisions > 60


def test_goes_out_when_it_can():
    s = position(hands=("7H 8H 2S", "KH KD QC"), stock="4S 9H", discards="TC")
    s = G.apply(s, DrawStock())
    assert choose(s) == GoOut(Card.parse("2S"))


def test_takes_a_discard_that_completes_the_hand_and_takes_wilds():
    s = position(hands=("7H 8H KS", "KH KD QC"), stock="4S 2D", discards="TC 9H")
    assert choose(s) == TakeDiscard()
    # round 2: fours are wild
    s = position(round_no=2, hands=("2S 9D KC QH", "KH KD QC 5S"), stock="4S 2D", discards="TC 4D")
    assert choose(s) == TakeDiscard()


def test_does_not_take_a_card_it_does_not_need():
    s = position(hands=("7H 8H 2S", "KH KD QC"), stock="4S 2D", discards="TC KS")
    assert choose(s) == DrawStock()


def test_does_not_feed_the_next_player_what_it_collects():
    """Round 2 (fours wild): A-2-3 of hearts melds; 9C or 8D goes. The 9C leaves one point
    less, but once the next player is known to hold the 9D (taken from the pile) the 8D goes
    instead: a nine would help them."""
    base = position(round_no=2, hands=("AH 2H 3H 9C 8D", "KH KD QC 9D"), stock="5S 6D 7C 8S",
                    discards="TC", phase=DISCARD)
    assert choose(base) == Discard(Card.parse("9C"))
    fed = replace(base, known=((), cards("9D")))
    assert choose(fed) == Discard(Card.parse("8D"))


def test_respects_the_discard_rule():
    s = position(hands=("7H 2S 3D", "KH KD QC"), stock="4S 2D", discards="TC 7H")
    s = G.apply(s, TakeDiscard())
    assert choose(s).card != Card.parse("7H")


def test_last_turn_cuts_the_penalty():
    s = position(hands=("", "JH JD 2C"), stock="5S 4D", discards="TC JC", turn=1,
                 went_out=0, laid=((), None))
    assert choose(s) == TakeDiscard()
    s = G.apply(s, TakeDiscard())
    assert choose(s) == GoOut(Card.parse("2C"))


@pytest.mark.parametrize("mix", [("expert", "hard"), ("expert", "expert"), ("expert", "normal", "easy")])
def test_seeded_games_end_every_round(mix):
    state = G.new_game(1216, len(mix))
    agents = [AGENTS[level](G, 2160 + s) for s, level in enumerate(mix)]
    round_no, steps = 1, 0
    while G.to_move(state) is not None and state.round <= 6:
        seat = G.to_move(state)
        view = G.view(state, seat)
        state = G.apply(state, agents[seat].choose(view, view.legal))
        steps = steps + 1 if state.round == round_no else 0
        round_no = state.round
        assert steps < 2000, f"round {round_no} does not end"
    assert state.round > 6
