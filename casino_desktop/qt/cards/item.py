"""CardItem: one card on the table scene, drawn from the pixmap cache.

The item only shows a card and moves it. It deliberately has no QDrag and
no signals: the table scene owns lifting, hovering and dropping (KPat's
model; QDrag runs a drag loop of its own that synthetic mouse events in
tests cannot drive, and it shows a pixmap instead of the card itself).
Its position is the card's top-left corner; rotation turns about its centre.
"""
from __future__ import annotations

import math

from PySide6.QtCore import (QAbstractAnimation, QEasingCurve, QPointF,
                            QPropertyAnimation, QRectF, Qt)
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject
from shiboken6 import isValid

from casino_desktop.qt.cards.face import BACK, card_height, split_card_id
from casino_desktop.qt.cards.painter import HIGHLIGHT_KINDS, LIFT_FRAC, CardPixmapCache, pixmap_margin, shared_cache

_State = QAbstractAnimation.State
SEE_THROUGH = 0.55  # a held card's opacity over its target


def _rects_for(width: float) -> tuple[QRectF, QRectF]:
    """The card's own rectangle and its bounding one (the cached picture's
    margin for shadow and glow, +1 because the cache rounds to pixels).
    Kept per width: Qt asks for the bounds about 33 times for each time it
    paints a card (491,000 calls over seven of the table's test files), and
    working them out each time made this the table's costliest Python
    function."""
    card = QRectF(0, 0, width, card_height(width))
    m = pixmap_margin(width) + 1
    return card, card.adjusted(-m, -m, m, m)


class CardItem(QGraphicsObject):
    def __init__(self, card: str, face_up: bool = True, card_width: float = 100.0,
                 cache: CardPixmapCache | None = None, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        split_card_id(card)
        self._card = card
        self._face_up = bool(face_up)
        self._width = float(card_width)
        self._rects = _rects_for(self._width)
        self._highlight: str | None = None
        self._draggable = False
        self._cache = cache if cache is not None else shared_cache()
        self._motion: QPropertyAnimation | None = None
        self._turn: QPropertyAnimation | None = None
        # Moving a cached item is a blit; a repaint of the cache is itself
        # only a pixmap blit, so zooming or rotating stays cheap too.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)
        self.setTransformOriginPoint(self.card_rect().center())

    # --- state ---------------------------------------------------------------
    @property
    def card(self) -> str:
        return self._card

    @property
    def face_up(self) -> bool:
        return self._face_up

    @property
    def highlight(self) -> str | None:
        return self._highlight

    @property
    def card_width(self) -> float:
        return self._width

    def set_face_up(self, face_up: bool) -> None:
        if bool(face_up) != self._face_up:
            self._face_up = bool(face_up)
            self.update()

    def set_highlight(self, kind: str | None) -> None:
        """None, "target" (legal drop target: glow), "selected" (raised with
        an outline) or "hint" (dashed glow)."""
        if kind not in HIGHLIGHT_KINDS:
            raise ValueError(f"unknown highlight {kind!r}")
        if kind != self._highlight:
            # "selected" moves the hit shape up with the drawn card.
            self.prepareGeometryChange()
            self._highlight = kind
            self.update()

    def set_card_width(self, width: float) -> None:
        """Resize on window relayout; the top-left corner (pos) stays put."""
        width = float(width)
        if width <= 0:
            raise ValueError("card width must be positive")
        if width != self._width:
            self.prepareGeometryChange()
            self._width = width
            self._rects = _rects_for(width)
            self.setTransformOriginPoint(self.card_rect().center())
            self.update()

    def set_draggable(self, draggable: bool) -> None:
        """Mark a card the player may pick up; the view shows an open hand
        over it (``show_hand_cursor``).  The scene does the dragging; this is
        only the affordance.  Not ``QGraphicsItem.setCursor``: changing an
        item's cursor while its view lies under a resting pointer that has
        sent it no mouse event yet (a window opened under the pointer and
        played by keyboard) makes Qt read a mouse event that does not exist,
        and the program crashes."""
        self._draggable = bool(draggable)

    def set_see_through(self, on: bool) -> None:
        """While held over the target it will be dropped on, the card lets
        that target show through (KPat dims nothing; players asked to read
        the cards under the one they hold)."""
        self.setOpacity(SEE_THROUGH if on else 1.0)

    def is_draggable(self) -> bool:
        return self._draggable

    # --- geometry --------------------------------------------------------------
    def card_rect(self) -> QRectF:
        """The card itself in item coordinates (no glow, no lift)."""
        return QRectF(self._rects[0])

    def card_scene_rect(self) -> QRectF:
        """For drop-target overlap tests: boundingRect also holds the glow."""
        return self.mapRectToScene(self.card_rect())

    def _drawn_rect(self) -> QRectF:
        rect = self.card_rect()
        if self._highlight == "selected":
            rect.translate(0, -self._width * LIFT_FRAC)
        return rect

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(self._rects[1])

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        r = self._width * 0.06
        path.addRoundedRect(self._drawn_rect(), r, r)
        return path

    # --- painting --------------------------------------------------------------
    def paint(self, painter: QPainter, option, widget=None) -> None:
        device = painter.device()
        dpr = device.devicePixelRatio() if device is not None else 1.0
        # Render at the size the card really has on the device (view zoom,
        # HiDPI), so the pixmap is drawn 1:1 and stays sharp.
        t = painter.worldTransform()
        scale = math.hypot(t.m11(), t.m12()) or 1.0
        pm = self._cache.pixmap(self._card if self._face_up else BACK, self._width,
                                self._highlight, dpr * scale)
        lw = pm.width() / pm.devicePixelRatio()
        lh = pm.height() / pm.devicePixelRatio()
        centre = self.card_rect().center()
        if t.isRotating() or self.rotation() % 90:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(QPointF(centre.x() - lw / 2, centre.y() - lh / 2), pm)

    # --- motion ----------------------------------------------------------------
    def animate_to(self, pos: QPointF, duration_ms: int, rotation: float | None = None,
                   easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
                   start: bool = True) -> QPropertyAnimation:
        """Glide to ``pos`` (and turn to ``rotation`` degrees if given).

        Returns the "pos" QPropertyAnimation, started unless ``start`` is
        False (e.g. to put it in a group). A rotation runs as a second
        property animation slaved to that one's state, so stopping, pausing
        or grouping the returned animation covers both. Starting a new move
        stops the previous one; the old animation object may then be freed.
        """
        self.stop_animation()
        motion = QPropertyAnimation(self, b"pos")
        motion.setDuration(max(0, int(duration_ms)))
        motion.setStartValue(self.pos())
        motion.setEndValue(QPointF(pos))
        motion.setEasingCurve(easing)
        self._motion = motion
        if rotation is not None:
            turn = QPropertyAnimation(self, b"rotation")
            turn.setDuration(motion.duration())
            turn.setStartValue(self.rotation())
            turn.setEndValue(float(rotation))
            turn.setEasingCurve(easing)
            self._turn = turn
            motion.stateChanged.connect(lambda new, _old: self._follow(turn, new))
            # Land exactly on the angle even if the timers drift apart.
            motion.finished.connect(lambda: self.setRotation(float(rotation)))
        if start:
            motion.start()
        return motion

    @staticmethod
    def _follow(turn: QPropertyAnimation, state: QAbstractAnimation.State) -> None:
        if not isValid(turn):
            # The card is being destroyed (the window closed mid-move): the
            # running "pos" animation stops in its destructor and says so
            # after its sibling "rotation" animation is already gone.
            return
        if state == _State.Running:
            if turn.state() == _State.Paused:
                turn.resume()
            else:
                turn.start()
        elif state == _State.Paused:
            turn.pause()
        else:
            turn.stop()

    def stop_animation(self) -> None:
        """Stop where the card is now (e.g. the user grabbed it mid-flight)."""
        for anim in (self._motion, self._turn):
            if anim is not None and isValid(anim) and anim.state() != _State.Stopped:
                anim.stop()
        self._motion = self._turn = None

    def is_animating(self) -> bool:
        return self._motion is not None and isValid(self._motion) and self._motion.state() == _State.Running


def show_hand_cursor(view, pos) -> None:
    """The open hand over a card the player may pick up at ``pos`` (view
    coordinates), on the view's viewport; the arrow elsewhere.  Views call
    it from ``mouseMoveEvent``."""
    card = next((it for it in view.items(pos) if isinstance(it, CardItem)), None)
    if card is not None and card.is_draggable():
        view.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
    else:
        view.viewport().unsetCursor()
