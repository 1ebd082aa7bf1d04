import pygame

from app.ui.engine import Metrics, Scene
from app.ui.tween import Tweens


class Probe(Scene):
    def __init__(self, app, name, log, overlay=False):
        super().__init__(app)
        self.name, self.log, self.overlay = name, log, overlay

    def enter(self):
        self.log.append(("enter", self.name))

    def exit(self):
        self.log.append(("exit", self.name))

    def handle_event(self, ev):
        self.log.append(("event", self.name))


def test_scene_stack_push_pop_replace(app):
    log = []
    a, b, c = Probe(app, "a", log), Probe(app, "b", log), Probe(app, "c", log, overlay=True)
    app.scenes.push(a)
    app.scenes.push(b)
    assert app.scenes.top is b
    app.scenes.push(c)
    assert app.scenes.visible() == [b, c]  # an overlay is drawn over the scene below
    app.scenes.pop()
    assert app.scenes.top is b and ("exit", "c") in log and log[-1] == ("enter", "b")
    app.scenes.replace(Probe(app, "d", log))
    assert [s.name for s in app.scenes.stack] == ["a", "d"]
    assert ("exit", "b") in log
    # events go to the top scene only
    log.clear()
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=0))
    assert log == [("event", "d")]
    # Esc pops; popping the last scene ends the app
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    assert app.scenes.top is a and app.running
    app.scenes.pop()
    assert not app.running


def test_metrics_scale_and_centre():
    m = Metrics(1920, 1080)
    assert m.s == 1.5 and m.px(100) == 150 and m.pt(0, 0) == (0, 0)
    wide = Metrics(2000, 720)  # wider than 16:9: the stage is centred horizontally
    assert wide.s == 1.0 and wide.pt(0, 0) == (360, 0)
    assert wide.to_logical(wide.pt(100, 200)) == (100, 200)


def test_tweens_run_and_speed_zero_is_instant():
    class Obj:
        pos = (0.0, 0.0)

    o = Obj()
    tw = Tweens(1.0)
    tw.add(o, "pos", (100.0, 50.0), 0.2)
    assert tw.update(0.1) and 0 < o.pos[0] < 100
    assert tw.update(0.2) and o.pos == (100.0, 50.0) and not tw.busy  # the last step is drawn too
    assert not tw.update(0.1)  # then nothing moves
    off = Tweens(0.0)
    off.add(o, "pos", (5.0, 5.0), 1.0)
    assert o.pos == (5.0, 5.0) and not off.busy


def test_run_frames_draws_and_exits(app):
    from app.scenes.menu import MenuScene

    app.scenes.push(MenuScene(app))
    assert app.run(max_frames=3) == 0
    assert app.frame_count == 3


def test_work_after_the_first_frame_waits_for_it(app):
    """Start-up shows the window first: work given to after_first_frame (the sounds'
    warm-up) runs once the first frame is drawn, once, and at once when a frame is up."""
    from app.scenes.menu import MenuScene

    ran = []
    app.after_first_frame(lambda: ran.append(app.frame_count))
    app.scenes.push(MenuScene(app))
    assert ran == []
    assert app.run(max_frames=1) == 0 and ran == []  # only a first frame: nothing after it
    app.run(max_frames=3)
    assert ran == [2]  # run after a frame was up, before the loop went on; once
    app.after_first_frame(lambda: ran.append("now"))
    assert ran == [2, "now"]


def test_settings_card_backs_are_the_drawn_designs():
    from app.store.settings import CARD_BACKS
    from app.ui.cardart import BACK_DESIGNS

    assert tuple(CARD_BACKS) == tuple(BACK_DESIGNS)
