"""Seeded random events for storm tests: mouse moves, clicks, drags, wheel, keys and window
resizes fed through the app's dispatch, as a person (or a cat on the keyboard) would."""

from __future__ import annotations

import random

import pygame

KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_F1, pygame.K_F11, pygame.K_s, pygame.K_a, pygame.K_c, pygame.K_d,
        pygame.K_f, pygame.K_g, pygame.K_z, pygame.K_y, pygame.K_h, pygame.K_BACKSPACE, pygame.K_1]
SIZES = [(1280, 720), (1024, 600), (800, 1000), (640, 400), (1920, 1080)]


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
    return [E(pygame.VIDEORESIZE, w=0, h=0, size=rng.choice(SIZES))]


def feed(app, events) -> None:
    for ev in events:
        if ev.type == pygame.VIDEORESIZE:
            app.resize_window(ev.size)
            continue
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F11:
            continue  # fullscreen needs a real display; the dummy driver has none
        app.dispatch(ev)
