"""Three By Three: what Felt knows of it (app.games.descriptor)."""

from app.i18n import N_
from app.games.descriptor import BenchSetup, Descriptor, LadderPlan

DESCRIPTOR = Descriptor(
    id="three_by_three",
    # TRANSLATORS: a game's name
    title=N_("Three By Three"),
    min_players=1,
    max_players=8,
    # TRANSLATORS: the menu's one line about a game
    summary=N_("Patience: turn up a 3x3 square of piles in six rounds."),
    levels=("greedy", "hint", "expert"),
    rules="app.rules.three_by_three:GAME",
    agents=("app.ai.three_by_three:AGENTS",),
    setup="app.scenes.three_by_three_setup:ThreeByThreeSetup",
    table="app.scenes.three_by_three:ThreeByThreeTable",
    tutorial="app.scenes.three_by_three_tutorial:LESSON",
    code_prefix="33",
    present="app.games.three_by_three_present:PRESENTER",
    playouts=((1, {}), (3, {"same_shuffle": "off", "joker_credit": "kept"})),
    # ladder: CPU seconds per game: greedy 0.007, hint 0.17, expert 0.72; tables: mid-game (a
    # pile's card to a corner)
    bench=BenchSetup(ladder=LadderPlan(1, "face_down", "game", {"greedy": 1000, "hint": 500, "expert": 200}),
                     decisions=(1, 10, {}), moment="mid", watch=(1, "autoplay")),
    hint_level="expert",
    coach_threshold=1.0,  # cards more expected face down at the end
    lookback="app.scenes.three_by_three_lookback",
)
