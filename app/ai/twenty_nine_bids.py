"""Twenty-Nine's auctions as the simulator reports them (``python -m app.sim twenty_nine
--bids``; the game's descriptor names ``BidLog`` as its bid report): per agent, each opening
bid (the first bid of an auction) and each contract (the final bid) against the bidder's
four-card points (the points of the first four cards: J 3, 9 2, A 1, 10 1), and the share of
contracts made."""

from __future__ import annotations

from collections import defaultdict
from typing import Any, Mapping, Sequence

from app.rules.twenty_nine import AUCTION, Bid, mask_points


class BidLog:
    """Twenty-Nine's auctions: per agent, each opening bid (the first bid of an auction) and
    each contract (the final bid) against the bidder's four-card points, and whether the
    contract was made."""

    def __init__(self):
        self.opening: dict[str, dict[tuple[int, int], int]] = defaultdict(lambda: defaultdict(int))
        self.final: dict[str, dict[tuple[int, int], int]] = defaultdict(lambda: defaultdict(int))
        self.made: dict[str, dict[int, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
        self._labels: list[str] = []
        self._points: dict[int, int] = {}  # seat -> four-card points in the current auction

    def observer(self, seat_label: Sequence[str]):
        self._labels = list(seat_label)
        self._points = {}

        def observe(state, seat, move):
            if state.phase != AUCTION:
                return
            if not state.bids:  # a new auction (a redeal starts one too): the first four cards
                self._points = {p: mask_points(state.hands[p]) for p in range(len(state.hands))}
            if type(move) is Bid and not any(v for _, v in state.bids):
                self.opening[self._labels[seat]][(self._points[seat], move.value)] += 1
        return observe

    def finish(self, state) -> None:
        """Count the contracts of a finished game (its scored hands; with ``hands=1``, one)."""
        for r in state.results:
            if r.single:
                continue
            lab = self._labels[r.bidder]
            pts = self._points.get(r.bidder, -1)
            self.final[lab][(pts, r.contract)] += 1
            self.made[lab][r.contract][0] += 1
            self.made[lab][r.contract][1] += int(r.made)

    def as_dict(self) -> dict[str, Any]:
        labels = sorted(set(self.opening) | set(self.final))
        return {lab: {"opening": [[p, b, n] for (p, b), n in sorted(self.opening[lab].items())],
                      "final": [[p, b, n] for (p, b), n in sorted(self.final[lab].items())],
                      "made": {str(b): c for b, c in sorted(self.made[lab].items())}}
                for lab in labels}

    @staticmethod
    def format(bids: Mapping[str, Any]) -> str:
        """The bid tables: rows are the bidder's four-card points, columns the bid."""
        lines = []
        for lab, rec in bids.items():
            for kind in ("opening", "final"):
                cells = {(p, b): n for p, b, n in rec[kind]}
                if not cells:
                    continue
                values = sorted({b for _, b in cells})
                cols = [b for b in values if b <= 23] + (["24+"] if any(b >= 24 for b in values) else [])
                pts = sorted({p for p, _ in cells})
                title = "opening bids" if kind == "opening" else "contracts"
                lines.append(f"{lab}: {title} (rows: the bidder's four-card points; columns: the bid)")
                lines.append(f"{'points':>7}" + "".join(f"{c:>6}" for c in cols) + f"{'all':>7}")
                for p in pts:
                    row = [sum(n for (q, b), n in cells.items() if q == p and (b == c if c != "24+" else b >= 24))
                           for c in cols]
                    lines.append(f"{p:>7}" + "".join(f"{x:>6}" for x in row) + f"{sum(row):>7}")
            made = rec["made"]
            if made:
                total = sum(c[0] for c in made.values())
                ok = sum(c[1] for c in made.values())
                by_bid = ", ".join(f"{b}: {c[1]}/{c[0]}" for b, c in made.items())
                lines.append(f"{lab}: contracts made {ok} of {total} ({100 * ok / total:.1f} %); by bid {by_bid}")
        return "\n".join(lines)
