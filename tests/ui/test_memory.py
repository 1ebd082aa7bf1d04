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
            resting.add((m.px(sp.size[0]), m.px(sp.size[1])))  # its size, wherever it lies
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


def test_a_sweep_lets_go_of_what_no_frame_used_since_the_sweep_before():
    from app.ui import surfcache

    cache = SurfaceCache(10**9)  # a budget never reached: only the sweeps let go
    for k in "abc":
        cache.put(k, surf(100))
    surfcache.sweep()  # all three were used in the period that ended
    assert set(cache) == {"a", "b", "c"}
    assert cache.get("a") is not None
    cache.put("d", surf(100))
    surfcache.sweep()  # b and c were not used since the sweep before
    assert set(cache) == {"a", "d"} and cache.bytes == 2 * surface_bytes(surf(100))
    cache.put("b", surf(100))  # needed again: drawn again, kept again
    surfcache.sweep()
    assert set(cache) == {"b"}
    surfcache.sweep()
    assert len(cache) == 0 and cache.bytes == 0


class AskedArt:
    """Records, by the key the card art keeps it under, the frame each drawing was last asked
    for (faces, backs, tiles, tile backs)."""

    def __init__(self, monkeypatch, app):
        self.last: dict = {}
        self.app = app
        for kind in ("face", "back", "tile", "tile_back"):
            self._spy(monkeypatch, kind)

    def _spy(self, monkeypatch, kind):
        real = getattr(CardArt, kind)
        last, app = self.last, self.app

        def spy(art, *args):
            if kind in ("face", "back"):
                card, w, h = (None, *args) if kind == "back" else args
            else:
                card, w = (None, *args) if kind == "tile_back" else args
                h = w
            last[(kind, card, w, h)] = app.frame_count
            return real(art, *args)

        monkeypatch.setattr(CardArt, kind, spy)

    def stale(self, art, frames: int) -> list:
        """What the art keeps that was not asked for in the last ``frames`` frames."""
        now = self.app.frame_count
        return [key[:4] for key in art._cache if now - self.last.get(key[:4], -10**9) > frames]


PERIOD = 150  # frames between sweeps in these tests (a window's: half a minute of frames)


def watch_app(monkeypatch, size=(1280, 720)):
    from app.scenes.menu import MenuScene
    from app.store.settings import Settings
    from app.ui import surfcache
    from app.ui.engine import App

    monkeypatch.setattr(surfcache, "SWEEP_FRAMES", PERIOD, raising=False)
    pygame.display.init()
    pygame.font.init()
    settings = Settings()
    settings.animation = "normal"
    settings.sound = False
    app = App(settings, size=size, headless=True)
    app.scenes.push(MenuScene(app))
    return app


def watch_table(app, game_id, seats_n, level, seed):
    from app.rules.game import get_game
    from app.scenes.autoplay import table_class
    from app.scenes.config import SeatConfig, TableConfig

    seats = [SeatConfig(f"Computer {i + 1}", "computer", level) for i in range(seats_n)]
    options = get_game(game_id).info.resolve_options({})
    table = table_class(game_id)(app, TableConfig(game_id, seats, dict(options), seed))
    table.saving = False
    return table


def play_frames(app, table, frames, each=None):
    for _ in range(frames):
        if table.thinking is not None:
            table.finish_thinking_now()
        app.step(1 / 60)
        app._dirty = True
        app.draw()
        if each is not None:
            each()


def test_tile_poker_keeps_its_tiles_only_at_the_sizes_lately_drawn_as_the_window_and_board_change(monkeypatch):
    """Tile Poker's board shrinks its tiles as it grows, and a resized window draws every tile
    at new sizes: each tile was kept at every size it was ever drawn at, the card art filling
    towards its budget game after game. What no frame drew for a sweep period is let go of."""
    app = watch_app(monkeypatch)
    asked = AskedArt(monkeypatch, app)
    table = app.scenes.push(watch_table(app, "tile_poker", 2, "greedy", 5))
    stale_after_sweeps = []

    def check():
        if app.frame_count % PERIOD == 0:  # a sweep has just run
            stale_after_sweeps.append(asked.stale(app.art, 2 * PERIOD))

    moves = 0
    try:
        for k, size in enumerate(((1280, 720), (1600, 900), (1000, 700), (1280, 720), (1280, 720), (1280, 720))):
            if k < 4:
                app.resize_window(size)
            play_frames(app, table, PERIOD, check)
            if table.over:  # the next game, as Watch plays on
                moves += len(table.moves)
                table.thinker.stop()
                table = app.scenes.replace(watch_table(app, "tile_poker", 2, "greedy", 6 + k))
    finally:
        table.thinker.stop()
        pygame.display.quit()
    sizes = {key[2] for key in app.art._cache if key[0] == "tile"}
    assert len(stale_after_sweeps) == 6 and moves + len(table.moves) >= 10
    assert all(not stale for stale in stale_after_sweeps), stale_after_sweeps
    assert sizes and sizes <= {k[2] for k, f in asked.last.items() if f > app.frame_count - 2 * PERIOD}


def test_three_thirteen_keeps_only_what_it_drew_lately_over_many_rounds(monkeypatch):
    """A Three Thirteen Watch table shows each card at some ten sizes (hands, the others'
    cards, melds laid down, the round's end): over a long game the card art kept them all and
    rendered text filled its budget with every score ever written. After each sweep the card
    art, the wild cards' badges and the rendered text hold only what the last periods drew."""
    from app.scenes import three_thirteen_panels as panels

    app = watch_app(monkeypatch)
    asked = AskedArt(monkeypatch, app)
    table = app.scenes.push(watch_table(app, "three_thirteen", 4, "easy", 3))
    texts_used: dict = {}
    real_text = fonts.text

    def text_spy(s, size, color=(240, 240, 230), style="sans"):
        texts_used[(s, size, color, style)] = app.frame_count
        return real_text(s, size, color, style)

    monkeypatch.setattr(fonts, "text", text_spy)
    rounds, checks, stale_art, stale_text, wild_bytes = set(), 0, [], [], []

    def check():
        nonlocal checks
        rounds.add(table.view.round)
        if app.frame_count % PERIOD == 0:
            checks += 1
            stale_art.extend(asked.stale(app.art, 2 * PERIOD))
            now = app.frame_count
            stale_text.extend(k for k in fonts.texts if now - texts_used.get(k, now) > 2 * PERIOD)
            wild = table.wild_art
            if wild is not None:
                wild_bytes.append(sum(surface_bytes(wild._cache.get(k)) for k in list(wild._cache)))

    try:
        play_frames(app, table, 12 * PERIOD, check)
    finally:
        table.thinker.stop()
        pygame.display.quit()
    assert checks == 12 and len(rounds) >= 3, rounds
    assert not stale_art, stale_art[:10]
    assert not stale_text, stale_text[:10]
    assert wild_bytes and max(wild_bytes) <= panels.WildArt.CACHE_BUDGET


def test_three_thirteen_forgets_the_meld_solvers_memos_of_the_rounds_before_at_each_deal(monkeypatch):
    """The table's process asks the meld solver for every view it shows; its memos were kept
    round after round (another wild rank, other hands: never asked again), the process growing
    all game long. A new round's deal starts them afresh."""
    from app.rules import three_thirteen_melds as melds

    app = watch_app(monkeypatch)
    app.settings.animation = "off"
    table = app.scenes.push(watch_table(app, "three_thirteen", 3, "easy", 8))
    deals: list[tuple[int, int, int]] = []  # (round, memo entries before its deal, after)
    real_deal = table.deal_in

    def entries() -> int:
        return sum(n for n, _bound in melds.cache_sizes().values())

    def deal_in():
        before = entries()
        real_deal()
        deals.append((table.view.round, before, entries()))

    table.deal_in = deal_in
    try:
        for _ in range(6000):
            if table.thinking is not None:
                table.finish_thinking_now()
            app.step(1 / 60)
            if len(deals) == 4 or table.over:
                break
    finally:
        table.thinker.stop()
        pygame.display.quit()
    assert len(deals) == 4, deals
    for r, before, after in deals:
        assert before > 0 and after < before, f"round {r} began with the memos of the rounds before: {deals}"


def test_a_large_panel_is_drawn_in_pieces_the_same_pixels_and_keeps_no_surface_its_size(monkeypatch):
    """A window-wide translucent panel (Three Thirteen's round's end: 2 MB at 1280x720) was
    kept whole in the panel cache while it was on screen. It is drawn from a small model of its
    look, pixel for pixel the panel drawn whole."""
    from app.ui import widgets

    widgets._PANELS.clear()
    for size, radius, border in (((1248, 442), 12, (70, 130, 95)), ((900, 420), 8, None), ((1000, 300), 0, (1, 2, 3))):
        background = pygame.Surface((size[0] + 30, size[1] + 30))
        for x in range(0, background.get_width(), 5):
            pygame.draw.line(background, (x % 256, 3 * x % 256, 90), (x, 0), (x, background.get_height()))
        whole, pieces = background.copy(), background.copy()
        rect = pygame.Rect(11, 7, *size)
        monkeypatch.setattr(widgets, "PANEL_WHOLE_MAX", 10**9, raising=False)
        widgets.panel(whole, rect, (20, 60, 40), 215, radius, border)
        monkeypatch.setattr(widgets, "PANEL_WHOLE_MAX", 256 * 256, raising=False)
        widgets._PANELS.clear()
        widgets.panel(pieces, rect, (20, 60, 40), 215, radius, border)
        assert pygame.image.tobytes(pieces, "RGB") == pygame.image.tobytes(whole, "RGB")
        assert widgets._PANELS.bytes < 64 * 1024  # its model only
