"""The Twenty-Nine decision bar by keys (when no card can be played): Tab or the arrows
move a ring over its buttons, Enter or Space presses the one ringed; digits pick a bid (1
then 8: 18) and S, H, D, C a trump suit, for Enter to confirm. The ring stays on the same
button while the same decision is rebuilt, and starts hidden for a new one."""

from __future__ import annotations

import pygame

from app.rules import twenty_nine as T
from app.ui.widgets import NEXT_KEYS, PRESS_KEYS, ButtonRow

SUIT_KEYS = {pygame.K_s: "S", pygame.K_h: "H", pygame.K_d: "D", pygame.K_c: "C"}
DIGIT_KEYS = ({getattr(pygame, f"K_{d}"): d for d in "0123456789"}
              | {getattr(pygame, f"K_KP_{d}"): d for d in "0123456789"})


class BarKeys:
    """The keyboard's ring over a decision bar's buttons, and the digits typed towards a bid."""

    def __init__(self):
        self.row = ButtonRow(keyboard=True)
        self.kind = None  # the decision the bar's buttons are for (the focus stays within one)
        self.typed = ""  # digits typed towards a bid

    @property
    def focused(self):
        return self.row.focused

    def rebuild(self, bar, kind) -> None:
        """The ring over ``bar``'s buttons, now for the decision ``kind`` (None: no decision)."""
        old = self.row
        self.row = ButtonRow(list(bar.buttons), keyboard=True)
        if kind is not None and kind == self.kind:
            self.row.keep_focus_of(old)
        else:
            self.typed = ""
        self.kind = kind

    def key(self, t, ev) -> bool:
        """Handle the key ``ev`` at table ``t``; False if it is not the bar's."""
        if not self.row.buttons or t.choices():
            return False
        if ev.key in NEXT_KEYS or ev.key in PRESS_KEYS:
            if ev.key in PRESS_KEYS and self.row.focused is None:
                return False
            self.typed = ""
            self.row.handle(ev, t.m)
            return True
        v = t.view
        if v.phase == T.AUCTION and ev.key in DIGIT_KEYS:
            self.typed = (self.typed + DIGIT_KEYS[ev.key])[-2:]
            values = [mv.value for mv in t.bar.moves if type(mv) is T.Bid]
            if int(self.typed) not in values and len(self.typed) == 2:
                self.typed = self.typed[-1]  # a fresh start with this digit
            typed = int(self.typed)
            if typed in values:
                move = T.Bid(typed)
                why = t.reason(move)
                if why:
                    t.refused(why[:1].upper() + why[1:] + ".")
                else:
                    self.row.focus_button(t.bar.button_for(move))
            return True
        if v.phase == T.TRUMP and ev.key in SUIT_KEYS:
            button = t.bar.button_for(T.ChooseTrump(SUIT_KEYS[ev.key]))
            if button is not None and button.enabled:
                self.row.focus_button(button)
            return True
        return False
