"""How Twenty-Nine reads to players (app.games.present): its results name the teams (with
their members), and a redeal says why the hand was dealt again."""

from typing import Any, Sequence

from app.i18n import N_, ngettext
from app.games.present import Presenter
from app.rules.cards import SUIT_SYMBOLS
from app.ui import words


SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


class TwentyNinePresenter(Presenter):
    move_labels = {
        "play": "Play {card}", "bid": "Bid {value}", "pass": "Pass", "trump": "Trump: {suit}",
        "single": "Play a single hand", "no_single": "No single hand",
        "double": "Double", "no_double": "No double", "redouble": "Redouble", "no_redouble": "No redouble",
        "reveal_trump": "Reveal trump", "ask_trump": "Ask for trump",
        "show_pair": "Show the pair (K and Q of trump)", "keep_pair": "Keep the pair hidden",
    }
    move_lines = {
        "play": "{name} played {card}", "bid": "{name} bid {value}", "pass": "{name} passed",
        "trump": "{name} chose {suit} as trump", "single": "{name} played a single hand",
        "no_single": "{name} declined a single hand", "double": "{name} doubled", "no_double": "{name} did not double",
        "redouble": "{name} redoubled", "no_redouble": "{name} did not redouble",
        "reveal_trump": "{name} revealed the trump", "ask_trump": "{name} asked for the trump",
        "show_pair": "{name} showed the pair (K and Q of trump)", "keep_pair": "{name} kept the pair hidden",
    }

    def fact_text(self, key, value):
        if key == "suit":
            return SUIT_NAMES.get(value, str(value))
        return super().fact_text(key, value)

    def headline(self, outcome, names):
        if outcome.draw:
            return "The match is drawn"
        return f"{words.team_label(outcome.winners[0] % 2, names)} win the match"

    def result_line(self, o, names, short):
        plural, number = words.plural, words.number
        hands = o.fact("hands")
        after = f" after {plural(hands, 'hand')}" if hands is not None else ""
        games, running = o.fact("games"), o.fact("running")
        if o.draw:
            if short or games is None or running is None:
                return f"The match is drawn{after}."
            return (f"The match is drawn{after}: both teams on {plural(games[0], 'game')} "
                    f"and a running score of {number(running[0])}.")
        w = o.winners[0] % 2
        who = words.team_label(w, names)
        if short or games is None or running is None:
            return f"{who} win the match{after}."
        if o.reason == "running":
            return (f"{who} win the match on the running score, {number(running[w])} to {number(running[1 - w])} "
                    f"(games level at {number(games[w])}){after}.")
        return (f"{who} win the match, {plural(games[w], 'game')} to {number(games[1 - w])}{after} "
                f"(running score {number(running[w])} to {number(running[1 - w])}).")

    def redeal_line(self, redeal: Any, names: Sequence[str]) -> str:
        """Why a hand was dealt again (app.rules.twenty_nine.Redeal), with names."""
        rule, seat, team = redeal.rule, redeal.seat, redeal.team
        who = words.name_of(names, seat) if seat is not None else ""
        if rule == "R1":
            return f"the first four cards of {who}, first to bid, were worth no points"
        if rule == "R2":
            return f"{who} held all four jacks"
        if rule == "R3":
            return f"{who} held all eight cards of a suit"
        if rule == "R4":
            return f"the eight cards of {who} were worth no points"
        if rule == "R5":
            return f"{words.team_label(team, names)} held all eight trumps" if team is not None else \
                "one team held all eight trumps"
        if rule == "all_pass":
            return f"all three passed, so {who} deals again" if who else "all three passed: the same dealer deals again"
        return "the cards were dealt again"

    score_name = "match score"
    counts = (("contracts_bid", "Contracts bid (team)"), ("contracts_made", "Contracts made (team)"),
              ("games_won", "Games won (team)"), ("games_lost", "Games lost (team)"))

    def seat_line(self, pv, sv, seat):
        bids = [b for s, b in pv.bids if s == seat]
        line = words.team_name(seat % 2)
        if bids:
            line += " · " + ("pass" if bids[-1] is None else f"bid {bids[-1]}")
        if pv.bidder == seat:
            line += " · bidder"
        if pv.dealer == seat:
            line += " · dealer"
        return line

    def public_lines(self, pv, seat_views, names):
        trump = next((v.trump for v in seat_views if v.trump), None)
        t = f"trump {SUIT_SYMBOLS.get(trump, trump)}" if trump else "no trump yet"
        if trump and not pv.trump_revealed:
            t += " (hidden)"
        contract = f"contract {pv.contract} by {words.name_of(names, pv.bidder)}" if pv.contract else "bidding"
        return [f"Hand {pv.hand_no + (0 if pv.phase == 'over' else 1)} · {pv.phase} · {contract} · {t}",
                f"points taken: Team A {pv.taken[0]} · Team B {pv.taken[1]}   "
                f"games: Team A {pv.g[0]} · Team B {pv.g[1]}"]

    def table_cards(self, pv, names):
        if pv.trick:
            return [(f"Trick, led by {words.name_of(names, pv.trick[0][0])}", [c for _, c in pv.trick])]
        if pv.last_trick:
            return [("Last trick", [c for _, c in pv.last_trick])]
        return []

    sample_players = 4

    def sample_options(self):
        return {"hands": 2}

    # ------------------------------------------------------------------ the hint's why
    # the hard player's facts (app.ai.twenty_nine.TwentyNineAgent.explain): a {chance} is a
    # whole percentage of the deals it played out from the hint's position
    hint_lines = {
        # TRANSLATORS: a hint's reason; {card} and {other} cards, {chance} and {other_chance} whole percentages
        "play": N_("{card} wins the hand for your team in {chance} of 100 deals played out from here, against {other_chance} with {other}."),
        # TRANSLATORS: a hint's reason; {card} a card, {chance} a whole percentage, {points} card points
        "play_points": lambda n: ngettext(
            "{card} wins the hand in {chance} of 100 deals played out from here, as often as any card, and brings your team about {points} card point.",
            "{card} wins the hand in {chance} of 100 deals played out from here, as often as any card, and brings your team about {points} card points.",
            n("points")),
        # TRANSLATORS: a hint's reason; {card} a card, {points} card points
        "play_lost": lambda n: ngettext(
            "The hand looks lost whatever you play; {card} keeps the most card points for your team: about {points}.",
            "The hand looks lost whatever you play; {card} keeps the most card points for your team: about {points}.",
            n("points")),
        # TRANSLATORS: a hint's reason; {chance} a whole percentage
        "ask": N_("Asking for the trump now wins the hand in {chance} of 100 deals played out from here, more than any card."),
        # TRANSLATORS: a hint's reason; {value} a bid, {suit} a suit's name, {chance} a whole percentage
        "bid": N_("With {suit} as trump your team makes {value} in {chance} of 100 deals played out: the bid worth the most."),
        # TRANSLATORS: a hint's reason; {value} the lowest bid, {chance} a whole percentage
        "pass_bid": N_("Even a bid of {value} is made in only {chance} of 100 deals played out with your cards."),
        # TRANSLATORS: a hint's reason; {suit} a suit's name, {chance} a whole percentage
        "trump": N_("With {suit} as trump the contract is made in {chance} of 100 deals played out, the best of the four suits."),
        "single": N_("Every card in your hand is a sure winner."),
        "no_single": N_("Not every card in your hand is a sure winner, so a single hand could be lost."),
        # TRANSLATORS: a hint's reason; {chance} a whole percentage
        "double": N_("The contract is made in only {chance} of 100 deals played out."),
        # TRANSLATORS: a hint's reason; {chance} a whole percentage
        "no_double": N_("The contract is made in {chance} of 100 deals played out: too often to double."),
        # TRANSLATORS: a hint's reason; {chance} a whole percentage
        "redouble": N_("Your contract is made in {chance} of 100 deals played out."),
        # TRANSLATORS: a hint's reason; {chance} a whole percentage
        "no_redouble": N_("Your contract is made in only {chance} of 100 deals played out: not enough to redouble."),
        "pair": N_("Showing the pair moves the target in your team's favour."),
    }


PRESENTER = TwentyNinePresenter()
