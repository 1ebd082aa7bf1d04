"""Toy Eights: a sixth game that lives only in the tests (a tiny Crazy Eights for 2-4
players), described by one descriptor (``DESCRIPTOR``) that a test registers through
app.games.register: the proof that a new game is its own files plus one line, and that every
generic module (the contract test, storms, statistics, replays, deal codes, the setup
screen, autoplay, app.sim) asks the descriptor and names no game."""

from app.games.descriptor import Descriptor

DESCRIPTOR = Descriptor(
    id="toy_eights",
    title="Toy Eights",
    min_players=2,
    max_players=4,
    summary="Match the top card by suit or rank; eights go on anything.",
    levels=("greedy",),
    rules="tests.toygame.rules:GAME",
    agents=("tests.toygame.agents:AGENTS",),
    setup="tests.toygame.table:ToyEightsSetup",
    table="tests.toygame.table:ToyEightsTable",
    code_prefix="ZQ",
    present="tests.toygame.present:PRESENTER",
    playouts=((2, {}), (4, {"hand_size": 7})),
)
