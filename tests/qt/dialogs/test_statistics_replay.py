"""Game › Statistics shows each of the last matches' deal numbers and plays
a chosen one's deal again through New Game (the sixteenth stranger's
play-test of 7 December: a past deal could not be found to check the
computer's fairness or to try it another way).  A match of an older
version, which kept no deal, shows none and is not offered."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from casino_desktop.core import make_rules, new_game
from casino_desktop.qt.dialogs import new_game as setup_dialog
from casino_desktop.qt.dialogs import stats_replay
from casino_desktop.qt.dialogs.statistics import (RECENT_COLUMNS, RECENT_LISTED, RECENT_SHOWN, StatisticsDialog,
                                                  match_kind)
from casino_desktop.qt.game.files import record_of
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.translate import say
from casino_desktop.storage.stats_store import StatsStore
from ..table_helpers import open_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]

NUMBER = 654554096
# Kasino for three to 11, the person in the middle seat: the number alone deals other cards at another
# table or under other rules, and the person's hand is her seat's.
SETUP = GameSetup("kasino", {"target": 11}, 3, False,
                  [SeatSetup(COMPUTER, "beginner"), SeatSetup(HUMAN, "skilled"), SeatSetup(COMPUTER, "expert", "Mormor")])


def _dialog(qtbot, tmp_path, replay: bool = True) -> StatisticsDialog:
    """Statistics of an older version's match (no deal kept), then one with its deal, which ended last."""
    store = StatsStore(tmp_path / "statistics.sqlite3")
    store.start_match("old", "casino|2|expert")
    store.finish_match("old", "casino|2|expert", won=True)
    store.start_match("new", match_kind(SETUP), deal=record_of(SETUP, NUMBER, []))
    store.finish_match("new", match_kind(SETUP), won=False)
    dialog = StatisticsDialog(store, replay=replay)
    qtbot.addWidget(dialog)
    return dialog


def test_each_last_match_shows_its_deal_number_and_an_older_one_none(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path)
    t = dialog.recent
    deal = [say(c) for c in RECENT_COLUMNS].index("Deal number")
    assert [t.item(row, deal).text() for row in range(t.rowCount())] == [str(NUMBER), "\u2014"]
    row = dialog.replay_row
    assert not row.button.isHidden() and not row.button.isEnabled() and row.hint.text() == say(stats_replay.CHOOSE)
    t.selectRow(1)  # the older version's match: nothing to deal again, and the sentence says why
    assert not row.button.isEnabled() and row.hint.text() == say(stats_replay.NO_DEAL)
    t.selectRow(0)
    assert row.button.isEnabled() and row.hint.text() == say(stats_replay.WHAT_HAPPENS)


def test_a_deal_played_a_week_ago_is_still_listed_with_its_number(qtbot, tmp_path):
    """Five rows are shown; the list scrolls to the last fifty, whose deals the store keeps."""
    store = StatsStore(tmp_path / "statistics.sqlite3")
    for i in range(RECENT_LISTED + 2):
        store.start_match(f"m{i}", match_kind(SETUP), deal=record_of(SETUP, 1000 + i, []))
        store.finish_match(f"m{i}", match_kind(SETUP), won=i % 2 == 0)
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    t = dialog.recent
    assert t.rowCount() == RECENT_LISTED and t.item(RECENT_LISTED - 1, 4).text() == "1002"  # the oldest listed
    assert t.height() < t.verticalHeader().defaultSectionSize() * (RECENT_SHOWN + 2)  # it scrolls
    t.selectRow(RECENT_LISTED - 1)
    dialog.replay_row.play_again()
    assert dialog.replay is not None and dialog.replay[1] == 1002


def test_play_this_deal_again_gives_the_matchs_game_table_seats_and_number(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path)
    dialog.recent.selectRow(0)
    qtbot.mouseClick(dialog.replay_row.button, Qt.MouseButton.LeftButton)
    assert dialog.result() == StatisticsDialog.DialogCode.Accepted
    setup, number = dialog.replay
    assert number == NUMBER
    assert (setup.variant_id, setup.options, setup.players, setup.partnerships, setup.seat_list()) == (
        SETUP.variant_id, SETUP.options, SETUP.players, SETUP.partnerships, SETUP.seats)


def test_the_rows_context_menu_plays_the_deal_of_the_row_under_the_pointer(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path)
    t = dialog.recent
    older = dialog.replay_row.menu_at(t.visualItemRect(t.item(1, 0)).center())
    assert older is not None and not older.actions()[0].isEnabled()  # offered greyed, the sentence says why
    menu = dialog.replay_row.menu_at(t.visualItemRect(t.item(0, 0)).center())
    assert menu is not None and t.selectionModel().selectedRows()[0].row() == 0
    menu.actions()[0].trigger()
    assert dialog.replay is not None and dialog.replay[1] == NUMBER


def test_a_double_click_on_a_row_plays_its_deal_and_on_an_older_row_nothing(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path)
    dialog.show()
    t = dialog.recent
    for row, dealt in ((1, None), (0, NUMBER)):
        at = t.visualItemRect(t.item(row, 1)).center()
        qtbot.mouseClick(t.viewport(), Qt.MouseButton.LeftButton, pos=at)  # a double click's first press and release
        qtbot.mouseDClick(t.viewport(), Qt.MouseButton.LeftButton, pos=at)
        assert (dialog.replay[1] if dialog.replay is not None else None) == dealt


def test_a_network_tables_window_shows_the_numbers_but_offers_no_deal_again(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path, replay=False)
    row = dialog.replay_row
    assert row.button.isHidden() and row.hint.isHidden() and not row.heading.isHidden()
    assert dialog.recent.item(0, 4).text() == str(NUMBER)
    assert dialog.replay_row.menu_at(dialog.recent.visualItemRect(dialog.recent.item(0, 0)).center()) is None


def test_a_deal_this_version_cannot_deal_shows_its_number_and_says_why(qtbot, tmp_path):
    store = StatsStore(tmp_path / "statistics.sqlite3")
    later = record_of(SETUP, NUMBER, [])
    later.variant = "a-later-game"
    store.start_match("later", "a-later-game|3|random", deal=later)
    store.finish_match("later", "a-later-game|3|random", won=False)
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.recent.selectRow(0)
    assert dialog.recent.item(0, 4).text() == str(NUMBER)
    assert not dialog.replay_row.button.isEnabled()
    assert dialog.replay_row.hint.text() == say(stats_replay.CANNOT_DEAL)


def test_a_past_deal_played_again_deals_the_same_hands_at_the_same_seats(qtbot, tmp_path, monkeypatch):
    """The whole path: a match begun (the guard keeps its deal), another game
    since, then Statistics › Play This Deal Again… and New Game's Start."""
    window = open_window(qtbot, tmp_path, SETUP)
    window.start_game(seed=NUMBER)
    first, origin = window.controller.match_id, window.controller.origin
    store = window.matches.store
    store.finish_match(first, match_kind(SETUP), won=False)
    window.start_game(GameSetup(), seed=5)  # another game since: Casino for two, no house rules
    assert window.setup.variant_id == "casino"

    def choose_the_match(dialog) -> int:
        dialog.recent.selectRow(0)
        dialog.replay_row.play_again()
        return dialog.result()
    monkeypatch.setattr(StatisticsDialog, "exec", choose_the_match)
    shown = []

    def start(dialog) -> int:
        shown.append((dialog.result_setup(), dialog.deal_number()))
        return 1
    monkeypatch.setattr(setup_dialog.SetupDialog, "exec", start)
    window.show_statistics()
    setup, number = shown[0]  # New Game opened with the match's game, house rules, seats and number
    assert number == NUMBER and (setup.variant_id, setup.options, setup.players, setup.seat_list()) == (
        "kasino", {"target": 11}, 3, SETUP.seats)
    state = window.controller.origin
    assert state.seed == NUMBER and window.controller.match_id not in (first, "")
    dealt = new_game(make_rules("kasino", {"target": 11}), 3, False, NUMBER)
    assert state.hands == dealt.hands == origin.hands and state.loose == dealt.loose == origin.loose
    assert state.stock == dealt.stock and state.dealer == dealt.dealer
    assert window.controller.is_human(1) and not window.controller.is_human(0)  # her hand is her seat's again
