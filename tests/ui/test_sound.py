"""Synthesised sound effects: short, audible, clipped to 16 bits, played through SDL's dummy
audio driver; switched off they do nothing, and a missing audio device never crashes."""

import math
from array import array

import pygame
import pytest

from app.ui import sound
from app.ui.sound import NAMES, Sounds, pcm16, synth


@pytest.fixture(autouse=True)
def no_mixer():
    if pygame.mixer.get_init():
        pygame.mixer.quit()
    yield
    if pygame.mixer.get_init():
        pygame.mixer.quit()


@pytest.mark.parametrize("name", NAMES)
def test_effects_are_short_audible_and_end_in_silence(name):
    x = synth(name, 22050)
    seconds = len(x) / 22050
    assert 0.03 < seconds < 1.5
    assert max(abs(v) for v in x) <= 1.0
    rms = math.sqrt(sum(v * v for v in x) / len(x))
    assert rms > 0.02
    assert abs(x[-1]) < 1e-3  # faded out: no click at the end


def test_effects_are_distinct_and_reproducible():
    built = {name: synth(name) for name in NAMES}
    assert len({tuple(round(v, 6) for v in x[:500]) for x in built.values()}) == len(NAMES)
    assert synth("deal") == built["deal"]


def test_pcm16_clips_and_repeats_per_channel():
    data = array("h")
    data.frombytes(pcm16([0.0, 0.5, 2.0, -3.0], channels=2))
    assert list(data) == [0, 0, 16383, 16383, 32767, 32767, -32767, -32767]


def test_unknown_effect_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown sound"):
        Sounds().play("boing")
    with pytest.raises(ValueError, match="unknown sound"):
        synth("boing")


def test_sounds_play_with_the_dummy_driver():
    s = Sounds()
    assert pygame.mixer.get_init() is None  # opened lazily, not on construction
    for name in NAMES:
        assert s.play(name) is True
    assert pygame.mixer.get_init() is not None
    assert s.available


def test_disabled_sounds_do_nothing():
    s = Sounds(enabled=False)
    for name in NAMES:
        assert s.play(name) is False
    s.preload()
    assert pygame.mixer.get_init() is None  # the audio device was never opened
    s.enabled = True
    assert s.play("flip") is True


def test_a_missing_audio_device_disables_sound_silently(monkeypatch):
    def broken_init(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(sound.pygame.mixer, "init", broken_init)
    s = Sounds()
    assert s.play("deal") is False
    assert not s.available
    assert s.play("place") is False  # stays off without trying again


def test_warm_up_makes_every_effect_before_its_first_play():
    from app.ui import sound

    calls = []
    real = sound.synth

    def counting(name, rate=sound.RATE):
        calls.append(name)
        return real(name, rate)

    s = sound.Sounds()
    sound.synth, saved = counting, sound.synth
    try:
        s.warm_up().join(30)
        assert sorted(calls) == sorted(sound.NAMES)
        calls.clear()
        for name in sound.NAMES:
            assert s.play(name)  # played (the dummy driver opens a mixer) ...
        assert calls == []  # ... and nothing was synthesised on play
    finally:
        sound.synth = saved


def test_a_quiet_table_closes_the_audio_device_and_the_next_sound_opens_it():
    import pygame

    from app.ui import sound

    s = sound.Sounds()
    assert s.play("place") and pygame.mixer.get_init() is not None
    assert not s.rest(after=60.0)  # not quiet for long enough
    assert s.rest(after=-10.0) and pygame.mixer.get_init() is None
    assert s.play("win") and pygame.mixer.get_init() is not None
