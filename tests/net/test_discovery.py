"""Open tables announced and heard (on loopback only: the beacon's address
is a parameter, and the tests give 127.0.0.1)."""
from __future__ import annotations

import asyncio
import socket

from casino_desktop.net.discovery import LIFETIME, MAX_TABLES, TableAd, Tables, beacon, listen, read_beacon

from .helpers import LOOPBACK, start_host


def test_a_beacon_is_read_back_and_never_holds_the_code():
    data = beacon("Grandma's table", 4000, "casino", 4, 2)
    assert read_beacon(data, "10.0.0.5") == TableAd("10.0.0.5", 4000, "Grandma's table", "casino", 4, 2)
    assert b"code" not in data


def test_anything_else_is_ignored():
    for junk in (b"", b"\xff", b"[]", b'{"type":"casino-table"}', beacon("x", 0, "casino", 2, 1),
                 beacon("x", 4000, "casino", 2, 3), beacon("", 4000, "casino", 2, 1),
                 b'{"type":"casino-table","protocol":1,"name":"x","port":4000,"variant":"casino","players":2,"open":1,"code":"A"}',
                 b"{" * 2000):
        assert read_beacon(junk, "10.0.0.5") is None


def test_tables_are_forgotten_when_silent_and_bounded_in_number():
    now = [0.0]
    tables = Tables(clock=lambda: now[0])
    for i in range(MAX_TABLES + 30):
        tables.heard(TableAd(f"10.0.0.{i % 250}", 4000 + i, "t", "casino", 2, 1))
    assert len(tables.current()) == MAX_TABLES
    now[0] += LIFETIME + 1
    assert tables.current() == []


def _free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind((LOOPBACK, 0))
        return s.getsockname()[1]


def test_a_hosting_program_is_heard_while_its_table_is_open():
    port = _free_udp_port()

    async def scenario(host_port: int) -> list:
        heard = Tables()
        transport = await listen(heard, LOOPBACK, port)
        try:
            for _ in range(400):          # a beacon is sent at once, then every 2 s
                if heard.current():
                    break
                await asyncio.sleep(0.05)
        finally:
            transport.close()
        return heard.current()

    host, host_port = start_host("--players", "2", "--name", "Kitchen", "--announce-to", f"{LOOPBACK}:{port}")
    try:
        ads = asyncio.run(scenario(host_port))
    finally:
        host.kill()
        host.wait()
    assert ads == [TableAd(LOOPBACK, host_port, "Kitchen", "casino", 2, 2)]
