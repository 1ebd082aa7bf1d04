"""How Jammat reads to players (app.games.present)."""

from app.i18n import N_, ngettext
from app.games.present import Presenter
from app.ui import words


class JammatPresenter(Presenter):
    move_labels = {"arrange": "Commit this arrangement (top row {cards})", "arrange_small": "Commit this arrangement"}
    move_lines = {"arrange": "{name} committed an arrangement (top row {cards})",
                  "arrange_small": "{name} committed an arrangement"}

    def move_key(self, facts):
        return "arrange_small" if facts.kind == "arrange" and not facts.cards else facts.kind

    def result_line(self, o, names, short):
        deals = o.fact("deals")
        after = f" after {words.plural(deals, 'deal')}" if deals is not None else ""
        top = o.scores[o.winners[0]] if o.winners else 0
        who = [words.name_of(names, s) for s in o.winners]
        if len(who) == 1:
            return (f"{who[0]} {words.verb(who[0], 'wins', 'win')} the match with {words.plural(top, 'match point')}"
                    f"{words.others_scores(o, names, short)}{after}.")
        return (f"{words.and_list(who)} share the match with {words.plural(top, 'match point')} each"
                f"{words.others_scores(o, names, short)}{after}.")

    score_name = "match points"
    counts = (("deals", "Deals played"), ("deals_won", "Deals won"), ("positions_won", "Positions won"))

    def game_counts(self, outcome, seat, options):
        d = outcome.details[seat] if seat < len(outcome.details) else {}
        deals = int(options.get("deals", 1) or 1)  # the details are per deal: a share of the deals
        return {"deals": float(deals), "deals_won": float(round(d.get("deals_won", 0) * deals)),
                "positions_won": float(round(d.get("positions_won", 0) * deals))}

    def seat_cards(self, pv, sv, seat):
        cards = sv.my_grid or sv.hand
        if not cards and pv.history:
            cards = pv.history[-1].grids[seat]
        cards = list(cards or ())
        return [cards[i:i + 3] for i in range(0, len(cards), 3)]

    def seat_line(self, pv, sv, seat):
        done = "committed" if pv.committed[seat] else "arranging"
        return f"match points {pv.match_points[seat]:g} · {done if not pv.over else 'match over'}"

    def public_lines(self, pv, seat_views, names):
        line = f"Deal {min(pv.deal + 1, pv.deals)} of {pv.deals}"
        if pv.history:
            last = pv.history[-1]
            who = words.and_list([words.name_of(names, s) for s in last.winners])
            line += f" · deal {len(pv.history)} won by {who}"
        return [line]

    sample_players = 3

    def sample_options(self):
        return {"deals": 2}

    # ------------------------------------------------------------------ the hint's why
    # the expert's facts (app.ai.jammat.ExpertAgent.explain): a {chance} is a whole
    # percentage of the deal's match points it expects against the others' likely hands
    hint_lines = {
        # TRANSLATORS: a hint's reason; {chance} a whole percentage, {margin} a number of positions
        "lines": lambda n: ngettext(
            "Your strongest lines are also the best against the hands the others probably hold: they win about {chance} deals in 100 like this one, {margin} position ahead on average.",
            "Your strongest lines are also the best against the hands the others probably hold: they win about {chance} deals in 100 like this one, {margin} positions ahead on average.",
            n("margin")),
        # TRANSLATORS: a hint's reason; {chance} and {base_chance} whole percentages, {better} and {worse} numbers of lines
        "trade": N_("Against the hands the others probably hold, this order wins about {chance} deals in 100 like this one, against {base_chance} for your strongest lines: {better} of the 8 lines get stronger, {worse} weaker."),
        "cube": N_("These are the strongest lines the search found for your cube."),
    }


PRESENTER = JammatPresenter()
