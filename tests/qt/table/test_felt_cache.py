"""The felt is drawn from a cached picture (``TableView``'s background cache),
so a new felt (View › High Contrast, a card look) must replace the picture,
not leave the old colours on screen."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from ..table_helpers import make_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _centre_colour(window) -> QColor:
    image = window.view.viewport().grab().toImage()
    return image.pixelColor(image.width() // 2, 8)


def test_a_new_felt_is_shown_at_once_and_a_resize_keeps_it(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, size=(1000, 700))
    first = _centre_colour(window)
    window.scene.set_felt(QColor("#8b0000"), QColor("#8b0000"))
    shown = _centre_colour(window)
    assert shown != first and shown.red() > 120 and shown.green() < 20, shown.name()
    before = window.view.viewport().size()
    window.resize(1100, 760)
    qtbot.waitUntil(lambda: window.view.viewport().size() != before)
    assert _centre_colour(window).name() == shown.name()
