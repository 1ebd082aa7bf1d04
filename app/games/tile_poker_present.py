"""How Tile Poker reads to players (app.games.present)."""

from app.games.present import Presenter


class TilePokerPresenter(Presenter):
    pass


PRESENTER = TilePokerPresenter()
