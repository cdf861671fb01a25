"""The spans in which a computer played a person's seat, in the match file:
kept with the seat, read back through the file's validating reader, an
older file without them still opens, damaged ones are refused with one
sentence (as the file's other damaged fields are), a newer program's are
skipped with the moves kept."""
from __future__ import annotations

import json

import pytest

from casino_desktop.core import legal_moves
from casino_desktop.core.play import apply
from casino_desktop.core.record import RecordError
from casino_desktop.net.absences import DAMAGED, DROPPED, IDLE, NOT_BACK, Absence
from casino_desktop.net.match_file import REMOTE, SeatPlan, load_match, match_bytes, new_record, write_quietly


def _saved(tmp_path, away, moves=6):
    plans = [SeatPlan(REMOTE, "beginner", "Ann"), SeatPlan(REMOTE, "beginner", "Bo", away=away)]
    record = new_record("casino", {}, 2, False, 3, plans)
    state = record.new_state()
    for _ in range(moves):
        move = legal_moves(state)[0]
        record.moves.append(move.text(show_value=True))
        apply(state, move)
    path = tmp_path / "match.json"
    write_quietly(path, match_bytes(record, plans))
    return path


def _with_bos_spans(path, value) -> None:
    data = json.loads(path.read_text())
    data["seats"][1]["away"] = value
    path.write_text(json.dumps(data))


def test_the_spans_are_kept_with_the_seat():
    away = [Absence(1, 3, DROPPED), Absence(4, 5, IDLE), Absence(5, None, NOT_BACK)]
    assert SeatPlan(REMOTE, "beginner", "Bo", away=away).to_json()["away"] == {
        "version": 1, "spans": [[1, 3, "dropped"], [4, 5, "idle"], [5, None, "not_back"]]}


def test_saved_spans_are_read_back(tmp_path):
    away = [Absence(1, 3, DROPPED), Absence(4, None, NOT_BACK)]
    _, _, plans = load_match(_saved(tmp_path, away))
    assert plans[1].away == away and plans[0].away == []


def test_an_older_file_without_spans_still_opens(tmp_path):
    path = _saved(tmp_path, [])
    assert "away" not in path.read_text()
    record, _, plans = load_match(path)
    assert len(record.moves) == 6 and all(p.away == [] for p in plans)


def test_a_newer_programs_spans_are_skipped_and_the_moves_kept(tmp_path):
    path = _saved(tmp_path, [])
    _with_bos_spans(path, {"version": 2, "spans": "whatever a later program keeps"})
    record, _, plans = load_match(path)
    assert len(record.moves) == 6 and plans[1].away == []


@pytest.mark.parametrize("value", [
    [], "dropped", {"spans": []}, {"version": True, "spans": []}, {"version": 0, "spans": []},
    {"version": 1}, {"version": 1, "spans": {}}, {"version": 1, "spans": [[1, 3]]},
    {"version": 1, "spans": [[1, 3, "asleep"]]},          # an unknown reason
    {"version": 1, "spans": [[3, 1, "dropped"]]},          # back before she went
    {"version": 1, "spans": [[1, 7, "dropped"]]},          # past the moves played
    {"version": 1, "spans": [[-1, 2, "dropped"]]},
    {"version": 1, "spans": [[1.5, 2, "dropped"]]},
    {"version": 1, "spans": [[1, None, "dropped"], [3, 4, "idle"]]},   # away, then away again
    {"version": 1, "spans": [[2, 4, "dropped"], [3, 5, "idle"]]},      # overlapping
    {"version": 1, "spans": [[2, None, "idle"]]},           # an idle turn is one move
    {"version": 1, "spans": [[0, 0, "dropped"]] * 5001},    # far more than any match
])
def test_damaged_spans_are_refused_with_one_sentence(tmp_path, value):
    path = _saved(tmp_path, [])
    _with_bos_spans(path, value)
    with pytest.raises(RecordError) as caught:
        load_match(path)
    assert str(caught.value) == str(DAMAGED)
