"""An idle turn in the log rebuilt after a resume (helper net39): live, the
table says "Ann has not moved for 3 minutes; a computer player (Beginner)
makes this move for them." before her stand-in's move; the log a resumed
host rebuilds from the match file says it too, at its place among the
moves, with the minutes said then (not the resumed host's turn limit), to
Ann in the second person.  (How the minutes are kept in the file:
``test_absences``.)"""
from __future__ import annotations

import asyncio

from casino_desktop.net.absences import IDLE
from casino_desktop.net.host import Host
from casino_desktop.net.match_file import REMOTE, SeatPlan, load_match, new_record

from .helpers import CODE
from .test_host import ManualTimer, Raw, serving
from .test_resume_turn import until

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

