"""Game › Hint (the coach's best move, from the player's own view) and
Game › Take Back Move (replay of the shortened record)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from casino_desktop.coach import hint_move
from casino_desktop.core import PHASE_PLAY, TRAIL, legal_moves, parse_card
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from tests.coach.helpers import last_swazi_deal
from ..table_helpers import (drag, empty_felt_point, make_window, open_window, position, show_position, text_fits,
                           wait_for_human)

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


def test_hint_marks_a_legal_move_and_plays_it_on_request(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    state = position("casino", "8S 4H 2C", "8D 5C 3H")
    show_position(qtbot, window, state)
    assert window.act_hint.isEnabled()
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: window.action_bar.prompt.text().startswith("Hint:"), timeout=10000)
    [move] = window.action_bar.moves()
    qtbot.waitUntil(lambda: text_fits(window.action_bar.prompt), timeout=2000)
    assert move in legal_moves(state)
    marked = {cid for cid, item in window.scene.cards.items() if item.highlight == "hint"}
    hand_card = next(c for c in state.hands[0] if c % 52 == move.card)
    assert hand_card in marked
    assert {c % 52 for c in marked - {hand_card}} == set(move.table_faces())
    qtbot.keyClick(window.view, Qt.Key.Key_1)  # the digit plays the offered move
    qtbot.waitUntil(lambda: state.ply == 1)
    assert state.last_move == (0, move)


def test_the_hints_key_works_in_the_whole_window_after_the_new_game_dialog(qtbot, tmp_path):
    """A game started from Game › New Game: the key the hint names plays it
    wherever the keyboard focus is in the window, the table not clicked."""
    from casino_desktop.qt.dialogs.new_game import SetupDialog
    window = make_window(qtbot, tmp_path)

    def press_start():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, SetupDialog):
            QTimer.singleShot(20, press_start)
            return
        qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, press_start)
    window.new_game_dialog()
    wait_for_human(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # a window's shortcuts work in the active window
    state = window.controller.state
    ply = state.ply
    qtbot.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.action_bar.prompt.text().startswith("Hint:"), timeout=10000)
    [move] = window.action_bar.moves()
    qtbot.keyClick(window, Qt.Key.Key_1)  # to the window, not to the table's view
    qtbot.waitUntil(lambda: state.ply > ply)
    assert state.last_move == (0, move)


def test_the_tables_hint_is_the_coachs_best_move(qtbot, tmp_path):
    """The last Swazi deal of seed 2, where Master's eight-move shortlist
    held only captures and the coach graded its choice a blunder against a
    build of 14: the table's hint is the coach's best move."""
    state = last_swazi_deal(2)
    seats = [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random")]
    if state.to_move == 1:
        seats.reverse()
    window = open_window(qtbot, tmp_path, GameSetup("swazi-casino", {}, 2, False, seats, 2))
    show_position(qtbot, window, state)
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: window.action_bar.prompt.text().startswith("Hint:"), timeout=30000)
    [move] = window.action_bar.moves()
    assert move == hint_move(state.information_view(state.to_move))


def test_hint_is_not_offered_on_a_computer_turn(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, level="master")
    window.controller.budget = 1.0  # long enough to look at the menu while it thinks
    state = position("casino", "7H 4H", "KD 9C")
    show_position(qtbot, window, state)
    drag(qtbot, window, C("7H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: state.ply == 1)
    assert not window.act_hint.isEnabled()
    assert not window.controller.aids.ask_hint()  # the controller refuses too


def test_take_back_restores_the_position_and_play_goes_on(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, level="beginner", seed=21)
    window.start_game()
    wait_for_human(qtbot, window)
    c = window.controller
    if c.state.to_move != 0:  # the computer opened: start from the player's first turn
        qtbot.waitUntil(lambda: c.state.to_move == 0 and window.input.enabled)
    assert not window.act_undo.isEnabled()  # nothing of ours to take back yet
    before = c.state.clone()
    moves_before = list(c.moves)
    log_before = window.side.log.log_lines()
    trail = next(m for m in legal_moves(c.state) if m.kind == TRAIL)
    card = next(x for x in c.state.hands[0] if x % 52 == trail.card)
    drag(qtbot, window, card, empty_felt_point(window))
    # The computer answers; then it is the player's turn again.
    qtbot.waitUntil(lambda: c.state.ply >= before.ply + 2 and window.input.enabled, timeout=10000)
    assert window.act_undo.isEnabled()
    said = []
    c.aids.taken_back.connect(lambda _state, _lines: said.append(window.statusBar().currentMessage()))
    window.act_undo.trigger()
    qtbot.waitUntil(lambda: c.state.ply == before.ply and window.input.enabled)
    assert c.state == before
    assert c.moves == moves_before
    # The log tells the game as it stands: the moves taken back leave it
    # (no "Taken back" lines piling up); the status line says what went.
    assert window.side.log.log_lines() == log_before
    assert said and said[0].startswith("Taken back: You trail")
    # ... and it stays there: "Your turn." replaced it at once (stranger 13).
    assert window.statusBar().currentMessage() == said[0]
    assert all(window.scene.cards[x].face_up for x in c.state.hands[0])
    assert not window.act_undo.isEnabled()
    # The game goes on from there: a move is played as usual.
    drag(qtbot, window, card, empty_felt_point(window))
    qtbot.waitUntil(lambda: c.state.ply == before.ply + 1)
    assert c.state.phase == PHASE_PLAY and c.state.last_move[1] == trail


def test_take_back_works_from_a_set_position_too(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    state = position("casino", "7H 4H", "KD 9C")
    show_position(qtbot, window, state)
    before = state.clone()
    drag(qtbot, window, C("7H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: window.controller.state.ply == 2 and window.input.enabled, timeout=10000)
    window.act_undo.trigger()
    qtbot.waitUntil(lambda: window.controller.state.ply == 0 and window.input.enabled)
    assert window.controller.state == before


def test_cards_still_out_lists_what_the_player_has_not_seen(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    state = position("casino", "7H 4H", "KD 9C")
    show_position(qtbot, window, state)
    label = window.side.still_out
    assert not label.isVisible()  # off until asked for
    window.act_still_out.trigger()
    assert label.isVisible()
    text = label.text()
    # 52 cards less the 2 in the hand and the 2 on the table.
    assert "Still out</b> (48)" in text
    assert "♥</span>&nbsp;A 2 3 5 6 8 9 10 J Q K<br>" in text  # hearts: the 4 and 7 are ours
    drag(qtbot, window, C("7H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: window.controller.state.ply == 2 and window.input.enabled, timeout=10000)
    # North's reply is public now: the count follows what the player saw.
    unseen = window.controller.state.information_view(0).unseen_cards()
    assert len(unseen) < 48 and f"Still out</b> ({len(unseen)})" in label.text()


def test_take_back_while_the_computer_thinks(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, level="master")
    window.set_speed_quietly("normal")  # the move is still animating when taken back
    window.controller.budget = 1.0
    state = position("casino", "7H 4H", "KD 9C")
    show_position(qtbot, window, state)
    before = state.clone()
    drag(qtbot, window, C("7H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: window.controller.state.ply == 1)
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    qtbot.waitUntil(lambda: window.controller.state.ply == 0 and window.input.enabled, timeout=5000)
    assert window.controller.state == before
    # The cancelled search's late answer is dropped: nothing is played for North.
    qtbot.wait(1500)
    assert window.controller.state.ply == 0 and window.input.enabled
