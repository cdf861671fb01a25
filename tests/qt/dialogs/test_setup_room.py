"""The New Game dialog at 1024x768: each house-rules tab takes the room it
needs (the short Deal tab left a screenful of blank below its last rule),
and the target score is asked in one place."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QScrollArea


pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _blank_below(dialog, page) -> int:
    """How far the tab's page runs below what its rules need."""
    return page.height() - page.layout().totalHeightForWidth(page.width())


def test_each_tab_takes_the_room_its_rules_need_and_no_more(qtbot, small_dialog):
    form = small_dialog.form
    tallest = max(range(form.count()), key=lambda i: form.widget(i).layout().totalSizeHint().height())
    line = small_dialog.fontMetrics().lineSpacing()
    for i in (0, tallest, 4, 0):
        form.setCurrentIndex(i)
        page = form.widget(i)
        qtbot.waitUntil(lambda page=page: -2 <= _blank_below(small_dialog, page) <= 2 * line)
        # Every help sentence whole at the page's true width (not the tallest page's room hiding a cut line).
        qtbot.waitUntil(lambda page=page: not [label.text() for label in page.findChildren(QLabel)
                                               if label.isVisible() and label.wordWrap()
                                               and label.height() < label.heightForWidth(label.width())])


def test_scrolled_to_the_end_the_deal_tab_shows_its_last_rule(qtbot, small_dialog):
    area = small_dialog.findChild(QScrollArea)
    area.verticalScrollBar().setValue(area.verticalScrollBar().maximum())
    last = small_dialog.form._helps["anticlockwise"]
    bottom = last.mapTo(area.viewport(), last.rect().bottomLeft()).y()
    assert bottom <= area.viewport().height()
    assert area.viewport().height() - bottom < 4 * small_dialog.fontMetrics().lineSpacing()


def test_the_target_score_is_asked_once_beside_the_players(qtbot, small_dialog):
    form = small_dialog.form
    form.setCurrentIndex(4)  # Match
    assert small_dialog.target.isVisible()
    assert not form.widgets["target"].isVisible() and not form._helps["target"].isVisible()
    assert "0" in small_dialog.target.toolTip()  # the rule's help goes with the one field
    small_dialog.target.setValue(31)
    assert small_dialog.result_setup().options["target"] == 31
    # The change is named once, not counted on a tab that does not show it.
    assert form.tabText(4) == "Match"
    assert "Target score" in small_dialog.changed_rules.text()
