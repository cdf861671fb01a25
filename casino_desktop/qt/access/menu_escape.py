"""Escape from a menu opened with the mouse gives the keys back at once.

Qt closes a menu on Escape and leaves the menu bar holding the keyboard
(its titles underlined, Left and Right walking the menus), as for a menu
opened with Alt: a second Escape gives the keys back.  A player who clicked
a menu open and pressed Escape expects the arrow keys to move the cursor in
their hand again, and found them dead (stranger 6, finding 2).  So a menu
opened with the mouse and closed with Escape hands the keyboard back to
the widget that had it before the click; a menu opened with the keys keeps
Qt's way, which keyboard users expect.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QWidget
from shiboken6 import isValid


class MenuEscape(QObject):
    """Watches one window's menu bar and its menus (``install``)."""

    def __init__(self, bar: QMenuBar) -> None:
        super().__init__(bar)
        self.bar = bar
        self._before: QWidget | None = None  # had the keys when the bar was clicked; None: opened with keys
        bar.installEventFilter(self)
        for action in bar.actions():
            self._watch_menu(action.menu())

    def _watch_menu(self, menu) -> None:
        if isinstance(menu, QMenu) and not menu.property("menu_escape"):
            menu.setProperty("menu_escape", True)
            menu.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if watched is self.bar:
            if kind == QEvent.Type.MouseButtonPress:
                focus = QApplication.focusWidget()
                self._before = focus if focus is not None and focus is not self.bar else self._before
            elif kind in (QEvent.Type.Shortcut, QEvent.Type.KeyPress):
                self._before = None  # Alt and a letter, or keys walking the bar: the keyboard's menu
            elif kind == QEvent.Type.ActionAdded:
                self._watch_menu(event.action().menu())  # the window adds Help after the others
        elif kind == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Escape and self._before is not None:
            # After Qt has closed the menu (and given the bar the keys), unless
            # only a submenu closed and its parent menu is still open.
            QTimer.singleShot(0, self._give_back)
        return False

    def _give_back(self) -> None:
        before, self._before = self._before, None
        if QApplication.activePopupWidget() is not None:
            self._before = before  # a submenu closed: the menu the mouse opened is still open
            return
        if before is not None and isValid(before) and before.isVisible():
            before.setFocus(Qt.FocusReason.PopupFocusReason)


def install(bar: QMenuBar) -> MenuEscape:
    """Give ``bar``'s menus the mouse user's Escape (kept alive by the bar)."""
    return MenuEscape(bar)
