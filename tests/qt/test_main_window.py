"""The main window remembers how the player left it."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from .table_helpers import make_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_the_window_comes_back_as_it_was_left(qtbot, tmp_path):
    # A size within the offscreen screen (800 x 600), which a restore keeps to.
    first = make_window(qtbot, tmp_path, size=(770, 560))
    left = first.size()
    assert left != QSize(1280, 800) and left.height() == 560
    first.act_panel.setChecked(False)
    first.close()
    second = make_window(qtbot, tmp_path, size=None)
    assert second.size() == left
    assert not second.act_panel.isChecked() and not second.side.isVisible()
