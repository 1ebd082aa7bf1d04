"""A game in progress, saved after every move and offered for resume on the next start.

A save is the game's id, its seats, options and seed, and its moves in JSON form: replaying
the moves from the seed rebuilds the game exactly (C-1). One save per game, in the user data
folder under saves/<game>.json. A save that cannot be read or replayed is reported in one
sentence and moved aside (left in place, and said so, when its folder cannot be written).
``write`` and ``discard`` raise OSError when the folder cannot be written."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.paths import data_dir
from app.games import find_descriptor
from app.i18n import _, language
from app.store.files import BadFile, read_json, try_set_aside, write_json

VERSION = 1


def _title(game_id: str) -> str:
    """The game's name for people ("Jammat", "Three By Three") in a sentence about its save."""
    d = find_descriptor(game_id)
    return d.title_words() if d else game_id.replace("_", " ")


def save_path(game_id: str) -> Path:
    return data_dir() / "saves" / f"{game_id}.json"


def write(game_id: str, seats: list[dict[str, Any]], options: dict[str, Any], seed: int,
          moves: list[dict[str, Any]], summary: str | dict[str, str] = "",
          ui: dict[str, Any] | None = None) -> None:
    """``summary``: where the game stands, in one line for the setup screen; a dict keeps it
    in each language (language code -> line), so it reads right after a change of language.
    ``ui``: what the table showed beyond the moves (a reveal still on screen, an arrangement
    not yet confirmed), so a resume shows what the player last saw."""
    lines = summary if isinstance(summary, dict) else {}
    text = summary if isinstance(summary, str) else lines.get(language(), next(iter(lines.values()), ""))
    write_json(save_path(game_id), {
        "version": VERSION, "game": game_id, "seats": seats, "options": options, "seed": seed,
        "moves": moves, "summary": text, "summaries": lines, "ui": ui or {},
    })


def summary_line(data: dict[str, Any]) -> str:
    """A save's line for the setup screen in the current language: the line kept in it, else
    the one the save was written in (a save from before lines were kept per language), else
    "" (the caller says "a game in progress")."""
    lines = data.get("summaries")
    if isinstance(lines, dict) and isinstance(lines.get(language()), str):
        return lines[language()]
    text = data.get("summary", "")
    return text if isinstance(text, str) else ""


def read(game_id: str) -> dict[str, Any] | None:
    """The save of ``game_id`` or None; BadFile (file already moved aside) if unusable."""
    path = save_path(game_id)
    # TRANSLATORS: a game's saved game file, at the start of a sentence; {game} is the game's name
    data = read_json(path, f"{game_id} save", VERSION, _("The {game} save file").format(game=_title(game_id)))
    if data is None:
        return None
    ok = (data.get("game") == game_id and isinstance(data.get("seats"), list) and data["seats"]
          and isinstance(data.get("options"), dict) and isinstance(data.get("seed"), int)
          and isinstance(data.get("moves"), list))
    if not ok:
        moved = try_set_aside(path)
        if moved is None:
            # TRANSLATORS: {game} is a game's name
            raise BadFile(_("The {game} save is incomplete and could not be moved aside.").format(
                game=_title(game_id)))
        # TRANSLATORS: {game} is a game's name, {name} the file's new name (jammat.json.broken-20260101-120000)
        raise BadFile(_("The {game} save is incomplete; it was moved to {name}.").format(
            game=_title(game_id), name=moved.name), moved)
    return data


def discard(game_id: str) -> None:
    """Remove the save; OSError if it is there and cannot be removed (a read-only folder)."""
    try:
        save_path(game_id).unlink()
    except FileNotFoundError:
        pass


def reject(game_id: str, why: str) -> str:
    """Set aside a save that read fine but does not replay; returns the sentence to show."""
    path = save_path(game_id)
    if not path.exists():
        # TRANSLATORS: {game} is a game's name, {reason} what went wrong (the rules' words)
        return _("The {game} save could not be used ({reason}).").format(game=_title(game_id), reason=why)
    moved = try_set_aside(path)
    if moved is None:
        # TRANSLATORS: {game} is a game's name, {reason} what went wrong (the rules' words)
        return _("The {game} save could not be replayed ({reason}) and could not be moved aside.").format(
            game=_title(game_id), reason=why)
    # TRANSLATORS: {game} is a game's name, {reason} what went wrong, {name} the file's new name
    return _("The {game} save could not be replayed ({reason}); it was moved to {name}.").format(
        game=_title(game_id), reason=why, name=moved.name)
