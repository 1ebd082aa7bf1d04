"""Three Thirteen (RULES.md section 5, TT-1 to TT-17): a pure game on the Game protocol.

The meld solver the rules ask (a hand's best melds and penalty, the cards a player may go out
with) lives beside them in app.rules.three_thirteen_melds, with the searches the computer
players use.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, Mapping, Sequence

from app.rules.cards import Card, rng_for, shoe
from app.i18n import N_
from app.rules.game import (
    GameInfo, IllegalMoveError, Move, MoveFacts, Option, OptionError, Outcome, mover, move_from_json,
)
from app.rules.three_thirteen_melds import BestMelds, Meld, best_melds, card_value, going_out_discards

# ----------------------------------------------------------------------------- constants

ROUNDS = 11
WILD_RANKS = "3456789TJQK"  # round r (1..11): hands of r + 2 cards, wild rank WILD_RANKS[r-1]


def decks_for(players: int) -> int:
    """TT-2: one deck for 2 players, otherwise ceil(N/2)."""
    return 1 if players <= 2 else (players + 1) // 2


def wild_rank(round_no: int) -> str:
    """TT-3: the wild rank of round 1..11 (3 .. K)."""
    return WILD_RANKS[round_no - 1]


# ----------------------------------------------------------------------------- moves and state

ASK = "draw"  # phase: the player to move must draw (TT-6)
DISCARD = "discard"  # phase: the player to move holds h + 1 cards and must discard or go out


@dataclass(frozen=True)
class DrawStock(Move):
    """Draw the top card of the stock (the card is not named: it shows up in the view)."""


@dataclass(frozen=True)
class TakeDiscard(Move):
    """Take the top card of the discard pile (TT-6)."""


@dataclass(frozen=True)
class Discard(Move):
    """Discard ``card`` face up and end the turn."""

    card: Card


@dataclass(frozen=True)
class GoOut(Move):
    """Discard ``card`` and lay the other h cards down in melds (TT-13; on a last turn,
    TT-14). The rules work the melds out."""

    card: Card


MOVE_CLASSES = (DrawStock, TakeDiscard, Discard, GoOut)


@dataclass(frozen=True)
class SeatResult:
    """How one hand scored at the end of a round (TT-15)."""

    seat: int
    hand: tuple[Card, ...]  # the h cards scored (laid down or held)
    melds: tuple[Meld, ...]
    leftover: tuple[Card, ...]
    penalty: int
    went_out: bool  # went out (TT-13) or laid everything down on a last turn (TT-14)


@dataclass(frozen=True)
class RoundResult:
    round: int
    wild: str
    went_out: int | None  # the seat that went out, None when the stock ran out (end_round)
    seats: tuple[SeatResult, ...]
    totals: tuple[int, ...]  # running totals after this round


@dataclass(frozen=True)
class State:
    players: int
    options: tuple[tuple[str, Any], ...]
    round: int  # 1..11
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]  # top card last
    discards: tuple[Card, ...]  # top card last
    turn: int
    phase: str
    took: Card | None  # the card taken from the discard pile this turn (TT-7)
    went_out: int | None
    final_left: tuple[int, ...]  # seats still to take their last turn (TT-14)
    laid: tuple[tuple[Meld, ...] | None, ...]  # melds laid down this round, per seat
    known: tuple[tuple[Card, ...], ...]  # cards each seat took from the discard pile, still held
    stock_ended: bool  # stock_out=end_round: the last stock card is drawn (TT-8)
    totals: tuple[int, ...]
    history: tuple[tuple[int, ...], ...]  # round scores, one tuple per finished round
    results: tuple[RoundResult, ...]
    rng: tuple  # random.Random state (C-1)
    over: bool = False

    def opt(self, name: str) -> Any:
        return dict(self.options)[name]

    @property
    def hand_size(self) -> int:
        return self.round + 2

    @property
    def wild(self) -> str:
        return wild_rank(self.round)


@dataclass(frozen=True)
class View:
    """What one seat sees (``seat`` None: a spectator, who sees no hand).

    The whole discard pile is public: every card in it was shown face up, and a player at a
    real table could have noted them all. ``known`` lists, per seat, the cards that seat took
    from the discard pile this round and has not discarded since (public for the same reason).
    ``legal`` lists the viewer's legal moves (empty when it is not the viewer's turn;
    ``GAME.move_facts(view, move)`` gives each as facts). ``hand_melds`` is the best split of the viewer's own hand, for display;
    ``hand_penalty`` its penalty. ``results`` holds every finished round's scoring with each
    hand's melds and leftovers (the last one is the round just ended)."""

    seat: int | None
    players: int
    options: tuple[tuple[str, Any], ...]
    round: int
    hand_size: int
    wild: str
    dealer: int
    turn: int | None
    phase: str | None  # "draw", "discard" or None when the game is over
    final_turn: bool  # the player to move is taking a last turn (TT-14)
    went_out: int | None
    final_left: tuple[int, ...]
    hand: tuple[Card, ...] | None
    hand_melds: BestMelds | None
    hand_penalty: int | None
    took: Card | None  # the card the viewer took from the discard pile this turn
    hand_sizes: tuple[int, ...]
    discard_top: Card | None
    discards: tuple[Card, ...]
    stock_size: int
    laid: tuple[tuple[Meld, ...] | None, ...]
    known: tuple[tuple[Card, ...], ...]
    stock_ended: bool
    totals: tuple[int, ...]
    history: tuple[tuple[int, ...], ...]
    results: tuple[RoundResult, ...]
    legal: tuple[Move, ...]
    over: bool

    def opt(self, name: str) -> Any:
        return dict(self.options)[name]


def _going_out_in_order(hand: Sequence[Card], wild: str, aces: str) -> tuple[Card, ...]:
    """The cards ``hand`` may go out with (TT-13), in the order they first appear in it."""
    ok = set(going_out_discards(hand, wild, aces))
    seen = []
    for c in hand:
        if c in ok and c not in seen:
            seen.append(c)
    return tuple(seen)


def _remove_one(cards_: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    i = cards_.index(card)
    return cards_[:i] + cards_[i + 1:]


class ThreeThirteen:
    info = GameInfo(
        id="three_thirteen",
        options=(
            Option("aces", "low", ("low", "low_or_high"),
                   help=N_("Low only: an ace is 1; Low or high: an ace may also end a run above the king, "
                        "and an ace left unmelded costs 15"),
                   label=N_("Aces"), value_labels={"low": N_("Low only"), "low_or_high": N_("Low or high")}),
            Option("return_discard", "forbidden", ("forbidden", "allowed"),
                   help=N_("whether a card taken from the discard pile may be discarded again in the same turn"),
                   label=N_("Discard the card just taken"),
                   value_labels={"forbidden": N_("Not allowed"), "allowed": N_("Allowed")}),
            Option("stock_out", "reshuffle", ("reshuffle", "end_round"),
                   help=N_("Reshuffle the discards: they become a new stock; The round ends: after the turn "
                        "that draws the last card, every hand is scored as it stands"),
                   label=N_("When the stock runs out"),
                   value_labels={"reshuffle": N_("Reshuffle the discards"), "end_round": N_("The round ends")}),
        ),
    )

    # ------------------------------------------------------------------ setup

    def new_game(self, seed: int, players: int, options: Mapping[str, Any] | None = None) -> State:
        self.info.check_players(players)
        opts = self.info.resolve_options(options)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise OptionError(f"a seed is a whole number, not {seed!r}")
        rng = rng_for(seed)
        dealer = rng.randrange(players)  # TT-4
        state = State(
            players=players,
            options=tuple(sorted(opts.items())),
            round=1, dealer=dealer, hands=(), stock=(), discards=(), turn=0, phase=ASK,
            took=None, went_out=None, final_left=(), laid=(), known=(), stock_ended=False,
            totals=(0,) * players, history=(), results=(), rng=rng.getstate(),
        )
        return self._deal(state, 1, dealer)

    def _deal(self, state: State, round_no: int, dealer: int) -> State:
        rng = random.Random()
        rng.setstate(state.rng)
        n = state.players
        h = round_no + 2
        deck = shoe(decks_for(n))
        rng.shuffle(deck)
        hands = [[] for _ in range(n)]
        i = 0
        for _ in range(h):  # one card at a time, clockwise from the dealer's left (TT-4)
            for j in range(n):
                hands[(dealer + 1 + j) % n].append(deck[i])
                i += 1
        up = deck[i]
        rest = deck[i + 1:]
        return replace(
            state,
            round=round_no, dealer=dealer,
            hands=tuple(tuple(hd) for hd in hands),
            stock=tuple(reversed(rest)),  # deck order from the top: the top is the last
            discards=(up,),
            turn=(dealer + 1) % n, phase=ASK, took=None, went_out=None, final_left=(),
            laid=(None,) * n, known=((),) * n, stock_ended=False,
            rng=rng.getstate(),
        )

    # ------------------------------------------------------------------ queries

    def to_move(self, state: State) -> int | None:
        return None if state.over else state.turn

    def _forbidden(self, state: State) -> Card | None:
        """The card the player may not discard this turn (TT-7), if any."""
        if state.took is None or state.opt("return_discard") == "allowed":
            return None
        hand = state.hands[state.turn]
        if all(c == state.took for c in hand):
            return None  # nothing else to discard: the rule cannot apply
        return state.took

    def _can_draw_stock(self, state: State) -> bool:
        return bool(state.stock) or (
            state.opt("stock_out") == "reshuffle" and len(state.discards) > 1)

    def legal_moves(self, state: State) -> tuple[Move, ...]:
        if state.over:
            return ()
        if state.phase == ASK:
            moves: list[Move] = []
            if self._can_draw_stock(state):
                moves.append(DrawStock())
            if state.discards:
                moves.append(TakeDiscard())
            return tuple(moves)
        hand = state.hands[state.turn]
        bad = self._forbidden(state)
        outs = [c for c in _going_out_in_order(hand, state.wild, state.opt("aces")) if c != bad]
        seen = []
        for c in hand:
            if c != bad and c not in seen:
                seen.append(c)
        return tuple(GoOut(c) for c in outs) + tuple(Discard(c) for c in seen)

    def move_facts(self, view: View, move: Move) -> MoveFacts:
        """``move`` as facts (the words are the presenter's). Kinds: "draw_stock" (or
        "draw_reshuffled": the stock is empty and the discards are shuffled into it first),
        "take_discard" (the card, when the view shows it), "go_out" (with the card discarded;
        "lay_down" once another player has gone out), "discard" (the card)."""
        seat = mover(view)
        if isinstance(move, DrawStock):
            return MoveFacts.of("draw_reshuffled" if view.stock_size == 0 else "draw_stock", seat)
        if isinstance(move, TakeDiscard):
            top = view.discard_top
            return MoveFacts.of("take_discard", seat, (top,) if top is not None else ())
        if isinstance(move, GoOut):
            return MoveFacts.of("lay_down" if view.went_out is not None else "go_out", seat, (move.card,))
        if isinstance(move, Discard):
            return MoveFacts.of("discard", seat, (move.card,))
        raise ValueError(f"{move!r} is not a Three Thirteen move")

    # ------------------------------------------------------------------ apply

    def apply(self, state: State, move: Move) -> State:
        if state.over:
            raise IllegalMoveError(N_("the game is over"), "TT-16")
        if state.phase == ASK:
            if isinstance(move, DrawStock):
                return self._draw_stock(state)
            if isinstance(move, TakeDiscard):
                if not state.discards:
                    raise IllegalMoveError(N_("the discard pile is empty"), "TT-6")
                card = state.discards[-1]
                seat = state.turn
                hands = list(state.hands)
                hands[seat] = hands[seat] + (card,)
                known = list(state.known)
                known[seat] = known[seat] + (card,)
                return replace(state, hands=tuple(hands), discards=state.discards[:-1],
                               phase=DISCARD, took=card, known=tuple(known))
            if isinstance(move, (Discard, GoOut)):
                raise IllegalMoveError(N_("draw a card first, from the stock or the discard pile"), "TT-6")
            raise IllegalMoveError(f"not a Three Thirteen move: {move!r}")
        # discard phase
        if isinstance(move, (DrawStock, TakeDiscard)):
            raise IllegalMoveError(N_("you have already drawn this turn; discard a card or go out"), "TT-6")
        if not isinstance(move, (Discard, GoOut)):
            raise IllegalMoveError(f"not a Three Thirteen move: {move!r}")
        seat = state.turn
        hand = state.hands[seat]
        card = move.card
        if not isinstance(card, Card) or card not in hand:
            # TRANSLATORS: a refused move; {card}: a card as "Q♠"
            raise IllegalMoveError(N_("you do not hold the {card}"), "TT-6", card=card)
        if card == self._forbidden(state):
            raise IllegalMoveError(
                # TRANSLATORS: a refused move; {card}: a card as "Q♠"
                N_("you took the {card} from the discard pile this turn and may not discard it again"),
                "TT-7", card=card)
        rest = _remove_one(hand, card)
        laid = state.laid
        if isinstance(move, GoOut):
            bm = best_melds(rest, state.wild, state.opt("aces"))
            if bm.leftover:
                if len(bm.leftover) == 1:
                    # TRANSLATORS: a refused move; {card} and {left}: cards as "Q♠"
                    raise IllegalMoveError(N_("you cannot go out discarding the {card}: {left} would be left "
                                              "unmelded"), "TT-13", card=card, left=bm.leftover[0])
                # TRANSLATORS: a refused move; {card}: a card as "Q♠", {count} (2 or more) cards
                # would be left unmelded, {left} lists them ("Q♠, 10♥")
                raise IllegalMoveError(N_("you cannot go out discarding the {card}: {count} cards would be left "
                                          "unmelded ({left})"), "TT-13", card=card, count=len(bm.leftover),
                                       left=bm.leftover)
            laid = laid[:seat] + (bm.melds,) + laid[seat + 1:]
            rest = ()
        hands = state.hands[:seat] + (rest,) + state.hands[seat + 1:]
        known = list(state.known)
        if card in known[seat]:
            known[seat] = _remove_one(known[seat], card)
        if isinstance(move, GoOut):
            known[seat] = ()
        state = replace(state, hands=hands, discards=state.discards + (card,), laid=laid,
                        known=tuple(known), took=None, phase=ASK)
        return self._after_turn(state, seat, isinstance(move, GoOut))

    def _draw_stock(self, state: State) -> State:
        stock, discards, rng_state = state.stock, state.discards, state.rng
        if not stock:
            if state.opt("stock_out") != "reshuffle" or len(discards) < 2:
                raise IllegalMoveError(N_("the stock is empty"), "TT-8")
            rng = random.Random()
            rng.setstate(rng_state)
            pile = list(discards[:-1])
            rng.shuffle(pile)  # TT-8: every discard but the top one becomes the new stock
            stock = tuple(pile)
            discards = discards[-1:]
            rng_state = rng.getstate()
        seat = state.turn
        card = stock[-1]
        hands = state.hands[:seat] + (state.hands[seat] + (card,),) + state.hands[seat + 1:]
        ended = state.stock_ended or (state.opt("stock_out") == "end_round" and len(stock) == 1)
        return replace(state, hands=hands, stock=stock[:-1], discards=discards, rng=rng_state,
                       phase=DISCARD, took=None, stock_ended=ended)

    def _after_turn(self, state: State, seat: int, out: bool) -> State:
        n = state.players
        if state.stock_ended:
            if out and state.went_out is None:
                state = replace(state, went_out=seat)
            return self._end_round(state)  # TT-8 end_round: the round ends after this turn
        if state.went_out is None:
            if out:  # TT-14: everyone else, clockwise from the left, one last turn
                order = tuple((seat + i) % n for i in range(1, n))
                return replace(state, went_out=seat, final_left=order[1:], turn=order[0])
            return replace(state, turn=(seat + 1) % n)
        if not state.final_left:
            return self._end_round(state)
        return replace(state, turn=state.final_left[0], final_left=state.final_left[1:])

    def _end_round(self, state: State) -> State:
        wild, aces = state.wild, state.opt("aces")
        seats = []
        scores = []
        for s in range(state.players):
            if state.laid[s] is not None:
                melds = state.laid[s]
                hand = tuple(c for m in melds for c in m)
                seats.append(SeatResult(s, hand, melds, (), 0, True))
                scores.append(0)
            else:
                hand = state.hands[s]
                bm = best_melds(hand, wild, aces)
                pen = sum(card_value(c, aces) for c in bm.leftover)
                seats.append(SeatResult(s, hand, bm.melds, bm.leftover, pen, False))
                scores.append(pen)
        totals = tuple(t + p for t, p in zip(state.totals, scores))
        result = RoundResult(state.round, wild, state.went_out, tuple(seats), totals)
        state = replace(state, totals=totals, history=state.history + (tuple(scores),),
                        results=state.results + (result,))
        if state.round >= ROUNDS:
            return replace(state, over=True, phase=ASK, took=None, final_left=())
        return self._deal(state, state.round + 1, (state.dealer + 1) % state.players)

    # ------------------------------------------------------------------ what a move shows

    def reveals(self, state: State, move: Move, seat: int, after: State | None = None) -> str:
        """What ``move`` shows ``seat`` that it could not see before, in words for people,
        or "" when nothing: a card it draws from the stock, the cards of a new round dealt to
        it. A card taken from the discard pile was in sight already; another player's cards
        laid down or discarded came from that player's hand and are not counted."""
        new = self.apply(state, move) if after is None else after
        if new.round != state.round and not new.over:
            # TRANSLATORS: completes "You have seen ..." (why undo stops here)
            return N_("your new cards")
        if type(move) is DrawStock and state.turn == seat:
            # TRANSLATORS: completes "You have seen ..." (why undo stops here)
            return N_("the card you drew")
        return ""

    # ------------------------------------------------------------------ views

    def view(self, state: State, seat: int | None) -> View:
        own = seat is not None and not state.over
        hand = state.hands[seat] if own else None
        if hand:
            bm = best_melds(hand, state.wild, state.opt("aces"))
            pen = sum(card_value(c, state.opt("aces")) for c in bm.leftover)
        else:
            bm, pen = (BestMelds((), ()), 0) if own else (None, None)
        legal: tuple = ()
        if own and seat == state.turn:
            legal = self.legal_moves(state)
        return View(
            seat=seat, players=state.players, options=state.options, round=state.round,
            hand_size=state.hand_size, wild=state.wild, dealer=state.dealer,
            turn=None if state.over else state.turn,
            phase=None if state.over else state.phase,
            final_turn=state.went_out is not None and not state.over,
            went_out=state.went_out, final_left=state.final_left,
            hand=hand, hand_melds=bm, hand_penalty=pen,
            took=state.took if own and seat == state.turn else None,
            hand_sizes=tuple(len(hd) for hd in state.hands),
            discard_top=state.discards[-1] if state.discards else None,
            discards=state.discards, stock_size=len(state.stock), laid=state.laid,
            known=state.known, stock_ended=state.stock_ended, totals=state.totals,
            history=state.history, results=state.results, legal=legal, over=state.over,
        )

    def hidden_from(self, state: State, seat: int | None) -> collections.Counter[Card]:
        """The stock, and the other hands but the cards known in them (taken from the
        discard pile); the discard pile, the melds laid and the hands shown at the end of
        each round are everyone's to see. The own hand is the seat's while the game runs."""
        from collections import Counter

        hidden = Counter(_hidden_from_all(state))
        if seat is not None and not state.over:
            for c in state.hands[seat]:  # its own hand (the cards known in it among them)
                hidden.pop(c, None)
        return hidden

    def secrets(self, state: State, seat: int | None) -> Secrets:
        """Nothing but cards (``hidden_from``)."""
        from app.rules.game import Secrets

        return Secrets()

    phases = (ASK, DISCARD, "over")

    def phase_of(self, view: View) -> str:
        """"draw" (ASK): the player to move draws; "discard": it discards or goes out."""
        return "over" if view.phase is None else view.phase

    def unseen(self, view: View) -> list[Card]:
        """The cards the viewer cannot place: the whole shoe minus the own hand, the discard
        pile, laid melds and the cards others are known to hold (a multiset, as a list)."""
        pool = list(shoe(decks_for(view.players)))
        counts: dict[Card, int] = {}
        for c in pool:
            counts[c] = counts.get(c, 0) + 1
        seen = list(view.hand or ()) + list(view.discards)
        for melds in view.laid:
            if melds:
                seen += [c for m in melds for c in m]
        for s, cs in enumerate(view.known):
            if s != view.seat or view.hand is None:  # (an own hand shown counts them already)
                seen += list(cs)
        for c in seen:
            counts[c] -= 1
        out = []
        for c in pool:
            if counts.get(c, 0) > 0:
                out.append(c)
                counts[c] -= 1
        return out

    def determinize(self, view: View, rng: random.Random) -> State:
        """A full state agreeing with ``view``: other hands are their known cards plus unseen
        cards at random, the rest is the stock in random order; future shuffles are random."""
        pool = self.unseen(view)
        rng.shuffle(pool)
        hands = []
        for s in range(view.players):
            if s == view.seat and view.hand is not None:
                hands.append(tuple(view.hand))
            else:
                known = tuple(view.known[s])
                need = view.hand_sizes[s] - len(known)
                hands.append(known + tuple(pool[:need]))
                pool = pool[need:]
        stock = tuple(pool)
        sub = random.Random(rng.getrandbits(64))
        return State(
            players=view.players, options=view.options, round=view.round, dealer=view.dealer,
            hands=tuple(hands), stock=stock, discards=view.discards,
            turn=view.turn if view.turn is not None else 0,
            phase=view.phase or ASK, took=view.took, went_out=view.went_out,
            final_left=view.final_left, laid=view.laid, known=view.known,
            stock_ended=view.stock_ended, totals=view.totals, history=view.history,
            results=view.results, rng=sub.getstate(), over=view.over,
        )

    # ------------------------------------------------------------------ outcome

    def outcome(self, state: State) -> Outcome | None:
        if not state.over:
            return None
        low = min(state.totals)
        winners = tuple(s for s, t in enumerate(state.totals) if t == low)
        details = []
        for s in range(state.players):
            outs = sum(1 for r in state.results if r.seats[s].went_out)
            zero = sum(1 for r in state.results if r.seats[s].penalty == 0)
            details.append({"rounds_out": float(outs), "zero_rounds": float(zero)})
        # reason "lowest" (the lowest total wins); facts: "rounds" played
        return Outcome(winners=winners, scores=tuple(float(t) for t in state.totals),
                       draw=len(winners) > 1, higher_is_better=False,
                       details=tuple(details), reason="lowest",
                       facts=(("rounds", len(state.results)),))

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        return move_from_json(data, MOVE_CLASSES)


_LAST: list = [None, None, None, None]  # the last state asked about, its cards hidden; results, cards


def _hidden_from_all(state: State) -> dict[Card, int]:
    """The cards no seat may see but in its own hand (a spectator's ``hidden_from``), each
    with its copies: the stock and every hand's cards not known to the others, less every
    card of which a copy is in the discard pile, the melds laid, the hands shown at the end
    of each round or the cards known in a hand. ``hidden_from`` is asked for every seat of
    a state in turn: the last state's answer is remembered (and the last round ends')."""
    from collections import Counter

    if _LAST[0] is not state:
        if _LAST[2] is not state.results:
            _LAST[2:] = [state.results, frozenset(c for r in state.results for sr in r.seats for c in sr.hand)]
        seen = set(state.discards)
        seen |= _LAST[3]
        for melds in state.laid:
            for m in melds or ():
                seen.update(m)
        hidden = Counter(state.stock)
        for hand, known in zip(state.hands, state.known):
            if known:
                rest = Counter(hand)
                rest.subtract(known)
                hidden.update(+rest)
                seen.update(known)
            else:
                hidden.update(hand)
        _LAST[:2] = [state, {c: n for c, n in hidden.items() if c not in seen}]
    return _LAST[1]


GAME = ThreeThirteen()
