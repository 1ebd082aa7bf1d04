"""Learn Tile Poker: the lesson (app.scenes.tutorial) in a game already under way.

A row and a column can meet at a new tile only round a hole that the 2x2 rule keeps empty, so
the lesson starts where the board has such holes: deal 15 with 28 moves made by two greedy
computer players (the lesson's ``opening``: 17 tiles down). The player's J♣ then goes on the
corner of a hole, pairing J♠ in its row and J♥ in its column (2 + 2 points); then Draw (6♦),
Swap (2♥, which scores nowhere, for 8♦) and, with a full hand, Blind place (K♣, beside 4♣:
a high card, 2 points). The opponent (greedy) draws twice and places 4♣ between. The deal was
found by a seed search over greedy games for a best placement that scores a row and a column
at once (tests/ui/test_tutorials.py checks what the lesson says of it).
"""

from __future__ import annotations

from app.i18n import N_
from app.rules.cards import Card
from app.rules.tile_poker import BlindPlace, Draw, Place, PlaceBlindTile, Swap
from app.scenes.tutorial import Lesson, Step

import pygame

_OPENING = ("P QH 1 0", "P QS 1 -1", "D", "D", "P 4S -1 0", "P 7C -1 1", "P 9D -2 1", "P TC -2 2", "P 9S -2 3",
            "P TH -2 4", "P 4H -1 -1", "P JS -2 -1", "D", "P JH -3 1", "D", "D", "P AD -1 3", "D", "D",
            "P JD -3 4", "P AC -3 0", "D", "D", "P QD 1 1", "D", "D", "D", "P KS -3 5")


def _move(text: str):
    parts = text.split()
    if parts[0] == "D":
        return Draw()
    return Place(Card.parse(parts[1]), int(parts[2]), int(parts[3]))


OPENING = tuple(_move(t) for t in _OPENING)

STEPS = (
    # TRANSLATORS: a lesson's words; {opp} is the computer player's name
    Step(N_("Welcome to Tile Poker. This game is under way: you and {opp} have laid tiles around A♠. "
            "Each tile you place scores the poker hand of its row and of its column: the unbroken run "
            "of 2 to 5 tiles through it."), points=("cell:0,0",)),
    Step(N_("A tile must touch another by a side, and may never complete a 2 by 2 block. So this cell "
            "stays empty for good, and a row and a column can only meet round a hole like it."),
         points=("cell:-2,0",)),
    # TRANSLATORS: a lesson's words; {a}, {b}, {c} are cards (like 9♥)
    Step(N_("Drag {a} to the lit cell left of {b}, at the corner of that hole: its row pairs {b}, and "
            "its column, down through A♣, pairs {c}. Two lines at once: 2 + 2 points."),
         points=("tile:JC", "cell:-3,-1"), move=Place(Card.parse("JC"), -3, -1),
         # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
         why=N_("Put {a} on the lit cell at the corner of the hole: it scores its row and its column."),
         cards={"a": "JC", "b": "JS", "c": "JH"}),
    Step(N_("Both lines scored: 4 points. A tile scores in a line only when it is part of the hand: "
            "one of a pair's two tiles, or the highest tile of a high card."), points=("cell:-3,-1",)),
    Step(N_("Your hand may hold 7 tiles, and you hold 6. Press Draw (or D) to take the pool's top tile."),
         points=("draw",), move=Draw(), why=N_("Press Draw now: your hand has room for one more tile.")),
    # TRANSLATORS: a lesson's words; {a} is a card (like 9♥), {opp} the computer player's name
    Step(N_("You drew {a}. Both hands are open: {opp} sees yours and you see theirs, so watch what "
            "they could score."), points=("tile:6D",), cards={"a": "6D"}),
    # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
    Step(N_("{a} scores nothing anywhere on this board. Press Swap (or S), then click {a}: it goes back "
            "into the pool and you take the pool's top tile. You have three swaps a game."),
         points=("swap", "tile:2H"), move=Swap(Card.parse("2H")),
         # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
         why=N_("Swap {a} now: press Swap, then click it."), cards={"a": "2H"}),
    # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
    Step(N_("Your hand is full again, so Draw is not offered. Blind place (or B) still is: it turns up "
            "the pool's top tile, and you must place it at once. Press Blind place."),
         points=("blind",), move=BlindPlace(), why=N_("Press Blind place now.")),
    # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
    Step(N_("It is {a}. Drag it to the lit cell right of {b}: {a} is the higher of the two, a high "
            "card, 2 points."), points=("pending", "cell:0,-2"), move=PlaceBlindTile(0, -2),
         # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
         why=N_("Put {a} right of {b}: there it is the line's highest tile."), cards={"a": "KC", "b": "4C"}),
    Step(N_("That is Tile Poker: place, draw, swap or blind place each turn. Look for tiles that pair "
            "or set up both lines. The game ends when every tile is down or both players pass in turn; "
            "the most points wins. Play a real game now?")),
)

_BUTTON_KEYS = {"draw": pygame.K_d, "blind": pygame.K_b, "swap": pygame.K_s}


class TilePokerLesson(Lesson):
    game_id = "tile_poker"
    seed = 15
    options = {}
    computers = (("Basil", "greedy"),)
    steps = STEPS

    def opening(self, table) -> None:
        for move in OPENING:
            table._step(table.game.to_move(table._state), move)
        table._refresh_view()

    def replay(self, table, move) -> None:
        """The move, then the computer's answer (Back replays the deal to a step)."""
        table.play(move)
        for _k in range(200):
            if table.view.to_move != 1 or table.over:
                return
            if table.thinking is not None:
                table.finish_thinking_now()
            table.update(0.25)

    def words(self, table) -> dict[str, str]:
        return {"opp": table.seat_name(1)}

    def progress(self, table) -> int:
        return len(table.moves) - len(OPENING) - table.movers[len(OPENING):].count(1)

    def ready(self, table, index: int) -> bool:
        return table.thinking is None and table.view.to_move == 0 and not table.over

    def rect_of(self, table, place: str):
        v = table.view
        if place == "board":
            return table.geo.viewport
        if place.startswith("cell:"):
            x, y = (int(n) for n in place[5:].split(","))
            return table.tile_rect((x, y)) if table.camera.cell_visible((x, y)) else None
        if place.startswith("tile:"):
            card = Card.parse(place[5:])
            hand = v.hands[table.you]
            return table.hand_rect(table.you, hand.index(card)) if card in hand else None
        if place == "pending":
            return table.geo.pending_rect if v.pending is not None else None
        if place in _BUTTON_KEYS:
            b = next((b for b in table.buttons.buttons if b.key == _BUTTON_KEYS[place]), None)
            return b.lrect if b is not None else None
        return None

    def keep_clear(self, table, step: Step) -> list:
        """The player's hand."""
        v = table.view
        return [table.hand_rect(table.you, i) for i in range(len(v.hands[table.you]))]


LESSON = TilePokerLesson()
