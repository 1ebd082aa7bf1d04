"""Twenty-Nine's look-back (the replay viewer's look-back, app.games.descriptor ``lookback``):
after each hand, a full-information analysis of its card play (app.ai.twenty_nine_analysis):
every legal card's value with every hand seen, the card that lost the contract marked.

``analyse`` runs beside the window (it imports no pygame and no words: pure computation over
the replay record); ``summary``, ``marks`` and ``at_move`` word its result for players, in
the presenter's words (app.games.twenty_nine_present), with the players' names.

The values are the analysis's: what the bidding team ends the hand with if everyone plays
perfectly after the move, said as whether the contract is made and with how many points
(a single hand: whether it is made and the declarer's tricks). A hand not finished in the
record is left out.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from app.ai.twenty_nine_analysis import HandAnalysis, analyse_steps
from app.rules.twenty_nine import GAME, PLAYING, TRICKS, HandResult, Play

STEPS = 1000  # progress units per hand analysed


def hands_of(data: Mapping[str, Any]) -> list[tuple[int, Any, tuple, HandResult]]:
    """The record's finished hands: for each, (the move number k of its first card, 1-based:
    move k leads to step k; the state at that card; the moves of its play; its result)."""
    moves = [m if not isinstance(m, Mapping) else GAME.move_from_json(m) for m in data["moves"]]
    st = GAME.new_game(data["seed"], len(data["seats"]), data.get("options"))
    out = []
    start = None
    first = 0
    play: list = []
    for i, m in enumerate(moves):
        if start is None and st.phase == PLAYING:
            start, first, play = st, i + 1, []
        new = GAME.apply(st, m)
        if start is not None:
            play.append(m)
            if new.hand_no != st.hand_no:
                out.append((first, start, tuple(play), new.results[-1]))
                start = None
        st = new
    return out


def analyse(data: dict, progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Every finished hand of the record analysed: ``{"hands": [{"first": k, "hand": number
    (0 first), "analysis": HandAnalysis, "result": HandResult}, ...]}``. ``progress(done,
    total)``: rising to ``total`` over all the hands (the first cards of a hand, with the
    whole hand ahead, take most of its time). A hand over before ``data["look_from"]`` (the
    moves before the part looked back at: the look-back of one hand) is left out."""
    start_at = int(data.get("look_from", 0))
    hands = [h for h in hands_of(data) if h[0] + len(h[2]) > start_at]
    total = STEPS * len(hands)
    shown = -1

    def tell(done: int) -> None:
        nonlocal shown
        done = max(shown, min(total, done))
        if progress is not None and done != shown:
            progress(done, total)
        shown = done

    tell(0)
    out = []
    for h, (first, start, play, result) in enumerate(hands):
        analysis = None
        try:
            for step in analyse_steps(start, play):
                tell(STEPS * h + int(STEPS * step.fraction))
                analysis = step.analysis or analysis
        except ValueError:  # not the legal end of the hand (a record of another version): left out
            analysis = None
        tell(STEPS * (h + 1))
        if analysis is not None:
            out.append({"first": first, "hand": start.hand_no, "analysis": analysis, "result": result})
    tell(total)
    return {"hands": out}


# ----------------------------------------------------------------------------- in words


def _hand_at(result, k: int):
    """(the hand's entry, the decision) of move ``k``, or (None, None)."""
    for entry in (result or {}).get("hands", ()):
        a: HandAnalysis = entry["analysis"]
        n = k - entry["first"]
        if 0 <= n < len(a.decisions):
            return entry, a.decisions[n]
    return None, None


def _move_words(steps, k: int, move, names: Sequence[str]) -> str:
    """A legal move of move ``k``'s position, in words: a card as players read it ("10♣"),
    another move as the decision bar says it ("Ask for trump")."""
    from app.games import present

    if isinstance(move, Play):
        return present.card_text(move.card)
    return present.move_label("twenty_nine", steps.view(k - 1, steps.mover(k)), move, names)


def _move_line(steps, k: int, move, names: Sequence[str]) -> str:
    """The move made at ``k`` with its mover's name ("Bela played 9♥")."""
    from app.games import present

    return present.move_line("twenty_nine", steps.view(k - 1, steps.mover(k)), move, names)


def summary(result, steps, names) -> list[str]:
    from app.games import twenty_nine_present as tp

    lines = []
    for entry in (result or {}).get("hands", ()):
        a: HandAnalysis = entry["analysis"]
        r: HandResult = entry["result"]
        lines.append(tp.lookback_hand_line(entry["hand"] + 1, a, r, names))
        lines.append(tp.lookback_perfect_line(a, names))
        if a.lost_at is None:
            continue
        # the result could change hands before: the last such turn the other way, then the mark
        d = a.decisions[a.lost_at]
        earlier = [e for e in a.decisions[:a.lost_at] if e.turned]
        if earlier:
            e = earlier[-1]
            lines.append(tp.lookback_turn_line(e, _move_line(steps, entry["first"] + e.number, e.chosen, names)))
        lines.append(tp.lookback_lost_line(d, a, _move_line(steps, entry["first"] + d.number, d.chosen, names)))
    return lines


def marks(result) -> dict[int, str]:
    from app.games import twenty_nine_present as tp

    out = {}
    for entry in (result or {}).get("hands", ()):
        a: HandAnalysis = entry["analysis"]
        if a.lost_at is not None:
            d = a.decisions[a.lost_at]
            out[entry["first"] + d.number] = tp.lookback_mark(d, a)
    return out


def at_move(result, steps, k, names) -> list[str]:
    from app.games import twenty_nine_present as tp

    entry, d = _hand_at(result, k)
    if d is None:
        return []
    a: HandAnalysis = entry["analysis"]
    # the verdict first (the box may need scrolling for the rest), then every legal move's value
    verdict = tp.lookback_verdict(d, a, [_move_words(steps, k, m, names) for m in d.best])
    lines = [verdict] if verdict else []
    lines.append(tp.lookback_header(a, d, names))
    some = len(d.best) < len(d.moves)  # the best moves are marked when some are worse
    for mv in d.moves:
        lines.append(tp.lookback_value_line(_move_words(steps, k, mv.move, names), mv, a,
                                            played=mv.move == d.chosen, best=some and mv.move in d.best,
                                            only=len(d.best) == 1))
    return lines


__all__ = ["analyse", "summary", "marks", "at_move", "hands_of"]
