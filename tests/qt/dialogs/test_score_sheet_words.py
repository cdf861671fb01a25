"""The score sheet's words (``qt/dialogs/score_sheet_words.py``): here the
line under a round cut short by a win during play."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from casino_desktop.core import apply, legal_moves, make_rules, new_game, pretty, preset
from casino_desktop.core.state import PHASE_MATCH_OVER
from casino_desktop.qt.dialogs.score_sheet import RoundDialog
from casino_desktop.qt.dialogs.score_sheet_words import CUT_SHORT, cut_short_text

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _won_during_play():
    """A Finnish Kasino match won by a capture that scores at once, the
    player at 15: the round is cut short with its cards and spades unscored."""
    for seed in range(40):
        state = new_game(make_rules("finnish-kasino"), 2, False, seed)
        state.match_scores = [15, 14] if state.to_move == 0 else [14, 15]
        scoring = [m for m in legal_moves(state) if m[0] == "capture"
                   and any(pretty(c)[0] == "A" or pretty(c) in ("2♠", "10♦") for c in (m.card, *m.loose))]
        if scoring:
            apply(state, scoring[0])
            assert state.phase == PHASE_MATCH_OVER and state.round_results[-1].get("ended_mid_round")
            return state
    raise AssertionError("no deal gave a capture that scores at once")


def test_a_round_cut_short_by_a_win_says_why_its_end_was_not_scored(qtbot):
    # The Finnish sheet read "Eniten patoja 0 (2 pataa) | 0 (3 pataa)" and said
    # nothing of why (the 23rd stranger's play-test of 7 December).
    state = _won_during_play()
    result = state.round_results[-1]
    assert any(not it["immediate"] and it["detail"] is not None for it in result["items"])  # shown at 0
    dialog = RoundDialog(state, ["You", "North"], None, preset("finnish-kasino").name)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    line = dialog.findChild(QLabel, "cutShortLine")
    assert line is not None and line.isVisible() and line.wordWrap()
    assert line.text() == CUT_SHORT


def test_a_round_played_to_its_end_or_scored_all_at_once_says_nothing_of_it():
    assert cut_short_text({"items": [{"immediate": False}]}) is None
    assert cut_short_text({"ended_mid_round": True, "items": [{"immediate": True}]}) is None


def test_a_sweeps_count_is_not_said_again_beside_the_same_points():
    """"0 (0 tabber)" and "2 (2 sweeps)" said the count twice (stranger 24);
    where the points differ from the count (sweeps worth more, or cancelled)
    the count is still said."""
    from casino_desktop.qt.dialogs.score_sheet_words import item_detail
    rules = make_rules("kasino")
    item = {"id": "sweeps", "label": "Sweeps", "points": [0, 2, 1], "detail": [0, 2, 2]}
    assert item_detail(item, 0, rules) == "" and item_detail(item, 1, rules) == ""
    assert "2" in item_detail(item, 2, rules)
