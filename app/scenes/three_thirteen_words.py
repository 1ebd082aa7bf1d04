"""The Three Thirteen table's words, with the players' names: the round's banner and the
wild rank, what each seat's move says at its place, the notes under a seat's name, the
announcements of the stock and of going out, the hand's penalty line and the save's summary.

Each function is given the view (or the table, for the players' names; it reads the view,
never the full state) and the rules' records; the facts come from app.rules.three_thirteen.
Every word is the catalogue's (app.i18n): sentences whole with named placeholders.
"""

from __future__ import annotations

from app.i18n import N_, _, ngettext, pgettext
from app.rules import three_thirteen as TT
from app.ui.words import number

# the round's wild rank as a whole sentence (the rank named as players say it)
WILD = {"3": N_("Threes are wild"), "4": N_("Fours are wild"), "5": N_("Fives are wild"),
        "6": N_("Sixes are wild"), "7": N_("Sevens are wild"), "8": N_("Eights are wild"),
        "9": N_("Nines are wild"), "T": N_("Tens are wild"), "J": N_("Jacks are wild"),
        "Q": N_("Queens are wild"), "K": N_("Kings are wild")}


def wild_words(rank: str) -> str:
    return _(WILD[rank])


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


# TRANSLATORS: under the wild rank's card in the table's panel: the wild cards wear a star badge
WILD_MARK = N_("marked with a star")


def info_title(rnd: int) -> str:
    # TRANSLATORS: the table's panel; {round}: 1 to 11, {rounds}: 11
    return _("Three Thirteen: round {round} of {rounds}").format(round=rnd, rounds=TT.ROUNDS)


def cards_each(count: int) -> str:
    # TRANSLATORS: the cards dealt to each player this round ({count}: 3 to 13)
    return ngettext("{count} card each", "{count} cards each", count).format(count=count)


def info_deal(rnd: int, dealer: str | None) -> str:
    """The cards dealt in round ``rnd``, and who dealt them (None: not said)."""
    each = cards_each(rnd + 2)
    if dealer is None:
        return each
    # TRANSLATORS: the table's panel: {cards} is "5 cards each", {name} the dealer's name
    return _("{cards}  \u2022  dealer {name}").format(cards=each, name=dealer)


def round_penalty(res, seat: int) -> str:
    """A seat's line at a round's end (``res``, the rules' RoundResult)."""
    sr = res.seats[seat]
    if sr.went_out:
        # TRANSLATORS: a round's end, under a player's name: the player went out and scores 0
        return _("went out: 0") if seat == res.went_out else _("laid down: 0")
    # TRANSLATORS: a round's end, under a player's name: the points of the cards left unmelded
    return _("penalty {points}").format(points=sr.penalty)


def total(points: int) -> str:
    # TRANSLATORS: a player's total of penalty points so far
    return _("total {points}").format(points=points)


def round_banner(v) -> str:
    """The banner of a new round: its number, the cards dealt and the wild rank."""
    # TRANSLATORS: a new round's banner; {cards} is "5 cards each", {wild} "Fives are wild"
    return _("Round {round} of {rounds}: {cards}. {wild}!").format(
        round=v.round, rounds=TT.ROUNDS, cards=cards_each(v.hand_size), wild=wild_words(v.wild))


def pass_note(v) -> str:
    """The pass screen's note before a human's turn."""
    # TRANSLATORS: before a player's turn; {wild} is "fives are wild" (its first letter small)
    return _("Round {round} of {rounds}: {wild}. Your turn.").format(
        round=v.round, rounds=TT.ROUNDS, wild=_lower_first(wild_words(v.wild)))


# TRANSLATORS: said at a player's place (a speech bubble): they go out
GOES_OUT = N_("goes out!")


def move_said(move, old_view) -> str:
    """What a seat says at its place when it makes ``move`` (the view before it)."""
    t = type(move)
    if t is TT.DrawStock:
        # TRANSLATORS: said at a player's place (a speech bubble)
        return _("draws from the stock")
    if t is TT.TakeDiscard:
        # TRANSLATORS: said at a player's place: they take the discard pile's top card ({card}: "Q♠")
        return _("takes {card}").format(card=old_view.discard_top.label)
    if t is TT.Discard:
        # TRANSLATORS: said at a player's place: they discard {card} ("Q♠")
        return _("discards {card}").format(card=move.card.label)
    if t is TT.GoOut:
        # TRANSLATORS: said at a player's place: after someone went out, they lay down every card
        return _(GOES_OUT) if old_view.went_out is None else _("lays down all!")
    return ""


def seat_note(t, s: int) -> str:
    """The line under seat ``s``'s name: you, went out or last turn, its total."""
    v = t.view
    notes = []
    if s == t.viewer:
        # TRANSLATORS: under the name of the player at the screen
        notes.append(pgettext("seat note", "you"))
    if t.reveal is None and v.went_out == s:
        notes.append(pgettext("seat note", "went out"))
    elif t.reveal is None and v.final_turn and (s == v.turn or s in v.final_left):
        # TRANSLATORS: under a player's name: someone went out, this player has one turn left
        notes.append(pgettext("seat note", "last turn"))
    # TRANSLATORS: under a player's name: their total of penalty points ({count})
    notes.append(ngettext("{count} pt", "{count} pts", v.totals[s]).format(count=number(v.totals[s])))
    return " \u00b7 ".join(notes)


def went_out_banner(t, seat: int) -> str:
    v = t.view
    left = ", ".join(t.seat_name(s) for s in (v.turn, *v.final_left))
    # TRANSLATORS: {name} went out; {names}: the players who still have one turn, in order
    return _("{name} went out! One last turn each: {names}.").format(name=t.seat_name(seat), names=left)


STOCK_RESHUFFLED = N_("The stock ran out: the discards (all but the top card) are shuffled into a new stock.")
STOCK_ENDED = N_("The stock is empty: the round ends after this turn.")


def round_over(t, res) -> str:
    """The title of a round's end."""
    if res.went_out is not None:
        # TRANSLATORS: a round's end's title; {round}: its number, {name}: who went out
        return _("Round {round} is over: {name} went out").format(round=res.round, name=t.seat_name(res.went_out))
    # TRANSLATORS: a round's end's title, when the stock ran out and nobody went out
    return _("Round {round} is over: the stock ran out").format(round=res.round)


def save_summary(t) -> str:
    v = t.view
    totals = ", ".join(f"{t.seat_name(s)} {v.totals[s]}" for s in range(t.n))
    # TRANSLATORS: a saved game in the list; {totals}: each player's name and total ("Ann 12, Bo 30")
    return _("round {round} of {rounds}: {totals}").format(round=v.round, rounds=TT.ROUNDS, totals=totals)
