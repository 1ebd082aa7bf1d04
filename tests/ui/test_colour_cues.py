"""Nothing said by colour alone: the player on turn, teams, legal targets, selections and
results each carry a second cue (a mark, a shape, an outline style), checked on what each
piece chose to draw, not on pixels; and the colour-blindness simulation of tools/colour_blind.py."""

import colorsys
import importlib.util
from pathlib import Path

import pygame

from app.rules.cards import Card
from app.scenes import jammat_reveal as JR
from app.scenes import statistics as S
from app.scenes.three_thirteen_panels import group_frames
from app.scenes.twenty_nine_panels import seat_infos
from app.store import stats
from app.ui.cards import OUTLINES, CardLayer, CardSprite, Target, draw_outline
from app.ui.engine import Metrics
from app.ui.movedrag import Choice, MoveDrag
from app.ui.seats import SeatInfo, SeatRing
from app.ui.tween import Tweens
from app.ui.widgets import MARKS, draw_mark
from tests.ui.test_twenty_nine_table import make, one_human

ROOT = Path(__file__).resolve().parents[2]


def load_tool():
    spec = importlib.util.spec_from_file_location("colour_blind", ROOT / "tools" / "colour_blind.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def hue(rgb) -> float:
    return colorsys.rgb_to_hsv(*(c / 255 for c in rgb))[0] * 360


# ----------------------------------------------------------------------------- the simulation
def test_red_and_green_look_alike_under_deuteranopia_and_protanopia():
    cb = load_tool()
    for kind in ("deuteranopia", "protanopia"):
        red, green = cb.simulate((255, 0, 0), kind), cb.simulate((0, 255, 0), kind)
        assert abs(hue(red) - hue(green)) < 12, (kind, red, green)
        # while blue and yellow, the axis these players keep, stay apart
        blue, yellow = cb.simulate((0, 0, 255), kind), cb.simulate((255, 255, 0), kind)
        assert abs(hue(blue) - hue(yellow)) > 120, (kind, blue, yellow)


def test_white_and_greys_stay_as_they_are():
    cb = load_tool()
    for kind in cb.MATRICES:
        for v in (0, 60, 128, 200, 255):
            out = cb.simulate((v, v, v), kind)
            assert all(abs(c - v) <= 1 for c in out), (kind, v, out)


def test_the_tool_writes_both_simulations_of_a_png(tmp_path):
    cb = load_tool()
    surf = pygame.Surface((4, 2))
    surf.fill((255, 0, 0))
    surf.fill((255, 255, 255), pygame.Rect(2, 0, 2, 2))
    shot = tmp_path / "shot.png"
    pygame.image.save(surf, str(shot))
    assert cb.main([str(shot)]) == 0
    for kind in ("deuteranopia", "protanopia"):
        out = pygame.image.load(str(tmp_path / f"shot-{kind}.png"))
        assert tuple(out.get_at((3, 1)))[:3] == (255, 255, 255)
        assert tuple(out.get_at((0, 0)))[:3] == cb.simulate((255, 0, 0), kind)
    assert cb.main([str(shot), "--kind", "tritan"]) == 2  # a clear refusal, nothing written
    assert not (tmp_path / "shot-tritan.png").exists()


# ----------------------------------------------------------------------------- seats
def test_the_seat_on_turn_has_a_pointer_besides_its_colour():
    assert "turn" in SeatRing.marks(SeatInfo("Ann", turn=True))
    assert "turn" not in SeatRing.marks(SeatInfo("Ann", turn=False))


def test_the_two_teams_have_marks_of_different_shapes():
    a = SeatRing.marks(SeatInfo("Ann", team=0))
    b = SeatRing.marks(SeatInfo("Bo", team=1))
    assert [x for x in a if x.startswith("team-")] != [x for x in b if x.startswith("team-")]
    assert not [x for x in SeatRing.marks(SeatInfo("Ann")) if x.startswith("team-")]  # no teams: no mark


def test_twenty_nine_plates_carry_each_seats_team_and_the_turn(app):
    t = make(app, one_human())
    infos = seat_infos(t)
    assert [i.team for i in infos] == [0, 1, 0, 1]  # partners opposite share a mark
    on_turn = [s for s, i in enumerate(infos) if "turn" in SeatRing.marks(i)]
    assert on_turn == ([t.view.to_move] if t.view.to_move is not None and t.summary is None else [])


# ----------------------------------------------------------------------------- targets and selections
class Table:
    """A table with one card that may go to two places."""

    def __init__(self):
        self.played = []

    def choices(self):
        return [Choice("card", "left", "to the left"), Choice("card", "right", "to the right")]

    def target_rect(self, end):
        return (100, 300, 90, 126) if end == "left" else (400, 300, 90, 126)

    def play_choice(self, c):
        self.played.append(c.payload)

    def refuse_reason(self, start, lpos):
        return "not there"

    def lift(self, start):
        return []


def test_targets_are_dashed_and_the_one_under_the_pointer_or_picked_is_solid():
    assert OUTLINES["target"][1] == "dashed"
    assert OUTLINES["hot"][1] == OUTLINES["selected"][1] == "solid"
    layer = CardLayer()
    layer.add(CardSprite(Card.parse("AS"), (250, 300), data="card"))
    drag = MoveDrag(layer, Table(), Tweens(0.0))
    dnd = drag.dnd
    dnd.targets = [Target("left", (100, 300, 90, 126)), Target("right", (400, 300, 90, 126))]
    dnd.hover_target = dnd.targets[1]
    assert [dnd.outline_kind(t) for t in dnd.targets] == ["target", "hot"]
    # picked by a click: the card solid, both its targets dashed
    drag.selected = "card"
    assert drag.outlined() == [("card", "card", "selected"), ("target", "left", "target"),
                               ("target", "right", "target")]
    # shown by the keys: the card, and its one target solid with corner ticks
    drag.selected = None
    drag.focus = 1
    assert drag.outlined() == [("card", "card", "selected"), ("target", "right", "hot")]


def test_draw_outline_draws_the_style_of_its_kind():
    surf = pygame.Surface((200, 200))
    m = Metrics(1280, 720)
    for kind, (_, style, _) in OUTLINES.items():
        assert draw_outline(surf, m, pygame.Rect(20, 20, 120, 150), kind) == style


# ----------------------------------------------------------------------------- results
def test_jammat_inspected_rows_carry_a_mark_per_outcome():
    assert len({JR.RESULT_MARKS[k] for k in (JR.WON, JR.TIED, JR.BEATEN)}) == 3
    assert set(JR.RESULT_MARKS.values()) <= set(MARKS)


def test_statistics_results_each_have_their_own_mark():
    kinds = (stats.WON, stats.DRAWN, stats.LOST)
    assert len({S.RESULT_MARKS[k] for k in kinds}) == 3
    surf = pygame.Surface((40, 40))
    for k in kinds:
        draw_mark(surf, S.RESULT_MARKS[k], (20, 20), 12, (255, 255, 255))  # every mark is one it can draw


def test_three_thirteen_left_over_cards_are_framed_unlike_melds():
    frames = group_frames([["a"], ["b"], ["c"]])
    assert frames[:2] == [("meld", "solid")] * 2
    assert frames[-1] == ("left over", "dashed")



def test_a_button_switched_on_says_so_with_a_mark_not_its_colour_alone():
    from app.ui.widgets import Button

    on = Button("Coach", (0, 0, 120, 40), lambda: None, toggled=True)
    off = Button("Coach", (0, 0, 120, 40), lambda: None)
    assert on.shown_label == "\u2713 Coach" and off.shown_label == "Coach"
