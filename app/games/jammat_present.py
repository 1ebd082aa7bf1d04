"""How Jammat reads to players (app.games.present): its moves, results and statistics, and
the words of its tables (what a line makes, the names of the lines, how a deal was won).
Every sentence is whole with named placeholders, in the player's language."""

from typing import Sequence

from app.i18n import N_, _, ngettext, pgettext
from app.games.present import Presenter
from app.ui import words


def format_points(p: float) -> str:
    """Match points as players write them: 2, ½, 1½."""
    whole = int(p)
    if p == whole:
        return str(whole)
    return f"{whole}\u00bd" if whole else "\u00bd"


def names_list(names: Sequence[str]) -> str:
    """``"Ann"``, ``"Ann and Bo"``, ``"Ann, Bo and Cy"`` in the player's language."""
    names = [str(n) for n in names]
    if len(names) <= 1:
        return "".join(names)
    # TRANSLATORS: joins the names of players who share a total: "Ann and Bo"
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


# ----------------------------------------------------------------------------- lines in words
_RANK_TEXT = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "10", 1: "A"}


def rank_text(v) -> str:
    """A rank as a card shows it (A, K, Q, J, 10, 9...: the same in every language)."""
    return _RANK_TEXT.get(v, str(int(v)))


def ranks_plural(v) -> str:
    """Several cards of one rank: "Aces", "Kings", "7s" (said only inside "Trail of {ranks}"
    and "Pair of {ranks}": a language may put its preposition here)."""
    # TRANSLATORS: "Aces", "Kings", "Queens", "Jacks" and "{rank}s" fill {ranks} in "Trail of {ranks}"
    # and "Pair of {ranks}" (their translations may carry the preposition: French "d'As", "de Rois")
    if v == 14:
        return pgettext("cards of a rank", "Aces")
    if v == 13:
        return pgettext("cards of a rank", "Kings")
    if v == 12:
        return pgettext("cards of a rank", "Queens")
    if v == 11:
        return pgettext("cards of a rank", "Jacks")
    # TRANSLATORS: several number cards of one rank ("7s", "10s"); {rank} is the number
    return pgettext("cards of a rank", "{rank}s").format(rank=rank_text(v))


def category_name(cat: int) -> str:
    """A line's category (J-10): Trail, Pure sequence, Sequence, Colour, Pair, High card."""
    if cat == 6:
        return pgettext("line of three cards", "Trail")
    if cat == 5:
        return pgettext("line of three cards", "Pure sequence")
    if cat == 4:
        return pgettext("line of three cards", "Sequence")
    if cat == 3:
        return pgettext("line of three cards", "Colour")
    if cat == 2:
        return pgettext("line of three cards", "Pair")
    return pgettext("line of three cards", "High card")


def describe_key(key: Sequence) -> str:
    """A line key (app.rules.jammat.line_key) for players: "Trail of 7s", "Pure sequence,
    A-K-Q", "Colour, K-9-3", "Pair of 8s", "High card K"."""
    cat = key[0]
    if cat == 6:
        # TRANSLATORS: a line of three cards of one rank; {ranks} is "Aces", "7s"... (see "{rank}s")
        return _("Trail of {ranks}").format(ranks=ranks_plural(key[1]))
    if cat in (5, 4):
        top = key[1]
        if top in (3, 13.5, 15):
            ranks = "A-2-3"
        else:
            ranks = f"{rank_text(top)}-{rank_text(top - 1)}-{rank_text(top - 2)}"
        if cat == 5:
            # TRANSLATORS: three ranks in a row of one suit; {ranks} is like "A-K-Q"
            return _("Pure sequence, {ranks}").format(ranks=ranks)
        # TRANSLATORS: three ranks in a row; {ranks} is like "A-K-Q"
        return _("Sequence, {ranks}").format(ranks=ranks)
    if cat == 3:
        # TRANSLATORS: three cards of one suit; {ranks} is like "K-9-3"
        return _("Colour, {ranks}").format(ranks="-".join(rank_text(v) for v in key[1:]))
    if cat == 2:
        # TRANSLATORS: two cards of one rank in a line; {ranks} is "Aces", "8s"...
        return _("Pair of {ranks}").format(ranks=ranks_plural(key[1]))
    # TRANSLATORS: a line with no combination, named by its highest card; {rank} is like "K"
    return _("High card {rank}").format(rank=rank_text(key[1]))


LINE_NAMES_2D = (N_("Row 1"), N_("Row 2"), N_("Row 3"), N_("Column 1"), N_("Column 2"), N_("Column 3"),
                 N_("Diagonal"), N_("Anti-diagonal"))


def line_name_2d(i: int) -> str:
    """The name of line ``i`` of a 3x3 grid (app.rules.jammat.LINES_2D order)."""
    return _(LINE_NAMES_2D[i])


# ----------------------------------------------------------------------------- the presenter
class JammatPresenter(Presenter):
    move_labels = {
        # TRANSLATORS: a choice offered; {cards} are the cards of the grid's top row (like "K♠ 9♥ 9♦")
        "arrange": N_("Commit this arrangement (top row {cards})"),
        "arrange_small": N_("Commit this arrangement")}
    move_lines = {
        # TRANSLATORS: a move in a log; {name} is a player's name, {cards} the grid's top row
        "arrange": N_("{name} committed an arrangement (top row {cards})"),
        # TRANSLATORS: a move in a log; {name} is a player's name
        "arrange_small": N_("{name} committed an arrangement")}

    def move_key(self, facts):
        return "arrange_small" if facts.kind == "arrange" and not facts.cards else facts.kind

    def result_line(self, o, names, short):
        deals = o.fact("deals")
        top = o.scores[o.winners[0]] if o.winners else 0
        who = [words.name_of(names, s) for s in o.winners]
        points = words.number(top)
        if len(who) == 1:
            # TRANSLATORS: the match's result; {name} is the winner, {points} their match points
            text = ngettext("{name} wins the match with {points} match point",
                            "{name} wins the match with {points} match points", top)
            if words.is_you(who[0]):
                # TRANSLATORS: the match's result when the winner is the default player "You"
                text = ngettext("You win the match with {points} match point",
                                "You win the match with {points} match points", top)
            text = text.format(name=who[0], points=points)
        else:
            # TRANSLATORS: the match's result; {names} are the winners ("Ann and Bo"), {points} each one's
            text = ngettext("{names} share the match with {points} match point each",
                            "{names} share the match with {points} match points each", top)
            text = text.format(names=names_list(who), points=points)
        rest = [s for s in range(len(o.scores)) if s not in o.winners]
        if rest and not short:
            others = ", ".join(f"{words.name_of(names, s)} {words.number(o.scores[s])}" for s in rest)
            text = f"{text} ({others})"  # the others' scores in brackets: "Ann wins ... (Bo 3, Cy 1)"
        if deals is not None:
            # TRANSLATORS: a match's result and how many deals it lasted
            text = ngettext("{result} after {count} deal", "{result} after {count} deals", deals).format(
                result=text, count=words.number(deals))
        # TRANSLATORS: a whole result as a sentence (a full stop, as the language writes it)
        return _("{result}.").format(result=text)

    score_name = N_("match points")
    # TRANSLATORS: columns of Jammat's statistics
    counts = (("deals", N_("Deals played")), ("deals_won", N_("Deals won")), ("positions_won", N_("Positions won")))

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
        if pv.over:
            done = _("match over")
        elif pv.committed[seat]:
            done = pgettext("arrangement", "committed")
        else:
            done = pgettext("arrangement", "arranging")
        # TRANSLATORS: a player's line in a replay; {points} are the match points, {state} "committed"...
        return _("match points {points} · {state}").format(points=words.number(pv.match_points[seat]), state=done)

    def public_lines(self, pv, seat_views, names):
        # TRANSLATORS: {deal} is the deal being played, {deals} the deals in the match
        line = _("Deal {deal} of {deals}").format(deal=min(pv.deal + 1, pv.deals), deals=pv.deals)
        if pv.history:
            last = pv.history[-1]
            who = names_list([words.name_of(names, s) for s in last.winners])
            # TRANSLATORS: {line} is "Deal 2 of 5", {number} the last deal played, {names} who won it
            line = _("{line} · deal {number} won by {names}").format(line=line, number=len(pv.history), names=who)
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

    # ------------------------------------------------------------------ the coach
    def coach_move(self, facts, names=()):
        if facts.kind == "arrange" and facts.cards and facts.get("grid") == "3d":
            # TRANSLATORS: the better cube in the coach's note ("Coach: {move} was expected to win about 4
            # more line comparisons."); {cards} the cards of the top row of its first layer (like "K♠ 9♥ 9♦")
            return _("the cube with {cards} as the top row of layer 1").format(**self.move_fields(facts, names))
        if facts.kind == "arrange" and facts.cards:
            # TRANSLATORS: the better arrangement in the coach's note ("Coach: {move} was expected to win
            # about 4 more line comparisons."); {cards} the cards of its top row (like "K♠ 9♥ 9♦")
            return _("the arrangement with {cards} as its top row").format(**self.move_fields(facts, names))
        return self.move_label(facts, names)

    coach_undo = False  # the note comes with the reveal, which Undo never goes back past
    # the expert's values (app.ai.jammat.ExpertAgent.values): the line comparisons (positions)
    # an arrangement is expected to win against the others' likely hands; {move} the better
    # arrangement in words, {count} comparisons
    # TRANSLATORS: the coach's note; {move} an arrangement in words ("the arrangement with K♠ 9♥ 9♦ as its top row"), {count} line comparisons
    coach_lines = staticmethod(lambda n: ngettext(
        "Coach: {move} was expected to win about {count} more line comparison.",
        "Coach: {move} was expected to win about {count} more line comparisons.", n))

PRESENTER = JammatPresenter()
