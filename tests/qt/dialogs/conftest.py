"""The dialogs' shared arrangements."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from casino_desktop.qt import screen_fit
from casino_desktop.qt.dialogs.new_game import SetupDialog
from casino_desktop.qt.game.setup import GameSetup


@pytest.fixture
def small_dialog(qtbot, monkeypatch):
    """New Game shown on a 1024x768 screen (less a task bar)."""
    monkeypatch.setattr(screen_fit, "available_rect", lambda widget=None: QRect(0, 0, 1024, 740))
    dialog = SetupDialog(GameSetup())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog
