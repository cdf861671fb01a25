"""A table that stays open after its match (the host's window's): the host
deals the next match to the same seats and everyone follows into it; a
table closed after its match says so to whoever is still at it."""
from __future__ import annotations

import asyncio
import random

from casino_desktop.ai import make_player
from casino_desktop.net import net_sentences
from casino_desktop.net.client import Client

from .helpers import CODE, LOOPBACK, finished_host, said_until, two_people
from .test_host import Raw, serving


def test_the_host_deals_a_new_match_to_the_same_seats_and_says_so_when_it_closes():
    async def scenario():
        host = finished_host()
        task, port = await serving(host)
        ann = Raw()
        token = (await ann.open(port, name="Ann"))["token"]
        await ann.next_of("over")
        old_id = host.record.match_id
        assert host.new_match(seed=5), "the match is over: the next one is dealt"
        got = await said_until(ann, net_sentences.NEW_MATCH_DEALT)
        states = [m for m in got if m["type"] == "state"]
        assert states and states[-1]["moves"] == 0 and states[-1]["view"]["round_results"] == [], \
            "a fresh deal, its score sheet empty"
        assert host.record.match_id != old_id and host.record.moves == [] and not host.state.is_over
        assert host.seats[ann.seat].conn is not None and host.seats[ann.seat].plan.token is not None, \
            "the same seat, kept by the same token"
        assert not host.new_match(), "only once a match is over"
        task.cancel()
        await said_until(ann, net_sentences.HOST_CLOSED)  # closed mid-match: said as before
        assert token
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_table_closed_after_its_match_tells_whoever_is_still_at_it():
    async def scenario():
        host = finished_host()
        task, port = await serving(host)
        ann = Raw()
        await ann.open(port, name="Ann")
        await ann.next_of("over")
        task.cancel()
        await said_until(ann, net_sentences.CLOSED_AFTER_MATCH)
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_the_command_lines_host_still_ends_with_its_match():
    async def scenario():
        host = finished_host(stay_open=False)
        task, port = await serving(host)
        await Raw().open(port, name="Ann")
        summary = await asyncio.wait_for(task, 20)
        assert summary["result"]["winner"] is not None
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_following_client_stays_for_the_next_match_and_ends_when_the_table_closes():
    async def scenario():
        host = finished_host()
        task, port = await serving(host)
        player, rng = make_player("beginner"), random.Random(1)
        seen = []
        client = Client(LOOPBACK, port, CODE, name="Ann", follow=True, on_message=seen.append,
                        choose=lambda view: player.choose(view, rng, 0.01))
        run = asyncio.ensure_future(client.run())
        while not any(m["type"] == "over" for m in seen):
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.2)
        assert not run.done(), "a window's client stays at the table after the match"
        host.new_match(seed=9)
        while len(host.record.moves) < 3:  # the client plays the new match
            await asyncio.sleep(0.01)
        assert client.session.over is None
        run.cancel()
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_following_client_ends_with_the_summary_when_the_table_closes_after_the_match():
    async def scenario():
        host = finished_host()
        task, port = await serving(host)
        seen = []
        client = Client(LOOPBACK, port, CODE, name="Ann", follow=True, on_message=seen.append)
        run = asyncio.ensure_future(client.run())
        while not any(m["type"] == "over" for m in seen):
            await asyncio.sleep(0.01)
        task.cancel()
        summary = await asyncio.wait_for(run, 10)
        assert summary["result"]["winner"] is not None, "the match's summary, not a wait for the host"
        assert any(m["type"] == "notice" and m["say"]["say"] == str(net_sentences.CLOSED_AFTER_MATCH) for m in seen)
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_player_who_leaves_between_matches_is_no_longer_listed_as_connected():
    async def scenario():
        host = finished_host(plans=two_people())
        task, port = await serving(host)
        ann, bo = Raw(), Raw()
        await ann.open(port, name="Ann")
        await bo.open(port, name="Bo")
        await ann.next_of("over")
        bo.writer.close()
        while True:
            seats = (await ann.next_of("seats"))["seats"]
            if seats[bo.seat]["kind"] != "connected":
                break
        assert seats[bo.seat]["kind"] == "dropped"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))
