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

Only a copy of one of our versions, with exactly that version's schema, is
read: a foreign file, or one whose list of tables is itself damaged, gives
nothing.  An older version's copy (1 to 6) was set aside whole, and its
matches lost, though the same file sound would have been migrated
(``stats_schema``): its tables are today's of the same names, with the same
columns, and today's checks are at least as wide as its own (version 4 only
added an outcome), so its rows are offered to today's tables as a copy of
today's are: carried over is migrated, within the same bounds (the size
the store allows, no page read twice, so many damaged stretches read past
a table).  A copy is opened read-only and
immutable, so nothing of ours writes beside a copy set aside
(``stats_store._move_aside``); what its write-ahead log held and had not yet
put into the file (a kill just after a match) is not read.

What was kept is told (``Kept``), and what of practice was not: a salvage
that lost the practice records, or the practice session kept open for the
next start (``stats_practice.OpenPractice``), said only how many matches it
kept, and the player found her progress gone, or her practice window not
back, without a word.

A damaged file's pages may point to one page many times over: SQLite
refuses a page only when it is already on the path being read, so a table
of a few pages whose pages each point 583 times to the next read as
millions of rows (a 5 MB file took 25 s and 1.4 GB to salvage), and one
more such page as millions of times more, without end.  A table read in
order gives each row a greater rowid than the last; a row that does not is
a page read again, and ends the table there.  So no page gives its rows
twice, and rows go into the fresh file as they are read, never all held at
once.  A damaged page ended its table, and the rows after it (the newest
matches) were lost though they could be read: the reading goes on past it,
by the table's other pages.  No Qt here.
"""
from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Callable, Iterator
from contextlib import closing
from pathlib import Path
from typing import NamedTuple
from urllib.parse import quote

from casino_desktop.storage.stats_practice import OPEN_PRACTICE, open_session

# Rows offered to the fresh file at a time, as they are read.
_BATCH = 500
# Damaged stretches of one table read past (``_past_damage``): each costs
# 130 seeks at most, a tenth of a millisecond each.
_MOST_SKIPS = 1000
_CHUNK = 256    # rows read by one query (``_rows``)
_MOST_ROWID = 2 ** 63 - 1
_READING = (sqlite3.Error, ValueError, OverflowError)   # what reading a damaged page raises
_DAMAGED = ()   # ``_rows``' mark of a page that could not be read (a row is never empty: it has its rowid)
_OLDEST = 1     # the first version of the statistics file


class Kept(NamedTuple):
    """What a salvage kept, for the sentence that tells the player."""

    matches: int = 0            # as the statistics count them: the ended ones, and older versions' totals
    practice: int = 0           # practice records (one per set of rules and topic)
    practice_lost: bool = True  # some practice records could not be kept (or none could be read at all)
    session_lost: bool = False  # the practice session kept open could not be: it will not come back


NOTHING = Kept()   # nothing could be read: whatever the file held of practice is lost with it


def carry_over(conn: sqlite3.Connection, damaged: Path, newest: int,
               ours: Callable[[sqlite3.Connection, int], bool], most_bytes: int) -> Kept:
    """Copy into the fresh database ``conn`` (our schema, empty) the rows that
    can be read from the set-aside copy ``damaged``, if it is a plain file of
    at most ``most_bytes`` (a link, pipe or folder set aside under our name
    is never opened: a pipe would wait for ever), of a schema version from 1
    to ``newest``, and ``ours(copy, version)`` says its schema is that
    version's.  What was kept (``NOTHING`` when nothing could be read; the
    match being played may still be kept: it goes on)."""
    try:
        found = os.lstat(damaged)
    except OSError:
        return NOTHING
    if not stat.S_ISREG(found.st_mode) or found.st_size > most_bytes:
        return NOTHING
    try:
        with closing(sqlite3.connect(f"file:{quote(str(damaged))}?mode=ro&immutable=1", uri=True)) as old:
            old.text_factory = _lenient_text
            old.execute("PRAGMA trusted_schema = OFF")
            # A file cut short (a full disk, a copy stopped) has fewer pages than
            # its header says, and SQLite refuses all of it, though every page
            # before the cut reads; the schema's check is relaxed so that they
            # do.  Nothing is written through this connection: it is read-only.
            old.execute("PRAGMA writable_schema = ON")
            version = old.execute("PRAGMA user_version").fetchone()[0]
            if not (isinstance(version, int) and _OLDEST <= version <= newest and ours(old, version)):
                return NOTHING
            tables = [name for (name,) in old.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rootpage")]
            conn.execute("BEGIN IMMEDIATE")
            try:
                damage = {name: _carry_table(old, conn, name) for name in tables}
                kept = _kept(conn, damage, _session_lost(old, conn, damage.get("meta", (0, False))[1]))
                conn.execute("COMMIT")
                return kept
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")  # a failure anywhere keeps the fresh file empty
                raise
    except (sqlite3.Error, ValueError, OverflowError, OSError):
        return NOTHING


def _kept(conn: sqlite3.Connection, damage: dict[str, tuple[int, bool]], session_lost: bool) -> Kept:
    """What the fresh file ``conn`` now holds, told as ``Kept``; ``damage``:
    each table's rows read and whether damage was met in it."""
    # The matches the statistics then show: the ended ones, and the totals of
    # older versions, which they count as matches too (a record of them alone
    # was said to start afresh).  The match being played is the one going on
    # now: "3 matches kept" beside a record of two read as one too many.
    matches = conn.execute("SELECT (SELECT count(*) FROM matches WHERE outcome != 'playing')"
                           " + (SELECT coalesce(sum(played), 0) FROM carried_over)").fetchone()[0]
    practice = conn.execute("SELECT count(*) FROM practice").fetchone()[0]
    # A file of version 1 has no practice: none was lost.  Rows today's
    # checks refused are lost as surely as rows that could not be read.
    read, damaged = damage.get("practice", (0, False))
    return Kept(int(matches), int(practice), damaged or practice < read, session_lost)


def _session_lost(old: sqlite3.Connection, conn: sqlite3.Connection, meta_damaged: bool) -> bool:
    """Whether the copy held a practice session kept open (``OpenPractice``)
    that the fresh file ``conn`` does not now hold, sane: its row refused, or
    unreadable, is taken out (it would never come back).  When ``meta``'s
    pages were damaged and the row is not kept, ``meta``'s index of keys,
    read alone, says whether it was there; if that cannot be read either,
    nobody knows, and nothing is said of it."""
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (OPEN_PRACTICE,)).fetchone()
    if row is not None:
        if isinstance(row[0], str) and open_session(row[0]) is not None:
            return False
        conn.execute("DELETE FROM meta WHERE key = ?", (OPEN_PRACTICE,))
        return True
    if not meta_damaged:
        return False
    try:
        return old.execute("SELECT count(*) FROM meta INDEXED BY sqlite_autoindex_meta_1 WHERE key = ?",
                           (OPEN_PRACTICE,)).fetchone()[0] > 0
    except _READING:
        return False


def _carry_table(old: sqlite3.Connection, conn: sqlite3.Connection, name: str) -> tuple[int, bool]:
    """Offer ``conn``'s table ``name`` the rows of ``old``'s that can be
    read: in rowid order up to a damaged page, then on from past it
    (``_past_damage``), up to ``_MOST_SKIPS`` times; a row read again ends
    the table.  Only reading ends quietly: a write that fails goes on to
    undo them all.  How many rows were read, and whether damage was met."""
    batch: list[tuple] = []
    read = 0
    last: int | None = None    # the rowid of the last row read
    start: int | None = None   # read from the table's start, or from this rowid on
    for _ in range(_MOST_SKIPS + 1):
        for row in _rows(old, name, start):
            if row is _DAMAGED:
                break
            if last is not None and not (isinstance(row[0], int) and row[0] > last):
                _offer(conn, name, batch)
                return read, True   # a page read again: the rest would be rows already read, without end
            last = row[0]
            read += 1
            batch.append(row[1:])
            if len(batch) == _BATCH:
                _offer(conn, name, batch)
        else:
            _offer(conn, name, batch)
            return read, start is not None   # the table's end; read past damage, or whole
        start = _past_damage(old, name, 0 if last is None else last)
        if start is None:
            break
    _offer(conn, name, batch)
    return read, True


def _rows(old: sqlite3.Connection, name: str, start: int | None) -> Iterator[tuple]:
    """The rows of table ``name`` (rowid first) in rowid order, from its
    start or from rowid ``start`` on; ``_DAMAGED`` last if a page could not
    be read.  Read ``_CHUNK`` rows at a time, each chunk a query that ends
    at its limit: Python's cursor reads a row ahead and drops the row before
    an error with it, so the last readable row before a damaged page came
    only from a query that stops short of it (a chunk that fails is read
    again in smaller ones, down to single rows)."""
    size = _CHUNK
    while True:
        try:
            # NOT INDEXED: the table's own pages, in rowid order, never an index's.
            chunk = (old.execute(f'SELECT rowid, * FROM "{name}" NOT INDEXED LIMIT ?', (size,)) if start is None else
                     old.execute(f'SELECT rowid, * FROM "{name}" NOT INDEXED WHERE rowid >= ? LIMIT ?',
                                 (start, size))).fetchall()
        except _READING:
            if size == 1:
                yield _DAMAGED
                return
            size = max(1, size // 16)
            continue
        yield from chunk
        if len(chunk) < size or not isinstance(chunk[-1][0], int) or chunk[-1][0] >= _MOST_ROWID:
            return   # the table's end
        start = chunk[-1][0] + 1


def _past_damage(old: sqlite3.Connection, name: str, last: int) -> int | None:
    """The least rowid past ``last`` from which table ``name`` reads again
    (a seek goes by the table's other pages to the rows past a damaged
    one), or None if none does: bounds ever further past ``last`` until
    one is not in damage (its rows read, or there are none from it), then
    halved back toward the last that was.  Of several damaged stretches
    the bounds may pass over rows between two: they are lost with them."""
    bad, gap = last, 1
    while last + gap < _MOST_ROWID and _reads_from(old, name, last + gap) is False:
        bad, gap = last + gap, gap * 2
    good = min(last + gap, _MOST_ROWID)
    while good - bad > 1:
        middle = (bad + good) // 2
        if _reads_from(old, name, middle) is False:
            bad = middle
        else:
            good = middle
    return good if _reads_from(old, name, good) else None


def _reads_from(old: sqlite3.Connection, name: str, start: int) -> bool | None:
    """Whether the first row of ``name`` from rowid ``start`` on can be read; None if there is none."""
    try:
        return old.execute(f'SELECT rowid FROM "{name}" NOT INDEXED WHERE rowid >= ? LIMIT 1',
                           (start,)).fetchone() is not None or None
    except _READING:
        return False


def _offer(conn: sqlite3.Connection, name: str, batch: list[tuple]) -> None:
    if batch:
        # OR IGNORE: a row today's CHECK or key constraints refuse is left behind.
        conn.executemany(f'INSERT OR IGNORE INTO "{name}" VALUES ({", ".join("?" * len(batch[0]))})', batch)
        batch.clear()


def _lenient_text(data: bytes) -> str:
    return data.decode("utf-8", "replace")
