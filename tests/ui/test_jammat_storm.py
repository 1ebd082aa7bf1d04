"""Storms of seeded random events over the menu and every phase of the Jammat table: no
exception, no card lost or duplicated, and no frame that draws a hand face up for a seat
other than the one at the screen."""

import random

import pytest

from app.rules import jammat as J
from app.scenes.dialogs import ConfirmDialog
from app.scenes.jammat import JammatTable
from app.scenes.menu import MenuScene
from app.scenes.setup import SeatConfig, TableConfig
from app.scenes.table import PassScreen
from tests.ui.storm import feed, random_event
from tests.ui.test_jammat_table import FaceLog

EVENTS = 2000


def test_menu_storm(app):
    rng = random.Random(1)
    app.scenes.push(MenuScene(app))
    for _ in range(EVENTS):
        if app.scenes.top is None or not app.running:
            app.running = True
            app.scenes.push(MenuScene(app))
        feed(app, random_event(rng, app))
        app.step(0.03)
        top = app.scenes.top
        if isinstance(top, JammatTable) and top.thinking is not None:
            top.finish_thinking_now()
        app.draw()


def new_table(app, grid, compare, seed):
    seats = [SeatConfig("Ann"), SeatConfig("Ben"), SeatConfig("Cy", "computer", "easy")]
    options = J.INFO.resolve_options({"deals": 3, "grid": grid, "compare": compare})
    t = JammatTable(app, TableConfig("jammat", seats, options, seed))
    app.scenes.push(t)
    return t


def hot_points(app, t):
    top = app.scenes.top
    pts = []
    for scene in (top, t):
        buttons = getattr(scene, "buttons", None)
        if buttons is not None:
            pts += [b.rect(app.metrics).center for b in buttons.buttons if b.visible]
    if t.phase == "arrange":
        pts += [sp.rect(app.metrics).center for sp in t.sprites]
    return pts


@pytest.mark.parametrize("grid,compare,seed", [("2d", "positional", 5), ("3d", "round_robin", 6)])
def test_jammat_storm(app, grid, compare, seed):
    rng = random.Random(seed)
    app.scenes.push(MenuScene(app))
    t = new_table(app, grid, compare, seed)
    log = FaceLog(app.art)
    app._art = log
    phases = set()
    for _ in range(EVENTS):
        if t not in app.scenes.stack:  # the table was left: sit down at a new one
            app.scenes.clear_to(MenuScene(app))
            t = new_table(app, grid, compare, rng.randrange(1000))
        feed(app, random_event(rng, app, hot_points(app, t)))
        if t.thinking is not None and rng.random() < 0.3:
            t.finish_thinking_now()
        app.step(0.05)
        if t not in app.scenes.stack:
            continue
        top = app.scenes.top
        phases.add("pass" if isinstance(top, PassScreen) else t.phase)
        # no card lost or duplicated
        if t.phase == "arrange":
            assert sorted(t.arrangement) == sorted(t.full_state().hands[t.viewer])
            assert [sp.card for sp in t.sprites] == t.arrangement
        # the frame shows only what the seat at the screen may see
        log.faces.clear()
        app.draw()
        pass_up = isinstance(top, PassScreen) or (isinstance(top, ConfirmDialog) and
                                                  isinstance(app.scenes.stack[-2], PassScreen))
        if pass_up:
            assert log.faces == []
        elif t.phase == "arrange" and top is t:
            assert set(log.faces) <= set(t.full_state().hands[t.viewer])
        elif t.phase == "waiting":
            assert log.faces == []
    assert {"arrange", "pass", "reveal"} <= phases
