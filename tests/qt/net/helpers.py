"""What the network windows' tests arrange: a window seated at a table
(joined over loopback, or handed a host's messages), a window that plays
its seat by itself, a table whose match is over with its windows at it, a
scripted host on a thread for a window to join."""
from __future__ import annotations

import asyncio
import os
import tempfile
import threading

from PySide6.QtCore import QSettings, QTimer
from shiboken6 import isValid

from casino_desktop.core import legal_moves, make_rules, new_game
from casino_desktop.net.views import seat_view
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.net import comeback
from casino_desktop.qt.net.dialogs import JoinDialog
from casino_desktop.qt.net.menu import HostedTable
from casino_desktop.qt.net.window import NetWindow
from tests.net.fake_host import FakeHost
from tests.net.helpers import CODE, LOOPBACK, finished_host, two_people

# A two-player table as a host's welcome describes it.
TABLE = {"variant": "casino", "options": {}, "players": 2, "partnerships": False, "hints": True}


def own_settings() -> QSettings:
    """A player's own settings, in a folder of their own, as on their own
    computer (settings two windows shared would hold one seat token for both)."""
    folder = tempfile.mkdtemp(prefix="net-window-")
    return QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)


def seated_window(qtbot, table: HostedTable | None, name: str | None, *, port: int | None = None, code: str = CODE,
                  settings: QSettings | None = None, hosts: bool = False, holds: bool = False, told: list | None = None,
                  instant: bool = True, show: bool = False, request=None) -> NetWindow:
    """A network window joining ``table`` (else the host at ``port``) on
    loopback as ``name``, with its player's own settings unless given.
    ``hosts``: it is the host's window, as the seat lists say (``hosted``);
    ``holds``: it holds the table as Host… gives it (closing the window
    closes the table).  ``told``: what the window tells its player in a box
    (``inform``) is gathered there.  ``instant``: the cards land at once, not
    at the player's own pace.  ``request``: the window is closed as the test
    ends rather than owned by qtbot (a language change closes and deletes it)."""
    w = NetWindow(settings if settings is not None else own_settings())
    if request is None:
        qtbot.addWidget(w)
    else:
        request.addfinalizer(lambda: isValid(w) and w.close())
    if instant:
        w.set_speed_quietly("instant")
    if told is not None:
        w.inform = told.append
    if table is not None and holds:
        table.setParent(w)
        w.destroyed.connect(table.stop)
        w.hold(table)
    elif table is not None and hosts:
        w.hosted = table
    w.join(LOOPBACK, port if port is not None else table.host.port, code, name)  # type: ignore[union-attr]  # a table or a port
    if show:
        w.show()
    return w


def fed_window(qtbot, seat: int, seats: list, table: dict | None = None, instant: bool = True) -> NetWindow:
    """A network window seated at ``seat`` of a table no host runs: its turn
    loop handed the host's welcome and the first deal's state (``seats``
    the host's list), and the deal laid out."""
    table = table or TABLE
    game = new_game(make_rules("casino", {}), table["players"], False, 5)
    net = NetWindow()
    qtbot.addWidget(net)
    if instant:
        net.set_speed_quietly("instant")
    c = net.controller
    c._message({"type": "welcome", "seat": seat, "table": table})
    c._message({"type": "state", "moves": 0, "view": seat_view(game, seat, 1), "seats": seats})
    if instant:
        qtbot.waitUntil(lambda: not c.steps and not c.busy)
    return net


def finished_table(request) -> HostedTable:
    """A table hosted here whose match is over, two people's seats at it
    (their joining ends the match at once); stopped as the test ends."""
    table = HostedTable(finished_host(stay_open=False, plans=two_people()), 0, bind=LOOPBACK)
    request.addfinalizer(table.stop)
    return table


def at_match_end(qtbot, request, told, main=None):
    """The host's window and a guest's at a table whose match is over, each
    showing its score sheet; with ``main``, a main window that said at
    start that the guest's seat there is kept."""
    table = finished_table(request)
    settings = own_settings()
    if main is not None:
        main.settings = settings
        comeback.keep_seat(settings, f"{LOOPBACK}:{table.host.port}", CODE)
        comeback.tell_at_start(main)
        assert any("is kept while its match goes on" in str(text) for text in (note.text for note in main.said_at_start))
    host = seated_window(qtbot, table, "Ann", holds=True, told=told, show=True)
    guest = seated_window(qtbot, table, "Bo", settings=settings, told=told, show=True)
    for w in (host, guest):
        qtbot.waitUntil(lambda w=w: w.controller.state is not None and w.controller.state.is_over
                        and w.rounds.dialog is not None, timeout=30_000)
    return table, host, guest


def winner_lines(w: NetWindow) -> list:
    """The log's lines that say who won the match."""
    return [line for line in w.side.log.log_lines() if " the match with " in line]


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
