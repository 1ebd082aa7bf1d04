"""Jammat speed: best_grid per hand (median / p99 / worst over many seeded hands, one deck and
two decks, and two-deck hands with five or six cards of one rank: goal (issue 15) worst under
20 ms), computer players' time per decision (2D and 3D), and the 3D arranger.

Measured with time.perf_counter (wall) and time.process_time (CPU of this process); the wall
figure suffers when the machine is shared, the CPU figure much less.

    python -m bench jammat            # or: python bench/bench_jammat.py [hands]
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time

from app.ai.jammat import AGENTS
from app.rules.cards import DECK, shoe
from app.rules.jammat import GAME
from app.rules.jammat_search import best_grid


def _timed(fn, *args):
    w, c = time.perf_counter(), time.process_time()
    fn(*args)
    return time.perf_counter() - w, time.process_time() - c


def _summary(label: str, samples: list[tuple[float, float]]) -> str:
    wall = sorted(s[0] for s in samples)
    cpu = sorted(s[1] for s in samples)

    def fig(xs):
        p99 = xs[min(len(xs) - 1, int(len(xs) * 0.99))]
        return f"median {1000 * statistics.median(xs):6.2f}  p99 {1000 * p99:6.2f}  worst {1000 * xs[-1]:6.2f} ms"

    return f"{label:<34} n={len(samples):<5} wall {fig(wall)} | cpu {fig(cpu)}"


def bench_best_grid(hands: int) -> None:
    rng = random.Random(20261122)
    one = [rng.sample(DECK, 9) for _ in range(hands)]
    two = [rng.sample(shoe(2), 9) for _ in range(hands // 4)]
    print(_summary("best_grid, one deck", [_timed(best_grid, h) for h in one]))
    print(_summary("best_grid, two decks", [_timed(best_grid, h) for h in two]))
    print(_summary("best_grid, a23=high", [_timed(best_grid, h, "high") for h in one[: hands // 4]]))
    crowded = _crowded(max(200, hands // 5))
    samples = [_timed(best_grid, h, ("low", "second", "high")[i % 3]) for i, h in enumerate(crowded)]
    print(_summary("best_grid, 2 decks, 5-6 of a rank", samples) + "   goal: worst < 20 ms")


def _crowded(n: int) -> list:
    """Two-deck hands with five or six cards of one rank; half of them also hold two or three
    of a second rank (the hands with the most strongest triples)."""
    rng = random.Random(1515)
    two = shoe(2)
    out = []
    for i in range(n):
        rank = rng.choice("23456789TJQKA")
        hand = rng.sample([c for c in two if c.rank == rank], 5 + i % 2)
        rest = [c for c in two if c.rank != rank]
        if i % 4 >= 2:
            second = rng.choice([r for r in "23456789TJQKA" if r != rank])
            extra = rng.sample([c for c in rest if c.rank == second], rng.randint(2, 3))
            hand += extra
            for c in extra:
                rest.remove(c)
        hand += rng.sample(rest, 9 - len(hand))
        rng.shuffle(hand)
        out.append(hand)
    return out


def bench_agents(deals: int) -> None:
    for level in ("easy", "normal", "expert"):
        for players, opts in ((2, {}), (6, {})):
            times = []
            for seed in range(deals):
                state = GAME.new_game(seed, players, dict(opts, deals=1))
                agent = AGENTS[level](GAME, seed)
                view = GAME.view(state, 0)
                times.append(_timed(agent.choose, view, GAME.legal_moves(state)))
            print(_summary(f"{level} decision, {players} players 2d", times))
    for level in ("easy", "normal", "expert"):
        times = []
        for seed in range(max(3, deals // 4)):
            state = GAME.new_game(seed, 2, {"deals": 1, "grid": "3d"})
            agent = AGENTS[level](GAME, seed)
            times.append(_timed(agent.choose, GAME.view(state, 0), GAME.legal_moves(state)))
        print(_summary(f"{level} decision, 2 players 3d", times))


def thinking_table(app, process: bool):
    """bench_feel's think measurement on Jammat (its descriptor's ``bench.think``): a table of
    one human and three computers at expert, its thinker in a process (``process``) or a
    thread, pushed on ``app`` and settled. Returns (table, ask, start): ``ask()`` puts two
    questions to the thinker (an expert arranging seat 1's hand, the costliest thinking the
    tables do), ``start`` a pixel on the human's first grid cell, where a drag starts."""
    from app.rules import jammat as J
    from app.scenes.config import SeatConfig, TableConfig
    from app.scenes.jammat import JammatTable

    seats = [SeatConfig("Ann")] + [SeatConfig(f"C{k}", "computer", "expert") for k in range(1, 4)]
    t = JammatTable(app, TableConfig("jammat", seats, J.INFO.resolve_options({"deals": 1}), 7))
    t.thinker.use_process = process
    app.scenes.push(t)
    t.thinker.settle()
    t.tweens.finish_all()
    app.draw()
    view = J.GAME.view(t.full_state(), 1)

    def ask():
        for _ in range(2):
            t.thinker.ask(1, view, (J.Arrange(view.hand),))

    x, y, w, h = t.cell_rect(0)
    return t, ask, app.metrics.pt(x + w / 2, y + h / 2)


def figures_from(t: str) -> list[dict]:
    """The figures ``main`` printed (``t``), as records for the bench table (bench/figures.py)."""
    import re

    from bench.figures import F, number, record

    def cpu(label: str, what: str) -> float | None:
        return number(re.escape(label) + r"\s+n=\d+.*\| cpu .*?" + what + r"\s+" + F, t)

    out = []
    for label in ("best_grid, one deck", "best_grid, two decks"):
        out.append(record(f"Jammat {label}: CPU median", cpu(label, "median"), "ms"))
        out.append(record(f"Jammat {label}: CPU worst", cpu(label, "worst"), "ms"))
    for label in ("expert decision, 6 players 2d", "expert decision, 2 players 3d"):
        out.append(record(f"Jammat {label}: CPU worst", cpu(label, "worst"), "ms"))
    return out


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    hands = int(argv[0]) if argv and argv[0].isdigit() else 2000
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    print(f"cores {os.cpu_count()}, load average {load}, Python {sys.version.split()[0]}")
    bench_best_grid(hands)
    bench_agents(max(10, hands // 100))
    from bench import figures
    return figures.from_printed(__name__)  # the figures printed above, as records


if __name__ == "__main__":
    main()
