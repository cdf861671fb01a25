"""Review Last Round with the coach: each person's move with the points it
gave away and the better move, the round's total, grades made during play
reused, the missing ones weighed off the GUI thread, and "why?" for the
computer's moves."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from casino_desktop.coach.coach_sentences import REVIEW_PROGRESS, WHY_ANSWERED, WHY_BUTTON, WHY_NOTHING_TO_ADD, WHY_TIP_GRADED
from casino_desktop.core import legal_moves, parse_card
from casino_desktop.core.legality import resolve
from casino_desktop.qt.coach.words import round_total
from ..table_helpers import show_position
from .helpers import BLUNDER, coach_window, last_deal

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


def _play_out(qtbot, window, moves: list[str]):
    """Play the person's ``moves`` in turn (the computer answers between them)
    to the end of the round; return the review of it."""
    _play(qtbot, window, moves)
    return _review(qtbot, window)


def _play(qtbot, window, moves: list[str]) -> None:
    for text in moves:
        qtbot.waitUntil(lambda: window.input.enabled, timeout=10000)
        window.play_move(resolve(window.controller.state, text))
    qtbot.waitUntil(lambda: window.round_dialog is not None, timeout=10000)


def _review(qtbot, window):
    qtbot.mouseClick(window.round_dialog.review_button, Qt.MouseButton.LeftButton)
    review = window.aids.review_window
    qtbot.waitUntil(review.isVisible)
    return review


def test_the_review_shows_each_persons_points_and_the_total_reusing_the_grades_of_play(qtbot, tmp_path, gate):
    gate.open()  # counts the gradings, holds none
    window = coach_window(qtbot, tmp_path)
    show_position(qtbot, window, last_deal(*BLUNDER))
    review = _play_out(qtbot, window, ["3H trail", "10S take 10D"])
    coach = review.coach
    qtbot.waitUntil(coach.is_done, timeout=10000)
    assert gate.started == 2  # the two moves graded during play, none again
    people = sorted(coach.people)
    assert [review.steps[i][1] for i in people] == [0, 0] and people == [0, 2]
    first = review.moves.item(0).text()
    assert first == ("1. You trail 3♥\nBlunder: 3.0 points given away; better was to take 10♦ with 10♠.")
    assert review.moves.item(1).text() == f"2. {review.steps[1][3][0]}"  # North's move: no note
    losses = [(i + 1, coach.people[i].grade.loss) for i in people]
    assert losses[0] == (1, 3.0)  # solved: the big casino's swing and the last cards
    assert review.summary.text() == round_total("You", losses)
    assert review.summary.text().startswith(f"You gave away {sum(x for _, x in losses):.1f} points in this round")
    review.go(0, animate=False)
    assert review.coach_box.text().splitlines() == [
        "You trail 3♥ — this gave away 3.0 points on average; better was to take 10♦ with 10♠.",
        "You could have taken 10♦, a card that scores: take 10♦ with 10♠."]
    # "Why?" on a move that gave points away: the options the grade weighed (solved: exact for these two).
    assert review.why.isEnabled() and review.why.toolTip() == WHY_TIP_GRADED
    qtbot.mouseClick(review.why, Qt.MouseButton.LeftButton)
    assert not review.why.isEnabled() and review.why.toolTip() == WHY_ANSWERED
    assert review.coach_box.text().splitlines()[2:] == [
        "The options you had here, best first, as the coach weighs them from what you could see:",
        "Option: take 10♦ with 10♠ \u2014 expected to end the round 1.0 points ahead.",
        "Option (your move): trail 3♥ \u2014 expected to end the round 2.0 points behind."]  # 3.0 between them
    # The take that gave away the sweep has no miss to name: its options are the reason.
    review.go(2, animate=False)
    assert review.why.isEnabled()
    qtbot.mouseClick(review.why, Qt.MouseButton.LeftButton)
    assert review.coach_box.text().splitlines()[1:] == [
        "The options you had here, best first, as the coach weighs them from what you could see:",
        "Option: take build 10 (2♣ + 3♥ + 5♣) and 10♦ with 10♠ \u2014 expected to end the round 7.0 points ahead.",
        "Option (your move): take 10♦ with 10♠ \u2014 expected to end the round 4.0 points ahead."]


def test_missing_grades_are_weighed_on_the_worker_with_their_progress_shown(qtbot, tmp_path, gate):
    window = coach_window(qtbot, tmp_path, coach_on=False)
    show_position(qtbot, window, last_deal(*BLUNDER))
    _play(qtbot, window, ["3H trail", "10S take 10D"])
    assert gate.started == 0  # nothing graded during play: the coach was off
    review = _review(qtbot, window)
    assert review.summary.text() == REVIEW_PROGRESS.format(done=0, total=2)
    assert review.moves.item(0).text().endswith("\nNot weighed yet.")
    # The review steps while the first grading is held on the worker.
    qtbot.waitUntil(lambda: gate.started == 1, timeout=5000)
    review.go(3, animate=False)
    assert review.index == 3 and review.isVisible()
    gate.open()
    qtbot.waitUntil(review.coach.is_done, timeout=10000)
    assert gate.started == 2  # one at a time, each once
    assert review.summary.text().startswith("You gave away ")
    assert "Blunder: 3.0 points given away" in review.moves.item(0).text()


def _frame_drawn(box) -> bool:
    """Whether the box's border shows: the window's pixel at its corner
    differs from the one there with the box hidden."""
    shown = box.parentWidget().grab(box.geometry()).toImage().pixelColor(0, 0)
    box.setVisible(False)
    bare = box.parentWidget().grab(box.geometry()).toImage().pixelColor(0, 0)
    box.setVisible(True)
    return shown != bare


def test_why_lists_the_three_options_the_computer_had(qtbot, tmp_path):
    window = coach_window(qtbot, tmp_path, coach_on=False)
    # North (to move second) holds three cards and can take, build or trail.
    show_position(qtbot, window, last_deal("KS QH", "4D 9S 6C", "5C 10D 3H"))
    review = _play_out(qtbot, window, ["KS trail", "QH trail"])
    north = next(i for i, step in enumerate(review.steps) if step[1] == 1)
    assert len(legal_moves(review.steps[north][0])) >= 3
    review.go(north, animate=False)
    assert review.why.text() == WHY_BUTTON and review.why.isEnabled()
    # Nothing to say before "why?": no empty frame (it looked like a missing text).
    assert review.coach_box.text() == "" and _frame_drawn(review.coach_box) is False
    qtbot.mouseClick(review.why, Qt.MouseButton.LeftButton)
    assert not review.why.isEnabled()  # asked once
    qtbot.waitUntil(lambda: "Option:" in review.coach_box.text(), timeout=10000)
    assert _frame_drawn(review.coach_box) is True
    lines = review.coach_box.text().splitlines()
    assert lines[0].startswith("The options North had here, best first")
    options = lines[1:]
    assert len(options) == 3 and all(line.startswith(("Option: ", "Option (North's move): ")) for line in options)
    assert all(("ahead" in line) or ("behind" in line) or ("level" in line) for line in options)
    # The move North played is marked in the list; if it is not among the three, the heading says so.
    played = review.steps[north][2]
    weighed = [o.move for o in review.coach.whys[north]]
    assert [line.startswith("Option (North's move): ") for line in options] == [m == played for m in weighed]
    assert lines[0].endswith("North played another move.") == (played not in weighed)
    # Stepping away and back keeps the answer.
    review.go(0, animate=False)
    review.go(north, animate=False)
    assert review.coach_box.text().splitlines() == lines


def test_a_persons_only_move_gets_no_grade_and_says_so(qtbot, tmp_path, gate):
    """The last card (or an end of turn with nothing left to add) is no
    choice: no "Good move." row, no share of the total, no "why?"."""
    gate.open()
    window = coach_window(qtbot, tmp_path)
    show_position(qtbot, window, last_deal("10S 3H", "10H 2C", "10D 5C"))
    review = _play_out(qtbot, window, ["10S take 10D", "3H trail"])
    qtbot.waitUntil(review.coach.is_done, timeout=10000)
    last = max(i for i, step in enumerate(review.steps) if step[1] == 0)
    assert len(legal_moves(review.steps[last][0])) == 1  # the last card of the round, which takes nothing
    assert sorted(review.coach.people) == [0] and last == 2
    assert review.summary.text() == ("None of your choices in this round gave points away. "
                                     "One of your moves was forced (your only legal play) and is not graded.")
    review.go(0, animate=False)  # a good move: nothing more to say
    assert not review.why.isEnabled() and review.why.toolTip() == WHY_NOTHING_TO_ADD
    assert review.moves.item(last).text() == f"{last + 1}. {review.steps[last][3][0]}"
    review.go(last, animate=False)
    assert review.coach_box.text() == "You had no other move here."
    assert not review.why.isEnabled()


def _krypkasino_last_deal(hand: str, other: str, table: str):
    """A two-player Krypkasino position in the last deal (two packs: every
    other card in the piles), the person to move: capture is compulsory."""
    from casino_desktop.core import make_rules, new_game
    s = new_game(make_rules("krypkasino"), 2, False, 1)
    ids = lambda text: [C(t) for t in text.split()]  # noqa: E731  (a one-line helper local to the test)
    s.hands, s.loose, s.builds, s.stock = [ids(hand), ids(other)], ids(table), [], []
    used = set(s.hands[0]) | set(s.hands[1]) | set(s.loose)
    rest = [c for c in range(104) if c not in used]
    s.captured = [rest[0::2], rest[1::2]]
    s.to_move, s.dealer = 0, 1
    return s


def _play_krypkasino_round(qtbot, tmp_path, hand: str, first: list[str]):
    """The person's moves ``first`` (a capture of 5♦ forced, then any choice),
    the rest each the only legal play, to the round's end; its review, weighed."""
    from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
    from ..table_helpers import open_window
    setup = GameSetup("krypkasino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random")], 1, True)
    window = open_window(qtbot, tmp_path, setup, {"coach/on": True})
    show_position(qtbot, window, _krypkasino_last_deal(hand, "KC 3H", "5D 2C"))
    for text in first:
        qtbot.waitUntil(lambda: window.input.enabled, timeout=10000)
        window.play_move(resolve(window.controller.state, text))
    while window.round_dialog is None:
        qtbot.waitUntil(lambda: window.input.enabled or window.round_dialog is not None, timeout=10000)
        if window.round_dialog is None:
            moves = legal_moves(window.controller.state)
            assert len(moves) == 1, "the person's later moves are each the only one"
            window.play_move(moves[0])
    review = _review(qtbot, window)
    qtbot.waitUntil(review.coach.is_done, timeout=10000)
    return review


def test_a_krypkasino_rounds_total_counts_the_forced_moves_it_does_not_grade(qtbot, tmp_path, gate):
    """Capture is compulsory in Krypkasino: a move may be the only legal
    one, which the coach does not grade.  The total said "None of your
    choices in this round gave points away." beside sweeps that cost 25
    (stranger 18): it now says how many moves were forced."""
    gate.open()
    review = _play_krypkasino_round(qtbot, tmp_path, "5S 9H 4D", ["5S take 5D", "4D trail"])
    forced = sorted(review.coach.forced)
    assert len(forced) == 2 and len(review.coach.people) == 1  # 5S's capture and the last card; one choice
    assert [len(legal_moves(review.steps[i][0])) for i in forced] == [1, 1]
    total = round_total("You", [(i + 1, e.grade.loss) for i, e in review.coach.people.items()])
    assert review.summary.text() == f"{total} 2 of your moves were forced (your only legal play) and are not graded."


def test_a_krypkasino_round_of_forced_moves_alone_says_so_not_that_nobody_played(qtbot, tmp_path, gate):
    """Every move of the person forced: nothing was graded, and the total
    said "Nobody at the table played in this round"."""
    gate.open()
    review = _play_krypkasino_round(qtbot, tmp_path, "5S 9H", ["5S take 5D"])
    assert len(review.coach.forced) == 2 and not review.coach.people
    assert review.summary.text() == ("All 2 of your moves in this round were forced (your only legal play each "
                                     "time), so none of them is graded.")
