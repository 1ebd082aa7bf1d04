"""``GAME.reveals(state, move, seat)`` against what the seat's views show, for every game, along
the random playouts of the contract tests: a move reveals something to a seat exactly when the
seat's view after it shows a card, a tile or the trump that its view before did not, leaving
out the cards another player put into sight from its own hand (a card played or discarded, a
meld laid down, a grid at a reveal: that player's decision, not chance). Undo at a table never
goes back past such a move (app.scenes.table)."""

from __future__ import annotations

import collections

import pytest

from app.games import game_ids
from tests.rules.test_contract import CASES, playout


def sight(game_id: str, view) -> collections.Counter:
    """Every card (tile, trump) the view puts in a place, each copy once, keyed by the deal
    it belongs to (the same card dealt again in a new hand is a new sight)."""
    out: collections.Counter = collections.Counter()
    if game_id == "twenty_nine":
        epoch = view.hand_no - (view.phase == "over")  # (counted up as the last hand ends)
        out.update((epoch, c) for c in view.hand)
        out.update((epoch, c) for _, c in view.trick)
        for _, cs, _, _ in view.tricks:
            out.update((epoch, c) for _, c in cs)
        if view.trump is not None:
            out[(epoch, "trump")] += 1
    elif game_id == "three_thirteen":
        epoch = view.round
        out.update((epoch, c) for c in view.hand or ())
        out.update((epoch, c) for c in view.discards)
        for s, known in enumerate(view.known):  # cards a player took from the discard pile, still held
            if s != view.seat:  # (the seat's own are in its hand)
                out.update((epoch, c) for c in known)
        for melds in view.laid:
            for m in melds or ():
                out.update((epoch, c) for c in m)
    elif game_id == "tile_poker":  # the pool's contents are public, its order is not
        out.update(c for hand in view.hands for c in hand)
        out.update(t.card for t in view.tiles)
        if view.pending is not None:
            out[view.pending] += 1
    elif game_id == "three_by_three":  # a deck position seen face up
        out.update(i for i, c in enumerate(view.seen) if c is not None)
    elif game_id == "jammat":
        epoch = view.deal
        out.update((epoch, c) for c in view.hand or ())
        for d, result in enumerate(view.history):
            for grid in result.grids:
                out.update((d, c) for c in grid)
    return out


def held_by_others(game_id: str, st, seat: int) -> collections.Counter:
    """The cards the other players hold unseen (keyed as ``sight`` keys them): one that
    leaves this set and comes into sight was put there by its holder."""
    out: collections.Counter = collections.Counter()
    if game_id == "twenty_nine":
        from app.rules.twenty_nine import CARD

        for s in range(4):
            if s != seat:
                out.update((st.hand_no, CARD[i]) for i in range(32) if st.hands[s] >> i & 1)
    elif game_id == "three_thirteen":
        for s, hand in enumerate(st.hands):
            if s != seat:
                unseen = collections.Counter(hand)
                unseen.subtract(c for m in st.laid[s] or () for c in m)
                unseen.subtract(st.known[s])
                out.update({(st.round, c): n for c, n in unseen.items() if n > 0})
    elif game_id == "jammat":
        for s, hand in enumerate(st.hands):
            if s != seat:
                out.update((st.deal, c) for c in hand)
    return out


def chosen(game_id: str, st, move, seat: int) -> collections.Counter:
    """What a seat's own decision puts in its sight without showing it anything (the trump
    the bidder picks)."""
    out: collections.Counter = collections.Counter()
    if game_id == "twenty_nine" and type(move).__name__ == "ChooseTrump" and st.turn == seat:
        out[(st.hand_no, "trump")] += 1
    return out


def seen_new(game_id: str, game, st, move, after, seat: int) -> bool:
    new = sight(game_id, game.view(after, seat)) - sight(game_id, game.view(st, seat))
    new -= held_by_others(game_id, st, seat) - held_by_others(game_id, after, seat)  # put out by their holders
    new -= chosen(game_id, st, move, seat)
    return bool(+new)


@pytest.mark.parametrize("game_id,seed,setup", CASES)
def test_reveals_agrees_with_what_the_views_show(game_id, seed, setup):
    p = playout(game_id, seed, setup)
    counts = collections.Counter()
    for i, move in enumerate(p.moves):
        st, after = p.states[i], p.states[i + 1]
        for seat in range(p.players):
            said = p.game.reveals(st, move, seat)
            assert isinstance(said, str)
            assert said == p.game.reveals(st, move, seat, after)  # the state after, given or not
            shown = seen_new(game_id, p.game, st, move, after, seat)
            assert bool(said) == shown, (
                f"move {i} {move} to seat {seat}: reveals says {said!r}, the views say {shown}")
            counts[bool(said)] += 1
    single_deal = game_id == "jammat" and p.options.get("deals") == 1  # nothing is dealt later
    assert counts[False] > 0 and (counts[True] > 0) != single_deal  # both kinds were met


def test_every_game_says_what_a_move_reveals():
    from app.rules.game import get_game

    for gid in game_ids():
        assert callable(getattr(get_game(gid), "reveals", None)), gid
