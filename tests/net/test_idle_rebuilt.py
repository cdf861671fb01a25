"""An idle turn in the log rebuilt after a resume (helper net39): live, the
table says "Ann has not moved for 3 minutes; a computer player (Beginner)
makes this move for them." before her stand-in's move; the log a resumed
host rebuilds from the match file says it too, at its place among the
moves, with the minutes said then (not the resumed host's turn limit), to
Ann in the second person.  (How the minutes are kept in the file:
``test_absences``.)"""
from __future__ import annotations

import asyncio
import threading

from casino_desktop.net.absences import DROPPED, IDLE
from casino_desktop.net.host import Host
from casino_desktop.net.match_file import REMOTE, SeatPlan, load_match, new_record

from .helpers import CODE
from .test_host import Raw, serving
from .test_resume_turn import until
from .test_turn_clock import FakeClock, ManualTimer, comes_back, run_until

NOTE = "A computer player made that move for {name}."


def _idle_turn_saved(path) -> tuple[int, str]:
    """A match in which the first player to move lets a 3-minute turn run
    out, saved to ``path`` as the host stops; that seat and its name."""
    async def scenario() -> tuple[int, str]:
        plans = [SeatPlan(REMOTE, "beginner", "Ann"), SeatPlan(REMOTE, "beginner", "Bo")]
        record = new_record("casino", {}, 2, False, 3, plans)
        host = Host(record, record.new_state(), plans, CODE, autosave=path, budget=0.01)
        timer = ManualTimer()
        host.turn_limit, host.turn_timer = 180.0, timer
        task, port = await serving(host)
        ann, bo = Raw(), Raw()     # kept: a connection let go drops its seat
        await ann.open(port, name="Ann")
        await bo.open(port, name="Bo")
        for _ in range(2):     # the warning a minute before, then the turn runs out
            await until(lambda: host.awaiting is not None and timer.running)
            idle = host.awaiting
            timer.ring.set()
            await until(lambda: not timer.ring.is_set())
        await until(lambda: len(host.record.moves) == 1)
        task.cancel()          # the host stops; the match file is flushed
        try:
            await task
        except asyncio.CancelledError:
            pass
        return idle, plans[idle].name

    return asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_resumed_hosts_log_says_who_did_not_move_for_how_long_before_the_move_made_for_them(tmp_path):
    path = tmp_path / "match.json"
    idle, name = _idle_turn_saved(path)
    record, state, plans = load_match(path)
    resumed = Host(record, state, plans, CODE, resumed=True)   # the window's turn limit: 5 minutes
    theirs = [str(line) for line in resumed._round_so_far(resumed.seats[1 - idle])]
    said = f"{name} has not moved for 3 minutes; a computer player (Beginner) makes this move for them."
    assert said in theirs, theirs
    at = theirs.index(said)
    assert theirs[at + 1].startswith(f"{name} ") and NOTE.format(name=name) in theirs[at + 2:], \
        "before the move made for them, then the note under it, as the table said them"
    hers = [str(line) for line in resumed._round_so_far(resumed.seats[idle])]
    assert "You have not moved for 3 minutes; a computer player (Beginner) makes this move for you." in hers, hers
    assert not any(line.startswith(f"{name} has not moved") for line in hers)
    # As the table sent them: a template and its fields, which an older window already reads.
    sent = resumed._round_so_far(resumed.seats[1 - idle])[at]
    assert sent.count == 3 and sent.fields["name"] == name
    assert [(a.start, a.end, a.why, a.minutes) for a in plans[idle].away] == [(0, 1, IDLE, 3)]



def _idle_after_comebacks_saved(path) -> tuple[int, str, float]:
    """Ann's turn (the first mover's) at a 5-minute table: her program dials
    again while the host still holds her connection (nothing is said: the
    table saw no drop), then her connection drops and she is back while her
    stand-in still chooses (it drops its choice: she plays her own turn),
    and then she lets the turn run out.  Saved to ``path`` as the host stops;
    her seat, her name and when her turn was played (``turn_clock``)."""
    async def scenario() -> tuple[int, str, float]:
        plans = [SeatPlan(REMOTE, "beginner", "Ann"), SeatPlan(REMOTE, "beginner", "Bo")]
        record = new_record("casino", {}, 2, False, 3, plans)
        host = Host(record, record.new_state(), plans, CODE, autosave=path, budget=0.01)
        clock = FakeClock()
        host.turn_limit, host.turn_timer, host.turn_now = 300.0, clock, clock.now
        gate, choose = threading.Event(), host._choose
        host._choose = lambda *args: gate.wait(20) and choose(*args)   # her stand-in thinks until she is back
        task, port = await serving(host)
        windows = [Raw(), Raw()]
        welcomes = [await windows[0].open(port, name="Ann"), await windows[1].open(port, name="Bo")]
        await until(lambda: host.awaiting is not None and clock.ends)
        idle = host.awaiting
        token = welcomes[idle]["token"]
        await run_until(host, clock, 60)
        kept = [await comes_back(host, clock, port, token, plans[idle].name)]   # the old connection is not seen to die
        await run_until(host, clock, 120)
        kept[-1].writer.close()
        await until(lambda: host.thinking == idle)
        kept.append(Raw())
        await kept[-1].open(port, token=token)
        await until(lambda: host.seats[idle].conn is not None)
        calls = clock.calls
        gate.set()
        await until(lambda: clock.calls > calls)
        await run_until(host, clock, 1000)
        played_at = clock.t
        task.cancel()          # the host stops; the match file is flushed
        try:
            await task
        except asyncio.CancelledError:
            pass
        return idle, plans[idle].name, played_at

    return asyncio.run(asyncio.wait_for(scenario(), 60))


def test_an_idle_turn_after_comebacks_is_rebuilt_as_the_table_said_it(tmp_path):
    """Her coming back did not begin her turn afresh (``turn_clock``): the
    file keeps her drop and return, then the idle turn, at the same move,
    and the rebuilt log says them in the order the table did."""
    path = tmp_path / "match.json"
    idle, name, played_at = _idle_after_comebacks_saved(path)
    assert played_at == 300, "the turn ran out at its limit: neither return began it afresh"
    record, state, plans = load_match(path)
    assert [(a.start, a.end, a.why, a.minutes) for a in plans[idle].away] == [(0, 0, DROPPED, None), (0, 1, IDLE, 5)]
    resumed = Host(record, state, plans, CODE, resumed=True)
    theirs = [str(line) for line in resumed._round_so_far(resumed.seats[1 - idle])]
    level = "Beginner"
    said = [f"{name} lost the connection; a computer player ({level}) plays for them until they return.",
            f"{name} is back and plays their own turns again.",
            f"{name} has not moved for 5 minutes; a computer player ({level}) makes this move for them."]
    assert theirs[:3] == said, theirs
    assert theirs[3].startswith(f"{name} ") and theirs[4] == NOTE.format(name=name), theirs
    hers = [str(line) for line in resumed._round_so_far(resumed.seats[idle])]
    assert hers[0] == f"You have not moved for 5 minutes; a computer player ({level}) makes this move for you.", hers
    assert hers[2] == "A computer player made that move for you.", hers
