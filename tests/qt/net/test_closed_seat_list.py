"""A guest's seat list once the host has closed the table: it says the host
closed it, not that the others are unknown while the connection is lost
(which stays the words for the other seats when a host went without a
word; the host's own seat is said to be out of reach: stranger 25)."""
from __future__ import annotations

import pytest

from casino_desktop.ai.levels import level_label
from casino_desktop.net import net_sentences
from casino_desktop.qt.net.window import NetWindow
from tests.qt.net.helpers import TABLE, fed_window

pytestmark = [pytest.mark.gui]

SEATS = [{"name": "Anna", "kind": "host"}, {"name": "Citra", "kind": "human"}]


def _guest(qtbot) -> NetWindow:
    return fed_window(qtbot, 1, SEATS)


def _host_line(net: NetWindow) -> str:
    return net.seat_list.lines()[0]


def test_a_host_that_closed_the_table_mid_match_is_listed_as_having_closed_it(qtbot):
    net = _guest(qtbot)
    assert _host_line(net) == "Anna: hosts the table"
    net.controller._message({"type": "notice", "say": net_sentences.text_json(net_sentences.HOST_CLOSED)})
    net.controller._away(True)
    assert _host_line(net) == "Anna: closed the table"
    assert net.seat_list.lines()[1] == "Citra: you, at this computer"
    net.controller._away(False)                    # the host opened it again: its list says who is there
    net.controller._message({"type": "seats", "seats": SEATS})
    assert _host_line(net) == "Anna: hosts the table"
    net.controller._away(True)                     # gone again without a word: the others not known
    assert _host_line(net) == "Anna: hosts the table, which cannot be reached at the moment"
    assert net.seat_list.lines()[1] == "Citra: you, at this computer"
    net.close()


def test_a_table_closed_after_its_match_lists_the_host_as_having_closed_it(qtbot):
    net = _guest(qtbot)
    net.controller._ended({"scores": []})           # the match's summary, then the table closed
    assert _host_line(net) == "Anna: closed the table"


def test_the_other_seats_after_the_host_closed_the_table_mid_match_are_kept(qtbot):
    """The log says "If the host opens it again, your program takes your
    seat back"; the list said of the others, whose seats are kept the same
    way, "no longer seated" (stranger 10, 2)."""
    seats = [SEATS[0], {"name": "Citra", "kind": "dropped", "level": "casual"}, {"name": "Dag", "kind": "human"},
             {"name": "East", "kind": "computer", "level": "skilled"}]
    net = fed_window(qtbot, 2, seats, dict(TABLE, players=4, partnerships=True), instant=False)
    c = net.controller
    c._message({"type": "notice", "say": net_sentences.text_json(net_sentences.HOST_CLOSED)})
    c._away(True)
    assert net.seat_list.lines()[1:] == ["Citra: their seat is kept until the host opens the table again",
                                         "Dag: you, at this computer",
                                         f"East: a computer player ({level_label('skilled')})"]


def test_the_other_seats_after_the_table_closed_after_its_match_are_no_longer_seated(qtbot):
    net = fed_window(qtbot, 2, SEATS + [{"name": "Dag", "kind": "human"}], dict(TABLE, players=3), instant=False)
    net.controller._ended({"scores": []})
    assert net.seat_list.lines()[1] == "Citra: no longer seated: the host closed the table"


def test_a_host_list_of_more_seats_than_the_table_has_is_not_laid_out(qtbot):
    """A host's list of 18,000 seats fits in its largest message, and took
    the guest's window a second to lay out, each time it was sent."""
    net = _guest(qtbot)
    crowd = [{"name": "Bo", "kind": "human"}] * 18_000
    net.controller._message({"type": "seats", "seats": crowd})
    assert net.seat_list.lines() == ["Anna: hosts the table", "Citra: you, at this computer"]
    net.controller._message({"type": "seats", "seats": crowd[:1] + SEATS[1:]})  # a table's own list still counts
    assert net.seat_list.lines() == ["Bo: joined and connected", "Citra: you, at this computer"]


def test_longer_lines_wrap_in_the_panel_rather_than_widen_it(qtbot):
    """At 1024x768 the Indonesian guest's felt lost 70 px when the host closed
    the table: the list's longer lines asked the side panel for their width
    (stranger 10, 4)."""
    from casino_desktop.qt.net.seat_list import SeatList
    seats = SEATS + [{"name": "Dag", "kind": "human"}]
    short = SeatList()
    qtbot.addWidget(short)
    short.show_seats(seats, 1)
    long = SeatList()
    qtbot.addWidget(long)
    long.show_seats(seats, 1, host_lost=True, closed=True, kept=True)
    assert len(max(long.lines(), key=len)) > len(max(short.lines(), key=len)) + 20
    assert long.sizeHint().width() <= short.sizeHint().width()


def test_a_player_not_back_at_a_resumed_table_is_not_said_to_have_lost_her_connection():
    """netsheet 39: the host resumed, and Bo has not rejoined yet: his seat
    says so, as the log does; a host that does not send ``not_back`` (an
    older one), or a real drop, still reads "connection lost"."""
    from casino_desktop.qt.net.seat_list import seat_line
    not_back = {"name": "Bo", "kind": "dropped", "level": "casual", "not_back": True}
    assert seat_line(not_back, 1, 0) == \
        "Bo: not back at the table yet; a computer player (Casual) plays until they return"
    dropped = {"name": "Bo", "kind": "dropped", "level": "casual"}
    assert seat_line(dropped, 1, 0).startswith("Bo: connection lost;")


def test_a_host_gone_without_a_word_is_listed_as_out_of_reach_and_the_others_as_not_known(qtbot):
    """Stranger 25: while the host's laptop slept, a guest's list said of the
    host herself that she was "not known while the connection to the host
    is lost"."""
    seats = [SEATS[0], {"name": "Citra", "kind": "human"}, {"name": "Dag", "kind": "human"}]
    net = fed_window(qtbot, 2, seats, dict(TABLE, players=3))
    net.controller._away(True)
    assert net.seat_list.lines() == ["Anna: hosts the table, which cannot be reached at the moment",
                                     "Citra: not known while the connection to the host is lost",
                                     "Dag: you, at this computer"]
    net.close()
