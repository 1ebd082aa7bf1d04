"""A storm of seeded random events over the Three Thirteen table with two humans and a
computer (two decks): no exception, and no frame that shows a hand face up other than the
one at the screen (a card just taken from the discard pile, on its way, is public)."""

import random

import pygame

from app.rules import three_thirteen as TT
from app.scenes.menu import MenuScene
from app.scenes.setup import SeatConfig, TableConfig
from app.scenes.table import PassScreen
from app.scenes.three_thirteen import DISCARD, STOCK, ThreeThirteenTable
from tests.ui.storm import feed, random_event

EVENTS = 2500


def hot_points(app, t):
    m = app.metrics
    top = app.scenes.top
    pts = [b.rect(m).center for b in top.buttons.buttons if b.label != "Menu"] if hasattr(top, "buttons") else []
    if top is t:
        pts += [sp.rect(m).center for sp in t.layer.sprites]
        pts += [m.pt(r[0] + r[2] / 2, r[1] + r[3] / 2) for r in (STOCK, DISCARD)]
    return pts


def purposeful(app, t, rng):
    """A real decision now and then, so the game goes on: a pile, or a card to the discards."""
    m = app.metrics
    E = pygame.event.Event
    enabled = [b for b in t.bar.buttons if b.enabled]
    if enabled and rng.random() < 0.5:
        p = rng.choice(enabled).rect(m).center
        return [E(pygame.MOUSEBUTTONDOWN, button=1, pos=p), E(pygame.MOUSEBUTTONUP, button=1, pos=p)]
    mine = [sp for sp in t.layer.sprites if isinstance(sp.data, tuple) and sp.data[0] == ("hand", t.viewer)]
    if t.view.phase == TT.ASK or not mine:
        piles = [sp for sp in t.layer.sprites if isinstance(sp.data, tuple) and sp.data[0] in ("stock", "discard")]
        if not piles:
            return []
        p = max(piles, key=lambda sp: sp.z).rect(m).center
        return [E(pygame.MOUSEBUTTONDOWN, button=1, pos=p), E(pygame.MOUSEBUTTONUP, button=1, pos=p)]
    a = rng.choice(mine).rect(m).center
    z = m.pt(DISCARD[0] + DISCARD[2] / 2, DISCARD[1] + DISCARD[3] / 2)
    return [E(pygame.MOUSEBUTTONDOWN, button=1, pos=a), E(pygame.MOUSEMOTION, pos=z, rel=(0, 0), buttons=(1, 0, 0)),
            E(pygame.MOUSEBUTTONUP, button=1, pos=z)]


def test_three_thirteen_storm(app):
    rng = random.Random(13)
    app.scenes.push(MenuScene(app))
    seats = [SeatConfig("Ann"), SeatConfig("Cy", "computer", "easy"), SeatConfig("Ben")]
    t = None
    tables = 0
    moves = 0
    for _ in range(EVENTS):
        if t is None or t not in app.scenes.stack:
            if not app.running or app.scenes.top is None:
                app.running = True
                app.scenes.push(MenuScene(app))
            if t is not None:
                moves += len(t.moves)
            t = ThreeThirteenTable(app, TableConfig("three_thirteen", seats, TT.GAME.info.resolve_options({}),
                                                    300 + tables))
            tables += 1
            app.scenes.push(t)
        events = random_event(rng, app, hot_points(app, t))
        if app.scenes.top is t and t.legal and t.reveal is None and rng.random() < 0.35:
            events = purposeful(app, t, rng)
        if rng.random() < 0.15:  # this table's keys
            k = rng.choice([pygame.K_d, pygame.K_t, pygame.K_g, pygame.K_s, pygame.K_m, pygame.K_c, pygame.K_RETURN])
            events = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]
        if any(ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE for ev in events) and rng.random() < 0.9:
            continue  # leaving is tested elsewhere: mostly stay at the table
        feed(app, events)
        if isinstance(app.scenes.top, ThreeThirteenTable) and app.scenes.top.thinking is not None:
            app.scenes.top.finish_thinking_now()
        app.step(0.03)
        app.draw()
        if app.scenes.top is t and not isinstance(app.scenes.top, PassScreen):
            for place, sp in t.animator.sprites.items():
                if isinstance(place[0], tuple) and place[0][0] == "hand" and sp.face_up and sp.card is not None:
                    s = place[0][1]
                    assert s == t.viewer or (t.flying is not None and t.flying[0] == s), (place, t.viewer)
    moves += len(t.moves)
    assert moves > 40  # the storm played on, not only bounced off
