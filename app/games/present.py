"""How a game reads to players: its moves and results in words, its statistics' columns, its
replay lines. ``Presenter`` holds what every game shares; a game's own presenter (named by its
descriptor's ``present``) overrides what the game says its own way. Pure: no pygame.

The generic modules ask a game's presenter (``app.games.presenter(game_id)``) and name no
game: the tables' choice labels and the replay viewer's move list (``move_label``,
``move_line``: the rules give a move as facts, app.rules.game.MoveFacts), app.ui.words (``headline``, ``outcome_line``), app.store.stats (the score's name, what
the game counts), the Statistics screen and the replay viewer (the lines and cards of a
position, the sample games of screenshots). The words are built with app.ui.words' shared
pieces (names, plurals, verbs)."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from app.i18n import N_, _
from app.rules.game import MoveFacts, Outcome, get_game
from app.games import find_descriptor, presenter
from app.ui import words


def card_text(c) -> str:
    """A card as players read it (``"10♣"``); anything else as it prints."""
    return c.label if hasattr(c, "label") else str(c)


class Presenter:
    """The shared way; see each game's ``<game>_present`` module for its own."""

    # ------------------------------------------------------------------ moves in words
    # Each kind of move (MoveFacts.kind, as the game's ``move_facts`` documents them) has a
    # whole sentence with named placeholders: ``move_labels`` for a choice offered to the
    # player ("Bid {value}"), ``move_lines`` for a move made, in a log or a replay ("{name}
    # bid {value}"). The placeholders are ``move_fields``: {name} the mover, {card} the first
    # card, {cards} all of them, and every value of the facts (cards as players read them).
    # The sentences are marked with N_ where they are written and translated here, at use.
    move_labels: Mapping[str, str] = {}
    move_lines: Mapping[str, str] = {}

    def move_key(self, facts: MoveFacts) -> str:
        """Which sentence words ``facts`` (by default its kind)."""
        return facts.kind

    def move_fields(self, facts: MoveFacts, names: Sequence[str]) -> dict[str, str]:
        """The placeholders' text for one move's facts."""
        out = {k: self.fact_text(k, v) for k, v in facts.values}
        out["name"] = words.name_of(names, facts.seat) if facts.seat is not None else ""
        out["card"] = self.card_text(facts.cards[0]) if facts.cards else ""
        out["cards"] = " ".join(self.card_text(c) for c in facts.cards)
        return out

    def card_text(self, card) -> str:
        return card_text(card)

    def fact_text(self, key: str, value: Any) -> str:
        """One value of a move's facts as players read it (a card as "10♣")."""
        if isinstance(value, (tuple, list)):
            return " ".join(self.fact_text(key, v) for v in value)
        if hasattr(value, "label"):
            return self.card_text(value)
        return words.number(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else str(value)

    def reason_words(self, exc) -> str:
        """A refused move's reason (app.rules.game.IllegalMoveError: an English template marked
        for the catalogues and the facts that fill it) in the player's language."""
        text = _(exc.template)
        if not exc.facts:
            return text
        try:
            return text.format(**{k: self.fact_text(k, v) for k, v in exc.facts.items()})
        except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder
            return exc.reason

    def _word(self, table: Mapping[str, str], which: str, facts: MoveFacts, names: Sequence[str]) -> str:
        key = self.move_key(facts)
        template = table.get(key)
        if template is None:
            raise ValueError(f"{type(self).__name__} has no {which} for a move of kind {key!r}: "
                             f"add one to its move_{which}s")
        return _(template).format(**self.move_fields(facts, names))

    def move_label(self, facts: MoveFacts, names: Sequence[str] = ()) -> str:
        """A choice offered to the player, in words ("Bid 17", "Play Q♠")."""
        return self._word(self.move_labels, "label", facts, names)

    def move_line(self, facts: MoveFacts, names: Sequence[str]) -> str:
        """A move made, in words with the mover's name ("Ann bid 17"), for logs and replays."""
        return self._word(self.move_lines, "line", facts, names)

    # ------------------------------------------------------------------ results in words
    def headline(self, outcome: Outcome, names: Sequence[str]) -> str:
        """The short result line: who won ("Ann wins", "Ann and Bo share the win")."""
        return words.winners_phrase(outcome, names)

    def result_line(self, outcome: Outcome, names: Sequence[str], short: bool) -> str:
        """The whole result in one sentence (``short``: who won and the one figure that
        decided it); "" to fall back on the headline."""
        return ""

    def outcome_line(self, outcome: Outcome, names: Sequence[str], short: bool = False) -> str:
        """``result_line``, or the headline as a sentence when the facts are not as the rules
        write them; ``short`` lines end without a full stop."""
        try:
            text = self.result_line(outcome, names, short)
        except (TypeError, ValueError, IndexError, KeyError):  # facts not as the rules write them
            text = ""
        text = text or words.sentence(self.headline(outcome, names))
        return text[:-1] if short and text.endswith(".") else text

    # ------------------------------------------------------------------ statistics
    score_name = "score"  # what the score is called in the game's own terms (best and mean are shown)
    counts: tuple[tuple[str, str], ...] = ()  # what the game counts beyond wins: (key, label), summed
    best_hand_label: str | None = None  # a game with hand categories keeps each player's best

    def game_counts(self, outcome: Outcome, seat: int, options: Mapping[str, Any]) -> dict[str, float]:
        """What the game counts for ``seat`` in one finished game: by default each key of
        ``counts`` from the seat's outcome details (see the rules module's ``outcome``)."""
        d = outcome.details[seat] if seat < len(outcome.details) else {}
        return {key: float(d.get(key, 0)) for key, _ in self.counts}

    def best_hands(self, final_view) -> list[int]:
        """Each seat's best hand category (1 the best), from the finished game's public view;
        only asked when ``best_hand_label`` is set."""
        return []

    def best_hand_name(self, category: int) -> str:
        return str(category)

    # ------------------------------------------------------------------ replays
    board = False  # the position is a board of tiles (the replay viewer draws it under the seats)

    def seat_cards(self, pv, sv, seat: int) -> list[list[Any]]:
        """Groups of cards to draw for ``seat`` (None: a face-down card, "" an empty place),
        from the seat's own view ``sv`` and the public view ``pv``: by default its hand."""
        return [list(getattr(sv, "hand", None) or ())]

    def seat_line(self, pv, sv, seat: int) -> str:
        """One line of the seat's public figures (segments joined by " · ")."""
        return ""

    def public_lines(self, pv, seat_views, names: Sequence[str]) -> list[str]:
        """The table's public state in a line or two (``names``: the players' names)."""
        return []

    def table_cards(self, pv, names: Sequence[str]) -> list[tuple[str, list[Any]]]:
        """Public cards shown under the seats: (label, cards)."""
        return []

    # ------------------------------------------------------------------ sample games (screenshots, tests)
    sample_players: int | None = None  # seats of a sample game (None: the fewest the game takes)
    sample_games = 9  # games in the sample statistics

    def sample_options(self) -> dict[str, Any]:
        """The options of a sample game (a short one)."""
        return {}

    def sample_extras(self, k: int) -> dict[str, int]:
        """What the table counted in sample game ``k`` (app.store.stats.EXTRA_KEYS)."""
        return {"undos": k % 2}

    # ------------------------------------------------------------------ the hint's why
    # A hint's facts (the hint player's ``explain``: a dict with a ``kind`` and numbers or
    # cards from its own evaluation) in one sentence. ``hint_lines`` maps each kind to its
    # sentence with named placeholders (every fact of the kind; cards as players read them):
    # a string marked with N_, or, for a count ("{points} points"), a function of ``n``
    # (``n(key)``: the count a plural of that fact takes) returning ``ngettext(...)``. A kind
    # a game does not word gets the shared sentences here (``HINT_LINES``).
    hint_lines: Mapping[str, Any] = {}

    def hint_why(self, facts: Mapping[str, Any] | None, names: Sequence[str] = ()) -> str:
        """The hint's reason in the player's language ("" when no facts are told)."""
        if not facts or "kind" not in facts:
            return ""
        entry = self.hint_lines.get(facts["kind"]) or HINT_LINES.get(facts["kind"]) or HINT_LINES["best"]
        text = entry(lambda key: plural_count(facts[key])) if callable(entry) else _(entry)
        fields = {k: self.fact_text(k, v) for k, v in facts.items() if k != "kind"}
        try:
            return text.format(**fields)
        except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder
            return _(HINT_LINES["best"])

    # ------------------------------------------------------------------ the coach
    # The coach's note (app.ai.coach.Verdict): ``coach_lines`` a function of the count (the
    # loss rounded, in the game's unit) returning ``ngettext(...)`` of a whole sentence with
    # {move} (the better move in words) and {count}; None: the game has no coach.
    # ``coach_units``: the same for a verdict in another unit (``Verdict.unit``) of its values.
    coach_lines: Any = None
    coach_units: dict = {}
    # whether Undo can take the move judged back when the note comes (False: the move showed
    # the player something new at once, as Jammat's reveal does: the note says nothing of it)
    coach_undo: bool = True

    def coach_move(self, facts: MoveFacts, names: Sequence[str] = ()) -> str:
        """The better move in the coach's note ({move}): the move's label unless the game
        names it otherwise there (Jammat: an arrangement by its top row)."""
        return self.move_label(facts, names)

    def coach_lines_for(self, key: str | None) -> Any:
        """``coach_lines`` for a verdict whose ``key`` is its unit (``Verdict.unit``, words in
        ``coach_units``) or else the rules' facts kind of the better move (a game whose
        decisions are weighed differently words each its own way: Three Thirteen's draws)."""
        return self.coach_units.get(key, self.coach_lines) if key else self.coach_lines

    def coach_verdict(self, move_words: str, loss: float, key: str | None = None) -> str:
        """The coach's sentence in the player's language: what was better and by how much
        ("" for a game without a coach; ``key``: see ``coach_lines_for``). The look-back shows
        it as it is (the game is over: nothing to take back)."""
        lines = self.coach_lines_for(key)
        if lines is None:
            return ""
        count = max(1, int(round(loss)))
        try:
            return lines(count).format(move=move_words, count=count)
        except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder
            return ""

    def coach_note(self, move_words: str, loss: float, key: str | None = None, undo: bool = True) -> str:
        """The coach's note at the table: the coach's sentence and, where Undo can (the
        game's moves can be taken back, and ``undo``: the table can take this one back now),
        that it takes the move back ("" for a game without a coach)."""
        text = self.coach_verdict(move_words, loss, key)
        if not text:
            return ""
        if not (self.coach_undo and undo):
            return text
        # TRANSLATORS: {note} is the coach's sentence ("Coach: Play 10♣ was about 3 points better.")
        return _("{note} Ctrl+Z takes it back.").format(note=text)


def plural_count(x) -> int:
    """The count whose plural a number takes: itself when whole, else 2 ("2.5 points")."""
    x = float(x)
    return int(x) if x.is_integer() else 2


# the hint's shared sentences (Presenter.hint_why)
HINT_LINES = {
    "only": N_("It is the only move you can make."),
    "best": N_("It is the move the strongest computer player makes here."),
}


PRESENTER = Presenter()


# ----------------------------------------------------------------------------- by game id


def game_words(game_id: str):
    """The presenter that words ``game_id``'s results (app.games.present); the shared one
    for a game Felt does not know (a replay of another version, say)."""
    if find_descriptor(game_id) is None:
        return PRESENTER
    return presenter(game_id)


def move_facts(game_id: str, view: Any, move: Any) -> MoveFacts:
    """``move`` (legal in ``view``, or made from it) as facts, from the game's rules; a game
    whose rules give no facts is refused, naming what is missing."""
    game = get_game(game_id)
    make = getattr(game, "move_facts", None)
    if make is None:
        raise TypeError(f"{game.info.title}'s rules give no move facts: its GAME needs move_facts(view, move)")
    facts = make(view, move)
    if not isinstance(facts, MoveFacts):
        raise TypeError(f"{game.info.title}'s move_facts gives {type(facts).__name__}, not MoveFacts")
    return facts


def move_label(game_id: str, view: Any, move: Any, names: Sequence[str] = ()) -> str:
    """A choice offered from ``view`` in words for players ("Bid 17"): the rules' facts, the
    game's presenter's words."""
    return game_words(game_id).move_label(move_facts(game_id, view, move), names)


def move_line(game_id: str, view: Any, move: Any, names: Sequence[str]) -> str:
    """A move made from ``view`` in words, with the mover's name ("Ann bid 17")."""
    return game_words(game_id).move_line(move_facts(game_id, view, move), names)


def reason_words(game_id: str, exc) -> str:
    """Why the rules refused a move (an IllegalMoveError), in the player's language."""
    return game_words(game_id).reason_words(exc)


def headline(game_id: str, outcome: Outcome | None, names: Sequence[str]) -> str:
    """The short result line: who won, as the game says it (its presenter's ``headline``)."""
    if outcome is None:
        return ""
    return game_words(game_id).headline(outcome, names)


def outcome_line(game_id: str, outcome: Outcome | None, names: Sequence[str], short: bool = False) -> str:
    """The whole result in one sentence for people, with the players' names: who won, by
    how much and (where the game says) why it ended. ``short``: who won and the one figure
    that decided it, without a full stop, for a line in a list. Each game words its own
    (its presenter's ``outcome_line``)."""
    if outcome is None:
        return ""
    return game_words(game_id).outcome_line(outcome, names, short)
