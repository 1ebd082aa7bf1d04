"""The coach's verdicts over a whole record (the look-back, issue 34): the game replayed with
its rules from the record's seed, options and moves, and each move a human seat made judged
as the coach judged it at the table (app.ai.coach.verdict: the game's hint level, from the
mover's view and legal moves only, seeded as the table seeds it). A computer's move is never
judged. Pure: no files, no clock."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from app.ai.coach import Verdict, verdict
from app.rules.game import Move, get_game


def coach_seed(seed: int, k: int) -> int:
    """The coach's seed for the move made after ``k`` moves (as the table's ``coach_seed``)."""
    return seed * 7919 + k


def human_seats(data: Mapping[str, Any]) -> set[int]:
    return {i for i, s in enumerate(data["seats"]) if s.get("kind", "human") == "human"}


def verdicts(data: Mapping[str, Any], progress: Callable[[int, int], None] | None = None,
             first: int = 0) -> dict[int, Verdict]:
    """Move number k (1-based: move k leads to step k) -> the coach's verdict on it, for the
    moves after the first ``first`` that a human seat made and the coach flags (a move it
    does not flag, or a game without a coach, has no entry). ``progress(done, total)`` after
    each human move judged. ValueError if the record does not replay."""
    from app.games import find_descriptor

    game_id = data["game"]
    game = get_game(game_id)
    d = find_descriptor(game_id)
    level = d.hint_level if d is not None else None
    humans = human_seats(data)
    moves = [m if isinstance(m, Move) else game.move_from_json(m) for m in data["moves"]]
    state = game.new_game(data["seed"], len(data["seats"]), data["options"])
    judged: list[tuple[int, Any, list, Move]] = []  # (k, the mover's view, legal, played)
    unlisted = hasattr(game, "listed_as")  # moves too many to list (Jammat): one listed, any judged
    for i, move in enumerate(moves):
        seat = game.to_move(state)
        if (i >= first and seat in humans and level is not None and d.coach_threshold is not None):
            legal = game.legal_moves(state)
            if len(legal) > 1 or unlisted:
                judged.append((i + 1, game.view(state, seat), legal, move))
        state = game.apply(state, move)
    out: dict[int, Verdict] = {}
    total = len(judged)
    if progress is not None:
        progress(0, total)
    for n, (k, view, legal, move) in enumerate(judged):
        v = verdict(game_id, level, view, legal, move, coach_seed(data["seed"], k - 1))
        if v is not None:
            out[k] = v
        if progress is not None:
            progress(n + 1, total)
    return out
