"""A player still at the last round's score sheet holds the table on her
turn, and the others read only that it is her turn (stranger 19, finding
4).  Her window says when it shows a finished round ("sheet"), and the
host's list of seats says she is still reading the scores; what a window
says is believed only where it can be so, said again changes nothing, and
a hostile one changes nothing for anyone else."""
from __future__ import annotations

import asyncio
import json

from casino_desktop.core import PHASE_ROUND_OVER, apply, legal_moves, next_round
from casino_desktop.net import auth, net_sentences
from casino_desktop.net.client import Client
from casino_desktop.net.match_file import REMOTE, SeatPlan
from casino_desktop.net.reading_seats import MOST_CHANGES
from casino_desktop.net.wire import PROTOCOL

from .fake_host import FakeHost
from .helpers import CODE, LOOPBACK
from .test_host import Raw, new_host, serving


def _host_in_round_two():
    """Two people's table whose first round was played (by the core, first legal moves)."""
    host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual")])
    while host.state.phase != PHASE_ROUND_OVER:
        move = legal_moves(host.state)[0]
        host.record.moves.append(move.text(show_value=True))
        apply(host.state, move)
    next_round(host.state)
    return host


async def _seated_pair(host):
    task, port = await serving(host)
    ann, bo = Raw(), Raw()
    await ann.open(port, name="Ann")
    await bo.open(port, name="Bo")
    await ann.next_of("state")
    await bo.next_of("state")
    mover, other = (ann, bo) if host.state.to_move == ann.seat else (bo, ann)
    return task, mover, other


async def _next_but_pongs(raw: Raw) -> dict:
    """What ``raw`` is sent next, after a ping of its own: the pong if nothing else came first."""
    raw.send({"type": "ping"})
    return await raw.next()


def test_the_others_are_told_who_is_still_reading_the_last_rounds_scores():
    async def scenario():
        host = _host_in_round_two()
        task, mover, other = await _seated_pair(host)
        mover.send({"type": "sheet", "open": True})
        seats = await other.next_of("seats")
        assert seats["seats"][mover.seat].get("reading") is True
        assert "reading" not in seats["seats"][other.seat]
        assert seats["seats"][mover.seat]["kind"] == "connected", "her seat is kept, as for any turn"
        assert host.awaiting == mover.seat or host.state.to_move == mover.seat, "the table still waits for her move"
        mover.send({"type": "sheet", "open": False})   # she went on to the table
        seats = await other.next_of("seats")
        assert "reading" not in seats["seats"][mover.seat]
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_the_word_said_again_sends_nobody_anything():
    async def scenario():
        host = _host_in_round_two()
        task, mover, other = await _seated_pair(host)
        mover.send({"type": "sheet", "open": True})
        assert (await mover.next())["type"] == "seats"
        mover.send({"type": "sheet", "open": True})
        assert (await _next_but_pongs(mover))["type"] == "pong"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_no_round_has_ended_so_nobody_is_reading_its_scores():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual")])
        task, mover, other = await _seated_pair(host)
        mover.send({"type": "sheet", "open": True})
        assert (await _next_but_pongs(mover))["type"] == "pong", "no seats sent: nothing to say"
        assert not host.still_reading(host.seats[mover.seat])
        assert all("reading" not in entry for entry in host._seat_list())
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_malformed_sheet_message_is_refused_and_the_table_goes_on():
    async def scenario():
        host = _host_in_round_two()
        task, mover, other = await _seated_pair(host)
        for bad in ({"type": "sheet", "open": "yes"}, {"type": "sheet"}, {"type": "sheet", "open": 1},
                    {"type": "sheet", "open": True, "seat": other.seat}):
            mover.send(bad)
            refused = await mover.next_of("refused")
            assert refused["fatal"] is False
            assert refused["reason"]["say"] in (net_sentences.BAD_FIELD.template, net_sentences.UNKNOWN_FIELD.template)
        assert not any(host.still_reading(s) for s in host.seats), "nobody was said to be reading"
        mover.send({"type": "sheet", "open": True})            # still seated, and heard
        assert (await other.next_of("seats"))["seats"][mover.seat].get("reading") is True
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_window_that_keeps_changing_its_word_is_taken_as_not_reading_that_round():
    async def scenario():
        host = _host_in_round_two()
        task, mover, other = await _seated_pair(host)
        for n in range(MOST_CHANGES + 4):
            mover.send({"type": "sheet", "open": n % 2 == 0})
        mover.send({"type": "sheet", "open": True})
        mover.send({"type": "ping"})
        while (await mover.next())["type"] != "pong":  # every message sent before it was read
            pass
        assert host.seats[mover.seat].sheet_changes > MOST_CHANGES
        assert not host.still_reading(host.seats[mover.seat])
        assert "reading" not in host._seat_list()[mover.seat]
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_client_tells_a_host_that_reads_it_and_again_after_a_new_connection():
    async def scenario():
        host = _host_in_round_two()
        task, port = await serving(host)
        other = Raw()
        client = Client(LOOPBACK, port, CODE, name="Ann", patience=5, first_answer=5)
        running = asyncio.ensure_future(client.run())
        await other.open(port, name="Bo")
        while client.session.view is None:
            await asyncio.sleep(0.01)
        seat = host.seats[client.session.seat]
        client.say_sheet(True)
        while not seat.reading:
            await asyncio.sleep(0.01)
        first = seat.conn
        client.conn.close()                                  # the connection drops; the window's sheet stays open
        while seat.conn is first or seat.conn is None or not seat.reading:
            await asyncio.sleep(0.01)
        assert host.still_reading(seat), "said again on the new connection"
        running.cancel()
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_client_says_nothing_of_its_sheet_to_an_older_host():
    """A host whose challenge does not say "sheet" refuses the message as
    unknown: the client never sends it there."""
    async def scenario():
        fake = FakeHost(lambda n: ())
        await fake.start()
        client = Client(LOOPBACK, fake.port, CODE, patience=1, first_answer=5)
        running = asyncio.ensure_future(client.run())
        while client.session.seat is None:
            await asyncio.sleep(0.01)
        sent: list = []
        client.conn.send = sent.append                      # what it would send from now on
        client.say_sheet(True)
        client.say_sheet(False)
        assert sent == [] and not client.host_reads_sheet
        running.cancel()
        fake.close()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_the_hosts_challenge_says_it_reads_the_sheet():
    async def scenario():
        host = _host_in_round_two()
        task, port = await serving(host)
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
        writer.write(b'{"type":"hello","protocol":%d,"nonce":"%s"}\n' % (PROTOCOL, auth.new_nonce().encode()))
        challenge = json.loads(await asyncio.wait_for(reader.readline(), 10))
        assert challenge["sheet"] is True
        writer.close()
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))
