"""The network client on a thread of its own, talking to the window by signals.

Why a Python thread with asyncio rather than QtNetwork: the protocol, the
handshake and the reconnection are ``net.client.Client``, pure Python and
tested headless; running that same code on a thread keeps one
implementation.  Its messages reach the GUI thread through a queued signal;
the window's moves go back with ``loop.call_soon_threadsafe``.
"""
from __future__ import annotations

import asyncio
import threading

from PySide6.QtCore import QObject, Signal

from casino_desktop.net.client import Client, JoinFailed
from casino_desktop.qt.gui_collector import hold_until_done

# How long a seated player's window keeps trying while the host is away: a
# host's computer may be slow to restart, and the player is shown that the
# table waits (with a way to stop waiting).
HOST_PATIENCE = 300.0
# How long a first join waits for an answer before saying nothing answers.
FIRST_ANSWER = 10.0


class NetBridge(QObject):
    message = Signal(object)    # a host message (a dict), on the GUI thread
    ended = Signal(object)      # the match's summary (a dict), or why the table was left (a sentence)
    seated = Signal(int, str)   # the seat and its token, to keep for coming back
    away = Signal(bool)         # the host went away (True; the client keeps trying) or is back (False)
    silent = Signal()           # ...went away by falling silent, not by its connection ending (before ``away``)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client: Client | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task | None = None
        self._thread: threading.Thread | None = None

    def join(self, host: str, port: int, code: str, name: str | None = None, token: str | None = None) -> None:
        self.client = Client(host, port, code, name=name, token=token, on_message=self.message.emit,
                             on_token=self.seated.emit, on_away=self.away.emit, patience=HOST_PATIENCE,
                             first_answer=FIRST_ANSWER, follow=True, on_silent=self.silent.emit)
        started = threading.Event()

        def run() -> None:
            async def main() -> None:
                self.loop = asyncio.get_running_loop()
                self._task = asyncio.current_task()
                started.set()
                try:
                    self.ended.emit(await self.client.run())  # type: ignore[union-attr]  # made just above, before the thread starts
                except JoinFailed as err:
                    self.ended.emit(err.args[0])
                except asyncio.CancelledError:
                    pass
            asyncio.run(main())

        self._thread = threading.Thread(target=run, name="network-table", daemon=True)
        hold_until_done(self, self._thread)  # its target holds this object: never let go last by it
        self._thread.start()
        started.wait(10)

    def _call(self, function, *args) -> None:
        """``function(*args)`` on the client's loop, if it still runs."""
        loop = self.loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(function, *args)
            except RuntimeError:  # it closed just now: the match is over
                pass

    def send_move(self, text: str) -> None:
        if self.client is not None:
            self._call(self.client.send_paced, text)

    def say_sheet(self, shown: bool) -> None:
        """Whether the window shows a finished round's scores (``Client.say_sheet``)."""
        if self.client is not None:
            self._call(self.client.say_sheet, shown)

    def stop(self) -> None:
        """Leave the table (the host hands the seat to its stand-in)."""
        if self.client is not None:
            self._call(self.client.leave)  # said before the connection closes: queued ahead of the cancel
        if self._task is not None:
            self._call(self._task.cancel)
        if self._thread is not None:
            self._thread.join(5)
