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
