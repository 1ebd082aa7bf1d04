"""The Twenty-Nine table driven through synthetic events on SDL's dummy driver."""

import random

import pygame
import pytest

from app.rules import twenty_nine as T
from app.rules.cards import Card
from app.scenes.menu import MenuScene
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.pass_screen import PassScreen
from app.scenes.twenty_nine import TwentyNineTable
from app.scenes.twenty_nine_layout import MARKER_RANK
from app.scenes.twenty_nine_setup import TwentyNineSetup
from app.store import saves
from app.ui import words
from app.games import present
from tests.ui.conftest import FaceLog, click, drag


def key(app, k, up=False):
    app.dispatch(pygame.event.Event(pygame.KEYUP if up else pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def make(app, seats, seed=7, **opts):
    app.scenes.push(MenuScene(app))
    t = TwentyNineTable(app, TableConfig("twenty_nine", seats, T.GAME.info.resolve_options(opts), seed))
    app.scenes.push(t)
    return t


def one_human(level="easy"):
    return [SeatConfig("Ann")] + [SeatConfig(n, "computer", level) for n in ("Bo", "Cy", "Di")]


def centre(app, rect):
    return app.metrics.pt(rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)


def step(app):
    top = app.scenes.top
    if isinstance(top, TwentyNineTable) and top.thinking is not None:
        top.finish_thinking_now()
    app.step(0.05)


def run_until(app, cond, limit=4000):
    for _ in range(limit):
        if cond():
            return
        step(app)
    raise AssertionError("condition not reached")


def hand_of(t, seat):
    st = t.full_state()
    return {T.CARD[i] for i in T.mask_cards(st.hands[seat])}


def human_turn(app, t, rng, by_drag=True):
    """The human at the screen decides through events: a bar button or a card."""
    legal = t.legal
    plays = [mv for mv in legal if type(mv) is T.Play]
    before = len(t.moves)
    if plays and (len(plays) == len(legal) or rng.random() < 0.7):
        mv = rng.choice(plays)
        i = t.fans[t.viewer].index_of(mv.card)
        sp = t.animator.sprites[(("hand", t.viewer), i)]
        if by_drag:
            drag(t, centre(app, sp.lrect()), centre(app, t.trick_area.bounds()))
        else:
            click(t, centre(app, sp.lrect()))
    else:
        buttons = [b for b in t.bar.buttons if b.enabled]
        b = rng.choice(buttons)
        click(t, b.rect(app.metrics).center)
    assert len(t.moves) == before + 1 and t.movers[-1] == t.movers[-1]
    return t.moves[-1]


def play_to_summary(app, t, rng, alternate=False):
    """The human decides through events (by drag, or by drag and click in turn with
    ``alternate``) and the computers play until the hand's summary shows; the human's moves."""
    mine = 0
    for _ in range(4000):
        if t.summary is not None:
            break
        if t.legal:
            human_turn(app, t, rng, by_drag=not alternate or mine % 2 == 0)
            mine += 1
        else:
            step(app)
    return mine


def test_setup_starts_a_four_seat_table(app):
    app.scenes.push(MenuScene(app))
    setup = TwentyNineSetup(app)
    app.scenes.push(setup)
    assert len(setup.seats) == 4
    setup.seed_field.value = "42"
    b = next(b for b in setup.buttons.buttons if b.label == "Start")
    click(setup, b.rect(app.metrics).center)
    t = app.scenes.top
    assert isinstance(t, TwentyNineTable) and t.config.seed == 42 and t.viewer == 0


def test_a_whole_hand_one_human_by_events_from_deal_to_summary(app):
    t = make(app, one_human(), seed=11, hands=1)
    rng = random.Random(1)
    assert len(t.view.hand) == 4 and t.ring.bottom == 0  # deal 1: four cards, Ann at the bottom
    mine = play_to_summary(app, t, rng, alternate=True)
    assert t.summary is not None and mine >= 8  # eight cards at least, and the bidding
    st = t.full_state()
    assert t.summary == st.results[-1]
    assert t.over and t.final
    labels = [b.label for b in t.buttons.buttons]
    assert "Play again" in labels
    app.draw()


def test_the_setup_offers_the_expert_and_a_hand_against_it_plays_to_its_summary(app):
    """The expert is the strongest level offered (it measured stronger than hard): a seat's
    kind cycles to it, and a hand with three expert computers plays to its summary."""
    app.scenes.push(MenuScene(app))
    setup = TwentyNineSetup(app)
    app.scenes.push(setup)
    assert setup.levels[-1] == "expert"
    for _ in range(len(setup.levels) + 1):  # through every kind, at most once round
        if setup.seats[1].level == "expert":
            break
        setup.cycle_kind(1)
    assert setup.seats[1].kind == "computer" and setup.seats[1].level == "expert"
    assert setup.config().seats[1].level == "expert"
    t = make(app, one_human("expert"), seed=23, hands=1)
    play_to_summary(app, t, random.Random(2))
    assert t.summary is not None and t.summary == t.full_state().results[-1]


def test_the_summary_then_the_next_deal(app):
    t = make(app, one_human(), seed=4)
    rng = random.Random(2)
    for _ in range(6000):
        if t.summary is not None and t.finished is None:
            break
        if t.legal:
            human_turn(app, t, rng)
        else:
            step(app)
    assert t.hold == "summary" and "Next hand" in [b.label for b in t.buttons.buttons]
    hand_no = t.view.hand_no
    assert not t.layer.sprites or all(sp.data[0] == "trick" for sp in t.layer.sprites)  # no hand under the summary
    key(app, pygame.K_RETURN)
    assert t.summary is None and t.hold is None
    run_until(app, lambda: t.legal or t.view.bids)
    assert t.view.hand_no == hand_no and all(n == 4 for n in t.view.hand_counts)


def test_bid_buttons_never_offer_an_illegal_bid_and_never_move(app):
    places = {}
    for seed in range(1, 7):
        t = make(app, one_human(), seed=seed, all_pass="redeal")
        rng = random.Random(seed)
        for _ in range(600):
            if t.view.phase != T.AUCTION or t.summary is not None:
                break
            if t.legal:
                offered = t.bar.offered_now()
                assert offered and set(offered) <= set(t.legal)
                assert {mv for mv in t.legal} <= set(offered)  # every legal bid has its button
                for mv, b in zip(t.bar.moves, t.bar.buttons):
                    places.setdefault(mv, b.lrect)
                    assert places[mv] == b.lrect  # a button for a bid is always in the same place
                    assert b.enabled == (mv in t.legal)
                human_turn(app, t, rng)
            else:
                step(app)
        app.scenes.pop()
        app.scenes.pop()


def reach_illegal_card(app, t, rng):
    for _ in range(6000):
        if t.legal:
            plays = [mv for mv in t.legal if type(mv) is T.Play]
            if plays and len(plays) < len(t.view.hand):
                return next(c for c in t.view.hand if T.Play(c) not in plays)
            human_turn(app, t, rng)
        else:
            step(app)
    raise AssertionError("no illegal card came up")


def test_an_illegal_card_drop_flies_back_with_the_rules_reason(app):
    t = make(app, one_human(), seed=3)
    rng = random.Random(3)
    bad = reach_illegal_card(app, t, rng)
    i = t.fans[0].index_of(bad)
    sp = t.animator.sprites[(("hand", 0), i)]
    home = sp.pos
    moves = list(t.moves)
    assert sp.tint is not None  # dimmed
    drag(t, centre(app, sp.lrect()), centre(app, t.trick_area.bounds()))
    why = t.reason(T.Play(bad))
    assert why and t.toast.message == why[0].upper() + why[1:] + "."
    assert t.moves == moves and sp.pos == home and t.fans[0].order[i] == bad
    # a click on it says the same and changes nothing
    t.toast.message = ""
    click(t, centre(app, sp.lrect()))
    assert t.moves == moves and why[1:] in t.toast.message


def test_dragging_a_card_along_the_fan_reorders_it_locally(app):
    t = make(app, one_human(), seed=5)
    run_until(app, lambda: t.legal)
    order = list(t.fans[0].order)
    first = t.animator.sprites[(("hand", 0), 0)]
    last = t.fans[0].rects[-1]
    moves = list(t.moves)
    drag(t, centre(app, first.lrect()), app.metrics.pt(last[0] + last[2] - 4, last[1] + 60))
    step(app)
    assert t.moves == moves
    assert t.fans[0].order == order[1:] + order[:1] and t.fans[0].mode == "own"
    click(t, next(b for b in t.buttons.buttons if b.label == "By rank").rect(app.metrics).center)
    assert t.fans[0].mode == "rank" and sorted(t.fans[0].order) == sorted(order)


def public_ok(t, faces):
    """Every face drawn is one the human at the screen may see."""
    st = t.full_state()
    viewer = t.viewer if app_top_is_table(t) else None
    shown_pair = set(t.view.pair_cards)
    for s in t.humans:
        if s != viewer:
            assert not (set(faces) & (hand_of(t, s) - shown_pair)), f"seat {s}'s hand drawn while {viewer} looks"
    markers = [c for c in faces if c.rank == MARKER_RANK]
    if markers and not st.revealed:
        assert viewer == st.bidder and t.peeking  # only the bidder, while peeking


def app_top_is_table(t):
    return t.app.scenes.top is t


def test_two_humans_never_see_each_others_cards_or_the_hidden_trump(app):
    seats = [SeatConfig("Ann"), SeatConfig("Ben"), SeatConfig("Cy", "computer", "easy"),
             SeatConfig("Di", "computer", "easy")]
    t = make(app, seats, seed=9, hands=2)
    log = FaceLog(app.art)
    app._art = log
    rng = random.Random(9)
    peeked = refused_peek = 0
    pass_screens = 0
    for _ in range(8000):
        if t.over and t.summary is not None and t.final:
            break
        top = app.scenes.top
        if isinstance(top, PassScreen):
            log.faces.clear()
            app.draw()
            assert not [c for c in log.faces if c.rank in T.POWER]  # the pass screen shows no card
            pass_screens += 1
            click(top, top.button.rect(app.metrics).center)
            assert app.scenes.top is t and t.ring.bottom == t.viewer  # the table turns to that human
            continue
        if t.summary is not None and t.finished is None:
            key(app, pygame.K_RETURN)
            continue
        if t.legal:
            v = t.view
            if v.marker == "face down":
                key(app, pygame.K_t)  # hold T: the bidder peeks, anyone else sees nothing new
                log.faces.clear()
                app.draw()
                public_ok(t, log.faces)
                if t.viewer == v.bidder:
                    assert any(c.rank == MARKER_RANK and c.suit == v.trump for c in log.faces)
                    peeked += 1
                else:
                    assert not t.peeking
                    refused_peek += 1
                key(app, pygame.K_t, up=True)
                assert not t.peeking
            human_turn(app, t, rng)
        else:
            step(app)
        log.faces.clear()
        app.draw()
        public_ok(t, log.faces)
    assert t.over and pass_screens >= 4
    assert peeked + refused_peek > 0


def play_until_ask(app, t, rng):
    """Play on, checking the Ask button at every decision, until the human may ask."""
    for _ in range(12000):
        if t.over:
            return False
        if t.summary is not None and t.finished is None:
            key(app, pygame.K_RETURN)
            continue
        if t.legal:
            asks = [mv for mv in t.legal if type(mv) is T.AskTrump]
            labels = [b.label for b in t.bar.buttons]
            assert ("Ask for trump" in labels or "Reveal trump" in labels) == bool(asks)
            if asks:
                return True
            human_turn(app, t, rng)
        else:
            step(app)
    return False


def test_ask_for_trump_appears_exactly_when_legal_and_reveals_the_marker(app):
    for seed in range(1, 30):
        t = make(app, one_human(), seed=seed, hands=2)
        if play_until_ask(app, t, random.Random(seed)):
            break
        app.scenes.pop()
        app.scenes.pop()
    else:
        raise AssertionError("the human never could ask for trump")
    marker = t.animator.sprites[("marker", 0)]
    assert marker.card is None or t.viewer == t.view.bidder  # face down until the reveal
    key(app, pygame.K_a)
    assert t.view.trump_revealed and t.moves[-1] == T.AskTrump()
    marker = t.animator.sprites[("marker", 0)]
    assert marker.card is not None and marker.card.suit == t.view.trump and marker.face_up
    assert t.ring.bubbles.get(0) in ("Asks for trump", "Reveals trump")


def test_autosave_and_resume_show_the_same_table(app):
    t = make(app, one_human(), seed=6)
    rng = random.Random(6)
    for _ in range(3000):
        if len(t.moves) >= 14 and t.legal:
            break
        if t.legal:
            human_turn(app, t, rng)
        else:
            step(app)
    data = saves.read("twenty_nine")
    assert data is not None and len(data["moves"]) == len(t.moves)
    r = TwentyNineTable.resume(app, data)
    app.scenes.push(r)
    assert r.full_state() == t.full_state() and r.viewer == 0 and r.view.hand == t.view.hand


def test_a_redeal_is_announced_with_its_reason(app):
    seed = next(s for s in range(1, 500) if T.GAME.new_game(s, 4, {}).redeals)
    t = make(app, one_human(), seed=seed)
    reason = t.view.redeals[0]
    assert t.banner.startswith("Redeal") and present.game_words("twenty_nine").redeal_line(reason, t.names) in t.banner
    assert "seat" not in t.banner.lower() and reason.rule not in t.banner  # names, no rule codes
    assert reason.seat is None or t.names[reason.seat] in t.banner


@pytest.mark.parametrize("variant", ["auction", "trump", "trick", "reveal", "pair", "summary"])
def test_screenshot_scenes_show_their_moment(app, variant):
    app.scenes.push(MenuScene(app))
    t = TwentyNineSetup.demo(app, variant, 1)
    app.scenes.push(t)
    t.after_push()
    log = FaceLog(app.art)
    app._art = log
    app.draw()
    v = t.view
    expect = {"auction": lambda: v.phase == T.AUCTION and t.bar.buttons,
              "trump": lambda: v.phase == T.TRUMP and len(t.bar.offered_now()) == 4,
              "trick": lambda: v.trick and t.fans[0].hover is not None,
              "reveal": lambda: v.trump_revealed,
              "pair": lambda: v.phase == T.PAIR and t.bar.buttons,
              "summary": lambda: t.summary is not None}[variant]
    assert expect()
    public_ok(t, log.faces)


def test_keys_play_a_card_and_undo_takes_the_decision_back(app):
    t = make(app, one_human(), seed=8)
    rng = random.Random(8)
    for _ in range(6000):
        if t.legal and all(type(mv) is T.Play for mv in t.legal):
            break
        if t.legal:
            human_turn(app, t, rng)
        else:
            step(app)
    n = len(t.moves)
    hand = t.view.hand
    key(app, pygame.K_TAB)
    shown = t.drag.focused()
    assert shown is not None and shown.payload in t.legal
    key(app, pygame.K_RETURN)
    assert t.moves[n] == shown.payload and t.movers[n] == 0
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    assert len(t.moves) == n and t.view.hand == hand and t.legal


def test_pointing_at_a_dimmed_card_says_why(app, monkeypatch):
    t = make(app, one_human(), seed=3)
    bad = reach_illegal_card(app, t, random.Random(3))
    i = t.fans[0].index_of(bad)
    r = t.fans[0].rects[i]
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=app.metrics.pt(r[0] + 6, r[1] + r[3] - 10),
                                    rel=(0, 0), buttons=(0, 0, 0)))
    assert t.fans[0].hover == i
    assert t.animator.sprites[(("hand", 0), i)].lrect()[1] < r[1]  # lifted
    shown = []
    monkeypatch.setattr("app.scenes.twenty_nine_panels.draw_tip", lambda surface, m, text, *a, **k: shown.append(text))
    app.draw()
    why = t.reason(T.Play(bad))
    assert shown == [why[0].upper() + why[1:]]


def test_the_bidder_peeks_by_holding_the_mouse_on_the_marker(app):
    for seed in range(1, 60):
        if T.GAME.new_game(seed, 4, {}).turn == 0:
            break
    t = make(app, one_human(), seed=seed)
    rng = random.Random(seed)
    # Ann bids the lowest and everyone else passes: she is the bidder, trump is hers to hide
    for _ in range(2000):
        if t.view.bidder is not None and t.view.marker == "face down":
            break
        if t.legal:
            if t.view.phase == T.AUCTION:
                click(t, t.bar.button_for(t.legal[0]).rect(app.metrics).center)
            else:
                human_turn(app, t, rng)
        else:
            step(app)
    v = t.view
    assert v.bidder == 0 and v.marker == "face down"
    r = t.marker_rect(0)
    p = centre(app, r)
    assert t.animator.sprites[("marker", 0)].card is None
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=p))
    assert t.peeking and t.animator.sprites[("marker", 0)].card == Card(MARKER_RANK, v.trump)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=p))
    assert not t.peeking and t.animator.sprites[("marker", 0)].card is None


def test_a_match_ends_with_its_winner(app):
    seats = [SeatConfig(n, "computer", "easy") for n in ("Ann", "Bo", "Cy", "Di")]
    t = make(app, seats, seed=18, match_games=1)  # (a short match: six hands)
    run_until(app, lambda: t.final, limit=40000)
    o = t.outcome
    assert t.over and t.summary == t.full_state().results[-1]
    assert max(t.view.g) >= 1 and not o.draw
    assert t.view.g[o.winners[0] & 1] == 1 and t.view.g[1 - (o.winners[0] & 1)] < 1
    assert "Play again" in [b.label for b in t.buttons.buttons]


def test_a_redeal_after_trump_is_announced_and_dealt_again(app):
    seats = [SeatConfig(n, "computer", "easy") for n in ("Ann", "Bo", "Cy", "Di")]
    for seed in range(1, 200):
        t = make(app, seats, seed=seed, hands=2)
        seen = []
        for _ in range(6000):
            if t.over:
                break
            before = len(t.view.redeals), t.view.hand_no
            step(app)
            v = t.view
            if v.hand_no == before[1] and len(v.redeals) > before[0] and v.redeals[-1].rule in ("R2", "R3", "R4", "R5"):
                seen.append(v.redeals[-1])
                break
        if seen:
            break
        app.scenes.pop()
        app.scenes.pop()
    else:
        raise AssertionError("no redeal after trump in 200 seeds")
    assert t.banner.startswith("Redeal") and present.game_words("twenty_nine").redeal_line(seen[0], t.names) in t.banner
    assert all(n == 4 for n in t.view.hand_counts)
    hands = [k for k in t.animator.sprites if k[0][0] == "hand"]
    assert len(hands) == 16 and ("marker", 0) not in t.animator.sprites


def test_a_resume_shows_the_summary_that_was_on_screen(app):
    t = make(app, one_human(), seed=4)
    rng = random.Random(2)
    for _ in range(6000):
        if t.summary is not None and t.finished is None:
            break
        if t.legal:
            human_turn(app, t, rng)
        else:
            step(app)
    data = saves.read("twenty_nine")
    assert data["ui"] == {"summary": len(t.view.results)}
    r = TwentyNineTable.resume(app, data)
    app.scenes.push(r)
    assert r.summary == t.summary and r.hold == "summary" and "Next hand" in [b.label for b in r.buttons.buttons]
    key(app, pygame.K_RETURN)
    assert r.summary is None and saves.read("twenty_nine")["ui"] == {}


def keys_type(app, *ks):
    for k in ks:
        key(app, k)


def test_a_whole_auction_by_keys(app):
    """Digits pick a bid, Enter makes it; Tab and the arrows ring the bar's buttons; P
    passes; S, H, D, C pick a trump suit; Y and N answer; a bid that is not allowed is
    refused with the rules' reason and changes nothing."""
    digit = {str(d): getattr(pygame, f"K_{d}") for d in range(10)}
    for seed in range(1, 80):
        if T.GAME.new_game(seed, 4, {}).turn != 0:
            continue
        app.scenes.stack.clear()
        t = make(app, one_human(), seed=seed)
        made, trump_by_keys = [], False
        for _ in range(3000):
            v = t.view
            if t.legal and any(type(mv) is T.Play for mv in t.legal):
                break  # the auction and every decision before the play are done
            if not t.legal:
                step(app)
                continue
            n = len(t.moves)
            bids = [mv for mv in t.legal if type(mv) is T.Bid]
            if v.phase == T.AUCTION and bids and not made:
                if v.high_seat is not None:  # a bid no higher than the highest: refused, nothing changes
                    keys_type(app, *(digit[c] for c in str(v.high_bid)))
                    assert len(t.moves) == n and t.toast.message == t.reason(T.Bid(v.high_bid))[:1].upper() \
                        + t.reason(T.Bid(v.high_bid))[1:] + "."
                keys_type(app, *(digit[c] for c in str(bids[0].value)), pygame.K_RETURN)
                expect = bids[0]
            elif v.phase == T.AUCTION and bids and len(made) == 1:
                key(app, pygame.K_TAB)  # the ring on the first button that may be pressed
                ringed = t.bar_keys.focused
                assert ringed is not None and ringed.enabled
                key(app, pygame.K_RIGHT)
                after = t.bar_keys.focused
                assert after is not None and after.lrect[0] > ringed.lrect[0]
                expect = t.bar.moves[t.bar.buttons.index(after)]
                key(app, pygame.K_RETURN)
            elif v.phase == T.AUCTION:
                key(app, pygame.K_p)
                expect = T.Pass()
            elif v.phase == T.TRUMP:
                keys_type(app, pygame.K_h)
                assert len(t.moves) == n  # a suit picked, not yet chosen
                key(app, pygame.K_RETURN)
                expect, trump_by_keys = T.ChooseTrump("H"), True
            else:
                yes_no = {T.SINGLE: T.SingleHand, T.DOUBLE: T.Double, T.REDOUBLE: T.Redouble, T.PAIR: T.Pair}[v.phase]
                key(app, pygame.K_n)
                expect = yes_no(False)
            assert len(t.moves) == n + 1 and t.moves[n] == expect and t.movers[n] == 0, (v.phase, expect)
            made.append(expect)
        if trump_by_keys:
            assert any(type(mv) is T.Bid for mv in made) and T.ChooseTrump("H") in made
            assert t.view.bidder == 0 and t.view.trump == "H"
            return
    raise AssertionError("no seed near 1 let the human win the auction")


def test_redo_keeps_the_auction_history(app):
    for seed in range(1, 40):
        app.scenes.stack.clear()
        t = make(app, one_human(), seed=seed)
        run_until(app, lambda: bool(t.legal))
        if t.view.phase == T.AUCTION and len(t.view.bids) >= 2:
            break
    bids = t.view.bids
    said = dict(t.ring.bubbles)
    assert {s for s, _ in bids} <= set(said)
    key(app, pygame.K_p)
    run_until(app, lambda: bool(t.legal) or t.view.phase != T.AUCTION)
    ctrl = dict(mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, **ctrl))
    assert t.view.bids == bids and t.ring.bubbles == said  # back before the pass: who said what
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_y, **ctrl))
    v = t.view
    assert len(v.bids) > len(bids) and (0, None) in v.bids[len(bids):]
    spoke = {}
    for s, b in v.bids:
        spoke[s] = str(b) if b else "Pass"
    for s, text in spoke.items():  # every seat's word of the auction is on the table again
        assert t.ring.bubbles.get(s), (s, t.ring.bubbles)
    assert t.ring.bubbles.get(0) == "Pass"


def test_a_tall_narrow_window_gets_a_column_layout_that_clicks(app):
    """At 800x1000 the table lays itself out on the column stage: the smallest text it
    draws (11 logical) is at least 12 px, everything is inside the window, and a click on
    a bid button (read on that stage) makes the move."""
    for seed in range(1, 60):
        if T.GAME.new_game(seed, 4, {}).turn == 0:
            break
    t = make(app, one_human(), seed=seed)
    app.resize_window((800, 1000))
    run_until(app, lambda: bool(t.legal))
    m = t.m
    assert m.column and m.px(11) >= 12 and t.geo.portrait
    window = pygame.Rect(0, 0, 800, 1000)
    for b in t.buttons.buttons:
        assert window.contains(b.rect(m)), b.label
    for s in range(4):
        for r in t.fans[s].rects:
            assert window.contains(m.rect(*r))
    n = len(t.moves)
    click(t, t.bar.button_for(T.Pass()).rect(m).center)
    assert t.moves[n:n + 1] == [T.Pass()] and t.movers[n] == 0


def test_the_match_result_on_the_last_summary_stays_clear_of_the_score_sheet(app, monkeypatch):
    from app.ui.textpanel import TextLines

    names = ("Annabelle", "Bartholomew", "Cyrilla", "Dominique")  # a result on two lines
    seats = [SeatConfig(n, "computer", "easy") for n in names]
    t = make(app, seats, seed=3, hands=1)
    run_until(app, lambda: t.final, limit=40000)
    headline = present.headline("twenty_nine", t.outcome, t.names)
    drawn = []
    real = TextLines.draw

    def record(self, surface, m, x, y):
        used = real(self, surface, m, x, y)
        drawn.append((self, list(self.rects)))
        return used

    monkeypatch.setattr(TextLines, "draw", record)
    app.draw()
    rects = [r for lines, r in drawn if any(ln.text == headline for ln in lines.lines)]
    assert len(rects) == 1 and len(rects[0]) == 2  # the result is drawn, on two lines
    sheet_top = app.metrics.rect(*t.geo.sheet).top
    assert all(r.bottom <= sheet_top for r in rects[0])


def test_the_top_seats_words_stay_clear_of_the_score_panel_and_its_fan(app):
    """The top seat's bubble, with its longest words, covers neither the score panel nor the
    top fan (and its count badge) at 1280x720."""
    import pygame

    t = TwentyNineTable(app, TableConfig("twenty_nine", [SeatConfig("You", "human")] +
                                         [SeatConfig(n, "computer", "easy") for n in ("Bo", "Cy", "Di")], {}, 3))
    m = t.m
    surface = pygame.Surface((m.w, m.h))
    top = next(s for s in range(4) if t.ring.rel(s) == 2)
    for words in ("No single hand", "Asks for trump", "No redouble"):
        r = t.ring.draw_bubble(surface, m, top, words, None)
        assert r is not None
        assert not r.colliderect(m.rect(*t.geo.score)), words
        assert r.top >= m.pt(0, 92)[1], words  # below the top fan and its badge
