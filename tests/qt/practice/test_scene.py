"""The drill's table (``qt/practice/scene.py``): a crowded Swazi table at
1024x768 keeps every caption clear of the others and of every card, and its
cards as large as the felt allows, not as small as a hand of ten."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsView

from casino_desktop.core.position import position_from_json
from casino_desktop.qt.practice.scene import PracticeScene

pytestmark = [pytest.mark.gui]

# Builds of four cards side by side with the longest captions ("multiple · an
# opponent's"), pile tops, loose cards and the whole pack's hand of ten.
CROWDED = {"variant": "swazi-casino", "options": {}, "players": 2, "partnerships": False, "to_move": 0,
           "hands": {"0": ["AS", "2C", "5D", "2D", "JC", "10D", "3D", "5H", "7H", "6D"]},
           "table": ["4H", "9D", "QC",
                     {"build": ["3S", "8S", "JS", "JD"], "value": 11, "multiple": True, "controller": 0},
                     {"build": ["9C", "KS", "4C", "KC"], "value": 13, "multiple": True, "controller": 1},
                     {"build": ["5S", "7C", "QD", "QH"], "value": 12, "multiple": True, "controller": 1},
                     {"build": ["6S", "8D", "AH", "KD"], "value": 14, "multiple": True, "controller": 0}],
           "final_deal": True, "piles": [["2H"], ["3C"]], "turn_played": False}


def _scene(qtbot, width, height):
    scene = PracticeScene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    scene.resize_to(width, height)
    scene.show_position(position_from_json(CROWDED))
    return scene


@pytest.mark.parametrize("size", [(625, 710), (1500, 1000)])
def test_no_caption_lies_on_another_or_on_a_card(qtbot, size):
    scene = _scene(qtbot, *size)
    rects = [c.sceneBoundingRect() for c in scene.captions]
    assert len(rects) == 4 + 2 + 1   # the builds, the pile tops, the hand
    for i, r in enumerate(rects):
        assert scene.sceneRect().contains(r)
        for other in rects[i + 1:]:
            assert not r.intersects(other), (r, other)
        for card in scene.cards:
            assert not r.intersects(card.card_scene_rect()), (scene.captions[i].text(), card.place)


def test_the_table_is_not_shrunk_to_the_hand_of_ten(qtbot):
    scene = _scene(qtbot, 625, 710)
    table = [c for c in scene.cards if c.place != "hand"]
    hand = [c for c in scene.cards if c.place == "hand"]
    assert min(c.card_width for c in table) > 1.2 * max(c.card_width for c in hand)
    felt = scene.sceneRect()
    top = min(c.card_scene_rect().top() for c in table)
    bottom = max(c.card_scene_rect().bottom() for c in table)
    hand_top = min(c.card_scene_rect().top() for c in hand)
    assert bottom - top > 0.45 * hand_top, "the table's cards use the room above the hand"
    assert felt.contains(scene.cards[0].card_scene_rect())
