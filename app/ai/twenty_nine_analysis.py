"""Twenty-Nine, after the hand: a full-information analysis of the card play.

Once a hand is over every card may be shown, so each decision of its play (a card, asking for
trump, declaring the pair) is valued with every hand seen: the value of a legal move is what
the bidding team ends with if everyone plays perfectly after it (a double-dummy search). The
decision after which the hand's result could no longer be changed by perfect play is marked:
the card that lost the contract (or, when the contract was made against the odds, the
defence).

Values are margins: the bidding team's points at the end of the hand less the target it then
needs (made when the margin is 0 or more), the last-trick point included when the option is
on. A pair declared later moves the target, so it counts as the points it moves it by; with
perfect play a pair is always declared when offered (it only helps its holder's team). Each
value is also given as ``points``: the margin plus the target at the decision, which is the
bidding team's card points at the end when no pair is declared after it. In a single hand
the values count tricks: the declarer's tricks less 8.

The search: alpha-beta over the remaining tricks, with a table of the positions seen at the
start of a trick (shared by every decision of the hand), cards that are equivalent merged
(touching cards of one suit in one hand with the same points; the king and queen of trump
kept apart while the pair may still be declared), and the likely best cards tried first
(from tables by card, the orders kept by the cards and what they must beat, keyed by each
suit's cards and only those of the others' cards that tell their classes apart; the trick's
winner and points carried down the search). A trick's first, middle and last cards are searched by
methods of their own: the last card, where the search spends most of its time, values the
hand's last trick itself and looks the next trick's start up in the table before searching
it. Each value is found by zero-window probes that start from the last value found (the
hand's first search starts from the margin the hand was really played to; a solver used on its
own, with nothing to start from, doubles its steps while they go one way).
Legality follows the rules exactly (following suit, the hidden trump and asking for it, the
options ``ask_compulsory`` and ``asker_must_trump``, the pair); tests check it against the
rules' own ``legal_moves`` and ``apply``.

Use ``finished_hands`` to cut a game's moves into hands, then ``analyse_hand`` (or
``analyse_steps``, which yields as it goes so a screen can show progress and run it in a
worker).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Iterator, Mapping, Sequence

from app.rules.game import Move
from app.rules.twenty_nine import (
    GAME, INDEX, PAIR, PLAYING, POINTS, SUIT_MASK, TRICKS, Play, State, pair_target,
)

INF = 99
STEP_BISECT = 0
_LOW = (0, 1, 3, 7, 15, 31, 63, 127)  # bits below a power


@dataclass(frozen=True)
class MoveValue:
    """One legal move and its value with perfect play after it (see the module doc)."""

    move: Move
    margin: int  # the bidding team's points at the end less its target (single: tricks less 8)
    points: int  # margin + the target at the decision

    @property
    def makes(self) -> bool:
        return self.margin >= 0


@dataclass(frozen=True)
class Decision:
    """One decision of the play: every legal move valued, the move chosen, and what it did."""

    number: int  # its place among the hand's play moves (0 first)
    seat: int
    trick: int  # the trick it belongs to (0 to 7)
    moves: tuple[MoveValue, ...]  # every legal move, in the rules' order
    chosen: Move
    before: int  # the margin with perfect play from this decision (the mover's best move)
    after: int  # the margin with perfect play after the move chosen
    best: tuple[Move, ...]  # the legal moves worth ``before``
    cost: int  # what the choice cost the mover's team, in points (tricks in a single hand)
    turned: bool  # the choice changed the result with perfect play (made <-> failed)
    lost: bool  # the marked decision: after it, the hand's result was settled (module doc)

    @property
    def value(self) -> MoveValue:
        return next(v for v in self.moves if v.move == self.chosen)


@dataclass(frozen=True)
class HandAnalysis:
    """The whole hand's play analysed."""

    single: bool  # a single hand (values count tricks)
    team: int  # the bidding team (0: seats 0 and 2; 1: seats 1 and 3), or the declarer's
    bidder: int  # the bidder, or the single-hand declarer
    target: int  # the target at the first card (8 tricks in a single hand)
    start: int  # the margin with perfect play from the first card analysed
    margin: int  # the margin the hand really ended with
    decisions: tuple[Decision, ...]
    lost_at: int | None  # the marked decision's number, or None
    lost_by: int | None  # the team whose move it was (the team that lost the hand)

    @property
    def made(self) -> bool:
        return self.margin >= 0


@dataclass(frozen=True)
class Progress:
    """Yielded by ``analyse_steps``: after each decision (``decision`` set), and within a
    decision after each group of its moves valued (``decision`` None; the first decision,
    with the whole hand ahead, takes most of the time). ``done`` decisions of ``total`` are
    finished; ``fraction`` (0 to 1) counts the parts of decisions too; ``analysis`` is set on
    the last one."""

    done: int
    total: int
    decision: Decision | None
    analysis: HandAnalysis | None = None
    fraction: float = 0.0


# ----------------------------------------------------------------------------- the search


def _class_table(mine: int, others: int, keep_pair: bool) -> tuple[int, ...]:
    """For one suit, my cards (a byte of powers) and the cards still out in the other hands
    or on the table: one power per class of equivalent cards, strongest first."""
    reps = []
    prev = -1
    for p in range(7, -1, -1):
        if not mine >> p & 1:
            continue
        between = _LOW[prev] & ~_LOW[p + 1] if prev >= 0 else 0  # the powers strictly between
        if prev >= 0 and POINTS[p] == POINTS[prev] and not others & between \
                and not (keep_pair and ((p in (2, 3)) != (prev in (2, 3)))):
            prev = p  # touches the previous card with the same points: same class
            continue
        reps.append(p)
        prev = p
    return tuple(reps)


class Solver:
    """Double-dummy values for the play of one hand (its constants taken from ``state``)."""

    def __init__(self, state: State):
        st = state
        o = st.opts
        self.single = st.declarer >= 0
        self.declarer = st.declarer
        self.team = (st.declarer if self.single else st.bidder) & 1
        self.trump = st.trump
        self.ltp = o.ltp
        self.ask_compulsory = o.ask_compulsory
        self.asker_must_trump = o.asker_must_trump
        self.size = 3 if self.single else 4
        c = st.contract
        self.d_bid = c - pair_target(c, True, o.max_bid) if not self.single else 0
        self.d_opp = pair_target(c, False, o.max_bid) - c if not self.single else 0
        self.kq = (3 << (self.trump * 8 + 2)) if self.trump >= 0 else 0
        self.tt: dict[int, tuple[int, int, int]] = {}
        self.keep_suit = -1 if self.single else self.trump  # its king and queen may make the pair
        self.nxt = tuple(self._next(p) for p in range(4))
        self.classes: dict[tuple[int, int, bool], tuple[int, ...]] = {}
        # the cards to try (see _order): at a lead, when the partner wins the trick, otherwise
        self.leads: dict[int, tuple[int, ...]] = {}
        self.gives: dict[int, tuple[int, ...]] = {}
        self.beats: dict[int, tuple[int, ...]] = {}
        self.occ = 0  # the cards still out (in the hands or on the table) in this trick
        self.blind = True  # no search made yet (see margin)
        self.maxes = tuple((p & 1) == self.team for p in range(4))  # the seats of the bidding team
        # the position, set by ``_load``
        self.hands = [0, 0, 0, 0]
        self.revealed = False
        self.must = -1
        self.pair_done = False
        self.guess = 0  # the last margin found: the first probe of the next search
        self.hint = -1  # a card to try first at the next trick's lead (from the table)
        self.best_card = -1  # the best card of the last search of a lead

    # ------------------------------------------------------------------ public

    def margin(self, state: State, hand_no: int) -> int:
        """The margin of ``state`` with perfect play (``hand_no``: the hand analysed; a state
        of a later hand means the hand is over, and its result is read)."""
        st = state
        if st.hand_no != hand_no:
            r = st.results[-1]
            return r.points - r.target
        if st.phase == PAIR:
            vals = [self.margin(GAME.apply(st, m), hand_no) for m in GAME.legal_moves(st)]
            return max(vals) if (st.turn & 1) == self.team else min(vals)
        if st.phase != PLAYING:
            raise ValueError("the analysis needs a state in the play of the hand")
        self._load(st)
        trick = tuple(st.trick)
        w, wkey, pts = -1, -2, 0
        if trick:
            keys = _KEYS[self.trump + 1 if self.revealed else 0][trick[0][1] >> 3]
            for p, c in trick:
                pts += POINTS[c & 7]
                if keys[c] > wkey:
                    w, wkey = p, keys[c]
        # zero-window probes ("is it worth at least b?"), the first at the last value found,
        # then at the bound each probe returns: with the table's bounds far quicker than one
        # full window, and than halving the interval (fewer probes far from the value)
        lo, hi = -40, 40
        base = st.taken[self.team] - st.target if not self.single else st.won[self.team] - TRICKS
        b = max(lo + 1, min(hi, self.guess - base))
        # the first search has no earlier value to start from (only the hand's real result,
        # when set): its steps double while they go one way (the later ones start near their
        # value and step by one)
        blind = self.blind
        self.blind = False
        step = 1
        up = None
        while lo < hi:
            if not trick:
                v = self._trick(st.leader, b - 1, b)
            elif len(trick) + 1 == self.size:
                v = self._last(st.turn, trick, b - 1, b, w, wkey, pts)
            else:
                v = self._play(st.turn, trick, b - 1, b, w, wkey, pts)
            if v >= b:  # at least v: next ask whether it is more
                lo = v
                step = step * 2 if up is True and blind else 1
                up = True
                b = v + step
            else:
                hi = v
                step = step * 2 if up is False and blind else 1
                up = False
                b = v - step + 1
            if hi - lo <= 2 * STEP_BISECT and lo > -40 and hi < 40:
                b = (lo + hi + 1) // 2
            b = max(lo + 1, min(hi, b))
        v = lo
        self.guess = base + v
        if self.single:
            return st.won[self.team] + v - TRICKS
        return st.taken[self.team] + v - st.target

    def equivalent(self, state: State, moves: Sequence[Move]) -> list[list[Move]]:
        """``moves`` (a play state's legal moves) in groups that are worth the same: equivalent
        cards together, asking for trump on its own."""
        st = state
        self._load(st)
        groups: dict[Any, list[Move]] = {}
        hand = st.hands[st.turn]
        occ = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]
        for _, c in st.trick:
            occ |= 1 << c
        for m in moves:
            if type(m) is not Play:
                groups[("move", m)] = [m]
                continue
            c = INDEX[m.card]
            s = c >> 3
            mine = (hand >> (8 * s)) & 255
            others = (occ >> (8 * s)) & 255 & ~mine
            reps = self._reps(mine, others, s)
            rep = min(r for r in reps if r >= (c & 7))
            groups.setdefault((s, rep), []).append(m)
        return list(groups.values())

    # ------------------------------------------------------------------ internals

    def _load(self, st: State) -> None:
        self.hands = list(st.hands)
        if self.single:  # the declarer's partner sits out (N-14)
            self.hands[(self.declarer + 2) & 3] = 0
        self.revealed = st.revealed
        self.must = st.must_trump
        self.pair_done = st.pair >= 0
        occ = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]
        for _, c in st.trick:
            occ |= 1 << c
        self.occ = occ

    def _reps(self, mine: int, others: int, suit: int) -> tuple[int, ...]:
        keep = suit == self.keep_suit and not self.pair_done
        key = (mine, others, keep)
        r = self.classes.get(key)
        if r is None:
            r = self.classes[key] = _class_table(mine, others, keep)
        return r

    def _trick(self, leader: int, alpha: int, beta: int, key: int | None = None,
               ent: tuple[int, int, int] | None = None) -> int:
        """The value of the play from a trick's start (``leader`` to lead); ``key`` and
        ``ent``, when given, the position's key in the table and what the table holds."""
        h = self.hands
        out = h[0] | h[1] | h[2] | h[3]
        if key is None:
            if not out:
                return 0
            key = (h[0] | h[1] << 32 | h[2] << 64 | h[3] << 96
                   | (leader | self.revealed << 2 | self.pair_done << 3) << 128)
            ent = self.tt.get(key)
        if ent is not None:
            lo, hi, hint = ent
        else:
            hint = -1
            # what is left to win bounds the value
            if self.single:
                lo, hi = 0, h[self.declarer].bit_count()
            else:
                lo = 0 if self.pair_done else -self.d_opp
                hi = (3 * (out & _J).bit_count() + 2 * (out & _N9).bit_count() + (out & _AT).bit_count()
                      + self.ltp + (0 if self.pair_done else self.d_bid))
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        if lo == hi:
            return lo
        a = lo if lo > alpha else alpha
        b = hi if hi < beta else beta
        self.hint = hint
        occ = self.occ
        self.occ = out
        v = self._lead(leader, a, b)
        self.occ = occ
        hint = self.best_card
        if v <= a:
            if v < hi:
                hi = v
        elif v >= b:
            if v > lo:
                lo = v
        else:
            lo = hi = v
        self.tt[key] = (lo, hi, hint)
        return v

    def _next(self, seat: int) -> int:
        n = (seat + 1) & 3
        if self.single and n == (self.declarer + 2) & 3:
            n = (n + 1) & 3
        return n

    def _follow_order(self, cands: int, led: int, seat: int, w: int, wkey: int, keys) -> tuple[int, ...]:
        """The cards of ``cands`` (two or more) a trick's second, third or last card tries: one
        card per class of equivalent cards, the likely best first (the order kept by the
        cards, their classes and what they have to beat)."""
        occ = self.occ
        keep = self.keep_suit if not self.pair_done else 4
        if cands & SUIT_MASK[led] == cands:  # following suit: one suit
            sh = led << 3
            mine = (cands >> sh) & 255
            ck = mine | ((occ >> sh) & _SPAN[mine]) << 8 | led << 16 | (led == keep) << 18
            # (what they must beat, as far as it tells them apart: a trump beats them all)
            wk = wkey if wkey < 8 or (led == self.trump and self.revealed) else 8
        else:
            ck = 0
            for sh in (0, 8, 16, 24):
                mine = (cands >> sh) & 255
                if mine:
                    ck = ck << 19 | mine | ((occ >> sh) & _SPAN[mine]) << 8 | sh << 13 | (sh == keep << 3) << 18
            wk = wkey if wkey > 15 else 15  # not following: only a trump can win
        if (w & 1) == (seat & 1):  # the partner is winning: give points
            orders = self.gives
            mode = -2
        else:  # win as cheaply as can be, or throw the least (by what is to beat)
            orders = self.beats
            ck = ck << 9 | (wk + 2) << 3 | self.revealed << 2 | led
            mode = 0
        order = orders.get(ck)
        if order is None:
            order = orders[ck] = _order(ck >> 9 if mode == 0 else ck, mode, keys, wkey)
        return order

    def _ask(self, seat: int, trick: tuple, led: int, alpha: int, beta: int, pts: int, maxing: bool,
             then) -> tuple[int, int, int]:
        """``seat``, unable to follow, asks for the hidden trump and then plays (``then``:
        ``_play``, or ``_last`` for a trick's last card): (the value, alpha and beta narrowed
        by it). The trump counts from then on, so the trick's winner is found again."""
        must = self.must
        self.revealed = True
        if self.asker_must_trump:
            self.must = seat
        keys = _KEYS[self.trump + 1][led]
        w2, k2 = -1, -2
        for p, x in trick:
            if keys[x] > k2:
                w2, k2 = p, keys[x]
        best = then(seat, trick, alpha, beta, w2, k2, pts)
        self.revealed = False
        self.must = must
        if maxing:
            if best > alpha:
                alpha = best
        elif best < beta:
            beta = best
        return best, alpha, beta

    def _last(self, seat: int, trick: tuple, alpha: int, beta: int, w: int, wkey: int, pts: int) -> int:
        """``_play`` for the trick's last card, written out on its own: the search spends most
        of its time here (it is never a lead, so it leaves ``best_card`` alone)."""
        hands = self.hands
        hand = hands[seat]
        maxing = self.maxes[seat]
        led = trick[0][1] >> 3
        cands = hand & SUIT_MASK[led]
        best = -INF if maxing else INF
        must = self.must
        if not cands:
            trump = self.trump
            if must == seat and hand & SUIT_MASK[trump]:
                cands = hand & SUIT_MASK[trump]
            elif trump >= 0 and not self.revealed:  # ask for the trump, or (if allowed) not
                best, alpha, beta = self._ask(seat, trick, led, alpha, beta, pts, maxing, self._last)
                if alpha >= beta or self.ask_compulsory:
                    return best
                cands = hand
            else:
                cands = hand
        keys = _KEYS[self.trump + 1 if self.revealed else 0][led]
        if not cands & (cands - 1):
            order = (cands.bit_length() - 1,)
        else:
            order = self._follow_order(cands, led, seat, w, wkey, keys)
        single = self.single
        team = self.team
        if not hand & (hand - 1):  # the hand's last trick: every hand is empty after it
            ltp = self.ltp
            declarer = self.declarer
            for c in order:
                nw = seat if keys[c] > wkey else w
                if single:
                    v = 1 if nw == declarer else 0
                elif (nw & 1) == team:
                    v = pts + POINTS[c & 7] + ltp
                else:
                    v = 0
                if maxing:
                    if v > best:
                        best = v
                        if v > alpha:
                            alpha = v
                elif v < best:
                    best = v
                    if v < beta:
                        beta = v
                if alpha >= beta:
                    break
            return best
        # the next trick's position looked up in the table here (most are found there)
        tt = self.tt
        flags = self.revealed << 2 | self.pair_done << 3
        if single:  # the declarer's tricks, up to the first he loses
            declarer = self.declarer
            for c in order:
                if (seat if keys[c] > wkey else w) != declarer:
                    v = 0
                else:
                    hands[seat] = hand ^ (1 << c)
                    if must >= 0:
                        self.must = -1
                    key = hands[0] | hands[1] << 32 | hands[2] << 64 | hands[3] << 96 | (flags | declarer) << 128
                    ent = tt.get(key)
                    if ent is None:
                        v = 1 + self._trick(declarer, alpha - 1, beta - 1, key, None)
                    else:
                        lo, hi, _ = ent
                        if lo >= beta - 1 or lo == hi:
                            v = 1 + lo
                        elif hi <= alpha - 1:
                            v = 1 + hi
                        else:
                            v = 1 + self._trick(declarer, alpha - 1, beta - 1, key, ent)
                    hands[seat] = hand
                    if must >= 0:
                        self.must = must
                if maxing:
                    if v > best:
                        best = v
                        if v > alpha:
                            alpha = v
                elif v < best:
                    best = v
                    if v < beta:
                        beta = v
                if alpha >= beta:
                    break
            return best
        pair_open = self.revealed and not self.pair_done
        for c in order:
            hands[seat] = hand ^ (1 << c)
            nw = seat if keys[c] > wkey else w
            if must >= 0:
                self.must = -1
            gain = pts + _CARD_POINTS[c] if (nw & 1) == team else 0
            fl = flags | nw
            if pair_open:  # the trick's winners may declare the pair
                kq = self.kq
                for p in (nw & 1, (nw & 1) + 2):
                    if hands[p] & kq == kq:
                        delta = self.d_bid if (p & 1) == team else -self.d_opp
                        if delta:
                            fl |= 8
                            self.pair_done = True
                            gain += delta
                        break
            key = hands[0] | hands[1] << 32 | hands[2] << 64 | hands[3] << 96 | fl << 128
            ent = tt.get(key)
            if ent is None:
                v = gain + self._trick(nw, alpha - gain, beta - gain, key, None)
            else:
                lo, hi, _ = ent
                if lo >= beta - gain or lo == hi:
                    v = gain + lo
                elif hi <= alpha - gain:
                    v = gain + hi
                else:
                    v = gain + self._trick(nw, alpha - gain, beta - gain, key, ent)
            if fl & 8 and not flags & 8:
                self.pair_done = False
            hands[seat] = hand
            if must >= 0:
                self.must = must
            if maxing:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        return best

    def _lead(self, seat: int, alpha: int, beta: int) -> int:
        """The value of a trick's play from its first card on (``seat`` leads); the best card
        found is left in ``best_card``."""
        hands = self.hands
        hand = hands[seat]
        maxing = self.maxes[seat]
        keys = _KEYS[self.trump + 1 if self.revealed else 0][-1]
        # one card per class of equivalent cards, high cards first (the table's card first)
        if not hand & (hand - 1):
            order = (hand.bit_length() - 1,)
        else:
            occ = self.occ
            keep = self.keep_suit if not self.pair_done else 4
            ck = 0
            for sh in (0, 8, 16, 24):
                mine = (hand >> sh) & 255
                if mine:
                    ck = ck << 19 | mine | ((occ >> sh) & _SPAN[mine]) << 8 | sh << 13 | (sh == keep << 3) << 18
            order = self.leads.get(ck)
            if order is None:
                order = self.leads[ck] = _order(ck, -1, keys, -2)
            hint = self.hint
            if hint >= 0 and order[0] != hint and hint in order:
                order = (hint,) + tuple([x for x in order if x != hint])
        self.hint = -1
        nxt = self.nxt[seat]
        must = self.must
        best = -INF if maxing else INF
        best_c = order[0]
        played = _PLAYED[seat]
        for c in order:
            hands[seat] = hand ^ (1 << c)
            if must >= 0:
                self.must = -1
            v = self._play(nxt, played[c], alpha, beta, seat, keys[c], _CARD_POINTS[c])
            hands[seat] = hand
            if must >= 0:
                self.must = must
            if maxing:
                if v > best:
                    best = v
                    best_c = c
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                best_c = c
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        self.best_card = best_c
        return best

    def _play(self, seat: int, trick: tuple, alpha: int, beta: int, w: int, wkey: int, pts: int) -> int:
        """The value of the trick's play from ``seat``'s card on, neither the first nor the
        last of the trick: ``trick`` the (seat, card) pairs played so far, ``w`` the seat
        winning it, with ``wkey`` its card's strength, and ``pts`` the points in it."""
        hands = self.hands
        hand = hands[seat]
        maxing = self.maxes[seat]
        led = trick[0][1] >> 3
        cands = hand & SUIT_MASK[led]
        best = -INF if maxing else INF
        if not cands:
            trump = self.trump
            if self.must == seat and hand & SUIT_MASK[trump]:
                cands = hand & SUIT_MASK[trump]
            elif trump >= 0 and not self.revealed:  # ask for the trump, or (if allowed) not
                best, alpha, beta = self._ask(seat, trick, led, alpha, beta, pts, maxing, self._play)
                if alpha >= beta or self.ask_compulsory:
                    return best
                cands = hand
            else:
                cands = hand
        keys = _KEYS[self.trump + 1 if self.revealed else 0][led]
        # one card per class of equivalent cards, the likely best first (the order kept by
        # the cards, their classes and what they have to beat)
        if not cands & (cands - 1):
            order = (cands.bit_length() - 1,)
        else:
            order = self._follow_order(cands, led, seat, w, wkey, keys)
        nxt = self.nxt[seat]
        must = self.must
        play = self._last if len(trick) + 2 == self.size else self._play
        played = _PLAYED[seat]
        for c in order:
            hands[seat] = hand ^ (1 << c)
            if must >= 0:
                self.must = -1
            k = keys[c]
            if k > wkey:
                v = play(nxt, trick + played[c], alpha, beta, seat, k, pts + _CARD_POINTS[c])
            else:
                v = play(nxt, trick + played[c], alpha, beta, w, wkey, pts + _CARD_POINTS[c])
            hands[seat] = hand
            if must >= 0:
                self.must = must
            if maxing:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        return best


def _suit_classes(key: int) -> tuple[int, ...]:
    """The classes of ``_CLASSES``' key: my cards of a suit | the others' << 8 | the suit << 16
    | keep the king and queen apart << 18; card indices, strongest first."""
    sh = (key >> 16 & 3) << 3
    return tuple(sh + p for p in _class_table(key & 255, key >> 8 & 255, bool(key >> 18 & 1)))


def _order(ck: int, mode: int, keys: Sequence[int], wkey: int) -> tuple[int, ...]:
    """The cards to try, one per class, the likely best first: ``ck`` the classes' keys of
    ``_CLASSES`` (19 bits a suit, the first suit highest), ``mode`` -1 at the lead (high cards
    first), -2 when the partner wins the trick (most points first), else the cards win as
    cheaply as can be (by ``keys``, against ``wkey``) or throw the least."""
    chunks = []
    while ck:
        chunks.append(ck & 0x7FFFF)
        ck >>= 19
    order: list[int] = []
    for k in reversed(chunks):
        r = _CLASSES.get(k)
        if r is None:
            r = _CLASSES[k] = _suit_classes(k)
        order += r
    if len(order) > 1:
        if mode == -1:
            order = sorted(order, key=_LEAD_ORDER.__getitem__)
        elif mode == -2:
            order = [x & 63 for x in sorted([_GIVE[c] for c in order], reverse=True)]
        else:
            order = [x & 63 for x in sorted([((132 - keys[c]) << 6 | c) if keys[c] > wkey else _THROW[c]
                                             for c in order], reverse=True)]
    return tuple(order)


def _keys(trump: int, led: int) -> tuple[int, ...]:
    """Each card's strength in a trick led in ``led`` (-1 at the lead: the card's own suit),
    trump counting when ``trump`` >= 0: a card of another suit can't win (-1)."""
    out = []
    for c in range(32):
        s, p = c >> 3, c & 7
        out.append(16 + p if s == trump else (p if s == led or led < 0 else -1))
    return tuple(out)


# _KEYS[trump + 1][led]: by card (the trump still hidden: _KEYS[0]); the last row is the lead
_KEYS = tuple(tuple(_keys(t, led) for led in (0, 1, 2, 3, -1)) for t in (-1, 0, 1, 2, 3))
_LEAD_ORDER = tuple(-(c & 7) * 4 + (c >> 3) for c in range(32))  # high cards first
_GIVE = tuple((POINTS[c & 7] * 4 + 32) << 6 | c for c in range(32))  # most points first
_THROW = tuple((32 - POINTS[c & 7] * 8 - (c & 7)) << 6 | c for c in range(32))  # least first
_CARD_POINTS = tuple(POINTS[c & 7] for c in range(32))
_PLAYED = tuple(tuple(((seat, c),) for c in range(32)) for seat in range(4))  # a trick's (seat, card)
_J, _N9, _AT = (sum(1 << (s * 8 + p) for s in range(4) for p in range(8) if POINTS[p] == n) for n in (3, 2, 1))
_CLASSES: dict[int, tuple[int, ...]] = {}  # classes of equivalent cards by suit (see _play)
# by a suit's cards in one hand (a byte of powers): the powers strictly between its highest and
# lowest card that it does not hold, the only cards of the others that tell its classes apart
# (so the keys of the tables of orders leave the rest out and repeat far more)
_SPAN = tuple(((1 << m.bit_length() - 1) - 1) & ~((m & -m) * 2 - 1) & ~m if m else 0 for m in range(256))


# ----------------------------------------------------------------------------- the analysis


def finished_hands(seed: int, options: Mapping[str, Any] | None,
                   moves: Sequence[Move | Mapping[str, Any]], players: int = 4) -> list[tuple[State, tuple[Move, ...]]]:
    """A game's moves (Move objects or their JSON) cut into its finished hands: for each, the
    state at the hand's first card and the moves of its play (cards, asks, pair answers)."""
    st = GAME.new_game(seed, players, options)
    out = []
    start = None
    play: list[Move] = []
    for m in moves:
        if not isinstance(m, Move):
            m = GAME.move_from_json(m)
        if start is None and st.phase == PLAYING:
            start, play = st, []
        new = GAME.apply(st, m)
        if start is not None:
            play.append(m)
            if new.hand_no != st.hand_no:
                out.append((start, tuple(play)))
                start = None
        st = new
    return out


def analyse_steps(start: State, moves: Sequence[Move]) -> Iterator[Progress]:
    """Analyse the play from ``start`` (a state in the play of a hand) through ``moves`` (the
    rest of the hand's play, to its end), yielding a Progress after each decision and each
    part of one; the last carries the HandAnalysis. ValueError, before anything is yielded, if the moves are
    not the legal end of that hand."""
    if start.phase not in (PLAYING, PAIR):
        raise ValueError("the analysis starts in the play of a hand, after the bidding")
    states = [start]
    st = start
    for k, m in enumerate(moves):
        if st.hand_no != start.hand_no:
            raise ValueError(f"the hand is over after {k} of the {len(moves)} moves")
        if m not in GAME.legal_moves(st):
            raise ValueError(f"move {k + 1} ({m}) is not legal there")
        st = GAME.apply(st, m)
        states.append(st)
    if st.hand_no == start.hand_no:
        raise ValueError("the moves do not finish the hand")
    solver = Solver(start)
    hand_no = start.hand_no
    total = len(moves)
    decisions: list[Decision] = []
    final = solver.margin(states[-1], hand_no)
    # the first search starts from the hand's real result, near its value: it steps by one
    solver.guess = final
    solver.blind = False
    target0 = TRICKS if solver.single else start.target
    start_value = None
    for k, m in enumerate(moves):
        st = states[k]
        legal = GAME.legal_moves(st)
        target = TRICKS if solver.single else st.target
        values: dict[Move, int] = {}
        groups = solver.equivalent(st, legal) if st.phase == PLAYING else [[x] for x in legal]
        for g, group in enumerate(groups):
            v = solver.margin(GAME.apply(st, group[0]), hand_no)
            for x in group:
                values[x] = v
            if g + 1 < len(groups):
                yield Progress(k, total, None, fraction=(k + (g + 1) / len(groups)) / total)
        maxing = (st.turn & 1) == solver.team
        best_v = max(values.values()) if maxing else min(values.values())
        if start_value is None:
            start_value = best_v
        after = values[m]
        cost = best_v - after if maxing else after - best_v
        decisions.append(Decision(
            number=k, seat=st.turn, trick=len(st.tricks),
            moves=tuple(MoveValue(x, values[x], values[x] + target) for x in legal),
            chosen=m, before=best_v, after=after,
            best=tuple(x for x in legal if values[x] == best_v), cost=cost,
            turned=(best_v >= 0) != (after >= 0), lost=False))
        yield Progress(k + 1, total, decisions[-1], fraction=(k + 1) / total)
    made = final >= 0
    lost_at = None
    for d in decisions:
        if d.turned and (d.after >= 0) == made:
            lost_at = d.number
    if lost_at is not None:
        d = decisions[lost_at]
        decisions[lost_at] = replace(d, lost=True)
    analysis = HandAnalysis(
        single=solver.single, team=solver.team, bidder=solver.declarer if solver.single else start.bidder,
        target=target0, start=start_value if start_value is not None else final, margin=final,
        decisions=tuple(decisions), lost_at=lost_at,
        lost_by=decisions[lost_at].seat & 1 if lost_at is not None else None)
    yield Progress(total, total, decisions[-1] if decisions else None, analysis, 1.0)


def analyse_hand(start: State, moves: Sequence[Move],
                 progress: Callable[[Progress], None] | None = None) -> HandAnalysis:
    """``analyse_steps`` run to the end; ``progress`` is called with each step."""
    result = None
    for step in analyse_steps(start, moves):
        if progress is not None:
            progress(step)
        result = step.analysis
    assert result is not None
    return result


def best_move(solver: Solver, state: State) -> Move:
    """A move worth the best value for the side to move (the first in the rules' order)."""
    legal = GAME.legal_moves(state)
    vals = [solver.margin(GAME.apply(state, m), state.hand_no) for m in legal]
    pick = max(vals) if (state.turn & 1) == solver.team else min(vals)
    return legal[vals.index(pick)]


__all__ = ["MoveValue", "Decision", "HandAnalysis", "Progress", "Solver", "finished_hands",
           "analyse_steps", "analyse_hand", "best_move"]
