"""Asking a table which match it holds, before joining it.

A seat kept for a player (``comeback.kept_seat``) belongs to one match.
Another table may open later at the same address and port (the host
started a new match, or another program on that computer took the port):
Join… must not offer the kept seat, nor fill in its code, at that one.
A table says which match it holds (``auth.table_id``) in its first answer
to anyone, before any code is proved, so the dialog asks: it says hello,
reads that one line, and hangs up.  The host takes this for a visitor who
left before joining: nothing is refused, counted as a wrong code, or told.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from casino_desktop.core.safe_json import InputRefused, read_json_bytes
from casino_desktop.net import auth
from casino_desktop.net.client import table_id_of
from casino_desktop.net.wire import MAX_DEPTH, MAX_LINE, PROTOCOL, encode


# Beside ``comeback``'s kept seat: the match it is at (``auth.table_id``).
_KEPT_TABLE = "network/kept_seat/table"


def keep_table_id(settings, session) -> None:
    """The kept seat's match, as its table said (none from an older host)."""
    table = getattr(session, "table_id", None)
    if table:
        settings.setValue(_KEPT_TABLE, table)
    else:
        settings.remove(_KEPT_TABLE)


def kept_table_id(settings) -> str | None:
    value = settings.value(_KEPT_TABLE) if settings is not None else None
    return value if isinstance(value, str) and value else None


class TableProbe(QObject):
    """``answered`` once: the table's id, or None when nothing answers in
    ``seconds``, or the table does not say (an older host, not a table)."""

    answered = Signal(object)

    def __init__(self, host: str, port: int, parent: QObject | None = None, seconds: float = 3.0) -> None:
        super().__init__(parent)
        self._said = False
        self._data = bytearray()
        self.socket = QTcpSocket(self)
        self.socket.connected.connect(self._hello)
        self.socket.readyRead.connect(self._read)
        self.socket.errorOccurred.connect(lambda _error: self._say(None))
        QTimer.singleShot(int(seconds * 1000), self, lambda: self._say(None))
        self.socket.connectToHost(host, port)

    def _hello(self) -> None:
        self.socket.write(encode({"type": "hello", "protocol": PROTOCOL, "nonce": auth.new_nonce()}))

    def _read(self) -> None:
        self._data += bytes(self.socket.readAll().data())
        line, found, _ = bytes(self._data).partition(b"\n")
        if not found:
            if len(self._data) > MAX_LINE:  # no line of a table's is this long before its end
                self._say(None)
            return
        try:
            message = read_json_bytes(line, max_bytes=MAX_LINE, max_depth=MAX_DEPTH)
        except InputRefused:
            message = None
        self._say(table_id_of(message) if isinstance(message, dict) and message.get("type") == "challenge" else None)

    def _say(self, table: str | None) -> None:
        if self._said:
            return
        self._said = True
        if self.socket.state() != QAbstractSocket.SocketState.UnconnectedState:
            self.socket.abort()  # the visit ends here: nothing more is sent
        self.answered.emit(table)
