"""A state that holds only part of the deck (a guided deal stacks just the
lesson's cards) shows only those cards: nothing stays by the stock."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from casino_desktop.practice.guided.lessons import LESSONS
from casino_desktop.practice.guided.stage import deal_lesson
from casino_desktop.qt.table.layout import ASPECT
from casino_desktop.qt.table.scene import TableScene

pytestmark = pytest.mark.gui


def _held(state) -> set[int]:
    cards = set(state.loose) | set(state.stock) | set(state.unclaimed)
    for b in state.builds:
        cards.update(b.cards)
    for pile in state.hands + state.captured:
        cards.update(pile)
    return cards


def _stock_area(scene: TableScene) -> QRectF:
    g = scene.geometry
    w, h = g.stock_w * 1.2, g.stock_w * ASPECT * 1.2
    return QRectF(g.stock_centre.x() - w / 2, g.stock_centre.y() - h / 2, w, h)


def _backs_by_stock(scene: TableScene) -> list[int]:
    area = _stock_area(scene)
    return [cid for cid, item in scene.cards.items()
            if item.isVisible() and not item.face_up and item.sceneBoundingRect().intersects(area)]


@pytest.mark.parametrize("lesson_id", sorted(LESSONS)[:1])
def test_only_the_lesson_s_cards_are_shown_and_none_after_the_stock_is_gone(qtbot, lesson_id):
    scene = TableScene()
    state = deal_lesson(LESSONS[lesson_id])
    assert len(_held(state)) < 52  # the premise: a short, stacked deck
    scene.set_game(state, ["You", "North"], {0})
    # The view resizes the scene after the game is set (a window opening).
    for size in ((1580, 960), (760, 640)):
        scene.set_size(*size)
        scene.show_state(state, 0)
        shown = {cid for cid, item in scene.cards.items() if item.isVisible()}
        assert shown == _held(state)
        assert sorted(_backs_by_stock(scene)) == sorted(state.stock)
    # The last deal is out: the stock is empty and nothing is drawn there.
    late = state.clone()
    late.hands[0] = late.hands[0] + late.stock
    late.stock = []
    scene.show_state(late, 0)
    assert _backs_by_stock(scene) == []
