"""Two network windows at one host's table over loopback play a whole
match: each player's table shows only their seat's view, their moves go
through the host, and both end with the host's score."""
from __future__ import annotations

import asyncio
import threading

from casino_desktop.core import make_rules, new_game
from casino_desktop.net.host import Host
from casino_desktop.net.match_file import REMOTE, SeatPlan, new_record
from casino_desktop.qt.net.window import NetWindow
from tests.qt.net.helpers import autoplay as _autoplay
from tests.net.helpers import CODE, LOOPBACK


def _host_on_a_thread(players: int = 2, seed: int = 6):
    plans = [SeatPlan(REMOTE, "beginner") for _ in range(players)]
    record = new_record("casino", {}, players, False, seed, plans)
    host = Host(record, new_game(make_rules("casino", {}), players, False, seed), plans, CODE)
    listening = threading.Event()
    out: dict = {}

    def run() -> None:
        out["summary"] = asyncio.run(host.run(LOOPBACK, 0, lambda port: listening.set()))

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    assert listening.wait(10)
    return host, thread, out


def test_two_windows_play_a_match_through_the_host(qtbot):
    host, thread, out = _host_on_a_thread()
    windows, review_hidden = [], []
    for name in ("Ann", "Bo"):
        w = NetWindow()
        qtbot.addWidget(w)
        w.set_speed_quietly("instant")
        # Reviewing a round shows every hand: not offered at a network table.
        w.round_dialog_shown.connect(lambda dialog: review_hidden.append(dialog.review_button.isHidden()))
        _autoplay(w)
        w.join(LOOPBACK, host.port, CODE, name)
        windows.append(w)
    qtbot.waitUntil(lambda: "summary" in out, timeout=120_000)
    qtbot.waitUntil(lambda: all(w.controller.state is not None and w.controller.state.is_over for w in windows),
                    timeout=60_000)
    for w in windows:
        s = w.controller.state
        assert s.match_scores == host.state.match_scores
        me = w.controller.me
        assert w.controller.names[me] == "You" and w.controller.names[1 - me] == ("Bo" if me == 0 else "Ann")
        assert w.face_up_seats() == {me} and w.scene.bottom_seat == me, "this seat's hand, at the bottom, face up"
        assert len(s.round_results) == len(host.state.round_results) and s.winner == host.state.winner
        assert w.controller.moves == [], "nothing to take back: the host keeps the record"
        assert not w.aids.act_review.isVisible()
        w.close()
    assert review_hidden and all(review_hidden)
    thread.join(10)


def test_while_the_host_is_away_the_table_waits_for_it_and_nothing_can_be_played(qtbot, tmp_path):
    from casino_desktop.core import legal_moves
    from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
    from casino_desktop.qt.net.menu import HostedTable

    path = tmp_path / "network-match.json"
    setup = GameSetup(seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(COMPUTER, "beginner")])
    table = HostedTable.new(setup, CODE, 0, "beginner", "Kitchen", announce=False, bind=LOOPBACK, autosave=path)
    port = table.host.port
    net = NetWindow()
    qtbot.addWidget(net)
    net.set_speed_quietly("instant")
    net.show()
    net.join(LOOPBACK, port, CODE, "Ann")
    c = net.controller
    qtbot.waitUntil(lambda: c.state is not None and c.state.to_move == c.me and not c.steps and not c.busy,
                    timeout=30_000)
    qtbot.waitUntil(net.act_hint.isEnabled, timeout=30_000)
    table.stop()                                    # the host's program stops on this player's turn
    qtbot.waitUntil(lambda: c.away, timeout=30_000)
    assert net.stop_waiting.isVisible() and "Waiting for the host" in net.statusBar().currentMessage()
    assert not net.act_hint.isEnabled(), "no hint while nothing can be played"
    net.play_move(legal_moves(c.state)[0])
    assert not c.sent and "closed the table for now" in net.action_bar.prompt.text()
    again = HostedTable.resume(path, CODE, port, "Kitchen", announce=False, bind=LOOPBACK)
    qtbot.waitUntil(lambda: not c.away, timeout=60_000)
    assert not net.stop_waiting.isVisible()
    qtbot.waitUntil(net.act_hint.isEnabled, timeout=30_000)  # her turn again: a hint may be asked
    again.stop()
    qtbot.waitUntil(lambda: c.away, timeout=30_000)
    net.stop_waiting.click()
    assert net.table_left and "stopped waiting" in net.statusBar().currentMessage()
    # Join… named where it is, and said once at the foot of the window.
    assert "Game \u203a Play Over the Network \u203a Join takes your seat back" in net.statusBar().currentMessage()
    assert net.action_bar.prompt.text() == ""
    net.close()


def test_a_window_opened_again_shows_the_round_so_far_in_its_log(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from casino_desktop.qt.game.setup import HUMAN, GameSetup, SeatSetup
    from casino_desktop.qt.net.menu import HostedTable

    setup = GameSetup(seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(HUMAN)])
    table = HostedTable.new(setup, CODE, 0, "beginner", "Kitchen", announce=False, bind=LOOPBACK)
    first = table.host.state.to_move
    settings = [QSettings(str(tmp_path / f"{n}.ini"), QSettings.Format.IniFormat) for n in ("ann", "bo")]
    windows = []
    for i, name in enumerate(("Ann", "Bo")):
        w = NetWindow(settings[i])
        qtbot.addWidget(w)
        w.set_speed_quietly("instant")
        w.join(LOOPBACK, table.host.port, CODE, name)
        qtbot.waitUntil(lambda w=w: w.controller.me is not None, timeout=30_000)
        windows.append(w)
    qtbot.waitUntil(lambda: all(w.controller.state is not None for w in windows), timeout=30_000)
    leaver = next(w for w in windows if w.controller.me == first)
    leaver.close()                 # her stand-in plays her move; then the table waits for the other player
    qtbot.waitUntil(lambda: len(table.host.record.moves) >= 1, timeout=30_000)
    again = NetWindow(leaver.settings)
    qtbot.addWidget(again)
    again.set_speed_quietly("instant")
    again.join(LOOPBACK, table.host.port, CODE)
    qtbot.waitUntil(lambda: any(line.startswith("You ") for line in again.side.log.log_lines()), timeout=30_000)
    # Her move was the computer's, and her log and the other player's say so under it.
    lines = again.side.log.log_lines()
    mine = next(i for i, line in enumerate(lines) if line.startswith("You "))
    assert lines[mine + 1] == "A computer player made that move for you.", lines
    stayed = next(w for w in windows if w is not leaver)
    name = "Ann" if first == 0 else "Bo"
    qtbot.waitUntil(lambda: f"A computer player made that move for {name}." in stayed.side.log.log_lines(), timeout=30_000)
    lines = stayed.side.log.log_lines()
    assert lines[lines.index(f"A computer player made that move for {name}.") - 1].startswith(name + " "), lines
    for w in windows + [again]:
        w.close()
    table.stop()


def test_the_warning_before_a_turn_runs_out_is_said_in_the_status_line(qtbot):
    from casino_desktop.core.templates import fill
    from casino_desktop.net import net_sentences

    net = NetWindow()
    qtbot.addWidget(net)
    net.controller.notice.emit(net_sentences.text_of(net_sentences.text_json(fill(net_sentences.SEAT_IDLE_SOON, level="Casual"))))
    assert net.statusBar().currentMessage() == ("In a minute, a computer player (Casual) makes this move for you, "
                                                "unless you play first.")
    assert net.side.log.log_lines()[-1] == net.statusBar().currentMessage()
