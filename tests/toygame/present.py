"""How Toy Eights reads to players (app.games.present)."""

from app.games.present import Presenter
from app.ui import words


class ToyEightsPresenter(Presenter):
    move_labels = {"play": "Play {card}", "draw": "Draw a card", "pass": "Pass"}
    move_lines = {"play": "{name} played {card}", "draw": "{name} drew a card", "pass": "{name} passed"}

    def result_line(self, o, names, short):
        who = [words.name_of(names, s) for s in o.winners]
        if o.reason == "out":
            return f"{who[0]} {words.verb(who[0], 'goes', 'go')} out."
        left = words.plural(int(min(o.scores)), "card")
        return f"Blocked: {words.and_list(who)} {words.verb(who[0], 'wins', 'win', len(who))} with {left} left."

    score_name = "cards left"
    counts = (("went_out", "Went out"),)

    def seat_line(self, pv, sv, seat):
        return words.plural(pv.hand_sizes[seat], "card")

    def table_cards(self, pv, names):
        return [("Pile", [pv.top])]


PRESENTER = ToyEightsPresenter()
