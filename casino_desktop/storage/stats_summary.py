"""Game › Statistics' list: per kind of match, how many were won, lost,
given up and lost to a damaged save (``StatsStore.summary``).

The kinds of match are few (each variant, table and level of the computer
players: a few hundred at most), but the database is read as it is found,
and a damaged or foreign file within its size limit held 140,000 kinds:
summed in Python and listed one row each, the dialog took 15 s to open.
SQLite sums the kinds and keeps the ``MAX_KINDS`` most played, so what is
read and shown is bounded by the list, not by the file (the dialog's
totals are then those of the kinds listed).
"""
from __future__ import annotations

from typing import Callable, NamedTuple

MAX_KINDS = 1000          # far more kinds of match than the game has
MAX_CARRIED = 1_000_000   # more matches than anyone plays: a larger old count is damage
MAX_ID = 64               # a match id's longest (every table keyed by match checks it)
# Every outcome a match row may hold (the matches table's CHECK, ``stats_schema``),
# and those of a finished match: named once, so a new outcome is added here alone.
OUTCOMES = ("playing", "won", "lost", "abandoned", "unrestored")
FINISHED = OUTCOMES[1:]


class KindSummary(NamedTuple):
    kind: str
    played: int     # won + lost + abandoned + unrestored
    won: int
    lost: int
    abandoned: int  # given up by the player
    unrestored: int = 0  # lost to a damaged save: it could never be finished


class SummaryRecords:
    """The list of kinds; the store gives its reader."""

    _read: Callable[[str], list[tuple]]

    def summary(self) -> list[KindSummary]:
        """Per kind of match, sorted by kind; matches still being played are
        not counted yet.  Of a file of more than ``MAX_KINDS`` kinds, the
        most played (the totals of older versions with them)."""
        rows = self._read(
            "SELECT kind, sum(won), sum(lost), sum(abandoned), sum(unrestored) FROM ("
            " SELECT kind, outcome = 'won' AS won, outcome = 'lost' AS lost, outcome = 'abandoned' AS abandoned,"
            " outcome = 'unrestored' AS unrestored"
            " FROM matches WHERE outcome IN ('won', 'lost', 'abandoned', 'unrestored')"
            " UNION ALL SELECT kind, won, played - won, 0, 0 FROM carried_over"
            f" WHERE typeof(played) = 'integer' AND typeof(won) = 'integer' AND 0 <= won AND won <= played AND played <= {MAX_CARRIED}"
            f") GROUP BY kind ORDER BY sum(won) + sum(lost) + sum(abandoned) + sum(unrestored) DESC, kind LIMIT {MAX_KINDS}")
        return sorted(KindSummary(kind, won + lost + abandoned + unrestored, won, lost, abandoned, unrestored)
                      for kind, won, lost, abandoned, unrestored in rows
                      if isinstance(kind, str) and all(type(n) is int and n >= 0 for n in (won, lost, abandoned, unrestored)))


def sane_counts(played, won) -> bool:
    """Totals carried over from an older version that can be true."""
    ints = all(isinstance(v, int) and not isinstance(v, bool) for v in (played, won))
    return ints and 0 <= won <= played <= MAX_CARRIED

