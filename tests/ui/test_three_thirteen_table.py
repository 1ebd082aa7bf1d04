"""The Three Thirteen table driven through synthetic events on SDL's dummy driver."""

import random
from collections import Counter

import pygame
import pytest

from app.rules import three_thirteen as TT
from app.rules import three_thirteen_melds as TTM
from app.rules.cards import Card
from app.scenes.menu import MenuScene
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.pass_screen import PassScreen
from app.scenes import three_thirteen_panels
from app.scenes.three_thirteen import ThreeThirteenTable
from app.scenes.three_thirteen_setup import ThreeThirteenSetup
from app.scenes.three_thirteen_layout import DISCARD, STOCK
from app.store import saves
from tests.ui.conftest import FaceLog, click, drag


def key(app, k, up=False):
    app.dispatch(pygame.event.Event(pygame.KEYUP if up else pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def make(app, seats, seed=7, **opts):
    app.scenes.push(MenuScene(app))
    t = ThreeThirteenTable(app, TableConfig("three_thirteen", seats, TT.GAME.info.resolve_options(opts), seed))
    app.scenes.push(t)
    return t


def one_human(n=3, level="easy"):
    return [SeatConfig("Ann")] + [SeatConfig(f"C{i}", "computer", level) for i in range(1, n)]


def centre(app, rect):
    return app.metrics.pt(rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)


def step(app):
    top = app.scenes.top
    if isinstance(top, ThreeThirteenTable) and top.thinking is not None:
        top.finish_thinking_now()
    app.step(0.05)


def sprite_of(t, place):
    return t.animator.sprites[place]


def fan_place(t, card):
    i = t.fans[t.viewer].index_of(card)
    return (("hand", t.viewer), i)


def human_turn(app, t, rng, smart=False):
    """The human at the screen decides through events: draw by click or drag on a pile,
    discard by dragging a card onto the discard pile, go out with the button."""
    legal = t.legal
    v = t.view
    before = len(t.moves)
    if v.phase == TT.ASK:
        mv = rng.choice([m for m in legal if type(m) in (TT.DrawStock, TT.TakeDiscard)])
        if type(mv) is TT.DrawStock and v.stock_size == 0:
            click(t, centre(app, STOCK))
        else:
            start = ("stock", 0) if type(mv) is TT.DrawStock else ("discard", len(v.discards) - 1)
            sp = sprite_of(t, start)
            if rng.random() < 0.5:
                click(t, centre(app, sp.lrect()))
            else:
                drag(t, centre(app, sp.lrect()), centre(app, t.place_rect(("hand", t.viewer))))
    else:
        outs = [m for m in legal if type(m) is TT.GoOut]
        if outs:
            b = t.bar.buttons[0]
            click(t, b.rect(app.metrics).center)
            if t.going_out:  # several ways: the card to go out with, onto the pile
                card = rng.choice(outs).card
                sp = sprite_of(t, fan_place(t, card))
                drag(t, centre(app, sp.lrect()), centre(app, DISCARD))
        else:
            discards = [m for m in legal if type(m) is TT.Discard]
            mv = rng.choice(discards)
            if smart:  # keep the hand that costs least (the rules' measure)
                def left(m):
                    hand = list(v.hand)
                    hand.remove(m.card)
                    return TTM.deadwood(hand, v.wild)
                mv = min(discards, key=left)
            sp = sprite_of(t, fan_place(t, mv.card))
            drag(t, centre(app, sp.lrect()), centre(app, DISCARD))
    assert len(t.moves) == before + 1
    return t.moves[-1]


def test_setup_starts_a_table_with_the_seats_chosen(app):
    app.scenes.push(MenuScene(app))
    setup = ThreeThirteenSetup(app)
    app.scenes.push(setup)
    setup.add_seat()
    setup.add_seat()
    setup.seed_field.value = "42"
    b = next(b for b in setup.buttons.buttons if b.label == "Start")
    click(setup, b.rect(app.metrics).center)
    t = app.scenes.top
    assert isinstance(t, ThreeThirteenTable) and t.config.seed == 42 and t.viewer == 0 and t.n == 4
    assert "Three" in t.banner and "wild" in t.banner  # the round's wild rank is announced


def test_a_whole_round_one_human_by_events_then_the_next_round(app):
    t = make(app, one_human(3), seed=11)
    rng = random.Random(1)
    assert len(t.view.hand) == 3 and t.view.wild == "3" and "Threes are wild" in t.banner
    mine = 0
    for _ in range(4000):
        if t.reveal is not None:
            break
        if t.legal:
            human_turn(app, t, rng)
            mine += 1
        else:
            step(app)
    assert t.reveal is not None and mine >= 2 and t.hold == "reveal"
    res = t.full_state().results[0]
    assert t.reveal == res and t.reveal.round == 1
    # every hand on the table, face up, as the rules scored it
    for s in range(3):
        shown = [sp.card for place, sp in t.animator.sprites.items() if place[0] == ("reveal", s)]
        assert Counter(shown) == Counter(res.seats[s].hand) and all(
            sp.face_up for place, sp in t.animator.sprites.items() if place[0] == ("reveal", s))
    assert not [p for p in t.animator.sprites if p[0] in ("stock", "discard")]
    assert "Next round" in [b.label for b in t.buttons.buttons]
    app.draw()
    key(app, pygame.K_RETURN)
    assert t.reveal is None and t.hold is None
    for _ in range(400):
        if t.legal:
            break
        step(app)
    v = t.view
    assert v.round == 2 and v.wild == "4" and len(v.hand) in (4, 5) and "Round 2" in t.banner


def reach(app, t, rng, cond, limit=6000, smart=False):
    for _ in range(limit):
        if t.legal and t.reveal is None and cond(t):
            return
        if t.reveal is not None and not t.final:
            key(app, pygame.K_RETURN)
        elif t.legal:
            human_turn(app, t, rng, smart)
        else:
            step(app)
    raise AssertionError("the moment did not come")


def test_going_out_is_offered_only_when_the_rules_allow_and_refused_with_the_reason(app):
    t = make(app, one_human(2), seed=5)
    rng = random.Random(5)
    reach(app, t, rng, lambda t: t.view.phase == TT.DISCARD and not any(type(m) is TT.GoOut for m in t.legal)
          and t.view.round >= 2)
    labels = [b.label for b in t.bar.buttons]
    assert not any("Go out" in lb for lb in labels)
    moves, state, order = list(t.moves), t.full_state(), list(t.fans[0].order)
    key(app, pygame.K_g)  # G asks to go out: the rules say why not
    card = t.view.hand_melds.leftover[-1]
    why = t.reason(TT.GoOut(card))
    assert why and "unmelded" in why and t.toast.message == why[0].upper() + why[1:] + "."
    assert t.moves == moves and t.full_state() == state and t.fans[0].order == order
    assert not t.play(TT.GoOut(card)) and t.full_state() == state  # even straight to the frame
    # later, when the hand melds, the button is there and lays the melds face up
    reach(app, t, rng, lambda t: any(type(m) is TT.GoOut for m in t.legal) and t.view.went_out is None,
          smart=True)
    outs = [m for m in t.legal if type(m) is TT.GoOut]
    b = t.bar.buttons[0]
    assert ("Go out" in b.label) and b.enabled
    click(t, b.rect(app.metrics).center)
    if t.going_out:
        assert {c.payload for c in t.choices()} <= set(outs)
        sp = sprite_of(t, fan_place(t, outs[0].card))
        drag(t, centre(app, sp.lrect()), centre(app, DISCARD))
    assert type(t.moves[-1]) is TT.GoOut and t.movers[-1] == 0
    if t.reveal is None:  # the others' last turns: the melds lie face up meanwhile
        laid = [sp for p, sp in t.animator.sprites.items() if p[0] == ("laid", 0)]
        assert laid and all(sp.face_up for sp in laid)
        assert "went out" in t.banner


def test_the_card_just_taken_cannot_go_back_and_the_drop_says_why(app):
    t = make(app, one_human(2), seed=8)
    rng = random.Random(8)
    reach(app, t, rng, lambda t: t.view.phase == TT.ASK and t.view.discard_top is not None
          and t.view.discard_top.rank != t.view.wild)
    top = t.view.discard_top
    click(t, centre(app, sprite_of(t, ("discard", len(t.view.discards) - 1)).lrect()))
    assert type(t.moves[-1]) is TT.TakeDiscard and top in t.view.hand and t.view.took == top
    moves, state = list(t.moves), t.full_state()
    place = fan_place(t, top)
    sp = sprite_of(t, place)
    assert sp.tint is not None  # dimmed: it may not go
    drag(t, centre(app, sp.lrect()), centre(app, DISCARD))
    why = t.reason(TT.Discard(top))
    assert why and "may not discard" in why and t.toast.message == why[0].upper() + why[1:] + "."
    assert t.moves == moves and t.full_state() == state and sprite_of(t, place) is sp


def test_arrange_melds_groups_the_hand_and_the_penalty_is_the_rules(app):
    t = make(app, one_human(2), seed=21)
    rng = random.Random(21)
    reach(app, t, rng, lambda t: t.view.round >= 4 and t.view.phase == TT.DISCARD)
    v = t.view
    b = next(b for b in t.buttons.buttons if b.label == "Arrange melds")
    click(t, b.rect(app.metrics).center)
    bm = TTM.best_melds(v.hand, v.wild, v.opt("aces"))
    fan = t.fans[0]
    assert fan.order == [c for mm in bm.melds for c in mm] + list(bm.leftover)
    assert fan.groups == [len(mm) for mm in bm.melds] + ([len(bm.leftover)] if bm.leftover else [])
    assert v.hand_penalty == TTM.deadwood(v.hand, v.wild) == sum(TTM.card_value(c) for c in bm.leftover)
    # the groups stand apart: a wider step between groups than within one
    if len(fan.groups) > 1 and fan.groups[0] > 1:
        g = fan.groups[0]
        assert fan.rects[g][0] - fan.rects[g - 1][0] > fan.rects[1][0] - fan.rects[0][0]
    key(app, pygame.K_s)  # sorting leaves the melds
    assert not t.melds and fan.mode in ("suit", "rank") and fan.groups == []
    # drag a card along the fan: the player's own order
    sp = sprite_of(t, (("hand", 0), 0))
    card = fan.order[0]
    last = t.animator.sprites[(("hand", 0), len(fan.order) - 1)]
    moves = list(t.moves)
    drag(t, centre(app, sp.lrect()), (last.rect(app.metrics).right - 4, last.rect(app.metrics).centery))
    app.step(0.05)
    assert fan.mode == "own" and fan.order[-1] == card and t.moves == moves
    check_places(t)


def check_places(t):
    """Every place shows its own card: the sprite at each slot's place is that slot's card."""
    slots = t.layout()
    for slot in slots:
        sp = t.animator.sprites[slot.place]
        assert sp.card == slot.card, (slot.place, sp.card, slot.card)
        assert sp.data == slot.place
    assert len({id(sp) for sp in t.animator.sprites.values()}) == len(slots)


def test_two_decks_identical_cards_move_by_place(app):
    # four players: two decks, so identical cards are about
    assert TT.decks_for(4) == 2
    t = make(app, one_human(4), seed=3)
    rng = random.Random(3)
    twins = moved_ok = 0
    for _ in range(6000):
        if t.view.round >= 3 or t.over:
            break
        if t.reveal is not None:
            key(app, pygame.K_RETURN)
            continue
        before = dict(t.animator.sprites)
        n_moves = len(t.moves)
        old = t.view
        if t.legal:
            human_turn(app, t, rng)
        else:
            step(app)
        if len(t.moves) != n_moves + 1 or t.reveal is not None or t.view.round != old.round:
            continue
        t.tweens.finish_all()
        check_places(t)
        move, seat = t.moves[-1], t.movers[-1]
        v = t.view
        cards = [s.card for s in t.layout() if s.card is not None]
        if len(cards) != len(set(cards)):
            twins += 1
        if type(move) in (TT.Discard, TT.GoOut):
            # the card on the pile is a sprite that was in that seat's hand
            sp = t.animator.sprites[("discard", len(v.discards) - 1)]
            assert sp.card == move.card
            assert any(sp is s for p, s in before.items() if p[0] == ("hand", seat))
            moved_ok += 1
        elif type(move) is TT.TakeDiscard:
            top = before[("discard", len(old.discards) - 1)]
            now = [p for p, s in t.animator.sprites.items() if s is top]
            assert now and now[0][0] == ("hand", seat)  # the pile's top went to that seat
            if seat == t.viewer:
                assert top.card == old.discard_top and top.face_up
            else:
                assert top.card is None  # landed: back among that hand's hidden cards
            moved_ok += 1
    assert twins > 0 and moved_ok > 10


def test_another_seat_taking_the_discard_is_shown_to_everyone(app):
    app.settings.animation = "normal"  # the card stays face up a moment on its way
    t = make(app, one_human(3, "hard"), seed=4)
    rng = random.Random(4)
    for _ in range(6000):
        if t.reveal is not None:
            key(app, pygame.K_RETURN)
            continue
        if t.legal:
            human_turn(app, t, rng)
            continue
        n = len(t.moves)
        old = t.view
        step(app)
        if len(t.moves) > n and type(t.moves[-1]) is TT.TakeDiscard and t.movers[-1] != 0:
            seat = t.movers[-1]
            assert t.flying == (seat, old.discard_top)  # on its way face up, for all to see
            last = (("hand", seat), t.view.hand_sizes[seat] - 1)
            sp = t.animator.sprites[last]
            assert sp.card == old.discard_top and sp.face_up
            assert t.ring.bubbles.get(seat) == f"takes {old.discard_top.label}"
            t.tweens.finish_all()
            app.step(0.05)
            t.tweens.finish_all()
            assert t.flying is None and t.animator.sprites[last].card is None  # then into the hand
            return
    raise AssertionError("no computer took from the discard pile")


def allowed_faces(t, screen):
    """The cards that may be drawn face up with ``screen`` at the screen: that human's hand
    and what is public (the discard pile, laid melds, cards taken from the pile, a round's
    reveal, the wild card of the info panel)."""
    st = t.full_state()
    v = TT.GAME.view(st, None)
    ok = Counter(st.hands[screen]) if screen is not None else Counter()
    ok += Counter(v.discards)
    for melds in v.laid:
        for mm in melds or ():
            ok += Counter(mm)
    for cs in v.known:
        ok += Counter(cs)
    for res in v.results:
        for sr in res.seats:
            ok += Counter(sr.hand)
    ok += Counter([Card(r, "S") for r in TT.WILD_RANKS])
    return ok


def test_two_humans_never_see_each_others_cards(app):
    seats = [SeatConfig("Ann"), SeatConfig("Ben"), SeatConfig("Cy", "computer", "easy")]
    t = make(app, seats, seed=9)
    log = FaceLog(app.art)
    app._art = log
    rng = random.Random(9)
    screen = None  # the human at the screen
    pass_screens = 0
    for _ in range(8000):
        if t.view.round >= 3:
            break
        top = app.scenes.top
        if isinstance(top, PassScreen):
            log.faces.clear()
            app.draw()
            assert not log.faces  # the pass screen shows no card
            pass_screens += 1
            screen = t.seats.index(next(s for s in t.seats if s.name == top.name))
            click(top, top.button.rect(app.metrics).center)
            assert app.scenes.top is t and t.viewer == screen and t.ring.bottom == screen
            continue
        if t.reveal is not None:
            key(app, pygame.K_RETURN)
            continue
        if t.legal:
            assert t.viewer == screen
            human_turn(app, t, rng)
        else:
            step(app)
        if app.scenes.top is not t:
            continue
        log.faces.clear()
        app.draw()
        drawn = Counter(log.faces)
        ok = allowed_faces(t, screen)
        assert not (drawn - ok), drawn - ok
        for place, sp in t.animator.sprites.items():  # by place: no other hand face up
            if isinstance(place[0], tuple) and place[0][0] == "hand" and sp.face_up:
                s = place[0][1]
                assert s == screen or (t.flying is not None and t.flying[0] == s)
    assert pass_screens >= 4


def test_autosave_and_resume_show_the_round_end(app):
    t = make(app, one_human(2), seed=6)
    rng = random.Random(6)
    for _ in range(3000):
        if t.reveal is not None:
            break
        if t.legal:
            human_turn(app, t, rng)
        else:
            step(app)
    assert t.reveal is not None
    key(app, pygame.K_c)  # the score sheet is up too
    assert t.show_sheet
    data = saves.read("three_thirteen")
    assert data is not None and len(data["moves"]) == len(t.moves) and data["ui"]["reveal"] == 1
    r = ThreeThirteenTable.resume(app, data)
    app.scenes.push(r)
    assert r.full_state() == t.full_state() and r.reveal == t.reveal and r.hold == "reveal" and r.show_sheet
    assert r.viewer == 0
    key(app, pygame.K_RETURN)
    assert r.reveal is None and r.view.round == 2


@pytest.mark.parametrize("variant", ["turn", "wilds", "goout", "reveal", "sheet", "turn6", "reveal8"])
def test_screenshot_scenes_reach_their_moment(app, variant):
    app.scenes.push(MenuScene(app))
    t = ThreeThirteenSetup.demo(app, variant, 1)
    app.scenes.push(t)
    t.after_push()
    app.draw()
    v = t.view
    name = variant.rstrip("0123456789")
    assert t.n == (int(variant[len(name):]) if variant[len(name):] else 4)
    if name == "turn":
        assert v.round == 11 and len(v.hand) == 14 and v.phase == TT.DISCARD
        # 13 cards plus one drawn: every card shows at least its corner (a third of a card)
        rects = t.fans[0].rects
        assert all(b[0] - a[0] >= 0.33 * a[2] for a, b in zip(rects, rects[1:]))
        assert rects[0][0] >= 0 and rects[-1][0] + rects[-1][2] <= 1000
    elif name == "wilds":
        assert any(c.rank == v.wild for c in v.hand) and "wild" in t.banner
    elif name == "goout":
        assert any(type(m) is TT.GoOut for m in t.legal) and "Go out" in t.bar.buttons[0].label
    elif name == "reveal":
        assert t.reveal is not None and not t.final
    else:
        assert t.final and t.show_sheet and t.over


def test_a_bad_screen_name_is_refused(app):
    with pytest.raises(ValueError, match="turn"):
        ThreeThirteenSetup.demo(app, "nonsense", 1)


def stock_drawer(app, t):
    """A human who always draws from the stock (a click, even on the empty stock) and
    discards the card drawn, by a drag onto the discard pile."""
    v = t.view
    if v.phase == TT.ASK:
        click(t, centre(app, STOCK))
    else:
        sp = sprite_of(t, fan_place(t, v.hand[-1]))
        drag(t, centre(app, sp.lrect()), centre(app, DISCARD))


@pytest.mark.parametrize("stock_out", ["reshuffle", "end_round"])
def test_an_empty_stock_reshuffles_or_ends_the_round_with_a_message(app, stock_out):
    for seed in range(1, 16):
        t = make(app, [SeatConfig("Ann"), SeatConfig("Rex", "computer", "random")], seed=seed, stock_out=stock_out)
        seen = False
        for _ in range(3000):
            if t.reveal is not None:
                break
            v = t.view
            if t.legal:
                n = len(t.moves)
                stock_drawer(app, t)
                assert len(t.moves) == n + 1
                if stock_out == "reshuffle" and type(t.moves[-1]) is TT.DrawStock and v.stock_size == 0:
                    assert "stock ran out" in t.banner and "shuffled" in t.banner
                    assert t.view.stock_size > 0 and len(t.view.discards) == 1
                    seen = True
                    break
            else:
                step(app)
            if stock_out == "end_round" and t.view.stock_ended and t.reveal is None and not v.stock_ended:
                assert "round ends after this turn" in t.banner
                seen = True
        if seen and stock_out == "end_round":
            for _ in range(200):
                if t.reveal is not None:
                    break
                if t.legal:
                    stock_drawer(app, t)
                else:
                    step(app)
            assert t.reveal is not None and t.reveal.went_out is None  # the stock ran out
            app.draw()
        app.scenes.pop()
        app.scenes.pop()
        if seen:
            return
    raise AssertionError("the stock never ran out")


def test_keys_step_through_the_choices_and_enter_makes_one(app):
    t = make(app, one_human(2), seed=12)
    for _ in range(400):
        if t.legal:
            break
        step(app)
    assert t.view.phase == TT.ASK
    key(app, pygame.K_TAB)
    c = t.drag.focused()
    assert c is not None and c.payload in t.legal
    key(app, pygame.K_RETURN)
    assert t.moves[-1] == c.payload and t.view.phase == TT.DISCARD
    key(app, pygame.K_TAB)
    c = t.drag.focused()
    assert type(c.payload) is TT.Discard and c.end == "discard"
    key(app, pygame.K_RETURN)
    assert t.moves[-1] == c.payload and t.movers[-1] == 0


def test_undo_takes_back_the_last_decision_and_the_table_follows(app):
    t = make(app, one_human(3), seed=14)
    rng = random.Random(14)
    # (not a last turn: that discard ends the round, and the next round's cards, once seen,
    # are never taken back)
    reach(app, t, rng, lambda t: t.view.phase == TT.DISCARD and len(t.moves) > 6 and not t.view.final_turn)
    hand = sorted(t.view.hand)
    n = len(t.moves)
    human_turn(app, t, rng)
    assert len(t.moves) == n + 1
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    assert len(t.moves) == n and sorted(t.view.hand) == hand and t.legal
    check_places(t)


def test_the_score_sheet_covers_the_piles_and_lists_the_rounds(app):
    t = make(app, one_human(2), seed=6)
    rng = random.Random(6)
    reach(app, t, rng, lambda t: t.view.round == 2)
    key(app, pygame.K_c)
    assert t.show_sheet and t.choices() == [] and not t.bar.buttons
    app.draw()
    rows = t.sheet.rows
    res = t.view.results[0]
    assert len(rows) == TT.ROUNDS and rows[0][0] == "1" and rows[0][1] == res.wild
    assert rows[0][2:] == [("0 out" if res.went_out == s else str(res.seats[s].penalty)) for s in range(2)]
    assert t.sheet.totals[2:] == [str(x) for x in t.view.totals]
    key(app, pygame.K_c)
    assert not t.show_sheet and t.choices()


def test_with_several_ways_out_the_player_picks_the_card_to_go_out_with(app):
    for seed in range(1, 60):
        t = make(app, one_human(2), seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            if t.view.round > 2 or t.reveal is not None:
                break
            outs = [m for m in t.legal if type(m) is TT.GoOut]
            if len(outs) > 1:
                break
            if t.legal:
                human_turn(app, t, rng, smart=True) if not outs else stock_drawer(app, t)
            else:
                step(app)
        else:
            outs = []
        if len(outs) > 1:
            break
        app.scenes.pop()
        app.scenes.pop()
    else:
        raise AssertionError("no hand with several ways out came up")
    b = t.bar.buttons[0]
    assert b.label == "Go out..."
    moves = list(t.moves)
    key(app, pygame.K_g)
    assert t.going_out and [b.label for b in t.bar.buttons] == ["Not yet"] and t.moves == moves
    fan = t.fans[0]
    assert {(c.start, c.payload) for c in t.choices()} == {
        ((("hand", 0), i), TT.GoOut(card)) for i, card in enumerate(fan.order) if TT.GoOut(card) in outs}
    for i, card in enumerate(fan.order):
        assert (sprite_of(t, (("hand", 0), i)).tint is None) == (TT.GoOut(card) in outs)
    click(t, t.bar.buttons[0].rect(app.metrics).center)  # Not yet
    assert not t.going_out and t.moves == moves
    key(app, pygame.K_g)
    card = outs[-1].card
    click(t, centre(app, sprite_of(t, fan_place(t, card)).lrect()))  # in this mode a click goes out
    assert t.moves[-1] == TT.GoOut(card) and len(t.moves) == len(moves) + 1


def test_the_seats_words_are_drawn_over_the_round_banner(app, monkeypatch):
    """A computer's "takes A♥" or "goes out!" is never hidden under the banner."""
    t = make(app, [SeatConfig("Ann")] + [SeatConfig(n, "computer", "easy") for n in ("Bo", "Cy", "Di")], seed=5)
    t.announce("Bo went out! One last turn each: Ann, Cy, Di.", 6.0)
    t.ring.say(2, "goes out!")
    order = []
    real_ring, real_banner = t.ring.draw, three_thirteen_panels.draw_banner
    monkeypatch.setattr(t.ring, "draw", lambda *a, **k: (order.append("seats"), real_ring(*a, **k)))
    monkeypatch.setattr(three_thirteen_panels, "draw_banner", lambda *a, **k: (order.append("banner"), real_banner(*a, **k)))
    app.draw()
    assert order.index("banner") < order.index("seats")
    # and a top seat's words sit above a one-line banner, not on it
    for r in t.top_seats:
        x, y, anchor = t.ring.bubble_at[r]
        assert anchor == "midtop" and y + 28 <= t.g.banner_y - 20


def test_a_tall_narrow_window_gets_a_column_layout_that_clicks(app):
    """At 800x1000 the table lays itself out on the column stage (text of 13 logical or
    more at least 12 px), the others' places inside the window, and a click on the stock
    (read on that stage) draws."""
    t = make(app, one_human(5), seed=4)
    app.resize_window((800, 1000))
    for _ in range(3000):
        if t.legal and TT.DrawStock() in t.legal:
            break
        if t.thinking is not None:
            t.finish_thinking_now()
        app.step(0.05)
    m = t.m
    assert m.column and m.px(13) >= 12 and t.g.portrait
    window = pygame.Rect(0, 0, 800, 1000)
    for b in t.buttons.buttons:
        assert window.contains(b.rect(m)), b.label
    for s in range(5):
        for r in t.fans[s].rects:
            assert window.contains(m.rect(*r))
    n = len(t.moves)
    x, y, w, h = t.g.stock
    click(t, m.pt(x + w / 2, y + h / 2))
    assert t.moves[n:n + 1] == [TT.DrawStock()] and t.movers[n] == 0
