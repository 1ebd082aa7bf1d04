"""The Three By Three table: the nine piles with their depth, plays by click, drag or keys,
the joker's free play, round ends with the next deal animated, Hint and Demo (the hint
agent), undo/redo/restart, deal numbers, several players on the same deck one after
another, and the end screen with Look back (the replay viewer's look-back: the best the
deal allowed and the point of no return, app.scenes.three_by_three_lookback) and Replay from
there (the table's own analysis, worked out in a separate process so the window never waits
on the solver).

The scene is thin: what is legal, the reasons a play is refused, when a placed card covers
an unused joker, the round ends and the score come from app.rules.three_by_three; the hint
from app.ai.three_by_three. Its geometry is in three_by_three_layout, its panels and words
in three_by_three_panels, the end screen's analysis in three_by_three_analysis, its setup
screen in three_by_three_setup and its screenshot positions in three_by_three_demo.
"""

from __future__ import annotations

import random

import pygame

from app.rules import three_by_three as T
from app.games.three_by_three_present import pile_text, piles_text
from app.i18n import _, ngettext
from app.rules.three_by_three import CORNERS, PILES, Centre, Edge, Joker, Place
from app.scenes import three_by_three_panels as panels
from app.scenes.dialogs import ConfirmDialog
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.table import TableBase
from app.scenes.three_by_three_analysis import EndAnalysis
from app.scenes.three_by_three_hint import HintAndDemo
from app.scenes.three_by_three_layout import STOCK_RECT, Geometry, pile_rect
from app.ui.animator import Slot
from app.ui.movedrag import Choice, MoveDrag
from app.ui.pile import Pile
from app.ui.widgets import TextField

FLIP = ("flip",)  # the drop target of a turn-up: anywhere off the pile

# ============================================================================ drag and click


class PileDrag(MoveDrag):
    """The frame's drag controller with this table's clicks: a click on a pile that may be
    turned up turns it up (even if it could also feed a joker); after a click on a joker, a
    click on a face-down pile makes that free play."""

    def click(self, grab) -> None:
        start = grab.data
        table = self.table
        options = self._of(start)
        if table.armed is not None:
            for c in options:
                if isinstance(c.payload, Joker) and c.payload.corner == table.armed:
                    self.selected = None
                    table.armed = None
                    table.play_choice(c)
                    return
        flips = [c for c in options if c.end == FLIP]
        if flips:
            self.selected = None
            table.armed = None
            table.play_choice(flips[0])
            return
        super().click(grab)

    def outlines(self, end) -> bool:
        return end != FLIP  # a turn-up's target is the whole table: not outlined


class CoverJokerDialog(ConfirmDialog):
    """The question before a card covers a joker whose free play is unused: the question,
    then what happens to the free play (one text: the dialog wraps it in its box)."""

    def __init__(self, app, question: str, detail: str, on_yes):
        # (two whole sentences, each already in the player's language)
        super().__init__(app, f"{question} {detail}", on_yes, yes=_("Cover it"), no=_("Keep it"))
        self.detail = detail


# ============================================================================ the table


class ThreeByThreeTable(HintAndDemo, EndAnalysis, TableBase):
    """Three By Three on the table frame (see the module doc)."""

    game_id = "three_by_three"
    portrait_layout = True  # a tall narrow window gets the column stage (see Geometry)
    column_min_h = 1000.0
    think_seconds = 0.3
    analysis_in_process = True  # tests use a thread: the same code, no process to start

    def __init__(self, app, config: TableConfig, autoplay: bool = False):
        super().__init__(app, config, autoplay)
        self.drag = PileDrag(self.layer, self, self.tweens, on_refused=self.refused)
        self.piles = [Pile(pile_rect(i), under_face_up=i in CORNERS) for i in range(9)]
        self.stock = Pile(STOCK_RECT, step=1.2, max_layers=40)
        self.armed: str | None = None  # a joker clicked: its free play waits for a pile
        self.banner = ""
        self.banner_left = 0.0
        self.trim = 0  # rounds dealt by the last move and not shown yet (dealt after it lands)
        self.deal_field = TextField((958, 566, 166, 44), "", 9, str.isdigit, "deal number", size=18)
        self._place()
        self.build_buttons()

    # ================================================================= the stage
    def make_geometry(self, m) -> Geometry:
        return Geometry(m)

    def _place(self) -> None:
        """Piles, stock and the deal field where the stage's geometry puts them."""
        g = self.geo
        for i, p in enumerate(self.piles):
            p.rect = g.pile_rect(i)
        self.stock.rect = tuple(g.stock)
        self.deal_field.lrect = g.field

    def pile_rect(self, i: int) -> tuple[float, float, float, float]:
        return self.geo.pile_rect(i)

    def resize(self, m) -> None:
        self._place()
        self._choices = None
        self.animator.clear()
        self.sync_layout(animate=False)
        self.build_buttons()
        self.layer.invalidate()

    # ================================================================= what is shown
    @property
    def table_visible(self) -> bool:
        """A table is drawn for the human at the screen, or when only computers play."""
        return self.viewer is not None or self.watching

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

    def shown_piles(self) -> list[tuple]:
        """The piles as shown: the view's, less the cards of a deal still to be animated."""
        v = self.view
        if not self.trim:
            return list(v.piles)
        return [p[:len(p) - self.trim] for p in v.piles]

    def shown_round(self) -> int:
        return self.view.round - self.trim

    def top_place(self, i: int):
        n = len(self.shown_piles()[i])
        return (("pile", i, n - 1), 0) if n else None

    # ================================================================= frame hooks
    def start(self) -> None:
        ui, self.resume_ui = self.resume_ui, {}
        if ui.get("hold") == "seat_done" and not self.over and self.multi_human:
            self.hold = "seat_done"  # the finished table's score was on screen
            self._refresh_view()
            self.build_buttons()
            return
        self.advance()

    def ui_state(self) -> dict:
        if self.over:
            return {"end": True}  # a resume shows the end screen again
        if self.hold == "seat_done":
            return {"hold": "seat_done"}
        return {}

    def save_summary(self) -> str:
        v = self.view
        names = ", ".join(self.seat_name(i) for i in range(len(self.seats)))
        # TRANSLATORS: a saved game's line; {seed}: the deal number, {round}: 1 to 6, {names}: the players
        return _("deal {seed}, round {round} of 6: {names}").format(seed=self.config.seed, round=v.round, names=names)

    def pass_note(self, seat: int) -> str:
        same = self.config.options.get("same_shuffle") == "on"
        if same and len(self.seats) > 1:
            return _("Your table of Three By Three (the same deck as the others).")
        return _("Your table of Three By Three.")

    def on_turn(self, seat: int) -> None:
        self.armed = None
        if self.trim:
            self._deal()
        else:
            self.sync_layout(animate=True)
        self.build_buttons()

    def on_jump(self) -> None:
        super().on_jump()
        self.trim = 0
        self.armed = None
        self.clear_hint()
        self.banner_left = 0.0
        self.sync_layout(animate=False)
        self.build_buttons()

    def _same_table(self, old, new) -> bool:
        return (old.seat == new.seat and len(new.moves) == len(old.moves) + 1
                and new.moves[:len(old.moves)] == old.moves)

    def on_moved(self, old_view, move, seat: int) -> None:
        self.armed = None
        self.clear_hint()
        new = self.view
        if not self.table_visible:
            self.animator.clear()
            self.build_buttons()
            return
        if old_view.seat == new.seat and old_view.moves == new.moves and old_view.seat is not None:
            self.build_buttons()  # another player's table moved: this one looks the same
            return
        if not self._same_table(old_view, new):  # a spectator moving on to the next table
            self.trim = 0
            self.animator.clear()
            self.sync_layout(animate=False)
            self.build_buttons()
            return
        self.trim = max(0, new.round - old_view.round)
        self.sync_layout(animate=True, moved=self._moved_hint(old_view, move))
        t = type(move)
        self.app.sounds.play("flip" if t in (Edge, Centre, Joker) else "place")
        if new.over:
            # TRANSLATORS: {round}: the round that ended (1 to 6)
            self.say(_("Round {round} over: no play left. The game is over.").format(round=old_view.round))
        elif self.trim:
            skipped = list(range(old_view.round + 1, new.round))
            # TRANSLATORS: {round}: the round that ended; {next}: the round dealt now
            text = _("Round {round} over: no play left. Dealing round {next}.").format(round=old_view.round,
                                                                                     next=new.round)
            if skipped:
                # TRANSLATORS: rounds dealt and over at once; {rounds}: their numbers ("3" or "3, 4")
                text += " " + ngettext("(Round {rounds} had no play either.)", "(Rounds {rounds} had no play either.)",
                                       len(skipped)).format(rounds=", ".join(str(r) for r in skipped))
            self.say(text)
        if new.over and not self.over and seat == self.viewer and self.seats[seat].human:
            self.hold = "seat_done"  # the next player's table comes after this one's score
        self.build_buttons()

    def _moved_hint(self, old, move) -> list:
        counts = [len(p) for p in old.piles]
        t = type(move)
        if t is Edge or t is Centre:
            i = 4 if t is Centre else T.PILE_INDEX[move.edge]
            return [(("pile", i, counts[i] - 1), "pending")]
        if t is Joker:
            p, j = T.PILE_INDEX[move.pile], T.PILE_INDEX[move.corner]
            return [(("pile", p, counts[p] - 1), ("pile", j, counts[j]))]
        if t is Place:
            j = T.PILE_INDEX[move.corner]
            return [("pending", ("pile", j, counts[j]))]
        return []

    def _deal(self) -> None:
        """The cards of the new round(s) fly from the stock."""
        self.trim = 0
        self._choices = None  # the piles' top places changed
        self.sync_layout(animate=True, origin=self.geo.stock, stagger=0.04)
        self.app.sounds.play("deal")

    def continue_play(self) -> None:
        super().continue_play()
        self.build_buttons()

    def on_game_over(self) -> None:
        if self.analysed_for != tuple(self.moves) and not self.autoplay:
            out = self.outcome
            self.app.sounds.play("win" if out is not None and (out.winners or len(self.seats) > 1) else "place")
        self.stop_demo(say=False)
        self.armed = None
        if self.table_visible:
            if self.trim:
                self._deal()
            else:
                self.sync_layout(animate=True)
        self.start_analysis()
        self.build_buttons()

    def exit(self) -> None:
        if self.job is not None:
            self.job.stop()
        super().exit()

    # ================================================================= plays
    def places_of(self, move):
        t = type(move)
        if t is Place:
            return (("pending", 0), ("corner", T.PILE_INDEX[move.corner]))
        if t is Edge or t is Centre:
            i = 4 if t is Centre else T.PILE_INDEX[move.edge]
            top = self.top_place(i)
            return None if top is None else (top, FLIP)
        if t is Joker:
            top = self.top_place(T.PILE_INDEX[move.pile])
            return None if top is None else (top, ("corner", T.PILE_INDEX[move.corner]))
        return None

    def choices(self) -> list[Choice]:
        if not self.table_visible:
            return []
        return super().choices()

    def place_rect(self, place):
        if place == FLIP:
            return (0.0, 0.0, self.geo.w, self.geo.h)
        if place[0] in ("corner", "down"):
            p = self.piles[place[1]]  # the top card and the edges shown under it
            x, y, w, h = p.rect
            return (x, y, w, h + p.layers * p.step)
        raise KeyError(place)

    def place_at(self, lpos):
        for i, p in enumerate(self.piles):
            if p.contains(lpos):
                return ("corner" if i in CORNERS else "down", i)
        return None

    def move_for(self, start, end):
        if end is None or end[0] != "corner":
            return None
        corner = PILES[end[1]]
        if start == ("pending", 0):
            return Place(corner)
        if isinstance(start, tuple) and isinstance(start[0], tuple) and start[0][0] == "pile":
            return Joker(corner, PILES[start[0][1]])
        return None

    def refuse_reason(self, start, lpos) -> str:
        move = self.move_for(start, self.place_at(lpos))
        if move is None:
            if start == ("pending", 0):
                # TRANSLATORS: {allowed}: the corners the card may go on ("the top-left corner or the top-right corner")
                return _("Put the card on {allowed} (lit)").format(allowed=piles_text(self.view.allowed))
            return _("Drop the card on a joker to use its free play")
        return super().refuse_reason(start, lpos)

    def play_choice(self, choice: Choice) -> None:
        self.play_move(choice.payload)

    def play_move(self, move) -> bool:
        """Play ``move`` for the human at the screen; a card about to cover an unused joker
        asks first (the rules say when)."""
        if isinstance(move, Place) and move.corner in self.view.warn_corners and not self.demo_on:
            kept = self.config.options.get("joker_credit") == "kept"
            detail = (_("Its free play is kept for later.") if kept else
                      _("Its free play has not been used and will be lost."))
            self.drag.cancel()
            self.app.scenes.push(CoverJokerDialog(
                # TRANSLATORS: {corner}: a corner ("the top-left corner")
                self.app, _("Cover the joker on {corner}?").format(corner=pile_text(move.corner)), detail,
                lambda: self.play(move)))
            return False
        return self.play(move)

    def play(self, move) -> bool:
        ok = super().play(move)
        self.build_buttons()
        return ok

    def refused(self, reason: str) -> None:
        super().refused(reason[:1].upper() + reason[1:] if reason else reason)

    # ================================================================= deals
    def new_deal(self, seed: int | None = None) -> None:
        if seed is None:
            seed = random.SystemRandom().randrange(1, 10**9)
        cfg = TableConfig(self.config.game_id, [SeatConfig(s.name, s.kind, s.level) for s in self.seats],
                          dict(self.config.options), seed)
        self.app.scenes.replace(ThreeByThreeTable(self.app, cfg))

    def go_to_deal(self) -> None:
        text = self.deal_field.value.strip()
        if not text.isdigit() or int(text) < 1:
            self.refused(_("Type a deal number (1 or more) first"))
            return
        self.deal_field.focused = False
        self.new_deal(int(text))

    def restart(self) -> None:
        if self.moves and self.can_restart():
            self.rewind_to(0)
            self.say(_("The same deal from the start (Redo steps forward again)."))

    def say(self, text: str, seconds: float = 2.4) -> None:
        self.banner = text
        self.banner_left = seconds

    # ================================================================= buttons and events
    def build_buttons(self) -> None:
        old = getattr(self, "buttons", None)
        self.buttons = panels.buttons(self)
        if old is not None:
            self.buttons.keep_focus_of(old)  # (the end screen's ring stays on its button)

    def assist_rects(self) -> tuple:
        return panels.assist_rects(self)

    def can_restart(self) -> bool:
        """Back to the start of the deal: only while no card has been seen, or once the game
        is over (practice)."""
        return bool(self.moves) and self.can_undo() and self.may_rewind_to(0)

    def show_rules(self) -> None:
        from app.scenes.rules_help import RulesHelp

        self.app.scenes.push(RulesHelp(self.app, "three_by_three"))

    def back(self) -> None:
        if self.deal_field.focused:
            self.deal_field.focused = False
            return
        if self.armed is not None:
            self.armed = None
            return
        super().back()

    def deal_field_shown(self) -> bool:
        return any(b.fid == "go" for b in self.buttons.buttons)

    def take_event(self, ev) -> bool:
        """The deal number's field first; the piles' hover look as the pointer moves."""
        m = self.m
        if (ev.type == pygame.KEYDOWN and ev.key == pygame.K_g and self.deal_field_shown()
                and not self.deal_field.focused and not ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            self.deal_field.focused = True  # G: type a deal number, Enter plays it
            pygame.key.start_text_input()
            self.buttons.set_focus(None)
            return True
        if self.deal_field_shown() and self.deal_field.handle(ev, m):
            if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.go_to_deal()
            return True
        if ev.type == pygame.MOUSEMOTION and not self.drag.dnd.dragging:
            # (while a card is dragged its targets are lit by the drag: the hover look would
            # only throw the cached table away at every pile the pointer crosses)
            lpos = m.to_logical(ev.pos)
            changed = [p.set_hover(lpos) for p in self.piles + [self.stock]]
            if any(changed):
                self.layer.invalidate()
        return False

    def on_event(self, ev) -> None:
        """Clicks the drag controller did not take: a corner (place the waiting card there;
        pick a joker's free play), a pile that cannot be played (the rules say why)."""
        if ev.type != pygame.MOUSEBUTTONDOWN or ev.button != 1 or not self.legal:
            return
        lpos = self.m.to_logical(ev.pos)
        place = self.place_at(lpos)
        if place is None:
            self.armed = None
            return
        kind, i = place
        name = PILES[i]
        if self.view.pending is not None:
            self.play_move(Place(name) if kind == "corner" else (Centre() if i == 4 else Edge(name)))
            return
        if kind == "corner":
            if any(isinstance(mv, Joker) and mv.corner == name for mv in self.legal):
                self.armed = None if self.armed == name else name
            else:
                self.armed = None
                # TRANSLATORS: {corner}: a corner ("the top-left corner")
                self.refused(_("Cards are placed on {corner}, never taken from it").format(corner=pile_text(name))
                             if self.view.tops[i] is None or not self.view.tops[i].is_joker
                             # TRANSLATORS: {corner}: a corner ("the top-left corner")
                             else _("No face-down card is left for the joker on {corner} to take").format(
                                 corner=pile_text(name)))
            return
        move = Joker(self.armed, name) if self.armed else (Centre() if i == 4 else Edge(name))
        self.armed = None
        self.play_move(move)

    # ================================================================= update
    def tick(self, dt: float) -> bool:
        moving = False
        if self.trim and not self.tweens.busy and self.table_visible and not self.legal:
            self._deal()  # a computer's table, or the last round's end: deal as soon as it lands
        if self.banner_left > 0:
            self.banner_left -= dt
            moving = True
        if self.job is not None:
            self.poll_analysis()
            moving = True
        return moving

    # ================================================================= layout
    def layout(self) -> list[Slot]:
        if not self.table_visible:
            return []
        v = self.view
        piles = self.shown_piles()
        out: list[Slot] = []
        for i in range(9):
            pile = piles[i]
            n = len(pile)
            corner = i in CORNERS
            for k in range(max(0, n - 2), n):
                card = pile[k] if corner else None
                out.append(Slot(("pile", i, k), 0, card, corner, self.pile_rect(i), z=k + 1))
        if v.pending is not None:
            src = 4
            last = v.moves[-1] if v.moves else None
            if isinstance(last, Edge):
                src = T.PILE_INDEX[last.edge]
            out.append(Slot("pending", 0, v.pending, True, self.geo.pending_rect(src), z=5000))
        return out

    def sync_piles(self) -> None:
        piles = self.shown_piles()
        for i, p in enumerate(self.piles):
            p.count = len(piles[i])
            if i in CORNERS:
                # TRANSLATORS: a corner pile's count, shown on hover
                p.label = ngettext("{count} card face up", "{count} cards face up", p.count).format(count=p.count)
            else:
                # TRANSLATORS: a face-down pile's count, shown on hover
                p.label = ngettext("{count} face down", "{count} face down", p.count).format(count=p.count)
        self.stock.count = self.view.stock + 9 * self.trim if self.table_visible else 0
        # TRANSLATORS: the stock's count, shown on hover: the cards still to deal
        self.stock.label = ngettext("{count} to deal", "{count} to deal", self.stock.count).format(
            count=self.stock.count)

    # ================================================================= drawing
    def draw(self, surface) -> None:
        self.sync_piles()
        if self.table_visible:
            self.layer.draw(surface, self.m, self.app.art, lambda s: panels.draw_background(self, s),
                            lambda s: panels.draw_overlay(self, s), self.draw_panels)
        else:
            panels.draw_waiting(self, surface)
        self.toast.draw(surface, self.m)

    def draw_panels(self, surface) -> None:
        panels.draw_left(self, surface)
        panels.draw_right(self, surface)
        self.buttons.draw(surface, self.m)

    def playing_seat(self) -> int | None:
        """The seat whose table is being played (tables are played in seat order), from the
        view: its own table and what it shows of the others."""
        v = self.view
        over = {o.seat: o.over for o in v.others}
        own = v.seat if v.seat is not None else next(s for s in range(len(self.seats)) if s not in over)
        over[own] = v.over
        return next((s for s in range(len(self.seats)) if not over[s]), None)

    # (the words the panels show, asked by tests and the demo)
    def status(self) -> str:
        return panels.status(self)

    def free_play_lines(self) -> list[str]:
        return panels.free_play_lines(self.view)

    def banner_lines(self) -> list[str]:
        return panels.banner_lines(self)
