"""A rebuilt log says the news of one move in the order the table said it
(stranger 25, finding 6: Olga's rebuilt log said "Mikael lost the
connection" before "nothing has come from Mikael for a minute", which the
live log had said first).  The order is kept beside each field of the match
file; a file without it (an older one) or with a damaged one is read, and
its news said by kind, as before."""
from __future__ import annotations

import json

from casino_desktop.net import said_order
from casino_desktop.net.absences import DROPPED, Absence, round_so_far
from casino_desktop.net.still_news import Still
from casino_desktop.net.match_file import REMOTE, SeatPlan, load_match, match_bytes, new_record, write_quietly
from casino_desktop.net.renewals import SILENT, Said

from .test_absences import BO_BACK, BO_WENT, into_round_two

BO_SILENT = ("Nothing has come from Bo for a minute: the connection may be lost. The table waits for their move as "
             "for any turn.")
STILL = ("Your computer did not answer for 90 seconds (it may have been asleep), so nobody could play meanwhile. "
         "The table goes on where it stopped, and everyone keeps their seat.")


def _lines(record, state, away, renewed, stills) -> list[str]:
    return [str(line) for line in round_so_far(record, state.round_index, ["You", "Bo"], ["beginner", "beginner"],
                                                away, 0, renewed=renewed, stills=stills)]


def test_a_rebuilt_log_says_one_moves_news_in_the_order_the_table_said_it():
    record, state, _ = into_round_two()
    at = 50
    # As the table said it: Bo silent, then the host's own stillness, then Bo lost and back.
    away = [[], [Absence(at, at, DROPPED, went_order=2, back_order=3)]]
    renewed = [[], [Said(at, SILENT, 0)]]
    stills = [[Still(at, 90, 1)], []]
    lines = _lines(record, state, away, renewed, stills)
    first = lines.index(BO_SILENT)
    assert lines[first:first + 4] == [BO_SILENT, STILL, BO_WENT, BO_BACK], lines


def test_news_whose_order_is_not_known_is_said_by_kind_as_before():
    record, state, _ = into_round_two()
    at = 50
    away = [[], [Absence(at, at, DROPPED)]]          # an older program's: no order kept
    lines = _lines(record, state, away, [[], [Said(at, SILENT, 0)]], [[], []])
    first = lines.index(BO_WENT)
    assert lines[first:first + 3] == [BO_WENT, BO_BACK, BO_SILENT], lines


def _saved(tmp_path):
    bo = SeatPlan(REMOTE, "beginner", "Bo", away=[Absence(0, 0, DROPPED, went_order=1, back_order=2)],
                  renewals=[Said(0, SILENT, 0)])
    plans = [SeatPlan(REMOTE, "beginner", "Ann", stills=[Still(0, 90, 3)]), bo]
    record = new_record("casino", {}, 2, False, 3, plans)
    path = tmp_path / "match.json"
    write_quietly(path, match_bytes(record, plans))
    return path


def test_the_order_is_kept_in_the_match_file_beside_each_field(tmp_path):
    _, _, plans = load_match(_saved(tmp_path))
    away, said, still = plans[1].away[0], plans[1].renewals[0], plans[0].stills[0]
    assert (away.went_order, away.back_order, said.order, still.order) == (1, 2, 0, 3)
    assert said_order.last_said(plans) == 4, "a resumed table numbers on from the file's news"


def test_an_older_file_or_a_damaged_order_is_read_and_said_by_kind(tmp_path):
    path = _saved(tmp_path)
    data = json.loads(path.read_text())
    for damaged in (None, "x", [[1]], [[1, "2"]], [[-1, 2]]):
        if damaged is None:
            data["seats"][1]["away"].pop(said_order.KEY)
        else:
            data["seats"][1]["away"][said_order.KEY] = damaged
        data["seats"][1]["renewals"][said_order.KEY] = damaged if damaged is not None else [True]
        path.write_text(json.dumps(data))
        _, _, plans = load_match(path)
        assert plans[1].away == [Absence(0, 0, DROPPED)] and plans[1].renewals == [Said(0, SILENT)]
        assert plans[1].away[0].went_order is None and plans[1].renewals[0].order is None


def test_a_field_of_news_is_read_back_whole_or_not_at_all():
    """``news_of``, the one reader of the match file's news fields (a seat's
    renewals, the host's stillnesses): whole, or skipped, never refused."""
    from casino_desktop.net.said_order import KEY, news_json, news_of
    items = [(0, "a", 3), (2, "b", None), (5, "a", 7)]
    field = news_json(1, items, 10)
    assert news_of(field, 5, 1, 10, lambda w: w in "ab", "news") == items
    assert field[KEY] == [3, None, 7]
    assert news_of(None, 5, 1, 10, bool, "news") == []                      # an older file has none
    assert news_of({**field, "version": 2}, 5, 1, 10, bool, "news") == []   # a newer version's are skipped
    for damaged in ({**field, "version": True}, {**field, "said": [[6, "a"]]}, {**field, "said": [[2, "a"], [1, "a"]]},
                    {**field, "said": [[0, "c"]]}, "x", {"version": 1, "said": [[0, "a"]] * 11}):
        assert news_of(damaged, 5, 1, 10, lambda w: w in "ab", "news") == [], damaged
