"""What players of other desktop card games reach for first: a toolbar (New,
Take Back, Redo, Hint, and Score and Log while the side panel is folded), View › Toolbar to hide it, View › Full Screen (F11)
and F2 for a new game.

The toolbar holds the window's own menu actions, so each button is enabled
exactly when its menu item is and does exactly what it does (F2 opens the
same New Game dialog as Ctrl+N, with the same question before a match is
given up).  Whether the toolbar is shown is remembered in the settings.
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QStyle, QToolBar

from casino_desktop.qt.app_icon import app_icon
from casino_desktop.qt.game.setup import load_flag, save_flag
from casino_desktop.qt.translate import tr

TOOLBAR_SETTING = "view/toolbar"
NEW_GAME_KEY = "F2"  # KPat's, Aisleriot's and PySolFC's key for a new deal
FULL_SCREEN_KEY = "F11"


def _keys(standard: QKeySequence.StandardKey, fallback: str) -> list[QKeySequence]:
    """The platform's key for an action, and the one players of other card games expect."""
    # Only the platform's first key: the others are keyboards' special keys
    # ("New", "Alt+Enter") that How to Play would list as if they were keys to learn.
    keys = [k for k in QKeySequence.keyBindings(standard) if not k.isEmpty()][:1]
    wanted = QKeySequence(fallback)
    return keys + ([wanted] if wanted not in keys else [])


class GameToolbar:
    """The toolbar, its View menu switch, and full screen."""

    def __init__(self, window, view_menu) -> None:
        self.window = window
        w = window
        w.act_new.setShortcuts(_keys(QKeySequence.StandardKey.New, NEW_GAME_KEY))
        self.bar = QToolBar(tr("Toolbar"), w)
        self.bar.setObjectName("gameToolbar")  # saveState() needs a name
        self.bar.setMovable(False)
        self.bar.setFloatable(False)
        self.bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.bar.setIconSize(QSize(20, 20))
        self.bar.toggleViewAction().setVisible(False)  # View › Toolbar is the one switch
        style = w.style()
        w.act_new.setIcon(app_icon())  # the game's own two cards: a new deal
        icons = ((w.act_new, QStyle.StandardPixmap.SP_FileDialogNewFolder),
                 (w.act_undo, QStyle.StandardPixmap.SP_ArrowBack),
                 (w.act_redo, QStyle.StandardPixmap.SP_ArrowForward),
                 (w.act_hint, QStyle.StandardPixmap.SP_MessageBoxQuestion))
        for act, pixmap in icons:
            if act.icon().isNull():
                act.setIcon(style.standardIcon(pixmap))
            self.bar.addAction(act)
        # The menus show the words; the icons are for the toolbar.
        for act, _ in icons:
            act.setIconVisibleInMenu(False)
        # Short words on the buttons (the menus keep their longer ones).
        for act, text in ((w.act_new, tr("New Game", note="toolbar button")),
                          (w.act_undo, tr("Take Back", note="toolbar button")),
                          (w.act_redo, tr("Redo", note="toolbar button")),
                          (w.act_hint, tr("Hint", note="toolbar button"))):
            act.setIconText(text)
        # While the side panel is folded (a narrow screen folds it at the first
        # start), a button says where the score and the play log went: at
        # 200 % on 1920x1080 a player did not find them until F9 (the
        # eleventh stranger's play-test of 7 December, finding 5).
        self.act_show_panel = QAction(tr("Score and Log", note="toolbar button, there only while the side panel "
                                         "(the score table and the play log) is folded away: it shows the panel"), w)
        self.act_show_panel.setToolTip(tr("The side panel with the score and the play log is folded away to give "
                                          "the table room: this shows it (F9, or View \u203a Side Panel)."))
        self.act_show_panel.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_FileDialogDetailedView))
        self.act_show_panel.triggered.connect(lambda: w.act_panel.setChecked(True))
        self.act_show_panel.setVisible(not w.act_panel.isChecked())
        w.act_panel.toggled.connect(lambda on: self.act_show_panel.setVisible(not on))
        self.bar.addAction(self.act_show_panel)
        w.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.bar)

        view_menu.addSeparator()  # the window itself: toolbar, full screen, sound
        self.act_toolbar = QAction(tr("Toolba&r"), w, checkable=True)
        self.act_toolbar.setChecked(load_flag(TOOLBAR_SETTING, True, w.settings))
        self.bar.setVisible(self.act_toolbar.isChecked())
        self.act_toolbar.toggled.connect(self._toolbar_toggled)
        view_menu.addAction(self.act_toolbar)

        self.act_full_screen = QAction(tr("F&ull Screen"), w, checkable=True)
        self.act_full_screen.setShortcuts(_keys(QKeySequence.StandardKey.FullScreen, FULL_SCREEN_KEY))
        # F11 turns the window's real state over: a window restored full screen
        # from the last session's geometry leaves it at the first press.
        self.act_full_screen.triggered.connect(lambda: self.set_full_screen(not w.isFullScreen()))
        view_menu.aboutToShow.connect(lambda: self.act_full_screen.setChecked(w.isFullScreen()))
        view_menu.addAction(self.act_full_screen)
        self._was_maximized = False

    def _toolbar_toggled(self, on: bool) -> None:
        self.bar.setVisible(on)
        save_flag(TOOLBAR_SETTING, on, self.window.settings)

    def set_full_screen(self, on: bool) -> None:
        """The table fills the screen; F11 again (or the menu) brings the window back as it was."""
        w = self.window
        self.act_full_screen.setChecked(on)
        if on == w.isFullScreen():
            return
        if on:
            self._was_maximized = w.isMaximized()
            w.showFullScreen()
        elif self._was_maximized:
            w.showMaximized()
        else:
            w.showNormal()
