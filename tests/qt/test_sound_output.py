"""The sound device's side: our WAV files and the mixer (no device needed)."""
from __future__ import annotations

import array
import subprocess
import sys
from pathlib import Path

from casino_desktop.qt import sound_output

REPO = Path(__file__).resolve().parents[2]


def test_the_mixer_sums_and_clips():
    loud = array.array("h", [30000] * 10)
    mixer = sound_output.Mixer({"a": loud, "b": loud})
    mixer.add("a")
    mixer.add("b")
    mixer.add("missing")  # an unknown name is no sound, not an error
    out = mixer.next_frames(15)
    assert list(out[:10]) == [32767] * 10 and list(out[10:]) == [0] * 5
    assert list(mixer.next_frames(4)) == [0] * 4  # both sounds are over


def test_our_sounds_load_and_are_what_the_script_makes():
    sounds = sound_output.load_sounds()
    assert set(sounds) == set(sound_output.SOUND_NAMES)
    assert all(0 < len(s) < sound_output.RATE * 2 for s in sounds.values())  # short: under two seconds
    result = subprocess.run([sys.executable, str(REPO / "scripts" / "make_sounds.py"), "--check"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_opening_the_device_prints_nothing_whether_or_not_one_opens(tmp_path):
    """Without a sound card ALSA would print a page of errors to stderr; the
    menu item says it in one sentence instead."""
    code = ("from casino_desktop.qt import sound_output as so\n"
            "try:\n    so.open_device('xcb').close()\nexcept so.NoSoundOutput:\n    pass\n")
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}  # no ~/.asoundrc of the machine's
    result = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
