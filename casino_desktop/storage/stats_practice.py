"""Practice mode's progress, kept in the statistics database (``stats_store``).

One row per variant and rule (or scoring item): its Leitner box, when it is
due again, how often it was answered right and wrong, and when it was last
seen.  ``PracticeRecords`` is the part of ``StatsStore`` that reads and
writes those rows; like the rest of the store it never raises: a row that is
not sane is neither written nor read back.
"""
from __future__ import annotations

import sqlite3
from typing import Callable

from casino_desktop.practice.schedule import Progress

MAX_VARIANT = 200            # the store's MAX_KIND: a variant's id is a kind of match
MAX_TOPIC = 200
MAX_BOX = 5                  # the Leitner boxes of ``practice.schedule``
MAX_TIME = 2 ** 40           # seconds since the epoch: some 35,000 years; a larger time is damage
MAX_ANSWERS = 1_000_000      # more answers than anyone gives: a larger count is damage
# The records of one variant read: a rule set has 26 topics at most, house
# rules add a few.  A file within its size limit held 1,150,000 of them (not
# ours, or damaged), and practice took 5 s to open and a second to ask each
# question, every record weighed each time: the first by topic are read.
MAX_TOPICS = 500

PRACTICE_SCHEMA = f"""
CREATE TABLE practice (
    variant TEXT NOT NULL CHECK (typeof(variant) = 'text' AND length(variant) BETWEEN 1 AND {MAX_VARIANT}),
    topic TEXT NOT NULL CHECK (typeof(topic) = 'text' AND length(topic) BETWEEN 1 AND {MAX_TOPIC}),
    box INTEGER NOT NULL CHECK (typeof(box) = 'integer' AND box BETWEEN 1 AND {MAX_BOX}),
    due INTEGER NOT NULL CHECK (typeof(due) = 'integer' AND due BETWEEN 0 AND {MAX_TIME}),
    right_count INTEGER NOT NULL CHECK (typeof(right_count) = 'integer' AND right_count BETWEEN 0 AND {MAX_ANSWERS}),
    wrong_count INTEGER NOT NULL CHECK (typeof(wrong_count) = 'integer' AND wrong_count BETWEEN 0 AND {MAX_ANSWERS}),
    last_seen INTEGER NOT NULL CHECK (typeof(last_seen) = 'integer' AND last_seen BETWEEN 0 AND {MAX_TIME}),
    PRIMARY KEY (variant, topic)
);
"""


class PracticeRecords:
    """Practice's rows; the store gives the connection and its one-transaction writer."""

    _conn: sqlite3.Connection | None
    _write: Callable[[Callable[[sqlite3.Connection], object]], bool]

    def save_practice(self, progress: Progress) -> bool:
        """Keep one topic's record (``practice.schedule.Progress``); False if
        it is not sane or cannot be written."""
        p = progress
        if not (_variant_fits(p.variant) and isinstance(p.topic, str) and 0 < len(p.topic) <= MAX_TOPIC
                and whole(p.box, 1, MAX_BOX) and whole(p.due, 0, MAX_TIME) and whole(p.right, 0, MAX_ANSWERS)
                and whole(p.wrong, 0, MAX_ANSWERS) and whole(p.last_seen, 0, MAX_TIME)):
            return False
        return self._write(lambda c: c.execute(
            "INSERT OR REPLACE INTO practice VALUES (?, ?, ?, ?, ?, ?, ?)",
            (p.variant, p.topic, p.box, p.due, p.right, p.wrong, p.last_seen)).rowcount == 1)

    def practice_progress(self, variant: str) -> list[Progress]:
        """The records of one variant, by topic (the first ``MAX_TOPICS``);
        rows that are not sane are left out."""
        if not _variant_fits(variant) or self._conn is None:
            return []
        try:
            rows = self._conn.execute("SELECT variant, topic, box, due, right_count, wrong_count, last_seen "
                                      "FROM practice WHERE variant = ? ORDER BY topic LIMIT ?", (variant, MAX_TOPICS)).fetchall()
        except (sqlite3.Error, ValueError, OverflowError):
            return []
        return [Progress(*row) for row in rows
                if isinstance(row[1], str) and whole(row[2], 1, MAX_BOX)
                and all(whole(v, 0, MAX_TIME) for v in row[3:])]

    def reset_practice(self, variant: str | None = None) -> bool:
        """Forget practice progress: of one variant, or all of it."""
        if variant is None:
            return self._write(lambda c: c.execute("DELETE FROM practice") is not None)
        return self._write(lambda c: c.execute("DELETE FROM practice WHERE variant = ?", (variant,)) is not None)


def whole(value, lo: int, hi: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi


def _variant_fits(variant) -> bool:
    return isinstance(variant, str) and 0 < len(variant) <= MAX_VARIANT
