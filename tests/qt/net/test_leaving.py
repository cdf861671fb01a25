"""Leaving a network table: the host's window asks before it closes the table
for the others and then really closes it (its port free, its players told,
no computer playing the host's seat in between); a joiner is asked before
leaving mid-match; Game › Quit quits the program, after asking."""
from __future__ import annotations

import socket

from casino_desktop.net import net_sentences
from casino_desktop.qt.game.setup import HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.net.menu import HostedTable
from casino_desktop.qt.net import window as window_module
from casino_desktop.qt.net.dialog_parts import join_details
from tests.net.helpers import LOOPBACK
from tests.qt.net.helpers import seated_window

CODE = "HT4K9QXA"


def _table_with_a_joiner(qtbot):
    setup = GameSetup(seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(HUMAN)])
    table = HostedTable.new(setup, CODE, 0, "beginner", "Kitchen", announce=False, bind=LOOPBACK)
    host = seated_window(qtbot, table, "Ann", code=CODE, hosts=True, show=True)
    guest = seated_window(qtbot, table, "Bo", code=CODE, show=True)
    qtbot.waitUntil(lambda: host.controller.state is not None and guest.controller.state is not None, timeout=30_000)
    qtbot.waitUntil(lambda: [s.get("kind") for s in host.controller.seat_list] == ["host", "connected"],
                    timeout=30_000)
    return table, host, guest


def _port_free(port: int) -> bool:
    """Whether a table could listen on ``port`` again (as the host's does: with SO_REUSEADDR)."""
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((LOOPBACK, port))
            s.listen()
        except OSError:
            return False
    return True


def test_closing_the_hosts_window_asks_then_closes_the_table_for_everyone(qtbot, monkeypatch):
    table, host, guest = _table_with_a_joiner(qtbot)
    port = table.host.port
    assert host.windowTitle() == "Kitchen \u2014 Casino" == guest.windowTitle()
    # Game › Play Over the Network at a table: what this table needs.
    assert host.act_show_code.isVisible() and host.act_close_table.isVisible() and not host.act_leave_table.isVisible()
    assert guest.act_leave_table.isVisible() and not guest.act_show_code.isVisible()
    asked = []
    host.ask = lambda question: asked.append(question) or False
    host.close()
    # The whole menu path, not a bare "Host…" that reads as cut off (a stranger's play-test, 2026-12-05).
    assert asked == ["Bo is at your table: close it for everyone? You can resume the match later where it stopped "
                     "with Game \u203a Play Over the Network \u203a Host."]
    assert host.isVisible() and table.running(), "No keeps the table and its window"
    # Show the Join Code gives what the Host dialog gave: the code and where to join.
    shown = []
    monkeypatch.setattr(window_module.QMessageBox, "information", lambda _w, _t, text: shown.append(text))
    host._show_code()
    assert shown == [join_details(CODE, port)] and "HT4K-9QXA" in shown[0], shown
    host.ask = lambda question: True
    host.close()
    assert not host.isVisible() and not table.running() and _port_free(port)
    qtbot.waitUntil(lambda: any(str(net_sentences.HOST_CLOSED) in line for line in guest.side.log.log_lines()), timeout=30_000)
    log = guest.side.log.log_lines()
    assert not any("lost the connection" in line for line in log), "no computer played the host's seat: " + str(log)
    guest.close()


def test_a_joiner_is_asked_before_leaving_mid_match_and_quit_quits_the_program(qtbot):
    table, host, guest = _table_with_a_joiner(qtbot)
    main = MainWindow()
    qtbot.addWidget(main)
    main.show()
    asked = []
    guest.ask = lambda question: asked.append(question) or False
    guest.act_quit.trigger()   # Game › Quit in the joiner's table window
    assert asked == ["Leave the table in the middle of the match? Your seat is kept until you come back: a "
                     "computer player plays it while someone else is still at the table."]
    assert guest.isVisible() and main.isVisible() and host.isVisible(), "No: nothing closes"
    # Quit chosen in the main window: the table asks first; No keeps the main
    # window too (it closed first, and the table was left alone on screen).
    host.ask = lambda question: asked.append(question) or False
    main.act_quit.trigger()
    assert len(asked) == 2 and guest.isVisible() and main.isVisible() and host.isVisible(), "No: nothing closes"
    guest.ask = lambda question: True
    host.ask = lambda question: True
    guest.act_quit.trigger()
    assert not guest.isVisible() and not host.isVisible() and not main.isVisible()
    assert not table.running()


def test_the_host_can_give_the_seats_nobody_joined_to_computers_and_start(qtbot):
    setup = GameSetup(seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(HUMAN, name="Lisa")])
    table = HostedTable.new(setup, CODE, 0, "beginner", "Kitchen", announce=False, bind=LOOPBACK)
    host = seated_window(qtbot, table, "Ann", code=CODE, hosts=True)
    qtbot.waitUntil(host.act_fill_seats.isEnabled, timeout=30_000)   # Lisa has not come
    assert host.controller.state is None and host.act_fill_seats.isVisible()
    assert host.statusBar().currentMessage() == "Waiting for Lisa to join: the join code is HT4K-9QXA."
    host.act_fill_seats.trigger()
    qtbot.waitUntil(lambda: host.controller.state is not None, timeout=30_000)
    assert host.seat_list.lines()[1] == "Lisa: a computer player (Beginner)" and not host.act_fill_seats.isEnabled()
    host.close()


def test_a_joiner_who_leaves_is_said_to_have_left_not_to_have_lost_the_connection(qtbot):
    # Leaving on purpose read, at the host, like a network fault.
    table, host, guest = _table_with_a_joiner(qtbot)
    guest.ask = lambda question: True
    guest.close()
    left = "Bo left the table; a computer player (Beginner) plays for them until they return."
    qtbot.waitUntil(lambda: left in host.side.log.log_lines(), timeout=30_000)
    assert not any("lost the connection" in line for line in host.side.log.log_lines())
    qtbot.waitUntil(lambda: host.seat_list.lines()[1] == "Bo: left the table; a computer player (Beginner) plays "
                    "until they return", timeout=30_000)   # the seat list says so too, not "connection lost"
    host.ask = lambda question: True
    host.close()
    table.stop()


def test_a_net_bot_at_the_table_is_not_among_the_people_the_host_is_asked_about():
    from casino_desktop.qt.net.leaving import others_seated
    seats = [{"name": "Ann", "kind": "connected"}, {"name": "Bo", "kind": "connected"},
             {"name": "Robo", "kind": "bot"}]
    assert others_seated(seats, 0) == ["Bo"], "a program playing by itself is not a person to ask about"
