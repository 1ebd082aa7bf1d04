"""How Tile Poker reads to players (app.games.present): its position is a board, and each
player's best hand is kept in the statistics."""

from app.i18n import N_, ngettext
from app.games.present import Presenter, card_text
from app.rules.tile_poker import FORFEIT_TIMEOUTS, category_name
from app.ui import words

BESIDE = {"left": "right of {card}", "right": "left of {card}", "above": "below {card}", "below": "above {card}"}


def where_words(beside) -> str:
    """Where a cell is, by the tiles beside it (app.rules.tile_poker.beside): "right of 10♣",
    "between 7♦ and 8♠", "left of 9♣, below 7♦"; "" if no tile touches it. Never coordinates."""
    near = dict(beside)
    parts = []
    for a, b in (("left", "right"), ("above", "below")):
        if near.get(a) is not None and near.get(b) is not None:
            parts.append("between {a} and {b}".format(a=card_text(near[a]), b=card_text(near[b])))
        elif near.get(a) is not None or near.get(b) is not None:
            side = a if near.get(a) is not None else b
            parts.append(BESIDE[side].format(card=card_text(near[side])))
    return ", ".join(parts)


def action_line(a, names, last_placement=None) -> str:
    """The table's log line of one action (app.rules.tile_poker.ActionRecord), with names;
    ``last_placement``: the view's, which says whether a placement was made out of time."""
    who = words.name_of(names, a.seat)
    card = card_text(a.card) if a.card is not None else ""

    def says(one: str, many: str) -> str:
        return words.verb(who, one, many)

    if a.action in ("place", "blind"):
        points = words.plural(a.points, "point")
        if last_placement is not None and last_placement.how == "timeout" and last_placement.card == a.card:
            return f"{who} (out of time) {says('places', 'place')} {card} for {points}"
        if a.action == "blind":
            return f"{who} {says('blind-places', 'blind-place')} {card} for {points}"
        return f"{who} {says('places', 'place')} {card} for {points}"
    if a.action == "draw":
        return f"{who} {says('draws', 'draw')} a tile"
    if a.action == "turn_up":
        return f"{who} {says('turns', 'turn')} up {card} to place it"
    if a.action == "swap":
        return f"{who} {says('swaps', 'swap')} {card} for {card_text(a.received)}"
    if a.action == "pass":
        return f"{who} {says('passes', 'pass')}"
    if a.action == "skip":
        return f"{who} {says('has', 'have')} no tile to play and {says('is', 'are')} skipped"
    if a.action == "timeout":
        return f"{who} ran out of time ({a.count} of {FORFEIT_TIMEOUTS})"
    if a.action == "forfeit":
        return f"{who} {says('forfeits', 'forfeit')} after {words.plural(a.count, 'timeout')}"
    raise ValueError(f"no words for a Tile Poker action {a.action!r}")

ENDS = {
    "all tiles placed": "the game ended with every tile placed",
    "two passes": "the game ended after two passes in a row",
}


class TilePokerPresenter(Presenter):
    move_labels = {
        "place": "Place {card} {where}", "place_nowhere": "Place {card}",
        "place_blind": "Place {card} {where}", "place_blind_nowhere": "Place {card}",
        "draw": "Draw a tile", "blind": "Blind place: turn up the pool's top tile",
        "swap": "Swap {card} for the pool's top tile", "pass": "Pass", "timeout": "Out of time",
    }
    move_lines = {
        "place": "{name} placed {card} {where}", "place_nowhere": "{name} placed {card}",
        "place_blind": "{name} placed {card} {where}", "place_blind_nowhere": "{name} placed {card}",
        "draw": "{name} drew a tile", "blind": "{name} turned up the pool's top tile to place it",
        "swap": "{name} swapped {card} for the pool's top tile", "pass": "{name} passed",
        "timeout": "{name} ran out of time",
    }

    def move_key(self, facts):
        if facts.kind in ("place", "place_blind") and not where_words(facts.values):
            return facts.kind + "_nowhere"
        return facts.kind

    def move_fields(self, facts, names):
        out = super().move_fields(facts, names)
        out["where"] = where_words(facts.values)
        if facts.kind == "place_blind" and not facts.cards:
            out["card"] = "the turned-up tile"
        return out

    def fact_text(self, key, value):
        return "" if value is None else super().fact_text(key, value)

    def result_line(self, o, names, short):
        plural, name_of, verb = words.plural, words.name_of, words.verb
        s = [words.number(x) for x in o.scores]
        best = o.fact("best")
        aces = o.fact("aces")
        end = ENDS.get(o.fact("end", ""), "")
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

    score_name = "points"
    counts = (("tiles_placed", "Tiles placed"),)
    best_hand_label = "Best hand"

    def best_hands(self, final_view):
        return list(final_view.best)

    def best_hand_name(self, category):
        return category_name(category).capitalize()

    board = True

    def seat_cards(self, pv, sv, seat):
        return [list(sv.hands[seat])]

    def seat_line(self, pv, sv, seat):
        return f"{pv.scores[seat]} points · best: {pv.best_names[seat]} · swaps left {pv.swaps_left[seat]}"

    def public_lines(self, pv, seat_views, names):
        return [f"{len(pv.tiles)} tiles on the board · pool {pv.pool_size}"]

    # ------------------------------------------------------------------ the hint's why
    # the expert's facts (app.ai.tile_poker_expert.ExpertAgent.explain); {card} the tile
    hint_lines = {
        # TRANSLATORS: a hint's reason; {card} a tile, {points} what it scores now, {follow} and {reply} expected points of the next turns
        "place": lambda n: ngettext(
            "{card} scores {points} point here now and keeps about {follow} for your next turn; "
            "the best reply it leaves the other player is worth about {reply}.",
            "{card} scores {points} points here now and keeps about {follow} for your next turn; "
            "the best reply it leaves the other player is worth about {reply}.", n("points")),
        # TRANSLATORS: a hint's reason; {card} a tile, {follow} and {reply} expected points of the next turns
        "build": lambda n: ngettext(
            "{card} scores nothing now but keeps about {follow} point for your next turn, "
            "and leaves the other player a best reply of about {reply}.",
            "{card} scores nothing now but keeps about {follow} points for your next turn, "
            "and leaves the other player a best reply of about {reply}.", n("follow")),
        # TRANSLATORS: a hint's reason; {card} a tile, {points} what it scores now, {follow} expected points of the next turn
        "place_safe": lambda n: ngettext(
            "{card} scores {points} point here now and keeps about {follow} for your next turn, "
            "and leaves the other player almost nothing to score.",
            "{card} scores {points} points here now and keeps about {follow} for your next turn, "
            "and leaves the other player almost nothing to score.", n("points")),
        # TRANSLATORS: a hint's reason; {card} a tile, {follow} expected points of the next turn
        "build_safe": lambda n: ngettext(
            "{card} scores nothing now but keeps about {follow} point for your next turn, "
            "and leaves the other player almost nothing to score.",
            "{card} scores nothing now but keeps about {follow} points for your next turn, "
            "and leaves the other player almost nothing to score.", n("follow")),
        # TRANSLATORS: a hint's reason for drawing; {now} points of the best placement now, {expect} expected points next turn
        "draw": lambda n: ngettext(
            "Your best placement is worth only {now} point; with a drawn tile your next turn "
            "is expected to make about {expect}.",
            "Your best placement is worth only {now} points; with a drawn tile your next turn "
            "is expected to make about {expect}.", n("now")),
        # TRANSLATORS: a hint's reason for a swap; {card} the tile given back, {best} its best points anywhere
        "swap": lambda n: ngettext(
            "{card} makes at most {best} point anywhere: a tile from the pool is expected to do better.",
            "{card} makes at most {best} points anywhere: a tile from the pool is expected to do better.",
            n("best")),
        # TRANSLATORS: a hint's reason for a blind place; {expect} the points a pool tile is expected to score
        "blind": lambda n: ngettext(
            "A tile from the pool, placed blind, is expected to score about {expect} point, and your hand is kept for later.",
            "A tile from the pool, placed blind, is expected to score about {expect} points, and your hand is kept for later.",
            n("expect")),
        # TRANSLATORS: a hint's reason for passing; {lead} the player's lead in points
        "end": lambda n: ngettext(
            "The other player passed: passing now ends the game with you {lead} point ahead.",
            "The other player passed: passing now ends the game with you {lead} points ahead.", n("lead")),
        "end_tie": N_("The other player passed: passing now ends the game, and you win it on the tie-break."),
        "pass": N_("Every move would leave the other player more than it makes: passing is best."),
    }


PRESENTER = TilePokerPresenter()
