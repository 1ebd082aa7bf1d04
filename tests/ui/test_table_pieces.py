"""The shared table pieces of app/ui on their own: hand fan, seats, trick area, decision
bar, score sheet. They know no game: these tests use plain cards and made-up moves."""

import pygame
import pytest

from app.rules.cards import Card, cards
from app.ui.animator import Animator
from app.ui.cards import CardLayer
from app.ui.decision import DecisionBar
from app.ui.hand import DIM, HandFan
from app.ui.scoresheet import ScoreSheet
from app.ui.seats import SeatInfo, SeatRing
from app.ui.trick import TrickArea
from app.ui.tween import Tweens


def test_fan_sorts_by_suit_or_rank_in_the_games_order_and_keeps_an_own_order():
    fan = HandFan("h", rank_order="78QKTA9J", suit_order="SHDC")
    fan.sync(cards("7H JS 9H AS QD"))
    assert [c.text for c in fan.order] == ["JS", "AS", "9H", "7H", "QD"]
    fan.sort("rank")
    assert [c.rank for c in fan.order] == ["J", "9", "A", "Q", "7"]
    assert fan.move(4, 0) and fan.mode == "own" and fan.order[0] == Card.parse("7H")
    fan.sync(cards("7H JS AS QD 8C"))  # 9H played, 8C dealt: the own order stays, the new card at the end
    assert [c.text for c in fan.order] == ["7H", "JS", "AS", "QD", "8C"]
    assert not fan.move(0, 0) and not fan.move(0, 9)
    with pytest.raises(ValueError):
        fan.sort("colour")


def test_fan_overlap_scales_to_the_room_and_hover_lifts():
    fan = HandFan("h")
    fan.sync(cards("AS 2S 3S 4S 5S 6S 7S 8S"))
    wide = fan.place((0, 0, 1000, 140), 90, 126)
    assert wide[1][0] - wide[0][0] == pytest.approx(90 * 0.72)  # room enough: the usual spread
    narrow = fan.place((100, 0, 300, 140), 90, 126)
    assert narrow[0][0] >= 100 and narrow[-1][0] + 90 <= 400 + 1e-6  # squeezed into the area
    fan.set_hover(2)
    slots = fan.slots((100, 0, 300, 140), 90, 126, True)
    assert slots[2].rect[1] == slots[1].rect[1] - fan.lift
    assert fan.index_at((slots[2].rect[0] + 5, slots[2].rect[1] + 3)) == 2
    assert fan.insert_index((1000, 50)) == 7 and fan.insert_index((0, 50)) == 0


def test_a_hidden_fan_is_backs_with_its_public_cards_face_up():
    fan = HandFan("h", vertical=True)
    slots = fan.slots((0, 0, 60, 300), 50, 70, False, count=5, shown=cards("KS QS"))
    assert [s.card for s in slots[2:]] == [None] * 3 and all(not s.face_up for s in slots[2:])
    assert slots[0].face_up and slots[0].card == Card.parse("KS")
    assert slots[1].rect[1] > slots[0].rect[1] and slots[1].rect[0] == slots[0].rect[0]  # a column


def test_fan_dims_the_cards_that_cannot_be_played():
    layer, tweens = CardLayer(), Tweens(0.0)
    anim = Animator(layer, tweens)
    fan = HandFan("h")
    fan.sync(cards("AS KH"))
    anim.sync(fan.slots((0, 0, 400, 140), 90, 126, True), animate=False)
    fan.dim(anim, lambda c: c.suit == "S")
    order = fan.order
    tints = {order[i]: anim.sprites[("h", i)].tint for i in range(2)}
    assert tints[Card.parse("AS")] is None and tints[Card.parse("KH")] == DIM
    fan.dim(anim, None)
    assert all(anim.sprites[("h", i)].tint is None for i in range(2))


def test_seats_sit_clockwise_from_the_bottom_with_the_partner_opposite():
    ring = SeatRing(4, bottom=2)
    assert [ring.side(s) for s in (2, 3, 0, 1)] == ["bottom", "left", "top", "right"]
    assert ring.side((2 + 2) % 4) == "top"  # the partner of the seat at the screen
    for n in range(2, 9):
        r = SeatRing(n, bottom=1)
        points = [tuple(round(v, 3) for v in r.point(s)) for s in range(n)]
        assert len(set(points)) == n and r.side(1) == "bottom"
    with pytest.raises(ValueError):
        SeatRing(9)
    ring.say(3, "17")
    ring.say(3, "Pass")
    assert ring.bubbles == {3: "Pass"}
    ring.hush()
    assert ring.bubbles == {}


def test_seats_draw_every_plate_and_bubble(app):
    ring = SeatRing(6, bottom=0)
    ring.say(1, "asks for trump")
    infos = [SeatInfo(f"P{s}", "easy" if s else "", dealer=s == 3, turn=s == 2, thinking=s == 2) for s in range(6)]
    surface = pygame.Surface((1280, 720))
    ring.draw(surface, app.metrics, infos, 0.3)
    rects = [ring.plate_rect(app.metrics, s, infos[s]) for s in range(6)]
    assert all(surface.get_rect().contains(r) for r in rects)


def test_trick_cards_lie_towards_their_seats_and_go_to_the_winner():
    ring = SeatRing(4, bottom=0, centre=(640, 300))
    area = TrickArea(ring, (640, 300), (80, 110), (70, 60))
    cx = lambda r: r[0] + r[2] / 2
    cy = lambda r: r[1] + r[3] / 2
    assert cy(area.rect(0)) > 300 and cx(area.rect(1)) < 640 and cy(area.rect(2)) < 300 and cx(area.rect(3)) > 640
    slots = area.slots([(1, Card.parse("JH")), (2, Card.parse("7H"))])
    assert [s.index for s in slots] == [1, 2] and slots[1].z > slots[0].z and all(s.face_up for s in slots)
    b = area.bounds()
    for s in range(4):
        r = area.rect(s)
        assert b[0] <= r[0] and r[0] + r[2] <= b[0] + b[2] and b[1] <= r[1] and r[1] + r[3] <= b[1] + b[3]
    assert cx(area.sink(1)) < b[0]  # gathered off to the left player's side


def test_decision_bar_keeps_every_button_in_its_place_and_plays_only_legal_moves(app):
    chosen = []
    bar = DecisionBar((100, 400, 900, 40), chosen.append)
    offered = [("bid", v) for v in range(17, 30)] + [("pass",)]
    describe = lambda mv: "Pass" if mv == ("pass",) else f"Bid {mv[1]}"
    bar.set([("bid", 20), ("bid", 21), ("pass",)], describe, offered, hint="help")
    first = {mv: b.lrect for mv, b in zip(bar.moves, bar.buttons)}
    assert bar.offered_now() == [("bid", 20), ("bid", 21), ("pass",)]
    bar.set([("bid", 25), ("pass",)], describe, offered)
    assert {mv: b.lrect for mv, b in zip(bar.moves, bar.buttons)} == first  # nothing jumped
    for b in bar.buttons:  # a click on a disabled button does nothing
        b.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=b.rect(app.metrics).center), app.metrics)
        b.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=b.rect(app.metrics).center), app.metrics)
    assert chosen == [("bid", 25), ("pass",)]
    assert bar.button_for(("bid", 25)).label == "Bid 25"


def test_score_sheet_follows_new_rows_and_scrolls_back(app):
    sheet = ScoreSheet((0, 0, 300, 22 * 6 + 10), [("#", 40, "center"), ("Score", 100, "right")])
    rows = [[str(k), str(k * 10)] for k in range(1, 21)]
    sheet.set_rows(rows[:3], ["", "30"])
    assert sheet.top == 0
    sheet.set_rows(rows, ["", "200"])
    shown = sheet.visible_rows
    assert sheet.top == 20 - shown  # the last row in view
    sheet.scroll(-100)
    assert sheet.top == 0 and not sheet.follow
    sheet.set_rows(rows + [["21", "210"]], ["", "210"])
    assert sheet.top == 0  # scrolled back: stays there
    surface = pygame.Surface((1280, 720))
    sheet.draw(surface, app.metrics)
