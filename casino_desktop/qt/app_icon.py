"""The application icon, drawn by our own code: two fanned cards on green felt.

The same ``paint_app_icon`` feeds the window icon at run time, and
``packaging/make_icons.py`` uses it to write the SVG, PNG, ICO and ICNS files
that installers need. No artwork file from elsewhere, so no licence baggage,
and no font: suit pips are ``QPainterPath`` shapes, so the icon renders the
same on every machine (fonts differ; paths do not).

Everything is laid out in a unit square and scaled to the target rect, so it
stays sharp at 16 px and at 1024 px. Shapes are deliberately big and few:
at 16 px only the felt, two white cards and two pips survive.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QIcon,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

# Reverse-DNS id shared by the .desktop file, the AppStream metainfo, the icon
# file names and QGuiApplication.setDesktopFileName(). All lower case because
# `appstreamcli validate --pedantic` flags upper-case letters; "casino_desktop"
# is the GitHub owner "casino-desktop" with '-' turned into '_' (Flathub rule).
APP_ID = "io.github.casino_desktop.casino"

# Sizes a hicolor theme and the Windows .ico carry; 16 is the smallest a
# desktop shows (menus, task bars), 256 the largest raster one.
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)

_FELT_LIGHT = QColor("#2f8f46")
_FELT_DARK = QColor("#145a2a")
_FELT_EDGE = QColor("#0b3818")
_CARD = QColor("#fdfdf8")
_CARD_EDGE = QColor("#3a3a3a")
_RED = QColor("#d0182b")
_BLACK = QColor("#151515")


def _spade_path() -> QPainterPath:
    """A spade in the unit square: two lobes meeting at a top point, plus a stem."""
    p = QPainterPath(QPointF(0.5, 0.0))
    p.cubicTo(0.56, 0.22, 1.0, 0.34, 1.0, 0.62)
    p.cubicTo(1.0, 0.82, 0.74, 0.90, 0.57, 0.74)
    p.lineTo(0.70, 1.0)
    p.lineTo(0.30, 1.0)
    p.lineTo(0.43, 0.74)
    p.cubicTo(0.26, 0.90, 0.0, 0.82, 0.0, 0.62)
    p.cubicTo(0.0, 0.34, 0.44, 0.22, 0.5, 0.0)
    p.closeSubpath()
    return p


def _diamond_path() -> QPainterPath:
    """A diamond in the unit square with slightly concave sides, like print decks."""
    p = QPainterPath(QPointF(0.5, 0.0))
    p.quadTo(0.70, 0.34, 0.92, 0.5)
    p.quadTo(0.70, 0.66, 0.5, 1.0)
    p.quadTo(0.30, 0.66, 0.08, 0.5)
    p.quadTo(0.30, 0.34, 0.5, 0.0)
    p.closeSubpath()
    return p


def _fill(painter: QPainter, path: QPainterPath, brush, pen=Qt.PenStyle.NoPen) -> None:
    painter.setPen(pen)
    painter.setBrush(brush)
    painter.drawPath(path)


def _pip(shape: QPainterPath, card: QTransform, cx: float, cy: float, size: float) -> QPainterPath:
    """``shape`` (unit square) scaled to ``size`` and centred at (cx, cy) in card space."""
    local = QTransform().translate(cx - size / 2, cy - size / 2).scale(size, size)
    return (local * card).map(shape)


def _draw_card(painter: QPainter, unit: QTransform, centre: QPointF, angle: float,
               shape: QPainterPath, color: QColor, pip_dx: float, detailed: bool) -> None:
    """A 0.42 x 0.60 card centred at ``centre`` (unit space), turned by ``angle`` degrees.

    ``pip_dx`` moves the big pip sideways so it stays visible beside the card
    that overlaps this one.
    """
    w, h = 0.42, 0.60
    card = QTransform().translate(centre.x(), centre.y()).rotate(angle) * unit
    outline = QPainterPath()
    outline.addRoundedRect(QRectF(-w / 2, -h / 2, w, h), 0.05, 0.05)
    scale = unit.m11()
    # Outline thick enough to separate two white cards at 16 px (about
    # 0.6 px there), thin at 256 px.
    _fill(painter, card.map(outline), _CARD, QPen(_CARD_EDGE, max(0.6, 0.016 * scale)))
    _fill(painter, _pip(shape, card, pip_dx, 0.0, 0.27), color)
    if detailed:
        # Corner indices only where they are more than a pixel smudge.
        small = 0.08
        _fill(painter, _pip(shape, card, -w / 2 + 0.075, -h / 2 + 0.08, small), color)
        _fill(painter, _pip(shape, card, w / 2 - 0.075, h / 2 - 0.08, small), color)


def paint_app_icon(painter: QPainter, rect: QRectF) -> None:
    """Paint the icon into ``rect`` (any size) with ``painter``; leaves painter state as found.

    Geometry is mapped to device pixels here instead of via painter.scale():
    QSvgGenerator then writes plain pixel coordinates, which every SVG
    renderer (librsvg, browsers, ImageMagick) draws the same way.
    """
    rect = QRectF(rect)
    side = min(rect.width(), rect.height())
    if side <= 0:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    # Unit square -> a square centred in rect.
    unit = QTransform().translate(rect.center().x() - side / 2,
                                  rect.center().y() - side / 2).scale(side, side)

    # Felt: a rounded square with a soft top-to-bottom gradient and dark rim.
    felt = QPainterPath()
    felt.addRoundedRect(QRectF(0.04, 0.04, 0.92, 0.92), 0.18, 0.18)
    top, bottom = unit.map(QPointF(0, 0.04)), unit.map(QPointF(0, 0.96))
    grad = QLinearGradient(top, bottom)
    grad.setColorAt(0.0, _FELT_LIGHT)
    grad.setColorAt(1.0, _FELT_DARK)
    _fill(painter, unit.map(felt), QBrush(grad), QPen(_FELT_EDGE, max(0.8, 0.03 * side)))

    detailed = side >= 48
    # Red diamond card behind and to the left, black spade card in front: the
    # spade is the strongest silhouette, so it stays whole.
    _draw_card(painter, unit, QPointF(0.36, 0.47), -13.0, _diamond_path(), _RED, -0.055,
               detailed)
    _draw_card(painter, unit, QPointF(0.63, 0.54), 11.0, _spade_path(), _BLACK, 0.0,
               detailed)
    painter.restore()


def render_icon_image(size: int) -> QImage:
    """The icon as a transparent ARGB image of ``size`` x ``size`` pixels."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        paint_app_icon(painter, QRectF(0, 0, size, size))
    finally:
        painter.end()
    return image


def app_icon() -> QIcon:
    """The window/application icon with every standard size pre-rendered.

    Needs a QGuiApplication (QPixmap does). Each size is painted at its own
    resolution rather than scaled from one bitmap, so 16 px stays crisp.
    No 512: it alone took two thirds of the 34 ms this costs at start-up;
    Qt scales the 256 for the rare larger request.
    """
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addPixmap(QPixmap.fromImage(render_icon_image(size)))
    return icon

