"""The Three Thirteen table: 2 to 8 seats round the table, eleven rounds of rummy with a
rising wild rank (3 to K), the stock and the discard pile in the middle, the hand at the
screen fanned at the bottom (drag to reorder, sort by suit or rank, or arrange it into the
best melds the rules find, with its penalty shown live), going out with the melds laid face
up and the others' last turns, the round's hands revealed with their melds and penalties,
and the score sheet of the eleven rounds.

The scene is thin: every decision is one of the view's legal moves (worded by the game's
presenter), every refusal the rules' reason, and the melds, penalties and scores shown the
rules' (``best_melds``, ``best_discard_penalty``, the view's results). The hand fan, seats,
decision bar and score sheet come from app/ui; the stock and the discard pile are Slots.

The table's places are in three_thirteen_layout, its drawing, buttons and decision bar in
three_thirteen_panels, its words in three_thirteen_words; the setup screen is in
three_thirteen_setup and the screenshot moments in three_thirteen_demo.
"""

from __future__ import annotations

import pygame

from app.i18n import _
from app.rules import three_thirteen as TT
from app.rules.three_thirteen_melds import best_melds, clear_caches
from app.rules.cards import RANKS, Card
from app.scenes.config import TableConfig
from app.scenes.table import TableBase
from app.scenes.three_thirteen_layout import BAR, Geometry, laid_slots, reveal_slots
from app.scenes import three_thirteen_panels as panels
from app.scenes import three_thirteen_words as words
from app.ui.animator import Slot
from app.ui.decision import DecisionBar
from app.ui.hand import FanDrag, HandFan
from app.ui.movedrag import Choice
from app.ui.seats import SeatRing
from app.ui.widgets import NEXT_KEYS, PRESS_KEYS, ButtonRow

RANK_ORDER = RANKS[::-1]  # the fan's rank order, weakest first: sorted hands read A, 2, 3 ... K
SUIT_ORDER = "SHCD"  # black and red suits alternate in a sorted hand


class ThreeThirteenTable(TableBase):
    game_id = "three_thirteen"
    think_seconds = 0.6
    watch_pause = 3.0
    show_pause = 0.55  # seconds a card taken from the discard pile stays face up at its seat
    demo_key = pygame.K_a  # the computer plays your turns (D is the draw from the stock here)

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
        self.bar = DecisionBar(BAR, self.choose, size=17)
        self.bar.hint_width = 740.0
        self.geo  # (lays the pieces out for the stage: on_geometry)
        self.reveal = None  # the RoundResult on the table after a round
        self.show_sheet = False
        self.final = False
        self.going_out = False  # choosing the card to discard when going out
        self.melds = False  # the hand at the screen kept arranged in its best melds
        self.flying: tuple[int, Card] | None = None  # a discard another seat took, shown on its way
        self.banner = ""
        self.banner_left = 0.0
        self._resync = False
        self._pause = 0.0
        self.wild_art: panels.WildArt | None = None
        # the keyboard's ring over the table's buttons when there is no draw or discard to step
        # through (a round's end, the score sheet, another's turn): Tab, arrows, Enter
        self.key_ring = ButtonRow(keyboard=True)
        self.build_buttons()

    # ================================================================= the stage
    portrait_layout = True  # a tall narrow window gets the column stage (see Geometry)
    column_min_h = 1000.0

    @property
    def g(self) -> Geometry:
        return self.geo

    def make_geometry(self, m) -> Geometry:
        return Geometry(m, self.n)

    def on_geometry(self, g: Geometry) -> None:
        """Lay the pieces out for the stage the window gives (again after a resize)."""
        self.ring.centre, self.ring.radius = g.centre, g.radius
        self.bar.hint_width, self.bar.hint_lines = g.hint_w, g.hint_lines
        self._set_plates()
        self.sheet = panels.make_sheet(self)

    def resize(self, m) -> None:
        self._geo_for = None  # made again: the stage's shape, the text size or the language changed
        self.geo
        if self._started:
            self.animator.clear()
            self.sync_layout(animate=False)
            self.build_buttons()

    # ================================================================= names and seats
    def rel(self, seat: int) -> int:
        return self.ring.rel(seat)

    def _set_plates(self) -> None:
        self.ring.plates, self.ring.bubble_at, self.top_seats = self.geo.plates(self.watching)

    def fan_area(self, seat: int):
        return self.g.fan_area(self.rel(seat))

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
        self.build_buttons()
        self.advance()

    def deal_in(self) -> None:
        """A new round: the cards fly out from the dealer, and the wild rank is announced."""
        v = self.view
        # the meld solver's memos of the rounds before are of other wild ranks: never asked
        # again this game (this process keeps them only for the views it shows)
        clear_caches()
        self.animator.clear()
        total = sum(v.hand_sizes) + 6
        self.sync_layout(origin=self.g.dealer_rect(self.rel(self.view.dealer)), stagger=min(0.03, 1.6 / total))
        self.announce(words.round_banner(v), 5.0)
        if not self.autoplay:
            self.app.sounds.play("deal")

    def announce(self, text: str, seconds: float = 4.0) -> None:
        self.banner = text
        self.banner_left = seconds

    def pass_note(self, seat: int) -> str:
        return words.pass_note(self.view)

    def on_turn(self, seat: int) -> None:
        self.going_out = False
        self.face_seat(self.ring, seat)
        self.build_buttons()

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
            self.build_buttons()
            self.app.sounds.play("flip")
            return
        self._say(seat, move, old_view)
        hints: dict = {}
        if t is TT.DrawStock:
            hints["origin"] = self.g.stock
            if old_view.stock_size == 0:
                self.announce(_(words.STOCK_RESHUFFLED), 5.0)
        elif t is TT.TakeDiscard:
            hints["moved"] = [("discard", hand)]
        elif t is TT.Discard:
            hints["moved"] = [(hand, "discard")]
        elif t is TT.GoOut:
            hints["moved"] = [(hand, "discard"), (hand, ("laid", seat))]
        if v.stock_ended and not old_view.stock_ended:
            self.announce(_(words.STOCK_ENDED), 5.0)
        if t is TT.GoOut and old_view.went_out is None:
            self.announce(words.went_out_banner(self, seat), 6.0)
        if t is TT.TakeDiscard and seat != self.viewer and not self.autoplay:
            # as at a real table: everyone sees the card go to that seat, then it joins the hand
            self.flying = (seat, old_view.discard_top)
            self.sync_layout(**hints)
            self._pause = 0.0
            self.tweens.add(self, "_pause", 1.0, self.show_pause, on_done=self._landed)
        else:
            self.sync_layout(**hints)
        self.build_buttons()
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
        if t in (TT.DrawStock, TT.TakeDiscard) and not old_view.final_turn:
            for s in range(self.n):  # a new turn: the others' words are old news
                if s != seat and self.ring.bubbles.get(s) != _(words.GOES_OUT):
                    self.ring.hush(s)
        self.ring.say(seat, words.move_said(move, old_view))

    def continue_play(self) -> None:
        was = self.reveal is not None
        self.reveal = None
        self.show_sheet = False
        if was and not self.over:
            self.ring.hush()
            self.deal_in()
        self.build_buttons()
        super().continue_play()
        self.build_buttons()
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
        self.build_buttons()
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
        self.build_buttons()

    def ui_state(self) -> dict:
        if self.reveal is not None:
            return {"reveal": len(self.view.results), "sheet": self.show_sheet}
        return {}

    def save_summary(self) -> str:
        return words.save_summary(self)

    def to_menu(self) -> None:
        self.ask_leave()

    def choose(self, move) -> None:
        """A decision bar button (a legal move, or the Go out / Not yet of choosing the card
        to go out with)."""
        self.drag.cancel()
        if move in (panels.GO_OUT_CHOOSE, panels.NOT_YET):
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
            return reveal_slots(self.g, self.reveal, self.n, self.ring.bottom)
        slots: list[Slot] = []
        # the stock: a few backs, the top one (index 0) highest
        k = min(v.stock_size, 5)
        for i in range(k):
            x, y, w, h = self.g.stock
            slots.append(Slot("stock", i, None, False, (x + 2 * i, y + 2 * i, w, h), 40 - i))
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
        slots += laid_slots(self.g, self.view.laid)
        return slots

    def _arrange(self, fan: HandFan) -> None:
        bm = best_melds(fan.order, self.view.wild, self.view.opt("aces"))
        groups = [list(m) for m in bm.melds] + [list(bm.leftover)]
        fan.arrange(groups)

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
        if self.reveal is not None or self.flying is not None or self.show_sheet or self.demo_on:
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
        return self.g.place_rect(place)

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
            return _("The round is over.")
        if not self.legal:
            return _("It is not your turn.") if v.turn != self.viewer else _("Wait a moment.")
        end = self.place_at(lpos) if lpos is not None else "discard"
        move = self.move_for(start, end or "discard")
        why = self.reason(move) if move is not None else None
        if why:
            return why[:1].upper() + why[1:] + "."
        if self._card_at(start) is not None:
            if self.going_out:
                return _("Drop the card you go out with on the discard pile.")
            return _("Drop a card on the discard pile to discard it.")
        return _("Drop the card on your hand to take it.")

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
        self.build_buttons()

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
        self.build_buttons()

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
        self.build_buttons()

    def why_not_out(self) -> str:
        v = self.view
        if self.viewer is None or v.turn != self.viewer or v.hand is None:
            return _("It is not your turn.")
        if v.phase != TT.DISCARD:
            return _("Draw a card first, from the stock or the discard pile.")
        bm = v.hand_melds
        card = (bm.leftover[-1] if bm and bm.leftover else v.hand[-1])
        why = self.reason(TT.GoOut(card))
        return (why[:1].upper() + why[1:] + ".") if why else _("You cannot go out now.")

    def toggle_sheet(self) -> None:
        self.show_sheet = not self.show_sheet
        self.drag.cancel()
        self._choices = None
        self.build_buttons()
        if self.reveal is not None and not self.autoplay:
            self.autosave()

    # ================================================================= buttons
    def build_buttons(self) -> None:
        self.buttons = panels.buttons(self)
        old, self.key_ring = self.key_ring, ButtonRow(panels.ring_order(self.buttons), keyboard=True)
        if not self.choices():  # (with cards to step through, Tab is theirs: the ring goes)
            self.key_ring.keep_focus_of(old)
        else:
            self.key_ring.set_focus(None)

    def assist_rects(self) -> tuple:
        return self.g.assist

    def show_rules(self) -> None:
        from app.scenes.rules_help import RulesHelp

        self.app.scenes.push(RulesHelp(self.app, "three_thirteen"))

    # ================================================================= events
    def take_event(self, ev) -> bool:
        """The score sheet over the table takes its events first; then the keyboard's ring
        over the buttons, when there are no cards to step through (before the buttons' own
        keys: Enter presses the ringed button, not the one Enter means without a ring)."""
        if self.show_sheet and self.sheet.handle(ev, self.m):
            return True
        return self.ring_key(ev)

    def ring_key(self, ev) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN:
            self.key_ring.set_focus(None)  # (a click hides the ring)
            return False
        if ev.type != pygame.KEYDOWN or ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) or self.choices():
            return False
        if ev.key in NEXT_KEYS:
            self.key_ring.move_focus(ev.key, bool(ev.mod & pygame.KMOD_SHIFT), self.m)
            return True
        if ev.key in PRESS_KEYS and self.key_ring.focused is not None:
            self.key_ring.handle(ev, self.m)
            return True
        return False

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

    def tick(self, dt: float) -> bool:
        moving = False
        if self._resync:
            self._resync = False
            self.sync_layout(duration=0.18)
            self.build_buttons()
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
        if self.wild_art is None or self.wild_art.art is not self.app.art or self.wild_art.wild != wild:
            self.wild_art = panels.WildArt(self.app.art, wild)
            self.layer.invalidate()
        self.layer.draw(surface, m, self.wild_art, lambda s: panels.draw_bg(self, s),
                        lambda s: panels.draw_overlay(self, s), lambda s: panels.draw_fg(self, s, self._spin))
        self.toast.draw(surface, m, y=self.g.toast_y)

    def emblems(self, view) -> set:
        """The emblem of the round's wild rank: a card of that rank (spades) beside the
        round's name, not a card of anyone's hand."""
        return {Card(view.wild, "S")} if getattr(view, "wild", None) else set()

