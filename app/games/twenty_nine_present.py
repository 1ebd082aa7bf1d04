"""How Twenty-Nine reads to players (app.games.present): its results name the teams (with
their members), and a redeal says why the hand was dealt again. Every sentence is marked for
the catalogues and worded in the player's language at use."""

from typing import Any, Sequence

from app.i18n import N_, ngettext
from app.games.present import Presenter
from app.i18n import N_, _, ngettext, pgettext
from app.rules.cards import SUIT_SYMBOLS
from app.ui import words


def suit_name(suit: Any) -> str:
    """A suit as a sentence names it: a letter (S, H, D, C) or the rules' English name."""
    from app.scenes.twenty_nine_words import suit_name as name  # (the table's words: one place)

    return name(str(suit))


def team_letter(team: int) -> str:
    # TRANSLATORS: a team as the setup screen names it (seats 1 and 3: Team A; 2 and 4: Team B)
    return _("Team {letter}").format(letter="AB"[team])


def team_label(team: int, names: Sequence[str]) -> str:
    """``"Ann and Cleo (Team A)"``."""
    # TRANSLATORS: a team: its two players' names and its name ("Ann and Cleo (Team A)")
    return _("{first} and {second} ({team})").format(first=words.name_of(names, team),
                                                      second=words.name_of(names, team + 2),
                                                      team=team_letter(team))


class TwentyNinePresenter(Presenter):
    # the decision bar's choices (translated at use: app.games.present)
    move_labels = {
        # TRANSLATORS: a choice on the decision bar; {card} a card ("Q♠")
        "play": N_("Play {card}"),
        # TRANSLATORS: a choice on the decision bar; {value} a bid (a number)
        "bid": N_("Bid {value}"),
        "pass": N_("Pass"),
        # TRANSLATORS: a choice on the decision bar; {suit} a suit's name ("Hearts")
        "trump": N_("Trump: {suit}"),
        "single": N_("Play a single hand"),
        "no_single": N_("No single hand"),
        "double": N_("Double"),
        "no_double": N_("No double"),
        "redouble": N_("Redouble"),
        "no_redouble": N_("No redouble"),
        "reveal_trump": N_("Reveal trump"),
        "ask_trump": N_("Ask for trump"),
        "show_pair": N_("Show the pair (K and Q of trump)"),
        "keep_pair": N_("Keep the pair hidden"),
    }
    # a move made, in a replay's list
    move_lines = {
        # TRANSLATORS: a move made, in a replay; {name} the player, {card} a card
        "play": N_("{name} played {card}"),
        # TRANSLATORS: a move made, in a replay; {name} the player, {value} a bid (a number)
        "bid": N_("{name} bid {value}"),
        # TRANSLATORS: a move made, in a replay; {name} the player
        "pass": N_("{name} passed"),
        # TRANSLATORS: a move made, in a replay; {name} the player, {suit} a suit's name
        "trump": N_("{name} chose {suit} as trump"),
        # TRANSLATORS: a move made, in a replay; {name} the player
        "single": N_("{name} played a single hand"),
        # TRANSLATORS: a move made, in a replay; {name} the player
        "no_single": N_("{name} declined a single hand"),
        # TRANSLATORS: a move made, in a replay; {name} the player
        "double": N_("{name} doubled"),
        # TRANSLATORS: a move made, in a replay; {name} the player
        "no_double": N_("{name} did not double"),
        # TRANSLATORS: a move made, in a replay; {name} the player
        "redouble": N_("{name} redoubled"),
        # TRANSLATORS: a move made, in a replay; {name} the player
        "no_redouble": N_("{name} did not redouble"),
        # TRANSLATORS: a move made, in a replay; {name} the player
        "reveal_trump": N_("{name} revealed the trump"),
        # TRANSLATORS: a move made, in a replay; {name} the player
        "ask_trump": N_("{name} asked for the trump"),
        # TRANSLATORS: a move made, in a replay; {name} the player
        "show_pair": N_("{name} showed the pair (K and Q of trump)"),
        # TRANSLATORS: a move made, in a replay; {name} the player
        "keep_pair": N_("{name} kept the pair hidden"),
    }

    def fact_text(self, key, value):
        if key == "suit":
            return suit_name(value)
        return super().fact_text(key, value)

    def headline(self, outcome, names):
        if outcome.draw:
            return _("The match is drawn")
        # TRANSLATORS: {team} a team ("Ann and Cleo (Team A)")
        return _("{team} win the match").format(team=team_label(outcome.winners[0] % 2, names))

    def result_line(self, o, names, short):
        number = words.number
        hands = o.fact("hands")
        games, running = o.fact("games"), o.fact("running")
        # TRANSLATORS: hands played, inside a result ("after 3 hands")
        played = ngettext("{count} hand", "{count} hands", hands).format(count=number(hands)) \
            if hands is not None else None
        if o.draw:
            if short or games is None or running is None:
                # TRANSLATORS: {hands} the hands played ("3 hands")
                return _("The match is drawn after {hands}.").format(hands=played) if played \
                    else _("The match is drawn.")
            # TRANSLATORS: {games} each team's game count, {running} their running score
            level = ngettext("both teams on {games} game and a running score of {running}",
                             "both teams on {games} games and a running score of {running}",
                             games[0]).format(games=number(games[0]), running=number(running[0]))
            if played:
                # TRANSLATORS: {hands} the hands played ("3 hands"), {level} how the teams stand
                return _("The match is drawn after {hands}: {level}.").format(hands=played, level=level)
            # TRANSLATORS: {level} how the teams stand
            return _("The match is drawn: {level}.").format(level=level)
        w = o.winners[0] % 2
        who = team_label(w, names)
        if short or games is None or running is None:
            if played:
                # TRANSLATORS: {team} the winning team, {hands} the hands played ("3 hands")
                return _("{team} win the match after {hands}.").format(team=who, hands=played)
            # TRANSLATORS: {team} a team by its players' names
            return _("{team} win the match.").format(team=who)
        if o.reason == "running":
            # TRANSLATORS: {team} the winners; {won} and {lost} the running scores; {games} each team's game count
            text = _("{team} win the match on the running score, {won} to {lost} (games level at {games})")
            text = text.format(team=who, won=number(running[w]), lost=number(running[1 - w]), games=number(games[w]))
        else:
            # TRANSLATORS: {team} the winners; {won} and {lost} the teams' games won
            text = ngettext("{team} win the match, {won} game to {lost}", "{team} win the match, {won} games to {lost}",
                            games[w]).format(team=who, won=number(games[w]), lost=number(games[1 - w]))
            # TRANSLATORS: a match's result, then the teams' running scores
            text = _("{result} (running score {won} to {lost})").format(
                result=text, won=number(running[w]), lost=number(running[1 - w]))
        if played:
            # TRANSLATORS: a match's result and the hands played ("3 hands")
            return _("{result} after {hands}.").format(result=text, hands=played)
        # TRANSLATORS: {result} a match's result
        return _("{result}.").format(result=text)

    def redeal_line(self, redeal: Any, names: Sequence[str]) -> str:
        """Why a hand was dealt again (app.rules.twenty_nine.Redeal), with names."""
        rule, seat, team = redeal.rule, redeal.seat, redeal.team
        who = words.name_of(names, seat) if seat is not None else ""
        # TRANSLATORS: why the cards were dealt again; {name} a player
        if rule == "R1":
            # TRANSLATORS: {name} a player's name
            return _("the first four cards of {name}, first to bid, were worth no points").format(name=who)
        if rule == "R2":
            # TRANSLATORS: {name} a player's name
            return _("{name} held all four jacks").format(name=who)
        if rule == "R3":
            # TRANSLATORS: {name} a player's name
            return _("{name} held all eight cards of a suit").format(name=who)
        if rule == "R4":
            # TRANSLATORS: {name} a player's name
            return _("the eight cards of {name} were worth no points").format(name=who)
        if rule == "R5":
            if team is None:
                return _("one team held all eight trumps")
            # TRANSLATORS: why the cards were dealt again; {team} a team ("Ann and Cleo (Team A)")
            return _("{team} held all eight trumps").format(team=team_label(team, names))
        if rule == "all_pass":
            if who:
                # TRANSLATORS: why the cards were dealt again; {name} the dealer
                return _("all three passed, so {name} deals again").format(name=who)
            return _("all three passed: the same dealer deals again")
        return _("the cards were dealt again")

    score_name = N_("match score")
    counts = (("contracts_bid", N_("Contracts bid (team)")), ("contracts_made", N_("Contracts made (team)")),
              ("games_won", N_("Games won (team)")), ("games_lost", N_("Games lost (team)")))

    def seat_line(self, pv, sv, seat):
        bids = [b for s, b in pv.bids if s == seat]
        parts = [team_letter(seat % 2)]
        if bids:
            # TRANSLATORS: a replay's seat line; {bid} the seat's last bid
            if bids[-1]:
                # TRANSLATORS: a replay's seat line; {bid} the seat's last bid
                parts.append(_("bid {bid}").format(bid=bids[-1]))
            else:
                parts.append(pgettext("replay", "pass"))
        if pv.bidder == seat:
            parts.append(pgettext("replay", "bidder"))
        if pv.dealer == seat:
            parts.append(pgettext("replay", "dealer"))
        return " · ".join(parts)

    def public_lines(self, pv, seat_views, names):
        trump = next((v.trump for v in seat_views if v.trump), None)
        if trump and not pv.trump_revealed:
            # TRANSLATORS: a replay; {suit} the trump's symbol (♠), still hidden from the players
            t = _("trump {suit} (hidden)").format(suit=SUIT_SYMBOLS.get(trump, trump))
        elif trump:
            # TRANSLATORS: a replay; {suit} the trump's symbol (♠)
            t = _("trump {suit}").format(suit=SUIT_SYMBOLS.get(trump, trump))
        else:
            t = _("no trump yet")
        if pv.contract:
            # TRANSLATORS: a replay; {bid} the contract, {name} the bidder
            contract = _("contract {bid} by {name}").format(bid=pv.contract, name=words.name_of(names, pv.bidder))
        else:
            contract = _("bidding")
        phase = {"auction": _("auction"), "trump": _("choosing trump"), "single_hand_offer": _("single hand offer"),
                 "double": pgettext("phase", "double"), "redouble": pgettext("phase", "redouble"),
                 "play": _("play"), "pair": _("the pair"), "over": _("over")}.get(pv.phase, pv.phase)
        # TRANSLATORS: a replay; {hand} the hand's number, {phase} its stage, {contract} and {trump} as above
        first = _("Hand {hand} · {phase} · {contract} · {trump}").format(
            hand=pv.hand_no + (0 if pv.phase == 'over' else 1), phase=phase, contract=contract, trump=t)
        # TRANSLATORS: a replay; card points taken this hand, by team
        second = _("points taken: {team_a} {taken_a} · {team_b} {taken_b}").format(
            team_a=team_letter(0), team_b=team_letter(1), taken_a=pv.taken[0], taken_b=pv.taken[1])
        # TRANSLATORS: a replay; games won, by team
        third = _("games: {team_a} {games_a} · {team_b} {games_b}").format(
            team_a=team_letter(0), team_b=team_letter(1), games_a=pv.g[0], games_b=pv.g[1])
        return [first, second, third]

    def table_cards(self, pv, names):
        if pv.trick:
            # TRANSLATORS: a replay; {name} who led the trick
            return [(_("Trick, led by {name}").format(name=words.name_of(names, pv.trick[0][0])),
                     [c for __, c in pv.trick])]
        if pv.last_trick:
            return [(_("Last trick"), [c for __, c in pv.last_trick])]
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

    # ------------------------------------------------------------------ the coach
    # the hard player's values (app.ai.twenty_nine.TwentyNineAgent.values): the chance its
    # playouts give the team to win the hand (the card play, the trump); {move} the better
    # move in words, {count} a percentage
    # TRANSLATORS: the coach's note; {move} a move in words ("Play 10♣"), {count} more deals won of 100 played out
    coach_lines = staticmethod(lambda n: ngettext(
        "Coach: {move} won the hand in {count} more deal of 100 played out from here.",
        "Coach: {move} won the hand in {count} more deals of 100 played out from here.", n))
    coach_units = {
        # the bids and doubling: the team's expected game points (its running score's
        # change, the stake) over 100 deals played out
        # TRANSLATORS: the coach's note; {move} a move in words ("Bid 18", "Double"), {count} more points of running score (the stakes won less those lost) over 100 deals played out
        "game_points": lambda n: ngettext(
            "Coach: {move} added {count} more point to your team's running score over 100 deals played out from here.",
            "Coach: {move} added {count} more points to your team's running score over 100 deals played out from here.", n),
    }

    def coach_move(self, facts, names=()) -> str:
        """The better move in the coach's note: a pass reads as the act ("Coach: Passing added
        31 more points ..."), any other move by its label ("Bid 21")."""
        if facts.kind == "pass":
            # TRANSLATORS: the better move in the coach's note, in place of {move} in "Coach: {move} added {count} more points to your team's running score over 100 deals played out from here." (passing in the auction instead of the bid made)
            return pgettext("the coach's better move", "Passing")
        return super().coach_move(facts, names)


PRESENTER = TwentyNinePresenter()


# ----------------------------------------------------------------------------- the look-back
TRICKS_IN_A_HAND = 8
# The after-the-hand analysis (app.scenes.twenty_nine_lookback over
# app.ai.twenty_nine_analysis) in words: values are what the bidding team ends the hand with
# if everyone plays perfectly after a move, with every hand seen.


def lookback_hand_line(hand: int, analysis: Any, result: Any, names: Sequence[str]) -> str:
    """How hand ``hand`` (1 first) went: the contract and what the bidders made."""
    number = words.number
    if analysis.single:
        name = words.name_of(names, result.bidder)
        if result.made:
            # TRANSLATORS: the look-back; {hand} the hand's number, {name} the player of the single hand
            return _("Hand {hand}: {name} played a single hand and won all 8 tricks.").format(
                hand=number(hand), name=name)
        # TRANSLATORS: the look-back; {hand} the hand's number, {name} the player of the single hand, {count} tricks won
        return ngettext("Hand {hand}: {name} played a single hand and won only {count} trick of 8: it was lost.",
                        "Hand {hand}: {name} played a single hand and won only {count} tricks of 8: it was lost.",
                        result.points).format(hand=number(hand), name=name, count=number(result.points))
    team = team_label(result.bidder % 2, names)
    values = dict(hand=number(hand), team=team, bid=number(result.contract), points=number(result.points),
                  target=number(result.target))
    if result.made:
        # TRANSLATORS: the look-back; {hand} the hand's number, {team} the bidding team ("Ann and Cleo (Team A)"), {bid} their bid, {points} the card points they took, {target} the points they needed
        return ngettext("Hand {hand}: {team} bid {bid} and made it with {points} point (they needed {target}).",
                        "Hand {hand}: {team} bid {bid} and made it with {points} points (they needed {target}).",
                        result.points).format(**values)
    # TRANSLATORS: the look-back; {hand} the hand's number, {team} the bidding team ("Ann and Cleo (Team A)"), {bid} their bid, {points} the card points they took, {target} the points they needed
    return ngettext("Hand {hand}: {team} bid {bid} and fell short with {points} point (they needed {target}).",
                    "Hand {hand}: {team} bid {bid} and fell short with {points} points (they needed {target}).",
                    result.points).format(**values)


def lookback_perfect_line(analysis: Any, names: Sequence[str]) -> str:
    """What perfect play from the hand's first card gives, with every hand seen."""
    number = words.number
    a = analysis
    if a.single:
        if a.start >= 0:
            return _("With every hand seen, the single hand could be made from the first card.")
        tricks = a.start + TRICKS_IN_A_HAND
        # TRANSLATORS: the look-back; {name} the player of the single hand, {count} the tricks perfect play wins
        return ngettext("With every hand seen, the single hand could not be made: perfect play wins {name} {count} trick of 8.",
                        "With every hand seen, the single hand could not be made: perfect play wins {name} {count} tricks of 8.",
                        tricks).format(name=words.name_of(names, a.bidder), count=number(tricks))
    points = a.start + a.target
    if a.start >= 0:
        # TRANSLATORS: the look-back; {points} the card points perfect play gives the bidding team
        return ngettext("With every hand seen, the contract could be made from the first card: perfect play gives the bidders {points} point.",
                        "With every hand seen, the contract could be made from the first card: perfect play gives the bidders {points} points.",
                        points).format(points=number(points))
    # TRANSLATORS: the look-back; {points} the card points perfect play gives the bidding team
    return ngettext("With every hand seen, the contract could not be made from the first card: perfect play gives the bidders only {points} point.",
                    "With every hand seen, the contract could not be made from the first card: perfect play gives the bidders only {points} points.",
                    points).format(points=number(points))


def _lost_phrase(decision: Any, analysis: Any) -> str:
    card = type(decision.chosen).__name__ == "Play"
    if analysis.made:  # the defence let it through
        return _("the card that let the contract be made") if card else _("the move that let the contract be made")
    return _("the card that lost the contract") if card else _("the move that lost the contract")


def lookback_mark(decision: Any, analysis: Any) -> str:
    """The move list's mark on the move after which the hand's result was settled."""
    return _lost_phrase(decision, analysis)


def lookback_lost_line(decision: Any, analysis: Any, move_line: str) -> str:
    """The summary's line about that move; ``move_line`` the move made ("Bela played 9♥")."""
    # TRANSLATORS: the look-back; {trick} a trick's number (1 to 8), {move} a move made ("Bela played 9♥"), {what} "the card that lost the contract" or the like
    return _("At trick {trick}, {move}: {what}.").format(trick=words.number(decision.trick + 1), move=move_line,
                                                           what=_lost_phrase(decision, analysis))


def lookback_header(analysis: Any, decision: Any, names: Sequence[str]) -> str:
    """The first line about one decision: what the values below mean."""
    if analysis.single:
        return _("With every hand seen (a single hand needs all 8 tricks):")
    mv = decision.moves[0]
    target = mv.points - mv.margin
    # TRANSLATORS: the look-back, above each possible move's value; {target} the points the bidding team needs
    return ngettext("With every hand seen (the bidders need {target} point):",
                    "With every hand seen (the bidders need {target} points):", target).format(target=words.number(target))


def lookback_turn_line(decision: Any, move_line: str) -> str:
    """The summary's line about a move that changed the hand's result with perfect play before
    the marked one; ``move_line`` the move made ("Cleo played 7♣")."""
    if decision.after >= 0:
        # TRANSLATORS: the look-back; {trick} a trick's number (1 to 8), {move} a move made ("Cleo played 7♣")
        text = _("At trick {trick}, {move}: after it the contract could be made.")
    else:
        # TRANSLATORS: the look-back; {trick} a trick's number (1 to 8), {move} a move made ("Cleo played 7♣")
        text = _("At trick {trick}, {move}: after it the contract could no longer be made.")
    return text.format(trick=words.number(decision.trick + 1), move=move_line)


def lookback_value_line(move: str, value: Any, analysis: Any, played: bool, best: bool,
                        only: bool = False) -> str:
    """One legal move and where perfect play after it leads; ``move`` in words ("10♣", "Ask
    for trump"), ``played``: the move made, ``best``: among the best moves (``only``: the one
    best move)."""
    number = words.number
    if analysis.single:
        if value.makes:
            # TRANSLATORS: the look-back; {move} a card ("10♣") or a move ("Ask for trump")
            line = _("{move}: the single hand is made").format(move=move)
        else:
            # TRANSLATORS: the look-back; {move} a card ("10♣") or a move, {count} the tricks the single hand wins then
            line = ngettext("{move}: the single hand fails with {count} trick of 8",
                            "{move}: the single hand fails with {count} tricks of 8",
                            value.points).format(move=move, count=number(value.points))
    elif value.makes:
        # TRANSLATORS: the look-back; {move} a card ("10♣") or a move ("Ask for trump"), {points} the bidders' points then
        line = ngettext("{move}: the contract is made with {points} point",
                        "{move}: the contract is made with {points} points",
                        value.points).format(move=move, points=number(value.points))
    else:
        # TRANSLATORS: the look-back; {move} a card ("10♣") or a move ("Ask for trump"), {points} the bidders' points then
        line = ngettext("{move}: the contract fails with {points} point",
                        "{move}: the contract fails with {points} points",
                        value.points).format(move=move, points=number(value.points))
    if played and best and only:
        # TRANSLATORS: the look-back; {line} a move and its value; the move was played and was the best
        return _("{line} (played, the best)").format(line=line)
    if best and only:
        # TRANSLATORS: the look-back; {line} a move and its value; the move was the best
        return _("{line} (the best)").format(line=line)
    if played and best:
        # TRANSLATORS: the look-back; {line} a move and its value; the move was played and was among the best
        return _("{line} (played, one of the best)").format(line=line)
    if played:
        # TRANSLATORS: the look-back; {line} a move and its value; the move was played
        return _("{line} (played)").format(line=line)
    if best:
        # TRANSLATORS: the look-back; {line} a move and its value; the move was among the best
        return _("{line} (one of the best)").format(line=line)
    return line


def lookback_verdict(decision: Any, analysis: Any, best: Sequence[str]) -> str:
    """One line on the move made: the card that lost the contract, or what it cost, with
    every hand seen; ``best`` the best moves in words. "" when there was no choice."""
    d = decision
    if len(d.moves) < 2:
        return ""
    first = best[0] if best else ""
    if d.lost:
        if analysis.made:
            # TRANSLATORS: the look-back; {best} a card ("10♣") or a move that would have beaten the contract
            return _("This let the contract be made: with every hand seen, {best} would have beaten it.").format(best=first)
        # TRANSLATORS: the look-back; {best} a card ("10♣") or a move that would have made the contract
        return _("This lost the contract: with every hand seen, {best} would have made it.").format(best=first)
    if d.cost > 0:
        if analysis.single:
            # TRANSLATORS: the look-back; {best} a better card or move, {count} tricks
            return ngettext("With every hand seen, {best} was better by {count} trick.",
                            "With every hand seen, {best} was better by {count} tricks.",
                            d.cost).format(best=first, count=words.number(d.cost))
        # TRANSLATORS: the look-back; {best} a better card or move, {count} card points
        return ngettext("With every hand seen, {best} was better by {count} point.",
                        "With every hand seen, {best} was better by {count} points.",
                        d.cost).format(best=first, count=words.number(d.cost))
    return _("With every hand seen, no other choice was better.")
