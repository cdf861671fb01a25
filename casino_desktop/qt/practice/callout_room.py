"""Where the guide's callout goes on the table.

The callout must never hide a card the step talks about (the person reads
its corner to follow the sentence), should not lie across the arrow (a
sentence with a line through it is hard to read), then should hide as
little as it can of the rest: the table's cards first, then any other card
or caption.  The usual places come first (the felt's middle, level with
the table's cards, above or under them, the felt's head or foot); where
none of them is clear, as on a small window with Large Cards on, the whole
table is searched, at narrower widths too: a box beside the hand, over the
face-down hand across, is better than one over the step's own card.

Geometry only: rectangles are plain (left, top, right, bottom) tuples, so
the search over a few hundred places stays quick.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QLineF, QPointF, QRectF

Box = tuple[float, float, float, float]  # left, top, right, bottom


@dataclass
class Room:
    scene: QRectF                      # all the callout may use
    felt: QRectF                       # the table's middle, where it reads best
    pad: float
    pointed: list[QRectF]              # the step's cards, framed: never to be covered
    busy: list[QRectF]                 # the table's loose cards and builds
    others: list[QRectF] = field(default_factory=list)  # every other card and caption shown
    arrow: QLineF | None = None
    beside_min: float = 240.0          # the narrowest callout beside the table's cards


def place(room: Room, size_for: Callable[[float], tuple[float, float]], usual: float) -> tuple[float, QPointF]:
    """The text width and top-left corner of the callout; ``size_for``
    gives the box's width and height for a text width."""
    felt = room.felt
    widths: list[tuple[float, float | None]] = [(usual, None), (felt.width() * 0.9, None)]
    if room.busy:
        right = max(r.right() for r in room.busy) + room.pad
        if felt.right() - right - room.pad >= room.beside_min:
            widths.append((felt.right() - right - room.pad, right))
    judge = _Judge(room)
    best = None
    order = 0
    for width, left in widths:
        w, h = size_for(width)
        x = max(2.0, felt.center().x() - w / 2) if left is None else left
        for y in _usual_tops(room, h, beside=left is not None):
            cost = judge.cost((x, y, x + w, y + h), order)
            order += 1
            if best is None or cost < best[0]:
                best = (cost, width, QPointF(x, max(2.0, y)))
    assert best is not None  # the two usual widths are always tried
    if best[0][:5] == (False, False, False, 0.0, 0.0):
        return best[1], best[2]
    # None of the usual places is clear: look over the whole table.
    scene = room.scene
    for width in (usual, usual * 0.8, usual * 0.62, usual * 0.48):
        width = max(min(width, scene.width() - 4), min(room.beside_min, scene.width() - 4))
        w, h = size_for(width)
        for x in _lefts(room, w):
            for y in _tops(room, h):
                cost = judge.cost((x, y, x + w, y + h), order)
                order += 1
                if cost < best[0]:
                    best = (cost, width, QPointF(x, y))
    return best[1], best[2]


def _usual_tops(room: Room, height: float, beside: bool) -> list[float]:
    """The usual spots: level with the cards (a callout ``beside`` them),
    the gap above them (the arrow comes from below), under them, the
    felt's head or foot."""
    felt, busy = room.felt, room.busy
    pad = room.pad * 0.3
    spots = []
    if busy and beside:
        spots.append(min(r.top() for r in busy))
    if busy:
        top = min(r.top() for r in busy)
        bottom = max(r.bottom() for r in busy)
        spots.append(top - height - max(pad, (top - felt.top() - height) / 2))
        spots.append(bottom + max(pad, (felt.bottom() - bottom - height) / 2))
    return spots + [felt.top() + pad, felt.bottom() - height - pad]


def _lefts(room: Room, width: float) -> list[float]:
    """Left edges worth trying: centred, at either side, and either side
    of the arrow and of the step's cards."""
    scene, gap = room.scene, room.pad * 0.5
    xs = [room.felt.center().x() - width / 2, scene.center().x() - width / 2, scene.left() + 2,
          scene.right() - width - 2]
    edges = list(room.pointed)
    if room.arrow is not None:
        edges.append(QRectF(room.arrow.p1(), room.arrow.p2()).normalized())
    for r in edges:
        xs += [r.right() + gap, r.left() - gap - width]
    return sorted({min(max(scene.left() + 2, x), scene.right() - width - 2) for x in xs})


def _tops(room: Room, height: float) -> list[float]:
    scene = room.scene
    low, high = scene.top() + 2, scene.bottom() - height - 2
    if high <= low:
        return [low]
    steps = 40
    ys = [low + (high - low) * i / steps for i in range(steps + 1)]
    for r in (*room.pointed, *room.busy):  # snug against the cards
        ys += [r.bottom() + room.pad * 0.3, r.top() - height - room.pad * 0.3]
    return sorted({y for y in ys if low <= y <= high})


class _Judge:
    """The cost of a place, lowest best: off the table, over a card of the
    step, across the arrow, what else it hides, off the felt, then the
    order tried."""

    def __init__(self, room: Room):
        self.scene = _box(room.scene)
        self.felt = _box(room.felt)
        self.pad = room.pad * 0.3
        self.pointed = [_box(r) for r in room.pointed]
        self.busy = [_box(r) for r in room.busy]
        self.others = [_box(r) for r in room.others]
        line = room.arrow
        self.arrow = [] if line is None else [(p.x(), p.y()) for p in (line.pointAt(i / 24) for i in range(25))]

    def cost(self, box: Box, order: int) -> tuple[bool, bool, bool, float, float, bool, int]:
        left, top, right, bottom = box
        s = self.scene
        outside = left < s[0] - 0.5 or top < s[1] - self.pad or right > s[2] + 0.5 or bottom > s[3] + self.pad
        hides_step = covered(box, self.pointed) > 0.5
        crossed = any(left <= x <= right and top <= y <= bottom for x, y in self.arrow)
        f = self.felt
        off_felt = top < f[1] - self.pad or bottom > f[3] + self.pad
        return (outside, hides_step, crossed, covered(box, self.busy), covered(box, self.others), off_felt, order)


def _box(r: QRectF) -> Box:
    return (r.left(), r.top(), r.right(), r.bottom())


def covered(box: Box, others: list[Box]) -> float:
    """The area of ``others`` under ``box``."""
    area = 0.0
    for left, top, right, bottom in others:
        w = min(box[2], right) - max(box[0], left)
        h = min(box[3], bottom) - max(box[1], top)
        if w > 0 and h > 0:
            area += w * h
    return area
