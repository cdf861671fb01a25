"""The two options of docs/sources.md D11 and D2 reach the new-game dialog
(generated from the core's metadata) and the round dialog shows points
scored during play."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox

from casino_desktop.core import apply, legal_moves, make_rules, new_game, next_round
from casino_desktop.qt.game.setup import GameSetup
from casino_desktop.qt.dialogs.score_sheet import RoundDialog
from casino_desktop.qt.dialogs.new_game import SetupDialog

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _dialog(qtbot, variant):
    dialog = SetupDialog(GameSetup())
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData(variant))
    return dialog


def test_owner_obligation_is_a_choice_on_the_building_page(qtbot):
    dialog = _dialog(qtbot, "casino-simple")
    w = dialog.form.widgets["owner_obligation"]
    assert isinstance(w, QComboBox)
    assert [w.itemData(i) for i in range(w.count())] == ["pagat", "simple"]
    assert w.currentData() == "simple" and w.isEnabled()
    dialog.variant.setCurrentIndex(dialog.variant.findData("casino"))
    assert w.currentData() == "pagat"
    w.setCurrentIndex(w.findData("simple"))
    assert dialog.result_setup().options == {"owner_obligation": "simple"}
    dialog.variant.setCurrentIndex(dialog.variant.findData("swedish-kasino"))
    assert not w.isEnabled()                               # needs building


def test_score_as_earned_needs_a_target_and_refuses_finnish(qtbot):
    dialog = _dialog(qtbot, "casino-simple")               # one round: no target
    w = dialog.form.widgets["score_as_earned"]
    assert isinstance(w, QCheckBox) and not w.isEnabled()
    dialog.variant.setCurrentIndex(dialog.variant.findData("casino"))
    assert w.isEnabled() and not w.isChecked()
    w.setChecked(True)
    assert dialog.result_setup().options == {"score_as_earned": True}
    assert dialog.problem.text() == ""
    dialog.variant.setCurrentIndex(dialog.variant.findData("finnish-kasino"))
    dialog.form.widgets["score_as_earned"].setChecked(True)
    assert "immediate scoring" in dialog.problem.text()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_round_dialog_marks_points_scored_during_play(qtbot):
    for seed in range(20):
        s = new_game(make_rules("casino", {"score_as_earned": True}), 2, False, seed)
        rng = random.Random(seed)
        while s.phase != "match_over":
            if s.phase == "round_over":
                next_round(s)
            else:
                apply(s, rng.choice(legal_moves(s)))
        if s.round_results[-1].get("ended_mid_round"):
            break
    dialog = RoundDialog(s, ["South", "North"])
    qtbot.addWidget(dialog)
    rows = [dialog.breakdown.verticalHeaderItem(r).text() for r in range(dialog.breakdown.rowCount())]
    assert "Aces (at once)" in rows and rows[-1] == "Round total"
    totals = [dialog.breakdown.item(len(rows) - 1, c).text() for c in range(2)]
    assert totals == [str(t) for t in s.round_results[-1]["totals"]]
    assert "wins the match" in dialog.headline.text()


def test_a_fixed_number_of_rounds_takes_the_target_away_and_gives_it_back(qtbot):
    """Swedish Kasino, 'Rounds each player deals' set to 1: Start was greyed
    out until the player found the target above and set it to 0 themselves
    (the eighth stranger's play-test of 6 December, finding 1).  The target
    goes to none with the rounds, and comes back when the rounds go."""
    dialog = SetupDialog(GameSetup(variant_id="kasino"))
    qtbot.addWidget(dialog)
    start = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert dialog.target.value() == 16
    dialog.form.widgets["rounds_each"].setValue(1)
    assert dialog.target.value() == 0 and "fixed number of rounds" in dialog.target.text()
    assert dialog.problem.text() == "" and start.isEnabled()
    assert dialog.result_setup().options == {"target": 0, "rounds_each": 1}
    dialog.form.widgets["rounds_each"].setValue(2)
    assert dialog.target.value() == 0
    dialog.form.widgets["rounds_each"].setValue(0)
    assert dialog.target.value() == 16 and dialog.result_setup().options == {} and start.isEnabled()


def test_a_target_chosen_with_fixed_rounds_is_still_refused(qtbot):
    dialog = SetupDialog(GameSetup(variant_id="krypkasino"))
    qtbot.addWidget(dialog)
    dialog.target.setValue(21)
    assert "fixed number of rounds" in dialog.problem.text()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
