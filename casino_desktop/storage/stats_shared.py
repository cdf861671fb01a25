"""Matches of several people at one screen, counted per person's name: kept
in the statistics database (``stats_store``) since its version 6, so Game ›
Statistics can say who of a family won most (the fifteenth stranger's
play-test of 7 December: such matches were not counted at all).

Two tables.  ``shared_matches`` holds the ids of the last ``MAX_MATCH_IDS``
matches counted, so a match is counted once however often its end is
reported, and the order they ended in (``seq``).  ``shared_names`` holds,
per name as the seats were called, the matches played and won and the
last match the name played; past ``MAX_NAMES`` names the one unseen longest
is dropped, so the file stays small however many names were typed.

A match is counted in one transaction (``StatsStore.finish_shared``).
Like the rest of the store nothing here raises; a name or a count that
cannot be true is neither written nor read back, and the rest is read.
"""
from __future__ import annotations

import sqlite3
from typing import Callable, NamedTuple

from casino_desktop.core.safe_json import writable_text
from casino_desktop.storage.stats_summary import MAX_CARRIED, MAX_ID

MAX_NAME = 32        # a seat's name is cut to this where it is typed (``qt/game/setup.NAME_LENGTH``)
MAX_NAMES = 50       # names kept: a family, its friends and their guests
MAX_MATCH_IDS = 200  # ids of matches counted kept: enough to count a match reported twice once
MAX_PEOPLE = 4       # seats at a table

SHARED_SCHEMA = f"""
CREATE TABLE shared_matches (  -- since version 6: a match of several people at one screen, counted once
    match_id TEXT PRIMARY KEY CHECK (typeof(match_id) = 'text' AND length(match_id) BETWEEN 1 AND {MAX_ID}),
    seq INTEGER NOT NULL CHECK (typeof(seq) = 'integer' AND seq >= 1)  -- the order the matches ended in
);
CREATE TABLE shared_names (  -- since version 6: per person's name at one screen, the matches played and won
    name TEXT PRIMARY KEY CHECK (typeof(name) = 'text' AND length(name) BETWEEN 1 AND {MAX_NAME}),
    played INTEGER NOT NULL CHECK (typeof(played) = 'integer' AND played BETWEEN 1 AND {MAX_CARRIED}),
    won INTEGER NOT NULL CHECK (typeof(won) = 'integer' AND won BETWEEN 0 AND played),
    last INTEGER NOT NULL CHECK (typeof(last) = 'integer' AND last >= 1)  -- the seq of its last match
);
"""


class PersonRecord(NamedTuple):
    name: str
    played: int
    won: int


def fit_name(name: object) -> str:
    """A seat's name as kept: one line, trimmed, printable, a lone surrogate
    replaced as everywhere a name is written (``core.safe_json.writable_text``);
    "" if none is left."""
    if not isinstance(name, str):
        return ""
    # Whitespace first (a line break between two names reads as a space), then what cannot be shown.
    text = "".join(ch for ch in " ".join(writable_text(name).split()) if ch.isprintable())
    return text[:MAX_NAME].strip()


def _count(n: object, least: int) -> bool:
    return type(n) is int and least <= n <= MAX_CARRIED


def keep_shared(c: sqlite3.Connection, match_id: str, people: list[tuple[str, bool]]) -> bool:
    """Count ``match_id`` once for each (name, won) of ``people``, inside the
    caller's transaction; False if it was counted before or names nobody.
    A name twice at one table (two seats called the same) counts once, as
    won if either seat won."""
    names: dict[str, bool] = {}
    for name, won in people[:MAX_PEOPLE]:
        name = fit_name(name)
        if name:
            names[name] = names.get(name, False) or bool(won)
    if not names or c.execute("SELECT 1 FROM shared_matches WHERE match_id = ?", (match_id,)).fetchone():
        return False
    row = c.execute("SELECT max(coalesce((SELECT max(seq) FROM shared_matches), 0),"
                    " coalesce((SELECT max(last) FROM shared_names), 0))").fetchone()
    seq = (row[0] if row and type(row[0]) is int else 0) + 1
    c.execute("INSERT INTO shared_matches VALUES (?, ?)", (match_id, seq))
    c.execute("DELETE FROM shared_matches WHERE match_id NOT IN "
              f"(SELECT match_id FROM shared_matches ORDER BY seq DESC LIMIT {MAX_MATCH_IDS})")
    for name, won in names.items():
        # The counts stop at MAX_CARRIED rather than break the table's CHECK.
        c.execute("INSERT INTO shared_names VALUES (?, 1, ?, ?) ON CONFLICT (name) DO UPDATE SET "
                  f"played = min(played + 1, {MAX_CARRIED}), "
                  f"won = min(won + excluded.won, min(played + 1, {MAX_CARRIED})), last = excluded.last",
                  (name, int(won), seq))
    c.execute("DELETE FROM shared_names WHERE name NOT IN "
              f"(SELECT name FROM shared_names ORDER BY last DESC, name LIMIT {MAX_NAMES})")
    return True


def forget_shared(c: sqlite3.Connection) -> None:
    """Every count at one screen forgotten (Statistics' Reset)."""
    c.execute("DELETE FROM shared_matches")
    c.execute("DELETE FROM shared_names")


class SharedRecords:
    """The part of ``StatsStore`` that reads the counts at one screen; the store gives its reader."""

    _read: Callable[[str], list[tuple]]

    def people_at_one_screen(self) -> list[PersonRecord]:
        """Each name's matches played and won at one screen, most won first
        (then fewest played, then by name); a row that cannot be true is left out."""
        rows = self._read(f"SELECT name, played, won FROM shared_names ORDER BY last DESC LIMIT {MAX_NAMES}")
        kept = [PersonRecord(name, played, won) for name, played, won in rows
                if isinstance(name, str) and name == fit_name(name) and name
                and _count(played, 1) and _count(won, 0) and won <= played]
        return sorted(kept, key=lambda r: (-r.won, r.played, r.name.casefold()))
