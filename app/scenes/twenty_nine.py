"""The Twenty-Nine table: four seats in two partnerships (partners opposite), the deal in
two rounds of four, the auction, the secret trump under its face-down marker (only the
bidder may peek), single hand, double and redouble, the play with "ask for trump" and the
pair, and after each hand a summary with the running score shown as the seed shows it.

The scene is thin: every decision is a move from the view's legal moves (worded by the
game's presenter), every refusal is the rules' reason, and the numbers shown (target,
stake, points, scores) are the view's. The shared pieces come from app/ui: the hand fan,
the seats, the trick area, the decision bar and the score sheet. Its layout is in
twenty_nine_layout, its panels and the decision bar's offers in twenty_nine_panels, its words
in twenty_nine_words, the bar's keys in twenty_nine_keys, its setup screen in
twenty_nine_setup and its screenshot positions in twenty_nine_demo.
"""

from __future__ import annotations

import pygame

from app.i18n import _

from app.rules import twenty_nine as T
from app.rules.cards import Card
from app.scenes.config import TableConfig
from app.scenes.table import TableBase
from app.ui.animator import Slot
from app.ui.decision import DecisionBar
from app.ui.hand import FanDrag, HandFan
from app.ui.scoresheet import ScoreSheet
from app.ui.seats import SeatRing
from app.ui.trick import TrickArea
from app.ui.widgets import Button, ButtonRow
from app.games import present
from app.scenes import twenty_nine_panels as panels
from app.scenes import twenty_nine_words as words
from app.scenes.twenty_nine_keys import BarKeys
from app.scenes.twenty_nine_layout import MARKER_RANK, MARKER_SIZE, PLATES, SUMMARY, TRICK_CENTRE, Geometry


class TwentyNineTable(TableBase):
    game_id = "twenty_nine"
    think_seconds = 0.7
    demo_key = pygame.K_m  # (D is diamonds while the trump is chosen)
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
        self.geo  # (lays the pieces out for the stage: on_geometry)
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
        self.bar_keys = BarKeys()  # Tab, arrows, Enter, digits and suits over the decision bar's buttons
        self.build_buttons()

    # ================================================================= the stage
    portrait_layout = True  # a tall narrow window gets the column stage (see Geometry)

    def make_geometry(self, m) -> Geometry:
        return Geometry(m)

    def on_geometry(self, g: Geometry) -> None:
        """Lay the pieces out for the stage the window gives (again after a resize)."""
        self.ring.centre, self.ring.radius, self.ring.plates = g.trick_centre, g.radius, dict(g.plates)
        self.ring.bubble_at = dict(g.bubble_at)
        self.trick_area.centre = g.trick_centre
        self.bar.hint_width = g.hint_w
        self.bar.hint_lines = g.hint_lines
        titles = words.sheet_titles(self.names)
        aligns = ("center", "left", "center", "center", "center", "left", "center", "center")
        self.sheet.rect = g.sheet
        self.sheet.columns = [(t, float(cw), a) for t, cw, a in zip(titles, g.sheet_columns, aligns)]

    def resize(self, m) -> None:
        self.geo  # (made again for a stage of another shape)
        if self._started:
            self.animator.clear()
            self.sync_layout(animate=False)
            self.build_buttons()

    # ================================================================= names and seats
    def team_name(self, t: int) -> str:
        return words.team_name(self.names, t)

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
        self.build_buttons()
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
        return words.pass_note(self.view)

    def on_turn(self, seat: int) -> None:
        self.peeking = False
        self.face_seat(self.ring, seat)
        self.build_buttons()

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
            self.finished = (cards, v.results[-1].last_winner)  # the rules say who won it
            self.summary = v.results[-1]
            self.final = self.over
            self.hold = "summary"
            self._deal_key = self.deal_key(v)
            self.sync_layout(**hints)
            self._pause_then(self._gather)
            self.build_buttons()
            self.app.sounds.play("win" if self._viewer_team_made() else "place")
            return
        if len(v.tricks) > len(old_view.tricks):
            ld, cards, winner, pts = v.tricks[-1]
            self.finished = (cards, winner)
            self.sync_layout(**hints)
            self._pause_then(self._gather)
            self.build_buttons()
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
        self.build_buttons()

    def announce_redeal(self, reasons) -> None:
        if not reasons:
            return
        text = "; ".join(present.game_words("twenty_nine").redeal_line(r, self.names) for r in reasons)
        # TRANSLATORS: a banner; {reasons} why the cards were dealt again
        self.banner = _("Redeal: {reasons}").format(reasons=text)
        self.banner_left = 6.0

    def _say(self, seat: int, move, old_view) -> None:
        t = type(move)
        if t is T.Play:
            self.ring.hush(seat)
            if not old_view.trick:  # a new trick: last trick's words are old news
                for s in range(4):
                    if not words.is_asked(self.ring.bubbles.get(s)):
                        self.ring.hush(s)
            return
        if t is T.Bid and old_view.phase == T.AUCTION and not old_view.bids:
            self.ring.hush()
        text = words.said(seat, move, old_view)
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
        self.build_buttons()

    def continue_play(self) -> None:
        was_summary = self.summary is not None
        self.summary = None
        self.finished = None
        if was_summary and not self.over:
            self.ring.hush()
            self.deal_in()
            self.announce_redeal(self.view.redeals)
        self.build_buttons()
        super().continue_play()
        self.build_buttons()
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
        self.build_buttons()
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
        self.build_buttons()

    def bubbles_from_view(self) -> None:
        """Each seat's bubble as the view tells it (after undo, redo or a resume)."""
        self.ring.hush()
        if self.summary is not None:
            return
        shown = self.pair_on_show()
        for seat, text in words.said_in_view(self.view, shown[0] if shown is not None else None).items():
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

    def ui_state(self) -> dict:
        if self.summary is not None:
            return {"summary": len(self.view.results)}
        return {}

    def save_summary(self) -> str:
        return words.save_line(self.view, self.names)

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
            return _("It is not your turn to play.") if self.view.phase in (T.PLAYING, T.PAIR) \
                else _("It is not time to play a card yet.")
        if not any(type(mv) is T.Play for mv in self.legal):
            return _("Decide first: use the buttons.")
        move = self.move_for(start, None)
        why = self.reason(move) if move is not None else None
        if why:
            return why[:1].upper() + why[1:] + "."
        return _("Drop the card in the middle of the table to play it.")

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
    def build_buttons(self) -> None:
        b = ButtonRow()
        g = self.geo
        b.add(Button(_("Rules"), g.buttons["rules"], self._rules, size=17))
        b.add(Button(_("Menu"), g.buttons["menu"], self.to_menu, size=17))
        sx, sy, sw, sh = g.summary
        if self.summary is not None:
            cx, by, turn = sx + sw / 2, sy + sh - 52, self.can_turn_seats
            if self.final:
                x0 = cx - (310 if turn else 210)
                b.add(Button(_("Play again"), (x0, by, 200, 42), self.play_again, size=19, key=pygame.K_RETURN))
                if turn:
                    b.add(Button(self.turn_label(), (x0 + 210, by, 200, 42), self.seats_turned, size=19, key=pygame.K_t,
                                 tooltip=_("The same cards again, every player one seat on")))
                b.add(self.look_back_button((x0 + (420 if turn else 210), by, 200, 42), 0, 19))
            elif self.finished is None:
                b.add(Button(_("Next hand"), (cx - 210, by, 200, 42), self.next_hand, size=19, key=pygame.K_RETURN))
                b.add(self.look_back_button((cx + 10, by, 200, 42), panels.hand_start(self), 19))
            self.bar.clear()
            self.buttons = b
            return
        if self.viewer is not None:
            b.add(Button(_("By suit"), g.buttons["suit"], lambda: self.sort_hand("suit"), size=15,
                         toggled=self.fans[self.viewer].mode == "suit"))
            b.add(Button(_("By rank"), g.buttons["rank"], lambda: self.sort_hand("rank"), size=15,
                         toggled=self.fans[self.viewer].mode == "rank"))
        b.add(Button(_("Last trick"), g.buttons["last"], self.toggle_last, size=15,
                     enabled=bool(self.view.tricks), toggled=self.show_last, key=pygame.K_l))
        self.add_assist_buttons(b, size=15)
        panels.build_bar(self)
        for btn in self.bar.buttons:
            b.add(btn)
        self.buttons = b
        self.bar_keys.rebuild(self.bar, (self.view.phase, len(self.moves)) if self.bar.buttons else None)

    def toggle_last(self) -> None:
        self.show_last = not self.show_last and bool(self.view.tricks)
        self.build_buttons()

    def _rules(self) -> None:
        from app.scenes.rules_help import RulesHelp

        self.app.scenes.push(RulesHelp(self.app, "twenty_nine"))

    # ================================================================= events
    def take_event(self, ev) -> bool:
        """The pointer kept (a refused click says why where it was); the score sheet of the
        hand's summary takes its events first."""
        m = self.m
        if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = m.to_logical(ev.pos)
        return self.summary is not None and self.sheet.handle(ev, m)

    def assist_rects(self) -> tuple:
        return self.geo.assist

    def show_hint(self, move, why) -> None:
        """A card to play is lit in the hand (the frame's way); a decision's button gets the
        keyboard's ring (Enter presses it)."""
        super().show_hint(move, why)
        button = self.bar.button_for(move) if self.bar.buttons else None
        if button is not None and button.enabled:
            self.bar_keys.row.focus_button(button)

    def hint_key_free(self) -> bool:
        return self.view.phase != T.TRUMP  # H is hearts while the trump is chosen

    def on_event(self, ev) -> None:
        m = self.m
        if ev.type == pygame.KEYDOWN:
            if self.bar_keys.key(self, ev):
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
                self.app.invalidate()  # the banner goes
            moving = True
        return moving

    # ================================================================= drawing
    def draw(self, surface) -> None:
        m = self.m
        self.layer.draw(surface, m, self.app.art, lambda sf: panels.draw_background(self, sf),
                        lambda sf: panels.draw_overlay(self, sf), self._draw_fg)
        self.toast.draw(surface, m, y=self.geo.toast_y)

    def _draw_fg(self, surface) -> None:
        m = self.m
        v = self.view
        if self.summary is None:
            for s in range(4):
                if s != self.viewer:
                    self.fans[s].draw_count(surface, m, v.hand_counts[s])
        self.ring.draw(surface, m, panels.seat_infos(self), self._spin)
        panels.draw_pair(self, surface)
        if self.summary is not None and self.finished is None:
            panels.draw_summary(self, surface)
        else:
            self.bar.draw(surface, m)
            if self.show_last and v.tricks:
                ld, cards, w, pts = v.tricks[-1]
                self.trick_area.draw_review(surface, m, self.app.art, cards, w, self.geo.review,
                                            # TRANSLATORS: {name} who won the last trick, {points} its card points
                                            _("Last trick: {name}, {points} pts").format(
                                                name=self.seat_name(w), points=pts), self.names)
        self.buttons.draw(surface, m)
