"""How Three By Three reads to players (app.games.present), in the player's language: its
moves, results, statistics, replay lines and refusals; ``pile_text``, ``piles_text`` and
``card_name`` word the piles and cards for the table's panels too."""

from typing import Sequence

from app.games.present import Presenter, card_text
from app.i18n import N_, _, ngettext
from app.rules.three_by_three import ANY_CORNER, CORNERS, PILE_WORDS, PILES, THE_JOKER, Piles
from app.ui import words


def pile_text(pile) -> str:
    """A pile (its code or index) in the player's language: "the bottom-right corner"."""
    return _(PILE_WORDS[PILES[pile] if isinstance(pile, int) else pile])


def piles_text(piles: Sequence) -> str:
    """Piles (codes or indexes) in the player's language, as a choice: "the top-left corner
    or the top-right corner"; all four corners are "any corner"."""
    names = [PILES[p] if isinstance(p, int) else p for p in piles]
    if sorted(names) == sorted(PILES[c] for c in CORNERS):
        return _(ANY_CORNER)
    texts = [pile_text(n) for n in names]
    if len(texts) == 1:
        return texts[0]
    # TRANSLATORS: piles to choose from: {first} one pile or several with commas between, {last} the last one
    return _("{first} or {last}").format(first=", ".join(texts[:-1]), last=texts[-1])


def card_name(card) -> str:
    """A card as a player reads it here: "7♥"; either joker is "the joker"."""
    return _(THE_JOKER) if getattr(card, "is_joker", False) else card_text(card)


def names_text(names: Sequence[str]) -> str:
    """"Ann", "Ann and Bo", "Ann, Bo and Cy" in the player's language."""
    if len(names) <= 1:
        return "".join(names)
    # TRANSLATORS: a list of players' names: {names} one or several with commas between, {last} the last one
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


class ThreeByThreePresenter(Presenter):
    move_labels = {
        # TRANSLATORS: a play offered; {pile}: a pile ("the top pile")
        "turn_up": N_("Turn up a card of {pile}"),
        # TRANSLATORS: a play offered; {corner}: a corner ("the top-left corner"), {pile}: a face-down pile
        "joker": N_("Use the joker on {corner}: turn a card of {pile} onto it"),
        # TRANSLATORS: a play offered; {corner}: a corner ("the top-left corner"), {pile}: a face-down pile
        "free_play": N_("Use the free play kept on {corner}: turn a card of {pile} onto it"),
        # TRANSLATORS: a play offered; {card}: a card ("9♥", or "the joker"), {corner}: a corner
        "place": N_("Place {card} on {corner}"),
    }
    move_lines = {
        # TRANSLATORS: a play made; {name}: a player, {pile}: a pile ("the top pile")
        "turn_up": N_("{name} turned up a card of {pile}"),
        # TRANSLATORS: a play made; {name}: a player, {corner}: a corner, {pile}: a face-down pile
        "joker": N_("{name} used the joker on {corner} to turn a card of {pile} onto it"),
        # TRANSLATORS: a play made; {name}: a player, {corner}: a corner, {pile}: a face-down pile
        "free_play": N_("{name} used the free play kept on {corner} to turn a card of {pile} onto it"),
        # TRANSLATORS: a play made; {name}: a player, {card}: a card ("9♥"), {corner}: a corner
        "place": N_("{name} placed {card} on {corner}"),
    }

    def card_text(self, card):
        return card_name(card) if hasattr(card, "is_joker") else card_text(card)

    def fact_text(self, key, value):
        if isinstance(value, Piles):
            return piles_text(value.codes)
        if key in ("pile", "corner") and isinstance(value, (str, int)):
            return pile_text(value)
        return super().fact_text(key, value)

    def move_fields(self, facts, names):
        out = super().move_fields(facts, names)
        out["card"] = out["card"] or _("the card")
        return out

    def headline(self, outcome, names):
        if len(outcome.scores) == 1:  # solitaire
            return _("Won: every card turned up!") if outcome.winners else _("Game over")
        who = [words.name_of(names, s) for s in outcome.winners]
        if not who:
            return _("Nobody wins")
        if len(who) == 1:
            if words.is_you(who[0]):
                return _("You win")
            # TRANSLATORS: {name}: the winner
            return _("{name} wins").format(name=who[0])
        if outcome.draw and len(who) == len(outcome.scores):
            return _("A draw")
        # TRANSLATORS: {names}: the winners ("Ann and Bo")
        return _("{names} share the win").format(names=names_text(who))

    def result_line(self, o, names, short):
        if len(o.scores) == 1:
            if o.winners:
                return _("Won: every card turned up!")
            n = int(o.scores[0])
            # TRANSLATORS: a solitaire's result; {count}: the cards left face down
            return ngettext("Finished with {count} card face down.", "Finished with {count} cards face down.",
                            n).format(count=n)
        low = int(min(o.scores))
        who = [words.name_of(names, s) for s in o.winners]
        others = words.others_scores(o, names, short)
        if len(who) == 1:
            if words.is_you(who[0]):
                # TRANSLATORS: {count}: the winner's cards left face down; {others}: the others' scores, " (Bo 3, Cy 1)"
                text = ngettext("You win with {count} card face down{others}.",
                                "You win with {count} cards face down{others}.", low)
            else:
                # TRANSLATORS: {name}: the winner; {count}: their cards left face down; {others}: the others' scores, " (Bo 3, Cy 1)"
                text = ngettext("{name} wins with {count} card face down{others}.",
                                "{name} wins with {count} cards face down{others}.", low)
            return text.format(name=who[0], count=low, others=others)
        # TRANSLATORS: {names}: the winners; {count}: the cards each left face down; {others}: the others' scores, " (Bo 3, Cy 1)"
        text = ngettext("{names} share the win with {count} card face down each{others}.",
                        "{names} share the win with {count} cards face down each{others}.", low)
        return text.format(names=names_text(who), count=low, others=others)

    # TRANSLATORS: the score's name in Statistics (the cards left face down; lower is better)
    score_name = N_("face-down count")
    # TRANSLATORS: a count in Statistics: games won with no card left face down
    counts = (("zero_wins", N_("Wins at 0")),)

    def game_counts(self, outcome, seat, options):
        return {"zero_wins": 1.0 if outcome.scores[seat] == 0 else 0.0}

    def seat_cards(self, pv, sv, seat):
        """The top of each of the seat's nine piles, in three rows."""
        return [[pile[-1] if pile else "" for pile in sv.piles[3 * r:3 * r + 3]] for r in range(3)]

    def seat_line(self, pv, sv, seat):
        # TRANSLATORS: a replay's line about a player's table; {round}: 1 to 6, {count}: cards face down
        line = _("round {round} · face-down {count}").format(round=sv.round, count=sv.score)
        if sv.pending is not None:
            # TRANSLATORS: a replay's line: the card turned up and waiting to be placed ("9♥")
            line += " · " + _("turned up {card}").format(card=self.card_text(sv.pending))
        return line

    def public_lines(self, pv, seat_views, names):
        return [_("Each player's table: the top of each pile (a back: face-down cards)")]

    def sample_extras(self, k):
        return {"hints": k % 3}

    # ------------------------------------------------------------------ the coach
    # the expert's values (app.ai.three_by_three.HintAgent.values): the cards its samples
    # expect face down at the end; {move} the better play in words, {count} cards
    # TRANSLATORS: the coach's note; {move} a play in words, {count} cards
    coach_lines = staticmethod(lambda n: ngettext(
        "Coach: {move} left about {count} card fewer face down.",
        "Coach: {move} left about {count} cards fewer face down.", n))


PRESENTER = ThreeByThreePresenter()
