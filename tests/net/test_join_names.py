"""Who is who at a network table: two players never share a name (the log
and the result would not say which Anna won), the host's seat is listed as
the host's, and a player who left on purpose is listed as having left."""
from __future__ import annotations

import asyncio

from casino_desktop.net import net_sentences
from casino_desktop.net.match_file import COMPUTER, REMOTE, SeatPlan

from .test_host import Raw, new_host, serving


async def _told(raw: Raw, sentence) -> None:
    """Read up to the notice that says ``sentence`` (the joins' come first)."""
    while (await raw.next_of("notice"))["say"]["say"] != sentence.template:
        pass


def test_a_second_player_may_not_take_a_name_already_at_the_table():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual", "Anna"), SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual"),
                         SeatPlan(COMPUTER, "beginner")])
        task, port = await serving(host)
        anna = Raw()
        assert (await anna.open(port, name="Anna"))["type"] == "welcome"
        for taken in ("Anna", " anna ", "East"):          # whatever its case; a computer's compass point too
            refused = await Raw().open(port, name=taken)
            assert refused["type"] == "refused" and refused["fatal"] is True, refused
            assert refused["reason"]["say"] == net_sentences.NAME_TAKEN.template
            assert refused["reason"]["fields"]["name"] == taken
        assert [s.plan.token is None for s in host.seats[1:3]] == [True, True], "no seat was given away"
        assert (await Raw().open(port, name="Anna B"))["type"] == "welcome"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_player_coming_back_keeps_her_seat_and_her_name():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual")])
        task, port = await serving(host)
        ann, bo = Raw(), Raw()
        await ann.open(port, name="Ann")
        welcome = await bo.open(port, name="Bo")
        bo.writer.close()
        await ann.next_of("notice")
        back = await Raw().open(port, name="Ann", token=welcome["token"])   # her token, another name that is taken
        assert back["type"] == "welcome" and back["seat"] == 1 and host.seats[1].name == "Bo"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_the_seat_list_says_who_hosts_and_who_left_rather_than_lost_the_connection():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual")])
        host.seats[0].hosts = True                         # as the host's window marks its own seat (qt.net.menu)
        task, port = await serving(host)
        ann, bo, cy = Raw(), Raw(), Raw()
        await ann.open(port, name="Ann")
        await bo.open(port, name="Bo")
        await cy.open(port, name="Cy")
        seats = (await bo.next_of("state"))["seats"]
        assert [s["kind"] for s in seats] == ["host", "connected", "connected"]
        bo.send({"type": "leave"})
        bo.writer.close()
        await _told(ann, net_sentences.SEAT_LEFT)
        seats = (await ann.next_of("seats"))["seats"]
        assert [s["kind"] for s in seats] == ["host", "left", "connected"]
        cy.writer.close()                                   # no goodbye: the connection was lost
        await _told(ann, net_sentences.SEAT_DROPPED)
        seats = (await ann.next_of("seats"))["seats"]
        assert [s["kind"] for s in seats] == ["host", "left", "dropped"]
        refused = await Raw().open(port)
        assert refused["reason"]["count"] == 2, "both seats wait for their players, whichever way they went"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_player_coming_back_mid_match_under_another_name_keeps_her_seats_name():
    """Eero closed his window mid-round and came back typing "Matti": every
    other screen's plates, score table and log already call that seat Eero
    (stranger 19), so a new name there would have the seat list and the
    score sheet say Matti beside them.  Before the first deal a new name is
    still taken: no screen has named the seat yet."""
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual")])
        task, port = await serving(host)
        ann, eero = Raw(), Raw()
        await ann.open(port, name="Ann")
        early = await eero.open(port, name="Erro")
        eero.writer.close()
        again = await Raw().open(port, name="Eero", token=early["token"])   # his typo mended before the deal
        assert again["type"] == "welcome" and host.seats[1].name == "Eero"
        await Raw().open(port, name="Cy")
        await ann.next_of("state")                                           # the match is dealt
        while host.seats[1].conn is not None:                               # Eero's window closes
            host.seats[1].conn.close()
            await asyncio.sleep(0.05)
        back = await Raw().open(port, name="Matti", token=early["token"])
        assert back["type"] == "welcome" and back["seat"] == 1
        assert host.seats[1].name == host.seats[1].plan.name == "Eero"
        seats = (await ann.next_of("seats"))["seats"]
        assert [s["name"] for s in seats][1] == "Eero", seats
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))
