"""How a game reads to players: its results in words, its statistics' columns, its replay
lines. ``Presenter`` holds what every game shares; a game's own presenter (named by its
descriptor's ``present``) overrides what the game says its own way. Pure: no pygame."""

from __future__ import annotations


class Presenter:
    """The shared way; see each game's ``<game>_present`` module for its own."""


PRESENTER = Presenter()
