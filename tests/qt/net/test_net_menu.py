"""Game › Play Over the Network's actions: offered when the main window
knows how to open a table, Join… opening the window kind it was given and
keeping the player's address and name; a network window offers nothing of
a local match; joining or hosting while seated is refused; the question
before resuming a stopped table."""
from __future__ import annotations

from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.net import comeback
from casino_desktop.qt.net.window import NetWindow
from tests.net.helpers import LOOPBACK
from tests.qt.net.helpers import ini_settings


def test_the_game_menu_offers_host_and_join(qtbot):
    w = MainWindow(network_window=NetWindow)  # as the program makes it
    qtbot.addWidget(w)
    assert w.act_host.text().replace("&", "") == "Host\u2026" and w.act_join.text().replace("&", "") == "Join\u2026"
    assert w.act_host.isEnabled() and w.act_join.isEnabled()


def test_a_window_not_told_how_to_open_a_network_table_greys_the_actions(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    assert not w.act_host.isEnabled() and not w.act_join.isEnabled()


def test_join_opens_the_window_kind_the_main_window_was_given(qtbot, monkeypatch):
    """Game › Play Over the Network › Join… opens its table in a window made
    by the factory the main window was given (``qt/net/menu`` imports no
    window: the main window's menus import it)."""
    from casino_desktop.qt.net import menu
    made = []

    class Dialog:
        def __init__(self, parent, settings, attempt):
            self.attempt = attempt

        def exec(self):  # as the dialog does once the host has seated the player
            self.joined = self.attempt()
            self.joined.join(LOOPBACK, 9, "HT4K9QXA", "Ann")
            return True

    def network_window(settings):
        net = NetWindow(settings)
        qtbot.addWidget(net)
        monkeypatch.setattr(net, "join", lambda *args: made.append(args))
        return net

    monkeypatch.setattr(menu, "JoinDialog", Dialog)
    w = MainWindow(network_window=network_window)
    qtbot.addWidget(w)
    net = menu.join_table(w)
    assert isinstance(net, NetWindow) and made == [(LOOPBACK, 9, "HT4K9QXA", "Ann")]
    net.close()


def test_join_keeps_its_address_and_name_in_the_players_settings_though_the_window_has_none(qtbot, monkeypatch):
    """A main window made without settings (the program's) still gives the
    Join dialog the app's settings, where it keeps the last address and name."""
    from casino_desktop.qt.net import menu
    given = []

    class Dialog:
        def __init__(self, parent, settings, attempt):
            given.append(settings)

        def exec(self):
            return False

    monkeypatch.setattr(menu, "JoinDialog", Dialog)
    w = MainWindow(network_window=NetWindow)
    qtbot.addWidget(w)
    assert w.settings is None and menu.join_table(w) is None
    assert given and given[0] is not None


def test_a_network_window_offers_nothing_that_starts_or_opens_a_local_match(qtbot):
    net = NetWindow()
    qtbot.addWidget(net)
    assert not net.act_new.isVisible() and not net.act_host.isVisible()
    shown = [a.text().replace("&", "") for a in net.menuBar().actions()[0].menu().actions() if a.isVisible()]
    assert not any(t.startswith("Open") for t in shown), shown  # Save says how the match is kept (``table_menus``)


class _SeatedWindow:
    """A network window whose match goes on (or is over), as menu.OPEN_TABLES holds it."""

    def __init__(self, over: bool) -> None:
        from types import SimpleNamespace
        self.hosted, self.controller = None, SimpleNamespace(state=SimpleNamespace(is_over=over))
        self.shown = 0

    def show(self): self.shown += 1  # noqa: E704
    def raise_(self): pass  # noqa: E704
    def activateWindow(self): pass  # noqa: E704,N802


def test_joining_or_hosting_while_seated_at_a_table_is_refused_in_one_sentence(qtbot, monkeypatch):
    from casino_desktop.qt.net import menu
    told, opened = [], []
    monkeypatch.setattr(menu.QMessageBox, "information", lambda parent, title, text: told.append(text))
    class Refused:
        def __init__(self, *args):
            opened.append(args)

        def exec(self):
            return False

    monkeypatch.setattr(menu, "JoinDialog", Refused)
    seated = _SeatedWindow(over=False)
    monkeypatch.setattr(menu, "OPEN_TABLES", [seated])
    w = MainWindow(network_window=NetWindow)
    qtbot.addWidget(w)
    assert menu.join_table(w) is None and not opened
    assert menu.host_table(w) is None and not opened
    assert told == ["You already have a seat at a network table: close its window to leave it first."] * 2
    assert seated.shown == 2  # its window comes forward
    monkeypatch.setattr(menu, "OPEN_TABLES", [_SeatedWindow(over=True)])  # a match over holds no seat
    assert menu.join_table(w) is None and opened and len(told) == 2
    # Nor a table the player stopped waiting for (its sentence sends her to
    # Join…, which refused her while its window stayed open).
    stopped = _SeatedWindow(over=False)
    stopped.table_left = True
    monkeypatch.setattr(menu, "OPEN_TABLES", [stopped])
    assert menu.join_table(w) is None and len(opened) == 2 and len(told) == 2


def test_the_question_before_resuming_says_a_new_match_discards_the_stopped_one(qtbot, monkeypatch, tmp_path):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QPushButton
    from casino_desktop.qt.dialogs import host_setup
    from casino_desktop.qt.net import menu
    settings = ini_settings(tmp_path)
    settings.setValue("network/host_code", "HT4K9QXA")
    settings.setValue("network/host_port", "4747")
    monkeypatch.setattr(comeback, "unfinished", lambda path, settings=None: True)
    set_up = []

    class Refused:
        def __init__(self, setup, parent):
            set_up.append(setup)

        def exec(self):
            return False

    monkeypatch.setattr(host_setup, "HostSetupDialog", Refused)
    asked, original = [], menu.resume_question

    def answering(name):
        def ask(parent):
            box = original(parent)
            asked.append(box.text())
            button = box.findChild(QPushButton, name) or box.button(box.StandardButton.Cancel)
            QTimer.singleShot(0, button.click)
            return box
        return ask

    w = MainWindow(settings=settings, network_window=NetWindow)
    qtbot.addWidget(w)
    monkeypatch.setattr(menu, "resume_question", answering("cancel"))
    assert menu.host_table(w) is None and not set_up, "Cancel keeps the stopped match, and asks nothing more"
    assert "Starting a new match instead discards it." in asked[0]
    monkeypatch.setattr(menu, "resume_question", answering("newMatch"))
    assert menu.host_table(w) is None and set_up == [w.setup], "New Match goes on to the new match's setup"
