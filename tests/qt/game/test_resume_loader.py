"""A long unfinished game comes back without freezing the window, and whole.

The record is a few thousand moves of the longest kind of match the house
rules allow (``scripts/longest_matches.py``); the window's event loop is
counted while it is read back: it must keep turning.  What comes back must
be what the window's own replay of the record gives."""
from __future__ import annotations

import importlib.util
import random
import time
import uuid
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from casino_desktop.ai import RandomPlayer
from casino_desktop.core import PHASE_ROUND_OVER, apply, make_rules, new_game, next_round
from casino_desktop.core.log_lines import round_log_lines
from casino_desktop.qt.game import resume_loader
from casino_desktop.qt.game.autosaver import autosave_path
from casino_desktop.qt.game.files import load_game_file, record_of
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup

from ..table_helpers import open_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "longest_matches.py"
MOVES = 4000


def _house_rules_worst() -> dict:
    spec = importlib.util.spec_from_file_location("longest_matches", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return dict(module.HOUSE_RULES_WORST)


def long_unfinished_game(moves: int, seed: int = 3) -> GameSetup:
    options = _house_rules_worst()
    setup = GameSetup("casino", options, 4, False, [SeatSetup(HUMAN)] + [SeatSetup(COMPUTER, "random")] * 3)
    state = new_game(make_rules("casino", options), 4, False, seed)
    rng, player, texts = random.Random(seed), RandomPlayer(), []
    while len(texts) < moves:
        if state.phase == PHASE_ROUND_OVER:
            next_round(state)
        move = player.choose(state.information_view(state.to_move), rng, 0.0)
        texts.append(move.text(show_value=True))
        apply(state, move)
    assert state.winner is None, "the record must stay unfinished"
    autosave_path().write_text(record_of(setup, seed, texts, uuid.uuid4().hex).to_json(), encoding="utf-8")
    return setup


def test_a_long_game_comes_back_while_the_event_loop_keeps_turning(qtbot, tmp_path, monkeypatch):
    setup = long_unfinished_game(MOVES)
    window = open_window(qtbot, tmp_path, setup)
    ticks = []
    # Half-way through the replay the worker waits until the window's event
    # loop has turned 20 times (or a minute has passed): a replay on the
    # window's thread, or one that starved it, could not be waited out, so
    # the count, not the machine's speed, decides.
    watch_call = resume_loader._Watch.__call__

    def pausing(watch, state, move):
        watch_call(watch, state, move)
        if len(watch.movers) == MOVES // 2:
            end = time.monotonic() + 60
            while sum(ticks) < 20 and time.monotonic() < end:
                time.sleep(0.001)

    monkeypatch.setattr(resume_loader._Watch, "__call__", pausing)
    ticker = QTimer(window)
    ticker.setInterval(0)
    ticker.timeout.connect(lambda: ticks.append(window.resuming is not None))
    ticker.start()
    progress = []
    window.resume_or_start()
    assert window.controller.state is None, "the game was read on the window's thread"
    window.resuming.progress.connect(progress.append)
    qtbot.waitUntil(lambda: window.resuming is None, timeout=180000)
    ticker.stop()
    assert sum(ticks) >= 20, f"the event loop turned {sum(ticks)} times while the game came back"
    assert progress and progress[-1] <= MOVES
    assert not window.act_new.isEnabled() or window.controller.state is not None

    # The same as the window's own replay of the record.
    loaded_setup, record, state = load_game_file(autosave_path())
    c = window.controller
    assert c.state == state and c.moves == record.moves and c.match_id == record.match_id
    assert c.origin == new_game(loaded_setup.rules(), 4, False, state.seed)
    assert (c.origin, c.movers) == c._origin_of(window.setup, state)
    log = round_log_lines(c.origin, c.moves, c.names, state.round_index)
    assert log and all(line in window.side.log.log_lines() for line in log)
    assert window.act_new.isEnabled()


def test_game_actions_wait_while_the_game_comes_back(qtbot, tmp_path):
    setup = long_unfinished_game(1500, seed=5)
    window = open_window(qtbot, tmp_path, setup)
    window.resume_or_start()
    assert not window.act_new.isEnabled() and not window.act_open.isEnabled()
    qtbot.waitUntil(lambda: window.resuming is None, timeout=60000)
    assert window.act_new.isEnabled() and window.act_open.isEnabled()


def test_quitting_while_the_game_comes_back_leaves_its_autosave_alone(qtbot, tmp_path):
    long_unfinished_game(3000, seed=7)
    saved = autosave_path().read_bytes()
    window = open_window(qtbot, tmp_path, GameSetup())
    window.resume_or_start()
    assert window.resuming is not None
    window.close()
    assert autosave_path().read_bytes() == saved
    assert window.resuming.signalsBlocked()  # nothing is played in the closed window when it is back
