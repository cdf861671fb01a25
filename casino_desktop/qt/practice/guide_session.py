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

The session sees the turn loop as a ``LessonGame`` and the window as a
``LessonTable`` (the main window's is ``window_ports.WindowLessonTable``).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from casino_desktop.core import END, NO_CARD, TURN_SEVERAL, GameState, Move, preset
from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtWidgets import QDialogButtonBox, QGraphicsScene, QLabel, QMainWindow, QPushButton, QToolBar
from casino_desktop.core.templates import fill
from casino_desktop.practice.guided import (COMPUTER, LESSONS, ScriptedPlayer, answer, deal_lesson, prompt_at,
                                            score_sheet_note, welcome)
from casino_desktop.practice.guided import guide_sentences
from casino_desktop.qt.game.setup import COMPUTER as COMPUTER_SEAT, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.translate import say
from casino_desktop.qt.practice.guide_pointer import GuidePointer
from casino_desktop.qt.screen_fit import application_name, centre_over, refit_on_show, wanted_on_show, window_title


class LessonGame(Protocol):
    """What the lesson asks of the turn loop."""

    human_turn: SignalInstance   # Signal(seat)
    thinking: SignalInstance     # Signal(seat)
    move_played: SignalInstance  # Signal(before, seat, move, state, lines)

    @property
    def state(self) -> GameState | None: ...
    @property
    def names(self) -> list[str]: ...


class LessonTable(Protocol):
    """What the lesson asks of the window, and nothing more."""

    def owner(self) -> QMainWindow: ...  # the lesson's window: its tool bar, and closed at the end
    def table_scene(self) -> QGraphicsScene: ...  # where the pointer draws
    def route_moves(self, slot: Callable[[Move], None]) -> None: ...  # every move the person makes goes to slot
    def play(self, move: Move) -> None: ...
    def refuse(self, sentence: str) -> None: ...  # the card back, the sentence in the action bar
    def deal(self, setup: GameSetup, state: GameState, players: dict[int, Any]) -> None: ...  # players: seat's own
    def show_title(self, title: str) -> None: ...
    def log(self, lines: list[str]) -> None: ...  # the play log
    def has_end_turn_button(self) -> bool: ...
    def on_cards_landed(self, slot: Callable[[], None]) -> None: ...
    def on_laid_out(self, slot: Callable[[], None]) -> None: ...  # the cards moved at once: resize, card size
    def on_refused(self, slot: Callable[[str], None]) -> None: ...  # the core's sentence for an illegal drop
    def on_score_sheet(self, slot: Callable[[Any], None]) -> None: ...  # the round's score sheet, about to be shown


class GuideSession(QObject):
    def __init__(self, table: LessonTable, game: LessonGame, lesson_id: str):
        super().__init__(table.owner())
        self.table = table
        self.game = game
        self.lesson_id = lesson_id
        self.pointer = GuidePointer(table.table_scene())
        self.refusals: list[str] = []  # every sentence shown for a move not played (the tests read it)
        table.route_moves(self.attempt)
        game.human_turn.connect(self._human_turn)
        game.thinking.connect(self._thinking)
        game.move_played.connect(lambda *_: self.pointer.clear())
        table.on_cards_landed(self.pointer.place)
        # The cards laid out anew (a resize, the panel folded, Large Cards):
        # the frames go where the cards are now, not at the next step.
        table.on_laid_out(self.pointer.place)
        table.on_score_sheet(self._explain_score_sheet)
        table.on_refused(self.pointer.say_refusal)  # an illegal drop: the core's sentence, under the step
        # A turn of several actions (Swazi) is over only when the person ends it: the lesson has a
        # button for it where the table has none, judged by the guide like any move (refused
        # before the card from the hand).
        owner = table.owner()
        self.end_bar = QToolBar(owner)
        self.end_bar.setObjectName("lessonEndTurnBar")
        self.end_bar.setMovable(False)
        self.end_turn = self.end_bar.addAction(say(guide_sentences.END_TURN))
        self.end_turn.setObjectName("lessonEndTurn")
        self.end_turn.setToolTip(say(guide_sentences.END_TURN_TIP))
        self.end_turn.triggered.connect(lambda: self.attempt(Move(END, NO_CARD, 0, (), ())))
        owner.addToolBar(self.end_bar)

    @property
    def lesson(self):
        return LESSONS[self.lesson_id]

    def start(self, lesson_id: str | None = None) -> None:
        """Deal the lesson (another one, or the same again) from its first card."""
        if lesson_id is not None:
            self.lesson_id = lesson_id
        lesson = self.lesson
        setup = GameSetup(lesson.variant, {}, 2, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER_SEAT)], lesson.seed)
        self.refusals = []
        # The computer plays the script.  It never moves first (it deals), so
        # it is in place in time.
        self.table.deal(setup, deal_lesson(lesson), {COMPUTER: ScriptedPlayer(lesson)})
        self.table.show_title(lesson_title(preset(lesson.variant).name))
        self.table.log([welcome(self.lesson_id)])
        self.pointer.show([welcome(self.lesson_id)])
        # The table's own End Turn button, where it has one, is the one to use.
        own = self.table.has_end_turn_button()
        self.end_bar.setVisible(preset(lesson.variant).rules.turn_actions == TURN_SEVERAL and not own)

    # --- the person's moves ----------------------------------------------------------
    def attempt(self, move: Move) -> None:
        """A move from the table (a drop, the chooser, the action bar)."""
        state = self.game.state
        said = None if state is None else answer(self.lesson, state, move, self._computer_name())
        if said is None:
            self.table.play(move)
            return
        self.refusals.append(said)
        self.table.refuse(said)  # the card flies back, the selection is shown again
        self.pointer.say_refusal(said)

    def _computer_name(self) -> str:
        names = self.game.names
        return names[COMPUTER] if len(names) > COMPUTER else ""

    # --- pointing -------------------------------------------------------------------------
    def _human_turn(self, _seat: int) -> None:
        state = self.game.state
        prompt = None if state is None else prompt_at(self.lesson, state, self._computer_name())
        if prompt is None:  # off the script: nothing to point at, the game goes on
            self.pointer.clear()
            return
        lines = [prompt.counter, prompt.text]
        if prompt.number == 1:  # the lesson's first words stay until its first move
            lines.insert(0, welcome(self.lesson_id))
        self.pointer.show(lines, prompt.hand_card, prompt.table_cards, bold=len(lines) - 2)

    def _thinking(self, seat: int) -> None:
        if seat == COMPUTER:
            self.pointer.show([fill(guide_sentences.COMPUTER_TURN, name=self._computer_name())])

    # --- the end ----------------------------------------------------------------------------
    def _explain_score_sheet(self, dialog) -> None:
        """The real score sheet, with the guide's explanation on top; its
        buttons close the lesson instead of going on with the match."""
        self.pointer.show([guide_sentences.DONE])
        for signal in (dialog.next_round, dialog.new_game, dialog.choose_game, dialog.quit_game):
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
        close = QPushButton(say(guide_sentences.CLOSE_LESSON), dialog)
        close.setObjectName("closeLesson")
        close.clicked.connect(dialog.accept)
        close.clicked.connect(self.table.owner().close)
        box.addButton(close, QDialogButtonBox.ButtonRole.AcceptRole)
        close.setDefault(True)
        # Taller by the note, as wide as before: the sheet is seen whole
        # (within the screen), not behind a scroll bar the note brought.  Made
        # so before the sheet is shown: resized and moved once shown, while the
        # window manager placed it, it opened in the screen's top-left corner
        # (the twenty-first stranger's Wippen sheet; every time with the lesson
        # at 1400x900 on a 1920x1080 screen under openbox).
        wanted = wanted_on_show(dialog) or dialog.size()
        margins = dialog.layout().contentsMargins()
        wanted.setHeight(wanted.height() + note.heightForWidth(wanted.width() - margins.left() - margins.right())
                         + dialog.layout().spacing())
        refit_on_show(dialog, wanted)
        centre_over(dialog, self.table.owner())


def lesson_title(variant_name) -> str:
    """The lesson window's title, ending with the application's name as
    every window's does (the window system adds it to a title without it).
    For the game called Casino the game's name is that name: said once, at
    the end ("A Guided First Game — Casino"), not "Casino: a guided
    first game — Casino"."""
    game = say(variant_name)
    if game.strip().casefold() == application_name().casefold():
        return window_title(say(guide_sentences.OFFER_TITLE))
    return window_title(say(fill(guide_sentences.WINDOW_TITLE, game=game)))
