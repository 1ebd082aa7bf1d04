"""The Three By Three table's panels and words: the counts on the left, what to do now (or
the end screen, or a finished player's score) on the right with its buttons, the players'
progress, the waiting screen, the round banner, and the glows and pills over the piles.

Each function is given the table (it reads the table's view, legal plays, geometry and the
players' names, never the full state) and draws where the table's ``geo`` puts it.
"""

from __future__ import annotations

import pygame

from app.rules import three_by_three as T
from app.games.three_by_three_present import card_name, names_text, pile_text, piles_text
from app.i18n import N_, _, ngettext, pgettext
from app.rules.three_by_three import CORNERS, PILES, Centre, Edge, Joker, Place
from app.scenes.three_by_three_layout import CH, CW, HINT_GLOW, JOKER_GLOW, PLAYER_COLOURS, WARN
from app.ui import fonts
from app.ui.cards import HIGHLIGHT, TARGET_OK, draw_outline
from app.ui.textpanel import TextLines
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, blit_text, draw_felt, fit_lines, fit_size, panel

KEYS = N_("Keys: Tab or arrows pick a play, Enter plays it; H hint, D demo, Ctrl+Z undo.")
NOTE = N_("The score is the face-down count at the end: lower is better, 0 turns every card.")


def colour_of(seat: int) -> tuple:
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


# ============================================================================ words


def status(t) -> str:
    """What to do now, in words."""
    v = t.view
    if t.over:
        return ""
    if t.demo_on:
        return _("Demo: the hint player is playing. Any key or click stops it.")
    if not t.legal:
        return _("Dealing...") if t.trim and t.thinking is None else ""
    if v.pending is not None:
        # TRANSLATORS: {card}: the card turned up ("9♥", or "the joker"); {allowed}: the corners it may go on
        return _("Place {card} on {allowed}: drag it there or click the corner.").format(
            card=card_name(v.pending), allowed=piles_text(v.allowed))
    if t.armed:
        # TRANSLATORS: {corner}: the joker's corner ("the top-left corner")
        return _("Free play onto {corner}: click any face-down pile to turn its card onto it.").format(
            corner=pile_text(t.armed))
    if any(isinstance(mv, (Edge, Centre)) for mv in t.legal):
        if any(isinstance(mv, Joker) for mv in t.legal):
            return _("Click a glowing pile (or drag its card off) to turn it up. The free play can wait.")
        return _("Click a glowing pile (or drag its card off) to turn it up.")
    return _("Only a free play is left: drag a face-down card onto the glowing corner, or click "
             "the corner, then a pile.")


def free_play_lines(v) -> list[str]:
    """The free plays waiting, one line each: a joker showing, plays kept on a corner."""
    # TRANSLATORS: a free play waiting; {corner}: a corner ("the top-left corner")
    out = [_("The joker on {corner}").format(corner=pile_text(c))
           for c in CORNERS if v.tops[c] is not None and v.tops[c].is_joker]
    # TRANSLATORS: free plays kept for later; {count}: how many, {corner}: a corner
    out += [ngettext("{count} kept on {corner}", "{count} kept on {corner}", n).format(count=n, corner=pile_text(c))
            for c, n in zip(CORNERS, v.credit) if n]
    return out


def banner_lines(t) -> list[str]:
    """The round banner's text, wrapped to fit over the nine piles."""
    return fit_lines(t.m, t.banner, 20, t.geo.banner[2] - 40, 3)


def seat_line(t, s: int, own, playing) -> str:
    """One player's progress: their round and face-down count, or their final score."""
    v = t.view
    if s == own:
        if v.over:
            return final_text(v.score)
        return progress_text(v.round, v.score)
    o = next((o for o in v.others if o.seat == s), None)
    if o is None:
        return ""
    if o.over:
        return final_text(o.score)
    if playing is not None and s > playing:
        return _("waiting")
    return progress_text(o.round, o.face_down)


def final_text(score: int) -> str:
    # TRANSLATORS: a player's final score (cards left face down)
    return _("final {score}").format(score=score)


def progress_text(rnd: int, down: int) -> str:
    # TRANSLATORS: a player's progress; {round}: 1 to 6, {count}: cards face down
    return ngettext("round {round}, {count} face down", "round {round}, {count} face down", down).format(
        round=rnd, count=down)


# ============================================================================ buttons


def assist_rects(t) -> tuple:
    """Where the frame's Hint and Demo go: the first row of the right panel."""
    g = t.geo
    (x0, x1), w = g.bx, g.bw
    y0 = g.by[0]
    return (x0, y0, w, 46), (x1, y0, w, 46)


def buttons(t) -> ButtonRow:
    """The header's buttons and the right panel's, for the moment on screen. With no play to
    step through (the end screen, a finished player's score), Tab and the arrows move a focus
    ring through the buttons and Enter or Space presses the one ringed; R, N and G are
    Restart deal, New deal and the deal number's field at any time."""
    g = t.geo
    b = ButtonRow(keyboard=bool(t.over or t.hold == "seat_done"))
    b.add(Button(_("Menu"), (g.header_buttons[1], 12, 110, 44), t.ask_leave, size=17))
    b.add(Button(_("Rules"), (g.header_buttons[0], 12, 110, 44), t.show_rules, size=17))
    (x0, x1), w, wide = g.bx, g.bw, g.bw2
    y0, y1, y2, __ = g.by
    if t.hold == "seat_done":
        wx, wy, ww, wh = g.waiting
        rect = (x0, y1, wide, 52) if t.table_visible else (wx + 100, wy + wh - 80, 400, 52)
        b.add(Button(_("Next player"), rect, t.continue_play, size=20, key=pygame.K_RETURN))
        return b
    if not t.table_visible and not t.over:
        return b  # someone else's table is in play: nothing to press here
    solo = len(t.humans) == 1
    if t.over:
        # the game again in the replay viewer, with the best the deal allowed and the point
        # of no return (app.scenes.three_by_three_lookback)
        b.add(Button(_("Look back"), (x0, y0, w, 48), lambda: t.look_back(), size=19, key=pygame.K_l,
                     tooltip="L"))
        a = t.analysis_for(t.viewer if t.viewer is not None else 0)
        if solo and a and a["pnr"] is not None:
            b.add(Button(_("Replay from there"), (x1, y0, w, 48), t.replay_from_pnr, size=19,
                         key=pygame.K_p, enabled=t.can_undo(), tooltip="P"))
    elif t.viewer is not None:
        t.add_assist_buttons(b)  # Hint and Demo (the frame's), at assist_rects
    if solo:
        b.add(Button(_("Undo"), (x0, y1, w, 46), t.undo, size=18, enabled=t.can_undo(), tooltip="Ctrl+Z"))
        b.add(Button(_("Redo"), (x1, y1, w, 46), t.redo, size=18, enabled=t.can_redo(), tooltip="Ctrl+Y"))
        b.add(Button(_("Restart deal"), (x0, y2, w, 46), t.restart, size=18, enabled=t.can_restart(), key=pygame.K_r,
                     tooltip="R"))
    if solo or t.over:
        b.add(Button(_("New deal"), (x1, y2, w, 46), lambda: t.new_deal(), size=18, key=pygame.K_n, tooltip="N"))
        # TRANSLATORS: the button that starts the deal whose number was typed
        go = Button(pgettext("deal number", "Go"), g.go, t.go_to_deal, size=18, tooltip="G")
        go.fid = "go"
        b.add(go)
    return b


# ============================================================================ the still layer


def draw_header(t, surface) -> None:
    m = t.m
    title = _("Three By Three")
    room = t.geo.header_buttons[0] - 24 - 12  # the header's width before its buttons
    r = blit_text(surface, m, title, 24, 34, fit(m, title, 26, room * 0.45, "bold"), GOLD, "bold",
                  anchor="midleft")
    x = r.right / m.s - m.ox / m.s + 16
    who = ""
    if len(t.seats) > 1:
        seat = t.viewer if t.viewer is not None else t.playing_seat()
        if seat is not None:
            # TRANSLATORS: the header; {seed}: the deal number, {name}: the player whose table it is
            who = _("Deal {seed}  \u2022  the table of {name}").format(seed=t.config.seed, name=t.seat_name(seat))
    # TRANSLATORS: the header; {seed}: the deal number
    text = who or _("Deal {seed}").format(seed=t.config.seed)
    room = t.geo.header_buttons[0] - 12 - x
    size = fit(m, text, 18, room, least=13)
    blit_text(surface, m, fit_lines(m, text, size, room, 1)[0], x, 36, size, MUTED, anchor="midleft")


def draw_background(t, surface) -> None:
    """The felt, the header, the two panels, the piles and the stock."""
    m, g = t.m, t.geo
    draw_felt(surface)
    draw_header(t, surface)
    panel(surface, m.rect(*g.left), radius=m.px(14))
    panel(surface, m.rect(*g.right), radius=m.px(14))
    for p in t.piles:
        p.draw(surface, m, t.app.art)
    t.stock.draw(surface, m, t.app.art)
    if t.stock.count:
        surface.blit(t.app.art.back(m.px(CW), m.px(CH)), m.rect(*g.stock))


def draw_count(surface, m, label: str, value: str, xy, colour, width: float = 160) -> float:
    """A label over a big number (the round, the face-down count), each on one line shrunk
    to fit ``width`` in any language and text size; returns the height drawn."""
    lines = TextLines(width=width, spacing=0).add(label, fit(m, label, 16, width, "bold"), MUTED, "bold",
                                                  max_lines=1)
    return lines.add(value, fit(m, value, 34, width, "bold"), colour, "bold", max_lines=1).draw(surface, m, *xy)


def fit(m, text: str, size: float, width: float, style: str = "sans", least: float = 11.0) -> float:
    """``size``, or the largest smaller size (not below ``least``) at which ``text`` is at
    most ``width`` wide at the player's text size (fit_size, then down by halves: a font's
    width does not shrink exactly with its size)."""
    size = fit_size(m, text, size, width, style, least)
    while size > least and fonts.font(m.px(size), style).size(text)[0] / m.s > width:
        size -= 0.5
    return size


def note_lines(m, w: float, room: float) -> TextLines | None:
    """The score's rule in as many lines as fit ``room`` (None: no room; the rules say it too)."""
    for most in (4, 3, 2):
        lines = TextLines(width=w, spacing=0).add(_(NOTE), 14, MUTED, max_lines=most)
        if lines.height(m) <= room:
            return lines
    return None


def draw_left(t, surface) -> None:
    """The counts: the round, the cards face down, the free plays waiting, the score's rule,
    and what is still to deal beside the stock. Each block goes where the stage puts it, or
    lower when the one above it is taller (a larger text size, a taller script)."""
    m, g = t.m, t.geo
    piles = t.shown_piles()
    (x, y0), w = g.round_xy, g.info_w
    # TRANSLATORS: the round counter; {round}: 1 to 6
    of_six = _("{round} of 6").format(round=t.shown_round())
    cw = (w - 10) / 2 if g.portrait else 160  # (the column stage: side by side too)
    face_xy = (x + cw + 10, y0) if g.portrait else g.face_xy
    h = draw_count(surface, m, _("Round"), of_six, g.round_xy, TEXT, cw)
    h = max(h, draw_count(surface, m, _("Face down"), str(sum(len(piles[i]) for i in T.DOWN_PILES)), face_xy,
                          GOLD, cw))
    y = y0 + h + 8 if g.portrait else max(g.free_xy[1], y0 + h + 8)
    free, most = free_play_lines(t.view), 4 if g.portrait else 3
    texts = [ln for part in (free or [pgettext("free plays", "None")]) for ln in fit_lines(m, part, 15, w, 9, "bold")]
    if len(texts) > most:  # the last line cut short with an ellipsis
        texts = texts[:most - 1] + [fit_lines(m, texts[most - 1] + " \u2026", 15, w, 1, "bold")[0]]
    lines = TextLines(width=w, spacing=0.5).add(_("Free plays"), 16, MUTED, "bold", max_lines=1)
    for text in texts:
        lines.add(text, 15, JOKER_GLOW if free else TEXT, "bold", max_lines=1)
    y += lines.draw(surface, m, x, y) + 8
    rounds_left = 6 - t.shown_round()
    n = t.stock.count
    sx, sy = g.stock_text
    deal = TextLines(width=w, spacing=2).add(_("Still to deal"), 16, MUTED, "bold", max_lines=2 if g.portrait else 1)
    stock = deal if g.portrait else TextLines(width=min(w, g.left[0] + g.left[2] - 12 - sx), spacing=2)
    # TRANSLATORS: the cards still to deal
    stock.add(ngettext("{count} card", "{count} cards", n).format(count=n), 20, TEXT, "bold", max_lines=1)
    # TRANSLATORS: the rounds still to be dealt after this one
    stock.add(ngettext("{count} round to come", "{count} rounds to come", rounds_left).format(count=rounds_left)
              if rounds_left else _("the last round"), 16, MUTED)
    # the deal's words end above the stock's cards (the column stage) or the stock (the 16:9 stage)
    deal_h = deal.height(m)
    deal_top = g.stock[1] - 6 - deal_h if g.portrait else g.deal_xy[1]
    if not g.portrait:
        y = max(y, g.note_xy[1])
    note = note_lines(m, w, deal_top - 8 - y)
    if note is not None:
        y += note.draw(surface, m, x, y) + 8
    deal.draw(surface, m, x, max(y, min(g.deal_xy[1], deal_top)) if g.portrait else g.deal_xy[1])
    if not g.portrait:
        stock.draw(surface, m, sx, sy)


# ============================================================================ the right panel


def draw_right(t, surface) -> None:
    """What to do now and the hint (or the end screen, or a finished player's score), with
    the keys or the players' progress under it."""
    m, g = t.m, t.geo
    (x, y), w = g.text_xy, g.text_w
    if t.over:
        draw_end(t, surface)
    elif t.hold == "seat_done":
        draw_seat_done(t, surface)
    else:
        lines = TextLines(width=w, spacing=1).add(status(t), 18, TEXT, "bold", max_lines=4 if g.portrait else 6)
        if lines.lines:
            lines.gap(11)
        lines.add(t.hint_text, 17, HINT_GLOW, "bold", max_lines=3)
        yy = y + lines.draw(surface, m, x, y) + (6 if t.hint_text else 0)
        if t.thinking is not None:
            t.draw_thinking(surface, x + 150, yy + 14)
        if len(t.seats) > 1:
            draw_players(t, surface, x, max(yy, 250), compact=True)
        elif yy <= g.keys_y:  # (the keys' line only below the words, never over them)
            TextLines(width=w, spacing=0).add(_(KEYS), 14, MUTED).draw(surface, m, x, g.keys_y)
    if t.deal_field_shown():
        if g.deal_label is not None:
            # TRANSLATORS: short: the label of the deal number's field
            label, room = _("Deal no."), g.field[0] - g.deal_label[0] - 8
            size = fit(m, label, 16, room, "bold")
            blit_text(surface, m, fit_lines(m, label, size, room, 1, "bold")[0], *g.deal_label, size, MUTED, "bold",
                      anchor="midleft")
        t.deal_field.placeholder = _("deal number")
        fw = t.deal_field.lrect[2] - 14  # (the placeholder whole in the field at any text size)
        t.deal_field.size = fit(m, t.deal_field.placeholder, 18, fw, least=8)
        t.deal_field.draw(surface, m)


def draw_players(t, surface, x, y, compact: bool = False) -> None:
    """Every player's table: round, face down, final score."""
    m = t.m
    own = t.view.seat if t.view.seat is not None else next(
        (s for s in range(len(t.seats)) if s not in {o.seat for o in t.view.others}), None)
    playing = t.playing_seat()
    for s in range(len(t.seats)):
        yy = y + s * (20 if compact else 24)
        name = fit_lines(m, t.seat_name(s), 15, 160, 1, "bold")[0]
        blit_text(surface, m, name, x, yy, 15, colour_of(s), "bold")
        blit_text(surface, m, seat_line(t, s, own, playing), x + 170, yy, 15, TEXT)


def draw_seat_done(t, surface) -> None:
    """A player's table is over and the next player's comes: the score, who is next."""
    m = t.m
    (x, y), w = t.geo.text_xy, t.geo.text_w
    seat = t.movers[-1] if t.movers else 0
    nxt = t.playing_seat()
    if t.viewer == seat:
        score = t.view.score
    else:
        score = next((o.score for o in t.view.others if o.seat == seat), None)
    # TRANSLATORS: {name}: the player whose table just ended
    lines = TextLines(width=w, spacing=9).add(_("{name}: game over").format(name=t.seat_name(seat)), 24, GOLD, "bold")
    if score is not None:
        # TRANSLATORS: a player's score when their table ends
        left = ngettext("{count} card left face down.", "{count} cards left face down.", score).format(count=score)
        lines.add(left, 19, TEXT, "bold")
    if nxt is not None:
        same = t.config.options.get("same_shuffle") == "on"
        if same:
            # TRANSLATORS: {name}: the next player
            text = _("Next: {name} plays the same deal").format(name=t.seat_name(nxt))
        else:
            # TRANSLATORS: {name}: the next player
            text = _("Next: {name}").format(name=t.seat_name(nxt))
        lines.add(text, 17, MUTED)
    lines.draw(surface, m, x, y)
    draw_players(t, surface, x, y + 140)


def draw_end(t, surface) -> None:
    """The end screen: the score (or the winners and everyone's score), then a line on what
    Look back shows."""
    m, g = t.m, t.geo
    (x, y), w = g.text_xy, g.text_w
    out = t.outcome
    n = len(t.seats)
    if n == 1:
        score = int(out.scores[0])
        head = TextLines(width=w, spacing=4).add(_("Every card turned up!") if score == 0 else _("Game over"), 26,
                                                 GOLD, "bold")
        # TRANSLATORS: {score}: the cards left face down
        head.add(_("Your score: {score} face down").format(score=score), 20, TEXT, "bold")
        yy = y + head.draw(surface, m, x, y) + 8
    else:
        names = [t.seat_name(s) for s in out.winners]
        if len(names) == 1:
            # TRANSLATORS: {name}: the winner
            head = _("Winner: {name}").format(name=names[0])
        else:
            # TRANSLATORS: {names}: the winners ("Ann and Bo")
            head = _("Shared win: {names}").format(names=names_text(names))
        yy = y + TextLines(width=w, spacing=7).add(head, 22, GOLD, "bold").draw(surface, m, x, y)
        for s in sorted(range(n), key=lambda s: (out.scores[s], s)):
            mark = "\u2605 " if s in out.winners else "   "
            blit_text(surface, m, fit_lines(m, mark + t.seat_name(s), 16, 240, 1, "bold")[0], x, yy, 16,
                      colour_of(s), "bold")
            down = int(out.scores[s])
            # TRANSLATORS: a player's score on the end screen: the cards left face down
            text = ngettext("{count} face down", "{count} face down", down).format(count=down)
            size = fit(m, text, 16, w - 250)
            blit_text(surface, m, fit_lines(m, text, size, w - 250, 1)[0], x + 250, yy, size, TEXT)
            yy += 22
        yy += 10
    # (what the deal allowed and where it slipped away are the look-back's: the Look back button)
    # TRANSLATORS: the end screen, above the Look back button
    said = [_("Look back steps through the game again and shows the best this deal allowed.")]
    a = t.analysis_for(t.viewer if t.viewer is not None else 0)
    if len(t.humans) == 1 and a and a["pnr"] is not None:
        # TRANSLATORS: the end screen, under the Replay from there button's row; {play}: a play's number
        said.append(_("Replay from there goes back to just before play {play}, the point of no return.").format(
            play=a["index"] + 1))
    # the lines stay above the buttons (or, beside them, above the panel's foot): the first is
    # dropped when both do not fit
    room = (g.by[0] - 10 if x + w > g.bx[0] else g.text_bottom) - yy
    lines = TextLines(width=w, spacing=6)
    for text in said:
        lines.add(text, 16, MUTED, max_lines=3)
    if len(said) > 1 and lines.height(m) > room:
        lines = TextLines(width=w, spacing=6).add(said[-1], 16, MUTED, max_lines=3)
    if lines.height(m) <= room:
        lines.draw(surface, m, x, yy)


def draw_waiting(t, surface) -> None:
    """No table for anyone at the screen (a computer plays its table before a human's): the
    players' progress only, never a card."""
    m = t.m
    draw_felt(surface)
    draw_header(t, surface)
    wx, wy, ww, wh = t.geo.waiting
    cx = wx + ww / 2
    panel(surface, m.rect(wx, wy, ww, wh), radius=m.px(16))
    seat = t.playing_seat()
    if seat is None:
        title = _("Game over")
    elif t.hold == "seat_done":
        title = _("Next: {name}").format(name=t.seat_name(seat))
    else:
        # TRANSLATORS: {name}: the player whose table is in play
        title = _("{name} is playing").format(name=t.seat_name(seat))
    blit_text(surface, m, title, cx, wy + 26, 26, GOLD, "bold", anchor="midtop")
    t.draw_thinking(surface, cx, wy + 80)
    draw_players(t, surface, wx + 40, wy + 120)
    t.buttons.draw(surface, m)


# ============================================================================ over the piles


def draw_overlay(t, surface) -> None:
    """Every frame above the still layer: the plays' glows, the hint, the drag's targets, the
    pile counts on hover, the round banner."""
    m, v = t.m, t.view
    legal = t.legal if not t.demo_on else ()
    ring = max(2, m.px(3))

    def glow(i, colour, pad=6, kind=None):
        r = m.rect(*t.pile_rect(i)).inflate(m.px(pad * 2), m.px(pad * 2))
        if kind is not None:  # a ring whose shape says what it is (see cards.OUTLINES)
            draw_outline(surface, m, r, kind, radius=12, colour=colour, width=3)
        else:
            pygame.draw.rect(surface, colour, r, width=ring, border_radius=m.px(12))

    if legal and not t.drag.dragging:
        if v.pending is not None:
            for c in v.allowed:
                i = T.PILE_INDEX[c]
                glow(i, WARN if c in v.warn_corners else TARGET_OK, kind="target")  # dashed: where it may go
                if c in v.warn_corners:
                    pill(t, surface, i, _("unused joker"), WARN)
        else:
            for mv in legal:
                if isinstance(mv, (Edge, Centre)):
                    glow(4 if isinstance(mv, Centre) else T.PILE_INDEX[mv.edge], HIGHLIGHT)
            if t.armed:
                for i in T.DOWN_PILES:
                    if v.face_down[i]:
                        glow(i, JOKER_GLOW, pad=10)
    for c, kept in zip(CORNERS, v.credit):  # a joker's free play, ready or kept
        top = v.tops[c]
        if any(isinstance(mv, Joker) and mv.corner == PILES[c] for mv in legal):
            glow(c, JOKER_GLOW, pad=4 if t.armed != PILES[c] else 10)
        if top is not None and top.is_joker and v.pending is None:
            pill(t, surface, c, _("free play"), JOKER_GLOW)
        elif kept:
            # TRANSLATORS: a short label on a corner: free plays kept for later
            pill(t, surface, c, ngettext("{count} kept free play", "{count} kept free plays", kept).format(count=kept),
                 JOKER_GLOW)
    hm = t.hint_move
    if hm is not None and hm in legal:
        if isinstance(hm, Place):
            glow(T.PILE_INDEX[hm.corner], HINT_GLOW, pad=11)
            sp = t.animator.sprites.get(("pending", 0))
            if sp is not None:
                pygame.draw.rect(surface, HINT_GLOW, sp.rect(m).inflate(m.px(14), m.px(14)), width=ring,
                                 border_radius=m.px(12))
        else:
            src = 4 if isinstance(hm, Centre) else T.PILE_INDEX[hm.pile if isinstance(hm, Joker) else hm.edge]
            glow(src, HINT_GLOW, pad=11)
            if isinstance(hm, Joker):
                glow(T.PILE_INDEX[hm.corner], HINT_GLOW, pad=11)
    t.drag.draw(surface, m)
    for p in t.piles + [t.stock]:
        if p.hover and not t.drag.dragging:
            p.draw_count(surface, m)
    if t.banner_left > 0 and t.banner:
        draw_banner(t, surface)


def pill(t, surface, i: int, text: str, colour) -> None:
    """A small label on the top edge of pile ``i``."""
    m = t.m
    x, y, w, h = t.pile_rect(i)
    img = fonts.text(text, m.px(13), (20, 16, 24), "bold")
    r = pygame.Rect(0, 0, img.get_width() + m.px(12), img.get_height() + m.px(4))
    r.center = m.pt(x + w / 2, y + 2)
    pygame.draw.rect(surface, colour, r, border_radius=r.h // 2)
    surface.blit(img, img.get_rect(center=r.center))


def draw_banner(t, surface) -> None:
    """The round banner: over the nine piles only, never over the panels beside them."""
    m = t.m
    cx, cy, bw = t.geo.banner
    lines = TextLines(width=bw, spacing=-2)  # (wrapped 40 narrower: the bold lines may use the margin)
    for line in banner_lines(t):
        lines.add(line, 20, TEXT, "bold", max_lines=1, align="center")
    h = lines.height(m) + 20
    panel(surface, m.rect(cx - bw / 2, cy - h / 2, bw, h), color=(16, 40, 30), alpha=235, radius=m.px(12), border=GOLD)
    lines.draw(surface, m, cx - bw / 2, cy - h / 2 + 10)
