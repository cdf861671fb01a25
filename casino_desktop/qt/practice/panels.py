"""The ways to answer a drill, one panel per kind of answer.

* ``ChoicePanel``: "is this play legal?": the reasons to pick from.
* ``CapturesPanel``: "find every capture": the captures the player added
  (each made by clicking table cards, or by dropping the card on them).
* ``PlayPanel``: build, take a build, raise: the play is made on the table;
  this panel holds the Play button and, when the cards picked can be played
  more than one way, the list of those plays.
* ``ScorePanel``: the points of the two piles for each scoring item.

The panels only hold what the player entered; the window asks the core
what it means and whether it is right.
"""
from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import (QAbstractItemView, QGridLayout, QHBoxLayout, QLabel, QListView, QListWidget,
                               QListWidgetItem, QPushButton, QSpinBox, QStyle, QStyledItemDelegate,
                               QStyleOptionFocusRect, QStyleOptionViewItem, QVBoxLayout, QWidget)

from casino_desktop.core.templates import fill
from casino_desktop.qt.translate import say
from casino_desktop.qt.practice import window_sentences

RIGHT_BG, WRONG_BG = QColor("#cdeccf"), QColor("#f7c9c5")
MAX_POINTS = 200   # far beyond any item's points in one round, either sign (misère counts them negative)


def _instructions() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setObjectName("practiceHow")
    return label


class WrappingRows(QStyledItemDelegate):
    """Each row as tall as its words wrapped at the width they are drawn
    in.  Qt's own measure wraps them a few pixels wider than it draws them,
    so a sentence that just fits on a line is measured as one line and
    drawn as two, the second cut to "…": the right reason, made bold by the
    verdict, lost its last words (the fourteenth stranger's play-test of 7
    December, finding 2)."""

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:  # noqa: N802 (Qt override)
        size = super().sizeHint(option, index)
        view = self.parent()
        if not isinstance(view, QListWidget):
            return size
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        width = view.viewport().width() - 2 * view.spacing() - 2 * text_margin(view)
        if width <= 0 or not opt.text:
            return size
        words = QFontMetrics(opt.font).boundingRect(QRect(0, 0, width, 1 << 20), Qt.TextFlag.TextWordWrap, opt.text)
        return QSize(size.width(), max(size.height(), words.height() + size.height() - opt.fontMetrics.height()))


def text_margin(view: QWidget) -> int:
    """The room the style leaves on each side of a row's words."""
    return view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1


class FocusShownList(QListWidget):
    """A list that shows it has the keyboard while no row is current: the
    reasons' list has none until one is picked (``ChoicePanel``), and Tab
    reached it with nothing to show that the keys now went there (the
    eighteenth stranger's play-test, keyboard only)."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        super().paintEvent(event)
        if self.hasFocus() and self.currentRow() < 0 and self.count():
            option = QStyleOptionFocusRect()
            option.initFrom(self)
            option.rect = self.visualItemRect(self.item(0)).adjusted(-2, -2, 2, 2)
            # Fusion draws a focus frame only after a key moved the focus;
            # the list is framed whichever way it got the keys.
            option.state |= QStyle.StateFlag.State_KeyboardFocusChange
            painter = QPainter(self.viewport())
            self.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, option, painter, self)
            painter.end()

    def focusInEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().focusOutEvent(event)
        self.viewport().update()


def _wrapping_list(name: str) -> QListWidget:
    box = FocusShownList()
    box.setItemDelegate(WrappingRows(box))
    box.setObjectName(name)
    box.setWordWrap(True)
    box.setTextElideMode(Qt.TextElideMode.ElideNone)
    box.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    box.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    box.setSpacing(4)
    # Long sentences wrap to the list's width instead of scrolling sideways.
    box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    box.setResizeMode(QListView.ResizeMode.Adjust)
    return box


class ChoicePanel(QWidget):
    chosen = Signal()   # a choice was picked: Check may be pressed
    confirmed = Signal()   # Enter on the list: the choice picked is the answer, as Check says

    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.how = _instructions()
        self.how.setText(say(window_sentences.HOW_CHOOSE))
        self.choices = _wrapping_list("practiceChoices")
        self.choices.currentRowChanged.connect(lambda _row: self.chosen.emit())
        # The keyboard's way through a drill: arrows pick a reason, Enter
        # checks it.  A key filter, not ``itemActivated``: where one click
        # activates a row, a click would have checked before a second look.
        self.choices.installEventFilter(self)
        layout.addWidget(self.how)
        layout.addWidget(self.choices, 1)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if (watched is self.choices and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.answer() is not None):
            self.confirmed.emit()
            return True
        return super().eventFilter(watched, event)

    def set_choices(self, choices) -> None:
        self.choices.clear()
        self.choices.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        for text in choices:
            self.choices.addItem(QListWidgetItem(say(text)))
        # No reason is current until one is picked.  Set through the view,
        # which then leaves it so when the list gets the keys: otherwise Qt
        # makes the first row current on focus, the Check button took it for
        # an answer nobody picked, and the first Down went to the second row.
        self.choices.setCurrentIndex(QModelIndex())

    def answer(self) -> int | None:
        row = self.choices.currentRow()
        return row if row >= 0 else None

    def show_verdict(self, right: int, given: int) -> None:
        """The right reason green and bold; the one picked, when it was not
        it, red and struck through (not told by colour alone).  The list
        stays readable but takes no other pick."""
        self.choices.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.choices.clearSelection()
        self._mark(right, RIGHT_BG, bold=True)
        if isinstance(given, int) and given != right and 0 <= given < self.choices.count():
            self._mark(given, WRONG_BG, strike=True)

    def _mark(self, row: int, colour: QColor, bold: bool = False, strike: bool = False) -> None:
        item = self.choices.item(row)
        item.setBackground(QBrush(colour))
        item.setForeground(QBrush(QColor("#111111")))
        font = item.font()
        font.setBold(bold)
        font.setStrikeOut(strike)
        item.setFont(font)


class CapturesPanel(QWidget):
    add_wanted = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.how = _instructions()
        self.found = _wrapping_list("practiceCaptures")
        self.add = QPushButton(say(window_sentences.ADD_CAPTURE))
        self.add.setObjectName("practiceAddCapture")
        self.remove = QPushButton(say(window_sentences.REMOVE_CAPTURE))
        self.remove.setObjectName("practiceRemoveCapture")
        self.add.clicked.connect(self.add_wanted)
        self.remove.clicked.connect(self._remove)
        row = QHBoxLayout()
        row.addWidget(self.add)
        row.addWidget(self.remove)
        row.addStretch(1)
        layout.addWidget(self.how)
        layout.addLayout(row)
        layout.addWidget(self.found, 1)
        self._texts: list[str] = []

    def start(self, card: str) -> None:
        self.how.setText(say(fill(window_sentences.HOW_CAPTURES, card=card)))
        self.found.clear()
        self._texts = []
        self._placeholder()
        for w in (self.add, self.remove, self.found):
            w.setEnabled(True)

    def _placeholder(self) -> None:
        if not self._texts:
            item = QListWidgetItem(say(window_sentences.NO_CAPTURES_YET))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.found.addItem(item)

    def has(self, move_text: str) -> bool:
        return move_text in self._texts

    def add_capture(self, move_text: str, words: str) -> None:
        if not self._texts:
            self.found.clear()  # the placeholder
        self._texts.append(move_text)
        self.found.addItem(QListWidgetItem(say(words)))

    def _remove(self) -> None:
        row = self.found.currentRow()
        if 0 <= row < len(self._texts):
            del self._texts[row]
            self.found.takeItem(row)
            self._placeholder()

    def answer(self) -> list[str]:
        return list(self._texts)

    def freeze(self) -> None:
        for w in (self.add, self.remove):
            w.setEnabled(False)


class PlayPanel(QWidget):
    play_wanted = Signal()
    meaning_chosen = Signal(int)   # the row of the play meant

    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.how = _instructions()
        self.how.setText(say(window_sentences.HOW_PLAY))
        self.play = QPushButton(say(window_sentences.PLAY))
        self.play.setObjectName("practicePlay")
        self.play.clicked.connect(self.play_wanted)
        self.meaning_note = _instructions()
        self.meaning_note.setText(say(window_sentences.CHOOSE_MEANING))
        self.meanings = _wrapping_list("practiceMeanings")
        self.meanings.itemClicked.connect(lambda item: self.meaning_chosen.emit(self.meanings.row(item)))
        # Enter on a row too: the keyboard's way (a click already chose it).
        self.meanings.itemActivated.connect(
            lambda item: self.meanings.isEnabled() and self.meaning_chosen.emit(self.meanings.row(item)))  # type: ignore[func-returns-value]  # ``and``: emitted only when enabled
        row = QHBoxLayout()
        row.addWidget(self.play)
        row.addStretch(1)
        layout.addWidget(self.how)
        layout.addLayout(row)
        layout.addWidget(self.meaning_note)
        layout.addWidget(self.meanings, 1)
        layout.addStretch(0)
        self.start()

    def start(self) -> None:
        self.play.setEnabled(True)
        self.offer([])

    def offer(self, labels: list[str]) -> None:
        """The plays the cards picked can mean; an empty list hides the choice."""
        self.meanings.clear()
        for text in labels:
            self.meanings.addItem(QListWidgetItem(say(text)))
        self.meaning_note.setVisible(bool(labels))
        self.meanings.setVisible(bool(labels))

    def freeze(self) -> None:
        self.play.setEnabled(False)
        self.offer([])


class ScorePanel(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.how = _instructions()
        self.how.setText(say(window_sentences.HOW_SCORE))
        layout.addWidget(self.how)
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.grid_host)
        layout.addStretch(1)
        self.spins: dict[str, tuple[QSpinBox, QSpinBox]] = {}

    def start(self, items: list[tuple[str, str]]) -> None:
        """``items``: (item id, its label) in the scoring table's order."""
        while self.grid.count():
            w = self.grid.takeAt(0).widget()  # type: ignore[union-attr]  # the grid still holds an item
            if w is not None:
                w.deleteLater()
        self.spins = {}
        for col, key in enumerate(("item", 0, 1)):
            head = QLabel(f"<b>{html.escape(say(window_sentences.POINTS_HEADING[key]))}</b>")
            self.grid.addWidget(head, 0, col)
        for row, (item, label) in enumerate(items, start=1):
            self.grid.addWidget(QLabel(say(label)), row, 0)
            pair = []
            for side in (0, 1):
                spin = QSpinBox()
                spin.setObjectName(f"points_{item}_{side}")
                spin.setRange(-MAX_POINTS, MAX_POINTS)
                self.grid.addWidget(spin, row, 1 + side)
                pair.append(spin)
            self.spins[item] = (pair[0], pair[1])
        self.grid.setColumnStretch(0, 1)

    def answer(self) -> dict[str, list[int]]:
        return {item: [a.value(), b.value()] for item, (a, b) in self.spins.items()}

    def freeze(self) -> None:
        for a, b in self.spins.values():
            a.setEnabled(False)
            b.setEnabled(False)
