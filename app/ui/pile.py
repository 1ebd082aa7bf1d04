"""A pile of cards seen from slightly above: its top card, the edges of the cards under it
(so its depth shows at a glance), its count on hover, and a drop target. It knows no game:
a table says how many cards it holds and whether the cards under the top face up or down,
and shows the top card itself as a sprite (``slot`` gives the animator's Slot for it).

    pile = Pile((x, y, w, h))            # the rect of the top card
    pile.count, pile.under_face_up = 5, False
    pile.draw(surface, m, art)           # below the card sprites: the slot or the edges
    pile.draw_count(surface, m)          # above them: the count badge (while hovered)
"""

from __future__ import annotations

from typing import Any, Hashable

import pygame

from app.rules.cards import Card
from app.ui import fonts
from app.ui.animator import Slot
from app.ui.cards import Target
from app.ui.engine import Metrics

Rect = tuple[float, float, float, float]

SLOT_FILL = (14, 66, 40)
SLOT_EDGE = (60, 120, 86)
EDGE_FACE = (246, 244, 236)
EDGE_LINE = (120, 120, 112)
BADGE = (12, 30, 20)
BADGE_TEXT = (250, 236, 190)


class Pile:
    """One pile (see the module doc). ``rect`` is where the top card lies; each card under
    it shows as an edge ``step`` logical pixels lower, up to ``max_layers`` edges."""

    def __init__(self, rect: Rect, step: float = 2.6, max_layers: int = 10, under_face_up: bool = False):
        self.rect = tuple(float(v) for v in rect)
        self.step = step
        self.max_layers = max_layers
        self.under_face_up = under_face_up
        self.count = 0
        self.hover = False
        self.label = ""  # the hover text; empty: "N cards"

    # ------------------------------------------------------------------ geometry
    @property
    def layers(self) -> int:
        """Edges shown under the top card."""
        return max(0, min(self.count - 1, self.max_layers))

    def top_rect(self) -> Rect:
        return self.rect

    def bounds(self) -> Rect:
        """The top card and the edges under it: the pile's hit and drop area."""
        x, y, w, h = self.rect
        return (x, y, w, h + self.max_layers * self.step)

    def contains(self, lpos) -> bool:
        x, y, w, h = self.bounds()
        return x <= lpos[0] <= x + w and y <= lpos[1] <= y + h

    def set_hover(self, lpos) -> bool:
        """Hover from a pointer position (logical); True if it changed."""
        was, self.hover = self.hover, lpos is not None and self.contains(lpos)
        return was != self.hover

    def slot(self, container: Hashable, index: int, card: Card | None, face_up: bool, z: int = 0) -> Slot:
        """The animator's Slot for a card at the top of this pile."""
        return Slot(container, index, card, face_up, self.rect, z)

    def target(self, id: Any, payload: Any = None, label: str = "") -> Target:
        """A drop target covering the pile."""
        return Target(id, self.bounds(), payload, label)

    # ------------------------------------------------------------------ drawing
    def text(self) -> str:
        return self.label or f"{self.count} card{'' if self.count == 1 else 's'}"

    def draw(self, surface: pygame.Surface, m: Metrics, art) -> None:
        """The empty place (no card), or the edges of the cards under the top, lowest first."""
        x, y, w, h = self.rect
        r = m.rect(x, y, w, h)
        radius = max(2, r.w // 12)
        if self.count == 0:
            pygame.draw.rect(surface, SLOT_FILL, r, border_radius=radius)
            pygame.draw.rect(surface, SLOT_EDGE, r, width=max(1, m.px(2)), border_radius=radius)
            return
        back = None if self.under_face_up else art.back(r.w, r.h)
        for k in range(self.layers, 0, -1):
            er = m.rect(x, y + k * self.step, w, h)
            if back is not None:
                surface.blit(back, er)
                pygame.draw.rect(surface, (20, 20, 20), er, width=1, border_radius=radius)
            else:
                pygame.draw.rect(surface, EDGE_FACE, er, border_radius=radius)
                pygame.draw.rect(surface, EDGE_LINE, er, width=1, border_radius=radius)

    def draw_count(self, surface: pygame.Surface, m: Metrics, always: bool = False) -> None:
        """The count in a small badge over the foot of the top card (while hovered, or
        ``always``), inside the pile so it never covers a neighbour."""
        if not (self.hover or always):
            return
        x, y, w, h = self.rect
        img = fonts.text(self.text(), m.px(15), BADGE_TEXT, "bold")
        br = pygame.Rect(0, 0, img.get_width() + m.px(14), img.get_height() + m.px(6))
        br.midbottom = m.pt(x + w / 2, y + h - 8)
        layer = pygame.Surface(br.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*BADGE, 225), layer.get_rect(), border_radius=br.h // 2)
        surface.blit(layer, br)
        surface.blit(img, img.get_rect(center=br.center))
