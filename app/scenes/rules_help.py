"""Rules help: a game's rules (assets/rules/<game>.md) in a scrollable screen. Reached from
the menu and with F1 at a table. Understands # and ## headings, paragraphs, "- " lists and
**bold**; the page is laid out once per window size and scrolled by blitting part of it.

The text is one column that scrolls, so it does not have to follow the stage's uniform scale:
it never gets smaller than MIN_BODY_PX on screen (a small or tall narrow window renders it
larger than the scale says and wraps it to the panel's pixel width), and in a window taller
than 16:9 the panel grows down to the bottom of the window instead of leaving bands above and
below the stage.

The text is in the player's language: assets/rules/<game>.md is English, and each other
language has its own folder, assets/rules/<code>/<game>.md, with the same headings in the same
order (the tests hold every translation to the English structure). A missing translation shows
the English text, with one line in the diagnostic log. The pseudo-language shows the English
text passed through ``i18n.pseudo``, block by block. The scene reads the language each time it
lays the page out, so a switch in Settings (the App lays every scene out again) changes the
text at once."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

import pygame

from app import i18n
from app.i18n import N_, _
from app.log import log
from app.paths import asset_path
from app.ui import fonts, textfit
from app.ui.engine import DESIGN_H, Metrics, Scene
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, blit_text, draw_felt, panel

PAGE = (140, 84, 1000, 580)  # logical rect of the text area (on a 16:9 window)
FOOTER_Y = 706  # logical baseline of the key hint under the panel
BODY = 19  # body text size on the 1280x720 stage
MIN_BODY_PX = 14  # body text is never smaller than this on screen
MIN_HINT_PX = 12  # nor the key hint under the panel
# TRANSLATORS: the key hint under the rules help; keep the keys' names (Page Up/Down, Esc)
# as your keyboard shows them
HINT = N_("Wheel, arrows or Page Up/Down to scroll  \u2022  Esc to go back")


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


def words(text: str) -> list[list[tuple[str, bool]]]:
    """The words of a paragraph, each a list of (text, bold) pieces that touch: "**Trail**:"
    is one word of two pieces, ("Trail", True) and (":", False). Words are what whitespace in
    the source separates; `code` marks are dropped."""
    out: list[list[tuple[str, bool]]] = []
    current: list[tuple[str, bool]] = []
    for i, part in enumerate(re.split(r"\*\*", text.replace("`", ""))):
        bold = i % 2 == 1
        for chunk in re.split(r"(\s+)", part):
            if not chunk:
                continue
            if chunk.isspace():
                if current:
                    out.append(current)
                    current = []
            else:
                current.append((chunk, bold))
    if current:
        out.append(current)
    return _glue_spaced_punctuation(out)


# French sets a space before : ; ! ? and » and after «: such a mark stays on its word's line
STICKS_BACK = {":", ";", "!", "?", "\u00bb", "!?", "?!"}
STICKS_ON = {"\u00ab"}


def _glue_spaced_punctuation(out):
    """Join a mark that the source spaces off its word (French "position ;", "« montre »")
    to that word, the space kept inside, so that a line never starts with ";" or ends with
    "«"."""
    glued: list[list[tuple[str, bool]]] = []
    pending: list[tuple[str, bool]] = []  # a « waiting for the word it opens
    for word in out:
        text = "".join(s for s, bold in word)
        if text in STICKS_BACK and glued and not pending:
            glued[-1] = glued[-1] + [(" " + s if i == 0 else s, bold) for i, (s, bold) in enumerate(word)]
        elif text in STICKS_ON:
            pending += [(s + " " if i == len(word) - 1 else s, bold) for i, (s, bold) in enumerate(word)]
        else:
            glued.append(pending + word)
            pending = []
    if pending:
        glued.append(pending)
    return glued


@dataclass(frozen=True)
class Run:
    """One piece of text placed on the page: its pixel rect on the page surface."""

    text: str
    rect: pygame.Rect
    size: int
    style: str
    kind: str  # the block it belongs to: "h1", "h2", "p" or "li"


@dataclass
class Page:
    surface: pygame.Surface
    runs: list[Run]


def text_scale(scale: float) -> float:
    """The scale for the help's text: the stage's, but never below MIN_BODY_PX body text."""
    return max(scale, MIN_BODY_PX / BODY)


def _fit_pieces(word, size, width):
    """Split a word's pieces so that none is wider than ``width`` (only a word longer than
    the whole column needs this)."""
    out = []
    for s, bold in word:
        f = fonts.font(size, "bold" if bold else "sans")
        while f.size(s)[0] > width and len(s) > 1:
            n = len(s) - 1
            while n > 1 and f.size(s[:n])[0] > width:
                n -= 1
            out.append([(s[:n], bold)])
            s = s[n:]
        out.append([(s, bold)])
    return out


def layout_page(blocks, width_px: int, scale: float) -> Page:
    """Lay all blocks out in one tall transparent surface ``width_px`` wide, wrapping every
    line to that width. ``scale`` is the stage's; the text never gets smaller than
    MIN_BODY_PX (see text_scale)."""
    ts = text_scale(scale)
    runs: list[Run] = []
    images: list[pygame.Surface] = []
    y = 0

    def place(img, x, yy, s, size, style, kind):
        runs.append(Run(s, pygame.Rect(x, yy, img.get_width(), img.get_height()), size, style, kind))
        images.append(img)

    for kind, text in blocks:
        heading = kind in ("h1", "h2")
        if heading:
            size = round((34 if kind == "h1" else 25) * ts)
            y += round((10 if kind == "h1" else 16) * ts) if runs else 0
            colour = GOLD if kind == "h1" else TEXT
            text = text.replace("**", "")
        else:
            size = round(BODY * ts)
            colour = TEXT
        indent = round(26 * ts) if kind == "li" else 0
        if kind == "li":
            bullet = fonts.text("\u2022", size, GOLD, "bold")
            place(bullet, round(8 * ts), y, "\u2022", size, "bold", kind)
        f = fonts.font(size, "bold" if heading else "sans")
        line_h = f.get_linesize()
        space = f.size(" ")[0]
        x = indent
        room = max(1, width_px - indent)
        for word in words(text):
            pieces = [(s, heading or bold) for s, bold in word]
            parts = [pieces] if _word_width(pieces, size) <= room else _fit_pieces(pieces, size, room)
            for part in parts:
                w = _word_width(part, size)
                if x > indent and x + space + w > width_px:
                    x = indent
                    y += line_h
                elif x > indent:
                    x += space
                for s, bold in part:
                    style = "bold" if bold else "sans"
                    img = fonts.text(s, size, colour, style)
                    place(img, x, y, s, size, style, kind)
                    x += img.get_width()
        y += line_h + round((8 if heading else 10) * ts)
    page = textfit.surface((width_px, max(1, y)), pygame.SRCALPHA)
    for img, run in zip(images, runs):
        page.blit(img, run.rect)
    return Page(page, runs)


def _word_width(pieces, size) -> int:
    return sum(fonts.font(size, "bold" if bold else "sans").size(s)[0] for s, bold in pieces)


def rules_path(topic: str, code: str = i18n.ENGLISH):
    """Where ``topic``'s rules text in language ``code`` is kept: assets/rules/<topic>.md for
    English, assets/rules/<code>/<topic>.md for the others."""
    if code == i18n.ENGLISH:
        return asset_path("rules", f"{topic}.md")
    return asset_path("rules", code, f"{topic}.md")


_told_missing: set[tuple[str, str]] = set()  # (topic, language) already logged as missing


def load_rules_text(topic: str, code: str | None = None) -> str:
    """``topic``'s rules text in language ``code`` (default: the current one). A language
    without its own text gets the English one (the log says so once); the pseudo-language
    gets the English one too (``load_blocks`` passes it through i18n.pseudo)."""
    code = i18n.language() if code is None else code
    if code not in (i18n.ENGLISH, i18n.PSEUDO):
        path = rules_path(topic, code)
        try:
            return path.read_text(encoding="utf-8")
        except OSError as exc:
            if (topic, code) not in _told_missing:
                _told_missing.add((topic, code))
                log.warning("rules help: no %s text for %s (%s); showing the English", code, topic,
                            exc.strerror or exc)
    path = rules_path(topic)
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        # TRANSLATORS: shown in the rules help when a game's rules file is missing from the
        # installation; {file} is its file name
        return f"# {topic}\n\n" + _("The rules text for this game is missing ({file}).").format(file=path.name)


def load_blocks(topic: str, code: str | None = None) -> list[tuple[str, str]]:
    """``topic``'s rules as blocks (see parse_markdown) in language ``code`` (default: the
    current one); in the pseudo-language each block's text is the English passed through
    i18n.pseudo (the ** marks kept, so bold stays bold)."""
    code = i18n.language() if code is None else code
    blocks = parse_markdown(load_rules_text(topic, code))
    if code == i18n.PSEUDO:
        blocks = [(kind, i18n.pseudo(text)) for kind, text in blocks]
    return blocks


class RulesHelp(Scene):
    is_rules_help = True

    def __init__(self, app, topic: str):
        super().__init__(app)
        self.topic = topic
        self.language = i18n.language()
        self.blocks = load_blocks(topic, self.language)
        self.scroll = 0
        self._layout: Page | None = None
        self._layout_key = None
        self.buttons = ButtonRow([Button(_("Back"), (1150, 20, 110, 44), self.back, size=18)])

    def follow_language(self) -> bool:
        """Read the text again if the language changed since it was read (the page starts at
        the top again); True if it did."""
        code = i18n.language()
        if code == self.language:
            return False
        self.language = code
        self.blocks = load_blocks(self.topic, code)
        self._layout = None
        self.scroll = 0
        self.buttons.buttons[0].label = _("Back")
        return True

    @property
    def title(self) -> str:
        return self.blocks[0][1] if self.blocks and self.blocks[0][0] == "h1" else self.topic

    # geometry ------------------------------------------------------------------
    def header_metrics(self) -> Metrics:
        """The stage's scale with the stage at the top of the window: the title and the Back
        button stay at the top when the window is taller than 16:9."""
        m = self.app.metrics
        if m.oy <= 0:
            return m
        return Metrics(m.w, math.ceil(DESIGN_H * m.s))

    def area(self) -> pygame.Rect:
        """The text area in window pixels: the stage's column, from under the title down to
        just above the key hint at the bottom of the window."""
        m = self.app.metrics
        top = self.header_metrics().rect(*PAGE)
        bottom = m.h - round((DESIGN_H - PAGE[1] - PAGE[3]) * m.s)
        return pygame.Rect(top.x, top.y, top.w, max(1, bottom - top.y))

    def frame(self) -> pygame.Rect:
        """The panel behind the text."""
        m = self.app.metrics
        return self.area().inflate(m.px(60), m.px(40))

    def layout(self) -> Page:
        self.follow_language()
        m = self.app.metrics
        key = (m.w, m.h)
        if self._layout is None or self._layout_key != key:
            self._layout = layout_page(self.blocks, self.area().width, m.s)
            self._layout_key = key
        return self._layout

    def page(self) -> pygame.Surface:
        return self.layout().surface

    def max_scroll(self) -> int:
        return max(0, self.page().get_height() - self.area().height)

    def visible_band(self) -> tuple[int, int]:
        """The band of the page (top, bottom in page pixels) that is shown at the current
        scroll: the text area's height, less any line that would only partly show."""
        y0, y1 = self.scroll, self.scroll + self.area().height
        top, bottom = y0, y1
        for run in self.layout().runs:
            if run.rect.top < y0 < run.rect.bottom:
                top = max(top, run.rect.bottom)
            if run.rect.top < y1 < run.rect.bottom:
                bottom = min(bottom, run.rect.top)
        return top, max(top, bottom)

    def shown_runs(self) -> list[tuple[Run, pygame.Rect]]:
        """The runs shown at the current scroll, each with its rect in window pixels."""
        area = self.area()
        top, bottom = self.visible_band()
        return [(run, run.rect.move(area.x, area.y - self.scroll)) for run in self.layout().runs
                if top <= run.rect.top and run.rect.bottom <= bottom]

    def scroll_by(self, px: int) -> None:
        self.scroll = min(self.max_scroll(), max(0, self.scroll + px))
        self.app.invalidate()

    # events ----------------------------------------------------------------------
    def handle_event(self, ev) -> None:
        m = self.app.metrics
        if self.buttons.handle(ev, self.header_metrics()):
            return
        view_h = self.area().height
        line = fonts.font(round(BODY * text_scale(m.s))).get_linesize()
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll_by(-ev.y * 3 * line)
        elif ev.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 2 * line, pygame.K_UP: -2 * line, pygame.K_PAGEDOWN: view_h - 2 * line,
                    pygame.K_PAGEUP: -(view_h - 2 * line), pygame.K_SPACE: view_h - 2 * line,
                    pygame.K_HOME: -10**9, pygame.K_END: 10**9}.get(ev.key)
            if step is not None:
                self.scroll_by(step)

    def resize(self, m) -> None:
        self._layout = None
        self.scroll = 0
        self.follow_language()

    # drawing -----------------------------------------------------------------------
    def draw(self, surface) -> None:
        m = self.app.metrics
        hm = self.header_metrics()
        draw_felt(surface)
        frame = self.frame()
        panel(surface, frame, radius=m.px(14), alpha=230)
        area = self.area()
        page = self.page()
        self.scroll = min(self.scroll, self.max_scroll())
        y0, y1 = self.visible_band()
        surface.blit(page, (area.x, area.y + y0 - self.scroll), pygame.Rect(0, y0, area.width, y1 - y0))
        # scroll bar
        if self.max_scroll() > 0:
            track = pygame.Rect(frame.right - m.px(14), area.top, m.px(6), area.height)
            pygame.draw.rect(surface, (40, 80, 60), track, border_radius=m.px(3))
            frac = area.height / page.get_height()
            th = max(m.px(30), int(track.height * frac))
            ty = track.top + int((track.height - th) * self.scroll / self.max_scroll())
            pygame.draw.rect(surface, GOLD, (track.left, ty, track.width, th), border_radius=m.px(3))
        blit_text(surface, hm, _("Rules"), 40, 24, 30, GOLD, "serif")
        hint = fonts.text(_(HINT), max(m.px(14), MIN_HINT_PX), MUTED)
        surface.blit(hint, hint.get_rect(midbottom=(m.w // 2, m.h - round((DESIGN_H - FOOTER_Y) * m.s))))
        self.buttons.draw(surface, hm)
