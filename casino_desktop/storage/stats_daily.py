"""Which finished matches were a deal of the day, and which day's: kept in
the statistics database (``stats_store``) since its version 5, so Game ›
Statistics can say so in its list of the last matches (the eleventh
stranger's play-test of 7 December: a player who played the deal of the
day could not find it there).

A match is marked as it begins, in the transaction that starts its row
(``StatsStore.start_match``): the day is the deal's (``qt/daily_deal``),
and a match resumed on a later day keeps the day it was dealt for.  Older
matches, and every other deal, have no row.  Like the rest of the store
nothing here raises, and a day that cannot be one is neither written nor
read back.
"""
from __future__ import annotations

import sqlite3
from datetime import date

from casino_desktop.storage.stats_summary import MAX_ID

DAILY_SCHEMA = f"""
CREATE TABLE daily_deals (  -- since version 5: a match played on a deal of the day, and that day
    match_id TEXT PRIMARY KEY CHECK (typeof(match_id) = 'text' AND length(match_id) BETWEEN 1 AND {MAX_ID}),
    day TEXT NOT NULL CHECK (typeof(day) = 'text' AND length(day) = 10
                             AND day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')  -- '2026-12-07'
);
"""


def keep_daily(c: sqlite3.Connection, match_id: str, day: date) -> None:
    """Mark ``match_id`` as the deal of ``day``, inside the caller's transaction
    (a match resumed keeps the day it was first marked with)."""
    c.execute("INSERT OR IGNORE INTO daily_deals VALUES (?, ?)", (match_id, day.isoformat()))


def forget_daily(c: sqlite3.Connection, match_id: str | None = None) -> None:
    """Drop the mark of ``match_id`` (a match forgotten), or every mark (a reset)."""
    if match_id is None:
        c.execute("DELETE FROM daily_deals")
    else:
        c.execute("DELETE FROM daily_deals WHERE match_id = ?", (match_id,))


def read_day(text: object) -> date | None:
    """The day of a mark as read, or None if there is none or it is no day."""
    if not isinstance(text, str) or len(text) != 10 or not text.isascii():
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None
