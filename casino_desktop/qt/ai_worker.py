"""Computer players think on a worker thread, so the window never freezes.

mu's wiring: a QObject moved to a QThread, asked through a queued signal,
answering through a signal.  Each request carries a token; a New Game bumps
the token and sets the cancel event, so a late answer from an old game is
dropped instead of being played.  The player only ever sees a clone of the
seat's information view (``GameState.information_view``), never the state
the window shows.  Because of the GIL the search itself must be written to
yield (pure Python does, every few milliseconds); the latency test proves it.
"""
from __future__ import annotations

import random
import threading
import traceback

from PySide6.QtCore import QObject, QThread, Signal, Slot

from casino_desktop.core import GameState


class AiWorker(QObject):
    chosen = Signal(int, object)  # token, Move
    failed = Signal(int, str)     # token, what went wrong

    @Slot(int, object, object, int, float, object)
    def think(self, token: int, player, view: GameState, seed: int, budget: float,
              cancel: threading.Event) -> None:
        if cancel.is_set():  # cancelled while queued behind an older search
            return
        try:
            move = player.choose(view, random.Random(seed), budget, cancel)
        except Exception as exc:  # a broken player must not take the window down
            traceback.print_exc()
            self.failed.emit(token, f"{type(exc).__name__}: {exc}")
            return
        self.chosen.emit(token, move)


class AiThread(QObject):
    """Owns the thread and the worker; ``ask`` returns at once."""

    move_ready = Signal(int, object)
    move_failed = Signal(int, str)
    _request = Signal(int, object, object, int, float, object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.thread = QThread()
        self.thread.setObjectName("casino-ai")
        self.worker = AiWorker()
        self.worker.moveToThread(self.thread)
        self._request.connect(self.worker.think)
        self.worker.chosen.connect(self._on_chosen)
        self.worker.failed.connect(self._on_failed)
        self.token = 0
        # One event per request: cancelling an old search must not be undone
        # by the next request while the old one is still winding down.
        self._cancel = threading.Event()
        self.thread.start()

    def ask(self, player, view: GameState, seed: int, budget: float) -> int:
        """Start thinking about ``view``; the answer comes as ``move_ready``."""
        self.cancel()
        self._cancel = threading.Event()
        self._request.emit(self.token, player, view, seed, budget, self._cancel)
        return self.token

    def cancel(self) -> None:
        """Drop whatever is being thought about (New Game, quit)."""
        self.token += 1
        self._cancel.set()

    def _on_chosen(self, token: int, move) -> None:
        if token == self.token:
            self.move_ready.emit(token, move)

    def _on_failed(self, token: int, message: str) -> None:
        if token == self.token:
            self.move_failed.emit(token, message)

    def stop(self, wait_ms: int = 5000) -> None:
        """Cancel and end the thread (quit); waits for a running search to return."""
        self.cancel()
        self.thread.quit()
        self.thread.wait(wait_ms)
