"""A network table before its first deal, and a table whose host is lost:
what the window shows must be so (the seats' names over the score
columns, one column a seat, nothing drawn on the empty felt, the waiting
sentence said once; no seat said to be connected once the host is gone,
nor shown as the one to move while nobody can play)."""
from __future__ import annotations

from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.net.menu import HostedTable
from casino_desktop.qt.net.window import NetWindow
from tests.net.helpers import LOOPBACK
from tests.qt.net.helpers import fed_window, seated_window

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


def _turn_shown(w: NetWindow) -> tuple[bool, list[str]]:
    """Whether the turn frame is drawn, and which seats' captions are lit."""
    scene = w.scene
    return scene.turn_frame.isVisible(), [k for k, cap in scene.captions.items() if cap.is_active()]


def test_while_the_host_is_away_no_seat_looks_as_if_it_were_its_turn(qtbot):
    """A guest whose host had closed the table saw the yellow frame on her
    own plate, as if it were her turn, under "Waiting for the host to
    reopen the table…" (stranger 17): off while nobody can play, on again
    when the host is back, and off for good once she stops waiting."""
    net = fed_window(qtbot, 0, [])
    c = net.controller
    seat = f"seat{c.state.to_move}"
    assert _turn_shown(net) == (True, [seat])
    c._away(True)                                  # the host closed the table for now
    assert _turn_shown(net) == (False, [])
    net._say_why_held()                            # a step shown meanwhile: still nobody's turn
    assert _turn_shown(net) == (False, [])
    c._away(False)                                 # the host is back: play goes on
    assert _turn_shown(net) == (True, [seat])
    c._away(True)
    net.stop_waiting.click()                       # she stops waiting: the table is left for good
    assert _turn_shown(net) == (False, [])
    net.close()
