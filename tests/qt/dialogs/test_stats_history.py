"""The statistics dialog's history: streaks and the chart of results over time."""
from __future__ import annotations

import sqlite3

import pytest

from casino_desktop.qt.dialogs.statistics import StatisticsDialog
from casino_desktop.storage.stats_store import StatsStore

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _store_with_history(path) -> StatsStore:
    """Five days of matches: won, won, lost, then three won, and one given up."""
    store = StatsStore(path)
    results = [("won", 1), ("won", 1), ("lost", 2), ("won", 3), ("won", 4), ("won", 4), ("abandoned", 5)]
    for i, (outcome, day) in enumerate(results):
        match_id = f"{i:032x}"
        store.start_match(match_id, "casino|2|master")
        if outcome == "abandoned":
            store.abandon_match(match_id, "casino|2|master")
        else:
            store.finish_match(match_id, "casino|2|master", outcome == "won")
    store.close()
    with sqlite3.connect(path) as conn:  # the days they ended on
        for i, (_outcome, day) in enumerate(results):
            conn.execute("UPDATE matches SET ended = ? WHERE match_id = ?",
                         (f"2026-11-{day:02d}T12:{i:02d}:00+00:00", f"{i:032x}"))
    return StatsStore(path)


def test_the_dialog_shows_streaks_and_a_column_per_day(qtbot, tmp_path):
    dialog = StatisticsDialog(_store_with_history(tmp_path / "statistics.sqlite3"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    history = dialog.history
    assert history.current.text() == "0"  # the last match was given up
    assert history.best.text() == "3"
    assert [(d.won, d.lost, d.abandoned) for d in history.chart.days] == [
        (2, 0, 0), (0, 1, 0), (1, 0, 0), (2, 0, 0), (0, 0, 1)]
    assert "5 won, 1 lost, 1 given up" in history.chart.accessibleDescription()
    # The chart draws something: the won colour appears in it.
    image = history.chart.grab().toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)}
    assert "#3a9d5d" in colours and "#c8553d" in colours


def test_an_empty_history_says_so_and_reset_empties_it(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    dialog = StatisticsDialog(_store_with_history(tmp_path / "statistics.sqlite3"))
    qtbot.addWidget(dialog)
    monkeypatch.setattr(QMessageBox, "question", lambda *_a: QMessageBox.StandardButton.Yes)
    dialog.reset_button.click()
    assert dialog.history.chart.days == []
    assert dialog.history.best.text() == "0"
    assert dialog.history.chart.accessibleDescription() == "No finished matches yet."


@pytest.mark.parametrize("most, step", [(1, 1), (5, 1), (7, 2), (10, 2), (11, 5), (40, 10), (1000, 200)])
def test_the_chart_has_at_most_five_grid_steps(most, step):
    from casino_desktop.qt.dialogs.stats_history import _count_step
    assert _count_step(most) == step


def test_one_day_of_a_thousand_matches_draws(qtbot):
    from datetime import date
    from casino_desktop.qt.dialogs.stats_history import ResultsChart
    from casino_desktop.storage.stats_history import DayResults
    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.resize(400, 220)
    chart.set_days([DayResults(date(2026, 12, 4), 700, 250, 50, 0.7)])
    image = chart.grab().toImage()
    assert not image.isNull()
    assert "700 won, 250 lost, 50 given up" in chart.accessibleDescription()


def test_matches_lost_to_damaged_saves_have_their_own_words_and_colour(qtbot, tmp_path):
    """The seventh stranger's play-test of 6 December, finding 7: two matches
    lost to damaged saves read "2 of them were given up" and "Given up"
    twice.  Their own sentence, column, result and colour; none of these
    where no match was lost so."""
    path = tmp_path / "statistics.sqlite3"
    store = StatsStore(path)
    for match_id in ("a" * 32, "b" * 32):
        store.start_match(match_id, "kasino|2|master")
    assert store.close_lost_matches() == 2  # the start after both saves were damaged
    store.start_match("c" * 32, "kasino|2|master")
    store.abandon_match("c" * 32, "kasino|2|master")
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.summary.text() == ("You have won 0 of 3 matches against the computer. One of them was given up "
                                     "before the end. 2 of them could not be restored because their saves were "
                                     "damaged.")
    assert [dialog.recent.item(r, 3).text() for r in range(3)] == ["Given up", "Not restored", "Not restored"]
    header = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    column = header.index("Not restored")
    assert not dialog.table.isColumnHidden(column) and dialog.table.item(0, column).text() == "2"
    assert dialog.table.item(0, header.index("Given up")).text() == "1"
    chart = dialog.history.chart
    assert [(d.abandoned, d.unrestored) for d in chart.days] == [(1, 2)]
    assert "0 won, 0 lost, 1 given up, 2 not restored after a damaged save" in chart.accessibleDescription()
    image = chart.grab().toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}
    assert "#d9b44a" in colours and "#9e9e9e" in colours
    store.reset()
    store.start_match("d" * 32, "kasino|2|master")
    store.finish_match("d" * 32, "kasino|2|master", won=True)
    dialog.refresh()
    assert dialog.table.isColumnHidden(column) and "restored" not in dialog.summary.text()
    assert "restored" not in chart.accessibleDescription()
