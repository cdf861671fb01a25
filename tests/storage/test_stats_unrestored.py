"""A match lost to a damaged save has its own outcome, 'unrestored' (schema
version 4), not 'abandoned': Game › Statistics said the player gave up two
matches whose saves were damaged (the seventh stranger's play-test of 6
December, finding 7).  The outcomes' CHECK constraint cannot change in
place: a version 3 file's matches table is built again, in the one
transaction of the migration, and keeps every row in its order."""
from __future__ import annotations

import sqlite3
from pathlib import Path

from casino_desktop.storage import stats_store
from casino_desktop.storage.stats_practice import PRACTICE_SCHEMA
from casino_desktop.storage.stats_scores import SCORES_SCHEMA, FinalScore
from casino_desktop.storage.stats_store import DAMAGED_NOTICE, DB_NAME, SCHEMA_VERSION, UNAVAILABLE_NOTICE, StatsStore
from casino_desktop.storage.stats_summary import KindSummary
from .test_stats_store import V1_SCHEMA

KIND = "casino|2|expert"
ROWS = [("b-first", KIND, "won", "2026-12-01T10:00:00+00:00", "2026-12-01T10:30:00+00:00"),
        ("a-second", KIND, "abandoned", "2026-12-02T10:00:00+00:00", "2026-12-02T10:05:00+00:00"),
        ("c-third", KIND, "playing", "2026-12-03T10:00:00+00:00", None)]


def _version_3_file(path: Path, bad_row: bool = False) -> None:
    """A file as the previous version writes it (its schema written out here,
    as that version had it), WAL, with matches, a score and practice.
    ``bad_row``: one more row that breaks the outcomes' CHECK, written past it."""
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.executescript(V1_SCHEMA + PRACTICE_SCHEMA + SCORES_SCHEMA + "PRAGMA user_version = 3;")
        conn.executemany("INSERT INTO matches VALUES (?, ?, ?, ?, ?)", ROWS)
        conn.execute("INSERT INTO final_scores VALUES ('b-first', '26,7', 0, 0)")
        conn.execute("INSERT INTO practice VALUES ('casino', 'card_held', 2, 5, 1, 0, 4)")
        if bad_row:
            conn.execute("PRAGMA ignore_check_constraints = ON")
            conn.execute("INSERT INTO matches VALUES ('d', ?, 'eaten', '2026-12-04', NULL)", (KIND,))
    conn.close()


def _version_and_tables(path: Path) -> tuple[int, list[str], list[tuple]]:
    with sqlite3.connect(path) as conn:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        rows = conn.execute("SELECT match_id, outcome FROM matches ORDER BY rowid").fetchall()
    conn.close()
    return version, tables, rows


def test_a_version_3_file_keeps_its_rows_and_can_count_a_match_not_restored(tmp_path):
    path = tmp_path / DB_NAME
    _version_3_file(path)
    with sqlite3.connect(path) as conn:  # the old CHECK refuses the new outcome
        try:
            conn.execute("UPDATE matches SET outcome = 'unrestored' WHERE match_id = 'c-third'")
            raise AssertionError("the old file took the new outcome")
        except sqlite3.IntegrityError:
            pass
    conn.close()
    store = StatsStore(path)
    assert store.notice == "" and store.available and SCHEMA_VERSION == 5
    assert store.match_outcomes() == [("b-first", "won"), ("a-second", "abandoned"), ("c-third", "playing")]
    assert store.last_matches(5)[0].score == FinalScore((26, 7), 0, 0)
    assert len(store.practice_progress("casino")) == 1
    assert store.close_lost_matches() == 1  # c-third's save is gone: not restored, not given up
    assert store.match_outcomes()[-1] == ("c-third", "unrestored")
    assert store.summary() == [KindSummary(KIND, 3, 1, 0, 1, 1)]
    store.close()
    version, tables, _rows = _version_and_tables(path)
    assert version == 5 and tables == ["carried_over", "daily_deals", "final_scores", "matches", "meta", "practice"]
    again = StatsStore(path)  # today's schema to the letter: read as it is, not put aside
    assert again.notice == "" and [o for _, o in again.match_outcomes()] == ["won", "abandoned", "unrestored"]


def test_a_migration_that_fails_half_way_leaves_the_old_file_whole(tmp_path, monkeypatch):
    path = tmp_path / DB_NAME
    _version_3_file(path)
    before = _version_and_tables(path)
    old, script = stats_store.MIGRATIONS[3]
    # The table rebuilt and its rows copied, then a statement that fails: none of it stays.
    monkeypatch.setitem(stats_store.MIGRATIONS, 3, (old, script + "SELECT * FROM no_such_table;"))
    store = StatsStore(path)
    assert not store.available and store.notice == UNAVAILABLE_NOTICE  # the machine's problem: the file stays
    store.close()
    assert _version_and_tables(path) == before and before[0] == 3
    monkeypatch.setitem(stats_store.MIGRATIONS, 3, (old, script))
    store = StatsStore(path)
    assert store.notice == "" and [m for m, _ in store.match_outcomes()] == ["b-first", "a-second", "c-third"]


def test_a_damaged_version_3_file_is_still_put_aside(tmp_path):
    path = tmp_path / DB_NAME
    _version_3_file(path, bad_row=True)
    store = StatsStore(path)
    assert store.notice == DAMAGED_NOTICE and store.available and store.match_outcomes() == []
    aside = [p for p in tmp_path.glob("statistics.damaged-*.sqlite3")]
    assert len(aside) == 1
    version, _tables, rows = _version_and_tables(aside[0])
    assert version == 3 and len(rows) == 4  # set aside as it was: nothing half migrated
