"""A game brought back to the main window: the unfinished one at start (read
and replayed on a worker thread, ``resume_loader``), a save the player
opened (``game/opening.py``) or the match of the window a language change
replaced; with the sentences the start has to say (``tell``), which wait
for the play log of the game that comes back.

``ResumeWindow`` is what this asks of the window.  The game read back is
laid out through the window's own ``load_game``, so that whatever stands
in for it (the stand-in player's hook, ``tools/stand_in.py``) sees it.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Protocol

from PySide6.QtCore import QObject, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox, QWidget

from casino_desktop.core import GameRecord, GameState, draw_lines, match_log, sentence
from casino_desktop.qt.dialogs.statistics import match_kind
from casino_desktop.qt.game.autosave_reading import is_lost_game_note, is_moves_lost_note, is_newer_game_note, lost_game_note
from casino_desktop.qt.game.controller import GameController
from casino_desktop.qt.game.resume_loader import ResumeLoader, Resumed
from casino_desktop.qt.game.setup import GameSetup
from casino_desktop.qt.table.chooser import MoveChooser
from casino_desktop.qt.table.side_panel import SidePanel
from casino_desktop.qt.table.status_line import StatusLine
from casino_desktop.qt.translate import say, tr, tr_n
from casino_desktop.qt.window_rounds import TableRounds


def _with_match_id(loaded: tuple, match_id: str) -> tuple:
    """(setup, record, state) with the record's match id ``match_id`` ("" keeps it new)."""
    setup, record, state = loaded
    return setup, replace(record, match_id=match_id), state


@dataclass(slots=True, eq=False)
class StartNote:
    """A sentence about this start, and where the play log holds it: after
    the first ``at`` moves of the match (None while it waits for a game's
    log).  The window a language change makes puts it back there, not
    after moves played since (after a match's winner, "your unfinished
    game is back" read as if the finished match had come back)."""

    text: Any
    at: int | None = None


class LostMatches(Protocol):
    """The statistics' side of a start (``MatchGuard.close_lost``)."""

    def id_of_the_match_back(self, kind: str) -> str: ...

    def close_lost(self, keep: str) -> int: ...


class ResumeWindow(Protocol):
    """The main window as the game brought back sees it."""

    controller: GameController
    setup: GameSetup
    watch: bool
    chooser: MoveChooser
    side: SidePanel
    rounds: TableRounds
    matches: LostMatches

    def statusBar(self) -> StatusLine: ...  # noqa: N802 (Qt's name)

    def start_game(self) -> GameState: ...

    def load_game(self, setup: GameSetup, record: GameRecord, state: GameState, resumed: Resumed | None = None,
                  end_sheet: bool | None = None) -> None: ...

    def daily_line(self, state: GameState) -> list[str]: ...

    def set_game_actions_enabled(self, on: bool) -> None: ...


class TableResume(QObject):
    """The unfinished game looked for, the start's sentences, and a game laid
    out again.  ``owner`` is the window as a widget: the worker's reader's
    parent and this object's (the reader's signals arrive on the window's thread)."""

    # The look for the unfinished game is over and a game is on the table
    # (the one brought back, or a new deal), on the window's thread: one may
    # wait for it before the look starts, as one cannot for the reader's own
    # ``finished``, sent from its thread, perhaps before anyone listened.
    came_back = Signal()

    def __init__(self, window: ResumeWindow, owner: QWidget) -> None:
        super().__init__(owner)
        self.window = window
        self.owner = owner
        self.loader: ResumeLoader | None = None  # the unfinished game being read back (``MainWindow.resuming``)
        self.notes: list[StartNote] = []  # lines for the play log of the next game shown
        # The start's sentences (``tell``), kept as sentences: the window a
        # language change makes says them again, in its language, in their place.
        self.said: list[StartNote] = []
        self.lost_box: QMessageBox | None = None  # the box that says a game could not come back (``_lost_box``)

    # --- the unfinished game ----------------------------------------------------------------
    def resume_or_start(self) -> None:
        """Pick up the game left unfinished (quit, crash or kill), or deal a
        new one.  The save is read and replayed on a worker thread (a long
        match takes seconds), the window saying how far it has got; the
        menu items that would start another game wait until it is back."""
        w = self.window
        if w.watch:
            w.start_game()
            return
        self.loader = ResumeLoader(self.owner)
        self.loader.progress.connect(self._progress)
        self.loader.finished.connect(self._finished)
        w.set_game_actions_enabled(False)
        w.statusBar().showMessage(tr("Looking for your unfinished game…"))
        self.loader.start()

    def _progress(self, moves: int) -> None:
        self.window.statusBar().showMessage(tr_n("Bringing back your unfinished game: {count} move replayed…",
                                                 "Bringing back your unfinished game: {count} moves replayed…",
                                                 moves))

    def _finished(self, resumed: Resumed | None, note: Any) -> None:
        w = self.window
        self.loader = None
        w.set_game_actions_enabled(True)
        if resumed is not None and not resumed.loaded[1].match_id:
            resumed.loaded = _with_match_id(resumed.loaded, w.matches.id_of_the_match_back(match_kind(resumed.loaded[0])))
        if note is not None:  # read to the end (not stopped): any other match left open can never come back
            counted = w.matches.close_lost(resumed.loaded[1].match_id if resumed is not None else "")
            if counted and is_lost_game_note(note):
                note = lost_game_note(note.fields["folder"], counted=True, newer=is_newer_game_note(note))
        if note:  # the play log keeps it (a language change too); the status line soon says whose turn it is
            self.tell(note)
        if resumed is not None:
            setup, record, state = resumed.loaded
            w.load_game(setup, record, state, resumed=resumed)
        else:
            w.start_game()
        if is_moves_lost_note(note):
            self._lost_box(note)
        self.came_back.emit()

    def _lost_box(self, note: Any) -> None:
        """A game that could not come back, or came back without some of its
        moves, is said in a box too: in the play log and the status line
        alone, a player who looked at the table first never read it (the
        fifth stranger's play-test of 6 December, cosmetic 7).  Not modal:
        the game is already on under it; but a computer's move waits until
        the box is closed, not made unseen under it (stranger 7)."""
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Your Unfinished Game", note="a box's title"), say(note),
                          QMessageBox.StandardButton.Ok, self.owner)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        folder = QUrl.fromLocalFile(str(note.fields["folder"]))
        show = box.addButton(tr("Show the &Folder"), QMessageBox.ButtonRole.ActionRole)
        show.clicked.connect(lambda: QDesktopServices.openUrl(folder))
        box.setModal(False)
        seats = self.window.controller.seats
        seats.hold(True)
        box.finished.connect(lambda _result: seats.hold(False))
        self.lost_box = box
        box.show()

    # --- the start's sentences --------------------------------------------------------------
    def tell(self, text: Any, again: bool = True, at: int | None = None) -> None:
        """A sentence about this start (``MainWindow.tell_at_start``): in the
        status line now, and in the play log of the game shown.  While the
        unfinished game is still being looked for, the log that game starts
        would wipe the line: it waits for it.  ``again``: the window a
        language change makes says it too (once); ``at``: where the window
        it replaces had it (``StartNote``)."""
        w = self.window
        note = StartNote(text, at)
        if again:
            if any(said.text == text for said in self.said):
                return
            self.said.append(note)
        w.statusBar().showMessage(say(text))
        if self.loader is not None or w.controller.state is None:
            self.notes.append(note)
        else:
            note.at = len(w.controller.moves)
            w.side.log.add_lines([text])

    def forget(self, stale: Callable[[Any], bool]) -> list[Any]:
        """The start's sentences that ``stale`` picks are no longer said, now
        or by the window a language change makes; they are returned."""
        gone = [note.text for note in self.said + self.notes if stale(note.text)]
        self.said = [note for note in self.said if not stale(note.text)]
        self.notes = [note for note in self.notes if not stale(note.text)]
        return gone

    def take_waiting(self) -> list[StartNote]:
        """The notes waiting for a game's log, as they are (none after)."""
        notes, self.notes = self.notes, []
        return notes

    def take_notes(self) -> list[Any]:
        """The sentences waiting for the play log of a game dealt now, which
        puts them above its first heading, before any move (none after)."""
        notes = self.take_waiting()
        for note in notes:
            note.at = 0
        return [note.text for note in notes]

    # --- a game laid out again --------------------------------------------------------------
    def load_game(self, setup: GameSetup, record: GameRecord, state: GameState, resumed: Resumed | None = None,
                  end_sheet: bool | None = None) -> None:
        """``MainWindow.load_game``: go on with ``state``, its match's log
        told again as it was shown."""
        w = self.window
        w.rounds.close_dialog()
        w.chooser.hide()
        w.setup = replace(setup, hide_hands=w.setup.hide_hands)  # a preference, not part of the record
        history = (resumed.origin, resumed.movers) if resumed is not None else None
        # A note about the game brought back ("Your unfinished game is back")
        # goes after the match's log, where the game goes on, not above it;
        # one the window before had in its log goes where it was: above
        # the first deal's heading (``take_notes``), or after the moves it
        # followed (in an earlier round, folded: before this round's moves;
        # after the last move: after the round's or match's end, as at start).
        pending = self.take_waiting()
        self.notes = [note for note in pending if note.at == 0]  # for ``_game_started``, above the heading
        notes = [note for note in pending if note.at != 0]
        w.controller.resume(w.setup, state, record.moves, record.match_id, history)
        c = w.controller
        if c.state is not None and c.origin is not None:  # the match so far, as it was shown
            # A game read back on the worker thread comes with its log made there.
            logged = resumed.logged if resumed is not None else match_log(c.origin, c.moves, c.names)
            earlier: dict[int, tuple[str, list[tuple[str, int | None]]]] = {}
            for m in logged:
                if m.round_index < c.state.round_index:
                    if m.round_index not in earlier:
                        heading = sentence("deal_heading", c.names[m.dealer], round=m.round_index + 1)
                        # Under the first round's heading, the draw for its deal,
                        # as the live log said it (``deal_heading``): folded
                        # into the earlier rounds, it had been left out.
                        drawn = draw_lines(c.origin, c.names) if m.round_index == c.origin.round_index else []
                        earlier[m.round_index] = (heading, [(line, None) for line in drawn])
                    earlier[m.round_index][1].extend((line, m.index) for line in m.lines)
                else:
                    notes = self._place(notes, before=m.index)
                    w.side.log.add_lines(m.lines, move=m.index)
            w.side.log.add_earlier(list(earlier.values()), below=len(w.daily_line(c.state)))
        w.rounds.end_laid_out(end_sheet)
        for note in notes:
            note.at = len(c.moves)
        if notes:
            w.side.log.add_lines([note.text for note in notes])

    def _place(self, notes: list[StartNote], before: int) -> list[StartNote]:
        """Into the log, the notes that came before move ``before``; the rest back."""
        due = [note for note in notes if note.at is not None and note.at <= before]
        if due:
            self.window.side.log.add_lines([note.text for note in due])
        return [note for note in notes if note not in due]
