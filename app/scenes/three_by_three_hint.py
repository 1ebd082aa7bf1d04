"""The Three By Three table's hooks for the frame's Hint and Demo (app.scenes.table_assist):
after the end screen's analysis the hint is the play that keeps the deal's best in reach;
otherwise the frame asks the hint level (worked out in the window: it takes a few
hundredths of a second), and the hint is shown in words, with its why, and lit on the table."""

from __future__ import annotations

import pygame

from app.i18n import _, ngettext


class HintAndDemo:
    """Mixed into the table, which gives ``analysed_play`` and ``analysis_for`` (EndAnalysis),
    ``trim``, ``armed`` and ``layer``."""

    hints_between_humans = True  # each player plays a table of their own
    hint_in_window = True
    demo_key = pygame.K_d
    hint_move = None  # the hint's play, lit on the table
    hint_text = ""

    def clear_hint(self) -> None:
        self.hint_move = None
        self.hint_text = ""

    def hint_at_once(self):
        known = self.analysed_play()
        if known is None:
            return None
        return known, {"analysis": self.analysis_for(self.viewer)["best"]}

    def best_play(self):
        """The hint's play for the position on screen (None if there is no play)."""
        if not self.legal:
            return None
        known = self.hint_at_once()
        if known is not None:
            return known[0]
        from app.ai.base import advise

        return advise(self.config.game_id, self.hint_level, self.view, self.legal, self.hint_seed())[0]

    def show_hint(self, move, why) -> None:
        why = why or {}
        self.hint_move = move
        play = self.hint_words(move)
        if "analysis" in why:
            # TRANSLATORS: {play}: the play in words; {best}: the face-down count it keeps in reach
            self.hint_text = _("Hint: {play} (the analysis: this keeps {best} in reach)").format(
                play=play, best=why["analysis"])
        elif why.get("only"):
            # TRANSLATORS: {play}: the play in words
            self.hint_text = _("Hint: {play} (the only play)").format(play=play)
        elif why.get("expect") is not None and why["expect"] == why["expect"]:  # not NaN
            n = int(round(why["expect"]))
            # TRANSLATORS: {play}: the play in words; {count}: the cards expected face down at the end
            self.hint_text = ngettext("Hint: {play} (about {count} face down at the end)",
                                      "Hint: {play} (about {count} face down at the end)", n).format(play=play, count=n)
        else:
            # TRANSLATORS: {play}: the play in words
            self.hint_text = _("Hint: {play}").format(play=play)
        self.layer.invalidate()

    def demo_waits(self) -> bool:
        return bool(self.trim)  # a new round's cards are still to be dealt

    def on_demo(self, on: bool) -> None:
        self.armed = None
