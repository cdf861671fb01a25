"""Game › Statistics lists the last matches, newest first, with when each
ended, the game, the opponents and the result: on the second day the last
match's result could not be seen (the stranger's finding 4 of 6 December)."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest
from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

from casino_desktop.core import preset
from casino_desktop.qt.dialogs.statistics import RECENT_SHOWN, StatisticsDialog, ended_text, recent_rows
from casino_desktop.storage.stats_store import StatsStore

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _cells(dialog: StatisticsDialog) -> list[tuple[str, ...]]:
    t = dialog.recent
    return [tuple(t.item(r, c).text() for c in range(t.columnCount())) for r in range(t.rowCount())]


def test_the_last_matches_are_listed_newest_first_after_a_restart(qtbot, tmp_path):
    store = StatsStore(tmp_path / "statistics.sqlite3")
    store.start_match("m1", "casino|2|expert")
    store.finish_match("m1", "casino|2|expert", won=True)
    store.start_match("m2", "swedish-kasino|3|beginner")
    store.finish_match("m2", "swedish-kasino|3|beginner", won=False)
    store.start_match("m3", "casino|2|expert")
    store.abandon_match("m3", "casino|2|expert")
    store.start_match("m4", "casino|2|expert")  # still being played: not a result yet
    store.close()
    again = StatsStore(tmp_path / "statistics.sqlite3")  # the next day's start
    dialog = StatisticsDialog(again)
    qtbot.addWidget(dialog)
    rows = _cells(dialog)
    casino, kasino = preset("casino").name, preset("swedish-kasino").name
    assert [r[1:] for r in rows] == [(casino, "Expert", "Given up"), (kasino, "Beginner", "You lost"),
                                     (casino, "Expert", "You won")]
    ended = again.finished_matches()[-1][2]
    assert rows[0][0] == ended_text(ended) and rows[0][0]


def test_only_the_last_few_are_listed_and_unreadable_rows_are_left_out():
    finished = [("casino|2|expert", "won", f"2026-12-0{1 + i % 5}T10:00:00+00:00") for i in range(9)]
    finished.append(("casino|2|expert", "playing?", "2026-12-06T10:00:00+00:00"))
    rows = recent_rows(finished)
    assert len(rows) == RECENT_SHOWN and all(r[3] == "You won" for r in rows)


def test_the_time_a_match_ended_is_said_in_the_players_time_zone_and_language():
    ended = "2026-12-06T21:05:00+00:00"
    local = datetime(2026, 12, 6, 21, 5, tzinfo=timezone.utc).astimezone()
    expected = QLocale().toString(QDateTime(QDate(local.year, local.month, local.day), QTime(local.hour, local.minute)),
                                  QLocale.FormatType.ShortFormat)
    assert ended_text(ended) == expected
    assert ended_text("not a time") == "not a time"
