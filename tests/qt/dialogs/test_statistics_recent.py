"""Game › Statistics lists the last matches, newest first, with when each
ended, the game, the opponents and the result: on the second day the last
match's result could not be seen (the stranger's finding 4 of 6 December),
and, once the store keeps it, its score: "You lost 7 to 26"."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest
from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

from casino_desktop.core import preset
from casino_desktop.core.templates import whole_number
from casino_desktop.qt import catalogs
from casino_desktop.qt.dialogs.statistics import (RECENT_SHOWN, StatisticsDialog, ended_text, recent_matches,
                                                  recent_row, result_text)
from casino_desktop.qt.translate import say
from casino_desktop.storage.stats_scores import FinalScore, FinishedMatch
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
    assert [r[1:4] for r in rows] == [(casino, "Expert", "Given up"), (kasino, "Beginner", "You lost"),
                                      (casino, "Expert", "You won")]
    ended = again.finished_matches()[-1][2]
    assert rows[0][0] == ended_text(ended) and rows[0][0]


def test_only_the_last_few_are_listed_and_unreadable_rows_are_left_out():
    finished = [("casino|2|expert", "won", f"2026-12-0{1 + i % 5}T10:00:00+00:00") for i in range(9)]
    finished.append(("casino|2|expert", "playing?", "2026-12-06T10:00:00+00:00"))
    rows = _rows(finished)
    assert len(rows) == RECENT_SHOWN and all(r[3] == "You won" for r in rows)


def test_the_time_a_match_ended_is_said_in_the_players_time_zone_and_language():
    ended = "2026-12-06T21:05:00+00:00"
    local = datetime(2026, 12, 6, 21, 5, tzinfo=timezone.utc).astimezone()
    expected = QLocale().toString(QDateTime(QDate(local.year, local.month, local.day), QTime(local.hour, local.minute)),
                                  QLocale.FormatType.ShortFormat)
    assert ended_text(ended) == expected
    assert ended_text("not a time") == "not a time"


def test_a_result_says_the_score_the_players_own_first_when_it_is_known():
    assert result_text("won", FinalScore((26, 7), 0, 0)) == "You won 26 to 7"
    assert result_text("lost", FinalScore((7, 26), 0, 1)) == "You lost 7 to 26"
    assert result_text("lost", FinalScore((26, 7), 1, 0)) == "You lost 7 to 26"  # the person sat on side 1
    # Three players: a win is told against the next best, a loss against the winner.
    assert result_text("won", FinalScore((15, 21, 18), 1, 1)) == "You won 21 to 18"
    assert result_text("lost", FinalScore((15, 21, 18), 2, 1)) == "You lost 18 to 21"
    # Misère: penalties are minus points, and the fewest taken win.
    assert result_text("won", FinalScore((-3, -12), 0, 0)) == f"You won {say(whole_number(-3))} to {say(whole_number(-12))}"
    # Unknown (older rows, given-up matches): the words alone.
    assert [result_text(o, None) for o in ("won", "lost", "abandoned")] == ["You won", "You lost", "Given up"]


def test_old_rows_keep_their_words_and_new_rows_say_their_score(qtbot, tmp_path):
    path = tmp_path / "statistics.sqlite3"
    store = StatsStore(path)
    store.start_match("old", "casino|2|expert")
    store.finish_match("old", "casino|2|expert", won=False)  # as the previous version kept it: no score
    store.start_match("given", "casino|2|expert")
    store.abandon_match("given", "casino|2|expert")
    store.start_match("new", "casino|2|expert")
    store.finish_match("new", "casino|2|expert", won=False, score=FinalScore((26, 7), 1, 0))
    store.close()
    dialog = StatisticsDialog(StatsStore(path))
    qtbot.addWidget(dialog)
    assert [r[3] for r in _cells(dialog)] == ["You lost 7 to 26", "Given up", "You lost"]


def test_the_scores_numbers_are_written_the_players_way(qtbot):
    rows = [FinishedMatch("casino|2|expert", "won", "2026-12-06T10:00:00+00:00", FinalScore((12000, 7500), 0, 0))]
    try:
        assert catalogs.install_language("sv") is None
        text = _rows(rows)[0][3]
    finally:
        catalogs.install_language("en")
    assert "12\u00a0000" in text and "7\u00a0500" in text


def test_a_penalty_games_result_is_said_in_penalty_points():
    """Play-test 2026-12-06, finding 12: a Krypkasino match read "You won
    -39 to -45".  Its variant scores every point against its taker: said
    as penalty points, without the minus signs; other games as before."""
    kryp = "krypkasino|2|master"
    assert result_text("won", FinalScore((-39, -45), 0, 0), kryp) == "You won with 39 penalty points to 45"
    assert result_text("lost", FinalScore((-39, -45, -50), 2, 0), kryp) == "You lost with 50 penalty points to 39"
    assert result_text("won", FinalScore((-1, -12), 0, 0), kryp) == "You won with 1 penalty point to 12"
    # A side credited more than it lost (sweeps left open to it): plain points, signs and all.
    assert result_text("won", FinalScore((5, -40), 0, 0), kryp) == f"You won 5 to {say(whole_number(-40))}"
    assert result_text("won", FinalScore((26, 7), 0, 0), "casino|2|master") == "You won 26 to 7"
    assert result_text("won", FinalScore((-39, -45), 0, 0), "a-later-game|2|master") == f"You won {say(whole_number(-39))} to {say(whole_number(-45))}"
    rows = _rows([FinishedMatch(kryp, "won", "2026-12-06T04:04:00+00:00", FinalScore((-39, -45), 0, 0))])
    assert rows[0][3] == "You won with 39 penalty points to 45"


def test_a_match_decided_on_the_tie_break_says_so():
    """The eighth stranger's play-test of 6 December, finding 2: after a
    Kasino match won on spades at 12 points each, Statistics said "You won
    with 12 to 12".  Decided as the score sheet decides it
    (``core.won_on_tie_break``): the winner had no more points."""
    kasino = "kasino|2|expert"
    assert result_text("won", FinalScore((12, 12), 0, 0), kasino) == "You won 12 to 12 on the tie-break"
    assert result_text("lost", FinalScore((12, 12), 1, 0), kasino) == "You lost 12 to 12 on the tie-break"
    assert result_text("won", FinalScore((13, 12), 0, 0), kasino) == "You won 13 to 12"
    # Lost on points to a winner who tied with a third side: lost on points.
    assert result_text("lost", FinalScore((10, 21, 21), 0, 1), kasino) == "You lost 10 to 21"
    assert result_text("lost", FinalScore((21, 21, 10), 0, 1), kasino) == "You lost 21 to 21 on the tie-break"
    kryp = "krypkasino|2|master"
    assert result_text("won", FinalScore((-39, -39), 0, 0), kryp) == "You won with 39 penalty points to 39 on the tie-break"
    # The Dominican rule near the target: an item wins outright, whatever the points; a later version's game: unknown.
    assert result_text("won", FinalScore((20, 21), 0, 0), "dominican-casino|4p|expert") == "You won 20 to 21"
    assert result_text("won", FinalScore((12, 12), 0, 0), "a-later-game|2|master") == "You won 12 to 12"


def test_a_deal_of_the_day_is_named_so_with_its_day_in_the_last_matches(qtbot, tmp_path):
    """A player who played the deal of the day looks for it in Statistics
    (the eleventh stranger's play-test of 7 December): its game says so."""
    from datetime import date
    from casino_desktop.qt.daily_deal import day_text
    store = StatsStore(tmp_path / "statistics.sqlite3")
    store.start_match("daily", "casino|2|expert", daily=date(2026, 12, 7))
    store.finish_match("daily", "casino|2|expert", won=True, score=FinalScore((21, 9), 0, 0))
    store.start_match("other", "casino|2|expert")
    store.finish_match("other", "casino|2|expert", won=False)
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    game = say(preset("casino").name)
    games = [row[1] for row in _cells(dialog)]
    assert games == [game, f"{game}, the deal of the day of {day_text(date(2026, 12, 7))}"]
    assert "7 December 2026" in games[1]


def _rows(finished):
    """The last matches' rows as the dialog lists them."""
    return [recent_row(match) for match in recent_matches(finished, RECENT_SHOWN)]
