"""Game › Play Over the Network: the Host… and Join… dialogs.

Host… follows the game's setup for hosting (``qt/dialogs/host_setup``: the first
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
from casino_desktop.net import auth, net_sentences
from casino_desktop.core import VariantError, compass_name, preset
from casino_desktop.core.templates import N_, fill
from casino_desktop.net.discovery import DISCOVERY_PORT, Tables, read_beacon
from casino_desktop.net.wire import MAX_NAME
from casino_desktop.qt.game.setup import HUMAN
from casino_desktop.qt.net import comeback
from casino_desktop.qt.translate import say, tr

# The seat kept at a table whose address now answers nothing (Join… filled it in).
KEPT_TABLE_CLOSED = N_("Nothing answers at {address} yet: its host has not opened the table again. Join… takes "
                       "your seat back once the host has.")

DEFAULT_PORT = 4747


def show_whole_example(edit: QLineEdit, example: str) -> None:
    """Put ``example`` in ``edit`` as its placeholder, with room for all of it:
    the example is the help (its port is what a player copies), and in most
    languages it is longer than the field Qt sizes for English."""
    edit.setPlaceholderText(example)
    margins = edit.textMargins()
    # The frame and Qt's own inner margin of a line edit, on both sides, as the style draws them.
    frame = 2 * edit.style().pixelMetric(edit.style().PixelMetric.PM_DefaultFrameWidth) + 2 * 2
    edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance(example) + margins.left() + margins.right()
                         + frame + edit.fontMetrics().averageCharWidth())


def seat_plan_lines(setup) -> list[str]:
    """What each seat of the table will be, one whole sentence a seat: the
    first is the host's, every other person's seat waits for someone
    joining, a computer plays the rest here."""
    anticlockwise = bool(getattr(setup.rules(), "anticlockwise", False))
    lines = []
    for i, seat in enumerate(setup.seat_list()):
        name = seat.name or compass_name(setup.players, i, anticlockwise)
        if i == 0:
            lines.append(tr("{name}: you, at this computer", name=name))
        elif seat.kind == HUMAN:
            lines.append(tr("{name}: a seat for someone who joins", name=name))
        else:
            lines.append(tr("{name}: a computer player ({level})", name=name, level=level_label(seat.level)))
    return lines


def _game_name(variant_id: str) -> str:
    """The game a table plays, by its name in the player's language; a game
    this program does not know (a newer host's) by the id its beacon gave."""
    try:
        return say(preset(variant_id).name)
    except VariantError:
        return variant_id


def tell(dialog: QDialog, label: QLabel, sentence: str) -> None:
    """Put a refusal (or a note) in the dialog's ``label`` and make the dialog
    tall enough for it: a wrapped sentence of three lines otherwise squeezes
    the rows above it (the host's seat plan was clipped to one line)."""
    label.setText(sentence)
    layout = dialog.layout()
    layout.activate()
    width = dialog.width()
    needed = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.totalSizeHint().height()
    if needed > dialog.height():
        dialog.resize(width, needed)


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses others on the network may reach."""
    out = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not address.isLoopback():
            out.append(address.toString())
    return out


def _setting(settings, key: str, default):
    value = settings.value(key) if settings is not None else None
    return value if isinstance(value, str) and value else default


class HostDialog(QDialog):
    """``open_table(dialog)`` opens the table (a ``HostedTable``, whose
    ``failed`` says the port is taken): the dialog stays open, with what was
    chosen, until the table is open."""

    def __init__(self, parent=None, settings=None, own_name: str = "", open_table=None, setup=None) -> None:
        super().__init__(parent)
        self.settings, self.open_table, self.table = settings, open_table, None
        self.setup = setup
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
        port = _setting(settings, "network/host_port", str(DEFAULT_PORT))
        self.port.setValue(int(port) if port.isdigit() and 1024 <= int(port) <= 65535 else DEFAULT_PORT)
        form.addRow(tr("Port:"), self.port)
        self.stand_in = QComboBox()
        for level in LEVELS:
            self.stand_in.addItem(say(level_label(level)), level)
        level = _setting(settings, "network/host_stand_in", "casual")
        self.stand_in.setCurrentIndex(LEVELS.index(level if level in LEVELS else "casual"))
        form.addRow(tr("Plays for anyone who drops:"), self.stand_in)
        self.hints = QCheckBox(tr("Allow hints and the coach for players who join"))
        self.hints.setChecked(_setting(settings, "network/host_hints", "true").lower() != "false")
        form.addRow(self.hints)
        self.announce = QCheckBox(tr("List the table for players on this network"))
        self.announce.setChecked(True)
        form.addRow(self.announce)
        default_name = tr("{name}'s table", name=own_name) if own_name else ""
        if not default_name or len(default_name) > MAX_NAME:
            # A long name in a language whose words are long would be cut
            # mid-word by the field: the plain name reads better.
            default_name = tr("Casino table")
        self.name = QLineEdit(_setting(settings, "network/host_name", default_name))
        self.name.setMaxLength(MAX_NAME)
        form.addRow(tr("Table name:"), self.name)
        if setup is not None:
            seats = QLabel("\n".join(seat_plan_lines(setup)))
            seats.setObjectName("hostSeats")
            seats.setTextFormat(Qt.TextFormat.PlainText)  # the names are what the host typed
            form.addRow(tr("Seats:"), seats)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Open the Table"))
        buttons.accepted.connect(self._try_open)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        intro = QLabel(tr("Read the code to the players who join. Nothing listens until you open the table, "
                          "and closing the table's window stops it."))
        intro.setWordWrap(True)
        column.addWidget(intro)
        column.addLayout(form)
        self.problem = QLabel("")
        self.problem.setObjectName("hostProblem")
        self.problem.setWordWrap(True)
        column.addWidget(self.problem)
        column.addWidget(buttons)

    def _try_open(self) -> None:
        if self.setup is not None and not any(s.kind == HUMAN for s in self.setup.seat_list()[1:]):
            tell(self, self.problem, tr("No seat is left for anyone to join: every other seat is a computer's. "
                                      "Cancel, and make a seat Human in the game's setup for each player who "
                                      "joins."))
            return
        if self.open_table is None:
            self.accept()
            return
        table = self.open_table(self)
        if table.failed is not None:
            port = self.port.value()
            tell(self, self.problem, tr("Port {port} is in use on this computer: choose another, like {other}.",
                                      port=port, other=port + 1 if port < 65535 else port - 1))
            self.port.setFocus()
            self.port.selectAll()
            return
        self.table = table
        if self.settings is not None:
            for key, value in (("port", str(self.port.value())), ("hints", str(self.hints.isChecked()).lower()),
                               ("name", self.name.text().strip()), ("stand_in", self.stand_in.currentData())):
                self.settings.setValue(f"network/host_{key}", value)
        self.accept()


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
        self.name = QLineEdit(_setting(settings, "network/join_name", ""))
        self.name.setMaxLength(MAX_NAME)
        self.address.setText(_setting(settings, "network/join_address", ""))
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
        self.socket = QUdpSocket(self)
        self.socket.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), DISCOVERY_PORT,
                         QUdpSocket.BindFlag.ShareAddress | QUdpSocket.BindFlag.ReuseAddressHint)
        self.socket.readyRead.connect(self._heard)
        self.show_tables()

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
            if self.kept is not None and self.kept[0] == fields["address"]:
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
            if self.kept is not None and self.address.text() == self.kept[0]:
                self.code.setText(auth.shown_code(self.kept[1]))
            elif self.kept is not None and auth.normalize_code(self.code.text()) == self.kept[1]:
                self.code.clear()

    def target(self) -> tuple[str, int] | None:
        host, _, port = self.address.text().strip().rpartition(":")
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
                comeback.keep_seat(self.settings, self.address.text().strip(), self.code.text())
            self.accept()

    def _refused(self, net, outcome) -> None:
        if net is not self.pending:
            return
        self.pending = None
        net.close()
        self.join_button.setEnabled(True)
        kept_table = (self.kept is not None
                      and (self.address.text().strip(), auth.normalize_code(self.code.text())) == self.kept)
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
        elif getattr(outcome, "template", None) == net_sentences.NOTHING_ANSWERS.template:
            self.address.setFocus()
            self.address.selectAll()

    def reject(self) -> None:
        if self.pending is not None:  # cancelled while joining: that window never shows
            self.pending.close()
            self.pending = None
        super().reject()
