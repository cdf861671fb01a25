"""Which target a drop uses, and what the table shows while a card is dragged."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from casino_desktop.core import TRAIL, parse_card
from ..table_helpers import card_centre, make_window, position, show_position, view_point

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


def _press_and_move(qtbot, window, card_id, scene_target: QPointF):
    """Lift a card and hold it over ``scene_target`` (no release yet)."""
    vp = window.view.viewport()
    start = view_point(window, card_centre(window, card_id))
    end = view_point(window, scene_target)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 5):
        qtbot.mouseMove(vp, start + (end - start) * (k / 4))
    return vp, end


def _below_the_row(window, card_id, gap=30.0) -> QPointF:
    """A point on the felt ``gap`` px below a table card: a card held there
    still overlaps the table card's lower part."""
    rect = window.scene.cards[card_id].card_scene_rect()
    return QPointF(rect.center().x(), rect.bottom() + gap)


def _lit(window) -> list:
    """Everything marked as the drop's target: cards drawn as "hint", and the felt when gold."""
    marked = [cid for cid, item in window.scene.cards.items() if item.highlight == "hint"]
    if window.scene.felt_frame.isVisible() and window.scene.felt_hovered():
        marked.append("felt")
    return marked


def test_trail_dropped_just_below_the_table_row_is_not_refused(qtbot, tmp_path):
    # K♦ takes nothing here (no king on the table, court cards have no
    # number): trailing is its only move. A drop 30 px below the row of
    # table cards overlaps one of them; that card is no target, the felt is.
    window = make_window(qtbot, tmp_path)
    state = position("casino", "KD", "5C 9H 3S", other="9C 9D 9S 4H")
    show_position(qtbot, window, state)
    target = _below_the_row(window, C("9H"))
    held = window.scene.cards[C("KD")]
    vp, end = _press_and_move(qtbot, window, C("KD"), target)
    assert held.card_scene_rect().intersects(window.scene.cards[C("9H")].card_scene_rect())
    assert _lit(window) == ["felt"]
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    qtbot.waitUntil(lambda: state.ply >= 1)
    assert state.last_move == (0, (TRAIL, C("KD"), 0, (), ()))


def test_exactly_one_target_is_lit_the_one_the_drop_uses(qtbot, tmp_path):
    # 8♠ may take 8♦, or 5♣ + 3♥, or trail. Held between 8♦ and 5♣ and
    # over the queen (in none of its moves), only one of them is lit.
    window = make_window(qtbot, tmp_path)
    state = position("casino", "8S 4H", "8D 5C QC 3H")
    show_position(qtbot, window, state)
    a, b = card_centre(window, C("8D")), card_centre(window, C("5C"))
    between = QPointF(a.x() * 0.4 + b.x() * 0.6, a.y() + 20)
    vp, end = _press_and_move(qtbot, window, C("8S"), between)
    assert _lit(window) == [C("5C")]   # the larger overlap among the legal targets
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    # The drop used 5♣: every move offered takes it.
    qtbot.waitUntil(window.chooser.isVisible)
    assert all(C("5C") in m.loose for m in window.chooser.moves())
    assert window.scene.cards[C("8S")].opacity() < 0.8  # still see-through while the chooser asks


def test_drop_right_on_a_card_no_move_uses_is_refused_not_trailed(qtbot, tmp_path):
    # Dropped squarely on the queen, the player meant the queen: they hear
    # why not, rather than seeing the card trailed.
    window = make_window(qtbot, tmp_path)
    state = position("casino", "5S 7H", "QC 9C")
    show_position(qtbot, window, state)
    vp, end = _press_and_move(qtbot, window, C("5S"), card_centre(window, C("QC")))
    assert _lit(window) == []
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    qtbot.waitUntil(lambda: bool(window.action_bar.prompt.text()))
    assert state.ply == 0 and C("5S") in state.hands[0]


def test_dragged_card_turns_translucent_over_its_target(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    state = position("casino", "8S 4H", "8D 5C")
    show_position(qtbot, window, state)
    held = window.scene.cards[C("8S")]
    vp, end = _press_and_move(qtbot, window, C("8S"), card_centre(window, C("8D")))
    assert held.opacity() < 0.8
    # Away from every card: opaque again.
    qtbot.mouseMove(vp, view_point(window, window.scene.geometry.felt.bottomLeft() + QPointF(60, -60)))
    assert held.opacity() == 1.0
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def test_chooser_option_hover_shows_the_cards_it_takes(qtbot, tmp_path):
    # 3♠ on A♣ (table A♣ 2♦ 3♦, hand 3♠ 3♥ 6♣): "Take 3♦" and "Take A♣ + 2♦"
    # and builds: hovering an option lights exactly the cards it uses.
    window = make_window(qtbot, tmp_path)
    state = position("casino", "3S 3H 6C", "AC 2D 3D")
    show_position(qtbot, window, state)
    vp, end = _press_and_move(qtbot, window, C("3S"), card_centre(window, C("AC")))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    qtbot.waitUntil(window.chooser.isVisible)
    table = (C("AC"), C("2D"), C("3D"))
    for button, move in zip(window.chooser.buttons(), window.chooser.moves()):
        qtbot.mouseMove(button)
        lit = {c for c in table if window.scene.cards[c].highlight == "hint"}
        assert lit == {c for c in table if c in move.loose}, button.text()
    qtbot.keyClick(window.chooser, Qt.Key.Key_Escape)
    assert not any(window.scene.cards[c].highlight == "hint" for c in table)


def test_build_cards_keep_their_order_while_they_fly(qtbot, tmp_path):
    # 2♥ on 5♣ builds 7: 5♣ below, 2♥ on top. Both cards fly to the build's
    # place; at the same flying depth the scene drew the lower card id
    # (2♥) under 5♣, so the build flipped until the cards settled.
    window = make_window(qtbot, tmp_path)
    window.set_speed_quietly("slow")
    state = position("casino", "2H 7S", "5C 9D")
    show_position(qtbot, window, state)
    vp, end = _press_and_move(qtbot, window, C("2H"), card_centre(window, C("5C")))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)  # the one move: build 7
    assert state.ply == 1 and state.builds[0].cards == (C("5C"), C("2H"))
    base, top = window.scene.cards[C("5C")], window.scene.cards[C("2H")]
    flying = 0
    while window.scene.animator.busy or base.is_animating() or top.is_animating():
        if base.is_animating() or top.is_animating():
            flying += 1
            assert base.zValue() < top.zValue()
        qtbot.wait(5)
    assert flying  # the check above ran while the cards moved
    assert base.zValue() < top.zValue()
