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
from casino_desktop.qt.practice.callout_room import Room, place as place_callout

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
        self._pointed: list[QRectF] = []  # the step's cards (a build whole)
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
        self._pointed = rects  # the callout keeps off these cards (it may touch their frames)
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
        else:  # a trail: at an open place of the felt, above the hand as near as one is
            felt = self.scene.geometry.felt
            end = QPointF(start.x(), max(felt.center().y(), start.y() - felt.height() * 0.45))
            end = open_place(self.scene, end) or end
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

        def size_for(width: float) -> tuple[float, float]:
            c.setTextWidth(width)
            box = c.boundingRect()
            return box.width(), box.height()
        # The usual width reads best; ``callout_room`` tries narrower ones,
        # and places off the felt, only where no usual place keeps the
        # step's cards and the arrow clear.
        usual = min(felt.width() * 0.9, max(320.0, font.pixelSize() * 46))
        arrow = self.arrow.line() if self.arrow.isVisible() else None
        room = Room(self.scene.sceneRect(), felt, g.pad, list(self._pointed), self._busy(), self._others(), arrow)
        width, at = place_callout(room, size_for, usual)
        c.setTextWidth(width)
        c.setPos(at)
        c.setVisible(True)

    def _busy(self) -> list[QRectF]:
        """The table's loose cards and builds, which the callout should not hide."""
        busy = [it.card_scene_rect() for it in self.scene.loose_items()]
        return busy + [spot.rect for spot in (self.scene.plan.builds if self.scene.plan else [])]

    def _others(self) -> list[QRectF]:
        """Every other card and caption shown: hidden as little as may be."""
        cards = [it.card_scene_rect() for it in self.scene.cards.values() if it.isVisible()]
        return cards + [cap.sceneBoundingRect() for cap in self.scene.captions.values() if cap.isVisible()]


def open_place(scene, near: QPointF) -> QPointF | None:
    """The point of the felt nearest ``near`` where a card laid would cover
    no card, build or caption: where a trail step's arrow ends.  Straight up
    from the hand it ended on whatever card lay there, and a step saying
    "drag it to an open place" looked as if it pointed at that card (the
    Mulle lesson's trail, mulle43).  None where the felt has no such place."""
    g = scene.geometry
    felt, w = g.felt, g.card_w
    h = w * 1.4
    taken = [item.card_scene_rect() for item in (*scene.loose_items(), *scene.top_items())]
    taken += [QRectF(spot.rect) for spot in (scene.plan.builds if scene.plan else [])]
    taken += [c.sceneBoundingRect() for c in scene.captions.values() if c.isVisible()]
    step = max(4.0, w / 6)
    best: QPointF | None = None
    y = felt.top() + h / 2
    while y <= felt.bottom() - h / 2:
        x = felt.left() + w / 2
        while x <= felt.right() - w / 2:
            spot = QRectF(x - w / 2, y - h / 2, w, h)
            if not any(spot.intersects(t) for t in taken):
                here = QPointF(x, y)
                if best is None or QLineF(here, near).length() < QLineF(best, near).length():
                    best = here
            x += step
        y += step
    return best
