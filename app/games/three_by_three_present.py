"""How Three By Three reads to players (app.games.present)."""

from app.games.present import Presenter, card_text
from app.ui import words


class ThreeByThreePresenter(Presenter):
    def headline(self, outcome, names):
        if len(outcome.scores) == 1:  # solitaire
            return "Won: every card turned up!" if outcome.winners else "Game over"
        return super().headline(outcome, names)

    def result_line(self, o, names, short):
        if len(o.scores) == 1:
            if o.winners:
                return "Won: every card turned up!"
            return f"Finished with {words.plural(o.scores[0], 'card')} face down."
        low = min(o.scores)
        who = [words.name_of(names, s) for s in o.winners]
        others = words.others_scores(o, names, short)
        if len(who) == 1:
            return f"{who[0]} {words.verb(who[0], 'wins', 'win')} with {words.plural(low, 'card')} face down{others}."
        return f"{words.and_list(who)} share the win with {words.plural(low, 'card')} face down each{others}."

    score_name = "face-down count"
    counts = (("zero_wins", "Wins at 0"),)

    def game_counts(self, outcome, seat, options):
        return {"zero_wins": 1.0 if outcome.scores[seat] == 0 else 0.0}

    def seat_cards(self, pv, sv, seat):
        """The top of each of the seat's nine piles, in three rows."""
        return [[pile[-1] if pile else "" for pile in sv.piles[3 * r:3 * r + 3]] for r in range(3)]

    def seat_line(self, pv, sv, seat):
        line = f"round {sv.round} · face-down {sv.score}"
        if sv.pending is not None:
            line += f" · turned up {card_text(sv.pending)}"
        return line

    def public_lines(self, pv, seat_views, names):
        return ["Each player's table: the top of each pile (a back: face-down cards)"]

    def sample_extras(self, k):
        return {"hints": k % 3}


PRESENTER = ThreeByThreePresenter()
