"""Reading the unfinished game back off the window's thread.

A save is a list of moves, checked by replaying every one through the rules
engine.  The longest match the house rules allow (74,984 moves) took 11-12 s
to come back, three replays on the window's thread (reading, finding who
played each move, the round's play log), and the window froze that long.
Here one replay, on a worker thread, does the reading and notes who played
each move and where the last round began; the round's log is then made
from that round alone.  The window meanwhile says how far it has got and
stays responsive.  The core is pure Python, so the worker shares the
interpreter with the window, which still gets its turns.

The result is exactly what the window's own replay gave: the same state, the
same record, the same first position, movers and log lines (a test compares
them).

A save the player chooses in Game › Open comes back the same way
(``read_chosen_game``, run by ``qt/game/opening.py``): a file can hold a
match as long as the autosave's.  That read can be stopped: the replay
checks between progress reports and gives up with ``ReplayStopped``.
"""
from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QObject, Signal

from casino_desktop.core import GameState, LoggedMove, match_log, new_game
from dataclasses import replace

from casino_desktop.core.safe_json import InputRefused
from casino_desktop.qt.game.autosave_reading import read_autosave
from casino_desktop.qt.game.controller import seat_names
from casino_desktop.qt.game.files import ReplayStopped, load_game_bytes, load_game_file
from casino_desktop.qt.gui_collector import hold_until_done

PROGRESS_EVERY = 1000  # moves between two progress reports
# The play log tells the whole match; of a match that went on for thousands
# of rounds it tells the last ones (the log is read, not archived).
LOGGED_ROUNDS = 30
_log = logging.getLogger(__name__)


class _Watch:
    """What one replay saw: who played each move, and the state at the
    start of each of the last rounds (the play log tells them)."""

    def __init__(self, report):
        self.movers: list[tuple[int, int]] = []
        self.round = -1
        self.starts: list[tuple[GameState, int]] = []  # (a round's first state, its first move's index)
        self._report = report

    @property
    def round_start(self) -> GameState | None:
        return self.starts[0][0] if self.starts else None

    def __call__(self, state: GameState, _move) -> None:
        if state.round_index != self.round:
            self.round = state.round_index
            self.starts = (self.starts + [(state.clone(), len(self.movers))])[-LOGGED_ROUNDS:]
        self.movers.append((state.round_index, state.to_move))
        if len(self.movers) % PROGRESS_EVERY == 0:
            self._report(len(self.movers))


class Resumed:
    """The unfinished game read back: (setup, record, state), the deal it
    started from, who played each move, and the play log of its last rounds
    (each move's lines, with its index in the record)."""

    def __init__(self, loaded: tuple, origin: GameState, movers: list, logged: list[LoggedMove]):
        self.loaded = loaded
        self.origin = origin
        self.movers = movers
        self.logged = logged


def _resumed(loaded: tuple, watch: _Watch) -> Resumed:
    """The game ``loaded`` by a replay that ``watch`` saw, with its history and log."""
    setup, record, state = loaded
    origin = new_game(setup.rules(), setup.players, setup.partnerships, state.seed)
    if watch.round_start is None:  # no move yet
        logged = []
    else:
        start, first = watch.starts[0]
        logged = [replace(m, index=m.index + first)
                  for m in match_log(start, record.moves[first:], seat_names(setup))]
    return Resumed(loaded, origin, watch.movers, logged)


def read_unfinished_game(report=lambda _moves: None) -> tuple[Resumed | None, str]:
    """(the game, or None; the sentence for the play log), reading and
    replaying the autosave once; ``report(moves)`` is called as it goes."""
    watches: list[_Watch] = []

    def load(path):
        watches.append(_Watch(report))  # the previous copy, if tried, is watched afresh
        return load_game_file(path, follow_links=False, seen=watches[-1])

    def load_bytes(data):
        watches.append(_Watch(report))  # what is left of a damaged copy (``autosave_reading._as_read``)
        return load_game_bytes(data, seen=watches[-1])

    loaded, note = read_autosave(load, load_bytes)
    if loaded is None:
        return None, note
    return _resumed(loaded, watches[-1]), note


def read_chosen_game(path: str, report=lambda _moves: None) -> tuple[Resumed, str]:
    """(the game, "") of a save the player chose, replayed once; raises
    ``InputRefused`` with the sentence saying why it cannot be opened."""
    watch = _Watch(report)
    return _resumed(load_game_file(path, seen=watch), watch), ""


class ResumeLoader(QObject):
    """Runs ``read`` (``read_unfinished_game`` unless told otherwise) on a
    worker thread.  ``progress(moves)`` and ``finished(resumed or None,
    note)`` arrive on the window's thread; ``note`` is the refusal's
    sentence when the save cannot be read, and None when ``stop`` stopped it."""

    progress = Signal(int)
    finished = Signal(object, object)

    def __init__(self, parent: QObject | None = None, read=read_unfinished_game):
        super().__init__(parent)
        self._read = read
        self._stop = threading.Event()

    def start(self) -> None:
        thread = threading.Thread(target=self._run, name="casino-resume", daemon=True)
        hold_until_done(self, thread)  # its target holds this object: never let go last by it
        thread.start()

    def stop(self) -> None:
        """Give up the replay at its next progress report (a thousand moves at most)."""
        self._stop.set()

    def _run(self) -> None:
        try:
            resumed, note = self._read(self._progress)
        except ReplayStopped:
            resumed, note = None, None
        except InputRefused as refused:
            resumed, note = None, refused.args[0] if refused.args else str(refused)
        except Exception as err:  # noqa: BLE001 - whatever happens, the window must get a game
            _log.warning("a saved game could not be read (%s)", type(err).__name__)
            resumed, note = None, ""
        try:
            self.finished.emit(resumed, note)
        except RuntimeError:  # the window was closed meanwhile
            pass

    def _progress(self, moves: int) -> None:
        if self._stop.is_set():
            raise ReplayStopped()
        try:
            self.progress.emit(moves)
        except RuntimeError:
            pass
