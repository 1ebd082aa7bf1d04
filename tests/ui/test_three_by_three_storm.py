"""Storms of seeded random events over the Three By Three table, alone and with two players:
no exception, every move the table made is one the rules accept (the state replays), and no
frame draws a face the player at the screen has not seen."""

import random

import pytest

from app.rules import three_by_three as T
from app.rules.game import replay
from app.rules.three_by_three import GAME
from app.scenes.menu import MenuScene
from app.scenes.setup import SeatConfig, TableConfig
from app.scenes.three_by_three import ThreeByThreeTable, pile_rect
from tests.ui.storm import feed, random_event
from tests.ui.test_jammat_table import FaceLog

EVENTS = 1500


@pytest.fixture(autouse=True)
def _analysis_in_a_thread(monkeypatch):
    monkeypatch.setattr(ThreeByThreeTable, "analysis_in_process", False)


def hot_points(app, t):
    m = app.metrics
    pts = [m.pt(x + w / 2, y + h / 2) for x, y, w, h in (pile_rect(i) for i in range(9))]
    pts += [b.rect(m).center for b in t.buttons.buttons]
    return pts


@pytest.mark.parametrize("seats,seed", [
    ([SeatConfig("Ann")], 3),
    ([SeatConfig("Ann"), SeatConfig("Ben")], 4),
])
def test_table_storm(app, seats, seed):
    rng = random.Random(seed)
    app.scenes.push(MenuScene(app))
    t = ThreeByThreeTable(app, TableConfig("three_by_three", seats, T.INFO.resolve_options({}), seed))
    app.scenes.push(t)
    log = FaceLog(app.art)
    app._art = log
    tables = [t]
    for _ in range(EVENTS):
        if app.scenes.top is None or not app.running:
            app.running = True
            app.scenes.push(MenuScene(app))
        top = app.scenes.top
        if isinstance(top, MenuScene):  # left the table: a fresh one
            t = ThreeByThreeTable(app, TableConfig("three_by_three", seats, T.INFO.resolve_options({}), seed))
            app.scenes.push(t)
            tables.append(t)
        elif isinstance(top, ThreeByThreeTable) and top is not t:  # a new deal replaced it
            t = top
            tables.append(t)
        feed(app, random_event(rng, app, hot_points(app, t)))
        app.step(0.03)
        if app.scenes.top is t:
            t.finish_thinking_now()
            log.faces.clear()
            app.draw()
            seen = {c for c in t.view.seen if c is not None} if t.table_visible else set()
            assert set(log.faces) <= seen
            assert replay(GAME, t.config.seed, len(seats), t.config.options, t.moves) == t.full_state()
    assert sum(len(x.moves) for x in tables) > 20
