"""Computer players think on a worker thread: the window keeps responding,
and New Game drops a search that is under way."""
from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QTimer

from casino_desktop.core import legal_moves
from casino_desktop.qt.game.ai_worker import AiThread
from ..table_helpers import make_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


class SlowPlayer:
    """Thinks for ``seconds`` in pure Python (holding the GIL as a search does)."""

    name = "slow"

    def __init__(self, seconds: float):
        self.seconds = seconds
        self.thread = None
        self.cancelled = False
        self.go = threading.Event()  # the test starts the think when the window is idle
        self.go.set()

    def choose(self, view, rng, budget, cancel=None):
        self.thread = threading.current_thread()
        self.go.wait()
        end = time.perf_counter() + self.seconds
        x = 0
        while time.perf_counter() < end:
            x += 1  # busy work
            if cancel is not None and cancel.is_set():
                self.cancelled = True
                break
        return legal_moves(view)[0]


class BusyUntilTicks:
    """Thinks in pure Python (holding the GIL between switches, as a search
    does) until the window's event loop has turned ``ticks`` times, or for
    at most ``cap`` seconds.  If the search ran on the window's thread, or
    starved it, the loop could not turn and the cap would end the think."""

    name = "busy"

    def __init__(self, ticks: int, cap: float = 60.0):
        self.ticks, self.cap = ticks, cap
        self.seen = [0]
        self.thread = None
        self.reached = None

    def choose(self, view, rng, budget, cancel=None):
        self.thread = threading.current_thread()
        end = time.perf_counter() + self.cap  # a safety cap only: the count decides
        x = 0
        while self.seen[0] < self.ticks and time.perf_counter() < end:
            x += 1  # busy work
        self.reached = self.seen[0] >= self.ticks
        return legal_moves(view)[0]


def test_gui_thread_keeps_handling_events_while_the_computer_thinks(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, players=2)
    window.setup.seats[0] = window.setup.seats[1]  # both seats computers
    busy = BusyUntilTicks(50)
    timer = QTimer()
    timer.setInterval(0)  # a turn of the event loop each time it is free
    timer.timeout.connect(lambda: busy.seen.__setitem__(0, busy.seen[0] + 1))
    window.start_game()
    window.controller.players = {0: busy, 1: busy}
    qtbot.waitUntil(lambda: busy.thread is not None, timeout=10000)
    busy.seen[0] = 0
    timer.start()
    qtbot.waitUntil(lambda: busy.reached is not None, timeout=int(busy.cap * 1000) + 10000)
    timer.stop()
    assert busy.thread is not threading.main_thread()
    assert busy.reached, "the window's event loop did not turn while the computer thought"


def test_new_game_cancels_the_search(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, players=2)
    window.setup.seats[0] = window.setup.seats[1]
    window.start_game()
    slow = SlowPlayer(30.0)
    window.controller.players = {0: slow, 1: slow}
    qtbot.waitUntil(lambda: slow.thread is not None, timeout=5000)
    started = time.perf_counter()
    window.start_game()  # a new game while the old one's search runs
    qtbot.waitUntil(lambda: slow.cancelled, timeout=3000)
    assert time.perf_counter() - started < 3


def test_worker_runs_on_its_own_thread_and_stops(qtbot):
    ai = AiThread()
    seen = []
    ai.move_ready.connect(lambda token, move: seen.append((token, move)))

    class Echo:
        def choose(self, view, rng, budget, cancel=None):
            seen.append("worker" if threading.current_thread() is ai.thread else "wrong thread")
            return "move"

    token = ai.ask(Echo(), None, 1, 0.1)
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=3000)
    assert seen == ["worker", (token, "move")]
    ai.stop()
    assert not ai.thread.is_alive()


def test_keyboard_interrupt_in_a_player_goes_to_the_main_thread_and_the_game_can_go_on(qtbot, monkeypatch):
    from casino_desktop.qt.game import ai_worker
    interrupts = []
    monkeypatch.setattr(ai_worker._thread, "interrupt_main", lambda: interrupts.append(1))
    ai = AiThread()
    failed, ready = [], []
    ai.move_failed.connect(lambda token, message: failed.append(message))
    ai.move_ready.connect(lambda token, move: ready.append(move))

    class CtrlC:
        def choose(self, view, rng, budget, cancel=None):
            raise KeyboardInterrupt

    class Echo:
        def choose(self, view, rng, budget, cancel=None):
            return "move"
    first = ai.thread
    ai.ask(CtrlC(), None, 1, 0.1)
    qtbot.waitUntil(lambda: len(failed) == 1, timeout=3000)
    assert interrupts == [1]
    first.join(3)
    assert not first.is_alive()  # the worker ended, as Ctrl-C asks...
    ai.ask(Echo(), None, 1, 0.1)  # ...and the next request gets a fresh one
    qtbot.waitUntil(lambda: ready == ["move"], timeout=3000)
    ai.stop()
