"""Settings: window size, fullscreen, animation speed, four-colour deck, card back, sound,
the language, text size and the player's name. Each change is applied at once and saved (atomically) to the settings
file.

Keyboard: Up/Down choose a row, Left/Right change it; Tab / Shift+Tab move the focus ring
through every button (the row follows it), Enter or Space presses the focused button. The
name is typed after clicking its field (or pressing its Edit button) and kept on Enter or
when the field is left."""

from __future__ import annotations

import pygame

from app import i18n
from app.i18n import N_, _, ngettext, pgettext
from app.rules.cards import Card
from app.store import settings as store
from app.ui.engine import Metrics, Scene
from app.ui.widgets import (GOLD, MUTED, TEXT, Button, ButtonRow, TextField, Toast, blit_lines, blit_text, draw_felt,
                            fit_size, panel, text_height)

NAME_LEN = 14  # a seat's name on the setup screen is at most this long


def next_window_size(current, step):
    """The next listed window size; from a size the player dragged, the next larger (or
    smaller) listed one."""
    sizes = sorted(store.WINDOW_SIZES, key=lambda wh: wh[0] * wh[1])
    current = tuple(current)
    if current in sizes:
        return sizes[(sizes.index(current) + step) % len(sizes)]
    area = current[0] * current[1]
    bigger = [wh for wh in sizes if wh[0] * wh[1] > area]
    smaller = [wh for wh in sizes if wh[0] * wh[1] < area]
    if step > 0:
        return bigger[0] if bigger else sizes[0]
    return smaller[-1] if smaller else sizes[-1]


def _cycle(values, current, step):
    values = list(values)
    i = values.index(current) if current in values else 0
    return values[(i + step) % len(values)]


def on_off(value: bool) -> str:
    return pgettext("switch", "on") if value else pgettext("switch", "off")


def animation_words(value: str) -> str:
    """An animation speed (app.store.settings.ANIMATION) in words."""
    return {"normal": pgettext("animation", "normal"), "fast": pgettext("animation", "fast"),
            "slow": pgettext("animation", "slow"), "off": pgettext("animation", "off")}.get(value, value)


def card_back_words(value: str) -> str:
    """A card back's design (app.ui.cardart.BACK_DESIGNS) in words."""
    # TRANSLATORS: the designs on the backs of the cards: a criss-cross lattice, waves, a rosette
    return {"lattice": pgettext("card back", "lattice"), "waves": pgettext("card back", "waves"),
            "rosette": pgettext("card back", "rosette")}.get(value, value)


def text_size_words(value: str) -> str:
    """A text size (app.store.settings.TEXT_SIZES) in words."""
    return {"normal": pgettext("text size", "normal"), "large": pgettext("text size", "large"),
            "largest": pgettext("text size", "largest")}.get(value, value)


class SettingsScene(Scene):
    title = "Settings"
    portrait_layout = True
    STEP = 68.0

    def __init__(self, app):
        super().__init__(app)
        from app.ui.cardart import BACK_DESIGNS

        s = app.settings
        self.toast = Toast()
        # (label, setting, its value in words, its next value): the words are translated when drawn
        self.rows = [
            (N_("Window size"), "window_size", lambda: "%d x %d" % tuple(s.window_size),
             lambda k: next_window_size(s.window_size, k)),
            (N_("Fullscreen (F11)"), "fullscreen", lambda: on_off(s.fullscreen), lambda k: not s.fullscreen),
            (N_("Animations"), "animation", lambda: animation_words(s.animation),
             lambda k: _cycle(store.ANIMATION, s.animation, k)),
            (N_("Four-colour deck"), "four_colour", lambda: on_off(s.four_colour), lambda k: not s.four_colour),
            (N_("Card back"), "card_back", lambda: card_back_words(s.card_back),
             lambda k: _cycle(BACK_DESIGNS, s.card_back, k)),
            (N_("Sound effects"), "sound", lambda: on_off(s.sound), lambda k: not s.sound),
            # the language takes effect at once: the App lays every scene out again in it
            (N_("Language"), "language", lambda: i18n.choice_name(s.language),
             lambda k: _cycle(i18n.CHOICES, s.language, k)),
            (N_("Text size"), "text_size", lambda: text_size_words(s.text_size),
             lambda k: _cycle(store.TEXT_SIZES, s.text_size, k)),
        ]
        self.name_row = len(self.rows)  # the last row: the player's name
        self.name_field = TextField((0, 0, 10, 10), s.player_name, NAME_LEN, placeholder=_("your name"), size=22,
                                    on_refuse=lambda text: self.toast.show(text, "error", 5.0), what="name")
        self.focus = 0
        self.buttons = ButtonRow(keyboard=True, arrows=False)
        self._build(self.m)

    # ------------------------------------------------------------------ layout
    def layout(self, m: Metrics) -> dict:
        # rows closer together when a larger text size gives the footer more lines
        if m.column:
            cw = min(m.dw - 40, 760.0)
            x0 = (m.dw - cw) / 2
            room = m.dh - 104 - 20 - 40 - 150 - 16 - self.foot_height(m, cw - 20)
            step = max(56.0, min(self.STEP, room / (self.name_row + 1)))
            return dict(column=True, title=(x0 + 10, 24), back=(x0 + cw - 110, 28, 110, 44),
                        panel=(x0, 104, cw, (self.name_row + 1) * step + 20), label_x=x0 + 20,
                        right=x0 + cw - 12, preview=(x0 + 20, 104 + (self.name_row + 1) * step + 40, "row"),
                        foot=(x0 + 10, cw - 20), step=step)
        room = m.dh - 110 - 20 - 14 - 16 - self.foot_height(m, 1100)
        step = max(56.0, min(self.STEP, room / (self.name_row + 1)))
        return dict(column=False, title=(60, 28), back=(1150, 20, 110, 44),
                    panel=(120, 110, 800, (self.name_row + 1) * step + 20), label_x=160, right=908,
                    preview=(980, 150, "column"), foot=(120, 1100), step=step)

    def foot_texts(self) -> tuple[str, str]:
        from app.paths import config_dir

        # TRANSLATORS: {folder} is where the settings file is kept
        where = _("Saved in {folder}").format(folder=config_dir())
        # TRANSLATORS: the settings' key hints; Up, Down, Left, Right, Tab, Enter and Esc are keys
        keys = _("Up/Down choose a row, Left/Right change it  •  Tab moves, Enter presses  •  Esc back")
        return where, keys

    def foot_height(self, m: Metrics, width: float) -> float:
        return sum(text_height(m, t, width, 15) for t in self.foot_texts()) + 4

    def row_y(self, i: int) -> float:
        return self.L["panel"][1] + 16 + i * self.L["step"]

    def _build(self, m: Metrics) -> None:
        L = self.L = self.layout(m)
        old = self.buttons
        self.buttons = ButtonRow(keyboard=True, arrows=False)
        right = L["right"]
        for i in range(len(self.rows)):
            y = self.row_y(i)
            self.buttons.add(Button("<", (right - 328, y, 52, 48), lambda i=i: self.change(i, -1), size=22))
            self.buttons.add(Button(">", (right - 52, y, 52, 48), lambda i=i: self.change(i, +1), size=22))
        y = self.row_y(self.name_row)
        self.name_field.lrect = (right - 328, y, 218, 48)
        self.name_field.placeholder = _("your name")
        # TRANSLATORS: the button that starts typing the player's name
        self.edit_button = self.buttons.add(Button(_("Edit"), (right - 100, y, 100, 48), self.edit_name, size=18))
        self.back_button = self.buttons.add(Button(_("Back"), L["back"], self.back, size=18))
        self.buttons.keep_focus_of(old)

    def resize(self, m: Metrics) -> None:
        self._build(m)

    def enter(self) -> None:
        self._build(self.m)
        self.buttons.refresh_hover(self.m)

    def exit(self) -> None:
        if self.name_field.focused:
            self.name_field.focused = False
        self.keep_name()

    # ------------------------------------------------------------------ actions
    def change(self, i: int, step: int) -> None:
        name, nxt = self.rows[i][1], self.rows[i][3]
        self.focus = i
        try:
            self.app.settings.set(name, nxt(step))
        except ValueError as exc:  # a value that is not allowed: refused, nothing changes
            self.toast.show(str(exc), "error")
            return
        self.app.apply_settings()  # it applies at once, saved or not
        try:
            store.save(self.app.settings)
        except OSError as exc:  # a read-only folder: used now, said once, not kept
            self.toast.show(str(exc), "error")
        if name == "sound" and self.app.settings.sound:
            self.app.sounds.play("place")

    def edit_name(self) -> None:
        self.focus = self.name_row
        self.name_field.focused = True
        pygame.key.start_text_input()

    def keep_name(self) -> bool:
        """Save the typed name if it changed; a name that is not allowed is refused with a
        message and the saved one shown again."""
        s = self.app.settings
        value = self.name_field.value.strip()
        if value == s.player_name:
            return True
        try:
            s.set("player_name", value)
        except ValueError:
            # TRANSLATORS: {count} is the longest a name may be; {name} is the name kept
            self.toast.show(ngettext("A name needs 1 to {count} character; it stays {name}.",
                                     "A name needs 1 to {count} characters; it stays {name}.",
                                     NAME_LEN).format(count=NAME_LEN, name=s.player_name), "error")
            self.name_field.value = s.player_name
            return False
        self.name_field.value = s.player_name
        try:
            store.save(s)
        except OSError as exc:
            # TRANSLATORS: {reason} says why, in the system's words
            self.toast.show(_("The settings could not be saved ({reason}).").format(reason=exc.strerror or exc),
                            "error")
        return True

    def _ring_row(self) -> None:
        """The highlighted row follows the focus ring."""
        b = self.buttons.focused
        if b is None:
            return
        i = self.buttons.buttons.index(b)
        if i < 2 * len(self.rows):
            self.focus = i // 2
        elif b is self.edit_button:
            self.focus = self.name_row

    def _ring_to_row(self) -> None:
        if self.focus == self.name_row:
            self.buttons.focus_button(self.edit_button)
        else:
            self.buttons.set_focus(2 * self.focus + 1)

    def handle_event(self, ev) -> None:
        m = self.m
        was_editing = self.name_field.focused
        if self.name_field.handle(ev, m):
            if ev.type == pygame.MOUSEBUTTONDOWN:
                self.focus = self.name_row
            if was_editing and not self.name_field.focused:
                self.keep_name()
            return
        if was_editing and not self.name_field.focused:  # a click elsewhere left the field
            self.keep_name()
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_UP, pygame.K_DOWN):
            self.focus = (self.focus + (-1 if ev.key == pygame.K_UP else 1)) % (len(self.rows) + 1)
            self._ring_to_row()
            return
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_LEFT, pygame.K_RIGHT):
            if self.focus < len(self.rows):
                self.change(self.focus, -1 if ev.key == pygame.K_LEFT else 1)
                self.buttons.set_focus(2 * self.focus + (0 if ev.key == pygame.K_LEFT else 1))
            return
        if self.buttons.handle(ev, m):
            self._ring_row()
            return
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.focus == self.name_row:
                self.edit_name()
            else:
                self.change(self.focus, 1)

    def back(self) -> None:
        if self.name_field.focused:
            self.name_field.focused = False
            self.keep_name()
            return
        self.app.scenes.pop()

    def update(self, dt: float) -> bool:
        return self.toast.update(dt)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        m = self.m
        if self.L["column"] != m.column:
            self._build(m)
        L = self.L
        draw_felt(surface)
        blit_text(surface, m, _("Settings"), *L["title"], 44, GOLD, "serif")
        px, py, pw, ph = L["panel"]
        panel(surface, m.rect(px, py, pw, ph), radius=m.px(14))
        right = L["right"]
        label_w = right - 328 - 12 - L["label_x"]
        for i in range(len(self.rows) + 1):
            y = self.row_y(i)
            if i == self.focus:
                pygame.draw.rect(surface, (40, 110, 74), m.rect(px + 12, y - 6, pw - 24, min(60, L["step"] - 2)),
                                 border_radius=m.px(8))
            label = _("Your name") if i == self.name_row else _(self.rows[i][0])
            blit_text(surface, m, label, L["label_x"], y + 24, fit_size(m, label, 24, label_w, "bold"), TEXT, "bold",
                      anchor="midleft")
            if i < len(self.rows):
                value = self.rows[i][2]()
                blit_text(surface, m, value, right - 164, y + 24, fit_size(m, value, 24, 212, "bold"), GOLD, "bold",
                          anchor="center")
        self.name_field.draw(surface, m)
        self.buttons.draw(surface, m)
        self._draw_preview(surface, m)
        fx, fw = L["foot"]
        where, keys = self.foot_texts()
        fy = (py + ph + 14) if not m.column else (L["preview"][1] + 150)
        if not m.column:
            fy = max(fy, m.dh - 16 - text_height(m, where, fw, 15) - text_height(m, keys, fw, 15))
        fy += blit_lines(surface, m, where, fx, fy, fw, 15, MUTED)
        blit_lines(surface, m, keys, fx, fy + 4, fw, 15, MUTED)
        self.toast.draw(surface, m)

    def _draw_preview(self, surface, m: Metrics) -> None:
        """Two faces and a back, as they will look at the table."""
        x, y, how = self.L["preview"]
        w, h = m.px(90), m.px(126)
        art = self.app.art
        if how == "column":
            blit_text(surface, m, _("Preview"), x + 100, y - 6, 20, MUTED, anchor="midbottom")
            spots = [(x, y), (x + 100, y), (x + 50, y + 150)]
        else:
            preview = _("Preview")
            blit_text(surface, m, preview, x + 100, y + 63, fit_size(m, preview, 20, 96), MUTED, anchor="midright")
            spots = [(x + 110, y), (x + 210, y), (x + 310, y)]
        for (cx, cy), text in zip(spots, ("QD", "7C", None)):
            img = art.face(Card.parse(text), w, h) if text else art.back(w, h)
            surface.blit(img, m.pt(cx, cy))
