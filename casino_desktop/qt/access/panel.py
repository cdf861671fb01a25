"""View › Table in Words: the table as lists a screen reader can walk, and
the legal moves as a list the keyboard plays.

Cards on the table are QGraphicsItems, which assistive technology cannot
see (the view is one unnamed object to it).  This dock tells the same
table again, from the state the scene shows, each time the scene settles
or the player's selection changes: your hand, the table's builds (their
cards under them) and loose cards with the stock, each seat with its hand
and pile, and the legal moves.  Enter (or a double click) on a move plays
it the way the action bar's buttons do: the panel emits it and the window
asks the controller; a refusal of the table is read out here too.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QDockWidget, QHeaderView, QLabel, QListWidget, QListWidgetItem,
                               QStyledItemDelegate, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from casino_desktop.core import legal_moves, move_advice, sort_moves
from casino_desktop.core.templates import N_, fill
from casino_desktop.qt.access.words import (NO_HAND, Entry, hand_entries, move_in_words, seat_entries,
                                            table_entries, table_summary)
from casino_desktop.qt.translate import say, tr

MAX_MOVES = 400  # a long Mulle table may have thousands; a list that long helps nobody
MOVE_ROLE = Qt.ItemDataRole.UserRole
NOT_YOUR_TURN = N_("It is not your turn to play.")
MORE_MOVES = N_("Only the first {count} moves are listed: pick a hand card on the table for the others.")


def _fill_list(widget: QListWidget, entries: list[Entry]) -> None:
    """Refill ``widget`` only when what it says changed: a list filled anew
    loses the reader's place."""
    said = [(say(e.text), say(e.name), say(e.description)) for e in entries]
    if said == [_said(widget.item(i)) for i in range(widget.count())]:
        return
    widget.clear()
    for text, name, description in said:
        widget.addItem(_item(QListWidgetItem(text), text, name, description))


def _said(item) -> tuple[str, str, str]:
    return (item.text(), item.data(Qt.ItemDataRole.AccessibleTextRole) or "",
            item.data(Qt.ItemDataRole.AccessibleDescriptionRole) or "")


def _item(item, text: str, name: str, description: str, column: int | None = None):
    args = (0,) if column is not None else ()
    item.setData(*args, Qt.ItemDataRole.AccessibleTextRole, name)
    item.setData(*args, Qt.ItemDataRole.AccessibleDescriptionRole, description)
    if description:  # what a reader hears, a sighted player reads on hovering
        item.setToolTip(*args, description)
    return item


class _Wrapping(QStyledItemDelegate):
    """Rows as tall as their text wrapped in the view's width: a tree view
    asks its delegate with no width to wrap in, so it kept one line and the
    rest was cut."""

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 (Qt override)
        view: QTreeWidget = self.parent()  # type: ignore[assignment]  # made with the tree as its parent
        depth, up = 1 if view.rootIsDecorated() else 0, index.parent()
        while up.isValid():
            depth, up = depth + 1, up.parent()
        width = max(40, view.viewport().width() - view.indentation() * depth - 8)
        text = str(index.data() or "")
        high = option.fontMetrics.boundingRect(0, 0, width, 100_000, int(Qt.TextFlag.TextWordWrap), text).height()
        return QSize(width, max(high, option.fontMetrics.lineSpacing()) + 4)


class TableInWords(QDockWidget):
    move_picked = Signal(object)  # a legal Move, played as the action bar's are

    def __init__(self, window) -> None:
        super().__init__(tr("Table in Words"), window)
        self.window_ = window
        self.setObjectName("tableInWords")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        body = QWidget(self)
        column = QVBoxLayout(body)
        column.setContentsMargins(6, 4, 6, 4)
        self.moves = self._list(column, tr("Legal &moves"), tr("Legal moves"),
                                tr("Your legal moves; Enter plays the selected one."))
        self.said = QLabel(body)
        self.said.setObjectName("accessSaid")
        self.said.setWordWrap(True)
        self.said.setAccessibleName(tr("Last message"))
        column.addWidget(self.said)
        self.hand = self._list(column, tr("Your ha&nd"), tr("Your hand"), "")
        self.table = QTreeWidget(body)
        self.table.setHeaderHidden(True)
        self.table.setObjectName("accessTable")
        # A long entry ("Build of 8, owner: North (...)") wraps in the dock's
        # width rather than being cut: one column as wide as the view, never
        # scrolled sideways, its rows as tall as their lines.
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.header().setStretchLastSection(True)
        self.table.header().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setItemDelegate(_Wrapping(self.table))
        self._table_viewport = self.table.viewport()  # compared by identity: asked of the table while it is being destroyed
        self._table_viewport.installEventFilter(self)
        self._heading(column, tr("Ta&ble"), self.table)
        self._name(self.table, tr("Table"), tr("Builds with their cards, loose cards and the stock."))
        column.addWidget(self.table, 2)
        self.seats = self._list(column, tr("&Seats"), tr("Seats"), tr("Each seat's hand and the cards it took."))
        self.setWidget(body)
        close = self.findChild(QAbstractButton, "qt_dockwidget_closebutton")
        if close is not None:  # Qt names it "Close dock widget", in words of Qt's, not the player's
            close.setAccessibleName(tr("Close the table in words"))
            close.setToolTip(tr("Close the table in words"))
            close.setAccessibleDescription(tr("View › Table in Words (F7) opens it again."))
        self.moves.itemActivated.connect(self._activated)
        self.moves.currentItemChanged.connect(self._previewed)
        self._moves: list = []
        self._moves_key: tuple | None = None

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        # A narrower or wider dock wraps the table's entries again.
        if watched is self._table_viewport and event.type() == QEvent.Type.Resize:
            self.table.scheduleDelayedItemsLayout()
        return False

    # --- building ------------------------------------------------------------------------------
    def _heading(self, column, text: str, buddy) -> None:
        label = QLabel(text, self.widget())
        label.setBuddy(buddy)  # Alt + the underlined letter goes to the list
        column.addWidget(label)

    @staticmethod
    def _name(widget, name: str, description: str) -> None:
        widget.setAccessibleName(name)
        widget.setAccessibleDescription(description)

    def _list(self, column, heading: str, name: str, description: str) -> QListWidget:
        widget = QListWidget(self.widget())
        widget.setWordWrap(True)
        widget.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self._heading(column, heading, widget)
        self._name(widget, name, description)
        column.addWidget(widget, 1)
        return widget

    # --- the table, again in words ---------------------------------------------------------------
    def refresh(self) -> None:
        """Everything again from the state the scene shows (cheap: a few
        dozen entries; lists that say the same are left alone)."""
        scene = self.window_.scene
        state = scene.state
        if state is None:
            return
        names = scene.names
        face_up = set(scene.face_up_seats)
        hand = hand_entries(state, names, face_up, yours=not getattr(self.window_, "watch", False))
        _fill_list(self.hand, hand or [Entry(NO_HAND, NO_HAND, "")])
        self._fill_table(table_entries(state, names))
        _fill_list(self.seats, seat_entries(state, names))
        self._fill_moves()
        self.window_.view.setAccessibleDescription(say(table_summary(state, names, face_up)))

    def _fill_table(self, entries) -> None:
        said = [(say(e.name), say(e.description), [say(c.name) for c in cards]) for e, cards in entries]
        current = [(t.data(0, Qt.ItemDataRole.AccessibleTextRole),  # type: ignore[union-attr]  # items below the count exist
                    t.data(0, Qt.ItemDataRole.AccessibleDescriptionRole) or "",  # type: ignore[union-attr]  # items below the count exist
                    [t.child(i).data(0, Qt.ItemDataRole.AccessibleTextRole) for i in range(t.childCount())])  # type: ignore[union-attr]  # items below the count exist
                   for t in (self.table.topLevelItem(i) for i in range(self.table.topLevelItemCount()))]
        if said == current:
            return
        self.table.clear()
        for entry, cards in entries:
            top = _item(QTreeWidgetItem([say(entry.text)]), "", say(entry.name), say(entry.description), 0)
            for c in cards:
                top.addChild(_item(QTreeWidgetItem([say(c.text)]), "", say(c.name), say(c.description), 0))
            self.table.addTopLevelItem(top)
        self.table.expandAll()
        self.table.scheduleDelayedItemsLayout()  # rows measured at the view's present width

    def _fill_moves(self) -> None:
        inp = self.window_.input
        key = (id(inp.state), inp.state.ply, inp.seat) if inp.enabled else None
        if key == self._moves_key:
            return  # a click changed the selection, not the position: a long table's list is not made again
        self._moves_key = key
        moves = sort_moves(legal_moves(inp.state)) if key is not None else []
        if moves == self._moves:
            return
        self._moves = moves
        self.moves.clear()
        for m in moves[:MAX_MOVES]:
            text = say(move_advice(m, at=inp.state))
            item = _item(QListWidgetItem(text), text, say(move_in_words(m, inp.state)), "")
            item.setData(MOVE_ROLE, m)
            self.moves.addItem(item)
        if len(moves) > MAX_MOVES:
            note = say(fill(MORE_MOVES, count=MAX_MOVES))
            self.moves.addItem(_item(QListWidgetItem(note), note, note, ""))
        if moves:
            self.moves.setCurrentRow(0)

    # --- playing ---------------------------------------------------------------------------------
    def _activated(self, item: QListWidgetItem) -> None:
        move = item.data(MOVE_ROLE)
        if move is None:
            return
        if not self.window_.input.enabled:
            self.announce(say(NOT_YOUR_TURN))
            return
        self.move_picked.emit(move)

    def _previewed(self, item, _previous=None) -> None:
        """The move under the list's cursor lights its cards on the table."""
        if (item is not None and item.data(MOVE_ROLE) is not None and self.moves.hasFocus()
                and self.window_.input.enabled):
            self.window_.input.preview_move(item.data(MOVE_ROLE))

    def announce(self, text: str) -> None:
        """A sentence for the reader (a refusal): the label's new name is
        announced by Qt's accessibility events."""
        self.said.setText(text)
