"""Learn Jammat: the lesson (app.scenes.tutorial) on one fixed deal against one computer.

Deal 20900 (one deal, the default options) gives the player 7♦ 8♠ K♦ / K♠ 9♥ 9♦ / 8♦ 6♦ 9♣:
one swap makes a trail of 9s in the middle row, one more a pure sequence 8-7-6 of diamonds
in the bottom row; with those two alone the computer (normal) would take five of the eight
positions, and one swap in the top row (K♠ and 8♠) mends two weak lines (a pair of 8s down
the left column, 9-8-7 on the diagonal) and wins all eight: why the order of lines matters.
The deal was found by a seed search over deals with a trail and a pure sequence each one
swap away (tests/ui/test_tutorials.py checks what the lesson says of it).

Arranging is local to the Jammat table (swaps are not rules moves), so the lesson's moves are
``Swap`` (two cells) and ``Confirm`` (the Arrange move of the grid as it is): the lesson's
table asks the gate before a swap as the frame does before a rules move.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.i18n import N_
from app.rules import jammat as J
from app.rules.game import check_move
from app.scenes.jammat import JammatTable
from app.scenes.tutorial import Lesson, Step, union


@dataclass(frozen=True)
class Swap:
    """Swap the cards of two cells (0-8, row by row)."""

    a: int
    b: int

    def key(self) -> tuple[int, int]:
        return (min(self.a, self.b), max(self.a, self.b))


@dataclass(frozen=True)
class Confirm:
    """Confirm the grid as it is (the rules' Arrange move)."""


class JammatLessonTable:
    """The Jammat table's part of the lesson's table: a swap asks the gate first."""

    def swap(self, i: int, j: int) -> None:
        if i == j or self.phase != "arrange":
            return
        why = self.move_gate(Swap(i, j))
        if why:
            self.drag.selected = None
            self.sync_layout(duration=0.2)  # the card dragged goes back
            self.refused(why)
            return
        JammatTable.swap(self, i, j)


CONFIRM_STEP = 10  # the step that confirms the grid (the ones after it read the reveal)

STEPS = (
    # TRANSLATORS: a lesson's words; {opp} is the computer player's name
    Step(N_("Welcome to Jammat. Your nine cards lie in a 3 by 3 grid. Each row, each column and both "
            "diagonals is a line of three cards: eight lines in all. {opp} arranges a grid too, at the "
            "same time."), points=("grid",)),
    # TRANSLATORS: a lesson's words; {a}, {b}, {c} are cards (like 9♥)
    Step(N_("The strongest line is a trail: three cards of one rank. You hold three 9s: {a} and {b} in "
            "the middle row, and {c} in the bottom-right corner."), points=("cell:4", "cell:5", "cell:8"),
         cards={"a": "9H", "b": "9D", "c": "9C"}),
    # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
    Step(N_("Drag {a} onto {b}, at the left of the middle row (or click one, then the other): the two "
            "cards swap, and the middle row becomes a trail of 9s."), points=("cell:8", "cell:3"),
         # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
         move=Swap(3, 8), why=N_("Swap {a} and {b} first: that makes your trail."), cards={"a": "9C", "b": "KS"}),
    # TRANSLATORS: a lesson's words; {a}, {b}, {c} are cards (like 9♥)
    Step(N_("Next comes the pure sequence: three ranks in a row, all of one suit. {a} and {b} are on the "
            "bottom row; {c}, top left, would finish 8-7-6 of diamonds."), points=("cell:6", "cell:7", "cell:0"),
         cards={"a": "8D", "b": "6D", "c": "7D"}),
    # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
    Step(N_("Swap {a} (top left) with {b} (bottom right): the bottom row becomes a pure sequence."),
         points=("cell:0", "cell:8"), move=Swap(0, 8),
         # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
         why=N_("Swap {a} and {b} now: that makes the pure sequence."), cards={"a": "7D", "b": "KS"}),
    # TRANSLATORS: a lesson's words; {opp} is the computer player's name
    Step(N_("The panel lists your eight lines, strongest first. {opp}'s lines are sorted the same way, "
            "then they meet in that order: your best against {opp}'s best (position 1), your second "
            "against the second, down to position 8."), points=("lines",)),
    Step(N_("So the order matters. A trail wins position 1 at most: the other seven positions are "
            "decided by your weaker lines, and four of yours are only high cards. Whoever wins more "
            "positions takes the deal."), points=("lines",)),
    # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
    Step(N_("One swap mends two of them: swap {a} and {b} in the top row. The left column becomes a pair "
            "of 8s and the diagonal 8-9-7 a sequence, and the top row keeps its pair of Kings."),
         points=("cell:0", "cell:1"), move=Swap(0, 1),
         # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
         why=N_("Swap {a} and {b} in the top row: it makes two weak lines strong."), cards={"a": "KS", "b": "8S"}),
    # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
    Step(N_("Every card plays in more than one line: the centre card ({a}) is in four, each corner in "
            "three, each edge card in two. That is why a middle card belongs in the middle."),
         points=("cell:4",), cards={"a": "9H"}),
    Step(N_("Your lines are set. A real game lets you swap as long as you like; Suggest (S) shows the "
            "computer's best grid if you want a second opinion."), points=("grid",)),
    Step(N_("Press Confirm (or C) to lock your grid. Nobody sees anyone's cards until every grid is "
            "confirmed."), points=("confirm",), move=Confirm(), why=N_("Press Confirm to show the grids.")),
    # TRANSLATORS: a lesson's words; {opp} is the computer player's name
    Step(N_("The grids are compared one position at a time. Gold with a check: a position you win; red "
            "with a cross: one {opp} wins; blue with an equals sign: a tie, nobody wins it."),
         points=("positions",)),
    # TRANSLATORS: a lesson's words; {opp} is the computer player's name
    Step(N_("You win all eight positions: the trail and the pure sequence took the first two, the lines "
            "you mended took the rest. Without that third swap {opp} would have won five positions, and "
            "the deal."), points=("positions",)),
    Step(N_("That is Jammat: make your best lines, then make every line count, because they meet in "
            "order. A match is several deals; whoever takes the most deals wins it. Play a real game "
            "now?")),
)


class JammatLesson(Lesson):
    game_id = "jammat"
    seed = 20900
    options = {"deals": 1}
    computers = (("Basil", "normal"),)
    steps = STEPS
    table_mixin = JammatLessonTable

    def words(self, table) -> dict[str, str]:
        return {"opp": table.seat_name(1)}

    def same(self, taught, tried) -> bool:
        if isinstance(taught, Swap):
            return isinstance(tried, Swap) and taught.key() == tried.key()
        return isinstance(taught, Confirm) and isinstance(tried, J.Arrange)

    def progress(self, table) -> int:
        return len(table.undo_stack) + table.movers.count(0)  # the swaps, then the player's grid

    def replay(self, table, move) -> None:
        if isinstance(move, Swap):
            table.swap(move.a, move.b)
        else:
            table.confirm()

    def problem(self, table, move) -> str | None:
        if table.phase != "arrange":
            return "the grid is not being arranged"
        if isinstance(move, Swap):
            cells = range(len(table.arrangement))
            if move.a == move.b or move.a not in cells or move.b not in cells:
                return "a swap takes two different cells of the grid"
            cards = list(table.arrangement)
            cards[move.a], cards[move.b] = cards[move.b], cards[move.a]
            return check_move(table.game, table.full_state(), J.Arrange(tuple(cards)))
        return check_move(table.game, table.full_state(), J.Arrange(tuple(table.arrangement)))

    def ready(self, table, index: int) -> bool:
        return index <= CONFIRM_STEP or (table.phase == "reveal" and table.reveal_done())

    def rect_of(self, table, place: str):
        geo = table.geo
        if place.startswith("cell:") and table.phase == "arrange":
            return table.cell_rect(int(place[5:]))
        if place == "grid" and table.phase == "arrange":
            return union([table.cell_rect(i) for i in range(len(table.arrangement))])
        if place == "lines" and table.phase == "arrange":
            return geo.panel
        if place == "confirm":
            b = next((b for b in table.buttons.buttons if b.on_click == table.confirm), None)
            return b.lrect if b is not None else None
        if place == "positions" and table.phase == "reveal" and table.deal_result is not None:
            n = len(table.deal_result.positions)
            return union([table.position_box(i) for i in range(n)])
        return None

    def keep_clear(self, table, step: Step) -> list:
        if table.phase == "arrange" and any(p.startswith("cell:") for p in step.points):
            return [table.cell_rect(i) for i in range(len(table.arrangement))]
        if table.phase == "reveal":  # the grids compared
            return [(x, y - 28, 3 * cw + 2 * gap, 3 * ch + 2 * gap + 54)
                    for _s, x, y, cw, ch, gap in table.geo.reveal_layout(len(table.seats), table.reveal_page)]
        return []


LESSON = JammatLesson()
