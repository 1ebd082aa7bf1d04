"""The sandbox table: a free table for any card game Felt does not know, and the test bed of
the toolkit. Drag a card anywhere (onto a pile, along its own fanned hand to reorder it, or
onto the open table); Shift-drag, or drag a pile's grip below it, moves the whole pile; click
a card then a place to move it there; double-click or F flips a card, Shift+F the whole pile;
Space fans; S shuffles; D deals; G gathers everything; Ctrl+Z / Ctrl+Y undo and redo.

Every action that changes the table first cancels a drag under way (its drop targets may
be gone), and Decks, Jokers and Esc ask before they clear a table that has been played on."""

from __future__ import annotations

import random

import pygame

from app.scenes.dialogs import ConfirmDialog
from app.scenes.sandbox_model import CARD_H, CARD_W, FAN_STEP, TABLE_TOP, SandboxTable
from app.ui import fonts
from app.ui.cards import CardLayer, CardSprite, DragDrop, Grab, Target
from app.ui.engine import Scene
from app.ui.tween import Tweens
from app.ui.widgets import MUTED, Button, ButtonRow, Toast, blit_text, draw_felt, panel

GRIP_H = 18.0
DOUBLE_CLICK_S = 0.35
MAX_HANDS = 8
MAX_PER_HAND = 13
HELP_LINE = ("Drag cards (along a fan: reorder) \u2022 Shift-drag or the grip: whole pile \u2022 "
             "double-/right-click: flip \u2022 Shift+F: flip pile \u2022 Ctrl+Z/Y: undo/redo \u2022 F1: help")


def new_seed() -> int:
    """A deal number from the system's randomness: every new table is shuffled afresh."""
    return random.SystemRandom().randrange(1 << 31)


class SandboxScene(Scene):
    title = "Sandbox"

    def __init__(self, app, seed: int | None = None, decks: int = 1, jokers: bool = False):
        super().__init__(app)
        self.model = SandboxTable(decks, jokers, new_seed() if seed is None else seed)
        self.layer = CardLayer()
        self.tweens = Tweens(app.anim_speed)
        self.toast = Toast()
        self.dnd = DragDrop(self.layer, self, self.tweens, on_refused=self._refused)
        self.sprites: dict[int, CardSprite] = {}
        self._deck = self.model.card  # the card list the sprites were made for
        self.selected: list[int] = []  # uids picked by a click, waiting for a destination
        self.hands = 4
        self.per_hand = 5
        self._last_click = (None, -1.0)
        self._clock = 0.0
        self._pointer: tuple[int, int] | None = None  # last mouse position seen (pixels)
        self._build_toolbar()
        self.sync(animate=False)

    # ----------------------------------------------------------------- toolbar
    def _build_toolbar(self) -> None:
        """One row across the logical 1280 stage; widths fit the widest label of each."""
        y, h = 10, 42
        self.bar = ButtonRow()
        x = 12

        def add(label, w, fn, gap=8, tip=""):
            nonlocal x
            b = self.bar.add(Button(label, (x, y, w, h), fn, size=16, tooltip=tip))
            x += w + gap
            return b

        add("Menu", 66, self.back)
        self.b_decks = add("", 94, self.toggle_decks, tip="One or two decks (a new table)")
        self.b_jokers = add("", 112, self.toggle_jokers, tip="Jokers in or out (a new table)")
        add("Shuffle", 80, self.shuffle_stock, tip="S")
        self.b_hands_dn = add("\u2212", 28, lambda: self.step_hands(-1), gap=2, tip="Fewer hands")
        self.b_hands = add("", 94, self._hands_clicked, gap=2, tip="Click: more, right-click: fewer")
        self.b_hands_up = add("+", 28, lambda: self.step_hands(+1), tip="More hands")
        self.b_cards_dn = add("\u2212", 28, lambda: self.step_cards(-1), gap=2, tip="Fewer cards")
        self.b_cards = add("", 100, self._cards_clicked, gap=2, tip="Click: more, right-click: fewer")
        self.b_cards_up = add("+", 28, lambda: self.step_cards(+1), tip="More cards")
        add("Deal", 56, self.deal, tip="D")
        add("Flip", 50, self.flip_selected, tip="F")
        self.b_flip_pile = add("Flip pile", 86, self.flip_pile, tip="Shift+F")
        add("Fan", 50, self.fan_selected, tip="Space")
        add("Gather all", 104, self.gather, tip="G")
        self.b_undo = add("Undo", 62, self.undo, tip="Ctrl+Z")
        self.b_redo = add("Redo", 62, self.redo, tip="Ctrl+Y")
        self._label_buttons()

    def _label_buttons(self) -> None:
        self.b_decks.label = f"Decks: {self.model.decks}"
        self.b_jokers.label = f"Jokers: {'on' if self.model.jokers else 'off'}"
        self.b_hands.label = f"Hands: {self.hands}"
        self.b_cards.label = f"Cards: {self.per_hand}"
        self.b_undo.enabled = self.model.can_undo
        self.b_redo.enabled = self.model.can_redo

    # ----------------------------------------------------------------- actions
    def _cancel_drag(self) -> None:
        """Before anything changes the table: drop a drag (or a press) under way, its cards
        back where they were; its targets may be piles the change takes away."""
        if self.dnd.grab is not None or self.dnd.dragging:
            self.dnd.cancel()
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
        plural = "s" if n > 1 else ""
        self._ask(f"Lay a new table with {n} deck{plural}?",
                  lambda: self._new_table(f"New table with {n} deck{plural}", decks=n),
                  yes="New table", no="Keep playing")

    def toggle_jokers(self) -> None:
        self._cancel_drag()
        on = not self.model.jokers
        self._ask(f"Lay a new table {'with' if on else 'without'} jokers?",
                  lambda: self._new_table(f"New table, jokers {'in' if on else 'out'}", jokers=on),
                  yes="New table", no="Keep playing")

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
            self.toast.show("Nothing to shuffle", "error")
            return
        self.model.shuffle(stock.id)
        self.app.sounds.play("deal")
        self._changed()
        self.toast.show(f"Shuffled {len(stock.cards)} cards")

    def deal(self) -> None:
        self._cancel_drag()
        try:
            self.model.deal(self.hands, self.per_hand)
        except ValueError as exc:
            self.toast.show(str(exc).capitalize(), "error")
            return
        self.selected = []
        self.app.sounds.play("deal")
        self._changed(stagger=True)

    def flip_selected(self) -> None:
        self._cancel_drag()
        pile = self._target_pile()
        if pile is None:
            self.toast.show("Click a card first, then Flip", "error")
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
            self.toast.show("Click a pile first, then Flip pile", "error")
            return
        self.model.flip_pile(pile.id)
        self.app.sounds.play("flip")
        self._changed()

    def fan_selected(self) -> None:
        self._cancel_drag()
        pile = self._target_pile()
        if pile is None:
            self.toast.show("Click a pile first, then Fan", "error")
            return
        self.model.toggle_fan(pile.id)
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
            self.toast.show("Nothing to undo", "error")
            return
        self.selected = []
        self._changed()

    def redo(self) -> None:
        self._cancel_drag()
        if not self.model.redo():
            self.toast.show("Nothing to redo", "error")
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
        m = self.app.metrics
        pos = self._pointer if self._pointer is not None else pygame.mouse.get_pos()
        sp = self.layer.sprite_at(pos, m)
        if sp is not None:
            return self.model.locate(sp.data)[0]
        return None

    # ----------------------------------------------------------------- model -> sprites
    def sync(self, animate: bool = True, stagger: bool = False) -> None:
        """Move every sprite to where the model says its card is (tweened)."""
        if self._deck is not self.model.card:
            # another set of cards (a new table undone or redone): new sprites
            for sp in self.sprites.values():
                self.tweens.cancel(sp)
                self.layer.remove(sp)
            self.sprites = {}
            self._deck = self.model.card
            animate = False
        self._check_selection()
        # sprites still on the way somewhere: sent on to their new place even if they happen
        # to stand on it now (else the old move would carry them off it)
        gliding = {id(t.target) for t in self.tweens.items if t.attr == "pos"}
        turning = {id(t.target) for t in self.tweens.items if t.attr == "flip"}
        z = 0
        delay = 0.0
        for pile in self.model.piles:
            for i, uid in enumerate(pile.cards):
                target = pile.card_pos(i)
                face = self.model.face_up[uid]
                sp = self.sprites.get(uid)
                if sp is None:
                    sp = CardSprite(self.model.card[uid], target, (CARD_W, CARD_H), face, z, uid)
                    self.sprites[uid] = sp
                    self.layer.add(sp)
                sp.z = z
                z += 1
                if not animate:
                    self.tweens.cancel(sp)
                    sp.face_up, sp.flip, sp.pos = face, 1.0 if face else 0.0, target
                else:
                    side = 1.0 if face else 0.0
                    # (a card picked up part way through turning stops there: turn it on)
                    if sp.face_up != face or (sp.flip != side and id(sp) not in turning):
                        sp.face_up = face
                        self.tweens.add(sp, "flip", side, 0.25)
                    if sp.pos != target or id(sp) in gliding:
                        self.tweens.add(sp, "pos", target, 0.3, delay=delay)
                        if stagger:
                            delay += 0.012
                sp.tint = (250, 214, 90, 70) if uid in self.selected else None
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

    # ----------------------------------------------------------------- drag provider
    def pick(self, lpos, sprite, mods) -> Grab | None:
        grip = self._grip_at(lpos)
        if grip is not None:
            return Grab([self.sprites[u] for u in grip.cards], data=("pile", grip.id))
        if sprite is None:
            return None
        pile, idx = self.model.locate(sprite.data)
        if mods & pygame.KMOD_SHIFT:
            return Grab([self.sprites[u] for u in pile.cards], data=("pile", pile.id))
        if not pile.fanned and idx != len(pile.cards) - 1:
            sprite = self.sprites[pile.cards[-1]]
        return Grab([sprite], data=("card", sprite.data))

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

    def _source_pile(self, grab: Grab):
        kind, ref = grab.data
        return self.model.pile(ref) if kind == "pile" else self.model.locate(ref)[0]

    def targets(self, grab: Grab) -> list[Target]:
        """Every other pile and the open table; a single card may also go back onto its own
        pile (along a fan: to another place in it)."""
        src = self._source_pile(grab)
        card = grab.data[0] == "card"
        out = [Target(("pile", p.id), p.rect(), label=f"pile of {len(p.cards)}")
               for p in self.model.piles if p is not src or card]
        out.append(Target("table", (0, TABLE_TOP, 1280, 720 - TABLE_TOP), label="table"))
        return out

    def _fan_index(self, pile, lx: float) -> int:
        """Where in its own fanned pile a card dropped at logical x goes: under the pointer."""
        i = int((lx - pile.x) // FAN_STEP)
        return min(max(0, i), len(pile.cards) - 1)

    def drop(self, grab: Grab, target: Target, lpos) -> None:
        kind, ref = grab.data
        first = grab.sprites[0].pos
        if target.id != "table" and all(p.id != target.id[1] for p in self.model.piles):
            self.sync()  # the pile is gone (never while actions cancel drags): cards go back
            return
        if kind == "pile" and target.id == "table":
            self.model.move_pile(ref, *first)
        elif kind == "card" and target.id != "table" and target.id[1] == self._source_pile(grab).id:
            pile = self.model.pile(target.id[1])
            if pile.fanned:
                self.model.move([ref], pile.id, at=self._fan_index(pile, lpos[0]))
            # onto its own squared pile: back on top, nothing changes
        else:
            uids = [sp.data for sp in grab.sprites]
            dest = target.id[1] if target.id != "table" else first
            self.model.move(uids, dest)
        self.selected = []
        self.app.sounds.play("place")
        self._changed()

    def refuse(self, grab: Grab, lpos) -> str:
        return "Drop cards on the table, not on the toolbar"

    def click(self, grab: Grab) -> None:
        kind, ref = grab.data
        now = self._clock
        if kind == "card":
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
                dest_pile = self.model.locate(ref)[0]
                self._move_selection(dest_pile.id)
                return
            self.selected = [] if self.selected == [ref] else [ref]
        else:
            pile = self.model.pile(ref)
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
        m = self.app.metrics
        if hasattr(ev, "pos") and ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._pointer = ev.pos
        if ev.type == pygame.KEYDOWN and self._key(ev):
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            # a press while a drag is on: its release was lost (let go outside the window)
            self._cancel_drag()
        if self.dnd.dragging or self.dnd.grab is not None:
            if self.dnd.handle(ev, m):
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
        if self.dnd.handle(ev, m):
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.selected:
            x, y = m.to_logical(ev.pos)
            if y > TABLE_TOP:
                self._move_selection((x - CARD_W / 2, y - CARD_H / 2))
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3:
            sp = self.layer.sprite_at(ev.pos, m)
            if sp is not None:
                pile = self.model.locate(sp.data)[0]
                # in a squared pile only the top card can be turned; in a fan, any card
                self.model.flip_card(sp.data if pile.fanned else pile.cards[-1])
                self.app.sounds.play("flip")
                self._changed()

    def back(self) -> None:
        """Esc: end a drag, else let go of a selection, else leave (asking first if the table
        has been played on)."""
        if self.dnd.dragging:
            self._cancel_drag()
            return
        self._cancel_drag()
        if self.selected:
            self.selected = []
            self.sync(animate=False)
            return
        self._ask("Leave the sandbox and clear it?", self._leave, yes="Leave", no="Stay")

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
        m = self.app.metrics
        draw_felt(surface)
        # pile grips: a small tab under each pile with its count
        for pile in self.model.piles:
            r = m.rect(*self.grip_rect(pile))
            pygame.draw.rect(surface, (12, 58, 36), r, border_radius=m.px(5))
            img = fonts.text(f"{len(pile.cards)}  \u2630", m.px(12), MUTED, "bold")
            surface.blit(img, img.get_rect(center=r.center))

    def _draw_overlay(self, surface) -> None:
        self.dnd.draw_targets(surface, self.app.metrics)

    def _draw_toolbar(self, surface) -> None:
        m = self.app.metrics
        top = m.rect(0, 0, 1280, 60)
        panel(surface, pygame.Rect(0, 0, surface.get_width(), top.bottom), alpha=200, radius=0, border=None)
        self.bar.draw(surface, m)
        blit_text(surface, m, HELP_LINE, 1268, 712, 13, MUTED, anchor="bottomright")

    def draw(self, surface) -> None:
        m = self.app.metrics
        self.layer.draw(surface, m, self.app.art, self._draw_background, self._draw_overlay, self._draw_toolbar)
        self.toast.draw(surface, m)

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
        m = self.app.metrics
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
