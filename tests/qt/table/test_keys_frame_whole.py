"""The table's white keyboard frame is drawn whole or not at all (stranger
15: after Space showed a hand at a shared screen, it was sometimes drawn
only where cards had moved, ``docs/playtests/shots-2026-12-07-s15/frame_fragments.png``).

A key the curtain's button does not use (H, a digit, an arrow: the family's
Space/H/1 habit) went on to its parent, the table's view, which took it as
the keys being used on the table and switched the frame on while the
button had the focus: the whole repaint it asked for drew nothing, the
view not having the focus.  Space then hid the curtain and Qt gave the
view the focus as if by Tab; the frame was already "on", so nothing asked
for a repaint, and only the cards that moved drew it round themselves."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest

from casino_desktop.qt.game.setup import HUMAN, GameSetup, SeatSetup
from ..table_helpers import open_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


class _Paints(QObject):
    """Each paint of the view's viewport: (whole viewport, frame shown then)."""

    def __init__(self, view):
        super().__init__(view)
        self.view, self.seen = view, []
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            whole = event.region().boundingRect().contains(self.view.viewport().rect())
            self.seen.append((whole, self.view.keys_frame and self.view.hasFocus()))
        return False

    def last_whole(self) -> bool | None:
        wholes = [shown for whole, shown in self.seen if whole]
        return wholes[-1] if wholes else None


def _key(window, key) -> None:
    """A key as the keyboard sends it: to the window, which hands it to the focus widget."""
    QTest.keyClick(window.windowHandle(), key)


@pytest.mark.parametrize("stray", [Qt.Key.Key_H, Qt.Key.Key_1])
def test_the_frame_is_drawn_whole_after_space_shows_the_hand(qtbot, tmp_path, stray):
    seats = [SeatSetup(HUMAN, name=n) for n in ("Ayu", "Budi", "Citra")]
    window = open_window(qtbot, tmp_path, GameSetup("casino", {}, 3, False, seats, 7, True))
    window.start_game()
    curtain = window.hands.curtain
    qtbot.waitUntil(curtain.isVisible, timeout=15000)
    window.activateWindow()
    qtbot.waitUntil(lambda: curtain.button.hasFocus())
    paints = _Paints(window.view)
    _key(window, stray)  # behind the curtain: the button has the keys, not the table
    qtbot.wait(30)
    assert not window.view.keys_frame
    _key(window, Qt.Key.Key_Space)  # "Show Ayu's cards"
    qtbot.waitUntil(lambda: window.input.enabled, timeout=5000)
    qtbot.wait(50)
    shown = window.view.keys_frame and window.view.hasFocus()
    assert paints.last_whole() == shown  # the last whole repaint drew the frame as it stands now
