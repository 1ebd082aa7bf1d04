"""Twenty-Nine speed: random full-hand playouts per second through the public rules (the goal
is at least 10,000 per second), the AI's internal playout engine, the hard player's time
per decision (goal: at most 1 s median), and the after-the-hand analysis of a whole hand's
play (app.ai.twenty_nine_analysis; goal: at most 10 s CPU per hand).

``python -m bench.bench_twenty_nine analysis [hands]`` runs only the analysis figure: ``hands``
seeded hands (20 by default) and the two slowest hands found among 60 (SLOW_HANDS).

``python -m bench.bench_twenty_nine contest [deals] [level]`` is not a speed figure: how high
a computer player (hard by default) takes its first four cards as the first seat when an
opponent overcalls each of its bids by one (the partners passing), as a table of the highest
bid against the four-card points; the simulator's ``--bids`` tables show real auctions.

Times are given twice: wall clock (time.perf_counter) and this process's CPU time
(time.process_time); on a machine shared with other work the CPU figure is the steadier one.
"""

from __future__ import annotations

import random
import statistics
import time

from app.ai.twenty_nine import Playout, TwentyNineAgent
from app.rules.twenty_nine import GAME, PLAYING, SingleHand


def _play_states(n: int, seed: int = 7) -> list:
    """n states at the first card of a hand (auction, trump, offers and doubling done at
    random, single hands declined)."""
    rng = random.Random(seed)
    out = []
    for s in range(n):
        st = GAME.new_game(seed * 1000 + s, 4, {"hands": 1})
        while st.phase != PLAYING:
            legal = [m for m in GAME.legal_moves(st) if m != SingleHand(True)]
            st = GAME.apply(st, legal[int(rng.random() * len(legal))])
        out.append(st)
    return out


def _timed(fn):
    w0, c0 = time.perf_counter(), time.process_time()
    n = fn()
    return n, time.perf_counter() - w0, time.process_time() - c0


def bench_rules_playouts(seconds: float = 3.0) -> float:
    """Random legal moves (cards and asks, the pair when offered) from the first card to
    the end of the hand, through GAME.legal_moves and GAME.apply."""
    starts = _play_states(300)
    rng = random.Random(1)
    rand = rng.random
    legal_moves = GAME.legal_moves
    apply = GAME.apply

    def run():
        n = 0
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            for st in starts:
                while st.hand_no == 0:
                    legal = legal_moves(st)
                    st = apply(st, legal[int(rand() * len(legal))])
                n += 1
        return n

    n, wall, cpu = _timed(run)
    print(f"rules: random full-hand playouts (first card to score, public apply): "
          f"{n / wall:,.0f}/s wall, {n / cpu:,.0f}/s CPU ({n} playouts)")
    return n / cpu


def bench_whole_hands(seconds: float = 2.0) -> None:
    """Random legal moves for a whole hand from the shuffle: auction, trump, offers,
    doubling, play (single hands included when chosen)."""
    rng = random.Random(2)
    rand = rng.random

    def run():
        n = 0
        end = time.perf_counter() + seconds
        seed = 0
        while time.perf_counter() < end:
            st = GAME.new_game(seed, 4, {"hands": 1})
            seed += 1
            while st.hand_no == 0:
                legal = GAME.legal_moves(st)
                st = GAME.apply(st, legal[int(rand() * len(legal))])
            n += 1
        return n

    n, wall, cpu = _timed(run)
    print(f"rules: random whole hands from the shuffle (bidding included): "
          f"{n / wall:,.0f}/s wall, {n / cpu:,.0f}/s CPU")


def bench_fast_playouts(seconds: float = 2.0) -> None:
    starts = [Playout.from_state(s) for s in _play_states(300, seed=9)]
    for eps, label in ((1.0, "random cards"), (0.08, "rules of thumb (hard's playouts)")):
        rng = random.Random(3)

        def run():
            n = 0
            end = time.perf_counter() + seconds
            while time.perf_counter() < end:
                for p in starts:
                    q = p.copy()
                    q.run(rng, eps)
                    n += 1
            return n

        n, wall, cpu = _timed(run)
        print(f"AI playout engine, {label}: {n / wall:,.0f}/s wall, {n / cpu:,.0f}/s CPU")


def bench_hard_decisions(hands: int = 6) -> tuple[float, float]:
    """Hard in all four seats plays ``hands`` seeded hands; every decision with more than
    one legal move is timed."""
    walls, cpus = [], []
    by_phase: dict[str, list[float]] = {}
    for seed in range(hands):
        st = GAME.new_game(100 + seed, 4, {"hands": 1})
        agents = [TwentyNineAgent(GAME, seed * 10 + s, "hard") for s in range(4)]
        while GAME.to_move(st) is not None:
            seat = GAME.to_move(st)
            legal = GAME.legal_moves(st)
            view = GAME.view(st, seat)
            w0, c0 = time.perf_counter(), time.process_time()
            m = agents[seat].choose(view, legal)
            w, c = time.perf_counter() - w0, time.process_time() - c0
            if len(legal) > 1:
                walls.append(w)
                cpus.append(c)
                by_phase.setdefault(st.phase, []).append(w)
            st = GAME.apply(st, m)
    print(f"hard: {len(walls)} decisions; median {1000 * statistics.median(walls):.1f} ms wall "
          f"({1000 * statistics.median(cpus):.1f} ms CPU), mean {1000 * statistics.mean(walls):.1f} ms, "
          f"max {1000 * max(walls):.0f} ms wall ({1000 * max(cpus):.0f} ms CPU)")
    for phase, ts in sorted(by_phase.items()):
        print(f"    {phase:<18} {len(ts):>4} decisions, median {1000 * statistics.median(ts):7.1f} ms, "
              f"max {1000 * max(ts):7.1f} ms (wall)")
    return statistics.median(cpus), max(cpus)


def _agent_hand(seed: int, level: str = "normal"):
    """One seeded hand played by computer players: (the state at its first card, its play)."""
    from app.ai.twenty_nine_analysis import finished_hands

    options = {"hands": 1}
    st = GAME.new_game(seed, 4, options)
    agents = [TwentyNineAgent(GAME, seed * 10 + s, level) for s in range(4)]
    moves = []
    while GAME.to_move(st) is not None:
        seat = GAME.to_move(st)
        m = agents[seat].choose(GAME.view(st, seat), GAME.legal_moves(st))
        moves.append(m)
        st = GAME.apply(st, m)
    return finished_hands(seed, options, moves)[0]


# hands (their seeds) whose analysis was the slowest found among seeds 700 to 739: the first
# lead of each, with the whole hand ahead, takes most of it
SLOW_HANDS = (719, 733)


def bench_analysis(hands: int = 20) -> tuple[float, float]:
    """The full-information analysis of every decision of a whole hand, on ``hands`` seeded
    hands played by the normal computer players (seeds 500 on) and the slow hands of
    SLOW_HANDS; CPU seconds per hand."""
    from app.ai.twenty_nine_analysis import analyse_hand

    cpus = []
    seeds = [500 + n for n in range(hands)] + list(SLOW_HANDS)
    for n, seed in enumerate(seeds):
        start, moves = _agent_hand(seed)
        c0 = time.process_time()
        a = analyse_hand(start, moves)
        cpus.append(time.process_time() - c0)
        kind = "single hand" if a.single else f"target {a.target}"
        print(f"    hand {n + 1:>2} (seed {seed}): {len(a.decisions)} decisions, {kind}, perfect play {a.start:+d}, "
              f"played {a.margin:+d}, {cpus[-1]:.2f} s CPU")
    print(f"analysis of a whole hand: median {statistics.median(cpus):.2f} s CPU, "
          f"worst {max(cpus):.2f} s CPU ({len(seeds)} hands)")
    return statistics.median(cpus), max(cpus)


def bench_contest(deals: int = 300, level: str = "hard", seed: int = 1) -> dict[tuple[int, int], int]:
    """The first seat's highest bid when the seat on its left overcalls every bid by one and
    the other two pass, on ``deals`` seeded deals (0 when it passes at once), against its
    four-card points; printed as a table, returned as {(points, highest bid): deals}."""
    from app.ai.base import make_agent
    from app.rules.twenty_nine import AUCTION, Bid, Pass, mask_points, to_mask

    table: dict[tuple[int, int], int] = {}
    for n in range(deals):
        st = GAME.new_game(seed + n, 4, {"hands": 1})
        if st.phase != AUCTION:
            continue
        first = GAME.to_move(st)
        agent = make_agent("twenty_nine", level, (seed + n) * 10)
        points = mask_points(to_mask(GAME.view(st, first).hand))
        highest = 0
        while st.phase == AUCTION:
            seat = GAME.to_move(st)
            legal = GAME.legal_moves(st)
            if seat == first:
                m = agent.choose(GAME.view(st, seat), legal)
                if type(m) is Bid:
                    highest = m.value
            elif seat == (first + 1) % 4:  # the opponent on its left overcalls by one
                m = next((x for x in legal if type(x) is Bid), next(x for x in legal if type(x) is Pass))
            else:
                m = next(x for x in legal if type(x) is Pass)
            if seat == first and type(m) is Pass:
                break
            st = GAME.apply(st, m)
        table[(points, highest)] = table.get((points, highest), 0) + 1
    cols = sorted({b for _, b in table})
    print(f"{level}, first seat, overcalled by one until it passes: its highest bid "
          f"(rows: four-card points; columns: the bid, 0 a pass at once; {deals} deals)")
    print(f"{'points':>7}" + "".join(f"{c:>5}" for c in cols) + f"{'all':>6}")
    for p in sorted({p for p, _ in table}):
        row = [table.get((p, c), 0) for c in cols]
        print(f"{p:>7}" + "".join(f"{x:>5}" for x in row) + f"{sum(row):>6}")
    return table


def main() -> list[dict]:
    from bench.figures import record

    print("(wall and CPU time; the machine is shared, so wall-clock figures are noisy)")
    rate = bench_rules_playouts()
    bench_whole_hands()
    bench_fast_playouts()
    median, worst = bench_hard_decisions()
    a_median, a_worst = bench_analysis()
    return [record("Twenty-Nine random full-hand playouts: CPU", rate, "/s", at_least=10_000),
            record("Twenty-Nine hard decision: CPU median", 1000 * median, "ms", at_most=1000),
            record("Twenty-Nine hard decision: CPU worst", 1000 * worst, "ms"),
            record("Twenty-Nine hand analysis: CPU median", a_median, "s", at_most=10),
            record("Twenty-Nine hand analysis: CPU worst", a_worst, "s", at_most=10)]


if __name__ == "__main__":
    import sys

    if sys.argv[1:2] == ["analysis"]:
        bench_analysis(int(sys.argv[2]) if len(sys.argv) > 2 else 20)
    elif sys.argv[1:2] == ["contest"]:
        bench_contest(int(sys.argv[2]) if len(sys.argv) > 2 else 300, sys.argv[3] if len(sys.argv) > 3 else "hard")
    else:
        main()
