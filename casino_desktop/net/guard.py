"""How much one connection may send, and when it has misbehaved enough.

A token bucket lets a player's program send bursts (a move, a ping) but no
flood: ``rate`` messages a second on average, ``burst`` at once.  Every
refused message is a strike; more than ``strikes`` within ``window``
seconds and the host closes the connection (the table goes on, and a
seated player's computer stand-in takes over, as after any drop).
"""
from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    """Every bound the host puts on its peers, in one place."""
    rate: float = 20.0               # messages a second, on average (a person sends one a second at most)
    burst: int = 60                  # messages at once
    strikes: int = 20                # refused messages tolerated within ``strike_window``
    strike_window: float = 60.0
    wrong_codes: int = 5             # wrong join codes per address within ``code_window``
    code_window: float = 60.0
    code_pause: float = 60.0         # then the address waits this long
    handshake_seconds: float = 10.0  # to prove the code, from the first byte
    max_connections: int = 32        # open connections at once, seated or not
    max_write_buffer: int = 512 * 1024  # bytes waiting for a slow reader before it is dropped


class MessageGuard:
    def __init__(self, limits: Limits, clock=time.monotonic) -> None:
        self.limits = limits
        self.clock = clock
        self.tokens = float(limits.burst)
        self.last = clock()
        self.refused: deque = deque()

    def allow(self) -> bool:
        """Whether one more message may be read now (it spends a token)."""
        now = self.clock()
        self.tokens = min(self.limits.burst, self.tokens + (now - self.last) * self.limits.rate)
        self.last = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True

    def strike(self) -> bool:
        """Count a refused message; True when the connection must be closed."""
        now = self.clock()
        self.refused.append(now)
        while self.refused and now - self.refused[0] > self.limits.strike_window:
            self.refused.popleft()
        return len(self.refused) > self.limits.strikes
