"""The spans in which a computer played a person's seat, in the match file:
kept with the seat, read back through the file's validating reader, an
older file without them still opens, damaged ones are refused with one
sentence (as the file's other damaged fields are), a newer program's are
skipped with the moves kept.  An idle turn's minutes are kept beside the
spans, which an older program reads as before (helper net39)."""
from __future__ import annotations

import json

import pytest

from casino_desktop.core import legal_moves
from casino_desktop.core.play import apply, next_round
from casino_desktop.core.state import PHASE_ROUND_OVER
from casino_desktop.core.record import RecordError
from casino_desktop.net.absences import DAMAGED, DROPPED, IDLE, LEFT, MOST_SPANS, NOT_BACK, Absence, round_so_far
from casino_desktop.net.match_file import REMOTE, SeatPlan, load_match, match_bytes, new_record, write_quietly

BO_WENT = "Bo lost the connection; a computer player (Beginner) plays for them until they return."
BO_BACK = "Bo is back and plays their own turns again."
RESUMED = "The host resumed the match where it stopped."


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



def into_round_two(moves=52):
    """A two-person record ``moves`` moves in (a round is 48 moves), and who made each."""
    plans = [SeatPlan(REMOTE, "beginner", "Ann"), SeatPlan(REMOTE, "beginner", "Bo")]
    record = new_record("casino", {}, 2, False, 5, plans)
    state = record.new_state()
    seats = []
    for _ in range(moves):
        if state.phase == PHASE_ROUND_OVER:
            next_round(state)
        seats.append(state.to_move)
        move = legal_moves(state)[-1]
        record.moves.append(move.text(show_value=True))
        apply(state, move)
    return record, state, seats


def _said(record, state, spans, viewer=0, resumed_at=None):
    names = ["You", "Bo"] if viewer == 0 else ["Ann", "You"]
    return [str(line) for line in round_so_far(record, state.round_index, names, ["beginner", "beginner"], spans,
                                                viewer, resumed_at)]


def test_the_round_so_far_tells_who_went_who_played_for_whom_and_who_came_back_where_it_happened():
    record, state, seats = into_round_two()
    assert seats[48:52] == [1, 0, 1, 0], "round 2: Bo, Ann, Bo, Ann"
    spans = [[], [Absence(49, 51, DROPPED)]]    # Bo went after round 2's first move, back after the third
    lines = _said(record, state, spans)
    assert [line.split(" ")[0] for line in lines] == ["Bo", "Bo", "You", "Bo", "A", "Bo", "You"], lines
    assert lines[1] == BO_WENT and lines[4] == "A computer player made that move for Bo." and lines[5] == BO_BACK
    his = _said(record, state, spans, viewer=1)
    assert his[3] == "A computer player made that move for you." and BO_WENT not in his and BO_BACK not in his, his


def test_a_span_begun_in_an_earlier_round_is_said_at_this_rounds_head_and_noted_under_its_first_move():
    record, state, _ = into_round_two()
    lines = _said(record, state, [[], [Absence(10, None, DROPPED)]])
    assert lines[:3] == [BO_WENT, "Bo trails 10♣", "A computer player made that move for Bo."], lines
    assert lines.count("A computer player made that move for Bo.") == 1
    back_at_the_deal = _said(record, state, [[], [Absence(10, 48, DROPPED)]])
    assert back_at_the_deal[:3] == [BO_WENT, BO_BACK, "Bo trails 10♣"], "why he is back, then that he is"
    assert _said(record, state, [[], [Absence(10, 20, DROPPED)]]) == _said(record, state, [[], []]), \
        "gone and back in round 1: not this round's news"


def test_news_at_one_place_keeps_the_order_it_happened_in():
    record, state, _ = into_round_two()
    lines = _said(record, state, [[], [Absence(49, 50, DROPPED), Absence(50, 50, LEFT)]])
    bo_left = "Bo left the table; a computer player (Beginner) plays for them until they return."
    assert lines[1:3] == [BO_WENT, "You trail 10♦"] and lines[3:5] == [BO_BACK, bo_left] and lines[5] == BO_BACK, lines


def test_a_resumption_in_an_earlier_round_heads_the_round_so_far():
    record, state, _ = into_round_two()
    assert _said(record, state, [[], []], resumed_at=20)[0] == RESUMED
    lines = _said(record, state, [[], []], resumed_at=50)
    assert lines.index(RESUMED) == 2 and len(lines) == 5, lines   # after round 2's first two moves


def test_the_seats_still_away_whose_computers_moves_were_noted_are_named():
    record, state, _ = into_round_two()
    names, levels = ["You", "Bo"], ["beginner", "beginner"]
    for spans, expected in [([[], [Absence(49, None, DROPPED)]], {1}),    # his move at 50 was noted
                            ([[], [Absence(51, None, DROPPED)]], set()),  # none of his since
                            ([[], [Absence(49, 51, DROPPED)]], set())]:   # back: not played for now
        standing: set[int] = set()
        round_so_far(record, state.round_index, names, levels, spans, 0, standing=standing)
        assert standing == expected, spans


def test_the_minutes_are_kept_beside_the_spans_an_older_program_reads():
    away = [Absence(1, 3, DROPPED), Absence(4, 5, IDLE, 5)]
    assert SeatPlan(REMOTE, "beginner", "Bo", away=away).to_json()["away"] == {
        "version": 1, "spans": [[1, 3, "dropped"], [4, 5, "idle"]], "minutes": [None, 5]}
    assert "minutes" not in SeatPlan(REMOTE, "beginner", "Bo", away=[Absence(1, 3, DROPPED)]).to_json()["away"]


def test_saved_minutes_are_read_back_and_an_older_files_idle_turn_opens_without_them(tmp_path):
    away = [Absence(1, 3, DROPPED), Absence(4, 5, IDLE, 5)]
    _, _, plans = load_match(_saved(tmp_path, away))
    assert plans[1].away == away
    older = _saved(tmp_path, [])
    _with_bos_spans(older, {"version": 1, "spans": [[4, 5, "idle"]]})
    _, _, plans = load_match(older)
    assert plans[1].away == [Absence(4, 5, IDLE)] and plans[1].away[0].minutes is None


def test_an_idle_turn_without_its_minutes_is_noted_under_the_move_as_before():
    record, state, seats = into_round_two()
    assert seats[49] == 0 and seats[50] == 1
    lines = _said(record, state, [[], [Absence(50, 51, IDLE)]])
    assert not any("has not moved" in line for line in lines) and "A computer player made that move for Bo." in lines
    kept = _said(record, state, [[], [Absence(50, 51, IDLE, 5)]])
    at = kept.index("Bo has not moved for 5 minutes; a computer player (Beginner) makes this move for them.")
    assert kept[at - 1] == lines[at - 1] and kept[at + 1:] == lines[at:], "one line more, before his move"
    assert _said(record, state, [[], [Absence(20, 21, IDLE, 5)]]) == _said(record, state, [[], []]), \
        "an idle turn of round 1 is not this round's news"


@pytest.mark.parametrize("minutes", [
    5, [], [5, 5], [0, 5], [None, 5.0], [None, True], [None, 100_001],
    [5, None],          # minutes for a span that is not an idle turn
])
def test_damaged_minutes_are_refused_with_one_sentence(tmp_path, minutes):
    path = _saved(tmp_path, [])
    _with_bos_spans(path, {"version": 1, "spans": [[1, 3, "dropped"], [4, 5, "idle"]], "minutes": minutes})
    with pytest.raises(RecordError) as caught:
        load_match(path)
    assert str(caught.value) == str(DAMAGED)


def test_a_connection_that_came_and_went_more_often_than_the_reader_takes_still_leaves_a_file_that_opens(tmp_path):
    """Each drop is a span, even with no move between: the host wrote more
    than ``MOST_SPANS`` and its own reader refused the match on resume
    (fuzz39).  The latest are kept, the one still open among them."""
    away = [Absence(2, 2, DROPPED)] * MOST_SPANS + [Absence(3, 4, IDLE, 5), Absence(5, None, DROPPED)]
    _, _, plans = load_match(_saved(tmp_path, away))
    assert len(plans[1].away) == MOST_SPANS and plans[1].away[-2:] == away[-2:]
