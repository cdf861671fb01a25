"""What a damaged statistics file still holds, carried into the fresh one.

A statistics file that fails SQLite's integrity check is set aside and a
fresh one started (``stats_store``).  One damaged page (an index, say) left
every match readable, yet the Swedish pensioner's record of his Mulle and
Finnish Kasino matches was gone, and the sentence said his statistics
started afresh (the twentieth stranger's play-test of 7 December, finding
6).  Here each row that can still be read from the copy set aside is
offered to the fresh file, through the fresh file's own CHECK constraints
(a row they refuse is left behind, as damage), all in one transaction: a
failure anywhere keeps the fresh file empty, as before.

Only a copy of today's version and exactly our schema is read: a foreign
file, or one whose list of tables is itself damaged, gives nothing.  It is
opened read-only and immutable, so nothing of ours writes beside a copy set
aside (``stats_store._move_aside``); what its write-ahead log held and had
not yet put into the file (a kill just after a match) is not read.  No Qt
here.
"""
from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from urllib.parse import quote

# Rows read from one table at a time: a damaged page ends the table there,
# and the rows read before it are kept.
_BATCH = 500


def carry_over(conn: sqlite3.Connection, damaged: Path, version: int,
               ours: Callable[[sqlite3.Connection], bool], most_bytes: int) -> int:
    """Copy into the fresh database ``conn`` (our schema, empty) the rows that
    can be read from the set-aside copy ``damaged``, if it is a plain file of
    at most ``most_bytes`` (a link, pipe or folder set aside under our name
    is never opened: a pipe would wait for ever), of schema ``version``, and
    ``ours`` says its schema is ours.  How many ended matches were kept; 0
    when none could be (the one being played may still be kept: it goes on)."""
    try:
        found = os.lstat(damaged)
    except OSError:
        return 0
    if not stat.S_ISREG(found.st_mode) or found.st_size > most_bytes:
        return 0
    try:
        with closing(sqlite3.connect(f"file:{quote(str(damaged))}?mode=ro&immutable=1", uri=True)) as old:
            old.text_factory = _lenient_text
            old.execute("PRAGMA trusted_schema = OFF")
            if old.execute("PRAGMA user_version").fetchone()[0] != version or not ours(old):
                return 0
            tables = [name for (name,) in old.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rootpage")]
            rows = {name: _readable_rows(old, name) for name in tables}
    except (sqlite3.Error, ValueError, OverflowError, OSError):
        return 0
    try:
        conn.execute("BEGIN IMMEDIATE")
        for name, table_rows in rows.items():
            if table_rows:
                marks = ", ".join("?" * len(table_rows[0]))
                # OR IGNORE: a row today's CHECK or key constraints refuse is left behind.
                conn.executemany(f'INSERT OR IGNORE INTO "{name}" VALUES ({marks})', table_rows)
        # The match being played is the one going on now: "3 matches kept"
        # beside a record of two read as one too many.
        kept = conn.execute("SELECT count(*) FROM matches WHERE outcome != 'playing'").fetchone()[0]
        conn.execute("COMMIT")
        return int(kept)
    except (sqlite3.Error, ValueError, OverflowError):
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        return 0


def _readable_rows(old: sqlite3.Connection, name: str) -> list[tuple]:
    """The rows of table ``name`` read before any damage in it."""
    rows: list[tuple] = []
    try:
        cursor = old.execute(f'SELECT * FROM "{name}"')
        while batch := cursor.fetchmany(_BATCH):
            rows.extend(batch)
    except (sqlite3.Error, ValueError, OverflowError):
        pass
    return rows


def _lenient_text(data: bytes) -> str:
    return data.decode("utf-8", "replace")
