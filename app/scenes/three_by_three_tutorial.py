"""Learn Three By Three: the lesson (app.scenes.tutorial) on round 1 of one fixed deal.

Deal 1096 opens with K♥ top left, a joker top right, 5♣ and 4♣ at the bottom: only the
bottom edge can be played, and the joker's free play can wait. The bottom edge turns up 9♥,
which on the bottom-right corner matches K♥ across the diagonal (the centre opens); the
centre turns up 10♥, which on the bottom-left corner matches K♥ down the left side (the left
edge opens); the left edge turns up 6♦ and nothing matches any more: the joker's free play,
kept until then, takes the top edge's card, and the round ends by itself. Edge, centre and
joker plays, and a free play held for last. The deal was found by a seed search over first
rounds with one joker showing from the start (tests/ui/test_tutorials.py checks what the
lesson says of it).
"""

from __future__ import annotations

from app.i18n import N_
from app.rules.three_by_three import PILE_INDEX, Centre, Edge, Joker, Place
from app.scenes.tutorial import Lesson, Step

STEPS = (
    Step(N_("Three By Three is a patience. Of its nine piles, the four corners are face up; the four "
            "edges and the centre are face down. Over six rounds, turn face-down cards up: the fewer "
            "left face down at the end, the better."), points=("T", "L", "C", "R", "B")),
    # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
    Step(N_("An edge can be turned up when the two corners at its ends show the same suit. {a} and {b} "
            "are both clubs, so the bottom edge can be played."), points=("B", "BL", "BR"),
         cards={"a": "5C", "b": "4C"}),
    Step(N_("The joker top right matches nothing, but it gives a free play: it can take any face-down "
            "card, whenever you like. Keep it for last and make the plays the suits allow first: they "
            "may not last."), points=("TR",)),
    Step(N_("Click the bottom edge to turn its top card face up."), points=("B",), move=Edge("B"),
         why=N_("Turn up the bottom edge first: its corners are both clubs. Keep the joker's free play for "
                "last.")),
    # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
    Step(N_("It is {a}: it goes on one of the bottom corners. On the bottom right it matches {b} across "
            "the diagonal, and that opens the centre. Click the bottom-right corner (or drag the card "
            "there)."), points=("BR", "TL"), move=Place("BR"),
         # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
         why=N_("Put {a} on the bottom-right corner: with {b} top left, the diagonal then matches."),
         cards={"a": "9H", "b": "KH"}),
    # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
    Step(N_("The centre can be turned up when a diagonal's two corners show the same suit: {a} and {b} "
            "now do. Click the centre."), points=("C", "TL", "BR"), move=Centre(),
         # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
         why=N_("Turn up the centre now: the diagonal {a} and {b} matches."), cards={"a": "KH", "b": "9H"}),
    # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
    Step(N_("It is {a}. A centre card may go on any corner. On the bottom left it matches {b} above it, "
            "and the left edge opens. Put it there."), points=("BL", "TL"), move=Place("BL"),
         # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
         why=N_("Put {a} on the bottom-left corner: it opens the left edge."), cards={"a": "TH", "b": "KH"}),
    Step(N_("Turn up the left edge: its corners are both hearts."), points=("L",), move=Edge("L"),
         why=N_("Turn up the left edge now: its corners are both hearts.")),
    # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
    Step(N_("It is {a}. No suit will match after it, whichever corner it takes: put it on the top-left "
            "corner."), points=("TL",), move=Place("TL"),
         # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
         why=N_("Put {a} on the top-left corner for this lesson."), cards={"a": "6D"}),
    Step(N_("No two corners match now, so no suit play is left. This is when the free play you kept "
            "pays: the joker can take any face-down card."), points=("TR",)),
    Step(N_("Drag the top edge's card onto the joker (or click the joker, then the top edge)."),
         points=("T", "TR"), move=Joker("TR", "T"), why=N_("Use the joker's free play on the top edge's card.")),
    Step(N_("No play was left, so round 1 ended and round 2 was dealt: a new card on every pile. The "
            "right edge's card you could not reach is buried one deeper. Plays may be made in any order: "
            "look for the one that opens the next."), points=("R",)),
    Step(N_("That is Three By Three: edge plays, centre plays, and a joker's free play kept for last. "
            "After six rounds, the face-down cards left are your score; none left is a win. Hint shows "
            "the computer's choice when you are stuck. Play a real game now?")),
)


class ThreeByThreeLesson(Lesson):
    game_id = "three_by_three"
    seed = 1096
    options = {}
    computers = ()
    steps = STEPS

    def replay(self, table, move) -> None:
        table.play(move)

    def rect_of(self, table, place: str):
        if place not in PILE_INDEX or not table.table_visible:
            return None
        return table.pile_rect(PILE_INDEX[place])

    def keep_clear(self, table, step: Step) -> list:
        out = [table.pile_rect(i) for i in range(9)]
        if table.view.pending is not None:
            out += [s.rect for s in table.layout() if s.container == "pending"]
        return out


LESSON = ThreeByThreeLesson()
