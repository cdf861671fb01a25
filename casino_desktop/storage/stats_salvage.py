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
not yet put into the file (a kill just after a match) is not read.

A damaged file's pages may point to one page many times over: SQLite
refuses a page only when it is already on the path being read, so a table
of a few pages whose pages each point 583 times to the next read as
millions of rows (a 5 MB file took 25 s and 1.4 GB to salvage), and one
more such page as millions of times more, without end.  A table read in
order gives each row a greater rowid than the last; a row that does not is
a page read again, and ends the table there.  So no page gives its rows
twice, and rows go into the fresh file as they are read, never all held at
once.  No Qt here.
"""
from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from urllib.parse import quote

# Rows offered to the fresh file at a time, as they are read.
_BATCH = 500


def carry_over(conn: sqlite3.Connection, damaged: Path, version: int,
               ours: Callable[[sqlite3.Connection], bool], most_bytes: int) -> int:
    """Copy into the fresh database ``conn`` (our schema, empty) the rows that
    can be read from the set-aside copy ``damaged``, if it is a plain file of
    at most ``most_bytes`` (a link, pipe or folder set aside under our name
    is never opened: a pipe would wait for ever), of schema ``version``, and
    ``ours`` says its schema is ours.  How many matches were kept, as the
    statistics count them (the ended ones, and older versions' totals); 0
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
            conn.execute("BEGIN IMMEDIATE")
            try:
                for name in tables:
                    _carry_table(old, conn, name)
                # The matches the statistics then show: the ended ones, and the
                # totals of older versions, which they count as matches too (a
                # record of them alone was said to start afresh).  The match
                # being played is the one going on now: "3 matches kept" beside
                # a record of two read as one too many.
                kept = conn.execute("SELECT (SELECT count(*) FROM matches WHERE outcome != 'playing')"
                                    " + (SELECT coalesce(sum(played), 0) FROM carried_over)").fetchone()[0]
                conn.execute("COMMIT")
                return int(kept)
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")  # a failure anywhere keeps the fresh file empty
                raise
    except (sqlite3.Error, ValueError, OverflowError, OSError):
        return 0


def _carry_table(old: sqlite3.Connection, conn: sqlite3.Connection, name: str) -> None:
    """Offer ``conn``'s table ``name`` the rows of ``old``'s read before any
    damage in it (a page that cannot be read, or a row read again).  Only
    reading ends quietly: a write that fails goes on to undo them all."""
    batch: list[tuple] = []
    last = None
    try:
        # NOT INDEXED: the table's own pages, in rowid order, never an index's.
        rows = old.execute(f'SELECT rowid, * FROM "{name}" NOT INDEXED')
    except (sqlite3.Error, ValueError, OverflowError):
        return
    while True:
        try:
            row = next(rows, None)
        except (sqlite3.Error, ValueError, OverflowError):
            row = None  # damage ends the table here; the rows read before it are kept
        if row is None or (last is not None and not (isinstance(row[0], int) and row[0] > last)):
            break   # the end, damage, or a page read again (the rest would be rows already read, without end)
        last = row[0]
        batch.append(row[1:])
        if len(batch) == _BATCH:
            _offer(conn, name, batch)
    _offer(conn, name, batch)


def _offer(conn: sqlite3.Connection, name: str, batch: list[tuple]) -> None:
    if batch:
        # OR IGNORE: a row today's CHECK or key constraints refuse is left behind.
        conn.executemany(f'INSERT OR IGNORE INTO "{name}" VALUES ({", ".join("?" * len(batch[0]))})', batch)
        batch.clear()


def _lenient_text(data: bytes) -> str:
    return data.decode("utf-8", "replace")
