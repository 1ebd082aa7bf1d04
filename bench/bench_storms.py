"""Event storms, the long version: every scene of tests/ui/storm.py (the menu, each setup
screen, each table from its start, with two humans, with computers only, in each phase of its
rules and before its end, the pass screen, rules, settings, statistics, replays, about, the
sandbox) under seeded random events, every check of the storm on (no exception, every move
applied replayed through the rules, no face drawn for a seat that may not see it). A bench
target, not CI (the suite runs the same storms briefly: tests/ui/test_storms.py).

    python -m bench storms                        # 5,000 events per scene
    FELT_STORM_EVENTS=500 python -m bench storms  # fewer
    FELT_STORM_ONLY=menu,jammat:start FELT_STORM_SEED=7 python -m bench storms

Per scene it prints the events fed, the moves applied and checked, the frames whose faces
were checked, the restarts (the scene was left, so a fresh one was set up) and the phases
reached (scenes on top, the rules' phases, a table's own phases and holds). A failure prints
the scene and seed that reproduce it; make it a regression test in tests/ui/test_storms.py.
"""

from __future__ import annotations

import os
import tempfile
import time
import traceback

DEFAULT_EVENTS = 5000


def main():
    from bench.figures import record

    os.environ["FELT_HOME"] = tempfile.mkdtemp(prefix="felt-storms-")  # never the player's files
    import pygame

    from app.main import install_hooks
    from app.games import descriptors, load
    from app.store.settings import Settings
    from app.ui.engine import App
    from tests.ui import storm

    for d in descriptors():  # a table's analysis in a thread: no process per deal
        table = load(d.table) if d.table else None
        if table is not None and hasattr(table, "analysis_in_process"):
            table.analysis_in_process = False
    events = int(os.environ.get("FELT_STORM_EVENTS", DEFAULT_EVENTS))
    seed = int(os.environ.get("FELT_STORM_SEED", 1))
    only = [n for n in os.environ.get("FELT_STORM_ONLY", "").split(",") if n]
    scenarios = [s for s in storm.SCENARIOS if not only or s.name in only]
    print(f"   {len(scenarios)} scenes, {events} events each, seed {seed} (FELT_STORM_EVENTS, FELT_STORM_SEED, "
          f"FELT_STORM_ONLY to change)", flush=True)
    pygame.display.init()
    pygame.font.init()
    failures, total_events, total_moves = [], 0, 0
    t0 = time.perf_counter()
    for sc in scenarios:
        settings = Settings()
        settings.animation = "off"
        app = App(settings, size=(1280, 720), headless=True)
        install_hooks(app)
        t1 = time.perf_counter()
        try:
            report = storm.run(app, sc, events, seed)
        except Exception:
            failures.append(sc.name)
            print(f"   FAILED {sc.name} (seed {seed}):", flush=True)
            traceback.print_exc()
            continue
        total_events += report.events
        total_moves += report.moves
        print(f"   {report.line()}  ({time.perf_counter() - t1:.0f} s)", flush=True)
    took = time.perf_counter() - t0
    print(f"   {total_events} events, {total_moves} moves checked, {len(failures)} scenes failing"
          f"{': ' + ', '.join(failures) if failures else ''} ({took:.0f} s)", flush=True)
    return [
        record(f"storms: scenes failing a check, of {len(scenarios)}", len(failures), "scenes", at_most=0),
        record("storms: events per scene", events, "events", at_least=DEFAULT_EVENTS),
        record("storms: moves applied at tables and checked through the rules", total_moves, "moves"),
        record("storms: time per event, all checks on", 1000 * took / max(1, total_events), "ms"),
    ]


if __name__ == "__main__":
    main()
