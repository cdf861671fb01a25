"""The figures of the court cards (king, queen, jack), drawn by our own code.

Each figure is a half-length portrait in the double-headed style of the
English pattern: the upper half is drawn, then turned 180° about the card
centre, so the card reads the same either way up.  Everything is vector
paths in a 100 x 115 design box (x right, y down, y = 115 the centre line),
scaled into whatever panel the deck gives it; so the figure is as sharp at
200% as at 100%.  No artwork of anyone else is copied: shapes are plain
ellipses, polygons and curves chosen here.

The suit colour tints the robe (so the four-colour deck reaches the court
cards too); gold, skin and a second robe colour are shared by all.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF

from casino_desktop.qt.cards.suit_colours import suit_colour

BOX_W, BOX_H = 100.0, 115.0
GOLD, GOLD_DARK = QColor("#d9a92b"), QColor("#8a6410")
SKIN, SKIN_LINE = QColor("#f7d9bd"), QColor("#a0694a")
INK = QColor("#1b1b1b")
ERMINE = QColor("#fbfbf6")
# The second robe colour: blue beside red suits, red beside black ones, as
# printed decks alternate them so the two halves of the robe stay distinct.
SECOND = {"H": QColor("#1d4fa0"), "D": QColor("#1d4fa0"), "S": QColor("#c8001e"), "C": QColor("#c8001e")}
HAIR = {"K": QColor("#efeee6"), "Q": QColor("#e2b040"), "J": QColor("#7a4a1e")}


def _poly(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _fill(p: QPainter, path: QPainterPath, colour: QColor, line: float = 0.9) -> None:
    """Filled shape with a thin dark outline: the printed-card look."""
    p.setPen(QPen(INK, line, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    p.setBrush(colour)
    p.drawPath(path)


def _robe(p: QPainter, suit: str, rank: str) -> None:
    """Shoulders and chest, cut by the centre line: the biggest areas of colour."""
    main, second = suit_colour(suit), SECOND[suit]
    body = QPainterPath(QPointF(38, 58))
    body.cubicTo(20, 60, 8, 70, 6, 86)
    body.lineTo(4, 115)
    body.lineTo(96, 115)
    body.lineTo(94, 86)
    body.cubicTo(92, 70, 80, 60, 62, 58)
    body.closeSubpath()
    _fill(p, body, main)
    # A panel down the middle in the second colour, edged with gold braid.
    panel = _poly((42, 64), (58, 64), (66, 115), (34, 115))
    _fill(p, panel, second)
    p.setPen(QPen(GOLD, 2.2))
    for x0, x1 in ((42, 34), (58, 66)):
        p.drawLine(QPointF(x0, 64), QPointF(x1, 115))
    # Sleeve folds: gold bands across the shoulders.
    p.setPen(QPen(GOLD, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(12, 92), QPointF(26, 84))
    p.drawLine(QPointF(88, 92), QPointF(74, 84))
    # Buttons or jewels down the panel.
    p.setPen(QPen(GOLD_DARK, 0.6))
    p.setBrush(GOLD)
    for y in (76, 88, 100):
        p.drawEllipse(QPointF(50, y), 2.2, 2.2)
    if rank == "K":  # an ermine collar: white with black tails
        collar = QPainterPath(QPointF(30, 60))
        collar.cubicTo(40, 72, 60, 72, 70, 60)
        collar.cubicTo(62, 56, 38, 56, 30, 60)
        _fill(p, collar, ERMINE)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(INK)
        for x, y in ((38, 63), (46, 66), (54, 66), (62, 63)):
            p.drawPath(_poly((x - 1.2, y - 1.5), (x + 1.2, y - 1.5), (x, y + 2.2)))
    elif rank == "Q":  # a lace collar fanning behind the head
        lace = QPainterPath(QPointF(28, 62))
        for i in range(7):
            left = 28 + i * 44 / 6
            lace.quadTo(left + 3.7, 54, left + 44 / 6, 62)
        lace.cubicTo(60, 68, 40, 68, 28, 62)
        _fill(p, lace, ERMINE)
    else:  # a plain turned-down collar in gold
        collar = _poly((36, 58), (64, 58), (58, 68), (50, 62), (42, 68))
        _fill(p, collar, GOLD)


def _head(p: QPainter, rank: str) -> None:
    hair = HAIR[rank]
    if rank == "Q":  # long hair falls behind the shoulders
        _fill(p, _ellipse_path(50, 44, 19, 22), hair)
    if rank == "J":  # side locks
        for side in (-1, 1):
            _fill(p, _ellipse_path(50 + side * 12, 44, 5, 9), hair)
    _fill(p, _ellipse_path(50, 42, 12.5, 15), SKIN)
    if rank == "K":  # a full beard and moustache
        beard = QPainterPath(QPointF(38, 44))
        beard.cubicTo(38, 58, 46, 64, 50, 66)
        beard.cubicTo(54, 64, 62, 58, 62, 44)
        beard.cubicTo(58, 52, 42, 52, 38, 44)
        _fill(p, beard, hair, 0.7)
        moustache = QPainterPath(QPointF(43, 50))
        moustache.quadTo(50, 45, 57, 50)
        moustache.quadTo(50, 48, 43, 50)
        _fill(p, moustache, hair, 0.6)
    # Eyes, brows, nose and mouth: few lines, as on a printed court card.
    p.setPen(QPen(INK, 0.9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(INK)
    for x in (45.5, 54.5):
        p.drawEllipse(QPointF(x, 40), 1.1, 1.0)
        p.drawLine(QPointF(x - 3, 36.5), QPointF(x + 2.5, 36))
    p.setPen(QPen(SKIN_LINE, 0.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    nose = QPainterPath(QPointF(50, 40))
    nose.quadTo(48, 45.5, 51, 46)
    p.drawPath(nose)
    if rank != "K":
        p.setPen(QPen(QColor("#b4283a"), 1.1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(47.5, 50.5), QPointF(52.5, 50.5))
        p.setPen(Qt.PenStyle.NoPen)  # a touch of colour on the cheeks
        p.setBrush(QColor(230, 120, 110, 70))
        p.drawEllipse(QPointF(43, 46), 2.6, 1.8)
        p.drawEllipse(QPointF(57, 46), 2.6, 1.8)


def _ellipse_path(cx: float, cy: float, rx: float, ry: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, ry)
    return path


def _headdress(p: QPainter, rank: str, suit: str) -> None:
    if rank == "K":  # a five-pointed crown with jewels
        crown = _poly((34, 30), (33, 12), (40, 21), (45, 8), (50, 19), (55, 8), (60, 21),
                      (67, 12), (66, 30))
        _fill(p, crown, GOLD)
        _fill(p, _poly((33, 26), (67, 26), (67, 31), (33, 31)), GOLD_DARK, 0.6)
        for x, colour in ((41, SECOND[suit]), (50, suit_colour(suit)), (59, SECOND[suit])):
            _fill(p, _ellipse_path(x, 28.5, 2.0, 1.8), colour, 0.4)
        for x, y in ((33, 12), (45, 8), (55, 8), (67, 12)):
            _fill(p, _ellipse_path(x, y, 1.8, 1.8), ERMINE, 0.5)
    elif rank == "Q":  # a coronet of three points with pearls, over the hair
        crown = _poly((37, 30), (37, 18), (43, 24), (50, 13), (57, 24), (63, 18), (63, 30))
        _fill(p, crown, GOLD)
        for x, y in ((37, 17), (50, 12), (63, 17)):
            _fill(p, _ellipse_path(x, y, 2.0, 2.0), ERMINE, 0.5)
        _fill(p, _ellipse_path(50, 27, 2.4, 2.0), suit_colour(suit), 0.4)
    else:  # a soft cap with a long feather
        cap = QPainterPath(QPointF(35, 32))
        cap.cubicTo(34, 16, 66, 14, 67, 30)
        cap.cubicTo(60, 27, 42, 27, 35, 32)
        _fill(p, cap, suit_colour(suit))
        _fill(p, _poly((35, 32), (67, 30), (68, 34), (34, 35)), GOLD, 0.6)
        feather = QPainterPath(QPointF(60, 22))
        feather.cubicTo(72, 6, 86, 6, 92, 14)
        feather.cubicTo(82, 12, 72, 16, 62, 26)
        feather.closeSubpath()
        _fill(p, feather, ERMINE, 0.7)
        p.setPen(QPen(SECOND[suit], 0.8))
        p.drawLine(QPointF(62, 24), QPointF(88, 11))


def _attribute(p: QPainter, rank: str, suit: str) -> None:
    """What the figure holds: sword (K), flower (Q), halberd (J)."""
    if rank == "K":  # a sword held upright beside the head
        _fill(p, _poly((25, 18), (28, 11), (31, 18), (31, 86), (25, 86)), QColor("#dfe3ea"), 0.7)
        p.setPen(QPen(QColor("#9aa3b0"), 0.6))
        p.drawLine(QPointF(28, 16), QPointF(28, 84))
        _fill(p, _poly((19, 86), (37, 86), (37, 90), (19, 90)), GOLD, 0.6)
        _fill(p, _poly((26, 90), (30, 90), (30, 104), (26, 104)), GOLD_DARK, 0.6)
    elif rank == "Q":  # a flower on a stem, held before the chest
        p.setPen(QPen(QColor("#2f7a35"), 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        stem = QPainterPath(QPointF(76, 96))
        stem.cubicTo(80, 80, 78, 64, 82, 50)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(stem)
        leaf = QPainterPath(QPointF(79, 74))
        leaf.quadTo(90, 66, 92, 72)
        leaf.quadTo(86, 78, 79, 74)
        _fill(p, leaf, QColor("#3f9a46"), 0.6)
        for angle in range(0, 360, 72):  # five petals round a gold heart
            p.save()
            p.translate(82, 46)
            p.rotate(angle)
            _fill(p, _ellipse_path(0, -5, 3.6, 5.2), suit_colour(suit), 0.6)
            p.restore()
        _fill(p, _ellipse_path(82, 46, 2.6, 2.6), GOLD, 0.5)
    else:  # a halberd on a long shaft at the right
        p.setPen(QPen(INK, 0.7))
        p.setBrush(QColor("#8a5a2b"))
        p.drawRect(QRectF(80, 16, 4, 99))
        axe = QPainterPath(QPointF(84, 22))
        axe.cubicTo(96, 20, 97, 38, 84, 38)
        axe.closeSubpath()
        _fill(p, axe, QColor("#dfe3ea"), 0.7)
        _fill(p, _poly((82, 4), (85.5, 16), (78.5, 16)), QColor("#dfe3ea"), 0.7)


# Where each figure's hand holds its attribute, and the shoulder it comes from.
# (shoulder, elbow, hand): the arm hangs from the robe's edge and bends in.
HANDS = {"K": ((12, 84), (12, 110), (28, 96)), "Q": ((88, 84), (90, 110), (76, 96)),
         "J": ((90, 84), (94, 110), (82, 92))}


def _arm(p: QPainter, rank: str, suit: str) -> None:
    """The sleeve of the arm that holds the attribute, a gold cuff, the hand."""
    (sx, sy), (ex, ey), (hx, hy) = HANDS[rank]
    bend = QPainterPath(QPointF(sx, sy))
    bend.quadTo(ex, ey, hx, hy + 4)
    stroker = QPainterPathStroker()
    stroker.setWidth(11)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    _fill(p, stroker.createStroke(bend), SECOND[suit] if rank != "J" else suit_colour(suit))
    _fill(p, _ellipse_path(hx, hy + 4, 6.5, 3), GOLD, 0.6)
    _fill(p, _ellipse_path(hx, hy, 6, 4.8), SKIN)


def paint_figure_half(p: QPainter, rank: str, suit: str, box: QRectF) -> None:
    """The upper half of ``rank`` of ``suit`` fitted into ``box``, its lower
    edge the card's centre line (the caller turns it for the lower half)."""
    s = min(box.width() / BOX_W, box.height() / BOX_H)
    p.save()
    p.setClipRect(box)
    # Anchored to the centre line: any spare height is left above the crown.
    p.translate(box.center().x() - BOX_W * s / 2, box.bottom() - BOX_H * s)
    p.scale(s, s)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _robe(p, suit, rank)
    _head(p, rank)
    _headdress(p, rank, suit)
    _attribute(p, rank, suit)
    _arm(p, rank, suit)
    p.restore()
