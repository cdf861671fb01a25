"""Game › Play Over the Network: the Host… and Join… dialogs.

Host… follows the New Game dialog (variant, house rules, seats: the first
seat is the host's own, every other person's seat is for someone joining,
a computer seat plays on the host), then this dialog: the join code to read
out, the addresses and port others can use, the computer level that plays
for anyone who drops, and whether to announce the table on this network.
Join… lists the tables announced on this network (``net.discovery``, heard
with Qt's UDP socket) or takes an address, then the code.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QUdpSocket
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit,
                               QListWidget, QListWidgetItem, QSpinBox, QVBoxLayout)

from casino_desktop.ai.levels import LEVELS, level_label
from casino_desktop.net import auth
from casino_desktop.net.discovery import DISCOVERY_PORT, Tables, read_beacon
from casino_desktop.qt.i18n import say, tr

DEFAULT_PORT = 4747


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses others on the network may reach."""
    out = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not address.isLoopback():
            out.append(address.toString())
    return out


class HostDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Host a Table"))
        self.code = auth.new_code()
        form = QFormLayout()
        code = QLabel(auth.shown_code(self.code))
        code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        code.setObjectName("joinCode")
        font = code.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        code.setFont(font)
        form.addRow(tr("Join code:"), code)
        addresses = local_addresses()
        form.addRow(tr("Addresses:"), QLabel(", ".join(addresses) if addresses else tr("none: this computer is not on a network")))
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        form.addRow(tr("Port:"), self.port)
        self.stand_in = QComboBox()
        for level in LEVELS:
            self.stand_in.addItem(say(level_label(level)), level)
        self.stand_in.setCurrentIndex(LEVELS.index("casual"))
        form.addRow(tr("Plays for anyone who drops:"), self.stand_in)
        self.hints = QCheckBox(tr("Allow hints and the coach for players who join"))
        self.hints.setChecked(True)
        form.addRow(self.hints)
        self.announce = QCheckBox(tr("List the table for players on this network"))
        self.announce.setChecked(True)
        form.addRow(self.announce)
        self.name = QLineEdit(tr("Casino"))
        self.name.setMaxLength(24)
        form.addRow(tr("Table name:"), self.name)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Open the Table"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        intro = QLabel(tr("Read the code to the players who join. Nothing listens until you open the table, "
                          "and closing the table's window stops it."))
        intro.setWordWrap(True)
        column.addWidget(intro)
        column.addLayout(form)
        column.addWidget(buttons)


class JoinDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Join a Table"))
        self.tables = Tables()
        self.found = QListWidget()
        self.found.itemSelectionChanged.connect(self._picked)
        self.address = QLineEdit()
        self.address.setPlaceholderText(tr("address:port, like 192.168.1.20:4747"))
        self.code = QLineEdit()
        self.code.setPlaceholderText(tr("the code the host reads out"))
        self.name = QLineEdit()
        self.name.setMaxLength(24)
        form = QFormLayout()
        form.addRow(tr("Tables on this network:"), self.found)
        form.addRow(tr("Address:"), self.address)
        form.addRow(tr("Join code:"), self.code)
        form.addRow(tr("Your name:"), self.name)
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Join"))
        buttons.accepted.connect(self._try_accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self.problem)
        column.addWidget(buttons)
        self.socket = QUdpSocket(self)
        self.socket.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), DISCOVERY_PORT,
                         QUdpSocket.BindFlag.ShareAddress | QUdpSocket.BindFlag.ReuseAddressHint)
        self.socket.readyRead.connect(self._heard)

    def _heard(self) -> None:
        while self.socket.hasPendingDatagrams():
            datagram = self.socket.receiveDatagram(2048)
            sender = datagram.senderAddress()
            if sender.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                sender = QHostAddress(sender.toIPv4Address())
            ad = read_beacon(bytes(datagram.data()), sender.toString())
            if ad is not None:
                self.tables.heard(ad)
        self.found.clear()
        for ad in self.tables.current():
            item = QListWidgetItem(tr("{name} at {address} ({open} of {players} seats free)", name=ad.name,
                                      address=f"{ad.address}:{ad.port}", open=ad.open_seats, players=ad.players))
            item.setData(Qt.ItemDataRole.UserRole, f"{ad.address}:{ad.port}")
            self.found.addItem(item)

    def _picked(self) -> None:
        items = self.found.selectedItems()
        if items:
            self.address.setText(items[0].data(Qt.ItemDataRole.UserRole))

    def target(self) -> tuple[str, int] | None:
        host, _, port = self.address.text().strip().rpartition(":")
        if not host or not port.isdigit() or not 0 < int(port) < 65536:
            return None
        return host, int(port)

    def _try_accept(self) -> None:
        if self.target() is None:
            self.problem.setText(tr("Give the host's address and port, like 192.168.1.20:4747."))
        elif len(auth.normalize_code(self.code.text())) != auth.CODE_LENGTH:
            self.problem.setText(tr("The join code has eight letters and digits."))
        else:
            self.accept()
