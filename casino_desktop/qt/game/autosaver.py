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

Reading it back never locks a player out: a file that cannot be replayed
is moved aside (``autosave.damaged-<date>.casino.json``, the newest three
kept for the curious), the previous copy is tried, and otherwise a fresh game starts
with one plain sentence in the play log.

The autosaver sees the window only as a ``SavedTable`` (the main window's is
``window_ports.WindowSavedTable``).
"""
from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from casino_desktop.storage.atomic_file import remove_stale_temps, write_atomically
from casino_desktop.core import PHASE_MATCH_OVER, GameRecord, GameState, match_id_in, record_head
from casino_desktop.core.templates import N_, N_plural, fill
from casino_desktop.core.safe_json import InputRefused
from casino_desktop.storage.data_files import free_name, odd_entry, tidy_set_aside
from casino_desktop.qt.game.files import (OWN_PREFIX, NewerSave, load_game_bytes, load_game_file, read_save_bytes,
                                         saves_folder, set_aside_what_blocks_saves)
from casino_desktop.qt.gui_collector import hold_until_done
from casino_desktop.qt.menu_names import GAME_MENU, NEW_GAME_ITEM, menu_path

AUTOSAVE_NAME = OWN_PREFIX + "casino.json"
PREVIOUS_NAME = OWN_PREFIX + "previous.casino.json"
# A damaged copy set aside: autosave.damaged-<date>-<time>[-<n>].casino.json (``move_aside``).
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


def move_aside(path: Path, label: str = "damaged") -> Path | None:
    """Keep a damaged file under a dated name where it no longer blocks
    the start (the autosave's and its previous copy's alike); None if even
    that fails (then it is removed).  The newest few stay (``KEEP_SET_ASIDE``).
    ``label``: "newer" for a save of a newer version, which is not damaged."""
    autosave = path.with_name(AUTOSAVE_NAME)
    try:
        target = free_name(autosave, label)
        os.replace(path, target)
    except OSError:
        try:
            path.unlink(missing_ok=True)
        except OSError:
            pass
        return None
    tidy_set_aside(autosave, label)
    return target


# What the start says when the autosave was damaged; {folder}: the saves folder, which keeps the damaged copy.
GAME_LOST = N_("Your unfinished game could not be restored because its save was damaged, so a new game has "
               "started; the damaged save is kept in {folder}.")
# Counted: the statistics keep the match as one that could not be restored,
# not as given up (the seventh stranger's play-test of 6 December, finding 7).
GAME_LOST_COUNTED = N_("Your unfinished game could not be restored because its save was damaged, so a new game has "
                       "started; your statistics count that match as not restored, not as given up, and the "
                       "damaged save is kept in {folder}.")
# The copy before the last save came back.  It is known to hold the same
# position only when the damaged save's text holds all the same moves
# (``_same_moves``); otherwise nobody can say whether a move is missing.
BACK_WHOLE = N_("Your last save was damaged, but the copy kept before it holds the same position, so your "
                "unfinished game is back whole; the damaged save is kept in {folder}.")
BACK_MAYBE_BEHIND = N_("Your last save was damaged, so your unfinished game is back from the copy kept before it, "
                       "which may be a move behind; the damaged save is kept in {folder}.")
# Both copies were damaged: the game is back from the moves still readable (``record_head``).
BACK_AS_READ = N_plural("Your saves were damaged, so your unfinished game is back as far as they could be read, "
                        "{count} move in; the damaged saves are kept in {folder}.",
                        "Your saves were damaged, so your unfinished game is back as far as they could be read, "
                        "{count} moves in; the damaged saves are kept in {folder}.")


# The autosave was written by a newer version of Casino (a player who went
# back to this one): not damaged, so not called so; it is kept for that version.
GAME_NEWER = N_("Your unfinished game was saved by a newer version of Casino and cannot be continued in this one, "
                "so a new game has started; that save is kept in {folder}.")
GAME_NEWER_COUNTED = N_("Your unfinished game was saved by a newer version of Casino and cannot be continued in this "
                        "one, so a new game has started; your statistics count that match as not restored, not as "
                        "given up, and that save is kept in {folder}.")
_COUNTED_FORM = {GAME_LOST: GAME_LOST_COUNTED, GAME_NEWER: GAME_NEWER_COUNTED}


def lost_game_note(folder: str, counted: bool, newer: bool = False):
    """The sentence for an unfinished game that cannot come back; ``counted``:
    its match now counts as not restored in the statistics; ``newer``: its save
    was written by a newer version (``GAME_NEWER``), not damaged."""
    plain = GAME_NEWER if newer else GAME_LOST
    return fill(_COUNTED_FORM[plain] if counted else plain, folder=folder)


def is_lost_game_note(note) -> bool:
    return getattr(note, "template", None) in (GAME_LOST, GAME_LOST_COUNTED, GAME_NEWER, GAME_NEWER_COUNTED)


def is_moves_lost_note(note) -> bool:
    """A game lost, or back without some of its moves (``BACK_AS_READ``): said in a box too (``window_resume``)."""
    return is_lost_game_note(note) or getattr(note, "template", None) is BACK_AS_READ


def is_newer_game_note(note) -> bool:
    return getattr(note, "template", None) in (GAME_NEWER, GAME_NEWER_COUNTED)


def _bytes_or_none(path: Path) -> bytes | None:
    try:
        return read_save_bytes(path, follow_links=False)
    except InputRefused:
        return None


def _same_moves(damaged: bytes, previous: bytes | None) -> bool:
    """Whether a damaged save held the same moves as the previous copy: its
    text is the copy's up to the end of the moves (the match id follows
    them, ``GameRecord.to_json``), so whatever was cut or garbled came after.
    A save cut earlier may have held one move more: that is not known."""
    if previous is None:
        return False
    end = previous.rfind(b'"match_id"')
    return end > 0 and damaged[:end] == previous[:end]


def _load_unlinked(path):
    return load_game_file(path, follow_links=False)


def _as_read(load_bytes, damaged: list[bytes]):
    """The game from the most moves still readable in the damaged copies'
    text (``record_head``), with the match id either copy still holds; None
    if neither gives a game."""
    best, best_head, last = None, b"", b""
    for data in damaged:
        head = record_head(data)
        if head is None:
            continue
        last = head
        try:
            loaded = load_bytes(head)
        except InputRefused:
            continue
        if best is None or len(loaded[1].moves) > len(best[1].moves):
            best, best_head = loaded, head
    if best is None:
        return None
    if best_head is not last:  # read last, so whoever watches the replay saw this one last (``resume_loader``)
        best = load_bytes(best_head)
    setup, record, state = best
    match_id = next((m for m in (match_id_in(d, record.variant, record.seed) for d in damaged) if m), "")
    return setup, replace(record, match_id=match_id), state


def read_autosave(load=_load_unlinked, load_bytes=load_game_bytes) -> tuple[tuple | None, str]:
    """(loaded game or None, a sentence for the play log or "").

    The loaded game is (setup, record, state).  A damaged autosave is moved
    aside and the previous copy tried, then what is still readable of the
    two; a finished match is not resumed.  ``load(path)`` reads one file
    without following a link (``load_game_file`` with ``follow_links=False``,
    or one that watches the replay: ``resume_loader``); ``load_bytes(data)``
    reads a text made of a damaged one (``load_game_bytes``, or one that watches)."""
    blocked = set_aside_what_blocks_saves()  # a file where the folder goes, before the folder is made
    try:
        path, previous = autosave_path(), previous_path()
    except OSError:  # no saves folder can be made: play on, unsaved
        return None, N_("Games cannot be kept this time: the folder for saved games cannot be made.")
    if blocked is not None:  # no game was ever kept in a folder that was a file
        return None, blocked
    for stale in (path, previous):
        remove_stale_temps(stale)
    if odd_entry(previous):  # a link, pipe or folder: no copy could ever be kept there
        move_aside(previous)
    if not os.path.lexists(path):  # a dangling link is damage too, not "no game"
        return None, ""
    try:
        loaded = load(path)
    except NewerSave:
        # Not damage: kept aside under its own name for the version that wrote it.
        move_aside(path, "newer")
        return None, lost_game_note(str(path.parent), counted=False, newer=True)
    except InputRefused:
        damaged = _bytes_or_none(path)
        move_aside(path)
        damaged_before = None
        try:
            loaded = load(previous) if os.path.lexists(previous) else None
        except InputRefused:
            damaged_before = _bytes_or_none(previous)
            move_aside(previous)
            loaded = None
        folder = str(path.parent)
        if loaded is None:
            loaded = _as_read(load_bytes, [b for b in (damaged, damaged_before) if b is not None])
            if loaded is None:
                return None, lost_game_note(folder, counted=False)
            note = fill(BACK_AS_READ, len(loaded[1].moves), folder=folder)
        else:
            same = damaged is not None and _same_moves(damaged, _bytes_or_none(previous))
            note = fill(BACK_WHOLE if same else BACK_MAYBE_BEHIND, folder=folder)
    else:
        # A deal nobody has played in (the one the last start dealt after a
        # finished match) comes back unsaid: "your unfinished game is back"
        # told a player who had finished her match of a game she never began
        # (the twenty-first stranger's play-test); the table looks as a new
        # deal does, and the statistics count no such match as begun either.
        note = fill(N_("Your unfinished game is back ({menu} starts another).",
                       note="{menu} is where a menu item is, such as: Game \u203a New Game"),
                    menu=menu_path(GAME_MENU, NEW_GAME_ITEM)) if loaded[1].moves else ""
    if loaded[2].phase == PHASE_MATCH_OVER:
        clear_autosave()  # a finished match: nothing to go on with
        return None, ""
    return loaded, note


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
