"""Game › Play Over the Network: the actions, the dialogs' checks, and a
table opened by the host's window (on loopback, not announced)."""
from __future__ import annotations

from casino_desktop.net import auth
from casino_desktop.net.match_file import load_match
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.net import comeback
from casino_desktop.qt.net.dialogs import HostDialog, JoinDialog
from casino_desktop.qt.net.menu import HostedTable
from casino_desktop.qt.net.window import NetWindow
from tests.net.helpers import LOOPBACK
from tests.qt.net.helpers import autoplay, ini_settings, join_dialog, kitchen_table


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
            self.joined = self.attempt()
            self.joined.join(LOOPBACK, 9, "HT4K9QXA", "Ann")
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


def test_join_keeps_its_address_and_name_in_the_players_settings_though_the_window_has_none(qtbot, monkeypatch):
    """A main window made without settings (the program's) still gives the
    Join dialog the app's settings, where it keeps the last address and name."""
    from casino_desktop.qt.net import menu
    given = []

    class Dialog:
        def __init__(self, parent, settings, attempt):
            given.append(settings)

        def exec(self):
            return False

    monkeypatch.setattr(menu, "JoinDialog", Dialog)
    w = MainWindow(network_window=NetWindow)
    qtbot.addWidget(w)
    assert w.settings is None and menu.join_table(w) is None
    assert given and given[0] is not None


def test_a_network_window_offers_nothing_that_starts_or_opens_a_local_match(qtbot):
    net = NetWindow()
    qtbot.addWidget(net)
    assert not net.act_new.isVisible() and not net.act_host.isVisible()
    shown = [a.text().replace("&", "") for a in net.menuBar().actions()[0].menu().actions() if a.isVisible()]
    assert not any(t.startswith("Open") for t in shown), shown  # Save says how the match is kept (``table_menus``)


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
    # Told as the window is seated again, after its table is laid out (which starts the log afresh): kept.
    qtbot.waitUntil(lambda: "The host resumed the match where it stopped." in net.side.log.log_lines(), timeout=30_000)
    qtbot.waitUntil(lambda: again.host.state.is_over, timeout=120_000)   # the window came back and played on
    assert load_match(path)[0].moves[:played] == again.host.record.moves[:played]
    qtbot.waitUntil(lambda: net.controller.state.is_over, timeout=120_000)
    assert net.controller.state.match_scores == again.host.state.match_scores
    net.close()
    again.stop()


def test_a_returning_player_finds_her_seat_by_another_address_of_the_table(qtbot, tmp_path):
    settings = ini_settings(tmp_path)
    table = kitchen_table()
    first = NetWindow(settings)
    qtbot.addWidget(first)
    first.join(LOOPBACK, table.host.port, "HT4K9QXA", "Ann")       # typed by hand
    qtbot.waitUntil(lambda: first.controller.state is not None, timeout=30_000)
    first.close()
    again = NetWindow(settings)
    qtbot.addWidget(again)
    refused = []
    again.controller.left.connect(refused.append)
    again.join("localhost", table.host.port, "ht4k-9qxa", "Ann")   # the same table, reached by another name
    qtbot.waitUntil(lambda: again.controller.state is not None or bool(refused), timeout=30_000)
    assert not refused and again.controller.me == 0, refused
    again.close()
    table.stop()


def test_a_wrong_code_is_refused_inside_the_join_dialog_keeping_what_was_typed(qtbot, tmp_path):
    settings, made = ini_settings(tmp_path), []
    table = kitchen_table()
    dialog = join_dialog(qtbot, settings, made)
    dialog.show()
    address = f"{LOOPBACK}:{table.host.port}"
    dialog.address.setText(address)
    dialog.name.setText("Mormor")
    dialog.code.setText("HT4K-9QXC")
    dialog._try_accept()
    qtbot.waitUntil(lambda: "not this table's" in dialog.problem.text(), timeout=30_000)
    assert dialog.isVisible() and not dialog.result() and dialog.joined is None
    assert (dialog.address.text(), dialog.name.text()) == (address, "Mormor")
    assert dialog.code.selectedText() == "HT4K-9QXC" and dialog.join_button.isEnabled()
    assert not made[0].isVisible()
    dialog.code.setText("HT4K-9QXA")
    dialog._try_accept()
    qtbot.waitUntil(lambda: dialog.joined is not None, timeout=30_000)
    assert dialog.result() == dialog.DialogCode.Accepted and dialog.joined is made[1]
    again = JoinDialog(None, settings)
    qtbot.addWidget(again)
    assert (again.address.text(), again.name.text()) == (address, "Mormor"), "the dialog remembers"
    made[1].close()
    table.stop()


def test_the_join_dialog_points_out_what_can_never_be_in_a_code_and_an_address_where_nothing_answers(qtbot, tmp_path):
    import socket
    made: list = []
    dialog = join_dialog(qtbot, ini_settings(tmp_path), made)
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        port = s.getsockname()[1]
    dialog.address.setText(f"{LOOPBACK}:{port}")
    dialog.code.setText("oooo-0000")
    dialog._try_accept()
    assert dialog.problem.text() == "A join code never holds 0 O: check the code the host reads out." and not made
    dialog.code.setText("HT4K-9QXA")
    dialog._try_accept()
    qtbot.waitUntil(lambda: "Nothing answers" in dialog.problem.text(), timeout=30_000)
    assert dialog.problem.text() == f"Nothing answers at {LOOPBACK}:{port}: check the address the host reads out."
    assert dialog.code.text() == "HT4K-9QXA" and dialog.joined is None


def test_a_busy_port_is_refused_inside_the_host_dialog_which_remembers_its_settings(qtbot, tmp_path):
    import socket
    settings = ini_settings(tmp_path)
    setup = GameSetup(seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(COMPUTER, "beginner")])
    opened = []

    def open_table(d):
        opened.append(HostedTable.new(setup, d.code, d.port.value(), "beginner", d.name.text(), announce=False,
                                      bind=LOOPBACK, hints=d.hints.isChecked()))
        return opened[-1]
    dialog = HostDialog(None, settings, "Ann", open_table)
    qtbot.addWidget(dialog)
    assert dialog.name.text() == "Ann's table"
    with socket.socket() as busy:
        busy.bind((LOOPBACK, 0))
        busy.listen()
        taken = busy.getsockname()[1]
        dialog.port.setValue(taken)
        dialog.hints.setChecked(False)
        dialog._try_open()
        assert f"Port {taken} is in use" in dialog.problem.text() and not dialog.result()
        assert dialog.name.text() == "Ann's table" and not dialog.hints.isChecked()
        dialog.port.setValue(taken + 1 if taken < 65535 else taken - 1)
        dialog._try_open()
    assert dialog.result() == dialog.DialogCode.Accepted and dialog.table is opened[-1]
    again = HostDialog(None, settings, "Ann")
    qtbot.addWidget(again)
    assert again.port.value() == dialog.port.value() and not again.hints.isChecked()
    dialog.table.stop()


def test_the_host_dialog_says_what_each_seat_is_and_refuses_a_table_nobody_can_join(qtbot):
    opened = []
    lonely = GameSetup(seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(COMPUTER, "beginner")])
    dialog = HostDialog(None, None, "Ann", opened.append, lonely)
    qtbot.addWidget(dialog)
    assert dialog.findChild(type(dialog.problem), "hostSeats").text() == (
        "Ann: you, at this computer\nNorth: a computer player (Beginner)")
    dialog._try_open()
    assert "No seat is left for anyone to join" in dialog.problem.text() and not opened and not dialog.result()
    family = GameSetup(players=4, partnerships=True, seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(HUMAN, name="Lisa"),
                                                            SeatSetup(COMPUTER, "casual"), SeatSetup(HUMAN)])
    four = HostDialog(None, None, "Ann", None, family)
    qtbot.addWidget(four)
    lines = four.findChild(type(dialog.problem), "hostSeats").text()
    assert lines.splitlines()[1:] == ["Lisa: a seat for someone who joins", "North: a computer player (Casual)",
                                      "East: a seat for someone who joins"], lines


def test_a_table_picked_in_the_join_list_stays_picked_as_beacons_refresh_the_list(qtbot):
    from casino_desktop.net.discovery import TableAd
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    for name, port in (("Grandpa's table", 4747), ("Kitchen", 4748)):
        dialog.tables.heard(TableAd("192.0.2.2", port, name, "casino", 4, 1))
    dialog.show_tables()
    dialog.found.item(0).setSelected(True)
    assert dialog.address.text() == "192.0.2.2:4747"
    dialog.address.setText("192.0.2.2:4747")
    dialog.tables.heard(TableAd("192.0.2.2", 4748, "Kitchen", "casino", 4, 0))   # the next beacon
    dialog.show_tables()
    assert [i.text() for i in dialog.found.selectedItems()] == ["Grandpa's table at 192.0.2.2:4747: Casino, 1 of 4 seats free"]
    assert dialog.found.wordWrap(), "a long line wraps rather than being cut at 1024\u00d7768"


def test_a_default_table_name_too_long_for_the_field_is_the_plain_name(qtbot, tmp_path):
    """The field holds the wire's longest name: a default that would be cut
    mid-word (a long name, a language of long words) is "Casino table"."""
    dialog = HostDialog(None, ini_settings(tmp_path), "Maximiliana-Josefa")
    qtbot.addWidget(dialog)
    assert dialog.name.text() == "Casino table"
    short = HostDialog(None, ini_settings(tmp_path / "other"), "Ann")
    qtbot.addWidget(short)
    assert short.name.text() == "Ann's table"


class _SeatedWindow:
    """A network window whose match goes on (or is over), as menu.OPEN_TABLES holds it."""

    def __init__(self, over: bool) -> None:
        from types import SimpleNamespace
        self.hosted, self.controller = None, SimpleNamespace(state=SimpleNamespace(is_over=over))
        self.shown = 0

    def show(self): self.shown += 1  # noqa: E704
    def raise_(self): pass  # noqa: E704
    def activateWindow(self): pass  # noqa: E704,N802


def test_joining_or_hosting_while_seated_at_a_table_is_refused_in_one_sentence(qtbot, monkeypatch):
    from casino_desktop.qt.net import menu
    told, opened = [], []
    monkeypatch.setattr(menu.QMessageBox, "information", lambda parent, title, text: told.append(text))
    class Refused:
        def __init__(self, *args):
            opened.append(args)

        def exec(self):
            return False

    monkeypatch.setattr(menu, "JoinDialog", Refused)
    seated = _SeatedWindow(over=False)
    monkeypatch.setattr(menu, "OPEN_TABLES", [seated])
    w = MainWindow(network_window=NetWindow)
    qtbot.addWidget(w)
    assert menu.join_table(w) is None and not opened
    assert menu.host_table(w) is None and not opened
    assert told == ["You already have a seat at a network table: close its window to leave it first."] * 2
    assert seated.shown == 2  # its window comes forward
    monkeypatch.setattr(menu, "OPEN_TABLES", [_SeatedWindow(over=True)])  # a match over holds no seat
    assert menu.join_table(w) is None and opened and len(told) == 2
    # Nor a table the player stopped waiting for (its sentence sends her to
    # Join…, which refused her while its window stayed open).
    stopped = _SeatedWindow(over=False)
    stopped.table_left = True
    monkeypatch.setattr(menu, "OPEN_TABLES", [stopped])
    assert menu.join_table(w) is None and len(opened) == 2 and len(told) == 2


def test_the_question_before_resuming_says_a_new_match_discards_the_stopped_one(qtbot, monkeypatch, tmp_path):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QPushButton
    from casino_desktop.qt.dialogs import host_setup
    from casino_desktop.qt.net import menu
    settings = ini_settings(tmp_path)
    settings.setValue("network/host_code", "HT4K9QXA")
    settings.setValue("network/host_port", "4747")
    monkeypatch.setattr(comeback, "unfinished", lambda path: True)
    set_up = []

    class Refused:
        def __init__(self, setup, parent):
            set_up.append(setup)

        def exec(self):
            return False

    monkeypatch.setattr(host_setup, "HostSetupDialog", Refused)
    asked, original = [], menu.resume_question

    def answering(name):
        def ask(parent):
            box = original(parent)
            asked.append(box.text())
            button = box.findChild(QPushButton, name) or box.button(box.StandardButton.Cancel)
            QTimer.singleShot(0, button.click)
            return box
        return ask

    w = MainWindow(settings=settings, network_window=NetWindow)
    qtbot.addWidget(w)
    monkeypatch.setattr(menu, "resume_question", answering("cancel"))
    assert menu.host_table(w) is None and not set_up, "Cancel keeps the stopped match, and asks nothing more"
    assert "Starting a new match instead discards it." in asked[0]
    monkeypatch.setattr(menu, "resume_question", answering("newMatch"))
    assert menu.host_table(w) is None and set_up == [w.setup], "New Match goes on to the new match's setup"
