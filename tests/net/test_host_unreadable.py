"""A player's program that sends what the table cannot read is told why (a
refusal it can show), and the host's log and window are told too, once per
address: a player of another version otherwise never gets a seat and
nobody at the host's computer learns why."""
from __future__ import annotations

import asyncio
import logging

from casino_desktop.net import net_sentences
from casino_desktop.net.match_file import COMPUTER, REMOTE, SeatPlan
from casino_desktop.net.wire import PROTOCOL

from .helpers import LOOPBACK
from .test_host import Raw, new_host, serving


def _unreadable_events(events: list) -> list:
    return [e["say"] for e in events if e.get("type") == "unreadable"]


def test_a_program_of_another_version_is_told_and_the_host_hears_of_it_once(caplog):
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(COMPUTER, "beginner")])
        events: list = []
        host.on_event = events.append
        task, port = await serving(host)
        first = await Raw().open(port, protocol=PROTOCOL + 1)
        assert first["type"] == "refused" and first["fatal"] is True and first["about"] == "join"
        assert first["reason"]["say"] == str(net_sentences.WRONG_PROTOCOL)
        again = Raw()
        again.reader, again.writer = await asyncio.open_connection(LOOPBACK, port)
        again.send(b"\x00\x01 not a greeting\n")
        refused = await again.next()
        assert refused["reason"]["say"] == str(net_sentences.NOT_JSON) and refused["fatal"] is True
        task.cancel()
        return events
    with caplog.at_level(logging.WARNING, logger="casino_desktop.net"):
        events = asyncio.run(scenario())
    said = _unreadable_events(events)
    assert len(said) == 1, "one line per address, however often it sends"
    assert said[0].template == net_sentences.PLAYER_UNREADABLE.template and LOOPBACK in str(said[0])
    logged = [r.getMessage() for r in caplog.records if "cannot read" in r.getMessage()]
    assert len(logged) == 1 and LOOPBACK in logged[0] and "version" in logged[0]


def test_a_seated_program_sending_garbage_is_refused_and_the_host_hears_of_it():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(COMPUTER, "beginner")])
        events: list = []
        host.on_event = events.append
        task, port = await serving(host)
        player = Raw()
        assert (await player.open(port))["type"] == "welcome"
        player.send({"type": "chat", "text": "hello"})
        refused = await player.next_of("refused")
        assert refused["reason"]["say"] == str(net_sentences.UNKNOWN_TYPE) and refused["fatal"] is False
        player.send({"type": "move", "seat": player.seat, "moves": 99, "move": "AS trail"})
        await player.next_of("refused")   # a readable move refused (stale): not news for the host
        task.cancel()
        return events
    said = _unreadable_events(asyncio.run(scenario()))
    assert len(said) == 1 and said[0].template == net_sentences.PLAYER_UNREADABLE.template


def test_a_readable_move_refused_is_not_called_unreadable():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(COMPUTER, "beginner")])
        events: list = []
        host.on_event = events.append
        task, port = await serving(host)
        player = Raw()
        await player.open(port)
        player.send({"type": "move", "seat": player.seat, "moves": 99, "move": "AS trail"})
        await player.next_of("refused")
        task.cancel()
        return events
    assert _unreadable_events(asyncio.run(scenario())) == []
