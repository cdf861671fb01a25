"""A reason in a drill's list is shown whole at every width: the verdict's
bold right reason lost its last words to "…" when it just fitted on one
line in the regular font (the fourteenth stranger's play-test of 7 December)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics

from casino_desktop.qt.practice.panels import ChoicePanel, text_margin

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]

REASON = "Här är det tvång att ta, och du kan ta något: du får inte lägga ut."


def test_the_right_reason_made_bold_is_as_tall_as_its_wrapped_words_at_every_width(qtbot):
    panel = ChoicePanel()
    qtbot.addWidget(panel)
    panel.show()
    rows = panel.choices
    short = []
    # Every few pixels over a band of widths: somewhere in it the sentence
    # just fits on one line, which is where the measure and the drawing part.
    for width in range(380, 560, 3):
        panel.resize(width, 300)
        panel.set_choices(["Draget är tillåtet.", REASON])
        panel.show_verdict(1, 0)
        qtbot.wait(1)   # the list lays its rows out
        item = rows.item(1)
        rect = rows.visualItemRect(item)
        # The list draws a row no wider than its width less the spacing on either side.
        drawn = min(rect.width(), rows.viewport().width() - 2 * rows.spacing())
        drawn_in = QRect(0, 0, drawn - 2 * text_margin(rows), 1 << 20)
        needed = QFontMetrics(item.font()).boundingRect(drawn_in, Qt.TextFlag.TextWordWrap, REASON).height()
        if rect.height() < needed:
            short.append((width, rect.height(), needed))
    assert short == []


def test_the_reasons_list_shows_it_has_the_keys_before_a_reason_is_picked(qtbot):
    """Tab reached the list of reasons with none current (none is, until one
    is picked) and nothing on screen changed (the eighteenth stranger, keyboard
    only): the first row is framed while the list has the focus, and only then."""
    panel = ChoicePanel()
    qtbot.addWidget(panel)
    panel.resize(420, 240)
    panel.set_choices(["Draget är tillåtet.", REASON])
    panel.show()
    qtbot.waitExposed(panel)
    panel.activateWindow()
    rows = panel.choices
    first = rows.visualItemRect(rows.item(0)).adjusted(-2, -2, 2, 2)

    def frame_pixels():
        shot = rows.viewport().grab().toImage()
        edge = [(x, first.top()) for x in range(first.left() + 4, first.right() - 4, 3)]
        return [shot.pixel(x, y) for x, y in edge]

    panel.setFocus()  # away from the list
    qtbot.waitUntil(lambda: not rows.hasFocus())
    without = frame_pixels()
    rows.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(rows.hasFocus)
    assert rows.currentRow() < 0  # still no reason picked: Down picks the first
    assert frame_pixels() != without
    rows.clearFocus()
    qtbot.waitUntil(lambda: not rows.hasFocus())
    assert frame_pixels() == without
