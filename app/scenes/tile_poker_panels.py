"""The Tile Poker table's drawing: the header, the two players' panels (with the turn
timer's ring), the pool, the board (its grid, tiles, owners' marks, the lines a placement
made, the targets of a drag, marks where tiles lie beyond it), the bar with the log, the
labels of a placement and of a preview, and the end screen with its review of every
placement against the best one on offer.

Each function is given the table (it reads the table's view, legal moves, camera, geometry
and the players' names, never the full state) and draws where the table's ``geo`` puts it.
"""

from __future__ import annotations

import math

import pygame

from app.games import level_words
from app.games.tile_poker_present import hand_name, points, where_words
from app.i18n import _, ngettext, pgettext
from app.rules import tile_poker as TP
from app.rules.tile_poker import Place, PlaceBlindTile
from app.scenes import tile_poker_words as words
from app.scenes.tile_poker_layout import LINE_COLOUR, SEAT_COLOURS, TILE_INSET
from app.ui import fonts
from app.ui.cards import draw_outline, draw_sprite
from app.ui.seats import draw_turn_mark as draw_pointer
from app.ui.textpanel import TextLines
from app.ui.widgets import GOLD, MUTED, RED, TEXT, blit_text, draw_felt, elide, fit_size, panel


class TileArt:
    """The card art seen as tiles: the card layer draws faces and backs; this hands it square
    tiles instead (the frame's layer and animator stay as they are)."""

    def __init__(self, art):
        self.art = art

    def face(self, card, w: int, h: int) -> pygame.Surface:
        return self.art.tile(card, max(8, min(w, h)))

    def back(self, w: int, h: int) -> pygame.Surface:
        return self.art.tile_back(max(8, min(w, h)))


def draw(t, surface) -> None:
    m = t.m
    draw_felt(surface)
    draw_header(t, surface)
    for k, seat in enumerate(t.panel_seats):
        draw_seat_panel(t, surface, seat, t.geo.seat_panels[k])
    draw_pool(t, surface)
    vp = m.rect(*t.geo.viewport)
    pygame.draw.rect(surface, (14, 66, 40), vp, border_radius=m.px(10))
    clip = surface.get_clip()
    surface.set_clip(vp.inflate(-m.px(2), -m.px(2)).clip(clip))
    draw_grid(t, surface, vp)
    art = t.tile_art
    sprites = t.layer.ordered()
    for sp in sprites:
        if isinstance(sp.data, tuple) and sp.data[0] == "board" and sp.z < 9000:
            draw_sprite(surface, m, art, sp)
    draw_owner_marks(t, surface)
    draw_board_overlay(t, surface)
    surface.set_clip(clip)
    pygame.draw.rect(surface, (70, 130, 95), vp, width=max(1, m.px(1.5)), border_radius=m.px(10))
    draw_more_marks(t, surface, vp)
    for sp in sprites:  # hand tiles, the turned-up tile, tiles in flight
        if sp.lift == 0 and not (isinstance(sp.data, tuple) and sp.data[0] == "board" and sp.z < 9000):
            draw_sprite(surface, m, art, sp)
    draw_selection(t, surface)
    draw_bar(t, surface)
    if t.over and t.show_result:
        draw_result(t, surface)
    for sp in sprites:
        if sp.lift > 0:
            draw_sprite(surface, m, art, sp)
    draw_preview(t, surface)
    t.buttons.draw(surface, m)
    t.toast.draw(surface, m, y=t.geo.toast_y)


def draw_more_marks(t, surface, vp) -> None:
    """A gold mark on each edge of the board where tiles lie beyond it (a board too long
    to fit at a readable size, or one the player has moved): pan to see them."""
    vx, vy, vw, vh = t.geo.viewport
    sides = set()
    for tile in t.view.tiles:
        x, y, w, h = t.camera.cell_rect(tile.cell)
        if x + w / 2 < vx:
            sides.add("left")
        if x + w / 2 > vx + vw:
            sides.add("right")
        if y + h / 2 < vy:
            sides.add("top")
        if y + h / 2 > vy + vh:
            sides.add("bottom")
    th = max(2, t.m.px(4))
    for side in sides:
        edge = {"left": (vp.left, vp.top + vp.h // 3, th, vp.h // 3),
                "right": (vp.right - th, vp.top + vp.h // 3, th, vp.h // 3),
                "top": (vp.left + vp.w // 3, vp.top, vp.w // 3, th),
                "bottom": (vp.left + vp.w // 3, vp.bottom - th, vp.w // 3, th)}[side]
        pygame.draw.rect(surface, GOLD, edge, border_radius=th // 2)


def fit_blit(surface, m, text: str, x: float, y: float, size: float, width: float, colour=TEXT,
             style: str = "sans", anchor: str = "topleft", min_size: float = 11.0):
    """``text`` at ``size``, or smaller so it is at most ``width`` logical units wide (cut
    with "…" if it is still too wide at ``min_size``)."""
    size = fit_size(m, text, size, width, style, min_size)
    text = elide(text, fonts.font(m.px(size), style), m.px(width))
    return blit_text(surface, m, text, x, y, size, colour, style, anchor=anchor)


def draw_header(t, surface) -> None:
    m = t.m
    g = t.geo
    title = _("Tile Poker")
    title_w = fonts.font(m.px(26), "serif").size(title)[0] / m.s
    blit_text(surface, m, title, 24, 31, 26, GOLD, "serif", anchor="midleft")
    if g.portrait:  # the status has a row of its own under the title and the buttons
        left, right = 12.0, g.w - 12.0
    else:  # between the title and the header's buttons
        left, right = 24 + title_w + 16, g.header_buttons[0][0] - 10
    fit_blit(surface, m, words.status(t), (left + right) / 2, g.status[1], 18, right - left, TEXT, "bold",
             anchor="center")


TEXT_ROOM = 112.0  # the logical height of a player panel's words, above its hand


def seat_lines(t, seat: int, w: float, k: float) -> tuple[TextLines, TextLines]:
    """A player panel's words at ``k`` times their sizes: the name and the kind of player
    (beside the turn mark), then the points, the best hand, and the counts."""
    v = t.view
    if t.seats[seat].human:
        kind = pgettext("seat", "Human")
    else:
        kind = _("Computer: {level}").format(level=level_words(t.seats[seat].level))
    head = TextLines(width=w - 68, spacing=0).add(t.name(seat), 19 * k, SEAT_COLOURS[seat], "bold", max_lines=1)
    head.add(kind, 13 * k, MUTED, max_lines=1)
    body = TextLines(width=w - 28, spacing=0).add(points(v.scores[seat]), 22 * k, GOLD, "bold", max_lines=1)
    # TRANSLATORS: {hand} is a poker hand ("flush")
    body.add(_("Best hand: {hand}").format(hand=hand_name(v.best[seat])), 14 * k, max_lines=1)
    # TRANSLATORS: a player's counts; {aces} and {swaps} are numbers
    body.add(_("Aces placed: {aces} · Swaps left: {swaps}").format(aces=v.aces[seat], swaps=v.swaps_left[seat]),
             13 * k, max_lines=1)
    if t.timer != "off":  # a game without the turn timer has no timeouts
        n = v.timeouts[seat]
        # TRANSLATORS: {count} the player's timeouts so far, {limit} how many forfeit (5)
        body.add(_("Timeouts: {count}/{limit}").format(count=n, limit=TP.FORFEIT_TIMEOUTS), 13 * k,
                 RED if n else MUTED, max_lines=1)
    return head, body


def draw_seat_panel(t, surface, seat: int, rect) -> None:
    m = t.m
    v = t.view
    x, y, w, h = rect
    on_turn = v.to_move == seat and not t.over
    panel(surface, m.rect(*rect), radius=m.px(12), border=SEAT_COLOURS[seat] if on_turn else (70, 130, 95))
    # the words over the hand, as large as the room lets them be (the text size grows them)
    for k in (1.0, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6):
        head, body = seat_lines(t, seat, w, k)
        if head.height(m) + body.height(m) <= TEXT_ROOM:
            break
    top = y + 8 + head.draw(surface, m, x + 14, y + 8)
    body.draw(surface, m, x + 14, top)
    if on_turn:
        draw_turn_mark(t, surface, seat, x + w - 30, y + 28)
    if not v.hands[seat]:
        size = fit_size(m, _("no tiles in hand"), 14, w - 28)
        blit_text(surface, m, _("no tiles in hand"), x + w / 2, y + 180, size, MUTED, anchor="center")


def draw_turn_mark(t, surface, seat: int, cx: float, cy: float) -> None:
    """The turn timer's ring (it runs down), or the pointer of the player to move (the shape
    the seat plates of the other tables show)."""
    m = t.m
    r = m.px(19)
    c = m.pt(cx, cy)
    if t.clock_left is not None and t.clock_seat == seat and t.timer != "off":
        frac = max(0.0, min(1.0, t.clock_left / float(t.timer)))
        pygame.draw.circle(surface, (30, 60, 44), c, r, width=max(2, m.px(4)))
        colour = RED if t.clock_left <= 10 else GOLD
        rect = pygame.Rect(0, 0, 2 * r, 2 * r)
        rect.center = c
        if frac > 0:
            pygame.draw.arc(surface, colour, rect, math.pi / 2, math.pi / 2 + 2 * math.pi * frac,
                            width=max(2, m.px(4)))
        blit_text(surface, m, str(max(0, math.ceil(t.clock_left))), cx, cy, 13, colour, "bold",
                  anchor="center")
    else:
        draw_pointer(surface, c, m.px(18), SEAT_COLOURS[seat])


def draw_pool(t, surface) -> None:
    m = t.m
    v = t.view
    g = t.geo
    x, y, w, h = g.pool_panel
    panel(surface, m.rect(*g.pool_panel), radius=m.px(12))
    blit_text(surface, m, _("Pool"), x + 14, y + 10, 15, MUTED, "bold")
    r = m.rect(*g.pool_tile)
    if v.pool_size:
        surface.blit(t.app.art.tile_back(min(r.w, r.h)), r)
    else:
        pygame.draw.rect(surface, (30, 80, 54), r, width=max(1, m.px(1.5)), border_radius=m.px(6))
    tx, ty, tw, th = g.pool_tile
    # TRANSLATORS: {count} is the tiles left in the pool
    count = ngettext("{count} tile", "{count} tiles", v.pool_size).format(count=v.pool_size)
    count_right = x + w - 10
    if v.pending is not None:
        lx, ly, anchor = g.pending_label
        label = _("Turned up:")
        if anchor == "midtop":  # above the turned-up tile, inside the panel
            room = 2 * min(lx - x - 8, x + w - 8 - lx)
        else:  # left of the turned-up tile, after the pool's count
            room = min(120.0, lx - (tx + tw + 12) - 50)
        r = fit_blit(surface, m, label, lx, ly, 13, room, GOLD, "bold", anchor=anchor)
        count_right = g.pending_rect[0] - 8 if anchor == "midtop" else r.left / m.s - 8
    fit_blit(surface, m, count, tx + tw + 12, ty + th / 2, 18, count_right - (tx + tw + 12), TEXT, "bold",
             anchor="midleft")
    if v.pending is not None:
        pr = m.rect(*g.pending_rect).inflate(m.px(8), m.px(8))
        pygame.draw.rect(surface, GOLD, pr, width=max(2, m.px(2)), border_radius=m.px(10))


def draw_grid(t, surface, vp) -> None:
    m = t.m
    cam = t.camera
    if cam.cell * m.s < 14:
        return
    vx, vy, vw, vh = t.geo.viewport
    x0, y0 = cam.cell_of((vx, vy))
    x1, y1 = cam.cell_of((vx + vw, vy + vh))
    colour = (20, 78, 48)
    for gx in range(x0, x1 + 2):
        px = m.pt(*cam.to_stage(gx - 0.5, 0))[0]
        pygame.draw.line(surface, colour, (px, vp.top), (px, vp.bottom))
    for gy in range(y0, y1 + 2):
        py = m.pt(*cam.to_stage(0, gy - 0.5))[1]
        pygame.draw.line(surface, colour, (vp.left, py), (vp.right, py))


def draw_owner_marks(t, surface) -> None:
    """A thin bar in the colour of the player who placed each tile."""
    m = t.m
    for tile in t.view.tiles:
        if tile.by is None:
            continue
        x, y, w, h = t.tile_rect(tile.cell)
        r = m.rect(x + w * 0.3, y + h + t.camera.cell * TILE_INSET * 0.2, w * 0.4,
                   max(2.0, t.camera.cell * TILE_INSET * 0.6))
        pygame.draw.rect(surface, SEAT_COLOURS[tile.by], r, border_radius=m.px(1))


def draw_board_overlay(t, surface) -> None:
    m = t.m
    dnd = t.drag.dnd
    if t.flash is not None:
        rec = t.flash
        for ln in rec.lines:
            if ln.points > 0:
                outline_cells(t, surface, ln.cells, LINE_COLOUR)
        r = m.rect(*t.camera.cell_rect(rec.cell)).inflate(m.px(2), m.px(2))
        pygame.draw.rect(surface, SEAT_COLOURS[rec.seat], r, width=max(2, m.px(3)), border_radius=m.px(6))
    if t.preview is not None:
        card, cell, score = t.preview
        for ln in score.lines:
            if len(ln.cells) > 1:
                outline_cells(t, surface, ln.cells, LINE_COLOUR if ln.points else (150, 170, 160))
    if dnd.dragging:
        dnd.draw_targets(surface, m)
    elif t.legal and t.view.phase == "blind":
        for c in t.choices():
            if c.end is not None:
                r = m.rect(*t.place_rect(c.end)).inflate(m.px(4), m.px(4))
                draw_outline(surface, m, r, "target", radius=8, width=1.5)
    if t.drag.selected is not None:
        for c in t.choices():
            if c.start == t.drag.selected and c.end is not None:
                r = m.rect(*t.place_rect(c.end)).inflate(m.px(4), m.px(4))
                draw_outline(surface, m, r, "target", radius=8)
    focus = t.drag.focused()
    if focus is not None and focus.end is not None:
        r = m.rect(*t.place_rect(focus.end)).inflate(m.px(6), m.px(6))
        draw_outline(surface, m, r, "hot", radius=8)
    if t.flash is not None and t.flash.points > 0 and t.flash_age < 3.0:
        draw_flash_label(t, surface)


def outline_cells(t, surface, cells, colour) -> None:
    m = t.m
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    a = t.camera.cell_rect((min(xs), min(ys)))
    b = t.camera.cell_rect((max(xs), max(ys)))
    r = m.rect(a[0], a[1], b[0] + b[2] - a[0], b[1] + b[3] - a[1]).inflate(m.px(4), m.px(4))
    pygame.draw.rect(surface, colour, r, width=max(2, m.px(2.5)), border_radius=m.px(8))


def pill(t, surface, lines, anchor_rect, colour=GOLD) -> None:
    """A small label of ``lines`` above (or below) a logical rect, kept on the board."""
    m = t.m
    size = 15
    imgs = [fonts.text(t, m.px(size), colour if k == len(lines) - 1 else TEXT, "bold") for k, t in enumerate(lines)]
    w = max(i.get_width() for i in imgs) + m.px(16)
    h = sum(i.get_height() for i in imgs) + m.px(10)
    ar = m.rect(*anchor_rect)
    vp = m.rect(*t.geo.viewport)
    r = pygame.Rect(0, 0, w, h)
    r.midleft = (ar.right + m.px(10), ar.centery)  # beside the cell: the line stays in sight
    if r.right > vp.right - m.px(6):
        r.midright = (ar.left - m.px(10), ar.centery)
    r.clamp_ip(vp.inflate(-m.px(6), -m.px(6)))
    panel(surface, r, color=(12, 30, 20), alpha=235, radius=m.px(8), border=colour)
    yy = r.top + m.px(5)
    for img in imgs:
        surface.blit(img, (r.left + m.px(8), yy))
        yy += img.get_height()


def draw_flash_label(t, surface) -> None:
    rec = t.flash
    text = words.placement_text(t, rec)
    pill(t, surface, [text], t.camera.cell_rect(rec.cell), SEAT_COLOURS[rec.seat])


def draw_preview(t, surface) -> None:
    if t.preview is None:
        return
    card, cell, score = t.preview
    lines = [words.line_text(ln) for ln in score.lines]
    # TRANSLATORS: a placement's preview; {card} a tile such as 10♣, {points} "3 points"
    lines.append(_("{card} here: {points}").format(card=card.label, points=points(score.points)))
    surface_clip = surface.get_clip()
    pill(t, surface, lines, t.camera.cell_rect(cell))
    surface.set_clip(surface_clip)


def draw_selection(t, surface) -> None:
    m = t.m
    sel = t.drag.selected
    focus = t.drag.focused()
    for start in [s for s in (sel, focus.start if focus else None) if s is not None]:
        sp = t.animator.sprite_at_place(start)
        if sp is not None:
            r = sp.rect(m).inflate(m.px(8), m.px(8))
            draw_outline(surface, m, r, "selected")
    if t.swap_mode:
        for c in t.choices():
            sp = t.animator.sprite_at_place(c.start)
            if sp is not None:
                r = sp.rect(m).inflate(m.px(6), m.px(6))
                pygame.draw.rect(surface, RED, r, width=max(2, m.px(2)), border_radius=m.px(9))


def draw_bar(t, surface) -> None:
    m = t.m
    g = t.geo
    x = t.bar_text_x + 8  # after the bar's buttons
    y = g.bar_y + 23
    if t.thinking is not None:
        t.draw_thinking(surface, (x + g.bar_end) / 2, y)
    elif not t.over and t.view.phase == "blind" and t.legal:
        # TRANSLATORS: {card} is a tile such as 10♣
        fit_blit(surface, m, _("Place the turned-up {card}").format(card=t.view.pending.label), x, y, 16,
                 g.bar_end - x, GOLD, "bold", anchor="midleft")
    lx, ly, lines = g.log
    log_right = t.assist_rects()[0][0] - 8 if g.portrait else g.w - 12  # (Hint and Demo beside the log)
    for k, (seat, text) in enumerate(reversed(t.log[-lines:])):  # the latest first
        colour = (SEAT_COLOURS[seat] if seat is not None else TEXT) if k == 0 else MUTED
        fit_blit(surface, m, text, lx, ly + k * 24, 14, log_right - lx, colour, "bold" if k == 0 else "sans",
                 anchor="midleft", min_size=12)


def draw_result(t, surface) -> None:
    m = t.m
    vx, vy, vw, vh = t.geo.viewport
    x, y, w, h = vx + 24, vy + 16, vw - 48, vh - 32
    panel(surface, m.rect(x, y, w, h), color=(10, 40, 26), alpha=250, radius=m.px(14))
    head, why = words.result_lines(t)
    lines = TextLines(width=w - 60, spacing=0)
    lines.add(head, 30, GOLD, "serif", max_lines=1, align="center").gap(5)
    lines.add(why, 16, TEXT, max_lines=4, align="center").gap(10)
    v = t.view
    # TRANSLATORS: a player's result; {name} the player, {points} "12 points", {hand} a poker hand
    # ("flush"), {aces} "2 aces"
    parts = [_("{name}: {points}, best {hand}, {aces}").format(
        name=t.name(s), points=points(v.scores[s]), hand=hand_name(v.best[s]),
        # TRANSLATORS: {count} is a number of aces
        aces=ngettext("{count} ace", "{count} aces", v.aces[s]).format(count=v.aces[s])) for s in range(2)]
    summary = "  \u00b7  ".join(parts)
    one_line = fonts.font(m.px(15)).size(summary)[0] <= m.px(w - 60)  # else (a narrow window) one each
    for text in [summary] if one_line else parts:
        lines.add(text, 15, MUTED, max_lines=1, align="center")
    lines.gap(10.5 if one_line else 11)
    ty = y + 14 + lines.draw(surface, m, x + 30, y + 14)
    seats = t.humans if t.humans else [0, 1]
    col_w = (w - 40) / len(seats)
    for k, seat in enumerate(seats):
        cx = x + 20 + k * col_w
        draw_review(t, surface, seat, cx, ty, col_w - 12, y + h - ty - 12)


def draw_review(t, surface, seat: int, x: float, y: float, w: float, h: float) -> None:
    m = t.m
    rows = placement_review(t, seat)
    title = words.review_title(t, seat)
    got = sum(r["points"] for r in rows)
    best = sum(r["best"] for r in rows)
    # TRANSLATORS: {title} "Your placements", {got} and {best} numbers of points
    TextLines(width=w).add(_("{title}: {got} points of a possible {best} (best cell each time)").format(
        title=title, got=got, best=best), 15,
                           SEAT_COLOURS[seat], "bold", max_lines=1).draw(surface, m, x, y)
    y += 26
    if not rows:
        blit_text(surface, m, _("No placements."), x, y, 14, MUTED)
        return
    row_h = 19.0
    per_col = max(1, int(h - 26) // int(row_h))
    ncols = max(1, math.ceil(len(rows) / per_col))
    ncols = min(ncols, max(1, int(w // 300)))
    per_col = math.ceil(len(rows) / ncols)
    cw = w / ncols
    size = 13 if row_h * per_col <= h else 12
    for i, r in enumerate(rows):
        col, row = divmod(i, per_col)
        yy = y + row * min(row_h, (h - 26) / max(1, per_col))
        if yy > y + h:
            break
        xx = x + col * cw
        how = {"placed": "", "blind": _(" (blind)"), "timeout": _(" (out of time)")}[r["how"]]
        colour = TEXT if r["points"] >= r["best"] else (240, 170, 120)
        # TRANSLATORS: a line of the placements' review; {n} its number, {card} a tile, {where} "right
        # of 7♦", {how} " (blind)" or nothing, {points} and {best} numbers
        text = _("{n}. {card} {where}{how}: {points} / best {best}").format(
            n=i + 1, card=r["card"].label, where=r["where"], how=how, points=r["points"], best=r["best"])
        font = fonts.font(m.px(size))
        if font.size(text)[0] > m.px(cw - 8):  # a narrow column: the tile and its points
            # TRANSLATORS: a line of the placements' review; as above, without where the tile went
            text = _("{n}. {card}{how}: {points} / best {best}").format(
                n=i + 1, card=r["card"].label, how=how, points=r["points"], best=r["best"])
        blit_text(surface, m, text, xx, yy, size, colour)


def placement_review(t, seat: int) -> list[dict]:
    """Each placement of ``seat``: the tile, its cell, how it was placed, its points, and
    the best points any legal cell offered that tile at that moment (the rules' scoring)."""
    if seat in t.review_cache:
        return t.review_cache[seat]
    placed = {(mv.card, mv.x, mv.y) for mv in t.moves if isinstance(mv, Place)}
    blind = {(mv.x, mv.y) for mv in t.moves if isinstance(mv, PlaceBlindTile)}
    board: dict = {}
    out = []
    for tile in t.view.tiles:
        if tile.by == seat:
            fast = TP.board_codes(board)
            best = max(TP.key_points(fast, k, tile.card.code) for k in TP.legal_keys(fast))
            how = "placed" if (tile.card, tile.x, tile.y) in placed else "blind" if tile.cell in blind else "timeout"
            out.append({"card": tile.card, "cell": tile.cell, "how": how, "points": tile.points, "best": best,
                        "where": where_words(TP.beside(board, tile.cell), first_only=True)})
        board[tile.cell] = tile.card
    t.review_cache[seat] = out
    return out
