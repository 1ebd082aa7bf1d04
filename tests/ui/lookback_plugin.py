"""A small look-back plug-in for the tests (the four functions a game's ``lookback`` module
gives): it counts the moves, marks the second one and says a line about each move."""

from __future__ import annotations


def analyse(data, progress):
    n = len(data["moves"])
    for i in range(n):
        progress(i + 1, n)
    return {"moves": n, "game": data["game"]}


def summary(result, steps, names):
    return [f"[plug-in] {result['moves']} moves of {names[0]}'s game"]


def marks(result):
    return {2: "[plug-in] the second move"} if result["moves"] >= 2 else {}


def at_move(result, steps, k, names):
    lines = [f"[plug-in] move {k}: {steps.label(k)}"]
    if k == 3:  # more lines than the box holds
        lines += [f"[plug-in] line {i}" for i in range(1, 21)]
    return lines


def double(payload, progress):
    """A job's function (tests of app.ui.job)."""
    for i in range(payload["n"]):
        progress(i + 1, payload["n"])
    return [x * 2 for x in payload["values"]]


def fail(payload, progress):
    raise RuntimeError("no luck")
