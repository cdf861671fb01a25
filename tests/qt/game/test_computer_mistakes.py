"""A computer player cannot break a game: whatever it does, a legal move is
played, the play log says so in plain words, and the game goes on.

Each test puts a fake player in a computer seat of the real window and
controller, lets it misbehave once, and watches the next moves."""
from __future__ import annotations

import threading

import pytest

from casino_desktop.core import CAPTURE, TRAIL, Move, legal_moves, parse_card
from casino_desktop.qt.game import computer_seats
from ..table_helpers import make_window, position

pytestmark = [pytest.mark.gui]
MISTAKE = "computer player made a mistake; a legal move was played for it."
TOO_SLOW = "computer player took too long; a legal move was played for it."


class Once:
    """Misbehaves on its first turn (``bad(view)``), then plays legally."""

    name = "fake"

    def __init__(self, bad):
        self.bad = bad
        self.turns = 0

    def choose(self, view, rng, budget, cancel=None):
        self.turns += 1
        if self.turns == 1:
            return self.bad(view)
        return legal_moves(view)[0]


def _raise(exc):
    def bad(_view):
        raise exc
    return bad


def _watch(window):
    played = []
    window.controller.move_played.connect(
        lambda prev, seat, move, state, lines: played.append((prev, seat, move, list(lines))))
    return played


def _computers_only(qtbot, tmp_path, bad_player):
    """Both seats computers; seat 0 misbehaves once. Returns (window, played moves)."""
    window = make_window(qtbot, tmp_path, players=2)
    window.setup.seats[0] = window.setup.seats[1]
    window.start_game()
    window.controller.players = {0: bad_player, 1: Once(lambda v: legal_moves(v)[0])}
    return window, _watch(window)


def _assert_stood_in_and_went_on(qtbot, window, played, note=MISTAKE, moves=4):
    qtbot.waitUntil(lambda: len(played) >= moves, timeout=15000)
    prev, seat, move, lines = next(p for p in played if p[1] == 0)
    assert move in legal_moves(prev), "the move played for the failing seat is legal"
    assert f"{window.controller.names[0]}'s {note}" in lines
    assert window.controller.state.ply >= moves  # the game went on
    assert len(window.controller.seats.stand_ins) == 1


def _one_log_line(caplog, capfd) -> str:
    """The failure is logged in exactly one line, and no traceback is printed."""
    lines = [r.getMessage() for r in caplog.records if r.name == "casino_desktop.players"]
    assert len(lines) == 1, lines
    assert "\n" not in lines[0] and "Traceback" not in capfd.readouterr().err
    return lines[0]


def test_computer_returning_none_gets_a_legal_move_and_game_goes_on(qtbot, tmp_path, capfd, caplog):
    window, played = _computers_only(qtbot, tmp_path, Once(lambda v: None))
    _assert_stood_in_and_went_on(qtbot, window, played)
    assert "None" in _one_log_line(caplog, capfd)


def test_computer_playing_a_card_it_does_not_hold_gets_a_legal_move(qtbot, tmp_path):
    def not_held(view):
        held = {c % 52 for c in view.hands[view.to_move]}
        return Move(TRAIL, next(f for f in range(52) if f not in held))
    window, played = _computers_only(qtbot, tmp_path, Once(not_held))
    _assert_stood_in_and_went_on(qtbot, window, played)


def test_computer_returning_a_non_move_gets_a_legal_move(qtbot, tmp_path):
    window, played = _computers_only(qtbot, tmp_path, Once(lambda v: "take everything"))
    _assert_stood_in_and_went_on(qtbot, window, played)


def test_computer_raising_systemexit_does_not_stall_the_game(qtbot, tmp_path, capfd, caplog):
    window, played = _computers_only(qtbot, tmp_path, Once(_raise(SystemExit(3))))
    _assert_stood_in_and_went_on(qtbot, window, played)
    assert "SystemExit" in _one_log_line(caplog, capfd)  # in the log...
    shown = window.side.log.log_lines() + [window.statusBar().currentMessage()]
    assert not any("SystemExit" in text for text in shown)  # ...and none of our words on screen
    assert f"{window.controller.names[0]}'s {MISTAKE}" in shown


def test_computer_raising_an_ordinary_exception_gets_a_legal_move(qtbot, tmp_path):
    window, played = _computers_only(qtbot, tmp_path, Once(_raise(ZeroDivisionError("x"))))
    _assert_stood_in_and_went_on(qtbot, window, played)


def test_illegal_but_applicable_computer_move_is_not_applied(qtbot, tmp_path):
    """4♦ taking 4♠ 5♥ 8♥ 9♠: ``apply`` would carry it out; it must never get there."""
    f = parse_card
    wrong = Move(CAPTURE, f("4D"), 4, (f("4S"), f("5H"), f("8H"), f("9S")), ())
    window = make_window(qtbot, tmp_path, players=2)
    state = position("casino", "4D KC QH JS", "4S 5H 8H 9S")
    window.controller.resume(window.setup, state)
    window.controller.players = {0: Once(lambda v: wrong), 1: Once(lambda v: legal_moves(v)[0])}
    played = _watch(window)
    qtbot.waitUntil(lambda: len(played) >= 2, timeout=15000)
    prev, seat, move, lines = played[0]
    assert seat == 0 and move != wrong and move in legal_moves(prev)
    assert f"{window.controller.names[0]}'s {MISTAKE}" in lines


def test_computer_time_out_gets_a_legal_move_and_a_fresh_thread(qtbot, tmp_path):
    release = threading.Event()

    def stuck(view):
        release.wait(20)  # ignores the cancel, as a broken player would
        return legal_moves(view)[0]
    window, played = _computers_only(qtbot, tmp_path, Once(stuck))
    window.controller.seats.watchdog_margin = 0.3
    first_thread = window.controller.seats.ai.thread
    try:
        _assert_stood_in_and_went_on(qtbot, window, played, note=TOO_SLOW)
        assert window.controller.seats.ai.thread is not first_thread and first_thread.is_alive()
    finally:
        release.set()
    first_thread.join(5)
    qtbot.wait(100)  # the stuck player's late answer arrives, and is dropped
    assert sum(1 for p in played if p[1] == 0 and any(TOO_SLOW in line for line in p[3])) == 1


def test_failing_hint_player_gives_no_hint_and_a_sentence(qtbot, tmp_path, monkeypatch):
    from casino_desktop.qt.aids import game_aids
    window = make_window(qtbot, tmp_path, players=2)
    state = position("casino", "4D KC QH JS", "4S 5H 8H 9S")
    window.controller.resume(window.setup, state)
    qtbot.waitUntil(lambda: window.input.enabled, timeout=10000)
    hints, problems = [], []
    window.controller.aids.hint_ready.connect(hints.append)
    window.controller.problem.connect(problems.append)
    for bad in (lambda v: None, _raise(SystemExit(1)), lambda v: Move(TRAIL, parse_card("KS"))):
        monkeypatch.setattr(game_aids, "HintPlayer", lambda bad=bad: Once(bad))
        assert window.controller.aids.ask_hint()
        qtbot.waitUntil(lambda: len(problems) > 0, timeout=10000)
        assert problems.pop() == computer_seats.NO_HINT and hints == []


def test_hint_watchdog_after_the_human_moved_does_not_take_the_computers_turn(qtbot, tmp_path, monkeypatch):
    from casino_desktop.qt.aids import game_aids

    class SlowHint:
        name = "slow hint"

        def choose(self, view, rng, budget, cancel=None):
            cancel.wait(2)  # gives up as soon as it is cancelled
            return None
    window = make_window(qtbot, tmp_path, players=2)
    state = position("casino", "4D KC QH JS", "4S 5H 8H 9S")
    window.controller.resume(window.setup, state)
    qtbot.waitUntil(lambda: window.input.enabled, timeout=10000)
    monkeypatch.setattr(game_aids, "HintPlayer", SlowHint)
    monkeypatch.setattr(game_aids, "HINT_BUDGET_S", window.controller.seats.budget)
    window.controller.seats.watchdog_margin = 0.2
    window.set_speed_quietly("normal")  # the move's animation outlasts the hint's watchdog
    played = _watch(window)
    assert window.controller.aids.ask_hint()
    assert window.controller.play_human(legal_moves(state)[0])
    qtbot.waitUntil(lambda: len(played) >= 2, timeout=15000)
    assert not any(TOO_SLOW in line for p in played for line in p[3])


def test_a_turn_that_can_only_end_gets_a_short_beat_a_choice_the_full_one():
    """Several actions a turn: once the computer's card is played and nothing
    else is legal, ending the turn waited the full "thinking" beat, half of
    each computer turn (a stranger's playtest of Swazi and Lesotho)."""
    import random as _random

    from casino_desktop.core import END, apply, make_rules, new_game
    state = new_game(make_rules("swazi-casino"), 2, False, 11)
    rng = _random.Random(11)
    forced = chosen = None
    while state.phase == "play" and (forced is None or chosen is None):
        moves = legal_moves(state)
        if len(moves) == 1 and moves[0].kind == END:
            forced = (state.clone(), moves[0])
        elif len(moves) > 1 and any(m.kind == END for m in moves):
            chosen = (state.clone(), next(m for m in moves if m.kind == END))
        apply(state, rng.choice(moves))
    assert forced and chosen
    assert computer_seats.beat_ms(*forced) == computer_seats.END_BEAT_MS < computer_seats.THINK_BEAT_MS
    assert computer_seats.beat_ms(*chosen) == computer_seats.THINK_BEAT_MS
