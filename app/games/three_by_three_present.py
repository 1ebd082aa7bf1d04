"""How Three By Three reads to players (app.games.present)."""

from app.games.present import Presenter


class ThreeByThreePresenter(Presenter):
    pass


PRESENTER = ThreeByThreePresenter()
