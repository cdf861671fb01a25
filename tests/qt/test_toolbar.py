"""The toolbar (New, Take Back, Redo, Hint), View › Toolbar (remembered),
View › Full Screen (F11) and F2 for a new game."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolBar

from casino_desktop.qt.dialogs import new_game
from .table_helpers import make_window, open_window, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_the_toolbar_holds_the_menus_own_actions(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    [bar] = window.findChildren(QToolBar)
    assert bar.isVisible()  # shown at first: that is where players look
    assert bar.actions() == [window.act_new, window.act_undo, window.act_redo, window.act_hint,
                             window.toolbar.act_show_panel]
    words = [bar.widgetForAction(a).text() for a in bar.actions()]
    assert words == ["New Game", "Take Back", "Redo", "Hint", "Score and Log"]
    # A button is enabled exactly when its menu item is: the same action.
    assert not bar.widgetForAction(window.act_undo).isEnabled()


def test_hiding_the_toolbar_is_remembered(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.toolbar.act_toolbar.trigger()
    assert not window.toolbar.bar.isVisible()
    window.close()
    again = open_window(qtbot, tmp_path, window.setup)
    assert not again.toolbar.act_toolbar.isChecked()
    assert not again.toolbar.bar.isVisible()
    again.toolbar.act_toolbar.trigger()
    assert again.toolbar.bar.isVisible()
    again.close()
    third = open_window(qtbot, tmp_path, window.setup)
    assert third.toolbar.bar.isVisible()



def test_f2_opens_the_new_game_dialog(qtbot, tmp_path, monkeypatch):
    opened = []

    class FakeSetupDialog:
        def __init__(self, setup, parent):
            opened.append(setup)

        def exec(self):
            return 0  # cancelled: the game goes on

    monkeypatch.setattr(new_game, "SetupDialog", FakeSetupDialog)
    window = make_window(qtbot, tmp_path)
    window.start_game()
    wait_for_human(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # a window's shortcuts work in the active window
    qtbot.keyClick(window, Qt.Key.Key_F2)
    assert opened == [window.setup]
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # the platform's key too
    assert len(opened) == 2


def test_f2_asks_before_giving_up_a_match_in_progress(qtbot, tmp_path, monkeypatch):
    from casino_desktop.core import TRAIL, legal_moves
    from casino_desktop.qt.dialogs import match_guard

    class AcceptingSetupDialog:
        practice_chosen = False

        def __init__(self, setup, parent):
            self.setup = setup

        def exec(self):
            return 1  # Start pressed

        def result_setup(self):
            return self.setup

        def deal_number(self):
            return 99

    asked = []
    monkeypatch.setattr(new_game, "SetupDialog", AcceptingSetupDialog)
    monkeypatch.setattr(match_guard, "ask", lambda _p, title, *_rest: asked.append(title) or False)
    window = make_window(qtbot, tmp_path, level="beginner")
    window.start_game()
    c = window.controller
    qtbot.waitUntil(lambda: c.state.to_move == 0 and window.input.enabled, timeout=10000)
    window.play_move(next(m for m in legal_moves(c.state) if m.kind == TRAIL))
    qtbot.waitUntil(lambda: c.state.to_move == 0 and window.input.enabled, timeout=10000)
    match = c.match_id
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F2)
    assert len(asked) == 1  # the same question as Game › New Game asks
    assert c.match_id == match  # kept: the question's default keeps the match


def test_f11_toggles_full_screen_and_back(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert "F11" in [k.toString() for k in window.toolbar.act_full_screen.shortcuts()]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # a window's shortcuts work in the active window
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.toolbar.act_full_screen.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.toolbar.act_full_screen.isChecked()


def test_f11_leaves_a_window_that_came_back_full_screen(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.showFullScreen()  # as the last session's geometry can bring it back
    qtbot.waitUntil(window.isFullScreen)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.toolbar.act_full_screen.isChecked()


def test_a_folded_side_panel_has_a_button_that_shows_it(qtbot, tmp_path):
    """A narrow screen folds the panel at the first start: the toolbar says
    where the score and the play log went, and is quiet once they are shown."""
    window = make_window(qtbot, tmp_path)
    button = window.toolbar.bar.widgetForAction(window.toolbar.act_show_panel)
    assert window.side.isVisible() and not button.isVisible()
    window.act_panel.setChecked(False)
    qtbot.waitUntil(button.isVisible)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.side.isVisible)
    assert window.act_panel.isChecked()
    qtbot.waitUntil(lambda: not button.isVisible())  # the toolbar lays itself out again on the next turn of events
