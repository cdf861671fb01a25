"""A player's connection renewed while the old one still looked open to the
host (``net.renewals``): her program dialled again, and the host seated
the new connection with no drop seen.  The others were told nothing, even
after they had read that nothing came from her for a minute, or when her
turn was given a grace.  Now they are told then, and only then, and a log
rebuilt later (a player coming back, a resumed host) says it where the
table did."""
from __future__ import annotations

import asyncio

from casino_desktop.net import net_sentences, renewals
from casino_desktop.net.match_file import REMOTE, SeatPlan, match_bytes, plans_of
from casino_desktop.core import load_record
from casino_desktop.net.renewals import BACK, BACK_ON_TURN, SILENT, Said, said_json, said_of, told_of

from .test_host import Raw, new_host, serving
from .test_resume_turn import until
from .test_turn_clock import NAMES, FakeClock, comes_back, notices, run_until, table


def _template(say) -> str:
    return say["say"] if isinstance(say.get("say"), str) else say["say"]["other"]


async def _told_silent(players: int):
    """A table of ``players`` people whose player to move pings once, then
    falls silent (its network went, its program froze), until the first of
    the others is told so: (host, task, port, people, welcomes, mover, watcher)."""
    host = new_host([SeatPlan(REMOTE, "casual") for _ in range(players)])
    host.silent_after = 0.2                       # a minute at a real table
    task, port = await serving(host)
    people = [Raw() for _ in range(players)]
    welcomes = [await person.open(port, name=name) for person, name in zip(people, NAMES)]
    await people[0].next_of("state")
    mover = host.state.to_move
    watcher = min(i for i in range(players) if i != mover)
    people[mover].send({"type": "ping"})
    said = await people[watcher].next_of("notice")
    assert said["say"]["say"] == net_sentences.SEAT_SILENT.template
    return host, task, port, people, welcomes, mover, watcher


def test_what_the_others_are_told_of_a_renewal():
    assert told_of(silence_said=False, grace=False) is None, "a renewal nobody could notice is no news"
    assert told_of(silence_said=True, grace=False) == BACK
    assert told_of(silence_said=False, grace=True) == BACK_ON_TURN
    assert told_of(silence_said=True, grace=True) == BACK_ON_TURN


def test_a_renewal_after_the_others_were_told_of_a_silence_is_said_live_and_in_a_log_rebuilt_later():
    async def scenario():
        host, task, port, people, welcomes, mover, watcher = await _told_silent(3)
        other = 3 - mover - watcher
        again = Raw()                                 # its program dials again; the old connection still looks open
        await again.open(port, token=welcomes[mover]["token"], name=NAMES[mover])
        said = await people[watcher].next_of("notice")
        assert said["say"]["say"] == net_sentences.SEAT_CONNECTED_AGAIN.template
        assert said["say"]["fields"]["name"] == NAMES[mover]
        assert host.seats[mover].plan.renewals == [Said(0, SILENT), Said(0, BACK)]
        # The third player comes back after a drop: the round so far, as the table said it.
        people[other].writer.close()
        await until(lambda: host.seats[other].conn is None)
        back = Raw()
        await back.open(port, token=welcomes[other]["token"])
        state = await back.next_of("state")
        rebuilt = [line["say"] for line in state["log"] if isinstance(line, dict) and isinstance(line.get("say"), str)]
        assert rebuilt[:2] == [net_sentences.SEAT_SILENT.template, net_sentences.SEAT_CONNECTED_AGAIN.template], rebuilt
        # ...and the match file keeps it for a resumed host's log.
        kept = plans_of(load_record(match_bytes(host.record, [s.plan for s in host.seats]), "x")[0])
        assert kept[mover].renewals == [Said(0, SILENT), Said(0, BACK)]
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_quick_renewal_nobody_could_notice_is_not_said():
    async def scenario():
        clock = FakeClock()
        host, task, port, windows, welcomes = await table(2, clock)
        mover = host.awaiting
        watcher = windows[1 - mover]
        again = await comes_back(host, clock, port, welcomes[mover]["token"], NAMES[mover])  # kept open
        assert [_template(say) for say in await notices(watcher)] == []
        assert host.seats[mover].plan.renewals == [] and again.seat == mover
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_renewal_that_gives_her_turn_a_grace_is_said_to_the_others_and_kept():
    async def scenario():
        clock = FakeClock()
        host, task, port, windows, welcomes = await table(2, clock)
        mover = host.awaiting
        watcher = windows[1 - mover]
        await run_until(host, clock, 280)             # 20 s of her 5 minutes left
        again = await comes_back(host, clock, port, welcomes[mover]["token"], NAMES[mover])  # kept open
        told = [say for say in await notices(watcher)]
        assert [_template(say) for say in told] == [net_sentences.SEAT_CONNECTED_AGAIN_TURN.template]
        assert told[0]["fields"]["name"] == NAMES[mover]
        assert host.seats[mover].plan.renewals == [Said(0, BACK_ON_TURN)] and again.seat == mover
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_the_match_files_renewals_are_read_back_and_damage_is_skipped_not_refused():
    said = [Said(0, SILENT), Said(3, BACK), Said(7, BACK_ON_TURN)]
    assert said_of(said_json(said), 7) == said
    assert said_of(None, 7) == [], "an older file has none"
    assert said_of({"version": 2, "said": [[0, "new"]]}, 7) == [], "a newer version's are skipped"
    for damaged in ("x", {"version": 1, "said": [[8, BACK]]}, {"version": 1, "said": [[3, BACK], [1, BACK]]},
                    {"version": 1, "said": [[0, "what"]]}, {"version": 1, "said": "x"}, {"version": True}):
        assert said_of(damaged, 7) == [], damaged


def test_the_sentences_name_the_seat():
    for what in renewals.WHATS:
        assert "Dewi" in str(renewals.sentence(what, "Dewi"))


def test_a_program_told_silent_that_speaks_again_on_its_connection_is_said_connected_again():
    """A frozen program (or a network back without a re-dial) that sends
    again on its old connection, after the others read that nothing had come
    from it for a minute: the silence was the last they heard of it."""
    async def scenario():
        host, task, port, people, _, mover, watcher = await _told_silent(2)
        host.silent_after = 60.0                      # no second silence on a slow machine
        people[mover].send({"type": "ping"})          # and goes on, on the same connection
        said = await people[watcher].next_of("notice")
        assert said["say"]["say"] == net_sentences.SEAT_CONNECTED_AGAIN.template
        assert said["say"]["fields"]["name"] == NAMES[mover]
        assert host.seats[mover].plan.renewals == [Said(0, SILENT), Said(0, BACK)]
        people[mover].send({"type": "ping"})          # once for one silence
        await asyncio.sleep(0.05)
        assert host.seats[mover].plan.renewals == [Said(0, SILENT), Said(0, BACK)]
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))
