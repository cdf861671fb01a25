"""Language and Save at a network table: View › Language asks the main
window to change (which makes the table's window again), and Save says how
a network match is kept instead of doing nothing."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence

from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.net import table_menus
from casino_desktop.qt.net.window import NetWindow
from casino_desktop.qt.translate import say

pytestmark = [pytest.mark.gui]


def _save_action(w):
    return next(a for a in w.menuBar().actions()[0].menu().actions()
                if a.shortcut() == QKeySequence(QKeySequence.StandardKey.Save))


def test_save_at_a_table_says_how_a_network_match_is_kept(qtbot):
    net = NetWindow()
    qtbot.addWidget(net)
    told = []
    net.inform = told.append
    save = _save_action(net)
    assert save.isVisible() and save.isEnabled(), "Ctrl+S at the table answers"
    save.trigger()
    assert told == [say(table_menus.kept_by_host())] and "Host\u2026" not in told[0]


def test_the_tables_language_menu_changes_the_main_windows_language(qtbot, monkeypatch):
    main = MainWindow()
    qtbot.addWidget(main)
    main.show()
    net = NetWindow()
    qtbot.addWidget(net)
    net.show()
    asked = []
    monkeypatch.setattr("casino_desktop.qt.language_switch.change_language", lambda window, code: asked.append((window, code)))
    assert net.language_menu.menuAction().isVisible()
    swedish = next(a for a in net.language_menu.actions() if a.data() == "sv")
    swedish.trigger()
    assert asked == [(main, "sv")], "the main window changes language, and makes the table's window again"
