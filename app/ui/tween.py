"""Tweens: move a value (a position, a flip angle, an alpha) from A to B over time.

Durations are multiplied by the animation-speed setting; with animations off every tween
finishes at once (its end value is applied on the next update)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


@dataclass
class Tween:
    target: Any
    attr: str
    start: tuple[float, ...] | float
    end: tuple[float, ...] | float
    duration: float
    delay: float = 0.0
    ease: Callable[[float], float] = ease_out_cubic
    on_done: Callable[[], None] | None = None
    elapsed: float = field(default=0.0)

    def _value(self, t: float):
        k = self.ease(t)
        if isinstance(self.start, tuple):
            return tuple(a + (b - a) * k for a, b in zip(self.start, self.end))
        return self.start + (self.end - self.start) * k

    def step(self, dt: float) -> bool:
        """Advance; True when finished."""
        self.elapsed += dt
        t = self.elapsed - self.delay
        if t < 0:
            return False
        if self.duration <= 0 or t >= self.duration:
            setattr(self.target, self.attr, self.end)
            return True
        setattr(self.target, self.attr, self._value(t / self.duration))
        return False


class Tweens:
    """A set of running tweens. ``speed`` multiplies durations; 0 = no animation."""

    def __init__(self, speed: float = 1.0):
        self.speed = speed
        self.items: list[Tween] = []

    def add(self, target, attr: str, end, duration: float = 0.25, delay: float = 0.0,
            ease=ease_out_cubic, on_done=None, start=None) -> Tween:
        # one tween per (target, attr): a new one replaces the old from where it is now
        self.items = [t for t in self.items if not (t.target is target and t.attr == attr)]
        start = getattr(target, attr) if start is None else start
        tw = Tween(target, attr, start, end, duration * self.speed, delay * self.speed, ease, on_done)
        if self.speed <= 0:
            setattr(target, attr, end)
            if on_done:
                on_done()
            return tw
        self.items.append(tw)
        return tw

    def cancel(self, target, attr: str | None = None) -> None:
        """Stop the tweens of ``target`` (only of ``attr`` if given) where they are now."""
        self.items = [t for t in self.items if not (t.target is target and (attr is None or t.attr == attr))]

    def finish(self, target, attr: str) -> None:
        """Jump ``target``'s tween of ``attr`` (if any) to its end now."""
        for tw in [t for t in self.items if t.target is target and t.attr == attr]:
            self.items.remove(tw)
            setattr(tw.target, tw.attr, tw.end)
            if tw.on_done:
                tw.on_done()

    def end_of(self, target, attr: str, default=None):
        """Where ``target``'s ``attr`` is going (the end of its tween), else ``default``."""
        for t in self.items:
            if t.target is target and t.attr == attr:
                return t.end
        return default

    def finish_all(self) -> None:
        items, self.items = self.items, []
        for tw in items:
            setattr(tw.target, tw.attr, tw.end)
            if tw.on_done:
                tw.on_done()

    def update(self, dt: float) -> bool:
        """Advance all; True if anything was animating in this step (the step that ends the
        last tween included: its end, or a card it took away, must still be drawn). ``busy``
        says whether any is still running."""
        if not self.items:
            return False
        done = [tw for tw in self.items if tw.step(dt)]
        if done:
            self.items = [tw for tw in self.items if tw not in done]
            for tw in done:
                if tw.on_done:
                    tw.on_done()
        return True

    @property
    def busy(self) -> bool:
        return bool(self.items)
