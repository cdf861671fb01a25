"""A network table before its first deal, and a table whose host is lost:
what the window shows must be so (the seats' names over the score
columns, one column a seat, nothing drawn on the empty felt, the waiting
sentence said once; no seat said to be connected once the host is gone)."""
from __future__ import annotations

from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.net.menu import HostedTable
from casino_desktop.qt.net.window import NetWindow
from tests.net.helpers import LOOPBACK
from tests.qt.net.helpers import seated_window

CODE = "HT4K9QXA"


def _table(seats: list) -> HostedTable:
    setup = GameSetup(players=len(seats), seats=seats)
    table = HostedTable.new(setup, CODE, 0, "beginner", "Kitchen", announce=False, bind=LOOPBACK)
    assert table.failed is None
    return table


def _window(qtbot, table: HostedTable, name: str, hosted: bool = False) -> NetWindow:
    # Each player's own settings (their own seat token).
    return seated_window(qtbot, table, name, code=CODE, hosts=hosted, show=True)


def _column_names(w: NetWindow) -> list[str]:
    scores = w.side.scores
    return [scores.horizontalHeaderItem(c).text() for c in range(scores.columnCount())]


def test_a_table_waiting_for_players_names_every_seats_column_and_says_so_once(qtbot):
    table = _table([SeatSetup(HUMAN, name="Ann"), SeatSetup(HUMAN), SeatSetup(COMPUTER, "beginner")])
    host = _window(qtbot, table, "Ann", hosted=True)
    qtbot.waitUntil(lambda: len(host.seat_list.lines()) == 3, timeout=30_000)
    assert host.controller.state is None
    assert _column_names(host) == ["You", "West", "East"], "a column a seat, under its name, not Qt's 1 and 2"
    assert host.statusBar().currentMessage() == "Waiting for West to join: the join code is HT4K-9QXA."
    assert host.action_bar.prompt.text() == "", "the same sentence is not said twice at the foot"
    assert not host.scene.chip.isVisible() and not host.scene.turn_frame.isVisible(), "nothing on the empty felt"
    host.close()
    table.stop()


def test_once_the_host_is_lost_no_seat_is_said_to_be_connected(qtbot):
    table = _table([SeatSetup(HUMAN, name="Ann"), SeatSetup(HUMAN)])
    host = _window(qtbot, table, "Ann", hosted=True)
    guest = _window(qtbot, table, "Bo")
    qtbot.waitUntil(lambda: guest.seat_list.lines() == ["Ann: hosts the table", "Bo: you, at this computer"],
                    timeout=30_000)
    table.stop()                                   # the host closes the table, and says so
    qtbot.waitUntil(lambda: guest.controller.away, timeout=30_000)
    assert guest.seat_list.lines() == ["Ann: closed the table", "Bo: you, at this computer"]
    guest.stop_waiting.click()                     # the table is left for good: still not said to be connected
    assert guest.seat_list.lines()[0] == "Ann: closed the table"
    host.hosted = None
    for w in (guest, host):
        w.close()
