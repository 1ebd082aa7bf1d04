"""How Tile Poker reads to players (app.games.present): its position is a board, and each
player's best hand is kept in the statistics."""

from app.games.present import Presenter
from app.rules.tile_poker import category_name
from app.ui import words

ENDS = {
    "all tiles placed": "the game ended with every tile placed",
    "two passes": "the game ended after two passes in a row",
}


class TilePokerPresenter(Presenter):
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


PRESENTER = TilePokerPresenter()
