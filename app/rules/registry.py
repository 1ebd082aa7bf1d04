"""The list of games and the facts about each that people see before playing (title,
players, one-line summary, computer levels), kept apart from game.py so the menu can show
them without importing any rules (start-up time). Each game's ``GameInfo`` takes these
facts from here: this is their one source. ``app.rules.game`` re-exports the names."""

from typing import NamedTuple

# Explicit and ordered: the menu shows games in this order. Values are "module:attribute",
# imported on first use by app.rules.game.get_game (build.spec lists these modules as
# hidden imports).
GAMES: dict[str, str] = {
    "jammat": "app.rules.jammat:GAME",
    "three_by_three": "app.rules.three_by_three:GAME",
    "twenty_nine": "app.rules.twenty_nine:GAME",
    "tile_poker": "app.rules.tile_poker:GAME",
    "three_thirteen": "app.rules.three_thirteen:GAME",
}



class Facts(NamedTuple):
    title: str
    min_players: int
    max_players: int
    summary: str  # one line for the menu
    levels: tuple[str, ...]  # computer levels a table offers, weakest first (app.ai names)

    @property
    def players_text(self) -> str:
        if self.max_players == 1:
            return "solitaire"
        if self.min_players == 1:
            return f"1-{self.max_players} players"
        if self.min_players == self.max_players:
            return f"{self.min_players} players"
        return f"{self.min_players}-{self.max_players} players"


FACTS: dict[str, Facts] = {
    "jammat": Facts("Jammat", 2, 8, "Arrange nine cards in a 3x3 grid; eight lines face off.",
                    ("easy", "normal", "expert")),
    "three_by_three": Facts("Three By Three", 1, 8, "Patience: turn up a 3x3 square of piles in six rounds.",
                            ("greedy", "hint", "expert")),
    "twenty_nine": Facts("Twenty-Nine", 4, 4, "Four players in pairs: bid, hide trump, take points.",
                         ("easy", "normal", "hard")),  # "expert" (app.ai) measures no stronger yet
    "tile_poker": Facts("Tile Poker", 2, 2, "Two players build poker lines on an open grid.",
                        ("greedy", "hard", "expert")),
    "three_thirteen": Facts("Three Thirteen", 2, 8, "Rummy over eleven rounds with a rising wild card.",
                            ("easy", "normal", "hard", "expert")),
}

TITLES: dict[str, str] = {gid: f.title for gid, f in FACTS.items()}
