"""A card on the table: a deck's face or back (``themes``; our own deck's
faces are drawn in ``face``) with its shadow, highlight ring and High
Contrast's outline (``qt/access/contrast``), and the cache of these
pictures per card, size, device pixel ratio and highlight."""
from __future__ import annotations

import functools
import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from casino_desktop.qt.access.contrast import paint_over
from casino_desktop.qt.cards.face import ASPECT, BACK, index_text, split_card_id
from casino_desktop.qt.cards.palette import GOLD
from casino_desktop.qt.cards.themes import default_deck

HIGHLIGHT_KINDS = (None, "target", "selected", "hint")
HIGHLIGHT_COLOURS = {"target": QColor(GOLD), "selected": QColor("#1f74ff"),
                     "hint": QColor("#59f0ff")}
MARGIN_FRAC = 0.09  # room around a cached card for its shadow and glow
LIFT_FRAC = 0.05    # how far a "selected" card is drawn raised


def paint_card(p: QPainter, rect: QRectF, card: str, deck=None) -> None:
    """Draw ``card`` (an id or "back") to fill ``rect`` (expected 5:7) in
    ``deck`` (anything with ``paint(p, rect, card)``; None: the default)."""
    if deck is None:
        deck = default_deck()
    deck.paint(p, rect, card)


# --- decorations around a card, and the pixmap cache ---------------------------

def _soft_rounded(p: QPainter, rect: QRectF, radius: float, spread: float,
                  colour: QColor, alpha: float, steps: int = 8) -> None:
    """Cheap blur: stacked translucent rounded rects (cached, so drawn once)."""
    c = QColor(colour)
    c.setAlphaF(min(1.0, alpha / steps * 1.6))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(c)
    for i in range(steps):
        grow = spread * (1 - i / steps)
        p.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)


def paint_decorated(p: QPainter, rect: QRectF, card: str, highlight: str | None = None,
                    deck=None) -> None:
    """The card with shadow and highlight (within ``MARGIN_FRAC`` of ``rect``)."""
    w, radius = rect.width(), rect.width() * 0.06
    selected = highlight == "selected"
    face = rect.translated(0, -w * LIFT_FRAC) if selected else QRectF(rect)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    # A raised card casts a longer, softer shadow: that is what sells the lift.
    drop = w * (0.035 if selected else 0.012)
    _soft_rounded(p, rect.translated(drop * 0.3, drop), radius,
                  w * (0.04 if selected else 0.02), QColor(0, 0, 0), 0.38 if selected else 0.35)
    if highlight in ("target", "hint"):
        _soft_rounded(p, face, radius, w * MARGIN_FRAC * 0.85, HIGHLIGHT_COLOURS[highlight],
                      0.9, steps=10)
    paint_card(p, face, card, deck)
    paint_over(p, face, card)  # View › High Contrast, over any deck
    if highlight is not None:
        # The ring sits just outside the edge so it never hides the index;
        # the hint's is dashed, so it differs by shape and not colour only.
        ring = max(w * 0.03, 2.0)
        pen = QPen(HIGHLIGHT_COLOURS[highlight], ring)
        if highlight == "hint":
            pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        out = ring * 0.4
        p.drawRoundedRect(face.adjusted(-out, -out, out, out), radius + out, radius + out)
    p.restore()


def pixmap_margin(width: float) -> float:
    """Logical room the cache leaves around a card of ``width``."""
    return width * MARGIN_FRAC


class CardPixmapCache:
    """Renders each (card, device width, dpr, highlight) once and then returns
    the same QPixmap: ``width + 2 * pixmap_margin(width)`` logical pixels wide,
    the card centred, carrying its devicePixelRatio (so it is drawn 1:1)."""

    def __init__(self, max_entries: int = 600, deck=None) -> None:
        self._dpr = 1.0
        self._max = max_entries
        self._deck = deck
        self._pixmaps: dict[tuple[str, int, float, str | None, str], QPixmap] = {}

    @property
    def deck(self):
        """What the cards are painted with (None: the default drawn deck)."""
        return self._deck

    def set_deck(self, deck) -> None:
        """Paint with ``deck`` from now on (View › Card Theme); every picture
        made with the old one is dropped."""
        # The same deck chosen again (each new window applies the look it
        # read) paints the same pictures: they are kept.
        same = type(deck) is type(self._deck) and getattr(deck, "key", None) == getattr(self._deck, "key", None)
        self._deck = deck
        if not same:
            self._pixmaps.clear()

    def setDevicePixelRatio(self, dpr: float) -> None:  # noqa: N802 (Qt's name)
        """The default ratio; a QGraphicsItem passes its device's own."""
        self._dpr = float(dpr)

    def clear(self) -> None:
        self._pixmaps.clear()

    def __len__(self) -> int:
        return len(self._pixmaps)

    def pixmap(self, card: str, width: float, highlight: str | None = None,
               dpr: float | None = None) -> QPixmap:
        """``width`` is logical; ``dpr`` defaults to the cache's ratio."""
        if highlight not in HIGHLIGHT_KINDS:
            raise ValueError(f"unknown highlight {highlight!r}")
        if card != BACK:
            split_card_id(card)
        dpr = round(float(dpr if dpr is not None else self._dpr), 3)
        device_w = max(8, round(width * dpr))
        # The corner's letter is in the player's language: a picture made in
        # another language is not this one.
        key = (card, device_w, dpr, highlight, index_text(card))
        pm = self._pixmaps.get(key)
        if pm is None:
            if len(self._pixmaps) >= self._max:  # FIFO: drops sizes left by resizes
                del self._pixmaps[next(iter(self._pixmaps))]
            pm = self._pixmaps[key] = self._render(card, device_w, dpr, highlight, self._deck)
        return pm

    @staticmethod
    def _render(card: str, device_w: int, dpr: float, highlight: str | None, deck) -> QPixmap:
        # Card and margin in whole device pixels keep the card's edges on the
        # pixel grid, which is what makes the thin border look crisp.
        device_h = round(device_w * ASPECT)
        margin = math.ceil(device_w * MARGIN_FRAC)
        pm = QPixmap(device_w + 2 * margin, device_h + 2 * margin)
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pm)
        paint_decorated(painter, QRectF(margin / dpr, margin / dpr, device_w / dpr,
                                        device_h / dpr), card, highlight, deck)
        painter.end()
        return pm


@functools.cache
def shared_cache() -> CardPixmapCache:
    """One cache for the whole app: a card shown at the same size in the hand
    and on the table is rendered once."""
    return CardPixmapCache()
