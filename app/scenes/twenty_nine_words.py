"""What the Twenty-Nine table says, in players' words and with their names: the bubbles of a
move and of a position, the lines of the information panel, the decision bar's titles and
hints, and the summary after a hand. Each is built whole from the view (or a hand's result)
and the players' ``names``, for the panels and the table to draw, in the player's language
(every call reads the current one)."""

from __future__ import annotations

from app.i18n import _, ngettext, pgettext
from app.rules import twenty_nine as T

SUIT_SYMBOL = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def suit_word(suit: str) -> str:
    """The suit's name, capitalised as on a button ("Hearts")."""
    if suit == "S":
        return pgettext("suit, capitalised", "Spades")
    if suit == "H":
        return pgettext("suit, capitalised", "Hearts")
    if suit == "D":
        return pgettext("suit, capitalised", "Diamonds")
    if suit == "C":
        return pgettext("suit, capitalised", "Clubs")
    return str(suit)


def suit_name(suit: str) -> str:
    """The suit's name inside a sentence ("you must follow hearts"): a letter (S, H, D, C)
    or the rules' English name."""
    suit = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}.get(suit, suit)
    if suit == "S":
        return pgettext("suit, in a sentence", "spades")
    if suit == "H":
        return pgettext("suit, in a sentence", "hearts")
    if suit == "D":
        return pgettext("suit, in a sentence", "diamonds")
    if suit == "C":
        return pgettext("suit, in a sentence", "clubs")
    return str(suit)


# the bubbles that stay until the trick is done (the English keys; see asked_word)
ASK_KEYS = ("asks", "reveals")


def asked(key: str) -> str:
    return _("Reveals trump") if key == "reveals" else _("Asks for trump")


def is_asked(text) -> bool:
    """A bubble that says trump was asked for (or revealed): it stays until the trick is done."""
    return text is not None and text in (asked(k) for k in ASK_KEYS)


def doubling_word(what: str) -> str:
    if what == "double":
        return _("Double!")
    if what == "no double":
        return _("No double")
    if what == "redouble":
        return _("Redouble!")
    if what == "no redouble":
        return _("No redouble")
    return what


def turn_words(phase) -> str:
    if phase == T.AUCTION:
        # TRANSLATORS: {hand} the hand's number
        return _("Hand {hand}: your turn to bid or pass.")
    if phase == T.TRUMP:
        # TRANSLATORS: {hand} the hand's number
        return _("Hand {hand}: your turn to choose trump.")
    if phase == T.SINGLE:
        # TRANSLATORS: {hand} the hand's number
        return _("Hand {hand}: your turn to decide on a single hand.")
    if phase == T.DOUBLE:
        # TRANSLATORS: {hand} the hand's number
        return _("Hand {hand}: your turn to double or not.")
    if phase == T.REDOUBLE:
        # TRANSLATORS: {hand} the hand's number
        return _("Hand {hand}: your turn to redouble or not.")
    if phase == T.PAIR:
        # TRANSLATORS: {hand} the hand's number
        return _("Hand {hand}: your turn to show the pair or not.")
    # TRANSLATORS: the pass screen between players; {hand} the hand's number
    return _("Hand {hand}: your turn to play.")


def team_name(names, team: int) -> str:
    # TRANSLATORS: a team by its two players' names, short (the score panel)
    return _("{first} & {second}").format(first=names[team], second=names[team + 2])


def pass_note(v) -> str:
    return turn_words(v.phase).format(hand=v.hand_no + 1)


def asked_word(seat: int, bidder) -> str:
    return asked("reveals" if seat == bidder else "asks")


def pass_word() -> str:
    return pgettext("a bid", "Pass")


def said(seat: int, move, old_view) -> str:
    """The bubble over ``seat`` for ``move`` made from ``old_view`` ("" for none)."""
    t = type(move)
    if t is T.Bid:
        return str(move.value)
    if t is T.Pass:
        return pass_word()
    if t is T.ChooseTrump:
        return _("Trump chosen")  # in secret: never which
    if t is T.SingleHand:
        return _("Single hand!") if move.accept else _("No single hand")
    if t is T.Double:
        return _("Double!") if move.accept else _("No double")
    if t is T.Redouble:
        return _("Redouble!") if move.accept else _("No redouble")
    if t is T.AskTrump:
        return asked_word(seat, old_view.bidder)
    if t is T.Pair and move.declare:
        return _("Shows the pair!")
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
            out[seat] = str(bid) if bid else pass_word()
        if v.bidder is not None and v.phase not in (T.AUCTION, T.TRUMP) and v.declarer is None:
            out[v.bidder] = _("Trump chosen")
        for seat in v.single_declined:
            out[seat] = _("No single hand")
        if v.declarer is not None:
            out[v.declarer] = _("Single hand!")
        for seat, what in v.doubling:
            out[seat] = doubling_word(what)
    played = {seat for seat, __ in v.trick}
    for seat in played:
        out.pop(seat, None)
    if v.phase in (T.PLAYING, T.PAIR) and v.revealed_by is not None \
            and v.revealed_in_trick == len(v.tricks) and v.revealed_by not in played:
        out[v.revealed_by] = asked_word(v.revealed_by, v.bidder)
    if pair_seat is not None and pair_seat not in played:
        out[pair_seat] = _("Shows the pair!")
    return out


def contract_line(v, names) -> str:
    if v.target is not None and v.target != v.contract:
        # TRANSLATORS: the information panel; {bid} the contract, {name} the bidder, {target} the points now needed
        return _("Bid {bid} by {name}  \u2192  target {target} after the pair").format(
            bid=v.contract, name=names[v.bidder], target=v.target)
    # TRANSLATORS: the information panel; {bid} the contract, {name} the bidder
    return _("Bid {bid} by {name}").format(bid=v.contract, name=names[v.bidder])


def stake_line(v) -> str:
    if v.redoubled:
        # TRANSLATORS: the information panel; {stake} the game points won or lost on the hand
        return _("Stake {stake} (redoubled)").format(stake=v.stake)
    if v.auto_doubled:
        # TRANSLATORS: {stake} the game points won or lost; the bid was high enough to double by itself
        return _("Stake {stake} (doubled: a bid this high)").format(stake=v.stake)
    if v.doubled:
        # TRANSLATORS: {stake} game points at stake
        return _("Stake {stake} (doubled)").format(stake=v.stake)
    # TRANSLATORS: the information panel; {stake} the game points won or lost on the hand
    return _("Stake {stake}").format(stake=v.stake)


def trump_hidden_line(v, viewer, names) -> str:
    if viewer is not None and viewer == v.bidder:
        return _("Trump: hidden (hold T or the marker to peek)")
    # TRANSLATORS: {name} the bidder, who alone knows the trump
    return _("Trump: hidden (only {name} knows)").format(name=names[v.bidder])


def bar_words(v, names) -> tuple[str, str]:
    """The decision bar's title and hint for the decision of the view's phase."""
    if v.phase == T.AUCTION:
        if v.high_seat is not None:
            # TRANSLATORS: the decision bar's title; {bid} the highest bid, {name} who made it
            title = _("Your bid: highest so far {bid} ({name})").format(bid=v.high_bid, name=names[v.high_seat])
        else:
            title = _("Your bid: no bid yet")
        return (title, _("A bid is the points your team will take with the trump you choose; "
                         "a pass leaves the auction."))
    if v.phase == T.TRUMP:
        # TRANSLATORS: {bid} the bid the player won the auction with
        return (_("You bid {bid}: choose trump in secret").format(bid=v.contract),
                _("The marker lies face down by you; nobody else knows trump until someone asks."))
    if v.phase == T.SINGLE:
        # TRANSLATORS: {stake} the game points of a single hand
        return (_("Play a single hand?"),
                # TRANSLATORS: {stake} game points at stake
                _("Single hand: you alone against both opponents, no trump; win every trick for +{stake}, "
                  "lose one and it is -{stake}.").format(stake=v.single_stake))
    if v.phase == T.DOUBLE:
        bidder = names[v.bidder] if v.bidder is not None else _("the bidder")
        # TRANSLATORS: {bid} the contract, {name} the bidder; {stake}, {doubled}, {redoubled} game points
        return (_("Double the contract?"),
                # TRANSLATORS: {bid} a bid (a number), {name} a player's name, {stake} game points at stake, {doubled} the stake doubled, {redoubled} the stake redoubled
                _("Double: the stake on the bid of {bid} by {name} goes from {stake} to {doubled} "
                  "(and {redoubled} if they redouble).").format(
                    bid=v.contract, name=bidder, stake=v.stakes[0], doubled=v.stakes[1], redoubled=v.stakes[2]))
    if v.phase == T.REDOUBLE:
        # TRANSLATORS: {bid} the contract; {doubled}, {redoubled} game points
        return (_("The contract is doubled: redouble?"),
                # TRANSLATORS: {bid} a bid (a number), {doubled} the stake doubled, {redoubled} the stake redoubled
                _("Redouble: the stake on your team's {bid} goes from {doubled} to {redoubled}, "
                  "won or lost.").format(bid=v.contract, doubled=v.stakes[1], redoubled=v.stakes[2]))
    if v.phase == T.PAIR:
        return (_("You hold the pair"),
                _("Show the K and Q of trump: the bidding team's target goes down (up when the opponents "
                  "show it); the stake stays."))
    if v.to_move == v.bidder:
        return "", _("You cannot follow suit: show your trump, or play any card.")
    return "", _("You cannot follow suit: have trump shown, or play any card.")


def summary_lines(r, names) -> tuple[str, list[str]]:
    """The summary's headline and lines for a hand's result ``r``."""
    who = names[r.bidder]
    team = team_name(names, r.bidder & 1)
    sign = "+" if r.made else "-"
    # TRANSLATORS: {team} the bidding team, {change} the game points won or lost ("+2", "-1")
    stake = _("Stake: {stake}  \u2192  {team} {change}").format(stake=r.stake, team=team, change=f"{sign}{r.stake}")
    if r.single:
        if r.made:
            # TRANSLATORS: the summary's headline; {hand} the hand's number, {name} the player
            head = _("Hand {hand}: {name} played a single hand and made it")
        else:
            # TRANSLATORS: the summary's headline; {hand} the hand's number, {name} the player
            head = _("Hand {hand}: {name} played a single hand and failed")
        head = head.format(hand=r.hand_no, name=who)
        # TRANSLATORS: {name} the player; {count} the tricks they had to win (all of them)
        lines = [_("Single hand by {name}: all {count} tricks needed, no trump").format(name=who, count=r.target),
                 # TRANSLATORS: {count} a number of tricks
                 (_("Tricks won: {count}") if r.made else
                  # TRANSLATORS: {count} a number of tricks
                  _("Tricks won: {count} before the opponents took one")).format(count=r.points),
                 stake]
    else:
        if r.made:
            # TRANSLATORS: the summary's headline; {hand} the hand's number, {name} the bidder, {bid} the bid
            head = _("Hand {hand}: {name} bid {bid} and made it")
        else:
            # TRANSLATORS: {hand} the hand's number, {name} a player's name, {bid} a bid (a number)
            head = _("Hand {hand}: {name} bid {bid} and failed")
        head = head.format(hand=r.hand_no, name=who, bid=r.contract)
        if r.target != r.contract:
            # TRANSLATORS: {target} the points needed
            target = _("Target: {target} (after the pair)").format(target=r.target)
        else:
            # TRANSLATORS: {target} the points needed
            target = _("Target: {target}").format(target=r.target)
        # TRANSLATORS: {bid} the bid, {name} the bidder, {team} their team
        lines = [_("Bid: {bid} by {name} ({team})").format(bid=r.contract, name=who, team=team), target,
                 # TRANSLATORS: {points} card points
                 _("Points made: {points}").format(points=r.points), stake]
    for k in (0, 1):
        if r.game_change[k]:
            if r.game_change[k] > 0:
                # TRANSLATORS: {team} a team by its two players' names
                line = _("{team} win a game: both running scores back to 0")
            else:
                # TRANSLATORS: {team} a team by its players' names
                line = _("{team} lose a game: both running scores back to 0")
            lines.append(line.format(team=team_name(names, k)))
    return head, lines


def sheet_titles(names) -> tuple[str, ...]:
    """The score sheet's column titles (the last two: the teams)."""
    return (pgettext("score sheet", "Hand"), pgettext("score sheet", "Bidder"), pgettext("score sheet", "Bid"),
            pgettext("score sheet", "Target"), pgettext("score sheet", "Made"), pgettext("score sheet", "Result"),
            team_name(names, 0), team_name(names, 1))


def save_line(v, names) -> str:
    """A saved game's line: the hand and each team's running score and games."""
    # TRANSLATORS: a saved game's line; {hand} the hand's number, each team's running score / games
    return _("hand {hand}: {team_a} {score_a}/{games_a}, {team_b} {score_b}/{games_b}").format(
        hand=v.hand_no + 1, team_a=team_name(names, 0), score_a=v.s[0], games_a=v.g[0],
        team_b=team_name(names, 1), score_b=v.s[1], games_b=v.g[1])
