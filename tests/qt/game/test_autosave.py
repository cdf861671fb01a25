"""Quitting mid-game keeps the game; the next start picks it up."""
from __future__ import annotations

import pytest

from casino_desktop.qt.game.autosaver import autosave_path

from ..table_helpers import drag, empty_felt_point, make_window, resume, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_quit_mid_game_then_resume(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, seed=6)
    window.start_game()
    state = window.controller.state
    wait_for_human(qtbot, window)
    ply = state.ply
    drag(qtbot, window, state.hands[0][0], empty_felt_point(window))
    if window.chooser.isVisible():
        window.chooser.pick_index(len(window.chooser.moves()) - 1)
    qtbot.waitUntil(lambda: state.ply > ply)
    wait_for_human(qtbot, window)
    window.close()
    assert autosave_path().exists()

    again = make_window(qtbot, tmp_path, seed=99)
    resume(qtbot, again)
    wait_for_human(qtbot, again)
    assert again.controller.state == state
    assert any("unfinished game is back" in line for line in again.side.log.log_lines())


def test_a_damaged_autosave_starts_a_new_game_and_says_why(qtbot, tmp_path):
    autosave_path().write_text('{"format": "casino-desktop-record", "version": 7}', encoding="utf-8")
    window = make_window(qtbot, tmp_path, seed=2)
    resume(qtbot, window)
    assert window.controller.state is not None and window.controller.state.ply == 0
    assert any("could not be restored" in line for line in window.side.log.log_lines()), window.side.log.log_lines()
    # The damaged file has left the autosave's name (the new game may already be saved under it).
    assert not autosave_path().exists() or b'"version": 7' not in autosave_path().read_bytes()
