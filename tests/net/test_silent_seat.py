"""A program that stops answering on its turn without its connection ending
(frozen, or its network gone without TCP noticing): its seat stays
"connected", and the others read only that it is her turn, until the idle
rule plays for her minutes later (stranger 19).  A seated client pings; a
program that pings and then sends nothing on its turn is said to the
others to be silent."""
from __future__ import annotations

import asyncio
import time

from casino_desktop.core import legal_moves, make_rules, new_game
from casino_desktop.net import net_sentences
from casino_desktop.net.client import Client
from casino_desktop.net.host import Host
from casino_desktop.net.match_file import COMPUTER, REMOTE, SeatPlan, new_record

from .helpers import CODE, LOOPBACK
from .test_host import Raw, new_host, serving


def test_the_others_are_told_when_a_program_that_pings_goes_silent_on_its_turn():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual")])
        host.silent_after = 0.2                       # a minute at a real table
        task, port = await serving(host)
        ann, bo = Raw(), Raw()
        await ann.open(port, name="Ann")
        await bo.open(port, name="Bo")
        await ann.next_of("state")
        mover, other = (ann, bo) if host.state.to_move == ann.seat else (bo, ann)
        mover.send({"type": "ping"})                  # its program says it is there, then freezes
        notice = await other.next_of("notice")
        assert notice["say"]["say"] == net_sentences.SEAT_SILENT.template
        assert notice["say"]["fields"]["name"] == ("Ann" if mover is ann else "Bo")
        assert host.seats[mover.seat].kind() == "connected", "her seat is kept: the table waits as for any turn"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_seated_client_pings_its_host():
    async def scenario():
        plans = [SeatPlan(REMOTE, "casual"), SeatPlan(COMPUTER, "beginner")]
        record = new_record("casino", {}, 2, False, 3, plans)
        host = Host(record, new_game(make_rules("casino", {}), 2, False, 3), plans, CODE)
        listening = asyncio.get_running_loop().create_future()
        task = asyncio.ensure_future(host.run(LOOPBACK, 0, listening.set_result))
        client = Client(LOOPBACK, await listening, CODE, patience=0.5, first_answer=5)
        client.ping_every = 0.05
        running = asyncio.ensure_future(client.run())
        while not host.seats[0].pings:
            await asyncio.sleep(0.01)
        running.cancel()
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_silence_is_said_once_though_the_table_looks_again_when_a_seat_comes_or_goes():
    """The table looks again at the same turn whenever a seat comes or goes,
    and each look said the silence again: a player whose connection came
    and went under a frozen one's turn made the others read it again each
    time."""
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual") for _ in range(3)])
        host.silent_after = 0.2
        task, port = await serving(host)
        people = [Raw(), Raw(), Raw()]
        for person, name in zip(people, ("Ann", "Bo", "Cy")):
            await person.open(port, name=name)
        await people[0].next_of("state")
        mover = next(p for p in people if p.seat == host.state.to_move)
        watcher, blinker = [p for p in people if p is not mover]
        mover.send({"type": "ping"})
        assert (await watcher.next_of("notice"))["say"]["say"] == net_sentences.SEAT_SILENT.template
        blinker.writer.close()                        # its connection goes: the table looks again
        told = []
        while not told or told[-1] != net_sentences.SEAT_DROPPED.template:
            told.append((await watcher.next_of("notice"))["say"]["say"])
        move = legal_moves(host.state)[0].text(show_value=True)
        mover.send({"type": "move", "seat": mover.seat, "moves": len(host.record.moves), "move": move})
        played = len(host.record.moves) + 1
        while (message := await watcher.next())["type"] != "state" or message["moves"] != played:
            if message["type"] == "notice":
                told.append(message["say"]["say"])
        assert net_sentences.SEAT_SILENT.template not in told
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_host_that_stood_still_does_not_call_a_guest_silent_the_moment_it_wakes():
    """The host's computer slept (its process stopped) on a guest's turn: on
    waking it said at once that nothing had come from her for a minute,
    before it read what she had sent or could send (stranger 25).  The
    stillness was its own: it counts her silence afresh."""
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual")])
        host.silent_after = 1.0                       # a minute at a real table
        task, port = await serving(host)
        ann, bo = Raw(), Raw()
        await ann.open(port, name="Ann")
        await bo.open(port, name="Bo")
        await ann.next_of("state")
        mover = ann if host.state.to_move == ann.seat else bo
        mover.send({"type": "ping"})
        await asyncio.sleep(0.3)
        time.sleep(2.0)                               # the host stands still (this loop, and the guests', with it)
        await asyncio.sleep(0.2)
        mover.send({"type": "ping"})                  # her next ping, on its way when the host woke
        await asyncio.sleep(0.3)
        assert host.seats[mover.seat].silence_told is None, "its own stillness is not her silence"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))
