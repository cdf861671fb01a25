"""Cycles are collected on the window's thread, never on a worker's.

CPython runs a collection on whichever thread happens to allocate past the
threshold, and it destroys what it finds there.  A widget, a scene item or
any other Qt object that ends up in a garbage cycle (a lambda connected to
its own signal is enough) is then deleted by its C++ destructor on that
thread: the computer player's, the drill maker's or the network's, while
the window may be painting the same scene.  Qt objects must die on the
thread they live on; a deletion anywhere else is a crash waiting to happen
(one worker was seen mid-move-generation when a test run died of a
segmentation fault).

So while the window runs, the automatic collector is off and a timer on
the window's thread collects what is due (``gc_tuning.collect_due``: the
same generations, by the same thresholds, only a little later).  Workers
still free what they drop at once by reference counting; only cycles wait
for the next tick.

A worker can also hold the last reference to a Qt object the window has
let go (the signal bridge it emits through, a loader whose thread runs a
bound method): when the thread ends, that object would die on it.  So each
such object is held (``hold_until_done``) until its thread has ended, and
let go on the window's thread at the next tick.
"""
from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from casino_desktop.gc_tuning import collect_due

TICK_MS = 100  # how often the window looks; a young collection takes about a millisecond

_held: list[tuple[object, threading.Thread]] = []
_held_lock = threading.Lock()


def hold_until_done(thing: object, thread: threading.Thread) -> None:
    """Keep ``thing``, a Qt object ``thread`` uses, alive until the thread
    has ended; ``release_finished`` lets it go then, on the window's thread."""
    with _held_lock:
        _held.append((thing, thread))


def release_finished() -> None:
    """Let go of what ended threads held (call on the window's thread)."""
    with _held_lock:
        done = [pair for pair in _held if not pair[1].is_alive()]
        _held[:] = [pair for pair in _held if pair[1].is_alive()]
    del done  # the last references die here, on this thread


def _tick() -> None:
    release_finished()
    collect_due()


class GuiThreadCollector(QObject):
    """Owned by the application; ``install`` makes the one there is."""

    def __init__(self, app: QCoreApplication):
        super().__init__(app)
        self.setObjectName("gui-thread-collector")
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(_tick)

    def start(self) -> None:
        # For the rest of the process: it ends with the application.
        gc.disable()
        self._timer.start()


def install(app: QCoreApplication) -> GuiThreadCollector:
    """Start collecting on ``app``'s thread (once: a second call returns the first)."""
    found = app.findChild(GuiThreadCollector, "gui-thread-collector")
    if isinstance(found, GuiThreadCollector):
        return found
    collector = GuiThreadCollector(app)
    collector.start()
    return collector
