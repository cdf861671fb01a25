"""What a network table's window offers of the main window's Game and View
menus, and what those items do at a table.

View › Language: a table's window cannot make itself again as a plain main
window (it would hold stand-in cards), but the main window's language
change already makes every open table's window again, whole, keeping its
seat (``relanguage``).  So the table's Language menu asks the main window
to change; the table made again stays in front and says the change.  Save: a network match is the host's (the cards hidden here are
stand-ins), so Save at a table says in one sentence how the match is kept,
rather than doing nothing, and Open stays the main window's.  Take Back
and Redo: a move played at a table is the others' news at once, so they
stay grey, and their keys say why rather than nothing.  Host… and Join…:
once the table is gone for a joining player's window, it offers them as the
main window does (``offer_the_way_on``).
"""
from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QApplication, QMessageBox

from casino_desktop.core.templates import N_, fill
from casino_desktop.qt import catalogs
from casino_desktop.qt import language_switch
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.net.comeback import host_path
from casino_desktop.qt.net.relanguage import made_again, remake_open_tables
from casino_desktop.qt.translate import say, tr

# Said by Save (Ctrl+S) at a network table, in the host's window and a player's alike.
KEPT_BY_HOST = N_("A network match is saved by its host as it is played: if the table stops, the host resumes it "
                  "with {menu} and every player takes their seat back.",
                  note="{menu} is where a menu item is, such as: Game \u203a New Game")


def kept_by_host():
    """Save's sentence at a network table, the menu path to resume written whole."""
    return fill(KEPT_BY_HOST, menu=host_path())


def main_window_of(net):
    """The program's main window (not a table's, nor a lesson's), if one is shown."""
    for w in QApplication.topLevelWidgets():
        if (isinstance(w, MainWindow) and not hasattr(w, "hosted") and w.isVisible()
                and w.parentWidget() is None):  # a lesson's window is the main window's child
            return w
    return None


def offer_the_way_on(net) -> None:
    """The table is gone for this joining player's window (she stopped
    waiting for its host, it closed, a new match began there): Game › Play
    Over the Network offers Host… and Join… as the main window does.  The
    sentences that say so send her there ("… › Join takes your seat back once
    the table is open again"), and this window's menu held only Leave the
    Table; the main window with those items was behind it (stranger 17).
    Each opens from the main window, and this window goes once the new
    table's is open (a Join… cancelled leaves it as it was)."""
    if main_window_of(net) is None:
        return  # no main window to open a table from (it was closed): the items stay hidden
    for act, opens in ((net.act_host, "host_table"), (net.act_join, "join_table")):
        act.triggered.disconnect()
        act.triggered.connect(lambda _=False, o=opens: _open_instead(net, o))
        act.setEnabled(True)
        act.setVisible(True)


def _open_instead(net, opens: str) -> None:
    from casino_desktop.qt.net import menu  # the menu's module opens tables' windows: not loaded with this one
    main = main_window_of(net)
    if main is None:  # closed since: nothing to open a table from, and the items go
        net.act_host.setVisible(False)
        net.act_join.setVisible(False)
        return
    if getattr(menu, opens)(main) is not None:
        net.close()  # nothing is asked: the table was gone already (``leaving.leave_question``)


def offer_language(net) -> None:
    """View › Language at the table: each language asks the main window to
    change (which makes this window again too)."""
    net.language_menu.menuAction().setVisible(True)
    for act in net.language_menu.actions():
        if act.data() is None:
            continue
        act.triggered.disconnect()
        act.triggered.connect(lambda _=False, code=act.data(): change_language_at_table(net, code))


def change_language_at_table(net, code: str) -> None:
    """The table (made again) stays in front and says the change: the main
    window, made again too, is shown behind it."""
    main = main_window_of(net)
    if main is not None:
        language_switch.change_language(main, code, asked_at=net)
        return
    # No main window shown (it was closed): the tables alone are made again.
    settings = net.settings or QSettings()
    settings.setValue(catalogs.SETTING, code)
    wanted = catalogs.chosen_language(settings)
    if wanted != catalogs.current_language():
        failure = catalogs.install_language(wanted)
        remake_open_tables()
        language_switch.say_at_table(made_again(net), language_switch.now_speaking(failure))


def say_how_the_match_is_kept(net) -> None:
    """Save at a table: one sentence, in a box over the table."""
    net.inform(say(kept_by_host()))


def inform(net, text: str) -> None:
    """A plain message over the table's window (a test reads it instead)."""
    QMessageBox.information(net, net.windowTitle(), text)


def no_take_back(net) -> None:
    """Take Back and Redo at a network table: grey (the aids never find a
    move of this window's own to take back), with the reason in their tips,
    and Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y say it where refusals are said.  A
    disabled action's keys do nothing at all, so they move to shortcuts of
    the window's own."""
    reason = tr("At a network table a move stands once it is played: the other players have already seen it.")
    net.take_back_keys = []
    for act in (net.act_undo, net.act_redo):
        act.setToolTip(reason)
        act.setStatusTip(reason)
        keys = act.shortcuts()
        act.setShortcuts([])
        for key in keys:
            shortcut = QShortcut(key, net)
            shortcut.activated.connect(lambda: net.action_bar.show_refusal(reason))
            net.take_back_keys.append(shortcut)

