"""The scoring specs (``core/units_scoring.py``)."""

from __future__ import annotations

from casino_desktop.core import units_scoring as unit


def test_the_named_values_are_the_stored_ones():
    assert set(unit.SWEEPS_CANCEL.choices) == {unit.CANCEL_NEVER, unit.CANCEL_ONE_EACH, unit.CANCEL_MINIMUM}
    assert set(unit.MULLE.choices) == {unit.MULLE_OFF, unit.MULLE_ALONE_5, unit.MULLE_CAPTURE_VALUE}


def test_no_scoring_rule_is_about_moves():
    assert not any(spec.about_moves for spec in unit.SPECS)
