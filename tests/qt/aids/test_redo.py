"""Game › Redo Move (Ctrl+Shift+Z, Ctrl+Y): a move taken back is played again,
with the computer's replies that followed it, until a new move is made."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from casino_desktop.core import TRAIL, legal_moves
from casino_desktop.core.record import play_texts
from casino_desktop.qt.game.autosave_reading import read_autosave
from ..table_helpers import make_window, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _human_turn(qtbot, window, ply_at_least: int = 0):
    c = window.controller
    qtbot.waitUntil(lambda: c.state.to_move == 0 and c.state.ply >= ply_at_least and window.input.enabled,
                    timeout=10000)


def _play_a_trail(qtbot, window):
    """The player trails a card; back when it is the player's turn again."""
    c = window.controller
    ply = c.state.ply
    trail = next(m for m in legal_moves(c.state) if m.kind == TRAIL)
    window.play_move(trail)
    _human_turn(qtbot, window, ply + 2)
    return trail


@pytest.fixture
def window(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path, level="beginner", seed=21)
    w.start_game()
    wait_for_human(qtbot, w)
    _human_turn(qtbot, w)
    return w


def test_redo_plays_the_move_taken_back_and_the_replies_again(qtbot, window):
    c = window.controller
    assert not window.act_redo.isEnabled()  # nothing taken back yet
    _play_a_trail(qtbot, window)
    after, moves_after = c.state.clone(), list(c.moves)
    log_before_take_back = window.side.log.log_lines()
    window.act_undo.trigger()
    qtbot.waitUntil(lambda: c.state.ply < after.ply and window.input.enabled)
    assert window.act_redo.isEnabled()
    window.act_redo.trigger()
    qtbot.waitUntil(lambda: c.state.ply == after.ply and window.input.enabled)
    assert c.state == after
    assert c.moves == moves_after
    # The record still replays to the table: what is saved is what is shown.
    assert play_texts(c.origin.clone(), c.moves) == c.state
    # The log tells the game as it stands: the move in its own words again, once.
    assert window.side.log.log_lines() == log_before_take_back
    assert not window.act_redo.isEnabled()  # played again: nothing left to redo
    assert window.act_undo.isEnabled()      # and it can be taken back once more


def test_the_keys_of_redo(window):
    keys = {k.toString() for k in window.act_redo.shortcuts()}
    assert {QKeySequence("Ctrl+Shift+Z").toString(), QKeySequence("Ctrl+Y").toString()} <= keys


def test_two_take_backs_are_played_again_in_order(qtbot, window):
    c = window.controller
    _play_a_trail(qtbot, window)
    middle = c.state.clone()
    _play_a_trail(qtbot, window)
    end, moves_end = c.state.clone(), list(c.moves)
    for _ in range(2):
        ply = c.state.ply
        window.act_undo.trigger()
        qtbot.waitUntil(lambda: c.state.ply < ply and window.input.enabled)
    window.act_redo.trigger()
    qtbot.waitUntil(lambda: c.state.ply == middle.ply and window.input.enabled)
    assert c.state == middle
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: c.state.ply == end.ply and window.input.enabled)
    assert c.state == end and c.moves == moves_end


def test_a_new_move_forgets_what_was_taken_back(qtbot, window):
    c = window.controller
    _play_a_trail(qtbot, window)
    ply = c.state.ply
    window.act_undo.trigger()
    qtbot.waitUntil(lambda: c.state.ply < ply and window.input.enabled)
    other = [m for m in legal_moves(c.state)][-1]
    window.play_move(other)
    _human_turn(qtbot, window, c.state.ply + 1)
    assert not window.act_redo.isEnabled()
    assert not c.aids.redo()
    before = c.state.clone()
    window.aids.redo()  # asked all the same: a sentence, and nothing changes
    assert c.state == before
    assert window.statusBar().currentMessage() == "There is no move taken back to play again."


def test_the_autosave_after_a_redo_resumes_the_same_game(qtbot, window):
    c = window.controller
    _play_a_trail(qtbot, window)
    ply = c.state.ply
    window.act_undo.trigger()
    qtbot.waitUntil(lambda: c.state.ply < ply and window.input.enabled)
    window.act_redo.trigger()
    qtbot.waitUntil(lambda: c.state.ply == ply and window.input.enabled)
    assert window.autosaver.flush()
    saved, _note = read_autosave()
    assert saved is not None
    _setup, record, state = saved
    assert state == c.state and record.moves == c.moves


def test_the_first_move_of_a_new_round_is_taken_back_within_that_round(qtbot, tmp_path):
    """The record before a round's first move ends at the last round's end;
    the take-back goes back to the new round's deal, not to the score sheet."""
    window = make_window(qtbot, tmp_path, level="beginner", seed=4)
    c = window.controller
    window.start_game()
    while True:  # round 1, the player's first legal move every turn
        qtbot.waitUntil(lambda: window.input.enabled or window.round_dialog is not None, timeout=15000)
        if window.round_dialog is not None:
            break
        window.play_move(legal_moves(c.state)[0])
    qtbot.mouseClick(window.round_dialog.primary, Qt.MouseButton.LeftButton)  # Next round
    _human_turn(qtbot, window)
    assert c.state.round_index == 1
    dealt = c.state.clone()
    assert not window.act_undo.isEnabled()  # no move of this round yet
    window.play_move(legal_moves(c.state)[0])
    qtbot.waitUntil(lambda: window.input.enabled and c.state.ply > dealt.ply, timeout=10000)
    after, moves_after = c.state.clone(), list(c.moves)
    window.act_undo.trigger()  # Take Back
    qtbot.waitUntil(lambda: c.state.ply < after.ply and window.input.enabled)
    assert c.state == dealt  # the new round's deal, the player to move
    assert window.round_dialog is None or not window.round_dialog.isVisible()  # not the last round's score sheet
    assert window.act_redo.isEnabled() and window.aids.act_hint.isEnabled()
    window.act_redo.trigger()
    qtbot.waitUntil(lambda: c.state.ply == after.ply and window.input.enabled)
    assert c.state == after and c.moves == moves_after
    assert play_texts(c.origin.clone(), c.moves) == c.state


def test_after_the_log_is_made_again_taking_back_a_rounds_first_move_keeps_its_heading(qtbot, tmp_path):
    """A language change makes the play log again from the record; its
    earlier rounds' lines still know their moves, so taking back the new
    round's first move leaves the log at the round's heading (before, the
    take-back found no move told and wrote the whole match again under it)."""
    from casino_desktop.qt.game.files import record_of
    window = make_window(qtbot, tmp_path, level="beginner", seed=4)
    c = window.controller
    window.start_game()
    while True:
        qtbot.waitUntil(lambda: window.input.enabled or window.round_dialog is not None, timeout=15000)
        if window.round_dialog is not None:
            break
        window.play_move(legal_moves(c.state)[0])
    qtbot.mouseClick(window.round_dialog.primary, Qt.MouseButton.LeftButton)  # Next round
    _human_turn(qtbot, window)
    dealt_log, dealt = window.side.log.log_lines(), c.state.clone()
    assert dealt_log[-1].startswith("Round 2 ")
    window.play_move(legal_moves(c.state)[0])
    qtbot.waitUntil(lambda: window.input.enabled and c.movers[-1][1] == 1, timeout=10000)
    # What a language change does: the match loaded again from its record, the log made again.
    window.load_game(window.setup, record_of(window.setup, dealt.seed, list(c.moves), c.match_id), c.state.clone())
    wait_for_human(qtbot, window)
    window.act_undo.trigger()
    qtbot.waitUntil(lambda: c.state == dealt and window.input.enabled, timeout=10000)
    log = window.side.log.log_lines()
    assert log[-1].startswith("Round 2 ") and log == dealt_log
