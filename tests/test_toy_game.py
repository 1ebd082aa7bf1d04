"""A sixth game that lives only in the tests (tests/toygame: Toy Eights, a tiny Crazy Eights
for 2-4 players) registers through one descriptor, and every generic part of Felt works for
it without a line of app/ naming it: the contract test, the storms, statistics, replays,
deal codes, the setup screen, autoplay (move for move as app.sim) and app.sim."""

from __future__ import annotations

import pygame
import pytest

from app import games
from app.rules.game import get_game
from tests.rules import test_contract as contract
from tests.toygame import DESCRIPTOR
from tests.ui import storm
from tests.ui.conftest import app  # noqa: F401  (the headless app fixture)

GID = DESCRIPTOR.id


@pytest.fixture(autouse=True)
def toy_game():
    """The toy game registered for one test (the one line a new game adds), then gone."""
    games.register(DESCRIPTOR)
    yield DESCRIPTOR
    games.unregister(GID)


def test_it_is_registered_through_its_descriptor_only():
    assert GID in games.game_ids() and games.descriptor(GID) is DESCRIPTOR
    assert get_game(GID).info.title == "Toy Eights"
    with pytest.raises(ValueError, match="already registered"):
        games.register(DESCRIPTOR)


# ----------------------------------------------------------------------------- the contract test

PLAYOUT_CHECKS = [
    contract.test_random_playouts_end_with_an_outcome,
    contract.test_the_same_seed_and_moves_give_equal_states,
    contract.test_apply_never_mutates_its_input,
    contract.test_every_legal_move_applies_and_round_trips_as_json,
    contract.test_moves_that_are_not_legal_are_refused_with_a_reason_and_change_nothing,
    contract.test_every_view_is_in_one_of_the_games_phases,
    contract.test_views_show_no_card_their_seat_may_not_see,
    contract.test_view_legal_is_the_seats_legal_moves_each_with_a_label,
    contract.test_determinize_gives_a_state_with_the_same_view,
]


@pytest.mark.parametrize("check", PLAYOUT_CHECKS, ids=lambda f: f.__name__[5:])
def test_the_contract_checks_pass(check):
    for setup in range(len(contract.setups(GID))):
        for seed in contract.SEEDS:
            check(GID, seed, setup)


def test_the_contract_game_checks_pass():
    contract.test_malformed_move_json_is_a_move_format_error(GID)
    contract.test_every_game_says_what_each_seat_may_not_see(GID)
    contract.test_game_info_names_levels_that_exist_and_labels_every_option(GID)


def test_the_contract_test_sees_a_leak_in_it(monkeypatch):
    """The leak check looks at the toy game's own hidden_from: a view that shows the stock
    fails it."""
    game = get_game(GID)
    real = game.view
    monkeypatch.setattr(type(game), "view", lambda self, st, seat: real(st, seat) if seat is None else
                        real(st, seat).__class__(**{**vars(real(st, seat)), "pile": st.pile + st.stock}))
    contract._PLAYOUTS.clear()
    with pytest.raises(AssertionError, match="sees"):
        contract.test_views_show_no_card_their_seat_may_not_see(GID, contract.SEEDS[0], 0)
    contract._PLAYOUTS.clear()


# ----------------------------------------------------------------------------- storms


def toy_scenarios():
    """The storm's scenarios of the toy game, built by the storm's own function (its
    SCENARIOS were built when it was imported, before the toy game was registered)."""
    return [s for s in storm._scenarios() if GID in s.name]


def test_the_storm_has_every_scene_of_it():
    names = {s.name for s in toy_scenarios()}
    assert {f"setup:{GID}", f"rules:{GID}", f"replay:{GID}", f"{GID}:start", f"{GID}:humans", f"{GID}:watch",
            f"{GID}:end"} <= names


@pytest.mark.parametrize("name", ["start", "humans", "watch", "end", "setup", "replay", "rules"])
def test_a_short_storm_runs(app, name):
    sc = next(s for s in toy_scenarios() if s.name in (f"{GID}:{name}", f"{name}:{GID}"))
    report = storm.run(app, sc, 40, seed=1)
    assert report.events == 40
    if sc.table:
        assert report.moves > 0 and report.frames_checked > 0, report.line()
        if name == "end":
            assert f"{GID}:over" in report.phases, report.line()


# ----------------------------------------------------------------------------- a table played to its end


def play_to_end(app, table):
    for _ in range(3000):
        if table.over:
            return
        if table.thinking is not None:
            table.finish_thinking_now()
        elif table.legal:
            table.play(table.legal[0])
        app.step(0.05)
    raise AssertionError("the toy table did not finish")


def finished_table(app, seed=5):
    from app.scenes.config import SeatConfig, TableConfig
    from tests.toygame.table import ToyEightsTable

    cfg = TableConfig(GID, [SeatConfig("Ann"), SeatConfig("Ben", "computer", "greedy")],
                      get_game(GID).info.defaults(), seed)
    table = app.scenes.push(ToyEightsTable(app, cfg))
    play_to_end(app, table)
    return table


def test_statistics_record_a_finished_game_and_show_its_tab(app):
    from app.scenes.statistics import StatisticsScene
    from app.store import stats

    table = finished_table(app)
    data, _ = stats.load()
    recs = stats.players(data, GID)
    assert [r["name"] for r in recs] == ["Ann"] and recs[0]["played"] == 1
    figures = dict(stats.figures(GID, recs[0]))
    assert figures["Played"] == "1" and "Best cards left" in figures and "Went out" in figures
    scene = app.scenes.push(StatisticsScene(app, GID))
    tab = next(b for b in scene.buttons.buttons if getattr(b, "fid", "") == f"tab-{GID}")
    assert tab.label == "Toy Eights" and tab.toggled
    assert len(scene.entries) == 1  # the replay kept
    app.draw()
    scene.open_replay(0)
    from app.scenes.replay_viewer import ReplayViewer

    viewer = app.scenes.top
    assert isinstance(viewer, ReplayViewer) and viewer.game_id == GID
    assert len(viewer.steps) == len(table.moves) + 1
    viewer.last()
    app.draw()
    assert viewer.steps.outcome() == table.outcome


def test_a_deal_code_encodes_and_decodes():
    from app.rules import dealcode

    for opts, seed in (({}, 7), ({"hand_size": 7}, 123456789)):
        code = dealcode.encode(GID, opts, seed)
        assert code.startswith(DESCRIPTOR.code_prefix)
        assert dealcode.decode(code) == (GID, get_game(GID).info.resolve_options(opts), seed)


def test_the_setup_screen_opens_and_starts_a_table(app):
    from app.main import make_setup
    from tests.toygame.table import ToyEightsSetup, ToyEightsTable

    setup = make_setup(app, GID)
    assert isinstance(setup, ToyEightsSetup)
    app.scenes.push(setup)
    app.draw()
    start = next(b for b in setup.buttons.buttons if b.label == "Start")
    start.on_click()
    assert isinstance(app.scenes.top, ToyEightsTable)
    play_to_end(app, app.scenes.top)


def test_autoplay_plays_it_to_the_end_as_app_sim_does(app):
    """The table (its computers thinking in their own process) plays the same moves as
    app.sim, seed for seed."""
    from app.scenes.autoplay import autoplay
    from app.sim import play_one

    game = get_game(GID)
    for seed, players in ((3, 2), (4, 3), (5, 4)):
        record = autoplay(app, GID, seed, players, ["greedy", "random"])
        assert record["thinking_in"] == "process"
        levels = ["greedy", "random"] * 2
        sim_moves = []
        outcome, _ = play_one(GID, seed, players, levels[:players], game.info.defaults(),
                              observe=lambda st, seat, move: sim_moves.append(move.to_json()))
        assert record["moves"] == sim_moves and sim_moves
        assert record["outcome"]["scores"] == list(outcome.scores)
        assert record["outcome"]["winners"] == list(outcome.winners)


def test_app_sim_simulates_it(capsys):
    from app.sim import main, simulate

    report = simulate(GID, 3, ["greedy", "random"], games=6, seed=1, swap=True)
    results = {r["agent"]: r for r in report["results"]}
    assert set(results) == {"greedy", "random"}
    assert [r["games"] for r in results.values()] == [12, 12]  # 6 deals, each in both rotations
    assert "went_out" in results["greedy"]["details"]
    assert main([GID, "--players", "2", "--agents", "greedy,random", "--games", "4"]) == 0
    assert "toy_eights: 4 games" in capsys.readouterr().out


# ----------------------------------------------------------------------------- benches and the ladder


def test_the_benches_and_the_ladder_leave_out_a_game_without_a_bench_record(capsys, monkeypatch):
    """The toy game's descriptor has no bench record: each generic bench says it leaves it out
    and goes on with the others; none names it or fails."""
    from bench import bench_levels, bench_memory, bench_tables, ladder

    assert DESCRIPTOR.bench is None
    assert GID not in ladder.planned() and GID not in bench_memory.watched()
    with pytest.raises(ValueError, match="Toy Eights has no ladder plan"):
        ladder.plan(GID)
    with pytest.raises(ValueError, match="Toy Eights has no table moment"):
        bench_tables.moment(GID)
    assert ladder.main(["--plan"]) == 0
    out = capsys.readouterr()
    assert "ladder: Toy Eights left out: it has no ladder plan" in out.err and GID not in out.out
    assert "jammat: normal v easy: 2000 deals" in out.out  # the others as before
    assert ladder.main([GID, "--plan"]) == 2 and f"no game {GID}" in capsys.readouterr().err
    assert GID not in [d.id for d in bench_tables.benched()]
    assert "Toy Eights: no bench record in its descriptor, its table not measured" in capsys.readouterr().out
    monkeypatch.setattr(bench_levels, "descriptors", lambda: [DESCRIPTOR])
    assert bench_levels.main() == []
    assert "Toy Eights: no bench record in its descriptor, not measured" in capsys.readouterr().out


def test_the_ladder_and_the_decision_times_play_it_from_its_bench_record(tmp_path):
    """Given a bench record, the ladder plays the toy game's levels as its plan says and
    writes a file the reader takes; the decision-time bench times its level."""
    import dataclasses

    from app.games.descriptor import BenchSetup, LadderPlan
    from app.store import ladder as fmt
    from bench import bench_levels, ladder

    toy = dataclasses.replace(DESCRIPTOR, levels=("random", "greedy"), bench=BenchSetup(
        ladder=LadderPlan(3, "wins", "game", {"random": 3, "greedy": 3}, {"hand_size": 7}),
        decisions=(2, 1, {}), decision_limits={"greedy": 1000}, moment="start", watch=(2, "greedy")))
    games.unregister(GID)
    games.register(toy)
    assert ladder.pairings(GID) == [("greedy", "random")] and ladder.deals_for(GID, ("greedy", "random"), 1) == 3
    out = tmp_path / "ladder.json"
    assert ladder.main([GID, "--jobs", "1", "--out", str(out)]) == 0
    g = fmt.read(out)["games"][GID]
    assert (g["players"], g["unit"], g["options"]) == (3, "game", {"hand_size": 7})
    greedy, = g["levels"]["greedy"]
    assert greedy["opponent"] == "random" and greedy["games"] == 3 * 2  # three deals, seats swapped
    assert bench_levels.level_times(GID, "greedy", 2, 1, {})
