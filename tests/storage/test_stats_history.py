"""Winning streaks and results per day, from made-up histories."""
from __future__ import annotations

from datetime import date

import pytest

from casino_desktop.storage.stats_history import Streaks, daily_results, win_streaks
from casino_desktop.storage.stats_store import StatsStore


@pytest.mark.parametrize("outcomes, streaks", [
    ([], Streaks(0, 0)),
    (["lost"], Streaks(0, 0)),
    (["won"], Streaks(1, 1)),
    (["won", "won", "won", "lost", "won", "won"], Streaks(2, 3)),
    (["won", "won", "abandoned", "won"], Streaks(1, 2)),   # giving up breaks a streak
    (["lost", "won", "won", "won", "won"], Streaks(4, 4)),
    (["won", "lost", "won", "won", "lost"], Streaks(0, 2)),
])
def test_win_streaks(outcomes, streaks):
    assert win_streaks(outcomes) == streaks


def test_daily_results_group_by_day_and_carry_the_share_won():
    matches = [("casino|2|master", "won", "2026-11-01T10:00:00"),
               ("casino|2|master", "lost", "2026-11-01T11:00:00"),
               ("casino|2|master", "abandoned", "2026-11-03T09:00:00"),
               ("casino|2|master", "won", "2026-11-03T09:30:00"),
               ("casino|2|master", "won", "not a time"),        # unreadable: left out
               ("casino|2|master", "playing", "2026-11-04T09:30:00")]
    days = daily_results(matches)
    assert [(d.day, d.won, d.lost, d.abandoned) for d in days] == [
        (date(2026, 11, 1), 1, 1, 0), (date(2026, 11, 3), 1, 0, 1)]
    assert [d.won_share for d in days] == [0.5, 0.5]
    assert [d.played for d in days] == [2, 2]


def test_only_the_last_days_are_kept_but_the_share_counts_every_match():
    matches = [("k", "lost", f"2026-10-{n:02d}T12:00:00") for n in range(1, 11)]
    matches += [("k", "won", f"2026-11-{n:02d}T12:00:00") for n in range(1, 31)]
    days = daily_results(matches, days=30)
    assert len(days) == 30 and days[0].day == date(2026, 11, 1)
    assert days[0].won_share == pytest.approx(1 / 11)  # ten losses before the chart begins
    assert days[-1].won_share == pytest.approx(30 / 40)


def test_the_store_lists_finished_matches_in_the_order_they_ended(tmp_path):
    store = StatsStore(tmp_path / "statistics.sqlite3")
    for match_id, won in (("a", True), ("b", False), ("c", True)):
        store.start_match(match_id, "casino|2|master")
    store.finish_match("b", "casino|2|master", False)
    store.finish_match("a", "casino|2|master", True)
    store.start_match("d", "casino|2|master")  # still being played: not listed
    store.close()
    import sqlite3
    with sqlite3.connect(tmp_path / "statistics.sqlite3") as conn:  # b ended a minute before a
        conn.execute("UPDATE matches SET ended = '2026-11-02T10:00:00+00:00' WHERE match_id = 'b'")
        conn.execute("UPDATE matches SET ended = '2026-11-02T10:01:00+00:00' WHERE match_id = 'a'")
    rows = StatsStore(tmp_path / "statistics.sqlite3").finished_matches()
    assert [(k, o) for k, o, _ in rows] == [("casino|2|master", "lost"), ("casino|2|master", "won")]
    assert all(len(ended) >= 19 for _, _, ended in rows)
