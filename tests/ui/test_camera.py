"""app.ui.camera: board cells <-> logical stage rects; pan, zoom around a point, fit."""

import random

import pytest

from app.ui.camera import Camera

VIEW = (292.0, 62.0, 976.0, 540.0)


def centre_of(rect):
    return rect[0] + rect[2] / 2, rect[1] + rect[3] / 2


def test_a_cell_maps_to_a_square_rect_and_back():
    cam = Camera(VIEW, cell=50.0)
    for cell in [(0, 0), (3, -2), (-7, 5)]:
        r = cam.cell_rect(cell)
        assert r[2] == r[3] == 50.0
        assert cam.cell_of(centre_of(r)) == cell
        # the corners just inside belong to the cell too
        assert cam.cell_of((r[0] + 0.01, r[1] + 0.01)) == cell
        assert cam.cell_of((r[0] + r[2] - 0.01, r[1] + r[3] - 0.01)) == cell
    assert cam.cell_at((10.0, 10.0)) is None  # outside the viewport


@pytest.mark.parametrize("seed", range(5))
def test_zoom_keeps_the_point_under_the_pointer(seed):
    rng = random.Random(seed)
    cam = Camera(VIEW, cell=60.0, min_cell=10.0, max_cell=400.0)
    cam.pan(rng.uniform(-300, 300), rng.uniform(-200, 200))
    for _ in range(20):
        p = (rng.uniform(VIEW[0], VIEW[0] + VIEW[2]), rng.uniform(VIEW[1], VIEW[1] + VIEW[3]))
        before = cam.to_board(p)
        cell = cam.cell_at(p)
        cam.zoom_at(p, rng.choice([1.2, 1 / 1.2, 1.5, 0.7]))
        after = cam.to_board(p)
        assert after == pytest.approx(before, abs=1e-9)
        assert cam.cell_at(p) == cell
    assert cam.moved


def test_zoom_is_clamped_and_a_clamped_zoom_changes_nothing():
    cam = Camera(VIEW, cell=60.0, min_cell=20.0, max_cell=100.0)
    for _ in range(30):
        cam.step_zoom(1, (500.0, 300.0))
    assert cam.cell == 100.0
    v = cam.version
    cam.step_zoom(1, (500.0, 300.0))
    assert cam.version == v
    for _ in range(30):
        cam.step_zoom(-1)
    assert cam.cell == 20.0


def test_pan_moves_the_board_with_the_pointer():
    cam = Camera(VIEW, cell=40.0)
    p = (700.0, 300.0)
    cell = cam.cell_of(p)
    cam.pan(130.0, -45.0)
    assert cam.cell_of((p[0] + 130.0, p[1] - 45.0)) == cell
    assert cam.moved


@pytest.mark.parametrize("seed", range(8))
def test_fit_shows_every_cell_whole(seed):
    rng = random.Random(seed)
    cam = Camera(VIEW, cell=60.0, min_cell=22.0, fit_max=84.0, margin=1.3)
    cam.pan(999.0, -999.0)
    cam.step_zoom(3)
    ox, oy = rng.randint(-30, 30), rng.randint(-30, 30)
    cells = [(ox + rng.randint(-8, 8), oy + rng.randint(-5, 5)) for _ in range(52)]
    cam.fit(cells)
    assert not cam.moved
    assert all(cam.cell_visible(c, whole=True) for c in cells)
    # with room for the neighbouring cells, where the next tile may go
    for x, y in cells:
        assert cam.cell_visible((x + 1, y), whole=True) and cam.cell_visible((x, y - 1), whole=True)


def test_follow_fits_until_the_player_moves_the_camera():
    cam = Camera(VIEW, cell=60.0)
    assert cam.follow([(0, 0), (1, 0)])
    cam.pan(10, 0)
    c = (cam.cx, cam.cy, cam.cell)
    assert not cam.follow([(0, 0), (9, 9)])
    assert (cam.cx, cam.cy, cam.cell) == c
    cam.fit([(0, 0)])  # a fit by the player hands it back
    assert cam.follow([(0, 0), (5, 0)])


def test_state_round_trips_and_bad_data_changes_nothing():
    cam = Camera(VIEW, cell=60.0)
    cam.pan(33, 12)
    cam.step_zoom(2)
    other = Camera(VIEW)
    assert other.restore(cam.state())
    assert other.state() == cam.state()
    before = other.state()
    for bad in [None, {}, {"cx": "x", "cy": 0, "cell": 50, "moved": False},
                {"cx": 0, "cy": 0, "cell": 1e9, "moved": False}]:
        assert not other.restore(bad)
        assert other.state() == before


@pytest.mark.parametrize("seed", range(6))
def test_the_camera_never_goes_below_the_least_cell_and_pans_instead(seed):
    """Issue 31 item 17: a long board does not shrink its tiles below the least readable
    size; the fit keeps the focus cell (the last tile placed) in sight instead."""
    rng = random.Random(seed)
    cam = Camera(VIEW, cell=60.0, min_cell=22.0, fit_max=84.0, margin=1.3)
    cam.set_limits(min_cell=40.0)
    x, y = 0, 0
    cells = [(0, 0)]
    for _ in range(51):  # a long snake of a board, far wider than 976 / 40 cells
        x, y = x + rng.choice((1, 1, 1, 0)), y + rng.choice((0, 0, 1, -1))
        cells.append((x, y))
    focus = rng.choice(cells)
    cam.fit(cells, focus=focus)
    assert cam.cell >= 40.0
    assert cam.cell_visible(focus, whole=True)
    assert cam.follow(cells + [(x + 1, y)], focus=(x + 1, y)) and cam.cell_visible((x + 1, y), whole=True)
    for _ in range(40):
        cam.step_zoom(-1, (400.0, 300.0))
        assert cam.cell >= 40.0
    assert not cam.restore({"cx": 0.0, "cy": 0.0, "cell": 30.0, "moved": True})  # a save from a larger window
    assert cam.cell >= 40.0
    cam.set_limits(viewport=(12.0, 100.0, 776.0, 470.0), min_cell=50.0)  # the window changed shape
    assert cam.cell >= 50.0 and cam.viewport == (12.0, 100.0, 776.0, 470.0)
