"""The guide's pointer on the table: gold frames around the hand card and
the table cards a step uses, an arrow from the one to the other, and a
callout with the step's sentence.

Items of their own in the table's scene, above the cards and below
nothing the player needs: they take no mouse buttons, so a drag passes
through them, and the input's own highlights (lit targets, the selection)
stay as they are.  ``place`` is called again whenever the cards may have
moved (a resize, the end of an animation).
"""
from __future__ import annotations

import html
import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsPathItem, QGraphicsTextItem

from casino_desktop.qt.table.items import OutlineItem

POINTER = QColor("#ffb300")
CALLOUT_BG = QColor(255, 250, 232, 240)
CALLOUT_FG = QColor("#1d1d1d")
Z = 700  # above flying cards (300) and captions (500)


class Callout(QGraphicsTextItem):
    """A wrapped sentence on a light rounded card: the guide speaking."""

    def __init__(self):
        super().__init__()
        self.setZValue(Z + 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setDefaultTextColor(CALLOUT_FG)
        self.setObjectName("guideCallout")

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(POINTER, 2.5))
        painter.setBrush(CALLOUT_BG)
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.drawRoundedRect(r, 10, 10)
        super().paint(painter, option, widget)


class Arrow(QGraphicsObject):
    """A gold arrow from the hand card to where it should go."""

    def __init__(self):
        super().__init__()
        self._line = QLineF()
        self._width = 4.0
        self.setZValue(Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_line(self, line: QLineF, width: float) -> None:
        self.prepareGeometryChange()
        self._line = QLineF(line)
        self._width = width

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        head = self._width * 4
        return QRectF(self._line.p1(), self._line.p2()).normalized().adjusted(-head, -head, head, head)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self._line.length() < 1:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(POINTER, self._width, Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        head = self._width * 3.5
        shaft = QLineF(self._line)
        shaft.setLength(max(0.0, shaft.length() - head * 0.8))
        painter.drawLine(shaft)
        angle = math.atan2(-self._line.dy(), self._line.dx())
        tip = self._line.p2()
        path = QPainterPath(tip)
        for turn in (math.pi * 5 / 6, -math.pi * 5 / 6):
            path.lineTo(tip + QPointF(math.cos(angle + turn) * head, -math.sin(angle + turn) * head))
        path.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(POINTER)
        painter.drawPath(path)


class GuidePointer:
    """Frames, arrow and callout for one step, in ``scene``."""

    def __init__(self, scene):
        self.scene = scene
        self.frames: list[OutlineItem] = []
        self.arrow = Arrow()
        self.callout = Callout()
        scene.addItem(self.arrow)
        scene.addItem(self.callout)
        self.hand_card: int | None = None
        self.table_cards: tuple[int, ...] = ()
        self.lines: list[str] = []
        self.bold: int | None = None
        self.text = ""  # what the callout says, as plain text (the tests read it)
        self.clear()

    def show(self, lines: list[str], hand_card: int | None = None, table_cards: tuple[int, ...] = (),
             bold: int | None = None) -> None:
        """Say ``lines`` (line ``bold`` in bold); point at the cards (none:
        the sentence alone)."""
        self.lines, self.bold = list(lines), bold
        self.text = "\n".join(lines)
        self.hand_card, self.table_cards = hand_card, tuple(table_cards)
        self.place()

    def clear(self) -> None:
        self.show([])

    def pointed(self) -> set[int]:
        """The card ids framed now (the tests read it)."""
        return {c for c in (self.hand_card, *self.table_cards) if c is not None and self._shown(c)}

    def _shown(self, cid: int) -> bool:
        item = self.scene.cards.get(cid)
        return item is not None and item.isVisible()

    def place(self) -> None:
        rects = []
        ids = ([self.hand_card] if self.hand_card is not None else []) + list(self.table_cards)
        for cid in ids:
            if self._shown(cid):
                rects.append(self.scene.cards[cid].card_scene_rect())
        g = self.scene.geometry
        width = max(3.0, g.card_w * 0.05)
        while len(self.frames) < len(rects):
            frame = OutlineItem(POINTER, dashed=False, z=Z)
            self.scene.addItem(frame)
            self.frames.append(frame)
        for i, frame in enumerate(self.frames):
            if i < len(rects):
                m = width * 1.5
                frame.set_rect(rects[i].adjusted(-m, -m, m, m), width)
            frame.setVisible(i < len(rects))
        self._place_arrow(rects, width)
        self._place_callout()

    def _place_arrow(self, rects: list[QRectF], width: float) -> None:
        if self.hand_card is None or not rects:
            self.arrow.setVisible(False)
            return
        start = rects[0].center()
        start.setY(rects[0].top() - width * 2)
        if len(rects) > 1:
            target = rects[1]
            for r in rects[2:]:
                target = target.united(r)
            end = QPointF(target.center().x(), target.bottom() + width * 3)
        else:  # a trail: towards the open felt above the hand
            felt = self.scene.geometry.felt
            end = QPointF(start.x(), max(felt.center().y(), start.y() - felt.height() * 0.45))
        self.arrow.set_line(QLineF(start, end), width)
        self.arrow.setVisible(True)

    def _place_callout(self) -> None:
        c = self.callout
        if not self.text:
            c.setVisible(False)
            return
        g = self.scene.geometry
        felt = g.felt
        font = QFont()
        font.setPixelSize(max(13, min(20, round(g.card_w * 0.15))))
        c.setFont(font)
        c.setHtml("<br>".join(f"<b>{html.escape(t)}</b>" if i == self.bold else html.escape(t)
                              for i, t in enumerate(self.lines)))
        c.setTextWidth(min(felt.width() * 0.9, max(320.0, font.pixelSize() * 34)))
        box = c.boundingRect()
        x = max(2.0, felt.center().x() - box.width() / 2)
        # At the felt's head or foot, wherever it hides fewer of the table's
        # cards and of the arrow (the foot first: the eye is on the hand).
        busy = [it.card_scene_rect() for it in self.scene.loose_items()]
        busy += [spot.rect for spot in (self.scene.plan.builds if self.scene.plan else [])]
        if self.arrow.isVisible():
            busy.append(self.arrow.mapRectToScene(self.arrow.boundingRect()))
        spots = [felt.bottom() - box.height() - g.pad * 0.2, felt.top() + g.pad * 0.2]
        y = min(spots, key=lambda top: _covered(QRectF(x, top, box.width(), box.height()), busy))
        c.setPos(QPointF(x, max(2.0, y)))
        c.setVisible(True)


def _covered(rect: QRectF, others: list[QRectF]) -> float:
    area = 0.0
    for r in others:
        inter = rect.intersected(r)
        if not inter.isEmpty():
            area += inter.width() * inter.height()
    return area
