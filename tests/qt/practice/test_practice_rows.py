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
