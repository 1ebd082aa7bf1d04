"""How Tile Poker reads to players (app.games.present): its position is a board, and each
player's best hand is kept in the statistics. The rules give hand categories as numbers
(app.rules.poker_hands); ``hand_name`` words them in the player's language."""

from app.i18n import N_, ngettext
from app.games.present import Presenter, card_text
from app.i18n import N_, _, ngettext, pgettext
from app.rules.tile_poker import FORFEIT_TIMEOUTS, NO_HAND
from app.ui import words


def hand_name(category: int) -> str:
    """A poker hand category (1 royal flush .. 10 high card; NO_HAND: none) in words."""
    names = {
        1: pgettext("poker hand", "royal flush"),
        2: pgettext("poker hand", "straight flush"),
        3: pgettext("poker hand", "four of a kind"),
        4: pgettext("poker hand", "full house"),
        5: pgettext("poker hand", "flush"),
        6: pgettext("poker hand", "straight"),
        7: pgettext("poker hand", "three of a kind"),
        8: pgettext("poker hand", "two pair"),
        9: pgettext("poker hand", "pair"),
        10: pgettext("poker hand", "high card"),
    }
    return names.get(category) or pgettext("poker hand", "none")


def points(n: int) -> str:
    """"1 point", "3 points"."""
    # TRANSLATORS: {count} is a number of points
    return ngettext("{count} point", "{count} points", n).format(count=words.number(n))


BESIDE = {
    # TRANSLATORS: where a tile goes, by the tile on its other side; {card} is a tile such as 10♣
    "left": N_("right of {card}"),
    # TRANSLATORS: where a tile goes; {card} is a tile such as 10♣
    "right": N_("left of {card}"),
    # TRANSLATORS: where a tile goes; {card} is a tile such as 10♣
    "above": N_("below {card}"),
    # TRANSLATORS: where a tile goes; {card} is a tile such as 10♣
    "below": N_("above {card}"),
}


def where_words(beside, first_only: bool = False) -> str:
    """Where a cell is, by the tiles beside it (app.rules.tile_poker.beside): "right of 10♣",
    "between 7♦ and 8♠", "left of 9♣, below 7♦"; "" if no tile touches it. Never coordinates.
    ``first_only``: the first of them (the row's)."""
    near = dict(beside)
    parts = []
    for a, b in (("left", "right"), ("above", "below")):
        if near.get(a) is not None and near.get(b) is not None:
            # TRANSLATORS: where a tile goes; {a} and {b} are tiles such as 10♣
            parts.append(_("between {a} and {b}").format(a=card_text(near[a]), b=card_text(near[b])))
        elif near.get(a) is not None or near.get(b) is not None:
            side = a if near.get(a) is not None else b
            parts.append(_(BESIDE[side]).format(card=card_text(near[side])))
    if first_only or len(parts) < 2:
        return parts[0] if parts else ""
    return ", ".join(parts)


def action_line(a, names, last_placement=None) -> str:
    """The table's log line of one action (app.rules.tile_poker.ActionRecord), with names;
    ``last_placement``: the view's, which says whether a placement was made out of time."""
    who = words.name_of(names, a.seat)
    you = words.is_you(who)
    card = card_text(a.card) if a.card is not None else ""
    if a.action in ("place", "blind"):
        f = dict(name=who, card=card, points=points(a.points))
        if last_placement is not None and last_placement.how == "timeout" and last_placement.card == a.card:
            # TRANSLATORS: {card} a tile such as 10♣, {points} "3 points"
            return (_("You (out of time) place {card} for {points}") if you else
                    # TRANSLATORS: {name} a player, {card} a tile such as 10♣, {points} "3 points"
                    _("{name} (out of time) places {card} for {points}")).format(**f)
        if a.action == "blind":
            # TRANSLATORS: a tile turned up from the pool and placed unseen; {points} "3 points"
            return (_("You blind-place {card} for {points}") if you else
                    # TRANSLATORS: {name} a player, {card} a tile such as 10♣, {points} "3 points"
                    _("{name} blind-places {card} for {points}")).format(**f)
        # TRANSLATORS: {card} a tile such as 10♣, {points} "3 points"
        return (_("You place {card} for {points}") if you else
                # TRANSLATORS: {name} a player, {card} a tile such as 10♣, {points} "3 points"
                _("{name} places {card} for {points}")).format(**f)
    if a.action == "draw":
        # TRANSLATORS: {name} is a player
        if you:
            return _("You draw a tile")
        # TRANSLATORS: {name} is a player
        return _("{name} draws a tile").format(name=who)
    if a.action == "turn_up":
        # TRANSLATORS: {card} is a tile such as 10♣
        return (_("You turn up {card} to place it") if you else
                # TRANSLATORS: {name} is a player, {card} a tile such as 10♣
                _("{name} turns up {card} to place it")).format(name=who, card=card)
    if a.action == "swap":
        # TRANSLATORS: {card} the tile given back, {received} the tile taken (such as 10♣)
        return (_("You swap {card} for {received}") if you else
                # TRANSLATORS: {name} a player, {card} the tile given back, {received} the tile taken
                _("{name} swaps {card} for {received}")).format(name=who, card=card,
                                                                received=card_text(a.received))
    if a.action == "pass":
        # TRANSLATORS: {name} is a player
        if you:
            return _("You pass")
        # TRANSLATORS: {name} is a player
        return _("{name} passes").format(name=who)
    if a.action == "skip":
        return (_("You have no tile to play and are skipped") if you else
                # TRANSLATORS: {name} is a player
                _("{name} has no tile to play and is skipped").format(name=who))
    if a.action == "timeout":
        # TRANSLATORS: {name} a player; {count} the timeouts so far, {limit} how many forfeit (5)
        return _("{name} ran out of time ({count} of {limit})").format(name=who, count=a.count,
                                                                      limit=FORFEIT_TIMEOUTS)
    if a.action == "forfeit":
        if you:
            # TRANSLATORS: {count} is the timeouts
            return ngettext("You forfeit after {count} timeout", "You forfeit after {count} timeouts",
                            a.count).format(count=a.count)
        # TRANSLATORS: {name} is a player, {count} the timeouts
        return ngettext("{name} forfeits after {count} timeout", "{name} forfeits after {count} timeouts",
                        a.count).format(name=who, count=a.count)
    raise ValueError(f"no words for a Tile Poker action {a.action!r}")


ENDS = {
    "all tiles placed": N_("the game ended with every tile placed"),
    "two passes": N_("the game ended after two passes in a row"),
}


class TilePokerPresenter(Presenter):
    move_labels = {
        # TRANSLATORS: a choice offered; {card} a tile such as 10♣, {where} "right of 7♦" and the like
        "place": N_("Place {card} {where}"),
        # TRANSLATORS: a choice offered; {card} a tile such as 10♣
        "place_nowhere": N_("Place {card}"),
        "place_blind": N_("Place {card} {where}"), "place_blind_nowhere": N_("Place {card}"),
        "draw": N_("Draw a tile"), "blind": N_("Blind place: turn up the pool's top tile"),
        # TRANSLATORS: {card} a tile such as 10♣
        "swap": N_("Swap {card} for the pool's top tile"), "pass": N_("Pass"), "timeout": N_("Out of time"),
    }
    move_lines = {
        # TRANSLATORS: a move made; {name} a player, {card} a tile, {where} "right of 7♦" and the like
        "place": N_("{name} placed {card} {where}"),
        # TRANSLATORS: a move made; {name} a player, {card} a tile such as 10♣
        "place_nowhere": N_("{name} placed {card}"),
        "place_blind": N_("{name} placed {card} {where}"), "place_blind_nowhere": N_("{name} placed {card}"),
        # TRANSLATORS: {name} is a player
        "draw": N_("{name} drew a tile"),
        # TRANSLATORS: {name} is a player
        "blind": N_("{name} turned up the pool's top tile to place it"),
        # TRANSLATORS: {name} a player, {card} a tile such as 10♣
        "swap": N_("{name} swapped {card} for the pool's top tile"),
        # TRANSLATORS: {name} is a player
        "pass": N_("{name} passed"),
        # TRANSLATORS: {name} is a player
        "timeout": N_("{name} ran out of time"),
    }

    def move_key(self, facts):
        if facts.kind in ("place", "place_blind") and not where_words(facts.values):
            return facts.kind + "_nowhere"
        return facts.kind

    def move_fields(self, facts, names):
        out = super().move_fields(facts, names)
        out["where"] = where_words(facts.values)
        if facts.kind == "place_blind" and not facts.cards:
            out["card"] = _("the turned-up tile")
        return out

    def fact_text(self, key, value):
        return "" if value is None else super().fact_text(key, value)

    def result_line(self, o, names, short):
        name_of = words.name_of
        s = [words.number(x) for x in o.scores]
        best = o.fact("best")
        aces = o.fact("aces")
        end = ENDS.get(o.fact("end", ""), "")
        end = _(end) if end and not short else ""

        def tail(text: str) -> str:
            if end:
                # TRANSLATORS: a result, then why the game ended
                return _("{result}; {end}.").format(result=text, end=end)
            return text + "."

        if o.reason == "forfeit" and o.winners:
            w = o.winners[0]
            loser, winner = name_of(names, 1 - w), name_of(names, w)
            f = dict(loser=loser, winner=winner, count=o.fact("timeouts") or 0)
            # ("You" as a name takes "you" forms: "You forfeit", "you win")
            if words.is_you(loser):
                if short:
                    # TRANSLATORS: {winner} is a player
                    return _("You forfeit: {winner} wins.").format(**f)
                if f["count"]:
                    # TRANSLATORS: {winner} is a player, {count} the timeouts
                    return ngettext("You forfeit after {count} timeout: {winner} wins whatever the points.",
                                    "You forfeit after {count} timeouts: {winner} wins whatever the points.",
                                    f["count"]).format(**f)
                # TRANSLATORS: {winner} is a player
                return _("You forfeit: {winner} wins whatever the points.").format(**f)
            if words.is_you(winner):
                if short:
                    # TRANSLATORS: {loser} is a player
                    return _("{loser} forfeits: you win.").format(**f)
                if f["count"]:
                    # TRANSLATORS: {loser} is a player, {count} the timeouts
                    return ngettext("{loser} forfeits after {count} timeout: you win whatever the points.",
                                    "{loser} forfeits after {count} timeouts: you win whatever the points.",
                                    f["count"]).format(**f)
                # TRANSLATORS: {loser} is a player
                return _("{loser} forfeits: you win whatever the points.").format(**f)
            if short:
                # TRANSLATORS: {loser} and {winner} are players
                return _("{loser} forfeits: {winner} wins.").format(**f)
            if f["count"]:
                # TRANSLATORS: {loser} and {winner} are players, {count} the timeouts
                return ngettext("{loser} forfeits after {count} timeout: {winner} wins whatever the points.",
                                "{loser} forfeits after {count} timeouts: {winner} wins whatever the points.",
                                f["count"]).format(**f)
            # TRANSLATORS: {loser} and {winner} are players
            return _("{loser} forfeits: {winner} wins whatever the points.").format(**f)
        if o.reason == "points" or best is None or aces is None:
            if o.draw or not o.winners:
                # TRANSLATORS: {points} is "12 points"
                return tail(_("A draw on {points}").format(points=points(o.scores[0])))
            w = o.winners[0]
            f = dict(name=name_of(names, w), a=s[w], b=s[1 - w])
            if words.is_you(f["name"]):
                # TRANSLATORS: {a} your points, {b} the other player's
                return tail(_("You win on points, {a} to {b}").format(**f))
            # TRANSLATORS: {name} the winner; {a} their points, {b} the other player's
            return tail(_("{name} wins on points, {a} to {b}").format(**f))
        pts = points(o.scores[0])
        if o.reason in ("best hand", "aces"):
            w = o.winners[0]
            f = dict(points=pts, name=name_of(names, w), you=words.is_you(name_of(names, w)))
            if o.reason == "best hand":
                f.update(a=hand_name(best[w]), b=hand_name(best[1 - w]))
                if short:
                    # TRANSLATORS: {points} is "12 points"
                    return tail((_("Tied on {points}; you win with the better best hand") if f["you"] else
                                 # TRANSLATORS: {points} is "12 points", {name} the winner
                                 _("Tied on {points}; {name} wins with the better best hand")).format(**f))
                # TRANSLATORS: {points} "12 points", {a} and {b} poker hands ("flush"): yours, the other's
                return tail((_("Tied on {points}; you win with the better best hand ({a} against {b})") if f["you"]
                             # TRANSLATORS: {points} "12 points", {name} the winner, {a} and {b} poker hands ("flush")
                             else _("Tied on {points}; {name} wins with the better best hand ({a} against {b})")
                             ).format(**f))
            f.update(hand=hand_name(best[0]), a=aces[w], b=aces[1 - w])
            if short:
                # TRANSLATORS: {points} is "12 points"
                return tail((_("Tied on {points} and on best hand; you win by placing more aces") if f["you"] else
                             # TRANSLATORS: {points} is "12 points", {name} the winner
                             _("Tied on {points} and on best hand; {name} wins by placing more aces")).format(**f))
            if f["you"]:
                # TRANSLATORS: {points} "12 points", {hand} a poker hand ("flush"), {a} and {b} the aces each
                # placed (yours, the other's)
                return tail(_("Tied on {points} and on best hand ({hand} each); you win by placing more aces "
                              "({a} against {b})").format(**f))
            # TRANSLATORS: {points} "12 points", {hand} a poker hand ("flush"), {name} the winner,
            # {a} and {b} the aces each placed
            return tail(_("Tied on {points} and on best hand ({hand} each); {name} wins by placing more aces "
                          "({a} against {b})").format(**f))
        if short:
            # TRANSLATORS: {points} is "12 points"
            return tail(_("Tied on {points} and on best hand and on aces placed: the game is a draw").format(
                points=pts))
        # TRANSLATORS: {points} "12 points", {hand} a poker hand ("flush"), {aces} the aces each placed
        return tail(_("Tied on {points} and on best hand ({hand} each) and on aces placed ({aces} each): "
                      "the game is a draw").format(points=pts, hand=hand_name(best[0]), aces=aces[0]))

    score_name = N_("points")
    counts = (("tiles_placed", N_("Tiles placed")),)
    best_hand_label = N_("Best hand")

    def best_hands(self, final_view):
        return list(final_view.best)

    def best_hand_name(self, category):
        name = hand_name(category)
        return name[:1].upper() + name[1:]

    board = True

    def seat_cards(self, pv, sv, seat):
        return [list(sv.hands[seat])]

    def seat_line(self, pv, sv, seat):
        # TRANSLATORS: {points} "12 points", {hand} a poker hand ("flush"), {swaps} a number
        return _("{points} · best: {hand} · swaps left {swaps}").format(
            points=points(pv.scores[seat]), hand=hand_name(pv.best[seat]), swaps=pv.swaps_left[seat])

    def public_lines(self, pv, seat_views, names):
        # TRANSLATORS: {tiles} is "12 tiles on the board", {pool} a number of tiles
        return [_("{tiles} · pool {pool}").format(
            # TRANSLATORS: {count} is a number of tiles
            tiles=ngettext("{count} tile on the board", "{count} tiles on the board", len(pv.tiles)).format(
                count=len(pv.tiles)), pool=pv.pool_size)]

    # ------------------------------------------------------------------ the hint's why
    # the expert's facts (app.ai.tile_poker_expert.ExpertAgent.explain); {card} the tile
    hint_lines = {
        # TRANSLATORS: a hint's reason; {card} a tile, {points} what it scores now, {follow} and {reply} expected points of the next turns
        "place": lambda n: ngettext(
            "{card} scores {points} point here now and keeps about {follow} for your next turn; "
            "the best reply it leaves the other player is worth about {reply}.",
            "{card} scores {points} points here now and keeps about {follow} for your next turn; "
            "the best reply it leaves the other player is worth about {reply}.", n("points")),
        # TRANSLATORS: a hint's reason; {card} a tile, {follow} and {reply} expected points of the next turns
        "build": lambda n: ngettext(
            "{card} scores nothing now but keeps about {follow} point for your next turn, "
            "and leaves the other player a best reply of about {reply}.",
            "{card} scores nothing now but keeps about {follow} points for your next turn, "
            "and leaves the other player a best reply of about {reply}.", n("follow")),
        # TRANSLATORS: a hint's reason; {card} a tile, {points} what it scores now, {follow} expected points of the next turn
        "place_safe": lambda n: ngettext(
            "{card} scores {points} point here now and keeps about {follow} for your next turn, "
            "and leaves the other player almost nothing to score.",
            "{card} scores {points} points here now and keeps about {follow} for your next turn, "
            "and leaves the other player almost nothing to score.", n("points")),
        # TRANSLATORS: a hint's reason; {card} a tile, {follow} expected points of the next turn
        "build_safe": lambda n: ngettext(
            "{card} scores nothing now but keeps about {follow} point for your next turn, "
            "and leaves the other player almost nothing to score.",
            "{card} scores nothing now but keeps about {follow} points for your next turn, "
            "and leaves the other player almost nothing to score.", n("follow")),
        # TRANSLATORS: a hint's reason for drawing; {now} points of the best placement now, {expect} expected points next turn
        "draw": lambda n: ngettext(
            "Your best placement is worth only {now} point; with a drawn tile your next turn "
            "is expected to make about {expect}.",
            "Your best placement is worth only {now} points; with a drawn tile your next turn "
            "is expected to make about {expect}.", n("now")),
        # TRANSLATORS: a hint's reason for a swap; {card} the tile given back, {best} its best points anywhere
        "swap": lambda n: ngettext(
            "{card} makes at most {best} point anywhere: a tile from the pool is expected to do better.",
            "{card} makes at most {best} points anywhere: a tile from the pool is expected to do better.",
            n("best")),
        # TRANSLATORS: a hint's reason for a blind place; {expect} the points a pool tile is expected to score
        "blind": lambda n: ngettext(
            "A tile from the pool, placed blind, is expected to score about {expect} point, and your hand is kept for later.",
            "A tile from the pool, placed blind, is expected to score about {expect} points, and your hand is kept for later.",
            n("expect")),
        # TRANSLATORS: a hint's reason for passing; {lead} the player's lead in points
        "end": lambda n: ngettext(
            "The other player passed: passing now ends the game with you {lead} point ahead.",
            "The other player passed: passing now ends the game with you {lead} points ahead.", n("lead")),
        "end_tie": N_("The other player passed: passing now ends the game, and you win it on the tie-break."),
        "pass": N_("Every move would leave the other player more than it makes: passing is best."),
    }

    # ------------------------------------------------------------------ the coach
    # the expert's values (app.ai.tile_poker_expert.ExpertAgent.values): points now, less the
    # reply left, plus the follow-up kept; {move} the better move in words, {count} points
    # TRANSLATORS: the coach's note; {move} a move in words ("Place 7♠ in the top-left cell"), {count} points
    coach_lines = staticmethod(lambda n: ngettext(
        "Coach: {move} was about {count} point better.",
        "Coach: {move} was about {count} points better.", n))


PRESENTER = TilePokerPresenter()
