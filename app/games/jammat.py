"""Jammat: what Felt knows of it (app.games.descriptor)."""

from app.i18n import N_
from app.games.descriptor import BenchSetup, Descriptor, LadderPlan, StormSetup

DESCRIPTOR = Descriptor(
    id="jammat",
    # TRANSLATORS: a game's name
    title=N_("Jammat"),
    min_players=2,
    max_players=8,
    # TRANSLATORS: the menu's one line about a game
    summary=N_("Arrange nine cards in a 3x3 grid; eight lines face off."),
    levels=("easy", "normal", "expert"),
    rules="app.rules.jammat:GAME",
    agents=("app.ai.jammat:AGENTS",),
    setup="app.scenes.jammat:JammatSetup",
    table="app.scenes.jammat:JammatTable",
    tutorial="app.scenes.jammat_tutorial:LESSON",
    code_prefix="JM",
    present="app.games.jammat_present:PRESENTER",
    playouts=((2, {"deals": 2}), (3, {"deals": 1, "decks": "per_player", "compare": "round_robin"}),
              (2, {"deals": 1, "grid": "3d"})),
    storm=StormSetup(options={"deals": 3}, humans={"grid": "3d", "compare": "round_robin"}),
    # ladder: CPU seconds per deal on 2 cores at 3.x GHz: easy vs normal 0.005, expert vs
    # normal 0.14-0.3, expert vs easy 0.13; tables: arranging its grid (a swap)
    bench=BenchSetup(ladder=LadderPlan(2, "wins", "deal", {"easy": 2000, "normal": 2000, "expert": 250}, {"deals": 1}),
                     decisions=(2, 20, {}), moment="arrange", watch=(4, "normal"),
                     think="bench.bench_jammat:thinking_table"),
    hint_level="expert",
    # line comparisons (positions, J-11 to J-13) the expert expects an arrangement to win
    # less than its own, over its samples of the others' hands: 1.0 is one whole comparison
    # lost on average, several times the spread of that estimate between sample sets of the
    # same view (about 0.1-0.3), so a note is never a sampling accident; a smaller loss rounds
    # to no comparison at all in the note's words
    coach_threshold=1.0,
)
