"""Jammat (RULES.md section 1, J-1 to J-17): nine cards arranged in a 3x3 grid whose 8 lines
(or a 3x3x3 cube with 49 lines, ``grid=3d``) are compared strongest against strongest.

Public functions with fixed meanings (also used by acceptance checks):

- ``line_key(cards, a23="low")``: the J-10 strength key of a 3-card line, a tuple; a greater key
  beats a smaller one and equal keys tie.
- ``score_deal(grids, a23="low", compare="positional")``: position wins per player.

The exact best arrangement of 9 cards (``best_grid``) is a search the rules never need: it
lives beside them in app.rules.jammat_search.

Helpers for the table (pure functions): ``lines(grid)``, ``describe_key(key)``,
``grid_lines(grid_cards)``, ``compare_positions(grids)``, ``deal_result(grids)``,
``match_table(history)``.

The game, on the Game protocol (``GAME``):

- A state is a whole match of ``deals`` deals. Arranging is simultaneous in the rules (J-4) and
  sequential here: ``to_move`` is the lowest seat that has not committed, and no view shows
  another seat's hand or grid until every seat has committed.
- The only move is ``Arrange(cards)``: the seat's own cards in grid order (row-major, or
  x, y, z order for the cube: cell index ``9x + 3y + z``). There are 9! orders, so
  ``legal_moves`` lists one: the cards in the order they were dealt. Any permutation of the
  seat's dealt cards is just as legal (``arrangement_problem`` says why another is not), and
  ``apply`` accepts any of them.
- When the last seat commits, ``apply`` reveals and scores the deal (appended to
  ``history``, which every view shows from then on) and deals the next deal at once. There is
  no "next deal" acknowledgement move: a table shows the result between deals from
  ``view.history[-1]``, and the match is over after the last deal.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from app.rules.cards import Card, rng_for, shoe
from app.i18n import N_
from app.rules.game import GameInfo, IllegalMoveError, Move, MoveFacts, Option, OptionError, Outcome, mover, move_from_json

# ----------------------------------------------------------------------------- options

A23_VALUES = {"low": 3, "second": 13.5, "high": 15}  # J-10
#: twice the A23 value per ``a23`` option value: the integer ``line_code`` stores for A-2-3
A23_CODE = {"low": 6, "second": 27, "high": 30}

OPTIONS = (
    Option("a23", "low", ("low", "second", "high"),
           help=N_("where A-2-3 ranks among sequences: lowest, second (below A-K-Q) or highest"),
           label=N_("A-2-3 ranks"),
           value_labels={"low": N_("Lowest"), "second": N_("Second (below A-K-Q)"), "high": N_("Highest")}),
    Option("compare", "positional", ("positional", "round_robin"),
           help=N_("Most positions won: whoever wins the most positions takes the deal; Round robin of pairs: "
                "every two players compare as in a two-player deal, and the most pairings won takes it"),
           label=N_("Compare"),
           value_labels={"positional": N_("Most positions won"), "round_robin": N_("Round robin of pairs")}),
    Option("decks", "shared", ("shared", "per_player"),
           help=N_("One shared shoe: enough decks shuffled together for everyone; A fresh deck each: every "
                "player is dealt from a deck of their own"),
           label=N_("Decks"),
           value_labels={"shared": N_("One shared shoe"), "per_player": N_("A fresh deck each")}),
    Option("deals", 5, (), (1, 99), help=N_("how many deals the match lasts; the points of every deal add up"),
           label=N_("Deals in a match")),
    Option("grid", "2d", ("2d", "3d"),
           help=N_("3x3 square: 8 lines to compare; 3x3x3 cube: three layers side by side, 49 lines to compare"),
           label=N_("Grid"), value_labels={"2d": N_("3x3 square (9 cards)"), "3d": N_("3x3x3 cube (27 cards)")}),
)

INFO = GameInfo(
    id="jammat",
    options=OPTIONS,
)

CATEGORY_NAMES = {6: "Trail", 5: "Pure sequence", 4: "Sequence", 3: "Colour", 2: "Pair", 1: "High card"}


def check_a23(a23: str) -> str:
    """``a23`` itself if it is a value of the option, else OptionError naming it."""
    if a23 not in A23_VALUES:
        raise OptionError(f"option 'a23' cannot be {a23!r}; allowed: low, second, high")
    return a23


# ----------------------------------------------------------------------------- line strength


def line_key(cards: Sequence[Card], a23: str = "low") -> tuple:
    """The J-10 strength key of a line of 3 cards (order inside the line does not matter).
    ``line_key(a) > line_key(b)`` exactly when line a beats line b; equal keys tie."""
    a23 = check_a23(a23)
    if len(cards) != 3:
        raise ValueError(f"a line has 3 cards, not {len(cards)}")
    if any(c.is_joker for c in cards):
        raise ValueError("Jammat is played without jokers")
    r = sorted((c.high for c in cards), reverse=True)
    suited = cards[0].suit == cards[1].suit == cards[2].suit
    distinct = r[0] > r[1] > r[2]
    if r[0] == r[2]:
        return (6, r[0])
    if distinct and r[0] - r[2] == 2:
        return (5 if suited else 4, r[0])
    if r == [14, 3, 2]:
        return (5 if suited else 4, A23_VALUES[a23])
    if suited:
        return (3, r[0], r[1], r[2])
    if not distinct:
        odd = r[2] if r[0] == r[1] else r[0]
        return (2, r[1], odd)
    return (1, r[0], r[1], r[2])


def line_code(a: Card, b: Card, c: Card, a23v: int) -> int:
    """The same order as line_key, packed in one int (category << 15, then 5-bit fields;
    sequences store twice their top card so A-2-3 can sit between K and A). ``a23v`` is
    ``A23_CODE[a23]``. For search: comparing codes is comparing line keys."""
    x, y, z = a.high, b.high, c.high
    if x < y:
        x, y = y, x
    if y < z:
        y, z = z, y
        if x < y:
            x, y = y, x
    suited = a.suit == b.suit == c.suit
    if x == z:
        return 196608 | (x << 10)  # 6 << 15
    if x > y > z:
        if x - z == 2:
            return (163840 if suited else 131072) | (x << 11)
        if x == 14 and y == 3 and z == 2:
            return (163840 if suited else 131072) | (a23v << 10)
        if suited:
            return 98304 | (x << 10) | (y << 5) | z
        return 32768 | (x << 10) | (y << 5) | z
    if suited:
        return 98304 | (x << 10) | (y << 5) | z
    return 65536 | (y << 10) | ((z if x == y else x) << 5)


def _code_to_key(code: int) -> tuple:
    cat = code >> 15
    a, b, c = (code >> 10) & 31, (code >> 5) & 31, code & 31
    if cat == 6:
        return (6, a)
    if cat in (5, 4):
        return (cat, a // 2 if a % 2 == 0 else a / 2)
    if cat == 2:
        return (2, a, b)
    return (cat, a, b, c)


_RANK_TEXT = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "10", 1: "A"}
_RANK_PLURAL = {14: "Aces", 13: "Kings", 12: "Queens", 11: "Jacks", 10: "10s"}


def _rank_text(v: int) -> str:
    return _RANK_TEXT.get(v, str(v))


def describe_key(key: Sequence) -> str:
    """A line key for people: "Trail of 7s", "Pure sequence, A-K-Q", "Sequence, A-2-3",
    "Colour, K-9-3", "Pair of 8s", "High card K" (with the kickers after it)."""
    cat = key[0]
    if cat == 6:
        return f"Trail of {_RANK_PLURAL.get(key[1], f'{key[1]}s')}"
    if cat in (5, 4):
        name = CATEGORY_NAMES[cat]
        top = key[1]
        if top in (3, 13.5, 15):
            return f"{name}, A-2-3"
        return f"{name}, {_rank_text(top)}-{_rank_text(top - 1)}-{_rank_text(top - 2)}"
    if cat == 3:
        return "Colour, " + "-".join(_rank_text(v) for v in key[1:])
    if cat == 2:
        return f"Pair of {_RANK_PLURAL.get(key[1], f'{key[1]}s')}"
    return f"High card {_rank_text(key[1])}"


# ----------------------------------------------------------------------------- geometry

LINES_2D: tuple[tuple[int, int, int], ...] = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8),  # rows 0, 1, 2
    (0, 3, 6), (1, 4, 7), (2, 5, 8),  # columns 0, 1, 2
    (0, 4, 8), (2, 4, 6),  # diagonal, anti-diagonal (J-5)
)
LINE_NAMES_2D = ("row 1", "row 2", "row 3", "column 1", "column 2", "column 3", "diagonal", "anti-diagonal")


def _make_lines_3d() -> tuple[tuple[int, int, int], ...]:
    dirs = [d for d in itertools.product((-1, 0, 1), repeat=3) if d != (0, 0, 0)]
    # one of each +/- pair: the first non-zero component is positive
    dirs = [d for d in dirs if next(v for v in d if v) > 0]
    dirs.sort(key=lambda d: (sum(map(abs, d)), [-v for v in d][::-1]))
    out = []
    for d in dirs:
        for p in itertools.product(range(3), repeat=3):
            cells = [tuple(p[k] + i * d[k] for k in range(3)) for i in range(3)]
            if all(0 <= v <= 2 for c in cells for v in c):
                out.append(tuple(9 * x + 3 * y + z for x, y, z in cells))
    return tuple(out)


LINES_3D = _make_lines_3d()


def lines(grid: str = "2d") -> tuple[tuple[int, int, int], ...]:
    """The lines as cell-index triples: 2d cells are ``3*row + col`` (row-major; rows, columns,
    diagonal, anti-diagonal); 3d cells are ``9x + 3y + z`` (27 axis lines, 18 face diagonals,
    4 space diagonals)."""
    if grid == "2d":
        return LINES_2D
    if grid == "3d":
        return LINES_3D
    raise OptionError(f"option 'grid' cannot be {grid!r}; allowed: 2d, 3d")


def _lines_for(n_cells: int) -> tuple[tuple[int, int, int], ...]:
    if n_cells == 9:
        return LINES_2D
    if n_cells == 27:
        return LINES_3D
    raise ValueError(f"a grid has 9 cards (2d) or 27 cards (3d), not {n_cells}")


def grid_codes(grid: Sequence[Card], a23: str = "low") -> list[int]:
    """Integer keys of the grid's lines in ``lines()`` order (same order as line_key)."""
    v = A23_CODE[check_a23(a23)]
    return [line_code(grid[a], grid[b], grid[c], v) for a, b, c in _lines_for(len(grid))]


def line_keys(grid: Sequence[Card], a23: str = "low") -> tuple[tuple, ...]:
    """The J-10 key of every line of the grid, in ``lines()`` order (for labelling rows,
    columns and diagonals while arranging)."""
    return tuple(_code_to_key(c) for c in grid_codes(grid, a23))


def grid_vector(grid: Sequence[Card], a23: str = "low") -> tuple:
    """The grid's line keys sorted strongest first (L1, L2, ...), as J-10 tuples."""
    return tuple(_code_to_key(c) for c in sorted(grid_codes(grid, a23), reverse=True))


def grid_lines(grid: Sequence[Card], a23: str = "low") -> tuple[tuple[tuple, tuple[int, int, int]], ...]:
    """(key, cell triple) for every line of the grid, strongest first; equal keys keep the
    order of ``lines()``. Position i of a deal compares the i-th entries."""
    cl = _lines_for(len(grid))
    codes = grid_codes(grid, a23)
    order = sorted(range(len(cl)), key=lambda i: -codes[i])
    return tuple((_code_to_key(codes[i]), cl[i]) for i in order)


# ----------------------------------------------------------------------------- scoring


@dataclass(frozen=True)
class PositionResult:
    """Position ``index`` (0-based: L1 is index 0) of a deal: each player's key there, the
    line (cell triple) that produced it, and the sole winner (None when the best is shared)."""

    index: int
    keys: tuple[tuple, ...]
    cells: tuple[tuple[int, int, int], ...]
    winner: int | None


@dataclass(frozen=True)
class DealResult:
    """A revealed deal. ``grids`` every player's arrangement; ``positions`` the all-player
    position comparison (for the reveal); ``position_wins`` per player (positional: positions
    won; round_robin: positions won over all pairings); ``pairing_scores`` (round_robin only:
    1 per pairing won, 1/2 per pairing drawn); ``winners`` the seats taking the deal (several
    when shared); ``points`` the match points of this deal (J-14)."""

    grids: tuple[tuple[Card, ...], ...]
    positions: tuple[PositionResult, ...]
    position_wins: tuple[int, ...]
    pairing_scores: tuple[float, ...] | None
    winners: tuple[int, ...]
    points: tuple[float, ...]
    compare: str

    @property
    def shared(self) -> bool:
        return len(self.winners) != 1


def _check_grids(grids: Sequence[Sequence[Card]]) -> int:
    if len(grids) < 2:
        raise ValueError("a deal needs at least 2 grids")
    n = len(grids[0])
    _lines_for(n)
    if any(len(g) != n for g in grids):
        raise ValueError("all grids of a deal have the same size")
    return n


def _sorted_codes(grids, a23: str) -> list[list[int]]:
    return [sorted(grid_codes(g, a23), reverse=True) for g in grids]


def _positional_wins(vecs: Sequence[Sequence[int]]) -> list[int]:
    wins = [0] * len(vecs)
    for col in zip(*vecs):
        top = max(col)
        if col.count(top) == 1:
            wins[col.index(top)] += 1
    return wins


def round_robin(vecs: Sequence[Sequence[int]]) -> tuple[list[float], list[int]]:
    """Every pair of sorted code vectors played as a two-player deal (J-13): (pairing
    scores, 1 a pairing won and 1/2 a tied one; positions won over all pairings)."""
    n = len(vecs)
    totals = [0] * n
    scores = [0.0] * n
    for i in range(n):
        for j in range(i + 1, n):
            wi = wj = 0
            for a, b in zip(vecs[i], vecs[j]):
                if a > b:
                    wi += 1
                elif b > a:
                    wj += 1
            totals[i] += wi
            totals[j] += wj
            if wi > wj:
                scores[i] += 1
            elif wj > wi:
                scores[j] += 1
            else:
                scores[i] += 0.5
                scores[j] += 0.5
    return scores, totals


def _deal_winners(vecs: Sequence[Sequence[int]], compare: str) -> tuple[tuple[int, ...], list[int], list[float] | None]:
    """(winners, position wins, pairing scores) for sorted code vectors (J-12, J-13)."""
    n = len(vecs)
    if compare == "positional":
        wins = _positional_wins(vecs)
        best = max(wins)
        return tuple(i for i in range(n) if wins[i] == best), wins, None
    if compare != "round_robin":
        raise OptionError(f"option 'compare' cannot be {compare!r}; allowed: positional, round_robin")
    scores, totals = round_robin(vecs)
    top = max(scores)
    tied = [i for i in range(n) if scores[i] == top]
    if len(tied) > 1:
        tb = max(totals[i] for i in tied)
        tied = [i for i in tied if totals[i] == tb]
    return tuple(tied), totals, scores


def compare_vectors(vectors: Sequence[Sequence], compare: str = "positional") -> tuple[tuple[int, ...], tuple[int, ...], tuple[float, ...] | None]:
    """Compare players' key vectors position by position, as given (L1 first): returns
    (deal winners, position wins, pairing scores or None) under J-12 or J-13."""
    winners, wins, scores = _deal_winners([list(v) for v in vectors], compare)
    return winners, tuple(wins), tuple(scores) if scores is not None else None


def score_deal(grids: Sequence[Sequence[Card]], a23: str = "low", compare: str = "positional") -> tuple[int, ...]:
    """The number of positions each player won (J-11, J-12). Grids are 9 cards in row-major
    order (or 27 in x, y, z order). With ``compare="round_robin"`` it is each player's
    positions won summed over all pairings (J-13's tie-break); ``deal_result`` says who took
    the deal."""
    _check_grids(grids)
    _, wins, _ = _deal_winners(_sorted_codes(grids, a23), compare)
    return tuple(wins)


def compare_positions(grids: Sequence[Sequence[Card]], a23: str = "low") -> tuple[PositionResult, ...]:
    """Per-position detail for an animated reveal: for each position i, every player's i-th
    key and the line that produced it, and the sole winner or None (J-11, J-12)."""
    _check_grids(grids)
    per = [grid_lines(g, a23) for g in grids]
    out = []
    for i in range(len(per[0])):
        keys = tuple(p[i][0] for p in per)
        cells = tuple(p[i][1] for p in per)
        top = max(keys)
        winner = keys.index(top) if keys.count(top) == 1 else None
        out.append(PositionResult(i, keys, cells, winner))
    return tuple(out)


def deal_points(winners: Sequence[int], players: int) -> tuple[float, ...]:
    """J-14: a sole winner scores 1; each player sharing a deal scores 1/2."""
    pts = 1.0 if len(winners) == 1 else 0.5
    return tuple(pts if s in winners else 0.0 for s in range(players))


def deal_result(grids: Sequence[Sequence[Card]], a23: str = "low", compare: str = "positional") -> DealResult:
    """The full result of a revealed deal (J-11 to J-14)."""
    _check_grids(grids)
    winners, wins, scores = _deal_winners(_sorted_codes(grids, a23), compare)
    return DealResult(
        grids=tuple(tuple(g) for g in grids),
        positions=compare_positions(grids, a23),
        position_wins=tuple(wins),
        pairing_scores=tuple(scores) if scores is not None else None,
        winners=winners,
        points=deal_points(winners, len(grids)),
        compare=compare,
    )


def match_table(history: Sequence[DealResult]) -> tuple[tuple[float, ...], ...]:
    """Match points per deal, one row per deal, one column per player (J-14); the totals
    are ``match_points``."""
    return tuple(d.points for d in history)


def match_points(history: Sequence[DealResult], players: int) -> tuple[float, ...]:
    """Match totals per player (J-14)."""
    tot = [0.0] * players
    for d in history:
        for s, p in enumerate(d.points):
            tot[s] += p
    return tuple(tot)


# ----------------------------------------------------------------------------- the game


@dataclass(frozen=True)
class Arrange(Move):
    """Commit an arrangement: the seat's own cards in grid order (J-4)."""

    cards: tuple[Card, ...]


MOVE_CLASSES = (Arrange,)


@dataclass(frozen=True)
class State:
    seed: int
    players: int
    options: tuple[tuple[str, Any], ...]
    deal_seeds: tuple[int, ...]
    deal: int  # index of the deal being arranged; == deals when the match is over
    hands: tuple[tuple[Card, ...], ...]  # this deal's hands in dealt order (empty when over)
    grids: tuple[tuple[Card, ...] | None, ...]  # committed arrangements of this deal
    history: tuple[DealResult, ...]

    def option(self, name: str) -> Any:
        return dict(self.options)[name]


@dataclass(frozen=True)
class View:
    """What one seat may see. ``hand``: this seat's cards of the current deal (None for a
    spectator or when the match is over); ``my_grid``: its committed arrangement or None;
    ``committed``: who has committed (never what); ``hand_sizes``: cards held by each seat;
    ``history``: every revealed deal, all grids and results; ``match_points``: totals;
    ``legal``: this seat's legal moves when it is to move (one Arrange: see legal_moves)."""

    seat: int | None
    players: int
    options: tuple[tuple[str, Any], ...]
    deal: int
    deals: int
    hand: tuple[Card, ...] | None
    my_grid: tuple[Card, ...] | None
    committed: tuple[bool, ...]
    hand_sizes: tuple[int, ...]
    to_move: int | None
    history: tuple[DealResult, ...]
    match_points: tuple[float, ...]
    over: bool
    legal: tuple[Move, ...] = ()  # this seat's legal moves (empty unless it is to move)

    def option(self, name: str) -> Any:
        return dict(self.options)[name]

    @property
    def last_deal(self) -> DealResult | None:
        return self.history[-1] if self.history else None


def cards_per_player(grid: str) -> int:
    return 27 if grid == "3d" else 9


def decks_needed(players: int, grid: str = "2d", decks: str = "shared") -> int:
    """J-2 / J-15: the shoe for ``decks=shared`` (1 with ``per_player``: one deck each)."""
    if decks == "per_player":
        return 1
    return math.ceil(cards_per_player(grid) * players / 52)


def deal_hands(deal_seed: int, players: int, options: Mapping[str, Any]) -> tuple[tuple[Card, ...], ...]:
    """One deal from its seed: shared shoe dealt one card at a time clockwise from seat 0, or
    a fresh shuffled deck per seat (J-2, J-3, J-15)."""
    rng = rng_for(deal_seed)
    size = cards_per_player(options["grid"])
    if options["decks"] == "per_player":
        out = []
        for _ in range(players):
            deck = shoe(1)
            rng.shuffle(deck)
            out.append(tuple(deck[:size]))
        return tuple(out)
    pile = shoe(decks_needed(players, options["grid"]))
    rng.shuffle(pile)
    return tuple(tuple(pile[s:players * size:players]) for s in range(players))


def arrangement_refusal(hand: Sequence[Card], cards: Any, grid: str = "2d") -> tuple[str, str, dict] | None:
    """Why ``cards`` is not a legal arrangement of ``hand`` as facts: (the English sentence
    with named placeholders, marked for the catalogues; the rule; the facts that fill it),
    None when it is legal."""
    size = cards_per_player(grid)
    rule = "J-15" if grid == "3d" else "J-4"
    if not isinstance(cards, (tuple, list)) or not all(isinstance(c, Card) for c in cards):
        return N_("an arrangement is a list of your cards, one per cell"), rule, {}
    if len(cards) != size:
        # TRANSLATORS: {size} is 9 or 27 (the grid's cells), {count} the cards given
        return N_("an arrangement has exactly {size} cards, one per cell, not {count}"), rule, \
            {"size": size, "count": len(cards)}
    have = Counter(hand)
    got = Counter(cards)
    for c, n in got.items():
        if have[c] == 0:
            # TRANSLATORS: {card} is a card (like 10♣)
            return N_("{card} is not one of your cards"), rule, {"card": c}
        if n > have[c]:
            # TRANSLATORS: {card} is a card (like 10♣), {count} how often the arrangement has it, {have} how often the hand does
            return N_("{card} is in the arrangement more often than in your hand ({count} against {have})"), rule, \
                {"card": c, "count": n, "have": have[c]}
    return None


def arrangement_problem(hand: Sequence[Card], cards: Any, grid: str = "2d") -> str | None:
    """Why ``cards`` is not a legal arrangement of ``hand``, in English with its rule (None
    when it is legal)."""
    refusal = arrangement_refusal(hand, cards, grid)
    if refusal is None:
        return None
    return str(IllegalMoveError(refusal[0], refusal[1], **refusal[2]))


class JammatGame:
    info = INFO

    # --- set-up
    def new_game(self, seed: int, players: int, options: Mapping[str, Any] | None = None) -> State:
        self.info.check_players(players)
        opts = self.info.resolve_options(options)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise OptionError(f"a seed is a whole number, not {seed!r}")
        master = rng_for(seed)
        deal_seeds = tuple(master.getrandbits(64) for _ in range(opts["deals"]))
        hands = deal_hands(deal_seeds[0], players, opts)
        return State(
            seed=seed, players=players, options=tuple(opts.items()), deal_seeds=deal_seeds,
            deal=0, hands=hands, grids=(None,) * players, history=(),
        )

    # --- turn
    def to_move(self, state: State) -> int | None:
        if state.deal >= len(state.deal_seeds):
            return None
        for s, g in enumerate(state.grids):
            if g is None:
                return s
        return None  # not reached: a full round of commits is scored at once

    def legal_moves(self, state: State) -> tuple[Move, ...]:
        """One move: the seat's cards in dealt order. Every permutation of them is equally
        legal (arrangements are too many to list); ``apply`` accepts any."""
        seat = self.to_move(state)
        if seat is None:
            return ()
        return (Arrange(state.hands[seat]),)

    def apply(self, state: State, move: Move) -> State:
        seat = self.to_move(state)
        if seat is None:
            raise IllegalMoveError(N_("the match is over; there is nothing left to arrange"), "J-14")
        if not isinstance(move, Arrange):
            raise IllegalMoveError(N_("the only move in Jammat is committing an arrangement of your cards"), "J-4")
        grid = state.option("grid")
        refusal = arrangement_refusal(state.hands[seat], move.cards, grid)
        if refusal is not None:
            template, rule, facts = refusal
            raise IllegalMoveError(template, rule, **facts)
        grids = list(state.grids)
        grids[seat] = tuple(move.cards)
        if any(g is None for g in grids):
            return State(state.seed, state.players, state.options, state.deal_seeds, state.deal,
                               state.hands, tuple(grids), state.history)
        result = deal_result(grids, state.option("a23"), state.option("compare"))
        history = state.history + (result,)
        nxt = state.deal + 1
        if nxt < len(state.deal_seeds):
            hands = deal_hands(state.deal_seeds[nxt], state.players, dict(state.options))
            return State(state.seed, state.players, state.options, state.deal_seeds, nxt,
                               hands, (None,) * state.players, history)
        return State(state.seed, state.players, state.options, state.deal_seeds, nxt,
                           (), (None,) * state.players, history)

    # --- what a move shows
    def reveals(self, state: State, move: Move, seat: int, after: State | None = None) -> str:
        """What ``move`` shows ``seat`` that it could not see before, in words for people,
        or "" when nothing: the hand of the next deal, dealt once everyone has arranged. The
        other players' grids shown then are their own cards, and are not counted."""
        new = self.apply(state, move) if after is None else after
        if new.deal != state.deal and new.deal < len(new.deal_seeds):
            return "your next hand"
        return ""

    # --- information
    def view(self, state: State, seat: int | None) -> View:
        if seat is not None and not 0 <= seat < state.players:
            raise ValueError(f"no seat {seat} in a {state.players}-player game")
        over = state.deal >= len(state.deal_seeds)
        size = cards_per_player(state.option("grid"))
        to_move = self.to_move(state)
        return View(
            seat=seat,
            players=state.players,
            options=state.options,
            deal=state.deal,
            deals=len(state.deal_seeds),
            hand=None if over or seat is None else state.hands[seat],
            my_grid=None if over or seat is None else state.grids[seat],
            committed=tuple(g is not None for g in state.grids),
            hand_sizes=(0,) * state.players if over else (size,) * state.players,
            to_move=to_move,
            history=state.history,
            match_points=match_points(state.history, state.players),
            over=over,
            legal=(Arrange(state.hands[seat]),) if seat is not None and seat == to_move else (),
        )

    def hidden_from(self, state: State, seat: int | None) -> Counter[Card]:
        """The other seats' hands of the deal in play (the grids of the deals revealed are
        everyone's to see, and may hold copies of them)."""
        from app.rules.game import hidden_cards

        hidden: Counter[Card] = Counter()
        seen: Counter[Card] = Counter()
        if state.deal < len(state.deal_seeds):
            for s, hand in enumerate(state.hands):
                (seen if s == seat else hidden).update(hand)
        for d in state.history:
            for g in d.grids:
                seen.update(g)
        return hidden_cards(hidden, seen)

    def secrets(self, state: State, seat: int | None) -> Secrets:
        """Nothing but cards (``hidden_from``)."""
        from app.rules.game import Secrets

        return Secrets()

    def listed_as(self, state: State, move: Move) -> Move:
        """The listed move ``move`` stands for: an arrangement of the hand of the seat to move,
        its cards in any order, is the one ``legal_moves`` lists (J-4)."""
        seat = self.to_move(state)
        if seat is not None and isinstance(move, Arrange) and Counter(move.cards) == Counter(state.hands[seat]):
            return Arrange(state.hands[seat])
        return move

    phases = ("first deal", "later deals", "over")

    def phase_of(self, view: View) -> str:
        return "over" if view.over else "first deal" if view.deal == 0 else "later deals"

    def outcome(self, state: State) -> Outcome | None:
        if state.deal < len(state.deal_seeds):
            return None
        pts = match_points(state.history, state.players)
        top = max(pts)
        winners = tuple(s for s in range(state.players) if pts[s] == top)
        n = len(state.history)
        details = tuple(
            {
                "deals_won": sum(1 for d in state.history if d.winners == (s,)) / n,
                "deals_shared": sum(1 for d in state.history if len(d.winners) > 1 and s in d.winners) / n,
                "positions_won": sum(d.position_wins[s] for d in state.history) / n,
            }
            for s in range(state.players)
        )
        # reason "match points" (the scores); facts: "deals" played
        return Outcome(winners=winners, scores=pts, draw=len(winners) > 1, higher_is_better=True,
                       details=details, reason="match points", facts=(("deals", n),))

    def determinize(self, view: View, rng: random.Random) -> State:
        """A full state consistent with ``view``: other seats' hands drawn from the cards this
        seat has not seen (the shared shoe minus its own hand, or a fresh deck each), their
        committed grids set to those hands as drawn, future deals from fresh seeds."""
        opts = dict(view.options)
        deals = view.deals
        seeds = tuple(rng.getrandbits(64) for _ in range(deals))
        if view.over:
            return State(rng.getrandbits(32), view.players, view.options, seeds, view.deal, (),
                               (None,) * view.players, view.history)
        size = cards_per_player(opts["grid"])
        hands: list[tuple[Card, ...] | None] = [None] * view.players
        if view.seat is not None:
            hands[view.seat] = view.hand
        if opts["decks"] == "per_player":
            for s in range(view.players):
                if hands[s] is None:
                    deck = shoe(1)
                    rng.shuffle(deck)
                    hands[s] = tuple(deck[:size])
        else:
            pool = Counter(shoe(decks_needed(view.players, opts["grid"])))
            if view.hand:
                pool.subtract(view.hand)
            unseen = sorted(pool.elements(), key=lambda c: c.code)
            rng.shuffle(unseen)
            k = 0
            for s in range(view.players):
                if hands[s] is None:
                    hands[s] = tuple(unseen[k:k + size])
                    k += size
        grids = []
        for s in range(view.players):
            if not view.committed[s]:
                grids.append(None)
            elif s == view.seat:
                grids.append(view.my_grid)
            else:
                grids.append(hands[s])
        return State(rng.getrandbits(32), view.players, view.options, seeds, view.deal,
                           tuple(hands), tuple(grids), view.history)

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        return move_from_json(data, MOVE_CLASSES)

    def move_facts(self, view: View, move: Move) -> MoveFacts:
        """``move`` as facts (the words are the presenter's): an Arrange is "arrange", its
        cards the top row (the first three; none for a smaller arrangement); a cube's (27
        cards) has ``grid="3d"`` too, its cards the top row of its first layer."""
        if isinstance(move, Arrange):
            if len(move.cards) == cards_per_player("3d"):
                return MoveFacts.of("arrange", mover(view), move.cards[:3], grid="3d")
            return MoveFacts.of("arrange", mover(view), move.cards[:3] if len(move.cards) >= 3 else ())
        raise ValueError(f"{move!r} is not a Jammat move")


GAME = JammatGame()

__all__ = [
    "GAME", "INFO", "Arrange", "State", "View", "A23_CODE", "line_code", "check_a23", "DealResult", "PositionResult",
    "line_key", "line_keys", "describe_key", "lines", "grid_lines", "grid_vector",
    "score_deal", "compare_vectors", "compare_positions", "deal_result", "match_table", "match_points",
    "arrangement_problem", "arrangement_refusal", "deal_hands", "decks_needed",
    "LINES_2D", "LINES_3D", "LINE_NAMES_2D",
]
