"""The Tile Poker table driven through synthetic events on SDL's dummy driver."""

import random

import pygame
import pytest

from app.rules.tile_poker import GAME, BlindPlace, Place, PlaceBlindTile, is_legal_cell, placement_points
from app.scenes import tile_poker_words as words
from app.scenes.dialogs import ConfirmDialog
from app.scenes.menu import MenuScene
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.pass_screen import PassScreen
from app.scenes.tile_poker import TilePokerTable
from app.scenes.tile_poker_panels import placement_review
from app.scenes.tile_poker_setup import TilePokerSetup
from tests.ui.conftest import click


def key(app, k, mod=0):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def motion(app, pos):
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def wheel(app, y=0, x=0):
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=x, y=y, flipped=False, precise_x=x, precise_y=y))


def make(app, seed=5, timer="off", seats=None):
    app.scenes.push(MenuScene(app))
    seats = seats or [SeatConfig("Ann", "human"), SeatConfig("Bot", "computer", "greedy")]
    cfg = TableConfig("tile_poker", seats, GAME.info.resolve_options({"turn_timer": timer}), seed)
    t = TilePokerTable(app, cfg)
    app.scenes.push(t)
    settle(app, t)
    return t


def settle(app, t, limit=600):
    """Run the table until a human may act (or the game is over)."""
    for _ in range(limit):
        if t.over or (t.legal and not t.tweens.busy and app.scenes.top is t):
            return
        if t.thinking is not None:
            t.finish_thinking_now()
        app.step(0.05)
    raise AssertionError("the table did not come to a human's turn")


def button(t, label):
    return next((b for b in t.buttons.buttons if b.label == label), None)


def press(app, t, label):
    click(t, button(t, label).rect(t.m).center)


def pass_turn(app, t):
    """Pass, saying yes to the question a pass asks."""
    press(app, t, "Pass")
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog)
    key(app, pygame.K_RETURN)
    assert app.scenes.top is t


def centre(app, t, place):
    return t.animator.sprite_at_place(place).rect(t.m).center


def cell_px(app, t, cell):
    return t.m.rect(*t.tile_rect(cell)).center


def drag_to(app, t, start, cell, hover=None):
    """Drag the tile at ``start`` to ``cell``; ``hover()`` is called while it is held there."""
    a, b = centre(app, t, start), cell_px(app, t, cell)
    d = app.dispatch
    d(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=a))
    for k in range(1, 6):
        p = (a[0] + (b[0] - a[0]) * k // 5, a[1] + (b[1] - a[1]) * k // 5)
        d(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    held = hover() if hover else None
    d(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=b))
    return held


def snapshot(t):
    v = t.view
    return (len(t.moves), v.tiles, v.hands, v.scores, v.pool_size)


# ------------------------------------------------------------------ a whole game


def test_a_whole_game_against_the_computer_through_events(app):
    t = make(app, seed=7)
    rng = random.Random(7)
    used = set()
    for turn in range(500):
        settle(app, t)
        if t.over:
            break
        me = t.viewer
        assert me == 0 and t.view.to_move == 0
        if t.view.phase == "blind":
            ends = [c.end for c in t.choices() if c.start == ("pending", 0)]
            drag_to(app, t, ("pending", 0), rng.choice(ends)[1:])
            used.add("blind-place")
            continue
        r = rng.random()
        r = {2: 0.0, 4: 0.1, 6: 0.15}.get(turn, r)  # each action at least once, early
        if r < 0.08 and button(t, "Draw"):
            press(app, t, "Draw")
            used.add("draw")
        elif r < 0.14 and button(t, "Blind place"):
            press(app, t, "Blind place")
            used.add("blind")
        elif r < 0.2 and button(t, "Swap"):
            press(app, t, "Swap")
            start = rng.choice(t.choices()).start
            click(t, centre(app, t, start))
            used.add("swap")
        elif t.choices():
            c = rng.choice([c for c in t.choices() if c.end is not None])
            if rng.random() < 0.5:
                drag_to(app, t, c.start, c.end[1:])
            else:  # click the tile, then the cell
                click(t, centre(app, t, c.start))
                click(t, cell_px(app, t, c.end[1:]))
            used.add("place")
        elif button(t, "Draw"):
            press(app, t, "Draw")
        elif button(t, "Blind place"):
            press(app, t, "Blind place")
        else:
            pass_turn(app, t)
    assert t.over
    assert {"place", "draw", "swap", "blind", "blind-place"} <= used
    # the end screen: the result, its buttons, and the review of every placement of Ann's
    assert button(t, "Play again") and button(t, "Show board")
    head, why = words.result_lines(t)
    assert head and why
    rows = placement_review(t, 0)
    mine = [tile for tile in t.view.tiles if tile.by == 0]
    assert [r["card"] for r in rows] == [tile.card for tile in mine]
    assert sum(r["points"] for r in rows) == t.view.scores[0]
    assert all(r["best"] >= r["points"] for r in rows)
    t.draw(app.screen)  # the end screen draws


def test_the_review_compares_with_the_best_legal_cell_at_the_time(app):
    t = make(app, seed=3)
    before = dict(t.view.board)
    card = t.view.hands[0][0]
    cells = [c.end[1:] for c in t.choices() if c.end and t.card_at(c.start) == card]
    worst = min(cells, key=lambda c: placement_points(before, c, card))
    drag_to(app, t, next(c.start for c in t.choices() if t.card_at(c.start) == card), worst)
    row = placement_review(t, 0)[0]
    legal = [(x, y) for x in range(-9, 10) for y in range(-9, 10) if is_legal_cell(before, (x, y))]
    assert row["card"] == card and row["cell"] == worst
    assert row["points"] == placement_points(before, worst, card)
    assert row["best"] == max(placement_points(before, c, card) for c in legal)


# ------------------------------------------------------------------ placing


@pytest.mark.parametrize("seed", range(12))
def test_the_preview_is_what_the_placement_then_scores(app, seed):
    t = make(app, seed=seed)
    rng = random.Random(seed)
    for _ in range(4):
        settle(app, t)
        if t.over or t.view.phase != "play" or not t.choices():
            break
        c = rng.choice([c for c in t.choices() if c.end is not None])
        card = t.card_at(c.start)
        shown = drag_to(app, t, c.start, c.end[1:], hover=lambda: t.preview)
        assert shown is not None and shown[0] == card and shown[1] == c.end[1:]
        rec = t.view.last_placement
        assert (rec.card, rec.cell, rec.seat) == (card, c.end[1:], 0)
        assert shown[2].points == rec.points
        assert [(ln.category, ln.points) for ln in shown[2].lines] == [(ln.category, ln.points) for ln in rec.lines]


def test_the_click_path_previews_on_hover_too(app):
    t = make(app, seed=4)
    c = next(c for c in t.choices() if c.end is not None)
    click(t, centre(app, t, c.start))
    assert t.drag.selected == c.start
    motion(app, cell_px(app, t, c.end[1:]))
    assert t.preview is not None and t.preview[1] == c.end[1:]
    assert t.preview[2] == t.view.points_for(t.card_at(c.start), c.end[1:])


def test_a_changing_preview_redraws_the_board_only(app):
    t = make(app, seed=4)
    c = next(c for c in t.choices() if c.end is not None)
    others = [d.end[1:] for d in t.choices() if d.start == c.start and d.end is not None and d.end != c.end]
    click(t, centre(app, t, c.start))
    for cell in [c.end[1:], others[0]]:
        app.draw()
        partial = app.partial_frames
        motion(app, cell_px(app, t, cell))
        assert t.preview is not None and t.preview[1] == cell
        assert app.needs_draw
        app.draw()
        assert app.partial_frames == partial + 1  # the board's part of the window, not all of it


def find_cell(t, want):
    """A cell in the viewport whose refusal reason contains ``want``."""
    start = next(c.start for c in t.choices())
    card = t.card_at(start)
    cam = t.camera
    x0, y0 = cam.cell_of((cam.viewport[0] + 40, cam.viewport[1] + 40))
    x1, y1 = cam.cell_of((cam.viewport[0] + cam.viewport[2] - 40, cam.viewport[1] + cam.viewport[3] - 40))
    for x in range(x0, x1 + 1):
        for y in range(y0, y1 + 1):
            why = t.reason(Place(card, x, y))
            if why and want in why:
                return start, (x, y), why
    return None


@pytest.mark.parametrize("want", ["does not touch", "2x2", "taken"])
def test_an_illegal_drop_is_refused_with_the_rules_reason(app, want):
    found = None
    for seed in range(1, 30):
        t = make(app, seed=seed)
        for _ in range(6):  # a few placements so that a 2x2 corner appears
            found = find_cell(t, want)
            if found:
                break
            c = next(c for c in t.choices() if c.end is not None)
            drag_to(app, t, c.start, c.end[1:])
            settle(app, t)
        if found:
            break
        app.scenes.pop()
    assert found, want
    start, cell, why = found
    before = snapshot(t)
    home = t.animator.sprite_at_place(start).pos
    drag_to(app, t, start, cell)
    assert snapshot(t) == before
    assert t.toast.kind == "error" and t.toast.message == why[:1].upper() + why[1:]
    assert t.animator.sprite_at_place(start).pos == home  # it flew back
    # a click on the tile, then on the cell: the same reason, nothing changed
    t.toast.message = ""
    click(t, centre(app, t, start))
    click(t, cell_px(app, t, cell))
    assert snapshot(t) == before
    assert t.toast.message == why[:1].upper() + why[1:]


def test_buttons_are_shown_only_when_legal(app):
    t = make(app, seed=9)
    labels = {b.label for b in t.buttons.buttons}
    assert {"Blind place", "Swap", "Pass"} <= labels
    assert len(t.view.hands[0]) == 7 and "Draw" not in labels  # a full hand may not draw (TP-14)
    c = next(c for c in t.choices() if c.end is not None)
    drag_to(app, t, c.start, c.end[1:])
    assert t.view.to_move == 1  # the computer's turn: no action for Ann
    assert not {"Draw", "Blind place", "Swap", "Pass"} & {b.label for b in t.buttons.buttons}
    settle(app, t)
    assert button(t, "Draw") is not None
    press(app, t, "Blind place")
    assert t.view.phase == "blind" and t.view.pending is not None
    assert not {"Draw", "Blind place", "Swap", "Pass"} & {b.label for b in t.buttons.buttons}
    assert all(isinstance(c.payload, PlaceBlindTile) for c in t.choices())


# ------------------------------------------------------------------ the camera at the table


def test_wheel_zoom_keeps_the_tile_under_the_pointer(app):
    t = make(app, seed=5)
    m = app.metrics
    tile = t.view.tiles[0]
    p = cell_px(app, t, tile.cell)
    p = (p[0] + 7, p[1] - 5)
    motion(app, p)
    for y in (1, 1, -1, 1, -1, -1, -1):
        wheel(app, y=y)
        sp = t.layer.sprite_at(p, m)
        assert sp is not None and sp.data == ("board", 0)
        assert t.camera.cell_at(m.to_logical(p)) == tile.cell
    assert t.camera.moved


def test_dragging_the_board_pans_it_and_keys_pan_zoom_and_fit(app):
    t = make(app, seed=5)
    m = app.metrics
    a = cell_px(app, t, (0, 0))
    d = app.dispatch
    d(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=a))
    b = (a[0] + 120, a[1] + 60)
    for k in range(1, 5):
        d(pygame.event.Event(pygame.MOUSEMOTION, pos=(a[0] + 30 * k, a[1] + 15 * k), rel=(0, 0), buttons=(1, 0, 0)))
    d(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=b))
    assert t.layer.sprite_at(b, m).data == ("board", 0)
    assert t.camera.cell_at(m.to_logical(b)) == (0, 0)
    x0 = t.camera.cx
    key(app, pygame.K_LEFT)
    assert t.camera.cx < x0
    cell = t.camera.cell
    key(app, pygame.K_EQUALS)
    assert t.camera.cell > cell
    key(app, pygame.K_MINUS)
    key(app, pygame.K_MINUS)
    assert t.camera.cell < cell
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    try:
        y0 = t.camera.cy
        wheel(app, y=1)
        assert t.camera.cy < y0 and t.camera.cell < cell  # Shift+wheel pans, it does not zoom
    finally:
        pygame.key.set_mods(0)
    assert t.camera.moved
    key(app, pygame.K_f)
    assert not t.camera.moved
    assert all(t.camera.cell_visible(tile.cell, whole=True) for tile in t.view.tiles)


def test_the_camera_follows_the_board_until_moved(app):
    t = make(app, seed=6)
    for _ in range(6):
        c = next(c for c in t.choices() if c.end is not None)
        drag_to(app, t, c.start, c.end[1:])
        settle(app, t)
        assert all(t.camera.cell_visible(tile.cell, whole=True) for tile in t.view.tiles)
    key(app, pygame.K_RIGHT)
    state = t.camera.state()
    c = next(c for c in t.choices() if c.end is not None)
    drag_to(app, t, c.start, c.end[1:])
    settle(app, t)
    assert t.camera.state() == state  # moved by the player: no automatic fit


def test_a_crowded_board_stays_usable_at_1280x720(app):
    t = TilePokerSetup.demo(app, "crowded", 1)
    app.scenes.push(MenuScene(app))
    app.scenes.push(t)
    settle(app, t)
    assert len(t.view.tiles) >= 40
    m = app.metrics
    for tile in t.view.tiles:
        r = m.rect(*t.tile_rect(tile.cell))
        assert r.w >= 30 and t.camera.cell_visible(tile.cell, whole=True)
    # every lit cell takes a drop
    ends = {c.end for c in t.choices() if c.end is not None}
    assert ends == {("cell", *cell) for cell in t.view.legal_cells}


# ------------------------------------------------------------------ the timer


def test_a_timeout_in_a_blind_place_puts_the_tile_where_the_rules_say(app):
    t = make(app, seed=8, timer=10)
    press(app, t, "Blind place")
    pending = t.view.pending
    cells = list(t.view.legal_cells)
    expected = min(cells, key=lambda c: (c[1], c[0]))  # TP-12: smallest y, then smallest x
    assert t.clock_left == pytest.approx(10.0)
    t.update(6.0)
    assert t.view.pending == pending  # still running
    t.update(4.5)
    rec = t.view.last_placement
    assert rec.card == pending and rec.cell == expected and rec.how == "timeout" and rec.seat == 0
    assert t.view.timeouts[0] == 1


def test_the_fifth_timeout_forfeits(app):
    t = make(app, seed=8, timer=10)
    for k in range(5):
        settle(app, t)
        assert not t.over
        t.update(10.5)
        assert t.view.timeouts[0] == k + 1
    settle(app, t)
    assert t.over and t.view.result.decided_by == "forfeit"
    assert "forfeit" in words.result_lines(t)[1]


def test_the_timer_is_off_against_the_computer_by_default(app):
    app.scenes.push(MenuScene(app))
    setup = TilePokerSetup(app)
    app.scenes.push(setup)
    assert setup.options["turn_timer"] == "off"
    setup.cycle_kind(1)  # -> human: the rule's default is 60 s
    kinds = [s.kind for s in setup.seats]
    while kinds != ["human", "human"]:
        setup.cycle_kind(1)
        kinds = [s.kind for s in setup.seats]
    assert setup.options["turn_timer"] == 60


# ------------------------------------------------------------------ two humans, saves


def test_two_humans_share_the_screen_without_pass_screens(app):
    seats = [SeatConfig("Ann", "human"), SeatConfig("Bea", "human")]
    t = make(app, seed=2, seats=seats)
    seen = set()
    for _ in range(8):
        settle(app, t)
        assert not any(isinstance(s, PassScreen) for s in app.scenes.stack)
        seat = t.view.to_move
        seen.add(seat)
        assert t.viewer == seat
        c = next(c for c in t.choices() if c.end is not None)
        assert c.start[0] == ("hand", seat)
        drag_to(app, t, c.start, c.end[1:])
        assert t.view.last_placement.seat == seat
    assert seen == {0, 1}


def test_autosave_and_resume_show_the_same_table(app):
    from app.store import saves

    t = make(app, seed=12)
    for _ in range(3):
        c = next(c for c in t.choices() if c.end is not None)
        drag_to(app, t, c.start, c.end[1:])
        settle(app, t)
    key(app, pygame.K_EQUALS)
    data = saves.read("tile_poker")
    assert data is not None and len(data["moves"]) == len(t.moves)
    t.autosave()
    data = saves.read("tile_poker")
    r = TilePokerTable.resume(app, data)
    app.scenes.push(r)
    settle(app, r)
    assert r.view.tiles == t.view.tiles and r.view.hands == t.view.hands
    assert r.camera.state() == t.camera.state()


def test_blind_place_by_click(app):
    t = make(app, seed=13)
    press(app, t, "Blind place")
    card = t.view.pending
    c = next(c for c in t.choices() if c.end is not None)
    click(t, centre(app, t, ("pending", 0)))
    click(t, cell_px(app, t, c.end[1:]))
    rec = t.view.last_placement
    assert rec.card == card and rec.how == "blind" and rec.cell == c.end[1:]
    assert isinstance(t.moves[-2], BlindPlace)


def test_undo_takes_back_your_move_and_the_reply(app):
    t = make(app, seed=14)
    before = snapshot(t)
    c = next(c for c in t.choices() if c.end is not None)
    drag_to(app, t, c.start, c.end[1:])
    settle(app, t)
    assert len(t.moves) >= 2
    after = snapshot(t)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    settle(app, t)
    assert snapshot(t) == before
    assert {sp.data for sp in t.layer.sprites} == {s.place for s in t.layout()}
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    settle(app, t)
    assert snapshot(t) == after


# ------------------------------------------------------------------ issue 31


def test_a_pass_asks_first_and_the_end_screen_says_why_the_game_ended(app):
    """Item 6: a pass says plainly that it may end the game and can be taken back; a pass
    after the other player's pass says it ends the game; the end screen says why it ended."""
    t = make(app, seed=4, seats=[SeatConfig("Ann", "human"), SeatConfig("Bob", "human")])
    first = t.view.to_move
    me, other = t.seat_name(first), t.seat_name(1 - first)
    before = snapshot(t)
    press(app, t, "Pass")
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog)
    assert dialog.question == f"If {other} passes too, the game ends. Pass?"
    assert snapshot(t) == before  # nothing happens until the player says so
    click(dialog, dialog.no_button.rect(dialog.m).center)  # Keep playing: taken back
    assert app.scenes.top is t and snapshot(t) == before and not t.over
    pass_turn(app, t)
    assert len(t.moves) == 1 and t.view.to_move == 1 - first
    assert "a pass now ends the game" in words.status(t)
    press(app, t, "Pass")
    assert app.scenes.top.question == f"{me} passed last turn, so if you pass now the game ends. Pass?"
    key(app, pygame.K_RETURN)
    assert t.over
    head, why = words.result_lines(t)
    assert why.startswith(f"The game ended because {me} passed, then {other} passed too: "
                          "two passes in a row end the game.")


def test_esc_lets_go_of_a_tab_placement_or_a_selection_before_asking_to_leave(app):
    """Item 10: Esc after Tab lets go of the placement shown (with its preview); Esc after a
    click-selected tile clears it and repaints; only then does Esc ask to leave."""
    t = make(app, seed=6)
    key(app, pygame.K_TAB)
    shown = t.drag.focused()
    assert shown is not None and shown.end is not None
    card, cell, score = t.preview  # Tab shows the same preview as a drag
    assert card == t.card_at(shown.start) and cell == shown.end[1:]
    assert score == t.view.points_for(card, cell)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is t and t.drag.focused() is None and t.preview is None
    c = next(c for c in t.choices() if c.end is not None)
    click(t, centre(app, t, c.start))
    assert t.drag.selected == c.start
    app.draw()
    assert not app.needs_draw
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is t and t.drag.selected is None
    assert app.needs_draw  # the screen is repainted without the selection
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, ConfirmDialog) and "Leave the table" in app.scenes.top.question


def test_undo_and_redo_buttons_and_the_log_forgets_an_undone_move(app):
    """Item 10: on-screen Undo and Redo; the log shows no line of a move taken back."""
    t = make(app, seed=14)
    assert not button(t, "Undo").enabled
    n = len(t.moves)
    c = next(c for c in t.choices() if c.end is not None and isinstance(c.payload, Place))
    drag_to(app, t, c.start, c.end[1:])
    settle(app, t)
    mine = f"Ann places {c.payload.card.label}"
    assert any(text.startswith(mine) for _, text in t.log)
    assert button(t, "Undo").enabled
    press(app, t, "Undo")
    settle(app, t)
    assert len(t.moves) == n and not any(text.startswith(mine) for _, text in t.log)
    assert button(t, "Redo").enabled
    press(app, t, "Redo")
    settle(app, t)
    assert len(t.moves) > n and any(text.startswith(mine) or "Bot" in text for _, text in t.log)


def test_a_tall_narrow_window_gets_a_column_layout_with_readable_text(app):
    """Item 16: at 800x1000 the table lays itself out for the window: the column stage, text
    never under 12 px, nothing overlapping, and drag and buttons work there."""
    app.resize_window((800, 1000))
    t = make(app, seed=5)
    m, g = t.m, t.geo
    assert m.column and g.portrait
    assert m.s * 12 >= 12  # the smallest text drawn is 12 (logical)
    window = pygame.Rect(0, 0, 800, 1000)
    boxes = [m.rect(*g.viewport), m.rect(*g.pool_panel)] + [m.rect(*r) for r in g.seat_panels]
    for i, a in enumerate(boxes):
        assert window.contains(a)
        assert not any(a.colliderect(b) for b in boxes[i + 1:])
    for b in t.buttons.buttons:
        r = b.rect(m)
        assert window.contains(r) and not any(r.colliderect(x) for x in boxes), b.label
    assert m.rect(*g.viewport).height >= 400  # the board takes the height the window gives
    n = len(t.moves)
    c = next(c for c in t.choices() if c.end is not None)
    drag_to(app, t, c.start, c.end[1:])
    assert len(t.moves) > n and t.moves[n] == c.payload
    settle(app, t)
    n = len(t.moves)
    press(app, t, "Draw")
    assert len(t.moves) > n
    t.draw(app.screen)


def test_a_long_board_never_shrinks_its_tiles_below_a_readable_size(app):
    """Item 17: the board stops shrinking at MIN_TILE_PX and keeps the last tile in sight;
    zooming out stops there too; the replay viewer draws no smaller tile either."""
    from app.scenes.replay_viewer import ReplayViewer
    from app.scenes.tile_poker_layout import MIN_TILE_PX, TILE_INSET

    app.resize_window((800, 450))
    app.scenes.push(MenuScene(app))
    t = app.scenes.push(TilePokerSetup.demo(app, "long", 3))
    t.after_push()

    def tile_px():
        return t.camera.cell * (1 - 2 * TILE_INSET) * t.m.s

    xs = [tile.x for tile in t.view.tiles]
    assert (max(xs) - min(xs) + 1) * MIN_TILE_PX > t.m.rect(*t.geo.viewport).width  # longer than the board
    assert tile_px() >= MIN_TILE_PX - 1e-6
    assert t.camera.cell_visible(t.view.last_placement.cell, whole=True)
    for _ in range(12):
        key(app, pygame.K_MINUS)
    assert tile_px() >= MIN_TILE_PX - 1e-6
    key(app, pygame.K_f)
    assert tile_px() >= MIN_TILE_PX - 1e-6

    sizes = []
    art = app.art

    class Sizes:
        def tile(self, card, size):
            sizes.append(size)
            return art.tile(card, size)

        def __getattr__(self, name):
            return getattr(art, name)

    from app.scenes.replay_viewer import sample_replay
    viewer = app.scenes.push(ReplayViewer(app, sample_replay("tile_poker", 3)))
    viewer.go(len(viewer.steps) - 1)
    app._art = Sizes()
    try:
        app.draw()
    finally:
        app._art = art
    assert sizes and min(sizes) >= 30


def test_the_table_scene_is_its_layout_and_places_in_600_lines_or_fewer():
    from pathlib import Path

    import app.scenes.tile_poker as scene
    assert len(Path(scene.__file__).read_text().splitlines()) <= 600


def recording(monkeypatch):
    """The text drawn by the table's panels (directly or through TextLines): (text, rect)."""
    import app.scenes.tile_poker_panels as panels
    import app.ui.textpanel as textpanel

    drawn = []

    def wrap(blit):
        def blit_text(surface, m, s, *args, **kwargs):
            r = blit(surface, m, s, *args, **kwargs)
            drawn.append((s, r))
            return r
        return blit_text

    monkeypatch.setattr(panels, "blit_text", wrap(panels.blit_text))
    monkeypatch.setattr(textpanel, "blit_text", wrap(textpanel.blit_text))
    return drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 1000)])
def test_the_players_panels_keep_their_words_inside_and_a_long_name_short_of_the_turn_mark(app, monkeypatch, size):
    drawn = recording(monkeypatch)
    app.resize_window(size)
    long_name = "Maximiliana Wolkenstein-Oberhausen"
    t = make(app, timer=60, seats=[SeatConfig(long_name, "human"), SeatConfig("Bot", "computer", "greedy")])
    drawn.clear()
    app.draw()
    m = t.m
    for k, seat in enumerate(t.panel_seats):
        x, y, w, h = t.geo.seat_panels[k]
        box = m.rect(x, y, w, h)
        texts = [(s, r) for s, r in drawn if box.collidepoint(r.center)]
        assert any(s.startswith("Best hand: ") for s, _ in texts) and any("point" in s for s, _ in texts)
        for s, r in texts:
            assert box.contains(r), s
        if seat == 0:  # on turn: the name stops before the turn mark and the timeouts
            name = next(r for s, r in texts if s.startswith("Maxim"))
            timeouts = next(r for s, r in texts if s.startswith("Timeouts"))
            assert name.right < m.px(x + w - 30 - 19) and not name.colliderect(timeouts)


def test_the_players_panels_count_timeouts_only_when_the_turn_timer_is_on(app, monkeypatch):
    drawn = recording(monkeypatch)
    for timer, shown in (("off", False), (60, True)):
        t = make(app, timer=timer)
        drawn.clear()
        app.draw()
        assert any(s.startswith("Timeouts") for s, _ in drawn) is shown
        app.scenes.pop()
        app.scenes.pop()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 1000)])
def test_the_end_screen_words_stay_in_the_result_box_without_overlapping(app, monkeypatch, size):
    drawn = recording(monkeypatch)
    app.resize_window(size)
    t = app.scenes.push(TilePokerSetup.demo(app, "passes", 1))
    t.after_push()
    settle(app, t)
    assert t.over and t.show_result
    drawn.clear()
    app.draw()
    vx, vy, vw, vh = t.geo.viewport
    box = t.m.rect(vx + 24, vy + 16, vw - 48, vh - 32)
    inside = [(s, r) for s, r in drawn if box.collidepoint(r.center)]
    head, why = words.result_lines(t)
    assert inside[0][0] == head and "two passes in a row" in " ".join(s for s, _ in inside)
    for s, r in inside:
        assert box.contains(r), s
    rects = [r for _, r in inside]
    for i, a in enumerate(rects):
        assert a.collidelist(rects[i + 1:]) == -1, inside[i][0]


def test_the_presenter_words_results_with_you_forms_and_hands_in_the_players_language():
    from app import i18n
    from app.games.tile_poker_present import PRESENTER
    from app.rules.game import Outcome

    won = Outcome((0,), (40, 40), reason="best hand", facts=(("best", (4, 5)), ("aces", (1, 2))))
    assert PRESENTER.outcome_line(won, ["You", "Bo"]).startswith("Tied on 40 points; you win with")
    assert "(full house against flush)" in PRESENTER.outcome_line(won, ["Ann", "Bo"])
    lost = Outcome((1,), (10, 40), reason="forfeit", facts=(("timeouts", 5),))
    assert PRESENTER.outcome_line(lost, ["You", "Bo"], short=True) == "You forfeit: Bo wins"
    try:
        assert i18n.set_language("fr")
        assert "(full contre couleur)" in PRESENTER.outcome_line(won, ["Ann", "Bo"])
        assert PRESENTER.best_hand_name(4) == "Full"
    finally:
        i18n.set_language("en")
