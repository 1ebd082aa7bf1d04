"""Start-up and idle cost.

- start to first frame: wall and CPU time of `python -m app --frames 1` (and of the bundle,
  if dist/felt exists) against a bare pygame-ce window that draws one frame, the three run in
  turn 15 times, medians.
- bundle size: dist/felt on disk and the release archive, when built.
- idle CPU: a sandbox table left alone on a real X display (Xvfb :99, started if needed and
  if installed) for 5 seconds: CPU seconds used / wall seconds.
SDL's dummy video driver for the start-up runs."""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BARE = """
import os
os.environ['PYGAME_HIDE_SUPPORT_PROMPT'] = '1'
import pygame
pygame.display.init()
screen = pygame.display.set_mode((1280, 720))
screen.fill((20, 90, 50))
pygame.display.flip()
pygame.quit()
"""


def _side_by_side(cmds: dict[str, list[str]], env, runs: int = 15) -> dict[str, tuple[float, float]]:
    """Median wall and CPU seconds (the child's user + system) of each command, the commands
    run in turn ``runs`` times: whatever else the machine does falls on all of them alike."""
    walls: dict[str, list[float]] = {k: [] for k in cmds}
    cpus: dict[str, list[float]] = {k: [] for k in cmds}
    for _ in range(runs):
        for name, cmd in cmds.items():
            r0, t0 = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
            subprocess.run(cmd, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            t1, r1 = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
            walls[name].append(t1 - t0)
            cpus[name].append(r1.ru_utime + r1.ru_stime - r0.ru_utime - r0.ru_stime)
    return {k: (statistics.median(walls[k]), statistics.median(cpus[k])) for k in cmds}


def startup() -> dict[str, float | None]:
    """Start to first frame and exit, against a bare pygame-ce window drawing one frame, as
    ratios of wall time and of CPU time (the steadier on a shared machine)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               FELT_HOME=tempfile.mkdtemp(prefix="felt-bench-"))
    # as on a player's machine: byte code is cached after the first start
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    cmds = {"bare": [sys.executable, "-c", BARE], "source": [sys.executable, "-m", "app", "--frames", "1"]}
    bundle = ROOT / "dist" / "felt" / "felt"
    if bundle.exists():
        cmds["bundle"] = [str(bundle), "--frames", "1"]
    for cmd in cmds.values():  # once each first: caches warm
        subprocess.run(cmd, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    t = _side_by_side(cmds, env)
    bw, bc = t["bare"]
    print(f"   bare pygame-ce window, one frame: {1000 * bw:.1f} ms wall, {1000 * bc:.1f} ms CPU "
          f"(medians of 15 runs, in turn with Felt's)")
    out: dict[str, float | None] = {"source wall": None, "source cpu": None, "bundle wall": None, "bundle cpu": None}
    for name, label in (("source", "felt from source"), ("bundle", "felt bundle (dist/felt)")):
        if name not in t:
            print("   (no dist/felt: run `make dist` to time the bundle too)")
            continue
        w, c = t[name]
        out[f"{name} wall"], out[f"{name} cpu"] = w / bw, c / bc
        print(f"   {label}, start to first frame and exit: {1000 * w:.1f} ms wall ({w / bw:.2f}x bare), "
              f"{1000 * c:.1f} ms CPU ({c / bc:.2f}x bare); goal <= 1.5x")
    return out


def bundle_size() -> tuple[float | None, float | None]:
    """MB on disk of the one-folder bundle (dist/felt) and of the newest release archive
    (dist/felt-*.tar.gz), None where not built."""
    folder = ROOT / "dist" / "felt"
    size = None
    if folder.is_dir():
        size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 2**20
    archives = sorted((ROOT / "dist").glob("felt-*.tar.gz"), key=lambda p: p.stat().st_mtime)
    archive = archives[-1].stat().st_size / 2**20 if archives else None
    print(f"   bundle dist/felt: {f'{size:.1f} MB' if size is not None else 'not built (make dist)'}; "
          f"release archive: {f'{archive:.1f} MB ({archives[-1].name})' if archive is not None else 'not built (make release)'}")
    return size, archive


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def idle_cpu() -> float | None:
    if not Path("/proc/self/stat").exists():
        print("   idle CPU: needs /proc (Linux)")
        return None
    display = os.environ.get("DISPLAY")
    xvfb = None
    if not display:
        if not shutil.which("Xvfb"):
            print("   idle CPU: no DISPLAY and no Xvfb installed (apt-get install xvfb), not measured")
            return None
        display = ":99"
        if not Path("/tmp/.X11-unix/X99").exists():
            xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1920x1080x24"],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(1.0)
    env = dict(os.environ, DISPLAY=display, SDL_AUDIODRIVER="dummy", FELT_HOME=tempfile.mkdtemp(prefix="felt-bench-"))
    env.pop("SDL_VIDEODRIVER", None)
    proc = subprocess.Popen([sys.executable, "-m", "app", "--scene", "sandbox:dealt"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(3.0)  # start-up and the first frames
        c0, t0 = _cpu_seconds(proc.pid), time.perf_counter()
        time.sleep(5.0)
        c1, t1 = _cpu_seconds(proc.pid), time.perf_counter()
        share = 100 * (c1 - c0) / (t1 - t0)
        print(f"   idle sandbox table on X display {display}: {share:.2f} % of one core (goal < 1 %)")
        return share
    finally:
        proc.terminate()
        proc.wait(5)
        if xvfb:
            xvfb.terminate()


def main() -> list[dict]:
    from bench.figures import record

    ratios = startup()
    size, archive = bundle_size()
    idle = idle_cpu()
    return [record("start-up from source, first frame, against a bare pygame-ce window: wall",
                   ratios["source wall"], "x", at_most=1.5),
            record("start-up from source, first frame, against a bare pygame-ce window: CPU",
                   ratios["source cpu"], "x", at_most=1.5),
            record("start-up of the bundle (dist/felt), against a bare window: wall", ratios["bundle wall"], "x",
                   at_most=1.5),
            record("start-up of the bundle (dist/felt), against a bare window: CPU", ratios["bundle cpu"], "x",
                   at_most=1.5),
            record("bundle size (dist/felt on disk)", size, "MB"),
            record("release archive size (dist/felt-*.tar.gz)", archive, "MB"),
            record("idle sandbox table, real display: CPU", idle, "% of a core", at_most=1)]


if __name__ == "__main__":
    main()
