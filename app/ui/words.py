"""Results in words for players: the rules report facts (app.rules.game.Outcome: winners,
scores, a reason and numbers such as hands played), this module says them with the players'
names, so that no seat index ever reaches a sentence. The table end screens, Statistics, the
replay list and the replay viewer all word their results here.

Pure: no pygame, only functions of facts and a list of player names (seat order). Sentences
are built whole with named placeholders so that they can be translated later; numbers carry
their nouns with the plural right ("1 hand", "2 hands"). The default player name "You" takes
"you" verb forms ("You win", not "You wins").
"""

from __future__ import annotations

from typing import Any, Sequence

from app.rules.game import Outcome

# ----------------------------------------------------------------------------- pieces

PLURALS = {"match point": "match points", "card": "cards", "hand": "hands", "game": "games", "deal": "deals",
           "round": "rounds", "point": "points", "ace": "aces", "timeout": "timeouts", "trick": "tricks"}


def number(x: float) -> str:
    """3 for 3.0, 2.5 for 2.5."""
    x = float(x)
    return f"{x:g}" if x.is_integer() else f"{x:.1f}".rstrip("0").rstrip(".")


def plural(n: float, noun: str, nouns: str | None = None) -> str:
    """``"1 hand"``, ``"2 hands"``, ``"0 points"``."""
    many = nouns or PLURALS.get(noun, noun + "s")
    return f"{number(n)} {noun if float(n) == 1 else many}"


def and_list(items: Sequence[str]) -> str:
    """``"Ann"``, ``"Ann and Bo"``, ``"Ann, Bo and Cy"``."""
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def name_of(names: Sequence[str], seat: int) -> str:
    """The player's name at ``seat``; "Player 3" only if the name is missing."""
    if 0 <= seat < len(names) and str(names[seat]).strip():
        return str(names[seat]).strip()
    return f"Player {seat + 1}"


def is_you(name: str) -> bool:
    """The default player name "You", which takes "you win" rather than "you wins"."""
    return " ".join(str(name).split()).casefold() == "you"


def verb(subject: str, one: str, many: str, count: int = 1) -> str:
    """The verb form for ``subject``: ``one`` for one player ("wins"), ``many`` for several
    players or for "You" ("win")."""
    return many if count != 1 or is_you(subject) else one


def sentence(text: str) -> str:
    """``text`` with its first letter in capitals and a full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


# ----------------------------------------------------------------------------- teams (Twenty-Nine)

TEAM_LETTERS = "AB"


def team_name(team: int) -> str:
    """The team as the setup screen shows it: "Team A" for seats 1 and 3 (indexes 0 and 2),
    "Team B" for seats 2 and 4."""
    return f"Team {TEAM_LETTERS[team]}"


def team_members(team: int, names: Sequence[str]) -> str:
    """``"Ann and Cleo"``: the two partners of ``team`` (seats ``team`` and ``team + 2``)."""
    return and_list([name_of(names, team), name_of(names, team + 2)])


def team_label(team: int, names: Sequence[str]) -> str:
    """``"Ann and Cleo (Team A)"``."""
    return f"{team_members(team, names)} ({team_name(team)})"


# ----------------------------------------------------------------------------- outcomes


def winners_phrase(outcome: Outcome, names: Sequence[str]) -> str:
    """Who won, for a headline: "Ann wins", "You win", "Ann and Bo share the win", "A draw"."""
    if not outcome.winners:
        return "Nobody wins"
    who = [name_of(names, s) for s in outcome.winners]
    if len(who) == 1:
        return f"{who[0]} {verb(who[0], 'wins', 'win')}"
    if outcome.draw and len(who) == len(outcome.scores):
        return "A draw"
    return f"{and_list(who)} share the win"


def headline(game_id: str, outcome: Outcome | None, names: Sequence[str]) -> str:
    """The short result line: who won (Twenty-Nine: the team, with its members)."""
    if outcome is None:
        return ""
    if game_id == "twenty_nine":
        if outcome.draw:
            return "The match is drawn"
        return f"{team_label(outcome.winners[0] % 2, names)} win the match"
    if game_id == "three_by_three" and len(outcome.scores) == 1:
        return "Won: every card turned up!" if outcome.winners else "Game over"
    return winners_phrase(outcome, names)


def outcome_line(game_id: str, outcome: Outcome | None, names: Sequence[str], short: bool = False) -> str:
    """The whole result in one sentence for people, with the players' names: who won, by
    how much and (where the game says) why it ended. ``short``: who won and the one figure
    that decided it, without a full stop, for a line in a list."""
    if outcome is None:
        return ""
    fn = _GAME_LINES.get(game_id)
    text = ""
    if fn is not None:
        try:
            text = fn(outcome, names, short)
        except (TypeError, ValueError, IndexError, KeyError):  # facts not as the rules write them
            text = ""
    text = text or sentence(headline(game_id, outcome, names))
    return text[:-1] if short and text.endswith(".") else text


def _twenty_nine(o: Outcome, names: Sequence[str], short: bool) -> str:
    hands = o.fact("hands")
    after = f" after {plural(hands, 'hand')}" if hands is not None else ""
    games, running = o.fact("games"), o.fact("running")
    if o.draw:
        if short or games is None or running is None:
            return f"The match is drawn{after}."
        return (f"The match is drawn{after}: both teams on {plural(games[0], 'game')} "
                f"and a running score of {number(running[0])}.")
    w = o.winners[0] % 2
    who = team_label(w, names)
    if short or games is None or running is None:
        return f"{who} win the match{after}."
    if o.reason == "running":
        return (f"{who} win the match on the running score, {number(running[w])} to {number(running[1 - w])} "
                f"(games level at {number(games[w])}){after}.")
    return (f"{who} win the match, {plural(games[w], 'game')} to {number(games[1 - w])}{after} "
            f"(running score {number(running[w])} to {number(running[1 - w])}).")


def _others(o: Outcome, names: Sequence[str], short: bool) -> str:
    """" (Bo 3, Cy 1)": the scores of the seats that did not win (nothing when ``short``)."""
    rest = [f"{name_of(names, s)} {number(o.scores[s])}" for s in range(len(o.scores)) if s not in o.winners]
    return f" ({', '.join(rest)})" if rest and not short else ""


def _jammat(o: Outcome, names: Sequence[str], short: bool) -> str:
    deals = o.fact("deals")
    after = f" after {plural(deals, 'deal')}" if deals is not None else ""
    top = o.scores[o.winners[0]] if o.winners else 0
    who = [name_of(names, s) for s in o.winners]
    if len(who) == 1:
        return (f"{who[0]} {verb(who[0], 'wins', 'win')} the match with {plural(top, 'match point')}"
                f"{_others(o, names, short)}{after}.")
    return (f"{and_list(who)} share the match with {plural(top, 'match point')} each"
            f"{_others(o, names, short)}{after}.")


TILE_POKER_ENDS = {
    "all tiles placed": "the game ended with every tile placed",
    "two passes": "the game ended after two passes in a row",
}


def _tile_poker(o: Outcome, names: Sequence[str], short: bool) -> str:
    from app.rules.tile_poker import category_name

    s = [number(x) for x in o.scores]
    best = o.fact("best")
    aces = o.fact("aces")
    end = TILE_POKER_ENDS.get(o.fact("end", ""), "")
    tail = f"; {end}." if end and not short else "."
    if o.reason == "forfeit" and o.winners:
        w = o.winners[0]
        loser, winner = name_of(names, 1 - w), name_of(names, w)
        timeouts = o.fact("timeouts")
        times = f" after {plural(timeouts, 'timeout')}" if timeouts and not short else ""
        return (f"{loser} {verb(loser, 'forfeits', 'forfeit')}{times}: {winner} "
                f"{verb(winner, 'wins', 'win')}{'' if short else ' whatever the points'}.")
    if o.reason == "points" or best is None or aces is None:
        if o.draw or not o.winners:
            return f"A draw on {plural(o.scores[0], 'point')}{tail}"
        w = o.winners[0]
        who = name_of(names, w)
        return f"{who} {verb(who, 'wins', 'win')} on points, {s[w]} to {s[1 - w]}{tail}"
    tied = f"Tied on {plural(o.scores[0], 'point')}"
    if o.reason == "best hand":
        w = o.winners[0]
        who = name_of(names, w)
        hands = "" if short else f" ({category_name(best[w])} against {category_name(best[1 - w])})"
        return f"{tied}; {who} {verb(who, 'wins', 'win')} with the better best hand{hands}{tail}"
    tied += " and on best hand" if short else f" and on best hand ({category_name(best[0])} each)"
    if o.reason == "aces":
        w = o.winners[0]
        who = name_of(names, w)
        count = "" if short else f" ({aces[w]} against {aces[1 - w]})"
        return f"{tied}; {who} {verb(who, 'wins', 'win')} by placing more aces{count}{tail}"
    each = "" if short else f" ({aces[0]} each)"
    return f"{tied} and on aces placed{each}: the game is a draw{tail}"


def _three_by_three(o: Outcome, names: Sequence[str], short: bool) -> str:
    if len(o.scores) == 1:
        if o.winners:
            return "Won: every card turned up!"
        return f"Finished with {plural(o.scores[0], 'card')} face down."
    low = min(o.scores)
    who = [name_of(names, s) for s in o.winners]
    others = _others(o, names, short)
    if len(who) == 1:
        return f"{who[0]} {verb(who[0], 'wins', 'win')} with {plural(low, 'card')} face down{others}."
    return f"{and_list(who)} share the win with {plural(low, 'card')} face down each{others}."


def _three_thirteen(o: Outcome, names: Sequence[str], short: bool) -> str:
    rounds = o.fact("rounds")
    after = f" after {plural(rounds, 'round')}" if rounds else ""
    low = min(o.scores)
    who = [name_of(names, s) for s in o.winners]
    others = _others(o, names, short)
    if len(who) == 1:
        return f"{who[0]} {verb(who[0], 'wins', 'win')} with {plural(low, 'point')}{others}{after}."
    return f"{and_list(who)} share the win with {plural(low, 'point')} each{others}{after}."


_GAME_LINES = {
    "twenty_nine": _twenty_nine,
    "jammat": _jammat,
    "tile_poker": _tile_poker,
    "three_by_three": _three_by_three,
    "three_thirteen": _three_thirteen,
}


# ----------------------------------------------------------------------------- Twenty-Nine redeals


def redeal_line(redeal: Any, names: Sequence[str]) -> str:
    """Why a Twenty-Nine hand was dealt again (app.rules.twenty_nine.Redeal), with names."""
    rule, seat, team = redeal.rule, redeal.seat, redeal.team
    who = name_of(names, seat) if seat is not None else ""
    if rule == "R1":
        return f"the first four cards of {who}, first to bid, were worth no points"
    if rule == "R2":
        return f"{who} held all four jacks"
    if rule == "R3":
        return f"{who} held all eight cards of a suit"
    if rule == "R4":
        return f"the eight cards of {who} were worth no points"
    if rule == "R5":
        return f"{team_label(team, names)} held all eight trumps" if team is not None else \
            "one team held all eight trumps"
    if rule == "all_pass":
        return f"all three passed, so {who} deals again" if who else "all three passed: the same dealer deals again"
    return "the cards were dealt again"

