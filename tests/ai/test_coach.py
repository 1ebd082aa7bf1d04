"""The coach's verdict (app.ai.coach, issue 34): from the hint level's own values and the view
only. It never fires on the move that level itself makes (seeded positions of every phase of
every game with a coach); it fires, with the agent's own numbers, on a clearly worse move (a
Tile Poker placement scoring nothing where the expert's scores; a Three Thirteen discard that
leaves more points unmatched, by exactly the rules' count; a Three Thirteen draw on a last turn
that leaves more points unmatched, by the exact expectation over the unseen cards; a Jammat
arrangement winning fewer line comparisons, by the rules' count against the expert's own
samples, and a cube likewise: the expert's own with its strongest line broken up); two states with the same view give the same verdict; a game without a coach
threshold never has one."""

from __future__ import annotations

import functools
import random

import pytest

from app.ai.base import advise, make_agent
from app.ai.jammat import arrange_3d
from app.ai.coach import verdict
from app.games import descriptor, game_ids, present, presenter
from app.games.present import card_text
from app.i18n import set_language
from app.rules.game import get_game

PLAYERS = {"jammat": 2, "three_by_three": 1, "twenty_nine": 4, "tile_poker": 2, "three_thirteen": 3}
COACHED = [g for g in game_ids() if descriptor(g).coach_threshold is not None]
SEEDS = {"three_by_three": range(1, 4), "twenty_nine": range(1, 3)}
EVERY = {"three_by_three": 4, "twenty_nine": 3, "tile_poker": 1, "three_thirteen": 3, "jammat": 3}


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
    assert {"tile_poker", "three_thirteen", "three_by_three", "twenty_nine", "jammat"} <= set(COACHED)
    set_language("en")
    for g in COACHED:
        note = presenter(g).coach_note("Play 7♠", 3.2)
        assert "Play 7♠" in note and "3" in note and "{" not in note
        # Jammat's note comes with the reveal, which Undo never goes back past
        assert ("Ctrl+Z" in note) == (g != "jammat")


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


def test_a_game_without_a_threshold_has_no_verdict(monkeypatch):
    import dataclasses

    import app.games

    game = get_game("tile_poker")
    state, seat = positions("tile_poker")[0]
    view, legal = game.view(state, seat), game.legal_moves(state)
    zero = dataclasses.replace(descriptor("tile_poker"), coach_threshold=None)
    monkeypatch.setattr(app.games, "descriptor", lambda g: zero)
    for played in legal:
        assert verdict("tile_poker", zero.hint_level, view, legal, played, 1) is None


# ----------------------------------------------------------------------------- Jammat
def shuffled(view, k):
    """An arrangement of the view's hand in a seeded random order."""
    from app.rules.jammat import Arrange

    cards = list(view.hand)
    random.Random(k).shuffle(cards)
    return Arrange(tuple(cards))


def jammat_positions(players: int, count: int) -> list:
    game = get_game("jammat")
    out = []
    for seed in range(1, count + 1):
        state = game.new_game(seed, players, game.info.resolve_options({"deals": 1}))
        out.append((state, game.to_move(state)))
    return out


def test_jammat_the_experts_own_arrangement_never_brings_a_note_and_shuffled_ones_do():
    game = get_game("jammat")
    level = descriptor("jammat").hint_level
    threshold = descriptor("jammat").coach_threshold
    fired = 0
    for k, (state, seat) in enumerate(jammat_positions(2, 8) + jammat_positions(3, 4)):
        view, legal = game.view(state, seat), game.legal_moves(state)
        own = advise("jammat", level, view, legal, 40 + k)[0]
        assert verdict("jammat", level, view, legal, own, 40 + k) is None
        # the same lines in another order (the grid turned over its diagonal: rows become columns)
        turned = type(own)(tuple(own.cards[3 * c + r] for r in range(3) for c in range(3)))
        assert verdict("jammat", level, view, legal, turned, 40 + k) is None
        played = shuffled(view, k)
        v = verdict("jammat", level, view, legal, played, 40 + k)
        if v is not None:
            assert v.played == played and v.better == own and v.loss >= threshold
            fired += 1
        # not an arrangement of this hand: never judged
        other = type(own)(tuple(game.view(state, (seat + 1) % view.players).hand or ()))
        assert verdict("jammat", level, view, legal, other, 40 + k) is None
    assert fired >= 6


@pytest.mark.parametrize("players", [2, 3])
def test_jammat_a_shuffled_arrangement_is_named_by_the_rules_count_against_the_experts_samples(players):
    """The expert's values recomputed outside it: its samples drawn again from the same seed
    (``determinize``, the others arranged by best_grid), each arrangement scored against them
    by the rules (score_deal: position wins)."""
    from app.rules.jammat import score_deal
    from app.rules.jammat_search import best_grid

    game = get_game("jammat")
    level = descriptor("jammat").hint_level
    threshold = descriptor("jammat").coach_threshold
    found = 0
    for k, (state, seat) in enumerate(jammat_positions(players, 6)):
        view, legal = game.view(state, seat), game.legal_moves(state)
        agent = make_agent("jammat", level, 70 + k)
        rng = random.Random(70 + k)
        others = [s for s in range(players) if s != seat]
        samples = []
        for _i in range(agent.samples_for(view)):
            sampled = game.determinize(view, rng)
            samples.append([best_grid(sampled.hands[s], view.option("a23")) for s in others])

        def won(cards):
            return sum(score_deal([cards] + grids, view.option("a23"), view.option("compare"))[0]
                       for grids in samples) / len(samples)

        own = advise("jammat", level, view, legal, 70 + k)[0]
        played = shuffled(view, 100 + k)
        lost = won(own.cards) - won(played.cards)
        v = verdict("jammat", level, view, legal, played, 70 + k)
        if lost >= threshold:
            assert v is not None and v.better == own and v.played == played
            assert abs(v.loss - lost) < 0.051 and abs(v.better_value - won(own.cards)) < 0.051
            found += 1
        elif v is not None:
            assert abs(v.loss - lost) < 0.051
    assert found >= 3


@pytest.mark.parametrize("grid", ["square", "cube"])
def test_jammat_two_states_with_the_same_view_give_the_same_verdict_on_any_arrangement(grid):
    game = get_game("jammat")
    level = descriptor("jammat").hint_level
    positions = jammat_positions(3, 4) if grid == "square" else cube_positions(3, 2)
    for k, (state, seat) in enumerate(positions):
        view, legal = game.view(state, seat), game.legal_moves(state)
        played = shuffled(view, k)
        one = verdict("jammat", level, view, legal, played, 9)
        if grid == "cube":
            assert one is not None and one.played == played  # (a shuffled cube: far worse)
        other = game.determinize(view, random.Random(k + 3))
        assert game.view(other, seat) == view and other.hands != state.hands
        assert verdict("jammat", level, game.view(other, seat), game.legal_moves(other), played, 9) == one


# ----------------------------------------------------------------------------- Jammat's cube
def cube_positions(players: int, count: int, compare: str = "positional") -> list:
    game = get_game("jammat")
    out = []
    for seed in range(1, count + 1):
        state = game.new_game(seed, players, game.info.resolve_options({"deals": 1, "grid": "3d", "compare": compare}))
        out.append((state, game.to_move(state)))
    return out


def broken_up(own, k):
    """The expert's cube with its strongest line broken up: a card of that line swapped with
    a card of another rank outside it."""
    from app.rules.jammat import grid_lines

    cards = list(own.cards)
    cells = grid_lines(cards)[0][1]
    inside = cells[k % 3]
    outside = [i for i in range(len(cards)) if i not in cells and cards[i].rank != cards[inside].rank]
    j = random.Random(k).choice(outside)
    cards[inside], cards[j] = cards[j], cards[inside]
    return type(own)(tuple(cards))


def test_jammat_cube_the_experts_own_cube_never_brings_a_note():
    game = get_game("jammat")
    level = descriptor("jammat").hint_level
    for k, (state, seat) in enumerate(cube_positions(2, 2) + cube_positions(3, 1, "round_robin")):
        view, legal = game.view(state, seat), game.legal_moves(state)
        own = advise("jammat", level, view, legal, 40 + k)[0]
        assert verdict("jammat", level, view, legal, own, 40 + k) is None
        # the same lines in other cells (the cube turned: its x and z axes exchanged)
        turned = type(own)(tuple(own.cards[9 * z + 3 * y + x] for x in range(3) for y in range(3) for z in range(3)))
        assert turned != own and verdict("jammat", level, view, legal, turned, 40 + k) is None
        # its values: the cube it plays, of the comparisons it expects to win
        agent_move, values = make_agent("jammat", level, 40 + k).values(view, (*legal, turned))
        assert agent_move == own and values[turned] == values[own] > 0


@pytest.mark.parametrize("players,compare", [(2, "positional"), (3, "round_robin")])
def test_jammat_cube_with_its_best_line_broken_up_is_named_by_the_rules_count(players, compare):
    """The expert's values of cubes recomputed outside it: its own cube chosen by its search
    (arrange_3d, 8 restarts), then its samples drawn from the same seeded generator
    (``determinize``, the others' cubes by arrange_3d without restarts), each cube scored
    against them by the rules (score_deal: positions won, over every pairing for round_robin)."""
    from app.rules.jammat import score_deal

    game = get_game("jammat")
    level = descriptor("jammat").hint_level
    threshold = descriptor("jammat").coach_threshold
    set_language("en")
    words = presenter("jammat")
    fired = 0
    positions_ = cube_positions(players, 4, compare)
    for k, (state, seat) in enumerate(positions_):
        view, legal = game.view(state, seat), game.legal_moves(state)
        agent = make_agent("jammat", level, 70 + k)
        rng = random.Random(70 + k)
        own = arrange_3d(view.hand, view.option("a23"), rng, restarts=agent.restarts_3d)
        assert own == advise("jammat", level, view, legal, 70 + k)[0].cards  # (its choice, as before)
        others = [s for s in range(players) if s != seat]
        samples = []
        for _i in range(agent.cube_samples_for(view)):
            sampled = game.determinize(view, rng)
            samples.append([arrange_3d(sampled.hands[s], view.option("a23"), rng) for s in others])

        def won(cards):
            return sum(score_deal([cards] + cubes, view.option("a23"), compare)[0] for cubes in samples) / len(samples)

        played = broken_up(type(legal[0])(own), k)
        lost = won(own) - won(played.cards)
        v = verdict("jammat", level, view, legal, played, 70 + k)
        assert lost > 0  # (the strongest line broken up: worse by the rules' count)
        if lost >= threshold:
            assert v is not None and v.played == played and v.better.cards == own
            assert abs(v.loss - lost) < 0.051 and abs(v.better_value - won(own)) < 0.051
            assert v.played_value < v.better_value
            note = words.coach_note(words.coach_move(present.move_facts("jammat", view, v.better)), v.loss, v.unit or "arrange")
            top = " ".join(card_text(c) for c in own[:3])
            assert note.startswith(f"Coach: the cube with {top} as the top row of layer 1 was expected to win about ")
            assert "more line comparison" in note and "Ctrl+Z" not in note
            fired += 1
        else:
            assert v is None
    assert fired >= len(positions_) // 2


# ----------------------------------------------------------------------------- Three Thirteen's draws
@functools.lru_cache(maxsize=None)
def expert_games(count: int = 4) -> tuple:
    """(state, seat) at every draw decision of seeded games the expert plays at every seat
    (they go out, so last turns come)."""
    game = get_game("three_thirteen")
    out = []
    for seed in range(1, count + 1):
        state = game.new_game(seed, 3, game.info.resolve_options({}))
        for step in range(400):
            seat = game.to_move(state)
            if seat is None:
                break
            view, legal = game.view(state, seat), game.legal_moves(state)
            if view.phase == "draw" and len(legal) > 1:
                out.append((state, seat))
            state = game.apply(state, advise("three_thirteen", "expert", view, legal, step)[0])
    return tuple(out)


def test_three_thirteen_the_experts_own_draw_never_brings_a_note_and_the_other_may():
    from app.rules.three_thirteen import DrawStock, TakeDiscard

    game = get_game("three_thirteen")
    level = descriptor("three_thirteen").hint_level
    threshold = descriptor("three_thirteen").coach_threshold
    checked = fired = 0
    for k, (state, seat) in enumerate(positions("three_thirteen") + expert_games()):
        view, legal = game.view(state, seat), game.legal_moves(state)
        if view.phase != "draw" or len(legal) < 2:
            continue
        own = advise("three_thirteen", level, view, legal, k)[0]
        assert verdict("three_thirteen", level, view, legal, own, k) is None
        other = DrawStock() if own == TakeDiscard() else TakeDiscard()
        agent_move, values = make_agent("three_thirteen", level, k).values(view, legal)
        assert agent_move == own and set(values) == {DrawStock(), TakeDiscard()}
        assert values[own] >= values[other]  # its own draw is never the one it values less
        v = verdict("three_thirteen", level, view, legal, other, k)
        if values[own] - values[other] >= threshold:
            assert v is not None and v.better == own and v.played == other
            assert v.loss == round(values[own] - values[other], 1)
            fired += 1
        else:
            assert v is None
        checked += 1
    assert checked >= 40 and fired >= 3


def test_three_thirteen_a_last_turns_draw_is_named_by_the_exact_expectation():
    """On a last turn (TT-14) the draws' values are exact: taking the discard, the least
    penalty after the best discard then; the stock, that least penalty averaged over every
    unseen card (the rules' deadwood count, outside the expert)."""
    from collections import Counter

    from app.rules.three_thirteen import GAME, DrawStock, TakeDiscard
    from app.rules.three_thirteen_melds import deadwood

    game = get_game("three_thirteen")
    level = descriptor("three_thirteen").hint_level
    threshold = descriptor("three_thirteen").coach_threshold
    checked = 0
    for k, (state, seat) in enumerate(expert_games()):
        view, legal = game.view(state, seat), game.legal_moves(state)
        if not view.final_turn:
            continue

        def least(full, forbidden=None):
            outs = [c for c in dict.fromkeys(full) if c != forbidden] or list(full)
            best = None
            for c in outs:
                rest = list(full)
                rest.remove(c)
                d = deadwood(rest, view.wild, view.opt("aces"))
                best = d if best is None else min(best, d)
            return best

        top = view.discard_top
        forb = top if view.opt("return_discard") == "forbidden" else None
        take = least(list(view.hand) + [top], forb)
        unseen = Counter(GAME.unseen(view))
        stock = sum(n * least(list(view.hand) + [c]) for c, n in unseen.items()) / sum(unseen.values())
        values = {TakeDiscard(): -take, DrawStock(): -stock}
        own = advise("three_thirteen", level, view, legal, k)[0]
        for played in (TakeDiscard(), DrawStock()):
            v = verdict("three_thirteen", level, view, legal, played, k)
            lost = values[own] - values[played]
            if played != own and lost >= threshold:
                assert v is not None and v.better == own and abs(v.loss - lost) < 0.051
                assert abs(v.played_value - values[played]) < 0.051
            else:
                assert v is None
        checked += 1
    assert checked >= 3


def test_three_thirteen_the_coach_words_a_draw_as_an_expectation():
    set_language("en")
    words = presenter("three_thirteen")
    note = words.coach_note("Draw from stock", 6.2, "draw_stock")
    assert note.startswith("Coach: Draw from stock was expected to leave about 6 points less unmatched.")
    assert "Ctrl+Z" in note
    assert "expected" not in words.coach_note("Discard 7♠", 6, "discard")
    assert "1 point less" in words.coach_note("Take 7♠ from the discards", 1.2, "take_discard")


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
    auction: dict[str, int] = {}  # the auction decisions where hard bids and where it passes
    for k, (state, seat) in enumerate(twenty_nine_decisions()):
        view, legal = game.view(state, seat), game.legal_moves(state)
        agent = make_agent("twenty_nine", level, k)
        best, values = agent.values(view, legal)
        unit = agent.values_unit
        assert best == advise("twenty_nine", level, view, legal, k)[0]
        assert verdict("twenty_nine", level, view, legal, best, k) is None
        if state.phase == "auction":
            # the pass is valued beside every bid, on the same scale, whether hard bids or passes
            auction[type(best).__name__] = auction.get(type(best).__name__, 0) + 1
            assert set(values) == set(legal) and unit == "game_points"
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
            if type(best).__name__ == "Pass":
                found["Bid over a pass"] = found.get("Bid over a pass", 0) + 1
    assert auction.get("Pass", 0) >= 5 and auction.get("Bid", 0) >= 5, auction
    # bids in game points (a pass where hard bids, a bid where it passes), the trump in hands
    # won, doubling in game points
    assert found.get("Bid", 0) >= 1 and found.get("ChooseTrump", 0) >= 1, found
    assert found.get("Pass", 0) >= 1 and found.get("Bid over a pass", 0) >= 1, found
    assert found.get("Double", 0) + found.get("Redouble", 0) >= 1, found


def test_twenty_nine_the_coach_words_a_verdict_in_game_points():
    set_language("en")
    words = presenter("twenty_nine")
    note = words.coach_note("Bid 18", 24.6, "game_points")
    assert note.startswith("Coach: Bid 18 added 25 more points to your team's running score over 100 deals")
    assert "Ctrl+Z" in note
    assert "1 more point to your" in words.coach_note("Double", 0.8, "game_points")
    assert "won the hand in 20 more deals" in words.coach_note("Trump: Hearts", 20.0, "hands")


def twenty_nine_opening(first: str):
    """The auction's start, seat 0 (the opening seat, the dealer's left) holding ``first``."""
    from tests.ai.test_twenty_nine_ai import strong_auction
    from app.rules.twenty_nine import to_mask
    from app.rules.cards import cards

    st = strong_auction()
    st.hands = (to_mask(cards(first)),) + st.hands[1:]
    return st


@pytest.mark.parametrize("seed", range(3))
def test_twenty_nine_a_pass_with_a_hand_worth_bidding_and_a_bid_with_one_that_should_pass(seed):
    from app.rules.twenty_nine import Bid, Pass

    game = get_game("twenty_nine")
    level = descriptor("twenty_nine").hint_level
    threshold = descriptor("twenty_nine").coach_threshold
    # J 9 A 10 of hearts as the opening seat: passing loses the bid hard makes
    st = twenty_nine_opening("JH 9H AH TH")
    view, legal = game.view(st, 0), game.legal_moves(st)
    own = advise("twenty_nine", level, view, legal, seed)[0]
    assert type(own) is Bid and verdict("twenty_nine", level, view, legal, own, seed) is None
    v = verdict("twenty_nine", level, view, legal, Pass(), seed)
    assert v is not None and v.played == Pass() and v.better == own and v.unit == "game_points"
    assert v.loss >= max(threshold, 30) and v.better_value - v.played_value == pytest.approx(v.loss, abs=0.11)
    # four 7s and 8s: hard passes, and a bid of 21 (doubled automatically) is clearly worse
    st = twenty_nine_opening("7S 8S 7H 8H")
    view, legal = game.view(st, 0), game.legal_moves(st)
    own = advise("twenty_nine", level, view, legal, seed)[0]
    assert own == Pass() and verdict("twenty_nine", level, view, legal, own, seed) is None
    v = verdict("twenty_nine", level, view, legal, Bid(21), seed)
    assert v is not None and v.played == Bid(21) and v.better == Pass() and v.unit == "game_points"
    assert v.loss >= max(threshold, 30) and v.played_value < v.better_value


def test_twenty_nine_the_coach_words_a_pass_and_a_bid_over_it():
    from app.games.present import move_facts
    from app.rules.twenty_nine import Bid, Pass

    set_language("en")
    game = get_game("twenty_nine")
    view = game.view(twenty_nine_opening("7S 8S 7H 8H"), 0)
    words = presenter("twenty_nine")
    passing = words.coach_move(move_facts("twenty_nine", view, Pass()))
    assert words.coach_note(passing, 31.2, "game_points").startswith(
        "Coach: Passing added 31 more points to your team's running score over 100 deals played out from here.")
    bid = words.coach_move(move_facts("twenty_nine", view, Bid(17)))
    assert words.coach_note(bid, 1, "game_points").startswith("Coach: Bid 17 added 1 more point to your")
    # in every language, and none left in English in the pseudo-language
    from app.ui.textfit import plain_english

    for lang, said in (("fr", "Coach : Passer ajoutait 31 points"), ("hi", "पास करने से")):
        set_language(lang)
        assert said in words.coach_note(words.coach_move(move_facts("twenty_nine", view, Pass())), 31, "game_points")
    set_language("qps")
    passing = words.coach_move(move_facts("twenty_nine", view, Pass()))
    assert not plain_english(passing) and not plain_english(words.coach_note(passing, 31, "game_points"))
    set_language("en")
