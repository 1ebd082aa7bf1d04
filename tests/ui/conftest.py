import pygame
import pytest


@pytest.fixture
def app():
    """A real App on SDL's dummy video driver at 1280x720, with default settings."""
    pygame.display.init()
    pygame.font.init()
    from app.store.settings import Settings
    from app.ui.engine import App

    settings = Settings()
    settings.animation = "off"  # tweens finish at once: tests assert on state, not motion
    a = App(settings, size=(1280, 720), headless=True)
    from app.main import install_hooks

    install_hooks(a)
    yield a
    pygame.display.quit()


def click(scene, pos, button=1):
    scene.app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    scene.app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))


def drag(scene, start, end, steps=5):
    d = scene.app.dispatch
    d(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    for k in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
        d(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    d(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end))


class FaceLog:
    """Wraps the card art and records every card face (and tile face) drawn (hidden cards
    draw as backs)."""

    def __init__(self, art):
        self.art = art
        self.faces = []

    def face(self, card, w, h):
        self.faces.append(card)
        return self.art.face(card, w, h)

    def tile(self, card, size):
        self.faces.append(card)
        return self.art.tile(card, size)

    def __getattr__(self, name):
        return getattr(self.art, name)
