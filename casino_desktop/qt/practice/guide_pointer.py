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
from PySide6.QtWidgets import QGraphicsObject, QGraphicsTextItem

from casino_desktop.qt.translate import say
from casino_desktop.qt.table.items import OutlineItem

POINTER = QColor("#ffb300")
CALLOUT_BG = QColor(255, 250, 232, 240)
CALLOUT_FG = QColor("#1d1d1d")
REFUSAL = QColor("#a11d1d")
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
        self.setZValue(Z + 2)  # over the callout, which may lie across its path
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_line(self, line: QLineF, width: float) -> None:
        self.prepareGeometryChange()
        self._line = QLineF(line)
        self._width = width

    def line(self) -> QLineF:
        return QLineF(self._line)

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
        scene.keep_clear.append(self.callout)  # a move chooser opens beside the step, not over it
        self.hand_card: int | None = None
        self.table_cards: tuple[int, ...] = ()
        self.lines: list[str] = []
        self.bold: int | None = None
        self.refusal = ""
        self.text = ""  # what the callout says, as plain text (the tests read it)
        self.clear()

    def show(self, lines: list[str], hand_card: int | None = None, table_cards: tuple[int, ...] = (),
             bold: int | None = None) -> None:
        """Say ``lines`` (line ``bold`` in bold); point at the cards (none:
        the sentence alone)."""
        self.lines, self.bold, self.refusal = list(lines), bold, ""
        self.text = "\n".join(say(t) for t in lines)  # the lines may be the core's Text: said here
        self.hand_card, self.table_cards = hand_card, tuple(table_cards)
        self.place()

    def clear(self) -> None:
        self.show([])

    def say_refusal(self, sentence: str) -> None:
        """Why the last move was not played, under the step (until the next step)."""
        self.refusal = sentence
        self._place_callout()

    def pointed(self) -> set[int]:
        """The card ids framed now (the tests read it)."""
        return {c for c in (self.hand_card, *self.table_cards) if c is not None and self._shown(c)}

    def _shown(self, cid: int) -> bool:
        item = self.scene.cards.get(cid)
        return item is not None and item.isVisible()

    def place(self) -> None:
        rects = []
        if self.hand_card is not None and self._shown(self.hand_card):
            rects.append(self.scene.cards[self.hand_card].card_scene_rect())
        builds = []
        aims = list(rects)  # what the arrow may point at: a build with its caption under it
        for cid in self.table_cards:
            spot = self.scene.build_of(cid)
            if spot is not None:  # a build is one thing on the table: one frame round its cards
                if spot not in builds:
                    builds.append(spot)
                    rects.append(QRectF(spot.rect))
                    below = spot.caption_centre.y() + self.scene.geometry.label_h * 0.5
                    aims.append(QRectF(spot.rect).adjusted(0, 0, 0, max(0.0, below - spot.rect.bottom())))
            elif self._shown(cid):
                rects.append(self.scene.cards[cid].card_scene_rect())
                aims.append(rects[-1])
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
        self._place_arrow(aims, width)
        self._place_callout()

    def _place_arrow(self, rects: list[QRectF], width: float) -> None:
        if self.hand_card is None or not rects:
            self.arrow.setVisible(False)
            return
        start = rects[0].center()
        start.setY(rects[0].top() - width * 2)
        if len(rects) > 1:
            # At one card the move uses, the nearest: the middle of several
            # may be a card it does not use.
            target = min(rects[1:], key=lambda r: abs(r.center().x() - start.x()))
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
        font.setPixelSize(max(13, min(18, round(g.card_w * 0.14))))
        c.setFont(font)
        said = [html.escape(say(t)) for t in self.lines]
        shown = [f"<b>{t}</b>" if i == self.bold else t for i, t in enumerate(said)]
        if self.refusal:
            shown.append(f'<span style="color:{REFUSAL.name()}">{html.escape(say(self.refusal))}</span>')
        c.setHtml("<br>".join(shown))
        # The usual width reads best; a wider, shorter callout, or one in
        # the room beside the table's cards, is taken where only that one
        # keeps clear of the arrow and the table's cards.
        usual = min(felt.width() * 0.9, max(320.0, font.pixelSize() * 46))
        places = [(usual, None), (felt.width() * 0.9, None)]
        busy = self._busy()
        if busy:
            right = max(r.right() for r in busy) + g.pad
            if felt.right() - right - g.pad >= 240:
                places.append((felt.right() - right - g.pad, right))
        best = None
        for i, (width, left) in enumerate(places):
            c.setTextWidth(width)
            box = c.boundingRect()
            x = max(2.0, felt.center().x() - box.width() / 2) if left is None else left
            y, cost = self._callout_top(QRectF(x, 0, box.width(), box.height()), beside=left is not None)
            if best is None or (cost, i) < best[0]:
                best = ((cost, i), width, QPointF(x, max(2.0, y)))
        _cost, width, at = best  # type: ignore[misc]  # the two usual places are always tried
        c.setTextWidth(width)
        c.setPos(at)
        c.setVisible(True)

    def _busy(self) -> list[QRectF]:
        """The table's loose cards and builds, which the callout should not hide."""
        busy = [it.card_scene_rect() for it in self.scene.loose_items()]
        return busy + [spot.rect for spot in (self.scene.plan.builds if self.scene.plan else [])]

    def _callout_top(self, box: QRectF, beside: bool = False) -> tuple[float, tuple]:
        """Where a callout of ``box``'s width and height goes, and what it
        costs there: it should not cross the arrow (a sentence with a line
        through it is hard to read), then hide as little of the table's
        cards as it can.  The spots: level with the cards (a callout
        ``beside`` them), the gap above them (the arrow comes from below),
        under them, the felt's head or foot."""
        g = self.scene.geometry
        felt = g.felt
        height = box.height()
        busy = self._busy()
        pad = g.pad * 0.3
        spots = []
        if busy and beside:  # level with the cards' top row
            spots.append(min(r.top() for r in busy))
        if busy:
            top = min(r.top() for r in busy)
            bottom = max(r.bottom() for r in busy)
            spots.append(top - height - max(pad, (top - felt.top() - height) / 2))
            spots.append(bottom + max(pad, (felt.bottom() - bottom - height) / 2))
        spots += [felt.top() + pad, felt.bottom() - height - pad]
        arrow = self.arrow.line() if self.arrow.isVisible() else None

        def cost(y: float) -> tuple:
            rect = QRectF(box.x(), y, box.width(), height)
            outside = not (felt.top() - pad <= y and y + height <= felt.bottom() + pad)
            crossed = arrow is not None and _crosses(rect, arrow)
            return (outside, crossed, _covered(rect, busy))
        y = min(spots, key=cost)
        return y, cost(y)


def _covered(rect: QRectF, others: list[QRectF]) -> float:
    area = 0.0
    for r in others:
        inter = rect.intersected(r)
        if not inter.isEmpty():
            area += inter.width() * inter.height()
    return area


def _crosses(rect: QRectF, line: QLineF, samples: int = 24) -> bool:
    """Whether ``line`` passes through ``rect`` (points along it, enough
    for an arrow a card or more long)."""
    return any(rect.contains(line.pointAt(i / samples)) for i in range(samples + 1))
