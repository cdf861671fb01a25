"""A network table after its match, in the windows: the host's New Game
(the score sheet's, the menu's, the toolbar's, its keys, after Escape)
deals the next match at the same table and every window follows; a
joining player's New Game says the host deals it; a table closed after its
match is said to be closed, and the seat kept to come back to no longer is;
a language change at the match's end says the winner once; a guest who
quits the finished table keeps her seat for the next match, and one back
before the host deals (joined again, or her connection back by itself) sees
the finished match as it ended and a line that the host deals the next;
the host's own news in the second person."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence

from casino_desktop.net import auth, net_sentences
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.net import comeback, relanguage
from casino_desktop.qt.net.table_words import HOST_DEALS, table_gone
from casino_desktop.qt.translate import say
from shiboken6 import isValid
from tests.net.helpers import CODE, LOOPBACK
from tests.qt.net.helpers import at_match_end, finished_table, own_settings, seated_window, winner_lines

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support (propagateSizeHints|raise)")]


def _new_match_in(qtbot, windows) -> None:
    for w in windows:
        qtbot.waitUntil(lambda w=w: w.controller.state is not None and not w.controller.state.is_over, timeout=30_000)


def _quit_the_finished_table(qtbot, table, guest) -> int:
    """The guest quits the finished table with its score sheet's Quit; her seat."""
    seat = guest.controller.me
    guest.ask = lambda question: True
    guest.rounds.dialog.quit_game.emit()
    qtbot.waitUntil(lambda: not guest.isVisible())
    qtbot.waitUntil(lambda: table.host.seats[seat].conn is None, timeout=10_000)
    return seat


def test_the_hosts_new_game_deals_the_next_match_and_the_guest_follows(qtbot, request):
    told: list = []
    table, host, guest = at_match_end(qtbot, request, told)
    guest.start_game()
    assert told == [say(HOST_DEALS)], "the guest is told who deals, not left with a button that does nothing"
    # Her New Game… (stranger 17: it did nothing, without a word), were it pressed.
    guest.new_game_dialog()
    assert told == [say(HOST_DEALS)] * 2
    # No score sheet at a table offers New Game…: the host's dealt the same
    # match again, as Play Again does; another game is another table.
    for w in (host, guest):
        assert w.rounds.dialog.primary.isVisible() and not w.rounds.dialog.choose_button.isVisible()
    old = table.host.record.match_id
    host.start_game()
    for w in (host, guest):
        _new_match_in(qtbot, (w,))
        assert w.rounds.dialog is None, "the finished match's sheet went with it"
        assert w.controller.state.round_results == [], "the new match's score sheet starts empty"
    assert table.host.record.match_id != old and table.running()
    qtbot.waitUntil(lambda: say(net_sentences.NEW_MATCH_DEALT) in guest.side.log.log_lines(), timeout=10_000)
    assert comeback.kept_seat(guest.settings) is not None, "the guest's seat is kept again while the new match goes on"


def test_a_table_closed_after_its_match_is_said_closed_and_its_seat_no_longer_kept(qtbot, request):
    told: list = []
    main = MainWindow(settings=own_settings())
    qtbot.addWidget(main)
    main.show()
    table, host, guest = at_match_end(qtbot, request, told, main)
    # The match is over: the start's sentence that the seat is kept is no longer so.
    assert not any("is kept while its match goes on" in line for line in main.side.log.log_lines())
    assert not any("is kept" in str(note.text) for note in main.said_at_start + main.comeback.notes)
    assert "is kept" not in main.statusBar().currentMessage()
    # ...but the seat itself is kept while the table is open: the host may deal the next match to it.
    assert comeback.kept_seat(guest.settings) is not None
    host.close()                                   # the host closes the finished match's table
    qtbot.waitUntil(lambda: guest.table_left, timeout=30_000)
    assert say(net_sentences.CLOSED_AFTER_MATCH) in guest.side.log.log_lines()
    assert not any("joined and connected" in line for line in guest.seat_list.lines()), guest.seat_list.lines()
    guest.start_game()
    assert told == [say(table_gone())] and "Play Over the Network" in told[0]
    assert comeback.kept_seat(guest.settings) is None


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


@pytest.mark.parametrize("sheet_open", [True, False])
def test_a_language_change_at_the_match_end_says_the_winner_once(qtbot, request, sheet_open):
    table = finished_table(request)
    # Windows qtbot does not close (a language change closes and deletes them), at
    # the player's own pace (not "instant"): the end is said once the cards land.
    host = seated_window(qtbot, table, "Ann", holds=True, told=[], instant=False, show=True, request=request)
    guest = seated_window(qtbot, table, "Bo", told=[], instant=False, show=True, request=request)
    for w in (host, guest):
        qtbot.waitUntil(lambda w=w: w.rounds.dialog is not None, timeout=30_000)
        assert len(winner_lines(w)) == 1, w.side.log.log_lines()
    if not sheet_open:
        guest.rounds.dialog.reject()
    new = [relanguage.remake(host), relanguage.remake(guest)]
    request.addfinalizer(lambda: [w.close() for w in new if isValid(w)])
    qtbot.wait(1500)
    for w in new:
        assert len(winner_lines(w)) == 1, w.side.log.log_lines()
    assert (new[1].rounds.dialog is not None) == sheet_open, "the sheet again only if it was open"


def test_a_guest_who_quits_the_finished_table_takes_her_seat_back_in_the_next_match(qtbot, request):
    told: list = []
    main = MainWindow(settings=own_settings())      # her seat kept from the start, as Join… keeps it
    qtbot.addWidget(main)
    table, host, guest = at_match_end(qtbot, request, told, main)
    settings = guest.settings
    seat = _quit_the_finished_table(qtbot, table, guest)
    # Nothing is played for her while the match is over (the host's list said
    # a computer played for her: stranger 19); once the next is dealt, one does.
    qtbot.waitUntil(lambda: host.seat_list.lines()[seat] == "Bo: left the table", timeout=10_000)
    host.start_game()                              # the host deals the next match: a computer plays for her
    qtbot.waitUntil(lambda: not table.host.state.is_over, timeout=10_000)
    qtbot.waitUntil(lambda: host.seat_list.lines()[seat].startswith("Bo: left the table; a computer player"),
                    timeout=10_000)
    kept = comeback.kept_seat(settings)
    assert kept == (f"{LOOPBACK}:{table.host.port}", auth.normalize_code(CODE)), "her Join… is filled in with the table and its code"
    back = seated_window(qtbot, table, "Bo", settings=settings, told=told, show=True)   # as Join… joins the kept table
    _new_match_in(qtbot, (back,))
    assert back.controller.me == seat and table.host.seats[seat].conn is not None, "her own seat, not a new one"


def _said_in_order(qtbot, guest) -> None:
    """The finished match's result, then that the host deals the next: the
    order things happened in (the notice came while the table was laid out,
    and was said before the result the table said once it was)."""
    waits = say(net_sentences.NEXT_MATCH_WAITS)
    qtbot.waitUntil(lambda: waits in guest.side.log.log_lines() and bool(winner_lines(guest)), timeout=30_000)
    lines = guest.side.log.log_lines()
    assert len(winner_lines(guest)) == 1, lines
    assert lines.index(winner_lines(guest)[0]) < lines.index(waits), lines


def _follows_the_next_deal(qtbot, host, guest) -> None:
    host.start_game()
    _new_match_in(qtbot, (guest,))
    assert guest.rounds.dialog is None, "the finished match's sheet went with it"
    assert guest.controller.state.round_results == [], "the new match's score sheet starts empty"
    qtbot.waitUntil(lambda: say(net_sentences.NEW_MATCH_DEALT) in guest.side.log.log_lines(), timeout=10_000)


def test_a_guest_who_quit_the_finished_table_and_joins_again_sees_it_and_follows_the_next_deal(qtbot, request):
    told: list = []
    table, host, guest = at_match_end(qtbot, request, told)
    settings, scores = guest.settings, list(guest.controller.state.match_scores)
    seat = _quit_the_finished_table(qtbot, table, guest)
    back = seated_window(qtbot, table, "Bo", settings=settings, told=told, show=True)   # Join… again, before the host deals
    qtbot.waitUntil(lambda: back.rounds.dialog is not None, timeout=30_000)
    assert back.controller.me == seat and back.controller.state.is_over
    assert back.controller.state.match_scores == scores, "the match as it ended"
    assert len(back.controller.state.round_results) == len(table.host.state.round_results), "its whole score sheet"
    _said_in_order(qtbot, back)
    _follows_the_next_deal(qtbot, host, back)


def test_a_guest_whose_connection_drops_between_matches_keeps_the_finished_match_and_follows(qtbot, request):
    told: list = []
    table, host, guest = at_match_end(qtbot, request, told)
    seat = guest.controller.me
    conn = table.host.seats[seat].conn
    dealt: list = []
    guest.controller.next_match.connect(lambda: dealt.append(True))
    table.loop.call_soon_threadsafe(conn.close)     # the connection drops; her window reconnects by itself
    _said_in_order(qtbot, guest)                    # the table laid out again says its end, then the notice
    assert table.host.seats[seat].conn not in (None, conn), "back at her own seat"
    assert guest.controller.state.is_over and guest.rounds.dialog is not None, "the finished match and its sheet"
    assert dealt == [], "no new match was dealt: the same one, come back to"
    assert not guest.table_left
    _follows_the_next_deal(qtbot, host, guest)
