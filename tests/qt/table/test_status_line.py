"""The status line: a message lives until something newer replaces it; a
refusal goes with the next move."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QApplication

from casino_desktop.core import parse_card
from ..table_helpers import card_centre, click, drag, empty_felt_point, make_window, position, show_position

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


def test_your_turn_comes_back_after_the_menu_that_opened_a_dialog(qtbot, tmp_path):
    # Hovering a menu item sends the window an empty status tip; that wiped
    # "Your turn." and nothing said it again once the dialog had closed.
    window = make_window(qtbot, tmp_path)
    show_position(qtbot, window, position("casino", "8S 4H", "8D 5C"))
    assert window.statusBar().currentMessage() == "Your turn."
    # Hovering an item of the Game menu (on the way to a dialog) sends the
    # window a status tip, empty for items without one; popping the real menu
    # up is refused by the offscreen platform, so the tip is sent as Qt would.
    window.act_new.hover()
    QApplication.sendEvent(window, QStatusTipEvent(""))
    assert window.statusBar().currentMessage() == "Your turn."


def test_picking_a_table_card_first_keeps_your_turn(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    show_position(qtbot, window, position("casino", "8S 4H", "8D 5C"))
    click(qtbot, window, C("5C"))
    assert window.statusBar().currentMessage() == "Your turn."
    click(qtbot, window, C("8S"))  # a hand card: the line says what to do with it
    assert "8♠" in window.statusBar().currentMessage()
    click(qtbot, window, C("8S"))  # put back: the turn again, not the 8's advice
    assert window.statusBar().currentMessage() == "Your turn."


def test_refusal_fades_after_the_next_move(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    state = position("casino", "5S 7H", "KD 9C")
    show_position(qtbot, window, state)
    before = window.action_bar.prompt.text()
    drag(qtbot, window, C("5S"), card_centre(window, C("KD")))
    qtbot.waitUntil(lambda: window.action_bar.prompt.text() != before)
    reason = window.action_bar.prompt.text()
    seen = []
    # Read the foot of the window right after the window has taken the
    # move in (before the computer's turn writes over it).
    window.controller.move_played.connect(
        lambda *a: seen.append((window.action_bar.fading(), window.statusBar().currentMessage())))
    drag(qtbot, window, C("7H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: bool(seen))
    fading, status = seen[0]
    assert fading and reason not in status
    qtbot.waitUntil(lambda: reason not in window.action_bar.prompt.text())
    assert not window.action_bar.fading()


def test_a_fading_refusal_clears_itself_and_gives_way_to_news(qtbot):
    from casino_desktop.qt.table.action_bar import ActionBar
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.show()
    bar.show_refusal("Court cards have no number here.")
    bar.fade_refusal()
    assert bar.fading() and bar.prompt.graphicsEffect() is not None
    qtbot.waitUntil(lambda: bar.prompt.text() == "", timeout=5000)
    assert not bar.fading() and bar.prompt.graphicsEffect() is None
    bar.show_refusal("Court cards have no number here.")
    bar.fade_refusal()
    bar.show_idle("North is thinking")  # newer: shown whole at once
    assert not bar.fading() and bar.prompt.graphicsEffect() is None
    qtbot.wait(50)
    assert bar.prompt.text() == "North is thinking"
    bar.fade_refusal()  # nothing refused now: nothing fades
    assert not bar.fading()


def test_a_long_status_message_does_not_widen_the_window(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, size=(1024, 768))
    before = window.layout().minimumSize().width()
    window.statusBar().showMessage("A very long sentence about the game. " * 12)
    qtbot.wait(20)
    assert window.layout().minimumSize().width() <= before
    assert window.width() == 1024


def test_a_message_longer_than_the_line_ends_in_an_ellipsis_and_is_whole_in_its_tooltip(qtbot):
    """In a window 913 pixels wide the line "Välj korten på bordet som 6♣ ska
    ta … och tryck sedan på Enter, eller välj ett" was cut at the window's
    edge, mid-word (the re-test of 6 December)."""
    from casino_desktop.qt.table.status_line import StatusLine
    line = StatusLine()
    qtbot.addWidget(line)
    line.resize(300, line.sizeHint().height())
    line.show()
    qtbot.waitExposed(line)
    long = "Pick the table cards 6♣ should take, then press Enter, or pick a build to add to, or end your turn."
    line.showMessage(long)
    qtbot.waitUntil(lambda: line.line.text().endswith("…"))
    assert line.currentMessage() == long and line.line.toolTip() == long
    assert long.startswith(line.line.text()[:-1])
    line.resize(1600, line.height())
    qtbot.waitUntil(lambda: line.line.text() == long)
    assert line.line.toolTip() == ""
