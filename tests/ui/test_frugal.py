"""The frame draws only what changed, and thinks beside the window: behaviour, not timings."""

import pygame

from app.rules import jammat as J
from app.scenes.jammat import JammatTable
from app.scenes.menu import MenuScene
from app.scenes.config import SeatConfig, TableConfig
from tests.ui.test_jammat_table import cell_point, table


def motion(app, pos, buttons=(0, 0, 0)):
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))


def frames(app, events):
    """Feed events one by one as the loop would; count the frames drawn."""
    before = app.frame_count
    for ev in events:
        ev()
        app.step(0.0)
        if app.needs_draw:
            app.draw()
    return app.frame_count - before


def test_a_mouse_move_over_empty_felt_draws_nothing(app):
    app.scenes.push(MenuScene(app))
    app.draw()
    n = frames(app, [lambda p=p: motion(app, p) for p in [(20, 700), (30, 690), (40, 680), (25, 710)]])
    assert n == 0


def test_hover_on_a_button_and_off_it_redraws_exactly_twice(app):
    menu = app.scenes.push(MenuScene(app))
    app.draw()
    b = next(b for b in menu.buttons.buttons if b.label == "Settings")
    r = b.rect(app.metrics)
    path = [(20, 700), r.center, (r.centerx + 2, r.centery), (r.centerx + 4, r.centery + 1), (20, 700), (25, 705)]
    n = frames(app, [lambda p=p: motion(app, p) for p in path])
    assert n == 2  # on, then off; moving within the button draws nothing


def test_a_drag_presents_only_the_rects_it_changes(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bo", "computer", "easy")])
    t.tweens.finish_all()
    app.draw()
    start = cell_point(t, 0)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    app.draw()
    motion(app, (start[0] + 20, start[1] + 20), (1, 0, 0))  # the drag starts: one whole frame
    app.step(0.0)
    app.draw()
    partial = app.partial_frames
    for k in range(1, 6):
        motion(app, (start[0] + 20 + 7 * k, start[1] + 20 + 3 * k), (1, 0, 0))
        app.step(0.0)
        assert app.needs_draw and not app._dirty  # only rects are wanted
        app.draw()
    assert app.partial_frames == partial + 5
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=cell_point(t, 8)))
    assert app._dirty  # the drop redraws everything


def test_the_thinking_process_stops_when_the_table_is_left_and_a_late_answer_is_ignored(app):
    app.scenes.push(MenuScene(app))
    seats = [SeatConfig("Ann"), SeatConfig("Bo", "computer", "expert"), SeatConfig("Cy", "computer", "expert")]
    t = JammatTable(app, TableConfig("jammat", seats, J.INFO.resolve_options({"deals": 1}), 5))
    app.scenes.push(t)
    assert t.asked_ahead == {1, 2} and t.thinker.alive
    proc = t.thinker._proc
    app.scenes.pop()  # leave at once, while they think
    assert proc is not None and not t.thinker.alive and not proc.is_alive()
    # a late answer: a ticket asked, then forgotten, is never delivered
    from app.ui.thinker import Thinker

    th = Thinker("jammat", {0: ("easy", 1)})
    view = J.GAME.view(J.GAME.new_game(1, 2, {}), 0)
    ticket = th.ask(0, view, (J.Arrange(view.hand),))
    th.cancel(ticket)
    th.settle()
    assert th.poll(ticket) == (False, None)
    keep = th.ask(0, view, (J.Arrange(view.hand),))
    th.wait(keep)
    done, move = th.poll(keep)
    assert done and sorted(move.cards) == sorted(view.hand)
    th.stop()
