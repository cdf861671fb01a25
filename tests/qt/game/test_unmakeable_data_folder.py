"""A data folder that cannot be made (a read-only home, a full disk): the
game still starts, and saving says why it fails (the 26th stranger's
install test, finding 4: a read-only home ended the start with a traceback)."""
from __future__ import annotations

import errno

import pytest

from casino_desktop.qt.game import autosaver, files
from casino_desktop.qt.game.migration import move_data


@pytest.fixture
def blocked(tmp_path, monkeypatch):
    """The app's data folder under a plain file, so it cannot be made
    (the tests run as root on CI, where a read-only mode would not stop a write)."""
    plain = tmp_path / "plain"
    plain.write_text("not a folder", encoding="utf-8")
    monkeypatch.setattr(files, "_app_data", lambda: plain / "data")
    return plain / "data"


def test_asking_where_the_saves_go_does_not_fail_when_the_folder_cannot_be_made(blocked):
    assert files.saves_folder() == blocked / files.SAVES_NAME
    with pytest.raises(OSError):
        files.make_saves_folder()


def test_the_start_sentences_about_network_matches_do_not_fail_when_the_folder_cannot_be_made(blocked):
    from PySide6.QtCore import QSettings
    # This is where the start ended: the host's match file was looked for in the saves folder.
    from casino_desktop.qt.net.comeback import start_sentences
    settings = QSettings()
    settings.setValue("network/host_code", "abc")
    settings.setValue("network/host_port", 4242)
    try:
        assert start_sentences(settings) == []
    finally:
        settings.remove("network")


def test_the_migration_makes_no_folder_when_nothing_is_to_move(tmp_path):
    new = tmp_path / "plain"
    new.write_text("not a folder", encoding="utf-8")
    assert move_data([tmp_path / "none"], new / "data") == 0  # no OSError, nothing logged
    fresh = tmp_path / "fresh"
    assert move_data([], fresh) == 0
    assert not fresh.exists()


def test_the_autosave_tells_the_folders_own_reason(tmp_path, monkeypatch):
    # Without making the folder first, a write into it that could not be
    # made said "No such file or directory" instead of "Read-only file system".
    monkeypatch.setattr(files, "_app_data", lambda: tmp_path / "data")

    def read_only():
        raise OSError(errno.EROFS, "Read-only file system")
    monkeypatch.setattr(autosaver, "make_saves_folder", read_only)
    told: list[tuple[bool, str]] = []
    writer = autosaver._Writer(lambda ok, why: told.append((ok, why)))
    writer.start()
    try:
        writer.submit(b"{}")
        assert writer.flush()
    finally:
        writer.stop()
        writer.join(5)
    assert told == [(False, "Read-only file system")]
