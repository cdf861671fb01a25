"""A player whose connection drops on her own turn, and whose window dials
again at once, plays that turn herself: the table waits a moment
(``TableWaits.drop_grace``) before her stand-in plays it.  Seen on screen
(stranger 25): the host's laptop slept on a guest's turn; on waking it read
her ended connection and her re-dial together, and the stand-in took her
turn in the second her new connection took to be seated."""
from __future__ import annotations

import asyncio

from casino_desktop.net.match_file import REMOTE, SeatPlan

from .test_host import Raw, new_host, serving


def test_a_player_who_drops_on_her_turn_and_dials_again_at_once_plays_it_herself():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual")])
        task, port = await serving(host)
        ann, bo = Raw(), Raw()
        welcome = {"Ann": await ann.open(port, name="Ann"), "Bo": await bo.open(port, name="Bo")}
        await ann.next_of("state")
        mover, name = (ann, "Ann") if host.state.to_move == ann.seat else (bo, "Bo")
        played = len(host.record.moves)
        mover.writer.close()                          # her connection ends, not a chosen leave
        while host.seats[mover.seat].conn is not None:
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.3)                      # her window dials again (its handshake, a moment)
        back = Raw()
        assert (await back.open(port, token=welcome[name]["token"], name=name))["seat"] == mover.seat
        await asyncio.sleep(0.3)
        assert len(host.record.moves) == played and not host.stood_in, "her stand-in took her turn"
        assert host.state.to_move == mover.seat
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_dropped_players_stand_in_plays_once_the_moment_has_passed():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "casual"), SeatPlan(REMOTE, "casual")])
        host.drop_grace = 0.2
        task, port = await serving(host)
        ann, bo = Raw(), Raw()
        await ann.open(port, name="Ann")
        await bo.open(port, name="Bo")
        await ann.next_of("state")
        mover = ann if host.state.to_move == ann.seat else bo
        played = len(host.record.moves)
        mover.writer.close()
        while len(host.record.moves) == played:
            await asyncio.sleep(0.01)
        assert host.stood_in == {played: mover.seat}
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))
