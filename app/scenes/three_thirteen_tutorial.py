"""Learn Three Thirteen: the lesson (app.scenes.tutorial) on the first round of deal 5210, the
player against one computer (easy), 3s wild.

The player speaks first with 7♦ 7♠ 6♠: two of a set (the 7s) and two of a run (6♠ 7♠) in
three cards, with Q♥ on the discard pile, which helps neither. The stock gives 8♣, which melds
with nothing: it is discarded, and the computer takes it and discards 10♠. The stock then
gives 3♣, the round's wild card: with it 6♠ 7♠ make a run and 7♦ 7♠ a set, and the player
goes out with the run, 7♦ discarded. The computer takes 7♦ for its last turn but melds
nothing: 7♥, 7♦ and 8♣ score 22 against it, and the lesson reads the round's end. The deal
was found by a seed search over two-player first rounds where the player is dealt a pair and
a suited neighbour, draws a card that melds with nothing, then draws a 3 and can go out two
ways (tests/ui/test_tutorials.py checks what the lesson says of it).

Every move of the lesson is the player's (the stock dragged or clicked, or D; a card dragged
to the discard pile; Go out, or G, then the card to discard); the computer's moves between
them come from the seed, so the deal goes the same way each time.
"""

from __future__ import annotations

from app.i18n import N_, _
from app.rules import three_thirteen as TT
from app.rules.cards import Card
from app.scenes.tutorial import Step, TurnLesson, union

STEPS = (
    Step(N_("Welcome to Three Thirteen: eleven rounds of rummy. In round 1 everyone holds 3 cards, one "
            "more each round up to 13. Your aim each round is to make all your cards into melds; the "
            "cards you cannot meld count against you."), points=("hand",)),
    # TRANSLATORS: a lesson's words; {a}, {b}, {c} are cards (like 9♥)
    Step(N_("There are two kinds of meld. A set: three or more cards of one rank; {a} and {b} are two of "
            "one. A run: three or more cards in a row in one suit; {c} and {b} are two of one."),
         points=("card:7D", "card:7S", "card:6S"), cards={"a": "7D", "b": "7S", "c": "6S"}),
    # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
    Step(N_("Each turn you draw one card, then discard one. {a} on the discard pile helps neither meld: "
            "draw from the stock instead. Drag its top card to your hand, click it, or press D."),
         points=("stock",), move=TT.DrawStock(),
         # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
         why=N_("Draw from the stock: {a} melds with none of your cards."), cards={"a": "QH"}),
    # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
    Step(N_("You drew {a}: it melds with nothing you hold. Discard it: drag it onto the discard pile."),
         points=("card:8C", "discard"), move=TT.Discard(Card.parse("8C")),
         # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
         why=N_("Discard {a}: keep your two 7s and {b}, they can still become a set or a run."),
         cards={"a": "8C", "b": "6S"}),
    # TRANSLATORS: a lesson's words; {opp} is the computer player's name; {a}, {b} are cards (like 9♥)
    Step(N_("{opp} took your {a} from the discard pile and discarded {b}. The pile is open to all: what "
            "you throw away may help the next player."), points=("discard",), cards={"a": "8C", "b": "TS"}),
    # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
    Step(N_("Your turn again. {a} does not help you either: draw from the stock."), points=("stock",),
         move=TT.DrawStock(),
         # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
         why=N_("Draw from the stock: {a} melds with none of your cards."), cards={"a": "TS"}),
    # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
    Step(N_("You drew {a}. In round 1 every 3 is wild: it stands for any card you need. The wild rank "
            "rises each round, shown in the panel: 4s in round 2, up to kings in round 11."),
         points=("card:3C", "info"), cards={"a": "3C"}),
    # TRANSLATORS: a lesson's words; {a}, {b}, {c}, {d} are cards (like 9♥)
    Step(N_("With {a}, your {b} {c} make a run, and your two 7s a set. Go out with the run: press Go out "
            "(or G), then drag {d} onto the discard pile. The last card is always discarded."),
         points=("bar", "card:7D"), move=TT.GoOut(Card.parse("7D")),
         # TRANSLATORS: a lesson's words; {d} is a card (like 9♥)
         why=N_("Go out with the run: press Go out, then drag {d} onto the discard pile."),
         cards={"a": "3C", "b": "6S", "c": "7S", "d": "7D"}),
    # TRANSLATORS: a lesson's words; {opp} is the computer player's name; {a}, {b}, {c} are cards (like 9♥)
    Step(N_("You went out: every card melded, 0 points. {opp} had one last turn and took {b}, but could "
            "not meld: {a}, {b} and {c} count their values against {opp}, 22 points."),
         points=("reveal:1",), cards={"a": "7H", "b": "7D", "c": "8C"}),
    Step(N_("That is Three Thirteen: draw, discard, make sets and runs, use the round's wild card, and go "
            "out when every card melds. After eleven rounds the lowest total wins. Play a real game now?")),
)


class ThreeThirteenLessonTable:
    """The lesson's table: the round's end is where it stops (no next round)."""

    def next_round(self) -> None:
        self.refused(_("Not in the lesson: the coach shows each move."))


class ThreeThirteenLesson(TurnLesson):
    game_id = "three_thirteen"
    seed = 5210
    options = {}
    computers = (("Mira", "easy"),)
    steps = STEPS
    table_mixin = ThreeThirteenLessonTable

    def words(self, table) -> dict[str, str]:
        return {"opp": table.seat_name(1)}

    def ready(self, table, index: int) -> bool:
        """Every step is read at the player's turn, the last two at the round's end."""
        if table.thinking is not None or table.tweens.busy or table.flying is not None:
            return False
        if table.reveal is not None:
            return True
        return bool(table.legal) and table.view.turn == 0 and table.view.went_out is None

    def rect_of(self, table, place: str):
        me = ("hand", table.viewer)
        if place == "hand":
            return union([s.rect for s in table.layout() if s.container == me])
        if place.startswith("card:"):
            card = Card.parse(place[5:])
            return next((s.rect for s in table.layout() if s.container == me and s.card == card), None)
        if place in ("stock", "discard"):
            return table.g.place_rect(place) if table.reveal is None else None
        if place == "bar":
            rects = [b.lrect for b in table.bar.buttons]
            return union(rects) if rects else None
        if place == "info":
            return table.g.info
        if place.startswith("reveal:"):  # a seat's cards at the round's end
            seat = ("reveal", int(place[7:]))
            return union([s.rect for s in table.layout() if s.container == seat]) if table.reveal is not None else None
        return None

    def keep_clear(self, table, step: Step) -> list:
        """The player's hand, the piles, the decision bar with its hint and the hand's
        penalty under it, and the table's buttons beside the hand."""
        out = [r for r in (self.rect_of(table, p) for p in ("hand", "stock", "discard", "bar")) if r is not None]
        hand = self.rect_of(table, "hand")
        if table.reveal is None and hand is not None:
            x, y, w, h = table.g.bar
            top = y - 44
            out.append((x, top, w, max(h, hand[1] - top)))
            bar = set(map(id, table.bar.buttons))
            side = [b.lrect for b in table.buttons.buttons if id(b) not in bar and b.lrect[1] >= top]
            if side:
                out.append(union(side))
        return out


LESSON = ThreeThirteenLesson()
