"""Event storms: seeded random events (mouse moves, clicks, drags, wheel, keys, window
resizes down to 640x400) over every scene of the app, fed through the app's dispatch as a
person (or a cat on the keyboard) would, with the checks of a release:

- no exception, whatever arrives in whatever scene;
- at every table on the stack (a table a storm wanders into from the menu or a setup
  screen too): every move the table applied is one the rules allowed at that moment, made by
  the seat the rules had to move (``check_move`` on the state replayed from the seed), and
  the replayed state equals the table's; ``replay`` from the seed checks it once more when
  the table leaves;
- no frame draws a card (or a tile) the seat at the screen has not been shown by the rules:
  every face drawn (``FaceLog``) is in a view the rules gave that seat (or a spectator) at
  some point of the game, and a pass screen draws no face at all.

``SCENARIOS`` names every scene: the menu, each game's setup screen, each table from its
start, with two humans (pass screens), with computers only, in each phase of its rules and
just before its end, the pass screen on its own, a duplicate series' comparison, each
game's rules, settings, statistics, each game's replay viewer, about and the sandbox.
``run(app, scenario, events, seed)`` storms one and returns what it reached (``Report``).
tests/ui/test_storms.py runs them all briefly (FELT_STORM_EVENTS per scene); ``python -m
bench storms`` runs them long."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable

import pygame

from app.games import descriptor, descriptors
from app.rules.game import check_move, get_game, replay
from app.ui.engine import MIN_H, MIN_W, Scene
from app.ui.widgets import ButtonRow
from tests.rules.test_contract import cards_in
from tests.ui.conftest import FaceLog

KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_F1, pygame.K_F11, pygame.K_s, pygame.K_a, pygame.K_c, pygame.K_d,
        pygame.K_f, pygame.K_g, pygame.K_z, pygame.K_y, pygame.K_h, pygame.K_BACKSPACE, pygame.K_1,
        pygame.K_t, pygame.K_p, pygame.K_n, pygame.K_l, pygame.K_m, pygame.K_u, pygame.K_r, pygame.K_PAGEUP,
        pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_DELETE]
SIZES = [(1280, 720), (1024, 600), (800, 1000), (640, 400), (1920, 1080), (900, 1400), (800, 450)]


def random_event(rng: random.Random, app, hot: list[tuple[int, int]] = ()) -> list[pygame.event.Event]:
    """One gesture as a list of events. ``hot`` are points worth hitting more often
    (buttons, cards) so a storm reaches the deeper phases of a scene."""
    w, h = app.screen.get_size()

    def point():
        if hot and rng.random() < 0.5:
            x, y = rng.choice(hot)
            return (x + rng.randint(-4, 4), y + rng.randint(-4, 4))
        return (rng.randrange(w), rng.randrange(h))

    r = rng.random()
    E = pygame.event.Event
    if r < 0.25:
        return [E(pygame.MOUSEMOTION, pos=point(), rel=(0, 0), buttons=(0, 0, 0))]
    if r < 0.45:
        p, b = point(), rng.choice([1, 1, 1, 3])
        return [E(pygame.MOUSEBUTTONDOWN, button=b, pos=p), E(pygame.MOUSEBUTTONUP, button=b, pos=p)]
    if r < 0.6:
        a, z = point(), point()
        out = [E(pygame.MOUSEBUTTONDOWN, button=1, pos=a)]
        for k in range(1, 4):
            out.append(E(pygame.MOUSEMOTION, pos=(a[0] + (z[0] - a[0]) * k // 3, a[1] + (z[1] - a[1]) * k // 3),
                         rel=(0, 0), buttons=(1, 0, 0)))
        if rng.random() < 0.8:  # sometimes the button is still held when the next gesture starts
            out.append(E(pygame.MOUSEBUTTONUP, button=1, pos=z))
        return out
    if r < 0.65:
        return [E(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False)]
    if r < 0.97:
        k = rng.choice(KEYS)
        mod = rng.choice([0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT])
        out = [E(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0), E(pygame.KEYUP, key=k, mod=mod)]
        if rng.random() < 0.1:
            out.insert(1, E(pygame.TEXTINPUT, text=rng.choice("ab1 ")))
        return out
    w, h = rng.choice(SIZES)
    return [E(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))]


def feed(app, events) -> None:
    """The events through ``App.dispatch``. A resize is what the window system does: the
    window takes the new size (never below the least the app allows), then the event comes."""
    for ev in events:
        if ev.type == pygame.VIDEORESIZE and ev.w >= MIN_W and ev.h >= MIN_H:
            pygame.display.set_mode((ev.w, ev.h), pygame.RESIZABLE)
        app.dispatch(ev)


def click_at(pos) -> list[pygame.event.Event]:
    E = pygame.event.Event
    return [E(pygame.MOUSEBUTTONDOWN, button=1, pos=pos), E(pygame.MOUSEBUTTONUP, button=1, pos=pos)]


def drag_events(a, z) -> list[pygame.event.Event]:
    E = pygame.event.Event
    return ([E(pygame.MOUSEBUTTONDOWN, button=1, pos=a)]
            + [E(pygame.MOUSEMOTION, pos=(a[0] + (z[0] - a[0]) * k // 3, a[1] + (z[1] - a[1]) * k // 3),
                 rel=(0, 0), buttons=(1, 0, 0)) for k in range(1, 4)]
            + [E(pygame.MOUSEBUTTONUP, button=1, pos=z)])


def buttons_of(scene) -> list:
    """The visible buttons of a scene (every ButtonRow it holds)."""
    rows = [v for v in vars(scene).values() if isinstance(v, ButtonRow)]
    return [b for row in rows for b in row.buttons if b.visible]


# ================================================================ tables


def table_classes() -> dict:
    from app.games import descriptors, load

    return {d.id: load(d.table) for d in descriptors() if d.table}


def is_table(scene) -> bool:
    from app.scenes.table import TableBase

    return isinstance(scene, TableBase)


NAMES = ("Ann", "Ben", "Cy", "Di", "Eve", "Flo")


def level_for(game_id: str) -> str:
    """The computers' level at a storm's tables: the weakest a table offers (the quickest)."""
    return descriptor(game_id).levels[0]


def seats_for(game_id: str, humans: int, players: int | None = None):
    """``humans`` human seats spread among computers (the quickest level: a storm is
    about the table, not the play)."""
    from app.scenes.config import SeatConfig

    info = get_game(game_id).info
    n = players or max(info.min_players, min(info.max_players, humans + (1 if humans else 2)))
    level = level_for(game_id)
    order = [0, 2, 1, 3, 4, 5] if n >= 4 else list(range(n))  # two humans sit apart where they can
    human_seats = set(order[:humans])
    return [SeatConfig(NAMES[i]) if i in human_seats else SeatConfig(NAMES[i], "computer", level) for i in range(n)]


def storm_options(game_id: str, kind: str = "") -> dict:
    """The option values of a storm's tables over the defaults, as the game's descriptor
    says (``StormSetup``): every table's, with those of a ``kind`` of table ("humans",
    "end") over them."""
    setup = descriptor(game_id).storm
    return {**setup.options, **(getattr(setup, kind) if kind else {})}


def rules_phase(game_id: str, view) -> str:
    """The rules' phase of a view (a name for the report and for starting a storm there)."""
    return get_game(game_id).phase_of(view)


def storm_phases(game_id: str) -> list[str]:
    """The phases of its rules a storm starts a game's table in, besides the start and the
    end: as its descriptor says, else every phase its rules name but the first (where a
    game starts) and the last (over)."""
    phases = descriptor(game_id).storm.phases
    return list(get_game(game_id).phases[1:-1] if phases is None else phases)


SEEDS_TRIED = 50  # seeds tried in turn for a table resumed in a phase


def new_table(app, game_id: str, humans: int, seed: int, phase: str | None = "", options: dict | None = None):
    """A table pushed on the stack: from its start (``phase`` ""), or resumed at a moment
    of random play (a phase of the rules, or None: just before the end). A seed whose random
    play never reaches the phase gives way to the next seed that does (up to SEEDS_TRIED)."""
    from app.scenes.config import TableConfig

    cls = table_classes()[game_id]
    seats = seats_for(game_id, humans)
    opts = get_game(game_id).info.resolve_options({**storm_options(game_id), **(options or {})})
    if phase == "":
        return app.scenes.push(cls(app, TableConfig(game_id, seats, opts, seed)))
    moves = None
    for tried in range(SEEDS_TRIED):  # a seed whose random play misses the phase: the next one
        moves = random_moves(game_id, seats, opts, seed + tried, phase)
        if moves is not None:
            seed += tried
            break
    if moves is None:
        raise LookupError(f"{game_id}: random play from seeds {seed} to {seed + SEEDS_TRIED - 1} "
                          f"never reaches {phase or 'the end'}")
    data = {"game": game_id, "seats": [vars(s) for s in seats], "options": dict(opts), "seed": seed,
            "moves": [m.to_json() for m in moves], "ui": {}}
    return app.scenes.push(cls.resume(app, data))


def random_moves(game_id: str, seats, options, seed: int, phase: str | None, cap: int = 20000) -> list | None:
    """Moves from the start (seed) to the first moment a human seat is to move in ``phase``
    (random legal play), or (``phase`` None) to the last moment a human seat is to move
    before the game ends (computer play at the storm's level: random play may never end);
    None if the play does not get there within ``cap`` moves."""
    from app.ai.base import make_agent

    game = get_game(game_id)
    rng = random.Random(seed)
    state = game.new_game(seed, len(seats), options)
    agents = None
    if phase is None:
        agents = [make_agent(game_id, level_for(game_id), seed * 1009 + i) for i in range(len(seats))]
    moves: list = []
    last_human = None
    while len(moves) < cap:
        seat = game.to_move(state)
        if seat is None:
            return moves[:last_human] if phase is None and last_human is not None else None
        if seats[seat].human:
            if phase is not None and rules_phase(game_id, game.view(state, seat)) == phase:
                return moves
            last_human = len(moves)
        legal = game.legal_moves(state)
        move = agents[seat].choose(game.view(state, seat), legal) if agents else rng.choice(list(legal))
        state = game.apply(state, move)
        moves.append(move)
    return None


class TableCheck:
    """Follows one table: replays its moves through the rules as they come, and keeps, for
    every human seat and for a spectator, every card the rules have shown them."""

    def __init__(self, table):
        self.table = table
        self.game = table.game
        cfg = table.config
        self.seen: dict[int | None, set] = {s: set() for s in [None, *cfg.humans]}
        self.checked = 0  # moves checked (again after an undo)
        self._restart()

    def _restart(self) -> None:
        cfg = self.table.config
        self.state = self.game.new_game(cfg.seed, len(cfg.seats), cfg.options)
        self.n = 0
        self.last = None
        self._look(self.state)

    def _look(self, state) -> None:
        for s, seen in self.seen.items():
            view = self.game.view(state, s)
            seen.update(cards_in(view))
            seen.update(self.table.emblems(view))  # a marker, a counter, an emblem the table draws

    def verify(self) -> None:
        t = self.table
        moves, movers = t.moves, t.movers
        if len(moves) < self.n or (self.n and moves[self.n - 1] is not self.last):
            self._restart()  # an undo, or a move in place of one undone
        for k in range(self.n, len(moves)):
            seat = self.game.to_move(self.state)
            assert movers[k] == seat, f"move {k} ({moves[k]}) by seat {movers[k]}; the rules had {seat} to move"
            why = check_move(self.game, self.state, moves[k])
            assert why is None, f"move {k} ({moves[k]}) applied though the rules refuse it: {why}"
            self.state = self.game.apply(self.state, moves[k])
            self._look(self.state)
            self.checked += 1
        self.n = len(moves)
        self.last = moves[-1] if moves else None
        assert self.state == t.full_state(), "the table's state is not its moves replayed"

    def replay_all(self) -> None:
        """The whole game once more from its seed (``replay``)."""
        cfg = self.table.config
        assert replay(self.game, cfg.seed, len(cfg.seats), cfg.options, self.table.moves) == self.table.full_state()

    def allowed(self, viewer: int | None) -> set:
        return self.seen.get(viewer, set()) | self.seen[None]


# ================================================================ scenarios


@dataclass(frozen=True)
class Scenario:
    name: str
    make: Callable  # (app, seed) -> the scene the storm is about (pushed over the menu)
    table: bool = False  # the storm keeps to the table (most Escs are dropped)
    game: str = ""  # a table's game (a table that replaces itself for a next deal is adopted)


def _menu(app, seed):
    from app.scenes.menu import MenuScene

    return app.scenes.top if isinstance(app.scenes.top, MenuScene) else app.scenes.push(MenuScene(app))


def _named(name):
    def make(app, seed):
        from app.main import make_scene

        return app.scenes.push(make_scene(app, name, seed))
    return make


def _table(gid, humans, phase="", options=None):
    def make(app, seed):
        return new_table(app, gid, humans, seed, phase, options)
    return make


def hides_cards(game_id: str) -> bool:
    """Whether a seat of the game may not see some card at its start (a table of humans
    then passes the screen from one to the next)."""
    game = get_game(game_id)
    players = len(seats_for(game_id, 1))
    state = game.new_game(1, players, game.info.resolve_options(storm_options(game_id)))
    return any(game.hidden_from(state, s) for s in range(players))


def _pass(app, seed):
    """A table of humans (at least two, every seat where the game needs more), its pass
    screen up, in turn for each game that hides cards."""
    from app.scenes.pass_screen import PassScreen

    games = [g for g in table_classes() if hides_cards(g)]
    gid = games[seed % len(games)]
    t = new_table(app, gid, max(2, get_game(gid).info.min_players), seed)
    for _ in range(100):  # (a computer may move first)
        if isinstance(app.scenes.top, PassScreen):
            break
        t.finish_thinking_now()
        app.step(0.1)
    assert isinstance(app.scenes.top, PassScreen), (gid, app.scenes.top)
    return app.scenes.top


def _series(app, seed):
    """A finished game, second of a duplicate series, its comparison screen up (in turn for
    each game)."""
    from app.scenes.series import SeriesScene

    games = list(table_classes())
    gid = games[seed % len(games)]
    t = new_table(app, gid, 1, seed, None, storm_options(gid, "end"))
    for _ in range(2000):
        if t.over:
            break
        if t.thinking is not None:
            t.finish_thinking_now()
        elif t.hold is not None:
            t.continue_play()  # (a result to read)
        elif t.legal:
            t.play(t.legal[0])
        app.step(0.05)
    assert t.over, f"{gid}: the game did not end"
    first = {"scores": [0.0] * len(t.config.seats), "winners": [1], "higher": True}
    t.config.series = [first]
    return app.scenes.push(SeriesScene(app, t))


def _scenarios() -> list[Scenario]:
    games = [d.id for d in descriptors() if d.table]
    out = [Scenario("menu", _menu)]
    out += [Scenario(f"setup:{g}", _named(f"setup:{g}")) for g in games]
    for d in descriptors():
        if not d.table:
            continue
        g = d.id
        out.append(Scenario(f"{g}:start", _table(g, 1), True, g))
        out.append(Scenario(f"{g}:humans", _table(g, 2, "", storm_options(g, "humans")), True, g))
        out.append(Scenario(f"{g}:watch", _table(g, 0), True, g))
        out += [Scenario(f"{g}:{p}", _table(g, 1, p), True, g) for p in storm_phases(g)]
        out.append(Scenario(f"{g}:end", _table(g, 1, None, storm_options(g, "end")), True, g))
    out.append(Scenario("pass", _pass))
    out.append(Scenario("series", _series))
    out += [Scenario(f"rules:{g}", _named(f"rules:{g}")) for g in games + ["sandbox"]]
    out += [Scenario("settings", _named("settings")), Scenario("statistics", _named("statistics"))]
    out += [Scenario(f"replay:{g}", _named(f"replay:{g}")) for g in games]
    out += [Scenario("about", _named("about")), Scenario("sandbox", _named("sandbox"))]
    return out


SCENARIOS: list[Scenario] = _scenarios()
BY_NAME = {s.name: s for s in SCENARIOS}


# ================================================================ the storm


@dataclass
class Report:
    name: str
    events: int = 0  # gestures fed
    moves: int = 0  # moves applied at tables and checked through the rules
    frames_checked: int = 0  # frames whose faces were checked against the seat at the screen
    restarts: int = 0
    phases: set = field(default_factory=set)

    def line(self) -> str:
        return (f"{self.name:28} {self.events:6} events {self.moves:6} moves checked "
                f"{self.frames_checked:6} frames checked {self.restarts:4} restarts  "
                f"phases: {', '.join(sorted(self.phases))}")


class Storm:
    def __init__(self, app, scenario: Scenario, seed: int):
        self.app = app
        self.scenario = scenario
        self.rng = random.Random(seed)
        self.seed = seed
        self.report = Report(scenario.name)
        self.log = FaceLog(app.art)
        app._art = self.log  # every face drawn is recorded
        self.checks: dict[int, TableCheck] = {}
        self.home: Scene | None = None
        self.start()

    # ------------------------------------------------------------ scenes
    def start(self) -> None:
        from app.scenes.menu import MenuScene

        self.finish_tables()
        self.app.running = True
        self.app.scenes.clear_to(MenuScene(self.app))
        self.home = self.scenario.make(self.app, self.seed + self.report.restarts)
        self.report.restarts += 1

    def tables(self) -> list:
        return [s for s in self.app.scenes.stack if is_table(s)]

    def finish_tables(self) -> None:
        """Tables no longer on the stack: their whole game replayed once more."""
        live = {id(t) for t in self.tables()}
        for key in [k for k in self.checks if k not in live]:
            check = self.checks.pop(key)
            check.verify()
            check.replay_all()

    def ensure_home(self) -> None:
        app = self.app
        if not app.running or app.scenes.top is None:
            self.start()
            return
        if self.home in app.scenes.stack:
            return
        game = self.scenario.game
        nxt = [t for t in self.tables() if t.config.game_id == game] if game else []
        if nxt:
            self.home = nxt[-1]  # the next deal or a rematch replaced the table
        else:
            self.start()

    # ------------------------------------------------------------ input
    def hot_points(self, top) -> list:
        m = top.m
        pts = [b.rect(m).center for b in buttons_of(top)]
        layer = getattr(top, "layer", None)
        if layer is not None:
            pts += [sp.rect(m).center for sp in layer.sprites]
        return pts

    def purposeful(self, top) -> list:
        """A real decision: a legal move's card to its target (or clicked), or an enabled
        button, so the storm goes on into the game's later phases."""
        rng, m = self.rng, top.m
        if is_table(top) and top.legal and rng.random() < 0.7:
            choices = top.choices()
            if choices:
                c = rng.choice(choices)
                sprites = [sp for sp in top.layer.sprites if sp.data == c.start]
                if sprites:
                    a = max(sprites, key=lambda sp: sp.z).rect(m).center
                    if c.end is None:
                        return click_at(a)
                    return drag_events(a, m.rect(*top.target_rect(c.end)).center)
        enabled = [b for b in buttons_of(top) if b.enabled and b.label not in ("Menu", "Leave", "Quit")]
        if enabled:
            return click_at(rng.choice(enabled).rect(m).center)
        return []

    def gesture(self) -> list:
        from app.scenes.pass_screen import PassScreen

        top, rng = self.app.scenes.top, self.rng
        if isinstance(top, PassScreen) and self.scenario.name != "pass" and rng.random() < 0.3:
            return click_at(top.button.rect(top.m).center)  # the next player takes over
        if self.scenario.table and rng.random() < 0.35:
            events = self.purposeful(top)
            if events:
                return events
        events = random_event(rng, self.app, self.hot_points(top))
        if top is self.home and any(ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE for ev in events):
            if rng.random() < (0.9 if self.scenario.table else 0.6):
                return []  # mostly stay: leaving is one Esc, the scene is the point
        return events

    # ------------------------------------------------------------ one step
    def step(self) -> None:
        self.ensure_home()
        feed(self.app, self.gesture())
        self.report.events += 1
        for t in self.tables():
            if t.thinking is not None and self.rng.random() < 0.8:
                t.finish_thinking_now()
        self.app.step(self.rng.choice((0.02, 0.05, 0.05, 0.3)))
        self.check()

    def check(self) -> None:
        from app.scenes.pass_screen import PassScreen

        app = self.app
        tables = self.tables()
        for t in tables:
            check = self.checks.get(id(t))
            if check is None or check.table is not t:
                check = self.checks[id(t)] = TableCheck(t)
            before = check.checked
            check.verify()
            self.report.moves += check.checked - before
            problems = t.self_check()
            assert not problems, f"{self.scenario.name}: {'; '.join(problems)}"
        self.finish_tables()
        self.log.faces.clear()
        app._dirty = True
        app.draw()
        visible = app.scenes.visible()
        top = app.scenes.top
        self.report.phases.add(type(top).__name__)
        if tables:
            t = tables[-1]
            self.report.phases.add(f"{t.config.game_id}:{rules_phase(t.config.game_id, t.view)}")
            if isinstance(getattr(t, "phase", None), str):
                self.report.phases.add(f"{t.config.game_id} table:{t.phase}")
            if t.hold:
                self.report.phases.add(f"hold:{t.hold}")
            if t in visible:
                faces = set(self.log.faces)
                shown = faces - self.checks[id(t)].allowed(t.viewer)
                assert not shown, (f"{self.scenario.name}: a frame draws {sorted(map(str, shown))}, not shown by "
                                   f"the rules to seat {t.viewer} (at the screen)")
                self.report.frames_checked += 1
            elif any(isinstance(s, PassScreen) for s in visible):
                assert not self.log.faces, f"{self.scenario.name}: the pass screen shows {self.log.faces}"
                self.report.frames_checked += 1

    def close(self) -> Report:
        from app.scenes.menu import MenuScene

        self.app.scenes.clear_to(MenuScene(self.app))
        self.finish_tables()
        return self.report


def run(app, scenario: Scenario | str, events: int, seed: int = 1) -> Report:
    """Storm ``scenario`` with ``events`` gestures from ``seed``; the report of what it reached."""
    if isinstance(scenario, str):
        scenario = BY_NAME[scenario]
    storm = Storm(app, scenario, seed)
    storm.check()  # the scene as it starts is looked at too (its first gesture may leave the phase it starts in)
    for _ in range(events):
        storm.step()
    return storm.close()
