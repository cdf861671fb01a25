"""The autosave: an unfinished game survives quitting, a crash and kill -9.

Written when a match starts and after every move, not only at quitting (a
kill once lost up to the whole game, or resumed a finished match and so
counted it twice).  Moves are coalesced by a zero-delay single-shot timer
(one write for any burst of signals in one turn of the event loop); the
record is turned into bytes on the GUI thread (a few kilobytes of JSON) and
written by a small writer thread, so the fsync never makes the table
stutter.  A move waits for the write before it only if that write is still
running (never at the speed people play; at instant autoplay speed for a
millisecond), so the disk never falls behind by more than one move.  Each write is atomic and keeps the copy before it
(``autosave.previous.casino.json``): a kill at any instant loses at most
the move in flight.  At match over the autosave is removed.

Reading it back at the start, and what is said when it cannot come back
whole, is ``autosave_reading``'s.

The autosaver sees the window only as a ``SavedTable`` (the main window's is
``window_ports.WindowSavedTable``).
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from casino_desktop.storage.atomic_file import write_atomically
from casino_desktop.core import PHASE_MATCH_OVER, GameRecord, GameState
from casino_desktop.qt.game.files import OWN_PREFIX, make_saves_folder, saves_folder
from casino_desktop.qt.gui_collector import hold_until_done

AUTOSAVE_NAME = OWN_PREFIX + "casino.json"
PREVIOUS_NAME = OWN_PREFIX + "previous.casino.json"
# A damaged copy set aside: autosave.damaged-<date>-<time>[-<n>].casino.json (``autosave_reading.move_aside``).
FLUSH_TIMEOUT_S = 5.0  # quitting waits at most this long for the last write
MOVE_WAIT_S = 0.5  # a move waits at most this long for a stuck disk (then the table goes on)
MATCH_OVER_WAIT_S = 1.0  # the end of a match waits at most this long for the autosave to go
_log = logging.getLogger(__name__)


def autosave_path() -> Path:
    return saves_folder() / AUTOSAVE_NAME


def previous_path() -> Path:
    return saves_folder() / PREVIOUS_NAME


def clear_autosave() -> None:
    """No unfinished game any more.  The previous copy goes first: were a
    kill to fall between the two, the remaining autosave is the newer one."""
    for path in (previous_path(), autosave_path()):
        try:
            path.unlink(missing_ok=True)
        except OSError:
            pass


class _Writer(threading.Thread):
    """Writes the newest autosave it was given; older ones still waiting
    are dropped (only the last position matters)."""

    def __init__(self, report=None):
        super().__init__(name="casino-autosave", daemon=True)
        self._report = report or (lambda _ok, _reason: None)  # (written?, why not): called on this thread
        self._cond = threading.Condition()
        self._pending: bytes | None | bool = False  # False: nothing; None: remove the autosave
        self._busy = False
        self._stopping = False
        self.writes = 0

    def submit(self, data: bytes | None) -> None:
        with self._cond:
            self._pending = data
            self._cond.notify_all()

    def flush(self, timeout: float = FLUSH_TIMEOUT_S) -> bool:
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is False and not self._busy, timeout)

    def stop(self) -> None:
        with self._cond:
            self._stopping = True
            self._cond.notify_all()

    def run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not False or self._stopping)
                if self._pending is False:
                    return  # stopping, and nothing left to write
                job, self._pending, self._busy = self._pending, False, True
            outcome = None  # removing the autosave tells nobody: there is no game to keep
            try:
                if job is None:
                    clear_autosave()
                else:
                    make_saves_folder()  # its reason (read-only, no space) is the one told, not "no such file"
                    write_atomically(autosave_path(), job, previous_path())
                    self.writes += 1
                    outcome = (True, "")
            except OSError as err:  # a full disk must not stop the game; the next move tries again
                _log.warning("the autosave could not be written (%s)", err.strerror)
                outcome = (False, err.strerror or "")
            except Exception as err:  # noqa: BLE001 - the writer must outlive any one bad write
                _log.warning("the autosave could not be written (%s)", type(err).__name__)
                outcome = (False, "")
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()
            if outcome is not None:
                self._tell(*outcome)

    def _tell(self, ok: bool, reason: str) -> None:
        try:
            self._report(ok, reason)
        except RuntimeError:  # the window is gone (quitting): nobody is left to tell
            pass


class SavedTable(Protocol):
    """What the autosaver asks of the window, and nothing more."""

    def watching(self) -> bool: ...   # autoplay: nothing to keep
    def state(self) -> GameState | None: ...
    def record(self) -> GameRecord: ...  # the match so far (there is a state)
    def on_change(self, slot: Callable[..., None]) -> None: ...  # the match began, moved, or was taken back or redone


class Autosaver(QObject):
    """Keeps the autosave of ``table``'s match up to date (off in watch mode).

    ``written(ok, reason)`` says, on the window's thread, how each write
    went (``reason``: the system's words for a failure, maybe empty): the
    player must learn that the game is not being kept (``autosave_notice``)."""

    written = Signal(bool, str)

    def __init__(self, table: SavedTable, parent: QObject):
        super().__init__(parent)
        self.table = table
        self._writer: _Writer | None = None
        self._stopped = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.save_soon_now)
        table.on_change(self._changed)

    @property
    def enabled(self) -> bool:
        """Saving is on: not in watch mode, and not after quitting (a move
        still queued when the window closed would start a writer the exit
        then kills mid-write, leaving a temporary file behind)."""
        return not self.table.watching() and not self._stopped

    def _changed(self, *_args) -> None:
        if not self.enabled:
            return
        state = self.table.state()
        if state is not None and state.phase == PHASE_MATCH_OVER:
            # Removed before this returns (waiting for at most one write, once a
            # match): a kill from now on must not resume the finished match.
            self._timer.stop()
            self._submit(None)
            self.flush(MATCH_OVER_WAIT_S)
        else:
            if self._timer.isActive():  # a change not yet handed over: hand this state over now
                self._timer.stop()
                self._submit(self._record_bytes())
            # The save before this move is on disk before the move goes on
            # (no wait at any speed a person plays at: a write takes about a
            # millisecond); so a kill loses at most the move in flight, even
            # when computers play with no animation at all.
            self.flush(MOVE_WAIT_S)
            self._timer.start()

    def _record_bytes(self) -> bytes | None:
        """The match as a record, None if there is no match to keep."""
        state = self.table.state()
        if state is None or state.phase == PHASE_MATCH_OVER:
            return None
        return self.table.record().to_json().encode("utf-8")

    def save_soon_now(self) -> None:
        """The coalescing timer fired: hand the newest record to the writer."""
        if self.enabled:
            self._submit(self._record_bytes())

    def _submit(self, data: bytes | None) -> None:
        if self._writer is None:
            self._writer = _Writer(self.written.emit)  # emitted on the writer's thread, delivered on the window's
            hold_until_done(self, self._writer)  # the writer holds this object: never let go last by it
            self._writer.start()
        self._writer.submit(data)

    def flush(self, timeout: float = FLUSH_TIMEOUT_S) -> bool:
        """Wait until what was handed over is on disk (tests, quitting)."""
        return self._writer.flush(timeout) if self._writer is not None else True

    def save_and_stop(self) -> None:
        """At quitting: write the last state, wait for it, end the thread.
        With no game yet (quitting while the unfinished one is still being
        read) the autosave is left as it is."""
        self._timer.stop()
        if self.enabled and self.table.state() is not None:
            self._submit(self._record_bytes())
        self._stopped = True
        if self._writer is not None:
            self._writer.flush()
            self._writer.stop()
            self._writer.join(FLUSH_TIMEOUT_S)
            self._writer = None
