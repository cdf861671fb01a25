"""Statistics files as earlier versions of the game wrote them, for the
tests of each migration (``stats_store.MIGRATIONS``).

Each version's schema is written out here as that version had it, not read
from today's code: a migration must meet the file an older game left, even
after today's tables change again.  The tables later versions added
(practice in 2, final scores in 3, the deals of the day in 5, the matches
at one screen in 6) are as they were then, and have not changed since, so
their own modules' schemas are used for them.
"""
from __future__ import annotations

import sqlite3
from pathlib import Path

from casino_desktop.storage.stats_practice import PRACTICE_SCHEMA
from casino_desktop.storage.stats_daily import DAILY_SCHEMA
from casino_desktop.storage.stats_scores import SCORES_SCHEMA
from casino_desktop.storage.stats_shared import SHARED_SCHEMA

V1_SCHEMA = """
CREATE TABLE matches (
    match_id TEXT PRIMARY KEY CHECK (typeof(match_id) = 'text' AND length(match_id) BETWEEN 1 AND 64),
    kind TEXT NOT NULL CHECK (typeof(kind) = 'text' AND length(kind) BETWEEN 1 AND 200),
    outcome TEXT NOT NULL CHECK (outcome IN ('playing', 'won', 'lost', 'abandoned')),
    started TEXT NOT NULL,
    ended TEXT
);
CREATE TABLE carried_over (  -- totals of versions that kept no match ids
    kind TEXT PRIMARY KEY CHECK (typeof(kind) = 'text' AND length(kind) BETWEEN 1 AND 200),
    played INTEGER NOT NULL CHECK (typeof(played) = 'integer' AND played BETWEEN 0 AND 1000000),
    won INTEGER NOT NULL CHECK (typeof(won) = 'integer' AND won BETWEEN 0 AND played)
);
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


def old_schema(version: int) -> str:
    """The tables of a file of ``version`` (1 to 6): practice came in 2,
    final scores in 3, the outcome 'unrestored' in 4, the deals of the day in 5
    and the matches at one screen in 6."""
    schema = V1_SCHEMA
    if version >= 2:
        schema += PRACTICE_SCHEMA
    if version >= 3:
        schema += SCORES_SCHEMA
    if version >= 4:
        schema = schema.replace("'abandoned')", "'abandoned', 'unrestored')")
    if version >= 5:
        schema += DAILY_SCHEMA
    if version >= 6:
        schema += SHARED_SCHEMA
    return schema


def write_old_file(path: Path, version: int, matches: list[tuple], score: str | None = None,
                   bad_row: str | None = None) -> None:
    """A file as the game of ``version`` writes it: WAL, ``matches`` (rows of
    match id, kind, outcome, started, ended), one practice topic (from 2),
    ``score`` as the first match's final score (from 3).  ``bad_row``: one
    more match with this outcome, which breaks the outcomes' CHECK, written
    past it (a damaged file)."""
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.executescript(old_schema(version) + f"PRAGMA user_version = {version};")
        conn.executemany("INSERT INTO matches VALUES (?, ?, ?, ?, ?)", matches)
        if score is not None:
            conn.execute("INSERT INTO final_scores VALUES (?, ?, 0, 0)", (matches[0][0], score))
        if version >= 2:
            conn.execute("INSERT INTO practice VALUES ('casino', 'card_held', 2, 5, 1, 0, 4)")
        if bad_row is not None:
            conn.execute("PRAGMA ignore_check_constraints = ON")
            conn.execute("INSERT INTO matches VALUES ('d', ?, ?, '2026-12-04', NULL)", (matches[0][1], bad_row))
    conn.close()


def file_contents(path: Path) -> tuple[int, list[str], list[tuple]]:
    """A file's schema version, its tables by name, and its matches' rows."""
    with sqlite3.connect(path) as conn:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        rows = conn.execute("SELECT * FROM matches ORDER BY rowid").fetchall()
    conn.close()
    return version, tables, rows


def failing_migration_leaves_the_file_whole(path: Path, monkeypatch, version: int, rows: list[tuple],
                                            new_table: str) -> None:
    """The migration from ``version`` made to fail after its own script (a
    statement on a table that does not exist): the statistics are said to be
    unavailable, and the file is as it was, without ``new_table``."""
    from casino_desktop.storage import stats_store
    write_old_file(path, version, rows)
    before = file_contents(path)
    old, script = stats_store.MIGRATIONS[version]
    monkeypatch.setitem(stats_store.MIGRATIONS, version, (old, script + "SELECT * FROM no_such_table;"))
    store = stats_store.StatsStore(path)
    assert not store.available and store.notice == stats_store.UNAVAILABLE_NOTICE
    store.close()
    assert file_contents(path) == before and new_table not in before[1]
