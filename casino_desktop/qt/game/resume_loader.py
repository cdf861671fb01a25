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
"""
from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QObject, Signal

from casino_desktop.core import GameState, new_game
from casino_desktop.core.sentences import round_log_lines
from casino_desktop.qt.game.autosaver import read_autosave
from casino_desktop.qt.game.controller import seat_names
from casino_desktop.qt.game.files import load_game_file

PROGRESS_EVERY = 1000  # moves between two progress reports
_log = logging.getLogger(__name__)


class _Watch:
    """What one replay saw: who played each move, and the state at the
    start of the round being played (the play log shows that round)."""

    def __init__(self, report):
        self.movers: list[tuple[int, int]] = []
        self.round = -1
        self.round_start: GameState | None = None
        self.round_first = 0  # the index of the round's first move
        self._report = report

    def __call__(self, state: GameState, _move) -> None:
        if state.round_index != self.round:
            self.round, self.round_start, self.round_first = state.round_index, state.clone(), len(self.movers)
        self.movers.append((state.round_index, state.to_move))
        if len(self.movers) % PROGRESS_EVERY == 0:
            self._report(len(self.movers))


class Resumed:
    """The unfinished game read back: (setup, record, state), the deal it
    started from, who played each move, and the play log of its round."""

    def __init__(self, loaded: tuple, origin: GameState, movers: list, log_lines: list):
        self.loaded = loaded
        self.origin = origin
        self.movers = movers
        self.log_lines = log_lines


def read_unfinished_game(report=lambda _moves: None) -> tuple[Resumed | None, str]:
    """(the game, or None; the sentence for the play log), reading and
    replaying the autosave once; ``report(moves)`` is called as it goes."""
    watches: list[_Watch] = []

    def load(path):
        watches.append(_Watch(report))  # the previous copy, if tried, is watched afresh
        return load_game_file(path, seen=watches[-1])

    loaded, note = read_autosave(load)
    if loaded is None:
        return None, note
    setup, record, state = loaded
    watch = watches[-1]
    origin = new_game(setup.rules(), setup.players, setup.partnerships, state.seed)
    if watch.round_start is None:  # no move yet
        lines = []
    else:
        lines = round_log_lines(watch.round_start, record.moves[watch.round_first:], seat_names(setup),
                                state.round_index)
    return Resumed(loaded, origin, watch.movers, lines), note


class ResumeLoader(QObject):
    """Runs ``read_unfinished_game`` on a worker thread.  ``progress(moves)``
    and ``finished(resumed or None, note)`` arrive on the window's thread."""

    progress = Signal(int)
    finished = Signal(object, object)

    def start(self) -> None:
        threading.Thread(target=self._run, name="casino-resume", daemon=True).start()

    def _run(self) -> None:
        try:
            resumed, note = read_unfinished_game(self._progress)
        except Exception as err:  # noqa: BLE001 - whatever happens, the window must get a game
            _log.warning("the unfinished game could not be read (%s)", type(err).__name__)
            resumed, note = None, ""
        try:
            self.finished.emit(resumed, note)
        except RuntimeError:  # the window was closed meanwhile
            pass

    def _progress(self, moves: int) -> None:
        try:
            self.progress.emit(moves)
        except RuntimeError:
            pass
