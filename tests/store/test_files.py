"""Files under attack: settings and saves that are empty, truncated, binary, huge, of a future
(or past) version, not an object, nested past any sane depth, a folder or a pipe in the file's
place, unreadable, or in a folder that cannot be written. Each case: one plain sentence, the
file set aside (or, where it cannot be moved, left as it was), nothing else lost, defaults
used. The statistics and replay stores read through the same ``read_json``.

Permissions: root reads and writes whatever the mode bits say, so as root the permission
cases run in a child process whose capabilities to override them are dropped (``setpriv``);
as any other user the child runs as it is. Either way the mode bits are real."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from app.store import files, saves
from app.store import settings as st

ROOT = Path(__file__).resolve().parents[2]
SEATS = [{"name": "Ann", "kind": "human", "level": "normal"}, {"name": "Bo", "kind": "computer", "level": "easy"}]


def good_save(game_id: str = "jammat") -> dict:
    return {"version": saves.VERSION, "game": game_id, "seats": SEATS, "options": {"deals": 1}, "seed": 3,
            "moves": [], "summary": "Ann, Bo", "ui": {}}


def nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


# name -> (how the file is made, words the message must hold)
ATTACKS = {
    "empty": (lambda p: p.write_bytes(b""), "is empty"),
    "blank": (lambda p: p.write_bytes(b"  \n\t \n"), "is empty"),
    "truncated": (lambda p: p.write_text(json.dumps(good_save())[:37]), "could not be read"),
    "binary": (lambda p: p.write_bytes(bytes(range(256)) * 16), "could not be read"),
    "nul bytes": (lambda p: p.write_bytes(b'{"version": 1\x00\x00\x00}'), "could not be read"),
    "not an object": (lambda p: p.write_text("[1, 2, 3]"), "could not be read"),
    "no version": (lambda p: p.write_text('{"sound": false}'), "could not be read"),
    "future version": (lambda p: p.write_text(json.dumps(dict(good_save(), version=st.VERSION + 1))),
                       "is from a newer version of Felt"),
    "past version": (lambda p: p.write_text(json.dumps(dict(good_save(), version=0))),
                     "is from another version of Felt"),
    "nested deep": (lambda p: p.write_bytes(nested(200_000)), "could not be read"),
    "huge": (lambda p: _sparse(p, 100 * 2**20), "is too large (100 MB)"),
    "folder in its place": (lambda p: p.mkdir(), "is not a file"),
    "pipe in its place": (lambda p: os.mkfifo(p), "is not a file"),
}


def _sparse(path: Path, size: int) -> None:
    """A 100 MB file that takes no disk: its size is what ``stat`` reports."""
    with open(path, "wb") as f:
        f.truncate(size)


def _aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".broken-*"))


def _plain(msg: str) -> None:
    """One sentence for people: no parser, codec or errno words."""
    assert msg.endswith(".") and msg.count(". ") == 0
    for word in ("Errno", "Expecting", "codec", "0x", "Traceback", "line 1"):
        assert word not in msg


@pytest.mark.parametrize("attack", list(ATTACKS))
def test_a_bad_settings_file_is_one_message_set_aside_and_defaults_used(tmp_path, attack):
    make, words = ATTACKS[attack]
    p = tmp_path / "settings.json"
    make(p)
    neighbour = tmp_path / "keep.json"
    neighbour.write_text('{"mine": 1}')
    t0 = time.monotonic()
    s, msg = st.load(p)
    assert time.monotonic() - t0 < 30  # a pipe is never opened (that would wait for a writer)
    assert s == st.Settings()
    assert msg.startswith("The settings file " + words) and "set aside as settings.json.broken-" in msg
    _plain(msg)
    moved = _aside(p)
    assert len(moved) == 1 and moved[0].name in msg
    assert neighbour.read_text() == '{"mine": 1}'  # nothing else lost
    # defaults written in its place; the next start is quiet
    assert json.loads(p.read_text())["version"] == st.VERSION
    assert st.load(p) == (st.Settings(), None)


@pytest.mark.parametrize("attack", list(ATTACKS))
def test_a_bad_save_is_one_message_set_aside_and_other_saves_kept(attack):
    make, words = ATTACKS[attack]
    saves.write("twenty_nine", SEATS, {}, 9, [], "other game")
    p = saves.save_path("jammat")
    make(p)
    with pytest.raises(files.BadFile) as info:
        saves.read("jammat")
    msg = info.value.message
    assert msg.startswith("The Jammat save file " + words) and "set aside as jammat.json.broken-" in msg
    _plain(msg)
    assert not os.path.lexists(p) and len(_aside(p)) == 1 and info.value.moved_to == _aside(p)[0]
    assert saves.read("jammat") is None  # the next look finds nothing to resume
    assert saves.read("twenty_nine")["summary"] == "other game"  # nothing else lost
    saves.write("jammat", SEATS, {"deals": 1}, 3, [])  # and the game can be saved again
    assert saves.read("jammat")["seed"] == 3


def test_set_aside_keeps_the_bytes(tmp_path):
    p = tmp_path / "settings.json"
    body = bytes(range(256))
    p.write_bytes(body)
    st.load(p)
    assert _aside(p)[0].read_bytes() == body


def test_a_future_version_is_set_aside_never_written_over(tmp_path):
    p = tmp_path / "settings.json"
    future = json.dumps({"version": st.VERSION + 1, "sound": False, "new_thing": [1, 2]})
    p.write_text(future)
    s, msg = st.load(p)
    assert "newer version" in msg and s.sound is True
    assert _aside(p)[0].read_text() == future
    st.save(s, p)
    assert _aside(p)[0].read_text() == future


def test_a_huge_file_is_refused_without_being_opened(tmp_path, monkeypatch):
    p = tmp_path / "settings.json"
    _sparse(p, 100 * 2**20)

    def no_open(*a, **k):
        raise AssertionError("a file over the limit was opened")

    monkeypatch.setattr(files, "open", no_open, raising=False)
    with pytest.raises(files.BadFile) as info:
        files.read_json(p, "settings", st.VERSION)
    assert "too large" in info.value.message and "104857600 bytes" in info.value.detail
    assert _aside(p)[0].stat().st_size == 100 * 2**20


def test_a_file_just_under_the_limit_is_read(tmp_path):
    p = tmp_path / "big.json"
    pad = "x" * (files.MAX_BYTES - 100)
    p.write_text(json.dumps({"version": 1, "pad": pad}))
    assert files.read_json(p, "replay", 1)["pad"] == pad


def test_a_path_through_a_file_is_reported_and_nothing_moved(tmp_path):
    """The config folder's name taken by a file: settings cannot be looked at, nor saved."""
    blocker = tmp_path / "config"
    blocker.write_text("not a folder")
    s, msg = st.load(blocker / "settings.json")
    assert s == st.Settings() and msg == "The settings file could not be opened; Felt goes on without it."
    assert blocker.read_text() == "not a folder"
    with pytest.raises(OSError) as info:
        st.save(s, blocker / "settings.json")
    assert str(info.value).startswith("The settings could not be saved (") and "Errno" not in str(info.value)


def test_set_aside_that_fails_is_reported_not_raised(tmp_path, monkeypatch):
    p = tmp_path / "settings.json"
    p.write_text("{ broken")

    def refuse(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(files.os, "replace", refuse)
    s, msg = st.load(p)
    assert s == st.Settings()
    assert msg == "The settings file could not be read and could not be moved aside; Felt goes on without it."
    monkeypatch.undo()
    assert p.read_text() == "{ broken"  # left as it was, not written over


# ----------------------------------------------------------------------------- permissions


def run_restricted(code: str, home: Path) -> dict:
    """Run ``code`` (which prints one JSON line last) in a child that the mode bits bind: as
    root, without the capabilities that override them. FELT_HOME is ``home``."""
    cmd = [sys.executable, "-c", textwrap.dedent(code)]
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        assert setpriv, "running as root: the permission tests need setpriv (util-linux) to drop root's override"
        cmd = [setpriv, "--bounding-set", "-dac_override,-dac_read_search,-fowner", "--inh-caps=-all"] + cmd
    env = dict(os.environ, FELT_HOME=str(home), PYTHONPATH=str(ROOT))
    out = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.fixture
def home(tmp_path):
    h = tmp_path / "felt-home"
    (h / "config").mkdir(parents=True)
    (h / "data" / "saves").mkdir(parents=True)
    yield h
    for d in [h, *h.rglob("*")]:  # give the cleanup its rights back
        if d.is_dir() and not d.is_symlink():
            d.chmod(0o755)


def test_the_restricted_child_is_really_bound_by_mode_bits(home):
    secret = home / "config" / "secret"
    secret.write_text("x")
    secret.chmod(0)
    r = run_restricted(f"""
        import json
        try:
            open({str(secret)!r}).read(); print(json.dumps({{"read": True}}))
        except PermissionError:
            print(json.dumps({{"read": False}}))
    """, home)
    assert r == {"read": False}


READ_SETTINGS = """
    import json
    from app.store import settings as st
    s, msg = st.load()
    print(json.dumps({"default": s == st.Settings(), "msg": msg}))
"""


def test_unreadable_settings_are_set_aside_and_replaced(home):
    p = home / "config" / "settings.json"
    p.write_text(json.dumps({"version": 1, "sound": False}))
    p.chmod(0)
    r = run_restricted(READ_SETTINGS, home)
    assert r["default"] and r["msg"].startswith(
        "The settings file could not be opened (no permission); it was set aside as settings.json.broken-")
    assert len(_aside(p)) == 1 and json.loads(p.read_text())["sound"] is True


def test_unreadable_settings_in_a_read_only_folder_are_reported_and_left_alone(home):
    p = home / "config" / "settings.json"
    p.write_text(json.dumps({"version": 1, "sound": False}))
    p.chmod(0)
    (home / "config").chmod(0o555)
    r = run_restricted(READ_SETTINGS, home)
    assert r["default"]
    assert r["msg"] == ("The settings file could not be opened (no permission) and could not be moved aside; "
                        "Felt goes on without it.")
    assert not _aside(p) and stat.S_IMODE(p.stat().st_mode) == 0
    p.chmod(0o600)
    assert json.loads(p.read_text())["sound"] is False  # not written over


def test_an_unreadable_save_is_set_aside_and_other_saves_kept(home):
    saves_dir = home / "data" / "saves"
    (saves_dir / "jammat.json").write_text(json.dumps(good_save()))
    (saves_dir / "jammat.json").chmod(0)
    (saves_dir / "tile_poker.json").write_text(json.dumps(good_save("tile_poker")))
    r = run_restricted("""
        import json
        from app.store import saves
        from app.store.files import BadFile
        try:
            saves.read("jammat"); msg = None
        except BadFile as exc:
            msg = exc.message
        print(json.dumps({"msg": msg, "again": saves.read("jammat"), "other": saves.read("tile_poker")["game"]}))
    """, home)
    assert r["msg"].startswith("The Jammat save file could not be opened (no permission); it was set aside as ")
    assert r["again"] is None and r["other"] == "tile_poker"


def test_a_read_only_home_says_once_that_nothing_will_be_saved(home):
    (home / "config").chmod(0o555)
    (home / "data" / "saves").chmod(0o555)
    (home / "data").chmod(0o555)
    r = run_restricted("""
        import json
        from app.store import saves
        from app.store import settings as st
        s, msg = st.load()
        out = {"default": s == st.Settings(), "msg": msg}
        try:
            st.save(s); out["settings_saved"] = True
        except OSError as exc:
            out["settings_saved"] = str(exc)
        try:
            saves.write("jammat", [{"name": "Ann", "kind": "human"}], {}, 1, []); out["game_saved"] = True
        except OSError as exc:
            out["game_saved"] = type(exc).__name__
        s2, msg2 = st.load()
        out["second_msg"] = msg2
        print(json.dumps(out))
    """, home)
    assert r["default"]
    assert r["msg"] == f"Felt cannot write to {home / 'config'}: nothing will be saved this time."
    assert r["settings_saved"] == "The settings could not be saved (no permission to write in its folder)."
    assert r["game_saved"] == "PermissionError"
    assert r["second_msg"] == r["msg"]  # one message at each start, not one per attempt
    assert sorted(p.name for p in home.rglob("*")) == ["config", "data", "saves"]


def test_a_read_only_data_folder_alone_is_named(home):
    (home / "data" / "saves").chmod(0o555)
    (home / "data").chmod(0o555)
    r = run_restricted(READ_SETTINGS, home)
    assert r["msg"] == f"Felt cannot write to {home / 'data'}: nothing will be saved this time."


def test_a_bad_save_in_a_read_only_folder_is_reported_and_left(home):
    p = home / "data" / "saves" / "jammat.json"
    p.write_text('{"version": 1, "game": "jammat", "seats": [')
    (home / "data" / "saves").chmod(0o555)
    r = run_restricted("""
        import json
        from app.store import saves
        from app.store.files import BadFile
        try:
            saves.read("jammat"); msg = None
        except BadFile as exc:
            msg = exc.message
        print(json.dumps({"msg": msg, "reject": saves.reject("jammat", "a test")}))
    """, home)
    assert r["msg"] == "The Jammat save file could not be read and could not be moved aside; Felt goes on without it."
    assert r["reject"] == "The Jammat save could not be replayed (a test) and could not be moved aside."
    assert p.read_text() == '{"version": 1, "game": "jammat", "seats": ['


def test_writable_makes_nothing_and_tells_a_file_from_a_folder(tmp_path):
    assert files.writable(tmp_path) and list(tmp_path.iterdir()) == []  # the probe is gone
    assert files.writable(tmp_path / "not" / "made" / "yet") and list(tmp_path.iterdir()) == []
    (tmp_path / "a-file").write_text("x")
    assert not files.writable(tmp_path / "a-file" / "below")


def test_a_start_with_no_folders_yet_is_quiet_and_makes_none(tmp_path, monkeypatch):
    monkeypatch.setenv("FELT_HOME", str(tmp_path / "fresh"))
    assert st.load() == (st.Settings(), None)
    assert not (tmp_path / "fresh").exists()
