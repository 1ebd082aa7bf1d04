"""Learn to play (app.scenes.tutorial): each lesson followed to its end with synthetic events
at the places it points at, a wrong move refused with the step's why, Back, Skip, leaving and
resuming at the same step, every taught move legal at its step, the menu's Learn and the
setup's one offer, and every word through the catalogue."""

import pygame
import pytest

from app import i18n
from app.games import descriptors
from app.rules import jammat as J
from app.rules.three_by_three import PILE_INDEX, Edge, Joker, Place
from app.scenes.jammat import JammatSetup
from app.scenes.jammat_tutorial import LESSON as JAMMAT, Confirm, Swap
from app.scenes.menu import MenuScene
from app.scenes.three_by_three_setup import ThreeByThreeSetup
from app.scenes.three_by_three_tutorial import LESSON as THREE
from app.rules import tile_poker as TP
from app.scenes.tile_poker_setup import TilePokerSetup
from app.scenes.tile_poker_tutorial import LESSON as TILE, OPENING as TILE_OPENING
from app.scenes.twenty_nine_setup import TwentyNineSetup
from app.scenes.twenty_nine_tutorial import LESSON as TWENTY_NINE
from app.rules import twenty_nine as T
from app.rules import three_thirteen as TT
from app.scenes import three_thirteen_panels
from app.scenes.three_thirteen import ThreeThirteenTable
from app.scenes.three_thirteen_setup import ThreeThirteenSetup
from app.scenes.three_thirteen_tutorial import LESSON as THIRTEEN
from app.scenes.tutorial import TutorialScene, lesson_for, open_lesson

from .conftest import click, drag

LESSONS = [JAMMAT, THREE, TWENTY_NINE, TILE, THIRTEEN]


def key(app, k):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=0))
    app.draw()  # (as every frame does: the bubble placed for the step now)


def start(app, lesson, step=0) -> TutorialScene:
    app.scenes.push(MenuScene(app))
    scene = app.scenes.push(TutorialScene(app, lesson, step))
    app.step(0.0)
    app.draw()
    return scene


def centre(scene, rect):
    return scene.table.m.rect(*rect).center


def place(scene, name):
    return centre(scene, scene.lesson.rect_of(scene.table, name))


def wait_ready(app, scene, limit=2000):
    for _ in range(limit):
        if scene.lesson.ready(scene.table, scene.step) and not scene.table.tweens.busy:
            app.draw()
            return
        if getattr(scene.table, "thinking", None) is not None:
            scene.table.finish_thinking_now()
        app.step(0.05)
    raise AssertionError("the step never became ready")


def toast(scene) -> str:
    return scene.table.toast.message


def make_move(app, scene, move):
    """The step's move as a player makes it: drags and clicks at the places' rects."""
    t = scene.table
    if isinstance(t, ThreeThirteenTable):
        if isinstance(move, TT.DrawStock):
            drag(scene, place(scene, "stock"), place(scene, "hand"))
        elif isinstance(move, TT.TakeDiscard):
            drag(scene, place(scene, "discard"), place(scene, "hand"))
        else:
            if isinstance(move, TT.GoOut):  # Go out..., then the card to discard
                click(scene, centre(scene, t.bar.buttons[0].lrect))
                app.draw()
            drag(scene, place(scene, f"card:{move.card.text}"), place(scene, "discard"))
    elif isinstance(move, TP.Place):
        drag(scene, place(scene, f"tile:{move.card.text}"), place(scene, f"cell:{move.x},{move.y}"))
    elif isinstance(move, TP.PlaceBlindTile):
        drag(scene, place(scene, "pending"), place(scene, f"cell:{move.x},{move.y}"))
    elif isinstance(move, (TP.Draw, TP.BlindPlace)):
        click(scene, place(scene, "draw" if isinstance(move, TP.Draw) else "blind"))
    elif isinstance(move, TP.Swap):
        click(scene, place(scene, "swap"))
        app.draw()
        click(scene, place(scene, f"tile:{move.card.text}"))
    elif isinstance(move, T.Play):
        drag(scene, place(scene, f"card:{move.card.text}"), centre(scene, t.place_rect("trick")))
    elif isinstance(move, (T.Bid, T.ChooseTrump, T.SingleHand, T.Pair)):
        click(scene, centre(scene, t.bar.button_for(move).lrect))
    elif isinstance(move, Swap):
        drag(scene, centre(scene, t.cell_rect(move.b)), centre(scene, t.cell_rect(move.a)))
    elif isinstance(move, Confirm):
        click(scene, place(scene, "confirm"))
    elif isinstance(move, Joker):
        drag(scene, place(scene, move.pile), place(scene, move.corner))
    elif isinstance(move, Place):
        click(scene, place(scene, move.corner))
    elif isinstance(move, Edge):
        click(scene, place(scene, move.edge))
    else:  # the centre
        click(scene, place(scene, "C"))
    app.step(0.05)
    app.draw()


def follow(app, scene, checks=None):
    """Play the lesson to its last step as a player: Enter on a step to read, the move at the
    table on a step that asks for one."""
    lesson = scene.lesson
    while not scene.last:
        k = scene.step
        step = lesson.steps[k]
        wait_ready(app, scene)
        if step.move is None:
            key(app, pygame.K_RETURN)
        else:
            make_move(app, scene, step.move)
        assert scene.step == k + 1, (k, toast(scene))
        assert lesson.progress(scene.table) == lesson.moves_before(k + 1)
        if checks and k in checks:
            checks[k](scene.table)


def test_the_jammat_lesson_is_followed_to_a_real_game(app):
    scene = start(app, JAMMAT)
    hand = [c.text for c in scene.table.arrangement]
    assert hand == ["7D", "8S", "KD", "KS", "9H", "9D", "8D", "6D", "9C"]  # what the steps speak of

    def line(t, cells):
        return J.line_key([t.arrangement[i] for i in cells])

    checks = {
        2: lambda t: line(t, (3, 4, 5)) == (6, 9) or pytest.fail("no trail of 9s"),
        4: lambda t: line(t, (6, 7, 8)) == (5, 8) or pytest.fail("no pure sequence 8-7-6"),
        7: lambda t: (line(t, (0, 3, 6))[0], line(t, (0, 4, 8))[0]) == (2, 4) or pytest.fail("not mended"),
    }
    follow(app, scene, checks)
    t = scene.table
    assert t.phase == "reveal" and t.deal_result.position_wins == (8, 0)  # as step 13 says
    # without the third swap the computer would have taken five positions and the deal
    grid = list(t.deal_result.grids[0])
    grid[0], grid[1] = grid[1], grid[0]
    before = J.deal_result([tuple(grid), t.deal_result.grids[1]])
    assert before.position_wins == (3, 5) and before.winners == (1,)
    assert app.settings.tutorials["jammat"]["done"]
    key(app, pygame.K_RETURN)  # Play a real game
    assert isinstance(app.scenes.top, JammatSetup)


def test_the_three_by_three_lesson_is_followed_to_a_real_game(app):
    scene = start(app, THREE)
    tops = [c.text if c else None for c in scene.table.view.tops]
    assert [tops[i] for i in (0, 2, 6, 8)] == ["KH", "X2", "5C", "4C"]
    follow(app, scene)
    v = scene.table.view
    assert v.round == 2 and len(scene.table.moves) == 7  # the joker's play ended round 1
    assert scene.table.moves[-1] == Joker("TR", "T")
    click(scene, centre(scene, scene.coach.next.lrect))  # Play a real game
    assert isinstance(app.scenes.top, ThreeByThreeSetup)


def test_the_tile_poker_lesson_is_followed_to_a_real_game(app):
    scene = start(app, TILE)
    t = scene.table
    assert len(t.moves) == len(TILE_OPENING) and len(t.view.tiles) == 17
    assert [c.text for c in t.view.hands[0]] == ["2H", "5S", "5D", "6H", "3D", "8S", "JC"]
    assert (-2, 0) not in t.view.legal_cells and (-2, 0) not in t.view.board  # the hole step 2 shows

    def jack(t):
        rec = t.view.tiles[17]
        assert (rec.card.text, rec.cell, rec.points) == ("JC", (-3, -1), 4)  # a pair each way

    def drawn(t):
        assert t.view.hands[0][-1].text == "6D"

    def blind(t):
        assert t.view.pending.text == "KC" and len(t.view.hands[0]) == 7

    follow(app, scene, {2: jack, 4: drawn, 7: blind})
    v = scene.table.view
    assert "2H" not in [c.text for c in v.hands[0]] and "8D" in [c.text for c in v.hands[0]]
    assert v.board[(0, -2)].text == "KC" and v.scores[0] == 16
    assert app.settings.tutorials["tile_poker"]["done"]
    key(app, pygame.K_RETURN)  # Play a real game
    assert isinstance(app.scenes.top, TilePokerSetup)


def test_the_twenty_nine_lesson_is_followed_to_a_real_game(app):
    scene = start(app, TWENTY_NINE)
    t = scene.table
    assert [c.text for c in t.view.hand] == ["9H", "JD", "9D", "8D"]  # what the steps speak of
    assert t.view.to_move == 0 and t.view.first == 0  # the player speaks and leads first

    def check(cond, what):
        return cond or pytest.fail(what)

    def later(fn):  # after the computers' answers
        return lambda t: (wait_ready(app, scene), fn(t))

    checks = {
        1: later(lambda t: check(t.view.bidder == 0 and t.view.contract == 20, "the contract is not the player's 20")),
        2: later(lambda t: check(t.view.trump == "D" and not t.view.trump_revealed, "the trump is not a secret")),
        3: later(lambda t: check({"KD", "QD"} <= {c.text for c in t.view.hand} and not t.view.doubled,
                           "no pair in hand, or doubled")),
        4: later(lambda t: check(t.view.phase == T.PAIR and t.view.revealed_by == 3 and t.view.taken == (4, 0),
                           "Mira did not ask, or the trick is not the player's 4 points")),
        6: later(lambda t: check(t.view.pair == 0 and t.view.target == 17, "the pair did not bring the target to 17")),
        8: later(lambda t: check(t.view.taken == (8, 0) and t.view.tricks[-1][1][2][1].text == "AC",
                           "the second trick is not 9D, AD and the partner's AC")),
    }
    follow(app, scene, checks)
    key(app, pygame.K_RETURN)  # Play a real game
    assert isinstance(app.scenes.top, TwentyNineSetup)


def test_the_three_thirteen_lesson_is_followed_to_a_real_game(app):
    scene = start(app, THIRTEEN)
    t = scene.table
    v = t.view
    assert v.round == 1 and v.wild == "3" and v.turn == 0  # the player speaks first, 3s wild
    assert [c.text for c in v.hand] == ["7D", "7S", "6S"] and v.discard_top.text == "QH"  # what the steps speak of

    def check(cond, what):
        return cond or pytest.fail(what)

    def later(fn):  # after the computer's answer
        return lambda t: (wait_ready(app, scene), fn(t))

    checks = {
        2: lambda t: check(t.view.hand[-1].text == "8C" and t.view.phase == TT.DISCARD, "the stock did not give 8♣"),
        3: later(lambda t: check(t.view.discard_top.text == "TS" and t.moves[-2] == TT.TakeDiscard(),
                                 "the computer did not take 8♣ and discard 10♠")),
        5: lambda t: check("3C" in [c.text for c in t.view.hand] and
                           {mv.card.text for mv in t.legal if type(mv) is TT.GoOut} == {"7D", "6S"},
                           "no wild 3♣, or not two ways to go out (the run and the set)"),
        7: later(lambda t: check(t.reveal is not None and t.reveal.went_out == 0, "the round did not end with the player out")),
    }
    follow(app, scene, checks)
    me, opp = t.reveal.seats
    assert [m.kind for m in me.melds] == ["run"] and me.penalty == 0  # 6♠ 7♠ with the wild
    assert sorted(c.text for c in opp.leftover) == ["7D", "7H", "8C"] and opp.penalty == 22  # as step 9 says
    nxt = [b for b in t.buttons.buttons if b.label == "Next round"][0]
    click(scene, centre(scene, nxt.lrect))  # the lesson stops at the round's end
    assert t.reveal is not None and t.view.round == 2 and toast(scene) == "Not in the lesson: the coach shows each move."
    assert app.settings.tutorials["three_thirteen"]["done"]
    key(app, pygame.K_RETURN)  # Play a real game
    assert isinstance(app.scenes.top, ThreeThirteenSetup)


def test_a_wrong_move_is_refused_with_the_steps_why(app):
    scene = start(app, JAMMAT, 2)
    t = scene.table
    before = list(t.arrangement)
    drag(scene, centre(scene, t.cell_rect(0)), centre(scene, t.cell_rect(1)))
    app.step(0.05)
    assert t.arrangement == before and scene.step == 2
    assert toast(scene) == "Swap 9♣ and K♠ first: that makes your trail."
    # Three By Three: the joker's free play before the bottom edge
    app.scenes.pop()
    scene = start(app, THREE, 3)
    t = scene.table
    drag(scene, place(scene, "T"), place(scene, "TR"))
    app.step(0.05)
    assert t.moves == [] and scene.step == 3 and t.view.pending is None
    assert toast(scene).startswith("Turn up the bottom edge first")
    # on a step to read, no move at all
    key(app, pygame.K_BACKSPACE)
    assert scene.step == 2
    click(scene, place(scene, "B"))
    assert t.moves == [] and toast(scene) == "Read the coach's note, then press Next."
    # Tile Poker: a blind place where the jack should go
    app.scenes.pop()
    scene = start(app, TILE, 2)
    t = scene.table
    click(scene, place(scene, "blind"))
    app.step(0.05)
    assert len(t.moves) == len(TILE_OPENING) and scene.step == 2 and t.view.pending is None
    assert toast(scene) == "Put J♣ on the lit cell at the corner of the hole: it scores its row and its column."

    # Twenty-Nine: another bid than the one taught, by the bar's button
    app.scenes.pop()
    scene = start(app, TWENTY_NINE, 1)
    t = scene.table
    click(scene, centre(scene, t.bar.button_for(T.Bid(17)).lrect))
    app.step(0.05)
    assert t.moves == [] and scene.step == 1 and t.view.phase == T.AUCTION
    assert toast(scene) == "Bid 20 for this lesson: your jack and nine of diamonds are worth it."
    for k in (pygame.K_2, pygame.K_0, pygame.K_RETURN):  # the bid by keys, as the step says
        key(app, k)
    assert t.moves == [T.Bid(20)] and scene.step == 2

    # Three Thirteen: the discard pile's card taken instead of the stock's, then the set
    # instead of the run when going out
    app.scenes.pop()
    scene = start(app, THIRTEEN, 2)
    t = scene.table
    drag(scene, place(scene, "discard"), place(scene, "hand"))
    app.step(0.05)
    assert t.moves == [] and scene.step == 2 and len(t.view.hand) == 3
    assert toast(scene) == "Draw from the stock: Q♥ melds with none of your cards."
    key(app, pygame.K_d)  # the draw by its key, as the step says
    assert t.moves == [TT.DrawStock()] and scene.step == 3
    app.scenes.pop()
    scene = start(app, THIRTEEN, 7)
    t = scene.table
    wait_ready(app, scene)
    moves = list(t.moves)
    key(app, pygame.K_g)  # Go out...: choose the card
    assert t.going_out
    drag(scene, place(scene, "card:6S"), place(scene, "discard"))
    app.step(0.05)
    assert t.moves == moves and scene.step == 7 and len(t.view.hand) == 4
    assert toast(scene) == "Go out with the run: press Go out, then drag 7♦ onto the discard pile."


def test_back_and_skip(app):
    scene = start(app, THREE)
    follow_to = 5  # past the bottom edge and its card placed
    while scene.step < follow_to:
        step = scene.current
        if step.move is None:
            key(app, pygame.K_RIGHT)
        else:
            make_move(app, scene, step.move)
    assert len(scene.table.moves) == 2 and scene.step == 5
    click(scene, centre(scene, scene.coach.back.lrect))  # back to placing the card: it is taken back
    assert scene.step == 4 and len(scene.table.moves) == 1 and scene.table.view.pending is not None
    key(app, pygame.K_BACKSPACE)
    assert scene.step == 3 and scene.table.moves == []
    key(app, pygame.K_BACKSPACE)  # a step to read: nothing to take back
    assert scene.step == 2 and scene.table.moves == []
    click(scene, centre(scene, scene.coach.skip.lrect))
    assert scene.last and app.settings.tutorials["three_by_three"]["done"]
    key(app, pygame.K_LEFT)  # from the end, back one step: the deal replayed to it
    assert scene.step == len(THREE.steps) - 2 and scene.table.view.round == 2


def test_leaving_and_resuming_at_the_same_step(app):
    scene = start(app, JAMMAT)
    for _ in range(2):
        key(app, pygame.K_RETURN)
    make_move(app, scene, Swap(3, 8))
    assert scene.step == 3
    arrangement = [c.text for c in scene.table.arrangement]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)
    assert app.settings.tutorials["jammat"]["step"] == 3 and not app.settings.tutorials["jammat"].get("done")
    menu = app.scenes.top
    learn = [b for b in menu.buttons.buttons if b.label == "Learn"][0]  # Jammat's, the first game
    click(menu, learn.rect(app.metrics).center)
    again = app.scenes.top
    assert isinstance(again, TutorialScene) and again.step == 3
    assert [c.text for c in again.table.arrangement] == arrangement


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda x: x.game_id)
def test_every_taught_move_is_legal_at_its_step(app, lesson):
    scene = start(app, lesson)
    for k, step in enumerate(lesson.steps):
        if step.move is None:
            continue
        scene.build(k)
        assert lesson.problem(scene.table, step.move) is None, k
        assert lesson.progress(scene.table) == lesson.moves_before(k)
    assert lesson.steps[-1].move is None  # the end is read, and offers a real game
    assert 8 <= len(lesson.steps) <= 16


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda x: x.game_id)
def test_the_bubble_never_covers_what_it_points_at(app, lesson):
    for size in ((1280, 720), (800, 1000)):
        app.resize_window(size)
        scene = start(app, lesson)
        for k in range(len(lesson.steps)):
            scene.build(k)
            wait_ready(app, scene)
            app.draw()
            bubble = scene.coach.rect
            for r in scene.targets() + lesson.keep_clear(scene.table, lesson.steps[k]):
                w = min(bubble[0] + bubble[2], r[0] + r[2]) - max(bubble[0], r[0])
                h = min(bubble[1] + bubble[3], r[1] + r[3]) - max(bubble[1], r[1])
                assert w <= 0 or h <= 0, (size, k, r, bubble)
            assert all(p.startswith("position") or lesson.rect_of(scene.table, p) is not None
                       for p in lesson.steps[k].points), k
        app.scenes.pop()


def test_the_menu_offers_learn_and_the_setup_offers_the_lesson_once(app):
    menu = app.scenes.push(MenuScene(app))
    learn = [b for b in menu.buttons.buttons if b.label == "Learn"]
    assert len(learn) == len(descriptors())
    assert all(b.enabled for b in learn) and all(lesson_for(d.id) is not None for d in descriptors())  # every game
    setup = app.scenes.push(ThreeByThreeSetup(app))
    offer = [b for b in setup.buttons.buttons if b.label == "Learn to play"]
    assert len(offer) == 1 and app.settings.tutorials["three_by_three"]["offered"]
    click(setup, offer[0].rect(setup.m).center)
    assert isinstance(app.scenes.top, TutorialScene) and app.scenes.top.lesson is THREE
    app.scenes.pop()
    setup = app.scenes.push(ThreeByThreeSetup(app))  # the second time: no offer
    assert not [b for b in setup.buttons.buttons if b.label == "Learn to play"]
    assert open_lesson(app, "no_such_game") is False  # no lesson: nothing opens


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda x: x.game_id)
def test_every_word_of_the_lessons_is_in_the_catalogue(app, lesson):
    i18n.set_language(i18n.PSEUDO)
    scene = start(app, lesson)
    for k, step in enumerate(lesson.steps):
        scene.build(k)
        wait_ready(app, scene)
        app.draw()
        c = scene.coach
        shown = [c.title, c.text, c.back.label, c.skip.label] + ([c.next.label] if c.next.visible else [])
        if c.note:
            shown.append(c.note)
        if step.why:
            shown.append(scene.say(step.why, step))
        assert all(w.startswith("[") for w in shown), (k, shown)
    i18n.set_language("fr")
    assert scene.say(lesson.steps[0].text, lesson.steps[0]) != lesson.steps[0].text  # translated
    i18n.set_language("hi")
    assert scene.say(lesson.steps[0].text, lesson.steps[0]) != lesson.steps[0].text


def test_a_bad_lesson_record_in_the_settings_is_refused():
    from app.store.settings import Settings

    s = Settings()
    s.set("tutorials", {"jammat": {"step": 3, "offered": True}})
    for bad in ({"jammat": {"step": -1}}, {"jammat": {"step": "3"}}, {"jammat": {"done": 1}},
                {"jammat": {"step": 2, "other": True}}, {"jammat": []}, []):
        with pytest.raises(ValueError):
            s.set("tutorials", bad)
    assert s.tutorials == {"jammat": {"step": 3, "offered": True}}
