"""How Three Thirteen reads to players (app.games.present)."""

from app.i18n import N_, ngettext
from app.games.present import Presenter, card_text
from app.ui import words


class ThreeThirteenPresenter(Presenter):
    move_labels = {
        "draw_stock": "Draw from stock",
        "draw_reshuffled": "Draw from stock (the discards are reshuffled first)",
        "take_discard": "Take {card} from the discards", "take_unseen": "Take from the discards",
        "go_out": "Go out, discard {card}", "lay_down": "Lay down all your cards, discard {card}",
        "discard": "Discard {card}",
    }
    move_lines = {
        "draw_stock": "{name} drew from the stock",
        "draw_reshuffled": "{name} drew from the stock after the discards were reshuffled into it",
        "take_discard": "{name} took {card} from the discards", "take_unseen": "{name} took from the discards",
        "go_out": "{name} went out, discarding {card}", "lay_down": "{name} laid down every card, discarding {card}",
        "discard": "{name} discarded {card}",
    }

    def move_key(self, facts):
        if facts.kind == "take_discard" and not facts.cards:
            return "take_unseen"
        return facts.kind

    def result_line(self, o, names, short):
        rounds = o.fact("rounds")
        after = f" after {words.plural(rounds, 'round')}" if rounds else ""
        low = min(o.scores)
        who = [words.name_of(names, s) for s in o.winners]
        others = words.others_scores(o, names, short)
        if len(who) == 1:
            return f"{who[0]} {words.verb(who[0], 'wins', 'win')} with {words.plural(low, 'point')}{others}{after}."
        return f"{words.and_list(who)} share the win with {words.plural(low, 'point')} each{others}{after}."

    score_name = "total"
    counts = (("rounds_out", "Rounds gone out"), ("zero_rounds", "Rounds at 0"))

    def seat_cards(self, pv, sv, seat):
        hand = list(sv.hand or ())
        if not hand and pv.results:
            hand = list(pv.results[-1].seats[seat].hand)
        return [hand]

    def seat_line(self, pv, sv, seat):
        line = f"total {pv.totals[seat]}"
        if pv.turn == seat and pv.phase:
            line += f" · to {pv.phase}"
        if sv.hand_penalty is not None:
            line += f" · unmelded {sv.hand_penalty}"
        return line

    def public_lines(self, pv, seat_views, names):
        top = card_text(pv.discard_top) if pv.discard_top else "none"
        return [f"Round {pv.round} · {pv.hand_size} cards · wild {pv.wild} · stock {pv.stock_size} · "
                f"discard top {top}"]

    def table_cards(self, pv, names):
        return [("Discards", list(pv.discards[-8:]))] if pv.discards else []

    sample_players = 3
    sample_games = 4  # its games are long

    # ------------------------------------------------------------------ the hint's why
    # the expert's facts (app.ai.three_thirteen_expert.ExpertAgent.explain): penalties are
    # the points left unmatched; the expected ones are after the next draw
    hint_lines = {
        # TRANSLATORS: a hint's reason; {card} the top card of the discard pile
        "take_wild": N_("{card} is this round's wild card."),
        # TRANSLATORS: a hint's reason; {card} the top discard, {now} and {after} expected penalty points
        "take": lambda n: ngettext(
            "Taking {card} lowers the penalty you can expect after your next draw from about {now} to about {after} point.",
            "Taking {card} lowers the penalty you can expect after your next draw from about {now} to about {after} points.",
            n("after")),
        # TRANSLATORS: a hint's reason; {card} the top discard, {penalty} points left unmatched, {expect} expected points after a stock draw
        "take_last": lambda n: ngettext(
            "On your last turn, taking {card} leaves {penalty} point unmatched; a card from the stock is expected to leave about {expect}.",
            "On your last turn, taking {card} leaves {penalty} points unmatched; a card from the stock is expected to leave about {expect}.",
            n("penalty")),
        # TRANSLATORS: a hint's reason; {card} the top discard, {penalty} points left unmatched, {expect} expected points after a stock draw
        "stock_last": lambda n: ngettext(
            "On your last turn, taking {card} would leave {penalty} point unmatched; a card from the stock is expected to leave about {expect}.",
            "On your last turn, taking {card} would leave {penalty} points unmatched; a card from the stock is expected to leave about {expect}.",
            n("penalty")),
        # TRANSLATORS: a hint's reason; {card} the top discard
        "stock_idle": N_("{card} fits none of your cards and would lower nothing."),
        # TRANSLATORS: a hint's reason; {card} the top discard, {after} and {now} expected penalty points with and without it
        "stock_no_gain": lambda n: ngettext(
            "Taking {card} would not lower the penalty you can expect: about {after} point with it, {now} without.",
            "Taking {card} would not lower the penalty you can expect: about {after} points with it, {now} without.",
            n("after")),
        # TRANSLATORS: a hint's reason; {card} the top discard, {after} and {stock} expected penalty points
        "stock_better": lambda n: ngettext(
            "Taking {card} would bring the penalty you can expect to about {after} point, but the stock promises about {stock} over your next two draws.",
            "Taking {card} would bring the penalty you can expect to about {after} points, but the stock promises about {stock} over your next two draws.",
            n("after")),
        # TRANSLATORS: a hint's reason; {card} the card discarded to go out
        "go_out": N_("Discarding {card} lets you go out: this round costs you nothing."),
        # TRANSLATORS: a hint's reason; {card} the card discarded, {penalty} the points left unmatched
        "last": N_("On your last turn, discarding {card} leaves the fewest points unmatched: {penalty}."),
        # TRANSLATORS: a hint's reason; {card} the card discarded, {penalty} points left unmatched, {saved} how many more discarding {other} would leave
        "discard_saves": lambda n: ngettext(
            "Discarding {card} leaves {penalty} point unmatched, {saved} fewer than discarding {other}.",
            "Discarding {card} leaves {penalty} points unmatched, {saved} fewer than discarding {other}.",
            n("penalty")),
        # TRANSLATORS: a hint's reason; {card} the card discarded, {penalty} points left unmatched, {expect} expected after the next draw
        "discard": lambda n: ngettext(
            "Discarding {card} leaves {penalty} point unmatched and keeps the cards most likely to meld: about {expect} after your next draw.",
            "Discarding {card} leaves {penalty} points unmatched and keeps the cards most likely to meld: about {expect} after your next draw.",
            n("penalty")),
    }


PRESENTER = ThreeThirteenPresenter()
