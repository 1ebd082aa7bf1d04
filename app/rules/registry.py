"""The list of games, kept apart from game.py so the menu can show it without importing any
rules (start-up time). ``app.rules.game`` re-exports both names."""

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

TITLES: dict[str, str] = {
    "jammat": "Jammat",
    "three_by_three": "Three By Three",
    "twenty_nine": "Twenty-Nine",
    "tile_poker": "Tile Poker",
    "three_thirteen": "Three Thirteen",
}
