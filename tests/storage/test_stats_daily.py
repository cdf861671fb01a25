"""Which finished matches were a deal of the day, and whose day (schema
version 5, ``stats_daily``): a player who played the deal of the day could
not find it in Game › Statistics (the eleventh stranger's play-test of 7
December).  A version 4 file gains the table in one transaction and keeps
every row; a migration that fails half way leaves the file as it was."""
from __future__ import annotations

from datetime import date

from casino_desktop.storage import stats_store
from casino_desktop.storage.stats_scores import FinalScore
from casino_desktop.storage.stats_store import DB_NAME, SCHEMA_VERSION, UNAVAILABLE_NOTICE, StatsStore
from .old_stats import file_contents, write_old_file

KIND = "casino|2|expert"
DAY = date(2026, 12, 7)
ROWS = [("b-first", KIND, "won", "2026-12-01T10:00:00+00:00", "2026-12-01T10:30:00+00:00"),
        ("a-second", KIND, "unrestored", "2026-12-02T10:00:00+00:00", "2026-12-02T10:05:00+00:00"),
        ("c-third", KIND, "playing", "2026-12-03T10:00:00+00:00", None)]


def test_a_deal_of_the_day_is_told_from_other_deals_with_its_day(tmp_path):
    store = StatsStore(tmp_path / DB_NAME)
    store.start_match("daily", KIND, daily=DAY)
    store.finish_match("daily", KIND, won=True, score=FinalScore((21, 9), 0, 0))
    store.start_match("other", KIND)
    store.finish_match("other", KIND, won=False)
    store.start_match("daily", KIND, daily=date(2026, 12, 8))  # resumed on a later day: its own day stays
    store.close()
    last = StatsStore(tmp_path / DB_NAME).last_matches(5)
    assert [(m.outcome, m.daily) for m in last] == [("won", DAY), ("lost", None)]
    assert last[0].score == FinalScore((21, 9), 0, 0)


def test_a_match_forgotten_or_reset_takes_its_mark_with_it(tmp_path):
    store = StatsStore(tmp_path / DB_NAME)
    store.start_match("left", KIND, moved=False, daily=DAY)
    assert store.forget_match("left")
    store.start_match("unmoved", KIND, moved=False, daily=DAY)
    store.close_lost_matches()  # lost before a person moved: forgotten
    store.start_match("kept", KIND, daily=DAY)
    store.finish_match("kept", KIND, won=True)
    marks = lambda: store._read("SELECT match_id FROM daily_deals")  # noqa: E731
    assert marks() == [("kept",)]
    store.reset()
    assert marks() == []


def test_a_version_4_file_keeps_every_row_and_can_mark_a_deal_of_the_day(tmp_path):
    path = tmp_path / DB_NAME
    write_old_file(path, 4, ROWS, score="26,7")
    _version, _tables, rows = file_contents(path)
    store = StatsStore(path)
    assert store.notice == "" and store.available and SCHEMA_VERSION >= 5
    assert store.match_outcomes() == [("b-first", "won"), ("a-second", "unrestored"), ("c-third", "playing")]
    assert store.last_matches(5)[0] == ("casino|2|expert", "won", ROWS[0][4], FinalScore((26, 7), 0, 0), None, None)
    assert len(store.practice_progress("casino")) == 1
    store.start_match("c-third", KIND, daily=DAY)
    store.finish_match("c-third", KIND, won=False)
    assert store.last_matches(5)[-1].daily == DAY
    store.close()
    version, tables, after = file_contents(path)
    assert version == SCHEMA_VERSION and "daily_deals" in tables and after[:2] == rows[:2]
    again = StatsStore(path)  # today's schema to the letter: read as it is, not put aside
    assert again.notice == "" and again.last_matches(5)[-1].daily == DAY


def test_a_migration_to_5_that_fails_half_way_leaves_the_version_4_file_whole(tmp_path, monkeypatch):
    path = tmp_path / DB_NAME
    write_old_file(path, 4, ROWS, score="26,7")
    before = file_contents(path)
    old, script = stats_store.MIGRATIONS[4]
    # The table made, then a statement that fails: none of it stays.
    monkeypatch.setitem(stats_store.MIGRATIONS, 4, (old, script + "SELECT * FROM no_such_table;"))
    store = StatsStore(path)
    assert not store.available and store.notice == UNAVAILABLE_NOTICE  # the machine's problem: the file stays
    store.close()
    assert file_contents(path) == before and before[0] == 4 and "daily_deals" not in before[1]
    monkeypatch.setitem(stats_store.MIGRATIONS, 4, (old, script))
    store = StatsStore(path)
    assert store.notice == "" and [m for m, _ in store.match_outcomes()] == ["b-first", "a-second", "c-third"]


def test_a_mark_that_is_no_day_is_not_read(tmp_path):
    store = StatsStore(tmp_path / DB_NAME)
    store.start_match("m", KIND, daily=DAY)
    store.finish_match("m", KIND, won=True)
    store._write(lambda c: c.execute("UPDATE daily_deals SET day = '2026-13-45'").rowcount)
    assert store.last_matches(1)[0].daily is None
