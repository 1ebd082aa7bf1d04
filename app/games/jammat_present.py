"""How Jammat reads to players (app.games.present)."""

from app.games.present import Presenter


class JammatPresenter(Presenter):
    pass


PRESENTER = JammatPresenter()
