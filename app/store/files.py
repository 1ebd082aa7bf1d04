"""JSON files written atomically (temp file + rename) and read defensively: a file that
cannot be used is moved aside (never deleted) and reported in one plain sentence; what the
parser said is kept in ``BadFile.detail`` and written to the log (logger "felt").

A file that cannot even be moved aside (its folder is read-only) is reported all the same
(``BadFile.moved_to`` is None) and left where it is. ``write_json`` raises OSError when the
folder cannot be written; the callers say so once and go on."""

from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from app.log import log

MAX_BYTES = 10 * 2**20  # no file of Felt comes near this; a larger one is refused unread


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


def writable(folder: Path) -> bool:
    """Whether files can be written in ``folder``. An existing folder gets the honest test (a
    probe file written and removed: permissions, a read-only mount, a full quota); a folder
    not made yet asks whether its nearest existing parent would let it be made (nothing is
    created)."""
    if folder.is_dir():
        try:
            fd, probe = tempfile.mkstemp(prefix=".probe.", dir=folder)
            os.close(fd)
            os.unlink(probe)
            return True
        except OSError:
            return False
    parent = folder
    while not parent.exists():
        if parent.parent == parent:
            return False
        parent = parent.parent
    return parent.is_dir() and os.access(parent, os.W_OK | os.X_OK)


def set_aside(path: Path) -> Path:
    """Rename a bad file to ``name.broken-<time>`` beside it; returns the new path. OSError if
    it cannot be renamed (a read-only folder): see ``try_set_aside``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    dest = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while os.path.lexists(dest):
        n += 1
        dest = path.with_name(f"{path.name}.broken-{stamp}-{n}")
    os.replace(path, dest)
    return dest


def try_set_aside(path: Path) -> Path | None:
    """``set_aside``, or None (logged) when the file cannot be moved: the caller goes on
    without it and must not write over it."""
    try:
        return set_aside(path)
    except OSError as exc:
        log.warning("%s could not be set aside: %s", path, exc)
        return None


def _refuse(path: Path, what: str, why: str, detail: str) -> BadFile:
    """Set ``path`` aside (if it can be moved) and make the BadFile that says so."""
    moved = try_set_aside(path)
    log.warning("the %s file %s: %s", what, why, detail)
    if moved is not None:
        return BadFile(f"The {what} file {why}; it was set aside as {moved.name}.", moved, detail)
    return BadFile(f"The {what} file {why} and could not be moved aside; Felt goes on without it.",
                   None, detail)


def read_json(path: Path, what: str, version: int) -> dict | None:
    """The JSON object in ``path`` (None if there is no file). A file that cannot be used is
    set aside (when it can be moved) and BadFile is raised with one sentence: not a regular
    file, larger than MAX_BYTES (refused without reading it), unreadable (permissions), empty,
    not text, not valid JSON (a truncated file), not an object, or of another version (a newer
    one is set aside like the rest, never written over)."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:  # a folder on the way that cannot be searched, a loop of links
        detail = f"{path}: {exc}"
        log.warning("the %s file could not be looked at: %s", what, detail)
        raise BadFile(f"The {what} file could not be opened; Felt goes on without it.", None, detail) from None
    if not stat.S_ISREG(st.st_mode):  # a folder, a pipe (reading it would block): never opened
        raise _refuse(path, what, "is not a file", f"{path}: mode {stat.filemode(st.st_mode)}")
    if st.st_size > MAX_BYTES:
        raise _refuse(path, what, f"is too large ({st.st_size / 2**20:.0f} MB)",
                      f"{path}: {st.st_size} bytes, the limit is {MAX_BYTES}")
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)  # the file may have grown since stat
    except OSError as exc:
        why = "could not be opened (no permission)" if isinstance(exc, PermissionError) else "could not be opened"
        raise _refuse(path, what, why, f"{path}: {exc}") from None
    if len(raw) > MAX_BYTES:
        raise _refuse(path, what, "is too large", f"{path}: more than {MAX_BYTES} bytes")
    if not raw.strip():
        raise _refuse(path, what, "is empty", f"{path}: {len(raw)} bytes, no JSON")
    found = None
    try:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        found = data.get("version")
        if found != version:
            raise ValueError(f"version {found!r}, expected {version}")
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        if isinstance(found, int) and not isinstance(found, bool) and found > version:
            why = "is from a newer version of Felt"
        elif found is not None:
            why = "is from another version of Felt"
        else:
            why = "could not be read"
        raise _refuse(path, what, why, f"{path}: {exc}") from None
    return data
