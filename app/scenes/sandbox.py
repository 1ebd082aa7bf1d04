"""The sandbox table: a free table for any card game Felt does not know, and the test bed of
the toolkit. Drag a card anywhere (onto a pile, along its own fanned hand to reorder it, or
onto the open table); Shift-drag, or drag a pile's grip below it, moves the whole pile; click
a card then a place to move it there; double-click or F flips a card, Shift+F the whole pile;
Space fans; S shuffles; D deals; G gathers everything; Ctrl+Z / Ctrl+Y undo and redo.

Every action that changes the table first cancels a drag under way (its drop targets may
be gone), and Decks, Jokers and Esc ask before they clear a table that has been played on.

The cards stand on the frame's pieces: the animator (app.ui.animator) shows the layout, a
card's place being (pile id, index), and the drag controller (app.ui.movedrag) offers every
card that lifts every pile and the open table as its choices."""

from __future__ import annotations

import random

import pygame

from app import i18n
from app.i18n import N_, _, ngettext, pgettext
from app.scenes.dialogs import ConfirmDialog
from app.scenes.sandbox_model import CARD_H, CARD_W, STAGE_H, TABLE_TOP, SandboxTable
from app.ui import fonts
from app.ui.animator import Animator, Slot
from app.ui.cards import CardLayer, CardSprite
from app.ui.engine import Scene
from app.ui.movedrag import Choice, MoveDrag
from app.ui.tween import Tweens
from app.ui.widgets import MUTED, Button, ButtonRow, Toast, blit_text, draw_felt, elide, fit_size, panel, wrap_text

GRIP_H = 18.0
BAR_Y, BAR_H, BAR_ROW_GAP = 10.0, 42.0, 8.0  # the toolbar's rows
HELP_SIZE = 13
EDGE = 10.0  # on the column stage, piles keep this far from the window's sides
TABLE = "table"  # the open table as a drop target (a pile is ("pile", id))
STAGGER = 0.012  # seconds between the cards of a deal or a gather
SELECTED_TINT = (250, 214, 90, 70)
DOUBLE_CLICK_S = 0.35
MAX_HANDS = 8
MAX_PER_HAND = 13
# TRANSLATORS: the sandbox's help line; keep the parts apart with " • " (it wraps there); the keys'
# names (Shift, Ctrl+Z, F1) stay as they are
HELP_LINE = N_("Drag cards (along a fan: reorder) \u2022 Shift-drag or the grip: whole pile \u2022 "
             "double-/right-click: flip \u2022 Shift+F: flip pile \u2022 Ctrl+Z/Y: undo/redo \u2022 F1: help")


def new_seed() -> int:
    """A deal number from the system's randomness: every new table is shuffled afresh."""
    return random.SystemRandom().randrange(1 << 31)


class SandboxDrag(MoveDrag):
    """The frame's drag controller with the sandbox's press and click: the scene says what a
    press lifts (``start_at``: a whole pile by its grip or with Shift) and handles a click
    (its own selection, a double-click flip); keys stay the sandbox's own."""

    def start_at(self, lpos, sprite, mods):
        return self.table.start_at(lpos, sprite, mods)

    def click(self, grab) -> None:
        self.table.clicked(grab.data)


class SandboxScene(Scene):
    """The 16:9 stage: the toolbar in one row, the table below it. In a tall narrow window
    the column stage (see app.ui.engine.stage_metrics): the toolbar wraps into rows, the
    help line into lines at the bottom, and the table takes the height between (the model's
    area: hands are dealt within it; when it changes shape every pile is carried to the
    same place in proportion)."""

    title = "Sandbox"
    portrait_layout = True  # a tall narrow window gets the column stage

    def __init__(self, app, seed: int | None = None, decks: int = 1, jokers: bool = False):
        super().__init__(app)
        self.model = SandboxTable(decks, jokers, new_seed() if seed is None else seed)
        self.layer = CardLayer()
        self.tweens = Tweens(app.anim_speed)
        self.toast = Toast()
        self.animator = Animator(self.layer, self.tweens, duration=0.3, rise=False)
        self.drag = SandboxDrag(self.layer, self, self.tweens, on_refused=self._refused)
        self._deck = None  # the card list the sprites were made for
        self._where: dict[int, tuple] = {}  # uid -> place (pile id, index) in the last layout
        self._uid: dict[tuple, int] = {}  # and back
        self._choices: list[Choice] = []
        self._choices_key = None  # the piles the choices were made for
        self.selected: list[int] = []  # uids picked by a click, waiting for a destination
        self.hands = 4
        self.per_hand = 5
        self._last_click = (None, -1.0)
        self._clock = 0.0
        self._pointer: tuple[int, int] | None = None  # last mouse position seen (pixels)
        self._toast_at: tuple = (None, 0.0)  # (what it was worked out for, the toast's y)
        self.table_top = TABLE_TOP  # the table's area on the stage (see _fit_stage)
        self._toast_low = 668.0  # the lowest y a message goes to
        self._help: list[str] = [HELP_LINE]
        self._stage = None  # the window size (w, h) the layout was made for
        self._build_toolbar()
        self._fit_stage(self.m)
        self.sync(animate=False)

    # ----------------------------------------------------------------- toolbar
    def _build_toolbar(self) -> None:
        """One row across the logical 1280 stage; widths fit the widest label of each (on a
        narrower stage ``_layout_toolbar`` wraps it into rows)."""
        y, h = BAR_Y, BAR_H
        self.bar = ButtonRow()
        self._bar_gaps: list[float] = []  # the space after each button
        x = 12

        def add(label, w, fn, gap=8, tip=""):
            nonlocal x
            b = self.bar.add(Button(label, (x, y, w, h), fn, size=16, tooltip=tip))
            x += w + gap
            self._bar_gaps.append(gap)
            return b

        # (the words are set by _label_buttons, in the player's language)
        self.b_menu = add("", 66, self.back)
        self.b_decks = add("", 94, self.toggle_decks)
        self.b_jokers = add("", 112, self.toggle_jokers)
        self.b_shuffle = add("", 80, self.shuffle_stock, tip="S")
        self.b_hands_dn = add("\u2212", 28, lambda: self.step_hands(-1), gap=2)
        self.b_hands = add("", 94, self._hands_clicked, gap=2)
        self.b_hands_up = add("+", 28, lambda: self.step_hands(+1))
        self.b_cards_dn = add("\u2212", 28, lambda: self.step_cards(-1), gap=2)
        self.b_cards = add("", 100, self._cards_clicked, gap=2)
        self.b_cards_up = add("+", 28, lambda: self.step_cards(+1))
        self.b_deal = add("", 56, self.deal, tip="D")
        self.b_flip = add("", 50, self.flip_selected, tip="F")
        self.b_flip_pile = add("", 86, self.flip_pile, tip="Shift+F")
        self.b_fan = add("", 50, self.fan_selected, tip="Space")
        self.b_gather = add("", 104, self.gather, tip="G")
        self.b_undo = add("", 62, self.undo, tip="Ctrl+Z")
        self.b_redo = add("", 62, self.redo, tip="Ctrl+Y")
        self._bar_base_w = [b.lrect[2] for b in self.bar.buttons]
        self._label_buttons()
        self._fit_toolbar()

    def _fit_toolbar(self) -> None:
        """Each worded button as wide as its words (at least its width in English), the whole
        row no wider than the 16:9 stage: a longer language's words make the buttons wider,
        and where the row would run over, every worded button gives up the same share."""
        m = self.m
        font = fonts.font(m.px(16), "bold")
        want = [max(w, font.size(b.label)[0] / m.s + 14) if len(b.label) > 1 else w
                for b, w in zip(self.bar.buttons, self._bar_base_w)]
        room = 1280 - 24 - sum(self._bar_gaps[:-1])
        fixed = sum(w for b, w in zip(self.bar.buttons, want) if len(b.label) <= 1)
        flexible = sum(w for b, w in zip(self.bar.buttons, want) if len(b.label) > 1)
        k = min(1.0, (room - fixed) / flexible) if flexible else 1.0
        for b, w in zip(self.bar.buttons, want):
            b.lrect = (b.lrect[0], b.lrect[1], w * k if len(b.label) > 1 else w, b.lrect[3])

    def _layout_toolbar(self, width: float) -> float:
        """The toolbar's buttons in rows across a stage ``width`` wide (one row on the 16:9
        stage, as built), a button with its fewer/more arrows kept together; the y below
        the last row."""
        gaps = self._bar_gaps
        groups: list[list[Button]] = []
        for i, b in enumerate(self.bar.buttons):
            if i and gaps[i - 1] == 2:  # (arrows sit 2 apart from their button: a group)
                groups[-1].append(b)
            else:
                groups.append([b])
        gap = dict(zip(map(id, self.bar.buttons), gaps))
        x, y = 12.0, BAR_Y
        for group in groups:
            span = sum(b.lrect[2] for b in group) + sum(gap[id(b)] for b in group[:-1])
            if x > 12 and x + span > width - 12:
                x, y = 12.0, y + BAR_H + BAR_ROW_GAP
            for b in group:
                b.lrect = (x, y, b.lrect[2], BAR_H)
                x += b.lrect[2] + gap[id(b)]
        return y + BAR_H

    def _fit_stage(self, m) -> None:
        """Lay the scene out for the stage it has: the toolbar, the help line, and the
        table's area between them given to the model (which carries its piles into it)."""
        if self._stage == (m.w, m.h):
            return
        self._stage = (m.w, m.h)
        bar_bottom = self._layout_toolbar(m.dw)
        if not m.column:
            self.table_top, self._help, self._toast_low = TABLE_TOP, [HELP_LINE], m.dh - 52
            self.model.set_area(0.0, TABLE_TOP, m.dw, STAGE_H)
            return
        self.table_top = bar_bottom + 14
        self._help = self._wrap_help(m)
        help_top = m.dh - 8 - len(self._help) * HELP_SIZE * 1.4
        self._toast_low = help_top - 26  # (a message's box clear of the help lines)
        # (a pile's outline clear of the window's sides; the lowest grip above the help)
        self.model.set_area(EDGE, self.table_top, m.dw - EDGE, help_top - GRIP_H - 8)

    @staticmethod
    def _wrap_help(m) -> list[str]:
        """The help line in lines the stage's width, broken between its parts (at a bullet)
        where it can be."""
        font, width = fonts.font(m.px(HELP_SIZE), "sans"), m.px(m.dw - 24)
        lines: list[str] = []
        for part in _(HELP_LINE).split(" \u2022 "):
            trial = f"{lines[-1]} \u2022 {part}" if lines else part
            if lines and font.size(trial)[0] <= width:
                lines[-1] = trial
            else:
                lines += wrap_text(part, font, width)
        return lines

    def resize(self, m) -> None:
        """The window changed: a drag under way ends, the layout follows the stage's shape."""
        self._cancel_drag()
        self._fit_stage(m)
        self._toast_at = (None, 0.0)
        self._label_buttons()  # (also after a change of language: the buttons' widths follow their words)
        self._fit_toolbar()
        self._stage = None
        self._fit_stage(m)
        self.sync(animate=False)

    def _label_buttons(self) -> None:
        """The toolbar's words, in the player's language."""
        # TRANSLATORS: the sandbox's toolbar: back to the menu
        self.b_menu.label = pgettext("sandbox", "Menu")
        # TRANSLATORS: the sandbox's toolbar: how many decks ({count}: 1 or 2); a click lays a new table
        self.b_decks.label = _("Decks: {count}").format(count=self.model.decks)
        self.b_jokers.label = _("Jokers: on") if self.model.jokers else _("Jokers: off")
        # TRANSLATORS: the sandbox's toolbar: how many hands a deal makes
        self.b_hands.label = _("Hands: {count}").format(count=self.hands)
        # TRANSLATORS: the sandbox's toolbar: how many cards each hand of a deal gets
        self.b_cards.label = _("Cards: {count}").format(count=self.per_hand)
        self.b_shuffle.label = pgettext("sandbox", "Shuffle")
        self.b_deal.label = pgettext("sandbox", "Deal")
        # TRANSLATORS: the sandbox's toolbar: turn a card over
        self.b_flip.label = pgettext("sandbox", "Flip")
        self.b_flip_pile.label = pgettext("sandbox", "Flip pile")
        # TRANSLATORS: the sandbox's toolbar: spread a pile out (or close it up)
        self.b_fan.label = pgettext("sandbox", "Fan")
        self.b_gather.label = pgettext("sandbox", "Gather all")
        self.b_undo.label = pgettext("sandbox", "Undo")
        self.b_redo.label = pgettext("sandbox", "Redo")
        self.b_decks.tooltip = _("One or two decks (a new table)")
        self.b_jokers.tooltip = _("Jokers in or out (a new table)")
        self.b_hands_dn.tooltip, self.b_hands_up.tooltip = _("Fewer hands"), _("More hands")
        self.b_cards_dn.tooltip, self.b_cards_up.tooltip = _("Fewer cards"), _("More cards")
        self.b_hands.tooltip = self.b_cards.tooltip = _("Click: more, right-click: fewer")
        self.b_undo.enabled = self.model.can_undo
        self.b_redo.enabled = self.model.can_redo

    # ----------------------------------------------------------------- actions
    def _cancel_drag(self) -> None:
        """Before anything changes the table: drop a drag (or a press) under way, its cards
        back where they were; its targets may be piles the change takes away."""
        if self.drag.dnd.grab is not None or self.drag.dragging:
            self.drag.cancel()
            # (the cards were put back where they were when picked up, which may have been
            # part way along a move: on to where the model has them)
            self.sync()

    def _ask(self, question: str, then, yes: str, no: str) -> None:
        """Run ``then`` at once on an untouched table, else after a Yes. (The dialog shows
        one line: questions are kept short enough for it.)"""
        if self.model.fresh:
            then()
        else:
            self.app.scenes.push(ConfirmDialog(self.app, question, then, yes=yes, no=no))

    def toggle_decks(self) -> None:
        self._cancel_drag()
        n = 2 if self.model.decks == 1 else 1
        # TRANSLATORS: the sandbox asks before laying a new table with {count} decks (1 or 2); then says it did
        self._ask(ngettext("Lay a new table with {count} deck?", "Lay a new table with {count} decks?", n).format(count=n),
                  # TRANSLATORS: said after laying a new table with {count} decks (1 or 2)
                  lambda: self._new_table(ngettext("New table with {count} deck", "New table with {count} decks",
                                                   n).format(count=n), decks=n),
                  yes=_("New table"), no=_("Keep playing"))

    def toggle_jokers(self) -> None:
        self._cancel_drag()
        on = not self.model.jokers
        self._ask(_("Lay a new table with jokers?") if on else _("Lay a new table without jokers?"),
                  lambda: self._new_table(_("New table, jokers in") if on else _("New table, jokers out"), jokers=on),
                  yes=_("New table"), no=_("Keep playing"))

    def _new_table(self, msg: str, **what) -> None:
        self._cancel_drag()
        self.model.reset(**what)
        self.selected = []
        self._changed(animate=False)
        self.toast.show(msg)

    def step_hands(self, d: int) -> None:
        self.hands = (self.hands - 1 + d) % MAX_HANDS + 1
        self._label_buttons()

    def step_cards(self, d: int) -> None:
        self.per_hand = (self.per_hand - 1 + d) % MAX_PER_HAND + 1
        self._label_buttons()

    def _hands_clicked(self) -> None:
        self.step_hands(-1 if pygame.key.get_mods() & pygame.KMOD_SHIFT else 1)

    def _cards_clicked(self) -> None:
        self.step_cards(-1 if pygame.key.get_mods() & pygame.KMOD_SHIFT else 1)

    def shuffle_stock(self) -> None:
        self._cancel_drag()
        stock = self._target_pile() or self.model.stock
        if stock is None:
            self.toast.show(_("Nothing to shuffle"), "error")
            return
        self.model.shuffle(stock.id)
        self.app.sounds.play("deal")
        self._changed()
        n = len(stock.cards)
        # TRANSLATORS: the sandbox shuffled a pile of {count} cards
        self.toast.show(ngettext("Shuffled {count} card", "Shuffled {count} cards", n).format(count=n))

    def deal(self) -> None:
        self._cancel_drag()
        try:
            self.model.deal(self.hands, self.per_hand)
        except ValueError as exc:
            self.toast.show(str(exc), "error")  # (the model's sentence, in the player's language)
            return
        self.selected = []
        self.app.sounds.play("deal")
        self._changed(stagger=True)

    def flip_selected(self) -> None:
        self._cancel_drag()
        pile = self._target_pile()
        if pile is None:
            self.toast.show(_("Click a card first, then Flip"), "error")
            return
        if self.selected and len(self.selected) == 1:
            self.model.flip_card(self.selected[0])
        else:
            self.model.flip_card(pile.cards[-1])
        self.app.sounds.play("flip")
        self._changed()

    def flip_pile(self) -> None:
        """Turn the whole pile over, as turning a real pile: the order reverses, every card
        shows its other side."""
        self._cancel_drag()
        pile = self._target_pile()
        if pile is None:
            self.toast.show(_("Click a pile first, then Flip pile"), "error")
            return
        self.model.flip_pile(pile.id)
        self.app.sounds.play("flip")
        self._changed()

    def fan_selected(self) -> None:
        self._cancel_drag()
        pile = self._target_pile()
        if pile is None:
            self.toast.show(_("Click a pile first, then Fan"), "error")
            return
        try:
            self.model.toggle_fan(pile.id)
        except ValueError as exc:
            self.toast.show(str(exc), "error")
            return
        self._changed()

    def gather(self) -> None:
        self._cancel_drag()
        self.model.gather()
        self.selected = []
        self.app.sounds.play("place")
        self._changed(stagger=True)

    def undo(self) -> None:
        self._cancel_drag()
        if not self.model.undo():
            self.toast.show(_("Nothing to undo"), "error")
            return
        self.selected = []
        self._changed()

    def redo(self) -> None:
        self._cancel_drag()
        if not self.model.redo():
            self.toast.show(_("Nothing to redo"), "error")
            return
        self.selected = []
        self._changed()

    def _changed(self, animate: bool = True, stagger: bool = False) -> None:
        """After a table change: buttons, then sprites, follow the model."""
        self._label_buttons()
        self.sync(animate=animate, stagger=stagger)

    def _target_pile(self):
        """The pile of the selection, else the pile under the pointer."""
        if self.selected:
            try:
                return self.model.locate(self.selected[0])[0]
            except KeyError:
                self.selected = []
        m = self.m
        pos = self._pointer if self._pointer is not None else pygame.mouse.get_pos()
        sp = self.layer.sprite_at(pos, m)
        if sp is not None:
            return self.model.pile(sp.data[0])
        return None

    # ----------------------------------------------------------------- model -> sprites
    @property
    def sprites(self) -> dict[int, CardSprite]:
        """Each card's sprite (by uid), found at the card's place in the last layout."""
        return {u: self.animator.sprites[place] for u, place in self._where.items()}

    def sync(self, animate: bool = True, stagger: bool = False) -> None:
        """Lay the table out through the animator: every card at its place in its pile. The
        change since the last layout is told as the piles cards went between (``moved``)
        and, as the model knows each card, the places each went from and to (``paths``: a
        card with a twin in its pile goes where the player saw it go)."""
        model = self.model
        where = {u: (p.id, i) for p in model.piles for i, u in enumerate(p.cards)}
        if self._deck is not model.card:
            # another set of cards (a new table, or one undone or redone): new sprites
            self.animator.clear()
            self._deck = model.card
            self._where = {}
            animate = False
        old = self._where
        paths = [(old[u], w) for u, w in where.items() if u in old and old[u] != w]
        moved = list({(a[0], b[0]) for a, b in paths if a[0] != b[0]})
        self._where = where
        self._uid = {w: u for u, w in where.items()}
        self._check_selection()
        slots = []
        for pile in model.piles:
            for i, uid in enumerate(pile.cards):
                slots.append(Slot(pile.id, i, model.card[uid], model.face_up[uid],
                                  (*pile.card_pos(i), CARD_W, CARD_H), len(slots)))
        self.animator.sync(slots, moved=moved, paths=paths, stagger=STAGGER if stagger else 0.0,
                           animate=animate)
        chosen = set(self.selected)
        for uid, place in where.items():
            self.animator.sprites[place].tint = SELECTED_TINT if uid in chosen else None
        self.layer.invalidate()
        self.app.invalidate()

    def _check_selection(self) -> None:
        """A selection is cards of one pile; a change that split them lets go of it."""
        if not self.selected:
            return
        try:
            pile = self.model.locate(self.selected[0])[0]
        except (KeyError, IndexError):
            self.selected = []
            return
        if any(u not in pile.cards for u in self.selected):
            self.selected = []

    # ----------------------------------------------------------------- the drag controller's questions
    def start_at(self, lpos, sprite, mods):
        """What a press lifts: a pile by its grip or with Shift; the top card of a squared
        pile; any card of a fan."""
        grip = self._grip_at(lpos)
        if grip is not None:
            return ("pile", grip.id)
        if sprite is None or sprite.data not in self._uid:
            return None
        pid, idx = sprite.data
        pile = self.model.pile(pid)
        if mods & pygame.KMOD_SHIFT:
            return ("pile", pid)
        return (pid, idx if pile.fanned else len(pile.cards) - 1)

    def choices(self) -> list[Choice]:
        """Every card that lifts may go onto every pile (its own: back on top, or along a
        fan to another place in it) or onto the open table; a whole pile onto every other
        pile or the open table."""
        key = (i18n.language(),) + tuple((p.id, len(p.cards), p.fanned) for p in self.model.piles)
        if key != self._choices_key:
            # TRANSLATORS: where a card may be moved to in the sandbox: a pile of {count} cards
            ends = [(("pile", p.id), ngettext("pile of {count}", "pile of {count}", len(p.cards)).format(
                count=len(p.cards))) for p in self.model.piles]
            # TRANSLATORS: where a card may be moved to in the sandbox: the open table
            ends.append((TABLE, pgettext("sandbox", "table")))
            out = []
            for pile in self.model.piles:
                for i in range(len(pile.cards)) if pile.fanned else [len(pile.cards) - 1]:
                    out += [Choice((pile.id, i), end, "card", label) for end, label in ends]
                out += [Choice(("pile", pile.id), end, "pile", label) for end, label in ends
                        if end != ("pile", pile.id)]
            self._choices, self._choices_key = out, key
        return self._choices

    def target_rect(self, end):
        if end == TABLE:
            m = self.m
            return (0, self.table_top, m.dw, m.dh - self.table_top)
        return self.model.pile(end[1]).rect()

    def lift(self, start) -> list[CardSprite]:
        if start[0] == "pile":
            n = len(self.model.pile(start[1]).cards)
            return [self.animator.sprites[(start[1], i)] for i in range(n)]
        return [self.animator.sprites[start]]

    def _grip_at(self, lpos):
        x, y = lpos
        for pile in reversed(self.model.piles):
            px, py, pw, ph = self.grip_rect(pile)
            if px <= x <= px + pw and py <= y <= py + ph:
                return pile
        return None

    def grip_rect(self, pile):
        """The logical rect of the grip tab under a pile (drag it to move the whole pile)."""
        return (pile.x, pile.y + CARD_H + 3, CARD_W, GRIP_H)

    def _fan_index(self, pile, lx: float) -> int:
        """Where in its own fanned pile a card dropped at logical x goes: under the pointer."""
        i = int((lx - pile.x) // pile.step)
        return min(max(0, i), len(pile.cards) - 1)

    def play_choice(self, choice: Choice) -> None:
        """A drop on a target (the controller's ``landing`` says where it was let go)."""
        start, end = choice.start, choice.end
        piles = {p.id: p for p in self.model.piles}
        src = piles.get(start[1] if start[0] == "pile" else start[0])
        if src is None or (end != TABLE and end[1] not in piles) \
                or (start[0] != "pile" and start not in self._uid):
            self.sync()  # the pile is gone (never while actions cancel drags): cards go back
            return
        landing = self.drag.landing
        point, first = (landing.point, landing.pos) if landing else ((src.x, src.y), (src.x, src.y))
        if start[0] == "pile":
            if end == TABLE:
                self.model.move_pile(src.id, *first)
            else:
                self.model.move(list(src.cards), end[1])
        elif end != TABLE and end[1] == src.id:
            if src.fanned:
                self.model.move([self._uid[start]], src.id, at=self._fan_index(src, point[0]))
            # onto its own squared pile: back on top, nothing changes
        else:
            self.model.move([self._uid[start]], end[1] if end != TABLE else first)
        self.selected = []
        self.app.sounds.play("place")
        self._changed()

    def refuse_reason(self, start, lpos) -> str:
        return _("Drop cards on the table, not on the toolbar")

    def clicked(self, start) -> None:
        """A click (no drag): on a card, select it, or move the selection onto its pile, or
        (twice quickly) flip it; on a grip, select the whole pile."""
        now = self._clock
        if start[0] != "pile":
            ref = self._uid[start]
            last_uid, last_t = self._last_click
            if last_uid == ref and now - last_t < DOUBLE_CLICK_S:
                self.model.flip_card(ref)
                self.app.sounds.play("flip")
                self.selected = []
                self._last_click = (None, -1.0)
                self._changed()
                return
            self._last_click = (ref, now)
            if self.selected and ref not in self.selected:
                self._move_selection(start[0])
                return
            self.selected = [] if self.selected == [ref] else [ref]
        else:
            pile = self.model.pile(start[1])
            self.selected = [] if self.selected == pile.cards else list(pile.cards)
        self.sync()

    def _move_selection(self, dest) -> None:
        src = self.model.locate(self.selected[0])[0]
        if not isinstance(dest, tuple) and src.id == dest:
            self.selected = []
            self.sync()
            return
        self.model.move(self.selected, dest)
        self.selected = []
        self.app.sounds.play("place")
        self._changed()

    def _refused(self, reason: str) -> None:
        self.sync()  # back to their places (not to where a move was when they were picked up)
        self.toast.show(reason, "error")
        self.app.sounds.play("error")

    # ----------------------------------------------------------------- scene
    def enter(self) -> None:
        # back from a dialog or the rules page: a drag begun before it is over
        self._cancel_drag()

    def _key(self, ev) -> bool:
        """The sandbox's keys (the toolbar buttons carry none: modifiers tell F from Shift+F
        and Z from Ctrl+Z here)."""
        mods = getattr(ev, "mod", None)
        if mods is None:
            mods = pygame.key.get_mods()
        shift = mods & pygame.KMOD_SHIFT
        if mods & (pygame.KMOD_CTRL | pygame.KMOD_META):
            if ev.key == pygame.K_z:
                self.redo() if shift else self.undo()
            elif ev.key == pygame.K_y:
                self.redo()
            else:
                return False
            return True
        action = {
            pygame.K_s: self.shuffle_stock,
            pygame.K_d: self.deal,
            pygame.K_f: self.flip_pile if shift else self.flip_selected,
            pygame.K_SPACE: self.fan_selected,
            pygame.K_g: self.gather,
        }.get(ev.key)
        if action is None:
            return False
        action()
        return True

    def handle_event(self, ev) -> None:
        m = self.m
        # (the controller gets the mouse only: the sandbox's keys are its own)
        mouse = ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if mouse and hasattr(ev, "pos"):
            self._pointer = ev.pos
        if ev.type == pygame.KEYDOWN and self._key(ev):
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            # a press while a drag is on: its release was lost (let go outside the window)
            self._cancel_drag()
        if mouse and self.drag.dnd.grab is not None and self.drag.handle(ev, m):
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3:
            self._cancel_drag()
            if self.b_hands.rect(m).collidepoint(ev.pos):
                self.step_hands(-1)
                return
            if self.b_cards.rect(m).collidepoint(ev.pos):
                self.step_cards(-1)
                return
        if self.bar.handle(ev, m):
            return
        if mouse and self.drag.handle(ev, m):
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.selected:
            x, y = m.to_logical(ev.pos)
            if y > self.table_top:
                self._move_selection((x - CARD_W / 2, y - CARD_H / 2))
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3:
            sp = self.layer.sprite_at(ev.pos, m)
            if sp is not None:
                pile = self.model.pile(sp.data[0])
                # in a squared pile only the top card can be turned; in a fan, any card
                self.model.flip_card(self._uid[sp.data] if pile.fanned else pile.cards[-1])
                self.app.sounds.play("flip")
                self._changed()

    def back(self) -> None:
        """Esc: end a drag, else let go of a selection, else leave (asking first if the table
        has been played on)."""
        if self.drag.dragging:
            self._cancel_drag()
            return
        self._cancel_drag()
        if self.selected:
            self.selected = []
            self.sync(animate=False)
            return
        self._ask(_("Leave the sandbox and clear it?"), self._leave, yes=_("Leave"), no=_("Stay"))

    def _leave(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    def update(self, dt: float) -> bool:
        self._clock += dt
        self.tweens.speed = self.app.anim_speed
        moving = self.tweens.update(dt)
        if moving:
            self.layer.invalidate()
        return self.toast.update(dt) or moving  # (a drag redraws only where the cards go)

    def _draw_background(self, surface) -> None:
        m = self.m
        draw_felt(surface)
        # pile grips: a small tab under each pile with its count
        for pile in self.model.piles:
            r = m.rect(*self.grip_rect(pile))
            pygame.draw.rect(surface, (12, 58, 36), r, border_radius=m.px(5))
            img = fonts.text(f"{len(pile.cards)}  \u2630", m.px(12), MUTED, "bold")
            surface.blit(img, img.get_rect(center=r.center))

    def _draw_overlay(self, surface) -> None:
        self.drag.draw(surface, self.m)

    def _draw_toolbar(self, surface) -> None:
        m = self.m
        top = m.rect(0, 0, m.dw, self.table_top - 4)
        panel(surface, pygame.Rect(0, 0, surface.get_width(), top.bottom), alpha=200, radius=0, border=None)
        self.bar.draw(surface, m)
        if not m.column:
            help_line = _(HELP_LINE)
            size = fit_size(m, help_line, HELP_SIZE, 1256)
            font = fonts.font(m.px(size))
            if font.size(help_line)[0] > m.px(1256):  # still too long at the smallest size: cut
                help_line = elide(help_line, font, m.px(1256))
            blit_text(surface, m, help_line, 1268, 712, size, MUTED, anchor="bottomright")
            return
        y = m.dh - 8 - (len(self._help) - 1) * HELP_SIZE * 1.4
        for line in self._help:
            blit_text(surface, m, line, m.dw / 2, y, HELP_SIZE, MUTED, anchor="midbottom")
            y += HELP_SIZE * 1.4

    def draw(self, surface) -> None:
        m = self.m
        self.layer.draw(surface, m, self.app.art, self._draw_background, self._draw_overlay, self._draw_toolbar)
        if self.toast.left > 0 and self.toast.message:
            self.toast.draw(surface, m, y=self.toast_y())

    def toast_y(self) -> float:
        """Where a message goes (the logical y ``Toast.draw`` takes): the lowest place on
        the table where its box covers no card and no grip (above the bottom hand when one
        is dealt), else where it covers the fewest."""
        m = self.m
        key = (self.toast.message, self.toast.detail, m.w, m.h,
               tuple((p.x, p.y, len(p.cards), p.fanned, p.step) for p in self.model.piles))
        if key == self._toast_at[0]:
            return self._toast_at[1]
        piles = [m.rect(*p.rect()).union(m.rect(*self.grip_rect(p))) for p in self.model.piles]
        top = m.rect(0, 0, 1, self.table_top).bottom
        best, best_cost = self._toast_low, None
        y = self._toast_low
        while y >= self.table_top + 16:
            box, __ = self.toast.layout(m, y)
            cost = (len(box.collidelistall(piles)), box.top < top)
            if best_cost is None or cost < best_cost:
                best, best_cost = y, cost
                if cost == (0, False):
                    break
            y -= 8
        self._toast_at = (key, best)
        return best

    def help_topic(self) -> str | None:
        return "sandbox"

    # ----------------------------------------------------------------- demo states
    @classmethod
    def demo(cls, app, variant: str, seed: int) -> "SandboxScene":
        """Prepared states for screenshots and benchmarks: "", "dealt", "drag", "full"."""
        scene = cls(app, seed=seed, decks=2 if variant == "full" else 1)
        if variant in ("dealt", "drag"):
            scene.per_hand = 7
            scene._label_buttons()
            scene.model.deal(4, 7)
            scene._changed(animate=False)
        if variant == "full":
            scene.hands, scene.per_hand = 8, 13
            scene.model.deal(8, 13)
            scene._changed(animate=False)
        scene._demo_drag = variant == "drag"
        return scene

    def after_push(self) -> None:
        """For the "drag" demo: pick up a card of the bottom hand and hold it over a pile."""
        if not getattr(self, "_demo_drag", False):
            return
        m = self.m
        hand = self.model.piles[1]  # the first dealt hand (bottom)
        sp = self.sprites[hand.cards[3]]
        start = sp.rect(m).center
        target = self.model.piles[3]  # the left hand
        end = m.pt(target.x + 60, target.y + 40)
        post = self.handle_event
        post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
        for k in range(1, 6):
            p = (start[0] + (end[0] - start[0]) * k // 5, start[1] + (end[1] - start[1]) * k // 5)
            post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
