"""What Felt knows of one game, in one place: ``Descriptor``.

A descriptor is data only (it imports nothing of Felt but the words, app.i18n, when asked for
them: ``title_words()``, ``summary_words()``, ``players_text``): the facts people see before playing,
and where the game's parts are, each as ``"module:attribute"`` imported on first use, so the
menu can list every game without importing any of them. Generic modules (the registry, menu,
autoplay, deal codes, statistics, replays, storms, the contract test, benches, the ladder)
ask the descriptors and name no game.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Mapping

CODE_CHARS = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"  # deal codes' characters (app.rules.dealcode)


@dataclass(frozen=True)
class StormSetup:
    """How the tests' event storms (tests/ui/storm.py) set up a game's tables, where its
    defaults do not suit: option values over the defaults for every table (``options``: a
    shorter match), for its table with two humans (``humans``: values that change how the
    table is laid out) and for the table played to its end (``end``: a session that ends);
    ``phases``: the phases of its rules a storm starts a table in, each one random play
    reaches (None: every phase between the first and "over")."""

    options: Mapping[str, Any] = field(default_factory=dict, hash=False)
    humans: Mapping[str, Any] = field(default_factory=dict, hash=False)
    end: Mapping[str, Any] = field(default_factory=dict, hash=False)
    phases: tuple[str, ...] | None = None


@dataclass(frozen=True)
class LadderPlan:
    """How the ladder (bench/ladder.py) plays a game's levels against each other: the
    ``players`` of each game, what it ``measure``s ("wins", "totals": lower is better, or
    "face_down": a patience), what one game played is (``unit``: a deal, a hand, a game), the
    ``deals`` each level's pairings play (the smaller of the two; a level not listed plays
    the ladder's ``NEW_LEVEL``), the ``options`` over the defaults, and the levels that play
    only the level below them (``below_only``: the weakest too costly for them)."""

    players: int
    measure: str
    unit: str
    deals: Mapping[str, int] = field(hash=False)
    options: Mapping[str, Any] = field(default_factory=dict, hash=False)
    below_only: frozenset[str] = frozenset()

    def __post_init__(self):
        if self.measure not in ("wins", "totals", "face_down"):
            raise ValueError(f"a ladder measures wins, totals or face_down, not {self.measure!r}")


@dataclass(frozen=True)
class BenchSetup:
    """How the benches (bench/) measure a game: its ladder (``LadderPlan``); the decision
    times (bench/bench_levels.py): the players, the seeded games each level plays and the
    options (``decisions``), and the worst CPU milliseconds a level's decision may take
    where an issue names a limit (``decision_limits``: level -> ms); the table's demo screen
    where the one human seat is to move with a drag (``moment``, bench/bench_tables.py); the
    Watch table whose memory is measured (``watch``: seats and level, bench/bench_memory.py),
    also played on to the long mark when ``watch_long``; ``think``: a table on which a computer
    thinks flat out while the human drags (``"module:function"``, ``f(app, process) -> (table,
    ask, start)``, bench/bench_feel.py measures how late frames are then; one game names one)."""

    ladder: LadderPlan
    decisions: tuple[int, int, Mapping[str, Any]] = field(hash=False)
    moment: str
    watch: tuple[int, str]
    decision_limits: Mapping[str, float] = field(default_factory=dict, hash=False)
    watch_long: bool = False
    think: str | None = None


@dataclass(frozen=True)
class Descriptor:
    """One game. ``levels``: the computer levels a table offers, weakest first (each a level
    name of the game's agents); ``agents``: dicts of level name -> factory ``f(game, seed)``,
    merged in order (a costly level may sit in a module of its own); ``present``: the game's
    presenter (app.games.present.Presenter: how its results, statistics and replays read);
    ``code_prefix``: two deal-code characters naming the game; ``storm``: how the tests'
    event storms set up its tables, where the defaults do not suit (``StormSetup``);
    ``soak_player``: the soak's random player ``f(view, legal, rng) -> move`` where uniform
    play would seldom reach part of the rules (None: uniform); ``playouts``: the players and
    options of the seeded random games the contract test and the soak play (short sessions
    first, then other option values that change what a view holds; none: the fewest players
    with the defaults); ``bench``: how the benches and the ladder measure it (``BenchSetup``;
    None: they leave it out, saying so)."""

    id: str
    title: str
    min_players: int
    max_players: int
    summary: str  # one line for the menu
    levels: tuple[str, ...]
    rules: str
    agents: tuple[str, ...]
    setup: str | None  # the setup scene (None: the table is not built yet)
    table: str | None  # the table scene
    code_prefix: str
    present: str
    storm: StormSetup = StormSetup()
    soak_player: str | None = None
    playouts: tuple[tuple[int, Mapping[str, Any]], ...] = field(default=(), hash=False)
    bid_report: str | None = None  # the simulator's --bids report ("module:Class"), for a game with an auction
    tutorial: str | None = None  # the lesson Learn plays ("module:attribute", app.scenes.tutorial.Lesson)
    bench: BenchSetup | None = field(default=None, hash=False)
    # the level whose move Hint shows (and Demo plays) at a table: the strongest honest one,
    # playing from the human's view only (None: no Hint, no Demo)
    hint_level: str | None = None
    # the coach (app.ai.coach): how much worse by the hint level's own values a human's move
    # must be for a note, in the game's unit (the presenter's ``coach_lines`` word it; None:
    # no coach)
    coach_threshold: float | None = None
    # the look-back's analysis of a finished game or hand (the module name of a plug-in with
    # ``analyse``, ``summary``, ``marks`` and ``at_move``: see the replay viewer's look-back,
    # app.scenes.lookback; None: the look-back shows the coach's verdicts only)
    lookback: str | None = None

    def __post_init__(self):
        problems = []
        if not self.id or not self.id.replace("_", "").isalnum() or self.id != self.id.lower():
            problems.append("an id of lower-case letters, digits and underscores")
        if not 1 <= self.min_players <= self.max_players:
            problems.append("1 <= min_players <= max_players")
        if len(self.code_prefix) != 2 or any(c not in CODE_CHARS for c in self.code_prefix):
            problems.append(f"a code prefix of two of {CODE_CHARS}")
        if self.coach_threshold is not None and (self.hint_level is None or self.coach_threshold <= 0):
            problems.append("a hint level and a positive coach threshold")
        if self.hint_level is not None and self.hint_level not in self.levels:
            problems.append(f"a hint level among its levels ({', '.join(self.levels)})")
        for name in ("rules", "present"):
            if ":" not in getattr(self, name):
                problems.append(f"{name} as \"module:attribute\"")
        if problems:
            raise ValueError(f"game {self.id!r} needs " + "; ".join(problems))

    @property
    def players_text(self) -> str:
        """How many play, in the player's language: "solitaire", "4 players", "2-8 players"."""
        from app.i18n import _, ngettext

        if self.max_players == 1:
            # TRANSLATORS: on the menu, beside a game one plays alone
            return _("solitaire")
        if self.min_players == self.max_players:
            n = self.min_players
            # TRANSLATORS: on the menu, beside a game's name: how many play it
            return ngettext("{count} player", "{count} players", n).format(count=n)
        # TRANSLATORS: on the menu, beside a game's name: {low} to {high} players play it
        return _("{low}-{high} players").format(low=self.min_players, high=self.max_players)

    def title_words(self) -> str:
        """The game's name in the player's language (``title`` is marked with N_ where it is
        written)."""
        from app.i18n import _

        return _(self.title)

    def summary_words(self) -> str:
        """The menu's line about the game, in the player's language."""
        from app.i18n import _

        return _(self.summary)


def load(target: str) -> Any:
    """The attribute named by ``"module:attribute"`` (its module imported on first use)."""
    module_name, attr = target.split(":")
    return getattr(importlib.import_module(module_name), attr)
