"""A TCP relay between a guest and its host that can stop forwarding without
closing anything: what a suspended laptop, a pulled cable or a relay that
stops forwarding look like to both programs (their connections stay open,
and nothing more arrives).  Bytes are read and dropped while it holds, so
neither side's writes ever block or fail.

As a program, for seeing it on screen: ``python -m tests.net.relay LISTEN
HOST_PORT``; each SIGUSR1 stops or resumes forwarding, and SIGUSR2 ends
every connection it relays (so that both sides see them end).
"""
from __future__ import annotations

import asyncio
import signal
import sys

LOOPBACK = "127.0.0.1"


class Relay:
    def __init__(self, target_port: int, host: str = LOOPBACK) -> None:
        self.target = (host, target_port)
        self.forwarding = True
        self.port = 0
        self.server: asyncio.AbstractServer | None = None
        self.writers: list[asyncio.StreamWriter] = []
        self.connections = 0       # how many guests it relayed

    async def start(self, port: int = 0) -> int:
        self.server = await asyncio.start_server(self._relay, LOOPBACK, port)
        self.port = self.server.sockets[0].getsockname()[1]
        return self.port

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.target)
        except OSError:
            writer.close()
            return
        self.writers += [writer, up_writer]
        await asyncio.gather(self._pump(reader, up_writer), self._pump(up_reader, writer), return_exceptions=True)

    async def _pump(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while data := await reader.read(64 * 1024):
                if self.forwarding and not writer.is_closing():  # else dropped: the far side hears nothing
                    writer.write(data)
        except (ConnectionError, OSError):
            pass
        finally:
            if self.forwarding:
                writer.close()   # while it holds, an end is not passed on either: the far side's stays open

    def cut_all(self) -> None:
        """End every relayed connection (both sides see theirs end)."""
        for writer in self.writers:
            writer.close()
        self.writers.clear()

    def close(self) -> None:
        self.cut_all()
        if self.server is not None:
            self.server.close()


async def _main(listen: int, target: int) -> None:
    relay = Relay(target)
    await relay.start(listen)
    loop = asyncio.get_running_loop()

    def toggle() -> None:
        relay.forwarding = not relay.forwarding
        print("forwarding" if relay.forwarding else "holding", flush=True)
    loop.add_signal_handler(signal.SIGUSR1, toggle)
    loop.add_signal_handler(signal.SIGUSR2, relay.cut_all)
    print(f"relaying {relay.port} -> {target}", flush=True)
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(_main(int(sys.argv[1]), int(sys.argv[2])))
