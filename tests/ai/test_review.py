"""The coach's verdicts over a record (app.ai.review, the look-back of issue 34): they agree
with asking the coach directly at each human move, a computer's move is never judged, and the
coach sees only the mover's view (a view of a state the rules could have dealt otherwise, with
the same view, gets the same verdict)."""

from __future__ import annotations

import random

import pytest

from app.ai import review
from app.ai.coach import verdict
from app.games import descriptor
from app.rules.game import get_game
from app.scenes.replay_viewer import sample_replay
from app.store import replays

COACHED = ["tile_poker", "three_thirteen", "twenty_nine", "three_by_three"]


def judged_by_hand(data):
    """Move number -> verdict, asking the coach at each human move directly."""
    game = get_game(data["game"])
    level = descriptor(data["game"]).hint_level
    states = replays.rebuild(data)
    out = {}
    for k, mj in enumerate(data["moves"], start=1):
        state = states[k - 1]
        seat = game.to_move(state)
        if data["seats"][seat]["kind"] != "human":
            continue
        legal = game.legal_moves(state)
        v = verdict(data["game"], level, game.view(state, seat), legal, game.move_from_json(mj),
                    data["seed"] * 7919 + k - 1)
        if v is not None:
            out[k] = v
    return out


@pytest.mark.parametrize("game_id", COACHED)
def test_the_verdicts_agree_with_the_coach_asked_directly(game_id):
    data = sample_replay(game_id, 1)
    seen = []
    got = review.verdicts(data, lambda done, total: seen.append((done, total)))
    assert got == judged_by_hand(data)
    assert seen and seen[-1][0] == seen[-1][1] and seen[0][0] == 0


def test_the_tile_poker_sample_has_flagged_moves():
    got = review.verdicts(sample_replay("tile_poker", 1))
    assert got and all(v.loss >= descriptor("tile_poker").coach_threshold for v in got.values())


def test_a_computers_move_is_never_judged(monkeypatch):
    data = sample_replay("tile_poker", 1)
    game = get_game("tile_poker")
    states = replays.rebuild(data)
    humans = {k for k in range(1, len(states)) if game.to_move(states[k - 1]) == 0}
    asked = []
    monkeypatch.setattr(review, "verdict", lambda gid, level, view, legal, played, seed: asked.append(view) or None)
    review.verdicts(data)
    assert asked and len(asked) <= len(humans)
    # every seat a computer: nothing is judged
    data["seats"] = [dict(s, kind="computer") for s in data["seats"]]
    asked.clear()
    assert review.verdicts(data) == {} and asked == []


def test_only_moves_after_the_first_are_judged():
    data = sample_replay("tile_poker", 1)
    every = review.verdicts(data)
    cut = sorted(every)[len(every) // 2]
    assert review.verdicts(data, first=cut - 1) == {k: v for k, v in every.items() if k >= cut}


@pytest.mark.parametrize("game_id", ["tile_poker", "three_thirteen", "twenty_nine"])
def test_the_coach_is_given_the_movers_view_only(game_id, monkeypatch):
    """What review hands the coach is the mover's view; the coach gives the same verdict on
    another state with that same view (the honesty pattern of the agents' tests)."""
    data = sample_replay(game_id, 2)
    game = get_game(game_id)
    level = descriptor(game_id).hint_level
    states = replays.rebuild(data)
    calls = []
    real = review.verdict

    def spy(gid, lvl, view, legal, played, seed):
        calls.append((view, tuple(legal), played, seed))
        return real(gid, lvl, view, legal, played, seed)

    monkeypatch.setattr(review, "verdict", spy)
    review.verdicts(data)
    assert calls
    by_view = {}
    for k in range(1, len(states)):
        seat = game.to_move(states[k - 1])
        by_view[review.coach_seed(data["seed"], k - 1)] = (game.view(states[k - 1], seat), seat)
    checked = 0
    for n, (view, legal, played, seed) in enumerate(calls):
        mover_view, seat = by_view[seed]
        assert view == mover_view
        if n % 4 == 0 and checked < 4:
            other = game.determinize(view, random.Random(n))
            assert game.view(other, seat) == view
            assert verdict(game_id, level, game.view(other, seat), game.legal_moves(other), played, seed) == \
                real(game_id, level, view, list(legal), played, seed)
            checked += 1
    assert checked >= 1


def test_a_game_without_a_coach_gives_no_verdicts(monkeypatch):
    import dataclasses

    import app.games

    data = sample_replay("tile_poker", 1)
    assert review.verdicts(data)  # (with its coach: some)
    plain = dataclasses.replace(app.games.descriptor("tile_poker"), coach_threshold=None)
    monkeypatch.setattr(app.games, "find_descriptor", lambda g: plain)
    assert review.verdicts(data) == {}


def test_jammats_arrangements_are_judged_though_the_rules_list_one():
    from app.games import descriptor

    data = sample_replay("jammat", 1)
    game = get_game("jammat")
    level = descriptor("jammat").hint_level
    found = review.verdicts(data)
    state = game.new_game(data["seed"], len(data["seats"]), data["options"])
    asked = 0
    for i, mj in enumerate(data["moves"]):
        move = game.move_from_json(mj)
        seat = game.to_move(state)
        if data["seats"][seat]["kind"] == "human":
            asked += 1
            want = verdict(game.info.id, level, game.view(state, seat), game.legal_moves(state), move,
                           review.coach_seed(data["seed"], i))
            assert found.get(i + 1) == want
        state = game.apply(state, move)
    assert asked


def test_a_cube_games_human_arrangement_is_judged():
    """Jammat's cube (grid=3d): a human's cube, shuffled, is flagged with the expert's own
    cube as the better one, the human's next cube (the expert's own) and the computer's are
    not, and the verdicts agree with asking the coach directly."""
    from app.ai.base import advise, make_agent
    from app.rules.jammat import Arrange

    game = get_game("jammat")
    level = descriptor("jammat").hint_level
    seats = [{"name": "Ann", "kind": "human", "level": "expert"}, {"name": "Bo", "kind": "computer", "level": "normal"}]
    options = game.info.resolve_options({"grid": "3d", "deals": 2})
    seed = 5
    state = game.new_game(seed, 2, options)
    moves, own = [], {}
    while (seat := game.to_move(state)) is not None:
        view, legal = game.view(state, seat), game.legal_moves(state)
        k = len(moves)
        if seat == 0:
            own[k + 1] = advise("jammat", level, view, legal, review.coach_seed(seed, k))[0]
            cards = list(view.hand)
            random.Random(k).shuffle(cards)
            move = Arrange(tuple(cards)) if state.deal == 0 else own[k + 1]
        else:
            move = make_agent("jammat", "normal", k).choose(view, legal)
        moves.append(move)
        state = game.apply(state, move)
    data = replays.make_record("jammat", seats, options, seed, moves, game.outcome(state))
    got = review.verdicts(data)
    assert set(got) == {1}  # the shuffled cube of the first deal, nothing else
    v = got[1]
    assert v.played == moves[0] and v.better == own[1]
    assert v.loss >= descriptor("jammat").coach_threshold and v.played_value < v.better_value
    assert got == judged_by_hand(data)
