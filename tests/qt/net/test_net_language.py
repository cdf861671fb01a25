"""View › Language while a network table is open: the table's window is
made again in the new language, whole (menus, the panel, the log, the
score table), as the main window is, and keeps its seat: the same
connection, the host's table in the host's window, the match going on."""
from __future__ import annotations

import pytest
from shiboken6 import isValid

from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.language_switch import change_language
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.net import menu
from casino_desktop.qt.net.menu import HostedTable
from casino_desktop.qt.net.window import NetWindow
from tests.net.helpers import LOOPBACK
from tests.qt.net.helpers import autoplay, own_settings, seated_window
from tests.qt.pseudo_locale import untranslated

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support (propagateSizeHints|raise)")]

CODE = "HT4K9QXA"
TYPED = ("Ann", "Bo", "Kitchen")  # names people typed: never translated


def _at_table(qtbot, request, table: HostedTable, name: str, hosted: bool) -> NetWindow:
    """A window at ``table`` (the host's holds it, as Host… gives it), kept among the open tables."""
    w = seated_window(qtbot, table, name, code=CODE, holds=hosted, request=request)
    w.resize(1024, 740)
    menu._keep(None, w)
    w.show()
    w.act_panel.setChecked(True)
    return w


def _main_and_table(request, seats: list) -> tuple[MainWindow, HostedTable]:
    """The main window with a local match on, and a table hosted here with ``seats``."""
    table = HostedTable.new(GameSetup(players=len(seats), seats=seats), CODE, 0, "beginner", "Kitchen",
                            announce=False, bind=LOOPBACK)
    request.addfinalizer(table.stop)
    main = MainWindow(GameSetup(), settings=own_settings())
    main.set_speed_quietly("instant")
    main.show()
    main.start_game()
    return main, table


def _still(w: NetWindow) -> bool:
    c = w.controller
    return c.state is not None and not c.steps and not c.busy


def test_a_language_change_makes_an_open_tables_window_again_whole_and_keeps_its_seat(qtbot, request,
                                                                                      pseudo_as_a_language):
    main, table = _main_and_table(request, [SeatSetup(HUMAN, name="Ann"), SeatSetup(HUMAN), SeatSetup(COMPUTER, "beginner")])
    host = _at_table(qtbot, request, table, "Ann", hosted=True)
    guest = _at_table(qtbot, request, table, "Bo", hosted=False)
    for w in (host, guest):
        autoplay(w)
    qtbot.waitUntil(lambda: len(table.host.record.moves) >= 3 and _still(host) and _still(guest), timeout=60_000)
    old = {w.controller.me: w for w in (host, guest)}
    log_length = {me: len(w.side.log.log_lines()) for me, w in old.items()}

    new_main = change_language(main, "xx")
    request.addfinalizer(lambda: [w.close() for w in [new_main, *menu.OPEN_TABLES] if isValid(w)])
    tables = {w.controller.me: w for w in menu.OPEN_TABLES}
    assert sorted(tables) == sorted(old) and not set(tables.values()) & set(old.values())
    qtbot.waitUntil(lambda: not any(isValid(w) for w in old.values()))  # the old windows are gone, not hidden
    for me, w in tables.items():
        qtbot.waitUntil(lambda w=w: _still(w), timeout=30_000)
        assert untranslated(w, TYPED) == [], "menus, toolbar, panel, score table, log: all in the new language"
        assert w.menuBar().actions()[0].text().startswith("⟦")
        assert w.side.scores.horizontalHeaderItem(me).text().startswith("⟦"), "the seat's own column: You"
        assert len(w.side.log.log_lines()) >= log_length[me], "the play log kept, said again"
        assert w.bridge.client is not None and w.controller.bridge is w.bridge
    assert tables[0].hosted is table and table.running() and table.parent() is tables[0]
    moves = len(table.host.record.moves)
    for w in tables.values():
        autoplay(w)
        w.controller.advance()  # whose turn it is now, to the new window's autoplay
    qtbot.waitUntil(lambda: len(table.host.record.moves) >= moves + 3, timeout=60_000)  # the match goes on


def test_a_table_still_waiting_for_its_players_changes_language_and_starts_in_the_new_one(qtbot, request,
                                                                                         pseudo_as_a_language):
    main, table = _main_and_table(request, [SeatSetup(HUMAN, name="Ann"), SeatSetup(HUMAN)])
    host = _at_table(qtbot, request, table, "Ann", hosted=True)
    qtbot.waitUntil(lambda: len(host.seat_list.lines()) == 2, timeout=30_000)
    new_main = change_language(main, "xx")
    request.addfinalizer(lambda: [w.close() for w in [new_main, *menu.OPEN_TABLES] if isValid(w)])
    (new,) = menu.OPEN_TABLES
    assert new is not host and new.controller.state is None and new.hosted is table
    assert untranslated(new, TYPED) == []
    assert new.statusBar().currentMessage().startswith("⟦"), "the table still says whom it waits for"
    assert new.act_fill_seats.isEnabled() and new.act_close_table.isVisible()
    guest = _at_table(qtbot, request, table, "Bo", hosted=False)
    qtbot.waitUntil(lambda: new.controller.state is not None and guest.controller.state is not None, timeout=30_000)
    assert new.side.scores.columnCount() == 2 and untranslated(new, TYPED) == []
