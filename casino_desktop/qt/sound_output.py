"""The sound card's side of the game's sounds: one playback device from the
``miniaudio`` library, fed by a small mixer.

Why miniaudio and not Qt's ``QSoundEffect``: QtMultimedia is only in
PySide6-Addons and brings FFmpeg with it; the frozen bundle would grow by
some 46 MB, past the 150 MB the desktop builds allow (``docs/sound.md`` has
the measurements).  miniaudio is one compiled file of 1.6 MB that finds
PulseAudio, PipeWire, ALSA, WASAPI or Core Audio at run time by itself.

Nothing here blocks the window's thread: the device is opened on a thread of
its own (connecting to a sound server can take a while, or fail after a
time-out), and miniaudio calls ``_feed`` on its own audio thread; ``play``
only appends to a list under a lock.  The sounds are short 16-bit mono WAV
files of ours, read once into memory.
"""
from __future__ import annotations

import array
import sys
import threading
import wave
from pathlib import Path

SOUND_DIR = Path(__file__).resolve().parent.parent / "data" / "sounds"
SOUND_NAMES = ("card", "capture", "build", "sweep", "round_end", "refusal")
RATE = 22050
PERIOD_MS = 30       # the device asks for this much sound at a time: the delay before a sound starts
MAX_VOICES = 4       # sounds heard at once; a fifth replaces the oldest
# Qt platforms with no screen have no listener either (tests, the frozen
# self-test): the device is not even tried, so nothing is heard and sound
# libraries print nothing about missing sound cards.
SILENT_PLATFORMS = ("offscreen", "minimal")


# The library miniaudio loads for ALSA (by this name, at run time).  Named
# through a tuple so that PyInstaller does not bundle the build machine's
# copy: the player's own ALSA must be the one loaded.
_ALSA_LIBRARY = ("libasound.so.2",)
_alsa_quiet = None  # the no-op error handler given to ALSA, kept alive for the whole run


def quiet_alsa() -> None:
    """With no sound card, ALSA prints a page of its search to stderr while
    miniaudio tries it; the menu item already says so in one sentence."""
    global _alsa_quiet
    if _alsa_quiet is not None or not sys.platform.startswith("linux"):
        return
    import ctypes
    try:
        alsa = ctypes.CDLL(_ALSA_LIBRARY[0])
    except OSError:
        return  # no ALSA here: nothing to quieten
    # snd_lib_error_handler_t takes (file, line, function, err, fmt, ...); the
    # variable arguments are left unread.
    handler = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p)
    _alsa_quiet = handler(lambda *_args: None)
    alsa.snd_lib_error_set_handler(_alsa_quiet)


class NoSoundOutput(Exception):
    """No sound can be played: the library is missing, or no device opened."""

    def __init__(self, library_missing: bool = False):
        super().__init__("no sound library" if library_missing else "no sound device")
        self.library_missing = library_missing


def read_sound(path: Path) -> array.array:
    """The samples of one of our WAV files (16-bit mono at ``RATE``); ValueError if it is not one."""
    with wave.open(str(path), "rb") as w:
        if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path.name}: not 16-bit mono at {RATE} Hz")
        samples = array.array("h")
        samples.frombytes(w.readframes(w.getnframes()))
    if sys.byteorder != "little":
        samples.byteswap()
    return samples


def load_sounds(folder: Path = SOUND_DIR) -> dict[str, array.array]:
    return {name: read_sound(folder / f"{name}.wav") for name in SOUND_NAMES}


class Mixer:
    """Sums the sounds now playing into each period the device asks for."""

    def __init__(self, sounds: dict[str, array.array]):
        self.sounds = sounds
        self._voices: list[list] = []  # [samples, position]
        self._lock = threading.Lock()

    def add(self, name: str) -> None:
        samples = self.sounds.get(name)
        if samples is None:
            return
        with self._lock:
            if len(self._voices) >= MAX_VOICES:
                del self._voices[0]
            self._voices.append([samples, 0])

    def next_frames(self, count: int) -> array.array:
        out = array.array("h", bytes(2 * count))
        with self._lock:
            voices = list(self._voices)
        if not voices:
            return out
        total = [0] * count
        for voice in voices:
            samples, pos = voice
            chunk = samples[pos:pos + count]
            for i, v in enumerate(chunk):
                total[i] += v
            voice[1] = pos + len(chunk)
        for i, v in enumerate(total):
            out[i] = 32767 if v > 32767 else -32768 if v < -32768 else v
        with self._lock:
            self._voices = [v for v in self._voices if v[1] < len(v[0])]
        return out

    def feed(self):
        """miniaudio's callback generator: sent a frame count, yields that many samples."""
        count = yield b""
        while True:
            count = yield self.next_frames(count).tobytes()


class DeviceOutput:
    """A started miniaudio playback device and its mixer."""

    def __init__(self, device, mixer: Mixer):
        self.device = device
        self.mixer = mixer

    def play(self, name: str) -> None:
        self.mixer.add(name)

    def close(self) -> None:
        try:
            self.device.close()
        except Exception:  # closing a device whose server went away: nothing left to do
            pass


def open_device(platform_name: str) -> DeviceOutput:
    """Open and start the default playback device (slow: call off the window's
    thread).  Raises ``NoSoundOutput``."""
    if platform_name in SILENT_PLATFORMS:
        raise NoSoundOutput()
    try:
        import miniaudio
    except ImportError as exc:
        raise NoSoundOutput(library_missing=True) from exc
    quiet_alsa()
    try:
        mixer = Mixer(load_sounds())
    except (OSError, ValueError, EOFError, wave.Error) as exc:
        raise NoSoundOutput(library_missing=True) from exc
    try:
        device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                          sample_rate=RATE, buffersize_msec=PERIOD_MS, app_name="Casino")
    except Exception as exc:  # MiniaudioError, or a library that cannot load its backends
        raise NoSoundOutput() from exc
    if device.backend.lower() == "null":
        device.close()
        raise NoSoundOutput()  # miniaudio's silent stand-in: as good as no device
    feed = mixer.feed()
    next(feed)
    try:
        device.start(feed)
    except Exception as exc:
        device.close()
        raise NoSoundOutput() from exc
    return DeviceOutput(device, mixer)
