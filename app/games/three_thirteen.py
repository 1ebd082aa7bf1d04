"""Three Thirteen: what Felt knows of it (app.games.descriptor)."""

from app.i18n import N_
from app.games.descriptor import BenchSetup, Descriptor, LadderPlan

DESCRIPTOR = Descriptor(
    id="three_thirteen",
    # TRANSLATORS: a game's name
    title=N_("Three Thirteen"),
    min_players=2,
    max_players=8,
    # TRANSLATORS: the menu's one line about a game
    summary=N_("Rummy over eleven rounds with a rising wild card."),
    levels=("easy", "normal", "hard", "expert"),
    rules="app.rules.three_thirteen:GAME",
    agents=("app.ai.three_thirteen:AGENTS", "app.ai.three_thirteen_expert:AGENTS"),
    setup="app.scenes.three_thirteen_setup:ThreeThirteenSetup",
    tutorial="app.scenes.three_thirteen_tutorial:LESSON",
    table="app.scenes.three_thirteen:ThreeThirteenTable",
    code_prefix="TT",
    present="app.games.three_thirteen_present:PRESENTER",
    # random play rarely goes out: rounds end with the stock
    playouts=((3, {"stock_out": "end_round"}), (5, {"stock_out": "end_round", "aces": "low_or_high"})),
    soak_player="app.ai.three_thirteen:random_beginner",  # uniform play almost never goes out
    # ladder: CPU seconds per game 0.14-0.23, expert (about 2 ms a decision) vs hard about 0.3;
    # decisions: at most 300 ms (hard and expert); tables: at its discard (a card to the pile)
    bench=BenchSetup(ladder=LadderPlan(2, "totals", "game", {"easy": 300, "normal": 300, "hard": 250, "expert": 250}),
                     decisions=(2, 2, {}), decision_limits={"hard": 300, "expert": 300},
                     moment="turn", watch=(4, "hard"), watch_long=True),
    hint_level="expert",
    coach_threshold=5.0,  # points more left unmatched after a discard
)
