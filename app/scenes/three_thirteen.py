"""The Three Thirteen table: 2 to 8 seats round the table, eleven rounds of rummy with a
rising wild rank (3 to K), the stock and the discard pile in the middle, the hand at the
screen fanned at the bottom (drag to reorder, sort by suit or rank, or arrange it into the
best melds the rules find, with its penalty shown live), going out with the melds laid face
up and the others' last turns, the round's hands revealed with their melds and penalties,
and the score sheet of the eleven rounds.

The scene is thin: every decision is one of the view's legal moves (labelled by the rules'
``describe``), every refusal is the rules' reason, and the melds, penalties and scores shown
are the rules' (``best_melds``, ``best_discard_penalty``, the view's results). The shared
pieces come from app/ui: the hand fan (with groups for the melds), the seats, the decision
bar and the score sheet. The stock and the discard pile are plain layout Slots.
"""

from __future__ import annotations

import math
import re

import pygame

from app.rules import three_thirteen as TT
from app.rules.three_thirteen_melds import best_discard_penalty, best_melds
from app.rules.cards import RANKS, Card
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.setup import COMPUTER_NAMES, GameSetup
from app.scenes.table import TableBase
from app.ui import fonts, words
from app.ui.animator import Slot
from app.ui.decision import DecisionBar
from app.ui.hand import FanDrag, HandFan, draw_tip
from app.ui.movedrag import Choice
from app.ui.scoresheet import ScoreSheet
from app.ui.seats import SeatInfo, SeatRing
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, blit_text, draw_felt, panel
from app.games import present

LEVELS = TT.GAME.info.levels
RANK_ORDER = RANKS[::-1]  # the fan's rank order, weakest first: sorted hands read A, 2, 3 ... K
SUIT_ORDER = "SHCD"  # black and red suits alternate in a sorted hand
RANK_PLURAL = {"3": "Threes", "4": "Fours", "5": "Fives", "6": "Sixes", "7": "Sevens", "8": "Eights",
               "9": "Nines", "T": "Tens", "J": "Jacks", "Q": "Queens", "K": "Kings"}
BADGE = (236, 186, 60)

# the stage (logical 1280x720)
HAND_AREA = (14.0, 572.0, 980.0, 140.0)
HAND_CARD = (92.0, 129.0)
STOCK = (506.0, 190.0, 92.0, 129.0)
DISCARD = (680.0, 190.0, 92.0, 129.0)
INFO = (12.0, 10.0, 276.0, 104.0)
BAR = (300.0, 458.0, 680.0, 40.0)
BANNER_Y = 160.0
LAID_AREA = (226.0, 352.0, 828.0, 100.0)
REVEAL = (16.0, 122.0, 1248.0, 442.0)
SHEET = (190.0, 120.0, 900.0, 420.0)
OTHER_CARD = (44.0, 62.0)
BOX_W = 196.0
# seat boxes (centre of the plate's top edge) for the other seats, clockwise from the left
L_LO, L_HI, T_L, T_M, T_R, R_HI, R_LO = ((112.0, 380.0), (112.0, 206.0), (400.0, 14.0), (640.0, 14.0),
                                         (880.0, 14.0), (1168.0, 206.0), (1168.0, 380.0))
OTHERS = {1: [T_M], 2: [L_HI, R_HI], 3: [L_HI, T_M, R_HI], 4: [L_HI, T_L, T_R, R_HI],
          5: [L_LO, L_HI, T_M, R_HI, R_LO], 6: [L_LO, L_HI, T_L, T_R, R_HI, R_LO],
          7: [L_LO, L_HI, T_L, T_M, T_R, R_HI, R_LO]}
ME_PLATE = (14.0, 552.0, "bottomleft")
GO_OUT_CHOOSE = "go out: choose the card"  # the Go out button when several discards go out
NOT_YET = "not yet"  # leave choosing the card to go out with


class Geometry:
    """Where things go on the stage the table has: the 16:9 stage (the others round the
    table), or in a tall narrow window the column stage, where the others sit in rows of
    three at the top, the stock and discard pile (and the melds laid down beside them) in
    the middle, and the decision bar and the hand at the bottom, so text keeps a readable
    size there."""

    def __init__(self, m, n: int):
        self.w, self.h = w, h = m.dw, m.dh
        self.portrait = m.column
        self.cx = cx = w / 2
        self.box_w, self.other_card, self.hand_card, self.info = BOX_W, OTHER_CARD, HAND_CARD, INFO
        if not self.portrait:
            self.hand_area, self.stock, self.discard, self.bar = HAND_AREA, STOCK, DISCARD, BAR
            self.banner_y, self.laid_area, self.reveal, self.sheet = BANNER_Y, LAID_AREA, REVEAL, SHEET
            self.others, self.me_plate = OTHERS, ME_PLATE
            self.centre, self.radius = (640.0, 300.0), (560.0, 260.0)
            self.buttons = {"suit": (1010.0, 520.0, 124.0, 36.0), "rank": (1144.0, 520.0, 124.0, 36.0),
                            "melds": (1010.0, 562.0, 258.0, 36.0), "sheet": (1010.0, 604.0, 258.0, 38.0),
                            "rules": (1010.0, 652.0, 124.0, 44.0), "menu": (1144.0, 652.0, 124.0, 44.0)}
            self.end_buttons_y = 652.0
            self.toast_y, self.hand_line_y, self.reveal_cols = 470.0, 552.0, 2
            self.bubble_below = 122.0  # a top seat's bubble: below its cards
            self.hint_w, self.hint_lines = 740.0, 1
            return
        # the others in rows of three under the panels
        per_row, gap, top = 3, 16.0, 124.0
        self.others = {}
        for k in range(1, 8):
            boxes = []
            rows = -(-k // per_row)
            for i in range(k):
                r, c = divmod(i, per_row)
                in_row = min(per_row, k - r * per_row)
                x0 = cx - (in_row * BOX_W + (in_row - 1) * gap) / 2 + BOX_W / 2
                boxes.append((x0 + c * (BOX_W + gap), top + r * 124.0))
            self.others[k] = boxes
        rows_end = top + 124.0 * (-(-(n - 1) // per_row)) - 8
        self.banner_y = rows_end + 42
        piles_y = rows_end + 80
        if piles_y + 170 + 150 <= h - 300:  # room below the piles for the melds laid down
            self.stock = (cx - 134, piles_y, 92.0, 129.0)
            self.discard = (cx + 42, piles_y, 92.0, 129.0)
            self.laid_area = (20.0, piles_y + 176, w - 40, 150.0)
        else:  # (seven others: the melds beside the piles)
            self.stock = (24.0, piles_y, 92.0, 129.0)
            self.discard = (140.0, piles_y, 92.0, 129.0)
            self.laid_area = (250.0, piles_y, w - 270, 150.0)
        self.hand_area = (14.0, h - 148, w - 28, 140.0)
        self.hand_line_y = h - 156
        self.me_plate = (14.0, h - 190, "bottomleft")
        self.bar = (cx - 340, h - 270, 680.0, 40.0)
        self.reveal = (16.0, 124.0, w - 32, h - 124 - 140)
        self.sheet = (16.0, 124.0, w - 32, 460.0)
        self.centre, self.radius = (cx, piles_y + 64), (cx - 60, (h - 200) / 2)
        bw, g = (w - 312 - 2 * 8) / 3, 8.0
        self.buttons = {k: (300.0 + (i % 3) * (bw + g), 12.0 + (i // 3) * 50.0, bw, 44.0)
                        for i, k in enumerate(("suit", "rank", "melds", "sheet", "rules", "menu"))}
        self.end_buttons_y = h - 64
        self.toast_y, self.reveal_cols = h - 320, 1
        self.bubble_below = 96.0  # over the bottom of its own cards (backs), above the next row
        self.hint_w, self.hint_lines = w - 40, 2


def _seat_words(text: str, names) -> str:
    """The rules' texts say "seat 2" (counted from 1): say the player's name instead."""
    return re.sub(r"\b[Ss]eats? (\d)", lambda mo: names[int(mo.group(1)) - 1], text)


def wild_words(rank: str) -> str:
    return f"{RANK_PLURAL[rank]} are wild"


class WildArt:
    """The card art with a badge on every card of the round's wild rank (a wrapper: the
    table draws through it; everything else is the art's own)."""

    def __init__(self, art, wild: str):
        self.art = art
        self.wild = wild
        self._cache: dict = {}

    def face(self, card, w, h):
        img = self.art.face(card, w, h)
        if card is None or card.rank != self.wild:
            return img
        key = (card, w, h, id(img))
        got = self._cache.get(key)
        if got is None:
            if len(self._cache) > 256:
                self._cache.clear()
            got = img.copy()
            draw_badge(got, w * 0.17, h * 0.45, max(5.0, w * 0.14))
            self._cache[key] = got
        return got

    def __getattr__(self, name):
        return getattr(self.art, name)


def draw_badge(surface, cx: float, cy: float, r: float) -> None:
    """A gold disc with a dark star: the wild card's mark."""
    c = (int(cx), int(cy))
    pygame.draw.circle(surface, BADGE, c, int(r))
    pygame.draw.circle(surface, (90, 60, 10), c, int(r), max(1, int(r / 6)))
    pts = []
    for k in range(10):
        rr = r * (0.68 if k % 2 == 0 else 0.3)
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surface, (70, 40, 6), pts)


class ThreeThirteenSetup(GameSetup):
    def __init__(self, app):
        super().__init__(app, "three_thirteen", lambda cfg: ThreeThirteenTable(app, cfg), LEVELS,
                         resume=lambda data: ThreeThirteenTable.resume(app, data),
                         notes="Three or more players use two or more decks shuffled together.")

    VARIANTS = ("turn", "wilds", "goout", "reveal", "sheet")

    @classmethod
    def demo(cls, app, variant: str, seed: int):
        """Screens for --screenshot: "" setup, "turn", "wilds", "goout", "reveal", "sheet",
        each for four players, or with a number of players after it ("turn6")."""
        if not variant:
            return cls(app)
        mo = re.fullmatch(r"([a-z]+)(\d?)", variant)
        name, players = (mo.group(1), int(mo.group(2) or 4)) if mo else ("", 0)
        if name not in cls.VARIANTS or not 2 <= players <= 8:
            raise ValueError(f"no three_thirteen screen {variant!r}; try turn, wilds, goout, reveal, sheet "
                             f"(or with 2 to 8 players after it: turn6)")
        seats = [SeatConfig(app.settings.player_name, "human")]
        seats += [SeatConfig(COMPUTER_NAMES[i], "computer", "easy") for i in range(1, players)]
        opts = TT.GAME.info.resolve_options({})
        for k in range(60):  # a game near the seed that reaches the promised moment
            got = demo_moves(seed + k, players, opts, name)
            if got is not None:
                moves, ui = got
                table = ThreeThirteenTable.resume(app, {
                    "game": "three_thirteen", "seats": [vars(s) for s in seats], "options": opts,
                    "seed": seed + k, "moves": [mv.to_json() for mv in moves], "ui": ui})
                table._demo = name
                table.saving = False  # a demo writes nothing to the player's saves, statistics or replays
                return table
        raise ValueError(f"no game near seed {seed} reaches the {name} screen")


def demo_moves(seed: int, players: int, opts, variant: str):
    """(moves from the start of a game to the named moment, the screen's ui state), every
    seat played by the easy computer; None if this game does not get there."""
    from app.ai.base import make_agent

    game = TT.GAME
    agents = [make_agent("three_thirteen", "easy", seed * 31 + s) for s in range(players)]
    state = game.new_game(seed, players, opts)
    moves: list = []
    for _ in range(20000):
        seat = game.to_move(state)
        if seat is None:
            return (moves, {"reveal": len(state.results)}) if variant == "sheet" else None
        v = game.view(state, seat)
        legal = game.legal_moves(state)
        if seat == 0:
            if variant == "turn" and v.round == 11 and v.phase == TT.DISCARD and len(v.discards) >= 4 \
                    and not any(type(mv) is TT.GoOut for mv in legal) and v.went_out is None:
                return moves, {}
            if variant == "wilds" and v.round >= 6 and v.phase == TT.ASK and len(v.discards) == 1 \
                    and any(c.rank == v.wild for c in v.hand):
                return moves, {}
            if variant == "goout" and v.round >= 5 and any(type(mv) is TT.GoOut for mv in legal) \
                    and v.went_out is None:
                return moves, {}
        move = agents[seat].choose(v, legal)
        before = len(state.results)
        state = game.apply(state, move)
        moves.append(move)
        if variant == "reveal" and len(state.results) > before and state.round >= 8 \
                and state.results[-1].went_out not in (None, 0):
            return moves, {"reveal": len(state.results)}
    return None


class ThreeThirteenTable(TableBase):
    game_id = "three_thirteen"
    think_seconds = 0.6
    watch_pause = 3.0
    show_pause = 0.55  # seconds a card taken from the discard pile stays face up at its seat

    def __init__(self, app, config: TableConfig, autoplay: bool = False):
        super().__init__(app, config, autoplay)
        n = len(config.seats)
        self.n = n
        self.drag = FanDrag(self.layer, self, self.tweens, on_refused=self.refused)
        self.drag.click_plays = False  # a click selects a card; dropping it on the pile discards
        self.fans = {s: HandFan(("hand", s), RANK_ORDER, SUIT_ORDER) for s in range(n)}
        for fan in self.fans.values():
            fan.group_gap = 0.4  # melds clearly apart
        bottom = self.humans[0] if self.humans else 0
        self.ring = SeatRing(n, bottom, centre=(640.0, 300.0), radius=(560.0, 260.0))
        self._geo_for = None
        self.bar = DecisionBar(BAR, self.choose, size=17)
        self.bar.hint_width = 740.0
        self._apply_geo()
        self.reveal = None  # the RoundResult on the table after a round
        self.show_sheet = False
        self.final = False
        self.going_out = False  # choosing the card to discard when going out
        self.melds = False  # the hand at the screen kept arranged in its best melds
        self.flying: tuple[int, Card] | None = None  # a discard another seat took, shown on its way
        self.banner = ""
        self.banner_left = 0.0
        self.pointer = (0.0, 0.0)
        self._resync = False
        self._pause = 0.0
        self._demo = ""
        self._wild_art: WildArt | None = None
        self._build_buttons()

    # ================================================================= the stage
    portrait_layout = True  # a tall narrow window gets the column stage (see Geometry)
    column_min_h = 1000.0

    @property
    def g(self) -> Geometry:
        self._apply_geo()
        return self._geo

    def _apply_geo(self) -> None:
        """Lay the pieces out for the stage the window gives (again after a resize)."""
        m = self.m
        if self._geo_for == (m.dw, m.dh):
            return
        self._geo_for = (m.dw, m.dh)
        self._geo = g = Geometry(m, self.n)
        self.ring.centre, self.ring.radius = g.centre, g.radius
        self.bar.hint_width, self.bar.hint_lines = g.hint_w, g.hint_lines
        self._set_plates()
        self.sheet = self._make_sheet()

    def resize(self, m) -> None:
        self._apply_geo()
        if self._started:
            self.animator.clear()
            self.sync_layout(animate=False)
            self._build_buttons()

    # ================================================================= names and seats
    @property
    def names(self) -> list[str]:
        return [self.seat_name(s) for s in range(self.n)]

    def rel(self, seat: int) -> int:
        return self.ring.rel(seat)

    def _set_plates(self) -> None:
        plates = {0: self._geo.me_plate}
        # what the player at the screen did is on the table; a computer at the bottom says it
        g = self._geo
        bubbles: dict = {0: (g.cx, g.me_plate[1] + 4, "midbottom") if self.watching else None}
        self._top_seats: dict[int, tuple[float, float]] = {}  # relative seat -> its box (bubble below)
        for r, (x, y) in enumerate(g.others[self.n - 1], start=1):
            plates[r] = (x, y, "midtop")
            if y < 100 or g.portrait:  # a top seat: below its cards
                bubbles[r] = (x, y + g.bubble_below, "midtop")
                self._top_seats[r] = (x, y)
            elif x < 640:
                bubbles[r] = (x + self.g.box_w / 2 + 8, y + 22, "midleft")
            else:
                bubbles[r] = (x - self.g.box_w / 2 - 8, y + 22, "midright")
        self.ring.plates = plates
        self.ring.bubble_at = bubbles

    def box(self, seat: int) -> tuple[float, float]:
        """The top centre of another seat's place (its plate; its cards below)."""
        return self.g.others[self.n - 1][self.rel(seat) - 1]

    def fan_area(self, seat: int):
        if self.rel(seat) == 0:
            return self.g.hand_area, self.g.hand_card, None
        x, y = self.box(seat)
        cw, ch = self.g.other_card
        return (x - self.g.box_w / 2, y + 50, self.g.box_w, ch + 4), self.g.other_card, 11.0

    def _make_sheet(self) -> ScoreSheet:
        room = self.g.sheet[2] - 40
        each = min(130.0, (room - 146) / self.n)
        cols = [("Round", 70, "center"), ("Wild", 60, "center")] + [(self.seat_name(s), each, "center")
                                                                    for s in range(self.n)]
        w = 146 + each * self.n
        x = self.g.sheet[0] + (self.g.sheet[2] - w) / 2
        return ScoreSheet((x, self.g.sheet[1] + 64, w, 24 * 13 + 10), cols, row_h=24, size=15)

    # ================================================================= flow (frame hooks)
    def start(self) -> None:
        if len(self.humans) == 1:
            # one human: their cards are theirs to see from the first deal, whoever starts
            self.viewer = self.last_human = self.humans[0]
            self._refresh_view()
        ui, self.resume_ui = self.resume_ui, {}
        results = self.view.results
        if results and ui.get("reveal") == len(results):
            self.reveal = results[-1]  # the round's end that was on screen when the game was left
            self.final = self.over
            self.show_sheet = bool(ui.get("sheet"))
            if not self.over:
                self.hold = "reveal"
        self.sync_layout(animate=False)
        if self.reveal is None:
            self.deal_in()
        self._build_buttons()
        self.advance()

    def deal_in(self) -> None:
        """A new round: the cards fly out from the dealer, and the wild rank is announced."""
        v = self.view
        self.animator.clear()
        total = sum(v.hand_sizes) + 6
        self.sync_layout(origin=self.dealer_rect(), stagger=min(0.03, 1.6 / total))
        self.announce(f"Round {v.round} of {TT.ROUNDS}: {v.hand_size} cards each. {wild_words(v.wild)}!", 5.0)
        if not self.autoplay:
            self.app.sounds.play("deal")

    def dealer_rect(self):
        d = self.view.dealer
        if self.rel(d) == 0:
            return (self.g.hand_area[0] + self.g.hand_area[2] / 2 - 46, self.g.hand_area[1], *self.g.hand_card)
        x, y = self.box(d)
        return (x - 22, y + 50, *self.g.other_card)

    def announce(self, text: str, seconds: float = 4.0) -> None:
        self.banner = text
        self.banner_left = seconds

    def pass_note(self, seat: int) -> str:
        v = self.view
        return f"Round {v.round} of {TT.ROUNDS}: {wild_words(v.wild).lower()}. Your turn."

    def on_turn(self, seat: int) -> None:
        self.going_out = False
        self.face_seat(self.ring, seat)
        self._build_buttons()

    def on_moved(self, old_view, move, seat: int) -> None:
        v = self.view
        self.bar.clear()
        self.going_out = False
        self.drag.click_plays = False
        t = type(move)
        hand = ("hand", seat)
        if len(v.results) > len(old_view.results):  # the round is over
            self.reveal = v.results[-1]
            self.final = self.over
            self.flying = None
            if not self.over:
                self.hold = "reveal"
            moved = [(("hand", s), ("reveal", s)) for s in range(self.n)]
            moved += [(("laid", s), ("reveal", s)) for s in range(self.n)]
            self._say(seat, move, old_view)
            self.sync_layout(moved=moved)
            self._build_buttons()
            self.app.sounds.play("flip")
            return
        self._say(seat, move, old_view)
        hints: dict = {}
        if t is TT.DrawStock:
            hints["origin"] = self.g.stock
            if old_view.stock_size == 0:
                self.announce("The stock ran out: the discards (all but the top card) are shuffled "
                              "into a new stock.", 5.0)
        elif t is TT.TakeDiscard:
            hints["moved"] = [("discard", hand)]
        elif t is TT.Discard:
            hints["moved"] = [(hand, "discard")]
        elif t is TT.GoOut:
            hints["moved"] = [(hand, "discard"), (hand, ("laid", seat))]
        if v.stock_ended and not old_view.stock_ended:
            self.announce("The stock is empty: the round ends after this turn.", 5.0)
        if t is TT.GoOut and old_view.went_out is None:
            left = ", ".join(self.seat_name(s) for s in (v.turn, *v.final_left))
            self.announce(f"{self.seat_name(seat)} went out! One last turn each: {left}.", 6.0)
        if t is TT.TakeDiscard and seat != self.viewer and not self.autoplay:
            # as at a real table: everyone sees the card go to that seat, then it joins the hand
            self.flying = (seat, old_view.discard_top)
            self.sync_layout(**hints)
            self._pause = 0.0
            self.tweens.add(self, "_pause", 1.0, self.show_pause, on_done=self._landed)
        else:
            self.sync_layout(**hints)
        self._build_buttons()
        if t in (TT.Discard, TT.GoOut):
            self.app.sounds.play("place")
        elif t is not TT.DrawStock or seat == self.viewer:
            self.app.sounds.play("deal")

    def _landed(self) -> None:
        if self.flying is not None:
            self.flying = None
            self.sync_layout()

    def _say(self, seat: int, move, old_view) -> None:
        t = type(move)
        if t is TT.DrawStock:
            text = "draws from the stock"
        elif t is TT.TakeDiscard:
            text = f"takes {old_view.discard_top.label}"
        elif t is TT.Discard:
            text = f"discards {move.card.label}"
        elif t is TT.GoOut:
            text = "goes out!" if old_view.went_out is None else "lays down all!"
        else:
            text = ""
        if t in (TT.DrawStock, TT.TakeDiscard) and not old_view.final_turn:
            for s in range(self.n):  # a new turn: the others' words are old news
                if s != seat and self.ring.bubbles.get(s) != "goes out!":
                    self.ring.hush(s)
        self.ring.say(seat, text)

    def continue_play(self) -> None:
        was = self.reveal is not None
        self.reveal = None
        self.show_sheet = False
        if was and not self.over:
            self.ring.hush()
            self.deal_in()
        self._build_buttons()
        super().continue_play()
        self._build_buttons()
        if not self.autoplay:
            self.autosave()  # the round's end is no longer on screen

    def next_round(self) -> None:
        if self.reveal is not None and not self.final:
            self.continue_play()

    def on_game_over(self) -> None:
        self.final = True
        if self.reveal is None and self.view.results:
            self.reveal = self.view.results[-1]
            self.sync_layout(animate=False)
        self.hold = None
        self._build_buttons()
        self.app.sounds.play("win")

    def on_jump(self) -> None:
        self.reveal = None
        self.final = False
        self.show_sheet = False
        self.flying = None
        self.going_out = False
        self.ring.hush()
        super().on_jump()
        self.sync_layout(animate=False)
        self._build_buttons()

    def ui_state(self) -> dict:
        if self.reveal is not None:
            return {"reveal": len(self.view.results), "sheet": self.show_sheet}
        return {}

    def save_summary(self) -> str:
        v = self.view
        totals = ", ".join(f"{self.seat_name(s)} {v.totals[s]}" for s in range(self.n))
        return f"round {v.round} of {TT.ROUNDS}: {totals}"

    def to_menu(self) -> None:
        self.ask_leave()

    def choose(self, move) -> None:
        """A decision bar button (a legal move, or the Go out / Not yet of choosing the card
        to go out with)."""
        self.drag.cancel()
        if move in (GO_OUT_CHOOSE, NOT_YET):
            self.go_out()
            return
        self.play(move)

    # ================================================================= layout
    def my_fan(self) -> HandFan | None:
        if self.viewer is None or self.view.hand is None:
            return None
        return self.fans[self.viewer]

    def layout(self) -> list[Slot]:
        v = self.view
        if self.reveal is not None:
            return self.reveal_slots()
        slots: list[Slot] = []
        # the stock: a few backs, the top one (index 0) highest
        k = min(v.stock_size, 5)
        for i in range(k):
            slots.append(Slot("stock", i, None, False, (self.g.stock[0] + 2 * i, self.g.stock[1] + 2 * i, *self.g.stock[2:]), 40 - i))
        # the discard pile: its top two cards (the one below shows when the top is taken)
        nd = len(v.discards)
        for j in range(max(0, nd - 2), nd):
            slots.append(Slot("discard", j, v.discards[j], True, self.g.discard, 50 + j - nd))
        for r in range(self.n):
            seat = (self.ring.bottom + r) % self.n
            fan = self.fans[seat]
            area, (cw, ch), step = self.fan_area(seat)
            z0 = 100 + 20 * r if r else 400
            if seat == self.viewer and v.hand is not None:
                fan.sync(v.hand)
                if self.melds:
                    self._arrange(fan)
                fan.place(area, cw, ch, max_step=step)
                slots += fan.slots(area, cw, ch, True, z0=z0)
            else:
                fan.hover = None
                n = v.hand_sizes[seat]
                shown = ()
                if self.flying is not None and self.flying[0] == seat and n:
                    shown = (None,) * (n - 1) + (self.flying[1],)
                fan.place(area, cw, ch, n, max_step=step)
                for i, rect in enumerate(fan.rects):
                    card = shown[i] if shown else None
                    slots.append(Slot(fan.container, i, card, card is not None, rect, z0 + i))
        slots += self.laid_slots()
        return slots

    def _arrange(self, fan: HandFan) -> None:
        bm = best_melds(fan.order, self.view.wild, self.view.opt("aces"))
        groups = [list(m) for m in bm.melds] + [list(bm.leftover)]
        fan.arrange(groups)

    def laid_rows(self) -> list[tuple[int, tuple]]:
        v = self.view
        return [(s, melds) for s, melds in enumerate(v.laid) if melds]

    def laid_slots(self) -> list[Slot]:
        rows = self.laid_rows()
        out = []
        if not rows:
            return out
        x, y, w, h = self.g.laid_area
        rh = min(h / len(rows), 50.0)
        ch = rh - 4
        cw = ch * 92 / 129
        for k, (s, melds) in enumerate(rows):
            rects = self.group_rects(melds, x + 150, y + k * rh, w - 150, cw, ch)
            i = 0
            for meld, rs in zip(melds, rects):
                for c, r in zip(meld, rs):
                    out.append(Slot(("laid", s), i, c, True, r, 300 + 30 * k + i))
                    i += 1
        return out

    @staticmethod
    def group_rects(groups, x: float, y: float, w: float, cw: float, ch: float):
        """Rects of cards in groups (melds) laid left to right in a row, overlapped to fit."""
        n = sum(len(g) for g in groups)
        gaps = max(0, len([g for g in groups if g]) - 1)
        gap = cw * 0.45
        step = min(cw * 0.72, (w - cw - gap * gaps) / max(1, n - 1))
        out = []
        cx = x
        first = True
        for g in groups:
            rs = []
            if not g:
                out.append(rs)
                continue
            if not first:
                cx += step + gap
            for j in range(len(g)):
                if j:
                    cx += step
                rs.append((cx, y, cw, ch))
            first = False
            out.append(rs)
        return out

    def reveal_geometry(self):
        """(rows: [(seat, x, y, w, h)], card w, card h) of the round's end."""
        x, y, w, h = self.g.reveal
        top = y + (72 if self.g.portrait else 48)
        avail = h - (top - y) - 8
        cols = self.g.reveal_cols if self.n > 4 else 1
        per = -(-self.n // cols)
        rh = min(110.0, avail / per)
        ch = rh - 10
        cw = ch * 92 / 129
        cwid = (w - 20) / cols
        rows = []
        for k in range(self.n):
            seat = (self.ring.bottom + k) % self.n
            c, r = divmod(k, per)
            rows.append((seat, x + 10 + c * cwid, top + r * rh, cwid - 10, rh))
        return rows, cw, ch

    def reveal_slots(self) -> list[Slot]:
        res = self.reveal
        rows, cw, ch = self.reveal_geometry()
        out = []
        for seat, x, y, w, h in rows:
            sr = res.seats[seat]
            groups = [list(m) for m in sr.melds] + [list(sr.leftover)]
            rects = self.group_rects(groups, x + 170, y + 4, w - 176, cw, ch)
            i = 0
            for g, rs in zip(groups, rects):
                for c, r in zip(g, rs):
                    out.append(Slot(("reveal", seat), i, c, True, r, 600 + 20 * seat + i))
                    i += 1
        return out

    def sync_layout(self, animate: bool = True, **hints) -> None:
        super().sync_layout(animate=animate, **hints)
        self._dim()

    def _dim(self) -> None:
        fan = self.my_fan()
        if fan is None:
            return
        legal = self.legal
        if self.reveal is not None or not legal or self.view.phase != TT.DISCARD:
            fan.dim(self.animator, None)
            return
        kind = TT.GoOut if self.going_out else TT.Discard
        ok = {mv.card for mv in legal if type(mv) is kind}
        fan.dim(self.animator, lambda c: c in ok)

    # ================================================================= moves by drag and click
    def choices(self):
        if self.reveal is not None or self.flying is not None or self.show_sheet:
            return []  # (the score sheet covers the piles)
        if self._choices is None:
            out = []
            legal = self.legal
            fan = self.my_fan()
            me = ("hand", self.viewer)
            for mv in legal:
                t = type(mv)
                if t is TT.DrawStock and self.view.stock_size:
                    out.append(Choice(("stock", 0), me, mv, self.describe(mv)))
                elif t is TT.TakeDiscard:
                    out.append(Choice(("discard", len(self.view.discards) - 1), me, mv, self.describe(mv)))
            want = TT.GoOut if self.going_out else TT.Discard
            cards = {mv.card: mv for mv in legal if type(mv) is want}
            if fan is not None:
                for i, c in enumerate(fan.order):  # every copy of a card may go (two decks)
                    if c in cards:
                        out.append(Choice((me, i), "discard", cards[c], self.describe(cards[c])))
            self._choices = out
        return self._choices

    def places_of(self, move):
        for c in self.choices():
            if c.payload == move:
                return c.start, c.end
        return None

    def place_rect(self, place):
        if place == "discard":
            return (self.g.discard[0] - 14, self.g.discard[1] - 14, self.g.discard[2] + 28, self.g.discard[3] + 28)
        if place == "stock":
            return self.g.stock
        if isinstance(place, tuple) and place[0] == "hand":
            return self.g.hand_area
        raise KeyError(place)

    def place_at(self, lpos):
        for place in ("discard", "stock"):
            x, y, w, h = self.place_rect(place)
            if x <= lpos[0] <= x + w and y <= lpos[1] <= y + h:
                return place
        fan = self.my_fan()
        if fan is not None and fan.contains(lpos):
            return ("hand", self.viewer)
        return None

    def _card_at(self, start) -> Card | None:
        fan = self.my_fan()
        if fan is None or not isinstance(start, tuple) or start[0] != ("hand", self.viewer):
            return None
        return fan.order[start[1]] if 0 <= start[1] < len(fan.order) else None

    def move_for(self, start, end):
        card = self._card_at(start)
        if card is not None:
            if end == "discard":
                return TT.GoOut(card) if self.going_out else TT.Discard(card)
            return None
        if isinstance(start, tuple) and start[0] == "stock":
            return TT.DrawStock()
        if isinstance(start, tuple) and start[0] == "discard":
            return TT.TakeDiscard()
        return None

    def refuse_reason(self, start, lpos) -> str:
        v = self.view
        if self.reveal is not None:
            return "The round is over."
        if not self.legal:
            return "It is not your turn." if v.turn != self.viewer else "Wait a moment."
        end = self.place_at(lpos) if lpos is not None else "discard"
        move = self.move_for(start, end or "discard")
        why = self.reason(move) if move is not None else None
        if why:
            return why[:1].upper() + why[1:] + "."
        if self._card_at(start) is not None:
            if self.going_out:
                return "Drop the card you go out with on the discard pile."
            return "Drop a card on the discard pile to discard it."
        return "Drop the card on your hand to take it."

    # FanDrag's questions
    def in_fan(self, start) -> bool:
        return self._card_at(start) is not None and self.reveal is None

    def fan_drop(self, start, lpos) -> bool:
        fan = self.my_fan()
        if fan is None or not fan.contains(lpos):
            return False
        if fan.move(start[1], fan.insert_index(lpos)):
            self.melds = False
            self._choices = None  # the places of the cards changed
            self._resync = True
        return True

    def click_refused(self, start) -> None:
        self.refused(self.refuse_reason(start, None))

    def sort_hand(self, mode: str) -> None:
        fan = self.my_fan()
        if fan is None:
            return
        self.drag.cancel()
        self.melds = False
        fan.sort(mode)
        self._choices = None
        self.sync_layout(duration=0.2)
        self._build_buttons()

    def arrange_melds(self) -> None:
        """Group the hand into the best melds the rules find, the leftover cards at the end
        (kept so as the hand changes, until the player sorts or moves a card)."""
        fan = self.my_fan()
        if fan is None:
            return
        self.drag.cancel()
        self.melds = True
        self._arrange(fan)
        self._choices = None
        self.sync_layout(duration=0.25)
        self._build_buttons()

    def go_out(self) -> None:
        """The Go out button: with one way to go out, go; with several, choose the card."""
        outs = [mv for mv in self.legal if type(mv) is TT.GoOut]
        if not outs:
            self.refused(self.why_not_out())
            return
        if len(outs) == 1:
            self.choose(outs[0])
            return
        self.drag.cancel()
        self.going_out = not self.going_out
        self.drag.click_plays = self.going_out
        self._choices = None
        self._dim()
        self._build_buttons()

    def why_not_out(self) -> str:
        v = self.view
        if self.viewer is None or v.turn != self.viewer or v.hand is None:
            return "It is not your turn."
        if v.phase != TT.DISCARD:
            return "Draw a card first, from the stock or the discard pile."
        bm = v.hand_melds
        card = (bm.leftover[-1] if bm and bm.leftover else v.hand[-1])
        why = self.reason(TT.GoOut(card))
        return (why[:1].upper() + why[1:] + ".") if why else "You cannot go out now."

    def toggle_sheet(self) -> None:
        self.show_sheet = not self.show_sheet
        self.drag.cancel()
        self._choices = None
        self._build_buttons()
        if self.reveal is not None and not self.autoplay:
            self.autosave()

    # ================================================================= buttons
    def _build_buttons(self) -> None:
        b = ButtonRow()
        b.add(Button("Rules", self.g.buttons["rules"], self._rules, size=17))
        b.add(Button("Menu", self.g.buttons["menu"], self.to_menu, size=17))
        b.add(Button("Score sheet", self.g.buttons["sheet"], self.toggle_sheet, size=16, toggled=self.show_sheet,
                     key=pygame.K_c))
        if self.reveal is not None:
            x = self.g.reveal[0] + self.g.reveal[2] / 2
            if self.final:
                if self.can_turn_seats:
                    b.add(Button("Play again", (x - 210, self.g.end_buttons_y, 200, 44), self.play_again, size=19,
                                 key=pygame.K_RETURN))
                    b.add(Button(self.turn_label(), (x + 10, self.g.end_buttons_y, 200, 44), self.seats_turned, size=19,
                                 tooltip="The same cards again, every player one seat on"))
                else:
                    b.add(Button("Play again", (x - 100, self.g.end_buttons_y, 200, 44), self.play_again, size=19,
                                 key=pygame.K_RETURN))
            else:
                b.add(Button("Next round", (x - 100, self.g.end_buttons_y, 200, 44), self.next_round, size=19, key=pygame.K_RETURN))
            self.bar.clear()
            self.buttons = b
            return
        fan = self.my_fan()
        if fan is not None:
            b.add(Button("By suit", self.g.buttons["suit"], lambda: self.sort_hand("suit"), size=15,
                         toggled=fan.mode == "suit" and not self.melds))
            b.add(Button("By rank", self.g.buttons["rank"], lambda: self.sort_hand("rank"), size=15,
                         toggled=fan.mode == "rank" and not self.melds))
            b.add(Button("Arrange melds", self.g.buttons["melds"], self.arrange_melds, size=15, toggled=self.melds,
                         key=pygame.K_m))
        self._build_bar()
        for btn in self.bar.buttons:
            b.add(btn)
        self.buttons = b

    def _rules(self) -> None:
        from app.scenes.rules_help import RulesHelp

        self.app.scenes.push(RulesHelp(self.app, "three_thirteen"))

    def _build_bar(self) -> None:
        self.bar.clear()
        legal = list(self.legal)
        v = self.view
        if not legal or self.flying is not None or self.show_sheet:
            return
        last = " This is your last turn." if v.final_turn else ""
        if v.phase == TT.ASK:
            draws = [mv for mv in legal if type(mv) in (TT.DrawStock, TT.TakeDiscard)]
            keys = {TT.DrawStock(): pygame.K_d, TT.TakeDiscard(): pygame.K_t}
            self.bar.rect = (self.g.cx - 300, self.g.bar[1], 600.0, self.g.bar[3])
            self.bar.set(draws, self.describe, [TT.DrawStock(), TT.TakeDiscard()], keys=keys,
                         hint="Draw: click or drag the stock or the discard pile, or use a button." + last)
            return
        outs = [mv for mv in legal if type(mv) is TT.GoOut]
        took = v.took if v.opt("return_discard") == "forbidden" else None
        note = f" You took {took.label}: it cannot go back this turn." if took is not None else ""
        if self.going_out:
            self.bar.rect = (self.g.cx - 100, self.g.bar[1], 200.0, self.g.bar[3])
            self.bar.set([NOT_YET], str, [], labels={NOT_YET: "Not yet"},
                         hint="Go out: drag (or click) the card to discard; the others are laid down in melds.")
            return
        if outs:
            self.bar.rect = (self.g.cx - 190, self.g.bar[1], 380.0, self.g.bar[3])
            mv = outs[0] if len(outs) == 1 else GO_OUT_CHOOSE
            label = self.describe(outs[0]) if len(outs) == 1 else (
                "Lay down all your cards..." if v.final_turn else "Go out...")
            self.bar.set([mv], str, [mv], keys={mv: pygame.K_g}, labels={mv: label},
                         hint="Your cards all meld: go out (G), or discard and play on." + note + last)
            return
        self.bar.rect = (self.g.cx - 150, self.g.bar[1] - 40, 300.0, self.g.bar[3])
        self.bar.set([], str, [], hint="Discard: drag a card onto the discard pile (or click it, then the pile)."
                     + note + last)

    # ================================================================= events
    def handle_event(self, ev) -> None:
        m = self.m
        if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = m.to_logical(ev.pos)
        if self.show_sheet and self.sheet.handle(ev, m):
            return
        super().handle_event(ev)  # (the frame reads events on this table's own stage)

    def on_event(self, ev) -> None:
        m = self.m
        if ev.type == pygame.KEYDOWN:
            fan = self.my_fan()
            if ev.key == pygame.K_s and fan is not None and self.reveal is None:
                self.sort_hand("rank" if fan.mode == "suit" and not self.melds else "suit")
            elif ev.key == pygame.K_g and self.reveal is None and self.viewer is not None and not self.going_out:
                self.go_out()
            elif ev.key == pygame.K_ESCAPE and self.show_sheet:
                self.toggle_sheet()
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            # the empty stock (the discards are reshuffled into it): a click draws
            x, y, w, h = self.g.stock
            px, py = m.to_logical(ev.pos)
            if x <= px <= x + w and y <= py <= y + h and TT.DrawStock() in self.legal and self.reveal is None:
                self.choose(TT.DrawStock())
        elif ev.type == pygame.MOUSEMOTION and self.reveal is None:
            fan = self.my_fan()
            if fan is not None:
                idx = fan.index_at(m.to_logical(ev.pos))
                if fan.set_hover(idx):
                    self.sync_layout(duration=0.1)

    def back(self) -> None:
        if self.show_sheet:
            self.toggle_sheet()
            return
        if self.going_out:
            self.go_out()
            return
        super().back()

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
                self.app.invalidate()
            moving = True
        return moving

    # ================================================================= drawing
    def draw(self, surface) -> None:
        m = self.m
        wild = self.reveal.wild if self.reveal is not None else self.view.wild
        if self._wild_art is None or self._wild_art.art is not self.app.art or self._wild_art.wild != wild:
            self._wild_art = WildArt(self.app.art, wild)
            self.layer.invalidate()
        self.layer.draw(surface, m, self._wild_art, self._draw_bg, self._draw_overlay, self._draw_fg)
        self.toast.draw(surface, m, y=self.g.toast_y)

    def _draw_bg(self, surface) -> None:
        m = self.m
        draw_felt(surface)
        if self.reveal is not None:
            self._draw_reveal_bg(surface)
            return
        v = self.view
        for rect, label in ((self.g.stock, f"Stock  {v.stock_size}"), (self.g.discard, "Discard")):
            pygame.draw.rect(surface, (26, 104, 66), m.rect(*rect).inflate(m.px(10), m.px(10)), max(1, m.px(2)),
                             border_radius=m.px(10))
            blit_text(surface, m, label, rect[0] + rect[2] / 2, rect[1] + rect[3] + 12, 15, MUTED, "bold",
                      anchor="midtop")
        if v.stock_size == 0:
            text = "empty: a draw reshuffles" if v.opt("stock_out") == "reshuffle" else "empty"
            blit_text(surface, m, text, self.g.stock[0] + self.g.stock[2] / 2, self.g.stock[1] + self.g.stock[3] / 2, 13, MUTED,
                      anchor="center")
        rows = self.laid_rows()
        if rows:
            x, y, w, h = self.g.laid_area
            rh = min(h / len(rows), 50.0)
            for k, (s, _) in enumerate(rows):
                blit_text(surface, m, f"{self.seat_name(s)} laid down:", x + 140, y + k * rh + rh / 2 - 2, 14, GOLD,
                          "bold", anchor="midright")

    def _draw_reveal_bg(self, surface) -> None:
        m = self.m
        res = self.reveal
        x, y, w, h = self.g.reveal
        panel(surface, m.rect(*self.g.reveal), radius=m.px(14), alpha=235)
        if res.went_out is not None:
            how = f"{self.seat_name(res.went_out)} went out"
        else:
            how = "the stock ran out"
        blit_text(surface, m, f"Round {res.round} is over: {how}", x + 20, y + 12, 22, GOLD, "bold")
        note = f"{wild_words(res.wild)}. Each hand's best melds, then the cards left over."
        if self.g.portrait:  # under the title
            blit_text(surface, m, note, x + 20, y + 44, 15, MUTED)
        else:
            blit_text(surface, m, note, x + w - 20, y + 18, 15, MUTED, anchor="topright")
        rows, cw, ch = self.reveal_geometry()
        for seat, rx, ry, rw, rh in rows:
            sr = res.seats[seat]
            groups = [list(mm) for mm in sr.melds] + [list(sr.leftover)]
            rects = self.group_rects(groups, rx + 170, ry + 4, rw - 176, cw, ch)
            for k, rs in enumerate(rects):
                if rs:
                    left = k == len(rects) - 1
                    box = m.rect(rs[0][0] - 4, rs[0][1] - 3, rs[-1][0] + cw - rs[0][0] + 8, ch + 6)
                    pygame.draw.rect(surface, (120, 50, 40) if left else (40, 120, 80), box,
                                     border_radius=m.px(8))
            pygame.draw.line(surface, (50, 96, 70), m.pt(rx, ry + rh - 3), m.pt(rx + rw, ry + rh - 3))
            blit_text(surface, m, self.seat_name(seat), rx + 6, ry + 6, 17, TEXT, "bold")
            if sr.went_out:
                what = "went out: 0" if seat == res.went_out else "laid down: 0"
                colour = (150, 230, 140)
            else:
                what = f"penalty {sr.penalty}"
                colour = (250, 150, 130) if sr.penalty else (150, 230, 140)
            blit_text(surface, m, what, rx + 6, ry + 28, 15, colour, "bold")
            if rh >= 70:
                blit_text(surface, m, f"total {res.totals[seat]}", rx + 6, ry + 48, 14, MUTED)

    def emblems(self, view) -> set:
        """The emblem of the round's wild rank: a card of that rank (spades) beside the
        round's name, not a card of anyone's hand."""
        return {Card(view.wild, "S")} if getattr(view, "wild", None) else set()

    def _draw_info(self, surface) -> None:
        m = self.m
        v = self.view
        x, y, w, h = self.g.info
        panel(surface, m.rect(*self.g.info), radius=m.px(12))
        rnd = self.reveal.round if self.reveal is not None else v.round
        wild = self.reveal.wild if self.reveal is not None else v.wild
        blit_text(surface, m, f"Three Thirteen  \u2022  round {rnd} of {TT.ROUNDS}", x + 12, y + 10, 15, GOLD, "bold")
        dealer = f"  \u2022  dealer {self.seat_name(v.dealer)}" if self.reveal is None else ""
        blit_text(surface, m, f"{rnd + 2} cards each{dealer}", x + 12, y + 32, 14, TEXT)
        # the wild rank, with a small card of it wearing the badge
        card = Card(wild, "S")
        r = m.rect(x + 12, y + 54, 30, 42)
        surface.blit(self._wild_art.face(card, r.w, r.h), r)
        blit_text(surface, m, wild_words(wild), x + 52, y + 58, 16, BADGE, "bold")
        blit_text(surface, m, "marked with a star", x + 52, y + 78, 13, MUTED)

    def seat_infos(self) -> list[SeatInfo]:
        v = self.view
        out = []
        thinking = self.thinking[0] if self.thinking is not None else None
        for s in range(self.n):
            seat = self.seats[s]
            notes = []
            if s == self.viewer:
                notes.append("you")
            if self.reveal is None and v.went_out == s:
                notes.append("went out")
            elif self.reveal is None and v.final_turn and (s == v.turn or s in v.final_left):
                notes.append("last turn")
            notes.append(f"{v.totals[s]} pts")
            out.append(SeatInfo(seat.name, "" if seat.human else seat.level, s == v.dealer,
                                v.turn == s and self.reveal is None and not self.over, s == thinking,
                                " \u00b7 ".join(notes)))
        return out

    def _draw_fg(self, surface) -> None:
        m = self.m
        v = self.view
        self._draw_info(surface)
        if self.reveal is None:
            for s in range(self.n):
                if s != self.viewer or v.hand is None:
                    self.fans[s].draw_count(surface, m, v.hand_sizes[s])
            banner = self.banner_left > 0 and bool(self.banner)
            if banner:
                self._draw_banner(surface)  # under the seats: their words ("goes out!") stay readable
            for r, (x, y) in self._top_seats.items():  # with a banner up, a top seat's words go up
                self.ring.bubble_at[r] = (x, y + min(self.g.bubble_below, 96.0 if banner else 1e9), "midtop")
            self.ring.draw(surface, m, self.seat_infos(), self._spin)
            self._draw_hand_line(surface)
            self.bar.draw(surface, m)
        elif self.final and not self.show_sheet:
            self._draw_winner(surface, self.g.reveal[1] + self.g.reveal[3] + 10)
        if self.show_sheet:
            self._draw_sheet(surface)
        self.buttons.draw(surface, m)

    def _draw_banner(self, surface) -> None:
        m = self.m
        lines = fonts.wrap(self.banner, m.px(17), m.px(560), "bold")[:3]
        h = 16 + 24 * len(lines)
        panel(surface, m.rect(self.g.cx - 300, self.g.banner_y - h / 2, 600, h), color=(70, 52, 16), border=(230, 190, 90),
              radius=m.px(10), alpha=240)
        for k, line in enumerate(lines):
            blit_text(surface, m, line, self.g.cx, self.g.banner_y - h / 2 + 8 + 24 * k, 17, TEXT, "bold", anchor="midtop")

    def _draw_hand_line(self, surface) -> None:
        """The penalty of the hand at the screen as it stands (the rules' best melds)."""
        m = self.m
        v = self.view
        if v.hand is None or self.viewer is None:
            return
        text = f"Penalty as it stands: {v.hand_penalty}"
        if v.phase == TT.DISCARD and v.turn == self.viewer:
            took = v.took if v.opt("return_discard") == "forbidden" else None
            after = best_discard_penalty(v.hand, v.wild, v.opt("aces"), took)
            text += f"  \u2022  after your best discard: {after}"
        x = self.g.hand_area[0] + self.g.hand_area[2]
        blit_text(surface, m, text, x, self.g.hand_line_y, 15, GOLD if v.hand_penalty == 0 else TEXT, "bold",
                  anchor="bottomright")

    def _draw_winner(self, surface, y: float) -> None:
        m = self.m
        o = self.outcome
        if o is None:
            return
        text = present.outcome_line("three_thirteen", o, [self.seat_name(s) for s in range(len(self.seats))],
                                  short=True)
        blit_text(surface, m, text, self.g.cx, y, 22, GOLD, "bold", anchor="midtop")

    def _draw_sheet(self, surface) -> None:
        m = self.m
        v = self.view
        x, y, w, h = self.g.sheet
        panel(surface, m.rect(*self.g.sheet), radius=m.px(16), alpha=250)
        blit_text(surface, m, "Score sheet: penalty points (lowest total wins)", x + 20, y + 16, 20, GOLD, "bold")
        rows = []
        for res in v.results:
            rows.append([str(res.round), "10" if res.wild == "T" else res.wild]
                        + [("0 out" if res.went_out == s else str(res.seats[s].penalty)) for s in range(self.n)])
        for r in range(len(v.results) + 1, TT.ROUNDS + 1):
            rows.append([str(r), "10" if TT.wild_rank(r) == "T" else TT.wild_rank(r)] + [""] * self.n)
        self.sheet.set_rows(rows, ["Total", ""] + [str(t) for t in v.totals])
        self.sheet.draw(surface, m)
        if self.final:
            self._draw_winner(surface, y + h - 36)

    def _draw_overlay(self, surface) -> None:
        m = self.m
        self.drag.draw(surface, m)
        # why a dimmed card cannot be discarded
        fan = self.my_fan()
        if fan is not None and not self.drag.dragging and self.reveal is None and self.view.phase == TT.DISCARD \
                and self.legal:
            i = fan.hover
            if i is not None and i < len(fan.order):
                card = fan.order[i]
                move = TT.GoOut(card) if self.going_out else TT.Discard(card)
                if move not in self.legal:
                    why = self.reason(move)
                    if why:
                        r = fan.rects[i]
                        draw_tip(surface, m, why[:1].upper() + why[1:], r[0] + r[2] / 2, r[1] - 24)

    # ================================================================= screenshots
    def after_push(self) -> None:
        """Screenshots: show the demo table at its moment."""
        if not self._demo:
            return
        self.tweens.finish_all()
        self.banner_left = 0.0
        if self._demo == "turn":
            self.arrange_melds()
            self.melds = False
            self.fans[self.viewer].hover = len(self.view.hand) - 1
            self.sync_layout(animate=False)
        elif self._demo == "wilds":
            v = self.view
            self.announce(f"Round {v.round} of {TT.ROUNDS}: {v.hand_size} cards each. {wild_words(v.wild)}!", 5.0)
            self.sort_hand("rank")
        elif self._demo == "goout":
            self.arrange_melds()
        elif self._demo == "sheet":
            self.show_sheet = True
        self.tweens.finish_all()
        self._build_buttons()
