"""One game window per data folder: a second start brings the first to the front.

Two windows on one home folder each kept their own match in memory and wrote
it over the other's autosave, so the last writer won and the other game
vanished without a word.  Now the first start takes a lock file in the data
folder (``QLockFile``) and listens on a local socket named after that
folder (``QLocalServer``); a later start finds the lock taken, connects,
sends its command line and exits once the first window has answered.

A lock left by an instance that was killed (kill -9, a power cut) does not
block the next start: ``QLockFile`` sees that the process written in the
lock is gone and takes the lock over.  Its other test of staleness, the
lock's age, is switched off: a window kept open for an hour is not stale.

When the lock cannot be taken at all (a read-only data folder), the game
still starts: nothing can be saved there anyway, and the autosave says so.
"""
from __future__ import annotations

import hashlib
import json
import time
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "instance.lock"
CONNECT_PATIENCE_S = 10.0  # how long a second start waits for the first to listen and answer
RETRY_PAUSE_MS = 100
ANSWER = b"shown\n"
MAX_REQUEST_BYTES = 64 * 1024  # a command line; anything longer is not ours


class Claim(Enum):
    OURS = "ours"              # this process is the one instance
    ELSEWHERE = "elsewhere"    # another live instance holds the folder
    UNAVAILABLE = "unavailable"  # no lock can be made here (read-only folder): play unlocked


def server_name(data_folder: Path) -> str:
    """One socket name per data folder: two users, or two HOMEs of one
    user, never meet; the name stays short enough for a Unix socket path."""
    digest = hashlib.sha256(str(data_folder).encode("utf-8", "surrogatepass")).hexdigest()[:16]
    return f"casino-desktop-{digest}"


class InstanceLock:
    """The lock file and, once it is ours, the socket later starts talk to."""

    def __init__(self, data_folder: Path):
        self.folder = Path(data_folder)
        self.name = server_name(self.folder)
        self._lock = QLockFile(str(self.folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # only a dead owner makes a lock stale, never its age

    def claim(self) -> Claim:
        if self._lock.tryLock(0):
            return Claim.OURS
        if self._lock.error() == QLockFile.LockError.LockFailedError:
            return Claim.ELSEWHERE
        return Claim.UNAVAILABLE

    def release(self) -> None:
        self._lock.unlock()


class InstanceServer(QObject):
    """Listens for later starts; ``request(argv)`` fires for each one,
    after it has been answered (so the later start never waits on a
    question this window asks)."""

    request = Signal(list)

    def __init__(self, name: str, parent: QObject | None = None):
        super().__init__(parent)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(name)  # a socket left by a killed instance: we hold the lock, so it is stale
        self.listening = self.server.listen(name)
        self.server.newConnection.connect(self._connected)

    def _connected(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.setParent(self)
            buffer = bytearray()
            socket.readyRead.connect(lambda s=socket, b=buffer: self._read(s, b))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket, buffer)

    def _read(self, socket: QLocalSocket, buffer: bytearray) -> None:
        buffer += bytes(socket.readAll().data())
        if len(buffer) > MAX_REQUEST_BYTES:
            socket.abort()
            return
        if not buffer.endswith(b"\n"):
            return  # not all of it yet
        argv = _argv_of(bytes(buffer))
        buffer.clear()
        socket.write(ANSWER)
        socket.flush()
        self.request.emit(argv)


def _argv_of(data: bytes) -> list[str]:
    """The later start's command line; [] for anything that is not one
    (another program on the socket must not start a game)."""
    try:
        value = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return []
    argv = value.get("argv") if isinstance(value, dict) else None
    return [a for a in argv if isinstance(a, str)] if isinstance(argv, list) else []


def tell_running_instance(lock: InstanceLock, argv: list[str], patience_s: float = CONNECT_PATIENCE_S) -> Claim | bool:
    """Hand ``argv`` to the instance holding the lock.  True once it has
    answered; False if it never did; ``Claim.OURS`` if it went away
    meanwhile and the lock is now this process's (then start normally)."""
    message = json.dumps({"argv": argv}).encode("utf-8") + b"\n"
    deadline = time.monotonic() + patience_s
    while time.monotonic() < deadline:
        socket = QLocalSocket()
        socket.connectToServer(lock.name)
        if socket.waitForConnected(RETRY_PAUSE_MS):
            socket.write(message)
            socket.waitForBytesWritten(RETRY_PAUSE_MS * 10)
            answer = b""
            while time.monotonic() < deadline and not answer.endswith(b"\n"):
                if not socket.waitForReadyRead(RETRY_PAUSE_MS * 5) and socket.state() != QLocalSocket.LocalSocketState.ConnectedState:
                    break
                answer += bytes(socket.readAll().data())
            socket.abort()
            if answer == ANSWER:
                return True
        else:
            socket.abort()
        # The first start may not be listening yet (both started together), or may have just quit.
        if lock.claim() is Claim.OURS:
            return Claim.OURS
        time.sleep(RETRY_PAUSE_MS / 1000)
    return False
