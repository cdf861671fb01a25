"""The seat list a resumed table sends: a player who has not come back to
it yet is "not back", not "dropped" (her connection was never lost), while
her seat's kind stays "dropped" so that an older window, which reads only
the kind, still says her stand-in plays (netsheet 39)."""
from __future__ import annotations

import asyncio

from .helpers import CODE
from .test_host import Raw, serving
from .test_resume_turn import resumed_on_bos_turn, until


def test_a_resumed_tables_seats_say_who_is_not_back_yet_beside_the_kind_older_windows_read():
    async def scenario():
        tokens, host = resumed_on_bos_turn()
        before = host._seat_list()
        task, port = await serving(host)
        ann = Raw()
        await ann.open(port, token=tokens[0])          # the host's own seat comes back
        await until(lambda: host.seats[0].conn is not None)
        ann_back = host._seat_list()
        bo = Raw()
        await bo.open(port, token=tokens[1])           # Bo comes back
        await until(lambda: host.seats[1].conn is not None)
        bo_back = host._seat_list()
        bo.writer.close()                              # and then really loses his connection
        await until(lambda: host.seats[1].conn is None)
        bo_lost = host._seat_list()
        task.cancel()
        try:
            await task
        except asyncio.CancelledError:
            pass
        return before, ann_back, bo_back, bo_lost

    before, ann_back, bo_back, bo_lost = asyncio.run(asyncio.wait_for(scenario(), 60))
    assert [s["kind"] for s in before] == ["dropped", "dropped"]         # what an older window reads
    assert [s.get("not_back") for s in before] == [True, True]
    assert [s.get("not_back") for s in ann_back] == [None, True]
    assert [s.get("not_back") for s in bo_back] == [None, None]
    assert bo_lost[1]["kind"] == "dropped" and "not_back" not in bo_lost[1], "a lost connection is one"


def test_a_fresh_tables_dropped_seat_is_not_called_not_back():
    from casino_desktop.net.host import Host
    from casino_desktop.net.match_file import REMOTE, SeatPlan, new_record
    plans = [SeatPlan(REMOTE, "beginner", "Ann", "a" * 64), SeatPlan(REMOTE, "beginner", "Bo", "b" * 64)]
    record = new_record("casino", {}, 2, False, 3, plans)
    host = Host(record, record.new_state(), plans, CODE)
    assert [s.get("not_back") for s in host._seat_list()] == [None, None]
