"""A pseudo-language that shows which words on screen were translated.

Every template of the catalog becomes ``⟦Ţåķé {taken} ŵîţĥ {card}·····⟧``:
accented (so a font without the letters shows), 40 % longer (so a layout
that only fits English shows), and bracketed, so a string on screen that
did not come through the catalog is easy to find: after the bracketed spans
are taken out, no letter may be left.  ``untranslated(window)`` walks the
widgets, their menus and the scenes' text items and returns what is left.
"""
from __future__ import annotations

import math
import re
from pathlib import Path

import casino_desktop
from casino_desktop.i18n.extract import collect
from casino_desktop.i18n.ts_file import merge, write_ts

_ACCENTS = str.maketrans("aceinosuyACEINOSUY", "åçéîñöšûýÅÇÉÎÑÖŠÛÝ")
_FIELD = re.compile(r"(\{[^{}]*\}|&&|&(?=\w)|%n|<[^<>]*>)")


def pseudo(text: str) -> str:
    """``text`` accented, lengthened by 40 % and bracketed; its fields,
    mnemonics and markup kept."""
    parts = _FIELD.split(text)
    out = "".join(p if _FIELD.fullmatch(p) else p.translate(_ACCENTS) for p in parts)
    return "⟦" + out + "·" * math.ceil(len(text) * 0.4) + "⟧"


def write_pseudo_catalog(folder: Path) -> Path:
    """A ``.ts`` of the pseudo-language for every template in the source."""
    messages, errors = collect(Path(casino_desktop.__file__).parent)
    assert not errors, errors
    entries = merge(messages, {}, 2)
    for e in entries:
        if e.plural:
            e.translations = [pseudo(e.one or e.source), pseudo(e.source)]
        else:
            e.translations = [pseudo(e.source)]
        e.finished = True
    path = folder / "casino_xx.ts"
    write_ts(path, "en_US", entries)  # English plural rule: a form for one, one for others
    return path


_LETTER = re.compile(r"[^\W\d_]")


def leftover(text: str) -> str:
    """What of ``text`` did not come through the catalog: the text with every
    bracketed span (innermost first) and markup taken out, if a letter is left."""
    text = re.sub(r"<[^<>]*>", " ", text or "")
    previous = None
    while previous != text:
        previous = text
        text = re.sub(r"⟦[^⟦⟧]*⟧", " ", text)
    text = text.replace("&nbsp;", " ").replace("&amp;", " ")
    return text.strip() if _LETTER.search(text) else ""


def _widget_texts(w) -> list[tuple[str, str]]:
    from PySide6.QtWidgets import (QAbstractButton, QComboBox, QDialogButtonBox, QGroupBox, QLabel, QLineEdit,
                                   QListWidget, QMenu, QTabWidget, QTextEdit, QTreeWidget, QTableWidget,
                                   QMainWindow)
    out = []
    name = f"{type(w).__name__}({w.objectName()})"
    if not w.isVisibleTo(w.window()) and w is not w.window():
        return out
    if w.isWindow():
        out.append((name + " title", w.windowTitle()))
    out.append((name + " tooltip", w.toolTip()))
    out.append((name + " accessible name", w.accessibleName()))
    out.append((name + " accessible description", w.accessibleDescription()))
    if isinstance(w, QLabel):
        out.append((name, w.text()))
    elif isinstance(w, QAbstractButton):
        box = w.parent()
        if isinstance(box, QDialogButtonBox) and box.standardButton(w) != QDialogButtonBox.StandardButton.NoButton:
            return out  # Qt's own words, from Qt's catalog
        out.append((name, w.text()))
    elif isinstance(w, QGroupBox):
        out.append((name, w.title()))
    elif isinstance(w, QLineEdit):
        out.append((name + " placeholder", w.placeholderText()))
    elif isinstance(w, QComboBox):
        out += [(f"{name} item {i}", w.itemText(i)) for i in range(w.count())]
    elif isinstance(w, QListWidget):
        out += [(f"{name} item {i}", w.item(i).text()) for i in range(w.count())]
    elif isinstance(w, (QTreeWidget,)):
        header = w.headerItem()
        out += [(f"{name} header {c}", header.text(c)) for c in range(w.columnCount())]
        stack = [w.topLevelItem(i) for i in range(w.topLevelItemCount())]
        while stack:
            item = stack.pop()
            out += [(f"{name} item", item.text(c)) for c in range(w.columnCount())]
            stack += [item.child(i) for i in range(item.childCount())]
    elif isinstance(w, QTableWidget):
        for c in range(w.columnCount()):
            h = w.horizontalHeaderItem(c)
            out.append((f"{name} header {c}", h.text() if h else ""))
        for r in range(w.rowCount()):
            h = w.verticalHeaderItem(r)
            out.append((f"{name} row {r}", h.text() if h else ""))
            for c in range(w.columnCount()):
                item = w.item(r, c)
                out.append((f"{name} cell {r},{c}", item.text() if item else ""))
    elif isinstance(w, QTabWidget):
        out += [(f"{name} tab {i}", w.tabText(i)) for i in range(w.count())]
    elif isinstance(w, QTextEdit):
        out += [(f"{name} line", line) for line in w.toPlainText().splitlines()]
    if isinstance(w, QMainWindow):
        for action in w.menuBar().actions():
            out += _action_texts(action, "menu")
    if isinstance(w, QMenu):
        for action in w.actions():
            out += _action_texts(action, name)
    return out


def _action_texts(action, where: str) -> list[tuple[str, str]]:
    out = [(f"{where} action", action.text()), (f"{where} action tip", action.toolTip())]
    menu = action.menu()
    if menu is not None:
        for a in menu.actions():
            out += _action_texts(a, f"{where} › {action.text()}")
    return out


def _scene_texts(w) -> list[tuple[str, str]]:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem, QGraphicsView
    out = []
    if isinstance(w, QGraphicsView) and w.scene() is not None:
        for item in w.scene().items():
            if not item.isVisible():
                continue
            if isinstance(item, QGraphicsTextItem):
                out.append((f"scene {type(item).__name__}", item.toPlainText()))
            elif isinstance(item, QGraphicsSimpleTextItem) or callable(getattr(item, "text", None)):
                out.append((f"scene {type(item).__name__}", item.text()))  # also painted captions
            out.append((f"scene {type(item).__name__} tooltip", item.toolTip()))
    return out


def untranslated(window, typed=()) -> list[tuple[str, str]]:
    """(where, what is left) for every visible string of ``window`` and its
    children that did not come through the catalog.  Left alone by design:
    each language's own name in View › Language, and the names a person
    typed (``typed``)."""
    from PySide6.QtWidgets import QWidget
    from casino_desktop.qt.catalogs import language_names
    own_names = {name for _code, name in language_names()}
    found = []
    for w in [window] + window.findChildren(QWidget):
        for where, text in _widget_texts(w) + _scene_texts(w):
            if text in own_names:
                continue
            for name in sorted(typed, key=len, reverse=True):
                text = text.replace(name, " ")
            rest = leftover(text)
            if rest:
                found.append((where, rest))
    return found
