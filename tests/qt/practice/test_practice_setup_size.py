"""Practice's settings (the New Game dialog's variant and house rules alone)
open as tall as their content, on a large screen and a small one."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from casino_desktop.qt import screen_fit
from casino_desktop.qt.dialogs.new_game import SetupDialog
from casino_desktop.qt.game.setup import GameSetup

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _blank_under_the_last_rule(dialog: SetupDialog) -> int:
    page = dialog.form.currentWidget()
    layout = page.layout()
    last = max(layout.itemAt(i).geometry().bottom() for i in range(layout.count()))
    return page.height() - last


@pytest.mark.parametrize("room", [QRect(0, 0, 1920, 1040), QRect(0, 0, 1024, 740)])
def test_the_practice_settings_have_no_empty_lower_half(qtbot, monkeypatch, room):
    """At 1920x1080 the dialog was 1055 px tall and the lower half of its
    first tab empty (the eighth stranger's play-test of 6 December): it kept
    the game's least height, meant for the seats and the rules together,
    and the description above the rules asked for the lines it takes at
    its narrow preferred width."""
    monkeypatch.setattr(screen_fit, "available_rect", lambda widget=None: room)
    dialog = SetupDialog(GameSetup("finnish-kasino"), practice=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.form.currentIndex() == 0  # the Deal tab, the one the tester saw
    blank = _blank_under_the_last_rule(dialog)
    assert 0 <= blank < 3 * dialog.fontMetrics().lineSpacing(), blank  # whole, and no band of blank under it
