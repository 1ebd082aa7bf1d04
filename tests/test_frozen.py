"""app.frozen: PyInstaller's multiprocessing hook runs only when a process is to be started
or was started by multiprocessing, and once."""

import sys

import pytest

import app.frozen as frozen


@pytest.mark.parametrize("argv,expected", [
    (["felt"], False),
    (["felt", "--frames", "60"], False),
    (["felt", "--autoplay", "jammat"], False),
    (["felt", "--multiprocessing-fork", "tracker_fd=5", "pipe_handle=7"], True),
    (["felt", "-B", "-s", "-c", "from multiprocessing.resource_tracker import main;main(6)"], True),
    (["felt", "--seed", "3", "--multiprocessing-fork"], False),  # only as the first argument
])
def test_which_starts_are_multiprocessings(argv, expected):
    assert frozen.started_by_multiprocessing(argv) is expected


@pytest.fixture
def bundle(tmp_path, monkeypatch):
    """A stand-in bundle folder whose hook file counts its runs."""
    (tmp_path / frozen.HOOK).write_text("import sys\nsys.felt_hook_runs = getattr(sys, 'felt_hook_runs', 0) + 1\n")
    monkeypatch.setattr(frozen, "FROZEN", True)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.setattr(sys, "felt_hook_runs", 0, raising=False)
    frozen.prepare_multiprocessing.cache_clear()
    yield tmp_path
    frozen.prepare_multiprocessing.cache_clear()


def test_in_a_bundle_the_hook_runs_once_before_the_first_process(bundle):
    assert frozen.prepare_multiprocessing() is True
    frozen.prepare_multiprocessing()
    assert sys.felt_hook_runs == 1


def test_a_bundle_started_by_a_person_does_not_run_the_hook(bundle, monkeypatch):
    monkeypatch.setattr(sys, "argv", ["felt", "--frames", "1"])
    frozen.hand_over_if_started_by_multiprocessing()
    assert sys.felt_hook_runs == 0


def test_a_bundle_started_by_multiprocessing_runs_the_hook_then_hands_over(bundle, monkeypatch):
    import multiprocessing

    handed = []
    monkeypatch.setattr(multiprocessing, "freeze_support", lambda: handed.append(sys.felt_hook_runs))
    monkeypatch.setattr(sys, "argv", ["felt", "--multiprocessing-fork", "tracker_fd=5", "pipe_handle=7"])
    frozen.hand_over_if_started_by_multiprocessing()
    assert handed == [1]  # the hook ran first (in a real bundle it replaces freeze_support)


def test_from_source_nothing_is_run(bundle, monkeypatch):
    import multiprocessing

    handed = []
    monkeypatch.setattr(frozen, "FROZEN", False)
    monkeypatch.setattr(multiprocessing, "freeze_support", lambda: handed.append(1))
    monkeypatch.setattr(sys, "argv", ["python", "--multiprocessing-fork"])
    assert frozen.prepare_multiprocessing() is False
    frozen.hand_over_if_started_by_multiprocessing()
    assert sys.felt_hook_runs == 0 and handed == []
