"""About Felt: version, what it is, where its files are kept, credits. Every line wraps to
the panel; a narrow window gets a narrower, taller panel."""

from __future__ import annotations

from app import __version__
from app.i18n import _
from app.paths import config_dir, data_dir
from app.ui.engine import Metrics, Scene
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, blit_lines, blit_text, draw_felt, panel, text_height


class AboutScene(Scene):
    title = "About"
    portrait_layout = True

    def __init__(self, app):
        super().__init__(app)
        self.buttons = ButtonRow(keyboard=True)
        self._build(self.m)

    def _build(self, m: Metrics) -> None:
        ring = self.buttons.ring
        if m.column:
            rect = (m.dw - 20 - 110, 20, 110, 44)
        else:
            rect = (1150, 20, 110, 44)
        self.buttons = ButtonRow([Button(_("Back"), rect, self.back, size=18)], keyboard=True)
        if ring:
            self.buttons.set_focus(0)

    def resize(self, m: Metrics) -> None:
        self._build(m)

    def enter(self) -> None:
        self._build(self.m)
        self.buttons.refresh_hover(self.m)

    def handle_event(self, ev) -> None:
        self.buttons.handle(ev, self.m)

    def lines(self) -> list[tuple[str, tuple, float]]:
        return [
            # TRANSLATORS: {version} is Felt's version number, such as 0.1.0
            (_("Version {version}").format(version=__version__), TEXT, 22),
            (_("An offline card table: five games against the computer or pass-and-play, "
               "and a free sandbox table for any game Felt does not know."), TEXT, 20),
            ("", TEXT, 12),
            # TRANSLATORS: {folder} is where Felt keeps its settings on this computer
            (_("Settings: {folder}").format(folder=config_dir()), MUTED, 16),
            # TRANSLATORS: {folder} is where Felt keeps saved games, statistics and replays
            (_("Saves and statistics: {folder}").format(folder=data_dir()), MUTED, 16),
            ("", TEXT, 12),
            (_("Cards, tiles and sounds are drawn and made by Felt's own code."), MUTED, 16),
            # TRANSLATORS: the fonts' and licences' names stay as they are
            (_("Text is set in DejaVu Sans and DejaVu Serif (Bitstream Vera licence), Hindi in Noto Sans "
               "Devanagari (SIL Open Font Licence 1.1); see assets/LICENSES.md."), MUTED, 16),
            # TRANSLATORS: pygame-ce and platformdirs are the libraries' names
            (_("Built on pygame-ce and platformdirs."), MUTED, 16),
        ]

    def draw(self, surface) -> None:
        m = self.m
        draw_felt(surface)
        if m.column:
            x, w = 20.0, m.dw - 40
            top = 80.0
        else:
            x, w = 190.0, 900.0
            top = 110.0
        inner = w - 60
        lines = self.lines()

        def body_height(k: float) -> float:
            return sum(text_height(m, s, inner, size * k) + 14 if s else size * k + 14 for s, __, size in lines)

        # a larger text size may not fit: the body's sizes come down (not below 70 %) until it does
        k = 1.0
        while k > 0.7 and top + 120 + body_height(k) + 20 > m.dh - 8:
            k -= 0.05
        body = body_height(k)
        h = max(500.0 if not m.column else 0.0, 120 + body + 20)
        panel(surface, m.rect(x, top, w, h), radius=m.px(14))
        blit_text(surface, m, "Felt", x + w / 2, top + 20, 64, GOLD, "serif", anchor="midtop")
        y = top + 120
        for s, color, size in lines:
            if s:
                y += blit_lines(surface, m, s, x + w / 2, y, inner, size * k, color, align="center") + 14
            else:
                y += size * k + 14
        self.buttons.draw(surface, m)
