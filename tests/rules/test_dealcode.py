"""Deal codes: every game and option set round-trips, a code with one wrong character or two
neighbours swapped is refused with a message, and turning the seats moves the hands."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.rules import dealcode
from app.rules.dealcode import ALPHABET, DealCodeError, decode, encode, normalise, turn_seats
from app.games import descriptor, game_ids
from app.rules.game import get_game


def option_values(opt):
    """Strategy for every value an option may take."""
    choices = [st.sampled_from(opt.values)] if opt.values else []
    if opt.int_range:
        choices.append(st.integers(opt.int_range[0], opt.int_range[1]))
    return st.one_of(choices)


@st.composite
def deals(draw):
    game_id = draw(st.sampled_from(game_ids()))
    info = get_game(game_id).info
    options = {o.name: draw(option_values(o)) for o in info.options}
    seed = draw(st.integers(0, dealcode.SEED_LIMIT - 1))
    return game_id, options, seed


@given(deals())
def test_a_code_round_trips(deal):
    game_id, options, seed = deal
    code = encode(game_id, options, seed)
    assert decode(code) == (game_id, get_game(game_id).info.resolve_options(options), seed)
    # read-out forms: lower case, spaces for dashes, no separators at all
    assert decode(code.lower()) == decode(code)
    assert decode(code.replace("-", " ")) == decode(code)
    assert decode(normalise(code)) == decode(code)
    assert all(ch in ALPHABET + "-" for ch in code)
    assert code.startswith(descriptor(game_id).code_prefix + "-")
    assert len(normalise(code)) <= dealcode.MAX_LEN + 1


def test_every_option_value_of_every_game_round_trips():
    for game_id in game_ids():
        info = get_game(game_id).info
        for opt in info.options:
            values = list(opt.values)
            if opt.int_range:
                lo, hi = opt.int_range
                values += sorted({lo, lo + 1, (lo + hi) // 2, hi})
            for v in values:
                for seed in (0, 1, 987654321, dealcode.SEED_LIMIT - 1):
                    code = encode(game_id, {opt.name: v}, seed)
                    gid, opts, s = decode(code)
                    assert (gid, opts[opt.name], s) == (game_id, v, seed)
                    assert opts == info.resolve_options({opt.name: v})


def test_default_options_give_short_codes():
    for game_id in game_ids():
        code = encode(game_id, None, 123456789)
        assert len(normalise(code)) <= 2 + 6 + 1, code  # prefix, six digits, check


def test_codes_differ_for_different_deals():
    seen = {}
    for game_id in game_ids():
        for seed in range(200):
            code = encode(game_id, None, seed)
            assert code not in seen, (code, seen.get(code), (game_id, seed))
            seen[code] = (game_id, seed)


def sample_codes(n=60):
    rng = random.Random(29)
    out = []
    for _ in range(n):
        game_id = rng.choice(game_ids())
        info = get_game(game_id).info
        opts = {}
        for o in info.options:
            vals = list(o.values) + ([rng.randint(*o.int_range)] if o.int_range else [])
            opts[o.name] = rng.choice(vals)
        out.append(encode(game_id, opts, rng.randrange(dealcode.SEED_LIMIT)))
    return out


def test_every_single_character_substitution_is_refused():
    tried = 0
    for code in sample_codes():
        raw = normalise(code)
        for i, ch in enumerate(raw):
            for other in ALPHABET:
                if other == ch:
                    continue
                bad = raw[:i] + other + raw[i + 1:]
                with pytest.raises(DealCodeError) as err:
                    decode(bad)
                assert str(err.value)
                tried += 1
    assert tried > 60 * 8 * 30


def test_every_swap_of_neighbours_is_refused():
    for code in sample_codes():
        raw = normalise(code)
        for i in range(len(raw) - 1):
            if raw[i] == raw[i + 1]:
                continue
            bad = raw[:i] + raw[i + 1] + raw[i] + raw[i + 2:]
            with pytest.raises(DealCodeError):
                decode(bad)


def test_a_mistyped_code_gets_a_message_that_says_so():
    code = normalise(encode("twenty_nine", None, 4242))
    bad = code[:3] + ("X" if code[3] != "X" else "Y") + code[4:]
    with pytest.raises(DealCodeError, match="mistake"):
        decode(bad)


@pytest.mark.parametrize("text, words", [
    ("", "Type a deal code"),
    ("   - ", "Type a deal code"),
    ("29-K7Q0-M4", "zero"),
    ("29-KIQ2-M4", "one"),
    ("29-K7Q2-M%", "never in a deal code"),
    ("29", "too short"),
    ("29" + "K" * 40, "too long"),
])
def test_malformed_codes_are_refused_with_a_reason(text, words):
    with pytest.raises(DealCodeError) as err:
        decode(text)
    assert words in str(err.value)


def test_an_unknown_prefix_is_refused():
    body = "ZZ7K"  # no game's prefix, with a correct check character
    with pytest.raises(DealCodeError, match="No game's codes start with ZZ"):
        decode(body + dealcode.check_char(body))


def test_options_a_game_does_not_have_are_refused():
    _, space = dealcode.options_index("three_thirteen", None)
    digits = ""
    n = space * dealcode.SEED_LIMIT  # one past the last option set
    while n:
        n, r = divmod(n, dealcode.BASE)
        digits = ALPHABET[r] + digits
    body = "TT" + digits
    with pytest.raises(DealCodeError, match="options its game does not have"):
        decode(body + dealcode.check_char(body))


def test_encode_refuses_what_a_code_cannot_hold():
    with pytest.raises(DealCodeError, match="deal number"):
        encode("jammat", None, dealcode.SEED_LIMIT)
    with pytest.raises(DealCodeError, match="deal number"):
        encode("jammat", None, -1)
    with pytest.raises(DealCodeError, match="no game"):
        encode("bridge", None, 1)
    with pytest.raises(DealCodeError, match="deals"):
        encode("jammat", {"deals": 100}, 1)
    with pytest.raises(DealCodeError, match="no option"):
        encode("jammat", {"colour": "red"}, 1)


# ----------------------------------------------------------------------------- duplicate deals


def test_turn_seats_moves_everyone_one_place():
    assert turn_seats(["Ann", "Ben", "Cat", "Dan"]) == ["Dan", "Ann", "Ben", "Cat"]
    assert turn_seats(["Ann", "Ben"]) == ["Ben", "Ann"]
    assert turn_seats(["Ann", "Ben", "Cat"], 3) == ["Ann", "Ben", "Cat"]
    assert turn_seats([]) == []
    # turned as often as there are seats, everyone is back
    seats = ["a", "b", "c", "d", "e"]
    turned = seats
    for _ in range(5):
        turned = turn_seats(turned)
        assert turned != seats or _ == 4
    assert turned == seats


def hands_by_seat(game_id, seed, players, options=None):
    game = get_game(game_id)
    state = game.new_game(seed, players, options)
    out = []
    for s in range(players):
        v = game.view(state, s)
        hand = v.hands[s] if game_id == "tile_poker" else v.hand
        out.append(tuple(sorted(hand, key=lambda c: c.code)))
    return out


@pytest.mark.parametrize("game_id, players, options", [
    ("jammat", 3, None),
    ("jammat", 2, {"decks": "per_player"}),
    ("twenty_nine", 4, None),
    ("tile_poker", 2, None),
    ("three_thirteen", 4, None),
])
def test_the_turned_seating_gives_each_player_the_previous_seats_cards(game_id, players, options):
    names = [f"P{s}" for s in range(players)]
    for seed in (1, 77, 123456):
        first = hands_by_seat(game_id, seed, players, options)
        assert len(set(first)) == players  # every seat gets its own cards
        turned = turn_seats(names)
        again = hands_by_seat(game_id, seed, players, options)  # the same deal, the seats turned
        held_before = dict(zip(names, first))
        held_after = dict(zip(turned, again))
        for s in range(players):
            # seat s has the same cards; its player now is the one who sat before it
            assert held_after[turned[s]] == held_before[names[s]]
            assert turned[s] == names[(s - 1) % players]
            assert held_after[names[s]] == held_before[names[(s + 1) % players]]
            assert held_after[names[s]] != held_before[names[s]]
