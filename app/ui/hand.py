"""A hand fan: the cards of one seat, for any game.

``HandFan`` keeps the local order of one seat's cards (sorted by suit or by rank, as the
player dragged them, or arranged in groups such as a rummy hand's melds, shown with a gap
between groups), lays them out in an area (overlap scaled to the room, horizontal or
vertical), face up for the seat at the screen and as backs for the others, and produces the
frame's ``Slot``s (the animator draws the cards). It knows which card is under the pointer
(hover lifts it), where a dragged card would be put back into the hand, and dims the cards
that cannot be played now (``dim``).

``FanDrag`` is the frame's drag controller for a table with a fan at the screen: every card
of the fan lifts (a card dropped back on the fan moves there; a card that has no legal move
flies back with the reason), and a click on a card makes its one choice (a play), even when
that choice also has a drop target (the centre of the table).
"""

from __future__ import annotations

from typing import Callable, Hashable, Sequence

import pygame

from app.rules.cards import RANKS, SUITS, Card
from app.ui import fonts
from app.ui.animator import Animator, Slot
from app.ui.cards import Grab
from app.ui.engine import Metrics
from app.ui.movedrag import Choice, MoveDrag

Rect = tuple[float, float, float, float]
DIM = (10, 24, 16, 120)  # the tint over a card that cannot be played now


class HandFan:
    """One seat's cards in a fan (see the module doc).

    ``rank_order`` lists the ranks weakest first (a game's own order: Twenty-Nine's
    "78QKTA9J"); ``suit_order`` the suits in the order a sorted hand shows them."""

    def __init__(self, container: Hashable, rank_order: str = RANKS, suit_order: str = SUITS,
                 vertical: bool = False, lift: float = 18.0):
        self.container = container
        self.rank_order = rank_order
        self.suit_order = suit_order
        self.vertical = vertical
        self.lift = lift
        self.order: list[Card] = []
        self.mode = "suit"  # "suit", "rank", "groups" (``arrange``), or "own" once the player has moved a card
        self.groups: list[int] = []  # sizes of the groups shown apart (``arrange``); [] for none
        self.group_gap = 0.22  # the gap between groups, as a fraction of a card
        self.hover: int | None = None
        self.rects: list[Rect] = []
        self.area: Rect = (0.0, 0.0, 0.0, 0.0)
        self.face_up = True

    # ------------------------------------------------------------------ the cards
    def _key(self, mode: str):
        r = {c: i for i, c in enumerate(self.rank_order)}
        s = {c: i for i, c in enumerate(self.suit_order)}
        if mode == "rank":
            return lambda c: (-r.get(c.rank, -1), s.get(c.suit, 9))
        return lambda c: (s.get(c.suit, 9), -r.get(c.rank, -1))

    def sync(self, cards: Sequence[Card]) -> None:
        """Follow the seat's cards: cards gone leave, new cards come in at their sorted place
        (after the others when the player has an order of their own)."""
        left = list(cards)
        kept = []
        for c in self.order:
            if c in left:
                left.remove(c)
                kept.append(c)
        if self.mode in ("own", "groups"):
            if left or len(kept) != sum(self.groups):
                self.groups = []  # the groups no longer hold (the table may arrange again)
            self.order = kept + sorted(left, key=self._key("suit"))
        else:
            self.order = sorted(kept + left, key=self._key(self.mode))
        if self.hover is not None and self.hover >= len(self.order):
            self.hover = None

    def sort(self, mode: str) -> None:
        """Sort by "suit" or by "rank"."""
        if mode not in ("suit", "rank"):
            raise ValueError(f"sort by suit or rank, not {mode!r}")
        self.mode = mode
        self.groups = []
        self.order.sort(key=self._key(mode))

    def arrange(self, groups: Sequence[Sequence[Card]]) -> None:
        """Show the hand as ``groups`` (each a run of cards, shown apart from the next), in
        that order; the groups must hold exactly the hand's cards."""
        flat = [c for g in groups for c in g]
        if sorted(flat) != sorted(self.order):
            raise ValueError("the groups do not hold the hand's cards")
        self.order = flat
        self.groups = [len(g) for g in groups if len(g)]
        self.mode = "groups"

    def move(self, i: int, j: int) -> bool:
        """Move the card at ``i`` to position ``j`` (the player's own order). True if moved."""
        n = len(self.order)
        if not (0 <= i < n and 0 <= j < n) or i == j:
            return False
        card = self.order.pop(i)
        self.order.insert(j, card)
        self.mode = "own"
        self.groups = []
        return True

    def index_of(self, card: Card) -> int | None:
        return self.order.index(card) if card in self.order else None

    # ------------------------------------------------------------------ geometry
    def place(self, area: Rect, card_w: float, card_h: float, n: int | None = None,
              max_step: float | None = None) -> list[Rect]:
        """Lay ``n`` cards (default: the hand) in ``area``, centred, the overlap scaled to the
        room (never more spread than ``max_step``, default 72 % of a card). Groups
        (``arrange``) of the hand are set apart by ``group_gap``."""
        n = len(self.order) if n is None else n
        self.area = area
        x, y, w, h = area
        along = h if self.vertical else w
        size = card_h if self.vertical else card_w
        breaks: set[int] = set()  # indices that start a new group
        if self.groups and n == len(self.order) and sum(self.groups) == n:
            at = 0
            for g in self.groups[:-1]:
                at += g
                breaks.add(at)
        gap = size * self.group_gap if breaks else 0.0
        step_max = size * 0.72 if max_step is None else max_step
        room = along - size - gap * len(breaks)
        if breaks and n > 1 and room / (n - 1) < size * 0.3:  # too tight for gaps: narrower ones
            gap = max(0.0, (along - size - size * 0.3 * (n - 1)) / len(breaks))
            room = along - size - gap * len(breaks)
        step = step_max if n <= 1 else min(step_max, room / (n - 1))
        step = max(step, size * 0.12)
        total = size + step * (n - 1) + gap * len(breaks) if n else 0
        rects = []
        off = 0.0
        for i in range(n):
            if i in breaks:
                off += gap
            at = i * step + off
            if self.vertical:
                rects.append((x + (w - card_w) / 2, y + (h - total) / 2 + at, card_w, card_h))
            else:
                rects.append((x + (w - total) / 2 + at, y + (h - card_h) / 2, card_w, card_h))
        self.rects = rects
        return rects

    def slots(self, area: Rect, card_w: float, card_h: float, face_up: bool, count: int | None = None,
              z0: int = 0, shown: Sequence[Card] = (), max_step: float | None = None) -> list[Slot]:
        """The fan's Slots: the cards face up (``face_up``), or ``count`` backs. ``shown``:
        cards of a hidden hand that are public (shown face up at its start)."""
        self.face_up = face_up
        if face_up:
            rects = self.place(area, card_w, card_h, max_step=max_step)
            out = []
            for i, (card, r) in enumerate(zip(self.order, rects)):
                if i == self.hover:
                    r = (r[0] - (self.lift if self.vertical else 0), r[1] - (0 if self.vertical else self.lift),
                         r[2], r[3])
                out.append(Slot(self.container, i, card, True, r, z0 + i))
            return out
        n = len(self.order) if count is None else count
        rects = self.place(area, card_w, card_h, n, max_step=max_step)
        shown = list(shown)[:n]
        return [Slot(self.container, i, shown[i] if i < len(shown) else None, i < len(shown), r, z0 + i)
                for i, r in enumerate(rects)]

    def index_at(self, lpos) -> int | None:
        """The topmost card of the fan under a logical point."""
        px, py = lpos
        for i in range(len(self.rects) - 1, -1, -1):
            x, y, w, h = self.rects[i]
            if i == self.hover and self.face_up:
                y -= 0 if self.vertical else self.lift
                x -= self.lift if self.vertical else 0
                h += 0 if self.vertical else self.lift
            if x <= px <= x + w and y <= py <= y + h:
                return i
        return None

    def insert_index(self, lpos) -> int:
        """Where a card dropped at a logical point goes in the fan."""
        if not self.rects:
            return 0
        v = lpos[1] if self.vertical else lpos[0]
        centres = [(r[1] + r[3] / 2) if self.vertical else (r[0] + r[2] / 2) for r in self.rects]
        k = sum(1 for c in centres if v > c)
        return max(0, min(len(self.rects) - 1, k - 1 if k else 0))

    def contains(self, lpos, margin: float = 30.0) -> bool:
        """Is a point over the fan (with a margin)?"""
        if not self.rects:
            return False
        x0 = min(r[0] for r in self.rects) - margin
        y0 = min(r[1] for r in self.rects) - margin
        x1 = max(r[0] + r[2] for r in self.rects) + margin
        y1 = max(r[1] + r[3] for r in self.rects) + margin
        return x0 <= lpos[0] <= x1 and y0 <= lpos[1] <= y1

    def set_hover(self, index: int | None) -> bool:
        """Hover a card (it lifts). True if that changed anything."""
        if index == self.hover:
            return False
        self.hover = index
        return True

    # ------------------------------------------------------------------ dimming
    def dim(self, animator: Animator, playable: Callable[[Card], bool] | None) -> None:
        """Tint the cards of the fan that ``playable`` refuses (None: no card is dimmed)."""
        for i, card in enumerate(self.order):
            sp = animator.sprite_at_place((self.container, i))
            if sp is not None:
                sp.tint = None if playable is None or playable(card) else DIM
        animator.layer.invalidate()

    def draw_count(self, surface: pygame.Surface, m: Metrics, n: int) -> None:
        """A small badge with the number of cards of a hidden hand."""
        if not self.rects or n <= 0:
            return
        last = self.rects[-1]
        cx = last[0] + last[2] - 4
        cy = last[1] + last[3] - 4
        r = m.px(13)
        pygame.draw.circle(surface, (20, 30, 24), m.pt(cx, cy), r)
        pygame.draw.circle(surface, (232, 196, 96), m.pt(cx, cy), r, max(1, m.px(2)))
        img = fonts.text(str(n), m.px(14), (240, 238, 226), "bold")
        surface.blit(img, img.get_rect(center=m.pt(cx, cy)))


def draw_tip(surface: pygame.Surface, m: Metrics, text: str, x: float, y: float, max_w: float = 420,
             clear_of: Sequence[pygame.Rect] = ()) -> None:
    """A small dark label with ``text`` whose bottom centre is at a logical point (kept on
    the stage): why a dimmed card cannot be played. It moves right of any of ``clear_of``
    (pixel rects: the seat's name plate and its bubble) it would cover, room allowing."""
    size = 15
    lines = fonts.wrap(text, m.px(size), m.px(max_w), "bold")
    imgs = [fonts.text(line, m.px(size), (250, 236, 200), "bold") for line in lines]
    w = max(i.get_width() for i in imgs) + m.px(20)
    h = sum(i.get_height() for i in imgs) + m.px(12)
    r = pygame.Rect(0, 0, w, h)
    r.midbottom = m.pt(x, y)
    stage = pygame.Rect(m.pt(4, 4), (m.px(1272), m.px(712)))
    r.clamp_ip(stage)
    for c in clear_of:
        if r.colliderect(c):
            r.left = c.right + m.px(6)
    r.clamp_ip(stage)
    pygame.draw.rect(surface, (60, 24, 20), r, border_radius=m.px(8))
    pygame.draw.rect(surface, (230, 140, 110), r, width=max(1, m.px(1.5)), border_radius=m.px(8))
    yy = r.y + m.px(6)
    for img in imgs:
        surface.blit(img, (r.x + m.px(10), yy))
        yy += img.get_height()


class FanDrag(MoveDrag):
    """The drag controller for a table with a fan at the screen (see the module doc).

    The table adds to the ``ChoiceTable`` protocol:
    - ``in_fan(start) -> bool``: the start is a card of the fan at the screen;
    - ``fan_drop(start, lpos) -> bool``: a card let go at ``lpos`` outside every target; the
      table moves it within the fan and returns True if the point is over the fan;
    - ``click_refused(start)``: a click on a fan card that has no choice now (say why).

    ``click_plays`` (default True): a click on a fan card with one choice makes it; when
    False the click selects the card and a click on its target makes it (a discard that a
    stray click should not make). A card outside the fan with one choice (a pile to draw
    from) plays on click either way."""

    click_plays = True

    def pick(self, lpos, sprite, mods):
        if sprite is not None and not self._of(sprite.data) and self.table.in_fan(sprite.data):
            return Grab([sprite], data=sprite.data)
        return super().pick(lpos, sprite, mods)

    def refuse(self, grab, lpos) -> str:
        if self.table.in_fan(grab.data) and self.table.fan_drop(grab.data, lpos):
            return ""
        return super().refuse(grab, lpos)

    def click(self, grab) -> None:
        options: list[Choice] = self._of(grab.data)
        if not options and self.table.in_fan(grab.data):
            self.selected = None
            self.table.click_refused(grab.data)
            return
        if len(options) == 1 and self.selected is None and (self.click_plays or not self.table.in_fan(grab.data)):
            self.table.play_choice(options[0])
            return
        super().click(grab)
