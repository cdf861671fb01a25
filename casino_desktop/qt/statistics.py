"""Game › Statistics: matches played and won against the computer.

One line per kind of match (variant, table, the computer players' level),
kept in QSettings as one JSON object so that a damaged entry is simply
started afresh.  Only matches with exactly one human seat count, and only
when the match-ending move is played in the window (opening a finished game
does not count it twice).
"""
from __future__ import annotations

import json

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QMessageBox,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from casino_desktop.core import GameState, VariantError, preset
from casino_desktop.qt.game_setup import COMPUTER, GameSetup, level_label

KEY = "stats/matches"
MIXED = "mixed"


def match_kind(setup: GameSetup) -> str:
    """'casino|2|master': variant, table ('4p' with partnerships), opponents' level."""
    seats = setup.seat_list()
    levels = {s.level for s in seats if s.kind == COMPUTER}
    level = levels.pop() if len(levels) == 1 else MIXED
    table = f"{setup.players}p" if setup.partnerships else str(setup.players)
    return f"{setup.variant_id}|{table}|{level}"


def load_results(settings: QSettings | None = None) -> dict[str, dict[str, int]]:
    raw = (settings or QSettings()).value(KEY, "{}")
    try:
        data = json.loads(raw) if isinstance(raw, str) else {}
    except json.JSONDecodeError:
        return {}
    if not isinstance(data, dict):
        return {}
    clean = {}
    for kind, row in data.items():
        if isinstance(row, dict) and all(isinstance(row.get(k), int) for k in ("played", "won")):
            clean[kind] = {"played": row["played"], "won": row["won"]}
    return clean


def record_result(setup: GameSetup, state: GameState, settings: QSettings | None = None) -> bool:
    """Count a finished match if one human played it; True if counted."""
    humans = setup.humans()
    if len(humans) != 1 or state.winner is None:
        return False
    results = load_results(settings)
    row = results.setdefault(match_kind(setup), {"played": 0, "won": 0})
    row["played"] += 1
    row["won"] += int(state.side_of(humans[0]) == state.winner)
    (settings or QSettings()).setValue(KEY, json.dumps(results, sort_keys=True))
    return True


def _describe(kind: str) -> tuple[str, str, str]:
    variant_id, table, level = (kind.split("|") + ["", "", ""])[:3]
    try:
        game = preset(variant_id).name
    except VariantError:  # a variant of a later version: show its id
        game = variant_id
    players = "4, partnerships" if table.endswith("p") else table
    opponents = "mixed levels" if level == MIXED else _label(level)
    return game, players, opponents


def _label(level: str) -> str:
    try:
        return level_label(level)
    except ValueError:
        return level


class StatisticsDialog(QDialog):
    def __init__(self, settings: QSettings | None, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle("Statistics")
        layout = QVBoxLayout(self)
        self.summary = QLabel(self)
        layout.addWidget(self.summary)
        self.table = QTableWidget(0, 6, self)
        self.table.setHorizontalHeaderLabels(["Game", "Players", "Opponents", "Played", "Won", "Won %"])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close | QDialogButtonBox.StandardButton.Reset)
        buttons.rejected.connect(self.reject)
        self.reset_button = buttons.button(QDialogButtonBox.StandardButton.Reset)
        self.reset_button.clicked.connect(self._reset)
        layout.addWidget(buttons)
        self.resize(620, 320)
        self.refresh()

    def rows(self) -> list[tuple[str, str, str, int, int]]:
        out = []
        for kind, r in sorted(load_results(self.settings).items()):
            out.append((*_describe(kind), r["played"], r["won"]))
        return out

    def refresh(self) -> None:
        rows = self.rows()
        self.table.setRowCount(len(rows))
        for i, (game, players, opponents, played, won) in enumerate(rows):
            rate = f"{100 * won / played:.0f}%" if played else "\u2014"
            for j, text in enumerate((game, players, opponents, str(played), str(won), rate)):
                item = QTableWidgetItem(text)
                if j >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(i, j, item)
        played = sum(r[3] for r in rows)
        won = sum(r[4] for r in rows)
        self.summary.setText(f"You have won {won} of {played} matches against the computer." if played
                             else "No finished matches yet: a match counts once it is won or lost.")
        self.reset_button.setEnabled(bool(rows))

    def _reset(self) -> None:
        answer = QMessageBox.question(self, "Statistics", "Forget every result?")
        if answer == QMessageBox.StandardButton.Yes:
            (self.settings or QSettings()).remove(KEY)
            self.refresh()
