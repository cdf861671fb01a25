"""Computer players think on a worker thread, so the window never freezes.

Each request carries a token; a New Game bumps the token and sets the
request's cancel event, so a late answer from an old game is dropped instead
of being played.  The player only ever sees a clone of the seat's
information view (``GameState.information_view``), never the state the
window shows.  Because of the GIL the search itself must be written to yield
(pure Python does, every few milliseconds); the latency test proves it.

Why a Python daemon thread and not a QThread: a computer player is code we
do not trust to return.  A QThread that is still running when its object is
destroyed aborts the whole process ("QThread: Destroyed while thread is
still running", exit 134) on any exit path we did not foresee, and a player
stuck in a loop would hold every later request hostage.  A daemon thread
can be abandoned (the computer seats' watchdog does so and starts a fresh one)
and never keeps the process alive or brings it down.  Answers still arrive
on the GUI thread as queued Qt signals.
"""
from __future__ import annotations

import _thread
import atexit
import logging
import os
import queue
import random
import reprlib
import threading
import weakref
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal

from casino_desktop.core import GameState
from casino_desktop.qt.gui_collector import hold_until_done

log = logging.getLogger("casino_desktop.players")

THINK_NICENESS = 5  # the worker thread's nice value on Linux (0 is normal, 19 the lowest)
MAX_STUCK = 2  # abandoned threads still running before we stop asking computers at all
_short = reprlib.Repr()
_short.maxstring = _short.maxother = 80


@dataclass
class _Request:
    token: int
    player: object
    view: GameState
    seed: int
    budget: float
    cancel: threading.Event


class _Bridge(QObject):
    """Lives on the GUI thread; the worker emits through it (queued)."""

    answered = Signal(int, object)   # token, whatever the player returned
    failed = Signal(int, str)        # token, what went wrong (for the log, never the screen)


def describe_failure(exc: BaseException) -> str:
    """One line for the log: the exception's class and message, shortened."""
    try:
        text = _short.repr(str(exc))[1:-1]
    except Exception:  # an exception whose own message fails
        text = "(no message)"
    return f"{type(exc).__name__}: {text}"


class _Worker:
    """One thread that answers requests in order until told to stop."""

    def __init__(self, bridge: _Bridge):
        self.bridge = bridge
        self.requests: queue.SimpleQueue = queue.SimpleQueue()
        self.stopped = False
        self.current: _Request | None = None  # the request being thought about
        self.thread = threading.Thread(target=self._run, name="casino-ai", daemon=True)
        hold_until_done(bridge, self.thread)  # never let go last by this thread
        self.thread.start()

    def _run(self) -> None:
        try:
            # On a busy machine the window should get the processor first:
            # it has to take the GIL back from the search every few ms.
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), THINK_NICENESS)
        except (AttributeError, OSError):  # not Linux, or not allowed: no matter
            pass
        while True:
            req = self.requests.get()
            if req is None or self.stopped:
                return
            if req.cancel.is_set():  # cancelled while queued behind an older search
                continue
            self.current = req
            try:
                answer = req.player.choose(req.view, random.Random(req.seed), req.budget, req.cancel)
            except KeyboardInterrupt:
                # Ctrl-C belongs to the main thread: hand it over, end this thread.
                self._emit_failed(req.token, "interrupted")
                _thread.interrupt_main()
                return
            except BaseException as exc:  # noqa: B036 - SystemExit from a player must not end the game either
                self._emit_failed(req.token, describe_failure(exc))
                continue
            if not self.stopped:
                self.bridge.answered.emit(req.token, answer)

    def _emit_failed(self, token: int, message: str) -> None:
        if not self.stopped:
            self.bridge.failed.emit(token, message)

    def stop(self, wait_s: float) -> None:
        self.stopped = True
        current = self.current
        if current is not None:
            current.cancel.set()  # a search polls it and returns soon
        self.requests.put(None)
        if self.thread is not threading.current_thread():
            self.thread.join(wait_s)


_live: "weakref.WeakSet[AiThread]" = weakref.WeakSet()


@atexit.register
def _stop_all() -> None:
    """Every exit path (an exception during start-up included) stops the
    workers before Qt is torn down, so no answer is emitted into a dead app."""
    for ai in list(_live):
        ai.stop(wait_ms=500)


class AiThread(QObject):
    """Owns the worker thread; ``ask`` returns at once."""

    move_ready = Signal(int, object)  # token, the player's answer (the controller vets it)
    move_failed = Signal(int, str)    # token, one line for the log

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._bridge = _Bridge()
        self._bridge.answered.connect(self._on_answered)
        self._bridge.failed.connect(self._on_failed)
        self.token = 0
        self._wanted_from = 0  # answers to tokens from this one to ``token`` are wanted
        # One event per request: cancelling an old search must not be undone
        # by the next request while the old one is still winding down.
        self._cancel = threading.Event()
        self._worker = _Worker(self._bridge)
        self._stuck: list[_Worker] = []
        self._warned = False
        _live.add(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)
        # Destroyed without ``stop`` (its window deleted, not closed): the
        # threads must not outlive it.  The lambda holds the worker list, not
        # ``self``, which is half gone by then.
        workers = self._all_workers = [self._worker]
        self.destroyed.connect(lambda *_: [w.stop(0.5) for w in workers])  # type: ignore[func-returns-value]  # a list: every stop in one lambda

    @property
    def thread(self) -> threading.Thread:  # type: ignore[override]  # the Python thread thinking: Qt's thread() of this object is never asked
        return self._worker.thread

    def ask(self, player, view: GameState, seed: int, budget: float, behind: bool = False) -> int:
        """Start thinking about ``view``; the answer comes as ``move_ready``.
        ``behind``: queue it behind the requests still out, whose answers
        stay wanted (the coach grades every move), instead of cancelling them."""
        if behind and not self._cancel.is_set():
            self.token += 1
        else:
            self.cancel()
            self._cancel = threading.Event()
        if self._worker.stopped or not self._worker.thread.is_alive():
            self._new_worker()  # e.g. after a Ctrl-C ended the old one
        self._worker.requests.put(_Request(self.token, player, view, seed, budget, self._cancel))
        return self.token

    def cancel(self) -> None:
        """Drop whatever is being thought about (New Game, quit)."""
        self.token += 1
        self._wanted_from = self.token  # earlier answers are dropped
        self._cancel.set()

    def abandon(self) -> None:
        """The current request did not come back in time: leave its thread
        to finish on its own (its answer will be dropped) and think on a
        fresh one from now on."""
        self.cancel()
        stuck = self._worker
        self._new_worker()
        stuck.stopped = True
        stuck.requests.put(None)
        self._stuck.append(stuck)

    def _new_worker(self) -> None:
        self._worker = _Worker(self._bridge)
        self._all_workers[:] = [w for w in self._all_workers if w.thread.is_alive()] + [self._worker]

    def can_ask(self) -> bool:
        """False while too many abandoned threads still run: asking again
        would only pile up more of them."""
        self._stuck = [w for w in self._stuck if w.thread.is_alive()]
        return len(self._stuck) < MAX_STUCK

    def _wanted(self, token: int) -> bool:
        return self._wanted_from <= token <= self.token

    def _on_answered(self, token: int, answer) -> None:
        if self._wanted(token):
            self.move_ready.emit(token, answer)

    def _on_failed(self, token: int, message: str) -> None:
        if self._wanted(token):
            self.move_failed.emit(token, message)

    def stop(self, wait_ms: int = 5000) -> None:
        """Cancel and end the thread (quit); waits a while for a running
        search to notice the cancel; one that does not is left behind."""
        self.cancel()
        self._worker.stop(wait_ms / 1000)
        for w in self._stuck:
            w.stop(0)
        if self._worker.thread.is_alive() and not self._warned:
            self._warned = True
            log.warning("A computer player was still thinking at quit; it was left behind.")
