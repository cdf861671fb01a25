"""Finding open tables on the local network: a host announces, a joining
player listens.

Why a UDP beacon of our own rather than multicast DNS (DNS-SD): it needs
nothing beyond Python's standard library, so nothing new to bundle and
keep up to date, and the command line and the window use the same code
(the window may run it on a thread).  What we give up: mDNS answers other
programs' questions and can cross some access points that drop broadcasts;
our beacon reaches the host's own subnet only, which is where a family's
computers are.  A player can always type the address instead.

The beacon says only that a table is open: its name, port, variant and
free seats, and the protocol version — never the code.  A forged beacon
can lure a player to a program that is not the table, but that program
cannot prove the code (``auth.host_proof``), so the client refuses it.
Every datagram is read through ``safe_json`` with a strict shape; a
listener keeps at most ``MAX_TABLES`` tables, each for ``LIFETIME``
seconds after its last beacon.
"""
from __future__ import annotations

import asyncio
import json
import socket
import time
from dataclasses import dataclass
from typing import Any

from ..core.safe_json import InputRefused, read_json_bytes
from .wire import MAX_NAME, PROTOCOL

DISCOVERY_PORT = 47_253
BROADCAST = "255.255.255.255"
INTERVAL = 2.0           # seconds between beacons
LIFETIME = 7.0           # a table not heard from for this long is gone
MAX_TABLES = 64
MAX_DATAGRAM = 1024
KIND = "casino-table"


@dataclass(frozen=True)
class TableAd:
    address: str
    port: int
    name: str
    variant: str
    players: int
    open_seats: int


def beacon(name: str, port: int, variant: str, players: int, open_seats: int) -> bytes:
    return json.dumps({"type": KIND, "protocol": PROTOCOL, "name": name[:MAX_NAME], "port": port,
                       "variant": variant[:40], "players": players, "open": open_seats},
                      ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _is_int(value: Any, lo: int, hi: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi


def read_beacon(data: bytes, sender: str) -> TableAd | None:
    """The table a datagram announces, or None for anything else."""
    try:
        fields = read_json_bytes(data, max_bytes=MAX_DATAGRAM, max_depth=2)
    except InputRefused:
        return None
    shape = {"type", "protocol", "name", "port", "variant", "players", "open"}
    if not isinstance(fields, dict) or set(fields) != shape or fields["type"] != KIND:
        return None
    name, variant = fields["name"], fields["variant"]
    if (fields["protocol"] != PROTOCOL or not _is_int(fields["port"], 1, 65535)
            or not _is_int(fields["players"], 2, 4) or not _is_int(fields["open"], 0, fields["players"])
            or not isinstance(name, str) or not 0 < len(name) <= MAX_NAME or not name.isprintable()
            or not isinstance(variant, str) or not 0 < len(variant) <= 40 or not variant.isprintable()):
        return None
    return TableAd(sender, fields["port"], name, variant, fields["players"], fields["open"])


class Tables:
    """The tables heard lately (at most ``MAX_TABLES``, each kept ``LIFETIME`` seconds)."""

    def __init__(self, clock=time.monotonic) -> None:
        self.clock = clock
        self._heard: dict[tuple[str, int], tuple[float, TableAd]] = {}

    def heard(self, ad: TableAd) -> None:
        key = (ad.address, ad.port)
        self._heard.pop(key, None)
        self._heard[key] = (self.clock(), ad)
        while len(self._heard) > MAX_TABLES:
            del self._heard[next(iter(self._heard))]

    def current(self) -> list[TableAd]:
        now = self.clock()
        for key in [k for k, (at, _) in self._heard.items() if now - at > LIFETIME]:
            del self._heard[key]
        return sorted((ad for _, ad in self._heard.values()), key=lambda ad: (ad.name, ad.address, ad.port))


class _Listening(asyncio.DatagramProtocol):
    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    def datagram_received(self, data: bytes, addr) -> None:
        ad = read_beacon(data, str(addr[0]))
        if ad is not None:
            self.tables.heard(ad)


async def listen(tables: Tables, bind: str = "", port: int = DISCOVERY_PORT):
    """Start hearing beacons into ``tables``; the transport (close it to stop)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if hasattr(socket, "SO_REUSEPORT"):  # several programs on one computer may listen
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind((bind, port))
    transport, _ = await asyncio.get_running_loop().create_datagram_endpoint(lambda: _Listening(tables), sock=sock)
    return transport


async def announce(message, to: tuple[str, int] = (BROADCAST, DISCOVERY_PORT), interval: float = INTERVAL) -> None:
    """Send ``message()`` (the beacon, as it is now) every ``interval``
    seconds until cancelled; the host stops when its table closes."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
    sock.setblocking(False)
    try:
        while True:
            try:
                sock.sendto(message(), to)
            except OSError:
                pass  # no network at the moment: the next beacon tries again
            await asyncio.sleep(interval)
    finally:
        sock.close()
