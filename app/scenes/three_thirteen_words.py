"""The Three Thirteen table's words, with the players' names: the round's banner and the
wild rank, what each seat's move says at its place, the notes under a seat's name, the
announcements of the stock and of going out, the hand's penalty line and the save's summary.

Each function is given the view (or the table, for the players' names; it reads the view,
never the full state) and the rules' records; the facts come from app.rules.three_thirteen.
"""

from __future__ import annotations

from app.rules import three_thirteen as TT

RANK_PLURAL = {"3": "Threes", "4": "Fours", "5": "Fives", "6": "Sixes", "7": "Sevens", "8": "Eights",
               "9": "Nines", "T": "Tens", "J": "Jacks", "Q": "Queens", "K": "Kings"}


def wild_words(rank: str) -> str:
    return f"{RANK_PLURAL[rank]} are wild"


WILD_MARK = "marked with a star"


def info_title(rnd: int) -> str:
    return f"Three Thirteen: round {rnd} of {TT.ROUNDS}"


def info_deal(rnd: int, dealer: str | None) -> str:
    """The cards dealt in round ``rnd``, and who dealt them (None: not said)."""
    return f"{rnd + 2} cards each" + (f"  \u2022  dealer {dealer}" if dealer is not None else "")


def round_penalty(res, seat: int) -> str:
    """A seat's line at a round's end (``res``, the rules' RoundResult)."""
    sr = res.seats[seat]
    if sr.went_out:
        return "went out: 0" if seat == res.went_out else "laid down: 0"
    return f"penalty {sr.penalty}"


def total(points: int) -> str:
    return f"total {points}"


def round_banner(v) -> str:
    """The banner of a new round: its number, the cards dealt and the wild rank."""
    return f"Round {v.round} of {TT.ROUNDS}: {v.hand_size} cards each. {wild_words(v.wild)}!"


def pass_note(v) -> str:
    """The pass screen's note before a human's turn."""
    return f"Round {v.round} of {TT.ROUNDS}: {wild_words(v.wild).lower()}. Your turn."


def move_said(move, old_view) -> str:
    """What a seat says at its place when it makes ``move`` (the view before it)."""
    t = type(move)
    if t is TT.DrawStock:
        return "draws from the stock"
    if t is TT.TakeDiscard:
        return f"takes {old_view.discard_top.label}"
    if t is TT.Discard:
        return f"discards {move.card.label}"
    if t is TT.GoOut:
        return "goes out!" if old_view.went_out is None else "lays down all!"
    return ""


def seat_note(t, s: int) -> str:
    """The line under seat ``s``'s name: you, went out or last turn, its total."""
    v = t.view
    notes = []
    if s == t.viewer:
        notes.append("you")
    if t.reveal is None and v.went_out == s:
        notes.append("went out")
    elif t.reveal is None and v.final_turn and (s == v.turn or s in v.final_left):
        notes.append("last turn")
    notes.append(f"{v.totals[s]} pts")
    return " \u00b7 ".join(notes)


def went_out_banner(t, seat: int) -> str:
    v = t.view
    left = ", ".join(t.seat_name(s) for s in (v.turn, *v.final_left))
    return f"{t.seat_name(seat)} went out! One last turn each: {left}."


STOCK_RESHUFFLED = "The stock ran out: the discards (all but the top card) are shuffled into a new stock."
STOCK_ENDED = "The stock is empty: the round ends after this turn."


def round_over(t, res) -> str:
    """The title of a round's end."""
    how = f"{t.seat_name(res.went_out)} went out" if res.went_out is not None else "the stock ran out"
    return f"Round {res.round} is over: {how}"


def save_summary(t) -> str:
    v = t.view
    totals = ", ".join(f"{t.seat_name(s)} {v.totals[s]}" for s in range(t.n))
    return f"round {v.round} of {TT.ROUNDS}: {totals}"
