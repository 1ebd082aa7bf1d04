"""The sandbox table's model: piles of physical cards anywhere on the stage, no rules.

Pure Python (no pygame) so it can be tested on its own. Every physical card has a uid (two
decks hold two ``7H`` with different uids) so the screen can follow each card as it moves.
Positions are logical stage coordinates: the 16:9 stage (1280x720) unless the scene gives the
table another area (``set_area``: the tall column stage of a narrow window). Every pile stays
inside the area: when it changes shape (or an undo brings back a table laid out on another
shape) every pile is carried to the same place in proportion (a pile a third of the way
across stays a third of the way across), inside it; a table still as it was laid is laid
afresh.

A fanned pile keeps to its own space: it spreads right from where it lies (or moves left, to
stay clear of a neighbour or the stage's edge), and where that space is short its cards close
up (down to MIN_FAN_STEP apart) rather than run over the piles beside it; a pile with no room
to fan even so is refused with a sentence. A fan that grows (cards added, or moved somewhere
narrower) closes up the same way.

Every change to the table (a move, flip, fan, shuffle, deal, gather or a new table) first
keeps a snapshot of the table, so ``undo`` and ``redo`` can step back and forth through the
last ``UNDO_DEPTH`` changes. An action that changes nothing (a card dropped back on its own
pile) or is refused (a deal that needs more cards) leaves no step.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass, field

from app.i18n import _, ngettext
from app.rules.cards import Card, shoe

CARD_W, CARD_H = 72.0, 100.0
FAN_STEP = 18.0  # a fan's cards this far apart when there is room
MIN_FAN_STEP = 6.0  # and at least this far apart where the room is short
PILE_GAP = 6.0  # the clear space a fan keeps from its neighbours
TABLE_TOP = 64.0  # below the toolbar
STAGE_W, STAGE_H = 1280.0, 720.0
STOCK_POS = (604.0, 300.0)
UNDO_DEPTH = 200  # table changes kept for undo

# where dealt hands go on the 16:9 stage (centre x of the fan, top y), in dealing order
HAND_ANCHORS = [
    (640, 560), (640, 80), (170, 320), (1110, 320),
    (250, 80), (1030, 80), (250, 560), (1030, 560),
]


@dataclass
class Pile:
    id: int
    x: float
    y: float
    cards: list[int] = field(default_factory=list)  # uids, bottom first
    fanned: bool = False
    step: float = FAN_STEP  # how far apart a fan's cards are (closer where the room is short)

    def card_pos(self, i: int) -> tuple[float, float]:
        if self.fanned:
            return self.x + self.step * i, self.y
        # a squared pile shows a little thickness: 1 px for every 8 cards
        return self.x - min(i // 8, 6) * 0.8, self.y - min(i // 8, 6) * 0.8

    def rect(self) -> tuple[float, float, float, float]:
        n = max(1, len(self.cards))
        w = CARD_W + (self.step * (n - 1) if self.fanned else 0)
        return (self.x - (5 if not self.fanned else 0), self.y - 5, w + 5, CARD_H + 5)


def _change(method):
    """Wrap a public action: keep an undo step if (and only if) it changed the table. Actions
    check their arguments before they change anything, so a refused one changes nothing."""

    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        before = self._snapshot()
        result = method(self, *args, **kwargs)
        if self._snapshot() != before:
            self._undo.append(before)
            del self._undo[:-UNDO_DEPTH]
            self._redo.clear()
        return result

    return wrapper


class SandboxTable:
    """A free table: one or two decks, with or without jokers; shuffle, deal, flip, move
    single cards or whole piles, fan a pile, gather everything; undo and redo."""

    def __init__(self, decks: int = 1, jokers: bool = False, seed: int = 0):
        self.seed = seed
        # the table's area: piles lie within x left..right, y top..bottom (see set_area)
        self.left, self.top, self.right, self.bottom = 0.0, TABLE_TOP, STAGE_W, STAGE_H
        self.rng = random.Random(seed)
        self.piles: list[Pile] = []
        self._next_pile = 0
        self._undo: list[tuple] = []
        self._redo: list[tuple] = []
        self._lay(decks, jokers)

    # ----------------------------------------------------------------- set-up
    @_change
    def reset(self, decks: int | None = None, jokers: bool | None = None) -> None:
        """A new table: the deck(s) shuffled into one face-down pile (an undo step)."""
        self._lay(decks, jokers)

    def _lay(self, decks: int | None, jokers: bool | None) -> None:
        if decks is not None:
            if decks not in (1, 2):
                raise ValueError(f"the sandbox takes 1 or 2 decks, not {decks!r}")
            self.decks = decks
        if jokers is not None:
            self.jokers = bool(jokers)
        self.card: list[Card] = shoe(self.decks, self.jokers)
        self.face_up: list[bool] = [False] * len(self.card)
        self.piles = []
        stock = self.new_pile(*self.stock_pos())
        stock.cards = list(range(len(self.card)))
        self.rng.shuffle(stock.cards)
        self._fresh = self._layout()

    # ----------------------------------------------------------------- the table's area
    @property
    def wide(self) -> bool:
        """True on the 16:9 stage; False on a narrower (taller) one."""
        return self.right - self.left >= STAGE_W

    def set_area(self, left: float, top: float, right: float, bottom: float) -> None:
        """The part of the stage the table has (the scene's: below its toolbar, above its
        help line): piles lie within x ``left``..``right``, y ``top``..``bottom``. Every pile is
        carried to the same place in proportion, inside the new area (no undo step: the
        table is the same, seen on another shape); a table still as it was laid is laid
        afresh for the new shape."""
        if bottom - top < CARD_H or right - left < CARD_W:
            raise ValueError(f"a table area of {right - left:g} x {bottom - top:g} cannot hold a card")
        old = self.area
        self.left, self.top, self.right, self.bottom = float(left), float(top), float(right), float(bottom)
        self._settle(old)

    @property
    def area(self) -> tuple[float, float, float, float]:
        """The table's area: left, top, right, bottom."""
        return (self.left, self.top, self.right, self.bottom)

    def stock_pos(self) -> tuple[float, float]:
        """Where a new table's pile (and a gathered one) lies."""
        if self.wide:
            return STOCK_POS
        return ((self.left + self.right) / 2 - CARD_W / 2, self._rows()[2])

    def _rows(self) -> tuple[float, ...]:
        """The five rows (top y) hands are dealt to on a narrow stage, top to bottom."""
        first, last = self.top + 12, self.bottom - CARD_H
        mid = (first + last) / 2
        return (first, (first + mid) / 2, mid, (mid + last) / 2, last)

    def hand_anchors(self) -> list[tuple[float, float]]:
        """Where dealt hands go (centre x of the fan, top y), in dealing order: round the
        16:9 stage, or on a narrow one the first at the bottom, the second at the top, the
        others left and right of the middle rows."""
        if self.wide:
            return list(HAND_ANCHORS)
        top, upper, mid, lower, bottom = self._rows()
        w = self.right - self.left
        cx, left, right = self.left + w / 2, self.left + w * 0.22, self.left + w * 0.78
        return [(cx, bottom), (cx, top), (left, mid), (right, mid),
                (left, upper), (right, upper), (left, lower), (right, lower)]

    def _clamp(self, p: Pile) -> None:
        p.x = min(max(self.left, p.x), self.right - CARD_W)
        p.y = min(max(self.top, p.y), self.bottom - CARD_H)

    def _carry(self, p: Pile, old: tuple[float, float, float, float]) -> None:
        """``p`` from where it lay in the area ``old`` to the same place in proportion in
        this one (the room its cards leave, left and right, above and below, shared as it
        was)."""
        def along(v: float, a0: float, a1: float, b0: float, b1: float, size: float) -> float:
            was, now = a1 - a0 - size, b1 - b0 - size
            f = (v - a0) / was if was > 0 else 0.0
            return b0 + min(max(f, 0.0), 1.0) * max(now, 0.0)

        width = CARD_W + (p.step * (len(p.cards) - 1) if p.fanned else 0.0)
        p.x = along(p.x, old[0], old[2], self.left, self.right, width)
        p.y = along(p.y, old[1], old[3], self.top, self.bottom, CARD_H)

    def _settle(self, old: tuple[float, float, float, float] | None = None) -> None:
        """Every pile inside the area (carried from the area ``old`` when that was another;
        a fan closed up where it must); a table still as it was laid is laid afresh (its
        pile where a new table's goes)."""
        fresh = self.fresh
        if fresh and len(self.piles) == 1 and not self.piles[0].fanned:
            self.piles[0].x, self.piles[0].y = self.stock_pos()
            old = None
        for p in self.piles:
            if old is not None and old != self.area:
                self._carry(p, old)
            self._clamp(p)
        for p in self.piles:
            if p.fanned and p.x + CARD_W + p.step * (len(p.cards) - 1) > self.right:
                self._fit(p)  # a fan too wide for the area where it lies closes up
        if fresh:
            self._fresh = self._layout()

    # ----------------------------------------------------------------- undo
    def _layout(self) -> tuple:
        """The table as the player sees it (pile ids left out)."""
        return (self.decks, self.jokers, tuple(self.face_up),
                tuple((p.x, p.y, tuple(p.cards), p.fanned, p.step) for p in self.piles))

    def _snapshot(self) -> tuple:
        return (self.decks, self.jokers, self.card, tuple(self.face_up), self._next_pile, self._fresh,
                tuple((p.id, p.x, p.y, tuple(p.cards), p.fanned, p.step) for p in self.piles), self.area)

    def _restore(self, snap: tuple) -> None:
        self.decks, self.jokers, self.card, faces, self._next_pile, self._fresh, piles, area = snap
        self.face_up = list(faces)
        self.piles = [Pile(pid, x, y, list(cards), fanned, step) for pid, x, y, cards, fanned, step in piles]
        self._settle(area)  # (kept when the table had another shape: carried to this one)

    @property
    def fresh(self) -> bool:
        """True while the table is as it was laid (nothing to lose by laying a new one)."""
        return self._layout() == self._fresh

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> bool:
        """Take back the last change; False if there is none."""
        if not self._undo:
            return False
        self._redo.append(self._snapshot())
        self._restore(self._undo.pop())
        return True

    def redo(self) -> bool:
        """Do again the last change undone; False if there is none."""
        if not self._redo:
            return False
        self._undo.append(self._snapshot())
        self._restore(self._redo.pop())
        return True

    def new_pile(self, x: float, y: float) -> Pile:
        p = Pile(self._next_pile, x, y)
        self._clamp(p)
        self._next_pile += 1
        self.piles.append(p)
        return p

    # ----------------------------------------------------------------- queries
    def pile(self, pid: int) -> Pile:
        for p in self.piles:
            if p.id == pid:
                return p
        raise KeyError(f"no pile {pid}")

    def locate(self, uid: int) -> tuple[Pile, int]:
        for p in self.piles:
            if uid in p.cards:
                return p, p.cards.index(uid)
        raise KeyError(f"no card {uid}")

    def count(self) -> int:
        return sum(len(p.cards) for p in self.piles)

    @property
    def stock(self) -> Pile | None:
        """The biggest squared pile (what Shuffle and Deal use), if any."""
        squared = [p for p in self.piles if not p.fanned and p.cards]
        return max(squared, key=lambda p: len(p.cards)) if squared else None

    # ----------------------------------------------------------------- a fan's own space
    def fan_room(self, p: Pile) -> tuple[float, float]:
        """The stretch of the stage (left and right x) a fan of ``p`` may take: up to its
        nearest neighbours on each side whose height it shares (less a small gap), else the
        stage's edges. A pile already lying over ``p``'s first card does not count (it
        overlaps whatever the fan does)."""
        left, right = self.left, self.right
        top, bottom = p.y - 5, p.y + CARD_H
        core_l, core_r = p.x, p.x + CARD_W
        for q in self.piles:
            if q is p or not q.cards:
                continue
            qx, qy, qw, qh = q.rect()
            if qy >= bottom or qy + qh <= top:
                continue  # above or below: no neighbour of the fan
            if qx < core_r and qx + qw > core_l:
                continue  # already over the first card
            if qx + qw <= core_l:
                left = max(left, qx + qw + PILE_GAP)
            else:
                right = min(right, qx - PILE_GAP)
        return left, right

    def fan_plan(self, p: Pile, n: int | None = None) -> tuple[float, float] | None:
        """(x, step) for ``p`` fanned with ``n`` cards (its own by default) in its own space:
        where it is, moved left only as far as it must, its cards closed up only as much as
        they must; None when even MIN_FAN_STEP apart they do not fit."""
        n = len(p.cards) if n is None else n
        left, right = self.fan_room(p)
        want = CARD_W + FAN_STEP * max(0, n - 1)
        if want <= right - left:
            return min(max(p.x, left), right - want), FAN_STEP
        if n <= 1:
            return p.x, FAN_STEP
        step = (right - left - CARD_W) / (n - 1)
        if step < MIN_FAN_STEP:
            return None
        return left, step

    def _fit(self, p: Pile) -> None:
        """A pile's fan back in its own space (a squared pile: its step as it was). Where even
        the closest fan does not fit, it is the closest, and runs on past the gap."""
        if not p.fanned:
            p.step = FAN_STEP
            return
        plan = self.fan_plan(p)
        if plan is None:
            left, right = self.fan_room(p)
            n = len(p.cards)
            p.x, p.step = max(self.left, min(left, self.right - CARD_W - MIN_FAN_STEP * (n - 1))), MIN_FAN_STEP
            return
        p.x, p.step = plan

    # ----------------------------------------------------------------- actions
    def _drop_empty(self) -> None:
        self.piles = [p for p in self.piles if p.cards]

    @_change
    def move(self, uids: list[int], dest: int | tuple[float, float], at: int | None = None) -> Pile:
        """Move cards (from one pile) onto pile ``dest``, or to a new pile at a position.

        ``at`` puts them at that place in the pile (0 = bottom) instead of on top; onto their
        own pile it reorders the pile (a card moved along a fanned hand)."""
        if not uids:
            raise ValueError("nothing to move")
        src, __ = self.locate(uids[0])
        if any(u not in src.cards for u in uids):
            raise ValueError("cards to move must come from one pile")
        if isinstance(dest, int):
            target = self.pile(dest)
            if target is src and at is None:
                return src
        else:
            target = self.new_pile(*dest)
            target.fanned = src.fanned and len(uids) > 1
        src.cards = [u for u in src.cards if u not in uids]
        if at is None:
            target.cards.extend(uids)
        else:
            at = min(max(0, at), len(target.cards))
            target.cards[at:at] = uids
        self._drop_empty()
        if src.cards and src is not target:
            self._fit(src)  # a fan that gave cards away opens up again where it can
        self._fit(target)
        return target

    @_change
    def move_pile(self, pid: int, x: float, y: float) -> None:
        p = self.pile(pid)
        p.x, p.y = x, y
        self._clamp(p)
        self._fit(p)  # a fan moved to a narrower place closes up there

    @_change
    def flip_card(self, uid: int) -> None:
        self.face_up[uid] = not self.face_up[uid]

    @_change
    def flip_pile(self, pid: int) -> None:
        """Turn a whole pile over: the order reverses and every card flips."""
        p = self.pile(pid)
        p.cards.reverse()
        for u in p.cards:
            self.face_up[u] = not self.face_up[u]

    @_change
    def toggle_fan(self, pid: int) -> None:
        """Fan a squared pile in its own space (see ``fan_plan``), or square a fan up where
        its first card lies. ValueError (nothing changed) when there is no room to fan it."""
        p = self.pile(pid)
        if p.fanned:
            p.fanned, p.step = False, FAN_STEP
            return
        plan = self.fan_plan(p)
        if plan is None:
            raise ValueError(_("There is no room beside this pile to fan it: move it to an open space first."))
        p.fanned = True
        p.x, p.step = plan

    @_change
    def shuffle(self, pid: int) -> None:
        p = self.pile(pid)
        self.rng.shuffle(p.cards)
        for u in p.cards:
            self.face_up[u] = False

    @_change
    def deal(self, hands: int, per_hand: int, face_up_first: bool = True) -> list[Pile]:
        """Deal ``per_hand`` cards to each of ``hands`` fanned hands from the stock, one at a
        time round the table; the first hand (bottom) face up, the others face down."""
        anchors = self.hand_anchors()
        if not 1 <= hands <= len(anchors):
            # TRANSLATORS: the sandbox: {most} is the most hands a deal can make, {count} the hands asked for
            raise ValueError(_("A deal makes 1 to {most} hands, not {count}.").format(most=len(anchors), count=hands))
        stock = self.stock
        if stock is None:
            raise ValueError(_("There is no pile to deal from."))
        need = hands * per_hand
        if need > len(stock.cards):
            # TRANSLATORS: the sandbox: {hands} hands of {per_hand} cards need {need} cards; the pile
            # to deal from has {count}
            raise ValueError(ngettext("{hands} hand of {per_hand} cards needs {need}; the pile has {count}.",
                                      "{hands} hands of {per_hand} cards need {need}; the pile has {count}.",
                                      hands).format(hands=hands, per_hand=per_hand, need=need,
                                                               count=len(stock.cards)))
        out = []
        for h in range(hands):
            cx, y = anchors[h]
            width = CARD_W + FAN_STEP * (per_hand - 1)
            p = self.new_pile(cx - width / 2, y)
            p.fanned = True
            out.append(p)
        for __ in range(per_hand):
            for h, p in enumerate(out):
                u = stock.cards.pop()
                self.face_up[u] = face_up_first and h == 0
                p.cards.append(u)
        self._drop_empty()
        for p in out:
            self._fit(p)  # clear of any pile the player left where a hand goes
        return out

    @_change
    def gather(self) -> Pile:
        """Every card back into one face-down pile at the stock position (order kept)."""
        uids = [u for p in self.piles for u in p.cards]
        for u in uids:
            self.face_up[u] = False
        self.piles = []
        stock = self.new_pile(*self.stock_pos())
        stock.cards = uids
        return stock
