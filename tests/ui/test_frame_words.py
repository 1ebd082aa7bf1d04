"""The table frame's own words and the shared result words speak the player's language: the
pieces of app.ui.words build whole sentences from the catalogue (a list of names joined with
the language's "and", counts in its plural forms), and in the pseudo-language no plain English
of the frame reaches the screen (the thinking line, the levels under the seat plates, the
hint's line, undo's limit, the leave dialog)."""

import pygame

from app import i18n
from app.rules.game import Outcome
from app.ui import words
from app.games import descriptor, load
from app.rules.game import get_game
from app.scenes.config import SeatConfig, TableConfig
from app.scenes.menu import MenuScene
from tests.ui.test_hint_and_demo import until_my_turn
from tests.ui.test_languages_screens import drawn, names_of, plain_english


def make_table(app, game_id, n, level, seed=3):
    """One human ("P1") and computers of ``level`` ("Bot1", ...)."""
    app.scenes.push(MenuScene(app))
    seats = [SeatConfig("P1")] + [SeatConfig(f"Bot{i}", "computer", level) for i in range(1, n)]
    cls = load(descriptor(game_id).table)
    t = cls(app, TableConfig(game_id, seats, get_game(game_id).info.resolve_options({}), seed))
    t.saving = False
    app.scenes.push(t)
    return t


def in_language(code, fn):
    i18n.set_language(code)
    try:
        return fn()
    finally:
        i18n.set_language(i18n.ENGLISH)


def test_the_shared_result_words_are_whole_sentences_in_french_and_hindi():
    names = ["Ann", "Bo", "Cy", "Di"]
    shared = Outcome(winners=(0, 2), scores=(5, 3, 5, 1))
    alone = Outcome(winners=(1,), scores=(2, 7, 1, 0))

    def pieces():
        return (words.and_list(names[:3]), words.winners_phrase(shared, names), words.winners_phrase(alone, names),
                words.plural(1, "hand"), words.plural(2, "hand"), words.plural(2, "trick"), words.name_of(names, 5),
                words.team_label(1, names))

    assert pieces() == ("Ann, Bo and Cy", "Ann and Cy share the win", "Bo wins", "1 hand", "2 hands", "2 tricks",
                        "Player 6", "Bo and Di (Team B)")
    fr = in_language("fr", pieces)
    assert fr[0] == "Ann, Bo et Cy" and fr[1].startswith("Ann et Cy ") and "Bo" in fr[2] and "wins" not in fr[2]
    assert fr[3:7] == ("1 main", "2 mains", "2 plis", "Joueur 6") and fr[7] == "Bo et Di (Équipe B)"
    hi = in_language("hi", pieces)
    assert all(not plain_english([t], names) for t in hi), hi
    assert hi[6] == "खिलाड़ी 6"


def test_the_frame_speaks_the_pseudo_language(app):
    i18n.set_language(i18n.PSEUDO)
    try:
        # the thinking line: a computer on turn at Tile Poker
        t = make_table(app, "tile_poker", 2, "greedy")
        names = names_of(t)
        for _ in range(400):
            if t.thinking is not None:
                break
            if t.legal and t.hold is None and not t.tweens.busy:
                t.play(t.legal[0])
            elif t.hold is not None:
                t.continue_play()
            app.step(0.05)
        assert t.thinking is not None
        texts = drawn(app, t)
        assert any(t.seat_name(t.thinking[0]) in s and s.startswith("[") for s in texts), texts
        assert plain_english(texts, names) == [], plain_english(texts, names)
        # the hint's line
        assert until_my_turn(app, t)
        t.hint()
        t.finish_hint_now()
        assert t.hint_shown is not None and t.toast.message.startswith("[")
        # undo's limit, worded around the rules' words for what was seen
        t.seen_what = "the trump"
        assert plain_english([t._stops_here("undo"), t._stops_here("going back")]) == []
        t.seen_what = ""
        assert plain_english([t._stops_here("undo")]) == []
        # the leave dialog over the table
        t.ask_leave()
        dialog = app.scenes.top
        assert dialog is not t
        assert plain_english(drawn(app, dialog), names) == []
        dialog.back()
        # the computer's level under the seat plates (Three Thirteen hands the plates its raw level)
        t13 = make_table(app, "three_thirteen", 3, "easy")
        texts = drawn(app, t13)
        assert plain_english(texts, names_of(t13)) == [], plain_english(texts, names_of(t13))
        assert not any("easy" in s for s in texts)
    finally:
        i18n.set_language(i18n.ENGLISH)
    pygame.event.clear()
