"""What a player feels, measured in a real window: under Xvfb when it is installed (a display
without a GPU, where presenting a frame is what costs), else SDL's dummy driver (said so).

- mouse: CPU of a table while the mouse moves over it continuously (60 moves a second)
  (goal: at most 5 % of a core at 1280x720);
- idle: CPU of a table doing nothing, after a sound has played (goal: at most 1 %);
- drag: each frame of a drag, drawing and presenting, median and p99, and the first drag
  frame (goals: median 1 ms, p99 4 ms, first 4 ms);
- think: how late frames are while a computer player thinks, from a mouse move to the frame
  that shows it, median and p99 (goal: p99 late by at most 4 ms beyond the same drag
  measured with nobody thinking); the thinking in a process (as the tables do) beside the
  same thinking in a thread.

Each measurement runs in its own process. ``FELT_BEFORE=/path/to/older/checkout`` also runs
the mouse, idle and drag measurements on that checkout, side by side.
    python -m bench feel          (FEEL_SECONDS=20 by default for the mouse run)
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1280, 720)


# ----------------------------------------------------------------------------- the child


def _app():
    try:
        from app.ui.engine import configure_sdl

        configure_sdl()
    except ImportError:  # an older checkout (FELT_BEFORE) has no such hints
        pass
    import pygame

    pygame.display.init()
    pygame.font.init()
    from app.store.settings import Settings
    from app.ui.engine import App

    s = Settings()
    s.animation = "normal"
    s.sound = True
    app = App(s, size=SIZE, headless=False)
    return pygame, app


def _post_motions(pygame, points, rate, stop, log=None, buttons=(0, 0, 0)):
    """Post mouse moves at ``rate`` per second until ``stop`` is set (a person's hand)."""
    k = 0
    period = 1.0 / rate
    nxt = time.perf_counter()
    while not stop.is_set():
        p = points[k % len(points)]
        if log is not None:
            log.append(time.perf_counter())
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=buttons))
        k += 1
        nxt += period
        time.sleep(max(0.0, nxt - time.perf_counter()))


def _sandbox(app):
    from app.scenes.sandbox import SandboxScene

    scene = SandboxScene.demo(app, "full", 1)
    app.scenes.push(scene)
    return scene


def child_mouse(seconds: float) -> dict:
    pygame, app = _app()
    _sandbox(app)
    app.draw()
    w, h = SIZE
    points = [(int(w * (0.1 + 0.8 * (k % 97) / 97)), int(h * (0.2 + 0.7 * (k * 37 % 89) / 89))) for k in range(500)]
    stop = threading.Event()
    th = threading.Thread(target=_post_motions, args=(pygame, points, 60, stop), daemon=True)
    app.after(seconds, app.quit)
    c0, t0, f0 = time.process_time(), time.perf_counter(), app.frame_count
    th.start()
    app.run()
    stop.set()
    cpu, wall = time.process_time() - c0, time.perf_counter() - t0
    return {"cpu_share": cpu / wall, "frames": app.frame_count - f0, "seconds": wall}


def child_idle(seconds: float) -> dict:
    pygame, app = _app()
    _sandbox(app)
    app.sounds.play("place")
    app.draw()
    time.sleep(0.5)
    app.after(seconds, app.quit)
    c0, t0 = time.process_time(), time.perf_counter()
    app.run()
    return {"cpu_share": (time.process_time() - c0) / (time.perf_counter() - t0)}


def _timed_draws(app, out):
    """Wrap App.draw to time every frame (drawing and presenting)."""
    real = app.draw

    def draw():
        t0 = time.perf_counter()
        real()
        out.append((t0, time.perf_counter()))

    app.draw = draw


def child_drag(frames: int) -> dict:
    pygame, app = _app()
    scene = _sandbox(app)
    app.draw()
    m = app.metrics
    hand = scene.model.piles[1]
    sp = scene.sprites[hand.cards[-1]]
    start = sp.rect(m).center
    draws: list = []
    _timed_draws(app, draws)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    pts = [(start[0] + 10 + (k * 7) % 600, start[1] - 10 - (k * 5) % 300) for k in range(frames)]
    stop = threading.Event()
    th = threading.Thread(target=_post_motions, args=(pygame, pts, 60, stop, None, (1, 0, 0)), daemon=True)
    app.after(frames / 60 + 0.3, app.quit)
    th.start()
    app.run()
    stop.set()
    times = [b - a for a, b in draws]
    first = times[1] if len(times) > 1 else times[0]  # [0]: the press; [1]: the drag starts
    rest = sorted(times[2:])
    return {"median_ms": 1000 * statistics.median(rest), "p99_ms": 1000 * rest[int(0.99 * (len(rest) - 1))],
            "first_ms": 1000 * first, "frames": len(times)}


def child_think(frames: int, process: bool) -> dict:
    """A drag on a table while its thinking process (or thread) works flat out: the table of
    the game whose descriptor names a ``bench.think`` set-up (bench_<game>.py)."""
    pygame, app = _app()
    from app.games import descriptors, load

    think = next((d.bench.think for d in descriptors() if d.bench is not None and d.bench.think), None)
    if think is None:
        raise SystemExit("no game's descriptor names a table to think on (bench.think)")
    t, ask, start = load(think)(app, process)
    busy = threading.Event()

    def keep_thinking():  # from the loop: always a question waiting while we measure
        if busy.is_set() and not t.thinker._busy:
            ask()
        if app.running:
            app.after(0.01, keep_thinking)

    results = {}
    for phase in ("quiet", "thinking"):
        if phase == "thinking":
            busy.set()
            keep_thinking()
            time.sleep(0.2)
        draws, posts = [], []
        _timed_draws(app, draws)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
        pts = [(start[0] + 10 + (k * 7) % 500, start[1] + 10 + (k * 3) % 200) for k in range(frames)]
        stop = threading.Event()
        th = threading.Thread(target=_post_motions, args=(pygame, pts, 60, stop, posts, (1, 0, 0)), daemon=True)
        app.running = True
        app.after(frames / 60 + 0.3, app.quit)
        th.start()
        app.run()
        stop.set()
        th.join()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pts[-1]))
        app.running = True
        app.after(0.1, app.quit)
        app.run()
        # for each move: the end of the first frame drawn after it was posted
        late = []
        ends = [b for a, b in draws]
        for tp in posts[5:]:
            nxt = next((e for (a, e) in draws if a >= tp), None)
            if nxt is not None:
                late.append(nxt - tp)
        late.sort()
        results[phase] = {"median_ms": 1000 * statistics.median(late),
                          "p99_ms": 1000 * late[int(0.99 * (len(late) - 1))], "moves": len(late)}
        app.draw = type(app).draw.__get__(app)
        del ends
    busy.clear()
    t.thinker.stop()
    return results


# ----------------------------------------------------------------------------- the parent


def _xvfb():
    """(env, process) with a display: an Xvfb of our own if none is set."""
    env = dict(os.environ)
    env.pop("SDL_VIDEODRIVER", None)
    env["SDL_AUDIODRIVER"] = "dummy"
    if env.get("DISPLAY"):
        return env, None, "the display in DISPLAY"
    if shutil.which("Xvfb") is None:
        env["SDL_VIDEODRIVER"] = "dummy"
        return env, None, "SDL's dummy driver (no Xvfb installed: presenting costs nothing here)"
    proc = subprocess.Popen(["Xvfb", ":97", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    env["DISPLAY"] = ":97"
    env["SDL_VIDEODRIVER"] = "x11"
    return env, proc, "Xvfb (no GPU), SDL's x11 driver"


def _run(env, root, what, *args):
    here = str(Path(__file__).resolve())
    code = (f"import sys, json, importlib.util; sys.path.insert(0, {str(root)!r}); "
            f"spec = importlib.util.spec_from_file_location('feel', {here!r}); b = importlib.util.module_from_spec(spec); "
            f"spec.loader.exec_module(b); print(json.dumps(b.child_{what}(*{args!r})))")
    out = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True,
                         timeout=600)
    if out.returncode != 0:
        return {"error": out.stderr.strip().splitlines()[-1] if out.stderr.strip() else f"exit {out.returncode}"}
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> list[dict]:
    from bench.figures import record

    out = []
    seconds = float(os.environ.get("FEEL_SECONDS", "20"))
    env, xvfb, where = _xvfb()
    print(f"   window: {SIZE[0]}x{SIZE[1]} on {where}")
    roots = [("now", ROOT)]
    if os.environ.get("FELT_BEFORE"):
        roots.insert(0, ("before", Path(os.environ["FELT_BEFORE"]).resolve()))
    try:
        for label, root in roots:
            mouse = _run(env, root, "mouse", seconds)
            idle = _run(env, root, "idle", 10.0)
            drag = _run(env, root, "drag", 300)
            print(f"   [{label}] mouse moving 60/s for {seconds:.0f} s over the sandbox: "
                  f"{100 * mouse.get('cpu_share', float('nan')):.1f} % of a core, {mouse.get('frames')} frames "
                  f"(goal <= 5 %) {mouse.get('error', '')}")
            print(f"   [{label}] idle after a sound: {100 * idle.get('cpu_share', float('nan')):.2f} % of a core "
                  f"(goal <= 1 %) {idle.get('error', '')}")
            print(f"   [{label}] drag frame incl. present: median {drag.get('median_ms', float('nan')):.2f} ms, "
                  f"p99 {drag.get('p99_ms', float('nan')):.2f} ms, first {drag.get('first_ms', float('nan')):.2f} ms "
                  f"(goals 1 / 4 / 4 ms) {drag.get('error', '')}")
            if label == "now":
                pct = lambda v: None if v is None else 100 * v  # noqa: E731
                out += [record("real window: mouse moving 60/s over the sandbox: CPU", pct(mouse.get("cpu_share")),
                               "% of a core", at_most=5),
                        record("real window: idle table after a sound: CPU", pct(idle.get("cpu_share")),
                               "% of a core", at_most=1),
                        record("real window: drag frame incl. present: median", drag.get("median_ms"), "ms", at_most=1),
                        record("real window: drag frame incl. present: p99", drag.get("p99_ms"), "ms", at_most=4),
                        record("real window: drag frame incl. present: first", drag.get("first_ms"), "ms", at_most=4)]
        for process in (False, True):
            r = _run(env, ROOT, "think", 240, process)
            name = f"real window: move-to-frame while a computer thinks in a {'process' if process else 'thread'}, " \
                   "p99 late beyond nobody thinking"
            if "error" in r:
                print(f"   think ({'process' if process else 'thread'}): {r['error']}")
                out.append(record(name, None, "ms", at_most=4))
                continue
            q, th = r["quiet"], r["thinking"]
            print(f"   move-to-frame while thinking in a {'process' if process else 'thread '}: "
                  f"median {th['median_ms']:.1f} ms, p99 {th['p99_ms']:.1f} ms; nobody thinking: median "
                  f"{q['median_ms']:.1f}, p99 {q['p99_ms']:.1f} ms; late by {th['p99_ms'] - q['p99_ms']:.1f} ms "
                  f"at p99 (goal <= 4 ms)")
            out.append(record(name, th["p99_ms"] - q["p99_ms"], "ms", at_most=4))
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait(5)
    return out


if __name__ == "__main__":
    main()
