"""Soak: many seeded random games per game through the rules, every contract invariant
checked at every move, memory measured at the start and the end. A bench target, not CI.

    SOAK_GAMES=100000 python -m bench soak      # the full soak (hours); default 100000
    SOAK_GAMES=2000 python -m bench soak        # a sample
    SOAK_GAMES=2000 SOAK_ONLY=jammat,tile_poker python -m bench soak
    SOAK_TRACE=1 ...                            # trace the Python heap as well (slower)
    SOAK_ONLY=three_thirteen SOAK_FIRST=5000 SOAK_PART=2500 python -m bench soak
                                                # a part: games 5000-7499 (see main)

At every move of every game: the seat to move has legal moves; the view of that seat offers
exactly them (``view.legal == legal_moves``); every other seat's view and a spectator's offer
none; no view holds a card its seat may not see (the game's own ``hidden_from``, as the
contract test asks it); the chosen move is one of them; ``apply`` leaves its input equal to a copy taken
before (pickled: cheaper than copy.deepcopy), and returns a new state. At the end: an outcome with a score per seat and winners
among the seats, no legal move, and the game replays from its seed and moves (JSON) to the
same state. Seats, options and seeds cycle through the games' ``playouts`` (the contract test's ``setups``). Moves are
chosen at random: uniformly, or by the random player a game's descriptor names
(``soak_player``: Three Thirteen's random beginner; every 50th of its games is uniform all
the same).

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

from app.games import descriptor, game_ids, load
from app.rules.game import get_game, replay

from app.rules.cards import Card
from tests.rules.test_contract import hidden_from, setups

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


_SCALARS = (int, str, float, bool, type(None))


class CardWalk:
    """Every Card reachable in a view (tests/rules/test_contract.py's cards_in), fast enough
    to run on every seat's view at every move: views share their tuples and records from
    move to move (a discard pile, the round results), so what an immutable part holds is
    remembered by its identity, and the part is kept alive with it so that its identity
    cannot be taken by another object. Mutable parts (lists, dicts, sets, plain objects)
    are walked every time. The memory is dropped whole when it grows past ``limit``."""

    def __init__(self, limit: int = 50_000):
        self.limit = limit
        self.memo: dict[int, tuple[object, frozenset]] = {}

    def cards_in(self, value) -> frozenset:
        """The cards in ``value``'s fields (``value`` itself is not remembered: a view is
        new at every call)."""
        if len(self.memo) > self.limit:
            self.memo.clear()
        if type(value) is Card:
            return frozenset((value,))
        out: set = set()
        for part in _parts(value, _kind(value)[0]):
            t = type(part)
            if t is Card:
                out.add(part)
            elif t not in _SCALAR_TYPES:
                out |= self._walk(part)[0]
        return frozenset(out)

    def immutable(self, value) -> bool:
        """Whether nothing in ``value`` can change (tuples, frozensets, frozen dataclasses
        and scalars all through)."""
        t = type(value)
        return t is Card or t in _SCALAR_TYPES or self._walk(value)[1]

    def snapshot(self, state) -> tuple:
        """What shows later that ``state`` was left unchanged: when it is a frozen
        dataclass whose fields are immutable all through, the field values themselves (no
        change is then possible but putting other objects in the fields, which ``unchanged``
        sees); otherwise a pickled copy (cheaper than copy.deepcopy)."""
        how, frozen = _kind(state)
        if frozen and isinstance(how, tuple):
            values = _parts(state, how)
            if all(self.immutable(v) for v in values):
                return ("fields", values)
        return ("pickle", pickle.dumps(state))

    def unchanged(self, state, snapshot: tuple) -> bool:
        kind, before = snapshot
        if kind == "fields":
            return all(a is b for a, b in zip(_parts(state, _kind(state)[0]), before))
        # the same bytes, or (a state that caches what it computed) equal to the copy
        return pickle.dumps(state) == before or pickle.loads(before) == state

    def _walk(self, value) -> tuple[frozenset, bool]:
        """(the cards in ``value``, whether ``value`` and everything in it is immutable)."""
        hit = self.memo.get(id(value))
        if hit is not None:
            return hit[1]
        how, frozen = _kind(value)
        found: set = set()
        for part in _parts(value, how):
            t = type(part)
            if t is Card:
                found.add(part)
            elif t not in _SCALAR_TYPES:
                cs, immutable = self._walk(part)
                if cs:
                    found |= cs
                if not immutable:
                    frozen = False
        result = (frozenset(found) if found else _NONE, frozen)
        if frozen:
            self.memo[id(value)] = (value, result)
        return result


_SCALAR_TYPES = {int, str, float, bool, type(None)}
_NONE: frozenset = frozenset()
_KINDS: dict[type, tuple] = {}


def _kind(value) -> tuple:
    """(how to list ``value``'s parts, whether a value of its type is immutable), per type:
    how is "items" (a sequence or set), "dict", a tuple of field names, "vars" or ()."""
    t = type(value)
    kind = _KINDS.get(t)
    if kind is None:
        if isinstance(value, _SCALARS):
            kind = ((), True)
        elif isinstance(value, (tuple, frozenset)):
            kind = ("items", True)
        elif isinstance(value, (list, set)):
            kind = ("items", False)
        elif t is dict:
            kind = ("dict", False)
        elif dataclasses.is_dataclass(value):
            kind = (tuple(f.name for f in dataclasses.fields(value)), bool(t.__dataclass_params__.frozen))
        elif hasattr(value, "__dict__") and not callable(value):
            kind = ("vars", False)
        else:
            kind = ((), False)
        _KINDS[t] = kind
    return kind


def _parts(value, how):
    if how == "items":
        return value
    if how == "dict":
        return [x for kv in value.items() for x in kv]
    if how == "vars":
        return list(vars(value).values())
    return [getattr(value, n) for n in how]


class Failure(Exception):
    pass


def check(cond: bool, what: str) -> None:
    if not cond:
        raise Failure(what)


def uniform(view, legal, rng: random.Random):
    """A random legal move, every one as likely."""
    return legal[rng.randrange(len(legal))]


# the random player of a game's soak is uniform unless its descriptor names one
# (``soak_player``); every UNIFORM_EVERY-th game of these is played uniformly all the same, so
# that play is soaked too
UNIFORM_EVERY = 50


def player_for(game_id: str, index: int):
    """The random player of the soak's game number ``index``."""
    target = descriptor(game_id).soak_player
    return uniform if target is None or index % UNIFORM_EVERY == 0 else load(target)


def play_one(game_id: str, game, seed: int, setup: int, player=uniform) -> int:
    """One seeded random game with every check; returns its number of moves. ``player``
    chooses among the legal moves from the view of the seat to move."""
    players, options = setups(game_id)[setup]
    rng = random.Random(seed)
    state = game.new_game(seed, players, options)
    moves = []
    seats = list(range(players)) + [None]
    walk = CardWalk()
    while True:
        to_move = game.to_move(state)
        for seat in seats:
            view = game.view(state, seat)
            leaked = walk.cards_in(view) & hidden_from(game, state, seat)
            check(not leaked, f"move {len(moves)}: seat {seat} sees {sorted(map(str, leaked))}")
            if seat is None or seat != to_move:
                check(view.legal == (), f"move {len(moves)}: seat {seat} is offered moves out of turn")
            else:
                mine, mine_view = view.legal, view
        if to_move is None:
            break
        legal = game.legal_moves(state)
        check(bool(legal), f"move {len(moves)}: seat {to_move} to move with no legal move")
        check(mine == legal, f"move {len(moves)}: the view's legal moves differ from legal_moves")
        move = player(mine_view, legal, rng)
        check(move in legal, f"move {len(moves)}: chosen move not legal")
        before = walk.snapshot(state)
        after = game.apply(state, move)
        check(walk.unchanged(state, before), f"move {len(moves)}: apply mutated its input")
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


def soak(game_id: str, count: int, trace: bool = False, progress: int = 0, first: int = 0) -> dict:
    """Games number ``first`` to ``first + count - 1`` (game i: seed 1000 + i, setup i
    modulo the game's setups, so a long soak can be run in parts). ``progress``: print a
    line every that many games (0: only the result)."""
    game = get_game(game_id)
    n_setups = len(setups(game_id))
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
    for i in range(first, first + count):
        if i - first == count // 2:
            rss_half = rss_mb()
        if progress and i > first and (i - first) % progress == 0:
            print(f"   ... {game_id}: games {first}-{i - 1} done, {len(failures)} failures, {moves} moves, "
                  f"{time.process_time() - c0:.0f} s CPU, RSS {rss_mb():.1f} MB", flush=True)
        seed, setup = 1000 + i, i % n_setups
        try:
            moves += play_one(game_id, game, seed, setup, player_for(game_id, i))
        except Failure as exc:
            failures.append(f"{game_id} setup {setup} seed {seed}: {exc}")
        except Exception as exc:  # a crash inside the rules is a failure too
            failures.append(f"{game_id} setup {setup} seed {seed}: {type(exc).__name__}: {exc}")
    wall, cpu = time.perf_counter() - w0, time.process_time() - c0
    gc.collect()
    heap1, peak = tracemalloc.get_traced_memory() if trace else (0, 0)
    if trace:
        tracemalloc.stop()
    return {"game": game_id, "games": count, "first": first, "moves": moves, "failures": failures, "wall_s": wall,
            "cpu_s": cpu, "rss_start_mb": rss0, "rss_half_mb": rss_half, "rss_end_mb": rss_mb(), "objects_start": objects0,
            "objects_end": len(gc.get_objects()),
            "heap_growth_kb": (heap1 - heap0) / 1024 if trace else None,
            "heap_peak_kb": (peak - heap0) / 1024 if trace else None}


SOAK_PARTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "soak_parts.json")


def keep_part(r: dict, path: str = SOAK_PARTS) -> list[dict]:
    """Keep a part of a soak (SOAK_FIRST set) and return that game's parts so far (parts
    run side by side take turns at the file)."""
    import fcntl

    with open(path + ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        parts = []
        if os.path.exists(path):
            try:
                with open(path) as f:
                    parts = json.load(f)["parts"]
            except (OSError, ValueError, KeyError):
                parts = []
        same = (r["game"], r["first"], r["games"])
        parts = [p for p in parts if (p["game"], p["first"], p["games"]) != same]  # a part run again
        parts.append({k: v for k, v in r.items() if k != "failures"} | {"failures": r["failures"][:20],
                                                                          "failed": len(r["failures"])})
        with open(path, "w") as f:
            json.dump({"parts": parts}, f, indent=1)
    return [p for p in parts if p["game"] == r["game"]]


def combine_parts(parts: list[dict], count: int) -> dict | None:
    """The parts of one game's soak as one run of games 0 to count - 1, once they cover
    exactly those games, else None (each part is its own process: a memory growth is the
    largest of the parts')."""
    ranges = sorted((p["first"], p["first"] + p["games"]) for p in parts)
    covered = 0
    for lo, hi in ranges:
        if lo != covered:
            return None
        covered = hi
    if covered != count:
        return None
    return {"game": parts[0]["game"], "games": count, "first": 0, "parts": len(parts),
            "moves": sum(p["moves"] for p in parts), "failures": [f for p in parts for f in p["failures"]],
            "failed": sum(p["failed"] for p in parts),
            "wall_s": sum(p["wall_s"] for p in parts), "cpu_s": sum(p["cpu_s"] for p in parts),
            "rss_growth_mb": max(p["rss_end_mb"] - p["rss_start_mb"] for p in parts),
            "rss_half_growth_mb": max(p["rss_end_mb"] - p["rss_half_mb"] for p in parts),
            "objects_growth": max(p["objects_end"] - p["objects_start"] for p in parts)}


def main() -> list[dict]:
    """SOAK_GAMES (default 100000), SOAK_ONLY (games), SOAK_TRACE=1; SOAK_FIRST=i plays only
    games i to i + SOAK_PART - 1 (a part, kept in bench/soak_parts.json: a soak too long for
    one sitting is run in parts, in turn or side by side); once a game's parts cover its
    SOAK_GAMES games, they are kept as that game's figures."""
    from bench.figures import keep_soak, record

    count = int(os.environ.get("SOAK_GAMES", DEFAULT_GAMES))
    first = os.environ.get("SOAK_FIRST")
    part = int(os.environ.get("SOAK_PART", count)) if first is not None else count
    only = [g for g in os.environ.get("SOAK_ONLY", "").split(",") if g]
    unknown = [g for g in only if g not in game_ids()]
    if unknown:
        print(f"   no game {', '.join(unknown)}; games: {', '.join(game_ids())}", file=sys.stderr)
        return []
    if first is not None and not (0 <= int(first) < count and int(first) + part <= count):
        print(f"   SOAK_FIRST={first} with SOAK_PART={part} is not a part of {count} games", file=sys.stderr)
        return []
    print(f"   {count} seeded random games per game, every move checked (SOAK_GAMES to change)"
          + (f"; this part: games {first} to {int(first) + part - 1}" if first is not None else ""))
    records = []
    trace = os.environ.get("SOAK_TRACE") == "1"
    for game_id in only or game_ids():
        r = soak(game_id, part, trace, progress=max(part // 10, 1000) if part >= 10_000 else 0,
                 first=int(first or 0))
        per_game = r["cpu_s"] / max(1, part)
        heap = (f", traced heap grew {r['heap_growth_kb']:.1f} KB (peak +{r['heap_peak_kb']:.0f} KB)"
                if trace else "")
        print(f"   {game_id:<15} games {r['first']}-{r['first'] + part - 1}: {r['moves']} moves, "
              f"{len(r['failures'])} failures; "
              f"{r['wall_s']:.1f} s wall / {r['cpu_s']:.1f} s CPU ({1000 * per_game:.2f} ms CPU a game, "
              f"100,000 games ~{per_game * 100_000 / 3600:.1f} h); RSS {r['rss_start_mb']:.1f} -> "
              f"{r['rss_half_mb']:.1f} (half) -> "
              f"{r['rss_end_mb']:.1f} MB, live objects {r['objects_start']} -> {r['objects_end']}{heap}",
              flush=True)
        for f in r["failures"][:5]:
            print(f"      FAILED {f}")
        if first is not None:
            r = combine_parts(keep_part(r), count)
            if r is None:
                print(f"   {game_id}: part kept in {SOAK_PARTS}; the figures wait for the other parts")
                continue
            print(f"   {game_id}: the parts cover games 0-{count - 1}: {r['moves']} moves, {r['failed']} failures, "
                  f"{r['cpu_s']:.0f} s CPU in {r['parts']} parts")
            per_game = r["cpu_s"] / count
        else:
            r = dict(r, failed=len(r["failures"]), rss_growth_mb=r["rss_end_mb"] - r["rss_start_mb"],
                     rss_half_growth_mb=r["rss_end_mb"] - r["rss_half_mb"],
                     objects_growth=r["objects_end"] - r["objects_start"])
        # parts are processes of their own: their memory is measured part by part
        over = f"a part, the largest of {r['parts']}" if r.get("parts") else f"{count} games"
        half = f"a part's second half, the largest of {r['parts']}" if r.get("parts") else "the second half"
        game_records = [
            record(f"soak {game_id}: games failing a check, of {count}", r["failed"], "games", at_most=0),
            record(f"soak {game_id}: resident memory growth over {over}", r["rss_growth_mb"], "MB"),
            record(f"soak {game_id}: resident memory growth over {half}", r["rss_half_growth_mb"],
                   "MB", at_most=SOAK_RSS_GROWTH_MB),
            record(f"soak {game_id}: live Python objects growth" + (", the largest part" if r.get("parts") else ""),
                   r["objects_growth"], "objects"),
            record(f"soak {game_id}: CPU per game, every move checked", 1000 * per_game, "ms"),
        ]
        if trace:
            game_records.append(record(f"soak {game_id}: traced Python heap growth", r["heap_growth_kb"], "KB"))
        keep_soak(game_records)  # kept now: the games after this one may take hours
        records += game_records
    return records


if __name__ == "__main__":
    main()
