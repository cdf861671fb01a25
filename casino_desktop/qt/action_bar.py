"""The bar under the table for the click and keyboard paths.

It shows the running selection ("8♠ on 5♦ + 3♣ = 8") and offers the legal
moves that match it as buttons; the first nine also answer to the digit
keys.  Moves that use exactly the selected cards come first.
"""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from casino_desktop.core import GameState, pretty
from casino_desktop.qt.move_choice import Offer, Pick, move_labels, pick_text

MAX_BUTTONS = 5


class ActionBar(QWidget):
    move_picked = Signal(object)   # a Move
    more_wanted = Signal(list)     # every offered Move: open the chooser

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("actionBar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        self.prompt = QLabel(self)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.prompt.setMinimumWidth(120)
        self.prompt.setWordWrap(True)
        layout.addWidget(self.prompt, 1)
        self._row = QHBoxLayout()
        layout.addLayout(self._row)
        self._buttons: list[QPushButton] = []
        self._moves: list = []
        self.setAccessibleName("Moves")
        # A fixed height: the table must not jump when buttons come and go.
        self.setFixedHeight(QPushButton("X").sizeHint().height() + 10)

    def buttons(self) -> list[QPushButton]:
        return list(self._buttons)

    def moves(self) -> list:
        return list(self._moves)

    def _clear(self) -> None:
        for b in self._buttons:
            self._row.removeWidget(b)
            b.deleteLater()
        self._buttons = []
        self._moves = []

    def show_idle(self, text: str) -> None:
        self._clear()
        self.prompt.setText(text)

    def show_offer(self, state: GameState, hand_face: int | None, selection: Pick, offer: Offer | None) -> None:
        self._clear()
        picked = pick_text(state, selection)
        if hand_face is None:
            self.prompt.setText(f"Table: {picked}. Now pick a card from your hand." if picked
                                else "Drag a card onto the table, or click a card, then table cards "
                                     "(keys: arrows, Space, Enter).")
            return
        head = f"<b>{pretty(hand_face)}</b>" + (f" on {picked}" if picked else "")
        if offer is None or not offer.moves:
            reason = offer.reason if offer else ""
            self.prompt.setText(f"{head}: {reason}")
            return
        self.prompt.setText(head + (":" if picked else ": click table cards, or pick a move:"))
        self._moves = list(offer.moves)
        labels = move_labels(state, self._moves)
        for i, (m, label) in enumerate(zip(self._moves[:MAX_BUTTONS], labels)):
            b = QPushButton(f"{i + 1}  {label}", self)
            b.setAccessibleName(label)
            b.clicked.connect(lambda _=False, mv=m: self.move_picked.emit(mv))
            self._row.addWidget(b)
            self._buttons.append(b)
        if len(self._moves) > MAX_BUTTONS:
            b = QPushButton(f"All {len(self._moves)} moves\u2026", self)
            b.clicked.connect(lambda: self.more_wanted.emit(self._moves))
            self._row.addWidget(b)
            self._buttons.append(b)

    def pick_index(self, i: int) -> bool:
        """Digit keys: the i-th offered move (0-based)."""
        if 0 <= i < min(len(self._moves), 9):
            self.move_picked.emit(self._moves[i])
            return True
        return False
