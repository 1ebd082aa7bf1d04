"""The ladder: what each computer level measured against the others (``make ladder`` plays
them, bench/ladder.py; the figures ship in assets/ladder.json). Read-only here: the setup
screen shows one sentence per level and README shows the table, both built from the file by
the functions below.

The file (format ``VERSION``)::

    {"version": 1, "felt": "0.1.0", "scale": 1.0,
     "games": {GAME: {"measure": "wins" | "totals" | "face_down",
                      "unit": "deal" | "hand" | "game",   # what one game played is
                      "players": 2, "options": {...}, "seed": 1,
                      "levels": {LEVEL: [FIGURE, ...]}}}}   # the first figure is the one shown

    FIGURE: {"opponent": "easy" (null when the level plays alone),
             "games": 4000, "wins": 2440, "draws": 80,
             "share": 0.61, "interval": [0.595, 0.625],      # wins / games, its 95 % interval
             # "totals" (lower is better): its mean total and the opponent's, and the 95 %
             # interval of the difference (its mean minus the opponent's, per deal)
             "mean": 54.2, "opponent_mean": 78.9, "difference_interval": [-27.1, -22.3],
             # "face_down": the mean face-down count and its 95 % interval
             "mean": 7.7, "mean_interval": [7.5, 7.9]}

A file that is missing or cannot be used gives no figures (logged in one line), and nothing
else changes: the ladder is never needed to play."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any, Mapping

from app.paths import asset_path
from app.i18n import _, ngettext, number
from app.log import log

VERSION = 1
FILE_NAME = "ladder.json"
MAX_BYTES = 2**20
MEASURES = ("wins", "totals", "face_down")
UNITS = ("deal", "hand", "game")


class LadderError(ValueError):
    """The ladder file's content does not have the format above."""


def ladder_path() -> Path:
    return asset_path(FILE_NAME)


# ---------------------------------------------------------------------------- checking
def _number(v: Any, what: str) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        raise LadderError(f"{what} is not a number")
    return float(v)


def _count(v: Any, what: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise LadderError(f"{what} is not a count")
    return v


def _interval(v: Any, what: str) -> tuple[float, float]:
    if not isinstance(v, list) or len(v) != 2:
        raise LadderError(f"{what} is not an interval")
    lo, hi = _number(v[0], what), _number(v[1], what)
    if lo > hi:
        raise LadderError(f"{what} runs backwards")
    return lo, hi


def check_figure(fig: Any, measure: str, where: str) -> None:
    if not isinstance(fig, dict):
        raise LadderError(f"{where} is not an object")
    opp = fig.get("opponent")
    if measure == "face_down":
        if opp is not None:
            raise LadderError(f"{where}: a level that plays alone has no opponent")
    elif not isinstance(opp, str) or not opp:
        raise LadderError(f"{where} has no opponent")
    games = _count(fig.get("games"), f"{where}: games")
    if games == 0:
        raise LadderError(f"{where}: no games")
    wins, draws = _count(fig.get("wins"), f"{where}: wins"), _count(fig.get("draws"), f"{where}: draws")
    if wins + draws > games:
        raise LadderError(f"{where}: more wins and draws than games")
    share = _number(fig.get("share"), f"{where}: share")
    lo, hi = _interval(fig.get("interval"), f"{where}: interval")
    if not 0 <= lo <= share <= hi <= 1:
        raise LadderError(f"{where}: the share or its interval is outside 0-1")
    if measure == "totals":
        _number(fig.get("mean"), f"{where}: mean")
        _number(fig.get("opponent_mean"), f"{where}: opponent_mean")
        _interval(fig.get("difference_interval"), f"{where}: difference_interval")
    elif measure == "face_down":
        mean = _number(fig.get("mean"), f"{where}: mean")
        lo, hi = _interval(fig.get("mean_interval"), f"{where}: mean_interval")
        if not 0 <= lo <= mean <= hi:
            raise LadderError(f"{where}: the mean is outside its interval")


def check(data: Any) -> dict:
    """``data`` itself when it has the format above, else LadderError saying where not."""
    if not isinstance(data, dict):
        raise LadderError("not a JSON object")
    if data.get("version") != VERSION:
        raise LadderError(f"format version {data.get('version')!r}, expected {VERSION}")
    games = data.get("games")
    if not isinstance(games, dict):
        raise LadderError("no games")
    for gid, g in games.items():
        if not isinstance(g, dict):
            raise LadderError(f"{gid} is not an object")
        measure, unit = g.get("measure"), g.get("unit")
        if measure not in MEASURES:
            raise LadderError(f"{gid}: unknown measure {measure!r}")
        if unit not in UNITS:
            raise LadderError(f"{gid}: unknown unit {unit!r}")
        levels = g.get("levels")
        if not isinstance(levels, dict):
            raise LadderError(f"{gid} has no levels")
        for level, figs in levels.items():
            if not isinstance(figs, list) or not figs:
                raise LadderError(f"{gid} {level}: no figures")
            for k, fig in enumerate(figs):
                check_figure(fig, measure, f"{gid} {level} figure {k + 1}")
    return data


def read(path: Path | None = None) -> dict | None:
    """The checked ladder, or None when there is none or it cannot be used (one line in the
    log saying why; a missing file is not worth a line)."""
    path = ladder_path() if path is None else path
    try:
        if path.stat().st_size > MAX_BYTES:
            raise LadderError(f"larger than {MAX_BYTES} bytes")
        return check(json.loads(path.read_bytes().decode("utf-8")))
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        log.warning("the ladder file %s is not used: %s", path, exc)
        return None


# ---------------------------------------------------------------------------- words
def percent(x: float) -> str:
    """Whole percent; a share that is not 0 or 1 never reads as 0 % or 100 %."""
    if 0 < x < 0.005:
        # TRANSLATORS: a share of games won, less than one percent
        return _("under 1 %")
    if 0.995 < x < 1:
        # TRANSLATORS: a share of games won, more than 99 percent
        return _("over 99 %")
    # TRANSLATORS: a share; {percent} is a whole number
    return _("{percent} %").format(percent=number(100 * x, 0))


def plural(unit: str, n: int) -> str:
    """"1 game", "4,000 hands" (``unit``: a game, a deal or a hand)."""
    count = number(n)
    if unit == "deal":
        # TRANSLATORS: how many deals the computer levels played against each other
        return ngettext("{count} deal", "{count} deals", n).format(count=count)
    if unit == "hand":
        # TRANSLATORS: how many hands the computer levels played against each other
        return ngettext("{count} hand", "{count} hands", n).format(count=count)
    # TRANSLATORS: how many games the computer levels played against each other
    return ngettext("{count} game", "{count} games", n).format(count=count)


def sentence(measure: str, unit: str, fig: Mapping[str, Any]) -> str:
    """What ``fig`` measured, in the game's own terms and the player's language (the level's
    name goes before it)."""
    from app.games import level_words

    n = fig["games"]
    share = percent(fig["share"])
    if measure == "face_down":
        # TRANSLATORS: after a computer level's name on the setup screen (a patience); {mean} is
        # a number such as 7.5, {share} a percentage, {games} a count of games ("4,000 games")
        return _("leaves {mean} cards face down on average, all turned up in {share} of {games}").format(
            mean=number(fig["mean"], 1), share=share, games=plural("game", n))
    opp = level_words(str(fig["opponent"]))
    if measure == "totals":
        # TRANSLATORS: after a computer level's name on the setup screen; {opponent} is another
        # level's name, {mean} and {opponent_mean} average scores, {share} a percentage, {games}
        # a count of games ("4,000 games")
        return _("scores {mean} to {opponent}'s {opponent_mean} on average (low wins) and wins {share} of "
                 "{games}").format(mean=number(fig["mean"], 0), opponent=opp,
                                   opponent_mean=number(fig["opponent_mean"], 0), share=share,
                                   games=plural("game", n))
    if unit == "deal":
        # TRANSLATORS: after a computer level's name on the setup screen; {share} is a percentage,
        # {opponent} another level's name, {count} how many were played ("4,000 deals")
        return _("wins {share} of deals against {opponent} ({count})").format(
            share=share, opponent=opp, count=plural(unit, n))
    if unit == "hand":
        # TRANSLATORS: as "wins {share} of deals against...", counted in hands
        return _("wins {share} of hands against {opponent} ({count})").format(
            share=share, opponent=opp, count=plural(unit, n))
    # TRANSLATORS: as "wins {share} of deals against...", counted in games
    return _("wins {share} of games against {opponent} ({count})").format(
        share=share, opponent=opp, count=plural(unit, n))


def level_figures(game_id: str, levels: tuple[str, ...], path: Path | None = None
                  ) -> dict[str, tuple[str, str, Mapping[str, Any]]]:
    """Level -> (measure, unit, its first figure) for the levels of ``levels`` the ladder
    measured (empty without a usable ladder file); ``sentence(*it)`` words it."""
    data = read(path)
    game = (data or {}).get("games", {}).get(game_id)
    if not game:
        return {}
    return {level: (game["measure"], game["unit"], game["levels"][level][0])
            for level in levels if game["levels"].get(level)}


def level_sentences(game_id: str, levels: tuple[str, ...], path: Path | None = None) -> dict[str, str]:
    """Level -> the sentence of its first figure, for the levels of ``levels`` the ladder
    measured (empty without a usable ladder file)."""
    return {level: sentence(*fig) for level, fig in level_figures(game_id, levels, path).items()}


def markdown(data: Mapping[str, Any], titles: Mapping[str, str], order: tuple[str, ...] = ()) -> str:
    """README's table: one row per figure (every level, every opponent), games in ``order``
    first."""
    rows = ["| game | level | measured | 95 % interval |", "|---|---|---|---|"]
    games = data["games"]
    for gid in [g for g in order if g in games] + [g for g in games if g not in order]:
        g = games[gid]
        for level, figs in g["levels"].items():
            for fig in figs:
                text = sentence(g["measure"], g["unit"], fig)
                lo, hi = fig["interval"]
                interval = f"{percent(lo)} to {percent(hi)}"
                if g["measure"] == "face_down":
                    mlo, mhi = fig["mean_interval"]
                    interval = f"face down {mlo:.2f} to {mhi:.2f}; all turned up {interval}"
                elif g["measure"] == "totals":
                    dlo, dhi = fig["difference_interval"]
                    interval = f"wins {interval}; points {dlo:+.1f} to {dhi:+.1f}"
                rows.append(f"| {titles.get(gid, gid)} | {level} | {text} | {interval} |")
    return "\n".join(rows)
