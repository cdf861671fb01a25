"""The coach's worker: requests queue behind each other and every answer is
delivered; a new game drops them all; the computer seats' rule is unchanged."""
from __future__ import annotations

import threading

import pytest

from casino_desktop.core.legality import resolve
from casino_desktop.qt.coach.worker import CoachWorker
from casino_desktop.qt.game.ai_worker import AiThread
from .helpers import BLUNDER, last_deal

pytestmark = [pytest.mark.gui]


class Echo:
    def __init__(self, answer, gate: threading.Event | None = None) -> None:
        self.answer = answer
        self.gate = gate

    def choose(self, view, rng, budget, cancel=None):
        if self.gate is not None:
            self.gate.wait(10)
        return self.answer


def test_requests_behind_each_other_are_all_answered_and_a_plain_ask_cancels_them(qtbot):
    ai = AiThread()
    seen = []
    ai.move_ready.connect(lambda token, answer: seen.append(answer))
    hold = threading.Event()
    ai.ask(Echo("a", hold), None, 1, 0.1, behind=True)
    ai.ask(Echo("b"), None, 1, 0.1, behind=True)
    hold.set()
    qtbot.waitUntil(lambda: seen == ["a", "b"], timeout=3000)
    hold.clear()
    ai.ask(Echo("c", hold), None, 1, 0.1, behind=True)
    ai.ask(Echo("d"), None, 1, 0.1)  # the computer seats' way: the earlier one is dropped
    hold.set()
    qtbot.waitUntil(lambda: "d" in seen, timeout=3000)
    qtbot.wait(50)
    assert seen == ["a", "b", "d"]
    ai.stop()


def test_the_coach_worker_grades_off_the_gui_thread_and_drops_all_on_a_new_game(qtbot, monkeypatch):
    from casino_desktop.qt.coach import worker as module
    where = []
    real = module.grade
    monkeypatch.setattr(module, "grade", lambda *a, **k: where.append(threading.current_thread()) or real(*a, **k))
    worker = CoachWorker()
    graded = []
    worker.graded.connect(lambda key, g: graded.append((key, g.label, threading.current_thread())))
    state = last_deal(*BLUNDER)
    view = state.information_view(0)
    worker.grade("first", view, resolve(view, "3H trail"))
    worker.grade("second", view, resolve(view, "10S take 10D"))
    qtbot.waitUntil(lambda: len(graded) == 2, timeout=10000)
    assert [(k, label) for k, label, _ in graded] == [("first", "blunder"), ("second", "good")]
    assert where == [worker.ai.thread] * 2  # weighed on the worker's thread...
    assert graded[0][2] is threading.main_thread()  # ...and the answer arrives on the GUI thread
    worker.grade("dropped", view, resolve(view, "3H trail"))
    worker.drop_all()
    qtbot.wait(300)
    assert len(graded) == 2 and worker.pending() == 0
    with pytest.raises(ValueError):
        worker.grade("full", state, resolve(state, "3H trail"))  # never from a full state
    worker.stop()
