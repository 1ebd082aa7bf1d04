"""Regression tests for the sandbox bugs of the user test: actions during a drag, a deal that
was always the same, reordering a fanned hand, Hands/Cards both ways, asking before wiping the
table, flipping a whole pile, undo and redo."""

from collections import Counter

import pygame
import pytest

from app.scenes.dialogs import ConfirmDialog
from app.scenes.sandbox import SandboxScene
from tests.ui.conftest import click, drag


def key(app, k, mod=0):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def press(app, pos, button=1):
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))


def release(app, pos, button=1):
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))


def move_to(app, start, end, steps=5):
    for k in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))


def strip(sprite, m):
    """A point on the part of a fanned card that the next card does not cover."""
    r = sprite.rect(m)
    return (r.x + 6, r.y + 12)


def table_cards(model):
    return Counter(model.card[u] for p in model.piles for u in p.cards)


def layout(model):
    return [(p.x, p.y, list(p.cards), p.fanned) for p in model.piles]


def dealt(app, seed=5):
    scene = SandboxScene.demo(app, "dealt", seed)
    app.scenes.push(scene)
    return scene


def start_drag_over_pile(app, scene):
    """Hold the third card of the bottom hand over the right-hand hand (pile 3)."""
    m = app.metrics
    hand, other = scene.model.piles[1], scene.model.piles[3]
    start = strip(scene.sprites[hand.cards[2]], m)
    end = m.pt(other.x + 30, other.y + 50)
    press(app, start)
    move_to(app, start, end)
    assert scene.drag.dnd.dragging and scene.drag.dnd.targets
    return end


# ------------------------------------------------------------------ actions during a drag

def test_gather_during_a_drag_cancels_it_and_the_release_is_harmless(app):
    scene = dealt(app)
    deck = table_cards(scene.model)
    end = start_drag_over_pile(app, scene)
    key(app, pygame.K_g)
    # the drag is over: no outlines of piles gathered away
    assert not scene.drag.dnd.dragging and scene.drag.dnd.grab is None and scene.drag.dnd.targets == []
    release(app, end)  # used to end the app with KeyError: 'no pile 3'
    assert len(scene.model.piles) == 1 and table_cards(scene.model) == deck
    # every sprite is where the model says its card is
    stock = scene.model.piles[0]
    assert all(scene.sprites[u].pos == stock.card_pos(i) for i, u in enumerate(stock.cards))


ACTIONS = {
    "shuffle": lambda app, sc: key(app, pygame.K_s),
    "deal": lambda app, sc: key(app, pygame.K_d),
    "flip": lambda app, sc: key(app, pygame.K_f),
    "flip pile": lambda app, sc: key(app, pygame.K_f, pygame.KMOD_LSHIFT),
    "fan": lambda app, sc: key(app, pygame.K_SPACE),
    "gather": lambda app, sc: key(app, pygame.K_g),
    "undo": lambda app, sc: key(app, pygame.K_z, pygame.KMOD_LCTRL),
    "decks": lambda app, sc: sc.toggle_decks(),
    "jokers": lambda app, sc: sc.toggle_jokers(),
    "right-click": lambda app, sc: press(app, app.metrics.pt(640, 600), button=3),
}


@pytest.mark.parametrize("action", sorted(ACTIONS))
def test_every_action_during_a_drag_cancels_the_drag_first(app, action):
    scene = dealt(app)
    scene.model.move([scene.model.piles[2].cards[0]], (300.0, 250.0))  # something to undo
    scene.sync(animate=False)
    deck = table_cards(scene.model)
    end = start_drag_over_pile(app, scene)
    ACTIONS[action](app, scene)
    if isinstance(app.scenes.top, ConfirmDialog):  # Decks and Jokers ask first on a used table
        app.scenes.top.yes()
    assert not scene.drag.dnd.dragging and scene.drag.dnd.grab is None and scene.drag.dnd.targets == []
    release(app, end)
    assert app.scenes.top is scene
    if action not in ("decks", "jokers"):
        assert table_cards(scene.model) == deck
    ids = {p.id for p in scene.model.piles}
    assert all(t.id == "table" or t.id[1] in ids for t in scene.drag.dnd.targets)


def test_a_press_without_a_drag_then_gather_then_release(app):
    """A pile's grip pressed (no motion yet), G, release: the stale grab must not be clicked."""
    scene = dealt(app)
    m = app.metrics
    hand = scene.model.piles[2]
    gx, gy, gw, gh = scene.grip_rect(hand)
    pos = m.pt(gx + gw / 2, gy + gh / 2)
    press(app, pos)
    key(app, pygame.K_g)
    release(app, pos)
    assert len(scene.model.piles) == 1 and scene.model.count() == 52


# ------------------------------------------------------------------ a fresh shuffle

def test_a_new_sandbox_is_shuffled_afresh_but_a_given_seed_repeats(app):
    orders = {tuple(SandboxScene(app).model.piles[0].cards) for _ in range(3)}
    assert len(orders) == 3  # three tables, three shuffles (never the same 52! order twice)
    a, b = SandboxScene(app, seed=7), SandboxScene(app, seed=7)
    assert a.model.piles[0].cards == b.model.piles[0].cards
    d1, d2 = SandboxScene.demo(app, "dealt", 3), SandboxScene.demo(app, "dealt", 3)
    assert layout(d1.model) == layout(d2.model)


# ------------------------------------------------------------------ reorder a fanned hand

def test_dragging_a_card_along_its_own_fan_reorders_the_hand(app):
    scene = dealt(app)
    m = app.metrics
    hand = scene.model.piles[1]
    assert hand.fanned
    before = list(hand.cards)
    n_piles = len(scene.model.piles)
    uid = before[1]
    start = strip(scene.sprites[uid], m)
    # the pointer over the strip of the fifth card
    target = strip(scene.sprites[before[4]], m)
    drag(scene, start, (target[0] + 2, target[1] + 20))
    assert len(scene.model.piles) == n_piles
    assert hand.cards == before[:1] + before[2:5] + [uid] + before[5:]
    assert scene.sprites[uid].pos == hand.card_pos(4)
    # and back to the front
    drag(scene, strip(scene.sprites[uid], m), m.pt(hand.x + 4, hand.y + 20))
    assert hand.cards[0] == uid and len(hand.cards) == 7 and len(scene.model.piles) == n_piles


def test_dropping_the_top_card_back_on_its_squared_pile_changes_nothing(app):
    scene = SandboxScene(app, seed=2)
    app.scenes.push(scene)
    m = app.metrics
    stock = scene.model.piles[0]
    before = layout(scene.model)
    start = scene.sprites[stock.cards[-1]].rect(m).center
    drag(scene, start, (start[0] + 20, start[1] + 15))
    assert layout(scene.model) == before and scene.model.fresh


# ------------------------------------------------------------------ Hands and Cards both ways

def test_hands_and_cards_step_down_and_up_by_mouse(app):
    scene = SandboxScene(app, seed=1)
    app.scenes.push(scene)
    m = app.metrics
    assert (scene.hands, scene.per_hand) == (4, 5)
    click(scene, scene.b_hands_dn.rect(m).center)
    click(scene, scene.b_cards_dn.rect(m).center)
    assert (scene.hands, scene.per_hand) == (3, 4)
    click(scene, scene.b_hands_up.rect(m).center)
    click(scene, scene.b_hands_up.rect(m).center)
    click(scene, scene.b_cards_up.rect(m).center)
    assert (scene.hands, scene.per_hand) == (5, 5)
    # the middle button: left click up, right click or Shift+click down
    click(scene, scene.b_hands.rect(m).center)
    assert scene.hands == 6
    click(scene, scene.b_hands.rect(m).center, button=3)
    assert scene.hands == 5
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    try:
        click(scene, scene.b_cards.rect(m).center)
    finally:
        pygame.key.set_mods(0)
    assert scene.per_hand == 4
    assert "5" in scene.b_hands.label and "4" in scene.b_cards.label
    # the ends wrap round
    scene.hands, scene.per_hand = 1, 1
    click(scene, scene.b_hands_dn.rect(m).center)
    click(scene, scene.b_cards_dn.rect(m).center)
    assert (scene.hands, scene.per_hand) == (8, 13)


# ------------------------------------------------------------------ ask before wiping

def test_decks_on_a_fresh_table_lays_a_new_one_without_asking(app):
    scene = SandboxScene(app, seed=1)
    app.scenes.push(scene)
    scene.toggle_decks()
    assert app.scenes.top is scene and scene.model.decks == 2 and scene.model.count() == 104


def test_decks_and_jokers_on_a_used_table_ask_first(app):
    scene = dealt(app)
    before = layout(scene.model)
    scene.toggle_decks()
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog) and "2 decks" in dialog.question
    key(app, pygame.K_ESCAPE)  # No
    assert app.scenes.top is scene and layout(scene.model) == before and scene.model.decks == 1
    scene.toggle_jokers()
    assert isinstance(app.scenes.top, ConfirmDialog) and "jokers" in app.scenes.top.question
    key(app, pygame.K_RETURN)  # Yes
    assert app.scenes.top is scene and scene.model.jokers and scene.model.count() == 54
    assert scene.model.fresh


def test_esc_asks_before_leaving_a_used_table_only(app):
    scene = dealt(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, ConfirmDialog) and "Leave the sandbox" in app.scenes.top.question
    key(app, pygame.K_ESCAPE)  # No: still at the table
    assert app.scenes.top is scene
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN)  # Yes: gone
    assert scene not in app.scenes.stack

    fresh = SandboxScene(app, seed=4)
    app.scenes.push(fresh)
    key(app, pygame.K_ESCAPE)
    assert fresh not in app.scenes.stack  # nothing to lose: no question


# ------------------------------------------------------------------ flip a whole pile

def test_shift_f_and_the_button_turn_a_whole_pile_over(app):
    scene = dealt(app)
    m = app.metrics
    hand = scene.model.piles[1]
    before = list(hand.cards)
    faces = [scene.model.face_up[u] for u in before]
    # the pointer over the hand, then Shift+F
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=strip(scene.sprites[before[3]], m),
                                    rel=(0, 0), buttons=(0, 0, 0)))
    key(app, pygame.K_f, pygame.KMOD_LSHIFT)
    assert hand.cards == before[::-1]
    assert [scene.model.face_up[u] for u in hand.cards] == [not f for f in faces[::-1]]
    assert len(scene.model.piles) == 5
    # the Flip pile button on a clicked card's pile turns it back
    click(scene, strip(scene.sprites[before[3]], m))
    click(scene, scene.b_flip_pile.rect(m).center)
    assert hand.cards == before and [scene.model.face_up[u] for u in before] == faces


# ------------------------------------------------------------------ undo and redo

def test_ctrl_z_and_the_undo_button_undo_moves_ctrl_y_redoes(app):
    scene = dealt(app)
    m = app.metrics
    before = layout(scene.model)
    hand, other = scene.model.piles[1], scene.model.piles[3]
    uid = hand.cards[2]
    drag(scene, strip(scene.sprites[uid], m), m.pt(other.x + 30, other.y + 50))
    moved = layout(scene.model)
    assert moved != before
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert layout(scene.model) == before
    assert scene.sprites[uid].pos == scene.model.piles[1].card_pos(2)
    key(app, pygame.K_y, pygame.KMOD_LCTRL)
    assert layout(scene.model) == moved
    click(scene, scene.b_undo.rect(m).center)
    assert layout(scene.model) == before
    key(app, pygame.K_z, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
    assert layout(scene.model) == moved
    assert not scene.b_redo.enabled and scene.b_undo.enabled  # nothing left to redo: greyed
    click(scene, scene.b_redo.rect(m).center)
    key(app, pygame.K_y, pygame.KMOD_LCTRL)  # the key says so
    assert layout(scene.model) == moved and scene.toast.kind == "error"
    # undo also takes back a deal and a gather
    scene.gather()
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert layout(scene.model) == moved


# ------------------------------------------------------------------ found by the random test

def test_a_press_while_a_drag_is_on_ends_that_drag(app):
    """The release was lost (let go outside the window): the next press starts afresh."""
    scene = dealt(app)
    m = app.metrics
    before = layout(scene.model)
    start_drag_over_pile(app, scene)
    press(app, m.pt(900, 250))  # open table, no card
    assert not scene.drag.dnd.dragging and scene.drag.dnd.targets == [] and not scene.layer.moving
    release(app, m.pt(900, 250))
    assert layout(scene.model) == before
    for p in scene.model.piles:
        assert all(scene.sprites[u].pos == p.card_pos(i) for i, u in enumerate(p.cards))


def settle(scene):
    for _ in range(20):
        scene.update(0.25)


def test_a_card_picked_up_while_moving_or_turning_still_reaches_its_place(app):
    app.settings.animation = "normal"
    scene = SandboxScene(app, seed=3)
    app.scenes.push(scene)
    m = app.metrics
    scene.deal()
    scene.update(0.15)  # cards in flight, the bottom hand turning face up
    flying = [t.target for t in scene.tweens.items if t.attr == "pos"]
    assert flying
    pos = scene.layer.sprite_at(flying[-1].rect(m).center, m).rect(m).center
    press(app, pos)
    move_to(app, pos, m.pt(640, 20))  # onto the toolbar: refused, back it goes
    release(app, m.pt(640, 20))
    settle(scene)
    for p in scene.model.piles:
        for i, u in enumerate(p.cards):
            sp = scene.sprites[u]
            assert sp.pos == p.card_pos(i)
            assert sp.flip == (1.0 if scene.model.face_up[u] else 0.0)


def test_a_card_back_where_it_stands_loses_its_old_move(app):
    """Moved away and straight back before it left: it stays where the model has it."""
    app.settings.animation = "normal"
    scene = dealt(app)
    hand = scene.model.piles[1]
    uid = hand.cards[-1]
    scene.model.move([uid], (900.0, 300.0))
    scene.sync(stagger=True)  # a move on its way
    scene.undo()  # and straight back, before it left
    settle(scene)
    hand = scene.model.piles[1]  # (undo lays new Pile objects)
    assert hand.cards[-1] == uid
    assert scene.sprites[uid].pos == hand.card_pos(len(hand.cards) - 1)
