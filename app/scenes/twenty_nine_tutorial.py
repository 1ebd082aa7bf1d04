"""Learn Twenty-Nine: the lesson (app.scenes.tutorial) on one fixed hand against three
computers (easy), the player at the bottom with a partner opposite.

Deal 152 (one hand: ``hands=1``) makes seat 4 the dealer, so the player speaks and leads
first, with 9♥ 8♦ 9♦ J♦: the jack and nine of diamonds, worth a bid of 20, which the others
let stand. Diamonds are chosen as the secret trump; the next four cards bring K♦ and Q♦ (the
pair). J♦ led draws 10♦ and 7♦, and the right-hand opponent, with no diamond, asks for the
trump: it is shown, J♦ wins the trick (4 points), and the pair, shown, brings the target from
20 down to 17. 9♦ led takes A♦ and the partner's A♣: 4 more, 8 of 17. The lesson ends there,
the player to lead the third trick. The deal was found by a seed search over one-hand deals
where the player wins the auction at 20, an opponent asks for the trump and the player can
show the pair (tests/ui/test_tutorials.py checks what the lesson says of it).

Every move of the lesson is the player's (the bar's buttons or keys for the bids, the trump
and the answers; a card dragged or clicked); the computers' moves between them come from the
seed, so the deal goes the same way each time. The lesson's steps are all read at the
player's turn (``ready``).
"""

from __future__ import annotations

from app.i18n import N_
from app.rules import twenty_nine as T
from app.rules.cards import Card
from app.scenes.tutorial import Step, TurnLesson, union


def _play(code: str) -> T.Play:
    return T.Play(Card.parse(code))


STEPS = (
    # TRANSLATORS: a lesson's words; {partner}, {left}, {right} are players' names
    Step(N_("Welcome to Twenty-Nine. You and {partner}, opposite, play against {left} and {right}. Each "
            "player gets four cards now and four more after the bidding. Only four ranks count: a jack 3 "
            "points, a nine 2, an ace 1 and a ten 1."), points=("hand",)),
    # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
    Step(N_("First the bidding: each bid is the points your team promises to take. You speak first. {a} "
            "and {b} are the two strongest diamonds: bid 20 with the bar's button (or type 2, 0, Enter)."),
         points=("hand", "bar"), move=T.Bid(20),
         why=N_("Bid 20 for this lesson: your jack and nine of diamonds are worth it."),
         cards={"a": "JD", "b": "9D"}),
    Step(N_("The others passed: the contract is yours. Now choose the trump in secret: it is put face down "
            "beside you, and nobody else knows the suit until someone asks for it. Choose diamonds."),
         points=("bar",), move=T.ChooseTrump("D"),
         why=N_("Choose diamonds: your strongest suit.")),
    # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
    Step(N_("Four more cards each. You now hold {a} and {b}, the king and queen of the trump: a pair, for "
            "later. First, anyone may play a single hand alone and try to take all eight tricks. Not with "
            "this hand: answer No."), points=("hand", "bar"), move=T.SingleHand(False),
         why=N_("Answer No: a single hand must take all eight tricks."), cards={"a": "KD", "b": "QD"}),
    # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
    Step(N_("Nobody doubled. You lead the first trick; the others must follow suit if they can. Lead {a}, "
            "the highest diamond: drag it to the middle or click it."), points=("card:JD",), move=_play("JD"),
         # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
         why=N_("Lead {a} for this lesson: it is the strongest card of the game."), cards={"a": "JD"}),
    # TRANSLATORS: a lesson's words; {right} is a player's name
    Step(N_("{right} had no diamond, so asked for the trump: a player who cannot follow suit may ask, and "
            "the bidder must show it. Now everyone knows diamonds are trump, and from here a trump beats "
            "every other suit."), points=("marker",)),
    # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥)
    Step(N_("Your {a} took the trick and its 4 points. Your team has won a trick since the trump was shown, "
            "and you hold its king and queen: show the pair. Your target drops from 20 to 17."),
         points=("bar",), move=T.Pair(True),
         why=N_("Show the pair: it lowers your target."), cards={"a": "JD", "b": "KD"}),
    Step(N_("The panel shows the new target: 17 points. A pair shown by your opponents would have raised it "
            "instead. A pair moves the target only for a bid of 20 or more."), points=("info",)),
    # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
    Step(N_("You lead again. Lead {a}, the second-highest trump: it is worth 2 points and draws out the "
            "opponents' last trumps."), points=("card:9D",), move=_play("9D"),
         # TRANSLATORS: a lesson's words; {a} is a card (like 9♥)
         why=N_("Lead {a} for this lesson: it draws the trumps still out."), cards={"a": "9D"}),
    # TRANSLATORS: a lesson's words; {a}, {b} are cards (like 9♥); {partner} is a player's name
    Step(N_("Count the trick: {a} 2, {b} 1, and {partner}'s ace of clubs 1, given to a trick you were sure "
            "to win. 4 more points: your team has 8 of the 17 it needs. The last trick is worth 1 more."),
         points=("info",), cards={"a": "9D", "b": "AD"}),
    Step(N_("That is Twenty-Nine: bid what your team can take, hide the trump, ask for it when you cannot "
            "follow, show a pair, and count the jacks, nines, aces and tens. Play a real game now?")),
)


class TwentyNineLesson(TurnLesson):
    game_id = "twenty_nine"
    seed = 152
    options = {"hands": 1}
    computers = (("Asha", "easy"), ("Dev", "easy"), ("Mira", "easy"))
    steps = STEPS

    def words(self, table) -> dict[str, str]:
        return {"left": table.seat_name(1), "partner": table.seat_name(2), "right": table.seat_name(3)}

    def ready(self, table, index: int) -> bool:
        """Every step is read at the player's turn, once the trick before is gathered."""
        return bool(table.legal) and table.finished is None and table.thinking is None and not table.tweens.busy

    def rect_of(self, table, place: str):
        v = table.view
        if place == "hand":
            return union([s.rect for s in table.layout() if s.container == ("hand", table.viewer)])
        if place.startswith("card:"):
            card = Card.parse(place[5:])
            return next((s.rect for s in table.layout() if s.container == ("hand", table.viewer) and s.card == card),
                        None)
        if place == "bar":
            rects = [b.lrect for b in table.bar.buttons]
            return union(rects) if rects else None
        if place == "marker":
            return table.marker_rect(v.bidder) if v.bidder is not None and v.marker != "none" else None
        if place == "info":
            return table.geo.info
        if place == "score":
            return table.geo.score
        return None

    def keep_clear(self, table, step: Step) -> list:
        out = [table.trick_area.bounds(0.0)] if table.view.trick or table.finished is not None else []
        hand = self.rect_of(table, "hand")
        if hand is not None:
            out.append(hand)
        bar = self.rect_of(table, "bar")
        if bar is not None:
            out.append(bar)
        return out


LESSON = TwentyNineLesson()
