"""Game › Play Over the Network › Host…: the table's dialog.

Host… follows the game's setup for hosting (``qt/dialogs/host_setup``: the first
seat is the host's own, every other person's seat is for someone joining,
a computer seat plays on the host), then this dialog: the join code to read
out, the addresses (with the port) others can use, the computer level that
plays for anyone who drops, and whether to announce the table on this network.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit,
                               QSpinBox, QVBoxLayout)

from casino_desktop.ai.levels import LEVELS, level_label
from casino_desktop.core import compass_name, partners
from casino_desktop.net import auth
from casino_desktop.net.wire import MAX_NAME
from casino_desktop.qt.game.setup import HUMAN
from casino_desktop.qt.net.dialog_parts import DEFAULT_PORT, join_addresses, setting, tell
from casino_desktop.qt.translate import say, tr


def seat_plan_lines(setup) -> list[str]:
    """What each seat of the table will be, one whole sentence a seat: the
    first is the host's, every other person's seat waits for someone
    joining, a computer plays the rest here."""
    anticlockwise = bool(getattr(setup.rules(), "anticlockwise", False))
    lines, names = [], []
    for i, seat in enumerate(setup.seat_list()):
        place = compass_name(setup.players, i, anticlockwise)
        name = seat.name or place
        names.append(name)
        if i == 0:
            lines.append(tr("{name}: you, at this computer", name=name))
        elif seat.kind == HUMAN and seat.name:
            lines.append(tr("{seat}: kept for {name}, who joins with that name", seat=place, name=seat.name))
        elif seat.kind == HUMAN:
            lines.append(tr("{name}: a seat for someone who joins", name=name))
        else:
            lines.append(tr("{name}: a computer player ({level})", name=name, level=level_label(seat.level)))
    if setup.partnerships and len(names) == 4:
        # Who partners whom is the table's first question in a family: the
        # seats face to face, said with the names they will have.
        lines.append(tr("Partners: {side} against {other}.", side=say(partners(names[0], names[2])),
                        other=say(partners(names[1], names[3]))))
    return lines


def suggested_table_name(own_name: str) -> str:
    """The table name Host… suggests: the host's own name, now, in the
    player's language now."""
    name = tr("{name}'s table", name=own_name) if own_name else ""
    if not name or len(name) > MAX_NAME:
        # A long name in a language whose words are long would be cut
        # mid-word by the field: the plain name reads better.
        name = tr("Casino table")
    return name


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
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        port = setting(settings, "network/host_port", str(DEFAULT_PORT))
        self.port.setValue(int(port) if port.isdigit() and 1024 <= int(port) <= 65535 else DEFAULT_PORT)
        # Each address with the port, as a joining player types it whole.
        self.addresses = QLabel(join_addresses(self.port.value()) or tr("none: this computer is not on a network"))
        self.addresses.setObjectName("hostAddresses")
        self.addresses.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.addresses.setWordWrap(True)
        self.port.valueChanged.connect(
            lambda port: self.addresses.setText(join_addresses(port) or tr("none: this computer is not on a network")))
        form.addRow(tr("Addresses:"), self.addresses)
        form.addRow(tr("Port:"), self.port)
        self.stand_in = QComboBox()
        for level in LEVELS:
            self.stand_in.addItem(say(level_label(level)), level)
        level = setting(settings, "network/host_stand_in", "casual")
        self.stand_in.setCurrentIndex(LEVELS.index(level if level in LEVELS else "casual"))
        form.addRow(tr("Plays for anyone who drops:"), self.stand_in)
        self.hints = QCheckBox(tr("Allow hints and the coach for players who join"))
        self.hints.setChecked(setting(settings, "network/host_hints", "true").lower() != "false")
        form.addRow(self.hints)
        self.announce = QCheckBox(tr("List the table for players on this network"))
        self.announce.setChecked(True)
        form.addRow(self.announce)
        self.suggested = suggested_table_name(own_name)
        # The name of an earlier table only when its host typed it: a
        # suggestion kept from then named another player, in another language.
        typed = setting(settings, "network/host_name_typed", "false") == "true"
        self.name = QLineEdit(setting(settings, "network/host_name", self.suggested) if typed else self.suggested)
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
            name = self.name.text().strip()
            typed = bool(name) and name != self.suggested
            for key, value in (("port", str(self.port.value())), ("hints", str(self.hints.isChecked()).lower()),
                               ("name", name), ("name_typed", str(typed).lower()),
                               ("stand_in", self.stand_in.currentData())):
                self.settings.setValue(f"network/host_{key}", value)
        self.accept()
