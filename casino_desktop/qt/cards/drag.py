"""Dragging a card on a board: one way for the game table and the practice
boards (lift / hover / commit, KPat's protocol).

Cards receive the mouse as plain item events (``DragCard``), never through
``QDrag``: QDrag runs a loop of its own that pytest-qt's synthetic events
cannot drive, and it would draw a pixmap instead of moving the card itself.
Each card hands its press, moves and release to its board's ``CardDrag``,
which tells a click from a drag by one threshold for every board, lifts the
card above the others, lets the board light what it hovers over, and on
release asks the board what the drop means.  A board picks its target by
``largest_overlap`` (what the held card covers most, not what lies under a
single point), and a drop that means nothing flies the card back
(``fly_back``) rather than jumping it home.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from PySide6.QtCore import QPointF, QRectF, Qt

from casino_desktop.qt.cards.item import CardItem

# Below this much movement (Manhattan length, scene pixels) a press and
# release is a click, not a drag: KPat's threshold, kept small so a short
# flick still lifts the card.  One value for every board.
DRAG_START_PX = 4
LIFTED_Z = 1000     # a held card passes over every other card and caption
FLY_BACK_MS = 150   # a drop that means nothing: the card glides home this fast

Target = TypeVar("Target")


def largest_overlap(held: QRectF, candidates: Iterable[tuple[Target, QRectF]],
                    at_least: float = 0.0) -> Target | None:
    """The candidate whose rectangle ``held`` covers most, if it covers more
    than ``at_least`` (an area); None if none does.  The first wins a tie."""
    best, best_area = None, at_least
    for thing, rect in candidates:
        inter = held.intersected(rect)
        area = 0.0 if inter.isEmpty() else inter.width() * inter.height()
        if area > best_area:
            best, best_area = thing, area
    return best


def fly_back(card: CardItem, home: QPointF, ms: int = FLY_BACK_MS) -> None:
    """Glide ``card`` from where it was let go to ``home``."""
    card.animate_to(home, ms)


class DragCard(CardItem):
    """A card whose press, moves and release go to its board's ``handler``
    (a ``CardDrag``); without one it ignores the mouse."""

    handler: CardDrag | None = None

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self.handler is not None and self.handler.card_pressed(self, event):
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802  (Qt override)
        if self.handler is not None:
            self.handler.card_moved(self, event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802  (Qt override)
        if self.handler is not None:
            self.handler.card_released(self, event)

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802  (Qt override)
        # Qt's default treats the second click of a double-click as a press;
        # a board that gives the double-click a meaning of its own takes it.
        if self.handler is not None and self.handler.double_click(self, event):
            event.accept()
        else:
            self.mousePressEvent(event)


class CardDrag:
    """Lift / hover / commit for a board.  A board mixes this in and fills
    in the hooks below; the press, the threshold, the lifting and the
    following of the pointer are done here, the same on every board."""

    # The card pressed, where the press was and where the card was; None when
    # no button is down on a card.  Class defaults: a Qt class mixing this in
    # needs no extra constructor call.
    _press: tuple[DragCard, QPointF, QPointF] | None = None
    _dragging = False

    # --- the hooks a board fills in ----------------------------------------------------------
    def may_press(self, card: DragCard) -> bool:
        """A press on ``card`` starts a click or a drag (else it falls through)."""
        return True

    def may_lift(self, card: DragCard) -> bool:
        """``card`` may be picked up and moved."""
        return True

    def card_lifted(self, card: DragCard) -> None:
        """``card`` has just been lifted: light what it may be dropped on."""

    def card_hovering(self, card: DragCard) -> None:
        """``card`` has moved while held: show what a drop here would do."""

    def card_clicked(self, card: DragCard) -> None:
        """A press and release without a drag."""

    def card_dropped(self, card: DragCard, origin: QPointF) -> None:
        """``card`` was let go; ``origin`` is where it lay when pressed."""

    def card_double_clicked(self, card: DragCard, event) -> bool:
        """A double-click on ``card`` (after its first click): True if the
        board acted on it; False lets the second click count as a click."""
        return False

    # --- the protocol ------------------------------------------------------------------------
    def is_dragging(self) -> bool:
        return self._dragging

    def cancel_drag(self) -> None:
        """Forget a press or drag in progress (the turn ended under it)."""
        self._press = None
        self._dragging = False

    def double_click(self, card: DragCard, event) -> bool:
        """The board's ``card_double_clicked``; if it acted, the release
        that follows is no click (some platforms send a press first too)."""
        if not self.card_double_clicked(card, event):
            return False
        self.cancel_drag()
        return True

    def card_pressed(self, card: DragCard, event) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or not self.may_press(card):
            return False
        self._press = (card, event.scenePos(), card.pos())
        self._dragging = False
        return True

    def card_moved(self, card: DragCard, event) -> None:
        if self._press is None or self._press[0] is not card or not self.may_lift(card):
            return
        _, start, origin = self._press
        delta = event.scenePos() - start
        if not self._dragging:
            if delta.manhattanLength() < DRAG_START_PX:
                return
            self._dragging = True
            card.stop_animation()  # grabbed mid-flight: it stays under the pointer
            card.setZValue(LIFTED_Z)
            self.card_lifted(card)
        card.setPos(origin + delta)
        self.card_hovering(card)

    def card_released(self, card: DragCard, event) -> None:
        press, self._press = self._press, None
        if press is None or press[0] is not card:
            return
        if not self._dragging:
            self.card_clicked(card)
            return
        self._dragging = False
        self.card_dropped(card, press[2])
