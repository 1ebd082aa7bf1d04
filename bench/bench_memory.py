"""Memory over a long Watch: every seat a computer, the table left to play on, the resident
memory of the table's process (and of its thinking process) read at marks.

Each game's table is built as Watch builds it (every seat a computer, the seats and level its
descriptor's ``bench.watch`` says: Jammat 4 seats at normal, Three By Three 1 at autoplay,
Twenty-Nine 4 at hard, Tile Poker 2 at hard, Three Thirteen 4 at hard), on SDL's dummy display at 1280x720, in a process of its own, and driven
frame by frame: ``app.step(1/60)`` and a whole-window ``app.draw()``, at the normal animation
speed. Watch time here is simulated time: 60 frames are one second, and a computer's move is
shown after the table's own pause (``think_seconds``) of simulated time, as in a window. A
simulated minute holds about as many moves as a real one (a little more: a computer's actual
thinking takes no simulated time). When a game ends its result stays up for the table's
``watch_pause`` and the next deal starts at a new table, as Play again does.

The figures: the resident memory (/proc/<pid>/statm) at minutes 2 and 10 of Watch for every
game and the growth between (goal: at most 3 MB, flat); Twenty-Nine and Three Thirteen also
played on to minute 30 (goal: at most 10 MB more than at minute 5). The thinking process's
resident memory is printed at every mark (it is a new process for each game); its growth
from minute 5 to 30 is shown (no goal) when one game lasted all along.

    python -m bench memory                    # the five games, two runs at a time
    MEMORY_ONLY=twenty_nine MEMORY_LONG=30 python -m bench memory
    python -m bench.bench_memory --one twenty_nine 10     # one run, its lines printed

Before the fix (card faces kept at every size a card passed through while it flew from a hand
to the trick, and rendered text kept by count, not bytes) Twenty-Nine grew from 36 MB at the
start to 63.5, 73.8 and 83.4 MB at simulated minutes 2, 5 and 10: what a real window showed
(43 to 86 MB in 9.5 minutes), so simulated time grows as wall time does.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent



def watched() -> dict[str, tuple[int, str]]:
    """Game id -> (seats, level) of the Watch table measured (each descriptor's
    ``bench.watch``), in menu order; a game without a bench record is left out."""
    from app.games import descriptors

    return {d.id: tuple(d.bench.watch) for d in descriptors() if d.bench is not None}


def long_watched() -> tuple[str, ...]:
    """The games also played on to the long mark (their descriptor's ``bench.watch_long``)."""
    from app.games import descriptors

    return tuple(d.id for d in descriptors() if d.bench is not None and d.bench.watch_long)


SHORT_MIN, LONG_MIN = 10, 30  # minutes of simulated Watch
FLAT_MB, LONG_MB = 3.0, 10.0  # the goals: growth from minute 2 to 10, from minute 5 to 30
FPS = 60


def rss_mb(pid: int | str = "self") -> float | None:
    try:
        with open(f"/proc/{pid}/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        return None


def cache_sizes(fonts, art) -> dict:
    """Entries and megabytes of the rendered text and the card art (the byte counts of code
    before the caches had budgets are worked out here)."""
    def surface_bytes(surf) -> int:  # (app.ui.surfcache's, for code older than it)
        return surf.get_pitch() * surf.get_height() + 256

    texts = getattr(fonts, "texts", None)
    if texts is not None:
        text_n, text_b = len(texts), texts.bytes
    else:  # an lru_cache of the text function
        text_n, text_b = fonts.text.cache_info().currsize, None
    cache = art._cache
    art_b = getattr(cache, "bytes", None)
    if art_b is None:
        art_b = sum(surface_bytes(s) for s in cache.values())
    return {"texts": text_n, "text_mb": None if text_b is None else text_b / 2**20,
            "art": len(cache), "art_mb": art_b / 2**20}


def watch(game_id: str, minutes: float, size=(1280, 720), out=sys.stdout) -> dict[int, dict]:
    """Watch ``game_id`` for ``minutes`` of simulated time in this process; returns
    {minute: {"rss", "thinker", "moves", "deals"}} for every whole minute (and 0)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.display.init()
    pygame.font.init()
    from app.rules.game import get_game
    from app.scenes.autoplay import table_class
    from app.scenes.menu import MenuScene
    from app.scenes.config import SeatConfig, TableConfig
    from app.store.settings import Settings
    from app.ui import fonts
    from app.ui.engine import App

    settings = Settings()
    settings.animation = "normal"
    settings.sound = False
    app = App(settings, size=size, headless=True)
    app.scenes.push(MenuScene(app))
    game = get_game(game_id)
    seats_n, level = watched()[game_id]
    cls = table_class(game_id)
    options = game.info.resolve_options({})

    def new_table(seed: int):
        seats = [SeatConfig(f"Computer {i + 1}", "computer", level) for i in range(seats_n)]
        t = cls(app, TableConfig(game_id, seats, dict(options), seed))
        t.saving = False  # a bench writes nothing to the player's saves
        return t

    seed, deals = 1, 1
    table = app.scenes.push(new_table(seed))
    dt = 1.0 / FPS
    frames = int(round(minutes * 60 * FPS))
    marks: dict[int, dict] = {}
    ticket, asked_at, over_at, moves_before = None, 0.0, None, 0
    try:
        for i in range(frames + 1):
            now = i * dt
            if i % (60 * FPS) == 0:
                proc = getattr(table.thinker, "_proc", None)
                mark = {"rss": rss_mb(), "thinker": rss_mb(proc.pid) if proc is not None else None,
                        "moves": moves_before + len(table.moves), "deals": deals,
                        **cache_sizes(fonts, app.art)}
                marks[i // (60 * FPS)] = mark
                print(f"   {game_id} minute {i // (60 * FPS):2d}: {mark['rss']:.1f} MB"
                      + (f", thinking process {mark['thinker']:.1f} MB" if mark["thinker"] else "")
                      + f"; {mark['moves']} moves, deal {deals}; text {mark['texts']}"
                      + ("" if mark["text_mb"] is None else f" ({mark['text_mb']:.1f} MB)") + ","
                      f" card art {mark['art']} ({mark['art_mb']:.1f} MB)", file=out, flush=True)
                if i == frames:
                    break
            while app.scenes.top is not table and app.scenes.top is not None:
                app.scenes.pop()  # nothing is asked of a player in Watch; a dialog would be a bug
            if table.over:
                over_at = now if over_at is None else over_at
                if now - over_at >= table.watch_pause:
                    seed += 1
                    deals += 1
                    moves_before += len(table.moves)
                    table = app.scenes.replace(new_table(seed))
                    over_at, ticket = None, None
            if table.thinking is not None:
                if table.thinking[1] != ticket:
                    ticket, asked_at = table.thinking[1], now
                if now - asked_at >= table.think_seconds * app.anim_speed:
                    table.finish_thinking_now()  # the answer is taken on this frame
                else:
                    table._think_started = float("inf")  # the pause runs in simulated time
            app.step(dt)
            app._dirty = True
            app.draw()
    finally:
        table.thinker.stop()
        pygame.display.quit()
    return marks


def run_one(game_id: str, minutes: float) -> subprocess.Popen:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "bench.bench_memory", "--one", game_id, str(minutes)],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)


def measure(games=None, short: float = SHORT_MIN, long: float = LONG_MIN,
            long_games=None, jobs: int = 2) -> dict[str, dict[int, dict]]:
    """Each game's Watch in a process of its own, ``jobs`` at a time (the long ones first);
    ``games`` and ``long_games`` by default every game with a bench record and the long ones."""
    games = list(watched()) if games is None else games
    long_games = long_watched() if long_games is None else long_games
    todo = sorted(((g, long if g in long_games else short) for g in games), key=lambda gm: -gm[1])
    running: list[tuple[str, subprocess.Popen]] = []
    out: dict[str, dict[int, dict]] = {}

    def reap(game_id, proc):
        marks = None
        for line in proc.stdout:
            if line.startswith("MARKS "):
                marks = {int(k): v for k, v in json.loads(line[6:]).items()}
            else:
                print(line, end="", flush=True)
        proc.wait()
        out[game_id] = marks or {}
        if marks is None:
            print(f"   {game_id}: the run failed (exit {proc.returncode}), not measured", flush=True)

    while todo or running:
        while todo and len(running) < jobs:
            g, mins = todo.pop(0)
            running.append((g, run_one(g, mins)))
        g, proc = running.pop(0)
        reap(g, proc)
    return out


def main() -> list[dict]:
    from bench.figures import record

    from app.games import descriptors, game_title

    for d in descriptors():
        if d.bench is None:
            print(f"   {d.title}: no bench record in its descriptor, its Watch not measured", flush=True)
    only = [g for g in os.environ.get("MEMORY_ONLY", "").split(",") if g] or list(watched())
    short = float(os.environ.get("MEMORY_SHORT", SHORT_MIN))
    long = float(os.environ.get("MEMORY_LONG", LONG_MIN))
    t0 = time.perf_counter()
    marks = measure(only, short, long, jobs=int(os.environ.get("MEMORY_JOBS", "2")))
    print(f"   ({time.perf_counter() - t0:.0f} s for {sum(max(m, default=0) for m in marks.values())} "
          "minutes of simulated Watch)")
    rows = []

    def at(game_id, minute):
        m = marks.get(game_id, {}).get(minute)
        return None if m is None else m["rss"]

    for g in only:
        a, b = at(g, 2), at(g, 10)
        rows.append(record(f"{game_title(g)} Watch, resident memory at minute 2", a, "MB"))
        rows.append(record(f"{game_title(g)} Watch, resident memory at minute 10", b, "MB"))
        rows.append(record(f"{game_title(g)} Watch, growth from minute 2 to 10", None if a is None or b is None else b - a,
                           "MB", at_most=FLAT_MB))
    for g in long_watched():
        if g not in only:
            continue
        a, b = at(g, 5), at(g, int(long))
        rows.append(record(f"{game_title(g)} Watch, resident memory at minute {int(long)}", b, "MB"))
        rows.append(record(f"{game_title(g)} Watch, growth from minute 5 to {int(long)}",
                           None if a is None or b is None else b - a, "MB", at_most=LONG_MB))
        m5, m30 = marks.get(g, {}).get(5), marks.get(g, {}).get(int(long))
        same = m5 and m30 and m5["deals"] == m30["deals"] and m5["thinker"] and m30["thinker"]
        rows.append(record(f"{game_title(g)} Watch, its thinking process's growth from minute 5 to {int(long)}"
                           " (one game all along)", m30["thinker"] - m5["thinker"] if same else None, "MB"))
    return rows


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--one":
        result = watch(sys.argv[2], float(sys.argv[3]))
        print("MARKS " + json.dumps(result), flush=True)
    else:
        main()
