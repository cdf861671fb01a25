"""The match's specs (``core/units_match.py``)."""

from __future__ import annotations

from casino_desktop.core import units_match as unit


def test_the_named_values_are_the_stored_ones():
    assert set(unit.NEAR_TARGET.choices) == {unit.NEAR_OFF, unit.NEAR_DOMINICAN}
    assert set(unit.TIE_BREAK.choices) == {unit.TIES_HIGHER_TOTAL, unit.TIES_COUNT_OUT, unit.TIES_MOST_SPADES,
                                           unit.TIES_FINNISH}


def test_no_match_rule_is_about_moves_and_the_target_is_always_said():
    assert not any(spec.about_moves for spec in unit.SPECS)
    assert unit.TARGET.said == "always"
