"""Procedural card art: every face and the back are drawn here with QPainter.

No third-party artwork ships, so there is no licence baggage, and vector
drawing stays sharp at any size and devicePixelRatio. Card ids are short
texts: rank ``A 2 .. 10 J Q K`` + suit ``S H D C`` ("10D", "QH"), "back".
All geometry is expressed as fractions of the card width ``w`` so one
layout serves an 80 px hand card and a 300 px zoomed card alike.
"""
from __future__ import annotations

import ctypes
import math
import sys

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QColor, QFont, QPainter, QPainterPath, QPen,
                           QPixmap, QTransform)

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
ALL_CARDS = tuple(r + s for s in SUITS for r in RANKS)
BACK = "back"
ASPECT = 7 / 5  # height / width, the classic poker-card 5:7

# Pure-ish red and near-black on a warm white: strong contrast for older eyes.
RED = QColor("#c8001e")
BLACK = QColor("#141414")
FACE_BG = QColor("#fffdf7")
BORDER = QColor("#4a4a4a")
COURT_BG = QColor("#f6edd6")
GOLD = QColor("#b8901c")
BACK_BG = QColor("#7d1526")
BACK_LINE = QColor("#c9505e")
HIGHLIGHT_COLOURS = {"target": QColor("#ffd84a"), "selected": QColor("#1f74ff"),
                     "hint": QColor("#59f0ff")}

INDEX_X = 0.11      # centre of the corner index column
INDEX_H = 0.175     # cap height of the corner rank: readable at 80 px wide
MARGIN_FRAC = 0.09  # room around a cached card for its shadow and glow
LIFT_FRAC = 0.05    # how far a "selected" card is drawn raised


def guard_none_refcount() -> bool:
    """PySide6 6.12.0 on CPython < 3.12 returns None from every void Qt method
    without taking a reference (measured; 6.11.3 is fine), so a few thousand
    paint calls free None and abort the interpreter ("none_dealloc"). Adding
    a huge count once keeps it alive. Call early in any process that paints;
    a no-op elsewhere (3.12+ None is immortal)."""
    if sys.version_info >= (3, 12) or tuple(shiboken6.__version_info__[:2]) != (6, 12):
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40  # ob_refcnt comes first
    return True


def card_height(width: float) -> float:
    return width * ASPECT


def parse_card(card: str) -> tuple[str, str]:
    """Split "10D" into ("10", "D"); raise ValueError on anything else."""
    rank, suit = card[:-1].upper(), card[-1:].upper()
    if rank not in RANKS or suit not in SUITS:
        raise ValueError(f"not a card id: {card!r}")
    return rank, suit


def is_red(card: str) -> bool:
    return parse_card(card)[1] in "HD"


def suit_colour(suit: str) -> QColor:
    return RED if suit in "HD" else BLACK


# --- suit shapes, in a unit square, built once ------------------------------

def _outline(start: tuple, *segments: tuple) -> QPainterPath:
    """A closed path from a start point and segments: 2 numbers are a line,
    4 a quadratic curve, 6 a cubic one."""
    p = QPainterPath(QPointF(*start))
    for seg in segments:
        {2: p.lineTo, 4: p.quadTo, 6: p.cubicTo}[len(seg)](*seg)
    p.closeSubpath()
    return p


def _stem(top: float) -> QPainterPath:
    return _outline((0.46, top), (0.48, 0.88, 0.30, 1.0), (0.70, 1.0), (0.52, 0.88, 0.54, top))


def _suit_shapes() -> dict[str, QPainterPath]:
    heart = _outline((0.5, 0.98), (0.36, 0.80, 0.0, 0.62, 0.0, 0.33),
                     (0.0, 0.12, 0.14, 0.03, 0.28, 0.03), (0.40, 0.03, 0.47, 0.10, 0.5, 0.21),
                     (0.53, 0.10, 0.60, 0.03, 0.72, 0.03), (0.86, 0.03, 1.0, 0.12, 1.0, 0.33),
                     (1.0, 0.62, 0.64, 0.80, 0.5, 0.98))
    # Slightly concave sides read as a card diamond rather than a rhombus.
    diamond = _outline((0.5, 0.0), (0.66, 0.30, 0.90, 0.5), (0.66, 0.70, 0.5, 1.0),
                       (0.34, 0.70, 0.10, 0.5), (0.34, 0.30, 0.5, 0.0))
    spade = _outline((0.5, 0.0), (0.62, 0.17, 1.0, 0.36, 1.0, 0.60),
                     (1.0, 0.78, 0.87, 0.86, 0.74, 0.86), (0.64, 0.86, 0.56, 0.81, 0.5, 0.72),
                     (0.44, 0.81, 0.36, 0.86, 0.26, 0.86), (0.13, 0.86, 0.0, 0.78, 0.0, 0.60),
                     (0.0, 0.36, 0.38, 0.17, 0.5, 0.0)).united(_stem(0.6))
    club = QPainterPath()
    for cx, cy, r in ((0.5, 0.25, 0.225), (0.255, 0.585, 0.225), (0.745, 0.585, 0.225),
                      (0.5, 0.52, 0.13)):  # the small one fills the gap between lobes
        club.addEllipse(QPointF(cx, cy), r, r)
    club.setFillRule(Qt.FillRule.WindingFill)
    return {"S": spade, "H": heart, "D": diamond, "C": club.united(_stem(0.5)).simplified()}


_SUIT_PATHS: dict[str, QPainterPath] = {}


def suit_path(suit: str, rect: QRectF) -> QPainterPath:
    """The suit pip as a filled shape scaled into ``rect`` (drawn as paths,
    so no font needs to have suit glyphs)."""
    if not _SUIT_PATHS:
        _SUIT_PATHS.update(_suit_shapes())
    t = QTransform()
    t.translate(rect.x(), rect.y())
    t.scale(rect.width(), rect.height())
    return t.map(_SUIT_PATHS[suit])


def _both_ways(p: QPainter, w: float, h: float, draw) -> None:
    """Call ``draw()`` upright, then turned 180 degrees about the card centre:
    indices and court halves read the same whichever way the card lies."""
    for flipped in (False, True):
        p.save()
        if flipped:
            p.translate(w, h)
            p.rotate(180)
        draw()
        p.restore()


def _draw_pip(p: QPainter, suit: str, centre: QPointF, size: float,
              flipped: bool = False) -> None:
    p.save()
    p.translate(centre)
    if flipped:
        p.rotate(180)
    p.fillPath(suit_path(suit, QRectF(-size / 2, -size / 2, size, size)),
               suit_colour(suit))
    p.restore()


# --- text drawn as paths, normalised to cap height 1 ------------------------

_TEXT_PATHS: dict[tuple[str, bool], tuple[QPainterPath, float]] = {}


def _text_path(text: str, serif: bool = False) -> tuple[QPainterPath, float]:
    """Glyph outlines scaled so capitals (serif: all the ink) span y 0..1;
    returns (path, width).

    Measuring the ink of a capital instead of font metrics makes the size
    identical whichever fallback font the user's system provides."""
    key = (text, serif)
    if key not in _TEXT_PATHS:
        font = QFont()
        font.setFamilies(["DejaVu Serif", "Liberation Serif", "Georgia",
                          "Times New Roman"] if serif else
                         ["DejaVu Sans", "Liberation Sans", "Arial", "Helvetica"])
        font.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
        font.setWeight(QFont.Weight.Bold)
        font.setPixelSize(100)
        if not serif:
            # Condensed faces (where the system has one) fit "10" into the
            # index column without squashing; the fit below covers the rest.
            font.setStretch(QFont.Stretch.SemiCondensed)
            if text == "10":
                font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 90)
        path = QPainterPath()
        path.addText(0, 0, font, text)
        ink = path.boundingRect()
        cap = QPainterPath()
        cap.addText(0, 0, font, "H")
        # Index ranks share one cap height; a court letter fills its box with
        # all its ink, so a serif J's descender cannot run into the pip.
        cap_h = ink.height() if serif else cap.boundingRect().height()
        t = QTransform()
        t.scale(1 / cap_h, 1 / cap_h)
        t.translate(-ink.left(), -ink.top() if serif else cap_h)
        _TEXT_PATHS[key] = (t.map(path), ink.width() / cap_h)
    return _TEXT_PATHS[key]


def _draw_text(p: QPainter, text: str, centre_x: float, top: float, height: float,
               max_width: float, colour: QColor, serif: bool = False) -> float:
    """Fill ``text`` with its capitals spanning top..top+height; return the
    y of the ink's bottom (a serif J or Q reaches below the baseline)."""
    path, width = _text_path(text, serif)
    sx = height if width * height <= max_width else max_width / width
    p.save()
    p.translate(centre_x - width * sx / 2, top)
    p.scale(sx, height)  # horizontally condensed only when it would not fit
    p.fillPath(path, colour)
    p.restore()
    return top + path.boundingRect().bottom() * height


# --- faces ------------------------------------------------------------------

def _corner_index(p: QPainter, rank: str, suit: str, w: float) -> None:
    """Rank over suit in the top-left corner; large, since in a fanned hand
    this corner is all that shows."""
    cx = w * INDEX_X
    _draw_text(p, rank, cx, w * 0.06, w * INDEX_H, w * 0.19, suit_colour(suit))
    pip = w * 0.14
    _draw_pip(p, suit, QPointF(cx, w * (0.06 + INDEX_H + 0.04) + pip / 2), pip)


# Classic pip positions as (column, row): column -1/0/1 = left/centre/right,
# row 0..1 from top to bottom; pips in the lower half are drawn upside down.
_T = 1 / 3
PIP_LAYOUTS: dict[str, tuple[tuple[int, float], ...]] = {
    "2": ((0, 0), (0, 1)),
    "3": ((0, 0), (0, .5), (0, 1)),
    "4": ((-1, 0), (1, 0), (-1, 1), (1, 1)),
    "5": ((-1, 0), (1, 0), (0, .5), (-1, 1), (1, 1)),
    "6": ((-1, 0), (1, 0), (-1, .5), (1, .5), (-1, 1), (1, 1)),
    "7": ((-1, 0), (1, 0), (0, .25), (-1, .5), (1, .5), (-1, 1), (1, 1)),
    "8": ((-1, 0), (1, 0), (0, .25), (-1, .5), (1, .5), (0, .75), (-1, 1), (1, 1)),
    "9": ((-1, 0), (1, 0), (-1, _T), (1, _T), (0, .5), (-1, 2 * _T), (1, 2 * _T),
          (-1, 1), (1, 1)),
    "10": ((-1, 0), (1, 0), (0, _T / 2), (-1, _T), (1, _T), (-1, 2 * _T),
           (1, 2 * _T), (0, 1 - _T / 2), (-1, 1), (1, 1)),
}


def _pips(p: QPainter, rank: str, suit: str, w: float, h: float) -> None:
    if rank == "A":
        size = w * (0.46 if suit == "S" else 0.40)
        _draw_pip(p, suit, QPointF(w / 2, h / 2), size)
        return
    # 9 and 10 get smaller pips so four rows do not touch at 80 px.
    size = w * (0.155 if rank in ("9", "10") else 0.17)
    top, bottom = h * 0.18, h * 0.82
    for col, row in PIP_LAYOUTS[rank]:
        y = top + (bottom - top) * row
        _draw_pip(p, suit, QPointF(w / 2 + col * w * 0.195, y), size, row > 0.5)


def _emblem(rank: str, cx: float, base: float, width: float) -> QPainterPath:
    """A headdress above the court letter: crown (K), coronet with pearls
    (Q), feathered cap (J). Distinct silhouettes even at 80 px; nothing
    copied from traditional court art."""
    h = width * 0.5
    left, right = cx - width / 2, cx + width / 2
    p = QPainterPath(QPointF(left, base))
    if rank == "K":
        p.lineTo(left, base - h * 0.85)
        for i in range(1, 5):  # four valleys, five points, the middle tallest
            x0 = left + width * (i - 1) / 4
            x1 = left + width * i / 4
            p.lineTo((x0 + x1) / 2, base - h * 0.4)
            p.lineTo(x1, base - h * (1.0 if i == 2 else 0.85))
        p.lineTo(right, base)
    elif rank == "Q":
        p.lineTo(left + width * 0.08, base - h * 0.55)
        p.quadTo(cx - width * 0.2, base - h * 0.3, cx, base - h * 0.75)
        p.quadTo(cx + width * 0.2, base - h * 0.3, right - width * 0.08, base - h * 0.55)
        p.lineTo(right, base)
        r = width * 0.075
        for x, y in ((left + width * 0.08, 0.55), (cx, 0.75), (right - width * 0.08, 0.55)):
            p.addEllipse(QPointF(x, base - h * y - r * 0.6), r, r)
    else:
        band = h * 0.22
        p.lineTo(left, base - band)
        p.cubicTo(left, base - h * 0.95, right, base - h * 0.95, right, base - band)
        p.lineTo(right, base)
        feather = QPainterPath(QPointF(cx + width * 0.05, base - h * 0.7))
        feather.cubicTo(cx + width * 0.35, base - h * 1.3, right + width * 0.1, base - h * 1.1,
                        right + width * 0.15, base - h * 0.9)
        feather.cubicTo(right - width * 0.05, base - h * 0.95, cx + width * 0.3, base - h * 0.85,
                        cx + width * 0.05, base - h * 0.7)
        p.addPath(feather)
    p.closeSubpath()
    p.setFillRule(Qt.FillRule.WindingFill)
    return p


def _court(p: QPainter, rank: str, suit: str, w: float, h: float) -> None:
    colour = suit_colour(suit)
    frame = QRectF(w * 0.235, w * 0.08, w * 0.53, h - w * 0.16)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(COURT_BG)
    p.drawRoundedRect(frame, w * 0.03, w * 0.03)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(GOLD, max(w * 0.012, 0.8)))
    p.drawRoundedRect(frame, w * 0.03, w * 0.03)
    p.setPen(QPen(colour, max(w * 0.008, 0.6)))
    p.drawRoundedRect(frame.adjusted(w * 0.02, w * 0.02, -w * 0.02, -w * 0.02),
                      w * 0.02, w * 0.02)
    # Vertical budget of a half, in card widths: emblem .15-.27, letter
    # .30-.56, pip below the letter's ink, the centre line at h/2 = .70.
    def half() -> None:
        p.fillPath(_emblem(rank, w / 2, w * 0.27, w * 0.24), GOLD)
        bottom = _draw_text(p, rank, w / 2, w * 0.30, w * 0.26, w * 0.38, colour, serif=True)
        pip = w * 0.1
        y = min(bottom + w * 0.03, h / 2 - w * 0.02 - pip) + pip / 2
        _draw_pip(p, suit, QPointF(w / 2, y), pip)
    _both_ways(p, w, h, half)
    p.setPen(QPen(GOLD, max(w * 0.008, 0.6)))
    p.drawLine(QPointF(w * 0.28, h / 2), QPointF(w * 0.72, h / 2))


def _card_outline(rect: QRectF) -> tuple[QPainterPath, float]:
    """Rounded card shape inset by half the border pen so the edge is crisp."""
    w = rect.width()
    pen_w = max(1.0, w / 110)
    r = w * 0.06
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(pen_w / 2, pen_w / 2, -pen_w / 2, -pen_w / 2), r, r)
    return path, pen_w


def paint_face(p: QPainter, rect: QRectF, card: str) -> None:
    rank, suit = parse_card(card)
    outline, pen_w = _card_outline(rect)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.fillPath(outline, FACE_BG)
    p.strokePath(outline, QPen(BORDER, pen_w))
    p.translate(rect.topLeft())
    w, h = rect.width(), rect.height()
    _both_ways(p, w, h, lambda: _corner_index(p, rank, suit, w))
    if rank in "JQK":
        _court(p, rank, suit, w, h)
    else:
        _pips(p, rank, suit, w, h)
    p.restore()


def paint_back(p: QPainter, rect: QRectF) -> None:
    outline, pen_w = _card_outline(rect)
    w = rect.width()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.fillPath(outline, FACE_BG)
    p.strokePath(outline, QPen(BORDER, pen_w))
    inner = QPainterPath()
    field = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    inner.addRoundedRect(field, w * 0.035, w * 0.035)
    p.fillPath(inner, BACK_BG)
    p.setClipPath(inner)
    # A diagonal lattice; the step is a fraction of w so it scales with the card.
    p.setPen(QPen(BACK_LINE, max(w * 0.012, 0.7)))
    step = w * 0.085
    span = field.width() + field.height()
    n = int(span / step) + 2
    for i in range(-n, n + 1):
        x = field.left() + i * step
        p.drawLine(QPointF(x, field.top()), QPointF(x + span, field.top() + span))
        p.drawLine(QPointF(x, field.top()), QPointF(x - span, field.top() + span))
    # Centre medallion with the four suits: a quiet, recognisable motif.
    c = field.center()
    med = QRectF(0, 0, w * 0.50, w * 0.50)
    med.moveCenter(c)
    p.setPen(QPen(GOLD, max(w * 0.015, 0.8)))
    p.setBrush(FACE_BG)
    p.drawEllipse(med)
    pip = w * 0.13
    for suit, (dx, dy) in zip("SHCD", ((0, -1), (1, 0), (0, 1), (-1, 0))):
        _draw_pip(p, suit, QPointF(c.x() + dx * w * 0.11, c.y() + dy * w * 0.11), pip)
    p.setClipping(False)
    p.setPen(QPen(GOLD, max(w * 0.01, 0.7)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(inner)
    p.restore()


def paint_card(p: QPainter, rect: QRectF, card: str) -> None:
    """Draw ``card`` (an id or "back") to fill ``rect`` (expected 5:7)."""
    if card == BACK:
        paint_back(p, rect)
    else:
        paint_face(p, rect, card)


# --- decorations around a card: shadow, glow, selection ----------------------

def _soft_rounded(p: QPainter, rect: QRectF, radius: float, spread: float,
                  colour: QColor, peak_alpha: float, steps: int = 8) -> None:
    """Cheap blur: stacked translucent rounded rects, densest near ``rect``.
    It is rendered once into the cache, so the loop costs nothing per frame."""
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(steps):
        grow = spread * (1 - i / steps)
        c = QColor(colour)
        c.setAlphaF(min(1.0, peak_alpha / steps * 1.6))
        p.setBrush(c)
        p.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow),
                          radius + grow, radius + grow)


def paint_decorated(p: QPainter, rect: QRectF, card: str,
                    highlight: str | None = None) -> None:
    """The card plus its shadow and highlight, all within ``MARGIN_FRAC`` of
    the card width around ``rect`` (the cache pixmaps have that margin)."""
    w = rect.width()
    radius = w * 0.06
    selected = highlight == "selected"
    face = rect.translated(0, -w * LIFT_FRAC) if selected else QRectF(rect)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    # A raised card casts a longer, softer shadow: that is what sells the lift.
    drop = w * (0.035 if selected else 0.012)
    _soft_rounded(p, rect.translated(drop * 0.3, drop), radius, w * (0.04 if selected else 0.02),
                  QColor(0, 0, 0), 0.38 if selected else 0.35)
    if highlight in ("target", "hint"):
        _soft_rounded(p, face, radius, w * MARGIN_FRAC * 0.85,
                      HIGHLIGHT_COLOURS[highlight], 0.9, steps=10)
    paint_card(p, face, card)
    if highlight is not None:
        # The ring sits just outside the card edge so it never hides the index.
        ring = max(w * 0.03, 2.0)
        pen = QPen(HIGHLIGHT_COLOURS[highlight], ring)
        if highlight == "hint":
            pen.setStyle(Qt.PenStyle.DashLine)  # hint differs by shape too, not colour only
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        out = ring * 0.4
        p.drawRoundedRect(face.adjusted(-out, -out, out, out), radius + out, radius + out)
    p.restore()


def pixmap_margin(width: float) -> float:
    """Logical room the cache leaves around a card of ``width``."""
    return width * MARGIN_FRAC


HIGHLIGHT_KINDS = (None, "target", "selected", "hint")


class CardPixmapCache:
    """Renders decorated cards into QPixmaps once and hands the same pixmap
    back for the same (card, device width, dpr, highlight).

    Pixmaps are ``width + 2 * pixmap_margin(width)`` logical pixels wide (the
    card centred, a "selected" card drawn raised inside that box) and carry
    their devicePixelRatio, so drawing them at logical size stays sharp."""

    def __init__(self, max_entries: int = 600) -> None:
        self._dpr = 1.0
        self._max = max_entries
        self._pixmaps: dict[tuple[str, int, float, str | None], QPixmap] = {}

    def setDevicePixelRatio(self, dpr: float) -> None:  # noqa: N802 (mirrors Qt)
        self._dpr = float(dpr)

    def devicePixelRatio(self) -> float:  # noqa: N802
        return self._dpr

    def clear(self) -> None:
        self._pixmaps.clear()

    def __len__(self) -> int:
        return len(self._pixmaps)

    def pixmap(self, card: str, width: float, highlight: str | None = None,
               dpr: float | None = None) -> QPixmap:
        if highlight not in HIGHLIGHT_KINDS:
            raise ValueError(f"unknown highlight {highlight!r}")
        if card != BACK:
            parse_card(card)
        dpr = round(float(dpr if dpr is not None else self._dpr), 3)
        device_w = max(8, round(width * dpr))
        key = (card, device_w, dpr, highlight)
        pm = self._pixmaps.get(key)
        if pm is None:
            if len(self._pixmaps) >= self._max:
                # Oldest first: dicts keep insertion order, a cheap FIFO that
                # drops sizes left behind after a window resize.
                del self._pixmaps[next(iter(self._pixmaps))]
            pm = self._render(card, device_w, dpr, highlight)
            self._pixmaps[key] = pm
        return pm

    @staticmethod
    def _render(card: str, device_w: int, dpr: float, highlight: str | None) -> QPixmap:
        # Whole device pixels for card and margin keep the card's edges on the
        # pixel grid, which is what makes the thin border look crisp.
        device_h = round(device_w * ASPECT)
        margin = math.ceil(device_w * MARGIN_FRAC)
        pm = QPixmap(device_w + 2 * margin, device_h + 2 * margin)
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pm)
        rect = QRectF(margin / dpr, margin / dpr, device_w / dpr, device_h / dpr)
        paint_decorated(painter, rect, card, highlight)
        painter.end()
        return pm


_SHARED_CACHE: CardPixmapCache | None = None


def shared_cache() -> CardPixmapCache:
    """One cache for the whole app, so a card drawn in the hand and on the
    table at the same size is rendered once."""
    global _SHARED_CACHE
    if _SHARED_CACHE is None:
        _SHARED_CACHE = CardPixmapCache()
    return _SHARED_CACHE
