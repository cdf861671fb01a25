"""A link, a pipe or a folder where a data file should be is damage: it is
set aside (the entry itself, never what it points to) and a fresh file is
made, with one sentence; nothing outside our folders is touched."""
from __future__ import annotations

import os
import stat
import threading

import pytest

from casino_desktop.storage import data_files
from casino_desktop.storage.stats_store import DAMAGED_NOTICE, DB_NAME, open_default_store
from casino_desktop.storage.settings_salvage import ALL_LOST, NONE_LOST, SOME_LOST, salvage
from casino_desktop.storage.user_folders import settings_files

KINDS = ["link", "dangling", "pipe", "folder"]


def _put(kind: str, path, elsewhere):
    """Make ``path`` a ``kind`` entry; ``elsewhere`` is a file outside our folder."""
    if kind == "link":
        os.symlink(elsewhere, path)
    elif kind == "dangling":
        os.symlink(elsewhere.parent / "nowhere" / "made.sqlite3", path)
    elif kind == "pipe":
        os.mkfifo(path)
    else:
        os.mkdir(path)


@pytest.fixture
def elsewhere(tmp_path):
    other = tmp_path / "elsewhere"
    other.mkdir()
    target = other / "precious.txt"
    target.write_bytes(b"someone else's file")
    os.chmod(target, 0o644)
    return target


def _untouched(target):
    info = os.stat(target)
    assert stat.S_IMODE(info.st_mode) == 0o644 and info.st_nlink == 1
    assert target.read_bytes() == b"someone else's file"
    assert not (target.parent / "nowhere").exists()


def _within(seconds, work):
    """``work()`` in a thread, failing (not hanging) if it waits for ever on a pipe."""
    result = []
    thread = threading.Thread(target=lambda: result.append(work()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert result, "it waited for ever (a pipe was opened)"
    return result[0]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("which", ["", "-wal"])
def test_an_odd_statistics_file_is_set_aside_and_a_fresh_one_made(tmp_path, elsewhere, kind, which):
    folder = tmp_path / "data"
    folder.mkdir()
    _put(kind, folder / (DB_NAME + which), elsewhere)

    def open_and_count():
        store = open_default_store(folder)
        try:
            return store.available, store.notice, store.start_match("ab12", "casino")
        finally:
            store.close()
    assert _within(20, open_and_count) == (True, DAMAGED_NOTICE, True)
    assert stat.S_ISREG(os.lstat(folder / DB_NAME).st_mode)
    assert [p for p in folder.iterdir() if ".damaged-" in p.name]
    _untouched(elsewhere)


def test_a_read_that_follows_no_link_refuses_one(tmp_path, elsewhere):
    from casino_desktop.core.safe_json import InputRefused, read_file_bytes
    link = tmp_path / "link"
    os.symlink(elsewhere, link)
    assert read_file_bytes(link) == b"someone else's file"  # a file the player chose may be a link
    with pytest.raises(InputRefused, match="link"):
        read_file_bytes(link, follow_links=False)


@pytest.mark.parametrize("kind", KINDS)
def test_an_odd_settings_file_is_set_aside_before_qt_reads_it(tmp_path, elsewhere, kind):
    path = settings_files()[0]
    path.parent.mkdir(parents=True, exist_ok=True)
    _put(kind, path, elsewhere)
    assert data_files.set_aside_damaged_settings().template == ALL_LOST
    assert not os.path.lexists(path)
    assert data_files.set_aside_damaged_settings() is None  # once
    _untouched(elsewhere)


def test_a_plain_settings_file_is_left_alone(tmp_path):
    path = settings_files()[0]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[game]\nvariant=casino\n")
    assert data_files.set_aside_damaged_settings() is None
    assert path.read_text() == "[game]\nvariant=casino\n"


def _damaged_settings_set_aside(path, content: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    readable = salvage(content).text
    if readable:  # what can still be read is written back (``test_settings_salvage``)
        assert data_files.set_aside_damaged_settings().template in (SOME_LOST, NONE_LOST)
        assert path.read_text() == readable == "[view]\nlanguage=sv\n"
    else:
        assert data_files.set_aside_damaged_settings().template == ALL_LOST
        assert not os.path.lexists(path)
    kept = [p for p in path.parent.iterdir() if p.name.startswith(path.stem + ".damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == content  # set aside whole, for whoever wants it back
    assert data_files.set_aside_damaged_settings() is None  # once


@pytest.mark.parametrize("content", [
    bytes(range(256)) * 4,                                   # random bytes: not UTF-8, a NUL
    b"[view]\nlanguage=sv\n\x00\x00\x00",                    # a NUL after good lines
    "[view]\nlanguage=sv\nthis line is no setting\n".encode(),  # a line Qt never writes
    b"[view]\nlanguage=sv\n\xff\xfe\n",                       # not UTF-8
    b"[view]\n" + b"a=" + b"x" * (data_files.SETTINGS_MOST_BYTES + 10) + b"\n",  # far larger than ours
], ids=["random", "nul", "no-setting", "not-utf8", "huge"])
def test_a_settings_file_of_what_qt_never_writes_is_set_aside(tmp_path, content):
    # Qt read random bytes without complaint, turned them into keys and wrote
    # them back: the settings were lost without a word and the junk kept.
    _damaged_settings_set_aside(settings_files()[0], content)


def test_a_settings_file_qt_wrote_is_left_alone(tmp_path):
    from PySide6.QtCore import QByteArray, QSettings
    path = settings_files()[0]
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    settings.setValue("window/geometry", QByteArray(bytes(range(256))))
    settings.setValue("network/join_name", "Åsa Ørn — Мария\\ \"x\" = ; # [y]")
    settings.setValue("game/seats", ["You", "North = 1", "Ana María"])
    settings.setValue("view/language", "nb")
    settings.setValue("game/long", "word " * 3000)
    settings.setValue("odd key/with spaces ÅÄÖ", True)
    settings.setValue("numbers", 12)
    settings.sync()
    assert settings.status() == QSettings.Status.NoError
    before = path.read_bytes()
    assert data_files.set_aside_damaged_settings() is None
    assert path.read_bytes() == before
    path.write_bytes(b"")  # an empty file is no damage either
    assert data_files.set_aside_damaged_settings() is None
