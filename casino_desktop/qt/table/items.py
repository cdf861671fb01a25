"""The small things on the table besides card faces: captions, the dealer
chip, the turn frame, the keyboard cursor, and the card item that forwards
its mouse events to the table's input handler.

Captions draw their own rounded background so they stay readable on the felt
and over cards at any size; their font size is set in pixels from the layout
so that they scale with the window like the cards do.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from casino_desktop.core import card_text
from casino_desktop.qt.cards.drag import DragCard
from casino_desktop.qt.cards.palette import GOLD
from casino_desktop.qt.translate import tr

CAPTION_BG = QColor(12, 40, 24, 200)
CAPTION_FG = QColor("#f2f6ee")
ACTIVE_BG = QColor(GOLD)
ACTIVE_FG = QColor("#1b1b1b")
TURN_COLOUR = QColor(GOLD)


class TableCard(DragCard):
    """A card with its id (0..103); presses, moves and releases go to the
    table's input handler (``cards.drag``: lift / hover / commit)."""

    def __init__(self, card_id: int, card_w: float, handler=None):
        super().__init__(card_text(card_id), face_up=False, card_width=card_w)
        self.card_id = card_id
        self.handler = handler
        self._tips = ("", "")  # whose pile it tops; why it glows

    def name_top(self, text: str) -> None:
        """The tooltip's first line: whose capture pile the card tops, or ""."""
        self._set_tips(text, self._tips[1])

    def explain_glow(self, text: str) -> None:
        """The tooltip's last line: why the card glows, or ""."""
        self._set_tips(self._tips[0], text)

    def _set_tips(self, top: str, glow: str) -> None:
        if (top, glow) != self._tips:
            self._tips = (top, glow)
            self.setToolTip("\n".join(t for t in (top, glow) if t))


def caption_font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(11, round(px)))
    font.setBold(bold)
    return font


def caption_zoom(px: float) -> float:
    """How much a caption ``px`` pixels high is drawn larger than its font
    (``caption_font``: whole pixels, as Qt's fonts come): the captions
    follow the cards' size to a fraction of a pixel.  (Kept to whole
    pixels, a hand 1 % larger turned 13 pixels into 14: the captions grew
    by 8 %, the side columns widened for them, and the table's cards
    shrank: docs/playtests/2026-12-06-stranger-4.md, finding 10.)"""
    return max(11.0, px) / max(11, round(px))


class Caption(QGraphicsObject):
    """A one- or two-line text on a rounded dark pill, centred on a point."""

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._lines: list[str] = [""]
        self._px = 12.0
        self._font = caption_font(12)
        self._bold = caption_font(12, bold=True)
        self._zoom = 1.0  # the text drawn so much larger than its font (``caption_zoom``)
        self._active = False
        self._rect = QRectF()
        self.setZValue(500)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str) -> None:
        lines = text.split("\n")
        if lines != self._lines:
            self.prepareGeometryChange()
            self._lines = lines
            self._measure()
            self.update()

    def text(self) -> str:
        return "\n".join(self._lines)

    def set_font_px(self, px: float) -> None:
        if px != self._px:
            self.prepareGeometryChange()
            self._px = px
            self._font = caption_font(px)
            self._bold = caption_font(px, bold=True)
            self._zoom = caption_zoom(px)
            self._measure()
            self.update()

    def font_px(self) -> float:
        """How high its text is drawn (a font's height in pixels, with the zoom)."""
        return self._font.pixelSize() * self._zoom

    def set_active(self, active: bool) -> None:
        """The seat whose turn it is: a bright caption."""
        if active != self._active:
            self._active = active
            self.update()

    def is_active(self) -> bool:
        return self._active

    def width_for(self, text: str) -> float:
        fm = QFontMetricsF(self._bold)
        return (max(fm.horizontalAdvance(t) for t in text.split("\n")) + fm.height() * 0.9) * self._zoom

    def _measure(self) -> None:
        fm = QFontMetricsF(self._bold)
        w = max(fm.horizontalAdvance(t) for t in self._lines) + fm.height() * 0.9
        h = fm.height() * len(self._lines) + fm.height() * 0.3
        w, h = w * self._zoom, h * self._zoom  # the font's pixels, in the scene's
        self._rect = QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not any(self._lines):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ACTIVE_BG if self._active else CAPTION_BG)
        r = self._rect.height() / 2 if len(self._lines) == 1 else self._rect.height() / 4
        painter.drawRoundedRect(self._rect, r, r)
        painter.setPen(ACTIVE_FG if self._active else CAPTION_FG)
        painter.save()
        painter.scale(self._zoom, self._zoom)  # the text in its font's pixels
        fm = QFontMetricsF(self._font)
        rect = QRectF(self._rect.topLeft() / self._zoom, self._rect.size() / self._zoom)
        y = rect.top() + fm.height() * 0.15
        for i, line in enumerate(self._lines):
            # The first line names the thing (seat, build): bold.
            painter.setFont(self._bold if i == 0 else self._font)
            painter.drawText(QRectF(rect.left(), y, rect.width(), fm.height()), Qt.AlignmentFlag.AlignCenter, line)
            y += fm.height()
        painter.restore()


class DealerChip(QGraphicsObject):
    """A round white "D" chip next to the dealer's caption."""

    def __init__(self):
        super().__init__()
        self._d = 20.0
        self.setZValue(510)
        self.setToolTip(tr("Dealer"))

    def set_diameter(self, d: float) -> None:
        self.prepareGeometryChange()
        self._d = d

    def boundingRect(self) -> QRectF:  # noqa: N802  (Qt override)
        return QRectF(-self._d / 2 - 1, -self._d / 2 - 1, self._d + 2, self._d + 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#333333"), max(1.0, self._d * 0.06)))
        painter.setBrush(QColor("#fbfbf4"))
        painter.drawEllipse(QPointF(0, 0), self._d / 2, self._d / 2)
        painter.setFont(caption_font(self._d * 0.6, bold=True))
        painter.setPen(QColor("#1b1b1b"))
        painter.drawText(QRectF(-self._d / 2, -self._d / 2, self._d, self._d), Qt.AlignmentFlag.AlignCenter,
                         tr("D", note="on the dealer's chip: the first letter of Dealer"))


class OutlineItem(QGraphicsObject):
    """A rounded outline: the turn frame around a seat (solid gold) or the
    keyboard cursor around a card (dashed white)."""

    def __init__(self, colour: QColor, dashed: bool, z: float):
        super().__init__()
        self._rect = QRectF()
        self._colour = colour
        self._dashed = dashed
        self._width = 3.0
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF, width: float = 3.0) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self._width = width

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_colour(self, colour: QColor) -> None:
        if colour != self._colour:
            self._colour = QColor(colour)
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802  (Qt override)
        m = self._width
        return self._rect.adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self._colour, self._width)
        if self._dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = min(self._rect.width(), self._rect.height()) * 0.08
        painter.drawRoundedRect(self._rect, r, r)
