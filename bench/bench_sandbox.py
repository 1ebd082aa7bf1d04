"""Sandbox drawing: the median frame time with 104 cards on the table while a card is
dragged (goal: at most 1 ms at 1280x720), a full redraw for comparison, and the frame time
of an idle table. SDL's dummy video driver; the frame is the scene's draw plus the flip."""

from __future__ import annotations

import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def measure(size=(1280, 720), frames=300):
    import pygame

    pygame.display.init()
    pygame.font.init()
    from app.scenes.sandbox import SandboxScene
    from app.store.settings import Settings
    from app.ui.engine import App

    s = Settings()
    s.animation = "off"
    app = App(s, size=size, headless=True)
    scene = SandboxScene.demo(app, "full", seed=1)
    app.scenes.push(scene)
    assert scene.model.count() == 104
    app.draw()  # warm the card caches
    m = app.metrics
    # a full redraw of the table, no cache
    full = []
    for _ in range(60):
        t0 = time.perf_counter()
        app.draw()
        full.append(time.perf_counter() - t0)
    # pick up the top card of the first hand and move it around
    hand = scene.model.piles[1]
    sp = scene.sprites[hand.cards[-1]]
    start = sp.rect(m).center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 20, start[1] - 20), rel=(0, 0), buttons=(1, 0, 0)))
    assert scene.drag.dnd.dragging
    times, cpu = [], []
    for i in range(frames):
        x = 200 + (i * 7) % 900
        y = 150 + (i * 5) % 400
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0)))
        t0, c0 = time.perf_counter(), time.process_time()
        app.step(1 / 60)
        app.draw()
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(x, y)))
    pygame.display.quit()
    return statistics.median(times), max(times), statistics.median(full), sum(cpu) / len(cpu)


def main() -> list[dict]:
    from bench.figures import record

    out = []
    for size in ((1280, 720), (1920, 1080)):
        med, worst, full, cpu = measure(size)
        print(f"   {size[0]}x{size[1]}: drag frame median {1000 * med:.2f} ms (worst {1000 * worst:.2f} ms, "
              f"cpu mean {1000 * cpu:.2f} ms); full redraw median {1000 * full:.2f} ms; 104 cards")
        goal = 1.0 if size == (1280, 720) else None
        out.append(record(f"sandbox drag frame at {size[0]}x{size[1]}, dummy display: median", 1000 * med, "ms",
                          at_most=goal))
    return out


if __name__ == "__main__":
    main()
