"""A whole round of Casino played as the human, only by dragging cards on
the viewport, against a computer player, up to the score breakdown."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt

from casino_desktop.core import ADD, BUILD, CAPTURE, RAISE, TRAIL, legal_moves
from casino_desktop.qt.game.setup import HUMAN, GameSetup, SeatSetup
from casino_desktop.core.pointing import drop_targets
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
    assert window.side.log.log_lines()[0].startswith("Round 1")


def _choose(moves, done):
    """A player's choices: a raise and an add when first possible, else the
    biggest take, else a build once, else a trail."""
    by = lambda kind: [m for m in moves if m.kind == kind]  # noqa: E731  (a one-line helper local to the test)
    for kind in (RAISE, ADD):
        if by(kind) and kind not in done:
            return by(kind)[0]
    if by(CAPTURE):
        return max(by(CAPTURE), key=lambda m: len(m.table_faces()))
    if by(BUILD) and BUILD not in done:
        return by(BUILD)[0]
    return ([m for m in by(TRAIL) if not m.loose] or moves)[0]


def _held_rect(window, card_id, centre: QPointF) -> QRectF:
    rect = window.scene.cards[card_id].card_scene_rect()
    rect.moveCenter(centre)
    return rect


def _next_to_the_table(window, card_id):
    """A point just below (or above) a table card that no move of the held
    card uses, where the held card overlaps that table card but no target
    of its own: where a player lets go to trail beside the row."""
    state = window.controller.state
    faces, keys, _ = drop_targets(state, card_id % 52)
    lit = [it.card_scene_rect() for it in window.scene.loose_items() if it.card_id % 52 in faces]
    lit += [s.rect for s in window.scene.plan.builds if s.key in keys]
    felt = window.scene.geometry.felt
    for item in window.scene.loose_items():
        if item.card_id % 52 in faces:
            continue
        r = item.card_scene_rect()
        for centre in (QPointF(r.center().x(), r.bottom() + 30), QPointF(r.center().x(), r.top() - 30)):
            held = _held_rect(window, card_id, centre)
            if felt.contains(centre) and held.intersects(r) and not any(held.intersects(x) for x in lit):
                return centre
    return None


def _refusable(window, hand):
    """(hand card, table card) such that no legal move of the one uses the other."""
    for cid in hand:
        faces, _, _ = drop_targets(window.controller.state, cid % 52)
        for item in window.scene.loose_items():
            if item.card_id % 52 not in faces:
                return cid, item.card_id
    return None


def test_a_whole_round_by_drag_only_never_refuses_a_meant_trail(qtbot, tmp_path):
    # Two people at one screen (open hands, so no computer's choices vary
    # the game): every move is a drag on the viewport. Seed 119 offers a
    # raise and an add to these choices.
    setup = GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(HUMAN)], 119, False)
    window = make_window(qtbot, tmp_path, size=(1024, 768))
    window.setup = setup
    window.start_game()
    state = window.controller.state
    refusals = []
    window.input.refused.connect(refusals.append)
    done, near_trails, refused_on_purpose = set(), 0, False
    while True:
        qtbot.waitUntil(lambda: window.input.enabled or window.round_dialog is not None, timeout=15000)
        if window.round_dialog is not None:
            break
        hand = state.hands[state.to_move]
        if not refused_on_purpose and _refusable(window, hand):
            cid, table_card = _refusable(window, hand)
            ply = state.ply
            drag(qtbot, window, cid, card_centre(window, table_card))
            qtbot.waitUntil(lambda: len(refusals) == 1)
            assert state.ply == ply and not window.chooser.isVisible()
            assert window.action_bar.prompt.text() == refusals[0]
            refused_on_purpose = True
            qtbot.waitUntil(lambda: window.input.enabled and not window.scene.animator.busy)
        move = _choose(legal_moves(state), done)
        done.add(move.kind)
        cid = next(c for c in hand if c % 52 == move.card)
        ply, before = state.ply, len(refusals)
        if move.kind == TRAIL and not move.loose:
            near = _next_to_the_table(window, cid)
            near_trails += near is not None
            drag(qtbot, window, cid, near or empty_felt_point(window))
        else:
            drag(qtbot, window, cid, _target_point(window, move))
        qtbot.waitUntil(lambda: window.chooser.isVisible() or state.ply > ply or len(refusals) > before,
                        timeout=5000)
        assert len(refusals) == before, f"{move.text()} was refused: {refusals[-1]}"
        if window.chooser.isVisible():
            assert move in window.chooser.moves(), move.text()
            qtbot.mouseClick(window.chooser.buttons()[window.chooser.moves().index(move)],
                             Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: state.ply > ply, timeout=5000)
        assert state.last_move[1] == move
    assert {RAISE, ADD, BUILD, CAPTURE, TRAIL} <= done
    assert near_trails >= 1 and refused_on_purpose
    assert len(refusals) == 1  # only the one meant to be refused
    assert window.round_dialog.isVisible()
