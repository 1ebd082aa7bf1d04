"""What the Twenty-Nine table says, in players' words and with their names: the bubbles of a
move and of a position, the lines of the information panel, the decision bar's titles and
hints, and the summary after a hand. Each is built whole from the view (or a hand's result)
and the players' ``names``, for the panels and the table to draw."""

from __future__ import annotations

from app.rules import twenty_nine as T

SUIT_WORD = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
SUIT_SYMBOL = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
ASKED = ("Asks for trump", "Reveals trump")  # the bubbles that stay until the trick is done
DOUBLING = {"double": "Double!", "no double": "No double", "redouble": "Redouble!", "no redouble": "No redouble"}
TURN = {T.AUCTION: "bid or pass", T.TRUMP: "choose trump", T.SINGLE: "decide on a single hand",
        T.DOUBLE: "double or not", T.REDOUBLE: "redouble or not", T.PLAYING: "play", T.PAIR: "show the pair or not"}


def team_name(names, team: int) -> str:
    return f"{names[team]} & {names[team + 2]}"


def pass_note(v) -> str:
    return f"Hand {v.hand_no + 1}: your turn to {TURN.get(v.phase, 'play')}."


def asked_word(seat: int, bidder) -> str:
    return "Reveals trump" if seat == bidder else "Asks for trump"


def said(seat: int, move, old_view) -> str:
    """The bubble over ``seat`` for ``move`` made from ``old_view`` ("" for none)."""
    t = type(move)
    if t is T.Bid:
        return str(move.value)
    if t is T.Pass:
        return "Pass"
    if t is T.ChooseTrump:
        return "Trump chosen"  # in secret: never which
    if t is T.SingleHand:
        return "Single hand!" if move.accept else "No single hand"
    if t is T.Double:
        return "Double!" if move.accept else "No double"
    if t is T.Redouble:
        return "Redouble!" if move.accept else "No redouble"
    if t is T.AskTrump:
        return asked_word(seat, old_view.bidder)
    if t is T.Pair and move.declare:
        return "Shows the pair!"
    return ""


def said_in_view(v, pair_seat) -> dict[int, str]:
    """Each seat's bubble as the view tells it: the auction's bids and passes, the trump
    chosen, single hand, double and redouble words until the first card, then an ask for
    trump or a shown pair (by ``pair_seat``) while it stands."""
    out: dict[int, str] = {}
    before_play = v.phase in (T.AUCTION, T.TRUMP, T.SINGLE, T.DOUBLE, T.REDOUBLE) or (
        v.phase == T.PLAYING and not v.tricks)
    if before_play:
        for seat, bid in v.bids:
            out[seat] = str(bid) if bid else "Pass"
        if v.bidder is not None and v.phase not in (T.AUCTION, T.TRUMP) and v.declarer is None:
            out[v.bidder] = "Trump chosen"
        for seat in v.single_declined:
            out[seat] = "No single hand"
        if v.declarer is not None:
            out[v.declarer] = "Single hand!"
        for seat, what in v.doubling:
            out[seat] = DOUBLING.get(what, what)
    played = {seat for seat, _ in v.trick}
    for seat in played:
        out.pop(seat, None)
    if v.phase in (T.PLAYING, T.PAIR) and v.revealed_by is not None \
            and v.revealed_in_trick == len(v.tricks) and v.revealed_by not in played:
        out[v.revealed_by] = asked_word(v.revealed_by, v.bidder)
    if pair_seat is not None and pair_seat not in played:
        out[pair_seat] = "Shows the pair!"
    return out


def contract_line(v, names) -> str:
    text = f"Bid {v.contract} by {names[v.bidder]}"
    if v.target is not None and v.target != v.contract:
        text += f"  \u2192  target {v.target} after the pair"
    return text


def stake_line(v) -> str:
    if v.redoubled:
        return f"Stake {v.stake} (redoubled)"
    if v.auto_doubled:
        return f"Stake {v.stake} (doubled: a bid this high)"
    if v.doubled:
        return f"Stake {v.stake} (doubled)"
    return f"Stake {v.stake}"


def trump_hidden_line(v, viewer, names) -> str:
    if viewer is not None and viewer == v.bidder:
        return "Trump: hidden (hold T or the marker to peek)"
    return f"Trump: hidden (only {names[v.bidder]} knows)"


def bar_words(v, names) -> tuple[str, str]:
    """The decision bar's title and hint for the decision of the view's phase."""
    if v.phase == T.AUCTION:
        high = f"highest so far {v.high_bid} ({names[v.high_seat]})" if v.high_seat is not None else "no bid yet"
        return (f"Your bid: {high}",
                "A bid is the points your team will take with the trump you choose; a pass leaves the auction.")
    if v.phase == T.TRUMP:
        return (f"You bid {v.contract}: choose trump in secret",
                "The marker lies face down by you; nobody else knows trump until someone asks.")
    if v.phase == T.SINGLE:
        return ("Play a single hand?",
                f"Single hand: you alone against both opponents, no trump; win every trick for +{v.single_stake}, "
                f"lose one and it is -{v.single_stake}.")
    if v.phase == T.DOUBLE:
        bidder = names[v.bidder] if v.bidder is not None else "the bidder"
        return ("Double the contract?",
                f"Double: the stake on the bid of {v.contract} by {bidder} goes from {v.stakes[0]} to "
                f"{v.stakes[1]} (and {v.stakes[2]} if they redouble).")
    if v.phase == T.REDOUBLE:
        return ("The contract is doubled: redouble?",
                f"Redouble: the stake on your team's {v.contract} goes from {v.stakes[1]} to {v.stakes[2]}, "
                f"won or lost.")
    if v.phase == T.PAIR:
        return ("You hold the pair",
                "Show the K and Q of trump: the bidding team's target goes down (up when the opponents show "
                "it); the stake stays.")
    if v.to_move == v.bidder:
        return "", "You cannot follow suit: show your trump, or play any card."
    return "", "You cannot follow suit: have trump shown, or play any card."


def summary_lines(r, names) -> tuple[str, list[str]]:
    """The summary's headline and lines for a hand's result ``r``."""
    who = names[r.bidder]
    team = team_name(names, r.bidder & 1)
    sign = "+" if r.made else "-"
    if r.single:
        head = f"Hand {r.hand_no}: {who} played a single hand and {'made it' if r.made else 'failed'}"
        lines = [f"Single hand by {who}: all {r.target} tricks needed, no trump",
                 f"Tricks won: {r.points}" + ("" if r.made else " before the opponents took one"),
                 f"Stake: {r.stake}  \u2192  {team} {sign}{r.stake}"]
    else:
        head = f"Hand {r.hand_no}: {who} bid {r.contract} and {'made it' if r.made else 'failed'}"
        target = f"Target: {r.target}" + (" (after the pair)" if r.target != r.contract else "")
        lines = [f"Bid: {r.contract} by {who} ({team})", target, f"Points made: {r.points}",
                 f"Stake: {r.stake}  \u2192  {team} {sign}{r.stake}"]
    for k in (0, 1):
        if r.game_change[k]:
            lines.append(f"{team_name(names, k)} {'win' if r.game_change[k] > 0 else 'lose'} a game: "
                         f"both running scores back to 0")
    return head, lines
