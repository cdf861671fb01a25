"""Runs card animations in phases and says when all cards have landed.

A move is shown in steps (the card lands on its target, the catch goes to
the pile, the table closes up and the next hands are dealt); each step is a
callable that starts its card animations and returns how long they take.
The table's input waits on ``busy`` (KPat ignores clicks while cards move).
Timers, not animation groups: a CardItem owns its current animation and a
group would take it over and delete it under the item's feet.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, QTimer, Signal

Phase = Callable[[], int]


class Animator(QObject):
    finished = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._phases: list[Phase] = []
        self._timers: list[QTimer] = []
        self._busy = False
        self._step = QTimer(self)
        self._step.setSingleShot(True)
        self._step.timeout.connect(self._next)

    @property
    def busy(self) -> bool:
        return self._busy

    def run(self, phases: list[Phase]) -> None:
        """Run the phases one after the other; ``finished`` fires after the
        last (always asynchronously, even when every phase takes 0 ms)."""
        self.cancel()
        self._phases = list(phases)
        self._busy = True
        self._step.start(0)

    def later(self, delay_ms: int, action: Callable[[], None]) -> None:
        """Start ``action`` after a delay (a staggered deal); cancellable."""
        if delay_ms <= 0:
            action()
            return
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(action)
        timer.timeout.connect(lambda: self._forget(timer))
        self._timers.append(timer)
        timer.start(delay_ms)

    def _forget(self, timer: QTimer) -> None:
        if timer in self._timers:
            self._timers.remove(timer)
            timer.deleteLater()

    def cancel(self) -> None:
        """Stop waiting (New Game): pending steps and delayed starts are dropped."""
        self._step.stop()
        for t in self._timers:
            t.stop()
            t.deleteLater()
        self._timers.clear()
        self._phases = []
        self._busy = False

    def _next(self) -> None:
        if not self._phases:
            self._busy = False
            self.finished.emit()
            return
        phase = self._phases.pop(0)
        duration = max(0, int(phase()))
        self._step.start(duration)
