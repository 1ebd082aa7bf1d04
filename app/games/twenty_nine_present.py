"""How Twenty-Nine reads to players (app.games.present)."""

from app.games.present import Presenter


class TwentyNinePresenter(Presenter):
    pass


PRESENTER = TwentyNinePresenter()
