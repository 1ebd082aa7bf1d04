"""The Jammat table's layout on its own (app.scenes.jammat_layout): the keyboard cursor's
steps, and that what is found under a point is what was placed there, on both stages."""

from types import SimpleNamespace

import pytest

from app.scenes.jammat_layout import Geometry, move_cursor

STAGES = [SimpleNamespace(dw=1280.0, dh=720.0), SimpleNamespace(dw=800.0, dh=1230.0)]


def test_the_cursor_wraps_round_a_2d_grid():
    assert move_cursor("2d", 4, 1, 0) == 5
    assert move_cursor("2d", 5, 1, 0) == 3  # off the right of row 2: back to its left
    assert move_cursor("2d", 1, 0, -1) == 7  # off the top of column 2: to its bottom
    assert move_cursor("2d", 8, 0, 1) == 2


def test_the_cursor_goes_on_into_the_next_layer_of_a_cube():
    assert move_cursor("3d", 2, 1, 0) == 9  # layer 1's right edge: layer 2's left edge, same row
    assert move_cursor("3d", 26, 1, 0) == 6  # the last layer's right edge wraps to the first
    assert move_cursor("3d", 0, -1, 0) == 20
    assert move_cursor("3d", 13, 0, 1) == 16 and move_cursor("3d", 16, 0, 1) == 10


@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize("kind,n_lines", [("2d", 8), ("3d", 49)])
def test_every_line_entry_is_found_under_its_own_place(stage, kind, n_lines):
    geo = Geometry(stage, kind)
    px, py, pw, ph = geo.panel
    found = set()
    for k in range(n_lines):
        if kind == "2d":
            x, y = px + 30, py + 52 + k * 34 + 13
        else:
            col, row = divmod(k, geo.line_rows)
            x, y = px + 14 + col * (pw / geo.line_cols) + 20, py + 44 + row * 20.4 + 9
        found.add(geo.line_at((x, y), suggesting=False))
        if kind == "3d":
            assert geo.line_at((x, y), suggesting=True) is None  # the preview takes the panel
    assert found == set(range(n_lines))
    assert geo.line_at((px - 5, py + 60), suggesting=False) is None


@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize("n,done", [(8, False), (8, True), (49, False), (49, True)])
def test_every_position_box_is_found_under_its_centre(stage, n, done):
    geo = Geometry(stage, "2d" if n == 8 else "3d")
    for i in range(n):
        x, y, w, h = geo.position_box(i, n, done)
        assert geo.position_at((x + w / 2, y + h / 2), n, done) == i
        assert x >= 0 and x + w <= geo.w
    assert geo.position_at((geo.w / 2, geo.lower_y - 40), n, done) is None


@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize("kind,cells", [("2d", 9), ("3d", 27)])
def test_the_cells_being_arranged_do_not_overlap_and_stay_on_the_stage(stage, kind, cells):
    geo = Geometry(stage, kind)
    rects = [geo.cell_rect(i) for i in range(cells)]
    for i, (x, y, w, h) in enumerate(rects):
        assert 0 <= x and x + w <= geo.w and 0 <= y and y + h <= geo.h
        for (x2, y2, w2, h2) in rects[i + 1:]:
            assert x + w <= x2 or x2 + w2 <= x or y + h <= y2 or y2 + h2 <= y
