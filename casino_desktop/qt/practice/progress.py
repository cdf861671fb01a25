"""The progress screen: per set of rules, per topic, mastered, being learnt or new.

The records come from the statistics database (one per set of rules and
topic, ``practice.schedule.Progress``, kept under ``stats_practice.rules_key``:
a game's preset, or the game with the house rules practised); the counts
from ``practice.summary``; the topics of a set from its rules
(``topics.variant_topics``), so a game never practised lists its topics as
new.  The list of sets holds every game's preset and, when the rules
practised are a game's with house rules, "Casino with your house rules"
after that game's preset, chosen (docs/practice.md).  Every topic is shown
by its phrase (``practice.drill_sentences``), never by its id.
"""
from __future__ import annotations

import time

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHeaderView,
                               QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout)

from casino_desktop.core import PRESETS
from casino_desktop.core.templates import fill
from casino_desktop.practice import summary
from casino_desktop.practice import drill_sentences
from casino_desktop.practice.schedule import DAY, is_mastered
from casino_desktop.qt.translate import say
from casino_desktop.qt.variant_words import listed_name
from casino_desktop.qt.practice import window_sentences
from casino_desktop.qt.practice.comeback import rules_name
from casino_desktop.qt.practice.topics import variant_topics
from casino_desktop.qt.screen_fit import fit_on_show
from casino_desktop.storage.stats_practice import rules_key

# The order of the rows: what needs work first.
STATE_ORDER = {"learning": 0, "new": 1, "mastered": 2}


def topic_state(record) -> str:
    if record is None:
        return "new"
    return "mastered" if is_mastered(record) else "learning"


def due_text(record, now: int) -> str:
    """When the topic is asked again, in the player's language."""
    if record is None:
        return window_sentences.NEVER_ASKED
    if record.due <= now:
        return say(window_sentences.DUE_NOW)
    days = -(-(record.due - now) // DAY)   # whole days, rounded up
    return say(window_sentences.DUE_IN_DAYS.get(days) or fill(window_sentences.DUE_DAYS, days))


class ProgressDialog(QDialog):
    def __init__(self, records_of, variant: str, clock=time.time, parent=None, options: dict | None = None):
        """``records_of(key)``: the records of the rules kept under ``key``
        (``rules_key``) from the database; ``variant`` and ``options``: the
        game and house rules practised, chosen in the list."""
        super().__init__(parent)
        practised = rules_key(variant, options)
        # Each entry's rules: a game's preset, and the house rules practised.
        self.rules_of: dict[str, tuple[str, dict]] = {v.id: (v.id, {}) for v in PRESETS}
        self.rules_of[practised] = (variant, dict(options or {}))
        self.setWindowTitle(say(window_sentences.PROGRESS_TITLE))
        self.setObjectName("practiceProgressDialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one is made each time it is asked for
        self.records_of = records_of
        self.clock = clock
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.variant = QComboBox()
        self.variant.setObjectName("progressVariant")
        for v in PRESETS:
            self.variant.addItem(listed_name(v), v.id)
            if v.id == variant and practised != v.id:   # the game's name alone: its family is on the line above
                self.variant.addItem(say(rules_name(variant, options or {})), practised)
        form.addRow(say(window_sentences.PROGRESS_VARIANT), self.variant)
        layout.addLayout(form)
        self.counts = QLabel()
        self.counts.setObjectName("progressCounts")
        self.counts.setWordWrap(True)
        layout.addWidget(self.counts)
        self.table = QTableWidget(0, len(window_sentences.PROGRESS_HEADINGS))
        self.table.setObjectName("progressTable")
        self.table.setHorizontalHeaderLabels([say(t) for t in window_sentences.PROGRESS_HEADINGS])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in range(1, len(window_sentences.PROGRESS_HEADINGS)):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.variant.setCurrentIndex(max(0, self.variant.findData(practised)))
        self.variant.currentIndexChanged.connect(self.refresh)
        self.refresh()
        fit_on_show(self, QSize(640, 720))

    def refresh(self) -> None:
        key = self.variant.currentData()
        variant, options = self.rules_of[key]
        records = list(self.records_of(key))
        by_topic = {p.topic: p for p in records}
        # The topics of the rules chosen, not the preset's (house rules take
        # some away and bring others); a topic of these rules' records that
        # they no longer have (a version since) is still the player's progress.
        topics = sorted(set(variant_topics(variant, options)) | set(by_topic))
        counts = summary(records, topics, key)
        self.counts.setText(say(fill(window_sentences.PROGRESS_COUNTS, counts["topics"], mastered=counts["mastered"],
                                     learning=counts["learning"], new=counts["new"])))
        now = int(self.clock())
        phrase = {t: say(drill_sentences.topic_phrase(t)) for t in topics}  # sorted as the player reads them
        rows = sorted(topics, key=lambda t: (STATE_ORDER[topic_state(by_topic.get(t))], phrase[t]))
        self.table.setRowCount(len(rows))
        for r, topic in enumerate(rows):
            p = by_topic.get(topic)
            cells = (phrase[topic], say(window_sentences.STATE[topic_state(p)]),
                     str(p.right if p else 0), str(p.wrong if p else 0), due_text(p, now))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)

    def row_texts(self) -> list[tuple[str, ...]]:
        """What the table shows, row by row (for tests and screen readers' checks)."""
        return [tuple(self.table.item(r, c).text() for c in range(self.table.columnCount()))  # type: ignore[union-attr]  # every cell is filled
                for r in range(self.table.rowCount())]
