"""A cache of drawn surfaces held to a byte budget.

Everything the tables draw again and again (rendered text, card faces, panels) is kept so a
frame is a few blits. What is kept varies with the game (scores, names, sizes after a window
resize), so a cache that only counts its entries can still hold far more pixels than it
should. ``SurfaceCache`` counts the bytes of the pixels it holds and, past its budget, lets go
of the surfaces used longest ago. A hit is one dict lookup and a move to the end.

A budget alone is a ceiling the cache fills up to over a long game (each card face met at
each size it is shown at, each score and name ever written), never a working set. So the
window also sweeps (``sweep``, every ``SWEEP_FRAMES`` frames drawn: app.ui.engine): what no
frame drew since the previous sweep is let go of, in every cache, and a table that plays on
keeps only what it has drawn lately (what a finished round or an old board size used goes).
Something let go of and needed again is drawn again."""

from __future__ import annotations

import weakref
from collections import OrderedDict
from typing import Hashable, Iterator

import pygame

#: what a surface costs beyond its pixels (SDL's surface and pygame's object, roughly)
SURFACE_OVERHEAD = 256

#: frames drawn between two sweeps: half a minute of animation at 60 frames a second
SWEEP_FRAMES = 1800

_caches: "weakref.WeakSet[SurfaceCache]" = weakref.WeakSet()
_period = 0  # the sweep period now running: a surface used in it is stamped with it


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
        self._used: dict[Hashable, int] = {}  # key -> the sweep period it was last used in
        _caches.add(self)

    def get(self, key: Hashable) -> pygame.Surface | None:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            self._used[key] = _period
        return surf

    def put(self, key: Hashable, surf: pygame.Surface) -> pygame.Surface:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        self._items[key] = surf
        self._used[key] = _period
        self.bytes += surface_bytes(surf)
        items = self._items
        while self.bytes > self.budget and len(items) > 1:
            gone, dropped = items.popitem(last=False)
            del self._used[gone]
            self.bytes -= surface_bytes(dropped)
        return surf

    def drop_unused(self) -> int:
        """Let go of every surface not used in the sweep period now running; how many went.
        (The least recently used come first, so this stops at the first one used.)"""
        items, used, n = self._items, self._used, 0
        while items:
            key = next(iter(items))
            if used[key] >= _period:
                break
            self.bytes -= surface_bytes(items.pop(key))
            del used[key]
            n += 1
        return n

    def clear(self) -> None:
        self._items.clear()
        self._used.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def __iter__(self) -> Iterator[Hashable]:
        return iter(list(self._items))


def sweep() -> int:
    """End a sweep period: every cache lets go of what was not used during it (see the module
    doc), and the memory freed goes back to the system; how many surfaces went."""
    global _period
    n = sum(cache.drop_unused() for cache in list(_caches))
    _period += 1
    if n:
        give_back()
    return n


_trim = None  # the C library's malloc_trim, False where there is none


def give_back() -> bool:
    """Hand the free pages of the C heap back to the system (glibc's malloc_trim: the pixels
    of surfaces let go of are freed inside the process, which otherwise keeps them, with
    later surfaces of other sizes placed beside them). False where the C library has none."""
    global _trim
    if _trim is None:
        try:
            import ctypes

            _trim = ctypes.CDLL(None).malloc_trim
            _trim.argtypes, _trim.restype = [ctypes.c_size_t], ctypes.c_int
        except (OSError, AttributeError, TypeError):
            _trim = False
    if not _trim:
        return False
    _trim(0)
    return True
