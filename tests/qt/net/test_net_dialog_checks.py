"""The Host and Join dialogs check what the player typed and say what is
wrong inside the dialog, keeping the rest: a code without look-alikes, a
busy port, what each seat is, a table nobody can join, a name too long for
its field; a missing address, a wrong or impossible code, an address where
nothing answers; a table picked in the list stays picked."""
from __future__ import annotations

from casino_desktop.net import auth
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.net.dialogs import HostDialog, JoinDialog
from casino_desktop.qt.net.menu import HostedTable
from tests.net.helpers import LOOPBACK
from tests.qt.net.helpers import ini_settings, join_dialog, kitchen_table


def test_the_host_dialog_shows_a_code_without_look_alikes(qtbot):
    dialog = HostDialog()
    qtbot.addWidget(dialog)
    assert len(dialog.code) == auth.CODE_LENGTH and not set(dialog.code) & set("0O1IL5S2Z8BUV")


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
    assert lines.splitlines()[1:] == ["West: kept for Lisa, who joins with that name",
                                      "North: a computer player (Casual)", "East: a seat for someone who joins",
                                      "Partners: Ann & North against Lisa & East."], lines


def test_a_default_table_name_too_long_for_the_field_is_the_plain_name(qtbot, tmp_path):
    """The field holds the wire's longest name: a default that would be cut
    mid-word (a long name, a language of long words) is "Casino table"."""
    dialog = HostDialog(None, ini_settings(tmp_path), "Maximiliana-Josefa")
    qtbot.addWidget(dialog)
    assert dialog.name.text() == "Casino table"
    short = HostDialog(None, ini_settings(tmp_path / "other"), "Ann")
    qtbot.addWidget(short)
    assert short.name.text() == "Ann's table"


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
    # The address may be right and the table not open yet (stranger 17): said too.
    assert dialog.problem.text() == (f"Nothing answers at {LOOPBACK}:{port}: check the address the host reads out, "
                                     "and that the host has opened the table.")
    assert dialog.code.text() == "HT4K-9QXA" and dialog.joined is None


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
