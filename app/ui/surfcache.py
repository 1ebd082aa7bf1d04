"""A cache of drawn surfaces held to a byte budget.

Everything the tables draw again and again (rendered text, card faces, panels) is kept so a
frame is a few blits. What is kept varies with the game (scores, names, sizes after a window
resize), so a cache that only counts its entries can still hold far more pixels than it
should. ``SurfaceCache`` counts the bytes of the pixels it holds and, past its budget, lets go
of the surfaces used longest ago. A hit is one dict lookup and a move to the end."""

from __future__ import annotations

from collections import OrderedDict
from typing import Hashable, Iterator

import pygame

#: what a surface costs beyond its pixels (SDL's surface and pygame's object, roughly)
SURFACE_OVERHEAD = 256


def surface_bytes(surf: pygame.Surface) -> int:
    """The memory ``surf`` holds: its pixel rows and a small overhead."""
    return surf.get_pitch() * surf.get_height() + SURFACE_OVERHEAD


class SurfaceCache:
    """Surfaces by key, least recently used let go first once the pixels held pass
    ``budget`` bytes (the surface just put in is always kept)."""

    def __init__(self, budget: int):
        if budget <= 0:
            raise ValueError(f"a cache budget must be positive, not {budget}")
        self.budget = int(budget)
        self.bytes = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable) -> pygame.Surface | None:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
        return surf

    def put(self, key: Hashable, surf: pygame.Surface) -> pygame.Surface:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        self._items[key] = surf
        self.bytes += surface_bytes(surf)
        items = self._items
        while self.bytes > self.budget and len(items) > 1:
            _, dropped = items.popitem(last=False)
            self.bytes -= surface_bytes(dropped)
        return surf

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def __iter__(self) -> Iterator[Hashable]:
        return iter(list(self._items))
