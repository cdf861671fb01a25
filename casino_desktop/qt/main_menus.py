"""The main window's Game and View menus, every title and action in the
player's language (the window is built again when the language changes, so
each text is translated once, here, when it is made)."""
from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from casino_desktop.core.templates import N_
from casino_desktop.qt.access.menu import install_access
from casino_desktop.qt.aids.aids_screen import WindowAidsScreen
from casino_desktop.qt.aids.player_aids import PlayerAids
from casino_desktop.qt.cards.look import CardLookMenu
from casino_desktop.qt.coach import CoachAtTable
from casino_desktop.qt.dialogs.help_menu import HelpMenu
from casino_desktop.qt.game.setup import SPEEDS, save_flag
from casino_desktop.qt.translate import say, tr
from casino_desktop.qt.language_switch import language_menu
from casino_desktop.qt.menu_names import GAME_MENU, NEW_GAME_ITEM
from casino_desktop.qt.net.leaving import quit_program
from casino_desktop.qt.net.menu import host_table, join_table
from casino_desktop.qt.practice.opening import open_practice
from casino_desktop.qt.practice.guide_window import quit_key
from casino_desktop.qt.sound import GameSound
from casino_desktop.qt.toolbar import GameToolbar
from casino_desktop.qt.window_ports import WindowCoachedTable

# View › Animation Speed: the stored names ("slow") stay English in the settings.
SPEED_LABELS = {"slow": N_("Slow", note="animation speed"), "normal": N_("Normal", note="animation speed"),
                "fast": N_("Fast", note="animation speed"), "instant": N_("Instant", note="animation speed")}


def add_action(window, menu, text: str, shortcut, slot) -> QAction:
    act = QAction(text, window)
    if shortcut is not None:
        act.setShortcut(shortcut)
    act.triggered.connect(slot)
    menu.addAction(act)
    return act


def make_menus(w) -> None:
    """Game, View (with View › Language) and Help on ``w``'s menu bar; the
    actions the window and the tests use are kept as its attributes."""
    game = w.menuBar().addMenu(say(GAME_MENU))
    w.act_new = add_action(w, game, say(NEW_GAME_ITEM), QKeySequence.StandardKey.New, w.new_game_dialog)
    w.act_restart = add_action(w, game, tr("&Restart"), "Ctrl+R", w.restart)
    w.act_daily = add_action(w, game, tr("Deal of the &Day"), "Ctrl+D", w.play_deal_of_the_day)
    w.act_practice = add_action(w, game, tr("&Practice\u2026"), None, lambda: open_practice(w))
    network = w.network_menu = game.addMenu(tr("Play Over the Net&work"))
    w.act_host = add_action(w, network, tr("&Host\u2026"), None, lambda: host_table(w))
    w.act_join = add_action(w, network, tr("&Join\u2026"), None, lambda: join_table(w))
    for act in (w.act_host, w.act_join):  # greyed in a window that was not told how to open a table's window
        act.setEnabled(w.network_window is not None)
    game.addSeparator()
    w.aids = PlayerAids(w.controller.aids, WindowAidsScreen(w), w, w.settings)
    w.act_undo, w.act_redo, w.act_hint = w.aids.act_undo, w.aids.act_redo, w.aids.act_hint
    game.addActions([w.act_undo, w.act_redo, w.act_hint, w.aids.act_review])
    w.coach = CoachAtTable(WindowCoachedTable(w), w.controller, game)  # Game › Coach My Moves, its line under the table
    add_action(w, game, tr("St&atistics\u2026"), None, w.show_statistics)
    game.addSeparator()
    w.act_open = add_action(w, game, tr("&Open Game\u2026"), QKeySequence.StandardKey.Open, w.open_game)
    add_action(w, game, tr("&Save Game\u2026"), QKeySequence.StandardKey.Save, w.save_game)
    game.addSeparator()
    # The lesson's and practice's Quit key too; it quits the program (its tables ask first).
    w.act_quit = add_action(w, game, tr("&Quit"), quit_key(), lambda: quit_program(w))
    view = w.menuBar().addMenu(tr("&View"))
    speed_menu = view.addMenu(tr("Animation &Speed"))
    group = QActionGroup(w)
    w.speed_actions = {}
    for name in SPEEDS:
        act = QAction(say(SPEED_LABELS[name]), w, checkable=True)
        act.setChecked(name == w.speed)
        act.triggered.connect(lambda _=False, n=name: w.set_speed(n))
        group.addAction(act)
        speed_menu.addAction(act)
        w.speed_actions[name] = act
    w.language_menu = language_menu(w, view)
    w.act_panel = QAction(tr("Side &Panel"), w, checkable=True, checked=True, shortcut="F9")  # type: ignore[call-overload]  # PySide6 reads a shortcut's text
    w.act_panel.toggled.connect(w.side.setVisible)
    w.act_panel.toggled.connect(lambda on: save_flag("view/side_panel", on, w.settings))
    view.addAction(w.act_panel)
    w.act_still_out = w.aids.act_still_out
    w.act_still_out.toggled.connect(lambda on: on and w.act_panel.setChecked(True))  # it lives there
    view.addAction(w.act_still_out)
    view.addAction(w.aids.act_four_colours)
    w.card_look = CardLookMenu(w, view)  # Card Theme, Card Back, Felt
    w.access = install_access(w, view)  # Table in Words, High Contrast, Large Cards; keys
    w.toolbar = GameToolbar(w, view)  # New, Take Back, Redo, Hint; View › Toolbar, Full Screen; F2
    w.sound = GameSound(w, view)  # View › Sound
    w.help = HelpMenu(w)
