"""A camera over an unbounded board of square cells, for any board-like table.

The camera maps board coordinates (cell ``(x, y)`` is the unit square centred on the point
``(x, y)``; x grows to the right, y downwards) to the logical stage (the 1280x720 design
space of app.ui.engine.Metrics), through a ``viewport`` (a logical rect of the stage) at a
cell size (the zoom) around a centre point. A scene asks it for the logical rect of a cell
(``cell_rect``) and puts those rects in its layout: the card layer, the drag controller and the
animator then work unchanged, in logical space, as they do for any other table.

Moving the camera (``pan``, ``zoom_at``, ``step_zoom``) marks it ``moved``: a table that fits
the board as it grows (``follow``) stops doing so until the player asks for a fit again
(``fit``). Zooming keeps the board point under the pointer where it is.

The cell never gets smaller than ``min_cell`` (a table sets it from the smallest tile that
stays readable in the window, ``set_limits``): a board too big to fit at that size is not
shrunk further; the fit shows the part around its ``focus`` cell (the last tile placed) and
the rest is reached by panning.

Pure arithmetic: no pygame, so any scene (and any test) can use it.
"""

from __future__ import annotations

import math
from typing import Iterable

Rect = tuple[float, float, float, float]


class Camera:
    """Board cells <-> logical stage rects (see the module doc)."""

    def __init__(self, viewport: Rect, cell: float = 64.0, min_cell: float = 22.0, max_cell: float = 150.0,
                 fit_max: float = 80.0, margin: float = 1.0):
        self.viewport = tuple(float(v) for v in viewport)
        self.min_cell = float(min_cell)
        self.max_cell = float(max_cell)
        self.fit_max = float(fit_max)  # a fit never zooms in further than this (one tile is not huge)
        self.margin = float(margin)  # cells of room a fit leaves around the board
        self.cell = min(max(float(cell), self.min_cell), self.max_cell)
        self.cx = 0.0  # the board point at the viewport's centre
        self.cy = 0.0
        self.moved = False  # the player moved the camera: ``follow`` leaves it alone
        self.version = 0  # changes whenever the mapping changes (caches key on it)

    # ------------------------------------------------------------------ mapping
    @property
    def centre(self) -> tuple[float, float]:
        vx, vy, vw, vh = self.viewport
        return vx + vw / 2, vy + vh / 2

    def to_stage(self, bx: float, by: float) -> tuple[float, float]:
        """A board point as a logical stage point."""
        ox, oy = self.centre
        return ox + (bx - self.cx) * self.cell, oy + (by - self.cy) * self.cell

    def to_board(self, lpos) -> tuple[float, float]:
        """A logical stage point as a board point."""
        ox, oy = self.centre
        return self.cx + (lpos[0] - ox) / self.cell, self.cy + (lpos[1] - oy) / self.cell

    def cell_rect(self, cell, inset: float = 0.0) -> Rect:
        """The logical rect of a cell, shrunk by ``inset`` (a fraction of the cell) each side."""
        x, y = cell
        lx, ly = self.to_stage(x - 0.5 + inset, y - 0.5 + inset)
        size = self.cell * (1.0 - 2 * inset)
        return (lx, ly, size, size)

    def cell_of(self, lpos) -> tuple[int, int]:
        """The cell under a logical point (anywhere, inside the viewport or not)."""
        bx, by = self.to_board(lpos)
        return _round(bx), _round(by)

    def contains(self, lpos) -> bool:
        vx, vy, vw, vh = self.viewport
        return vx <= lpos[0] < vx + vw and vy <= lpos[1] < vy + vh

    def cell_at(self, lpos) -> tuple[int, int] | None:
        """The cell under a logical point inside the viewport, else None."""
        return self.cell_of(lpos) if self.contains(lpos) else None

    def cell_visible(self, cell, whole: bool = False) -> bool:
        """Whether a cell shows in the viewport: its centre (or, with ``whole``, all of it)."""
        x, y, w, h = self.cell_rect(cell)
        vx, vy, vw, vh = self.viewport
        if whole:
            eps = 1e-6
            return x >= vx - eps and y >= vy - eps and x + w <= vx + vw + eps and y + h <= vy + vh + eps
        return self.contains((x + w / 2, y + h / 2))

    def set_limits(self, viewport: Rect | None = None, min_cell: float | None = None) -> None:
        """A new viewport (the window changed shape) and/or a new least cell size; the
        cell is brought inside the limits."""
        if viewport is not None:
            self.viewport = tuple(float(v) for v in viewport)
        if min_cell is not None:
            self.min_cell = float(min_cell)
            self.max_cell = max(self.max_cell, self.min_cell)
        self.cell = min(max(self.cell, self.min_cell), self.max_cell)
        self.version += 1

    # ------------------------------------------------------------------ moving
    def _changed(self, by_player: bool) -> None:
        self.version += 1
        if by_player:
            self.moved = True

    def pan(self, dx: float, dy: float, by_player: bool = True) -> None:
        """Move the board by (dx, dy) logical units on the stage (a drag of the board)."""
        if dx == 0 and dy == 0:
            return
        self.cx -= dx / self.cell
        self.cy -= dy / self.cell
        self._changed(by_player)

    def zoom_at(self, lpos, factor: float, by_player: bool = True) -> None:
        """Scale the cell size by ``factor`` keeping the board point under ``lpos`` in place."""
        new = min(max(self.cell * factor, self.min_cell), self.max_cell)
        if new == self.cell:
            return
        bx, by = self.to_board(lpos)
        self.cell = new
        # move the centre so that (bx, by) maps back to lpos
        ox, oy = self.centre
        self.cx = bx - (lpos[0] - ox) / self.cell
        self.cy = by - (lpos[1] - oy) / self.cell
        self._changed(by_player)

    def step_zoom(self, steps: float, lpos=None) -> None:
        """Zoom in (steps > 0) or out by 1.2 per step, around ``lpos`` (else the centre)."""
        self.zoom_at(lpos if lpos is not None else self.centre, 1.2 ** steps)

    def fit(self, cells: Iterable, by_player: bool = False, focus=None) -> None:
        """Show every cell of ``cells`` (with ``margin`` cells of room), as large as fits up to
        ``fit_max``. A board too big for ``min_cell`` stays at ``min_cell`` and shows as much
        of itself as it can around ``focus`` (a cell kept in sight with its margin; by default
        the board's centre): the rest is panned to. A fit hands the camera back to ``follow``
        (``moved`` is cleared)."""
        cells = list(cells)
        if not cells:
            return
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        w = max(xs) - min(xs) + 1 + 2 * self.margin
        h = max(ys) - min(ys) + 1 + 2 * self.margin
        _, _, vw, vh = self.viewport
        self.cell = min(max(min(vw / w, vh / h, self.fit_max), self.min_cell), self.max_cell)
        self.cx = (max(xs) + min(xs)) / 2
        self.cy = (max(ys) + min(ys)) / 2
        if focus is not None:  # a board larger than the viewport: keep the focus cell in sight
            fx, fy = focus
            self.cx = _towards(self.cx, fx, vw / self.cell / 2 - 0.5 - self.margin)
            self.cy = _towards(self.cy, fy, vh / self.cell / 2 - 0.5 - self.margin)
        self.moved = False
        self.version += 1

    def follow(self, cells: Iterable, focus=None) -> bool:
        """Fit ``cells`` (keeping ``focus`` in sight) unless the player has moved the camera;
        True if it fitted."""
        if self.moved:
            return False
        self.fit(cells, focus=focus)
        return True

    # ------------------------------------------------------------------ saving
    def state(self) -> dict:
        return {"cx": self.cx, "cy": self.cy, "cell": self.cell, "moved": self.moved}

    def restore(self, data) -> bool:
        """Take a ``state()`` back; False (and no change) if it is not one."""
        try:
            cx, cy, cell = float(data["cx"]), float(data["cy"]), float(data["cell"])
            moved = bool(data["moved"])
        except (KeyError, TypeError, ValueError):
            return False
        if not (self.min_cell <= cell <= self.max_cell) or abs(cx) > 1e6 or abs(cy) > 1e6:
            return False
        self.cx, self.cy, self.cell, self.moved = cx, cy, cell, moved
        self.version += 1
        return True


def _towards(centre: float, focus: float, reach: float) -> float:
    """``centre`` moved just enough that ``focus`` lies within ``reach`` of it (``focus``
    itself when there is no reach)."""
    if reach <= 0:
        return float(focus)
    return min(max(centre, focus - reach), focus + reach)


def _round(v: float) -> int:
    """Nearest integer, halves rounded up (a cell owns its left/top edge)."""
    return math.floor(v + 0.5)
