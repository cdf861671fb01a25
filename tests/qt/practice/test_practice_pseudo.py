"""Practice and the guided first game in the pseudo-language: every word the
drill window, the progress screen and a lesson show came through the
catalog (``tests/qt/pseudo_locale.py``), with each kind of drill on show,
after a verdict, and mid-lesson with the guide's callout.  Where a window
also shows the core's or the table's words, the whole-window check waits
for those to be marked (``marks.py``)."""
from __future__ import annotations

import pytest

from casino_desktop.practice.drill import BUILD, CAPTURES, LEGAL, SCORE, TAKE_BUILD
from casino_desktop.qt.practice.guide_window import open_lesson
from tests.qt.pseudo_locale import leftover, untranslated
from tests.qt.table_helpers import make_window
from tests.qt.test_pseudo_locale import pseudo_language  # noqa: F401 (a fixture)

from .helpers import drill_of, open_practice
from .marks import needs_core_and_table_words, needs_core_words, window_words

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _wrong_answer(drill):
    """An answer the core judges wrong, so the verdict and the right answer show."""
    if drill.kind == LEGAL:
        return (drill.answer + 1) % len(drill.choices)
    if drill.kind == CAPTURES:
        return []
    if drill.kind == SCORE:
        return {item: [p + 1 for p in points] for item, points in drill.answer}
    return drill.answer.split(" ")[0] + " trail"  # a trail: not the build the question asks for


# "Is this play legal?" lists the core's refusals; a score drill, its scoring items.
@pytest.mark.parametrize("kind", [pytest.param(LEGAL, marks=needs_core_words), CAPTURES, BUILD, TAKE_BUILD,
                                  pytest.param(SCORE, marks=needs_core_words)])
def test_the_drill_window_says_every_word_in_the_players_language(qtbot, tmp_path, pseudo_language, kind):
    window = open_practice(qtbot, tmp_path)
    window.present(drill_of(window, kind))
    assert window.question.text().startswith("⟦")  # the pseudo-language's, not English
    assert untranslated(window) == []
    window.judge(_wrong_answer(window.drill))
    assert window.verdict.isVisible() and window.right_answer.isVisible()
    assert untranslated(window) == []


@needs_core_words  # the variants' names in its list
def test_the_progress_screen_says_every_word_in_the_players_language(qtbot, tmp_path, pseudo_language):
    window = open_practice(qtbot, tmp_path)
    window.present(drill_of(window, CAPTURES))
    window.judge([])  # one topic learning, the rest new
    window.show_progress()
    dialog = window.progress_dialog
    qtbot.waitExposed(dialog)
    assert dialog.table.rowCount() > 1
    assert untranslated(dialog.table) == [] and untranslated(dialog.counts) == []
    assert untranslated(dialog) == []
    dialog.close()


def _lesson(qtbot, tmp_path):
    owner = make_window(qtbot, tmp_path)
    owner.start_game()
    window = open_lesson(owner, "casino")
    window.set_speed_quietly("instant")
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.input.enabled, timeout=10000)
    qtbot.waitUntil(lambda: window.guide.pointer.callout.isVisible(), timeout=10000)
    return window


def _lesson_menu(window):
    return window.menuBar().actions()[0].menu()


def test_a_lesson_mid_deal_says_the_guides_words_in_the_players_language(qtbot, tmp_path, pseudo_language):
    window = _lesson(qtbot, tmp_path)
    pointer = window.guide.pointer
    assert pointer.text.startswith("⟦")
    assert leftover(pointer.callout.toPlainText()) == ""
    assert leftover(window.windowTitle()) == ""
    assert untranslated(_lesson_menu(window)) == []


@needs_core_and_table_words  # the table's words and the variant's name beside the guide's
def test_a_lesson_mid_deal_shows_no_word_untranslated(qtbot, tmp_path, pseudo_language):
    window = _lesson(qtbot, tmp_path)
    assert window_words(window, own_menus=[_lesson_menu(window)]) == []
