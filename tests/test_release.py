"""The release: one version, the icon and the window, the desktop entry, install.sh and
uninstall.sh (against a stand-in bundle in a temporary home; CI does the same with the real
archive), and a game played to its end with a read-only home."""

from __future__ import annotations

import configparser
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pygame
import pytest

import app
from app.main import main
from tests.store.test_files import run_restricted

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SIZES = (16, 32, 48, 64, 128, 256)


# ----------------------------------------------------------------------------- version


def test_the_version_is_written_in_one_place():
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "version" not in meta["project"] and "version" in meta["project"]["dynamic"]
    assert meta["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "app.__version__"}
    parts = app.__version__.split(".")
    assert len(parts) == 3 and all(p.isdigit() for p in parts)


def test_version_flag_prints_the_version(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0
    assert capsys.readouterr().out.strip() == f"felt {app.__version__}"


def test_python_m_app_version():
    out = subprocess.run([sys.executable, "-m", "app", "--version"], cwd=ROOT, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0 and out.stdout.strip() == f"felt {app.__version__}"


# ----------------------------------------------------------------------------- icon and window


@pytest.mark.parametrize("size", SIZES)
def test_each_icon_is_a_square_png_on_a_transparent_ground(size):
    pygame.display.init()
    img = pygame.image.load(str(ROOT / "assets" / "icons" / f"felt-{size}.png"))
    assert img.get_size() == (size, size)
    assert img.get_at((0, 0)).a == 0  # the rounded corner lets the desktop through
    middle = img.get_at((size // 2, size // 2))
    assert middle.a == 255
    # felt green along the left edge, halfway down (the cards sit in the middle)
    edge = img.get_at((max(1, size // 10), size // 2))
    assert edge.g > edge.r + 30 and edge.g > edge.b + 10 and edge.a == 255


def test_the_window_is_called_felt_and_carries_the_icon():
    from app.store.settings import Settings
    from app.ui.engine import App, set_window_icon

    pygame.display.init()
    App(Settings(), size=(800, 450), headless=True)
    assert pygame.display.get_caption()[0] == "Felt"
    assert set_window_icon() is True
    assert set_window_icon(17) is False  # no such size: logged, not fatal
    pygame.display.quit()


def test_the_desktop_entry():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(PACKAGING / "felt.desktop")
    d = entry["Desktop Entry"]
    assert d["Type"] == "Application" and d["Name"] == "Felt" and d["Icon"] == "felt"
    assert d["Exec"] == "felt" and d["Terminal"] == "false"
    assert "Game" in d["Categories"].split(";") and d["Categories"].endswith(";")


# ----------------------------------------------------------------------------- install / uninstall


@pytest.fixture
def unpacked(tmp_path):
    """The archive's layout with a stand-in bundle (a script that prints its arguments)."""
    root = tmp_path / "felt-x"
    (root / "felt").mkdir(parents=True)
    exe = root / "felt" / "felt"
    exe.write_text("#!/bin/sh\necho felt-stand-in \"$@\"\n")
    exe.chmod(0o755)
    (root / "felt" / "_internal").mkdir()
    (root / "felt" / "_internal" / "lib.so").write_bytes(b"\x7fELF")
    for part in ("app", "assets"):
        (root / "felt" / "_internal" / part).mkdir()
        (root / "felt" / "_internal" / part / "x").write_text(part)
    (root / "icons").mkdir()
    for size in SIZES:
        (root / "icons" / f"felt-{size}.png").write_bytes((ROOT / "assets" / "icons" / f"felt-{size}.png").read_bytes())
    for name in ("felt.desktop", "install.sh", "uninstall.sh", METAINFO):
        (root / name).write_bytes((PACKAGING / name).read_bytes())
    home = tmp_path / "home"
    home.mkdir()
    return root, home


def sh(script: Path, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, HOME=str(home), PATH=os.environ.get("PATH", "/usr/bin:/bin"))
    return subprocess.run(["sh", str(script)], env=env, capture_output=True, text=True, timeout=60)


METAINFO = "io.github.feltcards.Felt.metainfo.xml"


def installed_files(home: Path) -> list[Path]:
    share = home / ".local" / "share"
    return ([share / "felt" / "felt", home / ".local" / "bin" / "felt", share / "applications" / "felt.desktop",
             share / "metainfo" / METAINFO]
            + [share / "icons" / "hicolor" / f"{s}x{s}" / "apps" / "felt.png" for s in SIZES])


def everything(home: Path) -> set[str]:
    return {str(p.relative_to(home)) for p in home.rglob("*") if not p.is_dir() or p.is_symlink()}


def folders(home: Path) -> set[str]:
    return {str(p.relative_to(home)) for p in home.rglob("*") if p.is_dir() and not p.is_symlink()}


def test_install_puts_every_file_in_place_and_uninstall_removes_exactly_those(unpacked):
    root, home = unpacked
    apps = home / ".local" / "share" / "applications"
    apps.mkdir(parents=True)
    (apps / "other.desktop").write_text("keep")
    (home / ".local" / "share" / "Felt").mkdir()
    (home / ".local" / "share" / "Felt" / "stats.json").write_text("{}")  # the player's own files
    before, folders_before = everything(home), folders(home)
    out = sh(root / "install.sh", home)
    assert out.returncode == 0, out.stderr
    for f in installed_files(home):
        assert f.exists(), f
    share = home / ".local" / "share"
    link = home / ".local" / "bin" / "felt"
    assert link.is_symlink() and os.readlink(link) == str(share / "felt" / "felt")
    run = subprocess.run([str(link), "--frames", "1"], capture_output=True, text=True, timeout=30)
    assert run.stdout.strip() == "felt-stand-in --frames 1"
    desktop = (apps / "felt.desktop").read_text()
    assert f'Exec="{share / "felt" / "felt"}"' in desktop and "Icon=felt" in desktop
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / "felt.png").read_bytes() == \
        (ROOT / "assets" / "icons" / "felt-256.png").read_bytes()
    assert (share / "felt" / "_internal" / "lib.so").exists()
    # a second install updates in place
    (root / "felt" / "felt").write_text("#!/bin/sh\necho felt-new\n")
    assert sh(root / "install.sh", home).returncode == 0
    assert subprocess.run([str(link)], capture_output=True, text=True).stdout.strip() == "felt-new"
    assert not (share / "felt.new").exists()
    # the installed copy of uninstall.sh removes exactly what was installed
    out = sh(share / "felt" / "uninstall.sh", home)
    assert out.returncode == 0 and "removed" in out.stdout
    for f in installed_files(home):
        assert not f.exists() and not f.is_symlink(), f
    assert not (share / "felt").exists()
    assert everything(home) == before
    assert folders(home) == folders_before  # the folders it made are gone, the others stay
    assert (apps / "other.desktop").read_text() == "keep"


def test_uninstall_keeps_a_folder_it_made_once_something_else_is_in_it(unpacked):
    root, home = unpacked
    assert sh(root / "install.sh", home).returncode == 0
    share = home / ".local" / "share"
    made = set((share / "felt" / "created-folders").read_text().split())
    assert str(home / ".local" / "bin") in made and str(share / "icons" / "hicolor" / "48x48" / "apps") in made
    (home / ".local" / "bin" / "other-tool").write_text("mine")
    (share / "icons" / "hicolor" / "48x48" / "apps" / "other.png").write_bytes(b"png")
    assert sh(share / "felt" / "uninstall.sh", home).returncode == 0
    assert (home / ".local" / "bin" / "other-tool").read_text() == "mine"
    assert (share / "icons" / "hicolor" / "48x48" / "apps" / "other.png").exists()
    assert not (share / "icons" / "hicolor" / "16x16").exists()
    assert folders(home) == {".local", ".local/bin", ".local/share", ".local/share/icons",
                             ".local/share/icons/hicolor", ".local/share/icons/hicolor/48x48",
                             ".local/share/icons/hicolor/48x48/apps"}


def test_install_refuses_to_overwrite_what_is_not_felt(unpacked):
    root, home = unpacked
    bin_dir = home / ".local" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "felt").write_text("someone else's program")
    out = sh(root / "install.sh", home)
    assert out.returncode != 0 and "is not a link to Felt" in out.stderr
    assert (bin_dir / "felt").read_text() == "someone else's program"
    assert not (home / ".local" / "share" / "felt").exists()
    (bin_dir / "felt").unlink()
    other = home / ".local" / "share" / "felt"
    other.mkdir(parents=True)
    (other / "notes.txt").write_text("mine")
    out = sh(root / "install.sh", home)
    assert out.returncode != 0 and "is not an installed Felt" in out.stderr
    assert (other / "notes.txt").read_text() == "mine"


@pytest.mark.parametrize("damage", ["internal", "assets", "icon", "metainfo"])
def test_install_refuses_a_partial_bundle_before_changing_anything(unpacked, damage):
    import shutil

    root, home = unpacked
    if damage == "internal":
        shutil.rmtree(root / "felt" / "_internal" / "app")
    elif damage == "assets":
        shutil.rmtree(root / "felt" / "_internal" / "assets")
    elif damage == "icon":
        (root / "icons" / "felt-48.png").unlink()
    else:
        (root / METAINFO).unlink()
    out = sh(root / "install.sh", home)
    assert out.returncode != 0
    assert len(out.stderr.strip().splitlines()) == 1 and "again" in out.stderr
    assert list(home.iterdir()) == []


def test_uninstall_leaves_what_it_did_not_install(unpacked):
    root, home = unpacked
    other = home / ".local" / "share" / "felt"
    other.mkdir(parents=True)
    (other / "notes.txt").write_text("mine")
    bin_dir = home / ".local" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "felt").symlink_to("/usr/bin/true")
    out = sh(root / "uninstall.sh", home)
    assert out.returncode == 0 and "left alone" in out.stderr
    assert (other / "notes.txt").read_text() == "mine" and (bin_dir / "felt").is_symlink()


def test_install_outside_the_archive_says_so(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    lone = tmp_path / "install.sh"
    lone.write_bytes((PACKAGING / "install.sh").read_bytes())
    out = sh(lone, home)
    assert out.returncode != 0 and "run it from the unpacked archive" in out.stderr
    assert not (home / ".local").exists()


# ----------------------------------------------------------------------------- read-only home


def test_a_game_is_played_to_its_end_in_a_read_only_home_with_one_message_each(tmp_path):
    home = tmp_path / "felt-home"
    for d in ("config", "data/saves"):
        (home / d).mkdir(parents=True)
    for d in (home / "config", home / "data" / "saves", home / "data"):
        d.chmod(0o555)
    try:
        r = run_restricted("""
            import json
            import pygame
            pygame.display.init()
            pygame.font.init()
            from app.main import install_hooks
            from app.rules import jammat as J
            from app.scenes.jammat import JammatTable
            from app.scenes.menu import MenuScene
            from app.scenes.config import SeatConfig, TableConfig
            from app.store import settings as st
            from app.ui.engine import App

            s, msg = st.load()
            s.animation = "off"
            s.sound = False
            app = App(s, size=(1280, 720), headless=False)
            install_hooks(app)
            app.notice = msg
            menu = MenuScene(app)
            app.scenes.push(menu)
            out = {"start": msg, "menu": menu.toast.message, "notice_left": app.notice}
            t = JammatTable(app, TableConfig("jammat", [SeatConfig("Ann"), SeatConfig("Bot", "computer", "easy")],
                                             J.INFO.resolve_options({"deals": 2}), 11))
            app.scenes.push(t)
            errors = []
            for _ in range(4000):
                if t.game.outcome(t.full_state()) is not None:
                    break
                if t.phase == "arrange" and t.viewer == 0:
                    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=0))
                    errors.append(t.save_error)
                elif t.phase == "reveal":
                    t.skip_reveal()
                    if hasattr(t, "next_deal") and t.game.outcome(t.full_state()) is None:
                        t.next_deal()
                if t.thinking is not None:
                    t.finish_thinking_now()
                app.step(0.05)
            out["over"] = t.game.outcome(t.full_state()) is not None
            out["moves"] = len(t.moves)
            out["save_errors"] = sorted(set(e for e in errors if e))
            out["toast"] = t.toast.message
            out["first"] = app.save_settings()
            out["notice"] = app.notice
            app.notice = None
            out["second"] = app.save_settings()
            out["notice_again"] = app.notice
            out["running"] = app.running
            print(json.dumps(out))
        """, home)
    finally:
        for d in (home / "config", home / "data" / "saves", home / "data"):
            d.chmod(0o755)
    assert r["start"] == f"Felt cannot write to {home / 'config'}: nothing will be saved this time."
    assert r["menu"] == r["start"] and r["notice_left"] is None
    assert r["over"] and r["moves"] >= 4 and r["running"]
    assert len(r["save_errors"]) == 1 and r["save_errors"][0].startswith("The game could not be saved (")
    settings_msg = "The settings could not be saved (no permission to write in its folder)."
    assert r["first"] == settings_msg and r["notice"] == settings_msg
    assert r["second"] == settings_msg and r["notice_again"] is None  # said once
    assert sorted(p.name for p in home.rglob("*")) == ["config", "data", "saves"]


# ----------------------------------------------------------------------------- the bench table


def test_bench_records_say_whether_each_goal_is_met():
    from bench import figures

    assert figures.record("a", 0.5, "ms", at_most=1)["met"] is True
    assert figures.record("a", 1.5, "ms", at_most=1) == {"name": "a", "value": 1.5, "unit": "ms",
                                                         "goal": "<= 1 ms", "met": False}
    assert figures.record("b", 9000, "/s", at_least=10_000)["met"] is False
    assert figures.record("c", None, "ms", at_most=4)["met"] is False  # not measured is not met
    assert figures.record("d", 3, "ms")["met"] is None
    rows = [("x", figures.record("drag", 0.25, "ms", at_most=1)), ("x", figures.record("idle", 2.0, "%", at_most=1)),
            ("y", figures.record("free", 7, "ms"))]
    text = figures.table(rows)
    lines = text.splitlines()
    assert lines[2].split()[-1] == "met" and lines[3].split()[-1] == "MET" and "NOT MET" in lines[3]
    assert lines[-1] == "1 of 2 goals met; 1 figures without a goal"


def test_a_figure_whose_line_is_missing_stays_in_the_table_as_not_met():
    from bench import figures

    figures.start_capture()
    try:
        print("   CPU  12 decisions: mean 1.00 ms, median 1.00 ms, p99 2.00 ms, max 3.50 ms")
        records = figures.from_printed("bench.bench_tile_poker")
    finally:
        figures.stop_capture()
    by_name = {r["name"]: r for r in records}
    assert by_name["Tile Poker hard decision: CPU max"]["value"] == 3.5
    assert by_name["Tile Poker hard decision: CPU max"]["met"] is True
    missing = by_name["Tile Poker all placements of 7 tiles, 40-tile board: CPU max"]
    assert missing["value"] is None and missing["met"] is False
    assert figures.from_printed("bench.bench_tile_poker") == []  # nothing captured: run on its own


def test_every_game_and_named_level_has_a_row_in_the_decision_time_bench():
    """bench_levels times every level of every game: each game's descriptor has its bench
    record (players, games, options), every limit names a level the game has; one short game
    gives a time per decision."""
    from app.ai.base import agent_levels
    from app.games import descriptors
    from app.rules.game import get_game
    from bench import bench_levels

    for d in descriptors():
        assert d.bench is not None, f"{d.title} needs a bench record in its descriptor"
        for level in d.bench.decision_limits:
            assert level in agent_levels(d.id)
        players, _, options = d.bench.decisions
        info = get_game(d.id).info
        info.check_players(players)
        info.resolve_options(options)
    times = bench_levels.level_times("jammat", "easy", 2, 1, {})
    assert times and all(t >= 0 for t in times)


@pytest.mark.parametrize("game_id", ["jammat", "three_by_three", "twenty_nine", "tile_poker", "three_thirteen"])
def test_the_table_drag_bench_times_a_real_drag_on_every_table(game_id):
    """bench_tables' set-up has the human's card of a legal move held over the table (so a
    broken start cannot report a fast nothing), its path crosses the target and ends on it,
    and letting go there makes the move; the bench writes no save."""
    from app.paths import data_dir
    from app.games import game_ids
    from bench import bench_tables

    assert [d.id for d in bench_tables.benched()] == game_ids()  # a new game needs its moment in the bench
    pg, app, table, choice, a, b = bench_tables.start_drag(game_id, (1280, 720))
    try:
        dnd = table.drag.dnd
        assert dnd.dragging and dnd.grab.data == choice.start and choice.end is not None
        target = app.metrics.rect(*table.target_rect(choice.end))
        points = bench_tables.path(a, b, (1280, 720), 60)
        assert len(points) == 60 and points[-1] == b and target.collidepoint(b)
        assert all(0 <= x < 1280 and 0 <= y < 720 for x, y in points)
        assert sum(1 for p in points if target.collidepoint(p)) >= 5  # across the target, more than once
        assert any(not target.inflate(200, 200).collidepoint(p) for p in points)  # and out over the table
        for p in points:
            app.dispatch(bench_tables.motion(pg, p))
            app.step(1 / 60)
            app.draw()
        assert dnd.dragging and dnd.hover_target is not None and dnd.hover_target.id == choice.end
        before = (len(table.moves), list(getattr(table, "arrangement", ())))
        app.dispatch(pg.event.Event(pg.MOUSEBUTTONUP, button=1, pos=b))
        assert not dnd.dragging
        assert (len(table.moves), list(getattr(table, "arrangement", ()))) != before
    finally:
        table.thinker.stop()
        pg.display.quit()
    saves = data_dir() / "saves"
    assert not saves.exists() or not any(saves.iterdir())


def test_the_bench_table_goes_into_readme_between_its_markers():
    from bench import figures

    rows = [("x", figures.record("drag | frame", 0.25, "ms", at_most=1)), ("y", figures.record("free", None, "ms"))]
    text = f"intro\n{figures.BEGIN}\nold table\n{figures.END}\nafter\n"
    out = figures.update_readme(text, rows, "2026-11-24")
    assert out.startswith("intro\n") and out.endswith(f"{figures.END}\nafter\n") and "old table" not in out
    assert "| drag \\| frame | 0.25 ms | <= 1 ms | met |" in out
    assert "| free | not measured | - | - |" in out and "1 of 1 goals met; 1 figures without a goal." in out
    assert figures.update_readme(out, rows, "2026-11-24") == out  # rewriting it again changes nothing
    with pytest.raises(ValueError):
        figures.update_readme("no markers", rows, "2026-11-24")
    assert figures.BEGIN in figures.README.read_text()  # the project's README has the section


def test_a_games_soak_figures_replace_only_that_games(tmp_path):
    from bench import figures

    path = tmp_path / "soak.json"
    figures.keep_soak([figures.record("soak jammat: games failing a check, of 10", 0, "games", at_most=0)], path)
    figures.keep_soak([figures.record("soak tile_poker: games failing a check, of 5", 1, "games", at_most=0)], path)
    figures.keep_soak([figures.record("soak jammat: games failing a check, of 20", 0, "games", at_most=0)], path)
    names = [r["name"] for r in json.loads(path.read_text())["figures"]]
    assert names == ["soak tile_poker: games failing a check, of 5", "soak jammat: games failing a check, of 20"]
    path.write_text("not json")
    figures.keep_soak([figures.record("soak jammat: x", 1, "ms")], path)  # a broken file starts again
    assert [r["name"] for r in json.loads(path.read_text())["figures"]] == ["soak jammat: x"]


# ----------------------------------------------------------------------------- the glibc floor

LISTING = """
Dynamic Section:
  NEEDED               libc.so.6
Version definitions:
1 0x01 0x0f4a5a84 libexample.so.1
2 0x00 0x0d696918 GLIBC_2.99
Version References:
  required from libm.so.6:
    0x069691b5 0x00 16 GLIBC_2.35
    0x09691a75 0x00 05 GLIBC_2.2.5
  required from libstdc++.so.6:
    0x08922974 0x00 07 GLIBCXX_3.4.9
    0x02297f89 0x00 06 GLIBCXX_3.4.19
  required from libc.so.6:
    0x06969194 0x00 24 GLIBC_2.14
"""


def test_the_floor_check_reads_what_a_file_requires_not_what_it_defines():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import glibc_floor
    finally:
        sys.path.pop(0)
    assert glibc_floor.needs_of(LISTING) == {"GLIBC": (2, 35), "GLIBCXX": (3, 4, 19)}


def test_the_floor_check_names_each_file_over_the_floor(tmp_path, monkeypatch, capsys):
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import glibc_floor
    finally:
        sys.path.pop(0)
    real = Path(os.path.realpath(sys.executable))
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "prog").write_bytes(real.read_bytes())
    (tmp_path / "notes.txt").write_text("not an ELF file")
    need = glibc_floor.needs(tmp_path / "lib" / "prog")["GLIBC"]
    monkeypatch.setitem(glibc_floor.FLOOR, "GLIBC", need)
    assert glibc_floor.main([str(tmp_path)]) == 0
    monkeypatch.setitem(glibc_floor.FLOOR, "GLIBC", (2, 0))
    assert glibc_floor.main([str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert f"lib/prog needs GLIBC_{glibc_floor.dotted(need)} (the floor is GLIBC_2.0)" in err
    assert "notes.txt" not in err


def test_the_debian_package_is_not_built_from_a_partial_bundle(unpacked, tmp_path):
    import shutil

    root, _ = unpacked
    shutil.rmtree(root / "felt" / "_internal" / "assets")
    out = subprocess.run(["sh", str(PACKAGING / "deb" / "build.sh"), str(root / "felt"), "0.0.0", str(tmp_path / "out")],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode != 0 and len(out.stderr.strip().splitlines()) == 1
    assert "not a whole built bundle" in out.stderr and not (tmp_path / "out").exists()
