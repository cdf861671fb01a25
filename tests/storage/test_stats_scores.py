"""A finished match's final score in the statistics (schema version 3): each
side's score, the person's side and the winning side, so Game › Statistics
can say "You lost 7 to 26" (the returning player's finding 4 of 6 December).
Files of version 2 (today's) are migrated in place, in one transaction; a
kill during the migration leaves a file the next start migrates again."""
from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

from casino_desktop.storage.stats_practice import PRACTICE_SCHEMA
from casino_desktop.storage.stats_scores import FinalScore, FinishedMatch
from casino_desktop.storage.stats_store import DAMAGED_NOTICE, DB_NAME, SCHEMA_VERSION, StatsStore
from casino_desktop.storage.stats_summary import KindSummary
from .old_stats import V1_SCHEMA, file_contents, write_old_file

KIND = "casino|2|expert"
ROOT = Path(__file__).resolve().parents[2]  # the checkout whose code the killed child runs


OLD = [("old1", KIND, "lost", "2026-12-05T20:00:00+00:00", "2026-12-05T20:30:00+00:00"),
       ("old2", KIND, "abandoned", "2026-12-05T21:00:00+00:00", "2026-12-05T21:10:00+00:00"),
       ("old3", KIND, "playing", "2026-12-05T22:00:00+00:00", None)]


def test_a_version_2_file_keeps_every_row_and_gains_the_scores(tmp_path):
    path = tmp_path / DB_NAME
    write_old_file(path, 2, OLD)
    store = StatsStore(path)
    assert store.notice == "" and file_contents(path)[0] == SCHEMA_VERSION
    assert store.match_outcomes() == [("old1", "lost"), ("old2", "abandoned"), ("old3", "playing")]
    assert store.last_matches(5) == [FinishedMatch(KIND, "lost", "2026-12-05T20:30:00+00:00", None),
                                     FinishedMatch(KIND, "abandoned", "2026-12-05T21:10:00+00:00", None)]
    assert len(store.practice_progress("casino")) == 1
    assert store.finish_match("old3", KIND, won=False, score=FinalScore((7, 26), 0, 1))
    store.close()
    again = StatsStore(path)  # a file of the new version is read as it is
    assert again.notice == ""
    last = again.last_matches(5)
    assert [m.score for m in last] == [None, None, FinalScore((7, 26), 0, 1)]
    assert again.summary() == [KindSummary(KIND, 3, 0, 2, 1)]


def test_a_kill_during_the_migration_leaves_a_file_the_next_start_migrates(tmp_path):
    path = tmp_path / DB_NAME
    write_old_file(path, 2, OLD)
    # The child runs the store's own migration and dies as its COMMIT begins.
    code = ("import os, sqlite3, sys\n"
            "import casino_desktop.storage.stats_store as s\n"
            "assert s.__file__.startswith(sys.argv[2]), s.__file__\n"
            "real = sqlite3.connect\n"
            "def connect(*a, **k):\n"
            "    conn = real(*a, **k)\n"
            "    conn.set_trace_callback(lambda sql: os._exit(9) if sql.strip(' ;') == 'COMMIT' else None)\n"
            "    return conn\n"
            "sqlite3.connect = connect\n"
            "s.StatsStore(s.Path(sys.argv[1]))\n")
    done = subprocess.run([sys.executable, "-c", code, str(path), str(ROOT)], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 9, done.stderr
    assert file_contents(path)[0] == 2
    store = StatsStore(path)
    assert store.notice == "" and file_contents(path)[0] == SCHEMA_VERSION
    assert [m for m, _ in store.match_outcomes()] == ["old1", "old2", "old3"]
    assert store.finish_match("old3", KIND, won=True, score=FinalScore((26, 7), 0, 0))
    assert store.last_matches(1)[0].score == FinalScore((26, 7), 0, 0)


def test_new_matches_keep_their_score_and_old_and_given_up_ones_have_none(tmp_path):
    store = StatsStore(tmp_path / DB_NAME)
    store.start_match("a", KIND)
    store.finish_match("a", KIND, won=True, score=FinalScore((21, 15, 18), 0, 0))
    store.start_match("b", KIND)
    store.abandon_match("b", KIND)
    store.start_match("c", KIND)
    store.finish_match("c", KIND, won=False)  # a caller that knows no score
    assert [m.score for m in store.last_matches(5)] == [FinalScore((21, 15, 18), 0, 0), None, None]
    assert [m.outcome for m in store.last_matches(2)] == ["abandoned", "lost"]  # the last two, oldest first
    assert store.reset() and store.last_matches(5) == []


def test_a_score_that_cannot_be_true_is_left_out_but_the_match_counts(tmp_path):
    store = StatsStore(tmp_path / DB_NAME)
    bad = [FinalScore((26, 7), 0, 0),          # a win for the other side of a match lost
           FinalScore((26,), 0, 0), FinalScore((26, 7), 2, 0), FinalScore((26, 7), 0, -1),
           FinalScore((26, 10 ** 400), 1, 0), FinalScore((26, True), 1, 0), FinalScore((26, "7"), 1, 0),
           FinalScore(tuple(range(9)), 0, 8)]
    for i, score in enumerate(bad):
        assert store.finish_match(f"m{i}", KIND, won=False, score=score)
    assert [m.score for m in store.last_matches(100)] == [None] * len(bad)
    assert store.summary() == [KindSummary(KIND, len(bad), 0, len(bad), 0)]


def test_scores_written_directly_obey_the_checks_and_unreadable_ones_are_not_shown(tmp_path):
    store = StatsStore(tmp_path / DB_NAME)
    store.finish_match("a", KIND, won=True)
    store.close()
    with sqlite3.connect(tmp_path / DB_NAME) as conn:
        for row in [("a", "7;26", 0, 0), ("a", "", 0, 0), ("a", "7,26", 5, 0), ("a", "7,26", 0, "x"), ("a", "1,2" * 20, 0, 0)]:
            try:
                conn.execute("INSERT INTO final_scores VALUES (?, ?, ?, ?)", row)
            except sqlite3.IntegrityError:
                continue
            raise AssertionError(f"{row} was accepted")
        conn.execute("INSERT INTO final_scores VALUES ('a', '7,,26', 0, 0)")  # passes the checks, reads as nothing
    conn.close()
    again = StatsStore(tmp_path / DB_NAME)
    assert again.notice == "" and again.last_matches(5) == [FinishedMatch(KIND, "won", again.finished_matches()[0][2])]


def test_a_version_3_file_with_a_foreign_scores_table_is_moved_aside(tmp_path):
    path = tmp_path / DB_NAME
    with sqlite3.connect(path) as conn:
        conn.executescript(V1_SCHEMA + PRACTICE_SCHEMA + "CREATE TABLE final_scores (x);PRAGMA user_version = 3;")
    conn.close()
    store = StatsStore(path)
    assert store.notice == DAMAGED_NOTICE and store.available
