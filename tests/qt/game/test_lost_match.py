"""A match whose saves are both destroyed can never be finished: the next
start closes its statistics row (not restored once the person has moved,
forgotten before) and says so, naming the saves folder.

The playtest of 6 December 2026 (finding 1): both copies cut in half, the
match stayed "playing" in the statistics for ever, counted nowhere."""
from __future__ import annotations

import pytest

from casino_desktop.core import legal_moves
from casino_desktop.qt.game.autosaver import autosave_path, previous_path
from casino_desktop.qt.dialogs.match_guard import COUNTED
from casino_desktop.qt.dialogs.statistics import COLUMNS, RECENT_COLUMNS, StatisticsDialog
from casino_desktop.qt.game.files import saves_folder

from ..table_helpers import make_window, resume, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _quit_a_match(qtbot, tmp_path, person_moves: bool) -> str:
    """A match played (or not) by the person, then quit; its id."""
    window = make_window(qtbot, tmp_path, seed=4)
    window.start_game()
    wait_for_human(qtbot, window)
    if person_moves:
        assert window.controller.play_human(legal_moves(window.controller.state)[0])
        wait_for_human(qtbot, window)
    match_id = window.controller.match_id
    assert window.matches.store.match_outcomes() == [(match_id, "playing")]
    window.close()
    return match_id


def _cut_both_saves_in_half() -> None:
    for path in (autosave_path(), previous_path()):
        data = path.read_bytes()
        path.write_bytes(data[:len(data) // 2])


def _read_the_box(window) -> None:
    """The player closes the box that says what could not come back: until
    then a computer's move waits (``window_resume._lost_box``)."""
    box = window.comeback.lost_box
    assert box is not None and box.isVisible()
    box.accept()


def _start_again(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, seed=2)
    resume(qtbot, window)
    _read_the_box(window)
    wait_for_human(qtbot, window)
    notes = [line for line in window.side.log.log_lines() if "could not be restored" in line]
    assert len(notes) == 1, window.side.log.log_lines()
    return window, notes[0]


def test_a_lost_match_the_person_played_counts_as_not_restored_and_is_said_to(qtbot, tmp_path):
    """Not as given up: the player gave nothing up, the save was damaged
    (the seventh stranger's play-test of 6 December, finding 7)."""
    lost = _quit_a_match(qtbot, tmp_path, person_moves=True)
    _cut_both_saves_in_half()
    window, note = _start_again(qtbot, tmp_path)
    new = window.controller.match_id
    assert window.matches.store.match_outcomes() == [(lost, "unrestored"), (new, "playing")]
    assert window.matches.store.summary()[0][1:] == (1, 0, 0, 0, 1)
    assert "your statistics count that match as not restored, not as given up" in note
    assert str(saves_folder()) in note  # where the damaged copy is kept, said in full
    assert len(list(saves_folder().glob("autosave.damaged-*.casino.json"))) == 2


def test_a_lost_match_the_person_never_moved_in_counts_as_nothing(qtbot, tmp_path):
    _quit_a_match(qtbot, tmp_path, person_moves=False)
    _cut_both_saves_in_half()
    window, note = _start_again(qtbot, tmp_path)
    assert window.matches.store.match_outcomes() == [(window.controller.match_id, "playing")]
    assert window.matches.store.summary() == []
    assert "statistics" not in note and str(saves_folder()) in note


def test_a_match_that_comes_back_stays_open_and_an_older_lost_one_is_closed(qtbot, tmp_path):
    """Rows are tied by match id: the match that came back keeps playing; a
    row still "playing" from a match lost before (the playtest's) is closed."""
    stale = "5" * 32
    lost = _quit_a_match(qtbot, tmp_path, person_moves=True)
    window = make_window(qtbot, tmp_path, seed=2)
    window.matches.store.start_match(stale, "casino")  # an older version's lost match, still "playing"
    resume(qtbot, window)
    assert window.controller.match_id == lost
    assert dict(window.matches.store.match_outcomes()) == {stale: "unrestored", lost: "playing"}
    assert not any("could not be restored" in line for line in window.side.log.log_lines())


def test_a_match_left_after_quitting_comes_back_uncounted(qtbot, tmp_path):
    """Quitting is not abandoning (the README): the match comes back, counted nowhere yet."""
    match_id = _quit_a_match(qtbot, tmp_path, person_moves=True)
    window = make_window(qtbot, tmp_path, seed=2)
    resume(qtbot, window)
    assert window.controller.match_id == match_id
    assert window.matches.store.match_outcomes() == [(match_id, "playing")]
    assert window.matches.store.summary() == []


def test_the_play_log_and_the_statistics_name_the_lost_match_with_one_word(qtbot, tmp_path):
    """The re-test of 6 December: the log said "abandoned" and the last
    matches' list "Given up" for the same match.  One word everywhere: the
    box's, the last matches' and the column's "not restored"; "given up" is
    what New Game's question says of a match the player leaves."""
    _quit_a_match(qtbot, tmp_path, person_moves=True)
    _cut_both_saves_in_half()
    window, note = _start_again(qtbot, tmp_path)
    dialog = StatisticsDialog(window.matches.store, window)
    qtbot.addWidget(dialog)
    result = dialog.recent.item(0, [str(c) for c in RECENT_COLUMNS].index("Result")).text()
    assert result == "Not restored"
    assert result.lower() in note and "abandon" not in note.lower()
    columns = [str(c) for c in COLUMNS]
    assert result in columns and not dialog.table.isColumnHidden(columns.index(result))
    assert "could not be restored because its save was damaged" in dialog.summary.text()
    assert "given up" in COUNTED and "abandon" not in COUNTED.lower()


def test_a_game_back_from_cut_saves_without_its_match_id_stays_the_same_match(qtbot, tmp_path):
    """Both copies cut inside their moves: the game comes back from the
    moves still readable (``core/salvage``), but the match id, written after
    the moves, is gone from both.  It went on as a new match and the one it
    is counted as given up: one game, two rows, a loss the player never
    made (session 34's note).  The one match of its kind still playing in
    the statistics is the one that came back: it keeps that id.  (A level
    players can choose: a save keeps no other, and the kind names it.)"""
    window = make_window(qtbot, tmp_path, seed=4, level="beginner")
    window.start_game()
    for _ in range(2):
        wait_for_human(qtbot, window)
        assert window.controller.play_human(legal_moves(window.controller.state)[0])
    wait_for_human(qtbot, window)
    match_id, moves = window.controller.match_id, list(window.controller.moves)
    window.close()
    for path in (autosave_path(), previous_path()):
        data = path.read_bytes()
        path.write_bytes(data[:data.index(moves[-1].encode()) + 1])  # inside the last move's text
        assert match_id.encode() not in path.read_bytes()

    again = make_window(qtbot, tmp_path, seed=2, level="beginner")
    resume(qtbot, again)
    _read_the_box(again)
    wait_for_human(qtbot, again)
    assert any("as far as they could be read" in line for line in again.side.log.log_lines())
    assert again.controller.moves[:len(moves) - 1] == moves[:-1]  # then the computer's move again
    assert again.controller.match_id == match_id
    assert again.matches.store.match_outcomes() == [(match_id, "playing")]
    assert again.matches.store.summary() == []
