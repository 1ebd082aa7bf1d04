"""What a table keeps drawn stays bounded while it plays on: the byte-budget cache of
surfaces (rendered text, card art, panels) and a Watch table at the normal animation speed,
whose cards are kept only at the sizes they rest at (bench/bench_memory.py measures the
resident memory over a long Watch)."""

from __future__ import annotations

import pygame
import pytest

from app.ui import cards, fonts
from app.ui.cardart import CardArt
from app.ui.surfcache import SurfaceCache, surface_bytes


def surf(w, h=10):
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_a_surface_cache_keeps_within_its_budget_and_lets_go_of_the_least_recently_used():
    one = surface_bytes(surf(100))
    cache = SurfaceCache(5 * one)
    for k in range(5):
        cache.put(k, surf(100))
    assert cache.get(0) is not None  # 0 used again: 1 is now the least recently used
    cache.put(5, surf(100))
    assert 1 not in cache and 0 in cache and 5 in cache
    assert cache.bytes <= cache.budget
    cache.put(6, surf(100, 1000))  # larger than the budget alone: kept, everything else goes
    assert list(cache) == [6] and cache.bytes == surface_bytes(cache.get(6))
    cache.clear()
    assert len(cache) == 0 and cache.bytes == 0
    with pytest.raises(ValueError):
        SurfaceCache(0)


def test_rendered_text_stays_within_its_budget_after_many_distinct_texts():
    pygame.font.init()
    fonts.forget()
    for k in range(4000):
        fonts.text(f"Computer {k % 7 + 1}: {k} points, {k % 9} tricks", 22, (240, 238, 226), "bold")
    assert fonts.texts.bytes <= fonts.texts.budget
    assert fonts.texts.bytes == sum(surface_bytes(fonts.texts.get(key)) for key in fonts.texts)
    last = fonts.text("Computer 7: 3999 points, 3 tricks", 22, (240, 238, 226), "bold")
    assert fonts.text("Computer 7: 3999 points, 3 tricks", 22, (240, 238, 226), "bold") is last
    fonts.forget()


def test_card_art_stays_within_its_budget_at_many_sizes():
    from app.rules.cards import Card

    art = CardArt()
    art._cache.budget = 2 * 2**20
    for w in range(40, 140):
        art.face(Card("A", "S"), w, int(w * 1.4))
        art.back(w, int(w * 1.4))
    assert 0 < art._cache.bytes <= 2 * 2**20


class ArtSizes:
    """The card art, recording the pixel sizes of the faces and backs asked for."""

    def __init__(self, art, asked: set):
        self.art, self.asked = art, asked

    def face(self, card, w, h):
        self.asked.add((w, h))
        return self.art.face(card, w, h)

    def back(self, w, h):
        self.asked.add((w, h))
        return self.art.back(w, h)

    def __getattr__(self, name):
        return getattr(self.art, name)


def test_a_watch_table_keeps_its_cards_drawn_only_at_the_sizes_they_rest_at(monkeypatch):
    """Twenty-Nine's cards grow from a hand to the trick as they are played: each card was
    drawn and kept at every size it passed through (hundreds of card faces, tens of MB after
    a few minutes of Watch). A card changing size is drawn from its art at the size it lands
    at; the art made is of sizes cards rest at, and stops growing as the table plays on."""
    pygame.display.init()
    pygame.font.init()
    from app.rules.game import get_game
    from app.scenes.menu import MenuScene
    from app.scenes.config import SeatConfig, TableConfig
    from app.scenes.twenty_nine import TwentyNineTable
    from app.store.settings import Settings
    from app.ui.engine import App

    settings = Settings()
    settings.animation = "normal"  # the cards fly and grow as in a window
    settings.sound = False
    app = App(settings, size=(1280, 720), headless=True)
    seats = [SeatConfig(f"Computer {i + 1}", "computer", "easy") for i in range(4)]
    app.scenes.push(MenuScene(app))
    options = get_game("twenty_nine").info.resolve_options({})
    table = TwentyNineTable(app, TableConfig("twenty_nine", seats, options, 11))
    table.saving = False
    app.scenes.push(table)

    resting, asked = set(), set()
    draw = cards.draw_sprite

    def spy(surface, m, art, sp):
        if sp.visible and table.tweens.end_of(sp, "size") is None:
            resting.add(sp.rect(m).size)
        draw(surface, m, ArtSizes(art, asked), sp)

    monkeypatch.setattr(cards, "draw_sprite", spy)
    counts = []
    try:
        for frame in range(20_000):
            if table.thinking is not None:
                table.finish_thinking_now()
            app.step(1 / 60)
            app._dirty = True
            app.draw()
            if len(table.moves) >= 40 * (len(counts) + 1):
                counts.append(len(app.art._cache))
                if len(counts) == 3:
                    break
    finally:
        table.thinker.stop()
        pygame.display.quit()
    assert len(counts) == 3, "the table did not play 120 moves"
    assert asked and asked <= resting, f"card art made at sizes no card rests at: {sorted(asked - resting)}"
    # the art kept after 40 moves is (nearly) all the table ever needs: the last 80 moves
    # add no more than they add cards first seen at a size
    assert counts[2] - counts[0] <= 32
