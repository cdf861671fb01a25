"""The guide at the table: one lesson played on the real table.

The lesson is a game like any other for the window: the controller deals
it (``resume`` from the stacked state of ``practice.guided``), the scene
shows it, the input turns drags into the core's legal moves.  The session
only (1) puts the scripted player in the computer's seat, (2) stands
between the input and the controller: a move is played only if it is the
step's, else the card flies back and the action bar says why (the core's
sentence for an illegal move, the guide's for another legal one), (3)
points at each step, and (4) at the end explains the real score sheet and
turns its buttons into closing the lesson.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QPushButton, QToolBar

from casino_desktop.core import END, NO_CARD, Move, preset
from casino_desktop.core.i18n import fill
from casino_desktop.practice.guided import (COMPUTER, LESSONS, ScriptedPlayer, answer, deal_lesson, prompt_at,
                                            score_sheet_note, welcome)
from casino_desktop.practice.guided import texts
from casino_desktop.qt.game.setup import COMPUTER as COMPUTER_SEAT, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.i18n import say
from casino_desktop.qt.practice.guide_pointer import GuidePointer
from casino_desktop.qt.screen_fit import fit_to_screen


class GuideSession(QObject):
    def __init__(self, window, lesson_id: str):
        super().__init__(window)
        self.window = window
        self.lesson_id = lesson_id
        self.pointer = GuidePointer(window.scene)
        self.refusals: list[str] = []  # every sentence shown for a move not played (the tests read it)
        w = window
        for signal in (w.input.move_chosen, w.chooser.chosen, w.action_bar.move_picked):
            signal.disconnect(w.play_move)
            signal.connect(self.attempt)
        c = w.controller
        c.human_turn.connect(self._human_turn)
        c.thinking.connect(self._thinking)
        c.move_played.connect(lambda *_: self.pointer.clear())
        w.scene.animations_done.connect(self.pointer.place)
        # After a resize the scene lays the cards out anew: frame them once it has.
        w.scene.sceneRectChanged.connect(lambda *_: QTimer.singleShot(0, self.pointer.place))
        w.round_dialog_shown.connect(self._explain_score_sheet)
        w.input.refused.connect(self.pointer.say_refusal)  # an illegal drop: the core's sentence, under the step
        # A turn of several actions (Swazi) is over only when the person ends it: the lesson has a
        # button for it where the table has none, judged by the guide like any move (refused
        # before the card from the hand).
        self.end_bar = QToolBar(window)
        self.end_bar.setObjectName("lessonEndTurnBar")
        self.end_bar.setMovable(False)
        self.end_turn = self.end_bar.addAction(say(texts.END_TURN))
        self.end_turn.setObjectName("lessonEndTurn")
        self.end_turn.setToolTip(say(texts.END_TURN_TIP))
        self.end_turn.triggered.connect(lambda: self.attempt(Move(END, NO_CARD, 0, (), ())))
        window.addToolBar(self.end_bar)

    @property
    def lesson(self):
        return LESSONS[self.lesson_id]

    def start(self, lesson_id: str | None = None) -> None:
        """Deal the lesson (another one, or the same again) from its first card."""
        if lesson_id is not None:
            self.lesson_id = lesson_id
        w = self.window
        lesson = self.lesson
        w._close_round_dialog()  # the window's own: a score sheet of the deal before goes
        w.chooser.hide()
        w.setup = GameSetup(lesson.variant, {}, 2, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER_SEAT)],
                            lesson.seed)
        self.refusals = []
        w.controller.resume(w.setup, deal_lesson(lesson))
        # After ``resume`` made the seats' players: the computer plays the
        # script.  It never moves first (it deals), so it is in place in time.
        w.controller.players = {COMPUTER: ScriptedPlayer(lesson)}
        game = preset(lesson.variant).name
        w.setWindowTitle(say(fill(texts.WINDOW_TITLE, game=game)))
        w.side.add_lines([welcome(self.lesson_id)])
        self.pointer.show([welcome(self.lesson_id)])
        # The table's own End Turn button, where it has one, is the one to use.
        own = getattr(w.action_bar, "end_button", None) is not None
        self.end_bar.setVisible(preset(lesson.variant).rules.turn_actions == "several" and not own)

    # --- the person's moves ----------------------------------------------------------
    def attempt(self, move: Move) -> None:
        """A move from the table (a drop, the chooser, the action bar)."""
        w = self.window
        state = w.controller.state
        said = None if state is None else answer(self.lesson, state, move, self._computer_name())
        if said is None:
            w.play_move(move)
            return
        self.refusals.append(said)
        w.chooser.hide()
        w.input.choice_cancelled()  # the card flies back, the selection is shown again
        w.statusBar().back_to_turn()
        w.action_bar.show_refusal(said)
        self.pointer.say_refusal(said)

    def _computer_name(self) -> str:
        names = self.window.controller.names
        return names[COMPUTER] if len(names) > COMPUTER else ""

    # --- pointing -------------------------------------------------------------------------
    def _human_turn(self, _seat: int) -> None:
        state = self.window.controller.state
        prompt = prompt_at(self.lesson, state, self._computer_name())
        if prompt is None:  # off the script: nothing to point at, the game goes on
            self.pointer.clear()
            return
        lines = [prompt.counter, prompt.text]
        if prompt.number == 1:  # the lesson's first words stay until its first move
            lines.insert(0, welcome(self.lesson_id))
        self.pointer.show(lines, prompt.hand_card, prompt.table_cards, bold=len(lines) - 2)

    def _thinking(self, seat: int) -> None:
        if seat == COMPUTER:
            self.pointer.show([fill(texts.COMPUTER_TURN, name=self._computer_name())])

    # --- the end ----------------------------------------------------------------------------
    def _explain_score_sheet(self, dialog) -> None:
        """The real score sheet, with the guide's explanation on top; its
        buttons close the lesson instead of going on with the match."""
        self.pointer.show([texts.DONE])
        for signal in (dialog.next_round, dialog.new_game, dialog.quit_game):
            try:
                signal.disconnect()
            except (RuntimeError, TypeError):  # nothing connected to it
                pass
        note = QLabel(say(score_sheet_note(self.lesson_id)), dialog)
        note.setObjectName("guideNote")
        note.setWordWrap(True)
        note.setStyleSheet("QLabel#guideNote { background: #fff6d8; color: #1d1d1d; border: 2px solid #ffb300;"
                           " border-radius: 6px; padding: 8px; }")
        dialog.layout().insertWidget(0, note)
        box = dialog.findChild(QDialogButtonBox)
        for button in box.buttons():
            if button is not dialog.review_button:
                button.hide()
        close = QPushButton(say(texts.CLOSE_LESSON), dialog)
        close.setObjectName("closeLesson")
        close.clicked.connect(dialog.accept)
        close.clicked.connect(self.window.close)
        box.addButton(close, QDialogButtonBox.ButtonRole.AcceptRole)
        close.setDefault(True)
        # Taller by the note, as wide as before: the sheet is seen whole
        # (within the screen), not behind a scroll bar the note brought.
        wanted = dialog.size()
        margins = dialog.layout().contentsMargins()
        wanted.setHeight(wanted.height() + note.heightForWidth(wanted.width() - margins.left() - margins.right())
                         + dialog.layout().spacing())
        fit_to_screen(dialog, wanted)
