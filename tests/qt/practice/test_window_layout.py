"""The practice window's pages (``window_layout``): what the busy page
shows, the question's column's width, the Enter key on its buttons, and
where the window opens."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QWidget

from casino_desktop.qt.practice import window_sentences
from casino_desktop.qt.practice.window import PracticeWindow
from casino_desktop.qt.practice.window_layout import COLUMN_WIDTH, PracticeLayout
from casino_desktop.qt.screen_fit import available_rect
from .helpers import NOW, SEED, quick_make

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _pages(qtbot) -> PracticeLayout:
    layout = PracticeLayout()
    layout._build()
    qtbot.addWidget(layout)
    return layout


def test_the_busy_page_offers_practise_anyway_only_when_everything_is_learnt(qtbot):
    layout = _pages(qtbot)
    layout.show()
    layout._show_busy(window_sentences.NOTHING_MADE, bar=False)
    assert layout.pages.currentIndex() == 0 and not layout.anyway_button.isVisible()
    assert not layout.busy_bar.isVisible() and layout.busy_text.text() == window_sentences.NOTHING_MADE
    layout._show_busy(window_sentences.ALL_LEARNT, bar=False, anyway=True)
    assert layout.anyway_button.isVisible() and layout.anyway_button.autoDefault()   # Enter presses it


def test_the_question_column_keeps_its_width_within_its_bounds(qtbot):
    layout = _pages(qtbot)
    for width, column in ((600, COLUMN_WIDTH[0]), (1200, 1200 * 36 // 100), (2400, COLUMN_WIDTH[1])):
        layout.resize(width, 700)
        layout.show()
        qtbot.waitUntil(lambda: layout.column.width() == column, timeout=2000)


def test_the_window_opens_at_the_game_windows_corner_leaving_the_side_panel_in_sight(qtbot, tmp_path):
    """Left to the window manager, a large screen got it flush against the
    right edge, over the game's side panel; it opens over the table, at the
    game window's corner, and stays on the screen."""
    game = QWidget()
    qtbot.addWidget(game)
    game.setGeometry(120, 60, 700, 500)
    game.show()
    qtbot.waitExposed(game)
    practice = PracticeWindow("casino", {}, None, game, seed=SEED, clock=lambda: NOW, make=quick_make)  # closed with its owner
    assert available_rect(practice).contains(practice.frameGeometry().topLeft())
    practice.resize(500, 400)  # a screen with room to spare: the corner is the game's
    practice._place_over_the_table(game)
    assert practice.pos() == game.frameGeometry().topLeft() != QPoint(0, 0)
    qtbot.waitUntil(lambda: not practice.loading, timeout=20000)
