"""The engine room: the window, the scene stack and the loop.

The loop redraws only when something changed (``App.invalidate``) or moves (a scene's
``update`` returns True while it animates, a drag is under way). When nothing moves it blocks
in ``pygame.event.wait`` so an idle table costs almost no CPU.

Layout: every scene is designed on a logical 1280x720 stage. ``Metrics`` maps it onto the real
window with one uniform scale, centred, so the layout keeps its shape at every size. Cards
and text are rendered for the pixel size that results (never a small bitmap scaled up).

A scene with ``portrait_layout = True`` (the menu, setup, settings, about, dialogs) gets a
taller, narrower stage when the window is much taller than 16:9 (``stage_metrics``): at least
720 logical units wide and as tall as the window's shape allows, so it can lay itself out in
one column instead of shrinking into a letterbox. Every other scene keeps the 16:9 stage.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

import pygame

from app.log import log
from app.ui import fonts, surfcache

if TYPE_CHECKING:  # pragma: no cover
    from app.store.settings import Settings

DESIGN_W, DESIGN_H = 1280, 720
MIN_W, MIN_H = 800, 450
IDLE_NAP_MAX = 0.025  # seconds
PORTRAIT_RATIO = 1.25  # windows narrower than this (w / h) get the column stage
COLUMN_W, COLUMN_H = 720.0, 900.0  # the column stage is at least this wide, this tall
RESIZE_SAVE_DELAY = 1.0  # seconds after the last window resize before its size is saved
FELT = (22, 92, 58)
FELT_DARK = (15, 70, 44)


@dataclass(frozen=True)
class Metrics:
    """Logical stage -> window pixels. ``s`` is the scale; ``ox, oy`` the stage's offset.
    ``dw, dh`` is the logical stage (1280x720 unless a scene asked for the column stage)."""

    w: int
    h: int
    dw: float = DESIGN_W
    dh: float = DESIGN_H
    # worked out once (every drawing call asks for them)
    s: float = field(init=False, repr=False, compare=False)
    ox: float = field(init=False, repr=False, compare=False)
    oy: float = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        s = min(self.w / self.dw, self.h / self.dh)
        object.__setattr__(self, "s", s)
        object.__setattr__(self, "ox", (self.w - self.dw * s) / 2)
        object.__setattr__(self, "oy", (self.h - self.dh * s) / 2)

    @property
    def column(self) -> bool:
        """True on the tall column stage (lay out in one column)."""
        return self.dw < DESIGN_W

    def px(self, v: float) -> int:
        """A logical length in pixels."""
        return max(1, round(v * self.s))

    def pt(self, x: float, y: float) -> tuple[int, int]:
        return round(self.ox + x * self.s), round(self.oy + y * self.s)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        x0, y0 = self.pt(x, y)
        x1, y1 = self.pt(x + w, y + h)
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    def to_logical(self, pos: tuple[int, int]) -> tuple[float, float]:
        return (pos[0] - self.ox) / self.s, (pos[1] - self.oy) / self.s


def stage_metrics(w: int, h: int, portrait_layout: bool = False, min_h: float = COLUMN_H) -> Metrics:
    """The metrics for a window of ``w`` x ``h``: the 16:9 stage, or for a scene that can lay
    itself out in one column, the column stage when the window is narrower than
    PORTRAIT_RATIO: the window's shape, at least COLUMN_W wide and ``min_h`` tall."""
    if portrait_layout and h > 0 and w / h < PORTRAIT_RATIO:
        dw = max(COLUMN_W, max(COLUMN_H, min_h) * w / h)
        return Metrics(w, h, dw, dw * h / w)
    return Metrics(w, h)


class Scene:
    """One screen. The stack calls ``enter`` when it becomes active (also when a dialog above
    it is popped), ``exit`` when it leaves for good, ``resize`` when the window changes."""

    #: a scene that is drawn over the one below it (dialogs); the one below is drawn first
    overlay = False
    #: a name for the title bar / debugging
    title = ""
    #: the scene can lay itself out on the tall column stage (see stage_metrics)
    portrait_layout = False
    #: the least height (logical units) the scene needs on the column stage
    column_min_h = COLUMN_H

    def __init__(self, app: "App"):
        self.app = app

    @property
    def m(self) -> Metrics:
        """This scene's metrics (the app's, or the column stage for a portrait_layout scene)."""
        return self.app.metrics_for(self)

    # life cycle -------------------------------------------------------------
    def enter(self) -> None:
        pass

    def exit(self) -> None:
        pass

    def resize(self, m: Metrics) -> None:
        pass

    # per frame --------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> bool:
        """Advance animations by ``dt`` seconds; True while something still moves."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    # help -------------------------------------------------------------------
    def back(self) -> None:
        """Esc: leave this scene (a table asks first)."""
        self.app.scenes.pop()

    def help_topic(self) -> str | None:
        """The game id whose rules F1 shows, if any."""
        return None


class SceneManager:
    def __init__(self, app: "App"):
        self.app = app
        self.stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        self.stack.append(scene)
        scene.resize(self.app.metrics_for(scene))
        scene.enter()
        self.app.invalidate()
        return scene

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].enter()
        else:
            self.app.quit()
        self.app.invalidate()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.stack:
            self.stack.pop().exit()
        return self.push(scene)

    def clear_to(self, scene: Scene) -> Scene:
        while self.stack:
            self.stack.pop().exit()
        return self.push(scene)

    def visible(self) -> list[Scene]:
        """The top scene and, under overlays, the scenes it is drawn over."""
        out: list[Scene] = []
        for scene in reversed(self.stack):
            out.append(scene)
            if not scene.overlay:
                break
        return list(reversed(out))


_current: "App | None" = None
FRAME_S = 1 / 60  # input-driven redraws at most at the display's usual refresh


def request_redraw(rect: pygame.Rect | None = None) -> None:
    """Something visible changed: the whole window (``rect`` None) or one pixel rect of it.
    Widgets call this when their look changes (a hover), so a mouse move that changes
    nothing draws nothing."""
    if _current is not None:
        _current.invalidate(rect)


class App:
    """The window, settings, shared card art and sounds, the scene stack and the loop.

    Drawing is frugal: a mouse move redraws only when something asked for it
    (``request_redraw``: a hover changed, a card is dragged); a change confined to a few
    rects (a dragged card over a cached table) redraws and presents only those rects
    (``pygame.display.update(rects)``: on a display without a GPU the present is what
    costs, in proportion to the area); input-driven redraws come at most 60 times a second.
    """

    def __init__(self, settings: "Settings", size: tuple[int, int] | None = None,
                 headless: bool = False):
        self.settings = settings
        self.headless = headless
        self.running = True
        self._dirty = True
        self._rects: list[pygame.Rect] = []  # pixel rects to redraw (when not _dirty)
        self._last_draw = 0.0
        self.partial_frames = 0  # frames presented as rects only (tests, bench)
        self.frame_count = 0
        self.notice: str | None = None  # one-line message for the next scene to show
        self._unsaved_told = False  # the settings could not be saved, and that was said
        flags = pygame.RESIZABLE
        w, h = size or tuple(settings.window_size)
        if not pygame.display.get_init():
            pygame.display.init()
        pygame.display.set_caption("Felt")
        set_window_icon()
        self.fullscreen = False
        self.screen = pygame.display.set_mode((w, h), flags)
        self.metrics = Metrics(*self.screen.get_size())
        fonts.set_scale(fonts.TEXT_SCALES[settings.text_size])
        global _current
        _current = self
        self._art = None
        self._sounds = None
        self.scenes = SceneManager(self)
        #: F1's rules screen: ``open_help(app, topic)``, installed by app.main (app/ui knows
        #: no scene)
        self.open_help: Callable[["App", str], None] | None = None
        self.clock = pygame.time.Clock()
        self._timers: list[tuple[float, Callable[[], None]]] = []
        self._size_save_due: float | None = None  # a window resize waiting to be saved
        self._after_first_frame: list[Callable[[], None]] = []
        if settings.fullscreen and not headless:
            self.toggle_fullscreen()
        # the language: app.main chose it before the first scene; a change in Settings is
        # spoken at once, every scene laid out again in the new words
        from app import i18n

        self._language = settings.language
        i18n.subscribe(self._language_changed)

    def after_first_frame(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` once the first frame is on the screen (work that may wait: start-up
        shows the window first). Run at once if a frame is already up."""
        if self.frame_count:
            fn()
        else:
            self._after_first_frame.append(fn)

    def metrics_for(self, scene: Scene | None) -> Metrics:
        """The metrics ``scene`` lays itself out on (see stage_metrics)."""
        if scene is not None and scene.portrait_layout:
            return stage_metrics(self.metrics.w, self.metrics.h, True, scene.column_min_h)
        return self.metrics

    # ------------------------------------------------------------------ state
    @property
    def art(self):
        """The card art (made on first use: the menu draws no cards, so start-up skips it)."""
        if self._art is None:
            from app.ui.cardart import CardArt

            self._art = CardArt()
            self._art.four_colour = self.settings.four_colour
            self._art.back_design = self.settings.card_back
        return self._art

    @property
    def sounds(self):
        if self._sounds is None:
            from app.ui.sound import Sounds

            self._sounds = Sounds()
            self._sounds.enabled = self.settings.sound
        return self._sounds

    @property
    def anim_speed(self) -> float:
        """Multiplier for tween durations; 0 means animations are off."""
        return {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}.get(self.settings.animation, 1.0)

    def invalidate(self, rect: pygame.Rect | None = None) -> None:
        """Redraw the whole window, or (``rect``) just that part of it, on the next frame."""
        if rect is None:
            self._dirty = True
        elif not self._dirty:
            self._rects.append(pygame.Rect(rect))

    @property
    def needs_draw(self) -> bool:
        return self._dirty or bool(self._rects)

    def quit(self) -> None:
        if self._size_save_due is not None:
            self.save_settings()
        self.running = False

    def save_settings(self) -> str | None:
        """Write the settings file now (atomically); a message if it could not be written
        (the detail goes to the log). Headless runs (screenshots, smoke tests) never write."""
        self._size_save_due = None
        if self.headless:
            return None
        from app.store import settings as store

        try:
            store.save(self.settings)
        except OSError as exc:
            log.warning("settings not saved: %s", exc)
            if not self._unsaved_told:  # said once (the next menu shows it), not at every resize
                self._unsaved_told = True
                self.notice = self.notice or str(exc)
            return str(exc)
        return None

    def remember_window_size(self) -> None:
        """The player resized the window: keep its size, saved once the resizing stops."""
        if self.fullscreen:
            return
        size = tuple(self.screen.get_size())
        try:
            self.settings.set("window_size", size)
        except ValueError:
            return
        self._size_save_due = time.perf_counter() + RESIZE_SAVE_DELAY

    def after(self, seconds: float, fn: Callable[[], None]) -> None:
        """Call ``fn`` from the loop after ``seconds`` (keeps the loop awake until then)."""
        self._timers.append((time.perf_counter() + seconds, fn))

    def apply_settings(self) -> None:
        """Push changed settings into the art, sounds and window."""
        s = self.settings
        if self.art.four_colour != s.four_colour or self.art.back_design != s.card_back:
            self.art.four_colour = s.four_colour
            self.art.back_design = s.card_back
            self.art.clear_cache()
        self.sounds.enabled = s.sound
        if fonts.set_scale(fonts.TEXT_SCALES[s.text_size]):
            self._on_resize()  # every screen lays out again for the new text size
        if s.language != self._language:
            from app import i18n

            self._language = s.language
            i18n.set_language(i18n.resolve(s.language))
        if s.fullscreen != self.fullscreen:
            self.toggle_fullscreen()
        elif not self.fullscreen and tuple(self.screen.get_size()) != tuple(s.window_size):
            self.resize_window(tuple(s.window_size))
        self.invalidate()

    def _language_changed(self, code: str) -> None:
        """Every scene lays itself out again in the new language (only the app on screen: one
        that is gone, or an earlier one in the tests, is left alone)."""
        if _current is self and pygame.display.get_init() and pygame.display.get_surface() is self.screen:
            self._on_resize()

    def toggle_fullscreen(self) -> None:
        if self.headless:
            return
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self._windowed = self.screen.get_size()
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(getattr(self, "_windowed", tuple(self.settings.window_size)),
                                                  pygame.RESIZABLE)
        self._on_resize()

    def resize_window(self, size: tuple[int, int]) -> None:
        w, h = max(MIN_W, size[0]), max(MIN_H, size[1])
        self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self._on_resize()

    def _on_resize(self) -> None:
        self.metrics = Metrics(*self.screen.get_size())
        for scene in self.scenes.stack:
            scene.resize(self.metrics_for(scene))
        self.invalidate()

    # ------------------------------------------------------------------ events
    def dispatch(self, ev: pygame.event.Event) -> None:
        """Global keys first (F11, F1, Esc), then the top scene."""
        if ev.type == pygame.QUIT:
            self.quit()
            return
        if ev.type == pygame.VIDEORESIZE and not self.fullscreen:
            if ev.w < MIN_W or ev.h < MIN_H:
                self.resize_window((ev.w, ev.h))
            else:
                self.screen = pygame.display.get_surface()
                self._on_resize()
            self.remember_window_size()
            return
        if ev.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN,
                       pygame.WINDOWSIZECHANGED):
            self.invalidate()
        if ev.type in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            # a hover highlight may need clearing
            self.invalidate()
        top = self.scenes.top
        if top is None:
            return
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_F11:
                self.toggle_fullscreen()
                if self.settings.fullscreen != self.fullscreen:
                    self.settings.fullscreen = self.fullscreen
                    self.save_settings()  # remembered as the player left it
                return
            if ev.key == pygame.K_F1:
                topic = next((s.help_topic() for s in reversed(self.scenes.stack) if s.help_topic()), None)
                if topic and self.open_help is not None and not getattr(top, "is_rules_help", False):
                    self.open_help(self, topic)
                    return
            if ev.key == pygame.K_ESCAPE:
                top.back()
                return
        top.handle_event(ev)
        # a press, a key or the wheel may change anything; a mouse move redraws only what a
        # scene or widget asked for (request_redraw)
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEWHEEL,
                       pygame.TEXTINPUT):
            self.invalidate()

    # ------------------------------------------------------------------ loop
    def draw(self) -> None:
        """Draw the visible scenes: all of the window, or only the rects asked for."""
        rects = [] if self._dirty else [r for r in self._rects if r.w > 0 and r.h > 0]
        self._dirty = False
        self._rects = []
        self._last_draw = time.perf_counter()
        screen = self.screen
        if rects:
            area = rects[0].unionall(rects[1:]).clip(screen.get_rect())
            screen.set_clip(area)
            try:
                screen.fill(FELT_DARK)
                for scene in self.scenes.visible():
                    scene.draw(screen)
            finally:
                screen.set_clip(None)
            pygame.display.update(area)
            self.partial_frames += 1
        else:
            screen.fill(FELT_DARK)
            for scene in self.scenes.visible():
                scene.draw(screen)
            pygame.display.flip()
        self.frame_count += 1
        if self.frame_count % surfcache.SWEEP_FRAMES == 0:
            surfcache.sweep()  # what no frame drew lately is let go of (app.ui.surfcache)

    def step(self, dt: float) -> bool:
        """Update scenes and timers; True if anything still moves."""
        moving = False
        now = time.perf_counter()
        if self._size_save_due is not None:
            if now >= self._size_save_due:
                self.save_settings()
            else:
                moving = True
        if self._timers:
            due = [t for t in self._timers if t[0] <= now]
            if due:
                self._timers = [t for t in self._timers if t[0] > now]
                for _, fn in due:
                    fn()
                self.invalidate()
            # (a timer waiting does not keep the loop awake: the idle naps end at the next one)
        top = self.scenes.top
        if top is not None and top.update(dt):
            moving = True
            self.invalidate()
        return moving

    def run(self, max_frames: int | None = None) -> int:
        """The main loop. With ``max_frames`` it draws that many frames and returns (headless
        runs and the bundle smoke test)."""
        last = time.perf_counter()
        moving = True
        naps = 0
        while self.running and self.scenes.top is not None:
            if max_frames is not None or moving or self.needs_draw:
                events = pygame.event.get()
                naps = 0
            else:
                # Idle. pygame-ce's event.wait() polls every millisecond (about 2 % of a
                # core here), so nap instead: short naps right after activity, growing to
                # IDLE_NAP_MAX, never past the next timer. Input waits at most one nap.
                events = pygame.event.get()
                if not events:
                    if naps % 40 == 39 and self._sounds is not None:
                        self._sounds.rest()  # a quiet table closes the audio device
                    naps += 1
                    nap = min(IDLE_NAP_MAX, 0.002 * naps)
                    if self._timers:
                        nap = max(0.0, min(nap, min(t for t, _ in self._timers) - time.perf_counter()))
                    time.sleep(nap)
                    last = time.perf_counter()  # the nap is not animation time
                    if not self._timers or nap > 0:
                        continue
                else:
                    naps = 0
            for ev in events:
                if ev.type == pygame.NOEVENT:
                    continue
                self.dispatch(ev)
            now = time.perf_counter()
            dt, last = min(0.1, now - last), now
            moving = self.step(dt)
            if self.needs_draw or max_frames is not None:
                wait = self._last_draw + FRAME_S - time.perf_counter()
                if wait > 0 and max_frames is None and not moving:
                    time.sleep(wait)  # input-driven: at most one frame per 1/60 s
                    continue  # gather what came meanwhile into this frame
                if max_frames is not None:
                    self._dirty = True
                self.draw()
            if max_frames is not None and self.frame_count >= max_frames:
                break
            if self._after_first_frame and self.frame_count:
                waiting, self._after_first_frame = self._after_first_frame, []
                for fn in waiting:
                    fn()
            if moving or self.needs_draw:
                self.clock.tick(60)
        return 0

    def screenshot(self, path: str) -> None:
        self.step(0.0)
        self._dirty = True
        self.draw()
        pygame.image.save(self.screen, path)


def set_window_icon(size: int = 64) -> bool:
    """The window's icon: assets/icons/felt-<size>.png (drawn by tools/make_icons.py). Set
    before the window opens; a missing or unreadable file is logged, never fatal."""
    from app.paths import asset_path

    path = asset_path("icons", f"felt-{size}.png")
    try:
        pygame.display.set_icon(pygame.image.load(str(path)))
    except (OSError, pygame.error) as exc:
        log.warning("window icon %s not set: %s", path, exc)
        return False
    return True


def configure_sdl() -> None:
    """SDL hints, set before the display starts.

    SDL_FRAMEBUFFER_ACCELERATION=0 on Linux: SDL otherwise presents the window surface
    through an OpenGL renderer when one exists, and on a display without a GPU (Xvfb, a
    virtual machine: Mesa's software GL) that costs 5 to 8 ms for every frame, even one
    that changed a few rects. The plain X11 path (shared memory) measured 0.2 ms median,
    0.8 ms p99 for a drag frame on the same display (bench/bench_feel.py), and it is the
    path SDL itself takes where there is no GL, so it is sound with a GPU too. Other systems
    keep SDL's choice (not measured here). A value the user set is kept."""
    import sys

    if sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def set_headless_env() -> None:
    """SDL's dummy video/audio drivers for screenshots, tests and the bundle smoke test."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
