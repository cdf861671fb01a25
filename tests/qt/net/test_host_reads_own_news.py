"""The table tells every seat what its host did; the host's own window says
it in the second person.  After a resume the Spanish host read "El
anfitrión reanudó la partida donde se quedó." of herself (stranger 10, 3)."""
from __future__ import annotations

import pytest

from casino_desktop.net import net_sentences
from casino_desktop.qt.translate import say
from tests.qt.net.helpers import fed_window

pytestmark = [pytest.mark.gui]

SEATS = [{"name": "Carmen", "kind": "host"}, {"name": "Sven", "kind": "connected"}]


def _last_line_after(net, sentence) -> str:
    net.controller._message({"type": "notice", "say": net_sentences.text_json(sentence)})
    return net.side.log.log_lines()[-1]


@pytest.mark.parametrize("told, own", [
    (net_sentences.HOST_RESUMED, net_sentences.YOU_RESUMED),
    (net_sentences.NEW_MATCH_DEALT, net_sentences.YOU_DEALT),
])
def test_the_host_reads_what_she_did_as_her_own(qtbot, told, own):
    host = fed_window(qtbot, 0, SEATS)
    host.hosted = object()   # this window opened the table (``menu.host_table``)
    assert _last_line_after(host, told) == say(own)
    host.hosted = None       # no table to close as the window goes
    guest = fed_window(qtbot, 1, SEATS)
    assert _last_line_after(guest, told) == say(told)
