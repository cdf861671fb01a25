"""New Game in high contrast: its house rules never scroll sideways where
the screen has room for them.  High contrast's scroll bar is wider than
Fusion's, and the dialog, measured with Fusion's width, left a Russian page
two pixels short, under a white horizontal bar (the eleventh stranger's
play-test of 7 December, finding 3)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QScrollArea

from casino_desktop.qt import screen_fit
from casino_desktop.qt.access.contrast import apply_palette, set_high_contrast
from casino_desktop.qt.catalogs import install_language
from casino_desktop.qt.dialogs.new_game import SetupDialog
from casino_desktop.qt.game.setup import GameSetup

from ..layout_check import problems

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


@pytest.fixture
def russian_at_1024(monkeypatch):
    """Russian (long choices: its widest page is wider than the least
    dialog) on a 1024x768 screen, and the plain look and English after."""
    monkeypatch.setattr(screen_fit, "available_rect", lambda widget=None: QRect(0, 0, 1024, 740))
    assert install_language("ru") is None
    yield
    set_high_contrast(False)
    apply_palette(False)
    install_language("en")


def _contrast(on: bool) -> None:
    set_high_contrast(on)
    apply_palette(on)


def _open(qtbot) -> tuple[SetupDialog, QScrollArea]:
    dialog = SetupDialog(GameSetup())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    area = dialog.findChild(QScrollArea)
    assert area is not None
    return dialog, area


def _whole_sideways(area: QScrollArea) -> bool:
    """No horizontal bar, and the content not cut either (as wide as it needs)."""
    content = area.widget()
    return (not area.horizontalScrollBar().isVisible()
            and area.viewport().width() >= content.minimumSizeHint().width() <= content.width())


def test_new_game_opened_in_high_contrast_does_not_scroll_sideways(qtbot, russian_at_1024):
    _contrast(True)
    dialog, area = _open(qtbot)
    qtbot.waitUntil(area.verticalScrollBar().isVisible)  # 768 px: the rules scroll up and down
    qtbot.waitUntil(lambda: _whole_sideways(area))
    assert not problems(dialog)  # nothing cut, nothing on the screen's edge


def test_high_contrast_switched_on_with_new_game_open_widens_it(qtbot, russian_at_1024):
    dialog, area = _open(qtbot)
    assert _whole_sideways(area)
    _contrast(True)
    qtbot.waitUntil(lambda: area.verticalScrollBar().width() == area.verticalScrollBar().sizeHint().width())
    qtbot.waitUntil(lambda: _whole_sideways(area))
    assert not problems(dialog)
