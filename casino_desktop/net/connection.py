"""One peer's connection: whole lines in, messages out, bounded both ways.

Used by the host and by the client alike.  Reading goes through
``wire.LineBuffer`` (never more than one line's cap held); writing never
waits for a slow reader — it queues, and a peer whose queue passes
``max_buffer`` bytes is dropped, so a peer that sends and never reads
cannot make the other side hold its replies without bound.
"""
from __future__ import annotations

import asyncio
from collections import deque

from .wire import LineBuffer, encode

READ_CHUNK = 16 * 1024


class Closed(Exception):
    """The peer went away (or we closed the connection)."""


class Connection:
    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, line_limit: int,
                 max_buffer: int) -> None:
        self.reader, self.writer = reader, writer
        self.lines: deque = deque()
        self.buffer = LineBuffer(line_limit)
        self.max_buffer = max_buffer
        self.closed = False
        self.too_slow = False   # dropped because it did not read what it was sent
        self.results_sent = 0   # round results this peer holds (``views.seat_view``)
        peer = writer.get_extra_info("peername")
        self.address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"

    async def next_line(self) -> bytes | None:
        """The next line (without its newline), ``None`` for a line over the
        cap; ``Closed`` once the peer is gone."""
        while not self.lines:
            if self.closed:
                raise Closed()
            try:
                data = await self.reader.read(READ_CHUNK)
            except (ConnectionError, OSError):
                data = b""
            if not data:
                self.closed = True
                raise Closed()
            self.lines.extend(self.buffer.feed(data))
        return self.lines.popleft()

    def send(self, message: dict) -> bool:
        """Queue ``message``; False (and the connection closed) when the peer
        has gone or is too far behind in reading."""
        if self.closed:
            return False
        try:
            self.writer.write(encode(message))
        except (ConnectionError, OSError, RuntimeError):
            self.close()
            return False
        transport = self.writer.transport
        if transport is not None and transport.get_write_buffer_size() > self.max_buffer:
            self.too_slow = True
            self.abort()
            return False
        return True

    def close(self) -> None:
        """Close after what is queued has been sent."""
        if not self.closed:
            self.closed = True
        try:
            self.writer.close()
        except (ConnectionError, OSError, RuntimeError):
            pass

    def abort(self) -> None:
        """Close at once, dropping what is queued (a peer that does not read)."""
        self.closed = True
        transport = self.writer.transport
        if transport is not None:
            transport.abort()

    async def drained(self, seconds: float = 2.0) -> None:
        """Wait a little for queued bytes to leave (before closing on purpose)."""
        try:
            await asyncio.wait_for(self.writer.drain(), seconds)
        except (asyncio.TimeoutError, ConnectionError, OSError, RuntimeError):
            pass
