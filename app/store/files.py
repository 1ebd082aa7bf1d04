"""JSON files written atomically (temp file + rename) and read defensively: a file that
cannot be used is moved aside (never deleted) and reported in one plain sentence; what the
parser said is kept in ``BadFile.detail`` and written to the log (logger "felt")."""

from __future__ import annotations

import json
import logging
import os
import tempfile
import time
from pathlib import Path
from typing import Any

log = logging.getLogger("felt")


class BadFile(Exception):
    """A file that exists but cannot be used. ``message`` is one plain sentence for the
    player; ``detail`` is the technical reason (a parser's words), for the log."""

    def __init__(self, message: str, moved_to: Path | None = None, detail: str = ""):
        super().__init__(message)
        self.message = message
        self.moved_to = moved_to
        self.detail = detail


def write_json(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=2, sort_keys=True)
            f.write("\n")
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def set_aside(path: Path) -> Path:
    """Rename a bad file to ``name.broken-<time>`` beside it; returns the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    dest = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while dest.exists():
        n += 1
        dest = path.with_name(f"{path.name}.broken-{stamp}-{n}")
    os.replace(path, dest)
    return dest


def read_json(path: Path, what: str, version: int) -> dict | None:
    """The JSON object in ``path`` (None if there is no file). A file that is not valid JSON,
    not an object, or of another version is set aside and BadFile is raised."""
    if not path.exists():
        return None
    other_version = False
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        if data.get("version") != version:
            other_version = True
            raise ValueError(f"version {data.get('version')!r}, expected {version}")
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        moved = set_aside(path)
        detail = f"{path}: {exc}"
        log.warning("the %s file could not be read and was set aside as %s: %s", what, moved, detail)
        why = "is from another version of Felt" if other_version else "could not be read"
        raise BadFile(f"The {what} file {why}; it was set aside as {moved.name}.", moved, detail) from None
    return data
