"""The Three By Three table driven through synthetic events on SDL's dummy driver."""

import random

import pygame
import pytest

from app.games import present
from app.ai.three_by_three import analyse_deal
from app.rules import three_by_three as T
from app.rules import three_by_three_solver
from app.rules.three_by_three import GAME, Centre, Edge, Joker, Place
from app.scenes.menu import MenuScene
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.pass_screen import PassScreen
from app.scenes.three_by_three import CoverJokerDialog, ThreeByThreeTable
from app.scenes import three_by_three_lookback as lookback
from app.scenes.three_by_three_analysis import analyse_record
from app.scenes.three_by_three_layout import pile_rect
from app.scenes.three_by_three_setup import ThreeByThreeSetup
from app.store import saves
from app.store.replays import make_record
from tests.ui.conftest import click, drag
from tests.ui.test_jammat_table import FaceLog


@pytest.fixture(autouse=True)
def _analysis_in_a_thread(monkeypatch):
    # the same analysis code, without starting a process for every test
    monkeypatch.setattr(ThreeByThreeTable, "analysis_in_process", False)


def key(app, k, mod=0):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def table(app, seats=None, seed=7, **opts):
    app.scenes.push(MenuScene(app))
    seats = seats or [SeatConfig("Ann")]
    t = ThreeByThreeTable(app, TableConfig("three_by_three", seats, T.INFO.resolve_options(opts), seed))
    app.scenes.push(t)
    return t


def button(scene, label):
    return next(b for b in scene.buttons.buttons if b.label == label)


def play_to_the_end(app, t):
    """Every seat's table played to its end with the table's best play, then the table's own
    analysis waited for."""
    while not t.over:
        top = app.scenes.top
        if top is not t:
            top.ready()
        elif t.hold is not None:
            t.continue_play()
        else:
            t.play(t.best_play())
        t.tweens.finish_all()
        t.update(0.0)
    t.wait_for_analysis()


def press(app, scene, label):
    click(scene, button(scene, label).rect(app.metrics).center)


def pile_point(t, i):
    x, y, w, h = pile_rect(i)
    return t.app.metrics.pt(x + w / 2, y + h / 2)


def pending_point(t):
    return t.animator.sprites[("pending", 0)].rect(t.app.metrics).center


def by_mouse(t, move):
    """Make ``move`` the way a player would: click, drag, and say yes to a covered joker."""
    app = t.app
    if isinstance(move, (Edge, Centre)):
        click(t, pile_point(t, 4 if isinstance(move, Centre) else T.PILE_INDEX[move.edge]))
    elif isinstance(move, Joker):
        drag(t, pile_point(t, T.PILE_INDEX[move.pile]), pile_point(t, T.PILE_INDEX[move.corner]))
    elif isinstance(move, Place):
        drag(t, pending_point(t), pile_point(t, T.PILE_INDEX[move.corner]))
        if isinstance(app.scenes.top, CoverJokerDialog):
            press(app, app.scenes.top, "Cover it")


def run_until(app, cond, limit=3000):
    for _ in range(limit):
        if cond():
            return
        top = app.scenes.top
        if isinstance(top, ThreeByThreeTable):
            top.finish_thinking_now()
            top.wait_for_analysis()
        app.step(0.05)
    raise AssertionError("condition not reached")


def constructed_deck():
    """Round 1 (hand-checked): TL 2♥, T 6♣, TR 3♣ / L 9♦, C 10♠, R 7♦ / BL 4♦, B 8♥, BR joker.
    Rounds 2-6 show ♠ ♥ / ♦ ♣ on the corners: no play is ever possible there, so they leave
    25 cards face down whatever happens, and the score is 25 plus what round 1 leaves.

    Round 1's only plays are the joker's free play. Taking T's 6♣ onto BR opens R (♣♣);
    7♦ on BR opens B (♦♦); 8♥ on BL opens L (♥♥); 9♦ on TL opens the diagonal TL-BR (♦♦) and
    C goes: all five turned, the best is 25. Putting the 7♦ on TR instead opens only C
    (TR-BL ♦♦); the 10♠ then opens nothing, and L and B stay down: 27."""
    r1 = ["2H", "6C", "3C", "9D", "TS", "7D", "4D", "8H", "X1"]
    left = {s: [r + s for r in "A23456789TJQK" if r + s not in r1] for s in "SHDC"}
    deck = list(r1)
    for _ in range(5):
        corners = {0: left["S"].pop(), 2: left["H"].pop(), 6: left["D"].pop(), 8: left["C"].pop()}
        deck += [corners.get(i) for i in range(9)]
    down = iter([c for s in "SHDC" for c in left[s]] + ["X2"])
    return [c if c is not None else next(down) for c in deck]


# ----------------------------------------------------------------------------- setup


def test_the_menu_opens_the_setup_and_start_deals_the_numbered_deal(app):
    app.scenes.push(MenuScene(app))
    app.scenes.top.start("three_by_three")
    setup = app.scenes.top
    assert isinstance(setup, ThreeByThreeSetup) and len(setup.seats) == 1
    setup.seed_field.value = "4242"
    press(app, setup, "Start")
    t = app.scenes.top
    assert isinstance(t, ThreeByThreeTable) and t.config.seed == 4242
    assert t.full_state() == GAME.new_game(4242, 1, T.INFO.defaults())


# ----------------------------------------------------------------------------- a whole deal


def test_a_deal_played_to_the_end_by_mouse_then_undone_and_redone(app):
    t = table(app, seed=11)
    start = t.full_state()
    log = FaceLog(app.art)
    app._art = log
    played = []
    while not t.over:
        move = t.best_play()
        assert move in t.legal
        before = len(t.moves)
        by_mouse(t, move)
        assert len(t.moves) == before + 1 and t.moves[-1] == move, move
        played.append(move)
        app.draw()
        # never a face-down card drawn as a face: every face shown is one this seat has seen
        assert set(log.faces) <= {c for c in t.view.seen if c is not None}
        log.faces.clear()
    final = t.full_state()
    assert t.moves == played and t.view.over and final.tables[0].moves == tuple(played)
    run_until(app, lambda: t.analysis is not None)
    a = analyse_deal(final.tables[0].deck, final.tables[0].moves)
    assert t.analysis[0]["best"] == a.best and t.analysis[0]["final"] == final.tables[0].face_down
    # undo to the start restores the deal exactly; redo goes back to the end
    for _ in played:
        key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert t.full_state() == start and t.moves == []
    for _ in played:
        key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert t.full_state() == final and t.over


def test_turn_up_by_dragging_the_card_off_its_pile_and_place_by_clicking_a_corner(app):
    t = table(app, seed=3)
    edge = next(m for m in t.legal if isinstance(m, (Edge, Centre)))
    i = 4 if isinstance(edge, Centre) else T.PILE_INDEX[edge.edge]
    drag(t, pile_point(t, i), (pile_point(t, i)[0] + 30, pile_point(t, i)[1] + 90))
    assert t.moves == [edge] and t.view.pending is not None
    corner = t.view.allowed[-1]
    if corner in t.view.warn_corners:
        corner = t.view.allowed[0]
    click(t, pile_point(t, T.PILE_INDEX[corner]))
    assert t.moves == [edge, Place(corner)] and t.view.pending is None


def test_an_illegal_drop_goes_back_with_the_rules_reason(app):
    t = table(app, seed=3)
    edge = next(m for m in t.legal if isinstance(m, Edge))
    click(t, pile_point(t, T.PILE_INDEX[edge.edge]))
    assert t.view.pending is not None and len(t.view.allowed) == 2
    wrong = next(c for c in ("TL", "TR", "BL", "BR") if c not in t.view.allowed)
    origin = t.animator.sprites[("pending", 0)].pos
    state = t.full_state()
    drag(t, pending_point(t), pile_point(t, T.PILE_INDEX[wrong]))
    t.tweens.finish_all()
    assert t.full_state() == state and t.animator.sprites[("pending", 0)].pos == origin
    assert t.toast.kind == "error" and "this card can only go on" in t.toast.message
    # a click on a pile that cannot be played says why, from the rules
    other = next(e for e in ("T", "L", "R", "B") if e != edge.edge)
    click(t, pile_point(t, T.PILE_INDEX[other]))
    assert t.full_state() == state and "waiting" in t.toast.message


def test_keyboard_steps_through_the_legal_plays_and_enter_plays(app):
    t = table(app, seed=5)
    legal = list(t.legal)
    key(app, pygame.K_TAB)
    assert t.drag.focused().payload == legal[0]
    key(app, pygame.K_RIGHT)
    if len(legal) > 1:
        assert t.drag.focused().payload == legal[1]
    chosen = t.drag.focused().payload
    key(app, pygame.K_RETURN)
    assert t.moves == [chosen]


# ----------------------------------------------------------------------------- hint and demo


def test_hint_never_proposes_an_illegal_play(app):
    rng = random.Random(2)
    checked = 0
    for seed in range(1, 25):
        t = table(app, seed=seed)
        for _ in range(rng.randrange(0, 40)):
            if t.over:
                break
            t.play(rng.choice(t.legal))
        if t.over:
            continue
        for _ in range(4):
            if t.over:
                break
            t.hint()
            assert t.hint_move in t.legal and t.reason(t.hint_move) is None
            assert t.hint_text.startswith("Hint: ")
            checked += 1
            t.play(rng.choice(t.legal))
            assert t.hint_move is None  # a play clears the hint
        app.scenes.pop()
    assert checked >= 60


def test_demo_plays_the_hint_and_any_key_stops_it(app):
    t = table(app, seed=9)
    press(app, t, "Demo")
    assert t.demo_on
    for _ in range(6):
        app.step(0.05)
    assert len(t.moves) >= 3 and t.choices() == []
    n = len(t.moves)
    key(app, pygame.K_SPACE)
    assert not t.demo_on
    app.step(0.05)
    assert len(t.moves) == n
    click(t, (5, 700))
    press(app, t, "Demo")
    run_until(app, lambda: t.over)
    assert not t.demo_on


# ----------------------------------------------------------------------------- jokers


def find_position(cond, seeds=range(1, 400), **opts):
    """A (seed, moves) whose position meets ``cond(view)``, reached by the greedy player."""
    from app.ai.three_by_three import GreedyAgent

    for seed in seeds:
        state = GAME.new_game(seed, 1, opts)
        agent = GreedyAgent(GAME, seed)
        moves = []
        while GAME.to_move(state) is not None:
            view = GAME.view(state, 0)
            if cond(view):
                return seed, moves
            move = agent.choose(view, view.legal)
            state = GAME.apply(state, move)
            moves.append(move)
    raise AssertionError("no such position")


def test_covering_an_unused_joker_asks_first(app):
    seed, moves = find_position(lambda v: bool(v.warn_corners))
    t = table(app, seed=seed)
    for m in moves:
        t.play(m)
    corner = t.view.warn_corners[0]
    assert T.place_covers_unused_joker(t.full_state().tables[0], corner)
    state = t.full_state()
    click(t, pile_point(t, T.PILE_INDEX[corner]))
    dialog = app.scenes.top
    assert isinstance(dialog, CoverJokerDialog) and T.pile_words(corner) in dialog.question
    press(app, dialog, "Keep it")
    assert app.scenes.top is t and t.full_state() == state
    drag(t, pending_point(t), pile_point(t, T.PILE_INDEX[corner]))
    assert isinstance(app.scenes.top, CoverJokerDialog)
    press(app, app.scenes.top, "Cover it")
    assert t.moves[-1] == Place(corner)


def test_a_joker_free_play_by_click_on_the_joker_then_a_pile(app):
    seed, moves = find_position(lambda v: v.pending is None and any(isinstance(m, Joker) for m in v.legal))
    t = table(app, seed=seed)
    for m in moves:
        t.play(m)
    joker = next(m for m in t.legal if isinstance(m, Joker))
    j, p = T.PILE_INDEX[joker.corner], T.PILE_INDEX[joker.pile]
    click(t, pile_point(t, j))
    assert t.armed == joker.corner and "Free play" in t.status()
    click(t, pile_point(t, p))
    assert t.moves[-1] == joker and t.armed is None


# ----------------------------------------------------------------------------- the end screen


def test_point_of_no_return_on_a_constructed_deal():
    opts = T.INFO.resolve_options({})
    deck = constructed_deck()
    assert three_by_three_solver.best_score(deck) == 25
    good = [Joker("BR", "T"), Edge("R"), Place("BR"), Edge("B"), Place("BL"), Edge("L"), Place("TL"), Centre()]
    state = GAME.from_deck(deck, 1, opts)
    for m in good:
        state = GAME.apply(state, m)
    assert state.tables[0].pending is not None  # the 10♠ is up: any corner will do
    state = GAME.apply(state, Place("TL"))
    assert state.tables[0].over and state.tables[0].face_down == 25
    [a] = analyse_record(0, 1, opts, [m.to_json() for m in good], deck=deck)
    assert a["best"] == 25 and a["pnr"] is None
    bad = [Joker("BR", "T"), Edge("R"), Place("TR"), Centre(), Place("TL")]
    [a] = analyse_record(0, 1, opts, [m.to_json() for m in bad], deck=deck)
    assert (a["best"], a["pnr"], a["index"], a["left"], a["round"]) == (25, 2, 2, 27, 1)
    assert a["label"] == "Place 7\u2666 on the top-right corner"
    assert GAME.move_from_json(a["keep"]) == Place("BR")
    [a] = analyse_record(0, 1, opts, [Joker("BR", "L").to_json()], deck=deck)
    assert (a["pnr"], a["left"]) == (0, 27)


def test_end_screen_replays_from_the_point_of_no_return(app):
    # a deal the hint player does not finish at its best
    for seed in range(1, 60):
        t = table(app, seed=seed)
        while not t.over:
            t.play(t.best_play())
        run_until(app, lambda: t.analysis is not None)
        a = t.analysis_for(0)
        if a["pnr"] is not None:
            break
        app.scenes.pop()
    final = t.full_state()
    moves = list(t.moves)
    # the words are the look-back's now, worked out from the same analysis
    lines = " ".join(lookback.summary(t.analysis, None, ["Ann"]))
    assert f"The point of no return was play {a['pnr'] + 1}, in round {a['round']}: " in lines
    assert f"After it, the best left was {a['left']}." in lines
    assert lookback.marks(t.analysis) == {a["index"] + 1: "the point of no return"}
    # the look-back's analysis of the game's record is the table's own
    data = make_record("three_by_three", [{"name": "Ann", "kind": "human"}], t.config.options, t.config.seed,
                       t.moves, t.outcome)
    assert lookback.analyse(data, lambda done, total: None) == t.analysis
    press(app, t, "Replay from there")
    k = a["index"]
    assert t.moves == moves[:k] and not t.over
    assert t.full_state() == T.undo(final, len(moves) - k)
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert t.moves == moves[:k + 1]
    while t.can_redo():
        t.redo()
    assert t.full_state() == final


def test_the_analysis_is_dropped_when_the_game_changes_before_it_answers(app):
    t = table(app, seed=4)
    while not t.over:
        t.play(t.best_play())
    assert t.job is not None or t.analysis is not None
    t.undo()
    t.wait_for_analysis()
    assert t.analysis is None and not t.over


def test_restart_new_deal_and_deal_number(app):
    t = table(app, seed=21)
    for _ in range(3):
        t.play(t.best_play())
    played = list(t.moves)
    press(app, t, "Restart deal")  # cards have been turned up: the deal does not start again ...
    assert t.moves == played and not t.can_restart()
    while not t.over:
        t.play(t.best_play())
    press(app, t, "Restart deal")  # ... until it is over (practice)
    assert t.moves == [] and t.full_state() == GAME.new_game(21, 1, t.config.options) and t.can_redo()
    # a bad deal number changes nothing
    press(app, t, "Go")
    assert app.scenes.top is t and "deal number" in t.toast.message
    click(t, t.deal_field.rect(app.metrics).center)
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="12x34"))
    key(app, pygame.K_RETURN)
    t2 = app.scenes.top
    assert t2 is not t and t2.config.seed == 1234
    assert t2.full_state() == GAME.new_game(1234, 1, t.config.options)
    press(app, t2, "New deal")
    assert app.scenes.top is not t2 and isinstance(app.scenes.top, ThreeByThreeTable)


# ----------------------------------------------------------------------------- round ends


def test_a_round_end_says_so_and_deals_from_the_stock(app):
    t = table(app, seed=13)
    r = t.view.round
    while t.view.round == r and not t.over:
        t.play(t.best_play())
    assert "over: no play left" in t.banner and t.trim == 0
    app.draw()
    assert t.stock.count == 54 - 9 * t.view.round
    tops = {i: t.animator.sprites.get((("pile", i, len(t.view.piles[i]) - 1), 0)) for i in range(9)}
    assert all(sp is not None for sp in tops.values())


# ----------------------------------------------------------------------------- several players


def test_two_players_one_after_another_no_table_for_the_wrong_player(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Ben")], seed=6, same_shuffle="off")
    log = FaceLog(app.art)
    app._art = log
    assert isinstance(app.scenes.top, PassScreen) and app.scenes.top.name == "Ann"
    app.draw()
    assert log.faces == []
    assert app.scenes.top.name == "Ann"
    press(app, app.scenes.top, "Show my cards")
    while not t.view.over:
        t.play(t.best_play())
    assert t.hold == "seat_done" and not t.over
    ann_seen = {c for c in t.view.seen if c is not None}
    press(app, t, "Next player")
    assert isinstance(app.scenes.top, PassScreen) and app.scenes.top.name == "Ben"
    log.faces.clear()
    app.draw()
    assert log.faces == []
    assert app.scenes.top.name == "Ben"
    press(app, app.scenes.top, "Show my cards")
    assert t.viewer == 1
    log.faces.clear()
    app.draw()
    ben_seen = {c for c in t.view.seen if c is not None}
    assert log.faces and set(log.faces) <= ben_seen
    assert not (set(log.faces) & (ann_seen - ben_seen))
    while not t.over:
        t.play(t.best_play())
        log.faces.clear()
        app.draw()
        assert set(log.faces) <= {c for c in t.view.seen if c is not None}
    out = t.outcome
    scores = [tb.face_down for tb in t.full_state().tables]
    assert list(out.scores) == scores
    assert set(out.winners) == {s for s in range(2) if scores[s] == min(scores)}
    run_until(app, lambda: t.analysis is not None)
    assert len(t.analysis) == 2


def test_a_computer_playing_first_shows_no_card_to_the_human_waiting(app):
    t = table(app, [SeatConfig("Ada", "computer", "greedy"), SeatConfig("Ann")], seed=8)
    log = FaceLog(app.art)
    app._art = log
    steps = 0
    while t.viewer is None and steps < 2000:
        log.faces.clear()
        app.draw()
        assert log.faces == []  # Ada's table (Ann's deck too) is never drawn
        t.finish_thinking_now()
        app.step(0.05)
        steps += 1
    assert steps > 10 and t.viewer == 1 and t.full_state().tables[0].over
    log.faces.clear()
    app.draw()
    assert log.faces and set(log.faces) <= {c for c in t.view.seen if c is not None}


# ----------------------------------------------------------------------------- saves


def test_autosave_and_resume_with_the_end_screen(app):
    t = table(app, seed=17)
    for _ in range(5):
        t.play(t.best_play())
    data = saves.read("three_by_three")
    assert len(data["moves"]) == 5
    t2 = ThreeByThreeTable.resume(app, data)
    app.scenes.push(t2)
    assert t2.full_state() == t.full_state() and t2.moves == t.moves
    while not t2.over:
        t2.play(t2.best_play())
    data = saves.read("three_by_three")
    assert data["ui"] == {"end": True, "recorded": True}
    t3 = ThreeByThreeTable.resume(app, data)
    app.scenes.push(t3)
    assert t3.over
    run_until(app, lambda: t3.analysis is not None)
    t2.wait_for_analysis()
    assert t3.analysis == t2.analysis


def test_resume_between_two_players_shows_the_finished_score_then_passes(app):
    t = table(app, [SeatConfig("Ann"), SeatConfig("Ben")], seed=12)
    assert app.scenes.top.name == "Ann"
    press(app, app.scenes.top, "Show my cards")
    while not t.view.over:
        t.play(t.best_play())
    assert t.hold == "seat_done"
    data = saves.read("three_by_three")
    assert data["ui"] == {"hold": "seat_done"}
    app.scenes.pop()
    log = FaceLog(app.art)
    app._art = log
    t2 = ThreeByThreeTable.resume(app, data)
    app.scenes.push(t2)
    assert t2.hold == "seat_done" and t2.viewer is None and app.scenes.top is t2
    app.draw()
    assert log.faces == []  # nobody's cards until the next player says who they are
    press(app, t2, "Next player")
    assert isinstance(app.scenes.top, PassScreen) and app.scenes.top.name == "Ben"


def test_a_kept_free_play_is_shown_and_played_from_its_corner(app):
    def kept_play(v):
        return v.pending is None and any(
            isinstance(m, Joker) and not v.tops[T.PILE_INDEX[m.corner]].is_joker for m in v.legal)

    seed, moves = find_position(kept_play, joker_credit="kept")
    t = table(app, seed=seed, joker_credit="kept")
    for m in moves:
        t.play(m)
    joker = next(m for m in t.legal if isinstance(m, Joker) and not t.view.tops[T.PILE_INDEX[m.corner]].is_joker)
    j = T.PILE_INDEX[joker.corner]
    assert t.view.credit[T.CORNERS.index(j)] >= 1
    click(t, pile_point(t, j))
    assert t.armed == joker.corner
    click(t, pile_point(t, T.PILE_INDEX[joker.pile]))
    assert t.moves[-1] == joker


def test_a_drag_across_the_piles_draws_only_what_moves():
    """Pointing at a pile lights it, but not while a card is dragged (the drag lights its
    targets): crossing every pile with a card keeps the cached table and redraws only the
    rects that change, never the whole window again after the drag's first frame."""
    from bench import bench_tables

    pg, app, table, choice, a, b = bench_tables.start_drag("three_by_three", (1280, 720))
    try:
        app.draw()  # the drag's first frame draws the whole window (the targets light up)
        m = app.metrics
        points = [m.rect(*p.rect).center for p in table.piles + [table.stock]]
        assert len(points) >= 9
        invalidated = []
        real = table.layer.invalidate
        table.layer.invalidate = lambda: (invalidated.append(1), real())
        full = 0
        for p in points * 2:
            partial = app.partial_frames
            app.dispatch(bench_tables.motion(pg, p))
            app.step(1 / 60)
            if app.needs_draw:
                app.draw()
                full += app.partial_frames == partial
        assert table.drag.dnd.dragging and full == 0 and invalidated == []
    finally:
        pg.display.quit()


def test_after_replay_from_there_the_hint_agrees_with_the_analysis(app):
    # the game played by the hint itself: at the point of no return the old hint chose the
    # losing play, and chose it again there after Replay from there
    for seed in range(1, 60):
        t = table(app, seed=seed)
        while not t.over:
            t.play(t.best_play())
        run_until(app, lambda: t.analysis is not None)
        a = t.analysis_for(0)
        if a["pnr"] is not None:
            break
        app.scenes.pop()
    lost = t.moves[a["index"]]
    press(app, t, "Replay from there")
    assert len(t.moves) == a["index"]
    key(app, pygame.K_h)
    assert t.hint_move is not None and t.hint_move != lost
    assert t.hint_move == GAME.move_from_json(a["keep"])
    # the play the hint names keeps the deal's best in reach
    after = GAME.apply(t.full_state(), t.hint_move)
    assert three_by_three_solver.solve_table(after.tables[0]) == a["best"]
    assert "the analysis" in t.hint_text
    # one play back, on the analysed game's own line: the play made there (it kept the best)
    t.undo()
    key(app, pygame.K_h)
    assert t.hint_move == t.analysed_for[len(t.moves)]


def test_words_name_corners_and_piles_and_the_joker_as_a_player_reads_them(app):
    t = table(app, seed=1)
    while not any(isinstance(m, Joker) for m in t.legal) and not t.over:
        t.play(t.best_play())
    assert not t.over
    joker_corner = next(m.corner for m in t.legal if isinstance(m, Joker))
    lines = t.free_play_lines()
    assert f"The joker on {T.pile_words(joker_corner)}" in lines
    text = " ".join(lines) + " " + " ".join(t.describe(m) for m in t.legal)
    for code in T.PILES:
        assert f" {code} " not in f" {text} " and f" {code}:" not in text and f" {code}," not in text
    # a refused play says which corners, in words
    state = GAME.from_deck(constructed_deck(), 1, T.INFO.resolve_options({}))
    state = GAME.apply(GAME.apply(state, Joker("BR", "T")), Edge("R"))
    with pytest.raises(T.IllegalMoveError) as err:
        GAME.apply(state, Place("BL"))
    assert str(err.value).startswith("not the bottom-left corner: this card can only go on "
                                     "the top-right corner or the bottom-right corner")
    assert T.card_words(T.Card.joker(2)) == "the joker"
    view = GAME.view(GAME.from_deck(constructed_deck(), 1, T.INFO.resolve_options({})), 0)
    assert present.move_label("three_by_three", view, Joker("BR", "T")) == (
        "Use the joker on the bottom-right corner: turn a card of the top pile onto it")


def test_the_round_banner_fits_its_box(app):
    from app.ui import fonts
    for size in ((1280, 720), (1920, 1080)):
        app.resize_window(size)
        t = table(app, seed=3)
        m = app.metrics
        t.say("Round 5 over: no play left. Dealing round 6. (rounds 2, 3 and 4 had no play either)")
        lines = t.banner_lines()
        assert lines and " ".join(lines) == " ".join(t.banner.split())
        for line in lines:
            assert fonts.font(m.px(20)).size(line)[0] <= m.px(t.geo.banner[2] - 40)
        app.scenes.pop()
        app.scenes.pop()


def test_a_joker_target_is_outlined_around_the_cards_shown(app):
    t = table(app, seed=1)
    while not any(isinstance(m, Joker) for m in t.legal) and not t.over:
        t.play(t.best_play())
    app.draw()
    corner = T.PILE_INDEX[next(m.corner for m in t.legal if isinstance(m, Joker))]
    p = t.piles[corner]
    x, y, w, h = t.target_rect(("corner", corner))
    assert (x, y, w) == tuple(pile_rect(corner)[:3])
    assert h == pile_rect(corner)[3] + p.layers * p.step < p.bounds()[3]


def test_one_seat_setup_does_not_offer_the_same_shuffle(app):
    app.scenes.push(MenuScene(app))
    setup = ThreeByThreeSetup(app)
    app.scenes.push(setup)
    setup.seats = setup.seats[:1]
    setup._build()
    names = {row.opt.name for row in setup.L["option_rows"]}
    assert "same_shuffle" not in names and "joker_credit" in names
    setup.add_seat()
    assert "same_shuffle" in {row.opt.name for row in setup.L["option_rows"]}


def test_a_tall_narrow_window_gets_a_column_with_readable_text(app):
    app.resize_window((800, 1000))
    t = table(app, seed=1)
    m, g = t.m, t.geo
    assert g.portrait and m.dh > m.dw
    assert m.px(13) >= 12  # the smallest text drawn (the pills) is 13 logical units
    stage = pygame.Rect(0, 0, app.metrics.w, app.metrics.h)
    piles = [m.rect(*t.pile_rect(i)) for i in range(9)]
    boxes = piles + [m.rect(*g.left), m.rect(*g.right)]
    for i, a in enumerate(boxes):
        assert stage.contains(a)
        for b in boxes[i + 1:]:
            assert not a.colliderect(b)
    for b in t.buttons.buttons:
        assert stage.contains(b.rect(m))
    # a click lands where the pile is drawn on this stage
    edge = next(mv for mv in t.legal if isinstance(mv, Edge))
    x, y, w, h = t.pile_rect(T.PILE_INDEX[edge.edge])
    click(t, m.pt(x + w / 2, y + h / 2))
    assert t.view.pending is not None


def test_the_table_scene_is_its_layout_and_places_in_600_lines_or_fewer():
    from pathlib import Path

    import app.scenes.three_by_three as scene
    assert len(Path(scene.__file__).read_text().splitlines()) <= 600


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 1000)])
@pytest.mark.parametrize("seats", [["Ann"], ["Ann", "Bo"]])
def test_the_end_screen_words_stay_in_the_right_panel_without_overlapping(app, monkeypatch, size, seats):
    import app.scenes.three_by_three_panels as panels
    import app.ui.textpanel as textpanel

    drawn = []

    def recording(blit):
        def blit_text(surface, m, s, *args, **kwargs):
            r = blit(surface, m, s, *args, **kwargs)
            drawn.append((s, r))
            return r
        return blit_text

    monkeypatch.setattr(panels, "blit_text", recording(panels.blit_text))
    monkeypatch.setattr(textpanel, "blit_text", recording(textpanel.blit_text))
    app.resize_window(size)
    t = table(app, [SeatConfig(name) for name in seats], seed=1)
    play_to_the_end(app, t)
    t.banner_left = 0.0
    drawn.clear()
    app.draw()
    box = t.m.rect(*t.geo.right)
    inside = [(s, r) for s, r in drawn if box.collidepoint(r.center)]
    words = " ".join(s for s, _ in inside)
    assert "Look back steps through the game again" in words and len(inside) >= 4
    # the analysis's long words are the look-back's now
    assert "to someone who knew every card" not in words and "the best left was" not in words
    assert "the best to the end" not in words and "was gone after play" not in words
    for k, (s, r) in enumerate(inside):
        assert box.contains(r), s
        for s2, r2 in inside[k + 1:]:
            assert not r.colliderect(r2), (s, s2)


@pytest.mark.parametrize("seats", [["Ann"], ["Ann", "Bo"]])
def test_the_end_screen_offers_look_back_by_button_and_by_l(app, monkeypatch, seats):
    from app.scenes.replay_viewer import ReplayViewer

    opened = []
    monkeypatch.setattr(ThreeByThreeTable, "look_back", lambda self, first=0: opened.append(first))
    t = table(app, [SeatConfig(name) for name in seats], seed=2)
    assert not any(b.label == "Look back" for b in t.buttons.buttons)
    play_to_the_end(app, t)
    press(app, t, "Look back")
    key(app, pygame.K_l)
    assert opened == [0, 0]
    monkeypatch.undo()  # the real one: the viewer with the look-back on, and the analysis's marks
    t.lookback_in_process = False  # (a thread: the patch below reaches it)

    def again(*args):
        raise AssertionError("the table's analysis is worked out again")

    import app.scenes.three_by_three_lookback as lookback_module

    monkeypatch.setattr(lookback_module, "analyse", again)  # (the table's own is handed over)
    key(app, pygame.K_l)
    v = app.scenes.top
    assert isinstance(v, ReplayViewer) and v.lookback is not None
    v.lookback.wait(120)
    app.step(0.05)
    assert v.lookback.ready and v.lookback.error is None
    marked = {a["index"] + 1 for a in t.analysis if a["pnr"] is not None}
    assert {k for k in range(1, len(v.steps)) if v.lookback.mark(k)} == marked and marked
