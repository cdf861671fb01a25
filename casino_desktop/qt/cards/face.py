"""Our own deck's card faces drawn with QPainter: the card ids, the suit
shapes, the rank as glyph outlines, pips, court panels and the corner
index.  No third-party artwork ships, and vectors stay sharp at any size and
devicePixelRatio.  Card ids: rank ``A 2 .. 10 J Q K`` + suit ``S H D C``
("10D", "QH"), or "back".  Geometry is in fractions of the card width
``w``: one layout serves 80 px and 300 px.

The decks (``themes``), the backs (``backs``) and High Contrast's corner
index (``qt/access/contrast``) draw with these; ``painter`` puts a deck's
card on the table with its shadow and highlight, and caches the pictures.
"""
from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QTransform

from casino_desktop.core import RANK_LETTERS
from casino_desktop.qt.cards.court_figures import paint_figure_half
from casino_desktop.qt.cards.suit_colours import suit_colour
from casino_desktop.qt.translate import say

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
ALL_CARDS = tuple(r + s for s in SUITS for r in RANKS)
BACK = "back"
ASPECT = 7 / 5  # height / width, the classic poker-card 5:7

FACE_BG, BORDER = QColor("#fffdf7"), QColor("#4a4a4a")
COURT_BG, GOLD = QColor("#f6edd6"), QColor("#b8901c")

INDEX_X = 0.11      # centre of the corner index column
INDEX_H = 0.175     # cap height of the corner rank: readable at 80 px wide
LARGE_INDEX_X, LARGE_INDEX_H = 0.155, 0.30  # the large-index deck's corner
COURT_X, LARGE_COURT_X = 0.215, 0.335       # the court frame's inset at each side


def card_height(width: float) -> float:
    return width * ASPECT


def split_card_id(card: str) -> tuple[str, str]:
    """A card id split into its rank and suit, "10D" into ("10", "D") (the
    core's ``cards.parse_card`` reads the same text into a face id); raise
    ValueError on anything else."""
    rank, suit = card[:-1].upper(), card[-1:].upper()
    if rank not in RANKS or suit not in SUITS:
        raise ValueError(f"not a card id: {card!r}")
    return rank, suit


# --- suit shapes in a unit square: paths, so no font needs suit glyphs ------

def _outline(start: tuple, *segments: tuple) -> QPainterPath:
    """Closed path; a segment of 2 numbers is a line, 4 a quad, 6 a cubic."""
    p = QPainterPath(QPointF(*start))
    for seg in segments:
        points = [QPointF(seg[i], seg[i + 1]) for i in range(0, len(seg), 2)]
        if len(points) == 1:
            p.lineTo(points[0])
        elif len(points) == 2:
            p.quadTo(points[0], points[1])
        else:
            p.cubicTo(points[0], points[1], points[2])
    p.closeSubpath()
    return p


def _stem(top: float) -> QPainterPath:
    return _outline((0.46, top), (0.48, 0.88, 0.30, 1.0), (0.70, 1.0), (0.52, 0.88, 0.54, top))


@functools.cache
def _suit_shape(suit: str) -> QPainterPath:
    if suit == "H":
        return _outline((0.5, 0.98), (0.36, 0.80, 0.0, 0.62, 0.0, 0.33),
                        (0.0, 0.12, 0.14, 0.03, 0.28, 0.03), (0.40, 0.03, 0.47, 0.10, 0.5, 0.21),
                        (0.53, 0.10, 0.60, 0.03, 0.72, 0.03), (0.86, 0.03, 1.0, 0.12, 1.0, 0.33),
                        (1.0, 0.62, 0.64, 0.80, 0.5, 0.98))
    if suit == "D":  # slightly concave sides: a card diamond, not a rhombus
        return _outline((0.5, 0.0), (0.66, 0.30, 0.90, 0.5), (0.66, 0.70, 0.5, 1.0),
                        (0.34, 0.70, 0.10, 0.5), (0.34, 0.30, 0.5, 0.0))
    if suit == "S":
        return _outline((0.5, 0.0), (0.62, 0.17, 1.0, 0.36, 1.0, 0.60),
                        (1.0, 0.78, 0.87, 0.86, 0.74, 0.86), (0.64, 0.86, 0.56, 0.81, 0.5, 0.72),
                        (0.44, 0.81, 0.36, 0.86, 0.26, 0.86), (0.13, 0.86, 0.0, 0.78, 0.0, 0.60),
                        (0.0, 0.36, 0.38, 0.17, 0.5, 0.0)).united(_stem(0.6))
    club = QPainterPath()
    for cx, cy, r in ((0.5, 0.25, 0.225), (0.255, 0.585, 0.225), (0.745, 0.585, 0.225),
                      (0.5, 0.52, 0.13)):  # the small one fills the gap between lobes
        club.addEllipse(QPointF(cx, cy), r, r)
    club.setFillRule(Qt.FillRule.WindingFill)
    return club.united(_stem(0.5)).simplified()


def suit_path(suit: str, rect: QRectF) -> QPainterPath:
    """The suit pip as a filled shape scaled into ``rect``."""
    return QTransform().translate(rect.x(), rect.y()).scale(
        rect.width(), rect.height()).map(_suit_shape(suit))


def draw_pip(p: QPainter, suit: str, centre: QPointF, size: float,
              flipped: bool = False) -> None:
    t = QTransform().translate(centre.x(), centre.y()).rotate(180 if flipped else 0)
    path = t.translate(-size / 2, -size / 2).scale(size, size).map(_suit_shape(suit))
    p.fillPath(path, suit_colour(suit))


def _both_ways(p: QPainter, w: float, h: float, draw) -> None:
    """Call ``draw()`` upright, then turned 180° about the card centre."""
    for flipped in (False, True):
        p.save()
        if flipped:
            p.translate(w, h)
            p.rotate(180)
        draw()
        p.restore()


# --- text as paths ------------------------------------------------------------

@functools.cache
def _text_path(text: str, serif: bool = False) -> tuple[QPainterPath, float]:
    """Glyph outlines scaled so capitals (serif: all the ink) span y 0..1, and
    their width. Measured ink, not font metrics: any fallback font fits."""
    font = QFont()
    font.setFamilies(["DejaVu Serif", "Liberation Serif", "Georgia", "Times New Roman"]
                     if serif else ["DejaVu Sans", "Liberation Sans", "Arial", "Helvetica"])
    font.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(100)
    if not serif:  # a narrower face fits "10" in the index column unsquashed
        font.setStretch(QFont.Stretch.SemiCondensed)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 90)
    path, cap = QPainterPath(), QPainterPath()
    path.addText(0, 0, font, text)
    cap.addText(0, 0, font, "H")
    ink = path.boundingRect()
    # Index ranks share one cap height; a court letter fits all its ink in
    # the box, so a serif J's descender cannot run into the pip below it.
    unit = ink.height() if serif else cap.boundingRect().height()
    t = QTransform().scale(1 / unit, 1 / unit).translate(-ink.left(),
                                                         -ink.top() if serif else unit)
    return t.map(path), ink.width() / unit


def draw_text(p: QPainter, text: str, centre_x: float, top: float, height: float,
               max_width: float, colour: QColor, serif: bool = False) -> float:
    """Fill ``text`` with its capitals spanning top..top+height, condensed
    only if wider than ``max_width``; return the y of the ink's bottom."""
    path, width = _text_path(text, serif)
    sx = height if width * height <= max_width else max_width / width
    p.save()
    p.translate(centre_x - width * sx / 2, top)
    p.scale(sx, height)
    p.fillPath(path, colour)
    p.restore()
    return top + path.boundingRect().bottom() * height


# --- faces ----------------------------------------------------------------------

def index_text(card: str) -> str:
    """The rank written in ``card``'s corner: the player's language's letter
    (Swedish decks say Kn for the jack, Russian ones В), the same letter the
    play log writes, so a card reads as the log names it."""
    if card == BACK:
        return ""
    return say(RANK_LETTERS[RANKS.index(split_card_id(card)[0])])


def _corner_index(p: QPainter, rank: str, suit: str, w: float, large: bool = False) -> None:
    """Rank over suit; large, since in a fanned hand this is all that shows.
    The large-index deck nearly doubles both, for small cards and tired eyes.
    ``rank`` is the text to write (``index_text``); a longer one is condensed."""
    cx, cap, pip = (LARGE_INDEX_X, LARGE_INDEX_H, 0.22) if large else (INDEX_X, INDEX_H, 0.14)
    draw_text(p, rank, w * cx, w * 0.05, w * cap, w * (cx * 2 - 0.04), suit_colour(suit))
    draw_pip(p, suit, QPointF(w * cx, w * (0.05 + cap + 0.035 + pip / 2)), w * pip)


# Classic pip layouts as (column, row): column -1/0/1 = left/centre/right,
# row 0..1 from top to bottom; pips in the lower half are drawn upside down.
_SIDES, _MID = ((-1, 0), (1, 0), (-1, 1), (1, 1)), ((-1, .5), (1, .5))
_THIRDS = ((-1, 1 / 3), (1, 1 / 3), (-1, 2 / 3), (1, 2 / 3))
PIP_LAYOUTS: dict[str, tuple[tuple[int, float], ...]] = {
    "2": ((0, 0), (0, 1)), "3": ((0, 0), (0, .5), (0, 1)), "4": _SIDES,
    "5": _SIDES + ((0, .5),), "6": _SIDES + _MID, "7": _SIDES + _MID + ((0, .25),),
    "8": _SIDES + _MID + ((0, .25), (0, .75)), "9": _SIDES + _THIRDS + ((0, .5),),
    "10": _SIDES + _THIRDS + ((0, 1 / 6), (0, 5 / 6))}


def _pips(p: QPainter, rank: str, suit: str, w: float, h: float, large: bool = False) -> None:
    # The large-index deck keeps the pips, smaller, in the column between
    # its two big indices: the count still shows at a glance.
    if rank == "A":
        draw_pip(p, suit, QPointF(w / 2, h / 2), w * (0.46 if suit == "S" else 0.40) * (0.6 if large else 1))
        return
    crowded = rank in ("9", "10")  # 4 rows must not touch
    if large:
        size, column = w * (0.085 if crowded else 0.095), w * 0.125
    else:
        size, column = w * (0.155 if crowded else 0.17), w * 0.195
    top, bottom = h * 0.18, h * 0.82
    for col, row in PIP_LAYOUTS[rank]:
        centre = QPointF(w / 2 + col * column, top + (bottom - top) * row)
        draw_pip(p, suit, centre, size, row > 0.5)


def _court(p: QPainter, rank: str, suit: str, w: float, h: float, large: bool = False) -> None:
    """A gold-framed panel holding the double-headed figure (court_figures)."""
    side = LARGE_COURT_X if large else COURT_X
    frame = QRectF(w * side, w * 0.07, w * (1 - 2 * side), h - w * 0.14)
    p.setPen(QPen(GOLD, max(w * 0.012, 0.8)))
    p.setBrush(COURT_BG)
    p.drawRoundedRect(frame, w * 0.03, w * 0.03)
    inner = frame.adjusted(w * 0.018, w * 0.018, -w * 0.018, -w * 0.018)
    upper = QRectF(inner.left(), inner.top(), inner.width(), h / 2 - inner.top())
    _both_ways(p, w, h, lambda: paint_figure_half(p, rank, suit, upper))
    # Small suit pips beside the heads, as printed decks place them.
    pip = w * 0.075
    _both_ways(p, w, h, lambda: draw_pip(p, suit, QPointF(inner.right() - pip * 0.8,
                                                           inner.top() + pip * 0.8), pip))
    p.setPen(QPen(GOLD, max(w * 0.008, 0.6)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, w * 0.02, w * 0.02)
    p.drawLine(QPointF(inner.left(), h / 2), QPointF(inner.right(), h / 2))


def blank_card(p: QPainter, rect: QRectF) -> None:
    """White rounded card with a thin border, inset by half the pen so the
    edge lands on the pixel grid and stays crisp."""
    w = rect.width()
    pen_w = max(1.0, w / 110)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(BORDER, pen_w))
    p.setBrush(FACE_BG)
    p.drawRoundedRect(rect.adjusted(pen_w / 2, pen_w / 2, -pen_w / 2, -pen_w / 2),
                      w * 0.06, w * 0.06)


def paint_face(p: QPainter, rect: QRectF, card: str, large: bool = False) -> None:
    """The face of ``card``; ``large`` gives the large-index deck."""
    rank, suit = split_card_id(card)
    p.save()
    blank_card(p, rect)
    p.translate(rect.topLeft())
    w, h = rect.width(), rect.height()
    index = index_text(card)
    _both_ways(p, w, h, lambda: _corner_index(p, index, suit, w, large))
    if rank in "JQK":
        _court(p, rank, suit, w, h, large)
    else:
        _pips(p, rank, suit, w, h, large)
    p.restore()
