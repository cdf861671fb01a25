"""Game › Statistics: matches against the computer, won, lost and abandoned.

One line per kind of match (variant, table, the computer players' level),
summed from the statistics store (``casino_desktop/storage/stats_store.py``), where
each match is one row under its own id.  Only matches with exactly one human
seat count (``qt/dialogs/match_guard.py`` decides and records them).

The store already makes impossible counts impossible; the dialog still
formats whatever it is given without arithmetic that could fail, because a
dialog that raises would hide every result.
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QMessageBox,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from casino_desktop.core import VariantError, preset
from casino_desktop.qt.game.setup import COMPUTER, GameSetup, level_label
from casino_desktop.core.templates import N_, whole_number
from casino_desktop.qt.dialogs.stats_history import HistoryPanel
from casino_desktop.qt.translate import say, tr, tr_n
from casino_desktop.qt.screen_fit import fit_on_show, larger_on_roomy_screen, scaled_size
from casino_desktop.storage.stats_store import KindSummary, StatsStore

MIXED = "mixed"
COLUMNS = [N_("Game", note="statistics column: the variant"), N_("Players", note="statistics column"),
           N_("Opponents", note="statistics column"), N_("Played", note="statistics column"),
           N_("Won", note="statistics column"), N_("Lost", note="statistics column"),
           N_("Abandoned", note="statistics column"), N_("Won %", note="statistics column")]
MAX_SHOWN = 10 ** 9  # a count past this is not one a person played: shown as a dash


def match_kind(setup: GameSetup) -> str:
    """'casino|2|master': variant, table ('4p' with partnerships), opponents' level."""
    seats = setup.seat_list()
    levels = {s.level for s in seats if s.kind == COMPUTER}
    level = levels.pop() if len(levels) == 1 else MIXED
    table = f"{setup.players}p" if setup.partnerships else str(setup.players)
    return f"{setup.variant_id}|{table}|{level}"


def _describe(kind: str) -> tuple[str, str, str]:
    variant_id, table, level = (str(kind).split("|") + ["", "", ""])[:3]
    try:
        game = say(preset(variant_id).name)
    except VariantError:  # a variant of a later version: show its id (only what was read is cut short)
        game = variant_id[:60]
    players = tr("4, partnerships") if table.endswith("p") else table[:20]
    opponents = tr("mixed levels") if level == MIXED else _label(level)
    return game, players, opponents


def _label(level: str) -> str:
    try:
        return say(level_label(level))
    except ValueError:
        return level[:40]


def _sane(row) -> bool:
    counts = row[1:5]
    if not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= MAX_SHOWN for n in counts):
        return False
    played, won, lost, abandoned = counts
    return played == won + lost + abandoned


def shown_rows(summary: list[KindSummary]) -> list[tuple[str, str, str, int, int, int, int]]:
    """(game, players, opponents, played, won, lost, abandoned) of the rows that can be true."""
    return [(*_describe(r[0]), *r[1:5]) for r in summary if _sane(r)]


def win_rate(won: int, played: int) -> str:
    return f"{100 * won / played:.0f}%" if played else "\u2014"


def summary_sentence(won: int, played: int, abandoned: int) -> str:
    if not played:
        return tr("No matches yet: a match counts once it is won, lost or given up.")
    # ``count`` (the plural's number) chooses the catalog's form by the number itself.
    sentence = tr_n("You have won {won} of {count} match against the computer.",
                    "You have won {won} of {count} matches against the computer.", played, won=whole_number(won))
    if abandoned:
        sentence = tr_n("{sentence} One of them was given up before the end.",
                        "{sentence} {count} of them were given up before the end.", abandoned, sentence=sentence)
    return sentence


class StatisticsDialog(QDialog):
    def __init__(self, store: StatsStore, parent: QWidget | None = None):
        super().__init__(parent)
        self._scale = larger_on_roomy_screen(self)
        self.store = store
        self.setWindowTitle(tr("Statistics"))
        layout = QVBoxLayout(self)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels([say(c) for c in COLUMNS])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        # Which matches count, under the list: after a match of several
        # people at one screen, "No matches yet" alone read as a match lost.
        self.counted = QLabel(tr("Only matches of one person against the computer are counted, not games of "
                                 "several people at one screen."), self)
        self.counted.setObjectName("countedNote")
        self.counted.setWordWrap(True)
        layout.addWidget(self.counted)
        self.history = HistoryPanel(self)  # streaks and the chart of results over time
        layout.addWidget(self.history, 2)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close | QDialogButtonBox.StandardButton.Reset)
        buttons.rejected.connect(self.reject)
        self.reset_button = buttons.button(QDialogButtonBox.StandardButton.Reset)
        self.reset_button.clicked.connect(self._reset)
        layout.addWidget(buttons)
        fit_on_show(self, scaled_size(QSize(760, 600), self._scale))
        self.refresh()

    def rows(self) -> list[tuple[str, str, str, int, int, int, int]]:
        return shown_rows(self.store.summary())

    def refresh(self) -> None:
        rows = self.rows()
        self.table.setRowCount(len(rows))
        for i, (game, players, opponents, played, won, lost, abandoned) in enumerate(rows):
            counts = [say(whole_number(n)) for n in (played, won, lost, abandoned)]
            texts = (game, players, opponents, *counts, win_rate(won, played))
            for j, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if j >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(i, j, item)
        self.summary.setText(summary_sentence(sum(r[4] for r in rows), sum(r[3] for r in rows),
                                              sum(r[6] for r in rows)))
        self.history.show_results(self.store.finished_matches())
        self.reset_button.setEnabled(bool(rows))

    def _reset(self) -> None:
        answer = QMessageBox.question(self, tr("Statistics"), tr("Forget every result?"))
        if answer == QMessageBox.StandardButton.Yes:
            self.store.reset()
            self.refresh()
