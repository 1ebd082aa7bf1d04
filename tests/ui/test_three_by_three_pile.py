"""The Pile widget (app.ui.pile): depth, hit area, hover count, slot and drop target."""

import pygame

from app.rules.cards import Card
from app.ui.pile import Pile


def test_depth_grows_with_the_count_up_to_its_limit():
    p = Pile((100, 50, 80, 112), step=3.0, max_layers=4)
    assert p.layers == 0
    p.count = 1
    assert p.layers == 0  # one card: nothing under its top
    p.count = 3
    assert p.layers == 2
    p.count = 40
    assert p.layers == 4
    assert p.bounds() == (100.0, 50.0, 80.0, 112.0 + 4 * 3.0)


def test_hit_area_hover_and_label():
    p = Pile((100, 50, 80, 112), step=2.0, max_layers=5)
    p.count = 2
    assert p.contains((140, 100)) and p.contains((140, 170)) and not p.contains((90, 100))
    assert p.set_hover((140, 100)) is True and p.hover
    assert p.set_hover((141, 101)) is False
    assert p.set_hover(None) is True and not p.hover
    assert p.text() == "2 cards"
    p.count = 1
    assert p.text() == "1 card"
    p.label = "1 face down"
    assert p.text() == "1 face down"


def test_slot_and_target_follow_the_pile():
    p = Pile((10, 20, 80, 112))
    card = Card.parse("QS")
    s = p.slot("stock", 3, card, True, z=7)
    assert (s.container, s.index, s.card, s.face_up, s.rect, s.z) == ("stock", 3, card, True, p.rect, 7)
    t = p.target("discard", payload="move")
    assert t.id == "discard" and t.payload == "move" and t.lrect == p.bounds()


def test_draws_the_slot_or_the_edges_and_the_count(app):
    surface = pygame.Surface((1280, 720))
    m = app.metrics
    p = Pile((100, 100, 80, 112), step=4.0, max_layers=6)
    surface.fill((0, 0, 0))
    p.draw(surface, m, app.art)  # empty: the place only
    assert surface.get_at(m.pt(140, 156))[:3] != (0, 0, 0)
    assert surface.get_at(m.pt(140, 216 + 4))[:3] == (0, 0, 0)
    p.count = 5
    p.under_face_up = True
    surface.fill((0, 0, 0))
    p.draw(surface, m, app.art)  # the edges of four cards show below the top's rect
    assert surface.get_at(m.pt(140, 212 + 4 * 4 - 2))[:3] != (0, 0, 0)
    assert surface.get_at(m.pt(140, 212 + 4 * 4 + 3))[:3] == (0, 0, 0)
    before = surface.copy()
    p.draw_count(surface, m)  # not hovered: nothing
    assert surface.get_at(m.pt(140, 200)) == before.get_at(m.pt(140, 200))
    p.draw_count(surface, m, always=True)
    assert any(surface.get_at(m.pt(x, 200)) != before.get_at(m.pt(x, 200)) for x in range(110, 170, 4))
