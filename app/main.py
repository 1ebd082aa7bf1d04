"""Start Felt.

    felt                              open the menu
    felt --version                    print the version and exit
    felt --screenshot out.png [--scene NAME] [--size WxH] [--seed N] [--text-size SIZE]
                                      render one screen to a PNG and exit (no window);
                                      --text-size normal, large or largest draws it at
                                      that text size (Settings' Text size; not saved)
    felt --frames N                   run N frames and exit 0 (smoke test)
    felt --autoplay GAME --seed N [--players N] [--levels a,b] [--option k=v ...]
                                      play one game at the table, computers in every seat,
                                      headless; print it as JSON (its moves equal app.sim's)
    felt --code GAME --seed N [--option k=v ...]
                                      print the deal code of that game, options and deal
    felt --code CODE                  print the game, options and seed of a deal code (JSON)
    felt --language fr                speak this language this time (en, fr, hi, or the tests'
                                      pseudo-language qps), whatever the settings say
    felt --check-language fr          print one word in that language from its catalogue and exit
                                      (1, with a line saying why, if the catalogue is not found)

Scene names: menu, sandbox, sandbox:dealt, sandbox:drag, sandbox:full, settings, about,
statistics, statistics:<game>, replay (a replay viewer with a sample game), replay:<game>,
replay:<game>:end (its last position), replay:<game>:lookback (the look-back on, at the first
move the coach flags), rules:<game> (or rules:sandbox), setup:<game> (any game's setup screen, also of a game whose
table is not built yet), learn:<game> or learn:<game>:<step> (a game's lesson at a step,
counted from 1), and each game's id for its table (for example jammat); a game scene
may take a variant after a colon (jammat:arrange).
"""

from __future__ import annotations

import argparse
import os
import sys

from app.i18n import LANGUAGES, PSEUDO


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"size {text!r} is out of range")
    return w, h


def help_formatter(prog: str) -> argparse.HelpFormatter:
    """argparse's formatter with the terminal's width asked of the OS: argparse's own way
    imports shutil (and its compression modules) at every start, help or not."""
    try:
        width = os.get_terminal_size().columns - 2
    except (OSError, ValueError):
        width = 78
    return argparse.HelpFormatter(prog, width=max(40, width))


def build_parser() -> argparse.ArgumentParser:
    from app import __version__

    p = argparse.ArgumentParser(prog="felt", description="Felt, an offline card table.",
                                formatter_class=help_formatter)
    p.add_argument("--version", action="version", version=f"felt {__version__}")
    p.add_argument("--screenshot", metavar="PATH", help="render one screen to a PNG and exit")
    p.add_argument("--scene", default="menu", help="which screen (see the module help)")
    p.add_argument("--size", type=parse_size, default=None, metavar="WxH", help="window size")
    p.add_argument("--text-size", choices=("normal", "large", "largest"), default=None,
                   help="with --screenshot: the text size to draw at (as in Settings; not saved)")
    p.add_argument("--seed", type=int, default=None, help="seed for the shown deal (default 1)")
    p.add_argument("--frames", type=int, default=None, metavar="N", help="run N frames and exit")
    p.add_argument("--autoplay", metavar="GAME", help="play GAME at its table with computers only, print JSON")
    p.add_argument("--players", type=int, default=None, help="seats for --autoplay (default: the minimum)")
    p.add_argument("--levels", default="normal", help="computer levels for --autoplay, seat by seat, repeated")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="a game option (--autoplay, --code)")
    p.add_argument("--code", metavar="GAME_OR_CODE",
                   help="with a game and --seed: print its deal code; with a deal code: print what it names")
    p.add_argument("--language", metavar="CODE", default=None,
                   help="speak this language this time: en, fr, hi (or qps, the tests' pseudo-language)")
    p.add_argument("--check-language", metavar="CODE", default=None,
                   help="print one word translated from that language's catalogue and exit")
    return p


def check_language(code: str) -> int:
    """--check-language: the word "Settings" from ``code``'s catalogue, on one line; exit 1
    if the catalogue is not found (the log says where it was looked for), 2 for a code Felt
    does not speak. Needs no display: the bundle and the release archive are checked with it."""
    from app import i18n
    from app.i18n import _

    try:
        i18n.set_language(code)
    except ValueError as exc:
        print(f"felt: {exc}", file=sys.stderr)
        return 2
    print(_("Settings"))
    return 0 if i18n.found(code) else 1


def quit_pygame() -> None:
    """pygame.quit(), and forget the fonts made before it (dead after it)."""
    import pygame

    from app.ui import fonts

    pygame.quit()
    fonts.forget()


def install_hooks(app) -> None:
    """What app/ui reaches only through hooks (it never imports app/scenes): F1's rules."""

    def open_help(app, topic: str) -> None:
        from app.scenes.rules_help import RulesHelp

        app.scenes.push(RulesHelp(app, topic))

    app.open_help = open_help


def make_scene(app, name: str, seed: int):
    """The scene for a --scene name; ValueError naming it if there is none."""
    base, _, variant = name.partition(":")
    if base == "menu":
        from app.scenes.menu import MenuScene

        return MenuScene(app)
    if base == "sandbox":
        from app.scenes.sandbox import SandboxScene

        return SandboxScene.demo(app, variant, seed)
    if base == "settings":
        from app.scenes.settings import SettingsScene

        return SettingsScene(app)
    if base == "about":
        from app.scenes.about import AboutScene

        return AboutScene(app)
    if base == "setup":
        return make_setup(app, variant)
    if base == "statistics":
        from app.scenes.statistics import StatisticsScene

        return StatisticsScene.demo(app, variant, seed)
    if base == "replay":
        from app.scenes.replay_viewer import ReplayViewer

        return ReplayViewer.demo(app, variant, seed)
    if base == "learn":
        from app.scenes.tutorial import TutorialScene

        return TutorialScene.demo(app, variant)
    if base == "rules":
        from app.scenes.rules_help import RulesHelp

        return RulesHelp(app, variant or "sandbox")
    from app.games import game_ids
    from app.scenes.menu import table_scene_class

    if base in game_ids():
        cls = table_scene_class(base)
        if cls is None:
            raise ValueError(f"the {base} table is not built yet")
        if hasattr(cls, "demo"):
            return cls.demo(app, variant, seed)
        return cls(app)
    tables = ", ".join(t for t in game_ids() if table_scene_class(t) is not None)
    raise ValueError(f"no scene {name!r}; try menu, sandbox, sandbox:dealt, sandbox:drag, "
                     f"sandbox:full, settings, about, statistics, replay, rules:<game>, setup:<game>, learn:<game>, "
                     f"or a table: {tables}")


def make_setup(app, game_id: str):
    """The setup screen of ``game_id``: its own where the game has one, else the shared
    screen (whose Start says the table is not built yet)."""
    from app.games import game_ids
    from app.scenes.menu import table_scene_class
    from app.scenes.setup import GameSetup

    if game_id not in game_ids():
        raise ValueError(f"no game {game_id!r}; games: {', '.join(game_ids())}")
    cls = table_scene_class(game_id)
    if cls is not None and issubclass(cls, GameSetup):
        return cls(app)
    from app.ai.base import agent_levels

    levels = tuple(lv for lv in agent_levels(game_id) if lv != "random") or ("random",)
    return GameSetup(app, game_id, None, levels)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.check_language is not None:
        return check_language(args.check_language)
    if args.code is not None:
        return run_code(args)
    if args.language is not None and args.language not in (*LANGUAGES, PSEUDO):
        print(f"felt: no language {args.language!r}; Felt speaks {', '.join(LANGUAGES)}", file=sys.stderr)
        return 2
    if args.seed is None:
        args.seed = 1
    if args.autoplay:
        return run_autoplay(args)
    if args.text_size and not args.screenshot:
        print("felt: --text-size goes with --screenshot (choose the text size in Settings)", file=sys.stderr)
        return 2
    headless = bool(args.screenshot)
    if headless:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    from app.ui.engine import configure_sdl

    configure_sdl()
    import pygame

    # display and fonts only: the mixer is opened on the first sound (it probes the sound
    # card, which is slow and noisy on machines without one)
    pygame.display.init()
    pygame.font.init()

    from app.store import settings as store
    from app.ui.engine import App

    settings, notice = store.load()
    if args.text_size:
        settings.text_size = args.text_size
    from app import i18n

    i18n.set_language(args.language or i18n.resolve(settings.language))
    app = App(settings, size=args.size, headless=headless or args.frames is not None)
    install_hooks(app)
    app.notice = notice
    if settings.sound and not headless:
        # every effect made off the main thread before it is first needed, once the first
        # frame is up (the synthesis would hold up start-up)
        app.after_first_frame(lambda: app.sounds.warm_up())
    if args.scene != "menu":
        # the menu stays underneath so Esc goes back to it
        from app.scenes.menu import MenuScene

        app.scenes.push(MenuScene(app))
    try:
        scene = make_scene(app, args.scene, args.seed)
    except ValueError as exc:
        print(f"felt: {exc}", file=sys.stderr)
        return 2
    app.scenes.push(scene)
    prepare = getattr(scene, "after_push", None)
    if prepare:
        prepare()  # e.g. a drag in progress for a screenshot
    if args.screenshot:
        app.screenshot(args.screenshot)
        print(args.screenshot)
        quit_pygame()
        return 0
    code = app.run(max_frames=args.frames)
    quit_pygame()
    return code


def parse_options(items: list[str]) -> dict[str, str]:
    """``--option NAME=VALUE`` items as a dict; ValueError naming a malformed one."""
    options = {}
    for item in items:
        if "=" not in item:
            raise ValueError(f"--option needs NAME=VALUE, not {item!r}")
        k, v = item.split("=", 1)
        options[k.strip()] = v.strip()
    return options


def run_code(args) -> int:
    """--code: with a game id and --seed, print the deal code; with a deal code, print the
    game, its options and the seed as one JSON object. A bad request: one line, exit 2."""
    import json

    from app.rules.dealcode import DealCodeError, decode, encode
    from app.games import game_ids

    try:
        if args.code.strip() in game_ids():
            if args.seed is None:
                raise DealCodeError(f"--code {args.code.strip()} needs the deal number: --seed N")
            print(encode(args.code.strip(), parse_options(args.option), args.seed))
        else:
            if args.option or args.seed is not None:
                raise DealCodeError("a deal code already holds its options and deal number: "
                                    "give --code CODE alone, or --code GAME --seed N")
            game_id, options, seed = decode(args.code)
            print(json.dumps({"game": game_id, "options": options, "seed": seed}))
    except ValueError as exc:
        print(f"felt: {exc}", file=sys.stderr)
        return 2
    return 0


def run_autoplay(args) -> int:
    """--autoplay: one JSON object on stdout, exit 0; a bad request: one line, exit 2."""
    import json

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        options = parse_options(args.option)
    except ValueError as exc:
        print(f"felt: {exc}", file=sys.stderr)
        return 2
    import pygame

    pygame.display.init()
    pygame.font.init()
    from app.scenes.autoplay import AutoplayError, autoplay
    from app.store.settings import Settings
    from app.ui.engine import App

    settings = Settings()  # defaults: autoplay neither reads nor writes the user's files
    settings.animation = "off"
    settings.sound = False
    app = App(settings, size=(1280, 720), headless=True)
    install_hooks(app)
    try:
        record = autoplay(app, args.autoplay, args.seed, args.players, args.levels.split(","), options)
    except AutoplayError as exc:
        print(f"felt: {exc}", file=sys.stderr)
        return 2
    finally:
        quit_pygame()
    print(json.dumps(record))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
