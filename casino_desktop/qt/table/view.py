"""The view over the table: the scene always fills it exactly.

On every resize the scene is re-laid at the new pixel size (KPat's
``resizeScene``) instead of scaling a fixed scene: cards are then painted at
their true device size, so they stay sharp, and captions keep a readable
pixel size at 1024x768 as at 4K.

While the view has the keyboard focus, and the keys were used since the
last mouse press anywhere in the window, a frame runs round its edge: Tab
walks the window (the table, the action bar's buttons, the side panel), and
without it a keyboard player could not tell that the table was where the
keys went.  Coming to the table by Tab also shows the card cursor, so the
first arrow is not needed to find it.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QWindow
from PySide6.QtWidgets import QFrame, QGraphicsView

from casino_desktop.qt.cards.item import show_hand_cursor
from casino_desktop.qt.translate import tr
from casino_desktop.qt.table.scene import TableScene


FOCUS_COLOUR = QColor(255, 255, 255)
FOCUS_WIDTH = 3.0  # px: thick enough to be seen on any felt, thin enough not to crowd the cards at the edge
LEAST_WIDTH, LEAST_HEIGHT = 480, 360  # px: the table's least size (larger words take some height: ``large_words``)


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self.setObjectName("tableView")
        self.keys_frame = False  # the focus frame is shown: the player came by Tab or used a key since the last click
        self._mouse_last = False  # the window's last press was the mouse's, not a key's
        self._frame_drawn = False  # the last whole repaint asked for drew the frame
        self._watched: QWindow | None = None  # the window (its QWindow) whose presses hide the frame
        self.setAccessibleName(tr("Card table"))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt's gradient is drawn once into a pixmap, not on every frame: a
        # full repaint of the table went from 1.7 to 0.5 ms at 1280x800 and from
        # 10.2 to 3.3 ms at 3840x2100 (a frame at 60 Hz has 16.7).  The scene
        # resets the cache whenever it lays a new felt (setBackgroundBrush).
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(LEAST_WIDTH, LEAST_HEIGHT)
        self._given: dict[str, int] = {}  # px of the least height given up, by what took them (``give_up``)

    def give_up(self, taker: str, px: int) -> None:
        """Give up ``px`` of the table's least height to ``taker`` (larger
        words, a prompt of more lines), so that the window's least height
        stays what it was: on a short screen (960x540) the window grew past
        the screen's bottom edge by what they took.  The cards are laid out
        for whatever room the table has."""
        self._given[taker] = max(0, px)
        self.setMinimumHeight(max(LEAST_HEIGHT // 2, LEAST_HEIGHT - sum(self._given.values())))

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

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        handle = self.window().windowHandle()
        if handle is not None and handle is not self._watched:
            # The window's own QWindow sees every press and key of the
            # window before the widget under them does, and nothing of the
            # other windows (an application-wide filter would see every event).
            handle.installEventFilter(self)
            self._watched = handle

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if watched is self._watched:
            kind = event.type()
            if kind == QEvent.Type.MouseButtonPress:
                # A press anywhere in the window (the curtain's "Show cards",
                # the action bar) leaves the focus where it is: the frame goes.
                self._mouse_last = True
                self._show_frame(False)
            elif kind == QEvent.Type.KeyPress:
                self._mouse_last = False
        return False

    def focusInEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().focusInEvent(event)
        # Qt passes the focus on "by Tab" when the widget that had it is
        # hidden (the curtain, after its button was clicked): only a Tab
        # the player pressed brings the frame.
        came_by_tab = (event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
                       and not self._mouse_last)
        self._show_frame(came_by_tab)
        handler = self.table().handler
        if came_by_tab and handler is not None:
            handler.show_cursor()

    def focusOutEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().focusOutEvent(event)
        self._show_frame(False)

    # The frame is for a player who uses the keys: one who plays with the
    # mouse gives the table the focus with every click, and would see a
    # white border round the felt all game long.
    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        # Only a key of the table's own: one the curtain's button does not
        # use (H, a digit) comes up to the view, its parent, and switched
        # the frame on unseen behind the curtain (see ``_show_frame``).
        if self.hasFocus():
            self._show_frame(True)
        super().keyPressEvent(event)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._show_frame(False)
        super().mousePressEvent(event)

    def _show_frame(self, on: bool) -> None:
        """The frame on or off, repainted whole whenever what is drawn
        changes: it shows only while the view has the focus too.  Switched
        on without the focus (a key passed up from the curtain), then given
        the focus with no change of ``keys_frame``, it was never repainted
        whole, and only cards that moved drew it round themselves, in
        pieces (stranger 15, ``frame_fragments.png``)."""
        drawn = on and self.hasFocus()
        if on != self.keys_frame or drawn != self._frame_drawn:
            self.keys_frame, self._frame_drawn = on, drawn
            self.viewport().update()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt override)
        super().drawForeground(painter, rect)
        if not (self.keys_frame and self.hasFocus()):
            return
        # In the viewport's own pixels: the frame hugs the visible edge
        # whatever part of the scene is shown.
        painter.save()
        painter.resetTransform()
        pen = QPen(FOCUS_COLOUR, FOCUS_WIDTH)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = FOCUS_WIDTH / 2
        painter.drawRect(QRectF(self.viewport().rect()).adjusted(half, half, -half, -half))
        painter.restore()
