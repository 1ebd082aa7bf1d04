"""The Tile Poker table's words, with the players' names: the line under the title (what to
do now), the log line of each action, the question a pass asks, the result's headline and
why the game ended, and the labels of a placement's lines.

Each function is given the table (it reads the view, the legal moves and the players'
names, never the full state) or the rules' records; the facts come from app.rules.tile_poker.
"""

from __future__ import annotations

from app.games import tile_poker_present as tp_present
from app.rules import tile_poker as TP
from app.ui.words import plural


def is_you(t, seat: int) -> bool:
    """The one human at the screen (several humans are all called by name)."""
    return len(t.humans) == 1 and seat == t.humans[0]


def you_are(t, seat: int) -> str:
    """"you are" for the one human at the screen, else "<name> is"."""
    return "you are" if is_you(t, seat) else f"{t.name(seat)} is"


def you_have(t, seat: int) -> str:
    return "You have" if is_you(t, seat) else f"{t.name(seat)} has"


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
        who = "Your turn" if len(t.humans) == 1 else f"{t.name(seat)} to play"
        if v.phase == "blind":
            return f"{who}: put the turned-up {v.pending.label} on a lit cell"
        if t.swap_mode:
            return f"{who}: click the tile to give back"
        if v.pass_ends_game:
            return f"{who}: a pass now ends the game"
        return f"{who}: drag a tile to the board, or choose an action"
    return f"{t.name(seat)} to play"


def action_line(t, a: TP.ActionRecord) -> str:
    """The log line of one action (the presenter's words for the rules' record)."""
    return tp_present.action_line(a, [t.name(0), t.name(1)], t.view.last_placement)


def stuck(t, seat: int) -> str:
    """The toast when ``seat`` has no tile left and the pool is empty."""
    other = t.name(1 - seat)
    return (f"{you_have(t, seat)} no tile left and the pool is empty, so {you_are(t, seat)} skipped from now on: "
            f"if {other} passes, the game ends" + (" (Undo takes your last move back)" if t.can_undo() else "") + ".")


def pass_question(t) -> str:
    """What a pass now leads to, in plain words (the rules say whether it ends the game)."""
    v = t.view
    other = t.name(1 - v.to_move)
    why = {
        "pass": f"{other} passed last turn",
        "timeout": f"{other} ran out of time last turn",
        "skip": f"{other} had no tile to play last turn",
        "no tile": f"{other} has no tile to play and the pool is empty",
    }.get(v.pass_ends_game)
    if why:
        return f"{why}, so if you pass now the game ends. Pass?"
    return f"If {other} passes too, the game ends. Pass?"


def result_lines(t) -> tuple[str, str]:
    """The headline and the explanation (the tiebreak that decided, with names)."""
    r = t.view.result
    if r is None:
        return "", ""
    n = [t.name(0), t.name(1)]
    s = r.scores
    if r.draw:
        head = "A draw"
    else:
        w = r.winners[0]
        head = "You win!" if is_you(t, w) else f"{n[w]} wins"
    if r.decided_by == "forfeit":
        w = r.winners[0]
        why = f"{n[1 - w]} ran out of time {TP.FORFEIT_TIMEOUTS} times and forfeits: {n[w]} wins whatever the points."
    elif r.decided_by == "points":
        w = r.winners[0]
        why = f"{n[w]} has more points: {s[w]} to {s[1 - w]}."
    else:
        b = r.best_names
        why = f"Tied on {s[0]} points, so the tiebreaks decide. Best hand scored: {n[0]} {b[0]}, {n[1]} {b[1]}"
        if r.decided_by == "best hand":
            why += f": {n[r.winners[0]]} made the better hand."
        else:
            why += f" (equal). Aces placed: {n[0]} {r.aces[0]}, {n[1]} {r.aces[1]}"
            why += f": {n[r.winners[0]]} placed more aces." if r.decided_by == "aces" else \
                " (equal): the game is a draw."
    end = end_words(t, r)
    if end:
        why = f"{end} {why}"
    return head, why


def end_words(t, r) -> str:
    """Why the game ended, with names (the result's end_reason and end_turns)."""
    if r.end_reason == "all tiles placed":
        return "The game ended with all 52 tiles on the board."
    if r.end_reason != "two passes":
        return ""

    def did(seat: int, kind: str) -> str:
        who = "you" if is_you(t, seat) else t.name(seat)
        return {"pass": f"{who} passed",
                "timeout": f"{who} ran out of time",
                "skip": f"{who} had no tile to play"}.get(kind, f"{who} passed")

    turns = list(r.end_turns)
    if len(turns) == 2:
        first, second = did(*turns[0]), did(*turns[1])
        if turns[1][1] == "pass" and turns[0][1] == "pass":
            second += " too"
        text = f"The game ended because {first}, then {second}: two passes in a row end the game"
        if any(k != "pass" for _, k in turns):
            text += " (a turn out of time or with no tile to play counts as a pass)"
        return text + "."
    return "The game ended after two passes in a row."


def line_text(ln: TP.LineScore) -> str:
    """One line (row or column) of a placement's preview."""
    if len(ln.cells) < 2:
        return f"{ln.direction.capitalize()}: no line"
    if ln.category == TP.NO_HAND:
        return f"{ln.direction.capitalize()}: {len(ln.cells)} tiles, +0"
    return f"{ln.direction.capitalize()}: {ln.category_name} +{ln.points}"


def placement_text(t, rec: TP.PlacementRecord) -> str:
    """The label of the last placement: its lines and its points."""
    parts = [f"{ln.category_name} +{ln.points}" for ln in rec.lines if ln.points > 0]
    return f"{t.name(rec.seat)}: " + " & ".join(parts) + f" = {plural(rec.points, 'point')}"


def review_title(t, seat: int) -> str:
    return "Your placements" if is_you(t, seat) else f"Placements by {t.name(seat)}"
