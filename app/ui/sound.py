"""Sound effects synthesised at run time (no sound files): short clicks and swishes built
as 16-bit PCM with the array module.

The mixer is opened lazily on the first ``play``; if that fails (no audio device, no
driver) the sounds quietly switch off and the game carries on.
"""

from __future__ import annotations

import math
import random
import threading
import time
from array import array

import pygame

NAMES = ("deal", "place", "flip", "error", "win")
REST_AFTER = 3.0  # seconds of silence before the audio device is closed
RATE = 44100
PEAK = 32767


def _env(n: int, attack: float, decay: float, rate: int) -> list[float]:
    """A linear attack of ``attack`` seconds, then an exponential decay (time constant
    ``decay`` seconds), ending at silence so there is no click at the end."""
    a = min(n, max(1, int(attack * rate)))
    out = [i / a for i in range(a)]
    factor = math.exp(-1.0 / (decay * rate))
    v = 1.0
    for _ in range(n - a):
        out.append(v)
        v *= factor
    # Fade the last 5 ms to zero.
    tail = min(n, int(0.005 * rate))
    for k in range(tail):
        out[n - 1 - k] *= k / tail
    return out


def _noise(n: int, seed: int) -> list[float]:
    rnd = random.Random(seed)
    return [rnd.uniform(-1.0, 1.0) for _ in range(n)]


def _lowpass(x: list[float], cutoff: float, rate: int) -> list[float]:
    k = 1.0 - math.exp(-2.0 * math.pi * cutoff / rate)
    y, s = [], 0.0
    for v in x:
        s += k * (v - s)
        y.append(s)
    return y


def _highpass(x: list[float], cutoff: float, rate: int) -> list[float]:
    low = _lowpass(x, cutoff, rate)
    return [a - b for a, b in zip(x, low)]


def _bandpass_sweep(x: list[float], f0: float, f1: float, rate: int) -> list[float]:
    """A resonant band-pass (state-variable filter) whose centre glides from f0 to f1."""
    n = len(x)
    low = band = 0.0
    q = 1.6
    out = []
    for i, v in enumerate(x):
        f = f0 + (f1 - f0) * i / max(1, n - 1)
        g = 2.0 * math.sin(math.pi * min(f, rate / 6) / rate)
        high = v - low - band / q
        band += g * high
        low += g * band
        out.append(band)
    return out


def _normalise(x: list[float], level: float) -> list[float]:
    peak = max((abs(v) for v in x), default=0.0) or 1.0
    return [v * level / peak for v in x]


def synth(name: str, rate: int = RATE) -> list[float]:
    """Samples in -1..1 for effect ``name`` (mono, at ``rate`` Hz)."""
    if name == "deal":  # a soft swish of a card sliding across cloth
        n = int(0.13 * rate)
        x = _bandpass_sweep(_noise(n, 11), 2500.0, 900.0, rate)
        env = _env(n, 0.035, 0.03, rate)
        return _normalise([a * b for a, b in zip(x, env)], 0.45)
    if name == "place":  # a muted tap of a card put down
        n = int(0.09 * rate)
        body = [math.sin(2 * math.pi * (190 - 60 * i / n) * i / rate) for i in range(n)]
        tap = _lowpass(_noise(n, 23), 2200.0, rate)
        env_b = _env(n, 0.002, 0.018, rate)
        env_t = _env(n, 0.0005, 0.006, rate)
        x = [0.7 * b * eb + 1.4 * t * et for b, eb, t, et in zip(body, env_b, tap, env_t)]
        return _normalise(x, 0.55)
    if name == "flip":  # a quick snap
        n = int(0.07 * rate)
        x = _highpass(_noise(n, 37), 1200.0, rate)
        env = _env(n, 0.003, 0.012, rate)
        tick = [math.sin(2 * math.pi * 1450 * i / rate) for i in range(n)]
        env_k = _env(n, 0.001, 0.008, rate)
        y = [0.8 * a * e + 0.35 * k * ek for a, e, k, ek in zip(x, env, tick, env_k)]
        return _normalise(y, 0.45)
    if name == "error":  # two soft descending tones
        out: list[float] = []
        for f, dur in ((392.0, 0.11), (294.0, 0.16)):
            n = int(dur * rate)
            env = _env(n, 0.006, dur / 3, rate)
            for i in range(n):
                t = i / rate
                v = math.sin(2 * math.pi * f * t) + 0.3 * math.sin(2 * math.pi * 2 * f * t)
                out.append(v * env[i])
        return _normalise(out, 0.35)
    if name == "win":  # a rising bell arpeggio, C E G C
        notes = (523.25, 659.25, 783.99, 1046.5)
        step = 0.11
        n = int((step * len(notes) + 0.6) * rate)
        out = [0.0] * n
        for k, f in enumerate(notes):
            start = int(k * step * rate)
            m = n - start
            env = _env(m, 0.004, 0.22 if k < 3 else 0.35, rate)
            # Three partials as sine recurrences: s[i+1] = k * s[i] - s[i-1].
            ks, prev, cur = [], [], []
            for mult in (1.0, 2.0, 3.01):
                w = 2 * math.pi * f * mult / rate
                ks.append(2 * math.cos(w))
                prev.append(-math.sin(w))
                cur.append(0.0)
            k1, k2, k3 = ks
            p1, p2, p3 = prev
            c1, c2, c3 = cur
            for i in range(m):
                out[start + i] += env[i] * (c1 + 0.35 * c2 + 0.12 * c3)
                p1, c1 = c1, k1 * c1 - p1
                p2, c2 = c2, k2 * c2 - p2
                p3, c3 = c3, k3 * c3 - p3
        return _normalise(out, 0.5)
    raise ValueError(f"unknown sound {name!r}; one of {', '.join(NAMES)}")


def pcm16(samples: list[float], channels: int = 1, volume: float = 1.0) -> bytes:
    """Signed 16-bit native-endian PCM, each sample repeated for every channel."""
    scale = PEAK * volume
    if max((abs(v) for v in samples), default=0.0) * volume <= 1.0:
        mono = array("h", [int(v * scale) for v in samples])
    else:
        mono = array("h", [int(max(-1.0, min(1.0, v * volume)) * PEAK) for v in samples])
    if channels == 1:
        return mono.tobytes()
    data = array("h", bytes(2 * len(mono) * channels))
    for c in range(channels):
        data[c::channels] = mono
    return data.tobytes()


class Sounds:
    """The table's sound effects. ``enabled`` is the player's setting; ``play`` does nothing
    when it is off or when no audio device could be opened."""

    def __init__(self, enabled: bool = True, volume: float = 0.8):
        self.enabled = enabled
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._pcm: dict[tuple[str, int, int], bytes] = {}  # made ahead by warm_up
        self._broken = False
        self._warming: threading.Thread | None = None

    @property
    def available(self) -> bool:
        """False once opening the audio device has failed."""
        return not self._broken

    def _mixer(self):
        """The mixer's (frequency, format, channels), opening it on first use; None if
        there is no usable audio."""
        if self._broken:
            return None
        try:
            spec = pygame.mixer.get_init()
            if spec is None:
                pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=512)
                spec = pygame.mixer.get_init()
            if spec is None or spec[1] != -16:
                raise RuntimeError(f"unsupported mixer format {spec!r}")
            return spec
        except Exception:  # noqa: BLE001 - no audio is never an error for the game
            self._broken = True
            return None

    def _sound(self, name: str):
        snd = self._sounds.get(name)
        if snd is None:
            spec = self._mixer()
            if spec is None:
                return None
            freq, _fmt, channels = spec
            try:
                data = self._pcm.get((name, freq, channels))
                if data is None:
                    data = pcm16(synth(name, freq), channels)
                snd = pygame.mixer.Sound(buffer=data)
            except Exception:  # noqa: BLE001
                self._broken = True
                return None
            self._sounds[name] = snd
        return snd

    def play(self, name: str) -> bool:
        """Play effect ``name``; True if it was started."""
        if name not in NAMES:
            raise ValueError(f"unknown sound {name!r}; one of {', '.join(NAMES)}")
        if not self.enabled or self._broken:
            return False
        snd = self._sound(name)
        if snd is None:
            return False
        try:
            snd.set_volume(max(0.0, min(1.0, self.volume)))
            snd.play()
        except Exception:  # noqa: BLE001
            self._broken = True
            return False
        self._quiet_from = time.monotonic() + snd.get_length()
        return True

    def rest(self, after: float = REST_AFTER) -> bool:
        """Close the audio device once nothing has played for ``after`` seconds (an open
        device keeps a thread mixing silence: about 0.3 % of a core); the next ``play``
        opens it again. True if it was closed now."""
        quiet = getattr(self, "_quiet_from", None)
        if quiet is None or time.monotonic() - quiet < after or pygame.mixer.get_init() is None:
            return False
        self._quiet_from = None
        self._sounds.clear()  # Sound objects die with the mixer; the synthesised samples stay
        pygame.mixer.quit()
        return True

    def warm_up(self, rate: int = RATE, channels: int = 2) -> threading.Thread:
        """Synthesise every effect in a background thread (at start, while the menu is up),
        so no sound is ever made on its first play. The mixer itself still opens lazily."""
        if self._warming is None:
            def work():
                for name in NAMES:
                    self._pcm[(name, rate, channels)] = pcm16(synth(name, rate), channels)

            self._warming = threading.Thread(target=work, name="felt-sounds", daemon=True)
            self._warming.start()
        return self._warming

    def preload(self) -> None:
        """Build every effect now (a few tens of ms) instead of on its first play."""
        if self.enabled:
            for name in NAMES:
                self._sound(name)
