"""The autosave is written as the game goes (not only at quitting), resume
restores what the player saw, and saves are private."""
from __future__ import annotations

import os
import stat

import pytest

from casino_desktop.qt.game import files as game_files
from casino_desktop.qt.game.autosaver import autosave_path, previous_path
from casino_desktop.qt.game.files import load_game_file, saves_folder, setup_of
from casino_desktop.tools.stand_in import StandIn

from ..table_helpers import make_window, resume

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def _computer_window(qtbot, tmp_path, seed=5):
    """A window whose person is played by a computer, saving on (not watch)."""
    window = make_window(qtbot, tmp_path, seed=seed)
    StandIn(window)
    return window


def _saved_moves() -> tuple[str, int]:
    _setup, record, _state = load_game_file(autosave_path())
    return record.match_id, len(record.moves)


def test_autosave_is_written_when_a_match_starts_not_only_at_quit(qtbot, tmp_path):
    """A kill right after New Game must resume the new match, not the old one."""
    window = make_window(qtbot, tmp_path, seed=5)
    window.start_game()
    first = window.controller.match_id
    qtbot.waitUntil(lambda: autosave_path().exists())
    window.autosaver.flush()
    assert _saved_moves() == (first, 0)
    window.start_game(seed=6)
    qtbot.waitUntil(lambda: window.autosaver.flush() and _saved_moves()[0] == window.controller.match_id)
    assert window.controller.match_id != first


def test_autosave_follows_every_move_without_quitting(qtbot, tmp_path):
    window = _computer_window(qtbot, tmp_path)
    window.start_game()
    c = window.controller
    qtbot.waitUntil(lambda: len(c.moves) >= 6, timeout=20000)
    c.stop_thinking()  # hold the table still to compare
    qtbot.waitUntil(lambda: window.autosaver.flush() and _saved_moves() == (c.match_id, len(c.moves)))
    assert _saved_moves()[1] >= 6
    assert load_game_file(previous_path())[1].match_id == c.match_id  # the copy before is kept


@pytest.mark.slow
@pytest.mark.ci_slice  # a whole match: CI runs it in a rotating slice
def test_autosave_is_removed_at_match_over_and_the_next_match_saved(qtbot, tmp_path):
    window = _computer_window(qtbot, tmp_path)
    at_match_over: list[bool] = []

    def match_over(_state) -> None:  # before the dialog's New Game is pressed
        window.autosaver.flush()
        at_match_over.append(autosave_path().exists() or previous_path().exists())
    window.controller.match_over.connect(match_over)
    window.start_game()
    first = window.controller.match_id
    qtbot.waitUntil(lambda: window.controller.match_id != first, timeout=120000)  # a whole match, then New Game
    assert at_match_over == [False]
    window.close()
    assert _saved_moves()[0] == window.controller.match_id


def test_resume_restores_the_round_log_and_the_deal_number(qtbot, tmp_path):
    window = _computer_window(qtbot, tmp_path, seed=12345)
    window.start_game()
    c = window.controller
    qtbot.waitUntil(lambda: len(c.moves) >= 9, timeout=20000)
    c.stop_thinking()
    shown = window.side.log.log_lines()
    moves, state = list(c.moves), c.state.clone()
    window.close()

    again = make_window(qtbot, tmp_path, seed=99)
    resume(qtbot, again)
    assert again.controller.state == state and again.controller.moves == moves
    log = again.side.log.log_lines()
    assert "unfinished game is back" in log[-1]  # where the game goes on
    heading = next(i for i, line in enumerate(shown) if line.startswith(f"Round {state.round_index + 1} "))
    assert log[:-1] == shown[heading:], (log, shown)  # the same heading and the same move lines
    assert "Deal 12345" in again.side.title.text()


def test_new_game_after_resume_deals_a_new_deal(qtbot, tmp_path):
    window = _computer_window(qtbot, tmp_path, seed=777)
    window.start_game()
    qtbot.waitUntil(lambda: len(window.controller.moves) >= 2, timeout=20000)
    window.close()

    again = make_window(qtbot, tmp_path, seed=None)
    resume(qtbot, again)
    assert again.controller.state.seed == 777
    assert again.setup.seed is None
    again.start_game()  # what the round dialog's New Game and Game › New do
    fresh = again.controller.state.seed
    assert fresh != 777
    again.start_game()
    assert again.controller.state.seed not in (777, fresh)
    dealt = again.controller.state.seed
    again.restart()  # Restart still deals the same cards again
    assert again.controller.state.seed == dealt


def test_a_loaded_record_does_not_pin_its_seed_on_the_setup():
    from casino_desktop.core.record import GameRecord
    assert setup_of(GameRecord("casino", seed=42)).seed is None


def test_save_name_gets_the_casino_json_suffix(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path, seed=3)
    window.start_game()
    target = tmp_path / "my game"
    monkeypatch.setattr(game_files.QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.save_game()
    saved = tmp_path / "my game.casino.json"
    assert saved.exists() and not target.exists()
    assert load_game_file(saved)[1].match_id == window.controller.match_id
    assert _mode(saved) == 0o600
    # The name the player typed, without the folders (no file path on screen),
    # quoted: "Saved as game." (Swedish "Sparat som parti.") read as a sentence.
    assert window.statusBar().currentMessage() == "Saved as \u201cmy game\u201d."
    monkeypatch.setattr(game_files.QFileDialog, "getSaveFileName", lambda *a, **k: (str(saved), ""))
    window.save_game()  # a name that has it is kept as it is
    assert sorted(p.name for p in tmp_path.glob("my game*")) == ["my game.casino.json"]


def test_saves_are_0600_in_a_0700_folder(qtbot, tmp_path):
    folder = saves_folder()
    os.chmod(folder, 0o755)
    os.chmod(folder.parent, 0o755)  # as older versions left them
    window = make_window(qtbot, tmp_path, seed=3)
    window.start_game()
    window.close()
    assert _mode(autosave_path()) == 0o600
    assert _mode(saves_folder()) == 0o700 and _mode(saves_folder().parent) == 0o700


def test_a_move_still_queued_when_the_window_closes_starts_no_write(qtbot, tmp_path):
    """After quitting nothing more is written: a writer started then would be
    killed mid-write by the exit and leave a temporary file behind."""
    window = make_window(qtbot, tmp_path, seed=8)
    window.start_game()
    assert window.autosaver.flush()
    window.autosaver.save_and_stop()
    window.autosaver._changed()  # what a move delivered after the close would do
    window.autosaver.save_soon_now()
    assert window.autosaver._writer is None and not window.autosaver._timer.isActive()
