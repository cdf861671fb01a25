"""The building rules' specs (``core/units_building.py``)."""

from __future__ import annotations

from casino_desktop.core import units_building as unit


def test_the_named_values_are_the_stored_ones():
    assert set(unit.SAME_VALUE_BUILDS.choices) == {unit.SAME_VALUE_ALLOWED, unit.SAME_VALUE_MERGE}
    assert set(unit.OWNER_OBLIGATION.choices) == {unit.DUTY_PAGAT, unit.DUTY_SIMPLE}


def test_the_house_flow_rules_are_off_the_short_way():
    for spec in (unit.TRAIL_AND_BUILD, unit.OWNER_OBLIGATION):
        assert spec.flat is None and spec.short == frozenset({spec.default})
