"""The running sum on the felt: clicked table cards add up where they lie."""
from __future__ import annotations

import pytest

from casino_desktop.core import parse_card
from ..table_helpers import click, make_window, position, show_position

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


@pytest.mark.parametrize("hand_first", [False, True])
def test_clicked_table_cards_show_their_running_sum_on_the_table(qtbot, tmp_path, hand_first):
    window = make_window(qtbot, tmp_path, size=(1024, 768))
    show_position(qtbot, window, position("casino", "8S 4H 2C", "3H 5C KD"))
    pick_sum = window.scene.pick_sum
    if hand_first:
        click(qtbot, window, C("8S"))
    click(qtbot, window, C("3H"))
    assert not pick_sum.isVisible()  # one card: nothing to add up
    click(qtbot, window, C("5C"))
    assert pick_sum.isVisible() and pick_sum.text() == "3♥ + 5♣ = 8"
    # On the felt, over the two cards, clear of them.
    cards = [window.scene.cards[C(t)].card_scene_rect() for t in ("3H", "5C")]
    box = pick_sum.sceneBoundingRect()
    assert window.scene.geometry.felt.adjusted(0, -20, 0, 20).contains(box)
    assert not any(box.intersects(r) for r in cards)
    assert cards[0].left() <= box.center().x() <= cards[1].right()
    click(qtbot, window, C("KD"))  # a court card has no number: no sum
    assert not pick_sum.isVisible()
    click(qtbot, window, C("KD"))
    window.input.clear_selection()
    assert not pick_sum.isVisible()
