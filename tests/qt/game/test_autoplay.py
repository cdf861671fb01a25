"""Autoplay: computer players fill every seat and play a round through the
real window, for every preset at 2, 3 and 4 players (in partnerships where
the variant allows or requires them)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QImage

from casino_desktop.app import parse_args, setup_from_args
from casino_desktop.core import PRESETS
from casino_desktop.qt.game.autoplay import Autoplay, playable_tables
from casino_desktop.qt.main_window import MainWindow

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


TABLES = playable_tables()
# The default run plays Casino and Swedish Kasino (the two cheapest, one a
# building game and one a Nordic one); the other families' rounds (Mulle
# Kortspel's alone 3.6 CPU-s) go to CI's slices of the slow tier.
BY_DEFAULT = ("casino", "swedish-kasino")
ONE_PER_FAMILY = [pytest.param(v, p, pairs, marks=() if v in BY_DEFAULT else (pytest.mark.slow, pytest.mark.ci_slice))
                  for v, p, pairs in TABLES if p == 2 and v in
                  ("casino", "royal-casino", "swedish-kasino", "finnish-kasino", "mulle-kortspel")]


def _autoplay_round(qtbot, tmp_path, variant, players, pairs, seed=5) -> MainWindow:
    argv = ["--autoplay", "--variant", variant, "--players", str(players), "--seed", str(seed)]
    if pairs:
        argv.append("--partnerships")
    setup = setup_from_args(parse_args(argv))
    assert setup.partnerships == pairs
    window = MainWindow(setup, settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), watch=True)
    qtbot.addWidget(window)
    window.set_speed_quietly("instant")
    window.controller.budget = 0.05
    window.resize(1024, 768)
    window.show()
    driver = Autoplay(window, exit_after="round", timeout_s=120, quit_app=False)
    with qtbot.waitSignal(driver.finished, timeout=130_000) as blocker:
        window.start_game()
    assert blocker.args == [0], driver.errors
    assert driver.rounds == 1
    state = window.controller.state
    assert state.phase in ("round_over", "match_over")
    return window


def test_every_preset_has_a_table_for_each_player_count():
    for v in PRESETS:
        counts = {p for vid, p, _ in TABLES if vid == v.id}
        assert counts >= {2, 4} or v.id == "mulle-kortspel", v.id
    assert ("mulle-kortspel", 4, True) in TABLES and ("casino", 4, True) in TABLES


@pytest.mark.parametrize("variant,players,pairs", ONE_PER_FAMILY)
def test_autoplay_one_round_per_family(qtbot, tmp_path, variant, players, pairs):
    _autoplay_round(qtbot, tmp_path, variant, players, pairs)


@pytest.mark.slow
@pytest.mark.parametrize("variant,players,pairs", TABLES)
def test_autoplay_every_preset_and_table(qtbot, tmp_path, variant, players, pairs):
    _autoplay_round(qtbot, tmp_path, variant, players, pairs)


def test_command_line_autoplay_saves_a_screenshot(tmp_path):
    """``--size`` larger than the screen (1280x800 here) gives a window that
    fits it, frame and all (it was the size asked for, past the screen's
    edges: the play-test of 2026-12-06's status line below the screen)."""
    out = tmp_path / "out.png"
    screen = Path(__file__).resolve().parents[2] / "offscreen-1280x800.json"
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}")
    proc = subprocess.run(
        [sys.executable, "-m", "casino_desktop", "--autoplay", "--variant", "casino", "--players", "3",
         "--seed", "7", "--screenshot", str(out), "--exit-after", "round", "--speed", "instant",
         "--size", "1400x900"],
        env=env, capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(out))  # the window's inside
    assert not image.isNull()
    assert 1200 <= image.width() < 1280 and 720 <= image.height() < 800, image.size()


@pytest.mark.slow
@pytest.mark.ci_slice  # a whole match: CI runs it in a rotating slice
def test_match_end_shows_the_winner_and_new_game_starts_over(qtbot, tmp_path):
    # Casino (simple rules) is a one-round game: the round's end is the match's.
    window = _autoplay_round(qtbot, tmp_path, "casino-simple", 2, False, seed=3)
    state = window.controller.state
    dialog = window.round_dialog
    if state.winner is None:
        pytest.skip("this deal ended level; the match goes on")
    assert "wins the match" in dialog.headline.text() or "win the match" in dialog.headline.text()
    assert dialog.primary.text() == "Play &Again" and dialog.choose_button.text() == "&New Game…"
    assert dialog.sheet.rowCount() == 2  # round 1 and the match total
    window.show()
    qtbot.mouseClick(dialog.primary, Qt.MouseButton.LeftButton)
    new = window.controller.state
    assert new is not state and new.ply == 0 and new.round_index == 0
