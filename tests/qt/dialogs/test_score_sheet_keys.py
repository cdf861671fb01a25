"""The score sheet is not closed by a key meant for the table: Enter ends a
turn in the African games, and a second Enter (or the key held down) once
pressed the sheet's Next round before the player had seen the scores."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from casino_desktop.core import apply, make_rules, new_game
from casino_desktop.core.moves import END
from casino_desktop.core.round_end import finish_round_scores
from casino_desktop.qt.dialogs import score_sheet
from casino_desktop.qt.dialogs.score_sheet import RoundDialog
from tests.qt.table.test_african_table import reach, window_at

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _shown_sheet(qtbot, space_shows_hands: bool = False) -> tuple[RoundDialog, list[str]]:
    """A Swazi round's sheet, opened as the window opens it; what it asked for."""
    state = new_game(make_rules("swazi-casino"), 2, False, 1)
    state.hands, state.stock, state.loose = [[], []], [], []
    state.captured = [list(range(0, 40, 2)), list(range(1, 40, 2))]
    finish_round_scores(state, False)
    dialog = RoundDialog(state, ["You", "North"], None, "Swazi Casino", space_shows_hands)
    asked: list[str] = []
    dialog.next_round.connect(lambda: asked.append("next round"))
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    return dialog, asked


def _key(qtbot, dialog: RoundDialog, key: Qt.Key, auto_repeat: bool = False) -> None:
    """A key as the player presses it: to whichever widget of the sheet has the focus."""
    target = dialog.focusWidget() or dialog
    if auto_repeat:
        QApplication.sendEvent(target, QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, "", True))
        return
    qtbot.keyClick(target, key)


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_a_key_pressed_as_the_sheet_opens_does_not_close_it(qtbot, key):
    dialog, asked = _shown_sheet(qtbot)
    _key(qtbot, dialog, key)
    qtbot.keyClick(dialog, key)
    assert dialog.isVisible() and asked == []


def test_enter_goes_on_to_the_next_round_once_the_sheet_has_been_seen(qtbot):
    dialog, asked = _shown_sheet(qtbot)
    qtbot.waitUntil(lambda: dialog.keys_ready, timeout=score_sheet.KEYS_WAIT_MS * 10)
    _key(qtbot, dialog, Qt.Key.Key_Return, auto_repeat=True)  # still held down from the table
    assert dialog.isVisible() and asked == []
    _key(qtbot, dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: asked == ["next round"])
    assert not dialog.isVisible()


def test_enter_that_ends_the_rounds_last_turn_pressed_twice_leaves_the_sheet_open(qtbot, tmp_path):
    """At the Swazi table: Enter ends the last turn of the round, the sheet
    opens, and the player's second Enter (meant for the table) is not Next round."""
    def last_turn(state, moves, _tops):
        if not any(m.kind == END for m in moves):
            return False
        after = state.clone()
        apply(after, next(m for m in moves if m.kind == END))
        return after.phase != "play"
    window = window_at(qtbot, tmp_path, "swazi-casino", reach("swazi-casino", last_turn))
    sheets: list[RoundDialog] = []
    window.round_dialog_shown.connect(sheets.append)
    window.view.setFocus()
    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(sheets))
    state = window.controller.state
    _key(qtbot, sheets[0], Qt.Key.Key_Return)
    assert sheets[0].isVisible() and state.phase == "round_over"


def test_enter_on_the_review_button_opens_the_review_not_the_next_round(qtbot):
    """A keyboard player tabs to Review the round and presses Enter (the
    ninth stranger's play-test: the next round was dealt)."""
    dialog, asked = _shown_sheet(qtbot)
    dialog.review.connect(lambda: asked.append("review"))
    assert dialog.focusWidget() is dialog.primary  # the keys start on the way on
    qtbot.waitUntil(lambda: dialog.keys_ready, timeout=score_sheet.KEYS_WAIT_MS * 10)
    dialog.review_button.setFocus()
    _key(qtbot, dialog, Qt.Key.Key_Return, auto_repeat=True)  # held down: still nothing
    assert asked == []
    _key(qtbot, dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: asked == ["review"])


def test_where_space_shows_the_next_hand_it_presses_no_button_of_the_sheet(qtbot):
    """Several people at one screen: Space shows the next person's cards,
    and one pressed a second after the last card went on to the next round
    (at a match's end, to a new match) unseen (stranger 15).  Enter still
    goes on."""
    dialog, asked = _shown_sheet(qtbot, space_shows_hands=True)
    qtbot.waitUntil(lambda: dialog.keys_ready, timeout=score_sheet.KEYS_WAIT_MS * 10)
    _key(qtbot, dialog, Qt.Key.Key_Space)
    assert dialog.isVisible() and asked == []
    _key(qtbot, dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: asked == ["next round"])


def test_alone_at_the_screen_space_presses_the_focused_button_once_the_sheet_has_been_seen(qtbot):
    dialog, asked = _shown_sheet(qtbot)
    qtbot.waitUntil(lambda: dialog.keys_ready, timeout=score_sheet.KEYS_WAIT_MS * 10)
    _key(qtbot, dialog, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: asked == ["next round"])
