"""The sandbox model without a window: undo and redo (at least 50 steps), no step for a no-op
or a refused action, a new table undone, a fresh table, reordering within a pile."""

from collections import Counter

import pytest

from app.scenes.sandbox_model import UNDO_DEPTH, SandboxTable


def layout(model):
    return [(p.x, p.y, list(p.cards), p.fanned) for p in model.piles]


def test_model_undo_redo_fifty_steps_deep():
    t = SandboxTable(seed=11)
    assert not t.can_undo and t.fresh
    states = [layout(t)]
    faces = [list(t.face_up)]
    t.deal(4, 5)
    states.append(layout(t))
    faces.append(list(t.face_up))
    for i in range(60):  # moves, flips, fans, shuffles, pile flips
        p = t.piles[i % len(t.piles)]
        kind = i % 5
        if kind == 0:
            t.move([p.cards[-1]], (100.0 + i, 200.0))
        elif kind == 1:
            t.flip_card(p.cards[0])
        elif kind == 2:
            t.toggle_fan(p.id)
        elif kind == 3:
            t.shuffle(t.stock.id)
        else:
            t.flip_pile(p.id)
        states.append(layout(t))
        faces.append(list(t.face_up))
    t.gather()
    states.append(layout(t))
    faces.append(list(t.face_up))
    for k in range(55):
        assert t.undo()
        assert layout(t) == states[-2 - k] and t.face_up == faces[-2 - k]
    for k in range(55):
        assert t.redo()
    assert layout(t) == states[-1] and t.face_up == faces[-1]
    assert not t.redo()
    # a new change after an undo drops the redo steps
    t.undo()
    t.flip_card(t.piles[0].cards[0])
    assert not t.can_redo


def test_model_no_op_and_refused_actions_leave_no_undo_step():
    t = SandboxTable(seed=1)
    stock = t.piles[0]
    t.move([stock.cards[-1]], stock.id)
    t.move_pile(stock.id, stock.x, stock.y)
    with pytest.raises(ValueError):
        t.deal(8, 13)
    assert not t.can_undo and t.fresh


def test_model_undo_a_new_table():
    t = SandboxTable(seed=3)
    t.deal(2, 3)
    t.reset(decks=2, jokers=True)
    assert t.count() == 108 and t.fresh
    assert t.undo()
    assert (t.decks, t.jokers, t.count(), len(t.piles)) == (1, False, 52, 3)
    assert Counter(map(str, t.card)) == Counter(map(str, SandboxTable().card))


def test_model_undo_keeps_the_last_undo_depth_changes():
    t = SandboxTable(seed=5)
    first = t.piles[0].cards[-1]
    for _ in range(UNDO_DEPTH + 10):
        t.flip_card(first)
    n = 0
    while t.undo():
        n += 1
    assert n == UNDO_DEPTH >= 50


def test_model_fresh_until_played_on_and_again_when_undone():
    t = SandboxTable(seed=8)
    assert t.fresh
    t.flip_card(t.piles[0].cards[-1])
    assert not t.fresh
    t.undo()
    assert t.fresh
    t.toggle_fan(t.piles[0].id)
    t.reset()
    assert t.fresh and t.can_undo


def test_model_move_at_reorders_a_pile_and_inserts_into_another():
    t = SandboxTable(seed=6)
    hand, other = t.deal(2, 5)
    before = list(hand.cards)
    t.move([before[0]], hand.id, at=3)
    assert hand.cards == before[1:4] + [before[0]] + before[4:]
    t.move([before[0]], hand.id, at=99)  # past the end: on top
    assert hand.cards[-1] == before[0] and len(hand.cards) == 5
    u = other.cards[2]
    t.move([u], hand.id, at=0)
    assert hand.cards[0] == u and u not in other.cards and len(hand.cards) == 6
    assert sorted(x for p in t.piles for x in p.cards) == list(range(52))
