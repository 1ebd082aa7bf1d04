"""Three Thirteen computer players: legal, view-only, sensible choices."""

from dataclasses import replace

import pytest

from app.ai.base import agent_levels, make_agent
from app.ai.three_thirteen import EasyAgent, HardAgent, NormalAgent
from app.rules.cards import Card, cards
from app.rules.three_thirteen import ASK, DISCARD, GAME, Discard, DrawStock, GoOut, TakeDiscard
from app.rules.three_thirteen_melds import deadwood

AGENTS = agent_levels("three_thirteen")  # every level, the expert's own module included

G = GAME
LEVELS = ("easy", "normal", "hard")


def position(players=2, round_no=1, hands=(), stock="", discards="2C", turn=0, phase=ASK,
             options=None, **extra):
    s = G.new_game(1, players, options or {})
    fields = dict(
        round=round_no, dealer=(turn - 1) % players,
        hands=tuple(cards(h) for h in hands), stock=cards(stock), discards=cards(discards),
        turn=turn, phase=phase, took=None, went_out=None, final_left=(),
        laid=(None,) * players, known=((),) * players,
    )
    fields.update(extra)
    return replace(s, **fields)


def choose(level, state, seed=0):
    agent = AGENTS[level](G, seed)
    seat = G.to_move(state)
    return agent.choose(G.view(state, seat), G.legal_moves(state))


def test_registry_has_every_level():
    assert set(AGENTS) == {"random", "easy", "normal", "hard", "expert"}
    assert set(agent_levels("three_thirteen")) >= set(AGENTS)
    assert make_agent("three_thirteen", "hard", 3).name == "hard"
    for level, cls in (("easy", EasyAgent), ("normal", NormalAgent), ("hard", HardAgent)):
        assert isinstance(AGENTS[level](G, 1), cls)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_moves_from_views(level):
    for seed in range(2):
        players = 2 + seed * 2
        state = G.new_game(seed, players, {"aces": ("low", "low_or_high")[seed]})
        agents = [AGENTS[level](G, s) for s in range(players)]
        steps = 0
        while G.to_move(state) is not None and state.round <= 4:
            seat = G.to_move(state)
            legal = G.legal_moves(state)
            move = agents[seat].choose(G.view(state, seat), legal)
            assert move in legal
            state = G.apply(state, move)
            steps += 1
        assert state.round > 4 and steps > 8


@pytest.mark.parametrize("level", LEVELS)
def test_goes_out_when_it_can(level):
    s = position(hands=("7H 8H 2S", "KH KD QC"), stock="4S 9H", discards="TC")
    s = G.apply(s, DrawStock())
    move = choose(level, s)
    assert move == GoOut(Card.parse("2S"))


@pytest.mark.parametrize("level", LEVELS)
def test_takes_a_discard_that_completes_the_hand(level):
    s = position(hands=("7H 8H KS", "KH KD QC"), stock="4S 2D", discards="TC 9H")
    assert choose(level, s) == TakeDiscard()


def test_easy_draws_from_stock_when_the_discard_does_not_help():
    s = position(hands=("7H 8H 2S", "KH KD QC"), stock="4S 2D", discards="TC KS")
    assert choose("easy", s) == DrawStock()


@pytest.mark.parametrize("level", LEVELS)
def test_discards_to_the_lowest_penalty(level):
    # round 4 (sixes wild)
    s = position(round_no=4, hands=("7H 8H 9H 9S 9D 2C KS", "KH KD QC 4C 4D 4H"),
                 stock="4S", discards="TC", phase=DISCARD)
    move = choose(level, s)
    # 9H 9S 9D is a set and 7H 8H wait for the run: the king goes, leaving 7 + 8 + 2
    assert move == Discard(Card.parse("KS"))
    rest = list(s.hands[0])
    rest.remove(move.card)
    assert deadwood(rest, "6") == 17 == min(
        deadwood(s.hands[0][:i] + s.hands[0][i + 1:], "6") for i in range(7))


@pytest.mark.parametrize("level", ("normal", "hard"))
def test_last_turn_cuts_the_penalty(level):
    # seat 0 went out; seat 1 has its last turn: the JC completes J-J-J
    s = position(hands=("", "JH JD 2C"), stock="5S 4D", discards="TC JC", turn=1,
                 went_out=0, laid=((), None))
    assert choose(level, s) == TakeDiscard()
    s = G.apply(s, TakeDiscard())
    assert choose(level, s) == GoOut(Card.parse("2C"))


def test_agents_respect_the_discard_rule():
    s = position(hands=("7H 2S 3D", "KH KD QC"), stock="4S 2D", discards="TC 7H")
    s = G.apply(s, TakeDiscard())
    for level in LEVELS:
        move = choose(level, s)
        assert move.card != Card.parse("7H")


def test_same_seed_same_choices():
    state = G.new_game(3, 3)
    for level in LEVELS:
        a, b = AGENTS[level](G, 5), AGENTS[level](G, 5)
        s = state
        for _ in range(30):
            seat = G.to_move(s)
            v, legal = G.view(s, seat), G.legal_moves(s)
            m = a.choose(v, legal)
            assert m == b.choose(v, legal)
            s = G.apply(s, m)


def test_easy_beats_random():
    from app.sim import simulate
    report = simulate("three_thirteen", 2, ["easy", "random"], games=2, seed=3, swap=True)
    easy, rnd = report["results"]
    assert easy["mean_score"] < rnd["mean_score"]
    assert easy["wins"] > rnd["wins"]


def test_no_two_players_pass_the_same_cards_back_and_forth_for_ever():
    """Hard (seat 1) against normal, round 3: each used to take the other's discard (it lowers
    the penalty after the best discard) and then discard another card by its look-ahead,
    so 7C, 8S and 9H went round and round and nobody drew from the stock again. A take that
    lowers the penalty must now lower it after the discard actually made."""
    state = position(
        round_no=3, turn=0, phase=ASK,
        hands=("QH 2S 6D 5H 9H", "TD TC 4D AD 8S"), discards="KS 7C", stock="3C 4C 6C 8C 9C JC QC",
    )
    agents = [NormalAgent(G, 2161), HardAgent(G, 2160)]
    for _ in range(8):
        seat = G.to_move(state)
        view = G.view(state, seat)
        move = agents[seat].choose(view, view.legal)
        if move == TakeDiscard():
            before = deadwood(view.hand, view.wild)
            state = G.apply(state, move)
            view = G.view(state, seat)
            state = G.apply(state, agents[seat].choose(view, view.legal))
            assert deadwood(state.hands[seat], view.wild) < before
        else:
            state = G.apply(state, move)
            view = G.view(state, seat)
            state = G.apply(state, agents[seat].choose(view, view.legal))
    assert len(state.stock) < 7  # someone drew from the stock


@pytest.mark.parametrize("mix", [("hard", "normal"), ("hard", "hard"), ("normal", "normal"),
                                 ("hard", "normal", "easy")])
def test_seeded_games_end_every_round(mix):
    for seed in range(2):
        state = G.new_game(1216 + seed, len(mix), {"aces": ("low", "low_or_high")[seed]})
        agents = [AGENTS[level](G, 2160 + s) for s, level in enumerate(mix)]
        round_no, steps = 1, 0
        while G.to_move(state) is not None:
            seat = G.to_move(state)
            view = G.view(state, seat)
            state = G.apply(state, agents[seat].choose(view, view.legal))
            steps = steps + 1 if state.round == round_no else 0
            round_no = state.round
            assert steps < 2000, f"round {round_no} does not end"
        assert G.outcome(state) is not None
