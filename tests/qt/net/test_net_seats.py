"""The host's window lists who sits at the table as people join, leave, drop
and come back (a guest's list says who hosts); a window whose host allows no hints offers neither Hint nor the
coach."""
from __future__ import annotations

from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.net.dialogs import HostDialog
from casino_desktop.qt.net.menu import HostedTable
from casino_desktop.qt.net.window import NetWindow
from tests.net.helpers import LOOPBACK, kill_hard, start_bot
from tests.qt.net.helpers import autoplay, seated_window

CODE = "HT4K9QXA"


def _table(hints: bool = True) -> HostedTable:
    setup = GameSetup(players=3, seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(HUMAN), SeatSetup(COMPUTER, "beginner")])
    table = HostedTable.new(setup, CODE, 0, "beginner", "Kitchen", announce=False, bind=LOOPBACK, hints=hints)
    assert table.failed is None
    return table


def _window(qtbot, table: HostedTable, name: str, hosted: bool = False) -> NetWindow:
    # Each player's own settings, as on their own computer (a shared one would hold one seat token for both).
    return seated_window(qtbot, table, name, code=CODE, hosts=hosted)


def test_the_host_dialog_allows_hints_unless_the_host_says_no(qtbot):
    dialog = HostDialog()
    qtbot.addWidget(dialog)
    assert dialog.hints.isChecked() and "hints" in dialog.hints.text()


def test_the_hosts_window_lists_who_has_joined_dropped_and_come_back(qtbot):
    table = _table()
    host = _window(qtbot, table, "Ann", hosted=True)
    qtbot.waitUntil(lambda: len(host.seat_list.lines()) == 3 and "waiting for a player" in host.seat_list.lines()[1],
                    timeout=30_000)
    assert host.seat_list.lines() == ["Ann: you, at this computer", "West: waiting for a player to join",
                                      "East: a computer player (Beginner)"]
    guest = _window(qtbot, table, "Bo")
    qtbot.waitUntil(lambda: host.seat_list.lines()[1] == "Bo: joined and connected", timeout=30_000)
    qtbot.waitUntil(lambda: guest.controller.state is not None, timeout=30_000)
    assert guest.seat_list.lines()[1] == "Bo: you, at this computer"
    # The host's seat in a guest's list: she hosts it (she did not "join").
    qtbot.waitUntil(lambda: guest.seat_list.lines()[0] == "Ann: hosts the table", timeout=30_000)
    assert host.controller.names[1] == "Bo" and guest.controller.names[0] == "Ann"
    guest.close()                                      # Bo leaves: said as he chose it, as the log says it
    qtbot.waitUntil(lambda: "left the table" in host.seat_list.lines()[1], timeout=30_000)
    assert host.seat_list.lines()[1] == "Bo: left the table; a computer player (Beginner) plays until they return"
    token = guest.bridge.client.session.token
    back = NetWindow()
    qtbot.addWidget(back)
    back.bridge.join(LOOPBACK, table.host.port, CODE, "Bo", token)
    qtbot.waitUntil(lambda: host.seat_list.lines()[1] == "Bo: joined and connected", timeout=30_000)
    for w in (back, host):
        w.close()
    table.stop()


def test_a_net_bot_at_the_table_is_listed_as_a_computer_player_not_a_person(qtbot):
    table = _table()
    host = _window(qtbot, table, "Ann", hosted=True)
    autoplay(host)                                        # Ann plays on, so the bot's turns come
    bot = start_bot(table.host.port, "--name", "Robo", "--level", "beginner", code=CODE)
    try:
        qtbot.waitUntil(lambda: len(host.seat_list.lines()) == 3 and host.seat_list.lines()[1].startswith("Robo"),
                        timeout=60_000)
        assert host.seat_list.lines()[1] == "Robo: a computer player that joined over the network"
    finally:
        kill_hard(bot)
    qtbot.waitUntil(lambda: "connection lost" in host.seat_list.lines()[1], timeout=30_000)
    host.close()
    table.stop()


def test_a_window_whose_host_allows_no_hints_offers_neither_hint_nor_coach(qtbot):
    table = _table(hints=False)
    host = _window(qtbot, table, "Ann", hosted=True)
    autoplay(host)                                        # Ann plays on, so Bo's turn comes
    guest = _window(qtbot, table, "Bo")
    qtbot.waitUntil(lambda: guest.controller.state is not None and host.controller.state is not None, timeout=30_000)
    assert not guest.hints_on and not guest.coach.act_coach.isEnabled() and not guest.coach.is_on()
    assert guest.seat_list.note.text() == "The host has turned hints and the coach off for this table."
    assert guest.seat_list.note.isVisibleTo(guest) and not host.seat_list.note.isVisibleTo(host)
    guest.coach.act_coach.setChecked(True)
    assert not guest.coach.is_on(), "a saved coach setting does not bring it back here"
    qtbot.waitUntil(lambda: guest.controller.state.to_move == guest.controller.me and not guest.controller.busy,
                    timeout=60_000)
    guest.aids.update()
    assert not guest.act_hint.isEnabled()
    asked = []
    real = guest.controller.aids.ask_hint
    guest.controller.aids.ask_hint = lambda: asked.append(1) or real()
    guest.act_hint.trigger()
    guest.aids.ask_hint()                                # a key or a stale button, past the disabled action
    assert asked == [] and "not allow hints" in guest.act_hint.statusTip()
    assert host.hints_on, "the host's own window keeps its aids"
    for w in (guest, host):
        w.close()
    table.stop()
