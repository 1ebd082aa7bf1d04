"""Tile Poker benchmarks (issue 7).

1. Line evaluation, the hot path, against treys on the same random 5-card hands in the same
   run (interleaved). treys is installed into the running venv only for this bench (never a
   dependency of Felt); if it cannot be installed the comparison is skipped with a message.
   The two answer different questions: treys ranks a hand among 7462 classes, Felt's table
   gives the TP-9 category (and, for the placed tile, its points); what is compared is 5-card
   evaluations per second. The functions timed first are the ones the rules score lines with:
   line_value_codes (apply, View.points_for, score_placement, evaluate_line) and line_points5
   (placement_points). Goal (issue 15): at least 1.5x treys.
2. All legal (tile, cell) placements of a full 7-tile hand scored on boards of 40 tiles
   (goal: at most 50 ms).
3. The hard computer player's time per decision (goal: at most 500 ms).

Both wall-clock (perf_counter) and CPU (process_time) times are printed: the machine is
shared, so wall-clock figures are noisy.
"""

from __future__ import annotations

import importlib
import random
import statistics
import subprocess
import sys
import time

from app.ai.tile_poker import GreedyAgent, HardAgent
from app.rules.cards import DECK
from app.rules.poker_hands import (
    FLUSH, FOUR, FULL_HOUSE, HIGH, PAIR, ROYAL_FLUSH, STRAIGHT, STRAIGHT_FLUSH, THREE, TWO_PAIR,
    evaluate5,
)
from app.rules.tile_poker import (
    COL, GAME, ROW, Place, board_codes, legal_keys, line_partial, line_points5, line_points_codes,
    line_value_codes, partial_points, placement_points,
)


def _timed(fn, *args):
    w0, c0 = time.perf_counter(), time.process_time()
    out = fn(*args)
    return out, time.perf_counter() - w0, time.process_time() - c0


def _get_treys():
    try:
        return importlib.import_module("treys")
    except ImportError:
        pass
    try:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "treys"], check=True,
                       capture_output=True, timeout=300)
        importlib.invalidate_caches()
        return importlib.import_module("treys")
    except Exception as exc:  # no network, no pip, ...: skip the comparison
        print(f"   treys could not be installed ({type(exc).__name__}); skipping the comparison")
        return None


# treys' rank classes: 1 straight flush ... 9 high card
_TREYS_CLASS = {
    ROYAL_FLUSH: 1, STRAIGHT_FLUSH: 1, FOUR: 2, FULL_HOUSE: 3, FLUSH: 4, STRAIGHT: 5,
    THREE: 6, TWO_PAIR: 7, PAIR: 8, HIGH: 9,
}


def bench_evaluator(n_hands: int = 200_000, repeats: int = 3) -> None:
    print(f"1. five-tile line evaluation, {n_hands} random 5-card hands (best of {repeats})")
    rng = random.Random(7)
    codes = list(range(52))
    hands = [tuple(rng.sample(codes, 5)) for _ in range(n_hands)]

    def run_rules_value():
        lv = line_value_codes
        for h in hands:
            lv(h, h[0])

    def run_rules_points():
        lp = line_points5
        for h in hands:
            lp(*h)

    def run_generic():
        lp = line_points_codes
        for h in hands:
            lp(h, h[0])

    def run_category():
        ev = evaluate5
        for h in hands:
            ev(*h)

    runs = [("rules: line_value_codes (category + points)", run_rules_value),
            ("rules: line_points5 (placement_points)", run_rules_points),
            ("line_points_codes (public, any length)", run_generic),
            ("evaluate5 (category only)", run_category)]
    ours = [label for label, _ in runs]
    treys = _get_treys()
    if treys is not None:
        tcard = treys.Card
        evaluator = treys.Evaluator()
        t_hands = [[tcard.new(DECK[c].rank + DECK[c].suit.lower()) for c in h] for h in hands]
        t_split = [(h[:2], h[2:]) for h in t_hands]

        def run_treys_evaluate():
            ev = evaluator.evaluate
            for hand, board in t_split:
                ev(hand, board)

        def run_treys_five():
            five = evaluator._five
            for h in t_hands:
                five(h)

        runs += [("treys Evaluator.evaluate(2 + 3 cards)", run_treys_evaluate),
                 ("treys Evaluator._five (its 5-card core)", run_treys_five)]
    samples: dict[str, list] = {label: [] for label, _ in runs}
    for _ in range(repeats):  # interleaved, so that a busy moment hurts every function alike
        for label, fn in runs:
            samples[label].append(_timed(fn)[1:])
    results = {}
    for label, _ in runs:
        best = (min(w for w, _ in samples[label]), min(c for _, c in samples[label]))
        results[label] = best
        print(f"   {label:<52} {n_hands / best[0] / 1e6:6.2f} M/s wall, {n_hands / best[1] / 1e6:6.2f} M/s CPU")
    if treys is None:
        return
    # the same hands agree class by class
    mismatch = 0
    for h, th in zip(hands[:50_000], t_hands[:50_000]):
        if _TREYS_CLASS[evaluate5(*h)] != evaluator.get_rank_class(evaluator._five(th)):
            mismatch += 1
    print(f"   category agreement with treys on 50000 hands: {50_000 - mismatch} / 50000")
    for mine in ours[:3]:
        for other in ("treys Evaluator.evaluate(2 + 3 cards)", "treys Evaluator._five (its 5-card core)"):
            o, m = results[other], results[mine]
            goal = "   goal: at least 1.5x" if mine.startswith("rules") else ""
            print(f"   {mine.split(' (')[0]} over {other.split('(')[0].strip()}: "
                  f"{o[1] / m[1]:.2f}x CPU, {o[0] / m[0]:.2f}x wall{goal}")


def _board_of(n_tiles: int, seed: int):
    """Play a seeded greedy-vs-greedy game until the board holds ``n_tiles`` tiles."""
    state = GAME.new_game(seed, 2)
    agents = [GreedyAgent(GAME, seed), GreedyAgent(GAME, seed + 1)]
    while len(state.tiles) < n_tiles and GAME.to_move(state) is not None:
        seat = GAME.to_move(state)
        state = GAME.apply(state, agents[seat].choose(GAME.view(state, seat), GAME.legal_moves(state)))
    return state


def bench_placements(boards: int = 20, repeats: int = 5) -> None:
    print(f"2. every legal (tile, cell) of a full 7-tile hand scored on a 40-tile board ({boards} boards)")
    fast_w, fast_c, pub_w, pub_c, proto_w, cells_n = [], [], [], [], [], []
    seed = 0
    done = 0
    while done < boards:
        seed += 1
        state = _board_of(40, seed)
        if len(state.tiles) != 40:
            continue
        done += 1
        board = state.board
        hand = [c for c in DECK if c not in board.values()][:7]
        codes = [c.code for c in hand]

        def fast():
            b = board_codes(board)
            out = []
            for k in legal_keys(b):
                pr, pc = line_partial(b, k, ROW), line_partial(b, k, COL)
                for t in codes:
                    out.append(partial_points(pr, t) + partial_points(pc, t))
            return out

        def public():
            cells = GAME.legal_cells(state)
            return [placement_points(board, cell, card) for cell in cells for card in hand]

        def via_protocol():  # what a table would do: fresh state, legal moves, points of each
            fresh = GAME.apply(state, next(m for m in GAME.legal_moves(state) if isinstance(m, Place)))
            cells = GAME.legal_cells(fresh)
            return [placement_points(fresh.board, cell, card) for cell in cells for card in hand]

        a = min((_timed(fast) for _ in range(repeats)), key=lambda r: r[2])
        b = min((_timed(public) for _ in range(repeats)), key=lambda r: r[2])
        c = min((_timed(via_protocol) for _ in range(repeats)), key=lambda r: r[2])
        assert a[0] == b[0]
        cells_n.append(len(a[0]) // 7)
        fast_w.append(a[1]); fast_c.append(a[2])
        pub_w.append(b[1]); pub_c.append(b[2])
        proto_w.append(c[1])
    ms = lambda xs: f"mean {1000 * statistics.mean(xs):.2f} ms, max {1000 * max(xs):.2f} ms"
    print(f"   legal cells per board: mean {statistics.mean(cells_n):.1f}, max {max(cells_n)}")
    print(f"   fast board (legal_keys + line partials + table): wall {ms(fast_w)}; CPU {ms(fast_c)}")
    print(f"   public placement_points on the board mapping:      wall {ms(pub_w)}; CPU {ms(pub_c)}")
    print(f"   via the protocol (apply, legal_cells, points):     wall {ms(proto_w)}")


def bench_hard(games: int = 12) -> None:
    print(f"3. hard computer player, time per decision over {games} games against greedy")
    walls, cpus = [], []
    for g in range(games):
        state = GAME.new_game(1000 + g, 2)
        hard_seat = g % 2
        agents = {hard_seat: HardAgent(GAME, g), 1 - hard_seat: GreedyAgent(GAME, g)}
        while GAME.to_move(state) is not None:
            seat = GAME.to_move(state)
            view, legal = GAME.view(state, seat), GAME.legal_moves(state)
            if seat == hard_seat:
                move, w, c = _timed(agents[seat].choose, view, legal)
                walls.append(w)
                cpus.append(c)
            else:
                move = agents[seat].choose(view, legal)
            state = GAME.apply(state, move)
    walls.sort()
    cpus.sort()
    for label, xs in (("wall", walls), ("CPU", cpus)):
        print(f"   {label:<4} {len(xs)} decisions: mean {1000 * statistics.mean(xs):.2f} ms, median "
              f"{1000 * statistics.median(xs):.2f} ms, p99 {1000 * xs[int(0.99 * (len(xs) - 1))]:.2f} ms, "
              f"max {1000 * xs[-1]:.2f} ms")


def figures_from(t: str) -> list[dict]:
    """The figures ``main`` printed (``t``), as records for the bench table (bench/figures.py)."""
    from bench.figures import F, number, record

    return [
        record("Tile Poker evaluate5: CPU", number(r"^\s+evaluate5 \(category only\)\s.*?" + F + r" M/s CPU", t), "M/s"),
        record("Tile Poker rules' line scoring (line_points5) over treys' evaluate, same hands: CPU",
               number(r"rules: line_points5 over treys Evaluator.evaluate: " + F + "x CPU", t), "x", at_least=1.5),
        record("Tile Poker rules' line value (line_value_codes) over treys' evaluate, same hands: CPU",
               number(r"rules: line_value_codes over treys Evaluator.evaluate: " + F + "x CPU", t), "x", at_least=1.5),
        record("Tile Poker rules' line value (line_value_codes) over treys' 5-card core, same hands: CPU",
               number(r"rules: line_value_codes over treys Evaluator._five: " + F + "x CPU", t), "x"),
        record("Tile Poker all placements of 7 tiles, 40-tile board: CPU max",
               number(r"public placement_points.*CPU mean " + F + r" ms, max " + F + " ms", t, 2), "ms", at_most=50),
        record("Tile Poker hard decision: CPU max",
               number(r"^\s+CPU\s+\d+ decisions:.*max " + F + " ms", t), "ms", at_most=500),
    ]


def main() -> None:
    print("   (wall-clock and CPU times; the machine is shared with other jobs, so wall times are noisy)")
    bench_evaluator()
    bench_placements()
    bench_hard()
    from bench import figures
    return figures.from_printed(__name__)  # the figures printed above, as records


if __name__ == "__main__":
    main()
