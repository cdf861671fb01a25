"""The capture rules' specs (``core/units_capturing.py``)."""

from __future__ import annotations

from casino_desktop.core import units_capturing as unit


def test_the_named_values_are_the_stored_ones():
    assert set(unit.FACE_VALUES.choices) == {unit.COURTS_NONE, unit.COURTS_NUMERIC}
    assert set(unit.ACE_VALUE.choices) == {unit.ACE_1, unit.ACE_1_OR_14, unit.ACE_1_OR_14_IN_HAND,
                                           unit.ACE_14_IN_HAND_1_ON_TABLE}
    assert set(unit.FACE_CAPTURE.choices) == {unit.COURT_TAKES_ONE, unit.COURT_TAKES_ALL,
                                              unit.COURT_TAKES_ONE_OR_THREE}


def test_table_aces_worth_14_keep_the_flat_generator_out():
    assert unit.ACE_1_OR_14 not in unit.ACE_VALUE.flat
    assert unit.ACE_1 in unit.ACE_VALUE.flat
