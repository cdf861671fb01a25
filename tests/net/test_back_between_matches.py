"""A guest who comes back to a table between two matches (she quit the
finished table, or her connection dropped, and the host has not yet dealt
the next match): she is sent the finished match as it ended, with its
result, and told that the host deals the next one; when the host deals, she
follows as the others do.  A newcomer finds no seat there: every seat of
the finished match is kept for its player."""
from __future__ import annotations

import asyncio

from casino_desktop.core import PHASE_MATCH_OVER
from casino_desktop.net import net_sentences
from casino_desktop.net.client import Client

from .helpers import CODE, LOOPBACK, finished_host, said_until, two_people
from .test_host import Raw, serving


async def _one_gone(gone: str, hosts: bool = False):
    """A finished match's table with Ann and Bo at it, then ``gone`` (her
    connection closed, the host has seen it); with ``hosts``, Ann's is the
    host's own seat.  (host, its task, its port, Ann, Bo, the gone one's token.)"""
    host = finished_host(plans=two_people())
    task, port = await serving(host)
    ann, bo = Raw(), Raw()
    tokens = {"Ann": (await ann.open(port, name="Ann"))["token"], "Bo": (await bo.open(port, name="Bo"))["token"]}
    host.seats[ann.seat].hosts = hosts   # as the host's window's seat is (``qt.net.menu``)
    leaver = ann if gone == "Ann" else bo
    await leaver.next_of("over")
    leaver.writer.close()
    while host.seats[leaver.seat].conn is not None:
        await asyncio.sleep(0.01)
    return host, task, port, ann, bo, tokens[gone]


async def _following(name: str):
    """A finished match's table with Ann at it (``Raw``) and ``name``'s
    following client, told the match is over: (host, task, client, its run, what it was sent)."""
    host = finished_host(plans=two_people())
    task, port = await serving(host)
    await Raw().open(port, name="Ann")
    seen: list = []
    client = Client(LOOPBACK, port, CODE, name=name, follow=True, on_message=seen.append)
    run = asyncio.ensure_future(client.run())
    while not any(m["type"] == "over" for m in seen):
        await asyncio.sleep(0.01)
    return host, task, client, run, seen


def test_a_guest_back_between_matches_sees_the_finished_match_and_follows_into_the_next():
    async def scenario():
        host, task, port, ann, bo, token = await _one_gone("Bo")
        back = Raw()
        welcome = await back.open(port, token=token, name="Bo")
        assert welcome["type"] == "welcome" and welcome["seat"] == bo.seat, "her own seat"
        got = await said_until(back, net_sentences.NEXT_MATCH_WAITS)
        states = [m for m in got if m["type"] == "state"]
        assert len(states) == 1, "the finished match, laid out once"
        view = states[0]["view"]
        assert view["phase"] == PHASE_MATCH_OVER and states[0]["moves"] == len(host.record.moves)
        assert len(view["round_results"]) == len(host.state.round_results), "the whole score sheet"
        assert view["winner"] == host.state.winner and view["match_scores"] == list(host.state.match_scores)
        assert states[0]["log"], "the last round's moves for her log, as on any return"
        overs = [m for m in got if m["type"] == "over"]
        assert [m["result"] for m in overs] == [host.summary()], "the match's result, as the others had it"
        assert host.new_match(seed=5)
        got = await said_until(back, net_sentences.NEW_MATCH_DEALT)
        fresh = [m for m in got if m["type"] == "state"]
        assert fresh and fresh[-1]["moves"] == 0 and fresh[-1]["view"]["phase"] != PHASE_MATCH_OVER
        heard = await said_until(ann, net_sentences.NEW_MATCH_DEALT)
        assert not any(m["type"] == "notice" and m["say"].get("say") == str(net_sentences.SEAT_BACK) for m in heard), \
            "nobody was told she went (nothing was played for her): her return is no news either"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_the_hosts_own_seat_back_between_matches_is_not_told_the_host_deals():
    async def scenario():
        host, task, port, ann, bo, token = await _one_gone("Ann", hosts=True)
        back = Raw()
        await back.open(port, token=token, name="Ann")
        got = [await back.next_of("state"), await back.next_of("over")]
        assert got[0]["view"]["phase"] == PHASE_MATCH_OVER
        host.new_match(seed=5)
        got = await said_until(back, net_sentences.NEW_MATCH_DEALT)
        assert not any(m["type"] == "notice" and m["say"].get("say") == str(net_sentences.NEXT_MATCH_WAITS)
                       for m in got), "she deals it herself"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_newcomer_between_matches_finds_every_seat_kept_for_its_player():
    async def scenario():
        host, task, port, ann, bo, token = await _one_gone("Bo")
        refused = await Raw().open(port, name="Cy")
        assert refused["type"] == "refused" and refused["fatal"] is True
        assert refused["reason"]["say"]["one"] == net_sentences.SEATS_WAITING.one and refused["reason"]["count"] == 1
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_following_client_whose_connection_drops_between_matches_comes_back_rather_than_end():
    async def scenario():
        host, task, client, run, seen = await _following("Bo")
        seat = client.session.seat
        host.seats[seat].conn.close()                  # the connection drops, the table stays open
        while not any(m["type"] == "notice" and m["say"].get("say") == str(net_sentences.NEXT_MATCH_WAITS)
                      for m in seen):
            await asyncio.sleep(0.01)
        assert not run.done(), "a drop between matches is not the table's end"
        assert host.seats[seat].conn is not None and client.session.over is not None
        host.new_match(seed=9)
        while client.session.over is not None:        # the next match's deal reaches her
            await asyncio.sleep(0.01)
        run.cancel()
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_following_client_that_leaves_between_matches_ends_with_the_summary():
    async def scenario():
        host, task, client, run, seen = await _following("Bo")
        client.leave()                                 # she quits the finished table: no coming back by itself
        summary = await asyncio.wait_for(run, 10)
        assert summary == host.summary()
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))
