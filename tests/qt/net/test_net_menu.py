"""Game › Play Over the Network: the actions, the dialogs' checks, and a
table opened by the host's window (on loopback, not announced)."""
from __future__ import annotations

from casino_desktop.net import auth
from casino_desktop.net.match_file import load_match
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.net.dialogs import HostDialog, JoinDialog
from casino_desktop.qt.net.menu import HostedTable
from casino_desktop.qt.net.window import NetWindow
from tests.net.helpers import LOOPBACK
from tests.qt.net.helpers import autoplay


def test_the_game_menu_offers_host_and_join(qtbot):
    w = MainWindow(network_window=NetWindow)  # as the program makes it
    qtbot.addWidget(w)
    assert w.act_host.text().replace("&", "") == "Host\u2026" and w.act_join.text().replace("&", "") == "Join\u2026"
    assert w.act_host.isEnabled() and w.act_join.isEnabled()


def test_a_window_not_told_how_to_open_a_network_table_greys_the_actions(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    assert not w.act_host.isEnabled() and not w.act_join.isEnabled()


def test_join_opens_the_window_kind_the_main_window_was_given(qtbot, monkeypatch):
    """Game › Play Over the Network › Join… opens its table in a window made
    by the factory the main window was given (``qt/net/menu`` imports no
    window: the main window's menus import it)."""
    from casino_desktop.qt.net import menu
    made = []

    class Dialog:
        def __init__(self, parent, settings, attempt):
            self.attempt = attempt

        def exec(self):  # as the dialog does once the host has seated the player
            self.joined = self.attempt(LOOPBACK, 9, "HT4K9QXA", "Ann")
            return True

    def network_window(settings):
        net = NetWindow(settings)
        qtbot.addWidget(net)
        monkeypatch.setattr(net, "join", lambda *args: made.append(args))
        return net

    monkeypatch.setattr(menu, "JoinDialog", Dialog)
    w = MainWindow(network_window=network_window)
    qtbot.addWidget(w)
    net = menu.join_table(w)
    assert isinstance(net, NetWindow) and made == [(LOOPBACK, 9, "HT4K9QXA", "Ann")]
    net.close()


def test_a_network_window_offers_nothing_that_starts_or_rebuilds_a_local_match(qtbot):
    net = NetWindow()
    qtbot.addWidget(net)
    assert not net.act_new.isVisible() and not net.act_host.isVisible()
    assert not net.language_menu.menuAction().isVisible()
    shown = [a.text().replace("&", "") for a in net.menuBar().actions()[0].menu().actions() if a.isVisible()]
    assert not any(t.startswith(("Open", "Save")) for t in shown), shown


def test_the_host_dialog_shows_a_code_without_look_alikes(qtbot):
    dialog = HostDialog()
    qtbot.addWidget(dialog)
    assert len(dialog.code) == auth.CODE_LENGTH and not set(dialog.code) & set("0O1IL5S2Z8BUV")


def test_the_join_dialog_says_what_is_missing(qtbot):
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    dialog._try_accept()
    assert "address and port" in dialog.problem.text() and not dialog.result()
    dialog.address.setText("127.0.0.1:4747")
    dialog.code.setText("HT4K")
    dialog._try_accept()
    assert "eight letters" in dialog.problem.text()
    dialog.code.setText("ht4k-9qxa")
    dialog._try_accept()
    assert dialog.result() == dialog.DialogCode.Accepted and dialog.target() == ("127.0.0.1", 4747)


def test_the_hosts_own_window_sits_at_its_table(qtbot):
    setup = GameSetup(seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(COMPUTER, "beginner")])
    table = HostedTable.new(setup, "HT4K9QXA", 0, "beginner", "Kitchen", announce=False, bind=LOOPBACK)
    assert table.failed is None
    net = NetWindow()
    qtbot.addWidget(net)
    net.set_speed_quietly("instant")
    net.join(LOOPBACK, table.host.port, "HT4K9QXA", "Ann")
    qtbot.waitUntil(lambda: net.controller.state is not None, timeout=30_000)
    assert net.controller.me == 0 and net.controller.names == ["You", "North"]
    assert net.face_up_seats() == {0} and net.scene.bottom_seat == 0
    assert str(table.host.record.seed) not in net.side.title.text() and "Deal" not in net.side.title.text()
    assert net.controller.state.hands[1] and all(c >= 0 for c in net.controller.state.hands[1])
    net.close()
    table.stop()


def test_a_wrong_code_is_said_in_the_window(qtbot):
    setup = GameSetup(seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(COMPUTER, "beginner")])
    table = HostedTable.new(setup, "HT4K9QXA", 0, "beginner", "Kitchen", announce=False, bind=LOOPBACK)
    net = NetWindow()
    qtbot.addWidget(net)
    with qtbot.waitSignal(net.controller.left, timeout=30_000):
        net.join(LOOPBACK, table.host.port, "HT4K9QXC", "Eve")
    assert "join code is not this table's" in net.statusBar().currentMessage()
    net.close()
    table.stop()


def test_a_window_opened_again_takes_its_seat_back(qtbot, tmp_path):
    from PySide6.QtCore import QSettings
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    setup = GameSetup(seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(COMPUTER, "beginner")])
    table = HostedTable.new(setup, "HT4K9QXA", 0, "beginner", "Kitchen", announce=False, bind=LOOPBACK)
    first = NetWindow(settings)
    qtbot.addWidget(first)
    first.join(LOOPBACK, table.host.port, "HT4K9QXA", "Ann")
    qtbot.waitUntil(lambda: first.controller.state is not None, timeout=30_000)
    first.close()                                   # the player's computer restarts
    again = NetWindow(settings)
    qtbot.addWidget(again)
    again.set_speed_quietly("instant")
    again.join(LOOPBACK, table.host.port, "HT4K9QXA", "Ann")
    qtbot.waitUntil(lambda: again.controller.state is not None, timeout=30_000)
    assert again.controller.me == 0, "the same seat, not a full table"
    again.close()
    table.stop()


def test_a_hosted_match_stopped_midway_is_resumed_and_the_window_rejoins(qtbot, tmp_path):
    path = tmp_path / "network-match.json"
    setup = GameSetup(seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(COMPUTER, "beginner")])
    table = HostedTable.new(setup, "HT4K9QXA", 0, "beginner", "Kitchen", announce=False, autosave=path, bind=LOOPBACK)
    port = table.host.port
    net = NetWindow()
    qtbot.addWidget(net)
    net.set_speed_quietly("instant")
    autoplay(net)
    net.join(LOOPBACK, port, "HT4K9QXA", "Ann")
    qtbot.waitUntil(lambda: len(table.host.record.moves) >= 6, timeout=30_000)
    table.stop()                                    # the host's program stops mid-round
    played = len(load_match(path)[0].moves)
    assert played >= 6
    again = HostedTable.resume(path, "HT4K9QXA", port, "Kitchen", announce=False, bind=LOOPBACK)
    assert again.failed is None
    qtbot.waitUntil(lambda: again.host.state.is_over, timeout=120_000)   # the window came back and played on
    assert load_match(path)[0].moves[:played] == again.host.record.moves[:played]
    qtbot.waitUntil(lambda: net.controller.state.is_over, timeout=120_000)
    assert net.controller.state.match_scores == again.host.state.match_scores
    net.close()
    again.stop()
