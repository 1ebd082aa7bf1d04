"""Rules help: a game's rules (assets/rules/<game>.md) in a scrollable screen. Reached from
the menu and with F1 at a table. Understands # and ## headings, paragraphs, "- " lists and
**bold**; the page is laid out once per window size and scrolled by blitting part of it."""

from __future__ import annotations

import re

import pygame

from app.paths import asset_path
from app.ui import fonts
from app.ui.engine import Scene
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, blit_text, draw_felt, panel

PAGE = (140, 84, 1000, 580)  # logical rect of the text area
BODY = 19


def parse_markdown(src: str) -> list[tuple[str, str]]:
    """Blocks of ("h1" | "h2" | "p" | "li", text); consecutive text lines join a paragraph."""
    blocks: list[tuple[str, str]] = []
    para: list[str] = []
    kind = "p"

    def flush():
        nonlocal para
        if para:
            blocks.append((kind, " ".join(s.strip() for s in para)))
            para = []

    for raw in src.splitlines():
        line = raw.rstrip()
        if not line.strip():
            flush()
            kind = "p"
            continue
        if line.startswith("## "):
            flush()
            blocks.append(("h2", line[3:].strip()))
        elif line.startswith("# "):
            flush()
            blocks.append(("h1", line[2:].strip()))
        elif re.match(r"^\s*[-*] ", line):
            flush()
            kind = "li"
            para = [re.sub(r"^\s*[-*] ", "", line)]
        else:
            if not para:
                kind = "p"
            para.append(line)
    flush()
    return blocks


def _spans(text: str) -> list[tuple[str, bool]]:
    """Words with a bold flag, from **bold** markup; `code` marks are dropped."""
    out = []
    for i, part in enumerate(re.split(r"\*\*", text.replace("`", ""))):
        for w in part.split():
            out.append((w, i % 2 == 1))
    return out


def layout_page(blocks, width_px: int, scale: float) -> pygame.Surface:
    """Render all blocks into one tall transparent surface ``width_px`` wide."""
    items: list[tuple[pygame.Surface, int, int]] = []  # (image, x, y)
    y = 0
    for kind, text in blocks:
        if kind in ("h1", "h2"):
            size = round((34 if kind == "h1" else 25) * scale)
            y += round((10 if kind == "h1" else 16) * scale) if items else 0
            for line in fonts.wrap(text.replace("**", ""), size, width_px, "bold"):
                img = fonts.text(line, size, GOLD if kind == "h1" else TEXT, "bold")
                items.append((img, 0, y))
                y += img.get_height()
            y += round(8 * scale)
            continue
        size = round(BODY * scale)
        indent = round(26 * scale) if kind == "li" else 0
        if kind == "li":
            bullet = fonts.text("\u2022", size, GOLD, "bold")
            items.append((bullet, round(8 * scale), y))
        x = indent
        line_h = fonts.font(size).get_linesize()
        space = fonts.font(size).size(" ")[0]
        for word, bold in _spans(text):
            img = fonts.text(word, size, TEXT, "bold" if bold else "sans")
            if x > indent and x + img.get_width() > width_px:
                x = indent
                y += line_h
            items.append((img, x, y))
            x += img.get_width() + space
        y += line_h + round(10 * scale)
    page = pygame.Surface((width_px, max(1, y)), pygame.SRCALPHA)
    for img, x, yy in items:
        page.blit(img, (x, yy))
    return page


def load_rules_text(topic: str) -> str:
    path = asset_path("rules", f"{topic}.md")
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return f"# {topic}\n\nThe rules text for this game is missing ({path.name})."


class RulesHelp(Scene):
    is_rules_help = True

    def __init__(self, app, topic: str):
        super().__init__(app)
        self.topic = topic
        self.blocks = parse_markdown(load_rules_text(topic))
        self.scroll = 0
        self._page = None
        self._page_key = None
        self.buttons = ButtonRow([Button("Back", (1150, 20, 110, 44), self.back, size=18)])

    @property
    def title(self) -> str:
        return self.blocks[0][1] if self.blocks and self.blocks[0][0] == "h1" else self.topic

    def page(self) -> pygame.Surface:
        m = self.app.metrics
        key = (m.w, m.h)
        if self._page is None or self._page_key != key:
            self._page = layout_page(self.blocks, m.rect(*PAGE).width, m.s)
            self._page_key = key
        return self._page

    def max_scroll(self) -> int:
        return max(0, self.page().get_height() - self.app.metrics.rect(*PAGE).height)

    def scroll_by(self, px: int) -> None:
        self.scroll = min(self.max_scroll(), max(0, self.scroll + px))
        self.app.invalidate()

    def handle_event(self, ev) -> None:
        m = self.app.metrics
        if self.buttons.handle(ev, m):
            return
        view_h = m.rect(*PAGE).height
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll_by(-ev.y * m.px(60))
        elif ev.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: m.px(40), pygame.K_UP: -m.px(40), pygame.K_PAGEDOWN: view_h - m.px(40),
                    pygame.K_PAGEUP: -(view_h - m.px(40)), pygame.K_SPACE: view_h - m.px(40),
                    pygame.K_HOME: -10**9, pygame.K_END: 10**9}.get(ev.key)
            if step is not None:
                self.scroll_by(step)

    def resize(self, m) -> None:
        self._page = None
        self.scroll = 0

    def draw(self, surface) -> None:
        m = self.app.metrics
        draw_felt(surface)
        frame = m.rect(*PAGE).inflate(m.px(60), m.px(40))
        panel(surface, frame, radius=m.px(14), alpha=230)
        area = m.rect(*PAGE)
        page = self.page()
        self.scroll = min(self.scroll, self.max_scroll())
        surface.blit(page, area.topleft, pygame.Rect(0, self.scroll, area.width, area.height))
        # scroll bar
        if self.max_scroll() > 0:
            track = pygame.Rect(frame.right - m.px(14), area.top, m.px(6), area.height)
            pygame.draw.rect(surface, (40, 80, 60), track, border_radius=m.px(3))
            frac = area.height / page.get_height()
            th = max(m.px(30), int(track.height * frac))
            ty = track.top + int((track.height - th) * self.scroll / self.max_scroll())
            pygame.draw.rect(surface, GOLD, (track.left, ty, track.width, th), border_radius=m.px(3))
        blit_text(surface, m, "Rules", 40, 24, 30, GOLD, "serif")
        blit_text(surface, m, "Wheel, arrows or Page Up/Down to scroll  •  Esc to go back", 640, 706, 14, MUTED,
                  anchor="midbottom")
        self.buttons.draw(surface, m)
