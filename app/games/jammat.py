"""Jammat: what Felt knows of it (app.games.descriptor)."""

from app.games.descriptor import Descriptor, StormSetup

DESCRIPTOR = Descriptor(
    id="jammat",
    title="Jammat",
    min_players=2,
    max_players=8,
    summary="Arrange nine cards in a 3x3 grid; eight lines face off.",
    levels=("easy", "normal", "expert"),
    rules="app.rules.jammat:GAME",
    agents=("app.ai.jammat:AGENTS",),
    setup="app.scenes.jammat:JammatSetup",
    table="app.scenes.jammat:JammatTable",
    code_prefix="JM",
    present="app.games.jammat_present:PRESENTER",
    playouts=((2, {"deals": 2}), (3, {"deals": 1, "decks": "per_player", "compare": "round_robin"}),
              (2, {"deals": 1, "grid": "3d"})),
    storm=StormSetup(options={"deals": 3}, humans={"grid": "3d", "compare": "round_robin"}),
    hint_level="expert",
)
