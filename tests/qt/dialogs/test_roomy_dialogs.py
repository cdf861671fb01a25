"""Dialogs on a large screen: larger text and sizes where the screen has
room, the sizes chosen for 1024x768 kept on smaller screens."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize

from casino_desktop.qt import screen_fit
from casino_desktop.qt.screen_fit import ROOMY_MOST, roomy_scale, scaled_size

from ..table_helpers import make_window, play_to_the_score_sheet

pytestmark = pytest.mark.gui

FULL_HD = QRect(0, 0, 1920, 1040)  # less a task bar
SMALL = QRect(0, 0, 1024, 740)


def test_the_scale_grows_with_the_screen_within_bounds():
    assert roomy_scale(SMALL) == 1.0
    assert roomy_scale(QRect(0, 0, 1366, 768)) == 1.0  # wide but short: the tighter side counts
    assert roomy_scale(FULL_HD) == ROOMY_MOST
    assert 1.0 < roomy_scale(QSize(1440, 900)) < ROOMY_MOST
    assert scaled_size(QSize(780, 920), 1.25) == QSize(975, 1150)


@pytest.fixture
def screen_of(monkeypatch):
    """Pretend the screen's available room is ``room`` (the test platform's is 1280x800)."""
    def use(room: QRect) -> None:
        monkeypatch.setattr(screen_fit, "available_rect", lambda widget=None: room)
    return use


def test_the_score_sheet_opens_larger_on_a_large_screen(qtbot, tmp_path, screen_of):
    from casino_desktop.qt.dialogs.score_sheet import RoundDialog
    window = make_window(qtbot, tmp_path)
    window.start_game()
    play_to_the_score_sheet(qtbot, window)
    state, sides = window.controller.state, window.controller.sides
    # Each sheet made alike: the window's own names the game in its title
    # ("Round 1 scores — Casino") and is at least as wide as that title, so on
    # a deal (of the clock's seed) whose tables are narrow it was the wider one.
    screen_of(SMALL)
    small = RoundDialog(state, sides, window)
    qtbot.addWidget(small)
    screen_of(FULL_HD)
    large = RoundDialog(state, sides, window)
    qtbot.addWidget(large)
    assert large.font().pointSizeF() >= 1.2 * small.font().pointSizeF()
    assert large.width() > small.width() and large.height() > small.height()
    screen_of(SMALL)
    again = RoundDialog(state, sides, window)
    qtbot.addWidget(again)
    assert again.font() == small.font() and again.size() == small.size()


def test_new_game_opens_larger_on_a_large_screen_and_fits_a_small_one(qtbot, tmp_path, screen_of):
    from casino_desktop.qt.dialogs.new_game import SetupDialog
    window = make_window(qtbot, tmp_path)
    screen_of(FULL_HD)
    large = SetupDialog(window.setup, window)
    qtbot.addWidget(large)
    assert large.width() >= 900
    screen_of(SMALL)
    small = SetupDialog(window.setup, window)
    qtbot.addWidget(small)
    assert small.width() == 780 and large.font().pointSizeF() >= 1.2 * small.font().pointSizeF()
    assert small.height() <= SMALL.height() - screen_fit.FRAME_ALLOWANCE.height()


def test_statistics_open_larger_on_a_large_screen(qtbot, tmp_path, screen_of):
    from casino_desktop.qt.dialogs.statistics import StatisticsDialog
    window = make_window(qtbot, tmp_path)
    screen_of(FULL_HD)
    large = StatisticsDialog(window.matches.store, window)
    qtbot.addWidget(large)
    screen_of(SMALL)
    small = StatisticsDialog(window.matches.store, window)
    qtbot.addWidget(small)
    assert small.size() == QSize(760, 600)
    assert large.width() > small.width() and large.height() > small.height()
