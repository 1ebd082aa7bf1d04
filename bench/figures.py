"""The one table of ``make bench``: every bench module's ``main()`` returns its figures as
records ``{"name", "value", "unit", "goal", "met"}`` (``record`` makes one), and
``python -m bench`` prints them all in one table at the end and writes bench/results.json.

``goal`` is the issue's goal in words ("<= 1 ms") or None where no goal is named (the figure
is still shown); ``met`` is True/False, or None without a goal or without a figure.

Some modules print their figures from helper functions; their ``main()`` ends with
``return figures.from_printed(__name__)``, which reads the figures back from what the module
printed (by the module's own ``figures_from(text)``) (``python -m bench`` keeps a copy of it, see ``Capture``). A figure whose line is not
found is kept in the table with value None and met False, so a changed print cannot hide it.
"""

from __future__ import annotations

import io
import json
import re
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results.json"
SOAK_RESULTS = HERE / "soak_results.json"


def record(name: str, value: float | None, unit: str, at_most: float | None = None,
           at_least: float | None = None, goal: str | None = None) -> dict[str, Any]:
    """One figure. ``at_most`` / ``at_least``: the goal as a bound (met computed from it)."""
    met = None
    if at_most is not None:
        goal = goal or f"<= {at_most:g} {unit}"
        met = value is not None and value <= at_most
    elif at_least is not None:
        goal = goal or f">= {at_least:g} {unit}"
        met = value is not None and value >= at_least
    elif goal is not None and value is None:
        met = False
    if value is not None:
        value = round(float(value), 3)
    return {"name": name, "value": value, "unit": unit, "goal": goal, "met": met}


# ----------------------------------------------------------------------------- capture


class Capture(io.TextIOBase):
    """stdout as it was, with a copy of everything written since ``start``."""

    def __init__(self, out):
        self.out = out
        self.buf: list[str] = []

    def write(self, s: str) -> int:
        self.buf.append(s)
        return self.out.write(s)

    def flush(self) -> None:
        self.out.flush()

    def text(self) -> str:
        return "".join(self.buf)


_capture: Capture | None = None


def start_capture() -> None:
    global _capture
    stop_capture()
    _capture = Capture(sys.stdout)
    sys.stdout = _capture


def stop_capture() -> str:
    global _capture
    text = ""
    if _capture is not None:
        text = _capture.text()
        sys.stdout = _capture.out
        _capture = None
    return text


def printed() -> str:
    return _capture.text() if _capture is not None else ""


def number(pattern: str, text: str, group: int = 1) -> float | None:
    m = re.search(pattern, text, re.M)
    return float(m.group(group).replace(",", "")) if m else None


# ----------------------------------------------------------------------------- printed figures

F = r"([0-9][0-9,]*\.?[0-9]*)"


def from_printed(module: str) -> list[dict]:
    """The figures of ``module`` (a name such as ``bench.bench_tile_poker``) read back from
    what it printed, by its own ``figures_from(text)``; [] when nothing was captured (the
    module run on its own)."""
    text = printed()
    if not text:
        return []
    import importlib

    return importlib.import_module(module).figures_from(text)


# ----------------------------------------------------------------------------- the table


def table(rows: list[tuple[str, dict]]) -> str:
    """rows: (bench name, record). One line per figure, goal and verdict beside it."""
    def val(r):
        v = r["value"]
        if v is None:
            return "not measured"
        text = f"{v:,.3f}".rstrip("0").rstrip(".") if isinstance(v, float) else str(v)
        return f"{text} {r['unit']}"

    def verdict(r):
        return {True: "met", False: "NOT MET", None: "-"}[r["met"]]

    w_name = max([len(r["name"]) for _, r in rows] + [6])
    w_val = max([len(val(r)) for _, r in rows] + [5])
    w_goal = max([len(r["goal"] or "-") for _, r in rows] + [4])
    lines = [f"{'figure':<{w_name}}  {'value':>{w_val}}  {'goal':<{w_goal}}  verdict",
             f"{'-' * w_name}  {'-' * w_val}  {'-' * w_goal}  -------"]
    for _, r in rows:
        lines.append(f"{r['name']:<{w_name}}  {val(r):>{w_val}}  {r['goal'] or '-':<{w_goal}}  {verdict(r)}")
    goals = [r for _, r in rows if r["met"] is not None]
    lines.append(f"{sum(1 for r in goals if r['met'])} of {len(goals)} goals met; "
                 f"{len(rows) - len(goals)} figures without a goal")
    return "\n".join(lines)


README = HERE.parent / "README.md"
BEGIN, END = "<!-- bench: made by `make bench`, do not edit -->", "<!-- /bench -->"


def markdown(rows: list[tuple[str, dict]], when: str) -> str:
    """The table as Markdown, for README's Performance section."""
    def cell(text: str) -> str:
        return text.replace("|", "\\|")

    out = [f"Last full run: {when}.", "", "| figure | value | goal | verdict |", "|---|---|---|---|"]
    for _, r in rows:
        v = r["value"]
        value = "not measured" if v is None else (
            f"{v:,.3f}".rstrip("0").rstrip(".") if isinstance(v, float) else str(v)) + f" {r['unit']}"
        verdict = {True: "met", False: "**NOT MET**", None: "-"}[r["met"]]
        out.append(f"| {cell(r['name'])} | {value.strip()} | {cell(r['goal'] or '-')} | {verdict} |")
    goals = [r for _, r in rows if r["met"] is not None]
    out += ["", f"{sum(1 for r in goals if r['met'])} of {len(goals)} goals met; "
                f"{len(rows) - len(goals)} figures without a goal."]
    return "\n".join(out)


def update_readme(text: str, rows: list[tuple[str, dict]], when: str) -> str:
    """README's text with the table between the bench markers replaced; ValueError without
    them."""
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        raise ValueError(f"README has no {BEGIN} ... {END} section")
    return text[:start + len(BEGIN)] + "\n" + markdown(rows, when) + "\n" + text[end:]


def keep_soak(records: list[dict], path: Path = SOAK_RESULTS) -> None:
    """Keep one game's soak figures for the table of later runs (written as soon as that
    game's soak ends, so a long run stopped later keeps what it finished); they replace
    only that game's earlier figures."""
    when = time.strftime("%Y-%m-%d %H:%M")
    games = {r["name"].split(":")[0] for r in records}
    old = []
    if path.exists():
        try:
            old = json.loads(path.read_text())["figures"]
        except (OSError, ValueError, KeyError):
            old = []
    kept = [r for r in old if r["name"].split(":")[0] not in games] + [dict(r, run=when) for r in records]
    path.write_text(json.dumps({"figures": kept}, indent=2) + "\n")


def write_results(rows: list[tuple[str, dict]], path: Path = RESULTS) -> None:
    data = {"written": time.strftime("%Y-%m-%d %H:%M:%S"),
            "figures": [dict(r, bench=b) for b, r in rows]}
    path.write_text(json.dumps(data, indent=2) + "\n")
