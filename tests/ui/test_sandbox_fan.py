"""The sandbox: a fan keeps to its own space (it never runs over the piles beside it: it
moves left or closes up, or is refused when there is no room), and a message never covers
the cards (above the bottom hand when one is dealt)."""

import random

import pygame
import pytest

from app.scenes.sandbox import SandboxScene
from app.scenes.sandbox_model import CARD_W, FAN_STEP, MIN_FAN_STEP, SandboxTable


def overlaps(a, b) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def neighbours_hit(t, pile):
    return [q.id for q in t.piles if q is not pile and overlaps(pile.rect(), q.rect())]


def table_with_neighbours():
    """The stock between two small piles on its row, 500 units apart."""
    t = SandboxTable(seed=2)
    stock = t.piles[0]
    left = t.move(stock.cards[:3], (stock.x - 250, stock.y))
    right = t.move(stock.cards[:3], (stock.x + 250, stock.y))
    return t, t.pile(stock.id), left, right


def test_a_fanned_stock_stays_between_its_neighbours():
    t, stock, left, right = table_with_neighbours()
    count = t.count()
    t.toggle_fan(stock.id)
    assert stock.fanned and neighbours_hit(t, stock) == []
    assert MIN_FAN_STEP <= stock.step < FAN_STEP  # closed up to fit
    assert left.rect()[0] + left.rect()[2] <= stock.x and stock.rect()[0] + stock.rect()[2] <= right.x
    assert t.count() == count and len(set(u for p in t.piles for u in p.cards)) == count
    t.toggle_fan(stock.id)  # squared again where its first card lies
    assert not stock.fanned and stock.step == FAN_STEP
    t.undo()
    t.undo()
    assert not t.pile(stock.id).fanned


def test_a_fan_with_room_is_as_before():
    t = SandboxTable(seed=2)
    stock = t.piles[0]
    hand = t.move(stock.cards[:7], (200.0, 500.0))
    t.toggle_fan(hand.id)
    assert (hand.x, hand.step) == (200.0, FAN_STEP)
    assert hand.rect()[2] == CARD_W + FAN_STEP * 6 + 5


def test_a_fan_moves_left_rather_than_run_over_a_neighbour():
    t = SandboxTable(seed=2)
    stock = t.piles[0]
    hand = t.move(stock.cards[:7], (400.0, 500.0))
    wall = t.move(stock.cards[:2], (560.0, 500.0))
    t.toggle_fan(hand.id)
    assert hand.step == FAN_STEP and hand.x < 400.0 and neighbours_hit(t, hand) == []
    assert wall.x == 560.0  # the neighbour stays where it was


def test_no_room_to_fan_is_refused_and_changes_nothing():
    t = SandboxTable(seed=2)
    stock = t.piles[0]
    a = t.move(stock.cards[:2], (stock.x - 90, stock.y))
    b = t.move(stock.cards[:2], (stock.x + 90, stock.y))
    before = [(p.x, p.y, list(p.cards), p.fanned, p.step) for p in t.piles]
    undo_depth = len(t._undo)
    with pytest.raises(ValueError, match="no room"):
        t.toggle_fan(stock.id)
    assert [(p.x, p.y, list(p.cards), p.fanned, p.step) for p in t.piles] == before
    assert len(t._undo) == undo_depth and a.x < stock.x < b.x


def test_a_fan_that_grows_closes_up_in_its_space():
    t = SandboxTable(seed=2)
    stock = t.piles[0]
    hand = t.move(stock.cards[:5], (300.0, 500.0))
    t.toggle_fan(hand.id)
    t.move(stock.cards[:2], (600.0, 500.0))
    t.move(stock.cards[:2], (200.0, 500.0))
    for _ in range(12):
        t.move([stock.cards[-1]], hand.id)
        assert neighbours_hit(t, hand) == []
    assert len(hand.cards) == 17 and hand.step < FAN_STEP
    # and a fan dragged somewhere narrower closes up there
    t.move_pile(hand.id, 80.0, stock.y)
    assert neighbours_hit(t, hand) == []


@pytest.mark.parametrize("seed", range(12))
def test_random_tables_fan_without_overlapping(seed):
    rng = random.Random(seed)
    t = SandboxTable(decks=2, seed=seed)
    stock = t.piles[0]
    for _ in range(8):
        n = rng.randint(1, 12)
        t.move(stock.cards[:n], (rng.uniform(0, 1200), rng.uniform(70, 610)))
    for p in list(t.piles):
        if p not in t.piles:
            continue
        already = set(neighbours_hit(t, p))  # piles dropped on top of each other stay so
        try:
            t.toggle_fan(p.id)
        except ValueError:
            assert not p.fanned
            continue
        # a neighbour that covered the first card still does; nothing new is run over
        assert set(neighbours_hit(t, p)) <= already | {q.id for q in t.piles if overlaps(
            (p.x, p.y - 5, CARD_W, 105), q.rect()) and q is not p}
    assert t.count() == 104


# ----------------------------------------------------------------------------- messages


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 1000)])
def test_a_message_covers_no_card(app, size):
    app.resize_window(size)
    scene = SandboxScene.demo(app, "dealt", seed=5)
    app.scenes.push(scene)
    m = app.metrics
    scene.toast.show("Shuffled 24 cards")
    scene.draw(app.screen)
    box, _ = scene.toast.layout(m, scene.toast_y())
    cards = [m.rect(*p.rect()) for p in scene.model.piles]
    assert box.collidelist(cards) == -1
    bottom_hand = scene.model.piles[1]
    assert box.bottom <= m.rect(*bottom_hand.rect()).top  # above the bottom hand


def test_a_refused_fan_is_said(app):
    scene = SandboxScene(app, seed=3)
    app.scenes.push(scene)
    model = scene.model
    stock = model.piles[0]
    model.move(stock.cards[:2], (stock.x - 90, stock.y))
    model.move(stock.cards[:2], (stock.x + 90, stock.y))
    scene.selected = [stock.cards[-1]]
    scene.fan_selected()
    assert scene.toast.kind == "error" and "no room" in scene.toast.message
    assert not stock.fanned
