"""One controller for drag, click and keyboard, fed by the choices the player has now.

A table turns the legal moves of its view into ``Choice``s: pick up the card at ``start``
(a place) and put it at ``end`` (a target the table can outline), to make ``payload`` (the
move). A local rearrangement that is not a rules move (a Jammat swap, ordering a hand)
is a choice too, whose payload the table handles itself.

- Press: only a card that starts a choice lifts (with the cards ``lift`` gives: a stack).
  Dragging lights up that card's targets; a drop on one plays it (``landing`` tells the
  table where the cards were let go, for a target where that matters: a place along a
  hand, the open table); a drop anywhere else flies back and shows the reason the table
  gives (for a rules move: the rules' reason, from ``check_move``). A controller for a
  table whose start is not always the card pressed (a pile's grip, Shift for the whole
  pile) says which it is (``start_at``).
- Click: a card with one choice and no target plays it; otherwise it is selected, its
  targets light up, and a click on a target plays it.
- Keys: Tab / Shift+Tab (or the arrows) step through the choices, showing each one's card
  and target; Enter plays the one shown; Esc lets go.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable, Protocol, Sequence

import pygame

from app.ui.cards import CardLayer, CardSprite, DragDrop, Grab, Target, draw_outline
from app.ui.engine import Metrics
from app.ui.tween import Tweens

Rect = tuple[float, float, float, float]


@dataclass(frozen=True)
class Choice:
    start: Hashable
    end: Hashable | None
    payload: Any
    label: str = ""


@dataclass(frozen=True)
class Landing:
    """Where a drag was let go on its target: the pointer, and the first lifted card (both
    logical)."""

    point: tuple[float, float]
    pos: tuple[float, float]


class ChoiceTable(Protocol):
    """What the controller asks of a table."""

    def choices(self) -> Sequence[Choice]: ...
    def target_rect(self, end: Hashable) -> Rect: ...
    def play_choice(self, choice: Choice) -> None: ...
    def refuse_reason(self, start: Hashable, lpos: tuple[float, float]) -> str: ...
    def lift(self, start: Hashable) -> list[CardSprite]: ...


class MoveDrag:
    """Drag, click and keys over a table's choices (see the module doc)."""

    def __init__(self, layer: CardLayer, table: ChoiceTable, tweens: Tweens,
                 on_refused: Callable[[str], None] | None = None):
        self.table = table
        self.layer = layer
        self.dnd = DragDrop(layer, self, tweens, on_refused=on_refused)
        self.selected: Hashable | None = None  # a start picked by a click
        self.focus: int | None = None  # index into choices() shown by the keyboard
        self.landing: Landing | None = None  # while a drop is played (else None: a click, a key)

    # --------------------------------------------------------------- state
    @property
    def dragging(self) -> bool:
        return self.dnd.dragging

    @property
    def busy(self) -> bool:
        """Something is held (a press, a drag, a selection)."""
        return self.dnd.grab is not None or self.selected is not None

    def cancel(self) -> None:
        """Let go of everything (the table is about to change)."""
        self.dnd.cancel()
        self.selected = None
        self.focus = None

    def _of(self, start) -> list[Choice]:
        return [c for c in self.table.choices() if c.start == start]

    def start_at(self, lpos, sprite: CardSprite | None, mods) -> Hashable | None:
        """The start a press at ``lpos`` picks: the place of the card under the pointer."""
        return None if sprite is None else sprite.data

    # --------------------------------------------------------------- DropProvider
    def pick(self, lpos, sprite: CardSprite | None, mods) -> Grab | None:
        start = self.start_at(lpos, sprite, mods)
        if start is None or not self._of(start):
            return None
        lifted = self.table.lift(start) or ([sprite] if sprite is not None else [])
        return Grab(lifted, data=start) if lifted else None

    def targets(self, grab: Grab) -> list[Target]:
        out = []
        for c in self._of(grab.data):
            if c.end is not None:
                out.append(Target(c.end, self.table.target_rect(c.end), payload=c, label=c.label))
        return out

    def drop(self, grab: Grab, target: Target, lpos) -> None:
        self.selected = None
        self.focus = None
        self.landing = Landing((lpos[0], lpos[1]), grab.sprites[0].pos)
        try:
            self.table.play_choice(target.payload)
        finally:
            self.landing = None

    def refuse(self, grab: Grab, lpos) -> str:
        return self.table.refuse_reason(grab.data, lpos)

    def click(self, grab: Grab) -> None:
        start = grab.data
        options = self._of(start)
        if self.selected is not None and self.selected != start:
            # a click on another card while one is selected: is that card a target?
            for c in self._of(self.selected):
                if c.end == start:
                    self.selected = None
                    self.table.play_choice(c)
                    return
        if len(options) == 1 and options[0].end is None:
            self.selected = None
            self.table.play_choice(options[0])
            return
        self.selected = None if self.selected == start else start
        self.focus = None

    # --------------------------------------------------------------- events
    def handle(self, ev: pygame.event.Event, m: Metrics) -> bool:
        """Feed every event; True if the controller used it."""
        if ev.type == pygame.KEYDOWN:
            return self._key(ev)
        if self.dnd.handle(ev, m):
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.selected is not None:
            lpos = m.to_logical(ev.pos)
            for c in self._of(self.selected):
                if c.end is not None and _inside(self.table.target_rect(c.end), lpos):
                    self.selected = None
                    self.table.play_choice(c)
                    return True
            self.selected = None
            return False
        return False

    def _key(self, ev) -> bool:
        choices = list(self.table.choices())
        if ev.key == pygame.K_ESCAPE and (self.focus is not None or self.busy):
            self.cancel()
            return True
        if not choices:
            return False
        back = ev.key in (pygame.K_LEFT, pygame.K_UP) or (ev.key == pygame.K_TAB and ev.mod & pygame.KMOD_SHIFT)
        fwd = ev.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB) and not back
        if fwd or back:
            self.dnd.cancel()
            self.selected = None
            if self.focus is None or self.focus >= len(choices):
                self.focus = 0 if fwd else len(choices) - 1
            else:
                self.focus = (self.focus + (1 if fwd else -1)) % len(choices)
            return True
        if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is not None and self.focus < len(choices):
            c = choices[self.focus]
            self.focus = None
            self.table.play_choice(c)
            return True
        return False

    def focused(self) -> Choice | None:
        choices = self.table.choices()
        if self.focus is None or self.focus >= len(choices):
            return None
        return choices[self.focus]

    # --------------------------------------------------------------- drawing
    def outlines(self, end) -> bool:
        """Whether a target is outlined when its choice is shown (a table may leave out a
        target that is the whole table)."""
        return True

    def outlined(self) -> list[tuple[str, Hashable, str]]:
        """What ``draw`` rings now, when nothing is dragged: ("card", start, kind) for the
        card picked or shown, ("target", end, kind) for where it may go; kind is a key of
        cards.OUTLINES: the picked card "selected", its targets "target" (dashed), the
        keyboard's target "hot" (solid, with corner ticks)."""
        out: list[tuple[str, Hashable, str]] = []
        if self.selected is not None:
            out.append(("card", self.selected, "selected"))
            out += [("target", c.end, "target") for c in self._of(self.selected)
                    if c.end is not None and self.outlines(c.end)]
        else:
            c = self.focused()
            if c is not None:
                out.append(("card", c.start, "selected"))
                if c.end is not None and self.outlines(c.end):
                    out.append(("target", c.end, "hot"))
        return out

    def draw(self, surface: pygame.Surface, m: Metrics) -> None:
        """Targets while dragging; the selected card's targets; the keyboard's choice."""
        self.dnd.draw_targets(surface, m)
        if self.dragging:
            return
        for what, key, kind in self.outlined():
            if what == "card":
                sp = next((s for s in self.layer.sprites if s.data == key), None)
                if sp is not None:
                    draw_outline(surface, m, sp.rect(m).inflate(m.px(8), m.px(8)), kind)
            else:
                draw_outline(surface, m, m.rect(*self.table.target_rect(key)).inflate(m.px(8), m.px(8)), kind)


def _inside(rect: Rect, p) -> bool:
    return rect[0] <= p[0] <= rect[0] + rect[2] and rect[1] <= p[1] <= rect[1] + rect[3]
