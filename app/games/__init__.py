"""The games Felt plays, each described once (app.games.descriptor.Descriptor).

``GAMES`` below is the one list: adding a game is its own files plus one line there. Everything
else asks this module: ``game_ids()`` in menu order, ``descriptor(game_id)``,
``find_descriptor(game_id)``, ``game_title(game_id)`` (in the player's language), ``level_words(level)``,
``presenter(game_id)``. Tests may
``register`` a game of their own (and ``unregister`` it).
"""

from __future__ import annotations

from app.games import jammat, three_by_three, three_thirteen, tile_poker, twenty_nine
from app.games.descriptor import Descriptor, load

GAMES: tuple[Descriptor, ...] = (
    jammat.DESCRIPTOR,
    three_by_three.DESCRIPTOR,
    twenty_nine.DESCRIPTOR,
    tile_poker.DESCRIPTOR,
    three_thirteen.DESCRIPTOR,
)

_by_id: dict[str, Descriptor] = {}


def register(d: Descriptor) -> None:
    """Add a game (menu order: last). ValueError if its id or deal-code prefix is taken."""
    if d.id in _by_id:
        raise ValueError(f"a game {d.id!r} is already registered")
    taken = {g.code_prefix: g.id for g in _by_id.values()}
    if d.code_prefix in taken:
        raise ValueError(f"the deal-code prefix {d.code_prefix!r} of {d.id!r} is {taken[d.code_prefix]!r}'s")
    _by_id[d.id] = d


def unregister(game_id: str) -> None:
    _by_id.pop(game_id, None)


for _d in GAMES:
    register(_d)


def game_ids() -> list[str]:
    """Every game's id, in menu order."""
    return list(_by_id)


def descriptors() -> list[Descriptor]:
    return list(_by_id.values())


def find_descriptor(game_id: str) -> Descriptor | None:
    return _by_id.get(game_id)


def descriptor(game_id: str) -> Descriptor:
    """The descriptor of ``game_id``; ValueError naming it (and the games there are)."""
    d = _by_id.get(game_id)
    if d is None:
        raise ValueError(f"no game {game_id!r}; games are: {', '.join(_by_id)}")
    return d


def game_title(game_id: str) -> str:
    """The game's name in the player's language (its id for a game Felt does not know)."""
    d = _by_id.get(game_id)
    return d.title_words() if d else game_id


def level_words(level: str) -> str:
    """A computer level's name in the player's language ("easy", "expert"); a level with no
    words of its own is shown as it is called."""
    from app.i18n import pgettext

    words = {
        "easy": pgettext("computer level", "easy"),
        "normal": pgettext("computer level", "normal"),
        "hard": pgettext("computer level", "hard"),
        "expert": pgettext("computer level", "expert"),
        # TRANSLATORS: a computer level: it takes the move that looks best at once
        "greedy": pgettext("computer level", "greedy"),
        # TRANSLATORS: a computer level of a patience: it plays the move the Hint button would show
        "hint": pgettext("computer level", "hint"),
    }
    return words.get(level, level.replace("_", " "))


def presenter(game_id: str):
    """The game's presenter (app.games.present): how its results, statistics and replays
    read."""
    return load(descriptor(game_id).present)


__all__ = ["Descriptor", "GAMES", "register", "unregister", "game_ids", "descriptors", "find_descriptor",
           "descriptor", "game_title", "level_words", "presenter", "load"]
