"""What Game › Play Over the Network's actions do: open a table (the host on
a thread of its own, the host's own seat in a network window joined over
127.0.0.1, like everyone else's) or join one."""
from __future__ import annotations

import asyncio
import secrets
import threading

from PySide6.QtCore import QObject

from casino_desktop.core.play import new_game
from casino_desktop.core.record import MAX_SEED
from casino_desktop.net import auth
from casino_desktop.net.discovery import BROADCAST, DISCOVERY_PORT
from casino_desktop.net.host import Host
from casino_desktop.net.match_file import COMPUTER, REMOTE, SeatPlan, new_record
from casino_desktop.qt.game.setup import HUMAN, GameSetup
from casino_desktop.qt.i18n import tr
from casino_desktop.qt.net.dialogs import HostDialog, JoinDialog
from casino_desktop.qt.net.window import NetWindow


class HostedTable(QObject):
    """A host running on its own thread for as long as its window is open."""

    def __init__(self, setup: GameSetup, code: str, port: int, stand_in: str, name: str, announce: bool,
                 parent=None, bind: str | None = None) -> None:
        super().__init__(parent)
        plans = [SeatPlan(REMOTE if (i == 0 or s.kind == HUMAN) else COMPUTER, stand_in if s.kind == HUMAN or i == 0
                          else s.level, s.name if s.kind == HUMAN else "") for i, s in enumerate(setup.seat_list())]
        seed = setup.seed if setup.seed is not None else secrets.randbelow(MAX_SEED)
        record = new_record(setup.variant_id, setup.options, setup.players, setup.partnerships, seed, plans)
        state = new_game(setup.rules(), setup.players, setup.partnerships, seed)
        self.host = Host(record, state, plans, code, announce_to=(BROADCAST, DISCOVERY_PORT) if announce else None,
                         table_name=name)
        self.listening = threading.Event()
        self.failed: OSError | None = None
        self.loop = None
        self._task = None
        self._thread = threading.Thread(target=self._run, args=(bind, port), name="network-host", daemon=True)
        self._thread.start()
        self.listening.wait(10)

    def _run(self, bind, port) -> None:
        async def main() -> None:
            self.loop = asyncio.get_running_loop()
            self._task = asyncio.current_task()
            try:
                await self.host.run(bind, port, lambda _port: self.listening.set())
            except OSError as err:  # the port is taken
                self.failed = err
                self.listening.set()
            except asyncio.CancelledError:
                pass
        asyncio.run(main())

    def stop(self) -> None:
        loop = self.loop
        if loop is not None and not loop.is_closed() and self._task is not None:
            try:
                loop.call_soon_threadsafe(self._task.cancel)
            except RuntimeError:
                pass
        self._thread.join(5)


def host_table(window) -> NetWindow | None:
    from casino_desktop.qt.dialogs.new_game import SetupDialog
    setup_dialog = SetupDialog(window.setup, window)
    if not setup_dialog.exec() or setup_dialog.practice_chosen:
        return None
    dialog = HostDialog(window)
    if not dialog.exec():
        return None
    setup = setup_dialog.result_setup()
    table = HostedTable(setup, dialog.code, dialog.port.value(), dialog.stand_in.currentData(),
                        dialog.name.text().strip() or tr("Casino"), dialog.announce.isChecked())
    if table.failed is not None:
        window.statusBar().showMessage(tr("The table could not be opened on port {port}: another program uses it.",
                                          port=dialog.port.value()))
        return None
    net = NetWindow(window.settings)
    table.setParent(net)
    net.destroyed.connect(table.stop)
    net.hosted = table
    own = setup.seat_list()[0].name or None
    net.join("127.0.0.1", table.host.port, dialog.code, own)
    net.side.add_lines([tr("Join code {code}, port {port}.", code=auth.shown_code(dialog.code), port=table.host.port)])
    _keep(window, net)
    net.show()
    return net


def join_table(window) -> NetWindow | None:
    dialog = JoinDialog(window)
    if not dialog.exec():
        return None
    host, port = dialog.target()
    net = NetWindow(window.settings)
    net.join(host, port, dialog.code.text(), dialog.name.text().strip() or None)
    _keep(window, net)
    net.show()
    return net


# The network windows open now.  Held here, not by the main window: a new
# language rebuilds the main window, and a table must outlive that.
OPEN_TABLES: list = []


def _keep(window, net: NetWindow) -> None:
    OPEN_TABLES.append(net)
    net.destroyed.connect(lambda *_: OPEN_TABLES.remove(net) if net in OPEN_TABLES else None)
