"""Headless game simulator, generic over the games (app.games).

    python -m app.sim jammat --players 2 --agents expert,normal --games 2000 --seed 1 [--json]

Seat s plays agent ``agents[s % len(agents)]`` (so ``hard,easy`` over four seats makes two
teams). ``--swap`` plays every deal once for each rotation of the agents around the table,
so each agent gets the other's seats on the same deals. ``--option name=value`` sets a game
option (repeatable). Prints, per agent: games, wins, draws, losses, win share, the mean score
(in the game's own scoring), any per-game details the game reports, and the time per decision
(wall clock, and this process's CPU time, the steadier figure on a shared machine).

A game played in scored hands (its rules' ``hand_results``: Twenty-Nine) also reports, per
agent, the hands won and the game points per hand, each with its 95 % interval, as the rules
scored each hand (Twenty-Nine: the stake, doubles and redoubles included; a hand is won by the
bidding team when it makes its contract and by the other team when it fails). The
game-points interval is over deals (each deal's mean over its seatings), so a deal played
once per seating counts once. ``--bids``, for a game whose descriptor names a bid report
(Twenty-Nine's: app.ai.twenty_nine_bids), also prints per agent every opening bid and every
contract against the bidder's hand, and the share of contracts made.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from app.ai.base import make_agent
from app.games import descriptor, game_ids, load
from app.rules.game import OptionError, get_game


@dataclass
class AgentStats:
    label: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    score_sum: float = 0.0
    score_n: int = 0
    details: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    detail_n: int = 0
    hands: int = 0  # Twenty-Nine: hands played, hands won, game points per deal (see the doc)
    hands_won: int = 0
    deal_points: list[float] = field(default_factory=list)
    times: list[float] = field(default_factory=list)  # wall seconds per decision
    cpu_times: list[float] = field(default_factory=list)  # this process's CPU seconds per decision

    def as_dict(self) -> dict[str, Any]:
        t = sorted(self.times)
        extra: dict[str, Any] = {}
        if self.hands:
            pts = self.deal_points
            extra = {"hands": self.hands, "hands_won": self.hands_won,
                     "hand_share": self.hands_won / self.hands,
                     "hand_interval": wilson(self.hands_won, self.hands),
                     "points_per_hand": statistics.fmean(pts),
                     "points_interval": mean_interval(pts)}
        return {
            "agent": self.label,
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.losses,
            "win_share": self.wins / self.games if self.games else 0.0,
            "mean_score": self.score_sum / self.score_n if self.score_n else 0.0,
            "details": {k: v / self.detail_n for k, v in sorted(self.details.items())} if self.detail_n else {},
            "decisions": len(t),
            "ms_per_decision_mean": 1000 * sum(t) / len(t) if t else 0.0,
            "ms_per_decision_median": 1000 * statistics.median(t) if t else 0.0,
            "ms_per_decision_max": 1000 * t[-1] if t else 0.0,
            "cpu_ms_per_decision_median": 1000 * statistics.median(self.cpu_times) if self.cpu_times else 0.0,
            "cpu_ms_per_decision_max": 1000 * max(self.cpu_times) if self.cpu_times else 0.0,
            **extra,
        }


Z95 = 1.959964


def wilson(wins: int, n: int) -> list[float]:
    """The 95 % Wilson interval of the share wins / n."""
    if n <= 0:
        return [0.0, 1.0]
    p = wins / n
    d = 1 + Z95 ** 2 / n
    centre = (p + Z95 ** 2 / (2 * n)) / d
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / d
    return [max(0.0, centre - half), min(1.0, centre + half)]


def mean_interval(xs: Sequence[float]) -> list[float]:
    """The 95 % interval of the mean of ``xs`` (normal approximation)."""
    m = statistics.fmean(xs)
    half = Z95 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0.0
    return [m - half, m + half]


def hand_points(game, state) -> list[tuple[tuple[int, ...], frozenset]]:
    """Per scored hand of a finished game, (each seat's game points, the seats that won the
    hand), as the rules scored it (``GAME.hand_results``); empty for a game not played in
    scored hands."""
    results = getattr(game, "hand_results", None)
    return list(results(state)) if results is not None else []


def labels_for(agents: Sequence[str]) -> list[str]:
    """Unique labels: ``normal,normal`` becomes ``normal#1,normal#2``."""
    counts = defaultdict(int)
    for a in agents:
        counts[a] += 1
    seen = defaultdict(int)
    out = []
    for a in agents:
        if counts[a] > 1:
            seen[a] += 1
            out.append(f"{a}#{seen[a]}")
        else:
            out.append(a)
    return out


def play_one(game_id: str, seed: int, players: int, seat_agents: Sequence[str],
             options: Mapping[str, Any], times: dict[int, list[float]] | None = None,
             max_moves: int = 1_000_000, cpu_times: dict[int, list[float]] | None = None,
             observe=None):
    """Play one seeded game to the end; returns (outcome, final state). ``times`` and
    ``cpu_times`` collect each seat's wall and CPU seconds per decision; ``observe``, if
    given, is called with (state, seat, move) before each move is applied."""
    game = get_game(game_id)
    state = game.new_game(seed, players, options)
    agents = [make_agent(game_id, name, seed * 1009 + seat) for seat, name in enumerate(seat_agents)]
    moves = 0
    while True:
        seat = game.to_move(state)
        if seat is None:
            break
        legal = game.legal_moves(state)
        view = game.view(state, seat)
        t0, c0 = time.perf_counter(), time.process_time()
        if getattr(agents[seat], "clairvoyant", False):  # a reference player sees everything
            agents[seat].see(state)
        move = agents[seat].choose(view, legal)
        dt, dc = time.perf_counter() - t0, time.process_time() - c0
        if times is not None:
            times[seat].append(dt)
        if cpu_times is not None:
            cpu_times[seat].append(dc)
        if observe is not None:
            observe(state, seat, move)
        state = game.apply(state, move)
        moves += 1
        if moves > max_moves:
            raise RuntimeError(f"{game_id} seed {seed}: no end after {max_moves} moves")
    return game.outcome(state), state


def simulate(game_id: str, players: int, agents: Sequence[str], games: int, seed: int = 1,
             options: Mapping[str, Any] | None = None, swap: bool = False,
             progress=None, bids: bool = False) -> dict[str, Any]:
    """Play ``games`` deals (once per rotation of the agents with ``swap``); the report's
    ``results`` has one entry per agent (see ``AgentStats.as_dict``). With ``bids``
    (Twenty-Nine), the report's ``bids`` records every opening bid and contract."""
    game = get_game(game_id)
    bid_log = None
    if bids:
        target = descriptor(game_id).bid_report
        if target is None:
            raise ValueError(f"{game.info.title} has no bids to report")
        bid_log = load(target)()
    game.info.check_players(players)
    opts = game.info.resolve_options(options or {})
    labels = labels_for(agents)
    stats = {lab: AgentStats(lab) for lab in labels}
    rotations = range(len(agents)) if swap else range(1)
    started = time.perf_counter()
    played = 0
    for i in range(games):
        deal_seed = seed + i
        deal_pts: dict[str, list[float]] = defaultdict(list)
        for rot in rotations:
            seat_label = [labels[(s + rot) % len(labels)] for s in range(players)]
            seat_agent = [agents[(s + rot) % len(agents)] for s in range(players)]
            times: dict[int, list[float]] = defaultdict(list)
            cpu: dict[int, list[float]] = defaultdict(list)
            observe = bid_log.observer(seat_label) if bid_log is not None else None
            outcome, final = play_one(game_id, deal_seed, players, seat_agent, opts, times,
                                      cpu_times=cpu, observe=observe)
            played += 1
            if bid_log is not None:
                bid_log.finish(final)
            per_hand = hand_points(game, final)
            for lab in set(seat_label):
                seats = [s for s in range(players) if seat_label[s] == lab]
                st = stats[lab]
                st.games += 1
                in_winners = any(s in outcome.winners for s in seats)
                if in_winners and not outcome.draw:
                    st.wins += 1
                elif in_winners:
                    st.draws += 1
                else:
                    st.losses += 1
                if per_hand:
                    me = seats[0]
                    st.hands += len(per_hand)
                    st.hands_won += sum(1 for _, won in per_hand if me in won)
                    mine = [pts[me] for pts, _ in per_hand]
                    deal_pts[lab].append(sum(mine) / len(mine))
                for s in seats:
                    st.score_sum += outcome.scores[s]
                    st.score_n += 1
                    st.times.extend(times[s])
                    st.cpu_times.extend(cpu[s])
                    if outcome.details:
                        for k, v in outcome.details[s].items():
                            st.details[k] += v
                        st.detail_n += 1
            if progress:
                progress(played)
        for lab, xs in deal_pts.items():
            stats[lab].deal_points.append(sum(xs) / len(xs))
    elapsed = time.perf_counter() - started
    report = {
        "game": game_id,
        "players": players,
        "agents": list(agents),
        "games": played,
        "deals": games,
        "seed": seed,
        "swap": swap,
        "options": opts,
        "seconds": elapsed,
        "results": [stats[lab].as_dict() for lab in dict.fromkeys(labels)],
    }
    if bid_log is not None:
        report["bids"] = bid_log.as_dict()
    return report


def format_report(report: Mapping[str, Any]) -> str:
    lines = [
        f"{report['game']}: {report['games']} games ({report['deals']} deals"
        f"{', seats swapped' if report['swap'] else ''}), {report['players']} players, "
        f"seed {report['seed']}, {report['seconds']:.1f} s",
        f"options: " + ", ".join(f"{k}={v}" for k, v in report["options"].items()),
        f"{'agent':<12}{'wins':>7}{'draws':>7}{'losses':>8}{'win %':>8}{'mean score':>12}"
        f"{'ms/decision':>13}{'(median)':>10}{'(max)':>9}{'CPU median':>12}{'(max)':>9}",
    ]
    for r in report["results"]:
        lines.append(
            f"{r['agent']:<12}{r['wins']:>7}{r['draws']:>7}{r['losses']:>8}"
            f"{100 * r['win_share']:>7.1f}%{r['mean_score']:>12.3f}"
            f"{r['ms_per_decision_mean']:>13.2f}{r['ms_per_decision_median']:>10.2f}"
            f"{r['ms_per_decision_max']:>9.1f}"
            f"{r['cpu_ms_per_decision_median']:>12.2f}{r['cpu_ms_per_decision_max']:>9.1f}"
        )
        if r["details"]:
            lines.append("    " + ", ".join(f"{k} {v:.3f}" for k, v in r["details"].items()))
        if "hands" in r:
            lo, hi = r["hand_interval"]
            plo, phi = r["points_interval"]
            lines.append(f"    hands won {r['hands_won']} of {r['hands']}: {100 * r['hand_share']:.1f} % "
                         f"(95 % {100 * lo:.1f}-{100 * hi:.1f} %); game points per hand "
                         f"{r['points_per_hand']:+.3f} (95 % {plo:+.3f} to {phi:+.3f})")
    if report.get("bids"):
        lines.append(load(descriptor(report["game"]).bid_report).format(report["bids"]))
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m app.sim", description="Play seeded games between computer players.")
    p.add_argument("game", choices=game_ids())
    p.add_argument("--players", type=int, default=None, help="number of seats (default: the game's minimum)")
    p.add_argument("--agents", default="random", help="comma-separated levels, seat by seat, repeated round the table")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    p.add_argument("--swap", action="store_true", help="play each deal once per rotation of the agents")
    p.add_argument("--bids", action="store_true",
                   help="a game with an auction: the opening bids and contracts against the bidder's hand")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    try:
        game = get_game(args.game)
        players = args.players or game.info.min_players
        options = {}
        for item in args.option:
            if "=" not in item:
                raise OptionError(f"--option needs NAME=VALUE, not {item!r}")
            k, v = item.split("=", 1)
            options[k.strip()] = v.strip()
        agents = [a.strip() for a in args.agents.split(",") if a.strip()]
        report = simulate(args.game, players, agents, args.games, args.seed, options, args.swap,
                          bids=args.bids)
    except (OptionError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(report, indent=2) if args.json else format_report(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
