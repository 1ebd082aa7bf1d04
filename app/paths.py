"""Where Felt's files are: read-only assets (inside the bundle when frozen) and the user's
own files (settings, saves, statistics) under platformdirs' per-user folders."""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "Felt"


def assets_dir() -> Path:
    """The assets folder: sys._MEIPASS/assets in a PyInstaller bundle (never the current
    directory), the repository's assets/ when run from source."""
    if getattr(sys, "frozen", False) and hasattr(sys, "_MEIPASS"):
        return Path(sys._MEIPASS) / "assets"
    return _SOURCE_ASSETS


# resolved once: a resolve is a stat of every folder on the path (slow on some disks, and
# start-up asks for a dozen assets)
_SOURCE_ASSETS = Path(__file__).resolve().parent.parent / "assets"


def locale_dir() -> Path:
    """The compiled catalogues (app/locale/<code>/LC_MESSAGES/felt.mo): inside the bundle at
    sys._MEIPASS/app/locale (build.spec puts them there), else beside this package, from a
    clone and from an installed wheel alike (pyproject's package data)."""
    if getattr(sys, "frozen", False) and hasattr(sys, "_MEIPASS"):
        return Path(sys._MEIPASS) / "app" / "locale"
    return _SOURCE_ASSETS.parent / "app" / "locale"


def asset_path(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def _home_override() -> Path | None:
    # FELT_HOME puts every user file under one folder (tests, portable use).
    value = os.environ.get("FELT_HOME")
    return Path(value) if value else None


def config_dir() -> Path:
    home = _home_override()
    if home:
        return home / "config"
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    home = _home_override()
    if home:
        return home / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
