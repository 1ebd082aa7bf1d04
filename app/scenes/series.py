"""The results of a duplicate series side by side: the same deal (seed and options) played
with the seats turned one place each time, so the players' results compare on the same cards.

One row per player (in their first deal's seat order), one column per deal, and the total;
the deals a player won are in gold, and the best total is named below. From here the next
seating starts (while there are seatings left), or a new deal, or back to the table."""

from __future__ import annotations

from typing import Sequence

import pygame

from app.i18n import _, ngettext, number
from app.rules.dealcode import turn_seats
from app.ui import fonts, words
from app.ui.engine import Metrics, Scene
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, blit_text, common_size, fit_size, panel

SHADE = (0, 0, 0, 150)


def series_table(names: Sequence[str], deals: Sequence[dict]) -> tuple[list[list[tuple[str, bool]]], list[float]]:
    """Per player (``names`` in the first deal's seats): one (score text, won) per deal, and
    the totals. Deal ``k`` was played with the seats turned ``k`` places, so the player of
    first seat ``p`` sat at seat ``(p + k) % n``."""
    n = len(names)
    rows, totals = [], []
    for p in range(n):
        cells, total = [], 0.0
        for k, deal in enumerate(deals):
            seat = (p + k) % n
            score = float(deal["scores"][seat])
            total += score
            cells.append((number(score), seat in deal["winners"]))
        rows.append(cells)
        totals.append(total)
    return rows, totals


def deal_title(k: int) -> str:
    """A deal's column: "As dealt", "Turned once", "Turned 3x"."""
    if k == 0:
        # TRANSLATORS: a column of the series table: the deal with the seats as first dealt
        return _("As dealt")
    if k == 1:
        # TRANSLATORS: a column of the series table: the same deal, the seats turned one place
        return _("Turned once")
    # TRANSLATORS: a column of the series table: the seats turned {count} places (2, 3...); keep it short
    return _("Turned {count}x").format(count=k)


class SeriesScene(Scene):
    """Over a finished table of a series (see the module doc)."""

    overlay = True
    portrait_layout = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.deals = table.series_results()
        k = len(table.config.series)  # this table's deal is turned k places from the first
        n = len(table.seats)
        self.names = [words.shown_name(s.name) for s in turn_seats(table.seats, n - k)] if n else []
        self.rows, self.totals = series_table(self.names, self.deals)
        self.higher = bool(self.deals[-1]["higher"]) if self.deals else True
        buttons = []
        if table.turns_left > 0:
            buttons.append(Button(_("Turn the seats again"), (0, 0, 240, 48), self.turn_again, size=19,
                                  key=pygame.K_RETURN))
        # TRANSLATORS: a button: a new deal (other cards)
        buttons.append(Button(_("New cards"), (0, 0, 180, 48), self.new_cards, size=19))
        buttons.append(Button(_("Close"), (0, 0, 150, 48), self.back, size=19))
        self.buttons = ButtonRow(buttons, keyboard=True)

    title = "Seats turned"

    # ------------------------------------------------------------------ actions
    def turn_again(self) -> None:
        self.app.scenes.pop()
        self.table.play_turned()

    def new_cards(self) -> None:
        self.app.scenes.pop()
        self.table.play_again()

    def handle_event(self, ev) -> None:
        self.buttons.handle(ev, self.m)

    # ------------------------------------------------------------------ words
    def verdict(self) -> str:
        if not self.totals:
            return ""
        best = max(self.totals) if self.higher else min(self.totals)
        leaders = [self.names[p] for p, t in enumerate(self.totals) if t == best]
        n = len(self.deals)
        total = number(best)
        if len(leaders) == len(self.names):
            # TRANSLATORS: the series' verdict; {total} is everyone's total, {count} the deals played
            return ngettext("All square: everyone's total is {total} over {count} deal of the same cards.",
                             "All square: everyone's total is {total} over {count} deals of the same cards.",
                             n).format(total=total, count=n)
        if len(leaders) == 1:
            if self.higher:
                # TRANSLATORS: the series' verdict; {name} is a player's name, {total} their total,
                # {count} the deals played
                text = ngettext("{name} has the highest total, {total}, over {count} deal of the same cards.",
                                "{name} has the highest total, {total}, over {count} deals of the same cards.", n)
            else:
                # TRANSLATORS: as above, where the lowest total is best
                text = ngettext("{name} has the lowest total, {total}, over {count} deal of the same cards.",
                                "{name} has the lowest total, {total}, over {count} deals of the same cards.", n)
            return text.format(name=leaders[0], total=total, count=n)
        # TRANSLATORS: joins the names of players who share a total: "Ann and Bo"
        names = _("{names} and {last}").format(names=", ".join(leaders[:-1]), last=leaders[-1])
        if self.higher:
            # TRANSLATORS: the series' verdict; {names} are players' names ("Ann and Bo"), {total} their
            # total, {count} the deals played
            text = ngettext("{names} share the highest total, {total}, over {count} deal of the same cards.",
                            "{names} share the highest total, {total}, over {count} deals of the same cards.", n)
        else:
            # TRANSLATORS: as above, where the lowest total is best
            text = ngettext("{names} share the lowest total, {total}, over {count} deal of the same cards.",
                            "{names} share the lowest total, {total}, over {count} deals of the same cards.", n)
        return text.format(names=names, total=total, count=n)

    def footer(self) -> str:
        left = self.table.turns_left
        if left <= 0:
            return _("Every seating of this deal has been played.")
        # TRANSLATORS: the series: {count} more turns of the seats are left to play
        return ngettext("{count} more seating until everyone has played every hand.",
                        "{count} more seatings until everyone has played every hand.", left).format(count=left)

    # ------------------------------------------------------------------ layout
    def layout(self, m: Metrics):
        cols = len(self.deals)
        w = min(max(560.0, 260.0 + 120.0 * (cols + 1)), m.dw - 40)
        row_h = 34.0
        h = 64 + 30 + 40 + row_h * (len(self.names) + 1) + 80 + 64
        h = min(h, m.dh - 20)
        x, y = (m.dw - w) / 2, (m.dh - h) / 2
        bw = [b.lrect[2] for b in self.buttons.buttons]
        gap = 20.0
        total_w = sum(bw) + gap * (len(bw) - 1)
        if total_w > w - 40:  # a narrow stage: the buttons share the width
            scale = (w - 40 - gap * (len(bw) - 1)) / sum(bw)
            bw = [b * scale for b in bw]
            total_w = w - 40
        bx = m.dw / 2 - total_w / 2
        for b, width in zip(self.buttons.buttons, bw):
            b.lrect = (bx, y + h - 24 - 48, width, 48)
            bx += width + gap
        return (x, y, w, h), row_h

    def resize(self, m: Metrics) -> None:
        self.layout(m)

    def enter(self) -> None:
        self.layout(self.m)
        self.buttons.refresh_hover(self.m)

    def draw(self, surface) -> None:
        m = self.m
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill(SHADE)
        surface.blit(shade, (0, 0))
        (x, y, w, h), row_h = self.layout(m)
        panel(surface, m.rect(x, y, w, h), alpha=248, radius=m.px(14))
        cx = x + w / 2
        head = _("The same cards, seats turned")
        blit_text(surface, m, head, cx, y + 20, fit_size(m, head, 28, w - 40, "serif"), GOLD, "serif", anchor="midtop")
        # TRANSLATORS: {code} is a deal code such as JM-4K7P-2Q9R; a score in gold won its deal
        sub = _("Deal code {code}. Gold: won that deal.").format(code=self.table.deal_code())
        blit_text(surface, m, sub, cx, y + 64, fit_size(m, sub, 15, w - 40), MUTED, anchor="midtop")
        # the table: player | deal 1 .. deal k | total
        top = y + 104
        name_w = min(220.0, w * 0.3)
        inner_x = x + 20 + name_w
        col_w = (w - 40 - name_w) / (len(self.deals) + 1)
        heads = [deal_title(k) for k in range(max(len(self.deals), 8))] + [_("Total")]
        size = common_size(m, heads, 15, col_w - 8, "bold", 10)
        # TRANSLATORS: the series table's first column: the players' names
        blit_text(surface, m, _("Player"), x + 24, top, min(size, fit_size(m, _("Player"), 15, name_w - 8, "bold")),
                  MUTED, "bold")
        for k in range(len(self.deals)):
            blit_text(surface, m, deal_title(k), inner_x + col_w * (k + 0.5), top, size, MUTED, "bold", anchor="midtop")
        blit_text(surface, m, _("Total"), inner_x + col_w * (len(self.deals) + 0.5), top, size, MUTED, "bold",
                  anchor="midtop")
        best = (max(self.totals) if self.higher else min(self.totals)) if self.totals else None
        for p, name in enumerate(self.names):
            ry = top + row_h * (p + 1)
            if p % 2 == 0:
                band = pygame.Surface(m.rect(x + 12, ry - 6, w - 24, row_h).size, pygame.SRCALPHA)
                band.fill((255, 255, 255, 14))
                surface.blit(band, m.pt(x + 12, ry - 6))
            blit_text(surface, m, name, x + 24, ry, fit_size(m, name, 18, name_w - 12), TEXT)
            for k, (text, won) in enumerate(self.rows[p]):
                blit_text(surface, m, text, inner_x + col_w * (k + 0.5), ry, 18, GOLD if won else TEXT,
                          "bold" if won else "sans", anchor="midtop")
            total = self.totals[p]
            blit_text(surface, m, number(total), inner_x + col_w * (len(self.deals) + 0.5), ry, 18,
                      GOLD if total == best else TEXT, "bold", anchor="midtop")
        vy = top + row_h * (len(self.names) + 1) + 8
        verdict = self.verdict()
        blit_text(surface, m, verdict, cx, vy, fit_size(m, verdict, 18, w - 40, "bold"), TEXT, "bold",
                  anchor="midtop")
        foot = self.footer()
        blit_text(surface, m, foot, cx, vy + 30, fit_size(m, foot, 15, w - 40), MUTED, anchor="midtop")
        self.buttons.draw(surface, m)
