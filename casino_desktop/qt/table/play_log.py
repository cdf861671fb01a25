"""The play log: the match told in words, a line a move ("North takes 5♦ +
3♣ with 8♠"), a heading a deal, in the side panel.

Each line keeps what it was said from (a sentence, said again in a new
language) and the record's index of the move it tells (a take-back
removes the lines of the moves it takes back).
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from casino_desktop.core import entry_sentence, find_terms
from casino_desktop.qt.translate import say, tr

MOVE_ROLE = Qt.ItemDataRole.UserRole  # on a log line: the index in the record of the move it tells
SAID_ROLE = Qt.ItemDataRole.UserRole + 1  # on a log line: what it was said from (a ``_Said``)


class PlayLog(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playLog")
        self.setAccessibleName(tr("Play log"))
        self.setWordWrap(True)
        # Reached by Tab, so a keyboard player can read and scroll it; never
        # by a click, which would take the arrow keys away from the table.
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        # The log follows the game: its newest line stays in view when the
        # list grows or its view shrinks later (lines laid out after they were
        # added, the cards-still-out text above it growing a line), unless the
        # player has scrolled up to read; the next play brings it back.
        self._follows = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._resized)

    def _scrolled(self, value: int) -> None:
        self._follows = value >= self.verticalScrollBar().maximum()

    def _resized(self, _low: int, high: int) -> None:
        if self._follows:
            self.verticalScrollBar().setValue(high)

    def add_heading(self, text: str) -> None:
        self.addItem(_heading_item(text))
        self.scrollToBottom()

    def add_lines(self, lines: list[str], move: int | None = None) -> None:
        """Lines at the end of the log; ``move``: the record's index of the
        move they tell (a take-back removes them with it)."""
        for line in lines:
            self.addItem(_line_item(line, move))
        self.scrollToBottom()

    def add_earlier(self, rounds: list[tuple[str, list[tuple[str, int | None]]]], below: int = 0) -> None:
        """The rounds before this one, (heading, [(line, move index)]) each,
        above the current round's lines: a log made again (a language
        change, a resumed game) tells the whole match, not only its last
        round.  Each line keeps the record's index of its move, as when it
        was played: a take-back finds the last move told by it.  ``below``:
        the first lines that head the whole match (the deal of the day)."""
        items = [it for heading, lines in rounds
                 for it in [_heading_item(heading)] + [_line_item(x, move) for x, move in lines]]
        for row, item in enumerate(items):
            self.insertItem(below + row, item)
        self.scrollToBottom()

    def cut_back(self, kept: int) -> None:
        """A take-back kept the record's first ``kept`` moves: the lines of
        the later ones go, and everything said after them (the log tells
        the game as it now stands)."""
        for row in range(self.count()):
            move = self.item(row).data(MOVE_ROLE)
            if move is not None and move >= kept:
                while self.count() > row:
                    self.takeItem(row)
                break
        self.scrollToBottom()

    def last_logged_move(self) -> int:
        """The record's index of the last move the log tells (-1 if none)."""
        for row in range(self.count() - 1, -1, -1):
            move = self.item(row).data(MOVE_ROLE)
            if move is not None:
                return move
        return -1

    def log_lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def said_log(self) -> list[tuple[object, bool, int | None]]:
        """Each log line as given (a sentence, said again in a new language by
        ``add_said``), whether a heading, its move: a network table's window,
        with no record to tell its match from, hands these to its successor."""
        said = [(self.item(row), self.item(row).data(SAID_ROLE)) for row in range(self.count())]
        return [(s.value, s.heading, item.data(MOVE_ROLE)) if isinstance(s, _Said) else (item.text(), False, None)
                for item, s in said]

    def add_said(self, entries: list[tuple[object, bool, int | None]]) -> None:
        """``said_log``'s lines at the end of the log, each said in the language installed now."""
        for source, heading, move in entries:
            self.addItem(_heading_item(source) if heading else _line_item(source, move))  # type: ignore[arg-type]  # a sentence or a str
        self.scrollToBottom()


class _Said:
    """A log line's source on its item (a bare ``Text`` would come back a plain, English ``str``)."""

    __slots__ = ("value", "heading")

    def __init__(self, value: object, heading: bool) -> None:
        self.value, self.heading = value, heading


def _heading_item(text: str) -> QListWidgetItem:
    item = QListWidgetItem(say(text))
    item.setData(SAID_ROLE, _Said(text, True))
    font = item.font()
    font.setBold(True)
    item.setFont(font)
    return item


def _line_item(line: str, move: int | None = None) -> QListWidgetItem:
    item = QListWidgetItem(say(line))
    item.setData(SAID_ROLE, _Said(line, False))
    # The games' own words in a line (a sweep, a mulle, a build) are
    # explained by its tooltip, from the glossary: found in the English
    # line (the glossary's terms are English), said in the player's language.
    terms = list(dict.fromkeys(t for _, _, t in find_terms(line)))
    if terms:
        item.setToolTip("\n".join(say(entry_sentence(t)) for t in terms))
    if move is not None:
        item.setData(MOVE_ROLE, move)
    return item
