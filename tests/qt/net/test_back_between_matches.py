"""A guest back at a network table between two matches, in the windows:
whether she quit the finished table and joins again, or her connection
dropped and her window came back by itself, she sees the finished match as
it ended (its table, its score sheet and its winner) and a line saying the
host deals the next match; when the host deals, her window follows."""
from __future__ import annotations

import pytest

from casino_desktop.net import net_sentences
from casino_desktop.qt.translate import say
from tests.qt.net.test_next_match_window import at_match_end, seated_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support (propagateSizeHints|raise)")]


def _winner_lines(w) -> list:
    return [line for line in w.side.log.log_lines() if " the match with " in line]


def _follows_the_next_deal(qtbot, table, host, guest) -> None:
    host.start_game()
    qtbot.waitUntil(lambda: guest.controller.state is not None and not guest.controller.state.is_over, timeout=30_000)
    assert guest.rounds.dialog is None, "the finished match's sheet went with it"
    assert guest.controller.state.round_results == [], "the new match's score sheet starts empty"
    qtbot.waitUntil(lambda: say(net_sentences.NEW_MATCH_DEALT) in guest.side.log.log_lines(), timeout=10_000)


def test_a_guest_who_quit_the_finished_table_and_joins_again_sees_it_and_follows_the_next_deal(qtbot, request):
    told: list = []
    table, host, guest = at_match_end(qtbot, request, told)
    seat, settings = guest.controller.me, guest.settings
    scores = list(guest.controller.state.match_scores)
    guest.ask = lambda question: True
    guest.rounds.dialog.quit_game.emit()           # the score sheet's Quit
    qtbot.waitUntil(lambda: not guest.isVisible())
    qtbot.waitUntil(lambda: table.host.seats[seat].conn is None, timeout=10_000)
    back = seated_window(qtbot, table, "Bo", False, told, settings)   # Join… again, before the host deals
    qtbot.waitUntil(lambda: back.rounds.dialog is not None, timeout=30_000)
    assert back.controller.me == seat and back.controller.state.is_over
    assert back.controller.state.match_scores == scores, "the match as it ended"
    assert len(back.controller.state.round_results) == len(table.host.state.round_results), "its whole score sheet"
    qtbot.waitUntil(lambda: say(net_sentences.NEXT_MATCH_WAITS) in back.side.log.log_lines(), timeout=10_000)
    assert len(_winner_lines(back)) == 1, back.side.log.log_lines()
    _follows_the_next_deal(qtbot, table, host, back)


def test_a_guest_whose_connection_drops_between_matches_keeps_the_finished_match_and_follows(qtbot, request):
    told: list = []
    table, host, guest = at_match_end(qtbot, request, told)
    seat = guest.controller.me
    conn = table.host.seats[seat].conn
    dealt: list = []
    guest.controller.next_match.connect(lambda: dealt.append(True))
    table.loop.call_soon_threadsafe(conn.close)     # the connection drops; her window reconnects by itself
    qtbot.waitUntil(lambda: say(net_sentences.NEXT_MATCH_WAITS) in guest.side.log.log_lines(), timeout=30_000)
    assert table.host.seats[seat].conn not in (None, conn), "back at her own seat"
    qtbot.waitUntil(lambda: bool(_winner_lines(guest)), timeout=10_000)   # the table laid out again says its end
    assert guest.controller.state.is_over and guest.rounds.dialog is not None, "the finished match and its sheet"
    assert dealt == [], "no new match was dealt: the same one, come back to"
    assert len(_winner_lines(guest)) == 1, guest.side.log.log_lines()
    assert not guest.table_left
    _follows_the_next_deal(qtbot, table, host, guest)
