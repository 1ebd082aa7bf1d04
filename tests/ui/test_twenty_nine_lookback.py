"""Twenty-Nine's look-back (app.scenes.twenty_nine_lookback): the full-information analysis of
each finished hand of a record, its progress, its marks and its words, on seeded records
played by computer players (the four functions called directly: no window)."""

import pickle
import re

import pytest

from app import i18n
from app.ai.base import make_agent
from app.ai.twenty_nine_analysis import Solver
from app.games import descriptor
from app.rules.game import get_game
from app.rules.twenty_nine import Play
from app.scenes import twenty_nine_lookback as L
from app.scenes.replay_viewer import Steps
from app.store import replays

NAMES = ["Ann", "Basil", "Cleo", "Dev"]
CODE = re.compile(r"(?<![\w♠♥♦♣])(10|[2-9TJQKA])[SHDC](?!\w)")  # a card code such as "10C" or "QS"


def record(seed, hands=1, level="easy"):
    """A seeded game of ``hands`` hands played by computer players, as a replay record."""
    game = get_game("twenty_nine")
    options = game.info.resolve_options({"hands": hands})
    st = game.new_game(seed, 4, options)
    bots = [make_agent("twenty_nine", level, seed * 1009 + s) for s in range(4)]
    moves = []
    while (s := game.to_move(st)) is not None:
        m = bots[s].choose(game.view(st, s), game.legal_moves(st))
        moves.append(m)
        st = game.apply(st, m)
    seats = [{"name": n, "kind": "human" if i == 0 else "computer", "level": level} for i, n in enumerate(NAMES)]
    return replays.make_record("twenty_nine", seats, options, seed, moves, game.outcome(st))


@pytest.fixture(scope="module")
def analysed():
    """Seeded one-hand records (seed 1: a contract lost; seed 3: one made), each analysed with
    a recording progress callback: [(record, result, progress calls)]."""
    out = []
    for seed in (1, 3):
        data = record(seed)
        calls = []
        result = L.analyse(data, lambda done, total: calls.append((done, total)))
        out.append((data, result, calls))
    return out


def test_the_descriptor_names_the_module():
    assert descriptor("twenty_nine").lookback == "app.scenes.twenty_nine_lookback"
    for name in ("analyse", "summary", "marks", "at_move"):
        assert callable(getattr(L, name))


def test_progress_rises_to_its_total_and_the_result_is_picklable(analysed):
    for data, result, calls in analysed:
        assert calls, "no progress reported"
        totals = {t for __, t in calls}
        assert len(totals) == 1 and next(iter(totals)) > 0
        done = [d for d, __ in calls]
        assert done == sorted(done) and done[0] == 0 and done[-1] == calls[0][1]
        assert len(calls) > 3  # shown as it goes, not only at the end
        back = pickle.loads(pickle.dumps(result))
        assert back == result
        assert len(result["hands"]) == 1


def test_every_finished_hand_is_analysed_and_an_unfinished_one_left_out():
    data = record(4, hands=2)
    hands = L.hands_of(data)
    assert [h[1].hand_no for h in hands] == [0, 1]
    # cut in the second hand's play: only the first hand is left
    first_of_second = hands[1][0]
    cut = dict(data, moves=data["moves"][:first_of_second + 5])
    cut_hands = L.hands_of(cut)
    assert [h[1].hand_no for h in cut_hands] == [0]
    # the look-back of the second hand (from its summary) leaves the first out
    later = L.analyse(dict(cut, moves=data["moves"], look_from=first_of_second - 1))
    assert [e["hand"] for e in later["hands"]] == [1]
    # a record cut in its only hand: nothing to analyse, and progress still ends at its total
    one = record(3)
    first = L.hands_of(one)[0][0]
    calls = []
    result = L.analyse(dict(one, moves=one["moves"][:first + 3]), lambda d, t: calls.append((d, t)))
    assert result["hands"] == [] and L.marks(result) == {}
    assert calls and calls[-1][0] == calls[-1][1]


def test_marks_point_at_the_card_that_settled_the_hand(analysed):
    marked = 0
    for data, result, __ in analysed:
        steps = Steps(data)
        entry = result["hands"][0]
        a, r = entry["analysis"], entry["result"]
        got = L.marks(result)
        if a.lost_at is None:
            assert got == {}
            continue
        (k, phrase), = got.items()
        move = steps.moves[k - 1]
        assert isinstance(move, Play)
        assert steps.mover(k) % 2 == a.lost_by
        if not r.made:  # a lost contract: a card of the bidders lost it
            assert a.lost_by == r.bidder % 2
            assert phrase == "the card that lost the contract"
        else:
            assert a.lost_by != r.bidder % 2
        marked += 1
        text = " ".join(L.summary(result, steps, NAMES))
        assert "lost the contract" in text or "let the contract be made" in text
    assert marked, "the seeded records hold a hand whose result a card settled"


def test_a_made_contract_with_no_mistake_is_not_marked(analysed):
    made = [(d, res) for d, res, __ in analysed if res["hands"][0]["result"].made
            and res["hands"][0]["analysis"].lost_at is None]
    assert made
    for data, result in made:
        assert L.marks(result) == {}
        steps = Steps(data)
        assert not any("lost the contract" in line for line in L.summary(result, steps, NAMES))


def test_at_move_words_every_legal_card_and_agrees_with_the_analysis(analysed):
    game = get_game("twenty_nine")
    for data, result, __ in analysed:
        steps = Steps(data)
        states = replays.rebuild(data)
        entry = result["hands"][0]
        a = entry["analysis"]
        first = entry["first"]
        assert L.at_move(result, steps, first - 1, NAMES) == []  # the last move before the play (a bid, trump...)
        solver = Solver(states[first - 1])
        last = first + len(a.decisions) - 1
        for k in range(first, last + 1):
            lines = L.at_move(result, steps, k, NAMES)
            d = a.decisions[k - first]
            assert len(lines) >= 1 + len(d.moves)
            text = "\n".join(lines)
            assert not CODE.search(text), text
            assert "{" not in text
            for mv in d.moves:
                if isinstance(mv.move, Play):
                    assert any(line.startswith(mv.move.card.label + ":") for line in lines), (mv.move, text)
            played = [line for line in lines if "(played" in line]
            assert len(played) == 1
            if isinstance(d.chosen, Play):
                assert played[0].startswith(d.chosen.card.label + ":")
            # the value of the move played, by the analysis module's own search from the position after it
            if k > last - 12 and not a.single:
                margin = solver.margin(states[k], states[first - 1].hand_no)
                assert margin == d.value.margin
                target = d.value.points - d.value.margin
                made = "is made" if margin >= 0 else "fails"
                assert f"{made} with {margin + target} point" in played[0]
        assert game  # (the rules' moves were the record's)


def test_summary_names_the_hand_and_the_bidders(analysed):
    for data, result, __ in analysed:
        steps = Steps(data)
        lines = L.summary(result, steps, NAMES)
        r = result["hands"][0]["result"]
        assert lines[0].startswith("Hand 1:")
        assert NAMES[r.bidder] in lines[0]
        assert all(line and "{" not in line and not CODE.search(line) for line in lines)


@pytest.mark.parametrize("language", ["fr", "hi", "qps"])
def test_the_words_in_other_languages(analysed, language):
    data, result, __ = analysed[0]
    steps = Steps(data)
    english = L.summary(result, steps, NAMES)
    first = result["hands"][0]["first"]
    english_move = L.at_move(result, steps, first, NAMES)
    i18n.set_language(language)
    try:
        lines = L.summary(result, steps, NAMES) + list(L.marks(result).values())
        move_lines = L.at_move(result, steps, first, NAMES)
        assert len(move_lines) == len(english_move)
        for line in lines + move_lines:
            assert line and "{" not in line and not CODE.search(line)
        assert lines[0] != english[0] and move_lines[0] != english_move[0]  # translated
    finally:
        i18n.set_language("en")
