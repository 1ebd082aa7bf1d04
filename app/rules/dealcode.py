"""Deal codes: a short text that names a game, its options and its deal number (seed), for
people to read out or type, such as ``29-K7Q2-M4``.

A code is a game prefix, then the options and the seed as one number written in base 31,
then one check character. The alphabet has no characters that are easily taken for others:
the digits 2-9 and the letters A-Z without I, L and O (31 characters). Each option is
written as the index of its value among the values it allows (the default counts as 0, so a
game with its default options has the shortest code; an option with a range of whole
numbers counts every number in the range), the seed below that:
``number = options_index * SEED_LIMIT + seed``.

The check character makes the weighted sum ``sum(i * value(c_i))`` (i = 1, 2, ... over the
prefix and the body) equal to the check's value modulo 31. As 31 is prime and a code has
fewer than 30 characters before its check, every single wrong character and every swap of
two neighbours changes that sum, so a mistyped code is refused rather than opening another
deal. Reading ignores case, spaces and dashes.

``turn_seats`` is the helper for playing a deal again with the seats turned (duplicate
deals): the same seed and options with every player moved one seat on.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence, TypeVar

from app.games import descriptors, find_descriptor
from app.games.descriptor import CODE_CHARS
from app.rules.game import Option, OptionError, get_game

ALPHABET = CODE_CHARS
BASE = len(ALPHABET)  # 31, a prime
VALUE = {ch: i for i, ch in enumerate(ALPHABET)}
SEED_LIMIT = 10 ** 9  # deal numbers 0..999,999,999 (the setup's nine digits)
MAX_LEN = 29  # characters before the check; below BASE - 1 so every neighbour swap is caught
GROUP = 4  # the body is shown in groups of four

PREFIX_LEN = 2  # each game's codes start with its descriptor's code_prefix (two of ALPHABET)


def game_of_prefix(prefix: str) -> str | None:
    return next((d.id for d in descriptors() if d.code_prefix == prefix), None)


EXAMPLE = "29-K7Q2-M4"
SIMILAR = {"0": "O or 0 (zero)", "O": "O or 0 (zero)", "1": "I, L or 1 (one)", "I": "I, L or 1 (one)",
           "L": "I, L or 1 (one)"}


class DealCodeError(ValueError):
    """A deal code that cannot be read or made; the message says why, in one sentence."""


# ----------------------------------------------------------------------------- options


def _slots(opt: Option) -> int:
    """How many values ``opt`` can take."""
    n = len(opt.values)
    if opt.int_range:
        n += opt.int_range[1] - opt.int_range[0] + 1
    return n


def _raw_index(opt: Option, value: Any) -> int:
    if value in opt.values and not (isinstance(value, bool) and value not in opt.values):
        return opt.values.index(value)
    lo, _ = opt.int_range
    return len(opt.values) + (value - lo)


def _value_at(opt: Option, raw: int) -> Any:
    if raw < len(opt.values):
        return opt.values[raw]
    return opt.int_range[0] + raw - len(opt.values)


def options_index(game_id: str, options: Mapping[str, Any] | None) -> tuple[int, int]:
    """(index of these options among all the game's option sets, how many sets there are);
    the defaults are index 0. A bad option raises OptionError."""
    info = get_game(game_id).info
    opts = info.resolve_options(options)
    index, space = 0, 1
    for opt in info.options:
        n = _slots(opt)
        k = (_raw_index(opt, opts[opt.name]) - _raw_index(opt, opt.default)) % n
        index += k * space
        space *= n
    return index, space


def options_at(game_id: str, index: int) -> dict[str, Any]:
    """The option set at ``index`` (the inverse of ``options_index``)."""
    info = get_game(game_id).info
    out = {}
    for opt in info.options:
        n = _slots(opt)
        index, k = divmod(index, n)
        out[opt.name] = _value_at(opt, (k + _raw_index(opt, opt.default)) % n)
    return out


# ----------------------------------------------------------------------------- check


def check_char(text: str) -> str:
    """The check character for ``text`` (characters of the alphabet only)."""
    total = sum((i + 1) * VALUE[c] for i, c in enumerate(text))
    return ALPHABET[total % BASE]


def _digits(n: int) -> str:
    out = ""
    while True:
        n, r = divmod(n, BASE)
        out = ALPHABET[r] + out
        if n == 0:
            return out


def format_code(raw: str) -> str:
    """``29K7Q2M4`` -> ``29-K7Q2-M4``: the prefix, then groups of four."""
    prefix, rest = raw[:PREFIX_LEN], raw[PREFIX_LEN:]
    return "-".join([prefix] + [rest[i:i + GROUP] for i in range(0, len(rest), GROUP)])


# ----------------------------------------------------------------------------- the code


def encode(game_id: str, options: Mapping[str, Any] | None, seed: int) -> str:
    """The deal code of ``game_id`` with ``options`` (missing ones are the defaults) and deal
    number ``seed``. DealCodeError if the game, an option or the seed cannot be written."""
    d = find_descriptor(game_id)
    if d is None:
        raise DealCodeError(f"no game {game_id!r}; games are: {', '.join(g.id for g in descriptors())}")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < SEED_LIMIT:
        raise DealCodeError(f"a deal code holds a deal number from 0 to {SEED_LIMIT - 1:,}, not {seed!r}")
    try:
        index, _ = options_index(game_id, options)
    except (OptionError, ValueError) as exc:
        raise DealCodeError(str(exc)) from None
    raw = d.code_prefix + _digits(index * SEED_LIMIT + seed)
    return format_code(raw + check_char(raw))


def normalise(code: str) -> str:
    """The code in capitals without spaces and dashes."""
    return "".join(ch for ch in str(code).upper() if ch not in " -_\t\n")


def decode(code: str) -> tuple[str, dict[str, Any], int]:
    """(game id, every option's value, seed) of a deal code. A code with a wrong character,
    two characters swapped, a character that codes never use, or that is too short or too
    long raises DealCodeError with a message for people."""
    if not isinstance(code, str):
        raise DealCodeError(f"a deal code is text such as {EXAMPLE}, not {code!r}")
    raw = normalise(code)
    if not raw:
        raise DealCodeError(f"Type a deal code, such as {EXAMPLE}.")
    for ch in raw:
        if ch not in VALUE:
            if ch in SIMILAR:
                raise DealCodeError(f"Deal codes never use {SIMILAR[ch]}: check the character typed as {ch!r}.")
            raise DealCodeError(f"{ch!r} is never in a deal code (they use 2-9 and A-Z without I, L and O).")
    if len(raw) < PREFIX_LEN + 2:
        raise DealCodeError(f"{code.strip()!r} is too short for a deal code (such as {EXAMPLE}).")
    if len(raw) > MAX_LEN + 1:
        raise DealCodeError(f"{code.strip()!r} is too long for a deal code (such as {EXAMPLE}).")
    body, check = raw[:-1], raw[-1]
    if check_char(body) != check:
        raise DealCodeError("This deal code has a mistake: a character is wrong or two are swapped. "
                            "Check it against the one you were given.")
    game_id = game_of_prefix(body[:PREFIX_LEN])
    if game_id is None:
        raise DealCodeError(f"No game's codes start with {body[:PREFIX_LEN]}: "
                            f"codes start with {', '.join(g.code_prefix for g in descriptors())}.")
    digits = body[PREFIX_LEN:]
    if len(digits) > 1 and digits[0] == ALPHABET[0]:
        raise DealCodeError("This deal code has a character too many; check it against the one you were given.")
    n = 0
    for ch in digits:
        n = n * BASE + VALUE[ch]
    index, seed = divmod(n, SEED_LIMIT)
    try:
        _, space = options_index(game_id, None)
    except ValueError as exc:  # a game whose rules are not built
        raise DealCodeError(str(exc)) from None
    if index >= space:
        raise DealCodeError("This deal code names options its game does not have; "
                            "it may come from another version of Felt.")
    return game_id, options_at(game_id, index), seed


# ----------------------------------------------------------------------------- duplicate deals

T = TypeVar("T")


def turn_seats(seats: Sequence[T], step: int = 1) -> list[T]:
    """The seats turned ``step`` places: the player of seat ``s`` sits at seat
    ``s + step`` (round the table). Played with the same seed and options, each player gets
    the cards the player before them had (see the README on playing a deal again)."""
    n = len(seats)
    if n == 0:
        return []
    step %= n
    return [seats[(s - step) % n] for s in range(n)]
