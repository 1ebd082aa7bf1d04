"""The Jammat table's panels while the cards are being arranged, and while the table waits:
the grid's slots and layer names, the line labels around a 2D grid, the lines panel (the
lines strongest first, a word of help, the suggestion's preview), what is drawn above the
cards (the hovered line, a picked card, the keyboard cursor) and the players' stacks.

Each function is given the table and draws what it reads there: its view's match points
and seats, the arrangement in progress, and the places its layout (app.scenes.jammat_layout)
gives."""

from __future__ import annotations

import pygame

from app.games.jammat_present import category_name, describe_key, format_points, line_name_2d
from app.i18n import N_, _, pgettext
from app.rules import jammat as J
from app.scenes.setup import level_words
from app.ui import fonts
from app.ui.textpanel import TextLines
from app.ui.widgets import GOLD, MUTED, TEXT, blit_text, common_size, draw_felt, elide, fit_size, panel

PLAYER_COLOURS = [(240, 200, 80), (110, 190, 255), (250, 130, 120), (150, 230, 140),
                  (220, 150, 250), (255, 170, 80), (120, 230, 220), (235, 235, 235)]
CATEGORY_COLOURS = {6: (245, 196, 70), 5: (214, 130, 250), 4: (110, 170, 255), 3: (90, 220, 200),
                    2: (150, 225, 130), 1: (190, 196, 190)}
# TRANSLATORS: the help under a 3x3 grid's lines; the key names (Enter, S, C) stay as they are
HELP_2D = N_("Drag a card onto another to swap them, or click two cards. Keys: arrows move, "
             "Enter picks and swaps, S suggest, C confirm.")
# TRANSLATORS: the help under a cube's lines; the key name Enter stays as it is
HELP_3D = N_("Drag a card onto another to swap; arrows + Enter work too. 27 cards, 49 lines.")


def fit_text(surface, m, text: str, x: float, y: float, size: float, width: float, colour=TEXT,
             style: str = "sans", anchor: str = "topleft", min_size: float = 11.0):
    """``text`` drawn at ``size``, or smaller (not below ``min_size``) to be at most ``width``
    logical units wide, and cut with "…" if it is still too wide; returns its rectangle."""
    size = fit_size(m, text, size, width, style, min_size)
    text = elide(text, fonts.font(m.px(size), style), m.px(width))
    return blit_text(surface, m, text, x, y, size, colour, style, anchor=anchor)


def short_key(key) -> str:
    """A shorter description for column labels: the category only."""
    return category_name(key[0])


# ----------------------------------------------------------------------------- the header
def header_text(t) -> str:
    deals = t.view.deals
    if t.phase == "reveal" and t.deal_result is not None:
        # TRANSLATORS: the table's title; {game} is the game's name, {deal} of {deals} deals
        return _("{game}  •  deal {deal} of {deals}: the reveal").format(game=_("Jammat"), deal=t.reveal_index + 1,
                                                                           deals=deals)
    # TRANSLATORS: the table's title; {game} is the game's name, {deal} of {deals} deals
    return _("{game}  •  deal {deal} of {deals}").format(game=_("Jammat"), deal=min(t.view.deal + 1, deals),
                                                         deals=deals)


def draw_header(surface, t) -> None:
    """The title (left of the header's buttons) and, while arranging, the match points
    (right of the title; in a column, under it)."""
    m, geo = t.m, t.geo
    room = geo.header_buttons[0] - 24 - 16  # up to the Rules button
    if t.phase == "reveal" and not geo.portrait:
        room = geo.reveal_button_xy[0] - 24 - 16  # up to Next deal (or Skip)
    if t.phase != "reveal":
        parts = [f"{t.seat_name(i)} {format_points(p)}" for i, p in enumerate(t.view.match_points)]
        # TRANSLATORS: the match points in the header; {points} is like "Ann 2   Bo ½"
        text = _("Match: {points}").format(points="   ".join(parts))
        size = 17 if len(text) < 70 else 14
        if geo.portrait:  # under the title: the header's right holds the buttons
            fit_text(surface, m, text, 24, 74, size, geo.w - 48, TEXT, anchor="midleft")
        else:
            half = (1010 - 24) / 2
            r = fit_text(surface, m, text, 1010, 34, size, half - 10, TEXT, anchor="midright")
            room = 1010 - r.width / m.s - 24 - 20
    fit_text(surface, m, header_text(t), 24, 34, 24, room, GOLD, "bold", anchor="midleft", min_size=14)


# ----------------------------------------------------------------------------- arranging
def draw_arrange_bg(surface, t) -> None:
    """The felt, the header, the empty cells and (3D) the layers' names, under the cards."""
    m, geo = t.m, t.geo
    draw_felt(surface)
    draw_header(surface, t)
    for i in range(t.n_cells):
        pygame.draw.rect(surface, (14, 66, 40), m.rect(*geo.cell_rect(i)), border_radius=m.px(8))
    if t.grid_kind == "3d":
        for x in range(3):
            # TRANSLATORS: one of a cube's three layers of nine cards; {number} is 1, 2 or 3
            blit_text(surface, m, _("Layer {number}").format(number=x + 1), geo.layer_left(x) + geo.layer_w / 2,
                      geo.grid3["y"] - 30, 18, MUTED, "bold", anchor="midtop")


def draw_arrange_fg(surface, t) -> None:
    """Labels, the lines panel, the buttons (everything still, above the cards)."""
    m, geo = t.m, t.geo
    grid_lines = J.grid_lines(t.arrangement, t.a23)
    if t.grid_kind == "2d":
        draw_line_labels(surface, t)
    px, py, pw, ph = geo.panel
    panel(surface, m.rect(*geo.panel), radius=m.px(14))
    name = t.seat_name(t.viewer) if t.viewer is not None else ""
    # TRANSLATORS: the lines panel's title; {name} is the player arranging
    title = _("{name}: your lines, strongest first").format(name=name) if name else _("Lines, strongest first")
    if not (t.grid_kind == "3d" and t.suggestion is not None):  # (the preview has its own)
        room = (geo.list_w if t.grid_kind == "2d" else pw) - 36
        fit_text(surface, m, title, px + 18, py + 14, 19, room, GOLD, "bold", min_size=12)
    if t.grid_kind == "2d":
        draw_lines_2d(surface, t, grid_lines)
    elif t.suggestion is not None:
        draw_suggestion(surface, t, px + 18, py + 14)
    else:
        draw_lines_3d(surface, t, grid_lines)
        if t.suggest_ticket is not None:
            fit_text(surface, m, _("Working out a good arrangement..."), px + 18, py + ph - 30, 14, pw - 36, MUTED)
    if t.grid_kind == "3d":  # under the grid, left of the buttons (in a column, under them)
        if geo.portrait:
            x, y, w = 40, py + ph + 82, geo.w - 80
        else:
            x, y, w = 40, 656, geo.assist_rects()[0][0] - 40 - 14
        TextLines(width=w).add(_(HELP_3D), 15, MUTED, max_lines=2).draw(surface, m, x, y)
    t.buttons.draw(surface, m)


def draw_lines_2d(surface, t, grid_lines) -> None:
    """The eight lines, strongest first, each with its colour chip, what it makes and which
    line it is; under them (or right of them in a column) the suggestion or a word of help."""
    m, geo = t.m, t.geo
    px, py, pw, ph = geo.panel
    lw = geo.list_w
    lines_all = J.lines("2d")
    # TRANSLATORS: a line's place in the list, strongest first ("L1" the strongest line)
    places = [_("L{number}").format(number=k + 1) for k in range(len(grid_lines))]
    what = [describe_key(key) for key, __ in grid_lines]
    names = [line_name_2d(lines_all.index(cells)) for __, cells in grid_lines]
    place_size = common_size(m, places, 16, 36, "bold", min_size=10)
    name_size = common_size(m, names, 15, 130, min_size=10)
    name_w = max(fonts.font(m.px(name_size)).size(n)[0] for n in names) / m.s
    what_size = common_size(m, what, 17, lw - 98 - name_w - 10, min_size=11)
    for k, (key, cells) in enumerate(grid_lines):
        y = py + 52 + k * 34
        if k == t.hover_line:
            pygame.draw.rect(surface, (40, 100, 70), m.rect(px + 8, y - 3, lw - 16, 32), border_radius=m.px(6))
        pygame.draw.rect(surface, CATEGORY_COLOURS[key[0]], m.rect(px + 18, y + 6, 14, 14), border_radius=m.px(3))
        fit_text(surface, m, places[k], px + 40, y + 13, place_size, 36, MUTED, "bold", anchor="midleft", min_size=9)
        fit_text(surface, m, what[k], px + 80, y + 13, what_size, lw - 98 - name_w - 10, TEXT, anchor="midleft",
                 min_size=9)
        fit_text(surface, m, names[k], px + lw - 18, y + 13, name_size, 130, MUTED, anchor="midright", min_size=9)
    hx, hy, hw = (px + lw + 10, py + 14, pw - lw - 28) if geo.portrait else (px + 20, py + 340, pw - 40)
    if t.suggestion is not None:
        draw_suggestion(surface, t, hx, hy)
        return
    text = _("Working out the best arrangement...") if t.suggest_ticket is not None else _(HELP_2D)
    help_lines = TextLines(width=hw).add(text, 14, MUTED, max_lines=6)
    top = hy + 40 if geo.portrait else py + ph - 24 - help_lines.height(m)
    help_lines.draw(surface, m, hx, top)


def draw_lines_3d(surface, t, grid_lines) -> None:
    """The 49 lines of a cube, strongest first, in columns."""
    m, geo = t.m, t.geo
    px, py, pw, ph = geo.panel
    for k, (key, cells) in enumerate(grid_lines):
        col, row = divmod(k, geo.line_rows)
        x = px + 14 + col * (pw / geo.line_cols)
        y = py + 44 + row * 20.4
        if k == t.hover_line:
            pygame.draw.rect(surface, (40, 100, 70), m.rect(x - 6, y - 1, pw / geo.line_cols - 10, 20),
                             border_radius=m.px(4))
        pygame.draw.rect(surface, CATEGORY_COLOURS[key[0]], m.rect(x, y + 4, 10, 10), border_radius=m.px(2))
        fit_text(surface, m, f"{k + 1}. {describe_key(key)}", x + 16, y + 9, 13, pw / geo.line_cols - 30, TEXT,
                 anchor="midleft", min_size=9)


def draw_line_labels(surface, t) -> None:
    """What each line of a 2D grid makes, beside its row, under its column, by its diagonal."""
    g = t.geo.grid2
    keys = J.line_keys(t.arrangement, t.a23)
    right = g["x"] + 3 * g["cw"] + 2 * g["gap"]
    for r in range(3):
        y = g["y"] + r * (g["ch"] + g["gap"]) + g["ch"] / 2
        draw_label(surface, t.m, describe_key(keys[r]), keys[r], right + 14, y, "midleft", 230)
    bottom = g["y"] + 3 * g["ch"] + 2 * g["gap"]
    for c in range(3):
        x = g["x"] + c * (g["cw"] + g["gap"]) + g["cw"] / 2
        draw_label(surface, t.m, short_key(keys[3 + c]), keys[3 + c], x, bottom + 16, "center", g["cw"] + 12)
    draw_label(surface, t.m, "\u2198 " + short_key(keys[6]), keys[6], right + 14, bottom + 16, "midleft", 230)
    draw_label(surface, t.m, "\u2197 " + short_key(keys[7]), keys[7], right + 14, g["y"] - 16, "midleft", 230)


def draw_label(surface, m, text, key, x, y, anchor, max_w) -> None:
    """A line label in its category's colour, shrunk (down to 11) to fit ``max_w``."""
    size = 16
    f = fonts.font(m.px(size), "bold")
    while f.size(text)[0] > m.px(max_w) and size > 11:
        size -= 1
        f = fonts.font(m.px(size), "bold")
    blit_text(surface, m, text, x, y, size, CATEGORY_COLOURS[key[0]], "bold", anchor=anchor)


def draw_suggestion(surface, t, x, y) -> None:
    """The suggested arrangement as a small preview: a 3x3 grid (2D, under the lines list,
    the Apply and Hide buttons beside it) or the three layers of a cube with its strongest
    lines (3D, in place of the lines list)."""
    m, art = t.m, t.app.art
    if t.grid_kind == "2d":
        room = t.geo.panel[0] + t.geo.panel[2] - 18 - x
        if t.geo.portrait:  # beside the Apply and Hide buttons
            room = t.geo.suggestion_buttons()[0][0] - 10 - x
        fit_text(surface, m, _("Suggested (best arrangement):"), x, y, 16, room, GOLD, "bold", min_size=10)
        cw, ch, gap = 41.0, 58.0, 5.0
        for i, card in enumerate(t.suggestion):
            r, c = divmod(i, 3)
            rect = m.rect(x + c * (cw + gap), y + 26 + r * (ch + gap), cw, ch)
            surface.blit(art.face(card, rect.w, rect.h), rect)
        return
    fit_text(surface, m, _("Suggested arrangement (a good one):"), x, y, 18, t.geo.panel[2] - 36, GOLD, "bold",
             min_size=12)
    cw, ch, gap, layer_gap = 42.0, 59.0, 4.0, 14.0
    top = y + 32
    for i, card in enumerate(t.suggestion):
        lx, rest = divmod(i, 9)
        ry, rz = divmod(rest, 3)
        left = x + lx * (3 * cw + 2 * gap + layer_gap)
        rect = m.rect(left + rz * (cw + gap), top + ry * (ch + gap), cw, ch)
        surface.blit(art.face(card, rect.w, rect.h), rect)
    lines_top = top + 3 * ch + 2 * gap + 18
    fit_text(surface, m, _("Its strongest lines:"), x, lines_top, 15, t.geo.panel[2] - 36, MUTED, "bold")
    suggested = J.grid_lines(t.suggestion, t.a23)
    rows = 4 if t.geo.portrait else 8  # a column's panel is wide and low
    col_w = (t.geo.panel[2] - 36) / (16 // rows)
    texts = [f"{k + 1}. {describe_key(key)}" for k, (key, __) in enumerate(suggested[:16])]
    size = common_size(m, texts, 13, col_w - 24, min_size=9)
    grow = max(1.0, fonts.scale() * 0.85)  # the rows grow with the text size
    for k, (key, __) in enumerate(suggested[:16]):
        col, row = divmod(k, rows)
        lx, ly = x + col * col_w, lines_top + 24 * grow + row * 20 * grow
        pygame.draw.rect(surface, CATEGORY_COLOURS[key[0]], m.rect(lx, ly + 4, 10, 10), border_radius=m.px(2))
        fit_text(surface, m, texts[k], lx + 16, ly + 9, size, col_w - 24, TEXT, anchor="midleft", min_size=9)


# ----------------------------------------------------------------------------- above the cards
def draw_overlay(surface, t) -> None:
    """Drawn every frame above the still layer: the hovered line, drop targets or the
    picked card, the keyboard cursor."""
    m = t.m
    if t.hover_line is not None and t.phase == "arrange":
        gl = J.grid_lines(t.arrangement, t.a23)
        if t.hover_line < len(gl):
            for c in gl[t.hover_line][1]:
                pygame.draw.rect(surface, GOLD, m.rect(*t.cell_rect(c)).inflate(m.px(6), m.px(6)),
                                 width=max(2, m.px(3)), border_radius=m.px(8))
    if t.drag.dragging or t.selected is None:
        t.drag.draw(surface, m)
    else:
        draw_pick(surface, t)
    if not t.drag.dragging:
        draw_cursor(surface, t)


def draw_badge(surface, t, text: str, cell: int, where: str, fill, ink) -> None:
    """A small label across the "top" or "bottom" edge of a cell (the card's corners,
    where its rank is, stay clear)."""
    m = t.m
    x, y, w, h = t.cell_rect(cell)
    img = fonts.text(text, m.px(12 if t.grid_kind == "2d" else 11), ink, "bold")
    r = img.get_rect()
    r.inflate_ip(m.px(10), m.px(4))
    r.centerx = m.pt(x + w / 2, 0)[0]
    r.centery = m.pt(0, y if where == "top" else y + h)[1]
    pygame.draw.rect(surface, fill, r, border_radius=m.px(5))
    surface.blit(img, img.get_rect(center=r.center))


def draw_pick(surface, t) -> None:
    """A card picked (by a click or Enter): the other cells, where it may go, in a thin
    line; the picked card in a thick gold one with a "picked" tag."""
    m = t.m
    for i in range(len(t.arrangement)):
        if i != t.selected:
            r = m.rect(*t.cell_rect(i)).inflate(m.px(4), m.px(4))
            pygame.draw.rect(surface, (110, 200, 140), r, width=max(1, m.px(1)), border_radius=m.px(8))
    r = m.rect(*t.cell_rect(t.selected)).inflate(m.px(8), m.px(8))
    pygame.draw.rect(surface, GOLD, r, width=max(3, m.px(5)), border_radius=m.px(10))
    draw_badge(surface, t, pgettext("a card", "picked"), t.selected, "bottom", GOLD, (30, 30, 20))


def draw_cursor(surface, t) -> None:
    """The keyboard cursor: white corner brackets outside the cell (a shape no outline
    has), and with a card picked elsewhere, a "swap" tag on the cell it would go to."""
    m = t.m
    pad = 6 if t.grid_kind == "2d" else 4
    r = m.rect(*t.cell_rect(t.cursor)).inflate(m.px(2 * pad), m.px(2 * pad))
    arm = max(6, min(r.w, r.h) // 4)
    width = max(3, m.px(4))
    white = (255, 255, 255)
    for cx, cy, dx, dy in ((r.left, r.top, 1, 1), (r.right, r.top, -1, 1), (r.left, r.bottom, 1, -1),
                           (r.right, r.bottom, -1, -1)):
        pygame.draw.line(surface, white, (cx, cy), (cx + dx * arm, cy), width)
        pygame.draw.line(surface, white, (cx, cy), (cx, cy + dy * arm), width)
    if t.selected is not None and t.selected != t.cursor and not t.drag.dragging:
        word = pgettext("a card", "swap here") if t.grid_kind == "2d" else pgettext("a card", "swap")
        draw_badge(surface, t, word, t.cursor, "top", white, (30, 30, 20))


# ----------------------------------------------------------------------------- waiting
def draw_waiting(surface, t) -> None:
    """Every player's place: a face-down stack once they have confirmed (the arranged cards
    stay hidden until everyone has), else "arranging..."; the thinking line under them."""
    m, geo = t.m, t.geo
    view = t.view
    n = len(t.seats)
    committed = list(view.committed) if not view.over else [True] * n
    w = 130.0
    per_row = max(1, min(n, int((geo.w - 40 + 14) // (w + 14))))
    rows = -(-n // per_row)
    for s in range(n):
        row, col = divmod(s, per_row)
        in_row = min(per_row, n - row * per_row)
        x = geo.w / 2 - (in_row * w + (in_row - 1) * 14) / 2 + col * (w + 14)
        top = 250 + row * 170
        panel(surface, m.rect(x, top, w, 150), radius=m.px(10))
        seat = t.seats[s]
        fit_text(surface, m, t.seat_name(s), x + w / 2, top + 12, 18, w - 12, PLAYER_COLOURS[s % len(PLAYER_COLOURS)],
                 "bold", anchor="midtop")
        fit_text(surface, m, pgettext("seat", "you") if seat.human else level_words(seat.level), x + w / 2, top + 36,
                 13, w - 12, MUTED, anchor="midtop", min_size=9)
        if committed[s]:
            back = t.app.art.back(m.px(46), m.px(64))
            surface.blit(back, back.get_rect(center=m.pt(x + w / 2, top + 98)))
            fit_text(surface, m, pgettext("arrangement", "ready"), x + w / 2, top + 132, 13, w - 12, GOLD, "bold",
                     anchor="midtop", min_size=9)
        else:
            fit_text(surface, m, pgettext("arrangement", "arranging..."), x + w / 2, top + 90, 14, w - 12, MUTED,
                     anchor="midtop", min_size=9)
    t.draw_thinking(surface, geo.w / 2, 250 + rows * 170 + 50)
