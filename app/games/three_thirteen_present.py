"""How Three Thirteen reads to players (app.games.present)."""

from app.games.present import Presenter


class ThreeThirteenPresenter(Presenter):
    pass


PRESENTER = ThreeThirteenPresenter()
