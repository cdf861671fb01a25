"""A player whose turn it was when the host stopped plays that turn herself
once the host resumes: the table waits a moment for her on her turn, and a
stand-in that was choosing for her as she came back gives the turn up."""
from __future__ import annotations

import asyncio
import threading

from casino_desktop.core import legal_moves
from casino_desktop.net.absences import DROPPED, Absence
from casino_desktop.net.host import Host

from .helpers import CODE
from .test_host import Raw, serving
from .test_rejoin_log import two_people_after


def resumed_on_bos_turn(**options) -> tuple[list, Host]:
    tokens, plans, record, state = two_people_after(0)
    if state.to_move != 1:  # Bo's turn: Ann (the host's own seat) plays one move first
        move = legal_moves(state)[0]
        record.moves.append(move.text(show_value=True))
        from casino_desktop.core.play import apply
        apply(state, move)
    assert state.to_move == 1
    return tokens, Host(record, state, plans, CODE, resumed=True, resume_waits_for={0}, budget=0.01, **options)


async def until(condition, seconds: float = 20.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while not condition():
        assert loop.time() < end, "the table did not get there"
        await asyncio.sleep(0.01)


def test_a_player_coming_back_to_a_resumed_table_on_her_turn_plays_it_herself():
    async def scenario():
        tokens, host = resumed_on_bos_turn()
        moves = len(host.record.moves)
        task, port = await serving(host)
        await Raw().open(port, token=tokens[0])   # the host's own seat: the table starts
        await until(lambda: host.started)
        await asyncio.sleep(1.0)                   # Bo's window reconnects a moment later
        assert len(host.record.moves) == moves, "no stand-in took Bo's turn while he was on his way back"
        bo = Raw()
        await bo.open(port, token=tokens[1])
        await until(lambda: host.awaiting == 1)
        assert len(host.record.moves) == moves and not host.stood_in, "Bo plays his own turn"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_stand_in_choosing_as_its_player_comes_back_gives_her_the_turn():
    async def scenario():
        tokens, host = resumed_on_bos_turn(resume_grace=0.0)
        moves = len(host.record.moves)
        choosing, go_on = threading.Event(), threading.Event()
        chose = host._choose

        def slow(seat, view, number):
            choosing.set()
            go_on.wait(20)
            return chose(seat, view, number)
        host._choose = slow
        task, port = await serving(host)
        await Raw().open(port, token=tokens[0])
        await until(choosing.is_set)              # Bo's stand-in is choosing for him...
        bo = Raw()
        await bo.open(port, token=tokens[1])       # ...as he comes back
        go_on.set()
        await until(lambda: host.awaiting == 1)
        assert len(host.record.moves) == moves and not host.stood_in, "its answer was dropped: Bo plays"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_the_others_are_told_a_returning_player_plays_the_turn_she_comes_back_to():
    # "Bo is back and plays again from his next turn" was logged while the
    # table waited for Bo to play the turn he came back to.
    from casino_desktop.net import net_sentences

    async def scenario():
        tokens, host = resumed_on_bos_turn()
        host.seats[1].plan.away = [Absence(0, None, DROPPED)]   # Bo had dropped before the host stopped
        task, port = await serving(host)
        ann = Raw()
        await ann.open(port, token=tokens[0])
        await until(lambda: host.started)
        await Raw().open(port, token=tokens[1])
        await until(lambda: host.awaiting == 1)      # his own turn, now
        while True:
            message = await ann.next()
            if message["type"] == "notice" and message["say"].get("say") == str(net_sentences.SEAT_BACK):
                break
        assert "next turn" not in message["say"]["text"] and "plays their own turns again" in message["say"]["text"]
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_the_hosts_own_return_to_the_table_it_resumed_is_not_told_as_a_player_back():
    """Guests whose windows reconnected before the host's own read "The host
    resumed the match where it stopped." and then "Carmen is back and plays
    their own turns again." of the host herself (stranger 10, 3)."""
    from casino_desktop.net import net_sentences

    async def scenario():
        tokens, host = resumed_on_bos_turn()
        host.seats[0].hosts = True                 # Ann's window opened the table (``qt.net.menu``)
        task, port = await serving(host)
        bo = Raw()
        await bo.open(port, token=tokens[1])       # Bo's window was retrying: it is back first
        await Raw().open(port, token=tokens[0])    # then the host's own window takes her seat
        said = []
        while True:                                # up to the list that shows Ann hosting again
            message = await bo.next()
            if message["type"] == "notice":
                said.append(message["say"].get("say"))
            if message["type"] == "seats" and message["seats"][0].get("kind") == "host":
                break
        assert str(net_sentences.HOST_RESUMED) in said
        assert str(net_sentences.SEAT_BACK) not in said
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))
