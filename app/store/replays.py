"""Finished games kept as replays: the last KEEP games of each game, one JSON file each under
``replays/<game>/`` in the data folder. A replay is the game's id, its seats, options, seed
and moves (which rebuild every position exactly), and a summary of the outcome::

    {"version": 1, "game": GAME, "seats": [...], "options": {...}, "seed": N, "moves": [...],
     "outcome": {"winners": [...], "scores": [...], "draw": false, "higher_is_better": true,
                 "reason": "...", "facts": [[KEY, VALUE], ...]},
     "finished": "2026-11-23 22:05"}

The outcome is kept as facts (the rules' Outcome: winners, scores, reason, facts); the words
come from app.ui.words with the seats' names when the replay is listed or shown. A replay
kept before results were facts (its summary has a ``text`` with seat numbers and no
``reason``) has its outcome rebuilt from its moves instead: that old text is never shown.

A kept replay that is broken or of an unknown version is reported in one line and set aside
(never deleted); the others are still listed. ``export`` writes a copy for sending to
someone (into the documents folder, or ``FELT_HOME/exports``); ``import_file`` reads one
back, refusing in one plain sentence a file that is not a replay, does not replay or is
already kept (a technical detail goes to the log only)."""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Sequence

from app.paths import data_dir
from app.games import game_ids, game_title
from app.i18n import N_, _
from app.rules.game import Outcome, get_game, replay
from app.store.files import BadFile, read_json, try_set_aside, write_json
from app.log import log

VERSION = 1
KEEP = 50


@dataclass(frozen=True)
class Entry:
    """One kept replay as the list shows it."""

    path: Path
    game_id: str
    finished: str
    seats: tuple[str, ...]
    outcome: Outcome | None  # None if it could not be found
    moves: int


def replay_dir(game_id: str) -> Path:
    return data_dir() / "replays" / game_id


def outcome_summary(outcome: Outcome | None) -> dict[str, Any]:
    if outcome is None:
        return {}
    return {"winners": list(outcome.winners), "scores": list(outcome.scores), "draw": outcome.draw,
            "higher_is_better": outcome.higher_is_better, "reason": outcome.reason,
            "facts": [[k, list(v) if isinstance(v, tuple) else v] for k, v in outcome.facts]}


def stored_outcome(summary: Any) -> Outcome | None:
    """The Outcome of a stored summary (see ``outcome_summary``), or None when it holds no
    facts (kept by an older Felt: rebuild it from the moves) or is malformed."""
    if not isinstance(summary, Mapping) or not isinstance(summary.get("reason"), str):
        return None
    try:
        scores = tuple(float(x) for x in summary["scores"])
        winners = tuple(int(w) for w in summary["winners"])
        if not all(0 <= w < len(scores) for w in winners):
            return None
        facts = tuple((str(k), tuple(v) if isinstance(v, list) else v) for k, v in summary.get("facts", []))
        return Outcome(winners=winners, scores=scores, draw=bool(summary.get("draw", False)),
                       higher_is_better=bool(summary.get("higher_is_better", True)),
                       reason=summary["reason"], facts=facts)
    except (KeyError, TypeError, ValueError):
        return None


def outcome_of(data: Mapping[str, Any]) -> Outcome | None:
    """A replay's outcome: from its stored facts, else rebuilt from its moves (None if it
    does not replay to the end)."""
    kept = stored_outcome(data.get("outcome"))
    if kept is not None:
        return kept
    try:
        return get_game(data["game"]).outcome(rebuild(data)[-1])
    except (ValueError, KeyError, TypeError, IndexError) as exc:
        log.warning("the result of a replay could not be found: %s", exc)
        return None


def make_record(game_id: str, seats: Sequence[Mapping[str, Any]], options: Mapping[str, Any], seed: int,
                moves: Sequence[Any], outcome: Outcome | None, finished: str = "") -> dict[str, Any]:
    return {
        "version": VERSION, "game": game_id, "seats": [dict(s) for s in seats], "options": dict(options),
        "seed": seed, "moves": [m.to_json() if hasattr(m, "to_json") else dict(m) for m in moves],
        "outcome": outcome_summary(outcome), "finished": finished or time.strftime("%Y-%m-%d %H:%M"),
    }


def problem(data: Any, game_id: str | None = None) -> str | None:
    """What is wrong with a replay's JSON (already read), or None if it has every part."""
    if not isinstance(data, dict):
        return "it is not a JSON object"
    if data.get("version") != VERSION:
        # TRANSLATORS: why a replay cannot be used (after "could not be used"); {version} is a number
        return _("it is from another version of Felt (version {version})").format(version=repr(data.get("version")))
    gid = data.get("game")
    if gid not in game_ids():
        # TRANSLATORS: why a replay cannot be used; {game} is the name the file gives
        return _("it names no game Felt knows ({game})").format(game=repr(gid))
    if game_id is not None and gid != game_id:
        # TRANSLATORS: why a replay cannot be used; {game} and {other} are games' names
        return _("it is a {game} game, not {other}").format(game=game_title(gid), other=game_title(game_id))
    seats = data.get("seats")
    if not isinstance(seats, list) or not seats or not all(
            isinstance(s, dict) and isinstance(s.get("name"), str) for s in seats):
        return "its seats are missing or malformed"
    if not isinstance(data.get("options"), dict):
        return "its options are missing"
    if not isinstance(data.get("seed"), int) or isinstance(data.get("seed"), bool):
        return "its deal number is missing"
    if not isinstance(data.get("moves"), list):
        return "its moves are missing"
    if not isinstance(data.get("outcome", {}), dict):
        return "its result is malformed"
    return None


def rebuild(data: Mapping[str, Any]) -> list[Any]:
    """Every state of the replay, from the deal to the end (len(moves) + 1 of them), as the
    rules replay it. ValueError with the rules' reason if it does not replay."""
    game = get_game(data["game"])
    state = game.new_game(data["seed"], len(data["seats"]), data["options"])
    states = [state]
    for i, m in enumerate(data["moves"]):
        try:
            move = game.move_from_json(m)
            state = game.apply(state, move)
        except ValueError as exc:
            raise ValueError(f"move {i + 1} does not replay: {exc}") from None
        states.append(state)
    return states


# ----------------------------------------------------------------------------- keeping


def _new_path(game_id: str) -> Path:
    folder = replay_dir(game_id)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 1
    path = folder / f"{stamp}-{n:02d}.json"
    while path.exists():
        n += 1
        path = folder / f"{stamp}-{n:02d}.json"
    return path


def _kept(game_id: str) -> list[Path]:
    folder = replay_dir(game_id)
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.json") if p.is_file())


def keep(game_id: str, seats: Sequence[Mapping[str, Any]], options: Mapping[str, Any], seed: int,
         moves: Sequence[Any], outcome: Outcome | None) -> list[str]:
    """Keep a finished game (the oldest beyond KEEP are removed). Returns sentences to show
    (none when all went well); OSError if it could not be written."""
    write_json(_new_path(game_id), make_record(game_id, seats, options, seed, moves, outcome))
    for old in _kept(game_id)[:-KEEP]:
        try:
            old.unlink()
        except OSError as exc:
            log.warning("an old replay could not be removed: %s", exc)
    return []


def entries(game_id: str) -> tuple[list[Entry], list[str]]:
    """The kept replays of ``game_id``, newest first, and a line for each file that was set
    aside because it could not be used."""
    out: list[Entry] = []
    notes: list[str] = []
    for path in reversed(_kept(game_id)):
        try:
            data = read_json(path, "replay", VERSION)
        except BadFile as exc:
            notes.append(exc.message)
            continue
        why = problem(data, game_id)
        if why:
            moved = try_set_aside(path)
            log.warning("replay %s set aside: %s", path, why)
            if moved:
                # TRANSLATORS: {reason} says why, {name} is the file's new name
                notes.append(_("A replay file could not be used ({reason}); it was set aside as {name}.").format(
                    reason=why, name=moved.name))
            else:
                # TRANSLATORS: {reason} says why the replay cannot be used
                notes.append(_("A replay file could not be used ({reason}); it could not be moved aside.").format(
                    reason=why))
            continue
        names = tuple(str(s.get("name")) for s in data["seats"])
        out.append(Entry(path, game_id, str(data.get("finished", "")), names, outcome_of(data),
                         len(data["moves"])))
    return out, notes


def load(path: Path) -> dict[str, Any]:
    """A kept replay, checked and replayed. BadFile (the file set aside, with one sentence)
    if it is broken, of another version or does not replay."""
    data = read_json(path, "replay", VERSION)
    if data is None:
        raise BadFile(_("That replay is no longer there."))
    why = problem(data)
    if why is None:
        try:
            rebuild(data)
        except ValueError as exc:
            why = str(exc)
    if why:
        moved = try_set_aside(path)
        if moved:
            # TRANSLATORS: {reason} says why, {name} is the file's new name
            message = _("The replay could not be used ({reason}); it was set aside as {name}.").format(
                reason=why, name=moved.name)
        else:
            # TRANSLATORS: {reason} says why the replay cannot be used
            message = _("The replay could not be used ({reason}); it could not be moved aside.").format(reason=why)
        raise BadFile(message, moved, why)
    return data


# ----------------------------------------------------------------------------- sending


def export_dir() -> Path:
    """Where exported replays go: ``FELT_HOME/exports`` when FELT_HOME is set (portable use,
    tests), else the user's documents folder (the home folder if there is none)."""
    home = os.environ.get("FELT_HOME")
    if home:
        return Path(home) / "exports"
    try:
        import platformdirs

        docs = Path(platformdirs.user_documents_dir())
        if docs.is_dir():
            return docs
    except Exception:  # no documents folder known on this system
        pass
    return Path.home()


def export(data: Mapping[str, Any]) -> Path:
    """Write a copy of a replay for sending; returns where it went (OSError if it could not)."""
    folder = export_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = str(data.get("finished", "")).replace(":", "").replace(" ", "-") or time.strftime("%Y-%m-%d-%H%M")
    base = f"felt-{str(data['game']).replace('_', '-')}-{stamp}"
    path = folder / f"{base}.json"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{base}-{n}.json"
    write_json(path, dict(data))
    return path


NOT_A_REPLAY = N_("That file is not a Felt replay (it could not be read as one).")
ALREADY_KEPT = N_("This replay is already in your list.")


def same_game(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Whether two replays are the same game: the same players, options, deal and moves."""
    return all(a.get(k) == b.get(k) for k in ("game", "seats", "options", "seed", "moves"))


def already_kept(data: Mapping[str, Any]) -> Path | None:
    """The kept replay that is the same game as ``data``, if there is one."""
    for path in _kept(data["game"]):
        try:
            kept = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError):
            continue
        if isinstance(kept, dict) and same_game(kept, data):
            return path
    return None


def import_file(text: str) -> tuple[dict[str, Any], Path]:
    """Read the replay file at the path ``text`` (as typed: ``~`` allowed), check that it
    replays and is not kept already, and keep a copy among its game's replays. Returns (the
    replay, where it is kept). ValueError with the reason in plain words if it cannot be used
    (the technical detail in the log); the file is left as it is."""
    text = text.strip().strip('"').strip("'")
    if not text:
        raise ValueError(_("Type the path of a replay file."))
    path = Path(text).expanduser()
    if not path.is_file():
        # TRANSLATORS: {path} is the path the player typed
        raise ValueError(_("There is no file at {path}.").format(path=path))
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        log.warning("import of %s: the file could not be read: %s", path, exc)
        # TRANSLATORS: {name} is a file's name, {reason} the system's reason
        raise ValueError(_("The file {name} could not be read ({reason}).").format(
            name=path.name, reason=exc.strerror or exc)) from None
    except (UnicodeDecodeError, ValueError) as exc:
        log.warning("import of %s: not JSON: %s", path, exc)
        raise ValueError(_(NOT_A_REPLAY)) from None
    if not isinstance(data, dict):
        log.warning("import of %s: the JSON is a %s, not an object", path, type(data).__name__)
        raise ValueError(_(NOT_A_REPLAY))
    why = problem(data)
    if why:
        # TRANSLATORS: {name} is a file's name, {reason} why it cannot be used
        raise ValueError(_("{name} is not a replay Felt can use: {reason}.").format(name=path.name, reason=why))
    try:
        rebuild(data)
    except ValueError as exc:
        # TRANSLATORS: {name} is a file's name, {reason} where its moves go wrong
        raise ValueError(_("{name} does not replay: {reason}.").format(name=path.name, reason=exc)) from None
    if already_kept(data) is not None:
        raise ValueError(_(ALREADY_KEPT))
    dest = _new_path(data["game"])
    write_json(dest, data)
    for old in _kept(data["game"])[:-KEEP]:
        if old != dest:
            try:
                old.unlink()
            except OSError:
                pass
    return data, dest
