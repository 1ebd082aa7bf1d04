"""How Three Thirteen reads to players (app.games.present)."""

from app.i18n import N_, ngettext
from app.games.present import Presenter, card_text
from app.i18n import N_, _, ngettext
from app.ui import words


def _names(items) -> str:
    """``"Ann"``, ``"Ann and Bo"``, ``"Ann, Bo and Cy"`` in the player's language."""
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    # TRANSLATORS: a list of names: {names} is "Ann, Bo" (joined by ", "), {last} the last one
    return _("{names} and {last}").format(names=", ".join(items[:-1]), last=items[-1])


class ThreeThirteenPresenter(Presenter):
    move_labels = {
        # TRANSLATORS: a move offered to the player
        "draw_stock": N_("Draw from stock"),
        # TRANSLATORS: a move offered to the player: the stock is empty, the discards become a new one
        "draw_reshuffled": N_("Draw from stock (the discards are reshuffled first)"),
        # TRANSLATORS: a move offered to the player ({card}: the discard pile's top card, as "Q♠")
        "take_discard": N_("Take {card} from the discards"),
        # TRANSLATORS: a move offered to the player
        "take_unseen": N_("Take from the discards"),
        # TRANSLATORS: a move offered to the player ({card}: the card discarded, as "Q♠")
        "go_out": N_("Go out, discard {card}"),
        # TRANSLATORS: a move offered on the last turn, after another went out ({card}: as "Q♠")
        "lay_down": N_("Lay down all your cards, discard {card}"),
        # TRANSLATORS: a move offered to the player ({card}: as "Q♠")
        "discard": N_("Discard {card}"),
    }
    move_lines = {
        # TRANSLATORS: a move made, in the game's log and replays ({name}: the player)
        "draw_stock": N_("{name} drew from the stock"),
        # TRANSLATORS: a move made ({name}: the player)
        "draw_reshuffled": N_("{name} drew from the stock after the discards were reshuffled into it"),
        # TRANSLATORS: a move made ({name}: the player, {card}: as "Q♠")
        "take_discard": N_("{name} took {card} from the discards"),
        # TRANSLATORS: a move made ({name}: the player)
        "take_unseen": N_("{name} took from the discards"),
        # TRANSLATORS: a move made ({name}: the player, {card}: the card discarded, as "Q♠")
        "go_out": N_("{name} went out, discarding {card}"),
        # TRANSLATORS: a move made ({name}: the player, {card}: the card discarded, as "Q♠")
        "lay_down": N_("{name} laid down every card, discarding {card}"),
        # TRANSLATORS: a move made ({name}: the player, {card}: as "Q♠")
        "discard": N_("{name} discarded {card}"),
    }

    def move_key(self, facts):
        if facts.kind == "take_discard" and not facts.cards:
            return "take_unseen"
        return facts.kind

    def fact_text(self, key, value):
        if key == "left" and isinstance(value, (tuple, list)):  # the cards left unmelded: "Q♠, 10♥"
            return ", ".join(self.fact_text(key, v) for v in value)
        return super().fact_text(key, value)

    def headline(self, o, names):
        if not o.winners:
            return _("Nobody wins")
        who = [words.name_of(names, s) for s in o.winners]
        if len(who) == 1:
            if words.is_you(who[0]):
                return _("You win")
            # TRANSLATORS: a game's result: {name} won it
            return _("{name} wins").format(name=who[0])
        # TRANSLATORS: a game's result: {names} ("Ann and Bo") tied for the lowest total
        return _("{names} share the win").format(names=_names(who))

    def result_line(self, o, names, short):
        rounds = o.fact("rounds")
        low = min(o.scores)
        who = [words.name_of(names, s) for s in o.winners]
        rest = [f"{words.name_of(names, s)} {words.number(o.scores[s])}" for s in range(len(o.scores))
                if s not in o.winners]
        others = f" ({', '.join(rest)})" if rest and not short else ""  # the others' totals: " (Bo 30, Cy 41)"
        if len(who) == 1:
            if words.is_you(who[0]):
                # TRANSLATORS: the result when the player at the screen (named "You") won
                text = ngettext("You win with {points} point", "You win with {points} points", low)
            else:
                # TRANSLATORS: a game's result: {name} won with the lowest total, {points}
                text = ngettext("{name} wins with {points} point", "{name} wins with {points} points", low)
        else:
            # TRANSLATORS: a game's result: {names} ("Ann and Bo") tie with {points} each
            text = ngettext("{names} share the win with {points} point each",
                            "{names} share the win with {points} points each", low)
        text = text.format(name=who[0], names=_names(who), points=words.number(low)) + others
        if rounds:
            # TRANSLATORS: a game's result: {result} is "Ann wins with 12 points (Bo 30)"
            text = ngettext("{result} after {count} round", "{result} after {count} rounds", rounds).format(
                result=text, count=rounds)
        # TRANSLATORS: a whole sentence from its words ("Ann wins with 12 points.")
        return _("{sentence}.").format(sentence=text)

    score_name = N_("total")
    counts = (("rounds_out", N_("Rounds gone out")), ("zero_rounds", N_("Rounds at 0")))

    def seat_cards(self, pv, sv, seat):
        hand = list(sv.hand or ())
        if not hand and pv.results:
            hand = list(pv.results[-1].seats[seat].hand)
        return [hand]

    def seat_line(self, pv, sv, seat):
        # TRANSLATORS: a replay: a player's total of penalty points
        parts = [_("total {points}").format(points=pv.totals[seat])]
        if pv.turn == seat and pv.phase:
            # TRANSLATORS: a replay: the player on turn has to draw or to discard
            parts.append(_("to draw") if pv.phase == "draw" else _("to discard"))
        if sv.hand_penalty is not None:
            # TRANSLATORS: a replay: the points of the player's cards left unmelded
            parts.append(_("unmelded {points}").format(points=sv.hand_penalty))
        return " · ".join(parts)

    def public_lines(self, pv, seat_views, names):
        # TRANSLATORS: the discard pile is empty
        top = card_text(pv.discard_top) if pv.discard_top else _("none")
        # TRANSLATORS: a replay's line: {round} the round, {count} the cards dealt, {wild} the wild
        # rank ("K"), {stock} the cards in the stock, {top} the discard pile's top card ("Q♠")
        return [_("Round {round} · {count} cards · wild {wild} · stock {stock} · discard top {top}").format(
            round=pv.round, count=pv.hand_size, wild="10" if pv.wild == "T" else pv.wild, stock=pv.stock_size,
            top=top)]

    def table_cards(self, pv, names):
        return [(_("Discards"), list(pv.discards[-8:]))] if pv.discards else []

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

    # ------------------------------------------------------------------ the coach
    # the expert's values (app.ai.three_thirteen_expert.ExpertAgent.values): the points a
    # discard leaves unmatched; {move} the better discard in words, {count} points
    # TRANSLATORS: the coach's note; {move} a move in words ("Discard 7♠"), {count} penalty points saved
    coach_lines = staticmethod(lambda n: ngettext(
        "Coach: {move} left {count} point less unmatched.",
        "Coach: {move} left {count} points less unmatched.", n))
    # a draw's value is the points it expects to leave unmatched (after this turn and the next
    # draw, or at the round's end on a last turn): {move} the better draw in words
    # TRANSLATORS: the coach's note on a draw; {move} a draw in words ("Draw from stock", "Take 7♠ from the discards"), {count} expected penalty points
    coach_draw_lines = staticmethod(lambda n: ngettext(
        "Coach: {move} was expected to leave about {count} point less unmatched.",
        "Coach: {move} was expected to leave about {count} points less unmatched.", n))

    def coach_lines_for(self, kind):
        if kind in ("draw_stock", "draw_reshuffled", "take_discard", "take_unseen"):
            return self.coach_draw_lines
        return self.coach_lines


PRESENTER = ThreeThirteenPresenter()
