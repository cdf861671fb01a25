"""The coach in the pseudo-language: the verdict strip under the table and
the round review with its grades and its "why?" say every word through the
catalog (``tests/qt/pseudo_locale.py``).  The whole table and the review
also show the core's and the table's words: that check waits for those to be
marked (``tests/qt/practice/marks.py``)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from casino_desktop.core import parse_card
from casino_desktop.core.legality import resolve
from tests.qt.practice.marks import needs_core_and_table_words, window_words
from tests.qt.pseudo_locale import leftover, untranslated
from tests.qt.table_helpers import drag, empty_felt_point, show_position
from tests.qt.test_pseudo_locale import pseudo_language  # noqa: F401 (a fixture)

from .helpers import BLUNDER, coach_window, last_deal

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


def _blunder(qtbot, tmp_path):
    window = coach_window(qtbot, tmp_path)
    bar = window.coach.bar
    show_position(qtbot, window, last_deal(*BLUNDER))
    assert untranslated(bar) == []  # the idle line
    drag(qtbot, window, C("3H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: bar.label is not None, timeout=10000)
    return window


def test_the_verdict_strip_says_every_word_in_the_players_language(qtbot, tmp_path, pseudo_language):
    window = _blunder(qtbot, tmp_path)
    bar = window.coach.bar
    assert bar.label == "blunder" and bar.badge.text().startswith("⟦")
    assert bar.misses and all(m.startswith("⟦") for m in bar.misses)
    assert untranslated(bar) == []
    assert leftover(window.coach.act_coach.text()) == "" and leftover(window.coach.act_coach.statusTip()) == ""


@needs_core_and_table_words
def test_the_table_with_the_verdict_strip_shows_no_word_untranslated(qtbot, tmp_path, pseudo_language):
    window = _blunder(qtbot, tmp_path)
    assert window_words(window) == []


def _review(qtbot, tmp_path):
    window = coach_window(qtbot, tmp_path)
    show_position(qtbot, window, last_deal(*BLUNDER))
    for text in ["3H trail", "10S take 10D"]:
        qtbot.waitUntil(lambda: window.input.enabled, timeout=10000)
        window.play_move(resolve(window.controller.state, text))
    qtbot.waitUntil(lambda: window.round_dialog is not None, timeout=10000)
    qtbot.mouseClick(window.round_dialog.review_button, Qt.MouseButton.LeftButton)
    review = window.aids.review_window
    qtbot.waitUntil(review.isVisible)
    qtbot.waitUntil(review.coach.is_done, timeout=10000)
    return review


def _coach_words(review) -> list[str]:
    """What the coach puts in the review, left untranslated."""
    shown = [review.coach_box.text(), review.summary.text(), review.why.toolTip()]
    return [rest for text in shown if (rest := leftover(text))]


def test_the_coach_in_the_round_review_says_every_word_in_the_players_language(qtbot, tmp_path, pseudo_language):
    review = _review(qtbot, tmp_path)
    coach = review.coach
    review.go(0, animate=False)  # a person's move: its grade and misses
    assert review.coach_box.text().startswith("⟦") and review.summary.text().startswith("⟦")
    assert _coach_words(review) == []
    review.go(1, animate=False)  # the computer's move: "why?"
    coach.ask_why(1)
    qtbot.waitUntil(lambda: isinstance(coach.whys.get(1), list), timeout=20000)
    review.go(2, animate=False)
    review.go(1, animate=False)
    assert review.coach_box.text().startswith("⟦")
    assert _coach_words(review) == []


@needs_core_and_table_words
def test_the_round_review_with_grades_shows_no_word_untranslated(qtbot, tmp_path, pseudo_language):
    review = _review(qtbot, tmp_path)
    review.go(0, animate=False)
    assert untranslated(review) == []
