"""The chooser: when a drop or a selection means several legal moves, the
player picks one ("Take 2♦ + A♣", "Build 6", "Build 3s", "Trail").

A plain child frame over the table rather than a QMenu: it does not start a
nested event loop (tests and the computer's thread keep running), it is
reachable by keyboard (arrows, Enter, digits 1-9, Escape), and widgets are
visible to screen readers where scene items are not.
"""
from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QEvent, QPoint, QRect, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from casino_desktop.core import GameState, move_labels, pretty
from casino_desktop.qt.translate import say, tr


class MoveChooser(QFrame):
    chosen = Signal(object)   # the Move picked
    cancelled = Signal()
    # The option under the pointer or with the focus (a Move), or None: the
    # table shows the cards it takes before the player commits.
    previewed = Signal(object)

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("moveChooser")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#moveChooser { background: #fbfaf3; border: 2px solid #b8901c; border-radius: 8px; }"
            "#moveChooser QPushButton { text-align: left; padding: 5px 10px; }")
        self.setAccessibleName(tr("Choose a move"))
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(10, 8, 10, 8)
        self._layout.setSpacing(4)
        self.title = QLabel(self)
        self._layout.addWidget(self.title)
        self._buttons: list[QPushButton] = []
        self._moves: list = []
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancel)
        self.hide()

    def open_for(self, state: GameState, moves: list, at: QPoint, played_face: int,
                 font_px: int = 0, avoid: Sequence[QRect] = ()) -> None:
        """List ``moves`` near ``at`` (in the parent's coordinates), where it
        covers none of the ``avoid`` rectangles (the table cards) if it can;
        the text grows with the table (``font_px``)."""
        if font_px:
            font = self.font()
            font.setPixelSize(font_px)
            self.setFont(font)
        for b in self._buttons:
            self._layout.removeWidget(b)
            b.deleteLater()
        self._layout.removeWidget(self.cancel_button)
        self._buttons = []
        self._moves = list(moves)
        # A table action (several in a turn) plays no card from the hand.
        self.title.setText(tr("<b>Play {card}:</b> which move?", card=pretty(played_face)) if played_face < 52
                           else tr("<b>Which table move?</b>", note="the chooser of builds and additions made "
                                   "of table cards only"))
        # Said when opened, so the chooser speaks the language of the moment.
        self.cancel_button.setText(tr("Cancel (Esc)"))
        for i, label in enumerate(move_labels(state, self._moves)):
            prefix = f"{i + 1}  " if i < 9 else "    "
            b = QPushButton(prefix + say(label), self)
            b.setAccessibleName(say(label))
            b.clicked.connect(lambda _=False, m=self._moves[i]: self._pick(m))
            b.installEventFilter(self)
            self._layout.addWidget(b)
            self._buttons.append(b)
        self._layout.addWidget(self.cancel_button)
        self.adjustSize()
        self.move(self._place(at, list(avoid)))
        self.show()
        self.raise_()
        if self._buttons:
            self._buttons[0].setFocus()

    def _place(self, at: QPoint, avoid: list[QRect]) -> QPoint:
        """Below the drop point, else above, right or left of the cards it
        must not hide; kept inside the table."""
        parent: QWidget = self.parentWidget()  # type: ignore[assignment]  # made on the table's view
        w, h = self.width(), self.height()
        cards = QRect()
        for r in avoid:
            cards = cards.united(r)
        gap = 8
        candidates = [QPoint(at.x() - w // 2, at.y() + gap), QPoint(at.x() - w // 2, at.y() - h - gap)]
        if not cards.isNull():
            candidates = [QPoint(at.x() - w // 2, cards.bottom() + gap),
                          QPoint(at.x() - w // 2, cards.top() - h - gap),
                          QPoint(cards.right() + gap, at.y() - h // 2),
                          QPoint(cards.left() - w - gap, at.y() - h // 2)] + candidates

        def clamp(p: QPoint) -> QPoint:
            return QPoint(min(max(4, p.x()), parent.width() - w - 4), min(max(4, p.y()), parent.height() - h - 4))
        for p in candidates:
            q = clamp(p)
            if not any(QRect(q, self.size()).intersects(r) for r in avoid):
                return q
        return clamp(candidates[0])

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if watched in self._buttons and kind in (QEvent.Type.Enter, QEvent.Type.FocusIn):
            self.previewed.emit(self._moves[self._buttons.index(watched)])
        elif watched in self._buttons and kind == QEvent.Type.Leave:
            focus = self.focusWidget()
            self.previewed.emit(self._moves[self._buttons.index(focus)] if focus in self._buttons else None)
        return False

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.previewed.emit(None)
        super().hideEvent(event)

    def buttons(self) -> list[QPushButton]:
        return list(self._buttons)

    def moves(self) -> list:
        return list(self._moves)

    def _pick(self, move) -> None:
        self.hide()
        self.chosen.emit(move)

    def pick_index(self, i: int) -> None:
        if 0 <= i < len(self._moves):
            self._pick(self._moves[i])

    def cancel(self) -> None:
        if self.isVisible():
            self.hide()
            self.cancelled.emit()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.cancel()
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.pick_index(key - Qt.Key.Key_1)
        elif key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
            focus: list[QWidget] = [b for b in self._buttons + [self.cancel_button]]
            cur = focus.index(self.focusWidget()) if self.focusWidget() in focus else 0
            step = 1 if key == Qt.Key.Key_Down else -1
            focus[(cur + step) % len(focus)].setFocus()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.focusWidget() in self._buttons + [self.cancel_button]:
            self.focusWidget().click()  # type: ignore[attr-defined]  # one of the buttons, checked just above
        else:
            super().keyPressEvent(event)
