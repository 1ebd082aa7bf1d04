"""The Twenty-Nine table: four seats in two partnerships (partners opposite), the deal in
two rounds of four, the auction, the secret trump under its face-down marker (only the
bidder may peek), single hand, double and redouble, the play with "ask for trump" and the
pair, and after each hand a summary with the running score shown as the seed shows it.

The scene is thin: every decision is a move from the view's legal moves (labelled by the
rules' ``describe``), every refusal is the rules' reason, and the numbers shown (target,
stake, points, scores) are the view's. The shared pieces come from app/ui: the hand fan,
the seats, the trick area, the decision bar and the score sheet.
"""

from __future__ import annotations


import pygame

from app.rules import twenty_nine as T
from app.rules.cards import Card
from app.scenes.setup import COMPUTER_NAMES, GameSetup, SeatConfig, TableConfig
from app.scenes.table import TableBase
from app.ui import fonts, words
from app.ui.animator import Slot
from app.ui.cardart import draw_suit, suit_colour
from app.ui.decision import DecisionBar
from app.ui.hand import FanDrag, HandFan, draw_tip
from app.ui.scoresheet import ScoreSheet
from app.ui.seats import SeatInfo, SeatRing
from app.ui.trick import TrickArea
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, blit_text, draw_felt, panel

LEVELS = T.GAME.info.levels
TEAM_COLOURS = ((240, 200, 80), (120, 196, 255))
SUIT_WORD = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
SUIT_SYMBOL = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
MARKER_RANK = "2"  # the marker is a spare card (2 to 5) of the trump suit (N-2, N-10)

# the stage (logical 1280x720); relative seat 0 is the bottom, then clockwise: left, top, right
FAN_AREA = {0: (300.0, 566.0, 680.0, 134.0), 1: (20.0, 204.0, 74.0, 250.0), 2: (500.0, 10.0, 280.0, 82.0),
            3: (1186.0, 204.0, 74.0, 250.0)}
FAN_CARD = {0: (92.0, 129.0), 1: (54.0, 76.0), 2: (54.0, 76.0), 3: (54.0, 76.0)}
FAN_STEP = {0: None, 1: 24.0, 2: 26.0, 3: 24.0}
PLATES = {0: (286.0, 640.0, "midright"), 1: (18.0, 196.0, "bottomleft"), 2: (796.0, 40.0, "midleft"),
          3: (1262.0, 196.0, "bottomright")}
MARKER_AT = {0: (928.0, 576.0), 1: (104.0, 290.0), 2: (428.0, 12.0), 3: (1118.0, 290.0)}
MARKER_SIZE = (58.0, 81.0)
TRICK_CENTRE = (640.0, 296.0)
INFO = (12.0, 10.0, 372.0, 132.0)
SCORE = (906.0, 10.0, 362.0, 132.0)
SUMMARY = (250.0, 104.0, 780.0, 444.0)


class TwentyNineSetup(GameSetup):
    def __init__(self, app):
        super().__init__(app, "twenty_nine", lambda cfg: TwentyNineTable(app, cfg), LEVELS,
                         resume=lambda data: TwentyNineTable.resume(app, data),
                         notes="Partners sit opposite: seats 1 and 3 against seats 2 and 4.")

    @classmethod
    def demo(cls, app, variant: str, seed: int):
        """Screens for --screenshot: "" setup, "auction", "trump", "trick", "reveal", "pair",
        "summary"."""
        if not variant:
            return cls(app)
        if variant not in ("auction", "trump", "trick", "reveal", "pair", "summary"):
            raise ValueError(f"no twenty_nine screen {variant!r}; try auction, trump, trick, reveal, pair, summary")
        seats = [SeatConfig(app.settings.player_name, "human")]
        seats += [SeatConfig(COMPUTER_NAMES[i], "computer", "easy") for i in range(1, 4)]
        opts = T.GAME.info.resolve_options({})
        for k in range(400):  # a deal near the seed that reaches the promised moment
            moves = demo_moves(seed + k, opts, variant)
            if moves is not None:
                table = TwentyNineTable.resume(app, {
                    "game": "twenty_nine", "seats": [vars(s) for s in seats], "options": opts,
                    "seed": seed + k, "moves": [mv.to_json() for mv in moves]})
                table._demo = variant
                table.saving = False  # a demo writes nothing to the player's saves, statistics or replays
                return table
        raise ValueError(f"no deal near seed {seed} reaches the {variant} screen")


def demo_moves(seed: int, opts, variant: str) -> list | None:
    """Moves from the start of a game (seed) to the named moment with seat 0 (the human of
    a screenshot) to decide, made by simple choices; None if this deal does not get there."""
    game = T.GAME
    state = game.new_game(seed, 4, opts)
    moves: list = []
    for _ in range(400):
        seat = game.to_move(state)
        if seat is None:
            return None
        legal = game.legal_moves(state)
        v = game.view(state, 0)
        phase = v.phase
        if seat == 0:
            reached = {
                "auction": phase == T.AUCTION and len(v.bids) >= 2,
                "trump": phase == T.TRUMP,
                "pair": phase == T.PAIR,
                "trick": (phase == T.PLAYING and len(v.trick) >= 2 and not v.trump_revealed and v.bidder != 0
                          and 2 <= sum(type(mv) is T.Play for mv in legal) < len(v.hand)),
                "reveal": (phase == T.PLAYING and v.trump_revealed and len(v.trick) >= 1
                           and v.revealed_in_trick == len(v.tricks) and v.bidder not in (None, 0)),
                "summary": phase == T.PLAYING and len(v.tricks) == 7 and v.declarer is None and len(v.trick) == 3,
            }[variant]
            if reached:
                return moves
        move = _demo_choice(seat, legal, v, variant)
        state = game.apply(state, move)
        moves.append(move)
    return None


def _demo_choice(seat: int, legal, v, variant: str):
    if T.Pair(True) in legal:
        return T.Pair(True)
    if any(type(mv) is T.SingleHand for mv in legal):
        return T.SingleHand(False)
    if any(type(mv) in (T.Double, T.Redouble) for mv in legal):
        return legal[-1]
    if variant in ("reveal", "pair") and T.AskTrump() in legal:
        return T.AskTrump()
    if any(type(mv) is T.Bid for mv in legal):
        bidder = 0 if variant == "trump" else 1
        if seat == bidder or (variant == "auction" and seat in (1, 3) and len(v.bids) < 2):
            if variant == "pair" and T.Bid(21) in legal:
                return T.Bid(21)  # a pair changes the target only from a bid of 20
            return legal[0]
        return T.Pass()
    plays = [mv for mv in legal if type(mv) is T.Play]
    return plays[0] if plays else legal[0]


class TwentyNineTable(TableBase):
    game_id = "twenty_nine"
    think_seconds = 0.7
    watch_pause = 3.0
    trick_pause = 0.9  # seconds a finished trick stays in the middle (x animation speed)

    def __init__(self, app, config: TableConfig, autoplay: bool = False):
        super().__init__(app, config, autoplay)
        self.drag = FanDrag(self.layer, self, self.tweens, on_refused=self.refused)
        self.fans = {s: HandFan(("hand", s), T.POWER, T.SUITS, vertical=False) for s in range(4)}
        bottom = self.humans[0] if self.humans else 0
        self.ring = SeatRing(4, bottom, centre=TRICK_CENTRE, radius=(580.0, 300.0), plates=PLATES)
        self.trick_area = TrickArea(self.ring, TRICK_CENTRE, (84.0, 118.0), (82.0, 70.0))
        self.bar = DecisionBar((150.0, 470.0, 980.0, 46.0), self.choose)
        self.bar.hint_width = 1000.0
        self.sheet = ScoreSheet((SUMMARY[0] + 20, SUMMARY[1] + 212, SUMMARY[2] - 40, 166.0),
                                [("Hand", 52, "center"), ("Bidder", 150, "left"), ("Bid", 50, "center"),
                                 ("Target", 62, "center"), ("Made", 56, "center"), ("Result", 150, "left"),
                                 (self.team_name(0), 100, "center"), (self.team_name(1), 100, "center")])
        self.peeking = False
        self.show_last = False
        self.finished: tuple | None = None  # (cards of a finished trick, its winner) while it is shown
        self.summary = None  # the HandResult shown after a hand
        self.final = False  # the match is over and its result is shown
        self.banner = ""
        self.banner_left = 0.0
        self.pointer = (0.0, 0.0)
        self._resync = False
        self._pause = 0.0
        self._demo = ""
        self._build_buttons()

    # ================================================================= names and seats
    def team_name(self, t: int) -> str:
        return f"{self.seat_name(t)} & {self.seat_name(t + 2)}"

    @property
    def names(self) -> list[str]:
        return [self.seat_name(s) for s in range(4)]

    @property
    def bottom(self) -> int:
        return self.ring.bottom

    def rel(self, seat: int) -> int:
        return self.ring.rel(seat)

    def dealer_rect(self) -> tuple[float, float, float, float]:
        return self.trick_area.sink(self.view.dealer)

    # ================================================================= flow (frame hooks)
    def start(self) -> None:
        if len(self.humans) == 1:
            # one human: their cards are theirs to see from the first deal, whoever speaks first
            self.viewer = self.last_human = self.humans[0]
            self._refresh_view()
        ui, self.resume_ui = self.resume_ui, {}
        if self.view.results and ui.get("summary") == len(self.view.results):
            self.summary = self.view.results[-1]  # the result that was on screen when the game was left
            self.final = self.over
            self.hold = "summary"
        self._deal_key = self.deal_key(self.view)
        self.sync_layout(animate=False)
        if self.summary is None:
            self.deal_in()
            self.announce_redeal(self.view.redeals)
        self._build_buttons()
        self.advance()

    def deal_key(self, v) -> tuple:
        return (v.hand_no, len(v.redeals))

    def deal_in(self) -> None:
        """The first round of a deal (four cards each) flies out from the dealer."""
        self.animator.clear()
        self.sync_layout(origin=self.dealer_rect(), stagger=0.035)
        if not self.autoplay:
            self.app.sounds.play("deal")

    def pass_note(self, seat: int) -> str:
        v = self.view
        what = {T.AUCTION: "bid or pass", T.TRUMP: "choose trump", T.SINGLE: "decide on a single hand",
                T.DOUBLE: "double or not", T.REDOUBLE: "redouble or not", T.PLAYING: "play",
                T.PAIR: "show the pair or not"}.get(v.phase, "play")
        return f"Hand {v.hand_no + 1}: your turn to {what}."

    def on_turn(self, seat: int) -> None:
        self.peeking = False
        self.face_seat(self.ring, seat)
        self._build_buttons()

    def on_moved(self, old_view, move, seat: int) -> None:
        v = self.view
        self.bar.clear()
        self.show_last = False
        self._say(seat, move, old_view)
        hints: dict = {}
        if type(move) is T.Play:
            hints["moved"] = [(("hand", seat), "trick")]
        if len(v.results) > len(old_view.results):
            # the hand is over: the last trick in the middle, then the summary
            cards = old_view.trick + ((seat, move.card),)
            trump = old_view.trump if old_view.trump_revealed else None
            winner = cards[T.trick_winner([c for _, c in cards], trump)][0]
            self.finished = (cards, winner)
            self.summary = v.results[-1]
            self.final = self.over
            self.hold = "summary"
            self._deal_key = self.deal_key(v)
            self.sync_layout(**hints)
            self._pause_then(self._gather)
            self._build_buttons()
            self.app.sounds.play("win" if self._viewer_team_made() else "place")
            return
        if len(v.tricks) > len(old_view.tricks):
            ld, cards, winner, pts = v.tricks[-1]
            self.finished = (cards, winner)
            self.sync_layout(**hints)
            self._pause_then(self._gather)
            self._build_buttons()
            self.app.sounds.play("place")
            return
        key = self.deal_key(v)
        if key != self._deal_key:  # a redeal (R1 to R5, or all passed)
            new = v.redeals[len(old_view.redeals):] if key[0] == self._deal_key[0] else v.redeals
            self._deal_key = key
            self.announce_redeal(new)
            self.animator.sync([], animate=not self.autoplay, sink=self.dealer_rect())
            self.sync_layout(origin=self.dealer_rect(), stagger=0.035)
        elif old_view.cards_to_come and not v.cards_to_come:  # deal 2: four more each
            self.sync_layout(origin=self.dealer_rect(), stagger=0.035)
            self.app.sounds.play("deal")
        else:
            self.sync_layout(**hints)
        if type(move) is T.AskTrump:
            self.app.sounds.play("flip")
        elif type(move) is T.Play:
            self.app.sounds.play("place")
        self._build_buttons()

    def announce_redeal(self, reasons) -> None:
        if not reasons:
            return
        text = "; ".join(words.redeal_line(r, self.names) for r in reasons)
        self.banner = f"Redeal: {text}"
        self.banner_left = 6.0

    def _say(self, seat: int, move, old_view) -> None:
        t = type(move)
        text = ""
        if t is T.Bid:
            text = str(move.value)
        elif t is T.Pass:
            text = "Pass"
        elif t is T.ChooseTrump:
            text = "Trump chosen"  # in secret: never which
        elif t is T.SingleHand:
            text = "Single hand!" if move.accept else "No single hand"
        elif t is T.Double:
            text = "Double!" if move.accept else "No double"
        elif t is T.Redouble:
            text = "Redouble!" if move.accept else "No redouble"
        elif t is T.AskTrump:
            text = "Reveals trump" if seat == old_view.bidder else "Asks for trump"
        elif t is T.Pair and move.declare:
            text = "Shows the pair!"
        if t is T.Play:
            self.ring.hush(seat)
            if not old_view.trick:  # a new trick: last trick's words are old news
                for s in range(4):
                    if self.ring.bubbles.get(s) not in ("Asks for trump", "Reveals trump"):
                        self.ring.hush(s)
            return
        if t is T.Bid and old_view.phase == T.AUCTION and not old_view.bids:
            self.ring.hush()
        if text:
            self.ring.say(seat, text)

    def _viewer_team_made(self) -> bool:
        r = self.summary
        if r is None or self.viewer is None:
            return False
        return (r.bidder & 1) == (self.viewer & 1) and r.made

    def _pause_then(self, fn) -> None:
        """Keep a finished trick in the middle for a moment (the frame waits for it)."""
        self._pause = 0.0
        self.tweens.add(self, "_pause", 1.0, self.trick_pause, on_done=fn)

    def _gather(self) -> None:
        if self.finished is None:
            return
        winner = self.finished[1]
        self.finished = None
        self.sync_layout(sink=self.trick_area.sink(winner))
        self._build_buttons()

    def continue_play(self) -> None:
        was_summary = self.summary is not None
        self.summary = None
        self.finished = None
        if was_summary and not self.over:
            self.ring.hush()
            self.deal_in()
            self.announce_redeal(self.view.redeals)
        self._build_buttons()
        super().continue_play()
        self._build_buttons()
        if not self.autoplay:
            self.autosave()  # the summary is no longer on screen

    def next_hand(self) -> None:
        if self.summary is not None:
            self.continue_play()

    def on_game_over(self) -> None:
        self.final = True
        if self.summary is None and self.view.results:
            self.summary = self.view.results[-1]
            self.finished = None
        self.hold = None
        self._build_buttons()
        self.app.sounds.play("win")

    def on_jump(self) -> None:
        self.summary = None
        self.finished = None
        self.final = False
        self.ring.hush()
        self._deal_key = self.deal_key(self.view)
        super().on_jump()
        self.sync_layout(animate=False)
        self._build_buttons()

    def ui_state(self) -> dict:
        if self.summary is not None:
            return {"summary": len(self.view.results)}
        return {}

    def save_summary(self) -> str:
        v = self.view
        return (f"hand {v.hand_no + 1}: {self.team_name(0)} {v.s[0]}/{v.g[0]}, "
                f"{self.team_name(1)} {v.s[1]}/{v.g[1]}")

    def to_menu(self) -> None:
        self.ask_leave()

    def choose(self, move) -> None:
        """A decision bar button."""
        self.drag.cancel()
        self.play(move)

    # ================================================================= layout
    def fan_area(self, seat: int):
        r = self.rel(seat)
        return FAN_AREA[r], FAN_CARD[r], FAN_STEP[r]

    def marker_rect(self, seat: int) -> tuple[float, float, float, float]:
        x, y = MARKER_AT[self.rel(seat)]
        return (x, y, *MARKER_SIZE)

    def emblems(self, view) -> set:
        """The fives of red and black that count the game points (spares: none of the 32 in
        play), and the trump marker (a spare of the trump suit) once the rules tell the seat
        the trump."""
        spares = {Card("5", "D"), Card("5", "C")}
        return spares | {Card(MARKER_RANK, view.trump)} if view.trump else spares

    def marker_card(self) -> Card | None:
        """The marker's face when it may be shown to the seat at the screen now: after the
        reveal to everyone, before it only to the bidder while peeking."""
        v = self.view
        if v.marker == "none" or v.trump is None:
            return None
        if v.trump_revealed:
            return Card(MARKER_RANK, v.trump)
        if self.peeking and self.viewer is not None and self.viewer == v.bidder:
            return Card(MARKER_RANK, v.trump)
        return None

    def layout(self) -> list[Slot]:
        v = self.view
        slots: list[Slot] = []
        if self.summary is None:
            first = v.first
            for k in range(4):
                seat = (first + k) % 4
                fan = self.fans[seat]
                fan.vertical = self.rel(seat) in (1, 3)
                area, (cw, ch), step = self.fan_area(seat)
                if seat == self.viewer:
                    fan.sync(v.hand)
                    slots += fan.slots(area, cw, ch, True, z0=100 * (k + 1), max_step=step)
                else:
                    fan.hover = None
                    shown = v.pair_cards if v.pair == seat else ()  # a shown pair is public
                    slots += fan.slots(area, cw, ch, False, count=v.hand_counts[seat], z0=100 * (k + 1),
                                       shown=shown, max_step=step)
            if v.marker != "none" and v.bidder is not None:
                card = self.marker_card()
                slots.append(Slot("marker", 0, card, card is not None, self.marker_rect(v.bidder), 50))
        played = self.finished[0] if self.finished is not None else v.trick
        slots += self.trick_area.slots(played)
        return slots

    def sync_layout(self, animate: bool = True, **hints) -> None:
        super().sync_layout(animate=animate, **hints)
        self._dim()

    def _dim(self) -> None:
        if self.viewer is None:
            return
        plays = [mv for mv in self.legal if type(mv) is T.Play]
        fan = self.fans[self.viewer]
        if not plays or self.summary is not None:
            fan.dim(self.animator, None)
        else:
            ok = {mv.card for mv in plays}
            fan.dim(self.animator, lambda c: c in ok)

    # ================================================================= moves by drag and click
    def choices(self):
        if self.finished is not None or self.summary is not None:
            return []  # a finished trick or the summary is on the table: nothing to play yet
        return super().choices()

    def places_of(self, move):
        if type(move) is T.Play and self.viewer is not None:
            i = self.fans[self.viewer].index_of(move.card)
            if i is not None:
                return (("hand", self.viewer), i), "trick"
        return None

    def place_rect(self, place):
        if place == "trick":
            return self.trick_area.bounds()
        raise KeyError(place)

    def place_at(self, lpos):
        x, y, w, h = self.trick_area.bounds()
        return "trick" if x <= lpos[0] <= x + w and y <= lpos[1] <= y + h else None

    def _card_at(self, start) -> Card | None:
        if self.viewer is None or not isinstance(start, tuple) or start[0] != ("hand", self.viewer):
            return None
        order = self.fans[self.viewer].order
        return order[start[1]] if 0 <= start[1] < len(order) else None

    def move_for(self, start, end):
        card = self._card_at(start)
        return T.Play(card) if card is not None else None

    def refuse_reason(self, start, lpos) -> str:
        if not self.legal:
            return "It is not your turn to play." if self.view.phase in (T.PLAYING, T.PAIR) \
                else "It is not time to play a card yet."
        if not any(type(mv) is T.Play for mv in self.legal):
            return "Decide first: use the buttons."
        move = self.move_for(start, None)
        why = self.reason(move) if move is not None else None
        if why:
            return why[:1].upper() + why[1:] + "."
        return "Drop the card in the middle of the table to play it."

    # FanDrag's questions
    def in_fan(self, start) -> bool:
        return self._card_at(start) is not None and self.summary is None

    def fan_drop(self, start, lpos) -> bool:
        fan = self.fans[self.viewer]
        if not fan.contains(lpos):
            return False
        if fan.move(start[1], fan.insert_index(lpos)):
            self._choices = None  # the places of the cards changed
            self._resync = True
        return True

    def click_refused(self, start) -> None:
        self.refused(self.refuse_reason(start, self.pointer))

    def sort_hand(self, mode: str) -> None:
        if self.viewer is None:
            return
        self.drag.cancel()
        self.fans[self.viewer].sort(mode)
        self._choices = None
        self.sync_layout(duration=0.2)

    # ================================================================= buttons
    def _build_buttons(self) -> None:
        b = ButtonRow()
        b.add(Button("Rules", (1010, 652, 124, 44), self._rules, size=17))
        b.add(Button("Menu", (1144, 652, 124, 44), self.to_menu, size=17))
        if self.summary is not None:
            if self.final:
                cx, by = SUMMARY[0] + SUMMARY[2] / 2, SUMMARY[1] + SUMMARY[3] - 52
                turn = self.can_turn_seats
                b.add(Button("Play again", (cx - (210 if turn else 100), by, 200, 42), self.play_again, size=19,
                             key=pygame.K_RETURN))
                if turn:
                    b.add(Button(self.turn_label(), (cx + 10, by, 200, 42), self.seats_turned, size=19,
                                 tooltip="The same cards again, every player one seat on"))
            elif self.finished is None:
                b.add(Button("Next hand", (SUMMARY[0] + SUMMARY[2] / 2 - 100, SUMMARY[1] + SUMMARY[3] - 52, 200, 42),
                             self.next_hand, size=19, key=pygame.K_RETURN))
            self.bar.clear()
            self.buttons = b
            return
        if self.viewer is not None:
            b.add(Button("By suit", (1010, 560, 124, 38), lambda: self.sort_hand("suit"), size=15,
                         toggled=self.fans[self.viewer].mode == "suit"))
            b.add(Button("By rank", (1144, 560, 124, 38), lambda: self.sort_hand("rank"), size=15,
                         toggled=self.fans[self.viewer].mode == "rank"))
        b.add(Button("Last trick", (1010, 606, 258, 38), self.toggle_last, size=15,
                     enabled=bool(self.view.tricks), toggled=self.show_last, key=pygame.K_l))
        self._build_bar()
        for btn in self.bar.buttons:
            b.add(btn)
        self.buttons = b

    def toggle_last(self) -> None:
        self.show_last = not self.show_last and bool(self.view.tricks)
        self._build_buttons()

    def _rules(self) -> None:
        from app.scenes.rules_help import RulesHelp

        self.app.scenes.push(RulesHelp(self.app, "twenty_nine"))

    def _build_bar(self) -> None:
        legal = list(self.legal)
        v = self.view
        self.bar.clear()
        if not legal or self.finished is not None:
            return
        describe = self.describe
        phase = v.phase
        mid = (150.0, 470.0, 980.0, 46.0)
        if phase == T.AUCTION:
            bids = [mv.value for mv in legal if type(mv) is T.Bid]
            top = max(bids) if bids else v.high_bid
            lo = int(v.options.get("min_bid", 17))
            offered = [T.Bid(k) for k in range(lo, top + 1)] + [T.Pass()]
            self.bar.rect = mid
            high = (f"highest so far {v.high_bid} ({self.seat_name(v.high_seat)})" if v.high_seat is not None
                    else "no bid yet")
            self.bar.set(legal, describe, offered, keys={T.Pass(): pygame.K_p},
                         labels={T.Bid(k): str(k) for k in range(lo, top + 1)},
                         title=f"Your bid: {high}",
                         hint="A bid is the points your team will take with the trump you choose; "
                              "a pass leaves the auction.")
        elif phase == T.TRUMP:
            self.bar.rect = (330.0, 470.0, 620.0, 46.0)
            self.bar.set(legal, describe, list(T.TRUMPS),
                         labels={mv: f"{SUIT_SYMBOL[mv.suit]} {SUIT_WORD[mv.suit]}" for mv in T.TRUMPS},
                         title=f"You bid {v.contract}: choose trump in secret",
                         hint="The marker lies face down by you; nobody else knows trump until someone asks.")
        elif phase in (T.SINGLE, T.DOUBLE, T.REDOUBLE, T.PAIR):
            cls = {T.SINGLE: T.SingleHand, T.DOUBLE: T.Double, T.REDOUBLE: T.Redouble, T.PAIR: T.Pair}[phase]
            yes, no = cls(True), cls(False)
            hint = {
                T.SINGLE: "Single hand: you alone against both opponents, no trump; win all 8 tricks "
                          "for +3, lose one and it is -3.",
                T.DOUBLE: f"Double: the stake on the bid of {v.contract} by "
                          f"{self.seat_name(v.bidder) if v.bidder is not None else 'the bidder'} "
                          f"goes from 1 to 2 (and 4 if they redouble).",
                T.REDOUBLE: f"Redouble: the stake on your team's {v.contract} goes from 2 to 4, won or lost.",
                T.PAIR: "Show the K and Q of trump: the bidding team's target goes down "
                        "(up when the opponents show it); the stake stays.",
            }[phase]
            title = {T.SINGLE: "Play a single hand?", T.DOUBLE: "Double the contract?",
                     T.REDOUBLE: "The contract is doubled: redouble?", T.PAIR: "You hold the pair"}[phase]
            self.bar.rect = (390.0, 470.0, 500.0, 46.0)
            labels = {T.Pair(True): "Show the pair", T.Pair(False): "Keep it hidden"} if phase == T.PAIR else {}
            self.bar.set(legal, describe, [yes, no], keys={yes: pygame.K_y, no: pygame.K_n}, title=title, hint=hint,
                         labels=labels)
        elif phase == T.PLAYING:
            asks = [mv for mv in legal if type(mv) is T.AskTrump]
            if asks:
                self.bar.rect = (505.0, 470.0, 270.0, 42.0)
                who = v.to_move == v.bidder
                self.bar.set(asks, describe, asks, keys={asks[0]: pygame.K_a},
                             hint="You cannot follow suit: " + ("show your trump, or play any card." if who else
                                                               "have trump shown, or play any card."))

    # ================================================================= events
    def handle_event(self, ev) -> None:
        m = self.app.metrics
        if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = m.to_logical(ev.pos)
        if self.summary is not None and self.sheet.handle(ev, m):
            return
        super().handle_event(ev)

    def on_event(self, ev) -> None:
        m = self.app.metrics
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_t:
                self.set_peek(True)
            elif ev.key == pygame.K_s and self.viewer is not None:
                self.sort_hand("rank" if self.fans[self.viewer].mode == "suit" else "suit")
        elif ev.type == pygame.KEYUP and ev.key == pygame.K_t:
            self.set_peek(False)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            v = self.view
            if v.bidder is not None and v.marker == "face down":
                x, y, w, h = self.marker_rect(v.bidder)
                px, py = m.to_logical(ev.pos)
                if x <= px <= x + w and y <= py <= y + h:
                    self.set_peek(True)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self.set_peek(False)
        elif ev.type == pygame.MOUSEMOTION and self.viewer is not None and self.summary is None:
            fan = self.fans[self.viewer]
            idx = fan.index_at(m.to_logical(ev.pos))
            if fan.set_hover(idx):
                self.sync_layout(duration=0.1)

    def can_peek(self) -> bool:
        v = self.view
        return (self.viewer is not None and v.bidder == self.viewer and v.marker == "face down"
                and v.trump is not None and self.summary is None)

    def set_peek(self, on: bool) -> None:
        on = on and self.can_peek()
        if on != self.peeking:
            self.peeking = on
            self.sync_layout(duration=0.12)

    def update(self, dt: float) -> bool:
        if self._resync:
            self._resync = False
            self.sync_layout(duration=0.18)
            self._build_buttons()
        moving = super().update(dt)
        if self.banner_left > 0:
            self.banner_left -= dt
            if self.banner_left <= 0:
                self.layer.invalidate()
                self.app.invalidate()  # the banner goes
            moving = True
        return moving

    # ================================================================= drawing
    def draw(self, surface) -> None:
        m = self.app.metrics
        self.layer.draw(surface, m, self.app.art, self._draw_bg, self._draw_overlay, self._draw_fg)
        self.toast.draw(surface, m, y=548)

    def _draw_bg(self, surface) -> None:
        m = self.app.metrics
        draw_felt(surface)
        pygame.draw.ellipse(surface, (26, 104, 66), m.rect(470, 140, 340, 312), max(1, m.px(2)))
        self._draw_info(surface)
        self._draw_score(surface)
        v = self.view
        if v.phase == T.AUCTION and self.summary is None and not v.trick:
            self._draw_auction(surface)
        if self.banner_left > 0 and self.banner and self.summary is None:
            lines = fonts.wrap(self.banner, m.px(16), m.px(560), "bold")[:3]
            h = 16 + 22 * len(lines)
            panel(surface, m.rect(340, 148 - h / 2, 600, h), color=(70, 40, 16), border=(230, 170, 90),
                  radius=m.px(10), alpha=235)
            for k, line in enumerate(lines):
                blit_text(surface, m, line, 640, 148 - h / 2 + 8 + 22 * k, 16, TEXT, "bold", anchor="midtop")

    def _draw_info(self, surface) -> None:
        m = self.app.metrics
        v = self.view
        x, y, w, h = INFO
        panel(surface, m.rect(*INFO), radius=m.px(12))
        line = y + 10
        blit_text(surface, m, f"Twenty-Nine  \u2022  hand {v.hand_no + 1}  \u2022  dealer {self.seat_name(v.dealer)}",
                  x + 12, line, 15, GOLD, "bold")
        line += 22
        if self.summary is not None:
            blit_text(surface, m, f"Hand {self.summary.hand_no} is over", x + 12, line, 14, TEXT, "bold")
        elif v.declarer is not None:
            blit_text(surface, m, f"Single hand by {self.seat_name(v.declarer)}: must win all 8 tricks",
                      x + 12, line, 14, TEXT)
            line += 20
            blit_text(surface, m, "No trump  \u2022  stake 3", x + 12, line, 14, TEXT)
            line += 20
        elif v.bidder is not None:
            text = f"Bid {v.contract} by {self.seat_name(v.bidder)}"
            if v.target is not None and v.target != v.contract:
                text += f"  \u2192  target {v.target} after the pair"
            blit_text(surface, m, text, x + 12, line, 14, TEXT, "bold")
            line += 20
            self._draw_trump_line(surface, x + 12, line)
            line += 20
            stake = f"Stake {v.stake}"
            if v.redoubled:
                stake += " (redoubled)"
            elif v.auto_doubled:
                stake += " (doubled: a bid this high)"
            elif v.doubled:
                stake += " (doubled)"
            blit_text(surface, m, stake, x + 12, line, 14, TEXT)
            line += 20
        else:
            high = (f"Auction: highest {v.high_bid} ({self.seat_name(v.high_seat)})" if v.high_seat is not None
                    else "Auction: no bid yet")
            blit_text(surface, m, high, x + 12, line, 14, TEXT, "bold")
            line += 20
        if self.summary is None and (v.tricks or v.trick or v.phase in (T.PLAYING, T.PAIR)):
            for t in (0, 1):
                n = v.tricks_won[t]
                blit_text(surface, m, f"{self.team_name(t)}: {v.taken[t]} points, {n} trick{'' if n == 1 else 's'}",
                          x + 12, y + h - 44 + 20 * t, 14, TEAM_COLOURS[t], "bold")

    def _draw_trump_line(self, surface, x, y) -> None:
        m = self.app.metrics
        v = self.view
        if v.trump_revealed and v.trump:
            r = blit_text(surface, m, "Trump:", x, y, 14, TEXT)
            draw_suit(surface, v.trump, r.right + m.px(12), r.centery, m.px(14),
                      suit_colour(v.trump, self.app.art.four_colour) if v.trump in "HD" else (240, 240, 240))
            who = SUIT_WORD[v.trump]
            if v.revealed_by is not None:
                how = "revealed by" if v.revealed_by == v.bidder else "asked for by"
                who += f" ({how} {self.seat_name(v.revealed_by)})"
            blit_text(surface, m, who, x + 76, y, 14, TEXT)
        elif v.marker == "face down":
            if self.viewer is not None and self.viewer == v.bidder:
                blit_text(surface, m, "Trump: hidden (hold T or the marker to peek)", x, y, 14, MUTED)
            else:
                blit_text(surface, m, f"Trump: hidden (only {self.seat_name(v.bidder)} knows)", x, y, 14, MUTED)
        elif v.phase == T.TRUMP:
            blit_text(surface, m, "Trump: being chosen", x, y, 14, MUTED)

    def _draw_score(self, surface) -> None:
        """The running score as the seed shows it: pips on each team's 6 (diamonds for plus,
        clubs for minus), the game count as 5s laid on top; plain numbers beside; and trump
        once it is shown."""
        m = self.app.metrics
        v = self.view
        x, y, w, h = SCORE
        panel(surface, m.rect(*SCORE), radius=m.px(12))
        for t in (0, 1):
            cx = x + 10 + t * 142
            blit_text(surface, m, self.team_name(t), cx, y + 8, 14, TEAM_COLOURS[t], "bold")
            self.draw_six(surface, cx, y + 34, 54, 76, v.s[t], v.g[t])
            blit_text(surface, m, f"s {v.s[t]}", cx + 78, y + 48, 17, TEXT, "bold")
            blit_text(surface, m, f"g {v.g[t]}", cx + 78, y + 78, 17, GOLD, "bold")
        tx = x + w - 38
        blit_text(surface, m, "Trump", tx, y + 30, 13, MUTED, "bold", anchor="midtop")
        if v.trump_revealed and v.trump:
            colour = suit_colour(v.trump, self.app.art.four_colour)
            box = m.rect(tx - 22, y + 52, 44, 50)
            pygame.draw.rect(surface, (250, 250, 246), box, border_radius=m.px(6))
            draw_suit(surface, v.trump, box.centerx, box.centery, m.px(30), colour)
        else:
            text = "none" if v.declarer is not None else ("hidden" if v.marker == "face down" else "-")
            blit_text(surface, m, text, tx, y + 70, 14, MUTED, anchor="midtop")

    def draw_six(self, surface, x, y, w, h, s: int, g: int) -> None:
        m = self.app.metrics
        suit = "D" if s >= 0 else "C"
        r = m.rect(x, y, w, h)
        pygame.draw.rect(surface, (250, 250, 246), r, border_radius=m.px(5))
        pygame.draw.rect(surface, (60, 60, 60), r, width=max(1, m.px(1)), border_radius=m.px(5))
        ink = suit_colour(suit, self.app.art.four_colour)
        blit_text(surface, m, "6", x + 4, y + 2, 11, ink, "bold")
        n = min(6, abs(s))
        for k in range(6):
            col, row = k % 2, k // 2
            px, py = x + w * (0.35 + 0.3 * col), y + h * (0.25 + 0.25 * row)
            colour = ink if k < n else (214, 214, 206)
            draw_suit(surface, suit, *m.pt(px, py), m.px(13), colour)
        if g:
            five = Card("5", "D" if g > 0 else "C")
            for k in range(min(abs(g), 4)):
                fr = m.rect(x + 22 + k * 6, y + 14 + k * 4, w * 0.7, h * 0.7)
                surface.blit(self.app.art.face(five, fr.w, fr.h), fr)
            if abs(g) > 4:
                blit_text(surface, m, f"\u00d7{abs(g)}", x + w + 4, y + h - 14, 12, GOLD, "bold")

    def _draw_auction(self, surface) -> None:
        m = self.app.metrics
        v = self.view
        r = (490.0, 196.0, 300.0, 200.0)
        panel(surface, m.rect(*r), radius=m.px(12), alpha=170)
        blit_text(surface, m, "Auction", r[0] + r[2] / 2, r[1] + 10, 17, GOLD, "bold", anchor="midtop")
        bids = v.bids[-10:]
        for k, (seat, bid) in enumerate(bids):
            col, row = divmod(k, 5)
            text = f"{self.seat_name(seat)[:10]}: {bid if bid else 'pass'}"
            blit_text(surface, m, text, r[0] + 20 + col * 140, r[1] + 40 + row * 28, 15,
                      TEAM_COLOURS[seat & 1], "bold" if bid else "sans")
        if not bids:
            blit_text(surface, m, f"First to speak: {self.seat_name(v.first)}", r[0] + r[2] / 2, r[1] + 90, 15,
                      MUTED, anchor="midtop")

    def seat_infos(self) -> list[SeatInfo]:
        v = self.view
        out = []
        thinking = self.thinking[0] if self.thinking is not None else None
        for s in range(4):
            seat = self.seats[s]
            note = ""
            if v.declarer is not None:
                note = "single hand" if s == v.declarer else ("sits out" if s == (v.declarer + 2) % 4 else "")
            elif v.bidder is not None:
                note = "bidder" if s == v.bidder else ""
            if s == self.viewer and not note:
                note = "you"
            out.append(SeatInfo(seat.name, "" if seat.human else seat.level, s == v.dealer,
                                v.to_move == s and self.summary is None, s == thinking, note, TEAM_COLOURS[s & 1]))
        return out

    def _draw_fg(self, surface) -> None:
        m = self.app.metrics
        v = self.view
        if self.summary is None:
            for s in range(4):
                if s != self.viewer:
                    self.fans[s].draw_count(surface, m, v.hand_counts[s])
        self.ring.draw(surface, m, self.seat_infos(), self._spin)
        if self.summary is not None and self.finished is None:
            self._draw_summary(surface)
        else:
            self.bar.draw(surface, m)
            if self.show_last and v.tricks:
                ld, cards, w, pts = v.tricks[-1]
                self.trick_area.draw_review(surface, m, self.app.art, cards, w, (490.0, 150.0, 300.0, 300.0),
                                            f"Last trick: {self.seat_name(w)}, {pts} pts", self.names)
        self.buttons.draw(surface, m)

    def _draw_overlay(self, surface) -> None:
        m = self.app.metrics
        v = self.view
        if self.summary is None or self.finished is not None:
            played = self.finished[0] if self.finished is not None else v.trick
            if played and not self.show_last:
                if self.finished is not None:
                    self.trick_area.draw_winner(surface, m, self.finished[1], "wins")
                else:
                    trump = v.trump if v.trump_revealed else None
                    i = T.trick_winner([c for _, c in played], trump)
                    self.trick_area.draw_winner(surface, m, played[i][0])
        self.drag.draw(surface, m)
        # why a dimmed card cannot be played
        if self.viewer is not None and not self.drag.dragging and self.summary is None:
            fan = self.fans[self.viewer]
            i = fan.hover
            if i is not None and i < len(fan.order):
                move = T.Play(fan.order[i])
                if any(type(mv) is T.Play for mv in self.legal) and move not in self.legal:
                    why = self.reason(move)
                    if why:
                        r = fan.rects[i]
                        draw_tip(surface, m, why[:1].upper() + why[1:], r[0] + r[2] / 2, r[1] - 24)
        if self.peeking and self.can_peek():
            x, y, w, h = self.marker_rect(self.view.bidder)
            blit_text(surface, m, "only you see this", x + w / 2, y + h + 4, 12, GOLD, "bold", anchor="midtop")

    def _draw_summary(self, surface) -> None:
        m = self.app.metrics
        r = self.summary
        v = self.view
        x, y, w, h = SUMMARY
        panel(surface, m.rect(*SUMMARY), radius=m.px(16), alpha=245)
        who = self.seat_name(r.bidder)
        team = self.team_name(r.bidder & 1)
        if r.single:
            head = f"Hand {r.hand_no}: {who} played a single hand and {'made it' if r.made else 'failed'}"
            lines = [f"Single hand by {who}: all 8 tricks needed, no trump",
                     f"Tricks won: {r.points}" + ("" if r.made else " before the opponents took one"),
                     f"Stake: 3  \u2192  {team} {'+' if r.made else '-'}3"]
        else:
            head = f"Hand {r.hand_no}: {who} bid {r.contract} and {'made it' if r.made else 'failed'}"
            target = f"Target: {r.target}" + (" (after the pair)" if r.target != r.contract else "")
            lines = [f"Bid: {r.contract} by {who} ({team})", target,
                     f"Points made: {r.points}",
                     f"Stake: {r.stake}  \u2192  {team} {'+' if r.made else '-'}{r.stake}"]
        if any(r.game_change):
            for t in (0, 1):
                if r.game_change[t]:
                    lines.append(f"{self.team_name(t)} {'win' if r.game_change[t] > 0 else 'lose'} a game: "
                                 f"both running scores back to 0")
        colour = (150, 230, 140) if r.made else (250, 130, 120)
        blit_text(surface, m, head, x + 24, y + 16, 22, colour, "bold")
        for k, line in enumerate(lines[:6]):
            blit_text(surface, m, line, x + 24, y + 56 + k * 24, 16, TEXT)
        # the running score, pips and numbers
        for t in (0, 1):
            cx = x + w - 340 + t * 170
            blit_text(surface, m, self.team_name(t), cx, y + 56, 14, TEAM_COLOURS[t], "bold")
            self.draw_six(surface, cx, y + 80, 58, 82, r.s[t], r.g[t])
            blit_text(surface, m, f"s {r.s[t]}", cx + 90, y + 96, 17, TEXT, "bold")
            blit_text(surface, m, f"g {r.g[t]}", cx + 90, y + 126, 17, GOLD, "bold")
        if self.final:
            o = self.outcome
            if o is not None:
                text = words.headline("twenty_nine", o, self.names)
                for k, line in enumerate(fonts.wrap(text, m.px(18), m.px(316), "bold")[:2]):
                    blit_text(surface, m, line, x + w - 340, y + 168 + 21 * k, 18, GOLD, "bold")
        rows = []
        for res in v.results:
            result = ("single " if res.single else "") + ("made" if res.made else "failed")
            sign = "+" if res.made else "-"
            rows.append([str(res.hand_no), self.seat_name(res.bidder), "-" if res.single else str(res.contract),
                         "8 tr." if res.single else str(res.target), str(res.points),
                         f"{result} {sign}{res.stake}", f"{res.s[0]} / {res.g[0]}", f"{res.s[1]} / {res.g[1]}"])
        self.sheet.set_rows(rows, ["", "", "", "", "", "s / g now", f"{v.s[0]} / {v.g[0]}", f"{v.s[1]} / {v.g[1]}"])
        self.sheet.draw(surface, m)

    # ================================================================= screenshots
    def after_push(self) -> None:
        """Screenshots: show the demo table at its moment."""
        if not self._demo:
            return
        self.tweens.finish_all()
        v = self.view
        if self._demo == "summary":
            legal = self.legal
            plays = [mv for mv in legal if type(mv) is T.Play]
            self.play(plays[0])
            self.tweens.finish_all()
        elif self._demo == "trick":
            plays = [mv for mv in self.legal if type(mv) is T.Play]
            bad = next((c for c in self.fans[self.viewer].order if T.Play(c) not in plays), None)
            if bad is not None:
                i = self.fans[self.viewer].index_of(bad)
                self.fans[self.viewer].hover = i
                self.sync_layout(animate=False)
        elif self._demo == "reveal" and v.bidder == 0:
            self.peeking = True
            self.sync_layout(animate=False)
        self.tweens.finish_all()
        if self._demo in ("auction", "trump"):
            for s, b in v.bids[-4:]:
                self.ring.say(s, str(b) if b else "Pass")
        if self._demo == "reveal" and v.revealed_by is not None:
            self.ring.say(v.revealed_by, "Reveals trump" if v.revealed_by == v.bidder else "Asks for trump")
        self._build_buttons()
