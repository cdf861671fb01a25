"""Statistics of matches against the computer, one row per match, in SQLite.

Why a database of matches rather than counters: each match is recorded under
its own id (the id its saved game carries), so a match resumed, ended twice or
replayed after a crash is still counted exactly once, and a match thrown away
is counted as abandoned rather than forgotten, and one whose save could not
be restored is counted as such (``close_lost_matches``).  The counts the player sees are
sums over those rows, so they cannot go negative or exceed their totals; the
totals carried over from the settings of older versions sit in a table whose
CHECK constraints say the same.

Every change is one transaction (WAL, synchronous=FULL), so a kill at any
instant leaves either the old or the new row.  Nothing here raises: a database
that is damaged (any bytes at all, a foreign schema, a failed integrity
check) is moved aside as ``statistics.damaged-<date>.sqlite3`` and a fresh one
started, with a sentence in ``notice`` for the window to show once; a write
that fails returns False.  A statistics problem must never stop a match.

No Qt here: the window passes its data folder in; scripts and tests may use
the default, the folder Qt gives under the names in ``user_folders``.
"""
from __future__ import annotations

import os
import sqlite3
from datetime import date, datetime, timezone
from pathlib import Path

from casino_desktop.core import GameRecord
from casino_desktop.storage.stats_daily import forget_daily, keep_daily
from casino_desktop.storage.stats_deals import forget_deal, keep_deal
from casino_desktop.storage.data_files import free_name, make_private, odd_entry, open_plain, tidy_set_aside
from casino_desktop.storage.stats_practice import PracticeRecords
from casino_desktop.storage.stats_salvage import NOTHING, carry_over
from casino_desktop.storage.stats_schema import (MAX_KIND, MIGRATIONS, SCHEMA, SCHEMA_VERSION, our_schema,
                                                  schema_is as schema_is, schema_of)
from casino_desktop.storage.stats_scores import FinalScore, ScoreRecords, keep_score, score_fits
from casino_desktop.storage.stats_shared import SharedRecords, forget_shared, keep_shared
# What the player is told of her statistics file (its sentences, named here as they always were).
from casino_desktop.storage.stats_told import DAMAGED_KEPT_NOTICE as DAMAGED_KEPT_NOTICE
from casino_desktop.storage.stats_told import DAMAGED_NOTICE as DAMAGED_NOTICE, damaged_notice
from casino_desktop.storage.stats_told import NEWER_NOTICE as NEWER_NOTICE, UNAVAILABLE_NOTICE as UNAVAILABLE_NOTICE
from casino_desktop.storage.stats_summary import MAX_ID, OUTCOMES, SummaryRecords, sane_counts
from casino_desktop.storage.user_folders import data_folder, make_private_folder

DB_NAME = "statistics.sqlite3"
MAX_SCHEMA_VERSION = 100  # a later version of ours; a larger number is damage
# ``meta``'s key for the match being played in which no person has moved yet
# (lost, it counts as nothing, as New Game leaves it: ``close_lost_matches``).
NO_MOVE_YET = "no_move_yet"
MAX_DB_BYTES = 64 * 1024 * 1024  # some 600,000 matches; a larger file is not ours

# SQLite's primary result codes that mean the file itself is bad; anything
# else (busy, locked, read-only, disk full, I/O) is the machine's problem, and
# moving a good file aside for it would lose the player's statistics.
_SQLITE_CORRUPT, _SQLITE_NOTADB = 11, 26
_COMPANIONS = ("", "-wal", "-shm", "-journal")  # the database and the files SQLite keeps beside it

class _Damaged(Exception):
    """The file is not a statistics database of ours."""


class _Newer(Exception):
    """A later version's schema: not damaged, but not ours to change."""


class StatsStore(PracticeRecords, ScoreRecords, SummaryRecords, SharedRecords):
    def __init__(self, path: Path):
        self.path = Path(path)
        self.notice = ""
        self._conn: sqlite3.Connection | None = None
        self._open()

    # --- opening ----------------------------------------------------------------------
    def _open(self) -> None:
        try:
            make_private_folder(self.path.parent)
            self._conn = self._connect_checked()
            return
        except _Newer:
            self._give_up(NEWER_NOTICE)
            return
        except (_Damaged, ValueError, OverflowError):
            pass  # ValueError: SQLite's own message about a damaged page may not even be UTF-8
        except sqlite3.DatabaseError as err:
            if _code(err) not in (_SQLITE_CORRUPT, _SQLITE_NOTADB):
                self._give_up(UNAVAILABLE_NOTICE)
                return
        except OSError:
            self._give_up(UNAVAILABLE_NOTICE)
            return
        self._close()
        try:
            aside = _move_aside(self.path)
            self._conn = self._connect_checked()
            # A copy of an older version is read as a sound one is migrated (``stats_salvage``).
            kept = NOTHING if aside is None else carry_over(self._conn, aside, SCHEMA_VERSION, schema_is,
                                                            MAX_DB_BYTES)
            self.notice = damaged_notice(kept)
        except (_Damaged, _Newer, sqlite3.Error, OSError, ValueError, OverflowError):
            self._give_up(UNAVAILABLE_NOTICE)

    def _give_up(self, notice: str) -> None:
        self._close()
        self.notice = notice

    def _connect_checked(self) -> sqlite3.Connection:
        # A link, pipe or folder under our names is damage: followed, it once
        # had its target chmod-ed, or a database made wherever it pointed.
        if any(odd_entry(f"{self.path}{suffix}") for suffix in _COMPANIONS):
            raise _Damaged()
        if self.path.exists() and self.path.stat().st_size > MAX_DB_BYTES:
            raise _Damaged()
        fd = open_plain(self.path, os.O_RDWR | os.O_CREAT)  # private before SQLite writes a byte
        try:
            make_private(fd, self.path)  # SQLite gives its -wal and -shm files the same mode
        finally:
            os.close(fd)
        self._conn = conn = sqlite3.connect(str(self.path), timeout=5.0, isolation_level=None)
        conn.text_factory = _lenient_text  # a damaged page must not raise UnicodeDecodeError on reading
        conn.execute("PRAGMA trusted_schema = OFF")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if not 0 <= version <= MAX_SCHEMA_VERSION:
            raise _Damaged()
        if version > SCHEMA_VERSION:
            raise _Newer()
        schema = schema_of(conn)
        if version == 0 and not schema:
            conn.executescript("BEGIN IMMEDIATE;" + SCHEMA + f"PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
        elif version in MIGRATIONS and schema == our_schema(MIGRATIONS[version][0]):
            if conn.execute("PRAGMA integrity_check(1)").fetchone()[0] != "ok":
                raise _Damaged()
            _migrate(conn, version)
        elif version != SCHEMA_VERSION or schema != our_schema():
            raise _Damaged()  # nor are someone else's triggers or views ever run
        elif conn.execute("PRAGMA integrity_check(1)").fetchone()[0] != "ok":
            raise _Damaged()
        # WAL, so a kill mid-write leaves the last commit; a file system without
        # shared memory refuses it, and the rollback journal is still atomic.
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        return conn

    def _close(self) -> None:
        if self._conn is not None:
            try:
                self._conn.close()
            except sqlite3.Error:
                pass
            self._conn = None

    close = _close

    @property
    def available(self) -> bool:
        return self._conn is not None

    # --- match events: one transaction each ---------------------------------------------
    def start_match(self, match_id: str, kind: str, moved: bool = True, daily: date | None = None,
                    deal: GameRecord | None = None) -> bool:
        """A match begins (or is resumed: its row is kept as it is); True if
        its row is new.  ``moved``: a person has played a move of it (until
        then it counts as nothing if it is lost: ``close_lost_matches``);
        ``daily``: the day whose deal of the day it is (``stats_daily``);
        ``deal``: its deal, as a record without moves (``stats_deals``)."""
        if not _fits(match_id, kind) or not (daily is None or isinstance(daily, date)):
            return False

        def start(c: sqlite3.Connection) -> bool:
            new = c.execute("INSERT OR IGNORE INTO matches (match_id, kind, outcome, started) "
                            "VALUES (?, ?, 'playing', ?)", (match_id, kind, _now())).rowcount == 1
            _mark_no_move_yet(c, match_id, not moved)
            if daily is not None:
                keep_daily(c, match_id, daily)
            if deal is not None:
                keep_deal(c, match_id, deal)
            return new
        return self._write(start)

    def person_moved(self, match_id: str) -> bool:
        """A person played their first move of the match being played."""
        if not _fits(match_id, "x"):
            return False

        def moved(c: sqlite3.Connection) -> bool:
            _mark_no_move_yet(c, match_id, False)
            return True
        return self._write(moved)

    def close_lost_matches(self, keep: str = "") -> int:
        """Close every match still being played but ``keep`` (the one that
        came back, if any): its saved game is gone, so it can never be
        finished (one window keeps a data folder's games, one match at a
        time, and the next start brings that match back or none).  Once a
        person played a move of it, it counts as a match that could not be
        restored (``'unrestored'``): not as given up, which blamed the player
        for a damaged file (the seventh stranger's play-test of 6 December,
        finding 7); before that it is forgotten, as New Game forgets one.
        How many now count as not restored."""
        closed = []

        def close(c: sqlite3.Connection) -> bool:
            row = c.execute("SELECT value FROM meta WHERE key = ?", (NO_MOVE_YET,)).fetchone()
            unmoved = row[0] if row and row[0] != keep else None
            if unmoved is not None:
                if c.execute("DELETE FROM matches WHERE match_id = ? AND outcome = 'playing'", (unmoved,)).rowcount:
                    forget_daily(c, unmoved)
                    forget_deal(c, unmoved)
                _mark_no_move_yet(c, unmoved, False)
            closed.append(c.execute("UPDATE matches SET outcome = 'unrestored', ended = ? "
                                    "WHERE outcome = 'playing' AND match_id != ?", (_now(), keep)).rowcount)
            return True
        return closed[0] if self._write(close) and closed else 0

    def finish_match(self, match_id: str, kind: str, won: bool, score: FinalScore | None = None) -> bool:
        """The match was won or lost, with its final score if known (one that
        cannot be true is left out); False if it had already ended (counted once)."""
        return self._end(match_id, kind, "won" if won else "lost", score if score_fits(score, won) else None)

    def finish_shared(self, match_id: str, people: list[tuple[str, bool]]) -> bool:
        """A match of several people at one screen ended: each (name, won)
        of ``people`` counted once under the match's id (``stats_shared``);
        False if it was counted before."""
        if not (_fits(match_id, "x") and isinstance(people, list)
                and all(isinstance(p, tuple) and len(p) == 2 for p in people)):
            return False
        return self._write(lambda c: keep_shared(c, match_id, people))

    def abandon_match(self, match_id: str, kind: str) -> bool:
        """The player threw the match away; False if it had already ended."""
        return self._end(match_id, kind, "abandoned")

    def _end(self, match_id: str, kind: str, outcome: str, score: FinalScore | None = None) -> bool:
        if not _fits(match_id, kind):
            return False

        def end(c: sqlite3.Connection) -> bool:
            row = c.execute("SELECT outcome FROM matches WHERE match_id = ?", (match_id,)).fetchone()
            if row is not None and row[0] != "playing":
                return False
            if row is None:  # started before a reset or a damaged file: count it now
                c.execute("INSERT INTO matches (match_id, kind, outcome, started, ended) VALUES (?, ?, ?, ?, ?)",
                          (match_id, kind, outcome, _now(), _now()))
            else:
                c.execute("UPDATE matches SET outcome = ?, ended = ? WHERE match_id = ?",
                          (outcome, _now(), match_id))
            if score is not None:
                keep_score(c, match_id, score)
            return True
        return self._write(end)

    def the_match_playing(self, kind: str) -> str | None:
        """The id of the one match of ``kind`` still being played, or None if
        there is none or more than one (a save cut short in both copies
        loses its match id: this is how the start still knows which match
        came back, ``MatchGuard.id_of_the_match_back``)."""
        if self._conn is None or not _fits("x", kind):
            return None
        try:
            rows = self._conn.execute("SELECT match_id FROM matches WHERE outcome = 'playing' AND kind = ? LIMIT 2",
                                      (kind,)).fetchall()
        except (sqlite3.Error, ValueError, OverflowError):
            return None
        return rows[0][0] if len(rows) == 1 and isinstance(rows[0][0], str) and _fits(rows[0][0], kind) else None

    def forget_match(self, match_id: str) -> bool:
        """Remove a match still being played (left before its first move)."""
        if not _fits(match_id, "x"):
            return False
        def forget(c: sqlite3.Connection) -> bool:
            if c.execute("DELETE FROM matches WHERE match_id = ? AND outcome = 'playing'", (match_id,)).rowcount != 1:
                return False
            forget_daily(c, match_id)
            forget_deal(c, match_id)
            return True
        return self._write(forget)

    def import_old_totals(self, totals: dict[str, tuple[int, int]]) -> bool:
        """Totals {kind: (played, won)} of the settings of older versions, once
        per database; rows that are not sane are dropped."""
        def carry(c: sqlite3.Connection) -> bool:
            if c.execute("SELECT 1 FROM meta WHERE key = 'old_totals_imported'").fetchone():
                return False
            for kind, (played, won) in list(totals.items())[:1000]:
                if _fits("x", kind) and sane_counts(played, won):
                    c.execute("INSERT OR REPLACE INTO carried_over VALUES (?, ?, ?)", (kind, played, won))
            c.execute("INSERT INTO meta VALUES ('old_totals_imported', ?)", (_now(),))
            return True
        return self._write(carry)

    def reset(self) -> bool:
        """Forget every result (the memory that old totals were imported stays)."""
        def forget(c: sqlite3.Connection) -> bool:
            c.execute("DELETE FROM matches")
            c.execute("DELETE FROM final_scores")
            c.execute("DELETE FROM carried_over")
            forget_daily(c)
            forget_deal(c)
            forget_shared(c)
            return True
        return self._write(forget)

    def _write(self, change) -> bool:
        if self._conn is None:
            return False
        try:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                done = bool(change(self._conn))
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")
            return done
        except (sqlite3.Error, ValueError, OverflowError):
            return False

    # --- reading ------------------------------------------------------------------------
    def match_outcomes(self) -> list[tuple[str, str]]:
        """(match id, 'playing'/'won'/'lost'/'abandoned'/'unrestored') in the order matches began."""
        rows = self._read("SELECT match_id, outcome FROM matches ORDER BY rowid")
        return [(str(m), str(o)) for m, o in rows if o in OUTCOMES]

    def _read(self, sql: str) -> list[tuple]:
        if self._conn is None:
            return []
        try:
            return self._conn.execute(sql).fetchall()
        except (sqlite3.Error, ValueError, OverflowError):
            return []


def open_default_store(folder: Path | None = None) -> StatsStore:
    """The statistics in ``folder`` (the program's data folder by default)."""
    return StatsStore(Path(folder if folder is not None else data_folder()) / DB_NAME)


def _migrate(conn: sqlite3.Connection, version: int) -> None:
    """An earlier version's file made today's: every row kept, the new
    tables added, the matches' outcomes widened (``stats_schema``), in one
    transaction.  Whatever fails in it is undone before the error goes on;
    rows that break today's checks are damage (they broke the old ones too)."""
    try:
        conn.executescript(f"BEGIN IMMEDIATE; {MIGRATIONS[version][1]} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
    except BaseException as err:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        if isinstance(err, sqlite3.IntegrityError):
            raise _Damaged() from err
        raise


def _mark_no_move_yet(c: sqlite3.Connection, match_id: str, unmoved: bool) -> None:
    """Keep (or drop) in ``meta`` that no person has moved yet in ``match_id``:
    only the match being played can be so, so one key holds it."""
    if unmoved:
        c.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (NO_MOVE_YET, match_id))
    else:
        c.execute("DELETE FROM meta WHERE key = ? AND value = ?", (NO_MOVE_YET, match_id))


def _lenient_text(data: bytes) -> str:
    return data.decode("utf-8", "replace")


def _fits(match_id, kind) -> bool:
    return (isinstance(match_id, str) and 0 < len(match_id) <= MAX_ID
            and isinstance(kind, str) and 0 < len(kind) <= MAX_KIND)


def _code(err: sqlite3.Error) -> int:
    return (getattr(err, "sqlite_errorcode", 0) or 0) & 0xFF


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _move_aside(path: Path) -> Path | None:
    """``statistics.damaged-2026-12-01.sqlite3`` (-2, -3 ... if taken), with its
    -wal and -shm: a stale log replayed into a fresh file would damage it too.
    The newest few copies stay (``data_files.KEEP_SET_ASIDE``).  Nothing of
    ours opens a copy once it is set aside: a -wal and -shm beside one are
    either its own, moved with it, or made by whatever opened it since (the
    sqlite3 shell does, for a damaged file of WAL mode).  Where the copy is
    (None: nowhere, the file was removed)."""
    try:
        target: Path | None = free_name(path, "damaged", date.today().isoformat())
    except OSError:
        target = None
    for suffix in _COMPANIONS:
        src = Path(str(path) + suffix)
        if os.path.lexists(src):  # a dangling link too: it is moved, not followed
            if target is None:
                src.unlink()
            else:
                os.replace(src, Path(str(target) + suffix))
    tidy_set_aside(path, "damaged", _COMPANIONS)
    return target
