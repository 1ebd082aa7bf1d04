"""The frame's pieces on their own: the animator keys sprites by place (identical cards of
two decks never swap places), and the drag controller plays only choices, flies back with
the reason otherwise, and offers the same choices to clicks and keys."""

import pygame

from app.rules.cards import Card
from app.ui.animator import Animator, Slot
from app.ui.cards import CardLayer
from app.ui.movedrag import Choice, MoveDrag
from app.ui.tween import Tweens
from tests.ui.conftest import click, drag

QS = Card.parse("QS")
H2 = Card.parse("2H")


def hand(container, cards, y):
    return [Slot(container, i, c, True, (100 + 60 * i, y, 50, 70), i) for i, c in enumerate(cards)]


def test_identical_cards_of_two_decks_keep_their_own_sprites():
    layer, tweens = CardLayer(), Tweens(1.0)
    anim = Animator(layer, tweens)
    anim.sync(hand("north", [QS, H2], 10) + hand("south", [H2, QS], 300), animate=False)
    north_qs, south_qs = anim.sprites[("north", 0)], anim.sprites[("south", 1)]
    south_h2 = anim.sprites[("south", 0)]
    # north plays its QS to the discard; south's identical QS stays where it is
    after = hand("north", [H2], 10) + hand("south", [H2, QS], 300) + [Slot("discard", 0, QS, True, (500, 150, 50, 70))]
    anim.sync(after, moved=[("north", "discard")])
    tweens.finish_all()
    assert anim.sprites[("discard", 0)] is north_qs and north_qs.pos == (500, 150)
    assert anim.sprites[("south", 1)] is south_qs and south_qs.pos == (160, 300)
    assert anim.sprites[("south", 0)] is south_h2
    assert len(layer.sprites) == 4


def test_a_drawn_card_turns_over_on_its_way_and_gone_cards_leave():
    layer, tweens = CardLayer(), Tweens(1.0)
    anim = Animator(layer, tweens)
    stock = [Slot("stock", i, None, False, (10, 10, 50, 70), i) for i in range(3)]
    anim.sync(stock, animate=False)
    top = anim.sprites[("stock", 2)]
    anim.sync(stock[:2] + [Slot("hand", 0, QS, True, (300, 400, 50, 70))], moved=[("stock", "hand")])
    assert anim.sprites[("hand", 0)] is top and top.card == QS
    tweens.update(0.01)
    assert top.flip < 1.0  # still turning
    tweens.finish_all()
    assert top.flip == 1.0 and top.pos == (300, 400)
    # a new card comes from the origin; a card that is gone goes to the sink and away
    anim.sync([Slot("hand", 0, QS, True, (300, 400, 50, 70)), Slot("hand", 1, H2, True, (360, 400, 50, 70))],
              origin=(10, 10, 50, 70), sink=(640, 0, 0, 0))
    new = anim.sprites[("hand", 1)]
    assert new.pos == (10, 10)
    tweens.finish_all()
    assert new.pos == (360, 400) and len(layer.sprites) == 2


def test_the_step_that_ends_the_last_tween_asks_for_a_frame():
    # a trick gathered to its winner: the cards fly to the sink and are taken off the layer
    # by the step that ends their tween; that step must still be drawn, else the last frame
    # drawn (a card at the sink) stays on the screen of a table that has nothing else to draw
    layer, tweens = CardLayer(), Tweens(1.0)
    anim = Animator(layer, tweens)
    anim.sync([Slot("trick", 0, QS, True, (300, 300, 50, 70))], animate=False)
    anim.sync([], sink=(900, 300, 0, 0))
    changed = []
    while tweens.busy:
        changed.append(tweens.update(0.05))
    assert layer.sprites == [] and changed and all(changed)
    assert tweens.update(0.05) is False  # nothing animating: nothing to draw


class FakeTable:
    """Two cards on a table; the 'rules' let the queen go to the pile, and the two play alone."""

    def __init__(self, layer):
        self.layer = layer
        self.played = []
        self.pile = (600, 300, 80, 110)
        self._choices = [Choice(("hand", 0), "pile", "queen to pile"), Choice(("hand", 1), None, "two alone")]

    def choices(self):
        return self._choices

    def target_rect(self, end):
        return self.pile

    def play_choice(self, c):
        self.played.append(c.payload)

    def refuse_reason(self, start, lpos):
        return "Only onto the pile (rule X-1)"

    def lift(self, start):
        return []


def setup(app):
    layer, tweens = CardLayer(), Tweens(0.0)
    anim = Animator(layer, tweens)
    anim.sync(hand("hand", [QS, H2], 500), animate=False)
    table = FakeTable(layer)
    refused = []
    md = MoveDrag(layer, table, tweens, on_refused=refused.append)
    return anim, table, md, refused


def feed(app, md):
    class Scene:
        pass

    def dispatch(ev):
        md.handle(ev, app.metrics)

    s = Scene()
    s.app = type("A", (), {"dispatch": staticmethod(dispatch)})
    return s


def pt(app, rect):
    return app.metrics.pt(rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)


def test_drop_on_a_target_plays_and_elsewhere_flies_back_with_the_reason(app):
    anim, table, md, refused = setup(app)
    s = feed(app, md)
    queen = anim.sprites[("hand", 0)]
    drag(s, pt(app, queen.lrect()), pt(app, (300, 100, 10, 10)))  # open table: refused
    assert table.played == [] and refused == ["Only onto the pile (rule X-1)"] and queen.pos == (100, 500)
    drag(s, pt(app, queen.lrect()), pt(app, table.pile))
    assert table.played == ["queen to pile"]


def test_only_cards_that_start_a_choice_lift_and_clicks_use_the_same_choices(app):
    anim, table, md, refused = setup(app)
    s = feed(app, md)
    two = anim.sprites[("hand", 1)]
    click(s, pt(app, two.lrect()))  # one choice, no target: a click plays it
    assert table.played == ["two alone"]
    table._choices = table._choices[:1]
    drag(s, pt(app, two.lrect()), pt(app, table.pile))  # no choice starts at the two: nothing lifts
    assert table.played == ["two alone"] and two.pos == (160, 500)
    queen = anim.sprites[("hand", 0)]
    click(s, pt(app, queen.lrect()))  # selected: its target lights up ...
    assert md.selected == ("hand", 0)
    click(s, pt(app, table.pile))  # ... and a click on it plays
    assert table.played == ["two alone", "queen to pile"]


def test_keys_step_through_the_choices_and_enter_plays(app):
    anim, table, md, refused = setup(app)
    ev = lambda k, mod=0: pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    md.handle(ev(pygame.K_TAB), app.metrics)
    assert md.focused().payload == "queen to pile"
    md.handle(ev(pygame.K_TAB), app.metrics)
    md.handle(ev(pygame.K_TAB, pygame.KMOD_SHIFT), app.metrics)
    md.handle(ev(pygame.K_RETURN), app.metrics)
    assert table.played == ["queen to pile"]


def test_paths_move_the_very_card_a_table_followed_even_with_its_twin_beside_it():
    layer, tweens = CardLayer(), Tweens(1.0)
    anim = Animator(layer, tweens)
    anim.sync(hand("hand", [QS, H2, QS], 500), animate=False)
    first, two, last = (anim.sprites[("hand", i)] for i in range(3))
    first.pos = (600, 300)  # the first queen was dragged over the pile and let go there
    after = hand("hand", [H2, QS], 500) + [Slot("pile", 0, QS, True, (600, 300, 50, 70))]
    paths = [(("hand", 0), ("pile", 0)), (("hand", 1), ("hand", 0)), (("hand", 2), ("hand", 1))]
    anim.sync(after, moved=[("hand", "pile")], paths=paths)
    tweens.finish_all()
    # the queen let go over the pile stays there; its twin closes up the hand
    assert anim.sprites[("pile", 0)] is first and first.pos == (600, 300)
    assert anim.sprites[("hand", 0)] is two and anim.sprites[("hand", 1)] is last
    assert last.pos == (160, 500) and len(layer.sprites) == 3
    # a path whose card does not match the face shown is not followed
    anim.sync(hand("hand", [H2, QS], 500) + [Slot("pile", 0, QS, True, (600, 300, 50, 70))],
              paths=[(("hand", 0), ("pile", 0))], animate=False)
    assert anim.sprites[("hand", 0)] is two and anim.sprites[("pile", 0)] is first


class StackTable(FakeTable):
    """Both cards lift together by a handle under the hand and may go onto the pile."""

    handle = (100, 580, 110, 20)

    def __init__(self, layer, anim):
        super().__init__(layer)
        self.anim = anim
        self._choices = [Choice("stack", "pile", "stack to pile")]
        self.landings = []

    def lift(self, start):
        return [self.anim.sprites[("hand", i)] for i in range(2)]

    def play_choice(self, c):
        super().play_choice(c)
        self.landings.append(self.md.landing)


class HandleDrag(MoveDrag):
    def start_at(self, lpos, sprite, mods):
        x, y, w, h = self.table.handle
        return "stack" if x <= lpos[0] <= x + w and y <= lpos[1] <= y + h else None


def test_a_stack_lifted_by_its_handle_lands_where_it_was_let_go(app):
    layer, tweens = CardLayer(), Tweens(0.0)
    anim = Animator(layer, tweens)
    anim.sync(hand("hand", [QS, H2], 500), animate=False)
    table = StackTable(layer, anim)
    md = table.md = HandleDrag(layer, table, tweens)
    s = feed(app, md)
    drag(s, pt(app, anim.sprites[("hand", 0)].lrect()), pt(app, table.pile))  # a card: nothing lifts
    assert table.played == [] and anim.sprites[("hand", 0)].pos == (100, 500)
    m = app.metrics
    drag(s, m.pt(110, 590), m.pt(620, 330))  # the handle, 10 and 90 in from the first card
    assert table.played == ["stack to pile"] and md.landing is None
    landing = table.landings[0]
    assert landing.point == m.to_logical(m.pt(620, 330))
    assert landing.pos == (landing.point[0] - 10, landing.point[1] - 90)
    # both cards travelled together, 60 apart as in the hand
    queen, two = anim.sprites[("hand", 0)], anim.sprites[("hand", 1)]
    assert (two.pos[0] - queen.pos[0], two.pos[1] - queen.pos[1]) == (60, 0)


def test_a_card_sent_back_before_it_left_loses_the_move_and_the_turn_it_had_not_begun():
    layer, tweens = CardLayer(), Tweens(1.0)
    anim = Animator(layer, tweens)
    stock = [Slot("stock", i, QS if i else H2, False, (10, 10, 50, 70), i) for i in range(2)]
    anim.sync(stock, animate=False)
    top = anim.sprites[("stock", 1)]
    dealt = stock[:1] + [Slot("hand", 0, QS, True, (300, 400, 50, 70))]
    anim.sync(dealt, moved=[("stock", "hand")])
    assert top.pos == (10, 10) and tweens.busy  # not on its way yet
    # taken back at once, turned face up on the way: it stays, face up
    back = stock[:1] + [Slot("stock", 1, QS, True, (10, 10, 50, 70), 1)]
    anim.sync(back, moved=[("hand", "stock")])
    tweens.finish_all()
    assert top.pos == (10, 10) and top.flip == 1.0
    # sent elsewhere face down before it turned up: no turn is left to run
    anim.sync(stock, animate=False)
    anim.sync(dealt, moved=[("stock", "hand")])
    anim.sync(stock[:1] + [Slot("west", 0, QS, False, (600, 100, 50, 70))], moved=[("hand", "west")])
    tweens.finish_all()
    assert top.pos == (600, 100) and top.flip == 0.0


def test_a_stagger_follows_the_layout_and_a_table_may_keep_moving_cards_at_their_depth():
    for rise in (True, False):
        layer, tweens = CardLayer(), Tweens(1.0)
        anim = Animator(layer, tweens, rise=rise)
        anim.sync([Slot("stock", 0, QS, False, (10, 10, 50, 70), 0), Slot("hand", 0, H2, True, (300, 400, 50, 70), 1)],
                  animate=False)
        queen, two = anim.sprites[("stock", 0)], anim.sprites[("hand", 0)]
        # the queen (first in the layout) goes to the hand; the two, already there, moves up
        after = [Slot("hand", 0, QS, True, (300, 400, 50, 70), 0), Slot("hand", 1, H2, True, (360, 400, 50, 70), 1)]
        anim.sync(after, moved=[("stock", "hand")], stagger=0.5)
        assert anim.sprites[("hand", 0)] is queen and anim.sprites[("hand", 1)] is two
        assert (queen.z, two.z) == ((10_000, 10_001) if rise else (0, 1))
        tweens.update(0.2)
        assert queen.pos != (10, 10) and two.pos == (300, 400)  # the queen first, the two waits
        tweens.finish_all()
        assert (queen.z, two.z) == (0, 1) and two.pos == (360, 400)
