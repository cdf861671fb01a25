"""The client as a person's window uses it: an address where nothing
answers is said at once, and the host going away and coming back is told."""
from __future__ import annotations

import asyncio
import socket

import pytest

from casino_desktop.core import make_rules, new_game
from casino_desktop.net import net_sentences
from casino_desktop.net.client import Client, JoinFailed
from casino_desktop.net.host import Host
from casino_desktop.net.match_file import COMPUTER, REMOTE, SeatPlan, new_record

from .helpers import CODE, LOOPBACK


def _free_port() -> int:
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return s.getsockname()[1]


def test_nothing_answering_at_an_address_is_said_at_once_not_as_a_host_that_left():
    async def scenario():
        port = _free_port()
        with pytest.raises(JoinFailed) as caught:
            await Client(LOOPBACK, port, CODE, patience=3600, first_answer=5).run()
        reason = caught.value.args[0]
        assert reason.template == net_sentences.NOTHING_ANSWERS.template and f"{LOOPBACK}:{port}" in str(reason)
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_seated_player_is_told_when_the_host_goes_away():
    async def scenario():
        plans = [SeatPlan(REMOTE, "casual"), SeatPlan(COMPUTER, "beginner")]
        record = new_record("casino", {}, 2, False, 3, plans)
        host = Host(record, new_game(make_rules("casino", {}), 2, False, 3), plans, CODE)
        listening = asyncio.get_running_loop().create_future()
        task = asyncio.ensure_future(host.run(LOOPBACK, 0, listening.set_result))
        port = await listening
        away: list = []
        client = Client(LOOPBACK, port, CODE, patience=0.5, first_answer=5, on_away=away.append)
        running = asyncio.ensure_future(client.run())
        while client.session.view is None:
            await asyncio.sleep(0.01)
        assert away == []
        task.cancel()
        with pytest.raises(JoinFailed) as caught:
            await running
        assert away == [True] and str(caught.value.args[0]) == str(net_sentences.HOST_GONE)
    asyncio.run(asyncio.wait_for(scenario(), 60))
