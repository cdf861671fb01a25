"""Finding and joining a table: an address typed as the host's dialog shows
it (the port left out) is enough; the host's dialog and log give each address
whole; the suggested table name follows the host's name now; a name already
at the table sends the player back to her name; a kept seat is offered at its
own table only, not at a new table that took its address and port."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from casino_desktop.net import net_sentences
from casino_desktop.core.templates import fill
from casino_desktop.qt.game.setup import HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.net import comeback, dialog_parts, menu
from casino_desktop.qt.net.dialogs import HostDialog, JoinDialog, join_details
from casino_desktop.qt.net.table_probe import kept_table_id
from tests.net.helpers import LOOPBACK
from tests.qt.net.helpers import ini_settings, join_dialog, kitchen_table

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_an_address_without_its_port_joins_at_the_port_tables_start_on(qtbot, tmp_path):
    dialog = JoinDialog(None, ini_settings(tmp_path))
    qtbot.addWidget(dialog)
    dialog.address.setText(" 192.168.1.20 ")
    assert dialog.target() == ("192.168.1.20", 4747)
    dialog.address.setText("192.168.1.20:5000")
    assert dialog.target() == ("192.168.1.20", 5000)
    dialog.address.setText("192.168.1.20:")
    assert dialog.target() is None
    dialog.address.setText("192.168.1.20")
    dialog.code.setText("HT4K-9QXA")
    dialog._try_accept()
    assert dialog.result() == JoinDialog.DialogCode.Accepted and dialog.problem.text() == ""


def test_the_hosts_dialog_and_log_give_each_address_whole_with_its_port(qtbot, monkeypatch):
    monkeypatch.setattr(dialog_parts, "local_addresses", lambda: ["192.0.2.7", "198.51.100.4"])
    dialog = HostDialog()
    qtbot.addWidget(dialog)
    assert dialog.addresses.text() == "192.0.2.7:4747, 198.51.100.4:4747"
    dialog.port.setValue(5000)
    assert dialog.addresses.text() == "192.0.2.7:5000, 198.51.100.4:5000", "the port as chosen"
    assert join_details("HT4K9QXA", 5000) == "Join code HT4K-9QXA; players join at 192.0.2.7:5000, 198.51.100.4:5000."
    monkeypatch.setattr(dialog_parts, "local_addresses", lambda: [])
    assert join_details("HT4K9QXA", 5000) == "Join code HT4K-9QXA, port 5000."


def _open_table(qtbot, settings, own_name: str) -> HostDialog:
    dialog = HostDialog(None, settings, own_name, lambda _dialog: SimpleNamespace(failed=None))
    qtbot.addWidget(dialog)
    return dialog


def test_the_suggested_table_name_follows_the_hosts_name_unless_the_host_typed_one(qtbot, tmp_path, pseudo_language):
    settings = ini_settings(tmp_path)
    settings.setValue("network/host_name", "Anna's table")   # kept by an earlier program, typed or not
    first = _open_table(qtbot, settings, "Britt")
    assert first.name.text() == first.suggested and "Britt" in first.suggested and "Anna" not in first.suggested
    first._try_open()                                      # Britt keeps the suggestion
    assert settings.value("network/host_name") == first.suggested, "the name a resumed table opens with"
    second = _open_table(qtbot, settings, "Citra")
    assert second.name.text() == second.suggested and "Citra" in second.suggested
    second.name.setText("Kitchen")                          # typed by the host: hers to keep
    second._try_open()
    assert _open_table(qtbot, settings, "Dina").name.text() == "Kitchen"


def test_the_hosts_own_name_is_remembered_for_the_next_table():
    class Settings(dict):
        def value(self, key):
            return self.get(key)
    local = GameSetup(players=2, seats=[SeatSetup(HUMAN), SeatSetup(HUMAN)])
    assert menu.with_network_name(local, Settings()) is local
    named = menu.with_network_name(local, Settings({"network/join_name": " Britt "}))
    assert [s.name for s in named.seats] == ["Britt", ""] and local.seats[0].name == ""


def test_a_name_already_at_the_table_sends_the_player_back_to_her_name(qtbot, tmp_path):
    dialog = JoinDialog(None, ini_settings(tmp_path), lambda: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.name.setText("Anna")
    net = dialog.pending = SimpleNamespace(close=lambda: None)
    dialog._refused(net, fill(net_sentences.NAME_TAKEN, name="Anna"))
    assert dialog.problem.text() == "Someone at this table is already called Anna: choose another name and join again."
    assert dialog.focusWidget() is dialog.name and dialog.name.selectedText() == "Anna"


def test_a_kept_seat_is_offered_at_its_own_table_only(qtbot, tmp_path):
    from casino_desktop.net.discovery import TableAd
    table = kitchen_table()
    address = f"{LOOPBACK}:{table.host.port}"
    settings = ini_settings(tmp_path)
    made: list = []
    dialog = join_dialog(qtbot, settings, made)             # seated at the Kitchen: its match is kept with the seat
    dialog.address.setText(address)
    dialog.code.setText("HT4K-9QXA")
    dialog._try_accept()
    qtbot.waitUntil(lambda: dialog.joined is not None, timeout=30_000)
    assert kept_table_id(settings) == table.host.table_id != ""
    dialog.joined.close()
    again = join_dialog(qtbot, settings, made)              # the same table: the seat is hers at one click
    qtbot.waitUntil(lambda: again.kept_here is not None, timeout=10_000)
    assert again.kept_here and again.code.text() == "HT4K-9QXA"
    table.stop()

    newer = kitchen_table()                                 # a new table, at the same address and port
    assert newer.host.port != 0
    comeback.keep_seat(settings, f"{LOOPBACK}:{newer.host.port}", "HT4K9QXA")  # as if it had taken the old port
    other = join_dialog(qtbot, settings, made)
    qtbot.waitUntil(lambda: other.kept_here is not None, timeout=10_000)
    assert other.kept_here is False and other.code.text() == "", "the old code is not filled in for a new table"
    assert other.problem.text() == (f"The table at {LOOPBACK}:{newer.host.port} now is not the one your seat was "
                                    "kept at: type the code its host reads out.")
    other.tables.heard(TableAd(LOOPBACK, newer.host.port, "Kitchen", "casino", 2, 1))
    other.show_tables()
    assert not other.found.item(0).text().endswith("your seat is kept")
    newer.stop()


def test_a_resumed_table_says_it_is_the_same_table_and_a_new_one_says_it_is_another(qtbot, tmp_path):
    from casino_desktop.qt.net.menu import HostedTable
    from casino_desktop.qt.net.table_probe import TableProbe
    path = tmp_path / "network-match.json"
    first = kitchen_table(autosave=path)
    first.stop()                                            # the host's program stops mid-match
    again = HostedTable.resume(path, "HT4K9QXA", 0, "Kitchen", announce=False, bind=LOOPBACK,
                               table_id=first.host.table_id)
    probe = TableProbe(LOOPBACK, again.host.port)
    with qtbot.waitSignal(probe.answered, timeout=10_000) as said:
        pass
    assert said.args == [first.host.table_id], "its players' kept seats are at this table"
    again.stop()
    newer = kitchen_table()                                 # Host… again: a new table, whoever's seat was kept
    assert newer.host.table_id not in ("", first.host.table_id)
    newer.stop()
