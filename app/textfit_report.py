"""The text-fit check over every screen: each screenshot moment drawn in English and in the
pseudo-language at 1280x720 and 800x1000, and in English at the largest text size at
1280x720, with the text recorder on (app.ui.textfit). Found: text out of its box (or cut
by a clip), text over other text, and in the pseudo-language any string left in English.

    python -m app.textfit_report                       # every screen; the report on stdout
    python -m app.textfit_report menu settings about   # only these (--scene names, or a prefix: setup)
    python -m app.textfit_report --out report.txt      # the report into a file
    python -m app.textfit_report --list                # the screens' names

Each screen's block in the report names the screen, then one line per problem: the mode
("en 1280x720", "qps 800x1000", "en largest 1280x720"), what is wrong, the string, and its
rect in window pixels (x, y, w, h) with the box's or the other text's.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from dataclasses import dataclass, field

#: (name, language, window size, text size) of every mode a screen is checked in
MODES = (
    ("en 1280x720", "en", (1280, 720), "normal"),
    ("en 800x1000", "en", (800, 1000), "normal"),
    ("en largest 1280x720", "en", (1280, 720), "largest"),
    ("qps 1280x720", "qps", (1280, 720), "normal"),
    ("qps 800x1000", "qps", (800, 1000), "normal"),
)

#: strings the pseudo-language leaves as they are, and why
SHOWN_AS_IS = {
    "Felt": "the app's name",
    "You": "the player's default name (a name, not a word of the app)",
    "Ann": "the sample games' human player (a name, not a word of the app)",
    "Esc": "a key's name", "Tab": "a key's name", "Enter": "a key's name", "Shift": "a key's name",
    "Ctrl": "a key's name", "Space": "a key's name", "F1": "a key's name", "F11": "a key's name",
}


def moments() -> list[str]:
    """Every screen's name, as ``--scene`` takes it (plus "dialog" and "toast")."""
    from app.games import game_ids
    from app.scenes.menu import table_scene_class

    out = ["menu", "settings", "about", "dialog", "toast"]
    out += [f"rules:{g}" for g in game_ids()] + ["rules:sandbox"]
    out += [f"setup:{g}" for g in game_ids()]
    out += [f"statistics:{g}" for g in game_ids()]
    out += [f"replay:{g}" for g in game_ids()]
    out += [f"replay:{g}:lookback" for g in game_ids()]
    out += ["sandbox", "sandbox:dealt", "sandbox:drag", "sandbox:full"]
    for g in game_ids():
        if table_scene_class(g) is None:
            continue
        try:
            demo = importlib.import_module(f"app.scenes.{g}_demo")
        except ImportError:
            out.append(f"{g}:")
            continue
        out += [f"{g}:{v}" for v in getattr(demo, "VARIANTS", ())]
    return out


def open_moment(app, name: str, seed: int = 1) -> None:
    """Put screen ``name`` on ``app`` (its stack emptied first), as --screenshot does."""
    from app.main import make_scene
    from app.scenes.menu import MenuScene

    while app.scenes.stack:
        app.scenes.stack.pop().exit()
    menu = app.scenes.push(MenuScene(app))
    if name == "dialog":
        from app.i18n import _
        from app.scenes.dialogs import ConfirmDialog

        # (a question the app asks: the table's Leave)
        app.scenes.push(ConfirmDialog(app, _("Leave the table? The game is saved."), lambda: None))
        return
    if name == "toast":
        from app.scenes.settings import SettingsScene

        s = app.scenes.push(SettingsScene(app))
        s.name_field.value = ""
        s.keep_name()  # refused: the toast says why
        return
    if name != "menu":
        scene = app.scenes.push(make_scene(app, name.rstrip(":"), seed))
        prepare = getattr(scene, "after_push", None)
        if prepare:
            prepare()
    del menu


@dataclass
class Found:
    """What one screen showed: per mode, its problems (strings) and the strings left in English."""

    name: str
    problems: dict[str, list[str]] = field(default_factory=dict)
    error: str = ""

    @property
    def ok(self) -> bool:
        return not self.error and not any(self.problems.values())

    def lines(self) -> list[str]:
        if self.error:
            return [f"  could not be shown: {self.error}"]
        return [f"  [{mode}] {p}" for mode, ps in self.problems.items() for p in ps]


def check_moment(app, name: str, modes=MODES, allowed=frozenset(SHOWN_AS_IS)) -> Found:
    """Draw screen ``name`` in every mode with the recorder on; what it found. The screen is
    opened afresh for each language (a question or a toast is worded when it is shown)."""
    from app import i18n
    from app.ui import fonts, textfit

    found = Found(name)
    opened_in = None
    allowed = set(allowed) | {app.settings.player_name}
    from app.scenes.setup import COMPUTER_NAMES

    allowed |= set(COMPUTER_NAMES)
    try:
        for mode, lang, size, text_size in modes:
            with textfit.recording() as rec:
                changed = i18n.set_language(lang)
                if tuple(app.screen.get_size()) != size:
                    app.resize_window(size)
                if fonts.set_scale(fonts.TEXT_SCALES[text_size]):
                    app.settings.text_size = text_size
                    app._on_resize()
                if opened_in != lang:
                    open_moment(app, name)
                    opened_in = lang
                elif changed:
                    app._on_resize()
                rec.draw(app)
            problems = [str(p) for p in rec.problems()]
            if lang == i18n.PSEUDO:
                seen = set()
                for d in rec.texts:
                    if d.text not in seen and textfit.plain_english(d.text, allowed):
                        seen.add(d.text)
                        problems.append(f"plain English: {d.text!r} {tuple(d.rect)}")
            found.problems[mode] = problems
    except Exception as exc:  # a screen that cannot be shown is reported, the others still run
        import traceback

        found.error = f"{type(exc).__name__}: {exc} ({traceback.format_exc(limit=-2).strip().splitlines()[-3]})"
    finally:
        i18n.set_language("en")
        fonts.set_scale(1.0)
    return found


def make_app():
    """A headless App at 1280x720 with default settings, animations off."""
    import pygame

    pygame.display.init()
    pygame.font.init()
    from app.main import install_hooks
    from app.store.settings import Settings
    from app.ui.engine import App

    settings = Settings()
    settings.animation = "off"
    settings.sound = False
    app = App(settings, size=(1280, 720), headless=True)
    install_hooks(app)
    return app


def report(found: list[Found]) -> str:
    bad = [f for f in found if not f.ok]
    out = [f"text fit: {len(found)} screens, {len(found) - len(bad)} without a problem, {len(bad)} with some", ""]
    for f in found:
        if f.ok:
            continue
        lines = f.lines()
        out.append(f"{f.name}: {len(lines)} problem{'s' if len(lines) != 1 else ''}")
        out += lines
        out.append("")
    ok = [f.name for f in found if f.ok]
    out.append("without a problem: " + (", ".join(ok) if ok else "none"))
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m app.textfit_report", description=__doc__.split("\n\n")[0])
    p.add_argument("screens", nargs="*", help="screens to check (a name or a prefix; default: all)")
    p.add_argument("--out", help="write the report to this file (default: stdout)")
    p.add_argument("--list", action="store_true", help="list the screens' names and exit")
    args = p.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if "FELT_HOME" not in os.environ:  # the player's own files are never touched
        import tempfile

        os.environ["FELT_HOME"] = tempfile.mkdtemp(prefix="felt-textfit-")
    names = moments()
    if args.list:
        print("\n".join(names))
        return 0
    if args.screens:
        wanted = [n for n in names if any(n == s or n.startswith(s.rstrip(":") + ":") for s in args.screens)]
        if not wanted:
            print(f"no screen {' '.join(args.screens)!r}; see --list", file=sys.stderr)
            return 2
        names = wanted
    app = make_app()
    found = [check_moment(app, n) for n in names]
    text = report(found)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fp:
            fp.write(text)
        print(f"{args.out}: {sum(not f.ok for f in found)} of {len(found)} screens with problems")
    else:
        sys.stdout.write(text)
    return 0 if all(f.ok for f in found) else 1


if __name__ == "__main__":
    raise SystemExit(main())
