"""A network table after its match, second round of fixes: the host's New
Game in the menu, toolbar and keys (the score sheet closed with Escape); a
language change that does not say the winner twice; a guest who quits the
finished table keeps her seat for the next match; whole menu paths, said
once; the host's own news in the second person."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence

from casino_desktop.net import auth, net_sentences
from casino_desktop.qt.net import comeback, relanguage
from casino_desktop.qt.translate import say
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.net.menu import HostedTable
from casino_desktop.qt.net.window import NetWindow
from shiboken6 import isValid
from tests.net.helpers import CODE
from casino_desktop.net.match_file import REMOTE, SeatPlan
from tests.net.helpers import LOOPBACK
from tests.net.test_next_match import finished_host
from tests.qt.net.test_next_match_window import at_match_end, own_settings, seated_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support (propagateSizeHints|raise)")]


def _new_match_in(qtbot, windows) -> None:
    for w in windows:
        qtbot.waitUntil(lambda w=w: w.controller.state is not None and not w.controller.state.is_over, timeout=30_000)


def test_the_hosts_new_game_in_menu_toolbar_and_keys_deals_the_next_match_after_escape(qtbot, request):
    told: list = []
    table, host, guest = at_match_end(qtbot, request, told)
    assert not guest.act_new.isVisible(), "a guest's window does not deal"
    host.rounds.dialog.reject()                    # the sheet closed with Escape (or its close box)
    qtbot.waitUntil(lambda: host.rounds.dialog is None or not host.rounds.dialog.isVisible())
    assert host.act_new.isVisible() and host.act_new.isEnabled()
    assert host.act_new in host.toolbar.bar.actions()
    old = table.host.record.match_id
    assert QKeySequence("Ctrl+N") in host.act_new.shortcuts()
    host.act_new.trigger()                         # as the menu, the toolbar and Ctrl+N do
    _new_match_in(qtbot, (host, guest))
    assert table.host.record.match_id != old and told == []
    assert not host.act_new.isEnabled(), "mid-match New Game would throw the match away: not offered"
    qtbot.waitUntil(lambda: say(net_sentences.NEW_MATCH_DEALT) in guest.side.log.log_lines(), timeout=10_000)
    qtbot.waitUntil(lambda: say(net_sentences.YOU_DEALT) in host.side.log.log_lines(), timeout=10_000)
    assert say(net_sentences.NEW_MATCH_DEALT) not in host.side.log.log_lines(), "not 'the host' to the host"


def _winner_lines(w) -> list:
    return [line for line in w.side.log.log_lines() if " the match with " in line]


def _unowned_window(request, table, name: str, hosted: bool):
    """A table's window qtbot does not close: a language change closes and deletes it."""
    w = NetWindow(own_settings())
    request.addfinalizer(lambda: isValid(w) and w.close())
    w.inform = lambda text: None
    if hosted:
        table.setParent(w)
        w.destroyed.connect(table.stop)
        w.hold(table)
    w.join(LOOPBACK, table.host.port, CODE, name)
    w.show()
    return w


@pytest.mark.parametrize("sheet_open", [True, False])
def test_a_language_change_at_the_match_end_says_the_winner_once(qtbot, request, sheet_open):
    table = HostedTable(finished_host(stay_open=False, plans=[SeatPlan(REMOTE, "beginner"), SeatPlan(REMOTE, "beginner")]),
                        0, bind=LOOPBACK)
    request.addfinalizer(table.stop)
    host, guest = _unowned_window(request, table, "Ann", True), _unowned_window(request, table, "Bo", False)
    for w in (host, guest):   # at the player's own pace (not "instant"): the end is said once the cards land
        qtbot.waitUntil(lambda w=w: w.rounds.dialog is not None, timeout=30_000)
        assert len(_winner_lines(w)) == 1, w.side.log.log_lines()
    if not sheet_open:
        guest.rounds.dialog.reject()
    new = [relanguage.remake(host), relanguage.remake(guest)]
    request.addfinalizer(lambda: [w.close() for w in new if isValid(w)])
    qtbot.wait(1500)
    for w in new:
        assert len(_winner_lines(w)) == 1, w.side.log.log_lines()
    assert (new[1].rounds.dialog is not None) == sheet_open, "the sheet again only if it was open"


def test_a_guest_who_quits_the_finished_table_takes_her_seat_back_in_the_next_match(qtbot, request):
    told: list = []
    main = MainWindow(settings=own_settings())      # her seat kept from the start, as Join… keeps it
    qtbot.addWidget(main)
    table, host, guest = at_match_end(qtbot, request, told, main)
    seat, settings = guest.controller.me, guest.settings
    guest.ask = lambda question: True
    guest.rounds.dialog.quit_game.emit()           # the score sheet's Quit
    qtbot.waitUntil(lambda: not guest.isVisible())
    qtbot.waitUntil(lambda: table.host.seats[seat].conn is None, timeout=10_000)
    host.start_game()                              # the host deals the next match: a computer plays for her
    qtbot.waitUntil(lambda: not table.host.state.is_over, timeout=10_000)
    kept = comeback.kept_seat(settings)
    assert kept == (f"{LOOPBACK}:{table.host.port}", auth.normalize_code(CODE)), "her Join… is filled in with the table and its code"
    back = seated_window(qtbot, table, "Bo", False, told, settings)   # as Join… joins the kept table
    qtbot.waitUntil(lambda: back.controller.state is not None and not back.controller.state.is_over, timeout=30_000)
    assert back.controller.me == seat and table.host.seats[seat].conn is not None, "her own seat, not a new one"
