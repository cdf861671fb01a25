"""A lesson is not graded by the coach (its moves are the lesson's, not the
person's choice), and the platform's Quit key quits the program from the
lesson window and from the practice window, through the main window's
close, which saves the game in progress."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from casino_desktop.qt.practice.guide_window import open_lesson
from casino_desktop.qt.practice.window import PracticeWindow
from casino_desktop.storage.stats_store import StatsStore
from tests.qt.table_helpers import make_window
from .helpers import NOW, SEED, cached_make, wait_for_drill
from .test_guide_play import play_step, wait_turn

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _owner(qtbot, tmp_path, coach_on=False):
    owner = make_window(qtbot, tmp_path)
    owner.coach.act_coach.setChecked(coach_on)  # saved: a lesson window opened now reads it
    owner.start_game()
    saves = []
    real = owner.autosaver.save_and_stop
    owner.autosaver.save_and_stop = lambda: (saves.append(True), real())[1]
    return owner, saves


def _press_quit(qtbot, window, owner) -> None:
    """Press the key of the main window's Game › Quit in ``window``."""
    keys = owner.act_quit.shortcuts()
    assert keys  # a key on every platform (Ctrl+Q where the platform names none)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    key = keys[0][0]
    qtbot.keyClick(window, key.key(), key.keyboardModifiers())


def test_the_coach_grades_nothing_in_a_lesson_and_its_review_blames_no_move(qtbot, tmp_path):
    owner, _ = _owner(qtbot, tmp_path, coach_on=True)
    assert owner.coach.is_on()
    window = open_lesson(owner, "casino")
    window.set_speed_quietly("instant")
    coach = window.coach
    assert not coach.is_on() and not coach.act_coach.isEnabled()
    assert all(coach.act_coach not in a.menu().actions() for a in window.menuBar().actions() if a.menu())
    while True:
        wait_turn(qtbot, window)
        if window.round_dialog is not None:
            break
        ply = window.controller.state.ply
        play_step(qtbot, window)
        qtbot.waitUntil(lambda: window.controller.state.ply > ply, timeout=5000)
    assert len(coach.book) == 0  # no move of the lesson was sent to be graded
    qtbot.mouseClick(window.round_dialog.review_button, Qt.MouseButton.LeftButton)
    review = window.aids.review_window
    qtbot.waitUntil(review.isVisible, timeout=5000)
    assert review.coach is None
    assert not review.summary.isVisible() and not review.coach_box.isVisible() and not review.why.isVisible()
    assert all("\n" not in review.moves.item(i).text() for i in range(review.moves.count()))  # no notes
    review.close()
    assert owner.coach.is_on()  # the person's own games keep their coach


def test_the_quit_key_quits_from_the_lesson_window_through_the_main_window(qtbot, tmp_path):
    owner, saves = _owner(qtbot, tmp_path)
    window = open_lesson(owner, "casino")
    menu = window.menuBar().actions()[0].menu()
    quits = [a for a in menu.actions() if a.shortcuts() == owner.act_quit.shortcuts()]
    assert len(quits) == 1 and quits[0].text() == "&Quit"
    _press_quit(qtbot, window, owner)
    qtbot.waitUntil(lambda: not owner.isVisible() and not window.isVisible(), timeout=5000)
    assert saves == [True]  # the main window's close path ran: the game was saved


def test_the_quit_key_quits_from_the_practice_window_through_the_main_window(qtbot, tmp_path):
    owner, saves = _owner(qtbot, tmp_path)
    store = StatsStore(tmp_path / "statistics.sqlite3")
    practice = PracticeWindow("casino", {}, lambda: store, owner, seed=SEED, clock=lambda: NOW, make=cached_make)
    practice.resize(1024, 720)
    practice.show()
    qtbot.waitExposed(practice)
    wait_for_drill(qtbot, practice)
    _press_quit(qtbot, practice, owner)
    qtbot.waitUntil(lambda: not owner.isVisible() and not practice.isVisible(), timeout=5000)
    assert saves == [True]
