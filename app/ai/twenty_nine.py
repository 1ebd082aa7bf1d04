"""Computer players for Twenty-Nine: easy, normal and hard (expert, the strongest, which builds
on them, is in ``app.ai.twenty_nine_expert``).

All three decide from their seat's view only.

- Card play. ``easy`` follows rules of thumb (``pick``): win a trick cheaply, feed points to
  a trick the partner is winning, keep jacks, lead masters, ask for trump when an opponent is
  winning and it could help. ``normal`` and ``hard`` search: they sample full deals
  consistent with the view (the rules' ``determinize_view``: voids, played cards, the shown
  pair; a hidden trump is drawn with a bias towards the bidder's long suits) and score every
  legal move by playing the hand out with the rules of thumb on each sample (information-set
  Monte Carlo). Asking for trump is one of the moves scored.
- Bidding, trump, doubling: ``easy`` counts the value of its four cards under each suit as
  trump; ``normal`` and ``hard`` estimate, for each suit, the chance the team would make each
  bid by playing out sampled deals (the four cards still to come drawn with the others'), and
  bid while that chance is good enough (a little bolder from the dealer's seat, never over
  the partner without a clearly better hand). ``normal`` bids the lowest bid; ``hard`` bids
  for value: of the bids it may make, the one worth the most game points on those playouts
  (a pair of king and queen of trump that either team would show moves the target as the
  rules say), counting the auction each bid leads to (``auction_bid``): on every sampled
  deal the stronger opponent overcalls by one while his four cards are worth more
  (``four_card_limit``, loosely), hard raises again up to the highest bid it makes often
  enough, and the side left with the contract scores it as played out (stake 1, doubled
  from the automatic double on). So a higher bid costs the chance of making it and gains
  the deals where it keeps the opponents from a contract they would make, and a strong
  hand jumps to a doubled contract when it expects to make it (counted at stake 4 where its
  playouts make it often enough that hard will redouble it: ``redoubled_bids``). Hard also reads the auction
  so far: a sampled deal is kept with the chance of the others' bids and passes on its first
  four cards (``auction_likelihood``), so a partner's bid makes its team stronger and an
  opponent's pass weaker. Its playouts play all four seats by the rules of thumb, and its
  real play (a search that aims at the contract) makes contracts more often than they say:
  hard adds ``BID_EDGE`` points, measured, to its team's points in each bidding playout
  when it weighs how high to bid and to compete (whether to bid at all stays on the
  playouts as they play out: its threshold was set on them). It chooses the trump with
  the best chance of making its contract. Doubling and redoubling
  use the same playouts on eight cards: hard doubles when the contract clearly fails, and
  redoubles when it clearly makes; it reads the auction there too (a deal kept with the
  chance of the bids and passes on four of each seat's eight cards), so a contract its
  bidder bid alone, or competed for, is not taken for a random hand's.
- Single hand: only when every card is a sure winner (all levels).
- Pair: always declared when offered (it is only offered when it helps its holder's team).

The playouts run on a small mutable copy of the state (``Playout``), far quicker than the
public ``apply``; tests check that it follows the public rules card for card.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable, Iterable, Sequence

from app.ai.base import noted
from app.rules.game import Game, Move
from app.rules.twenty_nine import (
    AUCTION, CARD, DOUBLE, INDEX, PAIR, PLAYING, POINTS, REDOUBLE, SINGLE, SUIT_MASK, SUITS,
    TRUMP, AskTrump, Bid, ChooseTrump, Double, Pair, Pass, Play, Redouble, SingleHand, State,
    View, determinize_view, mask_points, pair_target, stake, to_mask,
)

ASK = -1
_LOWBIT = {1 << i: i for i in range(8)}


def _low(byte: int) -> int:
    """Power of the lowest card in an 8-bit suit holding."""
    return _LOWBIT[byte & -byte]


def _high(byte: int) -> int:
    return byte.bit_length() - 1


def _is_master(c: int, hand: int, played: int) -> bool:
    """True when every stronger card of c's suit is played or in ``hand``."""
    s = c >> 3
    above = SUIT_MASK[s] & ~((2 << c) - 1)
    return (above & ~(played | hand)) == 0


# ----------------------------------------------------------------------------- rules of thumb


def pick(hand: int, tcards: Sequence[int], tseats: Sequence[int], seat: int, trump: int,
         revealed: bool, played: int, can_ask: bool, size: int = 4, bidding_team: int = -1) -> int:
    """The rule-of-thumb choice: a card number from ``hand`` or ASK.

    ``trump`` is the trump suit this player knows (-1 if unknown); ``revealed`` whether it is
    public (and so counts in tricks). The caller enforces legality (must-trump etc.)."""
    eff = trump if revealed else -1
    if not tcards:
        return _lead(hand, trump, revealed, played, seat, bidding_team)
    led = tcards[0] >> 3
    best_key = -1
    wseat = tseats[0]
    best = tcards[0]
    pts = 0
    for s, c in zip(tseats, tcards):
        pts += POINTS[c & 7]
        cs = c >> 3
        key = 16 + (c & 7) if cs == eff else ((c & 7) if cs == led else -1)
        if key > best_key:
            best_key = key
            wseat = s
            best = c
    partner_win = (wseat & 1) == (seat & 1)
    last = len(tcards) == size - 1
    follow = (hand >> (8 * led)) & 255
    if follow:
        base = 8 * led
        if partner_win:
            sure = last or _is_master(best, hand, played) and (eff < 0 or best_key >= 16 or led == eff)
            return base + _feed(follow, sure)
        if best_key >= 16 and led != eff:
            return base + _low(follow)  # trumped: cannot win
        bp = best & 7
        winners = follow >> (bp + 1)
        if winners:
            if last:
                return base + bp + 1 + _low(winners)
            # the lowest winner that cannot be beaten in this suit
            w = winners << (bp + 1)
            while w:
                p = _low(w)
                c = base + p
                if _is_master(c, hand, played):
                    return c
                w &= w - 1
            if pts >= 2:
                return base + _high(follow)
        return base + _low(follow)
    # void in the suit led
    if trump >= 0 and not revealed:
        if can_ask and not partner_win and (hand & SUIT_MASK[trump]):
            return ASK
    elif trump < 0 and can_ask and not partner_win and pts >= 1:
        return ASK
    if eff >= 0:
        tb = (hand >> (8 * eff)) & 255
        if tb and not partner_win:
            if best_key >= 16:
                over = tb >> ((best & 7) + 1)
                if over:
                    return 8 * eff + (best & 7) + 1 + _low(over)
            else:
                return 8 * eff + _low(tb)
    return _discard(hand, trump, partner_win and (last or _is_master(best, hand, played)), partner_win, played)


def _feed(byte: int, sure: bool) -> int:
    """Power of the card to give to a trick the partner is winning."""
    if sure:
        return _high(byte)
    for p in (5, 4):  # A, T: a point without risking the J or 9
        if byte >> p & 1:
            return p
    return _low(byte)


def _discard(hand: int, trump: int, sure: bool, partner_win: bool, played: int = 0) -> int:
    other = hand & ~SUIT_MASK[trump] if trump >= 0 else hand
    if not other:
        other = hand
    if partner_win:
        # best point card outside trump, keeping jacks unless the trick is sure
        best_c, best_v = -1, -1
        m = other
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            p = c & 7
            if p == 7 and not sure or p >= 6 and _is_master(c, hand, played):
                continue  # keep jacks, and masters that will win their own trick
            v = POINTS[p] * 8 + p
            if v > best_v:
                best_v, best_c = v, c
        if best_c >= 0 and POINTS[best_c & 7]:
            return best_c
    # the cheapest card: lowest power, from the suit where it is lowest
    best_c, best_p = -1, 99
    for s in range(4):
        b = (other >> (8 * s)) & 255
        if b:
            p = _low(b)
            if p < best_p:
                best_p, best_c = p, 8 * s + p
    return best_c


def _lead(hand: int, trump: int, revealed: bool, played: int, seat: int, bidding_team: int) -> int:
    eff = trump if revealed else -1
    # draw trumps with the master trump when our side bid
    if eff >= 0 and bidding_team == (seat & 1):
        tb = (hand >> (8 * eff)) & 255
        if tb:
            c = 8 * eff + _high(tb)
            if _is_master(c, hand, played) and (SUIT_MASK[eff] & ~(played | hand)):
                return c
    best = -1
    best_pts = 0
    for s in range(4):
        if s == trump:
            continue
        b = (hand >> (8 * s)) & 255
        if b:
            c = 8 * s + _high(b)
            if POINTS[c & 7] >= 1 and _is_master(c, hand, played) and POINTS[c & 7] > best_pts:
                best, best_pts = c, POINTS[c & 7]
    if best >= 0:
        return best
    if trump < 0:
        # without trumps any master wins its trick (a single hand wants them first)
        for s in range(4):
            b = (hand >> (8 * s)) & 255
            if b:
                c = 8 * s + _high(b)
                if _is_master(c, hand, played):
                    return c
    cheapest, cp = -1, 99
    for s in range(4):
        if s == trump and bin(hand).count("1") > 1:
            continue
        b = (hand >> (8 * s)) & 255
        if b:
            p = _low(b)
            # leading from a suit where we hold the 9 but not the J gives the 9 away
            if (b >> 6) & 1 and not (b >> 7) & 1 and b.bit_count() <= 2:
                p += 4
            if p < cp:
                cp, cheapest = p, 8 * s + _low(b)
    if cheapest < 0:
        m = hand & -hand
        return m.bit_length() - 1
    return cheapest


# ----------------------------------------------------------------------------- playouts


class Playout:
    """A mutable copy of the card-play part of a state, for fast playouts."""

    __slots__ = ("hands", "tcards", "tseats", "leader", "turn", "trump", "revealed", "declarer",
                 "bidder", "contract", "target", "taken", "ntricks", "played", "last_team",
                 "pair_done", "max_bid", "ltp", "must_trump", "ask_compulsory", "asker_must")

    @staticmethod
    def from_state(st: State) -> "Playout":
        p = Playout()
        p.hands = list(st.hands)
        p.tcards = [c for _, c in st.trick]
        p.tseats = [s for s, _ in st.trick]
        p.leader = st.leader
        p.turn = st.turn if st.phase in (PLAYING, PAIR) else st.leader
        p.trump = st.trump
        p.revealed = st.revealed
        p.declarer = st.declarer
        p.bidder = st.bidder
        p.contract = st.contract
        p.target = st.target
        p.taken = list(st.taken)
        p.ntricks = len(st.tricks)
        p.played = st.played
        p.last_team = st.tricks[-1][2] & 1 if st.tricks else -1
        p.pair_done = st.pair >= 0
        p.max_bid = st.opts.max_bid
        p.ltp = st.opts.ltp
        p.must_trump = st.must_trump
        p.ask_compulsory = st.opts.ask_compulsory
        p.asker_must = st.opts.asker_must_trump
        return p

    @staticmethod
    def new_deal(view: View, hands: Sequence[int], bidder: int, trump: int) -> "Playout":
        """A hand about to be played from its first lead (for bidding: what ``bidder`` makes
        with ``trump``), with ``hands`` (card masks) and the view's options."""
        o = view.options
        p = Playout()
        p.hands = list(hands)
        p.tcards, p.tseats = [], []
        p.leader = p.turn = (view.dealer + 1) % 4
        p.trump = trump
        p.revealed = False
        p.declarer = -1
        p.bidder = bidder
        p.contract = p.target = 17
        p.taken = [0, 0]
        p.ntricks = 0
        p.played = 0
        p.last_team = -1
        p.pair_done = True
        p.ltp = o["last_trick_point"] == "on"
        p.max_bid = 29 if p.ltp else 28
        p.must_trump = -1
        p.ask_compulsory = o["ask_compulsory"] == "on"
        p.asker_must = o["asker_must_trump"] == "on"
        return p

    def copy(self) -> "Playout":
        p = Playout()
        for k in Playout.__slots__:
            setattr(p, k, getattr(self, k))
        p.hands = list(self.hands)
        p.tcards = list(self.tcards)
        p.tseats = list(self.tseats)
        p.taken = list(self.taken)
        return p

    def legal_mask(self) -> tuple[int, bool]:
        """(mask of legal cards, may ask) for the player to move."""
        seat = self.turn
        hand = self.hands[seat]
        if not self.tcards:
            return hand, False
        led = self.tcards[0] >> 3
        f = hand & SUIT_MASK[led]
        if f:
            return f, False
        if self.must_trump == seat:
            t = hand & SUIT_MASK[self.trump]
            return (t or hand), False
        if self.trump >= 0 and not self.revealed:
            if self.ask_compulsory:
                return 0, True
            return hand, True
        return hand, False

    def ask(self) -> None:
        self.revealed = True
        if self.asker_must:
            self.must_trump = self.turn

    def play(self, c: int) -> None:
        seat = self.turn
        bit = 1 << c
        self.hands[seat] ^= bit
        self.played |= bit
        self.must_trump = -1
        self.tcards.append(c)
        self.tseats.append(seat)
        single = self.declarer >= 0
        if len(self.tcards) < (3 if single else 4):
            nxt = (seat + 1) & 3
            if single and nxt == (self.declarer + 2) & 3:
                nxt = (nxt + 1) & 3
            self.turn = nxt
            return
        eff = self.trump if self.revealed else -1
        led = self.tcards[0] >> 3
        best_key = -1
        w = 0
        pts = 0
        for s, x in zip(self.tseats, self.tcards):
            pts += POINTS[x & 7]
            xs = x >> 3
            key = 16 + (x & 7) if xs == eff else ((x & 7) if xs == led else -1)
            if key > best_key:
                best_key = key
                w = s
        wt = w & 1
        self.taken[wt] += pts
        self.ntricks += 1
        self.last_team = wt
        self.tcards = []
        self.tseats = []
        self.leader = w
        self.turn = w
        if eff >= 0 and not self.pair_done and not single:
            kq = (1 << (eff * 8 + 3)) | (1 << (eff * 8 + 2))
            for p in (wt, wt + 2):
                if (self.hands[p] & kq) == kq:
                    nt = pair_target(self.contract, (p & 1) == (self.bidder & 1), self.max_bid)
                    if nt != self.target:
                        self.target = nt
                        self.pair_done = True
                    break

    def over(self) -> bool:
        if self.declarer >= 0:
            return self.ntricks == 8 or (self.last_team >= 0 and self.last_team != (self.declarer & 1))
        return self.ntricks == 8

    def run(self, rng: random.Random, eps: float = 0.1, trace: list | None = None,
            stop: int = 8) -> None:
        """Play to the end of the hand with the rules of thumb (everyone knowing the trump of
        this sample), choosing a random legal card with probability ``eps``. ``trace``, if
        given, receives each decision: ASK or a card number. With ``stop`` below 8, stop
        early, between two tricks, once ``stop`` tricks have been played."""
        rand = rng.random
        single = self.declarer >= 0
        size = 3 if single else 4
        bteam = (self.declarer if single else self.bidder) & 1
        while not self.over() and (self.ntricks < stop or self.tcards):
            seat = self.turn
            legal, may_ask = self.legal_mask()
            if may_ask and (not legal or self._wants_ask(seat)):
                self.ask()
                if trace is not None:
                    trace.append(ASK)
                legal, may_ask = self.legal_mask()
            if rand() < eps:
                c = _random_bit(legal, rng)
            else:
                c = pick(self.hands[seat], self.tcards, self.tseats, seat, self.trump,
                         self.revealed, self.played, False, size, bteam)
                if c < 0 or not legal >> c & 1:
                    c = _random_bit(legal, rng)
            if trace is not None:
                trace.append(c)
            self.play(c)

    def _wants_ask(self, seat: int) -> bool:
        c = pick(self.hands[seat], self.tcards, self.tseats, seat, self.trump, False,
                 self.played, True, 4, self.bidder & 1)
        return c == ASK

    def bid_points(self) -> tuple[int, int]:
        """After ``run`` from ``probe_pair``: (the bidding team's points, the pair) where the
        pair is 1 when the bidding team would show it, -1 the opponents, 0 neither."""
        bt = self.bidder & 1
        pts = self.taken[bt] + (1 if self.ltp and self.last_team == bt else 0)
        pair = 0 if self.target == PAIR_PROBE else (1 if self.target < PAIR_PROBE else -1)
        return pts, pair

    def probe_pair(self) -> "Playout":
        """Before ``run`` on a ``new_deal``: note the first pair either team could show
        (the play does not change: the rules of thumb never read the target)."""
        self.contract = self.target = PAIR_PROBE
        self.pair_done = False
        return self

    def value(self, team: int) -> float:
        """From ``team``'s side: +1 for winning the hand, -1 for losing it, plus a small
        share for card points (so that a decided hand still prefers more points)."""
        if self.declarer >= 0:
            dt = self.declarer & 1
            ok = self.ntricks == 8 and self.last_team == dt
            win = ok if team == dt else not ok
            return 1.0 if win else -1.0
        bt = self.bidder & 1
        p = self.taken[bt] + (1 if self.ltp and self.last_team == bt else 0)
        made = p >= self.target
        mine = self.taken[team] + (1 if self.ltp and self.last_team == team else 0)
        win = made if team == bt else not made
        return (1.0 if win else -1.0) + 0.02 * mine


# The card points hard's team takes in real play beyond its bidding playouts (the rules of
# thumb for all four seats, everyone knowing the trump), added to its points in each of
# hard's bidding playouts. Measured with app.sim (hands=1) over 338 contracts held by hard:
# 205 against normal (deals 1-300, seats swapped), 133 against hard (deals 1-150). At the
# contract it ended up holding, hard's last bid decision gave a make chance of 0.59 on
# average; 0.66 were made (0.44 -> 0.53 made, 0.57 -> 0.62, 0.76 -> 0.90 by bucket).
# Adding 1 point to every playout fits best (the most likely of -2..+5 points on
# whether each contract was made; 0.65 predicted) and fits both opponents (against hard
# alone, 0.60 -> 0.64 made; against normal, 0.58 -> 0.67). Used for the bid and the
# highest bid to compete to, not for whether to bid at all (applied there too, hard opened
# with 1-2 point hands three times as often and did a little worse against normal).
# Checked on strong hands (deals 1-4000 against normal, the first seat holding 7-10 points
# in its first four cards, 126 hands, each played out twice with its contract forced): at
# 21 the playouts with the edge gave 0.48, real play made 0.44; at 17, 0.74 and 0.71. Such
# a hand scored 0.88 game points less at 21 than at 17 (95 %: 0.44 to 1.32), and raising a
# partner's 17 to 21 with 6+ points scored 0.82 less than passing (79 hands, 0.25 to 1.39):
# so hard bids 17 with them and jumps to 21 with the very strongest (J 9 A 10 of a suit:
# 0.77 predicted, 0.75 made at 21 over 36 deals).
BID_EDGE = 1
RIVAL_SPREAD = 1.5  # how loosely an opponent's bids follow four_card_limit (logistic scale)
PAIR_PROBE = 20  # a contract at which either team's pair moves the target


def contract_target(bid: int, pair: int, max_bid: int = 29) -> int:
    """The points the bidding team needs for ``bid`` when ``pair`` (1: it shows the pair,
    -1: the opponents do, 0: nobody) is shown: the rules' ``pair_target``."""
    return bid if pair == 0 else pair_target(bid, pair > 0, max_bid)


def make_share(outcomes: Sequence[tuple[int, int]], bid: int, max_bid: int = 29) -> float:
    """The share of playouts (bidding team's points, pair) in which ``bid`` is made."""
    if not outcomes:
        return 0.0
    return sum(1 for pts, pr in outcomes if pts >= contract_target(bid, pr, max_bid)) / len(outcomes)


def autodouble_of(view: View) -> int | None:
    v = view.options["autodouble"]
    return None if v == "off" else int(v)


def redoubled_bids(outcomes: Sequence[Sequence[tuple[int, int]]], max_bid: int,
                   autodouble: int | None, above: float) -> list[frozenset[int]]:
    """Per trump (``outcomes[t]``), the contracts the bidding team would redouble: those
    doubled automatically (``autodouble`` and above) that are made in more than ``above``
    of the playouts. Hard redoubles (``_redouble``) when its chance of the contract, played
    out on eight cards, is over ``redouble_above``; at bid time the honest proxy for that
    chance is the same contract's share of the same sampled deals, played out as its
    redouble decision plays them (without the edge of real play). A double by an opponent
    is not foreseen (one doubles when he expects the contract to fail), so a contract below
    the automatic double is never counted redoubled. Measured (app.sim, hands=1, deals
    2001-2450 against normal, seats swapped): 2 of the 450 deals bid differently (two
    opening 17s with 8 and 10 four-card points became 21s), game points per hand -0.002
    (paired, 95 %: -0.015 to +0.011); the share at 21 is over 0.6 without the edge mostly
    on hands that already bid 21 at stake 2."""
    if autodouble is None:
        return [frozenset() for _ in outcomes]
    return [frozenset(b for b in range(autodouble, max_bid + 1) if make_share(o, b, max_bid) > above)
            for o in outcomes]


def _stake(bid: int, autodouble: int | None, redoubled: frozenset[int] | None) -> int:
    """The stake of ``bid`` as the bidding models count it: redoubled (4) when it is one of
    ``redoubled`` (``redoubled_bids``), else the rules' ``stake``."""
    return 4 if redoubled and bid in redoubled else stake(bid, autodouble_at=autodouble)


def value_bid(outcomes: Sequence[Sequence[tuple[int, int]]], bids: Sequence[int], max_bid: int,
              autodouble: int | None, margin: float = 0.0,
              redoubles: Sequence[frozenset[int]] | None = None) -> tuple[int, int, float]:
    """(bid, trump, expected game points) of the bid among ``bids`` (lowest first) worth the
    most to the bidding team over the playouts of each trump (``outcomes[t]``): the stake
    times (2 × the chance of making it − 1). A higher bid must beat the lowest by
    ``margin`` (sampling noise should not push the contract up). ``redoubles[t]``: the
    contracts the team would redouble under trump t (``redoubled_bids``), at stake 4."""
    best = None
    for i, b in enumerate(bids):
        for t, outs in enumerate(outcomes):
            k = _stake(b, autodouble, redoubles[t] if redoubles else None)
            v = k * (2 * make_share(outs, b, max_bid) - 1) - (margin if i else 0.0)
            if best is None or v > best[2]:
                best = (b, t, v)
    return best if best is not None else (bids[0], 0, -1.0)


def four_card_limit(cards: int) -> float:
    """About the highest bid a seat makes with these first four cards (the quick count of
    ``hand_value`` under its best suit, less one)."""
    return max(hand_value(cards, t) for t in range(4)) - 1.0


def auction_likelihood(bids: Sequence[tuple[int, int | None]], me: int, firsts: Sequence[int],
                       min_bid: int, spread: float = RIVAL_SPREAD,
                       limit: Callable[[int], float] | None = None) -> float:
    """How likely the other seats' bids and passes (``bids``: (seat, bid or None)) are with
    these first four cards: each seat bids while its ``limit`` (``four_card_limit`` unless
    given; three less over its partner) reaches the lowest bid, loosely (a logistic spread of
    ``spread``). The expert weighs its samples with it too, with its own limit and spread."""
    limit_of = limit or four_card_limit
    w = 1.0
    high, high_seat = 0, -1
    limits: dict[int, float] = {}
    for p, v in bids:
        if p != me:
            lim = limits.get(p)
            if lim is None:
                lim = limits[p] = limit_of(firsts[p])
            if high_seat >= 0 and (high_seat & 1) == (p & 1):
                lim -= 3.0
            x = (lim - max(high + 1, min_bid) + 0.5) / spread
            chance = 1.0 if x > 30 else 0.0 if x < -30 else 1.0 / (1.0 + math.exp(-x))
            w *= chance if v else 1.0 - chance
        if v:
            high, high_seat = v, p
    return w


def auction_outcome(bid: int, ours: tuple[int, int], rival: tuple[float, int, int], my_limit: int,
                    max_bid: int, autodouble: int | None,
                    redoubled: frozenset[int] | None = None) -> float:
    """Our team's game points in one sampled deal when this seat bids ``bid``: the opponents
    overcall by one while their four cards are worth more than the bid (``rival``: their
    ``four_card_limit``, and their points and pair played out as the bidder), this seat
    raises again by one up to ``my_limit``; the side left holding the contract scores it as
    played out (``ours``: our points and pair with this seat as the bidder), at stake 4 when
    our contract is one of ``redoubled`` (``redoubled_bids``: we would redouble it)."""
    limit, their_pts, their_pair = rival
    high, mine = bid, True
    while high < max_bid:
        if mine and limit >= high + 1:
            high, mine = high + 1, False
        elif not mine and my_limit >= high + 1:
            high, mine = high + 1, True
        else:
            break
    k = _stake(high, autodouble, redoubled if mine else None)
    if mine:
        return k if ours[0] >= contract_target(high, ours[1], max_bid) else -k
    return -k if their_pts >= contract_target(high, their_pair, max_bid) else k


def auction_bid(outcomes: Sequence[Sequence[tuple[int, int]]], rivals: Sequence[tuple[float, int, int]],
                bids: Sequence[int], my_limit: int, max_bid: int, autodouble: int | None,
                margin: float = 0.0,
                redoubles: Sequence[frozenset[int]] | None = None) -> tuple[int, int, float]:
    """(bid, trump, expected game points) of the bid among ``bids`` (lowest first) worth the
    most over the sampled deals, counting the auction that follows it (``auction_outcome``):
    a higher bid costs the chance of making it, and gains the deals where it keeps the
    opponents from a contract they would make. A higher bid must beat the lowest by
    ``margin``. ``redoubles``: as for ``value_bid``."""
    best = None
    for i, (b, (v, t)) in enumerate(auction_values(outcomes, rivals, bids, my_limit, max_bid,
                                                   autodouble, redoubles).items()):
        v -= margin if i else 0.0
        if best is None or v > best[2]:
            best = (b, t, v)
    return best if best is not None else (bids[0], 0, -1.0)


def auction_values(outcomes: Sequence[Sequence[tuple[int, int]]], rivals: Sequence[tuple[float, int, int]],
                   bids: Sequence[int], my_limit: int, max_bid: int,
                   autodouble: int | None,
                   redoubles: Sequence[frozenset[int]] | None = None) -> dict[int, tuple[float, int]]:
    """Per bid among ``bids``: (expected game points over the sampled deals, the trump that
    gives them), as ``auction_bid`` counts them (no margin)."""
    out: dict[int, tuple[float, int]] = {}
    n = len(rivals)
    for b in bids:
        for t, outs in enumerate(outcomes):
            rd = redoubles[t] if redoubles else None
            v = sum(auction_outcome(b, o, r, my_limit, max_bid, autodouble, rd)
                    for o, r in zip(outs, rivals)) / n
            if b not in out or v > out[b][0]:
                out[b] = (v, t)
    return out


def auction_pass_outcome(ours: tuple[int, int], rival: tuple[float, int, int], high: int, holder: int,
                         rivals_in: bool, forced: int, min_bid: int, max_bid: int,
                         autodouble: int | None, redoubled: frozenset[int] | None = None) -> float:
    """Our team's game points in one sampled deal when this seat passes, by the auction model
    of ``auction_outcome`` without this seat: the opponents (``rivals_in``: one of them may
    still bid) take the contract at the lowest bid left while their four cards are worth it
    (``rival``), unless they hold the high bid already; else whoever holds it keeps it
    (``holder``: 1 this seat's partner, -1 an opponent, 0 nobody); with nobody, the dealer
    is forced to the smallest bid (``forced``: 1 the partner, -1 an opponent, 0 a redeal,
    worth nothing). The partner does not bid (nor does he in ``auction_outcome``). The side
    left with the contract scores it as played out (``ours``: our points and pair with this
    seat as the bidder, standing for its partner's), at stake 4 when our side's contract is
    one of ``redoubled`` (as in ``auction_outcome``)."""
    limit, their_pts, their_pair = rival
    lowest = max(high + 1, min_bid)
    if rivals_in and holder >= 0 and lowest <= max_bid and limit >= lowest:
        side, b = -1, lowest
    elif holder:
        side, b = holder, high
    elif forced:
        side, b = forced, min_bid
    else:
        return 0.0
    k = _stake(b, autodouble, redoubled if side > 0 else None)
    if side > 0:
        return k if ours[0] >= contract_target(b, ours[1], max_bid) else -k
    return -k if their_pts >= contract_target(b, their_pair, max_bid) else k


def auction_pass_value(outcomes: Sequence[Sequence[tuple[int, int]]],
                       rivals: Sequence[tuple[float, int, int]], view: View, max_bid: int,
                       redoubles: Sequence[frozenset[int]] | None = None) -> float:
    """Our team's expected game points over the sampled deals when this seat passes from
    ``view`` (``auction_pass_outcome``; ``max_bid`` the highest bid; our side's contract
    under the trump whose playouts give the most, as ``auction_values`` counts a bid's), on
    the scale of ``auction_values``: for the coach, which weighs a pass against the bids.
    ``redoubles``: as for ``auction_values``."""
    me = view.seat
    high = view.high_bid or 0
    holder = 0 if view.high_seat is None else (1 if (view.high_seat & 1) == (me & 1) else -1)
    passed = set(view.passed) | {me}
    rivals_in = len(passed) < 3 and any(q not in passed for q in ((me + 1) & 3, (me + 3) & 3))
    forced = 0
    if view.options["all_pass"] != "redeal":
        forced = 1 if (view.dealer & 1) == (me & 1) else -1
    min_bid = int(view.options["min_bid"])
    autodouble = autodouble_of(view)
    n = len(rivals)
    if not n:
        return 0.0
    return max(sum(auction_pass_outcome(o, r, high, holder, rivals_in, forced, min_bid, max_bid, autodouble,
                                        redoubles[t] if redoubles else None)
                   for o, r in zip(outs, rivals)) / n for t, outs in enumerate(outcomes))


def _random_bit(m: int, rng: random.Random) -> int:
    n = m.bit_count()
    k = int(rng.random() * n)
    while k:
        m &= m - 1
        k -= 1
    return (m & -m).bit_length() - 1


def _some_four(m: int, rng: random.Random) -> int:
    """Four of the cards of mask ``m`` (all of them if it holds four or fewer), at random."""
    cards = [i for i in range(32) if m >> i & 1]
    if len(cards) <= 4:
        return m
    out = 0
    for c in rng.sample(cards, 4):
        out |= 1 << c
    return out


# ----------------------------------------------------------------------------- sampling


def _bidder_trump_weights(st: State, bidder: int, played_by: int = 0) -> list[float]:
    h = st.hands[bidder] | played_by
    w = []
    for s in range(4):
        b = (h >> (8 * s)) & 255
        n = b.bit_count()
        w.append(0.3 + n * n + (3 if b >> 7 & 1 else 0) + (1 if b >> 6 & 1 else 0))
    return w


def sample(view: View, rng: random.Random) -> State:
    """A full state consistent with the view; a hidden trump is re-drawn with a bias towards
    the bidder's longest and strongest suits in this sample (the bidder chose it knowing only
    half of them, so the bias is mild)."""
    st = determinize_view(view, rng)
    if view.trump is None and view.marker == "face down" and st.bidder >= 0:
        played_by = 0
        for _, cs, _, _ in view.tricks:
            for p, c in cs:
                if p == st.bidder:
                    played_by |= 1 << INDEX[c]
        for p, c in view.trick:
            if p == st.bidder:
                played_by |= 1 << INDEX[c]
        w = _bidder_trump_weights(st, st.bidder, played_by)
        st.trump = rng.choices(range(4), weights=w)[0]
    return st


# ----------------------------------------------------------------------------- agents


class TwentyNineAgent:
    """One computer player; ``level`` is easy, normal or hard."""

    SETTINGS = {
        # card-play samples, bidding samples, bid confidence, playout noise; value_bids:
        # bid for game points (see the module doc); doubling: the chance of the contract
        # below which to double and above which to redouble, from ``make_samples`` playouts.
        # A redouble pays once the chance is over a half (the stake doubles either way, and
        # nothing follows it); hard's chances, reading the auction, are about right there
        # (app.sim, hands=1, deals 5001-5400 against normal: at its redouble decisions 0.45
        # -> 0.48 made, 0.54 -> 0.56, 0.65 -> 0.82, 0.74 -> 0.78; at its doubles, 0.26 ->
        # 0.32, 0.34 -> 0.27), so it redoubles from 0.6, a margin for the sampling
        "easy": dict(play_samples=0, bid_samples=0, confidence=0.0, eps=0.1),
        "normal": dict(play_samples=14, bid_samples=16, confidence=0.55, eps=0.1),
        "hard": dict(play_samples=64, bid_samples=64, confidence=0.5, eps=0.08, value_bids=True,
                     contest_bids=True, jump_margin=0.05, read_auction=True,
                     double_below=0.35, redouble_above=0.6, make_samples=48, bid_edge=BID_EDGE),
    }

    def __init__(self, game: Game, seed: int = 0, level: str = "hard", **overrides):
        self.game = game
        self.name = level
        self.level = level
        self.rng = random.Random(seed)
        self._values: dict | None = None  # values(): each move's value, as it is weighed
        self.values_unit = "hands"
        cfg = dict(self.SETTINGS[level])
        cfg.update(overrides)
        self.play_samples = cfg["play_samples"]
        self.bid_samples = cfg["bid_samples"]
        self.confidence = cfg["confidence"]
        self.eps = cfg["eps"]
        self.value_bids = cfg.get("value_bids", False)
        self.double_below = cfg.get("double_below", 0.3)
        self.redouble_above = cfg.get("redouble_above", 0.8)
        self.make_samples = cfg.get("make_samples", max(8, self.bid_samples // 2))
        self.jump_margin = cfg.get("jump_margin", 0.0)
        self.contest_bids = cfg.get("contest_bids", False)
        self.read_auction = cfg.get("read_auction", False)
        self.bid_edge = cfg.get("bid_edge", 0)
        self._estimate_cache: dict[Any, Any] = {}
        self._why: dict | None = None  # explain(): the facts behind the move, as it is chosen

    # ------------------------------------------------------------------ dispatch

    def explain(self, view: View, legal: Sequence[Move]) -> tuple[Move, dict]:
        """The move ``choose`` makes and the facts of its own evaluation behind it (a dict with
        a ``kind``; a ``chance`` is a whole percentage of its sampled playouts). Card play
        (the playouts from here): "play" (``card``, ``chance`` the hand is won for this
        seat's team, ``other`` the next best card and its ``other_chance``), "play_points"
        (``card``, ``chance``, ``points``: the team's expected card points; no card wins
        more often), "play_lost" (``card``, ``points``: no card wins in any playout), "ask" (``chance`` with asking for the trump). Auction: "bid"
        (``value``, ``suit`` the trump it has in mind, ``chance`` of making it), "pass_bid"
        (``value`` the lowest bid it could make, ``chance`` of making it). "trump" (``suit``,
        ``chance``); "single"/"no_single"; "double"/"no_double"/"redouble"/"no_redouble"
        (``chance`` the contract is made); "pair"; "only" (the one legal move)."""
        move, why = noted(self, "_why", view, legal)
        return move, why or {"kind": "only"}

    def values(self, view: View, legal: Sequence[Move]) -> tuple[Move, dict]:
        """The move ``choose`` makes and each move's value as it weighed them, for the coach
        (app.ai.coach), in ``values_unit``: "hands", the chance (a percentage of its sampled
        playouts) that this seat's team wins the hand after it (the card play; the trump,
        the chance of the contract); "game_points", the team's expected game points in 100
        deals (hard's auction, whether it bids or passes: each bid and the pass, by the auction
        model, ``auction_values`` and ``auction_pass_value``; doubling and redoubling, from
        the chance of the contract: the stake times its sign). Empty elsewhere (a single
        hand, the pair, and normal's bids). The values never change the move chosen."""
        self._values = {}
        self.values_unit = "hands"
        try:
            move = self.choose(view, legal)
            values = self._values
        finally:
            self._values = None
        return move, values

    def _note(self, kind: str, **facts) -> None:
        if self._why is not None:
            self._why.clear()
            self._why.update(kind=kind, **facts)

    def choose(self, view: View, legal: Sequence[Move]) -> Move:
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        if phase == PLAYING:
            if self.play_samples:
                return self._search_play(view, legal)
            return self._rule_play(view, legal)
        if phase == AUCTION:
            return self._bid(view, legal)
        if phase == TRUMP:
            return self._trump(view, legal)
        if phase == SINGLE:
            sure = sure_single(to_mask(view.hand))
            self._note("single" if sure else "no_single")
            return SingleHand(sure)
        if phase == DOUBLE:
            return Double(self._double(view))
        if phase == REDOUBLE:
            return Redouble(self._redouble(view))
        if phase == PAIR:
            self._note("pair")
            return Pair(True)
        return legal[0]

    # ------------------------------------------------------------------ card play

    def _rule_play(self, view: View, legal: Sequence[Move]) -> Move:
        hand = to_mask(view.hand)
        trump = SUITS.index(view.trump) if view.trump else -1
        played = 0
        for _, cs, _, _ in view.tricks:
            for _, c in cs:
                played |= 1 << INDEX[c]
        tc = [INDEX[c] for _, c in view.trick]
        ts = [p for p, _ in view.trick]
        for _, c in view.trick:
            played |= 1 << INDEX[c]
        can_ask = any(type(m) is AskTrump for m in legal)
        size = 3 if view.declarer is not None else 4
        bt = (view.declarer if view.declarer is not None else (view.bidder or 0)) & 1
        c = pick(hand, tc, ts, view.seat, trump, view.trump_revealed, played, can_ask, size, bt)
        if c == ASK and can_ask:
            return next(m for m in legal if type(m) is AskTrump)
        plays = [m for m in legal if type(m) is Play]
        if not plays:
            return legal[0]
        for m in plays:
            if INDEX[m.card] == c:
                return m
        # the rule's card is not allowed (must trump, ...): the cheapest legal card
        return min(plays, key=lambda m: (POINTS[INDEX[m.card] & 7], INDEX[m.card] & 7))

    def _search_play(self, view: View, legal: Sequence[Move]) -> Move:
        me = view.seat
        team = me & 1
        totals = [0.0] * len(legal)
        wins = [0] * len(legal)
        points = [0] * len(legal)
        rng = self.rng
        for _ in range(self.play_samples):
            st = sample(view, rng)
            base = Playout.from_state(st)
            seed = rng.getrandbits(32)
            for i, m in enumerate(legal):
                p = base.copy()
                if type(m) is AskTrump:
                    p.ask()
                    legal_m, _ = p.legal_mask()
                    c = pick(p.hands[me], p.tcards, p.tseats, me, p.trump, True, p.played, False,
                             3 if p.declarer >= 0 else 4, (p.declarer if p.declarer >= 0 else p.bidder) & 1)
                    if not legal_m >> c & 1:
                        c = _random_bit(legal_m, rng)
                    p.play(c)
                else:
                    p.play(INDEX[m.card])
                p.run(random.Random(seed), self.eps)
                v = p.value(team)
                totals[i] += v
                wins[i] += v > 0  # a lost hand is worth below 0, a won one above
                points[i] += p.taken[team] + (1 if p.ltp and p.last_team == team else 0)
        best = max(range(len(legal)), key=lambda i: totals[i])
        if self._values is not None:
            n = self.play_samples
            self._values.update({legal[i]: 100 * wins[i] / n for i in range(len(legal))})
        if self._why is not None:
            n = self.play_samples
            share = [round(100 * w / n) for w in wins]
            if type(legal[best]) is AskTrump:
                self._note("ask", chance=share[best])
            else:
                cards = [i for i in range(len(legal)) if i != best and type(legal[i]) is Play]
                runner = max(cards, key=lambda i: totals[i], default=None)
                if runner is not None and share[runner] < share[best]:
                    self._note("play", card=legal[best].card, chance=share[best],
                               other=legal[runner].card, other_chance=share[runner])
                elif share[best] == 0:  # lost in every playout: the points it keeps
                    self._note("play_lost", card=legal[best].card, points=round(points[best] / n))
                else:
                    self._note("play_points", card=legal[best].card, chance=share[best],
                               points=round(points[best] / n))
        return legal[best]

    # ------------------------------------------------------------------ auction

    def _estimates(self, view: View) -> list[list[int]]:
        """Per trump suit, the bidding team's points in sampled playouts with this seat as
        the bidder (sorted)."""
        return self._playouts(view)[0]

    def _playouts(self, view: View) -> tuple[list[list[int]], list[list[tuple[int, int]]],
                                             list[tuple[float, int, int]]]:
        """Per trump suit, sampled playouts of the whole hand with this seat as the bidder
        (its four cards still to come drawn with the others'): the bidding team's points
        (sorted), and (points, pair) per playout (``Playout.bid_points``); with
        ``contest_bids``, per sampled deal the stronger opponent's ``four_card_limit`` and his
        team's (points, pair) with him as the bidder under his best suit (empty otherwise)."""
        reads = self.read_auction and any(p != view.seat for p, _ in view.bids)
        key = (view.hand, view.dealer, view.hand_no, view.bids if reads else None)
        if key in self._estimate_cache:
            return self._estimate_cache[key]
        me = view.seat
        rng = self.rng
        out: list[list[int]] = [[], [], [], []]
        outcomes: list[list[tuple[int, int]]] = [[], [], [], []]
        rivals: list[tuple[float, int, int]] = []
        min_bid = int(view.options["min_bid"])
        for st in self._bid_deals(view, reads, min_bid):
            hands = tuple(h | s for h, s in zip(st.hands, st.second)) if st.second else st.hands
            seed = rng.getrandbits(32)
            for t in range(4):
                p = Playout.new_deal(view, hands, me, t).probe_pair()
                p.run(random.Random(seed), self.eps)
                pts, pair = p.bid_points()
                pts += self.bid_edge  # what the real play gains over the playouts
                out[t].append(pts)
                outcomes[t].append((pts, pair))
            if self.contest_bids:
                # the stronger opponent on his first four cards, as the bidder under his best suit
                opp = max(((me + 1) & 3, (me + 3) & 3), key=lambda q: four_card_limit(st.hands[q]))
                first = st.hands[opp]
                t = max(range(4), key=lambda s: hand_value(first, s))
                p = Playout.new_deal(view, hands, opp, t).probe_pair()
                p.run(random.Random(seed), self.eps)
                # his bidding is not exact: a logistic spread around the four cards' worth
                u = min(max(rng.random(), 1e-6), 1 - 1e-6)
                limit = four_card_limit(first) + 0.5 + RIVAL_SPREAD * math.log(u / (1 - u))
                rivals.append((limit, *p.bid_points()))
        for o in out:
            o.sort()
        self._estimate_cache = {key: (out, outcomes, rivals)}
        return out, outcomes, rivals

    def _bid_deals(self, view: View, reads: bool, min_bid: int) -> Iterable[State]:
        """``bid_samples`` deals consistent with the view; with ``reads``, each kept with the
        chance of the other seats' bids and passes on its first four cards
        (``auction_likelihood``), from at most four times as many draws (topped up with the
        likeliest of the others if too few are kept)."""
        rng = self.rng
        if not reads:  # drawn one by one, between the playouts (the random stream as ever)
            return (determinize_view(view, rng) for _ in range(self.bid_samples))
        kept: list[State] = []
        spare: list[tuple[float, int, State]] = []
        for i in range(4 * self.bid_samples):
            st = determinize_view(view, rng)
            w = auction_likelihood(view.bids, view.seat, st.hands, min_bid)
            if rng.random() < w:
                kept.append(st)
                if len(kept) == self.bid_samples:
                    return kept
            else:
                spare.append((w, i, st))
        spare.sort(key=lambda x: (-x[0], x[1]))
        return kept + [st for _, _, st in spare[:self.bid_samples - len(kept)]]

    def _max_bid_for(self, view: View) -> tuple[int, int]:
        """(highest bid this seat would make, best trump)."""
        hand = to_mask(view.hand)
        if not self.bid_samples:
            vals = [hand_value(hand, t) for t in range(4)]
            t = max(range(4), key=lambda s: vals[s])
            return int(vals[t]) - 1, t
        est = self._estimates(view)
        best_b, best_t = 0, 0
        conf = self.confidence
        if view.seat == view.dealer:
            conf -= 0.05
        for t in range(4):
            pts = est[t]
            n = len(pts)
            # the highest b such that P(points >= b) >= conf
            k = int((1 - conf) * n)
            b = pts[min(k, n - 1)]
            if b > best_b:
                best_b, best_t = b, t
        return best_b, best_t

    def _bid(self, view: View, legal: Sequence[Move]) -> Move:
        limit, _ = self._max_bid_for(view)
        me = view.seat
        bids = [m for m in legal if type(m) is Bid]
        if not bids:
            return legal[-1]
        lowest = bids[0].value
        over_partner = view.high_seat is not None and (view.high_seat & 1) == (me & 1)
        if over_partner:
            # over the partner only with a clearly better hand
            limit -= 3
        if self.value_bids and self.bid_samples:
            return self._value_bid(view, legal, bids, over_partner)
        if lowest <= limit:
            # first bid: the minimum; afterwards raise by one
            return bids[0]
        return next(m for m in legal if type(m) is Pass)

    def _value_bid(self, view: View, legal: Sequence[Move], bids: Sequence[Bid],
                   over_partner: bool) -> Move:
        """Bid while the lowest bid (three more over the partner) is made often enough; then
        the bid worth the most game points (``value_bid``)."""
        _, outcomes, rivals = self._playouts(view)
        max_bid = bids[-1].value
        conf = self.confidence - (0.05 if view.seat == view.dealer else 0.0)
        test = min(bids[0].value + (3 if over_partner else 0), max_bid)
        # whether to bid at all: on the playouts as they play out (``confidence`` was set on
        # them); how high, below, with the measured edge of real play (BID_EDGE)
        raw = [[(x - self.bid_edge, pr) for x, pr in o] for o in outcomes]
        top = max(make_share(o, test, max_bid) for o in raw)
        # the contracts it would redouble (at stake 4), from their share of these playouts
        # as they play out, as its redouble decision plays them (``redoubled_bids``)
        redoubles = redoubled_bids(raw, max_bid, autodouble_of(view), self.redouble_above)
        if top < conf:
            self._note("pass_bid", value=test, chance=round(100 * top))
            self._coach_auction(view, legal, bids, outcomes, rivals, conf, redoubles=redoubles)
            return next(m for m in legal if type(m) is Pass)
        if rivals:
            # the highest bid this seat would raise to again if overcalled
            my_limit = max((b for b in range(bids[0].value, max_bid + 1)
                            if max(make_share(o, b, max_bid) for o in outcomes) >= conf),
                           default=bids[0].value)
            b, t, _ = auction_bid(outcomes, rivals, [m.value for m in bids], my_limit, max_bid,
                                  autodouble_of(view), self.jump_margin, redoubles)
            self._coach_auction(view, legal, bids, outcomes, rivals, conf, my_limit, redoubles)
        else:
            b, t, _ = value_bid(outcomes, [m.value for m in bids], max_bid, autodouble_of(view),
                                self.jump_margin, redoubles)
        self._note("bid", value=b, suit=SUITS[t], chance=round(100 * make_share(outcomes[t], b, max_bid)))
        return next(m for m in bids if m.value == b)

    def _coach_auction(self, view: View, legal: Sequence[Move], bids: Sequence[Bid],
                       outcomes: Sequence[Sequence[tuple[int, int]]],
                       rivals: Sequence[tuple[float, int, int]], conf: float,
                       my_limit: int | None = None,
                       redoubles: Sequence[frozenset[int]] | None = None) -> None:
        """For the coach only (``values``; the move is chosen without it): each bid's and the
        pass's game points in 100 deals by the auction model, whether hard bids or passes
        (``auction_values``, ``auction_pass_value``; ``my_limit``: the highest bid it would
        raise to again, as the bid weighs it, else worked out the same way; ``redoubles``: the
        contracts it would redouble, as the bid counts them)."""
        if self._values is None or not rivals:
            return
        max_bid = bids[-1].value
        if my_limit is None:
            my_limit = max((b for b in range(bids[0].value, max_bid + 1)
                            if max(make_share(o, b, max_bid) for o in outcomes) >= conf),
                           default=bids[0].value)
        vals = auction_values(outcomes, rivals, [m.value for m in bids], my_limit, max_bid,
                              autodouble_of(view), redoubles)
        self._values.update({m: 100 * vals[m.value][0] for m in bids})
        passing = next(m for m in legal if type(m) is Pass)
        self._values[passing] = 100 * auction_pass_value(outcomes, rivals, view, max_bid, redoubles)
        self.values_unit = "game_points"

    def _trump(self, view: View, legal: Sequence[Move]) -> Move:
        if self.value_bids and self.bid_samples:
            # the suit with the best chance of making the contract, then the most points
            est, outcomes, _ = self._playouts(view)
            b = view.contract or 17
            max_bid = 29 if view.options["last_trick_point"] == "on" else 28
            t = max(range(4), key=lambda s: (make_share(outcomes[s], b, max_bid), sum(est[s])))
            if self._values is not None:  # the coach: each suit's chance of the contract
                self._values.update({m: 100 * make_share(outcomes[SUITS.index(m.suit)], b, max_bid)
                                     for m in legal if type(m) is ChooseTrump})
            self._note("trump", suit=SUITS[t], chance=round(100 * make_share(outcomes[t], b, max_bid)))
            return ChooseTrump(SUITS[t])
        _, t = self._max_bid_for(view)
        return ChooseTrump(SUITS[t])

    # ------------------------------------------------------------------ doubling

    def _make_chance(self, view: View) -> float:
        """The chance the contract is made, from sampled playouts (8 cards known); with
        ``read_auction``, on deals weighed by the auction (``_doubling_deals``)."""
        n = self.make_samples
        rng = self.rng
        made = 0
        for st in self._doubling_deals(view):
            p = Playout.from_state(st)
            p.turn = p.leader = (view.dealer + 1) % 4
            p.run(rng, self.eps)
            bt = p.bidder & 1
            pts = p.taken[bt] + (1 if p.ltp and p.last_team == bt else 0)
            made += pts >= p.target
        return made / n

    def _doubling_deals(self, view: View) -> Iterable[State]:
        """``make_samples`` deals consistent with the view (``sample``); with ``read_auction``,
        each kept with the chance of the other seats' bids and passes (``auction_likelihood``)
        on four of each seat's eight cards drawn as its first four, from at most four times as
        many draws (topped up with the likeliest of the others). Unread, a defender takes the
        bidder for a random hand and doubles contracts that are made about half the time."""
        rng = self.rng
        n = self.make_samples
        if not (self.read_auction and any(p != view.seat for p, _ in view.bids)):
            return (sample(view, rng) for _ in range(n))
        min_bid = int(view.options["min_bid"])
        kept: list[State] = []
        spare: list[tuple[float, int, State]] = []
        for i in range(4 * n):
            st = sample(view, rng)
            firsts = [_some_four(h, rng) for h in st.hands]
            w = auction_likelihood(view.bids, view.seat, firsts, min_bid)
            if rng.random() < w:
                kept.append(st)
                if len(kept) == n:
                    return kept
            else:
                spare.append((w, i, st))
        spare.sort(key=lambda x: (-x[0], x[1]))
        return kept + [st for _, _, st in spare[:n - len(kept)]]

    def _double(self, view: View) -> bool:
        if not self.bid_samples:
            hand = to_mask(view.hand)
            return (hand & _JACKS).bit_count() >= 2 and mask_points(hand) >= 8
        chance = self._make_chance(view)
        if self._values is not None:  # the coach: the defenders' game points in 100 deals
            self._values.update({Double(False): 100 * (1 - 2 * chance), Double(True): 200 * (1 - 2 * chance)})
            self.values_unit = "game_points"
        self._note("double" if chance < self.double_below else "no_double", chance=round(100 * chance))
        return chance < self.double_below

    def _redouble(self, view: View) -> bool:
        if not self.bid_samples:
            return False
        chance = self._make_chance(view)
        if self._values is not None:  # the coach: the bidding team's game points in 100 deals
            self._values.update({Redouble(False): 200 * (2 * chance - 1), Redouble(True): 400 * (2 * chance - 1)})
            self.values_unit = "game_points"
        self._note("redouble" if chance > self.redouble_above else "no_redouble", chance=round(100 * chance))
        return chance > self.redouble_above


_JACKS = sum(1 << (8 * s + 7) for s in range(4))


def hand_value(hand: int, trump: int) -> float:
    """A quick count of what a four-card hand is worth to its team with ``trump``: about the
    team's expected points (the easy player's estimate)."""
    v = 11.0
    tb = (hand >> (8 * trump)) & 255
    n = tb.bit_count()
    for s in range(4):
        b = (hand >> (8 * s)) & 255
        if not b:
            continue
        if s == trump:
            for p in range(8):
                if b >> p & 1:
                    v += (1.0, 1.0, 1.2, 1.2, 1.6, 1.6, 2.5, 3.5)[p]
        else:
            if b >> 7 & 1:
                v += 2.5
            if b >> 6 & 1:
                v += 1.5 if b >> 7 & 1 else 0.5
            if b >> 5 & 1 and b >> 7 & 1 and b >> 6 & 1:
                v += 0.7
    if n >= 2:
        v += 1.0 * (n - 1)
    return v


def sure_single(hand: int) -> bool:
    """True when leading every card of ``hand`` surely wins every trick (N-15): in each suit
    held, the cards are the top of the suit, or the top cards held outnumber the cards the
    opponents could still hold there."""
    if hand.bit_count() != 8:
        return False
    for s in range(4):
        b = (hand >> (8 * s)) & 255
        if not b:
            continue
        n = b.bit_count()
        k = 0
        p = 7
        while p >= 0 and b >> p & 1:
            k += 1
            p -= 1
        if k != n and k < 8 - n:
            return False
    return True


def _factory(level: str):
    return lambda game, seed: TwentyNineAgent(game, seed, level)


# the expert and the clairvoyant reference build on these, in their own module
# (app.ai.twenty_nine_expert.AGENTS; the game's descriptor names both)
AGENTS = {level: _factory(level) for level in ("easy", "normal", "hard")}

__all__ = ["AGENTS", "TwentyNineAgent", "Playout", "pick", "sample", "hand_value", "sure_single",
           "contract_target", "make_share", "redoubled_bids", "value_bid", "auction_bid", "auction_outcome",
           "four_card_limit"]
