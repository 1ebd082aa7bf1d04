"""The Tile Poker table's words, with the players' names: the line under the title (what to
do now), the log line of each action, the question a pass asks, the result's headline and
why the game ended, and the labels of a placement's lines.

Each function is given the table (it reads the view, the legal moves and the players'
names, never the full state) or the rules' records; the facts come from app.rules.tile_poker.
"""

from __future__ import annotations

from app.games import tile_poker_present as tp_present
from app.games.tile_poker_present import hand_name, points
from app.i18n import _, ngettext
from app.rules import tile_poker as TP


def is_you(t, seat: int) -> bool:
    """The one human at the screen (several humans are all called by name)."""
    return len(t.humans) == 1 and seat == t.humans[0]


def status(t) -> str:
    """What to do now (or the result's headline), under the title."""
    v = t.view
    if t.over:
        return result_lines(t)[0]
    if t.thinking is not None:
        return ""
    seat = v.to_move
    if seat is None:
        return ""
    if t.viewer == seat and t.legal:
        if v.phase == "blind":
            # TRANSLATORS: what to do now; {card} is a tile such as 10♣
            doing = _("put the turned-up {card} on a lit cell").format(card=v.pending.label)
        elif t.swap_mode:
            doing = _("click the tile to give back")
        elif v.pass_ends_game:
            doing = _("a pass now ends the game")
        else:
            doing = _("drag a tile to the board, or choose an action")
        if len(t.humans) == 1:
            # TRANSLATORS: the line under the title; {doing} says what to do ("click the tile to give back")
            return _("Your turn: {doing}").format(doing=doing)
        # TRANSLATORS: the line under the title; {name} a player, {doing} what to do
        return _("{name} to play: {doing}").format(name=t.name(seat), doing=doing)
    # TRANSLATORS: {name} is a player
    return _("{name} to play").format(name=t.name(seat))


def action_line(t, a: TP.ActionRecord) -> str:
    """The log line of one action (the presenter's words for the rules' record)."""
    return tp_present.action_line(a, [t.name(0), t.name(1)], t.view.last_placement)


def stuck(t, seat: int) -> str:
    """The toast when ``seat`` has no tile left and the pool is empty."""
    other = t.name(1 - seat)
    if is_you(t, seat):
        # TRANSLATORS: {other} is the other player
        text = _("You have no tile left and the pool is empty, so you are skipped from now on: "
                 "if {other} passes, the game ends.").format(other=other)
    else:
        # TRANSLATORS: {name} the player with no tile, {other} the other player
        text = _("{name} has no tile left and the pool is empty, so {name} is skipped from now on: "
                 "if {other} passes, the game ends.").format(name=t.name(seat), other=other)
    if t.can_undo():
        # TRANSLATORS: a sentence, then a hint about the Undo button
        text = _("{text} (Undo takes your last move back)").format(text=text)
    return text


def pass_question(t) -> str:
    """What a pass now leads to, in plain words (the rules say whether it ends the game)."""
    v = t.view
    other = t.name(1 - v.to_move)
    kind = v.pass_ends_game
    if kind == "pass":
        # TRANSLATORS: {name} is the other player
        return _("{name} passed last turn, so if you pass now the game ends. Pass?").format(name=other)
    if kind == "timeout":
        # TRANSLATORS: {name} is the other player
        return _("{name} ran out of time last turn, so if you pass now the game ends. Pass?").format(name=other)
    if kind == "skip":
        # TRANSLATORS: {name} is the other player
        return _("{name} had no tile to play last turn, so if you pass now the game ends. Pass?").format(name=other)
    if kind == "no tile":
        # TRANSLATORS: {name} is the other player
        return _("{name} has no tile to play and the pool is empty, so if you pass now the game ends. "
                 "Pass?").format(name=other)
    # TRANSLATORS: {name} is the other player
    return _("If {name} passes too, the game ends. Pass?").format(name=other)


def result_lines(t) -> tuple[str, str]:
    """The headline and the explanation (the tiebreak that decided, with names)."""
    r = t.view.result
    if r is None:
        return "", ""
    n = [t.name(0), t.name(1)]
    s = r.scores
    if r.draw:
        head = _("A draw")
    else:
        w = r.winners[0]
        if is_you(t, w):
            head = _("You win!")
        else:
            # TRANSLATORS: {name} is the winner
            head = _("{name} wins").format(name=n[w])
    if r.decided_by == "forfeit":
        w = r.winners[0]
        # TRANSLATORS: {loser} and {winner} are players, {count} the timeouts that forfeit (5)
        why = _("{loser} ran out of time {count} times and forfeits: {winner} wins whatever the points.").format(
            loser=n[1 - w], winner=n[w], count=TP.FORFEIT_TIMEOUTS)
    elif r.decided_by == "points":
        w = r.winners[0]
        # TRANSLATORS: {name} the winner, {a} their points, {b} the other player's
        why = _("{name} has more points: {a} to {b}.").format(name=n[w], a=s[w], b=s[1 - w])
    else:
        b = [hand_name(c) for c in r.best]
        # TRANSLATORS: {points} "12 points"; {name0}, {name1} the players, {hand0}, {hand1} their best
        # poker hands ("flush")
        why = _("Tied on {points}, so the tiebreaks decide. Best hand scored: {name0} {hand0}, {name1} {hand1}").format(
            points=points(s[0]), name0=n[0], hand0=b[0], name1=n[1], hand1=b[1])
        if r.decided_by == "best hand":
            # TRANSLATORS: the end of the tiebreak's sentence; {text} its start, {name} the winner
            why = _("{text}: {name} made the better hand.").format(text=why, name=n[r.winners[0]])
        else:
            # TRANSLATORS: {text} the start of the tiebreak's sentence; {name0}, {name1} the players,
            # {aces0}, {aces1} the aces each placed
            why = _("{text} (equal). Aces placed: {name0} {aces0}, {name1} {aces1}").format(
                text=why, name0=n[0], aces0=r.aces[0], name1=n[1], aces1=r.aces[1])
            if r.decided_by == "aces":
                # TRANSLATORS: the end of the tiebreak's sentence; {text} its start, {name} the winner
                why = _("{text}: {name} placed more aces.").format(text=why, name=n[r.winners[0]])
            else:
                # TRANSLATORS: the end of the tiebreak's sentence; {text} its start
                why = _("{text} (equal): the game is a draw.").format(text=why)
    end = end_words(t, r)
    if end:
        why = f"{end} {why}"
    return head, why


def end_words(t, r) -> str:
    """Why the game ended, with names (the result's end_reason and end_turns)."""
    if r.end_reason == "all tiles placed":
        return _("The game ended with all 52 tiles on the board.")
    if r.end_reason != "two passes":
        return ""

    def did(seat: int, kind: str, again: bool) -> str:
        if is_you(t, seat):
            if kind == "timeout":
                return _("you ran out of time")
            if kind == "skip":
                return _("you had no tile to play")
            return _("you passed too") if again else _("you passed")
        name = t.name(seat)
        if kind == "timeout":
            # TRANSLATORS: {name} is a player
            return _("{name} ran out of time").format(name=name)
        if kind == "skip":
            # TRANSLATORS: {name} is a player
            return _("{name} had no tile to play").format(name=name)
        # TRANSLATORS: {name} is a player
        return (_("{name} passed too") if again else _("{name} passed")).format(name=name)

    turns = list(r.end_turns)
    if len(turns) == 2:
        both = turns[1][1] == "pass" and turns[0][1] == "pass"
        first, second = did(*turns[0], False), did(*turns[1], both)
        if any(k != "pass" for rest, k in turns):
            # TRANSLATORS: {first} and {second} are what the two players did ("Ann passed")
            return _("The game ended because {first}, then {second}: two passes in a row end the game "
                     "(a turn out of time or with no tile to play counts as a pass).").format(first=first,
                                                                                           second=second)
        # TRANSLATORS: {first} and {second} are what the two players did ("Ann passed", "Bo passed too")
        return _("The game ended because {first}, then {second}: two passes in a row end the game.").format(
            first=first, second=second)
    return _("The game ended after two passes in a row.")


def direction_name(direction: str) -> str:
    return _("Row") if direction == "row" else _("Column")


def line_text(ln: TP.LineScore) -> str:
    """One line (row or column) of a placement's preview."""
    d = direction_name(ln.direction)
    if len(ln.cells) < 2:
        # TRANSLATORS: a placement's preview; {line} is "Row" or "Column"
        return _("{line}: no line").format(line=d)
    if ln.category == TP.NO_HAND:
        # TRANSLATORS: {count} is a number of tiles
        tiles = ngettext("{count} tile", "{count} tiles", len(ln.cells)).format(count=len(ln.cells))
        # TRANSLATORS: a placement's preview; {line} is "Row" or "Column", {tiles} "6 tiles"
        return _("{line}: {tiles}, no points").format(line=d, tiles=tiles)
    # TRANSLATORS: a placement's preview; {line} "Row" or "Column", {hand} a poker hand ("pair"), {points} a number
    return _("{line}: {hand} +{points}").format(line=d, hand=hand_name(ln.category), points=ln.points)


def placement_text(t, rec: TP.PlacementRecord) -> str:
    """The label of the last placement: its lines and its points."""
    parts = [f"{hand_name(ln.category)} +{ln.points}" for ln in rec.lines if ln.points > 0]
    return f"{t.name(rec.seat)}: " + " & ".join(parts) + f" = {points(rec.points)}"


def review_title(t, seat: int) -> str:
    # TRANSLATORS: {name} is a player
    if is_you(t, seat):
        return _("Your placements")
    # TRANSLATORS: {name} is a player
    return _("Placements by {name}").format(name=t.name(seat))
