"""Playing moves on the table: drag, chooser, refusals, clicks, keys."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from casino_desktop.core import BUILD, CAPTURE, TRAIL, check, parse_card
from casino_desktop.qt.practice.guide_pointer import Z as GUIDE_Z
from ..table_helpers import (card_centre, click, double_click, drag, empty_felt_point, make_window, position,
                             show_position, wait_for_human)

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


def test_drop_on_one_capture_plays_it(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    show_position(qtbot, window, position("casino", "8S 4H", "8D 5C"))
    drag(qtbot, window, C("8S"), card_centre(window, C("8D")))
    qtbot.waitUntil(lambda: window.controller.state.ply > 0)
    assert window.controller.state.last_move == (0, (CAPTURE, C("8S"), 8, (C("8D"),), ()))
    assert C("8D") in window.controller.state.captured[0]
    assert "You take 8♦ with 8♠" in window.side.log.log_lines()


def test_ambiguous_drop_opens_the_chooser_and_plays_the_choice(qtbot, tmp_path):
    # 3♠ on A♣ (table A♣ 2♦, hand 3♠ 3♥ 6♣): take A♣+2♦, build 6, or build 3s.
    window = make_window(qtbot, tmp_path)
    show_position(qtbot, window, position("casino", "3S 3H 6C", "AC 2D"))
    drag(qtbot, window, C("3S"), card_centre(window, C("AC")))
    qtbot.waitUntil(window.chooser.isVisible)
    labels = [b.accessibleName() for b in window.chooser.buttons()]
    assert labels == ["Take A♣ + 2♦", "Build 3s with A♣ + 2♦", "Build 6 with A♣ + 2♦"]
    choice = labels.index("Build 6 with A♣ + 2♦")
    qtbot.mouseClick(window.chooser.buttons()[choice], Qt.MouseButton.LeftButton)
    state = window.controller.state
    qtbot.waitUntil(lambda: state.ply == 1)
    assert state.last_move[1].kind == BUILD and state.last_move[1].value == 6
    assert [b.value for b in state.builds] == [6] and not state.builds[0].multiple
    assert not window.chooser.isVisible()


def test_a_drop_that_can_only_build_with_a_card_not_pointed_at_asks_first(qtbot, tmp_path):
    # Stranger 9, finding 2: 3♥ dropped on 7♠ (a build of 10 meant, no 10 held)
    # built 12 with the 2♣ as well, at once; now the chooser asks first.
    window = make_window(qtbot, tmp_path, variant="dominican-casino")
    show_position(qtbot, window, position("dominican-casino", "3H 8D JD QD", "9C 7S 2C"))
    drag(qtbot, window, C("3H"), card_centre(window, C("7S")))
    qtbot.waitUntil(window.chooser.isVisible)
    assert [b.accessibleName() for b in window.chooser.buttons()] == ["Build 12 with 2♣ + 7♠"]
    assert window.controller.state.ply == 0
    qtbot.mouseClick(window.chooser.buttons()[0], Qt.MouseButton.LeftButton)
    state = window.controller.state
    qtbot.waitUntil(lambda: state.ply == 1)
    assert state.last_move[1].kind == BUILD and state.last_move[1].value == 12


def test_a_new_drag_clears_an_old_refusal_before_the_chooser_asks(qtbot, tmp_path):
    # A refusal left under the table beside the chooser reads as the answer to the choice.
    window = make_window(qtbot, tmp_path)
    state = position("casino", "5S 3S 3H 6C", "KD AC 2D")
    show_position(qtbot, window, state)
    drag(qtbot, window, C("5S"), card_centre(window, C("KD")))
    refusal = check(state, (CAPTURE, C("5S"), None, (C("KD"),), ()))
    qtbot.waitUntil(lambda: window.action_bar.prompt.text() == refusal)
    qtbot.waitUntil(lambda: not window.scene.animator.busy)
    drag(qtbot, window, C("3S"), card_centre(window, C("AC")))
    qtbot.waitUntil(window.chooser.isVisible)
    qtbot.waitUntil(lambda: refusal not in window.action_bar.prompt.text())  # it fades out
    assert window.chooser.isVisible()


def test_while_choosing_the_dropped_card_lets_the_cards_it_names_show(qtbot, tmp_path):
    # The dropped 3♠ lay whole over the A♣ the choices name: it is faded and lifted instead.
    window = make_window(qtbot, tmp_path)
    show_position(qtbot, window, position("casino", "3S 3H 6C", "AC 2D"))
    drag(qtbot, window, C("3S"), card_centre(window, C("AC")))
    qtbot.waitUntil(window.chooser.isVisible)
    held, target = window.scene.cards[C("3S")], window.scene.cards[C("AC")]
    assert held.opacity() <= 0.35
    assert held.zValue() < GUIDE_Z, "under a guided deal's callout, whose words it covered"
    height = target.card_scene_rect().height()
    assert held.card_scene_rect().top() <= target.card_scene_rect().top() - height / 4
    qtbot.keyClick(window.chooser.buttons()[0], Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: held.opacity() == 1.0)  # back in the hand, whole


def test_illegal_drop_returns_the_card_and_shows_the_reason(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    state = position("casino", "5S 7H", "KD 9C")
    show_position(qtbot, window, state)
    home = window.scene.cards[C("5S")].pos()
    drag(qtbot, window, C("5S"), card_centre(window, C("KD")))
    expected = check(state, (CAPTURE, C("5S"), None, (C("KD"),), ()))
    assert expected  # the engine refuses it, with a sentence
    qtbot.waitUntil(lambda: window.action_bar.prompt.text() == expected)
    assert window.statusBar().currentMessage() != expected  # said once, not twice
    assert state.ply == 0 and C("5S") in state.hands[0]
    qtbot.waitUntil(lambda: (window.scene.cards[C("5S")].pos() - home).manhattanLength() < 1)
    assert window.input.enabled  # still the player's turn


def test_drop_on_empty_felt_trails(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    state = position("casino", "5S 7H", "KD 9C")
    show_position(qtbot, window, state)
    drag(qtbot, window, C("7H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: state.ply == 1)
    assert state.last_move == (0, (TRAIL, C("7H"), 0, (), ()))


def test_click_path_with_running_sum_and_offered_moves(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    state = position("casino", "8S 4H", "5D 3C 6H")
    show_position(qtbot, window, state)
    click(qtbot, window, C("8S"))
    assert window.input.hand_card == C("8S")
    assert window.scene.cards[C("8S")].highlight == "selected"
    # 5♦ and 3♣ can join a take of the 8; 6♥ cannot (no 2 on the table).
    assert window.scene.cards[C("5D")].highlight == "target"
    assert window.scene.cards[C("6H")].highlight is None
    click(qtbot, window, C("5D"))
    click(qtbot, window, C("3C"))
    assert "3♣ + 5♦ = 8" in window.action_bar.prompt.text()
    buttons = window.action_bar.buttons()
    assert buttons and buttons[0].accessibleName() == "Take 3♣ + 5♦"
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: state.ply == 1)
    assert state.last_move[1] == (CAPTURE, C("8S"), 8, tuple(sorted((C("5D"), C("3C")))), ())


def test_a_double_click_plays_a_hand_cards_only_move(qtbot, tmp_path):
    # 2♠ can only be trailed on K♦ 9♣ (it takes nothing, and no build of 11 or 4 has a card to take it).
    window = make_window(qtbot, tmp_path)
    state = position("casino", "2S 5H", "KD 9C")
    show_position(qtbot, window, state)
    double_click(qtbot, window, C("2S"))
    qtbot.waitUntil(lambda: state.ply == 1)
    assert state.last_move == (0, (TRAIL, C("2S"), 0, (), ()))


def test_a_double_click_on_a_card_of_several_moves_asks_at_the_card(qtbot, tmp_path):
    # K♦ may take K♠ or be trailed: the chooser asks, beside the card, and the card stays picked.
    window = make_window(qtbot, tmp_path)
    state = position("casino", "KD 5H", "KS 9C")
    show_position(qtbot, window, state)
    double_click(qtbot, window, C("KD"))
    qtbot.waitUntil(window.chooser.isVisible)
    assert [b.accessibleName() for b in window.chooser.buttons()] == ["Take K♠", "Trail"]
    assert window.input.hand_card == C("KD") and state.ply == 0
    assert window.scene.cards[C("KD")].highlight == "selected"
    card = window.view.mapFromScene(card_centre(window, C("KD")))
    assert window.chooser.geometry().adjusted(-200, -200, 200, 200).contains(card)
    qtbot.mouseClick(window.chooser.buttons()[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: state.ply == 1)
    assert state.last_move == (0, (CAPTURE, C("KD"), 13, (C("KS"),), ()))


def test_a_double_click_plays_the_one_move_of_the_table_cards_picked(qtbot, tmp_path):
    # 8♦ picked first: a double-click on 8♠ takes it (not the 8♠'s trail), and on a table card keeps it picked.
    window = make_window(qtbot, tmp_path)
    state = position("casino", "8S 4H", "8D 5C")
    show_position(qtbot, window, state)
    double_click(qtbot, window, C("8D"))
    assert window.input.sel_loose == [C("8D")]
    double_click(qtbot, window, C("8S"))
    qtbot.waitUntil(lambda: state.ply == 1)
    assert state.last_move == (0, (CAPTURE, C("8S"), 8, (C("8D"),), ()))


def test_keyboard_alone_plays_a_move(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    state = position("casino", "4H 8S", "8D 2C")
    show_position(qtbot, window, state)
    view = window.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Right)     # from 4♥ (where the hidden cursor was) to 8♠
    qtbot.keyClick(view, Qt.Key.Key_Return)    # pick it
    assert window.input.hand_card == C("8S")
    qtbot.keyClick(view, Qt.Key.Key_Up)        # to the table row
    while window.input._cursor_thing()[1].card_id != C("8D"):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Space)     # select 8♦
    qtbot.keyClick(view, Qt.Key.Key_Return)    # exactly one move takes just 8♦
    qtbot.waitUntil(lambda: state.ply == 1)
    assert state.last_move[1] == (CAPTURE, C("8S"), 8, (C("8D"),), ())


def test_keyboard_digits_pick_from_the_chooser(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    state = position("casino", "3S 3H 6C", "AC 2D")
    show_position(qtbot, window, state)
    click(qtbot, window, C("3S"))
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # nothing selected: every move of 3♠
    qtbot.waitUntil(window.chooser.isVisible)
    moves = window.chooser.moves()
    assert moves[-1].kind == TRAIL
    qtbot.keyClick(window.chooser.buttons()[0], Qt.Key.Key_1)
    qtbot.waitUntil(lambda: state.ply == 1)
    assert state.last_move[1] == moves[0]


def test_computer_answers_after_the_human(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    state = position("casino", "5S 7H", "KD 9C")
    show_position(qtbot, window, state)
    drag(qtbot, window, C("7H"), empty_felt_point(window))
    qtbot.waitUntil(lambda: state.ply == 2, timeout=10000)
    wait_for_human(qtbot, window)
    assert state.to_move == 0


def test_targets_light_up_while_dragging(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    state = position("casino", "8S 4H", "8D 5C 3H QC")
    show_position(qtbot, window, state)
    vp = window.view.viewport()
    start = window.view.mapFromScene(card_centre(window, C("8S")))
    over = window.view.mapFromScene(card_centre(window, C("8D")))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    # Over empty felt (half way to the 8♦ may already cover a table card,
    # depending on the layout): every target lit, none under the card.
    qtbot.mouseMove(vp, window.view.mapFromScene(empty_felt_point(window)))
    kinds = {c: window.scene.cards[c].highlight for c in (C("8D"), C("5C"), C("3H"), C("QC"))}
    # 8♦ alone, or 5♣ + 3♥, are taken by the 8; the queen is in no move of it.
    assert kinds == {C("8D"): "target", C("5C"): "target", C("3H"): "target", C("QC"): None}
    assert window.scene.felt_frame.isVisible()  # trailing the 8 is legal too
    qtbot.mouseMove(vp, over)
    assert window.scene.cards[C("8D")].highlight == "hint"  # the drop target under the card
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=over)
    assert not window.scene.felt_frame.isVisible()


def test_the_view_describes_the_table_in_words(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    show_position(qtbot, window, position("casino", "8S 4H", "8D 5C"))
    text = window.view.accessibleDescription()
    assert "Table: 8♦, 5♣." in text and "You hold: 8♠, 4♥." in text


def test_drag_onto_a_clicked_selection_plays_exactly_that(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    state = position("casino", "8S 4H", "5D 3C 8D 6H")
    show_position(qtbot, window, state)
    click(qtbot, window, C("5D"))
    click(qtbot, window, C("3C"))
    assert window.scene.cards[C("8D")].highlight == "target"  # could join: 8♦ + 5♦ + 3♣
    drag(qtbot, window, C("8S"), card_centre(window, C("3C")))
    qtbot.waitUntil(lambda: state.ply == 1)
    assert state.last_move[1] == (CAPTURE, C("8S"), 8, tuple(sorted((C("5D"), C("3C")))), ())


def test_a_card_let_go_off_the_table_beside_the_hand_is_not_played_and_says_where_the_table_is(qtbot, tmp_path):
    from PySide6.QtCore import QPointF
    window = make_window(qtbot, tmp_path)
    state = position("casino", "8S 4H", "8D 5C 3H QC")
    show_position(qtbot, window, state)
    g = window.scene.geometry
    hand = window.scene.cards[C("8S")].card_scene_rect().united(window.scene.cards[C("4H")].card_scene_rect())
    # Below the felt, two cards right of the hand: neither the table nor the hand.
    beside = QPointF(min(g.width - g.card_w / 2, hand.right() + 2.5 * g.card_w), hand.center().y())
    assert not g.felt.contains(beside)
    drag(qtbot, window, C("4H"), beside)
    qtbot.waitUntil(lambda: "off the table" in window.action_bar.prompt.text())
    assert state.ply == 0 and "4♥" in window.action_bar.prompt.text()
    # Let go back over the hand: nothing played, nothing said.
    window.action_bar.show_idle("")
    drag(qtbot, window, C("4H"), hand.center())
    assert state.ply == 0 and "off the table" not in window.action_bar.prompt.text()


def test_the_last_card_let_go_off_the_table_says_where_the_table_is_too(qtbot, tmp_path):
    """Stranger 12: the last card of a hand, let go just below the dashed
    frame, flew back with no word, where any other card is told "let go off
    the table".  Its own slot is the hand it goes back to in silence."""
    from PySide6.QtCore import QPointF
    window = make_window(qtbot, tmp_path)
    state = position("casino", "KD", "5C 3H QC")
    show_position(qtbot, window, state)
    g = window.scene.geometry
    home = window.scene.cards[C("KD")].card_scene_rect()
    beside = QPointF(min(g.width - g.card_w / 2, home.right() + 2.5 * g.card_w), home.center().y())
    assert not g.felt.contains(beside)
    drag(qtbot, window, C("KD"), beside)
    qtbot.waitUntil(lambda: "off the table" in window.action_bar.prompt.text())
    assert state.ply == 0 and "K♦" in window.action_bar.prompt.text()
    window.action_bar.show_idle("")
    drag(qtbot, window, C("KD"), home.center())
    assert state.ply == 0 and "off the table" not in window.action_bar.prompt.text()
