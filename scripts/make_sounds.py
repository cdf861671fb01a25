"""Write the game's sounds, synthesized here, to casino_desktop/data/sounds/.

Every sound is our own: short tones and shaped noise made from a fixed seed,
so running this again writes the same bytes (``--check`` says whether the
committed files are what this script makes; a test runs it).  Mono, 16-bit,
22,050 Hz WAV: small (the six files are some 60 KB) and readable by every
audio library without a decoder.

    python scripts/make_sounds.py          # write the files
    python scripts/make_sounds.py --check  # exit 1 if a file differs
"""
from __future__ import annotations

import io
import math
import random
import sys
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "casino_desktop" / "data" / "sounds"
PEAK = 0.55  # of full scale: a card game's sounds sit under the player's music


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def _mix(*layers: list[float]) -> list[float]:
    out = [0.0] * max(len(x) for x in layers)
    for layer in layers:
        for i, v in enumerate(layer):
            out[i] += v
    return out


def _then(*parts: list[float]) -> list[float]:
    out: list[float] = []
    for p in parts:
        out += p
    return out


def _flick(rng: random.Random, seconds: float, brightness: float, decay: float) -> list[float]:
    """A card's snap on cloth: noise, smoothed (one-pole low-pass) and dying fast."""
    out, low = [], 0.0
    for i in range(int(RATE * seconds)):
        low += brightness * (rng.uniform(-1, 1) - low)
        out.append(low * math.exp(-i / (RATE * decay)))
    return out


def _tone(freq: float, seconds: float, decay: float, attack: float = 0.004) -> list[float]:
    """A soft struck tone: a sine and its octave, with a short attack so it never clicks."""
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(env * (0.8 * math.sin(2 * math.pi * freq * t) + 0.2 * math.sin(4 * math.pi * freq * t)))
    return out


def _glide(f0: float, f1: float, seconds: float) -> list[float]:
    """A tone sliding down from f0 to f1 (the refusal's gentle 'no')."""
    n, phase, out = int(RATE * seconds), 0.0, []
    for i in range(n):
        t = i / n
        phase += 2 * math.pi * (f0 + (f1 - f0) * t) / RATE
        env = min(1.0, i / (RATE * 0.006)) * (1 - t) ** 2
        out.append(env * math.sin(phase))
    return out


def _swish(rng: random.Random, seconds: float) -> list[float]:
    """Cards swept off the table: noise whose brightness rises then falls."""
    n, low, out = int(RATE * seconds), 0.0, []
    for i in range(n):
        t = i / n
        low += (0.05 + 0.5 * math.sin(math.pi * t)) * (rng.uniform(-1, 1) - low)
        out.append(low * math.sin(math.pi * t) ** 1.5)
    return out


def sounds() -> dict[str, list[float]]:
    rng = random.Random(20261204)
    card = _flick(rng, 0.07, 0.55, 0.012)
    return {
        "card": card,
        "capture": _mix(_then(_flick(rng, 0.06, 0.5, 0.012), _silence(0.035), _flick(rng, 0.08, 0.35, 0.02)),
                        _then(_silence(0.035), [0.5 * v for v in _tone(140, 0.12, 0.03)])),
        "build": _mix(card, [0.45 * v for v in _tone(660, 0.14, 0.04)]),
        "sweep": _mix(_swish(rng, 0.38),
                      _then(_silence(0.18), [0.35 * v for v in _tone(1046.5, 0.3, 0.09)]),
                      _then(_silence(0.24), [0.35 * v for v in _tone(1568.0, 0.3, 0.1)])),
        "round_end": _mix(*[_then(_silence(0.13 * k), [0.4 * v for v in _tone(f, 0.6, 0.18)])
                            for k, f in enumerate((523.25, 659.25, 783.99))]),
        "refusal": [0.5 * v for v in _then(_glide(330, 250, 0.09), _glide(262, 196, 0.13))],
    }


def wav_bytes(samples: list[float]) -> bytes:
    scale = PEAK * 32767 / max(1e-9, max(abs(v) for v in samples))
    frames = bytearray()
    for v in samples:
        frames += int(round(v * scale)).to_bytes(2, "little", signed=True)
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))
    return buf.getvalue()


def main(argv: list[str]) -> int:
    check = "--check" in argv
    differ = []
    OUT.mkdir(parents=True, exist_ok=True)
    for name, samples in sounds().items():
        path = OUT / f"{name}.wav"
        data = wav_bytes(samples)
        if check:
            if not path.is_file() or path.read_bytes() != data:
                differ.append(path.name)
        else:
            path.write_bytes(data)
            print(f"{path.relative_to(OUT.parent.parent.parent)}: {len(data):,} bytes")
    if differ:
        print("make_sounds: these differ from what the script makes: " + ", ".join(differ))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
