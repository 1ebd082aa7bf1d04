"""The look-back (issue 34): the generic background job, the replay viewer's look-back (L, the
coach's verdicts on human moves, a game's plug-in analysis) and the Look back button on the
end screens of Jammat, Tile Poker, Three Thirteen and Twenty-Nine (and Twenty-Nine's summary
after each hand), driven through events on SDL's dummy driver."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

import app.games as games
from app.ai.base import make_agent
from app.games import descriptor, present
from app.rules.game import get_game
from app.scenes.config import SeatConfig, TableConfig
from app.games.descriptor import load
from app.scenes.menu import MenuScene
from app.scenes.replay_viewer import ReplayViewer, sample_replay
from app.ui.job import STOPPED, Job
from tests.ui.conftest import click

PLUGIN = "tests.ui.lookback_plugin"


def key(app, k):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


# ----------------------------------------------------------------------------- the job


@pytest.mark.parametrize("use_process", [False, True])
def test_a_job_reports_progress_and_its_result(use_process):
    job = Job(f"{PLUGIN}:double", {"n": 3, "values": [1, 2]}, use_process=use_process)
    assert job.wait(60)
    assert job.result == [2, 4] and job.error is None and job.done and job.fraction == 1.0
    assert job.in_process == use_process


def test_a_job_that_fails_says_why_and_a_stopped_one_answers_no_more():
    job = Job(f"{PLUGIN}:fail", {}, use_process=False)
    assert job.wait(30) and job.result is None and "no luck" in job.error
    job = Job(f"{PLUGIN}:double", {"n": 1, "values": []}, use_process=False)
    job.stop()
    assert job.done and job.error == STOPPED


# ----------------------------------------------------------------------------- the viewer


def open_viewer(app, data, **kw):
    app.scenes.push(MenuScene(app))
    v = ReplayViewer(app, data, use_process=False, **kw)
    app.scenes.push(v)
    return v


def finish(app, v):
    v.lookback.wait(120)
    app.step(0.05)
    assert v.lookback.ready and not v.lookback.running


def test_l_switches_the_look_back_on_and_a_flagged_move_shows_the_coachs_verdict(app):
    data = sample_replay("tile_poker", 1)
    v = open_viewer(app, data)
    assert v.lookback is None
    key(app, pygame.K_l)
    assert v.lookback is not None and app.scenes.top is v
    app.draw()  # the bar while it works: the window never waited
    finish(app, v)
    flagged = sorted(v.lookback.verdicts)
    assert flagged
    k = flagged[0]
    v.go(k)
    game = get_game("tile_poker")
    seat = v.steps.mover(k)
    assert v.data["seats"][seat]["kind"] == "human"
    verdict = v.lookback.verdicts[k]
    better = present.move_label("tile_poker", v.steps.view(k - 1, seat), verdict.better, v.names)
    line = v.lookback.lines_at(k)[0]
    assert line == present.game_words("tile_poker").coach_verdict(better, verdict.loss)
    assert "Ctrl+Z" not in line and better in line
    assert game is v.steps.game
    app.draw()
    key(app, pygame.K_l)  # off again
    assert v.lookback is None


def test_the_look_back_button_and_its_marks_in_the_move_list(app, monkeypatch):
    drawn = []
    import app.scenes.lookback as lb
    real = lb.blit_text
    monkeypatch.setattr(lb, "blit_text", lambda s, m, text, *a, **kw: drawn.append(text) or real(s, m, text, *a, **kw))
    v = open_viewer(app, sample_replay("tile_poker", 1))
    b = next(b for b in v.buttons.buttons if b.fid == "lookback")
    click(v, b.rect(app.metrics).center)
    finish(app, v)
    v.go(0)
    v.scroll = 0
    first = min(v.lookback.verdicts)
    app.draw()
    assert (lb.COACH_MARK in drawn) == (first < v.rows_shown())
    assert next(b for b in v.buttons.buttons if b.fid == "lookback").toggled


def test_a_timer_polls_the_work_so_an_idle_window_shows_its_progress_and_answer(app, monkeypatch):
    # (the idle main loop updates no scene while nothing moves: only a timer wakes it)
    timers = []
    monkeypatch.setattr(app, "after", lambda seconds, fn: timers.append((seconds, fn)))
    v = open_viewer(app, sample_replay("tile_poker", 1))
    key(app, pygame.K_l)
    assert len(timers) == 1 and 0 < timers[0][0] <= 0.5
    v.lookback.job.wait(120)
    __, fn = timers.pop()
    fn()  # the timer fires: the answer is read without any event or update
    assert v.lookback.ready and not v.lookback.running and v.lookback.verdicts
    assert timers == []  # done: no more timers
    key(app, pygame.K_l)  # off, and on again: a new timer for the new work; the old one's is dropped
    key(app, pygame.K_l)
    assert len(timers) == 1 and v.lookback.running
    v.lookback.job.wait(120)
    timers.pop()[1]()
    assert v.lookback.ready


def test_a_games_plug_in_gives_its_summary_marks_and_lines(app, monkeypatch):
    d = descriptor("tile_poker")
    monkeypatch.setitem(games._by_id, "tile_poker", dataclasses.replace(d, lookback=PLUGIN))
    data = sample_replay("tile_poker", 1)
    v = open_viewer(app, data, lookback=True)
    finish(app, v)
    assert v.lookback.error is None
    assert v.lookback.mark(2) == "[plug-in] the second move" and v.lookback.mark(3) is None
    v.go(2)
    lines = v.lookback.lines_at(2)
    assert "Marked: [plug-in] the second move" in lines
    assert f"[plug-in] move 2: {v.steps.label(2)}" in lines
    assert v.lookback.summary() == [f"[plug-in] {len(data['moves'])} moves of Ann's game"]
    app.draw()


def test_lines_beyond_the_box_scroll_with_up_down_and_the_wheel_and_start_again_at_each_move(app, monkeypatch):
    d = descriptor("tile_poker")
    monkeypatch.setitem(games._by_id, "tile_poker", dataclasses.replace(d, lookback=PLUGIN))
    v = open_viewer(app, sample_replay("tile_poker", 1), lookback=True)
    finish(app, v)
    v.go(3)
    app.draw()
    lb = v.lookback
    assert lb.rows_total > lb.rows_room > 0 and lb.scroll == 0
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert lb.scroll == 2
    key(app, pygame.K_UP)
    assert lb.scroll == 1
    for __ in range(40):  # never beyond the last line
        key(app, pygame.K_DOWN)
    app.draw()
    assert lb.scroll == lb.rows_total - lb.rows_room
    monkeypatch.setattr(v, "over_box", lambda: True)
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert lb.scroll == lb.rows_total - lb.rows_room - 1
    first_row = v.scroll
    v.go(4)
    assert lb.scroll == 0 and v.scroll == first_row  # another move: its lines from the top
    app.draw()
    assert lb.rows_total <= lb.rows_room  # (move 4 has one line and the summary)
    key(app, pygame.K_DOWN)
    assert lb.scroll == 0


def test_a_plug_in_that_fails_is_said_and_the_viewer_goes_on(app, monkeypatch):
    d = descriptor("tile_poker")
    monkeypatch.setitem(games._by_id, "tile_poker", dataclasses.replace(d, lookback=f"{PLUGIN}_none"))
    v = open_viewer(app, sample_replay("tile_poker", 1), lookback=True)
    finish(app, v)
    assert v.lookback.error and "ModuleNotFoundError" in v.lookback.error
    v.forward()
    app.draw()


# ----------------------------------------------------------------------------- the tables


def make_table(app, game_id, seed, seats=None, **opts):
    d = descriptor(game_id)
    info = get_game(game_id).info
    n = info.min_players if game_id != "three_thirteen" else 2
    seats = seats or [SeatConfig("Ann")] + [SeatConfig(f"C{i}", "computer", info.levels[0]) for i in range(1, n)]
    options = info.resolve_options({**d.storm.options, **d.storm.end, **opts})
    app.scenes.push(MenuScene(app))
    t = load(d.table)(app, TableConfig(game_id, seats, options, seed))
    t.lookback_in_process = False  # (a thread: the same work, no process to start)
    t.saving = False
    app.scenes.push(t)
    return t


def look_back_button(t):
    return next((b for b in t.buttons.buttons if b.label == "Look back" and b.visible), None)


def worst(t, rng):
    """The move the coach's player values least (a mistake it will flag), else one at random."""
    agent = make_agent(t.game_id, descriptor(t.game_id).hint_level, 1)
    best, values = agent.values(t.view, list(t.legal))
    return min(values, key=values.get) if values else rng.choice(t.legal)


def drive(app, t, rng, stop, limit=30000, choose=None):
    """Play: the human's moves at random (mistakes for the coach to flag; or ``choose(t,
    rng)``), the computers' as they think, the between-deals buttons pressed, until
    ``stop()``."""
    for _ in range(limit):
        if stop():
            return
        assert app.scenes.top is t
        if t.thinking is not None:
            t.finish_thinking_now()
        if t.legal and not t.tweens.busy and t.hold is None:
            if t.game_id == "jammat":
                key(app, pygame.K_c)  # confirm the grid as dealt
            else:
                t.play(choose(t, rng) if choose else rng.choice(t.legal))
            continue
        nxt = [b for b in t.buttons.buttons if b.key == pygame.K_RETURN and b.visible and b.enabled]
        if nxt and not t.over:
            nxt[0].on_click()
        elif t.game_id == "jammat" and t.phase == "reveal" and not t.reveal_done():
            t.skip_reveal()
        app.step(0.05)
    raise AssertionError("the table did not get there")


def check_viewer(app, t, first):
    v = app.scenes.top
    assert isinstance(v, ReplayViewer) and v.lookback is not None and v.k == first
    assert v.data["moves"] == [m.to_json() for m in t.moves]
    finish(app, v)
    assert v.lookback.error is None
    app.draw()
    return v


def show_a_verdict(app, v):
    k = min(v.lookback.verdicts)
    v.go(k)
    seat = v.steps.mover(k)
    assert v.data["seats"][seat]["kind"] == "human"
    line = v.lookback.verdict_line(k)
    assert line and line == v.lookback.lines_at(k)[0] and "Ctrl+Z" not in line
    app.draw()


@pytest.mark.parametrize("game_id,seed", [("tile_poker", 3), ("three_thirteen", 2)])
def test_the_end_screens_look_back_opens_the_viewer_on_the_game(app, game_id, seed):
    t = make_table(app, game_id, seed)
    rng = random.Random(seed)
    drive(app, t, rng, lambda: t.over and look_back_button(t) is not None)
    key(app, pygame.K_l)
    v = check_viewer(app, t, 0)
    assert v.steps.outcome() is not None and not v.steps.unfinished
    assert v.lookback.verdicts
    show_a_verdict(app, v)
    v.close()
    assert app.scenes.top is t


def test_jammats_end_screen_looks_back_by_its_button(app):
    t = make_table(app, "jammat", 5)
    drive(app, t, random.Random(1), lambda: t.over and look_back_button(t) is not None)
    click(t, look_back_button(t).rect(app.metrics).center)
    v = check_viewer(app, t, 0)
    humans = [k for k in range(1, len(v.steps)) if v.lookback.human_move(k)]
    assert humans and set(v.lookback.verdicts) <= set(humans)  # (only Ann's arrangements are judged)
    for k in humans:  # each of Ann's arrangements has the coach's word on it
        line = v.lookback.lines_at(k)[0]
        assert line.startswith("Coach:") and ("Ctrl+Z" not in line)
        assert (line == "Coach: nothing clearly better here.") == (k not in v.lookback.verdicts)


def test_twenty_nine_looks_back_at_each_hand_and_never_shows_the_next_deal(app):
    t = make_table(app, "twenty_nine", 4, hands=3)
    rng = random.Random(4)
    drive(app, t, rng, lambda: t.summary is not None and not t.final and len(t.view.results) == 2, choose=worst)
    # the second hand's summary: the look-back starts at that hand's first move
    game = t.game
    state = game.new_game(t.config.seed, 4, t.config.options)
    first = None
    for i, mv in enumerate(t.moves):
        state = game.apply(state, mv)
        if first is None and len(game.view(state, None).results) == 1:
            first = i + 1
    assert first and first < len(t.moves)
    key(app, pygame.K_l)
    v = check_viewer(app, t, first)
    assert "outcome" not in v.data and v.steps.unfinished
    last = len(v.steps) - 1
    # the state after the hand's last move holds the next deal: that step shows only what all see
    for s in range(4):
        assert v.steps.view(last, s) == game.view(t.full_state(), None)
    assert v.lookback.verdicts and all(k > first for k in v.lookback.verdicts)
    show_a_verdict(app, v)
    v.go(last)
    pv = v.steps.view(last, None)
    for s in range(4):  # no face of any seat's cards there
        assert all(c is None or c == "" for g in v.shown.seat_cards(pv, v.steps.view(last, s), s) for c in g)
    app.draw()
    v.close()
    assert app.scenes.top is t
    drive(app, t, rng, lambda: t.final and look_back_button(t) is not None, choose=worst)
    key(app, pygame.K_l)
    v = check_viewer(app, t, 0)
    assert v.steps.outcome() is not None
    show_a_verdict(app, v)
