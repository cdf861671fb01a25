"""View › Table in Words, View › High Contrast and View › Large Cards, each
remembered in QSettings; the keyboard paths and the focus order.

``install_access(window, view_menu)`` is the main window's one call: it
adds the three entries, the dock, and wires the dock to the table (it
reads the scene's state and the input's turn; a move it plays goes to
``window.play_move``, the path of the action bar's buttons).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtGui import QAccessible, QAction
from shiboken6 import isValid

from casino_desktop.core.templates import N_
from casino_desktop.qt.access.contrast import FELT, apply_palette, set_high_contrast
from casino_desktop.qt.access.keys import TabChain, watch
from casino_desktop.qt.access.large_words import set_large_words
from casino_desktop.qt.access.menu_escape import install as install_menu_escape
from casino_desktop.qt.access.panel import TableInWords
from casino_desktop.qt.cards.palette import felt_colours
from casino_desktop.qt.cards.painter import shared_cache
from casino_desktop.qt.game.setup import load_flag, save_flag
from casino_desktop.qt.translate import say

WORDS_KEY, CONTRAST_KEY, LARGE_KEY = "view/table_in_words", "view/high_contrast", "view/large_cards"
DOCK_WIDTH = 230
# Narrower than this, the table in words shares the side panel's column:
# a column of its own left the table half the window at 1024 px.
SHARED_BELOW = 1200
READER_CHECK_MS = 2000
LARGE_SCALE = 1.3  # the player's hand and the table's cards; the layout caps it to fit
WORDS_TEXT = N_("Table in &Words")
CONTRAST_TEXT = N_("&High Contrast")
LARGE_TEXT = N_("Lar&ge Cards")
WORDS_TIP = N_("The table, your hand, the seats and your legal moves as lists a screen reader reads")
CONTRAST_TIP = N_("White on black, with strong card outlines and indices, for any card theme")
LARGE_TIP = N_("Your hand, the table's cards and the words around them drawn larger")
LARGE_ON = N_("Your hand and the table's cards are now drawn larger.")
LARGE_OFF = N_("The cards are now drawn at their usual size.")


class Access(QObject):
    """The three View entries and the dock of one main window."""

    def __init__(self, window, view_menu) -> None:
        super().__init__(window)
        self.window = window
        self._moving = False  # the dock is hidden or shown to move its lists, not by the player
        settings = window.settings
        self.panel = TableInWords(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.panel)
        window.resizeDocks([self.panel], [DOCK_WIDTH], Qt.Orientation.Horizontal)  # the table keeps its room
        view_menu.addSeparator()
        # A screen reader already running opens the table in words at once.
        shown = load_flag(WORDS_KEY, QAccessible.isActive(), settings)
        self.act_words = self._toggle(view_menu, WORDS_TEXT, WORDS_TIP, "F7", shown, WORDS_KEY, self._show_words)
        self.act_contrast = self._toggle(view_menu, CONTRAST_TEXT, CONTRAST_TIP, None,
                                         load_flag(CONTRAST_KEY, False, settings), CONTRAST_KEY, self.set_contrast)
        self.act_large = self._toggle(view_menu, LARGE_TEXT, LARGE_TIP, None, load_flag(LARGE_KEY, False, settings),
                                      LARGE_KEY, self.set_large)
        self.panel.visibilityChanged.connect(self._dock_closed)
        if getattr(window, "act_panel", None) is not None:  # triggered: the player's F9, not a restored choice
            window.act_panel.triggered.connect(self._side_folded_by_player)
        self.body = self.panel.widget()  # the lists, in the dock or in the side panel's column
        window.installEventFilter(self)  # a resize may move them
        self._show_words(shown)
        if not (settings or QSettings()).contains(WORDS_KEY):
            # Qt learns that a screen reader runs from the accessibility bus,
            # after the window is made: look again once the window is up.
            QTimer.singleShot(READER_CHECK_MS, self.act_words, self._reader_check)
        self.set_contrast(self.act_contrast.isChecked())
        self.set_large(self.act_large.isChecked(), said=False)
        self._wire()
        watch(window.menuBar())
        install_menu_escape(window.menuBar())
        p = self.panel
        # Tab: the table, its legal moves, the action bar's buttons, the rest
        # in words, then the side panel's score table and play log.
        self.tab_chain = TabChain(window.action_bar, [window.view, p.moves],
                                  [p.hand, p.table, p.seats, window.side.scores, window.side.log])

    def _toggle(self, menu, text, tip, shortcut, checked: bool, key: str, apply) -> QAction:
        act = QAction(say(text), self.window, checkable=True)
        act.setStatusTip(say(tip))
        act.setToolTip(say(tip))
        if shortcut:
            act.setShortcut(shortcut)
        act.setChecked(checked)
        act.toggled.connect(lambda on: save_flag(key, on, self.window.settings))
        act.toggled.connect(apply)
        menu.addAction(act)
        return act

    def _reader_check(self) -> None:
        if QAccessible.isActive() and not self.act_words.isChecked():
            self.act_words.setChecked(True)

    def _wire(self) -> None:
        w = self.window
        w.scene.animations_done.connect(self.refresh)
        w.input.selection_changed.connect(self.refresh)
        w.input.refused.connect(lambda reason: self.panel.announce(say(reason)))
        self.panel.move_picked.connect(w.play_move)

    def refresh(self) -> None:
        if self.act_words.isChecked():
            self.panel.refresh()

    # --- the three choices -----------------------------------------------------------------------
    def _show_words(self, on: bool) -> None:
        self._place_words(on)
        if on:
            self.panel.refresh()

    def shared(self) -> bool:
        """Whether the lists are in the side panel's column (a narrow window)."""
        return self.window.side.held() is self.body

    def _place_words(self, on: bool) -> None:
        """In a dock of their own, or under the play log in a narrow window."""
        share = on and self.window.width() < SHARED_BELOW
        self._moving = True
        try:
            if share and not self.shared():
                self.panel.setVisible(False)
                self.window.side.hold(self.panel.windowTitle(), self.body)
                # A narrow screen starts with the side panel folded: the
                # lists moved into it were ticked but nowhere to be seen.
                self._unfold_side()
            elif not share and self.shared():
                self.window.side.hold("", None)
                self.panel.setWidget(self.body)
            if not share:
                self.panel.setVisible(on)
        finally:
            self._moving = False
        chain = getattr(self, "tab_chain", None)  # made last, once the lists have their first place
        if chain is not None:
            chain.arrange()  # a list that moved window-less for a moment went to the end of Tab's order

    def _unfold_side(self) -> None:
        act_panel = getattr(self.window, "act_panel", None)
        if act_panel is not None and not act_panel.isChecked():
            act_panel.setChecked(True)

    def _side_folded_by_player(self, on: bool) -> None:
        # F9 folding the column that holds the lists folds them too: the
        # menu entry follows, rather than staying ticked over nothing.
        if not on and self.shared() and self.act_words.isChecked():
            self.act_words.setChecked(False)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        # Not while the lists are being moved: showing them in the column
        # could resize the window, and moving them again from inside the
        # first move left a second "Table in Words" title in the column.
        if (watched is self.window and event.type() == QEvent.Type.Resize and self.act_words.isChecked()
                and not self._moving):
            self._place_words(True)
        return False

    def _dock_closed(self, visible: bool) -> None:
        # The dock's own close button: the menu entry follows (a hidden
        # main window hides its docks too; that is no choice of the player's).
        if (not visible and not self._moving and isValid(self.window) and self.window.isVisible()
                and self.act_words.isChecked()):
            self.act_words.setChecked(False)

    def set_contrast(self, on: bool) -> None:
        changed = set_high_contrast(on)
        apply_palette(on)
        look = getattr(self.window, "card_look", None)
        scene = self.window.scene
        if on:
            scene.set_felt(*FELT)
        elif changed and look is not None:
            scene.set_felt(*felt_colours(look.felt))
        if changed:
            shared_cache().clear()
            for item in scene.items():
                item.update()  # card items keep a device cache of their picture

    def set_large(self, on: bool, said: bool = True) -> None:
        """``said``: tell the change on the status line (not for the stored
        choice applied at start)."""
        scene = self.window.scene
        set_large_words(self.window, on)  # the status line, the action bar, the curtain
        if scene.card_scale == (LARGE_SCALE if on else 1.0):
            return
        scene.set_card_scale(LARGE_SCALE if on else 1.0)
        if said:
            # Said, not only drawn: a change the player may not spot at once
            # (a table that was already tight) still answers the click.
            self.window.statusBar().showMessage(say(LARGE_ON if on else LARGE_OFF))


def install_access(window, view_menu) -> Access:
    return Access(window, view_menu)
