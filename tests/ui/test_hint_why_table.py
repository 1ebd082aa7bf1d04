"""Hints that say why, at the table (issue 34): the frame's Hint shows the hint player's move
and one sentence of why (the game's presenter's ``hint_why`` of the facts the hint came with),
in English and through the catalogue (the pseudo-language: no plain English left)."""

from __future__ import annotations

import pygame
import pytest

from app import i18n
from app.games import presenter
from tests.ui.test_hint_and_demo import key, make_table, until_my_turn

GAMES = ["jammat", "twenty_nine", "tile_poker", "three_thirteen"]


def ask_hint(app, t):
    """Ask for the hint at the human's turn and wait for it; the (move, facts) it came with."""
    got = []
    shown = t.show_hint

    def spy(move, why):
        got.append((move, why))
        shown(move, why)

    t.show_hint = spy
    if t.hint_key_free():
        key(app, pygame.K_h)
    else:
        t.hint()
    t.finish_hint_now()
    t.show_hint = shown
    assert got, "no hint shown"
    return got[-1]


@pytest.mark.parametrize("language", ["en", i18n.PSEUDO])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_at_the_table_says_why(app, game_id, language):
    t = make_table(app, game_id, humans=1)
    i18n.set_language(language)
    try:
        assert until_my_turn(app, t)
        move, why = ask_hint(app, t)
        assert t.reason(move) is None  # a legal move
        assert isinstance(why, dict) and why.get("kind")
        reason = presenter(game_id).hint_why(why)
        assert reason and reason in t.toast.message  # the toast says why
        if game_id != "jammat":  # (Jammat's move is the suggestion drawn on the table)
            assert t.hint_words(move) in t.toast.message
        if language == i18n.PSEUDO:
            assert reason.startswith("[") and reason.endswith("]")
            assert t.toast.message.startswith("[")  # the hint's own words too
    finally:
        i18n.set_language("en")
