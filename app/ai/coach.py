"""The coach (issue 34): after a human's move, whether the strongest honest level's own
evaluation says another move was clearly better, and by how much.

``verdict(game_id, level, view, legal, played, seed)`` asks a fresh agent of ``level``
(seeded ``seed``, so the same view always gets the same verdict) for its ``values(view,
legal)``: the move it would make and its value of each move it weighed, in the game's own
unit (higher is better; an agent whose values are in more than one unit names the one of
its last answer in ``values_unit``, which the verdict carries for the presenter). The verdict is None when the agent has no values there, the move
played is the agent's own choice, or the loss is under the game's threshold (its
descriptor's ``coach_threshold``). A game whose moves are too many to list (it has
``listed_as``: Jammat's arrangements, one listed of the 9!) has the move played weighed
beside the listed ones, since any order of the hand is as legal; the agent values only the
moves it can check are legal from the view (an arrangement of the view's hand). Pure: the
view and the legal moves only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from app.rules.game import Move


@dataclass(frozen=True)
class Verdict:
    """The move the coach's player would have made (``better``), how much the move played
    lost by its evaluation (``loss``, in the game's unit, rounded: see ``coach_unit``) and
    the two values (``played_value``, ``better_value``)."""

    played: Move
    better: Move
    loss: float
    played_value: float
    better_value: float
    unit: str = ""


def verdict(game_id: str, level: str, view: Any, legal: Sequence[Move], played: Move,
            seed: int = 0) -> Verdict | None:
    """See the module doc."""
    from app.ai.base import make_agent
    from app.games import descriptor
    from app.rules.game import get_game

    threshold = descriptor(game_id).coach_threshold
    if threshold is None:
        return None
    if hasattr(get_game(game_id), "listed_as"):  # unlisted moves: the agent checks them
        candidates = tuple(legal) if played in legal else tuple(legal) + (played,)
    elif played not in legal or len(legal) < 2:
        return None
    else:
        candidates = tuple(legal)
    agent = make_agent(game_id, level, seed)
    values_of = getattr(agent, "values", None)
    if values_of is None:
        return None
    best, values = values_of(view, candidates)
    if best == played or played not in values or best not in values:
        return None
    loss = values[best] - values[played]
    if loss < threshold:
        return None
    return Verdict(played, best, round(loss, 1), round(values[played], 1), round(values[best], 1),
                   getattr(agent, "values_unit", ""))
