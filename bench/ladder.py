"""The ladder: the computer levels of each game played against each other, seeded, seats
swapped; writes assets/ladder.json (format: app/store/ladder.py) and README's table.

    make ladder                                  # every game (about half an hour on 2 cores)
    python -m bench.ladder twenty_nine           # one game again; the others are kept
    LADDER_SCALE=0.1 python -m bench.ladder      # a tenth of every game count (a trial)
    python -m bench.ladder --plan                # what would be played, nothing run

The levels are read from the registry (each game's descriptor's ``levels``, weakest first) when it runs:
each level plays the one below it and the weakest (once when that is the same level); a
patience (one player) has each level play alone. How many deals each pairing plays, the
seats and the options are each game's ``LadderPlan`` (its descriptor's ``bench.ladder``, in
app/games/<game>.py); a game without one is left out, said so. A pairing plays the smaller
of its two levels' deal counts; a level not in the plan plays ``NEW_LEVEL`` deals (a new
level is often slow: give it its own count once its cost is known). Every deal is played
once per seating (``--swap``), so a two-level pairing of N deals is 2N games. The
per-pairing times printed at the end scale with the counts: a LADDER_SCALE=0.1 trial times
ten is the full run.

Work is shared by ``--jobs`` processes (default: the number of cores); the figures do not
depend on it (every deal has its own seed)."""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from app import __version__
from app.games import descriptor, descriptors, game_ids
from app.games.descriptor import LadderPlan
from app.sim import simulate
from app.store import ladder as fmt

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / fmt.FILE_NAME
README = ROOT / "README.md"
BEGIN, END = "<!-- ladder: made by `make ladder`, do not edit -->", "<!-- /ladder -->"
SEED = 1
NEW_LEVEL = 10
Z95 = 1.959964


def plan(game_id: str) -> LadderPlan:
    """``game_id``'s ladder plan (its descriptor's ``bench.ladder``); ValueError naming the
    game when it has none."""
    d = descriptor(game_id)
    if d.bench is None:
        raise ValueError(f"{d.title} has no ladder plan (its descriptor's bench is None)")
    return d.bench.ladder


def planned() -> list[str]:
    """The games with a ladder plan, in menu order."""
    return [d.id for d in descriptors() if d.bench is not None]


def pairings(game_id: str) -> list[tuple[str, ...]]:
    """The pairings of ``game_id``'s current levels (weakest first): (level, opponent), or
    (level,) for a patience."""
    levels = descriptor(game_id).levels
    if plan(game_id).players == 1:
        return [(lv,) for lv in levels]
    out: list[tuple[str, ...]] = []
    for i, lv in enumerate(levels[1:], 1):
        out.append((lv, levels[i - 1]))
        if i > 1 and lv not in plan(game_id).below_only:
            out.append((lv, levels[0]))
    return out


def deals_for(game_id: str, pairing: tuple[str, ...], scale: float) -> int:
    n = min(plan(game_id).deals.get(lv, NEW_LEVEL) for lv in pairing)
    return max(2, round(n * scale))


# ---------------------------------------------------------------------------- playing
def play_chunk(game_id: str, pairing: tuple[str, ...], seeds: list[int]) -> tuple[list[list[dict]], float]:
    """Each seed's deal played once per seating: per deal, per level, its games, wins, draws
    and mean score; and the CPU seconds it took."""
    gp = plan(game_id)
    c0 = time.process_time()
    deals = []
    for seed in seeds:
        rep = simulate(game_id, gp.players, list(pairing), 1, seed=seed, options=dict(gp.options),
                       swap=len(pairing) > 1)
        deals.append([{k: r[k] for k in ("games", "wins", "draws", "mean_score", "hands", "hands_won",
                                         "points_per_hand") if k in r} for r in rep["results"]])
    return deals, time.process_time() - c0


def wilson(wins: int, n: int) -> list[float]:
    """The 95 % Wilson interval of the share wins / n."""
    p = wins / n
    d = 1 + Z95 ** 2 / n
    centre = (p + Z95 ** 2 / (2 * n)) / d
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / d
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def mean_interval(xs: list[float]) -> list[float]:
    m = statistics.fmean(xs)
    half = Z95 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0.0
    return [round(m - half, 3), round(m + half, 3)]


def figure(measure: str, deals: list[list[dict]], me: int, opponent: str | None) -> dict[str, Any]:
    """One level's figure from the deals of its pairing (``me``: its place in the pairing)."""
    games = sum(d[me]["games"] for d in deals)
    wins = sum(d[me]["wins"] for d in deals)
    fig: dict[str, Any] = {"opponent": opponent, "games": games, "wins": wins,
                           "draws": sum(d[me]["draws"] for d in deals),
                           "share": round(wins / games, 4), "interval": wilson(wins, games)}
    fig["share"] = min(max(fig["share"], fig["interval"][0]), fig["interval"][1])
    mine = [d[me]["mean_score"] for d in deals]
    if measure == "face_down":
        fig["mean"] = round(statistics.fmean(mine), 3)
        lo, hi = mean_interval(mine)
        fig["mean_interval"] = [max(0.0, lo), hi]
    elif measure == "wins" and all("points_per_hand" in d[me] for d in deals):
        # Twenty-Nine: the game points per hand (the stake, doubles and redoubles included,
        # the team's change less the other team's), its 95 % interval over deals
        pts = [d[me]["points_per_hand"] for d in deals]
        fig["points"] = round(statistics.fmean(pts), 3)
        fig["points_interval"] = mean_interval(pts)
    elif measure == "totals":
        theirs = [d[1 - me]["mean_score"] for d in deals]
        fig["mean"] = round(statistics.fmean(mine), 2)
        fig["opponent_mean"] = round(statistics.fmean(theirs), 2)
        fig["difference_interval"] = mean_interval([a - b for a, b in zip(mine, theirs)])
    return fig


def run(games: list[str], scale: float, jobs: int, log=print) -> tuple[dict[str, Any], list[tuple]]:
    """Play the plan of ``games``; returns the file's ``games`` part and, per pairing, (game,
    pairing, deals, games played, CPU seconds)."""
    tasks = []
    for gid in games:
        for pairing in pairings(gid):
            n = deals_for(gid, pairing, scale)
            seeds = list(range(SEED, SEED + n))
            size = max(1, math.ceil(n / 8))  # pieces, so the processes share a slow pairing
            for k in range(0, n, size):
                tasks.append((gid, pairing, seeds[k:k + size]))
    results: dict[tuple, list] = {}
    cpu: dict[tuple, float] = {}
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [(t, pool.submit(play_chunk, *t)) for t in tasks]
        for (gid, pairing, seeds), fut in futures:
            deals, seconds = fut.result()
            key = (gid, pairing)
            results.setdefault(key, []).extend(deals)
            cpu[key] = cpu.get(key, 0.0) + seconds
            if len(results[key]) == deals_for(gid, pairing, scale):
                log(f"  {gid}: {' v '.join(pairing)}: {len(results[key])} deals, {cpu[key]:.0f} s CPU", flush=True)
    out: dict[str, Any] = {}
    timing = []
    for gid in games:
        gp = plan(gid)
        own: dict[str, list] = {lv: [] for lv in descriptor(gid).levels}
        inverse: dict[str, list] = {lv: [] for lv in descriptor(gid).levels}
        for pairing in pairings(gid):
            deals = results[(gid, pairing)]
            if len(pairing) == 1:
                own[pairing[0]].append(figure(gp.measure, deals, 0, None))
            else:
                a, b = pairing
                own[a].append(figure(gp.measure, deals, 0, b))
                inverse[b].append(figure(gp.measure, deals, 1, a))
            timing.append((gid, pairing, len(deals), sum(d[0]["games"] for d in deals), cpu[(gid, pairing)]))
        levels = {}
        for lv in descriptor(gid).levels:
            figs = own[lv] + sorted(inverse[lv], key=lambda f: descriptor(gid).levels.index(f["opponent"]))
            if figs:
                levels[lv] = figs
        out[gid] = {"measure": gp.measure, "unit": gp.unit, "players": gp.players,
                    "options": dict(gp.options), "seed": SEED, "levels": levels}
    return out, timing


# ---------------------------------------------------------------------------- writing
def write_text(path: Path, text: str) -> None:
    """``text`` into ``path`` at once (a temporary file renamed over it)."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        os.chmod(tmp, path.stat().st_mode & 0o777 if path.exists() else 0o644)  # not mkstemp's 0600
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def readme_section(data: dict[str, Any]) -> str:
    """What goes between README's ladder markers."""
    return fmt.markdown(data, {d.id: d.title for d in descriptors()}, tuple(game_ids()))


def update_readme(text: str, data: dict[str, Any]) -> str:
    """README's text with the table between the markers replaced; ValueError without them."""
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        raise ValueError(f"README has no {BEGIN} ... {END} section")
    return text[:start + len(BEGIN)] + "\n" + readme_section(data) + "\n" + text[end:]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.ladder", description=__doc__.split("\n\n")[0])
    p.add_argument("games", nargs="*", help="only these games (the others are kept from the file)")
    p.add_argument("--scale", type=float, default=float(os.environ.get("LADDER_SCALE", "1")),
                   help="multiply every deal count (LADDER_SCALE; default 1)")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--out", type=Path, default=OUT)
    p.add_argument("--readme", type=Path, default=None,
                   help=f"the README whose table to rewrite (default: {README.name} when writing {OUT.name} in assets)")
    p.add_argument("--plan", action="store_true", help="list the pairings and deal counts, play nothing")
    p.add_argument("--readme-only", action="store_true", help="rewrite README's table from the file, play nothing")
    args = p.parse_args(argv)
    every = planned()
    unknown = [g for g in args.games if g not in every]
    if unknown or not args.scale > 0 or args.jobs < 1:
        why = f"no game {', '.join(unknown)}; games: {', '.join(every)}" if unknown else "--scale and --jobs must be above 0"
        print(f"ladder: {why}", file=sys.stderr)
        return 2
    for d in descriptors():
        if d.bench is None:
            print(f"ladder: {d.title} left out: it has no ladder plan (its descriptor's bench)", file=sys.stderr)
    games = args.games or every
    if args.plan:
        for gid in games:
            for pairing in pairings(gid):
                print(f"{gid}: {' v '.join(pairing)}: {deals_for(gid, pairing, args.scale)} deals")
        return 0
    if args.readme_only:
        data = fmt.read(args.out)
        if data is None:
            print(f"ladder: {args.out} is missing or cannot be used", file=sys.stderr)
            return 2
        readme = args.readme or README
        write_text(readme, update_readme(readme.read_text(encoding="utf-8"), data))
        print(f"{readme.name}: the table of {args.out}")
        return 0
    kept: dict[str, Any] = {}
    if args.games:
        old = fmt.read(args.out)
        kept = {g: v for g, v in (old or {}).get("games", {}).items() if g not in games and g in every}
    print(f"ladder: {', '.join(games)} at scale {args.scale:g}, {args.jobs} processes", flush=True)
    t0 = time.perf_counter()
    played, timing = run(games, args.scale, args.jobs)
    wall = time.perf_counter() - t0
    data = {"version": fmt.VERSION, "felt": __version__, "scale": args.scale,
            "games": {g: (played.get(g) or kept[g]) for g in every if g in played or g in kept}}
    fmt.check(data)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    write_text(args.out, json.dumps(data, indent=2) + "\n")
    readme = args.readme or (README if args.out.resolve() == OUT else None)
    if readme is not None:
        write_text(readme, update_readme(readme.read_text(encoding="utf-8"), data))
    print(f"\n{'pairing':<40}{'deals':>7}{'games':>7}{'CPU s':>8}{'s/game':>8}")
    for gid, pairing, deals, n, seconds in timing:
        print(f"{gid + ': ' + ' v '.join(pairing):<40}{deals:>7}{n:>7}{seconds:>8.0f}{seconds / n:>8.3f}")
    total = sum(t[4] for t in timing)
    for gid in games:
        for level, figs in played.get(gid, {}).get("levels", {}).items():
            for f in figs:
                if "points" in f:
                    lo, hi = f["interval"]
                    plo, phi = f["points_interval"]
                    print(f"{gid}: {level} v {f['opponent']}: {f['wins']} of {f['games']} {plan(gid).unit}s won, "
                          f"{100 * f['share']:.1f} % (95 % {100 * lo:.1f}-{100 * hi:.1f} %); game points per "
                          f"{plan(gid).unit} {f['points']:+.3f} (95 % {plo:+.3f} to {phi:+.3f})")
    print(f"{'all':<54}{total:>8.0f}\nwall clock {wall:.0f} s ({wall / 60:.1f} min); written to {args.out}"
          + (f" and {readme.name}" if readme else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
