"""The review of a finished round: every position again, every hand face up.

Players who suspect the computer of cheating (the commonest complaint about
card-game apps) can see what it held at each turn; players learning a
variant can step through a round and see each move's cards marked before
it is made.  The positions are replayed from the game record by the
game's aids (``game_aids.GameAids.round_history``); this window only shows
them, on a table scene of its own, and never changes the game.
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QListWidget, QPushButton,
                               QStyle, QVBoxLayout, QWidget)

from casino_desktop.core import GameState, Move
from casino_desktop.qt.screen_fit import fit_on_show
from casino_desktop.qt.table.scene import TableScene
from casino_desktop.qt.table.view import TableView

STEP_MS = 220  # long enough to follow a card, short enough to step quickly


class RoundReview(QDialog):
    def __init__(self, steps: list[tuple[GameState, int, Move, list[str]]], end: GameState,
                 names: list[str], results: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.steps = steps
        self.end = end
        self.results = results
        self.setObjectName("roundReview")
        self.setWindowTitle(f"Review of round {end.round_index + 1}")
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.view.setAccessibleName("Table of the round under review")
        self.scene.set_game(steps[0][0] if steps else end, names, set(range(end.players)))

        intro = QLabel("Every hand is shown face up. During play each player saw only its own hand; the "
                       "cards of the move about to be made are marked.", self)
        intro.setWordWrap(True)
        self.caption = QLabel(self)
        self.caption.setObjectName("reviewMove")
        self.caption.setTextFormat(Qt.TextFormat.RichText)
        self.caption.setWordWrap(True)
        # Room for a second line (a deal, the last cards) without the table jumping.
        self.caption.setMinimumHeight(2 * self.caption.fontMetrics().lineSpacing() + 4)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.moves = QListWidget(self)
        self.moves.setObjectName("reviewMoves")
        self.moves.setAccessibleName("Moves of the round")
        self.moves.addItems([f"{i + 1}. {lines[0]}" for i, (_, _, _, lines) in enumerate(steps)]
                            + [f"Round over: {results}"])
        # Long captures wrap instead of hiding behind a sideways scroll bar.
        self.moves.setWordWrap(True)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.setMinimumWidth(300)
        self.moves.currentRowChanged.connect(self._row_changed)

        icon = self.style().standardIcon
        pixmaps = QStyle.StandardPixmap
        self.first = QPushButton(icon(pixmaps.SP_MediaSkipBackward), "&Start", self)
        self.back = QPushButton(icon(pixmaps.SP_MediaSeekBackward), "&Back", self)
        self.forward = QPushButton(icon(pixmaps.SP_MediaSeekForward), "&Forward", self)
        self.last = QPushButton(icon(pixmaps.SP_MediaSkipForward), "&End", self)
        for button, target in ((self.first, lambda: 0), (self.back, lambda: self.index - 1),
                               (self.forward, lambda: self.index + 1), (self.last, lambda: len(self.steps))):
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, t=target: self.go(t()))
        # Arrow keys step wherever the focus is (the list takes Up/Down itself).
        for key, target in ((Qt.Key.Key_Left, lambda: self.index - 1), (Qt.Key.Key_Right, lambda: self.index + 1),
                            (Qt.Key.Key_Home, lambda: 0), (Qt.Key.Key_End, lambda: len(self.steps))):
            QShortcut(QKeySequence(key), self, activated=lambda t=target: self.go(t()))
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)

        nav = QHBoxLayout()
        for button in (self.first, self.back, self.forward, self.last):
            nav.addWidget(button)
        nav.addStretch(1)
        nav.addWidget(close)
        left = QVBoxLayout()
        left.addWidget(intro)
        left.addWidget(self.view, 1)
        left.addWidget(self.caption)
        left.addLayout(nav)
        row = QHBoxLayout(self)
        row.addLayout(left, 1)
        row.addWidget(self.moves)
        # Cut to the screen whenever shown (the caller asks for most of the main window).
        fit_on_show(self, QSize(1100, 760))
        self.index = -1
        self.go(0, animate=False)

    # --- stepping ----------------------------------------------------------------------------
    def go(self, index: int, animate: bool = True) -> None:
        """Show position ``index``: before move ``index + 1``, or the end of the round."""
        index = max(0, min(index, len(self.steps)))
        if index == self.index:
            return
        # One step is animated, so the eye follows the cards; a jump is
        # shown at once (a deal's cards would otherwise leave the stock one
        # by one for seconds).
        one_step = abs(index - self.index) == 1
        self.index = index
        at_end = index == len(self.steps)
        state = self.end if at_end else self.steps[index][0]
        self.scene.show_state(state, STEP_MS if animate and one_step else 0, stagger_from_stock=one_step)
        self.scene.set_highlights({} if at_end else self._marks(*self.steps[index][:3]))
        if at_end:
            self.caption.setText(f"<b>Round over.</b> {self.results}")
        else:
            lines = self.steps[index][3]
            self.caption.setText(f"Move {index + 1} of {len(self.steps)}: <b>{lines[0]}</b>"
                                 + "".join(f"<br>{line}" for line in lines[1:]))
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(index)
        self.moves.blockSignals(False)
        self.first.setEnabled(index > 0)
        self.back.setEnabled(index > 0)
        self.forward.setEnabled(not at_end)
        self.last.setEnabled(not at_end)

    def _row_changed(self, row: int) -> None:
        if row >= 0:
            self.go(row)

    def _marks(self, state: GameState, seat: int, move: Move) -> dict[int, str]:
        """The played card and the table cards and builds it takes or joins."""
        kinds: dict[int, str] = {}
        played = next((c for c in state.hands[seat] if c % 52 == move.card), None)
        if played is not None:
            kinds[played] = "hint"
        wanted = list(move.loose)  # faces; with two decks, only as many copies as the move takes
        for c in state.loose:
            if c % 52 in wanted:
                wanted.remove(c % 52)
                kinds[c] = "hint"
        keys = set(move.builds)
        for b in state.builds:
            if b.key in keys:
                for c in b.cards:
                    kinds[c] = "hint"
        return kinds
