"""Saving a game as a core record and opening it again through the window."""
from __future__ import annotations

import pytest

from casino_desktop.core.record import load_record
from casino_desktop.qt.game.files import read_game, record_of

from ..table_helpers import drag, empty_felt_point, make_window, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_save_and_open_replays_to_the_same_table(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, seed=4)
    window.start_game()
    state = window.controller.state
    for _ in range(2):  # two turns of the human, two of the computer
        wait_for_human(qtbot, window)
        hand_card = state.hands[0][0]
        ply = state.ply
        drag(qtbot, window, hand_card, empty_felt_point(window))
        if window.chooser.isVisible():
            window.chooser.pick_index(len(window.chooser.moves()) - 1)
        qtbot.waitUntil(lambda: state.ply > ply)
    wait_for_human(qtbot, window)
    path = tmp_path / "game.casino.json"
    path.write_text(record_of(window.setup, state.seed, window.controller.moves).to_json(), encoding="utf-8")
    _, replayed = load_record(path.read_text(encoding="utf-8"))
    assert replayed == state and len(window.controller.moves) == state.ply

    other = make_window(qtbot, tmp_path)
    setup, record, loaded = read_game(None, str(path))
    other.load_game(setup, record, loaded)
    wait_for_human(qtbot, other)
    assert other.controller.state == state
    assert sorted(c.card_id for c in other.scene.hand_items(0)) == sorted(state.hands[0])


def test_a_damaged_file_is_refused(tmp_path):
    path = tmp_path / "bad.casino.json"
    path.write_text('{"format": "casino-desktop-record", "version": 99}', encoding="utf-8")
    assert read_game(None, str(path)) is None
