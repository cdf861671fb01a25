"""Game › Statistics' section "At one screen": the matches of several people
at one screen, played and won, per person's name as their seat was called
(``storage/stats_shared``), most won first.  A family that plays at one
computer wants to see who won most (the fifteenth stranger's play-test of
7 December: such matches were not counted at all).

Like the rest of the dialog it formats whatever the store gives without
arithmetic that could fail: a dialog that raises would hide every result.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout,
                               QWidget)

from casino_desktop.core.templates import N_, whole_number
from casino_desktop.qt.translate import say, tr
from casino_desktop.storage.stats_shared import PersonRecord

SECTION = N_("At one screen", note="statistics: the heading of the matches of several people at one screen, "
                                   "counted by each person's name")
COLUMNS = [N_("Name", note="statistics column: a person's name at one screen, as their seat was called"),
           N_("Played", note="statistics column"), N_("Won", note="statistics column"),
           N_("Won %", note="statistics column")]
EMPTY = N_("No matches of several people at one screen yet. Each person's matches are counted here by the name "
           "of their seat.")
ROWS_SHOWN = 6  # names listed before the list scrolls
MAX_SHOWN = 10 ** 9  # a count past this is not one a person played: shown as a dash


def win_rate(won: int, played: int) -> str:
    return f"{100 * won / played:.0f}%" if played else "\u2014"


def _count(n: object) -> str:
    return say(whole_number(n)) if type(n) is int and 0 <= n <= MAX_SHOWN else "\u2014"


def shared_rows(people: list[PersonRecord]) -> list[tuple[str, str, str, str]]:
    """(name, played, won, won %) of each person, in the store's order."""
    rows = []
    for name, played, won in people:
        sane = type(played) is int and type(won) is int and 0 <= won <= played <= MAX_SHOWN
        rows.append((str(name), _count(played), _count(won), win_rate(won, played) if sane else "\u2014"))
    return rows


class SharedPanel(QWidget):
    """The heading, the list of names (or the sentence saying there are none yet)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("atOneScreen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel("<b>" + say(SECTION) + "</b>", self))
        self.empty = QLabel(say(EMPTY), self)
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setAccessibleName(say(SECTION))
        self.table.setHorizontalHeaderLabels([say(c) for c in COLUMNS])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        layout.addWidget(self.table)

    def show_people(self, people: list[PersonRecord]) -> None:
        rows = shared_rows(people)
        self.table.setRowCount(len(rows))
        for i, texts in enumerate(rows):
            for j, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if j >= 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(i, j, item)
        shown = self.table.verticalHeader().defaultSectionSize() * min(max(1, len(rows)), ROWS_SHOWN)
        self.table.setFixedHeight(self.table.horizontalHeader().sizeHint().height() + shown
                                  + 2 * self.table.frameWidth())
        self.table.setVisible(bool(rows))
        self.empty.setVisible(not rows)


def counted_note() -> str:
    """Which matches the list above counts, and where the others are."""
    return tr("The list above counts matches of one person against the computer; matches of several people at one "
              "screen are counted under \u201c{section}\u201d.", section=say(SECTION),
              note="statistics: under the list of matches against the computer; {section} is the heading "
                   "\u201cAt one screen\u201d further down the dialog")
