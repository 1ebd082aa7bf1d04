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
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.setup import COMPUTER_NAMES, GameSetup
from app.scenes.table import TableBase
from app.ui import fonts, words
from app.ui.animator import Slot
from app.ui.cardart import draw_suit, suit_colour
from app.ui.decision import DecisionBar
from app.ui.hand import FanDrag, HandFan, draw_tip
from app.ui.scoresheet import ScoreSheet
from app.ui.seats import SeatInfo, SeatRing
from app.ui.trick import TrickArea
from app.ui.widgets import GOLD, MUTED, NEXT_KEYS, PRESS_KEYS, TEXT, Button, ButtonRow, blit_text, draw_felt, panel
from app.games import present

LEVELS = T.GAME.info.levels
TEAM_COLOURS = ((240, 200, 80), (120, 196, 255))
SUIT_WORD = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
SUIT_SYMBOL = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
SUIT_KEYS = {pygame.K_s: "S", pygame.K_h: "H", pygame.K_d: "D", pygame.K_c: "C"}
DIGIT_KEYS = {getattr(pygame, f"K_{d}"): d for d in "0123456789"} | {getattr(pygame, f"K_KP_{d}"): d for d in "0123456789"}
MARKER_RANK = "2"  # the marker is a spare card (2 to 5) of the trump suit (N-2, N-10)

# the stage (logical 1280x720); relative seat 0 is the bottom, then clockwise: left, top, right
FAN_AREA = {0: (296.0, 566.0, 600.0, 134.0), 1: (20.0, 204.0, 74.0, 250.0), 2: (500.0, 10.0, 280.0, 82.0),
            3: (1186.0, 204.0, 74.0, 250.0)}
FAN_CARD = {0: (92.0, 129.0), 1: (54.0, 76.0), 2: (54.0, 76.0), 3: (54.0, 76.0)}
FAN_STEP = {0: None, 1: 24.0, 2: 26.0, 3: 24.0}
PLATES = {0: (286.0, 640.0, "midright"), 1: (18.0, 196.0, "bottomleft"), 2: (796.0, 40.0, "midleft"),
          3: (1262.0, 196.0, "bottomright")}
MARKER_AT = {0: (914.0, 566.0), 1: (104.0, 290.0), 2: (428.0, 12.0), 3: (1118.0, 290.0)}
MARKER_SIZE = (58.0, 81.0)
TRICK_CENTRE = (640.0, 296.0)
INFO = (12.0, 10.0, 372.0, 132.0)
SCORE = (906.0, 10.0, 362.0, 132.0)
SUMMARY = (250.0, 104.0, 780.0, 444.0)
PAIR_AT = {0: (140.0, 452.0), 1: (176.0, 214.0), 2: (340.0, 150.0), 3: (966.0, 214.0)}  # a shown pair's panel
PAIR_PANEL = (138.0, 118.0)
SHEET_COLUMNS = (52, 150, 50, 62, 56, 150, 100, 100)


class Geometry:
    """Where things go on the stage the table has: the 16:9 stage, or in a tall narrow
    window the column stage (app.ui.engine's ``stage_metrics``), where the same pieces are
    stacked top to bottom (the panels, the top seat, the side seats round the trick, the
    decision bar, the buttons, the hand), so text keeps a readable size there."""

    def __init__(self, m):
        self.w, self.h = w, h = m.dw, m.dh
        self.portrait = m.column
        if not self.portrait:
            self.fan_area, self.fan_card, self.fan_step = FAN_AREA, FAN_CARD, FAN_STEP
            self.plates, self.marker_at, self.trick_centre = PLATES, MARKER_AT, TRICK_CENTRE
            self.radius = (580.0, 300.0)
            self.info, self.score, self.summary = INFO, SCORE, SUMMARY
            self.ellipse = (470.0, 140.0, 340.0, 312.0)
            self.auction = (490.0, 196.0, 300.0, 200.0)
            self.banner_y = 148.0
            self.bar_y, self.bar_x, self.bar_w, self.hint_w, self.hint_lines = 470.0, 150.0, 980.0, 1000.0, 1
            self.review = (806.0, 200.0, 300.0, 262.0)  # the last trick, clear of the trick in progress
            self.toast_y = 548.0
            self.buttons = {"suit": (1010.0, 560.0, 124.0, 38.0), "rank": (1144.0, 560.0, 124.0, 38.0),
                            "last": (1010.0, 606.0, 258.0, 38.0), "rules": (1010.0, 652.0, 124.0, 44.0),
                            "menu": (1144.0, 652.0, 124.0, 44.0)}
            self.pair_at = PAIR_AT
            self.bubble_at = {2: (PLATES[2][0], 72.0, "topleft")}  # right of the top fan's count
            sx, sy, sw, sh = SUMMARY
            self.pips = (sx + sw - 340, sy + 56)
            self.sheet = (sx + 20, sy + 212, sw - 40, 166.0)
            self.sheet_columns = SHEET_COLUMNS
            return
        cx = w / 2
        self.fan_area = {0: (90.0, h - 140, w - 110, 134.0), 1: (12.0, 324.0, 74.0, 250.0),
                         2: (cx - 140, 150.0, 280.0, 82.0), 3: (w - 86, 324.0, 74.0, 250.0)}
        self.fan_card, self.fan_step = FAN_CARD, FAN_STEP
        self.plates = {0: (16.0, h - 161, "midleft"), 1: (18.0, 318.0, "bottomleft"),
                       2: (cx + 150, 176.0, "midleft"), 3: (w - 18, 318.0, "bottomright")}
        self.marker_at = {0: (16.0, h - 114), 1: (96.0, 350.0), 2: (cx - 200, 150.0), 3: (w - 154, 350.0)}
        self.trick_centre = (cx, 440.0)
        self.radius = (cx - 40, 380.0)
        self.info = (12.0, 10.0, w - 354, 132.0)
        self.score = (w - 342, 10.0, 330.0, 132.0)
        self.summary = (20.0, 150.0, w - 40, h - 346)  # above the buttons' row
        self.ellipse = (cx - 170, 296.0, 340.0, 290.0)
        self.auction = (cx - 150, 330.0, 300.0, 200.0)
        self.banner_y = 240.0
        self.bar_y, self.bar_x, self.bar_w, self.hint_w, self.hint_lines = h - 310, 20.0, w - 40, w - 40, 2
        self.review = (cx - 170, h - 326, 340.0, 128.0)  # below the trick, above the buttons
        self.toast_y = h - 350
        bw, gap = 92.0, 6.0
        x0, y0 = w - 20 - 5 * bw - 4 * gap, h - 180
        self.buttons = {k: (x0 + i * (bw + gap), y0, bw, 38.0)
                        for i, k in enumerate(("suit", "rank", "last", "rules", "menu"))}
        self.pair_at = {0: (w - 158, h - 330), 1: (92.0, 440.0), 2: (14.0, 148.0), 3: (w - 230, 440.0)}
        self.bubble_at = {2: (cx + 150, 200.0, "topleft")}
        sx, sy, sw, sh = self.summary
        self.pips = (sx + 24, sy + 200)
        self.sheet = (sx + 20, sy + 336, sw - 40, sh - 336 - 64)
        self.sheet_columns = (44, 112, 40, 54, 50, 124, 100, 100)

    def bar(self, width: float, height: float = 46.0) -> tuple[float, float, float, float]:
        """The decision bar's rect, ``width`` wide (at most the room there is), centred."""
        width = min(width, self.bar_w)
        return (self.bar_x + (self.bar_w - width) / 2, self.bar_y, width, height)


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
        self.sheet = ScoreSheet(SUMMARY, [])
        self._geo_for = None
        self._apply_geo()
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
        self.bar_keys = ButtonRow(keyboard=True)  # Tab, arrows, Enter over the decision bar's buttons
        self._bar_kind = None  # the decision the bar's buttons are for (the focus stays within one)
        self._typed = ""  # digits typed towards a bid
        self._build_buttons()

    # ================================================================= the stage
    portrait_layout = True  # a tall narrow window gets the column stage (see Geometry)

    @property
    def geo(self) -> Geometry:
        self._apply_geo()
        return self._geo

    def _apply_geo(self) -> None:
        """Lay the pieces out for the stage the window gives (again after a resize)."""
        m = self.m
        if self._geo_for == (m.dw, m.dh):
            return
        self._geo_for = (m.dw, m.dh)
        self._geo = g = Geometry(m)
        self.ring.centre, self.ring.radius, self.ring.plates = g.trick_centre, g.radius, dict(g.plates)
        self.ring.bubble_at = dict(g.bubble_at)
        self.trick_area.centre = g.trick_centre
        self.bar.hint_width = g.hint_w
        self.bar.hint_lines = g.hint_lines
        titles = ("Hand", "Bidder", "Bid", "Target", "Made", "Result", self.team_name(0), self.team_name(1))
        aligns = ("center", "left", "center", "center", "center", "left", "center", "center")
        self.sheet.rect = g.sheet
        self.sheet.columns = [(t, float(cw), a) for t, cw, a in zip(titles, g.sheet_columns, aligns)]

    def resize(self, m) -> None:
        self._apply_geo()
        if self._started:
            self.animator.clear()
            self.sync_layout(animate=False)
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
        if self.moves:
            self.bubbles_from_view()  # a resumed game: who said what, as the view tells it
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
        text = "; ".join(present.game_words("twenty_nine").redeal_line(r, self.names) for r in reasons)
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
        self._refresh_view()  # the position jumped to (the frame refreshes it only at the next turn)
        self.summary = None
        self.finished = None
        self.final = False
        self._deal_key = self.deal_key(self.view)
        super().on_jump()
        self.bubbles_from_view()
        self.sync_layout(animate=False)
        self._build_buttons()

    def bubbles_from_view(self) -> None:
        """Each seat's bubble as the view tells it (after undo, redo or a resume): the
        auction's bids and passes, the trump chosen, single hand, double and redouble words
        until the first card, then an ask for trump or a shown pair while it stands."""
        v = self.view
        self.ring.hush()
        if self.summary is not None:
            return
        said: dict[int, str] = {}
        before_play = v.phase in (T.AUCTION, T.TRUMP, T.SINGLE, T.DOUBLE, T.REDOUBLE) or (
            v.phase == T.PLAYING and not v.tricks)
        if before_play:
            for seat, bid in v.bids:
                said[seat] = str(bid) if bid else "Pass"
            if v.bidder is not None and v.phase not in (T.AUCTION, T.TRUMP) and v.declarer is None:
                said[v.bidder] = "Trump chosen"
            for seat in v.single_declined:
                said[seat] = "No single hand"
            if v.declarer is not None:
                said[v.declarer] = "Single hand!"
            words = {"double": "Double!", "no double": "No double", "redouble": "Redouble!",
                     "no redouble": "No redouble"}
            for seat, what in v.doubling:
                said[seat] = words.get(what, what)
        played = {seat for seat, _ in v.trick}
        for seat in played:
            said.pop(seat, None)
        if v.phase in (T.PLAYING, T.PAIR) and v.revealed_by is not None \
                and v.revealed_in_trick == len(v.tricks) and v.revealed_by not in played:
            said[v.revealed_by] = "Reveals trump" if v.revealed_by == v.bidder else "Asks for trump"
        shown = self.pair_on_show()
        if shown is not None and shown[0] not in played:
            said[shown[0]] = "Shows the pair!"
        for seat, text in said.items():
            self.ring.say(seat, text)

    def pair_on_show(self) -> tuple[int, tuple[Card, Card]] | None:
        """(seat, (K, Q)) while a declared pair is shown to the table (N-27): from the
        declaration until the next trick is complete."""
        v = self.view
        if v.pair is None or v.trump is None or self.summary is not None:
            return None
        at = next((i for i in range(len(self.moves) - 1, -1, -1) if self.moves[i] == T.Pair(True)), None)
        if at is None or sum(1 for mv in self.moves[at + 1:] if type(mv) is T.Play) >= 4:
            return None
        return v.pair, (Card("K", v.trump), Card("Q", v.trump))

    def _draw_pair(self, surface) -> None:
        """A declared pair, face up beside the player who showed it."""
        shown = self.pair_on_show()
        if shown is None:
            return
        m = self.m
        seat, cards = shown
        x, y = self.geo.pair_at[self.rel(seat)]
        w, h = PAIR_PANEL
        panel(surface, m.rect(x, y, w, h), color=(8, 36, 22), alpha=235, radius=m.px(10))
        blit_text(surface, m, "Pair shown", x + w / 2, y + 4, 13, GOLD, "bold",
                  anchor="midtop")
        for k, card in enumerate(cards):
            r = m.rect(x + 8 + k * 64, y + 26, 58, 81)
            surface.blit(self.app.art.face(card, r.w, r.h), r)

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
        g = self.geo
        return g.fan_area[r], g.fan_card[r], g.fan_step[r]

    def marker_rect(self, seat: int) -> tuple[float, float, float, float]:
        x, y = self.geo.marker_at[self.rel(seat)]
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
        g = self.geo
        b.add(Button("Rules", g.buttons["rules"], self._rules, size=17))
        b.add(Button("Menu", g.buttons["menu"], self.to_menu, size=17))
        sx, sy, sw, sh = g.summary
        if self.summary is not None:
            if self.final:
                cx, by = sx + sw / 2, sy + sh - 52
                turn = self.can_turn_seats
                b.add(Button("Play again", (cx - (210 if turn else 100), by, 200, 42), self.play_again, size=19,
                             key=pygame.K_RETURN))
                if turn:
                    b.add(Button(self.turn_label(), (cx + 10, by, 200, 42), self.seats_turned, size=19,
                                 tooltip="The same cards again, every player one seat on"))
            elif self.finished is None:
                b.add(Button("Next hand", (sx + sw / 2 - 100, sy + sh - 52, 200, 42),
                             self.next_hand, size=19, key=pygame.K_RETURN))
            self.bar.clear()
            self.buttons = b
            return
        if self.viewer is not None:
            b.add(Button("By suit", g.buttons["suit"], lambda: self.sort_hand("suit"), size=15,
                         toggled=self.fans[self.viewer].mode == "suit"))
            b.add(Button("By rank", g.buttons["rank"], lambda: self.sort_hand("rank"), size=15,
                         toggled=self.fans[self.viewer].mode == "rank"))
        b.add(Button("Last trick", g.buttons["last"], self.toggle_last, size=15,
                     enabled=bool(self.view.tricks), toggled=self.show_last, key=pygame.K_l))
        self._build_bar()
        for btn in self.bar.buttons:
            b.add(btn)
        self.buttons = b
        self._keys_for_bar()

    def _keys_for_bar(self) -> None:
        """The keyboard's ring over the decision bar: it stays on the same button while the
        same decision is rebuilt, and starts hidden for a new one."""
        old = self.bar_keys
        self.bar_keys = ButtonRow(list(self.bar.buttons), keyboard=True)
        kind = (self.view.phase, len(self.moves)) if self.bar.buttons else None
        if kind is not None and kind == self._bar_kind:
            self.bar_keys.keep_focus_of(old)
        else:
            self._typed = ""
        self._bar_kind = kind

    def _bar_key(self, ev) -> bool:
        """The decision bar by keys (when no card can be played): Tab or the arrows move the
        ring over its buttons, Enter or Space presses the one ringed; digits pick a bid
        (1 then 8: 18) and S, H, D, C a trump suit, for Enter to confirm."""
        if not self.bar_keys.buttons or self.choices():
            return False
        if ev.key in NEXT_KEYS or ev.key in PRESS_KEYS:
            if ev.key in PRESS_KEYS and self.bar_keys.focused is None:
                return False
            self._typed = ""
            self.bar_keys.handle(ev, self.m)
            return True
        v = self.view
        if v.phase == T.AUCTION and ev.key in DIGIT_KEYS:
            self._typed = (self._typed + DIGIT_KEYS[ev.key])[-2:]
            values = [mv.value for mv in self.bar.moves if type(mv) is T.Bid]
            if int(self._typed) not in values and len(self._typed) == 2:
                self._typed = self._typed[-1]  # a fresh start with this digit
            typed = int(self._typed)
            if typed in values:
                move = T.Bid(typed)
                why = self.reason(move)
                if why:
                    self.refused(why[:1].upper() + why[1:] + ".")
                else:
                    self.bar_keys.focus_button(self.bar.button_for(move))
            return True
        if v.phase == T.TRUMP and ev.key in SUIT_KEYS:
            button = self.bar.button_for(T.ChooseTrump(SUIT_KEYS[ev.key]))
            if button is not None and button.enabled:
                self.bar_keys.focus_button(button)
            return True
        return False

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
        g = self.geo
        mid = g.bar(g.bar_w)
        if phase == T.AUCTION:
            bids = [mv.value for mv in legal if type(mv) is T.Bid]
            top = max(bids) if bids else v.high_bid
            lo = int(v.options.get("min_bid", 17))
            offered = [T.Bid(k) for k in range(lo, top + 1)] + [T.Pass()]
            self.bar.rect = mid
            self.bar.gap = 8.0 if g.bar_w > 900 else 5.0
            high = (f"highest so far {v.high_bid} ({self.seat_name(v.high_seat)})" if v.high_seat is not None
                    else "no bid yet")
            self.bar.set(legal, describe, offered, keys={T.Pass(): pygame.K_p},
                         labels={T.Bid(k): str(k) for k in range(lo, top + 1)},
                         title=f"Your bid: {high}",
                         hint="A bid is the points your team will take with the trump you choose; "
                              "a pass leaves the auction.")
        elif phase == T.TRUMP:
            self.bar.rect = g.bar(620.0)
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
            self.bar.rect = g.bar(500.0)
            labels = {T.Pair(True): "Show the pair", T.Pair(False): "Keep it hidden"} if phase == T.PAIR else {}
            self.bar.set(legal, describe, [yes, no], keys={yes: pygame.K_y, no: pygame.K_n}, title=title, hint=hint,
                         labels=labels)
        elif phase == T.PLAYING:
            asks = [mv for mv in legal if type(mv) is T.AskTrump]
            if asks:
                self.bar.rect = g.bar(270.0, 42.0)
                who = v.to_move == v.bidder
                self.bar.set(asks, describe, asks, keys={asks[0]: pygame.K_a},
                             hint="You cannot follow suit: " + ("show your trump, or play any card." if who else
                                                               "have trump shown, or play any card."))

    # ================================================================= events
    def handle_event(self, ev) -> None:
        m = self.m
        if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = m.to_logical(ev.pos)
        if self.summary is not None and self.sheet.handle(ev, m):
            return
        super().handle_event(ev)  # (the frame reads events on this table's own stage)

    def on_event(self, ev) -> None:
        m = self.m
        if ev.type == pygame.KEYDOWN:
            if self._bar_key(ev):
                return
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
        m = self.m
        self.layer.draw(surface, m, self.app.art, self._draw_bg, self._draw_overlay, self._draw_fg)
        self.toast.draw(surface, m, y=self.geo.toast_y)

    def _draw_bg(self, surface) -> None:
        m = self.m
        draw_felt(surface)
        g = self.geo
        pygame.draw.ellipse(surface, (26, 104, 66), m.rect(*g.ellipse), max(1, m.px(2)))
        self._draw_info(surface)
        self._draw_score(surface)
        v = self.view
        if v.phase in (T.AUCTION, T.TRUMP, T.SINGLE, T.DOUBLE, T.REDOUBLE) and self.summary is None \
                and not v.trick and v.bids:
            self._draw_auction(surface)  # (the whole auction, from the view, until the play)
        elif v.phase == T.AUCTION and self.summary is None:
            self._draw_auction(surface)
        if self.banner_left > 0 and self.banner and self.summary is None:
            lines = fonts.wrap(self.banner, m.px(16), m.px(560), "bold")[:3]
            h = 16 + 22 * len(lines)
            cx, cy = g.w / 2, g.banner_y
            panel(surface, m.rect(cx - 300, cy - h / 2, 600, h), color=(70, 40, 16), border=(230, 170, 90),
                  radius=m.px(10), alpha=235)
            for k, line in enumerate(lines):
                blit_text(surface, m, line, cx, cy - h / 2 + 8 + 22 * k, 16, TEXT, "bold", anchor="midtop")

    def _draw_info(self, surface) -> None:
        m = self.m
        v = self.view
        x, y, w, h = self.geo.info
        panel(surface, m.rect(x, y, w, h), radius=m.px(12))
        line = y + 10
        head = f"hand {v.hand_no + 1}  \u2022  dealer {self.seat_name(v.dealer)}"
        head = f"Hand {v.hand_no + 1}  \u2022  dealer {self.seat_name(v.dealer)}" if self.geo.portrait \
            else f"Twenty-Nine  \u2022  {head}"
        blit_text(surface, m, head, x + 12, line, 15, GOLD, "bold")
        line += 20
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
            line += 19
            self._draw_trump_line(surface, x + 12, line)
            line += 19
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
                          x + 12, y + h - 40 + 19 * t, 14, TEAM_COLOURS[t], "bold")

    def _draw_trump_line(self, surface, x, y) -> None:
        m = self.m
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
        m = self.m
        v = self.view
        x, y, w, h = self.geo.score
        panel(surface, m.rect(x, y, w, h), radius=m.px(12))
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
        m = self.m
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
        m = self.m
        v = self.view
        r = self.geo.auction
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
        m = self.m
        v = self.view
        if self.summary is None:
            for s in range(4):
                if s != self.viewer:
                    self.fans[s].draw_count(surface, m, v.hand_counts[s])
        self.ring.draw(surface, m, self.seat_infos(), self._spin)
        self._draw_pair(surface)
        if self.summary is not None and self.finished is None:
            self._draw_summary(surface)
        else:
            self.bar.draw(surface, m)
            if self.show_last and v.tricks:
                ld, cards, w, pts = v.tricks[-1]
                self.trick_area.draw_review(surface, m, self.app.art, cards, w, self.geo.review,
                                            f"Last trick: {self.seat_name(w)}, {pts} pts", self.names)
        self.buttons.draw(surface, m)

    def _draw_overlay(self, surface) -> None:
        m = self.m
        v = self.view
        if self.summary is None or self.finished is not None:
            played = self.finished[0] if self.finished is not None else v.trick
            if played:
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
            for k, words in enumerate(("only you", "see this")):  # under the marker, no wider than it
                blit_text(surface, m, words, x + w / 2, y + h + 3 + 14 * k, 12, GOLD, "bold", anchor="midtop")

    def _draw_summary(self, surface) -> None:
        m = self.m
        r = self.summary
        v = self.view
        x, y, w, h = self.geo.summary
        px, py0 = self.geo.pips
        panel(surface, m.rect(x, y, w, h), radius=m.px(16), alpha=245)
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
            cx, py = px + t * 170, py0
            blit_text(surface, m, self.team_name(t), cx, py, 14, TEAM_COLOURS[t], "bold")
            self.draw_six(surface, cx, py + 24, 58, 82, r.s[t], r.g[t])
            blit_text(surface, m, f"s {r.s[t]}", cx + 90, py + 40, 17, TEXT, "bold")
            blit_text(surface, m, f"g {r.g[t]}", cx + 90, py + 70, 17, GOLD, "bold")
        if self.final:
            o = self.outcome
            if o is not None:
                text = present.headline("twenty_nine", o, self.names)
                for k, line in enumerate(fonts.wrap(text, m.px(19), m.px(w - (px - x) - 20), "bold")[:2]):
                    blit_text(surface, m, line, px, py0 + 120 + 22 * k, 19, GOLD, "bold")
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
