"""Three By Three's look-back analysis (app.scenes.three_by_three_lookback): its four
functions called directly on seeded records, no window needed."""

import importlib
import pickle
import re

import pytest

from app.ai.three_by_three import GreedyAgent, analyse_deal
from app.games.three_by_three import DESCRIPTOR
from app.rules.three_by_three import GAME, INFO
from app.scenes import three_by_three_lookback as L
from app.scenes.replay_viewer import Steps
from app.store.replays import make_record

CARD_CODE = re.compile(r"\b(?:[2-9TJQKA][SHDC]|10[SHDC]|X[12])\b")
PILE_CODE = re.compile(r"\b(?:TL|TR|BL|BR)\b")


def record(seed, names=("Ann",), kinds=None, **opts):
    """A game played to the end by the greedy player, as a replay record."""
    options = INFO.resolve_options(opts)
    state = GAME.new_game(seed, len(names), options)
    agent = GreedyAgent(GAME, seed)
    moves = []
    while GAME.to_move(state) is not None:
        seat = GAME.to_move(state)
        view = GAME.view(state, seat)
        move = agent.choose(view, view.legal)
        moves.append(move)
        state = GAME.apply(state, move)
    kinds = kinds or ["human"] * len(names)
    seats = [{"name": n, "kind": k} for n, k in zip(names, kinds)]
    return make_record("three_by_three", seats, options, seed, moves, GAME.outcome(state)), state


def with_pnr(names=("Ann",), **opts):
    """The first seeded record whose every seat has a point of no return."""
    for seed in range(1, 40):
        data, state = record(seed, names, **opts)
        if all(analyse_deal(t.deck, t.moves, state.joker_credit).point_of_no_return is not None
               for t in state.tables):
            return data, state
    raise AssertionError("no seed with a point of no return")


def run(data):
    seen = []
    result = L.analyse(data, lambda done, total: seen.append((done, total)))
    return result, seen


def no_codes(lines):
    text = " ".join(lines)
    assert not CARD_CODE.search(text) and not PILE_CODE.search(text), text


def test_the_descriptor_names_the_module_and_it_gives_the_four_functions():
    mod = importlib.import_module(DESCRIPTOR.lookback)
    assert mod is L
    for name in ("analyse", "summary", "marks", "at_move"):
        assert callable(getattr(mod, name))


@pytest.mark.parametrize("credit", ["lost", "kept"])
def test_one_player_marks_the_point_of_no_return_where_the_analysis_finds_it(credit):
    data, state = with_pnr(joker_credit=credit)
    result, seen = run(data)
    assert pickle.loads(pickle.dumps(result)) == result
    # progress: from 0 up to the total, never back
    assert seen[0] == (0, 1) and seen[-1] == (1, 1)
    assert all(a[0] <= b[0] and a[1] == b[1] for a, b in zip(seen, seen[1:]))
    t = state.tables[0]
    deal = analyse_deal(t.deck, t.moves, state.joker_credit)
    k = deal.point_of_no_return + 1  # move k leads to step k
    assert L.marks(result) == {k: "the point of no return"}
    steps = Steps(data)
    lines = L.summary(result, steps, steps.names)
    text = " ".join(lines)
    assert f"Your score: {deal.final} face down" in text
    assert f"to someone who knew every card: {deal.best}." in text
    assert f"The point of no return was play {k}, in round {deal.round}: " in text
    assert f"After it, the best left was {deal.after[k - 1]}." in text and "Instead: " in text
    no_codes(lines)
    at = L.at_move(result, steps, k, steps.names)
    assert at[0] == (f"The point of no return: after this play the best left was {deal.after[k - 1]}, "
                     f"no longer {deal.best}.")
    assert at[1].endswith(f" would have kept {deal.best} in reach.")
    no_codes(at)
    # the play named is the analysis's keeping play, worded from the position before move k
    keep = GAME.move_from_json(result[0]["keep"])
    from app.games import present
    assert at[1].startswith(present.move_label("three_by_three", steps.view(k - 1, 0), keep))
    # the other moves: the best still in reach after each
    assert L.at_move(result, steps, 1, steps.names) == [
        f"The best this deal allowed, {deal.best}, was still in reach after this play."]
    last = len(steps) - 1
    if last != k:
        assert L.at_move(result, steps, last, steps.names) == [
            f"After this play, the best still in reach was {deal.after[-1]}."]


def test_several_players_are_named_each_with_their_own_point_of_no_return():
    data, state = with_pnr(("Ann", "Bo"), same_shuffle="on")
    result, seen = run(data)
    assert pickle.loads(pickle.dumps(result)) == result
    assert seen[0] == (0, 2) and seen[-1] == (2, 2) and [d for d, _t in seen] == sorted(d for d, _t in seen)
    steps = Steps(data)
    expected = {}
    first = 0
    for s, t in enumerate(state.tables):
        deal = analyse_deal(t.deck, t.moves, state.joker_credit)
        expected[first + deal.point_of_no_return + 1] = (s, deal)
        first += len(t.moves)
    assert set(L.marks(result)) == set(expected)
    lines = L.summary(result, steps, steps.names)
    text = " ".join(lines)
    no_codes(lines)
    for k, (s, deal) in expected.items():
        name = steps.names[s]
        assert f"{name} finished with {deal.final} cards face down; the best this deal allowed was {deal.best}." in text
        assert f"For {name}, the point of no return was play {k}, in round {deal.round}: " in text
        assert steps.mover(k) == s
        at = L.at_move(result, steps, k, steps.names)
        assert at and at[0].startswith("The point of no return: ")
        no_codes(at)


def test_a_computer_alone_is_named_and_a_game_not_over_says_so():
    data, state = with_pnr(("Robot",), kinds=["computer"])
    result, __ = run(data)
    text = " ".join(L.summary(result, Steps(data), ["Robot"]))
    assert "Your score" not in text and "Robot finished with" in text
    # a record cut short: the table not over yet
    short = dict(data, moves=data["moves"][:5])
    short.pop("outcome")
    result, __ = run(short)
    assert result[0]["final"] is None
    assert L.at_move(result, Steps(short), 6, ["Robot"]) == []


def test_every_word_is_in_the_catalogue():
    from app import i18n
    from app.ui.textfit import plain_english

    data, state = with_pnr(("Ann", "Bo"), same_shuffle="on")
    result, __ = run(data)
    steps = Steps(data)
    before = i18n.language()
    i18n.set_language(i18n.PSEUDO)
    try:
        lines = L.summary(result, steps, steps.names) + list(L.marks(result).values())
        for k in range(1, len(steps)):
            lines += L.at_move(result, steps, k, steps.names)
        one, __ = with_pnr()
        lines += L.summary(run(one)[0], Steps(one), ["Ann"])
    finally:
        i18n.set_language(before)
    plain = [line for line in lines if plain_english(line, {"Ann", "Bo"})]
    assert len(lines) > 10 and plain == [], plain
