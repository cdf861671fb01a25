"""People's own names for their seats: typed in New Game, shown on the
table and in the log, remembered, and kept in saved games."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox

from casino_desktop.core import legal_moves
from casino_desktop.core.record import load_record
from casino_desktop.qt.game.controller import seat_names, side_names
from casino_desktop.qt.game.files import record_of, setup_of
from casino_desktop.qt.game.setup import (COMPUTER, HUMAN, NAME_LENGTH, GameSetup, SeatSetup, clean_name,
                                          load_setup, save_setup)
from casino_desktop.qt.dialogs.new_game import SetupDialog

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_names_typed_for_people_replace_you_and_the_compass():
    setup = GameSetup("casino", {}, 4, True, [SeatSetup(HUMAN, name="Anna"), SeatSetup(COMPUTER),
                                              SeatSetup(HUMAN), SeatSetup(COMPUTER, name="Grandpa")])
    # A computer seat keeps a name given to it (a family's play-test: "Grandpa" and "Uncle Bjørn").
    assert seat_names(setup) == ["Anna", "West", "North", "Grandpa"]
    assert side_names(setup) == ["Anna & North", "West & Grandpa"]
    alone = GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER)])
    assert seat_names(alone) == ["You", "North"]


def test_where_play_passes_to_the_right_the_compass_names_follow_the_places():
    """African Casino: seat 1 (next to play) sits to your right, so it is East."""
    four = GameSetup("swazi-casino", {}, 4, True, [SeatSetup(HUMAN)] + [SeatSetup(COMPUTER)] * 3)
    assert seat_names(four) == ["You", "East", "North", "West"]
    assert side_names(four) == ["You & North", "East & West"]
    three = GameSetup("south-african-casino", {}, 3, False, [SeatSetup(HUMAN)] + [SeatSetup(COMPUTER)] * 2)
    assert seat_names(three) == ["You", "East", "West"]
    two = GameSetup("sotho-casino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER)])
    assert seat_names(two) == ["You", "North"]
    # A house rule turns it back (and a broken setup keeps the usual places).
    assert seat_names(GameSetup("swazi-casino", {"anticlockwise": False}, 3, False)) == ["You", "West", "East"]
    assert seat_names(GameSetup("no-such-game", {}, 3, False)) == ["You", "West", "East"]


def test_clean_name():
    assert clean_name("  Anna \n Maria ") == "Anna Maria"
    assert clean_name("x" * 40) == "x" * NAME_LENGTH
    assert clean_name(7) == "" and clean_name(None) == ""


def test_the_dialog_takes_names_and_refuses_two_alike(qtbot):
    dialog = SetupDialog(GameSetup())
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert dialog.seat_name[0].isEnabled() and dialog.seat_name[1].isEnabled()  # a computer may be named too
    assert dialog.seat_name[1].placeholderText() == "Name (North)"
    dialog.seat_kind[1].setCurrentIndex(dialog.seat_kind[1].findData(HUMAN))
    dialog.seat_name[0].setText("  Anna ")
    dialog.seat_name[1].setText("anna")
    assert dialog.problem.text() == "Two seats are both called anna: give each seat a name of its own."
    assert not ok.isEnabled()
    dialog.seat_name[1].setText("Ben")
    assert dialog.problem.text() == "" and ok.isEnabled()
    seats = dialog.result_setup().seat_list()
    assert [(s.kind, s.name) for s in seats] == [(HUMAN, "Anna"), (HUMAN, "Ben")]
    # A name may not take another seat's compass point either.
    dialog.seat_kind[1].setCurrentIndex(dialog.seat_kind[1].findData(COMPUTER))
    assert [(s.kind, s.name) for s in dialog.result_setup().seat_list()] == [(HUMAN, "Anna"), (COMPUTER, "Ben")]
    dialog.seat_name[1].setText("")
    dialog.seat_name[0].setText("North")
    assert "both called North" in dialog.problem.text()


def test_names_are_remembered_and_saved_with_the_game(tmp_path):
    setup = GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN, name="Anna"), SeatSetup(HUMAN, name="Ben")], 5)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    save_setup(setup, settings)
    assert [s.name for s in load_setup(settings).seats] == ["Anna", "Ben"]
    record, _state = load_record(record_of(setup, 5, []).to_json())
    assert record.seats[0] == {"kind": HUMAN, "level": setup.seats[0].level, "name": "Anna"}
    assert [s.name for s in setup_of(record).seats] == ["Anna", "Ben"]
    unnamed = record_of(GameSetup(), 5, [])
    assert "name" not in unnamed.seats[0]  # files of unnamed seats look as before


def test_the_table_and_the_log_use_the_names(qtbot, tmp_path):
    from casino_desktop.qt.main_window import MainWindow
    setup = GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN, name="Anna"), SeatSetup(COMPUTER, "random")], 3)
    window = MainWindow(setup, settings=QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat))
    window.set_speed_quietly("instant")
    qtbot.addWidget(window)
    window.show()
    window.start_game()
    qtbot.waitUntil(lambda: window.input.enabled, timeout=10000)
    assert window.controller.names == ["Anna", "North"]
    assert window.statusBar().currentMessage() == "Anna's turn."
    lines = []
    window.controller.move_played.connect(lambda _p, _s, _m, _st, log: lines.extend(log))
    window.play_move(legal_moves(window.controller.state)[0])
    qtbot.waitUntil(lambda: bool(lines), timeout=5000)
    assert lines[0].startswith("Anna ")


def test_the_winner_line_agrees_with_its_subject():
    from casino_desktop.core import make_rules, new_game
    from casino_desktop.qt.dialogs.score_sheet import winner_text
    state = new_game(make_rules("casino"), 4, True, 1)
    state.winner, state.match_scores = 1, [12, 21]
    assert (winner_text(state, ["Anna & North", "West & East"])
            == "West & East win the match with 21 points (Anna & North 12).")
    state = new_game(make_rules("casino"), 2, False, 1)
    state.winner, state.match_scores = 0, [21, 9]
    assert winner_text(state, ["Anna", "North"]) == "Anna wins the match with 21 points (North 9)."
    assert winner_text(state, ["You", "North"]).startswith("You win ")
