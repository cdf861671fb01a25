"""A match lost to a damaged save has its own outcome, 'unrestored' (schema
version 4), not 'abandoned': Game › Statistics said the player gave up two
matches whose saves were damaged (the seventh stranger's play-test of 6
December, finding 7).  The outcomes' CHECK constraint cannot change in
place: a version 3 file's matches table is built again, in the one
transaction of the migration, and keeps every row in its order."""
from __future__ import annotations

import sqlite3

from casino_desktop.core.templates import fill
from casino_desktop.storage import stats_store
from casino_desktop.storage.stats_scores import FinalScore
from casino_desktop.storage.stats_store import DAMAGED_KEPT_NOTICE, DB_NAME, SCHEMA_VERSION, UNAVAILABLE_NOTICE, StatsStore
from casino_desktop.storage.stats_summary import KindSummary
from .old_stats import file_contents, write_old_file

KIND = "casino|2|expert"
ROWS = [("b-first", KIND, "won", "2026-12-01T10:00:00+00:00", "2026-12-01T10:30:00+00:00"),
        ("a-second", KIND, "abandoned", "2026-12-02T10:00:00+00:00", "2026-12-02T10:05:00+00:00"),
        ("c-third", KIND, "playing", "2026-12-03T10:00:00+00:00", None)]


def test_a_version_3_file_keeps_its_rows_and_can_count_a_match_not_restored(tmp_path):
    path = tmp_path / DB_NAME
    write_old_file(path, 3, ROWS, score="26,7")
    with sqlite3.connect(path) as conn:  # the old CHECK refuses the new outcome
        try:
            conn.execute("UPDATE matches SET outcome = 'unrestored' WHERE match_id = 'c-third'")
            raise AssertionError("the old file took the new outcome")
        except sqlite3.IntegrityError:
            pass
    conn.close()
    store = StatsStore(path)
    assert store.notice == "" and store.available and SCHEMA_VERSION >= 5
    assert store.match_outcomes() == [("b-first", "won"), ("a-second", "abandoned"), ("c-third", "playing")]
    assert store.last_matches(5)[0].score == FinalScore((26, 7), 0, 0)
    assert len(store.practice_progress("casino")) == 1
    assert store.close_lost_matches() == 1  # c-third's save is gone: not restored, not given up
    assert store.match_outcomes()[-1] == ("c-third", "unrestored")
    assert store.summary() == [KindSummary(KIND, 3, 1, 0, 1, 1)]
    store.close()
    version, tables, _rows = file_contents(path)
    assert version == SCHEMA_VERSION and tables == ["carried_over", "daily_deals", "final_scores", "match_deals",
                                                   "matches", "meta", "practice", "shared_matches", "shared_names"]
    again = StatsStore(path)  # today's schema to the letter: read as it is, not put aside
    assert again.notice == "" and [o for _, o in again.match_outcomes()] == ["won", "abandoned", "unrestored"]


def test_a_migration_that_fails_half_way_leaves_the_old_file_whole(tmp_path, monkeypatch):
    path = tmp_path / DB_NAME
    write_old_file(path, 3, ROWS, score="26,7")
    before = file_contents(path)
    old, script = stats_store.MIGRATIONS[3]
    # The table rebuilt and its rows copied, then a statement that fails: none of it stays.
    monkeypatch.setitem(stats_store.MIGRATIONS, 3, (old, script + "SELECT * FROM no_such_table;"))
    store = StatsStore(path)
    assert not store.available and store.notice == UNAVAILABLE_NOTICE  # the machine's problem: the file stays
    store.close()
    assert file_contents(path) == before and before[0] == 3
    monkeypatch.setitem(stats_store.MIGRATIONS, 3, (old, script))
    store = StatsStore(path)
    assert store.notice == "" and [m for m, _ in store.match_outcomes()] == ["b-first", "a-second", "c-third"]


def test_a_damaged_version_3_file_is_still_put_aside_and_its_sound_rows_kept(tmp_path):
    """A row its own CHECK never let in: the file is set aside, whole, and
    the rows today's checks take are kept, as a sound file's are migrated
    (``stats_salvage``); the match being played goes on, uncounted."""
    path = tmp_path / DB_NAME
    write_old_file(path, 3, ROWS, score="26,7", bad_row="eaten")
    store = StatsStore(path)
    assert store.available and store.match_outcomes() == [(m, o) for m, _, o, _, _ in ROWS]
    assert store.notice == fill(DAMAGED_KEPT_NOTICE, count=2)
    aside = [p for p in tmp_path.glob("statistics.damaged-*.sqlite3")]
    assert len(aside) == 1
    version, _tables, rows = file_contents(aside[0])
    assert version == 3 and len(rows) == 4  # set aside as it was: nothing half migrated
