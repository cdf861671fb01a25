"""The review of a finished round: every position again, every hand face up
(at a network table, the player's own hand alone: ``face_up``).

Players who suspect the computer of cheating (the commonest complaint about
card-game apps) can see what it held at each turn; players learning a
variant can step through a round and see each move's cards marked before
it is made.  The positions are replayed from the game record by the
game's aids (``game_aids.GameAids.round_history``); this window only shows
them, on a table scene of its own, and never changes the game.

With the coach attached (``attach_coach``, by ``qt.coach``), each person's
move carries the points it gave away and the better move, the round's total
heads the list, and a computer's move can be asked "why?".  What to say is
the coach's (``qt.coach.review_coach.ReviewCoach``); this only shows it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QListWidget, QPushButton,
                               QSizePolicy, QStyle, QVBoxLayout, QWidget)

from casino_desktop.core import GameState, Move
from casino_desktop.core.templates import N_plural, fill
from casino_desktop.qt.translate import say, tr
from casino_desktop.qt.screen_fit import fit_on_show, larger_on_roomy_screen, scaled_size
from casino_desktop.qt.table.scene import TableScene
from casino_desktop.qt.table.view import TableView
from casino_desktop.coach.coach_sentences import WHY_BUTTON

if TYPE_CHECKING:  # attached by the aids, which make it
    from casino_desktop.qt.coach.review_coach import ReviewCoach

# A network seat that came back to the table mid-round watched only the rest of it.
REVIEW_BEGINS_LATER = N_plural(
    "You came back to the table after the round's first move, so this review begins at move {number}; the move "
    "before it is in the play log.",
    "You came back to the table after the round's first {count} moves, so this review begins at move {number}; "
    "the moves before it are in the play log.",
    note="the review of a round at a network table, for a player who rejoined mid-round; {number} is {count} + 1")
STEP_MS = 220  # long enough to follow a card, short enough to step quickly


def review_title(number: int, variant_name: str | None) -> str:
    """The review's title, naming the game as the score sheet's does
    (``score_sheet.sheet_title``): without it the window system ends the
    title with the program's name, "Review of round 1 — Casino", which
    reads as the wrong game while the sheet under it says "Dominican"."""
    if variant_name is None:
        return tr("Review of round {number}", number=number)
    return tr("Review of round {number} \u2014 {variant}", number=number, variant=say(variant_name))


class RoundReview(QDialog):
    index: int  # the step shown (set by ``go``; the buttons' lambdas read it)

    def __init__(self, steps: list[tuple[GameState, int, Move, list[str]]], end: GameState,
                 names: list[str], results: str, parent: QWidget | None = None, face_up: set[int] | None = None,
                 missed: int = 0, variant_name: str | None = None):
        super().__init__(parent)
        # The round's moves before the first step (a network seat that came
        # back mid-round watched only the rest): the steps keep the round's
        # own numbers, and the intro says where the review begins.
        self.missed = missed
        self._scale = larger_on_roomy_screen(self)
        self.steps = steps
        self.end = end
        self.results = results
        self.names = names
        self.coach: ReviewCoach | None = None  # once attached
        self.setObjectName("roundReview")
        self.setWindowTitle(review_title(end.round_index + 1, variant_name))
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.view.setAccessibleName(tr("Table of the round under review"))
        # Every hand, where the record knows them all; a network seat's review
        # shows its own hand alone, as during play (``qt.net.seen_rounds``).
        self.face_up = set(range(end.players)) if face_up is None else set(face_up)
        if len(self.face_up) == 1:
            self.scene.bottom_seat = min(self.face_up)  # the player's own seat, where the table showed it
        self.scene.set_game(steps[0][0] if steps else end, names, self.face_up)

        if face_up is None:
            words = tr("Every hand is shown face up. During play each player saw only its own hand; the "
                       "cards of the move about to be made are marked.")
        else:
            words = tr("Your own hand is shown face up and the others face down, as you saw them during play; "
                       "the cards of the move about to be made are marked.")
        if missed:
            words += " " + say(fill(REVIEW_BEGINS_LATER, missed, number=missed + 1))
        intro = QLabel(words, self)
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
        self.moves.setAccessibleName(tr("Moves of the round"))
        self.moves.addItems([f"{missed + i + 1}. {say(lines[0])}" for i, (_, _, _, lines) in enumerate(steps)]
                            + [tr("Round over: {results}", results=results)])
        # Long captures wrap instead of hiding behind a sideways scroll bar.
        self.moves.setWordWrap(True)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.setMinimumWidth(300)
        self.moves.currentRowChanged.connect(self._row_changed)
        self.summary = QLabel(self)  # the coach's totals for the round
        self.summary.setObjectName("reviewCoachSummary")
        self.summary.setWordWrap(True)
        self.summary.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # the list's width
        self.summary.setStyleSheet("#reviewCoachSummary { font-weight: bold; }")
        self.summary.setVisible(False)
        # The coach on the move shown, under the list: its height changes
        # with what it says, which moves the list's foot, never the table.
        self.coach_box = QLabel(self)
        self.coach_box.setObjectName("reviewCoach")
        self.coach_box.setWordWrap(True)
        self.coach_box.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.coach_box.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # Framed only while it says something: an empty framed box (a
        # computer's move before "why?" is asked) looked like a missing text.
        self.coach_box.setStyleSheet("#reviewCoach { background: palette(base); border: 1px solid palette(mid);"
                                     " padding: 4px; }"
                                     ' #reviewCoach[empty="true"] { background: transparent; border: 1px solid transparent; }')
        self.coach_box.setVisible(False)

        icon = self.style().standardIcon
        pixmaps = QStyle.StandardPixmap
        self.first = QPushButton(icon(pixmaps.SP_MediaSkipBackward), tr("&Start", note="the review's first position"), self)
        self.back = QPushButton(icon(pixmaps.SP_MediaSeekBackward), tr("&Back", note="the review's previous move"), self)
        self.forward = QPushButton(icon(pixmaps.SP_MediaSeekForward), tr("&Forward", note="the review's next move"), self)
        self.last = QPushButton(icon(pixmaps.SP_MediaSkipForward), tr("&End", note="the review's end of the round"), self)
        for button, target in ((self.first, lambda: 0), (self.back, lambda: self.index - 1),
                               (self.forward, lambda: self.index + 1), (self.last, lambda: len(self.steps))):
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, t=target: self.go(t()))
        # Arrow keys step wherever the focus is (the list takes Up/Down itself).
        for key, target in ((Qt.Key.Key_Left, lambda: self.index - 1), (Qt.Key.Key_Right, lambda: self.index + 1),
                            (Qt.Key.Key_Home, lambda: 0), (Qt.Key.Key_End, lambda: len(self.steps))):
            QShortcut(QKeySequence(key), self, activated=lambda t=target: self.go(t()))  # type: ignore[call-overload]  # PySide6 takes a signal's slot as a keyword
        self.why = QPushButton(self)
        self.why.setObjectName("reviewWhy")
        self.why.setAutoDefault(False)
        self.why.setVisible(False)
        self.why.clicked.connect(lambda: self.coach.ask_why(self.index))  # type: ignore[attr-defined]  # shown only once a coach is attached
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)

        nav = QHBoxLayout()
        for button in (self.first, self.back, self.forward, self.last):
            nav.addWidget(button)
        nav.addWidget(self.why)
        nav.addStretch(1)
        nav.addWidget(close)
        left = QVBoxLayout()
        left.addWidget(intro)
        left.addWidget(self.view, 1)
        left.addWidget(self.caption)
        left.addLayout(nav)
        right = QVBoxLayout()
        right.addWidget(self.summary)
        right.addWidget(self.moves, 1)
        right.addWidget(self.coach_box)
        row = QHBoxLayout(self)
        row.addLayout(left, 3)
        row.addLayout(right, 1)  # a quarter of a wide screen: the coach's notes wrap less
        # Cut to the screen whenever shown (the caller asks for most of a larger main window).
        self.wanted = scaled_size(QSize(1100, 760), self._scale)
        fit_on_show(self, self.wanted)
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
            self.caption.setText(f"<b>{tr('Round over.')}</b> {say(self.results)}")
        else:
            lines = self.steps[index][3]
            head = tr("Move {number} of {count}: {move}", number=self.missed + index + 1,
                      count=self.missed + len(self.steps),
                      move=f"<b>{say(lines[0])}</b>")
            # The move's other events (a mulle, the last cards) are sentences of their own, a line each.
            self.caption.setText(head + "".join(f"<br>{say(line)}" for line in lines[1:]))
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(index)
        self.moves.blockSignals(False)
        self._show_coach()
        self.first.setEnabled(index > 0)
        self.back.setEnabled(index > 0)
        self.forward.setEnabled(not at_end)
        self.last.setEnabled(not at_end)

    # --- the coach ---------------------------------------------------------------------------
    def attach_coach(self, coach) -> None:
        """Show ``coach``'s grades, totals and "why?" (a ``ReviewCoach``)."""
        self.coach = coach
        coach.setParent(self)
        coach.changed.connect(self._coach_changed)
        self.why.setText(say(WHY_BUTTON))
        side = self.moves.fontMetrics().height() * 3 // 4
        self.moves.setIconSize(QSize(side, side))  # a small square in the label's colour
        for widget in (self.summary, self.coach_box, self.why):
            widget.setVisible(True)
        for i in range(len(self.steps)):
            self._note_row(i)
        self._coach_changed(-1)
        self._show_coach()

    def _coach_changed(self, index: int) -> None:
        if index < 0:
            self.summary.setText(say(self.coach.summary()))  # type: ignore[union-attr]  # asked only once a coach is attached
            return
        self._note_row(index)
        if index == self.index:
            self._show_coach()

    def _note_row(self, i: int) -> None:
        """The list's line for step ``i``, with the coach's note under a person's move."""
        note = self.coach.note(i)  # type: ignore[union-attr]  # asked only once a coach is attached
        item = self.moves.item(i)
        first = f"{self.missed + i + 1}. {say(self.steps[i][3][0])}"
        item.setText(first if note is None else f"{first}\n{say(note[1])}")
        # A clear square on a computer's move keeps every line's text in one column.
        item.setData(Qt.ItemDataRole.DecorationRole, QColor(note[0]) if note else QColor(Qt.GlobalColor.transparent))

    def _show_coach(self) -> None:
        """The coach's box and "why?" for the position shown."""
        if self.coach is None:
            return
        at_end = self.index >= len(self.steps)
        text = "" if at_end else "\n".join(say(d) for d in self.coach.details(self.index))
        self.coach_box.setText(text)
        if self.coach_box.property("empty") != (not text):
            self.coach_box.setProperty("empty", not text)
            self.coach_box.style().unpolish(self.coach_box)  # a property a style sheet reads: polished again
            self.coach_box.style().polish(self.coach_box)
        self.why.setEnabled(not at_end and self.coach.can_ask_why(self.index))
        self.why.setToolTip("" if at_end else say(self.coach.why_tip(self.index)))

    def _row_changed(self, row: int) -> None:
        if row >= 0:
            self.go(row)

    def _marks(self, state: GameState, seat: int, move: Move) -> dict[int, str | None]:
        """The played card and the table cards and builds it takes or joins."""
        kinds: dict[int, str | None] = {}
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
