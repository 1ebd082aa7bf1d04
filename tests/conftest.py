"""Test set-up: SDL's dummy drivers before anything imports pygame, and a private
settings/data folder so tests never touch the user's real files."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

settings.register_profile("felt", deadline=None, max_examples=50)
settings.load_profile("felt")


@pytest.fixture(autouse=True)
def _private_dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("FELT_HOME", str(tmp_path / "felt-home"))
    # English, whatever the machine's locale says (the default setting follows the system's
    # language); a test that switches the language is put back to English after it
    monkeypatch.setenv("LANGUAGE", "en")
    yield
    from app import i18n

    i18n.forget()
    i18n.set_language("en")
