"""A seat kept for a person who left: her stand-in plays her turns while
another person is at the table, but a table left to bots (``net bot``) and
stand-ins waits for a person instead of playing the match out; it plays on
once one comes back.  The host's own computer seats are people's opponents,
not people: they neither count as a person nor are held back."""
from __future__ import annotations

import asyncio
import json
import random

from casino_desktop.ai import make_player
from casino_desktop.core import legal_moves, make_rules
from casino_desktop.net.client import Client
from casino_desktop.net.match_file import COMPUTER, REMOTE, SeatPlan
from casino_desktop.net.views import view_state
from casino_desktop.net.wire import read_message

from .fake_host import FakeHost, line
from .helpers import CODE, LOOPBACK
from .test_host import Raw, new_host, serving

QUIET = 1.5   # seconds a table left to bots is watched: the old host played a whole match in less


def _bot(port: int, seed: int = 0) -> Client:
    player, rng = make_player("beginner"), random.Random(seed)
    return Client(LOOPBACK, port, CODE, choose=lambda view: player.choose(view, rng, 0.01), bot=True)


async def until(condition, seconds: float = 20.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while not condition():
        assert loop.time() < end, "the table did not get there"
        await asyncio.sleep(0.01)


async def _play_one(person: Raw, host) -> None:
    """The person's next state with her turn, answered with a legal move."""
    while True:
        message = await person.next_of("state")
        view = view_state(make_rules("casino", {}), host.record.players, False, person.seat, message["view"])
        if view.to_move == person.seat and view.phase == "play":
            person.send({"type": "move", "seat": person.seat, "moves": message["moves"],
                         "move": legal_moves(view)[0].text(show_value=True)})
            return


def test_a_table_left_to_a_bot_waits_for_the_person_and_plays_on_when_she_returns():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "beginner"), SeatPlan(REMOTE, "beginner"), SeatPlan(COMPUTER, "beginner")])
        task, port = await serving(host)
        person = Raw()
        token = (await person.open(port, name="Ann"))["token"]
        bot = _bot(port)
        bot_task = asyncio.ensure_future(bot.run())
        await until(lambda: host.started)
        assert host.seats[1 - person.seat].bot and not host.seats[person.seat].bot, "the bot said it is one"
        assert host._seat_list()[1 - person.seat]["kind"] == "bot", "listed as a computer player, not a person"
        person.writer.close()
        await until(lambda: host.seats[person.seat].conn is None)
        await asyncio.sleep(QUIET)
        moves = len(host.record.moves)
        await asyncio.sleep(QUIET)
        assert len(host.record.moves) == moves < 10, "the bot and the computer did not play on alone"
        assert host.state.to_move == person.seat and not host.state.is_over

        back = Raw()
        assert (await back.open(port, token=token))["seat"] == person.seat
        await _play_one(back, host)
        await until(lambda: len(host.record.moves) >= moves + 3)   # her move, the bot's, the computer's
        task.cancel()
        bot_task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_stand_in_plays_on_while_another_person_is_at_the_table_and_waits_once_both_left():
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "beginner"), SeatPlan(REMOTE, "beginner"), SeatPlan(REMOTE, "beginner")])
        task, port = await serving(host)
        ann, bo = Raw(), Raw()
        await ann.open(port, name="Ann")
        await bo.open(port, name="Bo")
        bot_task = asyncio.ensure_future(_bot(port).run())
        await until(lambda: host.started)
        ann.writer.close()
        await until(lambda: host.seats[ann.seat].conn is None)
        for _ in range(2):   # Ann's stand-in plays her turns while Bo is here
            await _play_one(bo, host)
        await until(lambda: len(host.record.moves) >= 4)
        bo.writer.close()
        await until(lambda: host.seats[bo.seat].conn is None)
        await asyncio.sleep(QUIET)
        moves = len(host.record.moves)
        await asyncio.sleep(QUIET)
        assert len(host.record.moves) == moves and not host.state.is_over, "nobody but the bot is left: it waits"
        assert host.state.to_move in (ann.seat, bo.seat)
        task.cancel()
        bot_task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_bot_that_left_is_stood_in_for_as_before():
    """A bot's seat is no person's: a table of bots plays on when one drops."""
    async def scenario():
        host = new_host([SeatPlan(REMOTE, "beginner"), SeatPlan(REMOTE, "beginner")])
        task, port = await serving(host)
        stays, leaves = _bot(port, 1), _bot(port, 2)
        tasks = [asyncio.ensure_future(stays.run()), asyncio.ensure_future(leaves.run())]
        await until(lambda: len(host.record.moves) >= 2)
        tasks[1].cancel()
        await until(lambda: host.state.is_over, 40)
        task.cancel()
        tasks[0].cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_bot_says_so_only_to_a_host_that_asks():
    """``bot`` in the join is a field an older host refuses: sent only when
    the challenge says the host reads it; a join without it (an older
    program's) is a person's."""
    async def scenario():
        old = FakeHost(lambda number: (line({"type": "over", "result": {}}),))
        port = await old.start()
        await asyncio.wait_for(Client(LOOPBACK, port, CODE, bot=True).run(), 20)
        old.close()
        assert "bot" not in old.joins[0]

        host = new_host([SeatPlan(REMOTE, "beginner"), SeatPlan(REMOTE, "beginner")])
        task, port = await serving(host)
        await Raw().open(port)
        bot_task = asyncio.ensure_future(_bot(port).run())
        await until(lambda: host.started)
        assert [s.bot for s in host.seats] == [False, True]
        task.cancel()
        bot_task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))
    join = {"type": "join", "proof": "0" * 64, "token": None, "name": "Bot", "bot": True}
    assert read_message(json.dumps(join).encode())["bot"] is True
