"""A match its host resumed twice still says both resumptions where they
happened (netsheet 39): the match file keeps every resumption's place, and
the round so far rebuilt after the second says the first one too.  Before,
only the running host's own resumption was known, so the first "The host
resumed the match…" vanished from the log after the second."""
from __future__ import annotations

import json

import pytest

from casino_desktop.core import apply, legal_moves
from casino_desktop.core.record import RecordError, load_record
from casino_desktop.net.host import Host
from casino_desktop.net.match_file import REMOTE, SeatPlan, match_bytes, new_record

from .helpers import CODE

RESUMED = "The host resumed the match where it stopped."


def _played(record, state, count: int) -> None:
    for _ in range(count):
        move = legal_moves(state)[0]
        record.moves.append(move.text(show_value=True))
        apply(state, move)


def test_the_second_resumption_still_tells_the_first_where_it_happened(tmp_path):
    plans = [SeatPlan(REMOTE, "beginner", "Ann", "a" * 64), SeatPlan(REMOTE, "beginner", "Bo", "b" * 64)]
    record = new_record("casino", {}, 2, False, 3, plans)
    state = record.new_state()
    _played(record, state, 2)
    Host(record, state, plans, CODE, resumed=True)                # the first resumption, after two moves
    _played(record, state, 2)
    record, state = load_record(match_bytes(record, plans))       # what the match file gives the next run
    assert record.resumed_at == [2]
    host = Host(record, state, plans, CODE, resumed=True)         # the second, after four
    _played(host.record, host.state, 1)
    lines = [str(line) for line in host._round_so_far(host.seats[1])]
    assert lines.count(RESUMED) == 2, lines
    assert lines.index(RESUMED) == 2 and lines[5] == RESUMED, "each after the moves played before it"
    again = [str(line) for line in host._round_so_far(host.seats[1])]
    assert again.count(RESUMED) == 1 and again.index(RESUMED) == 2, "this run's is told once; the first stays"


def test_the_match_files_resumptions_are_read_through_the_record_and_damage_is_one_sentence():
    plans = [SeatPlan(REMOTE, "beginner", "Ann"), SeatPlan(REMOTE, "beginner", "Bo")]
    record = new_record("casino", {}, 2, False, 3, plans)
    state = record.new_state()
    _played(record, state, 3)
    assert "resumed_at" not in json.loads(record.to_json()), "written only once there is one"
    for damaged in ([4], [2, 1], [-1], ["1"], {"a": 1}, [True]):
        data = json.loads(record.to_json())
        data["resumed_at"] = damaged
        with pytest.raises(RecordError, match="where its match was resumed is damaged"):
            load_record(json.dumps(data))
    data = json.loads(record.to_json())
    data["resumed_at"] = [0, 3, 3]
    assert load_record(json.dumps(data))[0].resumed_at == [0, 3, 3]
