"""The end of a network match in the windows: the host's New Game deals the
next match at the same table and every window follows; a joining player's
New Game says the host deals it; a table closed after its match is said to
be closed, and the seat kept to come back to is no longer said to be."""
from __future__ import annotations

import os
import tempfile

import pytest
from PySide6.QtCore import QSettings

from casino_desktop.net import net_sentences
from casino_desktop.net.match_file import REMOTE, SeatPlan
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.net import comeback
from casino_desktop.qt.net.menu import HostedTable
from casino_desktop.qt.net.table_words import HOST_DEALS, table_gone
from casino_desktop.qt.net.window import NetWindow
from casino_desktop.qt.translate import say
from tests.net.helpers import CODE, LOOPBACK
from tests.net.test_next_match import finished_host

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support (propagateSizeHints|raise)")]


def own_settings() -> QSettings:
    folder = tempfile.mkdtemp(prefix="next-match-")
    return QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)


def seated_window(qtbot, table: HostedTable, name: str, hosted: bool, told: list, settings=None) -> NetWindow:
    w = NetWindow(settings or own_settings())
    qtbot.addWidget(w)
    w.set_speed_quietly("instant")
    w.inform = told.append
    if hosted:  # as Host… gives the host's window its table
        table.setParent(w)
        w.destroyed.connect(table.stop)
        w.hold(table)
    w.join(LOOPBACK, table.host.port, CODE, name)
    w.show()
    return w


def at_match_end(qtbot, request, told, main=None):
    """The host's window and a guest's at a table whose match is over; with
    ``main``, a main window that said at start that the guest's seat there is kept."""
    table = HostedTable(finished_host(stay_open=False, plans=[SeatPlan(REMOTE, "beginner"), SeatPlan(REMOTE, "beginner")]),
                        0, bind=LOOPBACK)
    request.addfinalizer(table.stop)
    settings = own_settings()
    if main is not None:
        main.settings = settings
        comeback.keep_seat(settings, f"{LOOPBACK}:{table.host.port}", CODE)
        comeback.tell_at_start(main)
        assert any("is kept while its match goes on" in str(text) for text in main.said_at_start)
    host = seated_window(qtbot, table, "Ann", True, told)
    guest = seated_window(qtbot, table, "Bo", False, told, settings)
    for w in (host, guest):
        qtbot.waitUntil(lambda w=w: w.controller.state is not None and w.controller.state.is_over
                        and w.rounds.dialog is not None, timeout=30_000)
    return table, host, guest


def test_the_hosts_new_game_deals_the_next_match_and_the_guest_follows(qtbot, request):
    told: list = []
    table, host, guest = at_match_end(qtbot, request, told)
    guest.start_game()
    assert told == [say(HOST_DEALS)], "the guest is told who deals, not left with a button that does nothing"
    old = table.host.record.match_id
    host.start_game()
    for w in (host, guest):
        qtbot.waitUntil(lambda w=w: w.controller.state is not None and not w.controller.state.is_over, timeout=30_000)
        assert w.rounds.dialog is None, "the finished match's sheet went with it"
        assert w.controller.state.round_results == [], "the new match's score sheet starts empty"
    assert table.host.record.match_id != old and table.running()
    qtbot.waitUntil(lambda: say(net_sentences.NEW_MATCH_DEALT) in guest.side.log.log_lines(), timeout=10_000)
    assert comeback.kept_seat(guest.settings) is not None, "the guest's seat is kept again while the new match goes on"


def test_a_table_closed_after_its_match_is_said_closed_and_its_seat_no_longer_kept(qtbot, request):
    told: list = []
    main = MainWindow(settings=own_settings())
    qtbot.addWidget(main)
    main.show()
    table, host, guest = at_match_end(qtbot, request, told, main)
    # The match is over: the start's sentence that the seat is kept is no longer so.
    assert not any("is kept while its match goes on" in line for line in main.side.log.log_lines())
    assert not any("is kept" in str(text) for text in main.said_at_start + main.comeback.notes)
    assert "is kept" not in main.statusBar().currentMessage()
    # ...but the seat itself is kept while the table is open: the host may deal the next match to it.
    assert comeback.kept_seat(guest.settings) is not None
    host.close()                                   # the host closes the finished match's table
    qtbot.waitUntil(lambda: guest.table_left, timeout=30_000)
    assert say(net_sentences.CLOSED_AFTER_MATCH) in guest.side.log.log_lines()
    assert not any("joined and connected" in line for line in guest.seat_list.lines()), guest.seat_list.lines()
    guest.start_game()
    assert told == [say(table_gone())] and "Play Over the Network" in told[0]
    assert comeback.kept_seat(guest.settings) is None
