"""The §9 variants on screen: Krypkasino's minus points read as such on the
match sheet, a match of a fixed number of rounds says so where a target
would be shown, and the play log tells who stands on the Dominican ladder."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QLabel

from casino_desktop.core import apply, legal_moves, make_rules, new_game
from casino_desktop.core.state import PHASE_PLAY
from casino_desktop.qt.game.setup import GameSetup
from casino_desktop.core import YOU_NAME, partners
from casino_desktop.qt.dialogs.score_sheet import RoundDialog, round_gain, winner_text
from casino_desktop.qt.dialogs.new_game import SetupDialog
from .table_helpers import make_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_the_match_sheet_shows_minus_points_and_the_number_of_rounds(qtbot):
    s = new_game(make_rules("krypkasino"), 2, False, 5)
    rng = random.Random(5)
    while s.phase == PHASE_PLAY:
        apply(s, rng.choice(legal_moves(s)))
    dialog = RoundDialog(s, ["South", "North"])
    qtbot.addWidget(dialog)
    cells = [dialog.sheet.item(0, c).text() for c in range(2)]
    assert cells == [f"{x:+d}" if x else "0" for x in s.match_scores] and not any("+-" in c for c in cells)
    assert any(x < 0 for x in s.match_scores)
    labels = [w.text() for w in dialog.findChildren(QLabel)]
    assert any("Match sheet" in t and "(2 rounds)" in t for t in labels)


def test_the_side_panel_tells_the_length_of_the_match(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, variant="krypkasino")
    window.start_game()
    qtbot.waitUntil(lambda: "2 rounds" in window.side.title.text())
    assert "game to" not in window.side.title.text()


def test_the_target_box_says_when_the_rounds_are_fixed(qtbot):
    dialog = SetupDialog(GameSetup(variant_id="krypkasino"))
    qtbot.addWidget(dialog)
    assert dialog.target.value() == 0 and "fixed number of rounds" in dialog.target.specialValueText()
    dialog.form.widgets["rounds_each"].setValue(0)
    assert dialog.target.specialValueText() == "one round"


def test_the_play_log_tells_who_is_on_the_dominican_ladder(qtbot, tmp_path):
    from casino_desktop.core import make_rules, new_game

    window = make_window(qtbot, tmp_path, variant="dominican-casino")
    state = new_game(make_rules("dominican-casino"), 2, False, 3)
    state.match_scores = [18, 20]
    window.controller.resume(window.setup, state)
    qtbot.waitUntil(lambda: any("at 18" in line for line in window.side.log.log_lines()))
    lines = window.side.log.log_lines()
    assert "You at 18: only most cards can reach 21 now, and wins at once; sweeps do not score." in lines
    assert "North at 20: only most spades can reach 21 now, and wins at once; sweeps do not score." in lines


def _match_over(variant: str, scores: list[int], winner: int, players: int = 2, partnerships: bool = False):
    s = new_game(make_rules(variant), players, partnerships, 5)
    s.match_scores, s.winner = scores, winner
    return s


def test_a_penalty_match_is_won_with_penalty_points():
    """Play-test 2026-12-06, finding 12: "Kari wins the match with -39 points
    (North -45)".  Krypkasino scores every point against its taker: the
    result is said in penalty points, for "You", a named seat and partners."""
    kryp = _match_over("krypkasino", [-39, -45], 0)
    assert winner_text(kryp, [YOU_NAME, "North"]) == "You win the match with 39 penalty points (North 45)."
    assert winner_text(kryp, ["Kari", "North"]) == "Kari wins the match with 39 penalty points (North 45)."
    assert winner_text(_match_over("krypkasino", [-45, -1], 1), ["Kari", "North"]) == (
        "North wins the match with 1 penalty point (Kari 45).")
    sides = [partners("North", "South"), partners("West", "East")]
    four = _match_over("krypkasino", [-20, -22], 0, 4, True)
    assert winner_text(four, sides) == "North & South win the match with 20 penalty points (West & East 22)."
    # A side credited more than it lost (sweeps left open to it): plain points, signs and all.
    assert winner_text(_match_over("krypkasino", [5, -40], 0), ["Kari", "North"]) == (
        "Kari wins the match with 5 points (North -40).")
    assert winner_text(_match_over("casino", [21, 14], 0), [YOU_NAME, "North"]) == "You win the match with 21 points (North 14)."


def test_a_penalty_round_with_no_points_is_zero_on_the_match_sheet():
    """Finding 12: a Krypkasino round in which a side took no points read "+0"."""
    assert [round_gain(n, True) for n in (0, -5, 15)] == ["0", "-5", "+15"]
    assert [round_gain(n, False) for n in (0, 7)] == ["+0", "+7"]
