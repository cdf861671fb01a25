"""Once the table is gone for a joining player's window, its Game › Play
Over the Network offers Host… and Join…, as the sentence it says names them
(stranger 17: "… › Join takes your seat back once the table is open again",
and this window's menu held only Leave the Table; the main window with
Join… was behind it)."""
from __future__ import annotations

import pytest

from casino_desktop.net import net_sentences
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.net import menu
from casino_desktop.qt.net.window import NetWindow

pytestmark = pytest.mark.gui


def test_a_window_whose_table_is_gone_offers_join_from_the_main_window(qtbot, monkeypatch):
    main = MainWindow(network_window=NetWindow)
    qtbot.addWidget(main)
    main.show()
    net = NetWindow()
    qtbot.addWidget(net)
    net.show()
    assert not net.act_join.isVisible(), "at a table in play: not offered"
    net.show_left(net_sentences.HOST_GONE)
    assert net.act_join.isVisible() and net.act_join.isEnabled()
    assert net.act_host.isVisible() and net.act_host.isEnabled()
    assert net.act_join in net.network_menu.actions(), "in this window's Play Over the Network, where the sentence sends her"
    asked: list = []
    monkeypatch.setattr(menu, "join_table", lambda window: asked.append(window))   # Join… cancelled
    net.act_join.trigger()
    assert asked == [main] and net.isVisible(), "opened from the main window; a Join… cancelled leaves this one"
    monkeypatch.setattr(menu, "join_table", lambda window: asked.append(window) or object())  # seated elsewhere
    net.act_join.trigger()
    assert asked == [main, main] and not net.isVisible(), "this window goes once the new table's is open"
