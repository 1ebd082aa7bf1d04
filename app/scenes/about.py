"""About Felt: version, what it is, where its files are kept, credits."""

from __future__ import annotations

from app import __version__
from app.paths import config_dir, data_dir
from app.ui.engine import Scene
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, blit_text, draw_felt, panel


class AboutScene(Scene):
    title = "About"

    def __init__(self, app):
        super().__init__(app)
        self.buttons = ButtonRow([Button("Back", (1150, 20, 110, 44), self.back, size=18)])

    def handle_event(self, ev) -> None:
        self.buttons.handle(ev, self.app.metrics)

    def draw(self, surface) -> None:
        m = self.app.metrics
        draw_felt(surface)
        panel(surface, m.rect(190, 110, 900, 500), radius=m.px(14))
        blit_text(surface, m, "Felt", 640, 130, 64, GOLD, "serif", anchor="midtop")
        lines = [
            (f"Version {__version__}", TEXT, 22),
            ("An offline card table: five games against the computer or pass-and-play,", TEXT, 20),
            ("and a free sandbox table for any game Felt does not know.", TEXT, 20),
            ("", TEXT, 12),
            (f"Settings: {config_dir()}", MUTED, 16),
            (f"Saves and statistics: {data_dir()}", MUTED, 16),
            ("", TEXT, 12),
            ("Cards, tiles and sounds are drawn and made by Felt's own code.", MUTED, 16),
            ("Text is set in DejaVu Sans and DejaVu Serif (Bitstream Vera licence, see assets/LICENSES.md).", MUTED, 16),
            ("Built on pygame-ce and platformdirs.", MUTED, 16),
        ]
        y = 230
        for s, color, size in lines:
            if s:
                blit_text(surface, m, s, 640, y, size, color, anchor="midtop")
            y += size + 14
        self.buttons.draw(surface, m)
