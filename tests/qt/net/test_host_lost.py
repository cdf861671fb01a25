"""A host whose connection ends without a word (its program killed with
kill -9, its computer gone) leaves more than a status line: the play log
says the connection was lost and the window keeps trying, once a loss,
not on each retry.  A host that said it closed the table said it already."""
from __future__ import annotations

import time

from casino_desktop.net import net_sentences
from casino_desktop.qt.net.table_words import HOST_LOST, HOST_SILENT
from casino_desktop.qt.net.window import NetWindow
from tests.net.helpers import kill_hard, start_host
from tests.qt.net.helpers import fed_window, seated_window

LOST = str(HOST_LOST)
SILENT = str(HOST_SILENT)


def _log_lines(window: NetWindow) -> list[str]:
    log = window.side.log
    return [log.item(i).text() for i in range(log.count())]


def test_a_host_killed_hard_is_said_in_the_log_once_while_the_window_keeps_trying(qtbot):
    host, port = start_host("--players", "2", "--computer", "1:beginner", "--seed", "3")
    try:
        net = seated_window(qtbot, None, "Ann", port=port)
        c = net.controller
        qtbot.waitUntil(lambda: c.state is not None and not c.steps and not c.busy, timeout=30_000)
    finally:
        kill_hard(host)                                # no goodbye from the host
    qtbot.waitUntil(lambda: c.away, timeout=30_000)
    assert "Waiting for the host" in net.statusBar().currentMessage()
    assert _log_lines(net)[-1] == LOST
    deadline = time.monotonic() + 3.0                  # a few retries (each a second apart at most)
    while time.monotonic() < deadline:
        qtbot.wait(100)
    assert c.away and _log_lines(net).count(LOST) == 1, "said once, not on each retry"
    net.close()


def test_a_host_that_said_it_closed_is_not_said_lost_and_a_second_loss_is_said_again(qtbot):
    net = fed_window(qtbot, 0, [])
    c = net.controller
    c._message({"type": "notice", "say": net_sentences.text_json(net_sentences.HOST_CLOSED)})
    c._away(True)
    assert LOST not in _log_lines(net) and _log_lines(net)[-1] == str(net_sentences.HOST_CLOSED)
    c._away(False)                                     # the host is back ...
    c._away(True)                                      # ... and gone again, without a word
    net._say_why_held()                                # the turn loop held: the status line again, not the log
    assert _log_lines(net).count(LOST) == 1 and _log_lines(net)[-1] == LOST
    net.close()


def test_a_host_gone_silent_is_said_as_silent_not_as_lost_and_once(qtbot):
    """The client takes a host not heard from for a minute as gone
    (``net.host_silence``) and says so before it says the host is away:
    the log reads that nothing came from the host, not that the connection
    was lost, and the window waits and dials again as after a loss."""
    net = fed_window(qtbot, 0, [])
    c = net.controller
    net.bridge.silent.emit()                           # what the client's watch tells, on the window's thread
    net.bridge.away.emit(True)
    lines = _log_lines(net)
    assert lines[-1] == SILENT and LOST not in lines and lines.count(SILENT) == 1
    assert c.away and net.stop_waiting.isVisibleTo(net)
    # The status line too: the host may have closed nothing, so the window is
    # not "waiting for the host to reopen the table".
    assert net.statusBar().currentMessage() == "Trying to reach the host again…"
    net.bridge.away.emit(False)                        # seated again
    assert not c.away
    net.bridge.away.emit(True)                         # then lost without a silence: said as lost
    assert _log_lines(net)[-1] == LOST and _log_lines(net).count(SILENT) == 1
    assert net.statusBar().currentMessage() == "Waiting for the host to reopen the table…"
    net.close()
