"""Seats round a table, for any game of 2 to 8 players.

``SeatRing`` places the seats relative to the seat at the screen: that seat at the bottom,
the others clockwise from it (the next seat on the left, as players sit round a real table),
so with four players in two teams the partner sits opposite. Each seat has a name plate
(``SeatInfo``: name, computer level, dealer button, whose turn it is, a "thinking" spinner,
a short note, the team in a partnership game) and a speech bubble for what the seat just did (a bid, a pass, "asks for
trump"), which the table sets with ``say``.

Nothing on a plate is said by colour alone: the seat on turn has a pointer beside its name
(and a thicker, gold edge), and a team has its mark (``draw_team_mark``: a disc for the first
team, a diamond for the second) as well as its colour. ``SeatRing.marks`` says which of
these a plate carries.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from app.ui import fonts
from app.ui.engine import Metrics

TURN = (250, 214, 90)
PLATE = (10, 44, 28)
PLATE_EDGE = (70, 130, 95)


@dataclass
class SeatInfo:
    name: str
    level: str = ""  # a computer's level ("" for a human)
    dealer: bool = False
    turn: bool = False
    thinking: bool = False
    note: str = ""  # one word under the name: "bidder", "sits out"
    colour: tuple = (240, 238, 226)
    team: int | None = None  # the seat's team in a partnership game (0 or 1), drawn as its mark


TEAM_MARKS = ("disc", "diamond")  # the shape of each team's mark


def draw_team_mark(surface: pygame.Surface, team: int, centre, size: int, colour) -> None:
    """A team's mark, ``size`` pixels across: a disc for team 0, a diamond for team 1 (the
    same shapes wherever a team is named, so the teams are told apart without their colour)."""
    cx, cy = centre
    h = max(2, size // 2)
    if TEAM_MARKS[team % 2] == "disc":
        pygame.draw.circle(surface, colour, (cx, cy), h)
    else:
        pygame.draw.polygon(surface, colour, [(cx, cy - h - 1), (cx + h + 1, cy), (cx, cy + h + 1), (cx - h - 1, cy)])


def draw_turn_mark(surface: pygame.Surface, centre, size: int, colour=None) -> None:
    """The pointer of the seat on turn: a solid triangle pointing right, ``size`` pixels high."""
    cx, cy = centre
    h = max(3, size // 2)
    pygame.draw.polygon(surface, colour or TURN, [(cx - h * 0.8, cy - h), (cx + h * 0.8, cy), (cx - h * 0.8, cy + h)])


class SeatRing:
    """Where each seat sits (see the module doc). ``centre`` and ``radius`` (rx, ry) give the
    ellipse the seats sit on; ``plates`` may fix a name plate's logical point and anchor per
    relative position (0 = the bottom, then clockwise)."""

    def __init__(self, n: int, bottom: int = 0, centre=(640.0, 330.0), radius=(560.0, 290.0),
                 plates: dict[int, tuple[float, float, str]] | None = None):
        if not 2 <= n <= 8:
            raise ValueError(f"a table seats 2 to 8 players, not {n}")
        self.n = n
        self.bottom = bottom
        self.centre = centre
        self.radius = radius
        self.plates = dict(plates or {})
        # where a seat's bubble goes, per relative position: (x, y, anchor) at a logical point,
        # or None for no bubble there; by default beside the plate, towards the middle
        self.bubble_at: dict[int, tuple[float, float, str] | None] = {}
        self.bubbles: dict[int, str] = {}
        self.drawn: dict[int, list[pygame.Rect]] = {}  # each seat's plate and bubble, as last drawn (pixels)

    def rel(self, seat: int) -> int:
        """0 for the seat at the bottom, then 1, 2, ... clockwise."""
        return (seat - self.bottom) % self.n

    def angle(self, seat: int) -> float:
        """Screen angle of a seat from the centre (y down): the bottom is pi/2, the next
        seat clockwise is further round towards the left."""
        return math.pi / 2 + self.rel(seat) * 2 * math.pi / self.n

    def direction(self, seat: int) -> tuple[float, float]:
        a = self.angle(seat)
        return math.cos(a), math.sin(a)

    def point(self, seat: int) -> tuple[float, float]:
        dx, dy = self.direction(seat)
        return self.centre[0] + self.radius[0] * dx, self.centre[1] + self.radius[1] * dy

    def side(self, seat: int) -> str:
        """"bottom", "left", "top" or "right": the edge of the table the seat is nearest."""
        dx, dy = self.direction(seat)
        if abs(dy) >= abs(dx) * 0.9:
            return "bottom" if dy > 0 else "top"
        return "left" if dx < 0 else "right"

    def plate_at(self, seat: int) -> tuple[float, float, str]:
        r = self.rel(seat)
        if r in self.plates:
            return self.plates[r]
        x, y = self.point(seat)
        return x, y, "center"

    # ------------------------------------------------------------------ bubbles
    def say(self, seat: int, text: str) -> None:
        """What the seat just did, in its bubble (until the next ``say`` or ``hush``)."""
        self.bubbles[seat] = text

    def hush(self, seat: int | None = None) -> None:
        if seat is None:
            self.bubbles.clear()
        else:
            self.bubbles.pop(seat, None)

    # ------------------------------------------------------------------ drawing
    @staticmethod
    def marks(info: SeatInfo) -> tuple[str, ...]:
        """The marks a plate carries besides its colours: "turn" (the pointer of the seat on
        turn), "dealer" (the D button), "team-disc" or "team-diamond" (the seat's team)."""
        out = []
        if info.turn:
            out.append("turn")
        if info.dealer:
            out.append("dealer")
        if info.team is not None:
            out.append(f"team-{TEAM_MARKS[info.team % 2]}")
        return tuple(out)

    @staticmethod
    def _lead(m: Metrics, info: SeatInfo) -> int:
        """Room before the name for the marks: the turn pointer, the team mark, the dealer button."""
        w = 0
        if info.turn:
            w += m.px(16)
        if info.team is not None:
            w += m.px(17)
        if info.dealer:
            w += m.px(28)
        return w

    def plate_rect(self, m: Metrics, seat: int, info: SeatInfo) -> pygame.Rect:
        x, y, anchor = self.plate_at(seat)
        name = fonts.text(info.name, m.px(17), info.colour, "bold")
        sub = self._sub(info)
        sub_img = fonts.text(sub, m.px(13), (176, 196, 182)) if sub else None
        w = max(name.get_width(), sub_img.get_width() if sub_img else 0) + m.px(20)
        w += self._lead(m, info)
        h = name.get_height() + (sub_img.get_height() if sub_img else 0) + m.px(10)
        r = pygame.Rect(0, 0, w, h)
        setattr(r, anchor, m.pt(x, y))
        return r

    @staticmethod
    def _sub(info: SeatInfo) -> str:
        from app.games import level_words  # (a computer level in the player's language)

        parts = [p for p in (level_words(info.level) if info.level else "", info.note) if p]
        return " · ".join(parts)

    def draw(self, surface: pygame.Surface, m: Metrics, infos: list[SeatInfo], spin: float = 0.0) -> None:
        self.drawn = {}
        for seat, info in enumerate(infos):
            self.drawn[seat] = [self.draw_plate(surface, m, seat, info, spin)]
        for seat, info in enumerate(infos):
            if self.bubbles.get(seat):
                r = self.draw_bubble(surface, m, seat, self.bubbles[seat], infos[seat])
                if r is not None:
                    self.drawn[seat].append(r)

    def draw_plate(self, surface, m: Metrics, seat: int, info: SeatInfo, spin: float = 0.0) -> pygame.Rect:
        """The seat's name plate; returns where it was drawn."""
        r = self.plate_rect(m, seat, info)
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*PLATE, 225), layer.get_rect(), border_radius=m.px(9))
        surface.blit(layer, r)
        edge = TURN if info.turn else PLATE_EDGE
        pygame.draw.rect(surface, edge, r, width=max(1, m.px(3 if info.turn else 1.5)), border_radius=m.px(9))
        x = r.x + m.px(10)
        if info.turn:  # the pointer: whose turn it is, by its shape as well as the gold edge
            draw_turn_mark(surface, (x + m.px(5), r.centery), m.px(14))
            x += m.px(16)
        if info.team is not None:
            draw_team_mark(surface, info.team, (x + m.px(6), r.centery), m.px(12), info.colour)
            x += m.px(17)
        if info.dealer:  # the dealer button: a white disc with a D
            c = (x + m.px(11), r.centery)
            pygame.draw.circle(surface, (245, 245, 240), c, m.px(11))
            pygame.draw.circle(surface, (40, 40, 40), c, m.px(11), max(1, m.px(1)))
            img = fonts.text("D", m.px(13), (20, 20, 20), "bold")
            surface.blit(img, img.get_rect(center=c))
            x += m.px(28)
        name = fonts.text(info.name, m.px(17), info.colour, "bold")
        surface.blit(name, (x, r.y + m.px(5)))
        sub = self._sub(info)
        if sub:
            surface.blit(fonts.text(sub, m.px(13), (176, 196, 182)), (x, r.y + m.px(5) + name.get_height()))
        if info.thinking:  # a small spinner at the plate's right edge (its left at the window's edge)
            cx, cy = self.spinner_x(surface, m, seat, r), r.centery
            for k in range(8):
                a = spin * 6.0 + k * 0.785
                shade = 90 + 20 * k
                pygame.draw.circle(surface, (shade, shade, min(255, shade + 20)),
                                   (int(cx + m.px(8) * math.cos(a)), int(cy + m.px(8) * math.sin(a))),
                                   max(1, m.px(2)))
        return r

    def spinner_x(self, surface, m: Metrics, seat: int, plate: pygame.Rect) -> int:
        """Where a thinking seat's spinner turns: right of its plate, or left of it where the
        right would be cut off by the window's edge (a seat on the right)."""
        if plate.right + m.px(28) > surface.get_width() or self.side(seat) == "right":
            return plate.left - m.px(16)
        return plate.right + m.px(16)

    def draw_bubble(self, surface, m: Metrics, seat: int, text: str, info: SeatInfo) -> pygame.Rect | None:
        """A speech bubble beside the name plate, towards the middle of the table (or where
        ``bubble_at`` says); returns where it was drawn (None: nowhere)."""
        img = fonts.text(text, m.px(16), (24, 28, 24), "bold")
        r = pygame.Rect(0, 0, img.get_width() + m.px(18), img.get_height() + m.px(10))
        rel = self.rel(seat)
        if rel in self.bubble_at:  # a place of the table's choosing, without a tail
            at = self.bubble_at[rel]
            if at is None:
                return None
            setattr(r, at[2], m.pt(at[0], at[1]))
            r.clamp_ip(surface.get_rect())
            pygame.draw.rect(surface, (250, 248, 236), r, border_radius=m.px(10))
            pygame.draw.rect(surface, (120, 110, 80), r, width=max(1, m.px(1)), border_radius=m.px(10))
            surface.blit(img, img.get_rect(center=r.center))
            return r
        plate = self.plate_rect(m, seat, info)
        side = self.side(seat)
        if side == "bottom":
            r.midbottom = (plate.centerx, plate.top - m.px(10))
            tail = (r.centerx, r.bottom + m.px(8))
        elif side == "top":
            r.midtop = (plate.centerx, plate.bottom + m.px(10))
            tail = (r.centerx, r.top - m.px(8))
        elif side == "left":
            r.midleft = (plate.right + m.px(12), plate.centery)
            tail = (r.left - m.px(8), r.centery)
        else:
            left = plate.left - (m.px(32) if info.thinking else 0)  # clear of the spinner there
            r.midright = (left - m.px(12), plate.centery)
            tail = (r.right + m.px(8), r.centery)
        r.clamp_ip(surface.get_rect())
        cx, cy = r.center
        base = [(cx - m.px(6), cy), (cx + m.px(6), cy)] if side in ("bottom", "top") else [(cx, cy - m.px(6)),
                                                                                          (cx, cy + m.px(6))]
        pygame.draw.polygon(surface, (250, 248, 236), [tail, *base])
        pygame.draw.rect(surface, (250, 248, 236), r, border_radius=m.px(10))
        pygame.draw.rect(surface, (120, 110, 80), r, width=max(1, m.px(1)), border_radius=m.px(10))
        surface.blit(img, img.get_rect(center=r.center))
        return r
