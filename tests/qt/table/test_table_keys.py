"""The table's keyboard: the cursor stays in sight on an overlapping hand,
Up and Down go to the nearest thing of the other row, and Enter plays a
card's only move without a chooser of one."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from casino_desktop.core import parse_card
from ..table_helpers import make_window, position, show_position

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


def _keys(qtbot, window, *keys):
    view = window.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    for key in keys:
        qtbot.keyClick(view, key)


def _cursor_card(window):
    return window.input._cursor_thing()[1]


def test_enter_plays_a_cards_only_move_at_once(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    state = position("casino", "7H 4H", "KD 9C")
    show_position(qtbot, window, state)
    _keys(qtbot, window, Qt.Key.Key_Right)  # from the 4♥
    assert _cursor_card(window).card_id == C("7H")  # the 7♥ can only trail
    _keys(qtbot, window, Qt.Key.Key_Return)  # picks it
    assert window.input.hand_card == C("7H")
    _keys(qtbot, window, Qt.Key.Key_Return)  # plays its one move
    qtbot.waitUntil(lambda: state.ply == 1)
    assert not window.chooser.isVisible()
    assert state.last_move[1].text() == "7H trail"


def test_up_goes_to_the_nearest_thing_on_the_table(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, variant="swazi-casino", size=(1280, 800))
    state = position("swazi-casino", "2H 3C 4D 5S 6H", "9C 10D")
    state.stacks = [[C("7C")], [C("8H")]]  # face-up capture piles: North's top is in play
    state.stock = [c for c in state.stock if c not in (C("7C"), C("8H"))]
    show_position(qtbot, window, state)
    _keys(qtbot, window, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right)
    hand_card = _cursor_card(window)
    x = hand_card.card_scene_rect().center().x()
    _keys(qtbot, window, Qt.Key.Key_Up)
    kind, thing = window.input._cursor_thing()
    rows = window.input._rows()["table"]

    def centre_x(entry):
        kind, obj = entry
        return (obj.rect if kind == "build" else obj.card_scene_rect()).center().x()
    nearest = min(rows, key=lambda e: abs(centre_x(e) - x))
    assert thing is nearest[1]
    _keys(qtbot, window, Qt.Key.Key_Down)  # and back to the card it came from
    assert _cursor_card(window) is hand_card


def test_the_cursors_card_is_lifted_above_its_overlapping_neighbours(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, variant="swazi-casino", size=(1024, 768))
    window.start_game()
    qtbot.waitUntil(lambda: window.input.enabled, timeout=10000)
    hand = window.scene.hand_items(0)
    assert len(hand) == 12
    _keys(qtbot, window, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right)
    card = _cursor_card(window)
    i = hand.index(card)
    neighbours = [hand[i - 1], hand[i + 1]]
    assert all(card.zValue() > n.zValue() for n in neighbours)
    assert window.input.cursor.zValue() > card.zValue()
    _keys(qtbot, window, Qt.Key.Key_Right)  # moved on: the card lies in its place again
    assert card.zValue() < hand[i + 1].zValue()


def test_the_cursor_follows_its_card_when_the_window_is_resized(qtbot, tmp_path):
    # Play-test 2026-12-06, finding 5: shrunk to its smallest and maximised
    # again, the window left the dashed cursor at the card's old place.
    window = make_window(qtbot, tmp_path, size=(1024, 768))
    state = position("casino", "7H 4H", "KD 9C")
    show_position(qtbot, window, state)
    _keys(qtbot, window, Qt.Key.Key_Up)  # onto a table card
    kind, thing = window.input._cursor_thing()
    assert kind == "card" and window.input.cursor.isVisible()
    for size in ((742, 522), (1400, 900)):
        before = thing.card_scene_rect()
        window.resize(*size)
        qtbot.waitUntil(lambda: thing.card_scene_rect() != before)
        frame = window.input.cursor.sceneBoundingRect()
        assert frame.contains(thing.card_scene_rect()), (size, frame, thing.card_scene_rect())
        assert frame.width() < thing.card_scene_rect().width() * 1.5  # round this card, not a card of the old size
    assert window.input._cursor_thing() == (kind, thing)


@pytest.mark.parametrize("key", [Qt.Key.Key_Space, Qt.Key.Key_Return], ids=["space", "enter"])
def test_space_or_enter_with_no_cursor_shows_it(qtbot, tmp_path, key):
    """A turn begun with no cursor in sight: Space and Enter did nothing and
    said nothing (the 24th stranger pressed them, then took the mouse).  The
    first press shows the cursor; the next picks the card under it."""
    window = make_window(qtbot, tmp_path)
    state = position("casino", "7H 4H", "KD 9C")
    show_position(qtbot, window, state)
    assert not window.input.cursor.isVisible()
    _keys(qtbot, window, key)
    assert window.input.cursor.isVisible()
    assert window.input.hand_card is None and state.ply == 0    # shown, nothing picked or played
    _keys(qtbot, window, key)
    assert window.input.hand_card == _cursor_card(window).card_id
