"""A seated client's pings, and its host's silence.

The client says it is there every ``PING_EVERY`` seconds, and every host
answers (a "pong"); the host's own side of this is ``table_waits``.  So a
client that hears nothing from its host for ``HOST_SILENT_AFTER`` seconds
knows the host is not there, though its connection still looks open: it
ends that connection and dials again, as after a drop, and its player is
told why.  Split from ``client.Client``, which inherits it.
"""
from __future__ import annotations

import asyncio
from typing import Any, Callable

from .connection import Connection

# A seated client says it is there this often (a ``ping``, which every host
# answers), so that the host can tell a silent program from one thinking:
# a frozen program's connection stays open (``table_waits.SILENT_AFTER``).
PING_EVERY = 15.0
# ...and expects to hear from its host as often: every host answers a ping
# (a "pong", since the protocol's first version), so a seated client that
# has heard nothing for this long (four pings unanswered) takes its host as
# gone, though its connection still looks open: a suspended laptop, a
# pulled cable or a relay that stopped forwarding ends no connection, and
# the window waited on the dead one for as long as TCP took to notice (many
# minutes).  It ends the connection and dials again, as after a drop.  Far
# above any healthy host's answer: the host answers on its network loop,
# never behind a computer player's thinking (a worker thread) or the disk.
HOST_SILENT_AFTER = 60.0


class HostSilence:
    """``Client``'s pings and its watch on the host (``Client`` is one: it inherits this half)."""

    session: Any
    first_answer: float | None
    ping_every: float
    host_silent_after: float
    on_silent: Callable[[], None]
    _seated_on: Connection | None
    _heard: float = 0.0          # when the host's last line came (the loop's clock)
    _unanswered: bool = False    # a first join's host never answered its greeting: nothing answers there

    async def _pinging(self, conn: Connection) -> None:
        """A ping every ``ping_every`` seconds once seated on ``conn`` (before
        the welcome a host reads only the handshake)."""
        while not conn.closed:
            await asyncio.sleep(self.ping_every)
            if self._seated_on is conn and not conn.closed:
                conn.send({"type": "ping"})

    async def _watching(self, conn: Connection) -> None:
        """End ``conn`` once the host has sent nothing for
        ``host_silent_after`` seconds (before it seated us there: for
        ``first_answer``), so that ``run`` dials again as after a drop.  A
        seated player is told (``on_silent``) that the host went silent; a
        first join whose greeting goes unanswered, that nothing answers."""
        loop = asyncio.get_running_loop()
        self._heard = loop.time()
        while not conn.closed:
            seated = self._seated_on is conn
            # Before the welcome a host answers at once (the greeting, the
            # join): a call it leaves unanswered for ``first_answer`` is
            # given up and dialled again, not waited on for a minute.
            limit = self.host_silent_after if seated or self.first_answer is None else self.first_answer
            left = self._heard + limit - loop.time()
            if left <= 0:
                if seated:
                    self.on_silent()
                elif self.session.seat is None and self.first_answer is not None:
                    self._unanswered = True
                conn.abort()
                return
            slept = loop.time()
            await asyncio.sleep(left)
            if loop.time() - slept - left > limit / 4:
                # This program stood still, not the host (its own computer
                # suspended, its process stopped): what the host sent meanwhile
                # is still to be read, and a host that is there answers the
                # next ping.  Its silence is counted afresh, from half the limit.
                self._heard = max(self._heard, loop.time() - limit / 2)
