"""Learn to play: a guided first deal at a real table, one game's lesson at a time.

A lesson (``Lesson``, one per game in the game's own ``<game>_tutorial.py``, named by its
descriptor's ``tutorial``) is data: the deal (a fixed seed and options, so the cards and the
computer players' moves are the same every time), the seats, and the steps. A step
(``Step``) is the coach's words (a catalogue string with named placeholders), the places it
points at (the table's place names: the lesson turns them into rects), and either the one
move the player must make (checked against the rules: a test plays every step) or None for
a step that is only read (Next goes on). The lesson's hooks say what is game-specific: where
a place is, how progress is counted, how a move is replayed, what a table must show before a
step can be read.

``TutorialScene`` runs the lesson: it hosts a real table scene of the game (its class with
``LessonTable`` in front: no save, no statistics, undo and new deals turned into the coach's
Back), draws the coach's bubble (app.ui.coach) over it, and asks the table's ``move_gate``
before each of the player's moves: the step's move goes to the rules; any other is refused
with the step's own "why", as the table says the rules' refusals. The player makes every move
at the table (drag, click or keys). Back goes a step back (the deal is dealt again and the
moves before that step replayed); Skip goes to the last step, which offers a real game (the
game's setup); Esc leaves, and the step it was left at is kept in the settings
(``tutorials``) so Learn resumes there. Keys: on a step that is only read, Enter or Right is
Next and Left is Back; on a step that asks for a move the keys play at the table; Backspace
is Back on any step.

The first time a game's setup opens it offers the lesson in one line with a button
(``first_offer``, ``add_offer_button``, ``draw_offer``: the setup calls them).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

import pygame

from app.games import find_descriptor, game_title, load
from app.i18n import _
from app.log import log
from app.rules.cards import Card
from app.rules.game import check_move
from app.scenes.config import SeatConfig, TableConfig
from app.ui.coach import Coach
from app.ui.engine import Scene
from app.ui.widgets import MUTED, Button, blit_lines, text_height

Rect = tuple[float, float, float, float]


@dataclass(frozen=True)
class Step:
    """One step of a lesson: ``text`` (marked with N_, translated when shown; placeholders
    from the lesson's ``words`` and from ``cards``: name -> card code, shown as "9♥"),
    ``points`` (place names), ``move`` (the one move to make; None: read, then Next) and
    ``why`` (marked with N_: said when another move is tried at this step)."""

    text: str
    points: tuple[str, ...] = ()
    move: Any = None
    why: str = ""
    cards: Mapping[str, str] = field(default_factory=dict, hash=False)


class Lesson:
    """A game's lesson (see the module doc). A game's module makes one with its steps and
    fills in the hooks where its table needs it."""

    game_id = ""
    seed = 1
    options: Mapping[str, Any] = {}
    computers: tuple[tuple[str, str], ...] = ()  # (name, level) of each seat after the player's
    steps: tuple[Step, ...] = ()
    table_mixin: type | None = None  # the game's own part of the lesson's table class

    # ----------------------------------------------------------- the deal and the table
    def config(self, app) -> TableConfig:
        seats = [SeatConfig(app.settings.player_name, "human")]
        seats += [SeatConfig(name, "computer", level) for name, level in self.computers]
        from app.rules.game import get_game

        return TableConfig(self.game_id, seats, get_game(self.game_id).info.resolve_options(dict(self.options)),
                           self.seed)

    def table_class(self) -> type:
        base = load(find_descriptor(self.game_id).table)
        parts = ((self.table_mixin,) if self.table_mixin else ()) + (LessonTable, base)
        return type(f"Lesson{base.__name__}", parts, {})

    # ----------------------------------------------------------- hooks
    def opening(self, table) -> None:
        """Bring a new table to where the lesson starts (moves made before step 0, as a saved
        game's are replayed); nothing here: most lessons start at the deal."""

    def rect_of(self, table, place: str) -> Rect | None:
        """Where ``place`` is on the table now (logical units), None if it is not shown."""
        return None

    def keep_clear(self, table, step: Step) -> list[Rect]:
        """What the bubble must never cover at this table at ``step`` (the cards in play)."""
        return []

    def words(self, table) -> dict[str, str]:
        """Placeholder values every step may use (names at the table)."""
        return {"name": table.seat_name(0)}

    def same(self, taught, tried) -> bool:
        return taught == tried

    def progress(self, table) -> int:
        """How many of the lesson's moves the table has taken."""
        return len(table.moves)

    def replay(self, table, move) -> None:
        """Make ``move`` at ``table`` (the gate lets it through): Back and resume."""
        table.play(move)

    def problem(self, table, move) -> str | None:
        """The rules' reason ``move`` cannot be made at ``table`` now (None: it can)."""
        return check_move(table.game, table.full_state(), move)

    def ready(self, table, index: int) -> bool:
        """Whether step ``index`` can be read yet (a result the table is still working out)."""
        return True

    # ----------------------------------------------------------- derived
    def moves_before(self, index: int) -> int:
        return sum(1 for s in self.steps[:index] if s.move is not None)


def union(rects):
    """The smallest rect (x, y, w, h) holding every one of ``rects``; None for none."""
    if not rects:
        return None
    x0 = min(r[0] for r in rects)
    y0 = min(r[1] for r in rects)
    x1 = max(r[0] + r[2] for r in rects)
    y1 = max(r[1] + r[3] for r in rects)
    return (x0, y0, x1 - x0, y1 - y0)


class TurnLesson(Lesson):
    """A lesson at a table where computers move between the player's moves: the player's
    moves are counted, and Back, resume and the gate's check first let the computers answer
    up to the player's turn (``ready(table, 0)`` says when it has come)."""

    def progress(self, table) -> int:
        return table.movers.count(0)  # the player's moves (the computers' come between them)

    def to_turn(self, table) -> None:
        """Let the computers answer, up to the player's turn."""
        for _k in range(2000):
            if self.ready(table, 0):
                return
            if table.thinking is not None:
                table.finish_thinking_now()
            table.update(0.25)

    def replay(self, table, move) -> None:
        self.to_turn(table)
        table.play(move)

    def problem(self, table, move) -> str | None:
        self.to_turn(table)
        return super().problem(table, move)


class LessonTable:
    """Put in front of a game's table class by ``Lesson.table_class``: the lesson's gate, no
    save and no statistics, and what would leave the lesson's deal (undo, a new deal, hints,
    the demo) sends the player to the coach instead."""

    lesson_host: "TutorialScene | None" = None

    def move_gate(self, move) -> str | None:
        host = self.lesson_host
        return host.gate(move) if host is not None else None

    def _coach_only(self, *args, **kwargs) -> None:
        self.refused(_("In the lesson, the coach's Back takes a step back."))

    undo = redo = restart = _coach_only

    def _not_now(self, *args, **kwargs) -> None:
        self.refused(_("Not in the lesson: the coach shows each move."))

    hint = start_demo = suggest = apply_suggestion = new_deal = go_to_deal = seats_turned = play_turned = _not_now

    def play_again(self) -> None:
        if self.lesson_host is not None:
            self.lesson_host.real_game()

    def ask_leave(self, from_pass: bool = False) -> None:
        if self.lesson_host is not None:
            self.lesson_host.leave()


# ============================================================================ the record


def lesson_for(game_id: str) -> Lesson | None:
    """The game's lesson (None: it has none yet)."""
    d = find_descriptor(game_id)
    if d is None or not d.tutorial:
        return None
    return load(d.tutorial)


def has_lesson(game_id: str) -> bool:
    """Whether the game names a lesson (its module is not imported)."""
    d = find_descriptor(game_id)
    return bool(d and d.tutorial)


def record(app, game_id: str) -> dict:
    rec = app.settings.tutorials.get(game_id)
    return dict(rec) if isinstance(rec, dict) else {}


def store(app, game_id: str, **values) -> None:
    """Keep the lesson's step (done, offered) in the settings, saved at once."""
    tut = dict(app.settings.tutorials)
    tut[game_id] = {**record(app, game_id), **values}
    try:
        app.settings.set("tutorials", tut)
    except ValueError as exc:
        log.warning("the lesson's place was not kept: %s", exc)
        return
    app.save_settings()


def open_lesson(app, game_id: str, replace: bool = False) -> bool:
    """Start (or resume, at the step it was left at) the game's lesson. False: it has none."""
    lesson = lesson_for(game_id)
    if lesson is None:
        return False
    rec = record(app, game_id)
    step = rec.get("step", 0) if not rec.get("done") else 0
    scene = TutorialScene(app, lesson, step if isinstance(step, int) else 0)
    if replace:
        app.scenes.replace(scene)
    else:
        app.scenes.push(scene)
    return True


# ============================================================================ the setup's offer


def first_offer(app, game_id: str) -> bool:
    """True the first time the game's setup opens (the lesson is offered then, once); the
    offer is kept as made."""
    if not has_lesson(game_id):
        return False
    rec = record(app, game_id)
    if rec.get("offered") or rec.get("done") or rec.get("step"):
        return False
    store(app, game_id, offered=True)
    return True


def _offer_area(setup, L) -> Rect | None:
    """The room in the setup's bottom bar between Back and Start (or Resume)."""
    bx, by, bw, bh = L["back"]
    right = L["resume"][0] if setup.saved is not None else L["start"][0]
    x0, x1 = bx + bw + 20, right - 20
    return (x0, by, x1 - x0, bh) if x1 - x0 > 200 else None


def add_offer_button(setup, L) -> None:
    """The setup's "Learn to play" button, the first time it opens (see ``first_offer``)."""
    if not getattr(setup, "offer_lesson", False) or setup.saved is not None:
        return
    area = _offer_area(setup, L)
    if area is None:
        return
    x, y, w, h = area
    bw = min(190.0, w * 0.45)
    setup.buttons.add(Button(_("Learn to play"), (x + w - bw, y + 3, bw, 44), lambda: open_lesson(setup.app, setup.game_id,
                                                                                                     replace=True),
                             size=17))


def draw_offer(setup, surface, L) -> None:
    """The offer's line beside its button."""
    if not getattr(setup, "offer_lesson", False) or setup.saved is not None:
        return
    area = _offer_area(setup, L)
    if area is None:
        return
    m = setup.m
    x, y, w, h = area
    bw = min(190.0, w * 0.45)
    # TRANSLATORS: the setup's offer of the lesson, beside its "Learn to play" button; {game} is the game's name
    text = _("New to {game}? A short lesson at the table teaches it.").format(game=game_title(setup.game_id))
    tw = w - bw - 12
    size = 15.0
    while size > 11 and text_height(m, text, tw, size) > h:
        size -= 1
    th = text_height(m, text, tw, size)
    blit_lines(surface, m, text, x, y + (h - th) / 2, tw, size, MUTED)


# ============================================================================ the scene


class TutorialScene(Scene):
    """Runs a lesson over a real table (see the module doc)."""

    def __init__(self, app, lesson: Lesson, step: int = 0):
        super().__init__(app)
        self.lesson = lesson
        self.steps = lesson.steps
        self.step = 0
        self.table = None
        self.replaying = False
        self.coach = Coach(self.back_step, self.skip, self.next_step)
        self.title = f"Lesson {lesson.game_id}"
        self._entered = False
        self.build(max(0, min(step, len(self.steps) - 1)))

    @classmethod
    def demo(cls, app, variant: str) -> "TutorialScene":
        """For --screenshot: ``<game>`` or ``<game>:<step>`` (counted from 1)."""
        game_id, _sep, step = variant.partition(":")
        lesson = lesson_for(game_id)
        if lesson is None:
            raise ValueError(f"no lesson for {game_id!r}")
        index = int(step) - 1 if step.isdigit() and int(step) > 0 else 0
        return cls(app, lesson, min(index, len(lesson.steps) - 1))

    def after_push(self) -> None:
        """Screenshots: let the table reach what the step reads (the computers' answers, a
        result shown in full)."""
        for _k in range(600):
            if self.lesson.ready(self.table, self.step):
                break
            if getattr(self.table, "thinking", None) is not None:
                self.table.finish_thinking_now()
            self.table.update(0.25)

    # ------------------------------------------------------------------ the table
    def build(self, index: int) -> None:
        """Deal the lesson's cards at a new table and replay the moves before step ``index``."""
        old = self.table
        if old is not None:
            old.exit()
        cls = self.lesson.table_class()
        table = cls(self.app, self.lesson.config(self.app))
        table.saving = False  # no save to resume, no statistics
        table.lesson_host = self
        self.table = table
        self.portrait_layout = table.portrait_layout
        self.column_min_h = table.column_min_h
        self.replaying = True
        table.autoplay = True  # no pauses, no animations while the deal is brought to the step
        try:
            self.lesson.opening(table)
            table.enter()
            for s in self.steps[:index]:
                if s.move is not None:
                    self.lesson.replay(table, s.move)
                    self._settle()
        finally:
            table.autoplay = False
            self.replaying = False
        self.step = index
        if self._entered:
            table.resize(self.app.metrics_for(table))
        self.remember()

    def _settle(self) -> None:
        table = self.table
        if getattr(table, "_go_on", False) and not table.tweens.busy:
            table.advance()

    @property
    def current(self) -> Step:
        return self.steps[self.step]

    @property
    def last(self) -> bool:
        return self.step >= len(self.steps) - 1

    def remember(self) -> None:
        values = {"step": self.step}
        if self.last:
            values["done"] = True
        store(self.app, self.lesson.game_id, **values)

    # ------------------------------------------------------------------ the gate
    def gate(self, move) -> str | None:
        """The table asks before the player's move: the step's move goes on to the rules;
        any other is refused with the step's why."""
        if self.replaying:
            return None
        step = self.current
        if step.move is not None and self.lesson.same(step.move, move):
            return None
        if step.move is None:
            return _("Read the coach's note, then press Next.")
        if step.why:
            return self.say(step.why, step)
        return _("Not this move: the coach shows the one to make.")

    def say(self, text: str, step: Step) -> str:
        """A step's words in the player's language, placeholders filled."""
        values = dict(self.lesson.words(self.table))
        values.update({k: Card.parse(v).label for k, v in step.cards.items()})
        try:
            return _(text).format(**values)
        except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder
            return text.format(**values)

    def check_progress(self) -> None:
        """A step's move made at the table: the next step."""
        changed = False
        while self.current.move is not None and \
                self.lesson.progress(self.table) >= self.lesson.moves_before(self.step) + 1 and not self.last:
            self.step += 1
            changed = True
        if changed:
            self.remember()
            self.app.invalidate()

    # ------------------------------------------------------------------ coach buttons
    def next_step(self) -> None:
        if self.last:
            self.real_game()
            return
        if self.current.move is not None or not self.lesson.ready(self.table, self.step):
            return
        self.step += 1
        self.remember()

    def back_step(self) -> None:
        if self.step == 0:
            return
        target = self.step - 1
        if self.lesson.progress(self.table) != self.lesson.moves_before(target):
            self.build(target)  # the deal again, to just before that step's move
        else:
            self.step = target
            self.remember()
        self.app.invalidate()

    def skip(self) -> None:
        if self.last:
            self.leave()
            return
        self.step = len(self.steps) - 1
        self.remember()

    def real_game(self) -> None:
        """The lesson's end: the game's setup, for a real game."""
        store(self.app, self.lesson.game_id, step=0, done=True, offered=True)
        d = find_descriptor(self.lesson.game_id)
        if d is None or not d.setup:
            self.app.scenes.pop()
            return
        self.app.scenes.replace(load(d.setup)(self.app))

    def leave(self) -> None:
        """Esc: the lesson is left; Learn resumes it at this step."""
        self.remember()
        self.app.scenes.pop()

    # ------------------------------------------------------------------ the scene
    def enter(self) -> None:
        self._entered = True
        self.table.enter()

    def exit(self) -> None:
        self.table.exit()

    def resize(self, m) -> None:
        self.table.resize(self.app.metrics_for(self.table))

    def back(self) -> None:
        drag = getattr(self.table, "drag", None)
        if drag is not None and drag.busy:
            drag.cancel()
            return
        self.leave()

    def help_topic(self) -> str | None:
        return self.lesson.game_id

    def handle_event(self, ev) -> None:
        m = self.table.m
        if self.coach.handle(ev, m):
            return
        if ev.type == pygame.KEYDOWN:
            reading = self.current.move is None
            if ev.key == pygame.K_BACKSPACE:
                self.back_step()
                return
            if reading and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_RIGHT):
                self.next_step()
                return
            if reading and ev.key == pygame.K_LEFT:
                self.back_step()
                return
        self.table.handle_event(ev)
        self.check_progress()

    def update(self, dt: float) -> bool:
        moving = self.table.update(dt)
        self.check_progress()
        return moving

    # ------------------------------------------------------------------ drawing
    def coach_words(self) -> tuple[str, str, str]:
        """(title, text, note) of the bubble now."""
        step = self.current
        # TRANSLATORS: the coach's bubble title; {game} is the game's name, {n} and {count} numbers
        title = _("Learn {game}: step {n} of {count}").format(game=game_title(self.lesson.game_id), n=self.step + 1,
                                                             count=len(self.steps))
        note = ""
        if step.move is not None:
            note = _("Make this move at the table: drag, click or keys.")
        elif not self.lesson.ready(self.table, self.step):
            note = _("A moment: the table is working it out.")
        return title, self.say(step.text, step), note

    def targets(self) -> list[Rect]:
        out = []
        for p in self.current.points:
            r = self.lesson.rect_of(self.table, p)
            if r is not None:
                out.append(r)
        return out

    def draw(self, surface) -> None:
        table = self.table
        table.draw(surface)
        m = table.m
        title, text, note = self.coach_words()
        step = self.current
        if self.last:
            labels = (_("Back"), _("Leave"), _("Play a real game"))
        else:
            # TRANSLATORS: the coach's buttons: back a step, to the lesson's end, the next step
            labels = (_("Back"), _("Skip"), _("Next"))
        ready = self.last or (step.move is None and self.lesson.ready(table, self.step))
        self.coach.show(title, text, note, labels, self.targets(), self.lesson.keep_clear(table, step),
                        back=self.step > 0, next_=ready)
        self.coach.draw(surface, m)
        table.toast.draw(surface, m)  # a refusal stays readable over the bubble
