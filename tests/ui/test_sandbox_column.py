"""The sandbox in a tall narrow window (800x1000): the column stage, the toolbar in rows,
the table's area taking the height, readable text, and every card on the screen, also after
the window changes shape."""

import pygame
import pytest

from app.scenes import sandbox
from app.scenes.sandbox import SandboxScene
from app.scenes.sandbox_model import CARD_H, CARD_W, HAND_ANCHORS, STOCK_POS, SandboxTable
from app.ui import fonts
from tests.ui.conftest import click, drag

TALL = (800, 1000)


def _tall_scene(app, variant="dealt", seed=5):
    app.resize_window(TALL)
    scene = SandboxScene.demo(app, variant, seed=seed)
    app.scenes.push(scene)
    return scene


def _window(app):
    return pygame.Rect((0, 0), app.screen.get_size())


def _pile_rects(scene):
    m = scene.m
    return [(p, m.rect(*p.rect()).union(m.rect(*scene.grip_rect(p)))) for p in scene.model.piles]


def _off_screen_cards(scene):
    window, m = _window(scene.app), scene.m
    return [u for u, sp in scene.sprites.items() if not window.contains(sp.rect(m))]


def _grip(sprite, m):
    r = sprite.rect(m)
    return (r.x + 6, r.y + 12)


@pytest.mark.parametrize("variant", ["", "dealt", "full"])
def test_tall_window_gets_the_column_stage_and_everything_inside_it(app, variant):
    scene = _tall_scene(app, variant)
    m = scene.m
    assert m.column and m.dh > m.dw
    window = _window(app)
    rects = [b.rect(m) for b in scene.bar.buttons]
    assert all(window.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert len({r.y for r in rects}) >= 2  # the toolbar wraps into rows
    toolbar_bottom = max(r.bottom for r in rects)
    for pile, r in _pile_rects(scene):
        assert window.contains(r), (pile, r)
        assert r.top >= toolbar_bottom  # the table lies below the toolbar
    assert _off_screen_cards(scene) == []


def test_dealt_hands_take_the_height_of_a_tall_window(app):
    scene = _tall_scene(app, "dealt")
    m = scene.m
    hands = [r for p, r in _pile_rects(scene) if p.fanned]
    assert len(hands) == 4
    assert min(r.top for r in hands) < m.h * 0.25 and max(r.bottom for r in hands) > m.h * 0.8


def test_text_is_at_least_12_px_in_a_tall_window(app, monkeypatch):
    scene = _tall_scene(app, "dealt")
    scene.toast.show("Shuffled 24 cards")
    sizes = []
    real = fonts.text

    def text(s, size, *args, **kwargs):
        sizes.append(size)
        return real(s, size, *args, **kwargs)

    monkeypatch.setattr(fonts, "text", text)
    app._dirty = True
    app.draw()
    assert sizes and min(sizes) >= 12


def test_drag_and_toolbar_click_work_in_a_tall_window(app):
    scene = _tall_scene(app, "dealt")
    m = scene.m
    hand, other = scene.model.piles[1], scene.model.piles[3]
    uid = hand.cards[2]
    drag(scene, _grip(scene.sprites[uid], m), m.pt(other.x + 30, other.y + 50))
    assert other.cards[-1] == uid and uid not in hand.cards
    assert scene.sprites[uid].pos == other.card_pos(len(other.cards) - 1)
    # onto the open table, low on the tall stage (below where the 16:9 stage would end)
    n = len(scene.model.piles)
    card = scene.model.piles[2].cards[-1]
    drop = m.pt(m.dw / 2, m.dh - 260)
    drag(scene, scene.sprites[card].rect(m).center, drop)
    assert len(scene.model.piles) == n + 1 and scene.model.piles[-1].cards == [card]
    assert window_contains_all(scene)
    # the toolbar: Gather all, then Hands + and Deal
    buttons = {b.label: b for b in scene.bar.buttons}
    click(scene, buttons["Gather all"].rect(m).center)
    assert len(scene.model.piles) == 1
    click(scene, scene.b_hands_up.rect(m).center)
    assert scene.hands == 5
    click(scene, buttons["Deal"].rect(m).center)
    assert len(scene.model.piles) == 6
    assert window_contains_all(scene)


def window_contains_all(scene):
    window = _window(scene.app)
    return not _off_screen_cards(scene) and all(window.contains(r) for _, r in _pile_rects(scene))


def test_resize_from_wide_to_tall_keeps_every_card_on_screen(app):
    scene = SandboxScene.demo(app, "dealt", seed=5)
    app.scenes.push(scene)
    model = scene.model
    # piles at the far right and bottom of the 16:9 stage
    model.move_pile(model.piles[0].id, 1200.0, 610.0)
    model.move([model.piles[1].cards[0]], (1190.0, 90.0))
    model.toggle_fan(model.piles[3].id)
    model.toggle_fan(model.piles[3].id)
    far = model.move(model.piles[2].cards[:3], (1000.0, 600.0))
    model.toggle_fan(far.id)
    scene.sync(animate=False)
    cards = sorted(u for p in model.piles for u in p.cards)
    app.resize_window(TALL)
    assert scene.m.column
    assert sorted(u for p in model.piles for u in p.cards) == cards
    assert window_contains_all(scene)
    for uid, sp in scene.sprites.items():  # the sprites follow the model
        pile, i = model.locate(uid)
        assert sp.pos == pile.card_pos(i)
    # an undo back to the table as laid out on the wide stage stays on the screen too
    while model.can_undo:
        scene.undo()
        assert window_contains_all(scene)
    # and back to a wide window: the 16:9 layout
    app.resize_window((1280, 720))
    assert not scene.m.column and window_contains_all(scene)
    assert {b.rect(scene.m).y for b in scene.bar.buttons} == {scene.bar.buttons[0].rect(scene.m).y}


def test_wide_window_keeps_the_16_9_layout(app):
    scene = SandboxScene.demo(app, "dealt", seed=5)
    app.scenes.push(scene)
    assert not scene.m.column
    assert [b.lrect[:2] for b in scene.bar.buttons][:3] == [(12, 10), (86, 10), (188, 10)]
    assert {b.lrect[1] for b in scene.bar.buttons} == {10}
    model = scene.model
    assert (model.left, model.top, model.right, model.bottom) == (0.0, 64.0, 1280.0, 720.0)
    assert [(p.x + (CARD_W + p.step * (len(p.cards) - 1)) / 2, p.y) for p in model.piles if p.fanned] \
        == [tuple(map(float, a)) for a in HAND_ANCHORS[:4]]


# the model's area ------------------------------------------------------------------------

def test_model_area_brings_piles_inside_and_relays_a_fresh_table():
    t = SandboxTable(seed=2)
    assert (t.piles[0].x, t.piles[0].y) == STOCK_POS
    t.set_area(8.0, 120.0, 712.0, 820.0)
    stock = t.piles[0]
    assert t.fresh and stock.x == 360 - CARD_W / 2 and 120 <= stock.y <= 820 - CARD_H
    t.set_area(0.0, 64.0, 1280.0, 720.0)
    t.move_pile(stock.id, 1180.0, 600.0)
    hand = t.move(stock.cards[:13], (900.0, 100.0))
    t.toggle_fan(hand.id)
    steps = len(t._undo)
    t.set_area(8.0, 120.0, 712.0, 820.0)
    assert len(t._undo) == steps  # the same table seen on another shape: no undo step
    for p in t.piles:
        x, y, w, h = p.rect()
        assert x + 5 >= 8 and x + w <= 717 and y + 5 >= 120 and y + h <= 820
    with pytest.raises(ValueError):
        t.set_area(8.0, 120.0, 712.0, 150.0)


def test_model_deals_every_hand_inside_a_narrow_area():
    t = SandboxTable(decks=2, seed=3)
    t.set_area(8.0, 120.0, 712.0, 820.0)
    hands = t.deal(8, 13)
    for p in hands:
        x, y, w, h = p.rect()
        assert x >= 3 and x + w <= 717 and y + 5 >= 120 and y + h <= 820
    assert not any(a.rect() == b.rect() for i, a in enumerate(hands) for b in hands[i + 1:])


def test_a_message_in_a_tall_window_stays_clear_of_the_help_lines(app):
    scene = _tall_scene(app, "")
    m = scene.m
    scene.toast.show("Click a pile first, then Fan", "error")
    box, _ = scene.toast.layout(m, scene.toast_y())
    help_top = m.pt(0, m.dh - 8 - len(scene._help) * sandbox.HELP_SIZE * 1.4)[1]
    assert len(scene._help) >= 2 and box.bottom <= help_top


def test_a_dealt_table_keeps_its_arrangement_through_a_tall_window_and_back(app):
    scene = SandboxScene.demo(app, "dealt", seed=5)
    app.scenes.push(scene)
    model = scene.model
    wide = {p.id: (p.x, p.y) for p in model.piles}
    app.resize_window(TALL)
    bottom, top, left, right = (model.pile(i) for i in (1, 2, 3, 4))
    stock = model.pile(0)
    assert left.x + left.rect()[2] <= stock.x < stock.x + CARD_W <= right.x  # side by side
    assert top.y + CARD_H < stock.y < stock.y + CARD_H < bottom.y  # top, middle, bottom
    assert window_contains_all(scene)
    app.resize_window((1280, 720))
    assert all(abs(p.x - wide[p.id][0]) < 1e-6 and abs(p.y - wide[p.id][1]) < 1e-6 for p in model.piles)


def test_model_undo_to_a_table_of_another_shape_carries_it_into_this_one():
    t = SandboxTable(seed=2)
    t.move_pile(t.piles[0].id, 1208.0, 620.0)  # the bottom-right corner of the 16:9 stage
    t.move_pile(t.piles[0].id, 0.0, 64.0)
    t.set_area(8.0, 120.0, 712.0, 820.0)
    assert t.undo()
    p = t.piles[0]
    assert (p.x, p.y) == (712.0 - CARD_W, 820.0 - CARD_H)
    assert t.redo() and (t.piles[0].x, t.piles[0].y) == (8.0, 120.0)
