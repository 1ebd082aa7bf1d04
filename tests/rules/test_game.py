"""The Game protocol's parts: options, move JSON, the registry, and the simulator, exercised
with a tiny game defined here (take 1-3 counters; who takes the last wins)."""

import collections
import random
from dataclasses import dataclass, replace

import pytest

from app.rules.game import (
    Facts, Game, GameInfo, IllegalMoveError, Move, MoveFacts, MoveFormatError, Option, OptionError, Outcome,
    Secrets,
    check_move, get_game, move_from_json, replay,
)
from app.rules.cards import Card


@dataclass(frozen=True)
class Take(Move):
    n: int


@dataclass(frozen=True)
class Show(Move):
    cards: tuple[Card, ...]
    where: tuple[int, int]
    note: str | None = None


@dataclass(frozen=True)
class NimState:
    left: int
    turn: int
    players: int
    winner: int | None = None


class Nim:
    info = GameInfo("nim", (
        Option("start", 10, int_range=(3, 30), help="counters at the start"),
        Option("rule", "normal", values=("normal", "misere")),
    ), facts=Facts("Nim", 2, 3, "Take 1 to 3 counters; the last one wins.", ()))

    def new_game(self, seed, players, options=None):
        self.info.check_players(players)
        opts = self.info.resolve_options(options)
        return NimState(opts["start"], random.Random(seed).randrange(players), players)

    def to_move(self, s):
        return None if s.winner is not None else s.turn

    def legal_moves(self, s):
        return tuple(Take(n) for n in (1, 2, 3) if n <= s.left) if s.winner is None else ()

    def apply(self, s, move):
        if not isinstance(move, Take) or move not in self.legal_moves(s):
            raise IllegalMoveError(f"you cannot take {getattr(move, 'n', move)}", "NIM-1")
        left = s.left - move.n
        return replace(s, left=left, turn=(s.turn + 1) % s.players,
                       winner=s.turn if left == 0 else None)

    def view(self, s, seat):
        return s

    def outcome(self, s):
        if s.winner is None:
            return None
        return Outcome((s.winner,), tuple(1.0 if i == s.winner else 0.0 for i in range(s.players)),
                       details=tuple({"took_last": float(i == s.winner)} for i in range(s.players)))

    def determinize(self, view, rng):
        return view

    def move_from_json(self, data):
        return move_from_json(data, (Take,))

    def move_facts(self, view, move):
        return MoveFacts.of("take", None, n=move.n)

    def reveals(self, state, move, seat, after=None):
        return ""  # nothing is hidden in Nim

    def hidden_from(self, state, seat):
        return collections.Counter()  # nothing is hidden in Nim

    def secrets(self, state, seat):
        return Secrets()

    phases = ("take", "over")

    def phase_of(self, view):
        return "over" if view.winner is not None else "take"


def test_nim_is_a_game():
    assert isinstance(Nim(), Game)


def test_options_resolve_and_refuse_by_name():
    info = Nim.info
    assert info.resolve_options({}) == {"start": 10, "rule": "normal"}
    assert info.resolve_options({"start": "12", "rule": "MISERE"}) == {"start": 12, "rule": "misere"}
    with pytest.raises(OptionError, match="'start'"):
        info.resolve_options({"start": 99})
    with pytest.raises(OptionError, match="no option 'speed'"):
        info.resolve_options({"speed": 1})
    with pytest.raises(OptionError, match="2 to 3 players"):
        info.check_players(4)


def test_move_json_round_trip_with_cards_and_tuples():
    m = Show((Card.parse("QH"), Card.parse("X1")), (3, -2))
    data = m.to_json()
    assert data == {"move": "Show", "cards": ["QH", "X1"], "where": [3, -2], "note": None}
    assert move_from_json(data, (Take, Show)) == m
    assert move_from_json(Take(2).to_json(), (Take, Show)) == Take(2)
    with pytest.raises(ValueError, match="unknown move"):
        move_from_json({"move": "Fly"}, (Take,))
    with pytest.raises(ValueError):
        move_from_json({"move": "Show", "cards": ["ZZ"], "where": [0, 0]}, (Show,))


@pytest.mark.parametrize("data,match", [
    (["Take", 1], "JSON object"),
    ({"n": 1}, "needs a \"move\""),
    ({"move": 3}, "unknown move"),
    ({"move": "Take"}, "needs its 'n'"),
    ({"move": "Take", "n": "2"}, "whole number"),
    ({"move": "Take", "n": True}, "whole number"),
    ({"move": "Take", "n": 1, "m": 2}, "no field 'm'"),
    ({"move": "Show", "cards": "QH", "where": [0, 0]}, "must be a list"),
    ({"move": "Show", "cards": [7], "where": [0, 0]}, "card text"),
    ({"move": "Show", "cards": ["QQ"], "where": [0, 0]}, "not a card"),
    ({"move": "Show", "cards": [], "where": [0]}, "2 items"),
])
def test_malformed_move_json_is_a_move_format_error(data, match):
    with pytest.raises(MoveFormatError, match=match):
        move_from_json(data, (Take, Show))
    assert issubclass(MoveFormatError, ValueError)


def test_replay_takes_moves_or_their_json_and_lets_errors_through():
    g = Nim()
    direct = g.apply(g.apply(g.new_game(4, 2), Take(3)), Take(1))
    assert replay(g, 4, 2, {}, [Take(3), Take(1)]) == direct
    assert replay(g, 4, 2, None, [{"move": "Take", "n": 3}, Take(1).to_json()]) == direct
    with pytest.raises(IllegalMoveError):
        replay(g, 4, 2, {}, [Take(3), Take(3), Take(3), Take(3)])
    with pytest.raises(MoveFormatError):
        replay(g, 4, 2, {}, [{"move": "Take"}])
    with pytest.raises(OptionError):
        replay(g, 4, 2, {"start": 1}, [])


def test_option_labels_fall_back_to_the_value():
    o = Option("a", "x", ("x", "y"), label="Thing", value_labels={"x": "Ex"})
    assert o.value_label("x") == "Ex" and o.value_label("y") == "y"


def test_illegal_move_carries_reason_and_changes_nothing():
    g = Nim()
    s = g.new_game(1, 2)
    with pytest.raises(IllegalMoveError) as info:
        g.apply(s, Take(5))
    assert info.value.reason == "you cannot take 5" and info.value.rule == "NIM-1"
    assert check_move(g, s, Take(5)) == "you cannot take 5" and check_move(g, s, Take(1)) is None
    assert s.left == 10


def test_registry_names_unknown_game():
    with pytest.raises(ValueError, match="no game 'chess'"):
        get_game("chess")


def test_simulator_plays_and_aggregates(monkeypatch):
    from app import sim
    from app.ai import base

    game = Nim()
    monkeypatch.setattr(sim, "get_game", lambda gid: game)
    monkeypatch.setattr(base, "get_game", lambda gid: game)
    from app.games import Descriptor, register, unregister

    register(Descriptor("nim", "Nim", 2, 3, "Take 1 to 3 counters; the last one wins.", ("perfect",),
                        rules="tests.rules.test_game:NIM", agents=("tests.rules.test_game:NIM_AGENTS",), setup=None,
                        table=None, code_prefix="NM", present="app.games.present:PRESENTER"))
    try:
        report = sim.simulate("nim", 2, ["perfect", "random"], games=40, seed=3, swap=True)
    finally:
        unregister("nim")
    perfect, rnd = report["results"]
    assert report["games"] == 80 and perfect["games"] == rnd["games"] == 80
    assert perfect["wins"] + rnd["wins"] == 80
    assert perfect["wins"] > rnd["wins"]  # perfect play wins from any start it can
    assert perfect["details"]["took_last"] == perfect["wins"] / 80
    assert perfect["decisions"] > 0 and "ms_per_decision_median" in perfect
    text = sim.format_report(report)
    assert "perfect" in text and "random" in text
    assert sim.labels_for(["a", "a", "b"]) == ["a#1", "a#2", "b"]


class PerfectNim:
    name = "perfect"

    def __init__(self, game, seed):
        pass

    def choose(self, view, legal):
        for m in legal:
            if (view.left - m.n) % 4 == 0:
                return m
        return legal[0]


NIM_AGENTS = {"perfect": PerfectNim}
NIM = Nim()


def test_sim_cli_refuses_bad_option(capsys):
    from app import sim

    code = sim.main(["tile_poker", "--option", "turn_timer=5000", "--games", "1"])
    err = capsys.readouterr().err
    assert code == 2 and "turn_timer" in err


# ----------------------------------------------------------------------------- option texts


def _option_texts():
    from app.games import game_ids

    for game_id in game_ids():
        for opt in get_game(game_id).info.options:
            yield game_id, opt


@pytest.mark.parametrize("game_id,opt", list(_option_texts()), ids=lambda v: getattr(v, "name", v))
def test_option_help_speaks_the_words_the_setup_controls_show(game_id, opt):
    """Setup shows an option's label, its values by their labels, and its help: the help names
    the values as the control does (never the raw value a file stores), names no code, and does
    more than say the label again."""
    import re

    assert opt.label and opt.help
    words = opt.help.lower()
    for value in opt.values:
        shown = opt.value_label(value)
        raw = str(value)
        if shown.lower() == raw.lower() or not isinstance(value, str):
            continue
        for form in {raw, raw.replace("_", " ")} - {f for f in {raw, raw.replace("_", " ")}
                                                     if f.lower() in shown.lower()}:
            assert not re.search(rf"(?<![\w-]){re.escape(form.lower())}(?![\w-])", words), (
                f"{game_id} {opt.name}: the help says {form!r} where setup shows {shown!r}")
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", opt.help), f"{game_id} {opt.name}: a code in {opt.help!r}"
    label = opt.label.lower()
    assert words.strip(" .") != label and not words.startswith(label), f"{game_id} {opt.name}: help repeats label"
