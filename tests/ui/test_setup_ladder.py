"""The setup screen shows beside each computer level what the ladder measured
(assets/ladder.json); a missing or broken ladder file shows no figures and changes nothing
else."""

import json
import logging

import pygame
import pytest

from app.main import make_setup
from app.games import descriptor, descriptors
from app.scenes.menu import MenuScene
from app.scenes.setup import COLUMN_MAX_H, LEVEL_SIZE
from app.store import ladder
from app.ui import fonts
from bench.ladder import plan
from tests.store.test_ladder import fig

GAMES = [d.id for d in descriptors()]
SIZES = [(1280, 720), (1920, 1080), (1024, 600), (800, 1000)]


def full_ladder() -> dict:
    """A figure for every level of every game, the longest words each measure gives."""
    games = {}
    for facts in descriptors():
        gid = facts.id
        levels = facts.levels
        if gid == "three_by_three":
            figs = {lv: [fig(None, games=10000, wins=250, draws=0, mean=13.88, mean_interval=[13.8, 13.9])]
                     for lv in levels}
            games[gid] = {"measure": "face_down", "unit": "game", "levels": figs}
        elif gid == "three_thirteen":
            figs = {lv: [fig(levels[i - 1] if i else levels[1], games=10000, wins=5000, draws=0, mean=148.5,
                             opponent_mean=152.25, difference_interval=[-5.0, -1.0])] for i, lv in enumerate(levels)}
            games[gid] = {"measure": "totals", "unit": "game", "levels": figs}
        else:
            figs = {lv: [fig(levels[i - 1] if i else levels[1], games=10000, wins=5000)]
                    for i, lv in enumerate(levels)}
            games[gid] = {"measure": "wins", "unit": plan(gid).unit, "levels": figs}
    return {"version": ladder.VERSION, "felt": "0.1.0", "games": games}


@pytest.fixture
def ladder_file(tmp_path, monkeypatch):
    """Points the reader at a file of the test's own; returns a function writing it."""
    path = tmp_path / "ladder.json"
    monkeypatch.setattr(ladder, "ladder_path", lambda: path)

    def put(content):
        if content is None:
            path.unlink(missing_ok=True)
        else:
            path.write_text(content if isinstance(content, str) else json.dumps(content))
        return path

    return put


def open_setup(app, game, size, seats=None):
    app.resize_window(size)
    app.scenes.push(MenuScene(app))
    setup = app.scenes.push(make_setup(app, game))
    while seats and len(setup.seats) < seats:
        setup.add_seat()
    return setup


def arrangement(setup):
    """Everything on the screen but the measured levels: buttons and fields where they are."""
    m = setup.m
    return ([(b.label, tuple(b.rect(m))) for b in setup.buttons.buttons],
            [tuple(f.rect(m)) for f in setup.name_fields + [setup.seed_field]],
            {k: v for k, v in setup.L.items() if k not in ("levels", "option_rows")},
            [r.rect for r in setup.L["option_rows"]])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_every_level_shows_its_figure_inside_a_panel_without_overlap(app, ladder_file, game, size):
    ladder_file(full_ladder())
    seats = descriptor(game).max_players if game in ("jammat", "three_thirteen") else None
    setup = open_setup(app, game, size, seats)
    m = setup.m
    assert set(setup.level_figures) == set(setup.levels)
    block = setup.L["levels"]
    if block is None:  # only a column already at its longest leaves them out
        without = setup.layout(m, with_levels=False)
        assert m.column and without["height"] + setup.level_block(m, 0, 0, 700).height > COLUMN_MAX_H, \
            f"no room for the levels of {game} at {size}"
        assert without == setup.L
        return
    assert [lv for lv, _, _ in block.rows] == list(setup.levels)
    font = fonts.font(m.px(LEVEL_SIZE))
    for level, top, lines in block.rows:
        assert " ".join(lines).split() == setup.level_figures[level].split()  # nothing cut
        assert all(font.size(line)[0] <= m.px(block.x + block.w - block.text_x) + 1 for line in lines)
    area = m.rect(block.x, block.y, block.w, block.height)
    panels = [m.rect(*setup.L["players"]), m.rect(*setup.L["options"])]
    assert any(p.contains(area) for p in panels)
    for b in setup.buttons.buttons:
        if b.visible:
            assert not area.colliderect(b.rect(m)), b.label
    for f in setup.name_fields + [setup.seed_field]:
        assert not area.colliderect(f.rect(m))
    for row in setup.L["option_rows"]:
        assert not area.colliderect(m.rect(*row.rect))
    app.draw()


@pytest.mark.parametrize("game", GAMES)
def test_the_sentence_is_the_games_own(app, ladder_file, game):
    ladder_file(full_ladder())
    setup = open_setup(app, game, (1280, 720))
    text = setup.level_figures[setup.levels[-1]]
    words = {"jammat": "of deals against", "twenty_nine": "of hands against", "tile_poker": "of games against",
             "three_thirteen": "on average (low wins)", "three_by_three": "cards face down on average"}
    assert words[game] in text and "10,000" in text


@pytest.mark.parametrize("broken", [None, "", "{not json", json.dumps({"version": 99, "games": {}}),
                                    json.dumps({"version": 1, "games": {"jammat": {"measure": "wins"}}})])
@pytest.mark.parametrize("size", [(1280, 720), (800, 1000)])
def test_a_missing_or_broken_file_shows_no_figures_and_nothing_else_changes(app, ladder_file, caplog, broken, size):
    app.settings.tutorials = {"twenty_nine": {"offered": True}}  # (the lesson's one-time offer made already)
    ladder_file(None)
    plain = open_setup(app, "twenty_nine", size)
    expected = arrangement(plain)
    assert plain.level_figures == {} and plain.L["levels"] is None
    app.scenes.pop()
    ladder_file(full_ladder())
    shown = open_setup(app, "twenty_nine", size)
    if not shown.m.column:  # on the 16:9 stage the figures take only free room
        assert arrangement(shown) == expected
    app.scenes.pop()
    ladder_file(broken)
    with caplog.at_level(logging.WARNING, "felt"):
        setup = open_setup(app, "twenty_nine", size)
    assert setup.level_figures == {} and setup.L["levels"] is None
    assert arrangement(setup) == expected
    assert len([r for r in caplog.records if "ladder" in r.getMessage()]) == (0 if broken is None else 1)
    setup.cycle_kind(0)  # the screen works as ever
    assert setup.seats[0].kind == "computer"
    app.draw()


def test_levels_without_a_figure_are_left_out(app, ladder_file):
    data = full_ladder()
    del data["games"]["jammat"]["levels"]["expert"]
    del data["games"]["tile_poker"]
    ladder_file(data)
    setup = open_setup(app, "jammat", (1280, 720))
    assert [lv for lv, _, _ in setup.L["levels"].rows] == ["easy", "normal"]
    app.scenes.pop()
    assert open_setup(app, "tile_poker", (1280, 720)).L["levels"] is None
