"""The Three Thirteen table's drawing: the card art with the wild rank's badge, the felt
under the cards (the piles' frames, who laid melds down, the round's end with each hand's
melds and penalty), the information panel, the seats, the round's banner, the hand's
penalty line, the score sheet and the winner's line, the tip on a card that cannot go; and
the buttons and the decision bar of the turn at the screen.

Each function is given the table (it reads the table's view, legal moves, geometry and the
players' names, never the full state) and draws where the table's ``g`` puts it.
"""

from __future__ import annotations

import math

import pygame

from app.games import present
from app.i18n import _, pgettext
from app.rules import three_thirteen as TT
from app.rules.cards import Card
from app.rules.three_thirteen_melds import best_discard_penalty
from app.scenes import three_thirteen_words as words
from app.scenes.three_thirteen_layout import (INFO_CARD_H, INFO_TOP, INFO_WILD, REVEAL_NOTE, REVEAL_TITLE,
                                             group_rects, laid_geometry, laid_rows, reveal_geometry)
from app.ui.cards import draw_dashed_rect
from app.ui.hand import draw_tip
from app.ui.scoresheet import ScoreSheet
from app.ui.seats import SeatInfo
from app.ui.surfcache import SurfaceCache
from app.ui.textpanel import TextLines
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, blit_text, draw_felt, fit_size, panel

BADGE = (236, 186, 60)
LOST, KEPT = (250, 150, 130), (150, 230, 140)  # a round's penalty, and none
MELD_FRAME, LEFT_FRAME = (40, 120, 80), (200, 96, 80)  # a meld's frame, the cards left over's ring
GO_OUT_CHOOSE = "go out: choose the card"  # the Go out button when several discards go out
NOT_YET = "not yet"  # leave choosing the card to go out with


class WildArt:
    """The card art with a badge on every card of the round's wild rank (a wrapper: the
    table draws through it; everything else is the art's own)."""

    #: the wild cards of two decks at the sizes a table shows them, both roundings of each
    CACHE_BUDGET = 4 * 2**20

    def __init__(self, art, wild: str):
        self.art = art
        self.wild = wild
        self._cache = SurfaceCache(self.CACHE_BUDGET)

    def face(self, card, w, h):
        img = self.art.face(card, w, h)
        if card is None or card.rank != self.wild:
            return img
        key = (card, w, h, id(img))
        got = self._cache.get(key)
        if got is None:
            got = img.copy()
            draw_badge(got, w * 0.17, h * 0.45, max(5.0, w * 0.14))
            self._cache.put(key, got)
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


def make_sheet(t) -> ScoreSheet:
    room = t.g.sheet[2] - 40
    each = min(130.0, (room - 146) / t.n)
    # TRANSLATORS: the score sheet's first two columns: the round's number, its wild rank
    cols = [(pgettext("score sheet", "Round"), 70, "center"), (pgettext("score sheet", "Wild"), 60, "center")] + [(t.seat_name(s), each, "center")
                                                                for s in range(t.n)]
    w = 146 + each * t.n
    x = t.g.sheet[0] + (t.g.sheet[2] - w) / 2
    return ScoreSheet((x, t.g.sheet[1] + 64, w, 24 * 13 + 10), cols, row_h=24, size=15)


def draw_bg(t, surface) -> None:
    m = t.m
    draw_felt(surface)
    if t.reveal is not None:
        draw_reveal_bg(t, surface)
        return
    v = t.view
    # TRANSLATORS: under the stock: how many cards are left in it
    stock = _("Stock  {count}").format(count=v.stock_size)
    for rect, label in ((t.g.stock, stock), (t.g.discard, pgettext("the pile", "Discard"))):
        pygame.draw.rect(surface, (26, 104, 66), m.rect(*rect).inflate(m.px(10), m.px(10)), max(1, m.px(2)),
                         border_radius=m.px(10))
        size = fit_size(m, label, 15, rect[2] + 20, "bold", min_size=9)  # (the piles are 84 apart)
        blit_text(surface, m, label, rect[0] + rect[2] / 2, rect[1] + rect[3] + 12, size, MUTED, "bold",
                  anchor="midtop")
    if v.stock_size == 0:
        # TRANSLATORS: on the empty stock: the next draw shuffles the discards into a new stock
        text = _("empty: a draw reshuffles") if v.opt("stock_out") == "reshuffle" else pgettext("stock", "empty")
        blit_text(surface, m, text, t.g.stock[0] + t.g.stock[2] / 2, t.g.stock[1] + t.g.stock[3] / 2,
                  fit_size(m, text, 13, t.g.stock[2] + 60, min_size=9), MUTED, anchor="center")
    rows = laid_rows(t.view.laid)
    if rows:
        x, y, w, h = t.g.laid_area
        rh = laid_geometry(t.g, len(rows))[0]
        for k, (s, __) in enumerate(rows):
            # TRANSLATORS: before the melds a player laid down ({name})
            blit_text(surface, m, _("{name} laid down:").format(name=t.seat_name(s)), x + 140, y + k * rh + rh / 2 - 2, 14, GOLD,
                      "bold", anchor="midright")


def group_frames(groups) -> list[tuple[str, str]]:
    """How each group of a revealed hand is framed, melds first and the cards left over
    last: ("meld", "solid") a filled green frame, ("left over", "dashed") a dashed red ring
    (so the two are told apart without their colours; the reveal's note says which is which)."""
    return [("left over", "dashed") if k == len(groups) - 1 else ("meld", "solid") for k in range(len(groups))]


def draw_reveal_bg(t, surface) -> None:
    m = t.m
    res = t.reveal
    x, y, w, h = t.g.reveal
    panel(surface, m.rect(*t.g.reveal), radius=m.px(14), alpha=235)
    # TRANSLATORS: a round's end; {wild} is "Fives are wild"
    note = _("{wild}. Each hand's best melds, then the cards left over (dashed).").format(
        wild=words.wild_words(res.wild))
    if t.show_sheet:  # (the score sheet covers the head)
        head = None
    else:
        head = TextLines(width=w - 40, spacing=0.0)  # the title, the note under it (see reveal_head)
        head.add(words.round_over(t, res), REVEAL_TITLE, GOLD, "bold", max_lines=1).gap(4)
        head.add(note, REVEAL_NOTE, MUTED, max_lines=2 if t.g.portrait else 1)
        head.draw(surface, m, x + 20, y + 12)
    rows, cw, ch = reveal_geometry(t.g, t.n, t.ring.bottom)
    for seat, rx, ry, rw, rh in rows:
        sr = res.seats[seat]
        groups = [list(mm) for mm in sr.melds] + [list(sr.leftover)]
        rects = group_rects(groups, rx + 170, ry + 4, rw - 176, cw, ch)
        for rs, (kind, style) in zip(rects, group_frames(groups)):
            if rs:
                box = m.rect(rs[0][0] - 4, rs[0][1] - 3, rs[-1][0] + cw - rs[0][0] + 8, ch + 6)
                if style == "solid":
                    pygame.draw.rect(surface, MELD_FRAME, box, border_radius=m.px(8))
                else:  # the cards left over: a dashed ring (the note says so), not only a colour
                    pygame.draw.rect(surface, (70, 40, 34), box, border_radius=m.px(8))
                    draw_dashed_rect(surface, LEFT_FRAME, box, max(2, m.px(2.5)), m.px(8), m.px(5))
        pygame.draw.line(surface, (50, 96, 70), m.pt(rx, ry + rh - 3), m.pt(rx + rw, ry + rh - 3))
        lines = TextLines(width=160, spacing=0.2)  # (22 and 20 apart)
        lines.add(t.seat_name(seat), 17, TEXT, "bold", max_lines=1)
        lines.add(words.round_penalty(res, seat), 15, LOST if sr.penalty and not sr.went_out else KEPT, "bold", max_lines=1)
        with_total = TextLines(width=160, spacing=0.2, lines=list(lines.lines))
        with_total.add(words.total(res.totals[seat]), 14, MUTED, max_lines=1)
        if with_total.height(m) <= rh - 10:  # the total too, where the row has room for it
            lines = with_total
        lines.draw(surface, m, rx + 6, ry + 6)


def draw_info(t, surface) -> None:
    m = t.m
    v = t.view
    x, y, w, h = t.g.info
    panel(surface, m.rect(*t.g.info), radius=m.px(12))
    rnd = t.reveal.round if t.reveal is not None else v.round
    wild = t.reveal.wild if t.reveal is not None else v.wild
    (ts, tsp), (ds, dsp) = INFO_TOP
    lines = TextLines(width=w - 20, spacing=tsp)  # (22 apart at normal text size)
    # (each line made smaller to fit the panel's width rather than cut, down to a size still read)
    title = words.info_title(rnd)
    lines.add(title, fit_size(m, title, ts, w - 20, "bold", min_size=10), GOLD, "bold", max_lines=1)
    deal = words.info_deal(rnd, t.seat_name(v.dealer) if t.reveal is None else None)
    lines.add(deal, fit_size(m, deal, ds, w - 20, min_size=10), TEXT, max_lines=1)
    top = y + 10 + lines.draw(surface, m, x + 12, y + 10)  # (the panel's height is made for these lines)
    # the wild rank, with a small card of it wearing the badge, and the two lines beside it
    (ws, wsp), (ks, ksp) = INFO_WILD
    lines = TextLines(width=w - 64, spacing=wsp)
    said, mark = words.wild_words(wild), _(words.WILD_MARK)
    lines.add(said, fit_size(m, said, ws, w - 64, "bold", min_size=11), BADGE, "bold", max_lines=1)
    lines.add(mark, fit_size(m, mark, ks, w - 64, min_size=10), MUTED, max_lines=1)
    beside = lines.height(m)
    card = Card(wild, "S")
    r = m.rect(x + 12, top, 30, INFO_CARD_H)
    surface.blit(t.wild_art.face(card, r.w, r.h), r)
    lines.draw(surface, m, x + 52, top + max(0.0, (INFO_CARD_H - beside) / 2))


def seat_infos(t) -> list[SeatInfo]:
    v = t.view
    out = []
    thinking = t.thinking[0] if t.thinking is not None else None
    for s in range(t.n):
        seat = t.seats[s]
        out.append(SeatInfo(t.seat_name(s), "" if seat.human else seat.level, s == v.dealer,
                            v.turn == s and t.reveal is None and not t.over, s == thinking,
                            words.seat_note(t, s)))
    return out


def draw_fg(t, surface, spin: float) -> None:
    m = t.m
    v = t.view
    draw_info(t, surface)
    if t.reveal is None:
        for s in range(t.n):
            if s != t.viewer or v.hand is None:
                t.fans[s].draw_count(surface, m, v.hand_sizes[s])
        banner = t.banner_left > 0 and bool(t.banner)
        if banner:
            draw_banner(t, surface)  # under the seats: their words ("goes out!") stay readable
        for r, (x, y) in t.top_seats.items():  # with a banner up, a top seat's words go up
            t.ring.bubble_at[r] = (x, y + min(t.g.bubble_below, 96.0 if banner else 1e9), "midtop")
        t.ring.draw(surface, m, seat_infos(t), spin)
        draw_hand_line(t, surface)
        t.bar.draw(surface, m)
    if t.show_sheet:
        draw_sheet(t, surface)
    if t.reveal is not None and t.final:  # (under the round's end and the score sheet)
        draw_winner(t, surface, t.g.reveal[1] + t.g.reveal[3] + 10)
    t.buttons.draw(surface, m)


def draw_banner(t, surface) -> None:
    m = t.m
    lines = TextLines(width=560, spacing=1.9).add(t.banner, 17, TEXT, "bold", max_lines=3, align="center")
    h = 16 + lines.height(m)  # (24 a line)
    panel(surface, m.rect(t.g.cx - 300, t.g.banner_y - h / 2, 600, h), color=(70, 52, 16), border=(230, 190, 90),
          radius=m.px(10), alpha=240)
    lines.draw(surface, m, t.g.cx - 280, t.g.banner_y - h / 2 + 8)


def draw_hand_line(t, surface) -> None:
    """The penalty of the hand at the screen as it stands (the rules' best melds)."""
    m = t.m
    v = t.view
    if v.hand is None or t.viewer is None:
        return
    # TRANSLATORS: under the hand: the points of its cards left unmelded as it stands
    text = _("Penalty as it stands: {points}").format(points=v.hand_penalty)
    if v.phase == TT.DISCARD and v.turn == t.viewer:
        took = v.took if v.opt("return_discard") == "forbidden" else None
        after = best_discard_penalty(v.hand, v.wild, v.opt("aces"), took)
        # TRANSLATORS: follows "Penalty as it stands: 12": the penalty after the best discard
        text = _("{penalty}  \u2022  after your best discard: {points}").format(penalty=text, points=after)
    x = t.g.hand_area[0] + t.g.hand_area[2]
    size = fit_size(m, text, 15, t.g.hand_area[2], "bold", min_size=9)
    blit_text(surface, m, text, x, t.g.hand_line_y, size, GOLD if v.hand_penalty == 0 else TEXT, "bold",
              anchor="bottomright")


def draw_winner(t, surface, y: float) -> None:
    m = t.m
    o = t.outcome
    if o is None:
        return
    text = present.outcome_line("three_thirteen", o, [t.seat_name(s) for s in range(len(t.seats))],
                              short=True)
    width = t.g.reveal[2] - 20
    size = fit_size(m, text, 22, width, "bold", min_size=16)
    TextLines(width=width).add(text, size, GOLD, "bold", max_lines=2, align="center").draw(
        surface, m, t.g.cx - width / 2, y)


def draw_sheet(t, surface) -> None:
    m = t.m
    v = t.view
    x, y, w, h = t.g.sheet
    panel(surface, m.rect(*t.g.sheet), radius=m.px(16), alpha=250)
    title = _("Score sheet: penalty points (lowest total wins)")
    blit_text(surface, m, title, x + 20, y + 16, fit_size(m, title, 20, w - 40, "bold"), GOLD, "bold")
    rows = []
    for res in v.results:
        rows.append([str(res.round), "10" if res.wild == "T" else res.wild]
                    # TRANSLATORS: the score sheet: the player went out this round and scored 0
                    + [(_("0 out") if res.went_out == s else str(res.seats[s].penalty)) for s in range(t.n)])
    for r in range(len(v.results) + 1, TT.ROUNDS + 1):
        rows.append([str(r), "10" if TT.wild_rank(r) == "T" else TT.wild_rank(r)] + [""] * t.n)
    t.sheet.set_rows(rows, [pgettext("score sheet", "Total"), ""] + [str(t) for t in v.totals])
    t.sheet.draw(surface, m)


def draw_overlay(t, surface) -> None:
    m = t.m
    t.drag.draw(surface, m)
    # why a dimmed card cannot be discarded
    fan = t.my_fan()
    if fan is not None and not t.drag.dragging and t.reveal is None and t.view.phase == TT.DISCARD \
            and t.legal:
        i = fan.hover
        if i is not None and i < len(fan.order):
            card = fan.order[i]
            move = TT.GoOut(card) if t.going_out else TT.Discard(card)
            if move not in t.legal:
                why = t.reason(move)
                if why:
                    r = fan.rects[i]
                    draw_tip(surface, m, why[:1].upper() + why[1:], r[0] + r[2] / 2, r[1] - 24,
                             clear_of=t.ring.drawn.get(t.viewer, ()))


def buttons(t) -> ButtonRow:
    """The table's buttons: rules, menu, score sheet; at a round's end next round (or play
    again); else the hand's sort buttons and the decision bar's."""
    b = ButtonRow()
    b.add(Button(_("Rules"), t.g.buttons["rules"], t.show_rules, size=17))
    b.add(Button(_("Menu"), t.g.buttons["menu"], t.to_menu, size=17))
    b.add(Button(_("Score sheet"), t.g.buttons["sheet"], t.toggle_sheet, size=16, toggled=t.show_sheet,
                 key=pygame.K_c))
    if t.reveal is not None:
        x = t.g.reveal[0] + t.g.reveal[2] / 2
        if t.final:
            x0, y = x - (310 if t.can_turn_seats else 210), t.g.end_buttons_y
            b.add(Button(pgettext("end of a game", "Play again"), (x0, y, 200, 44), t.play_again, size=19,
                         key=pygame.K_RETURN))
            if t.can_turn_seats:
                b.add(Button(t.turn_label(), (x0 + 210, y, 200, 44), t.seats_turned, size=19,
                             tooltip=_("The same cards again, every player one seat on")))
            b.add(t.look_back_button((x0 + (420 if t.can_turn_seats else 210), y, 200, 44), 0, 19))
        else:
            b.add(Button(_("Next round"), (x - 100, t.g.end_buttons_y, 200, 44), t.next_round, size=19, key=pygame.K_RETURN))
        t.bar.clear()
        return b
    fan = t.my_fan()
    if fan is not None:
        # TRANSLATORS: sorts the hand by suit
        b.add(Button(_("By suit"), t.g.buttons["suit"], lambda: t.sort_hand("suit"), size=15,
                     toggled=fan.mode == "suit" and not t.melds))
        # TRANSLATORS: sorts the hand by rank
        b.add(Button(_("By rank"), t.g.buttons["rank"], lambda: t.sort_hand("rank"), size=15,
                     toggled=fan.mode == "rank" and not t.melds))
        b.add(Button(_("Arrange melds"), t.g.buttons["melds"], t.arrange_melds, size=15, toggled=t.melds,
                     key=pygame.K_m))
    fill_bar(t)
    for btn in t.bar.buttons:
        b.add(btn)
    t.add_assist_buttons(b, size=15)
    return b


def ring_order(row: ButtonRow) -> list[Button]:
    """The table's buttons in the keyboard ring's order: the moment's own first (Next round,
    Play again; the sort buttons, the bar's), then Score sheet, Rules and Menu (``buttons``
    adds these three first)."""
    first = row.buttons[:3]
    return row.buttons[3:] + [first[2], first[0], first[1]]


def fill_bar(t) -> None:
    """The decision bar of the turn at the screen: the draws, going out, or the word to
    discard."""
    t.bar.clear()
    legal = list(t.legal)
    v = t.view
    if not legal or t.flying is not None or t.show_sheet:
        return
    last = (" " + _("This is your last turn.")) if v.final_turn else ""
    if v.phase == TT.ASK:
        draws = [mv for mv in legal if type(mv) in (TT.DrawStock, TT.TakeDiscard)]
        keys = {TT.DrawStock(): pygame.K_d, TT.TakeDiscard(): pygame.K_t}
        t.bar.rect = (t.g.cx - 300, t.g.bar[1], 600.0, t.g.bar[3])
        t.bar.set(draws, t.describe, [TT.DrawStock(), TT.TakeDiscard()], keys=keys,
                     hint=_("Draw: click or drag the stock or the discard pile, or use a button.") + last)
        return
    outs = [mv for mv in legal if type(mv) is TT.GoOut]
    took = v.took if v.opt("return_discard") == "forbidden" else None
    # TRANSLATORS: {card}: the card taken from the discard pile ("Q♠")
    note = (" " + _("You took {card}: it cannot go back this turn.").format(card=took.label)) if took is not None else ""
    if t.going_out:
        t.bar.rect = (t.g.cx - 100, t.g.bar[1], 200.0, t.g.bar[3])
        t.bar.set([NOT_YET], str, [], labels={NOT_YET: _("Not yet")},
                     hint=_("Go out: drag (or click) the card to discard; the others are laid down in melds."))
        return
    if outs:
        t.bar.rect = (t.g.cx - 190, t.g.bar[1], 380.0, t.g.bar[3])
        mv = outs[0] if len(outs) == 1 else GO_OUT_CHOOSE
        label = t.describe(outs[0]) if len(outs) == 1 else (
            _("Lay down all your cards...") if v.final_turn else _("Go out..."))
        t.bar.set([mv], str, [mv], keys={mv: pygame.K_g}, labels={mv: label},
                     hint=_("Your cards all meld: go out (G), or discard and play on.") + note + last)
        return
    t.bar.rect = (t.g.cx - 150, t.g.bar[1] - 40, 300.0, t.g.bar[3])
    t.bar.set([], str, [], hint=_("Discard: drag a card onto the discard pile (or click it, then the pile).")
              + note + last)
