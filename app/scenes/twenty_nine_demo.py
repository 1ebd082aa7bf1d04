"""Twenty-Nine screens for ``python -m app --screenshot --scene twenty_nine:VARIANT``: "" the
setup, "auction", "trump", "trick" (a card that may not be played, its reason shown),
"reveal" (trump asked for), "pair" (the pair to show or keep) and "summary" (the end of a
hand)."""

from __future__ import annotations

from app.rules import twenty_nine as T
from app.scenes import twenty_nine_words as words
from app.scenes.config import SeatConfig
from app.scenes.setup import COMPUTER_NAMES
from app.scenes.twenty_nine import TwentyNineTable

VARIANTS = ("auction", "trump", "trick", "reveal", "pair", "summary")


def demo(cls, app, variant: str, seed: int):
    """The setup screen (``cls``, for no variant) or a table showing ``variant``."""
    if not variant:
        return cls(app)
    if variant not in VARIANTS:
        raise ValueError(f"no twenty_nine screen {variant!r}; try auction, trump, trick, reveal, pair, summary")
    seats = [SeatConfig(app.settings.player_name, "human")]
    seats += [SeatConfig(COMPUTER_NAMES[i], "computer", "easy") for i in range(1, 4)]
    opts = T.GAME.info.resolve_options({})
    for k in range(400):  # a deal near the seed that reaches the promised moment
        moves = demo_moves(seed + k, opts, variant)
        if moves is not None:
            table = TwentyNineTable.resume(app, {
                "game": "twenty_nine", "seats": [vars(s) for s in seats], "options": opts,
                "seed": seed + k, "moves": [mv.to_json() for mv in moves]})
            table.saving = False  # a demo writes nothing to the player's saves, statistics or replays
            table.after_push = lambda: prepare(table, variant)  # (app.main calls it once pushed)
            return table
    raise ValueError(f"no deal near seed {seed} reaches the {variant} screen")


def demo_moves(seed: int, opts, variant: str) -> list | None:
    """Moves from the start of a game (seed) to the named moment with seat 0 (the human of
    a screenshot) to decide, made by simple choices; None if this deal does not get there."""
    game = T.GAME
    state = game.new_game(seed, 4, opts)
    moves: list = []
    for _ in range(400):
        seat = game.to_move(state)
        if seat is None:
            return None
        legal = game.legal_moves(state)
        v = game.view(state, 0)
        phase = v.phase
        if seat == 0:
            reached = {
                "auction": phase == T.AUCTION and len(v.bids) >= 2,
                "trump": phase == T.TRUMP,
                "pair": phase == T.PAIR,
                "trick": (phase == T.PLAYING and len(v.trick) >= 2 and not v.trump_revealed and v.bidder != 0
                          and 2 <= sum(type(mv) is T.Play for mv in legal) < len(v.hand)),
                "reveal": (phase == T.PLAYING and v.trump_revealed and len(v.trick) >= 1
                           and v.revealed_in_trick == len(v.tricks) and v.bidder not in (None, 0)),
                "summary": phase == T.PLAYING and len(v.tricks) == 7 and v.declarer is None and len(v.trick) == 3,
            }[variant]
            if reached:
                return moves
        move = demo_choice(seat, legal, v, variant)
        state = game.apply(state, move)
        moves.append(move)
    return None


def demo_choice(seat: int, legal, v, variant: str):
    """The simple choice a demo game makes at ``seat`` on its way to ``variant``."""
    if T.Pair(True) in legal:
        return T.Pair(True)
    if any(type(mv) is T.SingleHand for mv in legal):
        return T.SingleHand(False)
    if any(type(mv) in (T.Double, T.Redouble) for mv in legal):
        return legal[-1]
    if variant in ("reveal", "pair") and T.AskTrump() in legal:
        return T.AskTrump()
    if any(type(mv) is T.Bid for mv in legal):
        bidder = 0 if variant == "trump" else 1
        if seat == bidder or (variant == "auction" and seat in (1, 3) and len(v.bids) < 2):
            if variant == "pair" and T.Bid(21) in legal:
                return T.Bid(21)  # a pair changes the target only from a bid of 20
            return legal[0]
        return T.Pass()
    plays = [mv for mv in legal if type(mv) is T.Play]
    return plays[0] if plays else legal[0]


def prepare(table, variant: str) -> None:
    """Bring the demo table to its moment: the last card of the hand played (summary), a card
    that may not be played under the pointer (trick), the bidder peeking (reveal), and the
    seats' words in their bubbles."""
    table.tweens.finish_all()
    v = table.view
    if variant == "summary":
        legal = table.legal
        plays = [mv for mv in legal if type(mv) is T.Play]
        table.play(plays[0])
        table.tweens.finish_all()
    elif variant == "trick":
        plays = [mv for mv in table.legal if type(mv) is T.Play]
        fan = table.fans[table.viewer]
        bad = next((c for c in fan.order if T.Play(c) not in plays), None)
        if bad is not None:
            fan.hover = fan.index_of(bad)
            table.sync_layout(animate=False)
    elif variant == "reveal" and v.bidder == 0:
        table.peeking = True
        table.sync_layout(animate=False)
    table.tweens.finish_all()
    if variant in ("auction", "trump"):
        for s, b in v.bids[-4:]:
            table.ring.say(s, str(b) if b else words.pass_word())
    if variant == "reveal" and v.revealed_by is not None:
        table.ring.say(v.revealed_by, words.asked_word(v.revealed_by, v.bidder))
    table.build_buttons()
