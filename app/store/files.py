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

from app.i18n import _, number
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


def file_words(what: str) -> str:
    """The file named for the player, at the start of a sentence ("The settings file"), in
    their language; ``what`` is how the code names it ("settings", "statistics", "replay")."""
    if what == "settings":
        return _("The settings file")
    if what == "statistics":
        return _("The statistics file")
    if what == "replay":
        return _("The replay file")
    # TRANSLATORS: a file Felt keeps, named by what it holds ({what})
    return _("The {what} file").format(what=what)


def refusal(file: str, why: str, moved: str | None, size: str = "") -> str:
    """The sentence that reports a file set aside (``moved``: its new name) or left where it
    is (None): ``file`` names it (``file_words``), ``why`` is what is wrong ("not_a_file",
    "too_large", "no_permission", "unopened", "empty", "newer", "other_version",
    "unreadable"), ``size`` the size of a file too large ("12 MB"). Whole sentences, one per
    case, so that each language words them."""
    if moved is not None:
        # (in each: {file} names a file, "The settings file"; {name} is its new name,
        # settings.json.broken-20260101-120000; {size} a size, "12 MB")
        if why == "not_a_file":
            # TRANSLATORS: {file} names a file ("The settings file"); {name} is its new name
            text = _("{file} is not a file; it was set aside as {name}.")
        elif why == "too_large" and size:
            # TRANSLATORS: {file} names a file; {size} is its size ("12 MB"); {name} is its new name
            text = _("{file} is too large ({size}); it was set aside as {name}.")
        elif why == "too_large":
            # TRANSLATORS: {file} names a file ("The settings file"); {name} is its new name
            text = _("{file} is too large; it was set aside as {name}.")
        elif why == "no_permission":
            # TRANSLATORS: {file} names a file ("The settings file"); {name} is its new name
            text = _("{file} could not be opened (no permission); it was set aside as {name}.")
        elif why == "unopened":
            # TRANSLATORS: {file} names a file ("The settings file"); {name} is its new name
            text = _("{file} could not be opened; it was set aside as {name}.")
        elif why == "empty":
            # TRANSLATORS: {file} names a file ("The settings file"); {name} is its new name
            text = _("{file} is empty; it was set aside as {name}.")
        elif why == "newer":
            # TRANSLATORS: {file} names a file ("The settings file"); {name} is its new name
            text = _("{file} is from a newer version of Felt; it was set aside as {name}.")
        elif why == "other_version":
            # TRANSLATORS: {file} names a file ("The settings file"); {name} is its new name
            text = _("{file} is from another version of Felt; it was set aside as {name}.")
        else:
            # TRANSLATORS: {file} names a file ("The settings file"); {name} is its new name
            text = _("{file} could not be read; it was set aside as {name}.")
        return text.format(file=file, name=moved, size=size)
    if why == "not_a_file":
        # TRANSLATORS: {file} names a file ("The settings file")
        text = _("{file} is not a file and could not be moved aside; Felt goes on without it.")
    elif why == "too_large" and size:
        # TRANSLATORS: {file} names a file ("The settings file"); {size} is its size ("12 MB")
        text = _("{file} is too large ({size}) and could not be moved aside; Felt goes on without it.")
    elif why == "too_large":
        # TRANSLATORS: {file} names a file ("The settings file")
        text = _("{file} is too large and could not be moved aside; Felt goes on without it.")
    elif why == "no_permission":
        # TRANSLATORS: {file} names a file ("The settings file")
        text = _("{file} could not be opened (no permission) and could not be moved aside; Felt goes on "
                 "without it.")
    elif why == "unopened":
        # TRANSLATORS: {file} names a file ("The settings file")
        text = _("{file} could not be opened and could not be moved aside; Felt goes on without it.")
    elif why == "empty":
        # TRANSLATORS: {file} names a file ("The settings file")
        text = _("{file} is empty and could not be moved aside; Felt goes on without it.")
    elif why == "newer":
        # TRANSLATORS: {file} names a file ("The settings file")
        text = _("{file} is from a newer version of Felt and could not be moved aside; Felt goes on without it.")
    elif why == "other_version":
        # TRANSLATORS: {file} names a file ("The settings file")
        text = _("{file} is from another version of Felt and could not be moved aside; Felt goes on without "
                 "it.")
    else:
        # TRANSLATORS: {file} names a file ("The settings file")
        text = _("{file} could not be read and could not be moved aside; Felt goes on without it.")
    return text.format(file=file, size=size)


def _refuse(path: Path, what: str, why: str, detail: str, words: str | None, size: str = "") -> BadFile:
    """Set ``path`` aside (if it can be moved) and make the BadFile that says so."""
    moved = try_set_aside(path)
    log.warning("the %s file %s: %s", what, why.replace("_", " "), detail)
    file = words or file_words(what)
    return BadFile(refusal(file, why, moved.name if moved is not None else None, size), moved, detail)


def read_json(path: Path, what: str, version: int, words: str | None = None) -> dict | None:
    """The JSON object in ``path`` (None if there is no file). A file that cannot be used is
    set aside (when it can be moved) and BadFile is raised with one sentence: not a regular
    file, larger than MAX_BYTES (refused without reading it), unreadable (permissions), empty,
    not text, not valid JSON (a truncated file), not an object, or of another version (a newer
    one is set aside like the rest, never written over). ``what`` names the file in the log;
    ``words`` for the player (default: ``file_words(what)``), in their language."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:  # a folder on the way that cannot be searched, a loop of links
        detail = f"{path}: {exc}"
        log.warning("the %s file could not be looked at: %s", what, detail)
        # TRANSLATORS: {file} names a file ("The settings file")
        message = _("{file} could not be opened; Felt goes on without it.").format(file=words or file_words(what))
        raise BadFile(message, None, detail) from None
    if not stat.S_ISREG(st.st_mode):  # a folder, a pipe (reading it would block): never opened
        raise _refuse(path, what, "not_a_file", f"{path}: mode {stat.filemode(st.st_mode)}", words)
    if st.st_size > MAX_BYTES:
        raise _refuse(path, what, "too_large", f"{path}: {st.st_size} bytes, the limit is {MAX_BYTES}", words,
                      # TRANSLATORS: a file's size; {count} is a whole number of megabytes
                      size=_("{count} MB").format(count=number(st.st_size / 2**20, 0)))
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)  # the file may have grown since stat
    except OSError as exc:
        why = "no_permission" if isinstance(exc, PermissionError) else "unopened"
        raise _refuse(path, what, why, f"{path}: {exc}", words) from None
    if len(raw) > MAX_BYTES:
        raise _refuse(path, what, "too_large", f"{path}: more than {MAX_BYTES} bytes", words)
    if not raw.strip():
        raise _refuse(path, what, "empty", f"{path}: {len(raw)} bytes, no JSON", words)
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
            why = "newer"
        elif found is not None:
            why = "other_version"
        else:
            why = "unreadable"
        raise _refuse(path, what, why, f"{path}: {exc}", words) from None
    return data
