"""The Jammat table's reveal and results: every player's grid with the position being
compared, the positions strip with its legend, the lines compared at a position pointed at,
the verdict in words with names, and the match table.

Each function is given the table and draws what it reads there: the deal's result from its
view's history, how far the reveal has run, and the places its layout
(app.scenes.jammat_layout) gives."""

from __future__ import annotations

import pygame

from app.games.jammat_present import describe_key, format_points, names_list as and_list
from app.i18n import _, ngettext, pgettext
from app.scenes.jammat_panels import PLAYER_COLOURS, fit_text
from app.rules import jammat as J
from app.ui import fonts, widgets
from app.ui.textpanel import TextLines
from app.ui.widgets import GOLD, MUTED, TEXT, blit_text, common_size, panel

# what happened to a line at its position, the one meaning of these colours in the reveal;
# each has a mark too, so it is never said by colour alone
WON, TIED, BEATEN = "won", "tied", "beaten"
RESULT_COLOURS = {WON: (245, 200, 75), TIED: (120, 190, 255), BEATEN: (235, 105, 95)}


def result_words(kind: str) -> str:
    """How a line did at its position, in words: "won", "tied at the top", "beaten"."""
    if kind == WON:
        return pgettext("a line at its position", "won")
    if kind == TIED:
        return pgettext("a line at its position", "tied at the top")
    return pgettext("a line at its position", "beaten")


def line_result_words(line: str, kind: str) -> str:
    """What a line makes and how it did: "Pair of 8s: won"."""
    if kind == WON:
        # TRANSLATORS: under a grid; {line} is what the line makes ("Pair of 8s")
        return _("{line}: won").format(line=line)
    if kind == TIED:
        # TRANSLATORS: under a grid; {line} is what the line makes ("Pair of 8s")
        return _("{line}: tied at the top").format(line=line)
    # TRANSLATORS: under a grid; {line} is what the line makes ("Pair of 8s")
    return _("{line}: beaten").format(line=line)


def count_of(n: float) -> int:
    """The count a plural form is chosen by (½ and 1½ take the plural, as 2 does)."""
    return int(n) if n == int(n) else 2


def line_result(position, seat: int) -> str:
    """WON, TIED or BEATEN: how ``seat``'s line did at ``position`` (tied: level with the best
    when nobody has it alone)."""
    if position.winner == seat:
        return WON
    if position.winner is None and position.keys[seat] == max(position.keys):
        return TIED
    return BEATEN


RESULT_MARKS = {WON: "check", TIED: "equals", BEATEN: "cross"}


def draw_mark(surface, kind: str, centre, size: int, colour) -> None:
    """The mark of a result: a check for won, an equals sign for tied, a cross for beaten."""
    widgets.draw_mark(surface, RESULT_MARKS[kind], centre, size, colour)


def inspect_rows(res, i: int, names) -> list[dict]:
    """The lines compared at position ``i`` of the deal's result, one per seat: its cards,
    what they make and how it did (WON, TIED or BEATEN)."""
    p = res.positions[i]
    return [{"seat": s, "name": names[s], "cards": [res.grids[s][c] for c in p.cells[s]],
             "line": describe_key(p.keys[s]), "result": line_result(p, s)} for s in range(len(names))]


# ----------------------------------------------------------------------------- the grids
def draw_reveal(surface, t) -> None:
    """The grids, the positions strip and, once all is out, the verdict with the match table
    (or the lines of the position pointed at in its place)."""
    m, geo = t.m, t.geo
    res = t.deal_result
    done = t.reveal_done()
    shown = t.positions_shown()
    current = res.positions[shown - 1] if 0 < shown <= len(res.positions) and not done else None
    inspected = t.inspected
    marked = current if current is not None else res.positions[inspected] if inspected is not None else None
    wins_so_far = [0] * len(t.seats)
    for p in res.positions[:shown]:
        if p.winner is not None:
            wins_so_far[p.winner] += 1
    grids = geo.reveal_layout(len(t.seats), t.reveal_page)
    for s, x, y, cw, ch, gap in grids:
        if res.pairing_scores is not None:
            # the pairings decide: their scores are shown once every position is out
            label = t.seat_name(s)
            if done:
                score = res.pairing_scores[s]
                # TRANSLATORS: over a player's grid; {name} is the player, {count} the pairings won (may be 1½)
                label = ngettext("{name}: {count} pairing", "{name}: {count} pairings", count_of(score)).format(
                    name=label, count=format_points(score))
        else:
            # TRANSLATORS: over a player's grid; {name} is the player, {count} the positions won so far
            label = ngettext("{name}: {count} position", "{name}: {count} positions", wins_so_far[s]).format(
                name=t.seat_name(s), count=wins_so_far[s])
        if done and s in res.winners:
            label += "  \u2605"
        # over its grid, up to the next grid on its row (or the window's edge)
        room = min([g[1] - 14 for g in grids if g[2] == y and g[1] > x] + [geo.w - 8]) - x
        fit_text(surface, m, label, x, y - 5, 17, room, PLAYER_COLOURS[s % len(PLAYER_COLOURS)], "bold",
                 anchor="bottomleft")  # (a larger text grows upwards, off the cards)
        for i, card in enumerate(res.grids[s]):
            rect = m.rect(*geo.reveal_cell(x, y, cw, ch, gap, i))
            surface.blit(t.app.art.face(card, rect.w, rect.h), rect)
        if marked is not None:
            draw_marked_line(surface, t, marked, s, (x, y, cw, ch, gap))
    draw_positions_strip(surface, t, res, shown, current)
    if done:
        draw_verdict(surface, t, res)
        if inspected is None:
            draw_match_table(surface, t)
        else:  # in the match table's place
            draw_inspected(surface, t, inspected)


def draw_marked_line(surface, t, marked, s: int, grid) -> None:
    """Seat ``s``'s line at the ``marked`` position: rings round its cards in the colour of
    how it did, and under the grid its mark, what it makes and the word (left out where it
    does not fit in the grid's width: the mark and the legend say it)."""
    m, geo = t.m, t.geo
    x, y, cw, ch, gap = grid
    kind = line_result(marked, s)
    ring = RESULT_COLOURS[kind]
    for c in marked.cells[s]:
        rect = m.rect(*geo.reveal_cell(x, y, cw, ch, gap, c)).inflate(m.px(6), m.px(6))
        pygame.draw.rect(surface, ring, rect, width=max(2, m.px(3)), border_radius=m.px(6))
    ly = y + 3 * ch + 2 * gap + 6
    draw_mark(surface, kind, m.pt(x + 7, ly + 9), m.px(12), ring)
    room = m.px(geo.reveal_cell(x, y, cw, ch, gap, t.n_cells - 1)[0] + cw - x + 16)
    text, size = line_result_words(describe_key(marked.keys[s]), kind), 15
    if fonts.font(m.px(size), "bold").size(text)[0] > room:
        text = describe_key(marked.keys[s])
    while fonts.font(m.px(size), "bold").size(text)[0] > room and size > 12:
        size -= 1
    blit_text(surface, m, text, x + 20, ly, size, ring, "bold")


# ----------------------------------------------------------------------------- the positions strip
def draw_legend(surface, m, right: float, y: float) -> float:
    """What the colours and marks mean, right-aligned at ``right`` on the line ``y``;
    returns where it starts."""
    font = fonts.font(m.px(13), "bold")
    items = [(kind, result_words(kind)) for kind in (WON, TIED, BEATEN)]
    widths = [18 + font.size(word)[0] / m.s for __, word in items]
    x = left = right - sum(widths) - 14 * (len(items) - 1)
    for (kind, word), w in zip(items, widths):
        colour = RESULT_COLOURS[kind]
        draw_mark(surface, kind, m.pt(x + 6, y), m.px(11), colour)
        blit_text(surface, m, word, x + 16, y, 13, colour, "bold", anchor="midleft")
        x += w + 14
    return left


def draw_positions_strip(surface, t, res, shown, current) -> None:
    """A box per position: filled when somebody won it, hollow when tied at the top, empty
    while still to come; the one being compared (or pointed at) ringed in white."""
    m = t.m
    n = len(res.positions)
    first, last = t.position_box(0), t.position_box(n - 1)
    x0, y, box = first[0], first[1], first[2]
    title = _("Positions (everyone at once)") if res.pairing_scores is not None else _("Positions")
    legend_x = draw_legend(surface, m, last[0] + last[2], y - 14)
    end = fit_text(surface, m, title, x0, y - 22, 15, legend_x - 12 - x0, MUTED, "bold").right / m.s
    hint = _("point at one (or use the arrow keys) to see its lines")
    if t.reveal_done() and end + 10 + fonts.font(m.px(13)).size(hint)[0] / m.s < legend_x - 12:
        blit_text(surface, m, hint, end + 10, y - 14, 13, MUTED, anchor="midleft")
    inspected = t.inspected
    for i, p in enumerate(res.positions):
        r = m.rect(*t.position_box(i))
        if i < shown:
            draw_position_box(surface, t, r, i, p, box)
        else:
            pygame.draw.rect(surface, (30, 70, 50), r, width=max(1, m.px(1)), border_radius=m.px(5))
        if (current is not None and i == current.index) or i == inspected:
            pygame.draw.rect(surface, (255, 255, 255), r.inflate(m.px(6), m.px(6)), width=max(2, m.px(3)),
                             border_radius=m.px(7))
    if not t.reveal_done() and current is not None:
        if current.winner is None:
            # TRANSLATORS: the reveal; {number} is the position being compared
            text = _("Position {number}: nobody (a tie at the top)").format(number=current.index + 1)
        else:
            # TRANSLATORS: the reveal; {number} is the position being compared, {name} who won it
            text = _("Position {number}: {name}").format(number=current.index + 1, name=t.seat_name(current.winner))
        blit_text(surface, m, text, t.geo.w / 2, y + 44, 18, TEXT, "bold",
                  anchor="midtop")


def draw_position_box(surface, t, r, i: int, p, box: float) -> None:
    """Position ``i``'s box once it is out: its number, its mark and who won it (the mark
    alone where the box is small)."""
    m = t.m
    kind = WON if p.winner is not None else TIED
    colour = RESULT_COLOURS[kind]
    if kind == WON:  # filled: somebody won it; hollow: tied at the top
        pygame.draw.rect(surface, colour, r, border_radius=m.px(5))
        ink = (20, 24, 20)
    else:
        pygame.draw.rect(surface, (24, 60, 70), r, border_radius=m.px(5))
        pygame.draw.rect(surface, colour, r, width=max(2, m.px(2)), border_radius=m.px(5))
        ink = colour
    if box >= 44:  # the number and the mark, and who won it under them
        num = fonts.text(str(i + 1), m.px(13), ink, "bold")
        surface.blit(num, num.get_rect(midleft=(r.x + m.px(7), r.y + m.px(10))))
        draw_mark(surface, kind, (r.right - m.px(12), r.y + m.px(10)), m.px(10), ink)
        who = t.seat_name(p.winner) if p.winner is not None else pgettext("a position", "tie")
        size = 12
        while fonts.font(m.px(size), "bold").size(who)[0] > r.w - m.px(6) and size > 9:
            size -= 1
        img = fonts.text(who, m.px(size), ink, "bold")
        if img.get_width() > r.w - m.px(4):
            img = img.subsurface((0, 0, r.w - m.px(4), img.get_height()))
        surface.blit(img, img.get_rect(center=(r.centerx, r.y + m.px(25))))
    elif box >= 14:
        draw_mark(surface, kind, r.center, m.px(min(box - 5, 14)), ink)


def draw_inspected(surface, t, i: int) -> None:
    """The lines compared at position ``i``: one row per player, with the cards, what they
    make and how the line did (in place of the match table while shown)."""
    m = t.m
    p = t.deal_result.positions[i]
    rows = t.inspect_rows()
    n = len(rows)
    x0, y0 = t.geo.match_xy
    width = 610.0
    step = (22.0 if n <= 5 else 19.0) * max(1.0, fonts.scale() * 0.9)  # rows grow with the text size
    height = 34 + step * n + 8
    top = min(y0 - 26, t.geo.h - 8 - height)
    panel(surface, m.rect(x0 - 14, top, width, height), radius=m.px(10))
    if p.winner is not None:
        # TRANSLATORS: {number} is a position, {name} the player who won it
        head = _("Position {number}: won by {name}").format(number=i + 1, name=t.seat_name(p.winner))
    else:
        # TRANSLATORS: {number} is a position
        head = _("Position {number}: tied at the top, nobody wins it").format(number=i + 1)
    fit_text(surface, m, head, x0, top + 8, 16, width - 40, GOLD, "bold", min_size=11)
    size = 15 if n <= 5 else 13
    # the columns: name, cards, what the line makes, how it did (each list at one size)
    names = [row["name"] for row in rows]
    cards = ["  ".join(c.label for c in row["cards"]) for row in rows]
    lines = [row["line"] for row in rows]
    results = [result_words(row["result"]) for row in rows]
    name_size = common_size(m, names, size, 114, "bold", min_size=10)
    card_size = common_size(m, cards, size, 118, "bold", min_size=10)
    result_size = common_size(m, results, size, 150, "bold", min_size=10)
    result_w = max(fonts.font(m.px(result_size), "bold").size(r)[0] for r in results) / m.s
    line_w = width - 30 - 265 - result_w - 10
    line_size = common_size(m, lines, size, line_w, min_size=10)
    for k, row in enumerate(rows):
        y = top + 34 + k * step + step / 2
        colour = RESULT_COLOURS[row["result"]]
        draw_mark(surface, row["result"], m.pt(x0 + 6, y), m.px(12), colour)
        fit_text(surface, m, names[k], x0 + 20, y, name_size, 114, PLAYER_COLOURS[row["seat"] % 8], "bold",
                 anchor="midleft", min_size=9)
        fit_text(surface, m, cards[k], x0 + 140, y, card_size, 118, TEXT, "bold", anchor="midleft", min_size=9)
        fit_text(surface, m, lines[k], x0 + 265, y, line_size, line_w, TEXT, anchor="midleft", min_size=9)
        fit_text(surface, m, results[k], x0 + width - 30, y, result_size, 150, colour, "bold", anchor="midright",
                 min_size=9)


# ----------------------------------------------------------------------------- the verdict
def verdict(res, names) -> tuple[str, str]:
    """Who took the deal, and what decided it, in words with the players' ``names``."""
    n = len(names)
    if res.pairing_scores is None:  # positional: positions won decide
        if not res.shared:
            # TRANSLATORS: {name} is the player who took the deal
            head = _("Deal won by {name}").format(name=names[res.winners[0]])
        elif len(res.winners) < n:
            # TRANSLATORS: {names} are the players who share the deal ("Ann and Bo")
            head = _("Deal shared by {names}").format(names=and_list([names[s] for s in res.winners]))
        else:
            head = _("A drawn deal")
        # TRANSLATORS: {wins} is like "Ann 5, Bo 3"
        detail = _("Positions won: {wins}").format(wins=", ".join(f"{names[s]} {res.position_wins[s]}"
                                                                  for s in range(n)))
        return head, detail
    # round robin: pairings decide; positions over all pairings break a tie (J-13)
    scores, totals = res.pairing_scores, res.position_wins
    top = max(scores)
    tied = [s for s in range(n) if scores[s] == top]
    pairings = n - 1
    if not res.shared:
        w = res.winners[0]
        # TRANSLATORS: {name} took the deal with {score} (may be 1½) of {count} pairings
        head = ngettext("Deal won by {name}: {score} of {count} pairing",
                        "Deal won by {name}: {score} of {count} pairings", pairings).format(
            name=names[w], score=format_points(top), count=pairings)
        if len(tied) > 1:
            others = [s for s in tied if s != w]
            # TRANSLATORS: {name} took the deal; {others} had as many pairings ({score}, may be 1½)
            head = ngettext("Deal won by {name} on the tie-break: level with {others} on {score} pairing, "
                            "more positions over all pairings",
                            "Deal won by {name} on the tie-break: level with {others} on {score} pairings, "
                            "more positions over all pairings", count_of(top)).format(
                name=names[w], others=and_list([names[s] for s in others]), score=format_points(top))
    elif len(res.winners) < n:
        # TRANSLATORS: {names} share the deal with {score} pairings (may be 1½) and {positions} positions each
        head = ngettext("Deal shared by {names}: {score} pairing and {positions} positions each",
                        "Deal shared by {names}: {score} pairings and {positions} positions each",
                        count_of(top)).format(names=and_list([names[s] for s in res.winners]),
                                              score=format_points(top), positions=totals[res.winners[0]])
    else:
        head = _("A drawn deal")
    # TRANSLATORS: {scores} is like "Ann 2 (14), Bo 1 (11)": pairings won, positions in brackets
    detail = _("Pairings won (positions over all pairings): {scores}").format(scores=", ".join(
        f"{names[s]} {format_points(scores[s])} ({totals[s]})" for s in range(n)))
    return head, detail


def match_verdict(t) -> str:
    """Who won the match, once it is over ("" before)."""
    if not t.view.over:
        return ""
    pts = t.view.match_points
    champs = [t.seat_name(s) for s in range(len(pts)) if pts[s] == max(pts)]
    if len(champs) == 1:
        # TRANSLATORS: {name} won the match
        return _("Match won by {name}!").format(name=champs[0])
    # TRANSLATORS: {names} share the match ("Ann and Bo")
    return _("Match shared by {names}").format(names=and_list(champs))


def draw_verdict(surface, t, res) -> None:
    """Under the positions strip: who took the deal (gold), what decided it, and once the
    match is over who won it."""
    m, geo = t.m, t.geo
    head, detail = verdict(res, [t.seat_name(s) for s in range(len(t.seats))])
    lines = TextLines(width=geo.w - 48 if geo.portrait else 600, spacing=0)
    lines.add(head, 21, GOLD, "bold").gap(3).add(detail, 15).gap(10).add(match_verdict(t), 19, style="bold")
    lines.draw(surface, m, 24, geo.lower_y + 48)


def draw_match_table(surface, t) -> None:
    """The match table: one column per deal (the last 8), and the total."""
    m = t.m
    n = len(t.seats)
    pts = t.view.match_points
    table = J.match_table(t.view.history)
    deals = list(range(len(table)))[-8:]
    x0, y0 = t.geo.match_xy
    col_w = 44.0
    name_w = 120.0
    total_x = x0 + name_w + len(deals) * col_w + 30
    row_h = min(24.0, 160.0 / n)
    size = 15 if n <= 4 else 13
    panel(surface, m.rect(x0 - 14, y0 - 26, 610, row_h * n + 36), radius=m.px(10))
    blit_text(surface, m, pgettext("the match table", "Match"), x0, y0 - 2, 13, MUTED, "bold", anchor="bottomleft")
    for j, d in enumerate(deals):
        # TRANSLATORS: the match table's column of a deal, short ("D1" deal 1)
        blit_text(surface, m, _("D{number}").format(number=d + 1), x0 + name_w + j * col_w + col_w / 2, y0 - 2, 12,
                  MUTED, anchor="midbottom")
    blit_text(surface, m, pgettext("the match table", "Total"), total_x, y0 - 2, 12, MUTED, anchor="midbottom")
    for s in range(n):
        y = y0 + s * row_h + row_h / 2
        blit_text(surface, m, t.seat_name(s)[:12], x0, y, size, PLAYER_COLOURS[s % 8], "bold", anchor="midleft")
        for j, d in enumerate(deals):
            blit_text(surface, m, format_points(table[d][s]), x0 + name_w + j * col_w + col_w / 2, y, size, TEXT,
                      anchor="center")
        blit_text(surface, m, format_points(pts[s]), total_x, y, size, GOLD, "bold", anchor="center")
