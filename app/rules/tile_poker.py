"""Tile Poker (RULES.md section 4, TP-1 to TP-19): two players lay the 52 cards of a deck as
tiles on an unbounded grid and score the poker hand of the row and the column through each tile
they place.

Public helpers, used by the table, the computer players and acceptance checks (a *board* is a
mapping ``(x, y) -> Card``):

- ``is_legal_cell(board, cell)``: TP-5 (empty, touches a tile by a side, no full 2x2 block).
- ``placement_points(board, cell, card)``: the points for putting ``card`` on ``cell`` of a
  board that does not hold it yet: row and column added (TP-7 to TP-9).
- ``score_placement(board, cell, card)``: the same with each line's cells, best hand and note.
- ``evaluate_line(cards, placed)``: one line's best hand and points (TP-9).
- ``default_turn_timer(all_human)``: the rule's default for ``turn_timer`` (60 s when both
  players are human, ``off`` against the computer). The option's stored default is ``off``; the
  setup screen applies this helper, since the rules do not know who is human.

Moves: ``Place(card, x, y)``, ``Draw()``, ``BlindPlace()`` (turns up the pool's top tile; the
same player then chooses its cell with ``PlaceBlindTile(x, y)``), ``Swap(card)``, ``Pass()`` and
``Timeout()``. A timeout is submitted by the table when the turn timer runs out; it is accepted
by ``apply`` whenever ``turn_timer`` is on, but is not listed by ``legal_moves`` (which lists the
player's own choices). Automatic skips (TP-15) happen inside ``apply``.

The hot path (scoring a line of up to 5 tiles) is a table lookup: a line's ranks are summed as
base-5 counters into one small integer, its rank key (app.rules.poker_hands, the poker hand
evaluator, names the categories), and a precomputed dict maps that integer to the points the
placed tile earns for each of its 13 possible ranks (``LINE_VALUE`` packs the category with
them). Every scoring path of the rules (``apply``, ``View.points_for``, ``score_placement``,
``placement_points``, ``evaluate_line``) goes through ``line_value_codes`` / ``line_points5``,
whose five-tile case is one addition chain, one suit test and one lookup. Cells are packed into integers
(``cell_key``) and cards into their codes for the fast board functions the computer players use.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Iterable, Mapping

from app.rules.cards import DECK, Card, rng_for
from app.i18n import N_
from app.rules.game import (
    GameInfo, IllegalMoveError, Move, MoveFacts, Option, OptionError, Outcome, mover, move_from_json,
)
from app.rules.poker_hands import (
    CATEGORIES, CONTRIBUTING, FLUSH_CATEGORY, HIGH, LINE_CATEGORY, NO_HAND, RANK_BIT, RANK_INDEX,
    SUIT_BIT, category_name,
)

# ----------------------------------------------------------------------------- scoring tables

#: TP-9: the points of each category (app.rules.poker_hands numbers them, royal flush 1).
POINTS = {1: 13, 2: 13, 3: 8, 4: 8, 5: 5, 6: 5, 7: 3, 8: 3, 9: 2, 10: 2}

MAX_HAND = 7
MAX_SWAPS = 3
FORFEIT_TIMEOUTS = 5
START_CARD = Card.parse("AS")

# rank key -> points by the placed tile's rank index (it scores when it contributes, TP-8);
# 5-tile rank key -> points when the five share a suit
LINE_POINTS = {k: tuple(POINTS[c] if CONTRIBUTING[k] >> r & 1 else 0 for r in range(13))
               for k, c in LINE_CATEGORY.items()}
FLUSH_POINTS = {k: POINTS[c] for k, c in FLUSH_CATEGORY.items()}

# The rules' tables: one lookup gives a line's category and the placed tile's points packed in
# one int, ``(category << 4) | points`` (points are at most 13).
LINE_VALUE = {k: tuple((LINE_CATEGORY[k] << 4) | p for p in v) for k, v in LINE_POINTS.items()}
FLUSH_VALUE = {k: (c << 4) | FLUSH_POINTS[k] for k, c in FLUSH_CATEGORY.items()}
NO_LINE = NO_HAND << 4  # the packed value of a run that is no scoring line (1 tile, 6 or more)


def _by_code(table: dict[int, tuple[int, ...]]) -> dict[int, tuple[int, ...]]:
    """The same table indexed by the placed tile's card code instead of its rank index (one
    lookup fewer on the hot path); equal rows are shared, so it costs little memory."""
    rows: dict[tuple[int, ...], tuple[int, ...]] = {}
    out = {}
    for k, v in table.items():
        row = tuple(v[r] for r in RANK_INDEX)  # codes 0..52 (the sentinel too)
        out[k] = rows.setdefault(row, row)
    return out


LINE_POINTS_BY_CODE = _by_code(LINE_POINTS)
LINE_VALUE_BY_CODE = _by_code(LINE_VALUE)


def line_points_codes(codes: Iterable[int], placed: int) -> int:
    """Points a line of card codes (2 to 5 of them, ``placed`` among them) earns for the
    placed tile (TP-8, TP-9)."""
    codes = codes if isinstance(codes, (tuple, list)) else tuple(codes)
    return line_value_codes(codes, placed) & 15


def line_points5(t: int, b: int, c: int, d: int, e: int) -> int:
    """Points a 5-tile line earns for the placed tile ``t`` (card codes, ``t`` first)."""
    if SUIT_BIT[t] & SUIT_BIT[b] & SUIT_BIT[c] & SUIT_BIT[d] & SUIT_BIT[e]:
        return FLUSH_POINTS[RANK_BIT[t] + RANK_BIT[b] + RANK_BIT[c] + RANK_BIT[d] + RANK_BIT[e]]
    return LINE_POINTS_BY_CODE[RANK_BIT[t] + RANK_BIT[b] + RANK_BIT[c] + RANK_BIT[d] + RANK_BIT[e]][t]


def line_value5(t: int, b: int, c: int, d: int, e: int) -> int:
    """A 5-tile line's category and the placed tile ``t``'s points, packed as
    ``(category << 4) | points`` (card codes, ``t`` first)."""
    if SUIT_BIT[t] & SUIT_BIT[b] & SUIT_BIT[c] & SUIT_BIT[d] & SUIT_BIT[e]:
        return FLUSH_VALUE[RANK_BIT[t] + RANK_BIT[b] + RANK_BIT[c] + RANK_BIT[d] + RANK_BIT[e]]
    return LINE_VALUE_BY_CODE[RANK_BIT[t] + RANK_BIT[b] + RANK_BIT[c] + RANK_BIT[d] + RANK_BIT[e]][t]


def line_value_codes(codes, placed: int) -> int:
    """A run of tiles (a tuple or list of card codes, the placed tile ``placed`` among them)
    packed as ``(category << 4) | points`` for the placed tile; NO_LINE for 1 tile or 6 or
    more. The rules score every line through it (five tiles: the same chain as line_value5)."""
    n = len(codes)
    if n == 5:
        a, b, c, d, e = codes
        if SUIT_BIT[a] & SUIT_BIT[b] & SUIT_BIT[c] & SUIT_BIT[d] & SUIT_BIT[e]:
            return FLUSH_VALUE[RANK_BIT[a] + RANK_BIT[b] + RANK_BIT[c] + RANK_BIT[d] + RANK_BIT[e]]
        return LINE_VALUE_BY_CODE[RANK_BIT[a] + RANK_BIT[b] + RANK_BIT[c] + RANK_BIT[d] + RANK_BIT[e]][placed]
    if n < 2 or n > 5:
        return NO_LINE
    key = 0
    for c in codes:
        key += RANK_BIT[c]
    return LINE_VALUE_BY_CODE[key][placed]


@dataclass(frozen=True)
class LineValue:
    category: int  # 1..10, or NO_HAND when the run is not a line of 2 to 5 tiles
    points: int  # what the placed tile earns from this line
    contributes: bool  # the placed tile is in the contributing set C


def evaluate_line(cards: Iterable[Card], placed: Card) -> LineValue:
    """One line (the unbroken run, placed tile included) judged for the placed tile (TP-8,
    TP-9). A run of 1 or of 6 or more tiles is no scoring line."""
    codes = [c.code for c in cards]
    if placed.code not in codes:
        raise ValueError(f"{placed} is not in the line")
    v = line_value_codes(codes, placed.code)
    return LineValue(v >> 4, v & 15, v & 15 > 0)


# ----------------------------------------------------------------------------- fast board

# A cell (x, y) packs into one int; a row step (x + 1) is ROW, a column step (y + 1) is 1.
_OFF = 1024
ROW = 4096
COL = 1


def cell_key(x: int, y: int) -> int:
    return (x + _OFF) * ROW + (y + _OFF)


def key_cell(k: int) -> tuple[int, int]:
    return k // ROW - _OFF, k % ROW - _OFF


def board_codes(board: Mapping[tuple[int, int], Card]) -> dict[int, int]:
    """A board as ``{cell_key: card code}`` for the fast functions below."""
    return {cell_key(x, y): card.code for (x, y), card in board.items()}


def key_is_legal(b: Mapping[int, int], k: int) -> bool:
    """TP-5 on a fast board."""
    if k in b:
        return False
    if not (k + 1 in b or k - 1 in b or k + ROW in b or k - ROW in b):
        return False
    for dx in (ROW, -ROW):
        if k + dx in b:
            for dy in (1, -1):
                if k + dy in b and k + dx + dy in b:
                    return False
    return True


def legal_keys(b: Mapping[int, int]) -> list[int]:
    """Every legal cell of a fast board, sorted by y then x (TP-5)."""
    seen = set()
    out = []
    for k in b:
        for n in (k + 1, k - 1, k + ROW, k - ROW):
            if n not in seen and n not in b:
                seen.add(n)
                if key_is_legal(b, n):
                    out.append(n)
    out.sort(key=lambda k: (k % ROW, k // ROW))
    return out


def line_partial(b: Mapping[int, int], k: int, step: int) -> tuple[int, int, int]:
    """The tiles around empty cell ``k`` along ``step`` (ROW or COL): (count, rank key, suit
    mask). A count of 5 or more means the line would reach 6 tiles and score 0."""
    n = 0
    key = 0
    suits = 0
    get = b.get
    j = k - step
    c = get(j)
    while c is not None:
        n += 1
        if n >= 5:
            return 5, 0, 0
        key += RANK_BIT[c]
        suits |= SUIT_BIT[c]
        j -= step
        c = get(j)
    j = k + step
    c = get(j)
    while c is not None:
        n += 1
        if n >= 5:
            return 5, 0, 0
        key += RANK_BIT[c]
        suits |= SUIT_BIT[c]
        j += step
        c = get(j)
    return n, key, suits


def partial_points(partial: tuple[int, int, int], code: int) -> int:
    """Points of one line for a tile ``code`` added to a ``line_partial``."""
    n, key, suits = partial
    if n == 0 or n >= 5:
        return 0
    if n == 4 and suits == SUIT_BIT[code]:
        return FLUSH_POINTS[key + RANK_BIT[code]]
    return LINE_POINTS[key + RANK_BIT[code]][RANK_INDEX[code]]


def key_points(b: Mapping[int, int], k: int, code: int) -> int:
    """Points for putting card ``code`` on empty cell ``k`` of fast board ``b``."""
    return partial_points(line_partial(b, k, ROW), code) + partial_points(line_partial(b, k, COL), code)


# ----------------------------------------------------------------------------- public helpers


def _cell(cell: Any) -> tuple[int, int]:
    try:
        x, y = cell
        return int(x), int(y)
    except (TypeError, ValueError):
        raise ValueError(f"a cell is (x, y), not {cell!r}") from None


def is_legal_cell(board: Mapping[tuple[int, int], Any], cell: tuple[int, int]) -> bool:
    """TP-5: ``cell`` is empty, shares a side with a tile of ``board``, and does not complete
    a 2x2 block of occupied cells."""
    return _cell_problem(board, _cell(cell)) is None


def _cell_problem(board: Mapping[tuple[int, int], Any], cell: tuple[int, int]) -> tuple[str, dict] | None:
    """Why a tile may not go on ``cell`` (TP-5): a sentence marked for the catalogues and the
    facts that fill it (cards, never coordinates)."""
    x, y = cell
    if cell in board:
        # TRANSLATORS: {card} is a tile such as 10♣
        return N_("that cell is taken: {card} is there"), {"card": board[cell]}
    if not any(n in board for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))):
        return N_("that cell does not touch a tile by a side"), {}
    for dx in (1, -1):
        for dy in (1, -1):
            if (x + dx, y) in board and (x, y + dy) in board and (x + dx, y + dy) in board:
                # TRANSLATORS: {a}, {b} and {c} are tiles such as 10♣
                return (N_("that cell would complete a 2x2 block with {a}, {b} and {c}"),
                        {"a": board[(x + dx, y)], "b": board[(x + dx, y + dy)], "c": board[(x, y + dy)]})
    return None


def _label(card: Any) -> str:
    return card.label if hasattr(card, "label") else str(card)


def beside(board: Mapping[tuple[int, int], Any], cell: tuple[int, int]) -> tuple[tuple[str, Any], ...]:
    """The tiles touching ``cell`` by a side, as facts: ``(("left", card or None), ("right",
    ...), ("above", ...), ("below", ...))`` (y grows downwards). The presenter words where a
    tile goes by them ("right of 10♣"), never by coordinates."""
    x, y = _cell(cell)
    get = board.get
    return (("left", get((x - 1, y))), ("right", get((x + 1, y))), ("above", get((x, y - 1))),
            ("below", get((x, y + 1))))


@dataclass(frozen=True)
class LineScore:
    """One of the two lines through a placed tile, as the table shows it."""

    direction: str  # "row" or "column"
    cells: tuple[tuple[int, int], ...]  # the unbroken run through the tile, in order
    cards: tuple[Card, ...]
    category: int  # best hand (1..10); NO_HAND if the run is 1 tile or 6+ tiles
    points: int
    note: str  # a short explanation, e.g. "pair: 2 points" or "6 tiles: no score"

    @property
    def category_name(self) -> str:
        return category_name(self.category)


@dataclass(frozen=True)
class PlacementScore:
    points: int
    lines: tuple[LineScore, LineScore]  # row, then column

    @property
    def best_category(self) -> int:
        """The best category among the lines that scored points (TP-17), else NO_HAND."""
        return min((ln.category for ln in self.lines if ln.points > 0), default=NO_HAND)


def _run(board: Mapping[tuple[int, int], Card], x: int, y: int, dx: int, dy: int, card: Card):
    cells = [(x, y)]
    cx, cy = x - dx, y - dy
    while (cx, cy) in board:
        cells.insert(0, (cx, cy))
        cx, cy = cx - dx, cy - dy
    cx, cy = x + dx, y + dy
    while (cx, cy) in board:
        cells.append((cx, cy))
        cx, cy = cx + dx, cy + dy
    cards_ = tuple(card if c == (x, y) else board[c] for c in cells)
    return tuple(cells), cards_


def _line_score(direction: str, cells, cards_, card: Card) -> LineScore:
    n = len(cards_)
    if n == 1:
        return LineScore(direction, cells, cards_, NO_HAND, 0, "single tile: no line")
    if n >= 6:
        return LineScore(direction, cells, cards_, NO_HAND, 0, f"{n} tiles: lines of 6 or more score 0")
    v = line_value_codes([c.code for c in cards_], card.code)
    category, points = v >> 4, v & 15
    name = category_name(category)
    if points:
        note = f"{name}: {points} points"
    elif category == HIGH:
        note = f"high card, but {card.label} is not the highest tile: 0"
    else:
        note = f"{name}, but {card.label} is not part of it: 0"
    return LineScore(direction, cells, cards_, category, points, note)


def score_placement(board: Mapping[tuple[int, int], Card], cell: tuple[int, int], card: Card) -> PlacementScore:
    """The row and the column through ``cell`` once ``card`` is on it, each judged (TP-7 to
    TP-9). ``board`` must not hold ``cell`` yet; legality is not checked here."""
    x, y = _cell(cell)
    if (x, y) in board:
        raise ValueError(f"cell ({x}, {y}) is taken")
    row = _line_score("row", *_run(board, x, y, 1, 0, card), card)
    col = _line_score("column", *_run(board, x, y, 0, 1, card), card)
    return PlacementScore(row.points + col.points, (row, col))


def placement_points(board: Mapping[tuple[int, int], Card], cell: tuple[int, int], card: Card) -> int:
    """Points earned by placing ``card`` on ``cell`` of ``board`` (which does not hold the
    card yet): the row and the column through the cell, added (TP-7 to TP-9)."""
    x, y = _cell(cell)
    if (x, y) in board:
        raise ValueError(f"cell ({x}, {y}) is taken")
    total = 0
    code = card.code
    for dx, dy in ((1, 0), (0, 1)):
        codes = [code]  # the placed tile first, for line_points5
        cx, cy = x - dx, y - dy
        while (cx, cy) in board and len(codes) < 6:
            codes.append(board[(cx, cy)].code)
            cx, cy = cx - dx, cy - dy
        cx, cy = x + dx, y + dy
        while (cx, cy) in board and len(codes) < 6:
            codes.append(board[(cx, cy)].code)
            cx, cy = cx + dx, cy + dy
        n = len(codes)
        if n == 5:
            total += line_points5(*codes)
        elif 2 <= n <= 4:
            key = 0
            for c in codes:
                key += RANK_BIT[c]
            total += LINE_POINTS_BY_CODE[key][code]
    return total


def default_turn_timer(all_human: bool) -> int | str:
    """The rule's default for ``turn_timer``: 60 seconds when both players are human,
    ``"off"`` against the computer (RULES.md TP options)."""
    return 60 if all_human else "off"


def default_options(all_human: bool) -> dict[str, Any]:
    """Every option at the rule's default for this kind of table."""
    return {"turn_timer": default_turn_timer(all_human)}


# ----------------------------------------------------------------------------- moves


@dataclass(frozen=True)
class Place(Move):
    """PLACE: put a tile of one's own hand on cell (x, y)."""

    card: Card
    x: int
    y: int


@dataclass(frozen=True)
class Draw(Move):
    """DRAW: take the pool's top tile into one's hand."""


@dataclass(frozen=True)
class BlindPlace(Move):
    """BLIND PLACE, first step: turn up the pool's top tile; then PlaceBlindTile."""


@dataclass(frozen=True)
class PlaceBlindTile(Move):
    """BLIND PLACE, second step: put the turned-up tile on cell (x, y)."""

    x: int
    y: int


@dataclass(frozen=True)
class Swap(Move):
    """SWAP: give back ``card`` from one's hand for the pool's top tile (TP-13)."""

    card: Card


@dataclass(frozen=True)
class Pass(Move):
    """PASS: do nothing."""


@dataclass(frozen=True)
class Timeout(Move):
    """Submitted by the table when the player to move runs out of time (TP-18)."""


MOVE_CLASSES = (Place, Draw, BlindPlace, PlaceBlindTile, Swap, Pass, Timeout)

# ----------------------------------------------------------------------------- state


@dataclass(frozen=True)
class PlacedTile:
    x: int
    y: int
    card: Card
    by: int | None  # the seat whose action placed it; None for the starting AS
    points: int = 0

    @property
    def cell(self) -> tuple[int, int]:
        return (self.x, self.y)


@dataclass(frozen=True)
class PlacementRecord:
    """The most recent placement: who, which tile, where, how (place, blind, timeout) and
    its points line by line."""

    seat: int
    card: Card
    x: int
    y: int
    how: str  # "place", "blind" or "timeout" (a turned-up tile placed by the app, TP-12)
    points: int
    lines: tuple[LineScore, LineScore]

    @property
    def cell(self) -> tuple[int, int]:
        return (self.x, self.y)


@dataclass(frozen=True)
class ActionRecord:
    """One thing that happened in the last apply, for the table's log and animations."""

    seat: int
    action: str  # place, blind, turn_up, draw, swap, pass, skip, timeout, forfeit
    card: Card | None = None  # tile placed, turned up, drawn or given back
    received: Card | None = None  # for a swap: the tile taken from the pool
    points: int = 0  # for a placement: the points it scored
    count: int = 0  # for a timeout: the seat's timeouts so far (a forfeit: at the last)


@dataclass(frozen=True)
class Result:
    """The end of the game and how it was decided."""

    winners: tuple[int, ...]
    draw: bool
    decided_by: str  # "forfeit", "points", "best hand", "aces" or "draw"
    end_reason: str  # "all tiles placed", "two passes", "forfeit"
    scores: tuple[int, int]
    best: tuple[int, int]  # best scored category per seat (NO_HAND = none)
    aces: tuple[int, int]
    #: how a "two passes" end came about: the two turns in a row that placed nothing, in order,
    #: each (seat, "pass", "skip" or "timeout"); () for the other ends
    end_turns: tuple[tuple[int, str], ...] = ()

    @property
    def best_names(self) -> tuple[str, str]:
        return (category_name(self.best[0]), category_name(self.best[1]))


@dataclass(frozen=True)
class State:
    seed: int
    turn_timer: Any  # "off" or seconds
    tiles: tuple[PlacedTile, ...]  # in the order they were placed
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    pool: tuple[Card, ...]  # face down; pool[-1] is the top
    rng_state: tuple = field(repr=False)
    first: int = 0
    turn: int = 0
    pending: Card | None = None  # a turned-up BLIND PLACE tile waiting for its cell
    scores: tuple[int, int] = (0, 0)
    swaps: tuple[int, int] = (0, 0)
    timeouts: tuple[int, int] = (0, 0)
    passes: tuple[int, int] = (0, 0)
    skips: tuple[int, int] = (0, 0)
    aces: tuple[int, int] = (0, 0)
    best: tuple[int, int] = (NO_HAND, NO_HAND)
    streak: int = 0  # consecutive turns that were a pass, a skip or a timeout (TP-16 b)
    #: those turns (the last two): (seat, "pass", "skip" or "timeout"), to say why the game ended
    streak_turns: tuple[tuple[int, str], ...] = ()
    forfeit: int | None = None
    over: bool = False
    end_reason: str = ""
    last_placement: PlacementRecord | None = None
    last_actions: tuple[ActionRecord, ...] = ()

    @cached_property
    def fast_board(self) -> dict[int, int]:
        return {cell_key(t.x, t.y): t.card.code for t in self.tiles}

    @cached_property
    def board(self) -> dict[tuple[int, int], Card]:
        return {(t.x, t.y): t.card for t in self.tiles}

    @cached_property
    def legal_cell_keys(self) -> tuple[int, ...]:
        return tuple(legal_keys(self.fast_board))

    @property
    def pass_ends_game(self) -> str:
        """See View.pass_ends_game."""
        if self.over or self.pending is not None:
            return ""
        if self.streak >= 1 and self.streak_turns:
            return self.streak_turns[-1][1]
        if self.no_tile[1 - self.turn]:
            return "no tile"
        return ""

    @property
    def no_tile(self) -> tuple[bool, bool]:
        return (not self.hands[0] and not self.pool, not self.hands[1] and not self.pool)

    @cached_property
    def legal_moves(self) -> tuple[Move, ...]:
        """The legal moves of the player to move (GAME.legal_moves)."""
        if self.over:
            return ()
        cells = tuple(key_cell(k) for k in self.legal_cell_keys)
        if self.pending is not None:
            return tuple(PlaceBlindTile(x, y) for x, y in cells)
        seat = self.turn
        hand = self.hands[seat]
        moves: list[Move] = [Place(card, x, y) for card in hand for x, y in cells]
        if self.pool and len(hand) < MAX_HAND:
            moves.append(Draw())
        if self.pool:
            moves.append(BlindPlace())
        if self.pool and hand and self.swaps[seat] < MAX_SWAPS:
            moves.extend(Swap(card) for card in hand)
        moves.append(Pass())
        return tuple(moves)


@dataclass(frozen=True)
class View:
    """What a seat sees. Everything is public except the order of the pool: both hands, the
    board, the pool's contents (every tile not on the board or in a hand) and its size."""

    seat: int | None
    turn_timer: Any
    tiles: tuple[PlacedTile, ...]
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    pool_size: int
    pool_tiles: tuple[Card, ...]  # contents, sorted; the order is hidden
    first: int
    to_move: int | None
    phase: str  # "play", "blind" (a turned-up tile must be placed) or "over"
    pending: Card | None
    scores: tuple[int, int]
    swaps_used: tuple[int, int]
    timeouts: tuple[int, int]
    passes: tuple[int, int]
    skips: tuple[int, int]
    aces: tuple[int, int]
    best: tuple[int, int]
    streak: int
    last_placement: PlacementRecord | None
    last_actions: tuple[ActionRecord, ...]
    result: Result | None
    legal: tuple[Move, ...] = ()  # this seat's legal moves (empty unless it is to move)
    #: the turns of the current run that placed nothing (see State.streak_turns)
    streak_turns: tuple[tuple[int, str], ...] = ()
    #: "" unless a PASS by the player to move would end the game at once (TP-16 b); then why:
    #: "pass", "timeout" or "skip" (the other player's last turn was that), or "no tile" (the
    #: other player has no tile and the pool is empty, so is skipped at once). Any other pass
    #: lets the other player end the game by passing too.
    pass_ends_game: str = ""
    #: per seat: no tile in hand and an empty pool, so its turns are skipped (TP-15)
    no_tile: tuple[bool, bool] = (False, False)

    @cached_property
    def board(self) -> dict[tuple[int, int], Card]:
        return {(t.x, t.y): t.card for t in self.tiles}

    @cached_property
    def legal_cells(self) -> tuple[tuple[int, int], ...]:
        """Where a tile may go now (the same for every tile; none once the game is over)."""
        if self.phase == "over":
            return ()
        return tuple(key_cell(k) for k in legal_keys({cell_key(t.x, t.y): t.card.code for t in self.tiles}))

    @property
    def swaps_left(self) -> tuple[int, int]:
        return (MAX_SWAPS - self.swaps_used[0], MAX_SWAPS - self.swaps_used[1])

    @property
    def best_names(self) -> tuple[str, str]:
        return (category_name(self.best[0]), category_name(self.best[1]))

    def cells_for(self, card: Card) -> tuple[tuple[int, int], ...]:
        """Legal cells for ``card``: the legal cells if the player to move may place it now
        (a tile of their hand, or the turned-up tile), else none."""
        if self.to_move is None:
            return ()
        if self.phase == "blind":
            return self.legal_cells if card == self.pending else ()
        return self.legal_cells if card in self.hands[self.to_move] else ()

    def points_for(self, card: Card, cell: tuple[int, int]) -> PlacementScore:
        """What placing ``card`` on ``cell`` would score (for previews)."""
        return score_placement(self.board, cell, card)


# ----------------------------------------------------------------------------- the game


def _cell_error(state: State, x: Any, y: Any) -> None:
    if not isinstance(x, int) or not isinstance(y, int) or isinstance(x, bool) or isinstance(y, bool):
        # TRANSLATORS: {x} and {y} are what was given instead of whole numbers
        raise IllegalMoveError(N_("a cell needs whole-number coordinates, not ({x}, {y})"), "TP-2", x=repr(x), y=repr(y))
    problem = _cell_problem(state.board, (x, y))
    if problem:
        raise IllegalMoveError(problem[0], "TP-5", **problem[1])


def _without(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    i = hand.index(card)
    return hand[:i] + hand[i + 1:]


def _set(pair: tuple, seat: int, value) -> tuple:
    return (value, pair[1]) if seat == 0 else (pair[0], value)


class TilePoker:
    info = GameInfo(
        id="tile_poker",
        options=(
            Option(
                "turn_timer", "off", values=("off",), int_range=(10, 600),
                help=N_("seconds each player has for a turn, or Off; it is set to 60 when both players "
                     "are human and to Off against the computer"),
                label=N_("Turn timer (seconds)"), value_labels={"off": N_("Off")},
            ),
        ),
    )

    # -- setup ----------------------------------------------------------------

    def new_game(self, seed: int, players: int = 2, options: Mapping[str, Any] | None = None) -> State:
        self.info.check_players(players)
        opts = self.info.resolve_options(options)
        rng = rng_for(seed)
        pool = [c for c in DECK if c is not START_CARD]
        rng.shuffle(pool)  # TP-3
        first = rng.randrange(2)  # TP-4
        hands: list[list[Card]] = [[], []]
        seat = first
        for _ in range(2 * MAX_HAND):
            hands[seat].append(pool.pop())
            seat = 1 - seat
        return State(
            seed=seed,
            turn_timer=opts["turn_timer"],
            tiles=(PlacedTile(0, 0, START_CARD, None),),
            hands=(tuple(hands[0]), tuple(hands[1])),
            pool=tuple(pool),
            rng_state=rng.getstate(),
            first=first,
            turn=first,
        )

    def to_move(self, state: State) -> int | None:
        return None if state.over else state.turn

    def legal_cells(self, state: State) -> tuple[tuple[int, int], ...]:
        return tuple(key_cell(k) for k in state.legal_cell_keys)

    def legal_moves(self, state: State) -> tuple[Move, ...]:
        return state.legal_moves  # worked out once per state (views ask for them too)

    # -- apply ----------------------------------------------------------------

    def apply(self, state: State, move: Move) -> State:
        if not isinstance(move, MOVE_CLASSES):
            # TRANSLATORS: {move} is what was given instead of a move
            raise IllegalMoveError(N_("{move} is not a Tile Poker move"), "TP-11", move=repr(move))
        if state.over:
            raise IllegalMoveError(N_("the game is over"), "TP-16")
        seat = state.turn
        hand = state.hands[seat]
        if isinstance(move, Timeout):
            if state.turn_timer == "off":
                raise IllegalMoveError(N_("this game has no turn timer, so there are no timeouts"), "TP-18")
            return self._timeout(state, seat)
        if state.pending is not None:
            if not isinstance(move, PlaceBlindTile):
                # TRANSLATORS: {card} is a tile such as 10♣
                raise IllegalMoveError(N_("first put the turned-up {card} on a legal cell"), "TP-12",
                                       card=state.pending)
            _cell_error(state, move.x, move.y)
            d = self._place(state, seat, state.pending, move.x, move.y, "blind")
            d["pending"] = None
            return self._end_turn(state, d, seat, passed=False)
        if isinstance(move, PlaceBlindTile):
            raise IllegalMoveError(N_("no tile has been turned up: choose Blind place first"), "TP-12")
        if isinstance(move, Place):
            if not isinstance(move.card, Card) or move.card not in hand:
                # TRANSLATORS: {card} is a tile such as 10♣
                raise IllegalMoveError(N_("{card} is not in your hand"), "TP-11", card=_label(move.card))
            _cell_error(state, move.x, move.y)
            d = self._place(state, seat, move.card, move.x, move.y, "place")
            d["hands"] = _set(state.hands, seat, _without(hand, move.card))
            return self._end_turn(state, d, seat, passed=False)
        if isinstance(move, Draw):
            if not state.pool:
                raise IllegalMoveError(N_("the pool is empty, so you cannot draw"), "TP-11")
            if len(hand) >= MAX_HAND:
                # TRANSLATORS: {count} is the most tiles a hand holds (7)
                raise IllegalMoveError(N_("your hand is full ({count} tiles), so you cannot draw"), "TP-14",
                                       count=MAX_HAND)
            card = state.pool[-1]
            d = {
                "pool": state.pool[:-1],
                "hands": _set(state.hands, seat, hand + (card,)),
                "last_actions": (ActionRecord(seat, "draw", card),),
            }
            return self._end_turn(state, d, seat, passed=False)
        if isinstance(move, BlindPlace):
            if not state.pool:
                raise IllegalMoveError(N_("the pool is empty, so there is nothing to turn up"), "TP-11")
            card = state.pool[-1]
            return dataclasses.replace(
                state, pool=state.pool[:-1], pending=card,
                last_actions=(ActionRecord(seat, "turn_up", card),),
            )
        if isinstance(move, Swap):
            if not state.pool:
                raise IllegalMoveError(N_("the pool is empty, so you cannot swap"), "TP-11")
            if not hand:
                raise IllegalMoveError(N_("your hand is empty, so you have nothing to swap"), "TP-11")
            if state.swaps[seat] >= MAX_SWAPS:
                # TRANSLATORS: {count} is the swaps a player has in a game (3)
                raise IllegalMoveError(N_("you have used your {count} swaps"), "TP-13", count=MAX_SWAPS)
            if not isinstance(move.card, Card) or move.card not in hand:
                # TRANSLATORS: {card} is a tile such as 10♣
                raise IllegalMoveError(N_("{card} is not in your hand"), "TP-13", card=_label(move.card))
            received = state.pool[-1]
            pool = list(state.pool[:-1])
            rng = random.Random()
            rng.setstate(state.rng_state)
            pool.insert(rng.randrange(len(pool) + 1), move.card)
            d = {
                "pool": tuple(pool),
                "rng_state": rng.getstate(),
                "hands": _set(state.hands, seat, _without(hand, move.card) + (received,)),
                "swaps": _set(state.swaps, seat, state.swaps[seat] + 1),
                "last_actions": (ActionRecord(seat, "swap", move.card, received),),
            }
            return self._end_turn(state, d, seat, passed=False)
        # Pass
        d = {
            "passes": _set(state.passes, seat, state.passes[seat] + 1),
            "last_actions": (ActionRecord(seat, "pass"),),
        }
        return self._end_turn(state, d, seat, passed=True)

    def _place(self, state: State, seat: int, card: Card, x: int, y: int, how: str) -> dict:
        score = score_placement(state.board, (x, y), card)
        tiles = state.tiles + (PlacedTile(x, y, card, seat, score.points),)
        record = PlacementRecord(seat, card, x, y, how, score.points, score.lines)
        d = {
            "tiles": tiles,
            "scores": _set(state.scores, seat, state.scores[seat] + score.points),
            "best": _set(state.best, seat, min(state.best[seat], score.best_category)),
            "last_placement": record,
            "last_actions": (ActionRecord(seat, "blind" if how == "blind" else "place", card, points=score.points),),
        }
        if card.rank == "A":
            d["aces"] = _set(state.aces, seat, state.aces[seat] + 1)
        return d

    def _timeout(self, state: State, seat: int) -> State:
        count = state.timeouts[seat] + 1
        d: dict[str, Any] = {"timeouts": _set(state.timeouts, seat, count)}
        actions = []
        placed = state.pending is not None
        if placed:  # TP-12: the app places the turned-up tile on the first legal cell
            x, y = key_cell(state.legal_cell_keys[0])
            d.update(self._place(state, seat, state.pending, x, y, "timeout"))
            d["pending"] = None
            actions.extend(d["last_actions"])
        actions.append(ActionRecord(seat, "timeout", count=count))
        if count >= FORFEIT_TIMEOUTS:  # TP-19
            actions.append(ActionRecord(seat, "forfeit", count=count))
            d.update(last_actions=tuple(actions), forfeit=seat, over=True, end_reason="forfeit")
            return dataclasses.replace(state, **d)
        d["last_actions"] = tuple(actions)
        return self._end_turn(state, d, seat, passed=not placed, kind="timeout")

    def _end_turn(self, state: State, d: dict, seat: int, passed: bool, kind: str = "pass") -> State:
        streak = state.streak + 1 if passed else 0
        turns = (state.streak_turns + ((seat, kind),))[-2:] if passed else ()
        tiles = d.get("tiles", state.tiles)
        actions = list(d.get("last_actions", ()))
        over, reason = False, ""
        if len(tiles) == len(DECK):
            over, reason = True, "all tiles placed"  # TP-16 a
        elif streak >= 2:
            over, reason = True, "two passes"  # TP-16 b
        turn = 1 - seat
        hands = d.get("hands", state.hands)
        pool = d.get("pool", state.pool)
        skips = state.skips
        while not over and not hands[turn] and not pool:  # TP-15: automatic skip
            skips = _set(skips, turn, skips[turn] + 1)
            actions.append(ActionRecord(turn, "skip"))
            streak += 1
            turns = (turns + ((turn, "skip"),))[-2:]
            if streak >= 2:
                over, reason = True, "two passes"
            turn = 1 - turn
        d.update(turn=turn, streak=streak, streak_turns=turns, skips=skips, over=over, end_reason=reason,
                 last_actions=tuple(actions))
        return dataclasses.replace(state, **d)

    # -- results ----------------------------------------------------------------

    def result(self, state: State) -> Result | None:
        r = self._result(state)
        if r is not None and r.end_reason == "two passes":
            r = dataclasses.replace(r, end_turns=state.streak_turns)
        return r

    def _result(self, state: State) -> Result | None:
        if not state.over:
            return None
        s, best, aces = state.scores, state.best, state.aces
        if state.forfeit is not None:
            return Result((1 - state.forfeit,), False, "forfeit", "forfeit", s, best, aces)
        if s[0] != s[1]:
            return Result((0 if s[0] > s[1] else 1,), False, "points", state.end_reason, s, best, aces)
        if best[0] != best[1]:
            return Result((0 if best[0] < best[1] else 1,), False, "best hand", state.end_reason, s, best, aces)
        if aces[0] != aces[1]:
            return Result((0 if aces[0] > aces[1] else 1,), False, "aces", state.end_reason, s, best, aces)
        return Result((0, 1), True, "draw", state.end_reason, s, best, aces)

    def outcome(self, state: State) -> Outcome | None:
        r = self.result(state)
        if r is None:
            return None
        placed = [0, 0]
        for t in state.tiles:
            if t.by is not None:
                placed[t.by] += 1
        details = tuple(
            {
                "tiles_placed": placed[i],
                "swaps": state.swaps[i],
                "passes": state.passes[i],
                "aces": state.aces[i],
                "best_hand_points": POINTS.get(state.best[i], 0),
            }
            for i in range(2)
        )
        # reason: how it was decided (Result.decided_by: "forfeit", "points", "best hand",
        # "aces" or "draw"); facts: "end" (why the game ended: "all tiles placed", "two passes",
        # "forfeit"), "best" (each seat's best category), "aces" (aces placed), "timeouts"
        facts = (("end", r.end_reason), ("best", tuple(r.best)), ("aces", tuple(r.aces)),
                 ("timeouts", FORFEIT_TIMEOUTS))
        return Outcome(winners=r.winners, scores=(float(r.scores[0]), float(r.scores[1])),
                       draw=r.draw, higher_is_better=True, details=details,
                       reason=r.decided_by, facts=facts)

    # -- what a move shows ----------------------------------------------------

    def reveals(self, state: State, move: Move, seat: int, after: State | None = None) -> str:
        """What ``move`` shows ``seat`` that it could not see before, in words for people,
        or "" when nothing. Every tile out of the pool is public, and the pool's contents are
        known: what nobody knew is which tile comes off it next, so a move that takes a tile
        from the pool (a draw, a blind place, a swap) shows both players that tile."""
        new = self.apply(state, move) if after is None else after
        if len(new.pool) < len(state.pool) or (type(move) is Swap and new.pool != state.pool):
            return {Draw: "the tile drawn", BlindPlace: "the tile turned up",
                    Swap: "the tile taken in the swap"}.get(type(move), "a tile from the pool")
        return ""

    # -- views ----------------------------------------------------------------

    def view(self, state: State, seat: int | None) -> View:
        if seat is not None and seat not in (0, 1):
            raise ValueError(f"Tile Poker has seats 0 and 1, not {seat!r}")
        over = state.over
        return View(
            seat=seat,
            turn_timer=state.turn_timer,
            tiles=state.tiles,
            hands=state.hands,
            pool_size=len(state.pool),
            pool_tiles=tuple(sorted(state.pool)),
            first=state.first,
            to_move=None if over else state.turn,
            phase="over" if over else ("blind" if state.pending is not None else "play"),
            pending=state.pending,
            scores=state.scores,
            swaps_used=state.swaps,
            timeouts=state.timeouts,
            passes=state.passes,
            skips=state.skips,
            aces=state.aces,
            best=state.best,
            streak=state.streak,
            last_placement=state.last_placement,
            last_actions=state.last_actions,
            result=self.result(state),
            legal=self.legal_moves(state) if seat is not None and seat == state.turn and not over else (),
            streak_turns=state.streak_turns,
            pass_ends_game=state.pass_ends_game,
            no_tile=state.no_tile,
        )

    def hidden_from(self, state: State, seat: int | None) -> collections.Counter[Card]:
        """Nothing: every tile is public (only the pool's order is hidden: a view shows the
        pool sorted)."""
        from collections import Counter

        return Counter()

    def secrets(self, state: State, seat: int | None) -> Secrets:
        """The pool's order: a view shows its tiles sorted (``pool_tiles``)."""
        from app.rules.game import Secrets

        return Secrets(orders=(("pool_tiles", state.pool),))

    phases = ("play", "blind", "over")

    def phase_of(self, view: View) -> str:
        """"play": a move to choose; "blind": a tile turned up (a blind place) waits for
        its cell."""
        return view.phase

    def determinize(self, view: View, rng: random.Random) -> State:
        pool = list(view.pool_tiles)
        rng.shuffle(pool)
        inner = random.Random(rng.getrandbits(64))
        over = view.phase == "over"
        r = view.result
        return State(
            seed=0,
            turn_timer=view.turn_timer,
            tiles=view.tiles,
            hands=view.hands,
            pool=tuple(pool),
            rng_state=inner.getstate(),
            first=view.first,
            turn=view.to_move if view.to_move is not None else 0,
            pending=view.pending,
            scores=view.scores,
            swaps=view.swaps_used,
            timeouts=view.timeouts,
            passes=view.passes,
            skips=view.skips,
            aces=view.aces,
            best=view.best,
            streak=view.streak,
            streak_turns=view.streak_turns,
            forfeit=(1 - r.winners[0]) if r is not None and r.decided_by == "forfeit" else None,
            over=over,
            end_reason=r.end_reason if r is not None else "",
            last_placement=view.last_placement,
            last_actions=view.last_actions,
        )

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        return move_from_json(data, MOVE_CLASSES)

    def move_facts(self, view: View, move: Move) -> MoveFacts:
        """``move`` as facts (the words are the presenter's). Kinds: "place" (its tile, and
        the tiles ``beside`` the cell as ``left``, ``right``, ``above``, ``below``),
        "place_blind" (the same for the turned-up tile, when the view shows it), "draw",
        "blind" (turn up the pool's top tile to place it), "swap" (the tile given back),
        "pass", "timeout"."""
        seat = mover(view)
        t = type(move)
        if t in (Place, PlaceBlindTile):
            if t is Place:
                kind, cards = "place", (move.card,)
            else:
                kind, cards = "place_blind", (view.pending,) if view.pending is not None else ()
            return MoveFacts(kind, seat, cards, beside(view.board, (move.x, move.y)))
        if t is Swap:
            return MoveFacts.of("swap", seat, (move.card,))
        kind = {Draw: "draw", BlindPlace: "blind", Pass: "pass", Timeout: "timeout"}.get(t)
        if kind is None:
            raise ValueError(f"{move!r} is not a Tile Poker move")
        return MoveFacts.of(kind, seat)


GAME = TilePoker()

__all__ = [
    "GAME", "TilePoker", "State", "View", "beside", "Place", "Draw", "BlindPlace",
    "PlaceBlindTile", "Swap", "Pass", "Timeout", "is_legal_cell", "placement_points",
    "score_placement", "evaluate_line", "default_turn_timer", "default_options", "CATEGORIES",
    "category_name", "NO_HAND", "PlacementScore", "LineScore", "PlacementRecord", "Result",
    "OptionError",
]
