"""The one game contract, checked the same way for every game in game_ids() (as OpenSpiel runs
one random-simulation test over every game): seeded random playouts end; ``apply`` never
mutates its input and refuses what is not legal with a reason, changing nothing; the same
seed and moves give the same state; move JSON round-trips and malformed JSON is a
MoveFormatError; a view shows no card its seat may not see, offers exactly the legal moves of
its seat (``view.legal``), each with a label (``describe``); ``determinize`` gives back a state
with the same view."""

from __future__ import annotations

import collections
import copy
import dataclasses
import json
import random
import re
from dataclasses import dataclass
from typing import Any

import pytest

from app.ai.base import agent_levels
from app.rules.cards import Card
from app.games import descriptor, game_ids
from app.games import present
from app.rules.game import (
    Game, IllegalMoveError, Move, MoveFacts, MoveFormatError, Secrets, get_game, replay,
)


def setups(game_id: str) -> tuple[tuple[int, dict[str, Any]], ...]:
    """The players and options of a game's playouts, as its descriptor says (``playouts``:
    short sessions, and other option values that change what a view holds), else the fewest
    players with the defaults."""
    d = descriptor(game_id)
    return tuple((n, dict(opts)) for n, opts in d.playouts) or ((d.min_players, {}),)


SEEDS = (3, 11)
MAX_MOVES = 5000
CHECKED_STATES = 40  # states per playout that get the full set of checks


@dataclass
class Playout:
    game: Game
    seed: int
    players: int
    options: dict[str, Any]
    states: list  # every state, first to last
    moves: list  # moves[i] leads from states[i] to states[i + 1]


_PLAYOUTS: dict[tuple, Playout] = {}


def playout(game_id: str, seed: int, setup: int) -> Playout:
    """A seeded random game to its end (cached: several tests look at the same playout)."""
    key = (game_id, seed, setup)
    if key not in _PLAYOUTS:
        game = get_game(game_id)
        players, options = setups(game_id)[setup]
        rng = random.Random(seed)
        state = game.new_game(seed, players, options)
        states, moves = [state], []
        while game.to_move(state) is not None:
            assert len(moves) < MAX_MOVES, f"{game_id}: no end after {MAX_MOVES} random moves"
            legal = game.legal_moves(state)
            assert legal, f"{game_id}: seat {game.to_move(state)} is to move but has no legal move"
            move = legal[rng.randrange(len(legal))]
            state = game.apply(state, move)
            moves.append(move)
            states.append(state)
        _PLAYOUTS[key] = Playout(game, seed, players, options, states, moves)
    return _PLAYOUTS[key]


def sampled(p: Playout) -> list[int]:
    """Indices of the states that get the full checks: evenly spread, the last included."""
    n = len(p.states)
    step = max(1, n // CHECKED_STATES)
    return sorted(set(range(0, n, step)) | {n - 1})


CASES = [pytest.param(gid, seed, setup, id=f"{gid}-{setup}-{seed}")
         for gid in game_ids() for setup in range(len(setups(gid))) for seed in SEEDS]


# ----------------------------------------------------------------------------- playouts


@pytest.mark.parametrize("game_id,seed,setup", CASES)
def test_random_playouts_end_with_an_outcome(game_id, seed, setup):
    p = playout(game_id, seed, setup)
    final = p.states[-1]
    outcome = p.game.outcome(final)
    assert outcome is not None and len(outcome.scores) == p.players
    assert all(0 <= w < p.players for w in outcome.winners)
    assert p.game.legal_moves(final) == ()
    for st in p.states[:-1]:
        assert p.game.outcome(st) is None


@pytest.mark.parametrize("game_id,seed,setup", CASES)
def test_the_same_seed_and_moves_give_equal_states(game_id, seed, setup):
    p = playout(game_id, seed, setup)
    again = replay(p.game, p.seed, p.players, p.options, p.moves)
    assert again == p.states[-1]
    as_json = json.loads(json.dumps([m.to_json() for m in p.moves]))
    assert replay(p.game, p.seed, p.players, p.options, as_json) == p.states[-1]
    half = len(p.moves) // 2
    assert replay(p.game, p.seed, p.players, p.options, p.moves[:half]) == p.states[half]


@pytest.mark.parametrize("game_id,seed,setup", CASES)
def test_apply_never_mutates_its_input(game_id, seed, setup):
    p = playout(game_id, seed, setup)
    for i in sampled(p)[:-1]:
        st = p.states[i]
        before = copy.deepcopy(st)
        after = p.game.apply(st, p.moves[i])
        assert st == before and after is not st
        assert after == p.states[i + 1]


# ----------------------------------------------------------------------------- moves


@pytest.mark.parametrize("game_id,seed,setup", CASES)
def test_every_legal_move_applies_and_round_trips_as_json(game_id, seed, setup):
    p = playout(game_id, seed, setup)
    rng = random.Random(seed)
    for i in sampled(p)[:-1]:
        st = p.states[i]
        legal = p.game.legal_moves(st)
        assert len(set(legal)) == len(legal), "legal moves are listed once each"
        for m in legal if len(legal) <= 40 else rng.sample(legal, 40):
            assert isinstance(m, Move)
            data = json.loads(json.dumps(m.to_json()))
            assert p.game.move_from_json(data) == m
            p.game.apply(st, m)  # does not raise


def listed_as(game, st, move):
    """The listed move ``move`` stands for, as the game says (``listed_as``: a game that lists
    one of several moves that are the same but for order); a game without it lists every move
    it accepts."""
    f = getattr(game, "listed_as", None)
    return move if f is None or game.to_move(st) is None else f(st, move)


def reordered(moves) -> list[Move]:
    """Each of ``moves`` with one of its tuples of several items reversed (the same cards in
    another order: a move the rules may refuse, or accept as a listed one, ``listed_as``)."""
    out = []
    for m in moves:
        for f in dataclasses.fields(m):
            value = getattr(m, f.name)
            if isinstance(value, tuple) and len(value) > 1 and value[::-1] != value:
                out.append(dataclasses.replace(m, **{f.name: value[::-1]}))
    return out


@dataclass(frozen=True)
class Alien(Move):
    """A move of no game."""

    n: int = 0


@pytest.mark.parametrize("game_id,seed,setup", CASES)
def test_moves_that_are_not_legal_are_refused_with_a_reason_and_change_nothing(game_id, seed, setup):
    p = playout(game_id, seed, setup)
    pool = list(dict.fromkeys(p.moves))  # moves legal somewhere in this game
    rng = random.Random(seed)
    refused = 0
    for i in sampled(p):
        st = p.states[i]
        before = copy.deepcopy(st)
        legal = set(p.game.legal_moves(st))
        candidates = [m for m in rng.sample(pool, min(30, len(pool))) + reordered(sorted(legal, key=str)[:5])
                      if m not in legal]
        for m in candidates + [Alien(1)]:
            if listed_as(p.game, st, m) in legal:
                p.game.apply(st, m)  # the rules accept it: it stands for a listed move
                continue
            try:
                p.game.apply(st, m)
            except IllegalMoveError as exc:
                assert isinstance(exc.reason, str) and exc.reason
                if not isinstance(m, Alien) and game_id in shipped():  # a refusal reads in the player's language
                    assert exc.template in catalogue_ids(), (
                        f"{type(p.game).__name__} refuses {m} with {exc.template!r}, which is not in the catalogues: "
                        f"mark it with N_() and give its facts as keywords (app.rules.game.IllegalMoveError)")
                    assert present.reason_words(game_id, exc)
            else:
                pytest.fail(f"{type(p.game).__name__} accepts {m}, which legal_moves does not list: list it, or say "
                            f"which listed move it stands for (listed_as, app.rules.game.Game.legal_moves)")
            refused += 1
        assert st == before
    assert refused > 0


_CATALOGUE: set[str] = set()


def shipped() -> set[str]:
    """The games Felt ships (app.games.GAMES), whose words are in its catalogues (a game a
    test registers brings its own)."""
    from app.games import GAMES

    return {d.id for d in GAMES}


def catalogue_ids() -> set[str]:
    """Every message of app/locale/felt.pot (what the catalogues translate)."""
    if not _CATALOGUE:
        from babel.messages.pofile import read_po

        from app.paths import locale_dir

        with open(locale_dir() / "felt.pot", "rb") as f:
            _CATALOGUE.update(m.id if isinstance(m.id, str) else m.id[0] for m in read_po(f) if m.id)
    return _CATALOGUE


def _field_hints(cls) -> dict[str, Any]:
    import typing
    return typing.get_type_hints(cls)


def _malformed(move: Move) -> list[Any]:
    """Broken JSON forms of ``move``: wrong shapes, names, missing fields, wrong types and
    unreadable card text."""
    good = move.to_json()
    out: list[Any] = [None, 7, "Pass", [good], {}, {"move": None}, {"move": "NoSuchMove"},
                      {"move": ["Pass"]}, dict(good, extra_field=1)]
    hints = _field_hints(type(move))
    for f in dataclasses.fields(move):
        missing = dict(good)
        del missing[f.name]
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            out.append(missing)
        out.append(dict(good, **{f.name: {"not": "a value"}}))
        hint = str(hints[f.name])
        if "Card" in hint:
            out.append(dict(good, **{f.name: ["ZZ"] * 3 if "tuple" in hint else "ZZ"}))
            out.append(dict(good, **{f.name: [12] if "tuple" in hint else 12}))
        elif hint == "<class 'int'>":
            out.append(dict(good, **{f.name: "3"}))
            out.append(dict(good, **{f.name: 2.5}))
        elif hint == "<class 'bool'>":
            out.append(dict(good, **{f.name: "yes"}))
        elif hint == "<class 'str'>":
            out.append(dict(good, **{f.name: 3}))
    return out


@pytest.mark.parametrize("game_id", game_ids())
def test_malformed_move_json_is_a_move_format_error(game_id):
    p = playout(game_id, SEEDS[0], 0)
    by_class = {}
    for m in p.moves:
        by_class.setdefault(type(m), m)
    assert by_class
    for move in by_class.values():
        for data in _malformed(move):
            with pytest.raises(MoveFormatError) as info:
                p.game.move_from_json(data)
            assert str(info.value)


# ----------------------------------------------------------------------------- views


def cards_in(value: Any, out: list[Card] | None = None) -> list[Card]:
    """Every Card reachable in a view (fields, tuples, dicts, nested records)."""
    out = [] if out is None else out
    if isinstance(value, Card):
        out.append(value)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            cards_in(getattr(value, f.name), out)
    elif isinstance(value, dict):
        for k, v in value.items():
            cards_in(k, out)
            cards_in(v, out)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for v in value:
            cards_in(v, out)
    elif hasattr(value, "__dict__") and not callable(value):
        for v in vars(value).values():
            cards_in(v, out)
    return out


def undeclared(game) -> list[str]:
    """The members of the Game protocol (app.rules.game.Game) ``game`` lacks."""
    members = [n for n, v in vars(Game).items() if not n.startswith("_") and callable(v)]
    members += list(Game.__annotations__)
    return [n for n in members if not hasattr(game, n)]


_DECLARED: set[type] = set()  # the game classes found whole


def check_declared(game) -> None:
    """Refuse a game that does not say what each seat may not see (``hidden_from``) or any
    other part of the Game protocol: its views could not be checked."""
    if type(game) in _DECLARED:
        return
    missing = undeclared(game)
    if "hidden_from" in missing:
        pytest.fail(f"{type(game).__name__} does not say what each seat may not see: its Game needs "
                    f"hidden_from(state, seat) (app.rules.game.Game), or its views cannot be checked "
                    f"for cards they must not show", pytrace=False)
    if "secrets" in missing:
        pytest.fail(f"{type(game).__name__} does not say what each seat may not see besides cards: its Game "
                    f"needs secrets(state, seat) (app.rules.game.Game; Secrets() when nothing), or its views "
                    f"cannot be checked for a secret they must not show", pytrace=False)
    if missing:
        pytest.fail(f"{type(game).__name__} lacks {', '.join(missing)} of the Game protocol (app.rules.game.Game)",
                    pytrace=False)
    _DECLARED.add(type(game))


def hidden_from(game, st, seat: int | None) -> set[Card]:
    """The cards ``seat`` may not see in ``st``, as the game's rules say (``hidden_from``:
    held where the seat cannot look, and no copy of them anywhere it may look)."""
    check_declared(game)
    hidden = game.hidden_from(st, seat)
    assert isinstance(hidden, collections.Counter), f"{type(game).__name__}.hidden_from gives a Counter of cards"
    return {c for c, n in hidden.items() if n > 0}


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_says_what_each_seat_may_not_see(game_id):
    check_declared(get_game(game_id))


class Undeclared:
    """A game that does not say what each seat may not see."""

    def view(self, state, seat):
        return state


def test_a_game_that_does_not_say_what_a_seat_may_not_see_is_refused():
    with pytest.raises(pytest.fail.Exception, match="does not say what each seat may not see"):
        check_declared(Undeclared())
    with pytest.raises(pytest.fail.Exception, match="does not say what each seat may not see"):
        hidden_from(Undeclared(), None, 0)


class CardsOnly(Undeclared):
    """A game that says which cards each seat may not see, and no more."""

    def hidden_from(self, state, seat):
        return collections.Counter()


def test_a_game_that_does_not_say_what_else_a_seat_may_not_see_is_refused():
    game = CardsOnly()
    for name in undeclared(game):
        if name not in ("hidden_from", "secrets"):
            setattr(game, name, None)  # every other member there
    with pytest.raises(pytest.fail.Exception, match="may not see besides cards: its Game needs secrets"):
        check_declared(game)
    with pytest.raises(pytest.fail.Exception, match="may not see besides cards"):
        secrets(game, None, 0)


@pytest.mark.parametrize("game_id,seed,setup", CASES)
def test_every_view_is_in_one_of_the_games_phases(game_id, seed, setup):
    p = playout(game_id, seed, setup)
    phases = p.game.phases
    assert len(phases) >= 2 and phases[-1] == "over" and len(set(phases)) == len(phases)
    last = len(p.states) - 1
    for i in sampled(p):
        st = p.states[i]
        for seat in list(range(p.players)) + [None]:
            phase = p.game.phase_of(p.game.view(st, seat))
            assert phase in phases
            if i == last:
                assert phase == "over"
            elif seat == p.game.to_move(st):
                assert phase != "over"
    assert p.game.phase_of(p.game.view(p.states[0], p.game.to_move(p.states[0]))) == phases[0]


@pytest.mark.parametrize("game_id,seed,setup", CASES)
def test_views_show_no_card_their_seat_may_not_see(game_id, seed, setup):
    p = playout(game_id, seed, setup)
    for i in sampled(p):
        st = p.states[i]
        for seat in list(range(p.players)) + [None]:
            view = p.game.view(st, seat)
            hidden = hidden_from(p.game, st, seat)
            leaked = set(cards_in(view)) & hidden
            assert not leaked, f"seat {seat} sees {sorted(map(str, leaked))}"
            check_secrets(p.game, st, seat, view)


def secrets(game, st, seat: int | None) -> Secrets:
    """What ``seat`` may not see in ``st`` besides cards, as the game's rules say."""
    check_declared(game)
    out = game.secrets(st, seat)
    assert isinstance(out, Secrets), f"{type(game).__name__}.secrets gives a Secrets (app.rules.game)"
    return out


def check_secrets(game, st, seat: int | None, view) -> None:
    """``view`` (of ``seat``) shows nothing the game says the seat may not see besides cards:
    each blank field is None; each hidden order's field holds its contents sorted, and no
    tuple in the view is the sequence in its order (unless that order is the sorted one)."""
    u = secrets(game, st, seat)
    for name in u.blank:
        assert getattr(view, name) is None, f"seat {seat} sees {name}: {getattr(view, name)!r}"
    for name, seq in u.orders:
        seq = tuple(seq)
        assert tuple(getattr(view, name)) == tuple(sorted(seq)), f"seat {seat} sees {name} unsorted"
        if len(seq) > 1 and list(seq) != sorted(seq):
            assert not any(x == seq for x in _tuples_in(view) if len(x) == len(seq)), \
                f"seat {seat} sees the order of {name}"


def _tuples_in(value: Any):
    if isinstance(value, tuple):
        yield value
        for v in value:
            yield from _tuples_in(v)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _tuples_in(getattr(value, f.name))


NAMES = ("Ann", "Bo", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")
RAW_CARD = re.compile(r"(?<![\w♠♥♦♣])(10|[2-9TJQKA])[SHDC](?!\w)")  # "10C", "QS": a card code, not "10♣"
SEAT_INDEX = re.compile(r"\b(seat|player|table)\s*#?\d", re.IGNORECASE)


def check_move_words(game_id: str, view, move) -> None:
    """``move``'s facts (the rules') have a JSON round trip, and the presenter words them as a
    choice and as a move made: whole text, the mover by name, never a card code, a seat
    index or a placeholder."""
    facts = present.move_facts(game_id, view, move)
    assert isinstance(facts, MoveFacts) and facts.kind, f"{game_id}: no facts for {move!r}"
    assert MoveFacts.from_json(json.loads(json.dumps(facts.to_json()))) == facts, facts
    label = present.move_label(game_id, view, move, NAMES)
    line = present.move_line(game_id, view, move, NAMES)
    for text in (label, line):
        assert isinstance(text, str) and text.strip() and text == text.strip(), (move, text)
        assert not RAW_CARD.search(text), f"a card code in {text!r}"
        assert not SEAT_INDEX.search(text), f"a seat index in {text!r}"
        assert not re.search(r"[{}]|\bNone\b|  ", text), f"{text!r}"
    if facts.seat is not None:
        assert line.startswith(NAMES[facts.seat]), line


@pytest.mark.parametrize("game_id,seed,setup", CASES)
def test_view_legal_is_the_seats_legal_moves_each_with_a_label(game_id, seed, setup):
    """...and each legal move has facts (a JSON round trip) that the game's presenter words."""
    p = playout(game_id, seed, setup)
    for i in sampled(p):
        st = p.states[i]
        to_move = p.game.to_move(st)
        for seat in list(range(p.players)) + [None]:
            view = p.game.view(st, seat)
            assert isinstance(view.legal, tuple)
            if seat is not None and seat == to_move:
                assert view.legal == p.game.legal_moves(st)
                for m in view.legal:
                    check_move_words(game_id, view, m)
            else:
                assert view.legal == ()


@pytest.mark.parametrize("game_id,seed,setup", CASES)
def test_every_move_made_is_worded_from_its_movers_view(game_id, seed, setup):
    """Every move of a playout (the replay viewer's list) in words, from its mover's view."""
    p = playout(game_id, seed, setup)
    for st, m in zip(p.states, p.moves):
        seat = p.game.to_move(st)
        check_move_words(game_id, p.game.view(st, seat), m)


class Mute:
    """Rules without move facts (the toy game's, with ``move_facts`` taken away)."""

    def __init__(self, game):
        self.info = game.info


def test_a_game_without_move_facts_or_words_is_refused(monkeypatch):
    game = get_game(game_ids()[0])
    monkeypatch.setattr(present, "get_game", lambda gid: Mute(game))
    with pytest.raises(TypeError, match="rules give no move facts"):
        present.move_facts(game_ids()[0], None, None)
    monkeypatch.undo()
    facts = MoveFacts.of("unheard_of", 0)
    with pytest.raises(ValueError, match="no label for a move of kind 'unheard_of'"):
        present.game_words(game_ids()[0]).move_label(facts, NAMES)
    with pytest.raises(ValueError, match="Presenter has no line for a move of kind 'play'"):
        present.Presenter().move_line(MoveFacts.of("play", 0), NAMES)



@pytest.mark.parametrize("game_id,seed,setup", CASES)
def test_determinize_gives_a_state_with_the_same_view(game_id, seed, setup):
    p = playout(game_id, seed, setup)
    rng = random.Random(seed)
    for i in sampled(p):
        st = p.states[i]
        for seat in list(range(p.players)):
            view = p.game.view(st, seat)
            sample = p.game.determinize(view, rng)
            assert p.game.view(sample, seat) == view
            assert p.game.to_move(sample) == p.game.to_move(st)
            if seat == p.game.to_move(st):
                assert p.game.legal_moves(sample) == view.legal


# ----------------------------------------------------------------------------- GameInfo


@pytest.mark.parametrize("game_id", game_ids())
def test_game_info_names_levels_that_exist_and_labels_every_option(game_id):
    info = get_game(game_id).info
    assert info.id == game_id and info.title and info.summary
    assert len(info.summary) <= 60 and "\n" not in info.summary
    assert 1 <= info.min_players <= info.max_players
    levels = agent_levels(game_id)
    assert info.levels and set(info.levels) <= set(levels)
    assert "random" not in info.levels and "clairvoyant" not in info.levels
    for opt in info.options:
        assert opt.label and opt.label != opt.name
        for value in opt.value_labels:
            assert value in opt.values
        for value in opt.values:
            if isinstance(value, str) and "_" in value:
                assert value in opt.value_labels, f"{opt.name}={value} needs a label for people"
