"""The after-the-hand analysis of Twenty-Nine's card play (app.ai.twenty_nine_analysis),
checked against a plain exhaustive search over the rules' own legal_moves and apply."""

import random

import pytest

from app.ai.twenty_nine import TwentyNineAgent
from app.ai.twenty_nine_analysis import (
    _SPAN, Solver, _class_table, analyse_hand, analyse_steps, best_move, finished_hands,
)
from app.rules.twenty_nine import GAME, PAIR, PLAYING, AskTrump, Pair, SingleHand

OPTIONS = [{}, {"last_trick_point": "off"}, {"ask_compulsory": "on"}, {"asker_must_trump": "on"},
           {"autodouble": "off", "min_bid": 16}]


def plain_search(st, hand_no, team):
    """Every line played out through the rules; the bidding team (or the declarer) maximises
    its points less its target at the end, the others minimise it."""
    if st.hand_no != hand_no:
        r = st.results[-1]
        return r.points - r.target
    vals = [plain_search(GAME.apply(st, m), hand_no, team) for m in GAME.legal_moves(st)]
    return max(vals) if (st.turn & 1) == team else min(vals)


def random_hand(seed, options, single=False, bids=None, ask=0.3):
    """A seeded hand with random moves (asking for trump only now and then, ``ask`` of the
    times it may, so the trump often stays hidden late): every state of the play and every
    play move."""
    rng = random.Random(seed)
    opts = {"hands": 1, **options}
    st = GAME.new_game(seed, 4, opts)
    states, moves = [], []
    while st.hand_no == 0:
        legal = list(GAME.legal_moves(st))
        if st.phase in (PLAYING, PAIR):
            states.append(st)
            if len(legal) > 1 and AskTrump() in legal and rng.random() >= ask:
                legal.remove(AskTrump())
            m = rng.choice(legal)
            moves.append(m)
        else:
            if not single and SingleHand(True) in legal:
                legal.remove(SingleHand(True))
            if single and SingleHand(True) in legal:
                legal = [SingleHand(True)]
            if bids is not None and st.phase == "auction":
                legal = [m for m in legal if getattr(m, "value", 0) <= bids] or legal
            m = rng.choice(legal)
        st = GAME.apply(st, m)
    return states, moves


def agent_hand(seed, level="easy"):
    st = GAME.new_game(seed, 4, {"hands": 1})
    agents = [TwentyNineAgent(GAME, seed * 10 + s, level) for s in range(4)]
    moves = []
    while GAME.to_move(st) is not None:
        seat = GAME.to_move(st)
        m = agents[seat].choose(GAME.view(st, seat), GAME.legal_moves(st))
        moves.append(m)
        st = GAME.apply(st, m)
    return finished_hands(seed, {"hands": 1}, moves)[0]


def states_of(start, moves):
    out = [start]
    for m in moves:
        out.append(GAME.apply(out[-1], m))
    return out


def check_against_plain(analysis, states, tricks_left):
    """Every legal move of every decision with at most ``tricks_left`` tricks to play: the
    analysis's value equals the plain search's. Returns (moves checked, asks among them,
    pair decisions among them)."""
    n = asks = pairs = 0
    for d in analysis.decisions:
        st = states[d.number]
        if 8 - len(st.tricks) > tricks_left:
            continue
        assert [v.move for v in d.moves] == list(GAME.legal_moves(st))
        for v in d.moves:
            assert v.margin == plain_search(GAME.apply(st, v.move), st.hand_no, analysis.team), (d, v)
            n += 1
            asks += type(v.move) is AskTrump
            pairs += type(v.move) is Pair
    return n, asks, pairs


def test_values_equal_a_plain_search_in_the_last_three_tricks():
    total = asks = pairs = 0
    hidden = 0
    for seed in range(30):
        states, moves = random_hand(seed, OPTIONS[seed % len(OPTIONS)], bids=18)
        k = next(i for i, s in enumerate(states) if len(s.tricks) == 4)
        a = analyse_hand(states[k], moves[k:])
        n, x, p = check_against_plain(a, states[k:], 3)
        total += n
        asks += x
        pairs += p
        hidden += sum(1 for s in states[k:] if len(s.tricks) >= 5 and not s.revealed)
    # the endings covered hidden trumps and asking for it
    assert total > 400 and asks > 0 and hidden > 0


@pytest.mark.parametrize("options", OPTIONS + [{"ask_compulsory": "on", "asker_must_trump": "on",
                                                 "last_trick_point": "off"}])
def test_the_last_two_tricks_equal_a_plain_search(options):
    """The trick's last card is searched on its own: it values the hand's last trick itself
    and looks the next trick's start up in the table (the pair declared on the way). The last
    two tricks of many random hands, the trump hidden in some, every legal move of every
    decision against the plain search; and the first probe's guess changes no value. (Single
    hands: test_single_hand_values_equal_a_plain_search.)"""
    checked = hidden = 0
    for seed in range(30):
        states, moves = random_hand(5000 + seed, options, ask=0.1 if seed % 2 else 0.6)
        k = next(i for i, s in enumerate(states) if len(s.tricks) == 6)
        a = analyse_hand(states[k], moves[k:])
        checked += check_against_plain(a, states[k:], 2)[0]
        hidden += not states[k].revealed
        st = states[k + 2]  # the trick's third card to play
        want = plain_search(st, st.hand_no, a.team)
        for guess in (-40, 0, 40):
            solver = Solver(st)
            solver.guess, solver.blind = guess, guess == 0
            assert solver.margin(st, st.hand_no) == want
    assert checked > 150
    if options.get("ask_compulsory") != "on":  # (asking when void is compulsory: revealed early)
        assert hidden > 0


@pytest.mark.parametrize("options", [{"asker_must_trump": "on"}, {"ask_compulsory": "on", "asker_must_trump": "on"}, {}])
def test_values_with_the_trump_still_hidden_equal_a_plain_search(options):
    """Endings where the trump is still hidden, so every line that asks for it is searched
    (and, with asker_must_trump, the asker's duty to trump)."""
    checked = asks = 0
    for seed in range(400):
        states, moves = random_hand(300 + seed, options, ask=0.0)
        k = next(i for i, s in enumerate(states) if len(s.tricks) == 5)
        if states[k].revealed:
            continue
        a = analyse_hand(states[k], moves[k:])
        asks += check_against_plain(a, states[k:], 3)[1]
        checked += 1
        if checked == 8:
            break
    assert checked >= 3 and asks > 0


def test_values_with_a_pair_to_declare_equal_a_plain_search():
    """Hands where the king and queen of trump are together in one hand when play starts,
    trump revealed on the first chance: the pair's effect on the target is searched too."""
    checked = 0
    for seed in range(400):
        states, moves = random_hand(1000 + seed, OPTIONS[seed % 2], bids=None)
        st0 = states[0]
        if st0.declarer >= 0 or st0.contract < 20:
            continue
        kq = 3 << (st0.trump * 8 + 2)
        if not any(h & kq == kq for h in st0.hands):
            continue
        k = next(i for i, s in enumerate(states) if len(s.tricks) == 5)
        if states[k].pair >= 0 or not any(h & kq == kq for h in states[k].hands):
            continue
        a = analyse_hand(states[k], moves[k:])
        pairs = check_against_plain(a, states[k:], 3)[2]
        checked += 1
    assert checked >= 2


def test_single_hand_values_equal_a_plain_search():
    """Single hands where the declarer plays a best card and the others play at random, so
    that some last into their last tricks."""
    checked = 0
    for seed in range(60):
        rng = random.Random(seed)
        st = GAME.new_game(seed, 4, {"hands": 1})
        while st.phase != PLAYING:
            legal = GAME.legal_moves(st)
            st = GAME.apply(st, SingleHand(True) if SingleHand(True) in legal else rng.choice(legal))
        if st.declarer < 0:
            continue
        solver = Solver(st)
        states, moves = [], []
        while st.hand_no == 0:
            states.append(st)
            legal = GAME.legal_moves(st)
            m = best_move(solver, st) if st.turn == st.declarer else rng.choice(legal)
            moves.append(m)
            st = GAME.apply(st, m)
        if len(states[-1].tricks) < 5:
            continue
        a = analyse_hand(states[0], moves)
        assert a.single and a.target == 8 and a.bidder == states[0].declarer
        check_against_plain(a, states, 3)
        checked += 1
    assert checked >= 2


def test_a_whole_hand_then_its_endings_against_a_plain_search():
    """From the first card, so that the ending's values come through the table the whole
    hand's searches filled."""
    start, moves = agent_hand(3)
    a = analyse_hand(start, moves)
    assert len(a.decisions) == len(moves)
    assert check_against_plain(a, states_of(start, moves), 2)[0] > 8


def test_values_chain_and_the_marked_decision():
    marked = single_turn = 0
    for seed in range(40):
        states, moves = random_hand(200 + seed, OPTIONS[seed % len(OPTIONS)], bids=17)
        k = next(i for i, s in enumerate(states) if len(s.tricks) == 3)
        a = analyse_hand(states[k], moves[k:])
        ds = a.decisions
        assert a.start == ds[0].before
        for d, e in zip(ds, ds[1:]):
            assert e.before == d.after  # perfect play after a move is perfect play from the next
        assert ds[-1].after == a.margin
        for d in ds:
            mover_best = max if (d.seat & 1) == a.team else min
            assert d.before == mover_best(v.margin for v in d.moves)
            assert d.cost == abs(d.before - d.after)
            assert d.turned == ((d.before >= 0) != (d.after >= 0))
        turns = [d for d in ds if d.turned]
        if not turns:
            assert a.lost_at is None and a.lost_by is None
            continue
        # the marked decision: the last one that turned the result to the hand's result
        m = ds[a.lost_at]
        assert m.lost and sum(d.lost for d in ds) == 1
        assert (m.before >= 0) != a.made and (m.after >= 0) == a.made
        assert all((d.after >= 0) == a.made for d in ds[a.lost_at:])
        assert a.lost_by == m.seat & 1 == (a.team if not a.made else 1 - a.team)
        marked += 1
        if len(turns) == 1:
            assert turns[0].number == a.lost_at
            single_turn += 1
    assert marked >= 3 and single_turn >= 1


def test_perfect_play_reaches_the_value():
    """Everyone plays a move the analysis rates best: the hand ends with the value it gave."""
    start, moves = agent_hand(5)
    a = analyse_hand(start, moves)
    solver = Solver(start)
    st = start
    while st.hand_no == start.hand_no:
        st = GAME.apply(st, best_move(solver, st))
    r = st.results[-1]
    assert r.points - r.target == a.start


def test_analysis_is_deterministic_and_reports_progress():
    states, moves = random_hand(7, {})
    k = next(i for i, s in enumerate(states) if len(s.tricks) == 2)
    steps = list(analyse_steps(states[k], moves[k:]))
    n = len(moves) - k
    whole = [s for s in steps if s.decision is not None]
    assert [s.done for s in whole] == list(range(1, n + 1)) + [n]
    assert len(steps) > len(whole)  # parts of decisions are reported too
    assert all(s.total == n for s in steps)
    fractions = [s.fraction for s in steps]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0 and fractions[0] > 0
    assert all(s.analysis is None for s in steps[:-1]) and steps[-1].analysis is not None
    assert [d.number for d in steps[-1].analysis.decisions] == list(range(n))
    seen = []
    again = analyse_hand(states[k], moves[k:], progress=seen.append)
    assert again == steps[-1].analysis and len(seen) == len(steps)


def test_bad_input_is_refused():
    states, moves = random_hand(9, {})
    with pytest.raises(ValueError, match="do not finish"):
        analyse_hand(states[0], moves[:-1])
    with pytest.raises(ValueError, match="not legal"):
        analyse_hand(states[0], moves[1:])
    with pytest.raises(ValueError, match="play of a hand"):
        analyse_hand(GAME.new_game(1, 4, {}), moves)


def test_finished_hands_cuts_a_game_into_hands():
    rng = random.Random(4)
    st = GAME.new_game(11, 4, {"hands": 2})
    moves = []
    while GAME.to_move(st) is not None:
        legal = [m for m in GAME.legal_moves(st) if m != SingleHand(True)]
        m = rng.choice(legal)
        moves.append(m)
        st = GAME.apply(st, m)
    hands = finished_hands(11, {"hands": 2}, [GAME.move_from_json(m.to_json()) if hasattr(m, "to_json") else m
                                              for m in moves])
    assert len(hands) == 2
    for n, (start, play) in enumerate(hands):
        assert start.phase == PLAYING and start.hand_no == n and not start.trick and not start.tricks
        end = states_of(start, play)[-1]
        assert end.hand_no == n + 1


# Whole hands from the first card, valued once by the solver as it was before its search was
# made faster (a plain alpha-beta with the same rules, checked against the plain search above):
# (seed, options, how often trump is asked, start margin, marked decision, every legal move's
# margin, decision by decision: a decision's moves joined by ",", decisions by " ").
OLD_SOLVER_VALUES = [
    (21, {}, 0.3, -17, None,
     '-17,-16,-16,-16,-16,-17,-17,-17 -17 -17,-7 -7,-20,-20 -9,-10,-7,-7,-7,-8,-17 -10'
     ' -10,-19,-17,-17,-18,-17,-17,-17 -17 -13,-13,-13,-17,-15,-15 -17 -17,-17,-17 -17'
     ' -13,-17,-17,-17,-17 -13 -13,-13 -13,-18,-19 -20,-19,-20,-21 -20,-20,-20,-19,-19'
     ' -19,-19,-19,-20,-19 -19,-19,-20,-19 -19,-19,-19,-19 -19,-19,-19 -19,-20 -19 -19'
     ',-20,-21 -20,-20 -20,-20 -20 -20,-20 -20 -20 -20 -20'
     ),
    (22, {'asker_must_trump': 'on'}, 0.0, -5, None,
     '0,0,0,0,-5,-4,-4,0 -5,-5,-5 -5 -5 -5,-5,-5,-5,-5,-5,-5 -5 -5,-5,-5 -5 -5,-5,-5,-'
     '5,-8,-5 -8 -9,-8,-8 -7,-8 -8,-8,-8,-8,-9 -8 -8 -8,-8 -8,-8,-10,-13 -7,-8,-7,-7,-'
     '7 -9,-9,-9,-8,-8 -8,-8 -8,-8,-8 -8,-10,-14,-9 -13,-14 -13,-18,-18,-19 -16,-18 -1'
     '6,-18,-17 -17 -17,-19,-19 -19 -19 -19,-19 -19,-19'
     ),
    (24, {'last_trick_point': 'off'}, 0.0, -12, None,
     '-13,-13,-15,-12,-13,-17,-17,-13 -13,-13 -13,-13 -13,-13 -13,-13,-13,-14,-16,-17,'
     '-13 -14,-14,-14 -14,-16,-14,-15,-15,-14,-15,-15 -15 -15,-15,-15,-15,-15,-15 -15 '
     '-15,-19,-19,-19 -19,-18 -18,-18,-18,-18,-18 -18,-18 -18,-18,-18,-18,-18,-18 -18,'
     '-12,-13,-11,-13,-14 -11,-11,-11,-11 -11 -11,-11,-11,-11,-11 -11,-5,-6,-6,-7 -6,-'
     '6,-6 -6,-5 -6 -6 -6,-6 -6,-6,-6 -6,-6,-4 -6,-6,-6 -6 -6 -6 -6,-6'
     ),
    (26, {'autodouble': 'off', 'min_bid': 16}, 0.3, -15, None,
     '-15,-18,-18,-18,-24,-15,-15,-18 -15 -15,-15,-16 -15,-16 -17,-19,-19,-19,-25,-15,'
     '-19 -15,-12 -15 -15,-15,-15 -15,-15,-15,-15,-13,-14 -15,-15,-15,-15,-16,-16,-17 '
     '-16,-16 -16 -16,-19,-19,-19,-19 -19,-19,-10,-11,-13,-14 -14 -14 -14,-15,-14,-14 '
     '-14 -14,-17,-17,-17 -17 -17,-17,-17 -17,-17 -17,-17,-17,-17 -17,-17,-15 -17,-17 '
     '-17 -17 -17,-17,-17 -17 -17,-17 -17,-17 -17 -17'
     ),
]


@pytest.mark.parametrize("case", OLD_SOLVER_VALUES, ids=lambda c: f"seed{c[0]}")
def test_whole_hands_keep_the_values_the_earlier_solver_gave(case):
    seed, options, ask, start, lost_at, *parts = case
    states, moves = random_hand(seed, options, ask=ask)
    a = analyse_hand(states[0], moves)
    got = " ".join(",".join(str(v.margin) for v in d.moves) for d in a.decisions)
    assert got == "".join(parts)
    assert (a.start, a.lost_at) == (start, lost_at)


def test_the_orders_tables_key_only_the_cards_that_tell_classes_apart():
    """The tables of card orders key a suit by my cards and only the others' cards strictly
    between my highest and lowest (``_SPAN``): for every hand of a suit, every set of the
    others' cards and both ways of keeping the king and queen apart, the classes are the same
    as from all the others' cards."""
    for mine in range(1, 256):
        for others in range(256):
            if others & mine:
                continue
            for keep in (False, True):
                assert _class_table(mine, others & _SPAN[mine], keep) == _class_table(mine, others, keep)
