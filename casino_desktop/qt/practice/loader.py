"""Drill sets are made off the GUI thread: one takes a second or two.

Why a Python daemon thread and not a QThread, as for the computer players
(``qt/game/ai_worker``): a QThread still running when the window closes
aborts the process; a daemon thread is simply abandoned.  The sets arrive
on the GUI thread as queued signals of a bridge made there.  A request
carries a token; a newer request (other rules) makes older answers stale,
and the window drops them.

While a set is made the GIL's switch interval is 1 ms instead of Python's
5 ms.  Every card the table paints calls into Python (its bounding box, its
paint), and each call waits for the worker to hand the GIL over: measured
on this machine (2 cores, loaded), one repaint of a drill's table stalled
the window 0.1 to 0.9 s while a set was made at 5 ms, and under 0.06 s at
1 ms.  The old interval comes back when the last set is made.
"""
from __future__ import annotations

import logging
import os
import sys
import threading

from PySide6.QtCore import QObject, Signal

from casino_desktop.practice import drill_set
from casino_desktop.qt.gui_collector import hold_until_done

log = logging.getLogger(__name__)
NICENESS = 5   # the worker thread's nice value on Linux, the computer players' own
SWITCH_INTERVAL = 0.001   # seconds: the GIL's switch interval while sets are made

_busy_lock = threading.Lock()
_busy = 0              # threads making sets now
_old_interval = None   # the switch interval before the first of them


def _quick_switches(on: bool) -> None:
    """The GIL changes hands every ``SWITCH_INTERVAL`` while any set is being made."""
    global _busy, _old_interval
    with _busy_lock:
        if on:
            if _busy == 0:
                _old_interval = sys.getswitchinterval()
                sys.setswitchinterval(min(_old_interval, SWITCH_INTERVAL))
            _busy += 1
        else:
            _busy -= 1
            if _busy == 0 and _old_interval is not None:
                sys.setswitchinterval(_old_interval)


class DrillLoader(QObject):
    """Made on the GUI thread; its signals reach the window queued."""

    ready = Signal(int, object)     # token, a drill set (dict of drills)
    failed = Signal(int, str)       # token, what went wrong (for the log)
    finished = Signal(int)          # token: every seed asked for is done

    def __init__(self, make=drill_set, first=None):
        """``first``: a quick maker of the start of ``make``'s set
        (``first_drills``), sent before the first seed's whole set so that a
        session starts at once; None: the whole set only."""
        # No Qt parent: the thread keeps this object alive until it is done,
        # so a window closed meanwhile never leaves it emitting from freed memory.
        super().__init__()
        self._make = make   # tests may pass a slower or failing maker
        self._first = first
        self._token = 0
        self._threads: list[threading.Thread] = []

    @property
    def token(self) -> int:
        return self._token

    def start(self, variant: str, options: dict, seeds: list[int]) -> int:
        """Make a drill set for each seed in turn, each sent on its own (the
        first seed's quick start first, where there is a quick maker); a
        new token: sets asked for before are stale."""
        self._token += 1
        self.more(variant, options, seeds, quick_start=True)
        return self._token

    def more(self, variant: str, options: dict, seeds: list[int], quick_start: bool = False) -> None:
        """More sets for the same request (same token)."""
        token = self._token
        thread = threading.Thread(target=self._run, args=(token, variant, dict(options), list(seeds), quick_start),
                                  name="casino-drills", daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        hold_until_done(self, thread)  # its target holds this object: never let go last by it
        thread.start()

    def cancel(self) -> None:
        self._token += 1

    def busy(self) -> bool:
        return any(t.is_alive() for t in self._threads)

    def _run(self, token: int, variant: str, options: dict, seeds: list[int], quick_start: bool) -> None:
        _quick_switches(True)
        try:
            self._make_sets(token, variant, options, seeds, quick_start)
        finally:
            _quick_switches(False)

    def _make_sets(self, token: int, variant: str, options: dict, seeds: list[int], quick_start: bool) -> None:
        try:
            # As the computer players' thread does (``ai_worker``): on a busy
            # machine the window gets the processor first, to take the GIL back.
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), NICENESS)
        except (AttributeError, OSError):  # not Linux, or not allowed: no matter
            pass
        try:
            if quick_start and self._first is not None and seeds:
                # The start of the first seed's set, under the keys the whole set gives it.
                quick = self._first(variant, options, seeds[0])
                if token == self._token:
                    self.ready.emit(token, {f"{seeds[0]}:{k}": d for k, d in quick.items()})
            for seed in seeds:
                if token != self._token:
                    return  # other rules were asked for: nobody wants these
                drills = self._make(variant, options, seed)
                # Keyed by seed too: the sets of two seeds hold a drill of each topic.
                self.ready.emit(token, {f"{seed}:{k}": d for k, d in drills.items()})
        except Exception as exc:  # noqa: BLE001 - a fault here must not pass silently, nor kill the window
            log.exception("practice: making drills failed")
            self.failed.emit(token, f"{type(exc).__name__}: {exc}")
            return
        self.finished.emit(token)
