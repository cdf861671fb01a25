"""Coming back to a network match after a restart: the start says what
waits (a hosted match stopped midway, a seat kept at someone's table),
Join… comes filled in with the kept table, and the Join list says which
table holds this player's seat.  A finished match says nothing."""
from __future__ import annotations

from casino_desktop.core import make_rules, new_game
from casino_desktop.net.discovery import TableAd
from casino_desktop.net.match_file import COMPUTER, REMOTE, SeatPlan, load_match, match_bytes, new_record
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.translate import say
from casino_desktop.qt.net import comeback, menu
from casino_desktop.qt.net.dialogs import JoinDialog
from casino_desktop.qt.net.window import NetWindow
from casino_desktop.storage.atomic_file import write_atomically
from tests.net.helpers import LOOPBACK, play_out

from .helpers import ini_settings, join_dialog, kitchen_table

HOST_SAYS = ("Your network table stopped before its match was over: Game \u203a Play Over the Network \u203a Host "
             "opens it again where it stopped, and its players take their seats back.")


def match_file(path, over: bool) -> None:
    """A network match as the host autosaves it: just dealt, or played to its end."""
    plans = [SeatPlan(REMOTE, "beginner", "Ann"), SeatPlan(COMPUTER, "beginner")]
    record = new_record("casino", {}, 2, False, 7, plans)
    state = new_game(make_rules("casino", {}), 2, False, 7)
    if over:
        play_out(record, state)
    write_atomically(path, match_bytes(record, plans))


def hosted_before(settings) -> None:
    settings.setValue("network/host_code", "HT4K9QXA")
    settings.setValue("network/host_port", "4747")


def test_a_hosted_match_that_stopped_midway_is_said_at_start_and_a_finished_one_is_not(qtbot, tmp_path, monkeypatch):
    settings = ini_settings(tmp_path)
    hosted_before(settings)
    path = tmp_path / "network-match.json"
    monkeypatch.setattr(comeback, "network_match_path", lambda: path)
    w = MainWindow(settings=settings, network_window=NetWindow)
    qtbot.addWidget(w)
    w.start_game()
    comeback.tell_at_start(w)
    assert HOST_SAYS not in w.side.log.log_lines(), "no match file: nothing to say"
    match_file(path, over=False)
    comeback.tell_at_start(w)
    assert HOST_SAYS in w.side.log.log_lines() and w.statusBar().currentMessage() == HOST_SAYS
    match_file(path, over=True)
    assert comeback.start_sentences(settings) == [], "a match played to its end waits for nobody"


def _seated(qtbot, settings, table):
    """A joiner seated through the Join dialog, as the menu keeps her window."""
    made: list = []
    dialog = join_dialog(qtbot, settings, made)
    dialog.address.setText(f"{LOOPBACK}:{table.host.port}")
    dialog.code.setText("HT4K-9QXA")
    dialog._try_accept()
    qtbot.waitUntil(lambda: dialog.joined is not None, timeout=30_000)
    menu._keep(None, dialog.joined)
    return dialog.joined


def test_a_joiners_kept_seat_is_said_at_start_and_join_takes_it_back_at_one_click(qtbot, tmp_path):
    settings = ini_settings(tmp_path)
    table = kitchen_table()
    address = f"{LOOPBACK}:{table.host.port}"
    first = _seated(qtbot, settings, table)
    qtbot.waitUntil(lambda: first.controller.state is not None, timeout=30_000)
    first.close()                                                  # the program quits mid-match
    said = [str(s) for s in comeback.start_sentences(settings)]
    assert said == [f"Your seat at the network table at {address} is kept while its match goes on: "
                    "Game \u203a Play Over the Network \u203a Join takes it back."]
    made: list = []
    again = join_dialog(qtbot, settings, made)
    assert (again.address.text(), again.code.text()) == (address, "HT4K-9QXA"), "filled in with the kept table"
    again.join_button.click()                                      # the one click
    qtbot.waitUntil(lambda: again.joined is not None and again.joined.controller.state is not None, timeout=30_000)
    assert again.joined.controller.me == 0, "her own seat, not a refusal of a full table"
    again.joined.close()
    table.stop()


def test_a_seat_kept_at_the_loopback_address_is_known_in_the_list_by_this_computers_own(qtbot, tmp_path, monkeypatch):
    # Joined at 127.0.0.1 (the host on the same computer), the list heard the
    # table's beacon from 192.0.2.2 and said "0 of 2 seats free", nothing of
    # the seat kept there (stranger 7).
    monkeypatch.setattr("casino_desktop.qt.net.dialogs.local_addresses", lambda: ["192.0.2.2"])
    for kept in ("127.0.0.1:4747", "localhost:4747"):
        settings = ini_settings(tmp_path)
        comeback.keep_seat(settings, kept, "ht4k-9qxa")
        dialog = JoinDialog(None, settings)
        qtbot.addWidget(dialog)
        dialog.tables.heard(TableAd("192.0.2.2", 4747, "Kitchen", "casino", 2, 0))
        dialog.tables.heard(TableAd("192.0.2.2", 4748, "Attic", "casino", 2, 0))
        dialog.tables.heard(TableAd("192.0.2.3", 4747, "Shed", "casino", 2, 0))
        dialog.show_tables()
        lines = sorted(dialog.found.item(i).text() for i in range(dialog.found.count()))
        assert lines == ["Attic at 192.0.2.2:4748: Casino, 0 of 2 seats free",
                         "Kitchen at 192.0.2.2:4747: Casino, 0 of 2 seats free; your seat is kept",
                         "Shed at 192.0.2.3:4747: Casino, 0 of 2 seats free"], kept
        kitchen = next(dialog.found.item(i) for i in range(dialog.found.count())
                       if dialog.found.item(i).text().startswith("Kitchen"))
        dialog.code.clear()
        kitchen.setSelected(True)
        assert (dialog.address.text(), dialog.code.text()) == ("192.0.2.2:4747", "HT4K-9QXA"), "the kept code with it"


def test_the_join_list_says_which_table_keeps_this_players_seat(qtbot, tmp_path):
    settings = ini_settings(tmp_path)
    comeback.keep_seat(settings, "192.0.2.2:4747", "ht4k-9qxa")
    dialog = JoinDialog(None, settings)
    qtbot.addWidget(dialog)
    dialog.tables.heard(TableAd("192.0.2.2", 4747, "Kitchen", "casino", 2, 0))
    dialog.tables.heard(TableAd("192.0.2.3", 4747, "Attic", "casino", 2, 1))
    dialog.show_tables()
    assert [dialog.found.item(i).text() for i in range(dialog.found.count())] == [
        "Attic at 192.0.2.3:4747: Casino, 1 of 2 seats free",
        "Kitchen at 192.0.2.2:4747: Casino, 0 of 2 seats free; your seat is kept"]
    dialog.found.item(0).setSelected(True)                          # another table: the kept code is not its
    assert (dialog.address.text(), dialog.code.text()) == ("192.0.2.3:4747", "")
    dialog.found.item(0).setSelected(False)
    dialog.found.item(1).setSelected(True)
    assert (dialog.address.text(), dialog.code.text()) == ("192.0.2.2:4747", "HT4K-9QXA")


def test_the_kept_seat_is_forgotten_once_its_match_is_seen_to_end(qtbot, tmp_path):
    from casino_desktop.net import net_sentences
    settings = ini_settings(tmp_path)
    comeback.keep_seat(settings, "192.0.2.2:4747", "HT4K9QXA")
    net = NetWindow(settings)
    qtbot.addWidget(net)
    menu._keep(None, net)
    net.controller.left.emit(net_sentences.HOST_CLOSED)            # left mid-match: the host keeps the seat
    assert comeback.kept_seat(settings) == ("192.0.2.2:4747", "HT4K9QXA")
    net.controller.left.emit({"scores": [21, 9]})                   # the match's summary: it is over
    assert comeback.kept_seat(settings) is None and comeback.start_sentences(settings) == []
    assert JoinDialog(None, settings).code.text() == ""
    net.close()


def test_the_kept_seat_is_forgotten_when_its_tables_address_no_longer_knows_its_code(qtbot, tmp_path):
    """The host discarded the match for a new one (a new code): the seat went with it."""
    settings = ini_settings(tmp_path)
    table = kitchen_table()
    address = f"{LOOPBACK}:{table.host.port}"
    comeback.keep_seat(settings, address, "HT4K-9QXC")
    dialog = join_dialog(qtbot, settings, [])
    dialog.join_button.click()
    qtbot.waitUntil(lambda: "not this table's" in dialog.problem.text(), timeout=30_000)
    assert comeback.kept_seat(settings) is None and comeback.start_sentences(settings) == []
    table.stop()


def test_a_seat_refused_for_its_code_on_the_way_back_is_told_the_host_began_a_new_match(qtbot, tmp_path):
    # The host chose New Match: the waiting window's way back was refused as
    # "That join code is not this table's…" (nothing had been typed) and the
    # start still said the seat was kept.
    from casino_desktop.net import net_sentences
    from casino_desktop.qt.net.table_words import NEW_MATCH_THERE, with_join_path
    settings = ini_settings(tmp_path)
    comeback.keep_seat(settings, "192.0.2.2:4747", "HT4K9QXA")
    window = NetWindow(settings)
    qtbot.addWidget(window)
    window.controller.me = 0
    window.controller.state = new_game(make_rules("casino"), 2, False, 1)
    window.controller.left.emit(net_sentences.WRONG_CODE)
    sentence = say(with_join_path(NEW_MATCH_THERE))
    assert window.side.log.log_lines()[-1] == sentence and window.table_left
    assert "Game \u203a Play Over the Network \u203a Join with the new join code" in sentence
    assert window.statusBar().currentMessage() == sentence and window.action_bar.prompt.text() == "", "said once"
    assert comeback.kept_seat(settings) is None


def test_a_kept_seat_whose_table_is_not_open_yet_says_so_not_check_the_address(qtbot, tmp_path):
    # The program filled the address in: "check the address the host reads
    # out" sent her looking for a mistake nobody made.
    import socket
    with socket.socket() as s:  # a port nobody listens on
        s.bind((LOOPBACK, 0))
        port = s.getsockname()[1]
    settings = ini_settings(tmp_path)
    comeback.keep_seat(settings, f"{LOOPBACK}:{port}", "HT4K-9QXA")
    dialog = join_dialog(qtbot, settings, [])
    dialog.join_button.click()
    qtbot.waitUntil(lambda: dialog.problem.text().startswith("Nothing answers"), timeout=30_000)
    assert dialog.problem.text() == (f"Nothing answers at {LOOPBACK}:{port} yet: its host has not opened the table "
                                     "again. Join… takes your seat back once the host has.")
    assert comeback.kept_seat(settings) is not None  # the seat is still hers


def test_the_hosts_match_file_is_replayed_once_whatever_the_starts_not_at_each(tmp_path, monkeypatch):
    """Whether the host's match is over was told by replaying its file at
    every start: a long match (house rules allow 75,000 moves; 20,000 took
    1.2 s) cost that at each start, long after it had ended."""
    settings = ini_settings(tmp_path)
    hosted_before(settings)
    path = tmp_path / "network-match.json"
    monkeypatch.setattr(comeback, "network_match_path", lambda: path)
    replays: list = []
    monkeypatch.setattr(comeback, "load_match", lambda p: replays.append(p) or load_match(p))
    match_file(path, over=False)
    for _start in range(3):
        assert [str(s) for s in comeback.start_sentences(settings)] == [HOST_SAYS]
    assert len(replays) == 1
    match_file(path, over=True)  # written again: read again
    for _start in range(3):
        assert comeback.start_sentences(settings) == []
    assert len(replays) == 2
