"""A whole round of Casino played as the human, only by dragging cards on
the viewport, against a computer player, up to the score breakdown."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from casino_desktop.core import CAPTURE, TRAIL, legal_moves
from .table_helpers import card_centre, drag, empty_felt_point, make_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _target_point(window, move):
    """Where to drop for ``move``: its first table card, or its build."""
    state = window.controller.state
    if move.loose:
        cid = next(c for c in state.loose if c % 52 == move.loose[0])
        return card_centre(window, cid)
    spot = next(s for s in window.scene.plan.builds if s.key == move.builds[0])
    return spot.rect.center()


def _drag_move(qtbot, window, move) -> None:
    state = window.controller.state
    ply = state.ply
    cid = next(c for c in state.hands[state.to_move] if c % 52 == move.card)
    target = empty_felt_point(window) if move.kind == TRAIL else _target_point(window, move)
    drag(qtbot, window, cid, target)
    qtbot.waitUntil(lambda: window.chooser.isVisible() or state.ply > ply or state.phase != "play", timeout=5000)
    if window.chooser.isVisible():
        index = window.chooser.moves().index(move)
        qtbot.mouseClick(window.chooser.buttons()[index], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: state.ply > ply or state.phase != "play", timeout=5000)


def test_a_whole_round_by_drag_and_drop(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, variant="casino", level="beginner", seed=11)
    window.start_game()
    state = window.controller.state
    human_moves = 0
    while True:
        qtbot.waitUntil(lambda: window.input.enabled or window.round_dialog is not None, timeout=15000)
        if window.round_dialog is not None:
            break
        moves = legal_moves(state)
        captures = [m for m in moves if m.kind == CAPTURE]
        trails = [m for m in moves if m.kind == TRAIL]
        # Take when possible (the biggest), else trail, else whatever remains (a build).
        move = max(captures, key=lambda m: len(m.table_faces())) if captures else (trails or moves)[0]
        _drag_move(qtbot, window, move)
        human_moves += 1
    assert human_moves == 24  # six deals of four cards
    dialog = window.round_dialog
    assert dialog.isVisible()
    result = state.round_results[-1]
    assert dialog.breakdown.rowCount() == len(result["items"]) + 1
    total_row = dialog.breakdown.rowCount() - 1
    assert [dialog.breakdown.item(total_row, s).text() for s in range(2)] == [str(t) for t in result["totals"]]
    assert sum(len(p) for p in state.captured) + len(state.unclaimed) == 52
    assert window.side.log_lines()[0].startswith("Round 1")
