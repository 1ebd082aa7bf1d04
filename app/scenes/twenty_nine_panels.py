"""The Twenty-Nine table's panels: the decision bar's offers, the felt with the banner of a redeal, the information
panel (hand, dealer, contract, trump, stake, each team's points and tricks), the running
score as the seed shows it (a 6 with pips and the 5s of the game count), the auction, a
shown pair, and the summary after a hand with its score sheet.

Each function is given the table (it reads the table's view, its names and its geometry,
never the full state) and draws where the table's ``geo`` puts it.
"""

from __future__ import annotations

import pygame

from app.games import level_words, present
from app.rules import twenty_nine as T
from app.rules.cards import Card
from app.scenes.twenty_nine_layout import PAIR_PANEL, TEAM_COLOURS
from app.i18n import _, ngettext, pgettext
from app.scenes.twenty_nine_words import (SUIT_SYMBOL, bar_words, contract_line, pass_word, stake_line, suit_word,
                                         summary_lines, trump_hidden_line)
from app.ui import fonts
from app.ui.cardart import draw_suit, suit_colour
from app.ui.hand import draw_tip
from app.ui.seats import SeatInfo, draw_team_mark
from app.ui.textpanel import TextLines
from app.ui.widgets import GOLD, MUTED, TEXT, blit_text, draw_felt, fit_lines, fit_size, panel

WHITE_CARD = (250, 250, 246)
YES_NO = {T.SINGLE: T.SingleHand, T.DOUBLE: T.Double, T.REDOUBLE: T.Redouble, T.PAIR: T.Pair}


def build_bar(t) -> None:
    """The decision bar for the seat at the screen: the bids from the lowest to the highest
    it may make, the four trumps, yes or no to a single hand, a double, a redouble or the
    pair, and the ask for trump when it cannot follow suit."""
    legal = list(t.legal)
    v = t.view
    bar = t.bar
    bar.clear()
    if not legal or t.finished is not None:
        return
    g = t.geo
    title, hint = bar_words(v, t.names)
    if v.phase == T.AUCTION:
        bids = [mv.value for mv in legal if type(mv) is T.Bid]
        top = max(bids) if bids else v.high_bid
        lo = v.min_bid
        offered = [T.Bid(k) for k in range(lo, top + 1)] + [T.Pass()]
        bar.rect = g.bar(g.bar_w)
        bar.gap = 8.0 if g.bar_w > 900 else 5.0
        bar.set(legal, t.describe, offered, keys={T.Pass(): pygame.K_p},
                labels={T.Bid(k): str(k) for k in range(lo, top + 1)}, title=title, hint=hint)
    elif v.phase == T.TRUMP:
        bar.rect = g.bar(620.0)
        bar.set(legal, t.describe, list(T.TRUMPS), title=title, hint=hint,
                labels={mv: f"{SUIT_SYMBOL[mv.suit]} {suit_word(mv.suit)}" for mv in T.TRUMPS})
    elif v.phase in YES_NO:
        yes, no = YES_NO[v.phase](True), YES_NO[v.phase](False)
        bar.rect = g.bar(500.0)
        labels = {T.Pair(True): _("Show the pair"), T.Pair(False): _("Keep it hidden")} if v.phase == T.PAIR else {}
        bar.set(legal, t.describe, [yes, no], keys={yes: pygame.K_y, no: pygame.K_n}, title=title, hint=hint,
                labels=labels)
    elif v.phase == T.PLAYING:
        asks = [mv for mv in legal if type(mv) is T.AskTrump]
        if asks:
            bar.rect = g.bar(270.0, 42.0)
            bar.set(asks, t.describe, asks, keys={asks[0]: pygame.K_a}, hint=hint)


def draw_background(t, surface) -> None:
    """The felt, the ellipse round the trick, the panels, the auction until the play, and the
    banner of a redeal."""
    m = t.m
    draw_felt(surface)
    g = t.geo
    pygame.draw.ellipse(surface, (26, 104, 66), m.rect(*g.ellipse), max(1, m.px(2)))
    draw_info(t, surface)
    draw_score(t, surface)
    v = t.view
    if v.phase in (T.AUCTION, T.TRUMP, T.SINGLE, T.DOUBLE, T.REDOUBLE) and t.summary is None \
            and not v.trick and v.bids:
        draw_auction(t, surface)  # (the whole auction, from the view, until the play)
    elif v.phase == T.AUCTION and t.summary is None:
        draw_auction(t, surface)
    if t.banner_left > 0 and t.banner and t.summary is None:
        lines = fonts.wrap(t.banner, m.px(16), m.px(560), "bold")[:3]
        h = 16 + 22 * len(lines)
        cx, cy = g.w / 2, g.banner_y
        panel(surface, m.rect(cx - 300, cy - h / 2, 600, h), color=(70, 40, 16), border=(230, 170, 90),
              radius=m.px(10), alpha=235)
        for k, line in enumerate(lines):
            blit_text(surface, m, line, cx, cy - h / 2 + 8 + 22 * k, 16, TEXT, "bold", anchor="midtop")


def info_lines(t, f: float) -> tuple[TextLines, float | None]:
    """The information panel's lines at ``f`` times their sizes, and where the trump line
    goes in them (None: no trump line)."""
    m = t.m
    v = t.view
    w = t.geo.info[2]
    # TRANSLATORS: the information panel's first line; {hand} the hand's number, {name} the dealer
    head = _("Hand {hand}  \u2022  dealer {name}").format(hand=v.hand_no + 1, name=t.seat_name(v.dealer))
    lines = TextLines(width=w - 24, spacing=1.5 * f)
    lines.add(head, size=15 * f, colour=GOLD, style="bold", max_lines=1)
    trump_at = None
    if t.summary is not None:
        # TRANSLATORS: {hand} the hand's number
        lines.add(_("Hand {hand} is over").format(hand=t.summary.hand_no), size=14 * f, style="bold", max_lines=1)
    elif v.declarer is not None:
        # TRANSLATORS: {name} the player who plays a single hand
        lines.add(_("Single hand by {name}: must win every trick").format(name=t.seat_name(v.declarer)),
                  size=14 * f, max_lines=1)
        # TRANSLATORS: {stake} the game points won or lost on the hand
        lines.add(_("No trump  \u2022  stake {stake}").format(stake=v.stake), size=14 * f, max_lines=1)
    elif v.bidder is not None:
        lines.add(contract_line(v, t.names), size=14 * f, style="bold", max_lines=1)
        trump_at = lines.height(m)
        lines.gap(14 * f * fonts.scale() * 1.3 + 1.5 * f)  # the trump line, with its suit drawn (draw_trump_line)
        lines.add(stake_line(v), size=14 * f, max_lines=1)
    else:
        # TRANSLATORS: {bid} the highest bid so far, {name} who made it
        high = (_("Auction: highest {bid} ({name})").format(bid=v.high_bid, name=t.seat_name(v.high_seat))
                if v.high_seat is not None else _("Auction: no bid yet"))
        lines.add(high, size=14 * f, style="bold", max_lines=1)
    if t.summary is None and (v.tricks or v.trick or v.phase in (T.PLAYING, T.PAIR)):
        for k in (0, 1):
            n = v.tricks_won[k]
            # TRANSLATORS: a team's figures in the play; {team} its players' names, {points} card points
            text = ngettext("{team}: {points} points, {count} trick", "{team}: {points} points, {count} tricks", n)
            lines.add(text.format(team=t.team_name(k), points=v.taken[k], count=n), size=14 * f,
                      colour=TEAM_COLOURS[k], style="bold", max_lines=1)
    return lines, trump_at


def draw_info(t, surface) -> None:
    """The information panel: the hand and dealer, then the contract (or the auction so far),
    trump and the stake, and at its foot each team's points and tricks in the play; all made
    smaller together when the text size would not let them fit."""
    m = t.m
    x, y, w, h = t.geo.info
    panel(surface, m.rect(x, y, w, h), radius=m.px(12))
    for f in (1.0, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6, 0.55):
        lines, trump_at = info_lines(t, f)
        if lines.height(m) <= h - 10:
            break
    lines.draw(surface, m, x + 12, y + 6)
    if trump_at is not None:
        draw_trump_line(t, surface, x + 12, y + 6 + trump_at, w - 24, 14 * f)


def draw_trump_line(t, surface, x, y, width: float, size: float = 14) -> None:
    """Trump as the seat at the screen may know it: its suit once revealed (and who asked for
    it), hidden (with how to peek for the bidder), or being chosen; no wider than ``width``."""
    m = t.m
    v = t.view
    if v.trump_revealed and v.trump:
        r = blit_text(surface, m, _("Trump:"), x, y, size, TEXT)
        gx = m.to_logical((r.right, r.centery))[0] + size * 0.9
        draw_suit(surface, v.trump, *m.pt(gx, m.to_logical(r.center)[1]), m.px(size),
                  suit_colour(v.trump, t.app.art.four_colour) if v.trump in "HD" else (240, 240, 240))
        who = suit_word(v.trump)
        if v.revealed_by is not None:
            name = t.seat_name(v.revealed_by)
            if v.revealed_by == v.bidder:
                # TRANSLATORS: the trump suit's name and who revealed it
                who = _("{suit} (revealed by {name})").format(suit=who, name=name)
            else:
                # TRANSLATORS: the trump suit's name and who asked to see it
                who = _("{suit} (asked for by {name})").format(suit=who, name=name)
        left = gx + size * 0.9
        blit_text(surface, m, fit_lines(m, who, size, x + width - left)[0], left, y, size, TEXT)
    elif v.marker == "face down":
        blit_text(surface, m, fit_lines(m, trump_hidden_line(v, t.viewer, t.names), size, width)[0], x, y, size, MUTED)
    elif v.phase == T.TRUMP:
        blit_text(surface, m, fit_lines(m, _("Trump: being chosen"), size, width)[0], x, y, size, MUTED)


def draw_score(t, surface) -> None:
    """The running score as the seed shows it: pips on each team's 6 (diamonds for plus,
    clubs for minus), the game count as 5s laid on top; plain numbers beside; and trump
    once it is shown."""
    m = t.m
    v = t.view
    x, y, w, h = t.geo.score
    panel(surface, m.rect(x, y, w, h), radius=m.px(12))
    tx = x + w - 38
    step = (w - 80) / 2  # each team's column, the trump's at the right
    for k in (0, 1):
        cx = x + 10 + k * step
        team_title(surface, m, t, k, cx, y + 8, step - 6)
        draw_six(t, surface, cx, y + 34, 54, 76, v.s[k], v.g[k])
        room = step - 84 if k == 0 else tx - 32 - (cx + 78)
        for text, ty, colour in ((score_short(v.s[k]), y + 48, TEXT), (games_short(v.g[k]), y + 78, GOLD)):
            blit_text(surface, m, text, cx + 78, ty, fit_size(m, text, 17, room, "bold", min_size=8), colour, "bold")
    label = pgettext("the score panel", "Trump")
    blit_text(surface, m, label, tx, y + 30, fit_size(m, label, 13, 70, "bold", min_size=8), MUTED, "bold",
              anchor="midtop")
    if v.trump_revealed and v.trump:
        colour = suit_colour(v.trump, t.app.art.four_colour)
        box = m.rect(tx - 22, y + 52, 44, 50)
        pygame.draw.rect(surface, WHITE_CARD, box, border_radius=m.px(6))
        draw_suit(surface, v.trump, box.centerx, box.centery, m.px(30), colour)
    else:
        text = pgettext("trump", "none") if v.declarer is not None else (
            pgettext("trump", "hidden") if v.marker == "face down" else "-")
        blit_text(surface, m, text, tx, y + 70, fit_size(m, text, 14, 62, min_size=8), MUTED, anchor="midtop")


def score_short(value: int) -> str:
    # TRANSLATORS: a team's running score beside its 6, short ("s 2")
    return pgettext("running score", "s {score}").format(score=value)


def games_short(value: int) -> str:
    # TRANSLATORS: a team's game count beside its 6, short ("g 1")
    return pgettext("game count", "g {games}").format(games=value)


def draw_six(t, surface, x, y, w, h, s: int, g: int) -> None:
    """A team's 6 at (x, y, w, h) with ``s`` pips (diamonds for plus, clubs for minus) and
    the game count ``g`` as 5s laid on it."""
    m = t.m
    suit = "D" if s >= 0 else "C"
    r = m.rect(x, y, w, h)
    pygame.draw.rect(surface, WHITE_CARD, r, border_radius=m.px(5))
    pygame.draw.rect(surface, (60, 60, 60), r, width=max(1, m.px(1)), border_radius=m.px(5))
    ink = suit_colour(suit, t.app.art.four_colour)
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
            surface.blit(t.app.art.face(five, fr.w, fr.h), fr)
        if abs(g) > 4:
            blit_text(surface, m, f"\u00d7{abs(g)}", x + w + 4, y + h - 14, 12, GOLD, "bold")


def team_title(surface, m, t, k: int, x: float, y: float, width: float) -> None:
    """Team ``k``'s name at a logical point, after its mark (the shape its seats' plates
    show, so a team is not told by its colour alone), made to fit ``width``."""
    draw_team_mark(surface, k, m.pt(x + 5, y + 10), m.px(10), TEAM_COLOURS[k])
    name = t.team_name(k)
    size = fit_size(m, name, 14, width - 14, "bold", min_size=10)
    blit_text(surface, m, fit_lines(m, name, size, width - 14, 1, "bold")[0], x + 14, y, size, TEAM_COLOURS[k],
              "bold")


def draw_auction(t, surface) -> None:
    """The auction's last ten calls in two columns, each in its team's colour."""
    m = t.m
    v = t.view
    r = t.geo.auction
    panel(surface, m.rect(*r), radius=m.px(12), alpha=170)
    blit_text(surface, m, _("Auction"), r[0] + r[2] / 2, r[1] + 10, 17, GOLD, "bold", anchor="midtop")
    bids = v.bids[-10:]
    for k, (seat, bid) in enumerate(bids):
        col, row = divmod(k, 5)
        text = f"{t.seat_name(seat)[:10]}: {bid if bid else pass_word()}"
        tx, ty = r[0] + 20 + col * 140, r[1] + 40 + row * 28
        draw_team_mark(surface, seat & 1, m.pt(tx - 9, ty + 10), m.px(9), TEAM_COLOURS[seat & 1])
        blit_text(surface, m, text, tx, ty, 15, TEAM_COLOURS[seat & 1], "bold" if bid else "sans")
    if not bids:
        # TRANSLATORS: {name} a player's name
        blit_text(surface, m, _("First to speak: {name}").format(name=t.seat_name(v.first)), r[0] + r[2] / 2, r[1] + 90, 15,
                  MUTED, anchor="midtop")


def draw_pair(t, surface) -> None:
    """A declared pair, face up beside the player who showed it."""
    shown = t.pair_on_show()
    if shown is None:
        return
    m = t.m
    seat, cards = shown
    x, y = t.geo.pair_at[t.rel(seat)]
    w, h = PAIR_PANEL
    panel(surface, m.rect(x, y, w, h), color=(8, 36, 22), alpha=235, radius=m.px(10))
    blit_text(surface, m, _("Pair shown"), x + w / 2, y + 4, 13, GOLD, "bold", anchor="midtop")
    for k, card in enumerate(cards):
        r = m.rect(x + 8 + k * 64, y + 26, 58, 81)
        surface.blit(t.app.art.face(card, r.w, r.h), r)


def draw_summary(t, surface) -> None:
    """After a hand: what was bid and made, the stake won or lost, a game won, the running
    score, the match's result at its end, and the score sheet of every hand."""
    m = t.m
    r = t.summary
    v = t.view
    x, y, w, h = t.geo.summary
    px, py0 = t.geo.pips
    panel(surface, m.rect(x, y, w, h), radius=m.px(16), alpha=245)
    head, lines = summary_lines(r, t.names)
    colour = (150, 230, 140) if r.made else (250, 130, 120)
    text = TextLines(width=w - 48, spacing=3.2)
    text.add(head, size=22, colour=colour, style="bold", max_lines=1)
    text.gap(8.2)
    for line in lines[:6]:
        text.add(line, size=16, max_lines=1)
    text.draw(surface, m, x + 24, y + 16)
    for k in (0, 1):  # the running score, pips and numbers
        cx, py = px + k * 170, py0
        team_title(surface, m, t, k, cx, py, 164)
        draw_six(t, surface, cx, py + 24, 58, 82, r.s[k], r.g[k])
        for text, ty, colour in ((score_short(r.s[k]), py + 40, TEXT), (games_short(r.g[k]), py + 70, GOLD)):
            blit_text(surface, m, text, cx + 90, ty, fit_size(m, text, 17, 72, "bold", min_size=8), colour, "bold")
    if t.final and t.outcome is not None:  # the match's result, under the sixes and clear of the sheet
        top = py0 + 108
        for size in (19, 17, 15):
            result = TextLines(width=w - (px - x) - 20, spacing=0.0)
            result.add(present.headline("twenty_nine", t.outcome, t.names), size=size, colour=GOLD, style="bold")
            if result.height(m) <= t.geo.sheet[1] - 2 - top:
                break
        result.draw(surface, m, px, top)
    rows = []
    for res in v.results:
        sign = "+" if res.made else "-"
        if res.single:
            # TRANSLATORS: the score sheet's result column; {change} the game points ("+3", "-3")
            if res.made:
                # TRANSLATORS: the score sheet's result column; {change} the game points ("+3")
                made = _("single made {change}")
            else:
                # TRANSLATORS: the score sheet's result column; {change} the game points ("-3")
                made = _("single failed {change}")
        else:
            # TRANSLATORS: the score sheet's result column; {change} the game points ("+1", "-2")
            if res.made:
                # TRANSLATORS: the score sheet's result column; {change} the game points ("+1")
                made = _("made {change}")
            else:
                # TRANSLATORS: the score sheet's result column; {change} the game points ("-2")
                made = _("failed {change}")
        made = made.format(change=f"{sign}{res.stake}")
        rows.append([str(res.hand_no), t.seat_name(res.bidder), "-" if res.single else str(res.contract),
                     # TRANSLATORS: the score sheet: a single hand's target in tricks, short
                     _("{count} tr.").format(count=res.target) if res.single else str(res.target), str(res.points),
                     made, f"{res.s[0]} / {res.g[0]}", f"{res.s[1]} / {res.g[1]}"])
    t.sheet.set_rows(rows, ["", "", "", "", "", _("s / g now"), f"{v.s[0]} / {v.g[0]}", f"{v.s[1]} / {v.g[1]}"])
    t.sheet.draw(surface, m)


def seat_infos(t) -> list[SeatInfo]:
    """What each seat's plate shows: name, level, dealer, turn, thinking, its part in the hand."""
    v = t.view
    out = []
    thinking = t.thinking[0] if t.thinking is not None else None
    for s in range(4):
        seat = t.seats[s]
        note = ""
        if v.declarer is not None:
            note = _("single hand") if s == v.declarer else (_("sits out") if s == (v.declarer + 2) % 4 else "")
        elif v.bidder is not None:
            note = _("bidder") if s == v.bidder else ""
        if s == t.viewer and not note:
            note = pgettext("seat", "you")
        out.append(SeatInfo(t.seat_name(s), "" if seat.human else level_words(seat.level), s == v.dealer,
                            v.to_move == s and t.summary is None, s == thinking, note, TEAM_COLOURS[s & 1],
                            team=s & 1))
    return out


def draw_overlay(t, surface) -> None:
    """Over the cards: who wins the trick so far (or won it), the card dragged, why a dimmed
    card may not be played, and the bidder's note while peeking at the marker."""
    m = t.m
    v = t.view
    if t.summary is None or t.finished is not None:
        played = t.finished[0] if t.finished is not None else v.trick
        if played:
            if t.finished is not None:
                t.trick_area.draw_winner(surface, m, t.finished[1], _("wins"))
            elif v.trick_winner is not None:
                t.trick_area.draw_winner(surface, m, v.trick_winner)
    t.drag.draw(surface, m)
    # why a dimmed card cannot be played
    if t.viewer is not None and not t.drag.dragging and t.summary is None:
        fan = t.fans[t.viewer]
        i = fan.hover
        if i is not None and i < len(fan.order):
            move = T.Play(fan.order[i])
            if any(type(mv) is T.Play for mv in t.legal) and move not in t.legal:
                why = t.reason(move)
                if why:
                    r = fan.rects[i]
                    draw_tip(surface, m, why[:1].upper() + why[1:], r[0] + r[2] / 2, r[1] - 24,
                             clear_of=t.ring.drawn.get(t.viewer, ()))
    if t.peeking and t.can_peek():
        x, y, w, h = t.marker_rect(t.view.bidder)
        for k, text in enumerate((_("only you"), _("see this"))):  # under the marker, no wider than it
            blit_text(surface, m, text, x + w / 2, y + h + 3 + 14 * k, 12, GOLD, "bold", anchor="midtop")


def hand_start(t) -> int:
    """The moves made before the hand the summary is about (the last hand played): the
    look-back on that hand starts there. The rules replay the moves: the first moment that
    many hands had results."""
    before = len(t.view.results) - 1
    if before <= 0:
        return 0
    game, cfg = t.game, t.config
    state = game.new_game(cfg.seed, len(cfg.seats), cfg.options)
    for i, move in enumerate(t.moves):
        state = game.apply(state, move)
        if len(game.view(state, None).results) >= before:
            return i + 1
    return 0
