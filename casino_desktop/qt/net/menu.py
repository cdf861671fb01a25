"""What Game › Play Over the Network's actions do: open a table (the host on
a thread of its own, the host's own seat in a network window joined over
127.0.0.1, like everyone else's) or join one."""
from __future__ import annotations

import asyncio
import secrets
import threading
from dataclasses import replace
from typing import Any, Protocol

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtWidgets import QMessageBox

from casino_desktop.core import MAX_SEED, new_game
from casino_desktop.core.templates import N_, fill
from casino_desktop.net import auth
from casino_desktop.net.discovery import BROADCAST, DISCOVERY_PORT
from casino_desktop.net.host import Host
from casino_desktop.net.match_file import COMPUTER, REMOTE, SeatPlan, load_match, new_record
from casino_desktop.qt.game.setup import HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.gui_collector import hold_until_done
from casino_desktop.qt.translate import say, tr
from casino_desktop.qt.net import comeback
from casino_desktop.qt.net.comeback import network_match_path
from casino_desktop.qt.net.dialogs import HostDialog, JoinDialog, join_details
from casino_desktop.qt.dialogs import host_setup as setup_form  # its HostSetupDialog read when used: tests stand a fake in

# Host… when the match that stopped cannot be read: said before the new
# table's setup (the start's log said it too: ``comeback.HOST_DAMAGED``).
DAMAGED_NEW_TABLE = N_("The network match that stopped cannot be resumed: {why} Choose the game for a new table.",
                       note="{why} is a whole sentence on what is wrong with the file")


class TableWindow(Protocol):
    """The window a seat at a network table is played in (``NetWindow``), as
    Host… and Join… use it.  The main window makes it with the factory it
    was given (``MainWindow.network_window``): this module imports no window,
    since the main window's menus import this module."""

    hosted: HostedTable | None  # the host's own window holds its table
    side: Any  # the side panel: the join code goes in its play log
    destroyed: Any  # Qt's signal
    table_closed: Any  # the window closed, and its table or seat with it
    bridge: Any
    controller: Any

    def join(self, host: str, port: int, code: str, name: str | None = None) -> None: ...
    def hold(self, table: HostedTable) -> None: ...
    def show(self) -> None: ...
    def close(self) -> bool: ...
    def raise_(self) -> None: ...
    def activateWindow(self) -> None: ...  # noqa: N802 (Qt's name)


class HostedTable(QObject):
    """A host running on its own thread for as long as its window is open,
    autosaving its match (``autosave``) so that it can be resumed."""

    # What the host has to tell its own window's player (a program that sent
    # something the table cannot read), emitted from the host's thread.
    told = Signal(object)

    def __init__(self, host: Host, port: int, parent=None, bind: str | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self._also_told = host.on_event  # whoever made the host keeps hearing what it heard
        host.on_event = self._event
        self.listening = threading.Event()
        self.failed: OSError | None = None
        self.loop = None
        self._task = None
        self._thread = threading.Thread(target=self._run, args=(bind, port), name="network-host", daemon=True)
        hold_until_done(self, self._thread)  # its target holds this object: never let go last by it
        self._thread.start()
        self.listening.wait(10)

    @classmethod
    def new(cls, setup: GameSetup, code: str, port: int, stand_in: str, name: str, announce: bool,
            autosave=None, bind: str | None = None, hints: bool = True) -> "HostedTable":
        """A new match of ``setup``: the first seat is the host's, every other
        person's seat is for someone joining, a computer seat plays here."""
        plans = [SeatPlan(REMOTE if (i == 0 or s.kind == HUMAN) else COMPUTER, stand_in if s.kind == HUMAN or i == 0
                          else s.level, s.name) for i, s in enumerate(setup.seat_list())]
        seed = setup.seed if setup.seed is not None else secrets.randbelow(MAX_SEED)
        record = new_record(setup.variant_id, setup.options, setup.players, setup.partnerships, seed, plans)
        state = new_game(setup.rules(), setup.players, setup.partnerships, seed)
        host = Host(record, state, plans, code, autosave=autosave, table_name=name, hints=hints,
                    announce_to=(BROADCAST, DISCOVERY_PORT) if announce else None)
        host.seats[0].hosts = True  # the first seat is the host's own: the others' lists say who hosts
        host.table_id = auth.new_table_id()  # a new table: a seat kept at another one is not offered here
        return cls(host, port, bind=bind)

    @classmethod
    def resume(cls, path, code: str, port: int, name: str, announce: bool, bind: str | None = None,
               hints: bool = True, table_id: str = "") -> "HostedTable":
        """The match saved at ``path``, where it stopped; its players rejoin
        with their seat tokens (``RecordError`` if it cannot be read)."""
        record, state, plans = load_match(path)
        # The table waits for the host's own seat (the first, joined from this
        # program); the others' stand-ins play at once, as everyone is told.
        host = Host(record, state, plans, code, autosave=path, resumed=True, table_name=name, hints=hints,
                    resume_waits_for={0}, announce_to=(BROADCAST, DISCOVERY_PORT) if announce else None)
        host.seats[0].hosts = True
        host.table_id = table_id  # the same table as before it stopped: its players' kept seats are here
        return cls(host, port, bind=bind)

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

    def _event(self, event: dict) -> None:
        self._also_told(event)
        # The rest the window hears as every player does, through its own seat.
        if event.get("type") == "unreadable":
            self.told.emit(event["say"])

    def fill_open_seats(self) -> None:
        """Computer players take the seats nobody has joined, and the match starts."""
        loop = self.loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self.host.fill_open_seats)
            except RuntimeError:  # the table closed just now
                pass

    def running(self) -> bool:
        """Whether the table still listens (its match may be over or not)."""
        return self._thread.is_alive() and self.failed is None

    def stop(self) -> None:
        loop = self.loop
        if loop is not None and not loop.is_closed() and self._task is not None:
            try:
                loop.call_soon_threadsafe(self._task.cancel)
            except RuntimeError:
                pass
        self._thread.join(5)


def resume_question(parent) -> QMessageBox:
    """Host…'s question when the host's last network match stopped before
    its end.  A new match is autosaved over the stopped one, so the
    question says so: No used to discard it unsaid."""
    box = QMessageBox(QMessageBox.Icon.Question, tr("Host a Table"),
                      tr("Resume the network match that stopped? Its players take their seats back with the same "
                         "code. Starting a new match instead discards it."), parent=parent)
    resume = box.addButton(tr("&Resume", note="the network match that stopped"), QMessageBox.ButtonRole.AcceptRole)
    resume.setObjectName("resumeMatch")
    new = box.addButton(tr("&New Match", note="in place of the network match that stopped, which is discarded"),
                        QMessageBox.ButtonRole.DestructiveRole)
    new.setObjectName("newMatch")
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(resume)
    return box


def _forward(net: TableWindow) -> None:
    net.show()
    net.raise_()
    net.activateWindow()


def _seated_elsewhere(window, title: str) -> bool:
    """Whether the player has a seat at a network table whose match goes
    on: a second table is refused (one seat at a time; a player joined a
    second table unwarned), and the first table's window comes forward."""
    for net in OPEN_TABLES:
        state = getattr(net.controller, "state", None)
        if (state is not None and state.is_over) or getattr(net, "table_left", False):
            # The match is over, or the player stopped waiting or the table is
            # gone for her (whose sentence sends her to Join…): the window is
            # only a record now.
            continue
        _forward(net)
        QMessageBox.information(window, title, tr("You already have a seat at a network table: close its "
                                                  "window to leave it first."))
        return True
    return False


def with_network_name(setup: GameSetup, settings) -> GameSetup:
    """``setup`` with the host's seat named as this player last was at a
    network table (Host… or Join…'s "Your name"): typed once, not at every
    table, and the table name Host… suggests follows it."""
    name = settings.value("network/join_name") if settings is not None else None
    if not isinstance(name, str) or not name.strip():
        return setup
    seats = list(setup.seats) or [SeatSetup()]
    seats[0] = replace(seats[0], name=name.strip())
    return replace(setup, seats=seats)


def host_table(window) -> TableWindow | None:
    """Open a table: the match the host's window left unfinished (its
    players rejoin with their tokens), or a new one."""
    open_here = next((t for t in OPEN_TABLES if t.hosted is not None and t.hosted.running()), None)
    if open_here is not None:  # one table per program: its window comes forward, nothing is resumed under it
        _forward(open_here)
        return open_here
    if _seated_elsewhere(window, tr("Host a Table")):
        return None
    settings = window.settings or QSettings()
    path = network_match_path()
    code, port = settings.value("network/host_code"), settings.value("network/host_port")
    resume = comeback.host_can_resume(settings)  # what the start says too
    if resume:
        box = resume_question(window)
        box.exec()
        chosen = box.clickedButton().objectName() if box.clickedButton() is not None else ""
        if chosen not in ("resumeMatch", "newMatch"):
            return None  # Cancel (or Escape): the stopped match stays for another time
        resume = chosen == "resumeMatch"
    elif (why := comeback.host_match_damage(settings)) is not None:
        # He chose Host… to resume: the new table's setup without a word read
        # as if the program had forgotten his match.
        QMessageBox.warning(window, tr("Host a Table"), say(fill(DAMAGED_NEW_TABLE, why=why)))
    if resume:
        hints = str(settings.value("network/host_hints", "true")).lower() != "false"
        name = settings.value("network/host_name")
        table_id = settings.value("network/host_table_id")
        table, own = HostedTable.resume(path, code, int(port), name if isinstance(name, str) and name else tr("Casino table"),
                                        announce=True, hints=hints,
                                        table_id=table_id if isinstance(table_id, str) else ""), None
        port = int(port)
    else:
        setup_dialog = setup_form.HostSetupDialog(with_network_name(window.setup, settings), window)
        if not setup_dialog.exec():
            return None
        setup = setup_dialog.result_setup()
        own = setup.seat_list()[0].name or None
        if own:  # the name this player goes by at network tables, hosting or joining
            settings.setValue("network/join_name", own)

        def open_table(dialog: HostDialog) -> HostedTable:
            return HostedTable.new(setup, dialog.code, dialog.port.value(), dialog.stand_in.currentData(),
                                   dialog.name.text().strip() or tr("Casino table"), dialog.announce.isChecked(),
                                   autosave=path, hints=dialog.hints.isChecked())

        dialog = HostDialog(window, settings, own or "", open_table, setup)
        if not dialog.exec():
            return None
        # Kept on the host's own computer (with the dialog's choices), so that a
        # match stopped by a crash can be resumed with the same code.
        table, code = dialog.table, dialog.code
        settings.setValue("network/host_code", code)
        settings.setValue("network/host_table_id", table.host.table_id)
    if table.failed is not None:
        window.statusBar().showMessage(tr("The table could not be opened on port {port}: another program uses it.",
                                          port=port))
        return None
    net: TableWindow = window.network_window(window.settings)
    table.setParent(net)
    net.destroyed.connect(table.stop)
    net.hold(table)
    net.join("127.0.0.1", table.host.port, code, own)
    net.side.log.add_lines([join_details(code, table.host.port)])
    _keep(window, net)
    net.show()
    return net


def join_table(window) -> TableWindow | None:
    """Join… : the dialog stays open until the host has seated the player, so
    a wrong address or code is said in it, with everything typed kept."""
    if _seated_elsewhere(window, tr("Join a Table")):
        return None

    def attempt() -> TableWindow:
        return window.network_window(window.settings)

    # The player's own settings (a window made without any reads the app's): the
    # dialog keeps the last address and name there.
    dialog = JoinDialog(window, window.settings or QSettings(), attempt)
    if not dialog.exec():
        return None
    net = dialog.joined
    _keep(window, net)
    net.show()
    return net


# The network windows open now.  Held here, not by the main window: a new
# language rebuilds the main window, and a table must outlive that.
OPEN_TABLES: list = []


def _keep(window, net: TableWindow) -> None:
    OPEN_TABLES.append(net)
    gone = lambda *_: OPEN_TABLES.remove(net) if net in OPEN_TABLES else None  # noqa: E731  (a named one-liner: two signals connect the same callback)
    net.destroyed.connect(gone)
    net.table_closed.connect(gone)
    if net.hosted is None:
        # A joiner's seat is kept for her to come back to until she sees its
        # match end (the summary, not a reason for leaving, ends it).
        settings = net.settings or QSettings()
        net.controller.left.connect(lambda outcome: comeback.forget_seat(settings)
                                    if isinstance(outcome, dict) else None)
