"""Game › Open of a long save keeps the window's event loop turning, can be
stopped, and opens what the window's own replay of the file gives.

The save is a few thousand moves of the longest kind of match the house
rules allow (as in ``test_resume_loader``); the event loop is counted, not
timed, while the worker replays it."""
from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QPushButton

from casino_desktop.core import new_game
from casino_desktop.core.log_lines import round_log_lines
from casino_desktop.qt.dialogs import match_guard
from casino_desktop.qt.game import files as game_files
from casino_desktop.qt.game import resume_loader
from casino_desktop.qt.game.files import load_game_file
from casino_desktop.qt.game.setup import HUMAN, GameSetup, SeatSetup

from ..table_helpers import open_window
from .test_resume_loader import long_unfinished_game

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
MOVES = 4000


def _long_save(tmp_path, moves: int, seed: int = 3):
    """A saved game of ``moves`` moves, written where the player chooses it."""
    from casino_desktop.qt.game.autosaver import autosave_path
    long_unfinished_game(moves, seed)
    path = tmp_path / "long.casino.json"
    path.write_bytes(autosave_path().read_bytes())
    autosave_path().unlink()  # the window starts a game of its own
    return path


def _choose(monkeypatch, path) -> None:
    """The open dialog chooses ``path``; the match in play (its computer may
    have moved meanwhile) may go."""
    monkeypatch.setattr(game_files.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(match_guard, "ask", lambda *_a: True)


def _paused_half_way(monkeypatch, ticks: list, until: int = 20) -> None:
    """Half-way through the replay the worker waits until the window's event
    loop has turned ``until`` times (or a minute has passed): a replay on
    the window's thread could not be waited out, so the count decides."""
    watch_call = resume_loader._Watch.__call__

    def pausing(watch, state, move):
        watch_call(watch, state, move)
        if len(watch.movers) == MOVES // 2:
            end = time.monotonic() + 60
            while len(ticks) < until and time.monotonic() < end:
                time.sleep(0.001)

    monkeypatch.setattr(resume_loader._Watch, "__call__", pausing)


def _ticker(window, ticks: list) -> QTimer:
    ticker = QTimer(window)
    ticker.setInterval(0)
    ticker.timeout.connect(lambda: window.opening is not None and ticks.append(1))
    ticker.start()
    return ticker


def test_a_long_save_opens_while_the_event_loop_keeps_turning(qtbot, tmp_path, monkeypatch):
    path = _long_save(tmp_path, MOVES)
    window = open_window(qtbot, tmp_path, GameSetup())
    window.start_game()
    ticks: list = []
    _paused_half_way(monkeypatch, ticks)
    ticker = _ticker(window, ticks)
    _choose(monkeypatch, path)
    window.open_game()
    assert window.opening is not None, "the save was read on the window's thread"
    assert not window.act_new.isEnabled() and not window.act_open.isEnabled()
    assert window.opening.stop_button.isVisible()
    progress: list = []
    window.opening.reader.progress.connect(progress.append)
    qtbot.waitUntil(lambda: window.opening is None, timeout=180000)
    ticker.stop()
    assert len(ticks) >= 20, f"the event loop turned {len(ticks)} times while the save was read"
    assert progress and progress[-1] <= MOVES
    assert window.act_new.isEnabled() and window.act_open.isEnabled()

    # The same as the window's own replay of the file.
    loaded_setup, record, state = load_game_file(path)
    c = window.controller
    assert c.state == state and c.moves == record.moves and c.match_id == record.match_id
    assert c.origin == new_game(loaded_setup.rules(), 4, False, state.seed)
    assert (c.origin, c.movers) == c._origin_of(window.setup, state)
    log = round_log_lines(c.origin, c.moves, c.names, state.round_index)
    assert log and all(line in window.side.log.log_lines() for line in log)
    assert window.statusBar().currentMessage() == "Opened \u201clong\u201d."  # said, as Save says "Saved as \u201clong\u201d."
    # And kept in the play log under the moves read back: the status line gives way to the turn's sentence.
    assert window.side.log.log_lines()[-1] == "Opened \u201clong\u201d."


def test_opening_can_be_stopped_and_the_game_in_play_goes_on(qtbot, tmp_path, monkeypatch):
    path = _long_save(tmp_path, MOVES, seed=5)
    # Two people at the table: nothing moves, so the status line's last word is the opening's.
    window = open_window(qtbot, tmp_path, GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(HUMAN)], 3))
    window.start_game()
    match, state = window.controller.match_id, window.controller.state
    ticks: list = []
    _paused_half_way(monkeypatch, ticks, until=1)
    ticker = _ticker(window, ticks)
    _choose(monkeypatch, path)
    said: list = []
    status = window.statusBar()
    show = status.showMessage
    monkeypatch.setattr(status, "showMessage", lambda text, *a: said.append(text) or show(text, *a))
    window.open_game()
    window.opening.stop_button.click()  # stopped at the next thousand moves
    qtbot.waitUntil(lambda: window.opening is None, timeout=180000)
    ticker.stop()
    assert window.controller.match_id == match and window.controller.state is state
    assert "Opening the saved game was stopped; the game in play goes on." in said
    assert window.act_open.isEnabled()
    assert not [b for b in window.statusBar().findChildren(QPushButton, "stopOpening") if b.isVisible()]


def test_a_save_that_cannot_be_read_is_refused_in_a_box(qtbot, tmp_path, monkeypatch):
    shown: list = []
    monkeypatch.setattr(game_files.QMessageBox, "warning", lambda _parent, title, text: shown.append((title, text)))
    path = tmp_path / "damaged.casino.json"
    path.write_text('{"format": "casino-game", "version": 1, "moves": [')
    window = open_window(qtbot, tmp_path, GameSetup())
    window.start_game()
    match = window.controller.match_id
    _choose(monkeypatch, path)
    window.open_game()
    qtbot.waitUntil(lambda: window.opening is None)
    assert len(shown) == 1 and shown[0][0] == "Open Game" and shown[0][1].endswith(".")
    assert window.controller.match_id == match


def test_closing_the_window_while_a_save_is_read_opens_nothing(qtbot, tmp_path, monkeypatch):
    path = _long_save(tmp_path, 3000, seed=7)
    window = open_window(qtbot, tmp_path, GameSetup())
    window.start_game()
    _choose(monkeypatch, path)
    window.open_game()
    reader = window.opening.reader
    window.close()
    assert reader.signalsBlocked()


def test_a_language_change_while_a_save_is_read_opens_it_in_the_new_window(qtbot, tmp_path, monkeypatch, request):
    from shiboken6 import isValid
    from casino_desktop.qt.language_switch import rebuild
    from casino_desktop.qt.main_window import MainWindow
    path = _long_save(tmp_path, 3000, seed=7)
    window = MainWindow(GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(HUMAN)], 3))
    request.addfinalizer(lambda: isValid(window) and window.close())  # a rebuilt window is deleted
    window.show()
    window.start_game()
    _choose(monkeypatch, path)
    window.open_game()
    old_reader = window.opening.reader
    new = rebuild(window)
    request.addfinalizer(lambda: isValid(new) and new.close())
    assert old_reader.signalsBlocked() and new.opening is not None
    qtbot.waitUntil(lambda: new.opening is None, timeout=180000)
    _setup, record, state = load_game_file(path)
    assert new.controller.state == state and new.controller.moves == record.moves


def test_an_unforeseen_failure_of_the_reader_is_said_as_a_damaged_save(qtbot, tmp_path, monkeypatch):
    shown: list = []
    monkeypatch.setattr(game_files.QMessageBox, "warning", lambda _parent, title, text: shown.append((title, text)))

    def fails(*_a, **_k):
        raise MemoryError()
    monkeypatch.setattr(resume_loader, "load_game_file", fails)
    window = open_window(qtbot, tmp_path, GameSetup())
    _choose(monkeypatch, tmp_path / "any.casino.json")
    window.open_game()
    qtbot.waitUntil(lambda: window.opening is None)
    assert shown == [("Open Game", "This saved game cannot be replayed: it is damaged.")]
