import pygame
import pytest

from app.scenes.sandbox import SandboxScene
from app.scenes.sandbox_model import SandboxTable
from tests.ui.conftest import click, drag


def test_model_deal_move_flip_fan_gather():
    t = SandboxTable(decks=2, jokers=True, seed=3)
    assert t.count() == 108 and len(t.piles) == 1
    hands = t.deal(4, 5)
    assert [len(h.cards) for h in hands] == [5, 5, 5, 5] and t.count() == 108
    assert all(t.face_up[u] for u in hands[0].cards) and not any(t.face_up[u] for u in hands[1].cards)
    u = hands[1].cards[-1]
    t.move([u], hands[0].id)
    assert hands[0].cards[-1] == u and len(hands[1].cards) == 4
    t.flip_card(u)
    assert t.face_up[u]
    t.toggle_fan(t.stock.id)
    new = t.move([hands[2].cards[0]], (300.0, 300.0))
    assert len(new.cards) == 1
    stock = t.gather()
    assert len(t.piles) == 1 and len(stock.cards) == 108 and not any(t.face_up)
    with pytest.raises(ValueError, match="need"):
        t.deal(8, 20)
    with pytest.raises(ValueError, match="1 or 2 decks"):
        t.reset(decks=3)


def test_model_same_seed_same_table():
    a, b = SandboxTable(seed=9), SandboxTable(seed=9)
    assert [a.card[u] for u in a.piles[0].cards] == [b.card[u] for u in b.piles[0].cards]


def grip(sprite, m):
    """A point on the part of a fanned card that is not covered by the next card."""
    r = sprite.rect(m)
    return (r.x + 6, r.y + 12)


def _scene(app, variant="dealt"):
    scene = SandboxScene.demo(app, variant, seed=5)
    app.scenes.push(scene)
    return scene


def test_drag_card_onto_pile_lands_there(app):
    scene = _scene(app)
    m = app.metrics
    hand, other = scene.model.piles[1], scene.model.piles[3]
    uid = hand.cards[2]
    start = grip(scene.sprites[uid], m)
    end = m.pt(other.x + 30, other.y + 50)
    drag(scene, start, end)
    assert other.cards[-1] == uid and uid not in hand.cards
    # the sprite follows the model
    assert scene.sprites[uid].pos == other.card_pos(len(other.cards) - 1)


def test_drop_outside_any_target_snaps_back_and_moves_nothing(app):
    scene = _scene(app)
    m = app.metrics
    before = [list(p.cards) for p in scene.model.piles]
    hand = scene.model.piles[1]
    uid = hand.cards[0]
    origin = scene.sprites[uid].pos
    drag(scene, grip(scene.sprites[uid], m), m.pt(640, 20))  # onto the toolbar
    assert [list(p.cards) for p in scene.model.piles] == before
    assert scene.sprites[uid].pos == origin  # animations are off: back at once
    assert scene.toast.kind == "error" and "toolbar" in scene.toast.message


def test_drag_to_open_table_makes_new_pile(app):
    scene = _scene(app)
    m = app.metrics
    n = len(scene.model.piles)
    hand = scene.model.piles[1]
    uid = hand.cards[-1]
    drag(scene, scene.sprites[uid].rect(m).center, m.pt(900, 420))
    assert len(scene.model.piles) == n + 1
    assert scene.model.piles[-1].cards == [uid]


def test_shift_drag_moves_whole_pile(app):
    scene = _scene(app, "")
    m = app.metrics
    stock = scene.model.piles[0]
    n = len(stock.cards)
    start = scene.sprites[stock.cards[-1]].rect(m).center
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    try:
        drag(scene, start, m.pt(200, 400))
    finally:
        pygame.key.set_mods(0)
    assert len(scene.model.piles) == 1 and len(scene.model.piles[0].cards) == n
    assert scene.model.piles[0].x < 300


def test_click_to_move_and_double_click_flip(app):
    scene = _scene(app)
    m = app.metrics
    hand, other = scene.model.piles[1], scene.model.piles[2]
    uid = hand.cards[1]
    click(scene, grip(scene.sprites[uid], m))
    assert scene.selected == [uid]
    click(scene, grip(scene.sprites[other.cards[0]], m))
    assert other.cards[-1] == uid and scene.selected == []
    top = other.cards[-1]
    was = scene.model.face_up[top]
    pos = grip(scene.sprites[top], m)
    click(scene, pos)
    click(scene, pos)
    assert scene.model.face_up[top] is not was


def test_toolbar_deal_and_gather(app):
    scene = _scene(app, "")
    scene.deal()
    assert len(scene.model.piles) == 1 + scene.hands
    scene.gather()
    assert len(scene.model.piles) == 1


def test_the_card_dragged_is_the_card_that_lands_even_with_its_twin_in_its_hand(app):
    """Two decks: a card and its twin in one fan. The sprite let go over the other pile is
    the one that stays there; the twin closes up the hand (nothing flies back and across)."""
    scene = SandboxScene(app, seed=4, decks=2)
    app.scenes.push(scene)
    model, m = scene.model, app.metrics
    stock = model.piles[0]
    a = stock.cards[0]
    twin = next(u for u in stock.cards[1:] if model.card[u] == model.card[a])
    x, y, z = [u for u in stock.cards if model.card[u] != model.card[a]][:3]
    hand = model.move([a, x, twin, y], (300.0, 400.0))
    model.toggle_fan(hand.id)
    other = model.move([z], (800.0, 400.0))
    scene.sync(animate=False)
    dragged, kept = scene.sprites[a], scene.sprites[twin]
    drag(scene, grip(dragged, m), m.pt(other.x + 30, other.y + 50))
    assert model.card[other.cards[-1]] == model.card[a] and hand.cards == [x, twin, y]
    assert scene.sprites[a] is dragged and dragged.pos == other.card_pos(1)
    assert scene.sprites[twin] is kept and kept.pos == hand.card_pos(1)
