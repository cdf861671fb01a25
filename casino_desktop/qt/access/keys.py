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

from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

_MNEMONIC = re.compile(r"&(?!&)(\w)")
_WATCHED = "accessMnemonicsWatched"


def mnemonic(text: str) -> str | None:
    """The underlined letter of ``text`` (lower case), or None."""
    m = _MNEMONIC.search(text.replace("&&", ""))
    return m.group(1).lower() if m else None


def with_mnemonic(text: str, used: set[str]) -> str:
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
    """Give each entry of ``menu`` (a QMenu or the QMenuBar) without a
    letter or a shortcut a free letter; watch its submenus.  Returns the
    texts that got one (for the report and tests)."""
    actions = [a for a in menu.actions() if not a.isSeparator() and a.text()]
    used = {mnemonic(a.text()) for a in actions} - {None}
    given = []
    for a in actions:
        if mnemonic(a.text()) is None and (a.menu() is not None or a.shortcut().isEmpty()):
            text = with_mnemonic(a.text(), used)
            if text != a.text():
                used.add(mnemonic(text))
                a.setText(text)
                given.append(text)
        if a.menu() is not None:
            watch(a.menu())
    return given


def watch(menu: QMenu | QMenuBar) -> None:
    """Letters for ``menu``'s entries now and each time it opens."""
    if menu.property(_WATCHED):
        return
    menu.setProperty(_WATCHED, True)
    if isinstance(menu, QMenu):
        menu.aboutToShow.connect(lambda m=menu: give_mnemonics(m))
    give_mnemonics(menu)


def without_keys(menu_bar: QMenuBar) -> list[str]:
    """'View › Felt › Walnut' for every entry no key reaches: neither an
    underlined letter (its menu's too) nor a shortcut."""
    out: list[str] = []

    def walk(menu, path: str, reachable: bool) -> None:
        for a in menu.actions():
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
