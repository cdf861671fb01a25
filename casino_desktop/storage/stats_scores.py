"""A finished match's final score, kept in the statistics database
(``stats_store``) since its version 3: each side's match score, the side
the person played and the side that won, so Game › Statistics can say
"You lost 7 to 26".  Matches of older files, and matches given up, have no
score: their row in ``final_scores`` is simply missing.

``ScoreRecords`` is the part of ``StatsStore`` that reads the finished
matches, the last ones with their scores; ``keep_score`` writes one inside the store's transaction
that ends the match.  Like the rest of the store nothing here raises, and a
score that cannot be true is neither written nor read back.
"""
from __future__ import annotations

import sqlite3
from datetime import date
from typing import Callable, NamedTuple

from casino_desktop.storage.stats_daily import read_day
from casino_desktop.storage.stats_deals import MatchDeal, read_deal
from casino_desktop.storage.stats_practice import whole
from casino_desktop.storage.stats_summary import FINISHED, MAX_ID

MAX_SIDES = 4            # four players, each a side; partnerships make two
MAX_SCORE = 1_000_000    # no match reaches this, won or (misère) lost: a larger score is damage
MAX_SCORES_TEXT = 40     # four scores of eight characters and their commas

SCORES_SCHEMA = f"""
CREATE TABLE final_scores (  -- since version 3: the end of a match won or lost; older matches have no row
    match_id TEXT PRIMARY KEY CHECK (typeof(match_id) = 'text' AND length(match_id) BETWEEN 1 AND {MAX_ID}),
    scores TEXT NOT NULL CHECK (typeof(scores) = 'text' AND length(scores) BETWEEN 3 AND {MAX_SCORES_TEXT}
                                AND scores NOT GLOB '*[^0-9,-]*'),  -- each side's score, side 0 first: '7,26'
    own_side INTEGER NOT NULL CHECK (typeof(own_side) = 'integer' AND own_side BETWEEN 0 AND {MAX_SIDES - 1}),
    winner INTEGER NOT NULL CHECK (typeof(winner) = 'integer' AND winner BETWEEN 0 AND {MAX_SIDES - 1})
);
"""


class FinalScore(NamedTuple):
    scores: tuple[int, ...]  # each side's match score at the end, side 0 first
    own_side: int            # the side of the person who played it
    winner: int              # the side that won


class FinishedMatch(NamedTuple):
    kind: str
    outcome: str             # 'won', 'lost', 'abandoned' or 'unrestored'
    ended: str               # ISO time in UTC
    score: FinalScore | None = None  # unknown for older rows and matches given up
    daily: date | None = None  # the day whose deal of the day it was (``stats_daily``); None for any other deal
    deal: MatchDeal | None = None  # its deal number and what it was dealt for (``stats_deals``); None for older rows


def score_fits(score: object, won: bool) -> bool:
    """A score that can be true of a match the person ``won`` (or lost)."""
    if not isinstance(score, tuple) or len(score) != 3:
        return False
    scores, own_side, winner = score
    if not isinstance(scores, tuple) or not 2 <= len(scores) <= MAX_SIDES:
        return False
    return (all(whole(n, -MAX_SCORE, MAX_SCORE) for n in scores) and whole(own_side, 0, len(scores) - 1)
            and whole(winner, 0, len(scores) - 1) and (own_side == winner) == bool(won))


def keep_score(c: sqlite3.Connection, match_id: str, score: FinalScore) -> None:
    """Write a score that fits (``score_fits``), inside the caller's transaction."""
    c.execute("INSERT OR REPLACE INTO final_scores VALUES (?, ?, ?, ?)",
              (match_id, ",".join(str(n) for n in score.scores), score.own_side, score.winner))


def read_score(outcome: object, scores: object, own_side: object, winner: object) -> FinalScore | None:
    """The score of a row as read, or None if there is none or it cannot be true."""
    if outcome not in ("won", "lost") or not isinstance(scores, str) or not scores.isascii():
        return None
    if len(scores) > MAX_SCORES_TEXT:
        return None
    try:
        score = FinalScore(tuple(int(n) for n in scores.split(",")), own_side, winner)  # type: ignore[arg-type]
    except ValueError:
        return None
    return score if score_fits(score, outcome == "won") else None


class ScoreRecords:
    """The finished matches; the store gives the connection and its reader."""

    _conn: sqlite3.Connection | None
    _read: Callable[[str], list[tuple]]

    def finished_matches(self) -> list[tuple[str, str, str]]:
        """(kind, 'won'/'lost'/'abandoned'/'unrestored', when it ended: ISO time in UTC) of every
        finished match, in the order they ended; rows that are not sane are left out."""
        rows = self._read("SELECT kind, outcome, ended FROM matches "
                          "WHERE outcome != 'playing' AND ended IS NOT NULL ORDER BY ended, rowid")
        return [(k, o, e) for k, o, e in rows if _sane(k, o, e)]

    def last_matches(self, count: int) -> list[FinishedMatch]:
        """The last ``count`` finished matches in the order they ended, each
        with its score if known, the day if it was a deal of the day and its
        deal if kept; rows that are not sane are left out (a deal that
        cannot be true is read as none, the rest of its row as it is)."""
        if self._conn is None or not whole(count, 0, 10_000):
            return []
        try:
            rows = self._conn.execute(
                "SELECT m.kind, m.outcome, m.ended, d.day, g.seed, g.game, f.scores, f.own_side, f.winner "
                "FROM matches AS m LEFT JOIN final_scores AS f ON f.match_id = m.match_id "
                "LEFT JOIN daily_deals AS d ON d.match_id = m.match_id "
                "LEFT JOIN match_deals AS g ON g.match_id = m.match_id "
                "WHERE m.outcome != 'playing' AND m.ended IS NOT NULL "
                "ORDER BY m.ended DESC, m.rowid DESC LIMIT ?", (count,)).fetchall()
        except (sqlite3.Error, ValueError, OverflowError):
            return []
        return [FinishedMatch(kind, outcome, ended, read_score(outcome, *rest), read_day(day), read_deal(seed, game))
                for kind, outcome, ended, day, seed, game, *rest in reversed(rows) if _sane(kind, outcome, ended)]


def _sane(kind: object, outcome: object, ended: object) -> bool:
    """A finished match's row as the store writes it: its kind, its outcome and when it ended."""
    return isinstance(kind, str) and outcome in FINISHED and isinstance(ended, str) and len(ended) <= 40
