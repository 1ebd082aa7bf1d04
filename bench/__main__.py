"""Run every bench/bench_*.py (or only those named): each module has ``main()`` that prints
its figures and returns them as records (bench/figures.py). ``python -m bench jammat`` runs
bench_jammat.py only. The run ends with one table of every figure, its goal and whether it
is met, also written to bench/results.json and (a full run) README's Performance section.

The soak (bench_soak.py, hours) runs only when named (``make soak``); the table shows the
figures of its last run, kept in bench/soak_results.json (``python -m bench --table`` shows
the last full run's table again with the latest soak and writes it into README). The long
event storms (bench_storms.py, ``make storms``) run only when named too."""

import importlib
import json
import os
import sys
import time
import traceback
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from bench import figures  # noqa: E402

ONLY_WHEN_NAMED = {"bench_soak", "bench_storms"}


def soak_rows() -> list[tuple[str, dict]]:
    """The last soak's figures, named with when each game's run ended."""
    if not figures.SOAK_RESULTS.exists():
        return []
    last = json.loads(figures.SOAK_RESULTS.read_text())
    return [("soak", dict(r, name=f"{r['name']} (run {r.get('run', '?')})")) for r in last["figures"]]


def table_again() -> int:
    """``python -m bench --table``: the table of the last full run (bench/results.json) with
    the soak's latest figures, printed and written into README again; nothing is measured."""
    try:
        data = json.loads(figures.RESULTS.read_text())
    except (OSError, ValueError) as exc:
        print(f"no results of a full run to show ({exc}); run `make bench`", file=sys.stderr)
        return 2
    rows = [(r["bench"], {k: v for k, v in r.items() if k != "bench"}) for r in data["figures"]
            if r["bench"] != "soak"] + soak_rows()
    print(figures.table(rows))
    figures.README.write_text(figures.update_readme(figures.README.read_text(), rows, data["written"][:10]))
    print("(README's Performance table rewritten)")
    return 0


def main(argv):
    if argv == ["--table"]:
        return table_again()
    here = Path(__file__).resolve().parent
    names = sorted(p.stem for p in here.glob("bench_*.py"))
    wanted = [a if a.startswith("bench_") else f"bench_{a}" for a in argv]
    unknown = [w for w in wanted if w not in names]
    if unknown:
        print(f"no benchmark {', '.join(unknown)}; have: {', '.join(n[6:] for n in names)}", file=sys.stderr)
        return 2
    rows = []
    for name in wanted or [n for n in names if n not in ONLY_WHEN_NAMED]:
        print(f"== {name[6:]}", flush=True)
        t0 = time.perf_counter()
        figures.start_capture()
        try:
            records = importlib.import_module(f"bench.{name}").main()
        except Exception:  # one broken bench must not lose the others' figures
            traceback.print_exc()
            records = [figures.record(f"{name[6:]}: the bench failed", None, "", goal="runs")]
        finally:
            figures.stop_capture()
        rows += [(name[6:], r) for r in records or []]
        print(f"   ({time.perf_counter() - t0:.1f} s)\n", flush=True)
    if "bench_soak" not in wanted and not wanted:
        rows += soak_rows()
    if rows:
        print(figures.table(rows))
        if not wanted:
            figures.write_results(rows)
            when = time.strftime("%Y-%m-%d")
            figures.README.write_text(figures.update_readme(figures.README.read_text(), rows, when))
            print("(README's Performance table rewritten)")
            print(f"(written to {figures.RESULTS.relative_to(Path.cwd()) if figures.RESULTS.is_relative_to(Path.cwd()) else figures.RESULTS})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
