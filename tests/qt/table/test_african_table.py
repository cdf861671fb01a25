"""The African games at the table: face-up capture piles whose tops are drop
targets and drag sources, table builds and additions by drag, the End turn
button, and a whole round of each preset played by mouse only."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from casino_desktop.core import CAPTURE, TRAIL, legal_moves
from casino_desktop.core.moves import END, TABLE_ADD, TABLE_BUILD
from casino_desktop.core.piles import pile_tops
from tests.qt.table_helpers import card_centre, drag, empty_felt_point, make_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]

PRESETS = [("swazi-casino", 2, False), ("sotho-casino", 4, True), ("south-african-casino", 2, False)]


def table_card_id(state, face: int) -> int:
    """The card id of a table face: a loose card or a pile top (one deck: id == face)."""
    return next((c for c in state.loose if c % 52 == face), face)


def target_point(window, move):
    """Where a drop for ``move`` goes: its build, else its first table card
    (loose or a pile top)."""
    state = window.controller.state
    if move.builds:
        return next(s for s in window.scene.plan.builds if s.key == move.builds[0]).rect.center()
    return card_centre(window, table_card_id(state, move.loose[0]))


def wait_played(qtbot, window, ply) -> None:
    state = window.controller.state
    qtbot.waitUntil(lambda: window.chooser.isVisible() or state.ply > ply or state.phase != "play", timeout=5000)


def play_by_mouse(qtbot, window, move) -> None:
    """Play ``move`` with the mouse: the End turn button, a table card
    dragged onto its build or its partner card, a hand card dragged onto the
    table; the chooser's button for it when several moves fit."""
    state = window.controller.state
    ply = state.ply
    if move.kind == END:
        assert window.action_bar.end_button.isVisible()
        qtbot.mouseClick(window.action_bar.end_button, Qt.MouseButton.LeftButton)
    elif move.kind == TABLE_ADD:
        drag(qtbot, window, table_card_id(state, move.loose[0]), target_point(window, move))
    elif move.kind == TABLE_BUILD:
        drag(qtbot, window, table_card_id(state, move.loose[0]), card_centre(window, table_card_id(state, move.loose[1])))
    else:
        cid = next(c for c in state.hands[state.to_move] if c % 52 == move.card)
        where = empty_felt_point(window) if move.kind == TRAIL and not move.loose else target_point(window, move)
        drag(qtbot, window, cid, where)
    wait_played(qtbot, window, ply)
    if window.chooser.isVisible():
        qtbot.mouseClick(window.chooser.buttons()[window.chooser.moves().index(move)], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: state.ply > ply or state.phase != "play", timeout=5000)


def choose(state, done: set):
    """The human's choice: each kind of table action once when offered, a
    capture (one that takes a pile top first), else the first hand move,
    and the end of the turn once the hand card is played."""
    moves = legal_moves(state)
    tops = pile_tops(state, state.to_move)
    for kind in (TABLE_ADD, TABLE_BUILD):
        of_kind = [m for m in moves if m.kind == kind]
        if of_kind and kind not in done:
            return of_kind[0]
    captures = sorted((m for m in moves if m.kind == CAPTURE), key=lambda m: not any(f in tops for f in m.loose))
    if captures:
        return captures[0]
    hand = [m for m in moves if m.kind not in (TABLE_ADD, TABLE_BUILD, END)]
    return hand[0] if hand else next(m for m in moves if m.kind == END)


@pytest.mark.parametrize("variant,players,partners", PRESETS)
def test_a_round_of_each_african_preset_by_mouse(qtbot, tmp_path, variant, players, partners):
    window = make_window(qtbot, tmp_path, variant=variant, players=players, partnerships=partners,
                         level="beginner", seed=7, size=(1280, 800))
    window.start_game()
    state = window.controller.state
    done: set = set()
    offered: set = set()
    top_used = False
    while True:
        qtbot.waitUntil(lambda: window.input.enabled or window.round_dialog is not None, timeout=20000)
        if window.round_dialog is not None:
            break
        # The End turn button is there exactly when the engine offers the end.
        assert window.action_bar.end_button.isVisible() == any(m.kind == END for m in legal_moves(state))
        offered.update(m.kind for m in legal_moves(state))
        move = choose(state, done)
        top_used = top_used or bool(set(move.loose) & set(pile_tops(state, state.to_move)))
        play_by_mouse(qtbot, window, move)
        done.add(move.kind)
    assert window.round_dialog.isVisible()
    assert sum(len(p) for p in state.captured) + len(state.unclaimed) == 52 - (12 if state.rules.forty_cards else 0)
    # Every table action offered was played by drag once, and several-action
    # turns were ended by the button.
    assert offered & {TABLE_ADD, TABLE_BUILD, END} <= done
    assert (END in done) == (variant != "south-african-casino")
    print(variant, sorted(done), "top used:", top_used)
