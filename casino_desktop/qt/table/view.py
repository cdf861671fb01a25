"""The view over the table: the scene always fills it exactly.

On every resize the scene is re-laid at the new pixel size (KPat's
``resizeScene``) instead of scaling a fixed scene: cards are then painted at
their true device size, so they stay sharp, and captions keep a readable
pixel size at 1024x768 as at 4K.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from casino_desktop.qt.cards.item import show_hand_cursor
from casino_desktop.qt.translate import tr
from casino_desktop.qt.table.scene import TableScene


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self.setObjectName("tableView")
        self.setAccessibleName(tr("Card table"))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)

    def table(self) -> TableScene:
        return self.scene()  # type: ignore[return-value]  # the view shows a TableScene

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().mouseMoveEvent(event)
        show_hand_cursor(self, event.position().toPoint())

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table().set_size(size.width(), size.height())
        self.setSceneRect(self.table().sceneRect())
