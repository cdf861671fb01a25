"""The card backs of our own drawn decks (View › Card Back).

Each back is a white-bordered card with a coloured field, a repeating
pattern clipped to it and a medallion in the middle; all of it is vector
drawing, so a back is as sharp at 200% as at 100%.  The designs differ in
colour *and* pattern, so they stay apart for colour-blind players too.
"""
from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from casino_desktop.core.templates import N_
from casino_desktop.qt.cards.face import FACE_BG, GOLD, blank_card, draw_pip

DEFAULT_BACK = "lattice"


def _field(p: QPainter, rect: QRectF, colour: QColor) -> tuple[QRectF, QPainterPath]:
    """Fill and clip to the coloured field inside the white border."""
    w = rect.width()
    field = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    inner = QPainterPath()
    inner.addRoundedRect(field, w * 0.035, w * 0.035)
    p.fillPath(inner, colour)
    p.setClipPath(inner)
    return field, inner


def _finish(p: QPainter, inner: QPainterPath, w: float) -> None:
    p.setClipping(False)
    p.strokePath(inner, QPen(GOLD, max(w * 0.01, 0.7)))


def _four_suits(p: QPainter, c: QPointF, w: float, ring: QColor, radius: float = 0.25) -> None:
    """A round medallion with the four suits, the mark of our decks."""
    p.setPen(QPen(ring, max(w * 0.015, 0.8)))
    p.setBrush(FACE_BG)
    p.drawEllipse(c, w * radius, w * radius)
    step = w * radius * 0.44
    for suit, (dx, dy) in zip("SHCD", ((0, -1), (1, 0), (0, 1), (-1, 0))):
        draw_pip(p, suit, QPointF(c.x() + dx * step, c.y() + dy * step), w * radius * 0.52)


def _lattice(p: QPainter, rect: QRectF) -> None:
    """Burgundy diagonal lattice (the original back)."""
    w = rect.width()
    field, inner = _field(p, rect, QColor("#7d1526"))
    p.setPen(QPen(QColor("#c9505e"), max(w * 0.012, 0.7)))
    step, span = w * 0.085, field.width() + field.height()
    for i in range(-int(span / step) - 2, int(span / step) + 3):
        x, y = field.left() + i * step, field.top()
        p.drawLine(QPointF(x, y), QPointF(x + span, y + span))
        p.drawLine(QPointF(x, y), QPointF(x - span, y + span))
    _four_suits(p, field.center(), w, GOLD)
    _finish(p, inner, w)


def _rosette(p: QPainter, rect: QRectF) -> None:
    """Navy field with engine-turned rings: a guilloché rosette."""
    w = rect.width()
    field, inner = _field(p, rect, QColor("#163a7a"))
    c = field.center()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#6f93d6"), max(w * 0.008, 0.6)))
    radius = w * 0.32
    for i in range(24):  # circles whose centres walk round a ring overlap into a rosette
        a = 2 * math.pi * i / 24
        p.drawEllipse(QPointF(c.x() + math.cos(a) * w * 0.14, c.y() + math.sin(a) * w * 0.14),
                      radius, radius)
    p.setPen(QPen(QColor("#9fb8e6"), max(w * 0.006, 0.5)))
    for corner in (field.topLeft(), field.topRight(), field.bottomLeft(), field.bottomRight()):
        for k in range(1, 6):
            p.drawEllipse(corner, w * 0.05 * k, w * 0.05 * k)
    _four_suits(p, c, w, QColor("#d8e2f5"), 0.2)
    _finish(p, inner, w)


def _tartan(p: QPainter, rect: QRectF) -> None:
    """Forest-green tartan: broad and fine stripes crossing."""
    w = rect.width()
    field, inner = _field(p, rect, QColor("#1f5a36"))
    p.setPen(Qt.PenStyle.NoPen)
    band = w * 0.2
    broad, fine = QColor(10, 30, 18, 120), QColor(230, 200, 90, 150)
    for k in range(-1, int(field.height() / band) + 2):
        y = field.top() + k * band
        p.fillRect(QRectF(field.left(), y, field.width(), band * 0.4), broad)
        p.fillRect(QRectF(field.left(), y + band * 0.7, field.width(), w * 0.012), fine)
    for k in range(-1, int(field.width() / band) + 2):
        x = field.left() + k * band
        p.fillRect(QRectF(x, field.top(), band * 0.4, field.height()), broad)
        p.fillRect(QRectF(x + band * 0.7, field.top(), w * 0.012, field.height()), fine)
    _four_suits(p, field.center(), w, GOLD, 0.22)
    _finish(p, inner, w)


def _sunburst(p: QPainter, rect: QRectF) -> None:
    """Charcoal and gold rays from the centre, an Art Deco back."""
    w = rect.width()
    field, inner = _field(p, rect, QColor("#23232a"))
    c = field.center()
    reach = field.width() + field.height()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#3a3a46"))
    rays = 36
    for i in range(0, rays, 2):
        a0, a1 = 2 * math.pi * i / rays, 2 * math.pi * (i + 1) / rays
        ray = QPainterPath(c)
        ray.lineTo(c.x() + math.cos(a0) * reach, c.y() + math.sin(a0) * reach)
        ray.lineTo(c.x() + math.cos(a1) * reach, c.y() + math.sin(a1) * reach)
        ray.closeSubpath()
        p.drawPath(ray)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(GOLD, max(w * 0.01, 0.7)))
    for k in (0.3, 0.36):
        p.drawRoundedRect(field.adjusted(w * k * 0.2, w * k * 0.2, -w * k * 0.2, -w * k * 0.2),
                          w * 0.03, w * 0.03)
    _four_suits(p, c, w, GOLD, 0.22)
    _finish(p, inner, w)


# name -> (menu label, painter); the order is the menu's.
BACKS: dict[str, tuple[str, Callable[[QPainter, QRectF], None]]] = {
    "lattice": (N_("Burgundy Lattice", note="a card back design"), _lattice),
    "rosette": (N_("Navy Rosette", note="a card back design"), _rosette),
    "tartan": (N_("Forest Tartan", note="a card back design"), _tartan),
    "sunburst": (N_("Charcoal Sunburst", note="a card back design"), _sunburst),
}


def paint_back(p: QPainter, rect: QRectF, design: str = DEFAULT_BACK) -> None:
    """The back called ``design`` (an unknown name gives the default)."""
    painter = BACKS.get(design, BACKS[DEFAULT_BACK])[1]
    p.save()
    blank_card(p, rect)
    painter(p, rect)
    p.restore()
