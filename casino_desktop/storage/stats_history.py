"""Results over time, from the statistics store's finished matches: winning
streaks (the one running now and the best) and the results of each day
played, with the share of matches won so far after each day.

No Qt: the statistics dialog draws what this works out
(``qt/dialogs/stats_history.py``).  A match given up breaks a streak as a
loss does: a streak is wins one after another, with nothing given up
between them (as KPat and Aisleriot count a game abandoned as lost).  So
does a match lost to a damaged save: not won, and a streak that a damaged
file could keep would be one a player could keep by damaging it.
"""
from __future__ import annotations

from datetime import date, datetime
from typing import NamedTuple

from casino_desktop.storage.stats_summary import FINISHED

WON, LOST, ABANDONED, UNRESTORED = FINISHED
MAX_DAYS_SHOWN = 30  # the chart's columns: the last days on which a match ended


class Streaks(NamedTuple):
    current: int  # wins since the last match that was not won
    best: int     # the most wins one after another


class DayResults(NamedTuple):
    day: date
    won: int
    lost: int
    abandoned: int
    won_share: float  # of every match finished up to this day's end, the share won (0..1)
    unrestored: int = 0  # lost to a damaged save

    @property
    def played(self) -> int:
        return self.won + self.lost + self.abandoned + self.unrestored


def win_streaks(outcomes: list[str]) -> Streaks:
    """Streaks of ``outcomes`` ('won', 'lost', 'abandoned', 'unrestored'), oldest first."""
    current = best = 0
    for outcome in outcomes:
        current = current + 1 if outcome == WON else 0
        best = max(best, current)
    return Streaks(current, best)


def local_day(ended: str) -> date | None:
    """The player's calendar day of a time the store wrote (ISO, UTC); None if unreadable."""
    try:
        moment = datetime.fromisoformat(ended)
    except ValueError:
        return None
    try:
        return moment.astimezone().date() if moment.tzinfo is not None else moment.date()
    except (OverflowError, OSError, ValueError):  # a time the platform cannot convert
        return moment.date()


def daily_results(matches: list[tuple[str, str, str]], days: int = MAX_DAYS_SHOWN) -> list[DayResults]:
    """The last ``days`` days on which a match ended, oldest first, from
    (kind, outcome, ended) rows in the order the matches ended.  The share
    won counts every earlier match too, so the line starts where the
    player stood, not at zero."""
    counts: dict[date, list[int]] = {}
    for _kind, outcome, ended in matches:
        day = local_day(ended)
        if day is None or outcome not in FINISHED:
            continue
        counts.setdefault(day, [0, 0, 0, 0])[FINISHED.index(outcome)] += 1
    out: list[DayResults] = []
    won_so_far = played_so_far = 0
    for day in sorted(counts):
        won, lost, abandoned, unrestored = counts[day]
        won_so_far += won
        played_so_far += won + lost + abandoned + unrestored
        out.append(DayResults(day, won, lost, abandoned, won_so_far / played_so_far, unrestored))
    return out[-days:] if days > 0 else []
