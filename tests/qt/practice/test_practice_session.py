"""The practice window around the drills: never frozen while drills are
made, a sentence when none can be, more practice once everything is
learnt, and practice going on when the statistics database fails."""
from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from casino_desktop.practice import drill_sentences
from casino_desktop.practice.schedule import DAY, Progress
from casino_desktop.qt.practice import window_sentences
from casino_desktop.qt.practice.window import PracticeWindow
from casino_desktop.storage.stats_store import StatsStore

from .helpers import NOW, cached_make, wait_for_drill

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _window(qtbot, store_getter, make):
    window = PracticeWindow("casino", {}, store_getter, seed=11, clock=lambda: NOW, make=make)
    qtbot.addWidget(window)
    window.resize(1024, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_busy_page_while_the_drills_are_made_and_the_window_answers_meanwhile(qtbot, tmp_path):
    go = threading.Event()

    def slow(variant, options, seed):
        go.wait(10)   # made on the worker thread: the GUI thread must not wait for it
        return cached_make(variant, options, seed)

    window = _window(qtbot, None, slow)
    assert window.pages.currentIndex() == 0 and window.busy_bar.isVisible()
    assert window.busy_text.text() == window_sentences.PREPARING.format(variant="Casino")
    # The event loop runs: a resize is laid out while the worker waits.
    window.resize(900, 700)
    qtbot.waitUntil(lambda: window.width() == 900, timeout=2000)
    assert window.drill is None
    go.set()
    wait_for_drill(qtbot, window)
    assert window.pages.currentIndex() == 1


def test_when_no_drill_can_be_made_the_window_says_so(qtbot, caplog):
    def broken(variant, options, seed):
        raise RuntimeError("no positions")

    window = _window(qtbot, None, broken)
    qtbot.waitUntil(lambda: window.busy_text.text() == window_sentences.NOTHING_MADE, timeout=5000)
    assert not window.busy_bar.isVisible() and window.drill is None
    assert "making drills failed" in caplog.text   # in the log, never on the screen


def test_once_everything_is_learnt_practice_goes_on_when_asked(qtbot, tmp_path):
    store = StatsStore(tmp_path / "statistics.sqlite3")
    topics = sorted({d.topic for d in cached_make("casino", {}, 11).values()})
    for topic in topics:
        box = 2 if topic == "capture_groups" else 5   # one topic less well known
        assert store.save_practice(Progress("casino", topic, box, NOW + 3 * DAY, 3, 0, NOW - DAY))
    window = _window(qtbot, lambda: store, cached_make)
    qtbot.waitUntil(lambda: window.anyway_button.isVisible(), timeout=20000)
    assert window.busy_text.text() == window_sentences.ALL_LEARNT.format(variant="Casino")
    qtbot.mouseClick(window.anyway_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentIndex() == 1
    assert window.drill.topic == "capture_groups"   # the least known first


def test_a_failing_statistics_database_never_stops_practice(qtbot, caplog):
    def no_store():
        raise OSError("disk gone")

    window = _window(qtbot, no_store, cached_make)
    wait_for_drill(qtbot, window)
    drill = window.drill
    window.judge(drill.answer_json())
    assert window.verdict.text() in (drill_sentences.RIGHT, drill_sentences.RIGHT_LEGAL)
    assert window.records[drill.topic].right == 1 and window.tally == [1, 0]
    assert "statistics database failed" in caplog.text


def test_a_closed_window_drops_drills_that_arrive_late(qtbot):
    go = threading.Event()

    def slow(variant, options, seed):
        go.wait(10)
        return cached_make(variant, options, seed)

    # Not handed to qtbot: closing deletes the window, as the player's Close does.
    window = PracticeWindow("casino", {}, None, seed=11, clock=lambda: NOW, make=slow)
    window.show()
    loader = window.loader
    token = loader.token
    window.close()
    assert loader.token != token   # the set still being made is stale
    go.set()
    qtbot.waitUntil(lambda: not loader.busy(), timeout=20000)
    qtbot.wait(50)   # its signals are delivered to nobody, and nothing breaks


def test_the_gil_changes_hands_often_while_drills_are_made_and_as_before_after(qtbot):
    import sys
    from casino_desktop.qt.practice import loader
    before = sys.getswitchinterval()
    seen = []
    go = threading.Event()

    def watched(variant, options, seed):
        seen.append(sys.getswitchinterval())
        go.wait(10)
        return cached_make(variant, options, seed)

    window = _window(qtbot, None, watched)
    qtbot.waitUntil(lambda: len(seen) == 1, timeout=5000)
    assert seen[0] <= loader.SWITCH_INTERVAL < before
    go.set()
    wait_for_drill(qtbot, window)
    assert len(seen) == 2 and seen[1] <= loader.SWITCH_INTERVAL   # the second seed's set, begun later
    qtbot.waitUntil(lambda: not window.loader.busy(), timeout=5000)
    assert sys.getswitchinterval() == before


def test_the_rulebook_of_the_rules_practised_is_one_button_away(qtbot, tmp_path):
    from .helpers import open_practice
    window = open_practice(qtbot, tmp_path, variant="swedish-kasino", options={"target": 15})
    qtbot.mouseClick(window.rules_button, Qt.MouseButton.LeftButton)
    book = window.rules_window
    assert book.isVisible() and "Swedish" in book.windowTitle()
    text = " ".join(book.details.toPlainText().split())
    assert "Target score: 15" in text or "Target score : 15" in text   # the house rule, not the preset's 16
    book.close()
