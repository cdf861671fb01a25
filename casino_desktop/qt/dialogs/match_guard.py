"""Each match against the computer counted once, and never thrown away unasked;
each match of several people at one screen counted once, per person's name.

The window makes one ``MatchGuard``.  It watches the controller's
``game_started`` signal: a match that begins (or is resumed: it keeps its id)
is started in the statistics store, and the match it replaces, if that one
was still being played, is recorded as abandoned.  Recording on the change of
match rather than in each menu action means every way of leaving a match
(New Game, Restart, Deal of the Day, Open, the round dialog's New Game) is
counted the same.  Quitting is not abandoning: the autosave brings the match
back under the same id.  A match whose autosave is lost (both copies
damaged) never comes back: the next start closes it (``close_lost``), as
not restored, not as given up.

``may_discard`` asks the player before a menu action throws a match in
progress away (``may_open`` before a saved game replaces it).  Tests replace ``ask`` (a plain function) to answer it.

A statistics problem must never stop a match: ``match_ended`` catches
everything, logs it and lets the last move be played.

The guard sees the turn loop as a ``GuardedGame`` and the window as a
``GuardedTable`` (the main window's is ``window_ports.WindowGuardedTable``).
"""
from __future__ import annotations

import logging
from datetime import date
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QStandardPaths, SignalInstance
from PySide6.QtWidgets import QMessageBox, QWidget

from casino_desktop.core import GameRecord, GameState
from casino_desktop.core.templates import N_, Text
from casino_desktop.qt.practice.guide_window import quit_action
from casino_desktop.qt.translate import say
from casino_desktop.storage.stats_scores import FinalScore
from casino_desktop.storage.stats_store import StatsStore, open_default_store

log = logging.getLogger(__name__)

# What each action would do to the match in progress: (window title, question, button that goes ahead).
# The buttons carry Alt letters (the eighteenth stranger, keyboard only, found
# none); ``KEEP``'s is unlike every other's in each language (its test).
QUESTIONS = {
    "new": (N_("New Game"), N_("Start a new game and give up the match in progress?"),
            N_("&Start New Game", note="a button of the question before giving up a match, with its Alt letter")),
    "restart": (N_("Restart", note="the window title: deal the match again"),
                N_("Deal this match again from its first card and give up the play so far?"),
                N_("&Restart", note="the button: deal the match again, with its Alt letter")),
    "daily": (N_("Deal of the Day"), N_("Play the deal of the day and give up the match in progress?"),
              N_("&Play Deal of the Day",
                 note="a button of the question before giving up a match, with its Alt letter")),
    "open": (N_("Open Game"), N_("Open the saved game and give up the match in progress?"),
             N_("&Open Saved Game", note="a button of the question before giving up a match, with its Alt letter")),
    # A save of the match being played: nothing is given up, but the moves
    # played since that save would be.
    "open_same": (N_("Open Game"), N_("Go back to where this match was saved? The moves played since then will "
                                      "be lost."),
                  N_("&Open Saved Game",
                     note="a button of the question before giving up a match, with its Alt letter")),
}
COUNTED = N_("It will count as given up in your statistics.")
KEEP = N_("&Keep Playing", note="a button of the question before giving up a match, with its Alt letter")


def ask(parent: QWidget, title: str, question: str, detail: str, go_ahead: str) -> bool:
    """True if the player chose ``go_ahead``; the default button keeps the match."""
    box = QMessageBox(QMessageBox.Icon.Question, say(title), say(question), QMessageBox.StandardButton.NoButton,
                      parent)
    if detail:
        box.setInformativeText(say(detail))
    yes = box.addButton(say(go_ahead), QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(say(KEEP), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    quit_action(box)  # the Quit key quits from the question too, keeping the match (the window's close saves it)
    box.exec()
    return box.clickedButton() is yes


class GuardedGame(Protocol):
    """What the guard asks of the turn loop: the match being played."""

    game_started: SignalInstance  # Signal(GameState): a match begins or is resumed
    move_played: SignalInstance   # Signal(before, seat, ...): a move was played
    match_id: str
    moves: list[str]
    movers: list[tuple[int, int]]  # (round, seat) of each move

    @property
    def state(self) -> GameState | None: ...
    def is_human(self, seat: int) -> bool: ...


class GuardedTable(Protocol):
    """What the guard asks of the window, and nothing more."""

    def watching(self) -> bool: ...     # autoplay: nobody's match
    def people(self) -> list[int]: ...  # the seats of the people at the table
    def names(self) -> list[str]: ...   # each seat's name, as the table shows it
    def match_kind(self) -> str: ...    # the statistics' name for the table's kind of match
    def deal_day(self, state: GameState) -> date | None: ...  # the day whose deal of the day ``state`` is, if any
    def match_deal(self, state: GameState) -> GameRecord: ...  # the deal of ``state``'s match, as a record without moves
    def show_notice(self, text: str) -> None: ...  # in the play log and on the status line
    def widget(self) -> QWidget: ...    # the questions' parent; its closing closes the store


class MatchGuard(QObject):
    def __init__(self, table: GuardedTable, game: GuardedGame, store: StatsStore | None = None):
        super().__init__(table.widget())
        self.table = table
        self.game = game
        self._store = store
        self._current: tuple[str, str] | None = None  # (match id, kind) of the counted match being played
        # A person at the table has played a move of it: leaving it now gives
        # it up.  The computer's opening lead alone is no game played.
        self._moved = False
        game.game_started.connect(self._game_started)
        game.move_played.connect(self._move_played)
        self._owner = table.widget()
        self._owner.installEventFilter(self)  # to close the database with the window

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if watched is self._owner and event.type() == QEvent.Type.Close and self._store is not None:
            self._safely(self._store.close)  # reopened if the window plays on (tests reuse windows)
            self._store = None
        return False

    @property
    def store(self) -> StatsStore:
        """Opened on first use, in the program's data folder; a notice (the
        file was damaged and started afresh) is shown once, in the play log."""
        if self._store is None:
            folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
            self._store = open_default_store(Path(folder) if folder else None)
            if self._store.notice:
                self.table.show_notice(self._store.notice)
        return self._store

    def counts(self) -> bool:
        """Only matches of one person against the computer, never a watched one."""
        return not self.table.watching() and len(self.table.people()) == 1

    def in_progress(self) -> bool:
        """A match in which a person has played a move, with no winner yet
        (a watched one never is)."""
        c = self.game
        return (not self.table.watching() and c.state is not None and self._moved
                and c.state.winner is None and c.state.phase != "match_over")

    def may_discard(self, action: str, question: Text | None = None) -> bool:
        """Ask before ``action`` ('new', 'restart', 'daily', 'open') throws the
        match in progress away; on yes it is recorded as abandoned at once.
        ``question``: the action's own, naming what it starts (a sentence)."""
        if not self.in_progress():
            return True
        title, usual, go_ahead = QUESTIONS[action]
        if not ask(self._owner, title, question or usual, COUNTED if self._current else "", go_ahead):
            return False
        self._abandon()
        return True

    def may_open(self, record) -> bool:
        """Ask before a saved game replaces the match in progress.  A save of
        this very match (the same id) gives nothing up, so it is never
        counted as abandoned; only moves played since it was saved would be
        lost, and only then is the player asked."""
        c = self.game
        if not (record.match_id and record.match_id == c.match_id):
            return self.may_discard("open")
        if not self.in_progress() or list(record.moves[:len(c.moves)]) == list(c.moves):
            return True
        title, question, go_ahead = QUESTIONS["open_same"]
        return ask(self._owner, title, question, "", go_ahead)

    def _abandon(self) -> None:
        """The current match is left: abandoned once a person played a move,
        else forgotten (dealing again before one's first move gives nothing up)."""
        if self._current is not None:
            if self._moved:
                self._safely(self.store.abandon_match, *self._current)
            else:
                self._safely(self.store.forget_match, self._current[0])
            self._current = None

    def _move_played(self, _before, seat: int, *_rest) -> None:
        if self.game.is_human(seat) and not self._moved:
            self._moved = True
            if self._current is not None:  # lost from now on, it counts as not restored (``close_lost``)
                self._safely(self.store.person_moved, self._current[0])

    def _game_started(self, _state: GameState) -> None:
        c = self.game
        if self._current is not None and self._current[0] != c.match_id:
            self._abandon()  # left by a way that did not ask (the round dialog's New Game)
        self._current = None
        self._moved = any(c.is_human(seat) for _round, seat in c.movers)  # a resumed match may have some
        if self.counts():
            kind = self.table.match_kind()
            # A deal of the day is marked so, with its day: Statistics says it.  The deal is kept with
            # what it was dealt for, so that Statistics can show its number and deal it again.
            self._safely(self.store.start_match, c.match_id, kind, self._moved, self.table.deal_day(_state),
                         self.table.match_deal(_state))
            self._current = (c.match_id, kind)

    def id_of_the_match_back(self, kind: str) -> str:
        """For a game that came back without its match id (both copies of
        its save cut short, ``core/salvage``): the id of the one match of
        its ``kind`` the statistics count as being played, so that it goes on
        counting as that match, not as a new one with the old one given up;
        "" where there is no such match (a watched game: none)."""
        if self.table.watching():
            return ""
        try:
            return self.store.the_match_playing(kind) or ""
        except Exception:  # noqa: BLE001 - the store does not raise; a bug here must not stop the start
            log.exception("statistics: the match playing was not read")
            return ""

    def close_lost(self, keep: str) -> int:
        """At the start, once the unfinished game is back (``keep``: its match
        id) or cannot come back (""): every other match the statistics still
        count as being played can never be finished, and is closed: not
        restored once a person moved in it, else forgotten
        (``StatsStore.close_lost_matches``).  How many now count as not
        restored.  A watched game never touches the statistics."""
        if self.table.watching():
            return 0
        try:
            return self.store.close_lost_matches(keep)
        except Exception:  # noqa: BLE001 - the store does not raise; a bug here must not stop the start
            log.exception("statistics: the lost matches were not closed")
            return 0

    def match_ended(self, state: GameState) -> None:
        """The match-ending move was played: won or lost, counted once under
        its id, with each side's final score and the person's side."""
        try:
            humans = self.table.people()
            # The people at this screen: a network table's turn loop has its
            # own seat alone as a person here, the others at their screens.
            here = [seat for seat in humans if self.game.is_human(seat)]
            if len(here) > 1 and state.winner is not None and not self.table.watching():
                self._shared_ended(state, here)
                return
            if self._current is None or state.winner is None or len(humans) != 1:
                return
            side = state.side_of(humans[0])
            score = FinalScore(tuple(state.match_scores), side, state.winner)
            self.store.finish_match(*self._current, side == state.winner, score)
            self._current = None
        except Exception:  # noqa: BLE001 - statistics must never stop the last move
            log.exception("statistics: the end of a match was not recorded")

    def _shared_ended(self, state: GameState, humans: list[int]) -> None:
        """Several people at one screen: each counted by their seat's name,
        as the table showed it, won if their side won (``stats_shared``)."""
        names = self.table.names()
        people = [(say(names[seat]), state.side_of(seat) == state.winner) for seat in humans if seat < len(names)]
        self.store.finish_shared(self.game.match_id, people)

    def _safely(self, method, *args) -> bool:
        try:
            return bool(method(*args))
        except Exception:  # noqa: BLE001 - the store does not raise; a bug here must not stop a game
            log.exception("statistics: %s failed", getattr(method, "__name__", "a call"))
            return False
