"""The window's close button quits while a round's score sheet is open, as
it does mid-round (the stranger's finding 3 of 6 December): the sheet was
window-modal, and Qt drops the window system's close of a window a modal
one blocks, so the × did nothing.  The game comes back at the next start,
at that sheet, from the autosave."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

from casino_desktop.core import PHASE_ROUND_OVER, parse_card
from .table_helpers import card_centre, drag, make_window, position, show_position

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


class _Presses(QObject):
    """The mouse presses that reach a widget."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, _watched, event) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.MouseButtonPress:
            self.count += 1
        return False


def _at_the_sheet(qtbot, tmp_path):
    """A Casino round's last move played: its score sheet open, the match on."""
    window = make_window(qtbot, tmp_path, variant="casino")
    state = position("casino", "8S", "8D", other="")
    state.stock, state.hands[1] = [], []
    state.captured = [[C("AS"), C("2S")], [C("3H")]]
    show_position(qtbot, window, state)
    drag(qtbot, window, C("8S"), card_centre(window, C("8D")))
    qtbot.waitUntil(lambda: window.round_dialog is not None and window.round_dialog.isVisible())
    assert state.phase == PHASE_ROUND_OVER and state.winner is None
    return window, state


def test_the_window_takes_the_window_systems_events_while_the_sheet_is_open(qtbot, tmp_path):
    """What the × needs: the window is not blocked by the sheet.  A mouse
    press given to the window through the window system (as QTest gives it)
    reached nothing while the sheet was modal; the close went the same way."""
    window, _state = _at_the_sheet(qtbot, tmp_path)
    assert QApplication.activeModalWidget() is None
    presses = _Presses()
    window.statusBar().installEventFilter(presses)
    at = window.statusBar().mapTo(window, window.statusBar().rect().center())
    QTest.mousePress(window.windowHandle(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    QTest.mouseRelease(window.windowHandle(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    assert presses.count == 1


def test_closing_the_window_at_the_sheet_quits_once_and_keeps_the_round_end(qtbot, tmp_path):
    window, state = _at_the_sheet(qtbot, tmp_path)
    sheet = window.round_dialog
    saves, shutdowns, next_rounds = [], [], []
    save, shutdown = window.autosaver.save_and_stop, window.controller.shutdown
    window.autosaver.save_and_stop = lambda: (saves.append(1), save())[1]
    window.controller.shutdown = lambda: (shutdowns.append(1), shutdown())[1]
    window.controller.next_round = lambda: next_rounds.append(1)  # the sheet's Next round (its close box)
    assert window.close()
    qtbot.wait(50)
    assert saves == [1] and shutdowns == [1]
    assert next_rounds == [] and state.phase == PHASE_ROUND_OVER  # closed at the sheet: it comes back there
    # No window of the game is left up to keep the application running.
    assert not window.isVisible() and window.round_dialog is None and not (isValid(sheet) and sheet.isVisible())


def test_the_quit_key_at_the_sheet_quits_once_and_keeps_the_round_end(qtbot, tmp_path):
    """Ctrl+Q with the sheet in front did nothing (the fifth stranger's
    play-test of 6 December): the sheet is a window of its own, and the main
    window's Game › Quit did not hear the key.  It quits through the main
    window's close, which saves the round's end once."""
    window, state = _at_the_sheet(qtbot, tmp_path)
    sheet = window.round_dialog
    saves, next_rounds = [], []
    save = window.autosaver.save_and_stop
    window.autosaver.save_and_stop = lambda: (saves.append(1), save())[1]
    window.controller.next_round = lambda: next_rounds.append(1)
    sheet.activateWindow()
    qtbot.waitUntil(sheet.isActiveWindow, timeout=5000)
    key = window.act_quit.shortcuts()[0][0]
    qtbot.keyClick(sheet.primary, key.key(), key.keyboardModifiers())
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)
    assert saves == [1] and next_rounds == [] and state.phase == PHASE_ROUND_OVER
    assert window.round_dialog is None and not (isValid(sheet) and sheet.isVisible())


def test_escape_at_the_sheet_leaves_the_table_to_look_at_and_offers_the_next_round(qtbot, tmp_path):
    """Escape (or the sheet's close box) dealt the next round at once: a
    player who closed the sheet to look at the table lost the chance (the
    fifth stranger's play-test of 6 December, finding 4).  The sheet goes,
    the table stays as the round left it, and the bar offers the next round
    (the keyboard's, so Enter goes on) and the sheet again."""
    window, state = _at_the_sheet(qtbot, tmp_path)
    sheet = window.round_dialog
    sheet.keys_ready = True
    qtbot.keyClick(sheet, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not isValid(sheet) or not sheet.isVisible())
    assert state.phase == PHASE_ROUND_OVER and state.round_index == 0
    qtbot.wait(50)
    assert state.phase == PHASE_ROUND_OVER, "nothing dealt behind the player's back"
    bar = window.action_bar
    assert bar.prompt.text() == "Round over."
    labels = [b.text() for b in bar.buttons()]
    assert labels == ["&Next round", "Score &Sheet"]
    bar.buttons()[1].click()
    qtbot.waitUntil(lambda: window.round_dialog is not None and window.round_dialog.isVisible())
    window.round_dialog.reject()  # the close box this time
    qtbot.waitUntil(lambda: [b.text() for b in bar.buttons()] == labels)
    assert bar.buttons()[0].isDefault() and window.focusWidget() is bar.buttons()[0]
    bar.buttons()[0].click()
    qtbot.waitUntil(lambda: state.round_index == 1 and state.phase != PHASE_ROUND_OVER)


def test_the_next_round_from_the_bar_gives_the_keys_back_to_the_table(qtbot, tmp_path):
    """Next round, pressed with Enter on the bar after Escape at the sheet,
    left the keyboard with the side panel's score table (the button it had
    went away): the arrow keys then moved a cell there, not the card cursor
    (the re-test of 6 December, finding 1).  The table has the keys again."""
    window, state = _at_the_sheet(qtbot, tmp_path)
    sheet = window.round_dialog
    sheet.keys_ready = True
    qtbot.keyClick(sheet, Qt.Key.Key_Escape)
    bar = window.action_bar
    qtbot.waitUntil(lambda: len(bar.buttons()) == 2 and window.focusWidget() is bar.buttons()[0])
    qtbot.keyClick(bar.buttons()[0], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: state.round_index == 1 and state.phase != PHASE_ROUND_OVER)
    assert window.focusWidget() is window.view
