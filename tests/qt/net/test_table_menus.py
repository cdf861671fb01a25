"""Language and Save at a network table: View › Language asks the main
window to change (which makes the table's window again), and Save says how
a network match is kept instead of doing nothing."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

from casino_desktop.qt.game.setup import GameSetup
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.net import menu, table_menus
from casino_desktop.qt.net.window import NetWindow
from casino_desktop.qt.translate import say, tr

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
    monkeypatch.setattr("casino_desktop.qt.language_switch.change_language", lambda window, code, asked_at=None: asked.append((window, code)))
    assert net.language_menu.menuAction().isVisible()
    swedish = next(a for a in net.language_menu.actions() if a.data() == "sv")
    swedish.trigger()
    assert asked == [(main, "sv")], "the main window changes language, and makes the table's window again"


def _window_made_again_in_place_of(table):
    return next(w for w in menu.OPEN_TABLES if w is not table)


@pytest.mark.qt_log_ignore("This plugin does not support (propagateSizeHints|raise)")
def test_the_table_asked_for_the_language_stays_in_front_and_says_it(qtbot, request, tmp_path, pseudo_as_a_language):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(GameSetup(), settings=settings)
    main.set_speed_quietly("instant")
    main.show()
    main.start_game()
    net = NetWindow(settings)
    menu._keep(None, net)
    net.show()
    net.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is net)
    request.addfinalizer(lambda: [w.close() for w in [*QApplication.topLevelWidgets()]
                                  if isValid(w) and isinstance(w, MainWindow) and w.isVisible()])
    pseudo = next(a for a in net.language_menu.actions() if a.data() == "xx")
    pseudo.trigger()
    table = _window_made_again_in_place_of(net)
    said = tr("The game now speaks English.")
    assert said.startswith("\u27e6")  # in the language just chosen
    assert table.side.log.log_lines()[-1] == said and table.statusBar().currentMessage() == said
    qtbot.waitUntil(lambda: QApplication.activeWindow() is not None)
    qtbot.wait(50)
    assert QApplication.activeWindow() is table, "the table stays in front, not the main window made again"


def test_take_back_at_a_network_table_says_why_it_is_not_offered(qtbot):
    """Ctrl+Z at a network table did nothing and said nothing: Take Back was
    grey, and a grey action's key is dead (stranger 10, 5)."""
    from PySide6.QtGui import QKeySequence
    from tests.qt.net.helpers import fed_window
    net = fed_window(qtbot, 1, [{"name": "Anna", "kind": "host"}, {"name": "Citra", "kind": "connected"}])
    reason = "At a network table a move stands once it is played: the other players have already seen it."
    assert not net.act_undo.isEnabled() and net.act_undo.toolTip() == reason
    keys = {shortcut.key(): shortcut for shortcut in net.take_back_keys}
    assert QKeySequence(QKeySequence.StandardKey.Undo) in keys and QKeySequence("Ctrl+Y") in keys
    keys[QKeySequence(QKeySequence.StandardKey.Undo)].activated.emit()
    assert net.action_bar.prompt.text() == reason
