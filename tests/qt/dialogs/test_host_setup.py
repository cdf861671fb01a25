"""Host…'s setup: titled for hosting, without practice or pass and play,
the other seats starting as seats for players who join; a table nobody can
join is refused before it opens, with the reason."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from casino_desktop.qt.dialogs.host_setup import HostSetupDialog
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]

LOCAL = GameSetup(players=3, seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(COMPUTER, "expert"),
                                    SeatSetup(HUMAN, name="Bob")])


def _next(dialog) -> QPushButton:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_the_host_setup_opens_with_seats_others_can_join(qtbot):
    dialog = HostSetupDialog(LOCAL)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "Host a Table"
    assert [b.text() for b in dialog.buttons.buttons()] == ["&Next", "Cancel"]  # no Practise These Rules
    assert not dialog.hide_hands.isVisible()
    assert [dialog.seat_kind[i].currentText() for i in (1, 2)] == ["Joins over the network"] * 2
    assert not dialog.seat_kind[0].isEnabled() and dialog.seat_name[0].text() == "Ann"
    assert _next(dialog).isEnabled() and dialog.problem.text() == ""
    setup = dialog.result_setup()
    assert [s.kind for s in setup.seat_list()] == [HUMAN, HUMAN, HUMAN] and not setup.hide_hands
    assert [s.name for s in setup.seat_list()] == ["Ann", "", ""]  # the local game's names are no guide
    assert setup.seat_list()[1].level == "expert"  # kept, should the host make it a computer's


def test_a_table_of_computers_is_refused_before_it_opens(qtbot):
    dialog = HostSetupDialog(LOCAL)
    qtbot.addWidget(dialog)
    for kind in dialog.seat_kind[1:3]:
        kind.setCurrentIndex(kind.findData(COMPUTER))
    assert not _next(dialog).isEnabled()
    assert dialog.problem.text() == ("No seat is left for anyone to join: every other seat is a computer's. "
                                     "Choose \u201cJoins over the network\u201d for each player who joins.")
    dialog.seat_kind[2].setCurrentIndex(dialog.seat_kind[2].findData(HUMAN))
    assert _next(dialog).isEnabled() and dialog.problem.text() == ""


def test_host_opens_the_host_setup_not_new_game(qtbot, monkeypatch, tmp_path):
    from casino_desktop.qt.dialogs import host_setup
    from casino_desktop.qt.main_window import MainWindow
    from casino_desktop.qt.net import menu
    from casino_desktop.qt.net.window import NetWindow
    opened = []

    class Refused:
        def __init__(self, setup, parent):
            opened.append(setup)

        def exec(self):
            return False

    monkeypatch.setattr(host_setup, "HostSetupDialog", Refused)
    monkeypatch.setattr(menu, "network_match_path", lambda: tmp_path / "none.json")
    w = MainWindow(network_window=NetWindow)
    qtbot.addWidget(w)
    assert menu.host_table(w) is None and opened == [w.setup]


def test_the_hosts_own_seat_reads_you_as_in_new_game(qtbot):
    """The New Game form calls the only person's seat "You"; hosting, every
    seat starts as a person's, yet the first is still the host's own."""
    from casino_desktop.qt.dialogs.new_game import SetupDialog
    local = SetupDialog(GameSetup(players=3, seats=[SeatSetup(HUMAN), SeatSetup(COMPUTER), SeatSetup(COMPUTER)]))
    qtbot.addWidget(local)
    dialog = HostSetupDialog(GameSetup(players=3, seats=[SeatSetup(HUMAN), SeatSetup(COMPUTER), SeatSetup(COMPUTER)]))
    qtbot.addWidget(dialog)
    assert local.seat_label[0].text() == "You:"
    assert dialog.seat_label[0].text() == local.seat_label[0].text()
    assert dialog.seat_name[0].placeholderText() == local.seat_name[0].placeholderText() == "Name (You)"
    assert dialog.seat_label[1].text() == "West:"  # the others keep their places' names
    dialog.seat_kind[1].setCurrentIndex(dialog.seat_kind[1].findData(COMPUTER))
    assert dialog.seat_label[0].text() == "You:"  # whatever the other seats are


def test_the_host_can_keep_a_joining_seat_for_a_player_by_name(qtbot):
    """Four in partnerships: who partners whom was left to the order of
    joining, with nothing on either screen to say so (stranger 10, 6)."""
    dialog = HostSetupDialog(GameSetup(players=4, partnerships=True,
                                       seats=[SeatSetup(HUMAN, name="Carmen")] + [SeatSetup()] * 3))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.seat_kind[3].setCurrentIndex(dialog.seat_kind[3].findData(COMPUTER))
    assert [dialog.seat_name[i].isVisible() for i in (1, 2, 3)] == [True, True, False]  # a computer's is its place
    assert dialog.seat_name[2].placeholderText() == "Who sits here (optional)"
    dialog.seat_name[2].setText("Sven")                # North, the host's partner
    setup = dialog.result_setup()
    assert [s.name for s in setup.seat_list()] == ["Carmen", "", "Sven", ""]
    from casino_desktop.qt.net.host_dialog import seat_plan_lines
    assert seat_plan_lines(setup) == ["Carmen: you, at this computer", "West: a seat for someone who joins",
                                      "North: kept for Sven, who joins with that name",
                                      "East: a computer player (Skilled)",
                                      "Partners: Carmen & Sven against West & East."]

