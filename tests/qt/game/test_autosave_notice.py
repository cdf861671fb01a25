"""A failed autosave is said once, with what to do, and so is its recovery."""
from __future__ import annotations

import errno
from pathlib import Path

import pytest

from casino_desktop.qt.game import autosave_notice, autosaver
from casino_desktop.qt.game.autosaver import autosave_path

from ..table_helpers import make_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _read_only_folder(monkeypatch):
    def refuse(*_args, **_kwargs):
        raise OSError(errno.EROFS, "Read-only file system")
    monkeypatch.setattr(autosaver, "write_atomically", refuse)


def _notes(window) -> list[str]:
    """What the play log said about saving (the computer's moves go on meanwhile)."""
    return [line for line in window.side.log.log_lines() if line.startswith("Your game")]


def _save_now(window) -> None:
    window.autosaver.save_soon_now()
    assert window.autosaver.flush()


def test_a_failed_autosave_is_said_once_and_its_recovery_too(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path, seed=4)
    window.start_game()
    qtbot.waitUntil(lambda: autosave_path().exists())
    real_write = autosaver.write_atomically
    _read_only_folder(monkeypatch)
    failures = []
    window.autosaver.written.connect(lambda ok, _reason: ok or failures.append(1))
    _save_now(window)
    notice = window.autosave_notice
    qtbot.waitUntil(lambda: notice.box is not None and notice.box.isVisible())
    assert "Read-only file system" in notice.box.text() and "Save As" in notice.box.informativeText()
    said = "Your game is not being saved: Read-only file system. It is tried again after every move."
    assert _notes(window) == [said]
    assert notice.mark.isVisible() and notice.mark.toolTip() == said  # it outlasts the next move's message
    box = notice.box
    tried = len(failures)
    for _ in range(3):  # later failures: tried again, nothing said again
        _save_now(window)
    qtbot.waitUntil(lambda: len(failures) >= tried + 3)  # the writer's reports have been delivered
    assert notice.box is box and _notes(window) == [said]

    monkeypatch.setattr(autosaver, "write_atomically", real_write)
    _save_now(window)
    qtbot.waitUntil(lambda: not notice.failing)
    assert _notes(window) == [said, "Your game is being saved again."]
    assert not notice.mark.isVisible() and notice.box is None


def test_the_notice_offers_save_as(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path, seed=4)
    window.start_game()
    saved = []
    monkeypatch.setattr(autosave_notice, "save_current_game", lambda window, folder: saved.append((window, folder)))
    _read_only_folder(monkeypatch)
    _save_now(window)
    qtbot.waitUntil(lambda: window.autosave_notice.box is not None)
    save_as = next(b for b in window.autosave_notice.box.buttons() if b.text() == "Save As\u2026")
    save_as.click()
    assert saved == [(window, autosave_notice.elsewhere())]
    assert Path(saved[0][1]) != autosave_path().parent  # not the folder that fails
