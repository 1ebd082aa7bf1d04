"""Statistics per game and per player name (the humans who played on this computer).

A table calls ``record_game`` once when a game ends. It adds the game to each human seat's
figures (games played, won, lost and drawn, the winning streaks, the best and mean score in
the game's own terms, what the game itself counts, and hints and undos where the table
passed them) and keeps the game as a replay (app.store.replays). The file is written
atomically (a temporary file, then a rename), so a process killed at any moment loses at most
the game being recorded, never the file.

The statistics are one JSON file, ``stats.json`` in the data folder::

    {"version": 1, "games": {GAME: {"players": {KEY: RECORD}}}}

KEY is the player's name folded to lower case (a name is one player, however it is
capitalised); RECORD holds the name as last written, the counters, and the last results
(``recent``: result and score of each of the last RECENT games, oldest first).

A file that cannot be read, is incomplete or comes from another version of Felt is set
aside (never deleted) and reported in one sentence; the statistics start again empty.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Mapping, Sequence

from app.paths import data_dir
from app.games import game_title, presenter
from app.i18n import N_, _, number, pgettext
from app.rules.game import Outcome
from app.store.files import BadFile, read_json, try_set_aside, write_json
from app.log import log

VERSION = 1
RECENT = 20  # results kept per player for the chart

WON, LOST, DRAWN = "won", "lost", "drawn"
COUNTERS = ("played", "won", "lost", "drawn", "streak", "best_streak", "score_n")

# What each game counts beyond wins and scores, and what its score is called, is the game's
# presenter's (app.games.present: ``counts``, ``game_counts``, ``score_name``). Counts are
# summed over the games a player played; "best_hand" (a game with hand categories) keeps the
# best (lowest) category.
EXTRA_KEYS = (("hints", N_("Hints used")), ("undos", N_("Undos used")))


def stats_path() -> Path:
    return data_dir() / "stats.json"


def empty() -> dict[str, Any]:
    return {"version": VERSION, "games": {}}


def player_key(name: str) -> str:
    return " ".join(str(name).split()).casefold()


# ----------------------------------------------------------------------------- reading


def _number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _valid_record(rec: Any) -> bool:
    if not isinstance(rec, dict) or not isinstance(rec.get("name"), str):
        return False
    if not all(_number(rec.get(k, 0)) and rec.get(k, 0) >= 0 for k in COUNTERS):
        return False
    counts = rec.get("counts", {})
    if not isinstance(counts, dict) or not all(_number(v) for v in counts.values()):
        return False
    for k in ("score_sum", "score_best"):
        if rec.get(k) is not None and not _number(rec[k]):
            return False
    recent = rec.get("recent", [])
    if not isinstance(recent, list):
        return False
    return all(isinstance(r, dict) and r.get("result") in (WON, LOST, DRAWN) and _number(r.get("score", 0))
               for r in recent)


def valid(data: Any) -> bool:
    """Whether ``data`` (already a version-1 object) has the shape described above."""
    games = data.get("games") if isinstance(data, dict) else None
    if not isinstance(games, dict):
        return False
    for g in games.values():
        if not isinstance(g, dict) or not isinstance(g.get("players"), dict):
            return False
        if not all(isinstance(k, str) and _valid_record(r) for k, r in g["players"].items()):
            return False
    return True


def load() -> tuple[dict[str, Any], str | None]:
    """The statistics (empty when there are none) and, when the file could not be used, the
    one sentence to show (the file is already set aside)."""
    path = stats_path()
    try:
        data = read_json(path, "statistics", VERSION)
    except BadFile as exc:
        return empty(), exc.message
    if data is None:
        return empty(), None
    if not valid(data):
        moved = try_set_aside(path)
        log.warning("the statistics file %s is incomplete; set aside as %s", path, moved)
        if moved:
            # TRANSLATORS: {name} is the file's new name (stats.json.broken-20260101-120000)
            return empty(), _("The statistics file is incomplete; it was set aside as {name}.").format(name=moved.name)
        return empty(), _("The statistics file is incomplete; it could not be moved aside.")
    return data, None


def save(data: Mapping[str, Any]) -> None:
    write_json(stats_path(), dict(data))


# ----------------------------------------------------------------------------- figures of one game


def seat_result(outcome: Outcome, seat: int) -> str:
    """WON, LOST or DRAWN for ``seat``: a shared or drawn result is a draw for the seats in it."""
    if seat in outcome.winners:
        return DRAWN if outcome.draw else WON
    return LOST


def game_counts(game_id: str, outcome: Outcome, seat: int, options: Mapping[str, Any]) -> dict[str, float]:
    """What ``game_id`` counts for ``seat`` in one finished game (its presenter says)."""
    return presenter(game_id).game_counts(outcome, seat, options)


def _seat_extra(extra: Mapping[str, Any], key: str, seat: int) -> int | None:
    """``extra[key]`` for ``seat``: a number (the one human's count) or one number per seat."""
    v = extra.get(key)
    if isinstance(v, (list, tuple)):
        v = v[seat] if seat < len(v) else None
    if _number(v) and v >= 0:
        return int(v)
    return None


def add_game(data: dict[str, Any], game_id: str, seats: Sequence[Mapping[str, Any]], options: Mapping[str, Any],
             outcome: Outcome, extra: Mapping[str, Any] | None = None, best_hands: Sequence[int] | None = None,
             when: str = "") -> None:
    """Add one finished game to ``data`` (in memory) for every human seat."""
    extra = extra or {}
    game = data["games"].setdefault(game_id, {"players": {}})
    for seat, s in enumerate(seats):
        if s.get("kind", "human") != "human" or seat >= len(outcome.scores):
            continue
        name = " ".join(str(s.get("name", "")).split()) or f"Seat {seat + 1}"
        rec = game["players"].setdefault(player_key(name), {
            "name": name, **{k: 0 for k in COUNTERS}, "score_sum": 0.0, "score_best": None,
            "higher_is_better": outcome.higher_is_better, "counts": {}, "recent": []})
        rec["name"] = name
        result = seat_result(outcome, seat)
        rec["played"] += 1
        rec[result] += 1
        rec["streak"] = rec["streak"] + 1 if result == WON else 0
        rec["best_streak"] = max(rec["best_streak"], rec["streak"])
        score = float(outcome.scores[seat])
        rec["higher_is_better"] = outcome.higher_is_better
        rec["score_sum"] = float(rec.get("score_sum") or 0) + score
        rec["score_n"] += 1
        best = rec.get("score_best")
        if best is None or (score > best if outcome.higher_is_better else score < best):
            rec["score_best"] = score
        counts = rec.setdefault("counts", {})
        for k, v in game_counts(game_id, outcome, seat, options).items():
            counts[k] = counts.get(k, 0) + v
        if best_hands is not None and seat < len(best_hands) and best_hands[seat]:
            cur = counts.get("best_hand")
            if cur is None or best_hands[seat] < cur:  # categories count up from the best hand
                counts["best_hand"] = best_hands[seat]
        for key, __ in EXTRA_KEYS:
            n = _seat_extra(extra, key, seat)
            if n is not None:
                counts[key] = counts.get(key, 0) + n
        rec["recent"] = (rec.get("recent", []) + [{"result": result, "score": score, "when": when}])[-RECENT:]


def best_hands(game_id: str, seats: Sequence[Mapping[str, Any]], options: Mapping[str, Any], seed: int,
               moves: Sequence[Any]) -> list[int] | None:
    """The best hand category per seat, from the replayed game, for a game whose presenter
    keeps one (``best_hand_label``: its outcome gives only the points, which two categories
    share); None for the others."""
    shown = presenter(game_id)
    if not shown.best_hand_label:
        return None
    from app.rules.game import get_game, replay

    try:
        game = get_game(game_id)
        return shown.best_hands(game.view(replay(game, seed, len(seats), options, moves), None))
    except ValueError as exc:
        log.warning("the best hands of a finished %s game could not be found: %s", game_id, exc)
        return None


def record_game(game_id: str, seats: Sequence[Mapping[str, Any]], options: Mapping[str, Any], seed: int,
                moves: Sequence[Any], outcome: Outcome, extra: Mapping[str, Any] | None = None) -> list[str]:
    """A table calls this once when a game ends. ``seats``: dicts with name, kind ("human" or
    "computer") and level; ``moves``: the game's moves (Move objects or their JSON);
    ``outcome``: ``GAME.outcome(state)``; ``extra``: what the table counted, such as
    ``{"hints": 2, "undos": 1}`` (a number for the one human, or a list with one per seat).

    Updates the statistics of every human seat and keeps the game as a replay. Returns the
    sentences to show (a statistics or replay file that had to be set aside, one that could
    not be written); an empty list when all went well."""
    from app.store import replays

    notes: list[str] = []
    seat_dicts = [dict(s) for s in seats]
    move_json = [m.to_json() if hasattr(m, "to_json") else dict(m) for m in moves]
    when = time.strftime("%Y-%m-%d %H:%M")
    data, notice = load()
    if notice:
        notes.append(notice)
    if any(s.get("kind", "human") == "human" for s in seat_dicts):
        add_game(data, game_id, seat_dicts, options, outcome, extra,
                 best_hands(game_id, seat_dicts, options, seed, move_json), when)
        try:
            save(data)
        except OSError as exc:
            log.warning("the statistics could not be written: %s", exc)
            notes.append(cannot_write(exc))
    try:
        notes.extend(replays.keep(game_id, seat_dicts, options, seed, move_json, outcome))
    except OSError as exc:
        log.warning("the replay could not be written: %s", exc)
        # TRANSLATORS: {reason} is the system's reason (such as "No space left on device")
        notes.append(_("The replay of this game could not be written ({reason}).").format(reason=exc.strerror or exc))
    return notes


def reset(game_id: str) -> str | None:
    """Forget every player's statistics of ``game_id``; a sentence if something went wrong."""
    data, notice = load()
    data["games"].pop(game_id, None)
    try:
        save(data)
    except OSError as exc:
        return cannot_write(exc)
    return notice


def cannot_write(exc: OSError) -> str:
    # TRANSLATORS: {reason} is the system's reason (such as "No space left on device")
    return _("The statistics could not be written ({reason}).").format(reason=exc.strerror or exc)


# ----------------------------------------------------------------------------- for people


def players(data: Mapping[str, Any], game_id: str) -> list[dict[str, Any]]:
    """The records of ``game_id``, the most games played first."""
    recs = list(data.get("games", {}).get(game_id, {}).get("players", {}).values())
    return sorted(recs, key=lambda r: (-r["played"], r["name"].casefold()))


def _num(v: float) -> str:
    return number(v)


def figures(game_id: str, rec: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(label, value) lines for one player's record of ``game_id``."""
    played = rec["played"]
    # TRANSLATORS: a share of games won; {percent} is a whole number
    share = _("{percent} %").format(percent=number(100 * rec["won"] / played, 0)) if played else "-"
    # TRANSLATORS: Statistics: the current run of games won, and the longest one
    streak = _("{count} (longest {longest})").format(count=rec["streak"], longest=rec["best_streak"])
    out = [(pgettext("statistics", "Played"), str(played)), (pgettext("statistics", "Won"), str(rec["won"])),
           (pgettext("statistics", "Lost"), str(rec["lost"])), (pgettext("statistics", "Drawn"), str(rec["drawn"])),
           (_("Win share"), share), (_("Winning streak"), streak)]
    shown = presenter(game_id)
    name = _(shown.score_name)  # (the presenter's word, marked where it is written)
    if rec.get("score_n"):
        # TRANSLATORS: Statistics: the best of a player's results; {score} is what a game's score is
        # called ("score", "total", "points")
        out.append((_("Best {score}").format(score=name), _num(rec["score_best"])))
        # TRANSLATORS: Statistics: the mean of a player's results; {score} as in "Best {score}"
        out.append((_("Mean {score}").format(score=name), number(rec["score_sum"] / rec["score_n"], 1)))
    counts = rec.get("counts", {})
    for key, label in shown.counts:
        if key in counts:
            out.append((_(label), _num(counts[key])))
    if shown.best_hand_label and counts.get("best_hand"):
        out.append((_(shown.best_hand_label), shown.best_hand_name(int(counts["best_hand"]))))
    for key, label in EXTRA_KEYS:
        if key in counts:
            out.append((_(label), _num(counts[key])))
    return out


def title(game_id: str) -> str:
    return game_title(game_id)
