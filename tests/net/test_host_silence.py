"""A host that goes silent without its connection ending (a suspended
laptop, a pulled cable, a relay that stops forwarding): the seated client
used to wait on the dead connection for as long as TCP took to notice.
Now it hears its host at least every ping (every host answers one), takes
a host not heard from for ``host_silent_after`` as gone, says so, dials
again as after a drop, and is seated again when the host answers; a
healthy table whose computer player thinks long is never called silent."""
from __future__ import annotations

import asyncio
import time

import pytest

from casino_desktop.core import make_rules, new_game
from casino_desktop.net import net_sentences
from casino_desktop.net.client import Client, JoinFailed
from casino_desktop.net.host import Host
from casino_desktop.net.match_file import COMPUTER, REMOTE, SeatPlan, new_record

from .helpers import CODE, LOOPBACK
from .relay import Relay


async def _hosting(plans=None) -> tuple[Host, asyncio.Task, int]:
    plans = plans or [SeatPlan(REMOTE, "casual"), SeatPlan(COMPUTER, "beginner")]
    record = new_record("casino", {}, len(plans), False, 3, plans)
    host = Host(record, new_game(make_rules("casino", {}), len(plans), False, 3), plans, CODE, budget=0.01)
    listening = asyncio.get_running_loop().create_future()
    task = asyncio.ensure_future(host.run(LOOPBACK, 0, listening.set_result))
    return host, task, await listening


async def _until(condition, what: str) -> None:
    for _ in range(2000):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"never: {what}")


def test_a_host_gone_silent_is_noticed_said_and_dialled_again_and_the_seat_comes_back():
    async def scenario():
        host, task, port = await _hosting()
        relay = Relay(port)
        told: list = []
        client = Client(LOOPBACK, await relay.start(), CODE, patience=60, first_answer=0.3, follow=True,
                        on_away=told.append, on_silent=lambda: told.append("silent"))
        client.ping_every, client.host_silent_after = 0.05, 0.4
        running = asyncio.ensure_future(client.run())
        await _until(lambda: client.session.view is not None, "seated")
        seat, moves = client.session.seat, client.session.moves
        await asyncio.sleep(0.6)                      # healthy and quiet: the pings are answered
        assert told == [], "a host that answers its pings is not silent"
        relay.forwarding = False                      # the host's machine stops answering; nothing is closed
        await _until(lambda: told == ["silent", True], "the silence said, then the host away")
        client.host_silent_after = 3600.0             # a call the host leaves unanswered is not waited on that long
        dialled = relay.connections
        await _until(lambda: relay.connections > dialled + 1, "dialled again, and again")
        relay.forwarding = True                       # the host answers again
        await _until(lambda: told[-1] is False, "seated again")
        assert told == ["silent", True, False]
        assert client.session.seat == seat and client.session.moves >= moves, "the same seat, the same match"
        assert host.seats[seat].conn is not None and host.seats[seat].kind() == "connected"
        running.cancel()
        task.cancel()
        relay.close()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_first_join_whose_host_never_answers_its_greeting_says_nothing_answers():
    async def scenario():
        host, task, port = await _hosting()
        relay = Relay(port)
        relay.forwarding = False                      # the port takes the call, nothing comes back
        relay_port = await relay.start()
        with pytest.raises(JoinFailed) as caught:
            await Client(LOOPBACK, relay_port, CODE, patience=3600, first_answer=0.3).run()
        assert caught.value.args[0].template == net_sentences.NOTHING_ANSWERS.template
        task.cancel()
        relay.close()
    asyncio.run(asyncio.wait_for(scenario(), 30))


def test_a_host_that_accepts_calls_but_never_answers_runs_out_the_patience():
    """Each call the host never answered began the patience afresh: a seated
    player's window dialled such a host for ever."""
    async def scenario():
        host, task, port = await _hosting()
        relay = Relay(port)
        told: list = []
        client = Client(LOOPBACK, await relay.start(), CODE, patience=0.8, first_answer=0.3, follow=True,
                        on_away=told.append)
        client.ping_every, client.host_silent_after = 0.05, 0.2
        running = asyncio.ensure_future(client.run())
        await _until(lambda: client.session.view is not None, "seated")
        relay.forwarding = False
        with pytest.raises(JoinFailed) as caught:
            await running
        assert str(caught.value.args[0]) == str(net_sentences.HOST_GONE) and told == [True]
        task.cancel()
        relay.close()
    asyncio.run(asyncio.wait_for(scenario(), 30))


def test_a_long_computer_think_at_a_healthy_table_is_not_a_silent_host():
    """The host answers pings on its network loop while a computer player
    thinks on its worker thread: a slow think is not a host gone."""
    async def scenario():
        plans = [SeatPlan(REMOTE, "casual"), SeatPlan(COMPUTER, "beginner")]
        host, task, port = await _hosting(plans)
        choose = host._choose

        def slow(*args):
            time.sleep(1.5)                           # a think far longer than the silence allowed here
            return choose(*args)
        host._choose = slow                           # type: ignore[method-assign]  # the test's slow computer
        told: list = []
        client = Client(LOOPBACK, port, CODE, patience=60, first_answer=5, follow=True,
                        on_away=told.append, on_silent=lambda: told.append("silent"))
        client.ping_every, client.host_silent_after = 0.05, 0.4
        client.choose = lambda view: None             # the person thinks too: the computer's turn comes after hers
        running = asyncio.ensure_future(client.run())
        await _until(lambda: client.session.view is not None, "seated")
        if host.state.to_move == client.session.seat:  # her move, so that the computer's long turn follows
            from casino_desktop.core import legal_moves
            client.send_move(legal_moves(client.session.view)[0])
        await _until(lambda: host.thinking is not None, "the computer thinks")
        await _until(lambda: host.thinking is None, "the computer moved")
        assert told == [], "the pings were answered throughout"
        running.cancel()
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_client_whose_own_program_stood_still_does_not_call_its_host_silent():
    """Its computer suspended, or its process stopped: on waking, the host's
    silence is its own.  It counts the silence afresh, and the host answers
    the ping it sends first thing."""
    async def scenario():
        host, task, port = await _hosting()
        told: list = []
        client = Client(LOOPBACK, port, CODE, patience=60, follow=True,
                        on_away=told.append, on_silent=lambda: told.append("silent"))
        client.ping_every, client.host_silent_after = 0.1, 1.0
        running = asyncio.ensure_future(client.run())
        await _until(lambda: client.session.view is not None and host.state.to_move == client.session.seat
                     and client.session.moves == len(host.record.moves), "seated, on her turn: the host sends nothing")
        client.ping_every = 3600.0                    # after its next ping: the test sends the one after the stillness
        await asyncio.sleep(0.3)
        time.sleep(2.0)                               # the program stands still (its loop with it)
        client.conn.send({"type": "ping"})            # what its pinging does first on waking
        await asyncio.sleep(0.3)
        assert told == [], "its own stillness is not the host's silence"
        running.cancel()
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))
