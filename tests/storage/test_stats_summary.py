"""Game › Statistics' list of kinds of match: what reading it costs is
bounded by the list shown, not by how many kinds a database holds."""
from __future__ import annotations

import sqlite3

from casino_desktop.storage.stats_store import DB_NAME, open_default_store
from casino_desktop.storage.stats_summary import MAX_KINDS, KindSummary
from tests.work_count import lines_run


def _store_of_kinds(folder, kinds: int, carried: int = 0):
    """A statistics file of ``kinds`` kinds of match, one match won of each,
    and ``carried`` kinds carried over from an old version (two played, one
    won): as a damaged or foreign file may hold them (ours has a few hundred)."""
    open_default_store(folder).close()
    with sqlite3.connect(folder / DB_NAME) as conn:
        conn.executemany("INSERT INTO matches VALUES (?, ?, 'won', '2026-01-01T00:00:00+00:00', "
                         "'2026-01-01T00:10:00+00:00')", ((f"{i:x}", f"v{i}|2|expert") for i in range(kinds)))
        conn.executemany("INSERT INTO carried_over VALUES (?, 2, 1)", ((f"old{i}|2|expert",) for i in range(carried)))
    conn.close()
    return open_default_store(folder)


def test_a_file_of_far_more_kinds_than_there_are_lists_the_most_played_and_reads_no_more(tmp_path):
    """A database of 140,000 kinds of match (within its size limit) once
    took 15 s to open Game › Statistics: one row of the list each."""
    small = _store_of_kinds(tmp_path / "small", 2 * MAX_KINDS, carried=2 * MAX_KINDS)
    large = _store_of_kinds(tmp_path / "large", 4 * MAX_KINDS, carried=4 * MAX_KINDS)
    assert len(small.summary()) == len(large.summary()) == MAX_KINDS
    assert lines_run(large.summary) < 1.2 * lines_run(small.summary)  # twice the kinds: no more work


def test_the_kinds_most_played_are_the_ones_kept_and_carried_over_totals_count_with_them(tmp_path):
    store = _store_of_kinds(tmp_path, MAX_KINDS + 5)
    with sqlite3.connect(tmp_path / DB_NAME) as conn:  # one kind played more, one carried over played most
        conn.executemany("INSERT INTO matches VALUES (?, 'v7|2|expert', 'lost', 'x', 'x')", ((f"z{i}",) for i in range(3)))
        conn.execute("INSERT INTO carried_over VALUES ('v9|2|expert', 50, 20)")
    conn.close()
    rows = store.summary()
    assert len(rows) == MAX_KINDS and rows == sorted(rows)
    assert KindSummary("v7|2|expert", 4, 1, 3, 0) in rows and KindSummary("v9|2|expert", 51, 21, 30, 0) in rows
