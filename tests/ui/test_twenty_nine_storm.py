"""A storm of seeded random events over the Twenty-Nine table with two humans: no exception,
and no frame that shows a hand other than the one at the screen, or the hidden trump to
anyone but the bidder peeking."""

import random

import pygame

from app.rules import twenty_nine as T
from app.scenes.menu import MenuScene
from app.scenes.setup import SeatConfig, TableConfig
from app.scenes.table import PassScreen
from app.scenes.twenty_nine import TwentyNineTable
from tests.ui.storm import feed, random_event
from tests.ui.test_twenty_nine_table import FaceLog, public_ok

EVENTS = 2500


def hot_points(app, t):
    m = app.metrics
    top = app.scenes.top
    pts = [b.rect(m).center for b in top.buttons.buttons if b.label != "Menu"] if hasattr(top, "buttons") else []
    if top is t:
        pts += [sp.rect(m).center for sp in t.layer.sprites]
        x, y, w, h = t.trick_area.bounds()
        pts.append(m.pt(x + w / 2, y + h / 2))
    return pts


def purposeful(app, t, rng):
    m = app.metrics
    E = pygame.event.Event
    enabled = [b for b in t.bar.buttons if b.enabled]
    if enabled:
        p = rng.choice(enabled).rect(m).center
        return [E(pygame.MOUSEBUTTONDOWN, button=1, pos=p), E(pygame.MOUSEBUTTONUP, button=1, pos=p)]
    sp = rng.choice([sp for sp in t.layer.sprites if isinstance(sp.data, tuple) and sp.data[0] == ("hand", t.viewer)])
    a = sp.rect(m).center
    x, y, w, h = t.trick_area.bounds()
    z = m.pt(x + w / 2, y + h / 2)
    return [E(pygame.MOUSEBUTTONDOWN, button=1, pos=a), E(pygame.MOUSEMOTION, pos=z, rel=(0, 0), buttons=(1, 0, 0)),
            E(pygame.MOUSEBUTTONUP, button=1, pos=z)]


def test_twenty_nine_storm(app):
    rng = random.Random(29)
    app.scenes.push(MenuScene(app))
    seats = [SeatConfig("Ann"), SeatConfig("Cy", "computer", "easy"), SeatConfig("Ben"),
             SeatConfig("Di", "computer", "easy")]
    log = FaceLog(app.art)
    app._art = log
    t = None
    tables = 0
    for _ in range(EVENTS):
        if t is None or t not in app.scenes.stack:
            if not app.running or app.scenes.top is None:
                app.running = True
                app.scenes.push(MenuScene(app))
            t = TwentyNineTable(app, TableConfig("twenty_nine", seats, T.GAME.info.resolve_options({}), 100 + tables))
            tables += 1
            app.scenes.push(t)
        events = random_event(rng, app, hot_points(app, t))
        if app.scenes.top is t and t.legal and t.summary is None and t.finished is None and rng.random() < 0.3:
            events = purposeful(app, t, rng)  # now and then a real decision, so the game goes on
        elif isinstance(app.scenes.top, PassScreen) and rng.random() < 0.3:  # the next player takes over
            p = app.scenes.top.button.rect(app.metrics).center
            events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=p),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=p)]
        # the storm's own keys, and this table's: peek, pass, yes/no, ask, last trick
        if rng.random() < 0.15:
            k = rng.choice([pygame.K_t, pygame.K_p, pygame.K_y, pygame.K_n, pygame.K_a, pygame.K_l, pygame.K_RETURN])
            events = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]
            if rng.random() < 0.7:
                events.append(pygame.event.Event(pygame.KEYUP, key=k, mod=0))
        if any(ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE for ev in events) and rng.random() < 0.9:
            continue  # leaving is tested elsewhere: mostly stay at the table
        feed(app, events)
        if isinstance(app.scenes.top, TwentyNineTable) and app.scenes.top.thinking is not None:
            app.scenes.top.finish_thinking_now()
        app.step(0.03)
        log.faces.clear()
        app.draw()
        if t in app.scenes.stack:
            if isinstance(app.scenes.top, PassScreen):
                assert not [c for c in log.faces if c.rank in T.POWER]
            elif app.scenes.top is t:
                public_ok(t, log.faces)
    assert tables < 10 and len(t.moves) > 20  # the storm played on, deep into the game
