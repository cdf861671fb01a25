"""New Game's "Hide each hand" with one person at the screen: there is
nothing to hide, so the box reads "not applicable" (unticked and greyed),
not "on and locked" (ticked and greyed, as a stranger read it).  The
player's own choice is kept meanwhile and comes back with a second person;
it is also what is remembered for the next game."""
from __future__ import annotations

import pytest

from casino_desktop.qt.dialogs.new_game import SetupDialog
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _dialog(qtbot, seats, hide_hands=True, players=None) -> SetupDialog:
    dialog = SetupDialog(GameSetup("casino", {}, players or len(seats), False, seats, None, hide_hands))
    qtbot.addWidget(dialog)
    return dialog


def _state(dialog: SetupDialog) -> tuple[bool, bool]:
    """(ticked, can be changed)"""
    return dialog.hide_hands.isChecked(), dialog.hide_hands.isEnabled()


def _kind(dialog: SetupDialog, row: int, kind: str) -> None:
    dialog.seat_kind[row].setCurrentIndex(dialog.seat_kind[row].findData(kind))


def test_one_person_reads_unticked_and_greyed(qtbot):
    dialog = _dialog(qtbot, [SeatSetup(HUMAN), SeatSetup(COMPUTER)], hide_hands=True)
    assert _state(dialog) == (False, False)
    assert dialog.result_setup().hide_hands is True  # the player's choice, kept for a game with two people


def test_the_choice_comes_back_with_a_second_person_and_goes_with_them(qtbot):
    dialog = _dialog(qtbot, [SeatSetup(HUMAN), SeatSetup(COMPUTER)], hide_hands=True)
    _kind(dialog, 1, HUMAN)
    assert _state(dialog) == (True, True)
    dialog.hide_hands.setChecked(False)  # the player's choice: hands open
    _kind(dialog, 1, COMPUTER)
    assert _state(dialog) == (False, False)
    _kind(dialog, 1, HUMAN)
    assert _state(dialog) == (False, True)  # not ticked again behind the player's back
    dialog.hide_hands.setChecked(True)
    _kind(dialog, 1, COMPUTER)
    assert _state(dialog) == (False, False)
    assert dialog.result_setup().hide_hands is True
    _kind(dialog, 1, HUMAN)
    assert _state(dialog) == (True, True)


def test_fewer_players_leave_one_person(qtbot):
    """The second person's seat beyond the count: one person plays."""
    dialog = _dialog(qtbot, [SeatSetup(HUMAN), SeatSetup(COMPUTER), SeatSetup(HUMAN)], hide_hands=True)
    assert _state(dialog) == (True, True)
    dialog.players.setValue(2)
    assert _state(dialog) == (False, False)
    dialog.players.setValue(3)
    assert _state(dialog) == (True, True)


@pytest.mark.parametrize("hide_hands", [True, False])
def test_opened_with_saved_settings(qtbot, hide_hands):
    two = _dialog(qtbot, [SeatSetup(HUMAN), SeatSetup(HUMAN)], hide_hands=hide_hands)
    assert _state(two) == (hide_hands, True)
    assert two.result_setup().hide_hands is hide_hands
    one = _dialog(qtbot, [SeatSetup(HUMAN), SeatSetup(COMPUTER)], hide_hands=hide_hands)
    assert _state(one) == (False, False)
    assert one.result_setup().hide_hands is hide_hands
    watching = _dialog(qtbot, [SeatSetup(COMPUTER), SeatSetup(COMPUTER)], hide_hands=hide_hands)
    assert _state(watching) == (False, False)
