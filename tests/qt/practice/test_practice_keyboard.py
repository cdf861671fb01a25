"""A drill answered by keyboard alone: the keys start where the drill is
answered, arrows pick a reason, Enter checks it, and Enter on "Next Drill"
brings the next one (the fourteenth stranger's play-test of 7 December:
the keys were nowhere, and Enter on a focused button did nothing)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QApplication

from casino_desktop.practice import drill_sentences

from .helpers import drill_of, open_practice

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_a_legality_drill_is_answered_and_left_with_arrows_and_enter(qtbot, tmp_path):
    window = open_practice(qtbot, tmp_path)
    first = drill_of(window, "legal")
    drill = drill_of(window, "legal", lambda d: d is not first)
    choices = window.choice_panel.choices
    for shown in (first, drill):   # the second as after a reason was picked on the first
        window.present(shown)
        assert window.focusWidget() is choices
        # Offscreen the window is not active: the list's focus-in is sent as a screen sends it.
        QApplication.sendEvent(choices, QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.OtherFocusReason))
        # No reason is picked by the keys arriving: Check waits, the first Down picks the first reason.
        assert window.choice_panel.answer() is None and not window.check_button.isEnabled()
        qtbot.keyClick(choices, Qt.Key.Key_Down)
        assert window.choice_panel.answer() == 0 and window.check_button.isEnabled()
    for _ in range(drill.answer):
        qtbot.keyClick(choices, Qt.Key.Key_Down)
    assert window.choice_panel.answer() == drill.answer
    qtbot.keyClick(choices, Qt.Key.Key_Return)
    assert window.verdict.text() == drill_sentences.RIGHT
    assert window.focusWidget() is window.next_button
    asked = window.asked
    qtbot.keyClick(window.next_button, Qt.Key.Key_Return)
    assert window.asked == asked + 1 and not window.answered
    # The next drill has the keys where it is answered, not on the button it disabled.
    assert window.focusWidget() is _answering_widget(window)


def _answering_widget(window):
    kind = window.drill.kind
    if kind == "legal":
        return window.choice_panel.choices
    if kind == "score":
        return next(iter(window.score_panel.spins.values()))[0]
    return window.view


def test_a_play_drill_gives_the_keys_to_the_tables_cursor(qtbot, tmp_path):
    window = open_practice(qtbot, tmp_path)
    window.present(drill_of(window, "build"))
    assert window.focusWidget() is window.view
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert window.scene.cursor.current() is not None


@pytest.mark.parametrize("key", [Qt.Key.Key_Space, Qt.Key.Key_Return])
def test_space_or_enter_with_no_cursor_shows_it_and_picks_nothing(qtbot, tmp_path, key):
    """At a play drill's start no cursor is shown; Space and Enter did
    nothing and said nothing, as at the game table (stranger 24)."""
    window = open_practice(qtbot, tmp_path)
    window.present(drill_of(window, "build"))
    assert window.focusWidget() is window.view and window.scene.cursor.current() is None
    qtbot.keyClick(window.view, key)
    first = window.scene.cursor.current()
    assert first is window.scene.cursor.stops()[0] and window.scene.cursor.outline.isVisible()
    assert window.scene.hand_pick is None  # shown, not picked
    qtbot.keyClick(window.view, key)  # the next press picks, as a click does
    assert window.scene.hand_pick == first.card_id or first.place != "hand"
