"""What a window says when a host's program sends what this program cannot
read (another version's, or a defect's), and what the host's own window
says of a player's program that does: one sentence each, where the
table's other news is, not a silent wait."""
from __future__ import annotations

import json
import socket

import pytest

from casino_desktop.core import make_rules, new_game
from casino_desktop.core.templates import fill
from casino_desktop.net import net_sentences
from casino_desktop.net.views import seat_view
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.net.menu import HostedTable
from casino_desktop.qt.net.window import NetWindow
from casino_desktop.qt.translate import say
from tests.net.fake_host import BEFORE_WELCOME, line, round_over, state
from tests.net.helpers import CODE, LOOPBACK
from tests.qt.net.helpers import ScriptedHostThread, ini_settings, join_dialog

# Well under the window's patience with a host that is away (five minutes):
# a window that retried in silence would still be waiting.
BOUND_MS = 20_000
TABLE = {"variant": "casino", "options": {}, "players": 2, "partnerships": False, "hints": True}


def _log_lines(window: NetWindow) -> list[str]:
    log = window.side.log
    return [log.item(i).text() for i in range(log.count())]


def test_a_seated_player_reads_why_the_window_left_the_table(qtbot):
    host = ScriptedHostThread(lambda n: (state(0), line({"type": "chat", "text": "hello"})))
    net = NetWindow()
    qtbot.addWidget(net)
    net.set_speed_quietly("instant")
    net.show()
    net.join(LOOPBACK, host.port, CODE, "Ann")
    c = net.controller
    asked: list = []
    c.human_turn.connect(asked.append)
    qtbot.waitUntil(lambda: net.table_left and not c.steps and not c.busy, timeout=BOUND_MS)
    sentence = str(net_sentences.HOST_UNREADABLE)
    # Said where the player looks, and nothing after it asks for a move that cannot reach the host.
    assert net.statusBar().currentMessage() == sentence and net.action_bar.prompt.text() == "", "said once"
    assert _log_lines(net)[-1] == sentence
    assert not net.input.enabled and c.gone and asked == []
    assert host.host.connections == 2 and not net.stop_waiting.isVisible()
    net.close()
    host.stop()


def _seated_at(qtbot, host: ScriptedHostThread) -> NetWindow:
    net = NetWindow()
    qtbot.addWidget(net)
    net.set_speed_quietly("instant")
    net.show()
    net.join(LOOPBACK, host.port, CODE, "Ann")
    return net


def test_a_round_result_the_window_cannot_show_is_said_as_unreadable_not_half_drawn(qtbot):
    """An item of points alone, no label, no id, a single number for two
    seats: read as a round's result, it raised inside the window as the
    score sheet was drawn.  It is the host's unreadable message now."""
    damaged = round_over(lambda view: view["round_results"][0].update(items=[{"points": 5}]))
    host = ScriptedHostThread(lambda n: (state(0), damaged))
    net = _seated_at(qtbot, host)
    qtbot.waitUntil(lambda: net.table_left and not net.controller.steps and not net.controller.busy,
                    timeout=BOUND_MS)
    sentence = str(net_sentences.HOST_UNREADABLE)
    assert net.statusBar().currentMessage() == sentence and _log_lines(net)[-1] == sentence
    assert net.rounds.dialog is None, "no score sheet, drawn or half drawn"
    assert host.host.connections == 2
    net.close()
    host.stop()


def _without_moves() -> bytes:
    message = json.loads(state(1))
    del message["moves"]
    return line(message)


@pytest.mark.parametrize("script, table", [
    pytest.param(lambda n: (state(0), _without_moves()), None, id="a-state-without-its-move-count"),
    pytest.param(lambda n: (state(0),), {k: v for k, v in TABLE.items() if k != "options"},
                 id="a-table-without-its-house-rules"),
    pytest.param(lambda n: (state(0),), dict(TABLE, players=2.0), id="a-table-of-two-point-nought-players"),
])
def test_a_message_the_client_cannot_read_never_reaches_the_window(qtbot, script, table):
    """The window read the host's welcome and states as they came, before
    the client had read them: a state without "moves", or a welcome whose
    table has no "options", raised ``KeyError`` inside the window, and a
    table of 2.0 players passed the client's check and raised ``TypeError``
    there.  The window gets them only once the client has read them whole."""
    host = ScriptedHostThread(script, table)
    net = _seated_at(qtbot, host)
    qtbot.waitUntil(lambda: net.table_left and not net.controller.steps and not net.controller.busy,
                    timeout=BOUND_MS)
    said = {str(net_sentences.HOST_UNREADABLE), str(net_sentences.HOST_UNREADABLE_JOINING)}
    assert net.statusBar().currentMessage() in said and _log_lines(net)[-1] in said
    net.close()
    host.stop()


def test_the_same_round_whole_shows_its_score_sheet(qtbot):
    host = ScriptedHostThread(lambda n: (state(0), round_over()))
    net = _seated_at(qtbot, host)
    qtbot.waitUntil(lambda: net.rounds.dialog is not None, timeout=BOUND_MS)
    assert net.rounds.dialog.breakdown.rowCount() > 1 and not net.table_left
    net.close()
    host.stop()


@pytest.mark.parametrize("answer, sentence", [
    pytest.param(line({"type": "greeting", "v": 9}), net_sentences.HOST_UNREADABLE_JOINING, id="another-version"),
    pytest.param(b"HTTP/1.1 400 Bad Request\r\n\r\n", net_sentences.NOT_A_TABLE, id="not-a-table"),
])
def test_a_player_joining_reads_it_in_the_join_dialog(qtbot, tmp_path, answer, sentence):
    host = ScriptedHostThread(lambda n: (BEFORE_WELCOME, answer))
    made: list = []
    dialog = join_dialog(qtbot, ini_settings(tmp_path), made)
    dialog.show()
    dialog.address.setText(f"{LOOPBACK}:{host.port}")
    dialog.code.setText(CODE)
    dialog._try_accept()
    qtbot.waitUntil(lambda: dialog.join_button.isEnabled(), timeout=BOUND_MS)
    expected = fill(sentence, address=f"{LOOPBACK}:{host.port}") if sentence is net_sentences.NOT_A_TABLE else sentence
    assert dialog.problem.text() == say(expected)
    assert dialog.isVisible() and dialog.joined is None and not made[0].isVisible()
    host.stop()


def test_the_hosts_window_is_told_of_a_program_it_cannot_read(qtbot):
    setup = GameSetup(seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(HUMAN, name="Bo"), SeatSetup(COMPUTER, "beginner")])
    table = HostedTable.new(setup, CODE, 0, "beginner", "Kitchen", announce=False, bind=LOOPBACK)
    net = NetWindow()
    qtbot.addWidget(net)
    net.hold(table)
    net.join(LOOPBACK, table.host.port, CODE, "Ann")
    qtbot.waitUntil(lambda: net.controller.me is not None and bool(net.controller.seat_list), timeout=BOUND_MS)
    with socket.create_connection((LOOPBACK, table.host.port), timeout=10) as stranger:
        stranger.sendall(b'{"type":"hello","protocol":1,"nonce":"not hex"}\n')
        reply = stranger.makefile("rb").readline()
    assert str(net_sentences.BAD_FIELD).encode() in reply, "the program itself is told why"
    said = str(net_sentences.PLAYER_UNREADABLE).replace("{address}", LOOPBACK)
    qtbot.waitUntil(lambda: said in _log_lines(net), timeout=BOUND_MS)
    net.close()
    table.stop()


def _table_sent_again_before_the_first_landed(qtbot):
    """A seated window whose first deal has not landed yet when the host
    sends the table again (as after a reconnect): that second table waits."""
    game = new_game(make_rules("casino", {}), 2, False, 5)
    view = {"type": "state", "moves": 0, "view": seat_view(game, 0, 1), "seats": []}
    net = NetWindow()
    qtbot.addWidget(net)
    net.set_speed_quietly("instant")
    c = net.controller
    c._message({"type": "welcome", "seat": 0, "table": TABLE})
    c._message(view)  # shown: the first deal lands...
    c.busy = True     # ... and has not landed yet when the host sends the table again
    c._message(view)
    return net, c


def test_the_reason_stays_on_screen_when_a_rejoins_table_is_shown_after_it(qtbot):
    """The window reconnects once after an unreadable line, and the host
    sends the table again; when that table is still waiting to be shown as
    the reason arrives (the first deal still landing on a busy computer),
    showing it afterwards must not put "Round 1: North deals." where the
    reason was."""
    net, c = _table_sent_again_before_the_first_landed(qtbot)
    assert c.steps
    c._ended(net_sentences.HOST_UNREADABLE)
    sentence = str(net_sentences.HOST_UNREADABLE)
    qtbot.waitUntil(lambda: net.table_left)
    c.advance()                 # the deal has landed: the table sent again is shown
    qtbot.waitUntil(lambda: not c.steps and not c.busy)
    assert net.statusBar().currentMessage() == sentence and net.action_bar.prompt.text() == "", "said once"
    assert _log_lines(net)[-1] == sentence and _log_lines(net).count(sentence) == 1
    assert not net.input.enabled
    net.close()


def test_a_host_away_is_still_said_after_a_table_shown_late(qtbot):
    net, c = _table_sent_again_before_the_first_landed(qtbot)
    c._away(True)
    c.advance()
    qtbot.waitUntil(lambda: not c.steps and not c.busy)
    assert net.statusBar().currentMessage() == "Waiting for the host to reopen the table…"
    assert not net.input.enabled and net.stop_waiting.isVisibleTo(net)
    net.close()
