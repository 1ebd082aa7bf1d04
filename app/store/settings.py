"""Player settings, kept as JSON in the user config folder.

A broken settings file is reported once (the message is returned by ``load``), moved aside and
replaced by defaults; a single bad value is refused by name and its default kept.

Besides the choices on the Settings screen, the file remembers the window as the player left
it (size and fullscreen), the player's name, and each game's last setup (``last_setup``: game
id -> {"seats": [...], "options": {...}}, checked again by the setup screen when it is used),
and each game's lesson: the step it was left at, whether it was finished and whether the
setup has offered it (``tutorials``)."""

from __future__ import annotations

import copy
import dataclasses
import errno
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.i18n import _
from app.paths import config_dir, data_dir
from app.store.files import BadFile, read_json, writable, write_json
from app.log import log


VERSION = 1
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (1024, 576))
ANIMATION = ("normal", "fast", "slow", "off")
CARD_BACKS = ("lattice", "waves", "rosette")  # app.ui.cardart.BACK_DESIGNS (a test keeps them equal)
TEXT_SIZES = ("normal", "large", "largest")  # app.ui.fonts.TEXT_SCALES gives each its factor
LANGUAGES = ("system", "en", "fr", "hi")  # app.i18n.CHOICES (a test keeps them equal)


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    animation: str = "normal"
    four_colour: bool = False
    card_back: str = "lattice"
    sound: bool = True
    text_size: str = "normal"
    player_name: str = "You"
    language: str = "system"  # the system's language when Felt speaks it, else English
    last_setup: dict[str, dict[str, Any]] = field(default_factory=dict)
    # each game's lesson (app.scenes.tutorial): game id -> {"step": the step it was left at,
    # "done": finished once, "offered": its setup has offered it}
    tutorials: dict[str, dict[str, Any]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d["window_size"] = list(self.window_size)
        d["last_setup"] = copy.deepcopy(self.last_setup)
        d["tutorials"] = copy.deepcopy(self.tutorials)
        d["version"] = VERSION
        return d

    def set(self, name: str, value: Any) -> None:
        """Set one setting; ValueError naming the setting if the value is not allowed."""
        if name == "window_size":
            try:
                w, h = (int(v) for v in value)
            except (TypeError, ValueError):
                raise ValueError(f"setting 'window_size' cannot be {value!r}") from None
            if not (640 <= w <= 7680 and 360 <= h <= 4320):
                raise ValueError(f"setting 'window_size' cannot be {value!r}")
            self.window_size = (w, h)
        elif name in ("fullscreen", "four_colour", "sound"):
            if not isinstance(value, bool):
                raise ValueError(f"setting {name!r} must be true or false, not {value!r}")
            setattr(self, name, value)
        elif name == "animation":
            if value not in ANIMATION:
                raise ValueError(f"setting 'animation' cannot be {value!r}; allowed: {', '.join(ANIMATION)}")
            self.animation = value
        elif name == "card_back":
            if value not in CARD_BACKS:
                raise ValueError(f"setting 'card_back' cannot be {value!r}; allowed: {', '.join(CARD_BACKS)}")
            self.card_back = value
        elif name == "text_size":
            if value not in TEXT_SIZES:
                raise ValueError(f"setting 'text_size' cannot be {value!r}; allowed: {', '.join(TEXT_SIZES)}")
            self.text_size = value
        elif name == "language":
            if value not in LANGUAGES:
                raise ValueError(f"setting 'language' cannot be {value!r}; allowed: {', '.join(LANGUAGES)}")
            self.language = value
        elif name == "player_name":
            if not isinstance(value, str) or not value.strip() or len(value) > 24:
                raise ValueError(f"setting 'player_name' must be 1 to 24 characters, not {value!r}")
            self.player_name = value.strip()
        elif name == "last_setup":
            if not isinstance(value, dict) or not all(
                    isinstance(k, str) and isinstance(v, dict) for k, v in value.items()):
                raise ValueError("setting 'last_setup' must map game ids to setups")
            try:
                size = len(json.dumps(value))
            except (TypeError, ValueError):
                raise ValueError("setting 'last_setup' must be plain JSON") from None
            if size > 20000:
                raise ValueError("setting 'last_setup' is too large")
            self.last_setup = copy.deepcopy(value)
        elif name == "tutorials":
            if not isinstance(value, dict) or len(value) > 50 or not all(
                    isinstance(k, str) and isinstance(v, dict) and _tutorial_ok(v) for k, v in value.items()):
                raise ValueError("setting 'tutorials' must map game ids to a lesson's step, done and offered")
            self.tutorials = copy.deepcopy(value)
        else:
            raise ValueError(f"no setting {name!r}")


def setting_words(name: str) -> str:
    """A setting's name as the Settings screen shows it, in the player's language."""
    words = {"window_size": _("Window size"), "fullscreen": _("Fullscreen (F11)"), "animation": _("Animations"),
             "four_colour": _("Four-colour deck"), "card_back": _("Card back"), "sound": _("Sound effects"),
             "text_size": _("Text size"), "player_name": _("Your name"), "language": _("Language"),
             # TRANSLATORS: a setting: the seats and options each game's setup last started with
             "last_setup": _("the last setup of each game")}
    return words.get(name, name.replace("_", " "))


def _tutorial_ok(v: dict) -> bool:
    """A lesson's record: a step (0 to 999), done and offered (true or false), nothing else."""
    step = v.get("step", 0)
    return (set(v) <= {"step", "done", "offered"} and isinstance(step, int) and not isinstance(step, bool)
            and 0 <= step < 1000 and all(isinstance(v.get(k, False), bool) for k in ("done", "offered")))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load(path: Path | None = None) -> tuple[Settings, str | None]:
    """(settings, message). ``message`` reports, once, a file that was broken or had bad
    values, or (the default file only) that Felt's folders cannot be written, so nothing will
    be saved; the app shows it and carries on with defaults for what was bad."""
    default = path is None
    path = path or settings_path()
    s = Settings()
    try:
        data = read_json(path, "settings", VERSION)
    except BadFile as exc:
        if exc.moved_to is not None:
            _save_quietly(s, path)
        return s, exc.message
    problems = []
    for f in dataclasses.fields(Settings):
        if data is not None and f.name in data:
            try:
                s.set(f.name, data[f.name])
            except ValueError as exc:
                problems.append(f.name)
                log.warning("settings file %s: %s", path, exc)
    if problems:
        _save_quietly(s, path)
        names = ", ".join(setting_words(p) for p in problems)
        # TRANSLATORS: {names} lists the settings' names as Settings shows them ("Animations, Card back")
        return s, _("Some settings were not valid and went back to their defaults: {names}.").format(names=names)
    if default:
        folder = next((d for d in (path.parent, data_dir()) if not writable(d)), None)
        if folder is not None:
            # TRANSLATORS: {folder} is a folder on this computer
            return s, _("Felt cannot write to {folder}: nothing will be saved this time.").format(folder=folder)
    return s, None


def _save_quietly(s: Settings, path: Path) -> None:
    try:
        save(s, path)
    except OSError as exc:  # a read-only folder: the game goes on, the load's message stands
        log.warning("settings not saved: %s", exc)


def save(s: Settings, path: Path | None = None) -> None:
    """Write the settings (atomically). NotSaved (an OSError) if they cannot be written: its
    text is one plain sentence (the system's words go to the log)."""
    path = path or settings_path()
    try:
        write_json(path, s.to_json())
    except OSError as exc:
        log.warning("settings not saved to %s: %s", path, exc)
        raise NotSaved(exc.errno, plain_reason(exc)) from None


class NotSaved(OSError):
    """The settings could not be written. ``strerror`` is the reason in plain words, and
    ``str()`` the whole sentence for the player."""

    def __str__(self) -> str:
        # TRANSLATORS: {reason} is the system's reason (such as "No space left on device")
        return _("The settings could not be saved ({reason}).").format(reason=self.strerror)


def plain_reason(exc: OSError) -> str:
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "no permission to write in its folder"
    if exc.errno == errno.EROFS:
        return "the disk is read-only"
    if exc.errno == errno.ENOSPC:
        return "the disk is full"
    return (exc.strerror or "the system refused").lower()
