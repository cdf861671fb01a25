"""A network window that plays its seat by itself, through the window; a
scripted host on a thread, for a window to join."""
from __future__ import annotations

import asyncio
import threading

from PySide6.QtCore import QSettings, QTimer

from casino_desktop.core import legal_moves
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.net.dialogs import JoinDialog
from casino_desktop.qt.net.menu import HostedTable
from casino_desktop.qt.net.window import NetWindow
from tests.net.fake_host import FakeHost
from tests.net.helpers import LOOPBACK


def autoplay(window: NetWindow) -> None:
    """Play the first legal move whenever it is this window's turn (as a player would, through the window)."""
    def turn(seat: int) -> None:
        QTimer.singleShot(0, lambda: window.play_move(legal_moves(window.controller.state)[0])
                          if window.controller.state.to_move == seat and window.controller.state.phase == "play"
                          else None)
    window.controller.human_turn.connect(turn)

    def round_shown(dialog) -> None:
        if window.controller.state.phase == "round_over":
            QTimer.singleShot(0, window.controller.next_round)
    window.round_dialog_shown.connect(round_shown)


class ScriptedHostThread:
    """``tests.net.fake_host.FakeHost`` on a thread of its own, as a window
    meets a host: ``port`` to join, ``stop()`` when done."""

    def __init__(self, script, table: dict | None = None) -> None:
        self.host = FakeHost(script, table)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._done: asyncio.Event | None = None
        listening = threading.Event()

        async def main() -> None:
            self._loop, self._done = asyncio.get_running_loop(), asyncio.Event()
            await self.host.start()
            listening.set()
            await self._done.wait()
            self.host.close()

        self._thread = threading.Thread(target=lambda: asyncio.run(main()), name="scripted-host", daemon=True)
        self._thread.start()
        assert listening.wait(10), "the scripted host did not start"
        self.port = self.host.port

    def stop(self) -> None:
        if self._loop is not None and self._done is not None:
            self._loop.call_soon_threadsafe(self._done.set)
        self._thread.join(10)


def ini_settings(tmp_path):
    """A window's settings in a file of the test's own."""
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def kitchen_table(**kw):
    """A table hosted on this computer: Ann's seat for someone who joins, a computer's beside it."""
    setup = GameSetup(seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(COMPUTER, "beginner")])
    return HostedTable.new(setup, "HT4K9QXA", 0, "beginner", "Kitchen", announce=False, bind=LOOPBACK, **kw)


def join_dialog(qtbot, settings, made: list):
    """Join… on ``settings``; each window it makes is added to ``made``."""
    def attempt():
        net = NetWindow(settings)
        qtbot.addWidget(net)
        made.append(net)
        return net
    dialog = JoinDialog(None, settings, attempt)
    qtbot.addWidget(dialog)
    return dialog
