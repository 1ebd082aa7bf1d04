"""The Game protocol every Felt game implements, and what it is made of.

A game is ``seed + options + moves``: ``new_game`` deals from the seed, ``apply`` returns a
new state (never mutating its input) or raises IllegalMoveError with a readable reason,
``view`` gives exactly what one seat may see, ``determinize`` turns a view back into a full
state consistent with it (for search-based computer players); ``replay(game, seed, players,
options, moves)`` rebuilds a state from a save.

Every rules module has the same names, the module being the namespace: ``GAME`` (the Game),
``State``, ``View`` and its Move classes. Every view has ``legal``: the legal moves of the
seat it was made for (empty when that seat is not to move, and for a spectator), and
``GAME.move_facts(view, move)`` says what each of them is as facts (``MoveFacts``: a kind,
the mover, the cards and numbers; the words are the game's presenter's, in app.games);
``GAME.reveals(state, move, seat)`` says what a move shows a seat that it could not see before,
``GAME.hidden_from(state, seat)`` the cards it may not see and ``GAME.secrets(state, seat)``
what else (a secret trump, a pool's order), ``GAME.phase_of(view)`` which of
``GAME.phases`` play is in. Move JSON that is malformed raises MoveFormatError.

Each game is described once in app.games (its facts, and where its rules, agents, table and
presenter are); ``get_game(id)`` imports the game's rules on first use, so the menu can list
every game without importing all of them.
"""

from __future__ import annotations

import collections
import dataclasses
import random
import types
import typing
from dataclasses import dataclass, field
from typing import Any, Mapping, NamedTuple, Protocol, Sequence, runtime_checkable

from app.rules.cards import Card
from app.games import descriptor, find_descriptor, game_ids, load


class IllegalMoveError(ValueError):
    """A move the rules refuse, as facts: ``template`` is the English sentence with named
    placeholders, marked for the catalogues (``N_("you must follow {suit}")``), ``facts``
    the values that fill them (cards, numbers, short codes), ``rule`` the rule it breaks (for
    example ``"N-20"``) when there is one. ``reason`` is the English sentence, for logs and
    tests; players read the game's presenter's words (``app.games.present.reason_words``),
    in their language."""

    def __init__(self, reason: str, rule: str | None = None, **facts: Any):
        self.template = reason
        self.facts = facts
        self.rule = rule
        self.reason = reason.format(**{k: fact_text(v) for k, v in facts.items()}) if facts else reason
        super().__init__(f"{self.reason} ({rule})" if rule else self.reason)


def fact_text(value: Any) -> str:
    """A fact as an English sentence shows it: a card as players read it ("10♣"), cards
    one after another, anything else as it prints."""
    if isinstance(value, (tuple, list)):
        return " ".join(fact_text(v) for v in value)
    return value.label if hasattr(value, "label") else str(value)


class OptionError(ValueError):
    """A game option that does not exist or has a value it cannot take; the message names it."""


class MoveFormatError(ValueError):
    """Move JSON that does not describe a move of the game: not a mapping, an unknown move
    name, a missing or unknown field, a value of the wrong type, unreadable card text. The
    message says what is wrong. (A well-formed move the rules refuse is IllegalMoveError.)"""


# ----------------------------------------------------------------------------- options


@dataclass(frozen=True)
class Option:
    """One named game option. ``values`` lists the allowed values (strings or ints);
    ``int_range`` (lo, hi) allows any whole number in it as well. ``label`` is the option's
    name for people ("A-2-3 ranks"); ``value_labels`` maps a raw value to its text for people
    where the value alone is unclear (``value_label`` falls back to the value itself)."""

    name: str
    default: Any
    values: tuple = ()
    int_range: tuple[int, int] | None = None
    help: str = ""
    label: str = ""
    value_labels: Mapping[Any, str] = field(default_factory=dict, hash=False, compare=False)

    def value_label(self, value: Any) -> str:
        """The text for people of one value of this option."""
        text = self.value_labels.get(value)
        return text if text is not None else str(value)

    def allowed(self) -> str:
        parts = [str(v) for v in self.values]
        if self.int_range:
            parts.append(f"{self.int_range[0]}-{self.int_range[1]}")
        return ", ".join(parts)

    def coerce(self, value: Any) -> Any:
        """Return the canonical value, or raise OptionError naming the option."""
        if value in self.values and not (isinstance(value, bool) and value not in self.values):
            return value
        text = str(value).strip()
        for v in self.values:
            if str(v).lower() == text.lower():
                return v
        if self.int_range:
            try:
                n = int(text)
            except ValueError:
                n = None
            if n is not None and self.int_range[0] <= n <= self.int_range[1]:
                return n
        raise OptionError(f"option {self.name!r} cannot be {value!r}; allowed: {self.allowed()}")


class Facts(NamedTuple):
    """The facts of a game outside app.games' list (a game that lives in a test)."""

    title: str
    min_players: int
    max_players: int
    summary: str
    levels: tuple[str, ...]


FACT_NAMES = Facts._fields


@dataclass(frozen=True)
class GameInfo:
    """A game's options, and the facts people see before playing: title, players range,
    one-line summary and computer levels. Those facts come from the game's descriptor in
    app.games (their one source, readable without importing any rules); a rules module gives
    its id and options."""

    id: str
    options: tuple[Option, ...] = ()
    facts: Facts | None = field(default=None, repr=False, compare=False)  # a game outside the registry
    title: str = field(init=False)
    min_players: int = field(init=False)
    max_players: int = field(init=False)
    summary: str = field(init=False)  # one line for the menu
    levels: tuple[str, ...] = field(init=False)  # computer levels a table offers, weakest first

    def __post_init__(self):
        facts = self.facts or find_descriptor(self.id)
        if facts is None:
            raise ValueError(f"no facts for game {self.id!r}: describe it in app.games")
        for name in FACT_NAMES:
            object.__setattr__(self, name, getattr(facts, name))

    def option(self, name: str) -> Option:
        for o in self.options:
            if o.name == name:
                return o
        known = ", ".join(o.name for o in self.options) or "none"
        raise OptionError(f"{self.title} has no option {name!r}; its options are: {known}")

    def defaults(self) -> dict[str, Any]:
        return {o.name: o.default for o in self.options}

    def resolve_options(self, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Defaults overlaid with ``options``; an unknown name or bad value raises
        OptionError naming it and nothing is changed."""
        out = self.defaults()
        for name, value in (options or {}).items():
            out[name] = self.option(name).coerce(value)
        return out

    def check_players(self, players: int) -> None:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            if self.min_players == self.max_players:
                need = f"exactly {self.min_players}"
            else:
                need = f"{self.min_players} to {self.max_players}"
            raise OptionError(f"{self.title} is for {need} players, not {players!r}")


# ----------------------------------------------------------------------------- moves


def _encode(value: Any) -> Any:
    if isinstance(value, Card):
        return value.text
    if isinstance(value, (tuple, list)):
        return [_encode(v) for v in value]
    if isinstance(value, Move):
        return value.to_json()
    return value


@dataclass(frozen=True)
class Move:
    """Base of every move: a small frozen dataclass. Its JSON form is
    ``{"move": ClassName, field: value, ...}`` with cards as text. A move never names a hidden
    card (a draw carries no card)."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"move": type(self).__name__}
        for f in dataclasses.fields(self):
            out[f.name] = _encode(getattr(self, f.name))
        return out


def _decode_checked(hint: Any, value: Any, where: str) -> Any:
    """A JSON value decoded to the field's type (``hint``), its JSON types checked on the
    way: MoveFormatError naming ``where``."""
    if hint is Card:
        if not isinstance(value, str):
            raise MoveFormatError(f"{where} must be card text such as \"QS\", not {value!r}")
        try:
            return Card.parse(value)
        except (ValueError, KeyError, TypeError, IndexError):
            raise MoveFormatError(f"{where}: {value!r} is not a card") from None
    if hint is bool:
        if not isinstance(value, bool):
            raise MoveFormatError(f"{where} must be true or false, not {value!r}")
        return value
    if hint is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise MoveFormatError(f"{where} must be a whole number, not {value!r}")
        return value
    if hint is str:
        if not isinstance(value, str):
            raise MoveFormatError(f"{where} must be text, not {value!r}")
        return value
    if hint is float:
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise MoveFormatError(f"{where} must be a number, not {value!r}")
        return value
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        inner = [a for a in args if a is not type(None)]
        return _decode_checked(inner[0], value, where)
    if origin in (tuple, list):
        if not isinstance(value, (list, tuple)):
            raise MoveFormatError(f"{where} must be a list, not {value!r}")
        if origin is list or (len(args) == 2 and args[1] is Ellipsis):
            out = [_decode_checked(args[0], v, f"{where}[{i}]") for i, v in enumerate(value)]
        else:
            if len(value) != len(args):
                raise MoveFormatError(f"{where} must have {len(args)} items, not {len(value)}")
            out = [_decode_checked(a, v, f"{where}[{i}]") for i, (a, v) in enumerate(zip(args, value))]
        return out if origin is list else tuple(out)
    return value


def move_from_json(data: Any, classes: Sequence[type[Move]]) -> Move:
    """Rebuild a move from its JSON form; ``classes`` are the game's move classes.
    Raises MoveFormatError (a ValueError) with a readable message on anything malformed:
    not a mapping, an unknown move name, a missing or unknown field, a wrong type, bad card
    text. Whether the move is legal is for ``apply`` to say."""
    if not isinstance(data, Mapping):
        raise MoveFormatError(f"a move is a JSON object such as {{\"move\": \"Pass\"}}, not {data!r}")
    if "move" not in data:
        raise MoveFormatError(f"a move needs a \"move\" name: {dict(data)!r}")
    name = data["move"]
    by_name = {c.__name__: c for c in classes}
    cls = by_name.get(name) if isinstance(name, str) else None
    if cls is None:
        raise MoveFormatError(f"unknown move {name!r}; moves are: {', '.join(by_name)}")
    hints = typing.get_type_hints(cls)
    names = [f.name for f in dataclasses.fields(cls)]
    extra = [k for k in data if k != "move" and k not in names]
    if extra:
        raise MoveFormatError(f"a {name} move has no field {extra[0]!r}")
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise MoveFormatError(f"a {name} move needs its {f.name!r}")
            continue
        kwargs[f.name] = _decode_checked(hints.get(f.name, Any), data[f.name], f"{name}.{f.name}")
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as exc:
        raise MoveFormatError(f"malformed {name} move: {exc}") from None


# ----------------------------------------------------------------------------- move facts


def _facts_encode(value: Any) -> Any:
    if isinstance(value, Card):
        return {"card": value.text}
    if isinstance(value, (tuple, list)):
        return [_facts_encode(v) for v in value]
    return value


def _facts_decode(value: Any) -> Any:
    if isinstance(value, Mapping) and set(value) == {"card"}:
        return Card.parse(value["card"])
    if isinstance(value, list):
        return tuple(_facts_decode(v) for v in value)
    return value


@dataclass(frozen=True)
class MoveFacts:
    """A move as facts, never as a sentence (``GAME.move_facts(view, move)``): ``kind`` says
    what it is (a word the game's ``move_facts`` documents, such as ``"bid"`` or ``"play"``),
    ``seat`` who makes it, ``cards`` the cards it names, ``values`` the other facts as
    ``(key, value)`` pairs (numbers, suit letters, pile codes, cards), read with ``get(key)``.
    The words for players come from the game's presenter (app.games.present); ``to_json`` and
    ``from_json`` give a JSON form (cards as ``{"card": "10C"}``)."""

    kind: str
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    values: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, kind: str, seat: int | None = None, cards: Sequence[Card] = (), **values: Any) -> "MoveFacts":
        """``MoveFacts.of("bid", 2, value=17)``."""
        return cls(kind, seat, tuple(cards), tuple(values.items()))

    def get(self, key: str, default: Any = None) -> Any:
        """The fact called ``key``, or ``default``."""
        return next((v for k, v in self.values if k == key), default)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "cards": [c.text for c in self.cards],
                "values": {k: _facts_encode(v) for k, v in self.values}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "MoveFacts":
        """The inverse of ``to_json``; ValueError if ``data`` is not move facts."""
        try:
            return cls(str(data["kind"]), data.get("seat"), tuple(Card.parse(c) for c in data.get("cards", ())),
                       tuple((str(k), _facts_decode(v)) for k, v in dict(data.get("values", {})).items()))
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"not move facts: {data!r}") from exc


def mover(view: Any) -> int | None:
    """The seat a view's legal moves belong to: the seat to move, else the view's own."""
    seat = getattr(view, "to_move", None)
    if isinstance(seat, int) and not isinstance(seat, bool):
        return seat
    return getattr(view, "seat", None)


# ----------------------------------------------------------------------------- outcome


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    ``winners``: the seats that won (both partners in a team game; several seats when a win
    is shared). ``draw``: True when nobody won outright (a shared or drawn result).
    ``scores``: one number per seat in the game's own scoring (points, penalty, match points);
    ``higher_is_better`` says which way it runs. ``details``: optional per-seat statistics
    (for example contracts made) that the simulator averages.

    The result as facts, never as a sentence: ``reason`` says how it was decided (a word the
    game's ``outcome`` documents, such as ``"points"`` or ``"forfeit"``) and ``facts`` holds the
    numbers behind it as ``(key, value)`` pairs (hands played, games won per team, why the game
    ended...), read with ``fact(key)``. The words for players, with their names, come from
    the game's presenter (app.games.present).
    """

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    draw: bool = False
    higher_is_better: bool = True
    details: tuple[Mapping[str, float], ...] = ()
    reason: str = ""
    facts: tuple[tuple[str, Any], ...] = ()

    def fact(self, key: str, default: Any = None) -> Any:
        """The fact called ``key`` (see the game's ``outcome``), or ``default``."""
        return next((v for k, v in self.facts if k == key), default)


@dataclass(frozen=True)
class Secrets:
    """What a seat may not see besides cards (``Game.secrets``; the cards are ``hidden_from``'s):
    ``blank``: fields of its view that must be None (a trump chosen in secret); ``orders``:
    sequences of the state whose order it may not know, each as (the view's field that shows
    their contents, the sequence): that field holds them sorted, and no tuple anywhere in the
    view is the sequence in its order (a shuffled pool)."""

    blank: tuple[str, ...] = ()
    orders: tuple[tuple[str, tuple], ...] = ()


# ----------------------------------------------------------------------------- protocol


@runtime_checkable
class Game(Protocol):
    """What every game module exposes (as ``GAME``, an instance)."""

    info: GameInfo

    def new_game(self, seed: int, players: int, options: Mapping[str, Any] | None = None) -> Any:
        """A new state dealt from ``seed``; bad options or player counts raise OptionError."""

    def to_move(self, state: Any) -> int | None:
        """The seat whose decision it is, or None when the game is over."""

    def legal_moves(self, state: Any) -> tuple[Move, ...]:
        """Every legal move for ``to_move``, in a deterministic order. (A game whose moves
        are too many to list, like an arrangement of a hand, lists one of each set of moves
        that are the same but for order, documents it, and has ``listed_as(state, move)``: the
        listed move an unlisted one ``apply`` accepts stands for, else ``move`` itself. A game
        without ``listed_as`` accepts only the moves it lists.)"""

    def apply(self, state: Any, move: Move) -> Any:
        """The state after ``move``; IllegalMoveError with a reason; never mutates ``state``."""

    def view(self, state: Any, seat: int | None) -> Any:
        """What ``seat`` may see (None: a spectator who sees only public information). Its
        ``legal`` field is ``legal_moves(state)`` when ``seat`` is to move, else ()."""

    def hidden_from(self, state: Any, seat: int | None) -> collections.Counter[Card]:
        """The cards ``seat`` may not see in ``state`` (None: a spectator), each with the number
        of its copies held where that seat cannot look: a card counts only when no copy of it
        (several decks hold identical cards) is anywhere the seat may look. No view of
        ``seat`` holds one of them (the contract test checks every game's views against it)."""

    def secrets(self, state: Any, seat: int | None) -> Secrets:
        """What ``seat`` may not see in ``state`` besides the cards of ``hidden_from``: view
        fields it is shown blank, and orders it may not know (``Secrets``; ``Secrets()`` when
        nothing). The contract test checks every game's views against it."""

    phases: tuple[str, ...]
    """The phases of play a view can be in (``phase_of``), in the order a game first reaches
    them: the first is where a game starts, the last is ``"over"``."""

    def phase_of(self, view: Any) -> str:
        """The phase of play ``view`` is in: one of ``phases``."""

    def outcome(self, state: Any) -> Outcome | None:
        """None while the game is running."""

    def determinize(self, view: Any, rng: random.Random) -> Any:
        """A full state consistent with ``view``, hidden cards filled in at random."""

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        """The inverse of ``Move.to_json`` for this game's moves (MoveFormatError if malformed)."""

    def move_facts(self, view: Any, move: Move) -> MoveFacts:
        """One of ``view.legal`` (or a move made from ``view``) as facts: its kind, its mover,
        the cards and numbers it names. The game's presenter words them ("Bid 17", "Ann
        played Q♠")."""

    def reveals(self, state: Any, move: Move, seat: int, after: Any = None) -> str:
        """What ``move`` (legal in ``state``) shows ``seat`` that it could not see before, in
        words for people ("the trump", "the card you drew"), or "" when nothing: a card or
        tile turned up, drawn or dealt, a hidden trump made known. A card another player
        plays or shows from its own hand is not counted. ``after``: the state after the
        move, when the caller has it. (A table's undo never goes back past such a move.)"""


def hidden_cards(hidden: collections.Counter[Card], seen: collections.Counter[Card]) -> collections.Counter[Card]:
    """For a game's ``hidden_from``: the copies in ``hidden`` of every card no copy of which
    is in ``seen`` (cards held where a seat cannot look, less those it may see elsewhere)."""
    return collections.Counter({c: n for c, n in hidden.items() if n > 0 and c not in seen})


def check_move(game: Game, state: Any, move: Move) -> str | None:
    """The reason ``move`` is illegal (in English), or None if it is legal (asks ``apply``)."""
    exc = refusal(game, state, move)
    return exc.reason if exc is not None else None


def refusal(game: Game, state: Any, move: Move) -> IllegalMoveError | None:
    """The rules' refusal of ``move`` (its facts, for the presenter to word), or None if it
    is legal (asks ``apply``)."""
    try:
        game.apply(state, move)
    except IllegalMoveError as exc:
        return exc
    return None


def replay(game: Game, seed: int, players: int, options: Mapping[str, Any] | None,
           moves: Sequence[Move | Mapping[str, Any]]) -> Any:
    """The state after ``moves`` from ``game.new_game(seed, players, options)``: a game is
    seed + options + moves. Moves may be Move objects or their JSON dicts. A bad option
    raises OptionError, malformed move JSON MoveFormatError, a refused move IllegalMoveError
    (all ValueErrors)."""
    state = game.new_game(seed, players, options)
    for m in moves:
        if not isinstance(m, Move):
            m = game.move_from_json(m)
        state = game.apply(state, m)
    return state


# ----------------------------------------------------------------------------- registry

_loaded: dict[str, Game] = {}


def get_game(game_id: str) -> Game:
    """The game object for ``game_id``; ValueError naming the id if there is none."""
    if game_id in _loaded:
        return _loaded[game_id]
    d = descriptor(game_id)
    try:
        game = load(d.rules)
    except ModuleNotFoundError as exc:
        if exc.name == d.rules.split(":")[0]:
            raise ValueError(f"{d.title} is not built yet") from None
        raise
    _loaded[game_id] = game
    return game


def available_games() -> list[str]:
    """The ids of games whose rules module exists, in menu order."""
    out = []
    for gid in game_ids():
        try:
            get_game(gid)
        except ValueError:
            continue
        out.append(gid)
    return out


__all__ = [
    "Game", "GameInfo", "Option", "Move", "MoveFacts", "mover", "Outcome", "IllegalMoveError", "OptionError",
    "MoveFormatError", "move_from_json", "check_move", "hidden_cards", "replay", "Facts", "get_game",
    "available_games", "field",
]
