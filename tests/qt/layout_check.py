"""What a player would see as broken in a shown window: a widget cut by the
edge of its parent or of the screen, two widgets drawn over each other, a
text wider than the widget that shows it (cut or elided), a scroll area
that hides content it cannot scroll to.

``problems(window)`` walks the widgets we lay out.  Qt's own compound
widgets (a spin box's line edit, a table's viewport, a combo box's arrow)
are checked as one widget: their insides are Qt's business.
"""
from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractScrollArea, QAbstractSpinBox,
                               QCheckBox, QComboBox, QGraphicsView, QGroupBox, QLabel, QLineEdit, QMenuBar,
                               QPushButton, QRadioButton, QScrollArea, QScrollBar, QSizeGrip,
                               QStyle, QStyleOptionComboBox, QTabBar, QTableWidget, QTabWidget, QWidget)

# Widgets whose children are Qt's own parts, checked as a whole.
OPAQUE = (QAbstractSpinBox, QComboBox, QTabBar, QAbstractScrollArea, QScrollBar, QMenuBar, QLineEdit)


def name(w: QWidget) -> str:
    text = ""
    for attr in ("text", "title", "windowTitle"):
        getter = getattr(type(w), attr, None)
        if callable(getter):
            value = getter(w)
            if isinstance(value, str) and value:
                text = value[:40]
                break
    return f"{type(w).__name__}({w.objectName() or text!r})"


def shown(w: QWidget) -> bool:
    return w.isVisible() and w.width() > 0 and w.height() > 0


def problems(window: QWidget) -> list[str]:
    out: list[str] = []
    screen = window.screen().availableGeometry()
    frame = window.frameGeometry()
    if not screen.contains(frame):
        out.append(f"{name(window)} {_r(frame)} is not wholly on the screen {_r(screen)}")
    _walk(window, out)
    return out


def _walk(parent: QWidget, out: list[str]) -> None:
    kids = [w for w in parent.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if shown(w) and not w.isWindow()]
    inside = parent.rect()
    for w in kids:
        if not inside.contains(w.geometry()):
            out.append(f"{name(w)} {_r(w.geometry())} is cut by its parent {name(parent)} {_r(inside)}")
        _text_fits(w, out)
    if not isinstance(parent, QTabWidget):  # a tab bar overlaps its pane's frame by design
        for i, a in enumerate(kids):
            for b in kids[i + 1:]:
                if isinstance(a, QSizeGrip) or isinstance(b, QSizeGrip):
                    continue
                if a.geometry().intersects(b.geometry()):
                    out.append(f"{name(a)} {_r(a.geometry())} and {name(b)} {_r(b.geometry())} overlap "
                               f"in {name(parent)}")
    for w in kids:
        _descend(w, out)


def _descend(w: QWidget, out: list[str]) -> None:
    if isinstance(w, QScrollArea):
        if w.widget() is not None:
            _scroll_reaches(w, out)
            _walk(w.widget(), out)
    elif isinstance(w, QAbstractItemView):
        _headers_fit(w, out)
    elif isinstance(w, QTabWidget):
        bar = w.tabBar()
        if not bar.isHidden() and bar.width() < bar.sizeHint().width():  # a hidden bar is meant to be
            out.append(f"the tabs of {name(w)} are cut ({bar.width()} < {bar.sizeHint().width()} px)")
        if w.currentWidget() is not None:
            _descend(w.currentWidget(), out)
    elif not isinstance(w, OPAQUE + (QGraphicsView,)):
        _walk(w, out)


def _scroll_reaches(area: QScrollArea, out: list[str]) -> None:
    """Content larger than the area must be reachable by a scroll bar."""
    content, port = area.widget(), area.viewport()
    if (content.width() > port.width()
            and area.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff):
        out.append(f"{name(content)} is wider than {name(area)} and cannot scroll sideways")
    if (content.height() > port.height()
            and area.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff):
        out.append(f"{name(content)} is taller than {name(area)} and cannot scroll")
    # A sideways scroll bar the screen had room to do without: the window
    # opened narrower than what it shows (the round's score sheet with four
    # seats opened at a scroll area's default width). Scrolling up and down
    # is how a tall page fits; scrolling sideways is a line read in pieces.
    room, window = area.window().screen().availableGeometry(), area.window().frameGeometry()
    if content.width() > port.width() and window.width() + content.width() - port.width() <= room.width():
        out.append(f"{name(content)} scrolls sideways in {name(area)} though the screen has room for it "
                   f"({content.width()} > {port.width()} px)")
    if content.height() < content.minimumSizeHint().height() or content.width() < content.minimumSizeHint().width():
        out.append(f"{name(content)} is squeezed below its minimum inside {name(area)}")


def _headers_fit(view: QAbstractItemView, out: list[str]) -> None:
    if not isinstance(view, QTableWidget):
        return
    header = view.horizontalHeader()
    fm = header.fontMetrics()
    for col in range(view.columnCount()):
        item = view.horizontalHeaderItem(col)
        if item is None or header.isSectionHidden(col):
            continue
        need = max(fm.horizontalAdvance(line) for line in item.text().split("\n")) + 6
        if header.sectionSize(col) < need:
            out.append(f"the heading {item.text()!r} of {name(view)} is cut ({header.sectionSize(col)} < {need} px)")
    if view.verticalHeader().isVisible():
        vfm = view.verticalHeader().fontMetrics()
        for row in range(view.rowCount()):
            item = view.verticalHeaderItem(row)
            if item is None or view.isRowHidden(row):
                continue  # (a hidden row, such as the sweeps of a game without them, shows nothing)
            lines = item.text().split("\n")  # a long heading is broken in two
            wide = max(vfm.horizontalAdvance(line) for line in lines) + 6
            high = vfm.lineSpacing() * len(lines)
            if view.verticalHeader().width() < wide or view.verticalHeader().sectionSize(row) < high:
                out.append(f"the row heading {item.text()!r} of {name(view)} is cut")


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _text_fits(w: QWidget, out: list[str]) -> None:
    fm = w.fontMetrics()
    if isinstance(w, QLabel):
        if not w.text() or w.pixmap() is not None and not w.pixmap().isNull():
            return
        cr = w.contentsRect()
        if w.wordWrap():
            need_h = w.heightForWidth(w.width())
            if need_h > w.height():
                out.append(f"the wrapped text of {name(w)} needs {need_h} px, has {w.height()}")
        else:
            hint = w.minimumSizeHint()  # the text's own size (Qt measures rich text too)
            if hint.width() > w.width() or hint.height() > w.height():
                out.append(f"the text of {name(w)} needs {hint.width()}x{hint.height()} px, has "
                           f"{cr.width()}x{cr.height()}")
    elif isinstance(w, (QCheckBox, QRadioButton)):
        if w.sizeHint().width() > w.width():
            out.append(f"the text of {name(w)} needs {w.sizeHint().width()} px, has {w.width()}")
    elif isinstance(w, QPushButton):
        icon = w.iconSize().width() + 4 if not w.icon().isNull() else 0
        need = fm.horizontalAdvance(_plain(w.text())) + icon + 8
        if need > w.width():
            out.append(f"the text of {name(w)} needs {need} px, has {w.width()}")
    elif isinstance(w, QAbstractButton) and w.text():
        if fm.horizontalAdvance(_plain(w.text())) > w.width():
            out.append(f"the text of {name(w)} does not fit")
    elif isinstance(w, QComboBox):
        opt = QStyleOptionComboBox()
        w.initStyleOption(opt)
        field = w.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                         QStyle.SubControl.SC_ComboBoxEditField, w)
        need = fm.horizontalAdvance(w.currentText())
        if need > field.width():
            out.append(f"the choice {w.currentText()!r} of {name(w)} is cut ({field.width()} < {need} px)")
    elif isinstance(w, QAbstractSpinBox):
        edit = w.findChild(QLineEdit)
        room = edit.width() - 4 if edit is not None else w.width()
        need = fm.horizontalAdvance(edit.text() if edit is not None else w.text())
        if need > room:
            out.append(f"the value of {name(w)} is cut ({room} < {need} px)")
    elif isinstance(w, QLineEdit):
        text = w.text() or w.placeholderText()
        if text and fm.horizontalAdvance(text) > w.width() - 8:
            out.append(f"the text of {name(w)} is cut")
    elif isinstance(w, QGroupBox) and w.title():
        if fm.horizontalAdvance(_plain(w.title())) + 16 > w.width():
            out.append(f"the title of {name(w)} is cut")


def _r(r: QRect) -> str:
    return f"{r.width()}x{r.height()}+{r.x()}+{r.y()}"
