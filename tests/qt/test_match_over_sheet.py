"""The sheet at a match's end offers the same match again and the New Game
dialog, said apart (a family's play-test, finding 20: its "New Game" dealt
at once while the menu's "New Game…" asks first)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from casino_desktop.core import PHASE_MATCH_OVER, parse_card
from casino_desktop.qt.dialogs import new_game
from .table_helpers import card_centre, drag, make_window, position, show_position

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


def _at_the_match_end(qtbot, tmp_path):
    """Casino with simple rules is one round: its last move ends the match."""
    window = make_window(qtbot, tmp_path, variant="casino-simple")
    state = position("casino-simple", "8S", "8D", other="")
    state.stock, state.hands[1] = [], []
    state.captured = [[C("AS"), C("2S"), C("10D"), C("AH")], [C("3H")]]
    show_position(qtbot, window, state)
    drag(qtbot, window, C("8S"), card_centre(window, C("8D")))
    qtbot.waitUntil(lambda: window.round_dialog is not None and window.round_dialog.isVisible())
    assert state.phase == PHASE_MATCH_OVER
    return window, state


def test_new_game_from_the_match_sheet_asks_first_and_cancel_keeps_the_sheet(qtbot, tmp_path, monkeypatch):
    window, state = _at_the_match_end(qtbot, tmp_path)
    sheet = window.round_dialog
    assert sheet.primary.text() == "Play &Again" and sheet.choose_button.text() == "&New Game…"
    asked = []
    monkeypatch.setattr(new_game.SetupDialog, "exec", lambda dialog: asked.append(dialog) or 0)
    sheet.choose_button.click()
    assert len(asked) == 1  # the dialog that chooses, not a deal at once
    assert window.controller.state is state and window.round_dialog is sheet and sheet.isVisible()
    monkeypatch.setattr(new_game.SetupDialog, "exec", lambda dialog: asked.append(dialog) or 1)
    sheet.choose_button.click()
    qtbot.waitUntil(lambda: window.controller.state is not state and window.round_dialog is None)
    assert len(asked) == 2


def test_play_again_deals_the_same_game_at_once(qtbot, tmp_path, monkeypatch):
    window, state = _at_the_match_end(qtbot, tmp_path)
    monkeypatch.setattr(new_game.SetupDialog, "exec", lambda dialog: pytest.fail("Play Again asked"))
    window.round_dialog.primary.click()
    qtbot.waitUntil(lambda: window.controller.state is not state and window.round_dialog is None)
    assert window.setup.variant_id == "casino-simple"


def test_escape_at_the_match_sheet_leaves_ways_on_in_the_bar(qtbot, tmp_path, monkeypatch):
    """Escape at the match's sheet left the bar saying "Match over." with no
    button, and Enter did nothing, where a round's sheet leaves Next round and
    Score Sheet (the re-test of 6 December, finding 3): now Play Again (the
    keyboard's) and Score Sheet."""
    window, state = _at_the_match_end(qtbot, tmp_path)
    sheet = window.round_dialog
    sheet.keys_ready = True
    qtbot.keyClick(sheet, Qt.Key.Key_Escape)
    bar = window.action_bar
    qtbot.waitUntil(lambda: len(bar.buttons()) == 2)
    assert bar.prompt.text() == "Match over." and [b.text() for b in bar.buttons()] == ["Play &Again", "Score &Sheet"]
    assert window.focusWidget() is bar.buttons()[0]
    bar.buttons()[1].click()
    qtbot.waitUntil(lambda: window.round_dialog is not None and window.round_dialog.isVisible())
    window.round_dialog.reject()  # the close box this time
    qtbot.waitUntil(lambda: len(bar.buttons()) == 2)
    monkeypatch.setattr(new_game.SetupDialog, "exec", lambda dialog: pytest.fail("Play Again asked"))
    qtbot.keyClick(bar.buttons()[0], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state is not state)
    assert window.focusWidget() is window.view


def test_a_game_started_from_new_game_at_the_bar_gives_the_table_the_keys(qtbot, tmp_path, monkeypatch):
    """Escape at the match's sheet, then Ctrl+N and Start: the bar's Play Again
    had the keys, its buttons went with the old match, and Qt gave the keys to
    the side panel's score table, so the arrows the status line names moved a
    cell of the scores, not the cards (stranger 13, finding 1)."""
    window, state = _at_the_match_end(qtbot, tmp_path)
    sheet = window.round_dialog
    sheet.keys_ready = True
    qtbot.keyClick(sheet, Qt.Key.Key_Escape)
    bar = window.action_bar
    qtbot.waitUntil(lambda: len(bar.buttons()) == 2)
    assert window.focusWidget() is bar.buttons()[0]
    monkeypatch.setattr(new_game.SetupDialog, "exec", lambda dialog: 1)
    window.new_game_dialog()
    qtbot.waitUntil(lambda: window.controller.state is not state and not bar.buttons())
    qtbot.wait(50)  # the old buttons are deleted later: the keys must not follow them to the scores
    assert window.focusWidget() is window.view
