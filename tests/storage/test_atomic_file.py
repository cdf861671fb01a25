"""Atomic writes: a kill inside the write leaves the previous state whole."""
from __future__ import annotations

import os
import random
import signal
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from casino_desktop.storage import atomic_file
from casino_desktop.storage.atomic_file import private_folder, remove_stale_temps, write_atomically


def _mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_kill_inside_the_write_leaves_the_previous_state(tmp_path, monkeypatch):
    """A failure (here: the process stopping) between writing the temp file
    and renaming it leaves the old file whole, and no temp file behind."""
    tmp_path = tmp_path / "saves"
    tmp_path.mkdir()
    path = tmp_path / "autosave.casino.json"
    write_atomically(path, b"old game")

    def stop(*_a):
        raise KeyboardInterrupt  # what a signal raises in the middle of the write
    monkeypatch.setattr(atomic_file.os, "replace", stop)
    with pytest.raises(KeyboardInterrupt):
        write_atomically(path, b"new game")
    assert path.read_bytes() == b"old game"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.casino.json"]


def test_sigkill_at_random_moments_never_leaves_a_partial_file(tmp_path):
    """A real SIGKILL of a process writing in a loop: the file always holds
    one whole version, never 0 bytes or a mix (20 kills)."""
    tmp_path = tmp_path / "saves"
    tmp_path.mkdir()
    path = tmp_path / "f.json"
    previous = tmp_path / "f.previous.json"
    versions = {bytes([65 + i]) * 200_000 for i in range(4)}
    code = textwrap.dedent(f"""
        import sys
        from casino_desktop.storage.atomic_file import write_atomically
        i = 0
        print("go", flush=True)
        while True:
            write_atomically({str(path)!r}, bytes([65 + i % 4]) * 200_000, {str(previous)!r})
            i += 1
    """)
    rng = random.Random(5)
    for _ in range(20):
        proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
        proc.stdout.readline()
        time.sleep(rng.uniform(0.0, 0.08))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        if path.exists():
            assert path.read_bytes() in versions
        if previous.exists():
            assert previous.read_bytes() in versions
        remove_stale_temps(path)
        remove_stale_temps(previous)
    assert path.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.json", "f.previous.json"]


def test_the_previous_copy_is_the_file_before(tmp_path):
    path, previous = tmp_path / "a.json", tmp_path / "a.previous.json"
    write_atomically(path, b"1", previous)
    assert not previous.exists()
    write_atomically(path, b"2", previous)
    write_atomically(path, b"3", previous)
    assert path.read_bytes() == b"3" and previous.read_bytes() == b"2"
    assert _mode(path) == 0o600 and _mode(previous) == 0o600


def test_files_are_0600_and_folders_0700(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir(mode=0o755)
    os.chmod(folder, 0o755)  # as older versions left it
    private_folder(folder)
    assert _mode(folder) == 0o700
    write_atomically(folder / "x.json", b"{}")
    assert _mode(folder / "x.json") == 0o600


def test_a_failed_write_raises_oserror_and_leaves_nothing(tmp_path, monkeypatch):
    folder = tmp_path / "saves"
    folder.mkdir()

    def full(*_a):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(atomic_file.os, "fsync", full)
    with pytest.raises(OSError):
        write_atomically(folder / "x.json", b"{}")
    assert list(folder.iterdir()) == []


def _aged(path, seconds):
    then = time.time() - seconds
    os.utime(path, (then, then), follow_symlinks=False)
    return path


def test_old_temporary_files_of_our_writes_are_removed_and_nothing_else(tmp_path):
    from casino_desktop.storage.atomic_file import remove_old_temps
    ours_old = tmp_path / ".autosave.casino.json.ab12_x9z.tmp"
    ours_old.write_bytes(b"half a save")
    _aged(ours_old, 3600)
    ours_young = tmp_path / ".autosave.previous.casino.json.k2j4h5g6.tmp"
    ours_young.write_bytes(b"a write under way")
    not_ours = tmp_path / ".notes.txt.ab12_x9z.tmp"
    not_ours.write_bytes(b"someone else's")
    _aged(not_ours, 3600)
    target = tmp_path / "elsewhere.casino.json"
    target.write_bytes(b"kept")
    link = tmp_path / ".game.casino.json.zzzzzzzz.tmp"
    link.symlink_to(target)
    _aged(link, 3600)
    folder = tmp_path / ".x.casino.json.qqqqqqqq.tmp"
    folder.mkdir()
    _aged(folder, 3600)
    assert remove_old_temps(tmp_path) == 1
    assert not ours_old.exists()
    assert ours_young.exists() and not_ours.exists() and link.is_symlink() and folder.is_dir()
    assert target.read_bytes() == b"kept"


def test_a_temporary_name_of_write_atomically_is_one_we_recognise(tmp_path, monkeypatch):
    from casino_desktop.storage.atomic_file import OUR_TEMP
    seen = []
    real = os.replace
    monkeypatch.setattr(os, "replace", lambda a, b: (seen.append(Path(a).name), real(a, b)))
    write_atomically(tmp_path / "autosave.casino.json", b"1", tmp_path / "autosave.previous.casino.json")
    write_atomically(tmp_path / "autosave.casino.json", b"2", tmp_path / "autosave.previous.casino.json")
    assert len(seen) == 3 and all(OUR_TEMP.fullmatch(name) for name in seen), seen
