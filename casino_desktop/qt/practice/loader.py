"""Drill sets are made off the GUI thread: one takes a second or two.

Why a Python daemon thread and not a QThread, as for the computer players
(``qt/game/ai_worker``): a QThread still running when the window closes
aborts the process; a daemon thread is simply abandoned.  The sets arrive
on the GUI thread as queued signals of a bridge made there.  A request
carries a token; a newer request (other rules) makes older answers stale,
and the window drops them.
"""
from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QObject, Signal

from casino_desktop.practice import drill_set

log = logging.getLogger(__name__)


class DrillLoader(QObject):
    """Made on the GUI thread; its signals reach the window queued."""

    ready = Signal(int, object)     # token, a drill set (dict of drills)
    failed = Signal(int, str)       # token, what went wrong (for the log)
    finished = Signal(int)          # token: every seed asked for is done

    def __init__(self, make=drill_set):
        # No Qt parent: the thread keeps this object alive until it is done,
        # so a window closed meanwhile never leaves it emitting from freed memory.
        super().__init__()
        self._make = make   # tests may pass a slower or failing maker
        self._token = 0
        self._threads: list[threading.Thread] = []

    @property
    def token(self) -> int:
        return self._token

    def start(self, variant: str, options: dict, seeds: list[int]) -> int:
        """Make a drill set for each seed in turn; each is sent on its own,
        so practice starts with the first one while the next is made."""
        self._token += 1
        token = self._token
        thread = threading.Thread(target=self._run, args=(token, variant, dict(options), list(seeds)),
                                  name="casino-drills", daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        thread.start()
        return token

    def cancel(self) -> None:
        self._token += 1

    def busy(self) -> bool:
        return any(t.is_alive() for t in self._threads)

    def _run(self, token: int, variant: str, options: dict, seeds: list[int]) -> None:
        try:
            for seed in seeds:
                if token != self._token:
                    return  # other rules were asked for: nobody wants these
                drills = self._make(variant, options, seed)
                # Keyed by seed too: the sets of two seeds hold a drill of each topic.
                self.ready.emit(token, {f"{seed}:{k}": d for k, d in drills.items()})
        except Exception as exc:  # noqa: BLE001 - a fault here must not pass silently, nor kill the window
            log.exception("practice: making drills failed")
            self._emit_failed(token, f"{type(exc).__name__}: {exc}")
            return
        try:
            self.finished.emit(token)
        except RuntimeError:
            pass  # the window (and the bridge) closed meanwhile

    def _emit_failed(self, token: int, text: str) -> None:
        try:
            self.failed.emit(token, text)
        except RuntimeError:
            pass
