"""Run every bench/bench_*.py (or only those named): each module has ``main()`` that prints
its figures. ``python -m bench jammat`` runs bench_jammat.py only."""

import importlib
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv):
    here = Path(__file__).resolve().parent
    names = sorted(p.stem for p in here.glob("bench_*.py"))
    wanted = [a if a.startswith("bench_") else f"bench_{a}" for a in argv]
    unknown = [w for w in wanted if w not in names]
    if unknown:
        print(f"no benchmark {', '.join(unknown)}; have: {', '.join(n[6:] for n in names)}", file=sys.stderr)
        return 2
    for name in wanted or names:
        print(f"== {name[6:]}", flush=True)
        t0 = time.perf_counter()
        importlib.import_module(f"bench.{name}").main()
        print(f"   ({time.perf_counter() - t0:.1f} s)\n", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
