"""What a resumed table tells its players of who was away (stranger 10, 7):
the log rebuilt after a resume still says who dropped, who played for whom
and who came back, where it happened among the moves; "She is back" is
said only where the table said she went; and a resumed table that plays
on for a player who is not back yet says so before her stand-in's move."""
from __future__ import annotations

import asyncio

from casino_desktop.core import legal_moves
from casino_desktop.net.host import Host
from casino_desktop.net.match_file import REMOTE, SeatPlan, load_match, new_record

from .helpers import CODE
from .test_host import Raw, serving
from .test_resume_turn import resumed_on_bos_turn, until

DROPPED = "Bo lost the connection; a computer player (Beginner) plays for them until they return."
NOTE = "A computer player made that move for Bo."
BACK = "Bo is back and plays their own turns again."


async def _ann_plays_until(host: Host, ann: Raw, done) -> None:
    """Ann plays her turns (Bo's are his stand-in's) until ``done()``."""
    while not done():
        if host.state.to_move == 0 and host.awaiting == 0:
            moves = len(host.record.moves)
            ann.send({"type": "move", "seat": 0, "moves": moves, "move": legal_moves(host.state)[0].text(show_value=True)})
            await until(lambda: len(host.record.moves) > moves)
        await asyncio.sleep(0.01)


def test_the_log_of_a_resumed_host_still_says_who_dropped_and_who_played_for_whom(tmp_path):
    path = tmp_path / "match.json"

    async def scenario():
        plans = [SeatPlan(REMOTE, "beginner", "Ann"), SeatPlan(REMOTE, "beginner", "Bo")]
        record = new_record("casino", {}, 2, False, 3, plans)
        host = Host(record, record.new_state(), plans, CODE, autosave=path, budget=0.01)
        task, port = await serving(host)
        ann, bo = Raw(), Raw()
        await ann.open(port, name="Ann")
        token = (await bo.open(port, name="Bo"))["token"]
        await until(lambda: host.started)
        bo.writer.close()                                   # Bo drops: his stand-in plays for him
        await until(lambda: host.seats[1].conn is None)
        await _ann_plays_until(host, ann, lambda: 1 in host.stood_in.values())
        await Raw().open(port, token=token)                 # and he is back
        await until(lambda: host.seats[1].conn is not None)
        task.cancel()                                       # the host quits mid-match
        try:
            await task
        except asyncio.CancelledError:
            pass

    asyncio.run(asyncio.wait_for(scenario(), 60))
    record, state, plans = load_match(path)
    resumed = Host(record, state, plans, CODE, resumed=True)
    lines = [str(line) for line in resumed._round_so_far(resumed.seats[0])]
    assert DROPPED in lines and NOTE in lines and BACK in lines, lines
    assert lines.index(DROPPED) < lines.index(NOTE) < lines.index(BACK), lines
    assert lines[lines.index(NOTE) - 1].startswith("Bo "), "the note is under the move made for him"
    # Bo's own log after the resume: the move made for him, not his own going and coming.
    his = [str(line) for line in resumed._round_so_far(resumed.seats[1])]
    assert "A computer player made that move for you." in his and DROPPED not in his and BACK not in his, his


async def _notices(player: Raw, quiet: float = 1.0) -> list[str]:
    """The English of the notices the table sends ``player`` until it is quiet."""
    said = []
    try:
        while True:
            message = await asyncio.wait_for(player.next(), quiet)
            if message["type"] == "notice":
                said.append(message["say"]["text"])
    except asyncio.TimeoutError:
        pass
    return said


def test_a_player_who_waited_for_the_host_is_not_told_as_back():
    """Bo was at the table when the host stopped: at the resumed table he
    only waited for the host, as Ann did, and nobody was told he went."""
    async def scenario():
        tokens, host = resumed_on_bos_turn()
        host.seats[0].hosts = True
        task, port = await serving(host)
        ann = Raw()
        await ann.open(port, token=tokens[0])
        await until(lambda: host.started)
        await Raw().open(port, token=tokens[1])              # within the grace: he plays his own turn
        await until(lambda: host.awaiting == 1)
        said = await _notices(ann)
        assert BACK not in said, said
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_resumed_table_that_plays_for_a_player_not_yet_back_says_so_first():
    """Bo's window has not come back when his turn's grace is over: Ann reads
    that he is not back and a computer plays for him, before its move; when
    he comes back she reads that he is."""
    async def scenario():
        tokens, host = resumed_on_bos_turn(resume_grace=0.0)
        host.seats[0].hosts = True
        moves = len(host.record.moves)
        task, port = await serving(host)
        ann = Raw()
        await ann.open(port, token=tokens[0])
        said = []
        while True:                                       # up to the state after his stand-in's move
            message = await ann.next()
            if message["type"] == "notice":
                said.append(message["say"]["text"])
            if message["type"] == "state" and message["moves"] > moves:
                break
        assert said[-1] == "Bo is not back at the table yet; a computer player (Beginner) plays for them until they return."
        await Raw().open(port, token=tokens[1])
        await until(lambda: host.seats[1].conn is not None)
        assert BACK in await _notices(ann)
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_player_back_after_moves_at_the_resumed_table_reads_of_the_resumption_before_them():
    """Sven came back after his stand-in had played at the resumed table: his
    log said "The host resumed the match where it stopped." under those
    moves, as if the match had stopped after them."""
    async def scenario():
        tokens, host = resumed_on_bos_turn(resume_grace=0.0)
        host.seats[0].hosts = True
        moves = len(host.record.moves)
        task, port = await serving(host)
        ann = Raw()
        await ann.open(port, token=tokens[0])
        await until(lambda: len(host.record.moves) > moves)   # Bo's stand-in played his turn
        bo = Raw()
        await bo.open(port, token=tokens[1])
        log = [line["text"] if isinstance(line, dict) else line for line in (await bo.next_of("state"))["log"]]
        resumed = "The host resumed the match where it stopped."
        assert resumed in log and log.index(resumed) < log.index("A computer player made that move for you."), log
        assert resumed not in await _notices(bo), "said once, where it happened"
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_rejoining_window_is_told_whose_computers_moves_its_log_has_noted():
    """So that its next move made for Bo is not noted again (``standing``)."""
    async def scenario():
        plans = [SeatPlan(REMOTE, "beginner", "Ann"), SeatPlan(REMOTE, "beginner", "Bo")]
        record = new_record("casino", {}, 2, False, 3, plans)
        host = Host(record, record.new_state(), plans, CODE, budget=0.01)
        task, port = await serving(host)
        ann, bo = Raw(), Raw()
        token = (await ann.open(port, name="Ann"))["token"]
        await bo.open(port, name="Bo")
        await until(lambda: host.started)
        bo.writer.close()
        await until(lambda: host.seats[1].conn is None)
        await _ann_plays_until(host, ann, lambda: 1 in host.stood_in.values())
        ann.writer.close()                                  # Ann's window comes back too
        await until(lambda: host.seats[0].conn is None)
        again = Raw()
        await again.open(port, token=token)
        state = await again.next_of("state")
        assert state["standing"] == [1] and NOTE in [line["text"] for line in state["log"] if isinstance(line, dict)]
        task.cancel()
    asyncio.run(asyncio.wait_for(scenario(), 60))
