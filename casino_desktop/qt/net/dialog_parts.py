"""What the network dialogs share: the port tables start on, where this
computer can be reached (each address whole with its port, as a joining
player types it), saying a refusal in a dialog, a remembered setting."""
from __future__ import annotations

from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import QDialog, QLabel, QLineEdit

from casino_desktop.net import auth
from casino_desktop.qt.translate import tr

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


def tell(dialog: QDialog, label: QLabel, sentence: str) -> None:
    """Put a refusal (or a note) in the dialog's ``label`` and make the dialog
    tall enough for it: a wrapped sentence of three lines otherwise squeezes
    the rows above it (the host's seat plan was clipped to one line)."""
    label.setText(sentence)
    layout = dialog.layout()
    if layout is None:  # a dialog not laid out yet: nothing to grow
        return
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


def join_addresses(port: int) -> str:
    """This computer's addresses as a joining player types them
    ("192.168.1.20:4747, 10.0.0.5:4747"); empty when it is on no network."""
    return ", ".join(f"{address}:{port}" for address in local_addresses())


def join_details(code: str, port: int) -> str:
    """What the host reads out once the table is open: the code and where
    to join, each address whole with its port (the port alone sent players
    back to a dialog long closed for the address)."""
    addresses = join_addresses(port)
    if not addresses:
        return tr("Join code {code}, port {port}.", code=auth.shown_code(code), port=port)
    return tr("Join code {code}; players join at {addresses}.", code=auth.shown_code(code), addresses=addresses)


def setting(settings, key: str, default):
    value = settings.value(key) if settings is not None else None
    return value if isinstance(value, str) and value else default
