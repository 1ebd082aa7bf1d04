"""The look-back's work beside the window (app.ui.job runs ``work`` in a separate process):
the coach's verdicts on the human moves of a record (app.ai.review) and, when the game's
descriptor names a look-back module, that module's ``analyse``. Imports no pygame: pure
computation over the record."""

from __future__ import annotations

import importlib
from typing import Any, Callable, Mapping


def plugin(game_id: str):
    """The game's look-back module (its descriptor's ``lookback``), or None."""
    from app.games import find_descriptor

    d = find_descriptor(game_id)
    name = getattr(d, "lookback", None) if d is not None else None
    return importlib.import_module(name) if name else None


def work(payload: Mapping[str, Any], progress: Callable[[int, int], None]) -> dict:
    """``payload``: {"record": the replay record, "first": the moves before the part looked
    back at, "module": the look-back module's name or None, "known": the module's analysis of
    this record when the table already has it (not worked out again), or None}. Returns {"verdicts": move number ->
    Verdict, "analysis": the module's result (None without a module)}. Progress runs from 0 to
    1000 over both parts."""
    from app.ai.review import verdicts

    data = payload["record"]
    name = payload.get("module")
    parts = 2 if name else 1

    def part(i: int):
        def report(done: int, total: int) -> None:
            frac = done / total if total > 0 else 1.0
            progress(int(1000 * (i + max(0.0, min(1.0, frac))) / parts), 1000)
        return report

    found = verdicts(data, part(0), first=int(payload.get("first", 0)))
    analysis = payload.get("known")
    if name and analysis is None:
        # (the part looked back at, for a module that can leave out what ends before it)
        look = dict(data, look_from=int(payload.get("first", 0)))
        analysis = importlib.import_module(name).analyse(look, part(1))
    progress(1000, 1000)
    return {"verdicts": found, "analysis": analysis}
