"""What a table is set up with: its seats (a human with a name, or a computer player of some
level) and its game, options, seed and the earlier deals of a duplicate series. The setup
screen makes a TableConfig; the table frame, every table scene, autoplay, the benches and
the tests build one directly."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

DEFAULT_HUMAN = "You"  # the default player name: right for one human, not for two at one screen


@dataclass
class SeatConfig:
    name: str
    kind: str = "human"  # "human" or "computer"
    level: str = "normal"

    @property
    def human(self) -> bool:
        return self.kind == "human"

    def label(self) -> str:
        from app.games import level_words
        from app.i18n import _

        if self.human:
            return _("Human")
        # TRANSLATORS: a seat played by the computer; {level} is its level ("easy")
        return _("Computer: {level}").format(level=level_words(self.level))


@dataclass
class TableConfig:
    game_id: str
    seats: list[SeatConfig]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0
    # earlier deals of a duplicate series (the same seed played with the seats turned once
    # more each time): one {"scores", "winners", "higher"} per deal, seats in that deal's order
    series: list[dict[str, Any]] = field(default_factory=list)
    # the coach (a table setting, not a rule): after a human's move, a note when the hint
    # level's evaluation says another move was clearly better (app.ai.coach); off by default
    coach: bool = False

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]
