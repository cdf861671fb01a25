"""Game › Statistics: a match counts once, when its last move is played."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from casino_desktop.core import PHASE_MATCH_OVER, parse_card, preset
from casino_desktop.qt.statistics import KEY, StatisticsDialog, load_results, match_kind
from .table_helpers import card_centre, drag, make_window, position, show_position

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


def _last_move_position():
    """One-round Casino, the player's last card against the table's last card."""
    state = position("casino-simple", "8S", "8D", other="")
    state.stock = []
    state.hands[1] = []
    state.captured = [[C("AS"), C("2S"), C("10D")], [C("3H")]]
    return state


def test_a_finished_match_is_counted_once(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, variant="casino-simple", level="expert")
    window.setup.variant_id = "casino-simple"
    state = _last_move_position()
    show_position(qtbot, window, state)
    drag(qtbot, window, C("8S"), card_centre(window, C("8D")))
    qtbot.waitUntil(lambda: state.phase == PHASE_MATCH_OVER)
    results = load_results(window.settings)
    assert results == {match_kind(window.setup): {"played": 1, "won": int(state.winner == 0)}}
    assert match_kind(window.setup) == "casino-simple|2|expert"
    # The round dialog closing or showing again does not count the match twice.
    window.controller.advance()
    assert load_results(window.settings)[match_kind(window.setup)]["played"] == 1
    dialog = StatisticsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    assert dialog.rows() == [(preset("casino-simple").name, "2", "Expert", 1, int(state.winner == 0))]
    assert "of 1 matches" in dialog.summary.text()


def test_damaged_statistics_start_afresh(tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue(KEY, "{not json")
    assert load_results(settings) == {}
    settings.setValue(KEY, '{"casino|2|master": {"played": "x", "won": 1}, "casino|3|beginner": {"played": 2, "won": 1}}')
    assert load_results(settings) == {"casino|3|beginner": {"played": 2, "won": 1}}

