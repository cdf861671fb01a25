"""A play-log entry is as tall as its lines at the width it is drawn: in
high contrast an entry that fitted on one line kept the height of two, an
empty line's gap under it (the eleventh stranger's play-test of
7 December, finding 4).  The log measured its entries for a scroll bar
2 px wider than the one it showed."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QStyleOptionViewItem

from casino_desktop.qt.access.contrast import apply_palette, set_high_contrast
from casino_desktop.qt.table.play_log import PlayLog

pytestmark = [pytest.mark.gui]

WORDS = "North puts J♣ on 3♦ and takes 14, and the log tells it in a line that wraps at last"


@pytest.fixture(autouse=True)
def _plain_look_after():
    yield
    set_high_contrast(False)
    apply_palette(False)


def _needed(log: PlayLog, row: int) -> int:
    """The height the entry's words take at the width it is drawn."""
    index = log.indexFromItem(log.item(row))
    option = QStyleOptionViewItem()
    log.initViewItemOption(option)
    option.rect = log.visualRect(index)
    return log.itemDelegate().sizeHint(option, index).height()


def _misfits(log: PlayLog) -> list[tuple[str, int, int]]:
    return [(log.item(row).text(), log.visualRect(log.indexFromItem(log.item(row))).height(), _needed(log, row))
            for row in range(log.count())
            if log.visualRect(log.indexFromItem(log.item(row))).height() != _needed(log, row)]


def test_each_entry_is_as_tall_as_its_lines_in_high_contrast_and_wider(qtbot):
    log = PlayLog()
    qtbot.addWidget(log)
    # Entries a letter longer each: whatever the width, some end at the wrap.
    log.add_lines([WORDS[:cut] for cut in range(24, len(WORDS) + 1)])
    line = log.fontMetrics().lineSpacing()
    log.resize(log.fontMetrics().horizontalAdvance(WORDS) * 2 // 3, 12 * line)
    log.show()
    qtbot.waitExposed(log)
    qtbot.waitUntil(log.verticalScrollBar().isVisible)
    qtbot.waitUntil(lambda: not _misfits(log), timeout=2000)
    set_high_contrast(True)
    apply_palette(True)
    qtbot.waitUntil(lambda: log.verticalScrollBar().width() == log.verticalScrollBar().sizeHint().width())
    qtbot.waitUntil(lambda: not _misfits(log), timeout=2000)
    wrapped = max(row for row in range(log.count()) if log.visualItemRect(log.item(row)).height() > line)
    log.resize(log.width() + log.fontMetrics().horizontalAdvance(WORDS) // 2, log.height())  # a wider panel
    qtbot.waitUntil(lambda: not _misfits(log), timeout=2000)
    assert log.visualItemRect(log.item(wrapped)).height() < 2 * line  # two lines before, one now
