"""Tile Poker: what Felt knows of it (app.games.descriptor)."""

from app.games.descriptor import Descriptor

DESCRIPTOR = Descriptor(
    id="tile_poker",
    title="Tile Poker",
    min_players=2,
    max_players=2,
    summary="Two players build poker lines on an open grid.",
    levels=("greedy", "hard", "expert"),
    rules="app.rules.tile_poker:GAME",
    agents=("app.ai.tile_poker:AGENTS", "app.ai.tile_poker_expert:AGENTS"),
    setup="app.scenes.tile_poker_setup:TilePokerSetup",
    table="app.scenes.tile_poker:TilePokerTable",
    code_prefix="TP",
    present="app.games.tile_poker_present:PRESENTER",
    hint_level="expert",
)
