"""The start's "your network table stopped before its match was over" in
the host's main window goes once the host has its table open again and its
match is being played (resumed, or a new one in its place): it is no longer
so, and after that match and the table closed it would send the host to
resume a match that is not there."""
from __future__ import annotations

import pytest

from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.net import comeback
from casino_desktop.qt.net.menu import HostedTable
from casino_desktop.qt.net.window import NetWindow
from tests.net.helpers import CODE, LOOPBACK

from .helpers import ini_settings
from .test_comeback import HOST_SAYS, hosted_before, match_file

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support (propagateSizeHints|raise)")]


def test_the_start_no_longer_says_the_hosted_table_stopped_once_it_is_played_again(qtbot, tmp_path, monkeypatch,
                                                                                     request):
    settings = ini_settings(tmp_path)
    hosted_before(settings)
    path = tmp_path / "network-match.json"
    monkeypatch.setattr(comeback, "network_match_path", lambda: path)
    match_file(path, over=False)
    main = MainWindow(settings=settings, network_window=NetWindow)
    qtbot.addWidget(main)
    main.show()
    main.start_game()
    comeback.tell_at_start(main)
    assert HOST_SAYS in main.side.log.log_lines() and main.statusBar().currentMessage() == HOST_SAYS

    setup = GameSetup(players=2, seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(COMPUTER, "beginner")])
    table = HostedTable.new(setup, CODE, 0, "beginner", "Kitchen", announce=False, bind=LOOPBACK)
    request.addfinalizer(table.stop)
    host = NetWindow(settings)
    qtbot.addWidget(host)
    host.set_speed_quietly("instant")
    table.setParent(host)  # as Host… gives the host's window its table
    host.destroyed.connect(table.stop)
    host.hold(table)
    host.join(LOOPBACK, table.host.port, CODE, "Ann")
    host.show()
    qtbot.waitUntil(lambda: host.controller.state is not None, timeout=30_000)

    assert HOST_SAYS not in main.side.log.log_lines()
    assert HOST_SAYS not in [str(note.text) for note in main.said_at_start + main.comeback.notes]
    assert main.statusBar().currentMessage() != HOST_SAYS
    host.close()
