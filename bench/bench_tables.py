"""Every game table (the sandbox is bench_sandbox's), at a moment where the one human seat is
to move at once: each table's demo screen (``python -m app --scene GAME:VARIANT``) that its descriptor's
``bench.moment`` names (a game without a bench record is left out, said so).

- drag: the human's card picked up (a legal move's card, the frame's drag controller) and
  moved along a path over the table, across its target and back, for 300 frames, each frame
  timed as bench_sandbox does (the mouse move, ``app.step``, ``app.draw``: the scene's draw
  and the flip), wall and CPU, then let go on the target (the move is played). SDL's dummy
  driver, animation off, at 1280x720 (goal: median at most 1 ms, as the sandbox's) and at
  1920x1080 (no goal); the p99 is shown without a goal.
- idle: each table's demo started in its own process on a real X display (Xvfb :99, started
  if there is no DISPLAY and Xvfb is installed; else not measured), left alone 3 s, then its
  CPU over 5 s (/proc/<pid>/stat) (goal: at most 1 % of a core). The computers of these
  moments have nothing to do: the human is to move (Jammat's computers arrange while the
  human does; they are done within the first seconds, in the thinking process, which is not
  counted: the table's own process is).

    python -m bench tables
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parent.parent



def moment(game_id: str) -> str:
    """The demo screen of ``game_id``'s table where seat 0 (the one human) is to move with a
    drag: its descriptor's ``bench.moment``; ValueError naming the game when it has none."""
    from app.games import descriptor

    d = descriptor(game_id)
    if d.bench is None:
        raise ValueError(f"{d.title} has no table moment to bench (its descriptor's bench is None)")
    return d.bench.moment


def benched() -> list:
    """The descriptors of the games with a table moment, in menu order; the others said so."""
    from app.games import descriptors

    out = []
    for d in descriptors():
        if d.bench is None:
            print(f"   {d.title}: no bench record in its descriptor, its table not measured", flush=True)
        else:
            out.append(d)
    return out


SIZES = ((1280, 720), (1920, 1080))
FRAMES = 300


def motion(pygame, pos):
    """A mouse move with the left button held."""
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def _press_point(table, choice, m):
    """A pixel on the card of ``choice``'s start that the layer gives to that card (the card
    may lie under its neighbours in a fan), or None."""
    for sp in sorted((sp for sp in table.layer.sprites if sp.data == choice.start), key=lambda sp: -sp.z):
        r = sp.rect(m)
        for fx, fy in ((0.5, 0.5), (0.2, 0.5), (0.1, 0.3), (0.5, 0.15), (0.1, 0.1)):
            p = (int(r.x + fx * r.w), int(r.y + fy * r.h))
            hit = table.layer.sprite_at(p, m)
            if hit is not None and hit.data == choice.start:
                return p
    return None


def start_drag(game_id: str, size=(1280, 720)):
    """A headless App at ``size`` with the table of ``game_id`` at its moment (``moment``),
    the human's card of a legal move with a target pressed and moved past the drag threshold.
    Returns (pygame, app, table, choice, press point, target point); the drag is in progress
    (asserted). The table writes no save."""
    import pygame

    pygame.display.init()
    pygame.font.init()
    from app.main import make_scene
    from app.scenes.menu import MenuScene
    from app.store.settings import Settings
    from app.ui.engine import App

    s = Settings()
    s.animation = "off"
    app = App(s, size=size, headless=True)
    app.scenes.push(MenuScene(app))
    table = app.scenes.push(make_scene(app, f"{game_id}:{moment(game_id)}", 1))
    table.saving = False  # a bench writes nothing to the player's saves
    try:
        table.after_push()
        app.step(0.0)
        app.draw()  # warm the card caches
        assert app.scenes.top is table, f"{game_id}: {type(app.scenes.top).__name__} on top, not the table"
        assert table.viewer == 0 and table.legal, f"{game_id}: the human is not to move"
        m = app.metrics
        found = None
        for c in table.choices():
            if c.end is not None:
                p = _press_point(table, c, m)
                if p is not None:
                    found = c, p
                    break
        assert found is not None, f"{game_id}: no legal move's card with a target can be pressed"
        choice, a = found
        b = m.rect(*table.target_rect(choice.end)).center
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=a))
        app.dispatch(motion(pygame, (a[0] + 20, a[1] - 20)))
        dnd = table.drag.dnd
        assert dnd.dragging and dnd.grab is not None and dnd.grab.data == choice.start, f"{game_id}: no drag"
        assert choice.end in [t.id for t in dnd.targets], f"{game_id}: the choice's target is not lit"
    except BaseException:
        table.thinker.stop()
        pygame.display.quit()
        raise
    return pygame, app, table, choice, a, b


def path(a, b, size, frames: int = FRAMES) -> list[tuple[int, int]]:
    """``frames`` points from the card ``a`` to the target ``b``, then out to each corner of
    the table and back across the target each time, ending on it."""
    w, h = size
    corners = [(0.12 * w, 0.18 * h), (0.88 * w, 0.2 * h), (0.85 * w, 0.8 * h), (0.15 * w, 0.78 * h)]
    stops = [a, b]
    for c in corners:
        stops += [c, b]
    legs = len(stops) - 1
    out = []
    for i in range(frames):
        u = (i + 1) / frames * legs
        k = min(legs - 1, int(u))
        f = u - k
        (x0, y0), (x1, y1) = stops[k], stops[k + 1]
        out.append((int(x0 + (x1 - x0) * f), int(y0 + (y1 - y0) * f)))
    return out


def measure(game_id: str, size=(1280, 720), frames: int = FRAMES) -> dict:
    """Drag frames on one table: wall median, p99 and worst, CPU median and p99 (ms); how many frames
    drew the whole window (the rest drew only the rects that changed) and their median; and
    whether letting go on the target made the move."""
    pygame, app, table, choice, a, b = start_drag(game_id, size)
    try:
        dnd = table.drag.dnd
        times, cpu, full = [], [], []
        for p in path(a, b, size, frames):
            app.dispatch(motion(pygame, p))
            t0, c0 = time.perf_counter(), time.process_time()
            app.step(1 / 60)
            partial = app.partial_frames
            app.draw()
            times.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
            if app.partial_frames == partial:  # the whole window drawn and flipped
                full.append(times[-1])
        assert dnd.dragging, f"{game_id}: the drag ended on the way"
        before = (len(table.moves), list(getattr(table, "arrangement", ())))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=b))
        played = (len(table.moves), list(getattr(table, "arrangement", ()))) != before
        times.sort()
        cpu.sort()
        return {"median": 1000 * statistics.median(times), "p99": 1000 * times[int(0.99 * (len(times) - 1))],
                "worst": 1000 * times[-1], "cpu": 1000 * statistics.median(cpu),
                "cpu_p99": 1000 * cpu[int(0.99 * (len(cpu) - 1))], "frames": len(times),
                "full": len(full), "full_median": 1000 * statistics.median(full) if full else None,
                "played": played}
    finally:
        table.thinker.stop()
        pygame.display.quit()


# ----------------------------------------------------------------------------- idle


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def idle_cpu(games, settle: float = 3.0, seconds: float = 5.0) -> dict[str, float | None]:
    """Each game's demo table (``games``: their ids) alone on a real X display: % of a core over
    ``seconds`` after ``settle``; {} (not measured, said why) without /proc or a display."""
    if not Path("/proc/self/stat").exists():
        print("   idle CPU: needs /proc (Linux), not measured")
        return {}
    display = os.environ.get("DISPLAY")
    xvfb = None
    if not display:
        if not shutil.which("Xvfb"):
            print("   idle CPU: no DISPLAY and no Xvfb installed (apt-get install xvfb), not measured")
            return {}
        display = ":99"
        if not Path("/tmp/.X11-unix/X99").exists():
            xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(1.0)
    env = dict(os.environ, DISPLAY=display, SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)
    out: dict[str, float | None] = {}
    try:
        for game_id in games:
            scene = f"{game_id}:{moment(game_id)}"
            env["FELT_HOME"] = tempfile.mkdtemp(prefix="felt-bench-")  # no save of the player's touched
            proc = subprocess.Popen([sys.executable, "-m", "app", "--scene", scene], cwd=ROOT, env=env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            try:
                time.sleep(settle)  # start-up, the first frames, Jammat's computers arranging
                if proc.poll() is not None:
                    err = proc.stderr.read().decode(errors="replace").strip().splitlines()
                    print(f"   idle {scene}: the table exited ({err[-1] if err else proc.returncode}), not measured")
                    out[game_id] = None
                    continue
                c0, t0 = _cpu_seconds(proc.pid), time.perf_counter()
                time.sleep(seconds)
                c1, t1 = _cpu_seconds(proc.pid), time.perf_counter()
                out[game_id] = 100 * (c1 - c0) / (t1 - t0)
                print(f"   idle {scene} on X display {display}: {out[game_id]:.2f} % of one core (goal <= 1 %)")
            finally:
                proc.terminate()
                try:
                    proc.wait(5)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait(5)
                proc.stderr.close()
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait(5)
    return out


def main() -> list[dict]:
    from bench.figures import record

    out = []
    games = benched()
    for d in games:
        game_id = d.id
        for size in SIZES:
            r = measure(game_id, size)
            where = f"{size[0]}x{size[1]}"
            whole = "" if r["full_median"] is None else f" (median {r['full_median']:.2f} ms)"
            print(f"   {d.title} ({game_id}:{d.bench.moment}) {where}: drag frame median "
                  f"{r['median']:.2f} ms, p99 {r['p99']:.2f} ms, worst {r['worst']:.2f} ms (CPU median "
                  f"{r['cpu']:.2f} ms, p99 {r['cpu_p99']:.2f} ms); {r['frames']} frames, {r['full']} of them "
                  f"the whole window{whole}; "
                  f"let go on the target: {'played' if r['played'] else 'NOT PLAYED'}")
            goal = 1.0 if size == (1280, 720) else None
            name = f"{d.title} table drag frame at {where}, dummy display"
            out.append(record(f"{name}: median", r["median"], "ms", at_most=goal))
            out.append(record(f"{name}: p99", r["p99"], "ms"))
    idle = idle_cpu([d.id for d in games])
    for d in games:
        out.append(record(f"idle {d.title} table (human to move), real display: CPU", idle.get(d.id),
                          "% of a core", at_most=1))
    return out


if __name__ == "__main__":
    main()
