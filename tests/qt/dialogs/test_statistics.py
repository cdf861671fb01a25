"""Game › Statistics: a match counts once under its id, when its last move is
played; a statistics problem never stops that move; the dialog never breaks."""
from __future__ import annotations

import random
import sqlite3
import uuid
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths

from casino_desktop.ai import RandomPlayer
from casino_desktop.core import PHASE_MATCH_OVER, apply, new_game, parse_card, preset
from casino_desktop.qt.game.autosaver import autosave_path
from casino_desktop.qt.game.files import record_of
from casino_desktop.qt.dialogs.statistics import StatisticsDialog, match_kind
from casino_desktop.storage.stats_scores import FinalScore
from casino_desktop.storage.stats_store import DAMAGED_NOTICE, DB_NAME
from casino_desktop.storage.stats_summary import KindSummary
from ..table_helpers import card_centre, drag, make_window, position, show_position

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


def _last_move_position():
    """One-round Casino, the player's last card against the table's last card."""
    state = position("casino-simple", "8S", "8D", other="")
    state.stock = []
    state.hands[1] = []
    state.captured = [[C("AS"), C("2S"), C("10D")], [C("3H")]]
    return state


def play_last_move(qtbot, window):
    window.setup.variant_id = "casino-simple"
    state = _last_move_position()
    show_position(qtbot, window, state)
    drag(qtbot, window, C("8S"), card_centre(window, C("8D")))
    qtbot.waitUntil(lambda: state.phase == PHASE_MATCH_OVER)
    return state


def test_a_finished_match_is_counted_once(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, variant="casino-simple", level="expert")
    state = play_last_move(qtbot, window)
    won = int(state.winner == 0)
    store = window.matches.store
    assert store.match_outcomes() == [(window.controller.match_id, "won" if won else "lost")]
    assert match_kind(window.setup) == "casino-simple|2|expert"
    assert store.summary() == [KindSummary("casino-simple|2|expert", 1, won, 1 - won, 0)]
    # The round dialog closing or showing again does not count the match twice.
    window.controller.advance()
    window.matches.match_ended(state)
    assert len(store.match_outcomes()) == 1
    dialog = StatisticsDialog(store, window)
    qtbot.addWidget(dialog)
    assert dialog.rows() == [(preset("casino-simple").name, "2", "Expert", 1, won, 1 - won, 0, 0)]
    assert "of 1 match against" in dialog.summary.text()


def test_a_finished_match_keeps_its_final_score_and_the_players_side(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, variant="casino-simple", level="expert")
    state = play_last_move(qtbot, window)
    [last] = window.matches.store.last_matches(5)
    assert last.score == FinalScore(tuple(state.match_scores), 0, state.winner)
    assert last.outcome == ("won" if state.winner == 0 else "lost")


class _RaisingStore:
    notice = ""

    def __getattr__(self, name):
        def fail(*_args):
            raise ValueError("Exceeds the limit (4300 digits) for integer string conversion")
        return fail


def test_a_bad_statistics_entry_does_not_stop_the_match_from_ending(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, variant="casino-simple", level="expert")
    window.matches._store = _RaisingStore()
    shown = []
    window.round_dialog_shown.connect(shown.append)
    state = play_last_move(qtbot, window)
    qtbot.waitUntil(lambda: bool(shown))
    assert state.winner is not None


def test_a_damaged_statistics_file_is_moved_aside_and_the_window_says_so_once(qtbot, tmp_path):
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    Path(folder).mkdir(parents=True, exist_ok=True)
    (Path(folder) / DB_NAME).write_bytes(b"SQLite format 3\x00" + bytes(range(256)) * 8)
    window = make_window(qtbot, tmp_path, variant="casino-simple", level="expert")
    window.start_game()
    assert window.matches.store.notice == DAMAGED_NOTICE
    assert window.side.log.log_lines().count(DAMAGED_NOTICE) == 1
    assert list(Path(folder).glob("statistics.damaged-*.sqlite3"))
    play_last_move(qtbot, window)
    assert [o for _, o in window.matches.store.match_outcomes()][-1] in ("won", "lost")


def _unfinished_game(setup) -> None:
    """An autosave of ``setup``'s match three moves in, for the start to bring back."""
    state = new_game(setup.rules(), setup.players, False, setup.seed)
    texts = []
    for _ in range(3):
        move = RandomPlayer().choose(state.information_view(state.to_move), random.Random(1), 0.0)
        texts.append(move.text(show_value=True))
        apply(state, move)
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(record_of(setup, setup.seed, texts, uuid.uuid4().hex).to_json(), encoding="utf-8")


@pytest.mark.parametrize("unfinished", [False, True], ids=["new deal", "game brought back"])
def test_the_damaged_statistics_notice_outlives_the_start(qtbot, tmp_path, unfinished):
    """Through the window's own start (it looks for the unfinished game
    first): the statistics were opened when that search ended, and the log
    the game then laid out wiped the notice (the eighth stranger's
    play-test of 6 December, finding 3)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    Path(folder).mkdir(parents=True, exist_ok=True)
    (Path(folder) / DB_NAME).write_bytes(b"not a database" * 100)
    window = make_window(qtbot, tmp_path, variant="casino-simple", level="expert")
    if unfinished:
        _unfinished_game(window.setup)
    window.resume_or_start()
    qtbot.waitUntil(lambda: window.resuming is None and window.controller.state is not None, timeout=20000)
    assert len(window.controller.moves) == (3 if unfinished else 0)
    assert window.side.log.log_lines().count(DAMAGED_NOTICE) == 1
    assert list(Path(folder).glob("statistics.damaged-*.sqlite3"))


class _FakeStore:
    def __init__(self, rows, people=()):
        self._rows, self._people = rows, list(people)
        self.notice = ""

    def people_at_one_screen(self):
        return self._people

    def summary(self):
        return self._rows

    def finished_matches(self):
        return []

    def last_matches(self, _count):
        return []

    def reset(self):
        self._rows = []
        return True


def test_won_10_to_the_400_does_not_break_the_statistics_dialog(qtbot):
    huge = 10 ** 400
    store = _FakeStore([KindSummary("casino|2|expert", huge, huge, 0, 0),
                        KindSummary("casino|3|expert", 4, 1, 2, 1)])
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.rows() == [("Casino", "3", "Expert", 4, 1, 2, 1, 0)]
    assert dialog.table.item(0, 8).text() == "25%"
    assert dialog.summary.text().startswith("You have won 1 of 4 matches")


def test_negative_counts_and_more_wins_than_matches_are_not_shown(qtbot):
    store = _FakeStore([KindSummary("casino|2|expert", -3, -3, 0, 0), KindSummary("casino|3|expert", 2, 5, 0, 0),
                        KindSummary("casino|4|expert", 2, 1, 0, 0), KindSummary("casino|4p|expert", "2", 1, 1, 0),
                        KindSummary("x" * 5000, 1, 0, 0, 1)])
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    assert [r[3:] for r in dialog.rows()] == [(1, 0, 0, 1, 0)]
    assert dialog.table.rowCount() == 1


def test_impossible_counts_written_into_the_database_are_refused(tmp_path):
    from casino_desktop.storage.stats_store import open_default_store
    store = open_default_store(tmp_path)
    store.close()
    with sqlite3.connect(tmp_path / DB_NAME) as conn:
        with pytest.raises(sqlite3.IntegrityError):
            conn.execute("INSERT INTO carried_over VALUES ('casino|2|expert', 2, 3)")
    assert open_default_store(tmp_path).summary() == []


def test_reset_in_the_dialog_forgets_every_result(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    from casino_desktop.storage.stats_store import open_default_store
    store = open_default_store(tmp_path)
    store.start_match("a", "casino|2|expert")
    store.finish_match("a", "casino|2|expert", True)
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 1 and dialog.reset_button.isEnabled()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog.reset_button.click()
    assert dialog.table.rowCount() == 0 and store.summary() == []
    assert dialog.summary.text().startswith("No matches yet")


def test_the_dialog_says_which_matches_count(qtbot, tmp_path):
    """After a match of two people at one screen the dialog said only "No
    matches yet: a match counts once it is won, lost or given up": the
    player could not tell why the match just won was missing."""
    from PySide6.QtWidgets import QLabel
    from casino_desktop.qt.game.setup import GameSetup, HUMAN, SeatSetup
    from ..table_helpers import open_window
    window = open_window(qtbot, tmp_path, GameSetup("casino-simple", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(HUMAN)], 1))
    assert not window.matches.counts()  # two people at one screen: not counted
    dialog = StatisticsDialog(_FakeStore([]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    said = [label.text() for label in dialog.findChildren(QLabel) if label.isVisible()]
    assert "The list above counts matches of one person against the computer; matches of several people at one " \
           "screen are counted under \u201cAt one screen\u201d." in said
    assert "<b>At one screen</b>" in said
    assert "No matches of several people at one screen yet. Each person's matches are counted here by the name " \
           "of their seat." in said


def test_a_familys_matches_at_one_screen_are_listed_by_name_most_won_first(qtbot, tmp_path, monkeypatch):
    """Stranger 15: a family that played at one computer found nothing in
    Statistics; each person is listed by their seat's name, and Reset
    forgets them with the rest."""
    from PySide6.QtWidgets import QMessageBox
    from casino_desktop.storage.stats_store import open_default_store
    store = open_default_store(tmp_path)
    store.finish_shared("m1", [("Ayu", False), ("Budi", True), ("Citra", False)])
    store.finish_shared("m2", [("Ayu", False), ("Budi", True), ("Citra", False)])
    store.finish_shared("m3", [("Ayu", True), ("Budi", False)])
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    table = dialog.shared.table
    rows = [[table.item(i, j).text() for j in range(4)] for i in range(table.rowCount())]
    assert rows == [["Budi", "3", "2", "67%"], ["Ayu", "3", "1", "33%"], ["Citra", "2", "0", "0%"]]
    assert table.isVisible() and not dialog.shared.empty.isVisible()
    assert dialog.table.rowCount() == 0 and dialog.reset_button.isEnabled()  # nothing against the computer
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog.reset_button.click()
    assert table.rowCount() == 0 and dialog.shared.empty.isVisible() and not dialog.reset_button.isEnabled()


def test_the_window_counts_two_people_at_one_screen_by_their_seats_names(qtbot, tmp_path):
    """The main window's own parts: the seats' names as typed, the turn
    loop's people, the winner's side."""
    from casino_desktop.qt.game.setup import GameSetup, HUMAN, SeatSetup
    from casino_desktop.storage.stats_shared import PersonRecord
    from ..table_helpers import open_window
    seats = [SeatSetup(HUMAN, name="Ayu"), SeatSetup(HUMAN, name="Budi")]
    window = open_window(qtbot, tmp_path, GameSetup("casino-simple", {}, 2, False, seats, 1, True))
    window.start_game()
    qtbot.waitUntil(lambda: window.controller.state is not None)
    state = window.controller.state.clone()
    state.winner = 1
    window.matches.match_ended(state)
    assert window.matches.store.people_at_one_screen() == [PersonRecord("Budi", 1, 1), PersonRecord("Ayu", 1, 0)]
    assert window.matches.store.match_outcomes() == []
