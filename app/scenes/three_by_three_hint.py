"""Hint and Demo on the Three By Three table (mixed into the table scene): the hint
agent's plays for the position on screen (app.ai.three_by_three), or after the end
screen's analysis the play that keeps the deal's best in reach; the hint shown in words
and glows; the demo playing the hint's plays until a key or a click stops it."""

from __future__ import annotations

import random

from app.ai.three_by_three import suggest


class HintAndDemo:
    """The table gives ``view``, ``legal``, ``moves``, ``config``, ``analysed_play`` and
    ``analysis_for`` (EndAnalysis), ``describe``, ``play``, ``say`` and ``build_buttons``."""

    hint_move = None  # the hint's play, lit on the table
    hint_text = ""
    demo_on = False
    demo_wait = 0.0  # the seconds since the demo's last play

    def clear_hint(self) -> None:
        self.hint_move = None
        self.hint_text = ""

    def ranked_plays(self) -> list:
        """The hint agent's plays for the position on screen, best first, each with the final
        score it expects (NaN when there is only one play)."""
        if not self.legal:
            return []
        return suggest(self.view, rng=random.Random(self.config.seed * 7919 + len(self.moves)))

    def best_play(self):
        """The hint's play for the position on screen (None if there is no play)."""
        known = self.analysed_play()
        if known is not None:
            return known
        ranked = self.ranked_plays()
        return ranked[0][0] if ranked else None

    def hint(self) -> None:
        known = self.analysed_play()
        ranked = [(known, float("nan"))] if known is not None else self.ranked_plays()
        if not ranked:
            return
        move, expect = ranked[0]
        self.hints_used += 1  # (the statistics count hints)
        self.hint_move = move
        self.hint_text = f"Hint: {self.describe(move)}"
        if known is not None:
            best = self.analysis_for(self.viewer)["best"]
            self.hint_text += f" (the analysis: this keeps {best} in reach)"
        elif len(ranked) == 1:
            self.hint_text += " (the only play)"
        elif expect == expect:  # not NaN
            self.hint_text += f" (about {expect:.0f} face down at the end)"
        self.layer.invalidate()

    def start_demo(self) -> None:
        if not self.legal:
            return
        self.demo_on = True
        self.demo_wait = 0.0
        self.armed = None
        self.drag.cancel()
        self.clear_hint()
        self._choices = None
        self.build_buttons()

    def stop_demo(self) -> None:
        self.demo_on = False
        self._choices = None
        self.say("Demo stopped: your turn.")
        self.build_buttons()

    def demo_step(self, dt: float) -> None:
        if not self.demo_on:
            return
        if self.over or self.hold is not None:
            self.demo_on = False
            self.build_buttons()
            return
        if self.tweens.busy or self.trim or not self.legal:
            return
        self.demo_wait += dt
        if self.demo_wait < 0.35 * self.app.anim_speed:
            return
        self.demo_wait = 0.0
        move = self.best_play()
        if move is not None:
            self.play(move)
