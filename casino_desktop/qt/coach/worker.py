"""The coach's worker thread: gradings and "why?" answers, off the GUI thread.

It is an ``AiThread`` of its own (the kind of thread the computer players
think on: a daemon thread whose answers come back as queued Qt signals),
not the computer seats' one, so a grading never cancels a computer's move
and a computer's move never cancels a grading.  Its requests queue behind
each other (``AiThread.ask(behind=True)``): every move played is wanted
graded, so a second move played before the first is weighed does not drop
the first.

Each request carries the caller's key (an id of ``book.GradeBook``, or the
review's); the caller decides whether the answer still applies.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from casino_desktop.coach import explain_choice, grade
from casino_desktop.coach.hint import HINT_SEED
from casino_desktop.coach.weighing import COACH
from casino_desktop.core import GameState, Move
from casino_desktop.qt.game.ai_worker import AiThread

log = logging.getLogger("casino_desktop.coach")

# The coach's sampling seed: ``cli grade``'s default and the hint's, so the
# table grades a move exactly as ``cli grade`` does for the same position,
# and grades the hint's move good.
COACH_SEED = HINT_SEED


@dataclass(frozen=True)
class GradeJob:
    """A grading, in the shape the worker asks of a computer player."""

    move: Move

    def choose(self, view: GameState, rng, budget: float, cancel=None):
        # The coach's search stops on counts of work (``COACH``), not on
        # the worker's ``budget``: it reads the view and its seed only.
        return grade(view, self.move, COACH, COACH_SEED)


@dataclass(frozen=True)
class WhyJob:
    """The options the search weighs highest for the seat to move."""

    def choose(self, view: GameState, rng, budget: float, cancel=None):
        return explain_choice(view, COACH, COACH_SEED)


class CoachWorker(QObject):
    graded = Signal(object, object)    # key, coach.Grade
    explained = Signal(object, list)   # key, [coach.Option]
    failed = Signal(object, str)       # key, one line for the log (never the screen)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ai = AiThread(self)
        self.ai.move_ready.connect(self._answered)
        self.ai.move_failed.connect(self._failed)
        self._keys: dict[int, tuple[str, object]] = {}  # AI token: (job kind, caller's key)

    def grade(self, key, view: GameState, move: Move) -> None:
        """Grade ``move`` from ``view`` (the mover's information view); ``graded`` answers."""
        self._ask("grade", key, GradeJob(move), view)

    def explain(self, key, view: GameState) -> None:
        """The best three options from ``view``; ``explained`` answers."""
        self._ask("why", key, WhyJob(), view)

    def _ask(self, kind: str, key, job, view: GameState) -> None:
        if view.viewer != view.to_move:
            raise ValueError("the coach reads the information view of the seat to move")
        token = self.ai.ask(job, view, COACH_SEED, COACH.time_limit, behind=True)
        self._keys[token] = (kind, key)

    def pending(self) -> int:
        """Requests not answered yet."""
        return len(self._keys)

    def drop_all(self) -> None:
        """Forget every request (a new game): late answers are dropped."""
        self.ai.cancel()
        self._keys.clear()

    def stop(self) -> None:
        self._keys.clear()
        self.ai.stop()

    def _answered(self, token: int, answer) -> None:
        kind, key = self._keys.pop(token, (None, None))
        if kind == "grade":
            self.graded.emit(key, answer)
        elif kind == "why":
            self.explained.emit(key, list(answer))

    def _failed(self, token: int, message: str) -> None:
        kind, key = self._keys.pop(token, (None, None))
        if kind is not None:
            log.warning("The coach failed on a %s request: %s.", kind, message)
            self.failed.emit(key, message)
