"""One game window per data folder: a later start hands over and exits.

Two real processes on one home folder (offscreen): the first plays with a
computer in the person's seat and saving on; a second start must come back
at once, say that Casino is open, and leave the first playing.  A lock left
by a first start killed with SIGKILL must not block the next start."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading

import pytest

from casino_desktop.qt.game.single_instance import Claim, InstanceLock, InstanceServer

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                         "This plugin does not support raise")]
APP_WAIT_S = 60


class App:
    """``python -m casino_desktop`` with the person's seat played by a computer."""

    def __init__(self, env: dict, *extra: str):
        cmd = [sys.executable, "-m", "casino_desktop", "--computer-plays-human", "--report-moves",
               "--speed", "instant", *extra]
        self.proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.lines: list[str] = []
        self.changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            with self.changed:
                self.lines.append(line.strip())
                self.changed.notify_all()

    def plies(self) -> int:
        return sum(1 for x in self.lines if x.startswith("ply"))

    def wait_for(self, predicate) -> bool:
        with self.changed:
            return self.changed.wait_for(lambda: predicate() or self.proc.poll() is not None, APP_WAIT_S)

    def stop(self, sig=signal.SIGKILL) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        self.proc.wait(APP_WAIT_S)


TELL = """
import sys
from PySide6.QtCore import QCoreApplication
from casino_desktop.qt.game.single_instance import InstanceLock, tell_running_instance
app = QCoreApplication([])
lock = InstanceLock(sys.argv[1])
lock.claim()
print(tell_running_instance(lock, sys.argv[2:], 20) is True, flush=True)
"""


def tell_from_another_process(folder, *argv: str) -> subprocess.Popen:
    """A later start's hand-over, in a process of its own as in real use
    (in a thread of this one it would compete for the interpreter with the
    window it talks to)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=os.getcwd())
    return subprocess.Popen([sys.executable, "-c", TELL, str(folder), *argv], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


@pytest.fixture
def app_env(tmp_path):
    env = dict(os.environ)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(tmp_path / "home" / name.lower())
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = os.getcwd()
    return env


def test_a_second_start_hands_over_to_the_open_window_and_exits(app_env):
    first = App(app_env)
    try:
        assert first.wait_for(lambda: first.plies() >= 3), first.lines
        second = subprocess.run([sys.executable, "-m", "casino_desktop"], env=app_env, capture_output=True,
                                text=True, timeout=APP_WAIT_S)
        assert second.returncode == 0
        assert "Casino is already open" in second.stderr
        played = first.plies()
        assert first.wait_for(lambda: first.plies() > played + 3), "the first window stopped playing"
        assert first.proc.poll() is None
    finally:
        first.stop()


def test_a_lock_left_by_a_killed_start_does_not_block_the_next(app_env):
    first = App(app_env)
    assert first.wait_for(lambda: first.plies() >= 3), first.lines
    first.stop(signal.SIGKILL)
    again = App(app_env)
    try:
        assert again.wait_for(lambda: bool(again.lines)), "the next start did not come up"
        assert again.lines[0].startswith("start resumed"), again.lines
        assert again.wait_for(lambda: again.plies() >= 1)
    finally:
        again.stop()


def test_a_later_start_is_answered_and_its_command_line_handed_over(qapp, qtbot, tmp_path):
    ours, later = InstanceLock(tmp_path), InstanceLock(tmp_path)
    assert ours.claim() is Claim.OURS
    assert later.claim() is Claim.ELSEWHERE
    server = InstanceServer(ours.name, qapp)  # as in the app: it lives as long as the application
    assert server.listening
    with qtbot.waitSignal(server.request, timeout=30000) as request:
        sender = tell_from_another_process(tmp_path, "--seed", "5")
    qtbot.waitUntil(lambda: sender.poll() is not None, timeout=30000)
    assert request.args == [["--seed", "5"]] and sender.stdout.read().strip() == "True"
    server.server.close()
    ours.release()


def test_the_lock_grows_stale_only_with_its_owner_not_with_age(tmp_path):
    lock = InstanceLock(tmp_path)
    assert lock.claim() is Claim.OURS
    old = os.stat(tmp_path / "instance.lock").st_mtime - 3600
    os.utime(tmp_path / "instance.lock", (old, old))  # an hour-long game
    assert InstanceLock(tmp_path).claim() is Claim.ELSEWHERE
    lock.release()
    assert InstanceLock(tmp_path).claim() is Claim.OURS
