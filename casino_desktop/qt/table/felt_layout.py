"""Where the loose cards and builds lie on the felt (``layout_felt``), and
how far View › Large Cards may enlarge the hand before the felt's cards
would be smaller than with the choice off (``fitted_scale``): pure geometry
for ``plan`` and the scene, on the rectangle ``layout.compute`` gives the felt.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from casino_desktop.qt.table.card_sizes import ASPECT, FELT_LABEL
from casino_desktop.qt.table.layout import BUILD_FAN, TableGeometry


@dataclass
class FeltItem:
    """One thing on the felt: a loose card (``cards == 1``) or a build."""

    cards: int
    label_w: float = 0.0     # width of the build's caption (0: a loose card)


@dataclass
class FeltLayout:
    card_w: float
    positions: list[QPointF]  # top-left of each item's first card
    widths: list[float]       # width of each item's cell (its cards, or its caption)
    label_h: float


def item_width(item: FeltItem, card_w: float) -> float:
    """Its cell: its cards' fan, or its caption where that is wider."""
    return max(_span(item, card_w), item.label_w)


def _span(item: FeltItem, card_w: float) -> float:
    """How wide its cards lie, fanned."""
    return card_w * (1 + BUILD_FAN * (item.cards - 1))


def layout_felt(items: list[FeltItem], felt: QRectF, max_card_w: float, label_h: float,
                fine: bool = False) -> FeltLayout:
    """Rows of items, centred, never overlapping: the cards shrink until all
    of them fit (Nordic tables grow past 15 cards, Mulle's past 25), by 7 %
    at a time, or (``fine``: Large Cards) only as far as they must, the gaps
    in proportion.  (By 7 % the enlarged cards of a crowded felt could end
    up smaller than where the hand left the felt less room.)"""
    gap = _gap(max_card_w)
    card_w = max_card_w
    if fine:
        card_w = _largest(items, felt, max_card_w, label_h)
        gap = _gap(card_w)
    while True:
        placed = _flow(items, felt, card_w, label_h, gap)
        if placed is not None or card_w <= 24:
            break
        card_w *= 0.93
    if placed is None:
        # No room at all (a window squeezed for a moment, a felt narrower
        # than one card): overflow downward, and sideways past an item
        # wider than the felt, rather than overlap or fail.
        # (From the felt's top: centred in an unbounded felt they went out
        # of sight, and a crowded table looked empty.)
        widest = max((item_width(it, card_w) for it in items), default=0.0)
        placed = _flow(items, QRectF(felt.x(), felt.y(), max(felt.width(), widest), felt.height()), card_w, label_h,
                       gap, overflow=True)
    assert placed is not None  # a felt as wide as its widest item and unbounded below holds them all
    return FeltLayout(card_w, placed[0], placed[1], label_h)


def felt_card_w(items: list[FeltItem], g: TableGeometry) -> float:
    """How wide ``layout_felt`` draws the felt's cards in ``g``."""
    return layout_felt(items, g.felt, g.card_w, g.label_h * FELT_LABEL, g.enlarged).card_w


def fitted_scale(scale: float, geometry_for: Callable[[float], TableGeometry],
                 items_for: Callable[[TableGeometry], list[FeltItem]]) -> float:
    """Large Cards' ``scale``, or, where a crowded felt would then hold
    smaller cards than with the choice off, the largest scale that keeps
    them as large (``geometry_for(scale)`` lays the table out, and
    ``items_for(geometry)`` lists the felt's items, its builds' captions
    measured in that geometry's font): the hand grows only as far as the
    felt can spare.  (The enlarged hand takes the felt's height, and eight
    cards in a small window need two rows there: 42 -> 35 pixels wide at
    1000x650 with four players, docs/playtests/2026-12-06-stranger-4.md,
    finding 4.)"""
    def felt_w(g: TableGeometry) -> float:
        return felt_card_w(items_for(g), g)

    g = geometry_for(scale)
    items = items_for(g) if g.enlarged else []
    if not items:
        return scale
    usual = felt_w(geometry_for(1.0))
    if felt_card_w(items, g) >= usual - 0.05:
        return scale
    low, high = 1.0, scale  # the felt's cards as large at ``low``; smaller at ``high``
    while high - low > 0.005:
        mid = (low + high) / 2
        low, high = (mid, high) if felt_w(geometry_for(mid)) >= usual - 0.05 else (low, mid)
    return low


def _gap(card_w: float) -> float:
    return max(6.0, card_w * 0.12)


def _largest(items: list[FeltItem], felt: QRectF, most: float, label_h: float) -> float:
    """The widest cards, up to ``most`` and down to 24 pixels, whose rows fit
    the felt, to a tenth of a pixel (narrower cards fit wherever wider do)."""
    def fits(card_w: float) -> bool:
        return _flow(items, felt, card_w, label_h, _gap(card_w)) is not None

    if fits(most):
        return most
    low, high = min(24.0, most), most
    if not fits(low):
        return low  # not even these: ``layout_felt`` shrinks them on, or lets the rows overflow
    while high - low > 0.1:
        mid = (low + high) / 2
        low, high = (mid, high) if fits(mid) else (low, mid)
    return low


def _flow(items, felt: QRectF, card_w: float, label_h: float, gap: float, overflow: bool = False):
    """Rows of ``items`` in ``felt`` at ``card_w``, centred, or None where they
    do not fit (``overflow``: they run on below the felt).  A row keeps room
    under its cards for a caption only where it holds a build, and the rows
    are filled evenly: eight loose cards in a small window lay seven in a
    row and one alone under it, about 30 pixels wide, with half the felt
    empty (the re-test of 6 December)."""
    widths = [item_width(it, card_w) for it in items]
    if any(wdt > felt.width() for wdt in widths):
        return None
    rows = _rows(widths, felt.width(), gap)
    if len(rows) > 1:  # as many rows, each about as full: no lone card under a full row
        even = _rows(widths, felt.width(), gap, (sum(widths) + gap * (len(widths) - len(rows))) / len(rows))
        rows = even if len(even) == len(rows) else rows
    heights = [card_w * ASPECT + (label_h if any(items[i].cards > 1 for i in row) else 0.0) + gap for row in rows]
    total_h = sum(heights) - gap
    if total_h > felt.height() and not overflow:
        return None
    positions = [QPointF()] * len(items)
    y = felt.top() + max(0.0, (felt.height() - total_h) / 2)
    for row, height in zip(rows, heights):
        row_w = sum(widths[i] for i in row) + gap * (len(row) - 1)
        x = felt.left() + (felt.width() - row_w) / 2
        for i in row:
            # A build's caption may be wider than its cards: centre the cards.
            positions[i] = QPointF(x + (widths[i] - _span(items[i], card_w)) / 2, y)
            x += widths[i] + gap
        y += height
    return positions, widths


def _rows(widths: list[float], room: float, gap: float, aim: float | None = None) -> list[list[int]]:
    """The items' indexes row by row, in order: each row as full as ``room``
    allows, or (``aim``) closed once an item's middle would pass ``aim``."""
    rows: list[list[int]] = [[]]
    x = 0.0
    for i, wdt in enumerate(widths):
        past = x + wdt > room or (aim is not None and x + wdt / 2 > aim)
        if rows[-1] and past:
            rows.append([])
            x = 0.0
        rows[-1].append(i)
        x += wdt + gap
    return rows
