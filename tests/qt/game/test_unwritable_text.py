"""A lone surrogate in a save or a setting must not stop the saving.

JSON may spell half of a UTF-16 pair on its own ("\\ud800"); such a name once
loaded and then made every autosave, Game › Save and the write at quitting
raise ``UnicodeEncodeError``, so every move after resuming was lost.
"""
from __future__ import annotations


import pytest
from PySide6.QtCore import QSettings

from casino_desktop.core import legal_moves, new_game
from casino_desktop.core.variants import make_rules
from casino_desktop.qt.game.autosaver import autosave_path
from casino_desktop.qt.game.files import load_game_file, record_of
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup, load_setup

from ..table_helpers import open_window, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]

LONE = ["\\ud800", "\\udfff", "\\udc00\\ud800", "x\\udbff"]


def _save_text_with_name(escaped_name: str) -> str:
    setup = GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN, name="PLACEHOLDER"), SeatSetup(COMPUTER, "random")], 3)
    state = new_game(make_rules("casino", {}), 2, False, 3)
    text = record_of(setup, state.seed, [], "ab12").to_json()
    return text.replace('"PLACEHOLDER"', f'"{escaped_name}"')


@pytest.mark.parametrize("escaped", LONE)
def test_a_save_with_a_lone_surrogate_in_a_name_loads_as_writable_text(tmp_path, escaped):
    path = tmp_path / "g.casino.json"
    path.write_text(_save_text_with_name(escaped), encoding="utf-8")
    setup, record, _state = load_game_file(path)
    record.to_json().encode("utf-8")  # raised UnicodeEncodeError
    assert "\ufffd" in setup.seats[0].name


def test_a_resumed_game_with_a_lone_surrogate_name_is_autosaved_after_every_move(qtbot, tmp_path):
    autosave_path().write_text(_save_text_with_name("\\ud800"), encoding="utf-8")
    setup = GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random")], 1)
    window = open_window(qtbot, tmp_path, setup)
    window.resume_or_start()
    wait_for_human(qtbot, window)
    c = window.controller
    # The save's deal is back (a new game would deal the setup's 1), its name
    # made writable; a save without a move comes back unsaid (stranger 21), so
    # the play log's "unfinished game is back" is not the sign of it.
    assert c.state.seed == 3 and "\ufffd" in window.setup.seats[0].name
    assert c.play_human(legal_moves(c.state)[0])
    qtbot.waitUntil(lambda: len(c.moves) >= 1)
    assert window.autosaver.flush()
    wait_for_human(qtbot, window)
    assert window.autosaver.flush()
    _setup, saved, _ = load_game_file(autosave_path())
    assert saved.moves == c.moves  # the moves after resuming were kept
    window.close()  # the write at quitting raised out of closeEvent


def test_a_setting_with_a_lone_surrogate_name_gives_a_writable_setup(tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("game/seats", '[["human", "random", "Ann\\ud800"], ["computer", "random", ""]]')
    setup = load_setup(settings)
    assert setup.seats[0].name == "Ann\ufffd"
    state = new_game(make_rules("casino", {}), 2, False, 1)
    record_of(setup, state.seed, [], "cd34").to_json().encode("utf-8")


def test_quitting_survives_a_last_write_that_fails(qtbot, tmp_path, monkeypatch):
    setup = GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random")], 1)
    window = open_window(qtbot, tmp_path, setup)
    window.start_game()
    wait_for_human(qtbot, window)

    def fail():
        raise UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed")
    monkeypatch.setattr(window.autosaver, "save_and_stop", fail)
    stopped = []
    monkeypatch.setattr(window.controller, "shutdown", lambda: stopped.append(True))
    window.close()
    assert stopped  # the computer's thread is still stopped
