"""Tile Poker: what Felt knows of it (app.games.descriptor)."""

from app.i18n import N_
from app.games.descriptor import BenchSetup, Descriptor, LadderPlan

DESCRIPTOR = Descriptor(
    id="tile_poker",
    # TRANSLATORS: a game's name
    title=N_("Tile Poker"),
    min_players=2,
    max_players=2,
    # TRANSLATORS: the menu's one line about a game
    summary=N_("Two players build poker lines on an open grid."),
    levels=("greedy", "hard", "expert"),
    rules="app.rules.tile_poker:GAME",
    agents=("app.ai.tile_poker:AGENTS", "app.ai.tile_poker_expert:AGENTS"),
    setup="app.scenes.tile_poker_setup:TilePokerSetup",
    tutorial="app.scenes.tile_poker_tutorial:LESSON",
    table="app.scenes.tile_poker:TilePokerTable",
    code_prefix="TP",
    present="app.games.tile_poker_present:PRESENTER",
    # ladder: CPU seconds per game: hard vs greedy 0.06-0.1, expert (about 1.4 ms a decision) vs
    # hard 0.1; decisions: at most 500 ms (hard and expert); tables: early (a tile to a cell)
    bench=BenchSetup(ladder=LadderPlan(2, "wins", "game", {"greedy": 500, "hard": 500, "expert": 500}),
                     decisions=(2, 4, {}), decision_limits={"hard": 500, "expert": 500},
                     moment="early", watch=(2, "hard")),
    hint_level="expert",
    coach_threshold=3.0,  # points lost, as the expert reckons a move (points now, less the reply left, plus the follow-up kept)
)
