"""Every menu command has a keyboard path, and Tab walks the window in a
sensible order.

A menu entry without a shortcut is reached by Alt, the menu's letter and
the entry's own underlined letter.  Entries made from data (animation
speeds, card themes found on the system, felts, backs, languages) and
entries whose translation lost its ``&`` had no letter: each menu, just
before it opens, gives every entry that lacks one the first free letter
of its text (word starts first), as KDE's accelerator manager does.  So a
menu filled or translated later is covered too.
"""
from __future__ import annotations

import re
from typing import Container

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QMenu, QMenuBar, QScrollArea, QWidget

_MNEMONIC = re.compile(r"&(?!&)(\w)")
_WATCHED = "accessMnemonicsWatched"


def mnemonic(text: str) -> str | None:
    """The underlined letter of ``text`` (lower case), or None."""
    m = _MNEMONIC.search(text.replace("&&", ""))
    return m.group(1).lower() if m else None


def with_mnemonic(text: str, used: Container[str | None]) -> str:
    """``text`` with ``&`` before its first letter not in ``used``, word
    starts first; ``text`` itself when every letter is taken."""
    visible = text.split("\t")[0]
    candidates = [i for i, ch in enumerate(visible) if ch.isalnum() and (i == 0 or not visible[i - 1].isalnum())]
    candidates += [i for i, ch in enumerate(visible) if ch.isalnum() and i not in candidates]
    for i in candidates:
        if visible[i].lower() not in used and (i == 0 or visible[i - 1] != "&"):
            return text[:i] + "&" + text[i:]
    return text


def give_mnemonics(menu) -> list[str]:
    """Give each enabled entry of ``menu`` (a QMenu or the QMenuBar)
    without a letter or a shortcut a free letter; watch its submenus.
    Returns the texts that got one."""
    actions = [a for a in menu.actions() if not a.isSeparator() and a.text()]
    used = {mnemonic(a.text()) for a in actions} - {None}
    given = []
    for a in actions:
        lacks = a.menu() is not None or a.shortcut().isEmpty()
        if mnemonic(a.text()) is None and lacks and a.isEnabled():
            text = with_mnemonic(a.text(), used)
            if text != a.text():
                used.add(mnemonic(text))
                a.setText(text)
                given.append(text)
        if a.menu() is not None:
            watch(a.menu())
    return given


def watch(menu: QMenu | QMenuBar) -> None:
    """Letters for ``menu``'s entries each time it opens: only then do they
    matter, and a text another part of the program reads stays as it made
    it until the player opens the menu.  The menu bar's own entries get
    theirs now and as menus are added to it (the window adds Help later)."""
    if menu.property(_WATCHED):
        return
    menu.setProperty(_WATCHED, True)
    if isinstance(menu, QMenu):
        menu.aboutToShow.connect(lambda m=menu: give_mnemonics(m))
    else:
        menu.installEventFilter(_MenuBarWatcher(menu))
        give_mnemonics(menu)


class _MenuBarWatcher(QObject):
    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.ActionAdded:
            give_mnemonics(watched)  # the new menu's title, and its menu watched
        return False


def without_keys(menu_bar: QMenuBar, open_menus: bool = True) -> list[str]:
    """'View › Felt › Walnut' for every enabled entry no key reaches:
    neither an underlined letter (its menu's too) nor a shortcut.
    ``open_menus``: as the player finds them, each menu about to open."""
    out: list[str] = []

    def walk(menu, path: str, reachable: bool) -> None:
        if open_menus and isinstance(menu, QMenu):
            menu.aboutToShow.emit()
        for a in menu.actions():
            if not a.isEnabled() and a.menu() is None:
                continue
            if a.isSeparator() or not a.text():
                continue
            name = f"{path} › {a.text().replace('&', '')}" if path else a.text().replace("&", "")
            lettered = reachable and mnemonic(a.text()) is not None
            if a.menu() is not None:
                walk(a.menu(), name, lettered)
            elif not lettered and a.shortcut().isEmpty():
                out.append(name)

    walk(menu_bar, "", True)
    return out


def set_focus_order(*widgets: QWidget) -> None:
    """Tab goes through ``widgets`` in this order."""
    for first, second in zip(widgets, widgets[1:]):
        QWidget.setTabOrder(first, second)


class TabChain(QObject):
    """Tab goes through ``before``, the buttons of the action bar, then
    ``after``.  The bar makes its buttons as moves are offered, and Qt puts
    a new widget last in the window's Tab order: each time the bar's row
    gains or loses a button the order is set again."""

    def __init__(self, bar: QWidget, before: list[QWidget], after: list[QWidget]) -> None:
        super().__init__(bar)
        self.before, self.after = before, after
        # The End turn button (the African games) stands beside the row: last of the bar's.
        self.end = getattr(bar, "end_button", None)
        self.rows: list[QWidget] = []
        for area in bar.findChildren(QScrollArea):
            # It never scrolls (it only clips what does not fit): as a Tab
            # stop of its own it was an empty stop before the buttons.
            area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row = area.widget()
            if row is not None:
                self.rows.append(row)
                row.installEventFilter(self)
        self.arrange()

    def buttons(self) -> list[QWidget]:
        row_buttons = [b for row in self.rows for b in row.findChildren(QAbstractButton)]
        return row_buttons + ([self.end] if self.end is not None else [])

    def arrange(self) -> None:
        set_focus_order(*self.before, *self.buttons(), *self.after)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() in (QEvent.Type.ChildAdded, QEvent.Type.ChildRemoved):
            QTimer.singleShot(0, self, self.arrange)  # once the button is whole
        return False
