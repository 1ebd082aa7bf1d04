"""The sandbox table: a free table for any card game Felt does not know, and the test bed of
the toolkit. Drag a card anywhere (onto a pile or the open table); Shift-drag, or drag a
pile's grip below it, moves the whole pile; click a card then a place to move it there;
double-click or F flips; Space fans; S shuffles; D deals; G gathers everything."""

from __future__ import annotations

import pygame

from app.scenes.sandbox_model import CARD_H, CARD_W, TABLE_TOP, SandboxTable
from app.ui import fonts
from app.ui.cards import CardLayer, CardSprite, DragDrop, Grab, Target
from app.ui.engine import Metrics, Scene
from app.ui.tween import Tweens
from app.ui.widgets import GOLD, MUTED, TEXT, Button, ButtonRow, Toast, blit_text, draw_felt, panel

GRIP_H = 18.0
DOUBLE_CLICK_S = 0.35


class SandboxScene(Scene):
    title = "Sandbox"

    def __init__(self, app, seed: int = 0, decks: int = 1, jokers: bool = False):
        super().__init__(app)
        self.model = SandboxTable(decks, jokers, seed)
        self.layer = CardLayer()
        self.tweens = Tweens(app.anim_speed)
        self.toast = Toast()
        self.dnd = DragDrop(self.layer, self, self.tweens, on_refused=self._refused)
        self.sprites: dict[int, CardSprite] = {}
        self.selected: list[int] = []  # uids picked by a click, waiting for a destination
        self.hands = 4
        self.per_hand = 5
        self._last_click = (None, -1.0)
        self._clock = 0.0
        self._build_toolbar()
        self.sync(animate=False)

    # ----------------------------------------------------------------- toolbar
    def _build_toolbar(self) -> None:
        y, h = 10, 42
        self.bar = ButtonRow()
        x = 12

        def add(label, w, fn, key=None, tip=""):
            nonlocal x
            b = self.bar.add(Button(label, (x, y, w, h), fn, size=17, key=key, tooltip=tip))
            x += w + 8
            return b

        add("Menu", 78, self.back)
        self.b_decks = add("", 104, self.toggle_decks)
        self.b_jokers = add("", 118, self.toggle_jokers)
        add("Shuffle", 92, self.shuffle_stock, pygame.K_s)
        self.b_hands = add("", 98, self.cycle_hands)
        self.b_cards = add("", 98, self.cycle_cards)
        add("Deal", 74, self.deal, pygame.K_d)
        add("Flip", 66, self.flip_selected, pygame.K_f)
        add("Fan", 62, self.fan_selected, pygame.K_SPACE)
        add("Gather all", 116, self.gather, pygame.K_g)
        self._label_buttons()

    def _label_buttons(self) -> None:
        self.b_decks.label = f"Decks: {self.model.decks}"
        self.b_jokers.label = f"Jokers: {'on' if self.model.jokers else 'off'}"
        self.b_hands.label = f"Hands: {self.hands}"
        self.b_cards.label = f"Cards: {self.per_hand}"

    # ----------------------------------------------------------------- actions
    def toggle_decks(self) -> None:
        self.model.reset(decks=2 if self.model.decks == 1 else 1)
        self._after_reset(f"New table with {self.model.decks} deck{'s' if self.model.decks > 1 else ''}")

    def toggle_jokers(self) -> None:
        self.model.reset(jokers=not self.model.jokers)
        self._after_reset(f"New table, jokers {'in' if self.model.jokers else 'out'}")

    def _after_reset(self, msg: str) -> None:
        for sp in self.sprites.values():
            self.layer.remove(sp)
        self.sprites = {}
        self.selected = []
        self._label_buttons()
        self.sync(animate=False)
        self.toast.show(msg)

    def cycle_hands(self) -> None:
        self.hands = self.hands % 8 + 1
        self._label_buttons()

    def cycle_cards(self) -> None:
        self.per_hand = self.per_hand % 13 + 1
        self._label_buttons()

    def shuffle_stock(self) -> None:
        stock = self._target_pile() or self.model.stock
        if stock is None:
            self.toast.show("Nothing to shuffle", "error")
            return
        self.model.shuffle(stock.id)
        self.app.sounds.play("deal")
        self.sync()
        self.toast.show(f"Shuffled {len(stock.cards)} cards")

    def deal(self) -> None:
        try:
            self.model.deal(self.hands, self.per_hand)
        except ValueError as exc:
            self.toast.show(str(exc).capitalize(), "error")
            return
        self.selected = []
        self.app.sounds.play("deal")
        self.sync(stagger=True)

    def flip_selected(self) -> None:
        pile = self._target_pile()
        if pile is None:
            self.toast.show("Click a card first, then Flip", "error")
            return
        if self.selected and len(self.selected) == 1:
            self.model.flip_card(self.selected[0])
        else:
            self.model.flip_card(pile.cards[-1])
        self.app.sounds.play("flip")
        self.sync()

    def fan_selected(self) -> None:
        pile = self._target_pile()
        if pile is None:
            self.toast.show("Click a pile first, then Fan", "error")
            return
        self.model.toggle_fan(pile.id)
        self.sync()

    def gather(self) -> None:
        self.model.gather()
        self.selected = []
        self.app.sounds.play("place")
        self.sync(stagger=True)

    def _target_pile(self):
        """The pile of the selection, else the pile under the pointer."""
        if self.selected:
            try:
                return self.model.locate(self.selected[0])[0]
            except KeyError:
                self.selected = []
        m = self.app.metrics
        sp = self.layer.sprite_at(pygame.mouse.get_pos(), m)
        if sp is not None:
            return self.model.locate(sp.data)[0]
        return None

    # ----------------------------------------------------------------- model -> sprites
    def sync(self, animate: bool = True, stagger: bool = False) -> None:
        """Move every sprite to where the model says its card is (tweened)."""
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
                if sp.face_up != face:
                    sp.face_up = face
                    if animate:
                        self.tweens.add(sp, "flip", 1.0 if face else 0.0, 0.25)
                    else:
                        sp.flip = 1.0 if face else 0.0
                if sp.pos != target:
                    if animate:
                        self.tweens.add(sp, "pos", target, 0.3, delay=delay)
                        if stagger:
                            delay += 0.012
                    else:
                        sp.pos = target
                sp.tint = (250, 214, 90, 70) if uid in self.selected else None
        self.layer.invalidate()
        self.app.invalidate()

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
            px, py, pw, ph = self._grip_rect(pile)
            if px <= x <= px + pw and py <= y <= py + ph:
                return pile
        return None

    def _grip_rect(self, pile):
        return (pile.x, pile.y + CARD_H + 3, CARD_W, GRIP_H)

    def _source_pile(self, grab: Grab):
        kind, ref = grab.data
        return self.model.pile(ref) if kind == "pile" else self.model.locate(ref)[0]

    def targets(self, grab: Grab) -> list[Target]:
        src = self._source_pile(grab)
        out = [Target(("pile", p.id), p.rect(), label=f"pile of {len(p.cards)}")
               for p in self.model.piles if p is not src]
        out.append(Target("table", (0, TABLE_TOP, 1280, 720 - TABLE_TOP), label="table"))
        return out

    def drop(self, grab: Grab, target: Target, lpos) -> None:
        kind, ref = grab.data
        first = grab.sprites[0].pos
        if kind == "pile" and target.id == "table":
            self.model.move_pile(ref, *first)
        else:
            uids = [sp.data for sp in grab.sprites]
            dest = target.id[1] if target.id != "table" else first
            self.model.move(uids, dest)
        self.selected = []
        self.app.sounds.play("place")
        self.sync()

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
                self.sync()
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
        self.sync()

    def _refused(self, reason: str) -> None:
        self.toast.show(reason, "error")
        self.app.sounds.play("error")

    # ----------------------------------------------------------------- scene
    def handle_event(self, ev) -> None:
        m = self.app.metrics
        if self.dnd.dragging or self.dnd.grab is not None:
            if self.dnd.handle(ev, m):
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
                self.sync()

    def back(self) -> None:
        if self.dnd.dragging:
            self.dnd.cancel()
            return
        if self.selected:
            self.selected = []
            self.sync(animate=False)
            return
        self.app.scenes.pop()

    def update(self, dt: float) -> bool:
        self._clock += dt
        self.tweens.speed = self.app.anim_speed
        moving = self.tweens.update(dt)
        if moving:
            self.layer.invalidate()
        return self.toast.update(dt) or moving or self.dnd.dragging

    def _draw_background(self, surface) -> None:
        m = self.app.metrics
        draw_felt(surface)
        # pile grips: a small tab under each pile with its count
        for pile in self.model.piles:
            r = m.rect(*self._grip_rect(pile))
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
        help_line = "Drag cards • Shift-drag or drag the grip: whole pile • double-click / right-click: flip • F1: help"
        blit_text(surface, m, help_line, 1268, 712, 13, MUTED, anchor="bottomright")

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
            scene.sync(animate=False)
        if variant == "full":
            scene.model.deal(8, 13)
            scene.sync(animate=False)
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
