"""The New Game dialog's form, for practice: the variant and house rules
only, and a table the variant cannot seat never stops practice."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from casino_desktop.qt.dialogs.new_game import SetupDialog
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.practice import window_sentences

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _dialog(qtbot, practice, players=3):
    seats = [SeatSetup(HUMAN)] + [SeatSetup(COMPUTER, "random")] * 3
    dialog = SetupDialog(GameSetup("mulle-kortspel", {}, players, False, seats), None, practice=practice)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_a_game_the_table_cannot_seat_still_offers_practice_of_its_rules(qtbot):
    dialog = _dialog(qtbot, practice=False)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert dialog.problem.text() and not ok.isEnabled()   # three players: this Mulle is for two or four
    assert dialog.offer.isEnabled() and dialog.offer.text() == window_sentences.SETUP_OFFER


def test_the_practice_form_has_only_the_variant_and_house_rules(qtbot):
    dialog = _dialog(qtbot, practice=True)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert dialog.windowTitle() == window_sentences.SETUP_TITLE and ok.text() == window_sentences.SETUP_START
    assert ok.isEnabled() and dialog.problem.text() == ""
    assert dialog.variant.isVisibleTo(dialog) and dialog.form.isVisibleTo(dialog)
    for hidden in (dialog.players, dialog.target, dialog.deal, dialog.seat_kind[0]):
        assert not hidden.isVisibleTo(dialog)
    assert dialog.offer is None
    # House rules the core refuses stop practice too, with the core's sentence
    # (this preset's court-card builds need building).
    dialog.variant.setCurrentIndex(dialog.variant.findData("casino-simple"))
    dialog.form.widgets["building"].setChecked(False)
    assert not ok.isEnabled() and "needs building" in dialog.problem.text()
    dialog.form.widgets["building"].setChecked(True)
    assert ok.isEnabled()
    assert dialog.result_setup().variant_id == "casino-simple"
