"""Shutting down at any moment is silent: during the deal, mid-move, while
the computer thinks, with the move chooser open, or after an exception
during start-up.  Nothing on stderr, no Qt warning (pytest-qt fails the
test on one), and the computer's thread has stopped."""
from __future__ import annotations

import os
import subprocess
import sys
import threading
import time

import pytest
from PySide6.QtCore import QPoint, QSettings
from shiboken6 import delete, isValid

from casino_desktop.core import legal_moves
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.main_window import MainWindow
from .table_helpers import position

pytestmark = [pytest.mark.gui]


class Thinker:
    """Thinks until cancelled (as a search does), at most ``seconds``."""

    name = "thinker"

    def __init__(self, seconds: float = 30.0):
        self.seconds = seconds
        self.started = threading.Event()

    def choose(self, view, rng, budget, cancel=None):
        self.started.set()
        end = time.monotonic() + self.seconds
        while time.monotonic() < end and not (cancel is not None and cancel.is_set()):
            time.sleep(0.005)
        return legal_moves(view)[0]


def make_window(qtbot, tmp_path, players=2) -> MainWindow:
    """As ``table_helpers.make_window``, but not handed to qtbot: these tests
    destroy the window themselves, as quitting does."""
    seats = [SeatSetup(HUMAN)] + [SeatSetup(COMPUTER, "random") for _ in range(players - 1)]
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(GameSetup("casino", {}, players, False, seats, 1), settings=settings)
    window.set_speed_quietly("instant")
    window.controller.budget = 0.05
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def _close_and_destroy(qtbot, window) -> None:
    """What quitting does: close, then the C++ objects go (cards mid-flight included)."""
    ai = window.controller.seats.ai
    window.close()
    assert not ai.thread.is_alive(), "the computer's thread stopped on close"
    delete(window)
    assert not isValid(window)
    qtbot.wait(50)


@pytest.mark.parametrize("after_ms", [0, 60, 150, 300, 500])
def test_window_closed_during_deal_stops_cleanly(qtbot, tmp_path, capfd, after_ms):
    window = make_window(qtbot, tmp_path, players=4)
    window.set_speed_quietly("slow")
    window.start_game()
    qtbot.wait(after_ms)
    _close_and_destroy(qtbot, window)
    assert capfd.readouterr().err == ""


@pytest.mark.parametrize("after_ms", [20, 120, 250])
def test_close_mid_move_animation_is_silent(qtbot, tmp_path, capfd, after_ms):
    window = make_window(qtbot, tmp_path, players=2)
    state = position("casino", "4D KC QH JS", "4S 5H 8H 9S")
    window.controller.resume(window.setup, state)
    qtbot.waitUntil(lambda: window.input.enabled, timeout=10000)
    window.set_speed_quietly("slow")
    move = next(m for m in legal_moves(state) if m.kind == "capture")
    assert window.controller.play_human(move)
    qtbot.wait(after_ms)
    assert window.scene.animator.busy
    _close_and_destroy(qtbot, window)
    assert capfd.readouterr().err == ""


def test_close_while_the_computer_thinks_is_silent(qtbot, tmp_path, capfd):
    window = make_window(qtbot, tmp_path, players=2)
    window.setup.seats[0] = window.setup.seats[1]
    window.start_game()
    thinker = Thinker()
    window.controller.players = {0: thinker, 1: thinker}
    qtbot.waitUntil(thinker.started.is_set, timeout=10000)
    started = time.monotonic()
    _close_and_destroy(qtbot, window)
    assert time.monotonic() - started < 3  # the search heard the cancel
    assert capfd.readouterr().err == ""


def test_close_with_the_move_chooser_open_is_silent(qtbot, tmp_path, capfd):
    window = make_window(qtbot, tmp_path, players=2)
    state = position("casino", "4D KC QH JS", "4S 5H 8H 9S")
    window.controller.resume(window.setup, state)
    qtbot.waitUntil(lambda: window.input.enabled, timeout=10000)
    moves = legal_moves(state)
    window.chooser.open_for(state, moves, QPoint(200, 200), moves[0].card)
    assert window.chooser.isVisible()
    _close_and_destroy(qtbot, window)
    assert capfd.readouterr().err == ""


def test_window_deleted_without_close_stops_the_computers_thread(qtbot, tmp_path, capfd):
    window = make_window(qtbot, tmp_path, players=2)
    window.setup.seats[0] = window.setup.seats[1]
    window.start_game()
    thinker = Thinker()
    window.controller.players = {0: thinker, 1: thinker}
    qtbot.waitUntil(thinker.started.is_set, timeout=10000)
    thread = window.controller.seats.ai.thread
    delete(window)
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=3000)
    assert capfd.readouterr().err == ""


_CLOSE_WHILE_CARDS_FLY = """
import sys
from PySide6.QtCore import QTimer
from casino_desktop import app

skip = int(sys.argv[1])  # polls (10 ms apart) to let pass once cards are flying
_make_app = app._make_app


def make(argv, **kwargs):
    qapp = _make_app(argv, **kwargs)
    seen = [0]

    def poll():
        windows = [w for w in qapp.topLevelWidgets() if w.objectName() == "mainWindow"]
        if windows and any(c.is_animating() for c in windows[0].scene.cards.values()):
            seen[0] += 1
            if seen[0] > skip:
                windows[0].close()
                return
        QTimer.singleShot(10, poll)
    QTimer.singleShot(10, poll)
    return qapp


app._make_app = make
sys.exit(app.main(["--speed", "slow"]))
"""
OFFSCREEN_NOISE = "This plugin does not support propagateSizeHints()"  # Qt's offscreen platform only


def _run_app(tmp_path, script: str, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(tmp_path / name.lower())
    return subprocess.run([sys.executable, "-c", script, *args], env=env, capture_output=True, text=True,
                          timeout=60)


@pytest.mark.parametrize("skip_polls", [0, 10])
def test_close_during_deal_is_silent(tmp_path, skip_polls):
    """The real app, closed while the deal's cards fly, and torn down as at
    quit.  Was: ~200 lines of "RuntimeError: Internal C++ object
    (QPropertyAnimation) already deleted" from ``cards.item._follow``."""
    done = _run_app(tmp_path, _CLOSE_WHILE_CARDS_FLY, str(skip_polls))
    assert done.returncode == 0
    assert done.stderr.replace(OFFSCREEN_NOISE, "").strip() == ""


_START_UP_FAILURE = """
import sys, time
from casino_desktop import app
from casino_desktop.core import legal_moves
from casino_desktop.qt import main_window

class Slow:
    name = "slow"
    def choose(self, view, rng, budget, cancel=None):
        time.sleep(3)  # deaf to the cancel: the thread is still busy at exit
        return legal_moves(view)[0]

def fail(self):
    self.start_game()
    self.controller.players = {0: Slow(), 1: Slow()}
    self.controller.advance()
    time.sleep(0.2)
    raise RuntimeError("injected start-up failure")

main_window.MainWindow.resume_or_start = fail
sys.exit(app.main([]))
"""


def test_exception_during_start_up_does_not_abort_on_a_running_ai_thread(tmp_path):
    """Was: "QThread: Destroyed while thread 'casino-ai' is still running", exit 134."""
    done = _run_app(tmp_path, _START_UP_FAILURE)
    assert done.returncode == 1, done.stderr  # the injected exception's exit, not an abort (134 / -6)
    assert "QThread" not in done.stderr
    assert "RuntimeError: injected start-up failure" in done.stderr
