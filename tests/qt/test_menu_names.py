"""A sentence that sends the player to a menu names the item the menu shows."""
from __future__ import annotations

import pytest

from casino_desktop.qt.game.autosave_reading import read_autosave
from casino_desktop.qt.game.autosaver import autosave_path
from casino_desktop.qt.menu_names import GAME_MENU, NEW_GAME_ITEM, menu_path, plain_menu_text
from casino_desktop.qt.translate import say

from .table_helpers import drag, empty_felt_point, make_window, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_a_menu_text_is_named_without_its_keyboard_mark_and_dots():
    assert plain_menu_text("&New Game\u2026") == "New Game"
    assert plain_menu_text("Save &As...") == "Save As"
    assert plain_menu_text("Rock && Roll") == "Rock & Roll"
    assert say(menu_path(GAME_MENU, NEW_GAME_ITEM)) == "Game \u203a New Game"


def test_the_resumed_game_names_the_real_new_game_item(qtbot, tmp_path):
    # The note once said "Game › New", an item no menu has.
    window = make_window(qtbot, tmp_path, seed=6)
    window.start_game()
    state = window.controller.state
    wait_for_human(qtbot, window)
    drag(qtbot, window, state.hands[0][0], empty_felt_point(window))
    if window.chooser.isVisible():
        window.chooser.pick_index(len(window.chooser.moves()) - 1)
    qtbot.waitUntil(lambda: state.ply > 0)
    window.close()
    assert autosave_path().exists()
    _loaded, note = read_autosave()
    game_menu = window.menuBar().actions()[0].text()
    shown_path = f"{plain_menu_text(game_menu)} \u203a {plain_menu_text(window.act_new.text())}"
    assert say(note) == f"Your unfinished game is back ({shown_path} starts another)."
