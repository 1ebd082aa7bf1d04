"""The coach's verdict (app.ai.coach, issue 34): from the hint level's own values and the view
only. It never fires on the move that level itself makes (seeded positions of every phase of
every game with a coach); it fires, with the agent's own numbers, on a clearly worse move (a
Tile Poker placement scoring nothing where the expert's scores; a Three Thirteen discard that
leaves more points unmatched, by exactly the rules' count); two states with the same view give
the same verdict; a game without a coach threshold never has one."""

from __future__ import annotations

import functools
import random

import pytest

from app.ai.base import advise, make_agent
from app.ai.coach import verdict
from app.games import descriptor, game_ids, presenter
from app.i18n import set_language
from app.rules.game import get_game

PLAYERS = {"jammat": 2, "three_by_three": 1, "twenty_nine": 4, "tile_poker": 2, "three_thirteen": 3}
COACHED = [g for g in game_ids() if descriptor(g).coach_threshold is not None]
SEEDS = {"three_by_three": range(1, 4), "twenty_nine": range(1, 3)}
EVERY = {"three_by_three": 4, "twenty_nine": 3, "tile_poker": 1, "three_thirteen": 3, "jammat": 1}


@functools.lru_cache(maxsize=None)
def positions(game_id: str) -> tuple:
    """(state, seat) at seeded positions of random games, in every phase, the seat to move."""
    game = get_game(game_id)
    out = []
    for seed in SEEDS.get(game_id, range(1, 6)):
        rng = random.Random(seed)
        state = game.new_game(seed, PLAYERS[game_id], game.info.resolve_options({}))
        for step in range(300):
            seat = game.to_move(state)
            if seat is None:
                break
            legal = game.legal_moves(state)
            if step % EVERY[game_id] == 0:
                out.append((state, seat))
            state = game.apply(state, legal[rng.randrange(len(legal))])
    return tuple(out)


def test_the_games_with_a_coach_and_their_words():
    assert {"tile_poker", "three_thirteen", "three_by_three", "twenty_nine"} <= set(COACHED)
    set_language("en")
    for g in COACHED:
        note = presenter(g).coach_note("Play 7♠", 3.2)
        assert "Play 7♠" in note and "3" in note and "Ctrl+Z" in note and "{" not in note


@pytest.mark.parametrize("game_id", COACHED)
def test_the_verdict_never_fires_on_the_move_the_strongest_level_makes(game_id):
    game = get_game(game_id)
    level = descriptor(game_id).hint_level
    checked = fired = 0
    for k, (state, seat) in enumerate(positions(game_id)):
        view, legal = game.view(state, seat), game.legal_moves(state)
        own = advise(game_id, level, view, legal, 500 + k)[0]
        assert verdict(game_id, level, view, legal, own, 500 + k) is None
        checked += 1
        if len(legal) > 1 and k % 3 == 0:
            other = random.Random(k).choice([m for m in legal if m != own])
            v = verdict(game_id, level, view, legal, other, 500 + k)
            if v is not None:
                fired += 1
                assert v.played == other and v.better == own
                assert v.loss >= descriptor(game_id).coach_threshold
    assert checked >= 20
    if game_id == "tile_poker":
        assert fired >= 1


def test_tile_poker_a_placement_scoring_nothing_against_the_experts_is_named_with_its_numbers():
    from app.rules.tile_poker import Place

    game = get_game("tile_poker")
    level = descriptor("tile_poker").hint_level
    threshold = descriptor("tile_poker").coach_threshold
    found = 0
    for k, (state, seat) in enumerate(positions("tile_poker")):
        view, legal = game.view(state, seat), game.legal_moves(state)
        best = advise("tile_poker", level, view, legal, k)[0]
        if not isinstance(best, Place):
            continue
        gain = game.apply(state, best).scores[seat] - state.scores[seat]
        zero = [m for m in legal if isinstance(m, Place) and game.apply(state, m).scores[seat] == state.scores[seat]]
        if gain <= 0 or not zero:
            continue
        agent_move, values = make_agent("tile_poker", level, k).values(view, legal)
        assert agent_move == best
        for played in zero:
            v = verdict("tile_poker", level, view, legal, played, k)
            expected = values[best] - values[played]
            if expected < threshold:
                assert v is None
                continue
            assert v is not None and v.better == best and v.played == played
            assert v.loss == round(expected, 1) and v.better_value == round(values[best], 1)
            found += 1
    assert found >= 3


def test_three_thirteen_a_discard_leaving_more_unmatched_is_named_by_the_rules_count():
    from app.rules.three_thirteen import Discard, GoOut
    from app.rules.three_thirteen_melds import deadwood

    game = get_game("three_thirteen")
    level = descriptor("three_thirteen").hint_level
    threshold = descriptor("three_thirteen").coach_threshold
    found = 0
    for k, (state, seat) in enumerate(positions("three_thirteen")):
        view, legal = game.view(state, seat), game.legal_moves(state)
        if view.phase == "draw":
            continue
        best = advise("three_thirteen", level, view, legal, k)[0]

        def left(m):
            if isinstance(m, GoOut):
                return 0
            hand = list(view.hand)
            hand.remove(m.card)
            return deadwood(hand, view.wild, view.opt("aces"))

        for played in legal:
            if not isinstance(played, (Discard, GoOut)) or played == best:
                continue
            v = verdict("three_thirteen", level, view, legal, played, k)
            lost = left(played) - left(best)
            if lost >= threshold:
                assert v is not None and v.better == best and v.loss == lost
                found += 1
            else:
                assert v is None
    assert found >= 5


@pytest.mark.parametrize("game_id", COACHED)
def test_two_states_with_the_same_view_give_the_same_verdict(game_id):
    game = get_game(game_id)
    level = descriptor(game_id).hint_level
    checked = 0
    for k, (state, seat) in enumerate(positions(game_id)):
        if k % 5:
            continue
        view, legal = game.view(state, seat), game.legal_moves(state)
        played = legal[k % len(legal)]
        one = verdict(game_id, level, view, legal, played, 9)
        other = game.determinize(view, random.Random(k + 3))
        assert game.view(other, seat) == view
        assert verdict(game_id, level, game.view(other, seat), game.legal_moves(other), played, 9) == one
        checked += 1
    assert checked >= 4


def test_a_game_without_a_threshold_has_no_verdict():
    game = get_game("jammat")
    assert descriptor("jammat").coach_threshold is None
    state, seat = positions("jammat")[0]
    legal = game.legal_moves(state)
    assert verdict("jammat", descriptor("jammat").hint_level, game.view(state, seat), legal, legal[-1], 1) is None


@functools.lru_cache(maxsize=None)
def twenty_nine_decisions() -> tuple:
    """(state, seat) at every auction, trump, double and redouble decision of seeded random
    Twenty-Nine hands (in the auction a pass or the lowest bid, so contracts stay low enough
    to be doubled; no single hand)."""
    game = get_game("twenty_nine")
    out = []
    for seed in range(1, 9):
        rng = random.Random(seed)
        state = game.new_game(seed, 4, game.info.resolve_options({"hands": 1}))
        for _ in range(60):
            seat = game.to_move(state)
            if seat is None or state.phase == "play":
                break
            legal = game.legal_moves(state)
            if state.phase in ("auction", "trump", "double", "redouble") and len(legal) > 1:
                out.append((state, seat))
            if state.phase == "auction":
                move = legal[-1] if rng.random() < 0.6 else legal[0]
            elif state.phase == "single_hand_offer":
                move = next(m for m in legal if not m.accept)
            else:
                move = legal[rng.randrange(len(legal))]
            state = game.apply(state, move)
    return tuple(out)


def test_twenty_nine_a_clearly_worse_bid_trump_or_double_is_named_with_the_hard_players_numbers():
    game = get_game("twenty_nine")
    level = descriptor("twenty_nine").hint_level
    threshold = descriptor("twenty_nine").coach_threshold
    found: dict[str, int] = {}
    for k, (state, seat) in enumerate(twenty_nine_decisions()):
        view, legal = game.view(state, seat), game.legal_moves(state)
        agent = make_agent("twenty_nine", level, k)
        best, values = agent.values(view, legal)
        unit = agent.values_unit
        assert best == advise("twenty_nine", level, view, legal, k)[0]
        assert verdict("twenty_nine", level, view, legal, best, k) is None
        for played in legal:
            if played == best:
                continue
            v = verdict("twenty_nine", level, view, legal, played, k)
            if played not in values or values[best] - values[played] < threshold:
                assert v is None
                continue
            assert v is not None and v.better == best and v.played == played and v.unit == unit
            assert v.loss == round(values[best] - values[played], 1)
            found[type(played).__name__] = found.get(type(played).__name__, 0) + 1
    # bids in game points, the trump in hands won, doubling in game points
    assert found.get("Bid", 0) >= 1 and found.get("ChooseTrump", 0) >= 1, found
    assert found.get("Double", 0) + found.get("Redouble", 0) >= 1, found


def test_twenty_nine_the_coach_words_a_verdict_in_game_points():
    set_language("en")
    words = presenter("twenty_nine")
    note = words.coach_note("Bid 18", 24.6, "game_points")
    assert note.startswith("Coach: Bid 18 added 25 more points to your team's running score over 100 deals")
    assert "Ctrl+Z" in note
    assert "1 more point to your" in words.coach_note("Double", 0.8, "game_points")
    assert "won the hand in 20 more deals" in words.coach_note("Trump: Hearts", 20.0, "hands")
