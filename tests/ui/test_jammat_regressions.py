"""Regression tests for what a user test of the Jammat table found (each failed before its
fix): a suggestion reaching the wrong seat, Enter passing the pass screen, Apply during a
drag, round-robin results that named nobody, computers waiting for the human, and resume
losing what was on screen."""

import pygame

from app.rules import jammat as J
from app.scenes.jammat import JammatSetup, JammatTable
from app.scenes.jammat_reveal import verdict
from app.scenes.menu import MenuScene
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.pass_screen import PassScreen
from app.store import saves
from tests.ui.conftest import click
from tests.ui.test_jammat_table import FaceLog, cell_point, key, press, run_until, table


def ctrl_key(app, k, shift=False):
    mod = pygame.KMOD_CTRL | (pygame.KMOD_SHIFT if shift else 0)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def test_a_suggestion_never_reaches_the_next_seat(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Ben")], seed=3, grid="3d")
    assert app.scenes.top.name == "Ann"
    press(app, app.scenes.top, "Show my cards")
    key(app, pygame.K_s)  # Ann asks for a suggestion (3D: worked out in the background) ...
    assert t.suggest_ticket is not None
    key(app, pygame.K_c)  # ... and confirms at once
    assert isinstance(app.scenes.top, PassScreen) and app.scenes.top.name == "Ben"
    assert app.scenes.top.name == "Ben"
    press(app, app.scenes.top, "Show my cards")
    t.thinker.settle()  # Ann's suggestion arrives late ...
    for _ in range(3):
        app.step(0.05)
    assert t.viewer == 1 and t.suggestion is None  # Ann's cube is not offered to Ben
    before = list(t.arrangement)
    key(app, pygame.K_a)  # Apply: nothing to apply, and no crash
    assert t.arrangement == before and sorted(before) == sorted(t.full_state().hands[1])


def test_a_suggestion_for_another_hand_is_refused_not_crashing(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bot", "computer", "easy")])
    t.suggestion = tuple(t.full_state().hands[1])  # not Ann's cards
    t.suggest_for = (0, t.full_state().deal)
    before = list(t.arrangement)
    t.apply_suggestion()
    assert t.arrangement == before and t.suggestion is None


def test_apply_during_a_drag_lets_go_of_the_drag_first(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bot", "computer", "easy")])
    t.tweens.finish_all()
    key(app, pygame.K_s)
    best = t.suggestion
    d = app.dispatch
    start, end = cell_point(t, 0), cell_point(t, 8)
    d(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    d(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 40, start[1] + 40), rel=(0, 0), buttons=(1, 0, 0)))
    d(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    assert t.drag.dragging
    key(app, pygame.K_a)
    assert not t.drag.dragging and not t.drag.dnd.targets
    d(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end))
    assert tuple(t.arrangement) == best  # the release swapped nothing
    assert [sp.card for sp in t.sprites] == t.arrangement


def test_enter_pressed_again_and_again_never_passes_the_pass_screen(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Ben")], seed=8, deals=2)
    for name in ("Ann", "Ben"):
        assert app.scenes.top.name == name
        press(app, app.scenes.top, "Show my cards")
        key(app, pygame.K_c)
    assert t.phase == "reveal"
    log = FaceLog(app.art)
    app._art = log
    for _ in range(6):  # Skip, Next deal, then Enter again and again
        key(app, pygame.K_RETURN)
        app.step(0.05)
    assert isinstance(app.scenes.top, PassScreen) and app.scenes.top.name == "Ann"
    log.faces.clear()
    app.draw()
    assert log.faces == []
    # a deliberate keyboard path: Tab puts the focus on the button, then Enter
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert app.scenes.top is t and t.viewer == 0


def test_round_robin_result_names_who_won_and_shows_the_pairings(app):
    seats = [SeatConfig("Ann"), SeatConfig("Bo", "computer", "easy"), SeatConfig("Cy", "computer", "easy"),
             SeatConfig("Di", "computer", "normal")]
    t = table(app, seats, seed=4, compare="round_robin")
    key(app, pygame.K_c)
    run_until(app, lambda: t.phase == "reveal")
    t.skip_reveal()
    res = t.deal_result
    head, detail = verdict(res, [t.seat_name(s) for s in range(len(t.seats))])
    names = [s.name for s in seats]
    assert any(names[w] in head for w in res.winners)
    for s, name in enumerate(names):  # every pairing score, with its name
        assert name in detail
        score = res.pairing_scores[s]
        assert (str(int(score)) if score == int(score) else f"{int(score) or ''}\u00bd") in detail
    assert "Pairings" in detail
    app.draw()


def test_positional_result_names_the_positions_won(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bo", "computer", "easy")], seed=4)
    key(app, pygame.K_c)
    run_until(app, lambda: t.phase == "reveal")
    res = t.deal_result
    head, detail = verdict(res, [t.seat_name(s) for s in range(len(t.seats))])
    assert f"Ann {res.position_wins[0]}" in detail and f"Bo {res.position_wins[1]}" in detail


def test_computers_arrange_while_the_human_does(app):
    app.settings.animation = "normal"  # the pacing pause applies
    seats = [SeatConfig("Ann")] + [SeatConfig(n, "computer", "easy") for n in ("Bo", "Cy", "Di", "Ed")]
    t = table(app, seats, seed=9)
    assert t.phase == "arrange" and t.asked_ahead == {1, 2, 3, 4}  # started with the deal
    t.thinker.settle()
    key(app, pygame.K_c)
    for _ in range(6):  # no pause per computer: their arrangements are ready and go in at once
        app.step(0.0)
    assert t.phase == "reveal" and len(t.full_state().history) == 1


def test_undo_and_redo_swaps(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bo", "computer", "easy")])
    dealt = list(t.arrangement)
    t.swap(0, 1)
    t.swap(2, 3)
    after = list(t.arrangement)
    ctrl_key(app, pygame.K_z)
    ctrl_key(app, pygame.K_z)
    assert t.arrangement == dealt
    ctrl_key(app, pygame.K_y)
    ctrl_key(app, pygame.K_z, shift=True)
    assert t.arrangement == after and [sp.card for sp in t.sprites] == after


def resume(app):
    app.scenes.clear_to(MenuScene(app))
    setup = JammatSetup(app)
    app.scenes.push(setup)
    press(app, setup, "Resume saved game")
    return app.scenes.top


def test_resume_shows_the_result_that_was_on_screen(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bo", "computer", "easy")], seed=12, deals=2)
    key(app, pygame.K_c)
    run_until(app, lambda: t.phase == "reveal")
    result = t.deal_result
    # the program is killed here: nothing more is written; a new start resumes
    t2 = resume(app)
    assert isinstance(t2, JammatTable) and t2.phase == "reveal" and t2.deal_result == result
    assert t2.reveal_done() and "Next deal" in [b.label for b in t2.buttons.buttons]
    press(app, t2, "Next deal")
    assert t2.phase == "arrange" and saves.read("jammat")["ui"].get("reveal") is None


def test_resume_keeps_an_arrangement_not_yet_confirmed(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bo", "computer", "easy")], seed=13)
    t.swap(0, 8)
    t.swap(1, 5)
    laid = list(t.arrangement)
    t2 = resume(app)
    assert isinstance(t2, JammatTable) and t2.phase == "arrange" and t2.arrangement == laid
    assert [sp.card for sp in t2.sprites] == laid


def test_resume_ignores_an_arrangement_of_other_cards(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Bo", "computer", "easy")], seed=13)
    data = saves.read("jammat") or {}
    saves.write("jammat", [vars(s) for s in t.seats], dict(t.config.options), t.config.seed, [], "",
                {"arranging": 0, "deal": 0, "cards": ["AS"] * 9})
    t2 = resume(app)
    assert t2.arrangement == list(t2.full_state().hands[0])
    assert data is not None


def test_a_screenshot_writes_nothing_to_the_players_files(tmp_path, monkeypatch):
    import os

    monkeypatch.setenv("FELT_HOME", str(tmp_path / "home"))
    from app.main import main

    for scene in ("jammat:arrange", "jammat:suggest", "jammat:results", "jammat:pass"):
        assert main(["--screenshot", str(tmp_path / "shot.png"), "--scene", scene]) == 0
    written = [p for p in (tmp_path / "home").rglob("*") if p.is_file()] if (tmp_path / "home").exists() else []
    assert written == [], written
    assert os.path.exists(tmp_path / "shot.png")


def test_a_finished_game_is_recorded_once(app):
    from app.store import replays, stats

    t = table(app, [SeatConfig("Ann"), SeatConfig("Bo", "computer", "easy")], seed=31)
    key(app, pygame.K_c)
    run_until(app, lambda: t.phase == "reveal")
    assert t.over and t.recorded
    data, _ = stats.load()
    rec = stats.players(data, "jammat")
    assert [r["name"] for r in rec] == ["Ann"] and rec[0]["played"] == 1
    kept, _ = replays.entries("jammat")
    assert len(kept) == 1
    # killed with the result on screen: a new start resumes it and counts nothing again
    setup = app.scenes.push(JammatSetup(app))
    press(app, setup, "Resume saved game")
    t2 = app.scenes.top
    assert isinstance(t2, JammatTable) and t2.recorded and t2.phase == "reveal"
    app.scenes.pop()  # leaving the result: the save goes, the statistics stay
    assert saves.read("jammat") is None
    data, _ = stats.load()
    assert stats.players(data, "jammat")[0]["played"] == 1


def test_ctrl_c_shows_the_deal_code_that_opens_this_deal(app):
    from app.rules import dealcode

    t = table(app, [SeatConfig("Ann"), SeatConfig("Bo", "computer", "easy")], seed=4242, compare="round_robin")
    ctrl_key(app, pygame.K_c)
    code = t.deal_code()
    assert code in t.toast.message
    assert dealcode.decode(code) == ("jammat", dict(t.config.options), 4242)
