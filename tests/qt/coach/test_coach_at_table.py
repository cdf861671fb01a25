"""Game › Coach My Moves: each move of a person is graded on the worker
thread and its verdict shown under the table, never for another move."""
from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QSettings, Qt

from casino_desktop.coach.coach_sentences import AT_TABLE
from casino_desktop.core import legal_moves, move_sentence, parse_card
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, SeatSetup
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.core.legality import resolve
from ..table_helpers import drag, empty_felt_point, open_window, show_position
from .helpers import BLUNDER, coach_window, last_deal

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


def test_a_blunder_is_named_with_the_points_the_better_move_and_the_miss(qtbot, tmp_path):
    window = coach_window(qtbot, tmp_path)
    bar = window.coach.bar
    assert bar.isVisible() and window.coach.act_coach.isChecked()
    show_position(qtbot, window, last_deal(*BLUNDER))
    assert bar.shown_text() == AT_TABLE["ready"]
    drag(qtbot, window, C("3H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: bar.label is not None, timeout=10000)
    assert bar.label == "blunder" and bar.badge.text() == "Blunder"
    assert bar.line == ("You trail 3♥ — this gave away 3.0 points on average; "
                        "better was to take 10♦ with 10♠.")
    assert bar.misses == ["You could have taken 10♦, a card that scores: take 10♦ with 10♠."]
    assert bar.shown_text() == f"{bar.line} {bar.misses[0]}"  # both fit on the line at this width
    assert not window.coach.act_read.isEnabled()  # nothing left out to read


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_note_too_long_for_the_line_is_read_with_a_key(qtbot, tmp_path):
    """In a narrow window the miss is left out of the line, and the line
    says how to read it: F6 (Game › Read the Coach's Full Note) shows the
    whole note without a pointer (docs/playtests/2026-12-06-stranger-4.md,
    finding 7)."""
    from PySide6.QtWidgets import QToolTip
    window = coach_window(qtbot, tmp_path)
    window.act_panel.setChecked(True)
    bar, act = window.coach.bar, window.coach.act_read
    show_position(qtbot, window, last_deal(*BLUNDER))
    drag(qtbot, window, C("3H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: bar.label is not None, timeout=10000)
    assert not act.isEnabled()  # 1280 wide: the whole note is on the line
    hint = "One more thing to notice: click this line or press F6 to read it."
    for width in range(1024, 600, -1):  # narrower until the miss is left out (where depends on the fonts)
        window.resize(width, 600)
        qtbot.wait(5)
        if bar.cut and bar.shown_text() == f"{bar.line} {hint}":
            break
    else:
        pytest.fail(f"the line never left the miss out and said so: {bar.shown_text()!r}")
    assert act.isEnabled() and act.shortcut().toString() == "F6" and act in window.menuBar().actions()[0].menu().actions()
    act.trigger()
    qtbot.waitUntil(QToolTip.isVisible)
    assert f"{bar.line} {bar.misses[0]}" in QToolTip.text()
    QToolTip.hideText()
    window.coach.act_coach.trigger()  # the coach off: nothing to read
    assert not act.isEnabled()


def test_a_good_move_is_called_good(qtbot, tmp_path):
    window = coach_window(qtbot, tmp_path)
    show_position(qtbot, window, last_deal(*BLUNDER))
    drag(qtbot, window, C("10S"), window.scene.cards[C("10D")].card_scene_rect().center())
    qtbot.waitUntil(lambda: window.coach.bar.label is not None, timeout=10000)
    assert window.coach.bar.label == "good"
    assert window.coach.bar.shown_text() == "You take 10♦ with 10♠ — a good move."


def test_the_one_person_at_the_table_is_spoken_to_whatever_name_they_gave(qtbot, tmp_path):
    """A family's play-test: "Kari takes 10♦ with 10♠: a good move." read as
    if about someone else; the coach speaks to the one person as "you", at
    the table and in the round's review."""
    window = coach_window(qtbot, tmp_path, seats=[SeatSetup(HUMAN, name="Kari"), SeatSetup(COMPUTER, "random")])
    show_position(qtbot, window, last_deal(*BLUNDER))
    drag(qtbot, window, C("10S"), window.scene.cards[C("10D")].card_scene_rect().center())
    qtbot.waitUntil(lambda: window.coach.bar.label is not None, timeout=10000)
    assert window.controller.names[0] == "Kari"
    assert window.coach.bar.shown_text() == "You take 10♦ with 10♠ — a good move."


def test_the_toggle_is_remembered_and_off_grades_nothing(qtbot, tmp_path, gate):
    window = coach_window(qtbot, tmp_path)
    window.coach.act_coach.trigger()  # off
    assert not window.coach.bar.isVisible()
    assert window.settings.value("coach/on") in (False, "false")
    show_position(qtbot, window, last_deal(*BLUNDER))
    drag(qtbot, window, C("3H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: window.controller.state.ply == 2 and window.input.enabled, timeout=10000)
    assert gate.started == 0 and len(window.coach.book) == 0
    window.settings.sync()
    again = MainWindow(window.setup, settings=QSettings(window.settings.fileName(), QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    assert not again.coach.act_coach.isChecked() and again.coach.bar.isHidden()


def test_the_table_goes_on_while_the_coach_weighs(qtbot, tmp_path, gate):
    window = coach_window(qtbot, tmp_path)
    show_position(qtbot, window, last_deal(*BLUNDER))
    drag(qtbot, window, C("3H"), empty_felt_point(window))
    # North answers and it is the player's turn again, the grading still held on its thread.
    qtbot.waitUntil(lambda: window.controller.state.ply == 2 and window.input.enabled, timeout=10000)
    qtbot.waitUntil(lambda: gate.started == 1, timeout=2000)  # sent as the move was played, and held
    assert window.coach.bar.shown_text() == AT_TABLE["weighing"].format(move="You trail 3♥")
    assert window.coach.bar.label is None
    gate.open()
    qtbot.waitUntil(lambda: window.coach.bar.label == "blunder", timeout=10000)
    assert window.input.enabled  # the verdict took nothing from the table


def test_a_late_grade_is_kept_for_its_own_move_and_never_shown_for_a_later_one(qtbot, tmp_path, gate):
    window = coach_window(qtbot, tmp_path)
    show_position(qtbot, window, last_deal("10S 3H 4D", "10H 2C 8S", "10D 5C"))
    seen = []  # (the move graded, what the line said then)
    window.coach.settled.connect(lambda e: seen.append((e.move.text(), window.coach.bar.shown_text())))
    drag(qtbot, window, C("3H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: window.controller.state.ply == 2 and window.input.enabled, timeout=10000)
    drag(qtbot, window, C("4D"), empty_felt_point(window))  # the second move, the first still held
    qtbot.waitUntil(lambda: window.controller.state.ply == 3)
    second = window.coach.shown_entry()
    assert second.move.text() == "4D trail"
    qtbot.waitUntil(lambda: gate.started == 1, timeout=2000)  # the first, held on the worker
    gate.open()
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=10000)
    # When the first grade came back, the line still spoke of the second move.
    assert seen[0] == ("3H trail", AT_TABLE["weighing"].format(move="You trail 4♦"))
    assert seen[1][0] == "4D trail" and seen[1][1].startswith("You trail 4♦ — ")
    first = next(e for e in window.coach.book._by_id.values() if e.move.text() == "3H trail")
    assert first.grade is not None and first.grade.move == first.move  # kept, for the review


def test_a_grade_of_a_move_taken_back_is_dropped(qtbot, tmp_path, gate):
    window = coach_window(qtbot, tmp_path)
    show_position(qtbot, window, last_deal(*BLUNDER))
    drag(qtbot, window, C("3H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: window.controller.state.ply == 2 and window.input.enabled, timeout=10000)
    window.act_undo.trigger()
    qtbot.waitUntil(lambda: window.controller.state.ply == 0 and window.input.enabled)
    gate.open()
    qtbot.waitUntil(lambda: window.coach.worker.pending() == 0, timeout=10000)
    qtbot.wait(50)  # the answer's queued signal
    assert len(window.coach.book) == 0
    assert window.coach.bar.label is None and window.coach.bar.shown_text() == AT_TABLE["ready"]


def test_pass_and_play_grades_each_person_from_their_own_view_and_shows_it_to_them_only(qtbot, tmp_path):
    window = coach_window(qtbot, tmp_path, seats=[SeatSetup(HUMAN), SeatSetup(HUMAN)])
    window.controller.resume(window.setup, last_deal("10S 3H 4D", "10H 2C 8S", "10D 5C"))
    names = window.controller.names
    bar = window.coach.bar

    def play_first(seat: int, card: str) -> None:
        qtbot.waitUntil(window.hands.curtain.isVisible, timeout=10000)
        assert bar.label is None and bar.shown_text() == AT_TABLE["ready"]  # nothing of anyone's behind the curtain
        window.hands.curtain.button.click()
        qtbot.waitUntil(lambda: window.input.enabled, timeout=5000)
        assert window.controller.state.to_move == seat
        drag(qtbot, window, C(card), empty_felt_point(window))

    book = window.coach.book
    play_first(0, "3H")
    qtbot.waitUntil(lambda: len(book) == 1 and book.latest({0}).settled(), timeout=10000)
    play_first(1, "2C")
    qtbot.waitUntil(lambda: len(book) == 2 and book.latest({1}).settled(), timeout=10000)
    for entry in window.coach.book._by_id.values():
        other = 1 - entry.seat
        assert entry.view.viewer == entry.seat and entry.grade is not None
        assert entry.view.hands[entry.seat] and all(c < 0 for c in entry.view.hands[other])
    qtbot.waitUntil(window.hands.curtain.isVisible, timeout=10000)
    assert bar.shown_text() == AT_TABLE["ready"]
    window.hands.curtain.button.click()
    qtbot.waitUntil(lambda: bar.label is not None, timeout=5000)
    assert bar.line.startswith(f"{names[0]} trails 3♥ — ")  # South's own move, to South
    assert legal_moves(window.controller.state)


class HeldNorth:
    """A computer player that thinks until the test lets it answer (a clock would make
    the test depend on the machine's load), then plays its first legal move."""

    def __init__(self):
        self.release = threading.Event()

    def choose(self, view, rng, budget, cancel=None):
        while not self.release.wait(0.01) and not (cancel and cancel.is_set()):
            pass
        return legal_moves(view)[0]


def test_the_verdict_comes_while_the_computers_still_think(qtbot, tmp_path):
    """The move is weighed as soon as it is played: its verdict does not wait
    for the person's next turn (at a table of three computers it stood at
    "weighing the move…" through all their turns)."""
    window = coach_window(qtbot, tmp_path)
    show_position(qtbot, window, last_deal(*BLUNDER))
    north = window.controller.players[1] = HeldNorth()
    drag(qtbot, window, C("3H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: window.controller.seats.asked_ply == 1, timeout=5000)  # North is thinking
    qtbot.waitUntil(lambda: window.coach.bar.label == "blunder", timeout=10000)
    assert window.controller.state.ply == 1 and not window.input.enabled  # North has not answered
    north.release.set()
    qtbot.waitUntil(lambda: window.controller.state.ply == 2 and window.input.enabled, timeout=10000)
    assert window.coach.bar.label == "blunder"


def test_the_last_rounds_verdict_is_gone_once_the_next_round_or_a_new_game_starts(qtbot, tmp_path):
    window = coach_window(qtbot, tmp_path)
    bar = window.coach.bar
    show_position(qtbot, window, last_deal(*BLUNDER))
    drag(qtbot, window, C("3H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: bar.label == "blunder", timeout=10000)
    qtbot.waitUntil(lambda: window.input.enabled or window.round_dialog is not None, timeout=10000)
    if window.round_dialog is None:  # the person's last card
        window.play_move(legal_moves(window.controller.state)[0])
    qtbot.waitUntil(lambda: window.round_dialog is not None, timeout=10000)
    assert window.controller.state.winner is None  # a round of a match still on
    qtbot.waitUntil(lambda: window.coach.book.latest({0}).settled(), timeout=10000)
    qtbot.mouseClick(window.round_dialog.primary, Qt.MouseButton.LeftButton)  # Next round
    qtbot.waitUntil(lambda: window.controller.state.round_index == 1, timeout=10000)
    assert bar.label is None and bar.shown_text() == AT_TABLE["ready"]
    qtbot.waitUntil(lambda: window.input.enabled, timeout=10000)
    window.play_move(legal_moves(window.controller.state)[0])  # this round's move is shown again
    qtbot.waitUntil(lambda: bar.label is not None, timeout=10000)
    assert bar.line.startswith("You ")
    window.start_game()
    assert bar.label is None and bar.shown_text() == AT_TABLE["ready"]


def test_a_forced_card_is_not_graded_and_the_line_says_so(qtbot, tmp_path, gate):
    """One legal move is no choice (the last card here): it is not weighed,
    and the line names it rather than keep an older move's verdict."""
    window = coach_window(qtbot, tmp_path)
    show_position(qtbot, window, last_deal("3H", "10H 2C", "10D 5C"))
    assert [m.text() for m in legal_moves(window.controller.state)] == ["3H trail"]
    drag(qtbot, window, C("3H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: window.coach.bar.line != AT_TABLE["ready"], timeout=10000)
    assert gate.started == 0 and window.coach.bar.label is None
    assert window.coach.bar.line == AT_TABLE["forced"].format(move="You trail 3♥")


def test_a_forced_end_of_turn_leaves_the_line_on_the_move_of_the_turn(qtbot, tmp_path, gate):
    """Swazi: after a take the turn must still be ended; that end is no
    choice, so the take's verdict stays on the line."""
    from casino_desktop.qt.game.setup import COMPUTER, GameSetup
    from casino_desktop.core import make_rules, new_game
    setup = GameSetup("swazi-casino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random")], 3, True)
    window = open_window(qtbot, tmp_path, setup, {"coach/on": True})
    show_position(qtbot, window, new_game(make_rules("swazi-casino"), 2, False, 3))
    window.play_move(resolve(window.controller.state, "AC take 3S 3C 8D"))  # nothing left to add after it
    qtbot.waitUntil(lambda: window.input.enabled and window.controller.state.ply == 1, timeout=10000)
    assert [m.text() for m in legal_moves(window.controller.state)] == ["end"]
    gate.open()
    qtbot.waitUntil(lambda: window.coach.bar.label is not None, timeout=20000)
    shown = window.coach.bar.line
    assert shown.startswith("You take ") and "with A♣ — " in shown
    window.play_move(resolve(window.controller.state, "end"))
    qtbot.waitUntil(lambda: window.controller.state.ply >= 2, timeout=10000)
    qtbot.wait(50)
    assert window.coach.bar.line == shown and len(window.coach.book) == 1


def test_redo_shows_the_verdict_of_the_move_played_again(qtbot, tmp_path):
    window = coach_window(qtbot, tmp_path)
    bar = window.coach.bar
    show_position(qtbot, window, last_deal("10S 3H 4D", "10H 2C 8S", "10D 5C"))
    drag(qtbot, window, C("3H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: bar.label is not None and window.input.enabled, timeout=20000)
    verdict = (bar.label, bar.line)
    assert verdict[1].startswith("You trail 3♥ — ")
    window.act_undo.trigger()
    qtbot.waitUntil(lambda: window.controller.state.ply == 0 and window.input.enabled)
    assert bar.line == AT_TABLE["ready"]
    window.act_redo.trigger()
    qtbot.waitUntil(lambda: window.controller.state.ply == 2 and window.input.enabled)
    qtbot.waitUntil(lambda: (bar.label, bar.line) == verdict, timeout=5000)
    assert window.coach.book.latest({0}).grade is not None


def _played_into_the_last_deal(setup):
    """A record of random moves from ``setup``'s deal to a move of the person
    (seat 0) with a choice, in the round's last deal (solved: graded at once)."""
    import random

    from casino_desktop.coach import is_forced
    from casino_desktop.core import apply, new_game
    from casino_desktop.qt.game.files import record_of
    rng = random.Random(3)
    state = new_game(setup.rules(), setup.players, setup.partnerships, setup.seed)
    moves: list[str] = []
    while True:
        seat, forced = state.to_move, is_forced(state)
        move = rng.choice(legal_moves(state))
        apply(state, move)
        moves.append(move.text())
        if seat == 0 and not forced and not state.stock and state.hands[0] and state.round_index == 0:
            return record_of(setup, setup.seed, moves, "a" * 32), state


def test_the_verdict_on_the_last_move_comes_back_with_the_game(qtbot, tmp_path):
    """Stranger 12: after a quit and a start, the line said "The coach is on:
    …" where it had given the verdict on the person's last move, as if that
    move had not been graded.  The game comes back with its moves; the
    person's latest move of the round is graded again (the same grade: it
    reads only the view and the seed)."""
    window = coach_window(qtbot, tmp_path)
    record, state = _played_into_the_last_deal(window.setup)
    window.load_game(window.setup, record, state.clone())
    bar = window.coach.bar
    qtbot.waitUntil(lambda: bar.label is not None, timeout=10000)
    entry = window.coach.book.latest({0})
    assert (entry.place, entry.move.text()) == ((0, len(record.moves) - 1), record.moves[-1])
    before = window.controller.aids.people_moves_this_round()[-1][0]
    assert bar.line.startswith(str(move_sentence("You", entry.move, at=before)))
    # The window a language change makes is given the same match, then the
    # old window's grades: what it asked for the match is dropped, not
    # settled in the book it takes over (whose entries have the same ids).
    other = coach_window(qtbot, tmp_path / "relanguage")
    other.load_game(window.setup, record, state.clone())
    assert other.coach.worker.pending() == 1
    other.coach.take_over(window.coach)
    assert other.coach.worker.pending() == 0 and other.coach.book.latest({0}) is entry
    # A new deal still starts the line on its idle sentence.
    window.start_game()
    assert bar.label is None and bar.shown_text() == AT_TABLE["ready"]
