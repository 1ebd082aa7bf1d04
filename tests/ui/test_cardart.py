"""Card and tile art: every card renders at the size asked, designs and colour settings
change what is drawn, and the cache hands back the very same surface."""

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules.cards import DECK, JOKERS, Card
from app.ui.cardart import BACK_DESIGNS, CardArt

ALL_CARDS = DECK + JOKERS
SIZES = [(50, 70), (56, 78), (80, 112), (200, 280)]


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield
    pygame.display.quit()


def colours(surf, min_alpha=200):
    """The set of opaque colours of a surface."""
    w, h = surf.get_size()
    found = set()
    for y in range(0, h):
        for x in range(0, w):
            c = surf.get_at((x, y))
            if c.a >= min_alpha:
                found.add((c.r, c.g, c.b))
    return found


def near(found, target, tol=40):
    return any(sum(abs(a - b) for a, b in zip(c, target)) <= tol for c in found)


def same_pixels(a, b):
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


@pytest.mark.parametrize("w,h", SIZES)
def test_every_face_renders_at_the_requested_size(w, h):
    art = CardArt()
    for card in ALL_CARDS:
        surf = art.face(card, w, h)
        assert surf.get_size() == (w, h), card
        # Rounded corners are transparent, the middle of the card is opaque.
        assert surf.get_at((0, 0)).a == 0, card
        assert surf.get_at((w - 1, h - 1)).a == 0, card
        assert surf.get_at((w // 2, 2)).a == 255, card


def test_all_faces_differ_from_each_other_and_from_the_back():
    art = CardArt()
    w, h = 80, 112
    images = [pygame.image.tobytes(art.face(c, w, h), "RGBA") for c in ALL_CARDS]
    assert len(set(images)) == len(ALL_CARDS)
    back = pygame.image.tobytes(art.back(w, h), "RGBA")
    assert back not in images


def test_faces_are_white_cards_in_suit_colours():
    art = CardArt()
    assert near(colours(art.face(Card.parse("7H"), 80, 112)), (200, 22, 38))
    assert near(colours(art.face(Card.parse("7S"), 80, 112)), (24, 24, 28))
    assert near(colours(art.face(Card.parse("2C"), 80, 112)), (255, 255, 255), tol=3)


def test_court_cards_are_drawn_not_only_lettered():
    art = CardArt()
    seven, king = (len(colours(art.face(Card.parse(t), 120, 168))) for t in ("7H", "KH"))
    # A drawn figure has skin, gold, a tinted panel... many more colours than a pip card.
    assert king > seven * 2
    kinds = {pygame.image.tobytes(art.face(Card.parse(r + "S"), 120, 168), "RGBA") for r in "JQK"}
    assert len(kinds) == 3


def test_the_two_jokers_differ():
    art = CardArt()
    a, b = (art.face(j, 80, 112) for j in JOKERS)
    assert not same_pixels(a, b)


def test_back_designs_differ():
    assert len(BACK_DESIGNS) >= 2
    images = []
    for design in BACK_DESIGNS:
        art = CardArt(back_design=design)
        surf = art.back(80, 112)
        assert surf.get_size() == (80, 112)
        images.append(pygame.image.tobytes(surf, "RGBA"))
    assert len(set(images)) == len(BACK_DESIGNS)


def test_changing_the_back_design_attribute_changes_the_back():
    art = CardArt()
    first = art.back(60, 84)
    art.back_design = BACK_DESIGNS[1]
    assert not same_pixels(first, art.back(60, 84))
    art.back_design = BACK_DESIGNS[0]
    assert art.back(60, 84) is first


def test_unknown_back_design_is_refused():
    with pytest.raises(ValueError, match="back"):
        CardArt(back_design="polka")
    art = CardArt()
    art.back_design = "polka"
    with pytest.raises(ValueError, match="polka"):
        art.back(60, 84)
    with pytest.raises(ValueError, match="polka"):
        art.tile_back(60)


def test_four_colour_deck_recolours_diamonds_but_not_spades():
    art = CardArt()
    d2 = art.face(Card.parse("9D"), 80, 112)
    s2 = art.face(Card.parse("9S"), 80, 112)
    art.four_colour = True
    d4 = art.face(Card.parse("9D"), 80, 112)
    s4 = art.face(Card.parse("9S"), 80, 112)
    assert not same_pixels(d2, d4)
    assert near(colours(d2), (200, 22, 38)) and not near(colours(d2), (22, 78, 190))
    assert near(colours(d4), (22, 78, 190)) and not near(colours(d4), (200, 22, 38))
    assert same_pixels(s2, s4)
    # Clubs go green, hearts stay red.
    assert near(colours(art.face(Card.parse("9C"), 80, 112)), (18, 128, 52))
    assert near(colours(art.face(Card.parse("9H"), 80, 112)), (200, 22, 38))


def test_cache_returns_the_same_surface():
    art = CardArt()
    card = Card.parse("QD")
    assert art.face(card, 70, 98) is art.face(card, 70, 98)
    assert art.back(70, 98) is art.back(70, 98)
    assert art.tile(card, 48) is art.tile(card, 48)
    assert art.tile_back(48) is art.tile_back(48)
    assert art.blank(70, 98) is art.blank(70, 98)
    assert art.face(card, 70, 98) is not art.face(card, 71, 98)
    old = art.face(card, 70, 98)
    art.clear_cache()
    new = art.face(card, 70, 98)
    assert new is not old and same_pixels(new, old)


def pips_in_middle(surf, colour):
    """Separate blobs of ``colour`` in the middle band of a card (between the indices)."""
    w, h = surf.get_size()
    band = surf.subsurface((round(w * 0.225), 0, w - 2 * round(w * 0.225), h))
    mask = pygame.mask.from_threshold(band, colour, (70, 70, 70, 255))
    return len(mask.connected_components(minimum=8))


@pytest.mark.parametrize("suit", "SHDC")
def test_pip_cards_show_as_many_pips_as_their_rank(suit):
    art = CardArt()
    # (The ace of spades is left out: its one big pip carries an inner outline.)
    ranks = "23456789T" if suit == "S" else "A23456789T"
    for rank in ranks:
        card = Card.parse(rank + suit)
        face = art.face(card, 120, 168)
        assert pips_in_middle(face, art.colour(suit)) == card.low, card


def test_corner_indices_are_inked_even_on_small_cards():
    art = CardArt()
    w, h = 50, 70
    for card in ALL_CARDS:
        face = art.face(card, w, h)
        colour = art.colour(card.suit) if card.suit else None
        for x0, y0 in ((0, 0), (w - 14, h - 24)):
            corner = face.subsurface((x0, y0, 14, 24))
            if colour is None:  # jokers: any dark or red ink
                inked = sum(1 for x in range(14) for y in range(24)
                            if min(corner.get_at((x, y))[:3]) < 120 and corner.get_at((x, y)).a > 200)
            else:
                inked = pygame.mask.from_threshold(corner, colour, (70, 70, 70, 255)).count()
            # Rank and suit together cover a good part of the corner.
            assert inked >= 40, (card, x0)


def test_tiles_are_square_for_every_card_and_size():
    art = CardArt()
    for size in (40, 64, 120):
        seen = set()
        for card in DECK:
            t = art.tile(card, size)
            assert t.get_size() == (size, size)
            seen.add(pygame.image.tobytes(t, "RGBA"))
        assert len(seen) == 52
        back = art.tile_back(size)
        assert back.get_size() == (size, size)
        assert pygame.image.tobytes(back, "RGBA") not in seen


def test_blank_slot_is_a_translucent_outline():
    art = CardArt()
    b = art.blank(80, 112)
    assert b.get_size() == (80, 112)
    middle = b.get_at((40, 56))
    assert 0 < middle.a < 128
    edge = b.get_at((40, 0))
    assert edge.a > middle.a


def test_rendering_without_a_display_still_works():
    pygame.display.quit()
    pygame.display.init()
    art = CardArt()
    surf = art.face(Card.parse("TC"), 50, 70)
    assert surf.get_size() == (50, 70)


@settings(max_examples=40)
@given(card=st.sampled_from(ALL_CARDS), w=st.integers(8, 260), h=st.integers(8, 260),
       design=st.sampled_from(BACK_DESIGNS), four=st.booleans())
def test_any_size_renders_at_exactly_that_size(card, w, h, design, four):
    art = CardArt(four_colour=four, back_design=design)
    assert art.face(card, w, h).get_size() == (w, h)
    assert art.back(w, h).get_size() == (w, h)
    assert art.blank(w, h).get_size() == (w, h)
    assert art.tile(card, w).get_size() == (w, w)
    assert art.tile_back(h).get_size() == (h, h)


def test_tiny_sizes_are_refused_clearly():
    with pytest.raises(ValueError, match="too small"):
        CardArt().face(Card.parse("AS"), 4, 6)


def ink_mask(surf, box):
    """The pixels of ``box`` a reader sees as ink: opaque and darker than mid-grey."""
    sub = surf.subsurface(box)
    mask = pygame.mask.Mask(box.size)
    for y in range(box.h):
        for x in range(box.w):
            c = sub.get_at((x, y))
            if c.a > 128 and (c.r + c.g + c.b) / 3 < 128:
                mask.set_at((x, y))
    return mask


@pytest.mark.parametrize("w", [24, 30, 40])
@pytest.mark.parametrize("rank", "QKTA")
def test_club_and_spade_corner_symbols_stay_apart_on_small_cards(w, rank):
    # The corner suit of a small two-colour card, binarised: a club and a spade must differ
    # in at least 15 pixels and in at least a quarter of the pixels either one inks. (The
    # first drawing, a 5-7 pixel symbol of the full shapes, differed in 7, 2 and 10 pixels,
    # 33 %, 9 % and 33 %, at widths 24, 30 and 40.)
    art = CardArt()
    h = round(w * 1.4)
    club, spade = Card.parse(rank + "C"), Card.parse(rank + "S")
    box = art.corner_suit_rect(club, w, h)
    assert box == art.corner_suit_rect(spade, w, h)
    assert box.right <= w // 2 + 1 and box.top < h // 2  # the top-left index
    assert box.h >= 9  # the first drawing's symbol was 5 to 7 pixels tall here
    a = ink_mask(art.face(club, w, h), box)
    b = ink_mask(art.face(spade, w, h), box)
    for m in (a, b):
        assert m.count() >= 0.3 * box.w * box.h  # a symbol is really drawn there
    both = a.overlap_area(b, (0, 0))
    union = a.count() + b.count() - both
    differ = union - both
    assert differ >= 15, (differ, union)
    assert differ / union >= 0.25, (differ, union)


def test_small_cards_drop_pips_too_small_to_count_but_keep_the_index():
    art = CardArt()
    w, h = 40, 56
    ten = art.face(Card.parse("TC"), w, h)
    # Nothing but white between the indices: no specks of pips.
    band = ten.subsurface((w // 2 - 4, h // 2 - 8, 8, 16))
    assert ink_mask(band, band.get_rect()).count() == 0
    assert pips_in_middle(art.face(Card.parse("TC"), 120, 168), art.colour("C")) == 10
    box = art.corner_suit_rect(Card.parse("TC"), w, h)
    assert ink_mask(ten, box).count() > 20
