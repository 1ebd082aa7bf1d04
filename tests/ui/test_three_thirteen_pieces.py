"""What the Three Thirteen table added to the shared pieces of app/ui, on their own: a fan
shown in groups (melds), a click that selects instead of playing, and bubbles at places of
the table's choosing."""

import pygame
import pytest

from app.rules.cards import cards
from app.ui.hand import FanDrag, HandFan
from app.ui.movedrag import Choice
from app.ui.seats import SeatInfo, SeatRing
from app.ui.cards import CardLayer, CardSprite, Grab
from app.ui.engine import Metrics
from app.ui.tween import Tweens


def test_a_fan_arranged_in_groups_shows_them_apart_until_it_changes():
    fan = HandFan("h")
    fan.sync(cards("9H 7H 8H KS KD KC 2C"))
    fan.arrange([cards("7H 8H 9H"), cards("KS KD KC"), cards("2C")])
    assert [c.text for c in fan.order] == ["7H", "8H", "9H", "KS", "KD", "KC", "2C"]
    assert fan.mode == "groups" and fan.groups == [3, 3, 1]
    rects = fan.place((0, 0, 1000, 140), 90, 126)
    steps = [b[0] - a[0] for a, b in zip(rects, rects[1:])]
    assert steps[2] > steps[1] + 10 and steps[5] > steps[4] + 10 and steps[0] == pytest.approx(steps[3])  # gaps at 3, 6
    assert rects[-1][0] + 90 <= 1000 + 1e-6 and rects[0][0] >= 0
    narrow = fan.place((0, 0, 300, 140), 90, 126)  # squeezed: still inside, groups still apart
    assert narrow[-1][0] + 90 <= 300 + 1e-6 and narrow[3][0] - narrow[2][0] > narrow[1][0] - narrow[0][0]
    fan.sync(cards("9H 7H 8H KS KD KC 2C"))  # the same cards: the groups stay
    assert fan.groups == [3, 3, 1]
    fan.sync(cards("9H 7H 8H KS KD KC 2C 5D"))  # a card drawn: the groups no longer hold
    assert fan.groups == [] and fan.order[-1].text == "5D" and fan.order[:7] == list(cards("7H 8H 9H KS KD KC 2C"))
    fan.arrange([cards("7H 8H 9H 5D"), cards("KS KD KC 2C")])
    fan.sort("rank")
    assert fan.groups == [] and fan.mode == "rank"
    fan.arrange([cards("7H 8H 9H 5D KS KD KC 2C")])
    assert fan.move(0, 3) and fan.groups == [] and fan.mode == "own"
    with pytest.raises(ValueError):
        fan.arrange([cards("7H 8H")])  # not the hand's cards


class _Table:
    def __init__(self, choices, fan_starts):
        self._choices = choices
        self.fan_starts = fan_starts
        self.played = []
        self.refused = []

    def choices(self):
        return self._choices

    def target_rect(self, end):
        return (500, 300, 90, 126)

    def play_choice(self, c):
        self.played.append(c)

    def refuse_reason(self, start, lpos):
        return "no"

    def lift(self, start):
        return []

    def in_fan(self, start):
        return start in self.fan_starts

    def fan_drop(self, start, lpos):
        return False

    def click_refused(self, start):
        self.refused.append(start)


def test_a_click_on_a_fan_card_selects_it_when_clicks_do_not_play():
    card = Choice(("hand", 0), "discard", "discard it")
    pile = Choice(("stock", 0), ("hand", 0), "draw")
    table = _Table([card, pile], {("hand", 0)})
    drag = FanDrag(CardLayer(), table, Tweens(0.0))
    drag.click_plays = False
    drag.click(Grab([CardSprite(None)], data=("hand", 0)))
    assert table.played == [] and drag.selected == ("hand", 0)  # selected, not discarded
    drag.selected = None
    drag.click(Grab([CardSprite(None)], data=("stock", 0)))
    assert table.played == [pile]  # a pile still plays on a click
    drag.click_plays = True
    drag.click(Grab([CardSprite(None)], data=("hand", 0)))
    assert table.played == [pile, card]


def test_bubbles_at_the_tables_places_or_none(app):
    ring = SeatRing(3, 0)
    ring.bubble_at = {0: None, 1: (300.0, 200.0, "midleft")}
    infos = [SeatInfo(n) for n in ("A", "B", "C")]
    surf = pygame.Surface((1280, 720))
    m = Metrics(1280, 720)
    assert ring.draw_bubble(surf, m, 0, "takes 7\u2665", infos[0]) is None  # nowhere for the bottom seat
    r = ring.draw_bubble(surf, m, 1, "takes 7\u2665", infos[1])
    assert r.midleft == (300, 200)
    r2 = ring.draw_bubble(surf, m, 2, "takes 7\u2665", infos[2])  # by default beside its plate
    plate = ring.plate_rect(m, 2, infos[2])
    assert r2 is not None and not r2.colliderect(plate)
