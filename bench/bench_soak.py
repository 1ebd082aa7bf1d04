"""Soak: many seeded random games per game through the rules, every contract invariant
checked at every move, memory measured at the start and the end. A bench target, not CI.

    SOAK_GAMES=100000 python -m bench soak      # the full soak (hours); default 100000
    SOAK_GAMES=2000 python -m bench soak        # a sample
    SOAK_GAMES=2000 SOAK_ONLY=jammat,tile_poker python -m bench soak
    SOAK_TRACE=1 ...                            # trace the Python heap as well (slower)

At every move of every game: the seat to move has legal moves; the view of that seat offers
exactly them (``view.legal == legal_moves``); every other seat's view and a spectator's offer
none; no view holds a card its seat may not see (the same ``hidden_from`` the contract test
uses); the chosen move is one of them; ``apply`` leaves its input equal to a copy taken
before (pickled: cheaper than copy.deepcopy), and returns a new state. At the end: an outcome with a score per seat and winners
among the seats, no legal move, and the game replays from its seed and moves (JSON) to the
same state. Seats, options and seeds cycle through the contract test's SETUPS.

Memory: the resident set (/proc/self/statm) after a first game (imports and first caches
done), halfway and at the end, and the number of live Python objects at the start and the
end. The rules' bounded caches fill during the first games, so a leak shows as growth over
the second half (the goal) as well as over the whole run. With
SOAK_TRACE=1 the Python heap is traced too (tracemalloc: exact, and several times slower). Any failure is printed with the game, setup, seed
and move number that reproduce it, and counted.
"""

from __future__ import annotations

import dataclasses
import gc
import json
import os
import pickle
import random
import resource
import sys
import time
import tracemalloc

from app.rules.game import GAMES, get_game, replay

from app.rules.cards import Card
from tests.rules.test_contract import SETUPS, hidden_from

DEFAULT_GAMES = 100_000
# no leak: what the process holds may grow while the rules' bounded caches fill (Three
# Thirteen's solver keeps up to some 180 MB), then stays; the second half of the games is
# held to this
SOAK_RSS_GROWTH_MB = 16


def rss_mb() -> float:
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


_FIELDS: dict[type, tuple[str, ...] | None] = {}


def cards_in(value, out: list) -> list:
    """Every Card reachable in a view: tests/rules/test_contract.py's cards_in, made fast
    enough to run at every move (field names cached per class)."""
    t = type(value)
    if t is Card:
        out.append(value)
    elif t is tuple or t is list or t is set or t is frozenset or isinstance(value, tuple):
        for v in value:
            if type(v) is Card:
                out.append(v)
            elif not isinstance(v, (int, str, float, bool, type(None))):
                cards_in(v, out)
    elif t is dict:
        for k, v in value.items():
            cards_in(k, out)
            cards_in(v, out)
    elif isinstance(value, (int, str, float, bool, type(None))):
        pass
    else:
        names = _FIELDS.get(t, False)
        if names is False:
            if dataclasses.is_dataclass(value):
                names = tuple(f.name for f in dataclasses.fields(value))
            elif hasattr(value, "__dict__") and not callable(value):
                names = None  # read vars() each time
            else:
                names = ()
            _FIELDS[t] = names
        if names is None:
            for v in vars(value).values():
                cards_in(v, out)
        else:
            for n in names:
                cards_in(getattr(value, n), out)
    return out


class Failure(Exception):
    pass


def check(cond: bool, what: str) -> None:
    if not cond:
        raise Failure(what)


def play_one(game_id: str, game, seed: int, setup: int) -> int:
    """One seeded random game with every check; returns its number of moves."""
    players, options = SETUPS[game_id][setup]
    rng = random.Random(seed)
    state = game.new_game(seed, players, options)
    moves = []
    seats = list(range(players)) + [None]
    while True:
        to_move = game.to_move(state)
        for seat in seats:
            view = game.view(state, seat)
            leaked = set(cards_in(view, [])) & hidden_from(game_id, state, seat)
            check(not leaked, f"move {len(moves)}: seat {seat} sees {sorted(map(str, leaked))}")
            if seat is None or seat != to_move:
                check(view.legal == (), f"move {len(moves)}: seat {seat} is offered moves out of turn")
            else:
                mine = view.legal
        if to_move is None:
            break
        legal = game.legal_moves(state)
        check(bool(legal), f"move {len(moves)}: seat {to_move} to move with no legal move")
        check(mine == legal, f"move {len(moves)}: the view's legal moves differ from legal_moves")
        move = legal[rng.randrange(len(legal))]
        check(move in legal, f"move {len(moves)}: chosen move not legal")
        before = pickle.dumps(state)  # a deep copy, cheaper than copy.deepcopy
        after = game.apply(state, move)
        # the same bytes, or (a state that caches what it computed) equal to the copy
        check(pickle.dumps(state) == before or pickle.loads(before) == state,
              f"move {len(moves)}: apply mutated its input")
        check(after is not state, f"move {len(moves)}: apply returned its input")
        check(game.outcome(state) is None, f"move {len(moves)}: an outcome before the end")
        moves.append(move)
        state = after
        check(len(moves) < 5000, "no end after 5000 moves")
    outcome = game.outcome(state)
    check(outcome is not None and len(outcome.scores) == players, "no outcome with a score per seat")
    check(all(0 <= w < players for w in outcome.winners), "a winner that is not a seat")
    check(game.legal_moves(state) == (), "legal moves after the end")
    as_json = json.loads(json.dumps([m.to_json() for m in moves]))
    check(replay(game, seed, players, options, as_json) == state, "the replay differs")
    return len(moves)


def soak(game_id: str, count: int, trace: bool = False, progress: int = 0) -> dict:
    """``progress``: print a line every that many games (0: only the result)."""
    game = get_game(game_id)
    n_setups = len(SETUPS[game_id])
    failures = []
    moves = 0
    play_one(game_id, game, 0, 0)  # warm: imports, caches
    gc.collect()
    rss0, objects0 = rss_mb(), len(gc.get_objects())
    if trace:
        tracemalloc.start()
    heap0 = tracemalloc.get_traced_memory()[0] if trace else 0
    w0, c0 = time.perf_counter(), time.process_time()
    rss_half = rss0
    for i in range(count):
        if i == count // 2:
            rss_half = rss_mb()
        if progress and i and i % progress == 0:
            print(f"   ... {game_id}: {i} games, {len(failures)} failures, "
                  f"{time.process_time() - c0:.0f} s CPU, RSS {rss_mb():.1f} MB", flush=True)
        seed, setup = 1000 + i, i % n_setups
        try:
            moves += play_one(game_id, game, seed, setup)
        except Failure as exc:
            failures.append(f"{game_id} setup {setup} seed {seed}: {exc}")
        except Exception as exc:  # a crash inside the rules is a failure too
            failures.append(f"{game_id} setup {setup} seed {seed}: {type(exc).__name__}: {exc}")
    wall, cpu = time.perf_counter() - w0, time.process_time() - c0
    gc.collect()
    heap1, peak = tracemalloc.get_traced_memory() if trace else (0, 0)
    if trace:
        tracemalloc.stop()
    return {"game": game_id, "games": count, "moves": moves, "failures": failures, "wall_s": wall,
            "cpu_s": cpu, "rss_start_mb": rss0, "rss_half_mb": rss_half, "rss_end_mb": rss_mb(), "objects_start": objects0,
            "objects_end": len(gc.get_objects()),
            "heap_growth_kb": (heap1 - heap0) / 1024 if trace else None,
            "heap_peak_kb": (peak - heap0) / 1024 if trace else None}


def main() -> list[dict]:
    from bench.figures import keep_soak, record

    count = int(os.environ.get("SOAK_GAMES", DEFAULT_GAMES))
    only = [g for g in os.environ.get("SOAK_ONLY", "").split(",") if g]
    unknown = [g for g in only if g not in GAMES]
    if unknown:
        print(f"   no game {', '.join(unknown)}; games: {', '.join(GAMES)}", file=sys.stderr)
        return []
    print(f"   {count} seeded random games per game, every move checked (SOAK_GAMES to change)")
    records = []
    trace = os.environ.get("SOAK_TRACE") == "1"
    for game_id in only or list(GAMES):
        r = soak(game_id, count, trace, progress=count // 10 if count >= 10_000 else 0)
        per_game = r["cpu_s"] / max(1, count)
        heap = (f", traced heap grew {r['heap_growth_kb']:.1f} KB (peak +{r['heap_peak_kb']:.0f} KB)"
                if trace else "")
        print(f"   {game_id:<15} {r['games']} games, {r['moves']} moves, {len(r['failures'])} failures; "
              f"{r['wall_s']:.1f} s wall / {r['cpu_s']:.1f} s CPU ({1000 * per_game:.2f} ms CPU a game, "
              f"100,000 games ~{per_game * 100_000 / 3600:.1f} h); RSS {r['rss_start_mb']:.1f} -> "
              f"{r['rss_half_mb']:.1f} (half) -> "
              f"{r['rss_end_mb']:.1f} MB, live objects {r['objects_start']} -> {r['objects_end']}{heap}",
              flush=True)
        for f in r["failures"][:5]:
            print(f"      FAILED {f}")
        game_records = [
            record(f"soak {game_id}: games failing a check, of {count}", len(r["failures"]), "games", at_most=0),
            record(f"soak {game_id}: resident memory growth over {count} games", r["rss_end_mb"] - r["rss_start_mb"],
                   "MB"),
            record(f"soak {game_id}: resident memory growth over the second half", r["rss_end_mb"] - r["rss_half_mb"],
                   "MB", at_most=SOAK_RSS_GROWTH_MB),
            record(f"soak {game_id}: live Python objects growth", r["objects_end"] - r["objects_start"], "objects"),
            record(f"soak {game_id}: CPU per game, every move checked", 1000 * per_game, "ms"),
        ]
        if trace:
            game_records.append(record(f"soak {game_id}: traced Python heap growth", r["heap_growth_kb"], "KB"))
        keep_soak(game_records)  # kept now: the games after this one may take hours
        records += game_records
    return records


if __name__ == "__main__":
    main()
