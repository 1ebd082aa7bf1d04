"""A trick area, for any trick-taking game: each seat's card lies towards the centre from
that seat's side (``SeatRing``), the winning card is marked, a finished trick is gathered
to its winner's side (the animator's ``sink``), and the last trick can be looked at again
(``draw_review``)."""

from __future__ import annotations

from typing import Hashable, Sequence

import pygame

from app.rules.cards import Card
from app.ui import fonts
from app.ui.animator import Slot
from app.ui.engine import Metrics
from app.ui.seats import SeatRing

Rect = tuple[float, float, float, float]
WIN = (250, 214, 90)


class TrickArea:
    def __init__(self, ring: SeatRing, centre=(640.0, 300.0), card=(84.0, 118.0), spread=(78.0, 66.0),
                 container: Hashable = "trick"):
        self.ring = ring
        self.centre = centre
        self.card = card
        self.spread = spread
        self.container = container

    def rect(self, seat: int) -> Rect:
        """Where ``seat``'s card lies: from the centre towards the seat."""
        dx, dy = self.ring.direction(seat)
        w, h = self.card
        cx = self.centre[0] + dx * self.spread[0]
        cy = self.centre[1] + dy * self.spread[1]
        return (cx - w / 2, cy - h / 2, w, h)

    def bounds(self, margin: float = 24.0) -> Rect:
        """The whole area (a drop target for a card played to the trick)."""
        w, h = self.card
        x0 = self.centre[0] - self.spread[0] - w / 2 - margin
        y0 = self.centre[1] - self.spread[1] - h / 2 - margin
        return (x0, y0, 2 * (self.spread[0] + w / 2 + margin), 2 * (self.spread[1] + h / 2 + margin))

    def slots(self, played: Sequence[tuple[int, Card]], z0: int = 500) -> list[Slot]:
        """The Slots of a trick's cards (seat, card) in the order they were played."""
        return [Slot(self.container, seat, card, True, self.rect(seat), z0 + k)
                for k, (seat, card) in enumerate(played)]

    def sink(self, seat: int) -> Rect:
        """Where a finished trick goes: off towards its winner's side."""
        x, y = self.ring.point(seat)
        w, h = self.card
        return (x - w / 2, y - h / 2, w, h)

    def draw_winner(self, surface: pygame.Surface, m: Metrics, seat: int, label: str = "") -> None:
        """Mark the card of ``seat`` as the one winning (or that won) the trick."""
        r = m.rect(*self.rect(seat)).inflate(m.px(8), m.px(8))
        pygame.draw.rect(surface, WIN, r, width=max(2, m.px(3)), border_radius=m.px(10))
        if label:
            img = fonts.text(label, m.px(13), (20, 20, 16), "bold")
            tag = pygame.Rect(0, 0, img.get_width() + m.px(10), img.get_height() + m.px(4))
            tag.midbottom = (r.centerx, r.top + m.px(2))
            pygame.draw.rect(surface, WIN, tag, border_radius=m.px(6))
            surface.blit(img, img.get_rect(center=tag.center))

    def draw_review(self, surface: pygame.Surface, m: Metrics, art, played: Sequence[tuple[int, Card]],
                    winner: int | None, rect: Rect, title: str, names: Sequence[str] = ()) -> None:
        """The last trick again, small, in a panel at ``rect``: each card towards its seat
        (in a wide, low panel: side by side in the order played), the winner marked, each
        card labelled with its player's name."""
        x, y, w, h = rect
        panel_r = m.rect(*rect)
        layer = pygame.Surface(panel_r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (8, 36, 22, 255), layer.get_rect(), border_radius=m.px(12))
        surface.blit(layer, panel_r)
        pygame.draw.rect(surface, (110, 170, 130), panel_r, width=max(1, m.px(1.5)), border_radius=m.px(12))
        img = fonts.text(title, m.px(16), (232, 196, 96), "bold")
        surface.blit(img, img.get_rect(midtop=m.pt(x + w / 2, y + 8)))
        cw, ch = 58.0, 81.0
        cx, cy = x + w / 2, y + 30 + (h - 30) / 2
        row = w > 1.8 * h  # a wide, low panel: the cards side by side in the order they were played
        for k, (seat, card) in enumerate(played):
            dx, dy = self.ring.direction(seat)
            px, py = cx + dx * 62 - cw / 2, cy + dy * 52 - ch / 2
            if row:
                px, py = cx + (k - (len(played) - 1) / 2) * (cw + 16) - cw / 2, y + 28
            r = m.rect(px, py, cw, ch)
            surface.blit(art.face(card, r.w, r.h), r)
            if seat == winner:
                pygame.draw.rect(surface, WIN, r.inflate(m.px(6), m.px(6)), width=max(2, m.px(2)),
                                 border_radius=m.px(8))
            if seat < len(names):
                lab = fonts.text(names[seat][:10], m.px(11), (240, 238, 226), "bold")
                surface.blit(lab, lab.get_rect(midtop=(r.centerx, r.bottom + m.px(2))))
