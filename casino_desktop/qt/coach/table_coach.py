"""Game › Coach My Moves: each move of a person graded on the worker thread,
the verdict on a line under the table.

When the coach is on, every move a person plays is entered in the match's
``GradeBook`` and sent at once to the coach's worker with the mover's
information view; the game goes straight on, and the verdict is shown as
soon as it comes back, while the others play.  (Moves were once held until
the person's next turn, to leave the processor to the computer's search: at
a network table, and at a table of three computers, "weighing the move…"
then stood through every other turn.  A grading of Casino takes 0.1-0.3 s
of processor, mostly while the move's own cards travel, before the next
computer thinks.)  The line shows the latest move of the
person whose hand is face up (in pass and play, only that person's own
moves, and nothing while the curtain is up: the better move names a card of
their hand).  A grade that comes back after the game moved on fills its own
entry: it is shown if that move is still the latest one shown, kept for the
review otherwise, and dropped if its move was taken back or the match ended.

The round review asks this object for its grades (``attach_review``): it
reuses the ones computed during play and has the missing ones weighed.

The line speaks of the round being played only: a new round (or match)
starts it on its idle sentence, never on the last round's verdict.  In a
lesson's window (``for_lesson``) the coach stays silent: the person plays
the moves the lesson asks for, and grading them would blame them for it.

The coach sees the turn loop as a ``CoachedGame`` and the window as a
``CoachedTable`` (the main window's is ``window_ports.WindowCoachedTable``).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QSettings, QTimer, Signal, SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from casino_desktop.coach import is_forced
from casino_desktop.core import END, GameState, Move
from casino_desktop.coach.coach_sentences import COACH_ACTION, COACH_TIP, READ_NOTE, READ_NOTE_TIP
from casino_desktop.qt.coach.book import Entry, GradeBook
from casino_desktop.qt.coach.verdict_bar import READ_KEY, VerdictBar
from casino_desktop.qt.coach.words import addressed, misses_of, verdict_line
from casino_desktop.qt.translate import say
from casino_desktop.qt.coach.worker import CoachWorker
from casino_desktop.qt.game.setup import load_flag, save_flag

SETTING = "coach/on"


class CoachedGame(Protocol):
    """What the coach asks of the turn loop: its signals and its seats."""

    game_started: SignalInstance   # Signal(GameState)
    round_started: SignalInstance  # Signal(GameState)
    move_played: SignalInstance    # Signal(before, seat, move, state, lines)
    human_turn: SignalInstance     # Signal(seat)
    round_over: SignalInstance
    match_over: SignalInstance
    shown_stood_in: bool  # the move being shown was a computer's for a person's seat (a network table's idle turn)

    @property
    def state(self) -> GameState | None: ...
    @property
    def names(self) -> list[str]: ...
    def is_human(self, seat: int) -> bool: ...


class CoachedTable(Protocol):
    """What the coach asks of the window, and nothing more."""

    def watching(self) -> bool: ...           # autoplay: nobody's moves to grade
    def settings(self) -> QSettings | None: ...
    def face_up_seats(self) -> set[int]: ...
    def owner(self) -> QWidget: ...            # the window: the coach's action and worker live with it
    def place_line(self, bar: QWidget) -> None: ...  # the verdict line, under the table
    def on_take_back(self, taken_back: Callable[..., None], played_again: Callable[..., None]) -> None: ...
    def on_hands_shown(self, slot: Callable[[], None]) -> None: ...  # pass and play's curtain lifted
    def on_review(self, attach: Callable[[object], None]) -> None: ...  # each round review opened
    def people_moves_this_round(self) -> list[tuple[GameState, int, Move]]: ...  # (before, seat, move), replayed


class CoachAtTable(QObject):
    settled = Signal(object)   # an Entry whose grade came back (or failed)

    def __init__(self, table: CoachedTable, game: CoachedGame, menu: QMenu) -> None:
        super().__init__(table.owner())
        self.table = table
        self.game = game
        self.book = GradeBook()
        self.lesson = False  # a lesson's window: nothing graded, whatever the saved setting says
        self.worker = CoachWorker(self)
        self.worker.graded.connect(self._graded)
        self.worker.failed.connect(self._failed)
        self.bar = VerdictBar()
        table.place_line(self.bar)
        self.act_coach = QAction(say(COACH_ACTION), table.owner(), checkable=True)
        self.act_coach.setStatusTip(say(COACH_TIP))
        self.act_coach.setChecked(load_flag(SETTING, False, table.settings()))
        self.act_coach.toggled.connect(self._toggled)
        menu.addAction(self.act_coach)
        # The part of the note the line leaves out, for a player without a pointer to rest.
        self.act_read = QAction(say(READ_NOTE), table.owner())
        self.act_read.setShortcut(READ_KEY)
        self.act_read.setStatusTip(say(READ_NOTE_TIP))
        self.act_read.setEnabled(False)
        self.act_read.triggered.connect(self.bar.show_whole)
        self.bar.cut_changed.connect(lambda _cut: self._read_enabled())
        menu.addAction(self.act_read)
        game.game_started.connect(self._game_started)
        game.round_started.connect(lambda _state: self.refresh())
        game.move_played.connect(self._move_played)
        game.human_turn.connect(self._refresh_soon)
        game.round_over.connect(self._refresh_soon)
        game.match_over.connect(self._refresh_soon)
        table.on_take_back(self._taken_back, self._played_again)
        table.on_hands_shown(self._refresh_soon)
        table.on_review(self.attach_review)
        self.bar.setVisible(self.is_on() and not table.watching())  # autoplay: nobody's moves to grade
        self._read_enabled()

    def _read_enabled(self) -> None:
        """Game › Read the Coach's Full Note: only while the line is on and leaves part of its note out."""
        self.act_read.setEnabled(self.bar.cut and not self.bar.isHidden())

    def is_on(self) -> bool:
        return self.act_coach.isChecked() and not self.lesson

    def for_lesson(self) -> None:
        """Never grade in this window (a lesson's).  The setting is left as
        saved (the person's own games keep their coach); its action is
        disabled so no key or menu turns it on here."""
        self.off_here()

    def off_here(self) -> None:
        """Never grade in this window (a lesson's, or a network table whose
        host allows no coach), whatever the saved setting says."""
        self.lesson = True
        self.act_coach.setEnabled(False)
        self.bar.setVisible(False)
        self._read_enabled()

    # --- the game -----------------------------------------------------------------------
    def take_over(self, old: CoachAtTable) -> None:
        """The window was made again (a language change) with the same match:
        a grade is the same in any language, so the grades made are kept
        (the line keeps its verdict, the review weighs nothing again).  The
        old window's worker is gone with it: a move it had not answered is
        weighed here.  What this window asked for the match it was given
        (``_grade_back``) is dropped: its entries go with this book."""
        self.worker.drop_all()
        self.book, old.book = old.book, GradeBook()
        for entry in self.book.entries():
            if not entry.settled():
                entry.asked = False
                self.ask(entry)
        self.refresh()

    def _toggled(self, on: bool) -> None:
        save_flag(SETTING, on, self.table.settings())
        self.bar.setVisible(on and not self.table.watching() and not self.lesson)
        self._read_enabled()
        self.refresh()

    def _game_started(self, _state: GameState) -> None:
        self.book.clear()
        self.worker.drop_all()
        if self.is_on():
            self._grade_back()
        self.refresh()

    def _grade_back(self) -> None:
        """A match come back with moves in its round (the unfinished game
        at start, a save opened): each person's latest move of the round is
        graded again, so the line says its verdict again.  After a restart
        it said the coach's idle sentence, as if that move had not been
        graded (stranger 12).  A grade reads only the view and the seed, so
        it is the one shown before the quit, and the save keeps no grade."""
        latest: dict[int, tuple[GameState, Move, bool]] = {}
        for before, seat, move in self.table.people_moves_this_round():
            forced = is_forced(before)
            if not (forced and move.kind == END):  # a forced end leaves the line on the move that made the turn
                latest[seat] = (before, move, forced)
        for seat, (before, move, forced) in latest.items():
            entry = self.book.add(before, seat, move, forced=forced)
            if not forced:
                self.ask(entry)

    def _taken_back(self, state: GameState, _lines: list) -> None:
        self.book.forget_from(state)
        self.refresh()

    def _played_again(self, state: GameState, _lines: list) -> None:
        """A redo: the moves played again are the ones taken back, from the
        same positions, so their entries (and grades) come back with them."""
        for entry in self.book.put_back_before(state):
            if not entry.forced:
                self.ask(entry)  # once: a grade already asked for comes back to its entry
        self.refresh()

    def _move_played(self, before: GameState, seat: int, move: Move, _state: GameState, _lines: list) -> None:
        self.book.forget_aside()  # no redo after a move of the game's own
        if self.is_on() and self.game.is_human(seat) and not self.game.shown_stood_in:
            if not is_forced(before):
                self.ask(self.book.add(before, seat, move))
            elif move.kind != END:
                # The only card there was (the last one, a build the owner must
                # take): the line says so rather than keep an older move's verdict.
                self.book.add(before, seat, move, forced=True)
            # A forced end of the turn leaves the line on the move that made the turn.
        # After the window has turned the hands (pass and play) for this move.
        self._refresh_soon()

    def ask(self, entry: Entry) -> None:
        """Have ``entry`` graded (once)."""
        if not entry.asked:
            entry.asked = True
            self.worker.grade(entry.id, entry.view, entry.move)

    def _graded(self, entry_id: int, grade) -> None:
        self._settle(self.book.settle(entry_id, grade))

    def _failed(self, key, _message: str) -> None:
        if isinstance(key, int):  # a grading's (the review's "why?" keys are its own)
            self._settle(self.book.settle(key, None))

    def _settle(self, entry: Entry | None) -> None:
        if entry is None:
            return  # taken back, or another match: dropped
        self.refresh()
        self.settled.emit(entry)

    # --- the line under the table -----------------------------------------------------------
    def _refresh_soon(self, *_args) -> None:
        QTimer.singleShot(0, self, self.refresh)  # not after the window is gone

    def shown_entry(self) -> Entry | None:
        """The move whose verdict the line shows: the latest of a person
        whose hand is face up."""
        c = self.game
        seats = {s for s in self.table.face_up_seats() if c.is_human(s)}
        entry = self.book.latest(seats) if seats else None
        # The book keeps the rounds before for their reviews; the line is this round's.
        if entry is None or c.state is None or entry.place[0] != c.state.round_index:
            return None
        return entry

    def refresh(self) -> None:
        if not self.is_on():
            return
        entry = self.shown_entry()
        if entry is None:
            self.bar.show_verdict(None, verdict_line(None, ""), [])
            return
        name = self.spoken_names(self.game.names)[entry.seat]
        label = entry.grade.label if entry.grade is not None else None
        self.bar.show_verdict(label, verdict_line(entry, name), misses_of(entry.grade, name))

    # --- the round review ------------------------------------------------------------------
    def attach_review(self, review, not_chosen: set[int] | frozenset[int] = frozenset()) -> None:
        """Give the review of a round its coach: grades, totals and "why?";
        none in a lesson, whose moves are the lesson's, not the person's choice.
        It weighs from the hands the review shows face up (at a network
        table, the player's own); ``not_chosen``: the steps a computer player
        made for a person's seat, not graded as hers."""
        if self.lesson:
            return
        # Loaded at the first review, not with the window: a shorter start.
        from casino_desktop.qt.coach.review_coach import ReviewCoach
        review.attach_coach(ReviewCoach(self, review.steps, self.spoken_names(review.names), review.face_up,
                                        not_chosen))

    def spoken_names(self, names: list[str]) -> list[str]:
        """The seats' names as the coach speaks of them (``words.addressed``)."""
        return addressed(names, [seat for seat in range(len(names)) if self.game.is_human(seat)])
