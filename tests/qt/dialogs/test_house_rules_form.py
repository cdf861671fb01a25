"""The house-rules form as a player clicks through it."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _left(dialog, rule_id: str) -> int:
    QApplication.processEvents()
    return dialog.form.widgets[rule_id].mapTo(dialog, QPoint(0, 0)).x()


def test_ticking_a_rule_does_not_move_the_fields_under_the_pointer(qtbot, small_dialog):
    """A changed rule's label turns bold; the bold label was wider, so the
    whole column of fields moved right as a box was ticked, and a second
    click where the next box had been missed it (the 24th stranger's
    play-test: Norwegian Kasino, ticking "10♦ = 16 …" then "Must capture")."""
    dialog = small_dialog
    dialog.variant.setCurrentIndex(dialog.variant.findData("kasino"))
    dialog.form.setCurrentIndex(1)                                   # Capturing
    before = {rule: _left(dialog, rule) for rule in ("special_hand_values", "compulsory_capture", "ace_value")}
    dialog.form.widgets["special_hand_values"].setChecked(True)     # its label is the page's longest
    assert dialog.form._labels["special_hand_values"].font().bold()
    assert {rule: _left(dialog, rule) for rule in before} == before
