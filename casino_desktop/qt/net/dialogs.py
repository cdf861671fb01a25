"""Game › Play Over the Network › Join…: the Join dialog (Host…'s is
``host_dialog``).

Join… lists the tables announced on this network (``net.discovery``, heard
with Qt's UDP socket) or takes an address (the port may be left out), then
the code.  A seat kept for the player (``comeback``) is filled in, and
offered only at its own table (``table_probe``).
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QUdpSocket
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QVBoxLayout

from casino_desktop.core import VariantError, preset
from casino_desktop.core.templates import N_, fill
from casino_desktop.net import auth, net_sentences
from casino_desktop.net.discovery import DISCOVERY_PORT, Tables, read_beacon
from casino_desktop.net.wire import MAX_NAME
from casino_desktop.qt.net import comeback
from casino_desktop.qt.net.dialog_parts import (DEFAULT_PORT, join_addresses, join_details, local_addresses,
                                                setting, show_whole_example, tell)
from casino_desktop.qt.net.host_dialog import HostDialog, seat_plan_lines, suggested_table_name
from casino_desktop.qt.net.table_probe import TableProbe, keep_table_id, kept_table_id
from casino_desktop.qt.translate import say, tr

# Said here for those who import them from this module, as before the split.
__all__ = ["DEFAULT_PORT", "HostDialog", "JoinDialog", "join_addresses", "join_details", "local_addresses",
           "seat_plan_lines", "show_whole_example", "suggested_table_name", "tell"]

# The seat kept at a table whose address now answers nothing (Join… filled it in).
KEPT_TABLE_CLOSED = N_("Nothing answers at {address} yet: its host has not opened the table again. Join… takes "
                       "your seat back once the host has.")


def _game_name(variant_id: str) -> str:
    """The game a table plays, by its name in the player's language; a game
    this program does not know (a newer host's) by the id its beacon gave."""
    try:
        return say(preset(variant_id).name)
    except VariantError:
        return variant_id


# What a player on the host's own computer types for it; its beacon comes from one of its network addresses.
_THIS_COMPUTER = ("127.0.0.1", "localhost")


def _same_table(typed: str, heard: str) -> bool:
    """Whether the table joined at ``typed`` ("host:port") is the one heard
    at ``heard``: the same address, or this computer's by its loopback name
    and by one of its own addresses, at the same port (a seat kept at
    127.0.0.1 was not said to be kept in the list of tables)."""
    if typed == heard:
        return True
    host, _, port = typed.rpartition(":")
    heard_host, _, heard_port = heard.rpartition(":")
    return port == heard_port and host.lower() in _THIS_COMPUTER and heard_host in local_addresses()


class JoinDialog(QDialog):
    """``attempt()`` makes the table window the join happens in, kept hidden
    until the host seats the player (``joined``); a refusal or a silent
    address is said here, with everything typed kept."""

    def __init__(self, parent=None, settings=None, attempt=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Join a Table"))
        self.settings, self.attempt = settings, attempt
        self.pending = None   # the table window of the join under way
        self.joined = None    # the table window, once seated
        self.tables = Tables()
        self.found = QListWidget()
        # A table's whole line, wrapped rather than cut on a small screen.
        self.found.setWordWrap(True)
        self.found.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.found.itemSelectionChanged.connect(self._picked)
        self.address = QLineEdit()
        show_whole_example(self.address, tr("address:port, like 192.168.1.20:4747"))
        self.code = QLineEdit()
        show_whole_example(self.code, tr("the code the host reads out"))
        self.name = QLineEdit(setting(settings, "network/join_name", ""))
        self.name.setMaxLength(MAX_NAME)
        self.address.setText(setting(settings, "network/join_address", ""))
        # A seat kept at a match still going (``comeback``): its table and
        # code filled in, so that Join takes the seat back at one click.
        self.kept = comeback.kept_seat(settings) if settings is not None else None
        if self.kept is not None:
            self.address.setText(self.kept[0])
            self.code.setText(auth.shown_code(self.kept[1]))
        form = QFormLayout()
        form.addRow(tr("Tables on this network:"), self.found)
        form.addRow(tr("Address:"), self.address)
        form.addRow(tr("Join code:"), self.code)
        form.addRow(tr("Your name:"), self.name)
        self.problem = QLabel("")
        self.problem.setObjectName("joinProblem")
        self.problem.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.join_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(tr("Join"))
        buttons.accepted.connect(self._try_accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self.problem)
        column.addWidget(buttons)
        # The first thing to type: the code when the last address is remembered, else the address;
        # nothing when both are (Join, the default button, takes the kept seat back).
        if self.kept is None:
            (self.code if self.address.text() else self.address).setFocus()
        # Whether the table at the kept seat's address holds the kept seat's
        # match: None until it says (or when it cannot), False when it is
        # another table there now, whose host would refuse the kept code.
        self.kept_here: bool | None = None
        kept_table = kept_table_id(settings) if self.kept is not None else None
        if kept_table is not None:
            host, _, port = self.kept[0].rpartition(":")  # type: ignore[index]  # kept is not None here
            if host and port.isdigit():
                self.probe = TableProbe(host, int(port), self)
                self.probe.answered.connect(lambda table: self._kept_table_says(table, kept_table))
        self.socket = QUdpSocket(self)
        self.socket.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), DISCOVERY_PORT,
                         QUdpSocket.BindFlag.ShareAddress | QUdpSocket.BindFlag.ReuseAddressHint)
        self.socket.readyRead.connect(self._heard)
        self.show_tables()

    def _kept_table_says(self, table: str | None, kept_table: str) -> None:
        if table is None or self.kept is None:
            return  # nothing answers, or a table that does not say: as before, Join tells
        self.kept_here = table == kept_table
        if self.kept_here:
            return
        # Another match took the address: its host would refuse the kept code.
        if self.address.text().strip() == self.kept[0] and auth.normalize_code(self.code.text()) == self.kept[1]:
            self.code.clear()
        tell(self, self.problem, tr("The table at {address} now is not the one your seat was kept at: type the code "
                                    "its host reads out.", address=self.kept[0]))
        self.code.setFocus()
        self.show_tables()

    def _kept_at(self, address: str) -> bool:
        """Whether ``address`` is the kept seat's table, as far as it is known."""
        return self.kept is not None and _same_table(self.kept[0], address) and self.kept_here is not False

    def _heard(self) -> None:
        while self.socket.hasPendingDatagrams():
            datagram = self.socket.receiveDatagram(2048)
            sender = datagram.senderAddress()
            if sender.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                sender = QHostAddress(sender.toIPv4Address())
            ad = read_beacon(bytes(datagram.data()), sender.toString())
            if ad is not None:
                self.tables.heard(ad)
        self.show_tables()

    def show_tables(self) -> None:
        """The tables heard lately, one a line; the one picked stays picked
        as the list is refreshed by each table's beacon."""
        picked = [item.data(Qt.ItemDataRole.UserRole) for item in self.found.selectedItems()]
        self.found.blockSignals(True)  # refilling is not the player picking
        self.found.clear()
        for ad in self.tables.current():
            fields = dict(name=ad.name, address=f"{ad.address}:{ad.port}", game=_game_name(ad.variant),
                          open=ad.open_seats, players=ad.players)
            # The table holding this player's seat: counted as taken, but hers to take back.
            if self._kept_at(fields["address"]):
                line = tr("{name} at {address}: {game}, {open} of {players} seats free; your seat is kept", **fields)
            else:
                line = tr("{name} at {address}: {game}, {open} of {players} seats free", **fields)
            item = QListWidgetItem(line)
            item.setData(Qt.ItemDataRole.UserRole, f"{ad.address}:{ad.port}")
            self.found.addItem(item)
            item.setSelected(item.data(Qt.ItemDataRole.UserRole) in picked)
        if not self.found.count():
            # Until a table's beacon is heard (every few seconds): an empty
            # white list read as "there are none", or as broken.
            waiting = QListWidgetItem(tr("Looking for tables on this network…"))
            waiting.setFlags(Qt.ItemFlag.NoItemFlags)  # greyed, and nothing to pick
            self.found.addItem(waiting)
        self.found.blockSignals(False)

    def _picked(self) -> None:
        items = self.found.selectedItems()
        if items:
            self.address.setText(items[0].data(Qt.ItemDataRole.UserRole))
            # The kept code goes with its own table alone: another one's host would refuse it.
            if self._kept_at(self.address.text()):
                self.code.setText(auth.shown_code(self.kept[1]))
            elif self.kept is not None and auth.normalize_code(self.code.text()) == self.kept[1]:
                self.code.clear()

    def target(self) -> tuple[str, int] | None:
        """The host and port typed; an address alone (as the host's dialog
        listed them once) means the port every table starts with."""
        text = self.address.text().strip()
        if text and ":" not in text:
            return text, DEFAULT_PORT
        host, _, port = text.rpartition(":")
        if not host or not port.isdigit() or not 0 < int(port) < 65536:
            return None
        return host, int(port)

    def _try_accept(self) -> None:
        code = auth.normalize_code(self.code.text())
        never = auth.foreign_characters(code)
        if self.target() is None:
            tell(self, self.problem, tr("Give the host's address and port, like 192.168.1.20:4747."))
        elif never:
            tell(self, self.problem, tr("A join code never holds {characters}: check the code the host reads out.",
                                      characters=" ".join(never)))
            self._select_code()
        elif len(code) != auth.CODE_LENGTH:
            tell(self, self.problem, tr("The join code has eight letters and digits."))
            self._select_code()
        elif self.attempt is None:
            self.accept()
        else:
            self._join()

    def _select_code(self) -> None:
        self.code.setFocus()
        self.code.selectAll()

    def _join(self) -> None:
        host, port = self.target()
        if self.settings is not None:
            self.settings.setValue("network/join_address", self.address.text().strip())
            self.settings.setValue("network/join_name", self.name.text().strip())
        self.join_button.setEnabled(False)
        tell(self, self.problem, tr("Joining the table at {address}…", address=f"{host}:{port}"))
        net = self.pending = self.attempt()
        # Connected before joining: the answer may come at once.
        net.bridge.seated.connect(lambda *_: self._seated(net))
        net.controller.left.connect(lambda outcome: self._refused(net, outcome))
        net.join(host, port, self.code.text(), self.name.text().strip() or None)

    def _seated(self, net) -> None:
        if net is self.pending:
            self.pending, self.joined = None, net
            if self.settings is not None:
                host, port = self.target()  # type: ignore[misc]  # joined: the address was read
                comeback.keep_seat(self.settings, f"{host}:{port}", self.code.text())
                keep_table_id(self.settings, getattr(getattr(net.bridge, "client", None), "session", None))
            self.accept()

    def _refused(self, net, outcome) -> None:
        if net is not self.pending:
            return
        self.pending = None
        net.close()
        self.join_button.setEnabled(True)
        target = self.target()
        kept_table = (self.kept is not None and target is not None and self.kept_here is not False
                      and (f"{target[0]}:{target[1]}", auth.normalize_code(self.code.text())) == self.kept)
        if getattr(outcome, "template", None) == net_sentences.NOTHING_ANSWERS.template and kept_table:
            # The address was this program's, not typed: the likely cause is a
            # host that has not opened the table again, not a wrong address.
            outcome = fill(KEPT_TABLE_CLOSED, address=self.kept[0])  # type: ignore[index]  # kept_table: not None
        tell(self, self.problem, say(outcome) if not isinstance(outcome, dict) else "")
        if getattr(outcome, "template", None) == net_sentences.WRONG_CODE.template and kept_table and self.settings is not None:
            # The kept table's own address no longer knows its code: its host
            # started another match, and the kept seat went with the old one.
            comeback.forget_seat(self.settings)
            self.kept = None
        if getattr(outcome, "template", None) in (net_sentences.WRONG_CODE.template, net_sentences.PAUSED.template):
            self._select_code()
        elif getattr(outcome, "template", None) == net_sentences.NAME_TAKEN.template:
            self.name.setFocus()  # another name is all it takes
            self.name.selectAll()
        elif getattr(outcome, "template", None) == net_sentences.NOTHING_ANSWERS.template:
            self.address.setFocus()
            self.address.selectAll()

    def reject(self) -> None:
        if self.pending is not None:  # cancelled while joining: that window never shows
            self.pending.close()
            self.pending = None
        super().reject()
