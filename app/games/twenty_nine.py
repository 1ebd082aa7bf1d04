"""Twenty-Nine: what Felt knows of it (app.games.descriptor)."""

from app.i18n import N_
from app.games.descriptor import BenchSetup, Descriptor, LadderPlan, StormSetup

DESCRIPTOR = Descriptor(
    id="twenty_nine",
    # TRANSLATORS: a game's name
    title=N_("Twenty-Nine"),
    min_players=4,
    max_players=4,
    # TRANSLATORS: the menu's one line about a game
    summary=N_("Four players in pairs: bid, hide trump, take points."),
    # "expert" (app.ai.twenty_nine_expert): offered since it measured stronger than hard over
    # 2,000 hands (the ladder's figure, docs/twenty-nine-expert.md)
    levels=("easy", "normal", "hard", "expert"),
    rules="app.rules.twenty_nine:GAME",
    agents=("app.ai.twenty_nine:AGENTS", "app.ai.twenty_nine_expert:AGENTS"),
    setup="app.scenes.twenty_nine_setup:TwentyNineSetup",
    table="app.scenes.twenty_nine:TwentyNineTable",
    tutorial="app.scenes.twenty_nine_tutorial:LESSON",
    code_prefix="29",
    present="app.games.twenty_nine_present:PRESENTER",
    bid_report="app.ai.twenty_nine_bids:BidLog",
    playouts=((4, {"hands": 1}), (4, {"hands": 2, "last_trick_point": "off", "ask_compulsory": "on"})),
    # its sessions are endless unless told; random play seldom reaches a double or a pair
    storm=StormSetup(end={"hands": 2}, phases=("trump", "single_hand_offer", "redouble", "play")),
    # ladder: CPU seconds per hand: normal vs easy 0.05, hard vs normal 0.25, hard vs easy 0.2,
    # expert vs hard 1.35 (2,000 hands: the count the expert's offer was measured on; it plays
    # only hard); decisions: at most 1 s (hard and expert); tables: in a trick (a card to the trick)
    bench=BenchSetup(ladder=LadderPlan(4, "wins", "hand", {"easy": 1000, "normal": 1000, "hard": 1000, "expert": 1000},
                                       {"hands": 1}, below_only=frozenset({"expert"})),
                     decisions=(4, 4, {"hands": "1"}), decision_limits={"hard": 1000, "expert": 1000},
                     moment="trick", watch=(4, "hard"), watch_long=True),
    hint_level="hard",
    # percentage points of the chance to win the hand (card play, trump), or game points in 100
    # deals (bids, doubling)
    coach_threshold=15.0,
    lookback="app.scenes.twenty_nine_lookback",
)
