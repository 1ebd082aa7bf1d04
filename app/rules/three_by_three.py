"""Three By Three, a patience for one to eight players (RULES.md section 2, TBT-1 to TBT-19).

Layout. The nine piles are numbered 0..8 in deal order ``TL T TR / L C R / BL B BR``
(``PILES``). Corners (TL, TR, BL, BR) only hold face-up cards; edges (T, L, R, B) and the
centre C only hold face-down cards (TBT-3).

A table is a deck order plus positions: every pile is a tuple of *deck positions* (0..53,
bottom to top), so ``deck[pos]`` is the card. Position ``9*(r-1)+i`` is dealt in round r to
pile i (TBT-5); ``table_from_deck(deck)`` deals an explicit order.

Several players (TBT-19). A ``State`` holds one ``Table`` per seat. The tables are played one
after another: ``to_move`` is the seat of the first unfinished table, so seat 0 plays its
whole game, then seat 1, and so on (on one screen this is pass-and-play; with no interaction
between tables the order changes nothing). With ``same_shuffle=on`` every table gets the same
deck order. A seat's view shows its own table only, and of the others just their round,
face-down count and, when finished, their score (with ``same_shuffle=on`` a finished table
would give the deck away).

Moves: ``Edge(edge)``, ``Centre()``, ``Joker(corner, pile)``, ``Place(corner)``, with piles
named by text (``"T"``, ``"TL"``...). Round ends and the next deals happen inside ``apply``
(TBT-17, TBT-18): after every move the table is advanced until a play is legal or round 6 is
over. A new table is advanced the same way, so it can start in a later round (TBT-T6).

Undo (Felt's own design for a solitaire). Every table keeps its move list (``moves``) and the
table before its last move (``prev``, not part of equality). ``undo(state, n=1, seat=None)``
takes back the last ``n`` moves of one table (default: the table to move, or the last table
once the game is over) and returns exactly the earlier table object. Undo is a function, not
a Move, so agents and the simulator never see it among the legal moves; the save format
stays ``seed + options + moves`` (``all_moves(state)`` lists them in replay order, and
``app.rules.game.replay`` rebuilds a state from them).

The exact solver (``best_score``, ``solve_table``) lives beside these rules in
app.rules.three_by_three_solver, which imports this module; the rules never need it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Sequence

from app.rules.cards import DECK, JOKERS, Card, rng_for
from app.i18n import N_
from app.rules.game import GameInfo, IllegalMoveError, Move, MoveFacts, Option, OptionError, Outcome, mover
from app.rules.game import move_from_json as _move_from_json

# ----------------------------------------------------------------------------- layout

PILES = ("TL", "T", "TR", "L", "C", "R", "BL", "B", "BR")
PILE_INDEX = {name: i for i, name in enumerate(PILES)}
CORNERS = (0, 2, 6, 8)  # TL TR BL BR
DOWN_PILES = (1, 3, 4, 5, 7)  # T L C R B: face-down piles, in deal order
EDGES = {1: (0, 2), 3: (0, 6), 5: (2, 8), 7: (6, 8)}  # edge pile -> its two corners
CENTRE = 4
DIAGONALS = ((0, 8), (2, 6))
ROUNDS = 6
FULL_DECK: tuple[Card, ...] = DECK + JOKERS  # 54 cards (TBT-1)
FACE_DOWN_TOTAL = 30  # 5 face-down cards a round, 6 rounds (TBT-18)

# the piles as a player reads them (never the codes above)
PILE_WORDS = {
    "TL": N_("the top-left corner"), "T": N_("the top pile"), "TR": N_("the top-right corner"),
    "L": N_("the left pile"), "C": N_("the centre pile"), "R": N_("the right pile"),
    "BL": N_("the bottom-left corner"), "B": N_("the bottom pile"), "BR": N_("the bottom-right corner"),
}
ANY_CORNER = N_("any corner")  # all four corners, as piles_words says them
THE_JOKER = N_("the joker")  # either joker, as card_words says it


def pile_words(pile: str | int) -> str:
    """A pile (its code or index) as a player reads it in English: "the bottom-right corner"
    (the presenter gives it in the player's language)."""
    return PILE_WORDS[PILES[pile] if isinstance(pile, int) else pile]


def piles_words(piles: Sequence[str | int], joiner: str = "or") -> str:
    """Several piles in English words: "the top-left corner or the top-right corner"; all
    four corners are "any corner"."""
    names = [PILES[p] if isinstance(p, int) else p for p in piles]
    if joiner == "or" and sorted(names) == sorted(PILES[c] for c in CORNERS):
        return ANY_CORNER
    words = [pile_words(n) for n in names]
    if len(words) <= 2:
        return f" {joiner} ".join(words)
    return ", ".join(words[:-1]) + f" {joiner} " + words[-1]


class Piles(str):
    """One pile or several, as a refusal's fact: their codes with spaces between ("TL TR");
    ``label`` is their English words (the reason's English sentence), and the presenter
    words them in the player's language."""

    @classmethod
    def of(cls, piles: Sequence[str | int] | str | int) -> "Piles":
        if isinstance(piles, (str, int)):
            piles = (piles,)
        return cls(" ".join(PILES[p] if isinstance(p, int) else p for p in piles))

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(self.split())

    @property
    def label(self) -> str:
        return piles_words(self.codes)


def card_words(card: Card) -> str:
    """A card as a player reads it here in English: "7♥"; a joker is "the joker" (the two
    jokers play alike: their numbers mean nothing at this table)."""
    return THE_JOKER if card.is_joker else card.label


JOKER_CREDIT = ("lost", "kept")
SAME_SHUFFLE = ("on", "off")

INFO = GameInfo(
    id="three_by_three",
    options=(
        Option("joker_credit", "lost", JOKER_CREDIT,
               help=N_("a joker covered before its free play is used: the free play is Lost, or Kept for later"),
               label=N_("Covered joker's free play"),
               value_labels={"lost": N_("Lost"), "kept": N_("Kept for later")}),
        Option("same_shuffle", "on", SAME_SHUFFLE,
               help=N_("with several players, every table gets the same deck order"),
               label=N_("Same shuffle for every table"),
               value_labels={"on": N_("Yes"), "off": N_("No")}),
    ),
)

# ----------------------------------------------------------------------------- moves


@dataclass(frozen=True)
class Edge(Move):
    """EDGE(e): turn up the top card of edge pile ``e`` (T, L, R or B) (TBT-7, TBT-11)."""

    edge: str


@dataclass(frozen=True)
class Centre(Move):
    """CENTRE: turn up the top card of C (TBT-8, TBT-12)."""


@dataclass(frozen=True)
class Joker(Move):
    """JOKER(j, p): the free play of corner ``corner``: the top card of ``pile`` goes face up
    onto that corner (TBT-9, TBT-13)."""

    corner: str
    pile: str


@dataclass(frozen=True)
class Place(Move):
    """PLACE(d): put the pending card on corner ``corner`` (TBT-11, TBT-12)."""

    corner: str


MOVE_CLASSES = (Edge, Centre, Joker, Place)

# ----------------------------------------------------------------------------- table


@dataclass(frozen=True)
class Table:
    """One player's table. ``piles[i]`` are deck positions bottom to top; ``pending`` is the
    deck position of a turned-up card waiting for PLACE, ``allowed`` its corners (pile
    indices); ``credit`` counts kept free plays per corner TL, TR, BL, BR (TBT-16, ``kept``
    only); ``over`` is True once round 6 has no legal play left."""

    deck: tuple[Card, ...]
    round: int
    piles: tuple[tuple[int, ...], ...]
    pending: int | None = None
    allowed: tuple[int, ...] = ()
    credit: tuple[int, int, int, int] = (0, 0, 0, 0)
    over: bool = False
    moves: tuple[Move, ...] = ()
    prev: "Table | None" = field(default=None, compare=False, repr=False)

    def card(self, pos: int) -> Card:
        return self.deck[pos]

    def top(self, pile: int) -> Card | None:
        p = self.piles[pile]
        return self.deck[p[-1]] if p else None

    @property
    def face_down(self) -> int:
        """Face-down cards on the table now (the score once the game is over, TBT-18)."""
        return sum(len(self.piles[i]) for i in DOWN_PILES)

    @property
    def score(self) -> int:
        return self.face_down


def _shows(table: Table, corner: int) -> str | None:
    """TBT-6: the suit on top of ``corner``, None for a joker (or an empty corner)."""
    c = table.top(corner)
    return None if c is None or c.is_joker else c.suit


def _corner_slot(corner: int) -> int:
    return CORNERS.index(corner)


def _has_free_play(table: Table, corner: int, kept: bool) -> bool:
    c = table.top(corner)
    if c is not None and c.is_joker:
        return True
    return kept and table.credit[_corner_slot(corner)] > 0


def _edge_ok(table: Table, e: int) -> bool:
    a, b = EDGES[e]
    s = _shows(table, a)
    return bool(table.piles[e]) and s is not None and s == _shows(table, b)


def _centre_ok(table: Table) -> bool:
    if not table.piles[CENTRE]:
        return False
    for a, b in DIAGONALS:
        s = _shows(table, a)
        if s is not None and s == _shows(table, b):
            return True
    return False


def table_legal_moves(table: Table, joker_credit: str = "lost") -> tuple[Move, ...]:
    """Every legal move of ``table`` in a fixed order: PLACE while a card is pending
    (TBT-10), else EDGE T L R B, CENTRE, then JOKER by corner and pile."""
    if table.over:
        return ()
    if table.pending is not None:
        return tuple(Place(PILES[c]) for c in table.allowed)
    kept = joker_credit == "kept"
    out: list[Move] = []
    for e in (1, 3, 5, 7):
        if _edge_ok(table, e):
            out.append(Edge(PILES[e]))
    if _centre_ok(table):
        out.append(Centre())
    for j in CORNERS:
        if _has_free_play(table, j, kept):
            for p in DOWN_PILES:
                if table.piles[p]:
                    out.append(Joker(PILES[j], PILES[p]))
    return tuple(out)


def _any_play(table: Table, kept: bool) -> bool:
    if any(_edge_ok(table, e) for e in (1, 3, 5, 7)) or _centre_ok(table):
        return True
    if any(table.piles[p] for p in DOWN_PILES):
        return any(_has_free_play(table, j, kept) for j in CORNERS)
    return False


def _deal(table: Table, kept: bool) -> Table:
    """TBT-5: DEAL(round+1); visible jokers covered by it become credits with ``kept``
    (TBT-16)."""
    r = table.round + 1
    credit = table.credit
    if kept and table.round >= 1:
        credit = tuple(
            n + (1 if (table.top(c) is not None and table.top(c).is_joker) else 0)
            for n, c in zip(credit, CORNERS)
        )
    base = 9 * (r - 1)
    piles = tuple(p + (base + i,) for i, p in enumerate(table.piles))
    return replace(table, round=r, piles=piles, credit=credit)


def _advance(table: Table, kept: bool) -> Table:
    """TBT-17/18: while nothing is pending and no play is legal, end the round: deal the next
    one, or end the game after round 6."""
    if table.pending is not None:
        return table
    while not _any_play(table, kept):
        if table.round >= ROUNDS:
            return replace(table, over=True)
        table = _deal(table, kept)
    return table


_SORTED_DECK = sorted(FULL_DECK)


def parse_deck(deck: Sequence[Card | str]) -> tuple[Card, ...]:
    """A deck order as cards (text like ``"QS"`` or ``"X1"`` is parsed), or ValueError
    unless it is the 54 cards each once (TBT-1)."""
    d = tuple(c if isinstance(c, Card) else Card.parse(c) for c in deck)
    if len(d) != 54 or sorted(d) != _SORTED_DECK:
        raise ValueError("a Three By Three deck is the 52 cards plus X1 and X2, each once (TBT-1)")
    return d


def table_from_deck(deck: Sequence[Card | str], joker_credit: str = "lost") -> Table:
    """A new table dealt from an explicit deck order (54 cards, position 9*(r-1)+i goes to
    pile i in round r), already advanced to its first legal play."""
    d = parse_deck(deck)
    if joker_credit not in JOKER_CREDIT:
        raise OptionError(f"option 'joker_credit' cannot be {joker_credit!r}; allowed: lost, kept")
    t = Table(deck=d, round=0, piles=((),) * 9)
    return _advance(_deal(t, joker_credit == "kept"), joker_credit == "kept")


def _pile_arg(name: Any, allowed: Sequence[int], why: str, rule: str) -> int:
    """The index of pile ``name`` if it is one of ``allowed``; else IllegalMoveError saying
    ``why`` (a template marked with N_: ``{pile}`` the pile named, ``{allowed}`` the allowed
    piles)."""
    i = PILE_INDEX.get(name) if isinstance(name, str) else None
    if i is None:
        # TRANSLATORS: {name}: what was given as a pile's name
        raise IllegalMoveError(N_("there is no pile called {name} on this table"), rule, name=repr(name))
    if i not in allowed:
        raise IllegalMoveError(why, rule, pile=Piles.of(i), allowed=Piles.of(allowed))
    return i


def _cover(table: Table, corner: int, pos: int, kept: bool, from_free_play: bool) -> tuple:
    """Put deck position ``pos`` face up on ``corner``; returns (piles, credit)."""
    credit = table.credit
    top = table.top(corner)
    if kept and not from_free_play and top is not None and top.is_joker:
        slot = _corner_slot(corner)
        credit = credit[:slot] + (credit[slot] + 1,) + credit[slot + 1:]
    piles = table.piles[:corner] + (table.piles[corner] + (pos,),) + table.piles[corner + 1:]
    return piles, credit


def table_apply(table: Table, move: Move, joker_credit: str = "lost") -> Table:
    """The table after ``move`` (advanced past any round end), or IllegalMoveError."""
    kept = joker_credit == "kept"
    if table.over:
        raise IllegalMoveError(N_("this table's game is over"), "TBT-18")
    if not isinstance(move, Move):
        raise IllegalMoveError(
            # TRANSLATORS: {move}: what was given as a move
            N_("not a move: {move}"), move=repr(move))
    if table.pending is not None:
        if not isinstance(move, Place):
            raise IllegalMoveError(
                # TRANSLATORS: {allowed}: the corners the card may go on ("the top-left corner or the top-right corner")
                N_("a turned-up card is waiting: place it on {allowed} first"), "TBT-10",
                allowed=Piles.of(table.allowed))
        # TRANSLATORS: {pile}: the corner chosen; {allowed}: the corners the card may go on
        d = _pile_arg(move.corner, table.allowed, N_("not {pile}: this card can only go on {allowed}"), "TBT-11")
        piles, credit = _cover(table, d, table.pending, kept, False)
        new = replace(table, piles=piles, credit=credit, pending=None, allowed=())
    elif isinstance(move, Place):
        raise IllegalMoveError(N_("no card is waiting to be placed"), "TBT-11")
    elif isinstance(move, Edge):
        # TRANSLATORS: {pile}: the pile chosen; {allowed}: the four edge piles
        e = _pile_arg(move.edge, (1, 3, 5, 7), N_("not {pile}: an edge card is turned up from {allowed}"), "TBT-7")
        a, b = EDGES[e]
        if not table.piles[e]:
            # TRANSLATORS: {pile}: a pile ("the top pile")
            raise IllegalMoveError(N_("{pile} has no face-down card left"), "TBT-7", pile=Piles.of(e))
        if not _edge_ok(table, e):
            raise IllegalMoveError(
                # TRANSLATORS: {pile}: an edge pile; {a}, {b}: the two corners at its ends
                N_("{pile} can be turned up only when {a} and {b} show the same suit (a joker matches nothing)"),
                "TBT-7", pile=Piles.of(e), a=Piles.of(a), b=Piles.of(b))
        pos = table.piles[e][-1]
        piles = table.piles[:e] + (table.piles[e][:-1],) + table.piles[e + 1:]
        new = replace(table, piles=piles, pending=pos, allowed=(a, b))
    elif isinstance(move, Centre):
        if not table.piles[CENTRE]:
            raise IllegalMoveError(N_("the centre pile has no face-down card left"), "TBT-8")
        if not _centre_ok(table):
            raise IllegalMoveError(
                N_("the centre pile can be turned up only when two opposite corners (top-left and "
                   "bottom-right, or top-right and bottom-left) show the same suit (a joker matches "
                   "nothing)"), "TBT-8")
        pos = table.piles[CENTRE][-1]
        piles = table.piles[:CENTRE] + (table.piles[CENTRE][:-1],) + table.piles[CENTRE + 1:]
        new = replace(table, piles=piles, pending=pos, allowed=CORNERS)
    elif isinstance(move, Joker):
        # TRANSLATORS: {pile}: the pile chosen
        j = _pile_arg(move.corner, CORNERS, N_("not {pile}: a free play goes onto a corner"), "TBT-9")
        # TRANSLATORS: {pile}: the pile chosen; {allowed}: the face-down piles
        p = _pile_arg(move.pile, DOWN_PILES, N_("not {pile}: a free play takes its card from {allowed}"), "TBT-9")
        top = table.top(j)
        using_joker = top is not None and top.is_joker
        slot = _corner_slot(j)
        if not using_joker and not (kept and table.credit[slot] > 0):
            raise IllegalMoveError(
                # TRANSLATORS: {pile}: a corner ("the top-left corner")
                N_("{pile} shows no joker and holds no kept free play") if kept else
                # TRANSLATORS: {pile}: a corner ("the top-left corner")
                N_("{pile} shows no joker"),
                "TBT-9", pile=Piles.of(j))
        if not table.piles[p]:
            # TRANSLATORS: {pile}: a pile ("the top pile")
            raise IllegalMoveError(N_("{pile} has no face-down card left"), "TBT-9", pile=Piles.of(p))
        pos = table.piles[p][-1]
        piles = table.piles[:p] + (table.piles[p][:-1],) + table.piles[p + 1:]
        credit = table.credit
        if not using_joker:
            credit = credit[:slot] + (credit[slot] - 1,) + credit[slot + 1:]
        piles = piles[:j] + (piles[j] + (pos,),) + piles[j + 1:]
        new = replace(table, piles=piles, credit=credit)
    else:
        raise IllegalMoveError(
            # TRANSLATORS: {move}: the name of what was given as a move
            N_("{move} is not a Three By Three move"), move=type(move).__name__)
    new = _advance(new, kept)
    return replace(new, moves=table.moves + (move,), prev=table)


def place_covers_unused_joker(table: Table, corner: str, joker_credit: str = "lost") -> bool:
    """TBT-16 warning for the UI: would PLACE on ``corner`` cover a visible joker whose free
    play is unused? (With ``kept`` the play becomes a credit; with ``lost`` it is gone.)"""
    if table.pending is None:
        return False
    i = PILE_INDEX.get(corner)
    if i is None or i not in table.allowed:
        return False
    top = table.top(i)
    return top is not None and top.is_joker


# ----------------------------------------------------------------------------- state


@dataclass(frozen=True)
class State:
    """The whole game: one table per seat, the options and the seed (None when dealt from an
    explicit deck)."""

    tables: tuple[Table, ...]
    joker_credit: str = "lost"
    same_shuffle: str = "on"
    seed: int | None = None


@dataclass(frozen=True)
class OtherTable:
    """What a seat sees of another player's table."""

    seat: int
    round: int
    face_down: int
    over: bool
    score: int | None  # final score once that table is over


@dataclass(frozen=True)
class View:
    """What one seat sees (C-4): its own table with face-down cards as backs.

    ``piles``: 9 tuples bottom to top; a corner pile lists its face-up cards, any other pile
    is ``None`` per face-down card. ``tops``: the top card of each corner (None elsewhere).
    ``face_down``: face-down count per pile. ``pending``/``allowed``: the turned-up card
    waiting for PLACE and the corner names it may go on. ``warn_corners``: the allowed
    corners where PLACE would cover a joker whose free play is unused (TBT-16).
    ``score``: face-down cards now (the final score once ``over``). ``seen``: for every deck
    position, the card if it has been seen face up (corners, turned cards), else None.
    ``legal``: the legal moves (empty unless this table is the one to move).
    ``undoable``: how many moves ``undo`` can take back on this table."""

    seat: int | None
    players: int
    round: int
    piles: tuple[tuple[Card | None, ...], ...]
    tops: tuple[Card | None, ...]
    face_down: tuple[int, ...]
    pending: Card | None
    allowed: tuple[str, ...]
    warn_corners: tuple[str, ...]
    credit: tuple[int, int, int, int]
    score: int
    stock: int
    over: bool
    to_move: bool
    legal: tuple[Move, ...]
    moves: tuple[Move, ...]
    undoable: int
    seen: tuple[Card | None, ...]
    joker_credit: str
    same_shuffle: str
    others: tuple[OtherTable, ...] = ()

    @property
    def final_score(self) -> int | None:
        return self.score if self.over else None


def _face_up(table: Table) -> set[int]:
    """The deck positions face up on a table: the corner piles and a card turned up."""
    up = {p for c in CORNERS for p in table.piles[c]}
    if table.pending is not None:
        up.add(table.pending)
    return up


def table_view(table: Table, seat: int | None = 0, players: int = 1,
               joker_credit: str = "lost", same_shuffle: str = "on",
               to_move: bool = True, others: tuple[OtherTable, ...] = ()) -> View:
    d = table.deck
    piles = tuple(
        tuple(d[p] for p in pile) if i in CORNERS else (None,) * len(pile)
        for i, pile in enumerate(table.piles)
    )
    tops = tuple(d[pile[-1]] if (i in CORNERS and pile) else None
                 for i, pile in enumerate(table.piles))
    seen: list[Card | None] = [None] * 54
    for c in CORNERS:
        for p in table.piles[c]:
            seen[p] = d[p]
    if table.pending is not None:
        seen[table.pending] = d[table.pending]
    warn = tuple(PILES[c] for c in table.allowed
                 if table.top(c) is not None and table.top(c).is_joker)
    return View(
        seat=seat, players=players, round=table.round, piles=piles, tops=tops,
        face_down=tuple(0 if i in CORNERS else len(p) for i, p in enumerate(table.piles)),
        pending=None if table.pending is None else d[table.pending],
        allowed=tuple(PILES[c] for c in table.allowed),
        warn_corners=warn if table.pending is not None else (),
        credit=table.credit, score=table.face_down, stock=54 - 9 * table.round,
        over=table.over, to_move=to_move and not table.over,
        legal=table_legal_moves(table, joker_credit) if to_move else (),
        moves=table.moves, undoable=len(table.moves), seen=tuple(seen),
        joker_credit=joker_credit, same_shuffle=same_shuffle, others=others,
    )


def table_from_view(view: View, rng: random.Random) -> Table:
    """A full table consistent with ``view``: the unseen cards shuffled into the face-down
    and undealt deck positions. The move list is copied; ``prev`` is not rebuilt."""
    seen = view.seen
    known = {c for c in seen if c is not None}
    unknown = [c for c in FULL_DECK if c not in known]
    rng.shuffle(unknown)
    it = iter(unknown)
    deck = tuple(c if c is not None else next(it) for c in seen)
    # Rebuild the positions: corner piles from the seen cards' positions, face-down piles
    # from the unseen positions dealt so far, in deal order per pile.
    pos_of = {c: i for i, c in enumerate(seen) if c is not None}
    piles = []
    for i in range(9):
        if i in CORNERS:
            piles.append(tuple(pos_of[c] for c in view.piles[i]))
        else:
            down = [9 * (r - 1) + i for r in range(1, view.round + 1) if seen[9 * (r - 1) + i] is None]
            if len(down) != view.face_down[i]:
                raise ValueError("view is inconsistent: face-down counts do not match")
            piles.append(tuple(down))
    return Table(
        deck=deck, round=view.round, piles=tuple(piles),
        pending=None if view.pending is None else pos_of[view.pending],
        allowed=tuple(PILE_INDEX[a] for a in view.allowed), credit=view.credit,
        over=view.over, moves=view.moves,
    )


def _stand_in(deck: tuple[Card, ...], other: OtherTable) -> Table:
    """A table showing what ``other`` shows: its round, face-down count and end. Every card
    dealt so far lies on the piles it was dealt to; the ones no longer face down are put on
    corner TL (a stand-in for a determinised state, not a position reached by play)."""
    down = [9 * (r - 1) + i for i in DOWN_PILES for r in range(1, other.round + 1)]
    keep = set(down[:other.face_down])
    piles = []
    for i in range(9):
        dealt = [9 * (r - 1) + i for r in range(1, other.round + 1)]
        piles.append([p for p in dealt if i in CORNERS or p in keep])
    piles[0] = sorted(piles[0] + [p for p in down if p not in keep])
    return Table(deck=deck, round=other.round, piles=tuple(tuple(p) for p in piles), over=other.over)


# ----------------------------------------------------------------------------- the game


class ThreeByThree:
    """The Game protocol for Three By Three (see the module docstring for several tables)."""

    info = INFO

    # -- creation
    def new_game(self, seed: int, players: int = 1, options: Mapping[str, Any] | None = None) -> State:
        self.info.check_players(players)
        opts = self.info.resolve_options(options)
        rng = rng_for(seed)
        decks = []
        for s in range(players):
            if s == 0 or opts["same_shuffle"] == "off":
                d = list(FULL_DECK)
                rng.shuffle(d)
                decks.append(tuple(d))
            else:
                decks.append(decks[0])
        return State(
            tables=tuple(table_from_deck(d, opts["joker_credit"]) for d in decks),
            joker_credit=opts["joker_credit"], same_shuffle=opts["same_shuffle"],
            seed=seed,
        )

    def from_deck(self, deck: Sequence[Card | str], players: int = 1,
                  options: Mapping[str, Any] | None = None) -> State:
        """A game dealt from an explicit deck order, the same for every table."""
        self.info.check_players(players)
        opts = self.info.resolve_options(options)
        t = table_from_deck(deck, opts["joker_credit"])
        return State(tables=(t,) * players, joker_credit=opts["joker_credit"],
                     same_shuffle=opts["same_shuffle"], seed=None)

    # -- protocol
    def to_move(self, state: State) -> int | None:
        for s, t in enumerate(state.tables):
            if not t.over:
                return s
        return None

    def legal_moves(self, state: State) -> tuple[Move, ...]:
        s = self.to_move(state)
        if s is None:
            return ()
        return table_legal_moves(state.tables[s], state.joker_credit)

    def apply(self, state: State, move: Move) -> State:
        s = self.to_move(state)
        if s is None:
            raise IllegalMoveError(N_("the game is over"), "TBT-18")
        t = table_apply(state.tables[s], move, state.joker_credit)
        return replace(state, tables=state.tables[:s] + (t,) + state.tables[s + 1:])

    def reveals(self, state: State, move: Move, seat: int, after: State | None = None) -> str:
        """What ``move`` shows ``seat`` that it could not see before, in words for people,
        or "" when nothing: a card turned up (an edge, the centre, a free play's card) or the
        face-up cards of a new round, on that seat's own table (tables do not meet)."""
        new = self.apply(state, move) if after is None else after
        if not 0 <= seat < len(state.tables):
            return ""
        before, now = state.tables[seat], new.tables[seat]
        if _face_up(now) - _face_up(before):
            if now.round != before.round:
                return N_("the cards of a new round")
            return N_("the card turned up")
        return ""

    def view(self, state: State, seat: int | None) -> View:
        current = self.to_move(state)
        if seat is None:  # a spectator follows the table in play (or the last one)
            own = current if current is not None else len(state.tables) - 1
        else:
            if not 0 <= seat < len(state.tables):
                raise ValueError(f"no seat {seat} in a {len(state.tables)}-player game")
            own = seat
        others = tuple(
            OtherTable(s, t.round, t.face_down, t.over, t.face_down if t.over else None)
            for s, t in enumerate(state.tables) if s != own
        )
        v = table_view(state.tables[own], seat, len(state.tables), state.joker_credit,
                       state.same_shuffle, current == own, others)
        return v if seat is not None else replace(v, legal=())  # a spectator has no moves

    def hidden_from(self, state: State, seat: int | None) -> collections.Counter[Card]:
        """Every card of every deck but those of ``seat``'s own table dealt face up (a
        spectator's own table is the one ``view`` follows): the cards still in a deck, the
        face-down piles (all but the corners), the other tables."""
        from collections import Counter

        from app.rules.game import hidden_cards

        if seat is None:  # a spectator follows the table in play (the last one at the end)
            current = self.to_move(state)
            seat = current if current is not None else len(state.tables) - 1
        hidden: Counter[Card] = Counter()
        seen: Counter[Card] = Counter()
        for s, t in enumerate(state.tables):
            down = {p for i, pile in enumerate(t.piles) if i not in (0, 2, 6, 8) for p in pile}
            dealt = {p for pile in t.piles for p in pile} | ({t.pending} if t.pending is not None else set())
            for pos, card in enumerate(t.deck):
                if s == seat and pos in dealt and pos not in down:
                    seen[card] += 1
                else:
                    hidden[card] += 1
        return hidden_cards(hidden, seen)

    def secrets(self, state: State, seat: int | None) -> Secrets:
        """Nothing but cards (``hidden_from``)."""
        from app.rules.game import Secrets

        return Secrets()

    phases = ("turn", "place", "over")

    def phase_of(self, view: View) -> str:
        """"turn": a card to turn up (or a joker to use); "place": the card turned up to
        place on a corner."""
        return "over" if view.over else "place" if view.pending is not None else "turn"

    def outcome(self, state: State) -> Outcome | None:
        if self.to_move(state) is not None:
            return None
        scores = tuple(t.face_down for t in state.tables)
        n = len(scores)
        if n == 1:  # a solitaire: 0 is a win (TBT-18)
            winners = (0,) if scores[0] == 0 else ()
            draw = False
        else:  # lowest score wins, equal lowest share (TBT-19)
            low = min(scores)
            winners = tuple(s for s in range(n) if scores[s] == low)
            draw = len(winners) > 1
        details = tuple({"score": float(sc), "won": 1.0 if sc == 0 else 0.0} for sc in scores)
        # reason: "solitaire" (one seat: a win at 0) or "lowest" (the lowest face-down count)
        return Outcome(winners=winners, scores=tuple(float(x) for x in scores), draw=draw,
                       higher_is_better=False, details=details,
                       reason="solitaire" if n == 1 else "lowest")

    def determinize(self, view: View, rng: random.Random) -> State:
        """A full state consistent with ``view``. Only the viewer's table matters for its
        decisions (tables do not interact, TBT-19): it is sampled from the unseen cards. The
        other tables are stand-ins with what the view shows of them (round, face-down count,
        finished or not) over a deck of their own (``same_shuffle=on``: the sampled deck);
        they are not positions reached by play."""
        own = table_from_view(view, rng)
        seat = view.seat if view.seat is not None else 0
        others = {o.seat: o for o in view.others}
        tables = []
        for s in range(view.players):
            if s == seat:
                tables.append(own)
                continue
            if view.same_shuffle == "on":
                d = own.deck
            else:
                d = list(FULL_DECK)
                rng.shuffle(d)
            tables.append(_stand_in(tuple(d), others[s]))
        return State(tables=tuple(tables), joker_credit=view.joker_credit,
                     same_shuffle=view.same_shuffle, seed=None)

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        return _move_from_json(data, MOVE_CLASSES)

    def move_facts(self, view: View, move: Move) -> MoveFacts:
        """``move`` as facts (the words are the presenter's). Kinds: "turn_up" (``pile``: the
        pile's code, "T" to "C"), "joker" (the joker on ``corner`` turns a card of ``pile``
        onto it) or "free_play" (the same with a free play kept there), "place" (the card
        turned up, when the view shows it, onto ``corner``)."""
        seat = mover(view)
        t = type(move)
        if t is Edge or t is Centre:
            return MoveFacts.of("turn_up", seat, pile="C" if t is Centre else move.edge)
        if t is Joker:
            i = PILE_INDEX[move.corner]
            top = view.tops[i] if view.tops else None
            kind = "joker" if top is not None and top.is_joker else "free_play"
            return MoveFacts.of(kind, seat, corner=move.corner, pile=move.pile)
        if t is Place:
            cards = (view.pending,) if view.pending is not None else ()
            return MoveFacts.of("place", seat, cards, corner=move.corner)
        raise ValueError(f"{move!r} is not a Three By Three move")


GAME = ThreeByThree()


# ----------------------------------------------------------------------------- helpers


def undo(state: State, n: int = 1, seat: int | None = None) -> State:
    """Take back the last ``n`` moves of one table (default: the table to move, or the last
    table once the game is over). Returns the state with that table exactly as it was."""
    if seat is None:
        seat = GAME.to_move(state)
        if seat is None:
            seat = len(state.tables) - 1
    if not 0 <= seat < len(state.tables):
        raise ValueError(f"no seat {seat}")
    if n < 1:
        raise ValueError("undo takes back at least one move")
    t = state.tables[seat]
    if n > len(t.moves):
        raise IllegalMoveError(
            # TRANSLATORS: {count}: how many moves the table has
            N_("only {count} move(s) can be taken back on this table") if t.moves
            else N_("there is no move to take back"), count=len(t.moves))
    for _ in range(n):
        t = t.prev
    return replace(state, tables=state.tables[:seat] + (t,) + state.tables[seat + 1:])


def all_moves(state: State) -> tuple[Move, ...]:
    """Every table's moves in replay order (seat 0's, then seat 1's...)."""
    return tuple(m for t in state.tables for m in t.moves)
