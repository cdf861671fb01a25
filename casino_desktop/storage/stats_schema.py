"""The statistics database's schema (``stats_store``), each version's, and
how an older version's file becomes today's.

Version 1 kept the matches, 2 added practice's progress
(``stats_practice``), 3 the final scores (``stats_scores``), and 4 a fifth
outcome of a match, ``'unrestored'``: a match whose save was damaged (or
written by a newer version) and could never be finished.  Until then it
counted as given up, which blamed the player for a damaged file (the
seventh stranger's play-test of 6 December, finding 7).  Version 5 adds
which matches were a deal of the day, and whose (``stats_daily``), and
version 6 the matches of several people at one screen, counted per
person's name (``stats_shared``), and version 7 each match's deal: its
number and what it was dealt for, so that it can be dealt again
(``stats_deals``).

A CHECK constraint cannot be changed in place in SQLite, so version 4
builds the matches table again (SQLite's own recipe for a changed table):
the old one renamed, the new one made under its name with today's text,
every row copied with its rowid (the order matches began is the rowid's),
the old one dropped.  The table is made under its final name, not renamed
to it, because a rename rewrites the text SQLite keeps of the table and the
store knows its own files by that text (``our_schema``).  All
of it runs in one transaction with the tables an older file lacks: a kill
or an error at any point leaves the old file, which the next start
migrates again.  Versions 5, 6 and 7 only add tables, in the same one transaction.
"""
from __future__ import annotations

import sqlite3
from contextlib import closing
from functools import lru_cache

from casino_desktop.storage.stats_daily import DAILY_SCHEMA
from casino_desktop.storage.stats_deals import DEALS_SCHEMA
from casino_desktop.storage.stats_practice import PRACTICE_SCHEMA
from casino_desktop.storage.stats_scores import SCORES_SCHEMA
from casino_desktop.storage.stats_shared import SHARED_SCHEMA
from casino_desktop.storage.stats_summary import MAX_CARRIED, MAX_ID, OUTCOMES

SCHEMA_VERSION = 7
MAX_KIND = 200
# Each version's outcomes, written as its CHECK constraint reads.
_OUTCOMES_V1 = "'playing', 'won', 'lost', 'abandoned'"
OUTCOMES_SQL = ", ".join(f"'{outcome}'" for outcome in OUTCOMES)


def _matches(outcomes: str) -> str:
    return f"""
CREATE TABLE matches (
    match_id TEXT PRIMARY KEY CHECK (typeof(match_id) = 'text' AND length(match_id) BETWEEN 1 AND {MAX_ID}),
    kind TEXT NOT NULL CHECK (typeof(kind) = 'text' AND length(kind) BETWEEN 1 AND {MAX_KIND}),
    outcome TEXT NOT NULL CHECK (outcome IN ({outcomes})),
    started TEXT NOT NULL,
    ended TEXT
);"""


_OTHER_V1 = f"""
CREATE TABLE carried_over (  -- totals of versions that kept no match ids
    kind TEXT PRIMARY KEY CHECK (typeof(kind) = 'text' AND length(kind) BETWEEN 1 AND {MAX_KIND}),
    played INTEGER NOT NULL CHECK (typeof(played) = 'integer' AND played BETWEEN 0 AND {MAX_CARRIED}),
    won INTEGER NOT NULL CHECK (typeof(won) = 'integer' AND won BETWEEN 0 AND played)
);
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""
SCHEMA_V1 = _matches(_OUTCOMES_V1) + _OTHER_V1
SCHEMA_V2 = SCHEMA_V1 + PRACTICE_SCHEMA
SCHEMA_V3 = SCHEMA_V2 + SCORES_SCHEMA
SCHEMA_V4 = _matches(OUTCOMES_SQL) + _OTHER_V1 + PRACTICE_SCHEMA + SCORES_SCHEMA
SCHEMA_V5 = SCHEMA_V4 + DAILY_SCHEMA
SCHEMA_V6 = SCHEMA_V5 + SHARED_SCHEMA
SCHEMA = SCHEMA_V6 + DEALS_SCHEMA

_OLD_MATCHES = "matches_before_4"
_NEW_OUTCOMES = f"""
ALTER TABLE matches RENAME TO {_OLD_MATCHES};
{_matches(OUTCOMES_SQL)}
INSERT INTO matches (rowid, match_id, kind, outcome, started, ended)
    SELECT rowid, match_id, kind, outcome, started, ended FROM {_OLD_MATCHES} ORDER BY rowid;
DROP TABLE {_OLD_MATCHES};
"""
# An older version's file, as it must read to be ours, and what makes it
# today's (run inside the store's one transaction, with the new user_version).
_ADDED_SINCE_5 = SHARED_SCHEMA + DEALS_SCHEMA
MIGRATIONS = {1: (SCHEMA_V1, PRACTICE_SCHEMA + SCORES_SCHEMA + _NEW_OUTCOMES + DAILY_SCHEMA + _ADDED_SINCE_5),
              2: (SCHEMA_V2, SCORES_SCHEMA + _NEW_OUTCOMES + DAILY_SCHEMA + _ADDED_SINCE_5),
              3: (SCHEMA_V3, _NEW_OUTCOMES + DAILY_SCHEMA + _ADDED_SINCE_5),
              4: (SCHEMA_V4, DAILY_SCHEMA + _ADDED_SINCE_5),
              5: (SCHEMA_V5, _ADDED_SINCE_5),
              6: (SCHEMA_V6, DEALS_SCHEMA)}


def schema_of(conn: sqlite3.Connection) -> set[tuple]:
    """What ``conn``'s schema is: each table's, index's and trigger's text."""
    return set(conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall())


@lru_cache(maxsize=8)  # today's schema and each older version's
def our_schema(script: str = SCHEMA) -> frozenset:
    """The schema ``script`` makes (``schema_of``): a file is ours if its schema is this, exactly."""
    with closing(sqlite3.connect(":memory:")) as conn:
        conn.executescript(script)
        return frozenset(schema_of(conn))


def schema_is(conn: sqlite3.Connection, version: int) -> bool:
    """Whether ``conn``'s schema is exactly that of our ``version`` (today's or an older one)."""
    script = SCHEMA if version == SCHEMA_VERSION else MIGRATIONS[version][0] if version in MIGRATIONS else None
    return script is not None and schema_of(conn) == our_schema(script)
