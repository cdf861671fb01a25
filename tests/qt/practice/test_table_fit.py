"""The drill table's measures (``qt/practice/table_fit.py``): a slot is as
wide as its caption, and the cards shrink only as far as the room needs."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from casino_desktop.qt.practice.table_fit import MIN_CARD_W, TableFit

pytestmark = [pytest.mark.gui]


def test_a_slot_is_as_wide_as_its_caption(qtbot):
    fit = TableFit(0.24, 0.18, 180)
    assert fit.slot_width("", 60) == 60
    long = "Build 13\nmultiple · an opponent's"
    assert fit.slot_width(long, 60) > fit.slot_width("Build 13\nsingle · yours", 60) > 60


def test_the_cards_are_as_large_as_the_room_allows_and_no_larger(qtbot):
    fit = TableFit(0.24, 0.18, 180)
    room = QRectF(0, 0, 620, 500)
    loose, _ = fit.card_width([1, 1, 1], ["", "", ""], room, 700)
    captioned, _ = fit.card_width([4, 4, 4, 4], ["Build 11\nmultiple · yours"] + ["Build 13\nmultiple · an opponent's"] * 3,
                                  room, 700)
    assert MIN_CARD_W < captioned < loose <= 0.3 * 700 / 1.55
    cw, rows = fit.card_width([4] * 4, ["Build 13\nmultiple · an opponent's"] * 4, room, 700)
    assert rows * fit.row_height(cw, 4, fit.caption_height(cw)) <= room.height()
