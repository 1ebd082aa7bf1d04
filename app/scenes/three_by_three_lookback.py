"""Three By Three's look-back analysis (the replay viewer's look-back, see
app/games/descriptor.py ``lookback``): for each seat, the best score its deal allowed to
someone who knew every card, its final score, and the point of no return (the first play
after which that best was out of reach) with a play there that would have kept it.

``analyse`` runs beside the window (pure computation: the exact solver through
``analyse_record``); ``summary``, ``marks`` and ``at_move`` word its result in the player's
language. Moves are numbered as in the viewer's list: move ``k`` (1-based) is the whole
game's ``k``-th (several players play their tables one after another)."""

from __future__ import annotations

from typing import Sequence

from app.games.three_by_three_present import PRESENTER as WORDS
from app.i18n import _, ngettext
from app.scenes.three_by_three_analysis import analyse_record


def analyse(data: dict, progress) -> list[dict]:
    """Every seat's analysis for a replay record: ``analyse_record``'s dicts, the very
    result the table's end-screen analysis holds (``EndAnalysis.analysis``) for the same
    game. ``progress`` is told after each seat's table."""
    return analyse_record(int(data["seed"]), len(data["seats"]), dict(data.get("options") or {}),
                          list(data["moves"]), progress=progress)


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def words_of(a: dict, key: str) -> str:
    """A play of the analysis in the player's language: worded from its facts (the analysis
    process words it in English), else as the analysis gave it."""
    facts = a.get("facts" if key == "label" else "keep_facts")
    if facts is None:
        return a.get(key) or ""
    return WORDS.move_label(facts)


def _played(a: dict) -> bool:
    return bool(a.get("after")) or a.get("final") is not None


def end_lines(a: dict | None) -> list[str]:
    """One player's game in the words of the one-player end screen it used to be on: the
    best the deal allowed and the point of no return."""
    if a is None:
        return []
    best = a["best"]
    # TRANSLATORS: the look-back; {best}: the lowest face-down count the deal allowed
    lines = [_("The best this deal allowed, to someone who knew every card: {best}.").format(best=best)]
    if a["pnr"] is None:
        if a["final"] == best:
            lines.append(_("Perfect play: nobody could have finished lower."))
        else:
            # TRANSLATORS: {best}: the lowest face-down count the deal allowed
            lines.append(_("You were still on course for {best}.").format(best=best))
    else:
        # TRANSLATORS: {play}: a play's number; {round}: 1 to 6; {move}: the play in words; {left}: the best face-down count left
        lines.append(_("The point of no return was play {play}, in round {round}: {move}. After it, the best left "
                       "was {left}.").format(play=a["index"] + 1, round=a["round"],
                                             move=lower_first(words_of(a, "label")), left=a["left"]))
        if a.get("keep"):
            # TRANSLATORS: {move}: the play that would have kept the best in reach
            lines.append(_("Instead: {move}.").format(move=lower_first(words_of(a, "keep_label"))))
    return lines


def named_lines(a: dict, name: str) -> list[str]:
    """One player's game, with their name (several seats, or a computer's game)."""
    best, final = a["best"], a["final"]
    if final is not None:
        # TRANSLATORS: the look-back; {name}: a player; {count}: the cards they left face down; {best}: the deal's best
        lines = [ngettext("{name} finished with {count} card face down; the best this deal allowed was {best}.",
                          "{name} finished with {count} cards face down; the best this deal allowed was {best}.",
                          final).format(name=name, count=final, best=best)]
    else:
        # TRANSLATORS: the look-back, a game not over; {name}: a player; {best}: the deal's best
        lines = [_("{name} has not finished; the best this deal allowed is {best}.").format(name=name, best=best)]
    if a["pnr"] is None:
        if final == best:
            # TRANSLATORS: {name}: a player who made the deal's best score
            lines.append(_("{name}: the best to the end.").format(name=name))
        else:
            # TRANSLATORS: {name}: a player still on course for the deal's best
            lines.append(_("{name}: on course to the end.").format(name=name))
        return lines
    # TRANSLATORS: the look-back; {name}: a player; {play}: a play's number; {round}: 1 to 6; {move}: the play
    # in words; {left}: the best face-down count left
    lines.append(_("For {name}, the point of no return was play {play}, in round {round}: {move}. After it, the "
                   "best left was {left}.").format(name=name, play=a["index"] + 1, round=a["round"],
                                                   move=lower_first(words_of(a, "label")), left=a["left"]))
    if a.get("keep"):
        # TRANSLATORS: {move}: the play that would have kept the best in reach
        lines.append(_("Instead: {move}.").format(move=lower_first(words_of(a, "keep_label"))))
    return lines


def _seat_kind(steps, seat: int) -> str:
    try:
        return str(steps.data["seats"][seat].get("kind", "human"))
    except (AttributeError, KeyError, IndexError, TypeError):
        return "human"


def summary(result, steps, names: Sequence[str]) -> list[str]:
    """The best each deal allowed and each player's final score; the point of no return."""
    items = [a for a in result if _played(a)]
    if len(result) == 1 and items and _seat_kind(steps, 0) == "human":
        a = items[0]
        lines = []
        if a["final"] is not None:
            # TRANSLATORS: {score}: the cards left face down
            lines.append(_("Your score: {score} face down").format(score=a["final"]))
        return lines + end_lines(a)
    out: list[str] = []
    for a in items:
        s = a["seat"]
        name = names[s] if 0 <= s < len(names) and names[s] else _("Player {number}").format(number=s + 1)
        out += named_lines(a, name)
    return out


def marks(result) -> dict[int, str]:
    """Each player's point of no return, by its move number in the whole game."""
    return {a["index"] + 1: _("the point of no return") for a in result if a.get("pnr") is not None}


def _item_of(result, i: int) -> dict | None:
    """The seat's analysis whose moves hold the whole game's move index ``i``."""
    for a in result:
        first = a.get("first", 0)
        if first <= i < first + len(a.get("after") or ()):
            return a
    return None


def at_move(result, steps, k: int, names: Sequence[str]) -> list[str]:
    """Move ``k``: at a point of no return, what it cost and the play that would have kept
    the best in reach; at any other, the best still in reach after it."""
    a = _item_of(result, k - 1)
    if a is None:
        return []
    i = k - 1 - a["first"]
    best, left = a["best"], a["after"][i]
    if a["pnr"] == i:
        # TRANSLATORS: the look-back, at a play; {left}: the best face-down count still in reach after it;
        # {best}: the best before it
        lines = [_("The point of no return: after this play the best left was {left}, no longer {best}.").format(
            left=left, best=best)]
        if a.get("keep"):
            # TRANSLATORS: {move}: a play in words ("Place 7♣ on the bottom-left corner"); {best}: a face-down count
            lines.append(_("{move} would have kept {best} in reach.").format(move=words_of(a, "keep_label"),
                                                                             best=best))
        return lines
    if left == best:
        # TRANSLATORS: the look-back, at a play; {best}: the best face-down count the deal allowed
        return [_("The best this deal allowed, {best}, was still in reach after this play.").format(best=best)]
    # TRANSLATORS: the look-back, at a play after the point of no return; {left}: a face-down count
    return [_("After this play, the best still in reach was {left}.").format(left=left)]


__all__ = ["analyse", "summary", "marks", "at_move", "end_lines"]
