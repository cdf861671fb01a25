"""Network windows at a host's table over loopback: two play a whole match
(each player's table shows only their seat's view, their moves go through
the host, and both end with the host's score); the host's own window sits
at the table it opened; a wrong code is said in the window; a window opened
again takes its seat back, by any address of the table, and shows the
round so far; while the host is away nothing can be played; a match
stopped midway is resumed and the window rejoins it."""
from __future__ import annotations

import asyncio
import threading

from casino_desktop.core import legal_moves, make_rules, new_game
from casino_desktop.net.host import Host
from casino_desktop.net.match_file import REMOTE, SeatPlan, load_match, new_record
from casino_desktop.qt.game.setup import HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.net.menu import HostedTable
from casino_desktop.qt.net.window import NetWindow
from tests.qt.net.helpers import autoplay as _autoplay, ini_settings, kitchen_table, seated_window
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
    windows, review_hidden = {}, []
    for name in ("Ann", "Bo"):
        w = seated_window(qtbot, None, name, port=host.port)
        # The review of a round, as this seat watched it, is offered as at home.
        w.round_dialog_shown.connect(lambda dialog: review_hidden.append(dialog.review_button.isHidden()))
        _autoplay(w)
        windows[name] = w
    qtbot.waitUntil(lambda: "summary" in out, timeout=120_000)
    qtbot.waitUntil(lambda: all(w.controller.state is not None and w.controller.state.is_over
                                for w in windows.values()), timeout=60_000)
    # The host seats each joiner in the first open seat as its join arrives:
    # both join at once, and on a loaded machine Bo's may arrive first, so who sits
    # where is not known here, only that each window names the other joiner.
    assert {w.controller.me for w in windows.values()} == {0, 1}
    for name, w in windows.items():
        s = w.controller.state
        assert s.match_scores == host.state.match_scores
        me = w.controller.me
        other = "Bo" if name == "Ann" else "Ann"
        assert w.controller.names[me] == "You" and w.controller.names[1 - me] == other
        assert w.face_up_seats() == {me} and w.scene.bottom_seat == me, "this seat's hand, at the bottom, face up"
        assert len(s.round_results) == len(host.state.round_results) and s.winner == host.state.winner
        assert w.controller.moves == [], "nothing to take back: the host keeps the record"
        assert w.aids.act_review.isVisible() and w.aids.act_review.isEnabled(), "the last round, as watched here"
        w.close()
    assert review_hidden and not any(review_hidden)
    thread.join(10)


def test_while_the_host_is_away_the_table_waits_for_it_and_nothing_can_be_played(qtbot, tmp_path):
    path = tmp_path / "network-match.json"
    table = kitchen_table(autosave=path)
    port = table.host.port
    net = seated_window(qtbot, table, "Ann", show=True)
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


def test_a_window_opened_again_shows_the_round_so_far_in_its_log(qtbot):
    setup = GameSetup(seats=[SeatSetup(HUMAN, name="Ann"), SeatSetup(HUMAN)])
    table = HostedTable.new(setup, CODE, 0, "beginner", "Kitchen", announce=False, bind=LOOPBACK)
    first = table.host.state.to_move
    windows = []
    for name in ("Ann", "Bo"):
        w = seated_window(qtbot, table, name)    # each with her own settings (her own seat token)
        qtbot.waitUntil(lambda w=w: w.controller.me is not None, timeout=30_000)
        windows.append(w)
    qtbot.waitUntil(lambda: all(w.controller.state is not None for w in windows), timeout=30_000)
    leaver = next(w for w in windows if w.controller.me == first)
    leaver.close()                 # her stand-in plays her move; then the table waits for the other player
    qtbot.waitUntil(lambda: len(table.host.record.moves) >= 1, timeout=30_000)
    again = seated_window(qtbot, table, None, settings=leaver.settings)
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


def test_the_seconds_left_to_a_player_back_on_her_turn_are_said_in_the_status_line(qtbot):
    """Her window came back to her turn with less than a minute left (``net.turn_clock``)."""
    from casino_desktop.core.templates import fill
    from casino_desktop.net import net_sentences

    net = NetWindow()
    qtbot.addWidget(net)
    warning = fill(net_sentences.SEAT_IDLE_SOON_SECONDS, count=1, level="Casual")
    net.controller.notice.emit(net_sentences.text_of(net_sentences.text_json(warning)))
    assert net.statusBar().currentMessage() == ("In 1 second, a computer player (Casual) makes this move for you, "
                                                "unless you play first.")


def test_the_hosts_own_window_sits_at_its_table(qtbot):
    table = kitchen_table()
    assert table.failed is None
    net = seated_window(qtbot, table, "Ann")
    qtbot.waitUntil(lambda: net.controller.state is not None, timeout=30_000)
    assert net.controller.me == 0 and net.controller.names == ["You", "North"]
    assert net.face_up_seats() == {0} and net.scene.bottom_seat == 0
    assert str(table.host.record.seed) not in net.side.title.text() and "Deal" not in net.side.title.text()
    assert net.controller.state.hands[1] and all(c >= 0 for c in net.controller.state.hands[1])
    net.close()
    table.stop()


def test_a_wrong_code_is_said_in_the_window(qtbot):
    table = kitchen_table()
    left: list = []
    net = seated_window(qtbot, table, "Eve", code="HT4K9QXC", instant=False)
    net.controller.left.connect(left.append)
    qtbot.waitUntil(lambda: bool(left), timeout=30_000)
    assert "join code is not this table's" in net.statusBar().currentMessage()
    net.close()
    table.stop()


def test_a_window_opened_again_takes_its_seat_back(qtbot, tmp_path):
    settings = ini_settings(tmp_path)
    table = kitchen_table()
    first = seated_window(qtbot, table, "Ann", settings=settings, instant=False)
    qtbot.waitUntil(lambda: first.controller.state is not None, timeout=30_000)
    first.close()                                   # the player's computer restarts
    again = seated_window(qtbot, table, "Ann", settings=settings)
    qtbot.waitUntil(lambda: again.controller.state is not None, timeout=30_000)
    assert again.controller.me == 0, "the same seat, not a full table"
    again.close()
    table.stop()


def test_a_hosted_match_stopped_midway_is_resumed_and_the_window_rejoins(qtbot, tmp_path):
    path = tmp_path / "network-match.json"
    table = kitchen_table(autosave=path)
    port = table.host.port
    net = seated_window(qtbot, table, "Ann")
    _autoplay(net)
    qtbot.waitUntil(lambda: len(table.host.record.moves) >= 6, timeout=30_000)
    table.stop()                                    # the host's program stops mid-round
    played = len(load_match(path)[0].moves)
    assert played >= 6
    again = HostedTable.resume(path, CODE, port, "Kitchen", announce=False, bind=LOOPBACK)
    assert again.failed is None
    # Told as the window is seated again, after its table is laid out (which starts the log afresh): kept.
    qtbot.waitUntil(lambda: "The host resumed the match where it stopped." in net.side.log.log_lines(), timeout=30_000)
    qtbot.waitUntil(lambda: again.host.state.is_over, timeout=120_000)   # the window came back and played on
    assert load_match(path)[0].moves[:played] == again.host.record.moves[:played]
    qtbot.waitUntil(lambda: net.controller.state.is_over, timeout=120_000)
    assert net.controller.state.match_scores == again.host.state.match_scores
    net.close()
    again.stop()


def test_a_returning_player_finds_her_seat_by_another_address_of_the_table(qtbot, tmp_path):
    settings = ini_settings(tmp_path)
    table = kitchen_table()
    first = seated_window(qtbot, table, "Ann", settings=settings, instant=False)   # typed by hand
    qtbot.waitUntil(lambda: first.controller.state is not None, timeout=30_000)
    first.close()
    again = NetWindow(settings)
    qtbot.addWidget(again)
    refused = []
    again.controller.left.connect(refused.append)
    again.join("localhost", table.host.port, "ht4k-9qxa", "Ann")   # the same table, reached by another name
    qtbot.waitUntil(lambda: again.controller.state is not None or bool(refused), timeout=30_000)
    assert not refused and again.controller.me == 0, refused
    again.close()
    table.stop()



def test_a_person_at_another_computer_is_awaited_not_thinking(qtbot):
    # Two people at the host's table: the one not to move is shown the other's turn, not "thinking…",
    # which the table says of a computer choosing its move (stranger 7, finding 6).
    from casino_desktop.core import turn_sentence
    from casino_desktop.qt.translate import say
    host, thread, out = _host_on_a_thread()
    windows = [seated_window(qtbot, None, name, port=host.port) for name in ("Ann", "Bo")]
    qtbot.waitUntil(lambda: any(w.input.enabled for w in windows), timeout=20_000)
    mover = next(w for w in windows if w.input.enabled)
    waiting = next(w for w in windows if w is not mover)
    state = mover.controller.state
    name = waiting.controller.names[state.to_move]
    qtbot.waitUntil(lambda: waiting.statusBar().currentMessage() == say(turn_sentence(state, name)), timeout=10_000)
    assert not waiting.controller.chosen_by_computer(state.to_move)
    assert waiting.scene.thinking is None
    assert not any("thinking" in c.text() for c in waiting.scene.captions.values())
    for w in windows:
        w.close()
