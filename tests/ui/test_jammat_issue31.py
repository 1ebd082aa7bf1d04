"""Regression tests for the Jammat table's part of a whole-app play test (each failed before
its fix): the statistics count Suggests and undos, the setup screen says what a save really
holds, and after the reveal a position box under the pointer shows the lines it compared."""

import pygame

from app.scenes.jammat import JammatSetup, JammatTable
from app.scenes.config import SeatConfig
from app.store import saves, stats
from tests.ui.test_jammat_regressions import ctrl_key
from tests.ui.test_jammat_table import key, press, run_until, table


def test_suggests_and_undos_are_counted_in_the_statistics(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bo", "computer", "easy")], seed=21)
    t.tweens.finish_all()
    key(app, pygame.K_s)  # Suggest ...
    assert t.suggestion is not None
    key(app, pygame.K_a)  # ... and Apply: one suggestion used
    t.swap(0, 1)
    t.swap(2, 3)
    ctrl_key(app, pygame.K_z)  # two swaps taken back
    ctrl_key(app, pygame.K_z)
    ctrl_key(app, pygame.K_z)  # the applied suggestion taken back too
    ctrl_key(app, pygame.K_z)  # nothing left to take back: not counted
    key(app, pygame.K_c)
    run_until(app, lambda: t.phase == "reveal")
    assert t.over and t.recorded
    data, _ = stats.load()
    rec = stats.players(data, "jammat")[0]
    assert rec["name"] == "Ann"
    assert rec["counts"].get("hints") == 1 and rec["counts"].get("undos") == 3
    figures = dict(stats.figures("jammat", rec))
    assert figures["Hints used"] == "1" and figures["Undos used"] == "3"


def test_two_humans_count_their_own_suggests(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Ben")], seed=22)
    assert app.scenes.top.name == "Ann"
    press(app, app.scenes.top, "Show my cards")
    key(app, pygame.K_c)
    assert app.scenes.top.name == "Ben"
    press(app, app.scenes.top, "Show my cards")
    key(app, pygame.K_s)
    key(app, pygame.K_a)
    ctrl_key(app, pygame.K_z)
    key(app, pygame.K_c)
    run_until(app, lambda: t.phase == "reveal")
    data, _ = stats.load()
    counts = {r["name"]: r["counts"] for r in stats.players(data, "jammat")}
    assert counts["Ann"].get("hints") == 0 and counts["Ann"].get("undos") == 0
    assert counts["Ben"].get("hints") == 1 and counts["Ben"].get("undos") == 1


def test_the_save_says_which_deal_is_finished_and_which_in_progress(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bo", "computer", "easy")], seed=23, deals=3)
    t.swap(0, 1)  # (an arrangement in progress is saved)
    assert saves.read("jammat")["summary"].startswith("deal 1 of 3 in progress")
    key(app, pygame.K_c)
    run_until(app, lambda: t.phase == "reveal")
    summary = saves.read("jammat")["summary"]
    assert summary.startswith("deal 1 of 3 finished"), summary
    pts = t.view.match_points
    assert summary.endswith(f"(match points: Ann {pts[0]:g}, Bo {pts[1]:g})"), summary
    # the setup screen offers it in the same words
    setup = app.scenes.push(JammatSetup(app))
    assert setup.saved["summary"] == summary
    app.scenes.pop()
    press(app, t, "Next deal")
    assert saves.read("jammat")["summary"].startswith("deal 2 of 3 in progress")


def test_a_position_box_under_the_pointer_shows_its_lines(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bo", "computer", "easy"), SeatConfig("Cy", "computer", "easy")],
              seed=24)
    key(app, pygame.K_c)
    run_until(app, lambda: t.phase == "reveal")
    t.skip_reveal()
    res = t.deal_result
    m = t.m
    for i in (0, 5, 7):
        x, y, w, h = t.position_box(i)
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=m.pt(x + w / 2, y + h / 2), rel=(0, 0),
                                        buttons=(0, 0, 0)))
        assert t.inspected == i
        rows = t.inspect_rows()
        p = res.positions[i]
        assert [r["seat"] for r in rows] == [0, 1, 2]
        for r in rows:
            s = r["seat"]
            assert r["cards"] == [res.grids[s][c] for c in p.cells[s]]
            expect = ("won" if p.winner == s else "tied" if p.winner is None and p.keys[s] == max(p.keys)
                      else "beaten")
            assert r["result"] == expect
        app.draw()  # drawn without error, the compared lines outlined
    # pointing away lets go; a click keeps a box shown until the next click
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=m.pt(5, 700), rel=(0, 0), buttons=(0, 0, 0)))
    assert t.inspected is None
    x, y, w, h = t.position_box(3)
    from tests.ui.conftest import click

    click(t, m.pt(x + w / 2, y + h / 2))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=m.pt(5, 700), rel=(0, 0), buttons=(0, 0, 0)))
    assert t.inspected == 3
    click(t, m.pt(x + w / 2, y + h / 2))
    assert t.inspected is None


def test_no_position_is_shown_before_the_reveal_is_done(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bo", "computer", "easy")], seed=25)
    key(app, pygame.K_c)
    run_until(app, lambda: t.phase == "reveal")
    t.reveal_step = 2.2  # positions 1 and 2 out, the rest to come
    assert isinstance(t, JammatTable) and not t.reveal_done()
    x, y, w, h = t.position_box(6)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=app.metrics.pt(x + w / 2, y + h / 2), rel=(0, 0),
                                    buttons=(0, 0, 0)))
    assert t.inspected is None
