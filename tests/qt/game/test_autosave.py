"""Quitting mid-game keeps the game; the next start picks it up."""
from __future__ import annotations

import pytest

from casino_desktop.qt.game.autosave_reading import is_lost_game_note, is_newer_game_note, lost_game_note
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
    autosave_path().write_text('{"format": "casino-desktop-record", "version": 0}', encoding="utf-8")
    window = make_window(qtbot, tmp_path, seed=2)
    resume(qtbot, window)
    assert window.controller.state is not None and window.controller.state.ply == 0
    assert any("could not be restored" in line for line in window.side.log.log_lines()), window.side.log.log_lines()
    # The damaged file has left the autosave's name (the new game may already be saved under it).
    assert not autosave_path().exists() or b'"version": 0' not in autosave_path().read_bytes()
    # Said in a box over the new deal too, not only in the log: a player who
    # looked at the table first never read it (the fifth stranger, cosmetic 7).
    box = window.comeback.lost_box
    assert box is not None and box.isVisible() and not box.isModal()
    assert "could not be restored" in box.text() and str(autosave_path().parent) in box.text()
    assert [b.text() for b in box.buttons()] and any(b.text() == "Show the &Folder" for b in box.buttons())
    assert window.input.enabled or window.controller.state.to_move != 0  # the new game goes on under it


def test_an_autosave_of_a_newer_version_is_not_called_damaged_and_is_kept_as_it_was(qtbot, tmp_path):
    """A save written by a newer version of Casino (a player who went back
    to this one) was called damaged and set aside as damaged (the fifth
    stranger's play-test of 6 December).  It says what happened, and the
    file is kept whole under a name of its own for the version that wrote it."""
    text = '{"format": "casino-desktop-record", "version": 99, "variant": "casino", "moves": []}'
    autosave_path().write_text(text, encoding="utf-8")
    window = make_window(qtbot, tmp_path, seed=2)
    resume(qtbot, window)
    assert window.controller.state is not None and window.controller.state.ply == 0
    lines = window.side.log.log_lines()
    assert any("saved by a newer version of Casino" in line for line in lines), lines
    assert not any("damaged" in line for line in lines), lines
    folder = autosave_path().parent
    kept = sorted(folder.glob("autosave.newer-*.casino.json"))
    assert [p.read_text(encoding="utf-8") for p in kept] == [text]
    assert not list(folder.glob("autosave.damaged-*"))


def test_the_newer_versions_sentence_has_its_counted_form():
    """When the match counted as not restored (``window_resume``), the newer
    version's sentence says so, as the damaged save's does."""
    note = lost_game_note("/saves", counted=False, newer=True)
    assert is_lost_game_note(note) and is_newer_game_note(note)
    counted = lost_game_note(note.fields["folder"], counted=True, newer=is_newer_game_note(note))
    assert "newer version" in counted and "statistics count that match as not restored" in counted and "/saves" in counted
    assert not is_newer_game_note(lost_game_note("/saves", counted=True))


def test_the_computer_waits_for_the_damaged_saves_box_to_close_before_it_moves(qtbot, tmp_path):
    # Behind the box the computer had already played its first move, unseen (stranger 7, finding 3).
    autosave_path().write_text('{"format": "casino-desktop-record", "version": 0}', encoding="utf-8")
    window = make_window(qtbot, tmp_path, seed=2)
    resume(qtbot, window)
    state = window.controller.state
    box = window.comeback.lost_box
    assert box is not None and box.isVisible()
    assert state.to_move == 1, "deal 2 is North's to open"
    qtbot.wait(400)  # the beginner answers at once; instant speed plays it at once
    assert state.ply == 0, "the computer moved under the box"
    box.accept()
    qtbot.waitUntil(lambda: state.ply == 1, timeout=5000)
