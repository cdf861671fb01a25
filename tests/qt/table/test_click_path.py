"""The click path and the keyboard: the offered moves at once, with right counts."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from casino_desktop.core import parse_card
from ..table_helpers import click, make_window, position, show_position

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


def _shown(window) -> list[str]:
    return [b.text() for b in window.action_bar.buttons() if b.isVisible()]


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800), (1920, 1080)])
def test_click_path_offers_its_move_buttons_at_once(qtbot, tmp_path, size):
    # Before: the row was measured before the layout settled, so the bar
    # showed only "All 1 moves…" until the window was resized.
    window = make_window(qtbot, tmp_path, size=size)
    show_position(qtbot, window, position("casino", "JS 4H", "JH 5C"))
    click(qtbot, window, C("JS"))
    click(qtbot, window, C("JH"))
    assert _shown(window) == ["1  Take J♥"]


def test_one_move_is_a_button_and_more_moves_are_counted_in_plural(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, size=(1024, 768))
    show_position(qtbot, window, position("casino", "3S 3H 6C", "AC 2D"))
    click(qtbot, window, C("3S"))  # nothing on the table picked: every move of 3♠
    moves = window.action_bar.moves()
    assert len(moves) > 1
    texts = [b.text() for b in window.action_bar.buttons()]
    assert not any("All 1 " in t for t in texts)
    more = [t for t in texts if t.startswith("All ")]
    assert more == [] or more == [f"All {len(moves)} moves\u2026"]
    assert _shown(window)[0].startswith("1  ")  # at least the first move is a button


def test_first_arrow_key_moves_the_cursor(qtbot, tmp_path):
    # Before: the first arrow key only showed the cursor where it was.
    window = make_window(qtbot, tmp_path)
    show_position(qtbot, window, position("casino", "4H 8S 9D", "8D 2C"))
    view = window.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert window.input.cursor.isVisible()
    assert window.input._cursor_thing()[1].card_id == C("8S")  # moved on from 4♥
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert window.input._cursor_thing()[1].card_id == C("4H")


@pytest.mark.parametrize("variant, builds", [("casino", True), ("krypkasino", False), ("mulle", False)])
def test_the_line_after_picking_a_card_offers_building_only_where_the_rules_build(qtbot, tmp_path, variant, builds):
    window = make_window(qtbot, tmp_path, size=(1024, 768))
    show_position(qtbot, window, position(variant, "3S 3H 6C", "AC 2D"))
    click(qtbot, window, C("3S"))
    line = window.statusBar().currentMessage()
    assert line.startswith("Click table cards for the 3♠ to take") and ("build" in line) == builds, line


@pytest.mark.parametrize("variant, builds", [("casino", True), ("krypkasino", False)])
def test_a_player_who_moves_the_keyboard_cursor_is_told_of_keys_not_clicks(qtbot, tmp_path, variant, builds):
    """The stranger's finding 8 of 6 December: picking a card with the arrows
    and Space, the status line still said "Click table cards…"."""
    window = make_window(qtbot, tmp_path, size=(1024, 768))
    show_position(qtbot, window, position(variant, "3S 3H 6C", "AC 2D"))
    view = window.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Left)  # from 3♠ round to 6♣
    qtbot.keyClick(view, Qt.Key.Key_Right)  # back to 3♠
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert window.input.hand_card == C("3S")
    line = window.statusBar().currentMessage()
    assert line.startswith("Pick table cards for the 3♠ to take") and "Click" not in line, line
    assert "arrow keys, Space" in line and "Enter" in line and ("build" in line) == builds, line
    # Back to the mouse: the next card picked by a click is spoken of as clicked.
    click(qtbot, window, C("3S"))
    click(qtbot, window, C("3H"))
    assert window.statusBar().currentMessage().startswith("Click table cards for the 3♥"), \
        window.statusBar().currentMessage()


def test_a_card_with_no_move_sends_the_player_to_another_card_not_to_the_table(qtbot, tmp_path):
    """The fourteenth stranger's play-test of 7 December: in Krypkasino a 4
    that may not trail while the 3 captures was answered "Pick table cards
    for the 4♦ to take …, or pick a move (keys 1-9)", though it had none."""
    window = make_window(qtbot, tmp_path, size=(1024, 768))
    show_position(qtbot, window, position("krypkasino", "4D 3S", "3H KC"))
    click(qtbot, window, C("4D"))
    offer = window.input.current_offer()
    assert offer is not None and not offer.moves and offer.reason
    line = window.statusBar().currentMessage()
    assert line == "Pick another card from your hand: the 4♦ cannot be played now.", line
    # A card that has moves is still sent to the table.
    click(qtbot, window, C("3S"))
    assert window.statusBar().currentMessage().startswith("Click table cards for the 3♠ to take")
