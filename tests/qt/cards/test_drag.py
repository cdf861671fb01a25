"""One way to drag a card on every board (``cards.drag``): the same
threshold between a click and a drag, the target the card covers most, and
a drop that means nothing gliding home."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from casino_desktop.qt.cards.drag import DRAG_START_PX, CardDrag, DragCard, fly_back, largest_overlap
from casino_desktop.qt.practice.scene import PracticeCard, PracticeScene
from casino_desktop.qt.table.input import TableInput
from casino_desktop.qt.table.items import TableCard

from ..practice.helpers import drill_of, open_practice

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


class Board(CardDrag, QGraphicsScene):
    """The smallest board: it writes down what the drag told it."""

    def __init__(self) -> None:
        super().__init__()
        self.events: list[tuple] = []

    def card_lifted(self, card) -> None:
        self.events.append(("lifted",))

    def card_clicked(self, card) -> None:
        self.events.append(("clicked",))

    def card_dropped(self, card, origin) -> None:
        self.events.append(("dropped", QPointF(origin)))
        fly_back(card, origin)


@pytest.fixture
def board(qtbot):
    scene = Board()
    scene.setSceneRect(0, 0, 400, 300)
    card = DragCard("7H", face_up=True, card_width=60)
    card.handler = scene
    card.setPos(100, 100)
    scene.addItem(card)
    view = QGraphicsView(scene)
    view.resize(420, 320)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return scene, card, view


def _press_move_release(qtbot, view, card, dx: int) -> None:
    vp = view.viewport()
    start = view.mapFromScene(card.card_scene_rect().center())
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, start + QPoint(dx, 0))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=start + QPoint(dx, 0))


def test_a_move_shorter_than_the_threshold_is_a_click(qtbot, board):
    scene, card, view = board
    _press_move_release(qtbot, view, card, DRAG_START_PX - 1)
    assert scene.events == [("clicked",)] and card.pos() == QPointF(100, 100)


def test_a_drag_lifts_the_card_and_a_drop_that_means_nothing_glides_home(qtbot, board):
    scene, card, view = board
    _press_move_release(qtbot, view, card, 80)
    assert scene.events == [("lifted",), ("dropped", QPointF(100, 100))]
    assert card.pos() != QPointF(100, 100)  # let go over there: it glides, it does not jump
    qtbot.waitUntil(lambda: card.pos() == QPointF(100, 100))


def test_the_target_is_the_one_the_held_card_covers_most():
    held = QRectF(0, 0, 10, 10)
    candidates = [("edge", QRectF(8, 0, 10, 10)), ("most", QRectF(3, 3, 10, 10)), ("apart", QRectF(50, 50, 5, 5))]
    assert largest_overlap(held, candidates) == "most"
    assert largest_overlap(held, candidates, at_least=48.0) == "most"  # it covers 7 x 7
    assert largest_overlap(held, candidates, at_least=49.0) is None
    assert largest_overlap(held, [("apart", QRectF(50, 50, 5, 5))]) is None


def test_the_game_table_and_the_practice_board_drag_the_same_way():
    assert issubclass(TableInput, CardDrag) and issubclass(PracticeScene, CardDrag)
    assert issubclass(TableCard, DragCard) and issubclass(PracticeCard, DragCard)


def test_a_short_drag_on_a_practice_board_lifts_the_card_as_on_the_table(qtbot, tmp_path):
    """A move of a few pixels lifts the card on a drill's board too (it was
    a click there, while the same move lifted it on the table)."""
    window = open_practice(qtbot, tmp_path)
    window.present(drill_of(window, "build"))
    card = next(c for c in window.scene.cards if c.place == "hand")
    assert card.card_id in window.scene.draggable
    vp = window.view.viewport()
    start = window.view.mapFromScene(card.card_scene_rect().center())
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, start + QPoint(0, 5))
    assert window.scene.is_dragging()
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=start + QPoint(0, 5))
    assert window.scene.hand_pick is None  # let go where it was taken from: no click, nothing picked
