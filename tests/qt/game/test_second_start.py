"""A later start: the open window comes forward, a game asked for is dealt
only if the player agrees, and every start that keeps files clears the
old temporary files of killed writes."""
from __future__ import annotations

import os

import pytest

from casino_desktop.qt.game.second_start import BROUGHT_FORWARD, GAME_KEPT, later_start
from casino_desktop.qt.game.single_instance import Claim, InstanceLock
from casino_desktop.qt.translate import say

from ..table_helpers import make_window
from .test_single_instance import tell_from_another_process

pytestmark = [pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                         "This plugin does not support raise")]


def test_the_open_window_comes_forward_and_says_why(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, seed=3)
    window.start_game()
    later_start(window, [], lambda _argv: None)
    assert window.statusBar().currentMessage() == BROUGHT_FORWARD


def test_a_game_asked_for_by_a_later_start_is_dealt_only_if_the_player_agrees(qtbot, tmp_path, monkeypatch):
    from casino_desktop.qt.dialogs import match_guard
    window = make_window(qtbot, tmp_path, seed=3)
    window.start_game()
    from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
    asked_setup = GameSetup("kasino", {}, 3, False, [SeatSetup(HUMAN), SeatSetup(COMPUTER), SeatSetup(COMPUTER)])
    monkeypatch.setattr(window.matches, "in_progress", lambda: True)
    answers = [False, True]
    questions = []

    def answer(_parent, _title, question, *_rest):
        questions.append(say(question))
        return answers.pop(0)

    monkeypatch.setattr(match_guard, "ask", answer)
    later_start(window, ["--variant", "kasino"], lambda _argv: (asked_setup, None))
    assert window.setup.variant_id != "kasino" and window.statusBar().currentMessage() == GAME_KEPT
    later_start(window, ["--variant", "kasino"], lambda _argv: (asked_setup, None))
    assert window.setup.variant_id == "kasino" and window.controller.state.players == 3
    # The question names what would be dealt (it asked only "Start a new game…?": the fifth stranger, finding 5).
    assert questions == ["Start Kasino for 3 players and give up the match in progress?"] * 2


def test_the_question_names_the_game_the_table_and_the_deal_asked_for():
    from casino_desktop.qt.game.setup import GameSetup
    from casino_desktop.qt.game.second_start import asked_question
    assert say(asked_question(GameSetup("dominican-casino", {}, 3, False, [], 9))) == \
        "Start Royal Casino (Dominican) for 3 players, deal 9, and give up the match in progress?"
    assert say(asked_question(GameSetup("casino", {}, 4, True, [], None))) == \
        "Start Casino for four players in two partnerships and give up the match in progress?"
    assert say(asked_question(GameSetup("casino", {}, 4, True, [], 12))) == \
        "Start Casino for four players in two partnerships, deal 12, and give up the match in progress?"


def test_a_start_with_a_game_on_its_command_line_clears_old_temporary_files_too(qtbot):
    from casino_desktop.qt.game.files import saves_folder
    from casino_desktop.qt.game.second_start import start_alone
    stray = saves_folder() / ".autosave.casino.json.abcd1234.tmp"
    stray.write_bytes(b"the half of a save a kill left")
    then = stray.stat().st_mtime - 3600
    os.utime(stray, (then, then))
    lock, exit_code = start_alone(["--variant", "kasino", "--seed", "4"])
    try:
        assert exit_code is None and lock is not None
        assert not stray.exists()
    finally:
        lock.release()


def test_later_starts_still_reach_the_window_after_a_change_of_language(qtbot, tmp_path, request, monkeypatch):
    from shiboken6 import isValid
    from casino_desktop.qt.game import second_start
    from casino_desktop.qt.game.setup import HUMAN, GameSetup, SeatSetup
    from casino_desktop.qt.language_switch import rebuild
    from casino_desktop.qt.main_window import MainWindow
    reached = []
    monkeypatch.setattr(second_start, "later_start", lambda w, argv, _asked: reached.append(w))
    setup = GameSetup("casino", {}, 2, False, [SeatSetup(HUMAN), SeatSetup(HUMAN)], 3)  # no computer thinking
    window = MainWindow(setup)
    request.addfinalizer(lambda: isValid(window) and window.close())
    window.show()
    (tmp_path / "data").mkdir()
    lock = InstanceLock(tmp_path / "data")
    assert lock.claim() is Claim.OURS
    server = second_start.listen_for_later_starts(window, lock, lambda _argv: None)
    new = rebuild(window)
    request.addfinalizer(lambda: isValid(new) and new.close())
    qtbot.waitUntil(lambda: not isValid(window) or not window.isVisible())
    sender = tell_from_another_process(tmp_path / "data")
    qtbot.waitUntil(lambda: bool(reached) and sender.poll() is not None, timeout=30000)
    assert sender.stdout.read().strip() == "True" and reached == [new]
    server.server.close()
    lock.release()
