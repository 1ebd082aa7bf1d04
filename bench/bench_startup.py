"""Start-up and idle cost.

- start to first frame: wall time of `python -m app --frames 1` (and of the bundle, if
  dist/felt exists) against a bare pygame-ce window that draws one frame, median of runs.
- idle CPU: a sandbox table left alone on a real X display (Xvfb :99, started if needed and
  if installed) for 5 seconds: CPU seconds used / wall seconds.
SDL's dummy video driver for the start-up runs."""

from __future__ import annotations

import os
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


def _time(cmd, env, runs=7) -> float:
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(cmd, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        out.append(time.perf_counter() - t0)
    return statistics.median(out)


def startup() -> tuple[float, float | None]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               FELT_HOME=tempfile.mkdtemp(prefix="felt-bench-"))
    # as on a player's machine: byte code is cached after the first start
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([sys.executable, "-m", "app", "--frames", "1"], cwd=ROOT, env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    bare = _time([sys.executable, "-c", BARE], env)
    felt = _time([sys.executable, "-m", "app", "--frames", "1"], env)
    print(f"   bare pygame-ce window, one frame: {bare:.3f} s")
    print(f"   felt from source, start to first frame and exit: {felt:.3f} s ({felt / bare:.2f}x bare; goal <= 1.5x)")
    bundle = ROOT / "dist" / "felt" / "felt"
    if bundle.exists():
        b = _time([str(bundle), "--frames", "1"], env)
        print(f"   felt bundle: {b:.3f} s ({b / bare:.2f}x bare)")
        return felt / bare, b / bare
    print("   (no dist/felt: run `make dist` to time the bundle too)")
    return felt / bare, None


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

    source, bundle = startup()
    idle = idle_cpu()
    return [record("start-up from source, first frame, against a bare pygame-ce window", source, "x", at_most=1.5),
            record("start-up of the bundle (dist/felt), against a bare window", bundle, "x", at_most=1.5),
            record("idle sandbox table, real display: CPU", idle, "% of a core", at_most=1)]


if __name__ == "__main__":
    main()
