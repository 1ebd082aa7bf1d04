"""How Three By Three reads to players (app.games.present)."""

from app.games.present import Presenter, card_text
from app.rules.three_by_three import card_words, pile_words
from app.ui import words


class ThreeByThreePresenter(Presenter):
    move_labels = {
        "turn_up": "Turn up a card of {pile}",
        "joker": "Use the joker on {corner}: turn a card of {pile} onto it",
        "free_play": "Use the free play kept on {corner}: turn a card of {pile} onto it",
        "place": "Place {card} on {corner}",
    }
    move_lines = {
        "turn_up": "{name} turned up a card of {pile}",
        "joker": "{name} used the joker on {corner} to turn a card of {pile} onto it",
        "free_play": "{name} used the free play kept on {corner} to turn a card of {pile} onto it",
        "place": "{name} placed {card} on {corner}",
    }

    def card_text(self, card):
        return card_words(card) if hasattr(card, "is_joker") else card_text(card)

    def fact_text(self, key, value):
        if key in ("pile", "corner"):
            return pile_words(value)
        return super().fact_text(key, value)

    def move_fields(self, facts, names):
        out = super().move_fields(facts, names)
        out["card"] = out["card"] or "the card"
        return out

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
