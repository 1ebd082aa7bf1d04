"""Results in words for players: the rules report facts (app.rules.game.Outcome: winners,
scores, a reason and numbers such as hands played), and each game's presenter
(app.games.present) says them with the players' names and this module's shared pieces, so
that no seat index ever reaches a sentence. The table end screens, Statistics, the replay
list and the replay viewer all word their results through app.games.present's ``headline``
and ``outcome_line``, which ask the game's presenter; this module holds the pieces they share.

Pure: no pygame, only functions of facts and a list of player names (seat order). Sentences
are built whole with named placeholders so that they can be translated later; numbers carry
their nouns with the plural right ("1 hand", "2 hands"). The default player name "You" takes
"you" verb forms ("You win", not "You wins").

Every sentence here is in the player's language (app.i18n): a list of names is joined with
the language's "and", counts take the language's plural forms, and a phrase is one whole
catalogue entry with named placeholders, never English fragments glued together.
"""

from __future__ import annotations

from typing import Sequence

from app import i18n
from app.i18n import _, ngettext
from app.rules.game import Outcome

# ----------------------------------------------------------------------------- pieces

PLURALS = {"match point": "match points", "card": "cards", "hand": "hands", "game": "games", "deal": "deals",
           "round": "rounds", "point": "points", "ace": "aces", "timeout": "timeouts", "trick": "tricks"}


def _counted(noun: str, n: int) -> str | None:
    """The catalogue's "{count} <noun>" for a noun of PLURALS, in the language's plural form
    for ``n`` (None: a noun of no entry here). One literal call per noun, so each is extracted."""
    if noun == "match point":
        # TRANSLATORS: {count} is a number of match points
        return ngettext("{count} match point", "{count} match points", n)
    if noun == "card":
        return ngettext("{count} card", "{count} cards", n)
    if noun == "hand":
        return ngettext("{count} hand", "{count} hands", n)
    if noun == "game":
        return ngettext("{count} game", "{count} games", n)
    if noun == "deal":
        return ngettext("{count} deal", "{count} deals", n)
    if noun == "round":
        # TRANSLATORS: {count} is a number of rounds
        return ngettext("{count} round", "{count} rounds", n)
    if noun == "point":
        return ngettext("{count} point", "{count} points", n)
    if noun == "ace":
        return ngettext("{count} ace", "{count} aces", n)
    if noun == "timeout":
        # TRANSLATORS: {count}: how many times a computer player ran out of time
        return ngettext("{count} timeout", "{count} timeouts", n)
    if noun == "trick":
        # TRANSLATORS: {count} is a number of tricks
        return ngettext("{count} trick", "{count} tricks", n)
    return None


def number(x: float) -> str:
    """3 for 3.0, 2.5 for 2.5, in the player's language's way (2,5 in French)."""
    return i18n.number(x)


def plural(n: float, noun: str, nouns: str | None = None) -> str:
    """``"1 hand"``, ``"2 hands"``, ``"0 points"``, in the player's language for the nouns of
    PLURALS (a noun of no entry, or one given its own ``nouns``, is the caller's words)."""
    x = float(n)
    whole = int(x) if x.is_integer() else 2  # (a fraction takes the plural form)
    text = None if nouns else _counted(noun, whole)
    if text is not None:
        return text.format(count=number(n))
    many = nouns or PLURALS.get(noun, noun + "s")
    return f"{number(n)} {noun if x == 1 else many}"


def and_list(items: Sequence[str]) -> str:
    """``"Ann"``, ``"Ann and Bo"``, ``"Ann, Bo and Cy"``: joined with the language's "and"."""
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    # TRANSLATORS: a list of names: {names} is "Ann, Bo" (joined by ", "), {last} the last one
    return _("{names} and {last}").format(names=", ".join(items[:-1]), last=items[-1])


def shown_name(name: str) -> str:
    """A player's name as shown: the default name "You" (kept in English in the settings, the
    setups and the saves) in the player's language, any other name as it is."""
    if " ".join(str(name).split()).casefold() == "you":
        # TRANSLATORS: the default name of the player at the screen, shown on seats, score
        # sheets and results ("You: 57 points"); the word a player reads as "you"
        return i18n.pgettext("the default player name", "You")
    return name


def name_of(names: Sequence[str], seat: int) -> str:
    """The player's name at ``seat`` (``shown_name``); "Player 3" only if the name is missing."""
    if 0 <= seat < len(names) and str(names[seat]).strip():
        return shown_name(str(names[seat]).strip())
    # TRANSLATORS: a player with no name; {number} is the seat's number (1 to 8)
    return _("Player {number}").format(number=seat + 1)


def is_you(name: str) -> bool:
    """The default player name "You" (or as ``shown_name`` shows it in the player's
    language), which takes "you win" rather than "you wins"."""
    folded = " ".join(str(name).split()).casefold()
    return folded == "you" or folded == shown_name("you").casefold()


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


# ----------------------------------------------------------------------------- teams (partnership games)

TEAM_LETTERS = "AB"


def team_name(team: int) -> str:
    """The team as the setup screen shows it: "Team A" for seats 1 and 3 (indexes 0 and 2),
    "Team B" for seats 2 and 4."""
    # TRANSLATORS: a partnership; {letter} is A or B
    return _("Team {letter}").format(letter=TEAM_LETTERS[team])


def team_members(team: int, names: Sequence[str]) -> str:
    """``"Ann and Cleo"``: the two partners of ``team`` (seats ``team`` and ``team + 2``)."""
    return and_list([name_of(names, team), name_of(names, team + 2)])


def team_label(team: int, names: Sequence[str]) -> str:
    """``"Ann and Cleo (Team A)"``."""
    # TRANSLATORS: a team: {first} and {second} are the partners' names, {team} "Team A" or "Team B"
    return _("{first} and {second} ({team})").format(first=name_of(names, team), second=name_of(names, team + 2),
                                                     team=team_name(team))


# ----------------------------------------------------------------------------- outcomes


def winners_phrase(outcome: Outcome, names: Sequence[str]) -> str:
    """Who won, for a headline: "Ann wins", "You win", "Ann and Bo share the win", "A draw"."""
    if not outcome.winners:
        return _("Nobody wins")
    who = [name_of(names, s) for s in outcome.winners]
    if len(who) == 1:
        if is_you(who[0]):
            return _("You win")
        # TRANSLATORS: a game's result: {name} won it
        return _("{name} wins").format(name=who[0])
    if outcome.draw and len(who) == len(outcome.scores):
        return _("A draw")
    # TRANSLATORS: a game's result: {names} ("Ann and Bo") tied for the win
    return _("{names} share the win").format(names=and_list(who))


def others_scores(o: Outcome, names: Sequence[str], short: bool = False) -> str:
    """" (Bo 3, Cy 1)": the scores of the seats that did not win (nothing when ``short``)."""
    rest = [f"{name_of(names, s)} {number(o.scores[s])}" for s in range(len(o.scores)) if s not in o.winners]
    return f" ({', '.join(rest)})" if rest and not short else ""
