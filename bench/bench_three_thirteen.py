"""Three Thirteen speed: the exact meld solver and the hard computer player.

1. ``deadwood`` of 14-card hands with 0 to 4 wilds from 2- and 4-deck shoes (so duplicate
   cards occur): random hands, hands crowded into one or two suits, hands crowded into a few
   ranks. Every call is cold: the solver's caches are emptied before it.
   Targets (issue 8): median <= 1 ms, worst <= 20 ms.
2. A hard decision (``HardAgent.choose``) in games of hard against easy, 2 and 4 players:
   as played (caches warm from earlier turns, as in the app), and cold (caches emptied
   before each decision). Target: <= 300 ms.
3. (Issue 15) The worst hard decision on rounds 9 to 11 over many seeded games of 2 to 8
   players (CPU time). Goal: under 300 ms with a margin.
4. (Issue 15) Memory after an evening of play: 400 games (2 to 4 players, a hard seat
   against hard, normal and easy ones) in a fresh process; its peak resident size against
   a process that only imported the same modules. Goal: the caches add at most 50 MB.

Both wall time (perf_counter) and CPU time (process_time) are printed: the machine is
shared, so wall times are noisy and CPU times are the steadier figure.
"""

from __future__ import annotations

import random
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

from app.ai.three_thirteen import AGENTS, HardAgent, EasyAgent, NormalAgent
from app.rules.cards import shoe
from app.rules.three_thirteen import GAME
from app.rules.three_thirteen_melds import cache_sizes, clear_caches, deadwood


def _hands(n: int, seed: int = 2024):
    rng = random.Random(seed)
    out = []
    for i in range(n):
        decks = (2, 4)[i % 2]
        wild = rng.choice("3456789TJQK")
        k = i % 5  # 0..4 wilds
        naturals = [c for c in shoe(decks) if c.rank != wild]
        kind = i % 3
        if kind == 1:  # one or two suits: long runs, gaps, duplicates
            suits = rng.sample("SHDC", rng.choice((1, 2)))
            naturals = [c for c in naturals if c.suit in suits]
        elif kind == 2:  # a few ranks: big sets, duplicates
            ranks = rng.sample([r for r in "A23456789TJQK" if r != wild], rng.choice((3, 4)))
            naturals = [c for c in naturals if c.rank in ranks]
        hand = rng.sample(naturals, 14 - k) + rng.sample([c for c in shoe(decks) if c.rank == wild], k)
        rng.shuffle(hand)
        out.append((tuple(hand), wild, rng.choice(("low", "low_or_high"))))
    return out


def _summary(label, wall, cpu):
    wall, cpu = sorted(wall), sorted(cpu)

    def q(xs, p):
        return 1000 * xs[min(len(xs) - 1, int(p * len(xs)))]

    print(f"  {label}: n={len(wall)}")
    print(f"    wall ms: median {1000 * statistics.median(wall):.3f}  p90 {q(wall, .9):.3f}  "
          f"p99 {q(wall, .99):.3f}  max {1000 * wall[-1]:.3f}")
    print(f"    cpu  ms: median {1000 * statistics.median(cpu):.3f}  p90 {q(cpu, .9):.3f}  "
          f"p99 {q(cpu, .99):.3f}  max {1000 * cpu[-1]:.3f}")


def bench_deadwood(n: int = 3000):
    hands = _hands(n)
    by_k: dict[int, tuple[list, list]] = {}
    wall, cpu = [], []
    worst = (0.0, None)
    for hand, wild, aces in hands:
        clear_caches()
        t0, c0 = time.perf_counter(), time.process_time()
        deadwood(hand, wild, aces)
        dt, dc = time.perf_counter() - t0, time.process_time() - c0
        wall.append(dt)
        cpu.append(dc)
        k = sum(1 for c in hand if c.rank == wild)
        by_k.setdefault(k, ([], []))
        by_k[k][0].append(dt)
        by_k[k][1].append(dc)
        if dc > worst[0]:
            worst = (dc, (hand, wild, aces))
    print("deadwood, 14-card hands, 0-4 wilds, 2 and 4 decks, cold caches")
    _summary("all hands", wall, cpu)
    for k in sorted(by_k):
        w, c = by_k[k]
        print(f"    {k} wilds: wall median {1000 * statistics.median(w):.3f} max {1000 * max(w):.3f}"
              f" | cpu median {1000 * statistics.median(c):.3f} max {1000 * max(c):.3f}")
    hand, wild, aces = worst[1]
    print(f"  slowest (cpu): {' '.join(map(str, hand))}  wild {wild}  aces {aces}")


class _Timed:
    def __init__(self, agent, cold: bool, sink: list):
        self.agent, self.cold, self.sink = agent, cold, sink
        self.name = agent.name

    def choose(self, view, legal):
        if self.cold:
            clear_caches()
        t0, c0 = time.perf_counter(), time.process_time()
        move = self.agent.choose(view, legal)
        self.sink.append((time.perf_counter() - t0, time.process_time() - c0, view.round))
        return move


def bench_hard(players: int, games: int, cold: bool):
    sink: list = []
    for g in range(games):
        state = GAME.new_game(500 + g, players)
        agents = [
            _Timed(HardAgent(GAME, g * 10 + s), cold, sink) if s % 2 == 0 else EasyAgent(GAME, g * 10 + s)
            for s in range(players)
        ]
        while GAME.to_move(state) is not None:
            seat = GAME.to_move(state)
            move = agents[seat].choose(GAME.view(state, seat), GAME.legal_moves(state))
            state = GAME.apply(state, move)
    wall = [w for w, _, _ in sink]
    cpu = [c for _, c, _ in sink]
    _summary(f"hard decisions, {players} players, {games} games vs easy, "
             f"{'cold caches' if cold else 'as played'}", wall, cpu)
    late = [c for _, c, r in sink if r >= 9]
    if late:
        print(f"    rounds 9-11 only: cpu median {1000 * statistics.median(late):.3f} max {1000 * max(late):.3f}")


def bench_late_worst(games: int = 4, level: str = "hard", sizes: tuple[int, ...] = (2, 4, 6, 8)) -> None:
    """The worst ``level`` decision on rounds 9 to 11, its seats against normal ones, both ace
    options, 2 to 8 players (up to 4 decks, so up to 16 wilds in a round)."""
    worst = []
    for players in sizes:
        for g in range(games):
            state = GAME.new_game(700 + 31 * players + g, players, {"aces": ("low", "low_or_high")[g % 2]})
            agents = [(AGENTS[level] if s % 2 == 0 else NormalAgent)(GAME, g * 10 + s) for s in range(players)]
            while GAME.to_move(state) is not None:
                seat = GAME.to_move(state)
                view = GAME.view(state, seat)
                c0 = time.process_time()
                move = agents[seat].choose(view, view.legal)
                dc = time.process_time() - c0
                if seat % 2 == 0 and view.round >= 9:
                    worst.append((dc, players, g, view.round))
                state = GAME.apply(state, move)
    worst.sort()
    cpu = [w[0] for w in worst]
    dc, players, g, r = worst[-1]
    print(f"{level} decisions on rounds 9-11, {'/'.join(map(str, sizes))} players x {games} games, "
          f"as played: n={len(cpu)}")
    print(f"    cpu ms: median {1000 * statistics.median(cpu):.2f}  p99 {1000 * cpu[int(.99 * len(cpu))]:.2f}  "
          f"worst {1000 * dc:.2f} ({players} players, game {g}, round {r})   goal: worst < 300 ms with a margin")


def evening(games: int) -> None:
    """Play ``games`` games as an evening in the app would, then print this process's peak
    resident size (MB) and the solver caches' entries (run in a fresh process)."""
    levels = ("hard", "normal", "easy")
    c0 = time.process_time()
    for g in range(games):
        players = 2 + g % 3
        agents = [AGENTS[levels[(g + s) % 3] if s else "hard"](GAME, g * 10 + s) for s in range(players)]
        state = GAME.new_game(1000 + g, players, {"aces": ("low", "low_or_high")[g % 2]})
        steps = 0
        while GAME.to_move(state) is not None:
            seat = GAME.to_move(state)
            view = GAME.view(state, seat)
            state = GAME.apply(state, agents[seat].choose(view, view.legal))
            steps = steps + 1 if state.round == view.round else 0
            if steps > 5000:
                raise RuntimeError(f"game {g}, round {state.round} does not end")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    print(f"{rss:.1f} {time.process_time() - c0:.1f} {cache_sizes()!r}")


def bench_memory(games: int = 400) -> None:
    root = Path(__file__).resolve().parent.parent

    def run(n):
        code = f"from bench.bench_three_thirteen import evening; evening({n})"
        out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True,
                             env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"}, check=True)
        rss, cpu, sizes = out.stdout.strip().split(" ", 2)
        return float(rss), float(cpu), sizes

    floor, _, _ = run(0)
    rss, cpu, sizes = run(games)
    print(f"memory after {games} games in a fresh process ({cpu} s CPU): peak RSS {rss:.1f} MB, "
          f"a process that played none {floor:.1f} MB")
    print(f"    the caches add {rss - floor:.1f} MB   goal: at most 50 MB")
    print(f"    cache entries (held, bound): {sizes}")


def figures_from(t: str) -> list[dict]:
    """The figures ``main`` printed (``t``), as records for the bench table (bench/figures.py)."""
    import re

    from bench.figures import F, number, record

    dead = t.split("all hands:", 1)[1] if "all hands:" in t else ""
    out = [record("Three Thirteen deadwood: CPU median", number(r"cpu\s+ms: median " + F, dead), "ms", at_most=1),
           record("Three Thirteen deadwood: CPU worst", number(r"cpu\s+ms: .*max " + F, dead), "ms", at_most=20)]
    for m in re.finditer(r"hard decisions, (\d+) players, \d+ games vs easy, ([a-z ]+): n=\d+\n.*\n"
                         r"\s+cpu\s+ms: .*max " + F, t):
        out.append(record(f"Three Thirteen hard decision, {m.group(1)} players, {m.group(2)}: CPU worst",
                          float(m.group(3)), "ms", at_most=300))
    if len(out) == 2:
        out.append(record("Three Thirteen hard decision: CPU worst", None, "ms", at_most=300))
    for level in ("hard", "expert"):
        m = re.search(level + r" decisions on rounds 9-11, ([0-9/]+) players.*\n\s+cpu ms: .*worst " + F, t)
        out.append(record(f"Three Thirteen {level} decision, rounds 9-11, "
                          f"{m.group(1) if m else '2-8'} players: CPU worst",
                          float(m.group(2)) if m else None, "ms", at_most=300))
    return out


def main():
    print("(wall times on a shared 2-core machine with other work running: noisy)")
    bench_deadwood()
    print("hard computer player")
    bench_hard(2, 6, cold=False)
    bench_hard(4, 3, cold=False)
    bench_hard(2, 2, cold=True)
    bench_late_worst()
    bench_late_worst(level="expert", sizes=(2, 5, 8))
    bench_memory()
    from bench import figures
    return figures.from_printed(__name__)  # the figures printed above, as records


if __name__ == "__main__":
    main()
