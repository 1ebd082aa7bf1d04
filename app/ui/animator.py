"""Animations from view changes: a table describes where every card is (a layout of
``Slot``s, keyed by place), and the ``Animator`` turns the difference between the last
layout and the new one into tweens: deals, moves, flips, and cards leaving to a winner.

Sprites are keyed by place, never by card identity across the table: two-deck games have
identical cards. A card that stays in its container (a hand, a pile, a grid) is found there
by its face (identical cards in one container look the same, so either sprite will do); a
card that changed container is found through the move's containers (``moved``); a card
that is new comes from ``origin`` (the stock, the dealer); a card that is gone goes to
``sink`` (the trick's winner) and is then removed. A table that can follow its cards from
place to place (the sandbox, whose model knows each physical card) may say so (``paths``):
then even a card with a twin in its own container moves as the player saw it move.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Iterable, Sequence

from app.rules.cards import Card
from app.ui.cards import CardLayer, CardSprite
from app.ui.tween import Tweens

Rect = tuple[float, float, float, float]


@dataclass(frozen=True)
class Slot:
    """One card of a layout: its place (``container``, ``index``), its card (None: a card
    this seat may not see, drawn as a back), face up or down, its logical rect, and z."""

    container: Hashable
    index: int
    card: Card | None
    face_up: bool
    rect: Rect
    z: int = 0

    @property
    def place(self) -> tuple:
        return (self.container, self.index)


class Animator:
    """Keeps a CardLayer showing a layout; ``sync`` animates from the last one.

    A moving card is drawn above the table until it lands (``rise``); a table whose piles
    may overlap anywhere (the sandbox) keeps each card at its new depth on the way instead,
    so a pile lying on another stays on top while the one below is shuffled."""

    def __init__(self, layer: CardLayer, tweens: Tweens, duration: float = 0.28, rise: bool = True):
        self.layer = layer
        self.tweens = tweens
        self.duration = duration
        self.rise = rise
        self.sprites: dict[tuple, CardSprite] = {}

    def sprite_at_place(self, place) -> CardSprite | None:
        return self.sprites.get(place)

    def clear(self) -> None:
        for sp in list(self.layer.sprites):
            self.tweens.cancel(sp)
        self.layer.clear()
        self.sprites = {}

    def sync(self, slots: Iterable[Slot], moved: Sequence[tuple[Hashable, Hashable]] = (),
             origin: Rect | None = None, sink: Rect | None = None, stagger: float = 0.0,
             animate: bool = True, duration: float | None = None,
             paths: Sequence[tuple[tuple, tuple]] = ()) -> None:
        """Show ``slots``. ``moved``: (from container, to container) pairs of this change
        (a move's places); ``origin``: where new cards come from (else they appear in
        place); ``sink``: where cards that are gone go before they vanish; ``stagger``:
        seconds between successive moving cards (a deal); ``paths``: (old place, new place)
        pairs of cards the table followed (each card found there first, if it shows the
        same face)."""
        slots = list(slots)
        dur = self.duration if duration is None else duration
        old = self.sprites
        used: set[int] = set()
        new: dict[tuple, CardSprite] = {}
        pending: list[Slot] = []
        by_place = {slot.place: slot for slot in slots}

        def same_face(sp: CardSprite, slot: Slot) -> bool:
            return sp.card == slot.card

        # 0. the cards the table followed
        for was, now in paths:
            sp, slot = old.get(was), by_place.get(now)
            if sp is not None and slot is not None and now not in new and id(sp) not in used \
                    and same_face(sp, slot):
                new[now] = sp
                used.add(id(sp))

        # 1. the same place showing the same card
        for slot in slots:
            if slot.place in new:
                continue
            sp = old.get(slot.place)
            if sp is not None and id(sp) not in used and same_face(sp, slot):
                new[slot.place] = sp
                used.add(id(sp))
            else:
                pending.append(slot)

        # 2. within the same container, by face (identical cards there look the same)
        by_container: dict[Hashable, list[CardSprite]] = {}
        for place, sp in old.items():
            if id(sp) not in used:
                by_container.setdefault(place[0], []).append(sp)

        def take(container, card, hidden_ok: bool) -> CardSprite | None:
            pool = by_container.get(container, [])
            for sp in pool:
                if id(sp) not in used and sp.card == card:
                    used.add(id(sp))
                    return sp
            if hidden_ok:  # a card turned up or down: any card of that container that changed
                for sp in pool:
                    if id(sp) not in used and (sp.card is None or card is None):
                        used.add(id(sp))
                        return sp
            return None

        still: list[Slot] = []
        for slot in pending:
            sp = take(slot.container, slot.card, False)
            if sp is None:
                still.append(slot)
            else:
                new[slot.place] = sp
        # 3. through the move: from the containers it left
        fresh: list[Slot] = []
        for slot in still:
            sp = None
            for src, dst in moved:
                if dst == slot.container:
                    sp = take(src, slot.card, True)
                    if sp is not None:
                        break
            if sp is None:
                sp = take(slot.container, slot.card, True)  # the same card, turned over
            if sp is None:
                fresh.append(slot)
            else:
                new[slot.place] = sp
        # 4. new cards: from the origin
        for slot in fresh:
            start = origin[:2] if origin else slot.rect[:2]
            sp = CardSprite(slot.card, start, slot.rect[2:], face_up=slot.face_up and origin is None, z=slot.z)
            if origin is not None:
                sp.flip = 0.0
            self.layer.add(sp)
            new[slot.place] = sp

        # tweens towards the new layout, in its order (a stagger follows the layout)
        k = 0
        for place, slot in by_place.items():
            sp = new[place]
            sp.data = place
            moving = sp.pos != slot.rect[:2] or tuple(sp.size) != tuple(slot.rect[2:])
            if sp.card != slot.card:
                sp.card = slot.card
            want_flip = 1.0 if (slot.face_up and slot.card is not None) else 0.0
            sp.face_up = want_flip == 1.0
            delay = stagger * k if (moving or sp.flip != want_flip) else 0.0
            if animate and (moving or sp.flip != want_flip):
                k += 1
                sp.z = 10_000 + slot.z if self.rise else slot.z  # above the table while it travels

                def land(sp=sp, z=slot.z):
                    sp.z = z
                    self.layer.invalidate()

                if moving:
                    self.tweens.add(sp, "pos", slot.rect[:2], dur, delay=delay, on_done=land)
                    if tuple(sp.size) != tuple(slot.rect[2:]):
                        sp.settle = tuple(slot.rect)  # drawn at its landing size on the way

                        def settled(sp=sp):
                            sp.settle = None

                        self.tweens.add(sp, "size", tuple(slot.rect[2:]), dur, delay=delay, on_done=settled)
                else:  # at its place already: a move it had not begun would carry it off
                    self.tweens.cancel(sp, "pos")
                    self.tweens.cancel(sp, "size")
                    sp.settle = None
                if sp.flip != want_flip:
                    self.tweens.add(sp, "flip", want_flip, dur * 0.8, delay=delay,
                                    on_done=None if moving else land)
                else:
                    self.tweens.cancel(sp, "flip")
            else:
                self.tweens.cancel(sp)
                sp.pos, sp.size, sp.flip, sp.z = slot.rect[:2], tuple(slot.rect[2:]), want_flip, slot.z
                sp.settle = None

        # cards that are gone: to the sink, then away
        for place, sp in old.items():
            if id(sp) in used:
                continue
            if animate and sink is not None:
                sp.z = 9_000

                def gone(sp=sp):
                    if sp in self.layer.sprites:
                        self.layer.remove(sp)

                self.tweens.add(sp, "pos", sink[:2], dur, delay=stagger * k, on_done=gone)
            elif sp in self.layer.sprites:
                self.tweens.cancel(sp)
                self.layer.remove(sp)
        self.sprites = new
        self.layer.invalidate()
