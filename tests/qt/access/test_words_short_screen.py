"""Table in Words on a short, narrow screen (1920x1080 at 200 %: 960x540):
the lists share the side panel's column, which starts folded there.  F7
showed nothing; with the panel unfolded the lists asked for more height
than the screen has and the window grew past its bottom edge (the hand,
the move bar and the status line were off screen); the column's title was
drawn twice after the lists moved in and out."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from ..table_helpers import make_window, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
SHORT = (952, 480)  # a 960x540 screen less the window's frame and a task bar


def _short_window(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, size=SHORT)
    window.start_game()
    wait_for_human(qtbot, window)
    window.act_panel.setChecked(False)  # as a narrow screen starts
    return window


def _titles(window) -> list[str]:
    return [label.text() for label in window.side.findChildren(QLabel)
            if label.isVisible() and "Table in Words" in label.text()]


def test_f7_in_a_narrow_window_shows_the_lists_in_the_unfolded_side_panel(qtbot, tmp_path):
    window = _short_window(qtbot, tmp_path)
    window.access.act_words.trigger()
    panel = window.access.panel
    qtbot.waitUntil(lambda: panel.moves.isVisible() and panel.hand.isVisible())
    assert window.access.shared() and window.act_panel.isChecked() and window.side.isVisible()
    # Folding the column by F9 folds the lists: the menu does not stay ticked over nothing.
    window.act_panel.trigger()
    assert not window.side.isVisible() and not window.access.act_words.isChecked()


def test_the_lists_never_make_the_window_taller_than_it_was(qtbot, tmp_path):
    window = _short_window(qtbot, tmp_path)
    window.act_panel.setChecked(True)
    before = window.size()
    window.access.act_words.setChecked(True)
    window.access.act_large.setChecked(True)
    qtbot.waitUntil(lambda: window.access.panel.moves.isVisible())
    qtbot.wait(50)
    assert window.size() == before, (window.size(), before)
    assert window.minimumSizeHint().height() <= SHORT[1]
    # The hand's row and the move bar stay inside the window.
    bar = window.action_bar
    assert bar.mapTo(window, bar.rect().bottomLeft()).y() <= window.height()


def test_the_column_title_is_shown_once(qtbot, tmp_path):
    """Showing the lists in the column grew the window; its resize moved
    them in again from inside the first move, and a second title stayed."""
    window = _short_window(qtbot, tmp_path)
    window.act_panel.setChecked(True)
    window.access.act_large.setChecked(True)
    window.access.act_contrast.setChecked(True)
    window.access.act_words.setChecked(True)
    qtbot.wait(100)
    assert _titles(window) == ["<b>Table in Words</b>"]
    window.access.act_words.setChecked(False)  # out of the column and straight back
    window.access.act_words.setChecked(True)
    qtbot.wait(100)
    assert _titles(window) == ["<b>Table in Words</b>"]
